"""The run log: one SQLite file (facts/runs.sqlite) recording every pipeline run.

Each run has an id, its start and end, the provider and model; each report of a run has
the quotes proposed and rejected after the send-back, the memo's attempts and verdict,
tokens in/out, latency, and the number of review marks of the memo (issue 8). The
portfolio memo of a run has its own row (table `portfolios`: verdict, attempts, review
marks, of which comparison marks), shown per run by `stats --json`. `stats`
turns it into the two rates to watch over time — quotes rejected per report, memos
rejected after rewrite — per run and overall: a rise means that a model or a document
format changed.

The run log never blocks a run: a file SQLite cannot read ("file is not a database",
"malformed") is moved aside as runs.sqlite.corrupt-<UTC timestamp> with a one-line
warning on stderr and a new log starts; any other failure to log (a read-only folder, a
lock held too long) is one warning line and the run goes on unlogged.

A memo edited by hand (kept by `run`) is logged with `memo_edited = 1`, its re-check in
`memo_verified` and the writer's memo beside it in `generated_verified`: `stats` counts
hand edits apart from the writer's rejections. Columns added since a log was created are
added to it when it is opened.

A report whose signals and memo were reused from the cache (an unchanged filing rerun
with the same provider and model) is logged with `reused = 1`: it repeats an earlier
measurement, so the overall rates count only fresh rows (all rows if none is fresh).
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    started TEXT NOT NULL,
    finished TEXT,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    command TEXT NOT NULL DEFAULT 'run',
    reports_dir TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS reports (
    run_id INTEGER NOT NULL REFERENCES runs(id),
    slug TEXT NOT NULL,
    quotes_proposed INTEGER NOT NULL DEFAULT 0,
    quotes_rejected INTEGER NOT NULL DEFAULT 0,
    signals_verified INTEGER NOT NULL DEFAULT 0,
    memo_attempts INTEGER NOT NULL DEFAULT 0,
    memo_verified INTEGER,
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    latency_s REAL NOT NULL DEFAULT 0,
    review_marks INTEGER NOT NULL DEFAULT 0,
    reused INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    memo_edited INTEGER NOT NULL DEFAULT 0,
    generated_verified INTEGER
);
CREATE INDEX IF NOT EXISTS reports_run ON reports(run_id);
CREATE TABLE IF NOT EXISTS portfolios (
    run_id INTEGER NOT NULL REFERENCES runs(id),
    memo_attempts INTEGER NOT NULL DEFAULT 0,
    memo_verified INTEGER,
    paragraphs INTEGER NOT NULL DEFAULT 0,
    review_marks INTEGER NOT NULL DEFAULT 0,
    comparison_marks INTEGER NOT NULL DEFAULT 0,
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    latency_s REAL NOT NULL DEFAULT 0
);
"""


@dataclass
class ReportRow:
    """One report of one run, as logged."""

    slug: str
    quotes_proposed: int = 0
    quotes_rejected: int = 0
    signals_verified: int = 0
    memo_attempts: int = 0
    memo_verified: bool | None = None  # None: no memo (the report failed before it)
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    review_marks: int = 0
    reused: bool = False
    error: str = ""
    # memos/<slug>.json edited by hand: kept, re-verified (memo_verified is that verdict);
    # the writer's own memo, written beside it, has generated_verified
    memo_edited: bool = False
    generated_verified: bool | None = None

    @property
    def writer_verified(self) -> bool | None:
        """The verdict of the memo the writer produced (None: no memo)."""
        return self.generated_verified if self.memo_edited else self.memo_verified


# Columns added since the first run logs: added to an older file when it is opened.
ADDED_COLUMNS = {
    "reports": {"memo_edited": "INTEGER NOT NULL DEFAULT 0", "generated_verified": "INTEGER"}
}


@dataclass
class PortfolioRow:
    """The portfolio memo of one run (issue 8), logged apart from the report rows so that
    "quotes rejected per report" keeps counting filings only."""

    memo_attempts: int = 0
    memo_verified: bool | None = None
    paragraphs: int = 0
    review_marks: int = 0  # every mark: the content-word clue's and the comparison marks
    comparison_marks: int = 0  # of which: comparison paragraphs (reason "comparison")
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0

    @classmethod
    def of(cls, memo: Any) -> PortfolioRow:
        """The row of a schema.Memo (duck-typed: this module depends on no other)."""
        marks = [m for p in memo.paragraphs for m in p.review]
        usage = memo.usage or {}
        return cls(
            memo_attempts=memo.attempts,
            memo_verified=memo.verified,
            paragraphs=len(memo.paragraphs),
            review_marks=len(marks),
            comparison_marks=sum(1 for m in marks if m.reason == "comparison"),
            tokens_in=int(usage.get("tokens_in", 0)),
            tokens_out=int(usage.get("tokens_out", 0)),
            latency_s=float(usage.get("latency_s", 0.0)),
        )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class RunLog:
    """The SQLite run log; each method opens and closes its own connection (short writes)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.warnings: list[str] = []  # one line each, also printed on stderr

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(self.path, timeout=10)
        try:
            con.executescript(SCHEMA)
            for table, added in ADDED_COLUMNS.items():
                have = {row[1] for row in con.execute(f"PRAGMA table_info({table})")}
                for name, kind in added.items():
                    if name not in have:
                        con.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
            yield con
            con.commit()
        finally:
            con.close()

    def _warn(self, line: str) -> None:
        if line not in self.warnings:
            self.warnings.append(line)
            print(f"warning: {line}", file=sys.stderr)

    def _safe(self, action: Callable[[], T], default: T) -> T:
        """`action()`; a corrupt file is set aside and `action` tried once on a new log;
        any other failure is one warning and `default` (the run goes on unlogged)."""
        for attempt in (1, 2):
            try:
                return action()
            except sqlite3.DatabaseError as e:
                corrupt = not isinstance(e, sqlite3.OperationalError) or "malformed" in str(e)
                if corrupt and attempt == 1 and self.path.is_file():
                    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
                    aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
                    try:
                        self.path.replace(aside)
                    except OSError as moved:
                        self._warn(f"{self.path}: {e}; cannot move it aside ({moved})")
                        return default
                    self._warn(
                        f"{self.path}: {e} — moved aside to {aside.name}; a new run log starts"
                    )
                    continue
                self._warn(f"{self.path}: run log not written ({e})")
                return default
            except OSError as e:
                self._warn(f"{self.path}: run log not written ({e.strerror or e})")
                return default
        return default

    def start(self, provider: str, model: str, command: str = "run", reports_dir: str = "") -> int:
        return self._safe(lambda: self._start(provider, model, command, reports_dir), 0)

    def _start(self, provider: str, model: str, command: str, reports_dir: str) -> int:
        with self._db() as con:
            cur = con.execute(
                "INSERT INTO runs (started, provider, model, command, reports_dir) "
                "VALUES (?, ?, ?, ?, ?)",
                (_now(), provider, model, command, reports_dir),
            )
            return int(cur.lastrowid or 0)

    def record(self, run_id: int, row: ReportRow) -> None:
        self._safe(lambda: self._record(run_id, row), None)

    def _record(self, run_id: int, row: ReportRow) -> None:
        data = asdict(row)
        for key in ("memo_verified", "generated_verified"):
            if data[key] is not None:
                data[key] = int(data[key])
        data["reused"] = int(data["reused"])
        data["memo_edited"] = int(data["memo_edited"])
        cols = ", ".join(["run_id", *data])
        marks = ", ".join("?" * (len(data) + 1))
        with self._db() as con:
            con.execute(f"INSERT INTO reports ({cols}) VALUES ({marks})", (run_id, *data.values()))

    def record_portfolio(self, run_id: int, row: PortfolioRow) -> None:
        self._safe(lambda: self._record_portfolio(run_id, row), None)

    def _record_portfolio(self, run_id: int, row: PortfolioRow) -> None:
        data = asdict(row)
        if data["memo_verified"] is not None:
            data["memo_verified"] = int(data["memo_verified"])
        cols = ", ".join(["run_id", *data])
        marks = ", ".join("?" * (len(data) + 1))
        with self._db() as con:
            con.execute(
                f"INSERT INTO portfolios ({cols}) VALUES ({marks})", (run_id, *data.values())
            )

    def portfolios(self) -> dict[int, PortfolioRow]:
        """run id → its portfolio memo row (the last one when a run logged several)."""
        return self._safe(self._portfolios, {})

    def _portfolios(self) -> dict[int, PortfolioRow]:
        if not self.path.is_file():
            return {}
        with self._db() as con:
            con.row_factory = sqlite3.Row
            rows = [dict(r) for r in con.execute("SELECT * FROM portfolios ORDER BY rowid")]
        out = {}
        for r in rows:
            run_id = r.pop("run_id")
            row = PortfolioRow(**r)
            if row.memo_verified is not None:
                row.memo_verified = bool(row.memo_verified)
            out[run_id] = row
        return out

    def finish(self, run_id: int) -> None:
        self._safe(lambda: self._finish(run_id), None)

    def _finish(self, run_id: int) -> None:
        with self._db() as con:
            con.execute("UPDATE runs SET finished = ? WHERE id = ?", (_now(), run_id))

    def runs(self) -> list[dict[str, Any]]:
        """Every run, oldest first, each with its report rows."""
        return self._safe(self._runs, [])

    def _runs(self) -> list[dict[str, Any]]:
        if not self.path.is_file():
            return []
        with self._db() as con:
            con.row_factory = sqlite3.Row
            runs = [dict(r) for r in con.execute("SELECT * FROM runs ORDER BY id")]
            rows = [dict(r) for r in con.execute("SELECT * FROM reports ORDER BY rowid")]
        names = {f.name for f in fields(ReportRow)}
        for run in runs:
            run["reports"] = [
                ReportRow(**{k: v for k, v in r.items() if k in names})
                for r in rows
                if r["run_id"] == run["id"]
            ]
            for rep in run["reports"]:
                if rep.memo_verified is not None:
                    rep.memo_verified = bool(rep.memo_verified)
                if rep.generated_verified is not None:
                    rep.generated_verified = bool(rep.generated_verified)
                rep.reused = bool(rep.reused)
                rep.memo_edited = bool(rep.memo_edited)
        return runs


def rates(rows: list[ReportRow]) -> dict[str, Any]:
    """The two monitored rates over some report rows.

    "Memos rejected" are the writer's: a memo edited by hand is counted apart
    (`memos_edited`, of which `memos_edited_defects` failed the re-check), and its row
    counts the writer's own memo, written beside it."""
    memos = [r for r in rows if r.writer_verified is not None]
    rejected_memos = sum(1 for r in memos if not r.writer_verified)
    edited = [r for r in rows if r.memo_edited]
    return {
        "reports": len(rows),
        "quotes_proposed": sum(r.quotes_proposed for r in rows),
        "quotes_rejected": sum(r.quotes_rejected for r in rows),
        "quotes_rejected_per_report": (
            round(sum(r.quotes_rejected for r in rows) / len(rows), 3) if rows else None
        ),
        "memos": len(memos),
        "memos_rejected": rejected_memos,
        "memos_rejected_rate": round(rejected_memos / len(memos), 3) if memos else None,
        "memos_edited": len(edited),
        "memos_edited_defects": sum(1 for r in edited if not r.memo_verified),
        "errors": sum(1 for r in rows if r.error),
        "tokens_in": sum(r.tokens_in for r in rows),
        "tokens_out": sum(r.tokens_out for r in rows),
    }


def stats(log: RunLog) -> dict[str, Any]:
    """Per run and overall rates (overall over fresh rows; see the module docstring)."""
    runs = log.runs()
    portfolios = log.portfolios()
    per_run = []
    every: list[ReportRow] = []
    for run in runs:
        reports: list[ReportRow] = run["reports"]
        every.extend(reports)
        per_run.append(
            {
                "id": run["id"],
                "started": run["started"],
                "provider": run["provider"],
                "model": run["model"],
                "command": run["command"],
                "reused": sum(1 for r in reports if r.reused),
                **rates(reports),
                "portfolio": (asdict(portfolios[run["id"]]) if run["id"] in portfolios else None),
            }
        )
    fresh = [r for r in every if not r.reused]
    overall = rates(fresh or every)
    overall["counted"] = "fresh" if fresh else "all"
    return {"runs": per_run, "overall": overall}
