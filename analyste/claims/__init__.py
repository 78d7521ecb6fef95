"""The claim checker: verbatim quotes on their page, sign-aware numbers, source ids.

One engine for the risk reader (is this quote on page n?), the memo writer (does every
number of this paragraph appear, with its sign, in the facts it cites?) and `ask` (does
every claim cite chunks that exist, were given to the model and may be shown?).

Exact problems (`no_citation`, `missing_id:`, `not_in_context:`, `not_allowed:`,
`number_not_found:`, `comparison_false:` … see docs/claims.md) are never wrong: they reject.
The clues `polarity:<term>` (a key term asserted here and denied by the source, or the
reverse), `reassurance:<id>` (absence of risk or a standard treatment asserted beside a
cited alert or severe signal) and `unsupported:<share>` (few of the claim's words are in
its sources) only point a person at what to read.

No dependency on PDFs, providers or the command line: callers pass page texts and
source texts.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from analyste.claims.clues import SEVERE_CATEGORIES, _polarity_clues, _reassurance_clues
from analyste.claims.comparisons import _comparison_problems
from analyste.claims.contradictions import contradictions, proves_no_alert, unproven_part
from analyste.claims.language import (
    UNSUPPORTED_BELOW,
    _content,
    _words,
    guess_language,
    sentences,
    support_share,
)
from analyste.claims.messages import ClaimReport, Problem, _message
from analyste.claims.numbers import _number_problems
from analyste.claims.quotes import (
    MIN_QUOTE_CHARS,
    QuoteCheck,
    _quote_problems,
    check_quote,
    quoted_spans,
)
from analyste.normalise import normalise
from analyste.numbers import NumberMention, numbers_in
from analyste.schema import Defect, Fact, Paragraph

__all__ = [
    "MEMO_LEVEL",
    "MIN_QUOTE_CHARS",
    "SEVERE_CATEGORIES",
    "UNSUPPORTED_BELOW",
    "ClaimReport",
    "NumberMention",
    "Problem",
    "QuoteCheck",
    "check_claim",
    "check_claim_report",
    "check_quote",
    "contradictions",
    "guess_language",
    "normalise",
    "numbers_in",
    "paragraph_clues",
    "proves_no_alert",
    "quoted_spans",
    "sentences",
    "support_share",
    "uncited_signals",
    "unproven_part",
    "verify_paragraphs",
]


def check_claim_report(
    text: str,
    cited: Sequence[str],
    sources: Mapping[str, str],
    *,
    context: Collection[str] | None = None,
    allowed: Collection[str] | None = None,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> ClaimReport:
    """check_claim, with the exact problems, the clues and the notes kept apart."""
    report = ClaimReport()
    ids = list(dict.fromkeys(c.strip() for c in cited if c.strip()))
    if not ids:
        report.problems.append(Problem("no_citation", True, _message("no_citation", language)))
    for cid in ids:
        if cid not in sources:
            report.problems.append(
                Problem(f"missing_id:{cid}", True, _message("missing_id", language, cid))
            )
            continue
        if context is not None and cid not in context:
            report.problems.append(
                Problem(f"not_in_context:{cid}", True, _message("not_in_context", language, cid))
            )
        if allowed is not None and cid not in allowed:
            report.problems.append(
                Problem(f"not_allowed:{cid}", True, _message("not_allowed", language, cid))
            )
    texts = [sources[c] for c in ids if c in sources]
    report.problems.extend(_quote_problems(text, texts, language))
    report.problems.extend(_number_problems(text, texts, years, language))
    report.problems.extend(_comparison_problems(text, texts, language))
    if texts:
        report.clues.extend(_polarity_clues(text, texts, language))
        known = [c for c in ids if c in sources]
        report.clues.extend(_reassurance_clues(text, known, categories, language))
        share = support_share(text, texts)
        if share is None:
            report.notes.append(
                "support not measured: claim and sources are in different languages"
                if _content(_words(text))
                else "support not measured: no content word"
            )
        elif share < UNSUPPORTED_BELOW:
            report.clues.append(
                Problem(
                    f"unsupported:{share:.2f}",
                    False,
                    _message("unsupported", language, f"{round(share * 100)}"),
                )
            )
    return report


def check_claim(
    text: str,
    cited: Sequence[str],
    sources: Mapping[str, str],
    *,
    context: Collection[str] | None = None,
    allowed: Collection[str] | None = None,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> list[Problem]:
    """Exact problems first, then the clues (exact=False); [] when the claim is clean.

    `sources`: id → text for every id of the registry; `context`: the ids given to the
    model for this request (None = all); `allowed`: the ids the audience may see (None =
    all); `years`: fiscal years of the report, always allowed as numbers; `categories`:
    id → risk category of the Q- facts (facts.json `data.category`), for the reassurance
    clue (None: only alerts count).
    """
    return check_claim_report(
        text,
        cited,
        sources,
        context=context,
        allowed=allowed,
        years=years,
        language=language,
        categories=categories,
    ).all


MEMO_LEVEL = -1  # Defect.paragraph of a defect of the memo as a whole (memo.MEMO_LEVEL)


def verify_paragraphs(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
    facts: Sequence[Fact] = (),
) -> list[Defect]:
    """The exact problems of each memo paragraph as Defects; clues are not defects.

    `facts`: the facts of the memo's own facts file; with them, a sentence asserting the
    opposite of one of its alerts or severe signals is `contradicts:<fact id>`, whether the
    paragraph cites it or not (claims.contradictions). Without them that rule cannot run.

    A memo without paragraphs is the defect `empty_memo` (paragraph MEMO_LEVEL), a
    paragraph without text `empty_paragraph`: the writer's loop, `analyste verify` and the
    review's re-check all get them from here.
    """
    if not paragraphs:
        return [
            Defect(
                paragraph=MEMO_LEVEL, code="empty_memo", message=_message("empty_memo", language)
            )
        ]
    defects = []
    for i, p in enumerate(paragraphs):
        if not p.text.strip():
            # A blank paragraph has no number to refuse and would pass on its citations
            # alone (final review: a Synthèse emptied by hand was reported verified).
            message = _message("empty_paragraph", language)
            defects.append(Defect(paragraph=i, code="empty_paragraph", message=message))
            continue
        for problem in check_claim(p.text, p.sources, sources, years=years, language=language):
            if problem.exact:
                defects.append(Defect(paragraph=i, code=problem.code, message=problem.message))
        for problem in contradictions(p.text, facts, language=language, cited=p.sources):
            defects.append(Defect(paragraph=i, code=problem.code, message=problem.message))
    return defects


def paragraph_clues(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> list[tuple[int, Problem]]:
    """(paragraph index, clue) per sentence a reader should look at; never a defect.

    Each sentence is measured on its own, so that an unsupported sentence added to a
    supported paragraph is pointed at; in a paragraph of several sentences the clue's
    message opens with the sentence.
    """
    out = []
    for i, p in enumerate(paragraphs):
        parts = sentences(p.text)
        for sentence in parts:
            report = check_claim_report(
                sentence, p.sources, sources, years=years, language=language, categories=categories
            )
            for clue in report.clues:
                if len(parts) > 1:
                    shown = f"« {sentence} »" if language == "fr" else f"“{sentence}”"
                    clue = Problem(clue.code, clue.exact, f"{shown} {clue.message}")
                out.append((i, clue))
    return out


def _id_order(fact_id: str) -> tuple[str, int, str]:
    head, _, tail = fact_id.rpartition("-")
    return (head, int(tail), "") if tail.isdigit() else (fact_id, 0, "")


def uncited_signals(paragraphs: Sequence[Paragraph], sources: Mapping[str, str]) -> list[str]:
    """The verified quote facts (Q-) of `sources` that no paragraph cites, in order.

    Not a defect: a writer chooses its signals, but an analyst who deletes a paragraph
    should see which signals the memo no longer carries.
    """
    cited = {s.strip() for p in paragraphs for s in p.sources}
    return sorted((f for f in sources if f.startswith("Q-") and f not in cited), key=_id_order)
