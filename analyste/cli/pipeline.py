"""`analyste signals SLUG`, `analyste run [REPORTS_DIR]`, `analyste stats`."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from analyste.cli._options import json_option, output_options, provider_options, quiet_option


def wide_console() -> Any:
    """A rich console; off a terminal (make, CI, a pipe) 120 columns so tables do not wrap."""
    from rich.console import Console

    console = Console(highlight=False)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(highlight=False, width=120)
    return console


def _provider(provider: str | None, model: str | None, record: str | None) -> Any:
    from analyste.providers import get_provider

    return get_provider(provider, model, record=record)


@click.command()
@click.argument("slug")
@provider_options
@output_options
def signals(
    slug: str,
    provider: str | None,
    model: str | None,
    record: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Run the risk reader on facts/SLUG/ (extract and facts first) → Q- facts."""
    from analyste.errors import BadInput
    from analyste.settings import paths
    from analyste.signals import read_signals

    where = paths()
    for path in (where.facts_json(slug), where.pages_json(slug)):
        if not path.is_file():
            shown = f"facts/{slug}/{path.name}"
            raise BadInput(shown, f"missing: run `analyste facts reports/{slug}.pdf` first")
    result = read_signals(slug, _provider(provider, model, record), where=where)
    if as_json:
        click.echo(result.model_dump_json(indent=1))
        return
    click.echo(
        f"{slug}: {result.proposed} proposed, {result.verified} verified, "
        f"{result.rejected} rejected after send-back"
        + (f", {result.hidden} hidden-text" if result.hidden else "")
        + f"; pages sent {sum(len(b) for b in result.batches)} in {len(result.batches)} "
        f"batch{'' if len(result.batches) == 1 else 'es'}, "
        f"{len(result.pages_skipped)} skipped"
        + (
            f"; {len(result.set_aside)} set aside (a repeat, the same risk, or beyond the bounds)"
            if result.set_aside
            else ""
        )
    )
    if quiet:
        return
    for r in result.records:
        mark = "✓" if r.verified else "✗"
        extra = f"  [{r.reason}]" if r.reason else ""
        click.echo(f"  {mark} p.{r.page} {r.category}: {r.quote[:90]}{extra}")
    for p in result.problems:
        click.echo(f"  problem: {p}")


WIDE = 100  # below this many columns the table drops its tokens column


def memo_cell(c: Any) -> str:
    """The memo column in a word: ok, REJETÉ, édité (kept, verified) or édité ✗ (kept,
    with defects); "*" marks a memo taken from the cache (the table's caption says so)."""
    if c.memo_edited:  # memos/<slug>.json kept; the pipeline's memo is beside it
        return "[green]édité[/green]" if c.memo_verified else "[red]édité ✗[/red]"
    if not c.memo_verified:
        return "[red]REJETÉ[/red]"
    return "[green]ok[/green]" + ("*" if "memo" in c.reused else "")


def summary_table(result: Any, width: int = 120) -> Any:
    """The rich summary of a run, one row per company, fitting `width` columns (80 and
    up): fields as eval scores them ("68/68+2": canonical of expected, + optional), the
    memo in a word (`memo_cell`), tokens only from WIDE columns."""
    from rich.table import Table

    t = Table(title=f"analyste run — {result.provider}/{result.model}", title_justify="left")
    wide = width >= WIDE
    columns = [
        ("report", "left"),
        ("fields", "right"),
        ("checks", "right"),
        ("sig ✓/✗", "right"),
        ("memo", "left"),
        ("tries", "right"),
        *([("tokens in/out", "right")] if wide else []),
        ("time", "right"),
    ]
    for col, just in columns:
        t.add_column(col, justify=just, no_wrap=True)  # type: ignore[arg-type]
    if any("memo" in c.reused and not c.error and not c.memo_edited for c in result.companies):
        t.caption, t.caption_justify = "* memo reused from the cache", "left"
    for c in result.companies:
        time = f"{c.seconds:.1f}s"
        if c.error:
            # the reason is the one line printed when the report failed
            cells = [c.slug, "", "", "", "[red]error[/red]", "", *([""] if wide else []), time]
            t.add_row(*cells)
            continue
        fields = f"{c.fields_canonical}/{c.fields_expected}"
        fields += f"+{c.fields_optional}" if c.fields_optional else ""
        cells = [
            c.slug,
            fields,
            f"{c.checks_ok}/{c.checks_total}",
            f"{c.signals_verified}/{c.signals_rejected}",
            memo_cell(c),
            str(c.memo_attempts),
            *([f"{c.tokens_in}/{c.tokens_out}"] if wide else []),
            time,
        ]
        t.add_row(*cells)
    return t


def portfolio_line(verified: bool, reused: bool, attempts: int, marks: int, width: int) -> str:
    """The portfolio's line after the table; the command goes on a line of its own
    rather than break inside it."""
    from analyste.memo import attempts_text
    from analyste.review.labels import plural

    verdict = ("verified" if verified else "REJECTED") + (", reused" if reused else "")
    head = (
        f"portfolio: memo {verdict} ({attempts_text(attempts, 'en')}, "
        f"{plural(marks, 'review mark')})"
    )
    command = "→ `analyste show portfolio`"
    return f"{head} {command}" if len(head) + 1 + len(command) <= width else f"{head}\n  {command}"


RUN_HELP = """The whole pipeline on every PDF of REPORTS_DIR (default: reports/), then the
portfolio memo of the companies of this run; exit 0 only if every memo is verified.

facts/ and memos/ are written in the current folder (or ANALYSTE_HOME). Filings run in
parallel: --engine local (the default) in --workers processes (default: the CPU count;
1 runs them in this process), --engine ray as Ray tasks on the cluster of --ray-address
or RAY_ADDRESS, else on a local Ray started on loopback. Every engine writes the same
files; a rerun takes unchanged filings from the cache.
"""


def run_json(result: Any, exit_code: int) -> dict[str, Any]:
    """The one object `run --json` prints."""
    pf = result.portfolio
    return {
        "run_id": result.run_id,
        "provider": result.provider,
        "model": result.model,
        "engine": result.engine,
        "workers": result.workers,
        "seconds": result.seconds,
        "pages": result.pages,
        "memos_verified": sum(1 for c in result.companies if c.ok),
        "reports": len(result.companies),
        "exit_code": exit_code,
        "companies": [c.as_dict() for c in result.companies],
        "portfolio": None
        if pf is None
        else {
            "verified": pf.verified,
            "attempts": pf.attempts,
            "review_marks": sum(len(p.review) for p in pf.paragraphs),
            "reused": bool(pf.usage.get("reused")),
            "kept": pf.usage.get("kept"),
            "companies": [c.slug for c in result.companies if not c.error],
        },
        "problems": [f"portfolio: {p}" for p in result.after_memos],
    }


@click.command(help=RUN_HELP)
@click.argument("reports_dir", required=False, default="reports", type=click.Path(path_type=Path))
@click.option(
    "--engine",
    type=click.Choice(["local", "ray"]),
    envvar="ANALYSTE_ENGINE",
    default="local",
    show_default=True,
    help="local: processes on this machine; ray: Ray tasks (pip install 'analyste[ray]').",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    envvar="ANALYSTE_WORKERS",
    default=None,
    help="Filings at once (default: ANALYSTE_WORKERS, else the CPU count; 1 with local: "
    "in this process).",
)
@click.option(
    "--ray-address",
    envvar="RAY_ADDRESS",
    default=None,
    help="The Ray cluster to use (default: RAY_ADDRESS, else a local Ray on loopback).",
)
@provider_options
@json_option
@quiet_option
def run(
    reports_dir: Path,
    engine: str,
    workers: int | None,
    ray_address: str | None,
    provider: str | None,
    model: str | None,
    record: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    from analyste.errors import BadInput
    from analyste.filing import kept_line
    from analyste.pipeline import run_reports
    from analyste.progress import run_progress

    if reports_dir.is_file() or reports_dir.suffix.lower() == ".pdf":
        raise BadInput(
            reports_dir,
            "not a folder: pass the folder that holds it, or use `analyste facts FILE.pdf`",
        )
    p = _provider(provider, model, record)
    console = wide_console()
    quiet = quiet or as_json

    def line(c: Any) -> None:
        for problem in c.problems:  # a batch the provider could not answer: signals missing
            click.echo(f"{c.slug}: risk reader: {problem}", err=True)
        if c.error:
            click.echo(f"error: {c.pdf}: {c.error}", err=True)  # the one line a bad PDF gets
            return
        if c.memo_edited:  # said even with --quiet: the analyst's file was not replaced
            click.echo(
                kept_line(c.slug, bool(c.memo_verified), bool(c.generated_verified)), err=True
            )
            for defect in c.edited_defects:
                click.echo(f"  {c.slug}: {defect}", err=True)
        elif not bar.shown and not quiet:
            verdict = "verified" if c.memo_verified else "REJECTED"
            click.echo(f"{c.slug}: memo {verdict} ({c.seconds:.1f}s)")

    with run_progress(quiet=quiet, console=console) as bar:
        result = run_reports(
            reports_dir,
            p,
            on_company=line,
            engine=engine,
            workers=workers,
            ray_address=ray_address,
            on_progress=bar.update_run,
        )
    kept = result.portfolio.usage.get("kept") if result.portfolio is not None else None
    # "0 when every memo is verified": the portfolio memo is one of them (issue 8); an
    # edited portfolio memo counts by its own verdict, the one kept
    portfolio_ok = result.portfolio is None or (
        kept["verified"] if kept else result.portfolio.verified
    )
    code = 0 if result.all_verified and portfolio_ok else 1
    if as_json:
        click.echo(json.dumps(run_json(result, code), ensure_ascii=False))
    elif not quiet:
        console.print(summary_table(result, console.width))
        verified = sum(1 for c in result.companies if c.ok)
        rate = f", {result.pages / result.seconds:.0f} pages/s" if result.seconds else ""
        console.print(
            f"{verified}/{len(result.companies)} memos verified in {result.seconds:.1f}s "
            f"(run {result.run_id}; {result.engine}, {result.workers} "
            f"worker{'s' if result.workers > 1 else ''}{rate})"
        )
    # memos/portfolio.json edited by hand: kept, re-verified (said even --quiet)
    if kept and result.portfolio is not None:
        ours = "verified" if result.portfolio.verified else "REJECTED"
        click.echo(
            "portfolio: memos/portfolio.json edited by hand — kept "
            f"({'verified' if kept['verified'] else 'DEFECTS'}); the pipeline's memo "
            f"({ours}) is memos/portfolio.generated.json",
            err=True,
        )
        for defect in kept["defects"]:
            click.echo(f"  portfolio: {defect}", err=True)
    elif result.portfolio is not None and not quiet:
        pf = result.portfolio
        marks = sum(len(p.review) for p in pf.paragraphs)
        reused = bool(pf.usage.get("reused"))
        console.print(portfolio_line(pf.verified, reused, pf.attempts, marks, console.width))
    for problem in result.after_memos:
        click.echo(f"portfolio: {problem}", err=True)
    sys.exit(code)


@click.command()
@output_options
def stats(as_json: bool, quiet: bool) -> None:
    """Quotes rejected per report and memos rejected after rewrite, per run and overall;
    memos edited by hand are counted apart."""
    from rich import box
    from rich.table import Table

    from analyste.runlog import RunLog
    from analyste.runlog import stats as compute
    from analyste.settings import paths

    data = compute(RunLog(paths().run_log))
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False))
        return
    if not data["runs"]:
        click.echo("no run logged yet (facts/runs.sqlite): run `analyste run` first")
        return
    if quiet:  # the overall figures on one line, no table
        o = data["overall"]
        click.echo(
            f"{len(data['runs'])} runs, {o['reports']} reports: quotes rejected per report "
            f"{'–' if o['quotes_rejected_per_report'] is None else o['quotes_rejected_per_report']}"
            f", memos rejected {o['memos_rejected']}/{o['memos']}, failed {o['errors']}"
        )
        return

    def pct(x: float | None) -> str:
        return "–" if x is None else f"{x:.0%}"

    def num(x: float | None) -> str:
        return "–" if x is None else f"{x:.2f}"

    def memos(r: dict[str, Any]) -> str:
        """Memos rejected of memos written; a run whose filings failed says so (issue 13:
        "0/0 (–)" read as a quiet run)."""
        failed = r.get("errors", 0)
        if not r["memos"]:
            return f"{failed} failed" if failed else "0"
        return f"{r['memos_rejected']}/{r['memos']} ({pct(r['memos_rejected_rate'])})"

    def edits(r: dict[str, Any]) -> str:
        """Memos edited by hand (kept), apart from the writer's rejections."""
        n, bad = r.get("memos_edited", 0), r.get("memos_edited_defects", 0)
        return f"{n} ({bad} with defects)" if bad else str(n)

    # Short headers, a caption, and below 100 columns no year and no "reused" column, so
    # that the table reads in a default 80-column terminal without cutting a value.
    console = wide_console()
    narrow = console.width < 100
    t = Table(
        title="monitored rates",
        title_justify="left",
        box=box.SIMPLE_HEAD if narrow else box.HEAVY_HEAD,
        padding=(0, 1) if not narrow else (0, 0),
        pad_edge=not narrow,
        caption="quotes rej.: rejected after the one send-back, per report; memos rej.: "
        "writer memos rejected after the rewrite; edited: memos edited by hand, kept",
        caption_justify="left",
    )
    columns = ["run", "started", "provider/model", "reports", "quotes rej.", "memos rej."]
    columns += ["edited"] if narrow else ["edited", "reused"]
    for col in columns:
        t.add_column(col, no_wrap=True)

    def started(value: object) -> str:
        text = str(value)[:16].replace("T", " ")  # 2026-11-29 21:26
        return text[5:] if narrow else text

    for r in data["runs"]:
        row = [
            str(r["id"]),
            started(r["started"]),
            f"{r['provider']}/{r['model']}",
            str(r["reports"]),
            num(r["quotes_rejected_per_report"]),
            memos(r),
            edits(r),
            str(r["reused"]),
        ]
        t.add_row(*row[: len(columns)])
    o = data["overall"]
    overall = [
        "all",
        "",
        f"({o['counted']} rows)",
        str(o["reports"]),
        num(o["quotes_rejected_per_report"]),
        memos(o),
        edits(o),
        "",
    ]
    t.add_row(*overall[: len(columns)], style="bold")
    console.print(t)


COMMANDS = [signals, run, stats]
