"""Layout and label classes met on the dev10k 10-Ks (issue 15), one test per class.

Each test is a small statement written for the class of filings that shares the cause,
not a copy of the filing that showed it: the filing is named in the docstring.
"""

from __future__ import annotations

from analyste.checks import run_checks
from analyste.schema import Page, PagesFile
from analyste.statements import normalise_label, read_statements


def pages(*texts: str) -> PagesFile:
    return PagesFile(
        slug="t",
        pdf="t.pdf",
        sha256="0" * 64,
        page_count=len(texts),
        pages=[Page(number=i, text=t) for i, t in enumerate(texts, 1)],
    )


def failed(text: str) -> list[str]:
    return [c.name for c in run_checks(read_statements(pages(text))) if not c.ok]


def test_closing_bracket_set_apart_belongs_to_its_number() -> None:
    """Oracle 2023 prints 'Interest expense (3,505 ) (2,755 )': the lines between
    operating income and pre-tax income were lost, and the cascade failed."""
    text = """Consolidated statements of operations
(in millions) 2023 2022
Revenues 1,000 900
Operating expenses 600 550
Operating income 400 350
Interest expense (35 ) (27 )
Non-operating (expenses) income, net (5 ) 3
Income before income taxes 360 326
Provision for income taxes (60 ) (50 )
Net income 300 276"""
    r = read_statements(pages(text))
    assert r.fields["2023"]["financial_expenses"] == -35
    assert r.fields["2022"]["pre_tax_income"] == 326
    assert failed(text) == []


def test_unnamed_subtotals_are_known_by_their_arithmetic() -> None:
    """Intel 2020 'Operating expenses' sums the three lines above it; 3M 2021 'Income of
    consolidated group' and eBay 'Income from continuing operations' equal the result so
    far. Counted again as terms, they broke the cascade of sound statements."""
    text = """Consolidated statements of income
(in millions) 2020 2019
Net revenue 1,000 900
Cost of sales 400 380
Gross margin 600 520
Research and development 100 90
Marketing, general and administrative 80 70
Restructuring and other charges 20 10
Operating expenses 200 170
Operating income 400 350
Interest and other, net 10 (5)
Income before taxes 410 345
Provision for taxes 60 45
Income from continuing operations 350 300
Loss from discontinued operations, net of tax (4) (2)
Net income 346 298"""
    assert failed(text) == []


def test_bracketed_word_names_the_opposite_of_the_line() -> None:
    """McDonald's 2022 'Nonoperating (income) expense, net 338.6': an expense line whose
    income would be bracketed; read as income, the step to pre-tax income failed by
    twice the amount."""
    text = """Consolidated statement of income
In millions 2022 2021
Total revenues 23,182.6 23,222.9
Total operating costs and expenses 13,811.6 12,866.9
Operating income 9,371.0 10,356.0
Interest expense 1,207.0 1,185.8
Nonoperating (income) expense, net 338.6 42.3
Income before provision for income taxes 7,825.4 9,127.9
Provision for income taxes 1,648.0 1,582.7
Net income 6,177.4 7,545.2"""
    assert failed(text) == []


def test_a_deduction_printed_unsigned_is_subtracted() -> None:
    """J&J, FedEx: 'Less: common stock held in treasury 38,417' printed positive under
    shareholders' equity; Verizon: 'Less accumulated depreciation'. Added, the equity
    total failed by twice the treasury stock."""
    text = """Consolidated balance sheets
(Dollars in millions) 2019 2018
Assets
Cash and cash equivalents 500 400
Property, plant and equipment 900 850
Less accumulated depreciation 300 250
Property, plant and equipment, net 600 600
Total assets 1,100 1,000
Liabilities and shareholders' equity
Accounts payable 300 250
Total liabilities 300 250
Shareholders' equity
Common stock 100 100
Retained earnings 900 800
Less: common stock held in treasury, at cost 200 150
Total shareholders' equity 800 750
Total liabilities and shareholders' equity 1,100 1,000"""
    r = read_statements(pages(text))
    assert r.fields["2019"]["tangible_assets"] == 600
    assert r.fields["2019"]["equity"] == 800
    assert failed(text) == []


def test_restricted_cash_balances_and_exchange_effect_under_their_us_names() -> None:
    """Apple 'Cash, cash equivalents and restricted cash, ending balances'; Foot Locker
    'Effect of exchange rate fluctuations on cash, cash equivalents, and restricted
    cash': unread, the bridge and the change in cash failed by the FX amount."""
    text = """Consolidated statements of cash flows
(in millions) 2021 2020
Cash, cash equivalents and restricted cash, beginning balances 1,718 942
Net cash provided by operating activities 666 1,062
Net cash used in investing activities (1,376) (168)
Net cash used in financing activities (152) (126)
Effect of exchange rate fluctuations on cash, cash equivalents, and restricted cash (6) 8
Net change in cash, cash equivalents, and restricted cash (868) 776
Cash, cash equivalents and restricted cash, ending balances 850 1,718"""
    r = read_statements(pages(text))
    assert r.aux["2021"] == {"fx_effect": -6, "cash_end": 850, "cash_begin": 1718}
    assert failed(text) == []


def test_note_references_left_open_are_not_part_of_the_label() -> None:
    """J&J prints '(Notes 1 and 3)' on most balance-sheet lines and the extractor reads
    the closing '3)' with the numbers."""
    assert normalise_label("Inventories (Notes 1 and") == "inventories"
    assert normalise_label("Long-term debt (Note 7)") == "long term debt"


_GROUP_IS = """Consolidated statements of income
(in millions) 2022 2021
Total revenues 5,000 4,500
Total expenses 4,000 3,700
Income before income taxes 1,000 800
Income tax provision 250 200
Net income 750 600"""

_GROUP_BS = """Consolidated balance sheets
(in millions) 2022 2021
Cash and cash equivalents 900 700
Loans to customers, net 9,100 8,300
Total assets 10,000 9,000
Customer deposits 6,000 5,500
Long-term debt 2,000 1,800
Total liabilities 8,000 7,300
Total shareholders' equity 2,000 1,700
Total liabilities and shareholders' equity 10,000 9,000"""

_PARENT_BS = """Parent company - condensed balance sheets
(in millions) 2022 2021
Cash and cash equivalents 300 200
Equity in net assets of subsidiaries 2,400 2,100
Loans to subsidiaries 1,300 1,200
Total assets 4,000 3,500
Accounts payable and other liabilities 500 400
Long-term debt 1,500 1,400
Total liabilities 2,000 1,800
Total shareholders' equity 2,000 1,700
Total liabilities and shareholders' equity 4,000 3,500"""


def test_a_parent_only_schedule_is_not_the_balance_sheet() -> None:
    """American Express 2022 p. 156: the parent company's condensed balance sheet
    matches as many fields as the group's; it is read only when nothing else is."""
    r = read_statements(pages(_GROUP_IS, _GROUP_BS, _PARENT_BS))
    assert r.statement_pages["balance"] == [2]
    assert r.fields["2022"]["total_assets"] == 10000
    alone = read_statements(pages(_PARENT_BS))
    assert alone.fields["2022"]["total_assets"] == 4000


def test_lender_statements_are_said_so_and_keep_what_applies() -> None:
    """A card issuer's or a bank's statements: deposits, loans to customers, interest
    income. The credit-memo fields do not apply; only the common ones are kept."""
    cf = """Consolidated statements of cash flows
(in millions) 2022 2021
Net income 750 600
Net cash provided by operating activities 1,000 900
Net cash used in investing activities (900) (800)
Net cash provided by financing activities 100 50
Net increase in cash and cash equivalents 200 150"""
    inc = _GROUP_IS.replace("Total revenues", "Interest income 3,000 2,800\nTotal revenues")
    inc = inc.replace("Total expenses", "Provisions for credit losses 500 400\nTotal expenses")
    r = read_statements(pages(inc, _GROUP_BS, cf))
    assert r.kind == "bank"
    assert r.notes == ["statements of a bank: the credit-memo fields do not apply"]
    assert "financial_income" not in r.fields["2022"]
    assert r.fields["2022"]["net_income"] == 750 and r.fields["2022"]["cash"] == 900
    assert read_statements(pages(_GROUP_IS, cf)).kind == "company"


def test_a_page_footer_does_not_cut_a_statement_in_two() -> None:
    """PG&E prints 'See accompanying Notes to the Consolidated Financial Statements.'
    under the assets page and the liabilities page of one balance sheet."""
    assets = """CONSOLIDATED BALANCE SHEETS
(in millions) 2019 2018
Cash and cash equivalents 448 373
Property, plant and equipment, net 900 850
TOTAL ASSETS 1,348 1,223
See accompanying Notes to the Consolidated Financial Statements."""
    liabilities = """CONSOLIDATED BALANCE SHEETS
(in millions) 2019 2018
Long-term debt 800 700
Total shareholders' equity 548 523
TOTAL LIABILITIES AND EQUITY 1,348 1,223
See accompanying Notes to the Consolidated Financial Statements."""
    r = read_statements(pages(assets, liabilities))
    assert r.statement_pages["balance"] == [1, 2]
    assert r.fields["2019"]["cash"] == 448
    assert r.fields["2019"]["total_liabilities_and_equity"] == 1348


def test_the_whole_of_continuing_and_discontinued_cash_flows_is_read() -> None:
    """eBay prints continuing, discontinued and total operating (investing, financing)
    cash flows; the net change in cash bridges the totals, not the continuing lines."""
    text = """Consolidated statements of cash flows
(in millions) 2022 2021
Net cash provided by continuing operating activities 2,627 3,093
Net cash used in discontinued operating activities (373) (436)
Net cash provided by operating activities 2,254 2,657
Net cash provided by (used in) continuing investing activities 2,459 (1,417)
Net cash provided by discontinued investing activities 2 5,080
Net cash provided by investing activities 2,461 3,663
Net cash used in continuing financing activities (3,792) (6,557)
Net cash provided by (used in) discontinued financing activities — 25
Net cash used in financing activities (3,792) (6,532)
Effect of exchange rate changes on cash (57) 24
Net increase (decrease) in cash 866 (188)"""
    r = read_statements(pages(text))
    assert r.fields["2022"]["operating_cash_flow"] == 2254
    assert r.fields["2021"]["investing_cash_flow"] == 3663
    assert failed(text) == []


def test_a_tax_benefit_above_income_from_continuing_operations() -> None:
    """eBay 2022: 'Income tax benefit (provision) 327', then 'Income (loss) from
    continuing operations' and discontinued operations: the benefit is positive."""
    text = """Consolidated statement of income
(in millions) 2022 2021
Net revenues 9,795 10,420
Total operating expenses 7,445 7,497
Income from operations 2,350 2,923
Interest and other, net (3,951) (2,525)
Income (loss) from continuing operations before income taxes (1,601) 398
Income tax benefit (provision) 327 (146)
Income (loss) from continuing operations (1,274) 252
Income from discontinued operations, net of income taxes 5 13,356
Net income (loss) (1,269) 13,608"""
    r = read_statements(pages(text))
    assert r.fields["2022"]["income_tax"] == 327
    assert r.fields["2021"]["income_tax"] == -146
    assert failed(text) == []


def test_balance_sheet_totals_printed_without_a_label() -> None:
    """Foot Locker prints its current-assets subtotal and both grand totals as bare
    number lines ('$ 8,135 $ 7,043'); the structure says which is which."""
    text = """CONSOLIDATED BALANCE SHEETS
($ in millions) 2022 2021
ASSETS
Current assets:
Cash and cash equivalents $ 804 $ 1,680
Merchandise inventories 1,266 923
Other current assets 293 232
2,363 2,835
Property and equipment, net 917 788
Other assets 4,855 3,420
$ 8,135 $ 7,043
LIABILITIES AND SHAREHOLDERS' EQUITY
Accounts payable $ 596 $ 402
Long-term debt 451 8
Other liabilities 3,845 3,857
Total liabilities 4,892 4,267
Total shareholders' equity 3,243 2,776
$ 8,135 $ 7,043"""
    r = read_statements(pages(text))
    assert r.fields["2022"]["total_assets"] == 8135
    assert r.fields["2021"]["total_liabilities_and_equity"] == 7043
    assert r.fields["2022"]["current_assets"] == 2363
    assert failed(text) == []


def test_debt_after_the_current_block_is_long_term() -> None:
    """Intel 2020 prints 'Short-term debt' under current liabilities, then, after 'Total
    current liabilities' and with no heading, 'Debt': long-term, not a second short-term
    line (which had left both fields unread as ambiguous)."""
    text = """Consolidated Balance Sheets
(In Millions) 2020 2019
Total assets 200 180
Current liabilities:
Short-term debt 25 37
Accounts payable 55 41
Total current liabilities 80 78
Debt 339 253
Total stockholders' equity (219) (151)
Total liabilities, temporary equity, and stockholders' equity 200 180"""
    r = read_statements(pages(text))
    assert r.fields["2020"]["short_term_debt"] == 25
    assert r.fields["2020"]["long_term_debt"] == 339
    assert r.fields["2019"]["total_liabilities_and_equity"] == 180


def test_interest_income_bracketed_among_expenses_is_income() -> None:
    """J&J lists costs and expenses positive and 'Interest income (357)' in brackets."""
    text = """CONSOLIDATED STATEMENTS OF EARNINGS
(Dollars in Millions) 2019 2018
Sales to customers 82,059 81,581
Cost of products sold 27,556 27,091
Interest income (357) (611)
Interest expense, net of portion capitalized 318 1,005
Earnings before provision for taxes on income 54,542 54,096
Provision for taxes on income 2,209 2,702
Net earnings 52,333 51,394"""
    r = read_statements(pages(text))
    assert r.fields["2019"]["revenue"] == 82059
    assert r.fields["2019"]["financial_income"] == 357
    assert r.fields["2018"]["financial_expenses"] == -1005
    assert r.fields["2019"]["income_tax"] == -2209


def test_a_label_wrapping_after_a_quoted_date_keeps_its_numbers() -> None:
    """Oracle 2019: 'Trade receivables, net of allowances for doubtful accounts of $371
    and $370 as of May 31, 2019 and May 31, 2018,' / 'respectively 5,134 5,136'."""
    wrapped = (
        "Trade receivables, net of allowances for doubtful accounts of $371 and $370 as of "
        "May 31, 2019 and May 31, 2018,"
    )
    text = f"""CONSOLIDATED BALANCE SHEETS
(in millions) 2019 2018
Cash and cash equivalents 20,514 20,152
{wrapped}
respectively 5,134 5,136
Total assets 25,648 25,288"""
    r = read_statements(pages(text))
    assert r.fields["2019"]["trade_receivables"] == 5134


def test_what_a_line_includes_in_brackets_is_not_its_name() -> None:
    """PG&E: 'Long-term debt (includes $10.31 billion and $1.82 billion related to
    VIEs)'; Pfizer: 'Net income before allocation to noncontrolling interests'."""
    assert normalise_label("Long-term debt (includes $10.31 billion related to VIEs)") == (
        "long term debt"
    )
    text = """Consolidated Statements of Income
(millions) 2019 2018
Total revenues 51,750 53,647
Income from continuing operations before provision for taxes on income 16,588 11,885
Provision for taxes on income 1,384 706
Income from continuing operations 15,204 11,179
Discontinued operations--net of tax 1,098 11,100
Net income before allocation to noncontrolling interests 16,302 22,279
Less: Net income attributable to noncontrolling interests 29 36
Net income attributable to Pfizer Inc. 16,273 22,243"""
    r = read_statements(pages(text))
    assert r.fields["2019"]["net_income"] == 16302
    assert r.fields["2019"]["income_tax"] == -1384


def test_net_income_opens_the_cash_flow_statement() -> None:
    """Issue 15's identity: the income statement's net income is the first line of the
    cash-flow statement; Boston Properties prints 'Net income' again among its
    per-share figures, which is not the line to compare."""
    inc = """Consolidated statements of operations
(in thousands) 2015 2014
Total revenue 2,490,821 2,396,998
Total expenses 1,690,903 1,870,941
Net income 799,918 526,057
Net income 3.72 2.83"""
    cf = """Consolidated statements of cash flows
(in thousands) 2015 2014
Net income 799,918 526,057
Net cash provided by operating activities 799,411 695,553"""
    checks = {c.name: c for c in run_checks(read_statements(pages(inc, cf)))}
    assert checks["net_income_link_2015"].ok and checks["net_income_link_2014"].ok
    bad = cf.replace("Net income 799,918", "Net income 799,981")
    checks = {c.name: c for c in run_checks(read_statements(pages(inc, bad)))}
    assert not checks["net_income_link_2015"].ok and checks["net_income_link_2015"].gap == 63


def test_dated_cash_balances_of_the_same_definition() -> None:
    """PG&E opens on 'Cash, cash equivalents, and restricted cash at January', closes on
    '… at December', then deducts restricted cash to 'Cash and cash equivalents at
    December': the closing balance is the one defined as the opening one."""
    text = """CONSOLIDATED STATEMENTS OF CASH FLOWS
(in millions) 2022 2021
Net cash provided by operating activities 3,831 2,448
Net cash used in investing activities (10,069) (7,050)
Net cash provided by financing activities 6,879 4,379
Net change in cash, cash equivalents, and restricted cash 641 (223)
Cash, cash equivalents, and restricted cash at January 181 404
Cash, cash equivalents, and restricted cash at December 822 181
Less: Restricted cash and restricted cash equivalents (213) (16)
Cash and cash equivalents at December 609 165"""
    r = read_statements(pages(text))
    assert r.aux["2022"]["cash_begin"] == 181 and r.aux["2022"]["cash_end"] == 822


def test_a_restatement_table_is_not_the_cash_flow_statement() -> None:
    """Issue 15: a 2018 10-K read its operating cash flow as -3 from a table "As
    previously reported | Effect of adoption | As adjusted" that repeats statement lines
    for 2017; the statement itself must win, whatever the table matches."""
    restated = """Consolidated statements of cash flows
As previously reported Effect of adoption As adjusted
(in millions) 2017 2016
Net cash provided by operating activities (3) 9,620
Purchases of property and equipment (1,200) (1,100)
Net cash used in investing activities (1,500) (1,300)
Dividends paid (400) (380)
Net cash used in financing activities (900) (800)
Net increase in cash and cash equivalents 120 140
Cash and cash equivalents at end of year 2,120 2,000"""
    statement = """Consolidated statements of cash flows
(in millions) 2018 2017
Net income 9,000 8,000
Net cash provided by operating activities 13,346 12,001
Net cash used in investing activities (10,000) (9,000)
Net cash used in financing activities (3,000) (2,800)
Net increase in cash and cash equivalents 346 201"""
    r = read_statements(pages(restated, statement))
    assert r.statement_pages["cashflow"] == [2]
    assert r.fields["2018"]["operating_cash_flow"] == 13346
    assert r.years == [2018, 2017]


def test_debt_lines_combined_only_when_the_statement_proves_the_sum() -> None:
    """Issue 15: 'Short-term borrowings' and 'Current portion of long-term debt' make
    short-term debt only when the statement prints their sum; otherwise the field is
    left out as ambiguous (Microsoft 2016, whose expected file leaves it out)."""
    proven = """Consolidated balance sheets
(in millions) 2025 2024
Total assets 500 450
Current liabilities
Commercial paper 30 20
Current portion of long-term debt 10 15
Total short-term debt 40 35
Accounts payable 60 50
Total current liabilities 100 85
Total equity 400 365
Total liabilities and equity 500 450"""
    r = read_statements(pages(proven))
    assert r.fields["2025"]["short_term_debt"] == 40
    assert r.sources["2025"]["short_term_debt"].combined_from == [
        "Commercial paper",
        "Current portion of long-term debt",
    ]
    unproven = proven.replace("Total short-term debt 40 35\n", "").replace(
        "Total current liabilities 100 85", "Total current liabilities 100 85"
    )
    r = read_statements(pages(unproven))
    assert "short_term_debt" not in r.fields["2025"]
    assert any(w.startswith("short_term_debt: several lines") for w in r.warnings)


def test_a_gross_amount_before_its_deduction_is_not_the_field() -> None:
    """Verizon 2021 prints 'Accounts receivable 24,742' / 'Less Allowance for credit
    losses (896)' / 'Accounts receivable, net 23,846': the net line is the field (the
    gross one, read first, was wrong yet confirmed by the subtotal it takes part in)."""
    text = """Consolidated Balance Sheets
(dollars in millions) 2021 2020
Cash and cash equivalents 2,921 22,171
Accounts receivable 24,742 24,400
Less Allowance for credit losses (896) (1,252)
Accounts receivable, net 23,846 23,148
Total current assets 26,767 45,319"""
    r = read_statements(pages(text))
    assert r.fields["2021"]["trade_receivables"] == 23846


def test_a_combined_10k_reads_its_registrants_statements_first() -> None:
    """PG&E's 10-K prints a full set of statements for PG&E Corporation, then one for
    its utility subsidiary, which matched one field more (its dividends to the parent).
    Both sets tie; the registrant's, printed first, is the filing's."""

    def statements(cash: int, extra: str) -> list[str]:
        inc = """CONSOLIDATED STATEMENTS OF INCOME
(in millions) 2022 2021
Total operating revenues 21,680 20,642
Operating Income 1,921 1,500
Income Before Income Taxes 1,020 800
Income tax provision (benefit) (1,206) 100
Net Income 2,226 700"""
        bal = f"""CONSOLIDATED BALANCE SHEETS
(in millions) 2022 2021
Cash and cash equivalents {cash} 165
Total assets 118,378 108,000
Total shareholders' equity 27,484 26,000
Total liabilities and shareholders' equity 118,378 108,000"""
        cf = f"""CONSOLIDATED STATEMENTS OF CASH FLOWS
(in millions) 2022 2021
Net Income 2,226 700
Net cash provided by operating activities 3,831 2,448
Net cash used in investing activities (10,069) (7,050)
{extra}Net cash provided by financing activities 6,682 4,379
Net change in cash and cash equivalents (3,556) (223)
Cash and cash equivalents at December {cash} 165"""
        return [inc, bal, cf]

    parent = statements(609, "")
    utility = statements(609, "Common stock dividends paid (1,275) —\n")
    between = ["PG&E CORPORATION\nCONSOLIDATED STATEMENTS OF EQUITY\nShares outstanding"] + [
        "Text of a note about the utility's regulation." for _ in range(6)
    ]
    r = read_statements(pages(*parent, *between, *utility))
    assert r.statement_pages == {"income": [1], "balance": [2], "cashflow": [3]}


def test_uk_labels_loss_profit_and_borrowings_with_leases() -> None:
    """A UK-style report (heldout5's cold-chain plc, seventh session) prints
    '(Loss)/profit before tax', '(Loss)/profit for the year', 'Borrowings and lease
    liabilities' under each side's heading, 'Property, plant, equipment and right-of-use'
    and 'Provisions for dilapidations': none was read, so the tax credit's sign was left
    to a guess."""
    text = """Consolidated income statement for the year ended 31 March 2025
£m FY2025 FY2024
Revenue 412.6 398.1
Staff costs (151.2) (142.7)
Other operating costs (252.6) (237.3)
Operating profit 8.8 18.1
Finance costs (17.5) (14.7)
(Loss)/profit before tax (8.7) 3.4
Taxation 1.6 (0.9)
(Loss)/profit for the year (7.1) 2.5"""
    r = read_statements(pages(text))
    assert r.fields["2025"]["pre_tax_income"] == -8.7
    assert r.fields["2024"]["pre_tax_income"] == 3.4
    assert r.fields["2025"]["net_income"] == -7.1
    assert r.fields["2025"]["income_tax"] == 1.6
    assert r.fields["2024"]["income_tax"] == -0.9
    balance = """Consolidated statement of financial position at 31 March 2025
£m FY2025 FY2024
Non-current assets
Property, plant, equipment and right-of-use 298.7 305.1
Total non-current assets 298.7 305.1
Current assets
Cash and cash equivalents 18.3 21.4
Total current assets 18.3 21.4
Total assets 317.0 326.5
Current liabilities
Trade and other payables 61.7 58.3
Borrowings and lease liabilities 20.2 19.4
Total current liabilities 81.9 77.7
Non-current liabilities
Borrowings and lease liabilities 158.1 151.6
Provisions for dilapidations 9.8 9.1
Total liabilities 249.8 238.4
Total equity 67.2 88.1
Total equity and liabilities 317.0 326.5"""
    b = read_statements(pages(balance))
    assert b.fields["2025"]["tangible_assets"] == 298.7
    assert b.fields["2025"]["short_term_debt"] == 20.2
    assert b.fields["2025"]["long_term_debt"] == 158.1
    assert b.fields["2024"]["long_term_debt"] == 151.6
    assert b.fields["2025"]["provisions"] == 9.8


# A generated PCG filing (heldout5's sawmill, seventh session) printed its assets as
# Brut | Amort. | Net 2025 | Net 2024 and its liabilities under a header of their own,
# "2025 2024 Variation %": the liabilities' header was not read as a column header (its
# years are followed by a column name, not numbers), so the percentage column was taken
# for the older year and "8 202 9 130 -10,2 %" read as 130 and -10.2.
PCG_BALANCE = """Bilan - Actif
(en milliers d'euros) Exercice 2025 Exercice 2024
Brut Amort. Net Net
Immobilisations incorporelles 930 310 620 640
Immobilisations corporelles 24 100 14 260 9 840 10 580
Stocks 7 430 - 7 430 6 980
Créances clients 4 310 95 4 215 4 760
Disponibilités 905 - 905 1 320
Total général 37 675 14 665 23 010 24 280
Bilan - Passif
(en milliers d'euros) 2025 2024 Variation %
Capitaux propres 8 202 9 130 -10,2 %
Provisions pour risques et charges 310 280 10,7 %
Emprunts à plus d'un an 5 320 6 100 -12,8 %
Dettes fournisseurs et comptes rattachés 9 178 8 770 4,7 %
Total général 23 010 24 280 -5,2 %"""


def test_a_variation_column_named_only_on_the_liabilities_header() -> None:
    r = read_statements(pages(PCG_BALANCE))
    assert r.fields["2025"]["equity"] == 8202
    assert r.fields["2024"]["equity"] == 9130
    assert r.fields["2025"]["long_term_debt"] == 5320
    assert r.fields["2024"]["long_term_debt"] == 6100
    assert r.fields["2024"]["trade_payables"] == 8770
    assert r.fields["2025"]["total_liabilities_and_equity"] == 23010
    # the assets keep their Brut/Amort. columns
    assert r.fields["2025"]["tangible_assets"] == 9840
    assert r.fields["2024"]["tangible_assets"] == 10580
    assert r.fields["2025"]["total_assets"] == 23010


def test_a_repeated_header_without_a_variation_keeps_the_assets_columns() -> None:
    """The liabilities' header with the years only: nothing to the right of them."""
    text = PCG_BALANCE.replace(" Variation %", "").replace(" %", "")
    text = "\n".join(
        " ".join(line.split()[:-1]) if line.split()[-1:] and "," in line.split()[-1] else line
        for line in text.splitlines()
    )
    r = read_statements(pages(text))
    assert r.fields["2025"]["equity"] == 8202
    assert r.fields["2024"]["equity"] == 9130
    assert r.fields["2025"]["tangible_assets"] == 9840
