"""Write the three tuning annual reports with risk prose and their expected results.

Usage:

    .venv/bin/python scripts/build_tune.py [FOLDER]    # default: /tmp/tune_risk

Writes <slug>.pdf and <slug>.expected.json for veyrac, maravel and lumenfield
(tests/risk_filings_tune.py describes them). The expected file follows ARCHITECTURE.md
("Expected-results file") with two more keys: `distractors` ([{page, quote}], sentences
that use a risk word and carry no risk) and `hidden_text` (white-text sentences).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import risk_filings_tune as tune


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=Path("/tmp/tune_risk"))
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    for slug in tune.REPORTS:
        pdf, exp = tune.build(tune.report(slug), args.folder)
        text = json.dumps(exp, ensure_ascii=False, indent=1) + "\n"
        (args.folder / f"{slug}.expected.json").write_text(text, encoding="utf-8")
        print(f"{pdf}: {len(exp['signals'])} signals, {len(exp['distractors'])} distractors")


if __name__ == "__main__":
    main()
