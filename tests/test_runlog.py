"""The run log (facts/runs.sqlite) and `analyste stats`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.runlog import ReportRow, RunLog, stats


def _log(path: Path) -> RunLog:
    log = RunLog(path)
    first = log.start("offline", "rules-v1", "run", "reports")
    log.record(first, ReportRow("ferlac", 6, 0, 6, 1, True, 10, 20, 0.5, 2))
    log.record(first, ReportRow("solvea", 7, 2, 5, 2, False, 30, 40, 1.5, 0))
    log.finish(first)
    second = log.start("gemini", "gemini-2.5-flash", "eval", "reports")
    log.record(second, ReportRow("ferlac", 6, 0, 6, 1, True, reused=True))
    log.record(second, ReportRow("broken", error="not a readable PDF"))
    log.finish(second)
    return log


def test_round_trip(tmp_path: Path) -> None:
    log = _log(tmp_path / "facts" / "runs.sqlite")
    runs = log.runs()
    assert [(r["id"], r["provider"], r["model"], r["command"]) for r in runs] == [
        (1, "offline", "rules-v1", "run"),
        (2, "gemini", "gemini-2.5-flash", "eval"),
    ]
    assert runs[0]["finished"] and runs[0]["started"] <= runs[0]["finished"]
    assert runs[0]["reports"][1] == ReportRow("solvea", 7, 2, 5, 2, False, 30, 40, 1.5, 0)
    assert runs[1]["reports"][1].memo_verified is None  # failed before any memo
    assert runs[1]["reports"][0].reused is True


def test_rates_per_run_and_overall(tmp_path: Path) -> None:
    data = stats(_log(tmp_path / "runs.sqlite"))
    r1, r2 = data["runs"]
    assert r1["quotes_rejected_per_report"] == 1.0  # 2 rejected over 2 reports
    assert (r1["memos_rejected"], r1["memos"], r1["memos_rejected_rate"]) == (1, 2, 0.5)
    assert r2["reused"] == 1 and r2["errors"] == 1
    overall = data["overall"]
    assert overall["counted"] == "fresh"  # the reused row repeats run 1's measurement
    assert overall["reports"] == 3 and overall["quotes_rejected"] == 2
    assert overall["memos_rejected_rate"] == 0.5


def test_empty_log(tmp_path: Path) -> None:
    assert stats(RunLog(tmp_path / "none.sqlite")) == {
        "runs": [],
        "overall": {
            "reports": 0,
            "quotes_proposed": 0,
            "quotes_rejected": 0,
            "quotes_rejected_per_report": None,
            "memos": 0,
            "memos_rejected": 0,
            "memos_rejected_rate": None,
            "memos_edited": 0,
            "memos_edited_defects": 0,
            "errors": 0,
            "tokens_in": 0,
            "tokens_out": 0,
            "counted": "all",
        },
    }


def test_stats_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    out = CliRunner().invoke(main, ["stats"])
    assert out.exit_code == 0 and "no run logged yet" in out.output
    _log(tmp_path / "facts" / "runs.sqlite")
    out = CliRunner().invoke(main, ["stats", "--json"])
    assert out.exit_code == 0
    data = json.loads(out.output)
    assert [r["id"] for r in data["runs"]] == [1, 2]
    monkeypatch.setenv("COLUMNS", "160")  # rich reads the width from COLUMNS off a terminal
    table = CliRunner().invoke(main, ["stats"])
    assert table.exit_code == 0
    assert "offline/rules-v1" in table.output and "1/2 (50%)" in table.output


def test_stats_reads_whole_in_an_80_column_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: at 80 columns rich cut the date, the provider and every header ("r…",
    "2026-11…", "offline…"); the narrow table drops the year and the "reused" column."""
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "80")
    _log(tmp_path / "facts" / "runs.sqlite")
    table = CliRunner().invoke(main, ["stats"])
    assert table.exit_code == 0
    lines = table.output.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "…" not in table.output
    header = next(line for line in lines if "provider/model" in line)
    assert header.split() == [
        "run",
        "started",
        "provider/model",
        "reports",
        "quotes",
        "rej.",
        "memos",
        "rej.",
        "edited",
    ]
    assert "offline/rules-v1" in table.output and "gemini/gemini-2.5-flash" in table.output


def test_hand_edits_are_counted_apart_from_writer_rejections(tmp_path: Path) -> None:
    """A memo edited by hand is kept: its defects are the analyst's, not the writer's."""
    log = RunLog(tmp_path / "runs.sqlite")
    run = log.start("offline", "rules-v1")
    log.record(run, ReportRow("ferlac", memo_verified=True, memo_attempts=1))
    # kept with defects; the pipeline's own memo beside it was verified
    log.record(
        run, ReportRow("helvane", memo_verified=False, memo_edited=True, generated_verified=True)
    )
    log.record(
        run, ReportRow("solvea", memo_verified=True, memo_edited=True, generated_verified=False)
    )
    (r,) = stats(log)["runs"]
    assert (r["memos"], r["memos_rejected"]) == (3, 1)  # solvea's writer memo only
    assert (r["memos_edited"], r["memos_edited_defects"]) == (2, 1)
    assert log.runs()[0]["reports"][1].memo_edited is True


def test_an_older_run_log_gains_the_hand_edit_columns(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "runs.sqlite"
    from analyste.runlog import SCHEMA

    old = "".join(
        line + "\n"
        for line in SCHEMA.splitlines()
        if "edited" not in line and "generated_verified" not in line
    )
    old = old.replace("DEFAULT '',\n)", "DEFAULT ''\n)")  # the comma before the cut
    assert "memo_edited" not in old and "error TEXT" in old
    con = sqlite3.connect(path)
    con.executescript(old)
    con.executescript(
        "INSERT INTO runs (started, provider, model) VALUES ('2026-01-01', 'offline', 'r');"
        "INSERT INTO reports (run_id, slug, memo_verified) VALUES (1, 'old', 0);"
    )
    con.commit()
    con.close()
    log = RunLog(path)
    run = log.start("offline", "rules-v1")
    log.record(
        run, ReportRow("ferlac", memo_verified=False, memo_edited=True, generated_verified=True)
    )
    assert log.warnings == []
    r1, r2 = stats(log)["runs"]
    assert (r1["memos_rejected"], r1["memos_edited"]) == (1, 0)
    assert (r2["memos_rejected"], r2["memos_edited"]) == (0, 1)


def test_a_run_in_which_every_filing_failed_reads_as_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13: a run of two broken PDFs showed "0/0 (–)" in the memos column, which
    reads as a quiet run; it says the filings failed."""
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "160")
    log = RunLog(tmp_path / "facts" / "runs.sqlite")
    run = log.start("offline", "rules-v1", "run", "broken/")
    log.record(run, ReportRow("a", error="not a readable PDF"))
    log.record(run, ReportRow("b", error="not a readable PDF"))
    log.finish(run)
    table = CliRunner().invoke(main, ["stats"])
    assert table.exit_code == 0
    row = next(line for line in table.output.splitlines() if "offline/rules-v1" in line)
    assert "0/0" not in row and "2 failed" in row
    quiet = CliRunner().invoke(main, ["stats", "-q"])
    assert quiet.exit_code == 0 and "monitored rates" not in quiet.output
