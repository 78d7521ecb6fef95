"""`analyste ask "QUESTION"` and `analyste ask-eval`: cited answers to policy questions.

Thin: parses, calls analyste.ask, renders. A claim is marked "ok" only when it passes the
claim checker and carries what the question asks for; "CHECK" on an exact problem;
"à relire" / "review" when it is verbatim and cited but may not answer (issue 11).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from analyste.cli._options import json_option, provider_options, quiet_option

AUDIENCES = ("staff", "public")


def _corpus_option(f: Any) -> Any:
    return click.option(
        "--corpus",
        type=click.Path(path_type=Path),
        default=None,
        help="Folder of Markdown/PDF documents (default: policies/).",
    )(f)


def _corpus(corpus: Path | None) -> Path:
    """The corpus folder; a missing folder, a file or a folder with no document is a
    one-line BadInput (exit 2), never click's usage block nor a silent "no answer"."""
    from analyste.ask.corpus import corpus_files
    from analyste.errors import BadInput
    from analyste.settings import paths

    folder = corpus if corpus is not None else paths().policies
    if folder.exists() and not folder.is_dir():
        raise BadInput(folder, "not a folder (--corpus takes a folder of documents)")
    if not corpus_files(folder):  # BadInput itself when the folder does not exist
        raise BadInput(folder, "no documents (Markdown or PDF) found")
    return folder


def _audience(value: str) -> str:
    from analyste.errors import BadInput

    if value not in AUDIENCES:
        raise BadInput("--audience", f"{value!r} is not staff or public")
    return value


def _provider(provider: str | None, model: str | None, record: str | None) -> Any:
    from analyste.providers import get_provider

    if record:
        _writable(Path(record))
    return get_provider(provider, model, record)


def _writable(path: Path) -> None:
    """A recording file that cannot be written fails now, in one line, before any work."""
    from analyste.errors import BadInput

    blocking = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
    if blocking is not None:
        raise BadInput(path, f"cannot write the recording ({blocking} is a file, not a folder)")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as e:
        raise BadInput(path, f"cannot write the recording ({e.strerror or e})") from None


@click.command("ask")
@click.argument("question")
@_corpus_option
@click.option(
    "--as-of",
    "as_of",
    default=None,
    help="Date the rules apply on (YYYY-MM-DD); default: a date the question names, else today.",
)
@click.option(
    "--audience",
    default="staff",
    show_default=True,
    help="staff or public (public sees only public documents).",
)
@click.option(
    "--verbose",
    "-v",
    is_flag=True,
    help="Also list the passages retrieved but left out of the context.",
)
@json_option
@quiet_option
@provider_options
def ask_command(
    question: str,
    corpus: Path | None,
    as_of: str | None,
    audience: str,
    verbose: bool,
    as_json: bool,
    quiet: bool,
    provider: str | None,
    model: str | None,
    record: str | None,
) -> None:
    """Answer QUESTION from the corpus; every claim cites passages and is checked."""
    from analyste.ask.answer import ask, parse_as_of

    day = parse_as_of(as_of) if as_of else None  # a bad date fails before the index is read
    audience = _audience(audience)
    result = ask(
        question,
        _corpus(corpus),
        as_of=day,
        audience=audience,
        provider=_provider(provider, model, record),
    )
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        click.echo(json.dumps(result.as_json(), ensure_ascii=False, indent=1))
        return
    from rich.console import Console

    render_answer(result, Console(), verbose=verbose, quiet=quiet)


# The mark of a claim that is verbatim and cited but may not answer the question (the
# slot check, issue 11): "ok" is kept for a claim that passes every check.
REVIEW = {"fr": "à relire", "en": "review"}


def claim_mark(claim: Any, language: str) -> str:
    """ok, CHECK (an exact problem) or à relire / review (may not answer the question)."""
    if not claim.ok:
        return "[bold red]CHECK[/bold red]"
    if not claim.answers:
        return f"[bold yellow]{REVIEW.get(language, REVIEW['fr'])}[/bold yellow]"
    return "[green]ok[/green]"


def render_answer(result: Any, console: Any, verbose: bool = False, quiet: bool = False) -> None:
    """The answer, each claim with its mark (ok, CHECK, à relire) and what is wrong, then
    the cited passages, each with its document's title, version and dates in force.
    `verbose` adds the passages retrieved but left out; `quiet` keeps the answer and the
    claims only."""
    from rich.markup import escape
    from rich.panel import Panel

    from analyste.ask.answer import cited_passages

    if quiet:
        console.print(escape(result.answer), highlight=False)
    else:
        title = f"{result.as_of.isoformat()} · {result.audience}"
        console.print(Panel(escape(result.answer), title=escape(result.question), subtitle=title))
    for claim in result.claims:
        mark = claim_mark(claim, result.language)
        ids = ", ".join(claim.chunk_ids) or "—"
        console.print(f"{mark} {escape(claim.text)} [dim]\\[{escape(ids)}][/dim]")
        for problem in claim.problems:
            console.print(f"    [yellow]{escape(problem.code)}[/yellow] {escape(problem.message)}")
        if not claim.answers:
            console.print(
                f"    [yellow]{escape(claim.slot.code)}[/yellow] {escape(claim.slot.reason)}"
            )
    if quiet:
        return
    cited = cited_passages(result)
    if cited:
        console.print()
        console.print("[bold]Passages cited[/bold]")
    for p in cited:
        console.print(f"[cyan]{escape(p.header)}[/cyan]")
        console.print(escape(p.text), style="dim")
        console.print()
    if verbose and result.context.dropped:
        console.print(
            f"[dim]{len(result.context.dropped)} passage(s) retrieved but left out of the "
            f"context: {', '.join(result.context.dropped)}[/dim]"
        )


@click.command("ask-eval")
@_corpus_option
@click.option(
    "--questions",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="JSONL question set (default: <corpus>/questions.jsonl).",
)
@click.option(
    "--split",
    default=None,
    help='Only the questions of this split ("heldout"; "tuning" = those without a split).',
)
@json_option
@quiet_option
@provider_options
def ask_eval_command(
    corpus: Path | None,
    questions: Path | None,
    split: str | None,
    as_json: bool,
    quiet: bool,
    provider: str | None,
    model: str | None,
    record: str | None,
) -> None:
    """Score retrieval, answers and abstention over a question set."""
    from analyste.ask.evaluate import evaluate

    folder = _corpus(corpus)
    summary, outcomes = evaluate(
        folder,
        questions or folder / "questions.jsonl",
        _provider(provider, model, record),
        split=split,
    )
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False, indent=1))
        return
    from rich.console import Console

    render_eval(summary, outcomes, Console(), quiet=quiet)


def render_eval(
    summary: dict[str, Any], outcomes: list[Any], console: Any, quiet: bool = False
) -> None:
    """The scores; then, unless `quiet`, the questions not answered correctly."""
    from rich.table import Table

    table = Table(title="ask-eval")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for key in (
        "questions",
        "answerable",
        "unanswerable",
        "retrieval_recall",
        "correct",
        "abstained_when_answerable",
        "abstained_when_unanswerable",
        "claims",
        "claims_ok",
        "claims_not_answering",
    ):
        table.add_row(key, str(summary[key]))
    for name, count in summary["claim_problems"].items():
        table.add_row(f"claim problem: {name}", str(count))
    for name, part in summary.get("splits", {}).items():
        table.add_row(
            f"split {name}",
            f"{part['questions']} questions, correct {part['correct']}, abstained when "
            f"unanswerable {part['abstained_when_unanswerable']}",
        )
    console.print(table)
    failed = [o for o in outcomes if not o.correct]
    if failed and not quiet:
        wrong = Table(title="questions not answered correctly")
        wrong.add_column("id")
        wrong.add_column("expected")
        wrong.add_column("answer")
        for o in failed:
            expected = "abstain" if o.question.abstain else " & ".join(o.question.keys)
            wrong.add_row(o.question.id, expected, o.result.answer[:120])
        console.print(wrong)


COMMANDS = [ask_command, ask_eval_command]
