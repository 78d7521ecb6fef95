"""Write the five held-out risk reports of tests/risk_filings_heldout2.py into a folder.

Usage: python scripts/build_heldout2.py [FOLDER]   (default /tmp/heldout_risk2)

Each report gives <slug>.pdf and <slug>.expected.json (ARCHITECTURE.md, "Expected-results
file", plus `distractors` [{page, quote}] and, for arvelle, `hidden_text`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import risk_filings_heldout2 as heldout  # noqa: E402


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path("/tmp/heldout_risk2")
    folder.mkdir(parents=True, exist_ok=True)
    for slug in heldout.REPORTS:
        pdf, exp = heldout.build(heldout.report(slug), folder)
        out = folder / f"{slug}.expected.json"
        out.write_text(json.dumps(exp, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(f"{pdf}  ({len(exp['signals'])} signals, {len(exp['distractors'])} distractors)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
