"""The claim checker: verbatim quotes on their page, sign-aware numbers, source ids.

One engine for the risk reader (is this quote on page n?), the memo writer (does every
number of this paragraph appear, with its sign, in the facts it cites?) and `ask` (does
every claim cite chunks that exist, were given to the model and may be shown?).

Exact problems (`no_citation`, `missing_id:`, `not_in_context:`, `not_allowed:`,
`number_not_found:`) are never wrong: they reject. The clue `unsupported:<share>` (few of
the claim's words are in its sources) only points a person at what to read.

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
from analyste.numbers import NumberMention, numbers_in
from analyste.schema import Defect, Paragraph

__all__ = [
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
    "unsupported": {
        "fr": "Seuls {arg} % des mots de l'affirmation se retrouvent dans ses sources : à relire.",
        "en": "Only {arg}% of the claim's words are in its sources: worth a read.",
    },
}


def _message(key: str, language: str, arg: str = "") -> str:
    texts = _MESSAGES[key]
    return texts.get(language, texts["en"]).format(arg=arg)


def _sentence_of(text: str, pos: int) -> str:
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.start() >= pos:
            return text[start : m.start()]
        start = m.end()
    return text[start:]


def _is_year(m: NumberMention) -> bool:
    return not m.signed and m.written.isdigit() and len(m.written) == 4


def _number_problems(
    text: str, source_texts: Sequence[str], years: Collection[int], language: str
) -> list[Problem]:
    values: set[Decimal] = set()
    for source in source_texts:
        for n in numbers_in(source):
            values |= n.candidates
    year_values = {Decimal(y) for y in years}
    problems = []
    seen: set[str] = set()
    for m in numbers_in(text):
        if m.candidates & values:
            continue
        if _is_year(m) and m.value in year_values:
            continue
        negatives = {-v for v in m.candidates}
        if (
            not m.signed
            and negatives & values
            and _SIGN_WORDS.search(_sentence_of(text, m.span[0]))
        ):
            continue  # "négatif de 14 930 k€" against -14 930 k€
        written = re.sub(r"\s", " ", m.written)
        if written in seen:
            continue
        seen.add(written)
        hint = "number_not_found_negative" if not m.signed and negatives & values else ""
        problems.append(
            Problem(
                f"number_not_found:{written}",
                True,
                _message(hint or "number_not_found", language, written),
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
    report.problems.extend(_number_problems(text, texts, years, language))
    if texts:
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
) -> list[Problem]:
    """Exact problems first, then the clue (exact=False); [] when the claim is clean.

    `sources`: id → text for every id of the registry; `context`: the ids given to the
    model for this request (None = all); `allowed`: the ids the audience may see (None =
    all); `years`: fiscal years of the report, always allowed as numbers.
    """
    return check_claim_report(
        text, cited, sources, context=context, allowed=allowed, years=years, language=language
    ).all


def verify_paragraphs(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
) -> list[Defect]:
    """The exact problems of each memo paragraph as Defects; clues are not defects."""
    defects = []
    for i, p in enumerate(paragraphs):
        for problem in check_claim(p.text, p.sources, sources, years=years, language=language):
            if problem.exact:
                defects.append(Defect(paragraph=i, code=problem.code, message=problem.message))
    return defects


def paragraph_clues(
    paragraphs: Sequence[Paragraph],
    sources: Mapping[str, str],
    *,
    years: Collection[int] = (),
    language: str = "fr",
) -> list[tuple[int, Problem]]:
    """(paragraph index, clue) for each paragraph a reader should look at; never a defect."""
    out = []
    for i, p in enumerate(paragraphs):
        report = check_claim_report(p.text, p.sources, sources, years=years, language=language)
        out.extend((i, clue) for clue in report.clues)
    return out
