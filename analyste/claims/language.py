"""Words and languages: stop words, content words, the language of a text, its sentences.

What the support clue (`unsupported:<share>`) and the clue rules count on. No rule
that rejects a claim lives here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from analyste.normalise import fold_accents

UNSUPPORTED_BELOW = 0.5


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
_ELISIONS = {"l", "d", "j", "qu", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu"}
_WORD = re.compile(r"[^\W\d_]+")
_FRENCH_LETTERS = re.compile(r"[éèêàçùûôîœ]", re.IGNORECASE)


def _words(text: str) -> list[str]:
    return _WORD.findall(fold_accents(text))


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
        if len(w) < 2 or w in _STOP_FR or w in _STOP_EN or w in _ELISIONS:
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


# A sentence ends at . ! ? before a capital, a quote mark or a parenthesis (as memo.py).
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«\"(“])")


def sentences(text: str) -> list[str]:
    """The sentences of a paragraph, for clues (a quotation may be cut: clues only)."""
    return [s for s in _SENTENCE_SPLIT.split(text) if s.strip()]
