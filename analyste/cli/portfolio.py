"""`analyste portfolio [SLUG…]`: the portfolio memo from existing facts → memos/portfolio.*."""

from __future__ import annotations

import sys

import click

from analyste.cli._options import echo_json, output_options, provider_options


@click.command()
@click.argument("slugs", nargs=-1)
@provider_options
@output_options
def portfolio(
    slugs: tuple[str, ...],
    provider: str | None,
    model: str | None,
    record: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Write the portfolio memo of SLUGS (default: every facts/*/facts.json) and verify it
    (exit 0 verified, 1 rejected, 2 when fewer than two companies have facts)."""
    from analyste.errors import BadInput
    from analyste.memo import attempts_text
    from analyste.portfolio import count_marks, load_companies, write_portfolio_files
    from analyste.providers import get_provider
    from analyste.review.labels import plural
    from analyste.runlog import PortfolioRow, RunLog
    from analyste.runstate import mark_portfolio_run
    from analyste.settings import paths

    where = paths()
    companies = load_companies(list(slugs) or None, where)
    if len(companies) < 2:
        found = ", ".join(ff.slug for ff in companies) or "none"
        raise BadInput(where.facts, f"a portfolio needs two companies with facts (found: {found})")
    p = get_provider(provider, model, record=record)
    log = RunLog(where.run_log)
    run_id = log.start(p.name, p.model, "portfolio", " ".join(ff.slug for ff in companies))
    memo, out = write_portfolio_files(companies, p, where)
    log.record_portfolio(run_id, PortfolioRow.of(memo))
    mark_portfolio_run(where, run_id, [ff.slug for ff in companies])
    log.finish(run_id)
    marks = count_marks(memo)
    if as_json:
        echo_json(
            {
                "companies": [ff.slug for ff in companies],
                "run": run_id,
                "verified": memo.verified,
                "attempts": memo.attempts,
                "defects": [d.model_dump() for d in memo.defects],
                "review_marks": marks,
                "memo": str(out),
            }
        )
        sys.exit(0 if memo.verified else 1)
    tries = attempts_text(memo.attempts, "en")
    if memo.verified:
        verdict = f"verified ({tries})"
    else:
        verdict = f"REJECTED after {tries}, {plural(len(memo.defects), 'defect')}"
    click.echo(
        f"portfolio ({', '.join(ff.slug for ff in companies)}): memo {verdict}, "
        f"{plural(marks['all'], 'review mark')} ({marks['clue']} by the clue, "
        f"{marks['comparison']} comparison) → {out}"
    )
    if not quiet:
        for d in memo.defects:
            where_ = "memo" if d.paragraph < 0 else f"paragraph {d.paragraph + 1}"
            click.echo(f"  {where_}: {d.code} — {d.message}")
    kept = memo.usage.get("kept")
    if kept:  # memos/portfolio.json edited by hand: never overwritten, checked again
        click.echo(
            "memos/portfolio.json edited by hand — kept "
            f"({'verified' if kept['verified'] else 'DEFECTS'}); the new memo is {out}"
        )
        for defect in kept["defects"]:
            click.echo(f"  {defect}")
        sys.exit(0 if kept["verified"] else 1)
    sys.exit(0 if memo.verified else 1)


COMMANDS = [portfolio]
