"""The claim checker's problems and their messages, in French and in English.

Every problem code the checker can give has its sentence here, so that the wording of
a refusal is in one place. No rule lives here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    code: str  # no_citation, missing_id:<id>, not_in_context:<id>, not_allowed:<id>,
    # number_not_found:<n as written>, unsupported:<share 2 decimals>
    exact: bool  # False only for the "unsupported" clue
    message: str  # a readable sentence (French or English per `language`)


@dataclass(frozen=True)
class ClaimReport:
    """Everything check_claim found: exact problems, clues, and notes (checks skipped)."""

    problems: list[Problem] = field(default_factory=list)  # exact: reject the claim
    clues: list[Problem] = field(default_factory=list)  # point a reader at it
    notes: list[str] = field(default_factory=list)  # e.g. support check skipped

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def all(self) -> list[Problem]:
        return self.problems + self.clues


# Words that carry the sign of the number they go with (issue 4): "un free cash-flow
# négatif de 14 930 k€" is -14 930.
_SIGN_WORDS = re.compile(
    r"\b(n[ée]gati(?:f|fs|ve|ves)|pertes?|d[ée]ficits?|negative|loss(?:es)?|deficits?"
    r"|outflows?)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")

_MESSAGES = {
    "no_citation": {
        "fr": "Aucune source n'est citée.",
        "en": "No source is cited.",
    },
    "missing_id": {
        "fr": "La source {arg} n'existe pas.",
        "en": "Source {arg} does not exist.",
    },
    "not_in_context": {
        "fr": "La source {arg} existe mais ne faisait pas partie des sources fournies.",
        "en": "Source {arg} exists but was not among the sources given for this request.",
    },
    "not_allowed": {
        "fr": "La source {arg} n'est pas accessible à ce public.",
        "en": "Source {arg} may not be shown to this audience.",
    },
    "number_not_found": {
        "fr": "Le nombre {arg} ne figure pas, avec son signe, dans les sources citées.",
        "en": "The number {arg} is not in the cited sources with its sign.",
    },
    "number_not_found_negative": {
        "fr": "Le nombre {arg} figure en négatif dans les sources citées : écrire son signe.",
        "en": "The cited sources hold {arg} as a negative number: write its sign.",
    },
    "unit_mismatch": {
        "fr": "Le nombre {arg} figure dans les sources citées avec une autre unité.",
        "en": "The cited sources hold {arg} with another unit.",
    },
    "direction_mismatch": {
        "fr": "Le nombre {arg} suit un mot de hausse ou de baisse contraire à son signe dans "
        "les sources citées.",
        "en": "The number {arg} follows a word of increase or decrease that contradicts its "
        "sign in the cited sources.",
    },
    "year_mismatch": {
        "fr": "Le nombre {arg} figure dans les sources citées pour une autre année.",
        "en": "The cited sources hold {arg} for another year.",
    },
    "threshold_mismatch": {
        "fr": "Le nombre {arg} est présenté comme un seuil, que les sources citées ne donnent "
        "pas comme tel.",
        "en": "The number {arg} is written as a threshold, which the cited sources do not "
        "give it as.",
    },
    "quote_not_in_sources": {
        "fr": "Le passage entre guillemets « {arg} » ne figure mot pour mot dans aucune "
        "source citée.",
        "en": "The quoted passage “{arg}” is not word for word in any cited source.",
    },
    "comparison_false": {
        "fr": "La comparaison « {arg} » est fausse pour les nombres tels qu'ils sont écrits.",
        "en": "The comparison “{arg}” is false for the numbers as written.",
    },
    "polarity_pos": {
        "fr": "La phrase affirme « {arg} », que la source citée nie : à relire.",
        "en": "The sentence asserts “{arg}”, which the cited source denies: worth a read.",
    },
    "polarity_neg": {
        "fr": "La phrase nie « {arg} », que la source citée affirme : à relire.",
        "en": "The sentence denies “{arg}”, which the cited source asserts: worth a read.",
    },
    "reassurance_alert": {
        "fr": "La phrase rassure ({arg}) alors que son paragraphe cite l'alerte {fact} : à relire.",
        "en": "The sentence reassures ({arg}) while its paragraph cites the alert {fact}: "
        "worth a read.",
    },
    "reassurance_signal": {
        "fr": "La phrase rassure ({arg}) alors que son paragraphe cite le signal de risque "
        "{fact} ({category}) : à relire.",
        "en": "The sentence reassures ({arg}) while its paragraph cites the risk signal "
        "{fact} ({category}): worth a read.",
    },
    "contradicts_alert": {
        "fr": "La phrase affirme : {arg} — le contraire de l'alerte {fact} des faits du mémo.",
        "en": "The sentence asserts: {arg} — the opposite of the alert {fact} in the memo's facts.",
    },
    "contradicts_signal": {
        "fr": "La phrase affirme : {arg} — le contraire du signal de risque {fact} ({category}) "
        "des faits du mémo.",
        "en": "The sentence asserts: {arg} — the opposite of the risk signal {fact} "
        "({category}) in the memo's facts.",
    },
    # what a sentence asserts, named in the contradicts_ messages above
    "contradicts_covenant": {"fr": "covenant respecté", "en": "covenant respected"},
    "contradicts_refinancing": {
        "fr": "aucun risque de refinancement",
        "en": "no refinancing risk",
    },
    "contradicts_refinancing_secured": {
        "fr": "refinancement sécurisé",
        "en": "refinancing secured",
    },
    "contradicts_liquidity": {"fr": "liquidité confortable", "en": "comfortable liquidity"},
    "contradicts_cash_flow_positive": {
        "fr": "flux de trésorerie positif",
        "en": "positive cash flow",
    },
    "contradicts_interest_cover": {
        "fr": "couverture des intérêts confortable",
        "en": "comfortable interest cover",
    },
    "contradicts_leverage_low": {"fr": "levier maîtrisé", "en": "low leverage"},
    "contradicts_going_concern": {
        "fr": "continuité d'exploitation hors de doute",
        "en": "going concern not in doubt",
    },
    "contradicts_litigation": {"fr": "aucun litige", "en": "no litigation"},
    "contradicts_equity": {"fr": "capitaux propres solides", "en": "solid equity"},
    "contradicts_revenue_up": {"fr": "chiffre d'affaires en hausse", "en": "revenue up"},
    "contradicts_no_risk": {"fr": "aucun risque", "en": "no risk"},
    "contradicts_no_alert": {"fr": "aucune alerte", "en": "no alert"},
    "contradicts_cash_covers": {
        "fr": "trésorerie supérieure aux dettes à court terme",
        "en": "cash above short-term debt",
    },
    "empty_memo": {
        "fr": "Le mémo est vide.",
        "en": "The memo is empty.",
    },
    "empty_paragraph": {
        "fr": "Le paragraphe est vide : il cite des sources mais ne dit rien.",
        "en": "The paragraph is empty: it cites sources but says nothing.",
    },
    "unsupported": {
        "fr": "Seuls {arg} % des mots de l'affirmation se retrouvent dans ses sources : à relire.",
        "en": "Only {arg}% of the claim's words are in its sources: worth a read.",
    },
}


def _message(key: str, language: str, arg: str = "", **extra: str) -> str:
    texts = _MESSAGES[key]
    return texts.get(language, texts["en"]).format(arg=arg, **extra)
