"""The whole pipeline over a folder of filings: extract → facts → signals → memo.

`run_reports(reports_dir, provider)` processes every PDF (sorted by name), logs the run in
the run log, and returns one `CompanyResult` per PDF. One bad PDF is recorded with its
one-line reason and the run goes on. `analyste.filing.process_company` is the work of one
filing; the
engines (analyste.engines: sequential, local processes, Ray) run it in a scratch home
and hand back the files it wrote, which `run_reports`, the driver, alone writes here —
so every engine gives the memos of a sequential run (docs/scaling.md). Run state
(digests, run.json, hand edits) lives in analyste.runstate.

Cache (so that a rerun on unchanged filings takes seconds):

- pages: by the PDF's sha256 (analyste.pages); facts: by the pages' sha256 and the code
  that builds them (analyste.facts);
- signals: reused when facts/<slug>/signals.json was written for the same pages, by the
  same provider, model, prompt and (offline) reader version, had no provider problem, and
  facts.json is still byte-for-byte the file it wrote (a rebuilt facts.json has no Q-
  facts, so the reader runs again);
- memo: reused when facts/<slug>/run.json says the last memo was verified, was written by
  the same provider and model (offline: the same writer code) from a facts.json with the
  same sha256 as now, and memos/<slug>.json is still the file written then. A rejected
  memo is never reused: a model may do better on the next run, and the offline writer
  costs nothing.

A memo edited by hand (memos/<slug>.json differs from the file the pipeline last wrote,
whose sha256 run.json records) is never overwritten: it is kept and re-verified against
today's facts (the report's verdict is its verdict), and the pipeline's own memo is
written beside it as memos/<slug>.generated.json/.md.

A filing with no financial statement (no field read) or no text layer (a scan) is an
error in one line (the BadInput of facts.build_facts) and gets no memo; so is a file
name whose report id (settings.slug_of) is reserved or already taken by another PDF of
the run, a second copy of a document (same sha256) and a folder named like a PDF.

After the per-company memos, `AFTER_COMPANY_MEMOS` hooks run (and
`analyste.portfolio.write_portfolio`): the place of the
portfolio memo (issue 8), given the companies of this run that produced facts, and only
those (issue 14).
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analyste import portfolio, runstate
from analyste.engines import Executor, apply_outcome, executor_for, make_task
from analyste.engines.budget import Limits
from analyste.errors import AnalysteError, BadInput
from analyste.filing import (  # the work of one filing
    CompanyResult,
    Progress,
)
from analyste.filing import _digest as _digest  # re-exported: the pipeline tests' name
from analyste.filing import edited_by_hand as edited_by_hand  # re-exported
from analyste.providers import Provider, RecordingProvider, Usage
from analyste.runlog import PortfolioRow, ReportRow, RunLog
from analyste.schema import Memo
from analyste.settings import PORTFOLIO, Paths, paths, slug_of

# Hooks called as hook(slugs, provider, where, usages) once every company memo is done.
AfterMemos = Callable[[list[str], Provider, Paths, list[Usage]], Any]
AFTER_COMPANY_MEMOS: list[AfterMemos] = []


@dataclass
class RunResult:
    run_id: int
    provider: str
    model: str
    companies: list[CompanyResult]
    seconds: float
    after_memos: list[str] = field(default_factory=list)  # hook problems, one line each
    portfolio: Memo | None = None  # the portfolio memo written by the hook (issue 8)
    pages: int = 0  # pages of the filings processed
    engine: str = "sequential"
    workers: int = 1

    @property
    def all_verified(self) -> bool:
        return bool(self.companies) and all(c.ok for c in self.companies)


def find_pdfs(reports_dir: Path) -> list[Path]:
    if not reports_dir.exists():
        raise BadInput(reports_dir, "no such folder")
    if not reports_dir.is_dir():
        raise BadInput(reports_dir, "not a folder")
    # a folder named x.pdf is listed too: `run` says in one line that it is not a file
    return sorted(p for p in reports_dir.iterdir() if p.suffix.lower() == ".pdf")


def _not_a_report(pdf: Path, taken: dict[str, Path], seen: dict[str, Path]) -> str:
    """Why `pdf` is refused before any work, or "": not a file, a report id another PDF
    of the run has, or the same bytes as another PDF (the portfolio would compare a
    company with itself)."""
    if not pdf.is_file():
        return "not a file (a folder)" if pdf.is_dir() else "not a file"
    other = _slug_taken(pdf, taken)
    if other:
        return other
    try:
        with pdf.open("rb") as f:
            sha = hashlib.file_digest(f, "sha256").hexdigest()
    except OSError:
        return ""  # unreadable: extract says so in its own line
    if sha in seen:
        return f"same document as {seen[sha].name} (sha256)"
    seen[sha] = pdf
    return ""


def portfolio_hook() -> AfterMemos | None:
    """`analyste.portfolio.write_portfolio` (issue 8): a hook, so that a test can leave it
    out. The portfolio imports nothing of the pipeline (issue 12), so this is a plain
    import, not a lookup that dodged a cycle."""
    return portfolio.write_portfolio


def _after_company_memos(
    slugs: list[str],
    provider: Provider,
    where: Paths,
    usages: list[Usage],
    results: list[Any] | None = None,
) -> list[str]:
    """Run the portfolio hooks; a failing hook is reported in one line, never fatal.

    What a hook returns (the portfolio memo) is appended to `results` when given."""
    hooks: list[AfterMemos] = list(AFTER_COMPANY_MEMOS)
    hook = portfolio_hook()
    if hook is not None and hook not in hooks:
        hooks.append(hook)
    problems = []
    for hook in hooks:
        try:
            out = hook(slugs, provider, where, usages)
            if results is not None and out is not None:
                results.append(out)
        except Exception as e:  # the company memos stand whatever the portfolio does
            problems.append(f"{getattr(hook, '__name__', hook)}: {e}")
    return problems


def taken_slug(pdf: Path) -> str:
    try:
        return slug_of(pdf)
    except AnalysteError:
        return pdf.stem


def _slug_taken(pdf: Path, taken: dict[str, Path]) -> str:
    """The error of a PDF whose report id another PDF of the run already has, else ""."""
    slug = taken_slug(pdf).lower()  # ferlac.pdf and Ferlac.pdf clash on some file systems
    if slug in taken:
        return f"same report id '{taken_slug(pdf)}' as {taken[slug].name}: rename one of them"
    taken[slug] = pdf
    return ""


def writable(where: Paths) -> None:
    """BadInput, in one line, when facts/ or memos/ cannot be created or written."""
    for folder in (where.facts, where.memos):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe = folder / f".write-test-{os.getpid()}"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as e:
            raise BadInput(folder, f"cannot write here ({e.strerror or e})") from None


def log_row(c: CompanyResult) -> ReportRow:
    return ReportRow(
        slug=c.slug,
        quotes_proposed=c.signals_proposed,
        quotes_rejected=c.signals_rejected,
        signals_verified=c.signals_verified,
        memo_attempts=c.memo_attempts,
        memo_verified=c.memo_verified,
        tokens_in=c.tokens_in,
        tokens_out=c.tokens_out,
        latency_s=c.latency_s,
        review_marks=c.review_marks,
        reused="memo" in c.reused and "signals" in c.reused,
        error=c.error,
        memo_edited=c.memo_edited,
        generated_verified=c.generated_verified,
    )


@dataclass
class RunProgress:
    """Where a run stands, for a progress display: filings done of total, pages read."""

    done: int
    total: int
    pages: int
    seconds: float
    slug: str = ""


def run_reports(
    reports_dir: Path,
    provider: Provider,
    where: Paths | None = None,
    usages: list[Usage] | None = None,
    progress: Progress | None = None,
    on_company: Callable[[CompanyResult], None] | None = None,
    command: str = "run",
    engine: str = "local",
    workers: int | None = 1,
    ray_address: str | None = None,
    on_progress: Callable[[RunProgress], None] | None = None,
    executor: Executor | None = None,
) -> RunResult:
    """Every PDF of `reports_dir`, reported in name order; logged in the run log.

    Each filing is a `engines.FilingTask` run by the executor of `engine` ("local" with
    `workers` processes — in this process when 1 —, or "ray"); this driver alone writes
    the files the workers return, the run log and the portfolio memo, whichever engine
    ran them, so the memos are those of a sequential run. `on_company` and the run log
    see the filings in name order, as soon as every earlier one is done.
    """

    where = where or paths()
    pdfs = find_pdfs(reports_dir)
    if not pdfs:
        raise BadInput(reports_dir, "no PDF to process")
    writable(where)
    started = time.perf_counter()
    log = RunLog(where.run_log)
    run_id = log.start(provider.name, provider.model, command, str(reports_dir))
    usages = usages if usages is not None else []
    results: dict[int, CompanyResult] = {}
    wanted: list[tuple[int, Path]] = []
    taken: dict[str, Path] = {}  # report id → the first PDF that took it
    seen: dict[str, Path] = {}  # sha256 → the first PDF with those bytes
    for i, pdf in enumerate(pdfs):
        other = _not_a_report(pdf, taken, seen)
        if other:
            results[i] = CompanyResult(slug=taken_slug(pdf), pdf=str(pdf), error=other)
        else:
            wanted.append((i, pdf))
    # made as the executor asks for them: a task holds the bytes of its cache files
    tasks = (make_task(i, pdf, taken_slug(pdf), provider, where) for i, pdf in wanted)
    companies: list[CompanyResult] = []
    pages = 0

    def flush() -> None:  # name order: each filing once every earlier one is reported
        while len(companies) in results:
            c = results[len(companies)]
            companies.append(c)
            log.record(run_id, log_row(c))
            if on_company:
                on_company(c)

    flush()
    own = executor is None
    if executor is None:
        if isinstance(provider, RecordingProvider):
            workers, engine = 1, "local"  # one recording file, written by this process
        limits = Limits.from_env(provider.name)
        executor = executor_for(engine, workers, limits, ray_address, progress, provider)
    try:
        for outcome in executor.run(tasks):
            apply_outcome(outcome, where)
            usages.extend(outcome.usages)
            results[outcome.index] = outcome.result
            pages += outcome.pages
            if progress is not None and executor.name != "sequential":
                progress(outcome.result.slug, "done")
            flush()
            if on_progress is not None:
                seconds = time.perf_counter() - started
                on_progress(
                    RunProgress(len(results), len(pdfs), pages, seconds, outcome.result.slug)
                )
    finally:
        if own:
            executor.close()
    done = [c.slug for c in companies if not c.error]
    hook_results: list[Any] = []
    after = _after_company_memos(done, provider, where, usages, hook_results)
    portfolio = next((m for m in hook_results if isinstance(m, Memo) and m.slug == PORTFOLIO), None)
    if portfolio is not None:  # its review marks counted in the run log (issue 8)
        log.record_portfolio(run_id, PortfolioRow.of(portfolio))
        runstate.mark_portfolio_run(where, run_id, done)
    log.finish(run_id)
    return RunResult(
        run_id=run_id,
        provider=provider.name,
        model=provider.model,
        companies=companies,
        seconds=round(time.perf_counter() - started, 2),
        after_memos=after,
        portfolio=portfolio,
        pages=pages,
        engine=executor.name,
        workers=executor.workers,
    )
