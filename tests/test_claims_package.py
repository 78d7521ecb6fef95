"""The claim checker as a package (issue 12): one namespace per rule family.

Two families once shared one module, and `_ELIDED` was a set of French elisions in one and
a regex fragment in the other: the later assignment won, so "jusqu", "lorsqu" and "puisqu"
counted as content words of the support clue.
"""

from __future__ import annotations

import pytest

from analyste.claims import support_share
from analyste.normalise import fold_accents, fold_apostrophes, fold_spaces


def test_elided_conjunctions_are_not_content_words():
    """Before the split the sentence scored 0.5: "jusqu", "lorsqu" and "puisqu" were
    counted as words the sources lack, and a supported sentence looked half unsupported."""
    sentence = "Jusqu'à présent, lorsqu'il pleut, puisqu'elle tombe"
    assert support_share(sentence, ["présent pleut tombe"]) == 1.0


def test_public_entry_points_stay_where_callers_import_them():
    import analyste.claims as claims

    for name in claims.__all__:
        assert hasattr(claims, name), name


@pytest.mark.parametrize(
    ("fold", "text", "folded"),
    [
        (fold_accents, "Trésorerie NETTE", "tresorerie nette"),
        (fold_accents, "ﬁnancement", "financement"),  # NFKC first: the ligature is two letters
        (fold_apostrophes, "L’Œuvre d'été", "l oeuvre d ete"),
        (fold_spaces, "L’Emprunt\u00a0 Syndiqué\n de", "l'emprunt syndiqué de"),
    ],
)
def test_named_folds(fold, text, folded):
    assert fold(text) == folded
