"""Extraction of the sample filings in reports/: expected quotes verbatim on their page,
the planted hidden sentence kept out of the text, statement rows whole."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analyste.claims import check_quote
from analyste.pages import extract
from analyste.settings import Paths

REPORTS = Path(__file__).resolve().parents[1] / "reports"
SLUGS = ["ferlac", "solvea", "helvane"]
# A line made of numbers only: a statement row split from its label.
NUMBERS_ONLY = re.compile(r"^[\d\s()−\-,.%€k]+$")


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict:
    where = Paths(tmp_path_factory.mktemp("home"))
    out = {}
    for slug in SLUGS:
        pdf = REPORTS / f"{slug}.pdf"
        if pdf.is_file():
            expected = json.loads((REPORTS / f"{slug}.expected.json").read_text("utf-8"))
            out[slug] = (extract(pdf, where), expected)
    return out


def get(extracted: dict, slug: str):
    if slug not in extracted:
        pytest.skip(f"reports/{slug}.pdf not generated yet")
    return extracted[slug]


@pytest.mark.parametrize("slug", SLUGS)
def test_expected_quotes_are_verbatim_on_their_page(extracted, slug):
    result, expected = get(extracted, slug)
    texts = [p.text for p in result.pages]
    failed = [
        (s["page"], s["quote"], check.reason)
        for s in expected["signals"]
        if not (check := check_quote(s["quote"], texts, s["page"])).ok
    ]
    assert failed == []


@pytest.mark.parametrize("slug", SLUGS)
def test_hidden_text_is_exactly_the_expected_one(extracted, slug):
    result, expected = get(extracted, slug)
    hidden = [h.text for p in result.pages for h in p.hidden]
    assert hidden == expected.get("hidden_text", [])
    for sentence in hidden:
        assert all(sentence not in p.text for p in result.pages)


@pytest.mark.parametrize("slug", SLUGS)
def test_no_statement_row_loses_its_label(extracted, slug):
    result, _ = get(extracted, slug)
    orphans = [
        (p.number, line)
        for p in result.pages
        for line in p.text.splitlines()
        if NUMBERS_ONLY.match(line) and not line.endswith(".")
    ]
    assert orphans == []
    assert all(p.extractor == "pdfium-layout" for p in result.pages)
