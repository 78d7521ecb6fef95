"""The risk reader: page texts → credit-risk signals → verified Q- facts.

`read_signals(slug, provider)` sends the extracted page texts of a report (never the
PDF; each page delimited and numbered) to the risk-reader agent, checks every quote it
returns with `claims.check_quote`, sends the failures back once with their reason
("recopie chaque extrait exactement ou retire le signal"), and drops what still fails:
a rejected signal is counted and recorded in `FactsFile.signals` with its reason, never
a fact. Verified signals become `Q-<slug>-<n>` facts, numbered by page then position on
the page, so that ids are stable across reruns on the same input.

Decisions (documented here because other stages rely on them):

- Cost is bounded: a short filing (≤ one batch) is sent whole; a longer one only by its
  pages worth reading (notes, risk sections, pages with a lexicon hit), at most
  `MAX_TOKENS` estimated tokens in batches of `BATCH_TOKENS` (4 characters a token).
  What was sent (pages per batch) and what was skipped is recorded in the result.
- Text hidden from a human reader (`Page.hidden`, recorded at extraction) is never sent
  to the agent: it is exactly where an injection would hide. Whatever the provider, a
  piece that reads like an instruction (addressed to an AI, assistant, model or system,
  or an imperative such as "ignore", "rate", "conclude", "omit": `hidden_is_instruction`)
  is a verified signal of category `embedded_instruction`; any other piece of four words
  or more that is not a mere table header or figure is a verified signal of category
  `hidden_text` whose fact says only "text invisible to a reader: to examine" (white on
  a dark background, a tiny footnote mark: extraction cannot tell, so the fact asserts no
  intent); shorter fragments are counted (`hidden_fragments`), not made signals. A
  hidden signal has its own Q- fact; it cannot be checked against the visible text, so
  the fact keeps the characters in `data.hidden_text` (with `data.hidden = true`), out of
  the text the writer sees.
- facts/<slug>/signals.json keeps the last `SignalsResult`, the record of what was sent
  and the key (pages sha256, provider, model, prompt and reader version) under which the
  pipeline may reuse it instead of calling the agent again.
"""

from __future__ import annotations

import difflib
import hashlib
import itertools
import json
import math
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from analyste.claims import check_quote, normalise
from analyste.facts import load_facts
from analyste.pages import load_pages
from analyste.prompting import render
from analyste.providers import ProviderProblem, Request, call_structured
from analyste.risk import (
    CATEGORIES,
    MONEY,
    MONTHS,
    Category,
    anchors,
    content_words,
    fold,
    kind_only,
    lexicon,
    parties,
    same_risk,
    severity,
)
from analyste.schema import Fact, QuoteData, SignalRecord, save
from analyste.settings import paths
from analyste.signal_model import Model
from analyste.signal_model import model as shipped_model

PROMPT = "risk_reader_v1"
BATCH_TOKENS = 12_000
MAX_TOKENS = 60_000
CHARS_PER_TOKEN = 4


class ProposedSignal(BaseModel):
    """One signal as the agent proposes it (the structured output schema)."""

    model_config = ConfigDict(extra="forbid")
    category: Category = Field(description="the credit-risk category")
    quote: str = Field(description="the sentence copied exactly as printed on the page")
    page: int = Field(description="1-based page number where the quote is printed")
    why: str = Field(description="one short sentence: why this is a credit risk")


class SignalsReply(BaseModel):
    model_config = ConfigDict(extra="forbid")
    signals: list[ProposedSignal] = Field(description="every signal found; empty if none")


class SetAside(SignalRecord):
    """A verified quote not kept, with the kept sentence it gave way to (where one)."""

    gave_way_to: str = Field(
        default="",
        description="the kept quote that tells its fact: the same sentence on another page "
        "(repeat), the passage holding it (fragment), the matter's head (same_risk)",
    )


class SignalsResult(BaseModel):
    """What one risk-reader run did: counts, records, and what was sent."""

    model_config = ConfigDict(extra="forbid")
    slug: str
    provider: str
    model: str
    prompt: str = PROMPT
    reader_version: str = Field(default="", description="offline lexicon digest, else empty")
    pages_sha256: str = ""
    proposed: int = Field(default=0, description="distinct signals proposed on first reading")
    verified: int = Field(default=0, description="verified quotes (visible text)")
    rejected: int = Field(default=0, description="signals_rejected: still failing after retry")
    corrected: int = Field(default=0, description="sent back once and then verified")
    repeated: int = Field(
        default=0,
        description="verified quotes dropped as the same sentence as on another page "
        "(3M 10-K: p. 43 and p. 47) or a fragment of a kept passage; not counted in "
        "proposed, each in set_aside (repeat:<page>, fragment:<page>)",
    )
    hidden: int = Field(
        default=0, description="hidden-text signals (embedded_instruction or hidden_text)"
    )
    hidden_fragments: list[dict[str, Any]] = Field(
        default_factory=list,
        description="hidden text too short or only a header/figures: {page, reason, text}; "
        "counted, not a signal",
    )
    candidates: int = Field(
        default=0,
        description="distinct verified quotes handed to the stage; each is a record or in "
        "set_aside (candidates = verified + len(set_aside))",
    )
    records: list[SignalRecord] = Field(default_factory=list)
    set_aside: list[SetAside] = Field(
        default_factory=list,
        description="verified quotes not kept: the same sentence as on another page "
        "(repeat:<page>), inside or told by a kept passage of its page (fragment:<page>), "
        "the same risk as a more specific kept one (same_risk:<page>), beyond the "
        "category's bound (beyond_bound:<category>) or under the learned score "
        "(below_score)",
    )
    kept: dict[str, int] = Field(default_factory=dict, description="signals kept per category")
    batches: list[list[int]] = Field(default_factory=list, description="pages sent per call")
    pages_skipped: list[int] = Field(default_factory=list, description="pages not sent")
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    problems: list[str] = Field(default_factory=list, description="provider problems per batch")
    facts_digest: str = Field(default="", description="sha256 of facts.json as written")


# ---------------------------------------------------------------- page selection


def estimate_tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN + 1


def page_score(text: str) -> int:
    """How worth reading a page is: lexicon hits, plus 2 for a notes or risk heading."""
    lex = lexicon()
    folded = fold(text)
    hits = sum(1 for ps in lex.patterns.values() for p in ps if p.search(folded))
    heading = any(p.search(text.lower()) for p in lex.selection)
    return hits + (2 if heading else 0)


def select_pages(
    pages: Sequence[tuple[int, str]],
    batch_tokens: int = BATCH_TOKENS,
    max_tokens: int | None = MAX_TOKENS,
) -> tuple[list[list[int]], list[int]]:
    """(batches of page numbers, skipped page numbers) under the token budget.

    `max_tokens=None` (a provider that costs nothing) sends every page but the exhibits
    of a 10-K (Items 15-16: contracts printed whole, where every clause uses a risk word).
    """
    texts = {n: t for n, t in pages if t.strip()}
    total = sum(estimate_tokens(t) for t in texts.values())
    if total <= batch_tokens:
        chosen = sorted(texts)
    elif max_tokens is None:
        chosen = sorted(set(texts) - exhibit_pages(texts))
    else:
        # Issue 16: the selection keeps the notes where concrete signals live. A page told
        # under a credit note's heading (debt, contingencies, legal proceedings, the
        # auditor's report…) gains 3, and up to 4 more for the amounts it states; a page
        # of Item 1A, Risk Factors, counts half its
        # hits (PG&E 2019: the contingencies note and the auditor's report were left out
        # while 25 pages of risk factors were sent).
        notes = credit_pages(texts)
        hypothetical = hypothetical_pages(texts) | exhibit_pages(texts)
        scored = {
            n: (page_score(t) // 2 if n in hypothetical else page_score(t))
            + (3 + min(anchors(t).money // 3, 4) if notes.get(n) and n not in hypothetical else 0)
            for n, t in texts.items()
        }
        ranked = sorted((n for n in texts if scored[n] > 0), key=lambda n: (-scored[n], n))
        chosen, used = [], 0
        for n in ranked:
            cost = estimate_tokens(texts[n])
            if used + cost > max_tokens:
                continue
            chosen.append(n)
            used += cost
        chosen.sort()
    batches: list[list[int]] = []
    current: list[int] = []
    used = 0
    for n in chosen:
        cost = estimate_tokens(texts[n])
        if current and used + cost > batch_tokens:
            batches.append(current)
            current, used = [], 0
        current.append(n)
        used += cost
    if current:
        batches.append(current)
    skipped = [n for n, _ in pages if n not in set(chosen)]
    return batches, skipped


# ---------------------------------------------------------------- prompts


def _pages_block(pages: dict[int, str], numbers: Sequence[int], language: str) -> str:
    head, tail = ("page", "fin de la page") if language == "fr" else ("page", "end of page")
    return "\n\n".join(f"<<<{head} {n}>>>\n{pages[n]}\n<<<{tail} {n}>>>" for n in numbers)


def _corrections_block(fixes: list[dict[str, Any]], language: str) -> str:
    if not fixes:
        return ""
    if language == "fr":
        lines = [
            "Ces extraits n'ont pas été trouvés tels quels sur la page indiquée. "
            "Recopie chaque extrait exactement ou retire le signal :"
        ]
    else:
        lines = [
            "These quotes were not found verbatim on the page given. "
            "Copy each quote exactly (recopie chaque extrait exactement) or withdraw the signal:"
        ]
    for i, f in enumerate(fixes, 1):
        where = f" ; trouvé page {f['found_on_page']}" if f.get("found_on_page") else ""
        if language != "fr":
            where = f"; found on page {f['found_on_page']}" if f.get("found_on_page") else ""
        lines.append(
            f"{i}. [{f['category']}, page {f['page']}] « {f['quote']} » → {f['reason']}{where}"
        )
    return "\n".join(lines)


def _request(
    company: str,
    language: str,
    pages: dict[int, str],
    numbers: Sequence[int],
    slug: str,
    fixes: list[dict[str, Any]] | None = None,
) -> Any:

    system, user = render(
        PROMPT,
        language,
        company=company,
        categories=", ".join(CATEGORIES),
        page_list=", ".join(str(n) for n in numbers),
        pages=_pages_block(pages, numbers, language),
        corrections=_corrections_block(fixes or [], language),
    )
    payload: dict[str, Any] = {
        "slug": slug,
        "company": company,
        "language": language,
        "categories": list(CATEGORIES),
        "pages": [{"number": n, "text": pages[n]} for n in numbers],
    }
    if fixes:
        payload["corrections"] = fixes
    return Request(
        task="risk_reader",
        system=system,
        prompt=user,
        schema=SignalsReply,
        payload=payload,
        max_output_tokens=8192,
    )


# ---------------------------------------------------------------- the loop


def _found_on(reason: str) -> int | None:
    return int(reason.split(":", 1)[1]) if reason.startswith("found_on_page:") else None


def _key(sig: ProposedSignal) -> tuple[int, str]:

    return sig.page, normalise(sig.quote)


def _closest(fix: dict[str, Any], candidates: list[ProposedSignal]) -> int | None:
    """Index of the corrected signal that answers a sent-back one (same category first)."""
    best, best_score = None, 0.35
    for i, c in enumerate(candidates):
        score = difflib.SequenceMatcher(None, fix["quote"], c.quote).ratio()
        score += 0.2 if c.category == fix["category"] else 0.0
        if score > best_score:
            best, best_score = i, score
    return best


# The version of the stage's own rules (what is kept, how it is ranked): bump it when
# they change what a run keeps, so that cached signals are read again (issue 12: a
# version, as simonw/llm keys on model_id, replaces hashing this module's source).
# 9: repeats and fragments set aside with the quote kept, a fragment only of a quote
# telling its fact; 7: a fragment of a kept quote dropped; 6: 10-K structure proposals
# (offline/tenk.py); 5: Exhibit 13 read; 10: sentences outside the items that hold
# credit facts set aside (`outside_credit_items`); 11: a page printing Items 10-14 with
# their text (Part III) is no table of contents; 12: the exhibit index below the end of
# Item 14 is not read (`exhibit_pages`)
STAGE_VERSION = "12"


def reader_version(provider: Any) -> str:
    """What a cached reading was made with: the provider's own `version` (the offline
    reader's rules and lexicon), and the stage's. Empty for a model, whose answers the
    cache keys on by provider, model and prompt."""
    if getattr(provider, "name", "") != "offline":
        return ""
    return f"{getattr(provider, 'version', '')}/{STAGE_VERSION}"


def signals_json(slug: str, where: Any) -> Path:
    return where.report_dir(slug) / "signals.json"


def read_signals(
    slug: str,
    provider: Any,
    where: Any | None = None,
    usages: list | None = None,
) -> SignalsResult:
    """Run the risk reader on facts/<slug>/ and write the Q- facts into facts.json.

    Needs facts/<slug>/pages.json and facts.json (BadInput otherwise). Provider problems
    on a batch are recorded in `problems` and the other batches go on.
    """

    where = where or paths()
    ff = load_facts(slug, where)
    pf = load_pages(slug, where)
    language = ff.language if ff.language in ("fr", "en") else "fr"
    texts = [p.text for p in pf.pages]
    by_number = {p.number: p.text for p in pf.pages}
    batches, skipped = select_pages(
        [(p.number, p.text) for p in pf.pages],
        max_tokens=None if getattr(provider, "free", False) else MAX_TOKENS,
    )
    result = SignalsResult(
        slug=slug,
        provider=provider.name,
        model=provider.model,
        reader_version=reader_version(provider),
        pages_sha256=pf.sha256,
        batches=batches,
        pages_skipped=skipped,
    )
    local: list = []

    def ask(req: Any) -> SignalsReply | None:
        try:
            return call_structured(provider, req, local)  # type: ignore[return-value]
        except ProviderProblem as e:
            result.problems.append(f"pages {req.payload['pages'][0]['number']}…: {e}")
            return None

    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]] = {}
    rejected: list[SignalRecord] = []
    seen: set[tuple[int, str]] = set()
    for numbers in batches:
        reply = ask(_request(ff.company, language, by_number, numbers, slug))
        if reply is None:
            continue
        fixes: list[dict[str, Any]] = []
        for sig in reply.signals:
            key = _key(sig)
            if key in seen:
                continue  # the same sentence twice in one answer counts once
            seen.add(key)
            result.proposed += 1
            check = check_quote(sig.quote, texts, sig.page)
            if check.ok and check.span is not None:
                verified[key] = (sig, check.span)
                continue
            fix = sig.model_dump()
            fix["reason"] = check.reason
            fix["found_on_page"] = _found_on(check.reason)
            fixes.append(fix)
        if not fixes:
            continue
        # One send-back per batch, with the pages again so that the agent can re-copy.
        pages_needed = sorted(
            set(numbers) | {f["found_on_page"] for f in fixes if f["found_on_page"]}
        )
        again = ask(_request(ff.company, language, by_number, pages_needed, slug, fixes))
        candidates = list(again.signals) if again else []
        for fix in fixes:
            i = _closest(fix, candidates)
            if i is None:
                rejected.append(_rejected(fix, f"withdrawn:{fix['reason']}"))
                continue
            sig = candidates.pop(i)
            check = check_quote(sig.quote, texts, sig.page)
            if check.ok and check.span is not None and _key(sig) not in verified:
                verified[_key(sig)] = (sig, check.span)
                result.corrected += 1
            elif check.ok:
                result.corrected += 1  # re-copied onto a sentence already verified
            else:
                rejected.append(_rejected(sig.model_dump(), check.reason))
        for extra in candidates:  # new signals in a correction answer are checked too
            check = check_quote(extra.quote, texts, extra.page)
            if check.ok and check.span is not None and _key(extra) not in verified:
                verified[_key(extra)] = (extra, check.span)
    result.candidates = len(verified)
    # recorded, not deleted: PG&E 2019 p. 151 and Verizon 2019 p. 61 were verified, then
    # vanished as repeats of another page, itself set aside later (issue 16)
    # where a 10-K tells no credit fact (Item 1, governance): set aside before the
    # repeats, so that the copy kept of a sentence told twice is the MD&A's or the notes'
    outside = outside_credit_items(verified, by_number)
    repeats = _drop_repeats(verified, by_number)
    result.repeated = len(repeats)
    result.proposed -= result.repeated  # the same sentence twice counts once
    aside, standing = keep_most_telling(
        verified, by_number, ff.company, ff.years[0] if ff.years else None
    )
    result.set_aside = outside + repeats + aside
    result.records, facts = _records_and_facts(
        slug, language, verified, pf.pages, result.hidden_fragments, standing
    )
    result.records.extend(rejected)
    result.verified = sum(1 for r in result.records if r.verified and r.reason != "hidden")
    result.hidden = sum(1 for r in result.records if r.reason == "hidden")
    for r in result.records:
        if r.verified:
            result.kept[r.category] = result.kept.get(r.category, 0) + 1
    # proposed ≥ verified + rejected: the hidden-text signals are proposed by the code
    result.proposed += result.hidden
    result.rejected = len(rejected)
    result.calls = len(local)
    result.tokens_in = sum(u.tokens_in for u in local)
    result.tokens_out = sum(u.tokens_out for u in local)
    result.latency_s = round(sum(u.latency_s for u in local), 3)
    if usages is not None:
        usages.extend(local)

    ff = load_facts(slug, where)  # re-read: write on the current file, not a stale copy
    ff.facts = [f for f in ff.facts if not f.id.startswith(f"Q-{slug}-")] + facts
    ff.signals = result.records
    save(ff, where.facts_json(slug))
    result.facts_digest = hashlib.sha256(where.facts_json(slug).read_bytes()).hexdigest()
    save(result, signals_json(slug, where))
    return result


def _drop_repeats(
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
    pages: dict[int, str] | None = None,
) -> list[SetAside]:
    """Keep one signal per sentence: the same normalised quote on another page (a filing
    repeats a paragraph in its MD&A and its notes) is dropped. The page kept is a note
    where credit facts live when one of them is (3M prints its revolving facility on
    p. 43, MD&A, and p. 89, the debt note: the note is where a reader checks it), then a
    page outside the risk factors, then the first. Returns how many were dropped."""
    note = credit_pages(pages or {})
    # A page of Item 1A, Risk Factors, gives way to any other: 3M's 10-K prints its
    # ratings in its risk factors (p. 10) and again in the MD&A's liquidity section
    # (p. 43), where a reader checks them; PG&E 2019 its going-concern doubt on pp. 14,
    # 37 (risk factors) and 129 (the notes).
    hypothetical = hypothetical_pages(pages or {})
    # then the notes to the statements (Item 8) before the MD&A, where both are credit
    # sections (3M 2018: p. 43 and p. 89 once "Financial Condition and Liquidity" reads
    # as one)
    audited = statement_pages(pages or {})
    first: dict[str, tuple[int, str]] = {}
    dropped: list[SetAside] = []

    def where(k: tuple[int, str]) -> tuple[bool, bool, bool, int, int]:
        return (
            not note.get(k[0], False),
            k[0] in hypothetical,
            k[0] not in audited,
            k[0],
            verified[k][1][0],
        )

    for key in sorted(verified, key=where):
        if key[1] in first:
            kept = first[key[1]]
            sig = verified.pop(key)[0]
            dropped.append(_aside(sig, f"repeat:{kept[0]}", verified[kept][0].quote))
            continue
        first[key[1]] = key
    return dropped + _drop_fragments(verified)


def _aside(sig: ProposedSignal, reason: str, gave_way_to: str = "") -> SetAside:
    return SetAside(
        category=sig.category,
        quote=sig.quote,
        page=sig.page,
        why=sig.why,
        verified=True,
        reason=reason,
        gave_way_to=gave_way_to,
    )


# Two quotes of one page sharing this many characters are one passage told twice.
FRAGMENT_OVERLAP = 20
# A quote whose every figure and this share of its content words are in an overlapping
# kept quote tells no fact of its own.
FRAGMENT_WORDS = 0.6
# Characters of a quote left uncovered by the kept quotes around it that still make it
# theirs: the space or line break between two sentences.
FRAGMENT_GAP = 3
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")


def _figures(text: str) -> set[str]:
    return {f.replace(",", "") for f in _FIGURE.findall(text)}


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return min(a[1], b[1]) - max(a[0], b[0])


def _uncovered(span: tuple[int, int], others: list[tuple[int, int]]) -> int:
    """How many characters of `span` none of `others` covers."""
    left, start = 0, span[0]
    for s, e in sorted(others):
        if s > start:
            left += min(s, span[1]) - start
        start = max(start, e)
        if start >= span[1]:
            break
    return left + max(0, span[1] - start)


def _drop_fragments(
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
) -> list[SetAside]:
    """Keep one signal per passage of a page: a quote gives way to the kept quotes of its
    page only when they tell its fact — it lies inside a longer one; or the kept quotes
    around it cover it (it straddles the end of one into the next, both kept); or it
    overlaps a longer one holding every figure and most of its words. A sentence wrapped
    over two lines was proposed whole by one rule ("Total debt was … including … drawn
    under the … revolving credit facility.") and as its first line by another, and a line
    reader quoted the second line with the head of the next sentence: the memo listed one
    fact three times, twice cut mid-clause (generated filings, third session). Overlapping
    by 20 characters was once enough: 3M 2018 p. 47's total debt, quoted with the head of
    the next sentence, gave way to that sentence, which states another fact (issue 16,
    eleventh round). A label inside the longer quote still matches it
    (`scripts/signals_realworld.py` matches by containment). Returns what was dropped, as
    set-aside records (reason `fragment:<page>`, with the kept quote that tells it)."""
    dropped: dict[tuple[int, str], tuple[int, str]] = {}  # fragment → its holder
    by_page: dict[int, list[tuple[int, str]]] = {}
    for key in verified:
        by_page.setdefault(key[0], []).append(key)

    def span(k: tuple[int, str]) -> tuple[int, int]:
        return verified[k][1]

    def length(k: tuple[int, str]) -> int:
        return span(k)[1] - span(k)[0]

    for keys in by_page.values():
        keys.sort(key=lambda k: (-length(k), span(k)[0]))
        kept: list[tuple[int, str]] = []
        for k in keys:  # inside a longer quote
            holder = next(
                (h for h in kept if span(h)[0] <= span(k)[0] and span(k)[1] <= span(h)[1]),
                None,
            )
            if holder is None:
                kept.append(k)
            else:
                dropped[k] = holder
        for k in sorted(kept, key=lambda k: (length(k), span(k)[0])):  # covered around
            others = [
                h for h in kept if h != k and h not in dropped and _overlap(span(h), span(k)) > 0
            ]
            if others and _uncovered(span(k), [span(h) for h in others]) <= FRAGMENT_GAP:
                dropped[k] = max(others, key=lambda h: _overlap(span(h), span(k)))
        final: list[tuple[int, str]] = []
        for k in [k for k in keys if k not in dropped]:  # longest first: holders are final
            quote = verified[k][0].quote
            words = _content_words(quote)
            holder = next(
                (
                    h
                    for h in final
                    if _overlap(span(h), span(k)) >= min(FRAGMENT_OVERLAP, length(k))
                    and _figures(quote) <= _figures(verified[h][0].quote)
                    and words
                    and len(words & _content_words(verified[h][0].quote)) / len(words)
                    >= FRAGMENT_WORDS
                ),
                None,
            )
            if holder is None:
                final.append(k)
            else:
                dropped[k] = holder
        for k in keys:  # name a kept quote where one overlaps (a holder may have gone)
            if k in dropped and dropped[k] in dropped:
                near = [h for h in final if _overlap(span(h), span(k)) > 0]
                if near:
                    dropped[k] = max(near, key=lambda h: _overlap(span(h), span(k)))
                    continue
                # No kept quote overlaps it: the holder's own holder tells it, down the
                # chain to a kept quote ("d" inside "de", "de" covered by "eb" within the
                # gap: hypothesis found a record naming "de", which was not kept).
                holder, seen = dropped[k], {k}
                while holder in dropped and holder not in seen:
                    seen.add(holder)
                    holder = dropped[holder]
                dropped[k] = holder
    out = []
    for k, holder in dropped.items():
        out.append(_aside(verified[k][0], f"fragment:{k[0]}", verified[holder][0].quote))
    for k in dropped:
        del verified[k]
    return out


# ---------------------------------------------------------------- what is kept

# At most this many signals per category, and in all (issue 16: a 10-K should yield the
# 10–25 signals that matter, not 60; the 3M 2018 10-K gave 90, 73 of them litigation).
# Litigation gets more room: a large filer's distinct proceedings are distinct risks.
BOUND_PER_CATEGORY = 6
BOUND_BY_CATEGORY = {"litigation": 14}
PER_MATTER = 3  # sentences kept of one matter told at length, each with figures of its own
BOUND_TOTAL = 25
ALWAYS_KEPT = frozenset({"going_concern", "auditor_emphasis"})
COMPANIONS = 5  # naming sentences kept beside their matter, beyond BOUND_TOTAL (≤ 30 in all)
# Two sentences of one category share most of their content words: the same risk
# (analyste.risk.same_risk, shared with the memo writer). 0.7, not 0.5: a legal note
# tells distinct suits in one template ("As of December 31, 2018, the Company … had
# accruals of $28 million for … liabilities", 3M p. 112, beside the respirator accrual),
# which half their words in common made one risk.
_content_words = content_words
_same = same_risk


_HEADING_WORD = re.compile(r"[^\W\d_][\w’'/-]*", re.U)


_FUNCTION_END = re.compile(
    r"\b(the|of|and|or|to|in|on|for|a|an|as|by|with|le|la|les|de|des|du|et|ou|à|au|aux|en|par)$",
    re.I,
)
_NOTE_NUMBER = re.compile(r"^(note|item)?\s*\d+[a-z]?(\.\d+)*[.:)–-]?\s+", re.I)


def _is_heading(line: str) -> bool:
    """A sub-heading line: short, no final punctuation, its long words capitalised
    ("Respirator Mask/Asbestos Litigation", "Litigation Related to Historical PFAS
    Manufacturing Operations in Minnesota", "Emprunts et dettes financières"). A table
    row ("Accounts payable 408 24 148", "Electronics and Energy 2.2 % 17.3 %") and the
    first line of a wrapped sentence ("March 2010, the Alabama Supreme Court ordered the")
    are not: no figure past a leading note number, no comma, no function word at the end."""
    text = line.strip()
    if not 8 <= len(text) <= 90 or text[-1] in ".;:,)":
        return False
    body = _NOTE_NUMBER.sub("", text, count=1)
    # a note opens on its number ("18. Related Party Transactions", Boston Properties
    # 2015 p. 171): its title, after the number, is what is capitalised
    body = body.lstrip("-–—:. ")  # "Note 6 - Emprunts et dettes financières"
    if not body or not body[0].isupper():
        return False
    if re.search(r"[\d$€£%,]", body) or _FUNCTION_END.search(body):
        return False
    words = _HEADING_WORD.findall(body)
    long_words = [w for w in words if len(w) >= 4]
    if len(words) < 2 or not long_words:
        return False
    capitalised = sum(w[0].isupper() for w in long_words) / len(long_words)
    return capitalised >= 0.6 or len(words) <= 4


def _own_headings(pages: dict[int, str]) -> dict[int, list[tuple[int, str]]]:
    """Per page, the sub-headings printed on it (offset, text), page furniture aside: a
    line repeated on more than three pages ("Table of Contents", the company's name)."""
    found: dict[int, list[tuple[int, str]]] = {}
    count: dict[str, int] = {}
    for n, text in pages.items():
        offset = 0
        for line in text.split("\n"):
            if _is_heading(line):
                found.setdefault(n, []).append((offset, line.strip()))
                count[line.strip()] = count.get(line.strip(), 0) + 1
            offset += len(line) + 1
    return {n: [h for h in hs if count[h[1]] <= 3] for n, hs in found.items()}


def matters(pages: dict[int, str]) -> dict[int, list[tuple[int, str]]]:
    """Per page, the sub-headings (offset, text) under which its sentences are told.

    A line repeated on more than three pages is page furniture ("Table of Contents", the
    company's name), not a heading. A page without a heading of its own continues the
    last heading of the page before (a note runs over pages: 3M pp. 110–121)."""
    own_headings = _own_headings(pages)
    out: dict[int, list[tuple[int, str]]] = {}
    carried: tuple[int, str] | None = None  # (page it was printed on, heading)
    for n in sorted(pages):
        own = own_headings.get(n, [])
        if carried is not None and n - carried[0] > 2:
            carried = None
        out[n] = ([(-1, carried[1])] if carried else []) + own
        if own:
            carried = (n, own[-1][1])
    return out


def credit_pages(pages: dict[int, str]) -> dict[int, bool]:
    """Pages told under a heading where credit facts live (debt, commitments and
    contingencies, legal proceedings, related parties, going concern, the auditor's
    report…): a heading of the page's own, or the one it continues."""
    lex = lexicon()

    def credit(heading: str) -> bool:
        return any(p.search(fold(heading)) for p in lex.credit_sections)

    out = {n: any(credit(h) for _off, h in hs) for n, hs in matters(pages).items()}
    # A credit section runs over its own sub-headings until the next note or item (or an
    # upper-case section title): Boston Properties 2015 tells its liquidity on pp. 83–93
    # under "Liquidity and Capital Resources", through "REIT Tax Distribution
    # Considerations", "Cash Flow Summary" and "Debt Financing" (issue 16, third round).
    own = _own_headings(pages)
    opened: int | None = None  # page where the credit section was opened
    for n in sorted(pages):
        for _off, h in own.get(n, []):
            if credit(h):
                opened = n
            elif _is_section_title(h):
                opened = None
        if opened is not None and n - opened > SECTION_PAGES:
            opened = None
        out[n] = out.get(n, False) or opened is not None
    return out


SECTION_PAGES = 15  # a credit section read over at most this many pages after its title


def _is_section_title(heading: str) -> bool:
    """A heading that opens a note, an item or a section: numbered ("NOTE 13. Pension
    …", "Item 7A. …", "8. Commitments …") or printed in capitals ("RESULTS OF
    OPERATIONS")."""
    if _NOTE_NUMBER.match(heading):
        return True
    letters = [c for c in heading if c.isalpha()]
    return len(letters) >= 8 and sum(c.isupper() for c in letters) / len(letters) >= 0.9


# An "Item N." heading line: its title capitalised on the same line; a line that opens a
# wrapped sentence ("Item 15 of this report sets out…", "Item 8 of this Report.") is not
# one, nor "Item 8." ending a line, whose next line's capital is no title (thirteenth
# round: only "item" is read case-blind, and the title must start on the heading's own
# line; before, PG&E 2019's "item 8." on p. 20 put its Item 1 and MD&A in Item 8, and
# Costco 2021's "Item 8 of this Report." on p. 5 closed its Item 1). Filers put a dot, a
# colon, an en or an em dash after the number ("Item 7—Management's Discussion …",
# Costco 2021, Boston Properties 2015), and a title may run long.
_ITEM = re.compile(
    r"^[ \t]*(?i:item)[ \t]+(\d+[A-Za-z]?)\.?[ \t]*(?:[:.–—-][ \t]*)?[A-Z][^\n]{0,160}$", re.M
)
# The pattern the ranking's marks were tuned on (rounds 3-11), case-blind throughout and
# across a line break; `statement_pages` still reads Item 8 with it (see there).
_ITEM_LOOSE = re.compile(
    r"^\s*item\s+(\d+[a-z]?)\.?\s*(?:[:.–-]\s*)?[A-Z][^\n]{0,90}$", re.I | re.M
)


def _item_marks(
    pages: dict[int, str], heading: re.Pattern[str] | None = None
) -> dict[int, list[tuple[int, str | None]]]:
    """Per page, (offset, item) from the page's start: the item carried from the page
    before at offset -1, then each Item heading the page prints. A table of contents
    (four items or more on one page) opens nothing and closes what was open."""
    current: str | None = None
    out: dict[int, list[tuple[int, str | None]]] = {}
    for n in sorted(pages):
        found = list((heading or _ITEM).finditer(pages[n]))
        marks = [(m.start(), m.group(1).lower()) for m in found]
        if len({item for _o, item in marks}) >= 4 and _contents(pages[n], found):
            out[n] = [(-1, None)]
            current = None
            continue
        out[n] = [(-1, current), *marks]
        if marks:
            current = marks[-1][1]
    return out


# A table of contents prints its headings one under the other, a "PART II" or a title's
# second line between them at most; Part III of a 10-K prints Items 10 to 14 on one page
# too, each with its paragraph (Apple 2015 p. 74), and read as contents it opened nothing:
# its code-of-ethics sentence ("intends to disclose any changes in, or waivers from, this
# code") stayed a covenant. Contents when the text between two headings is, in the median,
# shorter than this.
CONTENTS_GAP = 60


def _contents(page: str, headings: list[re.Match[str]]) -> bool:
    """The headings of this page are a table of contents (see CONTENTS_GAP)."""
    gaps = sorted(len(page[a.end() : b.start()].strip()) for a, b in itertools.pairwise(headings))
    return not gaps or gaps[len(gaps) // 2] < CONTENTS_GAP


def items(pages: dict[int, str], heading: re.Pattern[str] | None = None) -> dict[int, set[str]]:
    """The 10-K items ("1a", "7", "8", "15"…) each page is part of: from an "Item N" line
    to the next. A table of contents opens and closes them all on one page; a filing
    that is no 10-K has none.

    `heading`: the pattern of an Item line, `_ITEM` unless told (`statement_pages` reads
    with `_ITEM_LOOSE`, see there)."""
    return {
        n: {item for _o, item in marks if item is not None}
        for n, marks in _item_marks(pages, heading).items()
    }


def item_at(pages: dict[int, str]) -> Callable[[int, int], str | None]:
    """The item a character of a page is told in (page, offset) → "1", "7", … or None."""
    marks = _item_marks(pages)

    def at(page: int, offset: int) -> str | None:
        before = [item for o, item in marks.get(page, [(-1, None)]) if o <= offset]
        return before[-1] if before else None

    return at


# The items of a 10-K where no credit fact is told: Item 1, the business (products,
# services, customers served, human capital, community and philanthropic commitments),
# 1B (staff comments), 4 and 4A (mine safety, executive officers), 9-9C (accountants,
# controls), 10-12 and 14 (governance, pay, ownership, audit fees). A sentence there is
# filed under a category for a word it uses ("available for dedicated deployments" as
# an undrawn facility, "a $1 million multi-year grant" as liquidity, issue 16, thirteenth
# round: the lead's fresh 10-Ks). Credit facts live in Item 1A (risk factors, which rank
# lower), 2 (properties: a REIT's encumbrances), 3 (legal proceedings), 5 (dividends,
# buy-backs), 6-8 (selected data, MD&A, market risk, the statements and notes), 9B (what
# a current report would have disclosed: a credit agreement entered into), 13 (related
# parties) and the statements filed under Item 15.
NO_CREDIT_ITEMS = frozenset({"1", "1b", "4", "4a", "9", "9a", "9c", "10", "11", "12", "14"})
# What those items may still tell of credit: a financing narrated with its amount (a
# real-estate filer tells the year's loans, repayments and defeasances in Item 1, Boston
# Properties 2015 pp. 8-10). A product, a service or a grant names no debt instrument.
_DEBT_INSTRUMENT = re.compile(
    r"\b(?:loans?|notes|bonds|debentures|credit (?:facilit(?:y|ies)|agreements?|lines?)"
    r"|lines? of credit|commercial paper|borrowings|indebtedness|mortgages?)\b"
)


def outside_credit_items(
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
    pages: dict[int, str],
) -> list[SetAside]:
    """Set aside, whatever the provider, the signals told in an item of NO_CREDIT_ITEMS
    (reason `outside:item_<n>`), so that they never compete with the notes' facts for
    the bounds, unless the sentence names a debt instrument with an amount. A
    going-concern doubt, an auditor's emphasis and an embedded instruction are kept
    wherever they are told; a filing without Item headings loses nothing.
    Deletes the set-aside entries from `verified`."""
    at = item_at(pages)
    aside: list[SetAside] = []
    for key, (sig, span) in list(verified.items()):
        if sig.category in ALWAYS_KEPT or sig.category == "embedded_instruction":
            continue
        item = at(sig.page, span[0])
        if item in NO_CREDIT_ITEMS and not (
            _DEBT_INSTRUMENT.search(fold(sig.quote)) and MONEY.search(sig.quote)
        ):
            del verified[key]
            aside.append(_aside(sig, f"outside:item_{item}"))
    return aside


def hypothetical_pages(pages: dict[int, str]) -> set[int]:
    """Pages of a 10-K's Item 1A, Risk Factors: what may happen, told at length (PG&E
    2019: "Any claims not ultimately discharged … could be asserted … and may have a
    material adverse effect")."""
    return {n for n, its in items(pages).items() if "1a" in its}


AUDITED = 0.5


def statement_pages(pages: dict[int, str]) -> set[int]:
    """Pages of a 10-K's Item 8, the financial statements and their notes; and those of
    an annual report filed as an exhibit from its first auditor's report on (Verizon 2019
    pp. 68–124; its MD&A, pp. 39–67, comes before and is not audited)."""
    # Item 8 read with the looser pattern the AUDITED weight was tuned on: read with
    # `_ITEM`, two tune labels were lost (Costco 2021's special dividend, PG&E 2019's DIP
    # borrowing: each labelled on its MD&A page and then kept on its note page, once
    # PG&E's Item 8 no longer opens on p. 20; thirteenth round, commit e84f492, measured
    # and left to the lead). Exhibits, Item 1A, Item 3 and a sentence's item read `_ITEM`.
    audited = {n for n, its in items(pages, _ITEM_LOOSE).items() if "8" in its}
    for report in _annual_reports(pages):
        opinion = next((n for n in report if _REPORT_TITLES["auditor"].search(pages[n])), None)
        if opinion is not None:
            audited.update(n for n in report if n >= opinion)
    return audited


_STATEMENT_PAGE = re.compile(
    r"notes to (?:the )?consolidated financial statements"
    r"|report of independent registered public accounting firm"
    r"|consolidated (?:balance sheets?|statements? of (?:operations|income|cash flows|equity))",
    re.I,
)
# "Pursuant to the requirements of Section 13 or 15(d)…" (most filers); Pfizer 2019 signs
# "Under the requirements of Section 13 or 15(d)…" (p. 56)
_SIGNATURES = re.compile(
    r"(?:pursuant to|under) the requirements of section 13 or 15\s?\(d\)", re.I
)
# The header of an exhibit index ("Exhibit Number Exhibit Description", "Number Exhibit
# Description Form Exhibit Date").
_EXHIBIT_INDEX = re.compile(r"\bexhibit\s+description\b", re.I)
_EXHIBIT_OPENS = re.compile(r"^\s*exhibit\s+\d+(?:\.\d+|\([a-z0-9.]+\))*\s*$", re.I | re.M)
# The titles an annual report to shareholders prints at the head of a line: an auditor's
# report, the statements, their notes. A contract names them only in running text ("the
# Borrower shall deliver its consolidated balance sheets…"), a consent only in its own
# title ("Consent of Independent Registered Public Accounting Firm").
_REPORT_TITLES = {
    "auditor": re.compile(
        r"^\s*report of independent registered public accounting firm", re.I | re.M
    ),
    "statement": re.compile(
        r"^\s*consolidated (?:balance sheets?|statements? of (?:operations|income|earnings"
        r"|cash flows|comprehensive income|financial position|changes in|(?:share|stock)"
        r"holders['’]? equity|equity))",
        re.I | re.M,
    ),
    "notes": re.compile(
        r"^\s*(?:see )?notes to (?:the )?consolidated financial statements", re.I | re.M
    ),
}
STATEMENT_TITLES = 2  # pages titled as a statement in an exhibit read as the annual report


def _opens_exhibit(text: str) -> bool:
    return bool(_EXHIBIT_OPENS.search("\n".join(text.split("\n")[:4])))


def annual_report_pages(pages: dict[int, str]) -> set[int]:
    """Pages of an exhibit that is the filing's annual report to shareholders: its MD&A,
    statements and notes, incorporated by reference into Items 7 and 8 and filed as
    Exhibit 13 (Verizon 2019 pp. 39–124, Verizon 2016 pp. 35–125, Pfizer 2016 pp. 53–204,
    Pfizer 2019 pp. 76–230). An exhibit runs from a page opening on its number to the
    next; it is the annual report when its pages carry an auditor's report, the titles of
    at least STATEMENT_TITLES statements and "Notes to Consolidated Financial Statements"
    — structure, not the exhibit's number, which filers do not all use alike."""
    return {n for report in _annual_reports(pages) for n in report}


def _annual_reports(pages: dict[int, str]) -> list[list[int]]:
    """The exhibits that are an annual report, each as its sorted page numbers."""
    opens = [n for n in sorted(pages) if _opens_exhibit(pages[n])]
    out: list[list[int]] = []
    for i, first in enumerate(opens):
        end = opens[i + 1] if i + 1 < len(opens) else max(pages) + 1
        exhibit = sorted(n for n in pages if first <= n < end)
        titled = {
            k: sum(1 for n in exhibit if p.search(pages[n])) for k, p in _REPORT_TITLES.items()
        }
        if titled["auditor"] and titled["notes"] and titled["statement"] >= STATEMENT_TITLES:
            out.append(exhibit)
    return out


def exhibit_pages(pages: dict[int, str]) -> set[int]:
    """Pages of Items 15 and 16 and after (exhibits: credit agreements, plans, indentures
    printed whole — PG&E 2019 pp. 220–493): every clause of a contract uses a risk word.
    And, after the signatures page, the pages from the first one that opens on an
    exhibit's number ("Exhibit 10(l)"): McDonald's 2022 prints no "Item N." line in its
    body, and its severance plan (pp. 67–104) filled the memo with plan clauses.
    But not the annual report filed as an exhibit (`annual_report_pages`): those pages are
    the filing's MD&A, statements and notes (issue 16: Verizon 2019, 121 of its 143 pages
    skipped as exhibits, its 25 labelled signals unreachable)."""
    signed = [n for n in sorted(pages) if _SIGNATURES.search(pages[n])]
    # Oracle 2019 files its statements and notes under Item 15 (pp. 66-125), before its
    # signatures (p. 126): a page of the statements is read wherever it is filed. But a
    # page that prints an exhibit index's header is the index, though it lists the
    # statements by title first; and Item 14 (the auditor's fees, Part III) holds no
    # credit fact, so a page where Item 15 opens below its end is Item 15's (Apple 2019
    # p. 64).
    out = {
        n
        for n, its in items(pages).items()
        if its
        and its <= {"14", "15", "16"}
        and its & {"15", "16"}
        and (
            _EXHIBIT_INDEX.search(pages[n])
            or not (_STATEMENT_PAGE.search(pages[n][:800]) and (not signed or n < signed[0]))
        )
    }
    if signed:
        opened = next(
            (n for n in sorted(pages) if n > signed[0] and _opens_exhibit(pages[n])),
            None,
        )
        if opened is not None:
            out |= {n for n in pages if n >= opened}
    return out - annual_report_pages(pages)


def _matter(headings: dict[int, list[tuple[int, str]]], page: int, start: int) -> str | None:
    before = [h for off, h in headings.get(page, []) if off < start]
    return before[-1] if before else None


# a year before a capitalised name is part of the name ("the 2018 Camp fire", PG&E 2019)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b(?!\s+[A-Z])")
# A fact of earlier years only is the earlier report's news (issue 16, third round: 3M
# 2018 kept "Proceeds from debt for 2017 primarily related to the October 2017 issuance
# …", p. 48; Boston Properties 2015 "On December 15, 2014, we used available cash to
# redeem $300.0 million …", p. 67; none of the 37 such sentences of 3M was labelled).
STALE = 3.0
# A fact stated at the balance-sheet date, or a later one ("As of December 31, 2018, the
# Company had an accrual … of $673 million", "At December 31, 2022, the Company had a line
# of credit agreement of $3.5 billion", "au 31 décembre 2025"): the position an analyst
# writes down. Of the sentences the reader proposes in the labelled 10-Ks, 37 % of those
# dated so were labelled, against 11 % of all.
AT_YEAR_END = 1.5
_STATE_DATE = re.compile(
    rf"\b{MONTHS}\s+\d{{1,2}},?\s+((?:19|20)\d\d)\b"
    rf"|\b\d{{1,2}}(?:er)?\s+{MONTHS}\s+((?:19|20)\d\d)\b"
    r"|\b(?:year[- ]end|end of (?:fiscal )?(?:year )?|fin(?: d'exercice)?)\s+((?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def at_year_end(quote: str, fiscal_year: int | None) -> bool:
    """The sentence states a position at the fiscal year's end or at a later date."""
    if fiscal_year is None:
        return False
    for m in _STATE_DATE.finditer(quote):
        year = int(next(g for g in m.groups() if g))
        if fiscal_year <= year <= fiscal_year + 1:
            return True
    return False


def stale(quote: str, fiscal_year: int | None) -> bool:
    """Every year the sentence names is before the fiscal year reported."""
    years = [int(y) for y in _YEAR.findall(quote)]
    return fiscal_year is not None and bool(years) and max(years) < fiscal_year


def telling(
    sig: ProposedSignal,
    in_note: bool,
    company: str = "",
    in_risk_factors: bool = False,
    fiscal_year: int | None = None,
) -> float:
    """How much a signal tells a credit analyst: the sentence's concrete anchors (amounts,
    shares, ratios, counts, dates, parties), plus 2 when its page is a note where credit
    facts live (debt, contingencies, legal proceedings…), less 1 for a possibility, less
    STALE for a fact of earlier years only."""

    lex = lexicon()
    score = anchors(sig.quote, company).weight
    if in_note:
        score += 2.0
    if in_risk_factors:
        score -= 2.0
    if any(p.search(fold(sig.quote)) for p in lex.modal):
        score -= 1.0
    if stale(sig.quote, fiscal_year):
        score -= STALE
    if at_year_end(sig.quote, fiscal_year):
        score += AT_YEAR_END
    return score


# the hand features of a candidate the learned score reads beside its embedding
# (analyste/signal_model.py), in this order; the categories an agent may propose
_MODEL_CATEGORIES = tuple(c for c in CATEGORIES if c != "embedded_instruction")
FEATURES: tuple[str, ...] = (
    *(f"category:{c}" for c in _MODEL_CATEGORIES),
    "money",
    "share_ratio",
    "count",
    "date",
    "party",
    "rating",
    "in_note",
    "in_risk_factors",
    "audited",
    "modal",
    "boilerplate",
    "stale",
    "at_year_end",
    "log_words",
    "hand",
)


def candidate_features(
    sig: ProposedSignal,
    in_note: bool,
    company: str,
    in_risk_factors: bool,
    fiscal_year: int | None,
    audited: bool,
) -> list[float]:
    """The candidate's hand features, in FEATURES order (capped counts, 0/1 marks)."""
    lex = lexicon()
    folded = fold(sig.quote)
    a = anchors(sig.quote, company)
    hand = telling(sig, in_note, company, in_risk_factors, fiscal_year)
    return [
        *(float(sig.category == c) for c in _MODEL_CATEGORIES),
        float(min(a.money, 3)),
        float(min(a.share + a.ratio, 2)),
        float(min(a.count, 2)),
        float(min(a.date, 2)),
        float(min(a.party, 2)),
        float(min(a.rating, 1)),
        float(in_note),
        float(in_risk_factors),
        float(audited),
        float(any(p.search(folded) for p in lex.modal)),
        float(any(p.search(folded) for p in lex.boilerplate)),
        float(stale(sig.quote, fiscal_year)),
        float(at_year_end(sig.quote, fiscal_year)),
        math.log1p(len(sig.quote.split())),
        hand + (AUDITED if audited else 0.0),
    ]


def _learned_scores(
    m: Model,
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
    note: dict[int, bool],
    company: str,
    hypothetical: set[int],
    fiscal_year: int | None,
    audited: set[int],
) -> dict[tuple[int, str], float]:
    """Each candidate's log-odds of being a fact an analyst keeps (analyste/signal_model)."""
    keys = [k for k, (sig, _span) in verified.items() if sig.category != "embedded_instruction"]
    if not keys:
        return {}
    rows = [
        candidate_features(
            sig,
            note.get(sig.page, False),
            company,
            sig.page in hypothetical,
            fiscal_year,
            sig.page in audited,
        )
        for sig in (verified[k][0] for k in keys)
    ]
    z = m.logits(np.asarray(rows, dtype=np.float64), [verified[k][0].quote for k in keys])
    return {k: float(v) for k, v in zip(keys, z, strict=True)}


def keep_most_telling(
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
    pages: dict[int, str],
    company: str = "",
    fiscal_year: int | None = None,
    learned: Model | Literal["shipped"] | None = "shipped",
) -> tuple[list[SetAside], dict[tuple[int, str], dict[str, Any]]]:
    """Keep, per category, the most telling signal of each risk, within the bounds.

    Whatever the provider: the same risk told on several pages (the MD&A and the notes
    repeat a facility, a lawsuit) is one signal, its most specific sentence kept; a matter
    is the subject a sub-heading's sentences name, read in order (issue 16, third round),
    and under a heading naming only the kind of proceedings the sentence naming a matter's
    subject is kept beside it (at most COMPANIONS, beyond the total); then at most
    BOUND_PER_CATEGORY per category (BOUND_BY_CATEGORY) and BOUND_TOTAL in all, the least
    telling giving way first whatever their category (a going-concern doubt and an
    auditor's emphasis never). An embedded instruction is always kept. What is
    set aside is returned as records (verified, not facts), so nothing is lost: the review
    and signals.json still show it. Deletes the set-aside entries from `verified`. Also
    returns, per kept signal, its `matter` (the sub-heading it is told under, when one
    is printed) and its `rank` (1 = the most severe and telling of the filing), which the
    Q- fact carries in its data for the writers.

    `learned`: a `signal_model.Model` orders by its log-odds instead of the hand score and
    sets aside, beyond its floor, the candidates it scores under its threshold (reason
    `below_score`); "shipped" reads analyste/data/risk_signal_model.json when present
    (none is shipped: docs/signals-and-runs.md, tenth round); None, the hand score.
    """

    note = credit_pages(pages)
    hypothetical = hypothetical_pages(pages)
    audited = statement_pages(pages)
    scored = {
        k: telling(sig, note.get(sig.page, False), company, sig.page in hypothetical, fiscal_year)
        # the same fact told in the MD&A and in the notes: the notes, where the auditor
        # has read it, first (3M 2018 tells its $3.75 billion facility and its covenant on
        # p. 43, MD&A, and on p. 89, Note 12)
        + (AUDITED if sig.page in audited else 0.0)
        for k, (sig, _span) in verified.items()
    }
    m = shipped_model() if learned == "shipped" else learned
    if m is not None and len(verified) <= m.floor:
        # nothing to choose: a short filing (the samples, the generated filings: at most
        # 10 candidates each) keeps its hand order, and embeds nothing
        m = None
    if m is not None:
        scored.update(
            _learned_scores(m, verified, note, company, hypothetical, fiscal_year, audited)
        )
    words = {k: _content_words(sig.quote) for k, (sig, _span) in verified.items()}
    aside: list[SetAside] = []

    def drop(key: tuple[int, str], reason: str, head: tuple[int, str] | None = None) -> None:
        gave_way_to = verified[head][0].quote if head is not None else ""
        aside.append(_aside(verified.pop(key)[0], reason, gave_way_to))

    headings = matters(pages)
    matter = {k: _matter(headings, sig.page, span[0]) for k, (sig, span) in verified.items()}
    by_category: dict[str, list[tuple[int, str]]] = {}
    for k, (sig, _span) in verified.items():
        by_category.setdefault(sig.category, []).append(k)
    kept: list[tuple[int, str]] = []
    companions: dict[tuple[int, str], tuple[int, str]] = {}  # head → the sentence naming it
    for category, keys in by_category.items():
        if category == "embedded_instruction":
            continue
        # one signal per matter: the sentences that tell one matter, or share most of
        # their words, are one risk; its most telling sentence speaks for it. A matter is
        # the subject of a sub-heading's sentences, read in order: a sentence naming a
        # party, product or site the matter has not named opens a new one; a sentence
        # naming none continues the matter told just before it. 3M 2018 tells the Bair
        # Hugger suits and the military earplug suits under one heading, "Product
        # Liability Litigation" (pp. 120–121): "In December 2018, a military veteran filed
        # an individual lawsuit … caused by 3M's Dual-Ended Combat Arms earplugs …" opens a
        # matter, "In 2019, approximately 26 other lawsuits have been filed …" continues it.
        keys.sort(key=lambda k: (k[0], verified[k][1][0]))
        names = {k: parties(verified[k][0].quote, company) for k in keys}
        groups: list[list[tuple[int, str]]] = []
        named: list[set[str]] = []  # per group, what its sentences name
        last: dict[str, int] = {}  # per heading, the group told last
        for k in keys:
            home: int | None = None
            heading = matter[k]
            if heading is not None and heading in last:
                if not names[k]:
                    home = last[heading]
                else:
                    home = next(
                        (
                            i
                            for i in range(len(groups) - 1, -1, -1)
                            if matter[groups[i][0]] == heading and names[k] & named[i]
                        ),
                        None,
                    )
            if home is None:
                home = next(
                    (i for i, g in enumerate(groups) if any(_same(words[k], words[m]) for m in g)),
                    None,
                )
            if home is None:
                groups.append([k])
                named.append(set())
                home = len(groups) - 1
            else:
                groups[home].append(k)
            named[home] |= names[k]
            if heading is not None:
                last[heading] = home
        for g in groups:
            g.sort(key=lambda k: (-scored[k], k[0], verified[k][1][0]))
        # a matter the filing tells at length weighs more (3M's PFAS suits: pp. 115–119)
        groups.sort(key=lambda g: (-(scored[g[0]] + math.log2(len(g))), g[0][0]))
        seconds: list[tuple[int, str]] = []
        for g in groups:
            # a matter told at length may keep a second sentence with figures of its own
            # (3M's respirator suits: the claimants, then the accrual), and the sentence
            # that names its subject when its most telling one names none
            naming = next(
                (
                    k
                    for k in g[1:]
                    if not names[g[0]] and names[k] and kind_only(matter[g[0]] or "")
                ),
                None,
            )
            extra = [
                k
                for k in g[1:]
                if not _same(words[k], words[g[0]])
                and (anchors(verified[k][0].quote, company).figures or k == naming)
            ][: PER_MATTER - 1]
            if naming in extra:
                # a sentence that names no subject cannot be read alone: the one naming
                # its matter is kept beside it ("… 26 other lawsuits … by former or current
                # military personnel" and "… caused by 3M's Dual-Ended Combat Arms
                # earplugs …", 3M 2018 p. 121)
                extra.remove(naming)
                companions[g[0]] = naming
            seconds.extend(extra)
            for k in g[1:]:
                if k not in extra and k != companions.get(g[0]):
                    drop(k, f"same_risk:{g[0][0]}", g[0])
        chosen: list[tuple[int, str]] = []
        for g in groups:
            chosen.append(g[0])
            rider = companions.get(g[0])
            if rider is not None:
                chosen.append(rider)
        chosen += sorted(seconds, key=lambda k: -scored[k])
        bound = BOUND_BY_CATEGORY.get(category, BOUND_PER_CATEGORY)
        for k in chosen[bound:]:
            drop(k, f"beyond_bound:{category}")
        kept.extend(chosen[:bound])
    head_of: dict[tuple[int, str], tuple[int, str]] = {
        v: k for k, v in companions.items() if v in kept and k in kept
    }
    if len(kept) - len(head_of) > BOUND_TOTAL or m is not None:
        # the least telling give way first, whatever their category: the severity order
        # made 3M's undrawn $3.75 billion facility (p. 89) give way to 25 litigation and
        # refinancing sentences of lesser weight. A going-concern doubt or an auditor's
        # emphasis is never cut. A naming sentence stands or falls with the sentence it
        # names the matter of, and is not counted (at most COMPANIONS of them).
        # With the learned score, beyond the model's floor a candidate it scores under its
        # threshold gives way too: a filing with few credit facts keeps few (issue 16:
        # every tune 10-K filled its 25, a third or more of them unlabelled).

        def by_how_telling(k: tuple[int, str]) -> tuple[bool, float, bool, int]:
            return (
                verified[k][0].category not in ALWAYS_KEPT,
                -scored[head_of.get(k, k)],
                k in head_of,
                severity(verified[k][0].category),
            )

        kept.sort(key=by_how_telling)
        heads = 0
        riders = 0
        for k in kept:
            low = False
            if k in head_of:
                ok = head_of[k] in verified and riders < COMPANIONS
                riders += ok
            else:
                ok = heads < BOUND_TOTAL
                low = (
                    ok
                    and m is not None
                    and heads >= m.floor
                    and scored[k] < m.threshold
                    and verified[k][0].category not in ALWAYS_KEPT
                )
                ok = ok and not low
                heads += ok
            if not ok:
                drop(k, "below_score" if low else "beyond_bound:total")
    order = sorted(verified, key=lambda k: (severity(verified[k][0].category), -scored[k], k[0]))
    standing = {
        k: {"rank": n, "matter": matter.get(k), "score": round(scored[k], 2)}
        for n, k in enumerate(order, 1)
    }
    return aside, standing


def _rejected(sig: dict[str, Any], reason: str) -> SignalRecord:
    return SignalRecord(
        category=str(sig.get("category", "")),
        quote=str(sig.get("quote", "")),
        page=int(sig.get("page", 0)),
        why=str(sig.get("why", "")),
        verified=False,
        reason=reason,
    )


_HIDDEN_TEXT = {
    "fr": "Texte invisible pour un lecteur en page {page} ({reason}) : à examiner ; "
    "contenu conservé pour revue, hors du texte remis au rédacteur.",
    "en": "Text invisible to a reader on page {page} ({reason}): to examine; its content "
    "is kept for review, out of the text given to the writer.",
}
_HIDDEN_INSTRUCTION = {
    "fr": "Texte invisible pour un lecteur en page {page} ({reason}), rédigé comme une "
    "instruction adressée à un système automatique : instruction dissimulée dans le "
    "document, non suivie ; contenu conservé pour revue.",
    "en": "Text invisible to a reader on page {page} ({reason}), worded as an instruction "
    "to an automated system: an instruction hidden in the document, not followed; its "
    "content is kept for review.",
}
_HIDDEN_REASON = {
    "fr": {
        "invisible_colour": "couleur du fond",
        "tiny_type": "taille minuscule",
        "outside_page": "hors page",
    },
    "en": {
        "invisible_colour": "background colour",
        "tiny_type": "tiny type",
        "outside_page": "outside the page",
    },
}
MIN_HIDDEN_WORDS = 4


def hidden_is_instruction(text: str) -> bool:
    """Does a piece of hidden text read like an instruction to an automated reader?

    The offline lexicon's `embedded_instruction` patterns, or its `hidden_instruction`
    ones (an addressee such as AI / assistant / model / system, an imperative such as
    ignore, rate, conclude, omit at the start of a sentence)."""
    lex = lexicon()
    folded = fold(text)
    patterns = (*lex.patterns.get("embedded_instruction", ()), *lex.hidden_instruction)
    return any(p.search(folded) for p in patterns)


def instruction_targets(text: str) -> list[str]:
    """The risk categories an instruction names ("ne mentionnez pas le litige" →
    litigation), by the lexicon's patterns, negations ignored: an instruction to omit a
    risk is worded as a negation of it."""
    lex = lexicon()
    folded = fold(text)
    return [
        c
        for c in lex.order
        if c != "embedded_instruction" and any(p.search(folded) for p in lex.patterns.get(c, ()))
    ] + [c for c in _TARGET_WORDS if c not in lex.order and _TARGET_WORDS[c].search(folded)]


# Words an instruction uses for a category, beside the lexicon's sentence patterns (which
# are written for whole disclosures: "le litige" alone matches litigation's, "la dette"
# matches none of them).
_TARGET_WORDS: dict[str, re.Pattern[str]] = {}


def hidden_is_fragment(text: str) -> bool:
    """Too little to examine: under four words, or only figures, or a table header
    (every word of four letters or more capitalised, no final punctuation)."""
    words = re.findall(r"[^\W\d_]+", text)
    if len(words) < MIN_HIDDEN_WORDS:
        return True
    long_words = [w for w in words if len(w) >= 4]
    header = all(w[0].isupper() for w in long_words) and not re.search(r"[.!?:;]\s*$", text)
    return header


def _records_and_facts(
    slug: str,
    language: str,
    verified: dict[tuple[int, str], tuple[ProposedSignal, tuple[int, int]]],
    pages: Sequence[Any],
    fragments: list[dict[str, Any]] | None = None,
    standing: dict[tuple[int, str], dict[str, Any]] | None = None,
) -> tuple[list[SignalRecord], list[Fact]]:
    """Verified and hidden-text signals, numbered by page then position (stable ids).

    Hidden fragments (see `hidden_is_fragment`) are appended to `fragments`, not signals.
    """
    items: list[tuple[int, float, dict[str, Any]]] = []
    for key, (sig, span) in verified.items():
        items.append((sig.page, span[0], {"sig": sig, "span": span, "key": key}))
    for page in pages:
        seen: set[str] = set()
        for k, hidden in enumerate(page.hidden):
            if hidden.text.strip() in seen:
                continue  # the same hidden run twice on a page (3M 10-K p. 101) is one signal
            seen.add(hidden.text.strip())
            if not hidden_is_instruction(hidden.text) and hidden_is_fragment(hidden.text):
                if fragments is not None:
                    fragments.append(
                        {"page": page.number, "reason": hidden.reason, "text": hidden.text}
                    )
                continue
            # After every visible quote of its page: it has no position in the visible text.
            items.append((page.number, float("inf"), {"hidden": hidden, "k": k}))
    items.sort(key=lambda t: (t[0], t[1], t[2].get("k", 0)))
    records: list[SignalRecord] = []
    facts: list[Fact] = []
    for n, (page, _pos, item) in enumerate(items, 1):
        fid = f"Q-{slug}-{n}"
        if "sig" in item:
            sig, span = item["sig"], item["span"]
            facts.append(
                Fact(
                    id=fid,
                    kind="quote",
                    page=page,
                    text=f"« {sig.quote} » (page {page})",
                    data=QuoteData(
                        category=sig.category,
                        # the quote stored once as copied; the review reads it here
                        # rather than cutting it back out of `text` (issue 12)
                        quote=sig.quote,
                        span=list(span),
                        why=sig.why,
                        **{
                            k: v
                            for k, v in (standing or {}).get(item["key"], {}).items()
                            if v is not None
                        },
                    ),
                )
            )
            records.append(
                SignalRecord(
                    category=sig.category,
                    quote=sig.quote,
                    page=page,
                    why=sig.why,
                    verified=True,
                    fact_id=fid,
                )
            )
        else:
            hidden = item["hidden"]
            lang = language if language in _HIDDEN_TEXT else "en"
            instruction = hidden_is_instruction(hidden.text)
            category = "embedded_instruction" if instruction else "hidden_text"
            why = (_HIDDEN_INSTRUCTION if instruction else _HIDDEN_TEXT)[lang].format(
                page=page, reason=_HIDDEN_REASON[lang].get(hidden.reason, hidden.reason)
            )
            facts.append(
                Fact(
                    id=fid,
                    kind="quote",
                    page=page,
                    text=why,
                    data=QuoteData.model_validate(
                        {
                            "category": category,
                            "hidden": True,
                            "hidden_reason": hidden.reason,
                            "hidden_text": hidden.text,
                            # what the instruction would have the reader pass over: the
                            # writers give those signals their full place (issue 16); the key
                            # exists only then (hence a mapping, not keywords: facts.json
                            # stays as written before the payloads were typed)
                            **(
                                {"targets": instruction_targets(hidden.text)} if instruction else {}
                            ),
                            "span": None,
                            "why": why,
                        }
                    ),
                )
            )
            records.append(
                SignalRecord(
                    category=category,
                    quote=hidden.text,
                    page=page,
                    why=why,
                    verified=True,
                    reason="hidden",
                    fact_id=fid,
                )
            )
    return records, facts


def load_result(slug: str, where: Any | None = None) -> SignalsResult | None:
    """The last SignalsResult of a report, or None when absent or unreadable."""

    path = signals_json(slug, where or paths())
    try:
        return SignalsResult.model_validate_json(path.read_bytes())
    except (OSError, ValueError, json.JSONDecodeError):
        return None
