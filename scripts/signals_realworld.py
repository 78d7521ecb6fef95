"""Score the risk reader on real 10-Ks whose credit signals were labelled by hand.

Usage: python scripts/signals_realworld.py [--split tune|measure|all] [--stems A,B]
       [--realworld DIR] [--home DIR] [--diagnose] [--json]

Labels: tests/data/realworld/signals/<STEM>.signals.json (page, category, quote per
signal, read by a person from the PDF, never from the tool's output) and split.json. The
PDFs stay in ../shared/realworld (and its dev10k/), outside the project. For each filing
the script writes a folder with a link to the PDF and an expected file (the statement
fields of its expected file, where one exists, and the labelled signals), runs
`analyste eval` there, and prints per filing: signals kept, labelled, found (recall) and
kept signals matching a label (precision) — the matching rule of `analyste eval` (same
page, one quote containing the other after normalisation), the headline figure.

A second column, "same fact", is diagnostic only: a kept quote and a label are the same
fact when the kept quote holds every amount of the label's quote and at least 60 % of the
label's content words (words of four letters or more), on any page. A 10-K tells a
facility or a lawsuit in its MD&A and again in its notes, and a labeller keeps one of the
two; the strict rule counts the other as a miss and a false signal at once.

`--diagnose` sorts, per filing, the labels the strict rule misses: (a) never proposed by
the reader; (b) proposed but set aside by the bounds or grouped under another kept
sentence (signals.json `set_aside`); (c) kept as the same fact on another page or as a
neighbouring sentence of its page (within 300 characters). And the kept signals matching
no label: the same fact as a label on another page, or not (to be read by a person:
boilerplate/hypothetical, or a concrete fact the labeller did not keep). And the verified
candidates lost without a trace: handed to the stage (signals.json `candidates`) yet
neither kept nor in `set_aside`; it must be 0 (PG&E 2019 p. 151 and Verizon 2019 p. 61
were, dropped as repeats before the eleventh round; "–" for a result older than the
count).

Two readers: where `signals_second/<STEM>.signals.json` holds a second person's labels of
the same filing (read independently, from the PDF only), the script also prints how the
two readers agree (the second reader's recall of the first and precision against it, by
the strict rule) and the tool's precision against the union of both readers: a kept
signal either person would write down is no false signal. The headline figures stay the
first reader's.

`--home DIR` keeps the analyste home (facts/, memos/) there rather than in a temporary
folder: a rerun then reuses the extracted pages.

What not: a whole-filing evaluation, so it belongs to `make eval`, not to `make test`.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

# The checkout this script sits in is the code measured, not whichever checkout the
# virtual environment's editable install points at: an engineer's worktree measured with
# main's .venv read main's reader (thirteenth round, issue 16), so its "after" figures
# were main's to the unit until PYTHONPATH was set by hand.
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from analyste.claims import normalise  # noqa: E402
from analyste.claims.quotes import check_quote  # noqa: E402
from analyste.facts import load_facts  # noqa: E402
from analyste.pages import load_pages  # noqa: E402
from analyste.risk import MONEY, fold  # noqa: E402
from analyste.settings import Paths  # noqa: E402
from analyste.signals import load_result  # noqa: E402

LABELS = ROOT / "tests" / "data" / "realworld" / "signals"
SECOND = ROOT / "tests" / "data" / "realworld" / "signals_second"
FIELDS = ROOT / "tests" / "data" / "realworld" / "dev10k"
SAME_FACT_WORDS = 0.6
NEIGHBOUR_CHARS = 300


def _norm(text: str) -> str:
    return normalise(text)


def _amounts(text: str) -> list[str]:
    """The amounts of a quote, each reduced to its digits and scale ("$3.75 billion" →
    "3.75 billion"), so that "$ 3.75 billion" and "$3.75 billion" are one amount."""
    out = []
    for m in MONEY.finditer(text):
        start = m.start()
        tail = fold(text[start : m.end() + 12])
        figure = re.search(r"\d[\d.,]*(\s?(million|billion|thousand|milliards?|m€|k€))?", tail)
        if figure:
            out.append(figure.group(0).replace(",", ""))
    return out


def _content(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]{4,}", fold(text)))


def same_fact(label: str, kept: str) -> bool:
    """Does `kept` state the fact of `label`: every amount of the label, ≥ 60 % of its
    content words (any page)?"""
    words = _content(label)
    if not words:
        return False
    kept_folded = fold(kept).replace(",", "")
    if any(a not in kept_folded for a in _amounts(label)):
        return False
    return len(words & _content(kept)) / len(words) >= SAME_FACT_WORDS


def strict(label: dict[str, Any], record: dict[str, Any]) -> bool:
    a, b = _norm(label["quote"]), _norm(record["quote"])
    return int(label["page"]) == int(record["page"]) and bool(a) and bool(b) and (a in b or b in a)


def _span(quote: str, texts: list[str], page: int) -> tuple[int, int] | None:
    check = check_quote(quote, texts, page)
    return check.span if check.ok else None


def diagnose(stem: str, labels: list[dict[str, Any]], home: Path) -> dict[str, Any]:
    """The labels missed and the kept signals unmatched, sorted by cause (module doc)."""
    where = Paths(home)
    result = load_result(stem, where)
    texts = [p.text for p in load_pages(stem, where).pages]
    kept = [r.model_dump() for r in (result.records if result else []) if r.verified]
    kept = [r for r in kept if r.get("reason") != "hidden"]
    aside = [r.model_dump() for r in (result.set_aside if result else [])]
    missed: dict[str, list[dict[str, Any]]] = {"a": [], "b": [], "c": []}
    for lab in labels:
        if any(strict(lab, r) for r in kept):
            continue
        lab_span = _span(lab["quote"], texts, int(lab["page"]))
        near = False
        for r in kept:
            if same_fact(lab["quote"], r["quote"]):
                near = True
            elif lab_span and int(r["page"]) == int(lab["page"]):
                rs = _span(r["quote"], texts, int(r["page"]))
                if rs and (
                    abs(rs[0] - lab_span[1]) <= NEIGHBOUR_CHARS
                    or abs(lab_span[0] - rs[1]) <= NEIGHBOUR_CHARS
                ):
                    near = True
        if near:
            missed["c"].append(lab)
            continue
        why = next((r["reason"] for r in aside if strict(lab, r)), None)
        if why:
            missed["b"].append({**lab, "reason": why})
        else:
            missed["a"].append(lab)
    unmatched = [r for r in kept if not any(strict(lab, r) for lab in labels)]
    other_page = [
        r for r in unmatched if any(same_fact(lab["quote"], r["quote"]) for lab in labels)
    ]
    rest = [r for r in unmatched if r not in other_page]
    lost = (
        result.candidates - result.verified - len(result.set_aside)
        if result and result.candidates
        else None
    )
    return {
        "missed": missed,
        "same_fact_elsewhere": other_page,
        "unmatched_other": rest,
        "lost": lost,
    }


def second_reader(stem: str) -> list[dict[str, Any]] | None:
    """The second reader's labels of `stem`, or None when only one person read it."""
    path = SECOND / f"{stem}.signals.json"
    if not path.exists():
        return None
    return [
        {"page": s["page"], "category": s["category"], "quote": s["quote"]}
        for s in json.loads(path.read_text())["signals"]
    ]


def two_readers(
    first: list[dict[str, Any]], second: list[dict[str, Any]], kept: list[dict[str, Any]]
) -> dict[str, int]:
    """Counts by the strict rule: each reader's labels the other wrote too, and the kept
    signals matching a label of the first reader, of the second, of either."""

    def matched(items: list[dict[str, Any]], by: list[dict[str, Any]]) -> int:
        return sum(1 for x in items if any(strict(x, y) for y in by))  # strict is symmetric

    return {
        "first": len(first),
        "second": len(second),
        "first_in_second": matched(first, second),
        "second_in_first": matched(second, first),
        "kept": len(kept),
        "kept_in_first": matched(kept, first),
        "kept_in_second": matched(kept, second),
        "kept_in_either": matched(kept, first + second),
        "second_found": matched(second, kept),
    }


def _count(n: int | None) -> str:
    return "–" if n is None else str(n)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="all", choices=["tune", "measure", "all"])
    ap.add_argument(
        "--realworld",
        default=os.environ.get("ANALYSTE_REALWORLD", str(ROOT.parent / "shared" / "realworld")),
    )
    ap.add_argument(
        "--analyste",
        default=None,
        help="the analyste command to run (default: this checkout's code, with this Python)",
    )
    ap.add_argument("--home", default=None, help="keep the analyste home there (reused)")
    ap.add_argument("--diagnose", action="store_true", help="sort the misses by cause")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--stems", default="", help="comma-separated filings of split.json, instead of --split"
    )
    args = ap.parse_args()
    realworld = Path(args.realworld)
    if not realworld.is_dir():
        print(f"error: {realworld}: no such folder (set ANALYSTE_REALWORLD)", file=sys.stderr)
        return 2
    split = json.loads((LABELS / "split.json").read_text())
    stems = split["tune"] + split["measure"] if args.split == "all" else split[args.split]
    if args.stems:
        wanted = [s.strip() for s in args.stems.split(",") if s.strip()]
        unknown = [s for s in wanted if s not in split["tune"] + split["measure"]]
        if unknown:
            print(f"error: {', '.join(unknown)}: not in {LABELS / 'split.json'}", file=sys.stderr)
            return 2
        stems = wanted
    rows: list[dict[str, Any]] = []
    diagnoses: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(args.home).resolve() if args.home else Path(tmp)
        try:
            home.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            print(f"error: {home}: cannot be written ({e.strerror})", file=sys.stderr)
            return 2
        reports = Path(tmp) / "reports"
        reports.mkdir()
        labels: dict[str, list[dict[str, Any]]] = {}
        for stem in stems:
            label = json.loads((LABELS / f"{stem}.signals.json").read_text())
            pdf = next(
                (
                    p
                    for p in (realworld / f"{stem}.pdf", realworld / "dev10k" / f"{stem}.pdf")
                    if p.exists()
                ),
                None,
            )
            if pdf is None:
                print(f"error: {stem}.pdf: not in {realworld} or its dev10k/", file=sys.stderr)
                return 2
            fields = next(
                (
                    p
                    for p in (realworld / f"{stem}.expected.json", FIELDS / f"{stem}.expected.json")
                    if p.exists()
                ),
                None,
            )
            if fields:
                expected = json.loads(fields.read_text())
            else:
                # A filing labelled for its signals only (American Express 2022: a card
                # issuer whose statements were never labelled). `eval` refuses an expected
                # file without fields, so it gets a one-field placeholder; only the
                # signals are read from this run.
                expected = {
                    "company": stem,
                    "unit": "$ millions",
                    "years": [0],
                    "fields": {"0": {"revenue": 0}},
                    "notes": ["placeholder: this filing's statements are not labelled"],
                }
            expected["signals"] = [
                {"page": s["page"], "category": s["category"], "quote": s["quote"]}
                for s in label["signals"]
            ]
            labels[stem] = expected["signals"]
            (reports / f"{stem}.pdf").symlink_to(pdf.resolve())
            (reports / f"{stem}.expected.json").write_text(json.dumps(expected))
        command = [args.analyste] if args.analyste else [sys.executable, "-m", "analyste"]
        pythonpath = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
        out = subprocess.run(
            [*command, "eval", str(reports), "--json"],
            cwd=home,
            env={**os.environ, "ANALYSTE_HOME": str(home), "PYTHONPATH": pythonpath},
            capture_output=True,
            text=True,
            check=False,
        )
        if out.returncode != 0:
            print(out.stderr, file=sys.stderr)
            return out.returncode
        for c in json.loads(out.stdout)["companies"]:
            slug = c["slug"]
            ff = load_facts(slug, Paths(home))
            kept = [r.model_dump() for r in ff.signals if r.verified and r.reason != "hidden"]
            labs = labels.get(slug, [])
            fact_found = sum(
                1
                for lab in labs
                if any(strict(lab, r) or same_fact(lab["quote"], r["quote"]) for r in kept)
            )
            fact_match = sum(
                1
                for r in kept
                if any(strict(lab, r) or same_fact(lab["quote"], r["quote"]) for lab in labs)
            )
            rows.append(
                {
                    "slug": slug,
                    "split": "tune" if slug in split["tune"] else "measure",
                    "kept": c.get("signals_verified"),
                    "labelled": c.get("signals_expected"),
                    "found": c.get("signals_found"),
                    "recall": c.get("signal_recall"),
                    "precision": c.get("signal_precision"),
                    "matching": round((c.get("signal_precision") or 0) * len(kept)),
                    "fact_found": fact_found,
                    "fact_matching": fact_match,
                }
            )
            second = second_reader(slug)
            if second is not None:
                rows[-1]["two_readers"] = two_readers(labs, second, kept)
            if args.diagnose:
                diagnoses[slug] = diagnose(slug, labs, home)
    if args.json:
        print(
            json.dumps({"rows": rows, "diagnoses": diagnoses} if args.diagnose else rows, indent=1)
        )
        return 0
    head = ("filing", "split", "kept", "labelled", "found", "recall", "precision", "same fact r/p")
    fmt = "{:28} {:8} {:>5} {:>8} {:>6} {:>7} {:>9}  {:>13}"
    print(fmt.format(*head))
    for r in rows:
        rec = "–" if r["recall"] is None else f"{r['recall']:.2f}"
        pre = "–" if r["precision"] is None else f"{r['precision']:.2f}"
        lab, n_kept = max(r["labelled"] or 0, 1), max(r["kept"] or 0, 1)
        fact = f"{r['fact_found'] / lab:.2f}/{r['fact_matching'] / n_kept:.2f}"
        cells = (r["slug"], r["split"], r["kept"], r["labelled"], r["found"], rec, pre, fact)
        print(fmt.format(*cells))
    for part in ("tune", "measure"):
        sel = [r for r in rows if r["split"] == part]
        if sel:
            found = sum(r["found"] or 0 for r in sel)
            lab = sum(r["labelled"] or 0 for r in sel)
            n_kept = sum(r["kept"] or 0 for r in sel)
            match = sum(r["matching"] for r in sel)
            ffound = sum(r["fact_found"] for r in sel)
            fmatch = sum(r["fact_matching"] for r in sel)
            print(
                f"{part}: recall {found}/{lab} = {found / max(lab, 1):.2f}, "
                f"precision {match}/{n_kept} = {match / max(n_kept, 1):.2f}, "
                f"max kept {max(r['kept'] or 0 for r in sel)}; same fact (diagnostic): "
                f"recall {ffound}/{lab} = {ffound / max(lab, 1):.2f}, "
                f"precision {fmatch}/{n_kept} = {fmatch / max(n_kept, 1):.2f}"
            )
    both = [r for r in rows if "two_readers" in r]
    if both:
        print("\ntwo readers (strict rule): second reader vs first, tool vs each and vs either")
        summed: dict[str, int] = {}
        for r in both:
            for k, v in r["two_readers"].items():
                summed[k] = summed.get(k, 0) + v
        for name, t in [*((r["slug"], r["two_readers"]) for r in both), ("total", summed)]:
            print(
                f"  {name:26} second reader: recall {t['first_in_second']}/{t['first']}, "
                f"precision {t['second_in_first']}/{t['second']}; tool: recall of the "
                f"second {t['second_found']}/{t['second']}, precision vs first "
                f"{t['kept_in_first']}/{t['kept']}, vs second {t['kept_in_second']}/"
                f"{t['kept']}, vs either {t['kept_in_either']}/{t['kept']}"
            )
    if diagnoses:
        lost = [d["lost"] for d in diagnoses.values()]
        total = "–" if None in lost else str(sum(lost))
        print(f"verified candidates lost without a trace (must be 0): {total}")
    for slug, d in diagnoses.items():
        m = d["missed"]
        print(
            f"\n{slug}: missed (a) never proposed {len(m['a'])}, (b) set aside "
            f"{len(m['b'])}, (c) kept as the same fact elsewhere or a neighbour "
            f"{len(m['c'])}; kept unmatched: same fact as a label on another page "
            f"{len(d['same_fact_elsewhere'])}, other {len(d['unmatched_other'])}; "
            f"verified candidates lost without a trace {_count(d['lost'])}"
        )
        for kind in ("a", "b", "c"):
            for lab in m[kind]:
                extra = f" [{lab['reason']}]" if "reason" in lab else ""
                print(f"  {kind} p{lab['page']} {lab['category']}{extra}: {lab['quote'][:150]}")
        for r in d["unmatched_other"]:
            print(f"  kept p{r['page']} {r['category']}: {r['quote'][:150]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
