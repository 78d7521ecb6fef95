"""`analyste run`'s command line (issues 13 and 14): help, a file for a folder, the bar.

Measured as a new user would: `run --help` did not say where REPORTS_DIR defaults to
nor where facts/ and memos/ go; `run reports/ferlac.pdf` answered "not a folder" with no
way forward; a long run showed a spinner with no idea of how much was left.
"""

from __future__ import annotations

import io
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from analyste.cli import main
from analyste.pipeline import RunProgress
from analyste.progress import run_progress


def test_run_help_says_the_default_folder_where_files_go_and_the_engines() -> None:
    out = CliRunner().invoke(main, ["run", "--help"], terminal_width=100)
    text = " ".join(out.output.split())
    assert out.exit_code == 0
    assert "REPORTS_DIR (default: reports/)" in text
    assert "facts/ and memos/ are written in the current folder" in text
    assert "--engine [local|ray]" in text and "--workers" in text and "RAY_ADDRESS" in text


def test_a_pdf_given_for_the_folder_gets_a_hint_and_exit_2(tmp_path: Path) -> None:
    pdf = tmp_path / "ferlac.pdf"
    pdf.write_bytes(b"%PDF-1.4")
    out = CliRunner().invoke(main, ["run", str(pdf)])
    assert out.exit_code == 2
    assert out.output == (
        f"error: {pdf}: not a folder: pass the folder that holds it, "
        "or use `analyste facts FILE.pdf`\n"
    )


def test_the_run_bar_shows_filings_done_pages_per_second_and_time_left() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=True, width=120, color_system=None)
    with run_progress(console=console) as bar:
        assert bar.shown
        bar.update_run(RunProgress(done=1, total=4, pages=150, seconds=10.0, slug="3M_2021"))
        bar.update_run(RunProgress(done=2, total=4, pages=330, seconds=20.0, slug="AMAZON"))
    shown = buffer.getvalue()
    assert "2/4" in shown and "16.5 pages/s" in shown and "left" in shown
    assert "filings (AMAZON)" in shown


def test_the_run_bar_is_silent_off_a_terminal_and_with_quiet() -> None:
    buffer = io.StringIO()
    with run_progress(console=Console(file=buffer)) as bar:
        bar.update_run(RunProgress(done=1, total=1, pages=10, seconds=1.0))
    with run_progress(quiet=True) as quiet:
        assert not quiet.shown
    assert buffer.getvalue() == "" and not bar.shown
