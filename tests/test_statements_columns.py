"""Column layouts of a balance sheet whose two sides print different columns.

A generated PCG filing (heldout5's sawmill, seventh session) printed its assets as
Brut | Amort. | Net 2025 | Net 2024 and its liabilities under a header of their own,
"2025 2024 Variation %": the liabilities' header was not read as a column header (its
years are followed by a column name, not numbers), so the percentage column was taken
for the older year and "8 202 9 130 -10,2 %" read as 130 and -10.2.
"""

from __future__ import annotations

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


BALANCE = """Bilan - Actif
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
    r = read_statements(pages(BALANCE))
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
    text = BALANCE.replace(" Variation %", "").replace(" %", "")
    text = "\n".join(
        " ".join(line.split()[:-1]) if line.split()[-1:] and "," in line.split()[-1] else line
        for line in text.splitlines()
    )
    r = read_statements(pages(text))
    assert r.fields["2025"]["equity"] == 8202
    assert r.fields["2024"]["equity"] == 9130
    assert r.fields["2025"]["tangible_assets"] == 9840
