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

from analyste.cli._options import echo_json, output_options

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


@click.command(short_help="Page text of each PDF into facts/<slug>/pages.json.")
@click.argument("pdfs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--force", is_flag=True, help="Re-extract even when the cache is current.")
@output_options
def extract(pdfs: tuple[Path, ...], force: bool, as_json: bool, quiet: bool) -> None:
    """Extract the page text of each PDF into facts/<slug>/pages.json.

    --json: {"reports": [{"pdf", "slug", "pages", "path", "cached", "warnings"}],
    "errors": [{"pdf", "reason"}]}; a bad PDF still gets its `error:` line on stderr.
    """
    from analyste.errors import BadInput
    from analyste.pages import extract as run
    from analyste.settings import paths

    where = paths()
    failed = False
    reports: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    for pdf in pdfs:
        bar = _Bar(f"{pdf.name}", enabled=not (quiet or as_json))
        try:
            result = run(pdf, where, force=force, progress=bar)
        except BadInput as e:
            click.echo(f"error: {e}", err=True)
            errors.append({"pdf": str(pdf), "reason": e.reason})
            failed = True
            continue
        finally:
            bar.close()
        warnings = shown_warnings(result)
        for warning in warnings:
            click.echo(f"warning: {pdf}: {warning}", err=True)
        out = where.pages_json(result.slug)
        try:
            shown = out.relative_to(Path.cwd())
        except ValueError:
            shown = out
        cached = bar.calls == 0
        n = result.page_count
        reports.append(
            {
                "pdf": str(pdf),
                "slug": result.slug,
                "pages": n,
                "path": str(shown),
                "cached": cached,
                "warnings": warnings,
            }
        )
        if not quiet and not as_json:
            note = " (cached)" if cached else ""
            click.echo(f"{pdf}: {n} page{'s' if n > 1 else ''} → {shown}{note}")
    if as_json:
        echo_json({"reports": reports, "errors": errors})
    if failed:
        sys.exit(2)


def shown_warnings(result: Any) -> list[str]:
    """The extraction's warnings as a reader gets them: hidden text only when it would
    change what they are told (review.hidden; the 3M 10-K's white table headers and one
    tiny word are recorded under `hidden`, not warned of)."""
    from analyste.review.hidden import hidden_warning

    out = [w for w in result.warnings if not w.startswith("hidden text on page")]
    hidden = hidden_warning(result.pages)
    return [*out, hidden] if hidden else out


COMMANDS = [extract]
