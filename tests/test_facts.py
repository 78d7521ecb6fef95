"""facts.json: R-/A- facts of the sample filings, round-trip, cache and stale parts.

The sample filings' expected fields (reports/<slug>.expected.json) are used as
hand-built inputs, so the ratio and alert code is tested whatever the statement parser
reads; `build_facts` on the PDFs themselves is tested when the parser is there.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import types
from decimal import Decimal
from pathlib import Path

import pytest

from analyste.facts import build_facts, code_version, facts_for, load_facts
from analyste.schema import Check, Fact, FactsFile, FieldSource, SignalRecord, save
from analyste.settings import Paths

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "reports"
SLUGS = ("ferlac", "solvea", "helvane")


def _expected(slug: str) -> dict:
    path = REPORTS / f"{slug}.expected.json"
    if not path.is_file():
        pytest.skip(f"{path} not generated yet")
    return json.loads(path.read_text(encoding="utf-8"))


def _from_expected(slug: str) -> FactsFile:
    d = _expected(slug)
    ff = FactsFile(
        company=d["company"], slug=slug, unit=d["unit"], language="fr",
        years=d["years"], fields=d["fields"],
    )  # fmt: skip
    ff.facts = facts_for(ff)
    return ff


def _by_name(ff: FactsFile) -> dict[str, Fact]:
    return {f.data["name"]: f for f in ff.facts if f.kind == "ratio"}


@pytest.mark.parametrize("slug", SLUGS)
def test_every_expected_ratio_at_printed_precision(slug: str) -> None:
    ff, expected = _from_expected(slug), _expected(slug)["ratios"]
    ratios = _by_name(ff)
    for year, values in expected.items():
        for name, want in values.items():
            fact = ratios[name]
            q = Decimal(1).scaleb(-fact.data["decimals"])
            got = Decimal(str(fact.data["values"][year])).quantize(q)
            assert got == Decimal(str(want)).quantize(q), (slug, year, name)


def test_the_figures_the_memo_must_carry() -> None:
    ferlac = _by_name(_from_expected("ferlac"))
    assert "Levier 2025 : 5,5x (2024 : 3,6x) ; variation : +1,9x" in ferlac["leverage"].text
    assert "Marge nette 2025 : -0,5\u00a0%" in ferlac["net_margin"].text
    assert "Free cash-flow 2025 : -14\u00a0930\u00a0k€" in ferlac["free_cash_flow"].text
    solvea = _from_expected("solvea")
    assert solvea.facts[-2].id == "A-solvea-1"
    assert [f.text for f in solvea.facts if f.id == "A-solvea-1"] == [
        "Solvéa Énergies SA - Résultat net de 11\u00a0175\u00a0k€ mais free cash-flow de "
        "-47\u00a0225\u00a0k€ en 2025."
    ]
    helvane = _by_name(_from_expected("helvane"))
    assert helvane["free_cash_flow"].data["values"]["2025"] > 0


def test_facts_json_round_trip(tmp_path: Path) -> None:
    ff = _from_expected("ferlac")
    ff.sources = {"2025": {"revenue": FieldSource(
        page=4, line="Chiffre d'affaires 118 240 121 030", label="Chiffre d'affaires",
        statement="income", printed="118 240")}}  # fmt: skip
    ff.checks = [Check(name="balance_sheet_2025", ok=True, detail="ok")]
    where = Paths(tmp_path)
    save(ff, where.facts_json("ferlac"))
    again = load_facts("ferlac", where)
    assert again == ff
    assert again.facts[0].data["values"] == ff.facts[0].data["values"]


# ---------------------------------------------------------------- build_facts and its cache


class _Reading(types.SimpleNamespace):
    """TEST DOUBLE for statements.StatementsReading (the parser is another module)."""


def _stub_modules(monkeypatch: pytest.MonkeyPatch, fields: dict, calls: list) -> None:
    """Replace the statement parser and checks by stand-ins returning hand-built fields."""
    statements = types.ModuleType("analyste.statements")
    checks = types.ModuleType("analyste.checks")

    def read_statements(pages):
        calls.append(pages.sha256)
        return _Reading(
            company="Maison Ferlac SAS", unit="k€", language="fr", years=[2024, 2025],
            fields=fields, extra_fields={}, sources={}, missing=[], statement_pages={},
        )  # fmt: skip

    statements.read_statements = read_statements  # type: ignore[attr-defined]
    checks.run_checks = lambda reading: [  # type: ignore[attr-defined]
        Check(name="balance_sheet_2025", ok=False, detail="gap", gap=3)
    ]
    monkeypatch.setitem(sys.modules, "analyste.statements", statements)
    monkeypatch.setitem(sys.modules, "analyste.checks", checks)


@pytest.fixture
def ferlac_pdf(tmp_path: Path) -> Path:
    src = REPORTS / "ferlac.pdf"
    if not src.is_file():
        pytest.skip("reports/ferlac.pdf not generated yet")
    dst = tmp_path / "reports" / "ferlac.pdf"
    dst.parent.mkdir()
    shutil.copy(src, dst)
    return dst


def test_build_facts_writes_r_and_a_facts_and_reuses_the_cache(
    tmp_path: Path, ferlac_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list = []
    _stub_modules(monkeypatch, _expected("ferlac")["fields"], calls)
    where = Paths(tmp_path)
    ff = build_facts(ferlac_pdf, where)
    assert ff.years == [2025, 2024]
    assert ff.code_version == code_version() and ff.pages_sha256
    ids = [f.id for f in ff.facts]
    assert "R-ferlac-leverage" in ids and "A-ferlac-1" in ids
    failed = [f for f in ff.facts if f.kind == "alert" and f.data["rule"] == "failed_check"]
    assert "bilan 2025 (écart : +3\u00a0k€)" in failed[0].text
    assert load_facts("ferlac", where) == ff

    # The risk reader adds Q- facts and signals; a cached rerun keeps them.
    with_quotes = ff.model_copy(deep=True)
    with_quotes.facts.append(Fact(id="Q-ferlac-1", kind="quote", page=9, text="« x » (page 9)"))
    with_quotes.signals.append(SignalRecord(category="covenant", quote="x", page=9, verified=True))
    save(with_quotes, where.facts_json("ferlac"))
    again = build_facts(ferlac_pdf, where)
    assert len(calls) == 1  # not re-read
    assert again == with_quotes

    # A forced rebuild keeps nothing stale: no Q- fact, no signal; the same R-/A- ids.
    rebuilt = build_facts(ferlac_pdf, where, force=True)
    assert len(calls) == 2
    assert not rebuilt.signals and all(f.kind != "quote" for f in rebuilt.facts)
    assert [f.id for f in rebuilt.facts] == ids
    assert [f.text for f in rebuilt.facts] == [f.text for f in ff.facts]


def test_a_code_change_rebuilds_and_drops_stale_quotes(
    tmp_path: Path, ferlac_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list = []
    _stub_modules(monkeypatch, _expected("ferlac")["fields"], calls)
    where = Paths(tmp_path)
    ff = build_facts(ferlac_pdf, where)
    old = ff.model_copy(update={"code_version": "older-code"}, deep=True)
    old.facts.append(Fact(id="Q-ferlac-1", kind="quote", page=9, text="« x » (page 9)"))
    save(old, where.facts_json("ferlac"))
    fresh = build_facts(ferlac_pdf, where)
    assert len(calls) == 2
    assert fresh.code_version == code_version()
    assert all(f.kind != "quote" for f in fresh.facts)


def test_missing_pdf_is_bad_input(tmp_path: Path) -> None:
    from analyste.errors import BadInput

    with pytest.raises(BadInput, match="no such file"):
        build_facts(tmp_path / "nope.pdf", Paths(tmp_path))


def test_facts_command_on_a_missing_pdf_is_one_line_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from analyste.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ANALYSTE_HOME", raising=False)
    result = CliRunner().invoke(main, ["facts", "nope.pdf"])
    assert result.exit_code == 2
    assert result.output.strip() == "error: nope.pdf: no such file"


def test_a_filing_without_statements_is_bad_input_in_one_line(tmp_path: Path) -> None:
    """Prose only, or a scan: no field to read is an error, never "0 fields read"."""
    import pdf_builders as B

    from analyste.errors import BadInput

    where = Paths(tmp_path)
    letter = B.prose(tmp_path / "lettre.pdf")
    with pytest.raises(BadInput) as e:
        build_facts(letter, where)
    assert str(e.value) == f"{letter}: no financial statements found (pages read: 1)"
    assert not where.facts_json("lettre").exists()  # nothing a memo could stand on

    scan = B.scanned(tmp_path / "scan.pdf", pages=2)
    with pytest.raises(BadInput) as e:
        build_facts(scan, where)
    assert str(e.value) == f"{scan}: no text layer — scanned? OCR is not done"
    assert not where.facts_json("scan").exists()


def test_a_cached_facts_json_without_fields_is_refused_too(
    tmp_path: Path, ferlac_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.errors import BadInput

    _stub_modules(monkeypatch, {}, [])
    with pytest.raises(BadInput, match="no financial statements found"):
        build_facts(ferlac_pdf, Paths(tmp_path))
    _stub_modules(monkeypatch, _expected("ferlac")["fields"], [])
    ff = build_facts(ferlac_pdf, Paths(tmp_path))
    save(ff.model_copy(update={"fields": {}}), Paths(tmp_path).facts_json("ferlac"))
    with pytest.raises(BadInput, match="no financial statements found"):
        build_facts(ferlac_pdf, Paths(tmp_path))


def test_facts_command_reports_each_filing_without_statements_and_goes_on(
    tmp_path: Path, ferlac_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pdf_builders as B
    from click.testing import CliRunner

    from analyste.cli import main

    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    B.prose(tmp_path / "Lettre aux actionnaires.pdf")
    B.scanned(tmp_path / "scan.pdf")
    result = CliRunner().invoke(
        main, ["facts", "Lettre aux actionnaires.pdf", "scan.pdf", str(ferlac_pdf)]
    )
    assert result.exit_code == 2
    lines = result.output.splitlines()
    assert (
        "error: Lettre aux actionnaires.pdf: no financial statements found (pages read: 1)" in lines
    )
    assert "error: scan.pdf: no text layer — scanned? OCR is not done" in lines
    assert f"{ferlac_pdf} → facts/ferlac/facts.json" in lines  # the others carry on
    assert not (tmp_path / "facts" / "lettre-aux-actionnaires" / "facts.json").exists()


def test_facts_command_json(
    tmp_path: Path, ferlac_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from analyste.cli import main

    _stub_modules(monkeypatch, _expected("ferlac")["fields"], [])
    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    result = CliRunner().invoke(main, ["facts", str(ferlac_pdf), "--json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.output)["reports"]
    assert row["slug"] == "ferlac" and row["checks_failed"] == ["balance_sheet_2025"]
    assert row["ratios"] == 11 and row["amounts"] == 9 and row["alerts"] >= 3


_PARSER = importlib.util.find_spec("analyste.statements") is not None


@pytest.mark.skipif(not _PARSER, reason="analyste.statements not there yet")
@pytest.mark.parametrize("slug", SLUGS)
def test_sample_filing_end_to_end(tmp_path: Path, slug: str) -> None:
    """The real parser on the sample PDF gives the figures the memo must carry."""
    pdf = REPORTS / f"{slug}.pdf"
    expected = _expected(slug)
    ff = build_facts(pdf, Paths(tmp_path))
    ratios = _by_name(ff)
    for name, want in expected["ratios"]["2025"].items():
        q = Decimal(1).scaleb(-ratios[name].data["decimals"])
        got = Decimal(str(ratios[name].data["values"]["2025"])).quantize(q)
        assert got == Decimal(str(want)).quantize(q), name


def test_a_change_of_the_label_table_rebuilds_facts(monkeypatch, tmp_path) -> None:
    """The labels table is code too: a pattern added to analyste/data/labels.json left
    facts.json cached with the old reading (seventh session: a UK label class added and
    the eval of the same folder still read none of it), since only the modules' source
    was in the digest."""
    import analyste.facts as facts_module

    table = tmp_path / "labels.json"
    table.write_text('{"fields": {}}', encoding="utf-8")
    monkeypatch.setattr(facts_module, "_data_files", lambda: [table])
    before = facts_module.code_version()
    table.write_text('{"fields": {"x": {}}}', encoding="utf-8")
    assert facts_module.code_version() != before


def test_the_shipped_label_table_is_in_the_digest() -> None:
    import analyste.facts as facts_module

    assert any(p.name == "labels.json" and p.is_file() for p in facts_module._data_files())
