"""Which pages of a 10-K the risk reader reads: the annual report filed as Exhibit 13.

Verizon 2019 (and Verizon 2016, Pfizer 2016 and 2019) incorporates its MD&A and its
financial statements by reference from the annual report to shareholders, filed as
Exhibit 13 and printed inside the PDF after the signatures (Verizon 2019 pp. 39-124). The
reader skipped them as exhibits (121 of 143 pages), so the filing's notes were never read.
An exhibit is read when its pages are the statements and notes (an auditor's report, the
statements' titles, "Notes to Consolidated Financial Statements"); credit agreements,
consents and certifications stay out, even when their clauses name the statements.
"""

from __future__ import annotations

from analyste.signals import exhibit_pages, select_pages, statement_pages

FILLER = "The Company reviews its operations in the ordinary course of its business. " * 20


def annual_report_10k() -> dict[int, str]:
    """A 10-K in the Exhibit 13 form: a short body, the exhibit index, the signatures,
    then the exhibits printed whole — the annual report (pp. 5-11), a credit agreement
    whose clauses name the audited statements (pp. 12-13), a consent and a certification."""
    return {
        1: "UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\n" + FILLER,
        2: (
            "Item 7. Management's Discussion and Analysis of Financial Condition\n"
            "The information required by this item is incorporated by reference to the "
            "2025 Annual Report to Shareholders, filed as Exhibit 13.\n"
            "Item 8. Financial Statements and Supplementary Data\n"
            "Incorporated by reference to Exhibit 13.\n"
        ),
        3: (
            "Item 15. Exhibits, Financial Statement Schedules\n"
            "Exhibit\nNumber Description\n"
            "10.1 Credit Agreement dated as of March 1, 2025.\n"
            "13 Portions of the 2025 Annual Report to Shareholders.\n"
            "23 Consent of Independent Registered Public Accounting Firm.\n"
        ),
        4: (
            "Signatures\nPursuant to the requirements of Section 13 or 15(d) of the "
            "Securities Exchange Act of 1934, the registrant has duly caused this report "
            "to be signed on its behalf by the undersigned.\n"
        ),
        5: (
            "EXHIBIT 13\nSelected Financial Data\n"
            "Management's Discussion and Analysis of Financial Condition and Results of "
            "Operations\nTotal debt was $31,000 million at year end.\n" + FILLER
        ),
        6: (
            "Report of Independent Registered Public Accounting Firm\n"
            "We have audited the accompanying consolidated balance sheets of the Company.\n"
            + FILLER
        ),
        7: "Consolidated Statements of Income\nOperating revenues 120,000 118,000\n" + FILLER,
        8: "Consolidated Balance Sheets\nTotal assets 290,000 264,000\n" + FILLER,
        9: (
            "Notes to Consolidated Financial Statements\nNote 7 Debt\n"
            "The term loan of $4,000 million is subject to a leverage covenant; a default "
            "would accelerate its maturity. The Company was in compliance with the covenant "
            "at December 31, 2025.\n" + FILLER
        ),
        10: (
            "Note 16 Commitments and Contingencies\n"
            "The plaintiffs seek damages of $1,200 million in the litigation; the Company "
            "accrued $300 million for the claims.\n" + FILLER
        ),
        11: "Quarterly Financial Data (Unaudited)\nNet income 4,000 5,100\n" + FILLER,
        12: (
            "EXHIBIT 10.1\nCREDIT AGREEMENT\ndated as of March 1, 2025\n"
            "Section 6.1 Financial Statements. The Borrower shall deliver its consolidated "
            "balance sheets and consolidated statements of income, with the notes to "
            "consolidated financial statements and the report of independent registered "
            "public accounting firm thereon. A default under any covenant is an Event of "
            "Default and the lenders may accelerate the loans of $4,000 million.\n" + FILLER
        ),
        13: (
            "Section 7.2 Leverage Ratio. The Borrower shall not permit the Leverage Ratio to "
            "exceed 3.50 to 1.00; any breach of this covenant is a default under which the "
            "commitments of $4,000 million may be terminated.\n" + FILLER
        ),
        14: (
            "EXHIBIT 23\nConsent of Independent Registered Public Accounting Firm\n"
            "We consent to the incorporation by reference of our report on the consolidated "
            "financial statements.\n"
        ),
        15: (
            "EXHIBIT 31.1\nI, Jane Doe, certify that:\n1. I have reviewed this annual "
            "report on Form 10-K.\n"
        ),
    }


def test_an_annual_report_filed_as_exhibit_13_is_read_and_contracts_are_not() -> None:
    """Verizon 2019: the annual report (Exhibit 13) is the filing's MD&A, statements and
    notes; the credit agreement, the consent and the certification stay exhibits."""
    pages = annual_report_10k()
    exhibits = exhibit_pages(pages)
    assert not exhibits & set(range(5, 12))
    assert {12, 13, 14, 15} <= exhibits
    # the signatures page stays out, as before (the exhibit index, p. 3, also closes Item 8)
    assert 4 in exhibits


def test_a_free_reader_reads_the_annual_report_and_not_the_credit_agreement() -> None:
    """A provider that costs nothing reads every page but the exhibits (the filing is longer
    than one batch, so it is not sent whole)."""
    pages = sorted(annual_report_10k().items())
    batches, skipped = select_pages(pages, batch_tokens=400, max_tokens=None)
    read = {n for b in batches for n in b}
    assert set(range(5, 12)) <= read
    assert not read & {12, 13, 14, 15}
    assert set(skipped) >= {12, 13, 14, 15}


def test_the_budgeted_selection_sends_the_annual_report_notes_first() -> None:
    """At a budget of a few pages, the debt and contingencies notes of Exhibit 13 are
    sent, not the credit agreement whose every clause uses a risk word (an exhibit's
    page counts half)."""
    pages = annual_report_10k()
    batches, _ = select_pages(sorted(pages.items()), batch_tokens=400, max_tokens=900)
    read = {n for b in batches for n in b}
    assert {9, 10} <= read
    assert not read & {12, 13}


def test_an_exhibit_naming_the_statements_in_its_clauses_is_still_an_exhibit() -> None:
    """A credit agreement's reporting covenant names the balance sheets, the notes and the
    auditor's report in running text, on every page of a long agreement: no page of it
    is titled as a statement or a note, so it stays an exhibit."""
    pages = annual_report_10k()
    clause = pages[12].split("\n", 3)[3]
    for n in range(12, 20):
        pages[n] = (pages[12] if n == 12 else clause) + "\n" + FILLER
    assert set(range(12, 20)) <= exhibit_pages(pages)


def test_signatures_worded_under_the_requirements_close_the_body() -> None:
    """Pfizer 2019 signs "Under the requirements of Section 13 or 15(d)" (p. 56), not
    "Pursuant to": its consent (Exhibit 23, p. 242), which names the consolidated
    financial statements, was read as a statement page."""
    pages = annual_report_10k()
    pages[4] = pages[4].replace("Pursuant to", "Under")
    pages[14] = (
        "EXHIBIT 23\nConsent of Independent Registered Public Accounting Firm\n"
        "Consolidated Balance Sheets of the Company as of December 31, 2025, named in our "
        "report incorporated by reference.\n"
    )
    del pages[3]  # no Item 15 line: the signatures alone close the body
    exhibits = exhibit_pages(pages)
    assert 14 in exhibits
    assert not exhibits & set(range(5, 12))


def test_the_annual_report_is_audited_from_its_auditors_report_on() -> None:
    """A fact told in the MD&A and again in the notes is kept on the notes' page, which the
    auditor has read (Item 8 ranks higher): in an annual report filed as Exhibit 13 the
    notes follow the auditor's report (Verizon 2019 p. 68), the MD&A comes before it."""

    audited = statement_pages(annual_report_10k())
    assert set(range(6, 12)) <= audited
    assert not audited & {5, 12, 13, 14, 15}
