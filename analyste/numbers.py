"""Numbers as filings and memos print them: read one token, write one value.

French and English formats: `1 234,5` (space, no-break U+00A0 or narrow no-break U+202F
as thousands separator), `1,234.5`, `(1 234)` negative, `−1 234` (U+2212), `-`/`—` for
nil, trailing `%` or `x`. This module reads a single number token; finding numbers in
running text is the claim checker's job, finding them in statement lines the statement
parser's.

`numbers_in` finds the numbers of running text (memo paragraphs, `ask` claims, fact
texts) with their sign, and every value an ambiguous token may mean ("1,234" is 1234 in
English and 1.234 in French), skipping identifiers (`Q-ferlac-3`, chunk ids) and dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
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
    resolved = _resolve_separators(s, decimal_comma)
    if resolved is None:
        return None
    try:
        value = Decimal(resolved)
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
    groups: list[str] = []
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


def readings(token: str) -> frozenset[Decimal]:
    """Every value a printed token may mean, signed: "1,234" → {1234, 1.234}; "1,234.5" →
    {1234.5}; "3,4" → {3.4}. Empty when the token is not a number."""
    first = parse_amount(token)
    if first is None:
        return frozenset()
    values = {first}
    core = _SEP_RUN.sub("", token.strip().strip("()+").lstrip(MINUSES).rstrip("%x× " + SPACES))
    # one separator followed by exactly three digits reads both ways:
    # "1,234" (English thousands / French decimals), "1.234" (French thousands / English)
    m = re.fullmatch(r"([1-9]\d{0,2})[.,](\d{3})", core)
    if m:
        sign = -1 if first < 0 else 1
        values.add(sign * Decimal(m.group(1) + m.group(2)))
        values.add(sign * Decimal(f"{m.group(1)}.{m.group(2)}"))
    return frozenset(values)


@dataclass(frozen=True)
class NumberMention:
    """A number found in running text."""

    value: Decimal  # the likeliest reading, signed
    signed: bool  # written with an explicit sign or in parentheses
    written: str  # as written: sign, digits, separators, parentheses (no unit)
    span: tuple[int, int]  # offsets of `written` in the text
    candidates: frozenset[Decimal]  # every reading, signed
    unit: str = ""  # "%", "x" or ""
    # The unit as a comparable measure: "%", "pt" (points), "x", "days", or
    # "money:<currency>:<scale>" (currency €, $, £, AED… or "" when unwritten; scale k, M,
    # B or "" when unwritten); "" when no unit is written.
    measure: str = ""


_SP = "[ \u00a0\u202f\u2009\u2007]"
_NUMBER = re.compile(
    r"(?<![\w.,])(?<![\w][.,])"
    r"(?:\d{1,3}(?:,\d{3}(?!\d))+(?:\.\d+)?"  # 1,234.5
    r"|\d{1,3}(?:\.\d{3}(?!\d))+(?:,\d+)?"  # 1.234,5
    rf"|\d{{1,3}}(?:{_SP}\d{{3}}(?!\d))+(?:[,.]\d+)?"  # 1 234,5 (also U+00A0, U+202F)
    r"|\d+(?:[,.]\d+)?)"  # 1234,5 / 3.4
    r"(?![\d])"
)
_UNIT = re.compile(rf"{_SP}?(%|x(?![a-z])|×)", re.IGNORECASE)
_MONTHS = (
    "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|"
    "novembre|décembre|decembre|january|february|march|april|may|june|july|august|"
    "september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
# Masked before reading numbers: they hold digits that are not amounts.
_NOT_AMOUNTS = re.compile(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b"  # 2026-10-20
    r"|\b\d{1,2}/\d{1,2}/\d{2,4}\b"  # 20/10/2026
    r"|\b\d{1,2}\.\d{1,2}\.\d{4}\b"  # 20.10.2026
    r"|\b[A-Z]-[\w-]*\w"  # fact ids: Q-ferlac-3, R-solvea-leverage, C-leverage_rank
    # chunk ids: 12 hex characters (about 1 in 300 has no letter; no amount is written so)
    r"|\b[0-9a-f]{12}\b"
    r"|\b[^\W\d_]\w*-\d\w*"  # compounds: COVID-19
    r"|\b\d+-[^\W\d]\w*"  # compounds: 10-K, 3-year
    r"|\b\d{1,3}(?:er|re|e|ème|eme|nd|rd|th|st)\b"  # ordinals: 1er, 2e, 3rd, 4th
    rf"|\b\d{{1,2}}(?:er)?{_SP}+(?=(?:{_MONTHS})\b)"  # the day in "31 décembre 2025"
    rf"|\b(?:{_MONTHS})\.?{_SP}+\d{{1,2}}\b(?!{_SP}?\d{{3}})",  # "December 31, 2018"
    re.IGNORECASE,
)


_CURRENCY = r"€|\$|£|eur\b|euros?\b|usd\b|aed\b|gbp\b|chf\b|dollars?\b"
_SCALE_WORD = r"milliers?|thousands?|millions?|mn\b|mio\b|milliards?|billions?|bn\b"
# After the number: "k€", "M€", "Md€"; "$ millions", "AED thousands"; "millions d'euros",
# "milliers d'euros"; then the plain units.
_MEASURE_AFTER = re.compile(
    rf"{_SP}?(?:"
    r"(?P<prefix>k|m|md|mds|mrd)(?P<pcur>€|\$|£|eur\b)"
    rf"|(?P<cur>{_CURRENCY})(?:{_SP}(?P<cscale>{_SCALE_WORD}))?"
    rf"|(?P<scale>{_SCALE_WORD})(?:{_SP}(?:d['’]|de{_SP}|of{_SP})?(?P<scur>{_CURRENCY}))?"
    r"|(?P<pct>%|pour(?:-|\s)?cent\b|percent\b)"
    r"|(?P<pt>pp\b|pts?\b|points?\b|percentage points?\b)"
    r"|(?P<x>x(?![a-z])|×|fois\b|times\b)"
    r"|(?P<days>jours?\b|days?\b)"
    r")",
    re.IGNORECASE,
)
_MEASURE_BEFORE = re.compile(rf"(?P<cur>€|\$|£|\b(?:eur|usd|aed|gbp|chf)){_SP}?$", re.IGNORECASE)
CURRENCY_NAMES = {"eur": "€", "euro": "€", "euros": "€", "usd": "$", "dollar": "$", "dollars": "$"}


def _scale(word: str) -> str:
    w = word.lower()
    if w in ("k",) or w.startswith(("millier", "thousand")):
        return "k"
    if w in ("m", "mn", "mio") or w.startswith("million"):
        return "M"
    return "B"  # md, mds, mrd, milliard(s), billion(s), bn


def _currency(word: str) -> str:
    w = word.lower()
    return CURRENCY_NAMES.get(w, w.upper())


def measure_at(text: str, start: int, end: int) -> str:
    """The measure written around the number text[start:end] (see NumberMention.measure)."""
    m = _MEASURE_AFTER.match(text, end)
    before = _MEASURE_BEFORE.search(text, max(0, start - 5), start)
    cur_before = _currency(before.group("cur")) if before else ""
    if m:
        if m.group("prefix"):
            return f"money:{_currency(m.group('pcur'))}:{_scale(m.group('prefix'))}"
        if m.group("cur"):
            scale = _scale(m.group("cscale")) if m.group("cscale") else ""
            return f"money:{_currency(m.group('cur'))}:{scale}"
        if m.group("scale"):
            cur = _currency(m.group("scur")) if m.group("scur") else cur_before
            return f"money:{cur}:{_scale(m.group('scale'))}"
        if m.group("pct"):
            return "%"
        if m.group("pt"):
            return "pt"
        if m.group("x"):
            return "x"
        if m.group("days"):
            return "days"
    if cur_before:
        return f"money:{cur_before}:"
    return ""


def measure_end(text: str, end: int) -> int:
    """Where the measure written right after the number ending at `end` ends ("5,5x" →
    after "x", "6 800 k€" → after "k€"); `end` when none is written."""
    m = _MEASURE_AFTER.match(text, end)
    return m.end() if m else end


def _opens(text: str, i: int) -> bool:
    """Whether a sign at i+1 stands where a number may start: text start, a space, ":" or "("."""
    if i < 0:
        return True
    if text[i] not in SPACES + "\n\t:(":
        return False
    # "2018 – 2019" is a range, not minus 2019
    return not (text[i] in SPACES and i > 0 and text[i - 1].isdigit())


def numbers_in(text: str) -> list[NumberMention]:
    """The numbers of a running text, in order, with their sign and every reading."""
    masked = _NOT_AMOUNTS.sub(lambda m: "#" * len(m.group()), text)
    found: list[NumberMention] = []
    for m in _NUMBER.finditer(masked):
        start, end = m.span()
        body = m.group()
        unit_match = _UNIT.match(masked, end)
        unit = ""
        if unit_match:
            unit = "x" if unit_match.group(1) in "xX×" else "%"
        before = masked[start - 1] if start > 0 else ""
        before2 = masked[start - 2] if start > 1 else ""
        sign = ""
        measure_from = -1
        if before and before in MINUSES + "+" and not before2.isalnum():
            sign, start = before, start - 1
            before, before2 = before2, masked[start - 2] if start > 1 else ""
        elif (
            before
            and before2
            and before in SPACES
            and before2 in MINUSES
            and _opens(masked, start - 3)
        ):
            # "résultat : − 591 k€": French typesetting may space the sign from its number
            sign, start = before2, start - 2
            before = masked[start - 1] if start > 0 else ""
        elif (
            before
            and before in "$€£¥"
            and before2
            and before2 in MINUSES + "+"
            and _opens(masked, start - 3)
        ):
            # "-$8,343 million": the sign stands before the currency symbol
            sign, start = before2, start - 2
            before = masked[start - 1] if start > 0 else ""
            measure_from = start + 2  # the currency symbol stays the number's measure
        paren = before == "(" and not sign and masked[end : end + 1] == ")"
        written = text[start:end]
        values = readings(body)
        if not values:
            continue
        negative = (sign and sign != "+") or paren
        if negative:
            values = frozenset(-v for v in values)
        value = parse_amount(body)
        if value is None:
            value = next(iter(values))
        elif negative:
            value = -value
        if paren:
            written, start, end = f"({written})", start - 1, end + 1
        found.append(
            NumberMention(
                value=value,
                signed=bool(sign) or paren,
                written=written,
                span=(start, end),
                candidates=values,
                unit=unit,
                measure=measure_at(masked, measure_from if measure_from >= 0 else start, end),
            )
        )
    return found
