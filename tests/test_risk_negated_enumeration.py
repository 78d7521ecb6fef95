"""A negated subject stays negated across an enumeration's commas.

Failure that forced it (fourth session, generated filing chantereine, a distractor written
by a helper who saw only the category list): "Aucun client du réseau des cafés, hôtels et
restaurants ne représente plus de 2 % du chiffre d'affaires" was kept as a concentration:
the comma of "cafés, hôtels et restaurants" opened a new clause, so "Aucun" was not read.
"""

import pytest

from analyste.offline.risk_reader import classify


@pytest.mark.parametrize(
    "sentence",
    [
        "Aucun client du réseau des cafés, hôtels et restaurants ne représente plus de 2 % "
        "du chiffre d'affaires.",
        "No customer of the dealer, distributor and retail channels accounted for more than "
        "3% of revenue in 2025.",
    ],
)
def test_a_negated_subject_before_an_enumeration_is_no_signal(sentence: str) -> None:
    assert classify(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        # a comma that opens a clause still ends the negation
        "Aucun autre client n'est significatif, mais deux distributeurs représentent 41 % "
        "du chiffre d'affaires du Groupe.",
        "No other customer is significant, and two distributors together accounted for 41% "
        "of Group revenue.",
    ],
)
def test_a_new_clause_after_the_negation_is_still_read(sentence: str) -> None:
    hit = classify(sentence)
    assert hit is not None and hit[0] == "concentration"
