"""`analyste show` on the command line: errors, --json, --fact, plain output (issue 6)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from review_fixtures import build_home

from analyste.cli import main
from analyste.schema import Fact, FactsFile, Memo, PagesFile, load, save


def run(root: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(
        main, ["show", *args], env={"ANALYSTE_HOME": str(root), "COLUMNS": "80"}
    )
    return result.exit_code, result.output


def test_unknown_slug_is_one_line_and_exit_2(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "nope")
    assert code == 2
    assert out == "error: no memo for 'nope': memos/nope.json not found (memos: acme)\n"


def test_unknown_fact_is_one_line_and_exit_2(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-9")
    assert (code, out) == (2, "error: no fact 'Q-acme-9' in the facts of 'acme'\n")


def test_output_is_plain_when_not_a_terminal(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme")
    assert code == 0
    assert "\x1b[" not in out
    assert "VERIFIED   Acme SA — verified after 1 attempt" in out
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-1")
    assert code == 0
    assert "[[Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x]]." in out


def test_json_is_the_memo_with_its_cited_facts(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["memo"]["slug"] == "acme"
    assert data["memo"]["verified"] is True
    assert [f["id"] for f in data["facts"]] == ["R-acme-net_debt", "Q-acme-1", "A-acme-1"]
    assert data["missing_facts"] == []
    assert data["rejected_draft"] is None


@pytest.mark.parametrize("where", ["facts/portfolio.json", "facts/portfolio/facts.json"])
def test_portfolio_loads_the_facts_of_every_company_it_cites(tmp_path: Path, where: str) -> None:
    """The portfolio memo cites R-/Q- facts of several companies and C- facts."""
    home = build_home(tmp_path)
    other = load(FactsFile, home.facts_json("acme")).model_copy(
        update={"slug": "beta-co", "company": "Beta Co", "signals": [], "checks": []}
    )
    other.facts = [
        f.model_copy(update={"id": f.id.replace("acme", "beta-co")}) for f in other.facts
    ]
    save(other, home.facts_json("beta-co"))
    comparison = Fact(
        id="C-net_debt_rank",
        kind="comparison",
        text="Acme SA devant Beta Co.",
        data={"kind": "rank", "sources": ["R-acme-net_debt", "R-beta-co-net_debt"]},
    )
    path = tmp_path / where
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"facts": [comparison.model_dump()]}), encoding="utf-8")
    save(load(PagesFile, home.pages_json("acme")), home.pages_json("beta-co"))
    memo = load(Memo, home.memo_json("acme"))
    memo.slug, memo.company = "portfolio", "Portefeuille"
    memo.paragraphs[1].sources = ["C-net_debt_rank", "R-beta-co-net_debt", "Q-beta-co-1"]
    save(memo, home.memo_json("portfolio"))
    code, out = run(tmp_path, "portfolio", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert data["missing_facts"] == []
    assert [f["id"] for f in data["facts"]] == [
        "R-acme-net_debt",
        "Q-acme-1",
        "C-net_debt_rank",
        "R-beta-co-net_debt",
        "Q-beta-co-1",
    ]
    code, out = run(tmp_path, "portfolio")
    assert code == 0
    assert "statement checks — acme" in out
    assert "signals — beta-co: 0 verified, 0 rejected" in out
    assert "│   kind: rank\n│   rests on: R-acme-net_debt R-beta-co-net_debt" in re.sub(
        r" +│\n", "\n", out
    )
    code, out = run(tmp_path, "portfolio", "--fact", "Q-beta-co-1")
    assert "[[Le prêt de 800 k€" in out


def test_json_fact_tells_where_a_quote_and_a_ratio_were_read(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["fact"]["id"] == "Q-acme-1"
    assert data["on_page"] == {"slug": "acme", "page": 2, "span": [16, 86], "status": "span"}
    code, out = run(tmp_path, "acme", "--fact", "R-acme-net_debt", "--json")
    assert json.loads(out)["inputs"][0] == {
        "field": "long_term_debt",
        "values": {"2025": 900, "2024": 700},
        "pages": [1],
        "line": "Dettes financières 900 700",
    }


def test_run_figures_come_from_the_memo_and_the_run_log(tmp_path: Path) -> None:
    from analyste.runlog import ReportRow, RunLog

    home = build_home(tmp_path)
    log = RunLog(home.run_log)
    run_id = log.start("offline", "rules-v1")
    log.record(
        run_id, ReportRow(slug="acme", quotes_proposed=3, quotes_rejected=1, memo_verified=True)
    )
    log.finish(run_id)
    code, out = run(tmp_path, "acme")
    assert code == 0
    # the panel's lines joined: borders and the wrapping's spaces out
    text = re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", out.split("╭─ run")[1]))
    assert "memo offline/template-v1 · 1 call · tokens 1200 in / 300 out · 0.25 s" in text
    assert re.search(
        r"last run #1 · \S+ → \S+ · offline/rules-v1 · quotes 3 proposed, 1 rejected · "
        r"memo verified · tokens 0 in / 0 out · 0.00 s",
        text,
    ), text
