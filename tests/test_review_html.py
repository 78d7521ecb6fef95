"""`analyste show --html`: one standalone page, nothing fetched, nothing hidden (issue 6)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from review_fixtures import build_home, ferlac_home, memo

from analyste.cli import main
from analyste.review import load_review
from analyste.review.html import render_html, write_html
from analyste.schema import save

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def ferlac(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    return ferlac_home(tmp_path_factory.mktemp("html"), ROOT / "reports" / "ferlac.pdf")


def _section(page: str, anchor: str) -> str:
    start = page.index(f'<section class="fact" id="{anchor}">')
    return page[start : page.index("</section>", start)]


def test_page_is_standalone_with_embedded_page_images(ferlac, tmp_path: Path) -> None:
    code = CliRunner().invoke(
        main,
        ["show", "ferlac", "--html", str(tmp_path / "out.html")],
        env={"ANALYSTE_HOME": str(ferlac.root)},
    )
    assert code.exit_code == 0, code.output
    assert code.output.startswith("ferlac: review page → ")
    page = (tmp_path / "out.html").read_text(encoding="utf-8")
    assert not re.search(r"https?://", page, re.IGNORECASE)
    targets = re.findall(r"""\b(?:src|href)\s*=\s*["']([^"']*)""", page)
    assert targets and all(t.startswith("#") for t in targets)  # only in-page links
    images = re.findall(r"\.(pg-ferlac-\d+)\{background-image:url\(data:image/png;base64,", page)
    assert sorted(images) == ["pg-ferlac-6", "pg-ferlac-8", "pg-ferlac-9"]  # each page once
    assert len(page.encode()) < 3_000_000
    assert list(tmp_path.iterdir()) == [tmp_path / "out.html"]  # no temporary file left


def test_quote_lines_are_highlighted_and_ratio_inputs_boxed(ferlac) -> None:
    page = render_html(load_review("ferlac", ferlac))
    quote = _section(page, "fact-Q-ferlac-1")
    assert "pg-ferlac-8" in quote
    assert quote.count('class="hl"') == 2  # the quote runs over two lines of page 8
    assert "surlignage : 2 lignes" in quote  # a French memo: French labels
    ratio = _section(page, "fact-R-ferlac-net_debt")
    assert ratio.count('class="box"') == 3 and ratio.count('class="box prior"') == 3
    # a number never breaks across lines (U+00A0: the browser keeps it together)
    assert "<td class='num'>72\u00a0400</td><td>p.6</td>" in ratio
    assert "Dette nette 2025\u00a0: 79\u00a0700\u00a0k€ (2024\u00a0: 71\u00a0500\u00a0k€)" in ratio
    assert '<a class="src k-quote" href="#fact-Q-ferlac-2">Q-ferlac-2</a>' in page


def test_rejected_quotes_are_shown_as_such(ferlac) -> None:
    page = render_html(load_review("ferlac", ferlac))
    assert "Signaux : 2 vérifié(s), 1 rejeté(s)" in page
    assert 'href="#sig-ferlac-3">rejeté : not_on_page</a>' in page
    rejected = _section(page, "sig-ferlac-3")
    assert "Citation REJETÉE : <code>not_on_page</code>" in rejected
    assert "Aucun litige n&#x27;oppose la Société à ses prêteurs." in rejected
    assert 'class="hl"' not in rejected


def test_rejected_memo_and_rejected_draft_are_visible(tmp_path: Path) -> None:
    where = build_home(tmp_path, verified=False, language="en")
    page = render_html(load_review("acme", where))
    assert '<span class="pill bad">REJECTED — NOT FOR USE</span>' in page
    assert "<title>Credit memo — Acme SA — REJECTED</title>" in page
    assert "<code>number_not_found:260</code>" in page
    assert '<div class="para defective" id="p2">' in page
    assert 'progresse de <mark class="bad" title="number_not_found:260">260</mark>\u00a0k€' in page
    assert "PDF not available, no image." in page  # no reports/acme.pdf: text facts only

    where = build_home(tmp_path / "both", language="en")
    save(memo(verified=False), where.memos / "acme.rejected.json")
    page = render_html(load_review("acme", where))
    assert '<span class="pill ok">VERIFIED</span>' in page
    assert 'href="#rejected-draft">a later draft was rejected</a>' in page
    assert "draft (2026-11-29T20:00:00+00:00) was <b>REJECTED</b> after 2 attempts" in page

    where = build_home(tmp_path / "fr", verified=False)  # a French memo: French labels
    page = render_html(load_review("acme", where))
    assert '<span class="pill bad">REJETÉE — À NE PAS UTILISER</span>' in page
    assert "<title>Note de crédit — Acme SA — REJETÉE</title>" in page
    assert "<b>paragraphe 2</b> : <code>number_not_found:260</code>" in page
    assert "PDF indisponible, pas d&#x27;image." in page


def test_write_replaces_the_file_atomically(tmp_path: Path) -> None:
    where = build_home(tmp_path)
    out = tmp_path / "page.html"
    out.write_text("old", encoding="utf-8")
    path, size = write_html(load_review("acme", where), out)
    assert path == out and size == len(out.read_bytes())
    assert out.read_text(encoding="utf-8").startswith("<!doctype html>")


def test_a_pdf_changed_since_extraction_gives_no_page_image(tmp_path: Path) -> None:
    """Boxes drawn on another version of a filing would point at the wrong words."""
    where = ferlac_home(tmp_path, ROOT / "reports" / "ferlac.pdf")
    with (where.reports / "ferlac.pdf").open("ab") as f:
        f.write(b"\n% edited\n")
    page = render_html(load_review("ferlac", where))
    assert "data:image" not in page
    assert "changed since its pages were extracted; page images left out" in page


def test_html_opens_on_the_fact_asked_for(ferlac, tmp_path: Path) -> None:
    env = {"ANALYSTE_HOME": str(ferlac.root)}
    out = tmp_path / "q.html"
    result = CliRunner().invoke(
        main, ["show", "ferlac", "--html", str(out), "--fact", "Q-ferlac-2"], env=env
    )
    assert result.exit_code == 0, result.output
    assert '<body class="verified" data-open="fact-Q-ferlac-2">' in out.read_text("utf-8")
    result = CliRunner().invoke(
        main, ["show", "ferlac", "--html", str(out), "--fact", "Q-ferlac-9"], env=env
    )
    assert (result.exit_code, result.output) == (
        2,
        "error: no fact 'Q-ferlac-9' in the facts of 'ferlac'\n",
    )


def test_a_quote_is_placed_by_its_lines_when_the_characters_are_not_found(
    ferlac, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 12: pages.json keeps each line's box, so a quote whose characters the review
    cannot find again on the page (another extractor's layout, glued words) is still
    boxed, by lookup, on the lines its span covers."""
    from analyste.review.locate import PdfPages

    monkeypatch.setattr(PdfPages, "quote_boxes", lambda self, number, quote: [])
    quote = _section(render_html(load_review("ferlac", ferlac)), "fact-Q-ferlac-1")
    assert quote.count('class="hl"') == 2  # the two lines the quote runs over, page 8
    assert "could not be located" not in quote and "n'ont pu être situés" not in quote
