"""Failure classes of `ask` on the leasing and grants corpora (issue 11, fourth round), each
written as a small case of another subject (a port's mooring rules, a city's community
gardens, a museum's loans), so that the tests hold for any corpus and do not depend on
those files.
"""

from __future__ import annotations

import pytest
from test_ask_unseen import _ask  # one way of asking the offline answerer

from analyste.ask.slots import carries, question_slot
from analyste.ask.text import GLOSSARY, cognate, cognates, tokens


def _key(word: str) -> str:
    return cognate(tokens(word)[0])


# --- a French word and its English cognate, neither in the vocabulary table: "résiduelle"
# never met "residual", "université" never met "university", "signataire" never met
# "signatory" (the grants and leasing corpora: English questions over French rules).
@pytest.mark.parametrize(
    ("fr", "en"),
    [
        ("responsabilité", "responsibility"),
        ("minimale", "minimum"),
        ("université", "university"),
        ("résiduelle", "residual"),
        ("signataire", "signatory"),
        ("vétérinaire", "veterinary"),
        ("sanitaire", "sanitary"),
        ("contresigné", "countersigned"),
        ("approuvé", "approved"),
        ("professionnel", "professional"),
        ("dangereux", "dangerous"),
        ("organisation", "organization"),
    ],
)
def test_a_cognate_pair_meets_by_rule(fr: str, en: str):
    assert cognates(_key(fr), _key(en))


@pytest.mark.parametrize(
    ("a", "b"),
    [("direct", "indirect"), ("port", "portable"), ("contrat", "contrainte"), ("mine", "minimum")],
)
def test_words_that_only_look_alike_do_not_meet(a: str, b: str):
    assert not cognates(_key(a), _key(b))


MOORING = """---
doc_id: PORT-MOORING
title: Règlement des mouillages
type: policy
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Règlement des mouillages

## Escales

Un certificat sanitaire est exigé de tout navire en escale prolongée.

Le stationnement temporaire d'un navire au quai sanitaire est limité à 12 jours.

Le contrôle des amarrages relève de la responsabilité du directeur du port.

Les navires de plaisance paient une redevance de 18 € par nuit.
"""


def test_an_english_question_finds_the_french_cognate(tmp_path):
    """A question whose distinctive word the table does not translate ("responsibility")
    abstained over the French rule that writes it as a cognate ("responsabilité"), one
    the prefix test of near-forms misses (they part after "respons")."""
    assert "responsabil" not in GLOSSARY.get("responsibility", ())
    (tmp_path / "mouillages.md").write_text(MOORING, encoding="utf-8")
    result = _ask("Who has responsibility for moorings?", tmp_path)
    assert result.answerable and "directeur du port" in result.claims[0].text


# --- an amount asked for is not answered by a duration: "Quel montant maximal peut-on
# obtenir avec l'appel … ?" was answered "… d'une durée de 18 mois au plus", marked ok.
@pytest.mark.parametrize(
    "question",
    [
        "Quel montant maximal peut-on obtenir pour un projet ?",
        "What is the maximum amount a project can receive?",
        "Combien coûte l'inscription ?",
    ],
)
def test_an_amount_question_is_not_answered_by_a_duration(question: str):
    slot = question_slot(question)
    assert not carries(slot, "Le programme finance des projets d'une durée de 18 mois au plus.").ok
    assert carries(slot, "Le montant maximal accordé est de 15 000 € par projet.").ok
    assert carries(slot, "Les frais sont de 1 % du montant accordé.").ok
    assert carries(slot, "L'inscription est gratuite.").ok


def test_a_count_question_still_takes_any_figure():
    slot = question_slot("How many quotes are needed?")
    assert carries(slot, "Three written quotes are needed.").ok


GARDENS = """---
doc_id: CITY-GARDENS
title: Jardins partagés — travaux et rapports
type: policy
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Jardins partagés

## Travaux sur une parcelle

La présente règle fixe la procédure d'autorisation des travaux réalisés sur une parcelle de
jardin partagé par un jardinier ou une association.

| Montant | Procédure | Qui valide |
| --- | --- | --- |
| moins de 500 € | Simple déclaration | Référent du jardin |
| de 500 € à 4 999 € | Deux devis écrits | Bureau de l'association |
| 5 000 € et plus | Vote en assemblée générale | Assemblée générale |

## Rapports

| Document | Délai interne | Délai de la mairie |
| --- | --- | --- |
| Rapport annuel d'activité | 2 mois après la fin de la saison | 3 mois après la fin de la saison |
| Rapport annuel financier | 45 jours après la fin de la saison | 3 mois après la fin de la saison |
"""


@pytest.fixture(scope="module")
def gardens(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("gardens")
    (folder / "jardins.md").write_text(GARDENS, encoding="utf-8")
    return folder


def test_a_value_selects_the_row_not_the_whole_table(gardens):
    """ "Which purchasing procedure applies to a microscope estimated at 60,000 euros?" got
    the whole table, every procedure in it: the question fixes a value, its row answers."""
    result = _ask("Which procedure applies to works estimated at 1,200 euros?", gardens)
    assert result.answerable
    assert "Deux devis" in result.answer and "assemblée générale" not in result.answer


def test_the_row_holding_the_value_beats_a_sentence_stating_no_band(gardens):
    """ "Un accord … rapporte 2,5 M€ : quelle est la procédure de signature ?" was answered by
    the sentence introducing the procedure, which names every word and no amount."""
    result = _ask(
        "Pour 8 000 € de travaux sur une parcelle de jardin partagé, quelle est la procédure "
        "d'autorisation ?",
        gardens,
    )
    assert result.answerable and "Vote en assemblée générale" in result.claims[0].text


def test_one_row_of_a_table_answers_alone(gardens):
    """ "How soon after the project end date must the final scientific report reach the
    research office?" got the financial statement's row too (45 days): rows of one table
    are the cases of one rule, the other row answers another question."""
    result = _ask(
        "Dans quel délai après la fin de la saison remettre le rapport annuel d'activité ?", gardens
    )
    assert result.answerable and "2 mois" in result.answer and "45 jours" not in result.answer


FLATS = """---
doc_id: STAFF-FLATS
title: Règlement des logements de fonction
type: policy
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Logements de fonction

## Fin d'occupation

Le préavis du locataire d'un appartement est de 8 jours.

Le chargé de clientèle valide l'état des lieux de sortie.
"""


def test_the_domain_vocabulary_translates_into_the_passage_language(tmp_path):
    """ "lessee"/"preneur", "reminder"/"relance": words of a domain the main table lacks, in an
    English question over French rules (the leasing corpus). The domain extension gives them
    ("tenant"/"locataire", "flat"/"appartement"), read in a passage of the other language."""
    from analyste.ask.text import DOMAIN

    assert "locatair" not in GLOSSARY.get("tenant", ())
    assert "locatair" in DOMAIN["tenant"]["fr"]
    (tmp_path / "logements.md").write_text(FLATS, encoding="utf-8")
    result = _ask("How long is the tenant's notice for a flat?", tmp_path)
    assert result.answerable and "8 jours" in result.claims[0].text


def test_the_domain_vocabulary_does_not_link_words_of_one_language(tmp_path):
    """Linked within one language, the domain lines' senses collide ("crédits ECTS" with a
    loan, "chargé d'affaires" with a charge): a French question meets a French passage
    through the main table only."""
    from analyste.offline.answerer import Term, Unit, _in_language

    term = Term.of(frozenset({"locatair"}), frozenset({"locatair"}), "locatair")
    french = Unit({"language": "fr", "text": "", "id": "x"}, "Le preneur paie.")
    english = Unit({"language": "en", "text": "", "id": "y"}, "The tenant pays.")
    assert "pren" not in _in_language(term, french, "fr")
    assert "tenant" in _in_language(term, english, "fr")


def test_the_general_vocabulary_is_read_like_the_domain_extension():
    """The everyday words of any rule ("prochain"/"next") are in neither the main table nor
    the domain extension; analyste/data/ask_vocabulary_general.txt gives them, by language."""
    from analyste.ask.text import DOMAIN

    assert "next" not in GLOSSARY.get("prochain", ())
    assert "next" in DOMAIN["prochain"]["en"]


def test_the_plural_of_an_acronym_is_the_acronym():
    """ "HGVs and tractor units | 35% …" never met "HGV" (nor the "hgv" the domain vocabulary
    gives "poids lourd"): the stemmer keeps the "s" of a word of four letters."""
    assert tokens("HGVs and SMEs") == tokens("HGV and SME")
    assert tokens("ABS") == ["abs"]
