"""The memo names which net income it uses when the filing prints several (issue 13).

The story: 3M's 2018 10-K prints "Net income including noncontrolling interest" (5,363)
and "Net income attributable to 3M" (5,349); the memo said "net income of $5,363 million"
without saying which. The field fact now carries the printed label when it names its
scope, and the offline writer's synthesis copies it. A plain "Net income" keeps the
contract's words.
"""

from __future__ import annotations

import pytest

from analyste.facts import facts_for
from analyste.memo import writer_payload
from analyste.offline.writer import write
from analyste.schema import FactsFile, FieldSource


def _ff(label: str, language: str = "en") -> FactsFile:
    fields = {
        "2018": {"revenue": 32765, "net_income": 5363},
        "2017": {"revenue": 31657, "net_income": 4869},
    }
    src = FieldSource(
        page=56, line=f"{label} $ 5,363 $ 4,869", label=label, statement="income", printed="5,363"
    )
    ff = FactsFile(
        company="3M Company", slug="mmm", unit="$ millions", language=language,
        years=[2018, 2017], fields=fields, sources={"2018": {"net_income": src}},
    )  # fmt: skip
    ff.facts = facts_for(ff)
    return ff


@pytest.mark.parametrize(
    ("label", "language", "fact_label", "memo_words"),
    [
        ("Net income including noncontrolling interest", "en",
         "Net income including noncontrolling interest 2018",
         "with net income including noncontrolling interest of $5,363\u00a0million"),
        ("Résultat net de l'ensemble consolidé", "fr",
         "Résultat net de l'ensemble consolidé 2018",
         "pour un résultat net de l'ensemble consolidé de 5\u00a0363\u00a0$ millions"),
        ("Net income", "en", "Net income 2018", "with net income of $5,363\u00a0million"),
    ],
)  # fmt: skip
def test_net_income_named_by_its_printed_scope(label, language, fact_label, memo_words):
    ff = _ff(label, language)
    fact = next(f for f in ff.facts if f.id == "R-mmm-net_income")
    assert fact.text.startswith(f"3M Company - {fact_label}")
    text = " ".join(p.text for p in write(writer_payload(ff)).paragraphs)
    assert memo_words in text


@pytest.mark.parametrize(
    ("now", "before", "language", "words"),
    [
        (-9930, -7000, "fr", "(variation : -2\u00a0930\u00a0k€, décaissement accru)"),
        (-5000, -7000, "fr", "(variation : +2\u00a0000\u00a0k€, décaissement réduit)"),
        (-9930, -7000, "en", "(change: -2,930\u00a0k€, more outflow)"),
    ],
)
def test_capex_has_its_change_said_in_words(now, before, language, words):
    """Capex had no change figure while every other ratio had one: alone, "-2 930 k€"
    reads as less investment when it is more outflow, so the change comes with words."""
    from analyste.claims import verify_paragraphs
    from analyste.memo import source_texts

    ff = FactsFile(
        company="Acme SA", slug="acme", unit="k€", language=language, years=[2025, 2024],
        fields={"2025": {"revenue": 1000, "capex": now}, "2024": {"revenue": 900, "capex": before}},
    )  # fmt: skip
    ff.facts = facts_for(ff)
    draft = write(writer_payload(ff))
    text = " ".join(p.text for p in draft.paragraphs)
    (capex,) = [
        s
        for s in text.split(". ")
        if "capex" in s.lower() or "nvestissements" in s or "xpenditure" in s
    ]
    assert capex.rstrip(".").endswith(words)
    from analyste.schema import Paragraph

    paragraphs = [Paragraph(text=p.text, sources=p.sources) for p in draft.paragraphs]
    assert verify_paragraphs(paragraphs, source_texts(ff), years=ff.years, language=language,
                             facts=ff.facts) == []  # fmt: skip
