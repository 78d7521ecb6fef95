"""The pipeline's control flow: order, one bad PDF, cache reuse, hooks, exit status.

The stages are replaced by small stand-ins (monkeypatched) so that these tests check the
pipeline itself; tests/test_e2e.py runs the real stages on the sample filings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from analyste import pipeline
from analyste.errors import BadInput
from analyste.providers import get_provider
from analyste.runlog import RunLog
from analyste.schema import Check, FactsFile, Memo, Paragraph, save
from analyste.settings import Paths
from analyste.signals import SignalsResult


class Stages:
    """Stand-ins for build_facts / read_signals / write_memo that count their calls."""

    def __init__(self, where: Paths, verified: bool = True) -> None:
        self.where = where
        self.verified = verified
        self.calls: list[tuple[str, str]] = []

    def build_facts(self, pdf: Path, where: Any = None, force: bool = False) -> FactsFile:
        self.calls.append(("facts", pdf.stem))
        if pdf.read_bytes().startswith(b"garbage"):
            raise BadInput(pdf, "not a readable PDF (PSSyntaxError)")
        path = self.where.facts_json(pdf.stem)
        if path.is_file():
            return FactsFile.model_validate_json(path.read_bytes())
        ff = FactsFile(
            company=pdf.stem.title(),
            slug=pdf.stem,
            unit="k€",
            years=[2025, 2024],
            fields={"2025": {"revenue": 1, "cash": 2}, "2024": {"revenue": 1}},
            checks=[Check(name="a", ok=True, detail=""), Check(name="b", ok=False, detail="")],
            pages_sha256="cd" * 32,
        )
        save(ff, path)
        return ff

    def read_signals(self, slug: str, provider: Any, where: Any = None, usages: Any = None):
        from analyste.signals import reader_version, signals_json

        self.calls.append(("signals", slug))
        result = SignalsResult(
            slug=slug,
            provider=provider.name,
            model=provider.model,
            reader_version=reader_version(provider),
            pages_sha256="cd" * 32,
            proposed=3,
            verified=2,
            rejected=1,
        )
        result.facts_digest = pipeline._digest(self.where.facts_json(slug))
        save(result, signals_json(slug, self.where))
        return result

    def write_memo(self, slug: str, provider: Any, where: Any = None, usages: Any = None):
        self.calls.append(("memo", slug))
        memo = Memo(
            slug=slug,
            company=slug,
            verified=self.verified,
            attempts=2,
            paragraphs=[Paragraph(text="x", sources=["R-x"])],
        )
        save(memo, self.where.memo_json(slug))
        return memo


@pytest.fixture
def stages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Stages:
    import analyste.facts
    import analyste.memo
    import analyste.signals

    where = Paths(tmp_path)
    s = Stages(where)
    monkeypatch.setattr(analyste.facts, "build_facts", s.build_facts)
    monkeypatch.setattr(analyste.signals, "read_signals", s.read_signals)
    monkeypatch.setattr(analyste.memo, "write_memo", s.write_memo)
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    reports = tmp_path / "reports"
    reports.mkdir()
    (reports / "beta.pdf").write_bytes(b"%PDF-1.4 beta")
    (reports / "alpha.pdf").write_bytes(b"%PDF-1.4 alpha")
    return s


def test_every_pdf_in_name_order_logged_and_cached(stages: Stages, tmp_path: Path) -> None:
    where = stages.where
    first = pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    assert [c.slug for c in first.companies] == ["alpha", "beta"]
    assert first.all_verified
    a = first.companies[0]
    assert (a.fields_read, a.checks_ok, a.checks_total) == (3, 1, 2)
    assert (a.signals_verified, a.signals_rejected, a.memo_attempts) == (2, 1, 2)
    assert ("signals", "alpha") in stages.calls and ("memo", "alpha") in stages.calls

    stages.calls.clear()
    again = pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    assert [c for c in stages.calls if c[0] != "facts"] == []  # agents reused
    assert all(c.reused == ["signals", "memo"] for c in again.companies)

    runs = RunLog(where.run_log).runs()
    assert [len(r["reports"]) for r in runs] == [2, 2]
    assert runs[1]["reports"][0].reused and not runs[0]["reports"][0].reused


def test_changed_facts_rerun_the_agents(stages: Stages, tmp_path: Path) -> None:
    where = stages.where
    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    path = where.facts_json("alpha")
    path.write_text(path.read_text().replace('"revenue": 1', '"revenue": 5', 1))
    stages.calls.clear()
    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    assert ("signals", "alpha") in stages.calls and ("memo", "alpha") in stages.calls
    assert ("signals", "beta") not in stages.calls


def test_one_bad_pdf_is_one_line_and_the_run_goes_on(stages: Stages, tmp_path: Path) -> None:
    (tmp_path / "reports" / "aaa_bad.pdf").write_bytes(b"garbage")
    out = CliRunner().invoke(
        __import__("analyste.cli", fromlist=["main"]).main,
        ["run", str(tmp_path / "reports"), "--provider", "offline"],
    )
    assert out.exit_code == 1  # not every memo is verified: one report failed
    assert "aaa_bad.pdf: " in out.output and "not a readable PDF (PSSyntaxError)" in out.output
    assert "alpha: memo verified" in out.output and "beta: memo verified" in out.output
    assert "2/3 memos verified" in out.output


def test_rejected_memo_gives_exit_1_and_is_not_reused(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    stages.verified = False
    out = CliRunner().invoke(main, ["run", str(tmp_path / "reports"), "--provider", "offline"])
    assert out.exit_code == 1 and "alpha: memo REJECTED" in out.output
    stages.calls.clear()
    CliRunner().invoke(main, ["run", str(tmp_path / "reports"), "--provider", "offline"])
    assert ("memo", "alpha") in stages.calls  # a rejected memo is tried again


def test_all_verified_exit_0_with_summary_table(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert "analyste run — offline/rules-v1" in out.output
    assert "2/2 memos verified" in out.output
    quiet = CliRunner().invoke(main, ["run", "reports", "--provider", "offline", "--quiet"])
    assert quiet.exit_code == 0 and quiet.output == ""


def test_portfolio_hook_runs_after_the_company_memos(
    stages: Stages, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[list[str]] = []

    def hook(slugs: list[str], provider: Any, where: Paths, usages: list) -> None:
        seen.append(list(slugs))
        assert where.memo_json("beta").is_file()  # every company memo exists already

    def broken(*_: Any) -> None:
        raise RuntimeError("portfolio down")

    monkeypatch.setattr(pipeline, "AFTER_COMPANY_MEMOS", [hook, broken])
    monkeypatch.setattr(pipeline, "portfolio_hook", lambda: None)
    result = pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=stages.where)
    assert seen == [["alpha", "beta"]]
    assert result.after_memos == ["broken: portfolio down"] and result.all_verified


def test_empty_folder_is_an_error(tmp_path: Path) -> None:
    from analyste.errors import AnalysteError

    with pytest.raises(AnalysteError, match="no PDF"):
        pipeline.run_reports(tmp_path, get_provider("offline"), where=Paths(tmp_path))
