"""The reader on tests/filings_issue15.py: three layouts written before it was run on them.

Issue 15 asks for filings unlike every one so far, one of them French PCG with its debt
split by maturity, as a measure the reader was not tuned to. Every canonical field each
prints must come back exactly, and every arithmetic check must hold.
"""

from __future__ import annotations

from pathlib import Path

import filings
import pytest
from filings_issue15 import UNSEEN

from analyste.checks import run_checks
from analyste.statements import StatementsReading, read_statements


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[filings.Filing, Path]]:
    folder = tmp_path_factory.mktemp("unseen")
    out = {}
    for slug, make in UNSEEN.items():
        filing = make()
        out[slug] = (filing, filings.build(filing, folder))
    return out


@pytest.fixture(scope="module")
def readings(built: dict) -> dict[str, StatementsReading]:
    return {slug: read_statements(filings.pages_of(pdf)) for slug, (_, pdf) in built.items()}


@pytest.mark.parametrize("slug", sorted(UNSEEN))
def test_every_field_exact(slug: str, built: dict, readings: dict) -> None:
    filing, _ = built[slug]
    r = readings[slug]
    want = filings.expected(filing)
    got = {y: {k: r.fields.get(y, {}).get(k) for k in d} for y, d in want.items()}
    assert got == want


@pytest.mark.parametrize("slug", sorted(UNSEEN))
def test_unit_language_years_and_checks(slug: str, built: dict, readings: dict) -> None:
    filing, _ = built[slug]
    r = readings[slug]
    assert (r.unit, r.language, r.company) == (filing.unit, filing.language, filing.company)
    assert r.years == sorted(filing.years, reverse=True)
    checks = run_checks(r)
    assert checks and [c.name for c in checks if not c.ok] == []
