"""No verified risk candidate is lost without a trace (issue 16, eleventh round).

PG&E 2019's DIP facility and its guarantee (p. 151) and Verizon 2019's CSA rating
thresholds (p. 61) were proposed and verified, then dropped as repeats of another page
without a record; 3M 2018's total debt (p. 47) was dropped as a "fragment" of the next
sentence, whose quote it only overlapped. The sentences here are our own wording of those
layouts."""

from __future__ import annotations

from pathlib import Path

from fake_provider import FakeProvider
from hypothesis import given, settings
from hypothesis import strategies as st
from test_signals import COVENANT, LITIGATION, make_report, sig

from analyste.schema import Page, PagesFile, load, save
from analyste.signals import (
    ProposedSignal,
    SignalsReply,
    _drop_fragments,
    _drop_repeats,
    _key,
    read_signals,
)


def _add(verified: dict, quote: str, page: int, start: int, category: str = "refinancing"):
    s = ProposedSignal(category=category, quote=quote, page=page, why="")
    verified[_key(s)] = (s, (start, start + len(quote)))


def test_a_repeat_is_set_aside_with_the_page_it_gave_way_to() -> None:
    """The same sentence in the MD&A and in a note: the copy that gives way is recorded,
    with the page and the sentence kept, not deleted (PG&E p. 151, Verizon p. 61)."""
    quote = "The Company's obligations under the Facility are guaranteed by its parent."
    pages = {4: "Liquidity.\n" + quote, 9: "Note 7 - Debt\n" + quote}
    verified: dict = {}
    for n in (4, 9):
        _add(verified, quote, n, len(pages[n]) - len(quote), "guarantee")
    aside = _drop_repeats(verified, pages)
    assert len(verified) == 1
    (kept_page,) = [k[0] for k in verified]
    assert [(r.page, r.reason, r.gave_way_to, r.verified) for r in aside] == [
        ({4, 9}.difference({kept_page}).pop(), f"repeat:{kept_page}", quote, True)
    ]


def test_a_neighbour_sharing_a_clause_but_stating_another_fact_stays() -> None:
    """3M 2018 p. 47: "Total debt was … $14.6 billion … Increases in debt related to the
    third quarter" overlapped the next sentence's quote by its head and was dropped as its
    fragment, though the total is told nowhere else."""
    first = "Total borrowings were $8.1 billion at year end and $7.4 billion a year earlier."
    second = (
        "Higher borrowings reflect the issue of $1.2 billion of senior notes in the second "
        "quarter, partly offset by repayments of $300 million."
    )
    page = "Note 9 - Borrowings\n" + first + " " + second
    verified: dict = {}
    a = page.index(first)
    _add(verified, page[a : page.index("of senior")], 5, a)  # runs into the next sentence
    _add(verified, second, 5, page.index(second))
    aside = _drop_fragments(verified)
    assert aside == []
    assert len(verified) == 2


def test_a_fragment_is_set_aside_with_the_sentence_that_holds_it() -> None:
    whole = "Total borrowings were $64.0 million, including $9.0 million drawn under the facility."
    page = "Note 9 - Borrowings\n" + whole
    verified: dict = {}
    start = page.index(whole)
    _add(verified, whole, 5, start)
    _add(verified, whole[: whole.index(", including")], 5, start)
    aside = _drop_fragments(verified)
    assert [(r.reason, r.gave_way_to) for r in aside] == [("fragment:5", whole)]


def test_every_verified_candidate_is_kept_or_set_aside(tmp_path: Path) -> None:
    """The stage's accounting: candidates = kept + set aside, whatever drops them."""
    where = make_report(tmp_path)
    pf = load(PagesFile, where.pages_json("test"))
    pf.pages[2] = Page(number=3, text=pf.pages[2].text + COVENANT.replace(" ; ", " ;\n") + "\n")
    save(pf, where.pages_json("test"))
    reply = SignalsReply(
        signals=[sig(COVENANT, 3), sig(LITIGATION, 3, "litigation"), sig(COVENANT, 2)]
    )
    result = read_signals("test", FakeProvider([reply]), where=where)
    assert result.candidates == 3
    assert result.candidates == result.verified + len(result.set_aside)
    assert [(r.page, r.reason) for r in result.set_aside] == [(3, "repeat:2")]


_WORDS = st.lists(
    st.sampled_from(
        ["debt", "notes", "facility", "$5 million", "$12 billion", "due", "2027", "lenders"]
    ),
    min_size=3,
    max_size=12,
)


@settings(max_examples=60, deadline=None)
@given(
    text=_WORDS,
    cuts=st.lists(st.tuples(st.integers(0, 200), st.integers(1, 200)), min_size=1, max_size=6),
)
def test_fragments_drop_only_what_a_kept_quote_tells(text: list[str], cuts: list) -> None:
    """Whatever the quotes of a page, each dropped one is recorded, and its text lies
    within the kept quotes overlapping it or carries their amounts and most of its words."""
    page = " ".join(text) + "."
    verified: dict = {}
    for a, n in cuts:
        a = min(a, len(page) - 1)
        quote = page[a : a + n]
        if quote.strip():
            _add(verified, quote, 1, a)
    before = dict(verified)
    aside = _drop_fragments(verified)
    assert len(before) == len(verified) + len(aside)
    kept_quotes = {s.quote for s, _ in verified.values()}
    for r in aside:
        assert r.reason == "fragment:1" and r.gave_way_to in kept_quotes


def test_a_fragment_whose_holder_gave_way_names_the_quote_kept_at_the_end_of_the_chain() -> None:
    """ "d" lies inside "de", and "de" is covered by "eb" within the gap: the record of "d"
    named "de", which was dropped too (a case hypothesis found for the property above)."""
    page = "debt debt debt."
    verified: dict = {}
    for a, n in [(0, 1), (0, 2), (1, 2)]:
        _add(verified, page[a : a + n], 1, a)
    aside = _drop_fragments(verified)
    kept_quotes = {s.quote for s, _ in verified.values()}
    assert kept_quotes == {"eb"}
    assert {r.quote: r.gave_way_to for r in aside} == {"d": "eb", "de": "eb"}
