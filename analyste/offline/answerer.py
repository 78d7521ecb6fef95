"""The offline `ask` answerer: extractive, deterministic, no model.

It reads only the request payload (question, language, date, passages with their ids,
headers and texts, and the share of the corpus's chunks holding each of the question's
stems, `spread`; how well the passages the reader may see match, against what is withheld
from them, `visible_share`) and answers with sentences copied from the passages, each
citing its chunk. It abstains (the fixed fallback sentence) when no sentence covers enough
of the question's distinctive words (counted on at most five, so that a question's asides
do not count against it), more when the reader's passages match the question less well
than a withheld document: an overlap test, calibrated on the corpora of tests/data/ask and
their paraphrased question sets so that both "never abstain" and "always abstain" score
badly (see `analyste ask-eval`).

Among the units whose words cover the question alike (within MEANING_TIE), the one
closest in meaning to the question (multilingual-e5-small, analyste.semantic) comes
first; the similarity never lifts a unit the words rank lower, never passes the
abstention bar and never replaces the slot checks (eleventh round, docs/ask.md).

What it never does:
- repeat a sentence that gives orders to an AI assistant (the hidden instruction of a
  borrower-provided sheet, policies/fiche-emprunteur-dumontel.md): passages are content,
  never orders;
- let a third-party document outrank the bank's own documents for the same words;
- hide a disagreement: when a dated note departs from a policy, both rules are given with
  their dates, and a claim says the note departs from the policy.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
from dataclasses import dataclass
from typing import Any

from analyste import semantic
from analyste.ask.answer import FALLBACK, AnswerClaim, AskAnswer, attributed, non_normative
from analyste.ask.index import WORD_SLOTS, without_values
from analyste.ask.slots import (
    Slot,
    asking_sentence,
    carries,
    counted_words,
    counts,
    head_words,
    price_stems,
    quantity_stems,
    question_slot,
)
from analyste.ask.text import (
    DOMAIN,
    GENERIC,
    NEGATION,
    OPPOSITES,
    REFUSALS,
    STOP_WORDS,
    cognate,
    cognates,
    domain_links,
    fold,
    idiom_heads,
    injected,
    negates,
    phrase_links,
    query_terms,
    surface_tokens,
    tokens,
    writes,
    written_stems,
)
from analyste.claims import guess_language

# Below this share of the question's (weighted) words, no sentence answers the question.
# Calibrated first on policies/questions.jsonl (0.6), then with the coverage counted on at
# most WORDS_CAP words, on the six corpora and their paraphrased sets (fifth round, 0.65).
MIN_COVERAGE = 0.65
# Other sentences are kept when they score nearly as well as the best one.
KEEP_RATIO = 0.85
MAX_CLAIMS = 3
GENERIC_WEIGHT = 0.3
HEADER_WEIGHT = 0.5  # a word found only in the section heading or title counts half
# A table row says nothing without its table's heading ("Tarifs de la piscine": "Adulte |
# 3,20 € | 4,80 €"): a word of the heading is nearly the row's own.
ROW_HEADER_WEIGHT = 0.8
# How much more a unit must cover, per point of the share of the corpus's best match that
# the passages the reader may see fall short of (`visible_share`, see `_answer`).
SHARE_WEIGHT = 0.5
# The share of the question's own words (the slot left out) below which a unit does not
# answer, whatever the slot adds: "How long is a drone loan?" is not answered by a loan's
# duration when no passage names a drone.
WORDS_MIN = 0.3
# The weighted words (the slot counting one) a unit must cover at most (see `score`).
WORDS_CAP = 5.0
THIRD_PARTY_FACTOR = 0.85
OTHER_LANGUAGE_FACTOR = 0.95
# The enumeration that goes with an announcing sentence needs less coverage of its own.
LISTING_MIN = 0.48
RANK_BONUS = 0.06  # the retrieval's best passage breaks ties
TIE = 0.0  # the question's language wins only a tie
# Units whose lexical scores are this close are told apart by meaning (see
# `_closest_in_meaning`); 0 turns it off.
MEANING_TIE = 0.05

_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_PRONOUN = re.compile(
    r"^(?:Il|Elle|Ils|Elles|Celui-ci|Celle-ci|Ceux-ci|Celles-ci|Cette|Ces|Ce|It|They|"
    r"This|These|Its|Their|Son|Sa|Ses|Leur|Leurs)\b"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ«\"(])")
# A question about a rule (a limit, what is allowed or required): the bank's documents
# answer it, a third party's never does, even when the question names that third party.
_RULE_QUESTION = re.compile(
    r"\b(maxim|minim|autoris|allowed|permis|limit|plafond|exig|requir|doit|doivent|must|"
    r"peut|peuvent|can|may|regle|rule|politique|policy|appliqu|appl(?:y|ies)|accept|interdi)"
)
# A question asking for an amount, a limit or a period is answered by a unit that states
# one: a unit without a figure weighs less ("Les dossiers sont décidés par le comité
# régional" does not say up to what amount).
_QUANTITY_QUESTION = re.compile(
    r"\b(combien|montant|jusqu|maxim|minim|plafond|seuil|threshold|amount|how (?:many|much|long)"
    r"|taux|pourcentage|percentage|delai|duree)"
)
_FIGURE = re.compile(r"\d|\b(once|twice|une fois|deux fois|trois fois)\b", re.I)
NO_FIGURE_FACTOR = 0.8
_LIST_QUESTION = re.compile(r"^\s*(quels|quelles|which|what are|what documents)\b", re.I)


@dataclass
class Unit:
    passage: dict[str, Any]
    text: str
    is_list: bool = False
    score: float = 0.0
    # Where the unit stands on a PDF page: its heading and the columns' line ("Compte de
    # résultat", "(en k€) 2025 2024"); read like a section heading, told with the claim.
    context: str = ""
    row: bool = False  # a statement line: told with its columns
    # A Markdown table row: `context` holds its column headers ("Pièce | Durée de
    # garantie"), read as the row's own words and told with the claim.
    table: bool = False
    # Words the unit means without writing them: an acronym's expansion ("CAF" →
    # "Cellule anti-fraude", defined once in the document), or the acronym of a phrase.
    extra: frozenset[str] = frozenset()
    # A row that refers to the row above ("Même situation, titulaire PME | 30 %"): the
    # first cell of that row, read as this row's own case (bands and words).
    above: str = ""
    # The bullets of the list this bullet belongs to: one rule told case by case ("jusqu'à
    # 25 % … peut être accordée par le Responsable" / "supérieure à 25 % relève du
    # Directeur"), so the verb one bullet writes is the others' too (the head test).
    siblings: str = ""
    # A Markdown table read whole (a list unit): for a question fixing a value, its row
    # holding the value answers, not the table of every case.
    grid: bool = False
    # The share of the question's words the unit holds, the slot left out (see `score`).
    words_share: float = 0.0
    # A table row whose columns the question tells apart: the columns its words select
    # (see `_columns`), and the cells the question's value is read in (`_band_text`).
    columns: tuple[int, ...] = ()
    band_text: str = ""
    # The cosine of the unit's meaning to the question's (see `_closest_in_meaning`).
    similarity: float = 0.0


# A statement line of a PDF page: a label, then one or more amounts ("Résultat net 9 940
# 8 970", "Dettes financières (372 600)", "Marge brute 42,1 %"). Read word by word from
# the end (a regex over the amounts' thousands groups backtracks exponentially).
_AMOUNT_WORD = re.compile(r"[-−–(]?\d[\d.,]*\)?(?:%|x|k€|M€|€)?|%|x|k€|M€|€")


def _row(line: str) -> tuple[str, list[str]] | None:
    """(label, amount words) when `line` is a label followed by amounts."""
    parts = line.split()
    n = len(parts)
    while n > 0 and _AMOUNT_WORD.fullmatch(parts[n - 1]):
        n -= 1
    label, amounts = parts[:n], parts[n:]
    if not label or not amounts or label[0][0].isdigit():
        return None
    # "Note 5" is a heading: an amount has three digits, a decimal or a unit.
    if not any(sum(c.isdigit() for c in a) >= 3 or re.search(r"[,%x€]", a) for a in amounts):
        return None
    return " ".join(label), amounts


_YEAR = re.compile(r"(?:19|20)\d\d")
_FOOTER = re.compile(r"(?:page\s*)?\d+\s*(?:/|sur|of)\s*\d+|page\s*\d+|\d+")
_ENDS_SENTENCE = re.compile(r"[.:;!?»)]$")


def page_units(passage: dict[str, Any]) -> list[Unit]:
    """The statement lines and the sentences of a PDF page, never the page as a whole.

    pdfplumber gives one printed line a line: a line that starts a block and reads as a
    label with amounts is a statement line (its own unit); a short line without a full stop
    followed by a capital is a heading; the other lines are prose, joined and cut into
    sentences. The running header (the title's line) and the page number are left out."""
    title = fold(str(passage.get("title") or "")).strip()
    lines = [ln.strip() for ln in str(passage.get("text") or "").splitlines()]
    lines = [ln for ln in lines if ln]
    out: list[Unit] = []
    heading, columns = "", ""
    prose: list[str] = []

    def flush() -> None:
        if prose:
            text = " ".join(prose)
            context = heading
            out.extend(
                Unit(passage, x.strip(), context=context)
                for x in _SENTENCE_END.split(text)
                if x.strip()
            )
            prose.clear()

    for i, line in enumerate(lines):
        folded = fold(line).strip()
        if (i == 0 and title and folded.startswith(title)) or _FOOTER.fullmatch(folded):
            continue
        starts = not prose or bool(_ENDS_SENTENCE.search(prose[-1]))
        following = lines[i + 1] if i + 1 < len(lines) else ""
        # The next line goes on with this one: a lowercase word, or the rest of a number
        # cut at the line end ("s'établit à 9" / "940 k€").
        continued = bool(following) and (following[0].islower() or following[0].isdigit())
        row = _row(line)
        if starts and not continued and row and len(row[0].split()) <= 12:
            flush()
            amounts = row[1]
            if len(amounts) >= 2 and all(_YEAR.fullmatch(a) for a in amounts):
                # "(en k€) 2025 2024": the columns of the lines below, with the
                # statement's title; they hold across the statement's subheadings.
                columns = ", ".join(x for x in (heading, line) if x)
                heading = ""
            else:
                context = ", ".join(x for x in (heading, columns) if x)
                out.append(Unit(passage, line, context=context, row=True))
            continue
        short = len(line) <= 70 and len(line.split()) <= 10
        # "La Société a signé avec" (then "Optivia Distribution …") is the start of a
        # sentence, not a heading: a heading does not end on a little word.
        open_end = fold(line.split()[-1]) in STOP_WORDS | {"a"}
        heading_like = short and not open_end and not _ENDS_SENTENCE.search(line)
        if starts and heading_like and not continued:
            flush()
            if " : " in line or ": " in line:
                # "Directrice financière : Anne Seiler": a statement, not a heading.
                out.append(Unit(passage, line, context=heading))
                continue
            if heading and not any(heading in u.context for u in out):
                out.append(Unit(passage, heading))  # a heading with nothing under it
            heading = line
            continue
        prose.append(line)
    flush()
    if heading and not any(heading in u.context for u in out):
        out.append(Unit(passage, heading))
    return [u for u in out if not injected(u.text) and len(u.text) > 3]


def units(passage: dict[str, Any]) -> list[Unit]:
    """The sentences, bullets and lists (an intro ending with ':' and its bullets); for a
    PDF page, its statement lines and sentences (`page_units`)."""
    if passage.get("page") is not None:
        return page_units(passage)
    out: list[Unit] = []
    intro = ""
    bullets: list[str] = []
    members: list[Unit] = []

    def close_list() -> None:
        nonlocal intro, bullets, members
        if bullets:
            listed = "\n".join(f"- {b}" for b in bullets if not injected(b))
            out.append(Unit(passage, f"{intro}\n{listed}".strip(), is_list=True))
            for member in members:
                member.siblings = listed
        intro, bullets, members = "", [], []

    def flush(prose: list[str]) -> str:
        """The prose's sentences as units; the last one when it announces a list."""
        sentences = [x.strip() for x in _SENTENCE_END.split(" ".join(prose)) if x.strip()]
        # "Il se réunit chaque semaine, le mardi." speaks of the subject of the sentence
        # before it ("Le Comité des sinistres réunit …"): that sentence is its context,
        # read like a heading.
        out.extend(
            Unit(passage, x, context=sentences[i - 1] if i and _PRONOUN.match(x) else "")
            for i, x in enumerate(sentences)
        )
        return sentences[-1] if sentences and sentences[-1].endswith(":") else ""

    for para in re.split(r"\n\s*\n", passage["text"]):
        prose: list[str] = []
        lines = [ln.strip() for ln in para.splitlines()]
        table = _table_rows(lines)
        if table:
            close_list()
            for u in table:
                u.passage = passage
            out.extend(table)
            lines = [ln for ln in lines if not ln.startswith("|")]
        for line in lines:
            if not line:
                continue
            if _BULLET.match(line):
                if prose:
                    # "Ne sont pas couverts :" then its bullets, in one paragraph.
                    intro = flush(prose)
                    prose = []
                bullets.append(_BULLET.sub("", line))
                # A bullet reads with its intro: "les vélos dont le moteur a été débridé"
                # is an exclusion because it stands under "Ne sont pas couverts :".
                members.append(Unit(passage, bullets[-1], context=intro))
                out.append(members[-1])
            else:
                if bullets:
                    close_list()
                prose.append(line)
        if prose:
            close_list()
            # An intro ending with ':' heads the bullets of the next paragraph.
            intro = flush(prose)
    close_list()
    return [u for u in out if not injected(u.text) and len(u.text) > 3]


_SAME_AS_ABOVE = re.compile(
    r"^\s*(?:meme situation|meme cas|idem|id\.|same situation|same case|same as above|"
    r"as above|ditto)\b"
)
_TABLE_RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$")


def _cells(line: str) -> str:
    """A table line without its outer pipes: "| Moteurs de VAE | 3 ans |" → "Moteurs de
    VAE | 3 ans" (a run of the line as written, so that a claim quoting it is verbatim)."""
    return line.strip().strip("|").strip()


def _table_rows(lines: list[str]) -> list[Unit]:
    """A Markdown table (a header line, a rule line, rows): one unit a row, with the
    column headers, and the whole table as a list (for "which ones" questions).

    A table row read as prose ran every row into one sentence, and its cells lost their
    column: "Moteurs de VAE | 3 ans" answers "how long is the warranty on an e-bike
    motor?" only with its header "Durée de garantie" (issue 11)."""
    rows = [ln for ln in lines if ln.startswith("|")]
    if len(rows) < 3 or not _TABLE_RULE.match(rows[1]):
        return []
    header = _cells(rows[0])
    body = [r for r in rows[2:] if not injected(r)]
    out = [Unit({}, _cells(r), context=header, row=True, table=True) for r in body]
    for before, u in itertools.pairwise(out):
        if _SAME_AS_ABOVE.match(fold(u.text)):
            # "Même situation, titulaire PME": the case of the row above, plus its own.
            u.above = before.above or before.text.split("|")[0].strip()
    if len(body) >= 2:
        out.append(
            Unit({}, "\n".join([header, *(_cells(r) for r in body)]), is_list=True, grid=True)
        )
    return out


def _claim_text(unit: Unit, language: str) -> str:
    """The unit as a claim: attributed when non-normative; a statement line told with its
    statement and columns, and a PDF line closed by a full stop so that claims read apart."""
    if unit.table:
        # A row is told as a row, quoted, with its column headers.
        # A row that refers to the row above is told with that row's case, quoted.
        above = (
            f" ; {_ABOVE.get(language, _ABOVE['fr'])} {_open(language)}{unit.above}"
            f"{_close(language)}"
            if unit.above
            else ""
        )
        text = attributed(
            f"{_open(language)}{unit.text}{_close(language)} ({unit.context}{above})",
            [unit.passage],
            language,
        )
    else:
        text = attributed(unit.text, [unit.passage], language, quote=_verbatim(unit))
    if unit.row and unit.context and not unit.table:
        text += f" ({unit.context})"
    if _language_of(unit) not in ("", language) and not non_normative(unit.passage):
        # The claim stays in the document's language, verbatim; the sentence that carries
        # it is in the question's (issue 11: an English question over a French guide).
        quoted = text if unit.table else f"{_open(language)}{text}{_close(language)}"
        lang = language if language in _OTHER_LANGUAGE else "fr"
        source = _language_of(unit)
        lead = _OTHER_LANGUAGE[lang].format(
            title=unit.passage.get("title", ""),
            version=unit.passage.get("version", ""),
            name=_LANGUAGE_NAMES[lang].get(source, source),
        )
        text = lead + quoted
    if unit.passage.get("page") is not None and not re.search(r"[.!?]\s*[»”\"]?$", text):
        text += "."
    return text


_ABOVE = {"fr": "ligne précédente :", "en": "row above:"}
_OTHER_LANGUAGE = {
    "fr": "Le document « {title} » (version {version}) l'écrit en {name} : ",
    "en": "The document “{title}” (version {version}) says, in {name}: ",
}
_LANGUAGE_NAMES = {
    "fr": {"en": "anglais", "fr": "français"},
    "en": {"en": "English", "fr": "French"},
}


def _open(language: str) -> str:
    """A verbatim quote opens with « » in both languages: the claim checker reads it."""
    return "« "


def _close(language: str) -> str:
    return " »"


def _verbatim(unit: Unit) -> bool:
    """The unit is copied word for word from its passage (a PDF sentence runs over lines)."""
    return " ".join(unit.text.split()) in " ".join(str(unit.passage["text"]).split())


def _language_of(unit: Unit) -> str:
    """The unit's document language (front matter), else the one its text reads in."""
    return str(unit.passage.get("language") or guess_language(unit.text) or "")


def _enumerates(unit: Unit) -> bool:
    """A list, or a sentence enumerating (two commas or semicolons at least)."""
    return unit.is_list or unit.text.count(",") + unit.text.count(";") >= 2


def _generic(term: frozenset[str]) -> bool:
    """A generic word, or the translation of one ("loan" of "crédit"). Its near-synonyms do
    not tell: "need" is not generic because "required" is among them."""
    return bool(getattr(term, "near", term) & GENERIC)


# A word of a sentence that only sets the case ("A ward needs equipment worth €600,000.
# Who must sign the order?") weighs less than a word of the question itself: the rule
# that answers is general, it does not repeat the case's words (the ward, the equipment).
CASE_WEIGHT = 0.5


# A word that many of this corpus's passages hold tells little of which one answers, as
# "banque" in a bank's policies, whatever the vocabulary table says of it: "lease" in a
# leasing manual, "claim" in a claims handbook. Its weight falls with the log of the
# share of chunks holding it (itself or a translation) beyond COMMON_SHARE, down to
# COMMON_FLOOR; rarer words keep theirs. Read from the corpus (`spread` in the payload),
# not from a list of words; measured on the five corpora of tests/data/ask (docs/ask.md):
# it lifts the abstentions on unanswerable questions (insurer 0.944 -> 1.0, hr 0.933 ->
# 1.0) and moves no correct answer.
COMMON_SHARE = 0.15
COMMON_FLOOR = 0.5


def _rarity(term: frozenset[str]) -> float:
    spread = getattr(term, "spread", None)
    if not spread:
        return 1.0  # not known, or no chunk holds it: its absence is told by the overlap
    return min(1.0, max(COMMON_FLOOR, math.log(1 / spread) / math.log(1 / COMMON_SHARE)))


def _weight(term: frozenset[str]) -> float:
    weight = GENERIC_WEIGHT if _generic(term) else 1.0
    weight *= _rarity(term)
    return weight * CASE_WEIGHT if getattr(term, "case", False) else weight


def _same(a: str, b: str) -> bool:
    """Two stems of one word: equal, or sharing all but the last two letters of the shorter
    (the light stemmer leaves "transferr"/"transf", "repondon"/"repons")."""
    if a == b:
        return True
    shorter = min(len(a), len(b))
    if shorter < 5 or a[0].isdigit() or b[0].isdigit():
        return False
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= max(5, shorter - 2)


class Term(frozenset[str]):
    """A question's word: its stem, its glossary translations and its near-synonyms. Only
    the first two match a near-form ("covenant"'s synonym "contractuel" must not read
    "contrat", which any contract sentence holds)."""

    near: frozenset[str]
    own: str  # the question's own stem
    # the domain extension's words of each language for the question's word as written
    # (text.domain_links), None when it has none
    links: dict[str, frozenset[str]] | None
    # the terms of several words of the phrase the word ends (text.phrase_links), each
    # found when a unit writes its stems in a row
    phrases: frozenset[tuple[str, ...]]
    case: bool  # only in a sentence that sets the case, before the one that asks
    spread: float | None  # share of the corpus's chunks holding it (None: not known)

    @classmethod
    def of(
        cls, stems: frozenset[str], near: frozenset[str], own: str = "", case: bool = False
    ) -> Term:
        term = cls(stems)
        term.near = near
        term.own = own
        term.case = case
        term.spread = None
        term.links = DOMAIN.get(own) if own else None
        term.phrases = frozenset()
        return term


def question_terms(question: str, slot: Slot | None = None) -> list[frozenset[str]]:
    """The question's terms for the overlap test (`query_terms` with synonyms). The values
    the question fixes ("8 millions d'euros") are read by the slot, not as words: no rule
    repeats "8 millions", it states the band that holds it ("au-delà de 3 M€")."""
    if slot is not None:
        question = without_values(question)
    wide = query_terms(question, synonyms=True, written=True)
    plain = query_terms(question, written=True)
    first: dict[str, str] = {}  # stem → the question's word as first written
    for word, st in surface_tokens(question):
        first.setdefault(st, word)
    own = list(first)
    idioms = idiom_heads(question)
    phrases = phrase_links(question)
    yesno = slot is not None and slot.kind == "yesno"
    asking = set(tokens(asking_sentence(question)))
    out: list[frozenset[str]] = []  # of Term, a frozenset with its origin
    for w, p, o in zip(wide, plain, own, strict=True):
        if w & REFUSALS:
            w = w | {NEGATION}
        if yesno:
            # "… peut-elle être acceptée ?" is answered by "… est rejetée" (a "no").
            w = w | OPPOSITES.get(o, frozenset())
        links = None if first[o] in idioms else domain_links(first[o], o)
        written: frozenset[tuple[str, ...]] = frozenset()
        if o in phrases:
            # A phrase of the extensions ("by post", "first-level"): its lines' one-word
            # terms are translations of its last word, its terms of several words are
            # looked for as written (`score`); an idiom ("by post", "in-house") has their
            # sense only, not its last word's ("post" a job, "house" a home).
            found, idiom = phrases[o]
            singles = frozenset(x[0] for x in found if len(x) == 1)
            written = frozenset(x for x in found if len(x) > 1)
            if idiom:
                w, p, links = frozenset({o}) | singles, frozenset({o}) | singles, None
            else:
                w, p = w | singles, p | singles
        term = Term.of(w, p, o, case=o not in asking)
        term.links = links
        term.phrases = written
        out.append(term)
    if slot is not None and slot.amount:
        # "Combien coûte une grande parcelle ?": the amount asked is the slot, and the row
        # "Grande parcelle | 45 € | 70 €" writes no "coûte" (a pool's and a resort's price
        # grids, ninth-session corpora). A unit without an amount does not carry the slot.
        prices = price_stems()
        out = [t for t in out if getattr(t, "own", None) not in prices] or out
    if not yesno and _lacking(question) and not any(NEGATION in t for t in out):
        # "Que se passe-t-il si ma facture ne mentionne pas le numéro de commande ?" asks
        # about a missing thing: the rule for it says so ("Une facture sans numéro de
        # bon de commande est rejetée"), not the rule that the number must be given. A
        # yes/no question ("Can a handler approve it without referring it?") may be
        # answered either way: not there.
        neg = frozenset({NEGATION})
        out.append(Term.of(neg, neg, NEGATION))
    return out


_WITHOUT = re.compile(
    r"\b(?:sans|without|faute d|en l absence d|in the absence of|lacking|missing|non)\b"
)


def _lacking(text: str) -> bool:
    """The text says something is missing or not done (a negation, "sans", "without")."""
    return negates(text) or bool(_WITHOUT.search(fold(text)))


def _found(term: frozenset[str], words: set[str]) -> bool:
    near = getattr(term, "near", term)
    if term & words or any(_same(t, w) for t in near for w in words):
        return True
    # A cognate in the other language ("université" for "university", "résiduelle" for
    # "residual"): read by rule, for the words the vocabulary table does not hold.
    own = getattr(term, "own", "")
    keys = _cognate_keys(frozenset({own})) if own else frozenset()
    return bool(keys) and any(cognates(k, c) for w in words if (k := cognate(w)) for c in keys)


_KEYS: dict[frozenset[str], frozenset[str]] = {}


def _cognate_keys(stems: frozenset[str]) -> frozenset[str]:
    keys = _KEYS.get(stems)
    if keys is None:
        keys = _KEYS[stems] = frozenset(k for s in stems if (k := cognate(s)))
    return keys


# A unit whose amount band excludes the question's value ("jusqu'à 3 M€" for "8 millions")
# weighs less: it states a rule, for another case (issue 11).
BAND_MISMATCH_FACTOR = 0.6


def _unit_text(unit: Unit) -> str:
    if not unit.table:
        return unit.text
    return "\n".join(x for x in (unit.text, unit.context, unit.above) if x)


def _band_text(unit: Unit) -> str:
    """Where the question's value is read in the unit: for a table row whose columns the
    question tells apart, its first cell (the case) and the selected column's cell, else
    the whole unit (see `_select_columns`)."""
    return unit.band_text or _unit_text(unit)


def _fits(slot: Slot, unit: Unit) -> bool:
    """The unit carries the slot (its kind in the whole unit, its values in `_band_text`)."""
    if not carries(slot, _unit_text(unit)).ok:
        return False
    if not unit.band_text or not slot.selects:
        return True
    return carries(Slot("", slot.bands, slot.spans), unit.band_text).ok


# A question that excludes a case ("un petit professionnel qui ne règle pas par
# prélèvement", "a customer who does not pay by direct debit"): the words after the
# negation name the column the question does not ask about; a table written for both cases
# heads the other one "any other method", "autre", "otherwise" (utility corpus, deposit grid).
_NEGATED = re.compile(
    # "doesn t" (folded "doesn't"), not any "n t": "qu'on t'envoie" is no negation
    r"(?:\bne\s+(?:[\w-]+\s+){0,2}?(?:pas|plus|jamais)"
    r"|\b(?:do|does|did|is|are|was|were|ca|wo|could|would|should|must|need|has|have|had)n t\b"
    r"|\bnot|\bnever|\bnon|\bsans|"
    r"\bwithout|\bother than|\bautres? que|\bhors)\s+((?:[a-z-]+\s*){1,4})"
)
# Read on the folded header, not its tokens: "other" and "autre" are stop words.
_OTHER_COLUMN = frozenset({"other", "autre", "autres", "otherwise", "sinon", "else"})


def _negated_stems(question: str) -> set[str]:
    """The stems of the words the question puts under a negation (four words at most)."""
    out: set[str] = set()
    for m in _NEGATED.finditer(fold(asking_sentence(question))):
        out |= set(tokens(m.group(1)))
    return out


def _columns(
    unit: Unit, terms: list[frozenset[str]], language: str, negated: set[str]
) -> tuple[int, ...]:
    """The value columns of a table row that the question's words select: the column
    whose header holds more of the question's (weighted) words than every other value
    column; a column whose header holds a word the question negates, and that not every
    value column holds, is not selected, and the column headed "other" is then. () when
    no column stands out (the first column, the row's case, is always read).

    "Un client doit 3 200 € … Qui a le pouvoir d'accepter l'échéancier ?" is answered in
    the column "Échéancier de paiement : dette totale", not in "Abandon de créance", whose
    band of the next row also holds 3 200 € (utility corpus, delegation grid)."""
    cells = [c.strip() for c in unit.text.split("|")]
    headers = [h.strip() for h in unit.context.split("|")]
    if len(cells) != len(headers) or len(cells) < 3:
        return ()
    words = [set(tokens(h)) for h in headers[1:]]
    hits = [
        [t for t in terms if _found(_in_language(t, unit, language), w) and NEGATION not in t]
        for w in words
    ]
    negated_terms = [t for t in terms if getattr(t, "own", "") in negated]
    # A negated word every value column holds ("pay" in "Paying by direct debit" and in
    # "Paying by any other method") tells no column apart.
    telling = [t for t in negated_terms if not all(t in h for h in hits)]
    excluded = [any(t in h for t in telling) for h in hits]
    scores = []
    for header, h, out in zip(headers[1:], hits, excluded, strict=True):
        if out:
            scores.append(-1.0)
            continue
        value = sum(_weight(t) for t in h if t not in negated_terms)
        if any(excluded) and set(re.findall(r"[a-z]+", fold(header))) & _OTHER_COLUMN:
            value += 1.0
        scores.append(value)
    best = max(scores)
    if best <= 0 or scores.count(best) > 1:
        return ()
    return (scores.index(best) + 1,)


def _select_columns(
    candidates: list[Unit], terms: list[frozenset[str]], language: str, question: str, slot: Slot
) -> None:
    """Each table row's selected columns, and the cells its bands are read in when the
    selected column states a band of a dimension the question fixes."""
    negated = _negated_stems(question)
    for u in candidates:
        if not u.table:
            continue
        u.columns = _columns(u, terms, language, negated)
        if not u.columns or not slot.bands:
            continue
        cells = [c.strip() for c in u.text.split("|")]
        chosen = [cells[0], *(cells[i] for i in u.columns)]
        dims = {a.dim for a in slot.bands}
        if any(b.dim in dims for c in chosen[1:] for b in _bands(c)):
            u.band_text = "\n".join([*chosen, u.above] if u.above else chosen)


_IN_LANGUAGE: dict[tuple[int, str], frozenset[str]] = {}


def _in_language(term: frozenset[str], unit: Unit, language: str) -> frozenset[str]:
    """The term with the domain extension's words of the unit's language, when the unit is
    in the other language than the question: "guest" meets "convive" in a French rule, and
    "chargé d'affaires" never meets "facturer" in a French one (text.DOMAIN)."""
    own = getattr(term, "own", "")
    links_of = getattr(term, "links", None)
    if not language or not own or not links_of:
        return term
    other = _language_of(unit)
    if other in ("", language) or other not in ("fr", "en"):
        return term
    key = (id(term), other)
    found = _IN_LANGUAGE.get(key)
    if found is None or getattr(found, "base", None) is not term:
        links = links_of[other]
        case = bool(getattr(term, "case", False))
        found = Term.of(term | links, getattr(term, "near", term) | links, own, case)
        found.spread = getattr(term, "spread", None)
        found.links = links_of
        found.phrases = getattr(term, "phrases", frozenset())
        found.base = term  # type: ignore[attr-defined]
        _IN_LANGUAGE[key] = found
    return found


# The share of its weight that an untranslated word keeps against a unit of the other
# language when the unit does not hold it (see `score`). Half, not nothing: measured on
# the 28 sets of tests/data/ask (docs/ask.md, thirteenth round), nothing answered more
# unanswerable questions (mutuelle and factoring 0.867/0.933 → 0.8) for the same answers.
UNTRANSLATED_WEIGHT = 0.5


def _other_language(unit: Unit, language: str) -> bool:
    """The unit is written in the other language than the question (both known)."""
    theirs = _language_of(unit)
    return language in ("fr", "en") and theirs in ("fr", "en") and theirs != language


def _translated(term: frozenset[str]) -> bool:
    """The term (read in the unit's language by `_in_language`) holds a word besides the
    question's own: a translation of the main table or of the domain extension. Its
    near-synonyms do not count (they are of the question's language)."""
    own = getattr(term, "own", "")
    plain = getattr(term, "near", term)
    return bool(plain - {own, NEGATION}) or not own or own[0].isdigit() or own == NEGATION


def _slot_words(unit: Unit, slot: Slot) -> tuple[float, float]:
    """(found, asked): one word for the slot kind, one for each value the question fixes."""
    text = _unit_text(unit)
    got = total = 0.0
    if slot.kind in WORD_SLOTS and not slot.named:
        total += 1
        got += 1 if carries(Slot(slot.kind, authority=slot.authority), text).ok else 0
    stated = _bands(_band_text(unit)) if slot.bands else []
    for asked in slot.bands:
        # "Un sinistre de 8 000 € : faut-il un expert ?" is answered by the threshold on
        # either side of 8 000 €; "Qui approuve 8 000 € ?" by the band that holds it.
        total += 1
        same = [b for b in stated if b.dim == asked.dim]
        bounded = [b for b in same if b.lo is not None or b.hi is not None]
        if any(b.meets(asked) for b in bounded):
            got += 1
        elif same and any(b.meets(asked) for b in same):
            # "whatever the amount" holds every value; a band that bounds the value is the
            # rule written for it (an insurer's delegation scale over a desk's exception).
            got += 0.5
        elif same and not slot.selects:
            got += 0.5  # the band beside the value answers "no"; the one holding it, better
    return got, total


# "Cellule anti-fraude (CAF)", "Commission d'appel d'offres (CAO)": an acronym in
# parentheses after the words whose initials it spells.
_ACRONYM = re.compile(r"\(([A-Z]{2,6})\)")
_SMALL = {"de", "d", "des", "du", "la", "le", "l", "les", "of", "the", "and", "et", "a", "à", "for"}


def acronyms(passages: list[dict[str, Any]]) -> dict[str, str]:
    """acronym (folded) → the phrase it stands for, as the passages define them."""
    out: dict[str, str] = {}
    for p in passages:
        text = str(p.get("text") or "")
        for m in _ACRONYM.finditer(text):
            letters = m.group(1).lower()
            words = re.findall(r"[\w-]+", text[max(0, m.start() - 120) : m.start()])
            content: list[str] = []
            for w in reversed(words):
                parts = [x for x in w.split("-") if x]
                if fold(w) in _SMALL:
                    continue
                content = parts + content
                if len(content) >= len(letters):
                    break
            initials = "".join(fold(x)[:1] for x in content[-len(letters) :])
            if initials == letters:
                out[letters] = " ".join(content[-len(letters) :])
    return out


def _expand_acronyms(candidates: list[Unit], passages: list[dict[str, Any]]) -> None:
    """Each unit also holds the words of the acronyms it uses, and the acronym of the
    phrases it writes out ("La CAF rend son avis" is about the anti-fraud unit)."""
    table = acronyms(passages)
    if not table:
        return
    phrases = {a: set(tokens(phrase)) for a, phrase in table.items()}
    for u in candidates:
        words = set(tokens(u.text))
        extra: set[str] = set()
        for acronym, stems in phrases.items():
            if acronym in words:
                extra |= stems
            elif stems and stems <= words:
                extra.add(acronym)
        u.extra = frozenset(extra)


def _all_words(unit: Unit) -> set[str]:
    """The unit's words with its context, its list and section (and a negation mark)."""
    found = set(
        tokens(f"{unit.text} {unit.context} {unit.siblings} {unit.passage.get('section', '')}")
    )
    return found | unit.extra | ({NEGATION} if negates(unit.text) else set())


def _holding(best: Unit, candidates: list[Unit], slot: Slot) -> Unit | None:
    """For a yes/no question fixing a value, the best unit whose band holds the value,
    when the best answer's band does not (None otherwise)."""
    if slot.kind != "yesno" or not slot.bands:
        return None

    def holds(u: Unit) -> bool:
        stated = _bands(_band_text(u))
        return any(b.meets(a) for a in slot.bands for b in stated if b.dim == a.dim)

    if holds(best):
        return None
    return next((u for u in candidates[1:] if u.score >= LISTING_MIN and holds(u)), None)


SAME_TABLE_RATIO = 0.95
# A unit whose band holds the question's value answers for that value when it scores at
# least this share of a best unit that states no band of that dimension.
BOUNDING_RATIO = 0.6


def _bounding(candidates: list[Unit], slot: Slot) -> Unit | None:
    """For a question whose value selects the rule, the unit of the best one's document
    stating a bounded band that holds the value, when the best one states no band of that
    dimension (None otherwise)."""
    if not slot.selects or not candidates or _band_side(candidates[0], slot) is not None:
        return None
    best = candidates[0]

    def bounds(u: Unit) -> bool:
        stated = _bands(_band_text(u))
        return any(
            b.meets(a) and (b.lo is not None or b.hi is not None)
            for a in slot.bands
            for b in stated
            if b.dim == a.dim
        )

    return next(
        (
            u
            for u in candidates[1:]
            if u.passage.get("doc_id") == best.passage.get("doc_id")
            and u.score >= BOUNDING_RATIO * best.score
            and bounds(u)
        ),
        None,
    )


def _band_side(unit: Unit, slot: Slot) -> bool | None:
    """True when the unit states a band holding one of the question's values, False when
    all the bands it states for that dimension exclude it, None when it states none."""
    if not slot.bands:
        return None
    stated = _bands(_band_text(unit))
    sides = [
        any(b.meets(a) for b in stated if b.dim == a.dim)
        for a in slot.bands
        if any(b.dim == a.dim for b in stated)
    ]
    return any(sides) if sides else None


# A rule that opens on the case it is written for ("Pendant le déclenchement du plan blanc,
# …", "Si le quorum n'est pas atteint, …", "In the event of a recall, …") answers a question
# about that case; for a question that names none of the case's words it is the exception,
# not the rule (a hospital's crisis plan for "Qui signe un bon de commande de 20 000 € ?").
OTHER_CASE_FACTOR = 0.6
_CASE_OPENING = re.compile(
    r"^(?:pendant|durant|en cas de|en cas d|lors de|lors du|lors d|lorsqu|si|s il|during|"
    r"in case of|in the event of|"
    r"if|where|whenever|while|whilst)\b([^,;:]{3,80})[,;:]"
)


def _other_case(unit: Unit, terms: list[frozenset[str]], language: str = "") -> bool:
    """The unit opens on a case none of whose distinctive words the question holds (in
    the unit's language: "En cas de fuite" is the case of "a leak")."""
    m = _CASE_OPENING.match(fold(unit.text))
    if not m or re.search(r"\d", m.group(1)):
        return False  # "Si le montant dépasse 10 000 €, …": a band, read as such
    case = {w for w in tokens(m.group(1)) if not w[0].isdigit() and w not in GENERIC}
    return bool(case) and not any(_found(_in_language(t, unit, language), case) for t in terms)


def _counted_stems(question: str, terms: list[frozenset[str]]) -> set[str]:
    """The stems (with their translations) of the noun a "how many" question counts."""
    stems = {t for w in counted_words(question) for t in tokens(w)}
    out: set[str] = set()
    for t in terms:
        if getattr(t, "own", None) in stems:
            out |= set(t)
    return out


def _figure_column(unit: Unit, terms: list[frozenset[str]]) -> bool:
    """One of the row's figures stands in a column whose header holds a question word, or
    whose header names no quantity of its own: a case ("Résident | Non-résident", "A, B")
    or only "the price" ("Montant", "Prix HT")."""
    cells = [c.strip() for c in unit.text.split("|")]
    headers = [h.strip() for h in unit.context.split("|")]
    if len(cells) != len(headers):
        return True  # a row that does not line up with its headers: not judged
    if unit.columns:
        # The column the question selects gives the figure ("minimum €150" under "Paying
        # by any other method" for a small business that does not pay by direct debit).
        return any(_FIGURE.search(cells[i]) for i in unit.columns)
    quantities, prices = quantity_stems()
    for cell, header in zip(cells, headers, strict=True):
        if not _FIGURE.search(cell):
            continue
        words = set(tokens(header))
        if any(_found(t, words) for t in terms):
            return True
        named = words & quantities
        # "€250" under "Standard excess" is no maximum amount paid: that column gives an
        # excess. "4,80 €" under "Non-résident" is the price of the row's case for that
        # reader, and "180 € par mois" under "Montant" any figure asked (a town's pool
        # tariff, a staff residence's rents: the figure was refused for want of a
        # header the question names).
        if not named or named <= prices:
            return True
    return False


def _head_terms(question: str, terms: list[frozenset[str]]) -> list[frozenset[str]]:
    """The terms of the question's head words (analyste.ask.slots.head_words): a unit
    holding one of them is about what the question asks."""
    out: list[frozenset[str]] = []
    for word in head_words(question):
        stems = set(tokens(word))
        # Generic as such ("montant"), not by a translation ("approve" translates
        # "autoriser").
        found = [t for t in terms if getattr(t, "own", None) in stems - GENERIC]
        if found and found[0] not in out:
            out.append(found[0])
        if not out:
            return []  # the first head is not distinctive: no head test, as before
    return out


def _slot_factor(unit: Unit, slot: Slot) -> float:
    check = carries(Slot("", slot.bands, slot.spans) if slot.selects else Slot(), _band_text(unit))
    return BAND_MISMATCH_FACTOR if check.code.startswith("band_mismatch") else 1.0


def _bands(text: str) -> list[Any]:
    from analyste.ask.slots import quantities

    return [b for b, _ in quantities(text)]


def score(
    unit: Unit,
    terms: list[frozenset[str]],
    list_question: bool,
    entity: list[frozenset[str]],
    language: str = "",
    third_party_factor: float = THIRD_PARTY_FACTOR,
    quantity_question: bool = False,
    slot: Slot | None = None,
) -> float:
    """Weighted share of the question's words in the unit (half weight in its headings),
    weighed by whether the unit carries what the question asks for (`slot`)."""
    words = set(tokens(unit.text)) | unit.extra
    if unit.table:
        words |= set(tokens(unit.context))  # a row is read with its column headers
        words |= set(tokens(unit.above))
    if _lacking(unit.text) or (unit.table and _lacking(unit.context)):
        # A row is read with its headers: "Adulte | 3,20 € | 4,80 €" under "Résident |
        # Non-résident" has the price of whoever does not live in the town.
        words.add(NEGATION)
    title = set(tokens(str(unit.passage.get("title", ""))))
    header = set(tokens(f"{unit.passage.get('section', '')} {unit.context}")) | title
    third_party = non_normative(unit.passage)
    if third_party and unit.passage.get("page") is not None:
        # Every line of a company's filing is about that company: its name, the filing's
        # title, is not asked of each line ("Helvane", "Solvéa").
        words |= title
    # A rule of the bank applies to the borrower a third-party document names: the
    # borrower's name is not asked of the bank's own passages.
    asked = terms if third_party else [t for t in terms if t not in entity]
    total = sum(_weight(t) for t in asked)
    got = 0.0
    other = _other_language(unit, language)
    written: tuple[str, ...] | None = None
    for t in asked:
        found = _in_language(t, unit, language)
        phrases = getattr(t, "phrases", ())
        if phrases and written is None:
            written = written_stems(_unit_text(unit))
        if _found(found, words) or any(writes(written or (), ph) for ph in phrases):
            got += _weight(t)
        elif _found(found, header):
            got += (ROW_HEADER_WEIGHT if unit.table else HEADER_WEIGHT) * _weight(t)
        elif other and not _translated(found):
            # A word the tables do not translate could not have been found in a unit of
            # the other language: its absence there is no evidence against the unit
            # ("join", "braces" of an English question over French benefits). It still
            # counts when the unit holds it (a name, a cognate), and against a unit of the
            # question's language (issue 11, thirteenth round).
            total -= (1.0 - UNTRANSLATED_WEIGHT) * _weight(t)
    slot_got = 0.0
    words_got, words_total = got, total
    if slot is not None:
        # What the question asks for counts as one of its words: "Qui" is answered by a
        # unit naming a committee, "8 millions" by one whose band holds 8 M€ (issue 11).
        slot_got, slot_total = _slot_words(unit, slot)
        got, total = got + slot_got, total + slot_total
        # The values the question fixes are words of it; the kind of slot is not.
        kind = Slot(slot.kind, named=slot.named, authority=slot.authority)
        kind_got, kind_total = _slot_words(unit, kind)
        words_got += slot_got - kind_got
        words_total += slot_total - kind_total
    unit.words_share = words_got / min(words_total, WORDS_CAP) if words_total else 0.0
    # A question states a handful of words that matter; one written as people talk
    # ("Si ce dossier fait passer l'encours global du groupe client à 280 000 €, à quel
    # niveau la décision doit-elle être prise ?") adds asides and synonyms that no
    # sentence repeats, and its share of words covered fell with its length: the
    # paraphrased sets (fifth round) abstained on half their answerable questions. A unit
    # covering WORDS_CAP of the question's weighted words covers a long question.
    value = min(1.0, got / min(total, WORDS_CAP)) if total else 0.0
    # A sentence that shares no distinctive word as such with the question (only
    # near-forms or headings) is a weak answer: "Direction des Risques" does not answer
    # "Qui est le directeur général ?" (policies/questions.jsonl, directeur-general).
    # A translation the domain extension gives in the unit's language is the word as such
    # ("relevé réel" for "real reading" in a French rule): only near-forms and headings
    # are weak (utility corpus: the rule on re-billing was halved below a sentence on
    # estimates that shared one main-vocabulary word).
    if not slot_got and not any(
        _in_language(t, unit, language) & words for t in asked if not _generic(t)
    ):
        value *= 0.5
    if third_party:
        value *= third_party_factor
    if quantity_question and not _FIGURE.search(unit.text):
        value *= NO_FIGURE_FACTOR
    if slot is not None:
        value *= _slot_factor(unit, slot)
    if _other_case(unit, terms, language):
        value *= OTHER_CASE_FACTOR
    # An answer in the question's language reads better; the other language still answers.
    if language and guess_language(unit.text) not in (None, language):
        value *= OTHER_LANGUAGE_FACTOR
    # Between two units that cover the question alike, the one from the better-ranked
    # passage, then the shorter, is the better answer; a question asking for a list
    # prefers the whole list.
    value += RANK_BONUS / max(1, int(unit.passage.get("rank") or 1))
    value -= len(unit.text) / 20000
    if unit.is_list:
        value += 0.05 if list_question else -0.02
    elif list_question and _enumerates(unit):
        value += 0.05  # an enumeration written as a sentence
    return value


def _meaning_text(unit: Unit) -> str:
    """What a unit is embedded as: its section, a row's column headers, then its text."""
    where = str(unit.passage.get("section", "") or "")
    head = f"{where}: " if where else ""
    if unit.table and unit.context:
        head += f"{unit.context}: "
    return head + unit.text


def _closest_in_meaning(candidates: list[Unit], question: str) -> None:
    """Among the units whose lexical score is within MEANING_TIE of the best, the one
    whose meaning is closest to the question's (analyste.semantic) is put first.

    Only that window is embedded: a unit the words rank far below is not lifted by its
    meaning (tried as a weighted feature over every unit: it lost answers on the tuned
    corpora, see docs/ask.md, "Eleventh round")."""
    if len(candidates) < 2:
        return
    top = max(u.score for u in candidates)
    close = [u for u in candidates if u.score >= top - MEANING_TIE]
    if len(close) < 2:
        return
    try:
        sims = semantic.passages([_meaning_text(u) for u in close]) @ semantic.query(question)
    except semantic.SemanticUnavailable:
        return  # the lexical order stands
    for u, sim in zip(close, sims, strict=True):
        u.similarity = float(sim)
    pick = max(close, key=lambda u: u.similarity)
    pick.score = max(pick.score, top + 1e-6)


def _about(
    terms: list[frozenset[str]], passage: dict[str, Any], bank_words: set[str]
) -> list[frozenset[str]]:
    """The question's words that name this non-normative document: in its title, and in
    none of the bank's own passages given ("Dumontel", "food processing"; not "secteur")."""
    title = set(tokens(passage.get("title", "")))
    return [t for t in terms if not _generic(t) and _found(t, title) and not (t & bank_words)]


def _bank_words(passages: list[dict[str, Any]]) -> set[str]:
    out: set[str] = set()
    for p in passages:
        if not non_normative(p):
            out |= set(tokens(f"{p.get('title', '')} {p.get('section', '')} {p.get('text', '')}"))
    return out


def answer(payload: dict[str, Any]) -> AskAnswer:
    """The extractive answer to payload["question"] from payload["passages"].

    A question that asks two things ("Combien de temps … est-il couvert, et jusqu'à quel
    montant ?") is answered part by part, each part by the unit carrying its slot; it is
    answered only when every part is (a half answer would read as the whole one)."""
    slot = question_slot(payload.get("question", ""))
    if not slot.also:
        return _answer(payload, slot)
    replies = [_answer(payload, dataclasses.replace(part, also=())) for part in (slot, *slot.also)]
    if not all(r.answerable for r in replies):
        # A part that no unit answers: the question is read as one, by its first slot
        # (as before questions had parts); a claim then answers when it carries any.
        return _answer(payload, slot)
    claims: list[AnswerClaim] = []
    for reply in replies:
        claims.extend(c for c in reply.claims if c.text not in {x.text for x in claims})
    text = " ".join(c.text.replace("\n", " ") for c in claims)
    return AskAnswer(answerable=True, answer=text, claims=claims)


def _answer(payload: dict[str, Any], slot: Slot) -> AskAnswer:
    """The extractive answer for one slot of the question (see `answer`)."""
    language = payload.get("language", "fr")
    fallback = FALLBACK.get(language, FALLBACK["fr"])
    abstain = AskAnswer(answerable=False, answer=fallback, claims=[])
    terms = question_terms(payload.get("question", ""), slot)
    if not terms:
        return abstain
    share = payload.get("visible_share")
    spread = payload.get("spread")
    if isinstance(spread, dict):
        for t in terms:
            if isinstance(t, Term):
                t.spread = max((spread.get(s, 0.0) for s in t.near), default=0.0)
    list_question = bool(_LIST_QUESTION.match(payload.get("question", ""))) or slot.kind == "list"
    passages = payload.get("passages", [])
    # A sentence of a third party (or of any document that sets no rule of the bank) is
    # used only when the question is about that document, or when the bank's own
    # documents are not among the passages at all (a corpus of filings).
    bank = _bank_words(passages)
    has_bank = any(not non_normative(p) for p in passages)
    about = {p["id"]: _about(terms, p, bank) for p in passages if non_normative(p)}
    usable = [p for p in passages if not non_normative(p) or about[p["id"]] or not has_bank]
    # About a rule, the bank's rule applies to the borrower a third party names: its name is
    # not asked of the bank's passages, and the third party weighs less. About the third
    # party itself (its figures, its opinion), its own sentences answer at full weight.
    rule = bool(_RULE_QUESTION.search(fold(payload.get("question", ""))))
    entity = [t for found in about.values() for t in found] if rule else []
    factor = THIRD_PARTY_FACTOR if rule or not about else 1.0
    quantity = bool(_QUANTITY_QUESTION.search(fold(payload.get("question", ""))))
    # A list read whole holds the words of all its items: for a question that asks for
    # one thing, it outscored the one item that answers ("Who signs a €500,000 contract?"
    # got the whole signature table, every signatory in it). Its items answer alone.
    candidates = [u for p in usable for u in units(p) if list_question or not u.is_list]
    if slot.selects:
        # "Which purchasing procedure applies to a microscope estimated at 60,000 euros?":
        # the value selects one row of the thresholds table; the whole table, every
        # procedure in it, does not answer (the grants corpus).
        candidates = [u for u in candidates if not u.grid]
    _expand_acronyms(candidates, passages)
    _select_columns(candidates, terms, language, payload.get("question", ""), slot)
    for u in candidates:
        u.score = score(u, terms, list_question, entity, language, factor, quantity, slot)
    # A unit that does not carry what the question asks for is no answer, however many of
    # its words it holds: "Qui signe … ?" is not answered by a sentence naming no one,
    # "Dans quel délai … ?" by one that gives no time (the slot check, issue 11).
    candidates = [u for u in candidates if _fits(slot, u)]
    # The question's head names what it asks about: the verb of "Qui signe … ?", the noun
    # of "What is the quorum …?" / "Quel est le montant de la cotisation …?". A unit in
    # whose text, columns and section it is nowhere answers another question, however
    # many of the other words it holds (the public guide's sentence on the Region's
    # certificates for the staff-only quorum).
    heads = _head_terms(payload.get("question", ""), terms)
    if heads:
        candidates = [
            u
            for u in candidates
            if any(_found(_in_language(h, u, language), _all_words(u)) for h in heads)
        ]
    # "How many quotes …?" is answered by a number of quotes ("au moins 3 devis"), not by
    # any number ("within 1 working day" for "How many handlers work at the Desk?").
    counted = _counted_stems(payload.get("question", ""), terms)
    if counted:
        candidates = [u for u in candidates if counts(u.text, counted)]
    # A table row answers a figure question by a figure in a column the question names:
    # "Water damage | Yes | €250" under "Standard excess" is no maximum amount paid.
    if slot.kind == "figure":
        candidates = [u for u in candidates if not u.table or _figure_column(u, terms)]
    # A near tie of the words is settled by meaning: questions written by outsiders say
    # "a book that went missing" where two units share the words ("returns a book late",
    # "loses a book"), and the rank and length picked the wrong one (eleventh round).
    if MEANING_TIE:
        _closest_in_meaning(candidates, payload.get("question", ""))
    candidates.sort(key=lambda u: -u.score)
    # Whether the corpus answers this reader on this date is judged from retrieval too:
    # the less the passages the reader may see match the question, against the best match
    # of the whole corpus (a staff-only rule, the version of a document not in force), the
    # more the unit must cover. A neighbouring sentence of a public FAQ ("… qui répond
    # sous 15 jours") is not the staff rule's notice period (fifth round: the public/staff
    # and dated questions of the paraphrased sets).
    unit_min = MIN_COVERAGE
    if isinstance(share, (int, float)):
        unit_min += SHARE_WEIGHT * max(0.0, 1.0 - share)
    # A question is answered in its language's documents only, unless none of them answers
    # (a French question over English documents): the English summary of a policy is not
    # appended to the French policy's sentence.
    # Issue 11: the best passage answers whatever its language ("Which committee approves a
    # credit above 3 million euros?" is answered by the French delegation levels, not by an
    # English sentence about a waiver); the question's language wins a near tie only.
    same = [u for u in candidates if _language_of(u) == language]
    if same and _bar_value(same[0]) >= unit_min and same[0].score >= candidates[0].score - TIE:
        candidates = same
    elif candidates and _bar_value(candidates[0]) >= unit_min:
        best_language = _language_of(candidates[0])
        candidates = [u for u in candidates if _language_of(u) == best_language]
    weak = not candidates or _bar_value(candidates[0]) < unit_min
    if weak and rule and candidates:
        general = _general_rule(terms, candidates, list_question, entity, language, quantity)
        if general is not None:
            return general
        # `_general_rule` scores the bank's units again without the narrower case's words
        # (its scope): one that then covers the rest answers as it is.
        candidates.sort(key=lambda u: -u.score)
        weak = _bar_value(candidates[0]) < unit_min
    if weak:
        return abstain

    bounded = _bounding(candidates, slot)
    if bounded is not None:
        # The rule for the question's value is the unit whose band holds it, not the
        # sentence introducing the rules that names every word and no amount ("Un accord
        # … rapporte 2,5 M€ : quelle est la procédure de signature ?" got "La présente
        # procédure désigne le signataire habilité …").
        candidates = [bounded, *(u for u in candidates if u is not bounded)]
    best = candidates[0]
    chosen = [best]
    holding = _holding(best, candidates, slot)
    if holding is not None:
        # "Un marché estimé à 218 000 € doit-il passer en appel d'offres ?": the rule
        # beside the value ("à partir de 221 000 €") says no; the one holding it says
        # what applies ("de 40 000 € à 221 000 € : procédure adaptée"), and comes first.
        chosen = [holding, best]
        if holding.table and best.table and holding.context == best.context:
            # Rows of one table partition the values: the row holding the value answers
            # alone, the row beside it is the rule of other amounts ("Une note de frais de
            # 3 000 € est-elle approuvée … ?" got the row up to 800 € too).
            chosen = [holding]
    if list_question and not _enumerates(best):
        # "Quelles activités … ?" answered by a sentence that announces them without
        # listing them ("… ne pas financer certaines activités"): the same document's
        # enumeration on the subject comes with it, as the bullets come with an intro
        # ending with ":".
        listing = next(
            (
                u
                for u in candidates[1:]
                if _enumerates(u)
                and u.passage.get("doc_id") == best.passage.get("doc_id")
                and u.score >= LISTING_MIN
            ),
            None,
        )
        if listing is not None:
            chosen.append(listing)
    for u in candidates[1:]:
        if len(chosen) >= MAX_CLAIMS or u.score < max(MIN_COVERAGE, KEEP_RATIO * best.score):
            break
        if any(u.text in c.text or c.text in u.text for c in chosen):
            continue
        if (
            not list_question
            and u.table
            and any(c.table and c.context == u.context for c in chosen)
            and u.score < SAME_TABLE_RATIO * best.score
        ):
            # Rows of one table are the cases of one rule: the row beside the one that
            # answers answers another question ("the final scientific report" got the
            # final financial statement's row too, 45 days for 2 months).
            continue
        if not _fits(slot, u):
            continue  # a second claim that does not answer is noise (the 15 % limit)
        if _band_side(u, slot) is False and any(_band_side(c, slot) for c in chosen):
            # The rule whose band holds the question's value is given: the rules for
            # other values are not ("20 hours of overtime" got the line manager's band up
            # to 10 hours and the HR director's above 25 beside the site director's).
            continue
        chosen.append(u)

    claims = [
        AnswerClaim(text=_claim_text(u, language), chunk_ids=[u.passage["id"]]) for u in chosen
    ]
    lead = _disagreement(chosen, candidates, language)
    if lead:
        claims = lead + [c for c in claims if c.text not in {x.text for x in lead}]
    text = " ".join(c.text.replace("\n", " ") for c in claims)
    return AskAnswer(answerable=True, answer=text, claims=claims)


# A general rule answers a question about a narrower case ("… un emprunteur du secteur
# agroalimentaire") when the passages name that case but never with the rule asked (the
# temporary sector note has expired): the bank's rule must then cover the rest well.
GENERAL_RULE_MIN = 0.75
_SCOPE = {
    "fr": "Pour « {phrase} », aucune règle propre n'est en vigueur à cette date : la règle "
    "générale s'applique ({title}, version {version}).",
    "en": "For “{phrase}”, no specific rule is in force on that date: the general rule "
    "applies ({title}, version {version}).",
}


def _words_of(unit: Unit) -> set[str]:
    return set(tokens(unit.text))


def _bar_value(unit: Unit) -> float:
    """The unit's score as measured against the bar of coverage: nil when the unit holds
    too few of the question's words besides the slot (WORDS_MIN)."""
    return unit.score if unit.words_share >= WORDS_MIN else 0.0


def _general_rule(
    terms: list[frozenset[str]],
    candidates: list[Unit],
    list_question: bool,
    entity: list[frozenset[str]],
    language: str,
    quantity: bool,
) -> AskAnswer | None:
    """The bank's general rule, when the question's narrower case (one or two of its words)
    is named in the passages but never together with the rest of the question."""
    from itertools import combinations

    specific = [t for t in terms if not _generic(t) and not any(w[0].isdigit() for w in t)]
    words = [(u, _words_of(u)) for u in candidates]
    best: tuple[float, int, Unit, tuple[frozenset[str], ...]] | None = None
    for size in (1, 2):
        for scope in combinations(specific, size):
            core = [t for t in specific if t not in scope]
            if len(core) < 2:
                continue
            named = [u for u, w in words if any(_found(t, w) for t in scope)]
            if not all(any(_found(t, w) for _, w in words) for t in scope):
                continue  # a word the passages never use: nothing says the case exists
            if any(_found(c, _words_of(u)) for u in named for c in core):
                continue  # the case is named with the rule: the narrow answer exists
            rules = [u for u in candidates if not non_normative(u.passage)]
            for u in rules:
                u.score = score(u, terms, list_question, [*entity, *scope], language, 1.0, quantity)
            rules.sort(key=lambda u: -u.score)
            if not rules or rules[0].score < GENERAL_RULE_MIN:
                continue
            top = rules[0]
            if not all(_found(c, _words_of(top)) for c in core):
                continue
            if quantity and not _FIGURE.search(top.text):
                continue  # a limit is asked: the general rule states one
            key = (top.score, -len(named), top, scope)
            if best is None or key[:2] > best[:2]:
                best = key
    if best is None:
        return None
    _, _, rule, scope = best
    mention = next(u for u, w in words if any(_found(t, w) for t in scope))
    phrase = _phrase(mention.text, scope)
    lang = language if language in _SCOPE else "fr"
    claims = [
        AnswerClaim(
            text=_SCOPE[lang].format(
                phrase=phrase,
                title=rule.passage.get("title", ""),
                version=rule.passage.get("version", ""),
            ),
            chunk_ids=list(dict.fromkeys([mention.passage["id"], rule.passage["id"]])),
        ),
        AnswerClaim(
            text=attributed(rule.text, [rule.passage], language, quote=True),
            chunk_ids=[rule.passage["id"]],
        ),
    ]
    text = " ".join(c.text.replace("\n", " ") for c in claims)
    return AskAnswer(answerable=True, answer=text, claims=claims)


def _phrase(text: str, scope: tuple[frozenset[str], ...]) -> str:
    """The shortest run of `text` holding the scope's words, copied as written."""
    spans = [
        m.span()
        for m in re.finditer(r"[\w\-]+", text)
        if any(_found(t, set(tokens(m.group()))) for t in scope)
    ]
    if not spans:
        return text
    start, end = spans[0][0], spans[0][1]
    for _start, e in spans[1:]:
        if len(text[start:e].split()) <= 4:
            end = e
    return text[start:end]


def _disagreement(chosen: list[Unit], ranked: list[Unit], language: str) -> list[AnswerClaim]:
    """When a dated note is among the answers, state the policy rule it departs from."""
    notes = [u for u in chosen if u.passage.get("type") == "note"]
    if not notes:
        return []
    note = notes[0]
    # The policy the note names (its title in the note's text) first, then any policy.
    named = fold(note.text)
    policies = [
        u
        for u in ranked
        if u.passage.get("type") == "policy"
        and u.score >= MIN_COVERAGE / 2
        and not u.is_list
        and re.search(r"\d", u.text)
    ]
    policies.sort(key=lambda u: (fold(u.passage.get("title", "")) not in named, -u.score))
    policy = policies[0] if policies else None
    if policy is None:
        return []
    n, p = note.passage, policy.passage
    if language == "en":
        lead = (
            f"The passages disagree: {n['title']} (in force from {n['in_force_from']} to "
            f"{n['in_force_to'] or '…'}) departs from {p['title']} (version {p['version']}); "
            f"both are in force on the date of the question, and the note applies within its "
            f"scope."
        )
    else:
        lead = (
            f"Les passages divergent : {n['title']} (en vigueur du {n['in_force_from']} au "
            f"{n['in_force_to'] or '…'}) déroge à la {p['title']} (version {p['version']}) ; "
            f"les deux sont en vigueur à la date de la question, et la note s'applique dans son "
            f"périmètre."
        )
    return [
        AnswerClaim(text=lead, chunk_ids=[n["id"], p["id"]]),
        AnswerClaim(text=policy.text, chunk_ids=[p["id"]]),
    ]
