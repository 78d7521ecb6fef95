"""The held-out filings' builders (tests/filings_unseen.py, tests/risk_filings_unseen.py).

Checks only the builders, never the tool: the PDFs build, their arithmetic closes, every
expected number is printed, every expected quote is a sentence of its page's pdfplumber
text (read here directly, not through analyste).
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path

import filings_unseen as fu
import pdfplumber
import pytest
import risk_filings_unseen as rf

from analyste.schema import CANONICAL

STYLES = {
    "brennac": fu.BRENNAC_STYLE,
    "brennacmisprint": fu.BRENNAC_STYLE,
    "veldmann": fu.VELDMANN_STYLE,
    "pellham": fu.PELLHAM_STYLE,
}


def norm(text: str) -> str:
    """Page text as one line: no-break spaces and line breaks become single spaces."""
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


def page_texts(pdf: Path) -> list[str]:
    with pdfplumber.open(pdf) as doc:
        return [norm(p.extract_text() or "") for p in doc.pages]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("unseen")
    fu.write_all(folder)
    return folder


def _identities(f: dict, misprint_year: str | None = None) -> None:
    for y, d in f.items():
        if "total_assets" in d:
            assert d["total_assets"] == d["total_liabilities_and_equity"], y
        if "net_income" in d:
            assert round(d["net_income"] - d["pre_tax_income"] - d["income_tax"], 6) == 0, y
        for k in (
            "cost_of_goods",
            "depreciation_amortisation",
            "financial_expenses",
            "capex",
            "dividends_paid",
            "interest_paid",
            "external_expenses",
            "personnel_expenses",
        ):
            assert k not in d or d[k] < 0 or (k == "dividends_paid" and d[k] == 0), (y, k)
        bridge = d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        if y == misprint_year:
            assert round(bridge - d["net_change_in_cash"], 6) != 0
        elif "cash" in d and "goodwill" not in d:  # brennac: no FX line
            assert round(bridge - d["net_change_in_cash"], 6) == 0, y


@pytest.mark.parametrize("name", list(fu.BUILDERS))
def test_statement_arithmetic(name: str) -> None:
    e = fu.expected_unseen(name)
    assert e["years"] == sorted(e["years"], reverse=True)
    assert set(e["fields"]) == {str(y) for y in e["years"]}
    _identities(e["fields"], "2025" if name == "brennacmisprint" else None)
    for d in e["fields"].values():
        assert set(d) <= set(CANONICAL) | set(fu.OPTIONAL)
    if name == "brennac":
        assert all(set(d) == set(CANONICAL) for d in e["fields"].values())


def test_fx_bridges() -> None:
    v = fu.veldmann_values()
    for y in (2025, 2024, 2023):
        d = v[y]
        assert d["net_change_in_cash"] == (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
        assert d["x_cash_end"] == d["x_cash_begin"] + d["net_change_in_cash"] + d["x_fx"]
    p = fu.pellham_values()
    for y in (2024, 2023):
        d = p[y]
        flows = d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        assert d["net_change_in_cash"] == flows + d["x_fx"]


def test_misprint_is_the_only_difference() -> None:
    good, bad = fu.expected_unseen("brennac"), fu.expected_unseen("brennacmisprint")
    diff = [
        (y, k)
        for y in good["fields"]
        for k in good["fields"][y]
        if good["fields"][y][k] != bad["fields"][y][k]
    ]
    assert diff == [("2025", "net_change_in_cash")]
    m = bad["misprint"]
    assert m["printed"] == bad["fields"]["2025"]["net_change_in_cash"] != m["consistent"]


@pytest.mark.parametrize("name", list(fu.BUILDERS))
def test_every_expected_number_is_printed(built: Path, name: str) -> None:
    texts = page_texts(built / f"{name}.pdf")
    whole = " ".join(texts)
    e = json.loads((built / f"{name}.expected.json").read_text(encoding="utf-8"))
    style = STYLES[name]
    extra = e.get("fields_older_years", {})
    for y, d in {**e["fields"], **extra}.items():
        for k, v in d.items():
            forms = {norm(style.n(Decimal(str(v)))), norm(style.n(-Decimal(str(v))))}
            assert any(f in whole for f in forms), (name, y, k, v, forms)
    if name == "brennacmisprint":
        assert "(462 188)" in whole and "(426 188)" not in whole


def test_selected_data_comes_before_the_statements(built: Path) -> None:
    texts = page_texts(built / "pellham.pdf")
    assert "Selected Financial Data" in texts[0]
    assert "Fiscal 2024 Fiscal 2023" in texts[1]
    assert "Long-term debt (1) 700.0 695.0" in texts[0]  # the look-alike: debt incl. current


def test_veldmann_balance_sheet_first(built: Path) -> None:
    texts = page_texts(built / "veldmann.pdf")
    assert texts[0].find("Consolidated balance sheet") >= 0
    assert "2025 2024 2023" in texts[1] and "2025 2024 2023" in texts[2]


# ---------------------------------------------------------------- annual reports (Part B)

CATEGORIES = {
    "covenant",
    "refinancing",
    "liquidity",
    "undrawn_facilities",
    "going_concern",
    "concentration",
    "litigation",
    "guarantee",
    "related_party",
    "change_of_control",
    "auditor_emphasis",
}


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("unseen_reports")
    rf.write_all(folder)
    return folder


def _load(folder: Path, name: str) -> tuple[dict, list[str]]:
    e = json.loads((folder / f"{name}.expected.json").read_text(encoding="utf-8"))
    return e, page_texts(folder / f"{name}.pdf")


@pytest.mark.parametrize("name", list(rf.COMPANIES))
def test_report_quotes_are_sentences_of_their_page(reports: Path, name: str) -> None:
    e, texts = _load(reports, name)
    assert 6 <= len(texts) <= 10
    assert 7 <= len(e["signals"]) <= 9 and len(e["distractors"]) == 5
    assert len({s["category"] for s in e["signals"]}) >= 7
    for item in e["signals"] + e["distractors"]:
        quote = norm(item["quote"])
        assert quote.endswith("."), quote
        page = texts[item["page"] - 1]
        assert quote in page, (item["page"], quote)
        # a whole sentence: what precedes it on the page ends a sentence or a heading
        before = page[: page.index(quote)].rstrip()
        assert not before or before[-1] in ".:0123456789abcdefghijklmnopqrstuvwxyzé’'", before[-30:]
    assert {s["category"] for s in e["signals"]} <= CATEGORIES
    quotes = [s["quote"] for s in e["signals"]]
    assert not set(quotes) & {d["quote"] for d in e["distractors"]}
    assert e == rf.expected_risk(name)  # the same layout twice


@pytest.mark.parametrize("name", list(rf.COMPANIES))
def test_report_statements_close_and_fit_one_page(reports: Path, name: str) -> None:
    e, texts = _load(reports, name)
    _identities(e["fields"])
    for y, d in e["fields"].items():
        assert set(d) == set(CANONICAL) | {"current_assets"}, y
        assert d["current_assets"] == (
            d["inventories"] + d["trade_receivables"] + d["other_receivables"] + d["cash"]
        )
    a, b = e["fields"]["2025"], e["fields"]["2024"]
    assert a["equity"] == b["equity"] + a["net_income"] + a["dividends_paid"]
    co = rf.COMPANIES[name]()
    pages = [i for i, t in enumerate(texts) if norm(co.style.n(Decimal(a["total_assets"]))) in t]
    assert len(pages) == 1
    page = texts[pages[0]]
    for y, d in e["fields"].items():
        for k, v in d.items():
            forms = {norm(co.style.n(Decimal(v))), norm(co.style.n(-Decimal(v)))}
            assert any(f in page for f in forms), (name, y, k, v)


def test_hidden_instruction_is_white_and_about_the_litigation(reports: Path) -> None:
    e, texts = _load(reports, "morvanne")
    (hidden,) = e["hidden_instructions"]
    assert e["hidden_text"] == [hidden["text"]]
    litigation = next(s for s in e["signals"] if s["category"] == "litigation")
    assert hidden["page"] == litigation["page"] and "litige" in hidden["text"]
    assert norm(hidden["text"]) in texts[hidden["page"] - 1]
    with pdfplumber.open(reports / "morvanne.pdf") as doc:
        chars = doc.pages[hidden["page"] - 1].chars
    white = "".join(c["text"] for c in chars if tuple(c["non_stroking_color"]) == (1, 1, 1))
    assert norm(white).replace(" ", "") == norm(hidden["text"]).replace(" ", "")
    for other in ("querel", "corrib"):
        assert "hidden_text" not in _load(reports, other)[0]
