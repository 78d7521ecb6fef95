"""Where retrieval puts the answering document, question by question (issue 11, ninth round).

`ask-eval` scores the answers; its `retrieval_recall` only says whether a relevant
document is somewhere among the passages given. The offline answerer leans on the rank as
well (a bonus for the first passage, the visible share read from the best hits), so this
script measures the rank itself: for every answerable question of a set, the rank of the
first passage whose doc_id is in the question's `relevant` list, among the hits
`ask` retrieves (its date and audience applied, as `ask-eval` asks it).

Per set it prints rank@1 (the first passage is of a relevant document), recall@3 and
recall@6 (among the passages given to the answerer: the first six that fit the context
budget, i.e. `ask-eval`'s retrieval_recall), and with `--verbose` the ids of the
questions missed at rank 1 with the rank found ("-" when not among the hits).

Sets, by default: `policies/questions.jsonl`, `tests/data/ask/sample/questions_paraphrased.jsonl`
(over `policies/`), and `questions.jsonl` / `questions_paraphrased.jsonl` of every corpus
folder of `tests/data/ask/`. `--set CORPUS QUESTIONS` measures one set instead.

It retrieves only (no answerer, no claim checker): a whole run over every set takes
seconds. It writes nothing but the corpora's own index files, as `ask` does.

    .venv/bin/python scripts/retrieval_eval.py [--verbose] [--json] [--set CORPUS QUESTIONS]
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analyste.ask import context as ctx
from analyste.ask.answer import guess_language
from analyste.ask.evaluate import load_questions
from analyste.ask.index import open_index
from analyste.errors import BadInput

ROOT = Path(__file__).resolve().parent.parent
# As `ask` retrieves: twice the passages given, the context then keeps the first six.
RETRIEVED = ctx.DEFAULT_K * 2


@dataclass
class SetScore:
    name: str
    answerable: int = 0
    at1: int = 0
    at3: int = 0
    given: int = 0
    misses: list[tuple[str, str]] = field(default_factory=list)  # (id, rank or "-")

    def row(self) -> dict[str, Any]:
        n = max(1, self.answerable)
        return {
            "set": self.name,
            "answerable": self.answerable,
            "rank@1": round(self.at1 / n, 3),
            "recall@3": round(self.at3 / n, 3),
            "recall@6": round(self.given / n, 3),
            "misses": [f"{i}:{r}" for i, r in self.misses],
        }


def default_sets(root: Path) -> list[tuple[str, Path, Path]]:
    """(name, corpus folder, question file) for every question set the project holds."""
    sets = [("sample", root / "policies", root / "policies" / "questions.jsonl")]
    paraphrased = root / "tests/data/ask/sample/questions_paraphrased.jsonl"
    if paraphrased.is_file():
        sets.append(("sample-para", root / "policies", paraphrased))
    for folder in sorted(p for p in (root / "tests/data/ask").iterdir() if p.is_dir()):
        if folder.name == "sample":
            continue
        for file, suffix in (("questions.jsonl", ""), ("questions_paraphrased.jsonl", "-para")):
            if (folder / file).is_file():
                sets.append((folder.name + suffix, folder, folder / file))
    return sets


def measure(name: str, corpus: Path, questions: Path) -> SetScore:
    """The rank of the first relevant passage for each answerable question of one set."""
    if not corpus.is_dir():
        raise BadInput(corpus, "no such corpus folder")
    index = open_index(corpus)
    score = SetScore(name)
    for q in load_questions(questions):
        if q.abstain or not q.relevant:
            continue
        score.answerable += 1
        hits, _ = index.search_and_share(q.question, q.as_of, q.audience, k=RETRIEVED)
        ranks = [n for n, h in enumerate(hits, 1) if h.document.doc_id in q.relevant]
        rank = ranks[0] if ranks else None
        given = ctx.build(hits, language=guess_language(q.question))
        relevant_given = any(p.doc_id in q.relevant for p in given.passages)
        score.at1 += rank == 1
        score.at3 += rank is not None and rank <= 3
        score.given += relevant_given
        if rank != 1:
            score.misses.append((q.id, str(rank) if rank else "-"))
    return score


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--verbose", "-v", action="store_true", help="list the misses")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--set", nargs=2, metavar=("CORPUS", "QUESTIONS"), help="one set only")
    args = parser.parse_args(argv)
    if args.set:
        corpus, questions = Path(args.set[0]), Path(args.set[1])
        sets = [(corpus.name, corpus, questions)]
    else:
        sets = default_sets(ROOT)
    try:
        scores = [measure(*s) for s in sets]
    except BadInput as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    rows = [s.row() for s in scores]
    if args.json:
        print(json.dumps({"sets": rows}, ensure_ascii=False, indent=1))
        return 0
    print(f"{'set':<18} {'n':>3} {'rank@1':>7} {'recall@3':>9} {'recall@6':>9}")
    for r in rows:
        print(
            f"{r['set']:<18} {r['answerable']:>3} {r['rank@1']:>7.3f} "
            f"{r['recall@3']:>9.3f} {r['recall@6']:>9.3f}"
        )
        if args.verbose and r["misses"]:
            print("    " + " ".join(r["misses"]))
    total = sum(s.answerable for s in scores)
    mean = {k: sum(r[k] for r in rows) / len(rows) for k in ("rank@1", "recall@3", "recall@6")}
    print(
        f"{'mean of sets':<18} {total:>3} {mean['rank@1']:>7.3f} "
        f"{mean['recall@3']:>9.3f} {mean['recall@6']:>9.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
