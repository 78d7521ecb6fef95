"""Years and fiscal year (issue 15: never drop a year silently; say when they disagree)."""

from __future__ import annotations

import pytest

from analyste.schema import Page, PagesFile
from analyste.statements import read_statements


def pages(*texts: str) -> PagesFile:
    return PagesFile(
        slug="t",
        pdf="t.pdf",
        sha256="0" * 64,
        page_count=len(texts),
        pages=[Page(number=i, text=t) for i, t in enumerate(texts, 1)],
    )


_IS = """CONSOLIDATED STATEMENTS OF OPERATIONS
($ in millions) 2021 2020 2019
Sales 8,958 7,548 8,005
Cost of sales 5,878 5,365 5,462
Income from operations 3,080 2,183 2,543
Income before income taxes 3,080 2,183 2,543
Income tax expense 348 171 181
Net income 2,732 2,012 2,362"""

_BS = """CONSOLIDATED BALANCE SHEETS
January 29, January 30,
($ in millions) 2022 2021
Cash and cash equivalents 804 1,680
Total assets 8,135 7,043
Total shareholders' equity 3,243 2,776
Total liabilities and shareholders' equity 8,135 7,043"""


def test_balance_sheet_dated_at_year_ends_takes_the_fiscal_years() -> None:
    """Foot Locker: the income statement names fiscal 2021 and 2020, the balance sheet
    its closing dates in 2022 and 2021. Intersected as printed, one year was left."""
    cover = "FORM 10-K\nFor the fiscal year ended January 29, 2022"
    r = read_statements(pages(cover, _IS, _BS))
    assert r.years == [2021, 2020]
    assert r.fields["2021"]["cash"] == 804 and r.fields["2020"]["total_assets"] == 7043
    assert r.fiscal_year == 2021
    assert any("balance sheet dated at the year ends (2022, 2021)" in n for n in r.notes)


def test_cover_and_statements_disagreeing_is_said_and_no_year_dropped() -> None:
    """A cover naming 2019 over statements whose latest column is 2018: noted, kept."""
    cover = "ANNUAL REPORT\nFor the fiscal year ended December 31, 2019"
    inc = _IS.replace("2021 2020 2019", "2018 2017 2016")
    bs = _BS.replace("January 29, January 30,\n", "").replace("2022 2021", "2018 2017")
    r = read_statements(pages(cover, inc, bs))
    assert r.years == [2018, 2017]
    assert r.fiscal_year == 2019
    assert any("cover's fiscal year (2019)" in n for n in r.notes)


def test_a_year_ending_early_in_the_next_calendar_year_is_no_disagreement() -> None:
    """J&J's fiscal 2016 ends on January 1, 2017; Salesforce names fiscal 2023 the year
    ending January 31, 2023: the statements' latest column decides, without a note."""
    cover = "FORM 10-K\nFor the fiscal year ended January 1, 2017"
    inc = _IS.replace("2021 2020 2019", "2016 2015 2014")
    bs = _BS.replace("January 29, January 30,\n", "").replace("2022 2021", "2016 2015")
    r = read_statements(pages(cover, inc, bs))
    assert r.fiscal_year == 2016 and r.notes == []


def test_french_cover_fiscal_year() -> None:
    cover = "Comptes annuels de l'exercice clos le 31 décembre 2025"
    bilan = """Bilan
(en milliers d'euros) 2025 2024
Disponibilités 1 200 900
Total actif 5 000 4 000
Capitaux propres 2 000 1 800
Total passif 5 000 4 000"""
    r = read_statements(pages(cover, bilan))
    assert r.fiscal_year == 2025 and r.notes == []


@pytest.mark.parametrize(
    ("header", "years"),
    [
        ("(in millions) 2019 2018 2017", [2019, 2018, 2017]),
        ("(in millions) Fiscal 2019 Fiscal 2018 Fiscal 2017", [2019, 2018, 2017]),
        ("(in millions) FY2019 FY2018", [2019, 2018]),
        (
            "(in millions) September 28, 2019 September 29, 2018 September 30, 2017",
            [2019, 2018, 2017],
        ),
        (
            "(in millions) 52 Weeks Ended 53 Weeks Ended 52 Weeks Ended\n"
            "January 28, 2019 January 29, 2018 January 30, 2017",
            [2019, 2018, 2017],
        ),
        ("(en milliers d'euros) Exercice 2019 Exercice 2018", [2019, 2018]),
        ("(in millions) 2017 2018 2019", [2019, 2018, 2017]),
    ],
)
def test_year_headers_as_printed(header: str, years: list[int]) -> None:
    """Issue 15: '2019', 'fiscal 2019', 'September 28, 2019', '52 weeks ended …',
    'Exercice 2025', in any order, with two or three years."""
    n = len(years)
    text = f"""Consolidated statements of income
{header}
Net sales {" ".join(["1,000"] * n)}
Net income {" ".join(["300"] * n)}"""
    r = read_statements(pages(text))
    assert r.years == years
    assert r.fields[str(years[0])]["revenue"] == 1000
