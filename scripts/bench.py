"""`make bench`: speed and faithfulness of page extraction, measured in one run.

For each sample filing (reports/*.pdf) and each real filing (../shared/realworld/*.pdf,
skipped when absent) it prints, side by side:
- pages/s of pypdfium2's raw text (`get_text_range` on every page), the yardstick;
- pages/s of our full extraction, cold (analyste.pages.extract, force), and the ratio;
- the cached rerun time (same PDF, unchanged);
- pages/s of plain pdfplumber `extract_text()` on a few pages (all pages take minutes).
Then faithfulness: the share of FinanceBench evidence passages (and of their lines) found
on their page, for pdfplumber, raw pypdfium2 and ours, under a plain normaliser (NFKC,
case, whitespace) and under the claim checker (analyste.claims.check_quote); and the
share of expected quotes of the sample filings found on their page.

Timings are wall-clock on a shared machine: compare the ratios within one run, not the
absolute figures between runs. Writes only to a temporary folder, never to facts/.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from analyste import pages  # noqa: E402
from analyste.settings import Paths  # noqa: E402

REALWORLD = ROOT.parent / "shared" / "realworld"
PLUMBER_PAGES = 5  # pages of each filing timed with plain pdfplumber


def raw_pdfium(pdf: Path) -> tuple[list[str], float]:
    import pypdfium2 as pdfium

    start = time.perf_counter()
    doc = pdfium.PdfDocument(str(pdf))
    texts = []
    for i in range(len(doc)):
        page = doc[i]
        tp = page.get_textpage()
        texts.append(tp.get_text_range())
        tp.close()
        page.close()
    doc.close()
    return texts, time.perf_counter() - start


def plumber(pdf: Path, numbers: list[int]) -> tuple[dict[int, str], float]:
    """Plain pdfplumber text of the given 1-based pages, and the time it took."""
    import pdfplumber

    start = time.perf_counter()
    out = {}
    with pdfplumber.open(pdf) as doc:
        for n in numbers:
            out[n] = doc.pages[n - 1].extract_text() or ""
    return out, time.perf_counter() - start


def simple(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def speed(pdfs: list[Path], home: Path, single: bool) -> dict[str, list[str]]:
    """Print the speed table; return our page texts per PDF stem."""
    where = Paths(home)
    ours: dict[str, list[str]] = {}
    head = f"{'filing':<22}{'pages':>6}{'pdfium p/s':>12}{'ours p/s':>10}{'ratio':>7}"
    head += f"{'ours s':>8}{'cached s':>10}{'plumber p/s':>13}"
    if single:
        head += f"{'1-proc p/s':>12}"
    print(head)
    for pdf in pdfs:
        raw, t_raw = raw_pdfium(pdf)
        n = len(raw)
        start = time.perf_counter()
        result = pages.extract(pdf, where, force=True)
        t_ours = time.perf_counter() - start
        start = time.perf_counter()
        pages.extract(pdf, where)
        t_cached = time.perf_counter() - start
        _, t_plumber = plumber(pdf, list(range(1, min(n, PLUMBER_PAGES) + 1)))
        ours[pdf.stem] = [p.text for p in result.pages]
        line = f"{pdf.stem:<22}{n:>6}{n / t_raw:>12.1f}{n / t_ours:>10.1f}"
        line += f"{t_raw / t_ours:>7.2f}{t_ours:>8.2f}{t_cached:>10.3f}"
        line += f"{min(n, PLUMBER_PAGES) / t_plumber:>13.2f}"
        if single:
            saved = pages.PARALLEL_FROM
            pages.PARALLEL_FROM = 1 << 30
            start = time.perf_counter()
            pages.extract(pdf, where, force=True)
            line += f"{n / (time.perf_counter() - start):>12.1f}"
            pages.PARALLEL_FROM = saved
        print(line, flush=True)
    return ours


def financebench(ours: dict[str, list[str]]) -> None:
    from analyste.claims import check_quote

    path = REALWORLD / "financebench_dev.jsonl"
    if not path.is_file():
        return
    evidence: dict[tuple[str, int], set[str]] = {}
    for row in map(json.loads, path.read_text(encoding="utf-8").splitlines()):
        for e in row["evidence"]:
            # evidence_page_num is 0-based
            evidence.setdefault((row["doc_name"], e["evidence_page_num"] + 1), set()).add(
                e["evidence_text"]
            )
    tally = {name: [0, 0, 0, 0, 0, 0] for name in ("pdfplumber", "pypdfium2", "ours")}
    for (stem, number), passages in sorted(evidence.items()):
        if stem not in ours:
            continue
        pdf = REALWORLD / f"{stem}.pdf"
        raw, _ = raw_pdfium(pdf)
        texts = {
            "pdfplumber": plumber(pdf, [number])[0][number],
            "pypdfium2": raw[number - 1],
            "ours": ours[stem][number - 1],
        }
        for name, text in texts.items():
            t = tally[name]
            plain = simple(text)
            for passage in passages:
                lines = [x for x in passage.splitlines() if len(simple(x)) >= 3]
                checked = [x for x in lines if len(simple(x)) >= 12]
                t[0] += 1
                t[1] += simple(passage) in plain
                t[2] += check_quote(passage, [text], 1).ok
                t[3] += len(lines)
                t[4] += sum(simple(x) in plain for x in lines)
                t[5] += (
                    sum(check_quote(x, [text], 1).ok for x in checked) + len(lines) - len(checked)
                )
    passages_n = tally["ours"][0]
    if not passages_n:
        return
    print(f"\nFinanceBench evidence on its page ({passages_n} passages):")
    print(
        f"{'extractor':<12}{'passage plain':>15}{'passage checker':>17}"
        f"{'lines plain':>13}{'lines checker':>15}"
    )
    for name, t in tally.items():
        if t[0]:
            print(
                f"{name:<12}{t[1] / t[0]:>15.0%}{t[2] / t[0]:>17.0%}"
                f"{t[4] / t[3]:>13.1%}{t[5] / t[3]:>15.1%}"
            )
    print("(lines under 12 characters count as found for the checker, which refuses them)")


def sample_quotes(ours: dict[str, list[str]]) -> None:
    from analyste.claims import check_quote

    rows = []
    for stem, texts in ours.items():
        expected = ROOT / "reports" / f"{stem}.expected.json"
        if not expected.is_file():
            continue
        signals = json.loads(expected.read_text(encoding="utf-8")).get("signals", [])
        if not signals:
            continue
        pdf = ROOT / "reports" / f"{stem}.pdf"
        raw, _ = raw_pdfium(pdf)
        plumb, _ = plumber(pdf, list(range(1, len(raw) + 1)))
        found = {"pdfplumber": 0, "pypdfium2": 0, "ours": 0}
        for s in signals:
            p = s["page"]
            found["pdfplumber"] += check_quote(s["quote"], list(plumb.values()), p).ok
            found["pypdfium2"] += check_quote(s["quote"], raw, p).ok
            found["ours"] += check_quote(s["quote"], texts, p).ok
        rows.append((stem, len(signals), found))
    if rows:
        print("\nExpected quotes of the sample filings found on their page (claim checker):")
        for stem, n, found in rows:
            print(f"{stem:<10}" + "".join(f"{k} {v}/{n}  " for k, v in found.items()))


def word_boundaries(pdfs: list[Path], ours: dict[str, list[str]], step: int) -> None:
    """Words that differ from pdfplumber's only by where they are cut (every step-th page)."""
    import difflib

    import pdfplumber

    tally = {"ours": [0, 0], "pypdfium2": [0, 0]}
    examples: list[str] = []
    pages_n = 0
    for pdf in pdfs:
        raw, _ = raw_pdfium(pdf)
        with pdfplumber.open(pdf) as doc:
            for n in range(1, len(raw) + 1, step):
                pages_n += 1
                ref = (doc.pages[n - 1].dedupe_chars().extract_text() or "").split()
                for name, words in (
                    ("ours", ours[pdf.stem][n - 1].split()),
                    ("pypdfium2", raw[n - 1].split()),
                ):
                    sm = difflib.SequenceMatcher(None, ref, words, autojunk=False)
                    for op, i1, i2, j1, j2 in sm.get_opcodes():
                        if op != "replace" or "".join(ref[i1:i2]) != "".join(words[j1:j2]):
                            continue
                        joined = j2 - j1 < i2 - i1
                        tally[name][0 if joined else 1] += 1
                        if name == "ours" and len(examples) < 8 and "%" not in "".join(ref[i1:i2]):
                            examples.append(f"{pdf.stem} p{n}: {ref[i1:i2]} -> {words[j1:j2]}")
    print(f"\nWord cuts differing from pdfplumber's ({pages_n} pages, every {step}th):")
    for name, (joins, splits) in tally.items():
        print(f"{name:<10} joined {joins:>3}  split {splits:>3}")
    print("ours, not about '%':", *examples, sep="\n  ")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pdfs", nargs="*", type=Path, help="default: reports/*.pdf + realworld")
    ap.add_argument("--single", action="store_true", help="also time one process")
    ap.add_argument(
        "--words", type=int, default=0, metavar="STEP", help="compare word cuts with pdfplumber"
    )
    args = ap.parse_args()
    pdfs = args.pdfs or sorted((ROOT / "reports").glob("*.pdf"))
    if not args.pdfs:
        if REALWORLD.is_dir():
            pdfs += sorted(REALWORLD.glob("*.pdf"))
        else:
            print("(../shared/realworld absent: real filings skipped)")
    with tempfile.TemporaryDirectory(prefix="analyste-bench-") as home:
        ours = speed(pdfs, Path(home), args.single)
    financebench(ours)
    sample_quotes(ours)
    if args.words:
        word_boundaries([p for p in pdfs if p.parent == REALWORLD], ours, args.words)


if __name__ == "__main__":
    main()
