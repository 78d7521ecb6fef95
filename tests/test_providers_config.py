"""Choosing a provider from the environment / .env, missing-key messages, schema shaping."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from analyste.errors import AnalysteError
from analyste.providers import ProviderProblem, get_provider
from analyste.providers.gemini import GeminiProvider
from analyste.providers.retry import RetryPolicy, retry_after_seconds
from analyste.providers.schemas import gemini_response_schema, openai_response_format
from analyste.settings import load_dotenv

# -- selection ---------------------------------------------------------------------------


def test_no_key_means_offline() -> None:
    assert get_provider().name == "offline"
    assert get_provider("offline", None).name == "offline"  # the older call form


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"GEMINI_API_KEY": "k" * 20}, "gemini"),
        ({"GOOGLE_API_KEY": "k" * 20}, "gemini"),
        ({"OPENAI_API_KEY": "k" * 20}, "openai"),
        ({"OPENAI_API_KEY": "k" * 20, "GEMINI_API_KEY": "k" * 20}, "gemini"),
        ({"OPENAI_API_KEY": "k" * 20, "ANALYSTE_PROVIDER": "offline"}, "offline"),
        (
            {"GEMINI_API_KEY": "k" * 20, "ANALYSTE_PROVIDER": "openai", "OPENAI_API_KEY": "k"},
            "openai",
        ),
    ],
)
def test_selection_from_the_environment(
    env: dict[str, str], expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert get_provider().name == expected


def test_vertex_counts_as_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    # Not built here: a Vertex client may look for cloud credentials on the network.
    assert not GeminiProvider.configured()
    monkeypatch.setenv("GOOGLE_GENAI_USE_VERTEXAI", "true")
    assert not GeminiProvider.configured()  # a project is needed too
    monkeypatch.setenv("GOOGLE_CLOUD_PROJECT", "my-project")
    assert GeminiProvider.configured()


def test_model_from_the_environment_or_the_option(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "k" * 20)
    assert get_provider("openai").model == "gpt-4.1-mini"
    monkeypatch.setenv("ANALYSTE_MODEL", "gpt-env")
    assert get_provider("openai").model == "gpt-env"
    assert get_provider("openai", "gpt-option").model == "gpt-option"


def test_settings_from_a_dotenv_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# local settings\nANALYSTE_PROVIDER=openai\nOPENAI_API_KEY='" + "k" * 20 + "'\n"
    )
    load_dotenv(dotenv)  # sets only variables the autouse fixture registered for restore
    provider = get_provider()
    assert provider.name == "openai"


def test_a_local_openai_compatible_server_needs_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1")
    monkeypatch.setenv("ANALYSTE_PROVIDER", "openai")
    monkeypatch.setenv("ANALYSTE_MODEL", "llama3.2")
    assert get_provider().model == "llama3.2"


@pytest.mark.parametrize(
    ("name", "variables"),
    [
        (
            "gemini",
            ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_CLOUD_PROJECT", "--provider offline"],
        ),
        ("openai", ["OPENAI_API_KEY", "OPENAI_BASE_URL", "--provider offline"]),
    ],
)
def test_a_missing_key_names_the_variable_to_set(name: str, variables: list[str]) -> None:
    with pytest.raises(ProviderProblem) as e:
        get_provider(name)
    assert e.value.kind == "config"
    for v in variables:
        assert v in str(e.value)


def test_vertex_without_a_project_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOOGLE_GENAI_USE_VERTEXAI", "true")
    with pytest.raises(ProviderProblem, match="GOOGLE_CLOUD_PROJECT"):
        get_provider("gemini")


def test_an_unknown_provider_lists_the_known_ones() -> None:
    with pytest.raises(AnalysteError, match=r"unknown provider 'claude'.*gemini, offline, openai"):
        get_provider("claude")


# -- retry policy ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({}, 0.0),
        ({"retry-after": "7"}, 7.0),
        ({"retry-after": "1.5"}, 1.5),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
        ({"retry-after": "soon"}, 0.0),
        ({"retry-after": "-3"}, 0.0),
        ({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, 0.0),  # a date in the past
    ],
)
def test_retry_after_forms(headers: dict[str, str], expected: float) -> None:
    assert retry_after_seconds(headers) == pytest.approx(expected)


def test_backoff_grows_and_is_capped() -> None:
    policy = RetryPolicy(base_delay=1.0, max_delay=5.0)
    for n, upper in [(1, 1.0), (2, 2.0), (3, 4.0), (4, 5.0), (9, 5.0)]:
        wait = policy.delay(n, 0.0)
        assert upper / 2 <= wait <= upper
    assert policy.delay(1, 30.0) == 30.0  # the server's ask wins


def test_a_non_transient_error_is_not_retried() -> None:
    calls: list[int] = []

    def call() -> None:
        calls.append(1)
        raise ValueError("bug")

    with pytest.raises(ValueError):
        RetryPolicy(base_delay=0.0).run(call, lambda e: None, "x")
    assert calls == [1]


def test_base_delay_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_RETRY_BASE_DELAY", "0.002")
    assert RetryPolicy().base_delay == 0.002


# -- schema shaping ----------------------------------------------------------------------------


class Colour(StrEnum):
    red = "red"
    blue = "blue"


class Inner(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40, pattern=r"^\w+$", description="a name")
    colour: Colour = Colour.red


class Outer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["memo"] = "memo"
    inner: Inner = Field(description="a described nested model (a $ref with a sibling)")
    items: list[Inner] = Field(default_factory=list)
    note: str | None = None
    score: float = Field(default=0.5, ge=0, le=1)


def _walk(node: Any) -> list[dict[str, Any]]:
    out = []
    if isinstance(node, dict):
        out.append(node)
        for v in node.values():
            out.extend(_walk(v))
    elif isinstance(node, list):
        for v in node:
            out.extend(_walk(v))
    return out


def test_openai_strict_schema_rules() -> None:
    fmt = openai_response_format(Outer)
    assert fmt["json_schema"]["strict"] is True
    schema = fmt["json_schema"]["schema"]
    for node in _walk(schema):
        assert "$ref" not in node and "$defs" not in node and "default" not in node
        if node.get("type") == "object":
            assert node["additionalProperties"] is False
            assert node["required"] == list(node["properties"])
    assert schema["properties"]["inner"]["description"].startswith("a described")
    assert schema["properties"]["inner"]["properties"]["colour"]["enum"] == ["red", "blue"]
    assert schema["properties"]["kind"]["enum"] == ["memo"]


def test_openai_free_form_map_falls_back_to_non_strict() -> None:
    class Loose(BaseModel):
        values: dict[str, int]

    fmt = openai_response_format(Loose)
    assert fmt["json_schema"]["strict"] is False
    assert fmt["json_schema"]["schema"]["properties"]["values"]["additionalProperties"] == {
        "type": "integer"
    }


def test_gemini_schema_keeps_only_documented_keywords() -> None:
    schema = gemini_response_schema(Outer)
    allowed = {
        "type", "format", "title", "description", "enum", "items", "prefixItems", "minItems",
        "maxItems", "minimum", "maximum", "anyOf", "oneOf", "properties",
        "additionalProperties", "required", "propertyOrdering",
    }  # fmt: skip
    for node in _walk(schema):
        if "type" in node or "anyOf" in node or "enum" in node:
            assert set(node) <= allowed, set(node) - allowed
    assert schema["properties"]["kind"]["enum"] == ["memo"]  # const → one-value enum
    assert schema["propertyOrdering"] == ["kind", "inner", "items", "note", "score"]
    assert schema["properties"]["score"]["maximum"] == 1


def test_a_recursive_model_is_refused_clearly() -> None:
    class Node(BaseModel):
        children: list[Node] = []

    Node.model_rebuild()
    with pytest.raises(AnalysteError, match="recursive"):
        gemini_response_schema(Node)
