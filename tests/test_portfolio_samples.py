"""The offline portfolio memo on the three sample filings (reports/*.pdf).

Facts and Q- facts are built once per session with the real stages and the offline
provider in a temporary home; the tests then write, verify, show and log the portfolio.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.facts import build_facts
from analyste.portfolio import COMPARISON_REASON, comparisons_path, count_marks, write_portfolio
from analyste.providers import get_provider
from analyste.schema import FactsFile, Memo, load
from analyste.settings import Paths
from analyste.signals import read_signals

REPORTS = Path(__file__).resolve().parent.parent / "reports"
SLUGS = ["ferlac", "helvane", "solvea"]


@pytest.fixture(scope="session")
def sample_home(tmp_path_factory: pytest.TempPathFactory) -> Paths:
    if not all((REPORTS / f"{s}.pdf").is_file() for s in SLUGS):
        pytest.fail("reports/*.pdf missing: run scripts/make_sample_reports.py")
    root = tmp_path_factory.mktemp("portfolio")
    (root / "reports").mkdir()
    for s in SLUGS:
        shutil.copy(REPORTS / f"{s}.pdf", root / "reports" / f"{s}.pdf")
    where = Paths(root)
    offline = get_provider("offline")
    for s in SLUGS:
        build_facts(root / "reports" / f"{s}.pdf", where=where)
        read_signals(s, offline, where=where)
    return where


@pytest.fixture(scope="session")
def sample_memo(sample_home: Paths) -> Memo:
    memo = write_portfolio(SLUGS, get_provider("offline"), sample_home)
    assert memo is not None
    return memo


def test_offline_portfolio_verified_on_the_samples(sample_memo: Memo, sample_home: Paths) -> None:
    assert sample_memo.verified and sample_memo.attempts == 1, sample_memo.defects
    sections = list(dict.fromkeys(p.section for p in sample_memo.paragraphs))
    assert sections == ["Maison Ferlac SAS", "Helvane SA", "Solvéa Énergies SA", "comparaisons"]
    assert load(Memo, sample_home.memo_json("portfolio")).verified
    assert sample_home.memo_md("portfolio").is_file()


def test_a_comparison_paragraph_rests_on_c_facts(sample_memo: Memo, sample_home: Paths) -> None:
    comparisons = [p for p in sample_memo.paragraphs if p.section == "comparaisons"]
    cash = next(p for p in comparisons if "consomment toutes deux" in p.text)
    assert cash.text.startswith(
        "Solvéa Énergies SA et Maison Ferlac SAS consomment toutes deux de la trésorerie : "
        "free cash-flow 2025 de -47\u00a0225\u00a0k€ et de -14\u00a0930\u00a0k€."
    )
    assert cash.sources == ["C-fcf-sign", "C-fcf-gap-ferlac-solvea"]
    c_facts = {f.id for f in load(FactsFile, comparisons_path(sample_home)).facts}
    assert {s for p in comparisons for s in p.sources} <= c_facts
    assert all(p.review[-1].reason == COMPARISON_REASON for p in comparisons)


def test_each_company_section_cites_its_own_facts_and_reports_the_injection(
    sample_memo: Memo,
) -> None:
    names = {"Maison Ferlac SAS": "ferlac", "Helvane SA": "helvane", "Solvéa Énergies SA": "solvea"}
    for p in sample_memo.paragraphs:
        if p.section in names:
            # C-signals-<slug>: how many signals of that company the portfolio leaves out
            owners = [
                s.split("-")[-1] if s.startswith("C-signals-") else s.split("-")[1]
                for s in p.sources
            ]
            assert all(o == names[p.section] for o in owners), p
    assert any("Note aux systèmes d’IA" in p.text for p in sample_memo.paragraphs)


def test_each_company_shows_its_most_severe_signals_and_says_how_many_more(
    sample_memo: Memo, sample_home: Paths
) -> None:
    """By severity (comparisons.SEVERITY), not page order: Solvéa's liquidity runway and
    Ferlac's unprovisioned 4 200 k€ claim are shown; the rest is counted by code."""
    text = " ".join(p.text for p in sample_memo.paragraphs)
    assert "ne couvrent les besoins de financement de la Société que jusqu'au troisième" in text
    assert "en réclamant 4\u00a0200\u00a0k€" in text or "en réclamant 4 200 k€" in text
    more = [p for p in sample_memo.paragraphs if p.sources[0].startswith("C-signals-")]
    assert [p.sources for p in more] == [
        ["C-signals-ferlac"],
        ["C-signals-helvane"],
        ["C-signals-solvea"],
    ]
    c_facts = {f.id: f for f in load(FactsFile, comparisons_path(sample_home)).facts}
    for p in more:
        fact = c_facts[p.sources[0]]
        assert p.text == f"+ {fact.data['more']} autres signaux dans la note de la société."
        assert not any(m.reason == COMPARISON_REASON for m in p.review)  # one company's count


def test_review_marks_on_the_samples(sample_memo: Memo) -> None:
    """The figures of the closing note: what the clue marks on the samples, read by hand.

    The content-word clue used to mark one sentence, the offline writer's "no alert" in
    Helvane's synthesis: true (Helvane has no A- fact), but no cited fact said it. The
    facts file now proves it (claims.proves_no_alert, tests/test_claims_no_alert.py), so
    only the comparison paragraphs are marked.
    """
    marks = count_marks(sample_memo)
    unsupported = [
        m.sentence for p in sample_memo.paragraphs for m in p.review if m.reason != "comparison"
    ]
    assert unsupported == []
    assert marks == {"all": 3, "clue": 0, "comparison": 3}


def test_verify_and_show_read_the_portfolio(
    sample_memo: Memo, sample_home: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANALYSTE_HOME", str(sample_home.root))
    monkeypatch.chdir(sample_home.root)
    out = CliRunner().invoke(main, ["verify", "memos/portfolio.json"])
    assert out.exit_code == 0, out.output
    # clue lines (per sentence, "à relire, pas un défaut") may come before the verdict,
    # printed in the memo's language
    last = out.output.splitlines()[-1]
    assert last.startswith(f"vérifié : {len(sample_memo.paragraphs)} paragraphes")
    monkeypatch.setenv("COLUMNS", "120")
    out = CliRunner().invoke(main, ["show", "portfolio"])
    assert out.exit_code == 0, out.output
    # the labels are in the memo's language (French here)
    assert "⚠ à relire" in out.output and "(comparison)" in out.output
    assert "C-fcf-gap-ferlac-solvea" in out.output


def test_run_writes_and_logs_the_portfolio(
    sample_home: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.pipeline import run_reports
    from analyste.runlog import RunLog

    monkeypatch.setenv("ANALYSTE_HOME", str(sample_home.root))
    result = run_reports(sample_home.reports, get_provider("offline"), where=sample_home)
    assert result.all_verified and result.after_memos == []
    assert result.portfolio is not None and result.portfolio.verified
    row = RunLog(sample_home.run_log).portfolios()[result.run_id]
    assert (row.memo_verified, row.review_marks, row.comparison_marks) == (True, 3, 3)


def test_run_exits_1_when_the_portfolio_memo_is_rejected(
    sample_home: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`analyste run`: 0 when every memo is verified — the portfolio memo is one of them."""
    import analyste.portfolio

    def rejected(slugs: list[str], provider: object, where: Paths, usages: list) -> Memo:
        return Memo(slug="portfolio", company="Portefeuille", verified=False, attempts=2,
                    paragraphs=[])  # fmt: skip

    monkeypatch.setattr(analyste.portfolio, "write_portfolio", rejected)
    monkeypatch.setenv("ANALYSTE_HOME", str(sample_home.root))
    monkeypatch.setenv("COLUMNS", "140")
    out = CliRunner().invoke(main, ["run", str(sample_home.reports), "--provider", "offline"])
    assert out.exit_code == 1, out.output
    assert "3/3 memos verified" in out.output
    assert "portfolio: memo REJECTED (2 attempts, 0 review marks)" in out.output


def test_a_portfolio_memo_edited_by_hand_is_kept_and_checked(
    sample_memo: Memo, sample_home: Paths, tmp_path: Path
) -> None:
    from analyste.schema import save

    root = tmp_path / "home"
    shutil.copytree(sample_home.root, root)
    where = Paths(root)
    edited = load(Memo, where.memo_json("portfolio"))
    edited.paragraphs[0].text += " Levier de 9,9x."
    save(edited, where.memo_json("portfolio"))
    before = where.memo_json("portfolio").read_bytes()
    memo = write_portfolio(SLUGS, get_provider("offline"), where)
    assert memo is not None and memo.verified
    assert where.memo_json("portfolio").read_bytes() == before  # never overwritten
    assert (root / "memos" / "portfolio.generated.json").is_file()
    kept = memo.usage["kept"]
    assert not kept["verified"] and "number_not_found:9,9" in kept["defects"][0]
