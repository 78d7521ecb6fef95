"""Attribution rules of the claim checker: quoted spans, units, direction words, years,
the empty memo and per-sentence clues. Each test is built from the failure it must catch.

Facts are constructed (labelled so) as the ratio, alert and risk-reader stages print them
for Maison Ferlac, the French sample filing; the edited sentences are those of the review
(/tmp/review/edits/*.json).
"""

import pytest

from analyste.claims import (
    check_claim,
    paragraph_clues,
    uncited_signals,
    verify_paragraphs,
)
from analyste.schema import Paragraph

# Constructed, as facts.json prints them.
FERLAC = {
    "R-ferlac-revenue": "Maison Ferlac SAS - Chiffre d'affaires 2025 : 118 240 k€ "
    "(2024 : 121 030 k€) ; variation : -2 790 k€ ; formule : montant publié",
    "R-ferlac-revenue_growth": "Maison Ferlac SAS - Croissance du chiffre d'affaires 2025 : "
    "-2,3 % ; formule : chiffre d'affaires de l'exercice / chiffre d'affaires de l'exercice "
    "précédent - 1",
    "R-ferlac-ebitda_margin": "Maison Ferlac SAS - Marge d'EBITDA 2025 : 12,2 % "
    "(2024 : 16,4 %) ; variation : -4,2 pt ; formule : EBITDA / chiffre d'affaires",
    "R-ferlac-leverage": "Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; "
    "variation : +1,9x ; formule : dette nette / EBITDA",
    "R-ferlac-gearing": "Maison Ferlac SAS - Gearing 2025 : 1,6x (2024 : 1,6x) ; "
    "variation : 0,0x ; formule : dette nette / capitaux propres",
    "A-ferlac-1": "Maison Ferlac SAS - Levier de 5,5x en 2025 (2024 : 3,6x ; variation : "
    "+1,9x), au-dessus du seuil de 3,5x et en hausse de plus de 1,0x.",
    "A-ferlac-2": "Maison Ferlac SAS - Couverture des intérêts de 2,8x en 2025, sous le "
    "seuil de 3,0x.",
    "Q-ferlac-2": "« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette "
    "nette / EBITDA ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio "
    "s'établit à 3,4x selon la définition contractuelle. » (page 9)",
    "Q-ferlac-3": "« La tranche A de l'emprunt syndiqué, d'un montant de 12 000 k€, arrive "
    "à échéance en juin 2026 et son refinancement n'est pas encore sécurisé à la date "
    "d'arrêté des comptes. » (page 9)",
    "Q-ferlac-6": "« Un ancien distributeur a assigné la Société devant le tribunal de "
    "commerce de Limoges en réclamant 4 200 k€. » (page 9)",
}
YEARS = (2025, 2024)


def codes(text, cited, sources=FERLAC, years=YEARS):
    return [p.code for p in check_claim(text, cited, sources, years=years) if p.exact]


# ---------------------------------------------------------------- quoted spans

COVENANT_OK = (
    "Le rapport indique : « L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de "
    "dette nette / EBITDA ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio "
    "s'établit à 3,4x selon la définition contractuelle. » (page 9)."
)


def test_copied_quote_passes():
    assert codes(COVENANT_OK, ["Q-ferlac-2"]) == []


def test_review_quotealter_changed_words_inside_guillemets_are_refused():
    """edits/quotealter.json: « inférieur ou égal à 3,5x » became « supérieur à 3,5x »."""
    text = COVENANT_OK.replace("inférieur ou égal à", "supérieur à")
    assert codes(text, ["Q-ferlac-2"]) == ["quote_not_in_sources:L'emprunt syndiqué de 85 000…"]


def test_review_quotealter2_negation_dropped_is_refused():
    """edits/quotealter2.json: « n'est pas encore sécurisé » became « est sécurisé »."""
    text = (
        "Le rapport indique : « La tranche A de l'emprunt syndiqué, d'un montant de 12 000 "
        "k€, arrive à échéance en juin 2026 et son refinancement est sécurisé à la date "
        "d'arrêté des comptes. » (page 9)."
    )
    assert [c.split(":")[0] for c in codes(text, ["Q-ferlac-3"])] == ["quote_not_in_sources"]


@pytest.mark.parametrize(
    "quoted",
    [
        "\u201cL'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette nette\u201d",
        "\"L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette nette\"",
        "«\u00a0L\u2019emprunt syndiqué de 85\u00a0000 k€ est assorti d\u2019un covenant\u00a0»",
    ],
)
def test_typographic_and_straight_quotes_are_checked_too(quoted):
    assert codes(f"Le rapport indique : {quoted}.", ["Q-ferlac-2"]) == []
    altered = quoted.replace("assorti", "dépourvu")
    assert [c.split(":")[0] for c in codes(f"Selon le rapport, {altered}.", ["Q-ferlac-2"])] == [
        "quote_not_in_sources"
    ]


def test_stitched_quote_is_refused():
    text = "Le rapport indique : « L'emprunt syndiqué de 85 000 k€ […] s'établit à 3,4x »."
    assert [c.split(":")[0] for c in codes(text, ["Q-ferlac-2"])] == ["quote_not_in_sources"]


def test_quote_from_an_uncited_fact_is_refused():
    text = "Le rapport indique : « Un ancien distributeur a assigné la Société »."
    assert [c.split(":")[0] for c in codes(text, ["Q-ferlac-2"])] == ["quote_not_in_sources"]
    assert codes(text, ["Q-ferlac-6"]) == []


def test_short_quoted_terms_are_not_quotes():
    """A word in quote marks (« waiver », "covenant") names a term; under 12 characters it
    proves nothing either way."""
    assert (
        codes("Un « waiver » pourrait être nécessaire (levier 5,5x).", ["R-ferlac-leverage"]) == []
    )


# ---------------------------------------------------------------- units


def test_review_unit_percent_written_as_a_multiple_is_refused():
    """edits/unit.json: 12,2 % → 12,2 x."""
    text = "Marge d'EBITDA de 12,2 x en 2025, contre 16,4 % en 2024."
    assert codes(text, ["R-ferlac-ebitda_margin"]) == ["unit_mismatch:12,2"]


def test_review_unit_thousands_written_as_millions_is_refused():
    """edits/unit2.json: 118 240 k€ → 118 240 M€."""
    text = "Chiffre d'affaires de 118 240 M€ en 2025, contre 121 030 k€ en 2024."
    assert codes(text, ["R-ferlac-revenue"]) == ["unit_mismatch:118 240"]


@pytest.mark.parametrize(
    "text",
    [
        "Chiffre d'affaires de 118 240 k€ en 2025.",
        "Chiffre d'affaires de 118 240 milliers d'euros en 2025.",
        "Chiffre d'affaires de 118 240 en 2025.",  # no unit written: nothing to compare
        "La marge d'EBITDA perd 4,2 points.",  # pt
        "La marge d'EBITDA perd 4,2 % (variation : -4,2 pt).",  # % read as points
    ],
)
def test_compatible_or_unwritten_units_pass(text):
    assert not [
        c for c in codes(text, ["R-ferlac-revenue", "R-ferlac-ebitda_margin"]) if "unit" in c
    ]


def test_unit_of_a_source_without_unit_is_not_held_against_the_claim():
    sources = {"F": "Revenue 2018: 32,765"}
    assert codes("Revenue of 32,765 $ millions in 2018.", ["F"], sources, [2018]) == []
    sources = {"F": "Revenue 2018: 32,765 $ millions"}
    assert codes("Revenue of $32,765 million in 2018.", ["F"], sources, [2018]) == []
    assert codes("Revenue of $32,765 billion in 2018.", ["F"], sources, [2018]) == [
        "unit_mismatch:32,765"
    ]


# ---------------------------------------------------------------- direction words


def test_review_baisse_governing_a_positive_change_is_refused():
    """edits/baisse.json: "(en baisse de 1,9x)" against the fact "variation : +1,9x"."""
    text = "Levier de 5,5x en 2025, contre 3,6x en 2024 (en baisse de 1,9x)."
    assert codes(text, ["R-ferlac-leverage"]) == ["direction_mismatch:1,9"]


@pytest.mark.parametrize(
    "text",
    [
        "Le chiffre d'affaires est en recul de 2,3 % en 2025.",
        "Le chiffre d'affaires est en baisse de 2,3 % en 2025.",
        "Une diminution de 2,3 % du chiffre d'affaires en 2025.",
        "Le chiffre d'affaires s'inscrit en repli de 2,3 %.",
        "Le chiffre d'affaires a baissé de 2 790 k€.",
        "Revenue decreased by 2.3% in 2025.",
        "A decline of 2.3% in revenue.",
        "Revenue fell 2.3% in 2025.",
        "A 2.3% decrease in revenue.",
    ],
)
def test_decrease_words_carry_the_minus_sign(text):
    cited = ["R-ferlac-revenue_growth", "R-ferlac-revenue"]
    assert codes(text, cited) == []


@pytest.mark.parametrize(
    "text",
    [
        "Le levier est en hausse de 1,9x.",
        "Le levier progresse de 1,9x (progression de 1,9x).",
        "Leverage increased by 1.9x, up 1.9x.",
    ],
)
def test_increase_words_pass_on_a_positive_change(text):
    assert codes(text, ["R-ferlac-leverage"]) == []


def test_increase_word_on_a_negative_change_is_refused():
    text = "La marge d'EBITDA est en hausse de 4,2 pt."
    assert codes(text, ["R-ferlac-ebitda_margin"]) == ["direction_mismatch:4,2"]


def test_from_to_after_a_direction_word_is_a_range_not_a_change():
    text = "Le levier est en hausse de 3,6x à 5,5x entre 2024 et 2025."
    assert codes(text, ["R-ferlac-leverage"]) == []
    text = "Leverage declined to 3.6x in 2024."  # a level, not the change
    assert codes(text, ["R-ferlac-leverage"]) == []
    # "by … to …": the first number is the change after all; either reading passes
    text = "Revenue declined 2.3% to 118,240 k€ in 2025."
    assert codes(text, ["R-ferlac-revenue_growth", "R-ferlac-revenue"]) == []
    text = "Le chiffre d'affaires recule de 2 790 k€ à 118 240 k€."
    assert codes(text, ["R-ferlac-revenue"]) == []


def test_a_direction_word_elsewhere_in_the_sentence_does_not_govern():
    text = "Le levier atteint 5,5x, en baisse de 1,9x par rapport au plafond."
    assert codes(text, ["R-ferlac-leverage"]) == ["direction_mismatch:1,9"]
    text = "En baisse, le chiffre d'affaires atteint 118 240 k€."
    assert codes(text, ["R-ferlac-revenue"]) == []


# ---------------------------------------------------------------- years


def test_review_swapyears_is_refused():
    """edits/swapyears.json: "Levier de 3,6x en 2025, contre 5,5x en 2024"."""
    text = "Levier de 3,6x en 2025, contre 5,5x en 2024 (variation : +1,9x)."
    assert codes(text, ["R-ferlac-leverage"]) == ["year_mismatch:3,6", "year_mismatch:5,5"]


@pytest.mark.parametrize(
    "text",
    [
        "Levier de 5,5x en 2025, contre 3,6x en 2024 (variation : +1,9x).",
        "En 2025 : 5,5x ; 2024 : 3,6x.",
        "Le levier s'établit à 5,5x en 2025 contre 3,6x en 2024.",
        "En 2025, le levier atteint 5,5x.",
        "Gearing de 1,6x en 2025, contre 1,6x en 2024.",  # the same value both years
        "Le levier progresse de 1,9x en 2025.",  # the change belongs to no single year
    ],
)
def test_numbers_tied_to_their_own_year_pass(text):
    assert codes(text, ["R-ferlac-leverage", "R-ferlac-gearing"]) == []


@pytest.mark.parametrize(
    "text",
    [
        "En 2025 : 3,6x.",
        "2025 : 3,6x (2024 : 5,5x).",
        "En 2024, le levier atteint 5,5x.",
        "Le levier s'établit à 3,6x en 2025 contre 5,5x en 2024.",
    ],
)
def test_numbers_tied_to_the_other_year_are_refused(text):
    assert codes(text, ["R-ferlac-leverage"]) and all(
        c.startswith("year_mismatch:") for c in codes(text, ["R-ferlac-leverage"])
    )


def test_english_years():
    sources = {"R": "3M COMPANY - Leverage 2018: 1.4x (2017: 1.2x); change: +0.2x"}
    assert codes("In 2018, leverage stood at 1.4x.", ["R"], sources, [2018, 2017]) == []
    assert codes("In 2017, leverage stood at 1.4x.", ["R"], sources, [2018, 2017]) == [
        "year_mismatch:1.4"
    ]


def test_year_not_checked_when_the_source_ties_the_number_to_no_year():
    """Q-ferlac-3 says "12 000 k€" with no year of its own: a claim may place it."""
    text = "La tranche A de 12 000 k€ arrive à échéance en juin 2026."
    assert codes(text, ["Q-ferlac-3"], years=YEARS) == []


# ---------------------------------------------------------------- memo-level rules


def test_review_empty_memo_is_a_defect():
    """edits/empty.json: "paragraphs": [] verified."""
    (defect,) = verify_paragraphs([], FERLAC, years=YEARS)
    assert (defect.paragraph, defect.code) == (-1, "empty_memo")
    assert defect.message == "Le mémo est vide."


def test_review_claim3_clue_per_sentence():
    """edits/claim3.json: a supported paragraph ends with "Le risque de défaut est nul."."""
    p = Paragraph(
        text="Levier de 5,5x en 2025, contre 3,6x en 2024 (variation : +1,9x). "
        "Le risque de défaut est nul.",
        sources=["R-ferlac-leverage"],
    )
    assert verify_paragraphs([p], FERLAC, years=YEARS) == []
    ((index, clue),) = paragraph_clues([p], FERLAC, years=YEARS)
    assert index == 0 and clue.code == "unsupported:0.00" and not clue.exact
    assert clue.message.startswith("« Le risque de défaut est nul. » ")


def test_review_dropquote_uncited_signals_listed():
    """edits/dropquote.json: the paragraph citing Q-ferlac-6 was deleted."""
    paragraphs = [
        Paragraph(text=COVENANT_OK, sources=["Q-ferlac-2"]),
        Paragraph(text="Voir Q-ferlac-3.", sources=["Q-ferlac-3"]),
    ]
    assert uncited_signals(paragraphs, FERLAC) == ["Q-ferlac-6"]


# ---------------------------------------------------------------- thresholds


def test_review_swapparts_threshold_and_level_swapped_is_refused():
    """edits/swapparts.json: "couverture des intérêts de 3,0x en 2025, sous le seuil de
    2,8x" against A-ferlac-2 "… de 2,8x en 2025, sous le seuil de 3,0x"."""
    text = "Point d'attention : couverture des intérêts de 3,0x en 2025, sous le seuil de 2,8x."
    # and the comparison the swap makes is false as written (3,0x is not below 2,8x)
    assert codes(text, ["A-ferlac-2"]) == ["threshold_mismatch:2,8", "comparison_false:3,0 < 2,8"]
    original = "Point d'attention : couverture des intérêts de 2,8x en 2025, sous le seuil de 3,0x."
    assert codes(original, ["A-ferlac-2"]) == []


def test_review_covenant2_ratio_written_as_the_covenant_is_refused():
    """edits/covenant2.json: "Le covenant de 3,4x est respecté avec un ratio de 3,5x"."""
    text = "Le covenant de 3,4x est respecté avec un ratio de 3,5x (page 9)."
    assert codes(text, ["Q-ferlac-2"]) == ["threshold_mismatch:3,4"]
    text = "Le covenant de 3,5x est respecté avec un ratio de 3,4x (page 9)."
    assert codes(text, ["Q-ferlac-2"]) == []


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("Un plafond de 5 000 € par an.", "Le plafond est fixé à 5 000 € par an."),
        ("Le covenant de 4,0x.", "Un covenant de levier plafonné à 4,0x."),
        ("Leverage threshold of 3.5x.", "Leverage must not exceed 3.5x."),
        ("Le seuil de 1,10x.", "un minimum contractuel de 1,10x"),
    ],
)
def test_threshold_paraphrased_passes(text, source):
    assert codes(text, ["S"], {"S": source}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Le levier atteint 5,5x en 2025 contre 3,6x un an plus tôt.",
        "En 2025, le levier atteint 5,5x contre 3,6x un an plus tôt.",
        "En 2025, le levier atteint 5,5x contre 3,6x en 2024.",
        "In 2025, leverage was 5.5x, up from 3.6x.",
        "Leverage was 5.5x in 2025 compared with 3.6x the previous year.",
    ],
)
def test_a_comparison_word_unties_the_year(text):
    """Constructed: a model's phrasings of the prior year without naming it."""
    assert codes(text, ["R-ferlac-leverage"]) == []


MORE = {
    **FERLAC,
    "R-ferlac-net_debt": "Maison Ferlac SAS - Dette nette 2025 : 79 700 k€ (2024 : 71 500 k€) ; "
    "variation : +8 200 k€",
    "R-ferlac-interest_cover": "Maison Ferlac SAS - Couverture des intérêts 2025 : 2,8x "
    "(2024 : 4,3x) ; variation : -1,5x",
    "R-ferlac-free_cash_flow": "Maison Ferlac SAS - Free cash-flow 2025 : -14 930 k€ "
    "(2024 : 4 340 k€) ; variation : -19 270 k€",
}


@pytest.mark.parametrize(
    "text",
    [
        "Le chiffre d'affaires recule de 2,3 % à 118 240 k€ en 2025 (121 030 k€ en 2024).",
        "La marge d'EBITDA recule de 4,2 points, à 12,2 % en 2025.",
        "EBITDA margin fell 4.2 points to 12.2% in 2025 from 16.4% in 2024.",
        "Net debt rose by 8,200 k€ to 79,700 k€.",
        "Interest cover dropped to 2.8x in 2025 from 4.3x in 2024.",
        "Leverage of 5.5x (3.6x in 2024).",
        "For 2025, net debt / EBITDA reached 5.5x versus 3.6x.",
        "Le free cash-flow est négatif en 2025 (-14 930 k€) après 4 340 k€ en 2024.",
        "La dette nette augmente de 8 200 k€ pour atteindre 79 700 k€ fin 2025.",
        "La couverture des intérêts recule de 1,5x, à 2,8x, sous le seuil de 3,0x.",
    ],
)
def test_model_phrasings_of_true_facts_pass(text):
    """Constructed: how a model may word the facts; none of the rules may refuse them."""
    assert codes(text, list(MORE), MORE) == []


def test_a_blank_paragraph_that_still_cites_is_a_defect():
    """Constructed from the final review: a Synthèse emptied by hand, its sources kept,
    was reported verified — no number to refuse, and the citations were all real."""
    from analyste.claims import verify_paragraphs
    from analyste.schema import Paragraph

    paragraphs = [
        Paragraph(text="  ", sources=["R-x-leverage"]),
        Paragraph(text="Levier de 5,5x en 2025.", sources=["R-x-leverage"]),
    ]
    sources = {"R-x-leverage": "X - Levier 2025 : 5,5x (2024 : 3,6x)"}
    defects = verify_paragraphs(paragraphs, sources, years=[2025, 2024])
    assert [(d.paragraph, d.code) for d in defects] == [(0, "empty_paragraph")]
