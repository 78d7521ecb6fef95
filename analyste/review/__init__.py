"""Review: a memo shown for checking, in the terminal or as a standalone HTML page (issue 6).

An analyst does not trust a memo, they check it: every source id leads to its fact, every
quote to its page, every ratio to the statement lines it was computed from.

- `data`: loads what a review shows from the files on disk (memo, a rejected draft kept
  beside it, the facts of every company a memo cites, pages, the run log);
- `terminal`: rich renderables for `analyste show SLUG` and `--fact ID`;
- `locate`: where a quote or a printed number sits on the PDF page (character boxes);
- `html`: the standalone page of `analyste show SLUG --html FILE`.
"""

from __future__ import annotations

from analyste.review.data import Review, ShowError, load_review

__all__ = ["Review", "ShowError", "load_review"]
