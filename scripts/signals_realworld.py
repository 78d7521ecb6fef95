"""Score the risk reader on real 10-Ks whose credit signals were labelled by hand.

Usage: python scripts/signals_realworld.py [--split tune|measure|all] [--realworld DIR]

Labels: tests/data/realworld/signals/<STEM>.signals.json (page, category, quote per
signal, read by a person from the PDF, never from the tool's output) and split.json. The
PDFs stay in ../shared/realworld (and its dev10k/), outside the project. For each filing
the script writes a folder with a link to the PDF and an expected file (the statement
fields of its expected file, where one exists, and the labelled signals), runs
`analyste eval` there, and prints per filing: signals kept, labelled, found (recall) and
kept signals matching a label (precision) — the matching rule of `analyste eval` (same
page, one quote containing the other after normalisation).

What not: a whole-filing evaluation, so it belongs to `make eval`, not to `make test`.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "tests" / "data" / "realworld" / "signals"
FIELDS = ROOT / "tests" / "data" / "realworld" / "dev10k"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="all", choices=["tune", "measure", "all"])
    ap.add_argument(
        "--realworld",
        default=os.environ.get("ANALYSTE_REALWORLD", str(ROOT.parent / "shared" / "realworld")),
    )
    ap.add_argument("--analyste", default=str(Path(sys.executable).with_name("analyste")))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    realworld = Path(args.realworld)
    if not realworld.is_dir():
        print(f"error: {realworld}: no such folder (set ANALYSTE_REALWORLD)", file=sys.stderr)
        return 2
    split = json.loads((LABELS / "split.json").read_text())
    stems = split["tune"] + split["measure"] if args.split == "all" else split[args.split]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        reports = Path(tmp) / "reports"
        reports.mkdir()
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
            expected = json.loads(fields.read_text()) if fields else {}
            expected["signals"] = [
                {"page": s["page"], "category": s["category"], "quote": s["quote"]}
                for s in label["signals"]
            ]
            (reports / f"{stem}.pdf").symlink_to(pdf.resolve())
            (reports / f"{stem}.expected.json").write_text(json.dumps(expected))
        out = subprocess.run(
            [args.analyste, "eval", str(reports), "--json"],
            cwd=tmp,
            capture_output=True,
            text=True,
            check=False,
        )
        if out.returncode != 0:
            print(out.stderr, file=sys.stderr)
            return out.returncode
        for c in json.loads(out.stdout)["companies"]:
            rows.append(
                {
                    "slug": c["slug"],
                    "split": "tune" if c["slug"] in split["tune"] else "measure",
                    "kept": c.get("signals_verified"),
                    "labelled": c.get("signals_expected"),
                    "found": c.get("signals_found"),
                    "recall": c.get("signal_recall"),
                    "precision": c.get("signal_precision"),
                }
            )
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    head = ("filing", "split", "kept", "labelled", "found", "recall", "precision")
    print("{:28} {:8} {:>5} {:>8} {:>6} {:>7} {:>9}".format(*head))
    for r in rows:
        rec = "–" if r["recall"] is None else f"{r['recall']:.2f}"
        pre = "–" if r["precision"] is None else f"{r['precision']:.2f}"
        cells = (r["slug"], r["split"], r["kept"], r["labelled"], r["found"], rec, pre)
        print("{:28} {:8} {:>5} {:>8} {:>6} {:>7} {:>9}".format(*cells))
    for part in ("tune", "measure"):
        sel = [r for r in rows if r["split"] == part]
        if sel:
            found = sum(r["found"] or 0 for r in sel)
            lab = sum(r["labelled"] or 0 for r in sel)
            kept = sum(r["kept"] or 0 for r in sel)
            match = sum(round((r["precision"] or 0) * (r["kept"] or 0)) for r in sel)
            print(
                f"{part}: recall {found}/{lab} = {found / max(lab, 1):.2f}, "
                f"precision {match}/{kept} = {match / max(kept, 1):.2f}, "
                f"max kept {max(r['kept'] or 0 for r in sel)}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
