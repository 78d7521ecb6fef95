"""The work of one filing: extract → facts → signals → memo, cached, in one home.

`process_company(pdf, provider, where)` is a pure function of the filing and the cache
files under `where` (the engines run it in a scratch home and hand back what it wrote),
returning a `CompanyResult`; what it needs to know about the cache and the memo kept by
hand (`memo_step`, `recheck`, `edited_by_hand`) is here too. The run over a folder — the
run log, the portfolio memo, the engines — is analyste.pipeline, which imports this module
and the engines; the engines import this module, never the pipeline (issue 12: the
engines ↔ pipeline cycle).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

# The stages are called through their modules (facts.build_facts…): what a test stands
# in for on the module is what runs, in this process or a forked worker.
from analyste import facts as facts_stage
from analyste import memo as memo_stage
from analyste import runstate
from analyste import signals as signals_stage
from analyste.claims import verify_paragraphs
from analyste.errors import AnalysteError, BadInput
from analyste.facts import field_counts, load_facts
from analyste.memo import facts_of, rejected_paths, rejected_quotes, render_markdown
from analyste.providers import Provider, Usage
from analyste.runstate import Beside, digest, generated_paths, read_state, write_state
from analyste.schema import Defect, Memo, load, write_atomic
from analyste.settings import Paths, paths, slug_of
from analyste.signals import PROMPT, load_result, reader_version

# Hooks called as hook(slugs, provider, where, usages) once every company memo is done.
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


_digest = digest  # the name the pipeline tests use


def _signals_reusable(slug: str, provider: Provider, pages_sha: str, where: Paths) -> Any:

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

    where = where or paths()
    started = time.perf_counter()
    result = CompanyResult(slug=pdf.stem, pdf=str(pdf))
    local: list[Usage] = []
    step = (lambda s: progress(result.slug, s)) if progress else (lambda s: None)
    try:
        result.slug = slug_of(pdf)
        step("facts")
        ff = facts_stage.build_facts(pdf, where=where)
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
            sig = signals_stage.read_signals(ff.slug, provider, where=where, usages=local)
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
        memo = memo_stage.write_memo(slug, provider, where=where, usages=usages)
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
        generated = memo_stage.write_memo(slug, provider, where=beside, usages=usages)
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
