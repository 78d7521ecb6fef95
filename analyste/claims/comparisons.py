"""Comparisons between two numbers of one clause: `comparison_false:<a> <op> <b>`.

"5,5x, en dessous du seuil de 3,5x" is false for the numbers as written. Not about
whether the numbers are in the sources (see claims.numbers).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from analyste.claims.messages import Problem, _message
from analyste.claims.numbers import _direction, _is_year_mention
from analyste.claims.quotes import _blank_quotes
from analyste.normalise import normalise
from analyste.numbers import NumberMention, measure_end, numbers_in

_OF = r"(?:de|du|des|d['’])"
# A comparison word between two numbers of one clause: "5,5x, au-dessus du seuil de 3,5x",
# "14 100 k€ supérieures à la trésorerie de 6 800 k€", "2.8x, below the threshold of 3.0x".
_COMPARE = re.compile(
    r"\b(?:"
    r"(?P<le>inf[ée]rieur(?:e|s|es)?\s+ou\s+[ée]ga(?:l|le|ux|les)\s+(?:à|au|aux)"
    r"|less\s+than\s+or\s+equal\s+to)"
    r"|(?P<ge>sup[ée]rieur(?:e|s|es)?\s+ou\s+[ée]ga(?:l|le|ux|les)\s+(?:à|au|aux)"
    r"|greater\s+than\s+or\s+equal\s+to)"
    rf"|(?P<lt>en[\s-]dessous\s+{_OF}|au[\s-]dessous\s+{_OF}|sous(?![\w-])"
    r"|inf[ée]rieur(?:e|s|es)?\s+(?:à|au|aux)|moins\s+qu(?:e|['’])"
    r"|below|under(?![\w-])|less\s+than|lower\s+than|smaller\s+than)"
    rf"|(?P<gt>au[\s-]dessus\s+{_OF}|sup[ée]rieur(?:e|s|es)?\s+(?:à|au|aux)"
    rf"|d[ée]pass(?:e|ent|ait|aient|é|ée|és|ées|ant)|exc[èée]d(?:e|ent|ait|aient|ant)"
    rf"|plus\s+qu(?:e|['’])|au[\s-]del[àa]\s+{_OF}"
    r"|above|over(?![\w-])|exceed(?:s|ed|ing)?|more\s+than|higher\s+than|greater\s+than)"
    r")(?![\w])",
    re.IGNORECASE,
)
_OPERATORS = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}
# Between the first number and the comparison word: a year, a comma, a copula, an adverb
# ("levier de 5,5x en 2025 (…), au-dessus", "2,8x en 2025, sous", "5.5x, which is well
# above"). Anything else (another noun, "et", a negation, ";" or ":") and the sentence is
# not read: the number may not be what is compared.
_BEFORE_COMPARE = re.compile(
    r"^(?:[\s,]|\b(?:en|in|au|at|fin|end|of|for|pour|\d{4}|est|sont|reste|restent|demeure"
    r"|demeurent|se|situe|situent|s['’][ée]tablit|ressort|qui|which|is|was|are|were|remains"
    r"|remained|stands|stood|still|toujours|encore|nettement|largement|bien|soit|donc|thus"
    r"|so|well|significantly|far|d[ée]sormais|now)\b)*$",
    re.IGNORECASE,
)
# Between the comparison word and the second number: nothing, or a short noun phrase that
# hands over to the number ("du seuil d'alerte interne de", "the threshold of", "the").
_AFTER_COMPARE = re.compile(
    r"^(?:\s*|[^\d;:.!?()«»\"“”]{0,60}?(?:\b(?:de|du|des|of|the|le|la|les|its|son|sa|ses|a"
    r"|an|un|une|à)|\bd['’]|\bl['’])\s*)[$€£]?$",
    re.IGNORECASE,
)
# Right before the first number: it is another period's ("contre 3,6x en 2024, sous le
# seuil") or the whole a part is taken from ("Of the $5.0 billion, less than $1.0 billion").
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:contre|versus|vs|against|compared\s+(?:with|to)|par\s+rapport\s+(?:à|au|aux)"
    r"|from|que|than)|\b(?:of|out\s+of|among)\s+(?:the|its|their|these|those)"
    r"|\b(?:sur|parmi)\s+(?:les|ces|ses|leurs))\s*[$€£]?\s*$",
    re.IGNORECASE,
)
# Right after the second number: a part of the first ("less than $1.0 billion of which").
_PART_AFTER = re.compile(r"^\s*(?:of\s+which|of\s+whom|of\s+it|dont)\b", re.IGNORECASE)
_SCALES = {"": Decimal(1), "k": Decimal(1000), "M": Decimal(10**6), "B": Decimal(10**9)}


def _paren_spans(text: str) -> list[tuple[int, int]]:
    """(open, close) offsets of each balanced parenthesis, nested ones too."""
    spans, stack = [], []
    for i, c in enumerate(text):
        if c == "(":
            stack.append(i)
        elif c == ")" and stack:
            spans.append((stack.pop(), i))
    return spans


def _visible(m: NumberMention, lo: int, hi: int, hidden: Sequence[tuple[int, int]]) -> bool:
    """Within [lo, hi) and in no parenthesis of `hidden`."""
    return lo <= m.span[0] and m.span[1] <= hi and not any(a < m.span[0] < b for a, b in hidden)


def _factors(a: str, b: str) -> tuple[Decimal, Decimal] | None:
    """How to bring two written measures to one scale; None when they do not compare."""
    if not a or not b:
        return None
    if a.startswith("money:") and b.startswith("money:"):
        _, a_cur, a_scale = a.split(":")
        _, b_cur, b_scale = b.split(":")
        if a_cur != b_cur or bool(a_scale) != bool(b_scale):
            return None
        return _SCALES[a_scale], _SCALES[b_scale]
    return (Decimal(1), Decimal(1)) if a == b else None


def _holds(op: str, a: Decimal, b: Decimal) -> bool:
    """Equal as written always holds: rounding may hide the difference."""
    return a == b or (a < b if op in ("lt", "le") else a > b)


def _comparison_problems(text: str, source_texts: Sequence[str], language: str) -> list[Problem]:
    """`comparison_false:<a> <op> <b>`: two numbers of one clause joined by a comparison
    word that the numbers, as written, contradict ("5,5x, en dessous du seuil de 3,5x")."""
    blanked = _blank_quotes(text)
    mentions = [m for m in numbers_in(blanked) if not _is_year_mention(m)]
    if len(mentions) < 2:
        return []
    parens = _paren_spans(blanked)
    sources = [normalise(s) for s in source_texts]
    problems = []
    for w in _COMPARE.finditer(blanked):
        op = w.lastgroup or ""
        inside = [(a, b) for a, b in parens if a < w.start() < b]
        lo, hi = (max(inside)[0] + 1, min(b for _, b in inside)) if inside else (0, len(blanked))
        hidden = [(a, b) for a, b in parens if not (a < w.start() < b)]

        shown_here = [m for m in mentions if _visible(m, lo, hi, hidden)]
        after = [m for m in shown_here if m.span[0] >= w.end()]
        before = [m for m in shown_here if m.span[1] <= w.start()]
        if not after or not before:
            continue
        first, second = before[-1], after[0]
        start = measure_end(blanked, first.span[1])
        gap = blanked[start : w.start()]
        for a, b in sorted(hidden, reverse=True):
            if start <= a and b < w.start():
                gap = gap[: a - start] + gap[b + 1 - start :]
        if not _BEFORE_COMPARE.match(gap):
            continue
        if not _AFTER_COMPARE.match(blanked[w.end() : second.span[0]]):
            continue
        if _direction(blanked, first):  # "up 2% over 3%": a change compared with a level
            continue
        if _REFERENCE_BEFORE.search(blanked, max(0, first.span[0] - 40), first.span[0]):
            continue
        if _PART_AFTER.match(blanked[measure_end(blanked, second.span[1]) :]):
            continue
        factors = _factors(first.measure, second.measure)
        if factors is None:
            continue
        claim = normalise(text[first.span[0] : second.span[1]])
        if any(claim in s for s in sources):
            continue  # the comparison is its source's, word for word
        fa, fb = factors
        if any(_holds(op, a * fa, b * fb) for a in first.candidates for b in second.candidates):
            continue
        shown = " ".join(
            (re.sub(r"\s", " ", first.written), _OPERATORS[op], re.sub(r"\s", " ", second.written))
        )
        problems.append(
            Problem(
                f"comparison_false:{shown}", True, _message("comparison_false", language, shown)
            )
        )
    return problems
