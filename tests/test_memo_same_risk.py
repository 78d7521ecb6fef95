"""The memo quotes one sentence per risk: a fact told twice (MD&A and note) takes one slot.

Failure that forced it (fourth session): the 3M 2018 memo lost the military earplug suits
when a second sentence about the same floating-rate notes' put provisions (MD&A p. 50,
beside the debt note's p. 89) took one of its ten quote slots.
"""

from analyste.offline.writer import _one_per_matter

PUT_NOTE = (
    "As a result of put provisions associated with certain debt instruments, long-term debt "
    "payments due in 2019 include floating rate notes totaling $53 million."
)
PUT_MDA = (
    "Long-term debt payments due in 2019 and 2020 include floating rate notes totaling $124 "
    "million and $95 million, respectively, as a result of put provisions associated with "
    "these debt instruments."
)
EARPLUGS = (
    "In December 2018, a military veteran filed an individual lawsuit against 3M alleging "
    "hearing loss caused by its Dual-Ended Combat Arms earplugs."
)


def _q(n: int, text: str, category: str, page: int) -> dict[str, object]:
    return {"id": f"Q-{n}", "text": text, "category": category, "page": page, "rank": n}


def test_a_second_sentence_of_the_same_risk_does_not_take_a_slot() -> None:
    ordered = [
        _q(1, PUT_NOTE, "refinancing", 89),
        _q(2, PUT_MDA, "refinancing", 50),
        _q(3, EARPLUGS, "litigation", 121),
    ]
    chosen, _naming = _one_per_matter(ordered, 2, "3M Company")
    assert [q["id"] for q in chosen] == ["Q-1", "Q-3"]


def test_the_same_risk_is_not_quoted_twice_even_with_slots_left() -> None:
    ordered = [_q(1, PUT_NOTE, "refinancing", 89), _q(2, PUT_MDA, "refinancing", 50)]
    chosen, _naming = _one_per_matter(ordered, 10, "3M Company")
    assert [q["id"] for q in chosen] == ["Q-1"]


def test_distinct_facts_of_one_category_each_keep_their_slot() -> None:
    other = "The Company's $3.75 billion five-year revolving credit facility expires in 2023."
    ordered = [_q(1, PUT_NOTE, "refinancing", 89), _q(2, other, "refinancing", 50)]
    chosen, _naming = _one_per_matter(ordered, 10, "3M Company")
    assert [q["id"] for q in chosen] == ["Q-1", "Q-2"]
