"""The local engine on real filings: same memos as a sequential run, and its faults.

Issue 14: filings run in N processes; a worker is a pure function of its filing (it
writes nothing, the driver writes every file), so a killed worker, a filing that
crashes the parser, Ctrl-C or a corrupt file among good ones cost only that filing.
The sample filings (reports/) and generated statements (tests/filings.py) are used with
the real stages and the offline provider, or the scripted fake provider for the shared
rate budget. Workers are forked, so a stage monkeypatched here runs in them too.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.engines import executor_for
from analyste.engines.budget import Budget, Limits
from analyste.pipeline import RunResult, run_reports
from analyste.providers import get_provider
from analyste.providers.base import REGISTRY
from analyste.schema import FactsFile, Memo, load
from analyste.settings import Paths

REPORTS = Path(__file__).resolve().parent.parent / "reports"
SAMPLES = ["ferlac", "helvane", "solvea"]


def home_with(tmp: Path, slugs: list[str]) -> Paths:
    (tmp / "reports").mkdir(parents=True)
    for s in slugs:
        shutil.copy(REPORTS / f"{s}.pdf", tmp / "reports" / f"{s}.pdf")
    return Paths(tmp)


def memo_view(where: Paths, slug: str) -> Any:
    """What must not depend on the engine: paragraphs, sources, verdict, fact ids."""
    memo = load(Memo, where.memo_json(slug))
    facts = load(FactsFile, where.facts_json(slug))
    return (
        memo.verified,
        [(p.section, p.text, p.sources) for p in memo.paragraphs],
        [f.id for f in facts.facts],
    )


def run_in(where: Paths, **kw: Any) -> RunResult:
    return run_reports(where.root / "reports", get_provider("offline"), where=where, **kw)


@pytest.fixture(scope="module")
def sequential(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The reference: the samples run one after another in this process."""
    where = home_with(tmp_path_factory.mktemp("sequential"), SAMPLES)
    result = run_in(where, workers=1)
    assert result.all_verified and result.engine == "sequential"
    return {s: memo_view(where, s) for s in SAMPLES} | {
        "portfolio": load(Memo, where.memo_json("portfolio")).paragraphs
    }


def leftovers(where: Paths) -> list[str]:
    """Half-written files: write_atomic's temporaries, or JSON that does not parse."""
    bad = [str(p) for p in where.root.rglob("*.tmp")]
    for p in where.root.rglob("*.json"):
        try:
            json.loads(p.read_bytes())
        except ValueError:
            bad.append(str(p))
    return bad


def test_two_workers_write_the_memos_of_a_sequential_run(
    tmp_path: Path, sequential: dict[str, Any]
) -> None:
    where = home_with(tmp_path, SAMPLES)
    result = run_in(where, workers=2)
    assert (result.engine, result.workers) == ("local", 2)
    assert [c.slug for c in result.companies] == SAMPLES  # name order, whoever finished first
    assert result.all_verified
    assert {s: memo_view(where, s) for s in SAMPLES} == {s: sequential[s] for s in SAMPLES}
    assert load(Memo, where.memo_json("portfolio")).paragraphs == sequential["portfolio"]
    assert result.pages == 33  # 11 pages each: what the pages-per-second figure counts


def test_a_killed_worker_is_retried_and_the_run_completes_with_the_same_memos(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sequential: dict[str, Any]
) -> None:
    """A worker process killed mid-filing (SIGKILL: the OOM killer gives no warning)
    breaks the whole process pool; the filings in flight are sent again."""
    import analyste.facts

    where = home_with(tmp_path, SAMPLES)
    marker = tmp_path / "killed-once"
    real = analyste.facts.build_facts

    def build_facts(pdf: Path, *a: Any, **kw: Any) -> Any:
        if pdf.stem == "helvane" and not marker.exists():
            marker.write_text(str(os.getpid()))
            os.kill(os.getpid(), signal.SIGKILL)  # mid-filing: nothing of it returned
        return real(pdf, *a, **kw)

    monkeypatch.setattr(analyste.facts, "build_facts", build_facts)
    result = run_in(where, workers=2)
    assert marker.exists() and int(marker.read_text()) != os.getpid()  # a worker died
    assert result.all_verified, [c.error for c in result.companies]
    assert {s: memo_view(where, s) for s in SAMPLES} == {s: sequential[s] for s in SAMPLES}
    assert leftovers(where) == []


def test_a_filing_that_crashes_the_parser_is_one_error_line_and_the_others_complete(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import analyste.statements

    where = home_with(tmp_path, SAMPLES)
    real = analyste.statements.read_statements

    def read_statements(pages: Any, *a: Any, **kw: Any) -> Any:
        if pages.slug == "solvea":
            raise RecursionError("maximum recursion depth exceeded")  # a parser bug
        return real(pages, *a, **kw)

    monkeypatch.setattr(analyste.statements, "read_statements", read_statements)
    monkeypatch.setenv("ANALYSTE_HOME", str(where.root))
    out = CliRunner().invoke(main, ["run", str(where.reports), "--workers", "2", "-q"])
    assert out.exit_code == 1
    errors = [line for line in out.output.splitlines() if line.startswith("error:")]
    assert errors == [
        f"error: {where.reports / 'solvea.pdf'}: RecursionError: maximum recursion depth exceeded"
    ]
    assert where.memo_json("ferlac").is_file() and where.memo_json("helvane").is_file()
    assert not where.memo_json("solvea").exists()


def test_corrupt_and_empty_files_among_good_ones_are_reported_and_the_rest_processed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = home_with(tmp_path, ["ferlac", "helvane"])
    (where.reports / "broken.pdf").write_bytes(b"%PDF-1.7\n garbage, cut in transfer")
    (where.reports / "empty.pdf").write_bytes(b"")
    monkeypatch.setenv("ANALYSTE_HOME", str(where.root))
    out = CliRunner().invoke(main, ["run", str(where.reports), "--workers", "2", "--json"])
    assert out.exit_code == 1
    errors = [line for line in out.output.splitlines() if line.startswith("error:")]
    assert [e.split(": ")[1].rsplit("/", 1)[-1] for e in errors] == ["broken.pdf", "empty.pdf"]
    data = json.loads(out.output.splitlines()[-1])
    assert [(c["slug"], bool(c["error"])) for c in data["companies"]] == [
        ("broken", True),
        ("empty", True),
        ("ferlac", False),
        ("helvane", False),
    ]
    assert data["memos_verified"] == 2 and data["exit_code"] == 1
    assert data["portfolio"]["companies"] == ["ferlac", "helvane"]


def test_ctrl_c_leaves_no_partial_file_and_the_next_run_resumes_from_the_cache(
    tmp_path: Path,
) -> None:
    where = home_with(tmp_path, SAMPLES)

    def interrupt(c: Any) -> None:
        if c.slug == "ferlac":
            raise KeyboardInterrupt  # what Ctrl-C raises in the driver

    with pytest.raises(KeyboardInterrupt):
        run_in(where, workers=2, on_company=interrupt)
    assert leftovers(where) == []
    assert where.memo_json("ferlac").is_file()  # done before the interruption: kept
    again = run_in(where, workers=2)
    assert again.all_verified
    ferlac = again.companies[0]
    assert ferlac.slug == "ferlac" and ferlac.reused == ["signals", "memo"]


def test_a_real_sigint_in_the_driver_stops_the_workers_without_partial_files(
    tmp_path: Path,
) -> None:
    """SIGINT delivered to this process while workers run (the terminal's Ctrl-C)."""
    where = home_with(tmp_path, SAMPLES)
    # A shell without job control starts a background job with SIGINT ignored, and Python
    # then keeps it ignored: the signal would never reach the driver (the test failed when
    # pytest ran as a background job). A terminal's foreground job has Python's handler.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)

    def interrupt(c: Any) -> None:
        os.kill(os.getpid(), signal.SIGINT)

    try:
        with pytest.raises(KeyboardInterrupt):
            run_in(where, workers=2, on_company=interrupt)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert leftovers(where) == []
    assert run_in(where, workers=2).all_verified


# ------------------------------------------------------------------ the shared budget


def test_budget_counts_calls_at_once_requests_and_tokens_per_minute() -> None:
    now = [0.0]
    budget = Budget(Limits(max_calls=2, rpm=3, tpm=1000), clock=lambda: now[0])
    assert budget.acquire(100) == 0 and budget.acquire(100) == 0
    assert budget.acquire(100) > 0  # two in flight
    budget.release(100, 100)
    assert budget.acquire(100) == 0  # a third request this minute
    budget.release(100, 100)
    assert budget.acquire(100) == pytest.approx(60.0)  # rpm: wait for the first to expire
    now[0] = 60.0
    assert budget.acquire(900) == 0
    budget.release(900, 900)
    assert budget.acquire(200) > 0  # 1 100 tokens would exceed the minute's 1 000
    assert budget.stats()["peak"] == 2


def test_limits_come_from_the_environment_per_provider(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_RPM", "60")
    monkeypatch.setenv("ANALYSTE_GEMINI_RPM", "15")
    monkeypatch.setenv("ANALYSTE_MAX_CALLS", "4")
    assert Limits.from_env("gemini") == Limits(max_calls=4, rpm=15)
    assert Limits.from_env("openai") == Limits(max_calls=4, rpm=60)
    assert Limits.from_env("offline").unlimited  # no model, no limit


def test_eight_filings_in_flight_never_make_more_calls_at_once_than_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fake provider answers as the offline agents would, slowly, and logs when each
    call starts and ends; eight worker processes share a budget of two calls at once."""
    from fake_provider import install
    from filings import build, random_variant

    reports = tmp_path / "reports"
    reports.mkdir()
    for seed in range(8):
        build(random_variant(seed), reports)
    calls = tmp_path / "calls.log"
    offline = REGISTRY["offline"]()

    def slow_offline(request: Any) -> str:
        with calls.open("a") as f:
            f.write(f"start {time.monotonic()}\n")
        time.sleep(0.15)
        text = offline.execute(request).text
        with calls.open("a") as f:
            f.write(f"end {time.monotonic()}\n")
        return text

    install(monkeypatch, [slow_offline] * 200)  # a copy of the script in each worker
    monkeypatch.setenv("ANALYSTE_MAX_CALLS", "2")
    where = Paths(tmp_path)
    executor = executor_for("local", 8, Limits.from_env("fake"))
    try:
        result = run_reports(reports, get_provider(), where=where, executor=executor)
        peak = executor.stats()["peak"]  # type: ignore[attr-defined]
    finally:
        executor.close()
    assert [c.error for c in result.companies] == [""] * 8  # the run completes
    events = sorted(
        (float(t), 1 if kind == "start" else -1)
        for kind, t in (line.split() for line in calls.read_text().splitlines())
    )
    at_once, most = 0, 0
    for _, step in events:
        at_once += step
        most = max(most, at_once)
    assert len(events) >= 16  # a risk-reader and a writer call per filing at least
    assert most == 2 and peak == 2  # in parallel, and never more than the limit
