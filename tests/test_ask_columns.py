"""Column headers and the verbs of approval (issue 11, sixteenth round).

Failures of corpora written blind (a warehouse's credit notes, a town's pool tariff, a ski
resort's gestures), written here on another subject — a community garden association —
so that the tests hold for any corpus:
- "Qui valide un avoir de 2 800 € ?" abstained over the row "de 2 500,01 € à 10 000 € |
  Directeur d'agence" under "Montant | Approbateur": *valider* was no verb of approval;
  "Qui prend la décision ?" asked the light verb *prendre* of the row;
- "Je n'habite pas la commune, combien je paie … ?" abstained over "Adulte | 3,20 € |
  4,80 €" under "Catégorie | Résident | Non-résident": a figure needed a header the
  question names, and a header that is a case names no quantity;
- "on a droit à combien de remise ?" asked for a number of "remises" in the row;
- "Je n'habite pas à Montclar, combien je paie … ?" asks a negated case, which the row's
  header "Non-résident" holds, and "paie", which no price row writes.
"""

from __future__ import annotations

import pytest
from test_ask_unseen import _ask  # one way of asking the offline answerer

from analyste.ask.slots import counted_words

GARDEN_TARIFF = """---
doc_id: JARDIN-TARIFS
title: Tarifs des parcelles du jardin partagé
type: tariff
version: "2026.1"
in_force_from: 2026-01-01
in_force_to:
audience: public
language: fr
---

# Tarifs des parcelles du jardin partagé

## Cotisation annuelle par parcelle

| Parcelle | Habitant du quartier | Hors quartier |
|---|---|---|
| Petite parcelle | 25 € | 40 € |
| Grande parcelle | 45 € | 70 € |

## Location du broyeur de végétaux

| Durée | Adhérent | Non-adhérent |
|---|---|---|
| Demi-journée | 10 € | 20 € |
| Journée | 18 € | 35 € |

## Prêt de la tondeuse thermique autoportée

| Durée du prêt | Tarif |
|---|---|
| Week-end | 50 € |

## Remise selon l'ancienneté

| Années d'adhésion | Remise sur la cotisation |
|---|---|
| de 1 à 4 ans | 5 % |
| 5 ans et plus | 15 % |
"""

GARDEN_RULES = """---
doc_id: JARDIN-DELEG
title: Délégations du bureau de l'association
type: procedure
version: "2026.1"
in_force_from: 2026-01-01
in_force_to:
audience: staff
language: fr
---

# Délégations du bureau de l'association

## Dépenses

| Montant de la dépense | Approbateur |
|---|---|
| jusqu'à 300 € | Trésorier |
| de 300,01 € à 2 000 € | Président |
| au-delà de 2 000 € | Conseil d'administration |

## Exclusion d'un adhérent

| Motif | Autorité qui décide |
|---|---|
| Parcelle non entretenue | Bureau |
| Comportement violent | Conseil d'administration |
"""

# An excess grid: its figures are excesses, no other amount.
GARDEN_INSURANCE = """---
doc_id: JARDIN-ASSUR
title: Assurance des abris de jardin
type: policy
version: "2026.1"
in_force_from: 2026-01-01
in_force_to:
audience: public
language: fr
---

# Assurance des abris de jardin

| Sinistre | Couvert | Franchise |
|---|---|---|
| Vol d'outils | Oui | 80 € |
| Incendie d'abri | Oui | 150 € |
"""


@pytest.fixture
def garden(tmp_path):
    folder = tmp_path / "jardin"
    folder.mkdir()
    (folder / "tarifs.md").write_text(GARDEN_TARIFF, encoding="utf-8")
    (folder / "delegations.md").write_text(GARDEN_RULES, encoding="utf-8")
    (folder / "assurance.md").write_text(GARDEN_INSURANCE, encoding="utf-8")
    return folder


def test_validating_is_approving(garden):
    result = _ask("Une dépense de 800 € : qui doit la valider ?", garden)
    assert result.answerable, result.answer
    assert "Président" in result.answer and "Trésorier" not in result.answer, result.answer
    assert all(c.answers for c in result.claims)


def test_a_light_verb_asks_by_its_noun(garden):
    result = _ask(
        "Un adhérent ne s'occupe plus de sa parcelle : qui prend la décision de l'exclure ?",
        garden,
    )
    assert result.answerable, result.answer
    assert "Bureau" in result.answer, result.answer


def test_the_price_asked_is_the_slot_not_a_word(garden):
    """ "Combien coûte …", "What does … cost": the row that prices the case writes no
    "coûte"; "prix" is no head word that the row must hold."""
    for question in (
        "Combien coûte une grande parcelle ?",
        "Quel est le prix d'une grande parcelle ?",
    ):
        result = _ask(question, garden, audience="public")
        assert result.answerable, (question, result.answer)
        assert "70 €" in result.answer and "40 €" not in result.answer, (question, result.answer)
    # "large" is not read as "grande" (no translation links them): the small plot's row
    # comes second, but the large plot's is there.
    result = _ask("How much does a large plot cost?", garden, audience="public")
    assert result.answerable and "70 €" in result.answer, result.answer


def test_a_case_header_gives_the_price_of_its_case(garden):
    """The question names no header: "Habitant du quartier | Hors quartier" are the cases
    the row prices, not quantities of their own."""
    result = _ask("Combien coûte la cotisation d'une grande parcelle ?", garden, audience="public")
    assert result.answerable, result.answer
    assert "45 €" in result.answer and "70 €" in result.answer, result.answer
    assert "25 €" not in result.answer, result.answer


def test_a_quantity_header_gives_that_quantity_only(garden):
    """ "80 €" under "Franchise" is no amount paid out for a theft."""
    result = _ask(
        "Quel montant maximal l'assurance rembourse-t-elle pour un vol d'outils ?",
        garden,
        audience="public",
    )
    assert not result.answerable or "80 €" not in result.answer, result.answer


def test_a_quantity_is_measured_not_counted():
    assert counted_words("On a droit à combien de remise sur la cotisation ?") == []
    assert "devis" in counted_words("Combien de devis faut-il ?")


def test_a_discount_row_answers_how_much_discount(garden):
    result = _ask(
        "Avec 6 ans d'adhésion, j'ai droit à combien de remise sur la cotisation ?",
        garden,
        audience="public",
    )
    assert result.answerable, result.answer
    assert "15 %" in result.answer, result.answer


def test_a_negated_case_is_read_in_the_headers_and_the_price_asked_is_the_slot(garden):
    """ "Je ne suis pas adhérent, combien je paie … ?": the row's header "Non-adhérent"
    says the case the question negates, and the row writes no "paie"."""
    result = _ask(
        "Je ne suis pas adhérent, combien je paie pour le broyeur une demi-journée ?",
        garden,
        audience="public",
    )
    assert result.answerable, result.answer
    assert "20 €" in result.answer and "35 €" not in result.answer, result.answer


def test_a_rows_heading_is_nearly_its_own_words(garden):
    """ "Week-end | 50 €" says nothing without its table's heading ("Prêt de la tondeuse
    thermique autoportée"), which a question about the mower names."""
    result = _ask("Combien coûte la tondeuse autoportée un week-end ?", garden, audience="public")
    assert result.answerable, result.answer
    assert "50 €" in result.answer, result.answer
