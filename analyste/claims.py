"""The claim checker: verbatim quotes on their page, sign-aware numbers, source ids.

One engine for the risk reader (is this quote on page n?), the memo writer (does every
number of this paragraph appear, with its sign, in the facts it cites?) and `ask` (does
every claim cite chunks that exist, were given to the model and may be shown?).

Exact problems (`no_citation`, `missing_id:`, `not_in_context:`, `not_allowed:`,
`number_not_found:`, `comparison_false:` … see docs/claims.md) are never wrong: they reject.
The clues `polarity:<term>` (a key term asserted here and denied by the source, or the
reverse), `reassurance:<id>` (absence of risk or a standard treatment asserted beside a
cited alert or severe signal) and `unsupported:<share>` (few of the claim's words are in
its sources) only point a person at what to read.

No dependency on PDFs, providers or the command line: callers pass page texts and
source texts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from analyste.normalise import Keyed, normalise
from analyste.numbers import NumberMention, measure_end, numbers_in
from analyste.schema import Defect, Paragraph

__all__ = [
    "SEVERE_CATEGORIES",
    "ClaimReport",
    "NumberMention",
    "Problem",
    "QuoteCheck",
    "check_claim",
    "check_claim_report",
    "check_quote",
    "guess_language",
    "normalise",
    "numbers_in",
    "paragraph_clues",
    "support_share",
    "uncited_signals",
    "verify_paragraphs",
]

MIN_QUOTE_CHARS = 12
UNSUPPORTED_BELOW = 0.5

# ---------------------------------------------------------------- quotes


@dataclass(frozen=True)
class QuoteCheck:
    ok: bool
    reason: str  # "" | too_short | not_on_page | found_on_page:<n> | stitched | page_out_of_range
    page: int  # the page named (1-based)
    span: tuple[int, int] | None  # offsets in the original page text when ok


# An ellipsis or a bracketed cut inside a quote glues pieces together (NFKC has already
# turned "…" into "...").
_STITCH = re.compile(r"\.{3,}|\[\s*\.*\s*\]|\(\s*\.{2,}\s*\)")
# Punctuation a quoter adds or drops at the edges: a final period, a colon, an ellipsis
# marking that the sentence goes on.
_EDGE = " .,;:!?"


def _trim_edges(k: Keyed) -> tuple[int, int]:
    """Key range of the quote without edge punctuation."""
    start, end = 0, len(k.key)
    while start < end and k.key[start] in _EDGE:
        start += 1
    while end > start and k.key[end - 1] in _EDGE:
        end -= 1
    return start, end


def _find(page: Keyed, quote: Keyed, qs: int, qe: int) -> tuple[int, int] | None:
    """Key range of the quote's key[qs:qe] in the page, word boundaries respected.

    Spaces are ignored for the search because real PDF text splits words: pdfplumber
    prints "Cash Flow s" and "Balance Shee t" in 3M's 10-K, where our pdfium layout prints
    "Cash Flows" — so either side may hold the split. Then the word boundaries are
    confirmed: the match must not start or end inside a word of the page, and every
    space of the quote between two word characters must fall on a separator of the page,
    unless it cuts off a fragment of one or two characters (the split-word pattern).
    "not able" therefore never passes for "notable".
    """
    needle = quote.key[qs:qe]
    if not needle:
        return None
    required = [i - qs for i in _word_spaces(quote, qs, qe)]
    pos = page.key.find(needle)
    while pos != -1:
        end = pos + len(needle)
        if (
            _boundary_before(page, pos)
            and _boundary_after(page, end)
            and all(page.gap_before[pos + r] for r in required)
        ):
            return pos, end
        pos = page.key.find(needle, pos + 1)
    return None


SPLIT_FRAGMENT_CHARS = 2


def _word_spaces(quote: Keyed, qs: int, qe: int) -> list[int]:
    """Key positions of the quote's spaces that must be word boundaries on the page."""
    spaces = [
        i
        for i in range(qs + 1, qe)
        if quote.space_before[i] and quote.key[i - 1].isalnum() and quote.key[i].isalnum()
    ]
    edges = [qs, *spaces, qe]
    required = []
    for k, i in enumerate(spaces, 1):
        before = _run(quote.key, i - 1, edges[k - 1] - 1, -1)
        after = _run(quote.key, i, edges[k + 1], 1)
        if min(before, after) > SPLIT_FRAGMENT_CHARS:
            required.append(i)
    return required


def _run(key: str, start: int, stop: int, step: int) -> int:
    """How many word characters from `start` towards `stop` (exclusive) before a break."""
    n = 0
    for i in range(start, stop, step):
        if not key[i].isalnum():
            break
        n += 1
    return n


def _boundary_before(page: Keyed, pos: int) -> bool:
    if pos == 0 or not page.key[pos].isalnum():
        return True
    return page.gap_before[pos] or not page.key[pos - 1].isalnum()


def _boundary_after(page: Keyed, end: int) -> bool:
    if end >= len(page.key) or not page.key[end - 1].isalnum():
        return True
    return page.gap_before[end] or not page.key[end].isalnum()


@lru_cache(maxsize=1024)
def _keyed(page_text: str) -> Keyed:
    # The risk reader checks many quotes against the same pages; a failed quote is looked
    # for on every page of a 10-K (~1 s to normalise 800k characters).
    return Keyed.of(page_text)


def check_quote(quote: str, pages: Sequence[str], page: int) -> QuoteCheck:
    """Is `quote` verbatim (after normalisation) on page `page` (1-based) of `pages`?"""
    if not 1 <= page <= len(pages):
        return QuoteCheck(False, "page_out_of_range", page, None)
    q = Keyed.of(quote)
    qs, qe = _trim_edges(q)
    core = q.norm[q.at[qs] : q.at[qe - 1] + 1] if qe > qs else ""
    if len(core) < MIN_QUOTE_CHARS:
        return QuoteCheck(False, "too_short", page, None)
    here = _keyed(pages[page - 1])
    hit = _find(here, q, qs, qe)
    if hit:
        return QuoteCheck(True, "", page, here.original_span(*hit))
    if _STITCH.search(core):
        return QuoteCheck(False, "stitched", page, None)
    # nearest other page first: the usual mistake is an off-by-one page number
    others = sorted((n for n in range(1, len(pages) + 1) if n != page), key=lambda n: abs(n - page))
    for n in others:
        if _find(_keyed(pages[n - 1]), q, qs, qe):
            return QuoteCheck(False, f"found_on_page:{n}", page, None)
    return QuoteCheck(False, "not_on_page", page, None)


# ---------------------------------------------------------------- words and languages


def _wordlist(text: str) -> frozenset[str]:
    return frozenset(text.split())


_STOP_FR = _wordlist(
    """au aux avec ce ces cet cette dans de des du elle en et eux il ils je la le les leur
    leurs lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa
    se ses son sur ta te tes toi ton tu un une vos votre vous est sont etait ete etre avoir
    a ont avait sera seront fait plus moins tres aussi comme dont entre sous sans si tout
    tous toute toutes apres avant depuis lors contre selon ainsi alors donc car ni or soit
    y cela celui celle ceux celles leur autre autres chaque quel quelle quels quelles"""
)
_STOP_EN = _wordlist(
    """a an the and or but if of to in on at by for with from as is are was were be been
    being has have had do does did this that these those it its they them their there here
    which who whom whose what when where why how not no nor so than too very can will would
    shall should may might must our we us you your he she his her him i me my also into
    over under about after before between during per such other than then each any all
    both more most some only own same out up down off again further once"""
)
# Words that appear in both lists carry no information about the language.
_FR_ONLY = _STOP_FR - _STOP_EN
_EN_ONLY = _STOP_EN - _STOP_FR
_ELIDED = {"l", "d", "j", "qu", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu"}
_WORD = re.compile(r"[^\W\d_]+")
_FRENCH_LETTERS = re.compile(r"[éèêàçùûôîœ]", re.IGNORECASE)


def _plain(text: str) -> str:
    """Lower case without accents: words compare whatever the typing."""
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return _WORD.findall(_plain(text))


def guess_language(text: str) -> str | None:
    """ "fr", "en" or None (too few stop words to tell), from language-specific stop words."""
    words = _words(text)
    fr = sum(w in _FR_ONLY for w in words)
    en = sum(w in _EN_ONLY for w in words)
    if max(fr, en) < 2 and not en and _FRENCH_LETTERS.search(text):
        return "fr"  # short fact texts hold few stop words but accents: "trésorerie"
    if max(fr, en) < 2 or fr == en:
        return None
    if fr >= 2 * en:
        return "fr"
    if en >= 2 * fr:
        return "en"
    return None


def _content(words: list[str]) -> list[str]:
    out = []
    for w in words:
        if len(w) < 2 or w in _STOP_FR or w in _STOP_EN or w in _ELIDED:
            continue
        out.append(w[:-1] if len(w) > 3 and w.endswith("s") else w)  # final "s" ignored
    return out


def support_share(sentence: str, source_texts: Sequence[str]) -> float | None:
    """Share of the sentence's content words found in the sources (FR + EN stop words
    removed, accents and a final "s" ignored); None when the sentence has no content word
    or when sentence and sources are in different languages."""
    words = _content(_words(sentence))
    if not words:
        return None
    joined = "\n".join(source_texts)
    lang_claim, lang_sources = guess_language(sentence), guess_language(joined)
    if lang_claim and lang_sources and lang_claim != lang_sources:
        return None
    vocabulary = set(_content(_words(joined)))
    return sum(w in vocabulary for w in words) / len(words)


# ---------------------------------------------------------------- claims


@dataclass(frozen=True)
class Problem:
    code: str  # no_citation, missing_id:<id>, not_in_context:<id>, not_allowed:<id>,
    # number_not_found:<n as written>, unsupported:<share 2 decimals>
    exact: bool  # False only for the "unsupported" clue
    message: str  # a readable sentence (French or English per `language`)


@dataclass(frozen=True)
class ClaimReport:
    """Everything check_claim found: exact problems, clues, and notes (checks skipped)."""

    problems: list[Problem] = field(default_factory=list)  # exact: reject the claim
    clues: list[Problem] = field(default_factory=list)  # point a reader at it
    notes: list[str] = field(default_factory=list)  # e.g. support check skipped

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def all(self) -> list[Problem]:
        return self.problems + self.clues


# Words that carry the sign of the number they go with (issue 4): "un free cash-flow
# négatif de 14 930 k€" is -14 930.
_SIGN_WORDS = re.compile(
    r"\b(n[ée]gati(?:f|fs|ve|ves)|pertes?|d[ée]ficits?|negative|loss(?:es)?|deficits?"
    r"|outflows?)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")

_MESSAGES = {
    "no_citation": {
        "fr": "Aucune source n'est citée.",
        "en": "No source is cited.",
    },
    "missing_id": {
        "fr": "La source {arg} n'existe pas.",
        "en": "Source {arg} does not exist.",
    },
    "not_in_context": {
        "fr": "La source {arg} existe mais ne faisait pas partie des sources fournies.",
        "en": "Source {arg} exists but was not among the sources given for this request.",
    },
    "not_allowed": {
        "fr": "La source {arg} n'est pas accessible à ce public.",
        "en": "Source {arg} may not be shown to this audience.",
    },
    "number_not_found": {
        "fr": "Le nombre {arg} ne figure pas, avec son signe, dans les sources citées.",
        "en": "The number {arg} is not in the cited sources with its sign.",
    },
    "number_not_found_negative": {
        "fr": "Le nombre {arg} figure en négatif dans les sources citées : écrire son signe.",
        "en": "The cited sources hold {arg} as a negative number: write its sign.",
    },
    "unit_mismatch": {
        "fr": "Le nombre {arg} figure dans les sources citées avec une autre unité.",
        "en": "The cited sources hold {arg} with another unit.",
    },
    "direction_mismatch": {
        "fr": "Le nombre {arg} suit un mot de hausse ou de baisse contraire à son signe dans "
        "les sources citées.",
        "en": "The number {arg} follows a word of increase or decrease that contradicts its "
        "sign in the cited sources.",
    },
    "year_mismatch": {
        "fr": "Le nombre {arg} figure dans les sources citées pour une autre année.",
        "en": "The cited sources hold {arg} for another year.",
    },
    "threshold_mismatch": {
        "fr": "Le nombre {arg} est présenté comme un seuil, que les sources citées ne donnent "
        "pas comme tel.",
        "en": "The number {arg} is written as a threshold, which the cited sources do not "
        "give it as.",
    },
    "quote_not_in_sources": {
        "fr": "Le passage entre guillemets « {arg} » ne figure mot pour mot dans aucune "
        "source citée.",
        "en": "The quoted passage “{arg}” is not word for word in any cited source.",
    },
    "comparison_false": {
        "fr": "La comparaison « {arg} » est fausse pour les nombres tels qu'ils sont écrits.",
        "en": "The comparison “{arg}” is false for the numbers as written.",
    },
    "polarity_pos": {
        "fr": "La phrase affirme « {arg} », que la source citée nie : à relire.",
        "en": "The sentence asserts “{arg}”, which the cited source denies: worth a read.",
    },
    "polarity_neg": {
        "fr": "La phrase nie « {arg} », que la source citée affirme : à relire.",
        "en": "The sentence denies “{arg}”, which the cited source asserts: worth a read.",
    },
    "reassurance_alert": {
        "fr": "La phrase rassure ({arg}) alors que son paragraphe cite l'alerte {fact} : à relire.",
        "en": "The sentence reassures ({arg}) while its paragraph cites the alert {fact}: "
        "worth a read.",
    },
    "reassurance_signal": {
        "fr": "La phrase rassure ({arg}) alors que son paragraphe cite le signal de risque "
        "{fact} ({category}) : à relire.",
        "en": "The sentence reassures ({arg}) while its paragraph cites the risk signal "
        "{fact} ({category}): worth a read.",
    },
    "empty_memo": {
        "fr": "Le mémo est vide.",
        "en": "The memo is empty.",
    },
    "empty_paragraph": {
        "fr": "Le paragraphe est vide : il cite des sources mais ne dit rien.",
        "en": "The paragraph is empty: it cites sources but says nothing.",
    },
    "unsupported": {
        "fr": "Seuls {arg} % des mots de l'affirmation se retrouvent dans ses sources : à relire.",
        "en": "Only {arg}% of the claim's words are in its sources: worth a read.",
    },
}


def _message(key: str, language: str, arg: str = "", **extra: str) -> str:
    texts = _MESSAGES[key]
    return texts.get(language, texts["en"]).format(arg=arg, **extra)


def _sentence_of(text: str, pos: int) -> str:
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.start() >= pos:
            return text[start : m.start()]
        start = m.end()
    return text[start:]


def _is_year(m: NumberMention) -> bool:
    return not m.signed and m.written.isdigit() and len(m.written) == 4


def _is_year_mention(m: NumberMention) -> bool:
    """A 4-digit calendar year written with no unit: "2025", not "2 025" or "2025 k€"."""
    return _is_year(m) and not m.measure and 1900 <= m.value <= 2100


# ---------------------------------------------------------------- units

_CLOSE_MEASURES = {("%", "pt"), ("pt", "%"), ("pt", "x"), ("x", "pt")}


def _compatible(claim: str, source: str) -> bool:
    """Whether two measures may name the same quantity; an unwritten one is unknown."""
    if not claim or not source or claim == source:
        return True
    if claim.startswith("money:") and source.startswith("money:"):
        _, c_cur, c_scale = claim.split(":")
        _, s_cur, s_scale = source.split(":")
        return (not c_cur or not s_cur or c_cur == s_cur) and (
            not c_scale or not s_scale or c_scale == s_scale
        )
    # a change of a margin is in points, so is a change of leverage said in French
    return (claim, source) in _CLOSE_MEASURES


# ---------------------------------------------------------------- direction words

_DOWN = (
    r"baiss\w*|recul\w*|diminu\w*|repli\w*|chut\w*|decreas\w*|declin\w*|drop\w*|down|fell"
    r"|fall|falls|falling"
)
_UP = (
    r"hauss\w*|progress\w*|augment\w*|increas\w*|rise|rises|rising|risen|rose|up|grew|grow"
    r"|grows|growing"
)
# Words that may stand between a direction word and its number: "en baisse de plus de 1,0x",
# "decreased by about 2%". Not "à"/"to"/"from": "declined to 3.6x" gives a level.
_LINK = (
    r"de|du|d['’]|of|by|some|about|approximately|around|nearly|almost|environ|pr[eè]s|plus"
    r"|more|than|less|moins|un|une|a|an|the|soit"
)
_GOVERNS_BEFORE = re.compile(
    rf"\b(?:(?P<down>{_DOWN})|(?P<up>{_UP}))\b(?:[\s\u00a0]+(?:{_LINK})\b|[\s\u00a0]*d['’])*"
    r"[\s\u00a0]*$",
    re.IGNORECASE,
)
# English puts the noun after: "a 2.3% decrease".
_GOVERNS_AFTER = re.compile(
    r"[\s\u00a0]?(?:%|x|pp|pts?|points?|percent)?[\s\u00a0]*"
    r"(?:(?P<down>decrease|decline|drop|fall|reduction)|(?P<up>increase|rise|gain))\b",
    re.IGNORECASE,
)
# "de 5,5x à 3,6x", "from 5.5x to 3.6x": the start of a range, not a change.
_RANGE_AFTER = re.compile(
    r"[\s\u00a0]?[^\s\d]{0,12}[\s\u00a0]+(?:à|a|to|et|and)[\s\u00a0]+[-+−]?\d", re.IGNORECASE
)


def _direction(text: str, m: NumberMention) -> int:
    """-1 when a decrease word governs the number, +1 an increase word, else 0; ±2 when the
    number opens a range ("baisse de 5,5x à 3,6x" is from-to, "recule de 2 790 k€ à 118 240
    k€" is by-to): either reading may hold."""
    start, end = m.span
    before = _GOVERNS_BEFORE.search(text[max(0, start - 60) : start])
    hit = before or _GOVERNS_AFTER.match(text, end)
    if not hit:
        return 0
    sign = -1 if hit.group("down") else 1
    return 2 * sign if _RANGE_AFTER.match(text, end) else sign


# ---------------------------------------------------------------- thresholds

_LIMIT = (
    r"seuils?|plafonds?|plafonn\w*|covenants?|limites?|limit\w*|minimum|maximum|thresholds?"
    r"|capped|ceilings?|au plus|au moins|at most|at least|exceed\w*|d[ée]passer"
    r"|inf[ée]rieur ou [ée]gal|sup[ée]rieur ou [ée]gal"
)
# "sous le seuil de 3,0x", "un covenant de 3,5x", "a threshold of 3.5x": the word right
# before its number (the claim side, strict).
_LIMIT_GOVERNS = re.compile(
    rf"\b(?:{_LIMIT})\b(?:[\s\u00a0]+(?:{_LINK}|contractuel\w*|contractual|fix[ée]e?s?|set"
    r"|[àa]|at|to)\b|[\s\u00a0]*d['’])*[\s\u00a0]*$",
    re.IGNORECASE,
)
# In a source, a limit word anywhere before the number in its clause (the lenient side:
# "le plafond est fixé à 5 000 €").
_LIMIT_WORD = re.compile(rf"\b(?:{_LIMIT})\b", re.IGNORECASE)


def _is_limit(text: str, m: NumberMention) -> bool:
    """Whether a limit word governs the number (claims)."""
    return bool(_LIMIT_GOVERNS.search(text[max(0, m.span[0] - 60) : m.span[0]]))


def _in_limit_clause(text: str, m: NumberMention) -> bool:
    """Whether a limit word comes before the number in its clause (sources)."""
    start = 0
    for b in _CLAUSE_BREAK.finditer(text, 0, m.span[0]):
        start = b.end()
    return bool(_LIMIT_WORD.search(text, start, m.span[0]))


# ---------------------------------------------------------------- years

# Clause breaks: a number and a year tie only inside one clause or parenthesis.
_CLAUSE_BREAK = re.compile(r"[;()\[\]\n]|[,.!?](?=\s|$)|\s[–—]\s")
_SENTENCE_BREAK = re.compile(r"[.!?]$")
# "5,5x en 2025", "32,765 $ millions in 2018": between the number and its year.
_BOUND_BEFORE_YEAR = re.compile(r"^[^\d]{0,25}\b(?:en|in|pour|for)\s+$", re.IGNORECASE)
# "2025 : 5,5x", "2018: 1.4x": between the year and its number.
_BOUND_AFTER_YEAR = re.compile(r"^\s*:\s*$")
# Between a year and a number, these words hand the number to another period: "5,5x en
# 2025 contre 3,6x un an plus tôt", "In 2018, … 1.4x, up from 1.2x".
_COMPARISON = re.compile(
    r"\b(?:contre|versus|vs|against|compared|from|depuis|par rapport|plus t[ôo]t|earlier"
    r"|pr[ée]c[ée]dent\w*|previous|prior|dernier|last)\b",
    re.IGNORECASE,
)


def _tied(text: str, m: NumberMention, year: NumberMention) -> bool:
    """No comparison word between the number and the year."""
    a, b = sorted((m.span, year.span))
    return not _COMPARISON.search(text, a[1], b[0])


def _years_of(text: str, mentions: Sequence[NumberMention]) -> list[int | None]:
    """The year each number is tied to in `text`, or None.

    A clause (between ; , . ( ) and line breaks) holding one year ties it to every number
    of the clause ("Levier 2025 : 5,5x", "(2024 : 3,6x)", "5,5x en 2025"). A clause with
    several years ties a number only by "N en YEAR" / "YEAR : N". A sentence opening with
    a clause that holds a year and no number ("En 2025, …", "In 2018, …") ties the numbers
    of its following year-less clauses. Anything else: None (no claim about a year).
    """
    breaks = [0]
    sentence_starts = {0}
    for b in _CLAUSE_BREAK.finditer(text):
        breaks.append(b.end())
        if _SENTENCE_BREAK.search(b.group()) or b.group() == "\n":
            sentence_starts.add(b.end())
    breaks.append(len(text) + 1)
    clause_of = []
    for m in mentions:
        k = max(i for i, b in enumerate(breaks) if b <= m.span[0])
        clause_of.append(k)
    out: list[int | None] = [None] * len(mentions)
    clauses: dict[int, list[int]] = {}
    for i, k in enumerate(clause_of):
        clauses.setdefault(k, []).append(i)
    frame: int | None = None
    for k in range(len(breaks) - 1):
        if breaks[k] in sentence_starts:
            frame = None
        members = clauses.get(k, [])
        years = [i for i in members if _is_year_mention(mentions[i])]
        numbers = [i for i in members if i not in years]
        if len(years) == 1:
            y = mentions[years[0]]
            for i in numbers:
                out[i] = int(y.value) if _tied(text, mentions[i], y) else None
            if not numbers and breaks[k] in sentence_starts:
                frame = years[0]  # "En 2025, le levier …"
            elif numbers:
                frame = None
        elif len(years) > 1:
            frame = None
            for i in numbers:
                out[i] = _bound_year(text, mentions, i, years)
        elif frame is not None:
            y = mentions[frame]
            for i in numbers:
                out[i] = int(y.value) if _tied(text, mentions[i], y) else None
    return out


def _bound_year(
    text: str, mentions: Sequence[NumberMention], i: int, years: Sequence[int]
) -> int | None:
    m = mentions[i]
    after = [y for y in years if y > i]
    before = [y for y in years if y < i]
    if after:
        y = mentions[after[0]]
        if _BOUND_BEFORE_YEAR.match(text[m.span[1] : y.span[0]]):
            return int(y.value)
    if before:
        y = mentions[before[-1]]
        if _BOUND_AFTER_YEAR.match(text[y.span[1] : m.span[0]]):
            return int(y.value)
    return None


# ---------------------------------------------------------------- numbers


@dataclass(frozen=True)
class _SourceNumber:
    values: frozenset[Decimal]  # signed readings; with the negatives of "baisse de 5 %"
    measure: str
    year: int | None
    limit: bool  # a limit word before it in its clause: "sous le seuil de 3,0x"


def _source_numbers(source_texts: Sequence[str]) -> list[_SourceNumber]:
    out = []
    for source in source_texts:
        mentions = numbers_in(source)
        for m, year in zip(mentions, _years_of(source, mentions), strict=True):
            values = m.candidates
            if not m.signed and _direction(source, m) < 0:
                values = values | {-v for v in values}
            out.append(_SourceNumber(values, m.measure, year, _in_limit_clause(source, m)))
    return out


def _number_problems(
    text: str, source_texts: Sequence[str], years: Collection[int], language: str
) -> list[Problem]:
    held = _source_numbers(source_texts)
    values: set[Decimal] = set()
    for n in held:
        values |= n.values
    year_values = {Decimal(y) for y in years}
    problems = []
    seen: set[str] = set()
    mentions = numbers_in(text)
    claim_years = _years_of(text, mentions)

    def problem(key: str, m: NumberMention, message_key: str = "") -> None:
        written = re.sub(r"\s", " ", m.written)
        code = f"{key}:{written}"
        if code in seen:
            return
        seen.add(code)
        problems.append(Problem(code, True, _message(message_key or key, language, written)))

    for m, year in zip(mentions, claim_years, strict=True):
        if _is_year(m) and (m.value in year_values or m.candidates & values):
            continue
        negatives = frozenset(-v for v in m.candidates)
        sign_word = bool(_SIGN_WORDS.search(_sentence_of(text, m.span[0])))
        direction = _direction(text, m)
        accepted: frozenset[Decimal]
        if abs(direction) == 2:  # a range: the change, or the level it starts from
            along = negatives if direction < 0 and not m.signed else m.candidates
            direction = 0
            if along & values:
                accepted = along
            elif m.candidates & values:
                accepted = m.candidates
            elif not m.signed and negatives & values and sign_word:
                accepted = negatives
            else:
                problem("number_not_found", m)
                continue
        elif direction and not m.signed:
            along, against = (
                (negatives, m.candidates) if direction < 0 else (m.candidates, negatives)
            )
            if along & values:
                accepted = along
            elif against & values and sign_word:
                accepted = against  # "la perte diminue de 500 k€": the loss word decides
            elif against & values:
                problem("direction_mismatch", m)
                continue
            else:
                problem("number_not_found", m)
                continue
        elif direction and m.signed and (m.value < 0) != (direction < 0) and m.value != 0:
            # "en baisse de +1,9x", "en hausse de -2 %"
            if (m.candidates | negatives) & values:
                problem("direction_mismatch", m)
            else:
                problem("number_not_found", m)
            continue
        elif m.candidates & values:
            accepted = m.candidates
        elif not m.signed and negatives & values and sign_word:
            accepted = negatives  # "négatif de 14 930 k€" against -14 930 k€
        else:
            hint = "number_not_found_negative" if not m.signed and negatives & values else ""
            problem("number_not_found", m, hint)
            continue
        matches = [n for n in held if n.values & accepted]
        fitting = [n for n in matches if _compatible(m.measure, n.measure)]
        if not fitting:
            problem("unit_mismatch", m)
            continue
        if year is not None and not any(n.year in (year, None) for n in fitting):
            problem("year_mismatch", m)
        elif _is_limit(text, m) and not any(n.limit for n in fitting):
            problem("threshold_mismatch", m)
    return problems


# ---------------------------------------------------------------- comparisons

_ELIDED = r"(?:de|du|des|d['’])"
# A comparison word between two numbers of one clause: "5,5x, au-dessus du seuil de 3,5x",
# "14 100 k€ supérieures à la trésorerie de 6 800 k€", "2.8x, below the threshold of 3.0x".
_COMPARE = re.compile(
    r"\b(?:"
    r"(?P<le>inf[ée]rieur(?:e|s|es)?\s+ou\s+[ée]ga(?:l|le|ux|les)\s+(?:à|au|aux)"
    r"|less\s+than\s+or\s+equal\s+to)"
    r"|(?P<ge>sup[ée]rieur(?:e|s|es)?\s+ou\s+[ée]ga(?:l|le|ux|les)\s+(?:à|au|aux)"
    r"|greater\s+than\s+or\s+equal\s+to)"
    rf"|(?P<lt>en[\s-]dessous\s+{_ELIDED}|au[\s-]dessous\s+{_ELIDED}|sous(?![\w-])"
    r"|inf[ée]rieur(?:e|s|es)?\s+(?:à|au|aux)|moins\s+qu(?:e|['’])"
    r"|below|under(?![\w-])|less\s+than|lower\s+than|smaller\s+than)"
    rf"|(?P<gt>au[\s-]dessus\s+{_ELIDED}|sup[ée]rieur(?:e|s|es)?\s+(?:à|au|aux)"
    rf"|d[ée]pass(?:e|ent|ait|aient|é|ée|és|ées|ant)|exc[èée]d(?:e|ent|ait|aient|ant)"
    rf"|plus\s+qu(?:e|['’])|au[\s-]del[àa]\s+{_ELIDED}"
    r"|above|over(?![\w-])|exceed(?:s|ed|ing)?|more\s+than|higher\s+than|greater\s+than)"
    r")(?![\w])",
    re.IGNORECASE,
)
_OPERATORS = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}
# Between the first number and the comparison word: a year, a comma, a copula, an adverb
# ("levier de 5,5x en 2025 (…), au-dessus", "2,8x en 2025, sous", "5.5x, which is well
# above"). Anything else (another noun, "et", a negation, ";" or ":") and the sentence is
# not read: the number may not be what is compared.
_BEFORE_COMPARE = re.compile(
    r"^(?:[\s,]|\b(?:en|in|au|at|fin|end|of|for|pour|\d{4}|est|sont|reste|restent|demeure"
    r"|demeurent|se|situe|situent|s['’][ée]tablit|ressort|qui|which|is|was|are|were|remains"
    r"|remained|stands|stood|still|toujours|encore|nettement|largement|bien|soit|donc|thus"
    r"|so|well|significantly|far|d[ée]sormais|now)\b)*$",
    re.IGNORECASE,
)
# Between the comparison word and the second number: nothing, or a short noun phrase that
# hands over to the number ("du seuil d'alerte interne de", "the threshold of", "the").
_AFTER_COMPARE = re.compile(
    r"^(?:\s*|[^\d;:.!?()«»\"“”]{0,60}?(?:\b(?:de|du|des|of|the|le|la|les|its|son|sa|ses|a"
    r"|an|un|une|à)|\bd['’]|\bl['’])\s*)[$€£]?$",
    re.IGNORECASE,
)
# Right before the first number: it is another period's ("contre 3,6x en 2024, sous le
# seuil") or the whole a part is taken from ("Of the $5.0 billion, less than $1.0 billion").
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:contre|versus|vs|against|compared\s+(?:with|to)|par\s+rapport\s+(?:à|au|aux)"
    r"|from|que|than)|\b(?:of|out\s+of|among)\s+(?:the|its|their|these|those)"
    r"|\b(?:sur|parmi)\s+(?:les|ces|ses|leurs))\s*[$€£]?\s*$",
    re.IGNORECASE,
)
# Right after the second number: a part of the first ("less than $1.0 billion of which").
_PART_AFTER = re.compile(r"^\s*(?:of\s+which|of\s+whom|of\s+it|dont)\b", re.IGNORECASE)
_SCALES = {"": Decimal(1), "k": Decimal(1000), "M": Decimal(10**6), "B": Decimal(10**9)}


def _paren_spans(text: str) -> list[tuple[int, int]]:
    """(open, close) offsets of each balanced parenthesis, nested ones too."""
    spans, stack = [], []
    for i, c in enumerate(text):
        if c == "(":
            stack.append(i)
        elif c == ")" and stack:
            spans.append((stack.pop(), i))
    return spans


def _visible(m: NumberMention, lo: int, hi: int, hidden: Sequence[tuple[int, int]]) -> bool:
    """Within [lo, hi) and in no parenthesis of `hidden`."""
    return lo <= m.span[0] and m.span[1] <= hi and not any(a < m.span[0] < b for a, b in hidden)


def _factors(a: str, b: str) -> tuple[Decimal, Decimal] | None:
    """How to bring two written measures to one scale; None when they do not compare."""
    if not a or not b:
        return None
    if a.startswith("money:") and b.startswith("money:"):
        _, a_cur, a_scale = a.split(":")
        _, b_cur, b_scale = b.split(":")
        if a_cur != b_cur or bool(a_scale) != bool(b_scale):
            return None
        return _SCALES[a_scale], _SCALES[b_scale]
    return (Decimal(1), Decimal(1)) if a == b else None


def _holds(op: str, a: Decimal, b: Decimal) -> bool:
    """Equal as written always holds: rounding may hide the difference."""
    return a == b or (a < b if op in ("lt", "le") else a > b)


def _blank_quotes(text: str) -> str:
    """The text with what is inside quote marks blanked (checked word for word instead)."""
    chars = list(text)
    for a, b in quoted_spans(text):
        chars[a:b] = " " * (b - a)
    return "".join(chars)


def _comparison_problems(text: str, source_texts: Sequence[str], language: str) -> list[Problem]:
    """`comparison_false:<a> <op> <b>`: two numbers of one clause joined by a comparison
    word that the numbers, as written, contradict ("5,5x, en dessous du seuil de 3,5x")."""
    blanked = _blank_quotes(text)
    mentions = [m for m in numbers_in(blanked) if not _is_year_mention(m)]
    if len(mentions) < 2:
        return []
    parens = _paren_spans(blanked)
    sources = [normalise(s) for s in source_texts]
    problems = []
    for w in _COMPARE.finditer(blanked):
        op = w.lastgroup or ""
        inside = [(a, b) for a, b in parens if a < w.start() < b]
        lo, hi = (max(inside)[0] + 1, min(b for _, b in inside)) if inside else (0, len(blanked))
        hidden = [(a, b) for a, b in parens if not (a < w.start() < b)]

        shown_here = [m for m in mentions if _visible(m, lo, hi, hidden)]
        after = [m for m in shown_here if m.span[0] >= w.end()]
        before = [m for m in shown_here if m.span[1] <= w.start()]
        if not after or not before:
            continue
        first, second = before[-1], after[0]
        start = measure_end(blanked, first.span[1])
        gap = blanked[start : w.start()]
        for a, b in sorted(hidden, reverse=True):
            if start <= a and b < w.start():
                gap = gap[: a - start] + gap[b + 1 - start :]
        if not _BEFORE_COMPARE.match(gap):
            continue
        if not _AFTER_COMPARE.match(blanked[w.end() : second.span[0]]):
            continue
        if _direction(blanked, first):  # "up 2% over 3%": a change compared with a level
            continue
        if _REFERENCE_BEFORE.search(blanked, max(0, first.span[0] - 40), first.span[0]):
            continue
        if _PART_AFTER.match(blanked[measure_end(blanked, second.span[1]) :]):
            continue
        factors = _factors(first.measure, second.measure)
        if factors is None:
            continue
        claim = normalise(text[first.span[0] : second.span[1]])
        if any(claim in s for s in sources):
            continue  # the comparison is its source's, word for word
        fa, fb = factors
        if any(_holds(op, a * fa, b * fb) for a in first.candidates for b in second.candidates):
            continue
        shown = " ".join(
            (re.sub(r"\s", " ", first.written), _OPERATORS[op], re.sub(r"\s", " ", second.written))
        )
        problems.append(
            Problem(
                f"comparison_false:{shown}", True, _message("comparison_false", language, shown)
            )
        )
    return problems


# ---------------------------------------------------------------- polarity (a clue)

# Key terms whose negation changes a credit reading, with their name in each language.
_POLARITY_TERMS = {
    "provision": (re.compile(r"\bprovision\w*", re.IGNORECASE), "provision", "provision"),
    "garantie": (
        re.compile(r"\b(?:garanti\w*|guarant\w*)", re.IGNORECASE),
        "garantie",
        "guarantee",
    ),
    "waiver": (re.compile(r"\b(?:waivers?|d[ée]rogations?)\b", re.IGNORECASE), "waiver", "waiver"),
}
_COVENANT_TERM = re.compile(r"\bcovenants?\b", re.IGNORECASE)
_BREACH = re.compile(
    r"\b(?:rompus?|rompues?|romp(?:t|ent|re)|bris\b|bris[ée]\w*|viol[ée]\w*|violations?"
    r"|enfrein\w*|manquements?|breach\w*|violat\w*|non-?compliance|default\w*)\b"
    r"|(?<![àa] )\bd[ée]fauts?\b",
    re.IGNORECASE,
)
_RESPECT = re.compile(
    r"\b(?:respect\w*|conformit[ée]|in compliance|compliant|complied|complies)\b", re.IGNORECASE
)
# A sentence about what could happen asserts nothing: "failure to comply could result in
# an event of default", "en cas de défaut".
_CONDITIONAL = re.compile(
    r"\b(?:could|may|might|would|should|if|unless|whether|pourrai\w*|serai\w*|si|s['’]il"
    r"|en cas d\w*|au cas o[uù])\b",
    re.IGNORECASE,
)
# A breach feared, not stated: "risque de bris de covenant", "risk of a covenant breach".
_HYPOTHETICAL = re.compile(
    r"\b(?:risques?|risks?|menac\w*|threat\w*|proches?|near|close|potenti\w*|[ée]ventuel\w*"
    r"|avoid\w*|[ée]viter)\b",
    re.IGNORECASE,
)
_NEGATORS = frozenset(
    [
        "aucun",
        "aucune",
        "aucuns",
        "aucunes",
        "pas",
        "sans",
        "ni",
        "jamais",
        "absence",
        "nul",
        "nulle",
        "no",
        "not",
        "without",
        "never",
        "nor",
        "none",
        "lack",
    ]
)
_NEGATED_AFTER = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:n['’]\s*\w+\s+(?:pas|jamais|point)|ne\s+\w+\s+(?:pas|jamais)"
    r"|(?:has|have|had|was|were|is|are)\s+not|(?:hasn|haven|hadn|wasn|weren|isn|aren)['’]t)\b",
    re.IGNORECASE,
)
_POLARITY_CLAUSE = re.compile(r"[,;:.()!?«»\[\]]")
# Upper and lower limits, to read a covenant's state from its numbers ("inférieur ou égal
# à 3,5x ; … ce ratio s'établit à 3,4x" is respected).
_UPPER = re.compile(
    r"inf[ée]rieur|plafon|maximum|au plus|at most|capped|ceiling|not exceed|ne pas d[ée]passer",
    re.IGNORECASE,
)
_LOWER = re.compile(
    r"sup[ée]rieur|minimum|plancher|au moins|at least|floor|not (?:fall|be) below", re.IGNORECASE
)


def _negated(text: str, start: int, end: int) -> bool:
    """Whether a negation governs the word text[start:end]: a negator among the three words
    before it in its clause ("aucune provision", "n'a pas été provisionné", "absence de
    provision", "has not obtained a waiver"), "non" right before it, or "n'a pas" / "has
    not" right after it ("la provision n'a pas été constituée")."""
    head = text[:start]
    if re.search(r"\bnon[\s-]*$", head, re.IGNORECASE):
        return True
    breaks = list(_POLARITY_CLAUSE.finditer(head))
    clause = head[breaks[-1].end() :] if breaks else head
    words = re.findall(r"\w+", clause.lower())[-3:]
    if any(w in _NEGATORS for w in words):
        return True
    tail = text[end:]
    stop = _POLARITY_CLAUSE.search(tail)
    return bool(_NEGATED_AFTER.match(tail[: stop.start()] if stop else tail))


def _covenant_state(sentence: str, source: bool) -> int:
    """+1 respected, -1 breached, 0 unknown; a source's numbers may tell (a level within its
    limit), a claim's words only."""
    if not _COVENANT_TERM.search(sentence):
        return 0
    for m in _BREACH.finditer(sentence):
        if _HYPOTHETICAL.search(" ".join(re.findall(r"\w+", sentence[: m.start()])[-4:])):
            continue  # "risque de bris de covenant", "le risque de défaut est nul"
        return 1 if _negated(sentence, m.start(), m.end()) else -1
    for m in _RESPECT.finditer(sentence):
        return -1 if _negated(sentence, m.start(), m.end()) else 1
    return _computed_state(sentence) if source else 0


def _computed_state(sentence: str) -> int:
    """A covenant's state from one limit and the levels of the same measure in its sentence."""
    mentions = [m for m in numbers_in(sentence) if m.measure and not _is_year_mention(m)]
    limits = [m for m in mentions if _is_limit(sentence, m)]
    if len(limits) != 1:
        return 0
    limit = limits[0]
    words = sentence[max(0, limit.span[0] - 60) : limit.span[0]]
    upper, lower = bool(_UPPER.search(words)), bool(_LOWER.search(words))
    if upper == lower:
        return 0
    levels = [m for m in mentions if m is not limit and m.measure == limit.measure]
    if not levels:
        return 0
    within = {(m.value <= limit.value) if upper else (m.value >= limit.value) for m in levels}
    return 0 if len(within) != 1 else (1 if within.pop() else -1)


def _polarities(text: str, source: bool) -> dict[str, set[int]]:
    """Per key term, the polarities (+1 asserted, -1 denied) it has in `text`'s sentences
    that assert something (conditional sentences are skipped)."""
    out: dict[str, set[int]] = {}
    for sentence in sentences(text):
        if _CONDITIONAL.search(sentence):
            continue
        for key, (pattern, _, _) in _POLARITY_TERMS.items():
            for m in pattern.finditer(sentence):
                sign = -1 if _negated(sentence, m.start(), m.end()) else 1
                out.setdefault(key, set()).add(sign)
        state = _covenant_state(sentence, source)
        if state:
            out.setdefault("covenant", set()).add(state)
    return out


def _polarity_clues(text: str, source_texts: Sequence[str], language: str) -> list[Problem]:
    """`polarity:<term>`: the claim asserts a key term its cited sources deny, or the other
    way round (every source sentence holding the term says the opposite). A clue."""
    claim = _polarities(_blank_quotes(text), source=False)
    if not claim:
        return []
    held: dict[str, set[int]] = {}
    for source in source_texts:
        for key, signs in _polarities(source, source=True).items():
            held.setdefault(key, set()).update(signs)
    clues = []
    for key, signs in claim.items():
        if len(signs) != 1 or held.get(key) != {-s for s in signs}:
            continue
        sign = next(iter(signs))
        if key == "covenant":
            name = "covenant"
            shown = "covenant respecté" if language == "fr" else "covenant respected"
        else:
            fr, en = _POLARITY_TERMS[key][1:]
            name = shown = fr if language == "fr" else en
        message_key = "polarity_pos" if sign > 0 else "polarity_neg"
        clues.append(Problem(f"polarity:{name}", False, _message(message_key, language, shown)))
    return clues


# ---------------------------------------------------------------- reassurance (a clue)

# Risk-signal categories (Q- facts, `data.category`) that forbid a standard treatment: the
# writers' prompts and the offline writer never write "suivi standard" beside one.
SEVERE_CATEGORIES = frozenset(
    ["covenant", "liquidity", "going_concern", "litigation", "refinancing", "embedded_instruction"]
)
# Phrases that assert the absence of risk or a standard treatment, with what contradicts
# them: "any" an alert (A-) or a severe signal, "alert" an alert only ("aucune alerte" is
# true beside a risk signal: the offline writer's "aucune alerte sur ces chiffres, mais le
# rapport contient des signaux de risque").
_REASSURANCE = tuple(
    (re.compile(pattern, re.IGNORECASE), scope)
    for pattern, scope in (
        (r"\bsuivi\s+standard\b|\bstandard\s+monitoring\b", "any"),
        (r"\bsans\s+(?:aucune\s+)?r[ée]serves?\b|\bwithout\s+(?:any\s+)?reservations?\b", "any"),
        (r"\baucun\s+risque\b|\bpas\s+de\s+risques?\b|\bno\s+risks?\b", "any"),
        (
            r"\brisques?\s+(?:de\s+d[ée]faut\s+)?(?:(?:est|reste|demeure|semble|appara[iî]t)\s+)?"
            r"(?:quasi[\s-]*)?nuls?\b",
            "any",
        ),
        (r"\baucune\s+alerte\b|\bno\s+alerts?\b", "alert"),
        (
            r"\baucun\s+point\s+d['’]\s*attention\b|\bpoints?\s+d['’]\s*attention\s*:\s*aucun\b"
            r"|\bno\s+points?\s+of\s+attention\b|\bpoints?\s+of\s+attention\s*:\s*none\b",
            "any",
        ),
        (
            r"\bsituation\s+(?:financi[èe]re\s+)?(?:(?:est|reste|demeure)\s+)?saine\b"
            r"|\bsaine\s+situation\b|\bsound\s+financial\s+(?:position|situation|condition)\b",
            "any",
        ),
    )
)
# Words that, among the four before a phrase in its clause, make it the opposite of a
# reassurance: "pas de suivi standard", "plutôt qu'un suivi standard", "not standard
# monitoring", "rather than standard monitoring", "cannot be approved without reservation".
_REASSURANCE_NEGATORS = frozenset(
    [
        "pas",
        "jamais",
        "plus",
        "non",
        "aucun",
        "aucune",
        "sans",
        "hors",
        "plutôt",
        "plutot",
        "lieu",
        "not",
        "no",
        "never",
        "cannot",
        "rather",
        "instead",
        "without",
    ]
)
_NE_MODAL = re.compile(r"\bne\s+(?:peu[tv]\w*|saur\w*|doi[tv]\w*|pourr\w*)\b|can['’]t\b", re.I)


def _reassurance_negated(text: str, start: int, end: int) -> bool:
    head = text[:start]
    breaks = list(_POLARITY_CLAUSE.finditer(head))
    clause = head[breaks[-1].end() :] if breaks else head
    words = re.findall(r"\w+", clause.lower())[-4:]
    if any(w in _REASSURANCE_NEGATORS for w in words) or _NE_MODAL.search(clause):
        return True
    tail = text[end:]
    stop = _POLARITY_CLAUSE.search(tail)
    return bool(_NEGATED_AFTER.match(tail[: stop.start()] if stop else tail))


def _conditional_around(text: str, start: int, end: int) -> bool:
    """A conditional word before the phrase in its sentence, or after it in its clause:
    "un retour en suivi standard serait possible si…" asserts nothing."""
    tail = text[end:]
    stop = _POLARITY_CLAUSE.search(tail)
    return bool(
        _CONDITIONAL.search(text[:start])
        or _CONDITIONAL.search(tail[: stop.start()] if stop else tail)
    )


def _reassurance_clues(
    text: str,
    cited: Sequence[str],
    categories: Mapping[str, str] | None,
    language: str,
) -> list[Problem]:
    """`reassurance:<id>`: a sentence asserts the absence of risk or a standard treatment
    ("suivi standard", "sans réserve", "le risque de défaut est nul", "Point d'attention :
    aucun") while the claim cites an alert (A-) or a signal of a severe category (Q-, by
    `categories`: id → category; without it only alerts count). A clue, one per text."""
    categories = categories or {}
    alerts = [c for c in cited if c.startswith("A-")]
    severe = [
        c
        for c in cited
        if c.startswith("A-") or (c.startswith("Q-") and categories.get(c) in SEVERE_CATEGORIES)
    ]
    if not severe:
        return []
    for sentence in sentences(_blank_quotes(text)):
        for pattern, scope in _REASSURANCE:
            against = alerts if scope == "alert" else severe
            if not against:
                continue
            for m in pattern.finditer(sentence):
                if _reassurance_negated(sentence, m.start(), m.end()):
                    continue
                if _conditional_around(sentence, m.start(), m.end()):
                    continue
                fact = against[0]
                phrase = " ".join(m.group(0).split())
                shown = f"« {phrase} »" if language == "fr" else f"“{phrase}”"
                if fact.startswith("A-"):
                    message = _message("reassurance_alert", language, shown, fact=fact)
                else:
                    message = _message(
                        "reassurance_signal", language, shown, fact=fact, category=categories[fact]
                    )
                return [Problem(f"reassurance:{fact}", False, message)]
    return []


# ---------------------------------------------------------------- quoted spans

# (open, close) quote marks whose text must be copied from a cited source.
_QUOTE_MARKS = (("«", "»"), ("\u201c", "\u201d"))


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of the text inside « … », “ … ” and "…" (outermost only)."""
    spans: list[tuple[int, int]] = []

    def inside(i: int) -> bool:
        return any(a - 1 <= i < b + 1 for a, b in spans)

    for opening, closing in _QUOTE_MARKS:
        i = 0
        while (a := text.find(opening, i)) != -1:
            b = text.find(closing, a + 1)
            if b == -1:
                break
            if not inside(a):
                spans.append((a + 1, b))
            i = b + 1
    straight = [i for i, c in enumerate(text) if c == '"' and not inside(i)]
    spans.extend((a + 1, b) for a, b in zip(straight[0::2], straight[1::2], strict=False))
    return sorted(spans)


def _quote_problems(text: str, source_texts: Sequence[str], language: str) -> list[Problem]:
    problems = []
    for a, b in quoted_spans(text):
        q = Keyed.of(text[a:b])
        qs, qe = _trim_edges(q)
        core = q.norm[q.at[qs] : q.at[qe - 1] + 1] if qe > qs else ""
        if len(core) < MIN_QUOTE_CHARS:
            continue  # a term in quote marks, not a quotation
        if any(_find(_keyed(source), q, qs, qe) for source in source_texts):
            continue
        words = text[a:b].split()
        head = " ".join(words[:5]) + ("…" if len(words) > 5 else "")
        problems.append(
            Problem(
                f"quote_not_in_sources:{head}",
                True,
                _message("quote_not_in_sources", language, head),
            )
        )
    return problems


def check_claim_report(
    text: str,
    cited: Sequence[str],
    sources: Mapping[str, str],
    *,
    context: Collection[str] | None = None,
    allowed: Collection[str] | None = None,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> ClaimReport:
    """check_claim, with the exact problems, the clues and the notes kept apart."""
    report = ClaimReport()
    ids = list(dict.fromkeys(c.strip() for c in cited if c.strip()))
    if not ids:
        report.problems.append(Problem("no_citation", True, _message("no_citation", language)))
    for cid in ids:
        if cid not in sources:
            report.problems.append(
                Problem(f"missing_id:{cid}", True, _message("missing_id", language, cid))
            )
            continue
        if context is not None and cid not in context:
            report.problems.append(
                Problem(f"not_in_context:{cid}", True, _message("not_in_context", language, cid))
            )
        if allowed is not None and cid not in allowed:
            report.problems.append(
                Problem(f"not_allowed:{cid}", True, _message("not_allowed", language, cid))
            )
    texts = [sources[c] for c in ids if c in sources]
    report.problems.extend(_quote_problems(text, texts, language))
    report.problems.extend(_number_problems(text, texts, years, language))
    report.problems.extend(_comparison_problems(text, texts, language))
    if texts:
        report.clues.extend(_polarity_clues(text, texts, language))
        known = [c for c in ids if c in sources]
        report.clues.extend(_reassurance_clues(text, known, categories, language))
        share = support_share(text, texts)
        if share is None:
            report.notes.append(
                "support not measured: claim and sources are in different languages"
                if _content(_words(text))
                else "support not measured: no content word"
            )
        elif share < UNSUPPORTED_BELOW:
            report.clues.append(
                Problem(
                    f"unsupported:{share:.2f}",
                    False,
                    _message("unsupported", language, f"{round(share * 100)}"),
                )
            )
    return report


def check_claim(
    text: str,
    cited: Sequence[str],
    sources: Mapping[str, str],
    *,
    context: Collection[str] | None = None,
    allowed: Collection[str] | None = None,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> list[Problem]:
    """Exact problems first, then the clues (exact=False); [] when the claim is clean.

    `sources`: id → text for every id of the registry; `context`: the ids given to the
    model for this request (None = all); `allowed`: the ids the audience may see (None =
    all); `years`: fiscal years of the report, always allowed as numbers; `categories`:
    id → risk category of the Q- facts (facts.json `data.category`), for the reassurance
    clue (None: only alerts count).
    """
    return check_claim_report(
        text,
        cited,
        sources,
        context=context,
        allowed=allowed,
        years=years,
        language=language,
        categories=categories,
    ).all


MEMO_LEVEL = -1  # Defect.paragraph of a defect of the memo as a whole (memo.MEMO_LEVEL)


def verify_paragraphs(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
) -> list[Defect]:
    """The exact problems of each memo paragraph as Defects; clues are not defects.

    A memo without paragraphs is the defect `empty_memo` (paragraph MEMO_LEVEL), a
    paragraph without text `empty_paragraph`: the writer's loop, `analyste verify` and the
    review's re-check all get them from here.
    """
    if not paragraphs:
        return [
            Defect(
                paragraph=MEMO_LEVEL, code="empty_memo", message=_message("empty_memo", language)
            )
        ]
    defects = []
    for i, p in enumerate(paragraphs):
        if not p.text.strip():
            # A blank paragraph has no number to refuse and would pass on its citations
            # alone (final review: a Synthèse emptied by hand was reported verified).
            message = _message("empty_paragraph", language)
            defects.append(Defect(paragraph=i, code="empty_paragraph", message=message))
            continue
        for problem in check_claim(p.text, p.sources, sources, years=years, language=language):
            if problem.exact:
                defects.append(Defect(paragraph=i, code=problem.code, message=problem.message))
    return defects


# A sentence ends at . ! ? before a capital, a quote mark or a parenthesis (as memo.py).
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«\"(“])")


def sentences(text: str) -> list[str]:
    """The sentences of a paragraph, for clues (a quotation may be cut: clues only)."""
    return [s for s in _SENTENCE_SPLIT.split(text) if s.strip()]


def paragraph_clues(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
    categories: Mapping[str, str] | None = None,
) -> list[tuple[int, Problem]]:
    """(paragraph index, clue) per sentence a reader should look at; never a defect.

    Each sentence is measured on its own, so that an unsupported sentence added to a
    supported paragraph is pointed at; in a paragraph of several sentences the clue's
    message opens with the sentence.
    """
    out = []
    for i, p in enumerate(paragraphs):
        parts = sentences(p.text)
        for sentence in parts:
            report = check_claim_report(
                sentence, p.sources, sources, years=years, language=language, categories=categories
            )
            for clue in report.clues:
                if len(parts) > 1:
                    shown = f"« {sentence} »" if language == "fr" else f"“{sentence}”"
                    clue = Problem(clue.code, clue.exact, f"{shown} {clue.message}")
                out.append((i, clue))
    return out


def _id_order(fact_id: str) -> tuple[str, int, str]:
    head, _, tail = fact_id.rpartition("-")
    return (head, int(tail), "") if tail.isdigit() else (fact_id, 0, "")


def uncited_signals(paragraphs: Sequence[Paragraph], sources: Mapping[str, str]) -> list[str]:
    """The verified quote facts (Q-) of `sources` that no paragraph cites, in order.

    Not a defect: a writer chooses its signals, but an analyst who deletes a paragraph
    should see which signals the memo no longer carries.
    """
    cited = {s.strip() for p in paragraphs for s in p.sources}
    return sorted((f for f in sources if f.startswith("Q-") and f not in cited), key=_id_order)
