"""`analyste extract PDF…`"""

from __future__ import annotations

from pathlib import Path

import click

from analyste.cli._options import quiet_option


@click.command()
@click.argument("pdfs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--force", is_flag=True, help="Re-extract even when the cache is current.")
@quiet_option
def extract(pdfs: tuple[Path, ...], force: bool, quiet: bool) -> None:
    """Extract the page text of each PDF into facts/<slug>/pages.json."""
    from analyste.pages import extract as run

    for pdf in pdfs:
        result = run(pdf, force=force)
        if not quiet:
            click.echo(f"{pdf}: {result.page_count} pages → facts/{result.slug}/pages.json")


COMMANDS = [extract]
