"""`analyste extract`: one line per PDF, one-line errors, exit 2 after the others ran."""

from __future__ import annotations

import pdf_builders as B
from click.testing import CliRunner

from analyste.cli import main


def run(tmp_path, monkeypatch, *args: str):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ANALYSTE_HOME", raising=False)
    return CliRunner().invoke(main, ["extract", *args])


def test_extract_writes_pages_json_and_says_where(tmp_path, monkeypatch):
    B.plain(tmp_path / "acme.pdf", pages=2)
    result = run(tmp_path, monkeypatch, "acme.pdf")
    assert result.exit_code == 0
    assert result.output == "acme.pdf: 2 pages → facts/acme/pages.json\n"
    assert (tmp_path / "facts" / "acme" / "pages.json").is_file()


def test_second_run_says_cached(tmp_path, monkeypatch):
    B.plain(tmp_path / "acme.pdf")
    run(tmp_path, monkeypatch, "acme.pdf")
    result = run(tmp_path, monkeypatch, "acme.pdf")
    assert result.output == "acme.pdf: 2 pages → facts/acme/pages.json (cached)\n"


def test_bad_pdf_among_good_ones_exits_2_after_the_others(tmp_path, monkeypatch):
    B.plain(tmp_path / "good.pdf", pages=1)
    B.encrypted(tmp_path / "locked.pdf")
    B.plain(tmp_path / "other.pdf", pages=1)
    result = run(tmp_path, monkeypatch, "good.pdf", "locked.pdf", "missing.pdf", "other.pdf")
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        "good.pdf: 1 page → facts/good/pages.json",
        "error: locked.pdf: encrypted PDF (a password is needed to read it)",
        "error: missing.pdf: no such file",
        "other.pdf: 1 page → facts/other/pages.json",
    ]
    assert sorted(p.name for p in (tmp_path / "facts").iterdir()) == ["good", "other"]


def test_warnings_name_the_pages_even_when_quiet(tmp_path, monkeypatch):
    B.with_scanned_page(tmp_path / "scan.pdf")
    result = run(tmp_path, monkeypatch, "--quiet", "scan.pdf")
    assert result.exit_code == 0
    assert result.output == (
        "warning: scan.pdf: no text layer on page 2 "
        "(scanned or blank; not OCR'd, nothing there can be quoted)\n"
    )
