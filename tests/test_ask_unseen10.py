"""Bands read by any value (issue 11, tenth round): failure classes seen on the
trade-finance, airline and telecom corpora, written as small cases of another subject (a
parcel carrier's surcharges and a gym's membership scoring), so that the tests hold for
any corpus and do not depend on those files.
"""

from __future__ import annotations

import pytest
from test_ask_unseen import _ask  # one way of asking the offline answerer

from analyste.ask.slots import quantities, question_slot

SURCHARGES_FR = """---
doc_id: COLIS-SURCHARGE
title: Supplément kilométrique des envois express
type: procedure
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Supplément kilométrique des envois express

## Barème

| Distance de livraison | Supplément par colis |
|---|---|
| Jusqu'à 80 km | 4 € |
| De 81 à 400 km | 11 € |
| Plus de 400 km | 19 € |
"""

SCORING_EN = """---
doc_id: GYM-SCORE
title: Membership scoring — deposit grid
type: procedure
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: en
---

# Membership scoring — deposit grid

## Grid

| Score | Deposit asked |
|---|---|
| 0 to 349 points | three months of fees |
| 350 to 649 points | one month of fees |
| 650 points or more | no deposit |
"""

RATING_FR = """---
doc_id: GYM-NOTE
title: Note interne des adhérents professionnels
type: procedure
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Note interne des adhérents professionnels

## Barème de la note

| Note interne | Avance exigée |
|---|---|
| 0–199 | six semaines de cotisation |
| 200–499 | deux semaines de cotisation |
| 500–999 | aucune avance |
"""


@pytest.fixture(scope="module")
def carrier(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("carrier")
    (folder / "surcharge-fr.md").write_text(SURCHARGES_FR, encoding="utf-8")
    (folder / "scoring-en.md").write_text(SCORING_EN, encoding="utf-8")
    (folder / "note-fr.md").write_text(RATING_FR, encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("text", "dim", "lo", "hi"),
    [
        ("jusqu'à 1 200 km", "unit:km", None, 1200),
        ("de 81 à 400 km", "unit:km", 81, 400),
        ("up to 60 miles", "unit:mi", None, 60),
        ("350 to 649 points", "unit:pt", 350, 649),
        ("un trajet d'environ 250 km", "unit:km", 250, 250),
    ],
)
def test_a_number_with_a_unit_word_is_a_band_of_that_unit(text, dim, lo, hi):
    """Airline corpus: "environ 900 km" and the row "Jusqu'à 1 500 km" were no values at
    all (a bare number counts only as the start of a range), so the distance chose no row."""
    bands = [b for b, _ in quantities(text)]
    assert len(bands) == 1
    band = bands[0]
    assert band.dim == dim
    assert (band.lo, band.hi) == (lo, hi)


def test_a_plain_word_after_a_number_is_no_unit():
    """ "5 to 10 days" stays a duration; "3 colis" names no unit of the table."""
    assert [b.dim for b, _ in quantities("5 to 10 days")] == ["days"]
    assert quantities("3 colis") == []


def test_a_distance_in_the_question_selects_the_row_that_holds_it(carrier):
    slot = question_slot("Quel supplément pour un colis livré à 150 km du dépôt ?")
    assert [b.dim for b in slot.bands] == ["unit:km"]
    result = _ask("Quel supplément pour un colis livré à 150 km du dépôt ?", carrier)
    assert result.answerable and "11 €" in result.answer
    assert "4 €" not in result.answer and "19 €" not in result.answer


def test_a_score_in_points_selects_its_row(carrier):
    result = _ask("A member scored 420 points: what deposit do we ask?", carrier)
    assert result.answerable and "one month" in result.answer
    assert "three months" not in result.answer


@pytest.mark.parametrize(
    "question",
    [
        "Un adhérent professionnel obtient 310 à la note interne : quelle avance exiger ?",
        "A business member has an internal rating of 310: what advance do we require?",
    ],
)
def test_a_plain_number_of_the_question_is_read_in_a_range_of_plain_numbers(question, carrier):
    """Telecom corpus: "a score of 520" was no value (a bare number counts only as the start
    of a range), and the row "450–599" was not chosen over "300–449"."""
    assert [(b.dim, b.lo, b.hi) for b in question_slot(question).bands] == [("", 310, 310)]
    result = _ask(question, carrier)
    assert result.answerable and "deux semaines" in result.answer
    assert "six semaines" not in result.answer


@pytest.mark.parametrize(
    "question",
    [
        "Selon l'article 12, qui signe les contrats en 2025 ?",
        "What moves a loan into IFRS 9 stage 3?",
        "Qui valide le remboursement le 3 mars à 14 h 30 ?",
    ],
)
def test_a_year_a_reference_or_a_date_is_no_plain_value(question):
    assert [b for b in question_slot(question).bands if b.dim == ""] == []


def test_a_range_to_less_than_its_top_is_open_at_the_top():
    """Telecom corpus: "98.0% to less than 99.0%" was two values, 98 % and < 99 %, so
    98.4 % met no row of the availability credits."""
    (band,) = [b for b, _ in quantities("97.5% to less than 99.0%")]
    assert (band.dim, band.lo, band.hi, band.hi_open) == ("%", 97.5, 99, True)
    (band,) = [b for b, _ in quantities("de 2 h à moins de 5 h")]
    assert band.dim == "days" and band.hi_open
