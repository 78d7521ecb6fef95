"""The companies of a run → one verified portfolio memo: memos/portfolio.json and .md.

`write_portfolio(slugs, provider, where, usages)` is called by the pipeline once every
company memo is written (`pipeline.portfolio_hook`), and by `analyste portfolio`.

1. Each company's facts/<slug>/facts.json is loaded; code computes the `C-` comparison
   facts across them (analyste.comparisons) and saves them to facts/portfolio.json, a
   FactsFile (company "Portefeuille", slug "portfolio") whose facts are the C- facts —
   the file `show portfolio` and `verify memos/portfolio.json` read.
2. The writer (task "portfolio_writer") sees the facts of every company — the ids keep
   each fact tied to its company (`R-ferlac-leverage`, `Q-solvea-3`) — and the C- facts,
   never a PDF; it writes a section per company and a comparisons section.
3. Verification is the company memo's (`memo.draft_and_verify`): unknown source, no
   source, a number not in the facts its paragraph cites (sign-aware); one rewrite, then
   rejection. The sources are every company's facts plus the C- facts; the years, the
   union of the companies' years.
4. Review marks, a clue for the analyst and never a rejection: each sentence few of
   whose content words are in its cited facts (`memo.mark_for_review`, threshold
   `claims.UNSUPPORTED_BELOW`; `unmeasured:<lang>-<lang>` when the sentence is not in
   its facts' language), and each comparison paragraph as a whole (reason
   "comparison": it cites a C- fact or the facts of two companies, so it draws a
   conclusion across filings that no one fact states).
5. `memo.save_memo` writes the files: a rejected portfolio memo never replaces a
   verified one (it goes to memos/portfolio.rejected.json).

Cache (like the company memos, analyste.pipeline): facts/portfolio.run.json records the
provider, model and sha256 of each company's facts.json the memo was written from; a
verified memo is reused when they are unchanged and memos/portfolio.json is still the file
written then. A rejected memo is never reused. `analyste portfolio` always writes anew.

Fewer than two companies, or companies without a single comparable figure (no C- fact),
make no portfolio: `write_portfolio` then returns None and writes nothing. The slugs
given are the companies of the run, and only they (issue 14): an empty list is no
company, never "every facts/*/" (that is `None`, for `analyste portfolio`). The run that
wrote the memo is recorded in facts/portfolio.run.json (`run_id`, `companies`), and
`stale_note` tells when the memo is not the last run's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from analyste import runstate
from analyste.claims import guess_language, support_share, verify_paragraphs
from analyste.comparisons import comparison_facts
from analyste.errors import AnalysteError
from analyste.facts import load_facts
from analyste.memo import (
    _SENTENCE,  # the sentence split of mark_for_review, so both marks cut alike
    _usage_summary,  # the company memo's usage figures, so both memos report alike
    draft_and_verify,
    mark_for_review,
    save_memo,
    source_texts,
    writer_facts,
)
from analyste.providers.base import Provider, Usage
from analyste.runlog import RunLog
from analyste.runstate import Beside, digest, read_state, write_state
from analyste.schema import Fact, FactsFile, Memo, Paragraph, ReviewMark, load, save
from analyste.settings import PORTFOLIO, Paths, paths

SLUG = PORTFOLIO
COMPANY = {"fr": "Portefeuille", "en": "Portfolio"}
COMPARISONS = {"fr": "comparaisons", "en": "comparisons"}
COMPARISON_REASON = "comparison"


class PortfolioParagraph(BaseModel):
    model_config = ConfigDict(extra="forbid")

    section: str = Field(description="a company's name, or the comparisons section")
    text: str = Field(description="the paragraph; every number copied exactly from a cited fact")
    sources: list[str] = Field(description="ids of the facts this paragraph rests on")


class PortfolioDraft(BaseModel):
    """What the portfolio writer returns: the memo's paragraphs in reading order."""

    model_config = ConfigDict(extra="forbid")

    paragraphs: list[PortfolioParagraph] = Field(description="paragraphs in reading order")


def draft_schema(sections: Sequence[str]) -> type[BaseModel]:
    """PortfolioDraft whose `section` is one of this portfolio's sections (an enum in the
    JSON schema, so that a provider with strict output cannot invent a section)."""
    section_type: Any = Literal[tuple(sections)]
    paragraph = create_model(
        "PortfolioParagraph",
        __config__=ConfigDict(extra="forbid"),
        section=(section_type, Field(description="a company's name, or the comparisons section")),
        text=(str, Field(description="the paragraph; every number copied exactly from a fact")),
        sources=(list[str], Field(description="ids of the facts this paragraph rests on")),
    )
    return create_model(
        "PortfolioDraft",
        __config__=ConfigDict(extra="forbid"),
        __doc__=PortfolioDraft.__doc__,
        paragraphs=(list[paragraph], Field(description="paragraphs in reading order")),  # type: ignore[valid-type]
    )


# ---------------------------------------------------------------- inputs


def comparisons_path(where: Paths) -> Path:
    """facts/portfolio.json: the C- facts, beside the companies' folders."""
    return where.portfolio_facts


def all_slugs(where: Paths) -> list[str]:
    """Every report folder holding a facts.json (name order), the portfolio excepted."""
    if not where.facts.is_dir():
        return []
    return sorted(
        d.name for d in where.facts.iterdir() if d.name != SLUG and (d / "facts.json").is_file()
    )


def load_companies(slugs: Sequence[str] | None, where: Paths) -> list[FactsFile]:
    """The facts of each slug (every facts/*/facts.json when None); BadInput when one is
    missing or unreadable."""

    chosen = list(dict.fromkeys(slugs)) if slugs else all_slugs(where)
    return [load_facts(s, where) for s in chosen if s != SLUG]


def portfolio_language(companies: Sequence[FactsFile]) -> Literal["fr", "en"]:
    """The language of most filings; French on a tie (the project's default)."""
    fr = sum(1 for ff in companies if ff.language != "en")
    return "en" if len(companies) - fr > fr else "fr"


def comparisons_file(companies: Sequence[FactsFile], language: str) -> FactsFile:
    """The C- facts as a FactsFile-shaped file (company "Portefeuille", slug "portfolio")."""
    units = list(dict.fromkeys(ff.unit for ff in companies))
    lang: Literal["fr", "en"] = "en" if language == "en" else "fr"
    return FactsFile(
        company=COMPANY[lang],
        slug=SLUG,
        unit=units[0] if len(units) == 1 else ", ".join(units),
        language=lang,
        years=years_of(companies),
        fields={},
        facts=comparison_facts(companies, lang),
    )


def years_of(companies: Sequence[FactsFile]) -> list[int]:
    return sorted({y for ff in companies for y in ff.years}, reverse=True)


def sources_of(companies: Sequence[FactsFile], comparisons: FactsFile) -> dict[str, str]:
    """id → text of every fact the portfolio memo may cite (what the checker reads)."""
    out: dict[str, str] = {}
    for ff in companies:
        out.update(source_texts(ff))
    out.update({f.id: f.text for f in comparisons.facts})
    return out


def owners_of(companies: Sequence[FactsFile]) -> dict[str, str]:
    """fact id → company slug (C- facts belong to none)."""
    return {f["id"]: ff.slug for ff in companies for f in writer_facts(ff)}


def portfolio_payload(companies: Sequence[FactsFile], comparisons: FactsFile) -> dict[str, Any]:
    """The writer's input: the companies, then every fact (company facts tagged with their
    slug, C- facts with their printed pieces), never a PDF or a statement."""
    lang = comparisons.language
    sections = [ff.company for ff in companies] + [COMPARISONS[lang]]
    facts: list[dict[str, Any]] = []
    for ff in companies:
        facts += [{**f, "slug": ff.slug} for f in writer_facts(ff)]
    for f in comparisons.facts:
        facts.append({"id": f.id, "kind": f.kind, "text": f.text, "data": f.data.as_dict()})
    listing = ", ".join(f"{ff.company} ({ff.slug})" for ff in companies)
    return {
        # $company of the prompt: the portfolio and which slug is which company
        "company": f"{COMPANY[lang]} — {listing}",
        "slug": SLUG,
        "language": lang,
        "years": years_of(companies),
        "sections": sections,
        "companies": [
            {
                "slug": ff.slug,
                "company": ff.company,
                "unit": ff.unit,
                "language": ff.language,
                "years": list(ff.years),
            }
            for ff in companies
        ],
        "facts": facts,
    }


# ---------------------------------------------------------------- review marks


def is_comparison(p: Paragraph, owners: Mapping[str, str], comparisons_section: str) -> bool:
    """A paragraph that compares: in the comparisons section, citing a C- fact (but
    `C-signals-<slug>`, which counts one company's signals), or citing the facts of two
    or more companies."""
    companies = {owners[s] for s in p.sources if s in owners}
    return (
        p.section == comparisons_section
        or any(s.startswith("C-") and not s.startswith("C-signals-") for s in p.sources)
        or len(companies) > 1
    )


def review_marks(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    owners: Mapping[str, str],
    comparisons_section: str,
    facts: Sequence[Fact] = (),
) -> list[Paragraph]:
    """The content-word clue on every sentence (memo.mark_for_review), a mark on each
    sentence the clue cannot measure because it is not in its facts' language, then one
    mark "comparison" on each comparison paragraph (the whole paragraph is the span)."""
    out = []
    for p in mark_for_review(paragraphs, sources, facts):
        marks = list(p.review) + _unmeasured(p, sources)
        if is_comparison(p, owners, comparisons_section):
            marks.append(ReviewMark(sentence=p.text, reason=COMPARISON_REASON))
        out.append(p.model_copy(update={"review": marks}))
    return out


def _unmeasured(p: Paragraph, sources: Mapping[str, str]) -> list[ReviewMark]:
    """Sentences in another language than the facts they cite: support_share does not
    measure them (None), and a portfolio mixes filings of both languages — so a French
    sentence over English facts would otherwise pass with no clue at all."""
    texts = [sources[s] for s in p.sources if s in sources]
    if not texts:
        return []
    theirs = guess_language("\n".join(texts))
    marks = []
    for sentence in _SENTENCE.split(p.text):  # memo.mark_for_review's own split
        mine = guess_language(sentence)
        if mine and theirs and mine != theirs and support_share(sentence, texts) is None:
            marks.append(ReviewMark(sentence=sentence, reason=f"unmeasured:{mine}-{theirs}"))
    return marks


def count_marks(memo: Memo) -> dict[str, int]:
    """Review marks of a memo: all, the content-word clue's (unsupported or unmeasured
    sentences), the comparison paragraphs."""
    marks = [m for p in memo.paragraphs for m in p.review]
    comparison = sum(1 for m in marks if m.reason == COMPARISON_REASON)
    return {"all": len(marks), "clue": len(marks) - comparison, "comparison": comparison}


# ---------------------------------------------------------------- the memo


def write_portfolio(
    slugs: Sequence[str] | None,
    provider: Provider,
    where: Paths | None = None,
    usages: list[Usage] | None = None,
    reuse: bool = True,
) -> Memo | None:
    """Write, verify, mark and save the portfolio memo of `slugs` (every facts/*/ when
    None); None when fewer than two companies have facts. BadInput on unreadable facts;
    a provider problem makes a rejected memo, never an exception.

    `reuse`: a verified memo written by the same provider and model from the same facts
    (facts/portfolio.run.json) is returned as it is, as the pipeline reuses company memos,
    so that a rerun on unchanged filings costs no model call."""
    where = where or paths()
    if slugs is not None and len(set(slugs) - {SLUG}) < 2:
        # the companies of this run, even none: never every facts/*/ an earlier run left
        # (a run of two broken PDFs once printed "portfolio: memo verified" over them)
        return None
    companies = load_companies(slugs, where)
    if len(companies) < 2 or not comparison_facts(companies, portfolio_language(companies)):
        return None  # nothing to compare: no memo rather than an empty rejected one
    key = cache_key(companies, provider, where)
    if reuse:
        cached = _reusable(key, where)
        if cached is not None:
            # no call made this time: the run log counts no tokens for it (as for a reused
            # company memo); the file on disk keeps the figures of the call that wrote it
            usage = {**_usage_summary([]), "reused": True, **_kept(companies, where)}
            return cached.model_copy(update={"usage": usage})
    memo, _json_path = write_portfolio_files(companies, provider, where, usages)
    return memo


def _state(where: Paths) -> dict[str, Any]:
    return read_state(where.portfolio_run_json)


def edited_by_hand(where: Paths) -> bool:
    """Does memos/portfolio.json differ from every memo file the pipeline last wrote?
    (facts/portfolio.run.json: `memo_digest`, `generated_digest`; no record: not edited)."""
    return runstate.edited_by_hand(where.memo_json(SLUG), where.portfolio_run_json)


def _kept(companies: Sequence[FactsFile], where: Paths) -> dict[str, Any]:
    """{"kept": {verified, defects}} when memos/portfolio.json was edited by hand (it is
    re-verified against today's facts and C- facts), else {}."""
    if not edited_by_hand(where):
        return {}

    try:
        kept = load(Memo, where.memo_json(SLUG))
    except AnalysteError as e:
        return {"kept": {"verified": False, "defects": [f"unreadable: {e}"]}}
    comparisons = comparisons_file(companies, portfolio_language(companies))
    sources = sources_of(companies, comparisons)
    found = verify_paragraphs(
        kept.paragraphs,
        sources,
        years=years_of(companies),
        language=kept.language,
        facts=[f for c in companies for f in c.facts],
    )
    defects = [f"paragraph {d.paragraph + 1}: {d.code} — {d.message}" for d in found]
    if not kept.paragraphs:
        defects.append("empty_memo: no paragraph")
    return {"kept": {"verified": not defects, "defects": defects}}


def run_state_path(where: Paths) -> Path:
    """facts/portfolio.run.json: what the last portfolio memo was written from."""
    return where.portfolio_run_json


_digest = digest


def cache_key(companies: Sequence[FactsFile], provider: Provider, where: Paths) -> dict[str, Any]:
    """Provider, model and the sha256 of every company's facts.json (the C- facts and the
    payload are computed from them); offline, the writer's code too (a new rule writes a
    new memo)."""
    return {
        "provider": provider.name,
        "model": provider.model,
        "facts": {ff.slug: _digest(where.facts_json(ff.slug)) for ff in companies},
        "code": code_digest(provider, "offline/portfolio_writer.py", "comparisons.py"),
    }


code_digest = runstate.code_digest


def _reusable(key: Mapping[str, Any], where: Paths) -> Memo | None:
    try:
        state = json.loads(run_state_path(where).read_text(encoding="utf-8"))
        memo = load(Memo, where.memo_json(SLUG))
    except (OSError, ValueError, AnalysteError):
        return None
    if (
        all(state.get(k) == v for k, v in key.items())
        and state.get("memo_verified") is True
        and memo.verified
        and state.get("memo_digest") == _digest(where.memo_json(SLUG))
        and comparisons_path(where).is_file()
    ):
        return memo
    generated = where.generated_json(SLUG)
    if (
        all(state.get(k) == v for k, v in key.items())
        and state.get("generated_verified") is True
        and state.get("generated_digest") == _digest(generated)
        and edited_by_hand(where)
        and comparisons_path(where).is_file()
    ):
        try:
            return load(Memo, generated)
        except AnalysteError:
            return None
    return None


def write_portfolio_files(
    companies: Sequence[FactsFile],
    provider: Provider,
    where: Paths,
    usages: list[Usage] | None = None,
) -> tuple[Memo, Path]:
    """write_portfolio for loaded companies, also telling which .json the memo went to
    (memos/portfolio.rejected.json when a verified memo was kept)."""
    language = portfolio_language(companies)
    comparisons = comparisons_file(companies, language)
    save(comparisons, comparisons_path(where))
    payload = portfolio_payload(companies, comparisons)
    sources = sources_of(companies, comparisons)
    calls: list[Usage] = []
    paragraphs, verified, attempts, defects = draft_and_verify(
        provider,
        "portfolio_writer",
        payload,
        sources,
        payload["years"],
        language,
        calls,
        schema=draft_schema(payload["sections"]),
        facts=[f for c in companies for f in c.facts],
    )
    if usages is not None:
        usages.extend(calls)
    paragraphs = review_marks(
        paragraphs,
        sources,
        owners_of(companies),
        COMPARISONS[comparisons.language],
        [f for c in companies for f in c.facts],
    )
    memo = Memo(
        slug=SLUG,
        company=COMPANY[comparisons.language],
        verified=verified,
        attempts=attempts,
        paragraphs=paragraphs,
        defects=defects,
        language=comparisons.language,
        provider=provider.name,
        model=provider.model or "",
        usage=_usage_summary(calls),
        created=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    # memos/portfolio.json edited by hand: kept, re-verified; ours goes beside it
    edited = edited_by_hand(where)
    if edited:
        json_path, _md = save_memo(memo, Beside(where.root))
    else:
        json_path, _md = save_memo(memo, where)
    state = _state(where) if edited else {}
    state.update(cache_key(companies, provider, where), memo_verified=memo.verified)
    if edited:
        state.update(generated_digest=_digest(json_path), generated_verified=memo.verified)
    else:  # memos/portfolio.json as the pipeline leaves it: an edit by hand is told by it
        state["memo_digest"] = _digest(where.memo_json(SLUG))
    write_state(run_state_path(where), state)
    if edited:
        memo = memo.model_copy(update={"usage": {**memo.usage, **_kept(companies, where)}})
    return memo, json_path


_WRITERS = ("run", "portfolio")  # the commands that write a portfolio memo


def stale_note(where: Paths) -> str:
    """Why memos/portfolio.json is not the portfolio of the last run, or "".

    facts/portfolio.run.json records the run that last wrote (or reused) the memo and
    the companies it covers (`runstate.mark_portfolio_run`); the run log knows the last
    `run`. A later run with fewer than two companies writes no portfolio and leaves the
    older memo on disk, which must then not read as current."""

    state = _state(where)
    memo_run = state.get("run_id")
    if not where.run_log.is_file() or not isinstance(memo_run, int):
        return ""
    try:
        runs = [r for r in RunLog(where.run_log).runs() if r.get("command") in _WRITERS]
    except Exception:  # the run log never blocks a review
        return ""
    if not runs or runs[-1]["id"] == memo_run:
        return ""
    last = runs[-1]
    covered = ", ".join(state.get("companies") or []) or "?"
    reports = [r.slug for r in last.get("reports", []) if not r.error]
    return (
        f"this portfolio memo comes from run {memo_run} ({covered}), not from the last run "
        f"{last['id']}, which had {len(reports)} company "
        f"{'memo' if len(reports) == 1 else 'memos'}"
        + (f" ({', '.join(reports)})" if reports else "")
        + " and wrote no portfolio"
    )


def load_portfolio(where: Paths | None = None) -> Memo:
    """memos/portfolio.json; BadInput when missing or invalid."""
    return load(Memo, (where or paths()).memo_json(SLUG))
