"""Facts of several companies → `C-<name>` comparison facts: ranks, differences, signs.

A portfolio memo compares companies, and a comparison needs numbers that no single R-
fact holds: the difference between two companies' free cash flows, who has the highest
leverage. A writer that computes them in its head writes numbers the checker cannot find
in any fact, so code computes them here, once, and hands them to the writer as facts:

- `C-<metric>-rank`: the companies ordered from the highest value to the lowest, with
  their values ("1er Maison Ferlac SAS (5,5x), 2e Solvéa Énergies SA (5,3x)…");
- `C-<metric>-gap-<a>-<b>`: the difference a − b between two companies (slugs in the
  order given), signed, and the same gap unsigned in words ("inférieur de 32 295 k€"),
  so that a writer can copy either form and pass the sign-aware check;
- `C-<metric>-sign`: which companies are negative and which positive (free cash flow:
  "consomme de la trésorerie"; net income: "en perte"; net debt: "trésorerie nette");
- `C-<metric>-units`: amounts printed in different units (k€ and $ millions) are never
  compared; this fact says so, and ranks, gaps and signs keep to the companies of the
  most common unit. Multiples, percentages and days compare whatever the currency.

Values are the R- facts' values rounded as printed (`ratios.value`), so a gap is the
difference of the two numbers the reader sees ("5,5x − 5,3x = 0,2x", never 0,3x from
unrounded values), printed with `numbers.format_amount` in the portfolio's language and
the R- facts' conventions (ratios.py: "x", " %", points for a gap of percentages).
The metric name in an id is the ratio name with dashes (`interest-cover`), and `fcf`
for free_cash_flow (`C-fcf-gap-ferlac-solvea`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations
from typing import Any

from analyste.numbers import format_amount
from analyste.ratios import SPECS, Kind, value
from analyste.risk import SEVERITY, severity  # noqa: F401  (re-exported: comparisons.SEVERITY)
from analyste.schema import ComparisonData, Fact, FactsFile, QuoteData, RankEntry, RatioData

# Ranked metrics, in the order a credit committee reads them.
RANKED = (
    "leverage",
    "interest_cover",
    "gearing",
    "net_debt",
    "free_cash_flow",
    "ebitda_margin",
    "net_margin",
    "revenue_growth",
    "equity_ratio",
    "dso",
    "revenue",
)
# Metrics with pairwise differences: the ones a comparison paragraph argues with.
GAPS = ("leverage", "interest_cover", "free_cash_flow", "ebitda_margin", "net_margin")
# Metrics whose sign says something on its own (name → the words for each side).
SIGNS = ("free_cash_flow", "net_income", "net_debt")
SHORT = {"free_cash_flow": "fcf"}

_W: dict[str, dict[str, Any]] = {
    "fr": {
        "colon": " : ",
        "sep": " ; ",
        "rank": "{label} {year}, classement du portefeuille du plus élevé au plus faible "
        "({n} sociétés)",
        "first": "le plus élevé : {high} ; le plus faible : {low}",
        "ordinal": lambda i: "1er" if i == 1 else f"{i}e",
        "unranked": "hors classement : {items}",
        "gap": "{label} {year} : {a} {va}, {b} {vb} ; écart {a} moins {b}{colon}{gap}",
        "lower": "{low} inférieur de {abs} à {high}",
        "equal": "valeurs égales",
        "units": "{label} {year} : montants non comparés, unités différentes ({items})",
        "count": lambda k, n: f"{k} société{'s' if k > 1 else ''} sur {n}",
    },
    "en": {
        "colon": ": ",
        "sep": "; ",
        "rank": "{label} {year}, portfolio ranking from highest to lowest ({n} companies)",
        "first": "highest: {high}; lowest: {low}",
        "ordinal": lambda i: {1: "1st", 2: "2nd", 3: "3rd"}.get(i, f"{i}th"),
        "unranked": "not ranked: {items}",
        "gap": "{label} {year}: {a} {va}, {b} {vb}; difference {a} minus {b}{colon}{gap}",
        "lower": "{low} lower by {abs} than {high}",
        "equal": "equal values",
        "units": "{label} {year}: amounts not compared, different units ({items})",
        "count": lambda k, n: f"{k} of {n} companies",
    },
}

# How a sign reads, per metric: (negative side, positive side).
_SIGN_WORDS = {
    "fr": {
        "free_cash_flow": (
            "négatif, la société consomme de la trésorerie",
            "positif, la société génère de la trésorerie",
        ),
        "net_income": ("négatif, la société est en perte", "positif, la société est bénéficiaire"),
        "net_debt": (
            "négative, la société a une trésorerie nette (plus de trésorerie que de dettes)",
            "positive, la société est endettée",
        ),
    },
    "en": {
        "free_cash_flow": (
            "negative, the company burns cash",
            "positive, the company generates cash",
        ),
        "net_income": ("negative, the company makes a loss", "positive, the company is profitable"),
        "net_debt": (
            "negative, the company holds net cash (more cash than debt)",
            "positive, the company is indebted",
        ),
    },
}


@dataclass(frozen=True)
class Entry:
    """One company's value of one metric for one year, as compared."""

    slug: str
    company: str
    unit: str  # the company's statement unit (amounts compare only within one unit)
    value: Decimal  # rounded as printed in its R- fact
    fact_id: str


def metric_id(name: str) -> str:
    return SHORT.get(name, name.replace("_", "-"))


def _label(name: str, language: str) -> str:
    return SPECS[name].label[language]


def _kind(name: str) -> Kind:
    return SPECS[name].kind


def _decimals(ff: FactsFile, name: str) -> int:
    data = _ratio(ff, name)
    return data.decimals if data is not None else 0


def _fact(ff: FactsFile, name: str) -> Fact | None:
    return next((f for f in ff.facts if f.id == f"R-{ff.slug}-{name}"), None)


def _ratio(ff: FactsFile, name: str) -> RatioData | None:
    """The data of a company's R- fact for `name`, when it has one."""
    fact = _fact(ff, name)
    return fact.data if fact is not None and isinstance(fact.data, RatioData) else None


def printed(v: Decimal, name: str, language: str, unit: str, decimals: int, sign: bool) -> str:
    """A value the way its R- fact prints it; a signed gap of percentages is in points."""
    kind = _kind(name)
    if kind == "percent":
        # stored as a fraction (ratios.py), printed in per cent with decimals − 2
        v, decimals = v * 100, max(decimals - 2, 0)
    text = format_amount(v, language, decimals, sign=sign)
    if kind == "multiple":
        return text + "x"
    if kind == "percent":
        if sign:
            return text + ("\u00a0pt" if language == "fr" else "\u00a0pp")
        return text + ("\u00a0%" if language == "fr" else "%")
    if kind == "days":
        return text + ("\u00a0jours" if language == "fr" else "\u00a0days")
    return f"{text}\u00a0{unit}" if unit else text


def _entries(companies: Sequence[FactsFile], name: str) -> tuple[int | None, list[Entry]]:
    """The comparison year and the companies with a meaningful value that year.

    The year is the one most companies have a value for (the latest on a tie), so that
    a filing of another fiscal year is left out rather than compared across years.
    """
    per_year: dict[int, list[Entry]] = {}
    for ff in companies:
        fact = _fact(ff, name)
        if fact is None:
            continue
        for year in ff.years:
            v = value(fact, year)
            if v is not None:
                per_year.setdefault(year, []).append(
                    Entry(ff.slug, ff.company, ff.unit, v, fact.id)
                )
    if not per_year:
        return None, []
    year = max(per_year, key=lambda y: (len(per_year[y]), y))
    return year, per_year[year]


def _same_unit(entries: list[Entry], name: str) -> tuple[list[Entry], list[Entry]]:
    """(compared, left out): amounts keep to the most common unit; ratios keep all."""
    if _kind(name) != "amount":
        return entries, []
    counts = Counter(e.unit for e in entries)
    # most common unit; on a tie, the unit of the first company given
    unit = max(counts, key=lambda u: (counts[u], -[e.unit for e in entries].index(u)))
    return [e for e in entries if e.unit == unit], [e for e in entries if e.unit != unit]


def _show(e: Entry, name: str, language: str, decimals: dict[str, int]) -> str:
    return printed(e.value, name, language, e.unit, decimals[e.slug], sign=False)


def comparison_facts(companies: Sequence[FactsFile], language: str = "fr") -> list[Fact]:
    """Every C- fact across `companies` (two or more), texts in `language`."""
    lang = language if language in _W else "fr"
    w = _W[lang]
    facts: list[Fact] = []
    if len(companies) < 2:
        return facts
    order = {ff.slug: i for i, ff in enumerate(companies)}
    names = list(dict.fromkeys([*RANKED, *GAPS, *SIGNS]))
    for name in names:
        year, entries = _entries(companies, name)
        if year is None:
            continue
        decimals = {ff.slug: _decimals(ff, name) for ff in companies}
        compared, left_out = _same_unit(entries, name)
        label = _label(name, lang)
        mid = metric_id(name)
        if left_out:
            items = ", ".join(f"{e.company} {e.unit}" for e in [*compared, *left_out])
            facts.append(
                Fact(
                    id=f"C-{mid}-units",
                    kind="comparison",
                    text=w["units"].format(label=label, year=year, items=items) + ".",
                    data=ComparisonData(
                        metric=name,
                        year=year,
                        kind="units",
                        units={e.slug: e.unit for e in [*compared, *left_out]},
                        sources=[e.fact_id for e in [*compared, *left_out]],
                    ),
                )
            )
        if len(compared) < 2:
            continue
        if name in RANKED:
            facts.append(_rank(name, year, compared, companies, lang, decimals))
        if name in GAPS:
            for a, b in combinations(sorted(compared, key=lambda e: order[e.slug]), 2):
                facts.append(_gap(name, year, a, b, lang, decimals))
        if name in SIGNS:
            fact = _sign(name, year, compared, lang, decimals)
            if fact is not None:
                facts.append(fact)
    return facts + signals_facts(companies, lang)


def _rank(
    name: str,
    year: int,
    entries: list[Entry],
    companies: Sequence[FactsFile],
    lang: str,
    decimals: dict[str, int],
) -> Fact:
    w = _W[lang]
    order = {ff.slug: i for i, ff in enumerate(companies)}
    ranked = sorted(entries, key=lambda e: (-e.value, order[e.slug]))
    items = ", ".join(
        f"{w['ordinal'](i)} {e.company} ({_show(e, name, lang, decimals)})"
        for i, e in enumerate(ranked, 1)
    )
    head = w["rank"].format(label=_label(name, lang), year=year, n=len(ranked))
    text = head + w["colon"] + items
    text += w["sep"] + w["first"].format(high=ranked[0].company, low=ranked[-1].company)
    unranked = []
    for ff in companies:
        if ff.slug in {e.slug for e in entries}:
            continue
        data = _ratio(ff, name)
        reason = data.printed.get(str(year), "") if data is not None else ""
        # "n/s : EBITDA négatif" is words, not a value: it tells why the company is not ranked
        if reason and not any(ch.isdigit() for ch in reason):
            unranked.append(f"{ff.company} ({reason})")
    if unranked:
        text += w["sep"] + w["unranked"].format(items=", ".join(unranked))
    return Fact(
        id=f"C-{metric_id(name)}-rank",
        kind="comparison",
        text=text + ".",
        data=ComparisonData(
            metric=name,
            year=year,
            kind="rank",
            ranking=[
                RankEntry(
                    rank=i,
                    slug=e.slug,
                    company=e.company,
                    value=float(e.value),
                    printed=_show(e, name, lang, decimals),
                )
                for i, e in enumerate(ranked, 1)
            ],
            sources=[e.fact_id for e in ranked],
        ),
    )


def _gap(name: str, year: int, a: Entry, b: Entry, lang: str, decimals: dict[str, int]) -> Fact:
    w = _W[lang]
    gap = a.value - b.value
    places = max(decimals[a.slug], decimals[b.slug])
    gap_text = printed(gap, name, lang, a.unit, places, sign=True)
    text = w["gap"].format(
        label=_label(name, lang),
        year=year,
        a=a.company,
        b=b.company,
        va=_show(a, name, lang, decimals),
        vb=_show(b, name, lang, decimals),
        colon=w["colon"],
        gap=gap_text,
    )
    unsigned = printed(abs(gap), name, lang, a.unit, places, sign=False)
    if _kind(name) == "percent":  # "inférieur de 15,8 pt", not "15,8 %"
        unsigned = printed(abs(gap), name, lang, a.unit, places, sign=True).lstrip("+")
    if gap:
        high, low = (a, b) if gap > 0 else (b, a)
        text += f" ({w['lower'].format(low=low.company, abs=unsigned, high=high.company)})"
    else:
        text += f" ({w['equal']})"
    return Fact(
        id=f"C-{metric_id(name)}-gap-{a.slug}-{b.slug}",
        kind="comparison",
        text=text + ".",
        data=ComparisonData(
            metric=name,
            year=year,
            kind="gap",
            a=a.slug,
            b=b.slug,
            values={a.slug: float(a.value), b.slug: float(b.value)},
            difference=float(gap),
            printed={
                a.slug: _show(a, name, lang, decimals),
                b.slug: _show(b, name, lang, decimals),
                "difference": gap_text,
                "unsigned": unsigned,
            },
            sources=[a.fact_id, b.fact_id],
        ),
    )


def _sign(
    name: str, year: int, entries: list[Entry], lang: str, decimals: dict[str, int]
) -> Fact | None:
    w = _W[lang]
    negative = sorted((e for e in entries if e.value < 0), key=lambda e: e.value)
    positive = sorted((e for e in entries if e.value > 0), key=lambda e: -e.value)
    if not negative:
        return None  # a sign fact is worth writing when someone is on the wrong side
    neg_words, pos_words = _SIGN_WORDS[lang][name]
    n = len(entries)

    def listing(group: list[Entry]) -> str:
        return ", ".join(f"{e.company} ({_show(e, name, lang, decimals)})" for e in group)

    label = _label(name, lang)
    colon = w["colon"]
    parts = [
        f"{label} {year} {neg_words}{colon}{w['count'](len(negative), n)}, " + listing(negative)
    ]
    if positive:
        parts.append(f"{label} {pos_words}{colon}{listing(positive)}")
    return Fact(
        id=f"C-{metric_id(name)}-sign",
        kind="comparison",
        text=w["sep"].join(parts) + ".",
        data=ComparisonData(
            metric=name,
            year=year,
            kind="sign",
            negative=[e.slug for e in negative],
            positive=[e.slug for e in positive],
            values={e.slug: float(e.value) for e in entries},
            printed={e.slug: _show(e, name, lang, decimals) for e in entries},
            sources=[e.fact_id for e in entries],
        ),
    )


# ---------------------------------------------------------------- risk signals per company

# The one severity order of the risk categories, most severe first: the portfolio memo
# shows each company's most severe signals (an embedded instruction always, beside them),
# not the first ones in page order.
PORTFOLIO_QUOTES = 3  # risk quotes shown per company in the portfolio memo (beside injections)

_SIGNALS = {
    "fr": "{company} : {total} signaux de risque vérifiés dans sa note ; les {shown} plus "
    "graves sont repris au portefeuille, + {more} autres signaux dans la note de la société.",
    "en": "{company}: {total} verified risk signals in its memo; the {shown} most severe are "
    "shown in the portfolio, + {more} more signals in the company's memo.",
}


def by_severity(quotes: Sequence[Any]) -> list[Any]:
    """Q- facts (Fact or payload dict) most severe first; page order within a category."""

    ranked = sorted(enumerate(quotes), key=lambda t: (severity(severity_of(t[1])), t[0]))
    return [q for _, q in ranked]


def chosen_signals(quotes: Sequence[Any]) -> tuple[list[Any], list[Any]]:
    """(shown, left to the company memo): every embedded instruction, then the
    PORTFOLIO_QUOTES most severe of the other signals."""
    ranked = by_severity(quotes)
    injected = [q for q in ranked if severity_of(q) == "embedded_instruction"]
    others = [q for q in ranked if severity_of(q) != "embedded_instruction"]
    return injected + others[:PORTFOLIO_QUOTES], others[PORTFOLIO_QUOTES:]


def severity_of(q: Any) -> str:
    if isinstance(q, dict):
        return str(q.get("category") or (q.get("data") or {}).get("category", ""))
    return q.data.category if isinstance(q.data, QuoteData) else ""


def signals_facts(companies: Sequence[FactsFile], language: str = "fr") -> list[Fact]:
    """`C-signals-<slug>` for each company with more signals than the portfolio shows:
    how many there are and how many are left to the company's memo, so that a writer can
    say "+ n autres signaux" with a number code counted."""
    lang = language if language in _SIGNALS else "fr"
    out = []
    for ff in companies:
        quotes = [f for f in ff.facts if f.kind == "quote"]
        shown, rest = chosen_signals(quotes)
        if not rest:
            continue
        out.append(
            Fact(
                id=f"C-signals-{ff.slug}",
                kind="comparison",
                text=_SIGNALS[lang].format(
                    company=ff.company, total=len(quotes), shown=len(shown), more=len(rest)
                ),
                data=ComparisonData(
                    kind="signals",
                    slug=ff.slug,
                    total=len(quotes),
                    shown=[q.id for q in shown],
                    more=len(rest),
                    order=[q.id for q in by_severity(quotes)],
                    sources=[q.id for q in quotes],
                ),
            )
        )
    return out
