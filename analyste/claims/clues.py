"""Clues, never defects: `polarity:<term>` and `reassurance:<id>`.

A key term asserted here and denied by the cited source (or the reverse), and a
reassurance ("suivi standard", "aucun risque") beside a cited alert or severe signal,
point a reader at a sentence. What must reject a sentence is in claims.contradictions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from analyste.claims.language import sentences
from analyste.claims.messages import Problem, _message
from analyste.claims.numbers import _is_limit, _is_year_mention
from analyste.claims.quotes import _blank_quotes
from analyste.numbers import numbers_in
from analyste.risk import SEVERE_CATEGORIES  # the one list, beside the category type

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
# Not "with respect to", "in respect of", "respectively": a 10-K's "financial test with
# respect to a minimum interest coverage ratio" says nothing of compliance (eBay 2016 p. 49).
_RESPECT = re.compile(
    r"\b(?:(?<!with )(?<!in )respect(?!\s+(?:to|of)\b|ive)\w*|conformit[ée]|in compliance"
    r"|compliant|complied|complies)\b",
    re.IGNORECASE,
)
# A sentence about what could happen asserts nothing: "failure to comply could result in
# an event of default", "en cas de défaut".
_CONDITIONAL = re.compile(
    r"\b(?:could|may|might|would|should|if|unless|whether|pourrai\w*|serai\w*|si|s['’]il"
    r"|en cas d\w*|au cas o[uù]|as long as|provided that|tant qu\w*|[àa] condition qu\w*"
    r"|pour autant qu\w*|pourvu qu\w*)\b",
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
