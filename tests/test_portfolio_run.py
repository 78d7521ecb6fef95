"""The portfolio memo follows the run (issue 14), on the sample filings.

Measured as a new user would: after `run` on a folder of two broken PDFs ("0/2 memos
verified") it still printed "portfolio: memo verified" — a memo over everything an
earlier run had left in facts/, one filing counted twice under two names and English
paragraphs in a French memo; after a run on one company, `show portfolio` went on
presenting the previous run's portfolio as current.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.schema import Memo, load
from analyste.settings import Paths

REPORTS = Path(__file__).resolve().parent.parent / "reports"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Paths:
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    return Paths(tmp_path)


def folder(home: Paths, name: str, slugs: list[str], broken: tuple[str, ...] = ()) -> Path:
    out = home.root / name
    out.mkdir()
    for s in slugs:
        shutil.copy(REPORTS / f"{s}.pdf", out / f"{s}.pdf")
    for b in broken:
        (out / f"{b}.pdf").write_bytes(b"%PDF-1.4 not really")
    return out


def run(where: Path) -> str:
    out = CliRunner().invoke(main, ["run", str(where), "--workers", "2"])
    return out.output


def cited_companies(home: Paths) -> set[str]:
    memo = load(Memo, home.memo_json("portfolio"))
    return {
        s.split("-")[1] for p in memo.paragraphs for s in p.sources if s[:2] in ("R-", "A-", "Q-")
    }


def test_a_run_on_two_companies_cites_those_two_and_no_others(home: Paths) -> None:
    run(folder(home, "earlier", ["ferlac", "helvane", "solvea"]))
    assert cited_companies(home) == {"ferlac", "helvane", "solvea"}
    output = run(folder(home, "two", ["ferlac", "solvea"]))
    assert "portfolio: memo verified" in output
    assert cited_companies(home) == {"ferlac", "solvea"}  # helvane's facts are still on disk


def test_a_run_with_only_failures_prints_no_verified_portfolio(home: Paths) -> None:
    run(folder(home, "earlier", ["ferlac", "helvane"]))
    output = run(folder(home, "broken", [], broken=("alpha", "beta")))
    assert "0/2 memos verified" in output
    assert "portfolio: memo" not in output


def test_after_a_run_on_one_company_show_portfolio_does_not_present_the_older_one(
    home: Paths,
) -> None:
    run(folder(home, "earlier", ["ferlac", "helvane"]))
    shown = CliRunner().invoke(main, ["show", "portfolio"])
    assert shown.exit_code == 0 and "warning:" not in shown.output  # the last run's: current
    output = run(folder(home, "one", ["solvea"]))
    assert "portfolio: memo" not in output
    shown = CliRunner().invoke(main, ["show", "portfolio"])
    assert shown.output.splitlines()[0] == (
        "warning: this portfolio memo comes from run 1 (ferlac, helvane), not from the last "
        "run 2, which had 1 company memo (solvea) and wrote no portfolio"
    )
