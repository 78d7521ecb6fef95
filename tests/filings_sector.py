# ruff: noqa: E501  (the statements' printed labels, one line each, as a sector prints them)
"""Three generated annual reports whose statements print the SECTOR'S OWN line labels.

What for: the statement reader must map labels it has never seen, as companies of a
given sector print them, onto the canonical fields. Each report is a cover, one page of
management report, the income statement, the balance sheet and the cash-flow statement
(two years each, every identity exact: checked by `check_identities`), and one page of
notes.

- stationa: Stationa Parcs et Relais SAS, French PCG comptes sociaux in euros, car parks
  and motorway service areas. Charges printed positive, PCG assets in Brut | Amort. et
  dépréc. | Net 2025 | Net 2024, U+00A0 between thousands, parentheses for negatives.
- athenor: Groupe Athénor Éducation SA, French IFRS in k€, private schools and training
  centres, fiscal years closing 31 August, U+202F between thousands, U+2212 minus.
- cascaderidge: Cascade Ridge Airlines, Inc., US style in $ thousands, a regional
  airline: operating revenues split passenger / cargo and other with a total, expenses
  printed positive, `$` signs on first and total lines, `—` for nil, parentheses.

Run: `python filings_sector.py [folder]` (default: ./built) writes <slug>.pdf and
<slug>.expected.json (ARCHITECTURE.md, "Expected-results file"; signals empty) and checks
with pdftotext that every expected value is printed on the statement pages.

What not: no reading or running of the tool.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import filings
from filings import CANONICAL_34, Style
from fpdf import FPDF
from fpdf.enums import XPos, YPos

HERE = Path(__file__).resolve().parent
D = Decimal

# ---------------------------------------------------------------- model


@dataclass
class Row:
    """A statement row: a heading (key None) or a line with values."""

    label: str
    key: str | None = None
    bold: bool = False
    flip: bool = False  # printed with the opposite sign (charges shown positive)
    dollar: bool = False
    indent: int = 0


def H(label: str, indent: int = 0) -> Row:
    return Row(label, None, indent=indent)


def L(label: str, key: str, flip: bool = False, indent: int = 1, dollar: bool = False) -> Row:
    return Row(label, key, flip=flip, indent=indent, dollar=dollar)


def T(label: str, key: str, flip: bool = False, indent: int = 0, dollar: bool = False) -> Row:
    return Row(label, key, bold=True, flip=flip, indent=indent, dollar=dollar)


@dataclass
class Statement:
    title: str
    rows: list[Row]
    pcg_assets: bool = False
    subtitle: str = ""


@dataclass
class Report:
    slug: str
    company: str
    language: str
    unit: str
    unit_line: str
    years: tuple[int, int]
    year_label: str
    style: Style
    values: dict[int, dict[str, Decimal]]
    identities: list[tuple[str, list[str]]]  # total = sum of parts (signed values)
    fields: tuple[str, ...]
    statements: list[Statement]
    running_header: str
    cover_title: str
    management_title: str
    management: list[str]
    notes_title: str
    notes: list[tuple[str, str]]  # (heading, paragraph)


# ---------------------------------------------------------------- arithmetic


def num(base: dict[int, dict[str, int]]) -> dict[int, dict[str, Decimal]]:
    return {y: {k: D(v) for k, v in d.items()} for y, d in base.items()}


def derive(v: dict[int, dict[str, Decimal]], rules: list[tuple[str, list[str]]]) -> None:
    """Apply `target = sum(parts)` in order, for each year (a part '-k' is subtracted)."""
    for d in v.values():
        for target, parts in rules:
            d[target] = sum((-d[p[1:]] if p.startswith("-") else d[p] for p in parts), D(0))


def check_identities(rep: Report) -> list[str]:
    """Every declared identity, the balance, and the cash continuity between years."""
    errors = []
    latest, previous = max(rep.years), min(rep.years)
    for y, d in rep.values.items():
        for target, parts in rep.identities:
            s = sum((-d[p[1:]] if p.startswith("-") else d[p] for p in parts), D(0))
            if s != d[target]:
                errors.append(f"{y} {target}: {d[target]} != {s}")
        if d["total_assets"] != d["total_liabilities_and_equity"]:
            errors.append(f"{y} balance")
        if d["x_cash_end"] != d["cash"]:
            errors.append(f"{y} cash end")
        if d["x_cash_end"] != d["x_cash_begin"] + d["net_change_in_cash"]:
            errors.append(f"{y} cash movement")
    if rep.values[latest]["x_cash_begin"] != rep.values[previous]["cash"]:
        errors.append("cash continuity")
    return errors


# ---------------------------------------------------------------- PDF


class Doc(FPDF):
    def __init__(self, rep: Report) -> None:
        super().__init__(format="A4", unit="mm")
        self.rep = rep
        self.set_margins(18, 18, 18)
        self.set_auto_page_break(False)
        for style, suffix in (("", ""), ("B", "-Bold"), ("I", "-Oblique")):
            self.add_font("DejaVu", style, str(filings.FONTS / f"DejaVuSans{suffix}.ttf"))
        self.set_title(f"{rep.company} - {rep.cover_title}")
        self.set_author(rep.company)
        self.set_lang("fr-FR" if rep.language == "fr" else "en-US")
        import datetime as dt

        self.set_creation_date(dt.datetime(2026, 4, 2, 9, 0, 0, tzinfo=dt.UTC))

    def header(self) -> None:
        if self.page_no() > 1:
            self.set_font("DejaVu", "", 7.5)
            self.cell(0, 5, self.rep.running_header, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.ln(3)

    def footer(self) -> None:
        if self.page_no() == 1:
            return
        self.set_y(-14)
        self.set_font("DejaVu", "", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 5, str(self.page_no()), align="C")
        self.set_text_color(0, 0, 0)


W_LABEL, W_YEAR = 114, 30
W_PCG_LABEL, W_PCG = 74, 25
ROW_H = 5.4


def fmt(rep: Report, row: Row, value: Decimal) -> str:
    return rep.style.n(-value if row.flip else value)


def _fit_label(pdf: Doc, text: str, width: float, bold: bool) -> tuple[list[str], float]:
    """The label in one line at 9 pt or smaller (down to 7.5), else wrapped in two lines."""
    style = "B" if bold else ""
    for size in (9, 8.5, 8, 7.5):
        pdf.set_font("DejaVu", style, size)
        if pdf.get_string_width(text) <= width - 2:
            return [text], size
    pdf.set_font("DejaVu", style, 8.5)
    lead = text[: len(text) - len(text.lstrip(" "))]
    words = text.strip().split(" ")
    first = lead
    for i, w in enumerate(words):
        trial = first + (" " if first.strip() else "") + w
        if pdf.get_string_width(trial) > width - 2:
            return [first, lead + "    " + " ".join(words[i:])], 8.5
        first = trial
    return [text], 8.5


def _header(pdf: Doc, rep: Report, st: Statement) -> None:
    latest, previous = rep.years
    pdf.set_font("DejaVu", "I", 8.5)
    if st.pcg_assets:
        pdf.cell(W_PCG_LABEL, 6, rep.unit_line)
        pdf.set_font("DejaVu", "B", 9)
        pdf.cell(3 * W_PCG, 6, rep.year_label.format(year=latest), align="C")
        pdf.cell(W_PCG, 6, rep.year_label.format(year=previous), align="R")
        pdf.ln(6)
        pdf.set_font("DejaVu", "B", 8.5)
        pdf.cell(W_PCG_LABEL, 6, "")
        for text in ("Brut", "Amort. et dép.", "Net", "Net"):
            pdf.cell(W_PCG, 6, text, align="R")
        pdf.ln(7)
        return
    pdf.cell(W_LABEL, 6, rep.unit_line)
    pdf.set_font("DejaVu", "B", 9)
    for y in rep.years:
        pdf.cell(W_YEAR, 6, rep.year_label.format(year=y), align="R")
    pdf.ln(7)


def _row(pdf: Doc, rep: Report, st: Statement, row: Row) -> None:
    label = "   " * row.indent + row.label
    if row.key is None:
        pdf.set_font("DejaVu", "B", 9)
        pdf.cell(0, ROW_H, label, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        return
    width = W_PCG_LABEL if st.pcg_assets else W_LABEL
    lines, _size = _fit_label(pdf, label, width, row.bold)
    for extra in lines[:-1]:
        pdf.cell(0, ROW_H - 0.6, extra, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.cell(width, ROW_H, lines[-1])
    pdf.set_font("DejaVu", "B" if row.bold else "", 9)
    latest, previous = rep.years
    if st.pcg_assets:
        net = rep.values[latest][row.key]
        amort = rep.values[latest].get(f"amort:{row.key}", D(0))
        cells = (net + amort, amort, net, rep.values[previous][row.key])
        for value in cells:
            pdf.cell(W_PCG, ROW_H, fmt(rep, row, value), align="R")
    else:
        for y in rep.years:
            text = fmt(rep, row, rep.values[y][row.key])
            if row.dollar and rep.style.currency:
                pdf.cell(7, ROW_H, rep.style.currency)
                pdf.cell(W_YEAR - 7, ROW_H, text, align="R")
            else:
                pdf.cell(W_YEAR, ROW_H, text, align="R")
    pdf.ln(ROW_H)


def _prose(pdf: Doc, text: str) -> None:
    pdf.set_font("DejaVu", "", 9.5)
    pdf.multi_cell(0, 5, text, align="J", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(2.5)


def render(rep: Report) -> tuple[Doc, list[int]]:
    """The PDF and the page numbers of the statements."""
    pdf = Doc(rep)
    pdf.add_page()  # cover
    pdf.set_y(90)
    pdf.set_font("DejaVu", "B", 22)
    pdf.multi_cell(0, 12, rep.company, align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(4)
    pdf.set_font("DejaVu", "", 15)
    pdf.multi_cell(0, 9, rep.cover_title, align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)

    pdf.add_page()  # management report
    pdf.set_font("DejaVu", "B", 13)
    pdf.multi_cell(0, 7, rep.management_title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(2)
    for para in rep.management:
        _prose(pdf, para)
    assert pdf.page_no() == 2, "management report longer than a page"

    pages = []
    for st in rep.statements:
        pdf.add_page()
        pages.append(pdf.page_no())
        pdf.set_font("DejaVu", "B", 12)
        pdf.cell(0, 8, st.title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        if st.subtitle:
            pdf.set_font("DejaVu", "I", 8.5)
            pdf.cell(0, 5, st.subtitle, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        _header(pdf, rep, st)
        for row in st.rows:
            _row(pdf, rep, st, row)
        assert pdf.get_y() < 297 - 18, st.title
        assert pdf.page_no() == pages[-1], st.title

    pdf.add_page()  # notes
    notes_page = pdf.page_no()
    pdf.set_font("DejaVu", "B", 13)
    pdf.multi_cell(0, 7, rep.notes_title, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(2)
    for head, para in rep.notes:
        pdf.set_font("DejaVu", "B", 10)
        pdf.multi_cell(0, 6, head, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        _prose(pdf, para)
    assert pdf.page_no() == notes_page, "notes longer than a page"
    return pdf, pages


def expected(rep: Report) -> dict:
    fields = {}
    for y in rep.years:
        d = {}
        for k in rep.fields:
            v = rep.values[y][k]
            d[k] = int(v) if v == v.to_integral_value() else float(v)
        fields[str(y)] = d
    return {
        "company": rep.company,
        "slug": rep.slug,
        "language": rep.language,
        "unit": rep.unit,
        "years": list(rep.years),
        "fields": fields,
        "ratios": {},
        "signals": [],
    }


# ---------------------------------------------------------------- prose numbers


def fr(x: Decimal | int) -> str:
    return f"{int(x):,}".replace(",", "\u00a0")


def fr_pct(x: Decimal) -> str:
    return f"{x:.1f}".replace(".", ",")


# ================================================================ 1. stationa (PCG, €)

_STATIONA: dict[int, dict[str, int]] = {
    2025: {
        "x_rev_goods": 5_842_310, "x_rev_services": 41_276_845, "x_op_reprises": 612_480,
        "cost_of_goods": -3_904_118, "external_expenses": -14_862_507,
        "taxes_and_duties": -2_318_644, "personnel_expenses": -11_406_233,
        "depreciation_amortisation": -6_912_770, "x_op_dotprov": -1_245_000,
        "x_op_other": -1_388_216, "financial_income": 184_302,
        "financial_expenses": -1_672_915, "income_tax": -1_085_028,
        "intangible_assets": 8_415_600, "amort:intangible_assets": 3_206_400,
        "tangible_assets": 72_072_108, "amort:tangible_assets": 58_911_730,
        "financial_assets": 1_212_400, "inventories": 486_215, "amort:inventories": 12_400,
        "trade_receivables": 3_918_442, "amort:trade_receivables": 241_880,
        "other_receivables": 1_624_118, "provisions": 9_860_000,
        "long_term_debt": 38_500_000, "short_term_debt": 6_250_000,
        "trade_payables": 4_811_370, "tax_and_social_payables": 3_902_615,
        "other_liabilities": 2_530_619, "x_eq_capital": 12_000_000,
        "x_eq_legal": 1_200_000, "x_eq_reserves": 9_350_000,
        "operating_cash_flow": 11_208_412, "capex": -7_412_908, "x_inv_disposals": 95_000,
        "dividends_paid": -2_400_000, "x_fin_repayments": -5_850_000, "x_fin_new": 4_000_000,
    },
    2024: {
        "x_rev_goods": 5_611_940, "x_rev_services": 39_048_210, "x_op_reprises": 498_115,
        "cost_of_goods": -3_770_452, "external_expenses": -14_205_880,
        "taxes_and_duties": -2_251_906, "personnel_expenses": -10_987_415,
        "depreciation_amortisation": -6_604_318, "x_op_dotprov": -1_180_000,
        "x_op_other": -1_302_774, "financial_income": 121_890,
        "financial_expenses": -1_794_260, "income_tax": -930_118,
        "intangible_assets": 8_702_150, "tangible_assets": 71_380_420,
        "financial_assets": 1_198_900, "inventories": 455_870,
        "trade_receivables": 3_702_905, "other_receivables": 1_511_460, "cash": 6_418_906,
        "provisions": 8_615_000, "long_term_debt": 40_350_000, "short_term_debt": 6_250_000,
        "trade_payables": 4_596_208, "tax_and_social_payables": 3_744_890,
        "other_liabilities": 2_601_330, "x_eq_capital": 12_000_000,
        "x_eq_legal": 1_200_000, "x_eq_reserves": 8_150_000,
        "operating_cash_flow": 10_406_215, "capex": -6_980_440, "x_inv_disposals": 42_000,
        "dividends_paid": -2_200_000, "x_fin_repayments": -5_600_000, "x_fin_new": 2_500_000,
    },
}  # fmt: skip

_INCOME_RULES_STATIONA = [
    ("revenue", ["x_rev_goods", "x_rev_services"]),
    ("x_prod_total", ["revenue", "x_op_reprises"]),
    ("x_charges_total", ["cost_of_goods", "external_expenses", "taxes_and_duties",
                         "personnel_expenses", "depreciation_amortisation", "x_op_dotprov",
                         "x_op_other"]),
    ("operating_income", ["x_prod_total", "x_charges_total"]),
    ("x_fin_result", ["financial_income", "financial_expenses"]),
    ("pre_tax_income", ["operating_income", "x_fin_result"]),
    ("net_income", ["pre_tax_income", "income_tax"]),
    ("x_ocf_net", ["net_income"]),
    ("x_ocf_da", ["-depreciation_amortisation", "-x_op_dotprov", "-x_op_reprises"]),
    ("x_ocf_bfr", ["operating_cash_flow", "-x_ocf_net", "-x_ocf_da"]),
    ("investing_cash_flow", ["capex", "x_inv_disposals"]),
    ("financing_cash_flow", ["dividends_paid", "x_fin_repayments", "x_fin_new"]),
    ("net_change_in_cash", ["operating_cash_flow", "investing_cash_flow",
                            "financing_cash_flow"]),
]  # fmt: skip


def _cash(v: dict, latest: int, previous: int) -> None:
    v[latest]["cash"] = v[previous]["cash"] + v[latest]["net_change_in_cash"]
    v[previous]["x_cash_begin"] = v[previous]["cash"] - v[previous]["net_change_in_cash"]
    v[latest]["x_cash_begin"] = v[previous]["cash"]
    for d in v.values():
        d["x_cash_end"] = d["cash"]


def stationa() -> Report:
    v = num(_STATIONA)
    derive(v, _INCOME_RULES_STATIONA)
    _cash(v, 2025, 2024)
    balance = [
        ("x_non_current", ["intangible_assets", "tangible_assets", "financial_assets"]),
        ("current_assets", ["inventories", "trade_receivables", "other_receivables", "cash"]),
        ("total_assets", ["x_non_current", "current_assets"]),
        ("x_eq_result", ["net_income"]),
        ("x_debts", ["long_term_debt", "short_term_debt", "trade_payables",
                     "tax_and_social_payables", "other_liabilities"]),
    ]  # fmt: skip
    derive(v, balance)
    for d in v.values():
        d["equity"] = d["total_assets"] - d["provisions"] - d["x_debts"]
        d["x_eq_ran"] = (
            d["equity"]
            - d["x_eq_capital"]
            - d["x_eq_legal"]
            - d["x_eq_reserves"]
            - d["x_eq_result"]
        )
        d["total_liabilities_and_equity"] = d["equity"] + d["provisions"] + d["x_debts"]
    a = v[2025]
    a["amort:x_non_current"] = a["amort:intangible_assets"] + a["amort:tangible_assets"]
    a["amort:current_assets"] = a["amort:inventories"] + a["amort:trade_receivables"]
    a["amort:total_assets"] = a["amort:x_non_current"] + a["amort:current_assets"]
    identities = (
        _INCOME_RULES_STATIONA
        + balance
        + [
            ("equity", ["x_eq_capital", "x_eq_legal", "x_eq_reserves", "x_eq_ran", "x_eq_result"]),
            ("total_liabilities_and_equity", ["equity", "provisions", "x_debts"]),
        ]
    )
    ch = True  # charges printed positive
    statements = [
        Statement("Compte de résultat de l'exercice", [
            H("Produits d'exploitation"),
            L("Ventes de marchandises (boutiques et stations des aires de service)", "x_rev_goods"),
            L("Recettes de stationnement et redevances", "x_rev_services"),
            T("Chiffre d'affaires net des parcs et des aires", "revenue", indent=1),
            L("Reprises sur provisions et transferts de charges", "x_op_reprises"),
            T("Total des produits d'exploitation", "x_prod_total"),
            H("Charges d'exploitation"),
            L("Achats de marchandises et carburants consommés (aires de service)", "cost_of_goods", ch),
            L("Redevances versées aux concédants et autres charges externes", "external_expenses", ch),
            L("Impôts et taxes (dont taxe sur les surfaces de stationnement)", "taxes_and_duties", ch),
            L("Salaires, traitements et charges sociales", "personnel_expenses", ch),
            L("Dotations aux amortissements des ouvrages et équipements", "depreciation_amortisation", ch),
            L("Dotations aux provisions pour renouvellement des ouvrages", "x_op_dotprov", ch),
            L("Autres charges de gestion courante", "x_op_other", ch),
            T("Total des charges d'exploitation", "x_charges_total", ch),
            T("Résultat d'exploitation", "operating_income"),
            L("Produits financiers (placements de trésorerie)", "financial_income"),
            L("Intérêts et charges assimilées", "financial_expenses", ch),
            T("Résultat financier", "x_fin_result"),
            T("Résultat courant avant impôts", "pre_tax_income"),
            L("Impôts sur les bénéfices", "income_tax", ch, indent=0),
            T("Bénéfice de l'exercice", "net_income"),
        ]),
        Statement("Bilan au 31 décembre 2025 — Actif", [
            H("Actif immobilisé"),
            L("Concessions et droits d'exploitation des parcs et des aires", "intangible_assets"),
            L("Ouvrages de stationnement, équipements de péage et installations des aires", "tangible_assets"),
            L("Dépôts de garantie versés aux concédants", "financial_assets"),
            T("Total actif immobilisé", "x_non_current"),
            H("Actif circulant"),
            L("Stocks de carburants et de marchandises", "inventories"),
            L("Créances usagers, abonnés et sous-concessionnaires", "trade_receivables"),
            L("Autres créances", "other_receivables"),
            L("Disponibilités et fonds de caisse des parcs", "cash"),
            T("Total actif circulant", "current_assets"),
            T("Total général", "total_assets"),
        ], pcg_assets=True),
        Statement("Bilan au 31 décembre 2025 — Passif", [
            H("Capitaux propres"),
            L("Capital social", "x_eq_capital"),
            L("Réserve légale", "x_eq_legal"),
            L("Autres réserves", "x_eq_reserves"),
            L("Report à nouveau", "x_eq_ran"),
            L("Résultat de l'exercice", "x_eq_result"),
            T("Total capitaux propres", "equity"),
            H("Provisions"),
            L("Provisions pour renouvellement et gros entretien des ouvrages", "provisions"),
            H("Dettes"),
            L("Emprunts bancaires de financement des parcs à plus d'un an", "long_term_debt"),
            L("Emprunts bancaires et concours à moins d'un an", "short_term_debt"),
            L("Fournisseurs et redevances dues aux concédants", "trade_payables"),
            L("Dettes fiscales et sociales", "tax_and_social_payables"),
            L("Abonnements de stationnement perçus d'avance et autres dettes", "other_liabilities"),
            T("Total dettes", "x_debts"),
            T("Total général", "total_liabilities_and_equity"),
        ]),
        Statement("Tableau des flux de trésorerie", [
            H("Flux de trésorerie liés à l'activité"),
            L("Bénéfice de l'exercice", "x_ocf_net"),
            L("Dotations nettes aux amortissements et provisions", "x_ocf_da"),
            L("Variation du besoin en fonds de roulement d'exploitation", "x_ocf_bfr"),
            T("Flux net de trésorerie généré par l'activité", "operating_cash_flow"),
            H("Flux de trésorerie liés aux opérations d'investissement"),
            L("Investissements dans les ouvrages et équipements de stationnement", "capex"),
            L("Cessions d'immobilisations", "x_inv_disposals"),
            T("Flux net lié aux opérations d'investissement", "investing_cash_flow"),
            H("Flux de trésorerie liés aux opérations de financement"),
            L("Dividendes versés aux associés", "dividends_paid"),
            L("Remboursements d'emprunts", "x_fin_repayments"),
            L("Emprunts nouveaux", "x_fin_new"),
            T("Flux net lié aux opérations de financement", "financing_cash_flow"),
            T("Variation de la trésorerie", "net_change_in_cash"),
            L("Trésorerie à l'ouverture", "x_cash_begin", indent=0),
            L("Trésorerie à la clôture", "x_cash_end", indent=0),
        ]),
    ]  # fmt: skip
    growth = (a["revenue"] / v[2024]["revenue"] - 1) * 100
    mgmt = [
        "Mesdames, Messieurs les associés, nous vous avons réunis en assemblée générale "
        "ordinaire pour vous rendre compte de l'activité de la société au cours de "
        "l'exercice clos le 31 décembre 2025 et soumettre à votre approbation les comptes "
        "annuels de cet exercice.",
        "La société exploite quatorze parcs de stationnement en ouvrage, sous contrats de "
        "concession et de délégation de service public conclus avec les villes de Tours, "
        "Blois, Orléans et Angers, ainsi que six aires de service de l'autoroute A10, dont "
        "les stations-service et les restaurants sont confiés à des sous-concessionnaires.",
        f"Le chiffre d'affaires net s'établit à {fr(a['revenue'])} euros, en hausse de "
        f"{fr_pct(growth)} % : la fréquentation horaire a progressé dans les parcs de "
        "centre-ville, le nombre d'abonnés résidents a atteint 6 240 et les redevances des "
        "sous-concessionnaires des aires ont bénéficié de la hausse du trafic autoroutier "
        "estival.",
        "Le programme de modernisation s'est poursuivi : lecture des plaques "
        "d'immatriculation aux entrées, remplacement des caisses automatiques, éclairage à "
        "LED et installation de 180 points de recharge pour véhicules électriques.",
        f"Le résultat d'exploitation atteint {fr(a['operating_income'])} euros et le "
        f"bénéfice de l'exercice {fr(a['net_income'])} euros. Nous vous proposons "
        "d'affecter ce bénéfice au report à nouveau après dotation des autres réserves.",
        "Aucun événement postérieur à la clôture n'est de nature à remettre en cause les "
        "comptes présentés.",
    ]
    notes = [
        ("Règles et méthodes comptables",
         "Les comptes annuels sont établis conformément au règlement ANC n° 2014-03 relatif "
         "au plan comptable général. Les droits d'exploitation des parcs sont amortis sur la "
         "durée résiduelle des contrats de concession ; les ouvrages et équipements de "
         "péage sont amortis linéairement sur 10 à 40 ans."),
        ("Provisions pour renouvellement",
         "Les provisions pour renouvellement couvrent les obligations contractuelles de "
         "remise en état des ouvrages concédés avant leur retour au concédant ; la dotation "
         f"de l'exercice s'élève à {fr(-a['x_op_dotprov'])} euros."),
        ("Emprunts",
         "Les emprunts bancaires sont à taux fixe pour 70 % de l'encours et sont remboursés "
         f"par échéances trimestrielles ; la part à moins d'un an s'élève à "
         f"{fr(a['short_term_debt'])} euros au 31 décembre 2025."),
        ("Engagements hors bilan",
         "Les redevances minimales garanties dues aux concédants jusqu'au terme des contrats "
         "font l'objet d'un suivi par contrat ; aucune sûreté réelle n'a été consentie sur "
         "les ouvrages de stationnement."),
        ("Effectif",
         "L'effectif moyen de l'exercice s'élève à 236 salariés, dont 188 agents "
         "d'exploitation et de caisse."),
    ]  # fmt: skip
    return Report(
        slug="stationa",
        company="Stationa Parcs et Relais SAS",
        language="fr",
        unit="€",
        unit_line="(en euros)",
        years=(2025, 2024),
        year_label="Exercice {year}",
        style=Style(sep="\u00a0", decimal=",", negative="paren", nil="-"),
        values=v,
        identities=identities,
        fields=(*CANONICAL_34, "current_assets"),
        statements=statements,
        running_header="Stationa Parcs et Relais SAS — Comptes annuels de l'exercice 2025",
        cover_title="Rapport de gestion et comptes annuels\nExercice clos le 31 décembre 2025",
        management_title="Rapport de gestion du président",
        management=mgmt,
        notes_title="Annexe aux comptes annuels (extraits)",
        notes=notes,
    )


# ================================================================ 2. athenor (IFRS, k€)

_ATHENOR: dict[int, dict[str, int]] = {
    2025: {
        "revenue": 312_486, "cost_of_goods": -9_814, "external_expenses": -71_352,
        "personnel_expenses": -142_907, "taxes_and_duties": -4_118,
        "depreciation_amortisation": -34_265, "x_op_other": 2_144,
        "financial_income": 1_486, "financial_expenses": -14_732, "income_tax": -10_215,
        "x_net_minority": 1_284,
        "intangible_assets": 279_703, "tangible_assets": 214_775, "financial_assets": 8_640,
        "x_nca_dta": 5_212, "inventories": 1_184, "trade_receivables": 58_906,
        "other_receivables": 17_330, "x_eq_minority": 7_194, "long_term_debt": 248_600,
        "provisions": 7_915, "x_ncl_dtl": 12_340, "short_term_debt": 31_470,
        "trade_payables": 22_615, "tax_and_social_payables": 41_208,
        "other_liabilities": 96_342,
        "x_ocf_da": 34_778, "x_ocf_tax": 10_215, "x_ocf_taxpaid": -9_640,
        "operating_cash_flow": 71_884, "capex": -24_318, "x_inv_acq": -18_450,
        "x_inv_disposals": 310, "dividends_paid": -8_200, "x_fin_lease": -12_640,
        "x_fin_new": 30_000, "x_fin_repayments": -16_500,
    },
    2024: {
        "revenue": 284_930, "cost_of_goods": -9_102, "external_expenses": -65_840,
        "personnel_expenses": -130_115, "taxes_and_duties": -3_802,
        "depreciation_amortisation": -31_480, "x_op_other": 1_706,
        "financial_income": 902, "financial_expenses": -13_988, "income_tax": -9_030,
        "x_net_minority": 1_102,
        "intangible_assets": 271_030, "tangible_assets": 205_110, "financial_assets": 8_120,
        "x_nca_dta": 4_870, "inventories": 1_092, "trade_receivables": 54_118,
        "other_receivables": 16_204, "cash": 41_860, "x_eq_minority": 5_910,
        "long_term_debt": 236_900, "provisions": 7_402, "x_ncl_dtl": 11_780,
        "short_term_debt": 29_850, "trade_payables": 20_904, "tax_and_social_payables": 38_115,
        "other_liabilities": 88_760,
        "x_ocf_da": 31_902, "x_ocf_tax": 9_030, "x_ocf_taxpaid": -8_770,
        "operating_cash_flow": 65_012, "capex": -22_904, "x_inv_acq": -6_200,
        "x_inv_disposals": 145, "dividends_paid": -7_000, "x_fin_lease": -11_980,
        "x_fin_new": 12_000, "x_fin_repayments": -15_200,
    },
}  # fmt: skip

_RULES_ATHENOR = [
    ("operating_income", ["revenue", "cost_of_goods", "external_expenses",
                          "personnel_expenses", "taxes_and_duties",
                          "depreciation_amortisation", "x_op_other"]),
    ("x_net_debt_cost", ["financial_income", "financial_expenses"]),
    ("pre_tax_income", ["operating_income", "x_net_debt_cost"]),
    ("net_income", ["pre_tax_income", "income_tax"]),
    ("x_net_group", ["net_income", "-x_net_minority"]),
    ("x_ocf_net", ["net_income"]),
    ("x_ocf_bfr", ["operating_cash_flow", "-x_ocf_net", "-x_ocf_da", "-x_ocf_tax",
                   "-x_ocf_taxpaid"]),
    ("investing_cash_flow", ["capex", "x_inv_acq", "x_inv_disposals"]),
    ("financing_cash_flow", ["dividends_paid", "x_fin_lease", "x_fin_new",
                             "x_fin_repayments"]),
    ("net_change_in_cash", ["operating_cash_flow", "investing_cash_flow",
                            "financing_cash_flow"]),
]  # fmt: skip


def athenor() -> Report:
    v = num(_ATHENOR)
    derive(v, _RULES_ATHENOR)
    _cash(v, 2025, 2024)
    balance = [
        ("x_non_current", ["intangible_assets", "tangible_assets", "financial_assets",
                           "x_nca_dta"]),
        ("current_assets", ["inventories", "trade_receivables", "other_receivables", "cash"]),
        ("total_assets", ["x_non_current", "current_assets"]),
        ("x_non_current_liabilities", ["long_term_debt", "provisions", "x_ncl_dtl"]),
        ("current_liabilities", ["short_term_debt", "trade_payables",
                                 "tax_and_social_payables", "other_liabilities"]),
    ]  # fmt: skip
    derive(v, balance)
    for d in v.values():
        d["equity"] = d["total_assets"] - d["x_non_current_liabilities"] - d["current_liabilities"]
        d["x_eq_group"] = d["equity"] - d["x_eq_minority"]
        d["total_liabilities_and_equity"] = (
            d["equity"] + d["x_non_current_liabilities"] + d["current_liabilities"]
        )
    identities = _RULES_ATHENOR + balance + [
        ("equity", ["x_eq_group", "x_eq_minority"]),
        ("total_liabilities_and_equity", ["equity", "x_non_current_liabilities",
                                          "current_liabilities"]),
    ]  # fmt: skip
    statements = [
        Statement("Compte de résultat consolidé", [
            L("Frais de scolarité et de formation", "revenue", indent=0),
            L("Achats consommés et fournitures pédagogiques", "cost_of_goods", indent=0),
            L("Honoraires des intervenants et autres charges externes", "external_expenses", indent=0),
            L("Charges de personnel enseignant et administratif", "personnel_expenses", indent=0),
            L("Impôts, taxes et versements assimilés", "taxes_and_duties", indent=0),
            L("Dotations aux amortissements (y compris droits d'utilisation des campus)", "depreciation_amortisation", indent=0),
            L("Autres produits et charges opérationnels (taxe d'apprentissage, subventions)", "x_op_other", indent=0),
            T("Résultat opérationnel", "operating_income"),
            L("Produits de trésorerie et d'équivalents de trésorerie", "financial_income", indent=0),
            L("Coût de l'endettement financier brut (dont obligations locatives)", "financial_expenses", indent=0),
            T("Coût de l'endettement financier net", "x_net_debt_cost"),
            T("Résultat avant impôt", "pre_tax_income"),
            L("Charge d'impôt sur le résultat", "income_tax", indent=0),
            T("Résultat net de l'ensemble consolidé", "net_income"),
            L("dont part du Groupe", "x_net_group", indent=1),
            L("dont participations ne donnant pas le contrôle", "x_net_minority", indent=1),
        ], subtitle="Exercices de douze mois clos le 31 août"),
        Statement("État de la situation financière consolidée", [
            H("Actifs non courants"),
            L("Goodwill, marques et accréditations des écoles", "intangible_assets"),
            L("Campus, équipements pédagogiques et droits d'utilisation", "tangible_assets"),
            L("Dépôts de garantie des campus et autres actifs financiers", "financial_assets"),
            L("Impôts différés actifs", "x_nca_dta"),
            T("Total des actifs non courants", "x_non_current"),
            H("Actifs courants"),
            L("Stocks de fournitures et supports pédagogiques", "inventories"),
            L("Créances sur les familles et les OPCO", "trade_receivables"),
            L("Autres créances et charges constatées d'avance", "other_receivables"),
            L("Trésorerie et équivalents de trésorerie", "cash"),
            T("Total des actifs courants", "current_assets"),
            T("Total de l'actif", "total_assets"),
            H("Capitaux propres"),
            L("Capitaux propres – part du Groupe", "x_eq_group"),
            L("Participations ne donnant pas le contrôle", "x_eq_minority"),
            T("Total des capitaux propres", "equity"),
            H("Passifs non courants"),
            L("Emprunts, dettes financières et obligations locatives non courants", "long_term_debt"),
            L("Provisions pour indemnités de fin de carrière des enseignants", "provisions"),
            L("Impôts différés passifs", "x_ncl_dtl"),
            T("Total des passifs non courants", "x_non_current_liabilities"),
            H("Passifs courants"),
            L("Emprunts, dettes financières et obligations locatives courants", "short_term_debt"),
            L("Dettes fournisseurs et intervenants", "trade_payables"),
            L("Dettes fiscales et sociales", "tax_and_social_payables"),
            L("Frais de scolarité facturés d'avance et autres passifs", "other_liabilities"),
            T("Total des passifs courants", "current_liabilities"),
            T("Total du passif et des capitaux propres", "total_liabilities_and_equity"),
        ]),
        Statement("Tableau des flux de trésorerie consolidés", [
            L("Résultat net de l'ensemble consolidé", "x_ocf_net", indent=0),
            L("Dotations aux amortissements et provisions", "x_ocf_da", indent=0),
            L("Charge d'impôt", "x_ocf_tax", indent=0),
            L("Impôts versés", "x_ocf_taxpaid", indent=0),
            L("Variation du besoin en fonds de roulement (dont frais de scolarité perçus d'avance)", "x_ocf_bfr", indent=0),
            T("Flux nets de trésorerie générés par l'activité", "operating_cash_flow"),
            L("Acquisitions d'immobilisations corporelles et incorporelles (campus)", "capex", indent=0),
            L("Acquisitions d'écoles, nettes de la trésorerie acquise", "x_inv_acq", indent=0),
            L("Cessions d'immobilisations", "x_inv_disposals", indent=0),
            T("Flux nets de trésorerie liés aux investissements", "investing_cash_flow"),
            L("Dividendes versés aux actionnaires de la société mère", "dividends_paid", indent=0),
            L("Remboursement des obligations locatives (loyers des campus)", "x_fin_lease", indent=0),
            L("Émissions d'emprunts", "x_fin_new", indent=0),
            L("Remboursements d'emprunts", "x_fin_repayments", indent=0),
            T("Flux nets de trésorerie liés au financement", "financing_cash_flow"),
            T("Variation de la trésorerie nette", "net_change_in_cash"),
            L("Trésorerie à l'ouverture", "x_cash_begin", indent=0),
            L("Trésorerie à la clôture", "x_cash_end", indent=0),
        ]),
    ]  # fmt: skip
    a, p = v[2025], v[2024]
    growth = (a["revenue"] / p["revenue"] - 1) * 100
    mgmt = [
        "Mesdames, Messieurs les actionnaires, l'année scolaire 2024-2025 a confirmé la "
        "dynamique de nos trois pôles : l'enseignement secondaire privé sous contrat et "
        "hors contrat, les écoles supérieures de commerce et de design, et nos centres de "
        "formation continue et d'apprentissage.",
        "Nous avons accueilli 31 400 élèves, étudiants et apprentis à la rentrée de "
        "septembre 2024, contre 28 900 un an plus tôt, dans 46 campus en France, en "
        "Belgique et au Maroc.",
        f"Les frais de scolarité et de formation atteignent {fr(a['revenue'])} k€, en "
        f"hausse de {fr_pct(growth)} %, portés par l'ouverture du campus de Bordeaux "
        "Euratlantique, l'intégration de l'École Ravel de design à Lyon acquise en "
        "novembre 2024 et la progression des contrats d'apprentissage financés par les "
        "OPCO.",
        f"Le résultat opérationnel s'établit à {fr(a['operating_income'])} k€ et le "
        f"résultat net de l'ensemble consolidé à {fr(a['net_income'])} k€. Les frais de "
        "scolarité facturés en début d'année scolaire et encaissés d'avance continuent de "
        "financer une part importante de notre besoin en fonds de roulement.",
        "Nos écoles ont obtenu le renouvellement du grade de licence pour deux bachelors et "
        "le label Qualiopi pour l'ensemble des centres de formation.",
        "Le conseil d'administration proposera à l'assemblée générale un dividende de "
        "0,62 euro par action.",
    ]
    notes = [
        ("1. Principes comptables",
         "Les comptes consolidés sont établis selon les normes IFRS telles qu'adoptées par "
         "l'Union européenne. L'exercice de douze mois est aligné sur l'année scolaire et "
         "se termine le 31 août."),
        ("2. Reconnaissance des frais de scolarité",
         "Les frais de scolarité et de formation sont reconnus linéairement sur la période "
         "d'enseignement ; la part facturée et non encore dispensée à la clôture est "
         "présentée en frais de scolarité facturés d'avance. Les contrats d'apprentissage "
         "sont facturés aux OPCO selon les niveaux de prise en charge publiés."),
        ("3. Goodwill et accréditations",
         "Les marques d'écoles et les accréditations sont considérées à durée de vie "
         "indéfinie et font l'objet d'un test de dépréciation annuel avec le goodwill, par "
         "pôle d'activité."),
        ("4. Contrats de location",
         "Les campus sont principalement loués ; les droits d'utilisation sont présentés "
         "avec les immobilisations corporelles et les obligations locatives avec les "
         "emprunts et dettes financières."),
        ("5. Endettement",
         f"Le Groupe dispose d'un crédit syndiqué à échéance 2029 ; les emprunts, dettes "
         f"financières et obligations locatives non courants s'élèvent à "
         f"{fr(a['long_term_debt'])} k€ au 31 août 2025."),
    ]  # fmt: skip
    return Report(
        slug="athenor",
        company="Groupe Athénor Éducation SA",
        language="fr",
        unit="k€",
        unit_line="(en milliers d'euros)",
        years=(2025, 2024),
        year_label="31/08/{year}",
        style=Style(sep="\u202f", decimal=",", negative="minus", nil="–"),
        values=v,
        identities=identities,
        fields=(*CANONICAL_34, "current_assets", "current_liabilities"),
        statements=statements,
        running_header="Groupe Athénor Éducation SA — Rapport financier annuel 2024-2025",
        cover_title="Rapport financier annuel\nExercice clos le 31 août 2025",
        management_title="Rapport de gestion du conseil d'administration",
        management=mgmt,
        notes_title="Notes annexes aux comptes consolidés (extraits)",
        notes=notes,
    )


# ================================================================ 3. cascaderidge ($k)

_CASCADE: dict[int, dict[str, int]] = {
    2025: {
        "x_rev_pax": 1_486_220, "x_rev_cargo": 94_315,
        "personnel_expenses": -512_408, "cost_of_goods": -318_772,
        "x_op_maint": -201_336, "x_op_airport": -96_504, "x_op_rent": -41_870,
        "depreciation_amortisation": -168_215, "x_op_other": -88_940,
        "financial_income": 14_880, "financial_expenses": -61_432, "income_tax": -25_957,
        "x_ca_ms": 312_450, "trade_receivables": 84_226, "inventories": 118_904,
        "other_receivables": 36_518, "x_ppe_flight": 3_829_958, "x_ppe_ground": 204_318,
        "x_nca_rou": 268_450, "intangible_assets": 42_800, "financial_assets": 58_115,
        "trade_payables": 142_660, "other_liabilities": 168_905,
        "tax_and_social_payables": 121_470, "x_cl_lease": 58_320, "short_term_debt": 296_480,
        "long_term_debt": 1_984_210, "x_ncl_lease": 214_115, "x_ncl_dtl": 318_660,
        "provisions": 96_215, "x_eq_cs": 612_340, "x_eq_aoci": -4_812,
        "x_ocf_da": 168_215, "x_ocf_dt": 22_180, "x_ocf_sbc": 7_222,
        "operating_cash_flow": 318_904, "capex": -236_810, "x_inv_ms": -23_540,
        "x_inv_disposals": 18_205, "x_fin_new": 142_500, "x_fin_repayments": -296_395,
        "dividends_paid": -18_000,
    },
    2024: {
        "x_rev_pax": 1_392_560, "x_rev_cargo": 88_107,
        "personnel_expenses": -486_915, "cost_of_goods": -331_480,
        "x_op_maint": -190_712, "x_op_airport": -91_860, "x_op_rent": -45_210,
        "depreciation_amortisation": -160_442, "x_op_other": -84_108,
        "financial_income": 12_305, "financial_expenses": -64_877, "income_tax": -8_966,
        "x_ca_ms": 288_910, "trade_receivables": 79_540, "inventories": 112_367,
        "other_receivables": 33_905, "cash": 214_606, "x_ppe_flight": 3_804_115,
        "x_ppe_ground": 196_880, "x_nca_rou": 301_220, "intangible_assets": 43_650,
        "financial_assets": 55_720, "trade_payables": 131_874, "other_liabilities": 154_318,
        "tax_and_social_payables": 114_206, "x_cl_lease": 61_110, "short_term_debt": 281_905,
        "long_term_debt": 2_152_680, "x_ncl_lease": 246_360, "x_ncl_dtl": 296_480,
        "provisions": 88_402, "x_eq_cs": 605_118, "x_eq_aoci": -6_205,
        "x_ocf_da": 160_442, "x_ocf_dt": 6_120, "x_ocf_sbc": 6_905,
        "operating_cash_flow": 276_415, "capex": -198_744, "x_inv_ms": -12_300,
        "x_inv_disposals": 9_870, "x_fin_new": 210_000, "x_fin_repayments": -268_450,
        "dividends_paid": -16_000,
    },
}  # fmt: skip

_RULES_CASCADE = [
    ("revenue", ["x_rev_pax", "x_rev_cargo"]),
    ("x_opex", ["personnel_expenses", "cost_of_goods", "x_op_maint", "x_op_airport",
                "x_op_rent", "depreciation_amortisation", "x_op_other"]),
    ("operating_income", ["revenue", "x_opex"]),
    ("x_other_net", ["financial_income", "financial_expenses"]),
    ("pre_tax_income", ["operating_income", "x_other_net"]),
    ("net_income", ["pre_tax_income", "income_tax"]),
    ("x_ocf_net", ["net_income"]),
    ("x_ocf_wc", ["operating_cash_flow", "-x_ocf_net", "-x_ocf_da", "-x_ocf_dt",
                  "-x_ocf_sbc"]),
    ("investing_cash_flow", ["capex", "x_inv_ms", "x_inv_disposals"]),
    ("financing_cash_flow", ["x_fin_new", "x_fin_repayments", "dividends_paid"]),
    ("net_change_in_cash", ["operating_cash_flow", "investing_cash_flow",
                            "financing_cash_flow"]),
]  # fmt: skip


def cascaderidge() -> Report:
    v = num(_CASCADE)
    derive(v, _RULES_CASCADE)
    _cash(v, 2025, 2024)
    balance = [
        ("current_assets", ["cash", "x_ca_ms", "trade_receivables", "inventories",
                            "other_receivables"]),
        ("tangible_assets", ["x_ppe_flight", "x_ppe_ground"]),
        ("total_assets", ["current_assets", "tangible_assets", "x_nca_rou",
                          "intangible_assets", "financial_assets"]),
        ("current_liabilities", ["trade_payables", "other_liabilities",
                                 "tax_and_social_payables", "x_cl_lease",
                                 "short_term_debt"]),
        ("x_total_liabilities", ["current_liabilities", "long_term_debt", "x_ncl_lease",
                                 "x_ncl_dtl", "provisions"]),
    ]  # fmt: skip
    derive(v, balance)
    for d in v.values():
        d["equity"] = d["total_assets"] - d["x_total_liabilities"]
        d["x_eq_re"] = d["equity"] - d["x_eq_cs"] - d["x_eq_aoci"]
        d["total_liabilities_and_equity"] = d["x_total_liabilities"] + d["equity"]
    identities = (
        _RULES_CASCADE
        + balance
        + [
            ("equity", ["x_eq_cs", "x_eq_re", "x_eq_aoci"]),
            ("total_liabilities_and_equity", ["x_total_liabilities", "equity"]),
        ]
    )
    ch = True
    statements = [
        Statement("Consolidated Statements of Operations", [
            H("Operating revenues:"),
            L("Passenger revenue", "x_rev_pax", dollar=True),
            L("Cargo and other revenue", "x_rev_cargo"),
            T("Total operating revenues", "revenue", indent=1, dollar=True),
            H("Operating expenses:"),
            L("Salaries, wages and benefits", "personnel_expenses", ch, dollar=True),
            L("Aircraft fuel", "cost_of_goods", ch),
            L("Aircraft maintenance, materials and repairs", "x_op_maint", ch),
            L("Landing fees and airport rentals", "x_op_airport", ch),
            L("Aircraft rentals", "x_op_rent", ch),
            L("Depreciation and amortization", "depreciation_amortisation", ch),
            L("Other operating expenses", "x_op_other", ch),
            T("Total operating expenses", "x_opex", ch, indent=1),
            T("Operating income", "operating_income"),
            H("Other income (expense):"),
            L("Interest income", "financial_income"),
            L("Interest expense", "financial_expenses"),
            T("Total other income (expense), net", "x_other_net", indent=1),
            T("Income before income taxes", "pre_tax_income"),
            L("Provision for income taxes", "income_tax", ch, indent=0),
            T("Net income", "net_income", dollar=True),
        ], subtitle="Years ended December 31"),
        Statement("Consolidated Balance Sheets", [
            H("ASSETS"),
            H("Current assets:"),
            L("Cash and cash equivalents", "cash", dollar=True),
            L("Marketable securities", "x_ca_ms"),
            L("Receivables, net of allowance for credit losses", "trade_receivables"),
            L("Spare parts and supplies, net", "inventories"),
            L("Prepaid expenses and other current assets", "other_receivables"),
            T("Total current assets", "current_assets", indent=1),
            H("Property and equipment:"),
            L("Flight equipment, net", "x_ppe_flight"),
            L("Ground property and equipment, net", "x_ppe_ground"),
            T("Total property and equipment, net", "tangible_assets", indent=1),
            L("Operating lease right-of-use assets", "x_nca_rou", indent=0),
            L("Airport slots and other intangible assets, net", "intangible_assets", indent=0),
            L("Long-term investments and aircraft deposits", "financial_assets", indent=0),
            T("Total assets", "total_assets", dollar=True),
            H("LIABILITIES AND STOCKHOLDERS' EQUITY"),
            H("Current liabilities:"),
            L("Accounts payable", "trade_payables", dollar=True),
            L("Air traffic liability", "other_liabilities"),
            L("Accrued salaries, wages and benefits", "tax_and_social_payables"),
            L("Current portion of operating lease liabilities", "x_cl_lease"),
            L("Current maturities of long-term debt", "short_term_debt"),
            T("Total current liabilities", "current_liabilities", indent=1),
            L("Long-term debt, net of current maturities", "long_term_debt", indent=0),
            L("Noncurrent operating lease liabilities", "x_ncl_lease", indent=0),
            L("Deferred income taxes", "x_ncl_dtl", indent=0),
            L("Aircraft maintenance and return-condition obligations", "provisions", indent=0),
            T("Total liabilities", "x_total_liabilities"),
            H("Stockholders' equity:"),
            L("Common stock and additional paid-in capital", "x_eq_cs"),
            L("Retained earnings", "x_eq_re"),
            L("Accumulated other comprehensive loss", "x_eq_aoci"),
            T("Total stockholders' equity", "equity", indent=1),
            T("Total liabilities and stockholders' equity", "total_liabilities_and_equity", dollar=True),
        ], subtitle="As of December 31"),
        Statement("Consolidated Statements of Cash Flows", [
            H("Cash flows from operating activities:"),
            L("Net income", "x_ocf_net", dollar=True),
            L("Depreciation and amortization", "x_ocf_da"),
            L("Deferred income taxes", "x_ocf_dt"),
            L("Stock-based compensation", "x_ocf_sbc"),
            L("Changes in operating assets and liabilities, net", "x_ocf_wc"),
            T("Net cash provided by operating activities", "operating_cash_flow", indent=1),
            H("Cash flows from investing activities:"),
            L("Purchases of aircraft, rotable spares and ground equipment", "capex"),
            L("Net purchases of marketable securities", "x_inv_ms"),
            L("Proceeds from sale of aircraft and equipment", "x_inv_disposals"),
            T("Net cash used in investing activities", "investing_cash_flow", indent=1),
            H("Cash flows from financing activities:"),
            L("Proceeds from issuance of long-term debt", "x_fin_new"),
            L("Principal payments on long-term debt", "x_fin_repayments"),
            L("Cash dividends paid", "dividends_paid"),
            T("Net cash used in financing activities", "financing_cash_flow", indent=1),
            T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
            L("Cash and cash equivalents, beginning of year", "x_cash_begin", indent=0),
            T("Cash and cash equivalents, end of year", "x_cash_end", dollar=True),
        ], subtitle="Years ended December 31"),
    ]  # fmt: skip
    a, p = v[2025], v[2024]

    def m(x: Decimal) -> str:
        return f"${x / 1000:,.1f} million"

    mgmt = [
        "To our shareholders: 2025 was the year Cascade Ridge Airlines returned to the "
        "margins we target, as we completed the retirement of our last 50-seat jets and "
        "flew our full schedule of 76-seat aircraft across the Pacific Northwest and the "
        "Mountain West.",
        f"Total operating revenues were {m(a['revenue'])}, up "
        f"{(a['revenue'] / p['revenue'] - 1) * 100:.1f}% from 2024. Passenger revenue grew "
        f"to {m(a['x_rev_pax'])} on a 3.8% increase in available seat miles and a load "
        "factor of 82.4%, while cargo and other revenue benefited from new mail contracts "
        "with the U.S. Postal Service.",
        "Aircraft fuel expense declined despite higher capacity, as the average price per "
        "gallon fell to $2.61 and our newer fleet consumed 4% less fuel per block hour.",
        f"Operating income reached {m(a['operating_income'])} and net income "
        f"{m(a['net_income'])}. We generated {m(a['operating_cash_flow'])} of cash from "
        "operations and reduced total long-term debt for the third consecutive year.",
        "We took delivery of six new aircraft during the year and opened a crew base in "
        "Boise, which now supports 38 daily departures.",
        "Thank you to our 4,900 aviation professionals for running a safe and reliable "
        "operation, with a completion factor of 99.3%.",
    ]
    notes = [
        ("1. Summary of significant accounting policies",
         "The consolidated financial statements include the accounts of Cascade Ridge "
         "Airlines, Inc. and its wholly owned subsidiaries and are prepared in accordance "
         "with accounting principles generally accepted in the United States."),
        ("2. Passenger revenue and air traffic liability",
         "Passenger ticket sales are initially deferred in air traffic liability and "
         "recognized as passenger revenue when transportation is provided. The company "
         "expects substantially all of the air traffic liability to be recognized within "
         "twelve months."),
        ("3. Spare parts and supplies",
         "Spare parts and supplies consist of expendable aircraft parts and fuel, stated at "
         "average cost less an allowance for obsolescence."),
        ("4. Property and equipment",
         "Flight equipment is depreciated on a straight-line basis to residual values over "
         "useful lives of 15 to 20 years; ground property and equipment over 3 to 15 "
         "years."),
        ("5. Long-term debt",
         "Long-term debt consists primarily of fixed-rate equipment notes secured by "
         f"aircraft; current maturities of long-term debt were {m(a['short_term_debt'])} "
         "at December 31, 2025."),
    ]  # fmt: skip
    return Report(
        slug="cascaderidge",
        company="Cascade Ridge Airlines, Inc.",
        language="en",
        unit="$ thousands",
        unit_line="(in thousands)",
        years=(2025, 2024),
        year_label="{year}",
        style=Style(sep=",", negative="paren", nil="—", currency="$"),
        values=v,
        identities=identities,
        fields=tuple(
            k
            for k in (*CANONICAL_34, "current_assets", "current_liabilities")
            if k not in ("external_expenses", "taxes_and_duties")
        ),
        statements=statements,
        running_header="Cascade Ridge Airlines, Inc. | 2025 Annual Report",
        cover_title="2025 Annual Report",
        management_title="Letter to Shareholders and Management's Review",
        management=mgmt,
        notes_title="Notes to Consolidated Financial Statements (selected)",
        notes=notes,
    )


REPORTS = {"stationa": stationa, "athenor": athenor, "cascaderidge": cascaderidge}


# ---------------------------------------------------------------- build and check


def _norm(text: str) -> str:
    return re.sub(r"[\u00a0\u202f\u2009 ]+", " ", text)


def printed_check(rep: Report, pdf: Path, pages: list[int]) -> list[str]:
    """Each expected value, formatted as printed on its statement line, is in the
    pdftotext text of the statement pages."""
    text = ""
    for n in pages:
        out = subprocess.run(
            ["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        text += _norm(out) + "\n"
    rows = {r.key: r for st in rep.statements for r in st.rows if r.key}
    missing = []
    for y in rep.years:
        for k in rep.fields:
            token = _norm(fmt(rep, rows[k], rep.values[y][k]))
            if not re.search(r"(?<![\d,.])" + re.escape(token) + r"(?![\d,])", text):
                missing.append(f"{y} {k} {token}")
    return missing


def build(rep: Report, folder: Path) -> dict:
    errors = check_identities(rep)
    assert not errors, errors
    rows = {r.key for st in rep.statements for r in st.rows if r.key}
    assert set(rep.fields) <= rows, set(rep.fields) - rows
    pdf, pages = render(rep)
    out = folder / f"{rep.slug}.pdf"
    pdf.output(str(out))
    exp = expected(rep)
    (folder / f"{rep.slug}.expected.json").write_text(
        json.dumps(exp, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    missing = printed_check(rep, out, pages)
    return {"slug": rep.slug, "pages": pages, "identities": "ok", "missing": missing}


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else HERE / "built"
    folder.mkdir(parents=True, exist_ok=True)
    bad = 0
    for make in REPORTS.values():
        result = build(make(), folder)
        print(json.dumps(result, ensure_ascii=False))
        bad += bool(result["missing"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
