"""The 3M 2018 10-K's memo, written offline: what issue 16 asks of a real filing's memo.

"Done when" of issue 16: the memo names the PFAS litigation and the military earplug
suits (told under one heading, "Product Liability Litigation", with the Bair Hugger
suits), lists no quote twice, and the filing keeps at most 30 signals. The whole pipeline
runs on the real PDF (a few seconds), so the module is marked slow and skips when the
real filings are absent.

What not: the reader's precision and recall on the labelled 10-Ks, which
scripts/signals_realworld.py measures.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import REALWORLD, REALWORLD_ABSENT

from analyste.filing import process_company
from analyste.providers.offline import OfflineProvider
from analyste.schema import Memo
from analyste.settings import Paths
from analyste.signals import load_result

PDF = REALWORLD / "3M_2018_10K.pdf"
pytestmark = [pytest.mark.skipif(not PDF.is_file(), reason=REALWORLD_ABSENT), pytest.mark.slow]


@pytest.fixture(scope="module")
def memo_3m(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, int, bool]:
    where = Paths(Path(tmp_path_factory.mktemp("home")))
    result = process_company(PDF, OfflineProvider(), where=where)
    memo = Memo.model_validate_json(where.memo_json("3M_2018_10K").read_bytes())
    text = " ".join(p.text for p in memo.paragraphs)
    signals = load_result("3M_2018_10K", where)
    assert signals is not None
    return text, signals.verified, bool(result.memo_verified)


def test_the_3m_memo_names_the_pfas_and_the_earplug_suits(memo_3m: tuple[str, int, bool]) -> None:
    text, _n, verified = memo_3m
    assert verified
    assert "PFAS" in text
    assert "earplugs" in text and "military" in text


def test_the_3m_memo_quotes_nothing_twice_and_keeps_at_most_30(
    memo_3m: tuple[str, int, bool],
) -> None:
    text, n, _verified = memo_3m
    quotes = re.findall(r"«\s*(.+?)\s*»", text, re.DOTALL)
    assert quotes and len(quotes) == len(set(quotes))
    assert n <= 30
