"""analyste.progress: bars in a terminal only, nothing in a pipe or with --quiet (issue 6)."""

from __future__ import annotations

import io

from rich.console import Console

from analyste.progress import progress


def test_silent_when_not_a_terminal() -> None:
    out = io.StringIO()
    with progress("extract", total=3, console=Console(file=out)) as bar:
        assert not bar.shown
        bar.advance()
        bar.describe("ferlac.pdf")
        bar(2, 3)  # the pages.extract callback shape
    assert out.getvalue() == ""


def test_silent_with_quiet_even_in_a_terminal() -> None:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=80)
    with progress("extract", total=3, quiet=True, console=console) as bar:
        assert not bar.shown
        bar.advance()
    assert out.getvalue() == ""


def test_draws_a_bar_in_a_terminal() -> None:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=80, color_system=None)
    with progress("extract", total=2, console=console) as bar:
        assert bar.shown
        bar.describe("ferlac.pdf")
        bar.advance(2)
    assert "ferlac.pdf" in out.getvalue()
