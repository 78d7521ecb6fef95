"""Run state: what the pipeline last wrote, so a rerun reuses it and a hand edit is seen.

One home for what `analyste.pipeline` (company memos, facts/<slug>/run.json) and
`analyste.portfolio` (facts/portfolio.run.json) both need (issue 12: these rules were
written twice and portfolio imported pipeline for them, an import cycle):

- `digest(path)`: the sha256 a cache key or a hand-edit test compares;
- `read_state` / `write_state`: a run-state JSON file (an unreadable one is no state);
- `edited_by_hand(memo, state)`: the memo file differs from every file the pipeline
  recorded writing (`memo_digest`, `generated_digest`); with no record, not edited;
- `Beside`: the Paths whose memo files are memos/<slug>.generated.json/.md, where the
  pipeline's memo goes when memos/<slug>.json was edited by hand;
- `code_digest`: offline, the offline writers' code is the model, so a change of rules
  is a change of model for the caches.

It decides nothing about when a memo is reused: the pipeline and the portfolio each
compare their own cache keys. It writes only through `write_atomic`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analyste.providers.base import Provider
from analyste.schema import write_atomic
from analyste.settings import Paths


def digest(path: Path) -> str:
    """The sha256 of a file, "" when there is none."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def read_state(path: Path) -> dict[str, Any]:
    """A run-state file as a dict; {} when missing, unreadable or not an object."""
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def write_state(path: Path, state: dict[str, Any]) -> None:
    write_atomic(path, json.dumps(state, indent=1) + "\n")


def edited_by_hand(memo: Path, state_path: Path) -> bool:
    """Does `memo` differ from every memo file the pipeline last wrote?

    The state records the sha256 of the memo as the pipeline left it (`memo_digest`) and
    of the memo it wrote beside a hand-edited one (`generated_digest`: an analyst may
    copy that one into place). With no record (a state older than this rule, or none)
    the file is taken as the pipeline's.
    """
    if not memo.is_file():
        return False
    state = read_state(state_path)
    known = {state.get("memo_digest"), state.get("generated_digest")} - {None, ""}
    return bool(known) and digest(memo) not in known


def generated_paths(slug: str, where: Paths) -> tuple[Path, Path]:
    """Where the pipeline's memo goes when memos/<slug>.json was edited by hand."""
    return where.generated_json(slug), where.generated_md(slug)


@dataclass(frozen=True)
class Beside(Paths):
    """Paths whose memo files are memos/<slug>.generated.json/.md (for memo.write_memo)."""

    def memo_json(self, slug: str) -> Path:
        return self.generated_json(slug)

    def memo_md(self, slug: str) -> Path:
        return self.generated_md(slug)


def code_digest(provider: Provider, *parts: str) -> str:
    """Offline: a digest of the offline writer's code (and `parts`, paths inside the
    package), else "": the rules are the model, so a change of rules is a change of
    model for the caches."""
    if provider.name != "offline":
        return ""
    h = hashlib.sha256()
    root = Path(__file__).parent
    for part in ("offline/writer.py", *parts):
        path = root / part
        if path.is_file():
            h.update(path.read_bytes())
    return h.hexdigest()[:16]


def mark_portfolio_run(where: Paths, run_id: int, slugs: list[str]) -> None:
    """facts/portfolio.run.json records the run and the companies the memo covers, so
    that `show portfolio` can tell a memo of an earlier run from the last run's."""
    state = read_state(where.portfolio_run_json)
    state.update(run_id=run_id, companies=list(slugs))
    write_state(where.portfolio_run_json, state)
