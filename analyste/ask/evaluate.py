"""`ask-eval`: retrieval, answer and abstention scores over a question set.

The question set (policies/questions.jsonl, one JSON object a line; ARCHITECTURE.md) gives
each question its date, audience, the regexes a correct answer matches (`keys`) and must
not match (`must_not`), whether the system must abstain, and the documents that hold the
answer (`relevant`). Abstention is scored on answerable and unanswerable questions apart,
so that a system that never abstains and one that always does both score badly.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from analyste.ask.answer import AskResult, ask
from analyste.ask.index import open_index
from analyste.errors import BadInput

# The split of the questions that carry no "split" key (those the thresholds were tuned on).
TUNING = "tuning"

PROBLEM_NAMES = (
    "no_citation",
    "missing_id",
    "not_in_context",
    "not_allowed",
    "number_not_found",
    "unsupported",
)


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    as_of: date
    language: str
    keys: list[str]
    must_not: list[str]
    abstain: bool
    relevant: list[str]
    audience: str = "staff"
    split: str = ""  # an extra key of the question set: "heldout" for questions kept out of tuning


@dataclass
class Outcome:
    question: Question
    result: AskResult
    retrieved: bool  # a relevant document among the passages given
    correct: bool  # every key matched, no must_not (answerable) / abstained (unanswerable)
    problems: list[str] = field(default_factory=list)


def load_questions(path: Path) -> list[Question]:
    """Read and validate a question set; BadInput naming the file and the line."""
    if not path.is_file():
        raise BadInput(path, "no such questions file")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise BadInput(path, "not UTF-8 text (a question set is JSON Lines)") from None
    out: list[Question] = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as e:
            raise BadInput(path, f"line {n}: not JSON ({e.msg})") from None
        try:
            q = _question(raw)
        except ValueError as e:
            raise BadInput(path, f"line {n}: {e}") from None
        out.append(q)
    if not out:
        raise BadInput(path, "no questions")
    return out


_JSON_TYPES = {
    list: "a list",
    str: "a string",
    int: "a number",
    float: "a number",
    bool: "a boolean",
}


def _question(raw: Any) -> Question:
    """One line of a question set, or ValueError saying what is wrong with it."""
    if not isinstance(raw, dict):
        raise ValueError(f"not a JSON object ({_JSON_TYPES.get(type(raw), 'null')})")
    for key in ("id", "question", "as_of", "abstain"):
        if key not in raw:
            raise ValueError(f"missing {key!r}")
    if not isinstance(raw["question"], str) or not raw["question"].strip():
        raise ValueError("'question' is not a non-empty string")
    try:
        as_of = date.fromisoformat(str(raw["as_of"]))
    except ValueError:
        raise ValueError(f"'as_of' is not a date (YYYY-MM-DD): {raw['as_of']!r}") from None
    if not isinstance(raw["abstain"], bool):
        raise ValueError("'abstain' is not true or false")
    lists: dict[str, list[str]] = {}
    for key in ("keys", "must_not", "relevant"):
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            raise ValueError(f"{key!r} is not a list of strings")
        lists[key] = value
    for key in ("keys", "must_not"):
        for pattern in lists[key]:
            try:
                re.compile(pattern)
            except re.error as e:
                raise ValueError(
                    f"{key!r} holds {pattern!r}, not a regular expression ({e})"
                ) from None
    audience = raw.get("audience") or "staff"
    if audience not in ("staff", "public"):
        raise ValueError(f"audience {audience!r} is not staff or public")
    for key in ("language", "split"):
        if raw.get(key) is not None and not isinstance(raw[key], str):
            raise ValueError(f"{key!r} is not a string")
    return Question(
        id=str(raw["id"]),
        question=raw["question"],
        as_of=as_of,
        language=raw.get("language") or "fr",
        keys=lists["keys"],
        must_not=lists["must_not"],
        abstain=raw["abstain"],
        relevant=lists["relevant"],
        audience=audience,
        split=str(raw.get("split") or ""),
    )


def matches(answer: str, q: Question) -> bool:
    """Every key found and no must_not (case-insensitive; no-break spaces read as spaces)."""
    text = answer.replace("\u00a0", " ").replace("\u202f", " ")
    return all(re.search(k, text, re.I) for k in q.keys) and not any(
        re.search(m, text, re.I) for m in q.must_not
    )


def evaluate(
    corpus: Path, questions: Path, provider: Any = None, split: str | None = None
) -> tuple[dict[str, Any], list[Outcome]]:
    """The ask-eval JSON object (ARCHITECTURE.md) and each question's outcome.

    `split`: only the questions of that split ("heldout"; "" or "tuning" for the questions
    without one)."""
    if not corpus.is_dir():
        raise BadInput(corpus, "no such corpus folder")
    qs = load_questions(questions)
    if split is not None:
        wanted = "" if split == TUNING else split
        qs = [q for q in qs if q.split == wanted]
        if not qs:
            raise BadInput(questions, f"no question in split {split!r}")
    index = open_index(corpus)
    doc_of = {c.id: c.doc_id for c in index.chunks}
    outcomes: list[Outcome] = []
    for q in qs:
        result = ask(
            q.question,
            corpus,
            as_of=q.as_of,
            audience=q.audience,
            provider=provider,
            index=index,
        )
        given = {doc_of[i] for i in result.context.ids}
        retrieved = bool(set(q.relevant) & given)
        if q.abstain:
            correct = not result.answerable and matches(result.answer, q)
        else:
            # A claim that does not carry what the question asks for is not an answer,
            # even when the answer matches the keys (issue 11: "ok" read as "answers").
            correct = result.answerable and matches(result.answer, q) and result.answers
        problems = [p.code for c in result.claims for p in c.problems]
        outcomes.append(Outcome(q, result, retrieved, correct, problems))
    return summarise(outcomes), outcomes


def _share(part: int, whole: int) -> float:
    return round(part / whole, 3) if whole else 0.0


def summarise(outcomes: list[Outcome]) -> dict[str, Any]:
    """The scores over all outcomes, and the same scores per split when there are several."""
    summary = _scores(outcomes)
    names = sorted({o.question.split or TUNING for o in outcomes})
    if len(names) > 1:
        summary["splits"] = {
            name: _scores([o for o in outcomes if (o.question.split or TUNING) == name])
            for name in names
        }
    return summary


def _scores(outcomes: list[Outcome]) -> dict[str, Any]:
    answerable = [o for o in outcomes if not o.question.abstain]
    unanswerable = [o for o in outcomes if o.question.abstain]
    counts: Counter[str] = Counter()
    for o in outcomes:
        for code in o.problems:
            counts[code.split(":", 1)[0]] += 1
    claims = sum(len(o.result.claims) for o in outcomes)
    return {
        "questions": len(outcomes),
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "retrieval_recall": _share(sum(o.retrieved for o in answerable), len(answerable)),
        "correct": _share(sum(o.correct for o in answerable), len(answerable)),
        "abstained_when_answerable": _share(
            sum(not o.result.answerable for o in answerable), len(answerable)
        ),
        "abstained_when_unanswerable": _share(
            sum(not o.result.answerable for o in unanswerable), len(unanswerable)
        ),
        "claims": claims,
        "claims_ok": sum(c.ok for o in outcomes for c in o.result.claims),
        # Claims free of exact problems that do not carry what their question asks for.
        "claims_not_answering": sum(
            c.ok and not c.answers for o in outcomes for c in o.result.claims
        ),
        # The contract's names always; any other code the checker gives (unit_mismatch,
        # quote_not_in_sources…) is counted too rather than silently left out.
        "claim_problems": {
            **{name: counts.get(name, 0) for name in PROBLEM_NAMES},
            **{name: n for name, n in sorted(counts.items()) if name not in PROBLEM_NAMES},
        },
        "failed": [o.question.id for o in outcomes if not o.correct],
    }
