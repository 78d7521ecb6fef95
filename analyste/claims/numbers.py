"""Numbers of a claim against its sources: value and sign, unit, direction, thresholds, years.

The exact problems `number_not_found`, `direction_mismatch`, `unit_mismatch`,
`year_mismatch` and `threshold_mismatch`. Reading numbers out of text is
`analyste.numbers`; this module decides what a claim's number may stand on.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from decimal import Decimal

from analyste.claims.messages import Problem, _message
from analyste.numbers import NumberMention, numbers_in

_SIGN_WORDS = re.compile(
    r"\b(n[ée]gati(?:f|fs|ve|ves)|pertes?|d[ée]ficits?|negative|loss(?:es)?|deficits?"
    r"|outflows?)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")


def _sentence_of(text: str, pos: int) -> str:
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.start() >= pos:
            return text[start : m.start()]
        start = m.end()
    return text[start:]


def _is_year(m: NumberMention) -> bool:
    return not m.signed and m.written.isdigit() and len(m.written) == 4


def _is_year_mention(m: NumberMention) -> bool:
    """A 4-digit calendar year written with no unit: "2025", not "2 025" or "2025 k€"."""
    return _is_year(m) and not m.measure and 1900 <= m.value <= 2100


# ---------------------------------------------------------------- units

_CLOSE_MEASURES = {("%", "pt"), ("pt", "%"), ("pt", "x"), ("x", "pt")}


def _compatible(claim: str, source: str) -> bool:
    """Whether two measures may name the same quantity; an unwritten one is unknown."""
    if not claim or not source or claim == source:
        return True
    if claim.startswith("money:") and source.startswith("money:"):
        _, c_cur, c_scale = claim.split(":")
        _, s_cur, s_scale = source.split(":")
        return (not c_cur or not s_cur or c_cur == s_cur) and (
            not c_scale or not s_scale or c_scale == s_scale
        )
    # a change of a margin is in points, so is a change of leverage said in French
    return (claim, source) in _CLOSE_MEASURES


# ---------------------------------------------------------------- direction words

_DOWN = (
    r"baiss\w*|recul\w*|diminu\w*|repli\w*|chut\w*|decreas\w*|declin\w*|drop\w*|down|fell"
    r"|fall|falls|falling"
)
_UP = (
    r"hauss\w*|progress\w*|augment\w*|increas\w*|rise|rises|rising|risen|rose|up|grew|grow"
    r"|grows|growing"
)
# Words that may stand between a direction word and its number: "en baisse de plus de 1,0x",
# "decreased by about 2%". Not "à"/"to"/"from": "declined to 3.6x" gives a level.
_LINK = (
    r"de|du|d['’]|of|by|some|about|approximately|around|nearly|almost|environ|pr[eè]s|plus"
    r"|more|than|less|moins|un|une|a|an|the|soit"
)
_GOVERNS_BEFORE = re.compile(
    rf"\b(?:(?P<down>{_DOWN})|(?P<up>{_UP}))\b(?:[\s\u00a0]+(?:{_LINK})\b|[\s\u00a0]*d['’])*"
    r"[\s\u00a0]*$",
    re.IGNORECASE,
)
# English puts the noun after: "a 2.3% decrease".
_GOVERNS_AFTER = re.compile(
    r"[\s\u00a0]?(?:%|x|pp|pts?|points?|percent)?[\s\u00a0]*"
    r"(?:(?P<down>decrease|decline|drop|fall|reduction)|(?P<up>increase|rise|gain))\b",
    re.IGNORECASE,
)
# "de 5,5x à 3,6x", "from 5.5x to 3.6x": the start of a range, not a change.
_RANGE_AFTER = re.compile(
    r"[\s\u00a0]?[^\s\d]{0,12}[\s\u00a0]+(?:à|a|to|et|and)[\s\u00a0]+[-+−]?\d", re.IGNORECASE
)


def _direction(text: str, m: NumberMention) -> int:
    """-1 when a decrease word governs the number, +1 an increase word, else 0; ±2 when the
    number opens a range ("baisse de 5,5x à 3,6x" is from-to, "recule de 2 790 k€ à 118 240
    k€" is by-to): either reading may hold."""
    start, end = m.span
    before = _GOVERNS_BEFORE.search(text[max(0, start - 60) : start])
    hit = before or _GOVERNS_AFTER.match(text, end)
    if not hit:
        return 0
    sign = -1 if hit.group("down") else 1
    return 2 * sign if _RANGE_AFTER.match(text, end) else sign


# ---------------------------------------------------------------- thresholds

_LIMIT = (
    r"seuils?|plafonds?|plafonn\w*|covenants?|limites?|limit\w*|minimum|maximum|thresholds?"
    r"|capped|ceilings?|au plus|au moins|at most|at least|exceed\w*|d[ée]passer"
    r"|inf[ée]rieur ou [ée]gal|sup[ée]rieur ou [ée]gal"
)
# "sous le seuil de 3,0x", "un covenant de 3,5x", "a threshold of 3.5x": the word right
# before its number (the claim side, strict).
_LIMIT_GOVERNS = re.compile(
    rf"\b(?:{_LIMIT})\b(?:[\s\u00a0]+(?:{_LINK}|contractuel\w*|contractual|fix[ée]e?s?|set"
    r"|[àa]|at|to)\b|[\s\u00a0]*d['’])*[\s\u00a0]*$",
    re.IGNORECASE,
)
# In a source, a limit word anywhere before the number in its clause (the lenient side:
# "le plafond est fixé à 5 000 €").
_LIMIT_WORD = re.compile(rf"\b(?:{_LIMIT})\b", re.IGNORECASE)


def _is_limit(text: str, m: NumberMention) -> bool:
    """Whether a limit word governs the number (claims)."""
    return bool(_LIMIT_GOVERNS.search(text[max(0, m.span[0] - 60) : m.span[0]]))


def _in_limit_clause(text: str, m: NumberMention) -> bool:
    """Whether a limit word comes before the number in its clause (sources)."""
    start = 0
    for b in _CLAUSE_BREAK.finditer(text, 0, m.span[0]):
        start = b.end()
    return bool(_LIMIT_WORD.search(text, start, m.span[0]))


# ---------------------------------------------------------------- years

# Clause breaks: a number and a year tie only inside one clause or parenthesis.
_CLAUSE_BREAK = re.compile(r"[;()\[\]\n]|[,.!?](?=\s|$)|\s[–—]\s")
_SENTENCE_BREAK = re.compile(r"[.!?]$")
# "5,5x en 2025", "32,765 $ millions in 2018": between the number and its year.
_BOUND_BEFORE_YEAR = re.compile(r"^[^\d]{0,25}\b(?:en|in|pour|for)\s+$", re.IGNORECASE)
# "2025 : 5,5x", "2018: 1.4x": between the year and its number.
_BOUND_AFTER_YEAR = re.compile(r"^\s*:\s*$")
# Between a year and a number, these words hand the number to another period: "5,5x en
# 2025 contre 3,6x un an plus tôt", "In 2018, … 1.4x, up from 1.2x".
_COMPARISON = re.compile(
    r"\b(?:contre|versus|vs|against|compared|from|depuis|par rapport|plus t[ôo]t|earlier"
    r"|pr[ée]c[ée]dent\w*|previous|prior|dernier|last)\b",
    re.IGNORECASE,
)


def _tied(text: str, m: NumberMention, year: NumberMention) -> bool:
    """No comparison word between the number and the year."""
    a, b = sorted((m.span, year.span))
    return not _COMPARISON.search(text, a[1], b[0])


def _years_of(text: str, mentions: Sequence[NumberMention]) -> list[int | None]:
    """The year each number is tied to in `text`, or None.

    A clause (between ; , . ( ) and line breaks) holding one year ties it to every number
    of the clause ("Levier 2025 : 5,5x", "(2024 : 3,6x)", "5,5x en 2025"). A clause with
    several years ties a number only by "N en YEAR" / "YEAR : N". A sentence opening with
    a clause that holds a year and no number ("En 2025, …", "In 2018, …") ties the numbers
    of its following year-less clauses. Anything else: None (no claim about a year).
    """
    breaks = [0]
    sentence_starts = {0}
    for b in _CLAUSE_BREAK.finditer(text):
        breaks.append(b.end())
        if _SENTENCE_BREAK.search(b.group()) or b.group() == "\n":
            sentence_starts.add(b.end())
    breaks.append(len(text) + 1)
    clause_of = []
    for m in mentions:
        k = max(i for i, b in enumerate(breaks) if b <= m.span[0])
        clause_of.append(k)
    out: list[int | None] = [None] * len(mentions)
    clauses: dict[int, list[int]] = {}
    for i, k in enumerate(clause_of):
        clauses.setdefault(k, []).append(i)
    frame: int | None = None
    for k in range(len(breaks) - 1):
        if breaks[k] in sentence_starts:
            frame = None
        members = clauses.get(k, [])
        years = [i for i in members if _is_year_mention(mentions[i])]
        numbers = [i for i in members if i not in years]
        if len(years) == 1:
            y = mentions[years[0]]
            for i in numbers:
                out[i] = int(y.value) if _tied(text, mentions[i], y) else None
            if not numbers and breaks[k] in sentence_starts:
                frame = years[0]  # "En 2025, le levier …"
            elif numbers:
                frame = None
        elif len(years) > 1:
            frame = None
            for i in numbers:
                out[i] = _bound_year(text, mentions, i, years)
        elif frame is not None:
            y = mentions[frame]
            for i in numbers:
                out[i] = int(y.value) if _tied(text, mentions[i], y) else None
    return out


def _bound_year(
    text: str, mentions: Sequence[NumberMention], i: int, years: Sequence[int]
) -> int | None:
    m = mentions[i]
    after = [y for y in years if y > i]
    before = [y for y in years if y < i]
    if after:
        y = mentions[after[0]]
        if _BOUND_BEFORE_YEAR.match(text[m.span[1] : y.span[0]]):
            return int(y.value)
    if before:
        y = mentions[before[-1]]
        if _BOUND_AFTER_YEAR.match(text[y.span[1] : m.span[0]]):
            return int(y.value)
    return None


# ---------------------------------------------------------------- numbers


@dataclass(frozen=True)
class _SourceNumber:
    values: frozenset[Decimal]  # signed readings; with the negatives of "baisse de 5 %"
    measure: str
    year: int | None
    limit: bool  # a limit word before it in its clause: "sous le seuil de 3,0x"


def _source_numbers(source_texts: Sequence[str]) -> list[_SourceNumber]:
    out = []
    for source in source_texts:
        mentions = numbers_in(source)
        for m, year in zip(mentions, _years_of(source, mentions), strict=True):
            values = m.candidates
            if not m.signed and _direction(source, m) < 0:
                values = values | {-v for v in values}
            out.append(_SourceNumber(values, m.measure, year, _in_limit_clause(source, m)))
    return out


def _number_problems(
    text: str, source_texts: Sequence[str], years: Collection[int], language: str
) -> list[Problem]:
    held = _source_numbers(source_texts)
    values: set[Decimal] = set()
    for n in held:
        values |= n.values
    year_values = {Decimal(y) for y in years}
    problems = []
    seen: set[str] = set()
    mentions = numbers_in(text)
    claim_years = _years_of(text, mentions)

    def problem(key: str, m: NumberMention, message_key: str = "") -> None:
        written = re.sub(r"\s", " ", m.written)
        code = f"{key}:{written}"
        if code in seen:
            return
        seen.add(code)
        problems.append(Problem(code, True, _message(message_key or key, language, written)))

    for m, year in zip(mentions, claim_years, strict=True):
        if _is_year(m) and (m.value in year_values or m.candidates & values):
            continue
        negatives = frozenset(-v for v in m.candidates)
        sign_word = bool(_SIGN_WORDS.search(_sentence_of(text, m.span[0])))
        direction = _direction(text, m)
        accepted: frozenset[Decimal]
        if abs(direction) == 2:  # a range: the change, or the level it starts from
            along = negatives if direction < 0 and not m.signed else m.candidates
            direction = 0
            if along & values:
                accepted = along
            elif m.candidates & values:
                accepted = m.candidates
            elif not m.signed and negatives & values and sign_word:
                accepted = negatives
            else:
                problem("number_not_found", m)
                continue
        elif direction and not m.signed:
            along, against = (
                (negatives, m.candidates) if direction < 0 else (m.candidates, negatives)
            )
            if along & values:
                accepted = along
            elif against & values and sign_word:
                accepted = against  # "la perte diminue de 500 k€": the loss word decides
            elif against & values:
                problem("direction_mismatch", m)
                continue
            else:
                problem("number_not_found", m)
                continue
        elif direction and m.signed and (m.value < 0) != (direction < 0) and m.value != 0:
            # "en baisse de +1,9x", "en hausse de -2 %"
            if (m.candidates | negatives) & values:
                problem("direction_mismatch", m)
            else:
                problem("number_not_found", m)
            continue
        elif m.candidates & values:
            accepted = m.candidates
        elif not m.signed and negatives & values and sign_word:
            accepted = negatives  # "négatif de 14 930 k€" against -14 930 k€
        else:
            hint = "number_not_found_negative" if not m.signed and negatives & values else ""
            problem("number_not_found", m, hint)
            continue
        matches = [n for n in held if n.values & accepted]
        fitting = [n for n in matches if _compatible(m.measure, n.measure)]
        if not fitting:
            problem("unit_mismatch", m)
            continue
        if year is not None and not any(n.year in (year, None) for n in fitting):
            problem("year_mismatch", m)
        elif _is_limit(text, m) and not any(n.limit for n in fitting):
            problem("threshold_mismatch", m)
    return problems
