"""Write a set of generated annual reports with risk prose, and their expected results.

Usage:

    python scripts/build_generated.py SET [FOLDER]

SET is one of tune, tune2, heldout, heldout2, heldout3, heldout4, heldout5, heldout6,
heldout7 (the modules tests/risk_filings_<SET>.py, listed in docs/signals-and-runs.md,
"Generated filings"), or `all`. Each report becomes <FOLDER>/<slug>.pdf with
<FOLDER>/<slug>.expected.json beside it (ARCHITECTURE.md, "Expected-results file", plus
`distractors` [{page, quote}] and, where a report hides a white-text instruction,
`hidden_text`). FOLDER defaults to
/tmp/risk_<SET>; with `all`, each set goes to its own sub-folder FOLDER/<set> (default
/tmp/risk_<set>), so that `analyste eval` on one folder scores one set. Deterministic:
two runs write the same bytes. An unknown set or a folder that cannot be written is one
line on stderr and exit status 2.

What not: the tune sets are tuned on and the heldout sets are a measure; this script
never runs the tool on either (`analyste eval FOLDER` does). The statement-only filings
of tests/filings_unseen.py stay with scripts/build_unseen.py.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import risk_filings_heldout
import risk_filings_heldout2
import risk_filings_heldout3
import risk_filings_heldout4
import risk_filings_heldout5
import risk_filings_heldout6
import risk_filings_heldout7
import risk_filings_tune
import risk_filings_tune2

# In the order they were written: the tune sets first, then each held-out set.
SETS: dict[str, ModuleType] = {
    "tune": risk_filings_tune,
    "tune2": risk_filings_tune2,
    "heldout": risk_filings_heldout,
    "heldout2": risk_filings_heldout2,
    "heldout3": risk_filings_heldout3,
    "heldout4": risk_filings_heldout4,
    "heldout5": risk_filings_heldout5,
    "heldout6": risk_filings_heldout6,
    "heldout7": risk_filings_heldout7,
}
PROG = "build_generated.py"


def build_set(name: str, folder: Path) -> list[Path]:
    """Write every report of set `name` into `folder`; print one line per report."""
    module = SETS[name]
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for slug in module.REPORTS:
        pdf, exp = module.build(module.report(slug), folder)
        text = json.dumps(exp, ensure_ascii=False, indent=1) + "\n"
        (folder / f"{slug}.expected.json").write_text(text, encoding="utf-8")
        print(f"{pdf}: {len(exp['signals'])} signals, {len(exp['distractors'])} distractors")
        written.append(pdf)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("set", metavar="SET", help=f"one of: {', '.join(SETS)}, all")
    parser.add_argument("folder", metavar="FOLDER", nargs="?", type=Path)
    args = parser.parse_args(argv)
    if args.set != "all" and args.set not in SETS:
        print(f"{PROG}: unknown set {args.set!r} (one of: {', '.join(SETS)}, all)", file=sys.stderr)
        return 2
    names = list(SETS) if args.set == "all" else [args.set]
    for name in names:
        if args.folder is None:
            folder = Path(f"/tmp/risk_{name}")
        else:
            folder = args.folder / name if args.set == "all" else args.folder
        try:
            build_set(name, folder)
        except OSError as err:
            # a path under a regular file, a read-only mount, a full disk: one line, not a
            # traceback (the old scripts crashed in mkdir)
            print(f"{PROG}: cannot write to {folder}: {err.strerror or err}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
