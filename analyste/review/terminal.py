"""`analyste show`: the memo for review in the terminal, as rich renderables.

Layout, top to bottom: a status banner (VERIFIED / REJECTED with its defects, MODIFIED —
NOT VERIFIED when the memo re-checked against the current facts disagrees with its stored
verdict, and a rejected draft kept beside a verified memo), the paragraphs by section with
their source
ids styled by kind and the sentences marked "to review", the cited facts, the statement
checks, the signals (verified and rejected), the run's figures.

Everything reads at 80 columns. Without colour (a pipe, a file, `color_system=None` in
tests) nothing relies on style alone: a highlighted quote is also bracketed by `[[ ]]`
and every status is a word. Labels are in the memo's language (`labels.py`). A line
never breaks inside a number, between a number and its unit or before " :" (`Prose`).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from rich import box
from rich._wrap import divide_line
from rich.console import Console, Group, RenderableType
from rich.containers import Lines
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
    locate_quote,
    no_break,
    related,
    whole_paragraph,
)
from analyste.review.labels import (
    check_detail,
    check_name,
    data_key,
    labels,
    plural,
    rule_label,
)
from analyste.review.model import banner_of, fact_text, input_rows, readings, run_rows
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


# ---------------------------------------------------------------- wrapping


def keep_together(text: str) -> str:
    """`text` with the spaces a line must not break at (`data.no_break`) replaced by a
    visible character, same length: the string rich's line divider reads."""
    return no_break(text, "_")


class Prose(Text):
    """A Text that never wraps inside a number, between a number and its unit, or before
    " :" (rich's own wrap breaks at any whitespace, no-break spaces included)."""

    def wrap(
        self,
        console: Console,
        width: int,
        *,
        justify: Any = None,
        overflow: Any = None,
        tab_size: int = 8,
        no_wrap: bool | None = None,
    ) -> Lines:
        """rich's Text.wrap, break points read on `keep_together(line)`."""
        if no_wrap or self.no_wrap or overflow == "ignore":
            return super().wrap(
                console,
                width,
                justify=justify,
                overflow=overflow,
                tab_size=tab_size,
                no_wrap=no_wrap,
            )
        wrap_justify = justify or self.justify or "default"
        wrap_overflow = overflow or self.overflow or "fold"
        lines = Lines()
        for line in self.split(allow_blank=True):
            if "\t" in line:
                line.expand_tabs(tab_size)
            offsets = divide_line(keep_together(line.plain), width, fold=wrap_overflow == "fold")
            new_lines = line.divide(offsets)
            for piece in new_lines:
                piece.rstrip_end(width)
            if wrap_justify:
                new_lines.justify(console, width, justify=wrap_justify, overflow=wrap_overflow)
            for piece in new_lines:
                piece.truncate(width, overflow=wrap_overflow)
            lines.extend(new_lines)
        return lines


def prose(text: str | Text, style: str = "") -> Prose:
    """A Prose from a string, or from a Text with its styles."""
    if isinstance(text, Prose):
        return text
    if isinstance(text, str):
        return Prose(text, style=style)
    out = Prose(text.plain, style=text.style, end=text.end)
    out._spans[:] = text._spans
    return out


# ---------------------------------------------------------------- labels


def _plural(n: int, word: str, language: str = "en") -> str:
    return plural(n, word, language)


def source_id(fact_id: str, review: Review | None = None) -> Text:
    """A source id styled by its kind (R- ratio, A- alert, Q- quote, C- comparison)."""
    known = review is None or review.fact(fact_id) is not None
    text = Text(fact_id, style=KIND_STYLES.get(kind_of(fact_id), "bold"))
    if not known:
        t = labels(review.language if review else "en")
        text.stylize("strike red")
        text.append(f" {t('(missing)')}", style="red")
    return text


def _where(d: Defect, language: str = "en") -> str:
    t = labels(language)
    return t("memo") if d.paragraph < 0 else t("paragraph {n}", n=d.paragraph + 1)


def _defect_lines(
    defects: Iterable[Defect], indent: str = "  ", language: str = "en"
) -> list[Text]:
    lines: list[Text] = []
    for d in defects:
        line = Text(f"{indent}✗ ", style="red")
        line.append(f"{_where(d, language)}{labels(language)(':')} ", style="bold")
        line.append(d.code, style="red")
        if d.message:
            line.append(f" — {d.message}")
        lines.append(prose(line))
    return lines


# ---------------------------------------------------------------- banner


def banner(review: Review) -> RenderableType:
    """VERIFIED (attempts), REJECTED with its defects, or MODIFIED — NOT VERIFIED when the
    re-check of the memo against the current facts disagrees with its stored verdict; a
    rejected draft kept beside."""
    memo, lang = review.memo, review.language
    t = labels(lang)
    b = banner_of(review)
    status = b.status
    head = Text()
    parts: list[RenderableType] = [head]
    style = {
        "verified": "bold white on green",
        "edited": "bold black on yellow",
    }.get(status, "bold white on red")
    head.append(f" {b.badge} ", style=style)
    head.append(f"  {b.company} — ")
    head.append(b.headline)
    if b.note:  # verified against the facts; the facts themselves not all proven
        head.append(f" — {b.note}", style="bold yellow")
    parts += _defect_lines(b.defects, language=lang)
    if b.stored_defects and status in ("modified", "edited"):
        parts.append(Text(f"  {t('defects when it was written:')}", style="dim"))
        parts += _defect_lines(b.stored_defects, "    ", language=lang)
    parts += [Text(f"⚠ {said}", style="yellow") for said in b.changed]
    made = " · ".join(
        x for x in (_provider(memo), memo.created, _rel(review, review.memo_path)) if x
    )
    if made:
        parts.append(Text(made, style="dim"))
    if review.draft is not None:
        parts.append(_draft_line(review))
        parts += _defect_lines(review.draft.defects, "    ", language=lang)
    return Panel(
        Group(*[prose(p) if isinstance(p, Text) else p for p in parts]),
        title=f"{t('credit memo')} · {review.slug}",
        title_align="left",
        border_style={"verified": "green", "edited": "yellow"}.get(status, "red"),
        box=box.ROUNDED,
    )


def reading_view(review: Review) -> RenderableType:
    """The state of the statement reading the memo rests on, before anything else is read:
    statements found and their pages, checks passed, each failed check, the fields no
    identity confirms; for an old facts.json, that it was not recorded (never "0/0")."""
    t = labels(review.language)
    lines: list[RenderableType] = []
    for r in readings(review):
        who = f"{r.company} — " if len(review.companies) > 1 else ""
        if not r.recorded:
            said = t("reading state not recorded in facts.json")
            lines.append(Prose(f"{who}{said}", style="dim"))
            continue
        found = " · ".join(r.statements) or t("no statement found")
        lines.append(Prose(f"{who}{t('statements found:')} {found}"))
        style = "green" if r.checks_passed == r.checks_total else "bold red"
        lines.append(
            Prose(f"{t('checks passed:')} {r.checks_passed}/{r.checks_total}", style=style)
        )
        lines += [Prose(f"  ✗ {t('failed:')} {f}", style="red") for f in r.failed]
        if r.unconfirmed:
            lines.append(
                Prose(f"{t('not confirmed by an identity:')} {', '.join(r.unconfirmed)}", "yellow")
            )
        if r.conflicts:
            lines.append(Prose(f"{t('in conflict:')} {', '.join(r.conflicts)}", style="bold red"))
        lines += [Prose(f"{t('withheld:')} {w}", style="yellow") for w in r.withheld]
        if r.unconfirmed_facts:
            ids = " ".join(r.unconfirmed_facts)
            lines.append(Prose(f"{t('cited facts not confirmed:')} {ids}", style="yellow"))
        lines += [Prose(f"⚠ {n}", style="yellow") for n in r.notes]
    return Panel(
        Group(*lines), title=t("state of the reading"), title_align="left", box=box.ROUNDED
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
    t = labels(review.language)
    later = not review.memo.created or not draft.created or draft.created >= review.memo.created
    line = Text("⚠ ", style="yellow")
    line.append(t("A later draft" if later else "An earlier draft"), style="bold")
    if draft.created:
        line.append(f" ({draft.created})")
    line.append(t(" was "))
    line.append(t("REJECTED draft"), style="bold red")
    line.append(
        t(
            " after {attempts} and not used ({path}); its defects:",
            attempts=_plural(draft.attempts, "attempt", review.language),
            path=_rel(review, review.draft_path),
        )
    )
    return line


# ---------------------------------------------------------------- paragraphs


def _section_title(section: str, language: str = "en") -> str:
    return section[:1].upper() + section[1:] if section else labels(language)("(no section)")


def paragraphs(review: Review) -> RenderableType:
    """The memo's paragraphs by section, numbered as defects name them (the re-check's
    defects when the memo was modified since it was checked)."""
    memo = review.memo
    t = labels(review.language)
    by_paragraph: dict[int, list[Defect]] = {}
    for d in review.defects:
        by_paragraph.setdefault(d.paragraph, []).append(d)
    out: list[RenderableType] = []
    section: str | None = None
    for i, p in enumerate(memo.paragraphs):
        if p.section != section:
            section = p.section
            out.append(
                Rule(Text(_section_title(section, review.language), style="bold"), align="left")
            )
        marks = review.marks(i)
        body = Prose(p.text)
        for mark in marks:
            start = p.text.find(mark.sentence)
            if start >= 0:
                body.stylize("underline yellow", start, start + len(mark.sentence))
        for a, b, _code in defect_spans(p.text, [d.code for d in by_paragraph.get(i, [])]):
            body.stylize("bold white on red", a, b)
        lines: list[RenderableType] = [body]
        sources = Text(f"{t('sources:')} ", style="dim")
        if p.sources:
            for k, sid in enumerate(p.sources):
                if k:
                    sources.append(" ")
                sources.append_text(source_id(sid, review))
        else:
            sources.append(t("none"), style="bold red")
        lines.append(sources)
        for mark in marks:
            line = Text(f"⚠ {t('to review:')} ", style="bold yellow")
            whole = whole_paragraph(mark.sentence, p.text)
            line.append(t("the whole paragraph") if whole else f"“{mark.sentence}”")
            line.append(f" ({mark.reason})", style="yellow")
            lines.append(prose(line))
        for d in by_paragraph.get(i, []):
            line = Text(f"✗ {t('defect:')} ", style="bold red")
            line.append(d.code, style="red")
            if d.message:
                line.append(f" — {d.message}")
            lines.append(prose(line))
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=3, no_wrap=True)
        grid.add_column(ratio=1)
        number = Text(f"¶{i + 1}", style="bold yellow" if marks else "dim")
        grid.add_row(number, Group(*lines))
        out += [grid, Text("")]
    if not memo.paragraphs:
        out.append(Text(t("(no paragraph)"), style="red"))
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


def _pages(pages: list[int], language: str = "en") -> str:
    return "/".join(f"p.{n}" for n in pages) if pages else labels(language)("not recorded")


def ratio_inputs(review: Review, fact: Fact) -> Table:
    """The inputs of a ratio, one row per field: its value per year as the formula uses it
    (a charge the formula adds shows positive), the figure as printed, page, line read."""
    ff = review.company_of(fact.id)
    language = ff.language if ff else "fr"
    say = labels(review.language)
    years = list(fact.data.get("inputs") or {})
    t = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1))
    t.add_column(say("input"))
    for y in years:
        t.add_column(y, justify="right", no_wrap=True)
    t.add_column(say("page"), no_wrap=True)
    t.add_column(say("line as read"), ratio=1)
    for row in input_rows(review, fact):
        values = [_fmt(row.used.get(y), language) for y in years]
        label = Text(row.label + (" ↺" if row.turned else ""))
        t.add_row(label, *values, _pages(row.pages, review.language), prose(row.line))
    return t


TURNED = "sign turned by the formula; stored as"


def turned_notes(review: Review, fact: Fact) -> list[Prose]:
    """Under the inputs table, for each charge the formula adds: its value as stored."""
    ff = review.company_of(fact.id)
    language = ff.language if ff else "fr"
    say = labels(review.language)
    out = []
    for row in input_rows(review, fact):
        if row.turned and any(isinstance(v, int | float) for v in row.values.values()):
            stored = " · ".join(f"{y}{say(':')} {_fmt(v, language)}" for y, v in row.values.items())
            out.append(Prose(f"↺ {row.label}{say(':')} {say(TURNED)} {stored}"))
    return out


def _inputs_line(review: Review, fact: Fact) -> Text:
    """The fields a ratio comes from, each with its page (compact, for the facts panel)."""
    line = Text(f"{labels(review.language)('from:')} ", style="dim")
    for k, row in enumerate(input_rows(review, fact)):
        if k:
            line.append(" · ")
        line.append(row.label)
        line.append(f" {_pages(row.pages, review.language)}", style="dim")
    return line


def _ratio_values(fact: Fact, language: str = "en") -> Text:
    printed: dict[str, str] = fact.data.get("printed") or {}
    values: dict[str, Any] = fact.data.get("values") or {}
    line = Prose()
    for k, year in enumerate(printed or values):
        if k:
            line.append(" · ")
        line.append(f"{year}{labels(language)(':')} ", style="dim")
        line.append(str(printed.get(year, values.get(year))).replace("\u00a0", " "), style="bold")
    change = fact.data.get("change_printed") or ""
    if change:
        line.append(f" · {labels(language)('change:')} ", style="dim")
        line.append(change.replace("\u00a0", " "), style="bold")
    return line


def fact_block(review: Review, fact_id: str) -> RenderableType:
    """One cited fact: id and kind, its text, and what a reviewer checks it against."""
    t = labels(review.language)
    fact = review.fact(fact_id)
    head = source_id(fact_id, review)
    if fact is None:
        return Group(head, Padding(Text(t("not in the facts files"), style="red"), (0, 0, 0, 2)))
    head.append(f" · {t(fact.kind)}", style="dim")
    if fact.page:
        head.append(f" · {t('page {n}', n=fact.page)}", style="dim")
    if fact.kind == "quote" and fact.data.get("category"):
        head.append(f" · {fact.data['category']}", style="dim")
    body: list[RenderableType] = [Prose(fact_text(fact).replace("\u00a0", " "))]
    if fact.kind == "ratio":
        if fact.data.get("formula"):
            body.append(prose(Text.assemble((f"{t('formula:')} ", "dim"), fact.data["formula"])))
        body.append(_ratio_values(fact, review.language))
        if fact.data.get("inputs"):
            body.append(_inputs_line(review, fact))
    elif fact.kind == "quote":
        if fact.data.get("hidden"):
            body.append(
                Text.assemble(
                    (f"{t('hidden text:')} ", "bold red"), str(fact.data.get("hidden_text", ""))
                )
            )
        elif fact.data.get("why") and fact.data["why"] != fact.text:
            body.append(prose(Text.assemble((f"{t('why:')} ", "dim"), str(fact.data["why"]))))
    elif fact.kind in ("alert", "comparison"):
        details = {k: v for k, v in fact.data.items() if not isinstance(v, dict | list)}
        if fact.kind == "alert" and "rule" in details:  # the rule in words, not its key
            details["rule"] = rule_label(str(details["rule"]), review.language)
        if details:
            shown = [f"{data_key(k, review.language)}{t(':')} {v}" for k, v in details.items()]
            body.append(Prose(" · ".join(shown), style="dim"))
        rests_on = related(review, fact)
        if rests_on:
            line = Text(f"{t('rests on:')} ", style="dim")
            for k, rid in enumerate(rests_on):
                if k:
                    line.append(" ")
                line.append_text(source_id(rid, review))
            body.append(line)
    return Group(head, Padding(Group(*body), (0, 0, 0, 2)))


def facts_panel(review: Review) -> RenderableType:
    t = labels(review.language)
    ids = review.cited()
    blocks: list[RenderableType] = []
    for k, fid in enumerate(ids):
        if k:
            blocks.append(Text(""))
        blocks.append(fact_block(review, fid))
    if not ids:
        blocks.append(Text(t("no fact cited"), style="red"))
    return Panel(
        Group(*blocks),
        title=t("facts cited ({n})", n=len(ids)),
        title_align="left",
        box=box.ROUNDED,
    )


# ---------------------------------------------------------------- checks, signals, run


def _companies(review: Review) -> list[FactsFile]:
    return list(review.companies.values())


def checks_table(ff: FactsFile, several: bool = False, language: str = "en") -> RenderableType:
    say = labels(language)
    title = say("statement checks") + (f" — {ff.slug}" if several else "")
    t = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, expand=False)
    t.add_column(say("check"))
    t.add_column(say("result"), no_wrap=True)
    t.add_column(say("detail"), ratio=1)
    for c in ff.checks:
        if c.ok:
            result = Text("ok", style="green")
        else:
            gap = f" ({say('gap')} {_fmt(c.gap, ff.language)})" if c.gap is not None else ""
            result = Text(f"{say('FAILED')}{gap}", style="bold red")
        t.add_row(check_name(c.name, language), result, prose(check_detail(c.detail, language)))
    if not ff.checks:
        t.add_row("—", Text(say("none recorded"), style="yellow"), "")
    return t


def signals_table(ff: FactsFile, several: bool = False, language: str = "en") -> RenderableType:
    say = labels(language)
    verified = sum(1 for s in ff.signals if s.verified)
    counts = say(
        "{verified} verified, {rejected} rejected",
        verified=verified,
        rejected=len(ff.signals) - verified,
    )
    title = f"{say('signals')}{' — ' + ff.slug if several else ''}{say(':')} {counts}"
    t = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD)
    t.add_column("", no_wrap=True)
    t.add_column("p.", justify="right", no_wrap=True)
    t.add_column(say("category"))
    t.add_column(say("quote"), ratio=1)
    t.add_column(say("fact / reason"))
    for s in ff.signals:
        if s.verified:
            status = Text("✓", style="green")
            outcome = source_id(s.fact_id) if s.fact_id else Text("")
        else:
            status = Text("✗", style="bold red")
            outcome = Text(f"{say('rejected:')} {s.reason}", style="red")
        t.add_row(status, str(s.page), s.category, prose(s.quote), outcome)
    if not ff.signals:
        t.add_row("", "", "", Text(say("no signal recorded"), style="yellow"), "")
    return t


def run_figures(review: Review) -> RenderableType:
    """Provider, model, tokens and time: the memo's usage, the risk reader's, the run log."""
    say = labels(review.language)
    t = Table.grid(padding=(0, 2))
    t.add_column(style="dim", no_wrap=True)
    t.add_column(ratio=1)
    for label, text in run_rows(review):
        t.add_row(label, Prose(text))
    return Panel(t, title=say("run"), title_align="left", box=box.ROUNDED)


def memo_view(review: Review) -> RenderableType:
    """The whole `analyste show SLUG` screen."""
    several = len(review.companies) > 1
    parts: list[RenderableType] = [
        banner(review),
        reading_view(review),
        Text(""),
        paragraphs(review),
        facts_panel(review),
    ]
    for ff in _companies(review):
        parts += [
            checks_table(ff, several, review.language),
            signals_table(ff, several, review.language),
        ]
    parts.append(run_figures(review))
    for problem in review.problems:
        parts.append(Prose(f"{labels(review.language)('warning:')} {problem}", style="yellow"))
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
    t = labels(review.language)
    q = locate_quote(review, fact)
    pages = review.pages(q.slug)
    where = (
        t("page {n} of {count}", n=q.page, count=pages.page_count)
        if pages
        else t("page {n}", n=q.page)
    )
    head = source_id(fact.id, review)
    head.append(f" · {t('quote')} · {fact.data.get('category', '')} · {where} ({q.slug})")
    parts: list[RenderableType] = [head, Prose(fact.text.replace("\u00a0", " "))]
    if fact.data.get("why") and fact.data["why"] != fact.text:
        parts.append(prose(Text.assemble((f"{t('why:')} ", "dim"), str(fact.data["why"]))))
    if q.status == "hidden":
        parts.append(
            Text.assemble((f"{t('hidden text (not visible on the page):')} ", "bold red"), q.quote)
        )
        return Group(*parts)
    if not q.page_text:
        parts.append(Text(t("page text unavailable: {why}", why=q.status), style="red"))
        return Group(*parts)
    if q.span is None:
        parts.append(
            Text(t("quote NOT found on page {n}: {why}", n=q.page, why=q.status), style="bold red")
        )
    page = Text(reflow(q.page_text, width) if width else q.page_text)
    if q.span is not None:
        a, b = q.span
        page.stylize(HIGHLIGHT, a, b)
        if plain:
            page = page[:b] + Text(MARK_CLOSE) + page[b:]
            page = page[:a] + Text(MARK_OPEN) + page[a:]
    parts.append(Rule(t("page {n}", n=q.page), align="left"))
    parts.append(prose(page))
    parts.append(Rule())
    return Group(*parts)


def ratio_view(review: Review, fact: Fact) -> RenderableType:
    """A ratio: text, formula, values, and every input with where it was read."""
    t = labels(review.language)
    ff = review.company_of(fact.id)
    head = source_id(fact.id, review)
    head.append(f" · {t('ratio')} · {ff.company if ff else review.memo.company}")
    parts: list[RenderableType] = [head, Prose(fact_text(fact).replace("\u00a0", " "))]
    if fact.data.get("formula"):
        parts.append(prose(Text.assemble((f"{t('formula:')} ", "dim"), fact.data["formula"])))
    parts.append(_ratio_values(fact, review.language))
    parts.append(Text(""))
    parts.append(Text(t("inputs and where each was read"), style="bold"))
    parts.append(ratio_inputs(review, fact))
    parts += turned_notes(review, fact)
    if ff is not None and not ff.sources:
        parts.append(Text(t("facts.json records no field sources (page, line)"), style="yellow"))
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
