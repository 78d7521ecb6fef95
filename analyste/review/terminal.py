"""`analyste show`: the memo for review in the terminal, as rich renderables.

Layout, top to bottom: a status banner (VERIFIED / REJECTED with its defects, and a
rejected draft kept beside a verified memo), the paragraphs by section with their source
ids styled by kind and the sentences marked "to review", the cited facts, the statement
checks, the signals (verified and rejected), the run's figures.

Everything reads at 80 columns. Without colour (a pipe, a file, `color_system=None` in
tests) nothing relies on style alone: a highlighted quote is also bracketed by `[[ ]]`
and every status is a word.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from analyste.numbers import format_amount
from analyste.review.data import (
    Review,
    ShowError,
    defect_spans,
    kind_of,
    last_runs,
    locate_quote,
    related,
    whole_paragraph,
)
from analyste.schema import Defect, Fact, FactsFile, Memo

KIND_STYLES = {
    "ratio": "bold cyan",
    "alert": "bold yellow",
    "quote": "bold green",
    "comparison": "bold magenta",
    "": "bold red",
}
HIGHLIGHT = "black on yellow"
MARK_OPEN, MARK_CLOSE = "[[", "]]"  # the highlight when there is no colour


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def source_id(fact_id: str, review: Review | None = None) -> Text:
    """A source id styled by its kind (R- ratio, A- alert, Q- quote, C- comparison)."""
    known = review is None or review.fact(fact_id) is not None
    text = Text(fact_id, style=KIND_STYLES.get(kind_of(fact_id), "bold"))
    if not known:
        text.stylize("strike red")
        text.append(" (missing)", style="red")
    return text


def _where(d: Defect) -> str:
    return "memo" if d.paragraph < 0 else f"paragraph {d.paragraph + 1}"


def _defect_lines(defects: Iterable[Defect], indent: str = "  ") -> list[Text]:
    lines = []
    for d in defects:
        line = Text(f"{indent}✗ ", style="red")
        line.append(f"{_where(d)}: ", style="bold")
        line.append(d.code, style="red")
        if d.message:
            line.append(f" — {d.message}")
        lines.append(line)
    return lines


# ---------------------------------------------------------------- banner


def banner(review: Review) -> RenderableType:
    """VERIFIED (attempts) or REJECTED with its defects; a rejected draft kept beside."""
    memo = review.memo
    head = Text()
    if memo.verified:
        head.append(" VERIFIED ", style="bold white on green")
        head.append(f"  {memo.company} — verified after {_plural(memo.attempts, 'attempt')}")
    else:
        head.append(" REJECTED ", style="bold white on red")
        head.append(f"  {memo.company} — NOT FOR USE: failed verification after ")
        head.append(f"{_plural(memo.attempts, 'attempt')}, {_plural(len(memo.defects), 'defect')}")
    parts: list[RenderableType] = [head]
    if not memo.verified:
        parts += _defect_lines(memo.defects)
    made = " · ".join(
        x for x in (_provider(memo), memo.created, _rel(review, review.memo_path)) if x
    )
    if made:
        parts.append(Text(made, style="dim"))
    if review.draft is not None:
        parts.append(_draft_line(review))
        parts += _defect_lines(review.draft.defects, "    ")
    return Panel(
        Group(*parts),
        title=f"credit memo · {review.slug}",
        title_align="left",
        border_style="green" if memo.verified else "red",
        box=box.ROUNDED,
    )


def _rel(review: Review, path: Any) -> str:
    try:
        return str(path.relative_to(review.where.root))
    except (ValueError, AttributeError):
        return str(path)


def _provider(memo: Memo) -> str:
    return "/".join(x for x in (memo.provider, memo.model) if x)


def _draft_line(review: Review) -> Text:
    draft = review.draft
    assert draft is not None
    later = not review.memo.created or not draft.created or draft.created >= review.memo.created
    line = Text("⚠ ", style="yellow")
    line.append(f"A {'later' if later else 'earlier'} draft", style="bold")
    if draft.created:
        line.append(f" ({draft.created})")
    line.append(" was ")
    line.append("REJECTED", style="bold red")
    line.append(
        f" after {_plural(draft.attempts, 'attempt')} and not used "
        f"({_rel(review, review.draft_path)}); its defects:"
    )
    return line


# ---------------------------------------------------------------- paragraphs


def _section_title(section: str) -> str:
    return section[:1].upper() + section[1:] if section else "(no section)"


def paragraphs(review: Review) -> RenderableType:
    """The memo's paragraphs by section, numbered as defects name them."""
    memo = review.memo
    by_paragraph: dict[int, list[Defect]] = {}
    for d in memo.defects:
        by_paragraph.setdefault(d.paragraph, []).append(d)
    out: list[RenderableType] = []
    section: str | None = None
    for i, p in enumerate(memo.paragraphs):
        if p.section != section:
            section = p.section
            out.append(Rule(Text(_section_title(section), style="bold"), align="left"))
        body = Text(p.text)
        for mark in p.review:
            start = p.text.find(mark.sentence)
            if start >= 0:
                body.stylize("underline yellow", start, start + len(mark.sentence))
        for a, b, _code in defect_spans(p.text, [d.code for d in by_paragraph.get(i, [])]):
            body.stylize("bold white on red", a, b)
        lines: list[RenderableType] = [body]
        sources = Text("sources: ", style="dim")
        if p.sources:
            for k, sid in enumerate(p.sources):
                if k:
                    sources.append(" ")
                sources.append_text(source_id(sid, review))
        else:
            sources.append("none", style="bold red")
        lines.append(sources)
        for mark in p.review:
            line = Text("⚠ to review: ", style="bold yellow")
            whole = whole_paragraph(mark.sentence, p.text)
            line.append("the whole paragraph" if whole else f"“{mark.sentence}”")
            line.append(f" ({mark.reason})", style="yellow")
            lines.append(line)
        for d in by_paragraph.get(i, []):
            line = Text("✗ defect: ", style="bold red")
            line.append(d.code, style="red")
            if d.message:
                line.append(f" — {d.message}")
            lines.append(line)
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=3, no_wrap=True)
        grid.add_column(ratio=1)
        number = Text(f"¶{i + 1}", style="bold yellow" if p.review else "dim")
        grid.add_row(number, Group(*lines))
        out += [grid, Text("")]
    if not memo.paragraphs:
        out.append(Text("(no paragraph)", style="red"))
    return Group(*out)


# ---------------------------------------------------------------- facts


def _fmt(value: Any, language: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, int | float):
        d = Decimal(str(value))
        exponent = d.normalize().as_tuple().exponent
        decimals = -exponent if isinstance(exponent, int) and exponent < 0 else 0
        return format_amount(d, language, min(decimals, 3)).replace("\u00a0", " ")
    return str(value)


def _input_source(ff: FactsFile | None, field: str, year: str) -> tuple[str, Any]:
    """(field actually read, its FieldSource) — `revenue_previous_year` is revenue of y−1."""
    if field == "revenue_previous_year":
        field, year = "revenue", str(int(year) - 1)
    if ff is None:
        return field, None
    return field, ff.sources.get(year, {}).get(field)


def input_rows(review: Review, fact: Fact) -> list[dict[str, Any]]:
    """One row per input field: its value per year, the pages and the line as read."""
    ff = review.company_of(fact.id)
    rows: dict[str, dict[str, Any]] = {}
    inputs: dict[str, dict[str, Any]] = fact.data.get("inputs") or {}
    for year, values in inputs.items():
        for name, value in values.items():
            row = rows.setdefault(name, {"field": name, "values": {}, "pages": [], "line": ""})
            row["values"][year] = value
            _read, src = _input_source(ff, name, year)
            if src is not None:
                if src.page not in row["pages"]:
                    row["pages"].append(src.page)
                row["line"] = row["line"] or src.line
    return list(rows.values())


def _pages(pages: list[int]) -> str:
    return "/".join(f"p.{n}" for n in pages) if pages else "not recorded"


def ratio_inputs(review: Review, fact: Fact) -> Table:
    """The inputs of a ratio, one row per field: value per year, page, line as read."""
    ff = review.company_of(fact.id)
    language = ff.language if ff else "fr"
    years = list(fact.data.get("inputs") or {})
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1))
    t.add_column("input")
    for y in years:
        t.add_column(y, justify="right", no_wrap=True)
    t.add_column("page", no_wrap=True)
    t.add_column("line as read", ratio=1)
    for row in input_rows(review, fact):
        values = [_fmt(row["values"].get(y), language) for y in years]
        t.add_row(row["field"], *values, _pages(row["pages"]), row["line"])
    return t


def _inputs_line(review: Review, fact: Fact) -> Text:
    """The fields a ratio comes from, each with its page (compact, for the facts panel)."""
    line = Text("from: ", style="dim")
    for k, row in enumerate(input_rows(review, fact)):
        if k:
            line.append(" · ")
        line.append(row["field"])
        line.append(f" {_pages(row['pages'])}", style="dim")
    return line


def _ratio_values(fact: Fact) -> Text:
    printed: dict[str, str] = fact.data.get("printed") or {}
    values: dict[str, Any] = fact.data.get("values") or {}
    line = Text()
    for k, year in enumerate(printed or values):
        if k:
            line.append(" · ")
        line.append(f"{year}: ", style="dim")
        line.append(str(printed.get(year, values.get(year))).replace("\u00a0", " "), style="bold")
    change = fact.data.get("change_printed") or ""
    if change:
        line.append(" · change: ", style="dim")
        line.append(change.replace("\u00a0", " "), style="bold")
    return line


def fact_block(review: Review, fact_id: str) -> RenderableType:
    """One cited fact: id and kind, its text, and what a reviewer checks it against."""
    fact = review.fact(fact_id)
    head = source_id(fact_id, review)
    if fact is None:
        return Group(head, Padding(Text("not in the facts files", style="red"), (0, 0, 0, 2)))
    head.append(f" · {fact.kind}", style="dim")
    if fact.page:
        head.append(f" · page {fact.page}", style="dim")
    if fact.kind == "quote" and fact.data.get("category"):
        head.append(f" · {fact.data['category']}", style="dim")
    body: list[RenderableType] = [Text(fact.text.replace("\u00a0", " "))]
    if fact.kind == "ratio":
        if fact.data.get("formula"):
            body.append(Text.assemble(("formula: ", "dim"), fact.data["formula"]))
        body.append(_ratio_values(fact))
        if fact.data.get("inputs"):
            body.append(_inputs_line(review, fact))
    elif fact.kind == "quote":
        if fact.data.get("hidden"):
            body.append(
                Text.assemble(("hidden text: ", "bold red"), str(fact.data.get("hidden_text", "")))
            )
        elif fact.data.get("why") and fact.data["why"] != fact.text:
            body.append(Text.assemble(("why: ", "dim"), str(fact.data["why"])))
    elif fact.kind in ("alert", "comparison"):
        details = {k: v for k, v in fact.data.items() if not isinstance(v, dict | list)}
        if details:
            body.append(Text(" · ".join(f"{k}: {v}" for k, v in details.items()), style="dim"))
        rests_on = related(review, fact)
        if rests_on:
            line = Text("rests on: ", style="dim")
            for k, rid in enumerate(rests_on):
                if k:
                    line.append(" ")
                line.append_text(source_id(rid, review))
            body.append(line)
    return Group(head, Padding(Group(*body), (0, 0, 0, 2)))


def facts_panel(review: Review) -> RenderableType:
    ids = review.cited()
    blocks: list[RenderableType] = []
    for k, fid in enumerate(ids):
        if k:
            blocks.append(Text(""))
        blocks.append(fact_block(review, fid))
    if not ids:
        blocks.append(Text("no fact cited", style="red"))
    return Panel(
        Group(*blocks), title=f"facts cited ({len(ids)})", title_align="left", box=box.ROUNDED
    )


# ---------------------------------------------------------------- checks, signals, run


def _companies(review: Review) -> list[FactsFile]:
    return list(review.companies.values())


def checks_table(ff: FactsFile, several: bool = False) -> RenderableType:
    title = "statement checks" + (f" — {ff.slug}" if several else "")
    t = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, expand=False)
    t.add_column("check")
    t.add_column("result", no_wrap=True)
    t.add_column("detail", ratio=1)
    for c in ff.checks:
        if c.ok:
            result = Text("ok", style="green")
        else:
            gap = f" (gap {_fmt(c.gap, ff.language)})" if c.gap is not None else ""
            result = Text(f"FAILED{gap}", style="bold red")
        t.add_row(c.name, result, c.detail)
    if not ff.checks:
        t.add_row("—", Text("none recorded", style="yellow"), "")
    return t


def signals_table(ff: FactsFile, several: bool = False) -> RenderableType:
    verified = sum(1 for s in ff.signals if s.verified)
    title = (
        f"signals{' — ' + ff.slug if several else ''}: "
        f"{verified} verified, {len(ff.signals) - verified} rejected"
    )
    t = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD)
    t.add_column("", no_wrap=True)
    t.add_column("p.", justify="right", no_wrap=True)
    t.add_column("category")
    t.add_column("quote", ratio=1)
    t.add_column("fact / reason")
    for s in ff.signals:
        if s.verified:
            status = Text("✓", style="green")
            outcome = source_id(s.fact_id) if s.fact_id else Text("")
        else:
            status = Text("✗", style="bold red")
            outcome = Text(f"rejected: {s.reason}", style="red")
        t.add_row(status, str(s.page), s.category, s.quote, outcome)
    if not ff.signals:
        t.add_row("", "", "", Text("no signal recorded", style="yellow"), "")
    return t


def _usage_text(u: dict[str, Any]) -> str:
    parts = []
    if u.get("calls") is not None:
        parts.append(_plural(int(u["calls"]), "call"))
    if u.get("tokens_in") is not None or u.get("tokens_out") is not None:
        parts.append(f"tokens {u.get('tokens_in', 0)} in / {u.get('tokens_out', 0)} out")
    if u.get("latency_s") is not None:
        parts.append(f"{float(u['latency_s']):.2f} s")
    return " · ".join(parts)


def run_figures(review: Review) -> RenderableType:
    """Provider, model, tokens and time: the memo's usage, the risk reader's, the run log."""
    memo = review.memo
    t = Table.grid(padding=(0, 2))
    t.add_column(style="dim", no_wrap=True)
    t.add_column(ratio=1)
    t.add_row("memo", " · ".join(x for x in (_provider(memo), _usage_text(memo.usage)) if x))
    for ff in _companies(review):
        label = "risk reader" + (f" ({ff.slug})" if len(review.companies) > 1 else "")
        r = review.reader_figures(ff.slug)
        if r is None:
            continue
        who = "/".join(str(r[k]) for k in ("provider", "model") if r.get(k))
        counts = (
            f"{r.get('proposed', 0)} proposed, {r.get('verified', 0)} verified, "
            f"{r.get('rejected', 0)} rejected"
        )
        t.add_row(label, " · ".join(x for x in (who, _usage_text(r), counts) if x))
    for label, text in last_runs(review):
        t.add_row(label, text)
    return Panel(t, title="run", title_align="left", box=box.ROUNDED)


def memo_view(review: Review) -> RenderableType:
    """The whole `analyste show SLUG` screen."""
    several = len(review.companies) > 1
    parts: list[RenderableType] = [
        banner(review),
        Text(""),
        paragraphs(review),
        facts_panel(review),
    ]
    for ff in _companies(review):
        parts += [checks_table(ff, several), signals_table(ff, several)]
    parts.append(run_figures(review))
    for problem in review.problems:
        parts.append(Text(f"warning: {problem}", style="yellow"))
    return Group(*parts)


# ---------------------------------------------------------------- --fact


def reflow(text: str, width: int) -> str:
    """Prose lines wider than the console joined to their continuation, same length.

    A filing's page is ~100 characters wide: cut at 80 columns every line breaks in two
    and the page reads ragged. A full-width line (≥ 70 % of the page's widest) that does
    not end a sentence and is followed by a lower-case start is prose: its line break
    becomes a space, so rich wraps the paragraph. Table rows (next line starts with a
    capital or a digit) keep their breaks. Offsets do not move: one character for one.
    """
    lines = text.split("\n")
    widest = max((len(line) for line in lines), default=0)
    if widest <= width:
        return text
    out = []
    for k, line in enumerate(lines):
        nxt = lines[k + 1].lstrip() if k + 1 < len(lines) else ""
        joins = (
            len(line) >= 0.7 * widest
            and not line.rstrip().endswith((".", ":", ";", "!", "?"))
            and nxt[:1].islower()
        )
        out.append(line + (" " if joins else "\n"))
    return "".join(out)[: len(text)]


def quote_page_view(
    review: Review, fact: Fact, plain: bool, width: int | None = None
) -> RenderableType:
    """The whole page of a quote, the quote highlighted (and bracketed when plain)."""
    q = locate_quote(review, fact)
    pages = review.pages(q.slug)
    count = f" of {pages.page_count}" if pages else ""
    head = source_id(fact.id, review)
    head.append(f" · quote · {fact.data.get('category', '')} · page {q.page}{count} ({q.slug})")
    parts: list[RenderableType] = [head, Text(fact.text.replace("\u00a0", " "))]
    if fact.data.get("why") and fact.data["why"] != fact.text:
        parts.append(Text.assemble(("why: ", "dim"), str(fact.data["why"])))
    if q.status == "hidden":
        parts.append(
            Text.assemble(("hidden text (not visible on the page): ", "bold red"), q.quote)
        )
        return Group(*parts)
    if not q.page_text:
        parts.append(Text(f"page text unavailable: {q.status}", style="red"))
        return Group(*parts)
    if q.span is None:
        parts.append(Text(f"quote NOT found on page {q.page}: {q.status}", style="bold red"))
    page = Text(reflow(q.page_text, width) if width else q.page_text)
    if q.span is not None:
        a, b = q.span
        page.stylize(HIGHLIGHT, a, b)
        if plain:
            page = page[:b] + Text(MARK_CLOSE) + page[b:]
            page = page[:a] + Text(MARK_OPEN) + page[a:]
    parts.append(Rule(f"page {q.page}", align="left"))
    parts.append(page)
    parts.append(Rule())
    return Group(*parts)


def ratio_view(review: Review, fact: Fact) -> RenderableType:
    """A ratio: text, formula, values, and every input with where it was read."""
    ff = review.company_of(fact.id)
    head = source_id(fact.id, review)
    head.append(f" · ratio · {ff.company if ff else review.memo.company}")
    parts: list[RenderableType] = [head, Text(fact.text.replace("\u00a0", " "))]
    if fact.data.get("formula"):
        parts.append(Text.assemble(("formula: ", "dim"), fact.data["formula"]))
    parts.append(_ratio_values(fact))
    parts.append(Text(""))
    parts.append(Text("inputs and where each was read", style="bold"))
    parts.append(ratio_inputs(review, fact))
    if ff is not None and not ff.sources:
        parts.append(Text("facts.json records no field sources (page, line)", style="yellow"))
    return Group(*parts)


def fact_view(
    review: Review, fact_id: str, plain: bool = False, width: int | None = None
) -> RenderableType:
    """`--fact ID`: a quote's page, a ratio's inputs, or any other fact's block."""
    fact = review.fact(fact_id)
    if fact is None:
        raise ShowError(f"no fact {fact_id!r} in the facts of {review.slug!r}")
    if fact.kind == "quote":
        return quote_page_view(review, fact, plain, width)
    if fact.kind == "ratio":
        return ratio_view(review, fact)
    return fact_block(review, fact_id)


def is_plain(console: Console) -> bool:
    """No colour: the highlight must then show as characters."""
    return console.no_color or console.color_system is None
