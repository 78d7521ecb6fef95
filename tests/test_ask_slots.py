"""The slot check (analyste/ask/slots.py): what a question asks for, the values it fixes,
and whether a claim carries them. Each rule is tested from the failure it must catch,
over the variants French and English questions really take.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from analyste.ask.index import without_values
from analyste.ask.slots import (
    Band,
    carries,
    counted_words,
    counts,
    head_word,
    quantities,
    question_slot,
)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Qui peut approuver un crédit de 8 millions d'euros ?", "actor"),
        ("Who can approve a credit of 8 million euros?", "actor"),
        ("Which committee approves a credit above 3 million euros?", "actor"),
        ("À quel niveau un règlement de 80 000 € est-il validé ?", "actor"),
        ("How long is the warranty on an e-bike motor?", "duration"),
        ("Dans quel délai l'indemnité est-elle versée ?", "duration"),
        ("Combien de temps une décision de comité reste-t-elle valable ?", "duration"),
        ("Quand se réunit le comité ?", "date"),
        ("How often does the claims committee meet?", "date"),
        ("Quel est le levier senior maximal autorisé à l'octroi ?", "figure"),
        ("How many quotes must a buyer request?", "figure"),
        ("Quels secteurs la banque refuse-t-elle de financer ?", "list"),
        ("What documents do I need to apply for a business loan?", "list"),
        ("Un dossier de 2,5 M€ peut-il être décidé en région ?", "yesno"),
        ("Can a claims handler approve a €7,000 settlement on their own?", "yesno"),
        # "is" ends with an s: "What is …" is no list question (a filing's net income).
        ("What is the net income?", ""),
        # "when" inside the question is a conjunction, not "when?"
        ("What compensation is due to a supplier when the Region pays late?", ""),
    ],
)
def test_question_slot_reads_what_the_question_asks_for(question: str, kind: str):
    assert question_slot(question).kind == kind


@pytest.mark.parametrize(
    ("text", "band"),
    [
        (
            "Comité national de crédit : au-delà de 3 M€",
            Band("money:€", Decimal(3_000_000), None, True),
        ),
        (
            "le comité régional décide jusqu'à 3 millions d'euros",
            Band("money:€", None, Decimal(3_000_000)),
        ),
        (
            "For urgent files below EUR 1 million",
            Band("money:€", None, Decimal(1_000_000), hi_open=True),
        ),
        (
            "| de 40 000 € à 150 000 € | Directeur |",
            Band("money:€", Decimal(40_000), Decimal(150_000)),
        ),
        ("de 1 à 3 M€", Band("money:€", Decimal(1_000_000), Decimal(3_000_000))),
        ("entre 500 000 € et 1 M€", Band("money:€", Decimal(500_000), Decimal(1_000_000))),
        ("Moteur | 3 ans", Band("days", Decimal(1095), Decimal(1095))),
        ("within 1 working day of the claim", Band("days", None, Decimal(1))),
        ("ne dépassent pas 15 %", Band("%", None, Decimal(15))),
        ("relève du Comité national, quel que soit le montant", Band("money:€")),
    ],
)
def test_quantities_read_amounts_and_durations_as_bands(text: str, band: Band):
    assert band in [b for b, _ in quantities(text)]


def test_a_band_that_excludes_the_question_value_fails_the_slot_check():
    """Issue 11: "Qui peut approuver un crédit de 8 millions d'euros ?" was answered "le
    comité régional décide jusqu'à 3 millions d'euros", verbatim, cited and marked "ok"."""
    slot = question_slot("Qui peut approuver un crédit de 8 millions d'euros ?")
    wrong = carries(
        slot, "Depuis juillet 2025, le comité régional décide jusqu'à 3 millions d'euros."
    )
    right = carries(
        slot, "Comité national de crédit : au-delà de 3 M€, pour toute note de 8 ou plus."
    )
    assert not wrong.ok and wrong.code == "band_mismatch:money:€"
    assert "8000000" in wrong.reason and "3000000" in wrong.reason
    assert right.ok


def test_a_question_band_meets_only_the_claim_band_beyond_it():
    """ "above 3 million" does not meet "jusqu'à 3 M€" (closed at 3 M€) but meets
    "au-delà de 3 M€"."""
    slot = question_slot("Which committee approves a credit above 3 million euros?")
    assert not carries(slot, "Comité régional de crédit : jusqu'à 3 M€.").ok
    assert carries(slot, "Comité national de crédit : au-delà de 3 M€.").ok


def test_a_yes_no_question_is_answered_by_the_band_beside_its_value():
    """A yes/no question's value is what is asked about: "jusqu'à 3 M€" answers "no"."""
    slot = question_slot("Le comité régional peut-il décider un crédit de 8 M€ ?")
    assert carries(slot, "Comité régional de crédit : jusqu'à 3 M€.").ok


@pytest.mark.parametrize(
    ("question", "claim", "code"),
    [
        (
            "Quels secteurs la banque refuse-t-elle de financer ?",
            "Les encours sur un même secteur d'activité ne dépassent pas 15 % des encours.",
            "slot_missing:list",
        ),
        (
            "Which committee approves a credit above 3 million euros?",
            "A waiver requires the approval of the lenders.",
            "slot_missing:actor",
        ),
        (
            "How long is the warranty on an e-bike motor?",
            "The motor is covered against breakdown.",
            "slot_missing:duration",
        ),
        (
            "Qui approuve un règlement hors zone SEPA ?",
            "Les primes sont prélevées sur le compte du client.",
            "slot_missing:actor",
        ),
        # An amount asked, the claim's only numbers are weights or distances, here the
        # question's own (carrental: "Combien coûte le pack de 1 000 km ?" answered by the
        # sentence listing the packs "(500 km, 1 000 km)", no price).
        (
            "Combien coûte la location d'une remorque de 750 kg ?",
            "Les remorques de 500 kg et de 750 kg sont disponibles en agence.",
            "slot_missing:figure",
        ),
    ],
)
def test_a_claim_that_does_not_carry_the_slot_is_flagged(question: str, claim: str, code: str):
    check = carries(question_slot(question), claim, "fr")
    assert not check.ok and check.code == code and check.reason


def test_who_after_a_decision_verb_asks_for_an_authority():
    """ "Who can approve …?" was answered by a sentence whose only person is the borrower
    ("l'emprunteur doit présenter un plan"); "Qui supporte les frais ?" may be the supplier."""
    approve = question_slot("Who can approve a credit of 8 million euros?")
    assert approve.authority
    assert not carries(
        approve, "Pour tout nouveau crédit supérieur à 5 M€, l'emprunteur doit présenter un plan."
    ).ok
    bear = question_slot("Qui supporte les frais bancaires d'un virement hors zone SEPA ?")
    assert not bear.authority
    assert carries(
        bear, "Bank charges for transfers outside the SEPA area are borne by the supplier."
    ).ok


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("Qui signe, à la Région, un marché de 100 000 € HT ?", "signe"),
        ("Who must approve a claim settlement of €80,000?", "approve"),
        ("What is the quorum of the tender committee?", "quorum"),
        ("Quel est le montant de la cotisation annuelle du contrat ?", "cotisation"),
        ("What is the maximum gearing allowed?", "gearing"),
        ("Faut-il réaliser un sourcing préalable pour un marché de 120 000 € ?", "sourcing"),
        ("Quels secteurs la banque refuse-t-elle de financer ?", ""),
    ],
)
def test_head_word(question: str, head: str):
    assert head_word(question) == head


def test_a_count_question_needs_a_count_of_its_noun():
    """ "How many claims handlers work at the Desk?" was answered "The Desk calls the
    policyholder back within 1 working day": a number, but of days."""
    assert counted_words("How many claims handlers work at the International Desk?") == [
        "claims",
        "handlers",
    ]
    assert counted_words("How many days?") == []
    assert not counts("The Desk calls back within 1 working day of the claim.", {"claim", "handl"})
    assert counts("Au moins 3 devis sont sollicités.", {"devi"})
    assert counts("Un seul devis suffit jusqu'à 15 000 € HT.", {"devi"})
    assert counts("An equity cure is accepted at most twice.", {"cure"})


def test_values_and_form_words_are_not_asked_of_the_passages():
    """No rule repeats "8 millions d'euros", no passage says "combien de temps" nor "acheté
    en février 2026": retrieval and the overlap test read them as the question's shape."""
    assert "8" not in without_values("Qui peut approuver un crédit de 8 millions d'euros ?")
    assert "above" not in without_values("Which committee approves a credit above 3 million euros?")
    shaped = without_values(
        "Le moteur de mon VAE acheté en février 2026 est garanti combien de temps ?"
    )
    assert "février" not in shaped and "temps" not in shaped and "moteur" in shaped
    # a bare year still selects a filing's column ("What is the net income in 2025?")
    assert "2025" in without_values("What is the net income of Helvane in 2025?")


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("Quel était le plafond au 1er mars 2024 ?", "2024-03-01"),
        ("What was the limit as of 2024-06-30?", "2024-06-30"),
        ("What was the limit on March 1, 2024?", "2024-03-01"),
        # a month alone, or a purchase date, names no date for the rules
        ("Le moteur de mon VAE acheté en février 2026 est garanti combien de temps ?", None),
        ("Quel est le plafond ?", None),
    ],
)
def test_a_date_the_question_names_selects_the_versions_in_force(question: str, day: str | None):
    from datetime import date

    from analyste.ask.slots import question_date

    assert question_date(question) == (date.fromisoformat(day) if day else None)


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        # a nil price, a price in basis points or loyalty points, a weight asked
        ("Combien coûte le pack de 500 km ?", "Le pack 500 km est gratuit."),
        ("How much does the 500 km pack cost?", "The 500 km pack is free of charge."),
        ("Quel est le coût de la garantie ?", "La commission est de 150 points de base par an."),
        ("How much does the trailer weigh?", "The trailer weighs 750 kg."),
    ],
)
def test_a_measure_is_no_amount_only_where_an_amount_is_asked(question: str, claim: str):
    assert carries(question_slot(question), claim, "fr").ok


@pytest.mark.parametrize(
    "text",
    ["I earn 110k a year", "we pay 50 € a day", "at 3 % a year", "2 000 euros a month"],
)
def test_the_period_of_a_rate_is_no_duration(text: str):
    """ "110k a year" is an income, not a duration of 365 days (campus: "I earn 110k a
    year" met the duration bands of another table and no income band)."""
    assert not [b for b, _ in quantities(text) if b.dim == "days"]
    assert [b for b, _ in quantities("a year after the closing") if b.dim == "days"]
