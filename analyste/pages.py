"""Page text of a PDF filing → facts/<slug>/pages.json, cached by the PDF's sha256.

The page text is the reference for every later quote check: visible text only, in
reading order, one table row per line. Text a reader cannot see is recorded per page in
`Page.hidden`, never in `Page.text`. The layout itself is analyste.pdftext (pdfium
characters); this module checks the input, runs the pages (in two processes on long
documents), keeps the cache and records how the text was made. It does not parse
statements or judge content, and it never OCRs.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from analyste import pdftext
from analyste.errors import BadInput
from analyste.schema import HiddenText, Page, PagesFile, load, save
from analyste.settings import Paths, paths, slug_of

# Bump when the layout changes what it writes: a cached pages.json made with other
# settings is re-extracted (the cache key is sha256 + these settings).
LAYOUT_VERSION = 9  # 9: each line's box kept (Page.lines), issue 12
# Below this many pages, starting worker processes (~0.3 s each) costs more than it saves.
PARALLEL_FROM = 24
CHUNK = 8

Progress = Callable[[int, int], None]


def sha256_of(pdf: Path) -> str:
    h = hashlib.sha256()
    with pdf.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def settings() -> dict[str, Any]:
    """Extraction settings and library versions, as recorded in PagesFile.extraction."""
    import pypdfium2.version as v

    return {
        "engine": f"{pdftext.EXTRACTOR}: pypdfium2 characters, analyste.pdftext layout",
        "layout_version": LAYOUT_VERSION,
        "tiny_type_below_pt": pdftext.TINY_PT,
        "same_colour_within": pdftext.SAME_COLOUR,
        "row_overlap": pdftext.ROW_OVERLAP,
        "fake_bold_dedupe_pt": 1.0,
        "pypdfium2": str(v.PYPDFIUM_INFO),
        "pdfium": str(v.PDFIUM_INFO),
        "pdfplumber": _pdfplumber_version(),
    }


def _pdfplumber_version() -> str:
    # Only the fallback for a page pdfium's layout fails on; recorded for that case.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pdfplumber")
    except PackageNotFoundError:
        return ""


def check_pdf(pdf: Path) -> int:
    """Page count of a usable PDF; BadInput naming the reason otherwise."""
    if not pdf.exists():
        raise BadInput(pdf, "no such file")
    if not pdf.is_file():
        raise BadInput(pdf, "not a file")
    size = pdf.stat().st_size
    if size == 0:
        raise BadInput(pdf, "empty file")
    with pdf.open("rb") as f:
        head = f.read(1024)
        f.seek(max(0, size - 2048))
        tail = f.read()
    if b"%PDF-" not in head:
        raise BadInput(pdf, "not a PDF (no %PDF header)")
    # pdfium rebuilds a cut file's cross-reference table and would read what is left;
    # a filing missing its end must not pass as complete.
    if b"%%EOF" not in tail:
        raise BadInput(pdf, "truncated PDF (no %%EOF end marker)")
    import pypdfium2 as pdfium

    try:
        doc = pdfium.PdfDocument(str(pdf))
    except pdfium.PdfiumError as e:
        # pdfium refuses a well-formed PDF with an empty page tree without setting an
        # error code (its message then repeats the previous failure, even "password"):
        # pdfminer tells that case apart first.
        if _pdfminer_pages(pdf) == 0:
            raise BadInput(pdf, "PDF has no pages") from None
        msg = str(e)
        if "password" in msg.lower() or "security" in msg.lower():
            raise BadInput(pdf, "encrypted PDF (a password is needed to read it)") from None
        detail = msg.split("PDFium: ", 1)[-1].rstrip(".)").lower()
        raise BadInput(pdf, f"corrupt PDF (pdfium: {detail})") from None
    try:
        count = len(doc)
    finally:
        doc.close()
    if count == 0:
        raise BadInput(pdf, "PDF has no pages")
    return count


def _pdfminer_pages(pdf: Path) -> int | None:
    """Page count as pdfminer reads it; None when it cannot read the file either."""
    import pdfplumber

    try:
        with pdfplumber.open(pdf) as doc:
            return len(doc.pages)
    except Exception:  # pdfminer raises many types on damaged files
        return None


def _read_range(pdf: str, first: int, last: int) -> list[Page]:
    """Pages first..last (1-based, inclusive); runs in a worker process too."""
    import pypdfium2 as pdfium

    out = []
    doc = pdfium.PdfDocument(pdf)
    try:
        for number in range(first, last + 1):
            page = doc[number - 1]
            try:
                r = pdftext.read_page(page, number)
            except Exception:  # our layout failed on a page pdfium loaded: keep the text
                out.append(_pdfplumber_page(pdf, number))
                continue
            finally:
                page.close()
            hidden = [HiddenText(text=t, reason=why) for why, t in r.hidden]  # type: ignore[arg-type]
            out.append(
                Page(
                    number=number,
                    text=r.text,
                    hidden=hidden,
                    has_text_layer=r.has_text_layer,
                    extractor=r.extractor,
                    lines=r.lines,
                    size=r.size,
                )
            )
    finally:
        doc.close()
    return out


def _read_chunk(args: tuple[str, int, int]) -> list[Page]:
    return _read_range(*args)


def _pdfplumber_page(pdf: str, number: int) -> Page:
    """Fallback for one page: pdfplumber's text, fake bold removed (hidden text not sorted)."""
    import pdfplumber

    with pdfplumber.open(pdf, pages=[number]) as doc:
        text = doc.pages[0].dedupe_chars().extract_text() or ""
    return Page(number=number, text=text, has_text_layer=bool(text), extractor="pdfplumber")


def _read_all(pdf: Path, count: int, progress: Progress | None) -> list[Page]:
    chunks = [(i, min(i + CHUNK - 1, count)) for i in range(1, count + 1, CHUNK)]
    # Two cores on the machines we target; fork only where it is safe (Linux).
    workers = min(2, os.cpu_count() or 1) if sys.platform == "linux" else 1
    results: list[Page] = []
    done = 0
    import multiprocessing
    import threading

    # A daemonic process (a worker of someone else's pool) may not start processes, and
    # forking while other threads run could copy a lock they hold: read in-process then.
    alone = threading.active_count() == 1 and not multiprocessing.current_process().daemon
    if count < PARALLEL_FROM or workers < 2 or not alone:
        for first, last in chunks:
            results += _read_range(str(pdf), first, last)
            done += last - first + 1
            if progress:
                progress(done, count)
        return results
    # fork, started before any progress-bar thread exists: spawn would re-import the
    # caller's __main__ (a script without a main guard would run twice), and the workers
    # only read the PDF. pdfium has no document open in this process at this point.
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        for chunk in pool.imap_unordered(_read_chunk, [(str(pdf), a, b) for a, b in chunks]):
            results += chunk
            done += len(chunk)
            if progress:
                progress(done, count)
    results.sort(key=lambda p: p.number)
    return results


def extract(
    pdf: Path,
    where: Paths | None = None,
    force: bool = False,
    *,
    progress: Progress | None = None,
) -> PagesFile:
    """Extract (or reuse the cached) pages.json of one PDF; BadInput on an unusable file.

    `progress(done, total)` is called as pages complete (the command line draws a bar).
    Nothing is written when the PDF is unusable.
    """
    pdf = Path(pdf)
    where = where or paths()
    count = check_pdf(pdf)
    digest = sha256_of(pdf)
    out = where.pages_json(slug_of(pdf))
    wanted = settings()
    if out.is_file() and not force:
        try:
            cached = load(PagesFile, out)
            if cached.sha256 == digest and cached.extraction == wanted:
                return cached
        except BadInput:
            pass  # an unreadable cache is simply rebuilt
    try:
        pages = _read_all(pdf, count, progress)
    except BadInput:
        raise
    except Exception as e:  # pdfium raises on a page it cannot load
        raise BadInput(pdf, f"unreadable page ({type(e).__name__}: {e})") from None
    warnings = []
    blank = [p.number for p in pages if not p.has_text_layer]
    if blank:
        warnings.append(
            f"no text layer on page{'s' if len(blank) > 1 else ''} {_ranges(blank)} "
            "(scanned or blank; not OCR'd, nothing there can be quoted)"
        )
    hidden = [p.number for p in pages if p.hidden]
    if hidden:
        warnings.append(
            f"hidden text on page{'s' if len(hidden) > 1 else ''} {_ranges(hidden)} "
            "(kept out of the page text, listed under hidden)"
        )
    result = PagesFile(
        slug=slug_of(pdf),
        pdf=str(pdf),
        sha256=digest,
        page_count=len(pages),
        extraction=wanted,
        warnings=warnings,
        pages=pages,
    )
    save(result, out)
    return result


def _ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 7] → '1-3, 7'."""
    spans: list[list[int]] = []
    for n in numbers:
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in spans)


def load_pages(slug: str, where: Paths | None = None) -> PagesFile:
    return load(PagesFile, (where or paths()).pages_json(slug))


def span_boxes(page: Page, start: int, end: int) -> list[tuple[float, float, float, float]]:
    """The boxes of the lines that characters start..end of `page.text` lie on (a quote's
    span, as the claim checker returns it): where to highlight it on the page image.

    A lookup in `Page.lines`; a line only partly covered keeps its whole width (the box
    marks the lines, not the words). Empty when the page has no line boxes (read by the
    fallback, or a pages.json older than layout 9)."""
    if not page.lines or start >= end:
        return []
    out = []
    offset = 0
    for i, line in enumerate(page.text.split("\n")):
        line_end = offset + len(line)
        if line_end > start and offset < end and i < len(page.lines):
            out.append(page.lines[i])
        offset = line_end + 1
        if offset >= end:
            break
    return out
