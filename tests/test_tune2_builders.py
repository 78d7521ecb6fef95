"""The second tuning set (tests/risk_filings_tune2.py) is what it claims.

Checks only the builders, never the tool: each PDF builds with 6-10 pages, the statement
figures close (income, cash-flow and balance identities, cash roll-forward) and are
printed, every expected signal, distractor and hidden sentence is verbatim on its page's
pdfplumber text, the hidden sentence is drawn in white, and the categories cover the ten
risk kinds at least twice across the four reports.
"""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal

import pdfplumber
import pytest
import risk_filings_tune2 as tune2
from filings import EXPENSES

CATEGORIES = {
    "covenant", "refinancing", "liquidity", "undrawn_facilities", "going_concern",
    "concentration", "litigation", "guarantee", "related_party", "change_of_control",
    "auditor_emphasis", "embedded_instruction",
}  # fmt: skip


def norm(text: str) -> str:
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


def _is_white(color) -> bool:
    if color is None:
        return False
    values = tuple(color) if isinstance(color, (tuple, list)) else (color,)
    return bool(values) and all(abs(float(v) - 1.0) < 1e-6 for v in values)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tune2")
    out = {}
    for slug in tune2.REPORTS:
        rep = tune2.report(slug)
        pdf, exp = tune2.build(rep, folder)
        with pdfplumber.open(pdf) as doc:
            texts = [p.extract_text() or "" for p in doc.pages]
            white = [
                "".join(c["text"] for c in p.chars if _is_white(c.get("non_stroking_color")))
                for p in doc.pages
            ]
        out[slug] = (rep, exp, texts, white)
    return out


@pytest.mark.parametrize("slug", tune2.REPORTS)
def test_page_count_and_shape(built, slug):
    rep, exp, texts, _ = built[slug]
    assert 6 <= len(texts) <= 10
    assert exp["company"] == rep.company and exp["unit"] == rep.filing.unit
    assert exp["years"] == list(rep.filing.years)
    assert {c["category"] for c in exp["signals"]} <= CATEGORIES
    real = [s for s in exp["signals"] if s["category"] != "embedded_instruction"]
    assert 6 <= len(real) <= 10
    assert 5 <= len(exp["distractors"]) <= 8
    assert len(exp["fields"]) == 2 and all(len(d) == 34 for d in exp["fields"].values())


@pytest.mark.parametrize("slug", tune2.REPORTS)
def test_quotes_on_their_page(built, slug):
    _, exp, texts, _ = built[slug]
    for entry in exp["signals"] + exp["distractors"]:
        page = norm(texts[entry["page"] - 1])
        assert norm(entry["quote"]) in page, (entry["page"], entry["quote"][:60])
        others = [i + 1 for i, t in enumerate(texts) if norm(entry["quote"]) in norm(t)]
        assert others == [entry["page"]], entry["quote"][:60]


def test_no_quote_is_both_signal_and_distractor(built):
    for _, exp, _, _ in built.values():
        sig = {s["quote"] for s in exp["signals"]}
        assert not sig & {d["quote"] for d in exp["distractors"]}


def test_categories_cover_the_ten_kinds_twice(built):
    counts = Counter()
    for _, exp, _, _ in built.values():
        for s in exp["signals"]:
            cat = s["category"]
            counts["liquidity" if cat == "undrawn_facilities" else cat] += 1
    for cat in CATEGORIES - {"undrawn_facilities", "embedded_instruction"}:
        assert counts[cat] >= 2, cat


def test_one_hidden_instruction_in_white(built):
    with_hidden = [s for s, (_, exp, _, _) in built.items() if exp.get("hidden_text")]
    assert with_hidden == ["castelroc"]
    _, exp, texts, white = built["castelroc"]
    (quote,) = exp["hidden_text"]
    (entry,) = [s for s in exp["signals"] if s["category"] == "embedded_instruction"]
    assert norm(quote) in norm(texts[entry["page"] - 1])
    assert re.sub(r"\s+", "", quote) in re.sub(r"\s+", "", white[entry["page"] - 1])
    # nothing else on any page is white
    for i, w in enumerate(white):
        if i + 1 != entry["page"]:
            assert not w.strip()


@pytest.mark.parametrize("slug", tune2.REPORTS)
def test_arithmetic_closes(built, slug):
    rep, exp, _, _ = built[slug]
    f = rep.filing
    latest, previous = max(f.years), min(f.years)
    for y in f.years:
        d = f.values[y]
        ops = d["revenue"] + sum(d[k] for k in EXPENSES - {"financial_expenses", "income_tax"})
        assert ops == d["operating_income"]
        assert d["pre_tax_income"] == (
            d["operating_income"] + d["financial_income"] + d["financial_expenses"]
        )
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"]
        assert d["investing_cash_flow"] == d["capex"]
        assert d["financing_cash_flow"] == d["dividends_paid"] + d["x_fin_net"]
        assert d["net_change_in_cash"] == (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
        assets = sum(d[k] for k in (
            "intangible_assets", "tangible_assets", "financial_assets", "inventories",
            "trade_receivables", "other_receivables", "cash"))  # fmt: skip
        liabilities = sum(d[k] for k in (
            "equity", "provisions", "long_term_debt", "short_term_debt", "trade_payables",
            "tax_and_social_payables", "other_liabilities"))  # fmt: skip
        assert assets == d["total_assets"] == liabilities == d["total_liabilities_and_equity"]
        assert d["equity"] > 0
        for k in EXPENSES | {"capex"}:
            assert d[k] <= 0, k
    cash = f.values
    assert cash[latest]["cash"] == cash[previous]["cash"] + cash[latest]["net_change_in_cash"]
    for y, fields in exp["fields"].items():
        for k, v in fields.items():
            assert Decimal(str(v)) == f.values[int(y)][k]


@pytest.mark.parametrize("slug", tune2.REPORTS)
def test_statements_on_one_page_with_figures(built, slug):
    rep, _, texts, _ = built[slug]
    f = rep.filing
    rev = norm(f.style.n(f.values[max(f.years)]["revenue"]))
    pages = [i for i, t in enumerate(texts) if rev in norm(t)]
    assert pages, "revenue not printed"
    page = norm(texts[pages[-1]])
    for y in f.years:
        for k in ("revenue", "net_income", "total_assets", "equity", "net_change_in_cash"):
            assert norm(f.style.n(f.values[y][k])) in page, (y, k)
