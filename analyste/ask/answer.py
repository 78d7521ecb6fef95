"""A question → retrieval → context → a structured answer → every claim checked.

The model (or the offline extractive answerer) returns `{answerable, answer, claims[{text,
chunk_ids}]}`. The schema puts no pattern on the ids on purpose: a pattern would let a
model "complete" a wrong id into a valid-looking one, and the claim checker
(analyste.claims) catches wrong ids instead — missing_id for an id that is nowhere,
not_in_context for a real chunk that was not given, not_allowed for a chunk the audience
may not see. An answer the model marks unanswerable is replaced by the fixed fallback
sentence, so that an abstention always reads the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from analyste.ask import context as ctx
from analyste.ask.index import Index, open_index
from analyste.ask.slots import Slot, SlotCheck, carries, question_date, question_slot
from analyste.ask.text import query_terms, tokens
from analyste.errors import BadInput

FALLBACK = {
    "fr": "Les documents fournis ne répondent pas à cette question.",
    "en": "The documents provided do not answer this question.",
}
NO_PASSAGE = {"fr": "(aucun passage)", "en": "(no passage)"}
PROMPT = "ask_v1"

# A claim drawn from a document that sets no rule of the bank (a third party's sheet or
# report, a company filing) says where it comes from and that it is not binding, so that
# it can never read as the policy (ARCHITECTURE.md: a third party never changes a rule).
ATTRIBUTION = {"fr": "Selon {title} ({label}) : ", "en": "According to {title} ({label}): "}
PARTLY = {
    "fr": " (en partie selon {title}, {label})",
    "en": " (partly according to {title}, {label})",
}
QUOTES = {"fr": ("« ", " »"), "en": ("“", "”")}


class AnswerClaim(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="one statement of the answer, in the question's language")
    chunk_ids: list[str] = Field(
        description="ids of the passages that support this statement, as printed in brackets"
    )


class AskAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    answerable: bool = Field(description="false when the passages do not answer the question")
    answer: str = Field(description="the answer; the fixed fallback sentence when unanswerable")
    claims: list[AnswerClaim] = Field(
        default_factory=list, description="the answer's statements, each citing its passages"
    )


@dataclass
class CheckedClaim:
    text: str
    chunk_ids: list[str]
    problems: list[Any]  # analyste.claims.Problem
    # What the claim answers (analyste.ask.slots): kept apart from the claim checker's
    # problems, since it judges the claim against the question, not against its sources.
    slot: SlotCheck = field(default_factory=lambda: SlotCheck(True))

    @property
    def ok(self) -> bool:
        """Free of exact problems: verbatim, cited, its numbers in its sources."""
        return not any(p.exact for p in self.problems)

    @property
    def answers(self) -> bool:
        """Carries what the question asks for (the committee, the duration, the band that
        holds the question's amount). An `ok` claim that does not is marked for reading."""
        return self.slot.ok

    def as_json(self) -> dict[str, Any]:
        """The contract's claim keys exactly; the slot check is given beside the claims
        (`AskResult.as_json`, key `claim_answers`)."""
        return {
            "text": self.text,
            "chunk_ids": self.chunk_ids,
            "ok": self.ok,
            "problems": [p.code for p in self.problems],
        }


@dataclass
class AskResult:
    question: str
    as_of: date
    audience: str
    language: str
    answerable: bool
    answer: str
    context: ctx.Context
    claims: list[CheckedClaim] = field(default_factory=list)
    usage: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The `ask --json` contract (ARCHITECTURE.md), with a few more keys."""
        return {
            "question": self.question,
            "as_of": self.as_of.isoformat(),
            "audience": self.audience,
            "language": self.language,
            "answerable": self.answerable,
            "answer": self.answer,
            "passages": self.context.ids,
            "dropped_passages": self.context.dropped,
            # Where each passage comes from, so that a citation names its page or section.
            "passage_sources": [
                {
                    "id": p.id,
                    "doc_id": p.doc_id,
                    "title": p.title,
                    "type": p.type,
                    "version": p.version,
                    "section": p.section,
                    "page": p.page,
                }
                for p in self.context.passages
            ],
            "claims": [c.as_json() for c in self.claims],
            "ok": all(c.ok for c in self.claims),
            # What the question asks for, and whether each claim carries it (in the order
            # of `claims`): "ok" says a claim is verbatim and cited, not that it answers.
            "slot": {"kind": self.slot.kind, "values": [b.words() for b in self.slot.bands]},
            "claim_answers": [
                {"answers": c.answers, "problem": c.slot.code, "reason": c.slot.reason}
                for c in self.claims
            ],
            "answers": self.answers,
        }

    @property
    def slot(self) -> Slot:
        return question_slot(self.question)

    @property
    def answers(self) -> bool:
        """An answer whose every claim carries what the question asks for."""
        return self.answerable and all(c.answers for c in self.claims)


def guess_language(question: str) -> str:
    """The question's language, fr or en; French when the checker cannot tell."""
    from analyste.claims import guess_language as guess

    found = guess(question)
    if found:
        return found
    english = {"what", "which", "how", "when", "who", "does", "is", "are", "can", "the"}
    first = question.strip().split(" ", 1)[0].lower().strip("?,")
    return "en" if first in english else "fr"


def _get(passage: Any, key: str) -> str:
    value = passage.get(key) if isinstance(passage, dict) else getattr(passage, key, "")
    return str(value or "")


def non_normative(passage: Any) -> bool:
    """A passage from a document that sets no rule of the organisation: a third party's, a
    published filing, a file without front matter (NON_NORMATIVE_TYPES)."""
    from analyste.ask.index import NON_NORMATIVE_TYPES, doc_type_key

    return doc_type_key(_get(passage, "type")) in NON_NORMATIVE_TYPES


def attributed(text: str, cited: Sequence[Any], language: str, quote: bool = False) -> str:
    """`text` naming the non-normative documents it cites, unless it already attributes
    itself to them ("Selon <title>", "According to <title>").

    All cited passages non-normative: "Selon <title> (document tiers, non normatif) : …"
    (the text in quotation marks when `quote`, i.e. copied verbatim). Some of them only: the
    text, then "(en partie selon <title>, …)". Only bank passages: the text unchanged."""
    from analyste.ask.index import type_label
    from analyste.ask.text import fold

    lang = language if language in ATTRIBUTION else "fr"
    others: list[Any] = []
    for p in cited:
        if non_normative(p) and _get(p, "title") not in [_get(o, "title") for o in others]:
            others.append(p)
    missing = [p for p in others if not _names(fold(text), fold(_get(p, "title")))]
    if not missing:
        return text
    if len(others) == len(cited):
        p = missing[0]
        if quote and "\n" not in text:
            opening, closing = QUOTES[lang]
            text = f"{opening}{text}{closing}"
        label = type_label(_get(p, "type"), lang)
        return ATTRIBUTION[lang].format(title=_get(p, "title"), label=label) + text
    tail = "".join(
        PARTLY[lang].format(title=_get(p, "title"), label=type_label(_get(p, "type"), lang))
        for p in missing
    )
    return text.rstrip() + tail


# How a claim names its source: "Selon <title>", "According to <title>", "d'après <title>"
# (the forms ATTRIBUTION and PARTLY write). The title alone is not an attribution: a filing
# page's running header ("Helvane SA Rapport annuel 2025") holds it.
_NAMING = ("selon ", "according to ", "d apres ")


def _names(folded_text: str, folded_title: str) -> bool:
    return any(f"{lead}{folded_title}" in folded_text for lead in _NAMING)


def _attribute_claims(reply: AskAnswer, context: ctx.Context, language: str) -> AskAnswer:
    """Every claim drawn from a non-normative document attributed to it; the answer then
    reads as its claims, so that no unattributed sentence remains."""
    by_id = {p.id: p for p in context.passages}
    claims = []
    for c in reply.claims:
        cited = [by_id[i] for i in c.chunk_ids if i in by_id]
        claims.append(AnswerClaim(text=attributed(c.text, cited, language), chunk_ids=c.chunk_ids))
    if [c.text for c in claims] == [c.text for c in reply.claims]:
        return reply
    answer = " ".join(c.text.replace("\n", " ") for c in claims)
    return AskAnswer(answerable=reply.answerable, answer=answer, claims=claims)


def parse_as_of(value: str | date | None) -> date:
    if value is None:
        return date.today()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise BadInput("--as-of", f"{value!r} is not a date (YYYY-MM-DD)") from None


def payload(
    question: str,
    language: str,
    as_of: date,
    context: ctx.Context,
    spread: dict[str, float] | None = None,
    visible_share: float | None = None,
) -> dict[str, Any]:
    """What the answerer sees: the question, its language and date, the passages given,
    and `spread`, the share of the corpus's chunks holding each of the question's stems
    (its translations included), when the index is known."""
    data: dict[str, Any] = {
        "question": question,
        "language": language,
        "as_of": as_of.isoformat(),
        "fallback": FALLBACK[language],
        "passages": [p.payload() for p in context.passages],
    }
    if spread is not None:
        data["spread"] = spread
    if visible_share is not None:
        # Only a number, never the withheld passages' text: the reader may not see them.
        data["visible_share"] = round(visible_share, 4)
    return data


def check(
    answer: AskAnswer,
    context: ctx.Context,
    index: Index,
    audience: str,
    language: str,
    sources: dict[str, str] | None = None,
    question: str = "",
) -> list[CheckedClaim]:
    """Every claim through the shared checker, against the passages really given, then
    through the slot check: does it carry what `question` asks for?"""
    from analyste.claims import check_claim

    sources = sources if sources is not None else index.sources(language)
    allowed = index.visible_ids(audience)
    given = set(context.ids)
    slot = question_slot(question) if question else None
    checked = []
    for claim in answer.claims:
        problems = check_claim(
            claim.text,
            claim.chunk_ids,
            sources,
            context=given,
            allowed=allowed,
            language=language,
        )
        # Not an exact problem: the claim may be true and cited, and still not answer
        # ("jusqu'à 3 M€" for a credit of 8 M€; issue 11).
        found = carries(slot, claim.text, language) if slot is not None else SlotCheck(True)
        checked.append(CheckedClaim(claim.text, list(claim.chunk_ids), problems, found))
    return checked


def ask(
    question: str,
    corpus: Path,
    as_of: str | date | None = None,
    audience: str = "staff",
    provider: Any = None,
    index: Index | None = None,
    k: int = ctx.DEFAULT_K,
    budget: int = ctx.DEFAULT_BUDGET_TOKENS,
    sources: dict[str, str] | None = None,
) -> AskResult:
    """Answer one question from the corpus, every claim checked."""
    from analyste.prompting import render
    from analyste.providers import Request, call_structured, get_provider

    if not question.strip():
        raise BadInput("QUESTION", "empty question")
    if audience not in ("staff", "public"):
        raise BadInput("--audience", f"{audience!r} is not staff or public")
    # No date given: a date the question names selects the versions in force (issue 11,
    # "Quel était le plafond au 1er mars 2024 ?"); else today.
    day = parse_as_of(as_of if as_of is not None else question_date(question))
    index = index or open_index(corpus)
    language = guess_language(question)
    hits, visible_share = index.search_and_share(question, day, audience, k=k * 2)
    context = ctx.build(hits, k=k, budget=budget, language=language)
    stems = [s for group in query_terms(question, synonyms=True) for s in group]
    # The corpus's cognates of the question's words weigh by their own spread too.
    stems += sorted(index.cognates(tokens(question)))
    data = payload(question, language, day, context, index.spread(stems), visible_share)
    system, user = render(
        PROMPT,
        language,
        question=question,
        as_of=day.isoformat(),
        audience=audience,
        passages=context.render() or NO_PASSAGE[language],
        fallback=FALLBACK[language],
    )
    provider = provider or get_provider()
    usages: list[Any] = []
    reply = call_structured(
        provider,
        Request(task="ask", system=system, prompt=user, schema=AskAnswer, payload=data),
        usages,
    )
    assert isinstance(reply, AskAnswer)
    if not reply.answerable:
        # The fixed sentence, whatever the model wrote: an abstention reads the same
        # every time, and no unchecked text slips through an "unanswerable" answer.
        reply = AskAnswer(answerable=False, answer=FALLBACK[language], claims=[])
    elif not reply.claims:
        # An answer with no claims would pass unchecked: it becomes one claim citing
        # nothing, which the checker reports as no_citation.
        reply = AskAnswer(
            answerable=True,
            answer=reply.answer,
            claims=[AnswerClaim(text=reply.answer, chunk_ids=[])],
        )
    else:
        reply = _attribute_claims(reply, context, language)
    claims = check(reply, context, index, audience, language, sources, question)
    return AskResult(
        question=question,
        as_of=day,
        audience=audience,
        language=language,
        answerable=reply.answerable,
        answer=reply.answer,
        context=context,
        claims=claims,
        usage=[u.as_dict() for u in usages],
        warnings=index.warnings,
    )


def cited_passages(result: AskResult) -> Sequence[ctx.Passage]:
    """The passages the claims cite, in the order they are first cited."""
    by_id = {p.id: p for p in result.context.passages}
    seen: list[str] = []
    for c in result.claims:
        for cid in c.chunk_ids:
            if cid in by_id and cid not in seen:
                seen.append(cid)
    return [by_id[i] for i in seen]
