"""Where a 10-K can hold a credit signal (issue 16, thirteenth round).

On fresh 10-Ks the lead measured, many kept signals that matched no label came from parts
of the filing where credit facts do not live: Item 1's description of a product ("our
service is available for dedicated deployments", filed as an undrawn facility), a
philanthropic commitment ("a $1 million multi-year grant to a museum", filed as
liquidity), the governance items. And the Item lines that say where a part begins were
misread: "Item 7—Management's Discussion …" (an em dash), a title longer than 90
characters, "Item 8 of this Report." (a cross-reference in running text), "Item 8." at a
line's end with the next line's capital taken for its title. The pages and sentences here
are our own wording of those layouts."""

from __future__ import annotations

import pytest

from analyste.signals import (
    ProposedSignal,
    _key,
    item_at,
    outside_credit_items,
)

TOC = (
    "PART I\nItem 1. Business 3\nItem 1A. Risk Factors 9\nItem 2. Properties 19\n"
    "Item 7. Management's Discussion and Analysis 22\nItem 8. Financial Statements 33\n"
)


@pytest.mark.parametrize(
    ("line", "item"),
    [
        ("Item 7—Management’s Discussion and Analysis of Financial Condition", "7"),
        ("Item 1A—Risk Factors", "1a"),
        ("ITEM 8. FINANCIAL STATEMENTS AND SUPPLEMENTARY DATA", "8"),
        ("Item 1.Business", "1"),
        (
            "Item 7—Management’s Discussion and Analysis of Financial Condition and Results of "
            "Operations (amounts in millions, except per share, share, and warehouse data)",
            "7",
        ),
    ],
)
def test_an_item_heading_opens_its_item(line: str, item: str) -> None:
    """An em dash after the number, or a long title, is still the item's heading."""
    pages = {1: "Some text of the page before.", 2: line + "\nThe text of the item runs on."}
    assert item_at(pages)(2, len(pages[2]) - 1) == item


@pytest.mark.parametrize(
    "text",
    [
        "see the notes to the financial statements included in\nItem 8 of this Report.",
        "(For more information, see Note 12 in\nItem 8.\nThe Company also holds …)",
        "as described in\nitem 7 of this report, the Company borrowed.",
    ],
)
def test_a_cross_reference_to_an_item_opens_nothing(text: str) -> None:
    """A pointer in running text ("Item 8 of this Report.", or "Item 8." wrapped to a line
    of its own) is no heading: reading it as one put PG&E's Item 1 and MD&A in Item 8."""
    pages = {1: "Item 1. Business\nWe make things.", 2: text}
    assert item_at(pages)(2, len(text) - 1) == "1"


def test_the_item_of_a_sentence_is_the_last_heading_before_it() -> None:
    """A page that closes Item 1 and opens Item 1A holds sentences of both."""
    pages = {
        1: TOC,
        2: "Item 1. Business\nOur service is offered in three regions.",
        3: "Our cloud service is available for dedicated deployments.\n"
        "Item 1A. Risk Factors\nWe could lose customers.",
    }
    at = item_at(pages)
    assert at(3, 5) == "1"
    assert at(3, pages[3].index("We could")) == "1a"
    assert at(1, 10) is None  # a table of contents opens nothing


def _verified(entries: list[tuple[int, str, str, str]], pages: dict[int, str]) -> dict:
    out: dict = {}
    for page, category, quote, _why in entries:
        s = ProposedSignal(category=category, quote=quote, page=page, why="")
        start = pages[page].index(quote)
        out[_key(s)] = (s, (start, start + len(quote)))
    return out


PAGES = {
    1: TOC,
    2: "Item 1. Business\nOur managed database service is available for dedicated "
    "deployments with an unused capacity of 500 terabytes.\nIn 2025 the Company committed "
    "a $1 million multi-year grant to a science museum.",
    3: "Item 7. Management's Discussion and Analysis\nLiquidity and Capital Resources\nAt "
    "December 31, 2025, the Company had $2.0 billion available under its undrawn revolving "
    "credit facility, which matures in 2029.",
    4: "Item 10. Directors, Executive Officers and Corporate Governance\nThe Audit Committee "
    "met eight times and the Company has guaranteed the indemnity of its directors.",
    5: "Item 13. Certain Relationships and Related Transactions\nThe Company leased its "
    "head office from a company owned by its founder for $1.2 million in 2025.",
}
SENTENCES = [
    (
        2,
        "undrawn_facilities",
        "Our managed database service is available for dedicated "
        "deployments with an unused capacity of 500 terabytes.",
        "Item 1",
    ),
    (
        2,
        "liquidity",
        "In 2025 the Company committed a $1 million multi-year grant to a science museum.",
        "Item 1",
    ),
    (
        3,
        "undrawn_facilities",
        "At December 31, 2025, the Company had $2.0 billion available "
        "under its undrawn revolving credit facility, which matures in 2029.",
        "Item 7",
    ),
    (
        4,
        "guarantee",
        "The Audit Committee met eight times and the Company has guaranteed the "
        "indemnity of its directors.",
        "Item 10",
    ),
    (
        5,
        "related_party",
        "The Company leased its head office from a company owned by its "
        "founder for $1.2 million in 2025.",
        "Item 13",
    ),
]


def test_sentences_outside_the_credit_items_are_set_aside_with_their_item() -> None:
    """Item 1 (the business: products, services, community commitments) and the
    governance items hold no credit fact; the MD&A, the notes and Item 13 (related
    parties) do. What is outside is recorded, never deleted."""
    verified = _verified(SENTENCES, PAGES)
    aside = outside_credit_items(verified, PAGES)
    assert sorted((r.page, r.reason, r.verified) for r in aside) == [
        (2, "outside:item_1", True),
        (2, "outside:item_1", True),
        (4, "outside:item_10", True),
    ]
    assert sorted(k[0] for k in verified) == [3, 5]


def test_a_filing_without_items_keeps_every_sentence() -> None:
    """A French annual report, a generated filing, a 10-K printed without "Item N."
    lines: no item is known, so no sentence is outside one."""
    pages = {n: t.split("\n", 1)[1] for n, t in PAGES.items() if n > 1}
    verified = _verified(SENTENCES, pages)
    assert outside_credit_items(verified, pages) == []
    assert len(verified) == len(SENTENCES)


def test_a_going_concern_doubt_or_a_hidden_instruction_is_kept_wherever_it_is() -> None:
    """The categories never cut by the bounds are not cut by their place either."""
    pages = {
        1: TOC,
        2: "Item 1. Business\nThese conditions raise substantial doubt about "
        "the Company's ability to continue as a going concern.",
    }
    quote = (
        "These conditions raise substantial doubt about the Company's ability to "
        "continue as a going concern."
    )
    verified = _verified([(2, "going_concern", quote, "")], pages)
    assert outside_credit_items(verified, pages) == []
    assert len(verified) == 1


def test_a_cross_reference_to_item_15_leaves_the_notes_read() -> None:
    """A line of the notes opening on "Item 15 of this Form 10-K …" was read as the
    heading of Item 15, and every page after it, the debt note among them, as exhibits,
    never read: the debt note's facility, loans and maturities were never proposed."""
    from analyste.signals import exhibit_pages

    pages = {
        1: "Item 8. Financial Statements and Supplementary Data\nNOTES TO CONSOLIDATED "
        "FINANCIAL STATEMENTS\nThe agreements are filed as exhibits listed in\n"
        "Item 15 of this Form 10-K and are incorporated by reference.",
        2: "Note 9. Debt\nThe Company has a $4.0 billion revolving credit facility that "
        "matures in November 2029.",
        3: "Item 15. Exhibits and Financial Statement Schedules\n10.1 Credit Agreement",
        4: "10.2 Indenture dated March 1, 2021\n10.3 Term Loan Agreement",
    }
    assert exhibit_pages(pages) == {4}  # p. 3 closes Item 8 and opens Item 15


@pytest.mark.parametrize(
    "quote",
    [
        # a real-estate filer narrates the year's financings in Item 1 (its "Transactions
        # during the year"): a loan's amount, rate and maturity is a credit fact there too
        "The construction loan has a total commitment of $15.9 million, bears interest at "
        "LIBOR plus 2.25% and matures in April 2027.",
        "On October 1, 2025, we used available cash to repay the $80.0 million mortgage "
        "loan secured by our Arlington property.",
    ],
)
def test_a_debt_instrument_told_in_item_1_is_still_read(quote: str) -> None:
    """What Item 1 may hold of credit is a financing it narrates: a debt instrument named
    with its amount. A product, a service or a grant names none."""
    pages = {1: TOC, 2: "Item 1. Business\nTransactions during 2025\n" + quote}
    verified = _verified([(2, "refinancing", quote, "")], pages)
    assert outside_credit_items(verified, pages) == []


def test_item_9b_other_information_is_read() -> None:
    """Item 9B discloses what a current report would have (a credit agreement entered
    into after the year's end): a credit fact's place."""
    quote = "On February 3, 2026, the Company entered into a $1.0 billion term loan agreement."
    pages = {1: TOC, 2: "Item 9B. Other Information\n" + quote}
    verified = _verified([(2, "refinancing", quote, "")], pages)
    assert outside_credit_items(verified, pages) == []


# Part III of a 10-K prints Items 10 to 14 on one page, each with a paragraph that refers
# to the proxy statement (Apple 2015 p. 74): five headings on one page, yet no table of
# contents, and its code-of-ethics sentence ("intends to disclose any changes in, or
# waivers from, this code") was kept as a covenant (our wording below).
PART_III = (
    "PART III\n"
    "Item 10.       Directors, Executive Officers and Corporate Governance\n"
    "The information required by this Item is set forth under the headings about directors\n"
    "in the Company's Proxy Statement and is incorporated herein by reference.\n"
    "The Company has a code of ethics that applies to all employees and to the members of\n"
    "the Board of Directors. The Company intends to disclose any changes in, or waivers\n"
    "from, this code by posting such information on its website.\n"
    "Item 11.       Executive Compensation\n"
    "The information required by this Item is set forth under the heading on compensation\n"
    "in the Company's Proxy Statement and is incorporated herein by reference.\n"
    "Item 12.       Security Ownership of Certain Beneficial Owners and Management\n"
    "The information required by this Item is set forth under the headings on ownership\n"
    "in the Company's Proxy Statement and is incorporated herein by reference.\n"
    "Item 13.       Certain Relationships and Related Transactions\n"
    "The information required by this Item is set forth under the heading on related\n"
    "transactions in the Company's Proxy Statement and is incorporated herein by reference.\n"
    "Item 14.       Principal Accountant Fees and Services\n"
    "The information required by this Item is set forth under the heading on audit fees.\n"
)


def test_part_iii_printing_five_items_with_their_text_is_no_table_of_contents() -> None:
    pages = {1: TOC, 2: "Item 9B. Other Information\nNone.", 3: PART_III}
    at = item_at(pages)
    assert at(3, PART_III.index("waivers")) == "10"
    assert at(3, PART_III.index("related\ntransactions")) == "13"
    assert at(1, 10) is None  # the contents page (headings and page numbers) opens nothing
    quote = "The Company intends to disclose any changes in, or waivers\nfrom, this code"
    verified = _verified([(3, "covenant", quote, "")], pages)
    aside = outside_credit_items(verified, pages)
    assert [(r.page, r.reason) for r in aside] == [(3, "outside:item_10")]
