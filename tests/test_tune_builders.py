"""The tuning reports with risk prose (tests/risk_filings_tune.py) are what they claim.

Checks only the builders, never the tool: each PDF builds with 6-10 pages, the figures
close (income, cash-flow and balance identities, cash roll-forward), every expected
signal, distractor and hidden sentence is verbatim on its page's pdfplumber text, the
hidden sentence is drawn in white, and the statement figures are printed.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pdfplumber
import pytest
import risk_filings_tune as tune
from filings import EXPENSES

CATEGORIES = {
    "covenant", "refinancing", "liquidity", "undrawn_facilities", "going_concern",
    "concentration", "litigation", "guarantee", "related_party", "change_of_control",
    "auditor_emphasis", "embedded_instruction",
}  # fmt: skip


def norm(text: str) -> str:
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tune")
    out = {}
    for slug in tune.REPORTS:
        pdf, exp = tune.build(tune.report(slug), folder)
        with pdfplumber.open(pdf) as doc:
            texts = [p.extract_text() or "" for p in doc.pages]
            white = [
                "".join(c["text"] for c in p.chars if _is_white(c.get("non_stroking_color")))
                for p in doc.pages
            ]
        out[slug] = (pdf, exp, texts, white)
    return out


def _is_white(color) -> bool:
    if color is None:
        return False
    values = color if isinstance(color, (list, tuple)) else [color]
    return len(values) > 0 and all(float(x) >= 0.99 for x in values)


def test_three_reports_two_french_one_english(built):
    languages = sorted(exp["language"] for _, exp, _, _ in built.values())
    assert languages == ["en", "fr", "fr"]


@pytest.mark.parametrize("slug", list(tune.REPORTS))
def test_page_count_and_counts(built, slug):
    _, exp, texts, _ = built[slug]
    assert 6 <= len(texts) <= 10
    genuine = [s for s in exp["signals"] if s["category"] != "embedded_instruction"]
    assert 6 <= len(genuine) <= 8
    assert len({s["category"] for s in genuine}) >= 6
    assert {s["category"] for s in exp["signals"]} <= CATEGORIES
    assert 4 <= len(exp["distractors"]) <= 6
    assert set(exp) >= {"company", "unit", "years", "fields", "signals", "distractors"}


@pytest.mark.parametrize("slug", list(tune.REPORTS))
def test_quotes_on_their_pages(built, slug):
    _, exp, texts, _ = built[slug]
    pages = [norm(t) for t in texts]
    quotes = exp["signals"] + exp["distractors"]
    for q in quotes:
        assert norm(q["quote"]) in pages[q["page"] - 1], (q["page"], q["quote"][:60])
        # one page only: a sentence does not repeat elsewhere
        assert sum(norm(q["quote"]) in p for p in pages) == 1
    # signals and distractors are different sentences
    texts_ = [q["quote"] for q in quotes]
    assert len(texts_) == len(set(texts_))


def test_one_hidden_instruction_about_the_litigation(built):
    with_hidden = [s for s, (_, exp, _, _) in built.items() if exp.get("hidden_text")]
    assert with_hidden == ["veyrac"]
    _, exp, _, white = built["veyrac"]
    (hidden,) = [s for s in exp["signals"] if s["category"] == "embedded_instruction"]
    assert "litige" in hidden["quote"]
    litigation = [s for s in exp["signals"] if s["category"] == "litigation"]
    assert litigation and litigation[0]["page"] == hidden["page"]
    assert norm(hidden["quote"]).replace(" ", "") in white[hidden["page"] - 1].replace(" ", "")
    # nothing else is white
    for i, w in enumerate(white):
        if i != hidden["page"] - 1:
            assert not w.strip()


@pytest.mark.parametrize("slug", list(tune.REPORTS))
def test_arithmetic_closes(built, slug):
    _, exp, _, _ = built[slug]
    for year, d in exp["fields"].items():
        d = {k: Decimal(str(x)) for k, x in d.items()}
        for k in EXPENSES:
            assert d[k] < 0, (year, k)
        ebit = d["revenue"] + sum(d[k] for k in EXPENSES - {"financial_expenses", "income_tax"})
        assert d["operating_income"] == ebit
        assert d["pre_tax_income"] == (
            d["operating_income"] + d["financial_income"] + d["financial_expenses"]
        )
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"]
        assert d["total_assets"] == d["total_liabilities_and_equity"]
        assert (
            d["total_assets"]
            == d["intangible_assets"]
            + d["tangible_assets"]
            + d["financial_assets"]
            + d["current_assets"]
        )
        assert d["current_assets"] == (
            d["inventories"] + d["trade_receivables"] + d["other_receivables"] + d["cash"]
        )
        liabilities = sum(
            d[k]
            for k in (
                "equity", "provisions", "long_term_debt", "short_term_debt",
                "trade_payables", "tax_and_social_payables", "other_liabilities",
            )
        )  # fmt: skip
        assert liabilities == d["total_liabilities_and_equity"]
        if "current_liabilities" in d:
            assert d["current_liabilities"] == (
                d["short_term_debt"]
                + d["trade_payables"]
                + d["tax_and_social_payables"]
                + d["other_liabilities"]
            )
        assert d["equity"] > 0
    latest, previous = (str(y) for y in exp["years"])
    a, b = exp["fields"][latest], exp["fields"][previous]
    assert Decimal(str(a["cash"])) == Decimal(str(b["cash"])) + Decimal(
        str(a["net_change_in_cash"])
    )


@pytest.mark.parametrize("slug", list(tune.REPORTS))
def test_statement_figures_printed(built, slug):
    _, _, texts, _ = built[slug]
    f = tune.report(slug).filing
    statements = norm(" ".join(texts[-2:]))
    for year in f.years:
        for k in f.fields:
            value = f.values[year][k]
            if value:
                assert norm(f.style.n(value)) in statements, (year, k)


def test_prose_figures_match_statements(built):
    """The debt and cash the prose quotes are the statement's."""
    v = tune.report("veyrac").filing.values[2025]
    assert v["long_term_debt"] + v["short_term_debt"] == 12_600 + 41_300 + 18_200 + 14_500
    net_debt = v["long_term_debt"] + v["short_term_debt"] - v["cash"]
    ebitda = v["operating_income"] - v["depreciation_amortisation"]
    assert round(net_debt / ebitda, 1) == Decimal("2.1")
    m = tune.report("maravel").filing.values[2025]
    leverage = (m["long_term_debt"] + m["short_term_debt"] - m["cash"]) / (
        m["operating_income"] - m["depreciation_amortisation"]
    )
    assert round(leverage, 1) == Decimal("4.6")
    assert m["short_term_debt"] >= Decimal("135.0")  # Euro PP 95.0 + revolver 40.0
    x = tune.report("lumenfield").filing.values[2025]
    assert x["long_term_debt"] == 96_000 and x["short_term_debt"] == 22_000
    assert x["cash"] == 19_400
    leverage = (x["long_term_debt"] + x["short_term_debt"] - x["cash"]) / (
        x["operating_income"] - x["depreciation_amortisation"]
    )
    assert round(leverage, 1) == Decimal("3.2")


def test_builds_are_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    pa, _ = tune.build(tune.report("maravel"), a)
    pb, _ = tune.build(tune.report("maravel"), b)
    assert pa.read_bytes() == pb.read_bytes()
