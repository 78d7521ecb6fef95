"""A filing → facts/<slug>/facts.json: fields, checks, R- ratio facts and A- alert facts.

`build_facts` chains the stages (pages → statements → checks → ratios → alerts) and
writes the file atomically. It is cached: a facts.json built from the same pages
(`pages_sha256`) by the same code (`code_version`, a digest of the modules that produce
its content) is reused as it is, *including* the Q- facts and `signals` the risk reader
added later. A rebuild starts from nothing: no Q- fact or signal of older pages or code
survives it (the pipeline reruns the risk reader), so facts.json never mixes stale parts.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from analyste.alerts import alert_facts
from analyste.checks import checks_and_identities
from analyste.errors import BadInput
from analyste.ratios import ratio_facts
from analyste.schema import (
    CANONICAL,
    Check,
    Fact,
    FactsFile,
    FieldRef,
    Reading,
    Withheld,
    field_words,
    load,
    save,
)
from analyste.settings import Paths, paths, slug_of
from analyste.statements import StatementsReading
from analyste.statements.status import reading_state

# The modules whose code decides what facts.json holds; editing one invalidates the cache.
_PRODUCERS = (
    "analyste.numbers",
    "analyste.statements",
    "analyste.statements.fiscal",
    "analyste.statements.kinds",
    "analyste.statements.status",
    "analyste.checks",
    "analyste.ratios",
    "analyste.alerts",
    "analyste.facts",
)


# the data the producers read as code: a label pattern changes a reading as a line of
# analyste/statements does (a labels.json change left facts cached, seventh session)
_DATA = ("labels.json",)


def _data_files() -> list[Path]:
    base = resources.files("analyste").joinpath("data")
    return [Path(str(base.joinpath(name))) for name in _DATA]


def code_version() -> str:
    """Digest of the producing modules' source and of the label table (16 hex), so a
    change of either rebuilds facts."""
    h = hashlib.sha256()
    for data in _data_files():
        h.update(data.name.encode())
        if data.is_file():
            h.update(data.read_bytes())
    for name in _PRODUCERS:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):  # not importable (yet), or a stand-in module
            spec = None
        origin = spec.origin if spec else None
        h.update(name.encode())
        if origin and Path(origin).is_file():
            h.update(Path(origin).read_bytes())
    return h.hexdigest()[:16]


def load_facts(slug: str, where: Paths | None = None) -> FactsFile:
    """facts/<slug>/facts.json, validated; BadInput when missing or invalid."""
    return load(FactsFile, (where or paths()).facts_json(slug))


def _cached(out: Path, sha256: str, version: str) -> FactsFile | None:
    if not out.is_file():
        return None
    try:
        cached = load(FactsFile, out)
    except BadInput:
        return None  # an unreadable or older-shaped file is rebuilt, not fatal
    if cached.pages_sha256 == sha256 and cached.code_version == version:
        return cached
    return None


NO_TEXT_LAYER = "no text layer — scanned? OCR is not done"


def no_statements(pdf: Path | str, pages: Any) -> BadInput:
    """The one-line error of a filing with no field read: a scan, or no statement in it."""
    if pages.pages and not any(p.has_text_layer for p in pages.pages):
        return BadInput(pdf, NO_TEXT_LAYER)
    return BadInput(pdf, f"no financial statements found (pages read: {len(pages.pages)})")


def build_facts(pdf: Path, where: Paths | None = None, force: bool = False) -> FactsFile:
    """Extract (or reuse) pages, read the statements, check, compute R- and A- facts.

    BadInput on a missing or unreadable PDF (from pages.extract), and on a filing from
    which no field is read — a scan (`no text layer — scanned? OCR is not done`) or no
    financial statement in it (`no financial statements found (pages read: n)`): nothing
    a memo could stand on, and no facts.json is written for it.
    """
    from analyste.pages import extract

    where = where or paths()
    # `force` rebuilds the facts, not the pages: pages.json has its own sha256 cache.
    pages = extract(pdf, where=where)
    out = where.facts_json(slug_of(pdf))
    version = code_version()
    if not force:
        cached = _cached(out, pages.sha256, version)
        if cached is not None:
            if not any(cached.fields.values()):
                raise no_statements(pdf, pages)
            return cached
    if pages.pages and not any(p.has_text_layer for p in pages.pages):
        raise no_statements(pdf, pages)  # nothing to parse: not worth reading

    from analyste.checks import run_checks
    from analyste.statements import read_statements

    reading = read_statements(pages)
    if not any(v is not None for values in reading.fields.values() for v in values.values()):
        raise no_statements(pdf, pages)
    checks = run_checks(reading)
    state = _state(reading, checks)  # sets each source's status
    ff = FactsFile(
        company=reading.company,
        slug=slug_of(pdf),
        unit=reading.unit,
        language=reading.language,
        years=sorted(reading.years, reverse=True),
        fields=_plain(reading.fields),
        extra_fields=_plain(getattr(reading, "extra_fields", {}) or {}),
        sources=_sources(getattr(reading, "sources", {}) or {}),
        missing=list(getattr(reading, "missing", []) or []),
        checks=checks,
        reading=state,
        pages_sha256=pages.sha256,
        code_version=version,
    )
    ff.facts, ff.withheld = facts_and_withheld(ff)
    save(ff, out)
    return ff


def _state(reading: Any, checks: list[Check]) -> Reading:
    """facts.json `reading`, each source's status set from the identities that cover it."""
    if not isinstance(reading, StatementsReading):  # a stand-in parser (tests)
        return Reading(checks_passed=sum(c.ok for c in checks), checks_total=len(checks))
    return reading_state(reading, checks, checks_and_identities(reading)[1])


def facts_for(ff: FactsFile) -> list[Fact]:
    """The R- then A- facts of a FactsFile's fields and checks (no I/O; used by tests too),
    without those resting on a value in conflict (see facts_and_withheld)."""
    return facts_and_withheld(ff)[0]


def conflicts_of(ff: FactsFile) -> set[tuple[str, str]]:
    """(year, field) of every value whose source is in conflict."""
    return {
        (year, name)
        for year, by_field in ff.sources.items()
        for name, src in by_field.items()
        if src.status == "conflict"
    }


def facts_and_withheld(ff: FactsFile) -> tuple[list[Fact], list[Withheld]]:
    """The R- and A- facts to publish, and those withheld because a value they rest on is
    in conflict (issue 15).

    A value in conflict is never the input of a citable fact: an R- fact whose inputs
    (any year it shows) include one is withheld, with the reason in words; an A- alert
    resting on a withheld R- fact is withheld too, so that an alert a misreading would
    produce ("negative operating cash flow in 2017: -3", read from a restatement table,
    bridge gap -9,620) never fires. Alerts are computed on every ratio first, so that a
    withheld alert keeps the id it would have had and the published ids do not move.
    """
    latest = ff.sources.get(str(max(ff.years)), {}) if ff.years else {}
    labels = {name: src.label for name, src in latest.items()}  # names the net income used
    ratios = ratio_facts(ff.slug, ff.company, ff.unit, ff.language, ff.years, ff.fields, labels)
    ff_ratios = ff.model_copy(update={"facts": ratios})
    alerts = alert_facts(ff_ratios, ratios)
    bad = conflicts_of(ff)
    if not bad:
        return [*ratios, *alerts], []
    lang = ff.language
    withheld: list[Withheld] = []
    held: dict[str, list[FieldRef]] = {}
    published: list[Fact] = []
    for fact in ratios:
        refs = [
            FieldRef(year=int(year), field=name)
            for year, inputs in sorted(fact.data.get("inputs", {}).items(), reverse=True)
            for name in inputs
            if name != "revenue_previous_year" and (year, name) in bad
        ]
        if fact.data.get("name") == "revenue_growth":
            refs += [
                FieldRef(year=int(y) - 1, field="revenue")
                for y in fact.data.get("inputs", {})
                if (str(int(y) - 1), "revenue") in bad
            ]
        if refs:
            held[fact.data.get("name", "")] = refs
            withheld.append(Withheld(id=fact.id, reason=_reason(refs, lang), fields=refs))
        else:
            published.append(fact)
    for fact in alerts:
        resting = [name for name in fact.data.get("values", {}) if name in held]
        if resting:
            refs = [r for name in resting for r in held[name]]
            refs = list({(r.year, r.field): r for r in refs}.values())
            withheld.append(Withheld(id=fact.id, reason=_reason(refs, lang), fields=refs))
        else:
            published.append(fact)
    return published, withheld


def _reason(refs: list[FieldRef], language: str) -> str:
    """ "n/v : lecture contradictoire du flux de trésorerie d'exploitation 2017" /
    "n/v: conflicting reading of operating cash flow 2017"."""
    items = [f"{field_words(r.field, language)} {r.year}" for r in refs]
    if language == "fr":
        return "n/v : lecture contradictoire — " + ", ".join(items)
    return "n/v: conflicting reading of " + ", ".join(items)


@dataclass(frozen=True)
class FieldCounts:
    """Fields read, the canonical ones apart from the optional ones (facts output, run table).

    `canonical` of `expected` (34 canonical fields × the years of the filing: what eval
    scores), plus `optional` (current_assets, goodwill… read when printed). `label` is
    "68/68 + 2 optional" (or "68/68" when none).
    """

    canonical: int
    expected: int
    optional: int

    @property
    def label(self) -> str:
        head = f"{self.canonical}/{self.expected}"
        return f"{head} + {self.optional} optional" if self.optional else head


# ARCHITECTURE.md: 34 canonical fields per year; the optional ones are counted apart.
CANONICAL_PER_YEAR = len(CANONICAL)
_OPTIONAL = ("current_assets", "current_liabilities", "goodwill", "interest_paid")


def field_counts(ff: FactsFile) -> FieldCounts:
    """How many canonical and optional fields facts.json holds, and how many are expected."""
    try:
        from analyste.statements import OPTIONAL_FIELDS as optional
    except ImportError:  # a stand-in statements module (tests)
        optional = _OPTIONAL
    read = opt = 0
    for values in ff.fields.values():
        opt += sum(1 for name in values if name in optional)
        read += sum(1 for name in values if name not in optional)
    return FieldCounts(canonical=read, expected=CANONICAL_PER_YEAR * len(ff.years), optional=opt)


def _plain(fields: dict[Any, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    # Years may come as int keys; facts.json keys them as strings ("2025").
    return {
        str(year): {k: v for k, v in values.items() if v is not None}
        for year, values in fields.items()
    }


def _sources(sources: dict[Any, Any]) -> dict[str, Any]:
    return {str(year): dict(by_field) for year, by_field in sources.items()}
