"""`analyste memo SLUG`: the writer + verification → memos/<slug>.json and .md."""

from __future__ import annotations

import sys

import click

from analyste.cli._options import provider_options, quiet_option


@click.command()
@click.argument("slug")
@provider_options
@quiet_option
def memo(
    slug: str, provider: str | None, model: str | None, record: str | None, quiet: bool
) -> None:
    """Write the credit memo of SLUG from its facts and verify it (exit 1 when rejected)."""
    from analyste.memo import write_memo_files
    from analyste.providers import get_provider

    result, out = write_memo_files(slug, get_provider(provider, model, record=record))
    if result.verified:
        verdict = f"verified ({result.attempts} attempt(s))"
    else:
        verdict = f"REJECTED after {result.attempts} attempt(s), {len(result.defects)} defect(s)"
    click.echo(f"{slug}: memo {verdict} → {out}")
    if not quiet:
        for d in result.defects:
            where = "memo" if d.paragraph < 0 else f"paragraph {d.paragraph + 1}"
            click.echo(f"  {where}: {d.code} — {d.message}")
    sys.exit(0 if result.verified else 1)


COMMANDS = [memo]
