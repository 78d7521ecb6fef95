"""The offline portfolio writer: a portfolio memo composed from the facts, no model.

It reads the portfolio writer payload (analyste.portfolio.portfolio_payload: companies,
language, sections, facts tagged with their company's slug, C- facts with their printed
pieces) and nothing else.

- A section per company: the company offline writer (analyste.offline.writer) is run on
  that company's facts alone, and its synthesis, its most severe risk quotes
  (comparisons.chosen_signals: the severity order of comparisons.SEVERITY; an
  instruction embedded in a filing always), "+ n autres signaux dans la note de la
  société" when its `C-signals-<slug>` fact says more exist, and its alerts are kept,
  in the company's own language (its facts are in that language, so the checker's clue
  reads them alike).
- A comparisons section resting on the C- facts (analyste.comparisons): who burns cash
  and the gap between them, who carries the highest and the lowest leverage and
  interest cover, who has net cash, who makes a loss, the margin ranking. Every number
  is a printed piece of the C- fact the paragraph cites (`data.printed`, also in its
  text), so the memo passes the claim checker by construction; it never computes.

On a payload with "corrections" (the loop's one rewrite), the previous draft is repaired
as the company writer does: unknown sources removed, sentences holding a number the
checker did not find dropped, paragraphs left without text or sources dropped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from analyste.comparisons import chosen_signals
from analyste.memo import SECTIONS, DraftParagraph
from analyste.offline import writer as company_writer
from analyste.offline.repair import repaired_paragraphs
from analyste.portfolio import COMPARISONS, PortfolioDraft, PortfolioParagraph

_T: dict[str, dict[str, str]] = {
    "fr": {
        "both_burn": "{names} consomment toutes deux de la trésorerie : free cash-flow {year} "
        "de {values}.",
        "all_burn": "{names} consomment toutes de la trésorerie : free cash-flow {year} de "
        "{values}.",
        "one_burns": "{name} est la seule société du portefeuille qui consomme de la "
        "trésorerie : free cash-flow {year} de {value}.",
        "and": " et ",
        "of": "de ",
        "gap": "L'écart de free cash-flow entre {a} et {b} atteint {gap} en {year}.",
        "generates": "{names} génère de la trésorerie ({values}).",
        "generate": "{names} génèrent de la trésorerie ({values}).",
        "rank": "{high} a {metric} la plus élevée du portefeuille en {year} ({vh}), "
        "{low} la plus faible ({vl}).",
        "rank_m": "{high} a {metric} le plus élevé du portefeuille en {year} ({vh}), "
        "{low} le plus faible ({vl}).",
        "net_cash": "{names} a une trésorerie nette : dette nette de {values}.",
        "net_cash_many": "{names} ont une trésorerie nette : dette nette de {values}.",
        "loss": "{name} est la seule société en perte en {year} : résultat net de {value}.",
        "losses": "{names} sont en perte en {year} : résultat net de {values}.",
        "more_signals": "+ {more} autres signaux dans la note de la société.",
        "more_signal": "+ {more} autre signal dans la note de la société.",
    },
    "en": {
        "both_burn": "{names} both burn cash: free cash flow {year} of {values}.",
        "all_burn": "{names} all burn cash: free cash flow {year} of {values}.",
        "one_burns": "{name} is the only company of the portfolio that burns cash: free cash "
        "flow {year} of {value}.",
        "and": " and ",
        "of": "",
        "gap": "The free cash flow difference between {a} and {b} is {gap} in {year}.",
        "generates": "{names} generates cash ({values}).",
        "generate": "{names} generate cash ({values}).",
        "rank": "{high} has the highest {metric} of the portfolio in {year} ({vh}), {low} "
        "the lowest ({vl}).",
        "rank_m": "{high} has the highest {metric} of the portfolio in {year} ({vh}), {low} "
        "the lowest ({vl}).",
        "net_cash": "{names} holds net cash: net debt of {values}.",
        "net_cash_many": "{names} hold net cash: net debt of {values}.",
        "loss": "{name} is the only company making a loss in {year}: net income of {value}.",
        "losses": "{names} make a loss in {year}: net income of {values}.",
        "more_signals": "+ {more} more signals in the company's memo.",
        "more_signal": "+ {more} more signal in the company's memo.",
    },
}

# Ranked metrics a comparison paragraph names, with the words of each language and the
# template (feminine "la plus élevée" or masculine "le plus élevé" in French).
_RANKS: dict[str, dict[str, tuple[str, str]]] = {
    "leverage": {"fr": ("le levier", "rank_m"), "en": ("leverage", "rank_m")},
    "interest_cover": {
        "fr": ("la couverture des intérêts", "rank"),
        "en": ("interest cover", "rank"),
    },
    "ebitda_margin": {"fr": ("la marge d'EBITDA", "rank"), "en": ("EBITDA margin", "rank")},
}


def _join(items: Sequence[str], language: str) -> str:
    t = _T[language]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + t["and"] + items[-1]


def write(payload: Mapping[str, Any]) -> PortfolioDraft:
    """The portfolio draft for a portfolio writer payload (see the module docstring)."""
    if payload.get("corrections") and payload.get("previous_draft"):
        return _repair(payload["previous_draft"], payload["corrections"])
    language = payload.get("language", "fr")
    language = language if language in _T else "fr"
    companies: Sequence[Mapping[str, Any]] = payload.get("companies", [])
    facts: Sequence[Mapping[str, Any]] = payload.get("facts", [])
    out: list[PortfolioParagraph] = []
    by_id = {f["id"]: f for f in facts}
    for c in companies:
        own = [f for f in facts if f.get("slug") == c["slug"]]
        out += _company_section(c, own, language, by_id.get(f"C-signals-{c['slug']}"))
    names = {c["slug"]: c["company"] for c in companies}
    comparisons = {f["id"]: f for f in facts if f.get("kind") == "comparison"}
    section = COMPARISONS[language]
    for text, sources in _comparisons(comparisons, names, language):
        out.append(PortfolioParagraph(section=section, text=text, sources=sources))
    return PortfolioDraft(paragraphs=out)


def _company_section(
    company: Mapping[str, Any],
    facts: Sequence[Mapping[str, Any]],
    language: str,
    signals: Mapping[str, Any] | None = None,
) -> list[PortfolioParagraph]:
    """The synthesis, most severe quotes and alerts of the company writer's memo; when
    `signals` (its C-signals-<slug> fact) says more exist, one line saying how many."""
    lang = company.get("language") or language
    lang = lang if lang in SECTIONS else "fr"
    draft = company_writer.write(
        {
            "company": company["company"],
            "slug": company["slug"],
            "language": lang,
            "years": company.get("years", []),
            "sections": list(SECTIONS[lang]),
            "facts": [{k: v for k, v in f.items() if k != "slug"} for f in facts],
        }
    )
    synthesis, _profile, risks, attention = SECTIONS[lang]
    kept = [p for p in draft.paragraphs if p.section == synthesis]
    quotes = [p for p in draft.paragraphs if p.section == risks]
    # the most severe quotes (comparisons.SEVERITY), an instruction embedded in a filing
    # whatever the limit (tests/test_writer_offline.py: always reported, never obeyed)
    shown, _rest = chosen_signals([f for f in facts if f.get("kind") == "quote"])
    named = {s for p in kept for s in p.sources}  # the synthesis may quote signals already
    for q in shown:
        # its own quote paragraph; a paragraph naming several signals only when the
        # company writer gave it none (several would repeat the quotes kept)
        if q["id"] in named:
            continue
        cites = [p for p in quotes if q["id"] in p.sources]
        alone = [p for p in cites if {s for s in p.sources if s.startswith("Q-")} == {q["id"]}]
        kept += [p for p in (alone or cites) if p not in kept]
    kept += [p for p in quotes if not any(s.startswith("Q-") for s in p.sources)]
    if signals and signals.get("data", {}).get("more"):
        more = signals["data"]["more"]
        key = "more_signal" if more == 1 else "more_signals"
        text = _T[lang if lang in _T else "fr"][key].format(more=more)
        kept.append(DraftParagraph(section=risks, text=text, sources=[signals["id"]]))
    # the alerts one by one; the section's last paragraph is the company memo's
    # recommendation (offline/writer.py), its conclusion and not the committee's
    kept += [p for p in draft.paragraphs if p.section == attention][:-1]
    return [
        PortfolioParagraph(section=company["company"], text=p.text, sources=list(p.sources))
        for p in kept
    ]


def _comparisons(
    facts: Mapping[str, Mapping[str, Any]], names: Mapping[str, str], language: str
) -> list[tuple[str, list[str]]]:
    """(text, sources) of each comparison paragraph: cash, debt, profitability."""
    t = _T[language]
    out: list[tuple[str, list[str]]] = []

    # cash: who burns it, the gap between the two that burn most, who generates it
    sign = facts.get("C-fcf-sign")
    if sign:
        d = sign["data"]
        year, neg, pos, shown = d["year"], d["negative"], d["positive"], d["printed"]
        sentences, sources = [], [sign["id"]]
        # "de -47 225 k€ et de -14 930 k€": the preposition before each value, once in the
        # template
        values = _join([t["of"] + shown[s] for s in neg], language).removeprefix(t["of"])
        if len(neg) == 1:
            sentences.append(
                t["one_burns"].format(name=names[neg[0]], year=year, value=shown[neg[0]])
            )
        else:
            key = "both_burn" if len(neg) == 2 else "all_burn"
            sentences.append(
                t[key].format(
                    names=_join([names[s] for s in neg], language), year=year, values=values
                )
            )
            gap = _gap_fact(facts, "fcf", neg[0], neg[1])
            if gap:
                g = gap["data"]
                sentences.append(
                    t["gap"].format(
                        a=names[g["a"]], b=names[g["b"]], gap=g["printed"]["unsigned"], year=year
                    )
                )
                sources.append(gap["id"])
        if pos:
            key = "generates" if len(pos) == 1 else "generate"
            sentences.append(
                t[key].format(
                    names=_join([names[s] for s in pos], language),
                    values=_join([shown[s] for s in pos], language),
                )
            )
        out.append((" ".join(sentences), sources))

    # debt: leverage and interest cover rankings, net cash
    debt = _rank_sentences(facts, ("leverage", "interest_cover"), names, language)
    net = facts.get("C-net-debt-sign")
    if net and net["data"]["negative"]:
        d = net["data"]
        neg = d["negative"]
        key = "net_cash" if len(neg) == 1 else "net_cash_many"
        text = t[key].format(
            names=_join([names[s] for s in neg], language),
            values=_join([d["printed"][s] for s in neg], language),
        )
        debt.append((text, net["id"]))
    if debt:
        out.append((" ".join(s for s, _ in debt), list(dict.fromkeys(i for _, i in debt))))

    # profitability: who makes a loss, the EBITDA margin ranking
    profit = []
    loss = facts.get("C-net-income-sign")
    if loss:
        d = loss["data"]
        neg = d["negative"]
        if len(neg) == 1:
            text = t["loss"].format(name=names[neg[0]], year=d["year"], value=d["printed"][neg[0]])
        else:
            text = t["losses"].format(
                names=_join([names[s] for s in neg], language),
                year=d["year"],
                values=_join([d["printed"][s] for s in neg], language),
            )
        profit.append((text, loss["id"]))
    profit += _rank_sentences(facts, ("ebitda_margin",), names, language)
    if profit:
        out.append((" ".join(s for s, _ in profit), list(dict.fromkeys(i for _, i in profit))))
    return out


def _gap_fact(
    facts: Mapping[str, Mapping[str, Any]], metric: str, a: str, b: str
) -> Mapping[str, Any] | None:
    return facts.get(f"C-{metric}-gap-{a}-{b}") or facts.get(f"C-{metric}-gap-{b}-{a}")


def _rank_sentences(
    facts: Mapping[str, Mapping[str, Any]],
    metrics: Sequence[str],
    names: Mapping[str, str],
    language: str,
) -> list[tuple[str, str]]:
    t = _T[language]
    out = []
    for metric in metrics:
        fact = facts.get(f"C-{metric.replace('_', '-')}-rank")
        if not fact:
            continue
        ranking = fact["data"]["ranking"]
        high, low = ranking[0], ranking[-1]
        words, key = _RANKS[metric][language]
        text = t[key].format(
            high=names.get(high["slug"], high["company"]),
            low=names.get(low["slug"], low["company"]),
            metric=words,
            year=fact["data"]["year"],
            vh=high["printed"],
            vl=low["printed"],
        )
        out.append((text, fact["id"]))
    return out


def _repair(
    previous: Mapping[str, Any], corrections: Sequence[Mapping[str, Any]]
) -> PortfolioDraft:
    """The previous draft with its defects removed (the loop's one rewrite)."""
    return PortfolioDraft(
        paragraphs=[PortfolioParagraph(**p) for p in repaired_paragraphs(previous, corrections)]
    )
