"""Label-free self-check of the statement reader on a folder of 10-Ks (dev10k).

What for: the 32 unlabelled 10-Ks of ../shared/realworld/dev10k have no expected values,
but three things can be checked without them (their README): the latest year read equals
the <YEAR> in the file name (`<COMPANY>_<YEAR>_10K.pdf`); each primary statement's
arithmetic closes (every check passes); how many canonical fields are read for the latest
year (a person reads about 27). One line per filing, then totals, and the seconds the
reader takes per filing (extraction is cached and not counted).

What not: no scoring against labels (that is `analyste eval`), no tuning.

    .venv/bin/python scripts/dev10k_check.py [DIR] [--cache DIR] [--json]
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

import click

from analyste.checks import checks_and_identities
from analyste.errors import BadInput
from analyste.pages import extract
from analyste.schema import CANONICAL
from analyste.settings import Paths

HERE = Path(__file__).resolve().parent.parent
DEFAULT_DIR = HERE.parent / "shared" / "realworld" / "dev10k"
DEFAULT_CACHE = HERE / "facts" / ".dev10k"


def _year_of(stem: str) -> int | None:
    m = re.search(r"_(\d{4})_", stem)
    return int(m.group(1)) if m else None


def score(stem: str, reading, labels: Path | None) -> dict:
    """Fields exact / total against a hand-read expected file, when one exists; the wrong
    values (read, but not the expected value) and how many of them were `confirmed`."""
    from analyste.evaluate import load_expected, score_fields

    exp = labels / f"{stem}.expected.json" if labels else None
    if exp is None or not exp.is_file():
        return {}
    scored = score_fields(load_expected(exp), reading)
    wrong = [m for m in scored["missed_fields"] if m["read"] is not None]
    confirmed = [
        m
        for m in wrong
        if getattr(reading.sources.get(str(m["year"]), {}).get(m["field"]), "status", "")
        == "confirmed"
    ]
    return {
        "years": [int(y) for y in load_expected(exp).get("years", [])],
        "exact": scored["fields_exact"],
        "total": scored["fields_total"],
        "wrong": len(wrong),
        "wrong_confirmed": len(confirmed),
        "missed": scored["missed_fields"],
    }


def check_one(pdf: Path, where: Paths, labels: Path | None = None) -> dict:
    from analyste.statements import read_statements

    pages = extract(pdf, where=where)
    t0 = time.perf_counter()
    reading = read_statements(pages)
    checks, identities = checks_and_identities(reading)
    status = None
    try:  # the status of each value, when the reader provides it
        from analyste.statements.status import reading_state

        state = reading_state(reading, checks, identities)
        status = {
            "kind": state.kind,
            "fiscal_year": state.fiscal_year,
            "conflicts": len(state.conflicts),
            "unconfirmed": len(state.unconfirmed),
        }
    except ImportError:
        pass
    seconds = time.perf_counter() - t0
    latest = max(reading.years) if reading.years else None
    read = reading.fields.get(str(latest), {}) if latest else {}
    failed = [c.name for c in checks if not c.ok]
    label = score(pdf.stem, reading, labels)
    expected_year = _year_of(pdf.stem)
    if label.get("years"):
        # a hand label reads the years off the statements: Foot Locker's
        # FOOTLOCKER_2022_10K.pdf is its 10-K for fiscal 2021 (year ended 29 January 2022)
        expected_year = max(label["years"])
    return {
        "stem": pdf.stem,
        "expected_year": expected_year,
        "year_from": "label" if label.get("years") else "file name",
        "latest": latest,
        "years": reading.years,
        "fields_latest": sum(1 for k in read if k in CANONICAL),
        "fields_latest_with_optional": len(read),
        "checks_ok": sum(c.ok for c in checks),
        "checks_total": len(checks),
        "failed": failed,
        "seconds": round(seconds, 2),
        "status": status,
        "label": label,
    }


@click.command()
@click.argument(
    "folder", required=False, type=click.Path(exists=True, file_okay=False, path_type=Path)
)
@click.option("--cache", type=click.Path(path_type=Path), default=DEFAULT_CACHE)
@click.option(
    "--labels",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="a folder of <STEM>.expected.json: score the fields of the filings it labels",
)
@click.option("--verbose", is_flag=True, help="list each labelled field missed or wrong")
@click.option("--json", "as_json", is_flag=True, help="one JSON object instead of the table")
def main(
    folder: Path | None, cache: Path, labels: Path | None, verbose: bool, as_json: bool
) -> None:
    folder = folder or DEFAULT_DIR
    if not folder.is_dir():
        click.echo(f"error: {folder}: no such folder", err=True)
        sys.exit(2)
    where = Paths(cache.resolve())
    rows: list[dict] = []
    for pdf in sorted(folder.glob("*.pdf")):
        try:
            row = check_one(pdf, where, labels)
        except BadInput as e:
            click.echo(f"error: {pdf}: {e}", err=True)
            row = {"stem": pdf.stem, "error": str(e)}
        except Exception as e:  # a crash is a finding of the self-check, not its end
            row = {"stem": pdf.stem, "error": f"crash: {type(e).__name__}: {e}"}
        rows.append(row)
        if not as_json:
            click.echo(_line(row))
            if verbose:
                for m in row.get("label", {}).get("missed", []):
                    click.echo(
                        f"    {m['year']} {m['field']}: expected {m['expected']}, read {m['read']}"
                    )
    ok = [r for r in rows if "error" not in r]
    n = len(rows)
    totals = {
        "filings": n,
        "crashes": n - len(ok),
        "latest_year_right": sum(r["latest"] == r["expected_year"] for r in ok),
        "fields_latest_mean": round(sum(r["fields_latest"] for r in ok) / max(len(ok), 1), 1),
        "fields_latest_with_optional_mean": round(
            sum(r["fields_latest_with_optional"] for r in ok) / max(len(ok), 1), 1
        ),
        "all_checks_pass": sum(r["checks_ok"] == r["checks_total"] for r in ok),
        "seconds_mean": round(sum(r["seconds"] for r in ok) / max(len(ok), 1), 2),
        "seconds_max": max((r["seconds"] for r in ok), default=0),
    }
    scored = [r["label"] for r in ok if r.get("label")]
    if scored:
        totals["labelled"] = len(scored)
        for key in ("exact", "total", "wrong", "wrong_confirmed"):
            totals[f"labelled_{key}"] = sum(x[key] for x in scored)
    if as_json:
        click.echo(json.dumps({"filings": rows, "totals": totals}, indent=1))
        return
    click.echo(
        f"\n{n} filings, {totals['crashes']} crashed; latest year right "
        f"{totals['latest_year_right']}/{n}; canonical fields for the latest year "
        f"{totals['fields_latest_mean']} on average "
        f"({totals['fields_latest_with_optional_mean']} with the optional ones); "
        f"every check passing "
        f"{totals['all_checks_pass']}/{n}; reader {totals['seconds_mean']} s per filing "
        f"(max {totals['seconds_max']})"
    )
    if any(r.get("year_from") == "label" and r["expected_year"] != _year_of(r["stem"]) for r in ok):
        click.echo("* latest year per the hand label, which differs from the file name")
    if scored:
        click.echo(
            f"labelled: {totals['labelled']} filings, fields exact {totals['labelled_exact']}/"
            f"{totals['labelled_total']}, wrong {totals['labelled_wrong']} "
            f"(of which confirmed {totals['labelled_wrong_confirmed']})"
        )


def _line(r: dict) -> str:
    if "error" in r:
        return f"{r['stem']:<28} {r['error']}"
    year = "ok" if r["latest"] == r["expected_year"] else f"WRONG ({r['latest']})"
    if r.get("year_from") == "label" and r["expected_year"] != _year_of(r["stem"]):
        year += "*"  # the label's year, not the file name's
    extra = ""
    if r.get("status"):
        s = r["status"]
        extra = f" kind={s['kind']} conflicts={s['conflicts']} unconfirmed={s['unconfirmed']}"
    lab = r.get("label") or {}
    if lab:
        extra += f" labels {lab['exact']}/{lab['total']} wrong {lab['wrong']}"
        extra += f" (confirmed {lab['wrong_confirmed']})"
    failed = (" failed: " + ", ".join(r["failed"])) if r["failed"] else ""
    return (
        f"{r['stem']:<28} year {year:<12} fields {r['fields_latest']:>2} "
        f"checks {r['checks_ok']}/{r['checks_total']} {r['seconds']:.2f}s{extra}{failed}"
    )


if __name__ == "__main__":
    main()
