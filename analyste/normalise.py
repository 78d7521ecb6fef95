"""Text normalisation for verbatim checks, keeping the way back to the original text.

`normalise` absorbs what carries no meaning in a quote and nothing else: Unicode NFKC,
case, typographic apostrophes and quote marks (dropped), bullets and table pipes, line
breaks and runs of whitespace, a word hyphenated across a line break, dashes used as
punctuation. A dash right before a number is a minus sign and is kept as "-".

`mapped` returns the same text with, for every character, the span of the original
characters it came from, so that a match found in normalised text can be highlighted in
the page as extracted. `Keyed` goes one step further for matching: whitespace and
hyphens inside words are dropped, because real PDF text splits words ("Cash Flow s",
"Equit y" in the 3M 10-K) and other extractors drop or keep compound hyphens.

This module does not decide whether a quote is verified (see analyste.claims).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Dropped: other extractors lose them ("STOCKHOLDERS’ EQUITY" → "STOCKHOLDERS EQUITY" in
# FinanceBench's Amazon evidence), and they never change what a sentence says.
QUOTE_MARKS = frozenset("'\"`´‘’‚‛“”„‟«»‹›′″")
# Turned into a space, like whitespace.
BULLETS = frozenset("•◦▪▫●○■□‣⁃∙·\uf0b7\uf0a7\uf0d8")
PIPES = frozenset("|¦")
# A hyphen or a minus: kept between two word characters ("cash-flow", "2018-2019") and
# before a digit (a minus sign).
# U+00AD (soft hyphen) and U+FFFE: pypdfium2 prints "co\ufffebranded" where pdfplumber
# prints "co-branded" (Amazon 10-K 2017, p. 14).
HYPHENS = frozenset("-\u2010\u2011\u2212\ufe63\uff0d\u00ad\ufffe")
EN_DASHES = frozenset("\u2013\u2012")
# An em dash is punctuation or a nil cell in a table ("Marketable securities — current",
# 3M 10-K p. 58), never a minus sign.
EM_DASHES = frozenset("\u2014\u2015")
LINE_BREAKS = frozenset("\n\r\u2028\u2029\x0b\x0c\x85")


def _clusters(text: str) -> list[tuple[str, int, int]]:
    """(character, start, end) after NFKC and lower case, each mapped to its source span.

    A base character and its combining marks are normalised together so that "e" +
    U+0301 becomes "é" as whole-string NFKC would.
    """
    out: list[tuple[str, int, int]] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        piece = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text[i:j]).lower())
        out.extend((ch, i, j) for ch in piece)
        i = j
    return out


def mapped(text: str) -> tuple[str, list[tuple[int, int]]]:
    """One normalisation pass: the normalised text and, per character, its original span."""
    src = _clusters(text)
    chars: list[str] = []
    spans: list[tuple[int, int]] = []

    def emit(ch: str, s: int, e: int) -> None:
        if ch == " " and (not chars or chars[-1] == " "):
            return
        chars.append(ch)
        spans.append((s, e))

    k, n = 0, len(src)
    while k < n:
        ch, s, e = src[k]
        if ch in QUOTE_MARKS:
            k += 1
            continue
        if ch.isspace() or ch in BULLETS or ch in PIPES:
            emit(" ", s, e)
            k += 1
            continue
        if ch in HYPHENS or ch in EN_DASHES or ch in EM_DASHES:
            prev = chars[-1] if chars else ""
            nxt = src[k + 1][0] if k + 1 < n else ""
            if ch not in EM_DASHES and prev.isalpha():
                joined = _hyphenated_break(src, k + 1)
                if joined is not None:  # "emprun-\nt" → "emprunt"
                    k = joined
                    continue
            if ch not in EM_DASHES and nxt.isdigit() and not prev.isalnum():
                emit("-", s, e)  # a minus sign is meaning
                k += 1
                continue
            after = k + 1
            while after < n and src[after][0].isspace():
                after += 1
            if (
                ch not in EM_DASHES
                and not prev.isalnum()
                and after > k + 1
                and after < n
                and src[after][0].isdigit()
                and ch in HYPHENS | EN_DASHES
            ):
                # "- 591": the sign, written apart from its number. Any whitespace run,
                # line breaks included, reads the same: DFM 2025 p. 34 prints "2.591% -"
                # at a line end and "5.5%" on the next line, which a copy puts on one line.
                emit("-", s, e)
                k = after
                continue
            if ch not in EM_DASHES and prev.isalnum() and nxt.isalnum():
                emit("-", s, e)
                k += 1
                continue
            emit(" ", s, e)  # a dash used as punctuation
            k += 1
            continue
        emit(ch, s, e)
        k += 1
    while chars and chars[-1] == " ":
        chars.pop()
        spans.pop()
    return "".join(chars), spans


def _hyphenated_break(src: list[tuple[str, int, int]], k: int) -> int | None:
    """Index of the letter after a hyphen + line break + lower-case letter, else None."""
    n = len(src)
    saw_break = False
    while k < n and src[k][0].isspace():
        saw_break = saw_break or src[k][0] in LINE_BREAKS
        k += 1
    if saw_break and k < n and src[k][0].isalpha() and src[k][0].islower():
        return k
    return None


def normalise(text: str) -> str:
    """The comparison form of a text; idempotent (a pass is repeated until stable)."""
    out, _ = mapped(text)
    for _ in range(4):  # NFKC after lower-casing can expose new forms; settle them
        again, _ = mapped(out)
        if again == out:
            break
        out = again
    return out


@dataclass(frozen=True)
class Keyed:
    """A text reduced for matching: word characters and punctuation, no spaces.

    `key[i]` came from `norm[at[i]]`. `space_before[i]`: the normalised text holds a space
    just before key character i. `gap_before[i]`: it holds any separator there — a space,
    a hyphen inside a word, or original characters dropped by normalisation (quote marks,
    a hyphen at a line break).
    """

    norm: str
    spans: list[tuple[int, int]]
    key: str
    at: list[int]
    space_before: list[bool]
    gap_before: list[bool]

    @classmethod
    def of(cls, text: str) -> Keyed:
        norm, spans = mapped(text)
        key: list[str] = []
        at: list[int] = []
        spaces: list[bool] = []
        gaps: list[bool] = []
        space = gap = False
        for i, ch in enumerate(norm):
            if ch == " ":
                space = gap = True
                continue
            if (
                ch == "-"
                and 0 < i < len(norm) - 1
                and norm[i - 1].isalpha()
                and norm[i + 1].isalpha()
            ):
                gap = True  # "cash-flow" = "cash flow" = "cashflow" for matching
                continue
            if i > 0 and spans[i - 1][1] < spans[i][0]:
                gap = True  # something was dropped here: a quote mark, a broken hyphen
            key.append(ch)
            at.append(i)
            spaces.append(space)
            gaps.append(gap)
            space = gap = False
        return cls(norm, spans, "".join(key), at, spaces, gaps)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Original offsets of key characters start..end-1."""
        return self.spans[self.at[start]][0], self.spans[self.at[end - 1]][1]


# ---------------------------------------------------------------- folds
# The named ways of folding text before comparing words (issue 12: four modules each had
# their own). Unlike `normalise`, a fold keeps no way back to the original characters and
# is never used to decide that a quote is verbatim.


def fold_accents(text: str) -> str:
    """NFKC, lower case, accents removed: words compare whatever the typing ("Trésorerie"
    and "tresorerie"). The claim checker's content words and stop words."""
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fold_apostrophes(text: str) -> str:
    """`fold_accents`, with every apostrophe a space and œ/æ spelt out: "l’endettement" gives
    the word "endettement" (the form `ask`'s index and the statement labels compare)."""
    text = fold_accents(text)
    for mark in "'’‘`´":
        text = text.replace(mark, " ")
    return text.replace("œ", "oe").replace("æ", "ae")


def fold_spaces(text: str) -> str:
    """Lower case, one straight apostrophe, one space for any run of whitespace; accents
    kept and nothing else changed (the risk lexicon's patterns are written for this form)."""
    text = text.lower().replace("’", "'").replace("‘", "'").replace("`", "'")
    return _WHITESPACE_RUN.sub(" ", text)


_WHITESPACE_RUN = re.compile(r"[\s\u00a0\u202f]+")
