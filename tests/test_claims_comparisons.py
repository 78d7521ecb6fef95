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
SOURCES |= {
    "Q-ferlac-6": Q6,
    "A-en": EN,
    "R-prov": "Maison Ferlac SAS - Provisions 2025 : 1 200 k€",
}
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
        # the number before the word is the other period's ("contre 3,6x en 2024")
        ("Levier de 3,4x en 2025 contre 3,6x en 2024, sous le seuil de 3,5x.", "A-ferlac-1"),
        ("Leverage of 3.4x in 2025 compared with 3.6x in 2024, below 3.5x.", "A-en"),
        # a part of the first amount, not a level compared with it
        ("Short-term debt of $2.0 billion, less than $1.0 billion of which is due.", "A-en"),
        ("Of the $5.0 billion, less than $1.0 billion is due in 2025.", "A-en"),
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


# ---------------------------------------------------------------- polarity (a clue)


def polarity(text, cited, language="fr", sources=SOURCES):
    report = check_claim_report(text, cited, sources, years=YEARS, language=language)
    assert all(p.exact for p in report.problems)
    return [(c.code, c.message) for c in report.clues if c.code.startswith("polarity:")]


def test_review_new_provisioned_asserts_what_the_quote_denies():
    """Review edits/new_provisioned.json: "Litige intégralement provisionné" over a quote
    saying "aucune provision n'a été constituée"."""
    text = (
        "Litige intégralement provisionné (page 9) : « Un ancien distributeur a assigné la "
        "Société devant le tribunal de commerce de Limoges en réclamant 4 200 k€ au titre de "
        "la rupture de son contrat ; aucune provision n'a été constituée, la Société estimant "
        "la demande infondée »."
    )
    assert polarity(text, ["Q-ferlac-6"]) == [
        (
            "polarity:provision",
            "La phrase affirme « provision », que la source citée nie : à relire.",
        )
    ]
    original = text.replace("intégralement provisionné", "non provisionné")
    assert polarity(original, ["Q-ferlac-6"]) == []


def test_review_new_covbreach_says_broken_what_the_quote_shows_respected():
    """Review edits/new_covbreach.json: "Covenant bancaire rompu … défaut exigible" while
    the cited quote gives 3,4x for a covenant "inférieur ou égal à 3,5x"."""
    text = (
        "Covenant bancaire rompu : levier de 5,5x en 2025 contre un covenant de 3,5x ; défaut "
        "exigible."
    )
    assert polarity(text, ["A-ferlac-1", "Q-ferlac-2"]) == [
        (
            "polarity:covenant",
            "La phrase nie « covenant respecté », que la source citée affirme : à relire.",
        )
    ]


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        # the offline writer's sentences (ferlac memo): same polarity as the source
        (
            "Recommandation : obtenir au préalable l'analyse du litige et de son absence de "
            "provision, le calcul contractuel du covenant.",
            ["Q-ferlac-6", "Q-ferlac-2"],
        ),
        (
            "Le covenant (Q-ferlac-2) porte sur un ratio calculé selon la définition "
            "contractuelle, différente de celle de ce levier : les deux ne se comparent pas "
            "directement.",
            ["A-ferlac-1", "Q-ferlac-2"],
        ),
        ("Covenant financier respecté : 3,4x pour un maximum de 3,5x.", ["Q-ferlac-2"]),
        # review edits/claim.json: "défaut" after "risque de" is no breach
        (
            "La société respecte largement son covenant et le risque de défaut est nul.",
            ["Q-ferlac-2"],
        ),
        # a breach feared is not a breach stated
        ("Risque de bris de covenant à surveiller.", ["Q-ferlac-2"]),
        ("Le covenant n'a pas été rompu.", ["Q-ferlac-2"]),
        ("Aucune provision n'a été constituée pour ce litige.", ["Q-ferlac-6"]),
        # the term is not in the cited source: nothing to contradict
        ("Aucune garantie n'a été consentie.", ["Q-ferlac-6"]),
        # "non" far from the term negates something else
        ("Les dettes non courantes et les provisions augmentent.", ["R-prov"]),
    ],
)
def test_same_polarity_or_nothing_to_compare_gives_no_clue(text, cited):
    assert polarity(text, cited) == []


@pytest.mark.parametrize(
    ("text", "source", "language", "code"),
    [
        # constructed: each term of the brief, each language, each side negated
        (
            "Aucune garantie n'a été consentie aux prêteurs.",
            "En garantie de l'emprunt syndiqué, la Société a consenti un nantissement.",
            "fr",
            "polarity:garantie",
        ),
        (
            "Un waiver a été obtenu des prêteurs.",
            "Aucun waiver n'a été obtenu à la date d'arrêté des comptes.",
            "fr",
            "polarity:waiver",
        ),
        (
            "Le covenant est respecté au 31 décembre 2025.",
            "Le covenant de levier n'est pas respecté au 31 décembre 2025.",
            "fr",
            "polarity:covenant",
        ),
        (
            "Le covenant n'a pas été rompu en 2025.",
            "Le covenant de levier n'est pas respecté au 31 décembre 2025.",
            "fr",
            "polarity:covenant",
        ),
        (
            "The litigation is fully provisioned.",
            "No provision has been recorded for this claim.",
            "en",
            "polarity:provision",
        ),
        (
            "The company was in compliance with its covenant.",
            "The company breached its leverage covenant in 2025.",
            "en",
            "polarity:covenant",
        ),
        (
            "The notes carry no guarantee.",
            "The notes are fully and unconditionally guaranteed by the parent.",
            "en",
            "polarity:guarantee",
        ),
        (
            "Lenders granted a waiver.",
            "The Company has not obtained a waiver from its lenders.",
            "en",
            "polarity:waiver",
        ),
    ],
)
def test_opposite_polarity_is_a_clue(text, source, language, code):
    assert [c for c, _ in polarity(text, ["s"], language, {"s": source})] == [code]


def test_polarity_is_a_clue_never_a_defect():
    from analyste.claims import paragraph_clues, verify_paragraphs
    from analyste.schema import Paragraph

    text = (
        "Point d'attention : levier de 5,5x en 2025. Covenant bancaire rompu : levier de 5,5x "
        "en 2025 contre un covenant de 3,5x ; défaut exigible."
    )
    p = Paragraph(text=text, sources=["A-ferlac-1", "Q-ferlac-2"])
    assert verify_paragraphs([p], SOURCES, years=YEARS) == []
    clues = [(i, c.code) for i, c in paragraph_clues([p], SOURCES, years=YEARS)]
    assert (0, "polarity:covenant") in clues
