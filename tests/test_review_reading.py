"""The review opens with the state of the statement reading (issue 13, with the schema's
`Reading` and `FieldSource.status`), names fields and rules in words, and shows a ratio's
inputs the way its formula uses them.

On this branch the statement reader does not fill `reading` yet: these tests build a
FactsFile with it filled, and check that an empty one (an old facts.json) says so instead
of anything misleading ("0/0").
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from review_fixtures import build_home, facts_file
from rich.console import Console

from analyste.review import load_review
from analyste.review.labels import check_detail, field_label, rule_label
from analyste.review.model import fact_status, input_rows, key_figures, unconfirmed_note
from analyste.review.terminal import banner, fact_view, reading_view
from analyste.schema import Fact, FieldRef, Reading, StatementFound, Withheld, save
from analyste.settings import Paths


def render(renderable, width: int = 100) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None, highlight=False)
    console.print(renderable)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    return "\n".join(line.rstrip() for line in out.replace("\u00a0", " ").splitlines())


def _home(tmp_path: Path, language: str = "fr", status: str = "unconfirmed") -> Paths:
    where = build_home(tmp_path, language=language)
    ff = facts_file()
    ff.reading = Reading(
        statements=[
            StatementFound(statement="income", pages=[5]),
            StatementFound(statement="balance", pages=[6, 7]),
            StatementFound(statement="cashflow", pages=[8]),
        ],
        checks_passed=10,
        checks_total=11,
        failed_checks=["pont des flux 2025 : écart de 10 k€"],
        unconfirmed=[FieldRef(year=2025, field="long_term_debt")],
        notes=[],
    )
    ff.withheld = [Withheld(id="R-acme-leverage", reason="EBITDA en conflit en 2025")]
    for year in ff.sources.values():
        year["cash"].status = "confirmed"
        year["long_term_debt"].status = status  # type: ignore[assignment]
    save(ff, where.facts_json("acme"))
    return where


def test_reading_state_opens_the_review(tmp_path: Path) -> None:
    review = load_review("acme", _home(tmp_path))
    out = render(reading_view(review))
    assert "état de la lecture" in out
    assert "états trouvés : compte de résultat p. 5 · bilan p. 6, 7 · tableau des flux p. 8" in out
    assert "contrôles réussis : 10/11" in out
    assert "✗ échoué : pont des flux 2025 : écart de 10 k€" in out
    assert "non confirmés par une identité : dettes financières à long terme 2025" in out
    assert "retenus : R-acme-leverage : EBITDA en conflit en 2025" in out
    assert "faits cités non confirmés : R-acme-net_debt" in out


def test_banner_says_when_cited_facts_are_not_all_confirmed(tmp_path: Path) -> None:
    review = load_review("acme", _home(tmp_path))
    assert unconfirmed_note(review) == "1 fait non confirmé par l'arithmétique des états"
    assert (
        "VÉRIFIÉE   Acme SA — vérifiée après 1 tentative — 1 fait non confirmé par "
        "l'arithmétique des états" in render(banner(review), 120)
    )
    confirmed = load_review("acme", _home(tmp_path / "ok", status="confirmed"))
    assert unconfirmed_note(confirmed) == ""
    assert "confirmé par" not in render(banner(confirmed), 120)


def test_reading_state_in_english(tmp_path: Path) -> None:
    review = load_review("acme", _home(tmp_path, language="en"))
    out = render(reading_view(review))
    assert "statements found: income statement p. 5 · balance sheet p. 6, 7" in out
    assert "checks passed: 10/11" in out
    assert "not confirmed by an identity: long-term debt 2025" in out
    assert unconfirmed_note(review) == "1 fact not confirmed by the statements' arithmetic"


def test_old_facts_file_says_the_reading_was_not_recorded(tmp_path: Path) -> None:
    """No "0/0", no "unconfirmed" everywhere: the reading was not recorded, said once."""
    review = load_review("acme", build_home(tmp_path))
    out = render(reading_view(review))
    assert "état de la lecture non enregistré dans facts.json" in out
    assert "0/0" not in out
    assert unconfirmed_note(review) == ""
    assert all(k.status == "" for k in key_figures(review))


def test_key_figures_carry_their_reading_status(tmp_path: Path) -> None:
    review = load_review("acme", _home(tmp_path))
    (net_debt,) = key_figures(review)
    assert (net_debt.label, net_debt.change, net_debt.status) == (
        "Dette nette",
        "+250\u00a0k€",
        "unconfirmed",
    )
    assert net_debt.printed == {"2025": "800\u00a0k€", "2024": "550\u00a0k€"}
    conflict = load_review("acme", _home(tmp_path / "c", status="conflict"))
    assert fact_status(conflict, conflict.facts["R-acme-net_debt"]) == "conflict"


def test_depreciation_is_shown_as_the_formula_adds_it(tmp_path: Path) -> None:
    """The Ferlac review showed "depreciation_amortisation -9 735" under "résultat
    d'exploitation + dotations": redoing the sum gave the wrong EBITDA."""
    where = build_home(tmp_path)
    ff = facts_file()
    ff.facts.append(
        Fact(
            id="R-acme-ebitda",
            kind="ratio",
            text="Acme SA - EBITDA 2025 : 14 480 k€ ; formule : résultat d'exploitation + "
            "dotations aux amortissements",
            data={
                "name": "ebitda",
                "formula": "résultat d'exploitation + dotations aux amortissements",
                "printed": {"2025": "14\u00a0480\u00a0k€"},
                "inputs": {"2025": {"operating_income": 4745, "depreciation_amortisation": -9735}},
            },
        )
    )
    save(ff, where.facts_json("acme"))
    review = load_review("acme", where)
    rows = {r.field: r for r in input_rows(review, review.facts["R-acme-ebitda"])}
    assert rows["depreciation_amortisation"].used == {"2025": 9735}
    assert rows["depreciation_amortisation"].values == {"2025": -9735}  # as stored, for --json
    assert rows["operating_income"].used == {"2025": 4745}
    assert sum(r.used["2025"] for r in rows.values()) == 14480  # the formula, redone
    out = render(fact_view(review, "R-acme-ebitda"))
    table = out.split("↺ dotations aux amortissements :")[0]
    assert "-9 735" not in table and "9 735" in table
    assert (
        "↺ dotations aux amortissements : signe inversé par la formule ; valeur enregistrée "
        "2025 : -9 735" in " ".join(out.split())
    )
    assert out.count("résultat d'exploitation + dotations aux amortissements") == 1


def test_a_field_fact_shows_its_amount_as_stored(tmp_path: Path) -> None:
    """Capex stays negative in its own fact ("montant publié"): only formulas turn signs."""
    where = build_home(tmp_path)
    ff = facts_file()
    ff.facts.append(
        Fact(
            id="R-acme-financial_expenses",
            kind="ratio",
            text="Acme SA - Charges financières 2025 : -50 k€",
            data={
                "name": "financial_expenses",
                "role": "field",
                "inputs": {"2025": {"financial_expenses": -50}},
            },
        )
    )
    save(ff, where.facts_json("acme"))
    review = load_review("acme", where)
    (row,) = input_rows(review, review.facts["R-acme-financial_expenses"])
    assert row.used == {"2025": -50} and not row.turned


@pytest.mark.parametrize(
    ("language", "field", "rule", "detail"),
    [
        ("fr", "dettes financières à long terme", "couverture des intérêts sous le seuil",
         "chiffre d'affaires → résultat d'exploitation : 4 745 calculé, 4 745 imprimé"),
        ("en", "long-term debt", "interest cover below its threshold",
         "revenue → operating income: 4 745 computed, 4 745 printed"),
    ],
)  # fmt: skip
def test_fields_rules_and_checks_named_in_words(language, field, rule, detail) -> None:
    """The French review said "lu dans : long_term_debt p.6", "revenue → operating_income",
    "règle : leverage"."""
    assert field_label("long_term_debt", language) == field
    assert rule_label("interest_cover_low", language) == rule
    raw = "revenue → operating_income: 4 745 computed, 4 745 printed"
    assert check_detail(raw, language) == detail


def test_the_quote_is_read_from_structured_data_not_cut_from_the_text(tmp_path: Path) -> None:
    """issue 12: review cut the quote back out of « … » in Fact.text. The signal record
    (or a `data.quote`) is the quote; the text is cut only for a fact with neither."""
    from analyste.review.data import quote_text

    review = load_review("acme", build_home(tmp_path))
    fact = review.facts["Q-acme-1"]
    fact.text = "« a text the writer sees, not the quote » (page 2)"
    assert quote_text(review, fact).startswith("Le prêt de 800 k€")  # the signal record
    fact.data["quote"] = "Le prêt de 800 k€ est assorti d'un covenant"
    assert quote_text(review, fact) == "Le prêt de 800 k€ est assorti d'un covenant"
    review.companies["acme"].signals = []
    fact.data.pop("quote")
    assert quote_text(review, fact) == "a text the writer sees, not the quote"


def test_review_recheck_refuses_a_sentence_contradicting_an_alert(tmp_path: Path) -> None:
    """The review's re-check reads the memo's own facts: an edit saying "aucun risque"
    beside an alert shows as not verified, with contradicts:<id> (issue 13)."""
    from analyste.schema import Memo, load

    where = build_home(tmp_path)
    memo = load(Memo, where.memo_json("acme"))
    memo.paragraphs[0].text += " La société ne présente aucun risque."
    save(memo, where.memo_json("acme"))
    review = load_review("acme", where)
    assert review.status == "modified"
    assert "contradicts:A-acme-1" in [d.code for d in review.recheck.defects]


def test_portfolio_key_figures_keep_to_the_main_ones(tmp_path: Path) -> None:
    """Every ratio of every company would bury the portfolio memo under its own table."""
    from analyste.review.model import PORTFOLIO_FIGURES, KeyFigure

    where = build_home(tmp_path)
    ff = facts_file()
    gearing = Fact(
        id="R-acme-gearing",
        kind="ratio",
        text="Acme SA - Gearing 2025 : 0,8x",
        data={"name": "gearing", "printed": {"2025": "0,8x"}},
    )
    ff.facts.append(gearing)
    save(ff, where.facts_json("acme"))
    review = load_review("acme", where)
    assert [k.id for k in key_figures(review)] == ["R-acme-net_debt", "R-acme-gearing"]
    review.companies["beta"] = review.companies["acme"].model_copy(update={"slug": "beta"})
    figures: list[KeyFigure] = key_figures(review)
    assert [k.id for k in figures] == ["R-acme-net_debt", "R-acme-net_debt"]
    assert all(k.label.startswith("Acme SA — ") for k in figures)
    assert "gearing" not in PORTFOLIO_FIGURES
