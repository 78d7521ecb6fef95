"""The portfolio memo: C- facts on disk, the draft → verify → one rewrite loop, review
marks, files that a rejected draft never overwrites, `analyste portfolio`.

Model replies here are hand-written drafts served by tests/fake_provider.py (a TEST
DOUBLE); the companies are hand-built facts (tests/test_comparisons.py). The offline
writer on the real sample filings is in tests/test_portfolio_samples.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from fake_provider import FakeProvider, install
from pydantic import ValidationError
from test_comparisons import samples

from analyste import prompting
from analyste.cli import main
from analyste.offline import portfolio_writer
from analyste.portfolio import (
    COMPARISON_REASON,
    PortfolioDraft,
    PortfolioParagraph,
    comparisons_file,
    comparisons_path,
    draft_schema,
    portfolio_payload,
    write_portfolio,
)
from analyste.providers import get_provider
from analyste.runlog import RunLog
from analyste.schema import FactsFile, Memo, load, save
from analyste.settings import Paths

NBSP = "\u00a0"
FERLAC, HELVANE, SOLVEA = "Maison Ferlac SAS", "Helvane SA", "Solvéa Énergies SA"


@pytest.fixture
def home(tmp_path: Path) -> Paths:
    """Three hand-built companies (French filings) in facts/<slug>/facts.json."""
    where = Paths(tmp_path)
    for ff in samples("fr"):
        save(ff, where.facts_json(ff.slug))
    return where


def draft(*paragraphs: tuple[str, str, list[str]]) -> PortfolioDraft:
    """A hand-written model draft (TEST DOUBLE reply)."""
    return PortfolioDraft(
        paragraphs=[PortfolioParagraph(section=s, text=t, sources=src) for s, t, src in paragraphs]
    )


COMPANY_PART = (
    FERLAC,
    "Maison Ferlac SAS affiche un levier de 5,5x en 2025.",
    ["R-ferlac-leverage"],
)
# The difference computed in the model's head, cited to the two R- facts that hold the
# values but not the difference: the checker must refuse it.
HEAD_GAP = (
    "comparaisons",
    f"Solvéa Énergies SA et Maison Ferlac SAS consomment de la trésorerie ; l'écart atteint "
    f"32{NBSP}295{NBSP}k€ en 2025.",
    ["R-solvea-free_cash_flow", "R-ferlac-free_cash_flow"],
)
CITED_GAP = (
    "comparaisons",
    f"Solvéa Énergies SA et Maison Ferlac SAS consomment de la trésorerie ; l'écart de free "
    f"cash-flow atteint 32{NBSP}295{NBSP}k€ en 2025.",
    ["C-fcf-sign", "C-fcf-gap-ferlac-solvea"],
)
WRONG_GAP = (
    "comparaisons",
    f"L'écart de free cash-flow entre Maison Ferlac SAS et Solvéa Énergies SA atteint "
    f"32{NBSP}300{NBSP}k€ en 2025.",
    ["C-fcf-gap-ferlac-solvea"],
)


def test_head_computed_difference_is_rewritten_then_verified_citing_a_c_fact(
    home: Paths,
) -> None:
    fake = FakeProvider([draft(COMPANY_PART, HEAD_GAP), draft(COMPANY_PART, CITED_GAP)])
    memo = write_portfolio(None, fake, home)
    assert memo is not None
    assert memo.verified and memo.attempts == 2 and memo.defects == []
    assert memo.slug == "portfolio" and memo.company == "Portefeuille"
    assert [r.task for r in fake.history] == ["portfolio_writer", "portfolio_writer"]
    corrections = fake.history[1].payload["corrections"]
    assert [c["code"] for c in corrections] == ["number_not_found:32 295"]
    assert "C-fcf-gap-ferlac-solvea" in fake.history[1].prompt  # the C- fact was offered
    assert "Corrections (une réécriture)" in fake.history[1].prompt
    on_disk = load(Memo, home.memo_json("portfolio"))
    assert on_disk.verified and on_disk.paragraphs[1].sources == CITED_GAP[2]
    assert home.memo_md("portfolio").read_text().startswith("# Note de crédit — Portefeuille")


def test_still_wrong_is_rejected_and_the_verified_memo_is_untouched(home: Paths) -> None:
    good = write_portfolio(None, FakeProvider([draft(COMPANY_PART, CITED_GAP)]), home)
    assert good is not None and good.verified
    before = home.memo_json("portfolio").read_bytes(), home.memo_md("portfolio").read_bytes()

    fake = FakeProvider([draft(COMPANY_PART, HEAD_GAP), draft(COMPANY_PART, WRONG_GAP)])
    memo = write_portfolio(None, fake, home, reuse=False)
    assert memo is not None and not memo.verified and memo.attempts == 2
    assert [d.code for d in memo.defects] == ["number_not_found:32 300"]
    after = home.memo_json("portfolio").read_bytes(), home.memo_md("portfolio").read_bytes()
    assert after == before
    rejected = load(Memo, home.memos / "portfolio.rejected.json")
    assert not rejected.verified and rejected.defects == memo.defects
    assert "REJETÉE" in (home.memos / "portfolio.rejected.md").read_text()


def test_unknown_source_and_no_source_are_defects(home: Paths) -> None:
    bad = draft(
        (FERLAC, "Maison Ferlac SAS affiche un levier de 5,5x en 2025.", ["C-leverage-gap"]),
        ("comparaisons", "Les deux sociétés consomment de la trésorerie.", []),
    )
    memo = write_portfolio(None, FakeProvider([bad, bad]), home)
    assert memo is not None and not memo.verified
    # the number then rests on no fact either
    assert {d.code for d in memo.defects} == {
        "missing_id:C-leverage-gap",
        "number_not_found:5,5",
        "no_citation",
    }


@pytest.mark.parametrize(
    ("language", "causal", "paraphrase"),
    [
        (
            "en",
            "Helvane plc's free cash flow is driven by a controlled working capital.",
            "Helvane plc's leverage is -1.2x in 2025, against -1.2x in 2024.",
        ),
        (
            "fr",
            "Le free cash-flow d'Helvane SA est porté par un besoin en fonds de roulement "
            "maîtrisé.",
            "Le levier d'Helvane SA est de -1,2x en 2025, contre -1,2x en 2024.",
        ),
    ],
)
def test_causal_sentence_without_number_is_marked_a_paraphrase_is_not(
    tmp_path: Path, language: str, causal: str, paraphrase: str
) -> None:
    """A sentence with no number passes the number check whatever it claims: the
    content-word clue points the analyst at it (issue 8)."""
    where = Paths(tmp_path)
    companies = samples(language)
    for ff in companies:
        save(ff, where.facts_json(ff.slug))
    helvane = companies[1].company
    comparisons = "comparaisons" if language == "fr" else "comparisons"
    highest = f"{companies[0].company}: {'5,5x' if language == 'fr' else '5.5x'}."
    reply = draft(
        (helvane, f"{paraphrase} {causal}", ["R-helvane-leverage"]),
        (comparisons, highest, ["C-leverage-rank"]),
    )
    memo = write_portfolio(None, FakeProvider([reply]), where)
    assert memo is not None and memo.verified, memo.defects if memo else None
    marks = memo.paragraphs[0].review
    assert [m.sentence for m in marks] == [causal]
    assert marks[0].reason.startswith("unsupported:")
    assert float(marks[0].reason.split(":")[1]) < 0.5


def test_every_comparison_paragraph_is_marked_to_review(home: Paths) -> None:
    two_companies = (
        FERLAC,
        "Maison Ferlac SAS affiche un levier de 5,5x en 2025, Solvéa Énergies SA de 5,3x.",
        ["R-ferlac-leverage", "R-solvea-leverage"],
    )
    memo = write_portfolio(
        None, FakeProvider([draft(COMPANY_PART, CITED_GAP, two_companies)]), home
    )
    assert memo is not None and memo.verified
    reasons = [[m.reason for m in p.review] for p in memo.paragraphs]
    assert reasons == [[], [COMPARISON_REASON], [COMPARISON_REASON]]
    assert memo.paragraphs[1].review[0].sentence == CITED_GAP[1]  # the whole paragraph


def test_c_facts_saved_as_a_facts_file(home: Paths) -> None:
    write_portfolio(None, FakeProvider([draft(COMPANY_PART, CITED_GAP)]), home)
    ff = load(FactsFile, comparisons_path(home))
    assert (ff.company, ff.slug, ff.unit, ff.language) == ("Portefeuille", "portfolio", "k€", "fr")
    assert ff.years == [2025, 2024]
    assert ff.facts and all(f.id.startswith("C-") and f.kind == "comparison" for f in ff.facts)


def test_payload_ties_facts_to_companies_and_sections(home: Paths) -> None:
    companies = samples("fr")
    payload = portfolio_payload(companies, comparisons_file(companies, "fr"))
    assert payload["sections"] == [FERLAC, HELVANE, SOLVEA, "comparaisons"]
    assert payload["company"].startswith("Portefeuille — Maison Ferlac SAS (ferlac)")
    slugs = {f["id"]: f.get("slug") for f in payload["facts"]}
    assert slugs["R-ferlac-leverage"] == "ferlac" and slugs["C-leverage-rank"] is None
    assert payload["years"] == [2025, 2024]


def test_schema_refuses_a_section_that_is_not_a_company_or_comparisons() -> None:
    schema = draft_schema([FERLAC, "comparaisons"])
    ok = {"paragraphs": [{"section": FERLAC, "text": "x", "sources": ["R-ferlac-leverage"]}]}
    schema.model_validate(ok)
    with pytest.raises(ValidationError):
        schema.model_validate({"paragraphs": [{**ok["paragraphs"][0], "section": "synthèse"}]})


@pytest.mark.parametrize("language", ["fr", "en"])
def test_prompts_use_only_the_variables_the_loop_supplies(language: str) -> None:
    assert prompting.variables("portfolio_writer_v1", language) <= {
        "company",
        "years",
        "sections",
        "facts",
        "corrections",
    }


@pytest.mark.parametrize("language", ["fr", "en"])
def test_offline_writer_on_hand_built_companies(tmp_path: Path, language: str) -> None:
    where = Paths(tmp_path)
    for ff in samples(language):
        save(ff, where.facts_json(ff.slug))
    memo = write_portfolio(None, get_provider("offline"), where)
    assert memo is not None and memo.verified, memo.defects if memo else None
    assert memo.language == language
    comparisons = [p for p in memo.paragraphs if any(s.startswith("C-") for s in p.sources)]
    assert comparisons
    burn = "consomment toutes deux" if language == "fr" else "both burn cash"
    assert any(burn in p.text for p in comparisons)


def test_offline_writer_repairs_on_the_rewrite() -> None:
    previous = draft(COMPANY_PART, WRONG_GAP, ("comparaisons", "Sans source.", []))
    payload = {
        "corrections": [
            {"paragraph": 1, "code": "number_not_found:32 300"},
            {"paragraph": 2, "code": "no_citation"},
        ],
        "previous_draft": previous.model_dump(),
    }
    repaired = portfolio_writer.write(payload)
    assert [p.text for p in repaired.paragraphs] == [COMPANY_PART[1]]


def test_one_company_makes_no_portfolio(tmp_path: Path) -> None:
    where = Paths(tmp_path)
    save(samples()[0], where.facts_json("ferlac"))
    assert write_portfolio(None, FakeProvider(), where) is None
    assert not where.memo_json("portfolio").exists()


def test_portfolio_command_exit_status_and_run_log(
    home: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANALYSTE_HOME", str(home.root))
    fake = install(monkeypatch, [draft(COMPANY_PART, CITED_GAP)])
    out = CliRunner().invoke(main, ["portfolio", "ferlac", "solvea", "helvane"])
    assert out.exit_code == 0, out.output
    assert "memo verified (1 attempt), 1 review mark (0 by the clue, 1 comparison)" in out.output
    assert fake.remaining == 0

    fake.enqueue(draft(COMPANY_PART, WRONG_GAP), draft(COMPANY_PART, WRONG_GAP))
    out = CliRunner().invoke(main, ["portfolio"])
    assert out.exit_code == 1 and "REJECTED after 2 attempts" in out.output
    assert "number_not_found:32 300" in out.output

    out = CliRunner().invoke(main, ["portfolio", "ferlac"])
    assert out.exit_code == 2 and "a portfolio needs two companies" in out.output

    logged = RunLog(home.run_log).portfolios()
    assert [(r.memo_verified, r.review_marks, r.comparison_marks) for r in logged.values()] == [
        (True, 1, 1),
        (False, 1, 1),
    ]


def test_sentence_in_another_language_than_its_facts_is_marked_unmeasured(
    tmp_path: Path,
) -> None:
    """A portfolio mixes French and English filings; the clue cannot compare a French
    sentence with an English quote (support_share gives None), so it says so instead of
    letting the sentence pass unread."""
    where = Paths(tmp_path)
    ferlac, _helvane, solvea = samples("fr")
    english = samples("en")[1].model_copy(deep=True)
    quote = (
        "« The revolving facility of 6,000 k€ is the only source of liquidity and it expires "
        "in June 2026. » (page 9)"
    )
    english.facts.append(
        english.facts[0].model_copy(
            update={"id": "Q-helvane-1", "kind": "quote", "text": quote, "page": 9}
        )
    )
    for ff in (ferlac, english, solvea):
        save(ff, where.facts_json(ff.slug))
    french = "La société dépend d'une seule ligne de crédit dont le renouvellement est incertain."
    reply = draft(
        ("Helvane plc", french, ["Q-helvane-1"]),
        ("comparaisons", "Maison Ferlac SAS : 5,5x.", ["C-leverage-rank"]),
    )
    memo = write_portfolio(None, FakeProvider([reply]), where)
    assert memo is not None and memo.verified and memo.language == "fr"
    assert [(m.sentence, m.reason) for m in memo.paragraphs[0].review] == [
        (french, "unmeasured:fr-en")
    ]


def test_a_verified_memo_is_reused_until_a_company_s_facts_change(home: Paths) -> None:
    first = write_portfolio(None, FakeProvider([draft(COMPANY_PART, CITED_GAP)]), home)
    assert first is not None and first.verified
    empty = FakeProvider()  # no reply scripted: any call would fail the test
    again = write_portfolio(None, empty, home)
    assert again is not None and empty.history == []
    assert (again.created, again.paragraphs) == (first.created, first.paragraphs)
    assert again.usage["reused"] is True and again.usage["calls"] == 0
    fresh = write_portfolio(None, FakeProvider([draft(COMPANY_PART, CITED_GAP)]), home, reuse=False)
    assert fresh is not None and fresh.created >= first.created

    ff = load(FactsFile, home.facts_json("helvane"))
    save(ff.model_copy(update={"company": "Helvane SA (nouveau nom)"}), home.facts_json("helvane"))
    fake = FakeProvider([draft(COMPANY_PART, CITED_GAP)])
    assert write_portfolio(None, fake, home) is not None and len(fake.history) == 1


def test_a_rejected_memo_is_never_reused(home: Paths) -> None:
    bad = draft(COMPANY_PART, WRONG_GAP)
    assert not write_portfolio(None, FakeProvider([bad, bad]), home).verified  # type: ignore[union-attr]
    fake = FakeProvider([draft(COMPANY_PART, CITED_GAP)])
    memo = write_portfolio(None, fake, home)
    assert memo is not None and memo.verified and len(fake.history) == 1


def _varied() -> dict[str, list[FactsFile]]:
    from test_comparisons import company

    loss = company(
        "zeta", "Zeta SA", revenue=5000, ebitda=-100, net_debt=900, fcf=-10, net_income=-300
    )
    aed = company(
        "dfm", "DFM PJSC", revenue=900, ebitda=300, net_debt=-100, fcf=-50, net_income=80,
        unit="AED thousands", language="en",
    )  # fmt: skip
    cash_rich = [
        company("a", "Alpha SA", revenue=1000, ebitda=200, net_debt=-50, fcf=30, net_income=20),
        company("b", "Beta SA", revenue=2000, ebitda=300, net_debt=400, fcf=60, net_income=90),
    ]
    return {
        "negative EBITDA": [*samples(), loss],
        "another unit and language": [*samples(), aed],
        "nobody burns cash": cash_rich,
        "two companies": samples()[:2],
    }


@pytest.mark.parametrize("case", list(_varied()))
def test_offline_portfolio_verifies_on_varied_portfolios(tmp_path: Path, case: str) -> None:
    """The offline writer copies numbers, so whatever the mix it must pass the checker."""
    where = Paths(tmp_path)
    companies = _varied()[case]
    for ff in companies:
        save(ff, where.facts_json(ff.slug))
    memo = write_portfolio(None, get_provider("offline"), where)
    assert memo is not None and memo.verified, memo.defects if memo else None
    assert any(p.section in ("comparaisons", "comparisons") for p in memo.paragraphs)
    sections = {p.section for p in memo.paragraphs}
    assert {ff.company for ff in companies} <= sections
