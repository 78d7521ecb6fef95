"""`contradicts:<fact id>`: a sentence that asserts the opposite of an alert or a severe signal.

An exact problem (a defect), unlike the clues of claims.clues: `verify` once accepted a
Ferlac memo edited to say « La société respecte largement son covenant et ne présente aucun
risque de refinancement » beside an alert of leverage above its threshold and a
refinancing signal, with two "à relire" hints (issue 13). The check runs against every
alert (A-, by `data.rule`) and severe signal (Q-, by `data.category`) of the memo's own
facts file, whether the paragraph cites them or not: the memo as a whole may not tell a
reader the opposite of its own facts.

Narrow on purpose — it must never refuse a true sentence. Each assertion is a phrase with
its negation and its conditional skipped ("le refinancement n'est pas encore sécurisé",
"if refinancing is secured", "as long as"); a clause about another year than the alert's
is not contradicted by it ("positive in 2024 but negative in 2025" beside a 2025 alert);
quoted text is the filing's words, checked by quote_not_in_sources instead; in the
portfolio memo a sentence is read against the companies it names. A signal contradicts
only when its own words state the adverse fact (not a risk factor, not "liquidity needs
are met through cash on hand"). "Covenant respected" is contradicted by a covenant signal
that states a breach, and by a leverage alert only when it oversells the headroom
("largement", "comfortably"): a plain "the company complied with its covenants" may be
true beside an alert on an internal threshold (Ferlac: a contractual 3,4x for a limit of
3,5x, an alert on a leverage of 5,5x). Measured (docs/claims.md): the hand-edit set of
tests/test_claims_contradictions.py, no firing on the offline writers' memos, and none on
the 91,360 sentences of 40 filings read against their own facts
(scripts/measure_contradicts.py).

Not here: whether a number is in the facts (claims.numbers) or the reassurance clue beside
a cited alert (claims.clues), which stays a clue.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from analyste.claims.clues import (
    _BREACH,
    _CONDITIONAL,
    _HYPOTHETICAL,
    _POLARITY_TERMS,
    _RESPECT,
    SEVERE_CATEGORIES,
    _computed_state,
    _covenant_state,
    _negated,
    _reassurance_negated,
)
from analyste.claims.language import sentences
from analyste.claims.messages import Problem, _message
from analyste.claims.numbers import _is_year_mention
from analyste.claims.quotes import _blank_quotes
from analyste.normalise import fold_accents
from analyste.numbers import numbers_in
from analyste.schema import Fact

__all__ = ["contradictions"]

_I = re.IGNORECASE
_ANY = "*"  # every alert rule, or every severe category
_ALERT_RULES_ALL = frozenset({_ANY})

# The severe categories (one list, claims.clues) a sentence can contradict; an embedded
# instruction is a risk of the document, not of the borrower ("aucun risque" does not deny it).
_SEVERE = SEVERE_CATEGORIES - {"embedded_instruction"}


@dataclass(frozen=True)
class _Assertion:
    """A phrase that asserts something an alert rule or a signal category denies."""

    key: str  # the message's name for what is asserted (messages: contradicts_<key>)
    patterns: tuple[re.Pattern[str], ...]
    rules: frozenset[str]  # A- `data.rule` it contradicts ("*": any)
    categories: frozenset[str]  # Q- `data.category` it contradicts ("*": any severe)
    first_only: bool = False  # a general claim names one fact, not every alert
    gap: bool = False  # the phrase spans free words: a negation inside it denies it


def _p(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, _I) for p in patterns)


_ADV_FR = r"(?:(?:tr[èe]s|bien|largement|nettement|toujours|encore|d[ée]sormais|d[ée]j[àa])\s+)?"
_ADV_EN = r"(?:(?:very|quite|clearly|still|now|already|fully|well)\s+)?"
_BE_FR = r"(?:(?:est|reste|demeure|semble|appara[iî]t|ressort|s['’]\s*av[èe]re)\s+)?"
_BE_EN = r"(?:(?:is|was|are|were|remains|remained|stays|stayed|has\s+been|looks)\s+)?"

_ASSERTIONS: tuple[_Assertion, ...] = (
    _Assertion(
        "refinancing",
        _p(
            r"\b(?:aucun|pas\s+de|nul)\s+risques?\s+(?:de\s+|d['’]\s*)refinanc\w*",
            r"\b(?:aucune?|pas\s+de)\s+(?:probl[èe]me|souci|difficult[ée]|inqui[ée]tude)s?\s+"
            r"(?:de\s+|d['’]\s*)refinanc\w*",
            r"\brisques?\s+(?:de\s+|d['’]\s*)refinanc\w*\s+" + _BE_FR + r"(?:quasi[\s-]*)?"
            r"(?:nuls?|inexistants?|[ée]cart[ée]s?|exclus?)\b",
            r"\bno\s+(?:(?:material|significant|real|meaningful)\s+)?refinancing\s+"
            r"(?:risks?|concerns?|issues?)\b",
            r"\bno\s+risks?\s+of\s+(?:a\s+)?refinancing\b",
            r"\baucune\s+[ée]ch[ée]ance\s+(?:significative|importante|majeure|[àa]\s+court\s+terme)",
            r"\bno\s+(?:significant|material|major|near[\s-]term)\s+(?:debt\s+)?maturities\b",
        ),
        frozenset(),
        frozenset(["refinancing"]),
    ),
    _Assertion(
        "refinancing_secured",
        _p(
            r"\brefinancement\b[^.;:!?]{0,60}?\b(?:est|a\s+[ée]t[ée]|sont|ont\s+[ée]t[ée])\s+"
            + _ADV_FR
            + r"(?:s[ée]curis[ée]e?s?|assur[ée]e?s?|obtenue?s?|boucl[ée]e?s?|sign[ée]e?s?"
            r"|acquise?s?)\b",
            r"\brefinancement\s+" + _ADV_FR + r"(?:s[ée]curis[ée]|assur[ée]|boucl[ée])\b",
            r"\brefinancing\b[^.;:!?]{0,60}?\b(?:is|was|has\s+been|have\s+been|been)\s+"
            + _ADV_EN
            + r"(?:secured|arranged|completed|obtained|signed|in\s+place)\b",
            r"\b(?:has|have|had)\s+" + _ADV_EN + r"secured\s+(?:its|the|their)\s+refinancing\b",
        ),
        frozenset(),
        frozenset(["refinancing"]),
        gap=True,
    ),
    _Assertion(
        "liquidity",
        _p(
            r"\b(?:liquidit[ée]|tr[ée]sorerie)\s+(?:de\s+la\s+soci[ée]t[ée]\s+|du\s+groupe\s+)?"
            + _BE_FR
            + _ADV_FR
            + r"(?:confortables?|solides?|abondantes?|amples?|saines?)\b",
            r"\b(?:solide|confortable|abondante|ample)\s+liquidit[ée]\b",
            r"\baucun(?:e)?\s+(?:risque|probl[èe]me|souci|tension|difficult[ée])s?\s+de\s+"
            r"(?:liquidit[ée]|tr[ée]sorerie)\b",
            r"\b(?:strong|ample|comfortable|solid|robust|healthy|abundant)\s+liquidity\b",
            r"\bliquidity\s+(?:position\s+)?"
            + _BE_EN
            + _ADV_EN
            + r"(?:strong|ample|comfortable|solid|robust|healthy)\b",
            r"\bno\s+liquidity\s+(?:risks?|concerns?|issues?|problems?|pressure)\b",
        ),
        frozenset(["short_term_debt_above_cash", "negative_operating_cash_flow"]),
        frozenset(["liquidity", "going_concern"]),
    ),
    # the offline writer's reason for not naming a near maturity severe (issue 16): the cash
    # at the year end above the short-term debt, which the alert of that rule denies
    _Assertion(
        "cash_covers",
        _p(
            r"\btr[ée]sorerie\b(?:[^.;]|\.\d){0,60}?\b(?:d[ée]passe|couvre|exc[èe]de"
            r"|est\s+sup[ée]rieure\s+aux?)\s+(?:plus\s+|pas\s+)?(?:les\s+|des\s+)?dettes?\s+"
            r"(?:financi[èe]res?\s+)?(?:à|a)\s+court\s+terme\b",
            r"\bcash\b(?:[^.;]|\.\d){0,60}?\b(?:exceeds?|exceeded|covers?|covered|is\s+above"
            r"|is\s+greater\s+than)\s+(?:the\s+|its\s+)?short[- ]term\s+debt\b",
        ),
        frozenset(["short_term_debt_above_cash"]),
        frozenset(),
        gap=True,  # "cash does not exceed …", "ne couvre plus …" deny it
    ),
    _Assertion(
        "cash_flow_positive",
        _p(
            r"\b(?P<which>free\s+cash[\s-]*flows?|flux\s+de\s+tr[ée]sorerie(?:\s+(?:d['’]\s*"
            r"exploitation|op[ée]rationnels?|disponibles?|libres?))?|cash[\s-]*flows?(?:\s+"
            r"(?:d['’]\s*exploitation|op[ée]rationnels?|libres?|disponibles?))?)\s+"
            + _BE_FR
            + r"(?:(?:[ée]tait|a\s+[ée]t[ée])\s+)?"
            + _ADV_FR
            + r"(?:positifs?|exc[ée]dentaires?)\b",
            r"\b(?:positive)\s+(?P<which>(?:free|operating)\s+cash\s+flows?|cash\s+flows?)\b",
            r"\b(?P<which>(?:free|operating)\s+cash\s+flows?|cash\s+flows?)\s+"
            + _BE_EN
            + _ADV_EN
            + r"positive\b",
            r"\bcash[\s-]generative\b|\bg[ée]n[èe]re\s+de\s+la\s+tr[ée]sorerie\b",
        ),
        frozenset(["negative_operating_cash_flow", "net_income_positive_fcf_negative"]),
        frozenset(),
    ),
    _Assertion(
        "interest_cover",
        _p(
            r"\bcouverture\s+des\s+(?:int[ée]r[êe]ts|frais\s+financiers)\s+"
            + _BE_FR
            + _ADV_FR
            + r"(?:confortable|solide|large|[ée]lev[ée]e|satisfaisante|ample)\b",
            r"\b(?:comfortable|strong|ample|solid|healthy|robust)\s+interest\s+cover(?:age)?\b",
            r"\binterest\s+cover(?:age)?\s+(?:ratio\s+)?"
            + _BE_EN
            + _ADV_EN
            + r"(?:comfortable|strong|ample|solid|healthy|robust)\b",
        ),
        frozenset(["interest_cover_low"]),
        frozenset(),
    ),
    _Assertion(
        "leverage_low",
        _p(
            r"\b(?:levier|endettement)\s+(?:financier\s+|net\s+)?"
            + _BE_FR
            + _ADV_FR
            + r"(?:faible|mod[ée]r[ée]|ma[îi]tris[ée]|contenu|bas|raisonnable)\b",
            r"\b(?:faible|mod[ée]r[ée]|bas)\s+(?:niveau\s+d['’]\s*)?(?:levier|endettement)\b",
            r"\b(?:low|moderate|modest|conservative)\s+(?:financial\s+)?(?:leverage|indebtedness"
            r"|debt\s+levels?)\b",
            r"\b(?:leverage|indebtedness)\s+"
            + _BE_EN
            + _ADV_EN
            + r"(?:low|moderate|modest|under\s+control|contained|conservative)\b",
        ),
        frozenset(["leverage"]),
        frozenset(),
    ),
    _Assertion(
        "going_concern",
        _p(
            r"\baucun\s+doute\s+(?:[\w'’]+\s+){0,4}?continuit[ée]\b",
            r"\baucune\s+incertitude\s+(?:[\w'’]+\s+){0,4}?continuit[ée]\b",
            r"\bcontinuit[ée]\s+d['’]\s*exploitation\s+(?:n['’]\s*est\s+pas\s+(?:menac[ée]e|"
            r"remise\s+en\s+cause|en\s+doute)|(?:est\s+)?(?:assur[ée]e|garantie))\b",
            r"\bno\s+(?:substantial\s+|significant\s+|material\s+)?(?:doubt|uncertainty)\s+"
            r"(?:[\w'’]+\s+){0,10}?going\s+concern\b",
            r"\bgoing\s+concern\s+(?:is|was)\s+not\s+in\s+(?:doubt|question)\b",
        ),
        frozenset(),
        frozenset(["going_concern"]),
    ),
    _Assertion(
        "litigation",
        _p(
            r"\baucun(?:e)?\s+(?:litiges?|contentieux|proc[ée]dures?\s+(?:judiciaires?|"
            r"contentieuses?))(?:\s+(?:n['’]\s*est\s+|n['’]\s*a\s+[ée]t[ée]\s+)?(?:en\s+cours|"
            r"pendante?s?|significatifs?|majeurs?|connus?|signal[ée]s?|engag[ée]s?|"
            r"[àa]\s+signaler))?(?=\s*(?:[.;,:!?]|$))",
            r"\bno\s+(?:pending\s+|material\s+|significant\s+)?(?:litigation|lawsuits?|legal\s+"
            r"proceedings)(?:\s+(?:is|are)\s+pending)?(?=\s*(?:[.;,:!?]|$))",
        ),
        frozenset(),
        frozenset(["litigation"]),
    ),
    _Assertion(
        "equity",
        _p(
            r"\bcapitaux\s+propres\s+(?:(?:sont|restent|demeurent)\s+)?" + _ADV_FR + r"(?:solides"
            r"|positifs|confortables)\b",
            r"\b(?:solid|strong|positive)\s+(?:shareholders['’]?\s+)?equity\b",
            r"\bequity\s+" + _BE_EN + _ADV_EN + r"(?:positive|solid|strong)\b",
        ),
        frozenset(["negative_equity"]),
        frozenset(),
    ),
    _Assertion(
        "revenue_up",
        _p(
            r"\bchiffre\s+d['’]\s*affaires\s+(?:(?:est|reste)\s+)?(?:en\s+(?:hausse|progression"
            r"|croissance|augmentation)|progresse|augmente|cro[îi]t|s['’]\s*accro[îi]t)\b",
            r"\b(?:revenues?|net\s+sales|sales)\s+(?:(?:has|have)\s+)?(?:grew|grows|increased"
            r"|increases|rose|rises|grown|risen|(?:is|was|are|were)\s+up)\b",
        ),
        frozenset(["revenue_down"]),
        frozenset(),
    ),
    # "aucune alerte / no alert" is what the control rules say of the figures: any alert of
    # the facts file denies it, a failed arithmetic check included (an alert of the rules,
    # if none of the borrower). The offline writer's calm synthesis said it unchecked:
    # beside an alert the paragraph did not cite, it passed every exact check.
    _Assertion(
        "no_alert",
        _p(
            r"\baucune\s+alerte\b(?!\s+(?:sur|pour|concernant)\s+(?!(?:ces|les|ses)\s+"
            r"(?:chiffres|comptes|[ée]tats)\b)(?:le|la|l['’]|les)\b)",
            r"\bpas\s+d['’]\s*alertes?\b",
            r"\bsans\s+(?:aucune\s+)?alertes?\b",
            # "no alert on leverage" speaks of one rule; "on these figures" of them all
            r"\bno\s+alerts?\b(?!\s+(?:on|for|about)\s+(?!(?:these|the|its|our)\s+"
            r"(?:figures|numbers|accounts|statements)\b))",
            r"\bwithout\s+(?:any\s+)?alerts?\b",
            r"\bnot?\s+(?:raise|trigger|fire|set\s+off)\s+(?:any\s+)?alerts?\b",
        ),
        frozenset({_ANY, "failed_check"}),
        frozenset(),
    ),
    _Assertion(
        "no_risk",
        _p(
            r"\b(?:aucun|pas\s+de)\s+risques?(?!\s*(?:de|d['’]|du|des|sur|li[ée]s?|pour|en"
            r"|quant)\b)(?:\s+(?:particulier|majeur|significatif|notable))?(?=\s*(?:[.;,:!?]|$))",
            r"\bsans\s+(?:aucun\s+)?risque(?=\s*(?:[.;,:!?]|$))",
            r"\bno\s+(?:(?:particular|material|significant|major)\s+)?risks?(?!\s*(?:of|to|on"
            r"|from|in|for|related|associated)\b)(?=\s*(?:[.;,:!?]|$))",
        ),
        _ALERT_RULES_ALL,
        frozenset({_ANY}),
        first_only=True,
    ),
)

# Words that claim ample headroom: beside a leverage alert, not true (issue 13's Ferlac
# edit: « respecte largement son covenant », a contractual 3,4x for a limit of 3,5x).
_OVERSOLD = re.compile(
    r"\b(?:largement|confortablement|ais[ée]ment|amplement|sans\s+difficult[ée]|sans\s+peine"
    r"|avec\s+(?:une\s+)?(?:large|confortable)\s+marge|comfortabl\w*|easily|well\s+within"
    r"|ample|wide\s+(?:margin|headroom)|significant\s+headroom)\b",
    _I,
)
# The clause a subject of "aucun risque" sits in: the company, the borrower, the file.
_SUBJECT = re.compile(
    r"\b(?:soci[ée]t[ée]|groupe|entreprise|emprunteur|contrepartie|dossier|profil|cr[ée]dit"
    r"|company|group|borrower|counterparty|credit|profile|firm|issuer)\b"
    r"|\bil\s+n['’]\s*(?:y\s+a|existe)\b|\bthere\s+(?:is|are)\b",
    _I,
)
_INNER_NEGATION = re.compile(
    r"\b(?:pas|plus|jamais|point|not|never|yet\s+to|n['’]|ne|no\s+longer|fail(?:s|ed)?\s+to"
    r"|hardly)\b|n['’]t\b|\bnon\b",
    _I,
)


def _company_names(facts: Sequence[Fact]) -> set[str]:
    """The company as alert texts name it ("Maison Ferlac SAS - Levier de …")."""
    names = set()
    for f in facts:
        if f.kind == "alert" and " - " in f.text:
            names.add(f.text.split(" - ", 1)[0].strip().lower())
    return {n for n in names if n}


def _slug(fact_id: str) -> str:
    """`ferlac` of A-ferlac-1, Q-ferlac-3 and R-ferlac-leverage ("" for a C- comparison)."""
    parts = fact_id.split("-")
    return "-".join(parts[1:-1]) if len(parts) > 2 and parts[0] in ("A", "Q", "R") else ""


def _about(sentence: str, facts: Sequence[Fact]) -> Sequence[Fact]:
    """The facts a sentence can contradict. In a memo about one company, all of them; in
    the portfolio memo, only those of the companies the sentence names: « Helvane SA génère
    de la trésorerie » is not contradicted by Solvéa's free cash-flow alert."""
    slugs = {_slug(f.id) for f in facts} - {""}
    if len(slugs) <= 1:
        return facts
    folded = fold_accents(sentence)
    names: dict[str, set[str]] = {slug: {fold_accents(slug)} for slug in slugs}
    for f in facts:
        if f.kind == "alert" and " - " in f.text:
            names[_slug(f.id)].add(fold_accents(f.text.split(" - ", 1)[0].strip()))
    named = {slug for slug, forms in names.items() if any(n and n in folded for n in forms)}
    return [f for f in facts if _slug(f.id) in named]


def _of_cited(facts: Sequence[Fact], cited: Collection[str]) -> Sequence[Fact]:
    """The facts of the companies whose facts a paragraph cites."""
    slugs = {_slug(c) for c in cited} - {""}
    return [f for f in facts if _slug(f.id) in slugs]


_TERM_OF_CONTRACT = re.compile(
    r"(?:\bevents?\s+of|\bcas\s+de?|\bof|\bany|\bsuch|\beach|\ball|\btout\w*|\bpast)['’\s]*$",
    _I,
)
# A severe signal contradicts an assertion only when its own words state the adverse fact:
# the offline risk reader also files "the company's primary short-term liquidity needs are
# met through cash on hand" (3M 2021 10-K p. 33) under liquidity, which no "strong
# liquidity" sentence denies. Covenant signals are read by _covenant_breached instead.
_ADVERSE = {
    "refinancing": re.compile(
        r"pas\s+encore|not\s+yet|n['’]\s*est\s+pas\s+(?:encore\s+)?(?:s[ée]curis|assur|obten)"
        r"|doi[tv]\w*\s+être\s+refinanc|(?:must|needs?\s+to|to)\s+be\s+refinanced"
        r"|en\s+cours\s+de\s+n[ée]gociation|under\s+negotiation|arrive\w*\s+[àa]\s+[ée]ch[ée]ance"
        r"|matur(?:es|ing)\s+in|comes?\s+due|non\s+s[ée]curis",
        _I,
    ),
    "liquidity": re.compile(
        r"ne\s+couvr\w*.{0,120}?\bque\s+jusqu|insuffisan\w*|insufficient|not\s+(?:be\s+)?sufficient"
        r"|shortfall|tensions?\s+de\s+tr[ée]sorerie|manque\s+de\s+liquidit|lack\s+of\s+liquidity"
        r"|unable\s+to\s+meet|substantial\s+doubt|incertitude\s+significative",
        _I,
    ),
    "going_concern": re.compile(
        r"substantial\s+doubt|doute|incertitude\s+significative|material\s+uncertainty", _I
    ),
}
_OBTAINED = re.compile(
    r"\b(?:obtain\w*|obten\w*|obtenu\w*|grant\w*|accord[ée]\w*|receiv\w*|re[çc]u\w*)", _I
)


def _covenant_breached(text: str) -> bool:
    """Whether a covenant signal's own words say the financial covenant is breached: a
    compliance word negated ("not in compliance", "ne respecte pas"), a breach word asserted
    in a sentence about a financial ratio, a waiver obtained (Solvéa p. 11: DSCR 1,08x for
    a minimum of 1,10x and a waiver), or its level on the wrong side of its limit.

    Not a breach: "default" alone (10-Ks list "events of default", "payment defaults,
    cross-defaults" as clauses: eBay 2022 p. 101), "amendments or waivers", and a lawsuit's
    "breach of the covenant of good faith" (Oracle 2019 p. 117, about no financial ratio)."""
    for sentence in sentences(text):
        if _CONDITIONAL.search(sentence):
            continue
        for m in _RESPECT.finditer(sentence):
            if _negated(sentence, m.start(), m.end()):
                return True
        if _FINANCIAL.search(sentence):
            for m in _BREACH.finditer(sentence):
                if re.match(r"d[ée]fauts?|default", m.group(0), _I):
                    continue
                if _TERM_OF_CONTRACT.search(sentence[max(0, m.start() - 24) : m.start()]):
                    continue
                before = " ".join(re.findall(r"\w+", sentence[: m.start()])[-4:])
                if not _HYPOTHETICAL.search(before) and not _negated(sentence, m.start(), m.end()):
                    return True
        waiver = _POLARITY_TERMS["waiver"][0]
        obtained = _OBTAINED.search(sentence)  # "amendments or waivers" is a clause's name
        for m in waiver.finditer(sentence):
            if obtained and not _negated(sentence, m.start(), m.end()):
                return True
        if _computed_state(sentence) < 0:
            return True
    return False


# A financial covenant's sentence names a ratio or its terms.
_FINANCIAL = re.compile(
    r"\bratio|levier|leverage|gearing|dscr|coverage|couverture|dette\s+nette|net\s+debt|ebitda"
    r"|financial\s+covenant|covenant\s+financier|fonds\s+propres|tangible\s+net\s+worth",
    _I,
)


def _years(sentence: str) -> set[int]:
    return {int(m.value) for m in numbers_in(sentence) if _is_year_mention(m)}


def _against(
    facts: Sequence[Fact], rules: frozenset[str], categories: frozenset[str], years: set[int]
) -> list[Fact]:
    """The alerts and severe signals of `facts` an assertion of a sentence contradicts."""
    out = []
    for f in facts:
        if f.kind == "alert":
            rule = str(f.data.get("rule", ""))
            if not rule or (rule == "failed_check" and rule not in rules):
                continue  # a failed arithmetic check says nothing about the borrower
            if _ANY not in rules and rule not in rules:
                continue
            year = f.data.get("year")
            if years and isinstance(year, int) and year not in years:
                continue  # "positif en 2024" beside an alert of 2025
            out.append(f)
        elif f.kind == "quote":
            category = str(f.data.get("category", ""))
            if category not in _SEVERE:
                continue
            if _CONDITIONAL.search(f.text):
                continue  # a risk factor ("could", "may", "if"): a risk, not a fact denied
            adverse = _ADVERSE.get(category)
            if adverse is not None and not adverse.search(f.text):
                continue  # filed under the category, but states nothing adverse
            if _ANY in categories or category in categories:
                out.append(f)
    return out


def proves_no_alert(sentence: str, facts: Sequence[Fact], cited: Collection[str] = ()) -> bool:
    """Whether `sentence` asserts "no alert" (aucune alerte, no alert…) and the facts file
    proves it: the facts it is about hold no alert — in the portfolio memo, those of the
    companies it names, or else of the companies whose facts its paragraph cites (`cited`:
    "no alert on these figures" speaks of the figures cited). A conditional or negated
    phrase proves nothing; without facts nothing is proven."""
    if not facts or _CONDITIONAL.search(_blank_quotes(sentence)):
        return False
    about = _about(sentence, facts) or _of_cited(facts, cited)
    if not about or any(f.kind == "alert" for f in about):
        return False
    (assertion,) = (a for a in _ASSERTIONS if a.key == "no_alert")
    return _asserts(assertion, _blank_quotes(sentence), _company_names(facts)) is not None


# The clauses a facts file proves by what it holds, beside "no alert": the offline writer's
# "…, but the report holds risk signals" / "…, mais le rapport contient des signaux de
# risque", true when the file holds a Q- fact.
_HOLDS_SIGNALS = re.compile(
    r"^\W*(?:but\s+|mais\s+)?(?:the\s+report|le\s+rapport)\s+(?:holds|contains|contient"
    r"|comporte)\s+(?:des\s+)?(?:risk\s+signals|signaux\s+de\s+risque)\W*$",
    _I,
)
_CLAUSE_BREAK = re.compile(r"[,;:]|\s(?=(?:but|mais|and|et|while|alors)\s)", _I)


def unproven_part(sentence: str, facts: Sequence[Fact], cited: Collection[str] = ()) -> str:
    """The clauses of `sentence` the facts file does not prove, joined ("" when it proves
    every one): a "no alert" clause when the facts it speaks of hold no alert, "the report
    holds risk signals" when they hold a Q- fact. What is left is for the support clue."""
    if not facts:
        return sentence
    about = _about(sentence, facts) or _of_cited(facts, cited)
    clauses = [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip(" .")]
    rest = []
    for clause in clauses:
        if proves_no_alert(clause, facts, cited):
            continue
        if _HOLDS_SIGNALS.match(clause) and any(f.kind == "quote" for f in about):
            continue
        rest.append(clause)
    if len(rest) == len(clauses):
        return sentence  # nothing proven: the sentence as written
    return " ".join(c.strip() for c in rest)


def contradictions(
    text: str, facts: Sequence[Fact], *, language: str = "fr", cited: Collection[str] = ()
) -> list[Problem]:
    """`contradicts:<fact id>` for each alert or severe signal of `facts` that a sentence of
    `text` asserts the opposite of; exact problems, in the order of `facts`. `cited`: the
    ids its paragraph cites — in the portfolio memo, a sentence that names no company is
    read against the companies whose facts they are (a company section's "no alert on
    these figures")."""
    if not any(f.kind in ("alert", "quote") for f in facts):
        return []
    found: dict[str, str] = {}  # fact id → assertion key
    said: dict[str, str] = {}  # fact id → the sentence that contradicts it
    companies = _company_names(facts)
    every = facts
    blanked = _blank_quotes(text)  # same length as text: offsets carry over
    parts = sentences(blanked)
    cursor = 0
    for sentence in parts:
        start = blanked.find(sentence, cursor)
        cursor = start + len(sentence) if start >= 0 else cursor
        written = text[start : start + len(sentence)] if start >= 0 else sentence
        before = set(found)
        if _CONDITIONAL.search(sentence):
            continue  # "si le refinancement était sécurisé…" asserts nothing
        facts = _about(sentence, every) or _of_cited(every, cited)
        years = _years(sentence)
        for assertion in _ASSERTIONS:
            m = _asserts(assertion, sentence, companies)
            if m is None:
                continue
            # the years of the clause that asserts it: "positive in 2024 but negative in
            # 2025" asserts nothing of 2025
            hits = _against(
                facts, assertion.rules, assertion.categories, _clause_years(sentence, m) or years
            )
            for f in hits[:1] if assertion.first_only else hits:
                found.setdefault(f.id, assertion.key)
        if _covenant_state(sentence, source=False) > 0:
            for f in _covenant_against(sentence, facts, years):
                found.setdefault(f.id, "covenant")
        for fid in set(found) - before:
            said[fid] = written.strip()
    order = {f.id: i for i, f in enumerate(every)}
    problems = []
    for fid in sorted(found, key=order.__getitem__):
        fact = next(f for f in every if f.id == fid)
        claim = _message(f"contradicts_{found[fid]}", language)
        if fact.kind == "alert":
            message = _message("contradicts_alert", language, claim, fact=fid)
        else:
            category = str(fact.data.get("category", ""))
            message = _message("contradicts_signal", language, claim, fact=fid, category=category)
        if len(parts) > 1:  # which sentence, in a paragraph of several (as clues do)
            shown = f"« {said[fid]} »" if language == "fr" else f"“{said[fid]}”"
            message = f"{shown} {message}"
        problems.append(Problem(f"contradicts:{fid}", True, message))
    return problems


def _asserts(assertion: _Assertion, sentence: str, companies: set[str]) -> re.Match[str] | None:
    """The first phrase of `sentence` that makes the assertion (not negated), or None."""
    for pattern in assertion.patterns:
        for m in pattern.finditer(sentence):
            if _reassurance_negated(sentence, m.start(), m.end()):
                continue
            if assertion.gap and _INNER_NEGATION.search(m.group(0)):
                continue  # "refinancing has not been secured", "n'est pas encore sécurisé"
            if assertion.first_only and not _about_the_borrower(sentence, m.start(), companies):
                continue
            return m
    return None


_CLAUSE = re.compile(r"[,;:]|\b(?:mais|but|while|whereas|alors\s+que|tandis\s+que)\b", _I)


def _clause_years(sentence: str, m: re.Match[str]) -> set[int]:
    """The years named in the clause of the match ("" set when it names none)."""
    starts = [b.end() for b in _CLAUSE.finditer(sentence, 0, m.start())]
    stop = _CLAUSE.search(sentence, m.end())
    return _years(sentence[starts[-1] if starts else 0 : stop.start() if stop else None])


def _about_the_borrower(sentence: str, start: int, companies: set[str]) -> bool:
    """A general "aucun risque" says something only when its subject is the borrower (or
    the sentence is existential): "ce poste ne présente aucun risque" is not ours to judge."""
    head = sentence[:start].lower()
    return bool(_SUBJECT.search(head)) or any(name in head for name in companies)


def _covenant_against(sentence: str, facts: Sequence[Fact], years: set[int]) -> list[Fact]:
    """What a "covenant respected" sentence contradicts: a covenant signal whose own words
    say it is breached, always; a leverage alert only when the sentence oversells the
    headroom ("largement", "comfortably"). A plain "the company complied with its
    covenants" is what 10-Ks say, and may be true beside an alert on an internal threshold
    (Ferlac: a contractual 3,4x for a limit of 3,5x, an alert on a leverage of 5,5x)."""
    oversold = bool(_OVERSOLD.search(sentence))
    out = []
    for f in facts:
        if f.kind == "quote" and f.data.get("category") == "covenant":
            if _covenant_breached(f.text):
                out.append(f)
        elif f.kind == "alert" and f.data.get("rule") == "leverage" and oversold:
            year = f.data.get("year")
            if years and isinstance(year, int) and year not in years:
                continue
            out.append(f)
    return out
