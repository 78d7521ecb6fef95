"""Retrieved chunks → the context a model reads: passages with headers, within a budget.

The best passages go at the two ends of the context, the best first and the second-best
last, because models read the middle of a long context least well ("Lost in the Middle",
Liu et al. 2023). Passages that do not fit the token budget, or that rank below `k`, are
dropped and reported, so that a missing citation can be traced to the cut.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from analyste.ask.index import Hit, passage_header

DEFAULT_K = 6
DEFAULT_BUDGET_TOKENS = 2400


def estimate_tokens(text: str) -> int:
    """About four characters a token: enough to keep a prompt under a budget."""
    return len(text) // 4 + 1


@dataclass(frozen=True)
class Passage:
    id: str
    doc_id: str
    title: str
    type: str
    version: str
    in_force_from: str
    in_force_to: str
    audience: str
    section: str
    page: int | None
    header: str
    text: str
    score: float
    rank: int  # 1 = best by retrieval
    language: str = ""  # the document's language (front matter; "fr" for a filing)

    def payload(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "doc_id": self.doc_id,
            "header": self.header,
            "text": self.text,
            "title": self.title,
            "type": self.type,
            "version": self.version,
            "in_force_from": self.in_force_from,
            "in_force_to": self.in_force_to,
            "section": self.section,
            "page": self.page,
            "rank": self.rank,
            "language": self.language,
        }


@dataclass
class Context:
    passages: list[Passage]  # in reading order
    dropped: list[str] = field(default_factory=list)  # ids retrieved but not given
    tokens: int = 0

    @property
    def ids(self) -> list[str]:
        return [p.id for p in self.passages]

    def render(self) -> str:
        """The passages as the prompt shows them: header line, then text."""
        return "\n\n".join(f"{p.header}\n{p.text}" for p in self.passages)


def lost_in_the_middle(items: list[Any]) -> list[Any]:
    """Best first, second-best last, the rest in rank order between them."""
    if len(items) < 3:
        return list(items)
    return [items[0], *items[2:], items[1]]


def build(
    hits: list[Hit],
    k: int = DEFAULT_K,
    budget: int = DEFAULT_BUDGET_TOKENS,
    language: str = "fr",
) -> Context:
    """The top `k` hits that fit in `budget` tokens, ordered for reading; headers are
    labelled in `language` (the question's)."""
    chosen: list[Passage] = []
    dropped: list[str] = []
    used = 0
    for rank, hit in enumerate(hits, 1):
        c, d = hit.chunk, hit.document
        header = passage_header(c, d, language)
        cost = estimate_tokens(header) + estimate_tokens(c.text)
        if len(chosen) >= k or used + cost > budget:
            dropped.append(c.id)
            continue
        used += cost
        chosen.append(
            Passage(
                id=c.id,
                doc_id=d.doc_id,
                title=d.title,
                type=d.type,
                version=d.version,
                in_force_from=d.in_force_from.isoformat() if d.in_force_from else "",
                in_force_to=d.in_force_to.isoformat() if d.in_force_to else "",
                audience=d.audience,
                section=c.section,
                page=c.page,
                header=header,
                text=c.text,
                score=hit.score,
                rank=rank,
                language=d.language,
            )
        )
    return Context(passages=lost_in_the_middle(chosen), dropped=dropped, tokens=used)
