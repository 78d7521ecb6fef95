"""Page extraction on PDFs the tests build: layout, hidden text, cache, bad input."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pdf_builders as B
import pytest

from analyste import pages
from analyste.errors import BadInput
from analyste.pages import extract, load_pages
from analyste.settings import Paths


@pytest.fixture
def where(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "home")


def lines_of(text: str) -> list[str]:
    return text.split("\n")


@pytest.mark.parametrize("row_wise", [False, True], ids=["column-order", "row-order"])
def test_two_columns_are_read_one_after_the_other(tmp_path, where, row_wise):
    """Whatever order the producer drew the lines in, the left column comes whole, then
    the right one; the title and the footer stay outside them."""
    pdf = B.two_columns(tmp_path / "cols.pdf", row_wise=row_wise)
    text = extract(pdf, where).pages[0].text
    assert lines_of(text) == [
        "Rapport annuel 2025 — Notes annexes",
        *B.LEFT,
        *B.RIGHT,
        "Page 1 / 1 — Maison Exemple SAS, rapport financier annuel",
    ]


def test_statement_rows_keep_their_numbers(tmp_path, where):
    """Labels drawn first and 3 pt above their numbers (3M 10-K p. 60) still give one
    line per row, label then numbers in column order."""
    pdf = B.statement(tmp_path / "is.pdf")
    got = lines_of(extract(pdf, where).pages[0].text)
    assert got[1:] == [" ".join(row) for row in B.ROWS]


def test_hidden_text_is_recorded_beside_the_page_text(tmp_path, where):
    pdf = B.hidden(tmp_path / "hidden.pdf")
    page = extract(pdf, where).pages[0]
    assert lines_of(page.text) == [
        "Visible paragraph about liquidity.",
        B.ON_DARK,  # white on a dark band is seen: it stays
        "Visible closing sentence.",
    ]
    assert [(h.reason, h.text) for h in page.hidden] == [
        ("invisible_colour", B.WHITE),
        ("tiny_type", B.TINY),
        ("outside_page", B.OUTSIDE),
    ]


def test_hidden_text_warns_naming_the_page(tmp_path, where):
    result = extract(B.hidden(tmp_path / "hidden.pdf"), where)
    assert result.warnings == [
        "hidden text on page 1 (kept out of the page text, listed under hidden)"
    ]


def test_fake_bold_characters_are_removed(tmp_path, where):
    pdf = B.fake_bold(tmp_path / "bold.pdf")
    assert extract(pdf, where).pages[0].text == f"{B.BOLD}\nTexte ordinaire."


def test_scanned_page_is_named_and_the_rest_extracted(tmp_path, where):
    result = extract(B.with_scanned_page(tmp_path / "scan.pdf"), where)
    assert [p.has_text_layer for p in result.pages] == [True, False, True]
    assert [p.text for p in result.pages] == ["Page 1 text.", "", "Page 3 text."]
    assert result.warnings == [
        "no text layer on page 2 (scanned or blank; not OCR'd, nothing there can be quoted)"
    ]


def test_pages_json_records_sha256_settings_and_extractor(tmp_path, where):
    pdf = B.plain(tmp_path / "plain.pdf", pages=3)
    result = extract(pdf, where)
    on_disk = json.loads(where.pages_json("plain").read_text(encoding="utf-8"))
    assert on_disk["sha256"] == pages.sha256_of(pdf)
    assert on_disk["page_count"] == 3
    assert on_disk["extraction"]["pypdfium2"]
    assert on_disk["extraction"]["layout_version"] == pages.LAYOUT_VERSION
    assert {p["extractor"] for p in on_disk["pages"]} == {"pdfium-layout"}
    assert load_pages("plain", where) == result


def test_second_run_reuses_the_cache(tmp_path, where, monkeypatch):
    pdf = B.plain(tmp_path / "plain.pdf")
    first = extract(pdf, where)

    def boom(*a, **k):
        raise AssertionError("re-extracted an unchanged PDF")

    monkeypatch.setattr(pages, "_read_all", boom)
    start = time.perf_counter()
    assert extract(pdf, where) == first
    assert time.perf_counter() - start < 1.0


def test_changed_pdf_or_force_re_extracts(tmp_path, where, monkeypatch):
    pdf = B.plain(tmp_path / "plain.pdf", pages=1)
    extract(pdf, where)
    B.plain(pdf, pages=2)
    assert extract(pdf, where).page_count == 2
    calls = []
    real = pages._read_all
    monkeypatch.setattr(pages, "_read_all", lambda *a: calls.append(1) or real(*a))
    extract(pdf, where, force=True)
    assert calls == [1]


def test_progress_reports_every_page(tmp_path, where):
    pdf = B.plain(tmp_path / "plain.pdf", pages=3)
    seen: list[tuple[int, int]] = []
    extract(pdf, where, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (3, 3)


def test_long_documents_run_in_two_processes_in_page_order(tmp_path, where, monkeypatch):
    import multiprocessing
    import sys

    if sys.platform != "linux":
        pytest.skip("worker processes are forked on Linux only")
    monkeypatch.setattr(pages, "PARALLEL_FROM", 4)
    monkeypatch.setattr(pages, "CHUNK", 2)
    contexts = []
    real = multiprocessing.get_context
    monkeypatch.setattr(
        multiprocessing, "get_context", lambda m=None: contexts.append(m) or real(m)
    )
    pdf = B.plain(tmp_path / "long.pdf", pages=7)
    result = extract(pdf, where)
    assert [p.text for p in result.pages] == [f"Plain page {n}." for n in range(1, 8)]
    assert contexts == ["fork"]


@pytest.mark.parametrize(
    ("build", "reason"),
    [
        (None, "no such file"),
        (lambda p: p.write_text("quarterly figures\n") and p, "not a PDF (no %PDF header)"),
        (B.truncated, "truncated PDF (no %%EOF end marker)"),
        (B.corrupt, "corrupt PDF (pdfium: data format error)"),
        (B.encrypted, "encrypted PDF (a password is needed to read it)"),
        (B.zero_pages, "PDF has no pages"),
    ],
    ids=["missing", "not-pdf", "truncated", "corrupt", "encrypted", "zero-pages"],
)
def test_bad_input_names_the_file_and_writes_nothing(tmp_path, where, build, reason):
    pdf = tmp_path / "bad.pdf"
    if build is not None:
        build(pdf)
    with pytest.raises(BadInput) as e:
        extract(pdf, where)
    assert (e.value.path, e.value.reason) == (str(pdf), reason)
    assert not where.pages_json("bad").exists()


def test_rotated_page_reads_in_display_order(tmp_path, where):
    pdf = B.rotated_statement(tmp_path / "landscape.pdf")
    assert lines_of(extract(pdf, where).pages[0].text) == [" ".join(row) for row in B.ROWS]


def test_ocr_layer_is_text_but_invisible_text_elsewhere_is_hidden(tmp_path, where):
    """Invisible text over a scanned image is what the scan shows (an OCR layer); over
    nothing, or in the colour of the page under it, nobody sees it."""
    first, second = extract(B.invisible_modes(tmp_path / "modes.pdf"), where).pages
    assert (first.text, first.hidden) == (B.OCR, [])
    assert second.text == "Black on the beige page."
    assert [(h.reason, h.text) for h in second.hidden] == [
        ("invisible_colour", B.INVISIBLE),
        ("invisible_colour", B.BEIGE_TEXT),
    ]


def test_short_last_line_of_a_column_stays_in_its_column(tmp_path, where):
    pdf = B.two_columns_short_last_line(tmp_path / "cols.pdf")
    assert lines_of(extract(pdf, where).pages[0].text) == [
        *B.LEFT,
        "fin.",
        *B.RIGHT,
        "Aucune garantie donnée à des tiers en 2025.",
    ]


def test_table_of_words_is_read_row_by_row(tmp_path, where):
    """Costco 10-K p. 71: three cells of words per row are a table, not three columns."""
    pdf = B.text_table(tmp_path / "subsidiaries.pdf")
    assert lines_of(extract(pdf, where).pages[0].text) == [" ".join(r) for r in B.SUBSIDIARIES]


def test_run_in_heading_stays_on_its_line(tmp_path, where):
    """MSFT 10-K p. 20: a bold heading then its sentence 1.4 em further is one line, not
    two columns."""
    pdf = B.run_in_heading(tmp_path / "runin.pdf")
    assert lines_of(extract(pdf, where).pages[0].text) == [
        " ".join(B.RUN_IN),
        "A second line of the same paragraph, long enough to be prose.",
    ]


def test_page_the_layout_fails_on_falls_back_to_pdfplumber(tmp_path, where, monkeypatch):
    """A page our layout cannot read keeps its text (pdfplumber's), and says so."""
    from analyste import pdftext

    real = pdftext.read_page

    def fragile(page, number):
        if number == 2:
            raise ValueError("layout failure")
        return real(page, number)

    monkeypatch.setattr(pdftext, "read_page", fragile)
    result = extract(B.plain(tmp_path / "plain.pdf", pages=3), where)
    assert [p.extractor for p in result.pages] == ["pdfium-layout", "pdfplumber", "pdfium-layout"]
    assert result.pages[1].text == "Plain page 2."


def test_text_near_the_top_of_an_a4_page_with_an_inherited_mediabox_is_visible(tmp_path, where):
    """Regression: fpdf2 puts /MediaBox on /Pages, not on each page. pdfium's box getters
    do not inherit it and pypdfium2 fell back to US Letter (792 pt high), so the top line
    of an A4 page (842 pt) was recorded as hidden 'outside_page' and left out of the text.
    """
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.add_font("D", "", str(B.FONT))
    pdf.set_font("D", size=11)
    pdf.set_y(10)
    pdf.cell(0, 8, "Top line of the page is visible text.")
    pdf.ln()
    pdf.cell(0, 8, "Second line.")
    path = tmp_path / "top.pdf"
    pdf.output(str(path))
    page = extract(path, where).pages[0]
    assert "Top line of the page is visible text." in page.text
    assert page.hidden == []


def test_ff_drawn_glyph_by_glyph_is_not_cut_after_the_first_f(tmp_path, where):
    """3M 10-K p. 10 printed "the ef ects of", p. 49 "Of -Balance": the 10-K draws each
    glyph as its own text object scaled 0.6, and pdfium's fake-bold check (same glyph,
    boxes overlapping by half, shift under 0.9 advance measured before the scale) takes
    the second f of "ff" for a copy of the first, drops it and puts a space in the gap.
    The dropped f is drawn 2 pt to the right, beyond our 1 pt fake-bold rule: it is read
    back; a real fake-bold copy (0.4 pt) still is not."""
    pdf = B.glyph_objects(tmp_path / "glyphs.pdf")
    assert lines_of(extract(pdf, where).pages[0].text) == [*B.GLYPH_LINES, B.GLYPH_BOLD]


def test_each_line_keeps_its_box_so_a_quote_is_placed_by_lookup(tmp_path, where):
    """Issue 12: the review re-read pdfium's characters with its own copies of the
    extraction's thresholds to place a quote. pages.json now keeps one box per line of
    the text (points, top-left origin, as displayed); a span of the text maps to the
    boxes of its lines."""
    pf = extract(B.statement(tmp_path / "s.pdf"), where)
    page = pf.pages[0]
    rows = page.text.split("\n")
    assert len(page.lines) == len(rows)
    width, height = page.size
    assert width > 0 and height > 0
    assert all(0 <= x0 < x1 <= width + 1 and 0 <= top < bottom <= height + 1
               for x0, top, x1, bottom in page.lines)  # fmt: skip
    tops = [box[1] for box in page.lines]
    assert tops == sorted(tops)  # one column: read top to bottom
    target = max(range(len(rows)), key=lambda i: len(rows[i]))
    start = sum(len(r) + 1 for r in rows[:target])
    assert pages.span_boxes(page, start + 1, start + len(rows[target]) - 1) == [page.lines[target]]
    both = pages.span_boxes(page, start, start + len(rows[target]) + 2)
    assert both[0] == page.lines[target] and len(both) == 2
    assert pages.span_boxes(page.model_copy(update={"lines": []}), 0, 5) == []
