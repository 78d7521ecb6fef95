"""`analyste show SLUG [--fact ID] [--html FILE] [--json]`: a memo for review (issue 6)."""

from __future__ import annotations

import json

import click

from analyste.cli._options import json_option, quiet_option


@click.command()
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
@json_option
@quiet_option
def show(slug: str, fact_id: str | None, html_file: str | None, as_json: bool, quiet: bool) -> None:
    """The memo of SLUG for review: status, paragraphs, cited facts, checks, signals, run."""
    from rich.console import Console

    from analyste.review import ShowError, load_review
    from analyste.review.terminal import fact_view, is_plain, memo_view

    review = load_review(slug)
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
            out, size = write_html(review, Path(html_file), progress=bar, open_fact=fact_id)
        click.echo(f"{slug}: review page → {out} ({size / 1e6:.1f} MB, opens offline)")
        return
    console = Console(highlight=False)  # numbers in page text are not ours to colour
    if fact_id:
        console.print(fact_view(review, fact_id, plain=is_plain(console), width=console.width))
    else:
        console.print(memo_view(review))


def review_json(review, fact_id: str | None = None) -> dict:  # type: ignore[no-untyped-def]
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
            from analyste.review.terminal import input_rows

            out["inputs"] = input_rows(review, fact)
        return out
    ids = review.cited()
    return {
        "memo": review.memo.model_dump(),
        "rejected_draft": review.draft.model_dump() if review.draft else None,
        "facts": [review.facts[i].model_dump() for i in ids if i in review.facts],
        "missing_facts": [i for i in ids if i not in review.facts],
    }


COMMANDS = [show]
