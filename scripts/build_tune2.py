"""Write the four tuning reports of tests/risk_filings_tune2.py and their expected files.

Usage: python scripts/build_tune2.py [FOLDER]   (default /tmp/tune2_risk)

Writes <FOLDER>/<slug>.pdf and <FOLDER>/<slug>.expected.json for vaudrelle, castelroc,
halvorsen and meridian. Dev-only: it never runs the tool.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import risk_filings_tune2 as tune2


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path("/tmp/tune2_risk")
    folder.mkdir(parents=True, exist_ok=True)
    for slug in tune2.REPORTS:
        pdf, exp = tune2.build(tune2.report(slug), folder)
        out = folder / f"{slug}.expected.json"
        out.write_text(json.dumps(exp, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(f"{pdf}  signals={len(exp['signals'])} distractors={len(exp['distractors'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
