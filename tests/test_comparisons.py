"""C- comparison facts computed by code from hand-built companies' facts.

The companies are built from hand-written fields through the real R- fact builder
(`facts.facts_for`), shaped like the three sample filings (k€): Maison Ferlac (leverage
5,5x, free cash flow -14 930), Solvéa (5,3x, -47 225), Helvane (net cash, +10 230).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from analyste.claims import verify_paragraphs
from analyste.comparisons import comparison_facts, metric_id
from analyste.facts import facts_for
from analyste.numbers import format_amount, numbers_in
from analyste.schema import Fact, FactsFile, Paragraph

NBSP = "\u00a0"
BASE = {
    "financial_expenses": -2000,
    "equity": 50000,
    "total_assets": 150000,
    "trade_receivables": 20000,
    "depreciation_amortisation": -4000,
}


def company(
    slug: str,
    name: str,
    *,
    revenue: int,
    ebitda: int,
    net_debt: int,
    fcf: int,
    net_income: int,
    unit: str = "k€",
    language: str = "fr",
    quotes: tuple[str, ...] = (),
) -> FactsFile:
    """A FactsFile whose R-/A- facts come from the real builders (Q- facts by hand)."""
    cash = 10000
    year = {
        **BASE,
        "revenue": revenue,
        "operating_income": ebitda - 4000,
        "long_term_debt": net_debt + cash,
        "short_term_debt": 0,
        "cash": cash,
        "operating_cash_flow": fcf + 5000,
        "capex": -5000,
        "net_income": net_income,
    }
    previous = {**year, "revenue": revenue - 1000}
    ff = FactsFile(
        company=name,
        slug=slug,
        unit=unit,
        language=language,  # type: ignore[arg-type]
        years=[2025, 2024],
        fields={"2025": year, "2024": previous},
    )
    ff.facts = facts_for(ff)
    for i, q in enumerate(quotes, 1):
        ff.facts.append(
            Fact(id=f"Q-{slug}-{i}", kind="quote", page=9, text=q, data={"category": "debt"})
        )
    return ff


def samples(language: str = "fr") -> list[FactsFile]:
    """Ferlac, Helvane, Solvéa: the sample filings' key figures (k€)."""
    names = {"fr": ("Maison Ferlac SAS", "Helvane SA", "Solvéa Énergies SA")}
    ferlac, helvane, solvea = names.get(language, ("Ferlac Ltd", "Helvane plc", "Solvea Inc"))
    return [
        company(
            "ferlac", ferlac, revenue=118240, ebitda=14480, net_debt=79700, fcf=-14930,
            net_income=-591, language=language,
        ),
        company(
            "helvane", helvane, revenue=86420, ebitda=18010, net_debt=-21590, fcf=10230,
            net_income=9940, language=language,
        ),
        company(
            "solvea", solvea, revenue=214600, ebitda=60140, net_debt=317475, fcf=-47225,
            net_income=11175, language=language,
        ),
    ]  # fmt: skip


def by_id(facts: list[Fact]) -> dict[str, Fact]:
    return {f.id: f for f in facts}


def test_fcf_gap_is_the_difference_signed_and_unsigned() -> None:
    facts = by_id(comparison_facts(samples(), "fr"))
    gap = facts["C-fcf-gap-ferlac-solvea"]
    assert gap.kind == "comparison"
    assert gap.data["difference"] == 32295.0  # -14 930 − (−47 225)
    assert f"+32{NBSP}295{NBSP}k€" in gap.text  # signed: Ferlac minus Solvéa
    assert f"inférieur de 32{NBSP}295{NBSP}k€" in gap.text  # unsigned, in words
    assert f"-14{NBSP}930{NBSP}k€" in gap.text and f"-47{NBSP}225{NBSP}k€" in gap.text
    assert gap.data["sources"] == ["R-ferlac-free_cash_flow", "R-solvea-free_cash_flow"]
    # every pair once, slugs in the order the companies were given
    assert {f for f in facts if f.startswith("C-fcf-gap-")} == {
        "C-fcf-gap-ferlac-helvane",
        "C-fcf-gap-ferlac-solvea",
        "C-fcf-gap-helvane-solvea",
    }
    assert facts["C-fcf-gap-ferlac-helvane"].data["difference"] == -25160.0


def test_leverage_rank_from_highest_to_lowest() -> None:
    facts = by_id(comparison_facts(samples(), "fr"))
    rank = facts["C-leverage-rank"]
    assert [r["slug"] for r in rank.data["ranking"]] == ["ferlac", "solvea", "helvane"]
    assert [r["printed"] for r in rank.data["ranking"]] == ["5,5x", "5,3x", "-1,2x"]
    assert "1er Maison Ferlac SAS (5,5x), 2e Solvéa Énergies SA (5,3x), 3e Helvane SA (-1,2x)" in (
        rank.text
    )
    assert "le plus élevé : Maison Ferlac SAS ; le plus faible : Helvane SA" in rank.text
    cover = facts["C-interest-cover-rank"]
    # same financial expenses everywhere: the largest EBITDA covers them most
    assert [r["slug"] for r in cover.data["ranking"]] == ["solvea", "helvane", "ferlac"]


def test_gap_is_the_difference_of_the_printed_values() -> None:
    """5,46x and 5,24x print 5,5x and 5,2x: the reader must see 0,3x, not 0,2x."""
    a = company("a", "Alpha SA", revenue=9000, ebitda=1000, net_debt=5460, fcf=1, net_income=1)
    b = company("b", "Beta SA", revenue=9000, ebitda=1000, net_debt=5240, fcf=1, net_income=1)
    gap = by_id(comparison_facts([a, b], "fr"))["C-leverage-gap-a-b"]
    assert gap.data["difference"] == pytest.approx(0.3)
    assert "+0,3x" in gap.text and "inférieur de 0,3x" in gap.text


def test_percentage_gap_in_points() -> None:
    gap = by_id(comparison_facts(samples(), "fr"))["C-ebitda-margin-gap-ferlac-solvea"]
    assert f"12,2{NBSP}%" in gap.text and f"28,0{NBSP}%" in gap.text
    assert f"-15,8{NBSP}pt" in gap.text and f"inférieur de 15,8{NBSP}pt" in gap.text


def test_sign_facts_say_who_burns_cash_and_who_makes_a_loss() -> None:
    facts = by_id(comparison_facts(samples(), "fr"))
    fcf = facts["C-fcf-sign"]
    assert fcf.data["negative"] == ["solvea", "ferlac"] and fcf.data["positive"] == ["helvane"]
    assert "consomme de la trésorerie : 2 sociétés sur 3" in fcf.text
    loss = facts["C-net-income-sign"]
    assert loss.data["negative"] == ["ferlac"] and "1 société sur 3" in loss.text
    assert "C-net-debt-sign" in facts  # Helvane holds net cash


def test_every_number_of_a_c_fact_is_written_by_format_amount() -> None:
    """Signs, no-break spaces and decimal commas as format_amount prints them."""
    for fact in comparison_facts(samples(), "fr"):
        for m in numbers_in(fact.text):
            digits = m.written.lstrip("+-")
            if digits in ("2024", "2025"):
                continue  # fiscal years, printed as years
            value = abs(m.value)
            decimals = len(digits.split(",")[1]) if "," in digits else 0
            assert digits == format_amount(value, "fr", decimals), (fact.id, m.written)


def test_english_text_and_number_format() -> None:
    facts = by_id(comparison_facts(samples("en"), "en"))
    gap = facts["C-fcf-gap-ferlac-solvea"]
    assert "+32,295 k€" in gap.text.replace(NBSP, " ")
    assert "Solvea Inc lower by 32,295 k€ than Ferlac Ltd" in gap.text.replace(NBSP, " ")
    assert "burns cash: 2 of 3 companies" in facts["C-fcf-sign"].text
    assert "1st Ferlac Ltd (5.5x)" in facts["C-leverage-rank"].text


def test_amounts_in_different_units_are_not_compared() -> None:
    companies = samples()
    other = company(
        "dfm", "DFM PJSC", revenue=900, ebitda=300, net_debt=100, fcf=-50, net_income=80,
        unit="M AED",
    )  # fmt: skip
    facts = by_id(comparison_facts([*companies, other], "fr"))
    units = facts["C-fcf-units"]
    assert "unités différentes" in units.text and "DFM PJSC M AED" in units.text
    assert not any("dfm" in fid for fid in facts if fid.startswith("C-fcf-gap"))
    assert "dfm" not in [r["slug"] for r in facts["C-fcf-rank"].data["ranking"]]
    assert "dfm" not in facts["C-fcf-sign"].data["values"]
    # multiples compare whatever the currency
    assert "dfm" in [r["slug"] for r in facts["C-leverage-rank"].data["ranking"]]
    assert "C-leverage-gap-ferlac-dfm" in facts


def test_not_meaningful_value_is_left_out_of_the_ranking_with_its_reason() -> None:
    loss_maker = company(
        "zeta", "Zeta SA", revenue=5000, ebitda=-100, net_debt=900, fcf=-10, net_income=-300
    )
    rank = by_id(comparison_facts([*samples(), loss_maker], "fr"))["C-leverage-rank"]
    assert "zeta" not in [r["slug"] for r in rank.data["ranking"]]
    assert "hors classement : Zeta SA (n/s : EBITDA négatif)" in rank.text


def test_one_company_has_nothing_to_compare() -> None:
    assert comparison_facts(samples()[:1], "fr") == []


def test_a_paragraph_copying_a_c_fact_passes_the_checker() -> None:
    facts = comparison_facts(samples(), "fr")
    sources = {f.id: f.text for f in facts}
    p = Paragraph(
        text="L'écart de free cash-flow entre Maison Ferlac SAS et Solvéa Énergies SA atteint "
        f"32{NBSP}295{NBSP}k€ en 2025 (+32{NBSP}295{NBSP}k€).",
        sources=["C-fcf-gap-ferlac-solvea"],
    )
    assert verify_paragraphs([p], sources, years=[2025, 2024]) == []


@pytest.mark.parametrize(
    ("name", "expected"),
    [("free_cash_flow", "fcf"), ("interest_cover", "interest-cover"), ("leverage", "leverage")],
)
def test_metric_ids(name: str, expected: str) -> None:
    assert metric_id(name) == expected


def test_values_are_decimals_rounded_as_printed() -> None:
    rank: dict[str, Any] = by_id(comparison_facts(samples(), "fr"))["C-leverage-rank"].data
    assert [Decimal(str(r["value"])) for r in rank["ranking"]] == [
        Decimal("5.5"),
        Decimal("5.3"),
        Decimal("-1.2"),
    ]


def test_signals_are_chosen_by_severity_and_the_rest_counted() -> None:
    """Portfolio memo: the most severe signals of each company, not the first pages'."""
    from analyste.comparisons import PORTFOLIO_QUOTES, SEVERITY, chosen_signals, signals_facts

    def q(n: int, category: str) -> Fact:
        return Fact(
            id=f"Q-zeta-{n}", kind="quote", page=n, text=f"« q{n} »", data={"category": category}
        )

    quotes = [
        q(1, "concentration"),
        q(2, "related_party"),
        q(3, "guarantee"),
        q(4, "embedded_instruction"),
        q(5, "liquidity"),
        q(6, "litigation"),
    ]
    shown, rest = chosen_signals(quotes)
    assert [f.id for f in shown] == ["Q-zeta-4", "Q-zeta-5", "Q-zeta-6", "Q-zeta-3"]
    assert [f.id for f in rest] == ["Q-zeta-1", "Q-zeta-2"] and PORTFOLIO_QUOTES == 3
    assert SEVERITY.index("liquidity") < SEVERITY.index("litigation")
    ff = FactsFile(company="Zeta SA", slug="zeta", unit="k€", years=[2025], fields={}, facts=quotes)
    (fact,) = signals_facts([ff], "fr")
    assert fact.id == "C-signals-zeta" and fact.data["more"] == 2
    assert "+ 2 autres signaux dans la note de la société" in fact.text
    para = Paragraph(text="+ 2 autres signaux dans la note de la société.", sources=[fact.id])
    assert verify_paragraphs([para], {fact.id: fact.text}, years=[2025]) == []
    few = ff.model_copy(update={"facts": quotes[:3]})
    assert signals_facts([few], "fr") == []  # all shown: nothing to count
