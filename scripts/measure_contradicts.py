"""How often the contradicts rule fires on text it must never refuse (docs/claims.md).

    .venv/bin/python scripts/measure_contradicts.py FOLDER…

Each FOLDER is a working folder of `analyste run` (holding facts/ and memos/). Two figures:
the memos the offline writers produced, through verify_paragraphs with their facts; and
every sentence of every extracted filing (pages.json), read against that filing's own
alerts and signals — the company's own words, a stress test of narrowness.
"""

from __future__ import annotations

import sys
from pathlib import Path

from analyste.claims import contradictions, sentences
from analyste.schema import FactsFile, Memo, PagesFile


def main(folders: list[Path]) -> None:
    memos = paragraphs = memo_hits = 0
    said = fired = 0
    for folder in folders:
        facts = {
            p.parent.name: FactsFile.model_validate_json(p.read_text())
            for p in sorted(folder.glob("facts/*/facts.json"))
        }
        for path in sorted(folder.glob("memos/*.json")):
            if path.name.endswith((".generated.json", ".rejected.json")):
                continue
            memo = Memo.model_validate_json(path.read_text())
            own = (
                [f for ff in facts.values() for f in ff.facts]
                if memo.slug == "portfolio"
                else list(facts[memo.slug].facts)
                if memo.slug in facts
                else []
            )
            memos += 1
            for p in memo.paragraphs:
                paragraphs += 1
                memo_hits += len(contradictions(p.text, own, language=memo.language))
        for slug, ff in facts.items():
            pages = folder / "facts" / slug / "pages.json"
            if not pages.is_file():
                continue
            for page in PagesFile.model_validate_json(pages.read_text()).pages:
                for sentence in sentences(" ".join(page.text.split())):
                    said += 1
                    if contradictions(sentence, ff.facts, language=ff.language):
                        fired += 1
                        print(f"{slug} p.{page.number}: {sentence[:160]}")
    print(f"memos: {memos} memos, {paragraphs} paragraphs, {memo_hits} contradicts")
    print(f"filings: {said} sentences, {fired} fired")


if __name__ == "__main__":
    main([Path(a) for a in sys.argv[1:]] or [Path(".")])
