"""Page text of a PDF filing → facts/<slug>/pages.json (first version: plain pdfplumber).

The page text is the reference for every later quote check. Cached by the PDF's sha256.
Does not parse statements or judge content.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from analyste.errors import BadInput
from analyste.schema import Page, PagesFile, load, save
from analyste.settings import Paths, paths


def sha256_of(pdf: Path) -> str:
    h = hashlib.sha256()
    with pdf.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def extract(pdf: Path, where: Paths | None = None, force: bool = False) -> PagesFile:
    """Extract (or reuse the cached) pages.json of one PDF; BadInput on an unusable file."""
    where = where or paths()
    if not pdf.is_file():
        raise BadInput(pdf, "no such file")
    digest = sha256_of(pdf)
    out = where.pages_json(pdf.stem)
    if out.is_file() and not force:
        try:
            cached = load(PagesFile, out)
            if cached.sha256 == digest:
                return cached
        except BadInput:
            pass
    import pdfplumber

    try:
        with pdfplumber.open(pdf) as doc:
            pages = [
                Page(number=i, text=p.extract_text() or "") for i, p in enumerate(doc.pages, 1)
            ]
    except Exception as e:  # pdfminer raises many types on bad input
        raise BadInput(pdf, f"not a readable PDF ({type(e).__name__})") from None
    result = PagesFile(
        slug=pdf.stem, pdf=str(pdf), sha256=digest, page_count=len(pages), pages=pages
    )
    save(result, out)
    return result


def load_pages(slug: str, where: Paths | None = None) -> PagesFile:
    return load(PagesFile, (where or paths()).pages_json(slug))
