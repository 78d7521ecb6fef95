"""Comparisons between two numbers of one clause, and the polarity clue.

Review 2 (/tmp/review2/edits/new_*.json): an analyst turned "au-dessus du seuil" into "en
dessous du seuil" and the memo still verified; "Litige non provisionné" became
"intégralement provisionné" over a quote saying "aucune provision n'a été constituée". The
cases are constructed from the Ferlac facts (texts as the alert and risk stages print them).
"""

import pytest

from analyste.claims import check_claim, check_claim_report

A1 = (
    "Maison Ferlac SAS - Levier de 5,5x en 2025 (2024 : 3,6x ; variation : +1,9x), au-dessus "
    "du seuil d'alerte interne de 3,5x et en hausse de plus de 1,0x."
)
A2 = (
    "Maison Ferlac SAS - Couverture des intérêts de 2,8x en 2025, sous le seuil d'alerte "
    "interne de 3,0x."
)
A3 = (
    "Maison Ferlac SAS - Dettes financières à court terme de 14 100 k€ supérieures à la "
    "trésorerie de 6 800 k€ en 2025."
)
Q2 = (
    "« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette nette / EBITDA "
    "ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio s'établit à 3,4x selon la "
    "définition contractuelle. » (page 9)"
)
Q6 = (
    "« Un ancien distributeur a assigné la Société devant le tribunal de commerce de Limoges "
    "en réclamant 4 200 k€ au titre de la rupture de son contrat ; aucune provision n'a été "
    "constituée, la Société estimant la demande infondée. » (page 9)"
)
EN = (
    "Leverage of 5.5x in 2025, above the internal alert threshold of 3.5x. Interest cover of "
    "2.8x in 2025, below the internal alert threshold of 3.0x. Net margin -0.5%, -1.2%, 0.2x."
)
SOURCES = {"A-ferlac-1": A1, "A-ferlac-2": A2, "A-ferlac-3": A3, "Q-ferlac-2": Q2}
SOURCES |= {"Q-ferlac-6": Q6, "A-en": EN}
YEARS = (2025, 2024)


def comparison_codes(text, cited, language="fr"):
    problems = check_claim(text, cited, SOURCES, years=YEARS, language=language)
    return [p.code for p in problems if p.code.startswith("comparison_false")]


# ---------------------------------------------------------------- the failures it must catch


def test_review_new_below_leverage_below_a_lower_threshold_is_refused():
    """Review edits/new_below.json, paragraph 13: 5,5x "en dessous du seuil … de 3,5x"."""
    text = (
        "Point d'attention : levier de 5,5x en 2025 (2024 : 3,6x ; variation : +1,9x), en "
        "dessous du seuil d'alerte interne de 3,5x et en hausse de plus de 1,0x."
    )
    problems = check_claim(text, ["A-ferlac-1"], SOURCES, years=YEARS)
    assert [p.code for p in problems if p.exact] == ["comparison_false:5,5 < 3,5"]
    assert problems[0].message == (
        "La comparaison « 5,5 < 3,5 » est fausse pour les nombres tels qu'ils sont écrits."
    )


@pytest.mark.parametrize(
    ("text", "cited", "code"),
    [
        # constructed: the alert's words turned around, each comparison word of the brief
        ("Couverture de 2,8x en 2025, au-dessus du seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Couverture de 2,8x, supérieure au seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Couverture de 2,8x, au-delà du seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Une couverture de 2,8x dépasse le seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Une couverture de 2,8x excède le seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Une couverture de 2,8x, plus que le seuil de 3,0x.", "A-ferlac-2", "2,8 > 3,0"),
        ("Levier de 5,5x, sous le seuil de 3,5x.", "A-ferlac-1", "5,5 < 3,5"),
        ("Levier de 5,5x, inférieur au seuil de 3,5x.", "A-ferlac-1", "5,5 < 3,5"),
        ("Levier de 5,5x, moins que le seuil de 3,5x.", "A-ferlac-1", "5,5 < 3,5"),
        ("Levier de 5,5x, inférieur ou égal à 3,5x.", "A-ferlac-1", "5,5 <= 3,5"),
        (
            "Dettes financières à court terme de 6 800 k€ supérieures à la trésorerie de "
            "14 100 k€ en 2025.",
            "A-ferlac-3",
            "6 800 > 14 100",
        ),
        ("Leverage of 5.5x in 2025, below the internal alert threshold of 3.5x.", "A-en", ""),
        ("Interest cover of 2.8x, above the threshold of 3.0x.", "A-en", "2.8 > 3.0"),
        ("Interest cover of 2.8x exceeds the threshold of 3.0x.", "A-en", "2.8 > 3.0"),
        ("Interest cover of 2.8x, higher than the threshold of 3.0x.", "A-en", "2.8 > 3.0"),
        ("Interest cover of 2.8x, more than the threshold of 3.0x.", "A-en", "2.8 > 3.0"),
        ("Interest cover of 2.8x, over the threshold of 3.0x.", "A-en", "2.8 > 3.0"),
        ("Leverage of 5.5x, under the threshold of 3.5x.", "A-en", "5.5 < 3.5"),
        ("Leverage of 5.5x, less than the 3.5x threshold.", "A-en", "5.5 < 3.5"),
        ("Leverage of 5.5x, lower than the 3.5x threshold.", "A-en", "5.5 < 3.5"),
        # sign-aware: -1.2% is below -0.5%
        ("Net margin of -1.2%, above -0.5%.", "A-en", "-1.2 > -0.5"),
    ],
)
def test_a_false_comparison_is_refused(text, cited, code):
    code = code or "5.5 < 3.5"
    assert comparison_codes(text, [cited]) == [f"comparison_false:{code}"]


# ---------------------------------------------------------------- what must not be refused


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        # the offline writer's alert sentences, true
        (A1, "A-ferlac-1"),
        (A2, "A-ferlac-2"),
        (A3, "A-ferlac-3"),
        ("Leverage of 5.5x in 2025, above the internal alert threshold of 3.5x.", "A-en"),
        # sign-aware: -0.5% is above -1.2%
        ("Net margin of -0.5%, above -1.2%.", "A-en"),
        # equal as written: rounding may hide the difference
        ("Levier de 3,5x, au-dessus du seuil de 3,5x.", "A-ferlac-1"),
        # units differ: nothing to compare
        ("Levier de 5,5x, inférieur à 12,2 %.", "A-ferlac-1"),
        # a unit on one side only
        ("Levier de 5,5x, inférieur à 3,5.", "A-ferlac-1"),
        # "plus de" quantifies a change, it compares nothing
        ("Levier de 5,5x en hausse de plus de 1,0x.", "A-ferlac-1"),
        # a change "over" a level: "over" means "compared with"
        ("Net margin up 0.2x over 3.5x.", "A-en"),
        # "below … by": the difference, not the compared level
        ("Interest cover of 2.8x, below the threshold by 0.2x.", "A-en"),
        # another clause, another subject
        ("Levier de 5,5x ; sous le seuil de 3,5x, la couverture.", "A-ferlac-1"),
        ("Levier de 5,5x et couverture sous le seuil de 3,0x.", "A-ferlac-1"),
        # negated: "n'est pas inférieur à" (skipped, not read)
        ("Levier de 5,5x, qui n'est pas inférieur à 3,5x.", "A-ferlac-1"),
        # the subject number in a parenthesis
        ("Ferlac (5,5x) est sous le seuil de 3,5x.", "A-ferlac-1"),
        # a quoted source is checked word for word, not read as a comparison
        (
            "Le rapport indique : « L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant "
            "de dette nette / EBITDA ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, "
            "ce ratio s'établit à 3,4x selon la définition contractuelle. »",
            "Q-ferlac-2",
        ),
    ],
)
def test_a_true_or_unreadable_comparison_passes(text, cited):
    assert comparison_codes(text, [cited]) == []


def test_money_in_different_scales_is_compared_in_one_scale():
    sources = {"A": "Dettes de 14 100 k€ et 6,8 M€ et 4 100 k€."}
    fine = check_claim("Dettes de 14 100 k€ supérieures à 6,8 M€.", ["A"], sources)
    wrong = check_claim("Dettes de 4 100 k€ supérieures à 6,8 M€.", ["A"], sources)
    assert [p.code for p in fine if p.code.startswith("comparison")] == []
    assert [p.code for p in wrong if p.code.startswith("comparison")] == [
        "comparison_false:4 100 > 6,8"
    ]


def test_a_comparison_copied_from_a_cited_source_is_not_refused():
    """The claim can be no worse than its source: a policy rule copied word for word
    ("délégation de 2 M€, au-delà de 5 M€ : comité") compares nothing it asserts."""
    sources = {"c": "Délégation du directeur de 2 M€, au-delà de 5 M€ : comité de crédit."}
    text = "Délégation du directeur de 2 M€, au-delà de 5 M€ : comité de crédit."
    assert [p.code for p in check_claim(text, ["c"], sources) if p.exact] == []


def test_comparison_message_in_english():
    text = "Interest cover of 2.8x, above the threshold of 3.0x."
    problems = check_claim(text, ["A-en"], SOURCES, language="en")
    assert [p.message for p in problems if p.exact] == [
        "The comparison “2.8 > 3.0” is false for the numbers as written."
    ]
    assert check_claim_report(text, ["A-en"], SOURCES, language="en").problems
