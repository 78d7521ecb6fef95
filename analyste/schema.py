"""The files on disk, as pydantic models: pages.json, facts.json, memo.json.

These are the contracts of ARCHITECTURE.md (more keys than the minimal shape are
welcome there). Every stage reads and writes through these models so that a file
written by one stage is validated when the next one reads it. This module holds no
logic beyond (de)serialisation and atomic writes.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    SerializerFunctionWrapHandler,
    ValidatorFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from analyste.errors import BadInput

Number = int | float


# The canonical fields of ARCHITECTURE.md, per statement, in the contract's order.
CANONICAL_FIELDS: dict[str, tuple[str, ...]] = {
    "income": (
        "revenue",
        "cost_of_goods",
        "external_expenses",
        "personnel_expenses",
        "taxes_and_duties",
        "depreciation_amortisation",
        "operating_income",
        "financial_income",
        "financial_expenses",
        "pre_tax_income",
        "income_tax",
        "net_income",
    ),
    "balance": (
        "intangible_assets",
        "tangible_assets",
        "financial_assets",
        "inventories",
        "trade_receivables",
        "other_receivables",
        "cash",
        "total_assets",
        "equity",
        "provisions",
        "long_term_debt",
        "short_term_debt",
        "trade_payables",
        "tax_and_social_payables",
        "other_liabilities",
        "total_liabilities_and_equity",
    ),
    "cashflow": (
        "operating_cash_flow",
        "capex",
        "investing_cash_flow",
        "dividends_paid",
        "financing_cash_flow",
        "net_change_in_cash",
    ),
}
CANONICAL = tuple(f for fields in CANONICAL_FIELDS.values() for f in fields)

# Canonical fields in words (fr, en), once: the reason a fact is withheld, the list of
# unconfirmed values, the review's labels are read by people, never as internal names.
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "revenue": ("chiffre d'affaires", "revenue"),
    "cost_of_goods": ("coût des ventes", "cost of sales"),
    "external_expenses": ("charges externes", "external expenses"),
    "personnel_expenses": ("charges de personnel", "personnel expenses"),
    "taxes_and_duties": ("impôts et taxes", "taxes and duties"),
    "depreciation_amortisation": (
        "dotations aux amortissements",
        "depreciation and amortisation",
    ),
    "operating_income": ("résultat d'exploitation", "operating income"),
    "financial_income": ("produits financiers", "financial income"),
    "financial_expenses": ("charges financières", "financial expenses"),
    "pre_tax_income": ("résultat avant impôt", "pre-tax income"),
    "income_tax": ("impôt sur les résultats", "income tax"),
    "net_income": ("résultat net", "net income"),
    "intangible_assets": ("immobilisations incorporelles", "intangible assets"),
    "tangible_assets": ("immobilisations corporelles", "property, plant and equipment"),
    "financial_assets": ("immobilisations financières", "financial assets"),
    "inventories": ("stocks", "inventories"),
    "trade_receivables": ("créances clients", "trade receivables"),
    "other_receivables": ("autres créances", "other receivables"),
    "cash": ("trésorerie", "cash"),
    "total_assets": ("total de l'actif", "total assets"),
    "equity": ("capitaux propres", "equity"),
    "provisions": ("provisions", "provisions"),
    "long_term_debt": ("dettes financières à long terme", "long-term debt"),
    "short_term_debt": ("dettes financières à court terme", "short-term debt"),
    "trade_payables": ("dettes fournisseurs", "trade payables"),
    "tax_and_social_payables": ("dettes fiscales et sociales", "tax and social payables"),
    "other_liabilities": ("autres dettes", "other liabilities"),
    "total_liabilities_and_equity": ("total du passif", "total liabilities and equity"),
    "operating_cash_flow": ("flux de trésorerie d'exploitation", "operating cash flow"),
    "capex": ("investissements corporels et incorporels", "capital expenditure"),
    "investing_cash_flow": ("flux d'investissement", "investing cash flow"),
    "dividends_paid": ("dividendes versés", "dividends paid"),
    "financing_cash_flow": ("flux de financement", "financing cash flow"),
    "net_change_in_cash": ("variation de trésorerie", "net change in cash"),
    "current_assets": ("actif circulant", "current assets"),
    "current_liabilities": ("passif circulant", "current liabilities"),
    "goodwill": ("écarts d'acquisition", "goodwill"),
    "interest_paid": ("intérêts payés", "interest paid"),
}


def field_words(name: str, language: str) -> str:
    fr, en = FIELD_WORDS.get(name, (name.replace("_", " "), name.replace("_", " ")))
    return fr if language == "fr" else en


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---------------------------------------------------------------- pages.json


class HiddenText(Model):
    """Text present in the PDF that a human reader cannot see."""

    text: str = Field(description="the hidden characters, joined in reading order")
    reason: Literal["invisible_colour", "tiny_type", "outside_page"] = Field(
        description="why a reader cannot see it"
    )


class Page(Model):
    number: int = Field(description="1-based PDF page number")
    text: str = Field(description="visible text, the reference for every quote check")
    lines: list[tuple[float, float, float, float]] = Field(
        default_factory=list,
        description="one box per line of `text` (x0, top, x1, bottom), in points from the "
        "page's top-left corner as displayed; empty when the page was read by the fallback",
    )
    size: tuple[float, float] = Field(
        default=(0.0, 0.0), description="page width and height in points, as displayed"
    )
    hidden: list[HiddenText] = Field(default_factory=list, description="text a reader cannot see")
    has_text_layer: bool = Field(default=True, description="false for a scanned page (no OCR)")
    extractor: str = Field(default="pdfplumber", description="which reader produced the text")


class PagesFile(Model):
    slug: str = Field(description="report id: the PDF's file stem")
    pdf: str = Field(description="path of the PDF as given")
    sha256: str = Field(description="sha256 of the PDF bytes; the cache key")
    page_count: int
    extraction: dict[str, Any] = Field(
        default_factory=dict, description="settings and library versions used"
    )
    warnings: list[str] = Field(default_factory=list)
    pages: list[Page]


# ---------------------------------------------------------------- facts.json


class FieldSource(Model):
    """Where a field value was read: enough to show the number on its page."""

    page: int = Field(description="1-based PDF page")
    line: str = Field(description="the statement line as extracted")
    label: str = Field(description="the label as printed")
    statement: Literal["income", "balance", "cashflow"]
    printed: str = Field(default="", description="the number as printed, before signing")
    status: Literal["confirmed", "unconfirmed", "conflict"] = Field(
        default="unconfirmed",
        description="confirmed: an arithmetic identity using the value holds; unconfirmed: "
        "no identity covers it; conflict: an identity it takes part in fails",
    )
    identities: list[str] = Field(
        default_factory=list,
        description="names of the checks (Check.name) that cover this value",
    )
    combined_from: list[str] = Field(
        default_factory=list,
        description="the printed lines summed into this field, when it is a combination "
        "that the statement's own totals prove (e.g. debt split by maturity)",
    )


class MissingField(Model):
    field: str
    year: int
    statement: str
    labels_tried: list[str] = Field(default_factory=list)


class Check(Model):
    name: str = Field(description="e.g. balance_sheet_2025")
    ok: bool
    detail: str
    gap: Number | None = Field(default=None, description="computed minus printed, when failed")


class StatementFound(Model):
    """Where one primary statement was read."""

    statement: Literal["income", "balance", "cashflow"]
    pages: list[int] = Field(description="1-based PDF pages the statement was read from")
    title: str = Field(default="", description="the title as printed")
    unit: str = Field(default="", description="the unit printed in this statement's header")
    years: list[int] = Field(default_factory=list, description="year columns, latest first")


class FieldRef(Model):
    year: int
    field: str


class Withheld(Model):
    """A citable fact (R- or A-) not published because a value it rests on is in conflict."""

    id: str = Field(description="the id the fact would have had")
    reason: str = Field(description="the reason in words, in the filing's language")
    fields: list[FieldRef] = Field(default_factory=list, description="the values in conflict")


class Reading(Model):
    """The state of the statement reading: what the memo and its review open with."""

    statements: list[StatementFound] = Field(default_factory=list)
    checks_passed: int = 0
    checks_total: int = 0
    failed_checks: list[str] = Field(
        default_factory=list, description="each failed check in words (filing's language)"
    )
    unconfirmed: list[FieldRef] = Field(default_factory=list)
    conflicts: list[FieldRef] = Field(default_factory=list)
    fiscal_year: int | None = Field(
        default=None, description="the filing's fiscal year, read from the cover or headers"
    )
    notes: list[str] = Field(
        default_factory=list,
        description="warnings in words: latest statement year differs from the fiscal "
        "year; statements of a bank/insurer to which the credit fields do not apply",
    )
    kind: Literal["company", "bank", "insurer"] = Field(
        default="company", description="bank/insurer: the credit-memo fields do not apply"
    )


# ---------------------------------------------------------------- fact payloads
#
# Issue 12: `Fact.data` was a bare dict read with `.get(...)` in a dozen modules, so a
# misspelt key read as "absent" and a wrong type went unseen. Each kind now has its model:
# values are validated on load, attribute reads are checked by mypy. Two promises hold
# the models to the files already on disk:
#  - the JSON written is the JSON written before: only the keys a producer gave are
#    written, in the order it gave them (the hidden-text quote of signals.py puts
#    `hidden*` before `span`, the visible one `quote` before it), so facts.json stays
#    byte-identical (make e2e and the 3M 10-K, before and after the change);
#  - a payload keeps keys it does not know (extra="allow"): an old facts.json, or a
#    producer on another branch that adds a key, still loads and round-trips unchanged.
# The mapping methods (`get`, `[]`, `in`, `pop`, `items`, `keys`) read and write the
# payload exactly as the dict did, for readers not yet moved to attributes (`values` is
# not one: it is a field of ratios, alerts and comparisons).


class Payload(BaseModel):
    """The kind-specific data of a fact: typed fields, written as the producer gave them."""

    model_config = ConfigDict(extra="allow")

    _order: list[str] = PrivateAttr(default_factory=list)

    @model_validator(mode="wrap")
    @classmethod
    def _keep_order(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        model = handler(value)
        if isinstance(value, Mapping) and isinstance(model, Payload):
            model._order = [str(k) for k in value]
        return model

    @model_serializer(mode="wrap")
    def _as_given(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        dumped = handler(self)
        return {k: dumped[k] for k in self.keys() if k in dumped}

    # -- the dict it replaces: the keys present are the keys given, in their order

    def keys(self) -> list[str]:
        present = set(self.model_fields_set) | set(self.__pydantic_extra__ or {})
        ordered = [k for k in self._order if k in present]
        return ordered + [k for k in type(self).model_fields if k in present and k not in ordered]

    def items(self) -> list[tuple[str, Any]]:
        return [(k, getattr(self, k)) for k in self.keys()]

    def get(self, key: str, default: Any = None) -> Any:
        return getattr(self, key) if key in self.keys() else default

    def __contains__(self, key: object) -> bool:
        return key in self.keys()

    def __getitem__(self, key: str) -> Any:
        if key not in self.keys():
            raise KeyError(key)
        return getattr(self, key)

    def __setitem__(self, key: str, value: Any) -> None:
        setattr(self, key, value)
        if key not in self._order:  # a new list: a model_copy shares the old one
            self._order = [*self._order, key]

    def pop(self, key: str, *default: Any) -> Any:
        if key not in self.keys():
            if default:
                return default[0]
            raise KeyError(key)
        value = getattr(self, key)
        self._order = [k for k in self._order if k != key]
        if key in type(self).model_fields:
            field = type(self).model_fields[key]
            setattr(self, key, field.get_default(call_default_factory=True))
            self.model_fields_set.discard(key)
        else:
            del (self.__pydantic_extra__ or {})[key]
        return value

    def __iter__(self) -> Iterator[str]:  # type: ignore[override]
        # A dict iterates over its keys (`list(fact.data)`, `{**fact.data}`); BaseModel's
        # (name, value) pairs were never what a reader of `data` expected.
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def as_dict(self) -> dict[str, Any]:
        """The payload as JSON-ready Python values, exactly as it is written."""
        return self.model_dump(mode="json")


class QuoteData(Payload):
    """A Q- fact: a verified quote (signals.py), or text on the page a reader cannot see."""

    category: str = Field(default="", description="risk category of the lexicon")
    quote: str = Field(default="", description="the quote as copied; the review reads it here")
    span: list[int] | None = Field(default=None, description="character offsets on its page")
    why: str = Field(default="", description="why the reader kept it")
    rank: int | None = Field(default=None, description="1 = most severe and telling")
    matter: str | None = Field(default=None, description="the sub-heading it is told under")
    score: Number | None = Field(default=None, description="how telling, for the ranking")
    hidden: bool = Field(default=False, description="text a human reader cannot see")
    hidden_reason: str = Field(default="", description="invisible_colour, tiny_type…")
    hidden_text: str = Field(default="", description="the hidden characters")
    targets: list[str] | None = Field(
        default=None, description="risk categories an embedded instruction would have hidden"
    )


class RatioData(Payload):
    """An R- fact (ratios.py): a ratio, or a key amount when `role` is "field"."""

    name: str = Field(default="", description="ratio name of ARCHITECTURE.md, or field name")
    role: str = Field(default="ratio", description="ratio, or field for a key amount")
    formula: str = Field(default="", description="the formula in words")
    unit: str = Field(default="", description="x, %, days, or the statement unit")
    decimals: int = Field(default=0, description="decimals printed")
    values: dict[str, Number | None] = Field(
        default_factory=dict, description="year → value; None when not meaningful"
    )
    printed: dict[str, str] = Field(default_factory=dict, description="year → as printed")
    not_meaningful: dict[str, str] = Field(
        default_factory=dict, description="year → why no value (missing, zero…)"
    )
    change: Number | None = Field(default=None, description="latest minus previous, rounded")
    change_printed: str = Field(default="", description="the change as printed")
    inputs: dict[str, dict[str, Number | None]] = Field(
        default_factory=dict, description="year → field → the value computed from"
    )
    net_cash: bool = Field(default=False, description="a negative multiple is net cash")


class AlertData(Payload):
    """An A- fact (alerts.py): a rule that fired over fields and ratios."""

    rule: str = Field(default="", description="the rule's name (alerts.RULES)")
    year: int | None = Field(default=None, description="the year it fired for")
    values: dict[str, str] = Field(
        default_factory=dict, description="the printed numbers it rests on"
    )
    thresholds: dict[str, Number] = Field(default_factory=dict, description="thresholds read")


class RankEntry(Payload):
    """One company in a rank comparison."""

    rank: int = 0
    slug: str = ""
    company: str = ""
    value: Number | None = None
    printed: str = ""


class ComparisonData(Payload):
    """A C- fact (comparisons.py); `kind` says which: units, rank, gap, sign or signals."""

    kind: str = Field(default="", description="units, rank, gap, sign, signals")
    metric: str = Field(default="", description="the ratio compared")
    year: int | None = None
    slug: str = Field(default="", description="signals: the company")
    a: str = Field(default="", description="gap: the first company's slug")
    b: str = Field(default="", description="gap: the second company's slug")
    units: dict[str, str] = Field(default_factory=dict, description="units: slug → unit")
    ranking: list[RankEntry] = Field(default_factory=list, description="rank: best first")
    values: dict[str, Number] = Field(default_factory=dict, description="slug → value")
    difference: Number | None = Field(default=None, description="gap: a minus b")
    printed: dict[str, str] = Field(default_factory=dict, description="slug (or part) → text")
    negative: list[str] = Field(default_factory=list, description="sign: slugs below zero")
    positive: list[str] = Field(default_factory=list, description="sign: slugs above zero")
    total: int = Field(default=0, description="signals: verified signals of the company")
    shown: list[str] = Field(default_factory=list, description="signals: quotes shown")
    more: int = Field(default=0, description="signals: quotes not shown")
    order: list[str] = Field(default_factory=list, description="signals: by severity")
    sources: list[str] = Field(default_factory=list, description="the facts compared")


class FieldData(Payload):
    """A field fact: one value of the statements (no producer writes one yet)."""

    field: str = ""
    year: int | None = None
    value: Number | None = None


PAYLOADS: dict[str, type[Payload]] = {
    "quote": QuoteData,
    "ratio": RatioData,
    "alert": AlertData,
    "comparison": ComparisonData,
    "field": FieldData,
}

FactData = QuoteData | RatioData | AlertData | ComparisonData | FieldData


class Fact(Model):
    id: str = Field(description="R-<slug>-<name>, A-<slug>-<n>, Q-<slug>-<n>, C-<name>")
    kind: Literal["ratio", "alert", "quote", "field", "comparison"]
    text: str = Field(description="exactly what the writer sees; numbers are checked against it")
    page: int | None = Field(default=None, description="1-based page (quotes)")
    data: FactData = Field(
        default_factory=FieldData,
        description="kind-specific (PAYLOADS): ratio → formula, values, change, inputs; "
        "quote → category, span, why; alert → rule, threshold; comparison → what was compared",
    )

    @model_validator(mode="before")
    @classmethod
    def _data_of_its_kind(cls, value: Any) -> Any:
        # The fact's kind chooses the payload model: the JSON carries no tag of its own.
        if isinstance(value, Mapping) and value.get("kind") in PAYLOADS:
            payload = PAYLOADS[value["kind"]]
            data = value.get("data")
            if not isinstance(data, payload):
                if isinstance(data, Payload):
                    data = data.as_dict()
                value = {**value, "data": payload.model_validate(data or {})}
        return value


class SignalRecord(Model):
    category: str
    quote: str
    page: int
    why: str = ""
    verified: bool
    reason: str = Field(default="", description="claim-checker reason when rejected")
    fact_id: str | None = None


class FactsFile(Model):
    company: str
    slug: str
    unit: str = Field(description="statement unit as printed: k€, M€, $ millions…")
    language: Literal["fr", "en"] = "fr"
    years: list[int] = Field(description="fiscal years, latest first")
    fields: dict[str, dict[str, Number]] = Field(description="year → field → signed value")
    extra_fields: dict[str, dict[str, Number]] = Field(
        default_factory=dict, description="year → printed label → value (non-canonical lines)"
    )
    sources: dict[str, dict[str, FieldSource]] = Field(
        default_factory=dict, description="year → field → where it was read"
    )
    missing: list[MissingField] = Field(default_factory=list)
    checks: list[Check] = Field(default_factory=list)
    facts: list[Fact] = Field(default_factory=list)
    signals: list[SignalRecord] = Field(default_factory=list)
    reading: Reading = Field(
        default_factory=Reading, description="statements found, checks, value statuses"
    )
    withheld: list[Withheld] = Field(
        default_factory=list, description="R-/A- facts not published: a value in conflict"
    )
    pages_sha256: str = ""
    code_version: str = Field(
        default="", description="digest of the code that built fields, checks, R-/A- facts"
    )


# ---------------------------------------------------------------- memo.json


class ReviewMark(Model):
    sentence: str
    reason: str = Field(description="e.g. unsupported:0.33 or comparison")


class Paragraph(Model):
    text: str
    sources: list[str] = Field(default_factory=list)
    section: str = ""
    review: list[ReviewMark] = Field(default_factory=list)


class Defect(Model):
    paragraph: int = Field(description="0-based index of the paragraph")
    code: str = Field(description="no_citation, missing_id:<id>, number_not_found:<n>…")
    message: str = Field(default="", description="the defect as a readable sentence")


class Memo(Model):
    slug: str
    company: str
    verified: bool
    attempts: int
    paragraphs: list[Paragraph]
    defects: list[Defect] = Field(default_factory=list)
    language: Literal["fr", "en"] = "fr"
    provider: str = ""
    model: str = ""
    usage: dict[str, Any] = Field(default_factory=dict, description="tokens, latency, calls")
    created: str = ""


# ---------------------------------------------------------------- atomic I/O

M = TypeVar("M", bound=BaseModel)


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write through a temporary file in the same folder, then rename: never half a file.

    The file gets the mode an ordinary write would give (0666 less the umask): mkstemp
    creates 0600, which left memos unreadable to colleagues sharing the folder.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        data = text.encode("utf-8") if isinstance(text, str) else text
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def save(model: BaseModel, path: Path) -> None:
    write_atomic(path, model.model_dump_json(indent=1) + "\n")


def load(cls: type[M], path: Path) -> M:
    """Read and validate a file; raises BadInput naming the path and the reason."""
    try:
        return cls.model_validate_json(path.read_bytes())
    except FileNotFoundError:
        raise BadInput(path, "no such file") from None
    except (ValueError, json.JSONDecodeError) as e:
        first = str(e).splitlines()[0]
        raise BadInput(path, f"not a valid {cls.__name__} file ({first})") from None
