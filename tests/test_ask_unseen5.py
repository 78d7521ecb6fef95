"""Failure classes of `ask` on paraphrased questions (issue 11, fifth round: the question
sets of tests/data/ask/*/questions_paraphrased.jsonl, written by helpers who never saw the
code), each written as a small case of another subject (a marina's moorings), so that the
tests hold for any corpus and do not depend on those files.
"""

from __future__ import annotations

import pytest
from test_ask_unseen import _ask  # one way of asking the offline answerer

MARINA_STAFF = """---
doc_id: MARINA-RULES
title: Règlement interne des anneaux
type: policy
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Règlement interne des anneaux

## Résiliation

La résiliation d'un contrat d'anneau d'amarrage prend effet à l'issue d'un préavis
de 3 mois.

La résiliation est validée par le chef de port.
"""

MARINA_PUBLIC = """---
doc_id: MARINA-FAQ
title: Questions fréquentes des plaisanciers
type: faq
version: "2024.1"
in_force_from: 2024-01-01
in_force_to:
audience: public
language: fr
---

# Questions fréquentes des plaisanciers

## Mon anneau

La demande de résiliation d'un anneau d'amarrage se fait par écrit à la capitainerie,
qui répond sous 15 jours.

Les tarifs des anneaux sont affichés à la capitainerie et révisés chaque année.
"""


@pytest.fixture(scope="module")
def marina(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("marina")
    (folder / "rules.md").write_text(MARINA_STAFF, encoding="utf-8")
    (folder / "faq.md").write_text(MARINA_PUBLIC, encoding="utf-8")
    return folder


NOTICE = "Au bout de combien de temps la résiliation de mon anneau d'amarrage prend-elle effet ?"


def test_a_staff_reader_gets_the_rule(marina):
    result = _ask(NOTICE, marina)
    assert result.answerable and "3 mois" in result.answer


def test_the_public_side_does_not_answer_from_a_neighbouring_sentence(marina):
    """The notice is in a staff-only rule; the public FAQ's sentence on the same subject
    gives another time limit (the office's reply within 15 days). It covered enough of the
    question's words and carried a duration, and was answered as the notice: the passages
    the public may see match the question far less well than the withheld rule, so they
    must cover more (paraphrased sets, fifth round: the public/staff split)."""
    result = _ask(NOTICE, marina, audience="public")
    assert not result.answerable
    assert "15 jours" not in result.answer


def test_a_question_dated_before_any_version_in_force_abstains(marina):
    """The same mechanism for dates: on a day before the rule came into force, the FAQ's
    sentence is not the rule either."""
    result = _ask(NOTICE, marina, as_of="2024-06-01")
    assert not result.answerable


def test_the_visible_share_compares_with_what_the_reader_may_not_see(marina):
    """The share is read from retrieval, whatever the question's wording: the public
    reader's best passage matches the question far less well than the staff rule; the
    staff reader sees the best match itself."""
    from datetime import date

    from analyste.ask.index import open_index

    index = open_index(marina)
    _, share = index.search_and_share(NOTICE, date(2026, 3, 1), "public")
    assert share < 0.7
    _, share = index.search_and_share(NOTICE, date(2026, 3, 1), "staff")
    assert share == 1.0


OLD_VERSION = (
    MARINA_STAFF.replace('version: "2025.1"', 'version: "2024.1"')
    .replace(
        "in_force_from: 2025-01-01\nin_force_to:",
        "in_force_from: 2024-01-01\nin_force_to: 2024-12-31",
    )
    .replace(
        "prend effet à l'issue d'un préavis\nde 3 mois.",
        "prend effet à l'issue d'un préavis de 2 mois : au bout de deux mois, la résiliation de\n"
        "l'anneau d'amarrage prend effet.",
    )
)


def test_an_older_version_of_the_rule_in_force_is_not_withheld(tmp_path):
    """The older version of a rule may repeat the question's words more than the version
    in force (here it says "prend effet" twice): it is no answer withheld from the reader,
    who sees the document's version in force, and the bar of coverage does not rise."""
    from datetime import date

    from analyste.ask.index import open_index

    (tmp_path / "rules-v2024.md").write_text(OLD_VERSION, encoding="utf-8")
    (tmp_path / "rules-v2025.md").write_text(MARINA_STAFF, encoding="utf-8")
    index = open_index(tmp_path)
    _, share = index.search_and_share(NOTICE, date(2026, 3, 1), "staff")
    assert share == 1.0
    result = _ask(NOTICE, tmp_path)
    assert result.answerable and "3 mois" in result.answer and "2 mois" not in result.answer


COMMITTEE = """---
doc_id: MARINA-COMMITTEE
title: Comité des anneaux
type: procedure
version: "2025.1"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Comité des anneaux

## Séances

Le comité des anneaux se réunit le premier lundi de chaque mois.

Il attribue les anneaux vacants aux plaisanciers inscrits sur la liste d'attente.
"""


def test_a_long_question_with_asides_is_answered(tmp_path):
    """A question written as people talk adds asides no sentence repeats ("pour notre
    association de voile qui attend une place depuis longtemps"): its share of words
    covered fell with its length and it abstained, while the same question without the
    aside was answered (paraphrased sets, fifth round). A unit covering WORDS_CAP of the
    question's weighted words covers a long question."""
    (tmp_path / "committee.md").write_text(COMMITTEE, encoding="utf-8")
    short = _ask("Quel jour du mois le comité des anneaux se réunit-il ?", tmp_path)
    assert short.answerable and "premier lundi" in short.answer
    long = _ask(
        "Pour notre association de voile qui attend une place depuis longtemps, quel jour "
        "du mois le comité des anneaux se réunit-il ?",
        tmp_path,
    )
    assert long.answerable and "premier lundi" in long.answer


def test_the_cap_does_not_let_a_thing_the_corpus_never_names_through(tmp_path):
    """The cap forgives asides, not the thing asked about: a committee the corpus never
    names ("comité des régates") is still no answer, however short the question."""
    (tmp_path / "committee.md").write_text(COMMITTEE, encoding="utf-8")
    result = _ask("Quel jour du mois le comité des régates se réunit-il ?", tmp_path)
    assert not result.answerable


def test_what_happens_is_the_form_of_a_question(tmp_path):
    """ "Que se passe-t-il si …" / "What happens if …" only give the question its form: the
    verb is asked of no passage (it weighed as a word the rule never writes)."""
    from analyste.ask.slots import question_slot
    from analyste.ask.text import fold

    for question in (
        "Que se passe-t-il si le dossier est incomplet ?",
        "What happens if I pay late?",
    ):
        slot = question_slot(question)
        assert slot.form, question
        a, b = slot.form[0]
        assert fold(question)[a:b] in ("que se passe-t-il", "what happens")
