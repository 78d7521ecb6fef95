"""Prompt templates: versioned files under analyste/prompts, one per task and language.

A file `<name>.<lang>.md` holds two sections, `## system` and `## user`, with `$variable`
placeholders (string.Template, so that JSON braces in a prompt need no escaping).
`render` fails on a variable the caller does not supply; `variables` lets a test check
every template against the variables its caller supplies.
"""

from __future__ import annotations

import re
from importlib import resources
from string import Template

from analyste.errors import AnalysteError


def _read(name: str, language: str) -> dict[str, str]:
    ref = resources.files("analyste.prompts") / f"{name}.{language}.md"
    try:
        text = ref.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise AnalysteError(f"prompt template {name}.{language}.md is missing") from None
    sections: dict[str, str] = {}
    for part in re.split(r"^## ", text, flags=re.M)[1:]:
        head, _, body = part.partition("\n")
        sections[head.strip().lower()] = body.strip()
    if set(sections) != {"system", "user"}:
        raise AnalysteError(f"prompt template {name}.{language}.md needs ## system and ## user")
    return sections


def variables(name: str, language: str) -> set[str]:
    found: set[str] = set()
    for body in _read(name, language).values():
        for m in Template.pattern.finditer(body):
            var = m.group("named") or m.group("braced")
            if var:
                found.add(var)
    return found


def render(name: str, language: str, **values: str) -> tuple[str, str]:
    """(system, user) with every placeholder filled; AnalysteError on a missing one."""
    sections = _read(name, language)
    try:
        return (
            Template(sections["system"]).substitute(values),
            Template(sections["user"]).substitute(values),
        )
    except KeyError as e:
        raise AnalysteError(f"prompt {name}.{language}: no value for ${e.args[0]}") from None
