"""Where things live and how the run is configured.

Every on-disk path the pipeline reads or writes is a method of `Paths` (issue 12), so a
folder layout is decided once. Paths are relative to the working folder (the project
root when run by `make`), or to ANALYSTE_HOME when set. Provider configuration is read
by analyste.providers; this module only loads a `.env` file into the environment
(without overriding what is already set).
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from analyste.errors import BadInput

# The portfolio memo's report id: memos/portfolio.json, facts/portfolio.json,
# facts/portfolio.run.json; a filing may not take it (slug_of).
PORTFOLIO = "portfolio"


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

    def run_json(self, slug: str) -> Path:
        """What the last memo of a report was written from (the memo cache key)."""
        return self.facts / slug / "run.json"

    def generated_json(self, slug: str) -> Path:
        """The pipeline's memo when memos/<slug>.json was edited by hand."""
        return self.memos / f"{slug}.generated.json"

    def generated_md(self, slug: str) -> Path:
        return self.memos / f"{slug}.generated.md"

    def rejected_json(self, slug: str) -> Path:
        """A rejected draft kept beside a verified memo it did not replace."""
        return self.memos / f"{slug}.rejected.json"

    def rejected_md(self, slug: str) -> Path:
        return self.memos / f"{slug}.rejected.md"

    @property
    def portfolio_facts(self) -> Path:
        """facts/portfolio.json: the C- facts of the last portfolio memo."""
        return self.facts / f"{PORTFOLIO}.json"

    @property
    def portfolio_run_json(self) -> Path:
        """facts/portfolio.run.json: what the last portfolio memo was written from."""
        return self.facts / f"{PORTFOLIO}.run.json"

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


# A report id is a file and folder name (facts/<slug>/, memos/<slug>.json) and a part of
# every fact id (R-<slug>-leverage), typed on the command line (`analyste show <slug>`).
_SAFE_SLUG = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")
# Names the pipeline writes beside the company files: a filing may not take them.
RESERVED_SLUGS = frozenset({PORTFOLIO, "runs.sqlite"})
_RESERVED_SUFFIXES = (".rejected", ".generated")


def slug_of(path: Path | str) -> str:
    """The report id of a filing: its file stem when already safe, else a folded form.

    Safe is `[A-Za-z0-9_][A-Za-z0-9_.-]*` ("3M_2018_10K", "ferlac"); otherwise accents
    are folded, every other run of characters becomes "-", and the result is lower-cased
    and trimmed of "-" and "." ("Maison Ferlac été (v2)" → "maison-ferlac-ete-v2",
    "-helvane" → "helvane"). "portfolio" (the portfolio memo's id) and names ending like
    the pipeline's side files (".rejected", ".generated") are refused: BadInput.
    """

    stem = Path(path).stem
    if _SAFE_SLUG.fullmatch(stem):
        slug = stem
    else:
        folded = unicodedata.normalize("NFKD", stem)
        folded = "".join(c for c in folded if not unicodedata.combining(c))
        slug = re.sub(r"[^A-Za-z0-9_.]+", "-", folded).lower().strip("-.")
        slug = re.sub(r"-{2,}", "-", slug)
    if not slug:
        raise BadInput(path, "no usable report id in this file name: rename it")
    lowered = slug.lower()
    if lowered in RESERVED_SLUGS or lowered.startswith(f"{PORTFOLIO}."):
        raise BadInput(path, f"the name '{slug}' is reserved for the portfolio memo: rename it")
    if lowered.endswith(_RESERVED_SUFFIXES):
        raise BadInput(
            path, f"a report id may not end in {lowered[lowered.rfind('.') :]}: rename it"
        )
    return slug
