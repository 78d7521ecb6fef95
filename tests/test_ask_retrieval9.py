"""Retrieval ranks the answering document first (issue 11, ninth round).

`scripts/retrieval_eval.py` measured where the first passage of a relevant document
stands among the hits: on the corpora written by outsiders it was first for 13 to 20
questions of 30. Each test below is a class of those misses, written as a small corpus of
another subject (a city's bike-sharing rules), in French and English, and asserts which
passage retrieval puts first — the passage the answerer
leans on (its rank bonus, the visible share).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from analyste.ask import text as words
from analyste.ask.index import Index, _shares, open_index, without_values

DAY = date(2026, 3, 1)


def _doc(doc_id: str, title: str, body: str, **meta: str) -> str:
    front = {
        "doc_id": doc_id,
        "title": title,
        "type": "policy",
        "version": "1",
        "in_force_from": "2024-01-01",
        "in_force_to": "",
        "audience": "staff",
        "language": "fr",
        **meta,
    }
    head = "\n".join(f"{k}: {v}" for k, v in front.items())
    return f"---\n{head}\n---\n\n# {title}\n\n{body}"


def _corpus(folder: Path, docs: dict[str, str]) -> Index:
    for name, text in docs.items():
        (folder / name).write_text(text, encoding="utf-8")
    return open_index(folder)


def _first(index: Index, question: str, audience: str = "staff", day: date = DAY) -> str:
    hits = index.search(question, day, audience)
    assert hits, question
    return hits[0].document.doc_id


# A city's bike-sharing rules in French, with a short English page for visitors that
# repeats the question's English words without answering it.
BIKES_RULES = _doc(
    "VELO-REGLES",
    "Règlement du service de vélos partagés",
    """## Abonnements

L'abonnement annuel coûte 40 €. Les frais d'inscription sont offerts aux étudiants. Un
abonné en retard de paiement voit son abonnement suspendu.

## Stations

Les stations sont ouvertes de 6 h à minuit. Une station pleine signale la plus proche
où rendre le vélo.

## Restitution

Chaque vélo est rendu dans une station du réseau, à la fin de la durée de location
choisie. Un vélo rendu au-delà de cette durée entraîne des frais de retard de 2 € par
heure entamée, dans la limite de 40 € par location ; au-delà de 24 heures de retard, le
vélo est déclaré perdu.

## Dégradations

Les frais de réparation d'un vélo dégradé sont facturés à l'abonné, selon le barème des
pièces. Les frais de remorquage d'un vélo abandonné hors station sont de 30 €.

## Caution

Une caution de 150 € est bloquée sur la carte bancaire à la première location d'un vélo.
Elle est restituée sans frais à la résiliation.

## Réclamations

Une réclamation sur des frais facturés est adressée par écrit dans les 2 mois ; le
service répond sans retard, sous 15 jours.
""",
)
BIKES_VISITORS = _doc(
    "VELO-VISITORS",
    "Bike sharing for visitors",
    """## Late evening

Late evening bike rides are welcome, with no extra fee after 10 p.m.

## Day pass

A day pass lets you take a bike at any station; the fee is shown at the terminal.
""",
    language="en",
    type="guide",
)


@pytest.fixture(scope="module")
def bikes(tmp_path_factory: pytest.TempPathFactory) -> Index:
    folder = tmp_path_factory.mktemp("bikes")
    return _corpus(folder, {"regles.md": BIKES_RULES, "visitors.md": BIKES_VISITORS})


def test_an_english_question_finds_the_french_rule_before_the_english_page(bikes):
    """Every English word is rare in a corpus of French rules, because English is: each
    term weighed by its own rarity, the visitors' page ("Late evening", "no fee") came
    first for a question on the late-return fee that only the French rule answers
    ("frais de retard de 2 € par heure"). A question's word is one concept, with one
    rarity in both languages (utility corpus: five English FAQ answers before the French
    terms' late-payment clause)."""
    question = "What is the late fee for a bike returned after the rental period?"
    hits = bikes.search(question, DAY)
    assert hits[0].document.doc_id == "VELO-REGLES"
    assert "2 € par" in hits[0].chunk.text


def test_a_french_question_finds_the_french_rule_before_the_english_page(bikes):
    """The same bias reached a question in the rule's own language: the English page's
    "late", "fee" and "bike", translations of the question's words, each rarer than
    *retard*, *frais* and *vélo* in a French corpus, outscored the French rule that
    repeats the question's words."""
    question = "Quels sont les frais de retard quand on rend un vélo après la durée de location ?"
    hits = bikes.search(question, DAY)
    assert "2 € par" in hits[0].chunk.text


def test_a_passage_word_answers_one_word_of_the_question():
    """ "payments" translates both *règle* (settle) and *retard* (late payment): counted
    for both words of "Combien me facturez-vous si je règle ma facture en retard ?", the
    title of an English FAQ ("bills, payments and moving home") put each of its chunks
    before the French terms' late-payment clause (utility corpus). A term two of the
    question's words translate is split between them; a term the question writes itself
    counts for that word only."""
    own = ["regl", "retard"]
    groups = [frozenset({"regl", "payment", "settl"}), frozenset({"retard", "late", "payment"})]
    shares = _shares(groups, own)
    assert shares[0]["payment"] == 0.5 and shares[1]["payment"] == 0.5
    # The question's own word counts for its own word only.
    groups = [frozenset({"regl", "payment"}), frozenset({"payment", "late"})]
    shares = _shares(groups, ["regl", "payment"])
    assert shares[0]["payment"] == 0.0
    assert "payment" not in shares[1]


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        (
            "Quelle valeur de cadeaux un agent peut-il accepter de la part d'un fournisseur ?",
            "part",
        ),
        ("What gifts may an officer accept on behalf of the museum?", "behalf"),
        ("Que dit le règlement en ce qui concerne les prêts ?", "concern"),
    ],
)
def test_compound_prepositions_are_no_words_of_the_query(question, gone):
    """ "de la part de" searched *part* — *pièce*, *portion* in the vocabulary — and put a
    chapter titled "Pièces de la candidature" first for a question on gifts from
    suppliers, whose passages the public reader then answered from (procurement corpus,
    paraphrased, ab-public-gifts-en-p). The blanks keep the question's length, so that the
    slot's spans stay in place."""
    stems = words.tokens(without_values(question))
    assert gone not in stems
    assert len(without_values(question)) == len(question)


# Versions and audiences: retrieval never ranks what the reader may not see (guards: the
# filters run before ranking, and the new scoring must not bypass them).
OLD = _doc(
    "PRETS-VELOS",
    "Prêt de vélos aux agents",
    """## Durée

Le prêt d'un vélo de service aux agents dure 3 jours au plus, vélo de service compris.
""",
    version="2023",
    in_force_from="2023-01-01",
    in_force_to="2025-12-31",
)
NEW = _doc(
    "PRETS-VELOS",
    "Prêt de vélos aux agents",
    """## Durée

Le prêt dure 5 jours au plus.
""",
    version="2026",
    in_force_from="2026-01-01",
)
PUBLIC = _doc(
    "FAQ-USAGERS",
    "Questions des usagers",
    """## Vélos

Les usagers empruntent un vélo en station, sans réservation.
""",
    audience="public",
    type="faq",
)


@pytest.fixture(scope="module")
def versions(tmp_path_factory: pytest.TempPathFactory) -> Index:
    folder = tmp_path_factory.mktemp("versions")
    return _corpus(folder, {"old.md": OLD, "new.md": NEW, "faq.md": PUBLIC})


def test_the_version_in_force_ranks_first_though_the_older_repeats_the_words(versions):
    hits = versions.search("Combien de jours dure le prêt d'un vélo de service aux agents ?", DAY)
    assert hits[0].document.version == "2026"
    assert all(h.document.version != "2023" for h in hits)


def test_the_public_reader_is_never_given_a_staff_passage_first(versions):
    hits = versions.search("How long is a bike loan for staff?", DAY, audience="public")
    assert all(h.document.audience == "public" for h in hits)


TOWING = _doc(
    "ENLEVEMENT",
    "Enlèvement des vélos abandonnés",
    """## Enlèvement

Un vélo abandonné hors station est enlevé ; les frais d'enlèvement facturés à l'abonné
sont de 30 €.

## Vélos en panne

Un vélo en panne est signalé depuis la borne ; il est réparé sous 48 heures.
""",
)
CREW = _doc(
    "CREW",
    "Meet the crew",
    """## Crew

Our crew of twelve mechanics works every weekend.
""",
    language="en",
    type="guide",
)


def test_the_language_the_question_reaches_less_is_raised(tmp_path, monkeypatch):
    """An English question reaches a French passage only through the vocabulary and
    cognates: "crew" and "weekend" have no French term, so the English page's asides
    outweighed the French rule on the fee (79 of the 101 cross-language misses of the
    seventeen sets had a passage of the question's language first). Each language's
    passages are raised towards what the question reaches best in any language; the
    language it reaches best is left as it is."""
    from analyste.ask import index as module

    index = _corpus(tmp_path, {"enlevement.md": TOWING, "crew.md": CREW})
    question = "Over the weekend our crew found an abandoned bike: what fee is charged?"
    raised = index._scores(question)
    monkeypatch.setattr(module, "LANGUAGE_REACH", 0.0)
    plain = index._scores(question)
    french = [i for i, d in enumerate(index._doc_of) if d.language == "fr" and plain[i] > 0]
    english = [i for i, d in enumerate(index._doc_of) if d.language == "en"]
    assert french and english
    assert all(raised[i] > plain[i] for i in french)
    assert all(raised[i] == pytest.approx(plain[i]) for i in english)


def _script():
    import importlib.util
    import sys

    path = Path(__file__).resolve().parent.parent / "scripts" / "retrieval_eval.py"
    spec = importlib.util.spec_from_file_location("retrieval_eval", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    # A dataclass reads its module from sys.modules while the class is built.
    sys.modules.setdefault("retrieval_eval", module)
    spec.loader.exec_module(module)
    return module


def test_retrieval_eval_gives_the_rank_of_the_first_relevant_passage(tmp_path, capsys):
    import json

    (tmp_path / "regles.md").write_text(BIKES_RULES, encoding="utf-8")
    (tmp_path / "visitors.md").write_text(BIKES_VISITORS, encoding="utf-8")
    lines = [
        {
            "id": "late",
            "question": "Quels sont les frais de retard quand on rend un vélo après la durée "
            "de location ?",
            "as_of": "2026-03-01",
            "abstain": False,
            "relevant": ["VELO-REGLES"],
        },
        {
            "id": "pass",
            "question": "Is there a fee for a day pass?",
            "as_of": "2026-03-01",
            "abstain": False,
            "relevant": ["VELO-REGLES"],
        },
        {
            "id": "none",
            "question": "Qui est le maire ?",
            "as_of": "2026-03-01",
            "abstain": True,
            "relevant": [],
        },
    ]
    questions = tmp_path / "q.jsonl"
    questions.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    assert _script().main(["--set", str(tmp_path), str(questions), "--json"]) == 0
    row = json.loads(capsys.readouterr().out)["sets"][0]
    # Two answerable questions; the day-pass one is answered by the visitors' page first.
    assert row["answerable"] == 2
    assert row["rank@1"] == 0.5
    assert [m.split(":")[0] for m in row["misses"]] == ["pass"]


def test_retrieval_eval_says_what_is_wrong_with_a_bad_set(tmp_path, capsys):
    assert _script().main(["--set", str(tmp_path / "nowhere"), str(tmp_path / "q.jsonl")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "no such corpus folder" in err
    assert len(err.strip().splitlines()) == 1
