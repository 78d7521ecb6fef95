"""The whole pipeline over a folder of filings: extract → facts → signals → memo.

`run_reports(reports_dir, provider)` processes every PDF (sorted by name), logs the run in
the run log, and returns one `CompanyResult` per PDF. One bad PDF is recorded with its
one-line reason and the run goes on. `process_company` is the work of one filing; the
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
`analyste.portfolio.write_portfolio` when that module exists): the place of the
portfolio memo (issue 8), given the companies of this run that produced facts, and only
those (issue 14).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analyste import runstate
from analyste.errors import AnalysteError, BadInput
from analyste.providers import Provider, RecordingProvider, Usage
from analyste.runlog import PortfolioRow, ReportRow, RunLog
from analyste.runstate import Beside, digest, generated_paths, read_state, write_state
from analyste.schema import Defect, Memo, load, write_atomic
from analyste.settings import PORTFOLIO, Paths, paths, slug_of

if TYPE_CHECKING:  # the engines run process_company: they import this module
    from analyste.engines import Executor

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
    fields_read: int = 0  # canonical + optional, as `analyste facts` counts them
    fields_canonical: int = 0  # of fields_expected (34 × years): what eval scores
    fields_expected: int = 0
    fields_optional: int = 0
    checks_ok: int = 0
    checks_total: int = 0
    signals_proposed: int = 0
    signals_verified: int = 0
    signals_rejected: int = 0
    hidden: int = 0
    memo_verified: bool | None = None  # of the memo kept in memos/<slug>.json
    memo_attempts: int = 0
    # memos/<slug>.json edited by hand since the pipeline wrote it: kept, re-verified
    # (memo_verified is its verdict), the pipeline's memo written beside it as
    # memos/<slug>.generated.json/.md (generated_verified is that one's verdict)
    memo_edited: bool = False
    edited_defects: list[str] = field(default_factory=list)
    generated_verified: bool | None = None
    review_marks: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    seconds: float = 0.0
    reused: list[str] = field(default_factory=list)  # steps taken from the cache
    problems: list[str] = field(default_factory=list)
    worker: str = ""  # who ran it (engines: "pid 123", a Ray node's address and pid)
    worker_rss_mb: float = 0.0  # that worker's peak resident memory, its children included

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
    pages: int = 0  # pages of the filings processed
    engine: str = "sequential"
    workers: int = 1

    @property
    def all_verified(self) -> bool:
        return bool(self.companies) and all(c.ok for c in self.companies)


_digest = digest  # the name the pipeline tests use


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


def code_digest(provider: Provider) -> str:
    """Offline, a digest of the offline writer's rules ("" for a model): a new rule is a
    new writer, so its memo is written again."""
    return runstate.code_digest(provider)


def _memo_reusable(slug: str, provider: Provider, where: Paths) -> Memo | None:
    try:
        state = json.loads(where.run_json(slug).read_text(encoding="utf-8"))
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
        and state.get("code", "") == code_digest(provider)
    ):
        return memo
    return None


def _state(slug: str, where: Paths) -> dict[str, Any]:
    return read_state(where.run_json(slug))


def edited_by_hand(slug: str, where: Paths) -> bool:
    """Does memos/<slug>.json differ from every memo file the pipeline last wrote?
    (facts/<slug>/run.json; `runstate.edited_by_hand`)"""
    return runstate.edited_by_hand(where.memo_json(slug), where.run_json(slug))


def recheck(slug: str, where: Paths) -> list[Defect]:
    """The defects of memos/<slug>.json against today's facts ([] when verified).

    The check of `analyste verify`: sources exist, every paragraph cites, every number is
    in the facts it cites (claims.verify_paragraphs).
    """
    from analyste.claims import verify_paragraphs
    from analyste.facts import load_facts

    try:
        memo = load(Memo, where.memo_json(slug))
    except AnalysteError as e:
        return [Defect(paragraph=-1, code="unreadable", message=str(e).splitlines()[0])]
    ff = load_facts(slug, where)
    sources = {f.id: f.text for f in ff.facts}
    return list(  # an empty memo is the defect empty_memo
        verify_paragraphs(
            memo.paragraphs, sources, years=ff.years, language=memo.language, facts=ff.facts
        )
    )


def defect_lines(defects: list[Defect]) -> list[str]:
    """One line per defect: "paragraph 2: number_not_found:7,5 — …" ("memo: …" for the whole)."""
    out = []
    for d in defects:
        where = "memo" if d.paragraph < 0 else f"paragraph {d.paragraph + 1}"
        out.append(f"{where}: {d.code} — {d.message}" if d.message else f"{where}: {d.code}")
    return out


def verify_kept(slug: str, where: Paths) -> list[str]:
    """The defects of memos/<slug>.json against today's facts, one line each."""
    return defect_lines(recheck(slug, where))


def _reason(e: Exception, pdf: Path) -> str:
    """The one line of an error, without the report's own path (the caller prints it)."""
    text = e.reason if isinstance(e, BadInput) and Path(e.path) == pdf else str(e)
    first = text.splitlines()[0] if text else ""
    if isinstance(e, AnalysteError):
        return first or type(e).__name__
    return f"{type(e).__name__}: {first}" if first else type(e).__name__


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
    from analyste.facts import build_facts, field_counts
    from analyste.signals import read_signals

    where = where or paths()
    started = time.perf_counter()
    result = CompanyResult(slug=pdf.stem, pdf=str(pdf))
    local: list[Usage] = []
    step = (lambda s: progress(result.slug, s)) if progress else (lambda s: None)
    try:
        result.slug = slug_of(pdf)
        step("facts")
        ff = build_facts(pdf, where=where)
        result.slug = ff.slug
        result.company = ff.company
        result.fields_read = sum(len(v) for v in ff.fields.values())
        counts = field_counts(ff)
        result.fields_canonical = counts.canonical
        result.fields_expected = counts.expected
        result.fields_optional = counts.optional
        result.checks_total = len(ff.checks)
        result.checks_ok = sum(1 for c in ff.checks if c.ok)
        # A filing without statements (prose only, a scan) has nothing a memo could
        # stand on: build_facts raised BadInput, one line and no memo (`run` fails).

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
        out = memo_step(ff.slug, provider, where, local, reuse)
        result.memo_edited = out.edited
        result.edited_defects = defect_lines(out.edited_defects)
        result.generated_verified = out.generated.verified if out.edited else None
        result.memo_verified = out.verified
        result.memo_attempts = out.generated.attempts
        result.review_marks = out.review_marks
        if out.reused:
            result.reused.append("memo")
    except Exception as e:  # one bad filing must not stop the run; the line says what broke
        result.error = _reason(e, pdf)
    result.tokens_in = sum(u.tokens_in for u in local)
    result.tokens_out = sum(u.tokens_out for u in local)
    result.latency_s = round(sum(u.latency_s for u in local), 3)
    result.seconds = round(time.perf_counter() - started, 2)
    if usages is not None:
        usages.extend(local)
    step("done")
    return result


@dataclass
class MemoStep:
    """What the memo step did for one report (`run` and `analyste memo` alike)."""

    generated: Memo  # the pipeline's memo (in memos/<slug>.json, or beside an edited one)
    path: Path  # where the pipeline's memo was written (.json, .rejected.json, .generated.json)
    edited: bool = False  # memos/<slug>.json was edited by hand: kept, re-verified
    edited_defects: list[Defect] = field(default_factory=list)
    review_marks: int = 0  # of the memo in memos/<slug>.json
    reused: bool = False

    @property
    def verified(self) -> bool:
        """The verdict of the memo in memos/<slug>.json (the kept one when edited)."""
        return not self.edited_defects if self.edited else self.generated.verified


def memo_step(
    slug: str,
    provider: Provider,
    where: Paths,
    usages: list[Usage] | None = None,
    reuse: bool = True,
) -> MemoStep:
    """Write the memo of one report, never over a memo edited by hand.

    memos/<slug>.json edited by hand (`edited_by_hand`): kept as it is, re-verified
    against today's facts, its .md rendered again with that verdict, and the pipeline's
    memo written beside it (memos/<slug>.generated.json/.md). Otherwise the pipeline's
    memo is (re)written (or reused when `reuse` and current), run.json records the file's
    sha256, and a stale .generated pair (the file was handed back) is removed.
    """
    if edited_by_hand(slug, where):
        return _keep_edited(slug, provider, where, usages, reuse)
    from analyste.memo import rejected_paths, write_memo

    for stale in generated_paths(slug, where):  # handed back: ours is the file again
        stale.unlink(missing_ok=True)
    memo = _memo_reusable(slug, provider, where) if reuse else None
    reused = memo is not None
    state = _state(slug, where)
    if reused and "generated_digest" in state:
        state = {k: v for k, v in state.items() if not k.startswith("generated_")}
        write_state(where.run_json(slug), state)
    if memo is None:
        facts_digest = _digest(where.facts_json(slug))
        memo = write_memo(slug, provider, where=where, usages=usages)
        state = {
            "provider": provider.name,
            "model": provider.model,
            "facts_digest": facts_digest,
            "memo_verified": memo.verified,
            "memo_attempts": memo.attempts,
            # memos/<slug>.json as the pipeline leaves it (a rejected draft beside a
            # verified memo leaves that one): an edit by hand is told by it
            "memo_digest": _digest(where.memo_json(slug)),
            "code": code_digest(provider),
        }
        write_state(where.run_json(slug), state)
    path = where.memo_json(slug)
    if not memo.verified and _load_memo(path) != memo:
        path = rejected_paths(slug, where)[0]  # beside the verified memo it did not replace
    return MemoStep(
        generated=memo,
        path=path,
        review_marks=sum(len(p.review) for p in memo.paragraphs),
        reused=reused,
    )


def kept_line(slug: str, verified: bool, generated_verified: bool) -> str:
    """The one line `run` and `memo` print when memos/<slug>.json was edited by hand."""
    ours = "verified" if generated_verified else "REJECTED"
    return (
        f"{slug}: memos/{slug}.json edited by hand — kept "
        f"({'verified' if verified else 'DEFECTS'}); the pipeline's memo ({ours}) is "
        f"memos/{slug}.generated.json"
    )


def _load_memo(path: Path) -> Memo | None:
    try:
        return load(Memo, path)
    except AnalysteError:
        return None


def _keep_edited(
    slug: str,
    provider: Provider,
    where: Paths,
    usages: list[Usage] | None,
    reuse: bool,
) -> MemoStep:
    """memos/<slug>.json was edited by hand: keep it, re-verify it, write ours beside it.

    The kept memo's verdict is the report's; its .md is rendered again from it with that
    verdict (the .json is not touched). The pipeline's memo goes to
    memos/<slug>.generated.json/.md, reused while the facts, provider and model and that
    file are unchanged.
    """
    from analyste.memo import facts_of, rejected_quotes, render_markdown, write_memo

    defects = recheck(slug, where)
    kept = _load_memo(where.memo_json(slug))
    marks = 0
    if kept is not None:
        marks = sum(len(p.review) for p in kept.paragraphs)
        shown = kept.model_copy(update={"verified": not defects, "defects": defects})
        md = render_markdown(shown, rejected_quotes(slug, where), facts_of(slug, where))
        write_atomic(where.memo_md(slug), md)
    state = _state(slug, where)
    gen_json = generated_paths(slug, where)[0]
    facts_digest = _digest(where.facts_json(slug))
    generated: Memo | None = None
    if (
        reuse
        and state.get("generated_verified") is True
        and state.get("provider") == provider.name
        and state.get("model") == provider.model
        and state.get("facts_digest") == facts_digest
        and state.get("generated_digest") == _digest(gen_json)
        and state.get("code", "") == code_digest(provider)
    ):
        generated = _load_memo(gen_json)
    reused = generated is not None
    if generated is None:
        beside = Beside(where.root)
        generated = write_memo(slug, provider, where=beside, usages=usages)
        state.update(
            provider=provider.name,
            model=provider.model,
            facts_digest=facts_digest,
            generated_verified=generated.verified,
            generated_digest=_digest(gen_json),
            code=code_digest(provider),
        )
        write_state(where.run_json(slug), state)
    return MemoStep(
        generated=generated,
        path=gen_json,
        edited=True,
        edited_defects=defects,
        review_marks=marks,
        reused=reused,
    )


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
    from analyste.engines import apply_outcome, executor_for, make_task
    from analyste.engines.budget import Limits

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
