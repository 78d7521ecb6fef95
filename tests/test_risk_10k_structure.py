"""The offline reader's 10-K structure proposals (`analyste.offline.tenk`, issue 16, eighth
round).

On the real 10-Ks labelled by hand, half the sentences an analyst keeps were never
proposed: a debt note's tables, the commitments and taxes a filer owes, shareholder
returns, the cash and debt position, ratings, a legal note's amounts and rulings, the
critical audit matters of the auditor's report. Each test below is a page written in the
layout of a 10-K (our own wording and companies, no filing's sentence), with the failure it
must catch and the neighbour it must leave alone (boilerplate is never proposed).
"""

from __future__ import annotations

import pytest

from analyste.offline import risk_reader, tenk
from analyste.providers.offline import AGENTS
from analyste.risk import fold


def _proposed(pages: dict[int, str], company: str = "Harlow Instruments") -> list[tuple]:
    """What the structure proposes beyond the lexicon reader (whose own proposals are
    tested in test_risk_relevance and test_risk_phrasing)."""
    payload = {
        "slug": "harlow",
        "company": company,
        "language": "en",
        "pages": [{"number": n, "text": t} for n, t in pages.items()],
    }
    lexicon_reply = risk_reader.read(payload)
    reply = tenk.read(payload)
    assert reply.signals[: len(lexicon_reply.signals)] == lexicon_reply.signals
    return [(s.page, s.category, s.quote) for s in reply.signals[len(lexicon_reply.signals) :]]


def _quotes(pages: dict[int, str], category: str | None = None) -> list[str]:
    return [q for _p, c, q in _proposed(pages) if category is None or c == category]


def _has(quotes: list[str], words: str) -> bool:
    return any(fold(words) in fold(q) for q in quotes)


DEBT_NOTE = """NOTE 9. LONG-TERM DEBT
The senior notes are unsecured obligations of the parent company and rank equally with all
of its other unsecured and unsubordinated indebtedness from time to time outstanding. Each
series pays interest semi-annually and may be redeemed at our option in whole or in part at
any time at a redemption price equal to the greater of par and a make-whole amount based on
the yield of comparable treasury securities plus a spread set in the supplemental indenture.
Harlow Instruments issues senior notes under an indenture dated 2012 and keeps a
revolving facility with a group of banks. The carrying value of long-term debt consisted of
the following:
2024 2023
4.125% Senior Notes due March 2025 $ 650 $ 650
3.500% Senior Notes due October 2029 900 900
5.250% Senior Notes due June 2034 1,200 1,200
Total long-term debt 2,750 2,750
Current portion of long-term debt 650 40
Long-Term Credit Facilities
(dollars in millions) Maturity Capacity Unused Capacity
Harlow revolving credit facility (1) 2027 $ 1,500 $ 1,420
(1) The facility is available for general corporate purposes and the issuance of letters of
credit.
Future principal payments of our long-term debt at December 31, 2024 are as follows (in
millions):
2025 $ 650
2026 —
2027 80
2028 120
Thereafter 2,100
"""


def test_a_maturity_schedule_is_its_lead_in_and_its_year_rows() -> None:
    """Verizon-like and Oracle-like notes print the schedule a labeller copies as a lead-in
    ending in "as follows" and one row per year; the reader proposed the lead-in alone,
    or nothing (no final punctuation: not prose)."""
    quotes = _quotes({71: DEBT_NOTE}, "refinancing")
    schedule = [q for q in quotes if q.startswith("Future principal payments")]
    assert len(schedule) == 1
    assert schedule[0].endswith("Thereafter 2,100")
    assert "2027 80 2028 120" in schedule[0]


def test_a_lease_schedule_is_no_debt_maturity() -> None:
    """What the schedule lists decides: future lease payments are no debt's maturities."""
    page = """NOTE 11. LEASES
Future minimum lease payments under operating leases at December 31, 2024 are as follows:
2025 $ 45
2026 41
2027 38
Thereafter 120
"""
    assert not _has(_quotes({80: page}), "Future minimum lease payments")


def test_the_debt_table_row_due_next_year_and_the_current_portion() -> None:
    """A note due in the year after the table's latest column (2024 → March 2025) is the
    refinancing an analyst writes down; notes due in 2029 and 2034 are not."""
    quotes = _quotes({71: DEBT_NOTE}, "refinancing")
    assert "4.125% Senior Notes due March 2025 $ 650 $ 650" in quotes
    assert not _has(quotes, "Senior Notes due October 2029")
    assert not _has(quotes, "Senior Notes due June 2034")
    assert "Current portion of long-term debt 650 40" in quotes


def test_the_balance_sheet_current_portion_is_not_proposed() -> None:
    """The balance sheet prints the current portion too; the note's row is the one told
    with its notes (the statement's line would be a second copy on another page)."""
    sheet = """CONSOLIDATED BALANCE SHEETS
Long-term debt and liabilities 2024 2023
Accounts payable 410 390
Current portion of long-term debt 650 40
Long-term debt 2,100 2,750
Total liabilities and equity 9,800 9,450
"""
    assert not _has(_quotes({60: sheet}), "Current portion of long-term debt")


def test_a_credit_facility_row_with_its_capacity() -> None:
    """The facility's row names it with its maturity, capacity and what is unused; a row
    is no sentence and was never read. Its footnote, a paragraph line, is not a row."""
    quotes = _quotes({71: DEBT_NOTE}, "undrawn_facilities")
    assert "Harlow revolving credit facility (1) 2027 $ 1,500 $ 1,420" in quotes
    assert not _has(quotes, "available for general corporate purposes")


LIQUIDITY = """Liquidity and Capital Resources
The Company's cash and cash equivalents were $1.9 billion and $2.4 billion at December 31,
2024 and 2023, respectively.
Total debt was $2.8 billion at December 31, 2024, unchanged from the prior year end.
In 2024, the Company returned approximately $1.1 billion to shareholders through dividends
and share repurchases.
Our purchase commitments for components and plant equipment totaled $640 million as of
December 31, 2024, of which $410 million is due within the next 12 months.
As of December 31, 2024, we had $312 million of gross unrecognized tax benefits, including
related interest and penalties.
In February 2024, Moody's lowered our senior unsecured rating one notch to Baa2, and our
short-term rating was affirmed.
Certain of our derivative agreements contain credit-rating thresholds under which we may be
required to post collateral if our credit ratings are lowered below investment grade.
Cash generated by operations funds our working capital and our capital expenditures.
"""


@pytest.mark.parametrize(
    ("category", "words"),
    [
        ("liquidity", "cash and cash equivalents were $1.9 billion"),
        ("refinancing", "Total debt was $2.8 billion at December 31, 2024"),
        ("liquidity", "returned approximately $1.1 billion to shareholders"),
        ("liquidity", "purchase commitments for components"),
        ("liquidity", "$312 million of gross unrecognized tax benefits"),
        ("liquidity", "Moody's lowered our senior unsecured rating"),
        ("liquidity", "may be required to post collateral"),
    ],
)
def test_liquidity_facts_stated_without_a_risk_word(category: str, words: str) -> None:
    """The cash and debt position at a date, shareholder returns (a use of cash),
    commitments and tax owed with their amount, a rating agency's action and the
    collateral a downgrade triggers (a clause, proposed in the conditional): none of them
    uses a word of the lexicon, each is a fact an analyst copies from a 10-K. Since the
    seventh round the lexicon reader reads a rating cut itself ("Moody's lowered"): the
    fact must be proposed, by either reader, in its category."""
    payload = {
        "slug": "harlow",
        "company": "Harlow Instruments",
        "language": "en",
        "pages": [{"number": 44, "text": LIQUIDITY}],
    }
    everything = [s.quote for s in tenk.read(payload).signals if s.category == category]
    assert _has(everything, words)


USES = """Liquidity and Capital Resources
Our principal sources of liquidity are cash from operations and the revolving facility,
which together fund our dividends, our capital expenditures and our debt service. Our
existing $2.0 billion commercial paper program allows us to issue unsecured short-term
promissory notes through dealers.
It is our current intention to spend approximately $900 million to $1.1 billion on capital
expenditures during fiscal 2025.
Our defined benefit pension plans were 78% funded as of December 31, 2024.
Under the merger agreement, we will acquire all outstanding shares of Brisk Analytics in an
all-cash transaction for a total equity value of approximately $2.3 billion.
During 2024, we drew down $400 million under our export credit facilities.
Amounts outstanding under the receivables program bear interest at a benchmark rate plus a
margin of 0.75% to 1.25%, the margin being determined based on our credit ratings.
Cash and cash equivalents were $0.4 billion lower at December 31, 2024 than a year earlier.
"""


@pytest.mark.parametrize(
    ("category", "words"),
    [
        ("liquidity", "$2.0 billion commercial paper program"),
        ("liquidity", "intention to spend approximately $900 million"),
        ("liquidity", "pension plans were 78% funded"),
        ("liquidity", "we will acquire all outstanding shares of Brisk Analytics"),
        ("undrawn_facilities", "we drew down $400 million under our export credit facilities"),
        ("liquidity", "the margin being determined based on our credit ratings"),
    ],
)
def test_uses_of_cash_and_the_price_of_a_rating(category: str, words: str) -> None:
    """Commercial paper by its program's size, a planned outlay, a pension plan's funded
    status, an acquisition paid in cash, a facility drawn, and a facility priced on the
    ratings (what a downgrade costs): liquidity facts no risk word names."""
    assert _has(_quotes({45: USES}, category), words)


def test_a_table_footnote_is_quoted_without_its_mark() -> None:
    """A facility table's footnote tells the draws ("(2) During 2024, we drew down …"); the
    sentence is quoted from after its mark, as a reader copies it."""
    page = USES.replace("During 2024, we drew down", "(2) During 2024, we drew down")
    quotes = _quotes({45: page}, "undrawn_facilities")
    assert any(q.startswith("During 2024, we drew down $400 million") for q in quotes)


def test_a_plan_named_is_no_planned_outlay() -> None:
    """ "Plans" the noun (benefit plans, a restructuring Plan) announces no outlay: a past
    contribution is not a planned use of cash."""
    page = (
        "Liquidity and Capital Resources\n" + OPENING + "\nUnder our postretirement benefit "
        "plans we paid $120 million of contributions in 2024.\n"
    )
    assert not _has(_quotes({45: page}), "we paid $120 million of contributions")


def test_a_change_in_cash_is_not_its_position() -> None:
    """The sentence "Cash … were $0.4 billion lower at …" compares two years; the
    position is the sentence that states the balance."""
    assert not _has(_quotes({45: USES}), "Cash and cash equivalents were $0.4 billion lower")


def test_liquidity_generalities_are_not_proposed() -> None:
    """Without an amount, a sentence about cash states nothing (boilerplate never)."""
    assert not _has(_quotes({44: LIQUIDITY}), "Cash generated by operations funds")


OPENING = (
    "Our principal sources of liquidity are cash from operations and the revolving facility,"
    "\nwhich together fund our dividends, our capital expenditures and our debt service."
)


@pytest.mark.parametrize(
    "sentence",
    [
        "There are no provisions in our debt agreements that would require us to post "
        "collateral or repay debt as a result of a downgrade of our credit ratings.",
        "Deferred tax liabilities of $85 million relate mainly to accelerated depreciation "
        "of plant equipment.",
        "Cash and cash equivalents consist of highly liquid investments with maturities of "
        "three months or less.",
    ],
)
def test_denied_triggers_deferred_taxes_and_definitions_are_not_proposed(sentence: str) -> None:
    """A trigger denied is no trigger; a deferred tax is no tax owed; a definition of
    cash states no position."""
    page = f"Liquidity and Capital Resources\n{OPENING}\n{sentence}\n"
    assert not _has(_quotes({44: page}), sentence[:40])


def test_tax_owed_is_read_beside_the_obligations_not_in_the_tax_note() -> None:
    """The income-tax note accounts for every benefit and reserve (its rollforward, the
    share that would lower the rate); the tax an analyst counts as owed is the one the
    liquidity section lists with the other obligations."""
    note = """NOTE 6. INCOME TAXES
The income tax provision reflects the statutory rates of the jurisdictions where we operate
and the effect of our foreign operations, which are taxed at rates below the U.S. rate.
As of December 31, 2024, $180 million of gross unrecognized tax benefits would lower the
effective tax rate if recognized in a future period.
"""
    assert not _has(_quotes({90: note}), "$180 million of gross unrecognized tax benefits")
    assert _has(_quotes({44: LIQUIDITY}, "liquidity"), "$312 million of gross unrecognized")


def test_a_tax_authority_assessment_is_a_dispute() -> None:
    """An authority's examination report or assessment, with the years it covers, is a
    tax dispute (labelled as litigation); "remain open to examination" is no dispute."""
    page = """NOTE 6. INCOME TAXES
The IRS has issued Revenue Agent's Reports for tax years 2016 through 2018 proposing
adjustments to our transfer pricing, and we have filed a protest with the IRS Independent
Office of Appeals.
Tax years 2019 through 2024 remain open to examination by the major taxing jurisdictions.
"""
    quotes = _quotes({90: page}, "litigation")
    assert _has(quotes, "The IRS has issued Revenue Agent's Reports for tax years 2016")
    assert not _has(_quotes({90: page}), "remain open to examination")


LEGAL = """NOTE 14. COMMITMENTS AND CONTINGENCIES
Legal Proceedings
In March 2023, Ostrander Photonics filed a complaint in the U.S. District Court for the
District of Delaware alleging that our sensor modules infringe four of its patents.
Ostrander estimated its damages to be as high as $1.4 billion, and it also seeks enhanced
damages and attorneys' fees.
In November 2024, the court ruled that two of the asserted patents are invalid and that our
modules do not infringe the other two.
The Company is currently a defendant in approximately 40 state court actions alleging
exposure to solvents at its former Ridgeway plant.
We are subject to various legal proceedings and claims that arise in the ordinary course of
business.
"""


@pytest.mark.parametrize(
    "words",
    [
        "estimated its damages to be as high as $1.4 billion",
        "the court ruled that two of the asserted patents are invalid",
        "approximately 40 state court actions alleging",
    ],
)
def test_a_legal_note_states_amounts_rulings_and_counts(words: str) -> None:
    """Under a legal heading, an amount claimed or imposed, a court's ruling on validity or
    infringement, and a count of pending actions are the suit's facts (Item 3 or the
    contingencies note of every large filer)."""
    assert _has(_quotes({120: LEGAL}, "litigation"), words)


def test_a_ruling_that_names_its_court_is_read_under_a_product_heading() -> None:
    """A pharmaceutical filer tells its patent suits under each product's heading (no
    legal word in it): a sentence naming its court is a suit's wherever it is told."""
    page = """Velnora (tizarbine)
In June 2023, the U.S. District Court for the District of New Jersey ruled that our
compound patent expiring in 2031 is valid and infringed by the proposed generic product.
Velnora is marketed in 40 countries under licences granted in 2019.
"""
    assert _has(_quotes({102: page}, "litigation"), "ruled that our compound patent")


def test_the_ordinary_course_sentence_is_never_proposed() -> None:
    assert not _has(_quotes({120: LEGAL}), "ordinary course of business")


def test_an_amount_claimed_outside_a_legal_heading_is_left_to_the_lexicon() -> None:
    """The litigation structure reads the legal note only: the same sentence in the
    MD&A's revenue discussion is not read by it."""
    page = "Results of Operations\nOstrander estimated its damages to be as high as $1.4 billion.\n"
    assert not any(c == "litigation" and "as high as" in q for _p, c, q in _proposed({30: page}))


AUDIT = """Report of Independent Registered Public Accounting Firm
To the Shareholders and the Board of Directors of Harlow Instruments
Opinion on the Financial Statements
We have audited the accompanying consolidated balance sheets of Harlow Instruments as of
December 31, 2024 and 2023, and the related statements of operations.
In our opinion, the consolidated financial statements present fairly, in all material
respects, the financial position of the Company at December 31, 2024 and 2023.
As discussed in Note 2 to the consolidated financial statements, on February 12, 2025, the
Company filed a voluntary petition for reorganization under Chapter 11 of the U.S.
Bankruptcy Code.
Critical Audit Matters
Warranty Reserve
At December 31, 2024, the Company's warranty reserve was $214 million. As discussed in Note
8, the reserve is estimated from failure rates of installed products.
Auditing the warranty reserve required significant judgment because the estimated failure
rates of newly launched products rest on limited field history.
We tested the controls over the reserve process and compared the failure rates to repairs of
$36 million paid after year end.
/s/ Calloway & Pruitt LLP
"""


def test_critical_audit_matters_their_own_sentences_and_figures() -> None:
    """Each critical audit matter is told by why the auditor chose it ("Auditing …
    required significant judgment …") and by the balance it names; the auditor's
    procedures ("We tested …"), even with an amount, and the opinion, even with a date,
    are the report's standard paragraphs."""
    quotes = _quotes({58: AUDIT}, "auditor_emphasis")
    assert _has(quotes, "Auditing the warranty reserve required significant judgment")
    assert _has(quotes, "the Company's warranty reserve was $214 million")
    assert not _has(quotes, "We tested the controls")
    assert not _has(quotes, "present fairly")
    assert not _has(quotes, "We have audited")


def test_a_critical_audit_matter_named_with_an_abbreviation() -> None:
    """ "We identified the evaluation of the U.S. rebates accrual as a critical audit
    matter …": the abbreviation's full stop is inside the sentence."""
    page = AUDIT.replace(
        "Auditing the warranty reserve required significant judgment because",
        "We identified the evaluation of the U.S. warranty reserve as a critical audit matter"
        " because",
    )
    assert _has(_quotes({58: page}, "auditor_emphasis"), "We identified the evaluation of the U.S.")


def test_a_matter_the_auditor_emphasises_after_a_pointer() -> None:
    """The auditor's emphasis paragraph opens on a pointer ("As discussed in Note 2 …")
    and states a dated event: a fact of the report, not a cross-reference."""
    quotes = _quotes({58: AUDIT}, "auditor_emphasis")
    assert _has(quotes, "on February 12, 2025, the Company filed a voluntary petition")


def test_a_table_of_contents_naming_the_report_reads_no_matter() -> None:
    """A contents page lists the report's title among the items; with no critical audit
    matter heading after it, nothing on it is read as the auditor's."""
    toc = """TABLE OF CONTENTS
Report of Independent Registered Public Accounting Firm 58
Consolidated Statements of Operations 60
At December 31, 2024, the Company employed 12,400 people in 14 countries.
"""
    assert _quotes({3: toc}, "auditor_emphasis") == []


def test_a_sentence_the_lexicon_proposes_is_not_proposed_twice() -> None:
    """The structure adds to the lexicon reader, it does not copy it: a commitments
    sentence that also names the revolving facility's commitments is the lexicon's."""
    page = """Liquidity and Capital Resources
Our $1.5 billion revolving credit facility provides for commitments of $1.5 billion through
2027, all of which were unused at December 31, 2024.
"""
    payload = {"company": "Harlow", "language": "en", "pages": [{"number": 44, "text": page}]}
    assert len(risk_reader.read(payload).signals) == 1
    assert _proposed({44: page}) == []


def test_the_offline_provider_reads_through_the_structure() -> None:
    """The offline provider's risk reader is the lexicon reader followed by the structure
    proposals (one entry point; a correction payload is re-copied as before)."""
    assert AGENTS["risk_reader"] == "analyste.offline.tenk:read"
    fix = tenk.read(
        {
            "company": "Harlow Instruments",
            "language": "en",
            "pages": [{"number": 71, "text": DEBT_NOTE}],
            "corrections": [
                {
                    "category": "refinancing",
                    "quote": "4.125% Senior Notes due March 2025 $ 650",
                    "page": 71,
                    "found_on_page": None,
                    "why": "",
                }
            ],
        }
    )
    assert all(s.category == "refinancing" for s in fix.signals)


def test_why_a_proposal_was_made_reads_in_the_filing_language() -> None:
    """The review shows why each signal was proposed: in French for a French reading,
    every rule's name in French words."""
    page = {"number": 44, "text": LIQUIDITY}
    fr = tenk.read({"company": "Harlow", "language": "fr", "pages": [page]})
    en = tenk.read({"company": "Harlow", "language": "en", "pages": [page]})
    structure_fr = [s.why for s in fr.signals if "structure d'un 10-K" in s.why]
    structure_en = [s.why for s in en.signals if "10-K structure rule" in s.why]
    assert structure_fr and len(structure_fr) == len(structure_en)
    assert all(fold(name) not in fold(w) for w in structure_fr for name in tenk._RULES_FR)


def test_a_sentence_cut_at_a_short_line_is_read_whole() -> None:
    """A line that ends short on a figure ("… gross unrecognized tax benefits was $16.8")
    reads as the end of a block; the sentence is the two pieces together, not a fragment
    opening on "billion, of which …"."""
    page = AUDIT.replace(
        "At December 31, 2024, the Company's warranty reserve was $214 million. As discussed",
        "At December 31, 2024, the Company's warranty reserve was $214\nmillion, of which "
        "$80 million relates to products launched in 2024. As discussed",
    )
    quotes = _quotes({58: page}, "auditor_emphasis")
    assert any(q.startswith("At December 31, 2024, the Company's warranty reserve") for q in quotes)
    assert not any(q.startswith("million, of which") for q in quotes)


# ---------------------------------------------------------------- round 10: the credit notes

# A debt note's paragraphs in the layout of a 10-K (our own wording and company): what the
# tenth round found missing on the labelled 10-Ks and, by the lead's account, on fresh
# ones: covenant compliance, debt outstanding under an instrument, what falls due within a
# year, lease commitments not yet commenced, the tax note's interest and penalties, the
# debt row of the obligations by period. Beside each, the boilerplate it must leave alone.
CREDIT_NOTE = """NOTE 10. DEBT
The credit agreement contains customary affirmative and negative covenants, including a
limit on the ratio of consolidated debt to consolidated earnings, and events of default.
We and our consolidated subsidiaries were in compliance with all of the financial covenants
of our credit agreements.
Borrowings under the term loan agreement bear interest at a floating rate plus a margin
set by the agreement, payable quarterly, with no scheduled amortization of the principal.
As of December 31, 2024, we had $1.4 billion outstanding under the term loan agreement.
At year-end 2024, our foreign subsidiaries also had $210 million of borrowings outstanding,
primarily under uncommitted lines of credit with local banks.
On April 2, 2024, we borrowed $2.0 billion under a delayed-draw term loan to fund part of
the purchase price of the Norcott acquisition described in Note 3.
The total carrying value of our senior notes was $6.8 billion, of which $500 million is
related to the 2025 Senior Notes due in the next 12 months.
Our lenders have also provided $300 million in uncommitted lines of credit, of which $240
million expire within one year.
"""


def test_covenant_compliance_is_a_fact_without_a_figure() -> None:
    """“We … were in compliance with all of the financial covenants of our credit
    agreements” states a fact of this company (Verizon-like, undated): the lexicon names
    the covenant but the sentence carries no figure, so it was never proposed. The
    agreement's customary covenants named as a kind are no fact."""
    quotes = _quotes({88: CREDIT_NOTE}, "covenant")
    assert _has(quotes, "were in compliance with all of the financial covenants")
    assert not _has(quotes, "contains customary affirmative and negative covenants")


def test_a_covenant_denied_is_not_read_as_compliance() -> None:
    """“not in compliance” is a breach (the lexicon's to read), and "are not restricted
    by debt covenants" a negation: neither is proposed as a compliance fact."""
    page = (
        CREDIT_NOTE.replace("were in compliance with all", "were not in compliance with one")
        + "Our dividends are not restricted by any covenant of our debt agreements.\n"
    )
    assert not any("10-K structure" in w and "compliance" in w for w in _whys({88: page}))


def _read(pages: dict[int, str]) -> list:
    """Everything the offline reader proposes (lexicon and structure): a fact missed is
    missed by both."""
    payload = {
        "company": "Harlow Instruments",
        "language": "en",
        "pages": [{"number": n, "text": t} for n, t in pages.items()],
    }
    return list(tenk.read(payload).signals)


def _whys(pages: dict[int, str]) -> list[str]:
    return [s.why for s in _read(pages)]


def _all_quotes(pages: dict[int, str]) -> list[str]:
    return [s.quote for s in _read(pages)]


def test_debt_outstanding_under_an_instrument_at_a_date() -> None:
    """“we had $1.4 billion outstanding under the term loan agreement”, "$210 million of
    borrowings outstanding, primarily under uncommitted lines of credit": a debt position
    whose sentence does not open on the debt (McDonald's-like), never proposed; the
    pricing of the loan is not."""
    quotes = _all_quotes({88: CREDIT_NOTE})
    assert _has(quotes, "we had $1.4 billion outstanding under the term loan agreement")
    assert _has(quotes, "$210 million of borrowings outstanding")
    assert not _has(quotes, "bear interest at a floating rate")


def test_a_term_loan_drawn_with_its_date_and_amount() -> None:
    """“we borrowed $2.0 billion under a delayed-draw term loan”: the facility-drawn rule
    read only "under the/our … facility"."""
    assert _has(_quotes({88: CREDIT_NOTE}), "we borrowed $2.0 billion under a delayed-draw")


def test_what_falls_due_within_a_year() -> None:
    """“of which $500 million is related to the 2025 Senior Notes due in the next 12
    months”, "of which $240 million expire within one year": what must be refinanced or
    renewed within the year, told with its amount."""
    quotes = _all_quotes({88: CREDIT_NOTE})
    assert _has(quotes, "due in the next 12 months")
    assert _has(quotes, "expire within one year")
    # the current part of an amortizing loan is its repayment profile, not a refinancing
    page = CREDIT_NOTE + (
        "Debt also includes the equipment term loan, of which $96 million was outstanding\n"
        "at December 31, 2024, $12 million of it due within one year under its schedule.\n"
    )
    assert not _has(_all_quotes({88: page}), "$12 million of it due within one year")


LEASES = """NOTE 7. LEASES
Leases that have not yet commenced are not recognized on the balance sheet until the
lessor makes the underlying asset available to us for use.
As of December 31, 2024, we had additional operating lease commitments of $312 million for
leases that have not yet commenced, primarily for distribution centers.
Maturities of operating lease liabilities:
2025 $ 120
2026 110
(1) Excludes $88 of lease payments for leases that have been signed but not commenced.
"""


def test_lease_commitments_not_yet_commenced() -> None:
    """Leases signed and not yet commenced are an obligation outside the balance sheet,
    told with its amount in the leases note or a table's footnote (Costco-like); the
    policy sentence without an amount is not proposed."""
    quotes = _quotes({64: LEASES}, "liquidity")
    assert _has(quotes, "additional operating lease commitments of $312 million")
    assert _has(quotes, "Excludes $88 of lease payments")
    assert not _has(quotes, "are not recognized on the balance sheet")


TAX_NOTE = """NOTE 14. INCOME TAXES
We recognize interest and penalties related to unrecognized tax benefits in the provision
for income taxes.
Gross unrecognized tax benefits increased $40 million during 2024, primarily for positions
taken in prior years.
As of December 31, 2024, we had accrued $96 million for interest and penalties related to
unrecognized tax benefits.
"""


def test_interest_and_penalties_accrued_in_the_tax_note() -> None:
    """The tax note's rollforwards stay out (eighth round), but the interest and penalties
    accrued on uncertain positions are owed beyond the benefit itself and told once, with
    their amount; the policy sentence naming them is not proposed."""
    quotes = _quotes({97: TAX_NOTE})
    assert _has(quotes, "accrued $96 million for interest and penalties")
    assert not _has(quotes, "We recognize interest and penalties")
    assert not _has(quotes, "Gross unrecognized tax benefits increased")


OBLIGATIONS = """Contractual Obligations
The following table summarizes our contractual obligations at December 31, 2024:
Payments Due by Period
(in millions) Total Less than 1 year 1-3 years 3-5 years More than 5 years
Long-term debt obligations (1) $ 5,100 $ 650 $ 1,200 $ 900 $ 2,350
Operating lease obligations 410 120 180 70 40
"""
SELECTED = """Selected Financial Data
(in millions) 2024 2023 2022 2021 2020
Long-term debt $ 5,100 $ 4,300 $ 4,500 $ 3,900 $ 3,700
Total assets 21,400 20,100 19,800 18,700 17,900
"""


def test_the_debt_row_of_the_obligations_by_period() -> None:
    """The debt row of a contractual-obligations table is its maturity schedule by period
    (Oracle-like "Principal payments on borrowings (1) $ …"); a five-year history of the
    balance (selected financial data) is not."""
    assert _has(_quotes({47: OBLIGATIONS}, "refinancing"), "Long-term debt obligations (1) $ 5,100")
    assert not _has(_quotes({37: SELECTED}), "Long-term debt $ 5,100")


FACILITIES = """NOTE 11. CREDIT FACILITIES
We maintain committed credit facilities with a syndicate of banks to support our liquidity
and our commercial paper program, and we review their size and terms every year.
In March 2024, we entered into a five-year $2.5 billion revolving credit agreement that
expires in March 2029, replacing our prior agreement.
On June 1, 2024, we entered into a $3.0 billion term loan credit agreement, which we drew
in full on June 15, 2024 to fund the Norcott acquisition.
Outstanding borrowings under the Term Loan were $1.5 billion at year-end 2024.
On March 15, 2024, in connection with the Norcott offer, we entered into a 364-day term
loan agreement for $1.5 billion with two of our relationship banks.
The revolving credit agreement contains customary representations, warranties and events
of default, and borrowings under it bear interest at a rate based on our credit ratings.
"""


def test_a_facility_entered_into_with_its_size_and_date() -> None:
    """“we entered into a five-year $2.5 billion revolving credit agreement that expires
    in March 2029”, "… a $3.0 billion term loan credit agreement, which we drew in full
    …": a facility's size and term, which the lexicon reads only as "facility"; its
    customary terms are not a fact."""
    quotes = _all_quotes({89: FACILITIES})
    assert _has(quotes, "$2.5 billion revolving credit agreement that expires")
    assert _has(quotes, "$3.0 billion term loan credit agreement")
    # the amount after the agreement it sizes
    assert _has(quotes, "364-day term loan agreement for $1.5 billion")
    assert not _has(quotes, "contains customary representations")


def test_outstanding_borrowings_open_the_position() -> None:
    """“Outstanding borrowings under the Term Loan were $1.5 billion at year-end 2024”:
    the position rule read "borrowings" only at the sentence's start."""
    assert _has(_all_quotes({89: FACILITIES}), "Outstanding borrowings under the Term Loan")


MORTGAGE_SCHEDULE = """6. Mortgage Notes Payable
The mortgage notes payable are secured by the properties they finance and are generally
non-recourse to the Company beyond customary exceptions for fraud and environmental matters.
Contractual aggregate principal payments of mortgage notes payable at December 31, 2024 are
as follows:
Principal Payments
(in thousands)
2025 $ 412,300
2026 1,208,450
2027 15,920
2028 16,710
Thereafter 488,000
Total aggregate principal payments 2,141,380
"""


def test_a_maturity_schedule_with_a_column_header_under_its_lead_in() -> None:
    """A schedule printed with its column header between the lead-in and the year rows
    ("… are as follows:" / "Principal Payments" / "(in thousands)" / "2025 $ 412,300" …,
    a real-estate filer's mortgage notes) was cut at the header and never proposed."""
    quotes = _quotes({93: MORTGAGE_SCHEDULE}, "refinancing")
    assert _has(quotes, "are as follows: Principal Payments (in thousands) 2025 $ 412,300")
    assert _has(quotes, "Thereafter 488,000")


@pytest.mark.parametrize(
    "sentence",
    [
        "Long-term debt totaled $12.3 billion at December 31, 2025.",
        "Our long-term debt, including the current portion, was $6.1 billion at "
        "September 30, 2025.",
    ],
)
def test_the_debt_notes_total_opens_the_position(sentence: str) -> None:
    """Thirteenth round (the lead's fresh 10-Ks, by class: the debt note's total never
    proposed): the position rule read "total debt", "borrowings" and "short-term debt"
    as a sentence's subject, not "long-term debt", the line the debt note totals."""
    page = "NOTES TO CONSOLIDATED FINANCIAL STATEMENTS\nNote 8. Debt\n" + sentence + "\n"
    assert (40, "refinancing", sentence) in _proposed({40: page})
