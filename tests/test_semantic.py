"""analyste.semantic: the shipped multilingual model loads offline and ranks by meaning."""

import numpy as np

from analyste import semantic


def test_vectors_are_unit_length_and_stable() -> None:
    texts = ["Le comité national décide au-delà de 3 M€.", "Batteries | 2 ans"]
    first = semantic.passages(texts)
    assert first.shape == (2, semantic.DIM)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-3)
    semantic._cache.clear()
    again = semantic.passages(list(reversed(texts)))
    assert np.allclose(first, again[::-1], atol=1e-5)


def test_cross_language_meaning_outranks_an_unrelated_sentence() -> None:
    q = semantic.query("Which sectors does the bank refuse to finance?")
    p = semantic.passages(
        [
            "Secteurs exclus : la banque ne finance pas le charbon thermique ni le tabac.",
            "Les frais de dossier sont de 150 euros par demande.",
        ]
    )
    scores = p @ q
    assert scores[0] > scores[1]
