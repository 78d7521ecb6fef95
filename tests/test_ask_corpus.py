"""`ask` input side: front matter, chunking, stable ids, the SQLite index, the filters."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pytest

from analyste.ask.context import build, lost_in_the_middle
from analyste.ask.corpus import chunk_id, read_markdown
from analyste.ask.index import INDEX_NAME, Index
from analyste.ask.text import expand, tokens
from analyste.errors import BadInput

POLICIES = Path(__file__).resolve().parent.parent / "policies"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A private copy of the sample corpus, so that the index is written under tmp_path."""
    folder = tmp_path / "policies"
    shutil.copytree(POLICIES, folder, ignore=shutil.ignore_patterns(".*"))
    return folder


def test_chunk_id_is_stable_and_changes_with_version_and_text():
    text = "Le levier senior net ne doit pas dépasser 3,5x."
    # Frozen value: a chunk id must not change between runs, machines or Python versions.
    assert chunk_id("POL-CREDIT", "2026.1", text) == "11ce1db98a69"
    assert chunk_id("POL-CREDIT", "2023.1", text) != chunk_id("POL-CREDIT", "2026.1", text)
    assert chunk_id("POL-CREDIT", "2026.1", text + " ") != chunk_id("POL-CREDIT", "2026.1", text)


def test_sample_corpus_is_described_by_its_front_matter():
    doc = read_markdown(POLICIES / "politique-credit-v2026.md")
    assert (doc.doc_id, doc.version, doc.type, doc.audience) == (
        "POL-CREDIT",
        "2026.1",
        "policy",
        "staff",
    )
    assert doc.in_force_from == date(2026, 1, 1) and doc.in_force_to is None
    sections = [c.section for c in doc.chunks]
    assert "3. Limites financières à l'octroi > 3.1 Levier senior" in sections
    assert all(len(c.id) == 12 and int(c.id, 16) >= 0 for c in doc.chunks)


def test_file_without_front_matter_is_indexed_with_a_warning(tmp_path: Path):
    (tmp_path / "memo-interne.md").write_text(
        "# Memo\n\n## Découvert\n\nLe découvert autorisé est de 15 jours.\n", encoding="utf-8"
    )
    index = Index.open(tmp_path)
    (doc,) = index.documents
    assert (doc.doc_id, doc.audience, doc.in_force_from, doc.in_force_to) == (
        "memo-interne",
        "staff",
        None,
        None,
    )
    assert len(index.warnings) == 1 and "no front matter" in index.warnings[0]
    assert index.search("découvert autorisé", date(1999, 1, 1), "staff")
    assert index.search("découvert autorisé", date(2030, 1, 1), "public") == []


def test_bad_date_in_front_matter_names_the_file(tmp_path: Path):
    bad = tmp_path / "bad.md"
    bad.write_text("---\ndoc_id: X\nin_force_from: 2025-02-30\n---\n# X\n\ntexte\n")
    with pytest.raises(BadInput) as e:
        read_markdown(bad)
    assert str(e.value) == f"{bad}: in_force_from: '2025-02-30' is not a date (YYYY-MM-DD)"


def test_index_is_rebuilt_only_for_changed_documents(corpus: Path):
    first = Index.open(corpus)
    assert (corpus / INDEX_NAME).is_file()
    assert len(first.stats.added) == len(list(corpus.glob("*.md")))

    again = Index.open(corpus)
    assert not again.stats.changed
    assert again.stats.unchanged == len(first.stats.added)
    assert [c.id for c in again.chunks] == [c.id for c in first.chunks]

    kyc = corpus / "kyc-refresh.md"
    kyc.write_text(kyc.read_text(encoding="utf-8").replace("every year", "every 12 months"))
    (corpus / "tarification-raroc.md").unlink()
    changed = Index.open(corpus)
    assert changed.stats.updated == ["kyc-refresh.md"]
    assert changed.stats.removed == ["tarification-raroc.md"]
    assert changed.stats.added == []
    kept = {c.id for c in first.chunks if c.doc_id not in ("POL-KYC", "POL-PRICING")}
    assert kept <= {c.id for c in changed.chunks}


def _docs(hits) -> list[tuple[str, str]]:
    return [(h.document.doc_id, h.document.version) for h in hits]


def test_date_filter_keeps_the_version_in_force(corpus: Path):
    index = Index.open(corpus)
    question = "Quel est le levier senior maximal autorisé à l'octroi ?"
    in_2025 = _docs(index.search(question, date(2025, 11, 15)))
    in_2026 = _docs(index.search(question, date(2026, 3, 1)))
    assert ("POL-CREDIT", "2023.1") in in_2025 and ("POL-CREDIT", "2026.1") not in in_2025
    assert ("POL-CREDIT", "2026.1") in in_2026 and ("POL-CREDIT", "2023.1") not in in_2026
    # Nothing of the credit policy was in force in 2022.
    assert not [d for d in _docs(index.search(question, date(2022, 6, 1))) if "CREDIT" in d[0]]


def test_note_counts_only_during_its_period(corpus: Path):
    index = Index.open(corpus)
    question = "levier senior agroalimentaire"
    assert "NOTE-2025-04" in [d for d, _ in _docs(index.search(question, date(2025, 5, 15)))]
    assert "NOTE-2025-04" not in [d for d, _ in _docs(index.search(question, date(2025, 10, 1)))]


def test_public_audience_sees_only_public_documents(corpus: Path):
    index = Index.open(corpus)
    hits = index.search("levier senior maximal délai de réponse", date(2026, 3, 1), "public")
    assert hits and {h.document.audience for h in hits} == {"public"}
    assert index.visible_ids("public") < index.visible_ids("staff")


def test_english_question_finds_french_passage_through_the_glossary():
    assert "syndiqu" in expand("What covenant applies to the syndicated loan?")
    assert set(tokens("Emprunt syndiqué")) <= set(expand("syndicated loan"))


def test_context_puts_second_best_last_and_reports_what_it_dropped(corpus: Path):
    assert lost_in_the_middle([1, 2, 3, 4, 5]) == [1, 3, 4, 5, 2]
    index = Index.open(corpus)
    hits = index.search("levier senior maximal", date(2026, 3, 1), k=10)
    context = build(hits, k=4, budget=100_000)
    assert [p.rank for p in context.passages] == [1, 3, 4, 2]
    assert context.dropped == [h.chunk.id for h in hits[4:]]
    tight = build(hits, k=10, budget=150)
    assert tight.tokens <= 150 and len(tight.passages) + len(tight.dropped) == len(hits)
    assert all(p.header.startswith(f"[{p.id}] ") for p in context.passages)


def test_missing_corpus_folder_is_bad_input(tmp_path: Path):
    with pytest.raises(BadInput) as e:
        Index.open(tmp_path / "nope")
    assert str(e.value) == f"{tmp_path / 'nope'}: no such corpus folder"


def test_stemmer_reads_a_first_person_plural_verb_as_its_infinitive():
    from analyste.ask.text import stem

    assert stem("financons") == stem("financer") == stem("financement")
    assert stem("questions") == stem("question")  # "-ions" nouns keep their stem


def test_a_number_cut_at_a_pdf_line_end_is_joined():
    """pdfplumber ends a printed line inside "9 940 k€": the chunk reads "9 940" again, so
    that the claim checker finds the number the answer quotes."""
    from analyste.ask.corpus import mend_cut_numbers

    text = "Le résultat net s’établit à 9\n940 k€ (2024 : 8 970 k€).\nStocks 9 850 9 320\n2025 2024"
    assert mend_cut_numbers(text) == (
        "Le résultat net s’établit à 9 940 k€ (2024 : 8 970 k€).\nStocks 9 850 9 320\n2025 2024"
    )


def test_a_pdf_document_language_is_read_from_its_text():
    from analyste.ask.corpus import pdf_language

    assert pdf_language(["Le résultat net de la Société s'établit à 9 940 k€."]) == "fr"
    assert pdf_language(["The Company's net income was $2.4 billion for the year."]) == "en"
    assert pdf_language(["", "12 345"]) == "fr"  # nothing to tell: the sample filings' language
