"""`analyste show` on the command line: errors, --json, --fact, plain output (issue 6)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from review_fixtures import build_home

from analyste.cli import main
from analyste.schema import Fact, FactsFile, Memo, PagesFile, load, save


def run(root: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(
        main, ["show", *args], env={"ANALYSTE_HOME": str(root), "COLUMNS": "80"}
    )
    return result.exit_code, result.output


def test_unknown_slug_is_one_line_and_exit_2(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "nope")
    assert code == 2
    assert out == "error: no memo for 'nope': memos/nope.json not found (memos: acme)\n"


def test_unknown_fact_is_one_line_and_exit_2(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-9")
    assert (code, out) == (2, "error: no fact 'Q-acme-9' in the facts of 'acme'\n")


def test_output_is_plain_when_not_a_terminal(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme")
    assert code == 0
    assert "\x1b[" not in out
    assert "VÉRIFIÉE   Acme SA — vérifiée après 1 tentative" in out  # a French memo
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-1")
    assert code == 0
    assert "[[Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x]]." in out


def test_json_is_the_memo_with_its_cited_facts(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["memo"]["slug"] == "acme"
    assert data["memo"]["verified"] is True
    assert [f["id"] for f in data["facts"]] == ["R-acme-net_debt", "Q-acme-1", "A-acme-1"]
    assert data["missing_facts"] == []
    assert data["rejected_draft"] is None


@pytest.mark.parametrize("where", ["facts/portfolio.json", "facts/portfolio/facts.json"])
def test_portfolio_loads_the_facts_of_every_company_it_cites(tmp_path: Path, where: str) -> None:
    """The portfolio memo cites R-/Q- facts of several companies and C- facts."""
    home = build_home(tmp_path)
    other = load(FactsFile, home.facts_json("acme")).model_copy(
        update={"slug": "beta-co", "company": "Beta Co", "signals": [], "checks": []}
    )
    other.facts = [
        f.model_copy(update={"id": f.id.replace("acme", "beta-co")}) for f in other.facts
    ]
    save(other, home.facts_json("beta-co"))
    comparison = Fact(
        id="C-net_debt_rank",
        kind="comparison",
        text="Acme SA devant Beta Co.",
        data={"kind": "rank", "sources": ["R-acme-net_debt", "R-beta-co-net_debt"]},
    )
    path = tmp_path / where
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"facts": [comparison.model_dump()]}), encoding="utf-8")
    save(load(PagesFile, home.pages_json("acme")), home.pages_json("beta-co"))
    memo = load(Memo, home.memo_json("acme"))
    memo.slug, memo.company = "portfolio", "Portefeuille"
    memo.paragraphs[1].sources = ["C-net_debt_rank", "R-beta-co-net_debt", "Q-beta-co-1"]
    save(memo, home.memo_json("portfolio"))
    code, out = run(tmp_path, "portfolio", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert data["missing_facts"] == []
    assert [f["id"] for f in data["facts"]] == [
        "R-acme-net_debt",
        "Q-acme-1",
        "C-net_debt_rank",
        "R-beta-co-net_debt",
        "Q-beta-co-1",
    ]
    code, out = run(tmp_path, "portfolio")
    assert code == 0
    assert "contrôles des états financiers — acme" in out
    assert "signaux — beta-co : 0 vérifié(s), 0 rejeté(s)" in out
    assert "│   type : rank\n│   repose sur : R-acme-net_debt R-beta-co-net_debt" in re.sub(
        r" +│\n", "\n", out
    )
    code, out = run(tmp_path, "portfolio", "--fact", "Q-beta-co-1")
    assert "[[Le prêt de 800 k€" in out


def test_json_fact_tells_where_a_quote_and_a_ratio_were_read(tmp_path: Path) -> None:
    build_home(tmp_path)
    code, out = run(tmp_path, "acme", "--fact", "Q-acme-1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["fact"]["id"] == "Q-acme-1"
    assert data["on_page"] == {"slug": "acme", "page": 2, "span": [16, 86], "status": "span"}
    code, out = run(tmp_path, "acme", "--fact", "R-acme-net_debt", "--json")
    assert json.loads(out)["inputs"][0] == {
        "field": "long_term_debt",
        "values": {"2025": 900, "2024": 700},
        "pages": [1],
        "line": "Dettes financières 900 700",
    }


def test_run_figures_come_from_the_memo_and_the_run_log(tmp_path: Path) -> None:
    from analyste.runlog import ReportRow, RunLog

    home = build_home(tmp_path)
    log = RunLog(home.run_log)
    run_id = log.start("offline", "rules-v1")
    log.record(
        run_id, ReportRow(slug="acme", quotes_proposed=3, quotes_rejected=1, memo_verified=True)
    )
    log.finish(run_id)
    code, out = run(tmp_path, "acme")
    assert code == 0
    # the panel's lines joined: borders and the wrapping's spaces out
    text = re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", out.split("╭─ exécution")[1]))
    assert "note offline/template-v1 · 1 appel · jetons 1200 entrée / 300 sortie · 0.25 s" in text
    assert re.search(
        r"dernière exécution #1 · \S+ → \S+ · offline/rules-v1 · citations 3 proposée\(s\), "
        r"1 rejetée\(s\) · note vérifiée · jetons 0 entrée / 0 sortie · 0.00 s",
        text,
    ), text


# ---------------------------------------------------------------- the memo re-checked


def _edit_memo(home, text: str, paragraph: int = 0) -> None:  # type: ignore[no-untyped-def]
    """An analyst edits the memo by hand; its stored verdict still says verified."""
    memo = load(Memo, home.memo_json("acme"))
    memo.paragraphs[paragraph].text = text
    save(memo, home.memo_json("acme"))


def test_a_memo_edited_by_hand_that_no_longer_passes_is_modified_not_verified(
    tmp_path: Path,
) -> None:
    home = build_home(tmp_path)
    _edit_memo(home, "La dette nette d'Acme SA atteint 900 k€ en 2025. Le covenant reste serré.")
    code, out = run(tmp_path, "acme")
    assert code == 0
    flat = re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", out))
    assert not re.search(r"(?<!NON )VÉRIFIÉE", flat.split("¶1")[0])
    assert "MODIFIÉE — NON VÉRIFIÉE Acme SA — enregistrée comme vérifiée, mais le nouveau" in flat
    assert "✗ paragraphe 1 : number_not_found:900 — Le nombre 900 ne figure pas" in flat
    assert "✗ défaut : number_not_found:900" in flat  # under the paragraph too
    assert "memos/acme.json modifié après la rédaction de la note" in flat

    code, out = run(tmp_path, "acme", "--json")
    data = json.loads(out)
    assert data["status"] == "modified"
    assert data["memo"]["verified"] is True  # the stored verdict, as stored
    assert [d["code"] for d in data["recheck"]["defects"]] == ["number_not_found:900"]

    page = tmp_path / "page.html"
    code, out = run(tmp_path, "acme", "--html", str(page))
    assert code == 0, out
    html = page.read_text(encoding="utf-8")
    assert '<a class="pill bad" href="#modified">MODIFIÉE — NON VÉRIFIÉE</a>' in html
    assert "<title>Note de crédit — Acme SA — MODIFIÉE — NON VÉRIFIÉE</title>" in html
    assert '<mark class="bad" title="number_not_found:900">900</mark>' in html
    assert 'class="pill ok"' not in html


def test_facts_changed_since_the_memo_make_it_modified(tmp_path: Path) -> None:
    home = build_home(tmp_path)
    ff = load(FactsFile, home.facts_json("acme"))
    for f in ff.facts:
        f.text = f.text.replace("800 k€", "810 k€")
    save(ff, home.facts_json("acme"))
    data = json.loads(run(tmp_path, "acme", "--json")[1])
    assert data["status"] == "modified"
    assert [(d["paragraph"], d["code"]) for d in data["recheck"]["defects"]] == [
        (0, "number_not_found:800")
    ]
    assert "facts/acme/facts.json" in [c["file"] for c in data["recheck"]["changed"]]


def test_an_untouched_memo_stays_verified_or_rejected(tmp_path: Path) -> None:
    data = json.loads(run(tmp_path, "acme", "--json")[1]) if build_home(tmp_path) else {}
    assert (data["status"], data["recheck"]["defects"]) == ("verified", [])
    build_home(tmp_path / "r", verified=False)
    data = json.loads(run(tmp_path / "r", "acme", "--json")[1])
    assert data["status"] == "rejected"  # the re-check finds what the memo records


def test_an_english_memo_has_english_labels(tmp_path: Path) -> None:
    home = build_home(tmp_path, language="en")
    _code, out = run(tmp_path, "acme")
    assert "VERIFIED   Acme SA — verified after 1 attempt" in out
    assert "sources: R-acme-net_debt Q-acme-1" in out
    assert "⚠ to review: “Le covenant reste serré.”" in out
    _edit_memo(home, "La dette nette progresse de 260 k€ (alerte).", paragraph=1)
    out = re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", run(tmp_path, "acme")[1]))
    assert "MODIFIED — NOT VERIFIED Acme SA — stored as verified, but the re-check" in out
    assert "✗ paragraph 2: number_not_found:260" in out


# ---------------------------------------------------------------- --html: PDF and file


def _ferlac(tmp_path: Path, recorded: str):  # type: ignore[no-untyped-def]
    from review_fixtures import ferlac_home

    home = ferlac_home(
        tmp_path / "home", Path(__file__).resolve().parents[1] / "reports/ferlac.pdf"
    )
    pages = load(PagesFile, home.pages_json("ferlac"))
    pages.pdf = recorded
    save(pages, home.pages_json("ferlac"))
    return home


def _html(root: Path, out: Path, *args: str):  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(
        main, ["show", "ferlac", "--html", str(out), *args], env={"ANALYSTE_HOME": str(root)}
    )
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("recorded", ["reports/ferlac.pdf", "somewhere/else/ferlac.pdf", "abs"])
def test_the_pdf_is_found_from_another_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, recorded: str
) -> None:
    """pages.json keeps the PDF path as given at extraction (relative to that working
    folder): under ANALYSTE_HOME, or at reports/<slug>.pdf, it is found again."""
    if recorded == "abs":
        recorded = str(tmp_path / "home" / "reports" / "ferlac.pdf")
    home = _ferlac(tmp_path, recorded)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    code, _out, err = _html(home.root, elsewhere / "x.html")
    assert (code, err) == (0, "")
    assert "PDF not available" not in (elsewhere / "x.html").read_text("utf-8")
    assert "data:image/png" in (elsewhere / "x.html").read_text("utf-8")


def test_a_missing_pdf_is_warned_about_and_fails_with_strict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = _ferlac(tmp_path, "reports/ferlac.pdf")
    (home.reports / "ferlac.pdf").rename(tmp_path / "moved.pdf")
    monkeypatch.chdir(tmp_path)
    code, _out, err = _html(home.root, tmp_path / "x.html")
    assert code == 0
    tried = f"reports/ferlac.pdf, {home.root}/reports/ferlac.pdf"
    assert err == f"warning: ferlac: PDF not found (tried {tried}); page images left out\n"
    assert "PDF indisponible, pas d&#x27;image." in (tmp_path / "x.html").read_text("utf-8")
    code, _out, err = _html(home.root, tmp_path / "x.html", "--strict")
    assert code == 1 and err.startswith("warning: ferlac: PDF not found")
    # a file with another sha256 is not the filing the pages were read from
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "ferlac.pdf").write_bytes(b"%PDF-1.4 another file")
    code, _out, err = _html(home.root, tmp_path / "x.html", "--strict")
    assert code == 1
    assert err.startswith("warning: reports/ferlac.pdf: changed since its pages were extracted")


def test_an_html_file_that_cannot_be_written_is_one_line_and_exit_2(tmp_path: Path) -> None:
    build_home(tmp_path)
    (tmp_path / "file").write_text("x")
    for target in ("/proc/x.html", str(tmp_path / "file" / "x.html")):
        code, out = run(tmp_path, "acme", "--html", target)
        assert code == 2
        assert re.fullmatch(rf"error: {re.escape(target)}: [^\n]+\n", out), out


def test_a_rejected_memo_fixed_by_hand_is_not_verified_either(tmp_path: Path) -> None:
    """Stored rejected, clean now: edited since; only `analyste memo` verifies a memo."""
    home = build_home(tmp_path, verified=False)
    _edit_memo(home, "La dette nette progresse de 250 k€ (alerte).", paragraph=1)
    data = json.loads(run(tmp_path, "acme", "--json")[1])
    assert (data["status"], data["recheck"]["defects"]) == ("modified", [])
    out = re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", run(tmp_path, "acme")[1]))
    assert "MODIFIÉE — NON VÉRIFIÉE Acme SA — enregistrée comme rejetée" in out
    assert "défauts à sa rédaction : ✗ paragraphe 2 : number_not_found:260" in out
    # a memo rejected for what its text cannot show (a cut answer) stays rejected
    memo = load(Memo, home.memo_json("acme"))
    memo.defects.append(
        memo.defects[0].model_copy(update={"paragraph": -1, "code": "provider:cut"})
    )
    save(memo, home.memo_json("acme"))
    assert json.loads(run(tmp_path, "acme", "--json")[1])["status"] == "rejected"


@pytest.mark.parametrize("name", ["facts/acme/facts.json", "memos/acme.json"])
def test_an_unreadable_facts_or_memo_file_is_one_line_and_exit_2(tmp_path: Path, name: str) -> None:
    """A truncated file is named with its JSON reason, never blamed on the memo as
    defects of a re-check (MODIFIED — NOT VERIFIED, 152 defects)."""
    build_home(tmp_path)
    path = tmp_path / name
    path.write_bytes(path.read_bytes()[:300])
    for args in ((), ("--json",), ("--html", str(tmp_path / "x.html"))):
        code, out = run(tmp_path, "acme", *args)
        assert code == 2, (args, out)
        assert re.fullmatch(rf"error: {re.escape(name)}: [^\n]*JSON[^\n]*\n", out), out
        assert "MODIFI" not in out


def test_an_unreadable_facts_file_of_a_cited_company_is_one_line_and_exit_2(
    tmp_path: Path,
) -> None:
    home = build_home(tmp_path)
    memo = load(Memo, home.memo_json("acme"))
    memo.slug = "portfolio"
    save(memo, home.memo_json("portfolio"))
    home.facts_json("acme").write_text("{", encoding="utf-8")
    code, out = run(tmp_path, "portfolio")
    assert code == 2
    assert re.fullmatch(r"error: facts/acme/facts\.json: [^\n]*JSON[^\n]*\n", out), out


ADDED = "Nous recommandons vivement un refinancement anticipé auprès des banques partenaires."


def _record_as_written(home, slug: str = "acme") -> None:  # type: ignore[no-untyped-def]
    """The pipeline's record of the memo file it wrote (facts/<slug>/run.json, or
    facts/portfolio.run.json), as analyste.pipeline writes it."""
    import hashlib

    digest = hashlib.sha256(home.memo_json(slug).read_bytes()).hexdigest()
    state = {"provider": "offline", "model": "template-v1", "memo_digest": digest}
    path = home.facts / "portfolio.run.json" if slug == "portfolio" else home.report_dir(slug)
    path = path if slug == "portfolio" else path / "run.json"
    path.write_text(json.dumps(state), encoding="utf-8")


def _flat(out: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"\s*│\s*", " ", out))


def test_a_memo_edited_by_hand_that_still_passes_is_edited_not_the_writers(
    tmp_path: Path,
) -> None:
    """`cp edits/claim.json memos/ferlac.json`: the exact checks pass, but the memo is
    not the file the pipeline wrote — not shown as the writer's verified memo, and the
    re-check's clues (not the stored `review` list) mark the sentence added."""
    home = build_home(tmp_path)
    _record_as_written(home)
    assert json.loads(run(tmp_path, "acme", "--json")[1])["status"] == "verified"
    _edit_memo(home, f"La dette nette progresse de 250 k€ (alerte). {ADDED}", paragraph=1)
    code, out = run(tmp_path, "acme")
    assert code == 0
    flat = _flat(out)
    assert "ÉDITÉE À LA MAIN — vérifiée par re-contrôle Acme SA" in flat
    assert "vérifiée après 1 tentative" not in flat
    assert f"⚠ à relire : “{ADDED}” (unsupported:0.00)" in flat
    assert "facts/acme/run.json" in flat  # where the pipeline's record is

    data = json.loads(run(tmp_path, "acme", "--json")[1])
    assert data["status"] == "edited"
    assert data["recheck"]["edited"] is True and data["recheck"]["defects"] == []
    assert {"paragraph": 1, "sentence": ADDED, "reason": "unsupported:0.00"} in [
        {k: c[k] for k in ("paragraph", "sentence", "reason")} for c in data["recheck"]["clues"]
    ]

    page = tmp_path / "page.html"
    assert run(tmp_path, "acme", "--html", str(page))[0] == 0
    html = page.read_text(encoding="utf-8")
    assert "ÉDITÉE À LA MAIN — vérifiée par re-contrôle</a>" in html
    assert 'class="pill ok"' not in html
    assert '<mark class="review" title="à relire : unsupported:0.00">Nous' in html

    # failing the re-check as well: edited by hand, not verified
    _edit_memo(home, f"La dette nette progresse de 260 k€ (alerte). {ADDED}", paragraph=1)
    flat = _flat(run(tmp_path, "acme")[1])
    assert "ÉDITÉE À LA MAIN — NON VÉRIFIÉE Acme SA" in flat
    assert "✗ paragraphe 2 : number_not_found:260" in flat
    assert json.loads(run(tmp_path, "acme", "--json")[1])["status"] == "modified"


def test_an_edited_english_memo_says_edited_by_hand(tmp_path: Path) -> None:
    home = build_home(tmp_path, language="en")
    _record_as_written(home)
    _edit_memo(home, f"La dette nette progresse de 250 k€ (alerte). {ADDED}", paragraph=1)
    assert "EDITED BY HAND — re-checked Acme SA" in _flat(run(tmp_path, "acme")[1])


def test_the_portfolio_memo_edited_by_hand_is_told_by_its_own_record(tmp_path: Path) -> None:
    home = build_home(tmp_path)
    memo = load(Memo, home.memo_json("acme"))
    memo.slug = "portfolio"
    save(memo, home.memo_json("portfolio"))
    _record_as_written(home, "portfolio")
    assert json.loads(run(tmp_path, "portfolio", "--json")[1])["status"] == "verified"
    _edit_memo(home, f"La dette nette progresse de 250 k€ (alerte). {ADDED}", paragraph=1)
    memo = load(Memo, home.memo_json("acme"))
    memo.slug = "portfolio"
    save(memo, home.memo_json("portfolio"))
    data = json.loads(run(tmp_path, "portfolio", "--json")[1])
    assert data["status"] == "edited"
    assert ADDED in [c["sentence"] for c in data["recheck"]["clues"]]
