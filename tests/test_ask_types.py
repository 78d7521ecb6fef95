"""Which documents set the organisation's own terms (issue 11, fifteenth round).

The answerer held every type other than policy, procedure, faq, note and guide to be a
third party's, and left such passages out unless the question named their title. The
organisation's own price grids, notices and brochures (`type: tariff`, `notice`,
`brochure`, in seven of the corpora written blind) were therefore never used: "Je loue une
Golf… combien sur ma carte ?" abstained with the row "B – Compacte | Peugeot 308, VW Golf
| 1 000 €" in its context. Only a third party's document and a company's published filing
inform without binding; a file without front matter has no standing we can tell. Written
on another subject (a bicycle repair shop) so that the tests hold for any corpus.
"""

from __future__ import annotations

import pytest
from test_ask_unseen import _ask  # one way of asking the offline answerer

from analyste.ask.answer import attributed, non_normative
from analyste.ask.index import type_label

TARIFF = """---
doc_id: ATELIER-TARIFS
title: Grille tarifaire de l'atelier
type: tariff
version: "2026.1"
in_force_from: 2026-01-01
in_force_to:
audience: public
language: fr
---

# Grille tarifaire de l'atelier

## Forfaits d'entretien

| Forfait | Contenu | Prix |
|---|---|---|
| Révision simple | réglage des freins et des vitesses | 45 € |
| Révision complète | révision simple, roulements, câbles | 95 € |
| Révision VAE | révision complète, diagnostic du moteur | 130 € |
"""

# The workshop's own rule beside its grid: with no document of an own type at all, the
# answerer falls back on every passage, so the grid's exclusion would not show.
RULES = """---
doc_id: ATELIER-REGLES
title: Règles de l'atelier
type: procedure
version: "2026.1"
in_force_from: 2026-01-01
in_force_to:
audience: public
language: fr
---

# Règles de l'atelier

## Dépôt des vélos

Un vélo déposé est réparé sous 5 jours ouvrés.
"""

SUPPLIER = """---
doc_id: FOURN-CAT
title: Catalogue du fournisseur Veloria
type: third_party
version: "2025"
in_force_from: 2025-01-01
in_force_to:
audience: staff
language: fr
---

# Catalogue du fournisseur Veloria

Le prix public conseillé d'une révision complète est de 120 €.
"""


@pytest.fixture
def atelier(tmp_path):
    folder = tmp_path / "atelier"
    folder.mkdir()
    (folder / "tarifs.md").write_text(TARIFF, encoding="utf-8")
    (folder / "regles.md").write_text(RULES, encoding="utf-8")
    return folder


def test_only_third_parties_filings_and_headerless_files_are_non_normative():
    for own in ("policy", "procedure", "faq", "note", "guide", "tariff", "notice", "brochure"):
        assert not non_normative({"type": own}), own
    # "document" is what a file without front matter is indexed as.
    for other in ("third_party", "filing", "document", ""):
        assert non_normative({"type": other}), other
    # The list fails open (an unknown type is the organisation's own), so a writer's other
    # spelling of the same kinds must not slip through.
    for spelled in ("Third-Party", "third party", "Filing", "annual_report", "External"):
        assert non_normative({"type": spelled}), spelled


def test_an_own_type_is_labelled_without_saying_it_does_not_bind():
    assert type_label("tariff", "fr") == "tariff"
    assert "non normatif" not in type_label("brochure", "fr")
    assert "not binding" not in type_label("notice", "en")
    assert type_label("document", "fr") == "document sans type, non normatif"
    assert type_label("Third-Party", "en") == "third-party document, not binding"
    assert type_label("rating report", "fr") == "rating report, non normatif"
    assert "not binding" in type_label("third_party", "en")
    grid = {"type": "tariff", "title": "Grille tarifaire de l'atelier"}
    assert attributed("Révision VAE | 130 €", [grid], "fr") == "Révision VAE | 130 €"


def test_the_organisations_own_price_grid_answers_a_value_question(atelier):
    """The question does not name the grid: it is the shop's own, not a third party's."""
    result = _ask("Combien coûte la révision d'un VAE ?", atelier)
    assert result.answerable, result.answer
    assert "130 €" in result.answer and "45 €" not in result.answer, result.answer
    assert "non normatif" not in result.answer


def test_a_third_partys_document_still_needs_its_title_named(atelier):
    (atelier / "fournisseur.md").write_text(SUPPLIER, encoding="utf-8")
    result = _ask("Combien coûte une révision complète ?", atelier)
    assert result.answerable and "95 €" in result.answer, result.answer
    assert "120 €" not in result.answer, result.answer


def test_a_file_without_front_matter_is_indexed_and_answers_only_as_not_binding(atelier):
    """A headerless file's standing cannot be told: it is used, but as a third party's."""
    (atelier / "notes-libres.md").write_text(
        "# Notes\n\nLe contrôle technique d'un VAE coûte 60 €.\n", encoding="utf-8"
    )
    result = _ask("Combien coûte le contrôle technique d'un VAE selon les notes ?", atelier)
    assert result.answerable, result.answer
    assert "60 €" in result.answer
    assert "(document sans type, non normatif)" in result.answer, result.answer
