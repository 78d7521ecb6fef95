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
