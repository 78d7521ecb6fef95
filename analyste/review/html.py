"""`analyste show SLUG --html FILE`: one standalone review page, to open offline or mail.

Everything is inside the file: CSS and JS inline (read from review/static/, package
data), PDF pages as PNG data URIs (each page image once, as a CSS class, however many
facts show it), no link to any network address.
The memo is on the left; a source id is a link to the fact's panel on the right: a quote
on its PDF page with its lines highlighted, a ratio with its inputs boxed on the
statement pages. The panels switch with CSS `:target` alone; the script only adds
niceties (the clicked id marked, the highlight scrolled into view).

A rejected memo, a rejected draft kept beside a verified memo, and the risk reader's
rejected quotes are shown as such, in red, never left out.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from analyste.numbers import format_amount
from analyste.pages import span_boxes
from analyste.review.data import (
    Review,
    defect_spans,
    kind_of,
    locate_quote,
    no_break,
    quote_text,
    related,
    status_label,
    whole_paragraph,
)
from analyste.review.labels import (
    check_detail,
    check_name,
    data_key,
    labels,
    plural,
    rule_label,
    statement_label,
)
from analyste.review.locate import Box, PdfPages
from analyste.review.model import (
    banner_of,
    fact_text,
    first_statement_page,
    input_rows,
    input_source,
    key_figures,
    readings,
    run_rows,
    years_of,
)
from analyste.schema import Defect, Fact, FactsFile, Memo, SignalRecord, write_atomic

DPI = 110  # the brief: 100–110 dpi; text on a half-screen pane stays legible
DENSE_DPI = 170  # pages in small type (10-K statements); zoomed on click to this size
SMALL_TYPE_PT = 9.0  # median character size below which a page is in small type


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def anchor(prefix: str, name: str) -> str:
    """An HTML id from a fact id: only characters safe in a URL fragment."""
    return prefix + re.sub(r"[^A-Za-z0-9_-]", "_", name)


def _plural(n: int, word: str, language: str = "en") -> str:
    return plural(n, word, language)


def _nbsp(text: str) -> str:
    """Numbers, a number and its unit, a word and its " :" kept on one line (U+00A0)."""
    return no_break(text)


class _Images:
    """Page images rendered on demand, each once; their CSS classes hold the data URIs."""

    def __init__(self, review: Review, progress: Any = None) -> None:
        self.review = review
        self.t = labels(review.language)
        self.progress = progress
        self.open: dict[str, PdfPages | None] = {}
        self.css: dict[str, str] = {}
        self.sizes: dict[str, tuple[int, int]] = {}

    def pdf(self, slug: str) -> PdfPages | None:
        if slug not in self.open:
            path = self.review.pdf(slug)
            try:
                self.open[slug] = PdfPages(path) if path else None
            except Exception:  # an unreadable PDF: the page shows its text facts only
                self.open[slug] = None
        return self.open[slug]

    def page_class(self, slug: str, number: int) -> str | None:
        pdf = self.pdf(slug)
        if pdf is None or not 1 <= number <= pdf.page_count:
            return None
        name = anchor("pg-", f"{slug}-{number}")
        if name not in self.css:
            uri, w, h = pdf.image(number, self.dpi(pdf, number))
            self.css[name] = f".{name}{{background-image:url({uri})}}"
            self.sizes[name] = (w, h)
            if self.progress is not None:
                self.progress.advance()
        return name

    def dpi(self, pdf: PdfPages, number: int) -> int:
        """DPI for a page in ordinary type; DENSE_DPI for one in small type (a 10-K
        statement prints its figures in ~7-point type: at 110 dpi they blurred in a
        half-screen pane, issue 13; a click zooms the page to its rendered size)."""
        size = pdf.type_size(number)
        return DENSE_DPI if 0 < size < SMALL_TYPE_PT else DPI

    def figure(self, slug: str, number: int, overlays: Iterable[str], caption: str = "") -> str:
        name = self.page_class(slug, number)
        t = self.t
        title = f"{slug}.pdf — {t('page {n}', n=number)}" + (f" · {caption}" if caption else "")
        if name is None:
            return f'<p class="note">{_e(title)}: {_e(t("PDF not available, no image."))}</p>'
        w, h = self.sizes[name]
        return (
            f'<figure class="pdfpage"><figcaption>{_e(title)} · {_e(t("click the page to zoom"))}'
            f'</figcaption><div class="page {name}" style="aspect-ratio:{w}/{h};--w:{w}px" '
            f'title="{_e(t("click to zoom"))}">{"".join(overlays)}</div></figure>'
        )

    def close(self) -> None:
        for pdf in self.open.values():
            if pdf is not None:
                pdf.close()


# ---------------------------------------------------------------- memo side


def _source_link(review: Review, sid: str) -> str:
    kind = kind_of(sid) or "unknown"
    if review.fact(sid) is None:
        t = labels(review.language)
        return (
            f'<span class="src missing" title="{_e(t("not in the facts"))}">{_e(sid)} '
            f"{_e(t('(missing)'))}</span>"
        )
    return f'<a class="src k-{kind}" href="#{anchor("fact-", sid)}">{_e(sid)}</a>'


def _paragraph_text(
    text: str, marks: list[Any], defects: Sequence[Defect] = (), language: str = "en"
) -> str:
    """The paragraph with its to-review sentences and its defective numbers marked."""
    t = labels(language)
    shown = no_break(text)  # one character for one: the offsets below hold
    review: list[str] = [""] * len(text)  # per character: why it is to review
    bad: list[str] = [""] * len(text)  # per character: the defect code
    for m in marks:
        start = text.find(m.sentence)
        if start >= 0:
            review[start : start + len(m.sentence)] = [m.reason] * len(m.sentence)
    for a, b, code in defect_spans(text, [d.code for d in defects]):
        bad[a:b] = [code] * (b - a)
    out, i = [], 0
    while i < len(text):
        j = i
        while j < len(text) and review[j] == review[i] and bad[j] == bad[i]:
            j += 1
        piece = _e(shown[i:j])
        if bad[i]:
            piece = f'<mark class="bad" title="{_e(bad[i])}">{piece}</mark>'
        if review[i]:
            piece = (
                f'<mark class="review" title="{_e(t("to review:"))} {_e(review[i])}">{piece}</mark>'
            )
        out.append(piece)
        i = j
    return "".join(out)


def _defect_items(defects: Iterable[Defect], language: str = "en") -> str:
    t = labels(language)
    items = []
    for d in defects:
        where = t("memo") if d.paragraph < 0 else t("paragraph {n}", n=d.paragraph + 1)
        items.append(
            f"<li><b>{_e(where)}</b>{_e(t(':'))} <code>{_e(d.code)}</code>"
            + (f" — {_e(d.message)}" if d.message else "")
            + "</li>"
        )
    return f'<ul class="defects">{"".join(items)}</ul>' if items else ""


def _paragraphs(review: Review, memo: Memo) -> str:
    """A memo's paragraphs by section; the memo under review shows the re-check's defects
    when it was modified since it was checked (`Review.defects`)."""
    lang = review.language
    t = labels(lang)
    by_paragraph: dict[int, list[Defect]] = {}
    for d in review.defects if memo is review.memo else memo.defects:
        by_paragraph.setdefault(d.paragraph, []).append(d)
    out: list[str] = []
    section: str | None = None
    for i, p in enumerate(memo.paragraphs):
        if p.section != section:
            section = p.section
            title = section[:1].upper() + section[1:] if section else t("(no section)")
            out.append(f"<h2>{_e(title)}</h2>")
        # the memo under review: the re-check's clues when edited or modified (Review.marks)
        marks_of = review.marks(i) if memo is review.memo else list(p.review)
        classes = (
            ["para"]
            + (["to-review"] if marks_of else [])
            + (["defective"] if i in by_paragraph else [])
        )
        sources = " ".join(_source_link(review, s) for s in p.sources) or (
            f'<span class="src missing">{_e(t("no source"))}</span>'
        )
        marks = "".join(
            f'<li class="review">{_e(t("to review:"))} '
            + (
                _e(t("the whole paragraph"))
                if whole_paragraph(m.sentence, p.text)
                else f"“{_e(m.sentence)}”"
            )
            + f" <code>{_e(m.reason)}</code></li>"
            for m in marks_of
        )
        out.append(
            f'<div class="{" ".join(classes)}" id="p{i + 1}"><span class="num">¶{i + 1}</span>'
            f"<p>{_paragraph_text(p.text, marks_of, by_paragraph.get(i, []), lang)}</p>"
            f'<div class="sources">{_e(t("sources:"))} {sources}</div>'
            + (f'<ul class="marks">{marks}</ul>' if marks else "")
            + _defect_items(by_paragraph.get(i, []), lang)
            + "</div>"
        )
    if not memo.paragraphs:
        out.append(f'<p class="note bad">{_e(t("The memo has no paragraph."))}</p>')
    return "".join(out)


def _banner(review: Review) -> str:
    memo, lang = review.memo, review.language
    t = labels(lang)
    made = " · ".join(
        x for x in ("/".join(y for y in (memo.provider, memo.model) if y), memo.created) if x
    )
    b = banner_of(review)
    kind = {"verified": "ok", "edited": "warn"}.get(b.status, "bad")
    modified = b.status in ("modified", "edited")
    stored = (
        f"<p>{_e(t('defects when it was written:'))}</p>{_defect_items(b.stored_defects, lang)}"
        if modified and b.stored_defects
        else ""
    )
    changed = "".join(f"<li>{_e(c)}</li>" for c in b.changed)
    head = (
        f'<div class="banner {kind}{" modified" if modified else ""}"'
        + (' id="modified"' if modified else "")
        + f'><span class="badge">{_e(b.badge)}</span> {_e(b.company)} — {_e(b.headline)}'
        + (f' — <b class="unconfirmed">{_e(b.note)}</b>' if b.note else "")
        + _defect_items(b.defects, lang)
        + stored
        + (f'<ul class="changed">{changed}</ul>' if changed else "")
        + f'<div class="made">{_e(made)}</div></div>'
    )
    draft = review.draft
    if draft is None:
        return head
    later = not memo.created or not draft.created or draft.created >= memo.created
    when = f" ({_e(draft.created)})" if draft.created else ""
    after = t(
        " after {attempts} and not used; its defects:",
        attempts=_plural(draft.attempts, "attempt", lang),
    )
    return head + (
        f'<div class="banner draft" id="rejected-draft">⚠ '
        f"{_e(t('A later draft' if later else 'An earlier draft'))}{when}{_e(t(' was '))}"
        f"<b>{_e(t('REJECTED draft'))}</b>{_e(after)}{_defect_items(draft.defects, lang)}"
        f"<details><summary>{_e(t('the rejected draft'))}</summary>"
        f"{_paragraphs(review, draft)}</details></div>"
    )


def _reading(review: Review) -> str:
    """The state of the statement reading, before the memo (model.readings)."""
    t = labels(review.language)
    parts = []
    for r in readings(review):
        who = f"<b>{_e(r.company)}</b> — " if len(review.companies) > 1 else ""
        if not r.recorded:
            said = t("reading state not recorded in facts.json")
            parts.append(f'<p class="note">{who}{_e(said)}</p>')
            continue
        found = " · ".join(r.statements) or t("no statement found")
        ok = "ok" if r.checks_passed == r.checks_total else "bad"
        items = [f"<li>{who}{_e(t('statements found:'))} {_e(found)}</li>"]
        items.append(
            f'<li class="{ok}">{_e(t("checks passed:"))} {r.checks_passed}/{r.checks_total}</li>'
        )
        items += [f'<li class="bad">✗ {_e(t("failed:"))} {_e(f)}</li>' for f in r.failed]
        if r.unconfirmed:
            said = f"{t('not confirmed by an identity:')} {', '.join(r.unconfirmed)}"
            items.append(f'<li class="warn">{_e(said)}</li>')
        if r.conflicts:
            said = f"{t('in conflict:')} {', '.join(r.conflicts)}"
            items.append(f'<li class="bad">{_e(said)}</li>')
        items += [f'<li class="warn">{_e(t("withheld:"))} {_e(w)}</li>' for w in r.withheld]
        items += [f'<li class="warn">⚠ {_e(n)}</li>' for n in r.notes]
        parts.append(f'<ul class="reading">{"".join(items)}</ul>')
    return (
        f'<section id="reading"><h2>{_e(t("state of the reading"))}</h2>{"".join(parts)}</section>'
    )


def _key_figures(review: Review) -> str:
    """Both years, the change and each figure's reading status, first thing on the page."""
    t = labels(review.language)
    figures = key_figures(review)
    if not figures:
        return ""
    years = years_of(figures)
    head = "".join(f"<th>{_e(y)}</th>" for y in years)
    rows = []
    for k in figures:
        values = "".join(f"<td class='num'>{_e(_nbsp(k.printed.get(y, '—')))}</td>" for y in years)
        status = t(k.status) if k.status else t("not recorded (status)")
        rows.append(
            f"<tr><td>{_source_link(review, k.id)} {_e(k.label)}</td>{values}"
            f"<td class='num'>{_e(_nbsp(k.change))}</td>"
            f"<td class='st {_e(k.status or 'none')}'>{_e(status)}</td></tr>"
        )
    return (
        f'<section id="key-figures"><h2>{_e(t("key figures"))}</h2><table class="grid keyfig">'
        f"<tr><th>{_e(t('figure'))}</th>{head}<th>{_e(t('change'))}</th>"
        f"<th>{_e(t('reading'))}</th></tr>{''.join(rows)}</table></section>"
    )


def _pill(review: Review) -> str:
    """The status, kept in sight at the top of the memo while it scrolls."""
    t = labels(review.language)
    if review.status in ("modified", "edited"):
        kind = "warn" if review.status == "edited" else "bad"
        said = t(status_label(review))
        return f'<a class="pill {kind}" href="#modified">{_e(said)}</a>'
    if review.status == "rejected":
        return f'<span class="pill bad">{_e(t("REJECTED — NOT FOR USE"))}</span>'
    later = (
        not review.draft
        or not review.memo.created
        or not review.draft.created
        or review.draft.created >= review.memo.created
    )
    said = t("a later draft was rejected" if later else "an earlier draft was rejected")
    extra = (
        f' <a class="pill warn" href="#rejected-draft">{_e(said)}</a>'
        if review.draft is not None
        else ""
    )
    return f'<span class="pill ok">{_e(t("VERIFIED"))}</span>' + extra


def _signals(review: Review, ff: FactsFile, several: bool) -> str:
    t = labels(review.language)
    verified = sum(1 for s in ff.signals if s.verified)
    rows = []
    for n, s in enumerate(ff.signals, 1):
        if s.verified and s.fact_id:
            status = '<td class="ok">✓</td>'
            outcome = _source_link(review, s.fact_id)
        else:
            status = '<td class="bad">✗</td>'
            outcome = (
                f'<a class="src k-rejected" href="#{anchor("sig-", f"{ff.slug}-{n}")}">'
                f"{_e(t('rejected:'))} {_e(s.reason)}</a>"
            )
        rows.append(
            f"<tr>{status}<td>{s.page}</td><td>{_e(s.category)}</td>"
            f"<td>{_e(_nbsp(s.quote))}</td><td>{outcome}</td></tr>"
        )
    if not rows:
        rows.append(f'<tr><td colspan="5" class="note">{_e(t("no signal recorded"))}</td></tr>')
    counts = t(
        "{verified} verified, {rejected} rejected",
        verified=verified,
        rejected=len(ff.signals) - verified,
    )
    title = f"{_e(t('Signals'))}{' — ' + _e(ff.slug) if several else ''}{_e(t(':'))} {counts}"
    return (
        f'<h2>{title}</h2><table class="grid"><tr><th></th><th>p.</th>'
        f"<th>{_e(t('category'))}</th><th>{_e(t('quote'))}</th>"
        f"<th>{_e(t('fact / reason'))}</th></tr>{''.join(rows)}</table>"
    )


def _checks(ff: FactsFile, several: bool, language: str = "en") -> str:
    t = labels(language)
    rows = []
    for c in ff.checks:
        if c.ok:
            result = '<td class="ok">ok</td>'
        else:
            gap = f" ({_e(t('gap'))} {_e(c.gap)})" if c.gap is not None else ""
            result = f'<td class="bad">{_e(t("FAILED"))}{gap}</td>'
        name, detail = check_name(c.name, language), check_detail(c.detail, language)
        rows.append(f"<tr><td>{_e(name)}</td>{result}<td>{_e(_nbsp(detail))}</td></tr>")
    if not rows:
        rows.append(f'<tr><td colspan="3" class="note">{_e(t("no check recorded"))}</td></tr>')
    title = _e(t("Statement checks")) + (f" — {_e(ff.slug)}" if several else "")
    return f'<h2>{title}</h2><table class="grid">{"".join(rows)}</table>'


def _run(review: Review) -> str:
    t = labels(review.language)
    body = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in run_rows(review))
    return f'<h2>{_e(t("Run"))}</h2><table class="run">{body}</table>'


# ---------------------------------------------------------------- fact side


def _quote_panel(review: Review, fact: Fact, images: _Images) -> str:
    t = labels(review.language)
    q = locate_quote(review, fact)
    category = fact.data.get("category", "")
    what = f"{t('quote')} · {category} · {t('page {n}', n=q.page)}"
    out = [f'<p class="facttext">{_e(_nbsp(fact.text))}</p>']
    if fact.data.get("why") and fact.data["why"] != fact.text:
        out.append(f'<p class="why">{_e(t("why:"))} {_e(fact.data["why"])}</p>')
    if q.status == "hidden":
        why = str(fact.data.get("hidden_reason", ""))
        said = t(
            "Hidden text: characters a reader of the PDF cannot see ({why}); never sent to "
            "the model.",
            why=why,
        )
        out.append(f'<p class="note bad">{_e(said)}</p><pre class="hidden">{_e(q.quote)}</pre>')
        # where the invisible characters sit, when they have a size to draw (not tiny type)
        pdf = images.pdf(q.slug)
        where = pdf.quote_boxes(q.page, q.quote) if pdf is not None and q.quote else []
        overlays = [
            f'<div class="box hidden" style="{b.css()}" title="{_e(t("hidden text"))}"></div>'
            for b in where
        ]
        caption = t("hidden text boxed where it is drawn, invisible" if where else "hidden text")
        out.append(images.figure(q.slug, q.page, overlays, caption))
        return _fact_section(fact, what, "".join(out))
    pdf = images.pdf(q.slug)
    boxes: list[Box] = []
    words = q.page_text[q.span[0] : q.span[1]] if q.span else quote_text(review, fact)
    if pdf is not None:
        boxes = pdf.quote_boxes(q.page, words)
    if not boxes and q.span is not None:
        # the characters could not be found again on the page: the lines' boxes that the
        # extraction kept (pages.json, layout 9) place the quote by lookup, line by line
        boxes = _line_boxes(review, q.slug, q.page, q.span)
    if q.span is None:
        said = t("Not found verbatim on page {n} ({why}).", n=q.page, why=q.status)
        out.append(f'<p class="note bad">{_e(said)}</p>')
    elif pdf is not None and not boxes:
        said = t(
            "Verified in the page text; its characters could not be located on the image of "
            "page {n}.",
            n=q.page,
        )
        out.append(f'<p class="note">{_e(said)}</p>')
    overlays = [f'<div class="hl" style="{b.css()}" title="{_e(fact.id)}"></div>' for b in boxes]
    lines = _plural(len(boxes), "line", review.language)
    out.append(images.figure(q.slug, q.page, overlays, t("{lines} highlighted", lines=lines)))
    return _fact_section(fact, what, "".join(out))


def _ratio_panel(review: Review, fact: Fact, images: _Images) -> str:
    t = labels(review.language)
    ff = review.company_of(fact.id)
    slug = review.owner.get(fact.id, review.slug)
    data = fact.data
    out = [f'<p class="facttext">{_e(_nbsp(fact_text(fact)))}</p>']
    if data.get("formula"):
        out.append(f"<p>{_e(t('formula:'))} <b>{_e(data['formula'])}</b></p>")
    printed: dict[str, str] = data.get("printed") or {}
    if printed:
        head = "".join(f"<th>{_e(y)}</th>" for y in printed)
        vals = "".join(f"<td>{_e(_nbsp(v))}</td>" for v in printed.values())
        change = data.get("change_printed") or ""
        out.append(
            f'<table class="grid"><tr>{head}'
            + (f"<th>{_e(t('change'))}</th>" if change else "")
            + f"</tr><tr>{vals}"
            + (f"<td>{_e(_nbsp(change))}</td>" if change else "")
            + "</tr></table>"
        )
    language = ff.language if ff else "fr"
    pdf = images.pdf(slug)
    rows: list[str] = []
    by_page: dict[int, list[str]] = {}
    turned: list[str] = []
    n = 0
    years = list(data.get("inputs") or {})
    for row in input_rows(review, fact):
        if row.turned and any(isinstance(v, int | float) for v in row.values.values()):
            turned.append(row.label)
        for year in years:
            if year not in row.values:
                continue
            n += 1
            src = row.sources.get(year)
            _field, src_year, _src = input_source(ff, row.field, year)
            page = f"p.{src.page}" if src else _e(t("not recorded"))
            mark = " ↺" if row.turned else ""
            rows.append(
                f"<tr><td class='tag'>{n}</td><td>{_e(row.label)}{mark}</td><td>{_e(year)}</td>"
                f"<td class='num'>{_e(_value(row.used.get(year), language))}</td>"
                f"<td class='num'>{_e(_nbsp(row.printed.get(year, '')))}</td><td>{page}</td>"
                f"<td>{_e(_nbsp(src.line)) if src else ''}</td></tr>"
            )
            if src and pdf is not None:
                box = pdf.number_box(src.page, src.line, src.label, src.printed, src_year)
                cls = "box" + ("" if year == years[0] else " prior")
                overlay = (
                    f'<div class="{cls}" style="{box.css()}" title="{_e(row.label)} {_e(year)}">'
                    f"<span>{n}</span></div>"
                    if box
                    else ""
                )
                by_page.setdefault(src.page, []).append(overlay)
    if rows:
        heads = "".join(
            f"<th>{_e(t(h))}</th>"
            for h in ("input", "year", "in the formula", "as printed", "page", "line as read")
        )
        out.append(
            f"<h3>{_e(t('Inputs and where each was read'))}</h3>"
            f'<table class="grid"><tr><th>#</th>{heads}</tr>' + "".join(rows) + "</table>"
        )
        if turned:
            said = t("↺ sign turned by the formula: {fields}", fields=", ".join(turned))
            out.append(f'<p class="note">{_e(said)}</p>')
    for number in sorted(by_page):
        boxes = [o for o in by_page[number] if o]
        inputs = _plural(len(boxes), "input", review.language)
        out.append(images.figure(slug, number, boxes, t("{inputs} boxed", inputs=inputs)))
    if ff is not None and not ff.sources:
        said = t("facts.json records no field sources (page, line)")
        out.append(f'<p class="note">{_e(said)}.</p>')
    return _fact_section(fact, t("ratio"), "".join(out))


def _value(value: Any, language: str) -> str:
    """An input as the filing's language prints it, on one line (no-break spaces)."""
    if not isinstance(value, int | float):
        return "—" if value is None else str(value)
    d = Decimal(str(value))
    exponent = d.normalize().as_tuple().exponent
    decimals = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return _nbsp(format_amount(d, language, min(decimals, 3)))


def _other_panel(review: Review, fact: Fact) -> str:
    def shown(k: str, v: Any) -> Any:
        """An alert's rule in words ("règle : levier au-dessus du seuil…"), not its key."""
        return rule_label(str(v), review.language) if fact.kind == "alert" and k == "rule" else v

    details = "".join(
        f"<tr><th>{_e(data_key(k, review.language))}</th><td>{_e(shown(k, v))}</td></tr>"
        for k, v in fact.data.items()
        if not isinstance(v, dict | list)
    )
    t = labels(review.language)
    rests_on = " ".join(_source_link(review, r) for r in related(review, fact))
    tables = "".join(
        _records_table(k, v)
        for k, v in fact.data.items()
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)
    )
    body = (
        f'<p class="facttext">{_e(_nbsp(fact.text))}</p>'
        + (f'<table class="run">{details}</table>' if details else "")
        + tables
        + (f'<p class="sources">{_e(t("rests on:"))} {rests_on}</p>' if rests_on else "")
    )
    return _fact_section(fact, t(fact.kind), body)


def _records_table(name: str, records: list[dict[str, Any]]) -> str:
    """A list of records in a fact's data (a comparison's ranking) as a table."""
    columns = list(
        dict.fromkeys(k for r in records for k, v in r.items() if not isinstance(v, dict | list))
    )
    head = "".join(f"<th>{_e(c)}</th>" for c in columns)
    rows = "".join(
        "<tr>" + "".join(f"<td>{_e(_nbsp(str(r.get(c, ''))))}</td>" for c in columns) + "</tr>"
        for r in records
    )
    return f'<h3>{_e(name)}</h3><table class="grid"><tr>{head}</tr>{rows}</table>'


def _fact_section(fact: Fact, what: str, body: str) -> str:
    kind = kind_of(fact.id) or fact.kind
    return (
        f'<section class="fact" id="{anchor("fact-", fact.id)}">'
        f'<h2><span class="src k-{kind}">{_e(fact.id)}</span> <small>{_e(what)}</small></h2>'
        f"{body}</section>"
    )


def _rejected_signal_panel(slug: str, n: int, s: SignalRecord, images: _Images) -> str:
    t = images.t
    not_found = t(
        "not found verbatim on page {n}; it is not a fact and no memo may cite it.", n=s.page
    )
    body = (
        f'<p class="note bad">{_e(t("REJECTED quote:"))} <code>{_e(s.reason)}</code> — '
        f"{_e(not_found)}</p>"
        f'<blockquote class="rejected">{_e(_nbsp(s.quote))}</blockquote>'
        + (f'<p class="why">{_e(t("why proposed:"))} {_e(s.why)}</p>' if s.why else "")
        + images.figure(slug, s.page, [], t("page named by the reader, nothing highlighted"))
    )
    return (
        f'<section class="fact" id="{anchor("sig-", f"{slug}-{n}")}">'
        f'<h2><span class="src k-rejected">{_e(t("rejected signal"))}</span> '
        f"<small>{_e(s.category)} · {_e(t('page {n}', n=s.page))}</small></h2>{body}</section>"
    )


# ---------------------------------------------------------------- page


def _first_page(review: Review, images: _Images) -> str:
    """The first statement page, in the right pane until a source is clicked."""
    found = first_statement_page(review)
    if found is None:
        return ""
    slug, number, statement = found
    caption = statement_label(statement, review.language)
    return f'<section class="default-page">{images.figure(slug, number, [], caption)}</section>'


def fact_ids(review: Review) -> list[str]:
    """Facts with a panel: those cited, then every signal's Q- fact."""
    ids = dict.fromkeys(review.cited())
    for ff in review.companies.values():
        ids.update(dict.fromkeys(s.fact_id for s in ff.signals if s.fact_id))
    for fid in list(ids):  # an alert's or a comparison's ratios, one click away
        fact = review.fact(fid) if fid else None
        if fact is not None:
            ids.update(dict.fromkeys(related(review, fact)))
    return [i for i in ids if i and review.fact(i) is not None]


def render_html(review: Review, progress: Any = None, open_fact: str | None = None) -> str:
    """The whole page as a string (see the module docstring); `open_fact`: the fact
    whose panel shows when the page opens."""
    images = _Images(review, progress)
    try:
        panels = []
        for fid in fact_ids(review):
            fact = review.facts[fid]
            if fact.kind == "quote":
                panels.append(_quote_panel(review, fact, images))
            elif fact.kind == "ratio":
                panels.append(_ratio_panel(review, fact, images))
            else:
                panels.append(_other_panel(review, fact))
        several = len(review.companies) > 1
        for ff in review.companies.values():
            for n, s in enumerate(ff.signals, 1):
                if not (s.verified and s.fact_id):
                    panels.append(_rejected_signal_panel(ff.slug, n, s, images))
        first = _first_page(review, images)
    finally:
        images.close()
    memo = review.memo
    t = labels(review.language)
    left = [_banner(review), _key_figures(review), _reading(review), _paragraphs(review, memo)]
    for ff in review.companies.values():
        left += [_signals(review, ff, several), _checks(ff, several, review.language)]
    left.append(_run(review))
    left += [f'<p class="note">{_e(t("warning:"))} {_e(p)}</p>' for p in review.problems]
    status = "" if review.status == "verified" else " — " + t(status_label(review))
    title = f"{t('Credit memo')} — {memo.company}{status}"
    return (
        f'<!doctype html>\n<html lang="{_e(memo.language)}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{CSS}{''.join(images.css.values())}</style></head>"
        f'<body class="{"verified" if review.status == "verified" else "rejected"}"'
        + (f' data-open="{anchor("fact-", open_fact)}"' if open_fact else "")
        + ">"
        f'<main><article id="memo"><div class="top"><h1>{_e(memo.company)} <small>'
        f"{_e(t('credit memo'))} · {_e(review.slug)}</small> {_pill(review)}</h1></div>"
        f"{''.join(left)}</article>"
        f'<aside id="viewer"><div id="hint" class="hint">{t("HINT")}</div>{first}'
        f"{''.join(panels)}</aside></main><script>{JS}</script></body></html>\n"
    )


def write_html(
    review: Review, out: Path, progress: Any = None, open_fact: str | None = None
) -> tuple[Path, int]:
    """Render and write atomically; returns the path and the size in bytes."""
    text = render_html(review, progress, open_fact)
    write_atomic(out, text)
    return out, len(text.encode("utf-8"))


def _static(name: str) -> str:
    """A file of the package's review/static/ (CSS and JS, package data like prompts/)."""
    from importlib.resources import files

    return files("analyste.review").joinpath("static", name).read_text(encoding="utf-8")


CSS = _static("review.css")
JS = _static("review.js")


def _line_boxes(review: Review, slug: str, number: int, span: tuple[int, int]) -> list[Box]:
    """Boxes of the lines a span of the page text lies on, from pages.json's line boxes
    (`pages.span_boxes`), as fractions of the page; [] for a page without them."""
    pf = review.pages(slug)
    if pf is None or not 1 <= number <= len(pf.pages):
        return []
    page = pf.pages[number - 1]
    width, height = page.size
    if width <= 0 or height <= 0:
        return []
    return [
        Box(x0 / width, top / height, x1 / width, bottom / height)
        for x0, top, x1, bottom in span_boxes(page, *span)
    ]
