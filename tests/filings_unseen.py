"""Held-out statement filings: layouts and labels that tests/filings.py and the samples lack.

What for: a measure of the statement reader on filings it was not tuned on. Each builder
writes one PDF of statements (no prose) with fpdf2; `expected_unseen(name)` gives the
expected-results dict (ARCHITECTURE.md, "Expected-results file") with every canonical
field the filing prints, signed by the contract (expenses, capex, dividends, interest paid
negative). The figures are written first, as the contract signs them; every total is
derived from them and the arithmetic is asserted before anything is printed.

- brennac: French PCG comptes sociaux in euros (U+00A0 between thousands, which fpdf2
  writes as a space; parentheses for negatives; charges printed positive): assets Brut /
  Amort. / Net under dated headers "31/12/2025", unnamed totals "TOTAL (I)", "TOTAL
  GÉNÉRAL (I + II + III)", the debt split "Emprunts et dettes auprès des établissements de
  crédit — à plus d'un an / à moins d'un an", provisions as "TOTAL PROVISIONS (II)" under
  two sub-lines, "Autres créances et comptes de régularisation", a "dont à l'exportation"
  sub-line, a capital label holding a number, net income printed on the balance sheet too,
  nil exceptional items, and a tableau des flux with CAF and BFR.
- veldmann: IFRS English in € millions with one decimal: the balance sheet first (two
  years), then the income statement and cash flows with three years (2025, 2024, 2023);
  "Purchased services and other external charges", "Employee benefits expense", goodwill
  apart from "Other intangible assets", the same label "Interest-bearing loans and
  borrowings" under the non-current and the current headings, attributable-to and EPS
  lines, interest paid inside operating cash flows, the exchange-rate effect printed after
  the net change in cash; no taxes-and-duties line.
- pellham: US GAAP 10-K style in $ millions: a five-year "Selected Financial Data" table on
  an earlier page (its "Long-term debt (1)" includes the current portion, its capex is
  positive), "Fiscal 2024 / Fiscal 2023" column headers, expenses by function (SG&A: no
  external, personnel or taxes-and-duties lines, no provisions), "Short-term borrowings
  and current portion of long-term debt", "Total liabilities" printed apart from equity
  with a "Commitments and contingencies" line, labels carrying numbers ("less allowances
  of $6.1 and $5.4"), the FX effect inside the net change, supplemental "Cash paid for
  interest" (interest_paid, signed as an outflow).
- brennacmisprint: brennac with the 2025 "Variation de trésorerie (A + B + C)" misprinted
  (see `brennac_misprint`).

What not: no prose and no risk sentences (tests/risk_filings_unseen.py); no running of the
tool (tests/test_unseen_builders.py checks only these builders).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from filings import FONTS, Style
from fpdf import FPDF
from fpdf.enums import XPos, YPos

from analyste.schema import CANONICAL

D = Decimal
ZERO = Decimal(0)
# Fixed so that two runs write the same bytes.
CREATION_DATE = dt.datetime(2026, 3, 30, 9, 0, 0, tzinfo=dt.UTC)
OPTIONAL = ("current_assets", "current_liabilities", "goodwill", "interest_paid")


# ---------------------------------------------------------------- printing


class Doc(FPDF):
    """A4 page with an optional running header and a page-number footer."""

    def __init__(self, running: str = "", footer: str = "{n}", lang: str = "fr-FR") -> None:
        super().__init__(format="A4", unit="mm")
        self.running = running
        self.footer_text = footer
        self.set_margins(18, 16, 18)
        self.set_auto_page_break(False)
        for style, suffix in (("", ""), ("B", "-Bold"), ("I", "-Oblique")):
            self.add_font("DejaVu", style, str(FONTS / f"DejaVuSans{suffix}.ttf"))
        self.set_creation_date(CREATION_DATE)
        self.set_lang(lang)

    def header(self) -> None:
        if self.running:
            self.set_font("DejaVu", "", 7.5)
            self.set_text_color(90, 90, 90)
            self.cell(0, 4, self.running, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.set_text_color(0, 0, 0)
            self.ln(4)

    def footer(self) -> None:
        if self.footer_text:
            self.set_y(-12)
            self.set_font("DejaVu", "", 7.5)
            self.cell(0, 4, self.footer_text.format(n=self.page_no()), align="C")

    def heading(self, text: str, size: float = 12, after: float = 2) -> None:
        self.set_font("DejaVu", "B", size)
        self.multi_cell(0, size * 0.55, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.ln(after)

    def small(self, text: str, size: float = 7.5, style: str = "") -> None:
        self.set_font("DejaVu", style, size)
        self.multi_cell(0, 4, text, align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT)


@dataclass
class Row:
    """A statement line: a heading (key None) or a line with values."""

    label: str
    key: str | None = None
    bold: bool = False
    flip: bool = False  # printed with the other sign (charges printed as positive amounts)
    note: str = ""
    decimals: int | None = None  # e.g. earnings per share
    dollar: bool = False  # "$" glued to the number
    rule: bool = False  # a rule above the numbers


def H(label: str) -> Row:
    return Row(label)


def T(label: str, key: str, **kw) -> Row:
    """A total line: bold, with a rule above its numbers."""
    return Row(label, key, bold=True, rule=True, **kw)


@dataclass
class Col:
    head: tuple[str, ...]  # header lines, bottom-aligned
    get: Callable[[str], Decimal | None]
    width: float = 26.0


def year_col(values: dict[int, dict[str, Decimal]], year: int, *head: str, width=26.0) -> Col:
    return Col(head or (str(year),), lambda k, d=values[year]: d.get(k), width)


def wrap(pdf: FPDF, text: str, width: float) -> list[str]:
    """Greedy word wrap; continuation lines indented."""
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        trial = f"{cur} {w}" if cur else w
        if pdf.get_string_width(trial) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = "   " + w
    lines.append(cur)
    return lines


def table(
    pdf: Doc,
    rows: list[Row],
    cols: list[Col],
    style: Style,
    *,
    unit_line: str = "",
    note_head: str = "",
    w_note: float = 0.0,
    size: float = 8.5,
    lh: float = 5.0,
) -> None:
    left = pdf.l_margin
    full = pdf.w - pdf.l_margin - pdf.r_margin
    w_label = full - w_note - sum(c.width for c in cols)
    depth = max(len(c.head) for c in cols)
    for i in range(depth):
        last = i == depth - 1
        pdf.set_font("DejaVu", "I", 8)
        pdf.cell(w_label, 4.6, unit_line if last else "")
        pdf.set_font("DejaVu", "B", size)
        if w_note:
            pdf.cell(w_note, 4.6, note_head if last else "", align="C")
        for c in cols:
            head = ("",) * (depth - len(c.head)) + c.head
            pdf.cell(c.width, 4.6, head[i], align="R")
        pdf.ln(4.6)
    pdf.line(left, pdf.get_y() + 0.5, left + full, pdf.get_y() + 0.5)
    pdf.ln(1.5)
    for r in rows:
        if r.key is None:
            pdf.set_font("DejaVu", "B", size)
            pdf.cell(full, lh, r.label, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            continue
        pdf.set_font("DejaVu", "B" if r.bold else "", size)
        lines = wrap(pdf, r.label, w_label - 3)
        for extra in lines[:-1]:
            pdf.cell(w_label, lh, extra, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        if r.rule:
            y = pdf.get_y() + 0.3
            pdf.line(left + w_label + w_note + 4, y, left + full, y)
        pdf.cell(w_label, lh, lines[-1])
        if w_note:
            pdf.set_font("DejaVu", "", size - 1)
            pdf.cell(w_note, lh, r.note, align="C")
            pdf.set_font("DejaVu", "B" if r.bold else "", size)
        st = style if r.decimals is None else replace(style, decimals=r.decimals)
        for c in cols:
            v = c.get(r.key)
            if v is None:
                text = ""
            else:
                text = st.n(-v if r.flip else v)
                if r.dollar and v != 0:
                    text = "$" + text
            pdf.cell(c.width, lh, text, align="R")
        pdf.ln(lh)


# ---------------------------------------------------------------- expected results


def _num(v: Decimal) -> int | float:
    return int(v) if v == v.to_integral_value() else float(v)


def _round(x: Decimal, places: int) -> int | float | None:
    """Half away from zero; None when x sits so near a rounding boundary that a float
    computation elsewhere could print the other neighbour (the ratio is then left out)."""
    q = Decimal(1).scaleb(-places)
    scaled = abs(x) * 10**places
    frac = scaled - int(scaled)
    if abs(frac - Decimal("0.5")) < Decimal("0.005"):
        return None
    r = x.quantize(q, rounding=ROUND_HALF_UP)
    return int(r) if places == 0 else float(r)


def ratios_of(fields: dict[str, dict[str, Decimal]], years: list[int]) -> dict:
    """The R- ratios of ARCHITECTURE.md that the printed fields allow, at the sample's
    precision (1 decimal for multiples, 3 for rates, 0 for DSO)."""
    out: dict[str, dict] = {}
    for y in years:
        d = fields[str(y)]
        r: dict[str, int | float | None] = {}
        need = ("operating_income", "depreciation_amortisation")
        ebitda = (
            d["operating_income"] - d["depreciation_amortisation"]
            if all(k in d for k in need)
            else None
        )
        net_debt = None
        if all(k in d for k in ("long_term_debt", "short_term_debt", "cash")):
            net_debt = d["long_term_debt"] + d["short_term_debt"] - d["cash"]
            r["net_debt"] = _num(net_debt)
        if ebitda is not None:
            r["ebitda"] = _num(ebitda)
            if net_debt is not None:
                r["leverage"] = _round(net_debt / ebitda, 1)
            if d.get("financial_expenses"):
                r["interest_cover"] = _round(ebitda / -d["financial_expenses"], 1)
            if "revenue" in d:
                r["ebitda_margin"] = _round(ebitda / d["revenue"], 3)
        if net_debt is not None and "equity" in d:
            r["gearing"] = _round(net_debt / d["equity"], 1)
        if "net_income" in d and "revenue" in d:
            r["net_margin"] = _round(d["net_income"] / d["revenue"], 3)
        if "operating_cash_flow" in d and "capex" in d:
            r["free_cash_flow"] = _num(d["operating_cash_flow"] + d["capex"])
        if y == years[0] and str(years[1]) in fields and "revenue" in fields[str(years[1])]:
            r["revenue_growth"] = _round(d["revenue"] / fields[str(years[1])]["revenue"] - 1, 3)
        if "equity" in d and "total_assets" in d:
            r["equity_ratio"] = _round(d["equity"] / d["total_assets"], 3)
        if "trade_receivables" in d and "revenue" in d:
            r["dso"] = _round(d["trade_receivables"] * 365 / d["revenue"], 0)
        out[str(y)] = {k: x for k, x in r.items() if x is not None}
    return out


def fields_of(
    values: dict[int, dict[str, Decimal]], years: list[int], keys: tuple[str, ...]
) -> dict[str, dict[str, Decimal]]:
    return {str(y): {k: values[y][k] for k in keys if k in values[y]} for y in years}


def as_json(fields: dict[str, dict[str, Decimal]]) -> dict[str, dict[str, int | float]]:
    return {y: {k: _num(v) for k, v in d.items()} for y, d in fields.items()}


def _d(base: dict[int, dict[str, int | str]]) -> dict[int, dict[str, Decimal]]:
    return {y: {k: D(str(x)) for k, x in d.items()} for y, d in base.items()}


EXPENSES = (
    "cost_of_goods",
    "external_expenses",
    "personnel_expenses",
    "taxes_and_duties",
    "depreciation_amortisation",
    "financial_expenses",
    "income_tax",
)


def _signs(d: dict[str, Decimal], year: int) -> None:
    for k in (*EXPENSES, "capex", "dividends_paid", "interest_paid"):
        assert k not in d or d[k] < 0, (year, k, d.get(k))
    balance = (
        "tangible_assets",
        "inventories",
        "trade_receivables",
        "other_receivables",
        "cash",
        "total_assets",
        "equity",
        "long_term_debt",
        "short_term_debt",
        "trade_payables",
    )
    for k in balance:
        assert k not in d or d[k] > 0, (year, k, d.get(k))


# ---------------------------------------------------------------- 1. brennac (PCG, €)

_BRENNAC: dict[int, dict[str, int]] = {
    2025: {
        "revenue": 38_412_506, "x_export": 9_874_120, "x_op_stock": -152_310,
        "x_op_subv": 48_000, "x_op_reprises": 215_470,
        "cost_of_goods": -17_305_842, "external_expenses": -6_918_205,
        "taxes_and_duties": -612_448, "personnel_expenses": -9_874_316,
        "depreciation_amortisation": -1_986_530, "x_op_dotprov": -184_000,
        "x_op_autres": -41_277, "financial_income": 38_912, "financial_expenses": -702_615,
        "x_exc_inc": 0, "x_exc_exp": 0, "income_tax": -214_880,
        "intangible_assets": 412_800, "amort:intangible_assets": 1_120_400,
        "tangible_assets": 14_870_250, "amort:tangible_assets": 21_480_900,
        "financial_assets": 605_000, "inventories": 6_214_880, "amort:inventories": 312_000,
        "trade_receivables": 7_905_312, "amort:trade_receivables": 146_200,
        "x_capital": 3_000_000, "x_ran": 184_512, "x_prov_r": 412_000, "x_prov_c": 145_000,
        "long_term_debt": 8_450_000, "short_term_debt": 1_850_000,
        "trade_payables": 4_812_450, "tax_and_social_payables": 2_415_880,
        "other_liabilities": 688_210,
        "operating_cash_flow": 3_180_412, "capex": -2_750_600, "x_inv_cess": 64_000,
        "dividends_paid": -400_000, "x_fin_new": 1_500_000, "x_fin_remb": -2_020_000,
    },
    2024: {
        "revenue": 36_980_115, "x_export": 9_102_450, "x_op_stock": 96_540,
        "x_op_subv": 52_000, "x_op_reprises": 130_220,
        "cost_of_goods": -16_512_330, "external_expenses": -6_701_912,
        "taxes_and_duties": -598_120, "personnel_expenses": -9_512_804,
        "depreciation_amortisation": -1_874_215, "x_op_dotprov": -95_000,
        "x_op_autres": -38_140, "financial_income": 41_205, "financial_expenses": -688_930,
        "x_exc_inc": 0, "x_exc_exp": 0, "income_tax": -372_000,
        "intangible_assets": 455_300, "amort:intangible_assets": 1_040_100,
        "tangible_assets": 14_102_660, "amort:tangible_assets": 19_702_300,
        "financial_assets": 590_500, "inventories": 6_080_415, "amort:inventories": 298_500,
        "trade_receivables": 7_512_980, "amort:trade_receivables": 131_000,
        "other_receivables": 1_204_670, "cash": 2_512_340,
        "x_capital": 3_000_000, "x_ran": 184_512, "x_prov_r": 318_000, "x_prov_c": 125_000,
        "long_term_debt": 9_200_000, "short_term_debt": 1_620_000,
        "trade_payables": 4_590_120, "tax_and_social_payables": 2_298_540,
        "other_liabilities": 642_905,
        "operating_cash_flow": 2_874_930, "capex": -2_415_300, "x_inv_cess": 22_500,
        "dividends_paid": -350_000, "x_fin_new": 0, "x_fin_remb": -1_870_000,
    },
}  # fmt: skip

BRENNAC_FIELDS = CANONICAL  # all 34; TOTAL (II) is not named "actif circulant": not expected


def brennac_values() -> dict[int, dict[str, Decimal]]:
    """Derive every total of the PCG statements from the lines above, and assert them."""
    v = _d(_BRENNAC)
    for y, d in v.items():
        d["x_prod_total"] = d["revenue"] + d["x_op_stock"] + d["x_op_subv"] + d["x_op_reprises"]
        charges = (
            "cost_of_goods", "external_expenses", "taxes_and_duties", "personnel_expenses",
            "depreciation_amortisation", "x_op_dotprov", "x_op_autres",
        )  # fmt: skip
        d["x_charges_total"] = sum((d[k] for k in charges), ZERO)
        d["operating_income"] = d["x_prod_total"] + d["x_charges_total"]
        d["x_fin_result"] = d["financial_income"] + d["financial_expenses"]
        d["pre_tax_income"] = d["operating_income"] + d["x_fin_result"]
        d["x_exc_result"] = d["x_exc_inc"] + d["x_exc_exp"]
        d["net_income"] = d["pre_tax_income"] + d["x_exc_result"] + d["income_tax"]
        d["x_all_inc"] = d["x_prod_total"] + d["financial_income"] + d["x_exc_inc"]
        d["x_all_exp"] = (
            d["x_charges_total"] + d["financial_expenses"] + d["x_exc_exp"] + d["income_tax"]
        )
        assert d["x_all_inc"] + d["x_all_exp"] == d["net_income"], y
        # cash-flow statement: CAF + BFR = operating flow
        d["x_cf_dot"] = -d["depreciation_amortisation"] - d["x_op_dotprov"] - d["x_op_reprises"]
        d["x_caf"] = d["net_income"] + d["x_cf_dot"]
        d["x_cf_bfr"] = d["operating_cash_flow"] - d["x_caf"]
        d["investing_cash_flow"] = d["capex"] + d["x_inv_cess"]
        d["financing_cash_flow"] = d["dividends_paid"] + d["x_fin_new"] + d["x_fin_remb"]
        d["net_change_in_cash"] = (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
        d["provisions"] = d["x_prov_r"] + d["x_prov_c"]
        d["x_debts"] = sum(
            (d[k] for k in ("long_term_debt", "short_term_debt", "trade_payables",
                            "tax_and_social_payables", "other_liabilities")),
            ZERO,
        )  # fmt: skip
    a, b = v[2025], v[2024]
    a["cash"] = b["cash"] + a["net_change_in_cash"]
    b["x_cash_open"] = b["cash"] - b["net_change_in_cash"]
    a["x_cash_open"] = b["cash"]
    # bank debt moves by the borrowings drawn and repaid
    debt = ("long_term_debt", "short_term_debt")
    assert sum(a[k] for k in debt) - sum(b[k] for k in debt) == a["x_fin_new"] + a["x_fin_remb"]
    fixed = ("intangible_assets", "tangible_assets", "financial_assets")
    for d in (a, b):
        d["x_cash_close"] = d["cash"]
        d["x_fixed"] = sum((d[k] for k in fixed), ZERO)
    # 2024: reserves balance the sheet; 2025: reserves roll forward, other receivables balance
    b["x_current"] = sum(
        (b[k] for k in ("inventories", "trade_receivables", "other_receivables", "cash")), ZERO
    )
    b["total_assets"] = b["x_fixed"] + b["x_current"]
    b["x_reserves"] = (
        b["total_assets"] - b["provisions"] - b["x_debts"] - b["x_capital"] - b["x_ran"]
        - b["net_income"]
    )  # fmt: skip
    a["x_reserves"] = b["x_reserves"] + b["net_income"] + a["dividends_paid"]
    for d in (a, b):
        d["equity"] = d["x_capital"] + d["x_reserves"] + d["x_ran"] + d["net_income"]
        d["total_liabilities_and_equity"] = d["equity"] + d["provisions"] + d["x_debts"]
    a["total_assets"] = a["total_liabilities_and_equity"]
    a["other_receivables"] = (
        a["total_assets"] - a["x_fixed"] - a["inventories"] - a["trade_receivables"] - a["cash"]
    )
    a["x_current"] = a["inventories"] + a["trade_receivables"] + a["other_receivables"] + a["cash"]
    for y, d in v.items():
        # gross and depreciation columns of the assets, totals included
        for k in (*fixed, "inventories", "trade_receivables", "other_receivables", "cash"):
            d.setdefault(f"amort:{k}", ZERO)
            d[f"gross:{k}"] = d[k] + d[f"amort:{k}"]
        for tot, parts in (
            ("x_fixed", fixed),
            ("x_current", ("inventories", "trade_receivables", "other_receivables", "cash")),
        ):
            d[f"amort:{tot}"] = sum((d[f"amort:{k}"] for k in parts), ZERO)
            d[f"gross:{tot}"] = d[tot] + d[f"amort:{tot}"]
        d["amort:total_assets"] = d["amort:x_fixed"] + d["amort:x_current"]
        d["gross:total_assets"] = d["total_assets"] + d["amort:total_assets"]
        _check_brennac(d, y)
    assert a["x_cash_close"] - a["x_cash_open"] == a["net_change_in_cash"]
    assert b["x_cash_close"] - b["x_cash_open"] == b["net_change_in_cash"]
    assert b["x_cash_open"] > 0 and a["other_receivables"] > 0 and b["x_reserves"] > 0
    return v


def _check_brennac(d: dict[str, Decimal], y: int) -> None:
    assert d["total_assets"] == d["x_fixed"] + d["x_current"], y
    assert d["total_assets"] == d["total_liabilities_and_equity"], y
    assert d["net_income"] == d["pre_tax_income"] + d["income_tax"], y  # exceptional nil
    assert d["x_exc_result"] == 0, y
    assert d["x_caf"] + d["x_cf_bfr"] == d["operating_cash_flow"], y
    assert d["net_change_in_cash"] == (
        d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
    ), y
    _signs(d, y)


BRENNAC_STYLE = Style(sep="\u00a0", decimal=",", negative="paren", nil="-")


def _brennac_pdf(v: dict[int, dict[str, Decimal]], out: Path, slug: str) -> Path:
    st = BRENNAC_STYLE
    pdf = Doc(running="SAS TISSAGES BRENNAC - Comptes annuels au 31/12/2025 - Montants en euros")
    pdf.add_page()
    pdf.heading("BILAN - ACTIF", 12)
    pdf.small("Exercice clos le 31/12/2025 (12 mois)    Exercice précédent : 31/12/2024 (12 mois)")
    pdf.ln(2)

    def gross(k: str) -> Decimal | None:
        return v[2025].get(f"gross:{k}")

    def amort(k: str) -> Decimal | None:
        return v[2025].get(f"amort:{k}")

    cols = [
        Col(("", "Brut"), gross, 27),
        Col(("Amortissements", "et dépréciations"), amort, 31),
        Col(("Net", "31/12/2025"), lambda k: v[2025].get(k), 27),
        Col(("Net", "31/12/2024"), lambda k: v[2024].get(k), 27),
    ]
    table(pdf, [
        H("ACTIF IMMOBILISÉ"),
        Row("Immobilisations incorporelles", "intangible_assets"),
        Row("Immobilisations corporelles", "tangible_assets"),
        Row("Immobilisations financières (1)", "financial_assets"),
        T("TOTAL (I)", "x_fixed"),
        H("ACTIF CIRCULANT"),
        Row("Stocks et en-cours", "inventories"),
        Row("Clients et comptes rattachés (2)", "trade_receivables"),
        Row("Autres créances et comptes de régularisation", "other_receivables"),
        Row("Disponibilités", "cash"),
        T("TOTAL (II)", "x_current"),
        T("TOTAL GÉNÉRAL (I + II)", "total_assets"),
    ], cols, st, unit_line="(en euros)", size=8.3)  # fmt: skip
    pdf.ln(4)
    pdf.small("(1) dont à moins d'un an : 45 000")
    pdf.small("(2) dont à plus d'un an : néant")

    years = [
        Col(("31/12/2025",), lambda k: v[2025].get(k), 30),
        Col(("31/12/2024",), lambda k: v[2024].get(k), 30),
    ]
    pdf.add_page()
    pdf.heading("BILAN - PASSIF", 12)
    table(pdf, [
        H("CAPITAUX PROPRES"),
        Row("Capital social ou individuel (dont versé : 3 000 000)", "x_capital"),
        Row("Réserves", "x_reserves"),
        Row("Report à nouveau", "x_ran"),
        Row("Résultat de l'exercice (bénéfice ou perte)", "net_income"),
        T("TOTAL CAPITAUX PROPRES (I)", "equity"),
        H("PROVISIONS"),
        Row("Provisions pour risques", "x_prov_r"),
        Row("Provisions pour charges", "x_prov_c"),
        T("TOTAL PROVISIONS (II)", "provisions"),
        H("DETTES (3)"),
        Row("Emprunts et dettes auprès des établissements de crédit — à plus d'un an",
            "long_term_debt"),
        Row("Emprunts et dettes auprès des établissements de crédit — à moins d'un an",
            "short_term_debt"),
        Row("Dettes fournisseurs et comptes rattachés", "trade_payables"),
        Row("Dettes fiscales et sociales", "tax_and_social_payables"),
        Row("Autres dettes et comptes de régularisation", "other_liabilities"),
        T("TOTAL DETTES (III)", "x_debts"),
        T("TOTAL GÉNÉRAL (I + II + III)", "total_liabilities_and_equity"),
    ], years, st, unit_line="(en euros)", size=8.3)  # fmt: skip
    pdf.ln(4)
    pdf.small("(3) dont concours bancaires courants et soldes créditeurs de banques : néant")

    pdf.add_page()
    pdf.heading("COMPTE DE RÉSULTAT DE L'EXERCICE", 12)
    years_e = [
        Col(("Exercice", "2025"), lambda k: v[2025].get(k), 30),
        Col(("Exercice", "2024"), lambda k: v[2024].get(k), 30),
    ]
    F = {"flip": True}
    table(pdf, [
        H("Produits d'exploitation"),
        Row("Montant net du chiffre d'affaires", "revenue"),
        Row("     dont à l'exportation", "x_export"),
        Row("Production stockée", "x_op_stock"),
        Row("Subventions d'exploitation", "x_op_subv"),
        Row("Reprises sur amortissements, dépréciations et provisions, transferts de charges",
            "x_op_reprises"),
        T("Total des produits d'exploitation (I)", "x_prod_total"),
        H("Charges d'exploitation"),
        Row("Coût d'achat des marchandises et matières consommées", "cost_of_goods", **F),
        Row("Autres achats et charges externes", "external_expenses", **F),
        Row("Impôts, taxes et versements assimilés", "taxes_and_duties", **F),
        Row("Salaires, traitements et charges sociales", "personnel_expenses", **F),
        Row("Dotations aux amortissements sur immobilisations", "depreciation_amortisation", **F),
        Row("Dotations aux provisions pour risques et charges", "x_op_dotprov", **F),
        Row("Autres charges", "x_op_autres", **F),
        T("Total des charges d'exploitation (II)", "x_charges_total", **F),
        T("RÉSULTAT D'EXPLOITATION (I - II)", "operating_income"),
        Row("Produits financiers (III)", "financial_income"),
        Row("Charges financières (IV)", "financial_expenses", **F),
        T("RÉSULTAT FINANCIER (III - IV)", "x_fin_result"),
        T("RÉSULTAT COURANT AVANT IMPÔTS (I - II + III - IV)", "pre_tax_income"),
        Row("Produits exceptionnels (V)", "x_exc_inc"),
        Row("Charges exceptionnelles (VI)", "x_exc_exp", **F),
        T("RÉSULTAT EXCEPTIONNEL (V - VI)", "x_exc_result"),
        Row("Impôts sur les bénéfices (VII)", "income_tax", **F),
        T("TOTAL DES PRODUITS (I + III + V)", "x_all_inc"),
        T("TOTAL DES CHARGES (II + IV + VI + VII)", "x_all_exp", **F),
        T("BÉNÉFICE OU PERTE", "net_income"),
    ], years_e, st, unit_line="(en euros)", size=8.3, lh=4.9)  # fmt: skip

    pdf.add_page()
    pdf.heading("TABLEAU DES FLUX DE TRÉSORERIE", 12)
    years_y = [
        Col(("2025",), lambda k: v[2025].get(k), 30),
        Col(("2024",), lambda k: v[2024].get(k), 30),
    ]
    table(pdf, [
        H("Flux de trésorerie liés à l'activité"),
        Row("Résultat net de l'exercice", "net_income"),
        Row("Dotations nettes aux amortissements, dépréciations et provisions", "x_cf_dot"),
        T("Capacité d'autofinancement", "x_caf"),
        Row("Variation du besoin en fonds de roulement lié à l'activité", "x_cf_bfr"),
        T("Flux net de trésorerie généré par l'activité (A)", "operating_cash_flow"),
        H("Flux de trésorerie liés aux opérations d'investissement"),
        Row("Acquisitions d'immobilisations corporelles et incorporelles", "capex"),
        Row("Cessions d'immobilisations", "x_inv_cess"),
        T("Flux net de trésorerie lié aux opérations d'investissement (B)",
          "investing_cash_flow"),
        H("Flux de trésorerie liés aux opérations de financement"),
        Row("Dividendes versés aux associés", "dividends_paid"),
        Row("Encaissements provenant d'emprunts", "x_fin_new"),
        Row("Remboursements d'emprunts", "x_fin_remb"),
        T("Flux net de trésorerie lié aux opérations de financement (C)",
          "financing_cash_flow"),
        T("Variation de trésorerie (A + B + C)", "net_change_in_cash"),
        Row("Trésorerie à l'ouverture", "x_cash_open"),
        Row("Trésorerie à la clôture", "x_cash_close"),
    ], years_y, st, unit_line="(en euros)", size=8.3)  # fmt: skip
    path = out / f"{slug}.pdf"
    pdf.output(str(path))
    return path


def brennac(out: Path) -> Path:
    """French PCG comptes sociaux in euros (see the module table)."""
    return _brennac_pdf(brennac_values(), out, "brennac")


# ---------------------------------------------------------------- 4. brennac, misprinted

# The true 2025 net change is (426 188); the statement prints (462 188), its second and
# third digits swapped.
MISPRINT_TRUE = D(-426_188)
MISPRINT_PRINTED = D(-462_188)


def brennac_misprint_values() -> tuple[dict[int, dict[str, Decimal]], Decimal]:
    v = brennac_values()
    true = v[2025]["net_change_in_cash"]
    assert true == MISPRINT_TRUE and true != MISPRINT_PRINTED
    v[2025]["net_change_in_cash"] = MISPRINT_PRINTED
    return v, true


def brennac_misprint(out: Path) -> Path:
    """brennac with one misprint, in the 2025 column of the tableau des flux: the line
    "Variation de trésorerie (A + B + C)" prints (462 188) where A + B + C =
    3 180 412 - 2 686 600 - 920 000 = (426 188) (two digits swapped). Every other printed
    number is right: the operating (A), investing (B) and financing (C) totals, the
    opening cash 2 512 340 and the closing cash 2 086 152 (= the balance sheet's
    Disponibilités). So the printed net change equals neither A + B + C nor closing -
    opening, while 2024 closes. The wrong number is the 2025 net_change_in_cash."""
    v, _ = brennac_misprint_values()
    return _brennac_pdf(v, out, "brennacmisprint")


# ---------------------------------------------------------------- 2. veldmann (IFRS, M€)

_VELDMANN: dict[int, dict[str, str]] = {
    2025: {
        "revenue": "3412.6", "x_op_other": "24.8", "cost_of_goods": "-1402.3",
        "external_expenses": "-612.7", "personnel_expenses": "-798.4",
        "x_op_otherexp": "-48.1", "depreciation_amortisation": "-201.5",
        "financial_income": "8.9", "financial_expenses": "-62.7", "income_tax": "-95.2",
        "x_nci": "6.3", "x_eps": "2.61", "x_eps_d": "2.59",
        "goodwill": "612.4", "intangible_assets": "288.1", "tangible_assets": "1455.9",
        "financial_assets": "74.2", "x_dta": "41.5", "inventories": "402.6",
        "trade_receivables": "521.3",
        "x_share_capital": "120.0", "x_share_premium": "410.5",
        "long_term_debt": "1180.0", "provisions": "88.3", "x_dtl": "62.4",
        "short_term_debt": "215.6", "trade_payables": "468.9",
        "tax_and_social_payables": "176.2", "other_liabilities": "102.7",
        "x_wc": "-61.9", "interest_paid": "-58.4", "x_tax_paid": "-91.0",
        "capex": "-262.4", "x_inv_disp": "7.9", "x_inv_acq": "-18.5",
        "x_fin_new": "150.0", "x_fin_repay": "-184.6", "dividends_paid": "-110.0",
        "x_fx": "-3.1",
    },
    2024: {
        "revenue": "3198.4", "x_op_other": "19.3", "cost_of_goods": "-1331.9",
        "external_expenses": "-580.2", "personnel_expenses": "-752.6",
        "x_op_otherexp": "-44.9", "depreciation_amortisation": "-188.0",
        "financial_income": "6.4", "financial_expenses": "-58.1", "income_tax": "-83.7",
        "x_nci": "5.8", "x_eps": "2.13", "x_eps_d": "2.11",
        "goodwill": "598.7", "intangible_assets": "301.6", "tangible_assets": "1392.3",
        "financial_assets": "69.8", "x_dta": "44.0", "inventories": "388.1",
        "trade_receivables": "497.6", "other_receivables": "91.8",
        "x_share_capital": "120.0", "x_share_premium": "410.5", "x_nci_equity": "34.1",
        "long_term_debt": "1240.0", "provisions": "84.9", "x_dtl": "58.0",
        "short_term_debt": "190.2", "trade_payables": "447.3",
        "tax_and_social_payables": "168.4", "other_liabilities": "97.5",
        "x_wc": "-48.6", "interest_paid": "-55.0", "x_tax_paid": "-86.2",
        "capex": "-240.8", "x_inv_disp": "5.2", "x_inv_acq": "-41.3",
        "x_fin_new": "120.0", "x_fin_repay": "-150.2", "dividends_paid": "-98.0",
        "x_fx": "2.4",
    },
    2023: {
        "revenue": "2987.1", "x_op_other": "21.7", "cost_of_goods": "-1250.4",
        "external_expenses": "-541.8", "personnel_expenses": "-706.3",
        "x_op_otherexp": "-40.2", "depreciation_amortisation": "-176.9",
        "financial_income": "4.1", "financial_expenses": "-49.6", "income_tax": "-74.6",
        "x_nci": "5.1", "x_eps": "2.00", "x_eps_d": "1.98",
        "x_wc": "-40.3", "interest_paid": "-47.3", "x_tax_paid": "-70.5",
        "capex": "-231.5", "x_inv_disp": "11.4", "x_inv_acq": "0",
        "x_fin_new": "80.0", "x_fin_repay": "-135.0", "dividends_paid": "-90.0",
        "x_fx": "-1.7", "x_cash_end": "301.5",
    },
}  # fmt: skip

VELDMANN_FIELDS = tuple(f for f in CANONICAL if f != "taxes_and_duties") + OPTIONAL


def veldmann_values() -> dict[int, dict[str, Decimal]]:
    """Income and cash flows for 2025, 2024, 2023; balance sheet for 2025 and 2024.
    The exchange-rate effect is printed after the net change: net change = A + B + C,
    closing cash = opening + net change + FX."""
    v = _d(_VELDMANN)
    for d in v.values():
        d["operating_income"] = d["revenue"] + sum(
            (d[k] for k in ("x_op_other", "cost_of_goods", "external_expenses",
                            "personnel_expenses", "x_op_otherexp", "depreciation_amortisation")),
            ZERO,
        )  # fmt: skip
        d["x_net_finance"] = d["financial_income"] + d["financial_expenses"]
        d["pre_tax_income"] = d["operating_income"] + d["x_net_finance"]
        d["net_income"] = d["pre_tax_income"] + d["income_tax"]
        d["x_owners"] = d["net_income"] - d["x_nci"]
        # operating cash flow from the profit: add-backs, working capital, interest, tax
        d["x_cf_da"] = -d["depreciation_amortisation"]
        d["x_cf_fin"] = -d["x_net_finance"]
        d["x_cf_tax"] = -d["income_tax"]
        d["x_cash_gen"] = d["net_income"] + d["x_cf_da"] + d["x_cf_fin"] + d["x_cf_tax"] + d["x_wc"]
        d["operating_cash_flow"] = d["x_cash_gen"] + d["interest_paid"] + d["x_tax_paid"]
        d["investing_cash_flow"] = d["capex"] + d["x_inv_disp"] + d["x_inv_acq"]
        d["financing_cash_flow"] = d["x_fin_new"] + d["x_fin_repay"] + d["dividends_paid"]
        d["net_change_in_cash"] = (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
    c, b, a = v[2023], v[2024], v[2025]
    c["x_cash_begin"] = c["x_cash_end"] - c["net_change_in_cash"] - c["x_fx"]
    b["x_cash_begin"] = c["x_cash_end"]
    b["x_cash_end"] = b["x_cash_begin"] + b["net_change_in_cash"] + b["x_fx"]
    a["x_cash_begin"] = b["x_cash_end"]
    a["x_cash_end"] = a["x_cash_begin"] + a["net_change_in_cash"] + a["x_fx"]
    debt = ("long_term_debt", "short_term_debt")
    assert sum(a[k] for k in debt) - sum(b[k] for k in debt) == a["x_fin_new"] + a["x_fin_repay"]
    nc = ("goodwill", "intangible_assets", "tangible_assets", "financial_assets", "x_dta")
    for d in (a, b):
        d["cash"] = d["x_cash_end"]
        d["x_non_current"] = sum((d[k] for k in nc), ZERO)
        d["x_ncl"] = d["long_term_debt"] + d["provisions"] + d["x_dtl"]
        d["current_liabilities"] = sum(
            (d[k] for k in ("short_term_debt", "trade_payables", "tax_and_social_payables",
                            "other_liabilities")),
            ZERO,
        )  # fmt: skip
        d["x_total_liabilities"] = d["x_ncl"] + d["current_liabilities"]
    b["current_assets"] = sum(
        (b[k] for k in ("inventories", "trade_receivables", "other_receivables", "cash")), ZERO
    )
    b["total_assets"] = b["x_non_current"] + b["current_assets"]
    b["equity"] = b["total_assets"] - b["x_total_liabilities"]
    b["x_parent_equity"] = b["equity"] - b["x_nci_equity"]
    b["x_retained"] = b["x_parent_equity"] - b["x_share_capital"] - b["x_share_premium"]
    # 2025: retained earnings roll forward (profit to owners, dividends); NCI take their share
    a["x_retained"] = b["x_retained"] + a["x_owners"] + a["dividends_paid"]
    a["x_nci_equity"] = b["x_nci_equity"] + a["x_nci"]
    a["x_parent_equity"] = a["x_share_capital"] + a["x_share_premium"] + a["x_retained"]
    a["equity"] = a["x_parent_equity"] + a["x_nci_equity"]
    a["total_liabilities_and_equity"] = a["equity"] + a["x_total_liabilities"]
    a["total_assets"] = a["total_liabilities_and_equity"]
    a["current_assets"] = a["total_assets"] - a["x_non_current"]
    a["other_receivables"] = (
        a["current_assets"] - a["inventories"] - a["trade_receivables"] - a["cash"]
    )
    b["total_liabilities_and_equity"] = b["equity"] + b["x_total_liabilities"]
    for y, d in v.items():
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"], y
        assert d["x_owners"] + d["x_nci"] == d["net_income"], y
        _signs(d, y)
    for d in (a, b):
        assert d["total_assets"] == d["total_liabilities_and_equity"]
        assert d["current_assets"] == (
            d["inventories"] + d["trade_receivables"] + d["other_receivables"] + d["cash"]
        )
        assert d["x_cash_end"] - d["x_cash_begin"] == d["net_change_in_cash"] + d["x_fx"]
    assert a["other_receivables"] > 0 and b["x_retained"] > 0 and c["x_cash_begin"] > 0
    return v


VELDMANN_STYLE = Style(sep=",", decimal=".", decimals=1, negative="hyphen", nil="–")


def veldmann(out: Path) -> Path:
    """IFRS English in € millions (see the module table)."""
    v = veldmann_values()
    st = VELDMANN_STYLE
    running = "Veldmann Group N.V. | Annual Report 2025 | Consolidated financial statements"
    pdf = Doc(running=running, footer="{n}", lang="en-GB")
    pdf.add_page()
    pdf.heading("Consolidated balance sheet", 13)
    pdf.small("As at 31 December")
    pdf.ln(1)
    bal = [
        year_col(v, 2025, "31 Dec", "2025", width=24),
        year_col(v, 2024, "31 Dec", "2024", width=24),
    ]
    table(pdf, [
        H("Assets"),
        Row("Goodwill", "goodwill", note="14"),
        Row("Other intangible assets", "intangible_assets", note="14"),
        Row("Property, plant and equipment", "tangible_assets", note="15"),
        Row("Other non-current financial assets", "financial_assets", note="16"),
        Row("Deferred tax assets", "x_dta", note="11"),
        T("Non-current assets", "x_non_current"),
        Row("Inventories", "inventories", note="17"),
        Row("Trade receivables", "trade_receivables", note="18"),
        Row("Prepayments and other current receivables", "other_receivables", note="18"),
        Row("Cash and cash equivalents", "cash", note="19"),
        T("Current assets", "current_assets"),
        T("Total assets", "total_assets"),
        H("Equity and liabilities"),
        Row("Share capital", "x_share_capital", note="20"),
        Row("Share premium", "x_share_premium"),
        Row("Retained earnings and other reserves", "x_retained"),
        T("Equity attributable to owners of the parent", "x_parent_equity"),
        Row("Non-controlling interests", "x_nci_equity"),
        T("Total equity", "equity"),
        H("Non-current liabilities"),
        Row("Interest-bearing loans and borrowings", "long_term_debt", note="21"),
        Row("Provisions", "provisions", note="22"),
        Row("Deferred tax liabilities", "x_dtl", note="11"),
        T("Total non-current liabilities", "x_ncl"),
        H("Current liabilities"),
        Row("Interest-bearing loans and borrowings", "short_term_debt", note="21"),
        Row("Trade payables", "trade_payables"),
        Row("Current tax and social security liabilities", "tax_and_social_payables"),
        Row("Other current liabilities", "other_liabilities", note="23"),
        T("Total current liabilities", "current_liabilities"),
        T("Total liabilities", "x_total_liabilities"),
        T("Total equity and liabilities", "total_liabilities_and_equity"),
    ], bal, st, unit_line="€ million", note_head="Note", w_note=14, size=8.5, lh=4.9)  # fmt: skip

    three = [year_col(v, y, str(y), width=22) for y in (2025, 2024, 2023)]
    pdf.add_page()
    pdf.heading("Consolidated income statement", 13)
    pdf.small("For the year ended 31 December")
    pdf.ln(1)
    table(pdf, [
        Row("Revenue", "revenue", note="5"),
        Row("Other operating income", "x_op_other", note="6"),
        Row("Raw materials and consumables used", "cost_of_goods"),
        Row("Purchased services and other external charges", "external_expenses", note="7"),
        Row("Employee benefits expense", "personnel_expenses", note="8"),
        Row("Other operating expenses", "x_op_otherexp"),
        Row("Depreciation, amortisation and impairment losses", "depreciation_amortisation",
            note="14, 15"),
        T("Operating profit", "operating_income"),
        Row("Finance income", "financial_income", note="9"),
        Row("Finance costs", "financial_expenses", note="9"),
        T("Net finance costs", "x_net_finance"),
        T("Profit before income tax", "pre_tax_income"),
        Row("Income tax expense", "income_tax", note="11"),
        T("Profit for the year", "net_income"),
        H("Profit attributable to:"),
        Row("Owners of the parent", "x_owners"),
        Row("Non-controlling interests", "x_nci"),
        H("Earnings per share (€)"),
        Row("Basic", "x_eps", note="12", decimals=2),
        Row("Diluted", "x_eps_d", note="12", decimals=2),
    ], three, st, unit_line="€ million", note_head="Note", w_note=16, size=8.5)  # fmt: skip

    pdf.add_page()
    pdf.heading("Consolidated statement of cash flows", 13)
    pdf.small("For the year ended 31 December")
    pdf.ln(1)
    table(pdf, [
        H("Cash flows from operating activities"),
        Row("Profit for the year", "net_income"),
        Row("Depreciation, amortisation and impairment losses", "x_cf_da"),
        Row("Net finance costs", "x_cf_fin"),
        Row("Income tax expense", "x_cf_tax"),
        Row("Change in inventories, receivables and payables", "x_wc"),
        T("Cash generated from operations", "x_cash_gen"),
        Row("Interest paid", "interest_paid"),
        Row("Income taxes paid", "x_tax_paid"),
        T("Net cash from operating activities", "operating_cash_flow"),
        H("Cash flows from investing activities"),
        Row("Purchase of property, plant and equipment and intangible assets", "capex"),
        Row("Proceeds from sale of property, plant and equipment", "x_inv_disp"),
        Row("Acquisition of subsidiaries, net of cash acquired", "x_inv_acq", note="4"),
        T("Net cash used in investing activities", "investing_cash_flow"),
        H("Cash flows from financing activities"),
        Row("Proceeds from loans and borrowings", "x_fin_new", note="21"),
        Row("Repayment of loans and borrowings", "x_fin_repay", note="21"),
        Row("Dividends paid to owners of the parent", "dividends_paid", note="20"),
        T("Net cash used in financing activities", "financing_cash_flow"),
        T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
        Row("Cash and cash equivalents at 1 January", "x_cash_begin"),
        Row("Effect of movements in exchange rates on cash held", "x_fx"),
        T("Cash and cash equivalents at 31 December", "x_cash_end"),
    ], three, st, unit_line="€ million", note_head="Note", w_note=16, size=8.5)  # fmt: skip
    path = out / "veldmann.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- 3. pellham (US GAAP, $M)

_PELLHAM: dict[int, dict[str, str]] = {
    2024: {
        "revenue": "2184.6", "cost_of_goods": "-1312.9", "x_op_sga": "-579.8",
        "depreciation_amortisation": "-68.4", "x_op_restructuring": "-12.5",
        "financial_expenses": "-44.7", "financial_income": "3.2", "income_tax": "-39.5",
        "x_eps": "2.50", "x_eps_d": "2.47", "x_shares": "52.1", "x_shares_d": "52.7",
        "trade_receivables": "241.7", "inventories": "498.2",
        "tangible_assets": "402.3", "goodwill": "312.5", "intangible_assets": "145.8",
        "financial_assets": "22.0", "x_other_assets": "18.4",
        "trade_payables": "263.4", "tax_and_social_payables": "71.9",
        "short_term_debt": "60.0", "other_liabilities": "54.6", "long_term_debt": "640.0",
        "x_dtl": "47.8", "x_oltl": "29.5",
        "x_pref": "0", "x_common": "0.5", "x_aoci": "-14.2",
        "x_sbc": "7.4", "x_deferred": "3.7", "operating_cash_flow": "196.4",
        "capex": "-86.3", "x_inv_disp": "2.1", "x_inv_acq": "0",
        "x_fin_new": "100.0", "x_fin_repay": "-70.0", "x_fin_short": "-25.0",
        "x_fin_buyback": "-30.0", "dividends_paid": "-29.8", "x_fx": "-1.9",
        "interest_paid": "-43.1", "x_taxes_paid": "35.2",
    },
    2023: {
        "revenue": "2051.3", "cost_of_goods": "-1247.0", "x_op_sga": "-546.2",
        "depreciation_amortisation": "-63.1", "x_op_restructuring": "0",
        "financial_expenses": "-39.8", "financial_income": "2.6", "income_tax": "-36.0",
        "x_eps": "2.31", "x_eps_d": "2.28", "x_shares": "52.7", "x_shares_d": "53.4",
        "trade_receivables": "228.9", "inventories": "472.5", "other_receivables": "36.2",
        "cash": "84.6", "tangible_assets": "381.0", "goodwill": "312.5",
        "intangible_assets": "158.2", "financial_assets": "20.5", "x_other_assets": "17.1",
        "trade_payables": "251.8", "tax_and_social_payables": "66.3",
        "short_term_debt": "85.0", "other_liabilities": "50.2", "long_term_debt": "610.0",
        "x_dtl": "44.1", "x_oltl": "27.7",
        "x_pref": "0", "x_common": "0.5", "x_apic": "405.3", "x_treasury": "-58.0",
        "x_aoci": "-11.9",
        "x_sbc": "6.9", "x_deferred": "2.2", "operating_cash_flow": "171.9",
        "capex": "-79.4", "x_inv_disp": "0.8", "x_inv_acq": "-42.5",
        "x_fin_new": "150.0", "x_fin_repay": "-95.0", "x_fin_short": "10.0",
        "x_fin_buyback": "-42.0", "dividends_paid": "-28.6", "x_fx": "0.7",
        "interest_paid": "-38.5", "x_taxes_paid": "33.9",
    },
}  # fmt: skip

PELLHAM_FIELDS = tuple(
    f
    for f in (*CANONICAL, *OPTIONAL)
    if f not in ("external_expenses", "personnel_expenses", "taxes_and_duties", "provisions")
)
# Selected Financial Data: fiscal 2022-2020 are printed only there.
PELLHAM_SELECTED_OLDER = {
    2022: {"revenue": "1930.8", "operating_income": "138.4", "net_income": "88.2",
           "x_eps_d": "1.62", "total_assets": "1544.9", "x_wc": "361.0", "x_debt": "630.0",
           "equity": "571.4", "x_capex": "71.5", "x_dps": "0.52"},
    2021: {"revenue": "1842.0", "operating_income": "129.9", "net_income": "81.0",
           "x_eps_d": "1.49", "total_assets": "1490.3", "x_wc": "340.6", "x_debt": "655.0",
           "equity": "529.8", "x_capex": "66.2", "x_dps": "0.48"},
    2020: {"revenue": "1655.4", "operating_income": "101.7", "net_income": "59.4",
           "x_eps_d": "1.10", "total_assets": "1431.7", "x_wc": "318.2", "x_debt": "690.0",
           "equity": "488.1", "x_capex": "58.9", "x_dps": "0.44"},
}  # fmt: skip


def pellham_values() -> dict[int, dict[str, Decimal]]:
    v = _d(_PELLHAM)
    for d in v.values():
        d["operating_income"] = d["revenue"] + sum(
            (d[k] for k in ("cost_of_goods", "x_op_sga", "depreciation_amortisation",
                            "x_op_restructuring")),
            ZERO,
        )  # fmt: skip
        d["pre_tax_income"] = (
            d["operating_income"] + d["financial_expenses"] + d["financial_income"]
        )
        d["net_income"] = d["pre_tax_income"] + d["income_tax"]
        d["x_cf_da"] = -d["depreciation_amortisation"]
        d["x_cf_wc"] = (
            d["operating_cash_flow"] - d["net_income"] - d["x_cf_da"] - d["x_sbc"]
            - d["x_deferred"]
        )  # fmt: skip
        d["investing_cash_flow"] = d["capex"] + d["x_inv_disp"] + d["x_inv_acq"]
        d["financing_cash_flow"] = sum(
            (d[k] for k in ("x_fin_new", "x_fin_repay", "x_fin_short", "x_fin_buyback",
                            "dividends_paid")),
            ZERO,
        )  # fmt: skip
        # US GAAP: the exchange-rate effect is part of the net change
        d["net_change_in_cash"] = (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
            + d["x_fx"]
        )  # fmt: skip
        d["x_interest_paid_printed"] = -d["interest_paid"]
    a, b = v[2024], v[2023]
    a["cash"] = b["cash"] + a["net_change_in_cash"]
    b["x_cash_begin"] = b["cash"] - b["net_change_in_cash"]
    a["x_cash_begin"] = b["cash"]
    debt = ("long_term_debt", "short_term_debt")
    moves = a["x_fin_new"] + a["x_fin_repay"] + a["x_fin_short"]
    assert sum(a[k] for k in debt) - sum(b[k] for k in debt) == moves
    nca = ("tangible_assets", "goodwill", "intangible_assets", "financial_assets", "x_other_assets")
    for d in (a, b):
        d["x_cash_end"] = d["cash"]
        d["current_liabilities"] = sum(
            (d[k] for k in ("trade_payables", "tax_and_social_payables", "short_term_debt",
                            "other_liabilities")),
            ZERO,
        )  # fmt: skip
        d["x_total_liabilities"] = (
            d["current_liabilities"] + d["long_term_debt"] + d["x_dtl"] + d["x_oltl"]
        )
        d["x_nca"] = sum((d[k] for k in nca), ZERO)
    b["current_assets"] = sum(
        (b[k] for k in ("cash", "trade_receivables", "inventories", "other_receivables")), ZERO
    )
    b["total_assets"] = b["current_assets"] + b["x_nca"]
    b["equity"] = b["total_assets"] - b["x_total_liabilities"]
    b["x_retained"] = (
        b["equity"] - b["x_pref"] - b["x_common"] - b["x_apic"] - b["x_treasury"] - b["x_aoci"]
    )
    # fiscal 2024: equity rolls forward (stock compensation, profit, dividends, buy-backs, OCI)
    a["x_apic"] = b["x_apic"] + a["x_sbc"]
    a["x_retained"] = b["x_retained"] + a["net_income"] + a["dividends_paid"]
    a["x_treasury"] = b["x_treasury"] + a["x_fin_buyback"]
    a["equity"] = (
        a["x_pref"] + a["x_common"] + a["x_apic"] + a["x_retained"] + a["x_treasury"]
        + a["x_aoci"]
    )  # fmt: skip
    a["total_liabilities_and_equity"] = a["x_total_liabilities"] + a["equity"]
    a["total_assets"] = a["total_liabilities_and_equity"]
    a["current_assets"] = a["total_assets"] - a["x_nca"]
    a["other_receivables"] = (
        a["current_assets"] - a["cash"] - a["trade_receivables"] - a["inventories"]
    )
    b["total_liabilities_and_equity"] = b["x_total_liabilities"] + b["equity"]
    for y, d in v.items():
        assert d["total_assets"] == d["total_liabilities_and_equity"], y
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"], y
        assert d["x_cash_end"] - d["x_cash_begin"] == d["net_change_in_cash"], y
        d["x_wc"] = d["current_assets"] - d["current_liabilities"]
        d["x_debt"] = d["long_term_debt"] + d["short_term_debt"]
        d["x_capex"] = -d["capex"]
        d["x_dps"] = D("0.57") if y == 2024 else D("0.54")
        _signs(d, y)
    assert a["other_receivables"] > 0 and b["x_retained"] > 0
    return v


PELLHAM_STYLE = Style(sep=",", decimal=".", decimals=1, negative="paren", nil="—")


def pellham(out: Path) -> Path:
    """US GAAP 10-K style in $ millions (see the module table)."""
    v = pellham_values()
    st = PELLHAM_STYLE
    pdf = Doc(running="PELLHAM OUTDOOR BRANDS, INC. — FORM 10-K — FISCAL 2024",
              footer="F-{n}", lang="en-US")  # fmt: skip
    pdf.add_page()
    pdf.heading("Item 6. Selected Financial Data", 12)
    pdf.small(
        "The following selected financial data should be read together with Management's "
        "Discussion and Analysis and the consolidated financial statements and notes. Our "
        "fiscal year ends on the Saturday closest to September 30; fiscal 2024 ended "
        "September 28, 2024 and fiscal 2023 ended September 30, 2023.",
        size=8.5,
    )
    pdf.ln(3)
    sel = {y: v[y] for y in (2024, 2023)} | _d(PELLHAM_SELECTED_OLDER)
    cols = [Col(("Fiscal", str(y)), lambda k, d=sel[y]: d.get(k), 21) for y in sel]
    table(pdf, [
        H("Statement of income data:"),
        Row("Net sales", "revenue", dollar=True),
        Row("Operating income", "operating_income"),
        Row("Net income", "net_income"),
        Row("Diluted earnings per share", "x_eps_d", decimals=2, dollar=True),
        H("Balance sheet data (at fiscal year end):"),
        Row("Total assets", "total_assets", dollar=True),
        Row("Working capital", "x_wc"),
        Row("Long-term debt (1)", "x_debt"),
        Row("Total stockholders' equity", "equity"),
        H("Other data:"),
        Row("Capital expenditures", "x_capex"),
        Row("Cash dividends declared per share", "x_dps", decimals=2, dollar=True),
    ], cols, st, unit_line="(In millions, except per share data)", size=8.2)  # fmt: skip
    pdf.ln(3)
    pdf.small(
        "(1) Includes short-term borrowings and the current portion of long-term debt "
        "($60.0 million in fiscal 2024 and $85.0 million in fiscal 2023)."
    )
    pdf.ln(4)
    pdf.small(
        "Net sales grew 6.5% in fiscal 2024, driven by the camping and footwear categories. "
        "Fiscal 2023 included the acquisition of Ridgeback Trail Co. for $42.5 million.",
        size=8.5,
    )

    years = [
        Col(("Fiscal 2024",), lambda k: v[2024].get(k), 28),
        Col(("Fiscal 2023",), lambda k: v[2023].get(k), 28),
    ]
    F = {"flip": True}
    pdf.add_page()
    pdf.heading("Consolidated Statements of Income", 12)
    pdf.small("Pellham Outdoor Brands, Inc. and subsidiaries")
    pdf.ln(1)
    table(pdf, [
        Row("Net sales", "revenue", dollar=True),
        Row("Cost of sales (exclusive of depreciation and amortization shown separately below)",
            "cost_of_goods", **F),
        Row("Selling, general and administrative expenses", "x_op_sga", **F),
        Row("Depreciation and amortization", "depreciation_amortisation", **F),
        Row("Restructuring charges", "x_op_restructuring", **F),
        T("Operating income", "operating_income"),
        Row("Interest expense", "financial_expenses", **F),
        Row("Interest and other income, net", "financial_income"),
        T("Income before income taxes", "pre_tax_income"),
        Row("Provision for income taxes", "income_tax", **F),
        T("Net income", "net_income", dollar=True),
        H("Net income per share:"),
        Row("Basic", "x_eps", decimals=2, dollar=True),
        Row("Diluted", "x_eps_d", decimals=2, dollar=True),
        H("Weighted average shares outstanding:"),
        Row("Basic", "x_shares"),
        Row("Diluted", "x_shares_d"),
    ], years, st, unit_line="(In millions, except per share amounts)", size=8.5)  # fmt: skip

    pdf.add_page()
    pdf.heading("Consolidated Balance Sheets", 12)
    pdf.small("As of September 28, 2024 (fiscal 2024) and September 30, 2023 (fiscal 2023)")
    pdf.ln(1)
    table(pdf, [
        H("ASSETS"),
        H("Current assets:"),
        Row("Cash and cash equivalents", "cash", dollar=True),
        Row("Accounts receivable, less allowances of $6.1 and $5.4", "trade_receivables"),
        Row("Merchandise inventories", "inventories"),
        Row("Prepaid expenses and other current assets", "other_receivables"),
        T("Total current assets", "current_assets"),
        Row("Property and equipment, net", "tangible_assets"),
        Row("Goodwill", "goodwill"),
        Row("Intangible assets, net", "intangible_assets"),
        Row("Equity method and other investments", "financial_assets"),
        Row("Other assets", "x_other_assets"),
        T("Total assets", "total_assets", dollar=True),
        H("LIABILITIES AND STOCKHOLDERS' EQUITY"),
        H("Current liabilities:"),
        Row("Accounts payable", "trade_payables", dollar=True),
        Row("Accrued compensation, payroll and income taxes", "tax_and_social_payables"),
        Row("Short-term borrowings and current portion of long-term debt", "short_term_debt"),
        Row("Other accrued liabilities", "other_liabilities"),
        T("Total current liabilities", "current_liabilities"),
        Row("Long-term debt, less current portion", "long_term_debt"),
        Row("Deferred income taxes", "x_dtl"),
        Row("Other long-term liabilities", "x_oltl"),
        T("Total liabilities", "x_total_liabilities"),
        H("Commitments and contingencies (Note 13)"),
        H("Stockholders' equity:"),
        Row("Preferred stock, $0.01 par value; 5.0 shares authorized; none issued", "x_pref"),
        Row("Common stock, $0.01 par value; 200.0 shares authorized; 53.6 shares issued",
            "x_common"),
        Row("Additional paid-in capital", "x_apic"),
        Row("Retained earnings", "x_retained"),
        Row("Treasury stock, at cost", "x_treasury"),
        Row("Accumulated other comprehensive loss", "x_aoci"),
        T("Total stockholders' equity", "equity"),
        T("Total liabilities and stockholders' equity", "total_liabilities_and_equity",
          dollar=True),
    ], years, st, unit_line="(In millions, except par value)", size=8.3, lh=4.8)  # fmt: skip

    pdf.add_page()
    pdf.heading("Consolidated Statements of Cash Flows", 12)
    pdf.ln(1)
    table(pdf, [
        H("Operating activities"),
        Row("Net income", "net_income", dollar=True),
        H("Adjustments to reconcile net income to net cash provided by operating activities:"),
        Row("Depreciation and amortization", "x_cf_da"),
        Row("Stock-based compensation", "x_sbc"),
        Row("Deferred income taxes", "x_deferred"),
        Row("Changes in operating assets and liabilities, net of acquisitions", "x_cf_wc"),
        T("Net cash provided by operating activities", "operating_cash_flow"),
        H("Investing activities"),
        Row("Purchases of property and equipment", "capex"),
        Row("Proceeds from sale of property and equipment", "x_inv_disp"),
        Row("Acquisitions, net of cash acquired", "x_inv_acq"),
        T("Net cash used in investing activities", "investing_cash_flow"),
        H("Financing activities"),
        Row("Proceeds from issuance of long-term debt", "x_fin_new"),
        Row("Repayments of long-term debt", "x_fin_repay"),
        Row("Net change in short-term borrowings", "x_fin_short"),
        Row("Repurchases of common stock", "x_fin_buyback"),
        Row("Cash dividends paid", "dividends_paid"),
        T("Net cash used in financing activities", "financing_cash_flow"),
        Row("Effect of exchange rate changes on cash and cash equivalents", "x_fx"),
        T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
        Row("Cash and cash equivalents at beginning of year", "x_cash_begin"),
        T("Cash and cash equivalents at end of year", "x_cash_end", dollar=True),
        H("Supplemental cash flow information:"),
        Row("Cash paid for interest", "x_interest_paid_printed", dollar=True),
        Row("Cash paid for income taxes, net of refunds", "x_taxes_paid"),
    ], years, st, unit_line="(In millions)", size=8.5)  # fmt: skip
    path = out / "pellham.pdf"
    pdf.output(str(path))
    return path


# ---------------------------------------------------------------- registry and expected

BUILDERS: dict[str, Callable[[Path], Path]] = {
    "brennac": brennac,
    "veldmann": veldmann,
    "pellham": pellham,
    "brennacmisprint": brennac_misprint,
}


def build_unseen(name: str, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return BUILDERS[name](folder)


def expected_unseen(name: str) -> dict:
    """The expected-results dict of one filing (ARCHITECTURE.md format; extra keys say
    what else the filing holds)."""
    years = [2025, 2024]
    if name in ("brennac", "brennacmisprint"):
        if name == "brennac":
            v = brennac_values()
        else:
            v, _ = brennac_misprint_values()
        f = fields_of(v, years, BRENNAC_FIELDS)
        out = {
            "company": "Tissages Brennac SAS",
            "slug": name,
            "language": "fr",
            "unit": "€",
        }
    elif name == "veldmann":
        v = veldmann_values()
        f = fields_of(v, years, VELDMANN_FIELDS)
        out = {"company": "Veldmann Group N.V.", "slug": name, "language": "en", "unit": "M€"}
    elif name == "pellham":
        years = [2024, 2023]
        v = pellham_values()
        f = fields_of(v, years, PELLHAM_FIELDS)
        out = {
            "company": "Pellham Outdoor Brands, Inc.",
            "slug": name,
            "language": "en",
            "unit": "$ millions",
        }
    else:
        raise KeyError(name)
    out |= {
        "years": years,
        "fields": as_json(f),
        "ratios": ratios_of(f, years),
        "signals": [],
    }
    if name == "veldmann":
        older = {
            k: v[2023][k]
            for k in VELDMANN_FIELDS
            if k in v[2023] and k in CANONICAL_INCOME + CANONICAL_FLOWS + ("interest_paid",)
        }
        out["fields_older_years"] = as_json({"2023": older})
        out["note"] = (
            "Income statement and cash flows print 2025, 2024 and 2023; the balance sheet "
            "2025 and 2024. 2023 is kept apart (fields_older_years) since the reader "
            "returns two years. The FX effect is printed after the net change: "
            "closing cash = opening + net change + FX. taxes_and_duties is not printed."
        )
    if name == "pellham":
        out["note"] = (
            "Page 1 is a five-year Selected Financial Data table (not the statements): its "
            "'Long-term debt (1)' includes the current portion and its capital expenditures "
            "are positive. Expenses are by function (SG&A), so external_expenses, "
            "personnel_expenses, taxes_and_duties and provisions are not printed. "
            "interest_paid is the supplemental 'Cash paid for interest', signed as an outflow."
        )
    if name == "brennacmisprint":
        _, true = brennac_misprint_values()
        out["misprint"] = {
            "year": 2025,
            "field": "net_change_in_cash",
            "printed": _num(MISPRINT_PRINTED),
            "consistent": _num(true),
            "failing_identities": [
                "net_change_in_cash = operating_cash_flow + investing_cash_flow "
                "+ financing_cash_flow",
                "closing cash - opening cash = net_change_in_cash",
            ],
            "conflicting_fields": [
                "net_change_in_cash",
                "operating_cash_flow",
                "investing_cash_flow",
                "financing_cash_flow",
            ],
            "note": "The memo must not cite a ratio or alert resting on a conflicting 2025 "
            "field (free_cash_flow 2025 rests on operating_cash_flow); 2024 is unaffected.",
        }
    return out


CANONICAL_INCOME = tuple(CANONICAL[:12])
CANONICAL_FLOWS = tuple(CANONICAL[28:])


def write_all(folder: Path) -> list[Path]:
    """Every filing and its <name>.expected.json."""
    paths = []
    for name in BUILDERS:
        pdf = build_unseen(name, folder)
        text = json.dumps(expected_unseen(name), ensure_ascii=False, indent=1) + "\n"
        (folder / f"{name}.expected.json").write_text(text, encoding="utf-8")
        paths.append(pdf)
    return paths
