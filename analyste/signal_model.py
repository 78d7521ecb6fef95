"""A learned score of how much a verified candidate reads like a credit fact an analyst keeps.

What for: `signals.keep_most_telling` orders the verified candidates of a filing and keeps
at most 30 (issue 16). The hand score (`signals.telling`: anchors, section, modality, age)
ranks concrete sentences alike whether they tell a credit fact ("At December 31, 2018,
the Company had $3.75 billion available under its revolving credit facility") or a
results narrative dense with figures ("Revenue increased 9 % to $32.8 billion"). This
module adds what the sentence *means*: its multilingual-e5-small embedding
(`analyste.semantic`), beside the hand features the stage computes
(`signals.candidate_features`: category, anchors by kind, credit note, risk factors,
audited statements, modality, boilerplate, age, the hand score itself), in one logistic
regression fitted on the labelled tune half of the real 10-Ks
(`scripts/train_signal_model.py`; `--write` writes analyste/data/risk_signal_model.json,
reproduced exactly from the labels).

What it does: `logits(hand_rows, quotes)` gives each candidate's log-odds of matching a
label; `model()` reads the weights file once. With a model, the stage orders by the
log-odds (inside and across categories) and, beyond `Model.floor` candidates, sets aside
those under `Model.threshold`: a filing with few credit facts keeps few.

Decided (issue 16, tenth round, docs/signals-and-runs.md): no weights file is shipped.
By leave-one-filing-out on the tune half the embedding beside the hand features did not
keep more labelled sentences than the hand score (95/227 against 100/227 in the stage's
own replay), and the threshold bought precision with recall (0.41 → 0.46, 0.44 → 0.41).
The code stays so that the measure replays the stage's own bounds, and a refit on more
labels can be shipped by writing the file.

What it does not do: decide whether a sentence is a signal (the reader proposes, the
claim checker verifies every quote); read pages; or train at run time. Without the
weights file, or when the embedding engine does not load, `model()` is None and the stage
keeps its hand score.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np

from analyste import semantic

MODEL_FILE = "risk_signal_model.json"


@dataclass(frozen=True)
class Model:
    """A fitted logistic model over [standardised hand features, e5 embedding]."""

    features: tuple[str, ...]  # the hand features, in `signals.candidate_features` order
    mean: np.ndarray
    scale: np.ndarray
    w_hand: np.ndarray
    w_embed: np.ndarray  # empty when the model was chosen without the embedding
    bias: float
    threshold: float  # log-odds under which a candidate beyond `floor` gives way
    floor: int  # candidates kept in a filing whatever their score (within the bounds)

    def logits(self, hand: np.ndarray, quotes: Sequence[str]) -> np.ndarray:
        z = ((np.asarray(hand, dtype=np.float64) - self.mean) / self.scale) @ self.w_hand
        if self.w_embed.size and len(quotes):
            z = z + semantic.passages(quotes).astype(np.float64) @ self.w_embed
        return np.asarray(z + self.bias, dtype=np.float64)


def from_dict(raw: dict) -> Model:
    return Model(
        features=tuple(raw["features"]),
        mean=np.asarray(raw["mean"], dtype=np.float64),
        scale=np.asarray(raw["scale"], dtype=np.float64),
        w_hand=np.asarray(raw["w_hand"], dtype=np.float64),
        w_embed=np.asarray(raw["w_embed"], dtype=np.float64),
        bias=float(raw["bias"]),
        threshold=float(raw["threshold"]),
        floor=int(raw["floor"]),
    )


@cache
def model() -> Model | None:
    """The shipped model, or None when it is absent or the embedding does not load."""
    path = resources.files("analyste") / "data" / MODEL_FILE
    if not path.is_file():
        return None
    m = from_dict(json.loads(path.read_text(encoding="utf-8")))
    if m.w_embed.size:
        try:
            semantic.passages([""])
        except semantic.SemanticUnavailable:
            return None
    return m


def fit(x: np.ndarray, y: np.ndarray, l2: float, iterations: int = 50) -> tuple[np.ndarray, float]:
    """L2-penalised logistic regression by Newton's method (the bias is not penalised).
    Deterministic: the same rows give the same weights to the last bit on one machine."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    w = np.zeros(d + 1)
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(xb @ w)))
        grad = xb.T @ (p - y) + penalty * w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + np.diag(penalty) + 1e-9 * np.eye(d + 1)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-10:
            break
    return w[:-1], float(w[-1])
