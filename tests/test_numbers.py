"""Numbers as French and English texts print them: one token, and numbers in running text."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from analyste.numbers import format_amount, numbers_in, parse_amount, readings

D = Decimal


@pytest.mark.parametrize(
    ("token", "value"),
    [
        ("85 000", D(85000)),
        ("85\u00a0000", D(85000)),
        ("85\u202f000", D(85000)),
        ("85000", D(85000)),
        ("1,234.5", D("1234.5")),
        ("1 234,5", D("1234.5")),
        ("3,4x", D("3.4")),
        ("3.4x", D("3.4")),
        ("38 %", D(38)),
        ("38%", D(38)),
        ("-0,5 %", D("-0.5")),
        ("\u22120,5 %", D("-0.5")),
        ("(1 234)", D(-1234)),
        ("(1,234)", D(-1234)),
        ("+1,9x", D("1.9")),
        ("—", D(0)),
    ],
)
def test_parse_amount_reads_every_supported_format(token, value):
    assert parse_amount(token) == value


def test_parse_amount_refuses_what_is_not_a_number():
    assert parse_amount("abc") is None
    assert parse_amount("1,2,3") is None


def test_readings_of_an_ambiguous_separator():
    assert readings("1,234") == {D(1234), D("1.234")}
    assert readings("1.234") == {D(1234), D("1.234")}
    assert readings("(1,234)") == {D(-1234), D("-1.234")}
    assert readings("1,234.5") == {D("1234.5")}
    assert readings("0,123") == {D("0.123")}
    assert readings("3,4") == {D("3.4")}


def mentions(text):
    return [(m.written, m.value, m.signed, m.unit) for m in numbers_in(text)]


def test_numbers_in_running_french_text():
    text = "Un free cash-flow négatif de 14\u00a0930 k€, une marge de −0,5 % et un levier de 5,5x."
    assert mentions(text) == [
        ("14\u00a0930", D(14930), False, ""),
        ("−0,5", D("-0.5"), True, "%"),
        ("5,5", D("5.5"), False, "x"),
    ]


def test_numbers_in_keeps_parenthesised_negatives_and_explicit_plus():
    assert mentions("Capex (1,577) ; variation : +1,9x") == [
        ("(1,577)", D(-1577), True, ""),
        ("+1,9", D("1.9"), True, "x"),
    ]


def test_parenthetical_remark_is_not_a_negative():
    """ "Levier 2025 : 5,5x (2024 : 3,6x)" is how ratio facts print the prior year."""
    assert mentions("Levier 2025 : 5,5x (2024 : 3,6x)") == [
        ("2025", D(2025), False, ""),
        ("5,5", D("5.5"), False, "x"),
        ("2024", D(2024), False, ""),
        ("3,6", D("3.6"), False, "x"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Q-ferlac-3",
        "R-solvea-leverage",
        "A-ferlac-12",
        "2026-10-20",
        "le 20/10/2026",
        "chunk 7839ded2d52b",
        "COVID-19",
        "Form 10-K",
        "au 31 décembre",
        "December 31,",
    ],
)
def test_ids_and_dates_are_not_amounts(text):
    assert numbers_in(text) == []


def test_table_columns_stay_separate_numbers():
    """3M's cash-flow line as pdfplumber prints it: three years side by side."""
    assert [m.value for m in numbers_in("(Millions) 2018 2017 2016")] == [
        D(2018),
        D(2017),
        D(2016),
    ]
    assert [m.value for m in numbers_in("Depreciation and amortization 1,488 1,544 1,474")] == [
        D(1488),
        D(1544),
        D(1474),
    ]


def test_span_points_at_the_written_number():
    text = "soit (1 234) k€"
    (m,) = numbers_in(text)
    assert text[m.span[0] : m.span[1]] == "(1 234)"


def test_hyphen_between_digits_is_not_a_sign():
    assert mentions("2018-2019") == [("2018", D(2018), False, ""), ("2019", D(2019), False, "")]


# ---------------------------------------------------------------- every style, one value

values = st.decimals(
    min_value=D("-99999999.99"), max_value=D("99999999.99"), places=2, allow_nan=False
).filter(lambda v: v != 0)


def styles(value: Decimal) -> list[str]:
    """The value printed in every style the checker supports."""
    out = []
    magnitude = abs(value)
    plain = f"{magnitude.normalize():f}"
    bodies = [
        format_amount(magnitude, "fr", decimals=2),  # 1 234,50 (U+00A0)
        format_amount(magnitude, "fr", decimals=2).replace("\u00a0", "\u202f"),
        format_amount(magnitude, "fr", decimals=2).replace("\u00a0", " "),
        format_amount(magnitude, "en", decimals=2),  # 1,234.50
        plain,  # 1234.5
        plain.replace(".", ","),  # 1234,5
    ]
    for body in bodies:
        for unit in ("", "%", " %", "x"):
            if value < 0:
                out += [f"-{body}{unit}", f"\u2212{body}{unit}"]
                if not unit:
                    out.append(f"({body})")
            else:
                out += [f"{body}{unit}", f"+{body}{unit}"]
    return out


@given(values)
def test_every_style_reads_back_to_the_same_value_and_sign(value):
    for token in styles(value):
        assert parse_amount(token) == value, token
        (mention,) = numbers_in(f"soit {token} en tout")
        assert value in mention.candidates, token
        assert mention.value == value, token
        assert mention.signed == (value < 0 or token.startswith("+")), token


def test_sign_spaced_from_its_number_in_french_typesetting():
    assert mentions("résultat : − 591 k€") == [("− 591", D(-591), True, "")]
    assert mentions("(- 3)") == [("- 3", D(-3), True, "")]


def test_dash_between_two_numbers_is_a_range_not_a_sign():
    assert mentions("2018 – 2019") == [("2018", D(2018), False, ""), ("2019", D(2019), False, "")]
    assert mentions("2024 - 591") == [("2024", D(2024), False, ""), ("591", D(591), False, "")]


@pytest.mark.parametrize(
    "text", ["le 1er janvier", "le 2e exercice", "3ème trimestre", "3rd quarter", "the 4th year"]
)
def test_ordinals_are_not_amounts(text):
    assert numbers_in(text) == []


# ---------------------------------------------------------------- measures (units)


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        ("soit 118 240 k€ en 2025", "money:€:k"),
        ("soit 118 240 M€ en 2025", "money:€:M"),
        ("soit 3,4 Md€", "money:€:B"),
        ("soit 118 240 milliers d'euros", "money:€:k"),
        ("soit 12 millions d'euros", "money:€:M"),
        ("revenue of 32,765 $ millions", "money:$:M"),
        ("revenue of $32,765 million", "money:$:M"),
        ("net income of 969,124 AED thousands", "money:AED:k"),
        ("funds of AED 7.4 million", "money:AED:M"),
        ("un loyer de 640 €", "money:€:"),
        ("une marge de 12,2 %", "%"),
        ("une marge de 12,2 x", "x"),
        ("un levier de 5,5x", "x"),
        ("variation : -4,2 pt", "pt"),
        ("change: -2.7 pp", "pt"),
        ("gagné 1,9 point", "pt"),
        ("DSO de 86 jours", "days"),
        ("DSO of 56 days", "days"),
        ("Note 16 of the notes", ""),
        ("3M COMPANY reports", ""),
    ],
)
def test_measure_is_the_unit_written_with_the_number(text, measure):
    """Constructed: the unit check of claims (k€ written M€, % written x) reads these."""
    assert numbers_in(text)[0].measure == measure


def test_a_sign_before_a_currency_symbol_signs_the_number() -> None:
    """English money reads "-$8,343 million" (ratios.format_money): the sign is the
    number's, the symbol its measure; a leading "$" alone signs nothing."""
    (neg,) = numbers_in("-$8,343\u00a0million")
    assert (neg.written, neg.value, neg.signed, neg.measure) == (
        "-$8,343",
        Decimal("-8343"),
        True,
        "money:$:M",
    )
    (pos,) = numbers_in("$8,343\u00a0million")
    assert (pos.written, pos.value, pos.signed) == ("8,343", Decimal("8343"), False)
