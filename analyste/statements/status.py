"""What proves each value read, and the state of the reading that a memo opens with.

What for (issue 15): a value read from a statement is only as good as the arithmetic
that covers it. Each canonical value gets a status from the identities of
analyste.checks it takes part in:

- `confirmed`: at least one identity that uses it holds, and none fails;
- `conflict`: an identity it takes part in fails (whatever else holds: one failing sum is
  enough to doubt every term of it — the 2018 10-K whose operating cash flow was read as
  -3 from a restatement table instead of 13,346 had a bridge gap of -9,620);
- `unconfirmed`: no identity covers it.

`reading_state` gathers what facts.json `reading` carries: statements found (pages,
title, unit, years), checks passed / total, each failed check in words in the filing's
language, the fields left unconfirmed and those in conflict, the fiscal year and the
notes (latest statement year differing from the fiscal year; a bank's statements).

What not: no reading (analyste.statements), no arithmetic (analyste.checks), no
withholding of facts (analyste.facts does that from the statuses set here).
"""

from __future__ import annotations

from analyste.checks import Identity, check_words
from analyste.numbers import format_amount
from analyste.ratios import format_money
from analyste.schema import CANONICAL, Check, FieldRef, Reading
from analyste.statements import StatementsReading

# A grand total is what it says only when the sheet balances: a printed subtotal ("TOTAL
# (I)" of a PCG balance sheet's fixed assets) also equals the sum of the lines above it,
# and taking it for total assets then looked proven (a generated PCG filing: total assets
# read as 16 872 255 against 32 760 305, "confirmed" by its own sum). Only the balance
# identity confirms these two; any identity failing still puts them in conflict.
CONFIRMED_ONLY_BY = {
    "total_assets": "balance_sheet_",
    "total_liabilities_and_equity": "balance_sheet_",
}


def apply_status(reading: StatementsReading, identities: list[Identity]) -> None:
    """Set `status` and `identities` on every source of `reading` (in place)."""
    covers: dict[tuple[str, str], list[Identity]] = {}
    for ident in identities:
        for key in set(ident.fields):
            covers.setdefault(key, []).append(ident)
    for year, by_field in reading.sources.items():
        for name, src in by_field.items():
            found = covers.get((year, name), [])
            names: list[str] = []
            for ident in found:
                if ident.check not in names:
                    names.append(ident.check)
            src.identities = names
            prefix = CONFIRMED_ONLY_BY.get(name)
            proving = [i for i in found if prefix is None or i.check.startswith(prefix)]
            if any(not i.ok for i in found):
                src.status = "conflict"
            elif proving:
                src.status = "confirmed"
            else:
                src.status = "unconfirmed"


def failed_check_words(check: Check, language: str, unit: str) -> str:
    """ "somme des flux égale à la variation de trésorerie 2017 : écart de -9 620 M$" /
    "cash flows adding up to the change in cash 2017: gap of -9,620"."""

    words = check_words(check.name, language)
    if check.gap is None:
        return words
    decimals = 0 if float(check.gap).is_integer() else 1
    gap = format_money(format_amount(check.gap, language, decimals, sign=True), unit, language)
    return f"{words} : écart de {gap}" if language == "fr" else f"{words}: gap of {gap}"


def reading_state(
    reading: StatementsReading, checks: list[Check], identities: list[Identity] | None = None
) -> Reading:
    """facts.json `reading`: statements found, checks, unconfirmed and conflicting values.

    With `identities`, the statuses are (re)applied first; without, the sources' statuses
    are taken as they are.
    """
    if identities is not None:
        apply_status(reading, identities)
    lang = reading.language
    unconfirmed: list[FieldRef] = []
    conflicts: list[FieldRef] = []
    for year in sorted(reading.sources, reverse=True):
        for name in CANONICAL:
            src = reading.sources[year].get(name)
            if src is None:
                continue
            if src.status == "conflict":
                conflicts.append(FieldRef(year=int(year), field=name))
            elif src.status == "unconfirmed":
                unconfirmed.append(FieldRef(year=int(year), field=name))
    return Reading(
        statements=list(reading.statements),
        checks_passed=sum(1 for c in checks if c.ok),
        checks_total=len(checks),
        failed_checks=[failed_check_words(c, lang, reading.unit) for c in checks if not c.ok],
        unconfirmed=unconfirmed,
        conflicts=conflicts,
        fiscal_year=reading.fiscal_year,
        notes=list(reading.notes),
        kind=reading.kind,
    )
