"""The statement reader on hand-written page text: number cells, labels, layouts, signs.

Each layout test feeds read_statements a PagesFile built from text as pdfplumber prints
it, so that what is tested is the reader, not the extractor. Regression tests are named
after the real filing that forced the code.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from analyste.schema import Page, PagesFile
from analyste.statements import (
    _title_kind,
    normalise_label,
    read_cell,
    read_statements,
    readings,
)


def pages(*texts: str) -> PagesFile:
    return PagesFile(
        slug="t",
        pdf="t.pdf",
        sha256="0" * 64,
        page_count=len(texts),
        pages=[Page(number=i, text=t) for i, t in enumerate(texts, 1)],
    )


# ---------------------------------------------------------------- number cells


@pytest.mark.parametrize(
    ("text", "decimal_comma", "value"),
    [
        ("1 234,5", True, Decimal("1234.5")),
        ("1\u00a0234,5", True, Decimal("1234.5")),
        ("1\u202f234,5", True, Decimal("1234.5")),
        ("1,234.5", False, Decimal("1234.5")),
        ("1,234", False, Decimal("1234")),
        ("1.234,5", True, Decimal("1234.5")),
        ("(1 234)", True, Decimal("-1234")),
        ("(1,637)", False, Decimal("-1637")),
        ("\u22121 234", True, Decimal("-1234")),
        ("-1 234", True, Decimal("-1234")),
        ("\u2212210", True, Decimal("-210")),
        ("-", None, Decimal(0)),
        ("—", None, Decimal(0)),
        ("–", None, Decimal(0)),
        ("$1,234", False, Decimal("1234")),
        ("$ 2,853", False, Decimal("2853")),
        ("12,5", True, Decimal("12.5")),
        ("0,121", True, Decimal("0.121")),
        ("588.5", False, Decimal("588.5")),
        ("9 850*", True, Decimal("9850")),
    ],
)
def test_read_cell_formats(text: str, decimal_comma: bool | None, value: Decimal) -> None:
    assert read_cell(text, decimal_comma) == value


@pytest.mark.parametrize("text", ["Note", "7(b)", "abc", "(", "12a"])
def test_read_cell_refuses_what_is_no_number(text: str) -> None:
    assert read_cell(text) is None


SEPARATORS = {"space": " ", "nbsp": "\u00a0", "nnbsp": "\u202f", "comma": ",", "dot": "."}


def _format(value: Decimal, sep: str, decimals: int, negative: str) -> str:
    whole, _, frac = f"{abs(value):.{decimals}f}".partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    point = "." if sep == "," else ","
    text = sep.join(groups) + (f"{point}{frac}" if frac else "")
    if value < 0:
        return {"paren": f"({text})", "minus": "\u2212" + text, "hyphen": "-" + text}[negative]
    return text


amounts = st.decimals(
    min_value=Decimal("-999999999.99"),
    max_value=Decimal("999999999.99"),
    allow_nan=False,
    allow_infinity=False,
    places=2,
)


@given(
    value=amounts,
    sep=st.sampled_from(sorted(SEPARATORS)),
    decimals=st.integers(min_value=0, max_value=2),
    negative=st.sampled_from(["paren", "minus", "hyphen"]),
)
def test_read_cell_round_trip(value: Decimal, sep: str, decimals: int, negative: str) -> None:
    value = value.quantize(Decimal(1).scaleb(-decimals))
    text = _format(value, SEPARATORS[sep], decimals, negative)
    assert read_cell(text, decimal_comma=SEPARATORS[sep] != ",") == value


@given(
    a=st.integers(min_value=1, max_value=99_999_999),
    ratio=st.floats(min_value=0.34, max_value=3.0),
    negative=st.sampled_from(["paren", "minus", "hyphen"]),
    note=st.sampled_from(["", "3", "12", "4.1"]),
)
def test_space_grouped_line_round_trip(a: int, ratio: float, negative: str, note: str) -> None:
    """Two year columns printed with plain spaces between thousands (what pdfplumber
    gives for U+00A0 and U+202F too) are split back into the two printed values."""
    b = max(1, round(a * ratio))
    values = [Decimal(a), Decimal(-b)]
    cells = [_format(v, " ", 0, negative) for v in values]
    tokens = ([note] if note else []) + " ".join(cells).split()
    found = readings(tokens, 2, decimal_comma=True, space_grouped=True, notes=bool(note))
    assert found, tokens
    if note in ("3", "12") and len(str(a)) % 3 == 0:
        # "3 118 240 …": note 3 and 118 240, or 3 118 240? Only the statement's
        # arithmetic can tell; the right reading must be among the candidates
        assert any(r.values == values for r in found)
    else:
        assert found[0].values == values


# ---------------------------------------------------------------- labels and titles


@pytest.mark.parametrize(
    ("label", "norm"),
    [
        ("Total stockholders’ equity (1)", "total stockholders equity"),
        ("Chiffre d'affaires net*", "chiffre d affaires net"),
        ("Résultat d’exploitation", "resultat d exploitation"),
        ("Property, plant and equipment — net", "property plant and equipment net"),
        ("Purchases of PP&E (1)", "purchases of pp and e"),
    ],
)  # fmt: skip
def test_normalise_label(label: str, norm: str) -> None:
    assert normalise_label(label) == norm


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Consolidated Balance Shee t", "balance"),  # 3M 2018 splits the last word
        ("Consolidated Statement of Incom e", "income"),
        ("Consolidated Statement of Cash Flow s", "cashflow"),
        ("CASH FLOWS STATEMENTS", "cashflow"),  # Microsoft 2016
        ("Compte de résultat de l'exercice", "income"),
        ("État de la situation financière consolidée", "balance"),
        ("Tableau des flux de trésorerie consolidés", "cashflow"),
        ("Consolidated statement of profit or loss and other comprehensive income", "income"),
        ("Consolidated statement of comprehensive income", "stop"),
        ("État consolidé de la situation financière", "balance"),
        ("Tableau consolidé des flux de trésorerie", "cashflow"),
        ("État consolidé du résultat net", "income"),
        ("Statements of Consolidated Income", "income"),
        ("Flux de trésorerie liés aux activités opérationnelles", None),  # a heading inside
        ("Cash flows from operating activities", None),
        ("Consolidated Statements of Stockholders’ Equity", "stop"),
        ("Notes to Consolidated Financial Statements", "stop"),
        ("Accumulated other comprehensive income (loss) (6,866) (7,026)", None),
        ("The Company's balance sheet remained strong throughout the year, as the "
         "following discussion of our liquidity explains in some detail here", None),
    ],
)  # fmt: skip
def test_title_kind(line: str, kind: str | None) -> None:
    assert _title_kind(line) == kind


# ---------------------------------------------------------------- layouts

PCG_INCOME = """Maison Test SAS Rapport annuel 2025
Compte de résultat
(en milliers d'euros) Notes 2025 2024
Produits d'exploitation
Chiffre d'affaires net 3 118 240 121 030
Charges d'exploitation
Achats consommés 61 200 60 380
Charges externes 24 350 23 110
Charges de personnel 10 17 880 17 240
Impôts et taxes 1 640 1 590
Dotations aux amortissements 2 9 735 8 960
Résultat d'exploitation 3 435 9 750
Produits financiers 4 185 210
Charges financières 4 5 140 4 620
Résultat courant avant impôts −1 520 5 340
Impôt sur les bénéfices 5 381 1 820
Résultat net −1 901 3 520
Page 4 / 9"""


def test_pcg_charges_printed_positive_are_stored_negative() -> None:
    """Ferlac's layout: charges printed as positive amounts under 'Charges', a Notes
    column, plain spaces between thousands. 'Impôt 5 381 1 820' is note 5 and 381: only
    the cascade (−1 520 − 381 = −1 901) tells it from 5 381."""
    r = read_statements(pages(PCG_INCOME))
    f = r.fields["2025"]
    assert f["revenue"] == 118240
    assert f["cost_of_goods"] == -61200
    assert f["personnel_expenses"] == -17880
    assert f["depreciation_amortisation"] == -9735
    assert f["financial_income"] == 185
    assert f["financial_expenses"] == -5140
    assert f["pre_tax_income"] == -1520
    assert f["income_tax"] == -381
    assert r.fields["2024"]["income_tax"] == -1820
    assert f["net_income"] == -1901
    assert r.unit == "k€"
    assert r.language == "fr"
    assert r.company == "Maison Test SAS"
    src = r.sources["2025"]["income_tax"]
    assert (src.page, src.statement, src.printed) == (1, "income", "381")
    assert src.line == "Impôt sur les bénéfices 5 381 1 820"


def test_missing_field_is_reported_never_zero() -> None:
    r = read_statements(pages(PCG_INCOME))
    assert "taxes_and_duties" in r.fields["2025"]
    assert "cash" not in r.fields["2025"]
    miss = [m for m in r.missing if m.field == "cash" and m.year == 2025]
    assert miss and miss[0].statement == "balance"
    assert "disponibilites" in miss[0].labels_tried
    assert "no balance statement found" in r.warnings


US_PAGES = (
    """Table of Contents
INDEX TO CONSOLIDATED FINANCIAL STATEMENTS
Consolidated Statements of Cash Flows 37
Consolidated Statements of Operations 38
Consolidated Balance Sheets 40""",
    """ACME CORP.
CONSOLIDATED STATEMENTS OF CASH FLOWS
(in millions)
Year Ended December 31,
2015 2016 2017
OPERATING ACTIVITIES:
Net income 596 2,371 3,033
Depreciation of property and equipment, including internal-use software and
other amortization, including capitalized content costs 6,281 8,116 11,478
Net cash provided by (used in) operating activities 12,039 17,272 18,434
INVESTING ACTIVITIES:
Purchases of property and equipment (5,387) (7,804) (11,955)
Proceeds from sale of businesses, net of cash sold
846 1,065 142
Net cash provided by (used in) investing activities (4,541) (6,739) (11,813)
FINANCING ACTIVITIES:
Cash dividend payments — (1,479) (1,038)
Net cash provided by (used in) financing activities — (1,479) (1,038)
Foreign currency effect on cash and cash equivalents (374) (212) 713
Net increase (decrease) in cash and cash equivalents 7,124 8,842 6,296
SUPPLEMENTAL DISCLOSURE OF CASH FLOW INFORMATION:
Cash paid during the year for:
Interest $ 149 $ 124 $ 141
See accompanying notes to consolidated financial statements.
37""",
    """ACME CORP.
CONSOLIDATED STATEMENTS OF OPERATIONS
(in millions, except per share data)
Year Ended December 31,
2015 2016 2017
Total net sales 107,006 135,987 177,866
Cost of sales 71,651 88,265 111,934
Operating income 2,233 4,186 4,106
Income before income taxes 1,568 3,892 3,806
Provision for income taxes (950) (1,425) (769)
Equity-method investment activity, net of tax (22) (96) (4)
Net income $ 596 $ 2,371 $ 3,033
38""",
    """ACME CORP.
CONSOLIDATED BALANCE SHEETS
(in millions, except per share data)
December 31,
2016 2017
Current assets:
Cash and cash equivalents $ 19,334 $ 20,522
Total current assets 45,781 60,197
Total assets $ 83,402 $ 131,310
Current liabilities:
Short-term debt 12,904 4,985
Current portion of long-term debt 0 2,499
Total liabilities and stockholders’ equity $ 83,402 $ 131,310
40""",
)


def test_oldest_year_first_and_cash_flow_before_income() -> None:
    """Amazon 2017 prints the oldest year first and its cash-flow statement first; the
    table of contents names every statement and must not be taken for one."""
    r = read_statements(pages(*US_PAGES))
    assert r.years == [2017, 2016]
    assert r.statement_pages == {"cashflow": [2], "income": [3], "balance": [4]}
    assert r.fields["2017"]["revenue"] == 177866
    assert r.fields["2016"]["revenue"] == 135987
    assert r.fields["2017"]["cash"] == 20522
    assert r.unit == "$ millions"
    assert r.company == "ACME CORP."


def test_signs_of_a_us_income_statement() -> None:
    r = read_statements(pages(*US_PAGES))
    f = r.fields["2017"]
    assert f["cost_of_goods"] == -111934
    # printed (769); Amazon 2017: pre-tax 3,806 − 769 − 4 = 3,033
    assert f["income_tax"] == -769
    assert f["capex"] == -11955
    assert f["dividends_paid"] == -1038
    assert r.fields["2016"]["dividends_paid"] == -1479
    # Costco 2021 prints 'Interest' under 'Cash paid during the year for:', positive
    assert f["interest_paid"] == -141
    assert r.sources["2017"]["interest_paid"].label == "Interest"


def test_depreciation_from_the_cash_flow_statement_when_the_income_statement_has_none() -> None:
    """README rule (US filings): D&A is the cash-flow statement's single D&A line, here a
    label wrapped over two lines (Amazon 2017), stored negative."""
    r = read_statements(pages(*US_PAGES))
    assert r.fields["2017"]["depreciation_amortisation"] == -11478
    src = r.sources["2017"]["depreciation_amortisation"]
    assert src.statement == "cashflow"
    assert src.label.startswith("Depreciation of property") and src.label.endswith("costs")


def test_label_alone_on_its_line_then_the_numbers() -> None:
    """3M 2018: 'Proceeds from sale of businesses, net of cash sold' / '846 1,065 142'."""
    r = read_statements(pages(*US_PAGES))
    assert r.extra_fields["2017"]["Proceeds from sale of businesses, net of cash sold"] == 142


def test_two_lines_for_one_field_leave_it_missing() -> None:
    """Microsoft 2016 prints 'Short-term debt' and 'Current portion of long-term debt':
    short_term_debt would be their sum, a judgement the reader does not make."""
    r = read_statements(pages(*US_PAGES))
    assert "short_term_debt" not in r.fields["2017"]
    assert any(w.startswith("short_term_debt: several lines") for w in r.warnings)
    assert any(m.field == "short_term_debt" for m in r.missing)


def test_nil_dash_is_zero() -> None:
    r = read_statements(pages(*US_PAGES))
    dividends = next(ln for ln in r.lines["cashflow"] if ln.label == "Cash dividend payments")
    assert dividends.values == {"2015": 0, "2016": -1479, "2017": -1038}
    assert r.fields["2017"]["financing_cash_flow"] == -1038
    assert r.aux["2017"]["fx_effect"] == 713


def test_split_depreciation_and_amortisation_is_not_read_as_one() -> None:
    """DFM 2025's cash-flow statement prints depreciation and amortisation on two lines;
    neither is the D&A field."""
    text = US_PAGES[1].replace(
        "Depreciation of property and equipment, including internal-use software and\n"
        "other amortization, including capitalized content costs 6,281 8,116 11,478",
        "Depreciation of property and equipment 5,000 6,000 7,000\n"
        "Amortisation of other intangible assets 1,281 2,116 4,478",
    )
    r = read_statements(pages(US_PAGES[0], text, US_PAGES[2], US_PAGES[3]))
    assert "depreciation_amortisation" not in r.fields["2017"]


DFM_BALANCE = """Dubai Test Market P.J.S.C. 5
Consolidated statement of financial position
as at 31 December 2025
Notes 2025 2024
ASSETS AED’000 AED’000
Non-current assets
Goodwill 6 2,878,874 2,878,874
Property and equipment 7(a) 34,057 42,247
Investment property 7(b) - 288,461
Total non-current assets 2,912,931 3,209,582
Current assets
Cash and cash equivalents 12 183,315 268,233
Total current assets 183,315 268,233
Total assets 3,096,246 3,477,815
EQUITY AND LIABILITIES
Equity
Share capital 13 8,000,000 8,000,000
Treasury shares (4,364) (4,364)
7,995,636 7,995,636
Retained earnings (4,950,000) (4,550,000)
Total equity 3,045,636 3,445,636
Liabilities
Current liabilities
Subordinated loan 15 32,189 32,189
Operating cash flows before changes in operating 18,421 -
assets and liabilities
Total current liabilities 50,610 32,179
Total equity and liabilities 3,096,246 3,477,815"""


def test_note_references_and_unit_of_an_ifrs_sheet() -> None:
    """DFM 2025: note references '7(a)', '7(b)' between label and numbers, the unit
    printed under the years (AED’000), a nil year printed '-', an unlabelled subtotal,
    a current loan read as short-term debt by its section."""
    r = read_statements(pages(DFM_BALANCE))
    f = r.fields["2025"]
    assert r.unit == "AED thousands"
    assert f["tangible_assets"] == 34057
    assert f["goodwill"] == 2878874
    assert f["short_term_debt"] == 32189
    assert r.extra_fields["2025"]["Investment property"] == 0
    assert r.extra_fields["2024"]["Investment property"] == 288461
    assert r.extra_fields["2025"]["(unlabelled subtotal)"] == 7995636
    assert r.company == "Dubai Test Market P.J.S.C."


def test_label_continued_after_its_numbers() -> None:
    """DFM 2025: 'Operating cash flows before changes in operating 383,237 210,413' then
    'assets and liabilities' on the next line."""
    r = read_statements(pages(DFM_BALANCE))
    labels = [ln.label for ln in r.lines["balance"]]
    assert "Operating cash flows before changes in operating assets and liabilities" in labels


TWO_ON_ONE = """HARBOR INSTRUMENTS, INC.
Consolidated Statements of Operations
(in thousands) Note 2025 2024
Net sales (1) 2 $ 1,284,512 $ 1,190,037
Cost of goods sold 702,118 655,901
Operating income 582,394 534,136
Income before income taxes 560,750 511,126
Provision for (benefit from) income taxes 6 (4,310) 21,966
Net income $ 565,060 $ 489,160
Consolidated Balance Sheets
(in thousands) Note 2025 2024
Cash and cash equivalents $ 96,415 $ 88,100
Total assets $ 900,000 $ 850,000
Total liabilities and stockholders' equity $ 900,000 $ 850,000
Consolidated Statements of Cash Flows
(in thousands) Note 2025 2024
Net cash provided by
operating activities 151,880 139,204
Capital expenditures (98,402) (87,650)
Net cash used in investing activities (98,402) (84,250)
Net cash used in financing activities — (63,000)
Net increase (decrease) in cash and cash equivalents 53,478 (8,046)"""


def test_three_statements_on_one_page_with_footnotes_and_a_tax_benefit() -> None:
    r = read_statements(pages(TWO_ON_ONE))
    assert r.statement_pages == {"income": [1], "balance": [1], "cashflow": [1]}
    assert r.fields["2025"]["revenue"] == 1284512
    assert r.fields["2025"]["income_tax"] == 4310  # a benefit: 560,750 + 4,310 = 565,060
    assert r.fields["2024"]["income_tax"] == -21966
    assert r.fields["2025"]["operating_cash_flow"] == 151880
    assert r.fields["2025"]["financing_cash_flow"] == 0
    assert r.sources["2025"]["operating_cash_flow"].label == (
        "Net cash provided by operating activities"
    )
    assert r.company == "HARBOR INSTRUMENTS, INC."


def test_statement_running_across_a_page_break() -> None:
    first = """Northwind plc — Annual statements 2025
Consolidated statement of cash flows
(in thousands of US dollars) 2025 2024
Net cash generated from operating activities 58,312 55,020
Purchase of property, plant and equipment (31,740) (28,415)
Net cash used in investing activities (30,480) (27,475)"""
    second = """Northwind plc — Annual statements 2025
(in thousands of US dollars) 2025 2024
Dividends paid (12,000) (11,000)
Net cash used in financing activities (21,300) (25,800)
Net increase (decrease) in cash and cash equivalents 6,532 1,745
Notes to the financial statements
1. Accounting policies 2025 2024 2023"""
    r = read_statements(pages(first, second))
    assert r.statement_pages["cashflow"] == [1, 2]
    assert r.fields["2025"]["dividends_paid"] == -12000
    assert r.sources["2025"]["dividends_paid"].page == 2
    assert r.fields["2024"]["net_change_in_cash"] == 1745
    assert r.unit == "$ thousands"
    assert r.company == "Northwind plc"


@pytest.mark.parametrize(
    ("header", "unit"),
    [
        ("(en milliers d'euros) Notes 2025 2024", "k€"),
        ("(en k€) 2025 2024", "k€"),
        ("En millions d'euros 2025 2024", "M€"),
        ("(en euros) 2025 2024", "€"),
        ("(in thousands of US dollars) 2025 2024", "$ thousands"),
        ("(Dollars in millions, except per share amount) 2018 2017", "$ millions"),
        ("(Millions) 2018 2017", "$ millions"),
        ("AED’000 2025 2024", "AED thousands"),
    ],
)
def test_unit_from_the_statement_header(header: str, unit: str) -> None:
    text = f"""Consolidated balance sheet
{header}
Cash and cash equivalents $ 1,200 $ 1,100
Total assets 5,000 4,000"""
    if "euro" in header or "€" in header:
        text = text.replace("$ ", "").replace("1,200", "1 200").replace("1,100", "1 100")
        text = text.replace("5,000", "5 000").replace("4,000", "4 000")
        text = text.replace("Cash and cash equivalents", "Disponibilités")
        text = text.replace("Total assets", "Total actif").replace("balance sheet", "Bilan")
    r = read_statements(pages(text))
    assert r.unit == unit


def test_income_statement_titled_comprehensive_income() -> None:
    """Some US filers title the income statement 'Statements of Comprehensive Income';
    it is read when no better income statement exists."""
    text = """ZETA INC.
CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME
(In millions, except share amounts in thousands) 2025 2024
Revenues $ 5,120 $ 4,870
Cost of revenues 2,310 2,205
Operating income 1,410 1,302
Income before income taxes 1,388 1,275
Income tax expense 301 280
Net income 1,087 995
Other comprehensive income (loss) (12) 8
Comprehensive income $ 1,075 $ 1,003"""
    r = read_statements(pages(text))
    assert r.statement_pages["income"] == [1]
    assert r.fields["2025"]["revenue"] == 5120
    assert r.fields["2025"]["income_tax"] == -301
    assert r.unit == "$ millions"


def test_columns_headed_n_and_n_minus_1() -> None:
    text = """Bilan au 31 décembre 2025
(en k€) Exercice N Exercice N-1
Stocks 1 200 1 100
Disponibilités 800 650
Total actif 2 000 1 750"""
    r = read_statements(pages(text))
    assert r.years == [2025, 2024]
    assert r.fields["2024"]["cash"] == 650


def test_change_column_after_the_years_is_not_a_year() -> None:
    text = """Consolidated income statement
(in thousands of euros) 2025 2024 Change %
Revenue 10,500 10,000 5.0 %
Operating profit 1,050 1,000 5.0 %
Profit before tax 950 900 5.6 %
Income tax expense (250) (240) 4.2 %
Profit for the year 700 660 6.1 %"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["revenue"] == 10500
    assert r.fields["2024"]["net_income"] == 660
    assert r.unit == "k€"


def test_same_debt_label_under_non_current_and_current_liabilities() -> None:
    """French IFRS prints 'Emprunts et dettes financières' twice; the section heading
    above each tells long-term from short-term."""
    text = """État de la situation financière consolidée
(en millions d'euros) Notes 31/12/2025 31/12/2024
Total de l'actif 1 000,0 900,0
Total des capitaux propres 400,0 380,0
Passifs non courants
Emprunts et dettes financières 12 350,5 300,0
Provisions 20,0 18,0
Passifs courants
Emprunts et dettes financières 12 80,2 70,1
Fournisseurs et autres créditeurs 149,3 131,9
Total des capitaux propres et passifs 1 000,0 900,0"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["long_term_debt"] == 350.5
    assert r.fields["2025"]["short_term_debt"] == 80.2
    assert r.fields["2024"]["trade_payables"] == 131.9
    assert r.unit == "M€"


def test_title_at_the_foot_of_a_page_its_table_on_the_next() -> None:
    first = """Management report
The year was good.
Consolidated balance sheet"""
    second = """(in thousands of euros) 2025 2024
Cash and cash equivalents 1,200 1,100
Total assets 5,000 4,000
Total equity and liabilities 5,000 4,000"""
    r = read_statements(pages(first, second))
    assert r.statement_pages["balance"] == [1, 2]
    assert r.fields["2025"]["total_assets"] == 5000
    assert r.sources["2025"]["total_assets"].page == 2


def test_a_total_settles_which_leading_numbers_are_note_references() -> None:
    """With a Notes column and plain spaces between thousands, 'Autres créances 4 629
    3 870' is note 4 and 629 or 4 629: only the printed total tells (so does it for the
    total line itself, 'Total actif circulant 2 779 5 990')."""
    text = """Bilan
(en k€) Notes 2025 2024
Stocks 3 1 200 1 100
Autres créances 4 629 3 870
Disponibilités 5 950 1 020
Total actif circulant 2 779 5 990
Total actif 2 779 5 990
Capitaux propres 2 000 5 000
Dettes fournisseurs 779 990
Total passif 2 779 5 990"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["other_receivables"] == 629
    assert r.fields["2025"]["cash"] == 950
    assert r.fields["2025"]["current_assets"] == 2779
    assert r.fields["2024"]["cash"] == 1020


@pytest.mark.parametrize(
    "header",
    [
        "(en k€) Notes 31.12.2025 31.12.2024",
        "(en k€) 31/12/2025 31/12/2024",
        "(en k€) Exercice 2025 (12 mois) Exercice 2024 (12 mois)",
        "(en k€) Au 31 décembre 2025 Au 31 décembre 2024",
    ],
)
def test_year_columns_printed_as_dates(header: str) -> None:
    text = f"""Bilan
{header}
Stocks 1 200 1 100
Total actif 2 000 1 750"""
    r = read_statements(pages(text))
    assert r.years == [2025, 2024]
    assert r.fields["2024"]["inventories"] == 1100


def test_note_references_written_out() -> None:
    text = """Consolidated income statement
(in thousands of euros) Notes 2025 2024
Revenue Note 5 10,500 10,000
Operating profit Notes 6, 7 1,050 1,000
Profit before tax 950 900
Income tax expense Note 8 (250) (240)
Profit for the year 700 660"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["revenue"] == 10500
    assert r.fields["2025"]["operating_income"] == 1050
    assert r.fields["2025"]["income_tax"] == -250
    assert r.sources["2025"]["revenue"].label == "Revenue"


def test_euro_sign_after_each_amount_and_a_unit_in_euros() -> None:
    """Small French companies print '12 500 €' in each cell; '000' in an amount is no
    'thousands' unit."""
    text = """Bilan
(en euros) 2025 2024
Stocks 12 500 € 11 000 €
Disponibilités 1 234 567 € 987 654 €
Total actif 1 247 067 € 998 654 €"""
    r = read_statements(pages(text))
    assert r.unit == "€"
    assert r.fields["2025"]["cash"] == 1234567
    assert r.fields["2024"]["inventories"] == 11000


def test_heading_kept_across_a_running_header() -> None:
    """'Current liabilities' at the foot of a page, the running header on the next: the
    loan under it is still read as short-term debt."""
    first = """Consolidated statement of financial position
(in thousands of US dollars) 2025 2024
Total assets 5,000 4,000
Total equity 3,000 2,500
Current liabilities"""
    second = """Northwind plc — Annual statements 2025
Bank loans 1,200 900
Trade payables 800 600
Total equity and liabilities 5,000 4,000"""
    r = read_statements(pages(first, second))
    assert r.fields["2025"]["short_term_debt"] == 1200


TOKENS = [
    "Bilan", "Total", "actif", "2025", "2024", "(1", "234)", "1 234", "—", "-", "$", "Notes",
    "Revenue", "Net income", "(in millions)", "3", "12,5", "1,234", "Balance sheet", "\n",
    "Cash and cash equivalents", "Total assets", "−45", "%", "Variation", "Brut", "Net",
]  # fmt: skip


@given(st.lists(st.sampled_from(TOKENS), max_size=80))
def test_any_text_is_read_without_raising(tokens: list[str]) -> None:
    """Whatever the page holds, the reader returns a reading (fields may be missing) and
    the checks run on it."""
    from analyste.checks import run_checks

    text = " ".join(tokens)
    r = read_statements(pages(text, text))
    assert set(r.fields) == {str(y) for y in r.years}
    assert all(c.ok or c.gap is not None for c in run_checks(r))
