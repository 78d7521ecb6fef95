"""The offline writer: a credit memo composed from the facts with templates, no model.

It reads the writer payload (company, language, years, facts: id, kind, text) and never
anything else. Every number it writes is a piece of a fact's text copied verbatim (sign,
separators and unit included), in a sentence that cites that fact, so the memo passes
the claim checker by construction; it never computes a number.

R- fact texts have the shape ratios.py gives them:
    "<company> - <Label> <year> : <value> (<year> : <value>) ; variation : <chg> ; formule : …"
(English: "…: …; change: …; formula: …"). They are parsed back into their printed pieces;
a text that does not parse is copied whole (minus the formula), which still verifies.

On a payload with "corrections" (the loop's one rewrite), the previous draft is repaired:
unknown sources removed, sentences holding a number the checker did not find dropped,
paragraphs left without text or sources dropped.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from analyste.claims import check_claim
from analyste.memo import SECTIONS, DraftParagraph, MemoDraft
from analyste.numbers import numbers_in
from analyste.offline.repair import repaired_paragraphs
from analyste.ratios import NET_CASH
from analyste.risk import (
    CATEGORY_LABELS,
    MONEY,
    SEVERE_CATEGORIES,
    anchors,
    content_words,
    fold,
    kind_only,
    lexicon,
    parties,
    same_risk,
)

_T: dict[str, dict[str, Any]] = {
    "fr": {
        "colon": " : ",
        "sep": " ; ",
        "change": "variation",
        "formula": "formule",
        "of": "de",
        "in": "en",
        "against": "contre",
        "and": "et",
        "synth_open": "{company} réalise un chiffre d'affaires de {rev} en {y0}",
        "synth_prev": " ({y1} : {rev1})",
        "synth_result": ", pour un résultat net de {ni}",
        "synth_result_named": ", pour un {label} de {ni}",
        "synth_lev": "Le levier (dette nette / EBITDA) s'établit à {lev} en {y0}",
        "synth_alerts": "Le profil est à surveiller : ",
        "synth_calm": "Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres.",
        "maturity_covered": "La trésorerie de {cash} en {y0} dépasse les dettes financières à "
        "court terme de {std}.",
        "reported": "Le rapport indique : {quote}.",
        "reported_under": "Le rapport indique, sous la rubrique {matter} : {quote}.",
        "under_heading": "sous la rubrique",
        "injected": "Le rapport contient un texte adressé aux systèmes automatiques, relevé "
        "et non suivi : {quote}.",
        "hidden": "Signal relevé : {quote}",
        "no_quote": "Aucun extrait du rapport n'a été retenu comme signal de risque ; les "
        "alertes chiffrées figurent ci-dessous.",
        "no_risk": "Aucun extrait du rapport n'a été retenu comme signal de risque et les "
        "règles de contrôle ne déclenchent aucune alerte ; l'endettement décrit ci-dessus "
        "reste le point à suivre.",
        "attention": "Point d'attention : {alert}",
        "rec_watch": "Recommandation : suivi renforcé — au vu des alertes chiffrées ; "
        "obtenir du management un plan de financement et l'échéancier de la dette, et "
        "suivre les points d'attention ci-dessus à chaque arrêté.",
        "rec_ok": "Recommandation : profil compatible avec un suivi standard, sous réserve "
        "des risques relevés dans le rapport.",
        "rec_signals": "Recommandation : suivi renforcé — au vu des signaux de risque du rapport",
        "rec_alerts_signals": "Recommandation : suivi renforcé — au vu des alertes chiffrées "
        "et des signaux de risque du rapport",
        "grades": {
            "adverse": "Recommandation : avis défavorable en l'état",
            "enhanced": "Recommandation : suivi renforcé",
            "watch": "Recommandation : sous surveillance",
            "standard": "Recommandation : suivi standard",
        },
        "grounds": " — au vu {grounds}",
        "and_": " et ",
        "ground_alerts": "de l'alerte chiffrée ({rules})",
        "ground_alerts_n": "des alertes chiffrées ({rules})",
        "ground_signals": "du signal de risque du rapport ({cats})",
        "ground_signals_n": "des signaux de risque du rapport ({cats})",
        "rec_standard_end": "aucune alerte chiffrée ni signal grave ; revoir à chaque arrêté",
        "rule_names": {
            "net_income_positive_fcf_negative": "flux de trésorerie disponible négatif",
            "leverage": "levier",
            "interest_cover_low": "couverture des intérêts",
            "negative_equity": "capitaux propres négatifs",
            "revenue_down": "recul du chiffre d'affaires",
            "short_term_debt_above_cash": "dette à court terme supérieure à la trésorerie",
            "negative_operating_cash_flow": "flux d'exploitation négatif",
            "failed_check": "contrôle arithmétique en échec",
        },
        "rec_obtain": "obtenir au préalable {items}",
        "rec_read": "lire les extraits cités",
        "rec_follow": "suivre les points d'attention ci-dessus à chaque arrêté",
        "obtain": {
            "covenant_breach": "la position des prêteurs sur le covenant",
            "covenant_waiver": "la position des prêteurs sur le covenant et sur l'échéance de "
            "la dérogation",
            "going_concern": "l'analyse de la continuité d'exploitation",
            "liquidity_horizon": "le plan de trésorerie et de financement au-delà de "
            "l'horizon annoncé",
            "refinancing_negotiation": "l'état des négociations de refinancement",
            "refinancing_maturity": "le plan de refinancement de l'échéance citée",
            "covenant": "le calcul contractuel du covenant",
            "litigation_unprovisioned": "l'analyse du litige et de son absence de provision",
            "embedded_instruction": "un exemplaire du rapport de source sûre (le document "
            "contient un texte adressé aux systèmes automatiques)",
        },
        "outflow": "décaissement",
        "outflow_more": "décaissement accru",
        "outflow_less": "décaissement réduit",
        "synth_signals": "Signaux de risque du rapport, du plus grave au moins grave :",
        "synth_calm_signals": "Les règles de contrôle ne déclenchent aucune alerte sur ces "
        "chiffres, mais le rapport contient des signaux de risque.",
        "net_cash": "Trésorerie nette positive (dette nette de {nd} en {y0}) : la société "
        "n'a pas d'endettement net",
        "net_cash_note": " : trésorerie nette positive",
        "net_cash_debt": "Trésorerie nette positive : ",
        "covenant_note": "Le covenant ({qid}) porte sur un ratio calculé selon la définition "
        "contractuelle, différente de celle de ce levier : les deux ne se comparent pas "
        "directement.",
        "revenue_down": "Chiffre d'affaires en recul de {g} en {y0}.",
        "labels": {
            "covenant_breach": "covenant non respecté",
            "covenant_waiver": "covenant non respecté, dérogation (waiver) obtenue",
            "covenant_waiver_only": "covenant sous dérogation (waiver) des prêteurs",
            "covenant": "covenant financier",
            "covenant_leverage": "covenant financier, calculé selon la définition contractuelle, "
            "différente de celle du levier ci-dessus",
            "going_concern": "incertitude sur la continuité d'exploitation",
            "liquidity": "horizon de liquidité limité",
            "refinancing": "refinancement à sécuriser",
            "refinancing_maturity": "échéance de dette",
            "liquidity_plain": "liquidité",
            "litigation": "litige",
            "litigation_unprovisioned": "litige non provisionné",
            "embedded_instruction": "texte adressé aux systèmes automatiques, non suivi",
            "hidden": "texte invisible contenant une instruction, non suivi",
            "guarantee": "garantie donnée",
            "change_of_control": "clause de changement de contrôle",
            "auditor_emphasis": "observation des commissaires aux comptes",
            "related_party": "convention avec une partie liée",
            "concentration": "concentration",
            "undrawn_facilities": "lignes de crédit non tirées",
        },
        "page": "page",
    },
    "en": {
        "colon": ": ",
        "sep": "; ",
        "change": "change",
        "formula": "formula",
        "of": "of",
        "in": "in",
        "against": "against",
        "and": "and",
        "synth_open": "{company} reports revenue of {rev} in {y0}",
        "synth_prev": " ({y1}: {rev1})",
        "synth_result": ", with net income of {ni}",
        "synth_result_named": ", with {label} of {ni}",
        "synth_lev": "Leverage (net debt / EBITDA) stands at {lev} in {y0}",
        "synth_alerts": "The profile calls for monitoring: ",
        "synth_calm": "The control rules raise no alert on these figures.",
        "maturity_covered": "Cash of {cash} in {y0} exceeds short-term debt of {std}.",
        "reported": "The report states: {quote}.",
        "reported_under": "The report states, under the heading {matter}: {quote}.",
        "under_heading": "under the heading",
        "injected": "The report holds a text addressed to automated systems, flagged and "
        "not followed: {quote}.",
        "hidden": "Signal raised: {quote}",
        "no_quote": "No passage of the report was retained as a risk signal; the alerts on "
        "the figures follow.",
        "no_risk": "No passage of the report was retained as a risk signal and the control "
        "rules raise no alert; the debt described above remains the point to follow.",
        "attention": "Point of attention: {alert}",
        "rec_watch": "Recommendation: enhanced monitoring — given the alerts on the figures; "
        "obtain management's funding plan and the debt maturity schedule, and follow the "
        "points of attention above at each closing.",
        "rec_ok": "Recommendation: the profile fits standard monitoring, subject to the risks "
        "the report discloses.",
        "rec_signals": "Recommendation: enhanced monitoring — given the risk signals of the report",
        "rec_alerts_signals": "Recommendation: enhanced monitoring — given the alerts on the "
        "figures and the risk signals of the report",
        "grades": {
            "adverse": "Recommendation: unfavourable as it stands",
            "enhanced": "Recommendation: enhanced monitoring",
            "watch": "Recommendation: under watch",
            "standard": "Recommendation: standard monitoring",
        },
        "grounds": " — given {grounds}",
        "and_": " and ",
        "ground_alerts": "the alert on the figures ({rules})",
        "ground_alerts_n": "the alerts on the figures ({rules})",
        "ground_signals": "the risk signal of the report ({cats})",
        "ground_signals_n": "the risk signals of the report ({cats})",
        "rec_standard_end": "no alert on the figures and no severe signal; review at each closing",
        "rule_names": {
            "net_income_positive_fcf_negative": "negative free cash flow",
            "leverage": "leverage",
            "interest_cover_low": "interest cover",
            "negative_equity": "negative equity",
            "revenue_down": "falling revenue",
            "short_term_debt_above_cash": "short-term debt above cash",
            "negative_operating_cash_flow": "negative operating cash flow",
            "failed_check": "failed arithmetic check",
        },
        "rec_obtain": "obtain first {items}",
        "rec_read": "read the passages quoted",
        "rec_follow": "follow the points of attention above at each closing",
        "obtain": {
            "covenant_breach": "the lenders' position on the covenant",
            "covenant_waiver": "the lenders' position on the covenant and on the waiver's expiry",
            "going_concern": "the going-concern analysis",
            "liquidity_horizon": "the cash and funding plan beyond the stated horizon",
            "refinancing_negotiation": "the state of the refinancing negotiations",
            "refinancing_maturity": "the refinancing plan for the maturity quoted",
            "covenant": "the contractual covenant computation",
            "litigation_unprovisioned": "the analysis of the claim and of its lack of provision",
            "embedded_instruction": "a copy of the report from a trusted source (the document "
            "holds a text addressed to automated systems)",
        },
        "outflow": "outflow",
        "outflow_more": "more outflow",
        "outflow_less": "less outflow",
        "synth_signals": "Risk signals of the report, most severe first:",
        "synth_calm_signals": "The control rules raise no alert on these figures, but the "
        "report holds risk signals.",
        "net_cash": "Net cash position (net debt of {nd} in {y0}): the company has no net debt",
        "net_cash_note": ": net cash position",
        "net_cash_debt": "Net cash position: ",
        "covenant_note": "The covenant ({qid}) rests on a ratio computed under the "
        "contractual definition, which differs from this leverage: the two do not compare "
        "directly.",
        "revenue_down": "Revenue down {g} in {y0}.",
        "labels": {
            "covenant_breach": "covenant breached",
            "covenant_waiver": "covenant breached, waiver obtained",
            "covenant_waiver_only": "covenant under a lenders' waiver",
            "covenant": "financial covenant",
            "covenant_leverage": "financial covenant, computed under the contractual "
            "definition, which differs from the leverage above",
            "going_concern": "going-concern uncertainty",
            "liquidity": "limited liquidity horizon",
            "refinancing": "refinancing to be secured",
            "refinancing_maturity": "debt maturity",
            "liquidity_plain": "liquidity",
            "litigation": "litigation",
            "litigation_unprovisioned": "unprovisioned litigation",
            "embedded_instruction": "text addressed to automated systems, not followed",
            "hidden": "invisible text holding an instruction, not followed",
            "guarantee": "guarantee given",
            "change_of_control": "change-of-control clause",
            "auditor_emphasis": "auditor's emphasis of matter",
            "related_party": "related-party agreement",
            "concentration": "concentration",
            "undrawn_facilities": "undrawn credit lines",
        },
        "page": "page",
    },
}

# The R- facts of each financial-profile paragraph, by name (ratios.py).
_PROFILE: tuple[tuple[str, ...], ...] = (
    ("revenue", "revenue_growth", "ebitda", "ebitda_margin", "operating_income", "net_margin"),
    ("net_debt", "leverage", "gearing", "interest_cover"),
    ("operating_cash_flow", "capex", "free_cash_flow", "cash"),
    ("equity", "equity_ratio", "dso"),
)
_MAX_QUOTES = 10  # a memo, not the report: the first signals in page order
_NOT_MEANINGFUL = re.compile(r"^n/[sdam]")
_MISSING = re.compile(r"^n/[da]\s?:\s")  # "n/d : " before a field not read

# ---------------------------------------------------------------- risk signals by severity

# Category priority of the risk signals (Q- facts), most severe first. A covenant that is
# breached or waived outranks everything; these "severe" kinds are named in the synthesis
# and forbid a "standard monitoring" recommendation.
_RANK = (
    "covenant_breach",
    "going_concern",
    "liquidity",
    "refinancing",
    "litigation",
    "embedded_instruction",
    "covenant",
    "guarantee",
    "change_of_control",
    "auditor_emphasis",
    "related_party",
    "undrawn_facilities",
    "concentration",
)
# severe kinds — a signal of them is severe with its marker: the severe categories, and a
# covenant breached or under waiver
SEVERE = SEVERE_CATEGORIES | {"covenant_breach"}
_MAX_NAMED = 4  # signals named in the synthesis
# a waiver told by the lenders' forbearance ("les banques ont accepté de ne pas s'en
# prévaloir", issue 16 round 7), a breach by the compliance it denies ("n'était pas
# respecté"), as the reader now reads them
_WAIVER = re.compile(
    r"waiver|renonciation|d[ée]rogation|ne pas (?:se |s['’]en |en )?pr[ée]valoir|forbear",
    re.IGNORECASE,
)
_BREACH_WORDS = re.compile(
    r"non[- ]respect|manquement|\bbris\b|\bbreach|not (?:been )?(?:met|complied)"
    r"|n['’](?:[ée]tai(?:t|ent)|est|sont|a|ont) pas (?:[ée]t[ée] )?respect"
    r"|cas de d[ée]faut|event of default",
    re.IGNORECASE,
)
# A breach word inside a condition is the loan's default clause, not a breach: eBay's
# revolving facility "… terminated earlier … if an event of default occurs, by the lenders"
# (a measure-half 10-K, twelfth session) graded its memo adverse. The condition stands a
# few words before the breach word ("if an", "upon any", "en cas de", "in the event of a").
_CONDITION_BEFORE = re.compile(
    r"(?:\bif|\bupon|\bon the occurrence of|\bunless|\bin the event of|\bin case of|\bshould"
    r"|\bwhether|\ben cas d['’e]?|\bsi|\blorsque|\bà défaut d['’e]?|\bfollowing any)"
    r"\W+(?:[\w’'-]+\W+){0,3}$",
    re.IGNORECASE,
)


# a clause in the conditional: "A breach of these covenants could result in an event of
# default", "Le non-respect de ce ratio constituerait un cas de défaut"
_MODAL_CLAUSE = re.compile(
    r"\b(?:could|would|may|might|pourrai\w*|serai\w*|constituerai\w*|entra[iî]nerai\w*"
    r"|permettrai\w*|\w+eraient|\w+erait)\b",
    re.IGNORECASE,
)


def _clause_of(text: str, start: int, end: int) -> str:
    """The words between the clause breaks (, ; : .) around a match."""
    left = max(text.rfind(c, 0, start) for c in ",;:.")
    rights = [i for i in (text.find(c, end) for c in ",;:.") if i >= 0]
    return text[left + 1 : min(rights) if rights else len(text)]


def _breach_stated(text: str) -> bool:
    """A breach word told as a fact, not as the condition of a clause."""
    for m in _BREACH_WORDS.finditer(text):
        before = text[max(0, m.start() - 60) : m.start()]
        # "en cas de défaut …": the condition's own words are the match's first ones
        in_case = m.group(0).lower().startswith("cas") and before.rstrip().lower().endswith("en")
        modal = _MODAL_CLAUSE.search(_clause_of(text, m.start(), m.end()))
        if not (in_case or modal or _CONDITION_BEFORE.search(before)):
            return True
    return False


# "1,08x pour un minimum contractuel de 1,10x": a ratio printed below its minimum
_BELOW_MINIMUM = re.compile(
    r"(\d+(?:[,.]\d+)?)\s?x\s+(?:pour un|against a|versus a|vs\.?)\s+minimum"
    r"(?:\s+contractuel)?(?:\s+de|\s+of)?\s+(\d+(?:[,.]\d+)?)\s?x",
    re.IGNORECASE,
)
_UNPROVISIONED = re.compile(
    r"pas\s+(?:été\s+)?constitu\w*\s+de\s+provision|aucune provision|sans provision"
    r"|no provision|not (?:been )?(?:provided|recognised|recognized)"
    r"|no amount (?:has been|was|had been) (?:accrued|provided|recorded)|not (?:been )?accrued",
    re.IGNORECASE,
)
# the words of a legal action: a court, the parties to a suit, a claim made, a decision
_LEGAL_ACTION = re.compile(
    r"\b(?:courts?|tribunal\w*|plaintiffs?|defendants?|claimants?|lawsuits?|suits?|complaints?"
    r"|class actions?|jury|juries|verdicts?|judges?|arbitra\w+|appeal\w*|sued|alleg\w+"
    r"|injunctions?|proceedings?|prosecut\w+|damages|fines?"
    # a judgment given, not the "significant judgment" an estimate requires
    r"|judg(?:e)?ments?\s+(?:against|entered|in\s+favou?r|for\s+the)"
    # a tax position's "interest and penalties" (Apple 2015 p. 34) is no legal action
    r"|(?<!interest and )(?<!related )(?<!accrued )penalt(?:y|ies)(?!\s+and\s+interest)"
    # one matter, not a line of the accounts ("charges liées aux litiges")
    r"|(?:un|le|ce|du|d['’]un)\s+(?:litige|contentieux)|(?:a|the|this)\s+dispute"
    r"|disputes?\s+with|oppos\w+\s+(?:la|le)\s+(?:soci[ée]t[ée]|groupe)"
    r"|claims?\s+(?:of\s+\S+\s+(?:\w+\s+)?)?against|asserted\s+(?:\w+\s+)?claims?"
    r"|action en|assign[ée]\w*|r[ée]clam\w+|prud['’]hom\w+|proc[èe]s"
    r"|condamn\w+|amendes?|sanctions?|demandeurs?|requ[ée]rants?|recours"
    # a settlement paid or reached ("paid settlements of $76 million related to the
    # respirator mask litigation", "paid $76 million in settlements"), not an
    # instrument's, a balance's or a tax authority's settlement
    r"|(?:paid|pays|paying|reached|agreed|entered into)\s+(?:[\w$€£.,]+\s+){0,3}settlements?"
    r"|(?:under|terms\s+of)\s+the\s+settlements?"
    r"|settlements?\s+(?:agreements?|with(?!\s+(?:the\s+)?(?:tax(?:ing)?|revenue)\s+authorit)))"
    r"\b",
    re.IGNORECASE,
)
_LEVERAGE_COVENANT = re.compile(r"dette nette|EBITDA|levier|leverage|net debt", re.IGNORECASE)

# Risk markers: what makes a signal of a severe kind severe (named in the synthesis, asked
# about in the recommendation). A 10-K's general counsel biography, safe-harbour notice or
# an IFRS definition falls in a risk category by its words, but carries none of them.
# An amount is analyste.risk.MONEY; a maturity is the word with
# a date within a few words after the word: "arrive à échéance en juin 2026", "maturing
# in 2020", "jusqu'au troisième trimestre 2026" — not "mature in 2 - 10 years … (31
# December 2024: …)", where the year belongs to another clause
_SOON = r"\W+(?:[\w’']+\W+){0,5}?(?:19|20)\d{2}\b"
_MATURITY = re.compile(
    r"(?:[ée]ch[ée]ance|[ée]chu|matur\w*|\bdue\b|expir\w*|rembours\w*|repay\w*|refinanc\w*)"
    + _SOON,
    re.IGNORECASE,
)
_NEGOTIATION = re.compile(r"n[ée]gociation|negotiat", re.IGNORECASE)
# the quote itself says the refinancing is still to be found
_TO_SECURE = re.compile(
    r"n[ée]gociation|negotiat|pas (?:encore )?(?:été )?s[ée]curis|non s[ée]curis"
    r"|not (?:yet )?(?:been )?secured|doit être refinanc|must be refinanc|to be refinanced",
    re.IGNORECASE,
)
# A horizon is a date right after "until / through / jusqu'à": only the words of a date may
# stand between ("jusqu'au troisième trimestre 2026", "until the end of June 2026"), not
# any five words — McDonald's 2022 "returned … through dividends and share repurchases in
# 2022" read as a limited horizon.
_DATE_WORDS = (
    r"(?:the|end|of|au|à|a|la|du|de|d['’]|fin|early|late|mid|début|mi|premier|première"
    r"|deuxième|second|troisième|third|quatrième|fourth|first|trimestre|quarter|semestre"
    r"|half|fiscal|year|exercice|l['’]exercice|at|least|moins|janvier|février|mars|avril|mai"
    r"|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|april"
    r"|may|june|july|august|september|october|november|december|q[1-4]|h[12]|d['’]exercice"
    r"|\d{1,2}(?:er)?)"
)
_HORIZON = re.compile(
    r"(?:jusqu['’]\w*|\buntil\b|\bthrough\b|horizon)\W+(?:" + _DATE_WORDS + r"\W+){0,7}?"
    r"(?:19|20)\d{2}\b",
    re.IGNORECASE,
)
# a horizon is the date up to which the cash covers the needs (Solvéa: "ne couvrent les
# besoins de financement … que jusqu'au troisième trimestre 2026"), not a schedule's or a
# payment's last date (Oracle 2023: commercial paper that "mature at various dates through
# June 2023"; Pfizer 2019: "$51 million has been paid through December")
_NEEDS = re.compile(
    r"\b(?:couvr\w*|besoins?|financ\w*|suffi\w*|fund\w*|cover\w*|needs?|meet|runway"
    r"|liquidit\w*|requirements?)\b",
    re.IGNORECASE,
)
_SHORTFALL = re.compile(
    r"ne couvr\w*|insuffisan\w*|insufficient|shortfall|not (?:be )?sufficient"
    # a doubt that the cash will suffice ("n'est pas en mesure d'assurer que sa trésorerie
    # … suffiront à financer", a generated held-out report; "cannot assure that … will be
    # sufficient")
    r"|(?:pas|cannot|can ?not|unable to|no)\s+(?:en mesure d['’]\s*)?(?:assur\w*|garanti\w*"
    r"|certain\w*|be certain)(?:[^.;]|\.\d){0,200}?\bsuffi\w*"
    # what the cash will not do: "ne suffira pas", "will not be enough"
    r"|ne\s+suffi\w*\s+pas|(?:will|would|does|do)\s+not\s+(?:be\s+)?(?:suffice|enough)"
    r"|not\s+be\s+enough|falls?\s+short"
    # sufficient only on a condition ("… will be sufficient … only if political advertising
    # … reaches …", a generated report of round 7)
    r"|suffi\w*(?:[^.;]|\.\d){0,150}?\b(?:only\s+if|provided\s+that|que\s+si|qu['’]\s*à"
    r"\s+condition|sous\s+r[ée]serve)"
    # a funding need above what is available; a line already fully used
    r"|besoins?\s+de\s+financement(?:[^.;]|[.,]\d){0,150}?\b(?:n['’]\s*(?:est|sont)\s+que"
    r"|sup[ée]rieur|d[ée]passe|exc[èe]de)"
    r"|funding\s+(?:need|gap|requirement)s?(?:[^.;]|\.\d){0,150}?\b(?:exceeds?|above|only)"
    r"|fully\s+(?:drawn|utili[sz]ed)|int[ée]gralement\s+(?:utilis|tir)\w*"
    r"|enti[èe]rement\s+(?:utilis|tir)\w*",
    re.IGNORECASE,
)
# the doubt told by the company's ability to go on ("incertitude significative sur la
# capacité de la société à poursuivre son exploitation", a generated filing)
_GOING_CONCERN = re.compile(
    r"going[- ]concern|continuit[ée] d['’]exploitation|poursuivre son (?:exploitation|activit[ée])"
    r"|continue (?:its )?(?:operations|in operation)",
    re.IGNORECASE,
)
_DOUBT = re.compile(r"incertitude|\bdoute|doubt|uncertaint", re.IGNORECASE)
# a covenant ratio or threshold: "3,5x", "1.10x", "50,1 %", "3.50 to 1.00"
_COVENANT_FIGURE = re.compile(
    r"\d(?:[.,]\d+)?\s?(?:x\b|×|%|fois\b)|\d(?:\.\d+)?\s+to\s+1(?:\.0+)?\b", re.IGNORECASE
)


def _near_maturity(text: str, latest_year: int | None) -> bool:
    """A maturity with a date, due by the end of the year after the latest year reported
    (any dated maturity when the year is unknown): "arrive à échéance en juin 2026" in a
    2025 report is a wall to refinance, "maturing in 2030 through 2057" a schedule."""
    for m in _MATURITY.finditer(text):
        year = int(re.findall(r"(?:19|20)\d{2}", m.group(0))[-1])
        if latest_year is None or year <= latest_year + 1:
            return True
    return False


def _near_horizon(text: str, latest_year: int | None) -> bool:
    """A horizon ("jusqu'au troisième trimestre 2026") that ends by the end of the year
    after the latest year reported: "through 2031" in a 2025 report limits nothing, and
    "from 2010 through 2020" in a 2022 report is history."""
    if not _NEEDS.search(text):
        return False  # "matures at various dates through June 2023" is a schedule
    for m in _HORIZON.finditer(text):
        year = int(re.findall(r"(?:19|20)\d{2}", m.group(0))[-1])
        if latest_year is None or latest_year <= year <= latest_year + 1:
            return True
    return False


def _cash_covers(metrics: Mapping[str, Metric]) -> tuple[Metric, Metric] | None:
    """(cash, short-term debt) when both are printed for the same latest year and the cash
    is at least the short-term debt, else None (either missing: nothing is covered)."""
    cash, std = metrics.get("cash"), metrics.get("short_term_debt")
    if not (cash and std and cash.meaningful and std.meaningful and cash.year == std.year):
        return None
    a, b = numbers_in(cash.value), numbers_in(std.value)
    if len(a) != 1 or len(b) != 1 or a[0].measure != b[0].measure:
        return None
    return (cash, std) if a[0].value > b[0].value > 0 else None


_SCALES = {"": None, "k": Decimal(10) ** 3, "M": Decimal(10) ** 6, "B": Decimal(10) ** 9}


def _money(measure: str) -> tuple[str, Decimal | None] | None:
    """("$", 1e6) of "money:$:M"; None for a measure that is no amount."""
    parts = measure.split(":")
    if len(parts) != 3 or parts[0] != "money":
        return None
    return parts[1], _SCALES.get(parts[2])


def _within(quote: str, cash: Metric) -> bool:
    """No amount of the quote that can be compared with the cash (same currency, known
    scales) exceeds it: a 45 000 k€ bridge due next year is not in a short-term debt of
    2 500 k€, whatever the balance sheet says."""
    (c,) = numbers_in(cash.value)
    mine = _money(c.measure)
    if mine is None or mine[1] is None:
        return True
    limit = c.value * mine[1]
    for n in numbers_in(quote):
        theirs = _money(n.measure)
        if theirs is None or theirs[0] != mine[0] or theirs[1] is None:
            continue  # no amount, another currency or an unwritten scale
        if abs(n.value) * theirs[1] > limit:
            return False
    return True


def _covered_maturity(sg: Signal) -> bool:
    """A refinancing signal severe only by a dated maturity of the next year: not in
    negotiation, not "to be secured"."""
    return (
        sg.kind == "refinancing"
        and sg.severe
        and sg.request == "refinancing_maturity"
        and not _TO_SECURE.search(sg.text)
    )


def _marker(
    kind: str, category: str, text: str, latest_year: int | None = None
) -> tuple[bool, str]:
    """(severe, request): whether the sentence carries its category's risk marker, and
    the key of the "obtain" text its words call for ("" = read the quotes)."""
    if kind == "covenant_breach":
        return True, "covenant_waiver" if _WAIVER.search(text) else "covenant_breach"
    if kind == "embedded_instruction":
        return True, "embedded_instruction"
    if kind == "going_concern":
        ok = bool(_GOING_CONCERN.search(text) and _DOUBT.search(text))
        return ok, "going_concern" if ok else ""
    if kind == "liquidity":
        # Issue 16: what the sentence says of the cash makes it severe — a near horizon,
        # a shortfall, a doubt — not a figure: every 10-K memo opened its severe signals on
        # a buy-back, a dividend or a cash balance (Costco 2021, a net-cash company)
        horizon = _near_horizon(text, latest_year)
        ok = horizon or bool(_SHORTFALL.search(text))
        ok = ok or bool(_GOING_CONCERN.search(text) and _DOUBT.search(text))
        return ok, "liquidity_horizon" if horizon else ""
    if kind == "refinancing":
        if _NEGOTIATION.search(text):
            return True, "refinancing_negotiation"
        ok = _near_maturity(text, latest_year)
        return ok, "refinancing_maturity" if ok else ""
    if kind == "litigation":
        if _UNPROVISIONED.search(text):
            return True, "litigation_unprovisioned"
        # a legal action (issue 16: "Higher litigation related expense of $0.6 billion",
        # unrecognized tax benefits and self-insurance liabilities were named the most
        # severe signals of 10-K memos), with an amount, or a count of plaintiffs or suits:
        # a mass tort is told by its claimants before it has an amount (3M 2018: "26 other
        # lawsuits", p. 121)
        if not _LEGAL_ACTION.search(text):
            return False, ""
        return bool(MONEY.search(text) or anchors(text).count), ""
    if kind == "covenant":
        ok = bool(_COVENANT_FIGURE.search(text))
        return ok, "covenant" if ok else ""
    return False, ""


def quote_key(text: str) -> str:
    """A quote's words for spotting the same sentence quoted twice (pages aside)."""
    m = re.search(r"«\s*(.+?)\s*»", text, re.DOTALL)
    words = (m.group(1) if m else text).replace("’", "'").rstrip(". ")
    return " ".join(words.lower().split())


@dataclass
class Signal:
    """One Q- fact as the writer ranks it."""

    fact_id: str
    category: str  # the risk reader's category
    kind: str  # key of _RANK (a covenant may be "covenant_breach")
    label: str  # key of the "labels" texts
    page: str
    text: str  # the fact text as given
    severe: bool = False  # a severe kind whose sentence carries its risk marker
    request: str = ""  # key of the "obtain" texts its words call for ("" = read it)
    matter: str = ""  # the sub-heading it is told under (3M: "Other PFAS-related …")

    @property
    def rank(self) -> int:
        return _RANK.index(self.kind) if self.kind in _RANK else len(_RANK)

    @property
    def excerpt(self) -> str:
        """The quoted words of the fact, verbatim (between its « »), or "" (hidden text)."""
        m = re.search(r"«\s*(.+?)\s*»", self.text, re.DOTALL)
        return m.group(1).rstrip(".") if m else ""


def _below_minimum(text: str) -> bool:
    for m in _BELOW_MINIMUM.finditer(text):
        a, b = (float(x.replace(",", ".")) for x in m.groups())
        if a < b:
            return True
    return False


def classify(fact: Mapping[str, Any], latest_year: int | None = None) -> Signal:
    """A Q- fact → its severity kind and label (covenant breach/waiver, unprovisioned…)."""
    category, text = str(fact.get("category", "")), str(fact.get("text", ""))
    kind = label = category
    if category == "covenant":
        breach = _breach_stated(text) or _below_minimum(text)
        waiver = bool(_WAIVER.search(text))
        if breach or waiver:
            kind = "covenant_breach"
            label = (
                "covenant_waiver"
                if waiver and breach
                else ("covenant_breach" if breach else "covenant_waiver_only")
            )
        elif _LEVERAGE_COVENANT.search(text):
            label = "covenant_leverage"
    elif category == "refinancing" and not _TO_SECURE.search(text):
        label = "refinancing_maturity"
    elif category == "liquidity" and not _near_horizon(text, latest_year):
        label = "liquidity_plain"
    elif category == "litigation" and _UNPROVISIONED.search(text):
        label = "litigation_unprovisioned"
    elif category == "embedded_instruction" and "«" not in text:
        label = "hidden"
    page = str(fact.get("page") or "")
    severe, request = _marker(kind, category, text, latest_year) if kind in SEVERE else (False, "")
    matter = str(fact.get("matter") or "")
    return Signal(str(fact["id"]), category, kind, label, page, text, severe, request, matter)


def ranked_signals(
    quotes: Sequence[Mapping[str, Any]], latest_year: int | None = None
) -> list[Signal]:
    """The Q- facts most severe first (severe ones, then category priority, then page
    order), the same sentence quoted on two pages once."""
    signals = sorted(
        (classify(q, latest_year) for q in quotes),
        key=lambda s: (not s.severe, s.rank, int(s.page) if s.page.isdigit() else 0),
    )
    seen: set[str] = set()
    out = []
    for sg in signals:
        key = quote_key(sg.text)
        if key not in seen:
            seen.add(key)
            out.append(sg)
    return out


def _signal_sentence(sig: Signal, language: str) -> str:
    t = _T[language]
    label = t["labels"].get(sig.label, t["labels"].get(sig.category, sig.category))
    head = label[:1].upper() + label[1:]
    # the sub-heading that names the matter, as the risks section gives it: a 3M memo named
    # its PFAS suits only there, and lost the word once they were severe enough for here
    parts = [f"{t['page']} {sig.page}"] if sig.page else []
    if sig.excerpt and _names_the_matter(sig.matter, sig.category):
        parts.append(f"{t['under_heading']} {sig.matter}")
    if parts:
        head += f" ({', '.join(parts)})"
    return f"{head}{t['colon']}« {sig.excerpt} »." if sig.excerpt else f"{head}."


def _accepted(text: str, fact_id: str, fact_text: str, years: Sequence[int], lang: str) -> bool:
    """Whether the claim checker takes `text` as it stands, citing one fact."""
    problems = check_claim(text, [fact_id], {fact_id: fact_text}, years=years, language=lang)
    return not any(p.exact for p in problems)


@dataclass
class Metric:
    """The printed pieces of one R- fact."""

    fact_id: str
    label: str
    year: str
    value: str
    previous: list[tuple[str, str]]  # (year, value) of the earlier years
    change: str  # "" when the fact gives none
    clause: str  # the fact text without company prefix and formula (the fallback)
    net_cash: bool = False  # the fact says "trésorerie nette positive" (ratios.NET_CASH)

    @property
    def meaningful(self) -> bool:
        return not _NOT_MEANINGFUL.match(self.value)


def metric_of(fact: Mapping[str, Any], company: str, language: str) -> Metric | None:
    """The printed pieces of an R- fact of the writer payload: the values as printed per
    year (latest first), the change and the net cash flag that memo.writer_facts copies
    from the fact's data, else cut out of its text (an older payload, or a hand-made one).
    Only the label still comes from the text: the fact's data does not hold it."""
    fact_id, text = str(fact["id"]), str(fact["text"])
    printed = fact.get("printed")
    if not isinstance(printed, Mapping) or not printed:
        return parse_metric(fact_id, text, company, language)
    t = _T[language]
    clause, net_cash = _clause(text, company, language)
    main = clause.partition(t["sep"] + t["change"] + t["colon"])[0]
    year, *earlier = [str(y) for y in printed]
    at = main.find(f" {year}{t['colon']}{printed[year]}")
    if at <= 0:  # a text not in the shape ratios.ratio_fact writes: read it as printed
        return parse_metric(fact_id, text, company, language)
    return Metric(
        fact_id,
        main[:at],
        year,
        str(printed[year]),
        [(y, str(printed[y])) for y in earlier],
        str(fact.get("change_printed") or ""),
        clause,
        bool(fact.get("net_cash", net_cash)),
    )


def _clause(text: str, company: str, language: str) -> tuple[str, bool]:
    """The fact's text without company prefix, formula and net cash note; and whether the
    note was there."""
    t = _T[language]
    body = text[len(company) + 3 :] if text.startswith(f"{company} - ") else text
    clause = body.split(t["sep"] + t["formula"] + t["colon"])[0]
    note = t["sep"] + NET_CASH[language]
    return clause.removesuffix(note), clause.endswith(note)


def parse_metric(fact_id: str, text: str, company: str, language: str) -> Metric | None:
    t = _T[language]
    clause, net_cash = _clause(text, company, language)
    main, _, change = clause.partition(t["sep"] + t["change"] + t["colon"])
    colon = re.escape(t["colon"])
    m = re.match(rf"^(?P<label>.+?) (?P<year>\d{{4}}){colon}(?P<rest>.+)$", main)
    if not m:
        return Metric(fact_id, "", "", "", [], "", clause, net_cash)
    rest, previous = m["rest"], []
    p = re.search(rf" \((\d{{4}}{colon}.+)\)$", rest)
    if p:
        rest = rest[: p.start()]
        for part in p.group(1).split(t["sep"]):
            year, _, value = part.partition(t["colon"])
            previous.append((year, value))
    return Metric(fact_id, m["label"], m["year"], rest, previous, change, clause, net_cash)


def _lower(label: str) -> str:
    # keep acronyms (EBITDA, DSO) as printed; lower-case an ordinary first word
    return label if label[:2].isupper() else label[:1].lower() + label[1:]


def _sentence(m: Metric, language: str) -> str:
    """ "Levier de 5,5x en 2025, contre 3,6x en 2024 (variation : +1,9x)." — copied pieces."""
    t = _T[language]
    if not m.label:
        return m.clause.rstrip(".") + "."
    if not m.meaningful:
        # "Dette nette 2025 et 2024 : trésorerie non lue." — the reason in the fact's words
        same = [y for y, v in m.previous if v == m.value]
        years = f" {t['and']} ".join([m.year, *same])
        s = f"{m.label} {years}{t['colon']}{_MISSING.sub('', m.value)}"
        earlier = [(y, v) for y, v in m.previous if not _NOT_MEANINGFUL.match(v)]
        if earlier:
            s += ", " + ", ".join(f"{t['against']} {v} {t['in']} {y}" for y, v in earlier)
        return s + "."
    s = f"{m.label} {t['of']} {m.value} {t['in']} {m.year}"
    earlier = [(y, v) for y, v in m.previous if not _NOT_MEANINGFUL.match(v)]
    if earlier:
        s += ", " + ", ".join(f"{t['against']} {v} {t['in']} {y}" for y, v in earlier)
    if m.change and not _NOT_MEANINGFUL.match(m.change):
        s += f" ({t['change']}{t['colon']}{m.change})"
    if m.net_cash:
        s += t["net_cash_note"]
    return s + "."


def _outflow_sentence(m: Metric, language: str) -> str:
    """ "Investissements … de 19 200 k€ en 2025 (décaissement), contre 11 300 k€ en 2024."
    — capex (stored negative) without its minus sign, the outflow said in words; "" when a
    value is not a plain outflow. Used only once the claim checker accepts it."""
    t = _T[language]
    earlier = [(y, v) for y, v in m.previous if not _NOT_MEANINGFUL.match(v)]
    values = [m.value, *(v for _, v in earlier)]
    if not m.label or not m.meaningful or not all(v.startswith("-") for v in values):
        return ""
    s = f"{m.label} {t['of']} {m.value[1:]} {t['in']} {m.year} ({t['outflow']})"
    if earlier:
        s += ", " + ", ".join(f"{t['against']} {v[1:]} {t['in']} {y}" for y, v in earlier)
    change = _outflow_change(m, language)
    if change:
        s += f" ({t['change']}{t['colon']}{change})"
    return s + "."


def _outflow_change(m: Metric, language: str) -> str:
    """Capex's change as printed, with what it means in words: "-7 900 k€, décaissement
    accru" (issue 13: capex had no change figure; alone, "-7 900 k€" reads as less
    investment when it is more outflow). "" when the fact gives none."""
    if not m.change or _NOT_MEANINGFUL.match(m.change):
        return ""
    t = _T[language]
    if m.change.startswith("-"):
        return f"{m.change}, {t['outflow_more']}"
    if m.change.startswith("+"):
        return f"{m.change}, {t['outflow_less']}"
    return m.change


def _strip_company(text: str, company: str) -> str:
    return text[len(company) + 3 :] if text.startswith(f"{company} - ") else text


def write(payload: Mapping[str, Any]) -> MemoDraft:
    """The memo draft for one report's writer payload (see the module docstring)."""
    if payload.get("corrections") and payload.get("previous_draft"):
        return _repair(payload["previous_draft"], payload["corrections"])
    language = payload.get("language", "fr")
    language = language if language in _T else "fr"
    t = _T[language]
    company = str(payload.get("company", ""))
    slug = str(payload.get("slug", ""))
    years = [int(y) for y in payload.get("years") or []]
    facts: Sequence[Mapping[str, Any]] = payload.get("facts", [])
    sec = SECTIONS[language]

    metrics: dict[str, Metric] = {}
    texts: dict[str, str] = {}
    for f in facts:
        texts[str(f["id"])] = str(f["text"])
        if f.get("kind") == "ratio" and str(f["id"]).startswith(f"R-{slug}-"):
            parsed = metric_of(f, company, language)
            if parsed is not None:
                metrics[f["id"][len(f"R-{slug}-") :]] = parsed
    alerts = [f for f in facts if f.get("kind") == "alert"]
    quotes = [f for f in facts if f.get("kind") == "quote"]
    signals = ranked_signals(quotes, max(years) if years else None)
    # Issue 16: a hidden instruction that asks to pass over a risk ("ne mentionnez pas le
    # litige") makes that risk's signals severe: the memo is never poorer for the injection.
    targets = {str(c) for q in quotes for c in (q.get("targets") or [])}
    signals = [replace(sg, severe=True) if sg.category in targets else sg for sg in signals]
    # Issue 16: a maturity due by the end of the next year sits in the short-term debt; when
    # the cash at the year end exceeds it, the maturity is covered and not severe (Costco
    # 2021: $800 million notes due May 2022 beside $11,258 million of cash). A refinancing
    # still to secure or in negotiation stays severe whatever the cash.
    covered = _cash_covers(metrics)

    def demote(sg: Signal) -> bool:  # a risk the hidden instruction targets stays named
        return (
            covered is not None
            and sg.category not in targets
            and _covered_maturity(sg)
            and _within(sg.excerpt, covered[0])
        )

    demoted = any(demote(sg) for sg in signals)
    if demoted:
        signals = [replace(sg, severe=False, request="") if demote(sg) else sg for sg in signals]
    signals.sort(key=lambda sg: not sg.severe)  # stable: the ranking holds within each
    severe = [sg for sg in signals if sg.severe]
    out: list[DraftParagraph] = []

    # synthèse: size, result, leverage, the alerts that make the case, then the most
    # severe risk signals of the report (their own words, cited)
    synth, cited = [], []
    rev, ni, lev = metrics.get("revenue"), metrics.get("net_income"), metrics.get("leverage")
    nd = metrics.get("net_debt")
    if rev and rev.label and rev.meaningful:
        s = t["synth_open"].format(company=company, rev=rev.value, y0=rev.year)
        if rev.previous and not _NOT_MEANINGFUL.match(rev.previous[0][1]):
            s += t["synth_prev"].format(y1=rev.previous[0][0], rev1=rev.previous[0][1])
        cited.append(rev.fact_id)
        if ni and ni.label and ni.meaningful:
            # the fact's own label when it names which net income (3M: "including
            # noncontrolling interest", not the share attributable to 3M)
            scoped = ni.label.lower() not in ("résultat net", "net income")
            key = "synth_result_named" if scoped else "synth_result"
            s += t[key].format(ni=ni.value, label=_lower(ni.label))
            cited.append(ni.fact_id)
        synth.append(s + ".")
    if lev and lev.label and lev.meaningful and lev.net_cash and nd and nd.meaningful:
        # a negative multiple is a net cash position: say so, with the net debt it rests on
        synth.append(t["net_cash"].format(nd=nd.value, y0=nd.year) + ".")
        cited += [nd.fact_id, lev.fact_id]
    elif lev and lev.label and lev.meaningful:
        synth.append(t["synth_lev"].format(lev=lev.value, y0=lev.year) + ".")
        cited.append(lev.fact_id)
    if not cited:
        # A filing without revenue or leverage (a bank, a market operator — DFM prints
        # neither): open on the first key figure it does print.
        for name in ("net_income", "free_cash_flow", "operating_cash_flow", "equity", "cash"):
            m = metrics.get(name)
            if m and m.label and m.meaningful:
                synth.append(f"{company}{t['colon']}{_sentence(m, language)}")
                cited.append(m.fact_id)
                break
    if alerts:
        synth.append(t["synth_alerts"] + _lower(_strip_company(alerts[0]["text"], company)))
        cited.append(alerts[0]["id"])
    elif cited:
        synth.append(t["synth_calm_signals"] if severe else t["synth_calm"])
    if cited:
        out.append(DraftParagraph(section=sec[0], text=" ".join(synth), sources=cited))
    if demoted and covered is not None:
        cash, std = covered
        text = t["maturity_covered"].format(cash=cash.value, std=std.value, y0=cash.year)
        out.append(DraftParagraph(section=sec[0], text=text, sources=[cash.fact_id, std.fact_id]))
    named = severe[:_MAX_NAMED]  # a signal without its risk marker stays in the risks
    if named:
        lines = [_signal_sentence(sg, language) for sg in named]
        lines[0] = _lower(lines[0])  # after the colon
        text = t["synth_signals"] + " " + " ".join(lines)
        out.append(DraftParagraph(section=sec[0], text=text, sources=[sg.fact_id for sg in named]))

    # profil financier: one paragraph per group of ratios, one sentence per ratio
    # (no heading words in the paragraph: each sentence is the fact's own words, so a
    # reviewer's support clue stays quiet on figures copied from facts)
    for names in _PROFILE:
        found = [(n, metrics[n]) for n in names if n in metrics]
        if not found:
            continue
        sentences = []
        for name, m in found:
            sentence = _sentence(m, language)
            if name == "net_debt" and m.value.startswith("-") and lev and lev.net_cash:
                sentence = t["net_cash_debt"] + _lower(sentence)
            if name == "capex":
                outflow = _outflow_sentence(m, language)
                if outflow and _accepted(
                    outflow, m.fact_id, texts.get(m.fact_id, ""), years, language
                ):
                    sentence = outflow
                elif outflow:
                    # signed amounts stay; their change ("-7 900 k€") would read as less
                    # investment when it is more outflow: it is said in words beside it
                    sentence = _sentence(replace(m, change=_outflow_change(m, language)), language)
            if name == "revenue_growth" and m.meaningful and m.value.startswith("-"):
                # "en recul de 2,3 %" carries the sign in words, once the checker reads it so
                down = t["revenue_down"].format(g=m.value[1:], y0=m.year)
                if _accepted(down, m.fact_id, texts.get(m.fact_id, ""), years, language):
                    sentence = down
            sentences.append(sentence)
        out.append(
            DraftParagraph(
                section=sec[1], text=" ".join(sentences), sources=[m.fact_id for _, m in found]
            )
        )

    # risques: the verified quotes, copied whole (page included in the fact's text)
    # An instruction embedded in the filing is always reported, whatever the limit.
    # The same sentence quoted on two pages is one paragraph citing both facts.
    twins: dict[str, list[str]] = {}
    unique = []
    for q in quotes:
        key = quote_key(str(q["text"]))
        if key not in twins:
            unique.append(q)
        twins.setdefault(key, []).append(str(q["id"]))
    # Issue 16: a quote named in the synthesis is not repeated here (3M's memo showed the
    # same quotes twice). The rest, most severe and telling first: an embedded instruction
    # always, then the severe signals, then by the rank the stage gave each signal (its
    # category's severity and how concrete it is; page order when a fact has no rank).
    named_ids = {sg.fact_id for sg in named}
    severe_ids = {sg.fact_id for sg in severe}
    rest = [
        q
        for q in unique
        if q.get("category") == "embedded_instruction"  # always reported where it is read
        or not (set(twins[quote_key(str(q["text"]))]) & named_ids)
    ]

    def standing(q: Mapping[str, Any]) -> tuple[int, int, float, int]:
        rank = q.get("rank")
        return (
            q.get("category") != "embedded_instruction",
            q["id"] not in severe_ids,
            float(rank) if isinstance(rank, int | float) else float("inf"),
            int(q.get("page") or 0),
        )

    ordered = sorted(rest, key=standing)
    n_injected = sum(q.get("category") == "embedded_instruction" for q in ordered)
    kept, naming = _one_per_matter(ordered, max(_MAX_QUOTES, n_injected), company)
    for q in kept:
        quote = q["text"].rstrip(".")
        if q["id"] in naming:
            # the sentence naming the matter's subject, quoted with it
            quote = f"{quote} ; {naming[q['id']]['text'].rstrip('.')}"
        matter = str(q.get("matter") or "")
        if q.get("category") == "embedded_instruction" and quote.startswith("«"):
            text = t["injected"].format(quote=quote)
        elif quote.startswith("«") and _names_the_matter(matter, str(q.get("category", ""))):
            # the sub-heading names the matter (3M: "Other PFAS-related Environmental
            # Litigation"); one with a figure would need a fact to cite, so it is left out
            text = t["reported_under"].format(matter=matter, quote=quote)
        elif quote.startswith("«"):
            text = t["reported"].format(quote=quote)
        else:  # hidden-text signals: the fact is a sentence of its own
            text = t["hidden"].format(quote=q["text"])
        ids = twins[quote_key(str(q["text"]))]
        if q["id"] in naming:
            ids = ids + twins[quote_key(str(naming[q["id"]]["text"]))]
        out.append(DraftParagraph(section=sec[2], text=text, sources=ids))
    if not quotes:
        calm = [m.fact_id for n, m in metrics.items() if n in ("leverage", "interest_cover")]
        basis = [a["id"] for a in alerts] or calm or [m.fact_id for m in metrics.values()][:1]
        if basis:
            text = t["no_quote"] if alerts else t["no_risk"]
            out.append(DraftParagraph(section=sec[2], text=text, sources=basis))

    # points d'attention / recommandation: each alert (a leverage alert beside a leverage
    # covenant says the two are defined differently), then a recommendation that follows
    # from the alerts and the risk signals, without numbers
    covenant = next(
        (sg for sg in signals if sg.category == "covenant" and _LEVERAGE_COVENANT.search(sg.text)),
        None,
    )
    for a in alerts:
        text = t["attention"].format(alert=_lower(_strip_company(a["text"], company)))
        sources = [a["id"]]
        rule = str(a.get("rule") or "")  # memo.writer_facts puts it beside the text
        if covenant and (rule == "leverage" or _is_leverage_alert(a["text"], language)):
            text = f"{text} {t['covenant_note'].format(qid=covenant.fact_id)}"
            sources.append(covenant.fact_id)
        out.append(DraftParagraph(section=sec[3], text=text, sources=sources))
    out.extend(_recommendation(alerts, severe, metrics, language))
    return MemoDraft(paragraphs=out)


def _subject(q: Mapping[str, Any], company: str) -> frozenset[str]:
    return parties(_excerpt(str(q.get("text", ""))), company)


def _excerpt(text: str) -> str:
    m = re.search(r"«\s*(.+?)\s*»", text, re.DOTALL)
    return m.group(1) if m else text


_QUOTED = re.compile(r"«\s*(.*?)\s*»", re.S)


def _quoted(text: str) -> str:
    """The sentence a Q- fact quotes, without its « » and "(page n)" wrapper."""
    m = _QUOTED.search(text)
    return m.group(1) if m else text


def _one_per_matter(
    ordered: Sequence[Mapping[str, Any]], limit: int, company: str
) -> tuple[list[Mapping[str, Any]], dict[str, Mapping[str, Any]]]:
    """The risks the memo quotes: one per matter first, in the order given, then the rest
    up to `limit`; and, per quote that names no subject under a heading naming only the
    kind of proceedings, the quote of that heading naming the subject, quoted with it.

    Issue 16, third round: 3M 2018's ten risks were its first severe signals in category
    order (five of liquidity and refinancing) and named neither the military earplug
    suits nor the PFAS suits. A matter is the heading a signal is told under; under
    "Product Liability Litigation" it is the subject the sentences name (the Bair Hugger
    system, the Combat Arms earplugs): "In 2019, approximately 26 other lawsuits have been
    filed …" is quoted with "… caused by 3M's Dual-Ended Combat Arms earplugs …"."""
    naming: dict[str, Mapping[str, Any]] = {}
    used: set[str] = set()
    for q in ordered:
        matter = str(q.get("matter") or "")
        if not matter or not kind_only(matter) or _subject(q, company):
            continue
        partner = next(
            (
                o
                for o in ordered
                if o is not q
                and str(o.get("matter") or "") == matter
                and o["id"] not in used
                and abs(int(o.get("page") or 0) - int(q.get("page") or 0)) <= 1
                and _subject(o, company)
                and not any(
                    _subject(o, company) & _subject(x, company)
                    for x in ordered
                    if x is not o and str(x.get("matter") or "") == matter and x["id"] in used
                )
            ),
            None,
        )
        if partner is not None:
            naming[q["id"]] = partner
            used |= {partner["id"], q["id"]}
    partners = {p["id"] for p in naming.values()}

    def key(q: Mapping[str, Any]) -> tuple[str, str, frozenset[str]]:
        matter = str(q.get("matter") or "")
        if not matter:
            return (str(q.get("category")), str(q["id"]), frozenset())
        subject: frozenset[str] = frozenset()
        if kind_only(matter):
            subject = _subject(naming.get(q["id"], q), company)
        return (str(q.get("category")), matter, subject)

    # A fact told twice (the MD&A and its note) is one risk and takes one slot: the 3M
    # 2018 memo lost its military earplug suits to a second sentence about the same
    # floating-rate notes' put provisions (p. 50 beside the debt note's p. 89).
    words = {q["id"]: content_words(_quoted(str(q.get("text") or ""))) for q in ordered}

    def twice(q: Mapping[str, Any], quoted: list[Mapping[str, Any]]) -> bool:
        return any(
            o.get("category") == q.get("category") and same_risk(words[o["id"]], words[q["id"]])
            for o in quoted
        )

    candidates = [q for q in ordered if q["id"] not in partners]
    first: list[Mapping[str, Any]] = []
    seen: set[tuple[str, str, frozenset[str]]] = set()
    for q in candidates:
        if key(q) not in seen and not twice(q, first):
            seen.add(key(q))
            first.append(q)
    chosen = first[:limit]
    for q in candidates:
        if len(chosen) >= limit:
            break
        if q not in chosen and not twice(q, chosen):
            chosen.append(q)
    order = {id(q): n for n, q in enumerate(ordered)}
    chosen.sort(key=lambda q: order[id(q)])
    return chosen, {k: v for k, v in naming.items() if any(q["id"] == k for q in chosen)}


def _is_leverage_alert(text: str, language: str) -> bool:
    word = "Levier" if language == "fr" else "Leverage"
    return f" - {word} " in text


# The recommendation's grade (issue 16: every memo ended on the same "suivi renforcé",
# so the recommendation told no company from another). Levels, highest first; the first
# that applies is the grade, and the paragraph cites every alert and signal it rests on:
# - adverse: a going-concern signal, a covenant breached or under waiver, negative
#   equity, or a leverage alert beside a leverage covenant;
# - enhanced: an alert on debt service or cash (leverage, interest cover, negative
#   operating or free cash flow, short-term debt above cash), or a liquidity signal with
#   a limited horizon;
# - watch: any other alert (falling revenue, a failed arithmetic check) or severe signal
#   (refinancing, litigation, a covenant, an embedded instruction);
# - standard: neither alert nor severe signal.
GRADES = ("adverse", "enhanced", "watch", "standard")
_DEBT_SERVICE_RULES = frozenset(
    {
        "leverage",
        "interest_cover_low",
        "negative_operating_cash_flow",
        "net_income_positive_fcf_negative",
        "short_term_debt_above_cash",
    }
)


def grade(alerts: Sequence[Mapping[str, Any]], severe: Sequence[Signal], language: str) -> str:
    """The recommendation level (GRADES) that the alerts and the severe signals call for."""
    rules = {str(a.get("rule") or _rule_of(a, language)) for a in alerts}
    kinds = {sg.kind for sg in severe}
    categories = {sg.category for sg in severe}
    leverage_covenant = any(
        sg.category == "covenant" and _LEVERAGE_COVENANT.search(sg.text) for sg in severe
    )
    if (
        "going_concern" in categories
        or "covenant_breach" in kinds
        or "negative_equity" in rules
        or ("leverage" in rules and leverage_covenant)
    ):
        return "adverse"
    # a liquidity signal with a limited horizon ("la trésorerie couvre deux semaines"),
    # not any liquidity fact (3M: "an AA- credit rating", "needs met through cash on hand")
    if rules & _DEBT_SERVICE_RULES or any(sg.label == "liquidity" for sg in severe):
        return "enhanced"
    if rules or severe:
        return "watch"
    return "standard"


# A signal named among the grounds by its category, unless its words make it graver.
_GRAVER = frozenset(
    {"covenant_breach", "covenant_waiver", "covenant_waiver_only", "litigation_unprovisioned"}
)


def _names_the_matter(heading: str, category: str) -> bool:
    """A sub-heading names the matter when it speaks of the signal's own kind of risk
    ("Other PFAS-related Environmental Litigation" for a litigation signal); a table's
    header or a section title caught above the sentence does not. One with a figure would
    need a fact to cite, so it is never named."""
    if not heading or re.search(r"\d", heading):
        return False
    folded = fold(heading)
    return any(p.search(folded) for p in lexicon().patterns.get(category, ()))


def _ground_name(sg: Signal, language: str) -> str:
    if sg.label in _GRAVER:
        return str(_T[language]["labels"][sg.label])
    return CATEGORY_LABELS.get(language, CATEGORY_LABELS["en"]).get(sg.category, sg.category)


def _rule_of(alert: Mapping[str, Any], language: str) -> str:
    """An alert without `rule` in its payload (an older facts file): read from its text."""
    return "leverage" if _is_leverage_alert(str(alert.get("text", "")), language) else ""


def _recommendation(
    alerts: Sequence[Mapping[str, Any]],
    severe: Sequence[Signal],
    metrics: Mapping[str, Metric],
    language: str,
) -> list[DraftParagraph]:
    """Graded from the alerts AND the risk signals (GRADES), naming its grounds in words
    and citing each; never "standard" beside a severe signal."""
    t = _T[language]
    section = SECTIONS[language][3]
    level = grade(alerts, severe, language)
    alert_ids = [str(a["id"]) for a in alerts]
    names = t["rule_names"]
    rules = list(dict.fromkeys(names.get(str(a.get("rule") or _rule_of(a, language)), "")
                               for a in alerts))  # fmt: skip
    rules = [r for r in rules if r]
    cats = list(dict.fromkeys(_ground_name(sg, language) for sg in severe))
    grounds = []
    if alerts:
        key = "ground_alerts_n" if len(alerts) > 1 else "ground_alerts"
        grounds.append(t[key].format(rules=", ".join(rules) or "…"))
    if severe:
        key = "ground_signals_n" if len(severe) > 1 else "ground_signals"
        grounds.append(t[key].format(cats=", ".join(cats)))
    parts = [
        t["grades"][level]
        + (t["grounds"].format(grounds=t["and_"].join(grounds)) if grounds else "")
    ]
    if severe:
        # what to obtain follows from each quote's own words (a provision only when the
        # quote says none was made…); a signal whose words call for nothing specific: read it
        requests = list(dict.fromkeys(sg.request for sg in severe if sg.request))
        items = [t["obtain"][k] for k in requests if k in t["obtain"]]
        if items:
            parts.append(t["rec_obtain"].format(items=", ".join(items)))
        if any(not sg.request for sg in severe):
            parts.append(t["rec_read"])
    if alerts:
        parts.append(t["rec_follow"])
    if level == "standard":
        parts.append(t["rec_standard_end"])
    sources = alert_ids + [sg.fact_id for sg in severe]
    if not sources:
        sources = [m.fact_id for m in metrics.values()][:2]
    if not sources:
        return []
    return [DraftParagraph(section=section, text=t["sep"].join(parts) + ".", sources=sources)]


def _repair(previous: Mapping[str, Any], corrections: Sequence[Mapping[str, Any]]) -> MemoDraft:
    """The previous draft with its defects removed (the loop's one rewrite)."""
    return MemoDraft(
        paragraphs=[DraftParagraph(**p) for p in repaired_paragraphs(previous, corrections)]
    )
