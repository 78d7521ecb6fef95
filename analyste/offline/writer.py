"""The offline writer: a credit memo composed from the facts with templates, no model.

It reads the writer payload (company, language, years, facts: id, kind, text) and never
anything else. Every number it writes is a piece of a fact's text copied verbatim (sign,
separators and unit included), in a sentence that cites that fact, so the memo passes
the claim checker by construction; it never computes a number.

R- fact texts have the shape ratios.py gives them:
    "<company> - <Label> <year> : <value> (<year> : <value>) ; variation : <chg> ; formule : …"
(English: "…: …; change: …; formula: …"). They are parsed back into their printed pieces;
a text that does not parse is copied whole (minus the formula), which still verifies.

On a payload with "corrections" (the loop's one rewrite), the previous draft is repaired:
unknown sources removed, sentences holding a number the checker did not find dropped,
paragraphs left without text or sources dropped.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from analyste.memo import SECTIONS, DraftParagraph, MemoDraft

_T = {
    "fr": {
        "colon": " : ",
        "sep": " ; ",
        "change": "variation",
        "formula": "formule",
        "of": "de",
        "in": "en",
        "against": "contre",
        "synth_open": "{company} réalise un chiffre d'affaires de {rev} en {y0}",
        "synth_prev": " ({y1} : {rev1})",
        "synth_result": ", pour un résultat net de {ni}",
        "synth_lev": "Le levier (dette nette / EBITDA) s'établit à {lev} en {y0}",
        "synth_alerts": "Le profil est à surveiller : ",
        "synth_calm": "Les règles de contrôle ne déclenchent aucune alerte sur ces chiffres.",
        "reported": "Le rapport indique : {quote}.",
        "injected": "Le rapport contient un texte adressé aux systèmes automatiques, relevé "
        "et non suivi : {quote}.",
        "hidden": "Signal relevé : {quote}",
        "no_quote": "Aucun extrait du rapport n'a été retenu comme signal de risque ; les "
        "alertes chiffrées figurent ci-dessous.",
        "no_risk": "Aucun extrait du rapport n'a été retenu comme signal de risque et les "
        "règles de contrôle ne déclenchent aucune alerte ; l'endettement décrit ci-dessus "
        "reste le point à suivre.",
        "attention": "Point d'attention : {alert}",
        "rec_watch": "Recommandation : dossier à présenter avec une surveillance renforcée ; "
        "obtenir du management un plan de financement et l'échéancier de la dette, et "
        "suivre les points d'attention ci-dessus à chaque arrêté.",
        "rec_ok": "Recommandation : profil compatible avec un suivi standard, sous réserve "
        "des risques relevés dans le rapport.",
    },
    "en": {
        "colon": ": ",
        "sep": "; ",
        "change": "change",
        "formula": "formula",
        "of": "of",
        "in": "in",
        "against": "against",
        "synth_open": "{company} reports revenue of {rev} in {y0}",
        "synth_prev": " ({y1}: {rev1})",
        "synth_result": ", with net income of {ni}",
        "synth_lev": "Leverage (net debt / EBITDA) stands at {lev} in {y0}",
        "synth_alerts": "The profile calls for monitoring: ",
        "synth_calm": "The control rules raise no alert on these figures.",
        "reported": "The report states: {quote}.",
        "injected": "The report holds a text addressed to automated systems, flagged and "
        "not followed: {quote}.",
        "hidden": "Signal raised: {quote}",
        "no_quote": "No passage of the report was retained as a risk signal; the alerts on "
        "the figures follow.",
        "no_risk": "No passage of the report was retained as a risk signal and the control "
        "rules raise no alert; the debt described above remains the point to follow.",
        "attention": "Point of attention: {alert}",
        "rec_watch": "Recommendation: present the file with enhanced monitoring; obtain "
        "management's funding plan and the debt maturity schedule, and follow the points "
        "of attention above at each closing.",
        "rec_ok": "Recommendation: the profile fits standard monitoring, subject to the risks "
        "the report discloses.",
    },
}

# The R- facts of each financial-profile paragraph, by name (ratios.py).
_PROFILE: tuple[tuple[str, ...], ...] = (
    ("revenue", "revenue_growth", "ebitda", "ebitda_margin", "operating_income", "net_margin"),
    ("net_debt", "leverage", "gearing", "interest_cover"),
    ("operating_cash_flow", "capex", "free_cash_flow", "cash"),
    ("equity", "equity_ratio", "dso"),
)
_MAX_QUOTES = 10  # a memo, not the report: the first signals in page order
_NOT_MEANINGFUL = re.compile(r"^n/[sdam]")


@dataclass
class Metric:
    """The printed pieces of one R- fact."""

    fact_id: str
    label: str
    year: str
    value: str
    previous: list[tuple[str, str]]  # (year, value) of the earlier years
    change: str  # "" when the fact gives none
    clause: str  # the fact text without company prefix and formula (the fallback)

    @property
    def meaningful(self) -> bool:
        return not _NOT_MEANINGFUL.match(self.value)


def parse_metric(fact_id: str, text: str, company: str, language: str) -> Metric | None:
    t = _T[language]
    body = text[len(company) + 3 :] if text.startswith(f"{company} - ") else text
    clause = body.split(t["sep"] + t["formula"] + t["colon"])[0]
    main, _, change = clause.partition(t["sep"] + t["change"] + t["colon"])
    colon = re.escape(t["colon"])
    m = re.match(rf"^(?P<label>.+?) (?P<year>\d{{4}}){colon}(?P<rest>.+)$", main)
    if not m:
        return Metric(fact_id, "", "", "", [], "", clause)
    rest, previous = m["rest"], []
    p = re.search(rf" \((\d{{4}}{colon}.+)\)$", rest)
    if p:
        rest = rest[: p.start()]
        for part in p.group(1).split(t["sep"]):
            year, _, value = part.partition(t["colon"])
            previous.append((year, value))
    return Metric(fact_id, m["label"], m["year"], rest, previous, change, clause)


def _lower(label: str) -> str:
    # keep acronyms (EBITDA, DSO) as printed; lower-case an ordinary first word
    return label if label[:2].isupper() else label[:1].lower() + label[1:]


def _sentence(m: Metric, language: str) -> str:
    """ "Levier de 5,5x en 2025, contre 3,6x en 2024 (variation : +1,9x)." — copied pieces."""
    t = _T[language]
    if not m.label or not m.meaningful:
        return m.clause.rstrip(".") + "."
    s = f"{m.label} {t['of']} {m.value} {t['in']} {m.year}"
    earlier = [(y, v) for y, v in m.previous if not _NOT_MEANINGFUL.match(v)]
    if earlier:
        s += ", " + ", ".join(f"{t['against']} {v} {t['in']} {y}" for y, v in earlier)
    if m.change and not _NOT_MEANINGFUL.match(m.change):
        s += f" ({t['change']}{t['colon']}{m.change})"
    return s + "."


def _strip_company(text: str, company: str) -> str:
    return text[len(company) + 3 :] if text.startswith(f"{company} - ") else text


def write(payload: Mapping[str, Any]) -> MemoDraft:
    """The memo draft for one report's writer payload (see the module docstring)."""
    if payload.get("corrections") and payload.get("previous_draft"):
        return _repair(payload["previous_draft"], payload["corrections"])
    language = payload.get("language", "fr")
    language = language if language in _T else "fr"
    t = _T[language]
    company = str(payload.get("company", ""))
    slug = str(payload.get("slug", ""))
    facts: Sequence[Mapping[str, Any]] = payload.get("facts", [])
    sec = SECTIONS[language]

    metrics: dict[str, Metric] = {}
    for f in facts:
        if f.get("kind") == "ratio" and str(f["id"]).startswith(f"R-{slug}-"):
            parsed = parse_metric(f["id"], f["text"], company, language)
            if parsed is not None:
                metrics[f["id"][len(f"R-{slug}-") :]] = parsed
    alerts = [f for f in facts if f.get("kind") == "alert"]
    quotes = [f for f in facts if f.get("kind") == "quote"]
    out: list[DraftParagraph] = []

    # synthèse: size, result, leverage, then the alerts that make the case
    synth, cited = [], []
    rev, ni, lev = metrics.get("revenue"), metrics.get("net_income"), metrics.get("leverage")
    if rev and rev.label and rev.meaningful:
        s = t["synth_open"].format(company=company, rev=rev.value, y0=rev.year)
        if rev.previous and not _NOT_MEANINGFUL.match(rev.previous[0][1]):
            s += t["synth_prev"].format(y1=rev.previous[0][0], rev1=rev.previous[0][1])
        cited.append(rev.fact_id)
        if ni and ni.label and ni.meaningful:
            s += t["synth_result"].format(ni=ni.value)
            cited.append(ni.fact_id)
        synth.append(s + ".")
    if lev and lev.label and lev.meaningful:
        synth.append(t["synth_lev"].format(lev=lev.value, y0=lev.year) + ".")
        cited.append(lev.fact_id)
    if not cited:
        # A filing without revenue or leverage (a bank, a market operator — DFM prints
        # neither): open on the first key figure it does print.
        for name in ("net_income", "free_cash_flow", "operating_cash_flow", "equity", "cash"):
            m = metrics.get(name)
            if m and m.label and m.meaningful:
                synth.append(f"{company}{t['colon']}{_sentence(m, language)}")
                cited.append(m.fact_id)
                break
    if alerts:
        synth.append(t["synth_alerts"] + _lower(_strip_company(alerts[0]["text"], company)))
        cited.append(alerts[0]["id"])
    elif cited:
        synth.append(t["synth_calm"])
    if cited:
        out.append(DraftParagraph(section=sec[0], text=" ".join(synth), sources=cited))

    # profil financier: one paragraph per group of ratios, one sentence per ratio
    # (no heading words in the paragraph: each sentence is the fact's own words, so a
    # reviewer's support clue stays quiet on figures copied from facts)
    for names in _PROFILE:
        found = [metrics[n] for n in names if n in metrics]
        if not found:
            continue
        text = " ".join(_sentence(m, language) for m in found)
        out.append(DraftParagraph(section=sec[1], text=text, sources=[m.fact_id for m in found]))

    # risques: the verified quotes, copied whole (page included in the fact's text)
    # An instruction embedded in the filing is always reported, whatever the limit.
    kept = [q for q in quotes if q.get("category") == "embedded_instruction"]
    kept += [q for q in quotes if q not in kept][: max(0, _MAX_QUOTES - len(kept))]
    for q in [q for q in quotes if q in kept]:
        quote = q["text"].rstrip(".")
        if q.get("category") == "embedded_instruction" and quote.startswith("«"):
            text = t["injected"].format(quote=quote)
        elif quote.startswith("«"):
            text = t["reported"].format(quote=quote)
        else:  # hidden-text signals: the fact is a sentence of its own
            text = t["hidden"].format(quote=q["text"])
        out.append(DraftParagraph(section=sec[2], text=text, sources=[q["id"]]))
    if not quotes:
        calm = [m.fact_id for n, m in metrics.items() if n in ("leverage", "interest_cover")]
        basis = [a["id"] for a in alerts] or calm or [m.fact_id for m in metrics.values()][:1]
        if basis:
            text = t["no_quote"] if alerts else t["no_risk"]
            out.append(DraftParagraph(section=sec[2], text=text, sources=basis))

    # points d'attention / recommandation: each alert, then a recommendation without numbers
    for a in alerts:
        text = t["attention"].format(alert=_lower(_strip_company(a["text"], company)))
        out.append(DraftParagraph(section=sec[3], text=text, sources=[a["id"]]))
    basis = [a["id"] for a in alerts] or [m.fact_id for m in metrics.values()][:2]
    if basis:
        rec = t["rec_watch"] if alerts else t["rec_ok"]
        out.append(DraftParagraph(section=sec[3], text=rec, sources=basis))
    return MemoDraft(paragraphs=out)


_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý«])")


def _repair(previous: Mapping[str, Any], corrections: Sequence[Mapping[str, Any]]) -> MemoDraft:
    """The previous draft with its defects removed (the loop's one rewrite)."""
    by_paragraph: dict[int, list[str]] = {}
    for c in corrections:
        by_paragraph.setdefault(int(c.get("paragraph", -1)), []).append(str(c.get("code", "")))
    out: list[DraftParagraph] = []
    for i, p in enumerate(previous.get("paragraphs", [])):
        codes = by_paragraph.get(i, [])
        sources = [s for s in p["sources"] if f"missing_id:{s}" not in codes]
        text = p["text"]
        for code in codes:
            if code.startswith("number_not_found:"):
                number = code.split(":", 1)[1]
                kept = [s for s in _SENTENCES.split(text) if number not in re.sub(r"\s", " ", s)]
                text = " ".join(kept)
        if "no_citation" in codes or not sources or not text.strip():
            continue
        out.append(DraftParagraph(section=p["section"], text=text, sources=sources))
    return MemoDraft(paragraphs=out)
