"""A- facts: each rule fires on the failure it is meant to catch, and only then."""

from __future__ import annotations

import pytest

from analyste.alerts import RULES, THRESHOLDS, alert_facts
from analyste.facts import facts_for
from analyste.schema import Check, FactsFile

# A healthy company (k€): no rule fires on it.
HEALTHY = {
    "2025": {
        "revenue": 100000, "net_income": 5000, "operating_income": 9000,
        "depreciation_amortisation": -3000, "long_term_debt": 20000, "short_term_debt": 2000,
        "cash": 8000, "financial_expenses": -1000, "equity": 40000, "total_assets": 90000,
        "trade_receivables": 15000, "operating_cash_flow": 10000, "capex": -4000,
    },
    "2024": {
        "revenue": 95000, "net_income": 4500, "operating_income": 8500,
        "depreciation_amortisation": -3000, "long_term_debt": 21000, "short_term_debt": 2000,
        "cash": 7000, "financial_expenses": -1100, "equity": 37000, "total_assets": 85000,
        "trade_receivables": 14000, "operating_cash_flow": 9000, "capex": -3500,
    },
}  # fmt: skip


def _ff(y2025: dict | None = None, y2024: dict | None = None, checks=(), language="fr"):
    fields = {
        "2025": dict(HEALTHY["2025"], **(y2025 or {})),
        "2024": dict(HEALTHY["2024"], **(y2024 or {})),
    }
    ff = FactsFile(
        company="Solvéa Énergies SA", slug="solvea", unit="k€", language=language,
        years=[2025, 2024], fields=fields, checks=list(checks),
    )  # fmt: skip
    ff.facts = facts_for(ff)
    return ff


def _alerts(ff: FactsFile) -> list:
    return [f for f in ff.facts if f.kind == "alert"]


def test_a_healthy_company_has_no_alert() -> None:
    assert _alerts(_ff()) == []


def test_net_income_positive_but_fcf_negative() -> None:
    """Solvéa: profits on paper, cash out the door."""
    ff = _ff({"net_income": 11175, "operating_cash_flow": 2000, "capex": -49225})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "net_income_positive_fcf_negative"]
    assert alert.text == (
        "Solvéa Énergies SA - Résultat net de 11\u00a0175\u00a0k€ mais free cash-flow "
        "de -47\u00a0225\u00a0k€ en 2025."
    )
    assert alert.id == "A-solvea-1"


@pytest.mark.parametrize(
    ("y2025", "y2024", "words"),
    [
        # net debt 38 500 / EBITDA 7 000 = 5.5x, above 3.5x
        ({"long_term_debt": 35000, "short_term_debt": 7500, "cash": 4000,
          "operating_income": 4000}, {}, "au-dessus du seuil d'alerte interne de 3,5x"),
        # 1.0x → 2.5x: below 3.5x but up by more than 1.0x
        ({"long_term_debt": 38000}, {}, "en hausse de plus de 1,0x"),
    ],
)  # fmt: skip
def test_leverage_high_or_rising(y2025: dict, y2024: dict, words: str) -> None:
    ff = _ff(y2025, y2024)
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "leverage"]
    assert words in alert.text
    lev = next(f for f in ff.facts if f.id == "R-solvea-leverage")
    assert lev.data["printed"]["2025"] in alert.text  # the number it rests on


def test_leverage_exactly_at_threshold_printed_does_not_fire() -> None:
    """3.5x printed is not above 3.5x: the alert agrees with the ratio text."""
    ff = _ff(
        {"long_term_debt": 40000, "short_term_debt": 10000, "cash": 8000}, {"long_term_debt": 39500}
    )
    lev = next(f for f in ff.facts if f.id == "R-solvea-leverage")
    assert lev.data["printed"]["2025"] == "3,5x"
    assert not [a for a in _alerts(ff) if a.data["rule"] == "leverage"]


def test_negative_ebitda_with_debt_is_a_leverage_alert() -> None:
    ff = _ff({"operating_income": -5000})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "leverage"]
    assert "Levier non significatif en 2025 : EBITDA de -2\u00a0000\u00a0k€" in alert.text


def test_interest_cover_below_three() -> None:
    ff = _ff({"financial_expenses": -4500})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "interest_cover_low"]
    assert alert.text.endswith(
        "Couverture des intérêts de 2,7x en 2025, sous le seuil d'alerte interne de 3,0x."
    )


def test_negative_equity() -> None:
    ff = _ff({"equity": -1234})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "negative_equity"]
    assert "Capitaux propres négatifs en 2025 : -1\u00a0234\u00a0k€." in alert.text


def test_revenue_down_more_than_ten_percent() -> None:
    ff = _ff({"revenue": 85000})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "revenue_down"]
    assert "-10,5\u00a0%" in alert.text and "85\u00a0000\u00a0k€" in alert.text
    assert "95\u00a0000\u00a0k€" in alert.text
    assert not [a for a in _alerts(_ff({"revenue": 86000})) if a.data["rule"] == "revenue_down"]


def test_short_term_debt_above_cash() -> None:
    ff = _ff({"short_term_debt": 9000})
    (alert,) = [a for a in _alerts(ff) if a.data["rule"] == "short_term_debt_above_cash"]
    assert "9\u00a0000\u00a0k€" in alert.text and "8\u00a0000\u00a0k€" in alert.text


def test_negative_operating_cash_flow() -> None:
    ff = _ff({"operating_cash_flow": -300, "net_income": -10})
    rules = [a.data["rule"] for a in _alerts(ff)]
    assert "negative_operating_cash_flow" in rules
    alert = next(a for a in _alerts(ff) if a.data["rule"] == "negative_operating_cash_flow")
    assert "-300\u00a0k€" in alert.text


def test_failed_check_carries_its_gap() -> None:
    checks = [
        Check(name="balance_sheet_2025", ok=False, detail="assets 90 012 ≠ 90 000", gap=12),
        Check(name="balance_sheet_2024", ok=True, detail="ok"),
    ]
    (alert,) = _alerts(_ff(checks=checks))
    assert alert.text == (
        "Solvéa Énergies SA - Contrôle arithmétique en échec : équilibre actif = passif du "
        "bilan 2025 (écart : +12\u00a0k€)."
    )
    assert alert.data["values"]["check"] == "balance_sheet_2025"  # the name stays in data


def test_english_alert_text() -> None:
    ff = _ff({"net_income": 11175, "operating_cash_flow": 2000, "capex": -49225}, language="en")
    alert = _alerts(ff)[0]
    assert alert.text == (
        "Solvéa Énergies SA - Net income of 11,175\u00a0k€ but free cash flow of "
        "-47,225\u00a0k€ in 2025."
    )


def test_numbering_follows_the_fixed_rule_order_and_is_stable() -> None:
    bad = {"net_income": 100, "operating_cash_flow": -500, "equity": -50, "short_term_debt": 9000}
    first, second = _ff(bad), _ff(bad)
    ids = [a.id for a in _alerts(first)]
    assert ids == [f"A-solvea-{n}" for n in range(1, len(ids) + 1)]
    assert [a.model_dump() for a in _alerts(first)] == [a.model_dump() for a in _alerts(second)]
    order = [name for name, _ in RULES]
    rules = [a.data["rule"] for a in _alerts(first)]
    assert rules == sorted(rules, key=order.index)


def test_thresholds_live_in_one_table() -> None:
    assert THRESHOLDS["leverage_max"] == 3.5 and THRESHOLDS["interest_cover_min"] == 3
    ff = _ff({"financial_expenses": -4500})
    (alert,) = alert_facts(ff)
    assert alert.data["thresholds"] == {"interest_cover_min": 3.0}
