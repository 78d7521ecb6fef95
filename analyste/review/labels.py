"""The words of a review in the memo's language: a French memo gets French labels.

`labels(language)` returns `t`: `t("sources:")` is the label as written in English (the
key), or its French form for a French memo; `{name}` fields are filled from keyword
arguments. `plural(n, word, language)` counts ("1 tentative", "2 défauts").

Status words stay words in both languages (nothing relies on colour alone).
"""

from __future__ import annotations

from collections.abc import Callable

from analyste.schema import FIELD_WORDS

FR: dict[str, str] = {
    # issue 13: the reading's state, key figures, a ratio's inputs
    "sign turned by the formula; stored as": "signe inversé par la formule ; valeur enregistrée",
    "p.": "p.",
    "{n} facts not confirmed by the statements' arithmetic": (
        "{n} faits non confirmés par l'arithmétique des états"
    ),
    "1 fact not confirmed by the statements' arithmetic": (
        "1 fait non confirmé par l'arithmétique des états"
    ),
    "state of the reading": "état de la lecture",
    "statements found:": "états trouvés :",
    "no statement found": "aucun état trouvé",
    "checks passed:": "contrôles réussis :",
    "failed:": "échoué :",
    "not confirmed by an identity:": "non confirmés par une identité :",
    "in conflict:": "en conflit :",
    "withheld:": "retenus :",
    "cited facts not confirmed:": "faits cités non confirmés :",
    "reading state not recorded in facts.json": "état de la lecture non enregistré dans facts.json",
    "key figures": "chiffres clés",
    "in the formula": "dans la formule",
    "as printed": "tel qu'imprimé",
    "↺ sign turned by the formula: {fields}": "↺ signe inversé par la formule : {fields}",
    "figure": "chiffre",
    "reading": "lecture",
    "confirmed": "confirmé",
    "unconfirmed": "non confirmé",
    "conflict": "en conflit",
    "not recorded (status)": "non enregistré",
    # statuses
    "VERIFIED": "VÉRIFIÉE",
    "REJECTED": "REJETÉE",
    "MODIFIED — NOT VERIFIED": "MODIFIÉE — NON VÉRIFIÉE",
    "EDITED BY HAND — re-checked": "ÉDITÉE À LA MAIN — vérifiée par re-contrôle",
    "EDITED BY HAND — NOT VERIFIED": "ÉDITÉE À LA MAIN — NON VÉRIFIÉE",
    "{memo} is not the file the pipeline wrote ({record}); the re-check against "
    "the current facts finds {defects}": (
        "{memo} n'est pas le fichier écrit par le pipeline ({record}) ; le nouveau contrôle "
        "sur les faits actuels trouve {defects}"
    ),
    "{memo} is not the file the pipeline wrote ({record}); the re-check against the "
    "current facts finds no defect — not the writer's verified memo: read the "
    "sentences marked to review": (
        "{memo} n'est pas le fichier écrit par le pipeline ({record}) ; le nouveau contrôle "
        "sur les faits actuels ne trouve aucun défaut — ce n'est pas la note vérifiée du "
        "rédacteur : lire les phrases marquées « à relire »"
    ),
    "REJECTED — NOT FOR USE": "REJETÉE — À NE PAS UTILISER",
    "verified after {attempts}": "vérifiée après {attempts}",
    "NOT FOR USE": "À NE PAS UTILISER",
    "failed verification after {attempts}, {defects}": (
        "vérification échouée après {attempts}, {defects}"
    ),
    "stored as {stored}, but the re-check against the current facts finds {defects}; "
    "the memo, its facts or the checker changed since it was written": (
        "enregistrée comme {stored}, mais le nouveau contrôle sur les faits actuels trouve "
        "{defects} ; la note, ses faits ou le contrôleur ont changé depuis sa rédaction"
    ),
    "stored as rejected, but the re-check against the current facts finds no defect: "
    "edited since; only `analyste memo` verifies a memo": (
        "enregistrée comme rejetée, mais le nouveau contrôle sur les faits actuels ne trouve "
        "aucun défaut : modifiée depuis ; seul `analyste memo` vérifie une note"
    ),
    "verified": "vérifiée",
    "rejected": "rejetée",
    "not written": "non écrite",
    "defects when it was written:": "défauts à sa rédaction :",
    "defects found now:": "défauts trouvés maintenant :",
    "{path} changed after the memo was written ({when})": (
        "{path} modifié après la rédaction de la note ({when})"
    ),
    "credit memo": "note de crédit",
    "Credit memo": "Note de crédit",
    "memo": "note",
    "paragraph {n}": "paragraphe {n}",
    "A later draft": "Un brouillon plus récent",
    "An earlier draft": "Un brouillon plus ancien",
    "a later draft was rejected": "un brouillon plus récent a été rejeté",
    "an earlier draft was rejected": "un brouillon plus ancien a été rejeté",
    " was ": " a été ",
    "REJECTED draft": "REJETÉ",
    " after {attempts} and not used ({path}); its defects:": (
        " après {attempts} et n'est pas utilisé ({path}) ; ses défauts :"
    ),
    " after {attempts} and not used; its defects:": (
        " après {attempts} et n'est pas utilisé ; ses défauts :"
    ),
    "the rejected draft": "le brouillon rejeté",
    # paragraphs
    "(no section)": "(sans section)",
    "sources:": "sources :",
    "none": "aucune",
    "no source": "aucune source",
    "to review:": "à relire :",
    "the whole paragraph": "le paragraphe entier",
    "defect:": "défaut :",
    "(missing)": "(absente)",
    "not in the facts": "absente des faits",
    "(no paragraph)": "(aucun paragraphe)",
    "The memo has no paragraph.": "La note n'a aucun paragraphe.",
    # facts
    "ratio": "ratio",
    "alert": "alerte",
    "quote": "citation",
    "comparison": "comparaison",
    "page {n}": "page {n}",
    "page {n} of {count}": "page {n} sur {count}",
    "not in the facts files": "absente des fichiers de faits",
    "formula:": "formule :",
    "change:": "variation :",
    "change": "variation",
    "from:": "lu dans :",
    "not recorded": "non enregistrée",
    "hidden text:": "texte caché :",
    "hidden text (not visible on the page):": "texte caché (invisible sur la page) :",
    "why:": "pourquoi :",
    "why proposed:": "pourquoi proposée :",
    "rests on:": "repose sur :",
    "facts cited ({n})": "faits cités ({n})",
    "no fact cited": "aucun fait cité",
    "page text unavailable: {why}": "texte de la page indisponible : {why}",
    "quote NOT found on page {n}: {why}": "citation NON trouvée en page {n} : {why}",
    "inputs and where each was read": "les entrées et où chacune a été lue",
    "Inputs and where each was read": "Les entrées et où chacune a été lue",
    "input": "entrée",
    "year": "année",
    "value": "valeur",
    "page": "page",
    "line as read": "ligne telle que lue",
    "facts.json records no field sources (page, line)": (
        "facts.json n'enregistre pas où les champs ont été lus (page, ligne)"
    ),
    # checks, signals, run
    "statement checks": "contrôles des états financiers",
    "Statement checks": "Contrôles des états financiers",
    "check": "contrôle",
    "result": "résultat",
    "detail": "détail",
    "FAILED": "ÉCHEC",
    "gap": "écart",
    "none recorded": "aucun enregistré",
    "no check recorded": "aucun contrôle enregistré",
    "signals": "signaux",
    ":": " :",
    "Signals": "Signaux",
    "{verified} verified, {rejected} rejected": "{verified} vérifié(s), {rejected} rejeté(s)",
    "category": "catégorie",
    "fact / reason": "fait / motif",
    "rejected:": "rejeté :",
    "no signal recorded": "aucun signal enregistré",
    "run": "exécution",
    "Run": "Exécution",
    "risk reader": "lecteur de risques",
    "{proposed} proposed, {verified} verified, {rejected} rejected": (
        "{proposed} proposé(s), {verified} vérifié(s), {rejected} rejeté(s)"
    ),
    "tokens {tin} in / {tout} out": "jetons {tin} entrée / {tout} sortie",
    "last run": "dernière exécution",
    "last run ({slug})": "dernière exécution ({slug})",
    "quotes {proposed} proposed, {rejected} rejected": (
        "citations {proposed} proposée(s), {rejected} rejetée(s)"
    ),
    "memo {verdict}": "note {verdict}",
    "memo {verdict} after {attempts}": "note {verdict} après {attempts}",
    "{n} review mark(s)": "{n} marque(s) à relire",
    "error:": "erreur :",
    "warning:": "attention :",
    # html only
    "click the page to zoom": "cliquer la page pour l'agrandir",
    "click to zoom": "cliquer pour agrandir",
    "PDF not available, no image.": "PDF indisponible, pas d'image.",
    "{lines} highlighted": "surlignage : {lines}",
    "{inputs} boxed": "encadrées : {inputs}",
    "hidden text": "texte caché",
    "hidden text boxed where it is drawn, invisible": (
        "texte caché encadré là où il est dessiné, invisible"
    ),
    "page named by the reader, nothing highlighted": (
        "page nommée par le lecteur, rien de surligné"
    ),
    "rejected signal": "signal rejeté",
    "REJECTED quote:": "Citation REJETÉE :",
    "not found verbatim on page {n}; it is not a fact and no memo may cite it.": (
        "introuvable telle quelle en page {n} ; ce n'est pas un fait et aucune note ne "
        "peut la citer."
    ),
    "Not found verbatim on page {n} ({why}).": "Introuvable telle quelle en page {n} ({why}).",
    "Verified in the page text; its characters could not be located on the image of page {n}.": (
        "Vérifiée dans le texte de la page ; ses caractères n'ont pas été retrouvés sur "
        "l'image de la page {n}."
    ),
    "Hidden text: characters a reader of the PDF cannot see ({why}); never sent to the model.": (
        "Texte caché : des caractères qu'un lecteur du PDF ne voit pas ({why}) ; jamais "
        "envoyés au modèle."
    ),
    "HINT": (
        "Cliquer un identifiant de source (<span class='src k-ratio'>R-</span> ratio, "
        "<span class='src k-alert'>A-</span> alerte, <span class='src k-quote'>Q-</span> "
        "citation, <span class='src k-comparison'>C-</span> comparaison) pour voir le fait "
        "qu'il cite, et une citation sur sa page du PDF. Touches : <kbd>n</kbd> / "
        "<kbd>p</kbd> source suivante / précédente, <kbd>Échap</kbd> fermer."
    ),
}

EN_ONLY = {
    "HINT": (
        "Click a source id (<span class='src k-ratio'>R-</span> ratio, "
        "<span class='src k-alert'>A-</span> alert, <span class='src k-quote'>Q-</span> "
        "quote, <span class='src k-comparison'>C-</span> comparison) to see the fact it "
        "cites, and a quote on its PDF page. Keys: <kbd>n</kbd> / <kbd>p</kbd> next / "
        "previous source, <kbd>Esc</kbd> close."
    ),
    "REJECTED draft": "REJECTED",
    "not recorded (status)": "not recorded",
}

# word → (French singular, French plural); English adds an s
WORDS_FR = {
    "attempt": ("tentative", "tentatives"),
    "defect": ("défaut", "défauts"),
    "call": ("appel", "appels"),
    "line": ("ligne", "lignes"),
    "input": ("entrée", "entrées"),
}


def plural(n: int, word: str, language: str = "en") -> str:
    if language == "fr" and word in WORDS_FR:
        one, many = WORDS_FR[word]
        return f"{n} {one if n <= 1 else many}"
    return f"{n} {word}{'' if n == 1 else 's'}"


def labels(language: str) -> Callable[..., str]:
    """The label function of a memo's language (French for "fr", English otherwise)."""
    table = FR if language == "fr" else EN_ONLY

    def t(key: str, **values: object) -> str:
        text = table.get(key, key)
        return text.format(**values) if values else text

    return t


# ---------------------------------------------------------------- statement checks

# The statement checker (analyste.checks) names and details its checks in English; in a
# French review the words are ours to translate: the check's kind (its year kept), and the
# fixed phrases of its detail. Numbers, labels read from the filing and field names
# (revenue → operating_income) stay as they are; an unknown phrase stays in English.
CHECK_KINDS_FR = {
    "balance_sheet": "bilan",
    "totals_balance": "totaux du bilan",
    "totals_income": "totaux du résultat",
    "totals_cashflow": "totaux des flux",
    "cash_flow_bridge": "pont des flux",
    "cash_change": "variation de trésorerie",
    "income_cascade": "cascade du résultat",
}
_DETAIL_FR = [
    (
        r"\(the cash-flow statement ends on (.+?), not the balance sheet's (.+?): its cash is "
        r"defined differently, e\.g\. with restricted cash\)",
        r"(le tableau des flux finit sur \1, non sur les \2 du bilan : sa trésorerie est "
        r"définie autrement, p. ex. avec la trésorerie affectée)",
    ),
    (r"\btotal liabilities and equity\b", "total passif"),
    (r"\btotal assets\b", "total actif"),
    (
        r"\bprinted totals equal the sum of their lines\b",
        "totaux imprimés égaux à la somme de leurs lignes",
    ),
    (r"\blines add up to\b", "les lignes totalisent"),
    (r"\bprinted net change in cash\b", "variation de trésorerie publiée"),
    (r"\bexchange-rate effect\b", "effet de change"),
    (r"\boperating(?= -?\d)", "exploitation"),
    (r"\binvesting(?= -?\d)", "investissement"),
    (r"\bfinancing(?= -?\d)", "financement"),
    (r"\bcash(?= \d{4}\b)", "trésorerie"),
    (r"\bcomputed\b", "calculé"),
    (r"\bprinted\b", "imprimé"),
    (r" vs ", " contre "),
    (r"(?<=\S): ", " : "),
    (r"(?<=\S); ", " ; "),
]


# ---------------------------------------------------------------- fields, rules, statements
# issue 13: a French review named fields and rules by their code keys ("lu dans :
# long_term_debt p.6", "revenue → operating_income", "règle : leverage").

# Canonical fields (ARCHITECTURE.md § Canonical fields), as a reader names them.
FIELD_LABELS: dict[str, tuple[str, str]] = {
    **FIELD_WORDS,
    "revenue_previous_year": ("chiffre d'affaires de l'exercice précédent", "prior-year revenue"),
}

# Alert rules (analyste.alerts, `data.rule`), as a reader names them.
RULE_LABELS: dict[str, tuple[str, str]] = {
    "leverage": (
        "levier au-dessus du seuil ou en forte hausse",
        "leverage above or rising past its threshold",
    ),
    "interest_cover_low": (
        "couverture des intérêts sous le seuil",
        "interest cover below its threshold",
    ),
    "negative_equity": ("capitaux propres négatifs", "negative equity"),
    "revenue_down": ("chiffre d'affaires en forte baisse", "revenue falling past its threshold"),
    "short_term_debt_above_cash": (
        "dette à court terme supérieure à la trésorerie",
        "short-term debt above cash",
    ),
    "negative_operating_cash_flow": (
        "flux de trésorerie d'exploitation négatif",
        "negative operating cash flow",
    ),
    "net_income_positive_fcf_negative": (
        "résultat positif mais free cash-flow négatif",
        "positive net income, negative free cash flow",
    ),
    "failed_check": ("contrôle arithmétique échoué", "failed arithmetic check"),
}

STATEMENT_LABELS = {
    "income": ("compte de résultat", "income statement"),
    "balance": ("bilan", "balance sheet"),
    "cashflow": ("tableau des flux", "cash-flow statement"),
}


def _pick(pair: tuple[str, str], language: str) -> str:
    return pair[0] if language == "fr" else pair[1]


def field_label(name: str, language: str) -> str:
    """`long_term_debt` → "dettes financières à long terme" in French; the key when unknown
    (a line a filing prints outside the canonical vocabulary keeps its own label)."""
    pair = FIELD_LABELS.get(name)
    return _pick(pair, language) if pair else name.replace("_", " ")


def rule_label(rule: str, language: str) -> str:
    pair = RULE_LABELS.get(rule)
    return _pick(pair, language) if pair else rule.replace("_", " ")


def statement_label(statement: str, language: str) -> str:
    pair = STATEMENT_LABELS.get(statement)
    return _pick(pair, language) if pair else statement


def check_name(name: str, language: str = "en") -> str:
    """`balance_sheet_2025` → `bilan 2025` in French; as it is otherwise."""
    if language != "fr":
        return name
    kind, _, year = name.rpartition("_")
    if kind in CHECK_KINDS_FR and year.isdigit():
        return f"{CHECK_KINDS_FR[kind]} {year}"
    return CHECK_KINDS_FR.get(name, name)


def check_detail(detail: str, language: str = "en") -> str:
    """A check's detail with the checker's fixed English phrases in French."""
    import re

    # "revenue → operating_income": the fields a check names, in words
    detail = re.sub(
        r"\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+(?= →)",
        lambda m: field_label(m.group(0), language) if m.group(0) in FIELD_LABELS else m.group(0),
        detail,
    )
    if language != "fr":
        return detail
    for pattern, french in _DETAIL_FR:
        detail = re.sub(pattern, french, detail)
    return detail


# The keys of an alert's or a comparison's data shown beside it (fact.data): French words
# in a French review; the values (rule names, field names) stay as they are.
DATA_KEYS_FR = {
    "rule": "règle",
    "threshold": "seuil",
    "year": "année",
    "kind": "type",
    "metric": "indicateur",
    "slug": "rapport",
    "total": "total",
    "more": "autres",
    "direction": "sens",
    "unit": "unité",
    "value": "valeur",
}


def data_key(key: str, language: str = "en") -> str:
    """A fact.data key as shown: French in a French review when it is a word we know."""
    return DATA_KEYS_FR.get(key, key) if language == "fr" else key
