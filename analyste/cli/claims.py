"""`analyste quote PDF PAGE "TEXT"` and `analyste verify MEMO.json [--facts FACTS.json]`.

Thin: parse, call analyste.claims, render. Exit 0 when verified, 1 when not; an unusable
file is a one-line error with exit 2 (analyste.errors.BadInput, turned into the message
by the command group).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from analyste.cli._options import echo_json, output_options
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


@click.command(short_help="Is TEXT on PAGE of PDF, verbatim? Exit 0 found, 1 not.")
@click.argument("pdf", type=click.Path(path_type=Path))
@click.argument("page", type=int)
@click.argument("text")
@output_options
def quote(pdf: Path, page: int, text: str, as_json: bool, quiet: bool) -> None:
    """Is TEXT on PAGE (1-based) of PDF, verbatim after normalisation? Exit 0 found, 1 not.

    With --json: {"pdf", "page", "text", "verified", "reason", "span", "found_on_page"};
    with -q nothing is printed, the exit status answers.
    """
    from analyste.claims import check_quote
    from analyste.pages import extract

    pages = [p.text for p in extract(pdf).pages]
    result = check_quote(text, pages, page)
    verified = bool(result.ok and result.span)
    if as_json:
        reason = result.reason
        elsewhere = reason.split(":", 1)[1] if reason.startswith("found_on_page:") else None
        echo_json(
            {
                "pdf": str(pdf),
                "page": page,
                "text": text,
                "verified": verified,
                "reason": reason,
                "span": list(result.span) if result.span else None,
                "found_on_page": int(elsewhere) if elsewhere else None,
            }
        )
        sys.exit(0 if verified else 1)
    if verified and result.span:
        if quiet:
            return
        start, end = result.span
        click.echo(f"verified: page {page}, characters {start}-{end}")
        _show_in_context(pages[page - 1], start, end)
        return
    if quiet:
        sys.exit(1)
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


@click.command(short_help="Re-check a memo against its facts. Exit 0 verified, 1 defects.")
@click.argument("memo", type=click.Path(path_type=Path))
@click.option(
    "--facts",
    "facts_path",
    type=click.Path(path_type=Path),
    default=None,
    help="facts.json to check against (default: facts/<slug>/facts.json; for the "
    "portfolio memo, every facts/*/facts.json and facts/portfolio.json).",
)
@output_options
def verify(memo: Path, facts_path: Path | None, as_json: bool, quiet: bool) -> None:
    """Re-check a memo against its facts; print each defect. Exit 0 verified, 1 defects.

    A sentence that asserts the opposite of an alert or a severe signal of the memo's
    facts ("aucun risque de refinancement" beside a refinancing signal) is a defect,
    contradicts:<id>. Sentences few of whose words are in their sources, or that reassure
    ("suivi standard", "aucun risque") beside a cited alert or severe signal, are listed
    too, as clues to read, and so are the verified signals (Q- facts) of the report that no
    paragraph cites; neither changes the exit status. -q prints the defects only; --json
    one object: verified, paragraphs, defects, clues, uncited.
    """
    from analyste.claims import MEMO_LEVEL, paragraph_clues, uncited_signals, verify_paragraphs
    from analyste.schema import Memo

    document = load_file(Memo, memo)
    facts = _facts_for(document.slug, facts_path)
    sources = {f.id: f.text for ff in facts for f in ff.facts}
    years = sorted({y for ff in facts for y in ff.years})
    language = document.language
    own = [f for ff in facts for f in ff.facts]  # contradicts:<id> reads alerts and signals
    defects = verify_paragraphs(
        document.paragraphs, sources, years=years, language=language, facts=own
    )
    # the risk category of each Q- fact (its data, not its text) for the reassurance clue
    categories = {
        f.id: str(f.data["category"]) for ff in facts for f in ff.facts if f.data.get("category")
    }
    clues = paragraph_clues(
        document.paragraphs, sources, years=years, language=language, categories=categories
    )
    # a reassurance already refused as contradicts:<id> is not also a clue to read
    refused = {(d.paragraph, d.code.split(":", 1)[1]) for d in defects if ":" in d.code}
    clues = [
        (i, c)
        for i, c in clues
        if not (c.code.startswith("reassurance:") and (i, c.code.split(":", 1)[1]) in refused)
    ]
    # a portfolio memo picks a few signals per company: no uncited list for it
    uncited = uncited_signals(document.paragraphs, sources) if document.slug != PORTFOLIO else []
    count = len(document.paragraphs)
    if as_json:
        echo_json(
            {
                "memo": str(memo),
                "slug": document.slug,
                "language": language,
                "verified": not defects,
                "paragraphs": count,
                "defects": [d.model_dump() for d in defects],
                "clues": [{"paragraph": i, "code": c.code, "message": c.message} for i, c in clues],
                "uncited": uncited,
            }
        )
        sys.exit(1 if defects else 0)
    t = _VERIFY_TEXT.get(language, _VERIFY_TEXT["en"])
    for d in defects:
        where = t["memo"] if d.paragraph == MEMO_LEVEL else t["paragraph"].format(n=d.paragraph + 1)
        click.echo(f"{where}{t['colon']} {d.code} — {d.message}")
    if quiet:
        sys.exit(1 if defects else 0)
    for i, clue in clues:
        where = t["paragraph"].format(n=i + 1)
        click.echo(f"{where}{t['colon']} {clue.code} ({t['clue']}) — {clue.message}")
    if uncited:
        shown = ", ".join(uncited[:UNCITED_SHOWN])
        if len(uncited) > UNCITED_SHOWN:
            shown += f" (+{len(uncited) - UNCITED_SHOWN})"
        click.echo(f"{t['uncited']}{t['colon']} {shown}")
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
_VERIFY_TEXT: dict[str, dict[str, Any]] = {
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
