"""Fields read from a statement's structure where its label is silent (thirteenth round).

The failure: three annual reports written by a helper who never saw the reader (a
nursing-home group, a ferry operator, a bakery-equipment SME) print their sector's own
words for revenue ("Produits d'hébergement, de dépendance et de soins", "Passenger,
vehicle and freight revenue"...), and the reader left revenue, cost of goods, fixed
assets and debt lines missing. Any sector does this, so the texts below are of sectors
the reader has not seen (an airport, a school group); the rule under test is structural:
the income statement's first line, sole positive term of a cascade that adds up to the
printed operating income, is revenue; when the arithmetic cannot single it out, the
field stays missing, never guessed.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from analyste.checks import checks_and_identities
from analyste.schema import Page, PagesFile
from analyste.statements import (
    _EXCLUSION,
    _SIGN_WORDS,
    StatementsReading,
    _items,
    _unqualified,
    normalise_label,
    read_statements,
)
from analyste.statements.status import apply_status


def pages(*texts: str) -> PagesFile:
    return PagesFile(
        slug="t",
        pdf="t.pdf",
        sha256="0" * 64,
        page_count=len(texts),
        pages=[Page(number=i, text=t) for i, t in enumerate(texts, 1)],
    )


def read(*texts: str) -> StatementsReading:
    r = read_statements(pages(*texts))
    checks, ids = checks_and_identities(r)
    apply_status(r, ids)
    assert [c.name for c in checks if not c.ok] == []
    return r


AIRPORT_INCOME = """Compte de résultat consolidé
(en milliers d'euros) Note 2025 2024
Redevances aéroportuaires et recettes commerciales 5 98 400 91 200
Achats consommés (carburant, dégivrage) (6 100) (5 800)
Charges externes 6 (21 300) (20 100)
Charges de personnel 7 (38 200) (36 900)
Impôts et taxes (4 100) (3 900)
Dotations aux amortissements (y c. droits d'utilisation) 12 (12 300) (11 800)
Résultat opérationnel 16 400 12 700
Produits de trésorerie 300 200
Coût de l'endettement et des dettes locatives 15 (2 100) (2 300)
Résultat avant impôt 14 600 10 600
Impôt sur le résultat (3 800) (2 700)
Résultat net 10 800 7 900
"""

AIRPORT_BALANCE = """État de la situation financière consolidée
(en milliers d'euros) 2025 2024
Goodwill et droits d'exploitation aéroportuaire 12 000 12 000
Immobilisations corporelles 140 000 136 000
Actifs financiers non courants 2 000 1 900
Actifs non courants 154 000 149 900
Stocks 800 750
Clients et comptes rattachés 9 200 8 800
Autres créances 3 000 2 900
Trésorerie et équivalents de trésorerie 15 000 13 550
Actifs courants 28 000 26 000
Total de l'actif 182 000 175 900
Capitaux propres 70 000 62 000
Provisions non courantes 4 000 3 800
Dettes financières et locatives non courantes 60 000 65 000
Passifs non courants 64 000 68 800
Dettes financières et locatives courantes 12 000 10 000
Fournisseurs 14 000 13 100
Dettes sociales et fiscales 9 000 8 500
Autres passifs courants 13 000 13 500
Passifs courants 48 000 45 100
Total du passif 182 000 175 900
"""

AIRPORT_CASH = """Tableau des flux de trésorerie consolidés
(en milliers d'euros) 2025 2024
Flux de trésorerie liés à l'activité 20 000 18 000
Acquisitions d'immobilisations (16 000) (15 000)
Flux de trésorerie liés aux investissements (16 000) (15 000)
Dividendes versés (2 550) (2 000)
Flux de trésorerie liés au financement (2 550) (2 000)
Variation de la trésorerie 1 450 1 000
"""


def test_revenue_of_a_sector_word_is_the_first_line_of_a_cascade_that_adds_up() -> None:
    """An airport's 'Redevances aéroportuaires et recettes commerciales' names no revenue
    word; it opens the income statement and minus every line below it adds up to the
    printed operating income in both years: it is revenue, confirmed by that cascade."""
    r = read(AIRPORT_INCOME, AIRPORT_BALANCE, AIRPORT_CASH)
    assert r.fields["2025"]["revenue"] == 98400
    assert r.fields["2024"]["revenue"] == 91200
    assert r.sources["2025"]["revenue"].status == "confirmed"
    assert "income_cascade_2025" in r.sources["2025"]["revenue"].identities


def test_a_bracket_that_qualifies_a_line_name_is_not_part_of_it() -> None:
    """'Achats consommés (carburant, dégivrage)', 'Dotations aux amortissements (y c.
    droits d'utilisation)': what a line holds, said in brackets after its name."""
    r = read(AIRPORT_INCOME, AIRPORT_BALANCE, AIRPORT_CASH)
    assert r.fields["2025"]["cost_of_goods"] == -6100
    assert r.fields["2024"]["depreciation_amortisation"] == -11800
    assert r.sources["2025"]["cost_of_goods"].status == "confirmed"


def test_general_french_terms_of_ifrs_statements() -> None:
    """Lease liabilities with the financial debt (IFRS 16), non-current provisions, the
    cost of debt, cash income, investing flows in the plural, goodwill with a licence."""
    r = read(AIRPORT_INCOME, AIRPORT_BALANCE, AIRPORT_CASH)
    f = r.fields["2025"]
    assert f["long_term_debt"] == 60000
    assert f["short_term_debt"] == 12000
    assert f["provisions"] == 4000
    assert f["financial_income"] == 300
    assert f["financial_expenses"] == -2100
    assert f["investing_cash_flow"] == -16000
    assert f["intangible_assets"] == 12000
    assert r.fields["2024"]["long_term_debt"] == 65000


SCHOOL_INCOME = """Consolidated Statements of Operations
(in thousands of dollars) 2025 2024
Tuition and boarding fees $ 64,300 $ 61,900
Faculty salaries and benefits 38,100 36,700
Campus operating expenses 18,200 17,600
Depreciation and amortization 3,900 3,700
Operating income 4,100 3,900
Interest expense 900 850
Income before income taxes 3,200 3,050
Income tax expense 800 760
Net income $ 2,400 $ 2,290
"""


def test_revenue_above_expenses_printed_positive() -> None:
    """US layout: expenses printed as positive amounts below a sector's revenue line."""
    r = read(SCHOOL_INCOME)
    assert r.fields["2025"]["revenue"] == 64300
    assert r.fields["2024"]["revenue"] == 61900
    assert r.sources["2024"]["revenue"].status == "confirmed"


def test_revenue_above_a_gross_margin_subtotal() -> None:
    """A gross margin and a total of operating expenses are subtotals of the cascade."""
    text = """Consolidated Statements of Operations
(in thousands of dollars) 2025 2024
Charter and excursion receipts 50,000 46,000
Fleet operating costs 20,000 18,000
Gross profit 30,000 28,000
Selling expenses 4,000 3,500
Administrative expenses 6,000 5,500
Total operating expenses 10,000 9,000
Operating income 20,000 19,000
Interest expense 1,000 1,000
Income before income taxes 19,000 18,000
Income tax expense 5,000 4,000
Net income 14,000 14,000
"""
    r = read(text)
    assert r.fields["2025"]["revenue"] == 50000
    assert r.fields["2024"]["revenue"] == 46000


def test_two_income_lines_above_the_expenses_leave_revenue_missing() -> None:
    """Grants printed under the school's fees: fees + grants − expenses = operating
    income, so the first line alone is not proven to be revenue (nor the sum, printed
    nowhere): the field is missing, never the first line guessed."""
    text = SCHOOL_INCOME.replace(
        "Faculty salaries and benefits", "Grants and subsidies 1,200 1,100\nFaculty salaries"
    ).replace("Operating income 4,100 3,900", "Operating income 5,300 5,000")
    text = text.replace(
        "Income before income taxes 3,200 3,050", "Income before income taxes 4,400 4,150"
    )
    text = text.replace("Net income $ 2,400 $ 2,290", "Net income $ 3,600 $ 3,390")
    r = read_statements(pages(text))
    assert "revenue" not in r.fields["2025"]
    assert any(m.field == "revenue" for m in r.missing)


def test_a_cascade_that_does_not_add_up_proves_nothing() -> None:
    """The operating income printed differs from the first line less the expenses (a
    line was left out of the page): revenue is not read from the structure."""
    text = SCHOOL_INCOME.replace("Campus operating expenses 18,200 17,600\n", "")
    r = read_statements(pages(text))
    assert "revenue" not in r.fields["2025"]


PCG_INCOME = """Compte de résultat
(en euros) 2025 2024
Produits d'exploitation
Prestations de maintenance et pièces détachées 8 400 000 8 100 000
Charges d'exploitation
Autres achats et charges externes 2 100 000 2 000 000
Impôts, taxes et versements assimilés 120 000 110 000
Salaires, traitements et charges sociales 4 900 000 4 700 000
Dotations aux amortissements 380 000 360 000
Résultat d'exploitation 900 000 930 000
Produits financiers 5 000 4 000
Charges financières 85 000 90 000
Résultat courant avant impôts 820 000 844 000
Impôt sur les bénéfices 205 000 211 000
Bénéfice de l'exercice 615 000 633 000
"""

PCG_BALANCE = """Bilan actif
(en euros) Exercice 2025 Exercice 2024
Brut Amort. Net Net
Actif immobilisé
Concessions, licences et logiciels 300 000 120 000 180 000 150 000
Terrains, constructions et matériel 5 000 000 2 600 000 2 400 000 2 500 000
Actif circulant
Matières premières, en-cours et produits finis 900 000 - 900 000 850 000
Clients et comptes rattachés 1 500 000 - 1 500 000 1 400 000
Disponibilités 520 000 - 520 000 600 000
Total actif circulant 2 920 000 - 2 920 000 2 850 000
Total général 8 220 000 2 720 000 5 500 000 5 500 000
Bilan passif
(en euros) 2025 2024
Capitaux propres 2 500 000 2 300 000
Emprunts et dettes financières à plus d'un an 1 200 000 1 400 000
Dettes fournisseurs et comptes rattachés 900 000 950 000
Dettes fiscales et sociales 500 000 480 000
Avances et acomptes reçus et autres dettes 400 000 370 000
Total général 5 500 000 5 500 000
"""


def test_a_line_listing_the_pcg_lines_of_one_field() -> None:
    """A small company merges the PCG's own lines of one field into one: 'Concessions,
    licences et logiciels', 'Terrains, constructions et matériel', 'Matières premières,
    en-cours et produits finis', 'Avances et acomptes reçus et autres dettes'. Every item
    named is a line of that field, so the line is the field."""
    r = read(PCG_INCOME, PCG_BALANCE)
    f = r.fields["2025"]
    assert f["intangible_assets"] == 180000
    assert f["tangible_assets"] == 2400000
    assert f["inventories"] == 900000
    assert f["other_liabilities"] == 400000
    assert f["personnel_expenses"] == -4900000
    assert f["revenue"] == 8400000
    assert r.fields["2024"]["tangible_assets"] == 2500000


def test_a_list_with_an_item_of_another_field_is_no_field() -> None:
    """'Terrains, constructions et titres' names a financial asset (securities) with
    the tangible ones: no field is read from it."""
    balance = PCG_BALANCE.replace(
        "Terrains, constructions et matériel", "Terrains, constructions et titres"
    )
    r = read_statements(pages(PCG_INCOME, balance))
    assert "tangible_assets" not in r.fields["2025"]


def test_block_totals_named_by_their_block_confirm_its_lines() -> None:
    """'Actifs non courants', 'Passifs courants' printed with the sum of the lines above
    (IFRS, no 'Total'): the lines of the block are confirmed by that sum."""
    r = read(AIRPORT_INCOME, AIRPORT_BALANCE, AIRPORT_CASH)
    src = r.sources["2025"]
    for name in ("intangible_assets", "long_term_debt", "provisions", "trade_payables"):
        assert src[name].status == "confirmed", name
    assert any(t.label == "Passifs courants" for t in r.totals)


def test_right_of_use_assets_printed_with_the_tangible_ones() -> None:
    """IFRS 16: 'Immobilisations corporelles et droits d'utilisation' in one line."""
    balance = AIRPORT_BALANCE.replace(
        "Immobilisations corporelles 140", "Immobilisations corporelles et droits d'utilisation 140"
    )
    r = read(AIRPORT_INCOME, balance, AIRPORT_CASH)
    assert r.fields["2025"]["tangible_assets"] == 140000


SCHOOL_BALANCE = """Consolidated Balance Sheets
(in thousands of dollars) 2025 2024
Current assets:
Cash and cash equivalents $ 5,000 $ 4,000
Accounts receivable, net 2,000 1,900
Prepaid expenses and other current assets 1,000 900
Total current assets 8,000 6,800
Property and equipment, net 40,000 41,200
Total assets $ 48,000 $ 48,000
Current liabilities:
Accounts payable $ 3,000 $ 2,800
Accrued payroll and related taxes 2,500 2,400
Total current liabilities 5,500 5,200
Long-term debt 20,000 22,000
Total liabilities 25,500 27,200
Total stockholders' equity 22,500 20,800
Total liabilities and stockholders' equity $ 48,000 $ 48,000
"""


def test_general_us_balance_sheet_terms() -> None:
    """'Prepaid expenses and other current assets' (the PCG's 'autres créances et comptes
    de régularisation'), accrued payroll and its taxes (the 'dettes sociales')."""
    r = read(SCHOOL_INCOME, SCHOOL_BALANCE)
    f = r.fields["2025"]
    assert f["other_receivables"] == 1000
    assert f["tax_and_social_payables"] == 2500


_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyzéè", min_size=3, max_size=10)


@given(st.lists(_WORD, min_size=1, max_size=4), st.lists(_WORD, min_size=1, max_size=4))
def test_unqualified_sets_aside_only_a_trailing_bracket(name: list[str], inside: list[str]) -> None:
    label = " ".join(name)
    assert _unqualified(label) is None
    qualified = f"{label} ({', '.join(inside)})"
    words = normalise_label(" ".join(inside))
    expect = None if set(words.split()) <= _SIGN_WORDS or _EXCLUSION.match(words) else label
    assert _unqualified(qualified) == expect
    assert _unqualified(f"{label} (loss)") is None  # how the line reads, not what it holds


@given(st.lists(_WORD, min_size=1, max_size=5))
def test_items_of_a_list_label(words: list[str]) -> None:
    words = [w for w in words if normalise_label(w) not in ("et", "and", "net", "nets", "nettes")]
    tail = words[-1] if words else ""
    label = ", ".join(words[:-1]) + (" et " if len(words) > 1 else "") + tail
    assert _items(label) == [normalise_label(w) for w in words]
    assert _items(label + ", net") == [normalise_label(w) for w in words]


def test_purchases_are_the_cost_of_goods_when_no_change_in_inventories_is_printed() -> None:
    """'Achats de matières et fournitures' alone above the other charges: the cost of the
    goods used is the purchases as printed. With a 'Variation de stocks' line it is their
    sum, printed nowhere: missing."""
    income = PCG_INCOME.replace(
        "Autres achats et charges externes 2 100 000 2 000 000",
        "Achats de matières et fournitures 1 500 000 1 400 000\n"
        "Autres achats et charges externes 600 000 600 000",
    )
    r = read(income, PCG_BALANCE)
    assert r.fields["2025"]["cost_of_goods"] == -1500000
    assert r.fields["2024"]["external_expenses"] == -600000
    varied = income.replace(
        "Autres achats et charges externes 600 000 600 000",
        "Variation de stocks de matières (100 000) 50 000\n"
        "Autres achats et charges externes 700 000 550 000",
    )
    r = read_statements(pages(varied, PCG_BALANCE))
    assert "cost_of_goods" not in r.fields["2025"]


def test_a_bracket_saying_what_a_line_leaves_out_is_part_of_its_name() -> None:
    """'Impôts (hors impôt sur les bénéfices)' is no income tax: a bracket of exclusion
    changes what the line is, it is not set aside."""
    assert _unqualified("Impôts (hors impôt sur les bénéfices)") is None
    assert _unqualified("Cost of sales (excluding depreciation)") is None
    assert _unqualified("Achats consommés (alimentation, produits d'hygiène)") == "Achats consommés"


def test_a_list_beside_another_line_of_its_field_is_no_field() -> None:
    """'Terrains, constructions et matériel' above 'Immobilisations en cours': the
    tangible assets are both lines, summed nowhere, so the list alone is not the field."""
    balance = PCG_BALANCE.replace(
        "Terrains, constructions et matériel 5 000 000 2 600 000 2 400 000 2 500 000",
        "Terrains, constructions et matériel 4 900 000 2 600 000 2 300 000 2 450 000\n"
        "Immobilisations en cours 100 000 - 100 000 50 000",
    )
    r = read_statements(pages(PCG_INCOME, balance))
    assert "tangible_assets" not in r.fields["2025"]


def test_goodwill_with_other_assets_is_no_intangible_line() -> None:
    """'Goodwill and other assets' lumps goodwill with assets of any kind."""
    balance = AIRPORT_BALANCE.replace(
        "Goodwill et droits d'exploitation aéroportuaire", "Goodwill et autres actifs"
    )
    r = read_statements(pages(AIRPORT_INCOME, balance, AIRPORT_CASH))
    assert "intangible_assets" not in r.fields["2025"]


def test_revenue_above_an_other_income_line() -> None:
    """'Autres produits de l'activité' under the sector's revenue line: named as other
    income, it adds to the cascade, and the first line stays the revenue."""
    income = (
        AIRPORT_INCOME.replace(
            "Achats consommés", "Autres produits de l'activité 1 000 900\nAchats consommés"
        )
        .replace("Résultat opérationnel 16 400 12 700", "Résultat opérationnel 17 400 13 600")
        .replace("Résultat avant impôt 14 600 10 600", "Résultat avant impôt 15 600 11 500")
        .replace("Résultat net 10 800 7 900", "Résultat net 11 800 8 800")
    )
    r = read(income, AIRPORT_BALANCE)
    assert r.fields["2025"]["revenue"] == 98400
    assert r.fields["2024"]["revenue"] == 91200


def test_depreciation_named_by_what_it_writes_down_beats_the_cash_flow_provisions_line() -> None:
    """'Dotations aux amortissements des pistes et des aérogares' is the year's depreciation,
    the complement naming the assets written down; read as no field, the cash-flow
    statement's 'Dotations nettes aux amortissements et provisions' (provisions net of
    reversals added) was taken for it, confirmed by its block (a car-park operator's
    accounts, the lead's held-out set). Our wording, an airport."""
    income = AIRPORT_INCOME.replace(
        "Dotations aux amortissements (y c. droits d'utilisation) 12 (12 300) (11 800)",
        "Dotations aux amortissements des pistes et des aérogares 12 (12 300) (11 800)",
    )
    cash = AIRPORT_CASH.replace(
        "Flux de trésorerie liés à l'activité 20 000 18 000",
        "Résultat net 10 800 7 900\n"
        "Dotations nettes aux amortissements et provisions 13 100 12 400\n"
        "Variation du besoin en fonds de roulement (3 900) (2 300)\n"
        "Flux de trésorerie liés à l'activité 20 000 18 000",
    )
    r = read_statements(pages(income, AIRPORT_BALANCE, cash))
    assert r.fields["2025"]["depreciation_amortisation"] == -12300
    assert r.fields["2024"]["depreciation_amortisation"] == -11800
