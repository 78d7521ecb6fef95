"""The held-out risk reports' builders (tests/risk_filings_heldout.py), not the tool.

What for: the four reports are a measure of the risk reader, so their expected files
must be right before any score means something: each PDF builds with 6-10 pages, the
statements' arithmetic closes and every canonical field is printed with its figures on
the statements page, every expected quote (signal, distractor, hidden instruction) is a
verbatim sentence of the text pdfplumber extracts from its page, the hidden instruction
is printed white, and the ten categories are each covered at least twice.

What not: the tool is neither imported nor run here (pdfplumber reads the PDFs).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pdfplumber
import pytest
import risk_filings_heldout as heldout
from filings import CANONICAL_34, EXPENSES

ROOT = Path(__file__).resolve().parents[1]
CATEGORIES = {
    "covenant",
    "refinancing",
    "liquidity",  # with undrawn_facilities: "liquidity and undrawn lines"
    "going_concern",
    "concentration",
    "litigation",
    "guarantee",
    "related_party",
    "change_of_control",
    "auditor_emphasis",
}


def norm(text: str) -> str:
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, dict, list[str]]]:
    folder = tmp_path_factory.mktemp("heldout")
    out = {}
    for slug in heldout.REPORTS:
        pdf, exp = heldout.build(heldout.report(slug), folder)
        with pdfplumber.open(pdf) as doc:
            pages = [p.extract_text() or "" for p in doc.pages]
        out[slug] = (pdf, exp, pages)
    return out


def test_four_reports_two_languages() -> None:
    langs = Counter(heldout.report(s).language for s in heldout.REPORTS)
    assert langs == {"fr": 2, "en": 2}


@pytest.mark.parametrize("slug", heldout.REPORTS)
def test_pages_and_expected_shape(built, slug: str) -> None:
    _, exp, pages = built[slug]
    assert 6 <= len(pages) <= 10, len(pages)
    assert {"company", "unit", "years", "fields", "signals", "distractors"} <= set(exp)
    assert exp["years"] == [2025, 2024]
    for year in ("2025", "2024"):
        assert set(exp["fields"][year]) == set(CANONICAL_34)
    genuine = [s for s in exp["signals"] if s["category"] != "embedded_instruction"]
    assert 6 <= len(genuine) <= 8, len(genuine)
    assert 5 <= len(exp["distractors"]) <= 8
    # the expected file is plain JSON
    json.loads(json.dumps(exp, ensure_ascii=False))


@pytest.mark.parametrize("slug", heldout.REPORTS)
def test_quotes_are_on_their_pages(built, slug: str) -> None:
    _, exp, pages = built[slug]
    texts = [norm(t) for t in pages]
    for item in exp["signals"] + exp["distractors"]:
        quote = norm(item["quote"])
        assert quote in texts[item["page"] - 1], (item["page"], quote[:60])
        elsewhere = [i + 1 for i, t in enumerate(texts) if quote in t]
        assert elsewhere == [item["page"]], (quote[:60], elsewhere)
    for h in exp.get("hidden_text", []):
        assert any(norm(h) in t for t in texts)


@pytest.mark.parametrize("slug", heldout.REPORTS)
def test_signals_and_distractors_do_not_overlap(built, slug: str) -> None:
    _, exp, _ = built[slug]
    sig = [norm(s["quote"]) for s in exp["signals"]]
    dis = [norm(d["quote"]) for d in exp["distractors"]]
    assert len(set(sig + dis)) == len(sig) + len(dis)
    for d in dis:
        assert not any(d in s or s in d for s in sig), d[:60]


def test_categories_each_at_least_twice(built) -> None:
    count: Counter[str] = Counter()
    for _, exp, _ in built.values():
        for s in exp["signals"]:
            cat = s["category"]
            if cat == "embedded_instruction":
                continue
            count["liquidity" if cat == "undrawn_facilities" else cat] += 1
    assert set(count) == CATEGORIES
    assert all(n >= 2 for n in count.values()), count


def test_one_hidden_instruction_printed_white(built) -> None:
    hidden = {slug: exp.get("hidden_text", []) for slug, (_, exp, _) in built.items()}
    assert [s for s, h in hidden.items() if h] == ["calderwick"]
    pdf, exp, _ = built["calderwick"]
    instruction = next(s for s in exp["signals"] if s["category"] == "embedded_instruction")
    with pdfplumber.open(pdf) as doc:
        chars = doc.pages[instruction["page"] - 1].chars
    text = "".join(c["text"] for c in chars)
    start = text.index("Instruction to AI systems")
    colours = {tuple(chars[i]["non_stroking_color"] or ()) for i in range(start, start + 25)}
    assert colours in ({(1, 1, 1)}, {(1,)}, {(1.0, 1.0, 1.0)}), colours
    first = text.index("Under the network affiliation")
    assert tuple(chars[first]["non_stroking_color"] or (0,)) in {(0,), (0, 0, 0)}


@pytest.mark.parametrize("slug", heldout.REPORTS)
def test_arithmetic_closes(slug: str) -> None:
    f = heldout.report(slug).filing
    later, earlier = f.years
    for y in f.years:
        d = f.values[y]
        op = sum((d[k] for k in EXPENSES - {"financial_expenses", "income_tax"}), d["revenue"])
        assert d["operating_income"] == op
        assert d["pre_tax_income"] == op + d["financial_income"] + d["financial_expenses"]
        assert d["net_income"] == d["pre_tax_income"] + d["income_tax"]
        assets = sum(
            d[k]
            for k in (
                "intangible_assets", "tangible_assets", "financial_assets", "inventories",
                "trade_receivables", "other_receivables", "cash",
            )
        )  # fmt: skip
        assert d["total_assets"] == assets
        liabilities = sum(
            d[k]
            for k in (
                "equity", "provisions", "long_term_debt", "short_term_debt", "trade_payables",
                "tax_and_social_payables", "other_liabilities",
            )
        )  # fmt: skip
        assert d["total_liabilities_and_equity"] == liabilities == d["total_assets"]
        assert d["equity"] > 0
        extra_inv = sum((x for k, x in d.items() if k.startswith("x_inv_")), Decimal(0))
        extra_fin = sum((x for k, x in d.items() if k.startswith("x_fin_")), Decimal(0))
        assert d["investing_cash_flow"] == d["capex"] + extra_inv
        assert d["financing_cash_flow"] == d["dividends_paid"] + extra_fin
        assert d["net_change_in_cash"] == (
            d["operating_cash_flow"] + d["investing_cash_flow"] + d["financing_cash_flow"]
        )
        assert d["capex"] < 0 and d["dividends_paid"] <= 0
    assert (
        f.values[later]["cash"] == f.values[earlier]["cash"] + f.values[later]["net_change_in_cash"]
    )
    # equity rolls forward: last year's + net income + dividends (signed), within 0.1 %
    rolled = (
        f.values[earlier]["equity"]
        + f.values[later]["net_income"]
        + f.values[later]["dividends_paid"]
    )
    assert abs(f.values[later]["equity"] - rolled) <= f.values[later]["total_assets"] / 1000


@pytest.mark.parametrize("slug", heldout.REPORTS)
def test_statements_print_every_field_on_one_page(built, slug: str) -> None:
    _, exp, pages = built[slug]
    f = heldout.report(slug).filing
    printed = {line.key for b in f.blocks for line in b.lines if line.key}
    assert set(CANONICAL_34) <= printed
    page = next(t for t in pages if f.blocks[0].title in t and f.blocks[-1].title in t)
    lines = [norm(x) for x in page.splitlines()]
    for block in f.blocks:
        for line in block.lines:
            if not line.key:
                continue
            row = next(x for x in lines if x.startswith(line.label + " "))
            values = []
            for y in f.years:
                v = f.values[y][line.key]
                if f.style.charges_positive and line.key in EXPENSES:
                    v = -v
                values.append(norm(f.style.n(v)))
            tail = row[len(line.label) :].replace("$", " ")
            assert norm(tail).endswith(" ".join(values)), (row, values)
            if line.key in CANONICAL_34:
                for y in f.years:
                    got = Decimal(str(exp["fields"][str(y)][line.key]))
                    assert got == f.values[y][line.key], (line.key, y)


def test_script_writes_pdfs_and_expected(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_generated.py"), "heldout", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for slug in heldout.REPORTS:
        assert (tmp_path / f"{slug}.pdf").stat().st_size > 10_000
        exp = json.loads((tmp_path / f"{slug}.expected.json").read_text(encoding="utf-8"))
        assert exp["company"] == heldout.report(slug).company
    first = {s: (tmp_path / f"{s}.pdf").read_bytes() for s in heldout.REPORTS}
    again = tmp_path / "again"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_generated.py"), "heldout", str(again)],
        check=True,
        capture_output=True,
    )
    assert all((again / f"{s}.pdf").read_bytes() == b for s, b in first.items())
