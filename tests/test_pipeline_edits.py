"""A memo edited by hand (second review): `memo` keeps it like `run`, its .md tells the
re-check's verdict, and a memo handed back to the pipeline leaves no stale .generated."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from test_pipeline import Stages, _facts_with, make_stages

from analyste import pipeline
from analyste.providers import get_provider
from analyste.schema import Fact, Memo, Paragraph, save


@pytest.fixture
def stages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Stages:
    return make_stages(tmp_path, monkeypatch)


def _edit(stages: Stages, text: str) -> bytes:
    """Run once, then edit memos/alpha.json by hand; returns the edited file's bytes."""
    where = stages.where
    pipeline.run_reports(where.root / "reports", get_provider("offline"), where=where)
    _facts_with(where, "alpha", facts=[Fact(id="R-x", kind="ratio", text="Levier 2025 : 5,5x")])
    # the facts changed: the stand-in's signals marker follows them (the reader ran)
    stages.read_signals("alpha", get_provider("offline"))
    memo = Memo(
        slug="alpha",
        company="alpha",
        verified=True,
        attempts=1,
        paragraphs=[Paragraph(text=text, sources=["R-x"])],
    )
    save(memo, where.memo_json("alpha"))
    return where.memo_json("alpha").read_bytes()


def test_memo_command_keeps_a_memo_edited_by_hand(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    where = stages.where
    before = _edit(stages, "Le levier atteint 5,5x, à suivre.")
    out = CliRunner().invoke(main, ["memo", "alpha", "--provider", "offline"])
    assert out.exit_code == 0, out.output
    assert out.output == (
        "alpha: memos/alpha.json edited by hand — kept (verified); the pipeline's memo "
        "(verified) is memos/alpha.generated.json\n"
    )
    assert where.memo_json("alpha").read_bytes() == before
    assert (where.memos / "alpha.generated.json").is_file()

    before = _edit(stages, "Le levier atteint 7,5x, à suivre.")
    out = CliRunner().invoke(main, ["memo", "alpha", "--provider", "offline"])
    assert out.exit_code == 1
    assert "kept (DEFECTS)" in out.output and "  paragraph 1: number_not_found" in out.output
    assert where.memo_json("alpha").read_bytes() == before


def test_memo_command_records_its_memo_so_a_later_run_sees_no_edit(
    stages: Stages, tmp_path: Path
) -> None:
    from analyste.cli import main

    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=stages.where)
    out = CliRunner().invoke(main, ["memo", "alpha", "--provider", "offline"])
    assert out.exit_code == 0 and out.output.startswith("alpha: memo verified (2 attempts) →")
    assert not pipeline.edited_by_hand("alpha", stages.where)


def test_a_kept_memo_md_is_rendered_again_with_its_verdict(stages: Stages, tmp_path: Path) -> None:
    from analyste.cli import main

    where = stages.where
    before = _edit(stages, "Le levier atteint 7,5x, à suivre.")
    out = CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    assert out.exit_code == 1
    md = where.memo_md("alpha").read_text()
    assert "Le levier atteint 7,5x" in md and "vérifiée" not in md
    assert "number_not_found" in md
    assert where.memo_json("alpha").read_bytes() == before  # the .json is never touched

    _edit(stages, "Le levier atteint 5,5x, à suivre.")
    CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    md = where.memo_md("alpha").read_text()
    assert "Le levier atteint 5,5x" in md and "**Statut : vérifiée**" in md


def test_a_memo_handed_back_removes_the_stale_generated_files(
    stages: Stages, tmp_path: Path
) -> None:
    where = stages.where
    _edit(stages, "Le levier atteint 5,5x, à suivre.")
    pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    generated = where.memos / "alpha.generated.json"
    assert generated.is_file()
    (where.memos / "alpha.generated.md").write_text("x")  # the stand-in writes no .md

    where.memo_json("alpha").write_bytes(generated.read_bytes())  # taken back
    result = pipeline.run_reports(tmp_path / "reports", get_provider("offline"), where=where)
    assert not result.companies[0].memo_edited
    assert not generated.exists() and not (where.memos / "alpha.generated.md").exists()
    assert not pipeline.edited_by_hand("alpha", where)


def test_stats_counts_a_hand_edit_apart_from_writer_rejections(
    stages: Stages, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.cli import main
    from analyste.runlog import RunLog, stats

    where = stages.where
    _edit(stages, "Le levier atteint 7,5x, à suivre.")  # kept with a defect
    CliRunner().invoke(main, ["run", "reports", "--provider", "offline"])
    last = stats(RunLog(where.run_log))["runs"][-1]
    assert (last["memos_rejected"], last["memos"]) == (0, 2)
    assert (last["memos_edited"], last["memos_edited_defects"]) == (1, 1)
    monkeypatch.setenv("COLUMNS", "160")
    out = CliRunner().invoke(main, ["stats"])
    row = next(line for line in out.output.splitlines() if line.startswith("│ 2 "))
    assert "0/2 (0%)" in row and "1 (1 with defects)" in row
