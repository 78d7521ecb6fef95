"""`analyste extract PDF…`: page text of each PDF into facts/<slug>/pages.json.

Thin: checks nothing itself (analyste.pages does), draws the progress bar, prints one
line per PDF. An unusable PDF gives one line "error: <file>: <reason>"; the other PDFs
are still extracted, and the exit status is 2 at the end.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from analyste.cli._options import quiet_option

# Shorter documents finish before a bar would be worth drawing.
BAR_FROM_PAGES = 20


class _Bar:
    """A rich progress bar started on the first report, so that worker processes are
    forked before its refresh thread exists; silent when stderr is not a terminal."""

    def __init__(self, label: str, enabled: bool) -> None:
        self.label = label
        self.enabled = enabled
        self.calls = 0
        self._progress: Any = None
        self._task: Any = None

    def __call__(self, done: int, total: int) -> None:
        self.calls += 1
        if not self.enabled or total < BAR_FROM_PAGES:
            return
        if self._progress is None:
            from rich.console import Console
            from rich.progress import Progress

            console = Console(stderr=True)
            if not console.is_terminal:
                self.enabled = False
                return
            self._progress = Progress(console=console, transient=True)
            self._progress.start()
            self._task = self._progress.add_task(self.label, total=total)
        self._progress.update(self._task, completed=done)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()


@click.command()
@click.argument("pdfs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--force", is_flag=True, help="Re-extract even when the cache is current.")
@quiet_option
def extract(pdfs: tuple[Path, ...], force: bool, quiet: bool) -> None:
    """Extract the page text of each PDF into facts/<slug>/pages.json."""
    from analyste.errors import BadInput
    from analyste.pages import extract as run
    from analyste.settings import paths

    where = paths()
    failed = False
    for pdf in pdfs:
        bar = _Bar(f"{pdf.name}", enabled=not quiet)
        try:
            result = run(pdf, where, force=force, progress=bar)
        except BadInput as e:
            click.echo(f"error: {e}", err=True)
            failed = True
            continue
        finally:
            bar.close()
        for warning in result.warnings:
            click.echo(f"warning: {pdf}: {warning}", err=True)
        if not quiet:
            out = where.pages_json(result.slug)
            try:
                shown = out.relative_to(Path.cwd())
            except ValueError:
                shown = out
            cached = " (cached)" if bar.calls == 0 else ""
            n = result.page_count
            click.echo(f"{pdf}: {n} page{'s' if n > 1 else ''} → {shown}{cached}")
    if failed:
        sys.exit(2)


COMMANDS = [extract]
