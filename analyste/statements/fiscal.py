"""The fiscal year of a filing, and the year columns of its statements made to agree.

What for (issue 15, "never drop a year silently"):

- Statements key their columns differently: a retailer's income and cash-flow
  statements name the fiscal years ("2021 2020 2019", 52 weeks ended late January),
  while its balance sheet prints the closing dates ("January 29, 2022  January 30,
  2021"), one calendar year later (Foot Locker's 10-K for the year ended 29 January
  2022). Intersecting the two left one year. When every date column of a balance sheet,
  moved back one year, is a fiscal year the other statements print, and not otherwise,
  the balance sheet's columns are those fiscal years; a note says so.
- The fiscal year is read from the cover ("For the fiscal year ended September 28,
  2019", "exercice clos le 31 décembre 2025"), else it is the latest statement column.
  A year that ends in the first quarter of the next calendar year (January 1, 2017 at
  Johnson & Johnson; January 29, 2022 at Foot Locker; January 31, 2023 at Salesforce)
  may be named by either calendar year: the statements' own latest column decides then.
  Any other disagreement between the cover and the statements is written as a note,
  and no column is dropped.

What not: reading the header lines into years (analyste.statements `_years_of`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from analyste.schema import PagesFile

if TYPE_CHECKING:  # the parsed statements of analyste.statements (no import cycle)
    Parsed = Any

_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
    "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "decembre": 12,
}  # fmt: skip
_MONTH = "|".join(_MONTHS)
_COVER = (
    re.compile(
        r"(?:fiscal\s+)?year\s+ended:?\s*(" + _MONTH + r")\.?\s+\d{1,2}\s*,?\s*((?:19|20)\d\d)"
    ),
    re.compile(
        r"exercice\s+(?:clos|arrete|termine)\s+(?:le|au)\s+\d{1,2}(?:er)?\s+("
        + _MONTH
        + r")\s+((?:19|20)\d\d)"
    ),
    re.compile(
        r"exercice\s+(?:clos|arrete|termine)\s+(?:le|au)\s+\d{1,2}[./](\d{1,2})[./]((?:19|20)\d\d)"
    ),
)


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def cover_year_end(pages: PagesFile, first_pages: int = 3) -> tuple[int, int] | None:
    """(month, year) of the year end named on the cover, or None."""
    text = _fold(" ".join(p.text for p in pages.pages[:first_pages]))
    text = re.sub(r"\s+", " ", text)
    for rx in _COVER:
        m = rx.search(text)
        if m:
            month = m.group(1)
            number = int(month) if month.isdigit() else _MONTHS[month]
            return number, int(m.group(2))
    return None


def align_years(parsed: dict[str, Parsed], language: str, notes: list[str]) -> None:
    """Move a balance sheet's date columns back one year when that alone makes them the
    fiscal years the other statements print (in place; the change is noted)."""
    bal = parsed.get("balance")
    others = [p for k, p in parsed.items() if k != "balance" and p.years]
    if bal is None or not bal.years or not others:
        return
    named = set().union(*(set(p.years) for p in others))
    as_is = set(bal.years) & named
    moved = {y - 1 for y in bal.years}
    if len(as_is) < len(bal.years) and moved <= named and len(moved & named) > len(as_is):
        before = ", ".join(str(y) for y in bal.years)
        bal.years = [y - 1 for y in bal.years]
        after = ", ".join(str(y) for y in bal.years)
        notes.append(
            f"bilan daté de la clôture ({before}) : colonnes rattachées aux exercices {after} "
            "que nomment le compte de résultat et le tableau des flux"
            if language == "fr"
            else f"balance sheet dated at the year ends ({before}): its columns are the "
            f"fiscal years {after} that the income and cash-flow statements name"
        )


def fiscal_year(pages: PagesFile, years: list[int], language: str, notes: list[str]) -> int | None:
    """The filing's fiscal year (see the module docstring); notes any disagreement."""
    latest = max(years) if years else None
    cover = cover_year_end(pages)
    if cover is None:
        return latest
    month, year = cover
    if latest is None or latest == year:
        return year
    if month <= 3 and latest == year - 1:
        return latest  # a year ending early in the next calendar year, named by its start
    notes.append(
        f"l'exercice de la couverture ({year}) n'est pas la dernière colonne des états "
        f"({latest}) : les colonnes sont gardées telles qu'imprimées"
        if language == "fr"
        else f"the cover's fiscal year ({year}) is not the statements' latest column "
        f"({latest}): the columns are kept as printed"
    )
    return year
