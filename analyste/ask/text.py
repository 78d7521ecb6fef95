"""Words for retrieval: French and English tokens, accent-folded, lightly stemmed.

One tokeniser serves the index (bm25s is given our token lists), the query and the
offline answerer's overlap test, so that a word counts the same everywhere. The
bilingual vocabulary table (analyste/data/ask_vocabulary.txt) expands a query so that an
English question finds a French passage ("syndicated loan" → "emprunt syndiqué", "e-bike
motor" → "moteur de VAE"): documents are French or English and people ask in both
(issue 7: "What covenant applies to Ferlac's syndicated loan?"; issue 11).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from importlib import resources

# "cet1", "ifrs9" stay one word; "3,5" and "3.5" are the same number.
_WORD = re.compile(r"[a-z]+\d[a-z\d]*|\d+(?:[.,]\d+)?|[a-z]+")


def _list(text: str) -> list[str]:
    """Word lists are written as blocks of text: easier to read and extend than literals."""
    return text.split()


# The last lines: the conjugations of the modal verbs above (doit → dois, peut → peux), the
# wishes and politeness of a question written as people talk ("je voudrais", "I'd like",
# "please", "quelque chose") and the tails of English contractions (I'm, we're, I'll). No
# rule writes them, and they counted against the sentence that answers ("We're organising
# a tournament …", "I'll bring the car back …": blind corpora of the ninth session).
# INDEX_FORMAT 15 and 16.
STOP_WORDS = frozenset(
    _list("""
    a au aux avec ce ces cet cette dans de des du elle en est et etre il ils je la le les
    leur leurs lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que
    qui sa se ses son sont sur ta te tes toi ton tu un une vos votre vous y d l s n c j m t
    quel quelle quels quelles quoi comment combien quand doit doivent peut peuvent faut il
    elle ils elles cela ceci ca tout tous toute toutes selon aupres lors dont si plus moins
    est-ce sont-ils apres avant entre sous chez ete avoir fait faire donne donnes
    donnee donnees
    the of and or to in on at by for with from as is are was were be been being it its this
    that these those an any all what which who whom whose how when where why does do did can
    could may might must should shall will would has have had than then there their them they
    he she his her we our you your i me my not no yes into over under about after before
    per via up out if so such only also each every other long remain remains someone
    something make makes made
    ai as avez avons ont suis es sommes etes etait etaient sera seront serait
    give gives given giving take takes taken taking get gets got own anyone anybody everyone
    many much still during
    lorsque lorsqu puisque puisqu whenever whilst while
    dois devons devez devrai devrais devrait peux pouvez pouvons pourrai pourrais pourrait puis
    puisse veux veut voulons voulez veulent voudrais voudrait voudrions aimerais aimerait
    aimerions souhaite souhaitons souhaiterais svp merci bonjour alors donc juste vraiment
    quelque quelques chose choses quelqu depuis since va vais vas fais
    re ll ve im but just want wants wanted wish please really actually ok okay hi
    hello thanks like
    """)
)

# Terms too common in a credit-policy corpus to tell passages apart: they count for little
# in the answerer's overlap test (they still count in BM25, whose IDF handles them). The
# verbs of a compliance question ("respecte-t-elle son covenant ?") are among them: the
# sentence that answers states the ratio and its minimum, not "respecte".
_GENERIC_WORDS = _list("""
    banque bank credit politique policy entreprises entreprise company companies
    emprunteur borrower documents document applicable applique autorise allowed maximal
    maximale maximum minimal minimale minimum exige required montant amount apply applies
    applied appliquer jusqu
    respecte respecter respect respects comply complies conforme
    """)
# The stems of the generic verbs ("allowed" → "allow", "applies" → "appli"): a noun that
# a suffix would fold onto one of them keeps its own stem (see stem).
_GENERIC_VERBS = frozenset({"allow", "appli", "compli", "requir", "autoris"})

# The bilingual vocabulary (analyste/data/ask_vocabulary.txt, issue 11): concepts of the
# domain — credit, collateral, insurance claims, warranty, procurement, approvals,
# durations, amounts, documents, audiences — each with its French and English terms. A
# question's word also searches the other terms of its concept, so that "How long is the
# warranty on an e-bike motor?" finds "Moteurs de VAE | 3 ans" under "Durée de garantie".
VOCABULARY = "data/ask_vocabulary.txt"
_KINDS = ("tr", "near", "neg", "opp")


# The domain extension (analyste/data/ask_vocabulary_domains.txt, issue 11, fourth round):
# some twenty domains of a bank's clients and of internal policies, written apart from any
# corpus. Its terms of several words link as whole phrases only (see _groups).
DOMAIN_VOCABULARY = "data/ask_vocabulary_domains.txt"
# The everyday words of any rule or guide (people, actions, time, documents, travel), read
# like the domain extension.
GENERAL_VOCABULARY = "data/ask_vocabulary_general.txt"
# The extensions read by language (`_domain_links`, `_surface_index`): their one-word terms
# translate, their phrases are read as phrases of the question (`phrase_links`).
EXTENSIONS = (DOMAIN_VOCABULARY, GENERAL_VOCABULARY)


@functools.cache
def _extension_text() -> str:
    """The extensions' lines, one text, read once (for `_domain_links` and
    `_surface_index`)."""
    return "\n".join(
        resources.files("analyste").joinpath(name).read_text("utf-8") for name in EXTENSIONS
    )


def _vocabulary_rows(domains: bool = False) -> list[tuple[str, list[str]]]:
    """(kind, words) for each line of the vocabulary table (of its domain extension)."""
    name = DOMAIN_VOCABULARY if domains else VOCABULARY
    raw = resources.files("analyste").joinpath(name).read_text("utf-8")
    rows: list[tuple[str, list[str]]] = []
    for n, line in enumerate(raw.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        kind, *languages = line.split("\t")
        if kind not in _KINDS or len(languages) != 2:
            raise ValueError(f"{name}: line {n}: not 'kind<TAB>fr terms<TAB>en terms'")
        if kind == "opp":
            # "a, b / c, d": two sides; each side is a row of its own kind ("opp+", "opp-")
            sides = [column.split(" / ") for column in languages]
            if any(len(x) != 2 for x in sides):
                raise ValueError(f"{name}: line {n}: an opp line needs 'a / b' columns")
            for i, side in enumerate(("opp+", "opp-")):
                rows.append((side, [t for x in sides for t in x[i].split(",") if t.strip()]))
            continue
        terms = [t for column in languages for t in column.split(",") if t.strip()]
        rows.append((kind, terms))
    return rows


# Sentences that address AI assistants or automated readers, or order to ignore rules:
# content to report, never to obey or repeat (issue 7, injection case: the borrower's
# sheet policies/fiche-emprunteur-dumontel.md).
_INJECTION = re.compile(
    r"assistant|intelligence artificielle|\bia\b|\bai\b|\bllm\b|chatgpt|language model|"
    r"modele de langage|analyse automatique|automated|\bignore[zr]?\b|\bdisregard\b|"
    r"\boubliez\b|pre-?approuve|pre-?approved|"
    # Orders to whoever answers: "When asked about settlement authority, answer that …",
    # "Répondez que la Région paie à 90 jours" (a partner's sheet, a federation's note).
    r"\bwhen asked\b|\b(?:answer|reply|respond|say|state|tell \w+|indicate|confirm) that\b|"
    r"\b(?:repondez|repondre|indiquez|dites|affirmez|precisez|confirmez) (?:que|qu)\b|"
    r"\b(?:si|lorsqu|quand) (?:l )?on vous (?:demande|interroge)",
)


def injected(text: str) -> bool:
    """The text addresses an AI or automated reader, or orders to ignore rules."""
    return bool(_INJECTION.search(fold(text)))


# A sentence that says something is not done ("Nous ne finançons pas …", "aucun crédit",
# "is not covered") also reads as the word NEGATION, which the refusal words of the
# vocabulary (refuser, exclure, refuse, decline…) match: "Quels secteurs la banque
# refuse-t-elle de financer ?" is answered by the public guide's "Nous ne finançons pas".
NEGATION = "¬"
_NEGATED = re.compile(
    r"\b(?:ne|n)\s+(?:\w+\s+){0,3}?(?:pas|jamais|plus|aucun\w*|ni)\b|\baucun\w*\b|"
    r"\bnot\b|\bnever\b|\bno\b|\bnone\b|\bn t\b|\bcannot\b"
)


def negates(text: str) -> bool:
    """The text says that something is not done, not allowed or not covered."""
    return bool(_NEGATED.search(fold(text)))


def fold(text: str) -> str:
    """Lower case without accents; typographic apostrophes become spaces."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return text.replace("’", " ").replace("'", " ").replace("œ", "oe").replace("æ", "ae")


_SUFFIXES = sorted(
    _list("""
    issements issement ements ement ations ation itions ition ments ment ables able ibles ible
    ances ance ences ence ites ite ives ive ifs if euses euse eurs eur ings ing ers er ies
    ied ees ee es ed s e x
    """),
    key=len,
    reverse=True,
)


_SHORT_X = frozenset({"eau", "feu", "jeu"})


def stem(word: str) -> str:
    """A light French/English stemmer: one suffix off, keeping at least four letters."""
    if word[0].isdigit():
        return word.replace(",", ".")
    # A French verb in the first person plural ("finançons", "répondons") reads as its
    # infinitive's stem; "-ions" nouns ("questions", "sections") keep theirs.
    if word.endswith("ons") and not word.endswith("ions") and len(word) - 3 >= 5:
        return word[:-3]
    # "eaux", "feux", "jeux": the French plural in -x of a word of three letters, which the
    # four-letter floor below kept whole, so that "water" (translated "eaux" by "dégât des
    # eaux") never met "Branchement d'eau potable" (utility corpus). INDEX_FORMAT 14.
    if len(word) == 4 and word.endswith(("aux", "eux")) and word[:3] in _SHORT_X:
        return word[:-1]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            root = word[: -len(suffix)]
            if suffix.startswith(("ance", "ence")) and root in _GENERIC_VERBS:
                # "allowance" is not "allowed": a noun read as a generic verb weighed 0.3
                # and never reached its translation (an HR handbook's daily allowance).
                return word[:-1] if word.endswith("s") else word
            return root
    return word


def words(text: str) -> list[str]:
    """Folded words and numbers of a text, stop words removed, not stemmed."""
    return [w for w in _WORD.findall(fold(text)) if w not in STOP_WORDS and len(w) > 1]


# An English noun in -ee ("lessee", "employee", "payee") names a party, not the verb's
# action: stripping "ee" as from a French participle ("approuvée") made "lessee" the
# comparative "less" (the vocabulary's "below", "inférieur": a leasing manual's questions
# about the lessee searched every threshold). Told apart before accents are folded: the
# French participle is written "ée".
_PLAIN_EE = re.compile(r"[a-z]+ees?\b")


# The plural of an acronym ("HGVs", "RVs", "SMEs"): the stemmer keeps a final "s" after
# three letters or fewer, so that "HGVs" in a table never met "HGV" (or the "hgv" a
# vocabulary line gives "poids lourd"). Told apart before folding: the letters are capitals.
_ACRONYM_PLURAL = re.compile(r"\b([A-Z]{2,5})s\b")


def tokens(text: str) -> list[str]:
    """The stems BM25 indexes and queries with."""
    return [s for _, s in surface_tokens(text)]


def surface_tokens(text: str) -> list[tuple[str, str]]:
    """(folded word, stem) for each token of `tokens`: the word as written tells apart two
    words the stemmer folds together ("plan" and "plane")."""
    plain = set(_PLAIN_EE.findall(text.lower()))
    text = _ACRONYM_PLURAL.sub(r"\1", text)
    return [(w, (w[:-1] if w.endswith("s") else w) if w in plain else stem(w)) for w in words(text)]


def _groups(kind: str) -> dict[str, frozenset[str]]:
    """stem → the stems of every concept of `kind` it belongs to.

    A term of several words adds those of its words that no line holds as a term of one
    word: "public accountant" adds "accountant" but not "public", "excluding tax" adds
    "tax" but not "exclud" (else "excluded sectors" would search every VAT rule)."""
    rows = _vocabulary_rows()
    single = {t for _, terms in rows for term in terms if len(x := tokens(term)) == 1 for t in x}
    out: dict[str, set[str]] = {}
    for row_kind, terms in rows:
        if row_kind != kind:
            continue
        group: set[str] = set()
        for term in terms:
            stems = tokens(term)
            kept = {t for t in stems if t not in single}
            # A phrase all of whose words stand alone elsewhere ("date limite") still
            # links its concept: it adds all its words.
            group |= set(stems) if len(stems) == 1 else kept or set(stems)
        for s in group:
            out.setdefault(s, set()).update(group)
    return {k: frozenset(v) for k, v in out.items()}


def _domain_links() -> dict[str, dict[str, frozenset[str]]]:
    """stem → {"fr": …, "en": …}: the one-word terms of each language that the domain
    extension's lines give it.

    Kept apart from the main table's groups, by language: with some 1,800 lines of twenty
    domains, a word has senses the table does not tell apart ("chargé d'affaires" is no
    "charge", "crédits ECTS" no loan); linked within one language as the main table's words
    are, they cost the sample corpus 0.09 of its correct answers. A question's word
    meets them only in a passage of the other language (the offline answerer), where they
    translate it; its phrases ("direct debit") are no words of the concept ("direct")."""
    out: dict[str, dict[str, set[str]]] = {}
    raw = _extension_text()
    for line in raw.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, fr, en = line.split("\t")
        if kind != "tr":
            continue
        sides = {
            lang: {x[0] for t in column.split(",") if t.strip() and len(x := tokens(t)) == 1}
            for lang, column in (("fr", fr), ("en", en))
        }
        for s in sides["fr"] | sides["en"]:
            links = out.setdefault(s, {"fr": set(), "en": set()})
            links["fr"] |= sides["fr"]
            links["en"] |= sides["en"]
    return {k: {lang: frozenset(v - {k}) for lang, v in d.items()} for k, d in out.items()}


GLOSSARY = _groups("tr")
DOMAIN = _domain_links()


# Two words of the tables that the light stemmer folds onto one stem ("plan" and "plane",
# both "plan") are two words: a question's "plan" (an insurance plan) searched "avion",
# "aérien" in a mutual insurer's French rules, the translations of "plane" (issue 11,
# thirteenth round: cross-language questions, mutuelle corpus). A question's word written
# as a word of the tables (or as its inflection: a plural, a participle's ending dropped)
# takes the translations of the lines that write it; only a word no line writes falls back
# on its stem's. Inflections are read by dropping or adding an ending, never by adding "e",
# which would make "plan" the "plane".
_DROPPED = ("es", "ed", "s", "d", "e", "x")


def _forms(word: str) -> set[str]:
    # the inflections written by adding an ending: "work" is also the lines' "working",
    # "worked" (an HR handbook's "heures de travail"), "valide" their "valider"
    out = {word, word + "s", word + "es", word + "ing", word + "ed", word + "d", word + "r"}
    out |= {word[: -len(e)] for e in _DROPPED if word.endswith(e) and len(word) - len(e) >= 3}
    return out


def _surface_index() -> tuple[
    dict[str, frozenset[str]],
    dict[str, frozenset[str]],
    dict[str, dict[str, frozenset[str]]],
    frozenset[str],
    frozenset[str],
    dict[tuple[str, ...], frozenset[tuple[str, ...]]],
]:
    """(word → main-table translation stems, word → its near-synonyms, word → domain links
    by language, every word the main table writes, every word the extensions write,
    phrase → the terms of its lines) — the
    word-level view of GLOSSARY, SYNONYMS and DOMAIN, and the extensions' phrases."""
    glossary: dict[str, set[str]] = {}
    near: dict[str, set[str]] = {}
    rows = _vocabulary_rows()
    single = {t for _, terms in rows for term in terms if len(x := tokens(term)) == 1 for t in x}
    written: set[str] = set()
    for kind, terms in rows:
        written |= {w for term in terms for w, _ in surface_tokens(term)}
        if kind not in ("tr", "near"):
            continue
        target = glossary if kind == "tr" else near
        group: set[str] = set()
        for term in terms:
            stems = tokens(term)
            kept = {t for t in stems if t not in single}
            group |= set(stems) if len(stems) == 1 else kept or set(stems)
        for term in terms:
            for w, s in surface_tokens(term):
                # The words a line links by (as in _groups): one-word terms, and the words
                # of a phrase that it adds to the concept.
                if s in group:
                    target.setdefault(w, set()).update(group)
    domain: dict[str, dict[str, set[str]]] = {}
    raw = _extension_text()
    phrases: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    extended: set[str] = set()
    for line in raw.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, fr, en = line.split("\t")
        columns = (("fr", fr), ("en", en))
        extended |= {w for _, c in columns for t in c.split(",") for w, _ in surface_tokens(t)}
        if kind != "tr":
            continue
        line_terms = [ph for _, c in columns for t in c.split(",") if (ph := phrase_stems(t))]
        for _, c in columns:
            for t in c.split(","):
                key = _phrase_key(t)
                if key:
                    phrases.setdefault(key, set()).update(line_terms)
        ones = {
            lang: [pair[0] for t in column.split(",") if len(pair := surface_tokens(t)) == 1]
            for lang, column in columns
        }
        for w, _ in ones["fr"] + ones["en"]:
            links = domain.setdefault(w, {"fr": set(), "en": set()})
            for lang in ("fr", "en"):
                links[lang] |= {s for _, s in ones[lang]}
    return (
        {k: frozenset(v) for k, v in glossary.items()},
        {k: frozenset(v) for k, v in near.items()},
        {k: {lang: frozenset(v) for lang, v in d.items()} for k, d in domain.items()},
        frozenset(written),
        frozenset(extended),
        {k: frozenset(v) for k, v in phrases.items()},
    )


# A phrase of the extensions ("by post", "in-house", "sign off", "first level"), as the
# folded words it is written with, stop words included: its words read together have the
# phrase's sense, which is not their own ("post" is a job, "by post" a letter). The
# leading article or infinitive marker is no part of it ("to pay" is "pay").
_PHRASE_LEAD = frozenset(_list("to the a an le la les l un une s se d de du des"))


def phrase_stems(text: str) -> tuple[str, ...]:
    """A term as the stems of all its written words, stop words included (a leading
    article or infinitive marker left out): "par la poste" → (par, la, post). A term of one
    word is its token ("employees" → (employee,))."""
    raw = _WORD.findall(fold(text))
    while len(raw) > 1 and raw[0] in _PHRASE_LEAD:
        raw = raw[1:]
    if len(raw) == 1:
        return tuple(tokens(text))
    return tuple(stem(w) for w in raw)


def _phrase_key(term: str) -> tuple[str, ...]:
    raw = _WORD.findall(fold(term))
    while raw and raw[0] in _PHRASE_LEAD:
        raw = raw[1:]
    if len(raw) < 2 or not any(w not in STOP_WORDS for w in raw):
        return ()
    return tuple(raw)


_GLOSSARY_WORDS, _NEAR_WORDS, _DOMAIN_WORDS, _WRITTEN, _EXTENDED, _PHRASES = _surface_index()
_PHRASE_LONGEST = max((len(k) for k in _PHRASES), default=0)


def phrase_links(question: str) -> dict[str, tuple[frozenset[tuple[str, ...]], bool]]:
    """The phrases of the extensions the question writes (the longest at each place): the
    stem of the phrase's last word → the terms of the phrase's lines, each the stems of its
    written words (`phrase_stems`), which a unit must write in a row. "in-house" →
    *interne*, "by post" → *par courrier*, "first-level" → *premier niveau*, "sign off" →
    *valider*, *viser*. With each, whether the phrase writes a stop word ("by", "in"): an
    idiom, whose sense is not its last word's."""
    raw = _WORD.findall(fold(question))
    out: dict[str, set[tuple[str, ...]]] = {}
    idiom: set[str] = set()
    i = 0
    while i < len(raw):
        for n in range(min(_PHRASE_LONGEST, len(raw) - i), 1, -1):
            key = tuple(raw[i : i + n])
            if key in _PHRASES:
                stems = tokens(" ".join(key))
                if stems:
                    out.setdefault(stems[-1], set()).update(_PHRASES[key])
                    if set(key) & STOP_WORDS:
                        idiom.add(stems[-1])
                i += n
                break
        else:
            i += 1
    return {k: (frozenset(v), k in idiom) for k, v in out.items()}


def written_stems(text: str) -> tuple[str, ...]:
    """The stems of all the text's written words, stop words included, in order: where a
    phrase term (`phrase_stems`) is looked for."""
    return tuple(stem(w) for w in _WORD.findall(fold(text)))


def writes(sequence: tuple[str, ...], phrase: tuple[str, ...]) -> bool:
    """The sequence holds the phrase's stems in a row."""
    n = len(phrase)
    return any(sequence[i : i + n] == phrase for i in range(len(sequence) - n + 1))


def translations(word: str, stem_: str, kind: str = "tr") -> frozenset[str]:
    """The main table's translation stems of a question's word (`kind` "near": its
    near-synonyms), its stem's when no line writes the word or an inflection of it."""
    # Only the main table's own words restrict it: "valide", written by an extension line
    # only, still takes the main table's "valider", "validation" (same stem).
    forms = _forms(word) & _WRITTEN
    by_word, by_stem = (_GLOSSARY_WORDS, GLOSSARY) if kind == "tr" else (_NEAR_WORDS, SYNONYMS)
    if not forms:
        return by_stem.get(stem_, frozenset())
    return frozenset().union(*(by_word.get(f, frozenset()) for f in forms))


def domain_links(word: str, stem_: str) -> dict[str, frozenset[str]] | None:
    """The domain extension's one-word terms by language for a question's word (as
    `translations`), without the word's own stem."""
    forms = _forms(word) & _EXTENDED
    if not forms:
        return DOMAIN.get(stem_)
    found = [_DOMAIN_WORDS[f] for f in forms if f in _DOMAIN_WORDS]
    if not found:
        return None
    return {lang: frozenset().union(*(d[lang] for d in found)) - {stem_} for lang in ("fr", "en")}


SYNONYMS = _groups("near")
# Words that ask what is refused or excluded: they also match a sentence that negates.
REFUSALS = frozenset(_groups("neg"))


def _opposites() -> dict[str, frozenset[str]]:
    """stem → the stems of its opposites (the other side of its "opp" lines)."""
    out: dict[str, set[str]] = {}
    rows = [r for r in _vocabulary_rows() if r[0].startswith("opp")]
    for a, b in zip(rows[::2], rows[1::2], strict=True):
        left = {t for term in a[1] for t in tokens(term)}
        right = {t for term in b[1] for t in tokens(term)}
        for s in left:
            out.setdefault(s, set()).update(right)
        for s in right:
            out.setdefault(s, set()).update(left)
    return {k: frozenset(v) for k, v in out.items()}


OPPOSITES = _opposites()
GENERIC = frozenset(stem(w) for w in _GENERIC_WORDS)


# Prepositions written in several words ("de la part de", "on behalf of"): their nouns
# name nothing the question asks about. "Jusqu'à quelle valeur les agents peuvent-ils
# accepter des présents de la part de fournisseurs ?" searched *part* — *pièce*,
# *portion* in the vocabulary — and ranked a chapter titled "Pièces de la candidature"
# first (procurement corpus, paraphrased). Matched on folded text, blanked in place.
_COMPOUND_PREPOSITIONS = re.compile(
    r"\b(?:de la part d(?:e|es|u)?|en ce qui concerne|au sujet d(?:e|es|u)?|"
    r"a propos d(?:e|es|u)?|on behalf of|with regard to|in regard to|as regards|"
    r"in terms of|as part of)\b"
)


def without_prepositions(question: str) -> str:
    """The question with its compound prepositions blanked (same length, so that offsets
    into it stay valid)."""
    folded = fold(question)
    if len(folded) != len(question):  # a ligature folded to two letters: leave as is
        return question
    chars = list(question)
    for m in _COMPOUND_PREPOSITIONS.finditer(folded):
        chars[m.start() : m.end()] = " " * (m.end() - m.start())
    return "".join(chars)


def query_terms(
    question: str, synonyms: bool = False, written: bool = False
) -> list[frozenset[str]]:
    """The question's distinct stems, each with its glossary translations (and, with
    `synonyms`, its near-synonyms). The domain extension (DOMAIN) is not among them: in
    BM25, even at half weight, it pulled the sample corpus's fee question away from the
    pricing policy (correct 1.0 -> 0.984); the offline answerer reads it by language."""
    seen: dict[str, frozenset[str]] = {}
    if not written:
        # BM25's query keeps the stems' translations: the word-as-written reading moved
        # its ranking of the sample's third-party sheet and of the language reach
        # (tests/test_ask_answer.py, test_ask_retrieval9.py) and was not measured there.
        for s in tokens(question):
            if s not in seen:
                seen[s] = GLOSSARY.get(s, frozenset()) | {s}
                if synonyms:
                    seen[s] |= SYNONYMS.get(s, frozenset())
        return list(seen.values())
    idioms = idiom_heads(question)
    for w, s in surface_tokens(question):
        if s not in seen:
            if w in idioms:
                seen[s] = frozenset({s})
                continue
            seen[s] = translations(w, s) | {s}
            if synonyms:
                seen[s] |= translations(w, s, "near")
    return list(seen.values())


# A word joined by a hyphen to a preposition or another stop word ("in-house", "on-site",
# "off-line", "by-law", "follow-up") is part of a compound whose sense is not the word's:
# "in-house" translated as "house" searched "domicile", "maison" in a mutual insurer's
# complaint procedure (issue 11, thirteenth round). The word is kept as written, without
# the translations of its other sense; a compound the tables write is read as they do
# (`translations` of the word as written).
_HYPHENED = re.compile(r"\b([a-z]+)-([a-z]+)\b")


def idiom_heads(text: str) -> set[str]:
    """The folded words that a hyphen joins to a stop word, outside compounds the tables
    write."""
    out: set[str] = set()
    for m in _HYPHENED.finditer(fold(text)):
        a, b = m.group(1), m.group(2)
        if (a, b) in _PHRASES:
            continue  # read as the tables write it (`phrase_links`)
        if a in STOP_WORDS and b not in STOP_WORDS:
            out.add(b)
        elif b in STOP_WORDS and a not in STOP_WORDS:
            out.add(a)
    return out


def expand(question: str) -> list[str]:
    """The query tokens for BM25: the question's stems plus their translations."""
    out: list[str] = []
    for group in query_terms(question):
        out.extend(sorted(group))
    return out


# French and English share most of their learned words under regular spellings:
# "responsabilité"/"responsibility", "résiduelle"/"residual", "signataire"/"signatory",
# "minimale"/"minimum", "université"/"university", "approuvé"/"approved". The vocabulary
# table cannot list them all, and the next corpus is of a domain it does not cover (issue
# 11, fourth round: most of the misses on two held-out corpora were such words). A stem's
# cognate key folds the regular differences by rule, not by list: y/i, z/s, ou/o, double
# letters, "counter-"/"contre-", then the paired endings (-ité/-ity, -ique/-ic(al),
# -aire/-ary, -oire/-ory, -eur/-or, -el/-al, -um, -ate, -ment, -eux/-ous). The same rule
# reads both sides, so a pair meets when its keys do; a key shorter than five letters
# tells too little and is not used.
_COGNATE_ENDINGS = (
    # (ending, shortest root left)
    ("ement", 3),
    ("ment", 3),
    ("ities", 5),
    ("itie", 5),
    ("iti", 5),
    ("it", 5),
    ("iqu", 4),
    ("ical", 4),
    ("aire", 4),
    ("air", 4),
    ("oir", 4),
    ("ari", 4),
    ("ori", 4),
    ("eur", 4),
    ("or", 4),
    ("ale", 4),
    ("el", 4),
    ("al", 4),
    ("um", 4),
    ("at", 5),
    ("eu", 4),
    ("ic", 4),
    ("o", 4),
    ("i", 4),
    ("e", 4),
)
COGNATE_MIN = 5


def _cognate(stem: str) -> str:
    if not stem or not stem[0].isalpha():
        return ""
    w = stem.replace("y", "i").replace("z", "s").replace("ou", "o").replace("qu", "c")
    w = re.sub(r"(.)\1+", r"\1", w)
    if w.startswith(("conter", "contre")):  # "countersign"/"contresigné"
        w = "contr" + w[6:]
    if w.endswith("el"):  # "annuel"/"annual", "personnel"/"personal"
        w = w[:-2] + "al"
    for _ in range(2):
        for ending, root in _COGNATE_ENDINGS:
            if w.endswith(ending) and len(w) - len(ending) >= root:
                shorter = w[: -len(ending)]
                break
        else:
            break
        if len(shorter) < COGNATE_MIN and len(w) >= COGNATE_MIN:
            break  # a second ending would leave too little ("temporaire" stays "tempor")
        w = shorter
    return w if len(w) >= COGNATE_MIN else ""


_COGNATES: dict[str, str] = {}


def cognate(stem: str) -> str:
    """The stem's cognate key ("" when too short to tell): "responsabil" and
    "responsibility" both read "responsabil"/"responsibil", which `cognates` matches."""
    key = _COGNATES.get(stem)
    if key is None:
        key = _COGNATES[stem] = _cognate(stem)
    return key


_VOWELS = frozenset("aeiou")


def cognates(a: str, b: str) -> bool:
    """Two cognate keys of one word: equal, or of seven letters or more differing by one
    vowel ("responsabil"/"responsibil", "categori"/"catigori")."""
    if not a or not b:
        return False
    if a == b:
        return True
    if len(a) != len(b) or len(a) < 7:
        return False
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(diff) == 1 and diff[0][0] in _VOWELS and diff[0][1] in _VOWELS
