"""Everything a review shows, read from the files on disk; no rendering here.

- the memo, memos/<slug>.json, and a rejected draft kept beside a verified memo
  (memos/<slug>.rejected.json, see analyste.memo.save_memo): both are shown, never one
  silently;
- the facts of every company the memo cites: a company memo cites its own
  facts/<slug>/facts.json; the portfolio memo cites `R-<slug>-…`, `A-<slug>-…`,
  `Q-<slug>-…` of several companies, and `C-…` facts held in facts/portfolio.json (or
  facts/portfolio/facts.json) when that file exists;
- the pages (facts/<slug>/pages.json) for quotes, the PDF for page images;
- the run's figures: Memo.usage, the risk reader's facts/<slug>/signals.json and the
  last run-log row of the report.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from analyste import runstate
from analyste.claims import check_claim_report, check_quote, normalise, sentences, verify_paragraphs
from analyste.errors import AnalysteError, BadInput
from analyste.memo import source_texts
from analyste.pages import sha256_of
from analyste.review.labels import labels, plural
from analyste.runlog import RunLog
from analyste.schema import (
    AlertData,
    ComparisonData,
    Defect,
    Fact,
    FactsFile,
    Memo,
    PagesFile,
    QuoteData,
    ReviewMark,
    load,
)
from analyste.settings import PORTFOLIO, Paths, paths

KINDS = {"R": "ratio", "A": "alert", "Q": "quote", "C": "comparison"}
M = TypeVar("M", bound=BaseModel)


class ShowError(AnalysteError):
    """Nothing to show (unknown slug, missing memo, unknown fact): one line, exit 2."""

    exit_code = 2


@dataclass
class Review:
    """A memo and what it rests on, as loaded for review."""

    where: Paths
    slug: str
    memo: Memo
    memo_path: Path
    draft: Memo | None = None  # a rejected draft kept beside a verified memo
    draft_path: Path | None = None
    companies: dict[str, FactsFile] = field(default_factory=dict)  # slug → facts
    facts: dict[str, Fact] = field(default_factory=dict)  # id → fact, every file loaded
    owner: dict[str, str] = field(default_factory=dict)  # id → company slug ("" for C-)
    problems: list[str] = field(default_factory=list)  # files that could not be read
    pdf_missing: list[str] = field(default_factory=list)  # reports whose PDF was not found
    recheck: Recheck | None = None  # the memo checked again against the facts as they are
    _pages: dict[str, PagesFile | None] = field(default_factory=dict, repr=False)
    _run_cache: tuple[list[dict[str, Any]], dict[int, Any]] | None = field(default=None, repr=False)
    _pdfs: dict[str, Path | None] = field(default_factory=dict, repr=False)

    # ------------------------------------------------------------ status

    @property
    def language(self) -> str:
        return self.memo.language

    @property
    def status(self) -> str:
        """verified, rejected; edited: the memo file is not the one the pipeline wrote and
        the re-check passes; modified: edited and failing the re-check, or the stored
        verdict and the re-check disagree."""
        r = self.recheck
        if r is not None and r.edited:
            return "modified" if r.defects else "edited"
        if r is not None and r.disagrees:
            return "modified"
        return "verified" if self.memo.verified else "rejected"

    @property
    def edited(self) -> bool:
        return self.recheck is not None and self.recheck.edited

    @property
    def defects(self) -> list[Defect]:
        """The defects to show in the paragraphs: the re-check's when it disagrees."""
        if self.status in ("modified", "edited") and self.recheck is not None:
            return self.recheck.defects
        return list(self.memo.defects)

    def marks(self, index: int) -> list[ReviewMark]:
        """The sentences of paragraph `index` to review. The writer's (`Paragraph.review`)
        for the memo as written; for a memo edited by hand or modified since, the
        re-check's clues, with the stored marks the clue does not make (a comparison, a
        sentence in another language) that still read in the text."""
        p = self.memo.paragraphs[index]
        if self.status in ("verified", "rejected") or self.recheck is None:
            return list(p.review)
        clues = [m for i, m in self.recheck.clues if i == index]
        kept = [
            m
            for m in p.review
            if not m.reason.startswith("unsupported:")
            and m.sentence
            and m.sentence in p.text
            and not any(_overlap(p.text, m.sentence, c.sentence) for c in clues)
        ]
        return kept + clues

    # ------------------------------------------------------------ facts

    def cited(self) -> list[str]:
        """Every id the memo (then its rejected draft) cites, in first-citation order."""
        ids: dict[str, None] = {}
        for memo in (self.memo, self.draft):
            if memo is None:
                continue
            for p in memo.paragraphs:
                ids.update(dict.fromkeys(s.strip() for s in p.sources if s.strip()))
        return list(ids)

    def fact(self, fact_id: str) -> Fact | None:
        return self.facts.get(fact_id)

    def company_of(self, fact_id: str) -> FactsFile | None:
        return self.companies.get(self.owner.get(fact_id, ""))

    # ------------------------------------------------------------ pages and runs

    def pages(self, slug: str) -> PagesFile | None:
        """facts/<slug>/pages.json, loaded once; None when absent or unreadable."""
        if slug not in self._pages:
            try:
                self._pages[slug] = load(PagesFile, self.where.pages_json(slug))
            except BadInput:
                self._pages[slug] = None
        return self._pages[slug]

    def pdf(self, slug: str) -> Path | None:
        """The report's PDF, checked by the sha256 its pages were extracted from.

        Tried in turn: the path recorded in pages.json as it was given (absolute, or
        relative to the working folder), that path under ANALYSTE_HOME, then
        reports/<slug>.pdf under ANALYSTE_HOME. None, with one warning naming the paths
        tried (`pdf_missing`), when no file there has the recorded sha256.
        """
        if slug in self._pdfs:
            return self._pdfs[slug]
        pages = self.pages(slug)
        candidates: list[Path] = []
        if pages is not None and pages.pdf:
            recorded = Path(pages.pdf)
            candidates.append(recorded)
            if not recorded.is_absolute():
                candidates.append(self.where.root / recorded)
        candidates.append(self.where.reports / f"{slug}.pdf")
        tried: list[Path] = []
        changed: list[Path] = []
        seen: set[Path] = set()
        found: Path | None = None
        for c in candidates:
            key = c.absolute()
            if key in seen:
                continue
            seen.add(key)
            tried.append(c)
            if not c.is_file():
                continue
            if pages is not None and pages.sha256 and _sha256(c) != pages.sha256:
                changed.append(c)  # boxes drawn on another version point at wrong words
                continue
            found = c
            break
        if found is None:
            names = ", ".join(str(c) for c in tried)
            if changed:
                message = (
                    f"{changed[0]}: changed since its pages were extracted; page images left "
                    f"out (run `analyste extract {changed[0]}` again; tried {names})"
                )
            else:
                message = f"{slug}: PDF not found (tried {names}); page images left out"
            self.problems.append(message)
            self.pdf_missing.append(message)
        self._pdfs[slug] = found
        return found

    def reader_figures(self, slug: str) -> dict[str, Any] | None:
        """The risk reader's last run (facts/<slug>/signals.json), figures only."""
        path = self.where.report_dir(slug) / "signals.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        keys = (
            *("provider", "model", "calls", "tokens_in", "tokens_out", "latency_s"),
            *("proposed", "verified", "rejected", "corrected", "hidden"),
        )
        return {k: data.get(k) for k in keys if k in data}

    def _runs(self) -> tuple[list[dict[str, Any]], dict[int, Any]]:
        """The run log's runs (with their report rows) and portfolio rows, read once."""
        if self._run_cache is None:
            runs: list[dict[str, Any]] = []
            portfolios: dict[int, Any] = {}
            if self.where.run_log.is_file():
                log = RunLog(self.where.run_log)
                try:
                    runs = log.runs()
                    portfolios = log.portfolios() if hasattr(log, "portfolios") else {}
                except Exception:  # a log being written by a run right now: no figures
                    runs, portfolios = [], {}
            self._run_cache = (runs, portfolios)
        return self._run_cache

    def last_run(self, slug: str) -> str | None:
        """The latest run-log row of this report (or of the portfolio memo), in words."""
        t = labels(self.language)
        runs, portfolios = self._runs()
        for run in reversed(runs):
            when = (run.get("started") or "") + (
                f" → {run['finished']}" if run.get("finished") else ""
            )
            head = f"#{run['id']} · {when} · {run.get('provider', '')}/{run.get('model', '')}"
            if slug == PORTFOLIO and run["id"] in portfolios:
                row = portfolios[run["id"]]
                attempts = plural(row.memo_attempts, "attempt", self.language)
                verdict = t(_verdict(row.memo_verified))
                memo = t("memo {verdict} after {attempts}", verdict=verdict, attempts=attempts)
                return (
                    f"{head} · {memo}"
                    f" · {t('{n} review mark(s)', n=row.review_marks)} · "
                    f"{t('tokens {tin} in / {tout} out', tin=row.tokens_in, tout=row.tokens_out)}"
                    f" · {row.latency_s:.2f} s"
                )
            for r in reversed(run["reports"]):
                if r.slug == slug:
                    quotes = t(
                        "quotes {proposed} proposed, {rejected} rejected",
                        proposed=r.quotes_proposed,
                        rejected=r.quotes_rejected,
                    )
                    text = (
                        f"{head} · {quotes} · "
                        f"{t('memo {verdict}', verdict=t(_verdict(r.memo_verified)))} · "
                        f"{t('tokens {tin} in / {tout} out', tin=r.tokens_in, tout=r.tokens_out)}"
                        f" · {r.latency_s:.2f} s"
                    )
                    return text + (f" · {t('error:')} {r.error}" if r.error else "")
        return None


def _verdict(verified: bool | None) -> str:
    return {True: "verified", False: "rejected", None: "not written"}[verified]


def last_runs(review: Review) -> list[tuple[str, str]]:
    """(label, figures) for the memo's report and each company it rests on."""
    t = labels(review.language)
    out = []
    for slug in dict.fromkeys([review.slug, *review.companies]):
        text = review.last_run(slug)
        if text is not None:
            out.append(
                (t("last run") if slug == review.slug else t("last run ({slug})", slug=slug), text)
            )
    return out


# ---------------------------------------------------------------- the re-check


@dataclass(frozen=True)
class Recheck:
    """The memo checked again, now, by the shared claim checker against the facts on disk.

    A memo edited by hand after it was written, or whose facts were rewritten since,
    may no longer pass: its stored verdict is then not to be trusted.
    """

    defects: list[Defect]  # claims.verify_paragraphs, facts as they are now
    verified: bool  # the stored verdict
    beyond_text: bool  # a stored memo-level defect the text cannot show (provider:cut…)
    changed: list[tuple[str, str]]  # (file, mtime) written after the memo's `created`
    # the memo file differs from every one the pipeline recorded writing (run.json)
    edited: bool = False
    record: str = ""  # that record: facts/<slug>/run.json, facts/portfolio.run.json
    # (paragraph, mark, message): the claim checker's clues, sentence by sentence
    clues: list[tuple[int, ReviewMark]] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)  # each clue's message, same order

    @property
    def disagrees(self) -> bool:
        """The verdicts differ: stored verified but defective now; or stored rejected for
        its text and clean now. (A rejected memo whose defects are other ones now is
        still rejected: its stored defects are shown.)"""
        if self.verified:
            return bool(self.defects)
        return not self.defects and not self.beyond_text


def recheck(review: Review) -> Recheck:
    """Re-check the memo with `claims.verify_paragraphs` (the checker `analyste memo` and
    `analyste verify` use) on the sources the writer was given: the company's facts, or
    for the portfolio memo every loaded company's and the C- facts."""

    memo = review.memo
    sources: dict[str, str] = {}
    years: set[int] = set()
    if review.slug == PORTFOLIO:
        for ff in review.companies.values():
            sources.update(source_texts(ff))
            years.update(ff.years)
        sources.update({i: f.text for i, f in review.facts.items() if f.kind == "comparison"})
    elif review.slug in review.companies:
        ff = review.companies[review.slug]
        sources.update(source_texts(ff))
        years.update(ff.years)
    own = (  # the alerts and signals a sentence may not contradict (contradicts:<id>)
        [f for ff in review.companies.values() for f in ff.facts]
        if review.slug == PORTFOLIO
        else list(review.companies[review.slug].facts)
        if review.slug in review.companies
        else []
    )
    defects = verify_paragraphs(
        memo.paragraphs,
        sources,
        years=sorted(years, reverse=True),
        language=memo.language,
        facts=own,
    )
    beyond_text = any(d.paragraph < 0 and d.code != "empty_memo" for d in memo.defects)
    years_now = sorted(years, reverse=True)
    # the risk category of each Q- fact (its data, not its text), as `verify` passes it,
    # so that the reassurance clue reads severe signals here too
    categories = {
        f.id: f.data.category
        for ff in review.companies.values()
        for f in ff.facts
        if isinstance(f.data, QuoteData) and f.data.category
    }
    clues: list[tuple[int, ReviewMark]] = []
    messages: list[str] = []
    for i, p in enumerate(memo.paragraphs):
        for sentence in sentences(p.text):  # the checker's clue, as paragraph_clues asks it
            report = check_claim_report(
                sentence,
                p.sources,
                sources,
                years=years_now,
                language=memo.language,
                categories=categories,
            )
            for clue in report.clues:
                clues.append((i, ReviewMark(sentence=sentence, reason=clue.code)))
                messages.append(clue.message)
    edited, record = _edited_by_hand(review)
    return Recheck(
        defects,
        memo.verified,
        beyond_text,
        _changed_since(review),
        edited=edited,
        record=record,
        clues=clues,
        messages=messages,
    )


def _edited_by_hand(review: Review) -> tuple[bool, str]:
    """Is memos/<slug>.json another file than the pipeline wrote? Asked of the run state
    (`runstate.edited_by_hand`: the sha256 recorded in facts/<slug>/run.json,
    facts/portfolio.run.json); with no record, not edited."""
    where = review.where
    if review.memo_path != where.memo_json(review.slug):
        return False, ""  # a rejected draft shown alone: the pipeline's own file
    path = where.portfolio_run_json if review.slug == PORTFOLIO else where.run_json(review.slug)
    try:
        edited = runstate.edited_by_hand(where.memo_json(review.slug), path)
    except OSError:
        return False, ""
    shown = path.relative_to(where.root) if path.is_relative_to(where.root) else path
    return edited, str(shown)


def _overlap(text: str, a: str, b: str) -> bool:
    """Do sentences `a` and `b` cover some of the same characters of `text`?"""
    i, j = text.find(a), text.find(b)
    return i >= 0 and j >= 0 and i < j + len(b) and j < i + len(a)


def status_label(review: Review) -> str:
    """The status in words (English key, `labels` translates): VERIFIED, REJECTED,
    MODIFIED — NOT VERIFIED, EDITED BY HAND — re-checked / — NOT VERIFIED."""
    if review.edited:
        return (
            "EDITED BY HAND — re-checked"
            if review.status == "edited"
            else "EDITED BY HAND — NOT VERIFIED"
        )
    return {"verified": "VERIFIED", "rejected": "REJECTED"}.get(
        review.status, "MODIFIED — NOT VERIFIED"
    )


def modified_reason(review: Review) -> str:
    """Why a memo is MODIFIED — NOT VERIFIED or EDITED BY HAND, in the memo's language."""
    t = labels(review.language)
    assert review.recheck is not None
    defects = plural(len(review.recheck.defects), "defect", review.language)
    if review.recheck.edited:
        memo = review.memo_path
        shown = (
            memo.relative_to(review.where.root) if memo.is_relative_to(review.where.root) else memo
        )
        if review.recheck.defects:
            return t(
                "{memo} is not the file the pipeline wrote ({record}); the re-check against "
                "the current facts finds {defects}",
                memo=shown,
                record=review.recheck.record,
                defects=defects,
            )
        return t(
            "{memo} is not the file the pipeline wrote ({record}); the re-check against the "
            "current facts finds no defect — not the writer's verified memo: read the "
            "sentences marked to review",
            memo=shown,
            record=review.recheck.record,
        )
    if review.memo.verified:
        return t(
            "stored as {stored}, but the re-check against the current facts finds {defects}; "
            "the memo, its facts or the checker changed since it was written",
            stored=t("verified"),
            defects=defects,
        )
    return t(
        "stored as rejected, but the re-check against the current facts finds no defect: "
        "edited since; only `analyste memo` verifies a memo"
    )


def _changed_since(review: Review) -> list[tuple[str, str]]:
    """The memo file and the facts files modified after the memo's `created` (a hint of
    what changed; a copy or a re-extraction updates the time)."""
    from datetime import UTC, datetime

    try:
        created = datetime.fromisoformat(review.memo.created).timestamp()
    except (TypeError, ValueError):
        return []
    files = [review.memo_path] + [review.where.facts_json(s) for s in review.companies]
    out = []
    for path in files:
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue
        if mtime > created + 2:  # the memo is saved right after it is stamped
            when = datetime.fromtimestamp(mtime, UTC).isoformat(timespec="seconds")
            shown = (
                path.relative_to(review.where.root)
                if path.is_relative_to(review.where.root)
                else path
            )
            out.append((str(shown), when))
    return out


def defect_spans(text: str, codes: list[str]) -> list[tuple[int, int, str]]:
    """Where the numbers named by `number_not_found:<n>` defects are written in a paragraph
    (any whitespace inside the number, never inside a longer number)."""
    spans = []
    for code in codes:
        kind, _, written = code.partition(":")
        if kind != "number_not_found" or not written.strip():
            continue
        parts = [re.escape(x) for x in written.split()]
        pattern = re.compile(r"(?<![\d,.])" + r"\s?".join(parts) + r"(?!\d|[.,]\d)")
        spans += [(m.start(), m.end(), code) for m in pattern.finditer(text)]
    return sorted(spans)


# Spaces a line must not break at: in "page 9", "p. 9" and a date's day and month ("31
# décembre", "1er janvier", "December 31"), inside a number ("8 200", "-19 270"), between a number
# and its unit ("200 k€", "38 %", "541 $ millions"), before French high punctuation
# ("2024 : 121 030") and inside guillemets; any no-break space (rich breaks at every
# whitespace, U+00A0 included; a browser keeps U+00A0 together).
_MONTHS = (
    r"(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre"
    r"|d[ée]cembre|January|February|March|April|May|June|July|August|September|October"
    r"|November|December)"
)
_SPACE = re.compile(r"[ \u00a0\u202f\u2007]")
_GLUE = re.compile(
    r"(?<=\b[Pp]age)[ \u00a0\u202f](?=\d)"  # "(page 9)"
    r"|(?<=\b[Pp]ages)[ \u00a0\u202f](?=\d)"
    r"|(?<=\b[Pp]\.)[ \u00a0\u202f](?=\d)"  # "p. 9"
    r"|(?<=\b[Pp]p\.)[ \u00a0\u202f](?=\d)"
    rf"|(?<=\d)[ \u00a0\u202f](?={_MONTHS}\b)"  # "31 décembre"
    rf"|(?<=\d(?:er))[ \u00a0\u202f](?={_MONTHS}\b)"  # "1er janvier"
    rf"|\b{_MONTHS}[ \u00a0\u202f](?=\d{{1,2}}\b)"  # "December 31" (the month is matched)
    r"|(?<=\d)[ \u00a0\u202f](?=\d{3}(?!\d))"
    r"|(?<=\d)[ \u00a0\u202f](?=(?:(?:k|M|Md|bn)?[€$£%]|s|pts?|jours|days)(?!\w))"
    r"|(?<=\d[ \u00a0][€$£])[ \u00a0](?=(?:millions?|thousands?|billions?)\b)"
    r"|[ \u00a0\u202f](?=[:;!?»](?:\s|$))"
    r"|(?<=«)[ \u00a0\u202f]"
    r"|[\u00a0\u202f\u2007]"
)


def no_break(text: str, char: str = "\u00a0") -> str:
    """`text` with every space a line must not break at replaced by `char` (one character
    for one: offsets do not move)."""
    return _GLUE.sub(lambda m: _SPACE.sub(char, m.group()), text)


def whole_paragraph(mark_sentence: str, text: str) -> bool:
    """A review mark on the whole paragraph (a comparison): no need to quote it again."""
    return mark_sentence.strip() == text.strip()


def _fact_files(where: Paths) -> dict[str, Path]:
    """slug → facts.json of every report folder."""
    out = {}
    if where.facts.is_dir():
        for d in sorted(where.facts.iterdir()):
            if (d / "facts.json").is_file():
                out[d.name] = d / "facts.json"
    return out


def _owner_slug(fact_id: str, slugs: list[str]) -> str | None:
    """The company of `R-<slug>-<name>`: the longest known slug that fits (slugs may hold
    dashes, e.g. `acme-corp`)."""
    kind, _, rest = fact_id.partition("-")
    if kind not in ("R", "A", "Q"):
        return None
    fits = [s for s in slugs if rest.startswith(f"{s}-")]
    return max(fits, key=len) if fits else None


def _comparison_facts(where: Paths) -> tuple[list[Fact], list[str]]:
    """C- facts of the portfolio: facts/portfolio.json (a FactsFile, {"facts": [...]} or a
    list of facts), or facts/portfolio/facts.json."""
    for path in (where.portfolio_facts, where.facts_json(PORTFOLIO)):
        if not path.is_file():
            continue
        shown = path.relative_to(where.root) if path.is_relative_to(where.root) else path
        try:
            raw = json.loads(path.read_bytes())
        except OSError as e:
            raise ShowError(f"{shown}: {e.strerror or e}") from None
        except ValueError as e:  # a truncated file: one line, never missing C- facts
            raise ShowError(f"{shown}: invalid JSON ({e})") from None
        items = raw.get("facts", []) if isinstance(raw, dict) else raw
        try:
            return [Fact.model_validate(f) for f in items], []
        except (ValidationError, TypeError) as e:
            raise ShowError(f"{shown}: not a valid list of facts ({type(e).__name__})") from None
    return [], []


def load_memo(slug: str, where: Paths) -> tuple[Memo, Path, Memo | None, Path | None]:
    """The memo of `slug` and the rejected draft beside it; ShowError when there is none."""
    main, rejected = where.memo_json(slug), where.memos / f"{slug}.rejected.json"
    if not main.is_file() and not rejected.is_file():
        known = sorted(p.stem for p in where.memos.glob("*.json") if "." not in p.stem)
        hint = f" (memos: {', '.join(known)})" if known else ""
        shown = main.relative_to(where.root) if main.is_relative_to(where.root) else main
        raise ShowError(f"no memo for {slug!r}: {shown} not found{hint}")
    if not main.is_file():
        return read_file(Memo, rejected, where), rejected, None, None
    memo = read_file(Memo, main, where)
    if memo.verified and rejected.is_file():
        return memo, main, read_file(Memo, rejected, where), rejected
    return memo, main, None, None


def read_file(cls: type[M], path: Path, where: Paths) -> M:
    """A memo or facts file, validated; ShowError naming the file (relative to the home)
    and the reason — the JSON parser's for a truncated file — never a half-read file whose
    gaps a re-check would blame on the memo."""
    shown = path.relative_to(where.root) if path.is_relative_to(where.root) else path
    try:
        raw = json.loads(path.read_bytes())
    except OSError as e:
        raise ShowError(f"{shown}: {e.strerror or e}") from None
    except ValueError as e:  # JSONDecodeError, or bytes that are not UTF-8
        raise ShowError(f"{shown}: invalid JSON ({e})") from None
    try:
        return cls.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        at = ".".join(str(x) for x in first.get("loc", ())) or "top level"
        raise ShowError(
            f"{shown}: not a valid {cls.__name__} file ({at}: {first.get('msg', '')})"
        ) from None


def load_review(slug: str, where: Paths | None = None) -> Review:
    """The memo of `slug` with the facts it cites; ShowError when there is no memo."""
    where = where or paths()
    memo, memo_path, draft, draft_path = load_memo(slug, where)
    review = Review(where, slug, memo, memo_path, draft, draft_path)
    # facts/portfolio/… holds comparisons, never a company's statements
    files = {k: v for k, v in _fact_files(where).items() if k != PORTFOLIO}
    comparisons: list[Fact] = []
    if slug == PORTFOLIO or any(kind_of(f) == "comparison" for f in review.cited()):
        comparisons, problems = _comparison_facts(where)
        review.problems += problems
    wanted: list[str] = [slug] if slug in files else []
    # the companies cited, and those a cited comparison rests on (its data.sources)
    ids = review.cited() + [
        s for f in comparisons if isinstance(f.data, ComparisonData) for s in f.data.sources
    ]
    for fid in ids:
        owner = _owner_slug(fid, list(files))
        if owner and owner not in wanted:
            wanted.append(owner)
    for s in wanted:
        ff = read_file(FactsFile, files[s], where)  # unreadable: one line, exit 2
        review.companies[s] = ff
        for f in ff.facts:
            review.facts[f.id] = f
            review.owner[f.id] = s
    if slug not in files and not review.companies and slug != PORTFOLIO:
        review.problems.append(f"{where.facts_json(slug)}: no such file")
    for f in comparisons:
        review.facts.setdefault(f.id, f)
        review.owner.setdefault(f.id, "")
    review.recheck = recheck(review)
    return review


def _sha256(path: Path) -> str:

    return sha256_of(path)


def related(review: Review, fact: Fact) -> list[str]:
    """The R- facts an alert or a comparison rests on, when they are loaded: a comparison
    names them (`data.sources`); an alert names the ratios it read (`data.values`)."""
    if isinstance(fact.data, ComparisonData):
        ids = list(fact.data.sources)
    elif isinstance(fact.data, AlertData):
        slug = review.owner.get(fact.id, review.slug)
        names = [k for k in fact.data.values if not k.endswith("_previous")]
        ids = [f"R-{slug}-{k}" for k in names if k != "change"]
    else:
        return []
    return [i for i in dict.fromkeys(ids) if i != fact.id and i in review.facts]


def kind_of(fact_id: str) -> str:
    """ratio, alert, quote, comparison — from the id's prefix; "" when unknown."""
    return KINDS.get(fact_id.partition("-")[0], "")


# ---------------------------------------------------------------- quotes on their page


@dataclass(frozen=True)
class QuoteOnPage:
    """A quote fact located in its page's text."""

    slug: str
    page: int
    page_text: str  # "" when the pages are not available
    quote: str
    span: tuple[int, int] | None  # offsets in page_text
    status: str  # "span" (from the fact), "rechecked", or why there is no span


def quote_text(review: Review, fact: Fact) -> str:
    """The quoted words, from structured data first (issue 12: the quote was cut back out
    of the fact's text): `data.quote` when the facts carry it, else the risk reader's signal
    record; the text between « » only for a fact that has neither (a hand-made facts.json).
    Not the page's characters at `data.span`: that span is what the quote is checked
    against, and a stale one would then always agree with itself."""
    if isinstance(fact.data, QuoteData) and fact.data.quote:
        return fact.data.quote
    ff = review.company_of(fact.id)
    if ff is not None:
        for s in ff.signals:
            if s.fact_id == fact.id:
                return s.quote
    text = fact.text
    if "«" in text and "»" in text:
        return text[text.index("«") + 1 : text.rindex("»")].strip()
    return text


def locate_quote(review: Review, fact: Fact) -> QuoteOnPage:
    """The span of a Q- fact in its page text: the fact's own data.span when it still
    reads the quote (the pages may have been re-extracted since), else recomputed with
    the claim checker."""

    slug = review.owner.get(fact.id, review.slug)
    quote = quote_text(review, fact)
    page = fact.page or 0
    data = fact.data if isinstance(fact.data, QuoteData) else QuoteData()
    if data.hidden:
        return QuoteOnPage(slug, page, "", data.hidden_text, None, "hidden")
    pages = review.pages(slug)
    if pages is None:
        return QuoteOnPage(slug, page, "", quote, None, "no pages.json")
    texts = [p.text for p in pages.pages]
    text = texts[page - 1] if 1 <= page <= len(texts) else ""
    span = data.span
    if span is not None and len(span) == 2 and text:
        a, b = span
        if 0 <= a < b <= len(text) and normalise(quote).strip(" .") in normalise(text[a:b]):
            return QuoteOnPage(slug, page, text, quote, (a, b), "span")
    check = check_quote(quote, texts, page)
    if check.ok and check.span:
        return QuoteOnPage(slug, page, text, quote, check.span, "rechecked")
    return QuoteOnPage(slug, page, text, quote, None, check.reason or "not_on_page")
