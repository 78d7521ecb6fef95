"""Facts → a verified credit memo: memos/<slug>.json and memos/<slug>.md.

The writer agent sees the facts only (ids and texts of the R-, A- and Q- facts, the
company, language and years), never the PDF or the statements. Its draft is a list of
paragraphs, each with a section and the ids of the facts it rests on. The claim checker
(`claims.verify_paragraphs`) then rejects any paragraph that cites an unknown fact, cites
nothing, or holds a number (sign-aware) that is not in the facts it cites. Defects are
sent back once ("une réécriture"); a draft still defective is rejected.

`draft_and_verify` is that loop, reusable by other writers (the portfolio memo uses it
with task "portfolio_writer"). It renders the prompt `<task>_v1.<lang>.md` with these
variables, all taken from the payload: `$company`, `$years`, `$sections`, `$facts` (one
line per fact: `[id] text`) and `$corrections` (empty on the first attempt).

Files: a verified memo is memos/<slug>.json + .md. A rejected one is written there too,
headed as rejected and not for use — unless memos/<slug>.json already holds a verified
memo, which a rejected draft never overwrites: it goes beside it, as
memos/<slug>.rejected.json + .md, so that nothing is lost and nothing good is replaced.
A later verified memo replaces both files and removes that stale rejected draft.
Provider problems (cut, refused, blocked, invalid…) become a rejected memo whose defect
names the problem (`provider:<kind>`, paragraph −1 = the memo as a whole), never a crash.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from analyste.claims import UNSUPPORTED_BELOW, support_share, unproven_part, verify_paragraphs
from analyste.errors import AnalysteError, BadInput
from analyste.facts import load_facts
from analyste.prompting import render
from analyste.providers.base import Provider, Request, Usage, call_structured
from analyste.risk import severe_list
from analyste.schema import (
    AlertData,
    Defect,
    Fact,
    FactsFile,
    Memo,
    Paragraph,
    QuoteData,
    RatioData,
    ReviewMark,
    SignalRecord,
    field_words,
    load,
    save,
    write_atomic,
)
from analyste.settings import Paths, paths
from analyste.signals import load_result

Section = Literal[
    "synthèse",
    "profil financier",
    "risques",
    "points d'attention / recommandation",
    "summary",
    "financial profile",
    "risks",
    "points of attention / recommendation",
]

SECTIONS: dict[str, tuple[Section, ...]] = {
    "fr": ("synthèse", "profil financier", "risques", "points d'attention / recommandation"),
    "en": ("summary", "financial profile", "risks", "points of attention / recommendation"),
}

WRITER_KINDS = ("ratio", "alert", "quote")  # the facts a memo may rest on
MEMO_LEVEL = -1  # Defect.paragraph for a defect of the memo as a whole


class DraftParagraph(BaseModel):
    model_config = ConfigDict(extra="forbid")

    section: Section = Field(description="the memo section this paragraph belongs to")
    text: str = Field(description="the paragraph; every number copied exactly from a cited fact")
    sources: list[str] = Field(description="ids of the facts this paragraph rests on")

    @field_validator("section", mode="before")
    @classmethod
    def _plain_section(cls, value: object) -> object:
        # "Synthèse" or " risques " from a model is the section it means; the enum in the
        # schema still tells the model the exact names.
        if isinstance(value, str):
            return " ".join(value.split()).lower().replace("’", "'")
        return value


class MemoDraft(BaseModel):
    """What the writer returns: the memo's paragraphs in reading order."""

    model_config = ConfigDict(extra="forbid")

    paragraphs: list[DraftParagraph] = Field(description="paragraphs in reading order")


# ---------------------------------------------------------------- writer input


def writer_facts(ff: FactsFile) -> list[dict[str, Any]]:
    """The facts as the writer sees them: id, kind, text (+ page, category for quotes,
    rule for alerts, the printed values of ratios)."""
    out = []
    for fact in ff.facts:
        if fact.kind not in WRITER_KINDS:
            continue
        item: dict[str, Any] = {"id": fact.id, "kind": fact.kind, "text": fact.text}
        if isinstance(fact.data, AlertData) and fact.data.rule:
            item["rule"] = fact.data.rule  # the recommendation's grade rests on it
        if isinstance(fact.data, RatioData):
            # the printed pieces (value per year latest first, change, net cash) as the R-
            # fact holds them, so that a writer copies them rather than cutting them out of
            # `text` (issue 12); not `inputs`: those are statement values, and the writer
            # sees facts only. The prompt still shows id and text alone (_facts_block).
            item["printed"] = dict(fact.data.printed)
            item["change_printed"] = fact.data.change_printed
            item["net_cash"] = fact.data.net_cash
        if isinstance(fact.data, QuoteData):
            item["page"] = fact.page
            item["category"] = fact.data.category
            # the sub-heading the quote is told under and its rank in the filing (1 = most
            # severe and telling): a writer orders and names the risks by them
            for key in ("matter", "rank", "targets"):
                if fact.data.get(key) is not None:
                    item[key] = fact.data[key]
        out.append(item)
    return out


def writer_payload(ff: FactsFile) -> dict[str, Any]:
    """The structured input of the writer: facts only, never the PDF or the statements."""
    language = ff.language if ff.language in SECTIONS else "fr"
    return {
        "company": ff.company,
        "slug": ff.slug,
        "language": language,
        "years": list(ff.years),
        "sections": list(SECTIONS[language]),
        "facts": writer_facts(ff),
    }


def source_texts(ff: FactsFile) -> dict[str, str]:
    """id → text of every fact a memo may cite (what the claim checker reads)."""
    return {f.id: f.text for f in ff.facts if f.kind in WRITER_KINDS}


# ---------------------------------------------------------------- the loop


def _corrections_block(payload: Mapping[str, Any], language: str) -> str:
    corrections = payload.get("corrections") or []
    if not corrections:
        return ""
    if language == "fr":
        head = (
            "## Corrections (une réécriture)\n"
            "Ton brouillon précédent a été refusé par le vérificateur pour ces défauts :"
        )
        para, draft_head = "paragraphe", "Brouillon précédent :"
        tail = (
            "Réécris le mémo entier en corrigeant chaque défaut : cite un fait qui porte "
            "chaque nombre, recopie les nombres exactement (signe compris) ou retire la "
            "phrase. C'est ta seule réécriture."
        )
    else:
        head = (
            "## Corrections (one rewrite)\n"
            "Your previous draft was refused by the checker for these defects:"
        )
        para, draft_head = "paragraph", "Previous draft:"
        tail = (
            "Rewrite the whole memo fixing every defect: cite a fact that holds each number, "
            "copy numbers exactly (sign included) or remove the sentence. This is your only "
            "rewrite."
        )
    lines = [head]
    for c in corrections:
        where = f"{para} {c['paragraph'] + 1}" if c.get("paragraph", -1) >= 0 else "memo"
        lines.append(f"- {where} — {c.get('code', '')}: {c.get('message', '')}")
    previous = payload.get("previous_draft")
    if previous:
        lines += [draft_head, json.dumps(previous, ensure_ascii=False, indent=1)]
    lines.append(tail)
    return "\n".join(lines)


def _facts_block(payload: Mapping[str, Any]) -> str:
    lines = []
    for f in payload.get("facts", []):
        lines.append(f"[{f['id']}] {f['text']}")
    return "\n".join(lines)


def render_request(
    task: str, payload: Mapping[str, Any], language: str, schema: type[BaseModel] = MemoDraft
) -> Request:
    """The Request of one writer call: the prompt files filled from the payload."""
    years = payload.get("years") or []
    system, user = render(
        f"{task}_v1",
        language,
        company=str(payload.get("company", "")),
        years=", ".join(str(y) for y in years),
        sections=" ; ".join(payload.get("sections") or SECTIONS.get(language, SECTIONS["fr"])),
        facts=_facts_block(payload),
        corrections=_corrections_block(payload, language),
        severe=severe_list(language),
    )
    return Request(task=task, system=system, prompt=user, schema=schema, payload=dict(payload))


def _problem_defect(e: AnalysteError) -> Defect:
    kind = getattr(e, "kind", "error")
    return Defect(paragraph=MEMO_LEVEL, code=f"provider:{kind}", message=str(e))


def draft_and_verify(
    provider: Provider,
    task: str,
    payload: Mapping[str, Any],
    sources: Mapping[str, str],
    years: Collection[int],
    language: str,
    usages: list[Usage] | None = None,
    schema: type[BaseModel] = MemoDraft,
    facts: Sequence[Fact] = (),
) -> tuple[list[Paragraph], bool, int, list[Defect]]:
    """Draft, verify, send the defects back once, verify again.

    Returns (paragraphs, verified, attempts, defects): the last draft's paragraphs, True
    when it has no defect, the number of drafts asked for (1 or 2) and the defects left.
    A provider problem ends the loop with the problem as a memo-level defect.
    """
    current: dict[str, Any] = dict(payload)
    paragraphs: list[Paragraph] = []
    defects: list[Defect] = []
    attempts = 0
    for attempt in (1, 2):
        attempts = attempt
        try:
            request = render_request(task, current, language, schema)
            draft = call_structured(provider, request, usages)
        except AnalysteError as e:  # ProviderProblem, or a prompt that cannot be rendered
            return paragraphs, False, attempts, [*defects, _problem_defect(e)]
        paragraphs = [
            Paragraph(text=p.text, sources=list(p.sources), section=getattr(p, "section", ""))
            for p in draft.paragraphs  # type: ignore[attr-defined]
        ]
        # an empty draft is the defect empty_memo, from verify_paragraphs
        # `facts`: the alerts and signals a sentence may not contradict (contradicts:<id>)
        defects = verify_paragraphs(
            paragraphs, sources, years=years, language=language, facts=facts
        )
        if not defects:
            return paragraphs, True, attempts, []
        current = {
            **payload,
            "corrections": [d.model_dump() for d in defects],
            "previous_draft": draft.model_dump(),
        }
    return paragraphs, False, attempts, defects


# A sentence ends at . ! ? before a capital, never inside a quotation « … » ("« Mr.
# Zapolsky has served… »" is one sentence): the next guillemet ahead must not close one.
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«\"(])(?![^«»]*»)")


def mark_for_review(
    paragraphs: Sequence[Paragraph], sources: Mapping[str, str], facts: Sequence[Fact] = ()
) -> list[Paragraph]:
    """Attach the checker's clue to each sentence few of whose words are in its sources.

    Not a defect (the exact checks passed or failed already): it points a reviewer at a
    sentence worth reading, e.g. a recommendation the facts do not spell out. A sentence
    the memo's own facts file proves is not pointed at: "no alert on these figures" when
    the file holds no alert (`claims.unproven_part`; every calm memo was marked on it). Only
    the clauses it proves are spared: the rest of the sentence is measured.
    """
    out = []
    for p in paragraphs:
        texts = [sources[s] for s in p.sources if s in sources]
        marks = []
        for sentence in _SENTENCE.split(p.text) if texts else []:
            rest = unproven_part(sentence, facts, p.sources)
            if not rest:
                continue  # every clause proven by the facts file ("no alert" …)
            share = support_share(rest, texts)
            if share is not None and share < UNSUPPORTED_BELOW:
                marks.append(ReviewMark(sentence=sentence, reason=f"unsupported:{share:.2f}"))
        out.append(p.model_copy(update={"review": marks}))
    return out


# ---------------------------------------------------------------- the memo


def _usage_summary(usages: Sequence[Usage]) -> dict[str, Any]:
    return {
        "calls": len(usages),
        "tokens_in": sum(u.tokens_in for u in usages),
        "tokens_out": sum(u.tokens_out for u in usages),
        "latency_s": round(sum(u.latency_s for u in usages), 3),
    }


def risk_reader_ran(slug: str, where: Paths | None = None) -> bool:
    """Whether the risk reader ran on facts/<slug>/facts.json as it stands now.

    The marker is facts/<slug>/signals.json (written by `signals.read_signals`): it must
    be readable and its `facts_digest` (the sha256 of facts.json as the reader wrote it)
    must match facts.json today. No signals.json, or facts rebuilt since (a rebuild drops
    the Q- facts and signals), means the reader has not run on these facts, and a memo
    written then would read "no risk signal" where nobody looked.
    """
    import hashlib

    where = where or paths()
    result = load_result(slug, where)
    facts_json = where.facts_json(slug)
    if result is None or not result.facts_digest or not facts_json.is_file():
        return False
    return result.facts_digest == hashlib.sha256(facts_json.read_bytes()).hexdigest()


def require_risk_reader(slug: str, where: Paths | None = None) -> None:
    """BadInput (exit 2) when the risk reader has not run on these facts (risk_reader_ran),
    or ran with provider problems on some pages (signals.json `problems`)."""

    load_facts(slug, where)  # missing or invalid facts.json: its own one-line error first
    if not risk_reader_ran(slug, where):
        raise BadInput(
            f"facts/{slug}/facts.json",
            f"the risk reader has not run on these facts; run `analyste signals {slug}` first",
        )
    result = load_result(slug, where or paths())
    if result is not None and result.problems:
        # pages the reader could not read: "no signal" there would be a false reassurance too
        raise BadInput(
            f"facts/{slug}/facts.json",
            f"the risk reader did not finish on these facts ({len(result.problems)} "
            f"problem{'s' if len(result.problems) > 1 else ''}); "
            f"run `analyste signals {slug}` again",
        )


def write_memo(
    slug: str, provider: Provider, where: Paths | None = None, usages: list | None = None
) -> Memo:
    """Write, verify and save the memo of one report (see the module docstring for files).

    BadInput when facts/<slug>/facts.json is missing or invalid; never raises on a
    provider problem (the memo is then rejected with the problem as its defect).
    """
    return write_memo_files(slug, provider, where, usages)[0]


def write_memo_files(
    slug: str, provider: Provider, where: Paths | None = None, usages: list | None = None
) -> tuple[Memo, Path]:
    """write_memo, also telling which .json it was written to (beside a verified one?)."""

    where = where or paths()
    ff = load_facts(slug, where)
    language = ff.language if ff.language in SECTIONS else "fr"
    calls: list[Usage] = []
    paragraphs, verified, attempts, defects = draft_and_verify(
        provider,
        "writer",
        writer_payload(ff),
        source_texts(ff),
        ff.years,
        language,
        calls,
        facts=ff.facts,
    )
    if usages is not None:
        usages.extend(calls)
    paragraphs = mark_for_review(paragraphs, source_texts(ff), ff.facts)
    memo = Memo(
        slug=ff.slug,
        company=ff.company,
        verified=verified,
        attempts=attempts,
        paragraphs=paragraphs,
        defects=defects,
        language=language,
        provider=provider.name,
        model=provider.model or "",
        usage=_usage_summary(calls),
        created=datetime.now(UTC).isoformat(timespec="seconds"),
    )
    json_path, _md = save_memo(memo, where)
    return memo, json_path


def rejected_paths(slug: str, where: Paths) -> tuple[Path, Path]:
    return where.memos / f"{slug}.rejected.json", where.memos / f"{slug}.rejected.md"


def save_memo(memo: Memo, where: Paths | None = None) -> tuple[Path, Path]:
    """Write the memo's .json and .md; a rejected memo never replaces a verified one."""
    where = where or paths()
    json_path, md_path = where.memo_json(memo.slug), where.memo_md(memo.slug)
    if not memo.verified and _holds_verified(json_path):
        json_path, md_path = rejected_paths(memo.slug, where)
    elif memo.verified:
        # A rejected draft beside the memo belongs to an earlier attempt that this verified
        # memo supersedes; left there, a review would show it as the current draft's twin.
        for stale in rejected_paths(memo.slug, where):
            stale.unlink(missing_ok=True)
    save(memo, json_path)
    md = render_markdown(memo, rejected_quotes(memo.slug, where), facts_of(memo.slug, where))
    write_atomic(md_path, md)
    return json_path, md_path


def _holds_verified(path: Path) -> bool:
    if not path.is_file():
        return False
    try:
        return load(Memo, path).verified
    except AnalysteError:
        return False  # an unreadable file holds nothing worth keeping over a new draft


def attempts_text(n: int, language: str) -> str:
    """ "1 tentative", "2 tentatives" / "1 attempt", "2 attempts"."""
    word = "tentative" if language == "fr" else "attempt"
    return f"{n} {word}" + ("s" if n > 1 else "")


_MD: dict[str, dict[str, Any]] = {
    "fr": {
        "title": "Note de crédit",
        "verified": "**Statut : vérifiée** — chaque paragraphe cite ses faits et chaque "
        "nombre figure dans les faits cités ({attempts}).",
        "rejected": "> **REJETÉE — NE PAS UTILISER.** Ce brouillon n'a pas passé la "
        "vérification après {attempts}. Défauts :",
        "sources": "Sources :",
        "memo": "mémo",
        "para": "paragraphe",
        "review": "À relire",
        "defect": "Défaut",
        "unsupported": "peu de mots de la phrase figurent dans les faits cités ({share} %)",
        "comparison": "paragraphe de comparaison : à relire",
        "unmeasured": "phrase en {mine}, faits cités en {theirs} : non mesurée",
        "languages": {"fr": "français", "en": "anglais"},
        "rejected_quotes": "Extraits écartés par la vérification",
        "rejected_intro": "Proposés par le lecteur de risques, ces extraits n'ont pas été "
        "retrouvés tels quels dans le rapport ; ils ne sont pas des faits et la note ne "
        "s'appuie pas sur eux. À vérifier dans le rapport :",
        "page": "page",
        "reason": "raison :",
        "footer": "Rédigée par {provider} ({model}) le {created}.",
    },
    "en": {
        "title": "Credit memo",
        "verified": "**Status: verified** — every paragraph cites its facts and every number "
        "is in the facts it cites ({attempts}).",
        "rejected": "> **REJECTED — NOT FOR USE.** This draft failed verification after "
        "{attempts}. Defects:",
        "sources": "Sources:",
        "memo": "memo",
        "para": "paragraph",
        "review": "To review",
        "defect": "Defect",
        "unsupported": "few of the sentence's words are in the cited facts ({share}%)",
        "comparison": "comparison paragraph: to review",
        "unmeasured": "sentence in {mine}, cited facts in {theirs}: not measured",
        "languages": {"fr": "French", "en": "English"},
        "rejected_quotes": "Passages rejected by verification",
        "rejected_intro": "Proposed by the risk reader, these passages were not found "
        "verbatim in the report; they are not facts and the memo does not rest on them. "
        "To be checked in the report:",
        "page": "page",
        "reason": "reason:",
        "footer": "Written by {provider} ({model}) on {created}.",
    },
}

# Readable words for the quote checker's reasons (claims.check_quote); others shown as is.
_QUOTE_REASONS = {
    "fr": {
        "not_on_page": "introuvable dans le rapport",
        "too_short": "extrait trop court",
        "stitched": "morceaux de phrases recollés",
        "page_out_of_range": "page inexistante",
        "found_on_page": "trouvé sur une autre page ({arg})",
        "withdrawn": "retiré après renvoi",
    },
    "en": {
        "not_on_page": "not found in the report",
        "too_short": "passage too short",
        "stitched": "pieces of sentences stitched together",
        "page_out_of_range": "no such page",
        "found_on_page": "found on another page ({arg})",
        "withdrawn": "withdrawn after being sent back",
    },
}


def _quote_reason(reason: str, language: str) -> str:
    """ "withdrawn:found_on_page:9" → "retiré après renvoi ; trouvé sur une autre page (9)"."""
    if not reason:
        return "—"
    words = _QUOTE_REASONS.get(language, _QUOTE_REASONS["fr"])
    key, _, arg = reason.partition(":")
    parts = []
    if key == "withdrawn":
        parts.append(words["withdrawn"])
        key, _, arg = arg.partition(":")
    if key in words:
        parts.append(words[key].format(arg=arg))
    elif key:
        return reason
    return " ; ".join(parts) + f" (`{reason}`)"


def _review_reason(reason: str, t: Mapping[str, Any]) -> str:
    """A review mark's reason in words: "unsupported:0.21", "comparison" (portfolio),
    "unmeasured:fr-en" (a sentence in another language than its facts); others as is."""
    key, _, arg = reason.partition(":")
    if key == "unsupported":
        try:
            share = round(float(arg) * 100)
        except ValueError:
            return reason
        return t["unsupported"].format(share=share)
    if key == "comparison" and not arg:
        return t["comparison"]
    if key == "unmeasured":
        mine, _, theirs = arg.partition("-")
        names = t["languages"]
        if mine in names and theirs in names:
            return t["unmeasured"].format(mine=names[mine], theirs=names[theirs])
    return reason


def facts_of(slug: str, where: Paths | None = None) -> FactsFile | None:
    """The facts.json of a report, or None (a portfolio memo has none)."""

    try:
        return load_facts(slug, where or paths())
    except AnalysteError:
        return None


def rejected_quotes(slug: str, where: Paths | None = None) -> list[SignalRecord]:
    """The risk reader's rejected signals of a report (FactsFile.signals, verified=false)."""

    try:
        ff = load_facts(slug, where or paths())
    except AnalysteError:
        return []  # no facts of that name (a portfolio memo): nothing to list
    return [s for s in ff.signals if not s.verified]


# The state of the reading, which memo.md opens with (issue 15).
_READING: dict[str, dict[str, Any]] = {
    "fr": {
        "head": "**Lecture des états**",
        "statement": {"income": "compte de résultat", "balance": "bilan",
                      "cashflow": "tableau des flux"},
        "page": "p.",
        "checks": "contrôles arithmétiques réussis : {ok}/{total}",
        "failed": "Contrôle en échec : {what}",
        "unconfirmed": "Non confirmés par l'arithmétique des états ({n}) : {what}",
        "conflicts": "Lecture contradictoire ({n}) : {what}",
        "withheld": "Fait retenu (non publié) : {id} — {reason}",
        "banner": " — {n} fait{s} non confirmé{s} par l'arithmétique des états",
        "none": "aucun état financier trouvé",
    },
    "en": {
        "head": "**Reading of the statements**",
        "statement": {"income": "income statement", "balance": "balance sheet",
                      "cashflow": "cash-flow statement"},
        "page": "p.",
        "checks": "arithmetic checks passed: {ok}/{total}",
        "failed": "Failed check: {what}",
        "unconfirmed": "Not confirmed by the statements' arithmetic ({n}): {what}",
        "conflicts": "Conflicting reading ({n}): {what}",
        "withheld": "Fact withheld: {id} — {reason}",
        "banner": " — {n} fact{s} not confirmed by the statements' arithmetic",
        "none": "no financial statement found",
    },
}  # fmt: skip


def _refs_text(refs: Sequence[Any], lang: str, limit: int = 12) -> str:
    items = [f"{field_words(r.field, lang)} {r.year}" for r in refs[:limit]]
    more = len(refs) - limit
    if more > 0:
        items.append(f"+{more}")
    return ", ".join(items)


def unconfirmed_cited(memo: Memo, facts: FactsFile) -> int:
    """How many facts the memo cites rest on a value that no identity confirms."""
    status = {
        (year, name): src.status
        for year, by_field in facts.sources.items()
        for name, src in by_field.items()
    }
    cited = {sid for p in memo.paragraphs for sid in p.sources}
    n = 0
    for fact in facts.facts:
        if fact.id not in cited or not isinstance(fact.data, RatioData):
            continue
        inputs = fact.data.inputs
        if any(
            status.get((year, name), "unconfirmed") != "confirmed"
            for year, values in inputs.items()
            for name, v in values.items()
            if v is not None and name != "revenue_previous_year"
        ):
            n += 1
    return n


def reading_lines(facts: FactsFile, lang: str) -> list[str]:
    """The state of the reading in words: statements and pages, checks passed, each
    failed check, the values in conflict and those left unconfirmed, the facts withheld."""
    t = _READING.get(lang, _READING["fr"])
    r = facts.reading
    found = [
        f"{t['statement'].get(st.statement, st.statement)} {t['page']} "
        + "/".join(str(n) for n in st.pages)
        for st in r.statements
    ]
    head = ", ".join(found) if found else t["none"]
    head += " ; " if lang == "fr" else "; "
    head += t["checks"].format(ok=r.checks_passed, total=r.checks_total)
    out = [f"{t['head']} — {head}."]
    items = [t["failed"].format(what=w) for w in r.failed_checks]
    items += list(r.notes)
    if r.conflicts:
        items.append(t["conflicts"].format(n=len(r.conflicts), what=_refs_text(r.conflicts, lang)))
    if r.unconfirmed:
        items.append(
            t["unconfirmed"].format(n=len(r.unconfirmed), what=_refs_text(r.unconfirmed, lang))
        )
    items += [t["withheld"].format(id=w.id, reason=w.reason) for w in facts.withheld]
    out += [f"- {x}" for x in items]
    return out


def render_markdown(
    memo: Memo, rejected: Sequence[SignalRecord] = (), facts: FactsFile | None = None
) -> str:
    """memos/<slug>.md, the file that circulates: title, status (a rejected memo: its
    defects), the state of the reading (with `facts`: statements and pages, checks
    passed, each failed check, the values left unconfirmed or in conflict, the facts
    withheld), sections, each paragraph followed by its defects, its sentences to review
    (Paragraph.review, with the reason) and its sources; then the risk reader's quotes
    that verification rejected (`rejected`, FactsFile.signals with verified=false).

    "Verified" means the memo matches its facts; the status line also says how many of
    the facts it cites rest on a value the statements' arithmetic does not confirm."""
    t = _MD.get(memo.language, _MD["fr"])
    lang = memo.language if memo.language in _MD else "fr"
    attempts = attempts_text(memo.attempts, lang)
    lines = [f"# {t['title']} — {memo.company}", ""]
    if memo.verified:
        status = t["verified"].format(attempts=attempts)
        n = unconfirmed_cited(memo, facts) if facts is not None else 0
        if n:
            head, sep, rest = status.partition("** — ")
            words = _READING[lang]["banner"].format(n=n, s="s" if n > 1 else "")
            status = f"{head}{words}**{' — ' if sep else ''}{rest}"
        lines += [status, ""]
    else:
        lines.append(t["rejected"].format(attempts=attempts))
        for d in memo.defects:
            where = t["memo"] if d.paragraph < 0 else f"{t['para']} {d.paragraph + 1}"
            lines.append(f"> - {where} — `{d.code}` {d.message}")
        lines.append("")
    if facts is not None and (facts.reading.statements or facts.reading.checks_total):
        lines += [*reading_lines(facts, lang), ""]
    section = None
    for i, p in enumerate(memo.paragraphs):
        if p.section != section:
            section = p.section
            lines += [f"## {section[:1].upper()}{section[1:]}" if section else "##", ""]
        lines += [p.text, ""]
        for d in memo.defects:
            if d.paragraph == i:
                lines.append(f"> **{t['defect']}** — `{d.code}` {d.message}")
        for mark in p.review:
            reason = _review_reason(mark.reason, t)
            lines.append(f"> **{t['review']}** — « {mark.sentence} » ({reason})")
        if lines[-1] != "":
            lines.append("")
        lines += [f"*{t['sources']} {', '.join(p.sources) or '—'}*", ""]
    if rejected:
        lines += [f"## {t['rejected_quotes']}", "", t["rejected_intro"], ""]
        for r in rejected:
            where = f"{t['page']} {r.page}" + (f", {r.category}" if r.category else "")
            reason = _quote_reason(r.reason, lang)
            lines.append(f"- {where} — « {r.quote} » — {t['reason']} {reason}")
        lines.append("")
    if memo.provider:
        lines.append(
            "---\n"
            + t["footer"].format(provider=memo.provider, model=memo.model, created=memo.created)
        )
    return "\n".join(lines).rstrip() + "\n"
