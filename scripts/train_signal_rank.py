"""Measure other orderings of the verified candidates on the tune half, by leave-one-
filing-out (issue 16, ninth round: ranking). A measurement only: nothing is written.

Usage: python scripts/train_signal_rank.py --home DIR [--learned] [--grid] [--json]

DIR is the analyste home a run of `scripts/signals_realworld.py --split tune --home DIR`
left (delete DIR/facts/*/signals.json first after a change of code). For each tune
filing the candidates `signals.keep_most_telling` received are read back from its
signals.json (the kept records and `set_aside`: the stage sets aside only by grouping and
bounds, so together they are its input, quote for quote), with their spans re-checked on
the extracted pages. The stage's own `keep_most_telling` then keeps them again under
each ordering, within its bounds (25 + 5 naming companions, at most 30 in a filing), and
the kept signals are scored against the labels by the rule of `analyste eval` (same
page, one quote inside the other).

Orderings measured:

- the hand score of today (`signals.telling` + `AUDITED`): must reproduce
  `signals_realworld.py`'s figures, or the replay is wrong;
- `--grid`: hand-stated structure, each a constant of the stage — a note's own sentence
  before its MD&A repeat (`AUDITED`), a figure at the year end (`AT_YEAR_END`), and a
  category's credit weight (a bonus by `risk.severity`); per filing the setting chosen
  on the nine others (leave-one-filing-out), so the figure is not tuned on the filing it
  scores;
- `--learned`: the logistic ranking of branch `risk4` (its `analyste/signal_rank.py`
  features and Newton fit, read from that branch with `git show`, so that what was
  measured is what was written there), trained on nine filings and scored on the tenth,
  its penalty chosen by an inner leave-one-filing-out on the nine (nested: the L2 giving
  the best figure on the held-out filing itself is no measure).

The measure half is never read (its labels are the lead's): stems come from split.json
"tune" only.

What not: no change to the stage, no weights written, no reading of pages (candidates the
reader never proposed are misses for every ordering alike).
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import analyste.signals as stage
from analyste.claims import check_quote, normalise
from analyste.facts import load_facts
from analyste.pages import load_pages
from analyste.risk import CATEGORIES, severity
from analyste.settings import Paths
from analyste.signals import ProposedSignal, load_result

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "tests" / "data" / "realworld" / "signals"
L2S = (10.0, 30.0, 100.0, 300.0)
GRID_AUDITED = (0.0, 0.5, 1.5, 3.0)
GRID_AT_YEAR_END = (0.5, 1.5, 3.0)
GRID_CATEGORY = (0.0, 1.0, 2.0)

Key = tuple[int, str]
Verified = dict[Key, tuple[ProposedSignal, tuple[int, int]]]
Telling = Callable[..., float]


def matches(label: dict[str, Any], page: int, quote: str) -> bool:
    """The rule of `analyste eval`: same page, one quote containing the other."""
    a, b = normalise(label["quote"]), normalise(quote)
    return int(label["page"]) == page and bool(a) and bool(b) and (a in b or b in a)


class Filing:
    """One tune filing's candidates, as `keep_most_telling` received them."""

    def __init__(self, stem: str, home: Path) -> None:
        where = Paths(home)
        result = load_result(stem, where)
        if result is None:
            raise SystemExit(f"error: {home}: no signals.json for {stem} (run the tune half)")
        ff = load_facts(stem, where)
        pf = load_pages(stem, where)
        texts = [p.text for p in pf.pages]
        self.stem = stem
        self.home = home
        self.company = ff.company
        self.fiscal_year = ff.years[0] if ff.years else None
        self.pages = {p.number: p.text for p in pf.pages}
        self.labels = json.loads((LABELS / f"{stem}.signals.json").read_text())["signals"]
        self.verified: Verified = {}
        records = [r for r in result.records if r.verified and r.reason != "hidden"]
        for r in records + list(result.set_aside):
            if r.category not in CATEGORIES or r.category == "embedded_instruction":
                continue
            check = check_quote(r.quote, texts, r.page)
            if check.ok and check.span is not None:
                sig = ProposedSignal.model_validate(
                    {"category": r.category, "quote": r.quote, "page": r.page, "why": r.why}
                )
                self.verified[(r.page, r.quote)] = (sig, check.span)
        self.keys = list(self.verified)
        self.y = [int(any(matches(lab, k[0], k[1]) for lab in self.labels)) for k in self.keys]

    def hand(self) -> dict[Key, float]:
        """The stage's score of each candidate, as `keep_most_telling` computes it."""
        note = stage.credit_pages(self.pages)
        hypothetical = stage.hypothetical_pages(self.pages)
        audited = stage.statement_pages(self.pages)
        return {
            k: stage.telling(
                sig,
                note.get(sig.page, False),
                self.company,
                sig.page in hypothetical,
                self.fiscal_year,
            )
            + (stage.AUDITED if sig.page in audited else 0.0)
            for k, (sig, _span) in self.verified.items()
        }

    def keep(self, telling: Telling | None = None, **constants: float) -> dict[str, int]:
        """What the stage keeps under another `telling` or other constants, scored."""
        saved = {"telling": stage.telling, **{n: getattr(stage, n) for n in constants}}
        try:
            if telling is not None:
                stage.telling = telling
            for n, v in constants.items():
                setattr(stage, n, v)
            verified = dict(self.verified)
            stage.keep_most_telling(verified, self.pages, self.company, self.fiscal_year)
        finally:
            for n, v in saved.items():
                setattr(stage, n, v)
        kept = list(verified)
        found = sum(1 for lab in self.labels if any(matches(lab, p, q) for p, q in kept))
        matching = sum(1 for p, q in kept if any(matches(lab, p, q) for lab in self.labels))
        return {"kept": len(kept), "found": found, "matching": matching}


def total(rows: list[dict[str, int]], filings: list[Filing]) -> str:
    lab = sum(len(f.labels) for f in filings)
    found = sum(r["found"] for r in rows)
    kept = sum(r["kept"] for r in rows)
    match = sum(r["matching"] for r in rows)
    most = max(r["kept"] for r in rows)
    return (
        f"recall {found}/{lab} = {found / lab:.2f}, precision {match}/{kept} = "
        f"{match / max(kept, 1):.2f}, max kept {most}"
    )


def _gain(row: dict[str, int]) -> int:
    return row["found"] + row["matching"]


def category_weight(weight: float) -> Telling:
    """The hand score plus a bonus by the credit weight of the category (its severity)."""
    n = len(CATEGORIES)
    hand = stage.telling

    def telling(sig: ProposedSignal, *args: Any) -> float:
        return hand(sig, *args) + weight * (n - severity(sig.category)) / n

    return telling


def grid(filings: list[Filing]) -> list[dict[str, int]]:
    """Leave-one-filing-out over the hand-stated constants (module doc)."""
    settings = list(itertools.product(GRID_AUDITED, GRID_AT_YEAR_END, GRID_CATEGORY))
    today = (stage.AUDITED, stage.AT_YEAR_END, 0.0)
    rows = {
        s: [f.keep(category_weight(s[2]), AUDITED=s[0], AT_YEAR_END=s[1]) for f in filings]
        for s in settings
    }
    out = []
    for i, f in enumerate(filings):

        def others(s: tuple[float, float, float], i: int = i) -> tuple[int, bool]:
            # ties go to today's constants: a change must earn its place
            return sum(_gain(r) for j, r in enumerate(rows[s]) if j != i), s == today

        best = max(settings, key=others)
        out.append(rows[best][i])
        print(f"  {f.stem:28} chosen on the others {best}: {rows[best][i]}", file=sys.stderr)
    return out


def risk4_module() -> ModuleType:
    """Branch risk4's analyste/signal_rank.py, loaded as it was written there."""
    shown = subprocess.run(
        ["git", "-C", str(ROOT), "show", "risk4:analyste/signal_rank.py"],
        capture_output=True,
        text=True,
        check=False,
    )
    if shown.returncode != 0:
        raise SystemExit("error: risk4:analyste/signal_rank.py: branch risk4 not found")
    folder = Path(tempfile.mkdtemp())
    path = folder / "signal_rank_risk4.py"
    path.write_text(shown.stdout)
    spec = importlib.util.spec_from_file_location("signal_rank_risk4", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"error: {path}: cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    # registered before it runs: its dataclass resolves its annotations through sys.modules
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def learned(filings: list[Filing]) -> list[dict[str, int]]:
    """Nested leave-one-filing-out of risk4's logistic ranking (module doc)."""
    import numpy as np

    sr = risk4_module()
    xs: dict[str, Any] = {}
    for f in filings:
        hand = f.hand()
        layout = sr.Layout(
            headings=stage.matters(f.pages),
            items=stage.items(f.pages),
            credit=stage.credit_pages(f.pages),
        )
        cands = [
            sr.Candidate(f.verified[k][0].category, k[1], k[0], f.verified[k][1][0], hand[k])
            for k in f.keys
        ]
        xs[f.stem] = np.asarray(sr.features(cands, f.pages, layout, f.company, f.fiscal_year))
    hand_at = sr.FEATURES.index("hand_score")

    def scored(train: list[Filing], f: Filing, l2: float) -> dict[str, int]:
        x = np.vstack([xs[g.stem] for g in train])
        y = [v for g in train for v in g.y]
        mean, scale, w, b = sr.fit(x, y, l2=l2, free=[hand_at])
        per_unit = w[hand_at] / scale[hand_at]  # the learned score put on the hand's scale
        logit = ((xs[f.stem] - mean) / np.asarray(scale)) @ np.asarray(w) + b
        score = {k: float(v) / per_unit for k, v in zip(f.keys, logit, strict=True)}
        return f.keep(lambda sig, *_args: score[(sig.page, sig.quote)])

    out = []
    for f in filings:
        rest = [g for g in filings if g is not f]

        def inner(l2: float, rest: list[Filing] = rest) -> int:
            return sum(_gain(scored([h for h in rest if h is not g], g, l2)) for g in rest)

        best = max(L2S, key=inner)
        out.append(scored(rest, f, best))
        print(f"  {f.stem:28} L2 chosen on the others {best}: {out[-1]}", file=sys.stderr)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", required=True, help="the home of a tune-half run")
    ap.add_argument("--grid", action="store_true", help="hand-stated constants, LOFO")
    ap.add_argument("--learned", action="store_true", help="risk4's logistic, nested LOFO")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    home = Path(args.home)
    if not (home / "facts").is_dir():
        print(f"error: {home}: no facts/ folder (run signals_realworld.py --home)", file=sys.stderr)
        return 2
    stems = json.loads((LABELS / "split.json").read_text())["tune"]
    filings = [Filing(s, home) for s in stems]
    figures: dict[str, Any] = {
        "candidates": sum(len(f.y) for f in filings),
        "candidates_matching": sum(sum(f.y) for f in filings),
        "labels_proposed": sum(
            1 for f in filings for lab in f.labels if any(matches(lab, *k) for k in f.keys)
        ),
        "hand": total([f.keep() for f in filings], filings),
    }
    if args.grid:
        figures["grid_lofo"] = total(grid(filings), filings)
    if args.learned:
        figures["learned_nested_lofo"] = total(learned(filings), filings)
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        for name, value in figures.items():
            print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
