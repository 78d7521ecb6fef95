"""Statements the credit-memo fields do not fit: a bank's, an insurer's (a card issuer's).

What for (issue 15): American Express's 2022 10-K was read as a manufacturer's — its
interest income taken as financial income, the parent-only "Income tax benefit" as the
group's tax. A lender's statements print interest income, loans to customers and
deposits, and no cost of sales; an insurer's print premiums, claims and technical
reserves. The kind is decided by structure: lines of several of these groups (the
standard line names of bank and insurance statements, `kinds` in labels.json) among the
primary statements' lines, each matched as a whole label. One line of one group proves
nothing (a manufacturer may print "Interest income").

Then the reading says so in one line, and only the fields that mean the same for any
company are kept (results, totals, equity, cash, cash flows, fixed assets, debt): a
bank's interest income is never a manufacturer's financial income.

What not: reading a bank's own measures (net interest margin, capital ratios).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any

from analyste.schema import CANONICAL_FIELDS

# groups of `kinds` in labels.json that must show up for each kind
_NEEDED = {"bank": 3, "insurer": 2}

# What means the same in any company's statements: kept for a bank or an insurer.
APPLIES_TO_ANY = frozenset(
    {
        "pre_tax_income",
        "income_tax",
        "net_income",
        "intangible_assets",
        "tangible_assets",
        "goodwill",
        "cash",
        "total_assets",
        "equity",
        "long_term_debt",
        "short_term_debt",
        "total_liabilities_and_equity",
    }
) | frozenset(CANONICAL_FIELDS["cashflow"])  # every cash-flow total means the same anywhere

KIND_NOTE = {
    "bank": {
        "fr": "états financiers d'une banque : les champs du mémo crédit ne s'appliquent pas",
        "en": "statements of a bank: the credit-memo fields do not apply",
    },
    "insurer": {
        "fr": "états financiers d'un assureur : les champs du mémo crédit ne s'appliquent pas",
        "en": "statements of an insurer: the credit-memo fields do not apply",
    },
}


@lru_cache(maxsize=1)
def _groups() -> dict[str, dict[str, tuple[re.Pattern[str], ...]]]:
    raw = json.loads(resources.files("analyste").joinpath("data/labels.json").read_text("utf-8"))
    return {
        kind: {g: tuple(re.compile(p) for p in pats) for g, pats in groups.items()}
        for kind, groups in raw.get("kinds", {}).items()
    }


def company_kind(labels: list[str]) -> str:
    """'bank', 'insurer' or 'company' from the normalised labels of the statements."""
    for kind, groups in _groups().items():
        hit = {g for g, pats in groups.items() if any(p.fullmatch(x) for x in labels for p in pats)}
        if len(hit) >= _NEEDED.get(kind, 2):
            return kind
    return "company"


def keep_what_applies(fields: dict[str, dict[str, Any]], sources: dict, missing: list) -> None:
    """Drop (in place) the fields that do not mean the same for a bank or an insurer."""
    for year in fields:
        for name in list(fields[year]):
            if name not in APPLIES_TO_ANY:
                del fields[year][name]
                sources.get(year, {}).pop(name, None)
    missing[:] = [m for m in missing if m.field in APPLIES_TO_ANY]
