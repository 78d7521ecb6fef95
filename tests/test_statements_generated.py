"""The statement reader on filings it has never seen: tests/filings.py layouts.

Each filing is written with fpdf2, its pages extracted with pdfplumber (as
analyste.pages does), and every canonical field must come back exactly, signed by the
contract, with the unit, the language and the years in the right order.
"""

from __future__ import annotations

from pathlib import Path

import filings
import pytest

from analyste.statements import StatementsReading, read_statements


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[filings.Filing, Path]]:
    folder = tmp_path_factory.mktemp("filings")
    out = {}
    for slug, make in filings.FILINGS.items():
        filing = make()
        out[slug] = (filing, filings.build(filing, folder))
    return out


@pytest.fixture(scope="module")
def readings(built: dict) -> dict[str, StatementsReading]:
    return {slug: read_statements(filings.pages_of(pdf)) for slug, (_, pdf) in built.items()}


@pytest.mark.parametrize("slug", sorted(filings.FILINGS))
def test_every_field_exact(slug: str, built: dict, readings: dict) -> None:
    filing, _ = built[slug]
    r = readings[slug]
    want = filings.expected(filing)
    got = {y: {k: r.fields.get(y, {}).get(k) for k in d} for y, d in want.items()}
    assert got == want
    assert not [m for m in r.missing if m.field in filing.fields]


@pytest.mark.parametrize("slug", sorted(filings.FILINGS))
def test_unit_language_years_company(slug: str, built: dict, readings: dict) -> None:
    filing, _ = built[slug]
    r = readings[slug]
    assert r.unit == filing.unit
    assert r.language == filing.language
    assert r.years == sorted(filing.years, reverse=True)
    assert r.company == filing.company


def test_cash_flow_split_across_two_pages(readings: dict) -> None:
    """Northwind: the cash-flow statement runs onto a page with no title, only the
    running header and the column header."""
    r = readings["northwind"]
    assert r.statement_pages["cashflow"] == [3, 4]
    assert r.sources["2025"]["operating_cash_flow"].page == 3
    assert r.sources["2025"]["dividends_paid"].page == 4
    assert r.fields["2025"]["dividends_paid"] == -12000


def test_older_year_first_in_millions_with_one_decimal(readings: dict) -> None:
    """Vauclair prints 2024 before 2025, '2 841,6' with U+202F between thousands."""
    r = readings["vauclair"]
    assert r.fields["2025"]["revenue"] == 2841.6
    assert r.fields["2024"]["revenue"] == 2705.3
    assert r.sources["2025"]["revenue"].printed == "2 841,6"
    assert r.fields["2025"]["income_tax"] == -61.2


def test_two_statements_on_one_page_and_a_tax_benefit(readings: dict) -> None:
    """Harbor prints its income statement and balance sheet on page 1, a tax benefit as
    '(4,310)' under a provision printed positive the year before, and '—' for nil."""
    r = readings["harbor"]
    assert r.statement_pages["income"] == r.statement_pages["balance"] == [1]
    assert r.fields["2025"]["income_tax"] == 4310
    assert r.fields["2024"]["income_tax"] == -21966
    assert r.fields["2025"]["financial_income"] == 0
    assert r.sources["2025"]["long_term_debt"].label == "Long-term debt, excluding current portion"


def test_pcg_assets_brut_amort_net_and_a_variation_column(readings: dict) -> None:
    """Martinel prints its assets as Brut | Amort. | Net 2025 | Net 2024 (the liabilities
    with the two Net columns only), 'Total général' on both sides, and a 'Variation %'
    column after the years of its income statement."""
    r = readings["martinel"]
    assert r.fields["2025"]["tangible_assets"] == 1385200
    assert r.sources["2025"]["tangible_assets"].printed == "1 385 200"
    assert r.fields["2024"]["tangible_assets"] == 1351800
    assert r.fields["2025"]["total_assets"] == r.fields["2025"]["total_liabilities_and_equity"]
    assert r.sources["2025"]["total_assets"].page == 2
    assert r.sources["2025"]["total_liabilities_and_equity"].page == 3
    assert r.fields["2025"]["revenue"] == 4812350
    assert r.fields["2024"]["revenue"] == 4655020
    assert r.unit == "€"


@pytest.mark.parametrize("seed", range(8))
def test_random_figures_with_notes_and_plain_space_separators(seed: int, tmp_path: Path) -> None:
    """Vauclair's layout with random figures, a Notes column filled at random and plain
    spaces between thousands: '5 381 1 820' is note 5 with 381, or 5 381; the printed
    totals, the income cascade and the cash-flow bridge must settle every such line."""
    filing = filings.random_variant(seed)
    r = read_statements(filings.pages_of(filings.build(filing, tmp_path)))
    want = filings.expected(filing)
    got = {y: {k: r.fields.get(y, {}).get(k) for k in d} for y, d in want.items()}
    assert got == want


@pytest.mark.parametrize("seed", [0, 6, 15, 24, 25, 26])
def test_statements_cut_by_page_breaks_or_sharing_a_page(seed: int, tmp_path: Path) -> None:
    """A statement cut at a random line (with or without a '(continued)' title), two
    statements on one page, 'Bilan actif' and 'Bilan passif' apart or together. Seeds
    0, 6, 15, 24, 25 and 26 each failed once before the reader handled their layout."""
    filing = filings.layout_variant(seed)
    r = read_statements(filings.pages_of(filings.build(filing, tmp_path)))
    want = filings.expected(filing)
    got = {y: {k: r.fields.get(y, {}).get(k) for k in d} for y, d in want.items()}
    assert got == want
