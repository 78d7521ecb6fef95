"""The command line starts and reports bad input as one line with exit status 2."""

import json

import pytest
from click.testing import CliRunner

from analyste.cli import main


def test_help_lists_extract():
    result = CliRunner().invoke(main, ["--help"])
    assert result.exit_code == 0
    assert "extract" in result.output


def test_extract_missing_file_is_one_line_exit_2(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["extract", "nope.pdf"])
    assert result.exit_code == 2
    assert result.output.strip() == "error: nope.pdf: no such file"


def test_usage_error_is_one_line_exit_2():
    """click prints three lines (Usage, Try, Error); an analyst's script reads one."""
    result = CliRunner().invoke(main, ["quote", "x.pdf", "notanumber", "some text here"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: analyste quote: Invalid value for 'PAGE'")


def test_unknown_command_is_one_line():
    result = CliRunner().invoke(main, ["nonsense"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: analyste: No such command 'nonsense'. (see --help)"
    ]


def test_a_folder_given_for_a_file_is_one_line(tmp_path, monkeypatch):
    """IsADirectoryError used to escape as a traceback from `verify`."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "memo.json").mkdir()
    result = CliRunner().invoke(main, ["verify", "memo.json"])
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1
    assert result.output.startswith("error: ")
    assert "memo.json" in result.output


def test_help_and_version_still_exit_0():
    assert CliRunner().invoke(main, ["--version"]).exit_code == 0
    assert CliRunner().invoke(main, ["run", "--help"]).exit_code == 0


# ---------------------------------------------------------------- issue 13: help and options

OWN_COMMANDS = [  # every command (issue 13)
    "run", "extract", "facts", "signals", "memo", "portfolio", "show", "verify", "quote",
    "eval", "ask", "ask-eval", "stats",
]  # fmt: skip


def test_top_level_help_gives_each_command_one_line_that_fits():
    """The newcomer's `analyste --help` cut a summary mid-sentence ("compute R-...")."""
    result = CliRunner().invoke(main, ["--help"])
    section = result.output.split("Commands:\n", 1)[1].splitlines()
    rows = [line for line in section if line.strip()]
    assert len(rows) == len(main.commands)
    for line in rows:
        assert len(line) <= 80, line
        assert not line.rstrip().endswith("..."), line
        assert len(line.split(None, 1)) == 2, line  # a name and a summary on the same line


def test_summary_drops_whole_clauses_never_half_a_word():
    import click

    from analyste.cli import summary

    long = click.Command(
        "facts", help="Read the statements of each PDF, check them, and compute R- and A- facts."
    )
    assert summary(long, 45) == "Read the statements of each PDF, check them"
    assert (
        summary(long, 100)
        == "Read the statements of each PDF, check them, and compute R- and A- facts"
    )
    assert summary(click.Command("x", short_help="Short one."), 40) == "Short one"


@pytest.mark.parametrize("command", OWN_COMMANDS)
def test_command_takes_json_and_quiet(command):
    result = CliRunner().invoke(main, [command, "--help"])
    assert result.exit_code == 0
    assert "--json" in result.output
    assert "-q, --quiet" in result.output


def test_extract_json_reports_the_bad_file_and_keeps_its_error_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["extract", "--json", "nope.pdf"])
    assert result.exit_code == 2
    assert json.loads(result.stdout) == {
        "reports": [],
        "errors": [{"pdf": "nope.pdf", "reason": "no such file"}],
    }
    assert result.stderr == "error: nope.pdf: no such file\n"


def test_realworld_folder_comes_from_the_environment(tmp_path):
    """The newcomer's clone sat elsewhere: every real-filing test skipped, saying
    "../shared/realworld absent" and no way to point at the folder."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    tests = Path(__file__).resolve().parent
    code = "import conftest; print(conftest.REALWORLD); print(conftest.REALWORLD_ABSENT)"
    env = {**os.environ, "ANALYSTE_REALWORLD": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=tests, env=env, capture_output=True, text=True
    )
    folder, reason = out.stdout.splitlines()
    assert folder == str(tmp_path)
    assert str(tmp_path) in reason and "ANALYSTE_REALWORLD" in reason


def test_memo_json_is_one_object(tmp_path, monkeypatch):
    """`memo` lacked --json (issue 13): one object, the verdict and where the memo went."""
    from test_memo import _facts_file, _risk_reader_ran

    from analyste.settings import Paths

    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    _facts_file(Paths(tmp_path))
    _risk_reader_ran(Paths(tmp_path))
    result = CliRunner().invoke(main, ["memo", "ferlac", "--provider", "offline", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["slug"], data["verified"], data["attempts"], data["defects"]) == (
        "ferlac",
        True,
        1,
        [],
    )
    assert data["path"].endswith("memos/ferlac.json") and data["edited"] is False
