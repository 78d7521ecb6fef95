"""`analyste quote` and `analyste verify` through the command line, exact output.

The PDF is built here with fpdf2 (constructed Ferlac-like pages); facts and memos are
written with the schema models.
"""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main
from analyste.cli.claims import HIGHLIGHT, context_text
from analyste.schema import Fact, FactsFile, Memo, Paragraph, save

FONT = Path(__file__).resolve().parents[1] / "scripts" / "fonts" / "DejaVuSans.ttf"
COVENANT = "L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant"


def build_pdf(path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_font("DejaVu", "", str(FONT))
    pdf.set_font("DejaVu", size=11)
    pages = [
        "Rapport de gestion 2025\nLe chiffre d\u2019affaires s\u2019établit à 118\u00a0240 k€.",
        "Note 14 \u2013 Emprunts\nL\u2019emprunt syndiqué de 85\u00a0000 k€ est assorti "
        "d\u2019un covenant de levier plafonné à 4,0x.\nLa marge nette ressort à -0,5 %.",
    ]
    for text in pages:
        pdf.add_page()
        pdf.set_y(40)
        pdf.multi_cell(0, 6, text)
    pdf.output(str(path))


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("ANALYSTE_HOME", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    build_pdf(tmp_path / "ferlac.pdf")
    return tmp_path


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_quote_verified_prints_the_span_in_context(workdir):
    result = run("quote", "ferlac.pdf", "2", COVENANT)
    assert result.exit_code == 0, result.output
    assert result.output == (
        "verified: page 2, characters 19-76\n"
        "Note 14 – Emprunts L’emprunt syndiqué de 85 000 k€ est assorti d’un covenant de "
        "levier plafonné à 4,0x. La marge nette ressort à -0,5 %.\n"
    )


def test_quote_found_on_another_page(workdir):
    result = run("quote", "ferlac.pdf", "1", COVENANT)
    assert result.exit_code == 1
    assert result.output == (
        "not verified: found_on_page:2 (the text is on page 2, not on page 1)\n"
    )


def test_quote_not_on_any_page(workdir):
    result = run("quote", "ferlac.pdf", "2", "La marge nette ressort à 0,5 %")
    assert result.exit_code == 1
    assert result.output == (
        "not verified: not_on_page (the text is not on this page, nor on any other page "
        "of the PDF)\n"
    )


@pytest.mark.parametrize(
    ("page", "text", "line"),
    [
        ("3", COVENANT, "not verified: page_out_of_range (the PDF has 2 pages)\n"),
        (
            "2",
            "covenant",
            "not verified: too_short (fewer than 12 characters after normalisation: "
            "too short to prove anything)\n",
        ),
        (
            "2",
            "L'emprunt syndiqué […] plafonné à 4,0x",
            "not verified: stitched (pieces glued with an ellipsis or a bracket are not a quote)\n",
        ),
    ],
)
def test_quote_refusals_say_why(workdir, page, text, line):
    result = run("quote", "ferlac.pdf", page, text)
    assert result.exit_code == 1
    assert result.output == line


def test_quote_missing_pdf_is_one_line_exit_2(workdir):
    result = run("quote", "nope.pdf", "1", COVENANT)
    assert result.exit_code == 2
    assert result.output == "error: nope.pdf: no such file\n"


def test_context_text_highlights_exactly_the_quote():
    page = "Note 14\nL’emprunt syndiqué est assorti d’un covenant.\nFin"
    start = page.index("L’")
    text = context_text(page, start, page.index("\nFin"))
    assert text.plain == "Note 14 L’emprunt syndiqué est assorti d’un covenant. Fin"
    (span,) = text.spans
    assert text.plain[span.start : span.end] == "L’emprunt syndiqué est assorti d’un covenant."
    assert span.style == HIGHLIGHT


# ---------------------------------------------------------------- verify

FACTS = [
    Fact(
        id="R-ferlac-free_cash_flow",
        kind="ratio",
        text="Maison Ferlac SAS - Free cash-flow 2025 : -14 930 k€ (2024 : 3 210 k€)",
    ),
    Fact(
        id="R-ferlac-net_margin",
        kind="ratio",
        text="Maison Ferlac SAS - Marge nette 2025 : -0,5 % (2024 : 1,2 %)",
    ),
    Fact(
        id="R-ferlac-leverage",
        kind="ratio",
        text="Maison Ferlac SAS - Levier 2025 : 5,5x (2024 : 3,6x) ; variation : +1,9x",
    ),
]


def write_facts(path: Path, slug: str = "ferlac", facts=FACTS, years=(2025, 2024)) -> None:
    save(
        FactsFile(
            company="Maison Ferlac SAS",
            slug=slug,
            unit="k€",
            years=list(years),
            fields={},
            facts=list(facts),
        ),
        path,
    )


def write_memo(path: Path, paragraphs, slug: str = "ferlac") -> None:
    save(
        Memo(
            slug=slug, company="Maison Ferlac SAS", verified=True, attempts=1, paragraphs=paragraphs
        ),
        path,
    )


def test_verify_clean_memo_exit_0(workdir):
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Un free cash-flow négatif de 14 930 k€ en 2025.",
                sources=["R-ferlac-free_cash_flow"],
            ),
            Paragraph(text="Levier de 5,5x (variation : +1,9x).", sources=["R-ferlac-leverage"]),
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output
    assert result.output == "vérifié : 2 paragraphes, chaque source et chaque nombre contrôlés\n"


def test_verify_prints_each_defect_exit_1(workdir):
    """An analyst edited the memo: dropped a minus sign, invented a figure, cited a typo."""
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(text="Une marge nette de 0,5 % en 2025.", sources=["R-ferlac-net_margin"]),
            Paragraph(text="Le levier atteint 6,1x.", sources=["R-ferlac-levrage"]),
            Paragraph(text="En conclusion, prudence.", sources=[]),
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 1
    assert result.output == (
        "paragraphe 1 : number_not_found:0,5 — Le nombre 0,5 figure en négatif dans les "
        "sources citées : écrire son signe.\n"
        "paragraphe 2 : missing_id:R-ferlac-levrage — La source R-ferlac-levrage n'existe pas.\n"
        "paragraphe 2 : number_not_found:6,1 — Le nombre 6,1 ne figure pas, avec son signe, "
        "dans les sources citées.\n"
        "paragraphe 3 : no_citation — Aucune source n'est citée.\n"
        "non vérifié : 4 défauts dans 3 paragraphes\n"
    )


def test_verify_lists_clues_without_failing(workdir):
    """A judgement paragraph (the recommendation) cites facts whose words it barely uses:
    a person should read it, but it is not a defect."""
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Recommandation : surveillance renforcée et waiver préalable des prêteurs.",
                sources=["R-ferlac-leverage"],
            )
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "paragraphe 1 : unsupported:0.00 (à relire, pas un défaut) — Seuls 0 % des mots de "
        "l'affirmation se retrouvent dans ses sources : à relire.\n"
        "vérifié : 1 paragraphe, chaque source et chaque nombre contrôlés\n"
    )


def test_verify_speaks_the_memo_language_english(workdir):
    """Review (verify printed "paragraph" and "to read, not a defect" around French
    messages): every line is in the memo's language; here an English memo, constructed."""
    english = Fact(
        id="R-ferlac-leverage_en",
        kind="ratio",
        text="Maison Ferlac SAS - Leverage 2025: 5.5x (2024: 3.6x); formula: net debt / EBITDA",
    )
    write_facts(workdir / "facts" / "ferlac" / "facts.json", facts=[*FACTS, english])
    save(
        Memo(
            slug="ferlac",
            company="Maison Ferlac SAS",
            verified=True,
            attempts=1,
            language="en",
            paragraphs=[
                Paragraph(text="Net margin of 0.5% in 2025.", sources=["R-ferlac-net_margin"]),
                Paragraph(
                    text="Recommendation: close monitoring and a prior waiver from lenders.",
                    sources=["R-ferlac-leverage_en"],
                ),
            ],
        ),
        workdir / "memo.json",
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 1
    assert result.output == (
        "paragraph 1: number_not_found:0.5 — The cited sources hold 0.5 as a negative "
        "number: write its sign.\n"
        "paragraph 1: unsupported:0.00 (to read, not a defect) — Only 0% of the claim's "
        "words are in its sources: worth a read.\n"
        "paragraph 2: unsupported:0.00 (to read, not a defect) — Only 0% of the claim's "
        "words are in its sources: worth a read.\n"
        "not verified: 1 defect in 2 paragraphs\n"
    )


def test_review_new_covbreach_polarity_clue_in_french(workdir):
    """Review 2 (edits/new_covbreach.json): "Covenant bancaire rompu" over a quote giving
    3,4x for a covenant "inférieur ou égal à 3,5x": a clue line, in French, exit 0."""
    quote = Fact(
        id="Q-ferlac-2",
        kind="quote",
        page=9,
        text="« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette nette / "
        "EBITDA ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio s'établit à "
        "3,4x selon la définition contractuelle. » (page 9)",
    )
    write_facts(workdir / "facts" / "ferlac" / "facts.json", facts=[*FACTS, quote])
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Covenant bancaire rompu : ratio de 3,4x pour un covenant de 3,5x.",
                sources=["Q-ferlac-2"],
            )
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "paragraphe 1 : polarity:covenant (à relire, pas un défaut) — La phrase nie « covenant "
        "respecté », que la source citée affirme : à relire.\n"
        "vérifié : 1 paragraphe, chaque source et chaque nombre contrôlés\n"
    )


def test_verify_with_explicit_facts_file(workdir):
    write_facts(workdir / "other.json")
    write_memo(
        workdir / "memo.json",
        [Paragraph(text="La marge nette est de -0,5 %.", sources=["R-ferlac-net_margin"])],
    )
    result = run("verify", "memo.json", "--facts", "other.json")
    assert result.exit_code == 0, result.output


def test_verify_portfolio_reads_every_company_and_comparison_facts(workdir):
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    solvea = [Fact(id="R-solvea-leverage", kind="ratio", text="Solvea - Levier 2025 : 2,1x")]
    write_facts(workdir / "facts" / "solvea" / "facts.json", "solvea", solvea)
    comparison = [
        Fact(
            id="C-leverage_gap",
            kind="comparison",
            text="Écart de levier 2025 Ferlac - Solvea : +3,4x",
        )
    ]
    write_facts(workdir / "facts" / "portfolio.json", "portfolio", comparison)
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Ferlac (5,5x) dépasse Solvea (2,1x) de 3,4x.",
                sources=["R-ferlac-leverage", "R-solvea-leverage", "C-leverage_gap"],
            )
        ],
        slug="portfolio",
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output


def test_verify_missing_memo_or_facts_is_one_line_exit_2(workdir):
    result = run("verify", "nope.json")
    assert (result.exit_code, result.output) == (2, "error: nope.json: no such file\n")
    write_memo(workdir / "memo.json", [Paragraph(text="x", sources=[])])
    result = run("verify", "memo.json")
    assert result.exit_code == 2
    assert result.output == "error: facts/ferlac/facts.json: no such file\n"


def test_verify_bad_memo_file_is_one_line_exit_2(workdir):
    (workdir / "memo.json").write_text("{not json")
    result = run("verify", "memo.json")
    assert result.exit_code == 2
    assert result.output.startswith("error: memo.json: not a valid Memo file")
    assert result.output.count("\n") == 1


def test_review_verify_a_folder_is_one_line_exit_2(workdir):
    """Review: `analyste verify <a directory>` printed an IsADirectoryError traceback."""
    (workdir / "edits").mkdir()
    result = run("verify", "edits")
    assert (result.exit_code, result.output) == (2, "error: edits: is a folder, not a Memo file\n")


def test_review_bad_memo_json_says_where(workdir):
    """Review: a malformed memo gave "1 validation error for Memo" without the JSON reason."""
    (workdir / "memo.json").write_text('{"slug": "ferlac",\n')
    result = run("verify", "memo.json")
    assert result.exit_code == 2
    assert result.output == (
        "error: memo.json: not a valid Memo file (not JSON: Expecting property name enclosed "
        "in double quotes at line 2, column 1)\n"
    )
    (workdir / "memo.json").write_text('{"slug": "ferlac", "paragraphs": "x"}')
    result = run("verify", "memo.json")
    assert result.exit_code == 2
    assert result.output == (
        "error: memo.json: not a valid Memo file (company: Field required; 3 more)\n"
    )
    (workdir / "memo.json").write_bytes(b"\xff\xfe\x00")
    assert run("verify", "memo.json").output == (
        "error: memo.json: not a valid Memo file (not UTF-8 text)\n"
    )


def test_review_bad_facts_file_is_one_line_exit_2(workdir):
    write_memo(workdir / "memo.json", [Paragraph(text="x", sources=[])])
    (workdir / "facts").mkdir()
    result = run("verify", "memo.json", "--facts", "facts")
    assert (result.exit_code, result.output) == (
        2,
        "error: facts: is a folder, not a FactsFile file\n",
    )


def test_review_empty_memo_is_a_defect_exit_1(workdir):
    """Review (edits/empty.json): a memo with no paragraph verified."""
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(workdir / "memo.json", [])
    result = run("verify", "memo.json")
    assert result.exit_code == 1
    assert result.output == (
        "mémo : empty_memo — Le mémo est vide.\nnon vérifié : 1 défaut dans 0 paragraphe\n"
    )


def test_review_uncited_signals_are_a_note(workdir):
    """Review (edits/dropquote.json): a paragraph citing Q-ferlac-6 deleted, silently."""
    quote = Fact(
        id="Q-ferlac-6",
        kind="quote",
        page=9,
        text="« Un ancien distributeur a assigné la Société. » (page 9)",
    )
    write_facts(workdir / "facts" / "ferlac" / "facts.json", facts=[*FACTS, quote])
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Levier de 5,5x en 2025 (variation : +1,9x).", sources=["R-ferlac-leverage"]
            )
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "à relire : signaux non cités : Q-ferlac-6\n"
        "vérifié : 1 paragraphe, chaque source et chaque nombre contrôlés\n"
    )


def test_review_clue_names_the_unsupported_sentence(workdir):
    """Review (edits/claim3.json): "Le risque de défaut est nul." added to a paragraph."""
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(
                text="Levier de 5,5x en 2025, contre 3,6x en 2024 (variation : +1,9x). "
                "Le risque de défaut est nul.",
                sources=["R-ferlac-leverage"],
            )
        ],
    )
    result = run("verify", "memo.json")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "paragraphe 1 : unsupported:0.00 (à relire, pas un défaut) — « Le risque de défaut est "
        "nul. » Seuls 0 % des mots de l'affirmation se retrouvent dans ses sources : à relire.\n"
        "vérifié : 1 paragraphe, chaque source et chaque nombre contrôlés\n"
    )


# ---------------------------------------------------------------- the sample filings

REPORTS = Path(__file__).resolve().parents[1] / "reports"
SAMPLES = sorted(REPORTS.glob("*.expected.json"))


@pytest.mark.parametrize("expected", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_quote_verifies_every_expected_signal_of_the_sample_filings(
    expected, tmp_path, monkeypatch
):
    """`analyste quote` on the shipped sample filings: every expected signal is on its page,
    and the same quote named on the wrong page is refused with the right page."""
    import json

    monkeypatch.chdir(tmp_path)
    pdf = str(expected.with_name(expected.name.replace(".expected.json", ".pdf")))
    signals = json.loads(expected.read_text())["signals"]
    assert signals
    for signal in signals:
        result = run("quote", pdf, str(signal["page"]), signal["quote"])
        assert result.exit_code == 0, (signal, result.output)
        wrong = run("quote", pdf, str(signal["page"] - 1), signal["quote"])
        assert wrong.exit_code == 1
        assert wrong.output.startswith(f"not verified: found_on_page:{signal['page']} ")


# ---------------------------------------------------------------- --json and -q (issue 13)


def test_quote_json_is_one_object(workdir):
    result = run("quote", "--json", "ferlac.pdf", "1", COVENANT)
    assert result.exit_code == 1
    assert json.loads(result.stdout) == {
        "pdf": "ferlac.pdf",
        "page": 1,
        "text": COVENANT,
        "verified": False,
        "reason": "found_on_page:2",
        "span": None,
        "found_on_page": 2,
    }
    ok = run("quote", "--json", "ferlac.pdf", "2", COVENANT)
    assert ok.exit_code == 0
    assert json.loads(ok.stdout)["span"] == [19, 76]


def test_quote_quiet_answers_by_exit_status_only(workdir):
    assert run("quote", "-q", "ferlac.pdf", "2", COVENANT).output == ""
    missed = run("quote", "-q", "ferlac.pdf", "1", COVENANT)
    assert (missed.exit_code, missed.output) == (1, "")


ALERTS = [
    *FACTS,
    Fact(
        id="A-ferlac-1",
        kind="alert",
        text="Maison Ferlac SAS - Levier de 5,5x en 2025, au-dessus du seuil d'alerte interne "
        "de 3,5x.",
        data={"rule": "leverage", "year": 2025},
    ),
    Fact(
        id="Q-ferlac-3",
        kind="quote",
        page=9,
        text="« La tranche A arrive à échéance en juin 2026 et son refinancement n'est pas "
        "encore sécurisé. » (page 9)",
        data={"category": "refinancing"},
    ),
]
EDITED = "La société respecte largement son covenant et ne présente aucun risque de refinancement."


def test_verify_refuses_the_ferlac_edit(workdir):
    """Issue 13: this edit exited 0 with two "à relire" hints."""
    write_facts(workdir / "facts" / "ferlac" / "facts.json", facts=ALERTS)
    write_memo(
        workdir / "memo.json",
        [
            Paragraph(text="Levier de 5,5x (variation : +1,9x).", sources=["R-ferlac-leverage"]),
            Paragraph(text=EDITED, sources=["R-ferlac-leverage", "A-ferlac-1"]),
        ],
    )
    result = run("verify", "-q", "memo.json")
    assert result.exit_code == 1
    assert result.output == (
        "paragraphe 2 : contradicts:A-ferlac-1 — La phrase affirme : covenant respecté — le "
        "contraire de l'alerte A-ferlac-1 des faits du mémo.\n"
        "paragraphe 2 : contradicts:Q-ferlac-3 — La phrase affirme : aucun risque de "
        "refinancement — le contraire du signal de risque Q-ferlac-3 (refinancing) des faits "
        "du mémo.\n"
    )
    full = run("verify", "memo.json").output
    assert "reassurance:A-ferlac-1" not in full  # refused already: not also a clue
    assert full.endswith("non vérifié : 2 défauts dans 2 paragraphes\n")
    data = json.loads(run("verify", "--json", "memo.json").stdout)
    assert data["verified"] is False and data["paragraphs"] == 2
    assert [d["code"] for d in data["defects"]] == [
        "contradicts:A-ferlac-1",
        "contradicts:Q-ferlac-3",
    ]
    assert all(d["paragraph"] == 1 for d in data["defects"])
    assert data["uncited"] == ["Q-ferlac-3"]


def test_verify_json_of_a_clean_memo(workdir):
    write_facts(workdir / "facts" / "ferlac" / "facts.json")
    write_memo(
        workdir / "memo.json",
        [Paragraph(text="Levier de 5,5x (variation : +1,9x).", sources=["R-ferlac-leverage"])],
    )
    result = run("verify", "--json", "memo.json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["verified"], data["defects"], data["slug"]) == (True, [], "ferlac")
