"""The offline writers' rewrite drops what the checker refused, and nothing else.

Constructed corrections, as `draft_and_verify` sends them back.
"""

from analyste.offline.repair import repaired_paragraphs

PREVIOUS = {
    "paragraphs": [
        {
            "section": "synthèse",
            "text": "Levier de 5,5x en 2025. Marge nette de 0,5 %. Trésorerie de 6 800 k€.",
            "sources": ["R-x-leverage", "R-x-net_margin", "R-x-ghost"],
        },
        {
            "section": "risques",
            "text": "Le rapport indique : « texte changé ».",
            "sources": ["Q-x-1"],
        },
        {"section": "risques", "text": "Sans source.", "sources": []},
    ]
}


def test_each_refused_sentence_and_unknown_id_is_dropped():
    corrections = [
        {"paragraph": 0, "code": "number_not_found:0,5"},
        {"paragraph": 0, "code": "year_mismatch:6 800"},
        {"paragraph": 0, "code": "missing_id:R-x-ghost"},
        {"paragraph": 1, "code": "quote_not_in_sources:texte changé"},
        {"paragraph": 2, "code": "no_citation"},
    ]
    assert repaired_paragraphs(PREVIOUS, corrections) == [
        {
            "section": "synthèse",
            "text": "Levier de 5,5x en 2025.",
            "sources": ["R-x-leverage", "R-x-net_margin"],
        }
    ]


def test_without_corrections_the_draft_is_kept_whole_but_uncited_paragraphs():
    kept = repaired_paragraphs(PREVIOUS, [])
    assert [p["text"] for p in kept] == [
        PREVIOUS["paragraphs"][0]["text"],
        PREVIOUS["paragraphs"][1]["text"],
    ]


def test_a_false_comparison_drops_the_sentence_of_its_first_number():
    previous = {
        "paragraphs": [
            {
                "section": "s",
                "text": "Levier de 5,5x, sous le seuil de 3,5x. Couverture de 2,8x.",
                "sources": ["A"],
            }
        ]
    }
    kept = repaired_paragraphs(previous, [{"paragraph": 0, "code": "comparison_false:5,5x < 3,5x"}])
    assert kept[0]["text"] == "Couverture de 2,8x."
