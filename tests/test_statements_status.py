"""Every value carries what proves it (issue 15): status, reading state, withheld facts.

The story behind these tests: a 2018 10-K read by a new user came out with its operating
cash flow read as -3 (from a restatement table) instead of 13,346. The cash-flow bridge
check failed (gap -9,620), yet the memo said "negative operating cash flow in 2017: -$3
million", with an A- alert resting on that value, under "Status: verified", and said
nothing of the failed check. Here a generated filing prints a cash-flow statement whose
operating total is misprinted the same way.
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import filings
import pytest
from click.testing import CliRunner

from analyste.checks import checks_and_identities
from analyste.cli import main
from analyste.facts import build_facts
from analyste.memo import render_markdown, write_memo
from analyste.providers import get_provider
from analyste.schema import (
    Fact,
    FactsFile,
    FieldRef,
    FieldSource,
    Memo,
    Page,
    PagesFile,
    Paragraph,
    Reading,
)
from analyste.settings import Paths
from analyste.statements import read_statements
from analyste.statements.status import reading_state


def _misprinted() -> filings.Filing:
    """Northwind with the 2025 operating cash-flow total printed as (3): nothing else
    moves, so operating + investing + financing + FX no longer makes the net change."""
    f = filings.filing_a()
    f.values[2025]["operating_cash_flow"] = Decimal(-3)
    return f


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Paths, object]:
    root = tmp_path_factory.mktemp("status")
    (root / "reports").mkdir()
    pdf = filings.build(_misprinted(), root / "reports")
    where = Paths(root)
    return where, build_facts(pdf, where)


def test_a_value_in_a_failing_identity_is_in_conflict(built: tuple) -> None:
    _, ff = built
    src = ff.sources["2025"]
    assert ff.fields["2025"]["operating_cash_flow"] == -3
    assert src["operating_cash_flow"].status == "conflict"
    assert "cash_flow_bridge_2025" in src["operating_cash_flow"].identities
    # the other year's bridge holds: its values are confirmed
    assert ff.sources["2024"]["operating_cash_flow"].status == "confirmed"
    # the balance sheet still closes: its totals are confirmed, not tainted by the bridge
    assert src["total_assets"].status == "confirmed"


def test_facts_resting_on_the_conflict_are_withheld_with_the_reason_in_words(
    built: tuple,
) -> None:
    _, ff = built
    ids = {f.id for f in ff.facts}
    withheld = {w.id: w for w in ff.withheld}
    for fid in ("R-northwind-free_cash_flow", "R-northwind-operating_cash_flow"):
        assert fid in withheld and fid not in ids
        assert "operating cash flow 2025" in withheld[fid].reason
        assert withheld[fid].reason.startswith("n/v")
    # facts that do not rest on it stay published
    assert "R-northwind-leverage" in ids and "R-northwind-revenue" in ids


def test_the_alert_a_misreading_would_produce_does_not_fire(built: tuple) -> None:
    _, ff = built
    rules = [f.data["rule"] for f in ff.facts if f.kind == "alert"]
    assert "negative_operating_cash_flow" not in rules
    assert "net_income_positive_fcf_negative" not in rules
    held = [w for w in ff.withheld if w.id.startswith("A-northwind-")]
    assert held and all("operating cash flow 2025" in w.reason for w in held)


def test_reading_state_names_the_failed_check(built: tuple) -> None:
    _, ff = built
    r = ff.reading
    assert [s.statement for s in r.statements] == ["income", "balance", "cashflow"]
    assert r.checks_total > r.checks_passed > 0
    assert any(
        w.startswith("cash flows adding up to the change in cash 2025: gap of")
        for w in r.failed_checks
    )
    assert {"year": 2025, "field": "operating_cash_flow"} in [c.model_dump() for c in r.conflicts]


def test_memo_md_opens_with_the_reading_and_says_what_is_not_confirmed(built: tuple) -> None:
    where, ff = built
    memo = write_memo(ff.slug, get_provider("offline"), where)
    assert memo.verified
    md = where.memo_md(ff.slug).read_text(encoding="utf-8")
    head = md.split("\n## ")[0]
    assert "**Reading of the statements** — income statement p." in head
    assert "Failed check: cash flows adding up to the change in cash 2025: gap of" in head
    assert "Fact withheld: R-northwind-free_cash_flow" in head
    cited = {s for p in memo.paragraphs for s in p.sources}
    assert "R-northwind-free_cash_flow" not in cited
    for p in memo.paragraphs:  # no paragraph quotes the misread value
        assert not re.search(r"(?<![\w-])-\$?3(?![\d,.])", p.text), p.text


def test_consistent_filing_is_all_confirmed_and_withholds_nothing(tmp_path: Path) -> None:
    (tmp_path / "reports").mkdir()
    pdf = filings.build(filings.filing_a(), tmp_path / "reports")
    ff = build_facts(pdf, Paths(tmp_path))
    assert ff.withheld == []
    assert ff.reading.conflicts == [] and ff.reading.failed_checks == []
    assert ff.reading.checks_passed == ff.reading.checks_total > 0


def test_a_value_no_identity_covers_is_unconfirmed() -> None:
    """A value no check uses can only be unconfirmed, never confirmed by default: here
    the income statement prints revenue and net income with no step between them."""
    text = """Consolidated income statement
(in thousands) 2025 2024
Revenue 100 90
Net income 12 9
Consolidated balance sheet
(in thousands) 2025 2024
Inventories 100 90
Cash and cash equivalents 50 40
Total assets 150 130
Total equity 70 60
Trade payables 80 70
Total liabilities and equity 150 130"""
    pages = PagesFile(
        slug="t", pdf="t.pdf", sha256="0" * 64, page_count=1, pages=[Page(number=1, text=text)]
    )
    reading = read_statements(pages)
    checks, ids = checks_and_identities(reading)
    state = reading_state(reading, checks, ids)
    assert reading.sources["2025"]["total_assets"].status == "confirmed"
    assert reading.sources["2025"]["equity"].status == "confirmed"  # equity + payables
    assert reading.sources["2025"]["revenue"].status == "unconfirmed"
    assert {"year": 2025, "field": "revenue"} in [u.model_dump() for u in state.unconfirmed]


def test_french_banner_counts_the_cited_facts_not_confirmed() -> None:

    src = FieldSource(page=1, line="x", label="x", statement="income", status="unconfirmed")
    ff = FactsFile(
        company="Maison Test SAS", slug="t", unit="k€", years=[2025], fields={"2025": {}},
        sources={"2025": {"revenue": src}},
        reading=Reading(checks_passed=3, checks_total=3,
                        unconfirmed=[FieldRef(year=2025, field="revenue")]),
        facts=[Fact(id="R-t-revenue", kind="ratio", text="x",
                    data={"inputs": {"2025": {"revenue": 10}}})],
    )  # fmt: skip
    memo = Memo(
        slug="t", company="Maison Test SAS", verified=True, attempts=1, language="fr",
        paragraphs=[Paragraph(text="x", sources=["R-t-revenue"])],
    )  # fmt: skip
    md = render_markdown(memo, facts=ff)
    assert "**Statut : vérifiée — 1 fait non confirmé par l'arithmétique des états**" in md
    assert "contrôles arithmétiques réussis : 3/3" in md
    assert "Non confirmés par l'arithmétique des états (1) : chiffre d'affaires 2025" in md


def test_facts_command_names_the_withheld_facts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "reports").mkdir()
    pdf = filings.build(_misprinted(), tmp_path / "reports")
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    result = CliRunner().invoke(main, ["facts", str(pdf)])
    assert result.exit_code == 0, result.output
    assert (
        "  withheld R-northwind-free_cash_flow: n/v: conflicting reading of operating cash "
        "flow 2025" in result.output
    )
    data = CliRunner().invoke(main, ["facts", str(pdf), "--json"]).output
    assert '"conflicts": 4' in data


def test_a_grand_total_is_confirmed_only_by_the_balance() -> None:
    """A subtotal taken for total assets also equals the sum of the lines above it: that
    sum proves the digits, not that the line is the total (a generated PCG balance sheet:
    "TOTAL (I)" read as total assets, confirmed by its own sum). Only assets = liabilities
    + equity confirms a grand total; a line of the same sum is confirmed by it."""
    from analyste.checks import Identity
    from analyste.schema import FieldSource
    from analyste.statements import StatementsReading
    from analyste.statements.status import apply_status

    def src(label: str) -> FieldSource:
        return FieldSource(page=3, line=label, label=label, statement="balance")

    # only the sources matter to the statuses: the rest of a reading is left out
    reading = StatementsReading.model_construct(
        sources={"2025": {"total_assets": src("TOTAL (I)"), "inventories": src("Stocks")}}
    )
    own_sum = Identity(
        check="totals_balance_2025",
        ok=True,
        fields=(("2025", "total_assets"), ("2025", "inventories")),
    )
    apply_status(reading, [own_sum])
    assert reading.sources["2025"]["total_assets"].status == "unconfirmed"
    assert reading.sources["2025"]["inventories"].status == "confirmed"
    balance = Identity(check="balance_sheet_2025", ok=True, fields=(("2025", "total_assets"),))
    apply_status(reading, [own_sum, balance])
    assert reading.sources["2025"]["total_assets"].status == "confirmed"
    apply_status(reading, [own_sum, Identity(check="balance_sheet_2025", ok=False,
                                             fields=(("2025", "total_assets"),))])  # fmt: skip
    assert reading.sources["2025"]["total_assets"].status == "conflict"
