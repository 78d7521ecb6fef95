"""A memo's "no alert" is proven by the facts file, or refused (issue 16, eleventh session).

The story: every calm memo's synthesis says "The control rules raise no alert on these
figures." The sentence cites only the revenue and net-income facts, so the support clue
marked it "To review" on every 10-K and on Helvane, while nothing checked it: written
beside an alert that the paragraph does not cite, it passed every exact check. Now it is
what the checks can prove: `contradicts:<A- id>` when the memo's facts file holds an alert,
and no review mark when it holds none. The sentences here are ours; the facts are built as
facts.json prints them.
"""

from __future__ import annotations

import pytest

from analyste.claims import contradictions, verify_paragraphs
from analyste.memo import mark_for_review
from analyste.schema import Fact, Paragraph


def _alert(fid: str, rule: str, text: str, year: int = 2025) -> Fact:
    return Fact(id=fid, kind="alert", text=text, data={"rule": rule, "year": year})


LEVERAGE = _alert(
    "A-borea-1",
    "leverage",
    "Borea SA - Leverage of 4.2x in 2025, above the internal alert threshold of 3.5x.",
)
FAILED_CHECK = _alert(
    "A-borea-2",
    "failed_check",
    "Borea SA - The balance sheet does not balance in 2025 (gap: 1,200).",
)
REVENUE = Fact(
    id="R-borea-revenue",
    kind="ratio",
    text="Borea SA - Revenue of 412 000 in 2025 (2024: 398 000).",
)

NO_ALERT = [
    ("en", "The control rules raise no alert on these figures."),
    ("en", "No alert was raised on the 2025 figures."),
    ("en", "The figures trigger no alerts, but the report holds risk signals."),
    ("fr", "Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres."),
    ("fr", "Aucune alerte n'est levée sur les chiffres de 2025."),
    ("fr", "Les chiffres ne présentent pas d'alerte."),
]
NOT_A_CLAIM_OF_NO_ALERT = [
    ("en", "If leverage fell below 3.5x, no alert would be raised."),
    ("en", "The leverage alert is the main point of attention."),
    ("fr", "Ce n'est pas sans alerte : le levier dépasse le seuil."),
    ("fr", "Si le levier revenait sous 3,5x, aucune alerte ne serait levée."),
]


@pytest.mark.parametrize(("language", "sentence"), NO_ALERT)
def test_no_alert_beside_an_alert_is_a_contradiction_cited_or_not(
    language: str, sentence: str
) -> None:
    fired = contradictions(sentence, [REVENUE, LEVERAGE], language=language)
    assert [p.code for p in fired] == ["contradicts:A-borea-1"]
    sources = {f.id: f.text for f in (REVENUE, LEVERAGE)}
    paragraph = Paragraph(text=sentence, sources=["R-borea-revenue"])  # the alert not cited
    defects = verify_paragraphs([paragraph], sources, facts=[REVENUE, LEVERAGE], language=language)
    assert [d.code for d in defects] == ["contradicts:A-borea-1"]


@pytest.mark.parametrize(("language", "sentence"), NO_ALERT)
def test_a_failed_check_is_an_alert_too(language: str, sentence: str) -> None:
    """A failed arithmetic check says nothing of the borrower, but it is an alert of the
    control rules: "no alert" beside it is false."""
    fired = contradictions(sentence, [REVENUE, FAILED_CHECK], language=language)
    assert [p.code for p in fired] == ["contradicts:A-borea-2"]


@pytest.mark.parametrize(("language", "sentence"), NO_ALERT)
def test_no_alert_is_true_without_one(language: str, sentence: str) -> None:
    assert contradictions(sentence, [REVENUE], language=language) == []


@pytest.mark.parametrize(("language", "sentence"), NOT_A_CLAIM_OF_NO_ALERT)
def test_a_conditional_or_negated_no_alert_asserts_nothing(language: str, sentence: str) -> None:
    assert contradictions(sentence, [REVENUE, LEVERAGE], language=language) == []


def test_a_proven_no_alert_is_not_marked_for_review() -> None:
    """The support clue measures a sentence's words against the facts it cites; "no alert"
    is proven by the whole file instead. Another sentence of few cited words stays marked."""
    text = "The control rules raise no alert on these figures. The outlook looks bright."
    paragraph = Paragraph(text=text, sources=["R-borea-revenue"])
    sources = {REVENUE.id: REVENUE.text}
    (marked,) = mark_for_review([paragraph], sources, facts=[REVENUE])
    assert [m.sentence for m in marked.review] == ["The outlook looks bright."]
    # beside an alert it is not proven (and verify refuses it): the mark stays
    sources[LEVERAGE.id] = LEVERAGE.text
    (marked,) = mark_for_review([paragraph], sources, facts=[REVENUE, LEVERAGE])
    assert len(marked.review) == 2
    # without the facts file nothing is proven: the old behaviour
    (marked,) = mark_for_review([paragraph], {REVENUE.id: REVENUE.text})
    assert len(marked.review) == 2


def test_in_the_portfolio_no_alert_speaks_of_the_companies_cited() -> None:
    """The portfolio memo's company section says "no alert on these figures" of the company
    whose figures it cites: proven by that company's facts, not by another's alert."""
    calm = Fact(id="R-calme-revenue", kind="ratio", text="Calme SA - Revenue of 88 000 in 2025.")
    text = "The control rules raise no alert on these figures."
    facts = [REVENUE, LEVERAGE, calm]
    sources = {f.id: f.text for f in facts}
    own = Paragraph(text=text, sources=["R-calme-revenue"])
    other = Paragraph(text=text, sources=["R-borea-revenue"])
    marked = mark_for_review([own, other], sources, facts=facts)
    assert [len(p.review) for p in marked] == [0, 1]


SHORT_DEBT = _alert(
    "A-borea-3",
    "short_term_debt_above_cash",
    "Borea SA - Short-term debt of 14 100 above cash of 6 800 in 2025.",
)
COVERS = [
    ("en", "Cash of 6 800 in 2025 exceeds short-term debt of 14 100."),
    ("en", "The cash covers the short-term debt."),
    ("fr", "La trésorerie de 6 800 en 2025 dépasse les dettes financières à court terme."),
    ("fr", "La trésorerie couvre les dettes à court terme."),
]


@pytest.mark.parametrize(("language", "sentence"), COVERS)
def test_cash_above_short_term_debt_beside_its_alert_is_refused(
    language: str, sentence: str
) -> None:
    fired = contradictions(sentence, [REVENUE, SHORT_DEBT], language=language)
    assert [p.code for p in fired] == ["contradicts:A-borea-3"]
    assert contradictions(sentence, [REVENUE, LEVERAGE], language=language) == []


# A second reader of the change found these (eleventh session).
TRUE_BESIDE_THE_ALERT = [
    ("en", "Cash does not exceed short-term debt."),
    ("en", "Cash no longer covers short-term debt."),
    ("fr", "La trésorerie ne couvre plus les dettes financières à court terme."),
    ("fr", "La trésorerie ne dépasse pas les dettes à court terme."),
]


@pytest.mark.parametrize(("language", "sentence"), TRUE_BESIDE_THE_ALERT)
def test_a_negated_cover_is_what_the_alert_says(language: str, sentence: str) -> None:
    assert contradictions(sentence, [REVENUE, SHORT_DEBT], language=language) == []


def test_a_cover_written_with_a_decimal_amount_is_still_read() -> None:
    sentence = "Cash of $1.5 billion exceeds short-term debt."
    fired = contradictions(sentence, [REVENUE, SHORT_DEBT], language="en")
    assert [p.code for p in fired] == ["contradicts:A-borea-3"]


def test_no_alert_on_one_rule_is_no_claim_of_no_alert() -> None:
    """ "No alert on leverage; the alert is on cash." is true beside a cash alert."""
    sentence = "No alert on leverage; the alert is on cash."
    assert contradictions(sentence, [REVENUE, SHORT_DEBT], language="en") == []
    assert (
        contradictions(
            "The figures raise no alert on leverage.", [REVENUE, SHORT_DEBT], language="en"
        )
        == []
    )
    # "on these figures" is the whole of them
    assert contradictions("No alert on these figures.", [REVENUE, SHORT_DEBT], language="en") != []


def test_in_the_portfolio_no_alert_beside_the_cited_company_alert_is_refused() -> None:
    """A company section's sentence names no company: it is read against the companies whose
    facts its paragraph cites, for the refusal as for the proof."""
    calm = Fact(id="R-calme-revenue", kind="ratio", text="Calme SA - Revenue of 88 000 in 2025.")
    facts = [REVENUE, LEVERAGE, calm]
    sources = {f.id: f.text for f in facts}
    text = "The control rules raise no alert on these figures."
    borea = Paragraph(text=text, sources=["R-borea-revenue"])
    calme = Paragraph(text=text, sources=["R-calme-revenue"])
    defects = verify_paragraphs([borea, calme], sources, facts=facts, language="en")
    assert [(d.paragraph, d.code) for d in defects] == [(0, "contradicts:A-borea-1")]


def test_only_the_proven_clause_is_spared() -> None:
    """A second reader found "No alert on these figures and the borrower is an excellent
    credit." unmarked: the proof spares the clause it proves, not the sentence around it.
    The offline writer's "…, but the report holds risk signals" is proven too when the file
    holds a Q- fact."""
    quote = Fact(
        id="Q-borea-1",
        kind="quote",
        page=9,
        text="« A customer has sued Borea SA for $2.0 million. » (page 9)",
        data={"category": "litigation"},
    )
    sources = {REVENUE.id: REVENUE.text}
    unproven = Paragraph(
        text="No alert on these figures and the borrower is an excellent credit.",
        sources=["R-borea-revenue"],
    )
    (marked,) = mark_for_review([unproven], sources, facts=[REVENUE, quote])
    assert len(marked.review) == 1
    calm = Paragraph(
        text="The control rules raise no alert on these figures, but the report holds risk "
        "signals.",
        sources=["R-borea-revenue"],
    )
    (marked,) = mark_for_review([calm], sources, facts=[REVENUE, quote])
    assert marked.review == []
    (marked,) = mark_for_review([calm], sources, facts=[REVENUE])  # no signal in the file
    assert len(marked.review) == 1
    fr = Paragraph(
        text="Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres, mais le "
        "rapport contient des signaux de risque.",
        sources=["R-borea-revenue"],
    )
    (marked,) = mark_for_review([fr], sources, facts=[REVENUE, quote])
    assert marked.review == []
