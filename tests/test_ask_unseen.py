"""Failure classes of `ask` on corpora it had never seen (issue 11, second round: a
hospital's purchasing rules, an HR handbook). Each test is a hand-written small case of
the class, not a question of those corpora, so that it holds for any subject: a leasing
company's delegations, a university's rules, a city's permits.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from analyste.ask.slots import Band, carries, head_word, quantities, question_slot

DAY = Decimal(1)
YEAR = Decimal(365)


# --- a band written as "from 8 to 14 years", "15 years and over" (a seniority scale, an
# age scale, a grade scale). "De 8 à 14 ans" was read as exactly 14 years, so that 10
# years of seniority matched no row of the leave table.
@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("De 8 à 14 ans | 28 jours", Band("days", 8 * YEAR, 14 * YEAR)),
        ("between 2 and 5 years of service", Band("days", 2 * YEAR, 5 * YEAR)),
        ("15 ans et plus | 30 jours", Band("days", 15 * YEAR, None)),
        ("10 years or more", Band("days", 10 * YEAR, None)),
        ("5 000 € et plus", Band("money:€", Decimal(5000), None)),
        ("Moins de 3 ans | 25 jours", Band("days", None, 3 * YEAR, hi_open=True)),
    ],
)
def test_range_and_trailing_bound_words_make_a_band(text: str, band: Band):
    assert band in [b for b, _ in quantities(text)]


def test_a_value_inside_a_range_row_is_held_by_it():
    slot = question_slot("Combien de jours de congés a un agent qui a 10 ans d'ancienneté ?")
    assert carries(slot, "De 8 à 14 ans | 28 jours").ok
    assert not carries(slot, "15 ans et plus | 30 jours").ok


# --- the question asked after a clause or a sentence that sets the case ("À la filiale
# de Lyon, qui approuve … ?", "A lab needs a centrifuge worth €600,000. Who must sign the
# order?"): the slot was read only at the very start of the text, so it was none.
@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("À la filiale de Lyon, qui approuve une commande de 12 000 € ?", "actor"),
        ("A lab needs a centrifuge worth 600,000 euros. Who must sign the order?", "actor"),
        ("Pour un stagiaire, combien de temps dure la période d'essai ?", "duration"),
        ("How recent must the tax certificate be?", "duration"),
    ],
)
def test_the_slot_is_read_in_the_question_clause(question: str, kind: str):
    assert question_slot(question).kind == kind


def test_the_head_is_read_in_the_question_clause():
    assert head_word("À la filiale de Lyon, qui approuve une commande ?") == "approuve"
    assert question_slot("At the Lyon branch, who approves a refund?").authority


# --- a phrasal verb is not its verb ("Who signs off an expense claim?" asks who
# validates it; the table's column says "Valideur"), and a superlative is not what is
# asked about ("What is the longest trial period?" asks for the trial period).
@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("Who signs off a purchase request of 9,000 euros?", ""),
        ("What is the longest notice period for a technician?", "notice"),
        ("Quelle est la plus longue durée de préavis ?", "preavis"),
    ],
)
def test_phrasal_verbs_and_superlatives_are_no_head(question: str, head: str):
    assert head_word(question) == head


# --- a currency written before the amount ("a EUR 180,000 order") is part of the value:
# "eur" was left as a word of the question that no rule repeats.
def test_a_currency_code_before_the_amount_is_part_of_the_value():
    from analyste.ask.index import without_values

    rest = without_values("Who signs a EUR 180,000 purchase order?").lower()
    assert "eur" not in rest.split() and "180" not in rest
