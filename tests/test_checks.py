"""Arithmetic checks: they pass on consistent statements and record the gap otherwise.

A failed check never raises and names what did not add up; what cannot be computed is
not emitted.
"""

from __future__ import annotations

import filings
import pytest

from analyste.checks import run_checks
from analyste.schema import Check, Page, PagesFile
from analyste.statements import StatementsReading, read_statements


def pages(*texts: str) -> PagesFile:
    return PagesFile(
        slug="t",
        pdf="t.pdf",
        sha256="0" * 64,
        page_count=len(texts),
        pages=[Page(number=i, text=t) for i, t in enumerate(texts, 1)],
    )


def by_name(checks: list[Check]) -> dict[str, Check]:
    return {c.name: c for c in checks}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, StatementsReading]:
    folder = tmp_path_factory.mktemp("filings")
    return {
        slug: read_statements(filings.pages_of(filings.build(make(), folder)))
        for slug, make in filings.FILINGS.items()
    }


@pytest.mark.parametrize("slug", sorted(filings.FILINGS))
def test_consistent_filings_pass_every_check(slug: str, generated: dict) -> None:
    checks = by_name(run_checks(generated[slug]))
    for name in (
        "balance_sheet_2025",
        "balance_sheet_2024",
        "totals_balance_2025",
        "cash_flow_bridge_2025",
        "cash_flow_bridge_2024",
        "cash_change_2025",
        "income_cascade_2025",
        "income_cascade_2024",
    ):
        assert name in checks, name
    failed = [c for c in checks.values() if not c.ok]
    assert not failed


def test_bridge_counts_the_exchange_rate_line(generated: dict) -> None:
    """Northwind prints an exchange-rate effect: operating + investing + financing + FX
    = net change (3M, Amazon, Costco and Microsoft print one too)."""
    c = by_name(run_checks(generated["northwind"]))["cash_flow_bridge_2025"]
    assert c.ok
    assert "exchange-rate effect (412)" not in c.detail  # printed signed, not in brackets
    assert "exchange-rate effect -412" in c.detail


def test_one_decimal_rounding_is_tolerated(generated: dict) -> None:
    r = generated["vauclair"].model_copy(deep=True)
    r.fields["2025"]["total_assets"] = round(r.fields["2025"]["total_assets"] + 0.1, 1)
    c = by_name(run_checks(r))["balance_sheet_2025"]
    assert c.ok
    r.fields["2025"]["total_assets"] = round(r.fields["2025"]["total_assets"] + 0.5, 1)
    c = by_name(run_checks(r))["balance_sheet_2025"]
    assert not c.ok and c.gap == pytest.approx(0.6)


def test_unbalanced_sheet_records_the_gap(generated: dict) -> None:
    r = generated["northwind"].model_copy(deep=True)
    r.fields["2024"]["total_assets"] += 10
    c = by_name(run_checks(r))["balance_sheet_2024"]
    assert not c.ok
    assert c.gap == 10
    assert "total assets" in c.detail


def test_broken_bridge_and_cascade_record_their_gaps(generated: dict) -> None:
    r = generated["harbor"].model_copy(deep=True)
    r.fields["2025"]["net_change_in_cash"] += 7
    r.fields["2024"]["net_income"] -= 3
    checks = by_name(run_checks(r))
    assert checks["cash_flow_bridge_2025"].gap == -7
    assert checks["cash_change_2025"].gap == -7
    assert checks["income_cascade_2024"].gap == 3
    assert "pre_tax_income → net_income" in checks["income_cascade_2024"].detail


def test_cash_defined_with_restricted_cash_is_reported_not_hidden(generated: dict) -> None:
    """Issue 15 (behaviour change): cash(y) - cash(y-1) = net change holds only where the
    cash definitions match. Apple, Amazon 2020, eBay, PG&E end their cash-flow statement on
    cash *and restricted cash*: the statement's own balances are then compared, and the
    detail still says the definitions differ."""
    r = generated["northwind"].model_copy(deep=True)
    r.aux["2025"]["cash_end"] = r.fields["2025"]["cash"] + 500
    r.fields["2025"]["net_change_in_cash"] += 500
    c = by_name(run_checks(r))["cash_change_2025"]
    assert c.ok
    assert "restricted cash" in c.detail
    r.fields["2025"]["net_change_in_cash"] += 7  # misread: the statement's own balances say so
    c = by_name(run_checks(r))["cash_change_2025"]
    assert not c.ok
    assert c.gap == -7


def test_a_printed_total_that_does_not_add_up_under_its_heading() -> None:
    text = """Consolidated balance sheet
(in thousands) 2025 2024
Current assets
Inventories 100 90
Trade receivables 60 45
Cash and cash equivalents 50 40
Total current assets 220 175
Total assets 220 175
Total equity 120 100
Trade payables 100 75
Total liabilities and equity 220 175"""
    checks = by_name(run_checks(read_statements(pages(text))))
    c = checks["totals_balance_2025"]
    assert not c.ok
    assert c.gap == -10
    assert "Total current assets printed 220, lines add up to 210" in c.detail
    assert checks["totals_balance_2024"].ok
    assert checks["balance_sheet_2025"].ok


def test_nothing_read_nothing_checked() -> None:
    assert run_checks(read_statements(pages("Rapport de gestion\nRien ici."))) == []


from conftest import REALWORLD, REALWORLD_ABSENT  # noqa: E402


@pytest.mark.skipif(not REALWORLD.is_dir(), reason=REALWORLD_ABSENT)
@pytest.mark.parametrize(
    "stem",
    ["3M_2018_10K", "AMAZON_2017_10K", "COSTCO_2021_10K", "MICROSOFT_2016_10K", "DFM_FS_2025"],
)
def test_real_filings_pass_their_checks(stem: str) -> None:
    """The README: every real file adds up (with the FX line; DFM has none)."""
    from test_statements_realworld import reading

    _, r = reading(stem)
    checks = run_checks(r)
    names = {c.name for c in checks}
    year = r.years[0]
    assert {f"balance_sheet_{year}", f"cash_flow_bridge_{year}", f"income_cascade_{year}"} <= names
    assert f"cash_change_{year}" in names
    assert [c for c in checks if not c.ok] == []


def test_pcg_cascade_with_exceptional_result_and_employee_profit_sharing() -> None:
    """PCG: RCAI, then 'Résultat exceptionnel' (an item here, not a subtotal of lines
    above), 'Participation des salariés' printed positive as a charge, then the tax."""
    text = """Compte de résultat
(en k€) 2025 2024
Chiffre d'affaires 10 000 9 000
Achats consommés 6 000 5 500
Charges de personnel 2 000 1 900
Résultat d'exploitation 2 000 1 600
Produits financiers 50 40
Charges financières 250 240
Résultat financier -200 -200
Résultat courant avant impôts 1 800 1 400
Résultat exceptionnel -100 30
Participation des salariés 60 50
Impôts sur les bénéfices 400 350
Résultat net 1 240 1 030"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["income_tax"] == -400
    c = by_name(run_checks(r))["income_cascade_2025"]
    assert c.ok, c.detail
    assert "pre_tax_income → net_income: 1\u00a0240 computed" in c.detail


PCG_DETAILED = """Compte de résultat
(en euros) 2025 2024
Ventes de marchandises 1 200 000 1 100 000
Production vendue 800 000 750 000
Chiffre d'affaires net 2 000 000 1 850 000
Production stockée -20 000 15 000
Subventions d'exploitation 5 000 4 000
Reprises sur amortissements et provisions, transferts de charges 10 000 8 000
Total des produits d'exploitation 1 995 000 1 877 000
Achats de marchandises 700 000 650 000
Variation de stock (marchandises) -10 000 5 000
Autres achats et charges externes 300 000 280 000
Impôts, taxes et versements assimilés 30 000 28 000
Salaires et traitements 400 000 380 000
Charges sociales 160 000 150 000
Dotations aux amortissements sur immobilisations 90 000 85 000
Autres charges 5 000 4 000
Total des charges d'exploitation 1 675 000 1 582 000
Résultat d'exploitation 320 000 295 000
Produits financiers 2 000 1 500
Charges financières 22 000 20 000
Résultat financier -20 000 -18 500
Résultat courant avant impôts 300 000 276 500
Produits exceptionnels 5 000 0
Charges exceptionnelles 3 000 2 000
Résultat exceptionnel 2 000 -2 000
Participation des salariés 10 000 9 000
Impôts sur les bénéfices 72 000 66 000
Bénéfice ou perte 220 000 199 500"""


def test_detailed_pcg_income_statement_cascade() -> None:
    """A detailed PCG income statement prints 'Total des produits d'exploitation' (the
    revenue line included) and 'Total des charges d'exploitation', positive: the step to
    operating income starts from the products total and subtracts the charges total."""
    r = read_statements(pages(PCG_DETAILED))
    checks = by_name(run_checks(r))
    assert checks["totals_income_2025"].ok
    assert checks["income_cascade_2025"].ok, checks["income_cascade_2025"].detail
    assert checks["income_cascade_2024"].ok, checks["income_cascade_2024"].detail
    # split lines are no field: 'Salaires et traitements' + 'Charges sociales'
    assert "personnel_expenses" not in r.fields["2025"]
    assert r.fields["2025"]["depreciation_amortisation"] == -90000
