"""The three sample filings (reports/*.pdf) agree with their expected results (issue 2).

The PDFs and `<slug>.expected.json` are written by scripts/make_sample_reports.py; these
tests read the committed files, so a hand edit of either side, or a generator change
that was not re-run, shows here.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
from fractions import Fraction
from pathlib import Path

import pdfplumber
import pytest

from analyste.schema import CANONICAL_FIELDS

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "reports"
SLUGS = ("ferlac", "solvea", "helvane")
YEARS = ("2025", "2024")

try:  # the claim checker's normalisation (analyste.claims re-exports it from here)
    from analyste.normalise import normalise
except ImportError:  # pragma: no cover - before analyste.normalise existed

    def normalise(text: str) -> str:
        text = unicodedata.normalize("NFKC", text).replace("’", "'")
        return re.sub(r"\s+", " ", text).strip().casefold()


def _simple(text: str) -> str:
    """The plain normalisation of issue 2: NFKC, ’ → ', whitespace collapsed, casefold."""
    text = unicodedata.normalize("NFKC", text).replace("’", "'")
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip().casefold()


@pytest.fixture(scope="module")
def expected() -> dict[str, dict]:
    return {s: json.loads((REPORTS / f"{s}.expected.json").read_text("utf-8")) for s in SLUGS}


@pytest.fixture(scope="module")
def pages() -> dict[str, list[str]]:
    out = {}
    for s in SLUGS:
        with pdfplumber.open(REPORTS / f"{s}.pdf") as pdf:
            out[s] = [p.extract_text() or "" for p in pdf.pages]
    return out


CANONICAL = {statement: list(fields) for statement, fields in CANONICAL_FIELDS.items()}
ALL_FIELDS = [f for fields in CANONICAL.values() for f in fields]


@pytest.mark.parametrize("slug", SLUGS)
def test_page_count_and_expected_header(slug, expected, pages):
    e = expected[slug]
    assert 10 <= len(pages[slug]) <= 16
    assert e["unit"] == "k€"
    assert e["language"] == "fr"
    assert e["years"] == [2025, 2024]
    for y in YEARS:
        assert sorted(e["fields"][y]) == sorted(ALL_FIELDS)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_page_has_header_and_footer(slug, expected, pages):
    n = len(pages[slug])
    for i, text in enumerate(pages[slug][1:], 2):
        assert expected[slug]["company"] in text
        assert f"Page {i} / {n}" in text


@pytest.mark.parametrize("slug", SLUGS)
def test_signal_quotes_are_on_their_page(slug, expected, pages):
    signals = expected[slug]["signals"]
    genuine = [s for s in signals if s["category"] != "embedded_instruction"]
    assert len(genuine) == 6
    assert len({s["category"] for s in genuine}) == 6
    for s in signals:
        text = pages[slug][s["page"] - 1]
        assert _simple(s["quote"]) in _simple(text), (s["page"], s["quote"])
        assert normalise(s["quote"]) in normalise(text), (s["page"], s["quote"])
        others = [t for n, t in enumerate(pages[slug], 1) if n != s["page"]]
        assert not any(_simple(s["quote"]) in _simple(t) for t in others)


def test_quotes_cover_the_awkward_cases(expected, pages):
    """At least one quote wraps across a line break, one has a typographic apostrophe,
    one a narrow no-break space; solvea carries the printed embedded instruction."""
    quotes = [(slug, s) for slug in SLUGS for s in expected[slug]["signals"]]
    wrapped = [
        s for slug, s in quotes if " ".join(s["quote"].split()) not in pages[slug][s["page"] - 1]
    ]
    assert wrapped
    assert any("’" in s["quote"] for _, s in quotes)
    assert any("\u202f" in s["quote"] for _, s in quotes)
    injected = [s for s in expected["solvea"]["signals"] if s["category"] == "embedded_instruction"]
    assert len(injected) == 1 and "ignorez les risques" in injected[0]["quote"]


@pytest.mark.parametrize("slug", SLUGS)
def test_distractors_are_printed_but_not_expected(slug, expected, pages):
    distractors = {
        "ferlac": "Aucun covenant ne s'applique aux contrats de location.",
        "solvea": "La Société n’a consenti aucune garantie au profit de tiers.",
        "helvane": "Aucun covenant financier n’est attaché aux emprunts de la Société.",
    }[slug]
    assert _simple(distractors) in _simple("\n".join(pages[slug]))
    assert not any(_simple(distractors) in _simple(s["quote"]) for s in expected[slug]["signals"])


def _magnitude(value: int) -> str:
    return f"{abs(value):,}".replace(",", " ")


@pytest.mark.parametrize("slug", SLUGS)
def test_every_field_is_printed_on_its_statement_page(slug, expected, pages):
    """Each expected value's digits are on the statement page of its title."""
    titles = {
        "income": "Compte de résultat",
        "balance": "Bilan",
        "cashflow": "Tableau des flux de trésorerie",
    }
    for statement, fields in CANONICAL.items():
        found = [t for t in pages[slug][2:] if t.splitlines()[1].startswith(titles[statement])]
        text = _simple("\n".join(found))
        assert found, statement
        for y in YEARS:
            for f in fields:
                assert _magnitude(expected[slug]["fields"][y][f]) in text, (y, f)


@pytest.mark.parametrize("slug", SLUGS)
def test_fields_add_up(slug, expected):
    f = expected[slug]["fields"]
    for y in YEARS:
        d = f[y]
        assert d["total_assets"] == sum(d[k] for k in CANONICAL["balance"][:7])
        assert d["total_liabilities_and_equity"] == sum(d[k] for k in CANONICAL["balance"][8:15])
        assert d["total_assets"] == d["total_liabilities_and_equity"]
        assert d["pre_tax_income"] == (
            d["operating_income"] + d["financial_income"] + d["financial_expenses"]
        )
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"]
        assert d["net_change_in_cash"] == (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
        for k in (*CANONICAL["income"][1:6], "financial_expenses", "income_tax"):
            assert d[k] < 0, (y, k)
        assert d["capex"] < 0 and d["dividends_paid"] < 0
        assert d["investing_cash_flow"] <= d["capex"] + 5_000  # disposals stay small
    assert f["2025"]["cash"] - f["2024"]["cash"] == f["2025"]["net_change_in_cash"]


def _round(x: Fraction, places: int) -> float:
    return round(float(x), places)


@pytest.mark.parametrize("slug", SLUGS)
def test_ratios_follow_the_architecture_formulas(slug, expected):
    e = expected[slug]
    for y in YEARS:
        d, r = e["fields"][y], e["ratios"][y]
        ebitda = d["operating_income"] - d["depreciation_amortisation"]
        net_debt = d["long_term_debt"] + d["short_term_debt"] - d["cash"]
        assert r["ebitda"] == ebitda
        assert r["net_debt"] == net_debt
        assert r["free_cash_flow"] == d["operating_cash_flow"] + d["capex"]
        assert r["leverage"] == _round(Fraction(net_debt, ebitda), 1)
        assert r["gearing"] == _round(Fraction(net_debt, d["equity"]), 1)
        assert r["interest_cover"] == _round(Fraction(ebitda, -d["financial_expenses"]), 1)
        assert r["ebitda_margin"] == _round(Fraction(ebitda, d["revenue"]), 3)
        assert r["net_margin"] == _round(Fraction(d["net_income"], d["revenue"]), 3)
        assert r["equity_ratio"] == _round(Fraction(d["equity"], d["total_assets"]), 3)
        assert r["dso"] == round(d["trade_receivables"] * 365 / d["revenue"])
    growth = Fraction(e["fields"]["2025"]["revenue"], e["fields"]["2024"]["revenue"]) - 1
    assert e["ratios"]["2025"]["revenue_growth"] == _round(growth, 3)
    assert "revenue_growth" not in e["ratios"]["2024"]


def test_known_figures(expected):
    """The figures analysts already know from these companies (issue 2)."""
    f = expected["ferlac"]["ratios"]
    assert (f["2025"]["leverage"], f["2024"]["leverage"]) == (5.5, 3.6)
    assert f["2025"]["net_margin"] == -0.005
    assert f["2025"]["free_cash_flow"] == -14_930
    assert expected["solvea"]["fields"]["2025"]["net_income"] == 11_175
    assert expected["solvea"]["ratios"]["2025"]["free_cash_flow"] == -47_225
    h = expected["helvane"]["ratios"]
    assert h["2025"]["free_cash_flow"] > 0 and h["2024"]["free_cash_flow"] > 0


def test_ferlac_covenant_quote(expected):
    covenant = [s for s in expected["ferlac"]["signals"] if s["category"] == "covenant"]
    assert len(covenant) == 1
    assert _simple("L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant") in _simple(
        covenant[0]["quote"]
    )
    assert "3,4x selon la définition contractuelle" in covenant[0]["quote"]


def test_helvane_hidden_sentence_is_white(expected):
    hidden = expected["helvane"]["hidden_text"]
    assert len(hidden) == 1
    with pdfplumber.open(REPORTS / "helvane.pdf") as pdf:
        white = "".join(
            c["text"]
            for p in pdf.pages
            for c in p.chars
            if tuple(c.get("non_stroking_color") or ()) in {(1,), (1, 1, 1), (0, 0, 0, 0)}
        )
    assert _simple(hidden[0]).replace(" ", "") == _simple(white).replace(" ", "")
    assert not any(
        _simple(hidden[0]) in _simple(s["quote"]) for s in expected["helvane"]["signals"]
    )


def test_generator_reproduces_the_committed_files(tmp_path):
    """Byte for byte: the figures, quotes and pages are fixed, the creation date too."""
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_sample_reports.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for slug in SLUGS:
        for name in (f"{slug}.expected.json", f"{slug}.pdf"):
            assert (tmp_path / name).read_bytes() == (REPORTS / name).read_bytes(), name
