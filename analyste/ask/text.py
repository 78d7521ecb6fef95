"""Words for retrieval: French and English tokens, accent-folded, lightly stemmed.

One tokeniser serves the index (bm25s is given our token lists), the query and the
offline answerer's overlap test, so that a word counts the same everywhere. A small
bilingual glossary expands a query so that an English question finds a French passage
("syndicated loan" → "emprunt syndiqué"): the sample filings are French and analysts ask
in both languages (issue 7: "What covenant applies to Ferlac's syndicated loan?").
"""

from __future__ import annotations

import re
import unicodedata

# "cet1", "ifrs9" stay one word; "3,5" and "3.5" are the same number.
_WORD = re.compile(r"[a-z]+\d[a-z\d]*|\d+(?:[.,]\d+)?|[a-z]+")


def _list(text: str) -> list[str]:
    """Word lists are written as blocks of text: easier to read and extend than literals."""
    return text.split()


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
    """)
)

# Terms too common in a credit-policy corpus to tell passages apart: they count for little
# in the answerer's overlap test (they still count in BM25, whose IDF handles them). The
# verbs of a compliance question ("respecte-t-elle son covenant ?") are among them: the
# sentence that answers states the ratio and its minimum, not "respecte".
_GENERIC_WORDS = _list("""
    banque bank vauclair credit politique policy entreprises entreprise company companies
    emprunteur borrower documents document applicable applique autorise allowed maximal
    maximale maximum minimal minimale minimum exige required montant amount apply applies
    applied appliquer jusqu
    respecte respecter respect respects comply complies conforme
    """)

# Bilingual glossary: each line is a group of words meaning the same thing. A query word
# in a group also searches the others. Kept small and domain-specific on purpose.
_GLOSSARY_LINES = """
leverage levier endettement
loan pret emprunt credit financement
syndicated syndique
covenant covenants clause
collateral garantie surete
committee comite
debt dette
equity fonds
haircut decote
inventory inventories stocks
watchlist surveillance
rating notation note
fee frais commission
margin marge
tenor duree maturity
sector secteur
excluded exclus exclude
fixed fixe
agency agence
approval accord approbation
valid valable validite
interest interets frais
cover couverture coverage
breach bris
waiver dispense
limit limite plafond
gearing gearing
regional regional
national national
meet reunit
quorum quorum
owner beneficiaire
transition transition
climate climatique
income resultat
revenue revenues sales chiffre
""".strip().splitlines()


# Near-synonyms within a language, for the offline answerer's overlap test only (not for
# BM25, where a wide group would pull in every passage that mentions a decision): the
# question's word is often not the one of the sentence that answers ("Quel montant un
# directeur d'agence peut-il accorder ?" → "Niveaux de délégation : … jusqu'à 500 000 €").
_SYNONYM_LINES = """
decider accorder approuver octroyer decision delegation
decide grant approve approval
refuser exclure exclu
refuse exclude excluded
covenant covenants contractuel contractuelle
""".strip().splitlines()


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


def stem(word: str) -> str:
    """A light French/English stemmer: one suffix off, keeping at least four letters."""
    if word[0].isdigit():
        return word.replace(",", ".")
    # A French verb in the first person plural ("finançons", "répondons") reads as its
    # infinitive's stem; "-ions" nouns ("questions", "sections") keep theirs.
    if word.endswith("ons") and not word.endswith("ions") and len(word) - 3 >= 5:
        return word[:-3]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def words(text: str) -> list[str]:
    """Folded words and numbers of a text, stop words removed, not stemmed."""
    return [w for w in _WORD.findall(fold(text)) if w not in STOP_WORDS and len(w) > 1]


def tokens(text: str) -> list[str]:
    """The stems BM25 indexes and queries with."""
    return [stem(w) for w in words(text)]


def _glossary() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in _GLOSSARY_LINES:
        group = {stem(w) for w in line.split()}
        for s in group:
            out.setdefault(s, set()).update(group)
    return {k: frozenset(v) for k, v in out.items()}


GLOSSARY = _glossary()


def _synonyms() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in _SYNONYM_LINES:
        group = {stem(w) for w in line.split()}
        for s in group:
            out.setdefault(s, set()).update(group)
    return {k: frozenset(v) for k, v in out.items()}


SYNONYMS = _synonyms()
GENERIC = frozenset(stem(w) for w in _GENERIC_WORDS)


def query_terms(question: str, synonyms: bool = False) -> list[frozenset[str]]:
    """The question's distinct stems, each with its glossary translations (and, with
    `synonyms`, its near-synonyms)."""
    seen: dict[str, frozenset[str]] = {}
    for s in tokens(question):
        if s not in seen:
            seen[s] = GLOSSARY.get(s, frozenset()) | {s}
            if synonyms:
                seen[s] |= SYNONYMS.get(s, frozenset())
    return list(seen.values())


def expand(question: str) -> list[str]:
    """The query tokens for BM25: the question's stems plus their translations."""
    out: list[str] = []
    for group in query_terms(question):
        out.extend(sorted(group))
    return out
