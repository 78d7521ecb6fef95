"""Fields of one filing → `R-<slug>-<name>` facts: every ratio of the contract table.

Each ratio fact carries what a writer needs so that it never computes: the value for
each year, the change between the latest two years, the formula and the field values it
rests on (`data` = {formula, values, printed, change, change_printed, inputs, unit, role}).
Its `text` is exactly what the writer sees, in the filing's language and number format:

    Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; variation : +1,9x ;
    formule : dette nette / EBITDA        (one line in the fact)

Conventions (decided here, used by alerts.py, eval and the writers):

- Units: multiples (leverage, gearing, interest_cover) print 1 decimal with "x";
  percentages (ebitda_margin, net_margin, revenue_growth, equity_ratio) are stored as
  fractions (−0.005, the scale of <slug>.expected.json; `decimals` 3) and print in per
  cent with 1 decimal and " %" (fr, no-break space) / "%" (en); amounts (ebitda,
  net_debt, free_cash_flow) print in the statement unit with the decimals the statement
  prints; dso prints whole days ("0 jour", "1 jour", "2 jours"; "1 day", "0 days"). A
  percentage's change is in points (a fraction in data).
- `values` keep full precision (rounded to 6 places); `change` is the difference of the
  two *printed* values, so that the text never reads "5,5x (2024 : 3,6x) ; +1,8x". For a
  percentage the change is in points ("+0,3 pt" / "+0.3 pp").
- A value that is not meaningful is a reason in words, never inf or NaN: "n/s : EBITDA
  négatif" (EBITDA ≤ 0 for leverage, a zero or negative denominator), "n/d : trésorerie
  non lue" ("n/a: cash not read") when an input field is missing: the field in words,
  never its internal name. Its `values` entry is None.
- Amounts and their unit go through `format_money` (the one unit-formatting function):
  "86 420 k€" in French, "$32,765 million" / "AED 9,455,410 thousand" in English.
- Leverage and gearing of a company whose net debt is negative keep their (negative)
  value, and their text adds "trésorerie nette positive" / "net cash position"
  (`data.net_cash`), so that a writer never presents "-1,2x" as a leverage.
- Key amounts as R- facts: ARCHITECTURE allows only R-, A-, Q-, C- facts, yet a writer
  needs the revenue or the equity to describe a company. They are R- facts with the
  same shape whose formula is the field itself (`role: "field"`, e.g. `R-ferlac-revenue`,
  "formule : montant publié (chiffre d'affaires)"); the computed ratios have `role: "ratio"`.
  Field names and ratio names do not collide, so ids stay unique.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Literal

from analyste.numbers import format_amount
from analyste.schema import Fact, Number, RatioData

Kind = Literal["multiple", "percent", "amount", "days"]
Values = Mapping[str, Number | None]

# Decimals printed per kind; amounts follow the statement (see _amount_decimals).
_DECIMALS: dict[Kind, int] = {"multiple": 1, "percent": 3, "days": 0}


class NotMeaningful(Exception):
    """The ratio has no meaningful value this year; `key` names the reason in _REASONS."""

    def __init__(self, key: str, field: str = "") -> None:
        self.key = key
        self.field = field
        super().__init__(key)


# Reasons in words, per language; {field} is the canonical field name.
_REASONS: dict[str, dict[str, str]] = {
    "fr": {
        "missing": "n/d : {field}",
        "ebitda_negative": "n/s : EBITDA négatif",
        "ebitda_nil": "n/s : EBITDA nul",
        "equity_negative": "n/s : capitaux propres négatifs",
        "equity_nil": "n/s : capitaux propres nuls",
        "no_financial_expenses": "n/s : pas de charges financières",
        "revenue_nil": "n/s : chiffre d'affaires nul",
        "revenue_negative": "n/s : chiffre d'affaires négatif",
        "assets_nil": "n/s : total du bilan nul",
        "no_previous_year": "n/d : exercice précédent absent",
        "change": "n/s",
    },
    "en": {
        "missing": "n/a: {field}",
        "ebitda_negative": "n/m: negative EBITDA",
        "ebitda_nil": "n/m: nil EBITDA",
        "equity_negative": "n/m: negative equity",
        "equity_nil": "n/m: nil equity",
        "no_financial_expenses": "n/m: no financial expenses",
        "revenue_nil": "n/m: nil revenue",
        "revenue_negative": "n/m: negative revenue",
        "assets_nil": "n/m: nil total assets",
        "no_previous_year": "n/a: no previous year",
        "change": "n/m",
    },
}


# A field the statements did not give, in words (never its internal name in a memo).
_NOT_READ: dict[str, tuple[str, str]] = {
    "revenue": ("chiffre d'affaires non lu", "revenue not read"),
    "operating_income": ("résultat d'exploitation non lu", "operating income not read"),
    "depreciation_amortisation": (
        "dotations aux amortissements non lues",
        "depreciation and amortisation not read",
    ),
    "long_term_debt": ("dettes financières à long terme non lues", "long-term debt not read"),
    "short_term_debt": ("dettes financières à court terme non lues", "short-term debt not read"),
    "cash": ("trésorerie non lue", "cash not read"),
    "equity": ("capitaux propres non lus", "equity not read"),
    "financial_expenses": ("charges financières non lues", "financial expenses not read"),
    "net_income": ("résultat net non lu", "net income not read"),
    "operating_cash_flow": (
        "flux de trésorerie d'exploitation non lu",
        "operating cash flow not read",
    ),
    "capex": ("investissements non lus", "capital expenditure not read"),
    "total_assets": ("total du bilan non lu", "total assets not read"),
    "trade_receivables": ("créances clients non lues", "trade receivables not read"),
}


def not_read(field: str, language: str) -> str:
    """ "charges financières non lues" / "financial expenses not read" for a missing field."""
    fr, en = _NOT_READ.get(
        field,
        (f"donnée non lue ({field.replace('_', ' ')})", f"{field.replace('_', ' ')} not read"),
    )
    return fr if language == "fr" else en


# "$ millions" → "$32,765 million": English puts a currency symbol before the number and
# the scale after it, in the singular. A three-letter code goes first too ("AED 9,455,410
# thousand"), with the sign on the number ("AED -889,438 thousand"), where the claim
# checker reads it. "k€" and French units stay as printed: "86 420 k€".
_SCALED_UNIT = re.compile(
    r"^(?P<cur>[$€£¥]|[A-Z]{3})\s*(?P<scale>thousand|million|billion)s?$", re.IGNORECASE
)


def format_money(number: str, unit: str, language: str) -> str:
    """An amount already printed by `format_amount` (sign included) with its statement unit.

    The one place that decides how an amount and its unit read together: R- fact texts,
    alert texts and the writers' sentences all go through it.
    """
    if not unit:
        return number
    if language != "fr":
        m = _SCALED_UNIT.match(unit.strip())
        if m and len(m["cur"]) == 1:
            sign, digits = (number[0], number[1:]) if number[:1] in "+-" else ("", number)
            return f"{sign}{m['cur']}{digits}\u00a0{m['scale'].lower()}"
        if m:
            return f"{m['cur'].upper()} {number}\u00a0{m['scale'].lower()}"
    return f"{number}\u00a0{unit}"


def _get(year: Mapping[str, Number], name: str) -> Decimal:
    value = year.get(name)
    if value is None:
        raise NotMeaningful("missing", name)
    return Decimal(str(value))


def _positive(value: Decimal, negative: str, nil: str) -> Decimal:
    if value == 0:
        raise NotMeaningful(nil)
    if value < 0:
        raise NotMeaningful(negative)
    return value


def _ebitda(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    # D&A is stored negative (it reduces the result): EBITDA adds the charge back.
    return _get(y, "operating_income") - _get(y, "depreciation_amortisation")


def _net_debt(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    return _get(y, "long_term_debt") + _get(y, "short_term_debt") - _get(y, "cash")


def _leverage(y: Mapping[str, Number], p: Mapping[str, Number] | None) -> Decimal:
    net_debt = _net_debt(y, p)
    return net_debt / _positive(_ebitda(y, p), "ebitda_negative", "ebitda_nil")


def _gearing(y: Mapping[str, Number], p: Mapping[str, Number] | None) -> Decimal:
    net_debt = _net_debt(y, p)
    return net_debt / _positive(_get(y, "equity"), "equity_negative", "equity_nil")


def _interest_cover(y: Mapping[str, Number], p: Mapping[str, Number] | None) -> Decimal:
    ebitda = _ebitda(y, p)
    charge = -_get(y, "financial_expenses")
    # A nil or positive financial_expenses (income, by our sign convention) covers nothing.
    if charge <= 0:
        raise NotMeaningful("no_financial_expenses")
    return ebitda / charge


def _revenue(y: Mapping[str, Number]) -> Decimal:
    return _positive(_get(y, "revenue"), "revenue_negative", "revenue_nil")


def _ebitda_margin(y: Mapping[str, Number], p: Mapping[str, Number] | None) -> Decimal:
    ebitda = _ebitda(y, p)
    return ebitda / _revenue(y)


def _net_margin(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    net_income = _get(y, "net_income")
    return net_income / _revenue(y)


def _free_cash_flow(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    # capex is stored negative (an outflow): FCF = operating cash flow + capex.
    return _get(y, "operating_cash_flow") + _get(y, "capex")


def _revenue_growth(y: Mapping[str, Number], p: Mapping[str, Number] | None) -> Decimal:
    if p is None:
        raise NotMeaningful("no_previous_year")
    current = _get(y, "revenue")
    return current / _revenue(p) - 1


def _equity_ratio(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    equity = _get(y, "equity")
    return equity / _positive(_get(y, "total_assets"), "assets_nil", "assets_nil")


def _dso(y: Mapping[str, Number], _p: Mapping[str, Number] | None) -> Decimal:
    receivables = _get(y, "trade_receivables")
    return receivables / _revenue(y) * 365


@dataclass(frozen=True)
class Spec:
    """One R- fact: how to compute it, how to name and print it in each language."""

    name: str
    kind: Kind
    inputs: tuple[str, ...]  # fields read, current year (revenue_growth also reads y−1)
    label: Mapping[str, str]
    formula: Mapping[str, str]
    compute: Callable[[Mapping[str, Number], Mapping[str, Number] | None], Decimal]
    role: Literal["ratio", "field"] = "ratio"


def _field(name: str, fr: str, en: str) -> Spec:
    return Spec(
        name=name,
        kind="amount",
        inputs=(name,),
        label={"fr": fr[0].upper() + fr[1:], "en": en[0].upper() + en[1:]},
        formula={"fr": f"montant publié ({fr})", "en": f"reported amount ({en})"},
        compute=lambda y, _p: _get(y, name),
        role="field",
    )


# The contract's ratio table (ARCHITECTURE.md § Ratios), in the order the writer reads them.
RATIOS: tuple[Spec, ...] = (
    Spec(
        "ebitda",
        "amount",
        ("operating_income", "depreciation_amortisation"),
        {"fr": "EBITDA", "en": "EBITDA"},
        {
            "fr": "résultat d'exploitation + dotations aux amortissements",
            "en": "operating income + depreciation and amortisation",
        },
        _ebitda,
    ),
    Spec(
        "net_debt",
        "amount",
        ("long_term_debt", "short_term_debt", "cash"),
        {"fr": "Dette nette", "en": "Net debt"},
        {
            "fr": "dettes financières à long et court terme moins trésorerie",
            "en": "long-term and short-term debt less cash",
        },
        _net_debt,
    ),
    Spec(
        "leverage",
        "multiple",
        (
            "long_term_debt",
            "short_term_debt",
            "cash",
            "operating_income",
            "depreciation_amortisation",
        ),
        {"fr": "Levier", "en": "Leverage"},
        {"fr": "dette nette / EBITDA", "en": "net debt / EBITDA"},
        _leverage,
    ),
    Spec(
        "gearing",
        "multiple",
        ("long_term_debt", "short_term_debt", "cash", "equity"),
        {"fr": "Gearing", "en": "Gearing"},
        {"fr": "dette nette / capitaux propres", "en": "net debt / equity"},
        _gearing,
    ),
    Spec(
        "interest_cover",
        "multiple",
        ("operating_income", "depreciation_amortisation", "financial_expenses"),
        {"fr": "Couverture des intérêts", "en": "Interest cover"},
        {"fr": "EBITDA / charges financières", "en": "EBITDA / financial expenses"},
        _interest_cover,
    ),
    Spec(
        "ebitda_margin",
        "percent",
        ("operating_income", "depreciation_amortisation", "revenue"),
        {"fr": "Marge d'EBITDA", "en": "EBITDA margin"},
        {"fr": "EBITDA / chiffre d'affaires", "en": "EBITDA / revenue"},
        _ebitda_margin,
    ),
    Spec(
        "net_margin",
        "percent",
        ("net_income", "revenue"),
        {"fr": "Marge nette", "en": "Net margin"},
        {"fr": "résultat net / chiffre d'affaires", "en": "net income / revenue"},
        _net_margin,
    ),
    Spec(
        "free_cash_flow",
        "amount",
        ("operating_cash_flow", "capex"),
        {"fr": "Free cash-flow", "en": "Free cash flow"},
        {
            "fr": "flux de trésorerie d'exploitation + investissements corporels et incorporels",
            "en": "operating cash flow + capital expenditure",
        },
        _free_cash_flow,
    ),
    Spec(
        "revenue_growth",
        "percent",
        ("revenue",),
        {"fr": "Croissance du chiffre d'affaires", "en": "Revenue growth"},
        {
            "fr": "chiffre d'affaires de l'exercice / "
            "chiffre d'affaires de l'exercice précédent - 1",
            "en": "revenue of the year / revenue of the previous year - 1",
        },
        _revenue_growth,
    ),
    Spec(
        "equity_ratio",
        "percent",
        ("equity", "total_assets"),
        {"fr": "Ratio de capitaux propres", "en": "Equity ratio"},
        {"fr": "capitaux propres / total du bilan", "en": "equity / total assets"},
        _equity_ratio,
    ),
    Spec(
        "dso",
        "days",
        ("trade_receivables", "revenue"),
        {"fr": "Délai de paiement clients (DSO)", "en": "Days sales outstanding (DSO)"},
        {
            "fr": "créances clients / chiffre d'affaires × 365 jours",
            "en": "trade receivables / revenue × 365 days",
        },
        _dso,
    ),
)

# Key amounts the writer may quote (see the module docstring: R- facts with role "field").
FIELD_FACTS: tuple[Spec, ...] = (
    _field("revenue", "chiffre d'affaires", "revenue"),
    _field("operating_income", "résultat d'exploitation", "operating income"),
    _field("net_income", "résultat net", "net income"),
    _field("equity", "capitaux propres", "equity"),
    _field("cash", "trésorerie", "cash"),
    _field("long_term_debt", "dettes financières à long terme", "long-term debt"),
    _field("short_term_debt", "dettes financières à court terme", "short-term debt"),
    _field("operating_cash_flow", "flux de trésorerie d'exploitation", "operating cash flow"),
    _field("capex", "investissements corporels et incorporels", "capital expenditure"),
)

SPECS: dict[str, Spec] = {s.name: s for s in (*RATIOS, *FIELD_FACTS)}


@dataclass(frozen=True)
class Computed:
    """One ratio for one year: a value, or the reason it has none."""

    value: Decimal | None
    reason: str = ""  # key of _REASONS when value is None
    field: str = ""


def compute(name: str, fields: Mapping[str, Mapping[str, Number]], year: int) -> Computed:
    """The value of ratio `name` for `year` from fields {"2025": {field: value}}."""
    spec = SPECS[name]
    current = fields.get(str(year), {})
    previous = fields.get(str(year - 1))
    try:
        return Computed(spec.compute(current, previous))
    except NotMeaningful as e:
        return Computed(None, e.key, e.field)
    except ArithmeticError:  # decimal overflow / division: not meaningful, never a crash
        return Computed(None, "change")


def _amount_decimals(fields: Mapping[str, Mapping[str, Number]]) -> int:
    """Decimals the statement prints: 0 for k€ tables, 1 for "M€ one decimal" filings."""
    most = 0
    for year in fields.values():
        for value in year.values():
            exponent = Decimal(str(value)).normalize().as_tuple().exponent
            if isinstance(exponent, int) and exponent < 0:
                most = max(most, -exponent)
    return min(most, 2)


def _suffix(kind: Kind, language: str, unit: str, change: bool = False) -> str:
    if kind == "multiple":
        return "x"
    if kind == "percent":
        if change:
            return "\u00a0pt" if language == "fr" else "\u00a0pp"
        return "\u00a0%" if language == "fr" else "%"
    if kind == "days":
        return "\u00a0jours" if language == "fr" else "\u00a0days"
    return ""  # amounts: format_money places the unit


def _days(value: Decimal, language: str) -> str:
    """ "0 jour", "1 jour", "2 jours" (French singular below 2); "1 day", "0 days"."""
    singular = abs(value) < 2 if language == "fr" else abs(value) == 1
    return (
        ("\u00a0jour" if language == "fr" else "\u00a0day")
        if singular
        else _suffix("days", language, "")
    )


def _fmt(value: Decimal, kind: Kind, language: str, unit: str, decimals: int, sign: bool) -> str:
    if kind == "percent":
        # stored as a fraction (0.122, as in <slug>.expected.json), printed in per cent
        value, decimals = value * 100, decimals - 2
    number = format_amount(value, language, decimals, sign=sign)
    if kind == "amount":
        return format_money(number, unit, language)
    if kind == "days":
        return number + _days(value, language)
    return number + _suffix(kind, language, unit, sign)


# Ratios over net debt whose negative value means the company holds more cash than debt:
# their text says so in words, so that "-1,2x" never reads as a leverage figure.
NET_CASH_NOTE_ON = ("leverage", "gearing")
NET_CASH = {"fr": "trésorerie nette positive", "en": "net cash position"}


def ratio_fact(
    spec: Spec,
    slug: str,
    company: str,
    unit: str,
    language: str,
    years: Sequence[int],
    fields: Mapping[str, Mapping[str, Number]],
) -> Fact | None:
    """The R- fact of one spec; None for revenue_growth when no year has a previous year."""
    lang = language if language in _REASONS else "fr"
    reasons = _REASONS[lang]
    decimals = _DECIMALS.get(spec.kind, _amount_decimals(fields))
    shown = [y for y in years if spec.name != "revenue_growth" or str(y - 1) in fields]
    if not shown:
        return None
    results = {y: compute(spec.name, fields, y) for y in shown}
    quant = Decimal(1).scaleb(-decimals)
    rounded = {
        y: (r.value.quantize(quant) if r.value is not None else None) for y, r in results.items()
    }
    printed = {
        y: (
            _fmt(rounded[y], spec.kind, lang, unit, decimals, sign=False)  # type: ignore[arg-type]
            if rounded[y] is not None
            else reasons[r.reason].format(field=not_read(r.field, lang))
        )
        for y, r in results.items()
    }
    change: Decimal | None = None
    change_printed = ""
    if len(shown) >= 2:
        a, b = rounded[shown[0]], rounded[shown[1]]
        if a is not None and b is not None:
            change = a - b
            change_printed = _fmt(change, spec.kind, lang, unit, decimals, sign=True)
        else:
            change_printed = reasons["change"]

    label, formula = spec.label[lang], spec.formula[lang]
    colon = " : " if lang == "fr" else ": "
    sep = " ; " if lang == "fr" else "; "
    head = f"{company} - {label} {shown[0]}{colon}{printed[shown[0]]}"
    if len(shown) > 1:
        head += " (" + sep.join(f"{y}{colon}{printed[y]}" for y in shown[1:]) + ")"
    parts = [head]
    if change_printed:
        parts.append(("variation" if lang == "fr" else "change") + colon + change_printed)
    net_cash = False
    if spec.name in NET_CASH_NOTE_ON and results[shown[0]].value is not None:
        net_debt = compute("net_debt", fields, shown[0]).value
        net_cash = net_debt is not None and net_debt < 0
        if net_cash:  # a negative multiple is a net cash position, said in words
            parts.append(NET_CASH[lang])
    parts.append(("formule" if lang == "fr" else "formula") + colon + formula)

    inputs: dict[str, dict[str, Number | None]] = {}
    for y in shown:
        year_fields = fields.get(str(y), {})
        inputs[str(y)] = {f: year_fields.get(f) for f in spec.inputs}
        if spec.name == "revenue_growth":
            inputs[str(y)]["revenue_previous_year"] = fields.get(str(y - 1), {}).get("revenue")
    return Fact(
        id=f"R-{slug}-{spec.name}",
        kind="ratio",
        text=sep.join(parts),
        data=RatioData(
            name=spec.name,
            role=spec.role,
            formula=formula,
            unit={"multiple": "x", "percent": "%", "days": "days"}.get(spec.kind, unit),
            decimals=decimals,
            values={
                str(y): (float(round(r.value, 6)) if r.value is not None else None)
                for y, r in results.items()
            },
            printed={str(y): p for y, p in printed.items()},
            not_meaningful={str(y): r.reason for y, r in results.items() if r.value is None},
            change=float(change) if change is not None else None,
            change_printed=change_printed,
            inputs=inputs,
            net_cash=net_cash,
        ),
    )


# A net income line that names its scope: the filing prints both the group total and the
# share attributable to shareholders (3M 2018 10-K p. 56: "Net income including
# noncontrolling interest" 5,363 against "Net income attributable to 3M" 5,349).
_SCOPED_NET_INCOME = re.compile(
    r"attributable|non-?controlling|minorit|part du groupe|ensemble consolid|propri[ée]taires"
    r"|ne donnant pas le contr[ôo]le|actionnaires",
    re.IGNORECASE,
)


def _named(spec: Spec, language: str, printed_label: str) -> Spec:
    """The net income fact named by its printed label when the label says which one it
    is (issue 13: the memo did not say which of 3M's two net incomes it used)."""
    if spec.name != "net_income" or not _SCOPED_NET_INCOME.search(printed_label):
        return spec
    lang = "fr" if language == "fr" else "en"
    label = " ".join(printed_label.split())
    label = label[:1].upper() + label[1:]
    shown = {lang: label, **{k: v for k, v in spec.label.items() if k != lang}}
    what = "montant publié" if lang == "fr" else "reported amount"
    formula = {**spec.formula, lang: f"{what} ({label[:1].lower() + label[1:]})"}
    return replace(spec, label=shown, formula=formula)


def ratio_facts(
    slug: str,
    company: str,
    unit: str,
    language: str,
    years: Sequence[int],
    fields: Mapping[str, Mapping[str, Number]],
    labels: Mapping[str, str] | None = None,
) -> list[Fact]:
    """Every R- fact of one filing: the contract's ratios, then the key amounts.

    `labels`: field → the label as printed (latest year), which names the net income when
    the filing prints several."""
    ordered = sorted(years, reverse=True)  # latest first, whatever the filing's order
    facts = []
    for spec in (*RATIOS, *FIELD_FACTS):
        spec = _named(spec, language, (labels or {}).get(spec.name, ""))
        fact = ratio_fact(spec, slug, company, unit, language, ordered, fields)
        if fact is not None:
            facts.append(fact)
    return facts


def value(fact: Fact, year: int) -> Decimal | None:
    """The value of an R- fact for a year, rounded as printed (what alerts compare)."""
    data = fact.data
    if not isinstance(data, RatioData) or data.values.get(str(year)) is None:
        return None
    return Decimal(str(data.values[str(year)])).quantize(Decimal(1).scaleb(-data.decimals))
