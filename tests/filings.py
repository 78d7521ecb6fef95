"""Test filings in layouts unlike the three samples, written with fpdf2 into a folder.

What for: the statement reader must read filings it has never seen. Each `Filing` here
is a small annual-statements PDF (no prose) printed in one layout of its own: English
IFRS in $ thousands with parentheses and a cash-flow statement split over two pages;
French IFRS in M€ with one decimal, narrow no-break spaces and the older year first;
US style with a Notes column, footnote markers, `—` for nil, `$` signs, wrapped labels
and two statements on one page. `expected(filing)` gives the canonical fields, signed by
the contract, that the reader must return exactly.

What not: no prose, signals or hidden text (scripts/make_sample_reports.py writes the
sample annual reports); no checking: the tests do that.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

from analyste.schema import CANONICAL, Page, PagesFile

FONTS = Path(__file__).resolve().parents[1] / "scripts" / "fonts"

EXPENSES = {
    "cost_of_goods",
    "external_expenses",
    "personnel_expenses",
    "taxes_and_duties",
    "depreciation_amortisation",
    "financial_expenses",
    "income_tax",
}


@dataclass(frozen=True)
class Style:
    """How a filing prints its numbers."""

    sep: str = ","  # thousands separator
    decimal: str = "."
    decimals: int = 0
    negative: str = "paren"  # paren | minus (U+2212) | hyphen
    nil: str = "—"
    charges_positive: bool = False  # expenses printed as positive amounts
    currency: str = ""  # printed as its own token before the first and total lines

    def n(self, value: Decimal | int | float) -> str:
        v = Decimal(str(value))
        if v == 0:
            return self.nil
        whole, _, frac = f"{abs(v):.{self.decimals}f}".partition(".")
        groups: list[str] = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        text = self.sep.join(groups) + (f"{self.decimal}{frac}" if frac else "")
        if v < 0:
            if self.negative == "paren":
                return f"({text})"
            return ("\u2212" if self.negative == "minus" else "-") + text
        return text


@dataclass
class Line:
    """A statement line: a heading (key None, no values) or a line with values."""

    label: str
    key: str | None = None  # canonical field, "x_…" for other lines, None for a heading
    note: str = ""
    bold: bool = False
    dollar: bool = False  # print the currency sign before each value


def total(label: str, key: str, note: str = "", dollar: bool = False) -> Line:
    """A total line, printed bold."""
    return Line(label, key, note, bold=True, dollar=dollar)


@dataclass
class Block:
    kind: str  # income | balance | cashflow
    title: str
    lines: list[Line]
    new_page: bool = True  # start on a new page (False: below the previous statement)
    break_after: str | None = None  # key of the line after which the page breaks
    continued_title: str | None = None  # printed at the top of the next page, if any
    pcg_assets: bool = False  # Brut | Amort. et dépréc. | Net N | Net N-1 (French PCG)
    variation: bool = False  # a "Variation %" column after the years


@dataclass
class Filing:
    slug: str
    company: str
    unit_line: str
    unit: str  # what the reader should report
    language: str
    years: tuple[int, ...]  # in the printed column order
    style: Style
    values: dict[int, dict[str, Decimal]]
    blocks: list[Block]
    notes_column: bool = False
    header_words: str = ""  # e.g. "Notes" printed before the years
    running_header: str = ""
    fields: tuple[str, ...] = field(default_factory=tuple)  # the canonical fields printed
    year_label: str = "{year}"  # how a column header prints its year ("FY{year}", "Fiscal {year}")


class _Doc(FPDF):
    def __init__(self, filing: Filing) -> None:
        super().__init__(format="A4", unit="mm")
        self.filing = filing
        self.set_margins(18, 18, 18)
        self.set_auto_page_break(False)
        for style, suffix in (("", ""), ("B", "-Bold"), ("I", "-Oblique")):
            self.add_font("DejaVu", style, str(FONTS / f"DejaVuSans{suffix}.ttf"))

    def header(self) -> None:
        if self.filing.running_header:
            self.set_font("DejaVu", "", 7.5)
            self.cell(0, 5, self.filing.running_header, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.ln(3)


W_LABEL, W_NOTE, W_YEAR = 100, 14, 30
W_PCG_LABEL, W_PCG = 74, 25


def _header_row(pdf: _Doc, f: Filing, block: Block) -> None:
    if block.pcg_assets:
        latest, previous = f.years
        pdf.set_font("DejaVu", "I", 8.5)
        pdf.cell(W_PCG_LABEL, 6, f.unit_line)
        pdf.set_font("DejaVu", "B", 9)
        label = f.year_label if f.year_label != "{year}" else "Exercice {year}"
        pdf.cell(3 * W_PCG, 6, label.format(year=latest, next=latest + 1), align="C")
        pdf.cell(W_PCG, 6, label.format(year=previous, next=previous + 1), align="R")
        pdf.ln(6)
        pdf.cell(W_PCG_LABEL, 6, "")
        for text in ("Brut", "Amort.", "Net", "Net"):
            pdf.cell(W_PCG, 6, text, align="R")
        pdf.ln(7)
        return
    pdf.set_font("DejaVu", "I", 8.5)
    pdf.cell(W_LABEL - 20 * block.variation, 6, f.unit_line)
    pdf.set_font("DejaVu", "B", 9)
    if f.notes_column:
        pdf.cell(W_NOTE, 6, f.header_words or "Notes", align="C")
    for y in f.years:
        pdf.cell(W_YEAR, 6, f.year_label.format(year=y, next=y + 1), align="R")
    if block.variation:
        pdf.cell(W_NOTE + 20, 6, "Variation %", align="R")
    pdf.ln(7)


def _pcg_asset_line(pdf: _Doc, f: Filing, line: Line) -> None:
    pdf.set_font("DejaVu", "B" if line.bold else "", 9)
    pdf.cell(W_PCG_LABEL, 5.5, line.label)
    latest, previous = f.years
    net = f.values[latest].get(line.key or "", Decimal(0))
    amort = f.values[latest].get(f"amort:{line.key}", Decimal(0))
    for value in (net + amort, amort, net, f.values[previous].get(line.key or "", Decimal(0))):
        pdf.cell(W_PCG, 5.5, f.style.n(value), align="R")
    pdf.ln(5.5)


def _line(pdf: _Doc, f: Filing, line: Line, block: Block | None = None) -> None:
    if block is not None and block.pcg_assets and line.key is not None:
        _pcg_asset_line(pdf, f, line)
        return
    if line.key is None:
        pdf.set_font("DejaVu", "B", 9)
        pdf.cell(0, 5.5, line.label, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        return
    pdf.set_font("DejaVu", "B" if line.bold else "", 9)
    label = line.label
    if "\n" in label:
        # a label wrapped over two lines; the numbers sit on the second one
        first, second = label.split("\n", 1)
        pdf.cell(0, 5.5, first, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        label = "    " + second
    pdf.cell(W_LABEL - 20 * bool(block and block.variation), 5.5, label)
    if f.notes_column:
        pdf.set_font("DejaVu", "", 8)
        pdf.cell(W_NOTE, 5.5, line.note, align="C")
        pdf.set_font("DejaVu", "B" if line.bold else "", 9)
    for y in f.years:
        value = f.values[y].get(line.key, Decimal(0))
        if f.style.charges_positive and line.key in EXPENSES:
            value = -value
        text = f.style.n(value)
        if line.dollar and f.style.currency:
            pdf.cell(6, 5.5, f.style.currency)
            pdf.cell(W_YEAR - 6, 5.5, text, align="R")
        else:
            pdf.cell(W_YEAR, 5.5, text, align="R")
    if block is not None and block.variation:
        latest, previous = f.years[0], f.years[1]
        now, before = f.values[latest][line.key], f.values[previous][line.key]
        change = (now - before) / abs(before) * 100 if before else None
        pdf.cell(
            W_NOTE + 4,
            5.5,
            "n.s." if change is None else f"{change:.1f} %".replace(".", ","),
            align="R",
        )
    pdf.ln(5.5)


def build(filing: Filing, folder: Path) -> Path:
    """Write <folder>/<slug>.pdf and return its path."""
    pdf = _Doc(filing)
    pdf.add_page()
    first = True
    for block in filing.blocks:
        if block.new_page and not first:
            pdf.add_page()
        elif not first:
            pdf.ln(8)
        first = False
        pdf.set_font("DejaVu", "B", 12)
        pdf.cell(0, 8, block.title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        _header_row(pdf, filing, block)
        for line in block.lines:
            _line(pdf, filing, line, block)
            if block.break_after and line.key == block.break_after:
                pdf.add_page()
                if block.continued_title:
                    pdf.set_font("DejaVu", "B", 12)
                    pdf.cell(0, 8, block.continued_title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
                _header_row(pdf, filing, block)
    out = folder / f"{filing.slug}.pdf"
    pdf.output(str(out))
    return out


def pages_of(pdf: Path, numbers: list[int] | None = None) -> PagesFile:
    """pdfplumber text of some pages (all by default), as analyste.pages would store it."""
    import hashlib

    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        wanted = numbers or list(range(1, len(doc.pages) + 1))
        pages = [Page(number=n, text=doc.pages[n - 1].extract_text() or "") for n in wanted]
        count = len(doc.pages)
    return PagesFile(
        slug=pdf.stem,
        pdf=str(pdf),
        sha256=hashlib.sha256(pdf.read_bytes()).hexdigest(),
        page_count=count,
        pages=pages,
    )


def expected(filing: Filing) -> dict[str, dict[str, int | float]]:
    """year → canonical field → value signed by the contract, as the reader must return."""
    out: dict[str, dict[str, int | float]] = {}
    for y in filing.years:
        d = {}
        for k in filing.fields:
            v = filing.values[y][k]
            d[k] = int(v) if v == v.to_integral_value() else float(v)
        out[str(y)] = d
    return out


# ---------------------------------------------------------------- consistent figures


def complete(base: dict[int, dict[str, str | int]], latest: int, previous: int) -> dict:
    """Derive totals so that every check of analyste.checks holds on the filing.

    Income: operating income = revenue + expenses (signed) + x_op_* lines; pre-tax =
    operating + financial lines; net = pre-tax + tax. Cash flow: investing = capex +
    x_inv_*, financing = dividends + x_fin_*, net change = the three (+ x_fx); cash of the
    latest year = cash of the previous + its net change. Balance: current and total
    assets, total liabilities; equity balances the sheet.
    """
    v = {y: {k: Decimal(str(x)) for k, x in d.items()} for y, d in base.items()}
    for d in v.values():
        d["operating_income"] = (
            d["revenue"]
            + sum(
                (d[k] for k in EXPENSES - {"financial_expenses", "income_tax"} if k in d),
                Decimal(0),
            )
            + sum((x for k, x in d.items() if k.startswith("x_op_")), Decimal(0))
        )
        d["pre_tax_income"] = (
            d["operating_income"] + d["financial_income"] + d["financial_expenses"]
        )
        d["net_income"] = d["pre_tax_income"] + d["income_tax"]
        d["investing_cash_flow"] = d["capex"] + sum(
            (x for k, x in d.items() if k.startswith("x_inv_")), Decimal(0)
        )
        d["financing_cash_flow"] = d["dividends_paid"] + sum(
            (x for k, x in d.items() if k.startswith("x_fin_")), Decimal(0)
        )
        d["net_change_in_cash"] = (
            d["operating_cash_flow"]
            + d["investing_cash_flow"]
            + d["financing_cash_flow"]
            + d.get("x_fx", Decimal(0))
        )
    v[latest]["cash"] = v[previous]["cash"] + v[latest]["net_change_in_cash"]
    v[previous]["x_cash_begin"] = v[previous]["cash"] - v[previous]["net_change_in_cash"]
    v[latest]["x_cash_begin"] = v[previous]["cash"]
    for d in v.values():
        d["x_cash_end"] = d["cash"]
        d["x_non_current"] = d["intangible_assets"] + d["tangible_assets"] + d["financial_assets"]
        d["current_assets"] = (
            d["inventories"] + d["trade_receivables"] + d["other_receivables"] + d["cash"]
        )
        d["total_assets"] = d["x_non_current"] + d["current_assets"]
        d["x_non_current_liabilities"] = d["long_term_debt"] + d["provisions"]
        d["current_liabilities"] = (
            d["short_term_debt"]
            + d["trade_payables"]
            + d["tax_and_social_payables"]
            + d["other_liabilities"]
        )
        d["x_total_liabilities"] = d["x_non_current_liabilities"] + d["current_liabilities"]
        d["equity"] = d["total_assets"] - d["x_total_liabilities"]
        d["total_liabilities_and_equity"] = d["total_assets"]
    return v


CANONICAL_34 = CANONICAL


# ---------------------------------------------------------------- filing A

_A_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": 412_306, "cost_of_goods": -201_455, "external_expenses": -48_210,
        "personnel_expenses": -82_940, "taxes_and_duties": -3_118,
        "depreciation_amortisation": -21_877, "x_op_other": 2_415,
        "financial_income": 1_204, "financial_expenses": -9_860, "income_tax": -12_731,
        "intangible_assets": 35_220, "tangible_assets": 188_410, "financial_assets": 12_005,
        "inventories": 44_120, "trade_receivables": 61_870, "other_receivables": 9_344,
        "provisions": 6_120, "long_term_debt": 96_500, "short_term_debt": 18_250,
        "trade_payables": 52_310, "tax_and_social_payables": 17_905, "other_liabilities": 8_440,
        "operating_cash_flow": 58_312, "capex": -31_740, "x_inv_disposals": 1_260,
        "dividends_paid": -12_000, "x_fin_repayments": -15_300, "x_fin_new": 6_000,
        "x_fx": -412,
    },
    2024: {
        "revenue": 398_115, "cost_of_goods": -195_010, "external_expenses": -46_870,
        "personnel_expenses": -79_330, "taxes_and_duties": -2_994,
        "depreciation_amortisation": -20_415, "x_op_other": 1_980,
        "financial_income": 980, "financial_expenses": -10_245, "income_tax": -11_840,
        "intangible_assets": 36_900, "tangible_assets": 179_020, "financial_assets": 11_870,
        "inventories": 41_530, "trade_receivables": 58_240, "other_receivables": 8_915,
        "cash": 27_880, "provisions": 5_870, "long_term_debt": 104_300,
        "short_term_debt": 17_900, "trade_payables": 49_875, "tax_and_social_payables": 16_480,
        "other_liabilities": 7_990, "operating_cash_flow": 55_020, "capex": -28_415,
        "x_inv_disposals": 940, "dividends_paid": -11_000, "x_fin_repayments": -14_800,
        "x_fin_new": 0, "x_fx": 233,
    },
}  # fmt: skip


def filing_a() -> Filing:
    """English IFRS, $ thousands, parentheses negatives, the cash-flow statement split
    across two pages with only the running header and column header on the second."""
    v = complete(_A_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="northwind",
        company="Northwind Holdings plc",
        unit_line="(in thousands of US dollars)",
        unit="$ thousands",
        language="en",
        years=(2025, 2024),
        style=Style(sep=",", negative="paren", nil="-"),
        values=v,
        running_header="Northwind Holdings plc — Annual financial statements 2025",
        fields=(*CANONICAL_34, "current_assets", "current_liabilities"),
        blocks=[
            Block("income", "Consolidated statement of profit or loss", [
                L("Revenue", "revenue"),
                L("Cost of sales", "cost_of_goods"),
                L("Other external expenses", "external_expenses"),
                L("Employee benefits expense", "personnel_expenses"),
                L("Taxes other than income tax", "taxes_and_duties"),
                L("Depreciation and amortisation expense", "depreciation_amortisation"),
                L("Other operating income", "x_op_other"),
                T("Operating profit", "operating_income"),
                L("Finance income", "financial_income"),
                L("Finance costs", "financial_expenses"),
                T("Profit before tax", "pre_tax_income"),
                L("Income tax expense", "income_tax"),
                T("Profit for the year", "net_income"),
            ]),
            Block("balance", "Consolidated statement of financial position", [
                L("Non-current assets"),
                L("Intangible assets", "intangible_assets"),
                L("Property, plant and equipment", "tangible_assets"),
                L("Non-current financial assets", "financial_assets"),
                T("Total non-current assets", "x_non_current"),
                L("Current assets"),
                L("Inventories", "inventories"),
                L("Trade receivables", "trade_receivables"),
                L("Other receivables", "other_receivables"),
                L("Cash and cash equivalents", "cash"),
                T("Total current assets", "current_assets"),
                T("Total assets", "total_assets"),
                T("Total equity", "equity"),
                L("Non-current liabilities"),
                L("Borrowings, non-current", "long_term_debt"),
                L("Provisions", "provisions"),
                T("Total non-current liabilities", "x_non_current_liabilities"),
                L("Current liabilities"),
                L("Borrowings, current", "short_term_debt"),
                L("Trade payables", "trade_payables"),
                L("Tax and social security payables", "tax_and_social_payables"),
                L("Other payables", "other_liabilities"),
                T("Total current liabilities", "current_liabilities"),
                T("Total liabilities", "x_total_liabilities"),
                T("Total equity and liabilities", "total_liabilities_and_equity"),
            ]),
            Block("cashflow", "Consolidated statement of cash flows", [
                L("Cash flows from operating activities"),
                T("Net cash generated from operating activities", "operating_cash_flow"),
                L("Cash flows from investing activities"),
                L("Purchase of property, plant and equipment", "capex"),
                L("Proceeds from disposals", "x_inv_disposals"),
                T("Net cash used in investing activities", "investing_cash_flow"),
                L("Cash flows from financing activities"),
                L("Dividends paid", "dividends_paid"),
                L("Repayment of borrowings", "x_fin_repayments"),
                L("Proceeds from borrowings", "x_fin_new"),
                T("Net cash used in financing activities", "financing_cash_flow"),
                L("Effect of exchange rate changes on cash and cash equivalents", "x_fx"),
                T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
                L("Cash and cash equivalents at beginning of year", "x_cash_begin"),
                T("Cash and cash equivalents at end of year", "x_cash_end"),
            ], break_after="investing_cash_flow"),
        ],
    )  # fmt: skip


# ---------------------------------------------------------------- filing B

_B_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": "2841.6", "cost_of_goods": "-1204.3", "external_expenses": "-512.8",
        "personnel_expenses": "-688.1", "taxes_and_duties": "-41.7",
        "depreciation_amortisation": "-143.9", "financial_income": "12.4",
        "financial_expenses": "-58.6", "income_tax": "-61.2",
        "intangible_assets": "1310.5", "tangible_assets": "1877.2", "financial_assets": "94.6",
        "inventories": "402.8", "trade_receivables": "611.9", "other_receivables": "88.3",
        "provisions": "73.1", "long_term_debt": "1420.0", "short_term_debt": "236.4",
        "trade_payables": "498.7", "tax_and_social_payables": "205.3", "other_liabilities": "64.9",
        "operating_cash_flow": "298.4", "capex": "-176.5", "x_inv_disposals": "8.2",
        "dividends_paid": "-45.0", "x_fin_repayments": "-120.0", "x_fin_new": "150.0",
    },
    2024: {
        "revenue": "2705.3", "cost_of_goods": "-1150.9", "external_expenses": "-497.5",
        "personnel_expenses": "-661.0", "taxes_and_duties": "-39.8",
        "depreciation_amortisation": "-137.2", "financial_income": "9.7",
        "financial_expenses": "-61.3", "income_tax": "-55.4",
        "intangible_assets": "1322.9", "tangible_assets": "1801.6", "financial_assets": "90.1",
        "inventories": "388.4", "trade_receivables": "590.2", "other_receivables": "84.0",
        "cash": "254.7", "provisions": "70.6", "long_term_debt": "1390.0",
        "short_term_debt": "251.8", "trade_payables": "470.2", "tax_and_social_payables": "198.4",
        "other_liabilities": "61.5", "operating_cash_flow": "271.9", "capex": "-160.3",
        "x_inv_disposals": "5.5", "dividends_paid": "-40.0", "x_fin_repayments": "-95.0",
        "x_fin_new": "0",
    },
}  # fmt: skip


def filing_b() -> Filing:
    """French IFRS, M€ with one decimal, U+202F between thousands, U+2212 minus, the
    older year first, a Notes column with references such as 5.2."""
    v = complete(_B_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="vauclair",
        company="Groupe Vauclair SE",
        unit_line="(en millions d'euros)",
        unit="M€",
        language="fr",
        years=(2024, 2025),
        style=Style(sep="\u202f", decimal=",", decimals=1, negative="minus", nil="–"),
        values=v,
        notes_column=True,
        running_header="Groupe Vauclair SE — Document d'enregistrement universel 2025",
        fields=(*CANONICAL_34, "current_assets", "current_liabilities"),
        blocks=[
            Block("income", "État du résultat net consolidé", [
                L("Produits des activités ordinaires", "revenue", "4.1"),
                L("Achats consommés", "cost_of_goods"),
                L("Charges externes", "external_expenses", "4.2"),
                L("Charges de personnel", "personnel_expenses", "5"),
                L("Impôts et taxes", "taxes_and_duties"),
                L("Dotations aux amortissements", "depreciation_amortisation", "6.1"),
                T("Résultat opérationnel", "operating_income"),
                L("Produits financiers", "financial_income", "7"),
                L("Charges financières", "financial_expenses", "7"),
                T("Résultat avant impôt", "pre_tax_income"),
                L("Impôt sur le résultat", "income_tax", "8"),
                T("Résultat net de l'exercice", "net_income"),
            ]),
            Block("balance", "État de la situation financière consolidée", [
                L("Actifs non courants"),
                L("Immobilisations incorporelles", "intangible_assets", "6.2"),
                L("Immobilisations corporelles", "tangible_assets", "6.3"),
                L("Actifs financiers non courants", "financial_assets", "9"),
                T("Total des actifs non courants", "x_non_current"),
                L("Actifs courants"),
                L("Stocks", "inventories", "10"),
                L("Créances clients", "trade_receivables", "11"),
                L("Autres créances", "other_receivables"),
                L("Trésorerie et équivalents de trésorerie", "cash", "12"),
                T("Total des actifs courants", "current_assets"),
                T("Total de l'actif", "total_assets"),
                T("Total des capitaux propres", "equity", "13"),
                L("Passifs non courants"),
                L("Dettes financières non courantes", "long_term_debt", "14"),
                L("Provisions", "provisions", "15"),
                T("Total des passifs non courants", "x_non_current_liabilities"),
                L("Passifs courants"),
                L("Dettes financières courantes", "short_term_debt", "14"),
                L("Dettes fournisseurs", "trade_payables"),
                L("Dettes fiscales et sociales", "tax_and_social_payables"),
                L("Autres dettes", "other_liabilities"),
                T("Total des passifs courants", "current_liabilities"),
                T("Total des capitaux propres et passifs", "total_liabilities_and_equity"),
            ]),
            Block("cashflow", "Tableau des flux de trésorerie consolidés", [
                T("Flux de trésorerie liés aux activités opérationnelles", "operating_cash_flow"),
                L("Acquisitions d'immobilisations corporelles et incorporelles", "capex", "6.3"),
                L("Cessions d'immobilisations", "x_inv_disposals"),
                T("Flux de trésorerie liés aux activités d'investissement", "investing_cash_flow"),
                L("Dividendes versés", "dividends_paid", "13"),
                L("Remboursements d'emprunts", "x_fin_repayments", "14"),
                L("Émissions d'emprunts", "x_fin_new", "14"),
                T("Flux de trésorerie liés aux activités de financement", "financing_cash_flow"),
                T("Variation de la trésorerie nette", "net_change_in_cash"),
                L("Trésorerie à l'ouverture", "x_cash_begin"),
                L("Trésorerie à la clôture", "x_cash_end"),
            ]),
        ],
    )  # fmt: skip


# ---------------------------------------------------------------- filing C

_C_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": 1_284_512, "cost_of_goods": -702_118, "external_expenses": -141_905,
        "personnel_expenses": -233_470, "taxes_and_duties": -9_812,
        "depreciation_amortisation": -64_200, "financial_income": 0,
        "financial_expenses": -21_644, "income_tax": 4_310,
        "intangible_assets": 88_410, "tangible_assets": 402_775, "financial_assets": 25_000,
        "inventories": 120_455, "trade_receivables": 188_902, "other_receivables": 14_327,
        "provisions": 11_200, "long_term_debt": 310_000, "short_term_debt": 45_000,
        "trade_payables": 140_388, "tax_and_social_payables": 39_710, "other_liabilities": 12_655,
        "operating_cash_flow": 151_880, "capex": -98_402, "x_inv_disposals": 0,
        "dividends_paid": -30_000, "x_fin_repayments": -40_000,
    },
    2024: {
        "revenue": 1_190_037, "cost_of_goods": -655_901, "external_expenses": -133_840,
        "personnel_expenses": -219_005, "taxes_and_duties": -9_120,
        "depreciation_amortisation": -60_115, "financial_income": 1_850,
        "financial_expenses": -23_010, "income_tax": -21_966,
        "intangible_assets": 91_120, "tangible_assets": 371_090, "financial_assets": 25_000,
        "inventories": 110_208, "trade_receivables": 171_344, "other_receivables": 12_990,
        "cash": 96_415, "provisions": 10_480, "long_term_debt": 335_000,
        "short_term_debt": 40_000, "trade_payables": 128_730, "tax_and_social_payables": 36_925,
        "other_liabilities": 11_870, "operating_cash_flow": 139_204, "capex": -87_650,
        "x_inv_disposals": 3_400, "dividends_paid": -28_000, "x_fin_repayments": -35_000,
    },
}  # fmt: skip


def filing_c() -> Filing:
    """US layout: a Notes column, footnote markers, `—` for nil, `$` signs as their own
    tokens, expenses printed positive (a tax benefit shows as a negative provision), a
    label wrapped over two lines, and the income statement and balance sheet on one page."""
    v = complete(_C_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="harbor",
        company="Harbor Instruments, Inc.",
        unit_line="(in thousands)",
        unit="$ thousands",
        language="en",
        years=(2025, 2024),
        style=Style(sep=",", negative="paren", nil="—", charges_positive=True, currency="$"),
        values=v,
        notes_column=True,
        header_words="Note",
        running_header="Harbor Instruments, Inc.",
        fields=(*CANONICAL_34, "current_assets", "current_liabilities"),
        blocks=[
            Block("income", "Consolidated Statements of Operations", [
                L("Net sales (1)", "revenue", "2", dollar=True),
                L("Cost of goods sold", "cost_of_goods"),
                L("External expenses", "external_expenses"),
                L("Personnel expenses*", "personnel_expenses", "3"),
                L("Taxes other than income taxes", "taxes_and_duties"),
                L("Depreciation and amortization", "depreciation_amortisation", "4"),
                T("Operating income", "operating_income"),
                L("Interest income", "financial_income"),
                L("Interest expense", "financial_expenses", "5"),
                T("Income before income taxes", "pre_tax_income"),
                L("Provision for (benefit from) income taxes", "income_tax", "6"),
                T("Net income", "net_income", dollar=True),
            ]),
            Block("balance", "Consolidated Balance Sheets", [
                L("Current assets:"),
                L("Cash and cash equivalents", "cash", dollar=True),
                L("Accounts receivable, net", "trade_receivables", "7"),
                L("Other receivables", "other_receivables"),
                L("Inventories", "inventories", "8"),
                T("Total current assets", "current_assets"),
                L("Property, plant and equipment, net", "tangible_assets", "9"),
                L("Intangible assets, net", "intangible_assets"),
                L("Long-term investments", "financial_assets"),
                T("Total assets", "total_assets", dollar=True),
                L("Current liabilities:"),
                L("Accounts payable", "trade_payables", dollar=True),
                L("Short-term borrowings", "short_term_debt", "10"),
                L("Tax and social security liabilities", "tax_and_social_payables"),
                L("Other payables", "other_liabilities"),
                T("Total current liabilities", "current_liabilities"),
                L("Long-term debt, excluding\ncurrent portion", "long_term_debt", "10"),
                L("Provisions", "provisions", "11"),
                T("Total liabilities", "x_total_liabilities"),
                T("Total stockholders' equity", "equity"),
                T(
                    "Total liabilities and stockholders' equity",
                    "total_liabilities_and_equity",
                    dollar=True,
                ),
            ], new_page=False),
            Block("cashflow", "Consolidated Statements of Cash Flows", [
                T("Net cash provided by\noperating activities", "operating_cash_flow"),
                L("Investing activities:"),
                L("Capital expenditures", "capex"),
                L("Proceeds from sale of equipment", "x_inv_disposals"),
                T("Net cash used in investing activities", "investing_cash_flow"),
                L("Financing activities:"),
                L("Cash dividends paid", "dividends_paid", "12"),
                L("Repayments of long-term debt", "x_fin_repayments"),
                T("Net cash used in financing activities", "financing_cash_flow"),
                T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
                L("Cash and cash equivalents, beginning of year", "x_cash_begin"),
                L("Cash and cash equivalents, end of year", "x_cash_end", dollar=True),
            ]),
        ],
    )  # fmt: skip


# ---------------------------------------------------------------- filing D

_D_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": 4_812_350, "cost_of_goods": -2_104_775, "external_expenses": -812_430,
        "personnel_expenses": -1_190_220, "taxes_and_duties": -64_310,
        "depreciation_amortisation": -231_900, "financial_income": 3_120,
        "financial_expenses": -48_770, "income_tax": -88_415,
        "intangible_assets": 42_500, "tangible_assets": 1_385_200, "financial_assets": 12_000,
        "inventories": 512_640, "trade_receivables": 701_330, "other_receivables": 48_205,
        "provisions": 35_000, "long_term_debt": 620_000, "short_term_debt": 95_000,
        "trade_payables": 388_140, "tax_and_social_payables": 242_715, "other_liabilities": 21_380,
        "operating_cash_flow": 421_760, "capex": -265_300, "x_inv_disposals": 12_500,
        "dividends_paid": -60_000, "x_fin_repayments": -90_000, "x_fin_new": 50_000,
        "amort:intangible_assets": 18_200, "amort:tangible_assets": 1_102_450,
        "amort:trade_receivables": 14_300,
    },
    2024: {
        "revenue": 4_655_020, "cost_of_goods": -2_050_310, "external_expenses": -790_115,
        "personnel_expenses": -1_150_870, "taxes_and_duties": -62_980,
        "depreciation_amortisation": -224_600, "financial_income": 2_480,
        "financial_expenses": -52_310, "income_tax": -79_940,
        "intangible_assets": 47_300, "tangible_assets": 1_351_800, "financial_assets": 12_000,
        "inventories": 498_210, "trade_receivables": 684_905, "other_receivables": 51_760,
        "cash": 301_445, "provisions": 32_500, "long_term_debt": 660_000,
        "short_term_debt": 90_000, "trade_payables": 375_400, "tax_and_social_payables": 236_980,
        "other_liabilities": 19_870, "operating_cash_flow": 398_540, "capex": -240_100,
        "x_inv_disposals": 8_000, "dividends_paid": -55_000, "x_fin_repayments": -85_000,
        "x_fin_new": 0,
    },
}  # fmt: skip


def filing_d() -> Filing:
    """French PCG annual accounts in euros: the assets printed Brut | Amort. et dépréc. |
    Net 2025 | Net 2024 under a two-line header, the liabilities on the next page under
    their own title, an income statement with a 'Variation %' column, plain spaces
    between thousands and hyphen minus signs."""
    v = complete(_D_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="martinel",
        company="Martinel Frères SARL",
        unit_line="(en euros)",
        unit="€",
        language="fr",
        years=(2025, 2024),
        style=Style(sep=" ", decimal=",", negative="hyphen", nil="-", charges_positive=True),
        values=v,
        running_header="Martinel Frères SARL - Comptes annuels 2025",
        fields=(*CANONICAL_34, "current_assets"),
        blocks=[
            Block("income", "Compte de résultat", [
                L("Produits d'exploitation"),
                L("Chiffre d'affaires net", "revenue"),
                L("Charges d'exploitation"),
                L("Achats consommés de marchandises et matières", "cost_of_goods"),
                L("Autres achats et charges externes", "external_expenses"),
                L("Impôts, taxes et versements assimilés", "taxes_and_duties"),
                L("Charges de personnel", "personnel_expenses"),
                L("Dotations aux amortissements et provisions", "depreciation_amortisation"),
                T("Résultat d'exploitation", "operating_income"),
                L("Produits financiers", "financial_income"),
                L("Charges financières", "financial_expenses"),
                T("Résultat courant avant impôts", "pre_tax_income"),
                L("Impôts sur les bénéfices", "income_tax"),
                T("Bénéfice ou perte", "net_income"),
            ], variation=True),
            Block("balance", "Bilan actif", [
                L("Actif immobilisé"),
                L("Immobilisations incorporelles", "intangible_assets"),
                L("Immobilisations corporelles", "tangible_assets"),
                L("Immobilisations financières", "financial_assets"),
                L("Actif circulant"),
                L("Stocks et en-cours", "inventories"),
                L("Clients et comptes rattachés", "trade_receivables"),
                L("Autres créances", "other_receivables"),
                L("Disponibilités", "cash"),
                T("Total actif circulant", "current_assets"),
                T("Total général", "total_assets"),
            ], pcg_assets=True),
            Block("balance", "Bilan passif", [
                T("Capitaux propres", "equity"),
                L("Provisions pour risques et charges", "provisions"),
                L("Emprunts et dettes financières à plus d'un an", "long_term_debt"),
                L("Emprunts et dettes financières à moins d'un an", "short_term_debt"),
                L("Dettes fournisseurs et comptes rattachés", "trade_payables"),
                L("Dettes fiscales et sociales", "tax_and_social_payables"),
                L("Autres dettes", "other_liabilities"),
                T("Total général", "total_liabilities_and_equity"),
            ]),
            Block("cashflow", "Tableau des flux de trésorerie", [
                T("Flux net de trésorerie généré par l'activité", "operating_cash_flow"),
                L("Acquisitions d'immobilisations", "capex"),
                L("Cessions d'immobilisations", "x_inv_disposals"),
                T("Flux net lié aux opérations d'investissement", "investing_cash_flow"),
                L("Dividendes versés", "dividends_paid"),
                L("Remboursements d'emprunts", "x_fin_repayments"),
                L("Nouveaux emprunts", "x_fin_new"),
                T("Flux net lié aux opérations de financement", "financing_cash_flow"),
                T("Variation de trésorerie", "net_change_in_cash"),
                L("Trésorerie d'ouverture", "x_cash_begin"),
                L("Trésorerie de clôture", "x_cash_end"),
            ]),
        ],
    )  # fmt: skip


def random_variant(seed: int) -> Filing:
    """Vauclair's layout with random figures, in k€ with plain spaces between thousands
    (what the extractor gives for U+00A0/U+202F), a Notes column filled at random, either
    year order, either sign convention: `3 118 240` is then often a note and a number or
    one number, and only the statement's arithmetic tells."""
    import random

    rng = random.Random(seed)
    base = {y: dict(d) for y, d in _B_BASE.items()}
    scale = rng.choice([1, 10, 100, 1000])
    for d in base.values():
        for k, v in d.items():
            d[k] = str((Decimal(v) * scale * Decimal(rng.uniform(0.3, 3.0))).quantize(Decimal(1)))
    f = filing_b()
    f.slug = f"variant{seed}"
    f.values = complete(base, 2025, 2024)
    f.style = Style(
        sep=" ",
        decimal=",",
        negative=rng.choice(["paren", "minus", "hyphen"]),
        nil="-",
        charges_positive=rng.random() < 0.5,
    )
    f.years = rng.choice([(2025, 2024), (2024, 2025)])
    f.unit, f.unit_line = "k€", "(en milliers d'euros)"
    for block in f.blocks:
        for line in block.lines:
            if line.key:
                line.note = rng.choice(["", "", "", str(rng.randint(1, 25))])
    return f


def layout_variant(seed: int) -> Filing:
    """One of the four filings, its years in either order (not Martinel's Brut/Net
    columns), one statement cut by a page break at a random line (with a '(continued)' /
    '(suite)' title or none), sometimes two statements on one page."""
    import random

    rng = random.Random(seed)
    make = rng.choice([filing_a, filing_b, filing_c, filing_d])
    f = make()
    f.slug = f"layout{seed}"
    if make is not filing_d:
        f.years = rng.choice([f.years, tuple(reversed(f.years))])
    for block in f.blocks:
        block.break_after, block.continued_title, block.new_page = None, None, True
    cut = rng.choice(f.blocks)
    cut.break_after = rng.choice([x.key for x in cut.lines if x.key][1:-1])
    if rng.random() < 0.5:
        cut.continued_title = cut.title + (" (continued)" if f.language == "en" else " (suite)")
    if rng.random() < 0.4:
        i = rng.randrange(1, len(f.blocks))
        a, b = f.blocks[i - 1], f.blocks[i]
        if a.break_after is None and b.break_after is None and len(a.lines) + len(b.lines) < 34:
            b.new_page = False
    return f


FILINGS = {"northwind": filing_a, "vauclair": filing_b, "harbor": filing_c, "martinel": filing_d}
