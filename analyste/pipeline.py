"""The whole pipeline over a folder of filings: extract → facts → signals → memo.

`run_reports(reports_dir, provider)` processes every PDF (sorted by name), logs the run in
the run log, and returns one `CompanyResult` per PDF. One bad PDF is recorded with its
one-line reason and the run goes on.

Cache (so that a rerun on unchanged filings takes seconds):

- pages: by the PDF's sha256 (analyste.pages); facts: by the pages' sha256 and the code
  that builds them (analyste.facts);
- signals: reused when facts/<slug>/signals.json was written for the same pages, by the
  same provider, model, prompt and (offline) reader version, had no provider problem, and
  facts.json is still byte-for-byte the file it wrote (a rebuilt facts.json has no Q-
  facts, so the reader runs again);
- memo: reused when facts/<slug>/run.json says the last memo was verified, was written by
  the same provider and model from a facts.json with the same sha256 as now. A rejected
  memo is never reused: a model may do better on the next run, and the offline writer
  costs nothing.

After the per-company memos, `AFTER_COMPANY_MEMOS` hooks run (and
`analyste.portfolio.write_portfolio` when that module exists): the place of the
portfolio memo (issue 8).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from analyste.errors import AnalysteError
from analyste.providers import Provider, Usage
from analyste.runlog import PortfolioRow, ReportRow, RunLog
from analyste.schema import Memo, load, write_atomic
from analyste.settings import Paths, paths

# Hooks called as hook(slugs, provider, where, usages) once every company memo is done.
AfterMemos = Callable[[list[str], Provider, Paths, list[Usage]], Any]
AFTER_COMPANY_MEMOS: list[AfterMemos] = []

Progress = Callable[[str, str], None]  # (slug, step) — step: facts, signals, memo, done


@dataclass
class CompanyResult:
    """What the pipeline did for one filing: the figures of the summary table."""

    slug: str
    pdf: str
    error: str = ""
    company: str = ""
    fields_read: int = 0
    checks_ok: int = 0
    checks_total: int = 0
    signals_proposed: int = 0
    signals_verified: int = 0
    signals_rejected: int = 0
    hidden: int = 0
    memo_verified: bool | None = None
    memo_attempts: int = 0
    review_marks: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    seconds: float = 0.0
    reused: list[str] = field(default_factory=list)  # steps taken from the cache
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.error and bool(self.memo_verified)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class RunResult:
    run_id: int
    provider: str
    model: str
    companies: list[CompanyResult]
    seconds: float
    after_memos: list[str] = field(default_factory=list)  # hook problems, one line each
    portfolio: Memo | None = None  # the portfolio memo written by the hook (issue 8)

    @property
    def all_verified(self) -> bool:
        return bool(self.companies) and all(c.ok for c in self.companies)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def _run_json(slug: str, where: Paths) -> Path:
    return where.report_dir(slug) / "run.json"


def _signals_reusable(slug: str, provider: Provider, pages_sha: str, where: Paths) -> Any:
    from analyste.signals import PROMPT, load_result, reader_version

    cached = load_result(slug, where)
    if (
        cached is None
        or cached.problems
        or cached.provider != provider.name
        or cached.model != provider.model
        or cached.prompt != PROMPT
        or cached.reader_version != reader_version(provider)
        or cached.pages_sha256 != pages_sha
        or cached.facts_digest != _digest(where.facts_json(slug))
    ):
        return None
    return cached


def _memo_reusable(slug: str, provider: Provider, where: Paths) -> Memo | None:
    try:
        state = json.loads(_run_json(slug, where).read_text(encoding="utf-8"))
        memo = load(Memo, where.memo_json(slug))
    except (OSError, ValueError, AnalysteError):
        return None
    if (
        state.get("memo_verified") is True
        and memo.verified
        and state.get("provider") == provider.name
        and state.get("model") == provider.model
        and state.get("facts_digest") == _digest(where.facts_json(slug))
        and state.get("memo_digest") == _digest(where.memo_json(slug))
    ):
        return memo
    return None


def process_company(
    pdf: Path,
    provider: Provider,
    where: Paths | None = None,
    usages: list[Usage] | None = None,
    reuse: bool = True,
    progress: Progress | None = None,
) -> CompanyResult:
    """extract → facts → signals → memo for one PDF; errors are recorded, not raised.

    `reuse=False` forces the agents (signals and memo) to run again, as `eval --runs`
    needs; pages and facts are always taken from their cache when current.
    """
    from analyste.facts import build_facts
    from analyste.memo import write_memo
    from analyste.signals import read_signals

    where = where or paths()
    started = time.perf_counter()
    result = CompanyResult(slug=pdf.stem, pdf=str(pdf))
    local: list[Usage] = []
    step = (lambda s: progress(pdf.stem, s)) if progress else (lambda s: None)
    try:
        step("facts")
        ff = build_facts(pdf, where=where)
        result.slug = ff.slug
        result.company = ff.company
        result.fields_read = sum(len(v) for v in ff.fields.values())
        result.checks_total = len(ff.checks)
        result.checks_ok = sum(1 for c in ff.checks if c.ok)

        step("signals")
        sig = _signals_reusable(ff.slug, provider, ff.pages_sha256, where) if reuse else None
        if sig is not None:
            result.reused.append("signals")
        else:
            sig = read_signals(ff.slug, provider, where=where, usages=local)
        result.signals_proposed = sig.proposed
        result.signals_verified = sig.verified + sig.hidden
        result.signals_rejected = sig.rejected
        result.hidden = sig.hidden
        result.problems.extend(sig.problems)

        step("memo")
        memo = _memo_reusable(ff.slug, provider, where) if reuse else None
        if memo is not None:
            result.reused.append("memo")
        else:
            facts_digest = _digest(where.facts_json(ff.slug))
            memo = write_memo(ff.slug, provider, where=where, usages=local)
            state = {
                "provider": provider.name,
                "model": provider.model,
                "facts_digest": facts_digest,
                "memo_verified": memo.verified,
                "memo_attempts": memo.attempts,
                "memo_digest": _digest(where.memo_json(ff.slug)) if memo.verified else "",
            }
            write_atomic(_run_json(ff.slug, where), json.dumps(state, indent=1) + "\n")
        result.memo_verified = memo.verified
        result.memo_attempts = memo.attempts
        result.review_marks = sum(len(p.review) for p in memo.paragraphs)
    except AnalysteError as e:
        result.error = str(e).splitlines()[0] if str(e) else type(e).__name__
    except Exception as e:  # one bad filing must not stop the run; the line says what broke
        result.error = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    result.tokens_in = sum(u.tokens_in for u in local)
    result.tokens_out = sum(u.tokens_out for u in local)
    result.latency_s = round(sum(u.latency_s for u in local), 3)
    result.seconds = round(time.perf_counter() - started, 2)
    if usages is not None:
        usages.extend(local)
    step("done")
    return result


def find_pdfs(reports_dir: Path) -> list[Path]:
    if not reports_dir.is_dir():
        raise AnalysteError(f"{reports_dir}: no such folder")
    return sorted(p for p in reports_dir.iterdir() if p.suffix.lower() == ".pdf" and p.is_file())


def portfolio_hook() -> AfterMemos | None:
    """`analyste.portfolio.write_portfolio` when that module exists (issue 8), else None."""
    if importlib.util.find_spec("analyste.portfolio") is None:
        return None
    return getattr(importlib.import_module("analyste.portfolio"), "write_portfolio", None)


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
    )


def run_reports(
    reports_dir: Path,
    provider: Provider,
    where: Paths | None = None,
    usages: list[Usage] | None = None,
    progress: Progress | None = None,
    on_company: Callable[[CompanyResult], None] | None = None,
    command: str = "run",
) -> RunResult:
    """Every PDF of `reports_dir`, in name order; logged in the run log."""
    where = where or paths()
    pdfs = find_pdfs(reports_dir)
    if not pdfs:
        raise AnalysteError(f"{reports_dir}: no PDF to process")
    started = time.perf_counter()
    log = RunLog(where.run_log)
    run_id = log.start(provider.name, provider.model, command, str(reports_dir))
    usages = usages if usages is not None else []
    companies = []
    for pdf in pdfs:
        c = process_company(pdf, provider, where=where, usages=usages, progress=progress)
        companies.append(c)
        log.record(run_id, log_row(c))
        if on_company:
            on_company(c)
    done = [c.slug for c in companies if not c.error]
    results: list[Any] = []
    after = _after_company_memos(done, provider, where, usages, results)
    portfolio = next((m for m in results if isinstance(m, Memo) and m.slug == "portfolio"), None)
    if portfolio is not None:  # its review marks counted in the run log (issue 8)
        log.record_portfolio(run_id, PortfolioRow.of(portfolio))
    log.finish(run_id)
    return RunResult(
        run_id=run_id,
        provider=provider.name,
        model=provider.model,
        companies=companies,
        seconds=round(time.perf_counter() - started, 2),
        after_memos=after,
        portfolio=portfolio,
    )
