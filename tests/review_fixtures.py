"""A small hand-built review home (memo, facts, pages) for the show/review tests.

Not a test module: the show, review and browser tests import it. The page texts are
short so that exact-output tests stay readable; the quote spans are computed with the
claim checker, as the risk reader records them.
"""

from __future__ import annotations

from pathlib import Path

from analyste.claims import check_quote
from analyste.schema import (
    Check,
    Defect,
    Fact,
    FactsFile,
    FieldSource,
    Memo,
    Page,
    PagesFile,
    Paragraph,
    ReviewMark,
    SignalRecord,
    save,
)
from analyste.settings import Paths

PAGE_1 = (
    "Acme SA Rapport 2025\nBilan (en k€) 2025 2024\nDettes financières 900 700\nTrésorerie 100 150"
)
PAGE_2 = (
    "Note 4 - Dettes\nLe prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x.\n"
    "Aucun autre engagement."
)
QUOTE = "Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x."


def facts_file() -> FactsFile:
    check = check_quote(QUOTE, [PAGE_1, PAGE_2], 2)
    assert check.ok and check.span
    src = {
        year: {
            "long_term_debt": FieldSource(
                page=1,
                line="Dettes financières 900 700",
                label="Dettes financières",
                statement="balance",
                printed=printed,
            ),
            "cash": FieldSource(
                page=1,
                line="Trésorerie 100 150",
                label="Trésorerie",
                statement="balance",
                printed=cash,
            ),
        }
        for year, printed, cash in (("2025", "900", "100"), ("2024", "700", "150"))
    }
    return FactsFile(
        company="Acme SA",
        slug="acme",
        unit="k€",
        years=[2025, 2024],
        fields={
            "2025": {"long_term_debt": 900, "cash": 100},
            "2024": {"long_term_debt": 700, "cash": 150},
        },
        sources=src,
        checks=[
            Check(name="balance_sheet_2025", ok=True, detail="actif = passif = 1 000"),
            Check(
                name="cash_bridge_2025",
                ok=False,
                detail="variation calculée -40, publiée -50",
                gap=10,
            ),
        ],
        facts=[
            Fact(
                id="R-acme-net_debt",
                kind="ratio",
                text="Acme SA - Dette nette 2025 : 800 k€ (2024 : 550 k€) ; variation : +250 k€ ; "
                "formule : dettes financières moins trésorerie",
                data={
                    "name": "net_debt",
                    "formula": "dettes financières moins trésorerie",
                    "values": {"2025": 800.0, "2024": 550.0},
                    "printed": {"2025": "800\u00a0k€", "2024": "550\u00a0k€"},
                    "change": 250.0,
                    "change_printed": "+250\u00a0k€",
                    "inputs": {
                        "2025": {"long_term_debt": 900, "cash": 100},
                        "2024": {"long_term_debt": 700, "cash": 150},
                    },
                },
            ),
            Fact(
                id="A-acme-1",
                kind="alert",
                text="Acme SA - Alerte : dette nette en hausse de 250 k€.",
                data={"rule": "net_debt_up", "threshold": 0},
            ),
            Fact(
                id="Q-acme-1",
                kind="quote",
                page=2,
                text=f"« {QUOTE} » (page 2)",
                data={"category": "covenant", "span": list(check.span), "why": "Covenant serré."},
            ),
        ],
        signals=[
            SignalRecord(
                category="covenant",
                quote=QUOTE,
                page=2,
                why="Covenant serré.",
                verified=True,
                fact_id="Q-acme-1",
            ),
            SignalRecord(
                category="litigation",
                quote="Un litige de 5 M€ est en cours.",
                page=2,
                verified=False,
                reason="not_on_page",
            ),
        ],
    )


def memo(verified: bool = True, language: str = "fr") -> Memo:
    paragraphs = [
        Paragraph(
            section="synthèse",
            text="La dette nette d'Acme SA atteint 800 k€ en 2025. Le covenant reste serré.",
            sources=["R-acme-net_debt", "Q-acme-1"],
            review=[ReviewMark(sentence="Le covenant reste serré.", reason="unsupported:0.33")],
        ),
        Paragraph(
            section="risques",
            text="La dette nette progresse de 250 k€ (alerte).",
            sources=["A-acme-1", "R-acme-net_debt"],
        ),
    ]
    defects = (
        []
        if verified
        else [
            Defect(
                paragraph=1, code="number_not_found:260", message="Le nombre 260 ne figure pas."
            ),
        ]
    )
    if not verified:  # the draft wrote a number no cited fact holds
        paragraphs[1].text = "La dette nette progresse de 260 k€ (alerte)."
    return Memo(
        slug="acme",
        company="Acme SA",
        verified=verified,
        attempts=1 if verified else 2,
        paragraphs=paragraphs,
        defects=defects,
        provider="offline",
        model="template-v1",
        usage={"calls": 1, "tokens_in": 1200, "tokens_out": 300, "latency_s": 0.25},
        created="2026-11-29T20:00:00+00:00",
        language="en" if language == "en" else "fr",
    )


def build_home(root: Path, verified: bool = True, language: str = "fr") -> Paths:
    """memos/acme.json, facts/acme/{facts,pages}.json under `root` (the memo in
    `language`: its labels follow it; the facts stay French)."""
    where = Paths(root)
    save(facts_file(), where.facts_json("acme"))
    save(
        PagesFile(
            slug="acme",
            pdf="reports/acme.pdf",
            sha256="0" * 64,
            page_count=2,
            pages=[Page(number=1, text=PAGE_1), Page(number=2, text=PAGE_2)],
        ),
        where.pages_json("acme"),
    )
    save(memo(verified, language), where.memo_json("acme"))
    return where


# ---------------------------------------------------------------- Ferlac, on its real PDF

FERLAC_QUOTES = {
    8: "Le premier client de la Société, un groupe de grands magasins, représente 38 % du "
    "chiffre d'affaires de l'exercice.",
    9: "L'emprunt syndiqué de 85 000 k€ est assorti d'un covenant de dette nette / EBITDA "
    "ajusté inférieur ou égal à 3,5x ; au 31 décembre 2025, ce ratio s'établit à 3,4x selon "
    "la définition contractuelle.",
}
# The balance-sheet lines as printed on page 6 of reports/ferlac.pdf.
FERLAC_LINES = {
    "long_term_debt": ("Emprunts et dettes financières à plus d'un an", "72 400", "78 300"),
    "short_term_debt": ("Emprunts et dettes financières à moins d'un an", "14 100", "6 900"),
    "cash": ("Disponibilités", "6 800", "13 700"),
}


def ferlac_home(root: Path, pdf: Path) -> Paths:
    """A Ferlac memo (quotes of pages 8 and 9, net debt from page 6) over the real PDF."""
    import shutil

    from analyste.pages import extract

    where = Paths(root)
    where.reports.mkdir(parents=True, exist_ok=True)
    shutil.copy(pdf, where.reports / "ferlac.pdf")
    pages = extract(where.reports / "ferlac.pdf", where=where)
    texts = [p.text for p in pages.pages]
    facts, signals = [], []
    for n, (page, quote) in enumerate(FERLAC_QUOTES.items(), 1):
        check = check_quote(quote, texts, page)
        assert check.ok and check.span, check
        fid = f"Q-ferlac-{n}"
        facts.append(
            Fact(
                id=fid,
                kind="quote",
                page=page,
                text=f"« {quote} » (page {page})",
                data={"category": "covenant", "span": list(check.span), "why": ""},
            )
        )
        signals.append(
            SignalRecord(category="covenant", quote=quote, page=page, verified=True, fact_id=fid)
        )
    signals.append(
        SignalRecord(
            category="litigation",
            quote="Aucun litige n'oppose la Société à ses prêteurs.",
            page=9,
            verified=False,
            reason="not_on_page",
        )
    )
    fields: dict[str, dict[str, int | float]] = {"2025": {}, "2024": {}}
    sources: dict[str, dict[str, FieldSource]] = {"2025": {}, "2024": {}}
    for name, (label, v25, v24) in FERLAC_LINES.items():
        line = f"{label} {'6 ' if 'Emprunts' in label else ''}{v25} {v24}"
        for year, printed in (("2025", v25), ("2024", v24)):
            fields[year][name] = int(printed.replace(" ", ""))
            sources[year][name] = FieldSource(
                page=6, line=line, label=label, statement="balance", printed=printed
            )
    facts.append(
        Fact(
            id="R-ferlac-net_debt",
            kind="ratio",
            text="Maison Ferlac SAS - Dette nette 2025 : 79 700 k€ (2024 : 71 500 k€) ; "
            "variation : +8 200 k€ ; formule : dettes financières à long et court terme "
            "moins trésorerie",
            data={
                "formula": "dettes financières à long et court terme moins trésorerie",
                "printed": {"2025": "79\u00a0700\u00a0k€", "2024": "71\u00a0500\u00a0k€"},
                "change_printed": "+8\u00a0200\u00a0k€",
                "inputs": fields,
            },
        )
    )
    save(
        FactsFile(
            company="Maison Ferlac SAS",
            slug="ferlac",
            unit="k€",
            years=[2025, 2024],
            fields=fields,
            sources=sources,
            checks=[Check(name="balance_sheet_2025", ok=True, detail="179 079 = 179 079")],
            facts=facts,
            signals=signals,
        ),
        where.facts_json("ferlac"),
    )
    save(
        Memo(
            slug="ferlac",
            company="Maison Ferlac SAS",
            verified=True,
            attempts=1,
            paragraphs=[
                Paragraph(
                    section="synthèse",
                    text="La dette nette atteint 79 700 k€ en 2025 (2024 : 71 500 k€).",
                    sources=["R-ferlac-net_debt"],
                ),
                Paragraph(
                    section="risques",
                    text="Le premier client représente 38 % du chiffre d'affaires ; "
                    "l'emprunt syndiqué de 85 000 k€ est assorti d'un covenant.",
                    sources=["Q-ferlac-1", "Q-ferlac-2"],
                ),
            ],
            provider="offline",
            model="template-v1",
            created="2026-11-29T20:00:00+00:00",
        ),
        where.memo_json("ferlac"),
    )
    return where
