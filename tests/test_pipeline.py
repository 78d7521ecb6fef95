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
from analyste.facts import build_facts as REAL_BUILD_FACTS
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
        # the real stages write under `where`: the engines run a filing in a scratch home
        path = (where or self.where).facts_json(pdf.stem)
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
        home = where or self.where
        result.facts_digest = pipeline._digest(home.facts_json(slug))
        save(result, signals_json(slug, home))
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
        save(memo, (where or self.where).memo_json(slug))  # memo.write_memo honours `where`
        return memo


@pytest.fixture
def stages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Stages:
    return make_stages(tmp_path, monkeypatch)


def make_stages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Stages:
    """The stand-ins installed, ANALYSTE_HOME and the cwd at tmp_path, two PDFs."""
    import analyste.facts
    import analyste.memo
    import analyste.signals

    where = Paths(tmp_path)
    s = Stages(where)
    monkeypatch.setattr(analyste.facts, "build_facts", s.build_facts)
    monkeypatch.setattr(analyste.signals, "read_signals", s.read_signals)
    monkeypatch.setattr(analyste.memo, "write_memo", s.write_memo)
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    # the stand-ins count their calls in this process: `run` works in it (one worker)
    monkeypatch.setenv("ANALYSTE_WORKERS", "1")
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
    assert (a.fields_canonical, a.fields_expected, a.fields_optional) == (3, 68, 0)
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


def _cells(output: str, slug: str) -> list[str]:
    """The cells of a report's row in the run's summary table."""
    row = next(line for line in output.splitlines() if f"│ {slug} " in line)
    return [cell.strip() for cell in row.strip().strip("│").split("│")]


def test_all_verified_exit_0_with_summary_table(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert "analyste run — offline/rules-v1" in out.output
    assert "2/2 memos verified" in out.output
    # canonical fields of expected, as `facts` and eval count them, never a bare sum
    assert _cells(out.output, "alpha")[:3] == ["alpha", "3/68", "1/2"]

    _facts_with(stages.where, "alpha", fields={"2025": {"revenue": 1, "goodwill": 5}})
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert _cells(out.output, "alpha")[1] == "1/68+1"
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


# ---------------------------------------------------------------- review findings


def _facts_with(where: Paths, slug: str, **changes: Any) -> None:
    """Rewrite facts/<slug>/facts.json with `changes` (the stand-in reads it back)."""
    path = where.facts_json(slug)
    ff = FactsFile.model_validate_json(path.read_bytes())
    save(ff.model_copy(update=changes), path)


def test_a_memo_edited_by_hand_is_kept_reverified_and_ours_written_beside(
    stages: Stages, tmp_path: Path
) -> None:
    from analyste.cli import main
    from analyste.schema import Fact, load

    where = stages.where
    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    fact = Fact(id="R-x", kind="ratio", text="Levier 2025 : 5,5x")
    _facts_with(where, "alpha", facts=[fact])
    edited = Memo(
        slug="alpha",
        company="alpha",
        verified=True,
        attempts=1,
        paragraphs=[Paragraph(text="Le levier atteint 5,5x, à suivre.", sources=["R-x"])],
    )
    save(edited, where.memo_json("alpha"))
    before = where.memo_json("alpha").read_bytes()

    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert where.memo_json("alpha").read_bytes() == before  # never overwritten
    assert "edited by hand — kept (verified)" in out.output
    assert "alpha: memos/alpha.json edited by hand — kept (verified)" in out.output
    generated = where.memos / "alpha.generated.json"
    assert load(Memo, generated).slug == "alpha"

    # an edit whose number is in no cited fact: kept, reported with its defects, exit 1
    edited.paragraphs[0].text = "Le levier atteint 7,5x, à suivre."
    save(edited, where.memo_json("alpha"))
    before = where.memo_json("alpha").read_bytes()
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    assert "edited by hand — kept (DEFECTS)" in out.output and "7,5" in out.output
    assert where.memo_json("alpha").read_bytes() == before

    # copying the pipeline's memo into place hands the file back to the pipeline
    where.memo_json("alpha").write_bytes(generated.read_bytes())
    assert not pipeline.edited_by_hand("alpha", where)


def test_an_unedited_memo_is_still_rewritten(stages: Stages, tmp_path: Path) -> None:
    where = stages.where
    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    stages.verified = False  # a rejected memo is written again: not an edit by hand
    result = pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    assert not any(c.memo_edited for c in result.companies)
    assert not (where.memos / "alpha.generated.json").exists()


@pytest.mark.parametrize(
    ("build", "reason"),
    [
        ("scanned", "no text layer — scanned? OCR is not done"),
        ("prose", "no financial statements found (pages read: 1)"),
    ],
)
def test_a_filing_without_statements_gets_one_line_and_no_memo(
    stages: Stages, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, build: str, reason: str
) -> None:
    """The real build_facts refuses it (BadInput); the pipeline prints its one line."""
    import pdf_builders as B

    import analyste.facts
    from analyste.cli import main

    monkeypatch.setattr(analyste.facts, "build_facts", REAL_BUILD_FACTS)
    where = stages.where
    (tmp_path / "reports" / "beta.pdf").unlink()
    getattr(B, build)(tmp_path / "reports" / "alpha.pdf")
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    assert f"error: reports/alpha.pdf: {reason}\n" in out.output
    assert not where.facts_json("alpha").exists()
    assert not where.memo_json("alpha").exists()
    assert not any(step in ("signals", "memo") for step, _ in stages.calls)


def test_report_ids_are_slugs_and_a_clash_or_a_reserved_name_is_one_line(
    stages: Stages, tmp_path: Path
) -> None:
    from analyste.cli import main

    reports = tmp_path / "reports"
    (reports / "Maison Ferlac été (v2).pdf").write_bytes(b"%PDF-1.4 x")
    (reports / "maison-ferlac-ete-v2.pdf").write_bytes(b"%PDF-1.4 y")
    (reports / "portfolio.pdf").write_bytes(b"%PDF-1.4 z")
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    assert "error: reports/portfolio.pdf: the name 'portfolio' is reserved" in out.output
    assert (
        "error: reports/maison-ferlac-ete-v2.pdf: same report id 'maison-ferlac-ete-v2' as "
        "Maison Ferlac été (v2).pdf: rename one of them"
    ) in out.output


def test_slug_of() -> None:
    from analyste.settings import slug_of

    assert slug_of("reports/3M_2018_10K.pdf") == "3M_2018_10K"
    assert slug_of("Maison Ferlac été (v2).pdf") == "maison-ferlac-ete-v2"
    assert slug_of("-helvane.pdf") == "helvane"
    for bad in ("portfolio.pdf", "Portfolio.pdf", "x.generated.pdf", "((.pdf"):
        with pytest.raises(BadInput):
            slug_of(bad)


def test_a_corrupt_run_log_is_set_aside_and_the_run_goes_on(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    stages.where.facts.mkdir(parents=True, exist_ok=True)
    stages.where.run_log.write_bytes(b"not a database at all")
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert "file is not a database — moved aside to runs.sqlite.corrupt-" in out.output
    assert len(list(stages.where.facts.glob("runs.sqlite.corrupt-*"))) == 1
    assert len(RunLog(stages.where.run_log).runs()) == 1
    stages.where.run_log.write_bytes(b"garbage again")
    out = CliRunner().invoke(main, ["stats"])
    assert out.exit_code == 0 and "no run logged yet" in out.output


def test_an_unwritable_home_or_a_file_for_a_folder_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.cli import main

    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "a.pdf").write_bytes(b"%PDF-1.4")
    monkeypatch.setenv("ANALYSTE_HOME", "/proc/analyste-nowhere")
    out = CliRunner().invoke(main, ["run", str(tmp_path / "reports")])
    assert out.exit_code == 2
    assert out.output == (
        "error: /proc/analyste-nowhere/facts: cannot write here (No such file or directory)\n"
    )
    out = CliRunner().invoke(main, ["run", str(tmp_path / "reports" / "a.pdf")])
    # issue 13: a file given for the folder says what to do instead
    assert out.exit_code == 2 and out.output.endswith(
        "a.pdf: not a folder: pass the folder that holds it, or use `analyste facts FILE.pdf`\n"
    )


def test_signals_command_counts_its_batches_in_words(
    stages: Stages, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.cli import main

    pipeline.run_reports(Path("reports"), get_provider("offline"), where=stages.where)
    stages.where.pages_json("alpha").write_text("{}")  # only its presence is checked
    real = stages.read_signals

    def one_batch(*args: Any, **kwargs: Any) -> SignalsResult:
        result = real(*args, **kwargs)
        result.batches = [[1, 2]]
        return result

    monkeypatch.setattr("analyste.signals.read_signals", one_batch)
    out = CliRunner().invoke(main, ["signals", "alpha", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert "; pages sent 2 in 1 batch, 0 skipped" in out.output


def test_the_same_document_under_two_names_is_refused_by_sha256(
    stages: Stages, tmp_path: Path
) -> None:
    from analyste.cli import main

    reports = tmp_path / "reports"
    (reports / "Maison Ferlac été (v2).pdf").write_bytes(b"%PDF-1.4 alpha")  # alpha's bytes
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    assert (
        "error: reports/alpha.pdf: same document as Maison Ferlac été (v2).pdf (sha256)\n"
    ) in out.output
    assert ("facts", "alpha") not in stages.calls


def test_a_folder_named_like_a_pdf_is_one_line(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    (tmp_path / "reports" / "dir.pdf").mkdir()
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    assert "error: reports/dir.pdf: not a file (a folder)\n" in out.output
    assert "alpha: memo verified" in out.output
