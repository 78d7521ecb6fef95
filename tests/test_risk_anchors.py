"""What makes a sentence concrete: the named parties it counts (issue 16, thirteenth round).

On a fresh 10-K the lead measured, "As discussed in Part I, Item 3 … and in Part II, Item
8 … in the Notes to Consolidated Financial Statements in Note 10, … the Company is subject
to various legal proceedings and claims that arise in the ordinary course of business"
was kept as litigation: it named two "parties", "Part II" and "Consolidated Financial
Statements", the second because stripping a possessive with strip("’'s") ate the first
and last letters of "Statements" ("tatement" is no common capital). `parties` had been
fixed for that; the count of parties had not. The sentences are our own wording."""

from __future__ import annotations

import pytest

from analyste.offline.risk_reader import assess
from analyste.risk import anchors, parties


@pytest.mark.parametrize(
    "sentence",
    [
        "As discussed in Part II, Item 8 of this Form 10-K in the Notes to Consolidated "
        "Financial Statements, the Company is subject to various legal proceedings and claims "
        "that arise in the ordinary course of business.",
        "As set out in Section 4 of the Consolidated Statements, the Company is party to "
        "ordinary legal proceedings.",
        "Its position is shown in the Consolidated Balance Sheet Statements of Section 2.",
    ],
)
def test_document_references_and_accounting_capitals_name_no_party(sentence: str) -> None:
    assert anchors(sentence, "Example Inc.").party == 0
    assert not parties(sentence, "Example Inc.")


def test_a_pointer_to_the_legal_note_with_a_generic_claim_is_not_kept() -> None:
    sentence = (
        "As discussed in Part I, Item 3 of this Form 10-K under the heading “Legal "
        "Proceedings” and in Part II, Item 8 of this Form 10-K in the Notes to Consolidated "
        "Financial Statements in Note 10, “Commitments and Contingencies,” the Company is "
        "subject to various legal proceedings and claims that arise in the ordinary course "
        "of business."
    )
    assert not assess(sentence, "Example Inc.").keeps("litigation")


@pytest.mark.parametrize(
    ("sentence", "n"),
    [
        ("The court dismissed the appeal of Samsung Electronics against the Company.", 1),
        ("The Company sued Superior Widgets Ltd. and later Sterling Systems.", 2),
        ("The notes were rated by Moody’s Investors Service in 2025.", 1),
    ],
)
def test_a_counterparty_whose_name_begins_or_ends_with_s_is_still_counted(
    sentence: str, n: int
) -> None:
    assert anchors(sentence, "Example Inc.").party == n
