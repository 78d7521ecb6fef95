"""`analyste show SLUG [--fact ID] [--html FILE] [--json]`: a memo for review (issue 6)."""

from __future__ import annotations

import json
import sys

import click

from analyste.cli._options import output_options
from analyste.settings import PORTFOLIO


@click.command(short_help="A memo for review: in the terminal, or as an HTML page.")
@click.argument("slug")
@click.option(
    "--fact",
    "fact_id",
    default=None,
    help="Show one fact: a quote on its whole page, a ratio with each input and where it "
    "was read (with --html: the fact the page opens on).",
)
@click.option(
    "--html",
    "html_file",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write a standalone HTML page (offline, images embedded) to FILE.",
)
@click.option(
    "--strict",
    is_flag=True,
    help="With --html: exit 1 when a report's PDF is not found (its pages get no image).",
)
@output_options
def show(
    slug: str, fact_id: str | None, html_file: str | None, strict: bool, as_json: bool, quiet: bool
) -> None:
    """The memo of SLUG for review: status, paragraphs, cited facts, checks, signals, run.

    The memo is re-checked against the current facts with the claim checker: a memo
    edited by hand (or whose facts changed) that no longer passes shows as MODIFIED — NOT
    VERIFIED, with its defects; a memo file that is not the one the pipeline wrote shows
    as EDITED BY HAND, re-checked or not verified, with the checker's clues to review.
    """
    from rich.console import Console

    from analyste.review import ShowError, load_review
    from analyste.review.terminal import fact_view, is_plain, memo_view

    review = load_review(slug)
    if review.slug == PORTFOLIO:  # an older run's portfolio never reads as current
        from analyste.portfolio import stale_note

        note = stale_note(review.where)
        if note:
            click.echo(f"warning: {note}", err=True)
    if as_json:
        click.echo(json.dumps(review_json(review, fact_id), ensure_ascii=False, indent=1))
        return
    if html_file:
        from pathlib import Path

        from analyste.progress import progress
        from analyste.review.html import write_html

        with progress(f"html {slug}", quiet=quiet) as bar:
            if fact_id and review.fact(fact_id) is None:
                raise ShowError(f"no fact {fact_id!r} in the facts of {review.slug!r}")
            try:
                out, size = write_html(review, Path(html_file), progress=bar, open_fact=fact_id)
            except OSError as e:  # a folder that cannot hold the file: the path asked for
                raise ShowError(f"{html_file}: {e.strerror or e}") from None
        click.echo(f"{slug}: review page → {out} ({size / 1e6:.1f} MB, opens offline)")
        for problem in review.pdf_missing:
            click.echo(f"warning: {problem}", err=True)
        if strict and review.pdf_missing:
            sys.exit(1)
        return
    console = Console(highlight=False)  # numbers in page text are not ours to colour
    if fact_id:
        console.print(fact_view(review, fact_id, plain=is_plain(console), width=console.width))
    else:
        console.print(memo_view(review))


def review_json(review, fact_id: str | None = None) -> dict:
    """The memo with its cited facts (and the rejected draft beside it, when there is one)."""
    from analyste.review import ShowError

    if fact_id:
        fact = review.fact(fact_id)
        if fact is None:
            raise ShowError(f"no fact {fact_id!r} in the facts of {review.slug!r}")
        out: dict = {"fact": fact.model_dump()}
        if fact.kind == "quote":
            from analyste.review.data import locate_quote

            q = locate_quote(review, fact)
            out["on_page"] = {"slug": q.slug, "page": q.page, "span": q.span, "status": q.status}
        elif fact.kind == "ratio":
            from analyste.review.model import input_rows

            out["inputs"] = [row.as_json() for row in input_rows(review, fact)]
        return out
    ids = review.cited()
    recheck = review.recheck
    return {
        "status": review.status,
        "recheck": {
            "defects": [d.model_dump() for d in recheck.defects],
            "changed": [{"file": f, "modified": w} for f, w in recheck.changed],
            # the memo file is not the one the pipeline wrote (its sha256 in `record`)
            "edited": recheck.edited,
            "record": recheck.record,
            # the claim checker's clues, sentence by sentence: the "to review" marks of
            # an edited or modified memo (the stored `review` lists are the writer's)
            "clues": [
                {"paragraph": i, "sentence": m.sentence, "reason": m.reason, "message": msg}
                for (i, m), msg in zip(recheck.clues, recheck.messages, strict=True)
            ],
        }
        if recheck is not None
        else None,
        "memo": review.memo.model_dump(),
        "rejected_draft": review.draft.model_dump() if review.draft else None,
        "facts": [review.facts[i].model_dump() for i in ids if i in review.facts],
        "missing_facts": [i for i in ids if i not in review.facts],
    }


COMMANDS = [show]
