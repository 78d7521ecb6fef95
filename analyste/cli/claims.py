"""`analyste quote PDF PAGE "TEXT"` and `analyste verify MEMO.json [--facts FACTS.json]`.

Thin: parse, call analyste.claims, render. Exit 0 when verified, 1 when not; an unusable
file is a one-line error with exit 2 (analyste.errors.BadInput, turned into the message
by the command group).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import click

from analyste.settings import PORTFOLIO

if TYPE_CHECKING:
    from pydantic import BaseModel
    from rich.text import Text

    from analyste.schema import FactsFile

CONTEXT_CHARS = 120
HIGHLIGHT = "bold black on yellow"

_WHY = {
    "too_short": "fewer than 12 characters after normalisation: too short to prove anything",
    "not_on_page": "the text is not on this page, nor on any other page of the PDF",
    "stitched": "pieces glued with an ellipsis or a bracket are not a quote",
}


@click.command()
@click.argument("pdf", type=click.Path(path_type=Path))
@click.argument("page", type=int)
@click.argument("text")
def quote(pdf: Path, page: int, text: str) -> None:
    """Is TEXT on PAGE (1-based) of PDF, verbatim after normalisation? Exit 0 found, 1 not."""
    from analyste.claims import check_quote
    from analyste.pages import extract

    pages = [p.text for p in extract(pdf).pages]
    result = check_quote(text, pages, page)
    if result.ok and result.span:
        start, end = result.span
        click.echo(f"verified: page {page}, characters {start}-{end}")
        _show_in_context(pages[page - 1], start, end)
        return
    reason = result.reason
    if reason.startswith("found_on_page:"):
        elsewhere = reason.split(":", 1)[1]
        why = f"the text is on page {elsewhere}, not on page {page}"
    elif reason == "page_out_of_range":
        why = f"the PDF has {len(pages)} pages"
    else:
        why = _WHY.get(reason, reason)
    click.echo(f"not verified: {reason} ({why})")
    sys.exit(1)


def _show_in_context(page_text: str, start: int, end: int) -> None:
    """The quote highlighted in its surroundings (plain text when not a terminal)."""
    from rich.console import Console

    Console(highlight=False).print(context_text(page_text, start, end), soft_wrap=True)


def context_text(page_text: str, start: int, end: int) -> Text:
    """One line: up to CONTEXT_CHARS around the span, whitespace runs flattened, the
    quote styled."""
    from rich.text import Text

    def flat(s: str) -> str:
        return " ".join(s.split())

    before = page_text[max(0, start - CONTEXT_CHARS) : start]
    after = page_text[end : end + CONTEXT_CHARS]
    line = Text("…" if start > CONTEXT_CHARS else "")
    line.append(flat(before) + (" " if flat(before) and before[-1:].isspace() else ""))
    line.append(flat(page_text[start:end]), style=HIGHLIGHT)
    line.append((" " if flat(after) and after[:1].isspace() else "") + flat(after))
    line.append("…" if end + CONTEXT_CHARS < len(page_text) else "")
    return line


@click.command()
@click.argument("memo", type=click.Path(path_type=Path))
@click.option(
    "--facts",
    "facts_path",
    type=click.Path(path_type=Path),
    default=None,
    help="facts.json to check against (default: facts/<slug>/facts.json; for the "
    "portfolio memo, every facts/*/facts.json and facts/portfolio.json).",
)
def verify(memo: Path, facts_path: Path | None) -> None:
    """Re-check a memo against its facts; print each defect. Exit 0 verified, 1 defects.

    Sentences few of whose words are in their sources, or that reassure ("suivi standard",
    "aucun risque") beside a cited alert or severe signal, are listed too, as clues to read,
    and so are the verified signals (Q- facts) of the report that no paragraph cites;
    neither changes the exit status.
    """
    from analyste.claims import MEMO_LEVEL, paragraph_clues, uncited_signals, verify_paragraphs
    from analyste.schema import Memo

    document = load_file(Memo, memo)
    facts = _facts_for(document.slug, facts_path)
    sources = {f.id: f.text for ff in facts for f in ff.facts}
    years = sorted({y for ff in facts for y in ff.years})
    language = document.language
    defects = verify_paragraphs(document.paragraphs, sources, years=years, language=language)
    t = _VERIFY_TEXT.get(language, _VERIFY_TEXT["en"])
    for d in defects:
        where = t["memo"] if d.paragraph == MEMO_LEVEL else t["paragraph"].format(n=d.paragraph + 1)
        click.echo(f"{where}{t['colon']} {d.code} — {d.message}")
    # the risk category of each Q- fact (its data, not its text) for the reassurance clue
    categories = {
        f.id: str(f.data["category"]) for ff in facts for f in ff.facts if f.data.get("category")
    }
    clues = paragraph_clues(
        document.paragraphs, sources, years=years, language=language, categories=categories
    )
    for i, clue in clues:
        where = t["paragraph"].format(n=i + 1)
        click.echo(f"{where}{t['colon']} {clue.code} ({t['clue']}) — {clue.message}")
    if document.slug != PORTFOLIO:  # a portfolio memo picks a few signals per company
        uncited = uncited_signals(document.paragraphs, sources)
        if uncited:
            shown = ", ".join(uncited[:UNCITED_SHOWN])
            if len(uncited) > UNCITED_SHOWN:
                shown += f" (+{len(uncited) - UNCITED_SHOWN})"
            click.echo(f"{t['uncited']}{t['colon']} {shown}")
    count = len(document.paragraphs)
    if defects:
        click.echo(
            t["rejected"].format(
                defects=_counted(len(defects), t["defect"]),
                paragraphs=_counted(count, t["paragraphs"]),
            )
        )
        sys.exit(1)
    click.echo(t["verified"].format(paragraphs=_counted(count, t["paragraphs"])))


# Every line `verify` prints, in the memo's language (the messages already are).
_VERIFY_TEXT = {
    "fr": {
        "colon": " :",
        "memo": "mémo",
        "paragraph": "paragraphe {n}",
        "clue": "à relire, pas un défaut",
        "uncited": "à relire : signaux non cités",
        "defect": ("défaut", "défauts", "zero is singular"),
        "paragraphs": ("paragraphe", "paragraphes", "zero is singular"),
        "rejected": "non vérifié : {defects} dans {paragraphs}",
        "verified": "vérifié : {paragraphs}, chaque source et chaque nombre contrôlés",
    },
    "en": {
        "colon": ":",
        "memo": "memo",
        "paragraph": "paragraph {n}",
        "clue": "to read, not a defect",
        "uncited": "to read: signals not cited",
        "defect": ("defect", "defects"),
        "paragraphs": ("paragraph", "paragraphs"),
        "rejected": "not verified: {defects} in {paragraphs}",
        "verified": "verified: {paragraphs}, every source and number checked",
    },
}


def _counted(n: int, words: tuple[str, ...]) -> str:
    """ "1 paragraph", "2 paragraphs", "0 paragraphs"; French "0 paragraphe" (words[2:])."""
    singular = n == 1 or (n == 0 and len(words) > 2)
    return f"{n} {words[0] if singular else words[1]}"


UNCITED_SHOWN = 12

M = TypeVar("M", bound="BaseModel")


def load_file(cls: type[M], path: Path) -> M:
    """Read and validate a JSON file; BadInput with a one-line reason for any bad input
    (missing, a folder, unreadable, not UTF-8, not JSON — with where —, not the model)."""
    import json

    from pydantic import ValidationError

    from analyste.errors import BadInput

    kind = cls.__name__
    if not path.exists():
        raise BadInput(path, "no such file")
    if path.is_dir():
        raise BadInput(path, f"is a folder, not a {kind} file")
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise BadInput(path, f"cannot be read ({e.strerror or type(e).__name__})") from None
    try:
        data = json.loads(raw)
    except UnicodeDecodeError:
        raise BadInput(path, f"not a valid {kind} file (not UTF-8 text)") from None
    except json.JSONDecodeError as e:
        raise BadInput(
            path,
            f"not a valid {kind} file (not JSON: {e.msg} at line {e.lineno}, column {e.colno})",
        ) from None
    try:
        return cls.model_validate(data)
    except ValidationError as e:
        errors = e.errors()
        first = errors[0]
        where = ".".join(str(x) for x in first["loc"]) or "top level"
        more = f"; {len(errors) - 1} more" if len(errors) > 1 else ""
        reason = " ".join(str(first["msg"]).split())
        raise BadInput(path, f"not a valid {kind} file ({where}: {reason}{more})") from None


def _facts_for(slug: str, facts_path: Path | None) -> list[FactsFile]:
    from analyste.errors import BadInput
    from analyste.schema import FactsFile
    from analyste.settings import paths

    if facts_path is not None:
        return [load_file(FactsFile, facts_path)]
    where = paths()
    if slug != PORTFOLIO:
        return [load_file(FactsFile, _shown(where.facts_json(slug)))]
    # a portfolio memo cites the facts of every company plus the C- comparison facts
    files = sorted(where.facts.glob("*/facts.json"))
    portfolio = where.portfolio_facts
    if portfolio.is_file():
        files.append(portfolio)
    if not files:
        raise BadInput(_shown(where.facts), "no facts.json to check the portfolio memo against")
    return [load_file(FactsFile, _shown(f)) for f in files]


def _shown(path: Path) -> Path:
    """The path as the user would type it: relative to the working folder when inside."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


COMMANDS = [quote, verify]
