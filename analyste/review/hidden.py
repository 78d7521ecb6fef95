"""Which hidden text a reader must be warned of: what would change what they are told.

The extraction records every character a reader of the PDF cannot see (`Page.hidden`) and
keeps it out of the page text; that record stays whole. A warning is another matter: on
the 3M 10-K, "hidden text on pages 1, 101, 103" came from white table headers ("Portion of
Derivative Comprehensive Income Recognized in Income") and one word in tiny type ("low")
— nothing a reader is told differently (issue 13). Hidden text is worth a warning when it
is an instruction to an automated reader (the risk lexicon's, as the risk reader decides
it), a figure, or a sentence (four words or more that are not a table header). The
injection planted in the Helvane sample stays a warning.

Not here: the hidden-text signals of the risk reader (`signals`), which make their own
choice of what becomes a Q- fact.
"""

from __future__ import annotations

from collections.abc import Sequence

from analyste.numbers import numbers_in
from analyste.schema import HiddenText, Page
from analyste.signals import hidden_is_fragment, hidden_is_instruction


def hidden_matters(hidden: HiddenText) -> str:
    """ "instruction", "figure" or "sentence" when the hidden text would change what a
    reader is told, else "" (a header, a stray word)."""
    text = hidden.text.strip()
    if not text:
        return ""
    if hidden_is_instruction(text):
        return "instruction"
    if any(m.measure or len(m.written.replace(" ", "")) > 1 for m in numbers_in(text)):
        return "figure"
    if not hidden_is_fragment(text):
        return "sentence"
    return ""


def hidden_warning(pages: Sequence[Page]) -> str:
    """The one warning line for the hidden text of a document, or "" when none matters."""
    found: dict[int, set[str]] = {}
    for page in pages:
        for hidden in page.hidden:
            kind = hidden_matters(hidden)
            if kind:
                found.setdefault(page.number, set()).add(kind)
    if not found:
        return ""
    kinds = sorted({k for ks in found.values() for k in ks})
    numbers = ", ".join(str(n) for n in sorted(found))
    s = "s" if len(found) > 1 else ""
    what = " or ".join(f"{'an' if k == 'instruction' else 'a'} {k}" for k in kinds)
    return (
        f"hidden text on page{s} {numbers}: {what} a reader cannot see (kept out of the page "
        "text, listed under hidden)"
    )
