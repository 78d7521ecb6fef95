"""Three more test filings, written (issue 15) before the reader was run on them.

Their layouts and labels are unlike every filing so far, so that they measure the
reader rather than confirm it:

- `lindqvist`: IFRS in English, € millions with one decimal, "FY2025 FY2024" column
  headers, the labels of IAS 1 / IAS 7 model statements (raw materials and consumables
  used, services and other external expenses, staff costs, taxes and levies, result
  before tax, other non-current financial assets, tax and social security liabilities,
  interest-bearing loans and borrowings under non-current and current headings).
- `rochebrune`: French PCG in k€, "Exercice 2025" headers, a Brut | Amort. | Net | Net
  asset side, the debt split by maturity ("à plus d'un an" / "à moins d'un an"),
  provisions for risks and charges, "Total général" on both sides.
- `cascade`: US GAAP, $ thousands, "Fiscal 2025" headers, expenses printed positive in
  a costs-and-expenses list, "(Provision) benefit" and "Cash paid during the year for"
  supplemental lines, the cash-flow statement before the balance sheet.

What not: no checking (tests/test_statements_unseen.py does it).
"""

from __future__ import annotations

from filings import CANONICAL_34, Block, Filing, Line, Style, complete, total

_LQ_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": "1874.2", "cost_of_goods": "-802.6", "external_expenses": "-311.9",
        "personnel_expenses": "-402.4", "taxes_and_duties": "-18.3",
        "depreciation_amortisation": "-96.1", "financial_income": "7.4",
        "financial_expenses": "-41.8", "income_tax": "-52.7",
        "intangible_assets": "611.0", "tangible_assets": "958.3", "financial_assets": "47.9",
        "inventories": "233.1", "trade_receivables": "319.6", "other_receivables": "41.2",
        "provisions": "38.4", "long_term_debt": "720.0", "short_term_debt": "95.5",
        "trade_payables": "244.7", "tax_and_social_payables": "118.2", "other_liabilities": "36.9",
        "operating_cash_flow": "214.6", "capex": "-121.4", "x_inv_disposals": "3.9",
        "dividends_paid": "-60.0", "x_fin_repayments": "-80.0", "x_fin_new": "50.0",
        "x_fx": "-2.3",
    },
    2024: {
        "revenue": "1790.5", "cost_of_goods": "-770.8", "external_expenses": "-300.2",
        "personnel_expenses": "-388.0", "taxes_and_duties": "-17.6",
        "depreciation_amortisation": "-91.4", "financial_income": "5.9",
        "financial_expenses": "-44.1", "income_tax": "-49.5",
        "intangible_assets": "624.8", "tangible_assets": "930.7", "financial_assets": "45.0",
        "inventories": "221.4", "trade_receivables": "301.3", "other_receivables": "39.8",
        "cash": "166.2", "provisions": "36.0", "long_term_debt": "745.0",
        "short_term_debt": "99.1", "trade_payables": "232.9", "tax_and_social_payables": "111.6",
        "other_liabilities": "35.2", "operating_cash_flow": "201.3", "capex": "-115.0",
        "x_inv_disposals": "2.1", "dividends_paid": "-55.0", "x_fin_repayments": "-70.0",
        "x_fin_new": "40.0", "x_fx": "1.4",
    },
}  # fmt: skip


def filing_lindqvist() -> Filing:
    v = complete(_LQ_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="lindqvist",
        company="Lindqvist Group AB",
        unit_line="(EUR million)",
        unit="M€",
        language="en",
        years=(2025, 2024),
        style=Style(sep=",", decimal=".", decimals=1, negative="paren", nil="-"),
        values=v,
        year_label="FY{year}",
        running_header="Lindqvist Group AB — Annual Report 2025",
        fields=(*CANONICAL_34, "current_assets", "current_liabilities"),
        blocks=[
            Block("income", "Consolidated income statement", [
                L("Revenue from contracts with customers", "revenue"),
                L("Raw materials and consumables used", "cost_of_goods"),
                L("Services and other external expenses", "external_expenses"),
                L("Staff costs", "personnel_expenses"),
                L("Taxes and levies", "taxes_and_duties"),
                L("Depreciation, amortisation and impairment", "depreciation_amortisation"),
                T("Operating result", "operating_income"),
                L("Finance income", "financial_income"),
                L("Finance expenses", "financial_expenses"),
                T("Result before tax", "pre_tax_income"),
                L("Income tax", "income_tax"),
                T("Result for the year", "net_income"),
            ]),
            Block("balance", "Consolidated balance sheet", [
                L("Non-current assets"),
                L("Intangible assets and goodwill", "intangible_assets"),
                L("Property, plant and equipment", "tangible_assets"),
                L("Other non-current financial assets", "financial_assets"),
                T("Total non-current assets", "x_non_current"),
                L("Current assets"),
                L("Inventories", "inventories"),
                L("Trade receivables", "trade_receivables"),
                L("Prepayments and other receivables", "other_receivables"),
                L("Cash and short-term deposits", "cash"),
                T("Total current assets", "current_assets"),
                T("Total assets", "total_assets"),
                T("Total equity", "equity"),
                L("Non-current liabilities"),
                L("Interest-bearing loans and borrowings", "long_term_debt"),
                L("Provisions", "provisions"),
                T("Total non-current liabilities", "x_non_current_liabilities"),
                L("Current liabilities"),
                L("Interest-bearing loans and borrowings", "short_term_debt"),
                L("Trade payables", "trade_payables"),
                L("Tax and social security liabilities", "tax_and_social_payables"),
                # "Other current liabilities" is left to judgement by the project's
                # labelling rules (US accrued items); IFRS's "Other payables" is not
                L("Other payables", "other_liabilities"),
                T("Total current liabilities", "current_liabilities"),
                T("Total liabilities", "x_total_liabilities"),
                T("Total equity and liabilities", "total_liabilities_and_equity"),
            ], new_page=True),
            Block("cashflow", "Consolidated statement of cash flows", [
                T("Net cash flows from operating activities", "operating_cash_flow"),
                L("Purchase of property, plant and equipment and intangible assets", "capex"),
                L("Proceeds from sale of property, plant and equipment", "x_inv_disposals"),
                T("Net cash flows used in investing activities", "investing_cash_flow"),
                L("Dividends paid to equity holders of the parent", "dividends_paid"),
                L("Repayment of interest-bearing loans and borrowings", "x_fin_repayments"),
                L("Proceeds from interest-bearing loans and borrowings", "x_fin_new"),
                T("Net cash flows used in financing activities", "financing_cash_flow"),
                L("Net foreign exchange difference", "x_fx"),
                T("Net increase in cash and cash equivalents", "net_change_in_cash"),
                L("Cash and cash equivalents at 1 January", "x_cash_begin"),
                T("Cash and cash equivalents at 31 December", "x_cash_end"),
            ]),
        ],
    )  # fmt: skip


_RB_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": 58_412, "cost_of_goods": -27_905, "external_expenses": -9_812,
        "personnel_expenses": -12_604, "taxes_and_duties": -1_133,
        "depreciation_amortisation": -2_877, "financial_income": 96,
        "financial_expenses": -741, "income_tax": -1_014,
        "intangible_assets": 1_250, "tangible_assets": 14_880, "financial_assets": 612,
        "amort:intangible_assets": 830, "amort:tangible_assets": 9_475,
        "amort:financial_assets": 0,
        "inventories": 7_440, "trade_receivables": 11_093, "other_receivables": 1_928,
        "provisions": 905, "long_term_debt": 9_600, "short_term_debt": 2_300,
        "trade_payables": 8_876, "tax_and_social_payables": 3_412, "other_liabilities": 1_047,
        "operating_cash_flow": 4_981, "capex": -3_310, "x_inv_disposals": 120,
        "dividends_paid": -800, "x_fin_repayments": -2_100, "x_fin_new": 1_500,
    },
    2024: {
        "revenue": 55_930, "cost_of_goods": -26_488, "external_expenses": -9_540,
        "personnel_expenses": -12_180, "taxes_and_duties": -1_096,
        "depreciation_amortisation": -2_741, "financial_income": 71,
        "financial_expenses": -802, "income_tax": -947,
        "intangible_assets": 1_390, "tangible_assets": 14_320, "financial_assets": 598,
        "inventories": 7_015, "trade_receivables": 10_642, "other_receivables": 1_804,
        "cash": 3_206, "provisions": 860, "long_term_debt": 10_400,
        "short_term_debt": 2_100, "trade_payables": 8_450, "tax_and_social_payables": 3_290,
        "other_liabilities": 998, "operating_cash_flow": 4_702, "capex": -2_980,
        "x_inv_disposals": 60, "dividends_paid": -700, "x_fin_repayments": -1_900,
        "x_fin_new": 0,
    },
}  # fmt: skip


def filing_rochebrune() -> Filing:
    v = complete(_RB_BASE, 2025, 2024)
    v[2025]["amort:total_assets"] = sum(
        (x for k, x in v[2025].items() if k.startswith("amort:")), start=v[2025]["cash"] * 0
    )
    L, T = Line, total
    return Filing(
        slug="rochebrune",
        company="Rochebrune Industries SAS",
        unit_line="(en milliers d'euros)",
        unit="k€",
        language="fr",
        years=(2025, 2024),
        style=Style(sep=" ", decimal=",", negative="paren", nil="-"),
        values=v,
        fields=CANONICAL_34,
        running_header="Rochebrune Industries SAS — Comptes annuels 2025",
        blocks=[
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
                T("Total général", "total_assets"),
            ], pcg_assets=True),
            Block("balance", "Bilan passif", [
                T("Capitaux propres", "equity"),
                L("Provisions pour risques et charges", "provisions"),
                L("Dettes"),
                L("Emprunts et dettes financières à plus d'un an", "long_term_debt"),
                L("Emprunts et dettes financières à moins d'un an", "short_term_debt"),
                L("Dettes fournisseurs et comptes rattachés", "trade_payables"),
                L("Dettes fiscales et sociales", "tax_and_social_payables"),
                L("Autres dettes", "other_liabilities"),
                T("Total général", "total_liabilities_and_equity"),
            ]),
            Block("income", "Compte de résultat", [
                L("Chiffre d'affaires net", "revenue"),
                L("Achats consommés", "cost_of_goods"),
                L("Autres achats et charges externes", "external_expenses"),
                L("Impôts, taxes et versements assimilés", "taxes_and_duties"),
                L("Charges de personnel", "personnel_expenses"),
                L("Dotations aux amortissements et aux provisions", "depreciation_amortisation"),
                T("Résultat d'exploitation", "operating_income"),
                L("Produits financiers", "financial_income"),
                L("Charges financières", "financial_expenses"),
                T("Résultat courant avant impôts", "pre_tax_income"),
                L("Impôts sur les bénéfices", "income_tax"),
                T("Bénéfice ou perte", "net_income"),
            ]),
            Block("cashflow", "Tableau des flux de trésorerie", [
                T("Flux net de trésorerie généré par l'activité", "operating_cash_flow"),
                L("Acquisitions d'immobilisations", "capex"),
                L("Cessions d'immobilisations", "x_inv_disposals"),
                T("Flux net de trésorerie lié aux opérations d'investissement",
                  "investing_cash_flow"),
                L("Dividendes versés aux actionnaires", "dividends_paid"),
                L("Remboursements d'emprunts", "x_fin_repayments"),
                L("Émissions d'emprunts", "x_fin_new"),
                T("Flux net de trésorerie lié aux opérations de financement",
                  "financing_cash_flow"),
                T("Variation de trésorerie", "net_change_in_cash"),
                L("Trésorerie d'ouverture", "x_cash_begin"),
                L("Trésorerie de clôture", "x_cash_end"),
            ]),
        ],
    )  # fmt: skip


_CA_BASE: dict[int, dict[str, str | int]] = {
    2025: {
        "revenue": 742_118, "cost_of_goods": -455_903, "external_expenses": -171_806,
        "personnel_expenses": 0, "taxes_and_duties": 0,
        "depreciation_amortisation": -31_244,
        "financial_income": 2_118, "financial_expenses": -14_377, "income_tax": -17_402,
        "intangible_assets": 84_310, "tangible_assets": 265_120, "financial_assets": 19_800,
        "inventories": 98_412, "trade_receivables": 77_305, "other_receivables": 0,
        "provisions": 0, "long_term_debt": 240_000, "short_term_debt": 12_500,
        "trade_payables": 61_774, "tax_and_social_payables": 0, "other_liabilities": 44_208,
        "operating_cash_flow": 69_805, "capex": -38_412, "x_inv_acq": -12_000,
        "dividends_paid": -15_600, "x_fin_repayments": -12_500, "x_fin_buyback": -5_000,
    },
    2024: {
        "revenue": 701_335, "cost_of_goods": -431_880, "external_expenses": -163_412,
        "personnel_expenses": 0, "taxes_and_duties": 0,
        "depreciation_amortisation": -29_870,
        "financial_income": 1_540, "financial_expenses": -15_102, "income_tax": -15_220,
        "intangible_assets": 79_900, "tangible_assets": 251_007, "financial_assets": 18_450,
        "inventories": 91_226, "trade_receivables": 72_018, "other_receivables": 0,
        "cash": 41_330, "provisions": 0, "long_term_debt": 252_500,
        "short_term_debt": 12_500, "trade_payables": 58_309, "tax_and_social_payables": 0,
        "other_liabilities": 40_116, "operating_cash_flow": 63_950, "capex": -35_118,
        "x_inv_acq": 0, "dividends_paid": -14_400, "x_fin_repayments": -10_000,
        "x_fin_buyback": 0,
    },
}  # fmt: skip

_CA_FIELDS = tuple(
    f
    for f in CANONICAL_34
    if f
    not in (
        "external_expenses", "personnel_expenses", "taxes_and_duties", "other_receivables",
        "provisions", "tax_and_social_payables", "other_liabilities",
    )
)  # fmt: skip


def filing_cascade() -> Filing:
    v = complete(_CA_BASE, 2025, 2024)
    L, T = Line, total
    return Filing(
        slug="cascade",
        company="Cascade Outdoor Brands, Inc.",
        unit_line="(in thousands)",
        unit="$ thousands",
        language="en",
        years=(2025, 2024),
        style=Style(sep=",", negative="paren", nil="—", charges_positive=True, currency="$"),
        values=v,
        year_label="Fiscal {year}",
        running_header="Cascade Outdoor Brands, Inc. — Form 10-K",
        fields=(*_CA_FIELDS, "current_assets"),
        blocks=[
            Block("income", "CONSOLIDATED STATEMENTS OF EARNINGS", [
                L("Net sales", "revenue", dollar=True),
                L("Costs and expenses:"),
                L("Cost of goods sold", "cost_of_goods"),
                # SG&A under the key of an expense the contract does not ask of a US
                # filing, so that the builder prints it positive like the other costs
                L("Selling, general and administrative", "external_expenses"),
                L("Depreciation and amortization", "depreciation_amortisation"),
                T("Earnings from operations", "operating_income"),
                L("Interest income", "financial_income"),
                L("Interest expense", "financial_expenses"),
                T("Earnings before income taxes", "pre_tax_income"),
                L("Provision for income taxes", "income_tax"),
                T("Net earnings", "net_income", dollar=True),
            ]),
            Block("cashflow", "CONSOLIDATED STATEMENTS OF CASH FLOWS", [
                T("Net cash provided by operating activities", "operating_cash_flow"),
                L("Capital expenditures", "capex"),
                L("Acquisition of business, net of cash acquired", "x_inv_acq"),
                T("Net cash used in investing activities", "investing_cash_flow"),
                L("Repayments of long-term debt", "x_fin_repayments"),
                L("Repurchases of common stock", "x_fin_buyback"),
                L("Cash dividends paid", "dividends_paid"),
                T("Net cash used in financing activities", "financing_cash_flow"),
                T("Net increase (decrease) in cash and cash equivalents", "net_change_in_cash"),
                L("Cash and cash equivalents, beginning of year", "x_cash_begin"),
                T("Cash and cash equivalents, end of year", "x_cash_end", dollar=True),
            ]),
            Block("balance", "CONSOLIDATED BALANCE SHEETS", [
                L("ASSETS"),
                L("Current assets:"),
                L("Cash and cash equivalents", "cash", dollar=True),
                L("Accounts receivable, net of allowance", "trade_receivables"),
                L("Inventories", "inventories"),
                L("Prepaid expenses and other current assets", "other_receivables"),
                T("Total current assets", "current_assets"),
                L("Property, plant and equipment, net", "tangible_assets"),
                L("Intangible assets, net", "intangible_assets"),
                L("Long-term investments", "financial_assets"),
                T("Total assets", "total_assets", dollar=True),
                L("LIABILITIES AND STOCKHOLDERS' EQUITY"),
                L("Current liabilities:"),
                L("Current maturities of long-term debt", "short_term_debt", dollar=True),
                L("Accounts payable", "trade_payables"),
                L("Accrued expenses and other current liabilities", "other_liabilities"),
                L("Accrued taxes", "tax_and_social_payables"),
                T("Total current liabilities", "current_liabilities"),
                L("Long-term debt, less current maturities", "long_term_debt"),
                L("Other long-term liabilities", "provisions"),
                T("Total liabilities", "x_total_liabilities"),
                T("Total stockholders' equity", "equity"),
                T("Total liabilities and stockholders' equity", "total_liabilities_and_equity",
                  dollar=True),
            ]),
        ],
    )  # fmt: skip


UNSEEN = {
    "lindqvist": filing_lindqvist,
    "rochebrune": filing_rochebrune,
    "cascade": filing_cascade,
}
