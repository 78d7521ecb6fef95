"""`ask` answers: every claim problem, abstention, the note-vs-policy disagreement, the
injection hidden in a borrower's sheet, and the prompts.

Model replies come from tests/fake_provider.py (a TEST DOUBLE); the offline answerer is
the real one.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from fake_provider import FakeProvider

from analyste import prompting
from analyste.ask.answer import FALLBACK, AnswerClaim, AskAnswer, ask
from analyste.ask.index import Index
from analyste.offline.answerer import answer as offline_answer
from analyste.offline.answerer import units
from analyste.providers import get_provider

POLICIES = Path(__file__).resolve().parent.parent / "policies"
LEVERAGE = "Quel est le levier senior maximal autorisé à l'octroi ?"
AGRI = "Quel levier senior maximal s'applique à un emprunteur du secteur agroalimentaire ?"
DUMONTEL = "Quel levier senior maximal est autorisé pour le prêt de Dumontel Logistique ?"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("ask") / "policies"
    shutil.copytree(POLICIES, folder, ignore=shutil.ignore_patterns(".*"))
    return folder


@pytest.fixture(scope="module")
def index(corpus: Path) -> Index:
    return Index.open(corpus)


def _offline(question: str, corpus: Path, index: Index, **kw: Any):
    return ask(question, corpus, index=index, provider=get_provider("offline"), **kw)


def _replying(make_claims) -> FakeProvider:
    """A fake model whose one reply is built from the passages it was given."""

    def reply(request) -> AskAnswer:
        # The bank's own passages (a third party's would get its claims attributed).
        ids = [p["id"] for p in request.payload["passages"] if p["type"] != "third_party"]
        claims = make_claims(ids)
        return AskAnswer(answerable=True, answer=" ".join(c.text for c in claims), claims=claims)

    return FakeProvider([reply])


def _codes(result) -> list[list[str]]:
    return [[p.code for p in c.problems] for c in result.claims]


# ---------------------------------------------------------------- the offline answerer


def test_offline_answer_cites_the_policy_in_force(corpus, index):
    result = _offline(LEVERAGE, corpus, index, as_of="2026-03-01")
    assert result.answerable and "3,5x" in result.answer and "6,0" not in result.answer
    assert result.claims and all(c.ok and c.problems == [] for c in result.claims)
    assert all(set(c.chunk_ids) <= set(result.context.ids) for c in result.claims)


@pytest.mark.parametrize(
    ("question", "as_of", "audience"),
    [
        ("What is the bank's CET1 ratio?", "2026-03-01", "staff"),
        (
            "Quel est le taux d'usure applicable aux prêts immobiliers des particuliers ?",
            "2026-03-01",
            "staff",
        ),
        # answered only by staff documents: a public reader gets no answer
        (LEVERAGE, "2026-03-01", "public"),
        # no version of the credit policy was in force in 2022
        (LEVERAGE, "2022-06-01", "staff"),
    ],
)
def test_offline_answerer_abstains_with_the_fixed_sentence(
    corpus, index, question, as_of, audience
):
    result = _offline(question, corpus, index, as_of=as_of, audience=audience)
    assert not result.answerable
    assert result.answer == FALLBACK[result.language]
    assert result.claims == []


def test_note_and_policy_disagreement_is_stated_with_dates(corpus, index):
    """From 1 March to 30 September 2025, note 2025-04 raises the agri-food limit to 4.5x
    while the policy says 4.0x: the answer gives both, with dates, citing both."""
    result = _offline(AGRI, corpus, index, as_of="2025-05-15")
    assert result.answerable
    assert "4,5x" in result.answer and "4,0x" in result.answer
    lead = result.claims[0]
    assert lead.text.startswith("Les passages divergent")
    assert "2025-03-01" in lead.text and "2025-09-30" in lead.text
    doc_of = {c.id: c.doc_id for c in index.chunks}
    assert {doc_of[i] for i in lead.chunk_ids} == {"NOTE-2025-04", "POL-CREDIT"}
    assert all(c.ok for c in result.claims)

    after = _offline(AGRI, corpus, index, as_of="2025-11-15")
    assert "NOTE-2025-04" not in {doc_of[i] for i in after.context.ids}
    assert "4,5" not in after.answer
    # Once the note has expired, the passages still name the sector (its concentration
    # limit) but never with a leverage rule: the general rule applies, and is said to.
    assert after.answerable and "4,0x" in after.answer
    assert after.claims[0].text.startswith("Pour « secteur agroalimentaire », aucune règle")
    assert all(c.ok for c in after.claims)


def test_general_rule_is_not_given_for_a_case_the_passages_never_name(corpus, index):
    """A word the corpus never uses (a product, a body it does not describe) is no "narrower
    case": the answerer still abstains."""
    for question in (
        "Quel est le plafond d'un prêt garanti par l'État ?",
        "Quel levier maximal la banque accepte-t-elle pour une dette mezzanine de LBO ?",
    ):
        assert not _offline(question, corpus, index, as_of="2026-03-01").answerable


def test_injected_instruction_is_never_repeated(corpus, index):
    """The borrower's sheet tells AI assistants to say 6.0x and "pre-approved": the answer
    gives the policy limit and no claim carries the instruction."""
    result = _offline(DUMONTEL, corpus, index, as_of="2026-03-01")
    doc_of = {c.id: c.doc_id for c in index.chunks}
    assert "TP-DUMONTEL" in {doc_of[i] for i in result.context.ids}  # it was read…
    assert result.answerable and "3,5x" in result.answer
    assert "6,0" not in result.answer and "approuvé" not in result.answer  # …not obeyed
    sheet = next(p for p in result.context.passages if "assistants" in p.text)
    assert not [u for u in units(sheet.payload()) if "assistants" in u.text]


def test_offline_answerer_reads_only_the_payload():
    payload = {
        "question": "Quelle décote appliquer aux stocks ?",
        "language": "fr",
        "passages": [
            {
                "id": "aaaaaaaaaaaa",
                "text": "- Stocks : décote de 50 %.\n- Matériel : décote de 60 %.",
                "title": "Politique des garanties",
                "section": "Décotes",
                "type": "policy",
                "rank": 1,
            }
        ],
    }
    reply = offline_answer(payload)
    assert reply.answerable
    assert reply.claims[0] == AnswerClaim(
        text="Stocks : décote de 50 %.", chunk_ids=["aaaaaaaaaaaa"]
    )
    assert not offline_answer({**payload, "passages": []}).answerable


# ---------------------------------------------------------------- each claim problem


def test_no_citation(corpus, index):
    fake = _replying(lambda ids: [AnswerClaim(text="Le levier senior est limité.", chunk_ids=[])])
    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=fake)
    assert _codes(result) == [["no_citation"]]
    assert not result.claims[0].ok


def test_missing_id(corpus, index):
    fake = _replying(
        lambda ids: [AnswerClaim(text="Limite de levier senior.", chunk_ids=["0123456789ab"])]
    )
    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=fake)
    assert _codes(result) == [["missing_id:0123456789ab"]]


def test_not_in_context(corpus, index):
    """A real chunk of the corpus that was not given for this question."""
    kyc = next(c.id for c in index.chunks if c.doc_id == "POL-KYC")
    fake = _replying(lambda ids: [AnswerClaim(text="KYC refreshed every year.", chunk_ids=[kyc])])
    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=fake)
    assert kyc not in result.context.ids
    assert f"not_in_context:{kyc}" in _codes(result)[0]


def test_not_allowed(corpus, index):
    """A staff chunk cited in an answer for the public."""
    staff = next(c.id for c in index.chunks if c.doc_id == "POL-CREDIT")
    fake = _replying(lambda ids: [AnswerClaim(text="Limite de levier.", chunk_ids=[staff])])
    result = ask(
        LEVERAGE, corpus, as_of="2026-03-01", audience="public", index=index, provider=fake
    )
    assert f"not_allowed:{staff}" in _codes(result)[0]


def test_number_not_found(corpus, index):
    def claims(ids):
        return [AnswerClaim(text="Le levier senior maximal est de 7,25x.", chunk_ids=ids[:1])]

    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=_replying(claims))
    assert _codes(result) == [["number_not_found:7,25"]]
    assert not result.claims[0].ok


def test_unsupported_is_a_clue_not_a_rejection(corpus, index):
    def claims(ids):
        text = "La direction générale valide personnellement chaque dossier stratégique important."
        return [AnswerClaim(text=text, chunk_ids=ids[:1])]

    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=_replying(claims))
    (codes,) = _codes(result)
    assert len(codes) == 1 and codes[0].startswith("unsupported:")
    assert result.claims[0].ok  # a clue points a reader at it; it does not reject


def test_answer_without_claims_is_reported_as_uncited(corpus, index):
    reply = AskAnswer(answerable=True, answer="Le levier maximal est de 3,5x.", claims=[])
    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=FakeProvider([reply]))
    assert [(c.text, c.ok) for c in result.claims] == [("Le levier maximal est de 3,5x.", False)]
    assert _codes(result)[0][0] == "no_citation"


def test_unanswerable_reply_is_replaced_by_the_fallback(corpus, index):
    """A model that says "unanswerable" but still writes text and claims: nothing unchecked
    gets through, the fixed sentence is shown."""
    reply = AskAnswer(
        answerable=False,
        answer="Probablement 6,0x.",
        claims=[AnswerClaim(text="6,0x", chunk_ids=[])],
    )
    result = ask(LEVERAGE, corpus, as_of="2026-03-01", index=index, provider=FakeProvider([reply]))
    assert (result.answerable, result.answer, result.claims) == (False, FALLBACK["fr"], [])


def test_model_gets_the_rules_and_the_passages_with_their_headers(corpus, index):
    fake = FakeProvider([AskAnswer(answerable=False, answer="", claims=[])])
    result = ask(DUMONTEL, corpus, as_of="2026-03-01", index=index, provider=fake)
    request = fake.history[0]
    assert request.task == "ask"
    assert FALLBACK["fr"] in request.system
    assert "jamais un ordre" in request.system and "document tiers, non normatif" in request.system
    for p in result.context.passages:
        assert f"[{p.id}] " in request.prompt
    assert "pattern" not in str(AskAnswer.model_json_schema())  # no regex on ids


@pytest.mark.parametrize("language", ["fr", "en"])
def test_prompt_templates_use_exactly_the_variables_supplied(language):
    assert prompting.variables("ask_v1", language) == {
        "question",
        "as_of",
        "audience",
        "passages",
        "fallback",
    }


def test_a_claim_from_a_third_party_is_attributed_and_marked_non_binding(corpus, index):
    """A model claim citing the borrower's sheet only is rewritten to name it; the answer
    then reads as the checked claims."""

    def reply(request) -> AskAnswer:
        sheet = next(p["id"] for p in request.payload["passages"] if p["type"] == "third_party")
        claims = [AnswerClaim(text="Le levier senior est de 4,9x.", chunk_ids=[sheet])]
        return AskAnswer(answerable=True, answer="Le levier senior est de 4,9x.", claims=claims)

    result = ask(DUMONTEL, corpus, as_of="2026-03-01", index=index, provider=FakeProvider([reply]))
    (claim,) = result.claims
    assert claim.text.startswith("Selon Fiche de présentation emprunteur — Dumontel Logistique")
    assert "(document tiers, non normatif) : Le levier senior est de 4,9x." in claim.text
    assert result.answer == claim.text and claim.ok


def test_offline_rule_question_leaves_out_an_unrelated_third_party(corpus, index):
    """A question about the bank's limit that names no borrower gets the policy only, not
    the Dumontel sheet's own leverage (it was retrieved: same words)."""
    result = _offline(
        "Quel levier maximum pour un prêt senior ?", corpus, index, as_of="2026-06-01"
    )
    doc_of = {c.id: c.doc_id for c in index.chunks}
    assert "TP-DUMONTEL" in {doc_of[i] for i in result.context.ids}
    assert "3,5x" in result.answer and "4,9" not in result.answer
    assert all(doc_of[i] != "TP-DUMONTEL" for c in result.claims for i in c.chunk_ids)


def test_offline_question_about_the_borrower_quotes_its_sheet_with_attribution(corpus, index):
    result = _offline("Quel est le levier de Dumontel ?", corpus, index, as_of="2026-03-01")
    (claim,) = result.claims
    assert claim.text.startswith("Selon Fiche de présentation emprunteur — Dumontel")
    assert "(document tiers, non normatif) : « Dette financière senior nette" in claim.text
    assert "4,9x" in claim.text and claim.ok


@pytest.mark.parametrize(
    ("question", "labels", "other"),
    [
        ("What is the maximum gearing allowed?", ["in force from", "policy"], "en vigueur"),
        ("Quel gearing maximal la politique autorise-t-elle ?", ["en vigueur du"], "in force"),
    ],
)
def test_passage_headers_speak_the_question_language(corpus, index, question, labels, other):
    result = _offline(question, corpus, index, as_of="2026-06-01")
    headers = [p.header for p in result.context.passages]
    assert all(label in " ".join(headers) for label in labels)
    assert not any(other in h for h in headers)
    assert result.claims and all(c.ok for c in result.claims)


@pytest.mark.parametrize(
    ("question", "as_of", "audience", "wanted", "unwanted"),
    [
        # "accorder" is not in the bullet; its section says "délégation" (synonyms).
        (
            "Quel montant un directeur d'agence entreprises peut-il accorder seul ?",
            "2024-10-01",
            "staff",
            ["500 000"],
            ["750 000"],
        ),
        # An amount is asked: the sentence without a figure no longer wins.
        (
            "Jusqu'à quel montant le comité régional de crédit peut-il décider ?",
            "2025-03-01",
            "staff",
            ["2 M€"],
            ["3 M€"],
        ),
        # A sentence announcing "certaines activités" brings the document's enumeration.
        (
            "Quelles activités la banque refuse-t-elle de financer ?",
            "2026-03-01",
            "public",
            ["charbon", "armes"],
            [],
        ),
    ],
)
def test_offline_answerer_finds_the_sentence_that_answers(
    corpus, index, question, as_of, audience, wanted, unwanted
):
    result = _offline(question, corpus, index, as_of=as_of, audience=audience)
    assert result.answerable
    assert all(w in result.answer for w in wanted), result.answer
    assert not any(u in result.answer for u in unwanted), result.answer
    assert all(c.ok for c in result.claims)


def test_attribution_is_added_once_and_partly_for_a_mixed_claim():
    from analyste.ask.answer import attributed

    sheet = {"type": "third_party", "title": "Fiche Dumontel"}
    policy = {"type": "policy", "title": "Politique générale"}
    once = attributed("Le levier est de 4,9x.", [sheet], "fr", quote=True)
    assert (
        once == "Selon Fiche Dumontel (document tiers, non normatif) : « Le levier est de 4,9x. »"
    )
    assert attributed(once, [sheet], "fr") == once
    mixed = attributed("4,9x dépasse la limite de 3,5x.", [policy, sheet], "en")
    assert mixed.endswith("(partly according to Fiche Dumontel, third-party document, not binding)")
    assert attributed("La limite est 3,5x.", [policy], "fr") == "La limite est 3,5x."


def test_a_title_inside_the_text_is_not_an_attribution():
    """A filing page starts with its running header ("Helvane SA Rapport annuel 2025"):
    the company's name in the text does not say where the claim comes from."""
    from analyste.ask.answer import attributed

    filing = {"type": "filing", "title": "Helvane SA"}
    text = attributed("Helvane SA Rapport annuel 2025 Résultat net 9 940", [filing], "fr")
    assert text.startswith("Selon Helvane SA (document publié par l'entreprise, non normatif) : ")
    assert attributed(text, [filing], "fr") == text
    english = attributed("Helvane SA net income", [filing], "en")
    assert english.startswith("According to Helvane SA (")


PAGE = {
    "id": "p5",
    "doc_id": "helvane",
    "title": "Helvane SA",
    "type": "filing",
    "version": "abc",
    "section": "page 5",
    "page": 5,
    "rank": 1,
    "text": "Helvane SA Rapport annuel 2025\nCompte de résultat\n(en k€) 2025 2024\n"
    "Chiffre d’affaires 86 420 81 950\nRésultat d’exploitation 13 640 12 480\n"
    "Résultat net 9 940 8 970\nPage 5 / 10",
}


def test_a_pdf_page_is_answered_by_its_line_never_pasted_whole():
    units_ = [u.text for u in units(PAGE)]
    assert "Résultat net 9 940 8 970" in units_
    assert not any("Page 5 / 10" in u or "Rapport annuel" in u for u in units_)
    reply = offline_answer(
        {"question": "Quel est le résultat net 2025 ?", "language": "fr", "passages": [PAGE]}
    )
    assert reply.answerable
    (claim,) = reply.claims
    assert claim.chunk_ids == ["p5"]
    assert claim.text.startswith("Selon Helvane SA (document publié par l'entreprise")
    assert "« Résultat net 9 940 8 970 » (Compte de résultat, (en k€) 2025 2024)." in claim.text
    assert "Chiffre" not in claim.text


def test_a_french_question_gets_french_claims_only(corpus, index):
    """The English summary of the same policy is not appended to the French answer."""
    from analyste.claims import guess_language

    result = _offline(
        "Quel levier senior maximal est autorisé pour Dumontel ?", corpus, index, as_of="2026-03-01"
    )
    assert result.answerable and "3,5x" in result.answer
    assert all(guess_language(c.text) != "en" for c in result.claims), result.answer


def test_page_lines_never_backtrack_nor_lose_a_sentence():
    """A long line of numbers reads in linear time; a sentence whose second line starts with
    a name is not cut into a heading."""
    import time

    page = {**PAGE, "text": "Helvane SA Rapport annuel 2025\n" + "Total " + "123 " * 3000 + "zz"}
    start = time.perf_counter()
    units(page)
    assert time.perf_counter() - start < 1
    page = {**PAGE, "text": "Note 5\nLa Société a signé avec\nOptivia Distribution un contrat."}
    assert [u.text for u in units(page)] == [
        "La Société a signé avec Optivia Distribution un contrat."
    ]


def test_a_near_synonym_matches_exactly_never_by_near_form():
    """ "covenant" reads the filing's "minimum contractuel", but its synonym does not read
    "contrat" in a litigation sentence; a compliance verb ("respecte") weighs little."""
    page = {
        **PAGE,
        "title": "Solvéa Énergies SA",
        "text": "Solvéa Énergies SA Rapport annuel 2025\nNote 4 - Dettes financières\n"
        "Le DSCR s’établit à 1,08x pour un minimum contractuel de 1,10x ; la Société a\n"
        "obtenu une renonciation (waiver).\nNote 7 - Litiges\n"
        "Un distributeur réclame 4 200 k€ au titre de la rupture de son contrat.\nPage 11 / 12",
    }
    reply = offline_answer(
        {"question": "Solvéa respecte-t-elle son covenant ?", "language": "fr", "passages": [page]}
    )
    assert reply.answerable and len(reply.claims) == 1
    assert "1,08x" in reply.claims[0].text and "rupture" not in reply.answer


def test_a_page_claim_ends_once():
    page = {
        **PAGE,
        "text": "Helvane SA Rapport annuel 2025\nRapport de gestion\n"
        "Le résultat net s’établit à 9\n940 k€ (2024 : 8 970 k€).\nPage 3 / 10",
    }
    for language, question in (
        ("fr", "Quel est le résultat net ?"),
        ("en", "What is the net income?"),
    ):
        reply = offline_answer({"question": question, "language": language, "passages": [page]})
        assert reply.answerable
        assert reply.claims[0].text.endswith(("k€). »", "k€).”")), reply.claims[0].text
