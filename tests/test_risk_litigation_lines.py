"""Balance-sheet lines and settled instruments are no litigation (issue 16, eleventh session).

The story: reading the memos of the labelled 10-Ks, once maturities covered by cash were no
longer named severe, the synthesis of the tune half named as its most severe litigation
"The short-term portion of contract liabilities ($508 million …) is reported … within other
accrued liabilities" (Intel 2020 p. 89) and "Accounts payable, accrued expenses and other
liabilities … included approximately $2.6 billion of accrued compensation" (Salesforce
2023 p. 79): the litigation pattern "accrued … liabilities" read a balance-sheet caption.
Verizon 2019's "settled … notional amount of interest rate swaps" read as a settlement
with a plaintiff. An accrual is litigation when it is for a legal matter; a settlement is
litigation when it is not of a financial instrument. Sentences ours, French and English.
"""

from __future__ import annotations

import pytest

from analyste.offline.risk_reader import classify

NOT_LITIGATION = [
    "The current portion of deferred revenue ($412 million at December 31, 2025) is "
    "included in other accrued liabilities.",
    "Accrued expenses and other current liabilities included $1.3 billion of accrued "
    "payroll at the end of 2025.",
    "We recorded right-of-use assets of $210 million and accrued liabilities of $64 million "
    "for the new leases.",
    "During 2025 we settled $1.2 billion notional amount of interest rate swaps.",
    "The forward contract was settled in March 2025 for $95 million.",
    "The net investment hedge was settled in the fourth quarter for a gain of $31 million.",
    "Les swaps de taux d'un notionnel de 300 M€ ont été dénoués et réglés pour 12 M€.",
    # found by a second reader of the change: other instruments, other captions
    "The interest rate swap was settled in June 2025 for $12 million.",
    "The treasury locks were settled for a loss of $8 million.",
    "The cross-currency swap settled for $40 million on maturity.",
    "Accrued warranty liabilities were $412 million at the end of 2025.",
]
LITIGATION = [
    "The Company has accrued $75 million for the product liability claims pending at year end.",
    "We accrued a liability of $48 million related to these legal matters.",
    "In June 2025 the Company settled the patent lawsuit with Norvell Inc. for $120 million.",
    "The settlement with the class of former employees amounts to $18 million.",
    "La Société a provisionné 2 400 k€ au titre du litige prud'homal en cours.",
]


@pytest.mark.parametrize("sentence", NOT_LITIGATION)
def test_a_balance_sheet_line_or_a_settled_instrument_is_no_litigation(sentence: str) -> None:
    hit = classify(sentence)
    assert hit is None or hit[0] != "litigation", hit


@pytest.mark.parametrize("sentence", LITIGATION)
def test_an_accrual_or_a_settlement_of_a_legal_matter_stays_litigation(sentence: str) -> None:
    hit = classify(sentence)
    assert hit is not None and hit[0] == "litigation", hit


def test_an_accrual_for_a_tort_named_by_its_liabilities_stays_litigation() -> None:
    """3M 2018 p. 112 tells its asbestos accrual by "liabilities" (tune half): the caption
    "accrued liabilities" is excluded, not the word. Our wording of the class."""
    for sentence in (
        "At year end the Company had an accrual for silica exposure liabilities of $210 "
        "million, up $15 million from the prior year.",
        "The subsidiary had accruals of $12 million for product liabilities and defense costs.",
    ):
        hit = classify(sentence)
        assert hit is not None and hit[0] == "litigation", (sentence, hit)
