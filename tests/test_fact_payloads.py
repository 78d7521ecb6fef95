"""Typed fact payloads (issue 12): each kind's data is its own model, and facts.json is
written byte for byte as it was when `data` was a bare dict.

The JSON below is in the shapes the producers wrote before the change (signals.py puts a
hidden-text quote's `hidden*` keys before `span`, a visible quote's `quote` before it; an
instruction's `targets` exists only for an instruction), so a file already on disk must
load and be written back unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyste.errors import BadInput
from analyste.portfolio import portfolio_payload
from analyste.ratios import ratio_facts
from analyste.schema import (
    AlertData,
    ComparisonData,
    Fact,
    FactsFile,
    FieldData,
    QuoteData,
    RatioData,
    load,
    save,
)

VISIBLE = {
    "id": "Q-acme-1",
    "kind": "quote",
    "text": "« Le prêt est assorti d'un covenant » (page 9)",
    "page": 9,
    "data": {
        "category": "covenant",
        "quote": "Le prêt est assorti d'un covenant",
        "span": [10, 43],
        "why": "covenant",
        "rank": 1,
        "matter": "Financement",
        "score": 3.25,
    },
}
HIDDEN = {
    "id": "Q-acme-2",
    "kind": "quote",
    "text": "Texte invisible page 4",
    "page": 4,
    "data": {
        "category": "hidden_text",
        "hidden": True,
        "hidden_reason": "invisible_colour",
        "hidden_text": "AAA",
        "span": None,
        "why": "Texte invisible page 4",
    },
}
RANK = {
    "id": "C-leverage-rank",
    "kind": "comparison",
    "text": "Levier 2025 : Acme 1,0x ; Beta 2,0x.",
    "page": None,
    "data": {
        "metric": "leverage",
        "year": 2025,
        "kind": "rank",
        "ranking": [
            {"rank": 1, "slug": "acme", "company": "Acme", "value": 1.0, "printed": "1,0x"},
            {"rank": 2, "slug": "beta", "company": "Beta", "value": 2.0, "printed": "2,0x"},
        ],
        "sources": ["R-acme-leverage", "R-beta-leverage"],
    },
}
ALERT = {
    "id": "A-acme-1",
    "kind": "alert",
    "text": "Acme - Levier supérieur à 4,0x",
    "page": None,
    "data": {
        "rule": "leverage",
        "year": 2025,
        "values": {"leverage": "5,5x"},
        "thresholds": {"leverage_max": 4.0, "leverage_rise_max": 1.0},
    },
}


def _file(*facts: dict) -> FactsFile:
    return FactsFile.model_validate(
        {"company": "Acme", "slug": "acme", "unit": "k€", "years": [2025], "fields": {},
         "facts": list(facts)}
    )  # fmt: skip


@pytest.mark.parametrize(
    ("raw", "model"),
    [(VISIBLE, QuoteData), (HIDDEN, QuoteData), (RANK, ComparisonData), (ALERT, AlertData)],
)
def test_the_kind_chooses_the_payload_model(raw: dict, model: type) -> None:
    fact = Fact.model_validate(raw)
    assert type(fact.data) is model


def test_a_ratio_and_a_field_fact_get_their_models() -> None:
    assert type(Fact(id="R-a-x", kind="ratio", text="t").data) is RatioData
    assert type(Fact(id="F-a-x", kind="field", text="t", data={"field": "cash"}).data) is (
        FieldData
    )


def test_a_file_on_disk_is_written_back_byte_for_byte(tmp_path: Path) -> None:
    """Key order and absent keys survive: the hidden quote keeps `span` after `hidden*`,
    nothing absent (a visible quote's `targets`, a hidden one's `quote`) is added."""
    before = tmp_path / "before.json"
    save(_file(VISIBLE, HIDDEN, RANK, ALERT), before)
    written = json.loads(before.read_text())
    assert list(written["facts"][1]["data"]) == list(HIDDEN["data"])
    assert [f["data"] for f in written["facts"]] == [
        VISIBLE["data"], HIDDEN["data"], RANK["data"], ALERT["data"]
    ]  # fmt: skip
    after = tmp_path / "after.json"
    save(load(FactsFile, before), after)
    assert after.read_bytes() == before.read_bytes()


def test_a_ratio_fact_is_written_as_its_producer_gave_it() -> None:
    (lev,) = [
        f
        for f in ratio_facts(
            "acme", "Acme", "k€", "fr", [2025],
            {"2025": {"long_term_debt": 500, "short_term_debt": 100, "cash": 100,
                      "operating_income": 80, "depreciation_amortisation": -20}},
        )
        if f.id == "R-acme-leverage"
    ]  # fmt: skip
    assert type(lev.data) is RatioData
    assert lev.data.values == {"2025": 5.0} and lev.data.printed == {"2025": "5,0x"}
    dumped = lev.model_dump(mode="json")["data"]
    assert list(dumped)[:3] == ["name", "role", "formula"]
    assert dumped["inputs"]["2025"]["cash"] == 100 and isinstance(
        dumped["inputs"]["2025"]["cash"], int
    )  # an amount as printed stays an integer, not 100.0


def test_a_key_no_model_knows_is_kept() -> None:
    """An older or newer producer's key (another branch, an old run) loads and stays."""
    raw = {**ALERT, "data": {**ALERT["data"], "severity": "high"}}
    fact = Fact.model_validate(raw)
    assert fact.data["severity"] == "high"
    assert fact.model_dump(mode="json")["data"] == raw["data"]


def test_the_payload_reads_as_the_dict_it_replaces() -> None:
    data = Fact.model_validate(HIDDEN).data
    assert isinstance(data, QuoteData)
    assert data.get("targets") is None and "targets" not in data  # absent, not defaulted
    assert data.get("quote", "none") == "none"
    with pytest.raises(KeyError):
        data["quote"]
    assert data["span"] is None and "span" in data
    assert data.pop("span") is None and "span" not in data
    data["quote"] = "AAA"
    assert data.quote == "AAA" and list(data)[-1] == "quote"


def test_a_payload_of_the_wrong_type_is_one_line_of_error(tmp_path: Path) -> None:
    bad = {**ALERT, "data": {**ALERT["data"], "year": "last year"}}
    path = tmp_path / "facts.json"
    path.write_text(
        _file(VISIBLE)
        .model_dump_json()
        .replace('"facts":[', '"facts":[' + json.dumps(bad) + ",", 1)
    )
    with pytest.raises(BadInput) as e:
        load(FactsFile, path)
    assert "not a valid FactsFile file" in str(e.value) and "\n" not in str(e.value)


def test_the_portfolio_payload_carries_a_comparison_as_json() -> None:
    """The portfolio writer's payload goes to a provider as JSON: a C- fact's data must be
    the dict written in facts/portfolio.json, not the model (json.dumps refused it)."""
    comparisons = _file(RANK)
    payload = portfolio_payload([], comparisons)
    (fact,) = [f for f in payload["facts"] if f["id"] == "C-leverage-rank"]
    assert json.loads(json.dumps(fact["data"])) == RANK["data"]
