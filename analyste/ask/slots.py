"""What a question asks for, and whether a claim carries it (issue 11).

The claim checker (analyste.claims) tells whether a claim is verbatim, cited and its
numbers are in its sources: an exact check. It cannot tell whether the claim answers the
question. "Qui peut approuver un crédit de 8 millions d'euros ?" was answered "le comité
régional décide jusqu'à 3 millions d'euros", verbatim and cited, marked "ok", and wrong:
the line in force says "Comité national de crédit : au-delà de 3 M€". This module reads

- the slot a question asks for: who (`actor`), how long (`duration`), when (`date`), how
  much (`figure`), which ones (`list`), whether (`yesno`), or nothing it can tell (`""`);
- the values the question fixes: an amount, a duration or a grade code ("8 millions
  d'euros", "above 3 million euros", "un prêt de 7 ans", "grade G6"), as a band of values;
  a question that asks two things ("…, et jusqu'à quel montant ?") has a slot per part;

and checks that a claim carries the slot: a committee or person for `actor`, a duration
for `duration`, a figure for `figure`, an enumeration for `list`; and, when the claim
states bands for the dimension the question fixes (an amount, a duration), that one of
them holds the question's value ("jusqu'à 3 M€" does not hold 8 M€, "au-delà de 3 M€"
does). A claim that states no band for that dimension is not failed by it ("Tout dossier
… relève du Comité national, quel que soit le montant" holds every amount).

It is a check of what the claim answers, not of its truth: it never rejects a claim (that
is the exact checker's job); a claim that fails it is marked for reading, and `ask-eval`
does not count the answer correct. The cues (question words, actor nouns, bound words,
time units) are a data table, analyste/data/ask_slots.json, in French and English.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal
from functools import lru_cache
from importlib import resources
from typing import Any

from analyste.ask.text import fold
from analyste.numbers import CURRENCY_NAMES, measure_end, numbers_in

SLOTS_TABLE = "data/ask_slots.json"
KINDS = ("actor", "duration", "date", "figure", "list", "yesno", "")
_SCALES = {"": Decimal(1), "k": Decimal(1000), "M": Decimal(10**6), "B": Decimal(10**9)}
# Between a bound word and its amount: "jusqu'à 3 M€", "au-delà de 3 M€", "below EUR 1
# million" (a currency written before the number).
_LINK = r"(?:de |d |du |of |a |au |:)?\s*(?:eur |€ ?|\$ ?|usd |£ ?|chf )?\s*"


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    raw = resources.files("analyste").joinpath(SLOTS_TABLE).read_text("utf-8")
    table: dict[str, Any] = json.loads(raw)
    return table


_BELOW = r"(?:(?:strictly\s+)?(?:less than|under|below|moins de|strictement moins de)\s*)?"


@lru_cache(maxsize=1)
def _patterns() -> dict[str, Any]:
    t = _table()
    units = sorted(t["time_units"], key=len, reverse=True)
    number_words = "|".join(sorted(t["number_words"], key=len, reverse=True))
    return {
        "question": {k: [re.compile(p) for p in v] for k, v in t["question"].items()},
        "wh": re.compile(t["wh_words"]),
        "form": [re.compile(p) for p in t["form"]],
        "actors": frozenset(t["actors"].split()),
        "parties": frozenset(t["parties"].split()),
        "decision_verbs": frozenset(t["decision_verbs"].split()),
        "time_words": frozenset(w.replace("-", " ") for w in t["time_words"].split()),
        "duration": re.compile(
            rf"(?<![\w.,])(\d+(?:[.,]\d+)?|{number_words})\s*"
            rf"(?:(?:working|business|calendar|clear|consecutive)\s+)?"
            rf"({'|'.join(re.escape(u) for u in units)})(?![a-z])"
            rf"(?:\s+(?:ouvr\w*|calendaires?|francs?))?"
        ),
        "upper": re.compile(rf"(?:{t['upper']})\s*{_LINK}$"),
        "lower": re.compile(rf"(?:{t['lower']})\s*{_LINK}$"),
        "both": re.compile(rf"^\s*(?:,\s*)?(?:et|and|but)\s+(?:{t['upper']})\s*{_LINK}$"),
        "range_open": re.compile(r"(?:entre|between|de|from|du)\s*$"),
        # "98.0% to less than 99.0%", "de 3 h à moins de 4 h": the range's top is open.
        "range_join": re.compile(
            rf"^\s*(?:et|and|a|au|to|-|–|—)\s*{_BELOW}(?:{t['currency_before']})?\s*$"
        ),
        # "€500.01 to €5,000", "8 000 € à 40 000 €": two amounts of one dimension joined
        # by "to" make a range without "from" (a table's first column).
        "range_to": re.compile(rf"^\s*(?:a|au|to|-|–|—)\s*{_BELOW}(?:{t['currency_before']})?\s*$"),
        "value_cue": re.compile(rf"(?:{t['value_cue']})\s*$"),
        "any_amount": re.compile(rf"\b(?:{t['any_amount']})\b"),
        "enumeration": re.compile(t["enumeration"]),
        "trailing_lower": re.compile(rf"^\s*(?:{t['trailing_lower']})(?![a-z])"),
        "trailing_upper": re.compile(rf"^\s*(?:{t['trailing_upper']})(?![a-z])"),
        # "2 years' trading or more", "5 years of service or more", "2 ans d'existence ou
        # plus": the bound written after the few words that say what is counted, at the end
        # of the phrase (a table's cell, a clause). Not "within 30 days of the minimum
        # notice": the bound must close the phrase.
        "trailing_lower_late": re.compile(
            rf"^(?:\s*s)?(?:\s+[a-z][a-z-]*){{1,3}}?\s+(?:{t['trailing_lower']})\s*(?:$|[|,;.)])"
        ),
        "currency_before": re.compile(rf"(?:{t['currency_before']})\s*$"),
        "phrasal": frozenset(t["phrasal_particles"].split()),
    }


@dataclass(frozen=True)
class Band:
    """Values of one dimension ("money:€", "days", "%"): lo < or <= value < or <= hi."""

    dim: str
    lo: Decimal | None = None
    hi: Decimal | None = None
    lo_open: bool = False
    hi_open: bool = False

    def meets(self, other: Band) -> bool:
        """The two bands share a value (same dimension)."""
        if not same_dim(self.dim, other.dim):
            return False
        lo, lo_open = _max_lo(self, other)
        hi, hi_open = _min_hi(self, other)
        if lo is None or hi is None:
            return True
        return lo < hi or (lo == hi and not lo_open and not hi_open)

    def words(self) -> str:
        unit = self.dim.split(":", 1)[-1] if self.dim.startswith(("money", "unit")) else self.dim
        if self.lo == self.hi and self.lo is not None:
            return f"{_plain(self.lo)} {unit}"
        lo = "" if self.lo is None else f"{'>' if self.lo_open else '≥'} {_plain(self.lo)}"
        hi = "" if self.hi is None else f"{'<' if self.hi_open else '≤'} {_plain(self.hi)}"
        return f"{lo} {hi} {unit}".strip()


def same_dim(a: str, b: str) -> bool:
    """One dimension; "money:" (an amount whose currency is not written, "110k", "5
    milliards") is one of every currency: a question says "110k" of a grid in francs."""
    if a == b:
        return True
    return (a == "money:" and b.startswith("money:")) or (b == "money:" and a.startswith("money:"))


def _plain(value: Decimal) -> str:
    return f"{value.normalize():f}"


def _max_lo(a: Band, b: Band) -> tuple[Decimal | None, bool]:
    if a.lo is None:
        return b.lo, b.lo_open
    if b.lo is None or a.lo > b.lo:
        return a.lo, a.lo_open
    if b.lo > a.lo:
        return b.lo, b.lo_open
    return a.lo, a.lo_open or b.lo_open


def _min_hi(a: Band, b: Band) -> tuple[Decimal | None, bool]:
    if a.hi is None:
        return b.hi, b.hi_open
    if b.hi is None or a.hi < b.hi:
        return a.hi, a.hi_open
    if b.hi < a.hi:
        return b.hi, b.hi_open
    return a.hi, a.hi_open or b.hi_open


@dataclass(frozen=True)
class Slot:
    """What a question asks for: its kind, and the values it fixes."""

    kind: str = ""
    bands: tuple[Band, ...] = ()
    spans: tuple[tuple[int, int], ...] = field(default=(), compare=False)  # of the values
    # The question names what it asks for ("Qui est le directeur général ?" names a
    # director): the slot adds nothing to the question's own words.
    named: bool = False
    form: tuple[tuple[int, int], ...] = field(default=(), compare=False)
    # "Qui approuve … ?", "Who signs …?": the answer is an authority (a committee, an
    # officer), not any party the sentence names (the borrower, the supplier).
    authority: bool = False
    # The slots of the question's other parts ("…, et jusqu'à quel montant ?"): a claim
    # answers when it carries the slot of one part.
    also: tuple[Slot, ...] = field(default=(), compare=False)
    # "Quel montant … ?", "How much does … cost?": the figure asked is an amount, which a
    # duration alone does not give ("… d'une durée de 18 mois au plus" for the maximum
    # amount of a grant, marked ok: issue 11, fourth round).
    amount: bool = False

    @property
    def selects(self) -> bool:
        """The question's values select the rule ("Qui peut approuver 8 M€ ?"); in a
        yes/no question they are what is asked about, and a band that excludes them
        answers too ("Le comité régional peut-il décider 8 M€ ?" — "jusqu'à 3 M€": non)."""
        return bool(self.bands) and self.kind != "yesno"


_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ])")
_WH_START = (
    r"(?:qui|who|quel|quelle|quels|quelles|combien|quand|comment|ou|what|which|how|when|where)\b"
)
_LEAD_CLAUSE = re.compile(
    rf"^(?!\s*{_WH_START})[^,;:]*[,;:]\s+(?=(?:qui|who|quel|quelle|quels|quelles|combien|quand|comment|ou|"
    r"what|which|how|when|where|faut-il|doit-on|peut-on|est-ce|is|are|can|does|do|must|may)\b)"
)


def question_clause(question: str) -> str:
    """The clause that asks (folded): the last sentence, after a leading clause that sets
    the case ("À la filiale de Lyon, qui approuve … ?", "A lab needs a centrifuge worth
    €600,000. Who must sign the order?"). The slot and the head were read at the start of
    the whole text only, so that such a question asked for nothing (issue 11, second
    round: a hospital's purchasing rules)."""
    return _LEAD_CLAUSE.sub("", fold(asking_sentence(question)), count=1)


def asking_sentence(question: str) -> str:
    """The sentence that asks (the last one ending with "?", else the last one), as
    written; the sentences before it set the case."""
    parts = [p for p in _SENTENCES.split(question.strip()) if p.strip()]
    asking = [p for p in parts if p.rstrip().endswith("?")]
    return asking[-1] if asking else parts[-1] if parts else question


# "…, et jusqu'à quel montant ?", "…, and at what exchange rate?": a second question
# joined to the first, asking for something else (issue 11, second round: "peut-il
# télétravailler, et combien de jours ?"). Each part has its own slot.
# "…, et de combien au plus ?", "…, and by how much?": a preposition may lead the second
# part's question word (leasing: who may accept a residual value above the grid, and by
# how much at most).
_SECOND_PART = re.compile(
    r",?\s+(?:et|and)\s+(?=(?:(?:de|d|par|en|by|of)\s+)?(?:qui|quel\w*|combien|quand|comment|ou|what|which|who|how|when|"
    r"where|jusqu|a quel\w*|dans quel\w*|sous quel\w*|pour quel\w*|for how|up to what|"
    r"within what|in which|at what|to what)\b)"
)


def question_parts(question: str) -> list[str]:
    """The parts of a question that asks two things (folded); one part otherwise."""
    clause = question_clause(question)
    parts = [p.strip() for p in _SECOND_PART.split(clause) if p.strip()]
    return parts if len(parts) > 1 else [clause]


def _kind(folded: str) -> str:
    pats = _patterns()
    wh = bool(pats["wh"].search(folded))
    for name in _table()["order"]:
        if name == "yesno" and wh:
            continue  # "Quel montant … peut-il accorder ?" asks for an amount
        if any(p.search(folded) for p in pats["question"][name]):
            return str(name)
    return ""


def question_slot(question: str) -> Slot:
    """The slot `question` asks for and the bands of the values it fixes; a question that
    asks two things has the second part's slot in `also`."""
    parts = question_parts(question)
    pats = _patterns()
    found = quantities(question, bare=True)
    # The words that only give the question its form ("combien de temps", "how quickly",
    # "acheté en février 2026"): the slot stands for them, no passage is asked for them.
    whole = fold(question)
    form = tuple(m.span() for p in pats["form"] for m in p.finditer(whole))
    bands = tuple(b for b, _ in found)
    spans = tuple(s for _, s in found)
    slots = []
    for part in parts:
        kind = _kind(part)
        named = kind == "actor" and bool(set(re.findall(r"[a-z]+", part)) & pats["actors"])
        head = head_word(question) if len(parts) == 1 else _head_of(part)
        authority = kind == "actor" and head in pats["decision_verbs"]
        amount = (
            kind == "figure" and bool(_AMOUNT_CUE.search(part)) and not _MEASURE_ASKED.search(part)
        )
        slots.append(Slot(kind, bands, spans, named, form, authority, amount=amount))
    first, *others = slots
    if others and any(o.kind != first.kind for o in others):
        return replace(first, also=tuple(others))
    return first


# The words of a question asking for an amount of money (read in the folded clause).
_AMOUNT_CUE = re.compile(
    r"\b(?:montants?|sommes?|prix|couts?|coute\w*|budgets?|amounts?|sums?|prices?|costs?|"
    r"how much (?:does|do|will|would|is|are|money|must|should|can|may))\b"
)

# "How much does the trailer weigh?", "Quel est le poids …": a measure is asked, not an
# amount, though "how much does" opens the question.
_MEASURE_ASKED = re.compile(
    r"\b(?:weigh\w*|poids|pese\w*|heavy|lourde?s?|distance|how far|loin|length|longueur)\b"
)


# Before a number that is a reference, not a value ("article 12", "n° 4", "page 3").
_REFERENCE = re.compile(
    r"(?:article|art|n|no|numero|number|page|p|section|chapitre|chapter|annexe|annex|"
    r"clause|point|ligne|line|vol|flight|code|ref|reference|version|niveau|level|"
    r"categorie|category|tier|zone|classe|class|grade|etage|floor|stage|phase|step|etape|"
    r"ifrs|ias|iso|bale|basel|solvency|solvabilite|rugd|urdg|ucp|rupp)\W*$"
)


def _plain_value(source: str, value: Decimal, start: int, end: int) -> bool:
    """A number of the question with no unit that may still be its value ("a score of
    520", "obtient 580 à l'évaluation"), read against a row's range of plain numbers
    ("450–599"); not a year, a time of day, a date or a reference ("article 12")."""
    if value == value.to_integral_value() and 1900 <= value <= 2100:
        return False
    near = source[max(0, start - 12) : start]
    if _REFERENCE.search(near) or re.search(r"[/:h.]\s*$", near):
        return False  # "IFRS 9 stage 3" names a standard and its stage (sample corpus)
    return not re.match(r"\s*(?:[/:h]\s*\d|er\b|e\b|eme|th\b|st\b|nd\b|rd\b|%)", source[end:])


# The word after a number that may name its unit ("km", "points", "Go"); the table's
# 'measure_units' tells which words do.
_UNIT_WORD = re.compile(r"\s*([a-z][a-z0-9²³/]*)(?![\w²³/])")

# The currency written as a word after the amount, which the number reader does not know.
_FRANCS = re.compile(r"\s*(?:francs?(?:\s+suisses?)?|swiss\s+francs?)\b", re.I)


# A magnitude written right after a number the number reader leaves plain: "110k", "60 K",
# "1.5m", "€1.2m", "2bn", "10 mille euros" (questions written as people speak, and grids
# written "jusqu'à 150k"). "m" and "mn" only when attached to the number: "5 m" is metres;
# not "km", "kg", "min", "mm", "m²" (the lookahead).
_MAGNITUDE = re.compile(
    r"(?:\s?(?P<k>[kK])|(?P<m>m|M|mn|Mn|MM|mio)|\s?(?P<b>bn|Bn|Md|Mds|Mrd)|\s(?P<mille>mille))"
    r"(?![\w²³/])(?:\s?(?P<cur>€|\$|£|(?i:eur(?:os?)?|usd|gbp|chf|dollars?|francs?))(?![a-zA-Z]))?"
)
# the number reader's currency names, and those a magnitude's suffix also writes
_MAGNITUDE_CURRENCIES = {**CURRENCY_NAMES, "gbp": "£", "franc": "CHF", "francs": "CHF"}
_MAGNITUDES = {
    "k": Decimal(10**3),
    "mille": Decimal(10**3),
    "m": Decimal(10**6),
    "b": Decimal(10**9),
}


def _magnitude(text: str, end: int) -> tuple[Decimal, str, int] | None:
    """The scale, the currency ("" when unwritten) and the end of a magnitude suffix."""
    m = _MAGNITUDE.match(text, end)
    if not m:
        return None
    scale = next(_MAGNITUDES[g] for g in ("k", "m", "b", "mille") if m.group(g))
    cur = (m.group("cur") or "").lower()
    currency = _MAGNITUDE_CURRENCIES.get(cur, cur)
    return scale, currency.upper() if currency.isalpha() else currency, m.end()


def quantities(text: str, bare: bool = False) -> list[tuple[Band, tuple[int, int]]]:
    """The amounts and durations a text states, each as the band its words give it
    ("jusqu'à 3 M€" ≤ 3 000 000 €, "au-delà de 3 M€" > 3 000 000 €, "de 1 à 3 ans"),
    with the span of the value in the text."""
    # "CHF 50'000": the Swiss thousands separator, read as a space (same length, so the
    # offsets hold); the number reader took "300'000" for 300 (a Basel clinic's rules).
    text = re.sub(r"(?<=\d)['’](?=\d{3}\b)", " ", text)
    folded = fold(text)
    pats = _patterns()
    # fold() keeps offsets only when no character folds to two; fall back on the raw
    # text for the positions then (rare: "œ", "æ").
    same = len(folded) == len(text)
    marks: list[tuple[Decimal, str, int, int]] = []  # value, dim, start, end
    for m in numbers_in(text):
        end = measure_end(text, m.span[1])
        if not m.measure.startswith("money:"):
            if m.measure == "%":
                marks.append((m.value, "%", m.span[0], end))
            elif m.measure == "pt":
                marks.append((m.value, "unit:pt", m.span[0], end))
            elif not m.measure and (mag := _magnitude(text, end)):
                # "110k", "280k euro": an amount; its currency when written.
                times, named, mag_end = mag
                marks.append((m.value * times, f"money:{named}", m.span[0], mag_end))
            elif not m.measure:
                franc = _FRANCS.match(text, end)
                if franc:
                    # "85 000 francs brut par an" is an amount in francs, as a Swiss
                    # grid writes it "CHF 72 001" (campus corpus, income bands).
                    marks.append((m.value, "money:CHF", m.span[0], franc.end()))
                elif unit := _UNIT_WORD.match(folded, end) if same else None:
                    # "900 km", "a score of 520 points", "Jusqu'à 1 500 km": a value of
                    # its own dimension, read against a band written in the same unit (a
                    # distance grid of flight compensation; a credit-score table).
                    name = _table()["measure_units"].get(unit.group(1))
                    if name:
                        # The span ends at the number: the unit's word is still asked of
                        # the passages ("25 mm" finds the row "jusqu'à 25 mm").
                        marks.append((m.value, f"unit:{name}", m.span[0], end))
                    else:
                        marks.append((m.value, "", m.span[0], end))
                else:
                    marks.append((m.value, "", m.span[0], end))  # "de 1 à 3 M€": the 1
            continue
        _, currency, scale = m.measure.split(":")
        value = m.value * _SCALES.get(scale, Decimal(1))
        if not scale and (mag := _magnitude(text, end)):
            # "€1.2m", "EUR 500k": the currency before, the magnitude after.
            value, end = m.value * mag[0], mag[2]
        marks.append((value, f"money:{currency}", m.span[0], end))
    source = folded if same else fold(text)
    number_words = _table()["number_words"]
    units = _table()["time_units"]
    lengths: dict[int, Decimal] = {}  # a duration's start → its unit's length in days
    for d in pats["duration"].finditer(source):
        if d.group(1) in ("a", "un", "une") and re.search(
            r"\b(?:in|per|par|each|every|chaque|a|for|pour)\s+$",
            source[max(0, d.start() - 8) : d.start()],
        ):
            continue  # "in a month", "for a day worked": the period of a rate, not a value
        if d.group(1) in ("a", "un", "une") and re.search(
            r"(?:\d|\d\s?[km]|[€$£%]|euros?|dollars?|francs?|chf|eur|usd)\s*$",
            source[max(0, d.start() - 12) : d.start()],
        ):
            continue  # "110k a year", "50 € a day": the period of a rate after its amount
        raw = d.group(1).replace(",", ".")
        value = Decimal(raw) if raw[0].isdigit() else Decimal(number_words[raw])
        length = Decimal(str(units[d.group(2)]))
        marks.append((value * length, "days", d.start(), d.end()))
        lengths[d.start()] = length
    # "J+45 : mise en demeure", "D+10": a schedule counted in days from an event (a
    # collections timetable) states a duration (housing corpus, unpaid rent).
    for d in re.finditer(r"(?<![a-z0-9])[jd] ?\+ ?(\d{1,3})(?!\d)", source):
        marks.append((Decimal(d.group(1)), "days", d.start(1), d.end()))
        lengths[d.start(1)] = Decimal(1)
    # "14 ans" is a duration, not also a bare 14 (which made "de 8 à 14 ans" a range of
    # plain numbers, and the row held no seniority at all).
    marks = [m for m in marks if m[1] or m[2] not in lengths]
    marks.sort(key=lambda x: x[2])
    # A money amount with no currency takes the one of the amount it pairs with ("de 1 à
    # 3 M€": the 1 is 1 M€): the scale written after the second is the first's too.
    out: list[tuple[Band, tuple[int, int]]] = []
    used: set[int] = set()
    for i, (value, dim, start, end) in enumerate(marks):
        if i in used:
            continue
        before = source[max(0, start - 40) : start]
        nxt = marks[i + 1] if i + 1 < len(marks) else None
        between = source[end : nxt[2]] if nxt is not None else ""
        ranged = (
            nxt is not None
            and dim in ("", nxt[1])
            and bool(pats["range_join"].match(between))
            and (
                bool(pats["range_open"].search(before))
                or between.strip() in "-–—"
                or (dim in ("", nxt[1]) and bool(pats["range_to"].match(between)))
            )
        )
        # "More than 8 and up to 20 hours", "plus de 10 000 € et jusqu'à 50 000 €": two
        # bounds of one band (a delegation list written as sentences).
        bounded = (
            nxt is not None
            and not ranged
            and dim in ("", nxt[1])
            and bool(pats["lower"].search(before))
            and bool(pats["both"].match(between))
        )
        if bounded and nxt is not None:
            lo = value * (lengths.get(nxt[2], Decimal(1)) if nxt[1] == "days" and not dim else 1)
            if not dim and nxt[1].startswith("money"):
                lo = value * _scale_of(text, nxt[2], nxt[3])
            band = Band(nxt[1], lo, nxt[0], _strict_lower(before), _strict_upper(between))
            out.append((band, (start, nxt[3])))
            used.add(i + 1)
            continue
        if ranged and nxt is not None:
            lo = value
            if dim != nxt[1] and nxt[1].startswith("money"):
                dim = nxt[1]
                lo = value * _scale_of(text, nxt[2], nxt[3])
            elif dim != nxt[1] and nxt[1] == "days":
                # "De 8 à 14 ans": the 8 is in the unit of the 14 (a seniority scale).
                dim = nxt[1]
                lo = value * lengths.get(nxt[2], Decimal(1))
            elif dim != nxt[1] and nxt[1] == "%":
                dim = nxt[1]
            elif not dim and nxt[1].startswith("unit:"):
                dim = nxt[1]  # "de 1 501 à 3 500 km": the 1 501 is in km too
            if dim == nxt[1]:
                below = bool(re.search(r"less|under|below|moins", between))
                out.append((Band(dim, lo, nxt[0], hi_open=below), (start, nxt[3])))
                used.add(i + 1)
                continue
        if not dim and not (bare and _plain_value(source, value, start, end)):
            continue  # a bare number is a value only as the start of a range
        lower, upper = pats["lower"].search(before), pats["upper"].search(before)
        after = source[end : end + 20]
        # "15 ans et plus", "10 years or more", "3 ans maximum": the bound written after
        # the amount (a seniority or age scale in a table's first column).
        if not (lower or upper) and pats["trailing_lower"].match(after):
            out.append((Band(dim, value, None), (start, end)))
            continue
        if not (lower or upper) and pats["trailing_upper"].match(after):
            out.append((Band(dim, None, value), (start, end)))
            continue
        if not (lower or upper) and pats["trailing_lower_late"].match(source[end : end + 40]):
            out.append((Band(dim, value, None), (start, end)))
            continue
        if lower:
            band = Band(dim, value, None, lo_open=_strict_lower(before))
        elif upper:
            band = Band(dim, None, value, hi_open=_strict_upper(before))
        else:
            band = Band(dim, value, value)
        # The span covers the bound word too ("above 3 million euros"): a question's
        # value is read as a band, none of its words is asked of the passages.
        cue = lower or upper
        first = start - len(before) + cue.start() if cue else start
        currency = pats["currency_before"].search(source[max(0, first - 8) : first])
        if currency:
            # "a EUR 180,000 order": the currency before the amount is the value's too.
            first -= len(currency.group())
        introduced = pats["value_cue"].search(source[max(0, first - 30) : first])
        if introduced and not cue:
            # "equipment worth 600,000 euros", "une note d'un montant de 3 000 €": the
            # words that introduce the amount are the value's, no rule repeats them.
            first -= len(introduced.group())
        out.append((band, (first, end)))
    out.extend(_codes(text, pats))
    if pats["any_amount"].search(source):
        out.append((Band("money:€"), (0, 0)))
    return out


# A grade, a level or a zone written as a letter and a number ("G6", "grades G5 to G7",
# "G1 – G2", "G5 and above"): a band of its own dimension, so that "a G6 manager" is
# answered by the row "management grades (G5 to G7)" (an HR handbook's delegation matrix).
_CODE = re.compile(
    r"(?<![\w-])([A-Z]{1,2})(\d{1,2})(?![\w-])"
    r"(?:\s*(?:–|—|-|to|à|au|a)\s*\1?(\d{1,2})(?![\w-]))?"
)


def _codes(text: str, pats: dict[str, Any]) -> list[tuple[Band, tuple[int, int]]]:
    out: list[tuple[Band, tuple[int, int]]] = []
    for m in _CODE.finditer(text):
        dim, lo = f"code:{m.group(1)}", Decimal(m.group(2))
        if m.group(3):
            out.append((Band(dim, lo, Decimal(m.group(3))), m.span()))
        elif pats["trailing_lower"].match(fold(text[m.end() : m.end() + 20])):
            out.append((Band(dim, lo, None), m.span()))
        elif pats["trailing_upper"].match(fold(text[m.end() : m.end() + 20])):
            out.append((Band(dim, None, lo), m.span()))
        else:
            out.append((Band(dim, lo, lo), m.span()))
    return out


def _scale_of(text: str, start: int, end: int) -> Decimal:
    """The scale of the amount text[start:end] ("3 M€" → 10**6)."""
    for m in numbers_in(text[start:]):
        if m.measure.startswith("money:"):
            return _SCALES.get(m.measure.split(":")[2], Decimal(1))
        break
    return Decimal(1)


_STRICT_LOWER = re.compile(
    r"(au-dela|au dela|above|over|more than|greater|higher|plus de|superieur|exceed|"
    r"excess|depass|exced|>)\W*(?:de |d |du |of |a |au )?\s*$"
)
_STRICT_UPPER = re.compile(
    r"(below|under|less than|lower than|moins de|inferieur|en deca|<)\W*\S*\s*$"
)


def _strict_lower(before: str) -> bool:
    return bool(_STRICT_LOWER.search(before))


def _strict_upper(before: str) -> bool:
    return bool(_STRICT_UPPER.search(before))


@dataclass(frozen=True)
class SlotCheck:
    """Whether a claim carries what its question asks for; `reason` says what is missing."""

    ok: bool
    code: str = ""  # slot_missing:<kind> or band_mismatch:<dim>
    reason: str = ""


_REASONS = {
    "fr": {
        "actor": "ne nomme pas qui décide ou agit (la question demande qui)",
        "duration": "ne donne pas de durée ni de délai (la question demande combien de temps)",
        "date": "ne donne pas de date ni de fréquence (la question demande quand)",
        "figure": "ne donne pas de chiffre (la question demande combien)",
        "amount": "ne donne qu'une durée ou une mesure (la question demande un montant)",
        "list": "n'énumère rien (la question demande lesquels)",
        "band": "vaut pour {claim}, pas pour {question} que fixe la question",
    },
    "en": {
        "actor": "names no one who decides or acts (the question asks who)",
        "duration": "gives no duration or time limit (the question asks how long)",
        "date": "gives no date or frequency (the question asks when)",
        "figure": "gives no figure (the question asks how much)",
        "amount": "gives only a duration or a measure (the question asks for an amount)",
        "list": "lists nothing (the question asks which ones)",
        "band": "applies to {claim}, not to the {question} the question fixes",
    },
}


def carries(slot: Slot, text: str, language: str = "fr") -> SlotCheck:
    """Whether the claim `text` carries the slot of its question (see the module doc); of
    one of its parts, for a question that asks two things."""
    if slot.also:
        checks = [_carries(s, text, language) for s in (slot, *slot.also)]
        return next((c for c in checks if c.ok), checks[0])
    return _carries(slot, text, language)


def _carries(slot: Slot, text: str, language: str = "fr") -> SlotCheck:
    reasons = _REASONS.get(language, _REASONS["fr"])
    kind = "party" if slot.kind == "actor" and not slot.authority else slot.kind
    if slot.kind and slot.kind not in ("yesno",) and not _has(kind, text):
        return SlotCheck(False, f"slot_missing:{slot.kind}", reasons[slot.kind])
    if slot.amount and _measures_only(text):
        return SlotCheck(False, "slot_missing:figure", reasons["amount"])
    if slot.selects:
        stated = [b for b, _ in quantities(text)]
        for asked in slot.bands:
            same = [b for b in stated if same_dim(b.dim, asked.dim)]
            if same and not any(b.meets(asked) for b in same):
                return SlotCheck(
                    False,
                    f"band_mismatch:{asked.dim}",
                    reasons["band"].format(
                        claim=", ".join(b.words() for b in same), question=asked.words()
                    ),
                )
    return SlotCheck(True)


def _measures_only(text: str) -> bool:
    """Every number of the text is a duration's or a measure's ("18 mois au plus", "500
    km, 1 000 km"): no amount is given. Carrental: "Combien coûte le pack de 1 000 km ?"
    was answered by the sentence listing the packs, which names no price. A price may be
    told in points ("150 points de base", loyalty points), and a nil one in words
    ("gratuit", "free of charge"): neither is a measure here."""
    if _NIL_AMOUNT.search(fold(text)):
        return False
    spans = [
        span
        for band, span in quantities(text)
        if band.dim == "days" or (band.dim.startswith("unit:") and band.dim != "unit:pt")
    ]
    found = numbers_in(text)
    return bool(spans) and all(any(a <= m.span[0] < b for a, b in spans) for m in found)


# "gratuit", "free of charge", "offert": the amount is nil, a figure given.
_NIL_AMOUNT = re.compile(
    r"\bgratuit|\bfree of charge\b|\bno charge\b|\bsans frais\b|\boffert|\binclus\b|\bincluded\b"
)


def _has(kind: str, text: str) -> bool:
    pats = _patterns()
    folded = fold(text)
    words = set(re.findall(r"[a-z]+", folded))
    if kind == "actor":
        return bool(words & pats["actors"])
    if kind == "party":
        return bool(words & (pats["actors"] | pats["parties"]))
    if kind == "duration":
        return any(b.dim == "days" for b, _ in quantities(text)) or bool(
            re.search(
                r"\b(immediatement|immediately|sans delai|without delay|le jour meme|"
                r"dans la journee|within the day|the same day|same day|sur le champ)\b",
                folded,
            )
        )
    if kind == "date":
        return (
            bool(re.search(r"\d", folded))
            or bool(words & pats["time_words"])
            or "sans delai" in folded
        )
    if kind == "figure":
        # "one notch", "deux fois", "aucun": a figure written in words counts.
        spelled = set(_table()["number_words"]) - {"a", "un", "une"}
        # "gratuit", "free of charge": the amount is nil.
        return (
            bool(numbers_in(text))
            or bool(words & (spelled | {"once", "twice", "aucun", "aucune", "none", "zero", "nul"}))
            or bool(_NIL_AMOUNT.search(folded))
        )
    if kind == "list":
        return "\n" in text.strip() or bool(pats["enumeration"].search(folded))
    return True


# The head of a question: the verb of a "who" question ("Qui signe … ?", "Who must
# approve …?"), the noun of a "what is the …" question ("What is the quorum …?", "Quel
# est le montant de la cotisation …?": a generic noun such as "montant" is skipped).
_HEAD_VERB = re.compile(
    r"^\s*(?:qui|who)\s+(?:(?:peut|doit|peuvent|doivent|va|can|must|may|should|will|shall|"
    r"does|do)\s+)?(?:(?:l|la|le|les|se|s|en)\s+)?([a-z]{3,})"
)
_HEAD_NOUN = re.compile(
    r"^\s*(?:(?:what|which)\s+(?:is|are|was|were)\s+(?:the|a|an)|"
    r"(?:quel|quelle|quels|quelles)\s+(?:est|sont|etait)(?:-(?:il|elle|ils|elles))?\s+"
    r"(?:le|la|les|l))\s+((?:[a-z-]+\s+){0,6})"
)


# "Faut-il réaliser un sourcing préalable … ?", "Do we need to consult …?": what the
# question asks whether to do (a light verb such as "réaliser" skipped).
_HEAD_DUTY = re.compile(
    r"(?:^|[,;:]\s*)(?:faut-il|doit-on|peut-on|"
    r"est-il (?:obligatoire|necessaire|possible|permis) d[e ]|"
    r"is it (?:necessary|mandatory|compulsory|possible|allowed) to|"
    r"(?:do|does|must|should|can|may) (?:i|we|you|one) (?:need to |have to )?)"
    r"\s*((?:[a-z-]+\s+){0,4})"
)


# "How many quotes …?", "Combien d'agents …?": the noun counted (time units excepted:
# "how many days" asks for a duration).
_COUNTED = re.compile(r"\b(?:how many|combien d(?:e |es | ))\s*([a-z-]{3,})(?:\s+([a-z-]{3,}))?")


def counted_words(question: str) -> list[str]:
    """The words of the noun a "how many" question counts ("claims handlers")."""
    m = _COUNTED.search(fold(question))
    # "Sous combien de temps …?", "how much time …?" ask for a duration, not a count: the
    # sentence "Nous en accusons réception sous cinq jours ouvrés" counts no "temps"
    # (housing corpus).
    if not m or m.group(1) in _table()["time_units"] or m.group(1) in ("temps", "time"):
        return []
    # "On a droit à combien de remise ?", "how much discount?": a quantity is measured,
    # not counted; the row "de 250 à 599 | 4 %" under "Remise" answers (a warehouse's
    # volume discounts).
    if m.group(1) in _table()["quantity_nouns"].split():
        return []
    return [w for w in m.groups() if w]


@lru_cache(maxsize=1)
def price_stems() -> frozenset[str]:
    """The stems of the words that only ask the price ("coûte", "prix", "cost"): in a
    question of an amount, the slot stands for them (see `Slot.amount`). Not the verbs of
    paying, which a rule of payment writes ("versée", "paid")."""
    from analyste.ask.text import tokens

    return frozenset(tokens(_table()["price_words"]))


@lru_cache(maxsize=1)
def quantity_stems() -> tuple[frozenset[str], frozenset[str]]:
    """The stems of the nouns naming a quantity (a price, a fee, a rate, a limit), and of
    those among them that only say "the price" (Montant, Prix, Tarif): see
    `analyste.offline.answerer._figure_column`."""
    from analyste.ask.text import tokens

    table = _table()
    return (
        frozenset(tokens(table["quantity_nouns"] + " " + table["price_nouns"])),
        frozenset(tokens(table["price_nouns"])),
    )


def counts(text: str, stems: set[str]) -> bool:
    """A number in `text` directly followed (within two words) by one of `stems`: "au
    moins 3 devis", "2 agents", "one notch"."""
    from analyste.ask.text import tokens

    folded = fold(text)
    if re.search(r"\b(?:once|twice|thrice|\w+ fois|\w+ times)\b", folded):
        return True  # "accepted at most twice": the count of what the sentence is about
    if re.search(r"\b(?:un seul|une seule|a single|only one|one single)\b", folded):
        return True  # "un seul devis suffit"
    spelled = set(_table()["number_words"]) - {"a", "un", "une"}
    for m in re.finditer(r"\d[\d\s.,]*|\b[a-z]+\b", folded):
        if not (m.group()[0].isdigit() or m.group() in spelled):
            continue
        after = tokens(folded[m.end() : m.end() + 40])[:2]
        if stems & set(after):
            return True
    return False


def head_word(question: str) -> str:
    """The question's head word ("" when its form has none): see _HEAD_VERB, _HEAD_NOUN
    and _HEAD_DUTY."""
    return _head_of(question_clause(question))


_ENGLISH_NOUN = re.compile(r"^\s*(?:what|which)\s+(?:is|are|was|were)\s+(?:the|a|an)\s+")


def head_words(question: str) -> list[str]:
    """The head word, and in an English noun phrase the word right after it: an English
    noun compound puts its noun last, so that "What is the fixed charge added when I pay
    late?" asks about a charge ("indemnité forfaitaire"), "fixed" qualifying it (utility
    corpus). A French phrase puts the noun first ("le montant plancher")."""
    clause = question_clause(question)
    head = _head_of(clause)
    if not head or _HEAD_VERB.match(clause) or not _ENGLISH_NOUN.match(clause):
        return [head] if head else []
    found = _HEAD_NOUN.match(clause)
    words = found.group(1).split() if found else []
    generic = set(_table()["generic_heads"].split())
    after = words[words.index(head) + 1 : words.index(head) + 2] if head in words else []
    return [head, *(w for w in after if w not in generic and len(w) > 2)]


def _head_of(folded: str) -> str:
    generic = set(_table()["generic_heads"].split())
    verb = _HEAD_VERB.match(folded)
    if verb:
        # "Who signs off …?" asks who validates: a phrasal verb is not its verb, and the
        # table that answers says "Valideur" (an HR handbook's expense claims).
        rest = folded[verb.end() :].split()
        if rest and rest[0] in _patterns()["phrasal"]:
            return ""
        if verb.group(1) in generic:
            # A light verb asks by its noun: "Qui prend la décision ?" is answered by the
            # column "Autorité qui décide", which has no "prendre" (a town's grants table).
            return next((w for w in rest if w not in generic and len(w) > 2), "")
        return verb.group(1)
    for pattern in (_HEAD_NOUN, _HEAD_DUTY):
        found = pattern.match(folded) if pattern is _HEAD_NOUN else pattern.search(folded)
        if found:
            for word in found.group(1).split():
                if word not in generic and len(word) > 2:
                    return word
    return ""


_MONTH_NUMBERS = {
    name: i
    for names in (
        "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre",
        "january february march april may june july august september october november december",
    )
    for i, name in enumerate(names.split(), 1)
}
_DATED = re.compile(
    r"\b(?:au|le|du|on|as of|as at|at|en date du)\s+"
    r"(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})(?:er)?\s+([a-z]+)\s+(\d{4})|([a-z]+)\s+(\d{1,2}),?\s+(\d{4}))"
)


def question_date(question: str) -> date | None:
    """The date a question names for the rules ("au 1er mars 2024", "as of 2024-03-01",
    "on March 1, 2024"): the versions in force on that date answer it. A month or a year
    alone names no such date ("acheté en février 2026" is when a bike was bought)."""
    m = _DATED.search(fold(question))
    if not m:
        return None
    try:
        if m.group(1):
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if m.group(4):
            return date(int(m.group(6)), _MONTH_NUMBERS[m.group(5)], int(m.group(4)))
        return date(int(m.group(9)), _MONTH_NUMBERS[m.group(7)], int(m.group(8)))
    except (KeyError, ValueError):
        return None


def slot_words(question: str) -> list[tuple[int, int]]:
    """Spans of the question's values (amounts, durations): read as values, not words."""
    return [s for _, s in quantities(question) if s != (0, 0)]
