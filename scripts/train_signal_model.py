"""Fit the learned score of the risk stage (analyste/signal_model.py) on the tune half of
the labelled 10-Ks, choose its form, strength and keep threshold by leave-one-filing-out,
and write analyste/data/risk_signal_model.json (issue 16, tenth round).

Usage: python scripts/train_signal_model.py --home DIR [--split tune|all] [--write] [--nested]
       [--json]

DIR is the analyste home a run of `scripts/signals_realworld.py --split tune --home DIR`
left. Each tune filing's candidates are read back as `keep_most_telling` received them
(`scripts/train_signal_rank.Filing`: its kept records plus `set_aside`, spans re-checked).
A candidate's target is 1 when it matches a label by the strict rule of `analyste eval`
(same page, one normalised quote inside the other), 0 otherwise.

Its features are the stage's own (`signals.candidate_features` and the e5 embedding of
the quote), so that what is fitted here is what the stage computes. Settings compared:

- FORMS: "hand" (the hand features only) and "e5+hand" (the embedding beside them);
- L2S: the penalty of the logistic regression;
- THRESHOLDS × FLOORS: the keep rule (beyond FLOOR candidates, one scored under the
  threshold gives way).

Leave-one-filing-out: each setting is fitted on nine filings and replayed on the tenth
through the stage's own `keep_most_telling` (its bounds, groups and companions), then
scored; the setting with the best micro F1 (recall × precision over the ten held-out
filings) is written, fitted on all ten. `--nested` also reports the honest figure of the
choice itself: per filing, the setting is chosen on the nine others (an inner
leave-one-filing-out), then fitted on the nine and scored on the tenth.

By default the measure half is never read: stems come from split.json "tune" only.
`--split all` fits on both halves (the fifth session: when the held-out measure is fresh
material labelled elsewhere); labelled filings absent from DIR are left out, with a
notice. Folds leave a whole company out: several companies are labelled in two years,
and a company's other year tells its facts in the same words (the tune half has one
filing a company, so its folds are unchanged).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_signal_rank import LABELS, Filing, matches

import analyste.signals as stage
from analyste import semantic
from analyste.schema import write_atomic
from analyste.signal_model import MODEL_FILE, Model, fit

ROOT = Path(__file__).resolve().parents[1]
FORMS = ("hand", "e5+hand")
L2S = (1.0, 3.0, 10.0, 30.0, 100.0)
THRESHOLDS = (None, -3.0, -2.5, -2.0, -1.5, -1.0)
FLOORS = (10, 15)

Setting = tuple[str, float, float | None, int]


def embed(quotes: list[str], home: Path) -> np.ndarray:
    """semantic.passages, kept in DIR/e5_cache.json between runs (the tune half's 976
    candidates take about 3 minutes to embed on two cores)."""
    path = home / "e5_cache.json"
    cache: dict[str, list[float]] = json.loads(path.read_text()) if path.is_file() else {}
    missing = [q for q in dict.fromkeys(quotes) if q not in cache]
    if missing:
        for q, v in zip(missing, semantic.passages(missing), strict=True):
            cache[q] = [float(x) for x in v]
        path.write_text(json.dumps(cache))
    return np.asarray([cache[q] for q in quotes], dtype=np.float64)


class Data:
    """One filing's candidates as rows: hand features, embedding, target."""

    def __init__(self, f: Filing) -> None:
        self.f = f
        note = stage.credit_pages(f.pages)
        hypothetical = stage.hypothetical_pages(f.pages)
        audited = stage.statement_pages(f.pages)
        sigs = [f.verified[k][0] for k in f.keys]
        self.hand = np.asarray(
            [
                stage.candidate_features(
                    s,
                    note.get(s.page, False),
                    f.company,
                    s.page in hypothetical,
                    f.fiscal_year,
                    s.page in audited,
                )
                for s in sigs
            ],
            dtype=np.float64,
        )
        self.embed = embed([s.quote for s in sigs], f.home)
        self.y = np.asarray(f.y, dtype=np.float64)
        # which labels each candidate matches, once: `matches` normalises both quotes, and
        # scoring every replay with it took 25 s for PG&E
        self.hits = {
            k: {i for i, lab in enumerate(f.labels) if matches(lab, k[0], k[1])} for k in f.keys
        }


def fitted(train: list[Data], form: str, l2: float, threshold: float | None, floor: int) -> Model:
    hand = np.vstack([d.hand for d in train])
    mean = hand.mean(axis=0)
    scale = hand.std(axis=0)
    scale[scale == 0] = 1.0
    x = (hand - mean) / scale
    if form == "e5":
        # the embedding alone: the hand features kept at weight 0 (a column of zeros)
        x = np.zeros_like(x)
    if form in ("e5", "e5+hand"):
        # the embedding's 384 coordinates are each small (a unit vector): scaled so that
        # one penalty weighs both blocks alike
        x = np.hstack([x, np.vstack([d.embed for d in train]) * np.sqrt(semantic.DIM)])
    y = np.concatenate([d.y for d in train])
    w, b = fit(x, y, l2)
    nh = hand.shape[1]
    w_embed = w[nh:] * np.sqrt(semantic.DIM) if form != "hand" else np.zeros(0)
    return Model(
        features=stage.FEATURES,
        mean=mean,
        scale=scale,
        w_hand=w[:nh],
        w_embed=w_embed,
        bias=b,
        threshold=-1e9 if threshold is None else threshold,
        floor=int(floor),
    )


def _memoised(name: str) -> None:
    """A page analysis of the stage computed once per filing, not once per replay (the
    replays of one filing share its pages dict; the analyses are pure functions of it)."""
    original = getattr(stage, name)
    memo: dict[int, Any] = {}

    def once(pages: dict[int, str]) -> Any:
        if id(pages) not in memo:
            memo[id(pages)] = original(pages)
        return memo[id(pages)]

    setattr(stage, name, once)


for _name in ("credit_pages", "hypothetical_pages", "statement_pages", "matters"):
    _memoised(_name)


def replay(d: Data, m: Model | None) -> dict[str, int]:
    """What the stage keeps of a filing's candidates under model m, scored. The model's
    log-odds are those `signal_model.Model.logits` gives on the rows of `Data` (the
    stage's own features), computed here once per model rather than once per replay."""
    verified = dict(d.f.verified)
    saved = stage._learned_scores
    if m is not None:
        z = m.logits(d.hand, [])
        if m.w_embed.size:
            z = z + d.embed @ m.w_embed
        scores = {k: float(v) for k, v in zip(d.f.keys, z, strict=True)}
        stage._learned_scores = lambda *_args: scores
    try:
        stage.keep_most_telling(verified, d.f.pages, d.f.company, d.f.fiscal_year, learned=m)
    finally:
        stage._learned_scores = saved
    kept = list(verified)
    found = len(set().union(*(d.hits[k] for k in kept))) if kept else 0
    matching = sum(1 for k in kept if d.hits[k])
    return {"kept": len(kept), "found": found, "matching": matching, "labels": len(d.f.labels)}


def f1(rows: list[dict[str, int]]) -> float:
    lab = sum(r["labels"] for r in rows)
    kept = sum(r["kept"] for r in rows)
    r = sum(r["found"] for r in rows) / max(lab, 1)
    p = sum(r["matching"] for r in rows) / max(kept, 1)
    return 0.0 if p + r == 0 else 2 * p * r / (p + r)


def total(rows: list[dict[str, int]]) -> str:
    lab = sum(r["labels"] for r in rows)
    found = sum(r["found"] for r in rows)
    kept = sum(r["kept"] for r in rows)
    match = sum(r["matching"] for r in rows)
    return (
        f"recall {found}/{lab} = {found / lab:.2f}, precision {match}/{kept} = "
        f"{match / max(kept, 1):.2f}, kept per filing {kept / len(rows):.1f} "
        f"(max {max(r['kept'] for r in rows)})"
    )


def settings() -> list[Setting]:
    out: list[Setting] = []
    for form, l2, threshold in itertools.product(FORMS, L2S, THRESHOLDS):
        for floor in FLOORS if threshold is not None else (0,):
            out.append((form, l2, threshold, floor))
    return out


def company(stem: str) -> str:
    """The company of a label stem ("APPLE_2022_10K" -> "APPLE")."""
    return re.sub(r"_\d{4}_10K$", "", stem)


def others(data: list[Data], held: Data) -> list[bool]:
    """Which filings a fold may fit on when `held` is held out: those of other companies
    (a company's other year tells its facts in the same words, so fitting on Apple 2019
    and replaying Apple 2022 would leak)."""
    return [company(e.f.stem) != company(held.f.stem) for e in data]


def lofo(data: list[Data], grid: list[Setting]) -> dict[Setting, list[dict[str, int]]]:
    """Per setting, each filing replayed under the model fitted on the others."""
    out: dict[Setting, list[dict[str, int]]] = {s: [] for s in grid}
    for d in data:
        rest = [e for e, ok in zip(data, others(data, d), strict=True) if ok]
        for form, l2 in itertools.product(FORMS, L2S):
            base = fitted(rest, form, l2, None, 0)
            for s in grid:
                if s[0] == form and s[1] == l2:
                    m = Model(**{**base.__dict__, "threshold": s[2] or -1e9, "floor": s[3]})
                    out[s].append(replay(d, m))
    return out


def pointwise(data: list[Data]) -> dict[str, str]:
    """The model alone, before the stage's groups and bounds: per held-out filing, the
    area under the ROC curve of its log-odds and the matching candidates among its 25
    best scored (the hand score alone, `hand`, is the stage's order without its groups)."""

    def auc(z: np.ndarray, y: np.ndarray) -> float:
        r = np.empty(len(z))
        r[np.argsort(z, kind="stable")] = np.arange(len(z))
        n = int(y.sum())
        return float((r[y == 1].sum() - n * (n - 1) / 2) / (n * (len(y) - n)))

    out = {}
    hand_at = stage.FEATURES.index("hand")
    aucs = [auc(d.hand[:, hand_at], d.y) for d in data]
    top = sum(int(d.y[np.argsort(-d.hand[:, hand_at], kind="stable")[:25]].sum()) for d in data)
    out["pointwise_hand_score"] = f"AUC {np.mean(aucs):.3f}, top 25 matching {top}"
    for form, l2 in itertools.product((*FORMS, "e5"), (*L2S, 300.0, 1000.0)):
        aucs, top = [], 0
        for d in data:
            m = fitted(
                [e for e, ok in zip(data, others(data, d), strict=True) if ok], form, l2, None, 0
            )
            z = (d.hand - m.mean) / m.scale @ m.w_hand + m.bias
            if m.w_embed.size:
                z = z + d.embed @ m.w_embed
            aucs.append(auc(z, d.y))
            top += int(d.y[np.argsort(-z, kind="stable")[:25]].sum())
        out[f"pointwise_{form}_l2_{l2:g}"] = f"AUC {np.mean(aucs):.3f}, top 25 matching {top}"
    return out


def to_json(m: Model, chosen: Setting, figures: dict[str, Any]) -> dict[str, Any]:
    def r(a: np.ndarray) -> list[float]:
        return [float(f"{v:.6g}") for v in a]

    return {
        "_doc": (
            "Learned score of the risk stage (analyste/signal_model.py), written by "
            "scripts/train_signal_model.py --write from the tune half's labels; "
            "features: signals.FEATURES standardised by mean/scale, then the "
            "multilingual-e5-small embedding of the quote. Log-odds of matching a label."
        ),
        "setting": {"form": chosen[0], "l2": chosen[1], "threshold": chosen[2], "floor": chosen[3]},
        "figures_lofo": figures,
        "features": list(m.features),
        "mean": r(m.mean),
        "scale": r(m.scale),
        "w_hand": r(m.w_hand),
        "w_embed": r(m.w_embed),
        "bias": float(f"{m.bias:.6g}"),
        "threshold": m.threshold,
        "floor": m.floor,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", required=True, help="the home of a tune-half run")
    ap.add_argument("--write", action="store_true", help=f"write analyste/data/{MODEL_FILE}")
    ap.add_argument("--nested", action="store_true", help="the honest figure of the choice")
    ap.add_argument("--pointwise", action="store_true", help="LOFO AUC and top 25, no stage")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--split",
        default="tune",
        choices=["tune", "all"],
        help="the labelled filings to fit on (all: both halves, when the measure is fresh "
        "material held elsewhere)",
    )
    args = ap.parse_args()
    split = json.loads((LABELS / "split.json").read_text())
    stems = split["tune"] + (split["measure"] if args.split == "all" else [])
    t0 = time.time()
    absent = [s for s in stems if not (Path(args.home) / "facts" / s).is_dir()]
    if absent:
        print(f"not in {args.home}, left out: {', '.join(absent)}", file=sys.stderr)
    data = [Data(Filing(s, Path(args.home))) for s in stems if s not in absent]
    n = sum(len(d.y) for d in data)
    print(
        f"{n} candidates, {int(sum(d.y.sum() for d in data))} matching, embedded and "
        f"described in {time.time() - t0:.0f}s",
        file=sys.stderr,
    )
    figures: dict[str, Any] = {"hand_today": total([replay(d, None) for d in data])}
    if args.pointwise:
        figures.update(pointwise(data))
    grid = settings()
    rows = lofo(data, grid)
    ranked = sorted(grid, key=lambda s: -f1(rows[s]))
    for s in ranked[:12]:
        print(f"  {s}: {total(rows[s])}, F1 {f1(rows[s]):.3f}", file=sys.stderr)
    for form, l2 in itertools.product(FORMS, L2S):
        figures[f"lofo_order_only_{form}_l2_{l2:g}"] = total(rows[(form, l2, None, 0)])
    chosen = ranked[0]
    figures["lofo_chosen"] = f"{chosen}: {total(rows[chosen])}"
    if args.nested:
        out = []
        for i, d in enumerate(data):
            keep = others(data, d)
            inner = max(
                grid, key=lambda s: f1([r for r, ok in zip(rows[s], keep, strict=True) if ok])
            )
            out.append(rows[inner][i])
            print(
                f"  {d.f.stem:28} chosen on the others {inner}: {rows[inner][i]}", file=sys.stderr
            )
        figures["nested_lofo"] = total(out)
    if args.write:
        m = fitted(data, *chosen)
        path = ROOT / "analyste" / "data" / MODEL_FILE
        write_atomic(path, json.dumps(to_json(m, chosen, figures), indent=1) + "\n")
        print(f"wrote {path}", file=sys.stderr)
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        for name, value in figures.items():
            print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
