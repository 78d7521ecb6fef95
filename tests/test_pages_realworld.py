"""Extraction on real 10-K statement pages (../shared/realworld; skipped when absent).

Only the pages a test needs are read (analyste.pdftext.read_pdf on a page range); the
whole-filing timings are in scripts/bench.py.
"""

from __future__ import annotations

import pytest
from conftest import REALWORLD, REALWORLD_ABSENT

from analyste.pdftext import read_pdf

# slow: pages of real filings, read whole (`pytest -m 'not slow'` for a quick run)
pytestmark = [pytest.mark.skipif(not REALWORLD.is_dir(), reason=REALWORLD_ABSENT), pytest.mark.slow]


def page(stem: str, number: int):
    return read_pdf(REALWORLD / f"{stem}.pdf", number, number)[0]


def test_3m_cash_flow_row_set_above_its_numbers_stays_whole():
    """3M 10-K p. 60: the label box of this row sits 3.6 pt above its numbers; pdfplumber
    and raw pdfium both print the numbers on a line of their own."""
    lines = page("3M_2018_10K", 60).text.splitlines()
    assert "Proceeds from sale of businesses, net of cash sold 846 1,065 142" in lines
    assert "Purchases of property, plant and equipment (PP&E) (1,577) (1,373) (1,420)" in lines
    assert "Consolidated Statement of Cash Flows" in lines  # pdfplumber: "Cash Flow s"


@pytest.mark.parametrize(
    ("stem", "number", "row"),
    [
        ("3M_2018_10K", 58, "Total liabilities and equity $ 36,500 $ 37,987"),
        ("3M_2018_10K", 56, "Net sales $ 32,765 $ 31,657 $ 30,109"),
        ("AMAZON_2017_10K", 38, "Interest expense (459) (484) (848)"),
        ("AMAZON_2017_10K", 40, "Total stockholders’ equity 19,285 27,709"),
        ("MICROSOFT_2016_10K", 52, "Total cost of revenue 32,780 33,038 27,078"),
        ("DFM_FS_2025", 8, "Finance income 7(b) 10,183 -"),
        ("DFM_FS_2025", 7, "Cash and cash equivalents 12 183,315 268,233"),
    ],
)
def test_statement_rows_keep_label_and_numbers_on_one_line(stem, number, row):
    assert row in page(stem, number).text.splitlines()


def test_3m_white_table_headers_and_tiny_cover_text_are_hidden():
    """3M 10-K p. 101 repeats column headers in white on white; p. 1 holds 0.6 pt type."""
    p101 = page("3M_2018_10K", 101)
    assert (
        "invisible_colour",
        "Portion of Derivative Comprehensive Income Recognized in Income",
    ) in p101.hidden
    assert ("tiny_type", "low") in page("3M_2018_10K", 1).hidden


def test_dfm_footer_drawn_first_is_read_last():
    """DFM 2025 p. 7 draws its footer note before the statement; it comes out at the end."""
    lines = page("DFM_FS_2025", 7).text.splitlines()
    assert lines.index("Consolidated statement of financial position") < lines.index(
        "The accompanying notes form an integral part of these consolidated financial statements."
    )


def test_3m_cover_table_of_words_is_read_row_by_row():
    """3M 10-K p. 1 lists each class of notes beside its exchange, far apart: a table,
    not two columns (read as columns, the exchanges lost their notes)."""
    lines = page("3M_2018_10K", 1).text.splitlines()
    assert "1.500% Notes due 2026 New York Stock Exchange, Inc." in lines
    assert "State of Incorporation: Delaware I.R.S. Employer Identification No. 41-0417775" in lines


def test_msft_run_in_heading_is_one_line():
    lines = page("MICROSOFT_2016_10K", 20).text.splitlines()
    assert any(
        line.startswith(
            "Third parties may claim we infringe their intellectual property rights. From"
        )
        for line in lines
    )


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (10, "are impacted by the effects of, and changes in"),
        (16, "effective"),
        (49, "Off-Balance Sheet Arrangements"),
        (105, "Offsetting"),
    ],
)
def test_3m_ff_second_f_dropped_by_pdfium_is_read_back(number, words):
    """3M 10-K pp. 10-106 printed "ef ects", "Of -Balance", "Of setting" (18 words): each
    glyph is its own text object scaled 0.6, and pdfium drops the second f of "ff" as a
    fake-bold copy of the first (test_pages.py builds the same case)."""
    text = page("3M_2018_10K", number).text
    assert words in text
    assert "f ect" not in text and "Of -" not in text and "Of set" not in text
