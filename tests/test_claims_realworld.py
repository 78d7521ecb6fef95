"""Real text: FinanceBench evidence (extracted by another tool) checked on our page text.

Skipped when ../shared/realworld is absent. Only the evidence pages are extracted (or the
cached facts/<stem>/pages.json is used); the whole-filing measure with its failure list
is scripts/quote_acceptance.py.
"""

import json
import re
from pathlib import Path

import pytest
from conftest import REALWORLD, REALWORLD_ABSENT

from analyste.claims import MIN_QUOTE_CHARS, check_quote, normalise
from analyste.schema import PagesFile

FINANCEBENCH = REALWORLD / "financebench_dev.jsonl"
ROOT = Path(__file__).resolve().parents[1]

# slow: pages of real filings, read whole (`pytest -m 'not slow'` for a quick run)
pytestmark = [
    pytest.mark.skipif(not FINANCEBENCH.is_file(), reason=REALWORLD_ABSENT),
    pytest.mark.slow,
]

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(“\"])")


def page_text(stem: str, number: int) -> str:
    """Our extraction of one page: the cached pages.json when present, else our layout
    (analyste.pdftext, what analyste.pages.extract runs) on that page only."""
    cached = ROOT / "facts" / stem / "pages.json"
    if cached.is_file():
        try:
            pages = PagesFile.model_validate_json(cached.read_bytes()).pages
            return pages[number - 1].text
        except (ValueError, IndexError):
            pass
    from analyste.pdftext import read_pdf

    return read_pdf(REALWORLD / f"{stem}.pdf", number, number)[0].text


@pytest.fixture(scope="module")
def evidence():
    rows = [json.loads(line) for line in FINANCEBENCH.read_text().splitlines()]
    items = {
        (r["doc_name"], e["evidence_page_num"] + 1, e["evidence_text"])
        for r in rows
        for e in r["evidence"]
    }
    pages = {(doc, n): page_text(doc, n) for doc, n, _ in items}
    return [(pages[(doc, n)], text) for doc, n, text in sorted(items)]


def share(pairs):
    checked = [check_quote(text, [page], 1).ok for page, text in pairs]
    return sum(checked) / len(checked)


def long_enough(text):
    return len(normalise(text).strip(" .,;:!?")) >= MIN_QUOTE_CHARS


def test_financebench_evidence_acceptance_floor(evidence):
    """Measured 2026-11-29 (scripts/quote_acceptance.py --pages-only) on our pdfium
    layout: passages 5/6, sentences 8/9, lines 213/213; a naive normalised substring
    check accepts 2/6 passages, 5/9 sentences. The passage refused is Costco's balance
    sheet, whose header cells another extractor put in another order ("August 29, / 2021 /
    August 30, / 2020" against our "August 29, August 30, / 2021 2020")."""
    passages = evidence
    sentences = [(p, s) for p, t in evidence for s in _SENTENCE.split(t) if long_enough(s)]
    lines = [(p, s) for p, t in evidence for s in t.splitlines() if long_enough(s)]
    assert len(passages) == 6 and len(lines) > 200
    assert share(passages) >= 0.8
    assert share(sentences) >= 0.85
    assert share(lines) >= 0.98


def test_financebench_evidence_is_rejected_on_the_wrong_page(evidence):
    """Accepting real passages must not come from accepting anything: the same passages
    on another evidence page (another statement) are refused."""
    pages = [p for p, _ in evidence]
    for i, (_, text) in enumerate(evidence):
        others = [p for p in pages if p is not pages[i] and p != pages[i]]
        assert not any(check_quote(text, [p], 1).ok for p in others)
