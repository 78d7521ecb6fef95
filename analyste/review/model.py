"""What a review shows, worked out once for the terminal and the HTML page alike.

`terminal.py` and `html.py` render; this module decides what they render (issue 12: both
repeated the same runs of logic): each input of a ratio as its formula uses it beside the
figure as printed, the text of a fact without the formula it repeats, the key figures with
their reading status, the state of the statement reading, and the names of fields and
rules in the review's language (issue 13: a French review said "long_term_debt p.6",
"règle : leverage").

Not here: loading files and re-checking the memo (`data.py`), the words of the labels
(`labels.py`), placing anything on a page image (`locate.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from analyste.ratios import SPECS
from analyste.review.data import Review, last_runs, modified_reason, status_label
from analyste.review.labels import field_label, labels, plural, statement_label
from analyste.schema import Defect, Fact, FactsFile, FieldSource

# ---------------------------------------------------------------- a ratio's inputs

# The inputs the contract's formulas use with their sign turned (ARCHITECTURE.md § Ratios):
# EBITDA = operating_income − depreciation_amortisation, interest cover = EBITDA /
# −financial_expenses. They are stored signed (a charge is negative), while the formula
# reads "résultat d'exploitation + dotations": shown stored, -9 735 beside the page's
# "Dotations aux amortissements 9 735", an analyst redoing the sum got EBITDA wrong.
TURNED_BY_FORMULAS = frozenset({"depreciation_amortisation", "financial_expenses"})


@dataclass
class InputRow:
    """One field a ratio rests on, as a reviewer checks it."""

    field: str  # canonical name (the key of facts.json)
    label: str  # the field named in the review's language
    values: dict[str, Any] = dc_field(default_factory=dict)  # year → value as stored (signed)
    used: dict[str, Any] = dc_field(default_factory=dict)  # year → value as the formula uses it
    printed: dict[str, str] = dc_field(default_factory=dict)  # year → the figure as printed
    sources: dict[str, FieldSource] = dc_field(default_factory=dict)  # year → where it was read
    turned: bool = False  # the formula uses it with its sign turned

    @property
    def pages(self) -> list[int]:
        return sorted({s.page for s in self.sources.values()})

    @property
    def line(self) -> str:
        return next((s.line for s in self.sources.values() if s.line), "")

    def as_json(self) -> dict[str, Any]:
        """The shape of `show --fact R-… --json` (values as stored, signed)."""
        return {"field": self.field, "values": self.values, "pages": self.pages, "line": self.line}


def input_source(ff: FactsFile | None, name: str, year: str) -> tuple[str, str, Any]:
    """(field read, year read, its FieldSource): `revenue_previous_year` is revenue of y−1."""
    if name == "revenue_previous_year":
        name, year = "revenue", str(int(year) - 1)
    if ff is None:
        return name, year, None
    return name, year, ff.sources.get(year, {}).get(name)


def input_rows(review: Review, fact: Fact) -> list[InputRow]:
    """One row per input field of a ratio: its value per year as the formula uses it (the
    sign of a charge turned where the formula adds it), the figure as printed, where read.

    A field fact (`role: "field"`, formula "montant publié (…)") is the amount itself: its
    input is shown as stored, signed like the fact.
    """
    ff = review.company_of(fact.id)
    language = review.language
    formula_turns = fact.data.get("role", "ratio") != "field"
    rows: dict[str, InputRow] = {}
    inputs: dict[str, dict[str, Any]] = fact.data.get("inputs") or {}
    for year, values in inputs.items():
        for name, value in values.items():
            turned = formula_turns and name in TURNED_BY_FORMULAS
            row = rows.setdefault(
                name, InputRow(field=name, label=field_label(name, language), turned=turned)
            )
            row.values[year] = value
            row.used[year] = -value if turned and isinstance(value, int | float) else value
            _read, _year, src = input_source(ff, name, year)
            if src is not None:
                row.sources[year] = src
                if src.printed:
                    row.printed[year] = src.printed
    return list(rows.values())


def fact_text(fact: Fact) -> str:
    """The fact's text for a reader who is shown its formula apart: without the trailing
    "; formule : …" the text repeats (issue 13: `show --fact R-…` printed it twice)."""
    formula = str(fact.data.get("formula") or "")
    if fact.kind != "ratio" or not formula:
        return fact.text
    tail = re.compile(rf"\s*;\s*(?:formule|formula)\s*:\s*{re.escape(formula)}\s*$")
    return tail.sub("", fact.text)


# ---------------------------------------------------------------- the reading's state


@dataclass
class CompanyReading:
    """The state of one company's statement reading, in words (schema.Reading)."""

    slug: str
    company: str
    recorded: bool  # False for an old facts.json: nothing misleading is said then
    statements: list[str] = dc_field(default_factory=list)  # "bilan p. 6", …
    checks_passed: int = 0
    checks_total: int = 0
    failed: list[str] = dc_field(default_factory=list)
    unconfirmed: list[str] = dc_field(default_factory=list)  # "dettes fournisseurs 2025", …
    conflicts: list[str] = dc_field(default_factory=list)
    withheld: list[str] = dc_field(default_factory=list)  # "R-x-leverage : reason"
    notes: list[str] = dc_field(default_factory=list)
    unconfirmed_facts: list[str] = dc_field(default_factory=list)  # cited R- ids


def _recorded(ff: FactsFile) -> bool:
    r = ff.reading
    return bool(r.statements or r.checks_total or r.unconfirmed or r.conflicts or r.notes)


def fact_status(review: Review, fact: Fact) -> str:
    """A figure's reading status: "confirmed" when every value it rests on is confirmed by
    an arithmetic identity, "conflict" when one is in conflict, "unconfirmed" otherwise,
    "" when the reading was not recorded (an old facts.json) or the fact has no input."""
    ff = review.company_of(fact.id)
    if ff is None or not _recorded(ff) or fact.kind != "ratio":
        return ""
    statuses = set()
    for year, values in (fact.data.get("inputs") or {}).items():
        for name in values:
            _read, _year, src = input_source(ff, name, year)
            statuses.add(src.status if src is not None else "unconfirmed")
    if not statuses:
        return ""
    if "conflict" in statuses:
        return "conflict"
    return "confirmed" if statuses == {"confirmed"} else "unconfirmed"


def readings(review: Review) -> list[CompanyReading]:
    """The state of the reading of each company the memo rests on."""
    say = labels(review.language)
    language = review.language
    cited = set(review.cited())
    out = []
    for slug, ff in review.companies.items():
        r = ff.reading
        state = CompanyReading(slug=slug, company=ff.company, recorded=_recorded(ff))
        if not state.recorded:
            out.append(state)
            continue
        for s in r.statements:
            pages = ", ".join(str(p) for p in s.pages)
            state.statements.append(
                f"{statement_label(s.statement, language)} {say('p.')}\u00a0{pages}"
            )
        state.checks_passed, state.checks_total = r.checks_passed, r.checks_total
        state.failed = list(r.failed_checks)
        state.unconfirmed = [f"{field_label(x.field, language)} {x.year}" for x in r.unconfirmed]
        state.conflicts = [f"{field_label(x.field, language)} {x.year}" for x in r.conflicts]
        state.withheld = [f"{w.id}{say(':')} {w.reason}" for w in ff.withheld]
        state.notes = list(r.notes)
        state.unconfirmed_facts = [
            f.id
            for f in ff.facts
            if f.id in cited and f.kind == "ratio" and fact_status(review, f) != "confirmed"
        ]
        out.append(state)
    return out


def unconfirmed_note(review: Review) -> str:
    """The banner's second half when cited facts are not all confirmed, else "":
    "2 faits non confirmés par l'arithmétique des états"."""
    n = sum(len(r.unconfirmed_facts) for r in readings(review))
    if not n:
        return ""
    say = labels(review.language)
    return say(
        "{n} facts not confirmed by the statements' arithmetic"
        if n > 1
        else "1 fact not confirmed by the statements' arithmetic",
        n=n,
    )


# ---------------------------------------------------------------- key figures


@dataclass
class KeyFigure:
    """One row of the key-figures table: a figure for both years, its change, its status."""

    id: str
    label: str
    printed: dict[str, str]  # year → figure as the fact prints it
    change: str
    status: str  # confirmed | unconfirmed | conflict | "" (reading not recorded)


# The figures of each company in the portfolio memo's key-figures table.
PORTFOLIO_FIGURES = ("revenue", "ebitda", "net_income", "net_debt", "leverage", "free_cash_flow")


def key_figures(review: Review) -> list[KeyFigure]:
    """The R- facts of the memo's company in the facts file's order (for the portfolio
    memo, each company's PORTFOLIO_FIGURES): what a reviewer reads first."""
    out = []
    several = len(review.companies) > 1
    for ff in review.companies.values():
        for f in ff.facts:
            if f.kind != "ratio" or not f.data.get("printed"):
                continue
            if several and f.data.get("name") not in PORTFOLIO_FIGURES:
                continue  # a table of every ratio of every company would bury the memo
            spec = SPECS.get(str(f.data.get("name", "")))
            label = spec.label["fr" if review.language == "fr" else "en"] if spec else f.id
            if len(review.companies) > 1:
                label = f"{ff.company} — {label}"
            out.append(
                KeyFigure(
                    id=f.id,
                    label=label,
                    printed=dict(f.data.get("printed") or {}),
                    change=str(f.data.get("change_printed") or ""),
                    status=fact_status(review, f),
                )
            )
    return out


def years_of(figures: list[KeyFigure]) -> list[str]:
    years: dict[str, None] = {}
    for k in figures:
        years.update(dict.fromkeys(k.printed))
    return sorted(years, reverse=True)[:2]


# ---------------------------------------------------------------- the page shown first


def first_statement_page(review: Review) -> tuple[str, int, str] | None:
    """(slug, page, statement) the review's right pane shows before any click: the first
    statement found by the reading, else the first page a field was read from (issue 13:
    the pane was blank until a source was clicked). None when nothing was read."""
    for slug, ff in review.companies.items():
        for s in ff.reading.statements:
            if s.pages:
                return slug, s.pages[0], s.statement
        read = [src for year in ff.sources.values() for src in year.values()]
        if read:
            first = min(read, key=lambda src: src.page)
            return slug, first.page, first.statement
    return None


# ---------------------------------------------------------------- the run's figures


def usage_text(u: dict[str, Any], language: str) -> str:
    """ "2 calls · tokens 1200 in / 300 out · 0.42 s" from a usage record."""
    say = labels(language)
    parts = []
    if u.get("calls") is not None:
        parts.append(plural(int(u["calls"]), "call", language))
    if u.get("tokens_in") is not None or u.get("tokens_out") is not None:
        tin, tout = u.get("tokens_in", 0), u.get("tokens_out", 0)
        parts.append(say("tokens {tin} in / {tout} out", tin=tin, tout=tout))
    if u.get("latency_s") is not None:
        parts.append(f"{float(u['latency_s']):.2f} s")
    return " · ".join(parts)


def run_rows(review: Review) -> list[tuple[str, str]]:
    """(label, text) rows of the run's figures: the memo's provider and usage, each risk
    reader's, the run log's last rows — the terminal and the HTML page print these."""
    memo, lang = review.memo, review.language
    say = labels(lang)
    who = "/".join(x for x in (memo.provider, memo.model) if x)
    rows = [(say("memo"), " · ".join(x for x in (who, usage_text(memo.usage, lang)) if x))]
    for ff in review.companies.values():
        r = review.reader_figures(ff.slug)
        if r is None:
            continue
        reader = "/".join(str(r[k]) for k in ("provider", "model") if r.get(k))
        counts = say(
            "{proposed} proposed, {verified} verified, {rejected} rejected",
            proposed=r.get("proposed", 0),
            verified=r.get("verified", 0),
            rejected=r.get("rejected", 0),
        )
        label = say("risk reader") + (f" ({ff.slug})" if len(review.companies) > 1 else "")
        rows.append((label, " · ".join(x for x in (reader, usage_text(r, lang), counts) if x)))
    return rows + last_runs(review)


# ---------------------------------------------------------------- the banner


@dataclass
class Banner:
    """The status banner's words, for the terminal and the HTML page alike."""

    status: str  # verified | rejected | modified | edited (Review.status)
    badge: str  # VÉRIFIÉE, REJETÉE, MODIFIÉE — NON VÉRIFIÉE…
    company: str
    headline: str  # after "company — "
    defects: list[Defect] = dc_field(default_factory=list)  # the verdict's
    stored_defects: list[Defect] = dc_field(default_factory=list)  # when written (modified)
    changed: list[str] = dc_field(default_factory=list)  # files changed since, in words
    note: str = ""  # cited facts not all confirmed (a verified memo)


def banner_of(review: Review) -> Banner:
    memo, lang = review.memo, review.language
    say = labels(lang)
    attempts = plural(memo.attempts, "attempt", lang)
    status = review.status
    if status == "verified":
        return Banner(
            status,
            say("VERIFIED"),
            memo.company,
            say("verified after {attempts}", attempts=attempts),
            note=unconfirmed_note(review),
        )
    if status == "rejected":
        defects = plural(len(memo.defects), "defect", lang)
        failed = say(
            "failed verification after {attempts}, {defects}", attempts=attempts, defects=defects
        )
        return Banner(
            status,
            say("REJECTED"),
            memo.company,
            f"{say('NOT FOR USE')}{say(':')} {failed}",
            defects=list(memo.defects),
        )
    assert review.recheck is not None  # modified or edited: the re-check's verdict
    changed = [
        say("{path} changed after the memo was written ({when})", path=path, when=when)
        for path, when in review.recheck.changed
    ]
    return Banner(
        status,
        say(status_label(review)),
        memo.company,
        modified_reason(review),
        defects=list(review.recheck.defects),
        stored_defects=list(memo.defects),
        changed=changed,
    )
