"""`analyste eval [REPORTS_DIR] [--pdfs PDF_DIR] [--runs N] [--json]`"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from analyste.cli._options import json_option, provider_options, quiet_option


def eval_table(data: dict[str, Any]) -> Any:
    """The rich table of an eval object (means over runs; worst case in brackets)."""
    from rich.table import Table

    runs = data["runs"]
    title = f"analyste eval — {data['provider']}/{data['model']}, {runs} run(s)"
    t = Table(title=title, title_justify="left")
    for col in (
        "report",
        "fields",
        "wrong (confirmed)",
        "checks",
        "ratio gap",
        "signals found",
        "recall",
        "precision",
        "false flags",
        "quotes rejected",
        "memo",
    ):
        t.add_column(
            col,
            justify="left" if col in ("report", "memo") else "right",
            no_wrap=col == "report",
        )

    def num(x: Any, fmt: str = "{}") -> str:
        return "–" if x is None else fmt.format(x)

    def worst(c: dict[str, Any], key: str, fmt: str = "{}") -> str:
        w = c.get("worst", {}).get(key)
        return f" ({fmt.format(w)})" if runs > 1 and w is not None else ""

    for c in data["companies"]:
        if c.get("error") and not c.get("fields_exact"):
            t.add_row(c["slug"], f"[red]error[/red]: {c['error'][:50]}", *[""] * 9)
            continue
        memo = c.get("memo_verified")
        memo_s = "[green]verified[/green]" if memo is True else "[red]rejected[/red]"
        if runs > 1 and isinstance(memo, float):
            memo_s = f"{memo:.0%} verified"
        sig = (
            "–"
            if c.get("signals_expected") is None
            else f"{num(c['signals_found'])}/{c['signals_expected']}" + worst(c, "signals_found")
        )
        t.add_row(
            c["slug"],
            f"{c['fields_exact']}/{c['fields_total']}",
            f"{c.get('fields_wrong', 0)} ({c.get('fields_wrong_confirmed', 0)})",
            f"{c['checks_passed']}/{c['checks_total']}",
            num(c.get("ratio_max_gap"), "{:g}"),
            sig,
            num(c.get("signal_recall"), "{:.0%}") + worst(c, "signal_recall", "{:.0%}"),
            num(c.get("signal_precision"), "{:.0%}") + worst(c, "signal_precision", "{:.0%}"),
            num(c.get("distractors_flagged")) + worst(c, "distractors_flagged"),
            num(c.get("quotes_rejected")) + worst(c, "quotes_rejected"),
            memo_s,
        )
    tot = data["totals"]
    t.add_row(
        "all",
        f"{tot['fields_exact']}/{tot['fields_total']}",
        f"{tot.get('fields_wrong') or 0} ({tot.get('fields_wrong_confirmed') or 0})",
        "",
        "",
        "–"
        if tot["signals_expected"] is None
        else f"{tot['signals_found']}/{tot['signals_expected']}",
        num(tot["signal_recall"], "{:.0%}"),
        num(tot["signal_precision"], "{:.0%}"),
        num(tot["distractors_flagged"]),
        num(tot["quotes_rejected"]),
        f"{tot['memos_verified']}/{tot['companies']} verified",
        style="bold",
    )
    return t


@click.command(name="eval")
@click.argument("reports_dir", required=False, default="reports", type=click.Path(path_type=Path))
@click.option(
    "--runs",
    default=1,
    show_default=True,
    type=click.IntRange(1, 100),
    help="Repeat the agents (signals and memo) N times: mean and worst case.",
)
@click.option(
    "--pdfs",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder of the PDFs, when they are not beside their expected files.",
)
@provider_options
@json_option
@quiet_option
def eval_command(
    reports_dir: Path,
    runs: int,
    pdfs: Path | None,
    provider: str | None,
    model: str | None,
    record: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Compare the pipeline's output with REPORTS_DIR/*.expected.json."""
    from analyste.cli.pipeline import wide_console
    from analyste.evaluate import evaluate
    from analyste.providers import get_provider

    p = get_provider(provider, model, record=record)
    data = evaluate(reports_dir, p, runs=runs, pdfs=pdfs)
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False))
        return
    console = wide_console()
    console.print(eval_table(data))
    if not quiet:
        for c in data["companies"]:
            statuses = {(w["year"], w["field"]): w["status"] for w in c.get("wrong_fields", [])}
            for m in c.get("missed_fields", [])[:20]:
                st = statuses.get((m["year"], m["field"]))
                status = f" ({st})" if st else ""
                console.print(
                    f"  {c['slug']} {m['year']} {m['field']}: expected {m['expected']}, "
                    f"read {m['read']}{status}"
                )
            if len(c.get("missed_fields", [])) > 20:
                console.print(f"  {c['slug']}: … {len(c['missed_fields']) - 20} more misses")
            for s in c.get("missed_signals", []) or []:
                console.print(f"  {c['slug']} missed signal p.{s['page']}: {s['quote'][:80]}")
            for s in c.get("unexpected_signals", []) or []:
                console.print(f"  {c['slug']} unexpected p.{s['page']}: {s['quote'][:80]}")


COMMANDS = [eval_command]
