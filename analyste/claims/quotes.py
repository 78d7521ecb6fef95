"""Quotes: is a quote verbatim on its page, and is a span in quote marks in a cited source?

The matching of `check_quote` (word boundaries, split words) and its use for the text a
claim puts inside « … », “ … ” or "…". Not about numbers or wording.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from analyste.claims.messages import Problem, _message
from analyste.normalise import Keyed

MIN_QUOTE_CHARS = 12


@dataclass(frozen=True)
class QuoteCheck:
    ok: bool
    reason: str  # "" | too_short | not_on_page | found_on_page:<n> | stitched | page_out_of_range
    page: int  # the page named (1-based)
    span: tuple[int, int] | None  # offsets in the original page text when ok


# An ellipsis or a bracketed cut inside a quote glues pieces together (NFKC has already
# turned "…" into "...").
_STITCH = re.compile(r"\.{3,}|\[\s*\.*\s*\]|\(\s*\.{2,}\s*\)")
# Punctuation a quoter adds or drops at the edges: a final period, a colon, an ellipsis
# marking that the sentence goes on.
_EDGE = " .,;:!?"


def _trim_edges(k: Keyed) -> tuple[int, int]:
    """Key range of the quote without edge punctuation."""
    start, end = 0, len(k.key)
    while start < end and k.key[start] in _EDGE:
        start += 1
    while end > start and k.key[end - 1] in _EDGE:
        end -= 1
    return start, end


def _find(page: Keyed, quote: Keyed, qs: int, qe: int) -> tuple[int, int] | None:
    """Key range of the quote's key[qs:qe] in the page, word boundaries respected.

    Spaces are ignored for the search because real PDF text splits words: pdfplumber
    prints "Cash Flow s" and "Balance Shee t" in 3M's 10-K, where our pdfium layout prints
    "Cash Flows" — so either side may hold the split. Then the word boundaries are
    confirmed: the match must not start or end inside a word of the page, and every
    space of the quote between two word characters must fall on a separator of the page,
    unless it cuts off a fragment of one or two characters (the split-word pattern).
    "not able" therefore never passes for "notable".
    """
    needle = quote.key[qs:qe]
    if not needle:
        return None
    required = [i - qs for i in _word_spaces(quote, qs, qe)]
    pos = page.key.find(needle)
    while pos != -1:
        end = pos + len(needle)
        if (
            _boundary_before(page, pos)
            and _boundary_after(page, end)
            and all(page.gap_before[pos + r] for r in required)
        ):
            return pos, end
        pos = page.key.find(needle, pos + 1)
    return None


SPLIT_FRAGMENT_CHARS = 2


def _word_spaces(quote: Keyed, qs: int, qe: int) -> list[int]:
    """Key positions of the quote's spaces that must be word boundaries on the page."""
    spaces = [
        i
        for i in range(qs + 1, qe)
        if quote.space_before[i] and quote.key[i - 1].isalnum() and quote.key[i].isalnum()
    ]
    edges = [qs, *spaces, qe]
    required = []
    for k, i in enumerate(spaces, 1):
        before = _run(quote.key, i - 1, edges[k - 1] - 1, -1)
        after = _run(quote.key, i, edges[k + 1], 1)
        if min(before, after) > SPLIT_FRAGMENT_CHARS:
            required.append(i)
    return required


def _run(key: str, start: int, stop: int, step: int) -> int:
    """How many word characters from `start` towards `stop` (exclusive) before a break."""
    n = 0
    for i in range(start, stop, step):
        if not key[i].isalnum():
            break
        n += 1
    return n


def _boundary_before(page: Keyed, pos: int) -> bool:
    if pos == 0 or not page.key[pos].isalnum():
        return True
    return page.gap_before[pos] or not page.key[pos - 1].isalnum()


def _boundary_after(page: Keyed, end: int) -> bool:
    if end >= len(page.key) or not page.key[end - 1].isalnum():
        return True
    return page.gap_before[end] or not page.key[end].isalnum()


@lru_cache(maxsize=1024)
def _keyed(page_text: str) -> Keyed:
    # The risk reader checks many quotes against the same pages; a failed quote is looked
    # for on every page of a 10-K (~1 s to normalise 800k characters).
    return Keyed.of(page_text)


def check_quote(quote: str, pages: Sequence[str], page: int) -> QuoteCheck:
    """Is `quote` verbatim (after normalisation) on page `page` (1-based) of `pages`?"""
    if not 1 <= page <= len(pages):
        return QuoteCheck(False, "page_out_of_range", page, None)
    q = Keyed.of(quote)
    qs, qe = _trim_edges(q)
    core = q.norm[q.at[qs] : q.at[qe - 1] + 1] if qe > qs else ""
    if len(core) < MIN_QUOTE_CHARS:
        return QuoteCheck(False, "too_short", page, None)
    here = _keyed(pages[page - 1])
    hit = _find(here, q, qs, qe)
    if hit:
        return QuoteCheck(True, "", page, here.original_span(*hit))
    if _STITCH.search(core):
        return QuoteCheck(False, "stitched", page, None)
    # nearest other page first: the usual mistake is an off-by-one page number
    others = sorted((n for n in range(1, len(pages) + 1) if n != page), key=lambda n: abs(n - page))
    for n in others:
        if _find(_keyed(pages[n - 1]), q, qs, qe):
            return QuoteCheck(False, f"found_on_page:{n}", page, None)
    return QuoteCheck(False, "not_on_page", page, None)


# ---------------------------------------------------------------- quoted spans

# (open, close) quote marks whose text must be copied from a cited source.
_QUOTE_MARKS = (("«", "»"), ("\u201c", "\u201d"))


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of the text inside « … », “ … ” and "…" (outermost only)."""
    spans: list[tuple[int, int]] = []

    def inside(i: int) -> bool:
        return any(a - 1 <= i < b + 1 for a, b in spans)

    for opening, closing in _QUOTE_MARKS:
        i = 0
        while (a := text.find(opening, i)) != -1:
            b = text.find(closing, a + 1)
            if b == -1:
                break
            if not inside(a):
                spans.append((a + 1, b))
            i = b + 1
    straight = [i for i, c in enumerate(text) if c == '"' and not inside(i)]
    spans.extend((a + 1, b) for a, b in zip(straight[0::2], straight[1::2], strict=False))
    return sorted(spans)


def _quote_problems(text: str, source_texts: Sequence[str], language: str) -> list[Problem]:
    problems = []
    for a, b in quoted_spans(text):
        q = Keyed.of(text[a:b])
        qs, qe = _trim_edges(q)
        core = q.norm[q.at[qs] : q.at[qe - 1] + 1] if qe > qs else ""
        if len(core) < MIN_QUOTE_CHARS:
            continue  # a term in quote marks, not a quotation
        if any(_find(_keyed(source), q, qs, qe) for source in source_texts):
            continue
        words = text[a:b].split()
        head = " ".join(words[:5]) + ("…" if len(words) > 5 else "")
        problems.append(
            Problem(
                f"quote_not_in_sources:{head}",
                True,
                _message("quote_not_in_sources", language, head),
            )
        )
    return problems


def _blank_quotes(text: str) -> str:
    """The text with what is inside quote marks blanked (checked word for word instead)."""
    chars = list(text)
    for a, b in quoted_spans(text):
        chars[a:b] = " " * (b - a)
    return "".join(chars)
