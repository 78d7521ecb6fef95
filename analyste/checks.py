"""Arithmetic cross-checks of the statements read by analyste.statements.

What for: each check is a named schema.Check (ok, detail, gap) that facts.json carries
and the memo review shows:

- balance_sheet_<year>: total assets = total liabilities and equity;
- totals_<statement>_<year>: every printed total or subtotal whose lines could be
  identified (see statements.PrintedTotal) = the sum of those lines;
- cash_flow_bridge_<year>: operating + investing + financing (+ the exchange-rate line
  when printed) = the printed net change in cash;
- cash_change_<year>: net change in cash = cash(year) − cash(year − 1), with both cash
  figures from the balance sheet (a filing whose cash-flow statement includes restricted
  cash shows the gap here: reported, not hidden);
- income_cascade_<year>: revenue → operating income → pre-tax income → net income, each
  step where the filing prints both ends;
- net_income_link_<year>: the cash-flow statement opens on the income statement's result.

Each check also yields its identities (checks_and_identities): the canonical values each
one uses, whether it holds — what analyste.statements.status turns into each value's
status.

What not: no reading (analyste.statements) and no judgement on what a failure means (alerts).
A check never raises: what cannot be computed is not emitted, a failure records its gap
(computed minus printed). Tolerance: the rounding of the printed unit, half a unit in the
last printed digit per number involved.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from analyste.numbers import format_amount
from analyste.schema import Check, Number
from analyste.statements import (
    PrintedLine,
    PrintedTotal,
    StatementsReading,
    normalise_label,
    vocabulary,
)


def _d(x: Number) -> Decimal:
    return Decimal(str(x))


def _places(values: Iterable[Number]) -> int:
    places = 0
    for v in values:
        exp = _d(v).normalize().as_tuple().exponent
        if isinstance(exp, int) and exp < 0:
            places = max(places, -exp)
    return places


def _tolerance(values: list[Number]) -> Decimal:
    """Half a unit of the last printed digit per number involved."""
    unit = Decimal(1).scaleb(-_places(values))
    return unit * Decimal(len(values)) / 2


def _gap_number(gap: Decimal) -> Number:
    return int(gap) if gap == gap.to_integral_value() else float(gap)


class _Fmt:
    def __init__(self, reading: StatementsReading) -> None:
        self.language = reading.language

    def __call__(self, value: Number | Decimal) -> str:
        d = _d(value) if not isinstance(value, Decimal) else value
        return format_amount(d, self.language, decimals=_places([_gap_number(d)]))


@dataclass(frozen=True)
class Identity:
    """One arithmetic identity inside a check, and the canonical values it uses.

    A check may hold several identities (every printed total of a statement, every step
    of the income cascade): the status of a value rests on the identities it takes part
    in, not on the whole check, so that one total that does not add up does not put
    every line of the balance sheet in conflict.
    """

    check: str = ""  # Check.name
    ok: bool = True
    fields: tuple[tuple[str, str], ...] = ()  # (year, canonical field)


def run_checks(reading: StatementsReading) -> list[Check]:
    """Every arithmetic check that the fields read allow, in a stable order."""
    return checks_and_identities(reading)[0]


def checks_and_identities(reading: StatementsReading) -> tuple[list[Check], list[Identity]]:
    """The checks of run_checks, and the identities each one holds (for field status)."""
    out: list[Check] = []
    ids: list[Identity] = []
    fmt = _Fmt(reading)
    for year in reading.years:
        y = str(year)
        f = reading.fields.get(y, {})
        out += _balance_sheet(y, f, fmt, ids)
    for kind in ("income", "balance", "cashflow"):
        for year in reading.years:
            c = _totals_check(reading, kind, str(year), fmt, ids)
            if c is not None:
                out.append(c)
    for year in reading.years:
        y = str(year)
        f = reading.fields.get(y, {})
        out += _bridge(y, f, reading.aux.get(y, {}), fmt, ids)
        out += _cash_change(reading, year, fmt, ids)
        out += _cascade(reading, y, fmt, ids)
        out += _net_income_link(reading, y, fmt, ids)
    return out, ids


def _net_income_link(
    reading: StatementsReading, y: str, fmt: _Fmt, ids: list[Identity]
) -> list[Check]:
    """The cash-flow statement opens on the income statement's result: the same line
    (same label) printed in both, or the net income field. Only its first lines are
    looked at (Amazon opens on the cash balance, then net income)."""
    cf = reading.lines.get("cashflow", [])
    inc = reading.lines.get("income", [])
    voc = vocabulary()
    spec = voc.fields.get("net_income")
    if not cf or not inc or spec is None or y not in reading.fields:
        return []
    for ln in cf[:3]:
        norm = normalise_label(ln.label)
        same = [i for i in inc if normalise_label(i.label) == norm and y in i.values]
        if same and y in ln.values:
            # the line the reader took as a field, else the first: Boston Properties
            # prints "Net income" again among its per-share figures
            line = next((i for i in same if i.field), same[0])
            printed, field = line.values[y], line.field
        elif (
            any(p.label.fullmatch(norm) for p in spec.patterns)
            and "net_income" in reading.fields[y]
        ):
            printed, field = reading.fields[y]["net_income"], "net_income"
        else:
            continue
        if y not in ln.values:
            return []
        detail = (
            f"income statement {fmt(printed)}; cash-flow statement opening line "
            f"'{ln.label}' {fmt(ln.values[y])}"
        )
        c = _check(f"net_income_link_{y}", _d(ln.values[y]), printed, [printed], detail)
        if field:
            ids.append(Identity(c.name, c.ok, ((y, field),)))
        return [c]
    return []


def _check(
    name: str, computed: Decimal, printed: Number, terms: list[Number], detail: str
) -> Check:
    gap = computed - _d(printed)
    ok = abs(gap) <= _tolerance([*terms, printed])
    return Check(name=name, ok=ok, detail=detail, gap=None if ok else _gap_number(gap))


def _balance_sheet(y: str, f: dict[str, Number], fmt: _Fmt, ids: list[Identity]) -> list[Check]:
    if "total_assets" not in f or "total_liabilities_and_equity" not in f:
        return []
    a, le = f["total_assets"], f["total_liabilities_and_equity"]
    detail = f"total assets {fmt(a)} vs total liabilities and equity {fmt(le)}"
    c = _check(f"balance_sheet_{y}", _d(a), le, [a], detail)
    ids.append(Identity(c.name, c.ok, ((y, "total_assets"), (y, "total_liabilities_and_equity"))))
    return [c]


def _line_field(reading: StatementsReading, kind: str, label: str, page: int) -> str | None:
    for ln in reading.lines.get(kind, []):
        if ln.field and ln.label == label and ln.page == page:
            return ln.field
    return None


def _totals_check(
    reading: StatementsReading, kind: str, y: str, fmt: _Fmt, ids: list[Identity]
) -> Check | None:
    totals = [t for t in reading.totals if t.statement == kind and y in t.values]
    if not totals:
        return None
    failed: list[str] = []
    worst = Decimal(0)
    name = f"totals_{kind}_{y}"
    for t in totals:
        terms = [c.values[y] for c in t.components if y in c.values]
        computed = sum((_d(v) for v in terms), Decimal(0))
        gap = computed - _d(t.values[y])
        used = [c.field for c in t.components if c.field and y in c.values]
        top = _line_field(reading, kind, t.label, t.page)
        used += [top] if top else []
        holds = abs(gap) <= _tolerance([*terms, t.values[y]])
        ids.append(
            Identity(name, holds, tuple((y, u) for u in used if u in _fields_of(reading, y)))
        )
        if not holds:
            failed.append(f"{t.label} printed {fmt(t.values[y])}, lines add up to {fmt(computed)}")
            if abs(gap) > abs(worst):
                worst = gap
    detail = (
        f"{len(totals) - len(failed)}/{len(totals)} printed totals equal the sum of their lines"
    )
    if failed:
        detail += ": " + "; ".join(failed)
    return Check(
        name=name,
        ok=not failed,
        detail=detail,
        gap=_gap_number(worst) if failed else None,
    )


def _fields_of(reading: StatementsReading, y: str) -> dict[str, Number]:
    return reading.fields.get(y, {})


def _bridge(
    y: str, f: dict[str, Number], aux: dict[str, Number], fmt: _Fmt, ids: list[Identity]
) -> list[Check]:
    names = ("operating_cash_flow", "investing_cash_flow", "financing_cash_flow")
    if "net_change_in_cash" not in f or any(n not in f for n in names):
        return []
    terms = [f[n] for n in names]
    parts = [
        f"operating {fmt(f['operating_cash_flow'])}",
        f"investing {fmt(f['investing_cash_flow'])}",
        f"financing {fmt(f['financing_cash_flow'])}",
    ]
    if "fx_effect" in aux:
        terms.append(aux["fx_effect"])
        parts.append(f"exchange-rate effect {fmt(aux['fx_effect'])}")
    computed = sum((_d(t) for t in terms), Decimal(0))
    detail = (
        " + ".join(parts)
        + f" = {fmt(computed)}; printed net change in cash {fmt(f['net_change_in_cash'])}"
    )
    c = _check(f"cash_flow_bridge_{y}", computed, f["net_change_in_cash"], terms, detail)
    ids.append(Identity(c.name, c.ok, tuple((y, n) for n in (*names, "net_change_in_cash"))))
    return [c]


def _cash_change(
    reading: StatementsReading, year: int, fmt: _Fmt, ids: list[Identity]
) -> list[Check]:
    now = reading.fields.get(str(year), {})
    before = reading.fields.get(str(year - 1), {})
    if "cash" not in now or "cash" not in before or "net_change_in_cash" not in now:
        return []
    computed = _d(now["cash"]) - _d(before["cash"])
    detail = (
        f"cash {year} {fmt(now['cash'])} − cash {year - 1} {fmt(before['cash'])} = "
        f"{fmt(computed)}; printed net change in cash {fmt(now['net_change_in_cash'])}"
    )
    end = reading.aux.get(str(year), {}).get("cash_end")
    begin = reading.aux.get(str(year), {}).get("cash_begin")
    if begin is None:
        begin = reading.aux.get(str(year - 1), {}).get("cash_end")
    name = f"cash_change_{year}"
    if end is not None and _d(end) != _d(now["cash"]):
        # The identity holds only where the cash definitions match (issue 15): Apple,
        # Amazon 2020, eBay and PG&E end their cash-flow statement on cash *and
        # restricted cash*, which the balance sheet does not print as one line. The
        # statement's own end and beginning balances are then what its net change bridges.
        detail += (
            f" (the cash-flow statement ends on {fmt(end)}, not the balance sheet's "
            f"{fmt(now['cash'])}: its cash is defined differently, e.g. with restricted cash"
        )
        if begin is None:
            return []  # nothing to compare the net change with: no check, not a pass
        computed = _d(end) - _d(begin)
        detail += (
            f"; its own balances: {fmt(end)} − {fmt(begin)} = {fmt(computed)}, "
            f"printed net change {fmt(now['net_change_in_cash'])})"
        )
        c = _check(name, computed, now["net_change_in_cash"], [end, begin], detail)
        ids.append(Identity(name, c.ok, ((str(year), "net_change_in_cash"),)))
        return [c]
    c = _check(name, computed, now["net_change_in_cash"], [now["cash"], before["cash"]], detail)
    used = ((str(year), "cash"), (str(year - 1), "cash"), (str(year), "net_change_in_cash"))
    ids.append(Identity(name, c.ok, used))
    return [c]


# Check names (checks.py) in words, so that an alert never shows an internal name.
_CHECK_WORDS: dict[str, tuple[str, str]] = {
    "balance_sheet": ("équilibre actif = passif du bilan", "balance sheet: assets = liabilities"),
    "totals_balance": ("totaux du bilan", "balance sheet totals"),
    "totals_income": ("totaux du compte de résultat", "income statement totals"),
    "totals_cashflow": ("totaux du tableau des flux de trésorerie", "cash-flow statement totals"),
    "cash_flow_bridge": (
        "somme des flux égale à la variation de trésorerie",
        "cash flows adding up to the change in cash",
    ),
    "cash_change": (
        "variation de trésorerie entre les deux bilans",
        "change in cash between the two balance sheets",
    ),
    "income_cascade": ("enchaînement du compte de résultat", "income statement cascade"),
    "net_income_link": (
        "résultat du compte de résultat repris en tête du tableau des flux",
        "income statement result opening the cash-flow statement",
    ),
}


def check_words(name: str, language: str) -> str:
    """ "balance_sheet_2025" → "équilibre actif = passif du bilan 2025" (else the name in words)."""
    stem, _, year = name.rpartition("_")
    if not (year.isdigit() and len(year) == 4):
        stem, year = name, ""
    fr, en = _CHECK_WORDS.get(stem, (stem.replace("_", " "), stem.replace("_", " ")))
    words = fr if language == "fr" else en
    return f"{words} {year}" if year else words


# ---------------------------------------------------------------- the income cascade

_STEPS = (
    ("revenue", "operating_income"),
    ("operating_income", "pre_tax_income"),
    ("pre_tax_income", "net_income"),
)


def _cascade(reading: StatementsReading, y: str, fmt: _Fmt, ids: list[Identity]) -> list[Check]:
    """Each printed step of the income statement: start + the lines between = end."""
    lines = reading.lines.get("income", [])
    f = reading.fields.get(y, {})
    if not lines:
        return []
    position = {ln.field: i for i, ln in enumerate(lines) if ln.field}
    absorbers = _absorbers(reading.totals, lines)
    absorbed = set().union(*absorbers.values()) if absorbers else set()
    steps: list[str] = []
    failures: list[str] = []
    worst = Decimal(0)
    for start, end in _STEPS:
        if start not in f or end not in f or start not in position or end not in position:
            continue
        i, j = position[start], position[end]
        if not i < j:
            continue
        start_value: Number = f[start]
        # detailed PCG: "Total des produits d'exploitation" adds the revenue line and the
        # other operating income; the step then starts from that total
        for k, members in sorted(absorbers.items()):
            if i < k < j and i in members:
                i, start_value = k, lines[k].values[y]
        between = [k for k in range(i + 1, j) if k not in absorbed]
        unsigned = _unsigned_stretch(lines[i + 1 : j], y)
        terms: list[Number] = [start_value]
        used = [start, end]
        since = 0  # terms added since the last subtotal
        for k in between:
            ln = lines[k]
            value = _cascade_value(ln, y, f, unsigned)
            if value is None:
                continue
            if ln.field:
                used.append(ln.field)
            if _is_running_subtotal(ln, value, terms, since):
                # "Gross margin" (revenue + cost of revenue, Microsoft 2016) or
                # "Résultat financier" (the two financial lines above it) is a sum of
                # lines already counted; a "Résultat exceptionnel" printed alone is not
                since = 0
                continue
            terms.append(value)
            since += 1
        computed = sum((_d(t) for t in terms), Decimal(0))
        gap = computed - _d(f[end])
        text = f"{start} → {end}: {fmt(computed)} computed, {fmt(f[end])} printed"
        steps.append(text)
        holds = abs(gap) <= _tolerance([*terms, f[end]])
        ids.append(Identity(f"income_cascade_{y}", holds, tuple((y, u) for u in used)))
        if not holds:
            failures.append(text)
            if abs(gap) > abs(worst):
                worst = gap
    if not steps:
        return []
    return [
        Check(
            name=f"income_cascade_{y}",
            ok=not failures,
            detail="; ".join(steps),
            gap=_gap_number(worst) if failures else None,
        )
    ]


def _absorbers(totals: list[PrintedTotal], lines: list[PrintedLine]) -> dict[int, set[int]]:
    """Position of each identified income-statement total → positions of its lines."""

    def key(ln: PrintedLine) -> tuple:
        return (ln.label, ln.page, tuple(sorted(ln.values.items())))

    where = {key(ln): i for i, ln in enumerate(lines)}
    out: dict[int, set[int]] = {}
    for t in totals:
        if t.statement != "income":
            continue
        at = where.get((t.label, t.page, tuple(sorted(t.values.items()))))
        members = {where[key(c)] for c in t.components if key(c) in where}
        if at is not None and members:
            out[at] = members
    return out


_EXPENSE_FIELDS = {
    "cost_of_goods",
    "external_expenses",
    "personnel_expenses",
    "taxes_and_duties",
    "depreciation_amortisation",
}


def _unsigned_stretch(lines: list[PrintedLine], y: str) -> bool:
    """Does this stretch print its expenses as positive amounts (PCG, US by function)?"""
    signs = [ln.values[y] > 0 for ln in lines if ln.field in _EXPENSE_FIELDS and y in ln.values]
    return bool(signs) and sum(signs) * 2 >= len(signs)


_BRACKETED = re.compile(
    r"\((income|gains?|benefits?|credit)\)|\((expenses?|loss(?:es)?|costs?|charges?)\)"
)


def _word_nature(label: str) -> str:
    """ "Nonoperating (income) expense, net" is an expense line whose income would be
    printed in brackets (McDonald's 2022); "Non-operating (expenses) income" an income
    line (Oracle 2023): a bracketed word names the opposite of the line."""
    m = _BRACKETED.search(label.lower())
    if m:
        return "expense" if m.group(1) else "income"
    voc = vocabulary()
    for word in normalise_label(label).split():
        if word in voc.expense_words:
            return "expense"
        if word in voc.income_words:
            return "income"
    return ""


def _is_running_subtotal(ln: PrintedLine, value: Number, terms: list[Number], since: int) -> bool:
    """A subtotal-like line ('Gross margin', 'Résultat financier') equal to all the terms
    so far or to the last ones since the previous subtotal."""
    norm = normalise_label(ln.label)
    v = _d(value)
    running = sum((_d(t) for t in terms), Decimal(0))
    recent = sum((_d(t) for t in terms[len(terms) - since :]), Decimal(0)) if since else None
    tol = _tolerance([*terms, value])
    if not any(p.fullmatch(norm) for p in vocabulary().subtotal):
        # Unnamed subtotals, known by their arithmetic alone: "Operating expenses" that
        # sums the three lines above it (Intel 2020), "Income of consolidated group" or
        # "Income from continuing operations" equal to the result so far (3M 2021, eBay)
        if since >= 1 and len(terms) >= 2 and abs(v - running) <= tol:
            return True
        return recent is not None and since >= 2 and abs(abs(v) - abs(recent)) <= tol and v != 0
    if abs(abs(v) - abs(running)) <= tol:
        return True
    return recent is not None and since >= 2 and abs(abs(v) - abs(recent)) <= tol


def _cascade_value(ln: PrintedLine, y: str, f: dict[str, Number], unsigned: bool) -> Number | None:
    """How a line between two steps of the cascade counts: a canonical field by the
    contract's sign; another line by its words ('Other expense (income), net' is an
    expense, 3M 2018) or, when no word tells, by whether its stretch prints expenses
    positive (Microsoft's 'Research and development')."""
    if y not in ln.values:
        return None
    if ln.field:
        return f.get(ln.field, ln.values[y]) if ln.field in f else None
    v = ln.values[y]
    nature = _word_nature(ln.label)
    if nature == "income":
        return v
    if nature == "expense":
        return -v if (unsigned or v > 0) else v
    return -v if unsigned else v
