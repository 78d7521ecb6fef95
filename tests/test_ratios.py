"""R- facts from hand-built fields: values, printed texts, changes, not-meaningful cases."""

from __future__ import annotations

import math

import pytest

from analyste.ratios import FIELD_FACTS, RATIOS, compute, ratio_facts

# Hand-built fields shaped like Maison Ferlac (k€): leverage 5.5x / 3.6x, FCF -14 930.
FERLAC = {
    "2025": {
        "revenue": 118240, "net_income": -591, "operating_income": 3000,
        "depreciation_amortisation": -4000, "long_term_debt": 30000, "short_term_debt": 12000,
        "cash": 3500, "financial_expenses": -2000, "equity": 20000, "total_assets": 90000,
        "trade_receivables": 20000, "operating_cash_flow": -5000, "capex": -9930,
    },
    "2024": {
        "revenue": 121030, "net_income": 800, "operating_income": 5000,
        "depreciation_amortisation": -4000, "long_term_debt": 25000, "short_term_debt": 10000,
        "cash": 2600, "financial_expenses": -1900, "equity": 20600, "total_assets": 88000,
        "trade_receivables": 19000, "operating_cash_flow": 6000, "capex": -7000,
    },
}  # fmt: skip


def _facts(fields=FERLAC, language="fr", years=(2025, 2024)):
    return {
        f.data["name"]: f
        for f in ratio_facts("ferlac", "Maison Ferlac SAS", "k€", language, list(years), fields)
    }


def test_every_contract_ratio_is_a_fact_with_its_id() -> None:
    facts = _facts()
    names = {
        "ebitda",
        "net_debt",
        "leverage",
        "gearing",
        "interest_cover",
        "ebitda_margin",
        "net_margin",
        "free_cash_flow",
        "revenue_growth",
        "equity_ratio",
        "dso",
    }
    assert names <= set(facts)
    assert {s.name for s in RATIOS} == names
    assert facts["leverage"].id == "R-ferlac-leverage"
    assert all(f.kind == "ratio" for f in facts.values())
    assert {s.name for s in FIELD_FACTS} <= set(facts)


def test_leverage_text_matches_the_contract_example() -> None:
    lev = _facts()["leverage"]
    assert lev.text == (
        "Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; variation : +1,9x ; "
        "formule : dette nette / EBITDA"
    )
    assert lev.data["formula"] == "dette nette / EBITDA"
    assert lev.data["values"] == {"2025": 5.5, "2024": 3.6}
    assert lev.data["change"] == pytest.approx(1.9)
    assert lev.data["inputs"]["2025"]["cash"] == 3500


def test_english_text_and_number_format() -> None:
    facts = _facts(language="en")
    assert facts["leverage"].text == (
        "Maison Ferlac SAS - Leverage 2025: 5.5x (2024: 3.6x); change: +1.9x; "
        "formula: net debt / EBITDA"
    )
    assert "-14,930\u00a0k€" in facts["free_cash_flow"].text
    assert "-0.5%" in facts["net_margin"].text


def test_amounts_percentages_days_and_changes_in_their_units() -> None:
    facts = _facts()
    assert "2025 : -14\u00a0930\u00a0k€" in facts["free_cash_flow"].text
    assert facts["free_cash_flow"].data["values"]["2025"] == -14930
    assert "Marge nette 2025 : -0,5\u00a0% (2024 : 0,7\u00a0%) ; variation : -1,2\u00a0pt" in (
        facts["net_margin"].text
    )
    assert "62\u00a0jours" in facts["dso"].text
    # revenue growth exists only for the year whose previous year is present
    assert list(facts["revenue_growth"].data["values"]) == ["2025"]
    assert facts["revenue_growth"].data["values"]["2025"] == pytest.approx(-0.02305, abs=1e-5)
    assert "variation" not in facts["revenue_growth"].text


def test_change_is_the_difference_of_the_printed_values() -> None:
    """3.64 → 3.6 and 5.48 → 5.5: the text says +1.9x, never a raw +1.84 shown as +1.8x."""
    fields = {"2025": dict(FERLAC["2025"], cash=3620), "2024": dict(FERLAC["2024"], cash=2240)}
    lev = _facts(fields)["leverage"]
    assert lev.data["printed"] == {"2025": "5,5x", "2024": "3,6x"}
    assert "variation : +1,9x" in lev.text


def test_negative_ebitda_is_not_meaningful_in_words() -> None:
    fields = {"2025": dict(FERLAC["2025"], operating_income=-6000), "2024": FERLAC["2024"]}
    facts = _facts(fields)
    lev = facts["leverage"]
    assert lev.data["values"]["2025"] is None
    assert "Levier 2025 : n/s : EBITDA négatif (2024 : 3,6x) ; variation : n/s" in lev.text
    assert "inf" not in lev.text.lower() and "nan" not in lev.text.lower()
    # interest cover stays a number: a negative cover is meaningful (and alarming)
    assert facts["interest_cover"].data["values"]["2025"] == pytest.approx(-1.0)


@pytest.mark.parametrize(
    ("name", "override", "words"),
    [
        ("net_margin", {"revenue": 0}, "n/s : chiffre d'affaires nul"),
        ("interest_cover", {"financial_expenses": 0}, "n/s : pas de charges financières"),
        ("gearing", {"equity": -100}, "n/s : capitaux propres négatifs"),
        ("equity_ratio", {"total_assets": 0}, "n/s : total du bilan nul"),
        ("leverage", {"operating_income": 4000 - 4000 - 4000}, "n/s : EBITDA nul"),
    ],
)
def test_zero_or_negative_denominators(name: str, override: dict, words: str) -> None:
    fields = {"2025": dict(FERLAC["2025"], **override), "2024": FERLAC["2024"]}
    fact = _facts(fields)[name]
    assert fact.data["values"]["2025"] is None
    assert f"{name.split('_')[0]}" and words in fact.text


def test_missing_field_says_so_never_zero() -> None:
    y2025 = {k: v for k, v in FERLAC["2025"].items() if k != "cash"}
    facts = _facts({"2025": y2025, "2024": FERLAC["2024"]})
    assert "n/d : trésorerie non lue" in facts["net_debt"].text  # words, not "cash"
    assert facts["net_debt"].data["values"]["2025"] is None
    assert facts["net_debt"].data["not_meaningful"]["2025"] == "missing"
    assert facts["leverage"].data["values"]["2025"] is None
    assert (
        "n/a: cash not read"
        in _facts({"2025": y2025, "2024": FERLAC["2024"]}, "en")["net_debt"].text
    )


def test_no_value_is_ever_inf_or_nan() -> None:
    zero = {k: 0 for k in FERLAC["2025"]}
    for fact in _facts({"2025": zero, "2024": zero}).values():
        for v in fact.data["values"].values():
            assert v is None or math.isfinite(v)


def test_one_decimal_amounts_follow_the_statement() -> None:
    """French IFRS in M€ with one decimal: amounts keep the decimal the filing prints."""
    fields = {"2025": {"operating_cash_flow": 12.4, "capex": -20.1}}
    fcf = _facts(fields, years=(2025,))["free_cash_flow"]
    assert "Free cash-flow 2025 : -7,7\u00a0k€ ; formule" in fcf.text


def test_compute_reads_years_as_strings() -> None:
    assert compute("ebitda", FERLAC, 2025).value == 7000
    assert compute("revenue_growth", FERLAC, 2024).reason == "no_previous_year"


def test_ids_and_texts_are_stable_across_runs() -> None:
    first = [f.model_dump() for f in _facts().values()]
    second = [f.model_dump() for f in _facts(years=(2024, 2025)).values()]
    assert first == second


@pytest.mark.parametrize(
    ("language", "receivables", "expected"),
    [
        ("fr", 20000, "variation : 0\u00a0jour ;"),  # the same DSO both years: "0 jour"
        ("fr", 20300, "variation : +1\u00a0jour ;"),
        ("en", 20000, "change: 0\u00a0days;"),
        ("en", 20300, "change: +1\u00a0day;"),
    ],
)
def test_days_in_the_singular_where_the_language_wants_it(
    language: str, receivables: int, expected: str
) -> None:
    """French takes the singular for 0 and 1 ("0 jour"), English for 1 only ("1 day")."""
    fields = {
        "2025": {"trade_receivables": receivables, "revenue": 100000},
        "2024": {"trade_receivables": 20000, "revenue": 100000},
    }
    facts = {f.data["name"]: f for f in ratio_facts("x", "X", "k€", language, [2025, 2024], fields)}
    assert expected in facts["dso"].text
