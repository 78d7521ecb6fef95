"""Numbers as filings and memos print them: read one token, write one value.

French and English formats: `1 234,5` (space, no-break U+00A0 or narrow no-break U+202F
as thousands separator), `1,234.5`, `(1 234)` negative, `−1 234` (U+2212), `-`/`—` for
nil, trailing `%` or `x`. This module reads a single number token; finding numbers in
running text is the claim checker's job, finding them in statement lines the statement
parser's.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

SPACES = "\u0020\u00a0\u202f\u2009\u2007"
MINUSES = "-\u2212\u2013\u2012"  # hyphen, minus sign, en dash, figure dash
NIL_TOKENS = {"-", "—", "–", "−", "nil", "néant", "—-"}

_SEP_RUN = re.compile(f"[{SPACES}]")


def parse_amount(token: str, decimal_comma: bool | None = None) -> Decimal | None:
    """The value of one printed number, signed; None when it is not a number.

    `decimal_comma` says how to read an ambiguous comma ("1,234" is 1234 in English and
    1.234 in French); None guesses: a comma followed by exactly three digits is a
    thousands separator.
    """
    s = token.strip()
    if s in NIL_TOKENS:
        return Decimal(0)
    negative = False
    if s.startswith("(") and s.endswith(")"):
        negative, s = True, s[1:-1].strip()
    if s and s[0] in MINUSES:
        negative, s = True, s[1:].strip()
    elif s.startswith("+"):
        s = s[1:].strip()
    s = s.rstrip("%x×").rstrip(SPACES)
    s = _SEP_RUN.sub("", s)
    if not s or not re.fullmatch(r"[0-9.,]*[0-9]", s) or not s[0].isdigit():
        return None
    s = _resolve_separators(s, decimal_comma)
    if s is None:
        return None
    try:
        value = Decimal(s)
    except InvalidOperation:
        return None
    return -value if negative else value


def _resolve_separators(s: str, decimal_comma: bool | None) -> str | None:
    commas, dots = s.count(","), s.count(".")
    if commas and dots:
        # the last one is the decimal separator: 1,234.5 or 1.234,5
        if s.rfind(",") > s.rfind("."):
            return s.replace(".", "").replace(",", ".")
        return s.replace(",", "")
    if commas:
        if commas > 1:
            return s.replace(",", "") if _grouped(s, ",") else None
        head, tail = s.split(",")
        if decimal_comma is True:
            return f"{head}.{tail}"
        if decimal_comma is False or (len(tail) == 3 and head != "0"):
            return s.replace(",", "")
        return f"{head}.{tail}"
    if dots > 1:
        return s.replace(".", "") if _grouped(s, ".") else None
    return s


def _grouped(s: str, sep: str) -> bool:
    parts = s.split(sep)
    return 1 <= len(parts[0]) <= 3 and all(len(p) == 3 for p in parts[1:])


def format_amount(
    value: Decimal | float | int, language: str = "fr", decimals: int = 0, sign: bool = False
) -> str:
    """Print a value the way the filing's language does: `-14 930`, `5,5`, `1,234.5`.

    French uses a no-break space (U+00A0) between thousands and a decimal comma;
    English a comma and a point. `sign=True` prints a `+` on positive values (changes).
    """
    q = Decimal(str(value)).quantize(Decimal(1).scaleb(-decimals))
    if q == 0:
        q = abs(q)  # never print "-0"
    neg = q < 0
    whole, _, frac = f"{abs(q):f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    if language == "fr":
        text = "\u00a0".join(groups) + (f",{frac}" if frac else "")
    else:
        text = ",".join(groups) + (f".{frac}" if frac else "")
    if neg:
        return "-" + text
    return ("+" + text) if sign and q > 0 else text
