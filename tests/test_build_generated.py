"""scripts/build_generated.py: one command for every set of generated risk filings.

What for: the four builder scripts (build_tune.py, build_tune2.py, build_heldout.py,
build_heldout2.py) were near copies that had drifted (two took `argv[1]`, two
`argv[0]`; two wrote JSON indented by 1, two by 2), and a fifth set would have made a
fifth copy. These tests hold the one script to its command line: each set by name, `all`
into one sub-folder per set, and a one-line error with exit status 2 for an unknown set
or a folder that cannot be written.

What not: the reports' contents are checked by the builders' tests
(tests/test_heldout_builders.py, tests/test_heldout2_builders.py); the tool is not run.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "build_generated.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_generated", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def script() -> ModuleType:
    return _load()


def _fake_set(name: str) -> SimpleNamespace:
    """A set module's shape (REPORTS, report, build) without drawing a PDF."""

    def build(report: str, folder: Path) -> tuple[Path, dict]:
        pdf = folder / f"{report}.pdf"
        pdf.write_bytes(b"%PDF-fake")
        return pdf, {"company": report, "signals": [{"quote": "q"}], "distractors": []}

    return SimpleNamespace(REPORTS=(f"{name}a", f"{name}b"), report=lambda s: s, build=build)


def test_the_sets_are_the_nine_modules(script: ModuleType) -> None:
    assert list(script.SETS) == [
        "tune",
        "tune2",
        "heldout",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
    ]
    for name, module in script.SETS.items():
        assert module.__name__ == f"risk_filings_{name}"
        assert module.REPORTS


def test_unknown_set_is_one_line_and_exit_2(script: ModuleType, capsys, tmp_path) -> None:
    assert script.main(["heldout9", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert err == (
        "build_generated.py: unknown set 'heldout9' "
        "(one of: tune, tune2, heldout, heldout2, heldout3, heldout4, heldout5, heldout6, "
        "heldout7, all)\n"
    )
    assert not (tmp_path / "out").exists()


def test_unwritable_folder_is_one_line_and_exit_2(script: ModuleType, capsys, tmp_path) -> None:
    """A folder under a regular file cannot be made, even by root (chmod would not do)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    assert script.main(["heldout3", str(blocker / "out")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"build_generated.py: cannot write to {blocker / 'out'}: ")


def test_default_folder_is_tmp_risk_set(script: ModuleType, monkeypatch, capsys) -> None:
    seen: list[Path] = []
    monkeypatch.setattr(script, "build_set", lambda name, folder: seen.append(folder) or [])
    assert script.main(["tune2"]) == 0
    assert seen == [Path("/tmp/risk_tune2")]


def test_all_writes_one_folder_per_set(script: ModuleType, monkeypatch, capsys, tmp_path) -> None:
    monkeypatch.setattr(script, "SETS", {"one": _fake_set("one"), "two": _fake_set("two")})
    assert script.main(["all", str(tmp_path)]) == 0
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.pdf")) == [
        "one/onea.pdf", "one/oneb.pdf", "two/twoa.pdf", "two/twob.pdf",
    ]  # fmt: skip
    exp = json.loads((tmp_path / "two" / "twob.expected.json").read_text(encoding="utf-8"))
    assert exp["company"] == "twob"
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{tmp_path / 'one' / 'onea.pdf'}: 1 signals, 0 distractors"
    assert len(out) == 4


def test_all_defaults_to_tmp_risk_each_set(script: ModuleType, monkeypatch) -> None:
    seen: list[tuple[str, Path]] = []
    monkeypatch.setattr(script, "build_set", lambda n, f: seen.append((n, f)) or [])
    assert script.main(["all"]) == 0
    assert seen == [(n, Path(f"/tmp/risk_{n}")) for n in script.SETS]


def test_heldout3_from_the_command_line(tmp_path: Path) -> None:
    """The real entry point, on the smallest set (three reports, about 3 s)."""
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "heldout3", str(tmp_path)],
        check=True,
        capture_output=True,
        text=True,
    )
    slugs = ("ferrandier", "chantereine", "wexfordpine")
    assert len(done.stdout.splitlines()) == 3
    for slug in slugs:
        assert (tmp_path / f"{slug}.pdf").stat().st_size > 10_000
        exp = json.loads((tmp_path / f"{slug}.expected.json").read_text(encoding="utf-8"))
        assert exp["signals"] and exp["distractors"]
