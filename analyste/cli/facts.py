"""`analyste facts PDF…`: fields, checks, R- and A- facts → facts/<slug>/facts.json."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from analyste.cli._options import json_option, quiet_option
from analyste.errors import AnalysteError


def summary(ff: Any) -> dict[str, Any]:
    """The counts the command prints for one FactsFile (also its --json shape)."""
    from analyste.facts import field_counts

    read = sum(len(v) for v in ff.fields.values())
    counts = field_counts(ff)
    failed = [c.name for c in ff.checks if not c.ok]
    return {
        "slug": ff.slug,
        "company": ff.company,
        "unit": ff.unit,
        "language": ff.language,
        "years": ff.years,
        "fields_read": read,  # canonical + optional
        "fields_canonical": counts.canonical,
        "fields_expected": counts.expected,
        "fields_optional": counts.optional,
        "fields_missing": len(ff.missing),
        "checks_ok": len(ff.checks) - len(failed),
        "checks_failed": failed,
        "ratios": sum(1 for f in ff.facts if f.kind == "ratio" and f.data.get("role") != "field"),
        "amounts": sum(1 for f in ff.facts if f.kind == "ratio" and f.data.get("role") == "field"),
        "alerts": sum(1 for f in ff.facts if f.kind == "alert"),
        "quotes": sum(1 for f in ff.facts if f.kind == "quote"),
        # what proves the values (issue 15): how many no identity confirms, how many a
        # failing identity contradicts, and the R-/A- facts withheld because of them
        "unconfirmed": len(ff.reading.unconfirmed),
        "conflicts": len(ff.reading.conflicts),
        "withheld": [w.id for w in ff.withheld],
        "kind": ff.reading.kind,
        "notes": list(ff.reading.notes),
    }


def _fields_cell(r: dict[str, Any]) -> str:
    """ "68/68 + 2 optional": canonical fields read of expected, then the optional ones."""
    head = f"{r['fields_canonical']}/{r['fields_expected']}"
    return f"{head} + {r['fields_optional']} optional" if r["fields_optional"] else head


@click.command()
@click.argument("pdfs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--force", is_flag=True, help="Rebuild even when facts.json is current.")
@json_option
@quiet_option
def facts(pdfs: tuple[Path, ...], force: bool, as_json: bool, quiet: bool) -> None:
    """Read the statements of each PDF, check them, and compute R- and A- facts."""
    from rich.console import Console
    from rich.table import Column, Table

    from analyste.facts import build_facts

    rows: list[dict[str, Any]] = []
    errors: list[str] = []
    for pdf in pdfs:
        try:
            ff = build_facts(pdf, force=force)
        except AnalysteError as e:
            # One bad PDF does not stop the others; it is one line and exit status 2.
            errors.append(str(e))
            if not as_json:
                click.echo(f"error: {e}", err=True)
            continue
        rows.append(summary(ff))
        if as_json or quiet:
            continue
        alerts = [f for f in ff.facts if f.kind == "alert"]
        click.echo(f"{pdf} → facts/{ff.slug}/facts.json")
        for alert in alerts:
            click.echo(f"  {alert.id}  {alert.text}")
        for note in ff.reading.notes:
            click.echo(f"  note: {note}")
        for w in ff.withheld:
            click.echo(f"  withheld {w.id}: {w.reason}")

    if as_json:
        click.echo(json.dumps({"reports": rows, "errors": errors}, ensure_ascii=False, indent=1))
    elif rows and not quiet:
        table = Table(
            "report",
            "company",
            Column("fields read", no_wrap=True),
            "missing",
            "checks",
            "ratios",
            "alerts",
        )
        for r in rows:
            ok, failed = r["checks_ok"], len(r["checks_failed"])
            checks = f"{ok} ok" + (f", [red]{failed} failed[/red]" if failed else "")
            table.add_row(
                r["slug"],
                r["company"],
                _fields_cell(r),
                str(r["fields_missing"]),
                checks,
                str(r["ratios"]),
                str(r["alerts"]),
            )
        Console().print(table)
    if errors:
        sys.exit(2)


COMMANDS = [facts]
