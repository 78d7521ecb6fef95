"""The statement reader on the three sample filings in reports/ (skipped when absent).

The pages are read with analyste.pdftext, as analyste.pages does; every field of each
`<slug>.expected.json` must come back exactly (204/204 on the three samples).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyste.schema import Page, PagesFile
from analyste.statements import read_statements

REPORTS = Path(__file__).resolve().parents[1] / "reports"
SLUGS = sorted(p.name.removesuffix(".expected.json") for p in REPORTS.glob("*.expected.json"))
pytestmark = pytest.mark.skipif(not SLUGS, reason="no sample filings in reports/")


def pages_of(pdf: Path) -> PagesFile:
    from analyste.pdftext import read_pdf

    results = read_pdf(pdf)
    return PagesFile(
        slug=pdf.stem,
        pdf=str(pdf),
        sha256="0" * 64,
        page_count=len(results),
        pages=[Page(number=r.number, text=r.text) for r in results],
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_sample_fields_exact(slug: str) -> None:
    pdf = REPORTS / f"{slug}.pdf"
    if not pdf.is_file():
        pytest.skip(f"{pdf} not generated")
    exp = json.loads((REPORTS / f"{slug}.expected.json").read_text(encoding="utf-8"))
    r = read_statements(pages_of(pdf))
    want = exp["fields"]
    got = {y: {k: r.fields.get(y, {}).get(k) for k in d} for y, d in want.items()}
    assert got == want
    assert r.company == exp["company"]
    assert r.unit == exp["unit"]
    assert r.years == exp["years"]
    assert r.language == exp.get("language", "fr")
