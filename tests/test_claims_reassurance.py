"""The reassurance clue: a sentence that asserts the absence of risk or a standard treatment
while its paragraph cites an alert (A-) or a severe risk signal (Q- of a covenant,
liquidity, going-concern, litigation, refinancing or embedded-instruction category).

Each test is built from the failure it must catch. The failures are the review edits
/tmp/review2/edits/new_reco.json ("dossier à approuver en suivi standard, sans réserve"
citing three alerts) and /tmp/review/edits/claim2.json ("Point d'attention : aucun … le
risque de défaut est nul" citing A-ferlac-1), which `verify` passed with no mark. Facts
are constructed (labelled so) as facts.json prints them for Maison Ferlac.
"""

import json

import pytest
from click.testing import CliRunner

from analyste.claims import check_claim_report, paragraph_clues, verify_paragraphs
from analyste.schema import Paragraph

# Constructed, as facts.json prints them.
SOURCES = {
    "R-ferlac-leverage": "Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; "
    "variation : +1,9x ; formule : dette nette / EBITDA",
    "R-ferlac-revenue": "Maison Ferlac SAS - Chiffre d'affaires 2025 : 118 240 k€ "
    "(2024 : 121 030 k€) ; variation : -2 790 k€ ; formule : montant publié",
    "A-ferlac-1": "Maison Ferlac SAS - Levier de 5,5x en 2025 (2024 : 3,6x ; variation : "
    "+1,9x), au-dessus du seuil d'alerte interne de 3,5x et en hausse de plus de 1,0x.",
    "A-ferlac-2": "Maison Ferlac SAS - Couverture des intérêts de 2,8x en 2025, sous le "
    "seuil d'alerte interne de 3,0x.",
    "A-ferlac-3": "Maison Ferlac SAS - Dettes financières à court terme de 14 100 k€ "
    "supérieures à la trésorerie de 6 800 k€ en 2025.",
    "Q-ferlac-1": "« Le premier client de la Société, un groupe de grands magasins, "
    "représente 38 % du chiffre d'affaires de l'exercice. » (page 8)",
    "Q-ferlac-2": "« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette "
    "nette / EBITDA ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio "
    "s'établit à 3,4x selon la définition contractuelle. » (page 9)",
    "Q-ferlac-3": "« La tranche A de l'emprunt syndiqué, d'un montant de 12 000 k€, arrive "
    "à échéance en juin 2026 et son refinancement n'est pas encore sécurisé à la date "
    "d'arrêté des comptes. » (page 9)",
    "Q-ferlac-6": "« Un ancien distributeur a assigné la Société devant le tribunal de "
    "commerce de Limoges en réclamant 4 200 k€. » (page 9)",
}
# Constructed: the category each Q- fact carries in its data (facts.json `data.category`).
CATEGORIES = {
    "Q-ferlac-1": "concentration",
    "Q-ferlac-2": "covenant",
    "Q-ferlac-3": "refinancing",
    "Q-ferlac-6": "litigation",
}
YEARS = (2025, 2024)


def reassurance(text, cited, language="fr", categories=CATEGORIES, sources=SOURCES):
    report = check_claim_report(
        text, cited, sources, years=YEARS, language=language, categories=categories
    )
    return [c.code for c in report.clues if c.code.startswith("reassurance:")]


NEW_RECO = (
    "Recommandation : dossier à approuver en suivi standard, sans réserve au vu des alertes "
    "chiffrées et des signaux de risque du rapport ; obtenir au préalable l'état des "
    "négociations de refinancement, l'analyse du litige et de son absence de provision, le "
    "calcul contractuel du covenant ; suivre les points d'attention ci-dessus à chaque arrêté."
)
NEW_RECO_SOURCES = ["A-ferlac-1", "A-ferlac-2", "A-ferlac-3", "Q-ferlac-3", "Q-ferlac-6"]
CLAIM2 = (
    "Point d'attention : aucun. La société respecte largement son covenant et le risque de "
    "défaut est nul."
)


def test_review_new_reco_standard_monitoring_beside_alerts_is_a_clue():
    assert reassurance(NEW_RECO, NEW_RECO_SOURCES) == ["reassurance:A-ferlac-1"]


def test_review_new_reco_original_gets_no_clue():
    original = NEW_RECO.replace(
        "à approuver en suivi standard, sans réserve", "à présenter avec une surveillance renforcée"
    )
    assert reassurance(original, NEW_RECO_SOURCES) == []


def test_review_claim2_both_sentences_get_the_clue_never_a_defect():
    p = Paragraph(text=CLAIM2, sources=["A-ferlac-1"])
    assert verify_paragraphs([p], SOURCES, years=YEARS) == []
    clues = paragraph_clues([p], SOURCES, years=YEARS, categories=CATEGORIES)
    found = [(i, c.code, c.exact) for i, c in clues if c.code.startswith("reassurance:")]
    assert found == [(0, "reassurance:A-ferlac-1", False), (0, "reassurance:A-ferlac-1", False)]
    message = next(c.message for _, c in clues if c.code.startswith("reassurance:"))
    assert message.startswith("« Point d'attention : aucun. »")
    assert "A-ferlac-1" in message and "à relire" in message


@pytest.mark.parametrize(
    "text",
    [
        "Dossier en suivi standard.",
        "Le dossier peut être approuvé sans réserve.",
        "La société ne présente aucun risque.",
        "Le risque de défaut est nul.",
        "Risque nul sur ce dossier.",
        "Aucune alerte à signaler sur ce dossier.",
        "Aucun point d'attention.",
        "Points d'attention : aucun.",
        "La situation financière est saine.",
        "Une situation saine, il n'y a pas de risque.",
    ],
)
def test_french_reassurance_beside_an_alert_is_a_clue(text):
    assert reassurance(text, ["A-ferlac-1"]) == ["reassurance:A-ferlac-1"]


@pytest.mark.parametrize(
    "text",
    [
        "Recommendation: standard monitoring.",
        "We recommend approval without reservation.",
        "There is no risk of default.",
        "No alert on this file.",
        "No point of attention.",
        "Points of attention: none.",
        "The company has a sound financial position.",
    ],
)
def test_english_reassurance_beside_an_alert_is_a_clue(text):
    assert reassurance(text, ["A-ferlac-2"], language="en") == ["reassurance:A-ferlac-2"]


def test_severe_signal_counts_through_its_category():
    text = "Recommandation : dossier en suivi standard."
    assert reassurance(text, ["Q-ferlac-2"]) == ["reassurance:Q-ferlac-2"]
    assert reassurance(text, ["Q-ferlac-1", "Q-ferlac-6"]) == ["reassurance:Q-ferlac-6"]
    # a signal of a milder category (concentration) is no reason to refuse standard treatment
    assert reassurance(text, ["Q-ferlac-1"]) == []
    # without the categories (callers that pass only id -> text) only alerts count
    assert reassurance(text, ["Q-ferlac-2"], categories=None) == []
    assert reassurance(text, ["R-ferlac-leverage", "A-ferlac-3"], categories=None) == [
        "reassurance:A-ferlac-3"
    ]


@pytest.mark.parametrize(
    "text, cited",
    [
        # the offline writer's own sentences, written when there is no alert and no severe
        # signal: they cite ratios only
        (
            "Recommandation : profil compatible avec un suivi standard, sous réserve des "
            "risques relevés dans le rapport.",
            ["R-ferlac-leverage", "R-ferlac-revenue"],
        ),
        (
            "Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres.",
            ["R-ferlac-leverage"],
        ),
        # "no alert" is about alerts: true beside a severe signal (the writer's
        # synth_calm_signals sentence), so no clue
        (
            "Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres, mais le "
            "rapport contient des signaux de risque.",
            ["R-ferlac-leverage", "Q-ferlac-2"],
        ),
        # a mild signal
        ("Recommandation : suivi standard.", ["Q-ferlac-1"]),
        # negated forms are not reassurance
        ("Recommandation : pas de suivi standard au vu des alertes.", ["A-ferlac-1"]),
        ("Le dossier ne relève pas d'un suivi standard.", ["A-ferlac-1"]),
        ("Un suivi renforcé plutôt qu'un suivi standard.", ["A-ferlac-1"]),
        ("Le dossier ne peut être approuvé sans réserve.", ["A-ferlac-1"]),
        ("La situation n'est pas saine.", ["A-ferlac-1"]),
        # a conditional sentence asserts nothing
        (
            "Un retour en suivi standard serait possible si le refinancement est obtenu.",
            ["A-ferlac-1"],
        ),
        # quoted text is the source's words, not the writer's
        (
            "Le rapport indique : « aucun risque de défaut n'est identifié à ce jour ».",
            ["A-ferlac-1"],
        ),
        # "sous réserve" is the reverse of "sans réserve"
        ("Approbation sous réserve du plan de refinancement.", ["A-ferlac-1"]),
    ],
)
def test_no_reassurance_clue(text, cited):
    assert reassurance(text, cited) == []


@pytest.mark.parametrize(
    "text",
    [
        "Recommendation: not standard monitoring, given the alerts.",
        "Enhanced rather than standard monitoring.",
        "The profile does not qualify for standard monitoring.",
        "Approval cannot be given without reservation.",
        "The control rules raise no alert on these figures, but the report holds risk signals.",
    ],
)
def test_no_reassurance_clue_english(text):
    cited = ["Q-ferlac-2"] if "raise no alert" in text else ["A-ferlac-1"]
    assert reassurance(text, cited, language="en") == []


def test_verify_prints_the_clue_and_keeps_exit_status(tmp_path):
    from analyste.cli import main

    facts = {
        "company": "Maison Ferlac SAS",
        "slug": "ferlac",
        "unit": "k€",
        "years": [2025, 2024],
        "fields": {},
        "facts": [
            {"id": i, "kind": "alert" if i[0] == "A" else "ratio", "text": t}
            for i, t in SOURCES.items()
            if i[0] != "Q"
        ]
        + [
            {"id": i, "kind": "quote", "text": SOURCES[i], "data": {"category": c}}
            for i, c in CATEGORIES.items()
        ],
    }
    memo = {
        "slug": "ferlac",
        "company": "Maison Ferlac SAS",
        "verified": True,
        "attempts": 1,
        "paragraphs": [
            {"text": "Recommandation : dossier en suivi standard.", "sources": ["Q-ferlac-3"]},
            {"text": CLAIM2, "sources": ["A-ferlac-1"]},
        ],
    }
    (tmp_path / "facts.json").write_text(json.dumps(facts), encoding="utf-8")
    (tmp_path / "memo.json").write_text(json.dumps(memo), encoding="utf-8")
    result = CliRunner().invoke(
        main,
        ["verify", str(tmp_path / "memo.json"), "--facts", str(tmp_path / "facts.json")],
    )
    assert result.exit_code == 0, result.output
    lines = [line for line in result.output.splitlines() if "reassurance:" in line]
    assert lines[0].startswith("paragraphe 1 : reassurance:Q-ferlac-3 (à relire, pas un défaut) — ")
    assert len(lines) == 3
