"""Amounts a question or a rule writes with a magnitude suffix ("110k", "€1.2m", "2,5 M€",
"10 mille euros"): read as their value, not as the bare number before the suffix (issue 11,
fourteenth round: "110k" was read as 110 with no unit, and the question abstained)."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from analyste.ask.slots import Band, carries, quantities, question_slot

SCALES = {
    "k": 10**3,
    "K": 10**3,
    " k": 10**3,
    " k€": 10**3,
    "k€": 10**3,
    " mille euros": 10**3,
    "m": 10**6,
    "M": 10**6,
    "mn": 10**6,
    " M€": 10**6,
    " million": 10**6,
    " millions": 10**6,
    "bn": 10**9,
    " bn": 10**9,
    " Md€": 10**9,
    " milliard": 10**9,
    " milliards": 10**9,
}


def _money(text: str) -> list[Band]:
    return [b for b, _ in quantities(text, bare=True) if b.dim.startswith("money:")]


def _written(value: Decimal, french: bool) -> str:
    whole, _, frac = f"{value:f}".partition(".")
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    text = (" " if french else ",").join(groups)
    return text + ((("," if french else ".") + frac) if frac else "")


@given(
    st.decimals(min_value=1, max_value=99999, places=1, allow_nan=False, allow_infinity=False),
    st.sampled_from(sorted(SCALES)),
    st.booleans(),
)
def test_a_suffixed_amount_reads_as_its_value(value: Decimal, suffix: str, french: bool) -> None:
    text = f"Who approves an amount of {_written(value, french)}{suffix} for this client?"
    bands = _money(text)
    assert bands, text
    assert bands[0].lo == bands[0].hi == value * SCALES[suffix], text


@given(st.integers(min_value=1, max_value=999))
def test_a_currency_before_takes_the_suffix(n: int) -> None:
    for text, scale in ((f"Who signs off a €{n}m line?", 10**6), (f"a EUR {n}k request", 10**3)):
        (band,) = _money(text)
        assert band.dim == "money:€" and band.lo == n * scale, text


@given(st.integers(min_value=1, max_value=99999).filter(lambda n: not 1900 <= n <= 2100))
def test_a_plain_number_keeps_its_value(n: int) -> None:
    bands = [b for b, _ in quantities(f"a score of {n} for the file", bare=True)]
    assert [(b.dim, b.lo) for b in bands] == [("", Decimal(n))]


def test_a_year_and_a_percentage_are_not_amounts() -> None:
    assert not _money("What changed in 2025 for the 15% rate?")
    assert not _money("Qu'est-ce qui change en 2026 ?")


def test_not_a_measure_unit() -> None:
    # "5 m" is five metres, "15 km" a distance, "3 min" a duration: not magnitudes.
    for text in ("a 5 m fence", "a trip of 15 km", "within 3 min", "a 20 kg bag", "5 mm"):
        assert not _money(text), text


def test_an_amount_with_no_currency_meets_the_rule_in_its_currency() -> None:
    # The question "110k a year" names no currency; the grid is in francs (a campus's
    # income bands): the amount is read against the band of either currency.
    slot = question_slot("What fee reduction applies to a family income of 110k before tax?")
    assert any(b.dim == "money:" and b.lo == 110000 for b in slot.bands)
    assert carries(slot, "Revenu de CHF 100 001 à CHF 120 000 : réduction de 25 %.").ok
    assert not carries(slot, "Revenu de CHF 60 001 à CHF 80 000 : réduction de 50 %.").ok
