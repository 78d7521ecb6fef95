"""`analyste show` in the terminal: exact output on a small hand-built memo (issue 6)."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path

from review_fixtures import build_home, memo
from rich.console import Console

from analyste.review import load_review
from analyste.review.terminal import banner, fact_view, memo_view, reflow
from analyste.schema import Defect, save


def render(renderable: object, width: int = 80) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    # rich pads table cells to the width: trailing blanks carry nothing
    return "\n".join(line.rstrip() for line in out.splitlines())


MEMO_80 = """\
╭─ note de crédit · acme ──────────────────────────────────────────────────────╮
│  VÉRIFIÉE   Acme SA — vérifiée après 1 tentative                             │
│ offline/template-v1 · 2026-11-29T20:00:00+00:00 · memos/acme.json            │
╰──────────────────────────────────────────────────────────────────────────────╯
╭─ état de la lecture ─────────────────────────────────────────────────────────╮
│ état de la lecture non enregistré dans facts.json                            │
╰──────────────────────────────────────────────────────────────────────────────╯

Synthèse ───────────────────────────────────────────────────────────────────────
¶1  La dette nette d'Acme SA atteint 800 k€ en 2025. Le covenant reste serré.
    sources : R-acme-net_debt Q-acme-1
    ⚠ à relire : “Le covenant reste serré.” (unsupported:0.33)

Risques ────────────────────────────────────────────────────────────────────────
¶2  La dette nette progresse de 250 k€ (alerte).
    sources : A-acme-1 R-acme-net_debt

╭─ faits cités (3) ────────────────────────────────────────────────────────────╮
│ R-acme-net_debt · ratio                                                      │
│   Acme SA - Dette nette 2025 : 800 k€ (2024 : 550 k€) ; variation : +250 k€  │
│   formule : dettes financières moins trésorerie                              │
│   2025 : 800 k€ · 2024 : 550 k€ · variation : +250 k€                        │
│   lu dans : dettes financières à long terme p.1 · trésorerie p.1             │
│                                                                              │
│ Q-acme-1 · citation · page 2 · covenant                                      │
│   « Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à        │
│   3,0x. » (page 2)                                                           │
│   pourquoi : Covenant serré.                                                 │
│                                                                              │
│ A-acme-1 · alerte                                                            │
│   Acme SA - Alerte : dette nette en hausse de 250 k€.                        │
│   règle : net debt up · seuil : 0                                            │
╰──────────────────────────────────────────────────────────────────────────────╯
contrôles des états financiers

  contrôle           résultat           détail
 ───────────────────────────────────────────────────────────────────────────
  bilan 2025         ok                 actif = passif = 1 000
  cash_bridge_2025   ÉCHEC (écart 10)   variation calculée -40, publiée -50

signaux : 1 vérifié(s), 1 rejeté(s)

      p.   catégorie    citation                          fait / motif
 ──────────────────────────────────────────────────────────────────────────────
  ✓    2   covenant     Le prêt de 800 k€ est assorti     Q-acme-1
                        d'un covenant de levier
                        inférieur à 3,0x.
  ✗    2   litigation   Un litige de 5 M€ est en cours.   rejeté : not_on_page

╭─ exécution ──────────────────────────────────────────────────────────────────╮
│ note  offline/template-v1 · 1 appel · jetons 1200 entrée / 300 sortie ·      │
│       0.25 s                                                                 │
╰──────────────────────────────────────────────────────────────────────────────╯"""


def test_memo_view_exact_at_80_columns(tmp_path: Path) -> None:
    review = load_review("acme", build_home(tmp_path))
    assert render(memo_view(review)) == MEMO_80


def test_memo_view_fits_wider_consoles(tmp_path: Path) -> None:
    review = load_review("acme", build_home(tmp_path))
    for width in (80, 100, 140):
        lines = render(memo_view(review), width).splitlines()
        assert max(len(line) for line in lines) <= width
        assert "\x1b[" not in "\n".join(lines)


def test_fact_quote_prints_the_whole_page_with_the_quote_marked(tmp_path: Path) -> None:
    review = load_review("acme", build_home(tmp_path))
    assert render(fact_view(review, "Q-acme-1", plain=True)) == (
        "Q-acme-1 · citation · covenant · page 2 sur 2 (acme)\n"
        "« Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x. »\n"
        "(page 2)\n"
        "pourquoi : Covenant serré.\n"
        "page 2 " + "─" * 73 + "\n"
        "Note 4 - Dettes\n"
        "[[Le prêt de 800 k€ est assorti d'un covenant de levier inférieur à 3,0x]].\n"
        "Aucun autre engagement.\n" + "─" * 80
    )


def test_fact_quote_span_recomputed_when_the_fact_has_none(tmp_path: Path) -> None:
    """A Q- fact written before spans were recorded still shows its highlight."""
    where = build_home(tmp_path)
    review = load_review("acme", where)
    review.facts["Q-acme-1"].data.pop("span")
    assert "[[Le prêt de 800 k€" in render(fact_view(review, "Q-acme-1", plain=True))


def test_fact_ratio_prints_inputs_and_where_each_was_read(tmp_path: Path) -> None:
    review = load_review("acme", build_home(tmp_path))
    assert (
        render(fact_view(review, "R-acme-net_debt"))
        == """\
R-acme-net_debt · ratio · Acme SA
Acme SA - Dette nette 2025 : 800 k€ (2024 : 550 k€) ; variation : +250 k€
formule : dettes financières moins trésorerie
2025 : 800 k€ · 2024 : 550 k€ · variation : +250 k€

les entrées et où chacune a été lue
entrée                           2025   2024   page   ligne telle que lue
────────────────────────────────────────────────────────────────────────────────
dettes financières à long         900    700   p.1    Dettes financières 900 700
terme
trésorerie                        100    150   p.1    Trésorerie 100 150"""
    )


def test_rejected_memo_banner_lists_its_defects(tmp_path: Path) -> None:
    review = load_review("acme", build_home(tmp_path, verified=False, language="en"))
    assert render(banner(review), 100) == (
        "╭─ credit memo · acme " + "─" * 77 + "╮\n"
        "│  REJECTED   Acme SA — NOT FOR USE: failed verification after 2 attempts, 1 defect"
        + " "
        * 16
        + "│\n"
        "│   ✗ paragraph 2: number_not_found:260 — Le nombre 260 ne figure pas." + " " * 29 + "│\n"
        "│ offline/template-v1 · 2026-11-29T20:00:00+00:00 · memos/acme.json" + " " * 32 + "│\n"
        "╰" + "─" * 98 + "╯"
    )
    # the defect is also shown under the paragraph it is about
    view = render(memo_view(review))
    assert "¶2  La dette nette progresse de 260 k€ (alerte)." in view
    assert "✗ defect: number_not_found:260 — Le nombre 260 ne figure pas." in view
    # a French memo: French labels
    review = load_review("acme", build_home(tmp_path / "fr", verified=False))
    assert render(banner(review), 100).splitlines()[:3] == [
        "╭─ note de crédit · acme " + "─" * 74 + "╮",
        "│  REJETÉE   Acme SA — À NE PAS UTILISER : vérification échouée après 2 tentatives, 1 "
        "défaut       │",
        "│   ✗ paragraphe 2 : number_not_found:260 — Le nombre 260 ne figure pas." + " " * 27 + "│",
    ]


def test_rejected_draft_beside_a_verified_memo_is_shown_with_its_defects(
    tmp_path: Path,
) -> None:
    where = build_home(tmp_path, language="en")
    draft = memo(verified=False).model_copy(update={"created": "2026-11-29T21:00:00+00:00"})
    draft.defects.append(Defect(paragraph=-1, code="provider:cut", message="réponse coupée"))
    save(draft, where.memos / "acme.rejected.json")
    out = render(banner(load_review("acme", where)), 100)
    assert "VERIFIED   Acme SA — verified after 1 attempt" in out
    assert (
        "│ ⚠ A later draft (2026-11-29T21:00:00+00:00) was REJECTED after 2 attempts and not used"
        in out
    )
    assert "(memos/acme.rejected.json); its defects:" in out
    assert "│     ✗ paragraph 2: number_not_found:260 — Le nombre 260 ne figure pas." in out
    assert "│     ✗ memo: provider:cut — réponse coupée" in out
    where = build_home(tmp_path / "fr")
    save(draft, where.memos / "acme.rejected.json")
    out = render(banner(load_review("acme", where)), 120)
    assert "│ ⚠ Un brouillon plus récent (2026-11-29T21:00:00+00:00) a été REJETÉ après 2 " in out


def test_reflow_joins_prose_lines_wider_than_the_console_and_keeps_table_rows() -> None:
    page = (
        "Note 6 - Emprunts\n"
        "Les emprunts et dettes financières s'élèvent à 86 500 k€ au 31 décembre 2025, dont\n"
        "14 100 k€ à moins d'un an. L'emprunt syndiqué est assorti d'un covenant de levier\n"
        "inférieur à 3,5x.\n"
        "Capitaux propres 9 51 229 45 940\n"
        "Provisions pour risques et charges 2 480 2 310"
    )
    out = reflow(page, 80)
    assert len(out) == len(page)  # offsets of the quote's span do not move
    assert out == page.replace("de levier\ninférieur", "de levier inférieur")
    assert reflow(page, 100) == page  # it fits: the page's own lines


PARAGRAPH = (
    "Dette nette de 79\u00a0700\u00a0k€ en 2025, contre 71\u00a0500\u00a0k€ en 2024 "
    "(variation : +8\u00a0200\u00a0k€). Chiffre d'affaires de 118 240 k€ en 2025 (2024 : "
    "121 030 k€). Free cash-flow de -14 930 k€ en 2025, contre 4 340 k€ en 2024 "
    "(variation : -19\u00a0270\u00a0k€)."
)


def test_numbers_and_french_colons_never_break_across_lines(tmp_path: Path) -> None:
    """rich wraps at every whitespace, U+00A0 included: "+8⏎200 k€", "(2024⏎: 121 030"."""
    from rich.console import Group

    from analyste.review.terminal import Prose

    for width in range(30, 81):  # (console.print joins top-level Texts into a plain Text)
        lines = render(Group(Prose(PARAGRAPH)), width).splitlines()
        assert max(len(line) for line in lines) <= width
        for a, b in itertools.pairwise(lines):
            assert not (a[-1:].isdigit() and b[:3].strip().isdigit()), (width, a, b)
            assert not b.startswith((":", "k€", "»")), (width, b)
        # the text is all there, one character for one (no-break spaces as they were)
        assert re.sub(r"\s+", " ", " ".join(lines)) == re.sub(r"\s+", " ", PARAGRAPH)
    english = (
        "EBITDA of 8,695 $ millions in 2018, against 9,236 $ millions (change: -541 $ millions)."
    )
    for width in range(20, 60):
        lines = render(Group(Prose(english)), width).splitlines()
        assert not any(line.startswith(("$", "millions")) for line in lines), (width, lines)
    # the reviewer's case: the memo's paragraph at 80 columns
    home = build_home(tmp_path)
    review = load_review("acme", home)
    review.memo.paragraphs[0].text = PARAGRAPH
    view = render(memo_view(review))
    assert "+8\u00a0200\u00a0k€" in view and "-19\u00a0270\u00a0k€" in view
    assert "(2024 : 121 030 k€)" in view


def test_page_numbers_and_dates_never_break_across_lines() -> None:
    """ "(page⏎9)", "p.⏎9", "31⏎décembre", "December⏎31": kept together."""
    from rich.console import Group

    from analyste.review.terminal import Prose

    text = (
        "Le rapport indique : « au 31 décembre 2025, ce ratio s'établit à 3,4x » (page 9) ; "
        "voir aussi p. 12 et la note du 1er janvier 2026. As of December 31, 2025 (Page 4)."
    )
    months = ("décembre", "janvier", "December")
    for width in range(16, 81):
        lines = render(Group(Prose(text)), width).splitlines()
        for a, b in itertools.pairwise(lines):
            assert not (a.endswith(("page", "Page", "p.")) and b[:1].isdigit()), (width, a, b)
            assert not (a[-1:].isdigit() and b.startswith(months)), (width, a, b)
            assert not (a.endswith(("December", "1er")) and b[:1].isdigit()), (width, a, b)
            assert not (a.endswith("1er") and b.startswith(months)), (width, a, b)
        assert re.sub(r"\s+", " ", " ".join(lines)) == re.sub(r"\s+", " ", text)


def test_a_french_memo_prints_its_checks_in_french(tmp_path: Path) -> None:
    """Check names and details are the statement checker's English: in a French review the
    words that are ours are French; the numbers stay as printed."""
    from analyste.review.terminal import checks_table
    from analyste.schema import Check

    ff = load_review("acme", build_home(tmp_path)).companies["acme"]
    ff.checks = [
        Check(
            name="balance_sheet_2025",
            ok=True,
            detail="total assets 179 079 vs total liabilities and equity 179 079",
        ),
        Check(
            name="totals_balance_2025",
            ok=False,
            detail="4/5 printed totals equal the sum of their lines: Total actif printed 10, "
            "lines add up to 12",
            gap=2,
        ),
        Check(
            name="cash_flow_bridge_2025",
            ok=True,
            detail="operating 4 270 + investing -2 000 + financing -9 170 = -6 900; printed "
            "net change in cash -6 900",
        ),
        Check(
            name="income_cascade_2025",
            ok=True,
            detail="revenue → operating_income: 4 745 computed, 4 745 printed",
        ),
    ]
    out = re.sub(r"\s+", " ", render(checks_table(ff, language="fr"), 200))
    assert "total actif 179 079 contre total passif 179 079" in out
    assert "4/5 totaux imprimés égaux à la somme de leurs lignes : Total actif imprimé 10" in out
    assert "les lignes totalisent 12" in out
    assert "exploitation 4 270 + investissement -2 000 + financement -9 170 = -6 900" in out
    assert "variation de trésorerie publiée -6 900" in out
    assert "4 745 calculé, 4 745 imprimé" in out
    assert "bilan 2025" in out and "totaux du bilan 2025" in out
    assert "ÉCHEC (écart 2)" in out
    assert "balance_sheet_2025" not in out
    english = re.sub(r"\s+", " ", render(checks_table(ff, language="en"), 200))
    assert "balance_sheet_2025" in english and "total assets 179 079 vs" in english
