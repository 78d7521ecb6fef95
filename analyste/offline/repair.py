"""The offline writers' one rewrite: the previous draft with its defective parts removed.

Shared by the company writer and the portfolio writer. A rule-based writer cannot
rephrase, so on a correction request it drops what the checker refused: a cited id that
does not exist, every sentence holding a number or a quote the checker named, and a
paragraph left without a source or a word. It never adds anything.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

# A sentence ends at . ! ? followed by a capital or an opening guillemet.
SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«])")

# Problem codes whose value is a piece of the sentence at fault (claims.py, docs/claims.md).
_VALUE_CODES = (
    "number_not_found",
    "unit_mismatch",
    "year_mismatch",
    "direction_mismatch",
    "threshold_mismatch",
    "comparison_false",
    "quote_not_in_sources",
)


def repaired_paragraphs(
    previous: Mapping[str, Any], corrections: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """Paragraphs (section, text, sources) of `previous` without the refused parts."""
    by_paragraph: dict[int, list[str]] = {}
    for c in corrections:
        by_paragraph.setdefault(int(c.get("paragraph", -1)), []).append(str(c.get("code", "")))
    out: list[dict[str, Any]] = []
    for i, p in enumerate(previous.get("paragraphs", [])):
        codes = by_paragraph.get(i, [])
        sources = [s for s in p["sources"] if f"missing_id:{s}" not in codes]
        text = p["text"]
        for code in codes:
            name, _, value = code.partition(":")
            if name in _VALUE_CODES and value:
                piece = _piece(name, value)
                text = " ".join(s for s in SENTENCES.split(text) if piece not in _flat(s))
        if "no_citation" in codes or not sources or not text.strip():
            continue
        out.append({"section": p["section"], "text": text, "sources": sources})
    return out


def _piece(name: str, value: str) -> str:
    """What to look for in a sentence: the number, or the opening words of a quote."""
    value = value.rstrip("…").strip()
    if name == "comparison_false":  # "<a> <op> <b>": the first number names the sentence
        value = value.split(" ")[0]
    return _flat(value)


def _flat(text: str) -> str:
    return re.sub(r"\s", " ", text)
