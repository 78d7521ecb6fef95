"""Measurement (issue 11, twelfth round): can a ranker fit across corpora choose the
answering unit, and a threshold the abstention, better than the offline answerer's rules?

What it does:
- `dump`: runs `analyste.ask.evaluate.evaluate` (the same retrieval, version-in-force and
  audience filtering as `analyste ask-eval`) on every question set of tests/data/ask (and
  `policies/`), and captures, for each question, the candidate units the offline answerer
  keeps after its slot, head, count and column checks (the list it sorts), with their
  features: the answerer's own score, words share, bar value, gap to the best, band side,
  kind (row, sentence, list, grid), language match, passage rank, and the e5 cosine between
  the question and the unit (the `MEANING_K` best units by the words only; vectors cached
  on disk under .cache/ask12/e5 keyed by the text's hash). A unit is labelled 1 when its
  claim text matches every key and no must_not of an answerable question. Today's
  answerer's own outcome (ask-eval's `correct`, abstained) is kept beside it.
  Output: .cache/ask12/units.jsonl (one question a line).
- `fit`: leave-one-corpus-out (a corpus and its paraphrased set leave together): a linear
  softmax ranker over each question's units (numpy, L2, gradient descent) and an abstention
  threshold on the top unit's learned score chosen on the other corpora for abstained when
  unanswerable ≥ 0.9. Prints, per held-out corpus, correct / abstained when answerable /
  abstained when unanswerable for today's answerer (ask-eval), for today's order read on the
  dump (the top unit's label, today's bar), for the learned ranking with today's bar, and for
  the learned ranking with the learned abstention.

What it does not do: ship anything. A unit's label is a proxy of ask-eval's `correct` (one
claim, not the answerer's up to three, and no claim check), so the dump's "today" row is
printed beside ask-eval's to show the proxy's error.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import math
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "ask12"
DUMP = CACHE / "units.jsonl"
MEANING_K = 12  # units embedded per question (the best by the words)


def _sets() -> list[tuple[str, Path, Path]]:
    data = ROOT / "tests" / "data" / "ask"
    out = [("policies", ROOT / "policies", ROOT / "policies" / "questions.jsonl")]
    para = data / "sample" / "questions_paraphrased.jsonl"
    if para.is_file():
        out.append(("policies", ROOT / "policies", para))
    for c in sorted(p for p in data.iterdir() if p.is_dir() and p.name != "sample"):
        for name in ("questions.jsonl", "questions_paraphrased.jsonl"):
            if (c / name).is_file():
                out.append((c.name, c, c / name))
    return out


def _cached(folder: Path, text: str, is_query: bool) -> Path:
    return folder / f"{'q' if is_query else 'p'}{hashlib.sha1(text.encode()).hexdigest()}.npy"


def _vectors(texts: list[str], is_query: bool) -> np.ndarray:
    from analyste import semantic
    from analyste.schema import write_atomic

    folder = CACHE / "e5"
    folder.mkdir(parents=True, exist_ok=True)
    out = np.zeros((len(texts), semantic.DIM), dtype=np.float32)
    missing: list[int] = []
    for i, t in enumerate(texts):
        f = _cached(folder, t, is_query)
        if f.is_file():
            out[i] = np.load(f)
        else:
            missing.append(i)
    if missing:
        enc = semantic.query if is_query else None
        if is_query:
            vs = np.stack([enc(texts[i]) for i in missing])  # type: ignore[misc]
        else:
            vs = semantic.passages([texts[i] for i in missing])
        for i, v in zip(missing, vs, strict=True):
            out[i] = v
            buf = io.BytesIO()
            np.save(buf, v)
            write_atomic(_cached(folder, texts[i], is_query), buf.getvalue())
    return out


def dump(only: list[str]) -> None:
    from analyste.ask import evaluate as ev
    from analyste.offline import answerer as A

    captured: dict[str, Any] = {}
    original_answer = A._answer
    original_close = A._closest_in_meaning

    def spy_answer(payload: dict[str, Any], slot: Any) -> Any:
        if "payload" not in captured:
            captured["payload"], captured["slot"] = payload, slot
        return original_answer(payload, slot)

    def spy_close(candidates: list[Any], question: str) -> None:
        original_close(candidates, question)
        if "units" not in captured:
            captured["units"] = list(candidates)

    per_question: list[dict[str, Any]] = []
    original_ask = ev.ask

    def spy_ask(*args: Any, **kwargs: Any) -> Any:
        captured.clear()
        result = original_ask(*args, **kwargs)
        per_question.append(dict(captured))
        return result

    A._answer = spy_answer
    A._closest_in_meaning = spy_close
    ev.ask = spy_ask
    CACHE.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    if DUMP.is_file():
        rows = [json.loads(x) for x in DUMP.read_text().splitlines() if x.strip()]
    done = {(r["corpus"], r["set"]) for r in rows}
    for corpus, folder, qfile in _sets():
        if (only and corpus not in only) or (corpus, qfile.name) in done:
            continue
        t0 = time.time()
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / folder.name
            shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(".analyste*", "*.sqlite*"))
            per_question.clear()
            _, outcomes = ev.evaluate(copy, qfile)
            for o, cap in zip(outcomes, per_question, strict=True):
                rows.append(_row(corpus, qfile.name, o.question, o, cap, A, ev))
        print(f"{corpus} {qfile.name}: {len(outcomes)} q, {time.time() - t0:.0f}s", flush=True)
        _write(rows)


def _write(rows: list[dict[str, Any]]) -> None:
    from analyste.schema import write_atomic

    write_atomic(DUMP, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))


def _row(
    corpus: str, name: str, q: Any, o: Any, captured: dict[str, Any], A: Any, ev: Any
) -> dict[str, Any]:
    payload = captured.get("payload") or {}
    slot = captured.get("slot")
    units = sorted(captured.get("units") or [], key=lambda u: -u.score)
    language = payload.get("language", q.language)
    share = payload.get("visible_share")
    unit_min = A.MIN_COVERAGE + (
        A.SHARE_WEIGHT * max(0.0, 1.0 - share) if isinstance(share, (int, float)) else 0.0
    )
    top = units[0].score if units else 0.0
    sims = [math.nan] * len(units)
    if units:
        k = units[:MEANING_K]
        vs = _vectors([A._meaning_text(u) for u in k], False)
        qv = _vectors([q.question], True)[0]
        for i, s in enumerate(vs @ qv):
            sims[i] = float(s)
    feats = []
    for i, u in enumerate(units):
        side = A._band_side(u, slot) if slot is not None else None
        claim = A._claim_text(u, language)
        feats.append(
            {
                "score": u.score,
                "gap": top - u.score,
                "lex_rank": i,
                "words_share": u.words_share,
                "bar": A._bar_value(u),
                "passage_rank": int(u.passage.get("rank") or 1),
                "is_list": u.is_list,
                "table": u.table,
                "row": u.row,
                "grid": u.grid,
                "same_language": A._language_of(u) == language,
                "band_in": side is True,
                "band_out": side is False,
                "length": len(u.text),
                "cos": sims[i],
                "label": (not q.abstain) and ev.matches(claim, q),
            }
        )
    return {
        "corpus": corpus,
        "set": name,
        "id": q.id,
        "abstain": q.abstain,
        "slot": getattr(slot, "kind", ""),
        "unit_min": unit_min,
        "share": share if isinstance(share, (int, float)) else 1.0,
        "today_correct": bool(o.correct),
        "today_answered": bool(o.result.answerable),
        "retrieved": bool(o.retrieved),
        "units": feats,
    }


# ---------------------------------------------------------------------------- fit

TARGET = 0.9  # abstained when unanswerable, on the training corpora
L2 = 0.01
STEPS = 1500
LR = 1.0

NAMES = [
    "score",
    "gap",
    "lex_top",
    "lex_rank_log",
    "words_share",
    "bar_ok",
    "inv_passage_rank",
    "is_list",
    "table",
    "grid",
    "same_language",
    "band_in",
    "band_out",
    "log_length",
    "cos",
    "cos_gap",
    "cos_top",
    "has_cos",
]


def _features(r: dict[str, Any]) -> np.ndarray:
    us = r["units"]
    cs = [u["cos"] for u in us if not (isinstance(u["cos"], float) and math.isnan(u["cos"]))]
    best_cos = max(cs) if cs else 0.0
    X = []
    for u in us:
        has = not (isinstance(u["cos"], float) and math.isnan(u["cos"]))
        cos = u["cos"] if has else best_cos - 0.1
        X.append(
            [
                u["score"],
                u["gap"],
                float(u["lex_rank"] == 0),
                math.log1p(u["lex_rank"]),
                u["words_share"],
                float(u["bar"] >= r["unit_min"]),
                1.0 / u["passage_rank"],
                float(u["is_list"]),
                float(u["table"]),
                float(u["grid"]),
                float(u["same_language"]),
                float(u["band_in"]),
                float(u["band_out"]),
                math.log(1 + u["length"]) / 6,
                cos,
                best_cos - cos,
                float(has and cos >= best_cos),
                float(has),
            ]
        )
    return np.asarray(X, dtype=np.float64).reshape(-1, len(NAMES))


_FEATURE_CACHE: dict[int, np.ndarray] = {}


def _feats(r: dict[str, Any]) -> np.ndarray:
    key = id(r)
    if key not in _FEATURE_CACHE:
        _FEATURE_CACHE[key] = _features(r)
    return _FEATURE_CACHE[key]


def _train(qs: list[dict[str, Any]], l2: float = L2, steps: int = STEPS) -> np.ndarray:
    """Softmax over each question's units, trained on the answerable questions that have
    a unit labelled 1 (the others say nothing about which unit answers); full-batch
    gradient descent from zero, so the fit is deterministic."""
    Xs, ys, groups = [], [], []
    for r in qs:
        if r["abstain"] or not any(u["label"] for u in r["units"]):
            continue
        X = _feats(r)
        y = np.array([float(u["label"]) for u in r["units"]])
        Xs.append(X)
        ys.append(y / y.sum())
        groups.append(len(y))
    X = np.concatenate(Xs)
    y = np.concatenate(ys)
    starts = np.concatenate([[0], np.cumsum(groups)[:-1]])
    gid = np.repeat(np.arange(len(groups)), groups)
    n = len(groups)
    w = np.zeros(X.shape[1])
    for _ in range(steps):
        s = X @ w
        m = np.maximum.reduceat(s, starts)[gid]
        e = np.exp(s - m)
        p = e / np.add.reduceat(e, starts)[gid]
        g = X.T @ (p - y) / n + l2 * w
        w -= LR * g
    return w


def _decide(r: dict[str, Any], w: np.ndarray | None) -> tuple[int, float, float]:
    """The chosen unit's index, its learned score's margin over the next, and its bar."""
    if not r["units"]:
        return -1, -math.inf, 0.0
    if w is None:
        return 0, math.inf, r["units"][0]["bar"] - r["unit_min"]
    s = _feats(r) @ w
    order = np.argsort(-s)
    i = int(order[0])
    p = np.exp(s - s.max())
    p /= p.sum()
    return i, float(p[i]), r["units"][i]["bar"] - r["unit_min"]


def _scores(rows: list[tuple[dict[str, Any], bool, bool]]) -> tuple[float, float, float]:
    _LAST[:] = rows
    ans = [(c, a) for r, c, a in rows if not r["abstain"]]
    un = [a for r, c, a in rows if r["abstain"]]
    correct = sum(c for c, _ in ans) / max(1, len(ans))
    awa = sum(not a for _, a in ans) / max(1, len(ans))
    awu = sum(not a for a in un) / max(1, len(un))
    return correct, awa, awu


def _outcome(r: dict[str, Any], i: int, answered: bool) -> tuple[dict[str, Any], bool, bool]:
    right = answered and i >= 0 and bool(r["units"][i]["label"])
    return r, right, answered


ABSTAIN_NAMES = [
    "bar_margin",
    "bar_ok",
    "words_share",
    "score",
    "second_gap",
    "cos",
    "cos_top",
    "share",
    "n_units_log",
    "same_language",
    "table",
    "band_in",
    "inv_passage_rank",
    "rank_prob",
]


def _nan(x: Any) -> bool:
    return isinstance(x, float) and math.isnan(x)


def _abstain_features(r: dict[str, Any], i: int, prob: float) -> np.ndarray:
    """What the decision to answer reads: the chosen unit and the question's pool."""
    if i < 0:
        return np.zeros(len(ABSTAIN_NAMES))
    prob = prob if math.isfinite(prob) else 1.0  # today's order has no probability
    u = r["units"][i]
    others = [v["score"] for j, v in enumerate(r["units"]) if j != i]
    has = not (isinstance(u["cos"], float) and math.isnan(u["cos"]))
    cs = [v["cos"] for v in r["units"] if not _nan(v["cos"])]
    return np.array(
        [
            u["bar"] - r["unit_min"],
            float(u["bar"] >= r["unit_min"]),
            u["words_share"],
            u["score"],
            u["score"] - max(others, default=0.0),
            u["cos"] if has else 0.75,
            float(has and u["cos"] >= max(cs)),
            r["share"],
            math.log1p(len(r["units"])),
            float(u["same_language"]),
            float(u["table"]),
            float(u["band_in"]),
            1.0 / u["passage_rank"],
            prob,
        ]
    )


def _logistic(X: np.ndarray, y: np.ndarray, l2: float = 0.01, steps: int = 3000) -> np.ndarray:
    """L2 logistic regression with an intercept (last weight), features standardised by
    the caller; full-batch gradient descent from zero (deterministic)."""
    Xb = np.hstack([X, np.ones((len(X), 1))])
    w = np.zeros(Xb.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(Xb @ w)))
        w -= 0.5 * (Xb.T @ (p - y) / len(y) + l2 * np.r_[w[:-1], 0.0])
    return w


def _abstainer(
    train: list[dict[str, Any]], w: np.ndarray | None, override: bool = False
) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Fit "answering gives the right unit" on the training corpora; the threshold is the
    lowest that keeps abstained when unanswerable >= 0.9 there."""
    rows = [(r, *_decide(r, w)[:2]) for r in train]
    X = np.array([_abstain_features(r, i, p) for r, i, p in rows])
    y = np.array([float(i >= 0 and bool(r["units"][i]["label"])) for r, i, _ in rows])
    mu, sd = X.mean(0), X.std(0) + 1e-9
    v = _logistic((X - mu) / sd, y)
    z = np.hstack([(X - mu) / sd, np.ones((len(X), 1))]) @ v
    has = np.array([i >= 0 for _, i, _ in rows])
    un = np.array([r["abstain"] for r, _, _ in rows])
    best_t = math.inf
    bar = np.array([i >= 0 and r["units"][i]["bar"] >= r["unit_min"] for r, i, _ in rows])
    for t in np.sort(z[has])[::-1]:
        answered = has & ((z >= t) | (bar if override else False))
        if (~answered[un]).mean() < TARGET:
            break
        best_t = t
    return v, mu, sd, float(best_t)


class _Recorder(dict[str, Any]):
    """The figures of each method, keeping each question's outcome for the per-set table."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, list[Any]] = {}

    def __setitem__(self, key: str, value: Any) -> None:
        super().__setitem__(key, value)
        if _LAST:
            self.rows[key] = list(_LAST)


_LAST: list[Any] = []


def _auc(score: np.ndarray, y: np.ndarray) -> float:
    order = np.argsort(score, kind="mergesort")
    ranks = np.empty(len(score))
    ranks[order] = np.arange(1, len(score) + 1)
    pos = y == 1
    n1, n0 = pos.sum(), (~pos).sum()
    return float((ranks[pos].sum() - n1 * (n1 + 1) / 2) / (n1 * n0)) if n1 and n0 else 0.5


def fit() -> None:
    rows = [json.loads(x) for x in DUMP.read_text().splitlines() if x.strip()]
    corpora = sorted({r["corpus"] for r in rows})
    table: dict[str, dict[str, tuple[float, float, float]]] = {}
    by_set: dict[tuple[str, str], dict[str, list[Any]]] = {}
    separation: list[tuple[float, float, float]] = []
    for held in corpora:
        train = [r for r in rows if r["corpus"] != held]
        test = [r for r in rows if r["corpus"] == held]
        w = _train(train)
        # Abstention: answer when the top unit's learned probability reaches t (and the
        # lexical bar value is above a floor b); (t, b) chosen on the training corpora for
        # abstained when unanswerable >= 0.9, the most correct among those.
        conf_train = [(r, *_decide(r, w)) for r in train]
        best = None
        for t in np.linspace(0.0, 0.95, 20):
            for b in (-1.0, -0.3, -0.2, -0.1, -0.05, 0.0):
                out = [
                    _outcome(r, i, i >= 0 and p >= t and bar >= b) for r, i, p, bar in conf_train
                ]
                c, _, awu = _scores(out)
                if awu >= TARGET and (best is None or c > best[0]):
                    best = (c, t, b)
        t, b = (best[1], best[2]) if best else (1.1, 0.0)
        res = _Recorder()
        per_row = res.rows
        res["ask-eval today"] = _scores(
            [(r, r["today_correct"], r["today_answered"]) for r in test]
        )
        res["dump today"] = _scores(
            [
                _outcome(r, *(lambda d: (d[0], d[0] >= 0 and d[2] >= 0))(_decide(r, None)))
                for r in test
            ]
        )
        res["learned rank, today's bar"] = _scores(
            [_outcome(r, *(lambda d: (d[0], d[0] >= 0 and d[2] >= 0))(_decide(r, w))) for r in test]
        )
        # today's bar read on today's top unit (the same questions answered as today)
        res["learned rank, bar of today's top"] = _scores(
            [
                _outcome(
                    r, _decide(r, w)[0], bool(r["units"]) and r["units"][0]["bar"] >= r["unit_min"]
                )
                for r in test
            ]
        )
        res["learned rank + abstention"] = _scores(
            [
                _outcome(r, i, i >= 0 and p >= t and bar >= b)
                for r, i, p, bar in ((r, *_decide(r, w)) for r in test)
            ]
        )
        for label, ww in (
            ("today's order + learned abstention", None),
            ("learned rank + learned abstention", w),
        ):
            v, mu, sd, thr = _abstainer(train, ww)
            outs = []
            for r in test:
                i, p, _ = _decide(r, ww)
                z = float(np.r_[(_abstain_features(r, i, p) - mu) / sd, 1.0] @ v)
                outs.append(_outcome(r, i, i >= 0 and z >= thr))
            res[label] = _scores(outs)
        v, mu, sd, thr = _abstainer(train, None, override=True)
        outs = []
        for r in test:
            i, p, bar = _decide(r, None)
            z = float(np.r_[(_abstain_features(r, i, p) - mu) / sd, 1.0] @ v)
            outs.append(_outcome(r, i, i >= 0 and (bar >= 0 or z >= thr)))
        res["today's bar, or the learned decision above it"] = _scores(outs)
        v, mu, sd, thr = _abstainer(train, None)
        for r in test:
            i, p, bar = _decide(r, None)
            z = float(np.r_[(_abstain_features(r, i, p) - mu) / sd, 1.0] @ v)
            if i >= 0:
                separation.append((z, bar, float(i >= 0 and bool(r["units"][i]["label"]))))
        res["oracle (a labelled unit among candidates)"] = _scores(
            [(r, any(u["label"] for u in r["units"]), True) for r in test]
        )
        table[held] = res
        for key, outs in per_row.items():
            for r, c, a in outs:
                by_set.setdefault((r["corpus"], r["set"]), {}).setdefault(key, []).append((r, c, a))
        print(
            held,
            f"t={t:.2f} b={b}",
            {k: tuple(round(x, 3) for x in v) for k, v in res.items()},
            flush=True,
        )
    print("\nper set (correct / abstained when answerable / when unanswerable):")
    for (corpus, name), outcomes in sorted(by_set.items()):
        cells = "  ".join(
            f"{k[:14]}={'/'.join(f'{x:.3f}' for x in _scores(v))}" for k, v in outcomes.items()
        )
        print(f"  {corpus:12s} {name:28s} {cells}")
    print("\nmean over held-out corpora (correct / abstained when answerable / when unanswerable):")
    for key in next(iter(table.values())):
        m = np.mean([table[c][key] for c in corpora], axis=0)
        print(f"  {key:45s} {m[0]:.3f} / {m[1]:.3f} / {m[2]:.3f}")
    sep = np.array(separation)
    print(
        "\nAUC (answering today's top unit is right, over questions with a candidate): "
        f"today's bar margin {_auc(sep[:, 1], sep[:, 2]):.3f}, "
        f"learned decision out of fold {_auc(sep[:, 0], sep[:, 2]):.3f}"
    )
    w = _train(rows)
    print("\nweights fit on all:", {n: round(float(x), 3) for n, x in zip(NAMES, w, strict=True)})


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=["dump", "fit"])
    p.add_argument("--only", nargs="*", default=[])
    p.add_argument("--target", type=float, default=TARGET)
    a = p.parse_args()
    globals()["TARGET"] = a.target
    if a.command == "dump":
        dump(a.only)
    else:
        fit()


if __name__ == "__main__":
    main()
