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
    """Write the credit memo of SLUG from its facts and verify it (exit 1 when rejected).

    Refused (exit 2) until `analyste signals SLUG` has run on the current facts.
    """
    from analyste.memo import attempts_text, require_risk_reader, write_memo_files
    from analyste.providers import get_provider

    chosen = get_provider(provider, model, record=record)
    # Before the risk reader ran, "no risk signal" would be false reassurance: refuse.
    require_risk_reader(slug)
    result, out = write_memo_files(slug, chosen)
    tries = attempts_text(result.attempts, "en")
    if result.verified:
        verdict = f"verified ({tries})"
    else:
        n = len(result.defects)
        verdict = f"REJECTED after {tries}, {n} defect{'s' if n != 1 else ''}"
    click.echo(f"{slug}: memo {verdict} → {out}")
    if not quiet:
        for d in result.defects:
            where = "memo" if d.paragraph < 0 else f"paragraph {d.paragraph + 1}"
            click.echo(f"  {where}: {d.code} — {d.message}")
    sys.exit(0 if result.verified else 1)


COMMANDS = [memo]
