"""The command line starts and reports bad input as one line with exit status 2."""

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
