"""Write the held-out test filings and their expected results into a folder.

Usage:

    .venv/bin/python scripts/build_unseen.py [FOLDER]      (default: /tmp/unseen)

Statement filings (tests/filings_unseen.py): brennac, veldmann, pellham, brennacmisprint.
Annual reports with risk sentences (tests/risk_filings_unseen.py): morvanne, querel,
corrib (expected files add "distractors" and, for morvanne, the hidden instruction).
Each <name>.pdf is written with <name>.expected.json beside it (ARCHITECTURE.md,
"Expected-results file"). The tool itself is not run.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import filings_unseen
import risk_filings_unseen


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else "/tmp/unseen")
    folder.mkdir(parents=True, exist_ok=True)
    paths = filings_unseen.write_all(folder)
    paths += risk_filings_unseen.write_all(folder)
    for p in paths:
        print(f"{p}  +  {p.with_suffix('.expected.json').name}")


if __name__ == "__main__":
    main()
