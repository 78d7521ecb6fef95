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

    Refused (exit 2) until `analyste signals SLUG` has run on the current facts. A
    memos/SLUG.json edited by hand is kept (re-verified; exit 1 on a defect) and the new
    memo written beside it as memos/SLUG.generated.json, as `analyste run` does.
    """
    from analyste.memo import attempts_text, require_risk_reader
    from analyste.pipeline import defect_lines, kept_line, memo_step
    from analyste.providers import get_provider
    from analyste.settings import paths

    chosen = get_provider(provider, model, record=record)
    # Before the risk reader ran, "no risk signal" would be false reassurance: refuse.
    require_risk_reader(slug)
    where = paths()
    step = memo_step(slug, chosen, where, reuse=False)
    result = step.generated
    if step.edited:  # the analyst's file is kept; said in one line, its defects below
        click.echo(kept_line(slug, step.verified, result.verified))
        for line in defect_lines(step.edited_defects):
            click.echo(f"  {line}")
        sys.exit(0 if step.verified else 1)
    tries = attempts_text(result.attempts, "en")
    if result.verified:
        verdict = f"verified ({tries})"
    else:
        n = len(result.defects)
        verdict = f"REJECTED after {tries}, {n} defect{'s' if n != 1 else ''}"
    click.echo(f"{slug}: memo {verdict} → {step.path}")
    if not quiet:
        for line in defect_lines(result.defects):
            click.echo(f"  {line}")
    sys.exit(0 if result.verified else 1)


COMMANDS = [memo]
