"""The pydantic model's JSON schema, reshaped for what each provider accepts.

Both providers accept only a subset of JSON Schema, and reject a request that uses a
keyword outside it, so the schema is rebuilt from an allow-list rather than sent as is.
A keyword dropped here (a string length, a pattern) is still enforced: `call_structured`
validates every reply with the pydantic model itself.

- OpenAI strict structured outputs need every object closed
  (`additionalProperties: false`) and every property listed in `required`; a schema
  that cannot be made strict (a free-form map) is sent non-strict.
- Gemini's `response_json_schema` documents the keywords it reads, and forbids siblings
  beside `$ref`; references are inlined (our reply models are not recursive).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from analyste.errors import AnalysteError

_OPENAI_KEYS = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "anyOf",
        "enum",
        "description",
        "title",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minItems",
        "maxItems",
    }
)

# The keywords google-genai documents for GenerateContentConfig.response_json_schema.
_GEMINI_KEYS = frozenset(
    {
        "type",
        "format",
        "title",
        "description",
        "enum",
        "items",
        "prefixItems",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "anyOf",
        "oneOf",
        "properties",
        "additionalProperties",
        "required",
        "propertyOrdering",
    }
)


def schema_name(model: type[BaseModel]) -> str:
    """A name OpenAI accepts for json_schema.name (^[a-zA-Z0-9_-]{1,64}$)."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", model.__name__)[:64] or "reply"


def inlined(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema with every `$ref` replaced by its definition."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})

    def walk(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(x, seen) for x in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            if name in seen:
                raise AnalysteError(f"schema {model.__name__}: recursive model {name} unsupported")
            target = walk(defs[name], (*seen, name))
            siblings = {k: walk(v, seen) for k, v in node.items() if k != "$ref"}
            return {**target, **siblings}
        # pydantic < 2.x wraps a described reference in a one-item allOf.
        if "allOf" in node and len(node["allOf"]) == 1:
            rest = {k: v for k, v in node.items() if k != "allOf"}
            return {**walk(node["allOf"][0], seen), **walk(rest, seen)}
        return {k: walk(v, seen) for k, v in node.items()}

    return walk(schema, ())


def openai_response_format(model: type[BaseModel]) -> dict[str, Any]:
    """`response_format` for chat completions: strict json_schema whenever possible."""
    schema = inlined(model)
    try:
        strict = _openai_strict(schema)
    except _NotStrict:
        return {
            "type": "json_schema",
            "json_schema": {"name": schema_name(model), "schema": schema, "strict": False},
        }
    return {
        "type": "json_schema",
        "json_schema": {"name": schema_name(model), "schema": strict, "strict": True},
    }


class _NotStrict(Exception):
    pass


def _openai_strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_openai_strict(x) for x in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "const":
            # `enum` is on every list of supported keywords; `const` is not on all of them.
            out["enum"] = [value]
        elif key not in _OPENAI_KEYS:
            # e.g. `default`, which strict mode rejects ("'default' is not permitted").
            continue
        elif key == "properties":
            out[key] = {name: _openai_strict(sub) for name, sub in value.items()}
        elif key == "additionalProperties" and value not in (False, None):
            # A free-form map (dict[str, X]) cannot be expressed in strict mode.
            raise _NotStrict
        else:
            out[key] = _openai_strict(value)
    if node.get("type") == "object" or "properties" in node:
        out.setdefault("properties", {})
        # Strict mode: every property required and the object closed; a field with a
        # default is then always written by the model, which pydantic accepts.
        out["required"] = list(out["properties"])
        out["additionalProperties"] = False
    return out


def gemini_response_schema(model: type[BaseModel]) -> dict[str, Any]:
    """`response_json_schema` for Gemini: documented keywords only, refs inlined,
    `const` as a one-value enum, property order kept (Gemini writes keys in that order)."""

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(x) for x in node]
        if not isinstance(node, dict):
            return node
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "const":
                out["enum"] = [value]
            elif key == "properties":
                out[key] = {name: walk(sub) for name, sub in value.items()}
            elif key in _GEMINI_KEYS:
                out[key] = walk(value)
        if "properties" in out:
            out["propertyOrdering"] = list(out["properties"])
        return out

    return walk(inlined(model))
