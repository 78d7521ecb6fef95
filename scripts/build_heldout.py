"""Write the four held-out risk reports and their expected results into a folder.

Usage:

    .venv/bin/python scripts/build_heldout.py [FOLDER]    # default /tmp/heldout_risk

Each report of tests/risk_filings_heldout.py (orvanne, lestrade, calderwick, ridgeline)
becomes <FOLDER>/<slug>.pdf with <FOLDER>/<slug>.expected.json beside it (format:
ARCHITECTURE.md, "Expected-results file", plus `distractors` [{page, quote}] and, for
calderwick, `hidden_text`). Deterministic: two runs write the same bytes.

What not: the reports are a held-out measure; this script does not run the tool on them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import risk_filings_heldout as heldout


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else "/tmp/heldout_risk")
    folder.mkdir(parents=True, exist_ok=True)
    for slug in heldout.REPORTS:
        pdf, exp = heldout.build(heldout.report(slug), folder)
        text = json.dumps(exp, ensure_ascii=False, indent=1) + "\n"
        (folder / f"{slug}.expected.json").write_text(text, encoding="utf-8")
        print(f"{pdf}: {len(exp['signals'])} signals, {len(exp['distractors'])} distractors")


if __name__ == "__main__":
    main()
