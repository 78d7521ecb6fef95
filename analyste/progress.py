"""One progress helper for long work: rich bars in a terminal, silence elsewhere.

Issue 6: extraction, agent calls and the pipeline show progress in a terminal, and stay
quiet and plain when the output is a file, a pipe or a CI log, or with `--quiet` — a bar
redrawn into a log file is noise, and tests compare output exactly.

    with progress("extract", total=len(pdfs), quiet=quiet) as bar:
        for pdf in pdfs:
            bar.describe(pdf.name)
            ...
            bar.advance()

`Tracker` is also callable as `tracker(done, total)`, the shape of the `progress`
callback of `analyste.pages.extract`.

`run_progress()` is the bar of a long `analyste run` (issue 14), fed by the driver (the
workers report nothing while they work): filings done out of total, pages per second
and an estimate of the time left, from the filings done so far.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class Tracker:
    """Advances one bar; every method does nothing when the bar is not shown."""

    def __init__(self, bar: Progress | None = None, task: TaskID | None = None) -> None:
        self._bar = bar
        self._task = task

    @property
    def shown(self) -> bool:
        return self._bar is not None

    def advance(self, step: float = 1) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.advance(self._task, step)

    def describe(self, text: str) -> None:
        """Change the label (e.g. the file or the step being worked on)."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, description=text)

    def update(self, completed: float | None = None, total: float | None = None) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=completed, total=total)

    def __call__(self, done: int, total: int) -> None:
        self.update(completed=done, total=total)

    def update_run(self, state: Any) -> None:
        """A `pipeline.RunProgress`: filings done of total, pages per second."""
        if self._bar is None or self._task is None:
            return
        rate = state.pages / state.seconds if state.seconds > 0 else 0.0
        self._bar.update(
            self._task,
            completed=state.done,
            total=state.total,
            description=f"filings ({state.slug})" if state.slug else "filings",
            rate=f"{rate:.1f} pages/s",
        )


def shows_progress(console: Console | None = None, quiet: bool = False) -> bool:
    """True only for an interactive terminal and without --quiet."""
    console = console or Console(stderr=True)
    return not quiet and console.is_terminal and not console.is_dumb_terminal


@contextmanager
def progress(
    description: str,
    total: float | None = None,
    *,
    quiet: bool = False,
    console: Console | None = None,
) -> Iterator[Tracker]:
    """A rich progress bar on stderr (stdout stays for results), or a silent Tracker.

    `total=None` draws a spinner-style bar for work of unknown length.
    """
    console = console or Console(stderr=True)
    if not shows_progress(console, quiet):
        yield Tracker()
        return
    bar = Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,  # the result printed afterwards is what stays on screen
    )
    with bar:
        yield Tracker(bar, bar.add_task(description, total=total))


@contextmanager
def run_progress(*, quiet: bool = False, console: Console | None = None) -> Iterator[Tracker]:
    """The bar of `analyste run`: filings m/n, pages per second, time left, time spent."""
    console = console or Console(stderr=True)
    if not shows_progress(console, quiet):
        yield Tracker()
        return
    bar = Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TextColumn("left"),
        TimeRemainingColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    with bar:
        yield Tracker(bar, bar.add_task("filings", total=None, rate="– pages/s"))
