"""R- facts, fields and checks of one filing → `A-<slug>-<n>` alert facts.

Each alert comes from one documented rule (RULES, in a fixed order) and every threshold
lives in THRESHOLDS, nowhere else. Rules look at the latest year (the one a credit memo
is about), compare it with the previous year where the rule is about a change, and use
the values *as printed* in the R- facts, so that an alert never contradicts the ratio
text the writer also sees ("5,5x" is above 3,5x; a 3,54 printed 3,5x is not).

An alert's `text` carries the numbers it rests on, copied from the R- facts' printed
values (`Solvéa Énergies SA - Résultat net de 11 175 k€ mais free cash-flow de
-47 225 k€ en 2025.`). Ids are numbered 1, 2, … in rule order then in the order of the
checks, so the same input always gives the same ids; `data.rule` names the rule.

Thresholds are the bank's internal alert thresholds, and the texts say so ("seuil
d'alerte interne de 3,5x" / "internal alert threshold of 3.5x"): a loan agreement's
covenant may carry the same figure under a different definition, and an alert must not
read as a covenant breach.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal

from analyste.checks import check_words
from analyste.numbers import format_amount
from analyste.ratios import format_money
from analyste.ratios import value as ratio_value
from analyste.schema import AlertData, Check, Fact, FactsFile, RatioData

# Every alert threshold, in one table (issue 3). Percentages are fractions, as in R- facts.
THRESHOLDS: dict[str, Decimal] = {
    "leverage_max": Decimal("3.5"),  # net debt / EBITDA above this → alert
    "leverage_rise_max": Decimal("1.0"),  # leverage up by more than this in a year → alert
    "interest_cover_min": Decimal("3.0"),  # EBITDA / financial expenses below this → alert
    "revenue_drop_max": Decimal("0.10"),  # revenue down by more than 10 % → alert
}


@dataclass(frozen=True)
class Alert:
    rule: str
    text: dict[str, str]  # language → sentence (without the company prefix)
    year: int | None
    values: dict[str, str]  # the printed numbers it rests on


class _Ctx:
    """Read access to one filing's R- facts, fields and checks, latest year first."""

    def __init__(self, ff: FactsFile, ratios: list[Fact]) -> None:
        self.ff = ff
        self.lang = ff.language if ff.language in ("fr", "en") else "fr"
        self.by_name = {f.data.get("name", f.id.rsplit("-", 1)[-1]): f for f in ratios}
        self.data = {n: f.data for n, f in self.by_name.items() if isinstance(f.data, RatioData)}
        years = sorted(ff.years, reverse=True)
        self.y0 = years[0] if years else None
        self.y1 = years[1] if len(years) > 1 else None

    def value(self, name: str, year: int | None) -> Decimal | None:
        fact = self.by_name.get(name)
        if fact is None or year is None:
            return None
        return ratio_value(fact, year)

    def printed(self, name: str, year: int | None) -> str:
        return self.data[name].printed[str(year)]

    def change(self, name: str) -> Decimal | None:
        data = self.data.get(name)
        if data is None or data.change is None:
            return None
        return Decimal(str(data.change)).quantize(Decimal(1).scaleb(-data.decimals))

    def threshold(self, key: str, suffix: str = "x", negative: bool = False) -> str:
        if suffix == "%":
            number = format_amount(THRESHOLDS[key] * (-100 if negative else 100), self.lang, 1)
            return number + ("\u00a0%" if self.lang == "fr" else "%")
        return format_amount(THRESHOLDS[key], self.lang, 1) + suffix


def _both(fr: str, en: str) -> dict[str, str]:
    return {"fr": fr, "en": en}


def _net_income_vs_fcf(c: _Ctx) -> Iterator[Alert]:
    ni, fcf = c.value("net_income", c.y0), c.value("free_cash_flow", c.y0)
    if ni is not None and fcf is not None and ni > 0 and fcf < 0:
        n, f, y = c.printed("net_income", c.y0), c.printed("free_cash_flow", c.y0), c.y0
        yield Alert(
            "net_income_positive_fcf_negative",
            _both(
                f"Résultat net de {n} mais free cash-flow de {f} en {y}.",
                f"Net income of {n} but free cash flow of {f} in {y}.",
            ),
            y,
            {"net_income": n, "free_cash_flow": f},
        )


def _leverage(c: _Ctx) -> Iterator[Alert]:
    y0, y1 = c.y0, c.y1
    lev, rise = c.value("leverage", y0), c.change("leverage")
    if lev is None:
        # Not meaningful because EBITDA ≤ 0 while the company owes money: worse than any
        # multiple, so it is an alert too (no number to compare with the threshold).
        ebitda, net_debt = c.value("ebitda", y0), c.value("net_debt", y0)
        if ebitda is not None and net_debt is not None and ebitda <= 0 < net_debt:
            e, d = c.printed("ebitda", y0), c.printed("net_debt", y0)
            yield Alert(
                "leverage",
                _both(
                    f"Levier non significatif en {y0} : EBITDA de {e} pour une dette nette de {d}.",
                    f"Leverage not meaningful in {y0}: EBITDA of {e} against net debt of {d}.",
                ),
                y0,
                {"ebitda": e, "net_debt": d},
            )
        return
    high = lev > THRESHOLDS["leverage_max"]
    up = rise is not None and rise > THRESHOLDS["leverage_rise_max"]
    if not (high or up):
        return
    values = {"leverage": c.printed("leverage", y0)}
    fr = f"Levier de {values['leverage']} en {y0}"
    en = f"Leverage of {values['leverage']} in {y0}"
    if y1 is not None and c.value("leverage", y1) is not None and rise is not None:
        values["leverage_previous"] = p = c.printed("leverage", y1)
        values["change"] = ch = c.data["leverage"].change_printed
        fr += f" ({y1} : {p} ; variation : {ch})"
        en += f" ({y1}: {p}; change: {ch})"
    why_fr, why_en = [], []
    if high:
        why_fr.append(f"au-dessus du seuil d'alerte interne de {c.threshold('leverage_max')}")
        why_en.append(f"above the internal alert threshold of {c.threshold('leverage_max')}")
    if up:
        why_fr.append(f"en hausse de plus de {c.threshold('leverage_rise_max')}")
        why_en.append(f"up by more than {c.threshold('leverage_rise_max')}")
    yield Alert(
        "leverage",
        _both(fr + ", " + " et ".join(why_fr) + ".", en + ", " + " and ".join(why_en) + "."),
        y0,
        values,
    )


def _interest_cover(c: _Ctx) -> Iterator[Alert]:
    cover = c.value("interest_cover", c.y0)
    if cover is not None and cover < THRESHOLDS["interest_cover_min"]:
        v, t, y = c.printed("interest_cover", c.y0), c.threshold("interest_cover_min"), c.y0
        yield Alert(
            "interest_cover_low",
            _both(
                f"Couverture des intérêts de {v} en {y}, sous le seuil d'alerte interne de {t}.",
                f"Interest cover of {v} in {y}, below the internal alert threshold of {t}.",
            ),
            y,
            {"interest_cover": v},
        )


def _negative_equity(c: _Ctx) -> Iterator[Alert]:
    equity = c.value("equity", c.y0)
    if equity is not None and equity < 0:
        v, y = c.printed("equity", c.y0), c.y0
        yield Alert(
            "negative_equity",
            _both(f"Capitaux propres négatifs en {y} : {v}.", f"Negative equity in {y}: {v}."),
            y,
            {"equity": v},
        )


def _revenue_down(c: _Ctx) -> Iterator[Alert]:
    growth = c.value("revenue_growth", c.y0)
    if growth is not None and growth < -THRESHOLDS["revenue_drop_max"]:
        g, y, y1 = c.printed("revenue_growth", c.y0), c.y0, c.y1
        r0, r1 = c.printed("revenue", y), c.printed("revenue", y1)
        # the threshold as a (negative) growth rate: signed like the growth it bounds
        t = c.threshold("revenue_drop_max", "%", negative=True)
        yield Alert(
            "revenue_down",
            _both(
                f"Croissance du chiffre d'affaires de {g} en {y} ({r0} contre {r1} en {y1}), "
                f"sous le seuil d'alerte interne de {t}.",
                f"Revenue growth of {g} in {y} ({r0} against {r1} in {y1}), "
                f"below the internal alert threshold of {t}.",
            ),
            y,
            {"revenue_growth": g, "revenue": r0, "revenue_previous": r1},
        )


def _short_term_debt_above_cash(c: _Ctx) -> Iterator[Alert]:
    std, cash = c.value("short_term_debt", c.y0), c.value("cash", c.y0)
    if std is not None and cash is not None and std > cash:
        d, k, y = c.printed("short_term_debt", c.y0), c.printed("cash", c.y0), c.y0
        yield Alert(
            "short_term_debt_above_cash",
            _both(
                f"Dettes financières à court terme de {d} supérieures "
                f"à la trésorerie de {k} en {y}.",
                f"Short-term debt of {d} above cash of {k} in {y}.",
            ),
            y,
            {"short_term_debt": d, "cash": k},
        )


def _negative_operating_cash_flow(c: _Ctx) -> Iterator[Alert]:
    ocf = c.value("operating_cash_flow", c.y0)
    if ocf is not None and ocf < 0:
        v, y = c.printed("operating_cash_flow", c.y0), c.y0
        yield Alert(
            "negative_operating_cash_flow",
            _both(
                f"Flux de trésorerie d'exploitation négatif en {y} : {v}.",
                f"Negative operating cash flow in {y}: {v}.",
            ),
            y,
            {"operating_cash_flow": v},
        )


def _failed_checks(c: _Ctx) -> Iterator[Alert]:
    for check in c.ff.checks:
        if check.ok:
            continue
        gap = _gap(check, c)
        fr = f"Contrôle arithmétique en échec : {check_words(check.name, 'fr')}"
        en = f"Failed arithmetic check: {check_words(check.name, 'en')}"
        if gap:
            fr += f" (écart : {gap})"
            en += f" (gap: {gap})"
        yield Alert(
            "failed_check", _both(fr + ".", en + "."), None, {"check": check.name, "gap": gap}
        )


def _gap(check: Check, c: _Ctx) -> str:
    if check.gap is None:
        return ""
    decimals = max((d.decimals for d in c.data.values() if d.role == "field"), default=0)
    return format_money(format_amount(check.gap, c.lang, decimals, sign=True), c.ff.unit, c.lang)


# The rules, in the order that numbers the alerts (changing it renumbers every id).
RULES: tuple[tuple[str, Callable[[_Ctx], Iterator[Alert]]], ...] = (
    ("net_income_positive_fcf_negative", _net_income_vs_fcf),
    ("leverage", _leverage),
    ("interest_cover_low", _interest_cover),
    ("negative_equity", _negative_equity),
    ("revenue_down", _revenue_down),
    ("short_term_debt_above_cash", _short_term_debt_above_cash),
    ("negative_operating_cash_flow", _negative_operating_cash_flow),
    ("failed_check", _failed_checks),
)

# Which thresholds each rule reads (recorded in the alert's data for the reviewer).
RULE_THRESHOLDS: dict[str, tuple[str, ...]] = {
    "leverage": ("leverage_max", "leverage_rise_max"),
    "interest_cover_low": ("interest_cover_min",),
    "revenue_down": ("revenue_drop_max",),
}


def alert_facts(ff: FactsFile, ratios: list[Fact] | None = None) -> list[Fact]:
    """The A- facts of one filing; `ratios` defaults to the R- facts already in `ff`."""
    if ratios is None:
        ratios = [f for f in ff.facts if f.kind == "ratio"]
    ctx = _Ctx(ff, ratios)
    if ctx.y0 is None:
        return []
    facts: list[Fact] = []
    for _name, rule in RULES:
        for alert in rule(ctx):
            facts.append(
                Fact(
                    id=f"A-{ff.slug}-{len(facts) + 1}",
                    kind="alert",
                    text=f"{ff.company} - {alert.text[ctx.lang]}",
                    data=AlertData(
                        rule=alert.rule,
                        year=alert.year,
                        values=alert.values,
                        thresholds={
                            k: float(THRESHOLDS[k]) for k in RULE_THRESHOLDS.get(alert.rule, ())
                        },
                    ),
                )
            )
    return facts
