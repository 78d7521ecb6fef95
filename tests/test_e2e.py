"""Offline end to end on the three sample filings, run once per test session.

`analyste run` goes through every real stage (pages, facts, offline risk reader, offline
writer, verification) in a temporary ANALYSTE_HOME; the tests below read what it wrote,
and `analyste eval --json` scores it against reports/<slug>.expected.json (reusing the
cache, so it costs little).
"""

from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.schema import FactsFile, Memo, load
from analyste.settings import Paths

REPORTS = Path(__file__).resolve().parent.parent / "reports"
SLUGS = ["ferlac", "helvane", "solvea"]


@dataclass
class Session:
    root: Path
    where: Paths
    run_output: str
    run_exit: int
    cold_s: float
    eval_json: dict


@pytest.fixture(scope="session")
def e2e(tmp_path_factory: pytest.TempPathFactory) -> Session:
    if not all((REPORTS / f"{s}.pdf").is_file() for s in SLUGS):
        pytest.fail("reports/*.pdf missing: run scripts/make_sample_reports.py")
    root = tmp_path_factory.mktemp("e2e")
    (root / "reports").mkdir()
    for s in SLUGS:
        for name in (f"{s}.pdf", f"{s}.expected.json"):
            shutil.copy(REPORTS / name, root / "reports" / name)
    mp = pytest.MonkeyPatch()
    mp.setenv("ANALYSTE_HOME", str(root))
    mp.delenv("ANALYSTE_PROVIDER", raising=False)
    mp.delenv("ANALYSTE_MODEL", raising=False)
    mp.setenv("COLUMNS", "140")
    try:
        started = time.perf_counter()
        run = CliRunner().invoke(main, ["run", str(root / "reports"), "--provider", "offline"])
        cold = time.perf_counter() - started
        ev = CliRunner().invoke(
            main, ["eval", str(root / "reports"), "--provider", "offline", "--json"]
        )
        assert ev.exit_code == 0, ev.output
    finally:
        mp.undo()
    return Session(root, Paths(root), run.output, run.exit_code, cold, json.loads(ev.output))


def test_every_memo_verified(e2e: Session) -> None:
    assert e2e.run_exit == 0, e2e.run_output
    assert "3/3 memos verified" in e2e.run_output
    for slug in SLUGS:
        memo = load(Memo, e2e.where.memo_json(slug))
        assert memo.verified and not memo.defects
        assert e2e.where.memo_md(slug).is_file()


def test_signal_recall_and_no_distractor(e2e: Session) -> None:
    totals = e2e.eval_json["totals"]
    print(
        f"\noffline signals: recall {totals['signal_recall']:.0%} "
        f"({totals['signals_found']}/{totals['signals_expected']}), "
        f"precision {totals['signal_precision']:.0%}, "
        f"false flags {totals['distractors_flagged']}, cold run {e2e.cold_s:.1f}s"
    )
    assert totals["signal_recall"] >= 0.9
    assert totals["distractors_flagged"] == 0
    for c in e2e.eval_json["companies"]:
        assert c["quotes_rejected"] == 0, c["slug"]  # the offline reader copies verbatim


def test_known_distractors_are_not_facts(e2e: Session) -> None:
    """The negated sentences the sample generator plants never become Q- facts."""
    distractors = [
        "Aucun covenant ne s'applique aux contrats de location",
        "n’a consenti aucune garantie",
        "ne comportent aucune clause de changement de contrôle",
        "Aucun autre litige significatif",
        "Aucun covenant financier n'est attaché",
        "n'a pas de dépendance significative",
    ]
    for slug in SLUGS:
        ff = load(FactsFile, e2e.where.facts_json(slug))
        for fact in ff.facts:
            if fact.kind == "quote":
                assert not any(d in fact.text for d in distractors), fact.text


def test_embedded_instructions_reported_visible_and_hidden(e2e: Session) -> None:
    solvea = load(FactsFile, e2e.where.facts_json("solvea"))
    assert any(
        s.category == "embedded_instruction" and "Note aux systèmes" in s.quote and s.verified
        for s in solvea.signals
    )
    helvane = load(FactsFile, e2e.where.facts_json("helvane"))
    hidden = [f for f in helvane.facts if f.kind == "quote" and f.data.get("hidden")]
    assert len(hidden) == 1 and "AAA" in hidden[0].data["hidden_text"]
    by_slug = {c["slug"]: c for c in e2e.eval_json["companies"]}
    assert by_slug["helvane"]["hidden_found"] == by_slug["helvane"]["hidden_expected"] == 1


def test_eval_json_shape(e2e: Session) -> None:
    data = e2e.eval_json
    assert data["runs"] == 1
    keys = {
        "slug",
        "fields_exact",
        "fields_total",
        "checks_ok",
        "ratio_max_gap",
        "signals_expected",
        "signals_found",
        "quotes_rejected",
        "memo_verified",
    }
    assert [c["slug"] for c in data["companies"]] == SLUGS
    for c in data["companies"]:
        assert keys <= set(c)
        assert isinstance(c["fields_exact"], int) and isinstance(c["memo_verified"], bool)
        assert isinstance(c["missed_fields"], list)


def test_q_ids_stable_and_rerun_reuses_the_cache(
    e2e: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = {s: load(FactsFile, e2e.where.facts_json(s)).facts for s in SLUGS}
    monkeypatch.setenv("ANALYSTE_HOME", str(e2e.root))
    monkeypatch.setenv("COLUMNS", "140")
    started = time.perf_counter()
    out = CliRunner().invoke(main, ["run", str(e2e.root / "reports"), "--provider", "offline"])
    rerun = time.perf_counter() - started
    assert out.exit_code == 0
    assert out.output.count(" ok* ") == 3 and "* memo reused from the cache" in out.output
    assert rerun < 5
    after = {s: load(FactsFile, e2e.where.facts_json(s)).facts for s in SLUGS}
    assert after == before


def test_eval_runs_reports_mean_and_worst(e2e: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_HOME", str(e2e.root))
    only = e2e.root / "one"
    only.mkdir(exist_ok=True)
    for name in ("ferlac.pdf", "ferlac.expected.json"):
        shutil.copy(e2e.root / "reports" / name, only / name)
    out = CliRunner().invoke(main, ["eval", str(only), "--runs", "2", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    (c,) = data["companies"]
    assert data["runs"] == 2 and len(c["per_run"]) == 2
    assert c["worst"]["signals_found"] == c["signals_found"] == 6
    assert c["worst"]["memo_verified"] is True


def test_signals_command_on_a_sample(e2e: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_HOME", str(e2e.root))
    out = CliRunner().invoke(main, ["signals", "ferlac", "--provider", "offline", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert (data["proposed"], data["verified"], data["rejected"]) == (6, 6, 0)
    assert len(data["batches"]) == 1 and data["pages_skipped"] == []  # short: sent whole
