"""Page text of a filing → the three primary statements, read into the canonical fields.

What for: find the income statement, the balance sheet and the cash-flow statement by
their titles, read every printed line (label, optional note reference, one number per
year column) and map the labels to the canonical fields of ARCHITECTURE.md through the
vocabulary in `analyste/data/labels.json`, signed by the contract's conventions. Every
value keeps its source (page, line, label, printed text); a field not found is reported
missing with the labels tried, never guessed.

What not: no ratios, no alerts, no arithmetic judgement (analyste.checks does that); no
PDF reading (the input is pages.json text, whatever extractor produced it).

Works on text only. Thousands separators that the extractor turned into plain spaces
make `3 118 240 121 030` ambiguous (note 3 + 118 240 + 121 030, or 3 118 240 + 121 030):
each line keeps its possible readings and the arithmetic of the statement (printed totals,
the income cascade) picks the one that adds up; the magnitude of the neighbouring year
decides when nothing else does.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from decimal import Decimal
from functools import cached_property, lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from analyste.normalise import fold_apostrophes
from analyste.numbers import parse_amount
from analyste.schema import FieldSource, MissingField, Number, PagesFile, StatementFound
from analyste.statements.fiscal import align_years, fiscal_year
from analyste.statements.kinds import KIND_NOTE, company_kind, keep_what_applies

Statement = Literal["income", "balance", "cashflow"]
STATEMENTS: tuple[Statement, ...] = ("income", "balance", "cashflow")
OPTIONAL_FIELDS = ("current_assets", "current_liabilities", "goodwill", "interest_paid")

# ---------------------------------------------------------------- models


class PrintedLine(BaseModel):
    """One line of a statement as read: its label and its values per year, as printed."""

    model_config = ConfigDict(extra="forbid")
    label: str = Field(description="the label as printed (wrapped lines joined)")
    values: dict[str, Number] = Field(description="year → value with the printed sign")
    page: int = Field(description="1-based PDF page")
    field: str | None = Field(default=None, description="canonical field it was mapped to")


class PrintedTotal(BaseModel):
    """A printed total or subtotal and the lines it sums, for the arithmetic checks."""

    model_config = ConfigDict(extra="forbid")
    statement: Statement
    label: str = Field(description="as printed; '(unlabelled subtotal)' for a bare number line")
    page: int = Field(description="1-based PDF page")
    values: dict[str, Number] = Field(description="year → printed total")
    components: list[PrintedLine] = Field(description="the lines it adds, as printed")
    identified_by: str = Field(
        description="'heading' (the total names its heading: Total current assets ↔ "
        "Current assets), or 'sum' (the lines just above add up to it)"
    )


class StatementsReading(BaseModel):
    """What read_statements found in one filing."""

    model_config = ConfigDict(extra="forbid")
    company: str = Field(description="from the cover or the statement headers")
    unit: str = Field(description="as printed in the statement header, normalised: k€, $ millions…")
    language: Literal["fr", "en"]
    years: list[int] = Field(description="fiscal years, latest first")
    fields: dict[str, dict[str, Number]] = Field(description="year → field → signed value")
    extra_fields: dict[str, dict[str, Number]] = Field(
        description="year → printed label → value as printed (non-canonical lines)"
    )
    sources: dict[str, dict[str, FieldSource]] = Field(description="year → field → where read")
    missing: list[MissingField] = Field(description="canonical fields not found")
    totals: list[PrintedTotal] = Field(
        default_factory=list, description="printed totals whose lines were identified"
    )
    statement_pages: dict[str, list[int]] = Field(
        default_factory=dict, description="income/balance/cashflow → 1-based pages"
    )
    aux: dict[str, dict[str, Number]] = Field(
        default_factory=dict,
        description="year → auxiliary line (fx_effect, cash_end, cash_begin) → printed value",
    )
    lines: dict[str, list[PrintedLine]] = Field(
        default_factory=dict, description="statement → every data line read, in order"
    )
    warnings: list[str] = Field(
        default_factory=list, description="statements not found, fields left out as ambiguous"
    )
    statements: list[StatementFound] = Field(
        default_factory=list, description="each primary statement found: pages, title, unit"
    )
    fiscal_year: int | None = Field(
        default=None, description="the filing's fiscal year (cover, else statement headers)"
    )
    kind: Literal["company", "bank", "insurer"] = Field(
        default="company", description="bank/insurer: the credit-memo fields do not apply"
    )
    notes: list[str] = Field(
        default_factory=list,
        description="in the filing's language: fiscal year vs latest column, kind of company",
    )


# ---------------------------------------------------------------- vocabulary


@dataclass(frozen=True)
class Pattern:
    text: str
    label: re.Pattern[str]
    heading: re.Pattern[str] | None
    side: str = ""  # "assets" or "liabilities": the side of the balance sheet


@dataclass(frozen=True)
class FieldSpec:
    name: str
    statements: tuple[str, ...]
    nature: str
    unique: bool
    patterns: tuple[Pattern, ...]


@dataclass(frozen=True)
class Vocabulary:
    titles: dict[str, tuple[str, ...]]
    income_override: tuple[str, ...]
    lookalike: tuple[str, ...]
    fields: dict[str, FieldSpec]
    aux: dict[str, FieldSpec]
    subtotal: tuple[re.Pattern[str], ...]
    income_words: frozenset[str]
    expense_words: frozenset[str]
    members: dict[str, tuple[str, frozenset[str]]]  # field → (balance-sheet side, line names)
    purchases: tuple[re.Pattern[str], ...]
    inventory_change: tuple[re.Pattern[str], ...]


def _compile(text: str) -> Pattern:
    heading, _, label = text.rpartition(" :: ")
    side = heading.removeprefix("side=") if heading.startswith("side=") else ""
    return Pattern(
        text=text,
        label=re.compile(_fold(label)),
        heading=re.compile(_fold(heading)) if heading and not side else None,
        side=side,
    )


def _spec(name: str, d: dict) -> FieldSpec:
    return FieldSpec(
        name=name,
        statements=tuple(d["statements"]),
        nature=d.get("nature", "as_printed"),
        unique=bool(d.get("unique", False)),
        patterns=tuple(_compile(p) for p in d["patterns"]),
    )


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    """The label table, loaded once from analyste/data/labels.json."""
    raw = json.loads(resources.files("analyste").joinpath("data/labels.json").read_text("utf-8"))
    return Vocabulary(
        titles={k: tuple(v) for k, v in raw["titles"].items()},
        income_override=tuple(raw["income_title_overrides_stop"]),
        lookalike=tuple(raw.get("lookalike_titles", ())),
        fields={k: _spec(k, v) for k, v in raw["fields"].items()},
        aux={k: _spec(k, v) for k, v in raw["aux"].items()},
        subtotal=tuple(re.compile(p) for p in raw["subtotal_labels"]),
        income_words=frozenset(raw["income_words"]),
        expense_words=frozenset(raw["expense_words"]),
        members={
            k: (v.get("side", ""), frozenset(v["names"])) for k, v in raw.get("members", {}).items()
        },
        purchases=tuple(re.compile(x) for x in raw["purchases"]["patterns"]),
        inventory_change=tuple(re.compile(x) for x in raw["purchases"]["unless"]),
    )


# Labels and patterns compare without accents, apostrophes as spaces (the one home of the
# folds is analyste.normalise).
_fold = fold_apostrophes


_FOOTNOTE = re.compile(r"\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)|\*+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+")
# "Inventories (Notes 1 and 3)", "Long-term debt (Note 7)": a note reference in brackets,
# whose closing digits the extractor may have read with the numbers (J&J 10-Ks print one
# on most balance-sheet lines), so that the bracket is often left open.
_NOTE_REF = re.compile(
    r"\(\s*(?:see\s+)?notes?\b[^)]*(?:\)|$)"
    # "Long-term debt (includes $10.31 billion … related to VIEs)" (PG&E): what a line
    # includes is said in brackets after its name, and is not part of it
    r"|\(\s*(?:includes|including|incl\.|of which|dont)\b[^)]*(?:\)|$)"
)


def normalise_label(label: str) -> str:
    """The form labels are matched in: 'Total stockholders’ equity (1)' → 'total
    stockholders equity'. Footnote markers ((1), (a), *, ¹) go, punctuation becomes space."""
    text = _fold(label)
    text = _NOTE_REF.sub(" ", text)
    text = _FOOTNOTE.sub(" ", text)
    text = text.replace("&", " and ")
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return " ".join(text.split())


def _squash(line: str) -> str:
    return re.sub(r"[^a-z]", "", _fold(line))


# ---------------------------------------------------------------- number cells

NIL = {"-", "—", "–", "−", "--", "—-", "nil", "néant", "neant"}
_CURRENCY = {"$", "€", "£", "US$", "USD", "EUR", "AED", "CHF"}
_MINUS = "-−–"
_NUM = re.compile(r"^\(?[" + _MINUS + r"]?\(?[$€£]?\d[\d.,\u00a0\u202f]*\)?%?$")
_HEAD = re.compile(r"^\(?[" + _MINUS + r"]?\d{1,3}$")
_MID = re.compile(r"^\d{3}$")
_LAST = re.compile(r"^\d{3}(?:[.,]\d+)?\)?$")
_NOTE = re.compile(r"^(?:\d{1,2}(?:[.,]\d{1,2})?|\d{1,2}\s?\(?[a-z]\)?|[A-Z]\d{0,2})$")
_YEAR = re.compile(r"(?<![\d,.])(19[5-9]\d|20\d\d)(?![\d,.])")


def is_cell_token(token: str) -> bool:
    """A token that can be (part of) a printed number or a nil mark."""
    return token in NIL or bool(_NUM.match(token))


def read_cell(text: str, decimal_comma: bool | None = None) -> Decimal | None:
    """The value of one printed number cell, signed as printed; None when not a number.

    Reads what statements print: `1 234,5` (space, U+00A0 or U+202F between thousands),
    `1,234.5`, `(1 234)`, `−1 234` (U+2212), `-`/`—` for nil, a `$` or `€` sign beside
    the number, a trailing footnote star. Wraps analyste.numbers.parse_amount, which reads
    one token without inner spaces.
    """
    s = text.strip().rstrip("*").strip()
    for cur in ("US$", "$", "€", "£"):
        s = s.replace(cur, "")
    s = s.strip()
    if s in NIL:
        return Decimal(0)
    paren = s.startswith("(") and s.endswith(")")
    if paren:
        s = s[1:-1].strip()
    s = re.sub(r"[\s\u00a0\u202f\u2009\u2007]+", "", s)
    if decimal_comma and re.fullmatch(r"[" + _MINUS + r"]?\d{1,3}(?:\.\d{3})+", s):
        s = s.replace(".", "")  # 1.000 where the comma is the decimal mark: a thousand
    value = parse_amount(s, decimal_comma)
    if value is None:
        return None
    return -abs(value) if paren else value


def _plain(value: Decimal) -> Number:
    return int(value) if value == value.to_integral_value() else float(value)


@dataclass
class Reading:
    """One way to read the number tokens at the end of a line."""

    values: list[Decimal]
    printed: list[str]
    leftover: list[str]  # tokens left to the label (a note reference, a stray number)
    score: float


def _valid_group(tokens: list[str]) -> bool:
    if len(tokens) == 1:
        t = tokens[0]
        if t in NIL:
            return True
        if t.count("(") != t.count(")"):
            return False
        digits = t.strip("()" + _MINUS + "$€£%")
        # "030" cannot start a number: it is the tail of a space-grouped one
        return not (len(digits) > 1 and digits[0] == "0" and digits[1].isdigit())
    first, *middle, last = tokens
    if not _HEAD.match(first) or not _LAST.match(last):
        return False
    if any(not _MID.match(t) for t in middle):
        return False
    return first.startswith("(") == last.endswith(")")


def _segmentations(tokens: list[str], n: int) -> list[list[list[str]]]:
    """Every split of `tokens` (all used) into n valid space-grouped numbers."""
    if n == 0:
        return [[]] if not tokens else []
    out = []
    for size in range(1, len(tokens) - n + 2):
        group = tokens[-size:]
        if not _valid_group(group):
            continue
        for rest in _segmentations(tokens[:-size], n - 1):
            out.append([*rest, group])
    return out


def _balance(values: list[Decimal]) -> float:
    """How unlike neighbouring year columns are (0 = same magnitude); zeros are neutral."""
    score = 0.0
    for a, b in itertools.pairwise(values):
        if a == 0 or b == 0:
            continue
        score += abs(math.log10(abs(float(a))) - math.log10(abs(float(b))))
    return score


@dataclass(frozen=True)
class Columns:
    """The number columns of a statement: `years` year columns, with `left` columns
    before them (PCG balance sheet: Brut, Amortissements, before Net N and Net N−1) and
    `right` after them (a variation or % column)."""

    years: int
    left: int = 0
    right: int = 0


def readings(
    tokens: list[str],
    n: int | Columns,
    decimal_comma: bool | None,
    space_grouped: bool,
    notes: bool,
) -> list[Reading]:
    """The possible readings of trailing number tokens as the year columns, best first.

    A line may print every column (left + years + right) or only the year columns (the
    liabilities of a PCG balance sheet have no Brut/Amortissements); both are tried, the
    full layout first. Values and printed cells of a reading are the year columns only.
    """
    cols = n if isinstance(n, Columns) else Columns(n)
    layouts = [(cols.left, cols.years, cols.right)]
    if cols.right:
        layouts.append((cols.left, cols.years, 0))
    if cols.left:
        layouts.append((0, cols.years, cols.right))
        if cols.right:
            layouts.append((0, cols.years, 0))
    if not space_grouped:
        # comma-grouped cells are whole tokens: the layout that uses most of them wins
        for left, years, right in layouts:
            found = _readings(tokens, left, years, right, decimal_comma, False, notes)
            if found:
                return found
        return []
    # space-grouped: "12 500 3 200" is two cells or four; every layout is scored, the
    # full one first (a PCG asset line whose Brut − Amortissements = Net wins outright)
    every: list[Reading] = []
    for rank, (left, years, right) in enumerate(layouts):
        for r in _readings(tokens, left, years, right, decimal_comma, True, notes):
            r.score += 0.5 * bool(rank)
            every.append(r)
    every.sort(key=lambda r: r.score)
    # a reading whose year columns differ by a factor of ~30 more than the best one's is
    # not worth the arithmetic's time
    return [r for r in every if r.score <= every[0].score + 1.5] if every else []


def _readings(
    tokens: list[str],
    left: int,
    years: int,
    right: int,
    decimal_comma: bool | None,
    space_grouped: bool,
    notes: bool,
) -> list[Reading]:
    total = left + years + right

    def make(cells: list[str], rest: list[str], penalty: float) -> Reading | None:
        read = [read_cell(c, decimal_comma) for c in cells]
        values = [v for v in read if v is not None]
        if len(values) != len(read):
            return None
        kept = values[left : left + years]
        score = _balance(kept) + penalty
        if left == 2:
            # Brut − Amortissements = Net settles a PCG asset line
            brut, amort, net = (abs(v) for v in values[:3])
            score += -1.0 if abs(brut - amort - net) <= 1 else 1.0
        extra = rest + cells[:left] + cells[left + years :]
        return Reading(kept, cells[left : left + years], extra, score)

    if not space_grouped:
        if len(tokens) < total:
            return []
        r = make(tokens[-total:], tokens[:-total], 0.0)
        return [r] if r else []
    found: list[Reading] = []
    for skip in range(0, len(tokens)):
        used, rest = tokens[skip:], tokens[:skip]
        if len(used) < total:
            break
        for seg in _segmentations(used, total):
            penalty = 0.0
            if rest:
                note_like = len(rest) == 1 and _NOTE.match(rest[0])
                penalty = (0.2 if notes else 0.6) if note_like else 2.0 * len(rest)
            r = make([" ".join(g) for g in seg], rest, penalty)
            if r is not None:
                found.append(r)
        if found and skip >= 1:
            break
    found.sort(key=lambda r: r.score)
    return found


# ---------------------------------------------------------------- lines and sections


@dataclass
class Row:
    page: int
    line: str
    label: str
    heading: str
    options: list[Reading]
    chosen: int = 0
    field: str | None = None
    signs: list[int] = dc_field(default_factory=list)  # income tax per year: -1 charge, +1 benefit
    side: str = ""  # balance sheet: "assets" or "liabilities", from the last side heading
    combined_from: list[str] = dc_field(default_factory=list)  # lines this one is proven to sum

    @property
    def reading(self) -> Reading:
        return self.options[self.chosen]


@dataclass
class Section:
    kind: str  # income, balance, cashflow or stop
    start_page: int
    title: str
    lines: list[tuple[int, str]] = dc_field(default_factory=list)  # (page, text)


def _title_kind(line: str) -> str | None:
    """The statement a title line announces ('stop' for one we do not read), or None."""
    words = line.split()
    if not words or len(words) > 16 or len(line) > 140:
        return None
    if len(_split_tokens(line)[1]) >= 2:
        # a data line that happens to hold title words: "Accumulated other comprehensive
        # income (loss) (6,866) (7,026)" in 3M's balance sheet is no stop title
        return None
    sq = _squash(line)
    voc = vocabulary()
    hits = {k for k, keys in voc.titles.items() for key in keys if key in sq}
    if not hits:
        return None
    if "stop" in hits:
        if "income" in hits and any(k in sq for k in voc.income_override):
            return "income"
        return "stop"
    for kind in ("cashflow", "balance", "income"):
        if kind in hits:
            return kind
    return None


def _sections(pages: PagesFile) -> list[Section]:
    """Cut the document at every title line; a section runs to the next title or page end."""
    out: list[Section] = []
    for page in pages.pages:
        current: Section | None = None
        for raw in page.text.splitlines():
            line = raw.strip()
            if not line:
                continue
            kind = _title_kind(line)
            if kind is not None:
                current = Section(kind, page.number, line)
                out.append(current)
                continue
            if current is not None:
                current.lines.append((page.number, line))
    return out


def _page_lines(pages: PagesFile, number: int) -> list[tuple[int, str]]:
    for page in pages.pages:
        if page.number == number:
            return [(number, x.strip()) for x in page.text.splitlines() if x.strip()]
    return []


# ---------------------------------------------------------------- parsing one statement


@dataclass
class Parsed:
    kind: str
    pages: list[int]
    title: str
    years: list[int]
    rows: list[Row]
    header_lines: list[str]
    decimal_comma: bool | None
    language: str

    @cached_property
    def unit(self) -> Decimal:
        """The value of the last printed digit (1, or 0.1 for M€ with one decimal)."""
        return _last_digit(self.rows)


_CONNECTORS = ("&", ",", "-", "and", "et", "de", "of", "for", "to", "du", "des", "la", "le", "in")


_DATE = re.compile(r"(?<!\d)\d{1,2}[./-]\d{1,2}[./-]((?:19|20)\d\d)(?!\d)")


def _years_of(line: str) -> list[int]:
    """Column years of a header line ('Notes 2025 2024', 'Year Ended June 30, 2016 2015
    2014', '31.12.2025 31.12.2024'); [] when the line is not a header."""
    line = _DATE.sub(r"\1", line)
    years = [int(y) for y in _YEAR.findall(line)]
    if len(years) < 2 or len(set(years)) != len(years):
        return []
    tokens = line.split()
    numeric = [t for t in tokens if is_cell_token(t.rstrip(",")) and not _YEAR.fullmatch(t)]
    # days ("June 30,", "29 August") may sit beside the years, amounts may not
    if any(len(re.sub(r"\D", "", t)) > 2 for t in numeric):
        return []
    return years


def _style(lines: list[str], language: str) -> tuple[bool | None, bool]:
    """(decimal_comma, space_grouped) from the way the numbers of a statement look."""
    text = " ".join(lines)
    english = len(re.findall(r"\d,\d{3}(?![\d])", text))
    french_dec = len(re.findall(r"\d,\d{1,2}(?!\d)", text))
    dot_dec = len(re.findall(r"\d\.\d{1,2}(?!\d)", text))
    if english and english >= french_dec:
        return False, False
    if french_dec or language == "fr":
        return True, True
    if dot_dec:
        return False, True
    return None, True


_FRENCH_TITLE = re.compile(r"^(bilan|compte|etat|tableau)")


def _language(text: str, title: str = "") -> str:
    """'fr' or 'en': the title's language when it is a known one (a short 'Bilan' has
    few words to count), else which common words the statement uses more."""
    sq = _squash(title)
    voc = vocabulary()
    keys = [k for kind in ("income", "balance", "cashflow") for k in voc.titles[kind] if k in sq]
    if keys:
        return "fr" if any(_FRENCH_TITLE.match(k) for k in keys) else "en"
    folded = _fold(text)
    fr = sum(folded.count(w) for w in (" de ", " et ", " des ", "exercice", "resultat", " du "))
    en = sum(folded.count(w) for w in (" of ", " and ", " the ", "total ", "net ", " year"))
    return "fr" if fr > en else "en"


def _split_tokens(line: str) -> tuple[list[str], list[str]]:
    """(label tokens, trailing number tokens); currency signs between numbers dropped."""
    tokens = line.split(" ")
    tokens = [t for t in tokens if t]
    # "(3,505 ) (2,755 )": some producers set the closing bracket apart (Oracle 2023
    # 10-K, p. 65); it belongs to the number before it
    merged: list[str] = []
    for t in tokens:
        if t == ")" and merged and merged[-1][:1] == "(" and not merged[-1].endswith(")"):
            merged[-1] += ")"
        else:
            merged.append(t)
    tokens = merged
    tail: list[str] = []
    i = len(tokens)
    while i > 0:
        t = tokens[i - 1]
        if t in _CURRENCY or t == "%":
            i -= 1
            continue
        bare = t.rstrip("*")
        if is_cell_token(bare) or (bare.startswith("$") and is_cell_token(bare[1:])):
            tail.insert(0, bare.lstrip("$") if not bare.startswith("($") else "(" + bare[2:])
            i -= 1
            continue
        break
    return tokens[:i], tail


_TRAILING_NOTE = re.compile(
    r"(?:\s+(?:notes?\s*)?\d{1,2}(?:[.,]\d{1,2})?(?:\s?\(?[a-z]\)?)?(?:\s*[,&]\s*\d{1,2}(?:\s?\(?[a-z]\)?)?)*)$",
    re.I,
)


def _strip_note(label: str) -> str:
    """'Property and equipment 7(a)' → 'Property and equipment' (DFM 2025 prints note
    references such as 7(a), 7b, 16 between the label and the numbers); 'Revenue Note'
    when the reference itself ('Note 5') was read with the numbers."""
    stripped = _TRAILING_NOTE.sub("", label)
    stripped = re.sub(r"\s+(?:notes?|réf\.?|ref\.?)$", "", stripped, flags=re.I)
    return stripped if stripped else label


_LEFT_COLUMN = re.compile(r"\b(brut|brute|gross|amort\w*|deprec\w*|provisions?)\b")
_NET_COLUMN = re.compile(r"\bnets?\b")
_RIGHT_COLUMN = re.compile(r"^(variation|var|change|evolution|ecart|chg|delta)\b|^%$")


def _columns(header: str, years: int) -> Columns:
    """Columns beside the years, from a header line: 'Brut Amortissements Net Net'
    (PCG assets) or a 'Variation'/'%' column after the last year."""
    folded = _fold(header)
    left = 0
    nets = len(_NET_COLUMN.findall(folded))
    if "brut" in folded or "gross" in folded:
        lefts = len(_LEFT_COLUMN.findall(folded))
        if nets >= 1 and lefts >= 1:
            left = min(lefts, 2)
    right = 0
    tokens = header.split()
    last_year = max((i for i, t in enumerate(tokens) if _YEAR.search(t)), default=-1)
    if last_year >= 0 and any(
        _RIGHT_COLUMN.match(_fold(t).strip(".()")) for t in tokens[last_year + 1 :]
    ):
        right = 1
    return Columns(years, left, right)


_N_COLUMN = re.compile(r"(?<![\w-])N(?:\s*[-−–]\s*1)?(?![\w-])")


def _relative_years(line: str, before: list[str]) -> list[int]:
    """'Exercice N  Exercice N-1' with the year printed above ('Bilan au 31 décembre
    2025'): N is the latest year named before the column header."""
    marks = _N_COLUMN.findall(line)
    if len(marks) < 2 or not any("1" in m for m in marks) or len(line.split()) > 12:
        return []
    named = [int(y) for text in before for y in _YEAR.findall(text)]
    if not named:
        return []
    latest = max(named)
    return [latest - 1 if "1" in m else latest for m in marks]


_ASSETS_SIDE = re.compile(r"\b(actifs?|assets)\b")
_LIABILITIES_SIDE = re.compile(r"\b(passifs?|liabilities)\b")


def _side(text: str) -> str:
    """Which side of a balance sheet a heading opens: 'Bilan actif', 'ACTIF', 'Current
    assets' → assets; 'Bilan passif', 'EQUITY AND LIABILITIES' → liabilities."""
    folded = _fold(text)
    if _LIABILITIES_SIDE.search(folded):
        return "liabilities"
    if _ASSETS_SIDE.search(folded):
        return "assets"
    return ""


def _parse(kind: str, pages: list[int], title: str, lines: list[tuple[int, str]]) -> Parsed:
    texts = [t for _, t in lines]
    language = _language(title + " " + " ".join(texts[:40]), title)
    decimal_comma, space_grouped = _style(texts, language)
    result = Parsed(kind, pages, title, [], [], [title], decimal_comma, language)
    notes = False
    cols = Columns(0)
    side = _side(title)
    heading = ""
    pending: list[str] = []  # label lines waiting for their numbers (wrapped labels)
    last_row: Row | None = None
    for page, text in lines:
        if not result.years:
            years = _years_of(text) or _relative_years(text, result.header_lines)
            if years:
                result.years = years
                notes = bool(re.search(r"\bnotes?\b", _fold(text)))
                cols = _columns(text, len(years))
            result.header_lines.append(text)
            continue
        if not result.rows and not cols.left and _columns(text, len(result.years)).left:
            # "Brut Amortissements Net Net" under "31/12/2025 31/12/2024"
            cols = Columns(len(result.years), _columns(text, len(result.years)).left, cols.right)
            result.header_lines.append(text)
            continue
        if len(result.header_lines) < 12 and not result.rows and len(_split_tokens(text)[1]) < 2:
            result.header_lines.append(text)  # the unit may sit under the years (DFM)
        label_tokens, tail = _split_tokens(text)
        if not tail and _years_of(text) == result.years:
            header = _columns(text, len(result.years))
            if header.right:
                # the liabilities' own header, "2025 2024 Variation %" under assets
                # printed Brut | Amort. | Net | Net: its years end in a column name, not
                # in numbers, so it was read as a label and the % column as the older
                # year (a generated PCG sawmill, seventh session)
                cols = Columns(len(result.years), cols.left, header.right)
                if pending:  # "Bilan - Passif" above it heads the lines that follow
                    heading, pending = pending[-1], []
                continue
        if len(tail) >= 2 and all(_YEAR.fullmatch(t) for t in tail):
            # a repeated column header (continuation page, the liabilities block)
            heading = " ".join(label_tokens)
            pending = []
            continue
        options = (
            readings(tail, cols, decimal_comma, space_grouped, notes)
            if len(tail) >= len(result.years)
            else []
        )
        if not options:
            if tail and text.rstrip().endswith(",") and label_tokens:
                # a label that wraps after a date or an amount it quotes: "Trade
                # receivables, net of allowances … of $371 and $370 as of May 31, 2019 and
                # May 31, 2018," / "respectively 5,134 5,136" (Oracle 2019)
                pending.append(text)
                continue
            if tail:
                # too few numbers for the columns: a running header, a page number, a
                # share count; neither a heading nor a line we can read. A heading
                # waiting above it stays the heading of the lines that follow.
                if pending:
                    heading, pending = pending[-1], []
                continue
            if last_row is not None and text[:1].islower() and not pending:
                # "Operating cash flows before changes in operating 383,237 210,413" /
                # "assets and liabilities" (DFM 2025): the label goes on after the numbers
                last_row.label += " " + text
                continue
            pending.append(text)
            side = _side(text) or side
            continue
        label = _strip_note(" ".join(label_tokens).strip())
        if not label and pending:
            # "Proceeds from sale of businesses, net of cash sold" / "846 1,065 142" (3M)
            label = pending.pop()
        elif pending and (label[:1].islower() or pending[-1].split()[-1].lower() in _CONNECTORS):
            label = pending.pop() + " " + label
        if pending:
            heading = pending[-1]
        pending = []
        if _DEDUCTION.match(normalise_label(label)):
            options = [_deducted(o) for o in options]
        row = Row(page, text, label, heading, options, side=side)
        result.rows.append(row)
        last_row = row
        closed = normalise_label(heading)
        if closed and normalise_label(label) == "total " + closed:
            # "Total current liabilities" closes its block: on a classified balance sheet
            # what follows is non-current (Intel 2020 prints "Debt" after it, with no
            # heading of its own)
            heading = "non " + closed if closed.startswith("current ") else ""
    return result


# "Less: accumulated depreciation 173,819", "Less: common stock held in treasury 38,417"
# (Verizon, J&J, FedEx): a deduction printed unsigned is a negative term of the sums
# around it; read it so, as the statement's own totals require.
_DEDUCTION = re.compile(r"^(less|moins|deduct|minus)\b")


def _deducted(option: Reading) -> Reading:
    if all(v >= 0 for v in option.values):
        return Reading([-v for v in option.values], option.printed, option.leftover, option.score)
    return option


# ---------------------------------------------------------------- choosing the sections


def _match(spec: FieldSpec, label: str, heading: str, side: str = "") -> int | None:
    """Priority (index of the first matching pattern) of a label for a field, or None."""
    norm = normalise_label(label)
    head = normalise_label(heading)
    for i, p in enumerate(spec.patterns):
        if p.side:
            if p.side == side and p.label.fullmatch(norm):
                return i
        elif p.heading is not None:
            if p.heading.fullmatch(head) and p.label.fullmatch(norm):
                return i
        elif p.label.fullmatch(norm):
            return i
    return None


def _score(parsed: Parsed) -> int:
    voc = vocabulary()
    hits = set()
    for row in parsed.rows:
        for spec in voc.fields.values():
            if (
                parsed.kind in spec.statements
                and _match(spec, row.label, row.heading, row.side) is not None
            ):
                hits.add(spec.name)
    return len(hits)


_CLOSING = {
    "income": ("net_income",),
    "balance": ("total_liabilities_and_equity",),
    "cashflow": ("net_change_in_cash", "cash_end"),
}


def _closed(parsed: Parsed) -> bool:
    voc = vocabulary()
    for name in _CLOSING[parsed.kind]:
        spec = voc.fields.get(name) or voc.aux[name]
        if any(_match(spec, r.label, r.heading, r.side) is not None for r in parsed.rows):
            return True
    return False


def _continuation(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of a page that continue a statement: those before its first title, if
    number lines come first (a page opening with a title starts something else)."""
    out: list[tuple[int, str]] = []
    for page, text in lines:
        if _title_kind(text) is not None:
            break
        out.append((page, text))
    has_data = any(len(_split_tokens(t)[1]) >= 2 and not _years_of(t) for _, t in out)
    return out if has_data else []


def _read_sections(pages: PagesFile) -> dict[str, Parsed]:
    sections = _sections(pages)
    best: dict[str, tuple[int, int, Parsed]] = {}
    candidates: dict[str, list[tuple[int, int, Parsed]]] = {}
    for i, sec in enumerate(sections):
        kind = sec.kind
        if kind == "stop":
            if not re.search(r"comprehensiveincome|resultatglobal", _squash(sec.title)):
                continue
            # some US filers title their income statement "Statements of Comprehensive
            # Income"; it is read as one only if no better income statement is found
            kind = "income_fallback"
        lines = list(sec.lines)
        used_pages = [sec.start_page]
        parsed = _parse(_real(kind), used_pages, sec.title, lines)
        j = i + 1
        for _ in range(4):
            if _closed(parsed):
                break
            nxt = used_pages[-1] + 1
            while j < len(sections) and _footer(sections[j]):
                j += 1  # "See accompanying Notes to the Consolidated Financial Statements."
            follows = j < len(sections) and sections[j].kind == sec.kind
            if follows and sections[j].start_page in (used_pages[-1], nxt):
                # "Bilan" / "Bilan (suite)", "Bilan actif" / "Bilan passif": the same
                # statement continued under a title of its own, below or on the next page
                nxt = sections[j].start_page
                lines += [(nxt, sections[j].title), *sections[j].lines]
                j += 1
            else:
                # a page break with no title on the next page (or a title printed at
                # the foot of a page, its table on the next one)
                more = _continuation(_page_lines(pages, nxt))
                if not more:
                    break
                lines += more
            if nxt not in used_pages:
                used_pages.append(nxt)
            parsed = _parse(_real(kind), used_pages, sec.title, lines)
        parsed.pages = sorted(set(used_pages) | {r.page for r in parsed.rows})
        score = _score(parsed)
        if _lookalike(sec.title) or _restated(parsed):
            # a parent-only schedule (American Express 2022 p. 156), quarterly or pro
            # forma data: read only when no primary statement of that kind is found
            score = min(score, 1)
        key = (score, len(parsed.rows))
        candidates.setdefault(kind, []).append((score, len(parsed.rows), parsed))
        if kind not in best or key > best[kind][:2]:
            best[kind] = (score, len(parsed.rows), parsed)
    fallback = best.pop("income_fallback", None)
    if fallback is not None and fallback[0] > best.get("income", (0,))[0] + 2:
        best["income"] = fallback
    chosen = {k: v[2] for k, v in best.items() if v[0] > 0}
    return _tied(chosen, candidates)


def _lookalike(title: str) -> bool:
    sq = _squash(title)
    return any(w in sq for w in vocabulary().lookalike)


_RESTATEMENT = re.compile(
    r"as previously reported|as originally reported|as adjusted|as restated|"
    r"effect of (the )?(adoption|change)|tel que publie|montants? publies?|retraitements?"
)


def _restated(p: Parsed) -> bool:
    """A restatement or adoption table ("As previously reported | Effect of adoption |
    As adjusted"): it repeats statement lines for an earlier year (issue 15: a 2018
    10-K whose operating cash flow was read as -3 from one)."""
    return bool(_RESTATEMENT.search(_fold(" ".join(p.header_lines[:8]))))


def _footer(sec: Section) -> bool:
    """A 'stop' title with no number line under it: a page footer between two pages of
    one statement (PG&E prints "See accompanying Notes…" under each balance-sheet page)."""
    return sec.kind == "stop" and not any(
        len(_split_tokens(t)[1]) >= 2 and not _years_of(t) for _, t in sec.lines
    )


def _first_values(p: Parsed, name: str) -> list[Decimal] | None:
    voc = vocabulary()
    spec = voc.fields.get(name) or voc.aux.get(name)
    if spec is None:
        return None
    for row in p.rows:
        if _match(spec, row.label, row.heading, row.side) is not None:
            return row.reading.values
    return None


def _ties(chosen: dict[str, Parsed]) -> int:
    """How many figures two of the statements share, as the statements of one entity do:
    the income statement's net income opens the cash-flow statement; the balance sheet's
    cash is the cash-flow statement's closing cash (or its closing cash less restricted
    cash, printed just below it)."""
    inc, bal, cf = chosen.get("income"), chosen.get("balance"), chosen.get("cashflow")
    n = 0
    if inc is not None and cf is not None and inc.years and cf.years:
        ni = _first_values(inc, "net_income")
        y = inc.years[0]
        if ni and y in cf.years:
            c = cf.years.index(y)
            opening = [r.reading.values[c] for r in cf.rows[:4]]
            n += ni[inc.years.index(y)] in opening
    if bal is not None and cf is not None and bal.years and cf.years:
        cash = _first_values(bal, "cash")
        y = bal.years[0]
        if cash and y in cf.years:
            c = cf.years.index(y)
            n += any(r.reading.values[c] == cash[0] for r in cf.rows)
    return n


def _tied(chosen: dict[str, Parsed], candidates: dict[str, list]) -> dict[str, Parsed]:
    """Among look-alikes (a parent-only schedule, a second registrant's statements, a
    restatement table), prefer the statements that tie to each other: of the candidates
    matching nearly as many fields as the best one, the set sharing the most figures,
    then the one whose pages are closest together."""
    if len(chosen) < 2:
        return chosen
    pools: dict[str, list[Parsed]] = {}
    for kind, best in chosen.items():
        top = _score(best)
        near = [c[2] for c in candidates.get(kind, []) if c[0] >= top - 1 and c[0] > 0]
        near.sort(key=lambda p: -_score(p))
        pools[kind] = near[:4] or [best]
    kinds = list(pools)
    combos = itertools.product(*(pools[k] for k in kinds))
    best_key: tuple | None = None
    best_set = chosen
    for combo in itertools.islice(combos, 128):
        pick = dict(zip(kinds, combo, strict=True))
        pages = [n for p in combo for n in p.pages]
        key = (
            _ties(pick),
            -(max(pages) - min(pages)) // 8,  # one set of statements, not pieces of two
            -min(pages),  # a combined 10-K prints its registrant's statements first
            sum(_score(p) for p in combo),
            sum(len(p.rows) for p in combo),
        )
        if best_key is None or key > best_key:
            best_key, best_set = key, pick
    if best_key is not None and _ties(best_set) >= _ties(chosen) and best_set != chosen:
        return best_set
    return chosen


def _real(kind: str) -> str:
    return "income" if kind == "income_fallback" else kind


# ---------------------------------------------------------------- company and unit


def _unit(parsed: dict[str, Parsed], language: str) -> str:
    heads = " ".join(" ".join(p.header_lines) for p in parsed.values())
    body = " ".join(r.line for p in parsed.values() for r in p.rows[:12])
    f = _fold(heads)
    currency = ""
    if re.search(r"\baed\b|dirham", f):
        currency = "AED"
    elif "€" in heads or re.search(r"\beuros?\b|\beur\b|k€|m€", f):
        currency = "€"
    elif "$" in heads or "$" in body or re.search(r"dollars?|\busd\b", f):
        currency = "$"
    elif "£" in heads or re.search(r"\bgbp\b|pounds? sterling|sterling", f):
        currency = "£"
    elif "€" in body or language == "fr":
        currency = "€"
    # the first scale named wins: "(In millions, except share amounts in thousands)"
    scales = {
        "thousands": r"milliers|thousands?|\bk€|\bk\$|’000|'000|\(000\)|\b000s\b|[€£$]000\b|"
        r"\bkeur\b|\bteur\b|\bkusd\b",
        "millions": r"millions?|\bm€|\bmeur\b|\bmio\b|\beurm\b|\busdm\b|\bgbpm\b|"
        r"[€£$]\s?m(?![a-z])|\bmn\b",
        "billions": r"milliards|billions?|\bmd€|\bbn\b",
    }
    text = f + " " + heads.lower()
    found = [(m.start(), name) for name, rx in scales.items() if (m := re.search(rx, text))]
    scale = min(found)[1] if found else ""
    if currency == "€":
        return {"thousands": "k€", "millions": "M€", "billions": "Md€", "": "€"}[scale]
    if not currency:
        return scale or "?"
    return f"{currency} {scale}".strip()


_LEGAL = re.compile(
    r"\b(s\.?a\.?s?|sas|sa|se|sca|sarl|inc\.?|corp\.?|corporation|company|plc|ltd\.?|limited|"
    r"llc|p\.?j\.?s\.?c\.?|ag|gmbh|n\.?v\.?|s\.?p\.?a\.?|co\.)$",
    re.I,
)


def _company(pages: PagesFile, parsed: dict[str, Parsed]) -> str:
    """The company's name: the 10-K registrant line, the line above a statement title
    ('3M Company and Subsidiaries'), a cover line ending with a legal form; the first one
    not printed in capitals wins ('3M Company' over the cover's '3M COMPANY')."""
    found = [*_registrant(pages), *_above_titles(pages, parsed), *_cover_names(pages)]
    found = [x for x in found if x]
    for name in found:
        if not name.isupper():
            return name
    if found:
        return found[0]
    first = pages.pages[0].text.strip().splitlines() if pages.pages else []
    return _tidy_name(first[0]) if first else ""


def _registrant(pages: PagesFile) -> list[str]:
    for page in pages.pages[:3]:
        lines = [x.strip() for x in page.text.splitlines()]
        for i, line in enumerate(lines):
            if "exact name of registrant" in line.lower() and i > 0 and lines[i - 1]:
                return [_tidy_name(lines[i - 1])]
    return []


def _cover_names(pages: PagesFile) -> list[str]:
    first = pages.pages[0].text if pages.pages else ""
    for line in [x.strip() for x in first.splitlines() if x.strip()][:40]:
        low = line.lower()
        if any(w in low for w in ("commission", " act", "pursuant", "registrant")):
            continue
        name = _tidy_name(line)
        if _LEGAL.search(name.rstrip(".,")) and len(name.split()) <= 8:
            return [name]
    return []


def _above_titles(pages: PagesFile, parsed: dict[str, Parsed]) -> list[str]:
    out = []
    for p in parsed.values():
        for page in pages.pages:
            if page.number != p.pages[0]:
                continue
            lines = [x.strip() for x in page.text.splitlines() if x.strip()]
            for i, line in enumerate(lines):
                if line != p.title or i == 0:
                    continue
                cand = _tidy_name(lines[i - 1])
                if (
                    cand.lower() != "table of contents"
                    and len(_split_tokens(cand)[1]) < 2
                    and _LEGAL.search(cand.rstrip(".,"))
                ):
                    out.append(cand)
    return out


_LEGAL_INSIDE = re.compile(
    r"^(.+?\b(?:SAS|SA|SE|SCA|SARL|Inc\.|INC\.|Corp\.|CORP\.|Corporation|CORPORATION|plc|PLC|"
    r"Ltd\.?|LTD\.?|Limited|LLC|P\.J\.S\.C\.|PJSC|AG|GmbH|N\.V\.|S\.p\.A\.))(?=\s|$)"
)


def _tidy_name(name: str) -> str:
    # a running header: "Northwind Holdings plc — Annual financial statements 2025"
    parts = [x.strip() for x in re.split(r"\s+[—–|]\s+", name) if x.strip()]
    if len(parts) > 1:
        legal = [x for x in parts if _LEGAL.search(x.rstrip(".,"))]
        name = legal[0] if legal else parts[0]
    name = re.sub(r"\s+(and|&)\s+(its\s+)?subsidiaries$", "", name, flags=re.I)
    name = re.sub(r"\s+\d{1,4}$", "", name)  # a page number after the name (DFM 2025)
    m = _LEGAL_INSIDE.match(name)
    if m and m.group(1) != name:
        # "Maison Ferlac SAS Rapport annuel 2025": the name ends with its legal form
        name = m.group(1)
    return name.strip()


# ---------------------------------------------------------------- fields


def _sign(nature: str, value: Decimal) -> Decimal:
    if nature in ("expense", "outflow"):
        return -abs(value)
    if nature == "income":
        return abs(value)
    return value


def _is_subtotal(label: str) -> bool:
    norm = normalise_label(label)
    return any(p.fullmatch(norm) for p in vocabulary().subtotal)


def read_statements(pages: PagesFile) -> StatementsReading:
    """Read the three primary statements of a filing into the canonical fields."""
    parsed = _read_sections(pages)
    voc = vocabulary()
    warnings: list[str] = []
    language = "en"
    if parsed:
        votes = [p.language for p in parsed.values()]
        language = "fr" if votes.count("fr") > votes.count("en") else "en"
    notes: list[str] = []
    align_years(parsed, language, notes)
    years = _common_years(parsed)
    for p in parsed.values():
        _resolve_by_totals(p)
    fields: dict[str, dict[str, Number]] = {str(y): {} for y in years}
    sources: dict[str, dict[str, FieldSource]] = {str(y): {} for y in years}
    extra: dict[str, dict[str, Number]] = {str(y): {} for y in years}
    aux: dict[str, dict[str, Number]] = {str(y): {} for y in years}
    missing: list[MissingField] = []
    chosen_rows: dict[str, Row] = {}
    unlabelled = _unlabelled_totals(parsed.get("balance"))
    for name, spec in voc.fields.items():
        row, why = _find(spec, parsed)
        if row is None and name in unlabelled:
            row, why = unlabelled[name], ""
        if row is None:
            if name in OPTIONAL_FIELDS:
                continue
            tried = [p.text for p in spec.patterns]
            for y in years:
                missing.append(
                    MissingField(
                        field=name, year=y, statement="/".join(spec.statements), labels_tried=tried
                    )
                )
            if why:
                warnings.append(f"{name}: {why}")
            continue
        row.field = name
        chosen_rows[name] = row
    if "revenue" not in chosen_rows:
        opening = _revenue_by_structure(parsed.get("income"), chosen_rows)
        if opening is not None:
            opening.field = "revenue"
            chosen_rows["revenue"] = opening
            missing = [m for m in missing if m.field != "revenue"]
    _resolve_by_cascade(parsed.get("income"), chosen_rows)
    _resolve_by_bridge(parsed.get("cashflow"), chosen_rows)
    _resolve_income_tax(parsed.get("income"), chosen_rows)
    totals = [t for p in parsed.values() for t in _totals(p)]
    for name, row in chosen_rows.items():
        spec = voc.fields[name]
        p = next(p for p in parsed.values() if row in p.rows)
        for col, y in enumerate(p.years):
            if y not in years:
                continue
            value = row.reading.values[col]
            signed = _signed_value(name, spec.nature, value, row, col)
            fields[str(y)][name] = _plain(signed)
            sources[str(y)][name] = FieldSource(
                page=row.page,
                line=row.line,
                label=row.label,
                statement=p.kind,  # type: ignore[arg-type]
                printed=row.reading.printed[col],
                combined_from=list(row.combined_from),
            )
    dated = _dated_cash_balances(parsed.get("cashflow"))
    for name, spec in voc.aux.items():
        row, _ = _find(spec, parsed)
        if row is None:
            row = dated.get(name)
        if row is None:
            continue
        p = next(p for p in parsed.values() if row in p.rows)
        for col, y in enumerate(p.years):
            if y in years:
                aux[str(y)][name] = _plain(row.reading.values[col])
    lines_out: dict[str, list[PrintedLine]] = {}
    for kind, p in parsed.items():
        lines_out[kind] = [_printed_line(r, p) for r in p.rows]
        for r in p.rows:
            if r.field is not None:
                continue
            label = r.label or "(unlabelled subtotal)"
            for col, y in enumerate(p.years):
                if y in years and label not in extra[str(y)]:
                    extra[str(y)][label] = _plain(r.reading.values[col])
    for kind in STATEMENTS:
        if kind not in parsed:
            warnings.append(f"no {kind} statement found")
    fiscal = fiscal_year(pages, years, language, notes)
    kind_of = company_kind([normalise_label(r.label) for p in parsed.values() for r in p.rows])
    if kind_of != "company":
        notes.append(KIND_NOTE[kind_of][language])
        keep_what_applies(fields, sources, missing)
    found = [
        StatementFound(
            statement=k,  # type: ignore[arg-type]
            pages=p.pages,
            title=p.title,
            unit=_unit({k: p}, language),
            years=sorted(p.years, reverse=True),
        )
        for k, p in sorted(parsed.items(), key=lambda kv: STATEMENTS.index(kv[0]))
    ]
    return StatementsReading(
        company=_company(pages, parsed),
        unit=_unit(parsed, language) if parsed else "?",
        language=language,  # type: ignore[arg-type]
        years=years,
        fields=fields,
        extra_fields=extra,
        sources=sources,
        missing=missing,
        totals=totals,
        statement_pages={k: p.pages for k, p in parsed.items()},
        aux=aux,
        lines=lines_out,
        warnings=warnings,
        statements=found,
        fiscal_year=fiscal,
        kind=kind_of,  # type: ignore[arg-type]
        notes=notes,
    )


def _printed_line(row: Row, p: Parsed) -> PrintedLine:
    return PrintedLine(
        label=row.label,
        values={str(y): _plain(row.reading.values[c]) for c, y in enumerate(p.years)},
        page=row.page,
        field=row.field,
    )


def _common_years(parsed: dict[str, Parsed]) -> list[int]:
    sets = [set(p.years) for p in parsed.values() if p.years]
    if not sets:
        return []
    common = set.intersection(*sets) or set.union(*sets)
    return sorted(common, reverse=True)


def _find(spec: FieldSpec, parsed: dict[str, Parsed]) -> tuple[Row | None, str]:
    """The row a field is read from: the best-priority match in the first statement of
    the field's list that has one (D&A: income statement, else the cash-flow statement)."""
    for kind in spec.statements:
        p = parsed.get(kind)
        if p is None:
            continue
        hits: list[tuple[int, int, Row]] = []
        for i, row in enumerate(p.rows):
            if row.field is not None and row.field != spec.name:
                continue  # one printed line gives one field (the first in the table)
            prio = _match(spec, row.label, row.heading, row.side)
            if prio is not None:
                hits.append((prio, i, row))
        if not hits:
            hits = _qualified_hits(spec, p) or _listed_hits(spec, p) or _purchases_hits(spec, p)
        if not hits:
            continue
        # a gross amount followed by its deduction ("Accounts receivable" / "Less
        # Allowance for credit losses" / "Accounts receivable, net": Verizon 2021) is not
        # the field when the net line matches too
        net = [h for h in hits if not _before_deduction(p, h[1])]
        if net and len(net) < len(hits):
            hits = net
        if spec.unique:
            labels = {normalise_label(r.label) for _, _, r in hits}
            if len(labels) > 1:
                whole = _proven_sum(p, sorted(i for _, i, _ in hits))
                if whole is not None:
                    return whole, ""
                return None, "several lines match: " + "; ".join(r.label for _, _, r in hits)
        # a side-wide 'Total' is the grand total: the last one on its side, not the
        # subtotal of the first block
        # (a line listing the field's members ranks after every pattern: _listed_hits)
        sided = [bool(x.side) for x in spec.patterns] + [False]
        hits.sort(key=lambda h: (h[0], -h[1] if sided[h[0]] else h[1]))
        whole = _sum_of_others([r for prio, _, r in hits if prio == hits[0][0]])
        return (whole or hits[0][2]), ""
    return None, ""


# A bracket after a line's name says what the line holds ("Achats consommés (alimentation,
# produits d'hygiène)", "Dotations aux amortissements (y c. droits d'utilisation)"): the
# name is the field's when nothing else in the statement is. A bracket of sign words
# ("(loss)", "(income) expense") is part of how the line reads, and stays.
_QUALIFIER = re.compile(r"\s*\(([^()]*)\)\s*$")
_SIGN_WORDS = frozenset(
    [
        "loss",
        "losses",
        "income",
        "expense",
        "expenses",
        "benefit",
        "benefits",
        "gain",
        "gains",
        "profit",
        "perte",
        "pertes",
        "profits",
        "deficit",
        "credit",
        "charge",
        "net",
        "decrease",
        "increase",
    ]
)


# "Impôts (hors impôt sur les bénéfices)" is no income tax: what a line leaves out is
# part of what it is
_EXCLUSION = re.compile(r"(hors|excl\w*|sauf|except\w*|other than|autres? que|non compris)\b")


def _unqualified(label: str) -> str | None:
    """'Achats consommés (alimentation, produits d'hygiène)' → 'Achats consommés'; None
    when the label ends with no such bracket."""
    m = _QUALIFIER.search(label)
    if m is None:
        return None
    inside = normalise_label(m.group(1))
    words = set(inside.split())
    rest = label[: m.start()].strip()
    if not words or words <= _SIGN_WORDS or not rest or _EXCLUSION.match(inside):
        return None
    return rest


def _qualified_hits(spec: FieldSpec, p: Parsed) -> list[tuple[int, int, Row]]:
    """Rows matching `spec` once their qualifying bracket is set aside, among the rows
    whose whole label matches no field: a fallback for a field no label gives."""
    hits: list[tuple[int, int, Row]] = []
    for i, row in enumerate(p.rows):
        if row.field is not None and row.field != spec.name:
            continue
        name = _unqualified(row.label)
        if name is None:
            continue
        if _matches_any_field(row, p.kind):
            continue
        prio = _match(spec, name, row.heading, row.side)
        if prio is not None:
            hits.append((prio, i, row))
    return hits


def _matches_any_field(row: Row, kind: str) -> bool:
    return _any_field(row.label, row.heading, row.side, kind)


@lru_cache(maxsize=4096)
def _any_field(label: str, heading: str, side: str, kind: str) -> bool:
    """Whether a label matches a field of its statement: asked of each row by each
    fallback of each missing field (`_find`), so read once per label."""
    return any(
        kind in spec.statements and _match(spec, label, heading, side) is not None
        for spec in vocabulary().fields.values()
    )


_LIST_SEPARATORS = re.compile(r",|;|\s(?:et|and|&)\s")


def _items(label: str) -> list[str]:
    """The line names a label lists: 'Terrains, constructions et matériel' → terrains,
    constructions, materiel ('…, net' closes a list, it names no line)."""
    items = [normalise_label(x) for x in _LIST_SEPARATORS.split(_fold(label))]
    return [x for x in items if x and x not in ("net", "nets", "nettes")]


def _listed_hits(spec: FieldSpec, p: Parsed) -> list[tuple[int, int, Row]]:
    """A line listing two or more of the chart of accounts' lines of one field and
    nothing else ('Brevets, logiciels et fonds commercial', 'Salaires, traitements et
    charges sociales': a small company merges the PCG's lines of one field), where no
    label names the field. Another line naming one of the field's lines leaves it
    missing ('Salaires et traitements' above 'Charges sociales': the field is their sum,
    printed nowhere), as do two such lists."""
    member = vocabulary().members.get(spec.name)
    if member is None:
        return []
    side, names = member
    hits: list[tuple[int, int, Row]] = []
    others = 0
    for i, row in enumerate(p.rows):
        if row.field is not None or (side and row.side and row.side != side):
            continue
        items = _items(row.label)
        if not any(x in names for x in items):
            continue
        if len(items) < 2 or not all(x in names for x in items):
            others += 1
            continue
        if _matches_any_field(row, p.kind):
            continue
        hits.append((len(spec.patterns), i, row))
    return hits if len(hits) == 1 and not others else []


def _purchases_hits(spec: FieldSpec, p: Parsed) -> list[tuple[int, int, Row]]:
    """The cost of goods where no label names it: the one purchases line of the income
    statement ('Achats de matières premières et composants'), when the statement prints
    no change in inventories; with one, the cost is purchases plus the change, a sum
    printed nowhere, and the field stays missing (a detailed PCG statement)."""
    if spec.name != "cost_of_goods" or p.kind != "income":
        return []
    voc = vocabulary()
    labels = [normalise_label(r.label) for r in p.rows]
    if any(x.fullmatch(n) for x in voc.inventory_change for n in labels):
        return []
    hits = [
        (len(spec.patterns), i, row)
        for i, row in enumerate(p.rows)
        if row.field is None
        and any(x.fullmatch(labels[i]) for x in voc.purchases)
        and not _matches_any_field(row, p.kind)
    ]
    return hits if len(hits) == 1 else []


_MONTH = (
    r"(january|february|march|april|may|june|july|august|september|october|november|"
    r"december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|"
    r"novembre|decembre)"
)
_DATED_CASH = re.compile(
    r"^(cash|tresorerie)\b.*\b(at|au|as of)( \d{1,2}(er)?)? " + _MONTH + r"( \d{1,2})?( \d{4})?$"
)


def _dated_cash_balances(p: Parsed | None) -> dict[str, Row]:
    """Cash balances named by their date ("Cash and cash equivalents at 1 January" /
    "… at 31 December"; PG&E "… at January" / "… at December"): of two such lines in a
    cash-flow statement, the first opens the year and the last closes it."""
    if p is None:
        return {}
    rows = [r for r in p.rows if _DATED_CASH.match(normalise_label(r.label))]
    if len(rows) < 2:
        return {}

    def stem(r: Row) -> str:
        return re.sub(r"\b(at|au|as of)\b.*$", "", normalise_label(r.label)).strip()

    # the closing balance defined as the opening one: PG&E closes on "Cash, cash
    # equivalents, and restricted cash at December", then prints "Cash and cash
    # equivalents at December" after deducting restricted cash
    same = [r for r in rows[1:] if stem(r) == stem(rows[0])]
    return {"cash_begin": rows[0], "cash_end": (same or rows[1:])[-1]}


def _unlabelled_totals(p: Parsed | None) -> dict[str, Row]:
    """Balance-sheet totals printed without a label, known by the statement's structure
    (Foot Locker prints '$ 8,135 $ 7,043' under both sides and '2,363 2,835' under its
    current assets): the last unlabelled line is total liabilities and equity, the
    unlabelled line before it with the same values total assets; an unlabelled line that
    adds up the lines under a 'Current assets' / 'Current liabilities' heading closes it.
    Used only for fields no label gives."""
    out: dict[str, Row] = {}
    if p is None or not p.years:
        return out
    bare = [(i, r) for i, r in enumerate(p.rows) if not r.label.strip()]
    if len(bare) >= 2:
        _, last = bare[-1]
        for _, r in bare[:-1]:
            if r.reading.values == last.reading.values and any(v != 0 for v in r.reading.values):
                out["total_assets"], out["total_liabilities_and_equity"] = r, last
                break
    for i, r in bare:
        head = normalise_label(r.heading)
        name = {"current assets": "current_assets", "current liabilities": "current_liabilities"}
        if head not in name or name[head] in out:
            continue
        block = [x for x in p.rows[:i] if normalise_label(x.heading) == head and x.label.strip()]
        if len(block) >= 2 and all(
            abs(sum((x.reading.values[c] for x in block), Decimal(0)) - r.reading.values[c])
            <= _tolerance(len(block), p)
            for c in range(len(p.years))
        ):
            out[name[head]] = r
    return out


def _before_deduction(p: Parsed, i: int) -> bool:
    nxt = p.rows[i + 1] if i + 1 < len(p.rows) else None
    return nxt is not None and bool(_DEDUCTION.match(normalise_label(nxt.label)))


def _proven_sum(p: Parsed, positions: list[int]) -> Row | None:
    """Several lines of one field ("Commercial paper" and "Current portion of long-term
    debt" for short-term debt) make the field only when the statement proves it: they
    are consecutive and the line after them prints their sum (a subtotal, labelled or
    not). That line is then the field, and `combined_from` names the lines (issue 15)."""
    if len(positions) < 2 or positions != list(range(positions[0], positions[-1] + 1)):
        return None
    after = positions[-1] + 1
    if after >= len(p.rows):
        return None
    total, parts = p.rows[after], [p.rows[i] for i in positions]
    cols = range(len(p.years))
    if all(
        abs(sum((r.reading.values[c] for r in parts), Decimal(0)) - total.reading.values[c])
        <= _tolerance(len(parts), p)
        for c in cols
    ):
        total.combined_from = [r.label for r in parts]
        return total
    return None


def _sum_of_others(rows: list[Row]) -> Row | None:
    """Of lines matching a field equally well, the one the statement proves is their
    whole: it equals the sum of two others in every year. eBay prints "Net cash provided
    by continuing operating activities", "… discontinued operating activities" and "Net
    cash provided by operating activities"; the net change in cash bridges the last."""
    if len(rows) < 3:
        return None
    for whole in rows:
        others = [r for r in rows if r is not whole]
        for a, b in itertools.combinations(others, 2):
            cols = range(
                min(len(whole.reading.values), len(a.reading.values), len(b.reading.values))
            )
            if (
                cols
                and all(
                    whole.reading.values[c] == a.reading.values[c] + b.reading.values[c]
                    for c in cols
                )
                and any(whole.reading.values[c] != 0 for c in cols)
            ):
                return whole
    return None


def _signed_value(name: str, nature: str, value: Decimal, row: Row, col: int) -> Decimal:
    if name == "income_tax" and row.signs:
        return abs(value) * row.signs[col]
    return _sign(nature, value)


# ---------------------------------------------------------------- arithmetic that picks


def _tolerance(n: int, p: Parsed) -> Decimal:
    """What rounding allows when n printed numbers are added and compared: half a unit of
    the statement's last printed digit per number (1 234,5 M€: 0,05 each)."""
    return Decimal(n + 1) / 2 * p.unit


def _last_digit(rows: list[Row]) -> Decimal:
    places = 0
    for row in rows:
        for v in row.options[0].values:
            exp = v.as_tuple().exponent
            if isinstance(exp, int) and exp < 0:
                places = max(places, -exp)
    return Decimal(1).scaleb(-places)


def _resolve_income_tax(p: Parsed | None, chosen: dict[str, Row]) -> None:
    """Pick the reading and the sign of the tax line that make pre-tax income + tax
    (+ the lines printed between them, e.g. Amazon's equity-method line) = net income.

    Ferlac prints 'Impôt sur les bénéfices 5 381 1 820' with a Notes column: note 5 and
    381, or 5 381? Only the cascade can tell.
    """
    if p is None or "income_tax" not in chosen:
        return
    tax = chosen["income_tax"]
    pre, net = chosen.get("pre_tax_income"), chosen.get("net_income")
    if pre is None or net is None or pre not in p.rows or net not in p.rows:
        return
    i_pre, i_tax, i_net = p.rows.index(pre), p.rows.index(tax), p.rows.index(net)
    if not i_pre < i_tax < i_net:
        return
    between = [r for r in p.rows[i_tax + 1 : i_net] if not _is_subtotal(r.label)]
    tol = _tolerance(2 + len(between), p)

    def result(start: Decimal, col: int) -> Decimal:
        # "Income (loss) from continuing operations" between the tax and net income is
        # the result so far, not a term (eBay 2022: a benefit read as a charge otherwise)
        running = start
        for r in between:
            v = r.reading.values[col]
            if abs(v - running) > tol or v == 0:
                running += v
        return running

    for choice, option in enumerate(tax.options):
        signs: list[int] = []
        for col in range(len(p.years)):
            for sign in (-1, 1):
                t = abs(option.values[col]) * sign
                gap = result(pre.reading.values[col] + t, col) - net.reading.values[col]
                if abs(gap) <= tol:
                    signs.append(sign)
                    break
            else:
                break
        if len(signs) == len(p.years):
            # a benefit in one year and a charge in the next is common (Harbor test filing)
            tax.chosen = choice
            tax.signs = signs
            return


_CASCADE = (
    ("revenue", "operating_income"),
    ("operating_income", "pre_tax_income"),
    ("pre_tax_income", "net_income"),
)


def _resolve_by_cascade(p: Parsed | None, chosen: dict[str, Row]) -> None:
    """Settle ambiguous readings on the income statement, which prints few totals: each
    step (revenue → operating income → pre-tax income → net income) must add up in
    every year with the readings kept.

    The lines between the two ends count with the sign of their field's nature
    (expenses −|v|), the tax with either sign per year (a benefit), and any other line
    as printed, negated (an expense printed positive) or not at all (a subtotal such as
    'Résultat financier'): the arithmetic decides, the same sign for every year.
    """
    if p is None:
        return
    voc = vocabulary()
    likeliest: dict[int, int] = {}
    # net income is rarely ambiguous: settling from the bottom step up lets it decide
    # (Résultat net 291 → avant impôt 342, not 2 342 → opérationnel 416, not 2 416)
    order = [*reversed(_CASCADE), *_CASCADE]
    for start, end in order:
        a, b = chosen.get(start), chosen.get(end)
        if a is None or b is None or a not in p.rows or b not in p.rows:
            continue
        i, j = p.rows.index(a), p.rows.index(b)
        if not i < j:
            continue
        stretch = p.rows[i : j + 1]
        ambiguous = [r for r in stretch if len(r.options) > 1]
        free = [r for r in stretch[1:-1] if r.field is None or r.field == "income_tax"]
        # the search is (readings)^ambiguous × 3^free: keep it to a few thousand sums
        if not ambiguous or len(ambiguous) > (6 if len(free) <= 1 else 4) or len(free) > 7:
            continue
        found: list[tuple[float, tuple[int, ...]]] = []
        for combo in itertools.product(*(range(min(3, len(r.options))) for r in ambiguous)):
            for r, c in zip(ambiguous, combo, strict=True):
                r.chosen = c
            if _step_adds_up(p, stretch, free, voc):
                found.append((sum(r.reading.score for r in ambiguous), combo))
        for r in ambiguous:
            r.chosen = 0
        if not found:
            continue
        _, combo = min(found)
        for n, r in enumerate(ambiguous):
            if all(f[1][n] == combo[n] for f in found):
                r.options = [r.options[combo[n]]]
                likeliest.pop(id(r), None)
            else:
                likeliest[id(r)] = combo[n]
    for r in p.rows:
        if len(r.options) > 1 and id(r) in likeliest:
            r.options = [r.options[likeliest[id(r)]]]


def _revenue_by_structure(p: Parsed | None, chosen: dict[str, Row]) -> Row | None:
    """Revenue where no label names it (a sector's own words: "Produits d'hébergement, de
    dépendance et de soins", "Passenger, vehicle and freight revenue"): the income
    statement's first line, when it is the one positive term of a cascade that adds up to
    the printed operating income in every year, every line between counted as a charge
    (printed positive or in brackets) and the running subtotals (gross margin, total of
    the operating expenses) skipped. A second income line above the charges (grants,
    other revenue) breaks the arithmetic: the field then stays missing, never guessed.
    """
    if p is None or not p.years or "operating_income" not in chosen:
        return None
    oi = chosen["operating_income"]
    if oi not in p.rows:
        return None
    j = p.rows.index(oi)
    first, between = p.rows[0], p.rows[1:j]
    if (
        not between
        or first.field is not None
        or not normalise_label(first.label)
        or _is_subtotal(first.label)
        or _is_total_label(first.label)
        or _OTHER_INCOME.match(normalise_label(first.label))
    ):
        return None
    rows = [first, *between, oi]
    ambiguous = [r for r in rows if len(r.options) > 1]
    if len(ambiguous) > 6:
        return None
    proven: dict[tuple[Decimal, ...], int] = {}
    for combo in itertools.product(*(range(min(3, len(r.options))) for r in ambiguous)):
        for r, c in zip(ambiguous, combo, strict=True):
            r.chosen = c
        if _opens_cascade(p, first, between, oi):
            proven.setdefault(tuple(first.reading.values), first.chosen)
    for r in ambiguous:
        r.chosen = 0
    if len(proven) != 1:
        return None  # no reading adds up, or several do with different revenues
    (choice,) = proven.values()
    first.options = [first.options[choice]]
    return first


# Operating income that is not revenue, by its general name (IFRS "Autres produits de
# l'activité", PCG "Subventions d'exploitation", "Reprises sur provisions", "Production
# stockée"): a line so named adds to the cascade without being a second revenue line.
_OTHER_INCOME = re.compile(
    r"(autres produits|other (operating )?income|subventions?|reprises?|production "
    r"(stockee|immobilisee)|transferts? de charges)\b"
)


def _opens_cascade(p: Parsed, first: Row, between: list[Row], oi: Row) -> bool:
    for col in range(len(p.years)):
        start = first.reading.values[col]
        if start <= 0:
            return False
        running, since = start, Decimal(0)
        count = 0  # charges since the last subtotal
        for r in between:
            v = r.reading.values[col]
            if count and abs(v - running) <= _tolerance(count + 1, p):
                count, since = 0, Decimal(0)  # gross margin: the result so far
                continue
            if count >= 2 and abs(abs(v) - since) <= _tolerance(count, p):
                count, since = 0, Decimal(0)  # the total of the charges above
                continue
            if _OTHER_INCOME.match(normalise_label(r.label)):
                running += v  # named as income other than revenue: adds, as printed
                continue
            running -= abs(v)
            since += abs(v)
            count += 1
        if abs(running - oi.reading.values[col]) > _tolerance(len(between) + 2, p):
            return False
    return True


def _resolve_by_bridge(p: Parsed | None, chosen: dict[str, Row]) -> None:
    """Settle ambiguous readings of the cash-flow totals: operating + investing +
    financing (+ the exchange-rate line) = net change in cash, in every year."""
    if p is None:
        return
    names = ("operating_cash_flow", "investing_cash_flow", "financing_cash_flow")
    parts = [chosen[n] for n in names if n in chosen and chosen[n] in p.rows]
    end = chosen.get("net_change_in_cash")
    if len(parts) < 3 or end is None or end not in p.rows:
        return
    fx, _ = _find(vocabulary().aux["fx_effect"], {"cashflow": p})
    if fx is not None:
        parts.append(fx)
    rows = [*parts, end]
    ambiguous = [r for r in rows if len(r.options) > 1]
    if not ambiguous or len(ambiguous) > 5:
        return
    found: list[tuple[float, tuple[int, ...]]] = []
    for combo in itertools.product(*(range(min(3, len(r.options))) for r in ambiguous)):
        for r, c in zip(ambiguous, combo, strict=True):
            r.chosen = c
        if all(
            abs(sum((r.reading.values[c] for r in parts), Decimal(0)) - end.reading.values[c])
            <= _tolerance(len(rows), p)
            for c in range(len(p.years))
        ):
            found.append((sum(r.reading.score for r in ambiguous), combo))
    for r in ambiguous:
        r.chosen = 0
    if found:
        _, combo = min(found)
        for r, c in zip(ambiguous, combo, strict=True):
            r.options = [r.options[c]]


def _step_adds_up(p: Parsed, stretch: list[Row], free: list[Row], voc: Vocabulary) -> bool:
    first, *between, last = stretch
    fixed = [r for r in between if r not in free]
    n = len(p.years)
    base = []
    for col in range(n):
        v = first.reading.values[col] - last.reading.values[col]
        for r in fixed:
            assert r.field is not None
            v += _sign(voc.fields[r.field].nature, r.reading.values[col])
        base.append(v)
    tol = _tolerance(len(stretch), p)
    taxes = [r for r in free if r.field == "income_tax"]
    others = [r for r in free if r.field != "income_tax"]
    for signs in itertools.product((1, -1, 0), repeat=len(others)):
        rest = [
            base[col]
            + sum(
                (s * r.reading.values[col] for s, r in zip(signs, others, strict=True)), Decimal(0)
            )
            for col in range(n)
        ]
        if taxes:
            t = taxes[0]
            if all(
                min(
                    abs(rest[c] + abs(t.reading.values[c])), abs(rest[c] - abs(t.reading.values[c]))
                )
                <= tol
                for c in range(n)
            ):
                return True
        elif all(abs(x) <= tol for x in rest):
            return True
    return False


def _resolve_by_totals(p: Parsed) -> None:
    """Where lines have several readings, keep those that make a printed total add up.

    A total adds the lines just above it, where an earlier total stands for the lines it
    added (Total equity and liabilities = Total equity + Total liabilities). A line is
    settled only when every way of adding up agrees on it: 'Dettes financières 1 793 601'
    + 'Provisions 1 85 174' = 'Total 1 878 775' adds up as 1 793 + 85 = 1 878 and as
    793 + 85 = 878 (notes 1); the total above it decides, on the next pass.
    """
    likeliest: dict[int, int] = {}
    for _ in range(3):
        if not any(len(r.options) > 1 for r in p.rows) or not _totals_pass(p, likeliest):
            break
    for r in p.rows:
        if len(r.options) > 1:
            # still open: the reading of the cheapest way of adding up, if any
            r.chosen = likeliest.get(id(r), 0)


def _totals_pass(p: Parsed, likeliest: dict[int, int]) -> bool:
    """One pass over the statement's totals; True when some reading was settled."""
    changed = False
    items: list[Row] = []
    for row in p.rows:
        if not _total_candidate(row, p.kind):
            items.append(row)
            continue
        recent = items[-8:]
        # the total itself may be ambiguous too ("Total actif circulant 2 779 5 990")
        ambiguous = [r for r in [*recent, row] if len(r.options) > 1]
        found: list[tuple[float, tuple[int, ...], int]] = []
        if len(ambiguous) <= 6:
            for combo in itertools.product(*(range(min(3, len(r.options))) for r in ambiguous)):
                for r, c in zip(ambiguous, combo, strict=True):
                    r.chosen = c
                k = _suffix_adding_up(p, recent, row)
                if k:
                    found.append((sum(r.reading.score for r in ambiguous), combo, k))
            for r in ambiguous:
                r.chosen = 0
        if not found:
            items.append(row)
            continue
        _, combo, k = min(found)
        part = {id(r) for r in items[len(items) - k :]} | {id(row)}
        for n, r in enumerate(ambiguous):
            if id(r) not in part:
                continue  # lines outside the sum stay open
            if all(f[1][n] == combo[n] for f in found):
                r.options = [r.options[combo[n]]]
                likeliest.pop(id(r), None)
                changed = True
            else:
                likeliest[id(r)] = combo[n]
        del items[len(items) - k :]
        items.append(row)
    return changed


def _suffix_adding_up(p: Parsed, items: list[Row], total: Row) -> int:
    """The number of lines just above `total` that add up to it (0: none do)."""
    for k in range(2, len(items) + 1):
        part = items[-k:]
        if all(
            abs(sum((r.reading.values[c] for r in part), Decimal(0)) - total.reading.values[c])
            <= _tolerance(k, p)
            for c in range(len(p.years))
        ):
            return k
    return 0


def _is_total_label(label: str) -> bool:
    norm = normalise_label(label)
    return norm.startswith(("total ", "sous total ")) or norm == "total"


# ---------------------------------------------------------------- totals for the checks


def _totals(p: Parsed) -> list[PrintedTotal]:
    """Printed totals whose lines can be identified, for the checks.

    A candidate is a line labelled 'Total …'/'Sous-total …', an unlabelled number line
    (DFM prints the fee subtotal and capital − treasury shares without a label), or a
    subtotal-like label (net cash from…, flux net…, … attributable to…). Its lines are
    the ones just above that add up to it (for every year), or, for 'Total X' printed
    under a heading 'X', the lines since that heading — the only case where a mismatch is
    reported, since there the lines are known without the arithmetic. Lines a total sums
    are then replaced by the total (Total assets = Total current assets + the rest).
    """
    out: list[PrintedTotal] = []
    items: list[tuple[int, Row]] = []  # (position, row) not yet absorbed
    heading_pos: dict[str, int] = {}
    for i, row in enumerate(p.rows):
        if row.heading:
            heading_pos.setdefault(normalise_label(row.heading), i)
        if not _total_candidate(row, p.kind):
            items.append((i, row))
            continue
        norm = normalise_label(row.label)
        named = norm.removeprefix("total ").removeprefix("sous total ")
        part: list[tuple[int, Row]] | None = None
        how = ""
        for k in range(len(items), 1, -1):
            cand = items[-k:]
            if _adds_up(p, cand, row):
                part, how = cand, "sum"
                break
        if part is None and _is_total_label(row.label) and named in heading_pos:
            part = [(j, r) for j, r in items if j >= heading_pos[named]]
            how = "heading"
        if part is None or len(part) < 2:
            items.append((i, row))
            continue
        out.append(
            PrintedTotal(
                statement=p.kind,  # type: ignore[arg-type]
                label=row.label or "(unlabelled subtotal)",
                page=row.page,
                values={str(y): _plain(row.reading.values[c]) for c, y in enumerate(p.years)},
                components=[_printed_line(r, p) for _, r in part],
                identified_by=how,
            )
        )
        if how == "sum":
            ids = {j for j, _ in part}
            items = [(j, r) for j, r in items if j not in ids]
        items.append((i, row))
    return out


# "…, net" closes a gross amount and its deduction ("Property, plant and equipment" /
# "Less accumulated depreciation" / "Property, plant and equipment, net": Verizon)
# "Actifs non courants 267 500", "Passifs courants 143 250": IFRS statements name a block's
# total by the block alone, no "Total"
_SUBTOTAL_HINT = re.compile(
    r"^(net cash|flux|total|sous total)\b|\battributable\b|^$"
    r"|^(actifs?|passifs?) (non )?courants?$|^(non )?current (assets|liabilities)$"
)
_NET_OF_DEDUCTION = re.compile(r"\bnet$")  # balance sheets only: "Résultat net" is no such


def _total_candidate(row: Row, kind: str = "") -> bool:
    norm = normalise_label(row.label)
    return bool(_SUBTOTAL_HINT.search(norm)) or (
        kind == "balance" and bool(_NET_OF_DEDUCTION.search(norm))
    )


def _adds_up(p: Parsed, part: list[tuple[int, Row]], total: Row) -> bool:
    return all(
        abs(sum((r.reading.values[c] for _, r in part), Decimal(0)) - total.reading.values[c])
        <= _tolerance(len(part), p)
        for c in range(len(p.years))
    )
