"""Where things live and how the run is configured.

Paths are relative to the working folder (the project root when run by `make`), or to
ANALYSTE_HOME when set. Provider configuration is read by analyste.providers; this module
only loads a `.env` file into the environment (without overriding what is already set).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Paths:
    root: Path

    @property
    def reports(self) -> Path:
        return self.root / "reports"

    @property
    def facts(self) -> Path:
        return self.root / "facts"

    @property
    def memos(self) -> Path:
        return self.root / "memos"

    @property
    def policies(self) -> Path:
        return self.root / "policies"

    def report_dir(self, slug: str) -> Path:
        return self.facts / slug

    def pages_json(self, slug: str) -> Path:
        return self.facts / slug / "pages.json"

    def facts_json(self, slug: str) -> Path:
        return self.facts / slug / "facts.json"

    def memo_json(self, slug: str) -> Path:
        return self.memos / f"{slug}.json"

    def memo_md(self, slug: str) -> Path:
        return self.memos / f"{slug}.md"

    @property
    def run_log(self) -> Path:
        return self.facts / "runs.sqlite"


def paths() -> Paths:
    return Paths(Path(os.environ.get("ANALYSTE_HOME", ".")).resolve())


def load_dotenv(path: Path = Path(".env")) -> None:
    """KEY=VALUE lines; comments and blank lines skipped; the environment wins."""
    if not path.is_file():
        return
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        key = key.removeprefix("export ").strip()
        value = value.strip().strip('"').strip("'")
        os.environ.setdefault(key, value)
