"""How many real FinanceBench evidence passages does the quote checker accept on their page?

FinanceBench's evidence texts were extracted by another tool from the same 10-K PDFs
(../shared/realworld/financebench_dev.jsonl; `evidence_page_num` is 0-based). Each
passage is checked on its page of *our* extraction (analyste.pages.extract, cached in
facts/<stem>/pages.json), whole and split into sentences and lines; failures are listed
with the reason, and the page where the text was found if elsewhere.

    .venv/bin/python scripts/quote_acceptance.py [--realworld DIR] [--pages-only] [-v]

--pages-only extracts just the evidence pages with our layout (analyste.pdftext), not the
whole filing; then a text found on another page cannot be reported.

A second measure uses other extractions of the same files: the sentences of pdfplumber's
and of pypdfium2's plain text of a range of pages (--pdfium-pages, default 10-29) of
each 10-K, checked on our text of the same page. `naive` is the baseline the issue describes: NFKC,
lower case and whitespace runs collapsed, then a plain substring test.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from analyste.claims import MIN_QUOTE_CHARS, check_quote, normalise  # noqa: E402

DEFAULT_REALWORLD = ROOT.parent / "shared" / "realworld"
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(“\"])")


def evidence(realworld: Path) -> list[tuple[str, int, str]]:
    """(doc stem, 1-based page, passage), each passage once."""
    seen: dict[tuple[str, int, str], None] = {}
    for line in (realworld / "financebench_dev.jsonl").read_text().splitlines():
        row = json.loads(line)
        for ev in row["evidence"]:
            seen[(row["doc_name"], ev["evidence_page_num"] + 1, ev["evidence_text"])] = None
    return list(seen)


def pages_of(pdf: Path, wanted: set[int], pages_only: bool) -> list[str]:
    """Our page texts of the PDF; with pages_only, "" for the pages not wanted."""
    if not pages_only:
        from analyste.pages import extract

        return [p.text for p in extract(pdf).pages]
    return [our_page(pdf, n) if n in wanted else "" for n in range(1, page_count(pdf) + 1)]


def page_count(pdf: Path) -> int:
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def our_page(pdf: Path, number: int) -> str:
    """One page as analyste.pages.extract writes it (its layout, without the cache)."""
    from analyste.pdftext import read_pdf

    return read_pdf(pdf, number, number)[0].text


def naive(quote: str, page: str) -> bool:
    def squash(t: str) -> str:
        return " ".join(unicodedata.normalize("NFKC", t).lower().split())

    return squash(quote).rstrip(".") in squash(page)


def long_enough(text: str) -> bool:
    return len(normalise(text).strip(" .,;:!?")) >= MIN_QUOTE_CHARS


def units(passage: str) -> dict[str, list[str]]:
    """The passage whole, its sentences, its lines — each long enough to be checked."""

    def long(xs: list[str]) -> list[str]:
        return [x.strip() for x in xs if long_enough(x)]

    return {
        "passages": [passage],
        "sentences": long(_SENTENCE.split(passage)),
        "lines": long(passage.splitlines()),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--realworld", type=Path, default=DEFAULT_REALWORLD)
    ap.add_argument("--pages-only", action="store_true")
    ap.add_argument("--pdfium-pages", default="10-29", help="1-based range, e.g. 10-29")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = ap.parse_args()
    if not (args.realworld / "financebench_dev.jsonl").is_file():
        print(f"no FinanceBench file under {args.realworld}", file=sys.stderr)
        return 2
    items = evidence(args.realworld)
    by_doc: dict[str, set[int]] = {}
    for doc, page, _ in items:
        by_doc.setdefault(doc, set()).add(page)
    texts = {
        doc: pages_of(args.realworld / f"{doc}.pdf", wanted, args.pages_only)
        for doc, wanted in by_doc.items()
    }
    totals: Counter[str] = Counter()
    accepted: Counter[str] = Counter()
    naive_ok: Counter[str] = Counter()
    reasons: Counter[tuple[str, str]] = Counter()
    for doc, page, passage in items:
        for kind, pieces in units(passage).items():
            for piece in pieces:
                result = check_quote(piece, texts[doc], page)
                totals[kind] += 1
                naive_ok[kind] += naive(piece, texts[doc][page - 1])
                if result.ok:
                    accepted[kind] += 1
                    continue
                reasons[(kind, result.reason.split(":")[0])] += 1
                if args.verbose:
                    print(f"  {doc} p.{page} {kind[:-1]} {result.reason}: {piece[:90]!r}")
    print(f"FinanceBench evidence ({len(items)} passages, {len(by_doc)} 10-Ks), our extraction:")
    for kind in ("passages", "sentences", "lines"):
        share = accepted[kind] / totals[kind] if totals[kind] else 0.0
        base = naive_ok[kind] / totals[kind] if totals[kind] else 0.0
        print(
            f"  {kind:<10} {accepted[kind]:>4}/{totals[kind]:<4} accepted ({share:.1%});"
            f" naive substring {base:.1%}"
        )
    for (kind, reason), n in sorted(reasons.items()):
        print(f"  rejected {kind}: {reason} × {n}")
    first, _, last = args.pdfium_pages.partition("-")
    other_extraction(args.realworld, range(int(first), int(last or first) + 1), args.verbose)
    return 0


def other_extraction(realworld: Path, pages: range, verbose: bool) -> None:
    """Sentences of other extractors' text (pdfplumber, pypdfium2's plain text), each
    checked on our text of the same page."""
    import pdfplumber
    import pypdfium2

    total: Counter[str] = Counter()
    ok: Counter[str] = Counter()
    base: Counter[str] = Counter()
    reasons: Counter[tuple[str, str]] = Counter()
    for pdf in sorted(realworld.glob("*_10K.pdf")):
        doc = pypdfium2.PdfDocument(pdf)
        with pdfplumber.open(pdf) as plumber:
            for n in pages:
                if n > len(doc):
                    break
                ours = our_page(pdf, n)
                theirs = {
                    "pdfplumber": plumber.pages[n - 1].extract_text() or "",
                    "pypdfium2": doc[n - 1].get_textpage().get_text_range(),
                }
                for tool, text in theirs.items():
                    for sentence in _SENTENCE.split(text):
                        sentence = sentence.strip()
                        if not long_enough(sentence):
                            continue
                        total[tool] += 1
                        base[tool] += naive(sentence, ours)
                        result = check_quote(sentence, [ours], 1)
                        if result.ok:
                            ok[tool] += 1
                            continue
                        reasons[(tool, result.reason)] += 1
                        if verbose:
                            print(f"  {tool} {pdf.stem} p.{n} {result.reason}: {sentence[:90]!r}")
        doc.close()
    print(f"Sentences of other extractions, pages {pages.start}-{pages.stop - 1} of each 10-K:")
    for tool in total:
        print(
            f"  {tool:<10} {ok[tool]:>4}/{total[tool]:<4} accepted "
            f"({ok[tool] / total[tool]:.1%}); naive substring {base[tool] / total[tool]:.1%}"
        )
    for (tool, reason), n in sorted(reasons.items()):
        print(f"  rejected {tool}: {reason} × {n}")


if __name__ == "__main__":
    raise SystemExit(main())
