"""Properties of the quote checker, on generated (constructed) text."""

from decimal import Decimal

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from analyste.claims import check_claim, check_quote, normalise
from analyste.numbers import format_amount

MESSY = st.text(
    alphabet=st.one_of(
        st.characters(codec="utf-8", exclude_categories=("Cs",)),
        st.sampled_from(list("-–—−‐ \n\u00a0\u202f’‘«»“”•|ﬁ0123456789,.()[]…")),
    ),
    max_size=80,
)


@given(MESSY)
def test_normalise_is_idempotent(text):
    once = normalise(text)
    assert normalise(once) == once


# Page words use letters a–m; a replacement word always holds a letter from n–z, so the
# changed quote cannot be found anywhere on the page by accident.
PAGE_WORD = st.text(alphabet="abcdefghijklm", min_size=1, max_size=8)
NEW_WORD = st.tuples(
    st.text(alphabet="abcdefghijklm", max_size=4),
    st.sampled_from("nopqrstuvwxyz"),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", max_size=4),
).map("".join)
SEPARATOR = st.sampled_from([" ", "\n", "  ", " \u00a0"])


@settings(max_examples=200)
@given(
    words=st.lists(PAGE_WORD, min_size=4, max_size=40),
    seps=st.lists(SEPARATOR, min_size=40, max_size=40),
    data=st.data(),
    new=NEW_WORD,
)
def test_a_verified_quote_with_one_word_replaced_fails(words, seps, data, new):
    page = "".join(w + s for w, s in zip(words, seps, strict=False)).strip()
    start = data.draw(st.integers(0, len(words) - 2))
    end = data.draw(st.integers(start + 2, len(words)))
    quote_words = words[start:end]
    assume(len(" ".join(quote_words)) >= 12)
    assert check_quote(" ".join(quote_words), [page], 1).ok
    i = data.draw(st.integers(0, len(quote_words) - 1))
    changed = [*quote_words[:i], new, *quote_words[i + 1 :]]
    assert not check_quote(" ".join(changed), [page], 1).ok


@settings(max_examples=200)
@given(
    words=st.lists(PAGE_WORD, min_size=4, max_size=30),
    data=st.data(),
)
def test_a_verified_quote_with_one_word_replaced_by_a_page_word_fails_unless_on_page(words, data):
    """Replacement drawn from the page's own words: it fails unless the changed quote is
    itself on the page, word for word, or with some of the page's spaces taken as a word
    split by the PDF ("Equit y" — the one tolerance of the checker)."""
    page = " ".join(words)
    start = data.draw(st.integers(0, len(words) - 2))
    end = data.draw(st.integers(start + 2, len(words)))
    quote_words = words[start:end]
    assume(len(" ".join(quote_words)) >= 12)
    i = data.draw(st.integers(0, len(quote_words) - 1))
    new = data.draw(st.sampled_from(words))
    assume(new != quote_words[i])
    changed = " ".join([*quote_words[:i], new, *quote_words[i + 1 :]])
    assume(len(changed) >= 12)
    genuinely_there = f" {changed} " in f" {page} "
    ok = check_quote(changed, [page], 1).ok
    if genuinely_there:
        assert ok
    else:
        assert not ok or changed.replace(" ", "") in page.replace(" ", "")


# ---------------------------------------------------------------- numbers in claims

AMOUNTS = st.decimals(
    min_value=Decimal("-999999.9"), max_value=Decimal("999999.9"), places=1, allow_nan=False
).filter(lambda v: abs(v) >= 1)


@given(AMOUNTS, st.sampled_from(["fr", "en"]), st.sampled_from(["fr", "en"]))
def test_a_number_passes_with_its_sign_and_fails_with_the_sign_flipped(
    value, lang_fact, lang_claim
):
    """Constructed: a fact printing a value, a claim copying it in any language's format."""
    fact = {"R-x-value": f"Valeur 2025 : {format_amount(value, lang_fact, decimals=1)} k€"}
    written = format_amount(value, lang_claim, decimals=1)
    flipped = format_amount(-value, lang_claim, decimals=1)
    assert check_claim(f"La valeur est de {written} k€.", ["R-x-value"], fact, years=[2025]) == []
    problems = check_claim(f"La valeur est de {flipped} k€.", ["R-x-value"], fact, years=[2025])
    assert [p.code for p in problems if p.exact] == [
        f"number_not_found:{flipped.replace(chr(160), ' ')}"
    ]
