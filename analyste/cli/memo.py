"""`analyste memo SLUG`: the writer + verification → memos/<slug>.json and .md."""

from __future__ import annotations

import sys

import click

from analyste.cli._options import echo_json, output_options, provider_options


@click.command(short_help="Write and verify the memo of SLUG. Exit 0 verified, 1 rejected.")
@click.argument("slug")
@provider_options
@output_options
def memo(
    slug: str,
    provider: str | None,
    model: str | None,
    record: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Write the credit memo of SLUG from its facts and verify it (exit 1 when rejected).

    Refused (exit 2) until `analyste signals SLUG` has run on the current facts. A
    memos/SLUG.json edited by hand is kept (re-verified; exit 1 on a defect) and the new
    memo written beside it as memos/SLUG.generated.json, as `analyste run` does. --json:
    {"slug", "verified", "attempts", "path", "defects", "edited"}.
    """
    from analyste.filing import defect_lines, kept_line, memo_step
    from analyste.memo import attempts_text, require_risk_reader
    from analyste.providers import get_provider
    from analyste.settings import paths

    chosen = get_provider(provider, model, record=record)
    # Before the risk reader ran, "no risk signal" would be false reassurance: refuse.
    require_risk_reader(slug)
    where = paths()
    step = memo_step(slug, chosen, where, reuse=False)
    result = step.generated
    if as_json:
        kept = bool(step.edited)
        echo_json(
            {
                "slug": slug,
                "verified": step.verified,  # of memos/SLUG.json: the kept one when edited
                "attempts": result.attempts,
                "path": str(step.path),
                "defects": [
                    d.model_dump() for d in (step.edited_defects if kept else result.defects)
                ],
                "edited": kept,
                "generated_verified": bool(result.verified),
            }
        )
        sys.exit(0 if step.verified else 1)
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
