"""The run's summary table fits 80 columns (second review): exact output at 80 and 120."""

from __future__ import annotations

from io import StringIO

from rich.console import Console

from analyste.cli.pipeline import portfolio_line, summary_table
from analyste.pipeline import CompanyResult, RunResult


def _result() -> RunResult:
    def company(slug: str, **kw: object) -> CompanyResult:
        base = dict(
            slug=slug,
            pdf=f"reports/{slug}.pdf",
            fields_canonical=68,
            fields_expected=68,
            fields_optional=2,
            checks_ok=12,
            checks_total=12,
            signals_verified=94,
            signals_rejected=0,
            memo_verified=True,
            memo_attempts=1,
            tokens_in=123456,
            tokens_out=7890,
            seconds=12.34,
        )
        base.update(kw)
        return CompanyResult(**base)  # type: ignore[arg-type]

    return RunResult(
        run_id=7,
        provider="offline",
        model="rules-v1",
        seconds=30.0,
        companies=[
            company("maison-ferlac-ete-v2", memo_verified=False, memo_attempts=2),
            company("helvane", memo_edited=True, generated_verified=True, fields_optional=0),
            company("solvea", memo_edited=True, memo_verified=False, generated_verified=True),
            company("MICROSOFT_2016_10K", reused=["signals", "memo"], seconds=0.2),
            company("scan", error="no text layer", seconds=0.1),
        ],
    )


def _render(width: int, *items: object) -> str:
    out = StringIO()
    console = Console(file=out, width=width, color_system=None, highlight=False)
    for item in items:
        console.print(item)
    return out.getvalue()


def _lines(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.splitlines())


def test_the_summary_table_fits_80_columns() -> None:
    text = _render(80, summary_table(_result(), 80))
    assert all(len(line) <= 80 for line in text.splitlines()), text
    assert _lines(text) == (
        "analyste run — offline/rules-v1\n"
        "┏━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━┳━━━━━━━━┳━━━━━━━━━┳━━━━━━━━━┳━━━━━━━┳━━━━━━━┓\n"
        "┃ report               ┃  fields ┃ checks ┃ sig ✓/✗ ┃ memo    ┃ tries ┃  time ┃\n"
        "┡━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━╇━━━━━━━━╇━━━━━━━━━╇━━━━━━━━━╇━━━━━━━╇━━━━━━━┩\n"
        "│ maison-ferlac-ete-v2 │ 68/68+2 │  12/12 │    94/0 │ REJETÉ  │     2 │ 12.3s │\n"
        "│ helvane              │   68/68 │  12/12 │    94/0 │ édité   │     1 │ 12.3s │\n"
        "│ solvea               │ 68/68+2 │  12/12 │    94/0 │ édité ✗ │     1 │ 12.3s │\n"
        "│ MICROSOFT_2016_10K   │ 68/68+2 │  12/12 │    94/0 │ ok*     │     1 │  0.2s │\n"
        "│ scan                 │         │        │         │ error   │       │  0.1s │\n"
        "└──────────────────────┴─────────┴────────┴─────────┴─────────┴───────┴───────┘\n"
        "* memo reused from the cache"
    )


def test_from_100_columns_the_table_shows_tokens() -> None:
    text = _render(120, summary_table(_result(), 120))
    assert "┃ tokens in/out ┃" in text and "│   123456/7890 │" in text
    assert all(len(line) <= 100 for line in text.splitlines())


def test_the_portfolio_line_never_breaks_inside_the_command() -> None:
    assert _lines(_render(80, portfolio_line(True, True, 1, 3, 80))) == (
        "portfolio: memo verified, reused (1 attempt, 3 review marks)\n"
        "  → `analyste show portfolio`"
    )
    assert _lines(_render(80, portfolio_line(True, False, 1, 3, 80))) == (
        "portfolio: memo verified (1 attempt, 3 review marks) → `analyste show portfolio`"
    )
