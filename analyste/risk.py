"""The risk vocabulary: signal categories, their severity, and the offline lexicon.

One home for what a credit-risk signal *is*, shared by the stage that verifies signals
(`signals.py`), the offline agents (`offline/risk_reader.py`, `offline/writer.py`), the
claim checker's reassurance clue and the portfolio's comparisons. Before this module the
category list lived in `signals.py`, the lexicon and its `fold` in the offline reader
(which imported `signals`, while `signals` imported it back: a cycle), and four lists of
"severe" categories were kept by hand in `claims.py`, `offline/writer.py` and both writer
prompts.

What not: no reading of pages (that is the reader's job) and no checking of quotes (the
claim checker's).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

from analyste.normalise import fold_spaces

Category = Literal[
    "covenant",
    "concentration",
    "refinancing",
    "liquidity",
    "litigation",
    "guarantee",
    "undrawn_facilities",
    "related_party",
    "auditor_emphasis",
    "change_of_control",
    "going_concern",
    "embedded_instruction",
]
CATEGORIES: tuple[str, ...] = Category.__args__  # type: ignore[attr-defined]

# The one severity order of the categories, most severe first ("hidden_text" is the
# category the stage gives to text a reader cannot see and that reads as no instruction).
SEVERITY: tuple[str, ...] = (
    "embedded_instruction",
    "going_concern",
    "auditor_emphasis",
    "liquidity",
    "covenant",
    "refinancing",
    "litigation",
    "change_of_control",
    "guarantee",
    "concentration",
    "related_party",
    "undrawn_facilities",
    "hidden_text",
)

# Categories that forbid a standard treatment: a writer never writes "suivi standard"
# beside one of them, and the recommendation grade rests on them.
SEVERE_CATEGORIES: frozenset[str] = frozenset(
    ["covenant", "liquidity", "going_concern", "litigation", "refinancing", "embedded_instruction"]
)

# Names of the categories in words, for prompts and reviews.
CATEGORY_LABELS: dict[str, dict[str, str]] = {
    "fr": {
        "covenant": "covenant",
        "concentration": "concentration",
        "refinancing": "refinancement et échéances",
        "liquidity": "liquidité",
        "litigation": "litige",
        "guarantee": "garanties et sûretés",
        "undrawn_facilities": "lignes de crédit non tirées",
        "related_party": "parties liées",
        "auditor_emphasis": "observation des commissaires aux comptes",
        "change_of_control": "changement de contrôle",
        "going_concern": "continuité d'exploitation",
        "embedded_instruction": "instruction dissimulée",
        "hidden_text": "texte invisible",
    },
    "en": {
        "covenant": "covenant",
        "concentration": "concentration",
        "refinancing": "refinancing and maturities",
        "liquidity": "liquidity",
        "litigation": "litigation",
        "guarantee": "guarantees and pledges",
        "undrawn_facilities": "undrawn credit lines",
        "related_party": "related parties",
        "auditor_emphasis": "auditor's emphasis",
        "change_of_control": "change of control",
        "going_concern": "going concern",
        "embedded_instruction": "embedded instruction",
        "hidden_text": "hidden text",
    },
}


def severity(category: str) -> int:
    """Rank of a category in SEVERITY (0 = most severe); an unknown one comes last."""
    return SEVERITY.index(category) if category in SEVERITY else len(SEVERITY)


def severe_list(language: str) -> str:
    """The severe categories in words, most severe first: rendered into the prompts."""
    labels = CATEGORY_LABELS.get(language, CATEGORY_LABELS["en"])
    return ", ".join(labels[c] for c in SEVERITY if c in SEVERE_CATEGORIES)


# The form the lexicon patterns are written for: lower case, one apostrophe, one space
# (normalise.fold_spaces, the one home of the folds).
fold = fold_spaces


@dataclass(frozen=True)
class Lexicon:
    order: tuple[str, ...]
    patterns: dict[str, tuple[re.Pattern[str], ...]]
    never_negated: frozenset[str]
    negators: tuple[re.Pattern[str], ...]
    not_negators: tuple[re.Pattern[str], ...]
    selection: tuple[re.Pattern[str], ...]
    routine: tuple[re.Pattern[str], ...] = ()
    boilerplate: tuple[re.Pattern[str], ...] = ()
    negators_after: tuple[re.Pattern[str], ...] = ()
    hidden_instruction: tuple[re.Pattern[str], ...] = ()
    not_signal: dict[str, tuple[re.Pattern[str], ...]] | None = None
    modal: tuple[re.Pattern[str], ...] = ()
    credit_sections: tuple[re.Pattern[str], ...] = ()
    hypothetical_sections: tuple[re.Pattern[str], ...] = ()
    # a lexicon group read as another category ("liquidity_shortfall" is liquidity, tried
    # before the facilities a shortfall sentence names)
    aliases: dict[str, str] | None = None
    # (category, patterns) in the order a sentence is tried, aliases resolved
    steps: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = ()
    # a clause that says where a risk is told ("… is set out in note 18", "… figure à la
    # note 5"): its risk words state nothing
    pointer_predicates: tuple[re.Pattern[str], ...] = ()
    # concentration read by its structure: a share of revenue beside counted or named
    # counterparties
    concentration_share: re.Pattern[str] | None = None
    concentration_parties: re.Pattern[str] | None = None
    # per clause category, the patterns that name the kind of clause without stating one
    bare_words: dict[str, frozenset[str]] | None = None


@cache
def lexicon() -> Lexicon:
    """analyste/data/risk_lexicon.json, compiled (see its `_doc`)."""
    raw = json.loads(
        (resources.files("analyste") / "data" / "risk_lexicon.json").read_text(encoding="utf-8")
    )

    def comp(ps: list[str]) -> tuple[re.Pattern[str], ...]:
        return tuple(re.compile(p, re.M) for p in ps)

    aliases = dict(raw.get("aliases", {}))
    return Lexicon(
        order=tuple(c for c in raw["order"] if c not in aliases),
        patterns={c: comp(ps) for c, ps in raw["categories"].items() if c not in aliases},
        never_negated=frozenset(raw["never_negated"]),
        negators=comp(raw["negators"]),
        not_negators=comp(raw["not_negators"]),
        selection=comp(raw["selection"]),
        routine=comp(raw.get("routine", [])),
        boilerplate=comp(raw.get("boilerplate", [])),
        negators_after=comp(raw.get("negators_after", [])),
        hidden_instruction=comp(raw.get("hidden_instruction", [])),
        not_signal={k: comp(v) for k, v in raw.get("not_signal", {}).items()},
        modal=comp(raw.get("modal", [])),
        credit_sections=comp(raw.get("credit_sections", [])),
        hypothetical_sections=comp(raw.get("hypothetical_sections", [])),
        aliases=aliases,
        steps=tuple((aliases.get(c, c), comp(raw["categories"].get(c, []))) for c in raw["order"]),
        pointer_predicates=comp(raw.get("pointer_predicates", [])),
        concentration_share=re.compile(
            raw["concentration_share"]
            .replace("{fraction_of}", FRACTION_OF)
            .replace("{fraction_per}", FRACTION_PER)
        )
        if "concentration_share" in raw
        else None,
        concentration_parties=re.compile(raw["concentration_parties"])
        if "concentration_parties" in raw
        else None,
        bare_words={c: frozenset(ps) for c, ps in raw.get("bare_words", {}).items()},
    )


# ---------------------------------------------------------------- anchors

# What makes a sentence concrete (issue 16: "an amount, a ratio, a date, a counterparty or
# a share"). Structure, not phrases: a number with a currency or a scale, a per cent, a
# multiple, a count of claimants or cases, a year or a month, a named party.
# An amount: a currency sign or code before the figure, a scale or a currency after it.
# The one pattern for an amount in a sentence (the offline writer's risk markers read it
# too).
MONEY = re.compile(
    r"(?:[$€£¥]\s?\d|\b(?:usd|eur|gbp|chf|aed|jpy|cad)\s?\d"
    r"|\d(?:[\d\s\u00a0\u202f.,]*\d)?\s?(?:k€|m€|md€|mds?€|€|k\$|m\$"
    r"|(?:millions?|billions?|thousands?|milliards?|mds?|keur|meur|eur|usd)\b"
    r"(?:\s(?:d'|de\s)?(?:euros?|dollars?))?"
    r"|euros?\b|dollars?\b))",
    re.IGNORECASE,
)
# A share told as a fraction in words (heldout5 and heldout6, two sets written blind:
# "Just over two fifths of Group revenue", "Quatre dixièmes de ce carnet", "Un euro de
# chiffre d'affaires sur deux", "Trois palettes sur cinq vendues", "about seven dollars in
# every twenty of contract revenue"). Two forms, lower case (the lexicon's fold):
# - FRACTION_OF, a numerator and a denominator, read with the "of/de" after it ("two
#   fifths of", "trois dixièmes du"): "un cinquième avenant" is an ordinal, and "d'un
#   tiers" / "à un tiers" a third party;
# - FRACTION_PER, "N <things> sur M", "N <things> in every M", "N out of M": "sur cinq
#   ans", "sur deux sites" tell a length or a spread, not a share.
_NUMERATOR = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|a|un|une|deux|trois|quatre|cinq|six"
    r"|sept|huit|neuf)"
)
_DENOMINATOR = (
    r"(?:halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|tiers"
    r"|quarts?|cinqui[èe]mes?|sixi[èe]mes?|septi[èe]mes?|huiti[èe]mes?|neuvi[èe]mes?"
    r"|dixi[èe]mes?)"
)
_WHOLE_NUMBER = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|one hundred|hundred"
    r"|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|cent)"
)
FRACTION_OF = rf"(?<!d')(?<!à )\b{_NUMERATOR}[- ]{_DENOMINATOR}(?=\s+(?:of|du|de|des|d'))"
FRACTION_PER = (
    rf"\b(?:{_NUMERATOR}|\d{{1,2}})\s+(?:[\w'-]+\s+){{0,4}}?"
    rf"(?:sur|in every|out of every|out of)\s+{_WHOLE_NUMBER}\b"
    r"(?!\s+(?:ans?|ann[ée]es?|exercices?|mois|jours?|semaines?|trimestres?|years?|months?"
    r"|days?|weeks?|quarters?|sites?|p[ée]riodes?|periods?|niveaux?|levels?|lignes?|lines?"
    r"|[ée]tages?|floors?|points?|%))"
)
# A share in words counts as one in figures ("Sixty-one percent of our 2025 revenue", a
# generated filing of the sixth session: a concentration with no figure of its own).
_SHARE = re.compile(
    r"(?:\d(?:[.,]\d+)?\s?|\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|vingt|trente|quarante|cinquante|soixante"
    r"(?:-dix)?|quatre-vingts?(?:-dix)?)[- ])(?:%|per ?cent\b|pour ?cent\b)"
    rf"|{FRACTION_OF}|{FRACTION_PER}",
    re.IGNORECASE,
)
# A multiple may be written in words ("at least three times net interest expense", a
# covenant of our probes, issue 16 round 7): a figure like "3.0x".
_RATIO = re.compile(
    r"\b(?:\d+(?:[.,]\d+)?|two|three|four|five|six|deux|trois|quatre|cinq)"
    r"\s?(?:x\b|times\b|fois\b|to 1\b|:\s?1\b)",
    re.IGNORECASE,
)
_COUNT = re.compile(
    r"\b\d[\d,.\u00a0\u202f ]*\s(?:individual\s|other\s|additional\s|putative\s|private\s"
    r"|class action and other\s|class\s)*"
    r"(?:plaintiffs?|claimants?|lawsuits?|cases|claims|actions|suits|customers|clients|"
    r"demandeurs|plaignants|actions en justice|proc[ée]dures|salari[ée]s)\b",
    re.IGNORECASE,
)
MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|"
    r"novembre|d[ée]cembre)"
)
# A year, or a month with a day or a year beside it ("may" alone is a modal verb).
_DATE = re.compile(
    rf"\b(?:19|20)\d\d\b|\b{MONTHS}\s+\d|\b(?:in|en|since|depuis|until)\s+{MONTHS}\b",
    re.IGNORECASE,
)
# Two capitalised words in a row after the sentence's first word: a named party
# ("Tennessee Riverkeeper", "Banque Populaire", "U.S. District Court").
# A hyphenated proper name counts as one ("le site de Saint-Junien", ferlac p. 9: the
# asset a pledge names).
_PARTY = re.compile(
    r"(?<=\S\s)(?:(?:[A-ZÀ-Þ][\w&.'’-]+\s){1,}[A-ZÀ-Þ][\w&.'’-]+"
    r"|[A-ZÀ-Þ][\w'’]+-[A-ZÀ-Þ][\w'’-]+)"
)


# A credit rating as printed: "BBB+", "Baa1", "A-2", "P-2", "AA-".
RATING = re.compile(
    r"(?<![\w-])(?:AAA|AA[+-]?|A[+-]|BBB[+-]?|BB[+-]?|B[+-]|CCC[+-]?|Baa\d|Ba\d|Aa\d|A\d|B[123]"
    r"|Caa\d|[AP]-[123])(?![\w])"
)


@dataclass(frozen=True)
class Anchors:
    """The concrete things a sentence states, by kind."""

    money: int
    share: int
    ratio: int
    count: int
    date: int
    party: int
    rating: int = 0  # a credit rating as printed ("BBB+", "Baa1", "A-2"): a figure

    @property
    def figures(self) -> bool:
        """A figure a credit analyst can write down: an amount, a share, a ratio, a count."""
        return bool(self.money or self.share or self.ratio or self.count or self.rating)

    @property
    def concrete(self) -> bool:
        return self.figures or bool(self.date or self.party)

    @property
    def weight(self) -> float:
        """How specific the sentence is (for ranking: more figures, more telling)."""
        return (
            # the first amount tells the most; a sentence dense with amounts is more often
            # a results narrative than a credit fact (labelled 10-Ks: 22 % of the read
            # sentences with one or two amounts were kept by the labellers, 16 % of those
            # with three or more)
            3.0 * min(self.money, 1)
            + 1.0 * min(max(self.money - 1, 0), 2)
            + 2.0 * min(self.share + self.ratio, 2)
            # a count of claimants or suits is a litigation's figure as an amount is a
            # debt's: 3M 2018's labelled suits are told by their plaintiffs (5,015), their
            # claimants (2,320), their actions (214, 85, 26), most with no amount
            + 3.0 * min(self.count, 1)
            + 1.0 * min(max(self.count - 1, 0), 1)
            + 1.0 * min(self.date, 2)
            + 0.5 * min(self.party, 2)
            + 1.5 * min(self.rating, 2)
        )


def parties(sentence: str, company: str = "") -> frozenset[str]:
    """The words of the named parties, products or sites a sentence names, other than the
    company itself (whose name a 10-K prints in every sentence: "PG&E Corporation's and
    the Utility's liquidity … could …" names no one): "Dual-Ended Combat Arms",
    "Occidental Chemical Corporation", "Saint-Junien"."""
    own = _own_words(company)
    out: set[str] = set()
    for m in _PARTY.finditer(sentence):
        out |= _name_words(m.group(0)) - own - _COMMON_CAPITALS - _VENUES
    return frozenset(w for w in out if len(w) > 2)  # "U.S." is no name


# The words of a court or a jurisdiction: where a suit is heard, not what it is about
# (3M 2018 p. 121: the earplug suit "in the San Bernardino Superior Court" is not the
# Bair Hugger suit "in the Ontario Superior Court of Justice").
_VENUES = frozenset(
    [
        "court",
        "courts",
        "superior",
        "supreme",
        "district",
        "circuit",
        "county",
        "state",
        "states",
        "united",
        "federal",
        "justice",
        "appeals",
        "appellate",
        "bankruptcy",
        "tribunal",
        "cour",
        "commerce",
        "judicial",
        "panel",
        "u.s",
    ]
)


def _others(sentence: str, company: str) -> int:
    """How many named parties other than the company the sentence names."""
    own = _own_words(company)
    return sum(
        1 for m in _PARTY.finditer(sentence) if _name_words(m.group(0)) - own - _COMMON_CAPITALS
    )


def _own_words(company: str) -> set[str]:
    """The words that name the company itself, in its name and as a filing calls it."""
    own = {w.lower() for w in re.findall(r"[\w&]+", company) if len(w) > 2}
    return own | {"company", "group", "groupe", "société", "corporation", "inc", "utility"}


def _name_words(name: str) -> set[str]:
    """The lower-case words of a capitalised name, a possessive taken off ("3M’s",
    "Poor’s"). strip("’'s") ate the first and last letters of "Superior" and "States" in
    `parties`, and of "Statements" and "Section" here, so that "the Notes to Consolidated
    Financial Statements" counted as a party and a pointer to the legal note was kept as
    concrete litigation (a fresh 10-K, issue 16, thirteenth round)."""
    return {re.sub(r"[’']s?$", "", w.lower()) for w in re.findall(r"[\w&’']+", name)}


# Capitalised words that name no counterparty: months, legal and accounting terms.
_COMMON_CAPITALS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "and",
        "in",
        "on",
        "for",
        "to",
        "note",
        "notes",
        "item",
        "part",
        "ii",
        "iii",
        "iv",
        "section",
        "board",
        "directors",
        "consolidated",
        "financial",
        "statements",
        "balance",
        "sheet",
        "december",
        "january",
        "june",
        "march",
        "september",
        "chapter",
        "code",
        "act",
    ]
)


def anchors(sentence: str, company: str = "") -> Anchors:
    return Anchors(
        money=len(MONEY.findall(sentence)),
        share=len(_SHARE.findall(sentence)),
        ratio=len(_RATIO.findall(sentence)),
        count=len(_COUNT.findall(sentence)),
        date=len(_DATE.findall(sentence)),
        party=_others(sentence, company),
        rating=len(RATING.findall(sentence)),
    )


# Words a sub-heading uses for the kind of proceedings rather than their subject
# ("Product Liability Litigation", "Other Matters", "Legal Proceedings"): under such a
# heading the subject is named in the sentences, not above them.
_KIND_WORDS = frozenset(
    [
        "product",
        "products",
        "liability",
        "liabilities",
        "litigation",
        "legal",
        "proceedings",
        "proceeding",
        "matters",
        "matter",
        "other",
        "claims",
        "claim",
        "environmental",
        "contingencies",
        "commitments",
        "related",
        "general",
        "litiges",
        "contentieux",
        "autres",
        "procédures",
    ]
)


def kind_only(heading: str) -> bool:
    """The heading names the kind of proceedings only, not their subject."""
    words = set(re.findall(r"[^\W\d_]{4,}", fold(heading)))
    return bool(words) and words <= _KIND_WORDS


# Two sentences tell the same risk when they share most of their content words (words of
# four letters or more, folded): 70 % of the shorter one's and at least four. The risk
# stage groups them into one signal (3M 2018 tells its revolver in the MD&A and in the
# debt note); the memo quotes one of them (analyste.offline.writer).
SAME_RISK = 0.7
_CONTENT = re.compile(r"[^\W\d_]{4,}", re.U)


def content_words(text: str) -> frozenset[str]:
    """The folded words of four letters or more of a sentence."""
    return frozenset(w for w in _CONTENT.findall(fold(text)))


def same_risk(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sentences' content words (`content_words`) tell the same risk."""
    if not a or not b:
        return False
    return len(a & b) / min(len(a), len(b)) >= SAME_RISK and len(a & b) >= 4
