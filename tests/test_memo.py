"""The writer loop: draft → verify → one rewrite → verified or rejected, files on disk.

Model replies here come from tests/fake_provider.py (a TEST DOUBLE with hand-written
drafts); the offline writer is the real deterministic agent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from fake_provider import FakeProvider, install

from analyste import prompting
from analyste.facts import facts_for
from analyste.memo import (
    SECTIONS,
    DraftParagraph,
    MemoDraft,
    draft_and_verify,
    render_request,
    source_texts,
    write_memo,
    writer_payload,
)
from analyste.providers import ProviderProblem, get_provider
from analyste.schema import Fact, FactsFile, Memo, load, save
from analyste.settings import Paths

ROOT = Path(__file__).resolve().parents[1]

# Hand-built fields shaped like Maison Ferlac (k€): leverage 5.5x / 3.6x, FCF -14 930.
FIELDS = {
    "2025": {
        "revenue": 118240, "net_income": -591, "operating_income": 3000,
        "depreciation_amortisation": -4000, "long_term_debt": 30000, "short_term_debt": 12000,
        "cash": 3500, "financial_expenses": -2000, "equity": 20000, "total_assets": 90000,
        "trade_receivables": 20000, "operating_cash_flow": -5000, "capex": -9930,
    },
    "2024": {
        "revenue": 121030, "net_income": 800, "operating_income": 5000,
        "depreciation_amortisation": -4000, "long_term_debt": 25000, "short_term_debt": 10000,
        "cash": 2600, "financial_expenses": -1900, "equity": 20600, "total_assets": 88000,
        "trade_receivables": 19000, "operating_cash_flow": 6000, "capex": -7000,
    },
}  # fmt: skip

QUOTE = Fact(
    id="Q-ferlac-1",
    kind="quote",
    page=9,
    text="« L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de levier. » (page 9)",
    data={"category": "covenant"},
)


def _risk_reader_ran(where: Paths, slug: str = "ferlac", problems: list[str] | None = None) -> None:
    """The marker `analyste signals` leaves: signals.json with the digest of facts.json."""
    import hashlib

    from analyste.signals import SignalsResult, signals_json

    digest = hashlib.sha256(where.facts_json(slug).read_bytes()).hexdigest()
    result = SignalsResult(
        slug=slug, provider="offline", model="", facts_digest=digest, problems=problems or []
    )
    save(result, signals_json(slug, where))


def _facts_file(
    where: Paths, language: str = "fr", company: str = "Maison Ferlac SAS"
) -> FactsFile:
    ff = FactsFile(
        company=company, slug="ferlac", unit="k€", language=language,
        years=[2025, 2024], fields=FIELDS,
    )  # fmt: skip
    ff.facts = [*facts_for(ff), QUOTE]
    save(ff, where.facts_json("ferlac"))
    return ff


# Hand-written model drafts (TEST DOUBLE replies).
GOOD = MemoDraft(
    paragraphs=[
        DraftParagraph(
            section="synthèse",
            text="Le levier atteint 5,5x en 2025 contre 3,6x en 2024 (variation : +1,9x).",
            sources=["R-ferlac-leverage"],
        ),
        DraftParagraph(
            section="risques",
            text="Le free cash-flow est de -14\u00a0930\u00a0k€ en 2025.",
            sources=["R-ferlac-free_cash_flow"],
        ),
    ]
)
# A difference computed in the head: 5,5 - 3,6 = 1,9 is in the fact, but "hausse de 2
# points" and "52 %" are not (a number the model made up).
COMPUTED = MemoDraft(
    paragraphs=[
        DraftParagraph(
            section="synthèse",
            text="Le levier progresse de 52 % en un an, à 5,5x en 2025.",
            sources=["R-ferlac-leverage"],
        ),
        DraftParagraph(
            section="risques",
            text="Le free cash-flow est de -14\u00a0930\u00a0k€ en 2025.",
            sources=["R-ferlac-free_cash_flow"],
        ),
    ]
)


def test_the_payload_holds_facts_only(tmp_path: Path) -> None:
    ff = _facts_file(Paths(tmp_path))
    payload = writer_payload(ff)
    assert set(payload) == {"company", "slug", "language", "years", "sections", "facts"}
    assert {f["kind"] for f in payload["facts"]} == {"ratio", "alert", "quote"}
    # facts only: an alert names its rule, a quote its matter and rank (issue 16), a ratio
    # its printed values (issue 12)
    allowed = {"id", "kind", "text", "page", "category", "rule", "matter", "rank", "targets"}
    allowed |= {"printed", "change_printed", "net_cash"}
    assert all(set(f) <= allowed for f in payload["facts"])
    assert "fields" not in json.dumps(payload)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_prompt_templates_use_exactly_the_variables_supplied(language: str) -> None:
    # issue 12: the severe categories are rendered from analyste.risk, not kept by hand
    supplied = {"company", "years", "sections", "facts", "corrections", "severe"}
    assert prompting.variables("writer_v1", language) == supplied
    req = render_request("writer", {"company": "X", "years": [2025], "facts": []}, language)
    assert "X" in req.prompt and req.task == "writer"


# What each writer prompt must tell a model, in its language, so that it does not write
# what the claim checker refuses (docs/claims.md): a quoted span not copied from a cited
# Q- fact, a number of another year, another unit.
_CHECKER_RULES = {
    "fr": ("« »", "mot pour mot", "fait Q-", "pour cette année", "l'unité du fait"),
    "en": ("« »", "word for word", "Q- fact", "for that year", "the fact's unit"),
}


@pytest.mark.parametrize("template", ["writer_v1", "portfolio_writer_v1"])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_writer_prompts_state_the_rules_the_checker_enforces(template: str, language: str) -> None:
    system, _ = prompting.render(
        template,
        language,
        company="X",
        years="2025",
        sections="s",
        facts="",
        corrections="",
        severe="s",
    )
    for words in _CHECKER_RULES[language]:
        assert words in system, words


@pytest.mark.parametrize("language", ["fr", "en"])
def test_offline_memo_is_verified_on_hand_built_facts(tmp_path: Path, language: str) -> None:
    where = Paths(tmp_path)
    _facts_file(where, language)
    memo = write_memo("ferlac", get_provider("offline"), where)
    assert memo.defects == []
    assert memo.verified and memo.attempts == 1
    sections = [p.section for p in memo.paragraphs]
    assert set(sections) == set(SECTIONS[language])
    assert sections == sorted(sections, key=SECTIONS[language].index)
    assert all(p.sources for p in memo.paragraphs)
    text = " ".join(p.text for p in memo.paragraphs)
    fcf = "-14\u00a0930\u00a0k€" if language == "fr" else "-14,930\u00a0k€"
    assert fcf in text  # the minus sign copied with the number
    assert QUOTE.text in text  # the quote copied whole, page included
    # figures copied from facts need no review; the recommendation (judgement) is marked
    profile = [p for p in memo.paragraphs if p.section == SECTIONS[language][1]]
    assert profile and all(not p.review for p in profile)
    # issue 16: the graded recommendation names the alerts it rests on in the alerts' own
    # words and cites each, so the support clue no longer marks it as unsupported judgement
    rec = memo.paragraphs[-1]
    assert rec.text.startswith(("Recommandation : suivi renforcé — ", "Recommendation: enhanced"))
    assert {"A-ferlac-1", "A-ferlac-2", "A-ferlac-3"} <= set(rec.sources)
    saved = load(Memo, where.memo_json("ferlac"))
    assert saved == memo
    md = where.memo_md("ferlac").read_text(encoding="utf-8")
    assert md.startswith(("# Note de crédit — Maison Ferlac SAS", "# Credit memo — Maison"))
    assert "R-ferlac-leverage" in md


def test_a_company_name_with_digits_still_verifies(tmp_path: Path) -> None:
    """'3M Company': the 3 of the name is in every cited fact (each starts with the name)."""
    where = Paths(tmp_path)
    _facts_file(where, "en", company="3M Company")
    assert write_memo("ferlac", get_provider("offline"), where).verified


def test_a_number_computed_in_the_head_is_rewritten_then_verified(tmp_path: Path) -> None:
    where = Paths(tmp_path)
    _facts_file(where)
    fake = FakeProvider([COMPUTED, GOOD])
    memo = write_memo("ferlac", fake, where)
    assert memo.verified and memo.attempts == 2 and memo.defects == []
    assert [p.text for p in memo.paragraphs] == [p.text for p in GOOD.paragraphs]
    first, second = fake.history
    assert "corrections" not in first.payload
    assert second.payload["corrections"][0]["code"] == "number_not_found:52"
    assert second.payload["previous_draft"] == COMPUTED.model_dump()
    assert "une réécriture" in second.prompt and "52" in second.prompt
    assert "Maison Ferlac SAS - Levier 2025 : 5,5x" in first.prompt  # facts are in the prompt
    assert memo.provider == "fake" and memo.usage["calls"] == 2


def test_still_wrong_is_rejected_and_the_verified_memo_untouched(tmp_path: Path) -> None:
    where = Paths(tmp_path)
    _facts_file(where)
    assert write_memo("ferlac", FakeProvider([GOOD]), where).verified
    before_json = where.memo_json("ferlac").read_bytes()
    before_md = where.memo_md("ferlac").read_bytes()

    memo = write_memo("ferlac", FakeProvider([COMPUTED, COMPUTED]), where)
    assert not memo.verified and memo.attempts == 2
    assert [d.code for d in memo.defects] == ["number_not_found:52"]
    assert where.memo_json("ferlac").read_bytes() == before_json
    assert where.memo_md("ferlac").read_bytes() == before_md
    rejected = load(Memo, where.memos / "ferlac.rejected.json")
    assert rejected == memo
    md = (where.memos / "ferlac.rejected.md").read_text(encoding="utf-8")
    assert "REJETÉE — NE PAS UTILISER" in md and "number_not_found:52" in md

    # A later verified memo supersedes the stale draft beside it.
    assert write_memo("ferlac", FakeProvider([GOOD]), where).verified
    assert not (where.memos / "ferlac.rejected.json").exists()
    assert not (where.memos / "ferlac.rejected.md").exists()


def test_rejected_without_earlier_memo_takes_the_main_files(tmp_path: Path) -> None:
    where = Paths(tmp_path)
    _facts_file(where)
    bad = MemoDraft(
        paragraphs=[DraftParagraph(section="synthèse", text="Tout va bien.", sources=[])]
    )
    memo = write_memo("ferlac", FakeProvider([bad, bad]), where)
    assert not memo.verified
    assert [d.code for d in memo.defects] == ["no_citation"]
    assert load(Memo, where.memo_json("ferlac")).verified is False
    assert (
        where.memo_md("ferlac")
        .read_text(encoding="utf-8")
        .splitlines()[2]
        .startswith("> **REJETÉE — NE PAS UTILISER.**")
    )


@pytest.mark.parametrize(
    ("scripted", "code"),
    [
        (('{"paragraphs": [', "length"), "provider:cut"),
        (("", "refused", "policy"), "provider:refused"),
        (ProviderProblem("transient", "503 three times"), "provider:transient"),
    ],
)
def test_provider_problems_become_a_rejected_memo(
    tmp_path: Path, scripted: object, code: str
) -> None:
    where = Paths(tmp_path)
    _facts_file(where)
    memo = write_memo("ferlac", FakeProvider([scripted]), where)  # type: ignore[list-item]
    assert not memo.verified
    assert [d.code for d in memo.defects] == [code]
    assert memo.defects[0].paragraph == -1
    assert where.memo_json("ferlac").is_file()


def test_unknown_source_is_a_defect(tmp_path: Path) -> None:
    ff = _facts_file(Paths(tmp_path))
    draft = MemoDraft(
        paragraphs=[DraftParagraph(section="synthèse", text="Levier élevé.", sources=["R-x-y"])]
    )
    paragraphs, verified, attempts, defects = draft_and_verify(
        FakeProvider([draft, draft]), "writer", writer_payload(ff), source_texts(ff),
        ff.years, "fr",
    )  # fmt: skip
    assert not verified and attempts == 2
    assert [d.code for d in defects] == ["missing_id:R-x-y"]
    assert paragraphs[0].text == "Levier élevé."


def test_offline_writer_repairs_the_paragraphs_sent_back(tmp_path: Path) -> None:
    """On the rewrite, the offline agent drops what the checker refused and keeps the rest."""
    from analyste.offline.writer import write

    ff = _facts_file(Paths(tmp_path))
    payload = {
        **writer_payload(ff),
        "previous_draft": COMPUTED.model_dump(),
        "corrections": [{"paragraph": 0, "code": "number_not_found:52", "message": "..."}],
    }
    repaired = write(payload)
    assert [p.text for p in repaired.paragraphs] == [COMPUTED.paragraphs[1].text]


def test_memo_command_exit_status(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from analyste.cli import main

    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    _facts_file(Paths(tmp_path))
    _risk_reader_ran(Paths(tmp_path))
    install(monkeypatch, [GOOD])
    ok = CliRunner().invoke(main, ["memo", "ferlac"])
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("ferlac: memo verified (1 attempt) →")
    install(monkeypatch, [COMPUTED, COMPUTED])
    bad = CliRunner().invoke(main, ["memo", "ferlac"])
    assert bad.exit_code == 1
    assert (
        "REJECTED after 2 attempts, 1 defect" in bad.output and "ferlac.rejected.json" in bad.output
    )
    assert "number_not_found:52" in bad.output


def test_memo_command_without_facts_is_one_line_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from analyste.cli import main

    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    result = CliRunner().invoke(main, ["memo", "nope", "--provider", "offline"])
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and "no such file" in result.output


@pytest.mark.parametrize("slug", ["ferlac", "solvea", "helvane"])
def test_offline_memo_verified_on_each_sample_filing(tmp_path: Path, slug: str) -> None:
    """Facts of a sample filing (its expected fields and signals, shaped as the pipeline
    shapes them) give a verified offline memo at the first attempt."""
    path = ROOT / "reports" / f"{slug}.expected.json"
    if not path.is_file():
        pytest.skip("sample filings not generated yet")
    expected = json.loads(path.read_text(encoding="utf-8"))
    ff = FactsFile(
        company=expected["company"], slug=slug, unit=expected["unit"], language="fr",
        years=expected["years"], fields=expected["fields"],
    )  # fmt: skip
    quotes = [
        Fact(id=f"Q-{slug}-{n}", kind="quote", page=s["page"],
             text=f"« {s['quote']} » (page {s['page']})", data={"category": s["category"]})
        for n, s in enumerate(expected.get("signals", []), 1)
    ]  # fmt: skip
    ff.facts = [*facts_for(ff), *quotes]
    where = Paths(tmp_path)
    save(ff, where.facts_json(slug))
    memo = write_memo(slug, get_provider("offline"), where)
    assert memo.defects == [] and memo.verified and memo.attempts == 1
    text = " ".join(p.text for p in memo.paragraphs)
    if slug == "solvea":
        assert "11\u00a0175\u00a0k€" in text and "-47\u00a0225\u00a0k€" in text


from conftest import REALWORLD, REALWORLD_ABSENT  # noqa: E402


@pytest.mark.skipif(not REALWORLD.is_dir(), reason=REALWORLD_ABSENT)
def test_offline_memo_verified_on_real_filings_fields(tmp_path: Path) -> None:
    """US 10-Ks in $ millions and an IFRS filing in AED thousands, with the lines they do
    not print (no revenue, no long-term debt): every memo verifies, in English."""
    where = Paths(tmp_path)
    for path in sorted(REALWORLD.glob("*.expected.json")):
        d = json.loads(path.read_text(encoding="utf-8"))
        slug = path.name.removesuffix(".expected.json")
        ff = FactsFile(
            company=d["company"], slug=slug, unit=d["unit"], language="en",
            years=d["years"], fields=d["fields"],
        )  # fmt: skip
        ff.facts = facts_for(ff)
        save(ff, where.facts_json(slug))
        memo = write_memo(slug, get_provider("offline"), where)
        assert memo.defects == [], slug
        assert memo.verified, slug
        assert {p.section for p in memo.paragraphs} == set(SECTIONS["en"]), slug


def _one(text: str, sources: list[str]) -> MemoDraft:
    return MemoDraft(paragraphs=[DraftParagraph(section="synthèse", text=text, sources=sources)])


@pytest.mark.parametrize(
    ("draft", "code"),
    [
        # the sign dropped: FCF is -14 930 k€ in the fact
        (_one("Le free cash-flow atteint 14\u00a0930\u00a0k€ en 2025.",
              ["R-ferlac-free_cash_flow"]), "number_not_found:14 930"),
        # a sum made in the head: 30 000 + 12 000
        (_one("La dette brute atteint 42\u00a0000\u00a0k€ en 2025.",
              ["R-ferlac-long_term_debt", "R-ferlac-short_term_debt"]),
         "number_not_found:42 000"),
        # rounded: the fact says 5,5x
        (_one("Le levier est d'environ 6x en 2025.", ["R-ferlac-leverage"]),
         "number_not_found:6"),
        # a number from a fact it does not cite
        (_one("Le levier atteint 5,5x en 2025.", ["R-ferlac-revenue"]),
         "number_not_found:5,5"),
        (_one("Le levier atteint 5,5x en 2025.", ["R-ferlac-levier"]),
         "missing_id:R-ferlac-levier"),
        (_one("Le levier atteint 5,5x en 2025.", []), "no_citation"),
    ],
)  # fmt: skip
def test_each_kind_of_slip_is_sent_back_once_then_fixed(
    tmp_path: Path, draft: MemoDraft, code: str
) -> None:
    where = Paths(tmp_path)
    _facts_file(where)
    fake = FakeProvider([draft, GOOD])
    memo = write_memo("ferlac", fake, where)
    assert memo.verified and memo.attempts == 2
    sent_back = [c["code"] for c in fake.history[1].payload["corrections"]]
    assert code in sent_back


@pytest.mark.parametrize("written", ["Synthèse", " synthèse ", "SYNTHÈSE"])
def test_section_names_as_a_model_writes_them(written: str) -> None:
    draft = MemoDraft.model_validate(
        {"paragraphs": [{"section": written, "text": "t", "sources": ["x"]}]}
    )
    assert draft.paragraphs[0].section == "synthèse"


def test_an_unknown_section_is_invalid() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        MemoDraft.model_validate(
            {"paragraphs": [{"section": "annexe", "text": "t", "sources": []}]}
        )


def test_memo_command_refuses_before_the_risk_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without signals.json matching these facts, "no risk signal" would be a false
    reassurance: one line naming facts.json and the command to run, exit 2, no memo."""
    from analyste.cli import main
    from analyste.memo import risk_reader_ran

    monkeypatch.setenv("ANALYSTE_HOME", str(tmp_path))
    where = Paths(tmp_path)
    _facts_file(where)
    result = CliRunner().invoke(main, ["memo", "ferlac", "--provider", "offline"])
    assert result.exit_code == 2
    assert result.output == (
        "error: facts/ferlac/facts.json: the risk reader has not run on these facts; "
        "run `analyste signals ferlac` first\n"
    )
    assert not where.memo_json("ferlac").exists()
    _risk_reader_ran(where)
    assert risk_reader_ran("ferlac", where)
    _facts_file(where, company="Maison Ferlac S.A.S.")  # facts rebuilt since: stale marker
    assert not risk_reader_ran("ferlac", where)
    _risk_reader_ran(where, problems=["pages 1…: cut"])
    unfinished = CliRunner().invoke(main, ["memo", "ferlac", "--provider", "offline"])
    assert unfinished.exit_code == 2 and "did not finish on these facts (1 problem)" in (
        unfinished.output
    )
    _risk_reader_ran(where)
    ok = CliRunner().invoke(main, ["memo", "ferlac", "--provider", "offline"])
    assert ok.exit_code == 0, ok.output


def test_markdown_shows_review_marks_rejected_quotes_and_defects(tmp_path: Path) -> None:
    """memos/<slug>.md is what circulates: sentences to review with their reason, the
    risk reader's rejected quotes with theirs, and a rejected memo's defects in place."""
    from analyste.memo import render_markdown, save_memo
    from analyste.schema import Defect, Paragraph, ReviewMark, SignalRecord

    where = Paths(tmp_path)
    ff = _facts_file(where)
    ff.signals = [
        SignalRecord(category="covenant", quote="Le covenant est respecté.", page=9,
                     verified=False, reason="not_on_page"),
        SignalRecord(category="litigation", quote="Un litige de 4 200 k€.", page=9,
                     verified=False, reason="withdrawn:found_on_page:10"),
        SignalRecord(category="covenant", quote="ok", page=9, verified=True, fact_id="Q-ferlac-1"),
    ]  # fmt: skip
    save(ff, where.facts_json("ferlac"))
    memo = Memo(
        slug="ferlac", company="Maison Ferlac SAS", verified=True, attempts=1,
        paragraphs=[Paragraph(
            text="Le levier atteint 5,5x. Le dossier reste solide.",
            sources=["R-ferlac-leverage"], section="synthèse",
            review=[ReviewMark(sentence="Le dossier reste solide.", reason="unsupported:0.25")],
        )],
    )  # fmt: skip
    _json, md_path = save_memo(memo, where)
    md = md_path.read_text(encoding="utf-8")
    assert "(1 tentative)." in md and "tentative(s)" not in md
    assert "> **À relire** — « Le dossier reste solide. »" in md
    assert "peu de mots de la phrase figurent dans les faits cités (25 %)" in md
    assert "## Extraits écartés par la vérification" in md
    assert "« Le covenant est respecté. » — raison : introuvable dans le rapport" in md
    assert "retiré après renvoi ; trouvé sur une autre page (10)" in md
    assert "« ok »" not in md  # a verified signal is a fact, not a rejected quote

    rejected = memo.model_copy(
        update={
            "verified": False,
            "attempts": 2,
            "defects": [Defect(paragraph=0, code="number_not_found:52", message="52 absent.")],
        }
    )
    md = render_markdown(rejected)
    assert "REJETÉE — NE PAS UTILISER" in md and "après 2 tentatives" in md
    assert "> **Défaut** — `number_not_found:52` 52 absent." in md
    english = render_markdown(rejected.model_copy(update={"language": "en"}))
    assert "after 2 attempts" in english and "> **Defect** —" in english


@pytest.mark.parametrize(
    ("language", "reason", "words"),
    [
        ("fr", "comparison", "paragraphe de comparaison : à relire"),
        ("en", "comparison", "comparison paragraph: to review"),
        ("fr", "unmeasured:fr-en", "phrase en français, faits cités en anglais : non mesurée"),
        ("en", "unmeasured:en-fr", "sentence in English, cited facts in French: not measured"),
        ("fr", "unsupported:0.17", "peu de mots de la phrase figurent dans les faits cités (17 %)"),
    ],
)
def test_review_reasons_are_rendered_in_words(language: str, reason: str, words: str) -> None:
    """portfolio.md showed "(comparison)": every review reason reads in words."""
    from analyste.memo import render_markdown
    from analyste.schema import Paragraph, ReviewMark

    memo = Memo(
        slug="portfolio", company="Portefeuille", verified=True, attempts=1, language=language,
        paragraphs=[Paragraph(text="A est plus endetté que B.", sources=["C-x"],
                              section="comparaisons",
                              review=[ReviewMark(sentence="A est plus endetté que B.",
                                                 reason=reason)])],
    )  # fmt: skip
    md = render_markdown(memo)
    assert f"» ({words})" in md
    assert f"({reason})" not in md


def test_a_quoted_abbreviation_is_not_a_sentence_end() -> None:
    """« Mr. Zapolsky has served… »: the review clue measures the whole quote, not « Mr. »."""
    from analyste.memo import mark_for_review
    from analyste.schema import Paragraph

    quote = "« Mr. Zapolsky has served as General Counsel since May 2014. » (page 5)"
    p = Paragraph(text=f"The report states: {quote}.", sources=["Q-a-1"], section="risks")
    (marked,) = mark_for_review([p], {"Q-a-1": quote})
    assert marked.review == []
