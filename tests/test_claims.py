"""Claims against their cited sources: ids, sign-aware numbers, the support clue.

Facts are constructed to look like Maison Ferlac's (the French sample filing): texts as
the ratio stage prints them.
"""

import pytest

from analyste.claims import (
    check_claim,
    check_claim_report,
    guess_language,
    support_share,
    verify_paragraphs,
)
from analyste.schema import Paragraph

FERLAC = {
    "R-ferlac-free_cash_flow": "Maison Ferlac SAS - Free cash-flow 2025 : -14 930 k€ "
    "(2024 : 3 210 k€) ; formule : flux de trésorerie opérationnel + investissements",
    "R-ferlac-net_margin": "Maison Ferlac SAS - Marge nette 2025 : -0,5 % (2024 : 1,2 %) ; "
    "formule : résultat net / chiffre d'affaires",
    "R-ferlac-leverage": "Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; "
    "variation : +1,9x ; formule : dette nette / EBITDA",
    "R-ferlac-gearing": "Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; "
    "formule : dette nette / EBITDA",
    "Q-ferlac-3": "« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de levier "
    "plafonné à 4,0x. »",
    "A-ferlac-1": "Perte nette de 591 k€ en 2025 : résultat net -591 k€.",
}
YEARS = (2025, 2024)


def codes(problems):
    return [p.code for p in problems if p.exact]


def test_seed_negative_free_cash_flow_with_a_sign_word_is_accepted():
    text = "Maison Ferlac affiche un free cash-flow négatif de 14 930 k€ en 2025."
    assert codes(check_claim(text, ["R-ferlac-free_cash_flow"], FERLAC, years=YEARS)) == []


def test_seed_net_margin_without_its_minus_sign_is_refused():
    text = "Maison Ferlac dégage une marge nette de 0,5 % en 2025."
    problems = check_claim(text, ["R-ferlac-net_margin"], FERLAC, years=YEARS)
    assert codes(problems) == ["number_not_found:0,5"]
    assert problems[0].message == (
        "Le nombre 0,5 figure en négatif dans les sources citées : écrire son signe."
    )


def test_seed_leverage_gained_1_9_point_refused_when_no_cited_fact_holds_it():
    text = "Le levier a gagné 1,9 point en 2025."
    assert codes(check_claim(text, ["R-ferlac-gearing"], FERLAC, years=YEARS)) == [
        "number_not_found:1,9"
    ]


def test_leverage_gained_1_9_point_accepted_when_a_cited_fact_holds_the_change():
    text = "Le levier a gagné 1,9 point en 2025."
    assert codes(check_claim(text, ["R-ferlac-leverage"], FERLAC, years=YEARS)) == []


def test_number_present_only_in_an_uncited_fact_is_refused():
    text = "Le levier atteint 5,5x."
    assert codes(check_claim(text, ["R-ferlac-net_margin"], FERLAC)) == ["number_not_found:5,5"]


@pytest.mark.parametrize(
    "text",
    [
        "La marge nette est de -0,5 % en 2025.",
        "La marge nette est de −0,5 % en 2025.",  # U+2212
        "La marge nette est négative, à 0,5 % en 2025.",  # sign word
    ],
)
def test_signed_or_sign_worded_margin_is_accepted(text):
    assert codes(check_claim(text, ["R-ferlac-net_margin"], FERLAC, years=YEARS)) == []


def test_explicit_minus_against_a_positive_fact_is_refused():
    text = "Le chiffre de 2024 était de -1,2 %."
    assert codes(check_claim(text, ["R-ferlac-net_margin"], FERLAC, years=YEARS)) == [
        "number_not_found:-1,2"
    ]


def test_parenthesised_negative_matches_a_negative_fact():
    sources = {"F-1": "Purchases of property, plant and equipment 2018: -1,577"}
    assert codes(check_claim("Capex was (1,577) in 2018.", ["F-1"], sources, years=[2018])) == []
    assert codes(check_claim("Capex was 1,577 in 2018.", ["F-1"], sources, years=[2018])) == [
        "number_not_found:1,577"
    ]
    assert codes(check_claim("A 1,577 outflow in 2018.", ["F-1"], sources, years=[2018])) == []


def test_equal_values_in_other_formats_are_the_same_number():
    text = "Le levier passe de 3.6x à 5.5x ; l'emprunt de 85000 k€ (covenant à 4,0 x)."
    cited = ["R-ferlac-leverage", "Q-ferlac-3"]
    assert codes(check_claim(text, cited, FERLAC, years=YEARS)) == []


def test_ambiguous_comma_reads_both_ways():
    """ "1,234" is 1234 in English and 1.234 in French: compare sets of readings."""
    assert codes(check_claim("Revenue of 1,234 million.", ["E"], {"E": "Revenue 1 234"})) == []
    assert codes(check_claim("Un ratio de 1,234.", ["F"], {"F": "ratio : 1.234"})) == []
    assert codes(check_claim("Revenue of 1,234.5.", ["E"], {"E": "Revenue 1 234"})) == [
        "number_not_found:1,234.5"
    ]


def test_years_are_allowed_when_fiscal_or_cited():
    text = "En 2023, la marge nette était positive."
    assert codes(check_claim(text, ["R-ferlac-net_margin"], FERLAC, years=YEARS)) == [
        "number_not_found:2023"
    ]
    assert codes(check_claim(text, ["R-ferlac-net_margin"], FERLAC, years=[2023])) == []
    assert codes(check_claim("Marge nette 2024 positive.", ["R-ferlac-net_margin"], FERLAC)) == []


def test_ids_and_dates_in_a_claim_are_not_numbers():
    text = "Voir Q-ferlac-3 et R-solvea-leverage, arrêté au 2026-10-20 (chunk 7839ded2d52b)."
    assert codes(check_claim(text, ["Q-ferlac-3"], FERLAC)) == []


def test_no_citation():
    assert codes(check_claim("Le levier est élevé.", [], FERLAC)) == ["no_citation"]
    assert codes(check_claim("Le levier est élevé.", [" "], FERLAC)) == ["no_citation"]


def test_missing_not_in_context_and_not_allowed_ids():
    sources = {"aaaaaaaaaaaa": "Le délai de paiement est de 30 jours.", "bbbbbbbbbbbb": "x y"}
    problems = check_claim(
        "Le délai de paiement est de 30 jours.",
        ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"],
        sources,
        context=["aaaaaaaaaaaa"],
        allowed=["aaaaaaaaaaaa"],
        language="en",
    )
    assert codes(problems) == [
        "not_in_context:bbbbbbbbbbbb",
        "not_allowed:bbbbbbbbbbbb",
        "missing_id:cccccccccccc",
    ]
    assert problems[2].message == "Source cccccccccccc does not exist."


def test_unsupported_is_a_clue_not_an_exact_problem():
    text = "La direction prévoit une croissance rapide des exportations asiatiques."
    problems = check_claim(text, ["R-ferlac-leverage"], FERLAC)
    assert [(p.code, p.exact) for p in problems] == [("unsupported:0.00", False)]
    report = check_claim_report(text, ["R-ferlac-leverage"], FERLAC)
    assert report.ok and report.problems == [] and len(report.clues) == 1


def test_supported_claim_has_no_clue():
    text = "Le levier (dette nette / EBITDA) atteint 5,5x en 2025."
    assert check_claim(text, ["R-ferlac-leverage"], FERLAC, years=YEARS) == []


def test_support_share_ignores_stop_words_accents_and_final_s():
    assert support_share("Les dettes nettes de la société", ["dette nette, societe"]) == 1.0
    assert support_share("le la les de", ["dette"]) is None  # no content word


def test_support_skipped_with_a_note_across_languages():
    text = "The leverage of the group stands at 5.5x, which is above the covenant."
    report = check_claim_report(text, ["Q-ferlac-3"], FERLAC, language="en")
    assert report.clues == []
    assert report.notes == ["support not measured: claim and sources are in different languages"]


def test_guess_language():
    assert guess_language("La marge nette est négative et le levier est élevé.") == "fr"
    assert guess_language("The net margin is negative and the leverage is high.") == "en"
    assert guess_language("EBITDA 5,5x") is None


def test_verify_paragraphs_turns_exact_problems_into_defects():
    paragraphs = [
        Paragraph(
            text="Un free cash-flow négatif de 14 930 k€.", sources=["R-ferlac-free_cash_flow"]
        ),
        Paragraph(text="Une marge nette de 0,5 %.", sources=["R-ferlac-net_margin"]),
        Paragraph(
            text="Des perspectives sans rapport avec les faits cités.", sources=["Q-ferlac-3"]
        ),
        Paragraph(text="Une conclusion.", sources=[]),
    ]
    defects = verify_paragraphs(paragraphs, FERLAC, years=YEARS)
    assert [(d.paragraph, d.code) for d in defects] == [
        (1, "number_not_found:0,5"),
        (3, "no_citation"),
    ]
    assert defects[1].message == "Aucune source n'est citée."
