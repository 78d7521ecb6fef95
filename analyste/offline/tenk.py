"""What a 10-K states by the structure of its pages: proposals beside the lexicon's.

The offline risk reader (`risk_reader`) proposes a sentence when a lexicon pattern names
a credit risk in it. On the real 10-Ks labelled by hand (issue 16, eighth round), half of
the sentences an analyst keeps were never proposed: they state a credit fact in the
layout of a 10-K rather than in risk words. This module reads those layouts, each a class
of page structure shared by every 10-K that prints it (never a sentence of one filing):

- a debt note's tables: a maturity schedule told as a lead-in ("… are as follows:")
  followed by its year rows; the row of a note falling due in the year after the table's
  latest column, and the current-portion row; a credit-facility row with its capacity;
- the liquidity section's facts told without a risk word: commitments with their amount
  ("commitments … totaled $8.6 billion"), tax owed (unrecognized benefits, a transition
  tax payable; not the income-tax note's own accounting), shareholder returns read as
  uses of cash, the cash and debt position stated at a date (not a change), a planned
  outlay, commercial paper by its program's size, a pension plan's funded share, an
  acquisition paid in cash, a facility drawn;
- an authority's tax assessment or examination report (a dispute);
- ratings: an agency's action, and the collateral or the price a rating sets (a
  contract's clause, conditional by nature; not when denied);
- under a legal heading (or Item 3), or in a sentence naming its court: an amount
  claimed, imposed or awarded, a court's ruling on validity, infringement or liability, a
  count of pending actions;
- the auditor's report: each critical audit matter's own sentence ("We identified … as
  a critical audit matter", "Auditing … required …") and the figures its description
  states.
- the credit notes' facts of the tenth round: covenant compliance (a fact without a
  figure), debt outstanding under an instrument at a date, a facility entered into with its
  size and date, what falls due within a year, leases signed and not yet commenced, the
  tax note's accrued interest and penalties, the debt row of an obligations-by-period
  table, a maturity schedule with its column header under the lead-in.

A proposal is a sentence (or a table's rows) copied from its page as printed, like the
lexicon's; sentences the lexicon already proposes are left to it. What not: ranking or
bounding (the stage's `signals.keep_most_telling` keeps at most 25 whatever is proposed),
and no rule for one company's wording. English only: the French filings the project reads
are not 10-Ks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from analyste.offline import risk_reader
from analyste.offline.risk_reader import Sentence, assess, classify, copy_span, sentences
from analyste.risk import MONEY, MONTHS, fold
from analyste.signals import (
    ProposedSignal,
    SignalsReply,
    credit_pages,
    items,
    matters,
)

# Why a proposal was made, as the review shows it ("why proposed:"), in the filing's
# language: the rule's name in words.
_WHY = {
    "en": "{category}: {rule} (10-K structure rule)",
    "fr": "{category} : {rule} (règle de structure d'un 10-K)",
}
_RULES_FR = {
    "a count of actions": "un nombre d'actions en justice",
    "covenant compliance": "le respect des covenants",
    "debt outstanding at a date": "une dette en cours à une date",
    "a debt row by period": "la ligne de la dette d'un tableau des obligations par échéance",
    "interest and penalties on tax positions": "les intérêts et pénalités sur positions fiscales",
    "lease commitments not yet commenced": "des loyers de baux signés non encore commencés",
    "what falls due within a year": "une échéance à moins d'un an",
    "a court's ruling": "la décision d'un tribunal",
    "a critical audit matter": "un point clé de l'audit",
    "a facility drawn": "une ligne de crédit tirée",
    "a facility row": "la ligne d'un tableau des facilités de crédit",
    "a facility entered into": "une ligne de crédit conclue, son montant et sa date",
    "a figure of a critical audit matter": "un montant d'un point clé de l'audit",
    "a matter the auditor emphasises": "une observation de l'auditeur",
    "a maturity schedule": "un échéancier de la dette",
    "a note due next year": "un emprunt obligataire à échéance l'an prochain",
    "a pension plan's funded status": "le taux de couverture d'un régime de retraite",
    "a planned use of cash": "une dépense de trésorerie annoncée",
    "a rating agency's action": "une décision d'agence de notation",
    "a rating trigger": "une clause liée à la notation",
    "a tax authority's assessment": "un redressement de l'administration fiscale",
    "an acquisition paid in cash": "une acquisition payée en numéraire",
    "an amount claimed or imposed": "un montant réclamé ou prononcé",
    "commercial paper with its amount": "un programme de billets de trésorerie et son montant",
    "commitments with their amount": "des engagements et leur montant",
    "shareholder returns": "des distributions aux actionnaires",
    "tax owed with its amount": "un impôt dû et son montant",
    "the current portion": "la part à moins d'un an de la dette",
    "the position at a date": "la position à une date",
}
_FOOTNOTE_MARK = re.compile(r"^\((?:\d{1,2}|[a-z])\)\s+")

# ---------------------------------------------------------------- tables

# A schedule's row: a year (or fiscal year, a range of years, "Thereafter", "Total") and
# figures only (Verizon-like "2020 $ 10,470", Oracle-like "Fiscal 2021 2,631").
_YEAR_ROW = re.compile(
    r"^(?:fiscal\s+)?(?:(?:19|20)\d\d(?:\s*[-–—]\s*(?:19|20)?\d\d)?|thereafter|total)"
    r"(?:\s+\$?\s?\(?[\d][\d,.]*\)?|\s+[—–-])+\s*$",
    re.I,
)
# What a schedule lists: the maturities or principal payments of debt (not leases).
_SCHEDULE_SUBJECT = re.compile(
    r"\b(maturities|principal payments|repayments|payments due|scheduled payments)\b"
    r"(?:[^.]|\.\d){0,220}\b(debt|borrowings|notes|loans)\b"
)
SCHEDULE_ROWS = 3  # a lead-in and two years is a sentence, not a schedule
COLUMN_HEADER_LINES = 2
# a column header: a few words, no figure but a unit in brackets, no final full stop
_COLUMN_HEADER = re.compile(r"^(?=.{1,60}$)[A-Za-z(][A-Za-z ()$,’'-]*[A-Za-z)]$")
# A table's column header: years only ("2021 2020", "(dollars in millions) 2019 2018").
_HEADER = re.compile(r"^[^\d]{0,60}?((?:19|20)\d\d)(?:\s+(?:19|20)\d\d)+\s*$")
_DEBT_ROW = re.compile(
    rf"\b(?:notes?|debentures?|bonds?|term loans?|loans?)\b[^$\n]{{0,40}}?\bdue\s+"
    rf"(?:(?:in\s+)?{MONTHS}\s+)?((?:19|20)\d\d)\b(?![-–]\d)",
    re.I,
)
_CURRENT_ROW = re.compile(
    r"^(?:current portion of long-term debt|current maturities of long-term debt"
    r"|debt maturing within one year|long-term debt due within one year)\b",
    re.I,
)
_FIGURE = re.compile(r"(?<![\w.])\(?\d[\d,]*(?:\.\d+)?\)?(?![\w])")


_BALANCE_SHEET = re.compile(
    r"^\s*total liabilities and (?:stockholders['’]? |shareholders['’]? |share ?owners['’]? )?"
    r"(?:equity|deficit)\b",
    re.I | re.M,
)


def _lines(text: str) -> Iterator[tuple[int, str]]:
    offset = 0
    for line in text.split("\n"):
        yield offset, line
        offset += len(line) + 1


def schedules(text: str) -> list[tuple[int, int, str, str]]:
    """A maturity schedule: its lead-in sentence and the year rows that follow, as one
    quote (a labeller copies the schedule, not the lead-in alone)."""
    out = []
    for s in sentences(text):
        folded = fold(s.text)
        if "as follows" not in folded or not _SCHEDULE_SUBJECT.search(folded):
            continue
        rows = sum(1 for _o, line in _lines(text[s.start : s.end]) if _YEAR_ROW.match(line.strip()))
        end = s.end
        header = 0
        for offset, line in _lines(text[s.end :]):
            stripped = line.strip()
            if not stripped:
                continue
            if not _YEAR_ROW.match(stripped):
                # the table's column header may stand between the lead-in and its rows
                # ("Principal Payments" / "(in thousands)", a real-estate filer's mortgage
                # schedule, Boston Properties 2015 pp. 93, 146: tenth round)
                if rows == 0 and header < COLUMN_HEADER_LINES and _COLUMN_HEADER.match(stripped):
                    header += 1
                    continue
                break
            rows += 1
            end = s.end + offset + len(line.rstrip())
        if rows >= SCHEDULE_ROWS:
            out.append((s.start, end, "refinancing", "a maturity schedule"))
    return out


def near_rows(text: str) -> list[tuple[int, int, str, str]]:
    """Rows of a debt table that fall due within a year: a note due in the year after
    the table's latest column, and the current-portion row."""
    out = []
    table_year: int | None = None
    for offset, line in _lines(text):
        stripped = line.strip()
        start = offset + len(line) - len(line.lstrip())
        header = _HEADER.match(stripped)
        if header:
            table_year = max(int(y) for y in re.findall(r"(?:19|20)\d\d", stripped))
            continue
        if len(stripped) > 200 or stripped.endswith("."):
            continue
        m = _DEBT_ROW.search(stripped)
        tail = stripped[m.end() :] if m else ""
        if (
            m
            and table_year is not None
            and int(m.group(1)) == table_year + 1
            and len(_FIGURE.findall(tail)) >= 1
        ):
            out.append((start, start + len(stripped), "refinancing", "a note due next year"))
        elif (
            _CURRENT_ROW.match(stripped)
            and len(MONEY.findall(stripped)) + len(_FIGURE.findall(stripped)) >= 2
        ):
            out.append((start, start + len(stripped), "refinancing", "the current portion"))
    return out


# A contractual-obligations table: its header counts periods, not years of history
# ("Payments Due by Period", "Less than 1 year", "1–3 years", "Thereafter"); a selected-data
# table of five years of balances has none of them (Oracle 2019 p. 37 against p. 58).
_BY_PERIOD = re.compile(
    r"payments due by period|less than (?:1|one) year|\b1\s*[-–]\s*3 years|more than 5 years"
    r"|\bthereafter\b",
    re.I,
)
_DEBT_ROW_LABEL = re.compile(
    r"^(?:long-term debt|principal (?:payments|amounts)|debt\b|notes payable|borrowings"
    r"|senior notes|term loans?|total debt)",
    re.I,
)
PERIOD_ROWS = 12  # an obligations table's rows follow its header within this many lines
PERIOD_FIGURES = 4  # a total and three periods at least


def period_rows(text: str) -> list[tuple[int, int, str, str]]:
    """The debt row of a table of obligations by period ("Long-term debt obligations $
    55,543 3,725 7,046 …", "Principal payments on borrowings (1) $ 56,615 $ 4,500 …"): the
    maturity schedule a 10-K prints in its liquidity section, which a labeller copies as
    the line (issue 16, tenth round: the debt maturity rows missed on fresh 10-Ks)."""
    out = []
    since: int | None = None
    for offset, line in _lines(text):
        stripped = line.strip()
        if _BY_PERIOD.search(stripped) and len(stripped) < 160:
            since = 0
            continue
        if since is None:
            continue
        since += 1
        if since > PERIOD_ROWS:
            since = None
            continue
        if (
            _DEBT_ROW_LABEL.match(stripped)
            and not stripped.endswith(".")
            and len(stripped) < 200
            and len(_FIGURE.findall(stripped)) >= PERIOD_FIGURES
        ):
            start = offset + len(line) - len(line.lstrip())
            out.append((start, start + len(stripped), "refinancing", "a debt row by period"))
    return out


_ROW_END = re.compile(r"(?:\d\)?|n/a|[—–-])\s*$", re.I)


def facility_rows(text: str) -> list[tuple[int, int, str, str]]:
    """A table row naming a credit facility with its capacity ("… revolving credit
    facility (1) 2024 $ 8,000 $ 7,900 N/A"): the lexicon names it, but a row is no
    sentence and the reader reads only prose."""
    out = []
    for offset, line in _lines(text):
        stripped = line.strip()
        # a row ends on its last column (a figure, "N/A", a dash), a paragraph's line on
        # a word
        if not stripped or len(stripped) > 160 or not _ROW_END.search(stripped):
            continue
        hit = classify(stripped)
        if (
            hit
            and hit[0] == "undrawn_facilities"
            and MONEY.search(stripped)
            and len(_FIGURE.findall(stripped)) >= 2
        ):
            start = offset + len(line) - len(line.lstrip())
            out.append((start, start + len(stripped), "undrawn_facilities", "a facility row"))
    return out


# ---------------------------------------------------------------- sentences

_AMOUNT_NEAR = r"(?:[^.;]|\.\d){0,30}?[$€£]\s?\d"
_COMMITMENTS = re.compile(
    r"\b(?:commitments?|purchase obligations|contractual obligations"
    r"|(?:non-cancel+able )?(?:future )?minimum payments)\b(?:[^.;]|\.\d){0,80}?"
    r"\b(?:total(?:ed|led|ing|s)?|were|are|was|is|amount(?:ed|ing)? to)\b" + _AMOUNT_NEAR
)
_TAX_OWED = re.compile(
    r"\b(?:unrecognized (?:income )?tax benefits|income taxes payable|tax liabilit(?:y|ies)"
    r"|transition tax|repatriation tax|tax deficienc(?:y|ies))\b"
)
_TAX_NOTE = re.compile(r"\b(?:income )?tax(?:es)?\b")
_TAX_DISPUTE = re.compile(
    r"\b(?:irs|internal revenue service|tax(?:ing)? authorit\w*|revenue agency)\b"
    r"(?:[^.;]|\.\S)*?\b(?:issued|assessed|asserted|disallowed|proposed adjustments"
    r"|notices? of (?:proposed )?(?:deficiency|adjustment|assessment)|revenue agent)"
)
_RETURNS = re.compile(
    r"(?:\b(?:repurchased|returned|bought back|used|spent)\b(?:[^.;]|\.\d){0,60}?[$€£]\s?\d"
    r"|[$€£]\s?\d(?:[^.;]|\.\d){0,60}?\b(?:used|spent|returned)\b)"
    r"(?:[^.;]|\.\d){0,100}?\b(?:repurchas\w*|buy-?backs?|dividends?)\b"
)
_POSITION = re.compile(
    # "Outstanding borrowings under the Term Loan were $1.5 billion at year-end" (tenth round)
    r"^(?:the company's |our |total |consolidated |outstanding )?(?:cash and (?:cash )?equivalents"
    r"|cash, cash equivalents|cash and short-term investments|debt obligations|total debt"
    # the debt note's total (thirteenth round: "Long-term debt totaled $12.3 billion at …")
    r"|long-term debt|short-term debt|total borrowings|borrowings|amounts outstanding)\b"
    r"(?:[^.;]|\.\d){0,140}?"
    r"\b(?:was|were|totaled|totalled|amounted to)\b" + _AMOUNT_NEAR
)
# "total debt was $0.7 billion higher at December 31, 2018": a change, not the position
_CHANGE = re.compile(
    r"[$€£]\s?[\d.,]+\s?(?:million|billion|thousand)?\s(?:higher|lower|more|less)\b"
)
_AT_DATE = re.compile(
    rf"\b{MONTHS}\s+\d{{1,2}},?\s+(?:19|20)\d\d\b"
    r"|\b(?:year[- ]end|end of (?:fiscal )?(?:year )?)\s*(?:19|20)\d\d\b",
    re.I,
)
_AGENCY_ACTION = re.compile(
    r"\b(?:moody's|s&p|standard & poor's|fitch|rating agenc\w+)\b(?:[^.;]|\.\S){0,120}?"
    r"\b(?:lowered|raised|downgraded|upgraded|affirmed|placed|revised|cut)\b"
    r"(?:[^.;]|\.\S){0,80}?\bratings?\b"
)
_RATING_TRIGGER = re.compile(
    r"\b(?:credit ratings?|downgrades?)\b(?:[^.;]|\.\S){0,200}?"
    r"\b(?:post|hold|provide|deliver)\w* (?:additional )?collateral\b"
    r"|\b(?:post|hold|provide|deliver)\w* (?:additional )?collateral\b(?:[^.;]|\.\S){0,200}?"
    r"\b(?:credit ratings?|downgrades?)\b"
)
# "There are no provisions … that would accelerate repayment … as a result of a change in
# credit ratings": the trigger denied is no trigger (the reader's negation rule)
_DENIED = re.compile(
    r"\bthere (?:are|is|were|was) no\b|^(?:no|none)\b|\bunaffected\b|\bdo(?:es)? not\b"
)
_LEGAL_HEADING = re.compile(r"litigation|legal|proceedings|contingenc|claims|lawsuits")
_CLAIMED = re.compile(
    r"\b(?:damages|fines?|penalt(?:y|ies)|verdict|awarded|award of|judgments?|restitution"
    r"|disgorgement)\b"
)
_RULING = re.compile(
    r"\b(?:ruled|found|held|decided|determined)\b(?:[^.;]|\.\S){0,160}?"
    r"\b(?:infring\w*|invalid|valid|liable|unenforceable)\b"
)
_ACTIONS = re.compile(
    r"\b\d[\d,]*\s+(?:[a-z-]+\s+){0,4}(?:actions|lawsuits|suits|cases|complaints|petitions)\b"
    r"(?:[^.;]|\.\S){0,80}?\b(?:alleging|pending|filed|brought|asserting)\b"
)
# "Our existing $3.0 billion commercial paper program allows us to issue …": the amount
# before the program (the lexicon reads it after: "commercial paper … $")
_COMMERCIAL_PAPER = re.compile(r"[$€£]\s?\d(?:[^.;]|\.\d){0,40}?\bcommercial paper\b")
# a use of cash the filer announces with its amount ("it is our current intention to spend
# approximately $3,800 to $4,200 during fiscal 2022", "we expect approximately $1.2 billion
# to $1.7 billion in future cash expenditures")
_PLANNED = re.compile(
    # the verb, not the noun: "our other postretirement benefit plans", "the Plan"
    r"\b(?:expects?|expected|intends?|intended|intention|plans? to|planned|anticipates?"
    r"|anticipated)\b(?:[^.;]|\.\d){0,40}?"
    r"\b(?:to spend|to invest|to pay|to contribute|to make)?\b(?:[^.;]|\.\d){0,30}?[$€£]\s?\d"
    r"(?:[^.;]|\.\d){0,80}?\b(?:expenditures?|cash outlays?|contributions?|payments?"
    r"|capital spending|repurchases?)\b"
    r"|\b(?:to spend|to invest) (?:approximately |about |up to )?[$€£]\s?\d"
)
_FUNDED = re.compile(
    r"\b(?:plans?|obligations?)\b(?:[^.;]|\.\d){0,60}?\b\d+(?:\.\d+)?\s?% funded\b"
    r"|\bunfunded (?:defined benefit |pension |benefit )*obligations?\b(?:[^.;]|\.\d){0,30}?"
    r"[$€£]\s?\d"
)
_CASH_ACQUISITION = re.compile(
    r"\b(?:will acquire|agreed to acquire|agreement to acquire|to be acquired)\b"
    r"(?:[^.;]|\.\d){0,160}?\b(?:all-cash|in cash|cash transaction|cash consideration)\b"
)
_DRAWN = re.compile(
    r"\b(?:drew|drawn|borrowed)\b(?: down)?(?:[^.;]|\.\d){0,60}?[$€£]\s?\d(?:[^.;]|\.\d){0,80}?"
    # a term loan or a bridge is drawn under "a" loan as well as "the" facility ("we
    # borrowed $2.0 billion under a delayed-draw term loan": tenth round)
    r"\b(?:under|from) (?:the|these|our|its|this|a|an) (?:[\w-]+ ){0,3}(?:facilit(?:y|ies)"
    r"|credit lines?|term loans?|bridge loans?|credit agreements?)\b"
)
# Tenth round (issue 16): the credit notes' facts the labellers of fresh 10-Ks kept and the
# reader never proposed. Covenant compliance is the debt note's statement of this
# company's standing, a fact without a figure ("We and our consolidated subsidiaries are in
# compliance with all of our restrictive covenants", Verizon 2019 p. 102); denied ("not in
# compliance") it is a breach, the lexicon's to read, so the verb must be followed by "in".
_COMPLIANCE = re.compile(
    r"\b(?:is|are|was|were|remain(?:s|ed)?|been)\s+in\s+(?:full\s+)?compliance\s+with\s+"
    r"(?:all|each|the|its|our|their|these|such)\b(?:[^.;]|\.\d){0,100}?\bcovenants?\b"
    r"|\bcomplied\s+with\s+(?:all|each|the|its|our|their|these|such)\b(?:[^.;]|\.\d){0,100}?"
    r"\bcovenants?\b"
)
# A debt position whose sentence does not open on the debt: "we had $1.4 billion
# outstanding under the term loan", "… subsidiaries also had $267 million of borrowings
# outstanding, primarily under uncommitted … line of credit agreements" (McDonald's 2022
# p. 22); the position rule reads only a sentence opening on its subject.
_OUTSTANDING = re.compile(
    r"[$€£]\s?\d(?:[^.;]|\.\d){0,40}?\boutstanding\b(?:[^.;]|\.\d){0,20}?\b(?:under|on)\s+"
    r"(?:the|our|its|a|an|these|this|such|their)?\s?(?:[\w-]+ ){0,4}(?:term loans?|loans?"
    r"|credit agreements?|facilit(?:y|ies)|lines? of credit|credit lines?|notes|debentures"
    r"|bonds|programs?)\b"
    r"|[$€£]\s?\d(?:[^.;]|\.\d){0,30}?\bof (?:[\w-]+ ){0,3}(?:borrowings|indebtedness|debt"
    r"|loans|notes|term loans?) outstanding\b"
)
# A facility entered into with its size and a date (its start or its expiry): "In March
# 2024, we entered into a five-year $2.5 billion revolving credit agreement that expires
# in …", "… a $3.0 billion term loan credit agreement, which we drew in full on …"; the
# lexicon reads a "facility", not an "agreement" (tenth round: the size and expiry of a
# revolving facility, a term loan with its date and amount, missed on fresh 10-Ks).
_FACILITY_ENTERED = re.compile(
    r"\b(?:entered into|executed|established|obtained|amended and restated|amended|extended"
    r"|replaced)\b(?:[^.;]|\.\d){0,60}?[$€£]\s?\d(?:[^.;]|\.\d){0,60}?"
    r"\b(?P<kind>revolving|term|bridge|delayed[- ]draw|364-day|credit)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:agreements?|facilit(?:y|ies)|loans?)\b"
    # the amount after the agreement it sizes ("we entered into a 364-day term loan
    # agreement for $1.5 billion")
    r"|\b(?:entered into|executed|established|obtained|amended and restated|amended|extended"
    r"|replaced)\b(?:[^.;]|\.\d){0,40}?"
    r"\b(?P<kind2>revolving|term|bridge|delayed[- ]draw|364-day|credit)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:agreements?|facilit(?:y|ies)|loans?)\b\s+(?:for|of|providing for|in the amount of"
    r"|totaling|totalling)\s+(?:up to |an aggregate (?:principal amount )?of )?[$€£]\s?\d"
)
# What must be repaid or renewed within the year, with its amount: "of which $1.0 billion
# is related to the 2023 Senior Notes due in the next 12 months" (Salesforce 2023 p. 50),
# "… lines of credit, of which $322 million expire within one year" (Pfizer 2021 p. 85).
# The thing due is an instrument (a bullet note, a line that expires), or "of which $X" of
# one: the current part of an amortizing loan ("… the senior secured term loan, of which
# $210.0 million was outstanding …, $14.0 million of it due within one year", a generated
# filing) is a repayment profile, which the seventh round keeps out of refinancing.
_WITHIN_YEAR = re.compile(
    r"(?:\b(?:notes|bonds|debentures|commercial paper|lines? of credit|credit lines?"
    r"|facilit(?:y|ies))|\bof which [$€£]\s?[\d.,]+(?:\s?(?:million|billion|thousand))?)"
    r"\s+(?:are |is |will )?(?:due|expir\w*|matur\w*|payable|repayable|com(?:e|es|ing) due)"
    r"\s+(?:with)?in\s+(?:the next (?:12|twelve) months|(?:less than )?(?:one|a) year"
    r"|the coming year)\b"
)
_DEBT_WORD = re.compile(
    r"\b(?:notes|debt|borrowings|loans?|lines? of credit|credit lines?|facilit(?:y|ies)"
    r"|commercial paper|debentures|bonds)\b"
)
# Leases signed and not commenced: an obligation outside the balance sheet, told with its
# amount in the leases note or a table's footnote ("Excludes $665 of lease payments for
# leases that have been signed but not commenced", Costco 2021 p. 54).
_NOT_COMMENCED = re.compile(
    r"\bleases?\b(?:[^.;]|\.\d){0,80}?\b(?:not yet commenced|(?:have|has|had) not (?:yet )?"
    r"commenced|but (?:have |has )?not (?:yet )?commenced)\b"
)
# The interest and penalties accrued on uncertain tax positions: owed beyond the benefit,
# told once with its amount, in the tax note whose rollforwards are otherwise left out
# ("we recognize interest and penalties … in income tax expense" states no amount).
_PENALTIES = re.compile(
    r"\binterest and penalties\b(?:[^.;]|\.\d){0,80}?[$€£]\s?\d"
    r"|[$€£]\s?\d(?:[^.;]|\.\d){0,80}?\binterest and penalties\b"
)
# the price of a facility set by the ratings ("a spread of 0.50% to 1.125% … determined
# based on our credit ratings"): what a downgrade costs
_RATING_PRICED = re.compile(
    r"\b(?:spreads?|margins?|interest rates?|commitment fees?)\b(?:[^.;]|\.\S){0,200}?"
    r"\b(?:based on|determined by|depend\w* on|tied to|vary with)\b(?:[^.;]|\.\S){0,40}?"
    r"\bcredit ratings?\b"
)
_COURT = re.compile(r"\b(?:court|jury|tribunal|arbitrat\w+|appeals)\b")
_CAM_WHY = re.compile(
    # "We identified the evaluation of the U.S. rebates accrual as a critical audit
    # matter": an abbreviation's full stop inside the sentence
    r"^we identified\b.{0,250}?\bcritical audit matter"
    r"|^auditing\b.{0,250}?\b(?:was|were|is|required|involved)\b"
)
# the auditor's procedures, opinion and standard paragraphs: what it did, not what it found
_AUDITOR_OWN = re.compile(
    r"^(?:we |our |to test|to evaluate|the following|in our opinion|these |those |a company's"
    r"|because of its inherent|the company's management is responsible)"
)
_DATE_FULL = re.compile(rf"\b{MONTHS}\s+\d{{1,2}},?\s+(?:19|20)\d\d\b", re.I)
_REPORT_TITLE = re.compile(
    r"^\s*report of independent registered public accounting firm", re.I | re.M
)
_SIGNED = re.compile(r"^\s*/s/\s.*\b(?:llp|l\.l\.p\.)\s*$", re.I | re.M)
REPORT_PAGES = 5  # an auditor's report runs over at most this many pages


_STATEMENT_TITLE = re.compile(
    r"^\s*consolidated (?:balance sheets?|statements? of)\b(?![^\n]{60})", re.I | re.M
)
_CAM_HEADING = re.compile(r"^\s*critical audit matters?\s*$", re.I | re.M)


def audit_matters(pages: dict[int, str]) -> dict[int, int]:
    """Per page, the offset from which it tells the auditor's critical audit matters: from
    the "Critical Audit Matters" heading of a report ("Report of Independent Registered
    Public Accounting Firm") to the page the firm signs ("/s/ … LLP"). The opinion, the
    basis for it and the report on internal control come before and state no matter; a
    table of contents names the report's title and no matter."""
    out: dict[int, int] = {}
    numbers = sorted(pages)
    for i, n in enumerate(numbers):
        if not _REPORT_TITLE.search(pages[n]):
            continue
        opened = False
        for m in numbers[i : i + REPORT_PAGES]:
            if m != n and _STATEMENT_TITLE.search(pages[m]):
                break  # the statements follow the report (a signature the extraction lost)
            heading = _CAM_HEADING.search(pages[m])
            if heading and not opened:
                opened = True
                out[m] = heading.end()
            elif opened:
                out.setdefault(m, 0)
            if _SIGNED.search(pages[m]):
                break
    return out


def emphasis_pages(pages: dict[int, str]) -> set[int]:
    """Pages of an auditor's report (title to signature), where a paragraph opening on a
    pointer ("As discussed in Note 2 …") states the matter the auditor emphasises."""
    out: set[int] = set()
    numbers = sorted(pages)
    for i, n in enumerate(numbers):
        if not _REPORT_TITLE.search(pages[n]) or not _CAM_HEADING.search(
            "\n".join(pages[m] for m in numbers[i : i + REPORT_PAGES])
        ):
            continue
        for m in numbers[i : i + REPORT_PAGES]:
            if m != n and _STATEMENT_TITLE.search(pages[m]):
                break
            out.add(m)
            if _SIGNED.search(pages[m]):
                break
    return out


def legal_pages(pages: dict[int, str]) -> set[int]:
    """Pages told under a legal heading (litigation, legal proceedings, contingencies…)
    or in Item 3."""
    heads = matters(pages)
    its = items(pages)
    return {
        n
        for n in pages
        if "3" in its.get(n, set())
        or any(_LEGAL_HEADING.search(fold(h)) for _o, h in heads.get(n, []))
    }


# Rules whose sentence is a fact without a figure: the auditor names its matter, a
# contract its trigger (conditional by nature, as a change of control), a count its suits
# ("approximately 25 federal district court actions", which `risk.anchors` does not count)
_FACT_BY_ITSELF = frozenset(
    {"a critical audit matter", "a rating trigger", "a count of actions", "covenant compliance"}
)
_POINTER_OPENING = re.compile(r"^as (?:discussed|described|explained) in notes? ")
# the opinion, the report on internal control, a change of accounting method the report
# points at (a standard adopted): the report's standard paragraphs, no matter of the filer
_OPINION = re.compile(
    r"\bin our opinion\b|internal control over financial reporting|present fairly"
    r"|method of accounting|\badopt(?:ed|ion)\b"
)


def _sentence_rules(folded: str, *, legal: bool, cam: bool, report: bool) -> tuple[str, str] | None:
    """(category, rule) for an unproposed sentence, or None. `cam`: told in the critical
    audit matters of an auditor's report; `report`: elsewhere in that report."""
    if cam:
        if _CAM_WHY.search(folded):
            return "auditor_emphasis", "a critical audit matter"
        if _AUDITOR_OWN.search(folded) or _OPINION.search(folded):
            return None
        letters = sum(c.isalpha() for c in folded)
        if (MONEY.search(folded) or _DATE_FULL.search(folded)) and letters > 3 * sum(
            c.isdigit() for c in folded
        ):
            return "auditor_emphasis", "a figure of a critical audit matter"
        return None
    if report:
        # the paragraph an auditor adds on a matter it emphasises ("As discussed in Note
        # 2 to the financial statements, on January 29, 2019, the Company … filed …")
        if (
            _POINTER_OPENING.search(folded)
            and _DATE_FULL.search(folded)
            and not _OPINION.search(folded)
        ):
            return "auditor_emphasis", "a matter the auditor emphasises"
        return None
    if _COMPLIANCE.search(folded):
        return "covenant", "covenant compliance"
    if _NOT_COMMENCED.search(folded) and MONEY.search(folded):
        return "liquidity", "lease commitments not yet commenced"
    if _PENALTIES.search(folded):
        return "liquidity", "interest and penalties on tax positions"
    if _COMMITMENTS.search(folded):
        return "liquidity", "commitments with their amount"
    if _TAX_OWED.search(folded) and MONEY.search(folded) and "deferred" not in folded:
        return "liquidity", "tax owed with its amount"
    if _TAX_DISPUTE.search(folded) and (
        MONEY.search(folded) or re.search(r"\b(?:19|20)\d\d\b", folded)
    ):
        return "litigation", "a tax authority's assessment"
    if _AGENCY_ACTION.search(folded):
        return "liquidity", "a rating agency's action"
    if _RATING_TRIGGER.search(folded) and not _DENIED.search(folded):
        return "liquidity", "a rating trigger"
    if _RETURNS.search(folded):
        return "liquidity", "shareholder returns"
    if _POSITION.search(folded) and _AT_DATE.search(folded) and not _CHANGE.search(folded):
        debt = re.match(r"^(?:the company's |our |total |consolidated )?cash", folded) is None
        return ("refinancing" if debt else "liquidity"), "the position at a date"
    if _OUTSTANDING.search(folded) and _AT_DATE.search(folded):
        return "refinancing", "debt outstanding at a date"
    entered = _FACILITY_ENTERED.search(folded)
    if entered and re.search(r"\b(?:19|20)\d\d\b", folded):
        kind = entered.group("kind") or entered.group("kind2")
        revolving = kind in ("revolving", "credit")  # headroom, not a loan
        return ("undrawn_facilities" if revolving else "refinancing"), "a facility entered into"
    if _WITHIN_YEAR.search(folded) and _DEBT_WORD.search(folded) and MONEY.search(folded):
        return "refinancing", "what falls due within a year"
    if _COMMERCIAL_PAPER.search(folded):
        return "liquidity", "commercial paper with its amount"
    if _PLANNED.search(folded):
        return "liquidity", "a planned use of cash"
    if _FUNDED.search(folded):
        return "liquidity", "a pension plan's funded status"
    if _CASH_ACQUISITION.search(folded) and MONEY.search(folded):
        return "liquidity", "an acquisition paid in cash"
    if _DRAWN.search(folded):
        return "undrawn_facilities", "a facility drawn"
    if _RATING_PRICED.search(folded):
        return "liquidity", "a rating trigger"
    # a sentence naming a court or a jury is told under a legal heading wherever it sits
    # (a pharmaceutical filer's patent suits run under each product's own heading)
    if legal or _COURT.search(folded):
        if _CLAIMED.search(folded) and MONEY.search(folded):
            return "litigation", "an amount claimed or imposed"
        if _RULING.search(folded) and re.search(r"\b(?:19|20)\d\d\b", folded):
            return "litigation", "a court's ruling"
        if _ACTIONS.search(folded):
            return "litigation", "a count of actions"
    return None


def _whole_sentences(text: str) -> list[Sentence]:
    """The reader's sentences, a sentence cut at a short line mended: "… gross
    unrecognized tax benefits was $16.8" / "billion, of which $8.0 billion …" (a line
    that ends short on a figure reads as a block's end; what follows opens in lower case
    and the part before has no final punctuation)."""
    out: list[Sentence] = []
    for s in sentences(text):
        prev = out[-1] if out else None
        if (
            prev is not None
            and s.text[:1].islower()
            and not re.search(r"[.!?:;…][»”\")\]]*$", prev.text)
        ):
            out[-1] = Sentence(prev.start, s.end, copy_span(text, prev.start, s.end))
        else:
            out.append(s)
    return out


def propose(
    pages: dict[int, str],
    company: str = "",
    proposed: list[ProposedSignal] | None = None,
    language: str = "en",
) -> list[ProposedSignal]:
    """The structure proposals of a filing's pages, less what is already proposed (a
    quote containing, or contained in, one proposed on its page)."""
    taken: dict[int, list[str]] = {}
    for sig in proposed or []:
        taken.setdefault(sig.page, []).append(fold(sig.quote))
    legal = legal_pages(pages)
    cam = audit_matters(pages)
    report = emphasis_pages(pages)
    credit = credit_pages(pages)
    heads = matters(pages)
    out: list[ProposedSignal] = []

    def add(number: int, quote: str, category: str, rule: str) -> None:
        # a table's footnote opens on its mark ("(2) During 2019 and 2018, we drew down
        # …"): the sentence is what follows it, still verbatim on the page
        quote = _FOOTNOTE_MARK.sub("", quote, count=1)
        folded = fold(quote)
        if any(folded in t or t in folded for t in taken.get(number, [])):
            return
        taken.setdefault(number, []).append(folded)
        out.append(
            ProposedSignal(
                category=category,  # type: ignore[arg-type]  # one of CATEGORIES
                quote=quote,
                page=number,
                why=_WHY["fr"].format(category=category, rule=_RULES_FR.get(rule, rule))
                if language == "fr"
                else _WHY["en"].format(category=category, rule=rule),
            )
        )

    for number in sorted(pages):
        text = pages[number]
        spans = schedules(text)
        # a debt note's rows, not the balance sheet's (its current-portion line is the
        # statement's total, told again in the note)
        if credit.get(number) and not _BALANCE_SHEET.search(text):
            spans += near_rows(text) + facility_rows(text)
        spans += period_rows(text)
        for start, end, category, rule in spans:
            add(number, copy_span(text, start, end), category, rule)
        for s in _whole_sentences(text):
            if not risk_reader._is_prose(s.text):
                continue
            folded = fold(s.text)
            in_cam = number in cam and s.start >= cam[number]
            hit = _sentence_rules(
                folded, legal=number in legal, cam=in_cam, report=number in report
            )
            if hit is None:
                continue
            heading = next((h for off, h in reversed(heads.get(number, [])) if off < s.start), "")
            if hit[1] == "tax owed with its amount" and _TAX_NOTE.search(fold(heading)):
                # the income-tax note accounts for every benefit and reserve (rollforwards,
                # the share that would lower the rate); the tax an analyst counts as owed is
                # the one the liquidity section lists beside the other obligations
                continue
            judged = assess(s.text, company)
            # the auditor's report tells its matters after a pointer ("As discussed in
            # Note 2 …, on January 29, 2019, the Company … filed …"): a fact, not a pointer
            if number not in report and judged.not_signal is not None:
                continue
            if hit[1] not in _FACT_BY_ITSELF and not (
                judged.anchors.figures or judged.anchors.date
            ):
                continue
            add(number, s.text, *hit)
    return out


def read(payload: dict[str, Any]) -> SignalsReply:
    """The offline provider's entry point for task "risk_reader": the lexicon reader's
    proposals, then the structure's (a correction payload is the lexicon reader's)."""
    reply = risk_reader.read(payload)
    if payload.get("corrections"):
        return reply
    pages = {int(p["number"]): str(p["text"]) for p in payload.get("pages", [])}
    extra = propose(
        pages,
        str(payload.get("company", "")),
        list(reply.signals),
        str(payload.get("language", "en")),
    )
    return SignalsReply(signals=[*reply.signals, *extra])
