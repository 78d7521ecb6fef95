"""The one small interface every language-model provider implements.

A provider turns a `Request` (prompts, the JSON schema of the expected reply, and the
structured payload the prompts were rendered from) into a `Reply` (raw text, finish
reason, usage). `call_structured` validates the reply with pydantic and re-asks once
with the validation error; a cut, refused, blocked, empty or still-invalid reply raises
`ProviderProblem` carrying every attempt. A provider's promise is not a check.

Transient failures (timeouts, 429, 5xx) are retried inside each provider, where the
SDK's error types are known. This module knows no SDK.
"""

from __future__ import annotations

import os
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from analyste.errors import AnalysteError

T = TypeVar("T", bound=BaseModel)

Finish = Literal["stop", "length", "refused", "blocked", "error"]


@dataclass
class Request:
    task: str  # "risk_reader", "writer", "portfolio_writer", "ask"
    system: str
    prompt: str
    schema: type[BaseModel]
    payload: dict[str, Any] = field(default_factory=dict)
    max_output_tokens: int = 8192


@dataclass
class Usage:
    provider: str
    model: str
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    task: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "model": self.model,
            "task": self.task,
            "tokens_in": self.tokens_in,
            "tokens_out": self.tokens_out,
            "latency_s": round(self.latency_s, 3),
        }


@dataclass
class Reply:
    text: str
    finish: Finish
    usage: Usage
    detail: str = ""  # the provider's own words on a refusal or block


ProblemKind = Literal["cut", "refused", "blocked", "empty", "invalid", "transient", "config"]


@dataclass
class Attempt:
    number: int
    error: str
    raw: str


class ProviderProblem(AnalysteError):
    """A reply that cannot be used; keeps every failed attempt with its raw output."""

    def __init__(self, kind: ProblemKind, message: str, attempts: list[Attempt] | None = None):
        self.kind = kind
        self.attempts = attempts or []
        super().__init__(f"{kind}: {message}")


class Provider(ABC):
    name: ClassVar[str]
    default_model: ClassVar[str]
    key_env_vars: ClassVar[tuple[str, ...]] = ()
    supports_schema: ClassVar[bool] = True
    # A provider whose calls cost nothing (no tokens billed, no rate limit) reads every
    # page a filing's text holds, not a budget's worth (issue 16: PG&E 2019's legal notes,
    # pp. 178-201, were left out of the offline reading by a token budget it does not pay).
    free: ClassVar[bool] = False

    def __init__(self, model: str | None = None) -> None:
        self.model = model or self.default_model

    @classmethod
    def configured(cls) -> bool:
        """Whether the environment holds what this provider needs (a key, a project).

        `get_provider()` picks the first configured provider when none is named."""
        return any(os.environ.get(v) for v in cls.key_env_vars)

    @abstractmethod
    def execute(self, request: Request) -> Reply:
        """One call (with its own transient retries); never validates the content."""


REGISTRY: dict[str, type[Provider]] = {}


def register(cls: type[Provider]) -> type[Provider]:
    REGISTRY[cls.name] = cls
    return cls


_FINISH_PROBLEM: dict[str, ProblemKind] = {
    "length": "cut",
    "refused": "refused",
    "blocked": "blocked",
    "error": "invalid",
}


def call_structured(
    provider: Provider, request: Request, usages: list[Usage] | None = None
) -> BaseModel:
    """Execute, validate with pydantic, re-ask once on invalid output.

    Every call's usage is appended to `usages` (when given), failed ones included.
    """
    attempts: list[Attempt] = []
    current = request
    for number in (1, 2):
        started = time.perf_counter()
        reply = provider.execute(current)
        if not reply.usage.latency_s:
            reply.usage.latency_s = time.perf_counter() - started
        reply.usage.task = request.task
        if usages is not None:
            usages.append(reply.usage)
        if reply.finish in _FINISH_PROBLEM:
            attempts.append(
                Attempt(
                    number, reply.finish + (f": {reply.detail}" if reply.detail else ""), reply.text
                )
            )
            raise ProviderProblem(
                _FINISH_PROBLEM[reply.finish],
                f"{provider.name} answered with finish reason {reply.finish!r}"
                + (f" ({reply.detail})" if reply.detail else ""),
                attempts,
            )
        if not reply.text.strip():
            attempts.append(Attempt(number, "empty reply", reply.text))
            raise ProviderProblem("empty", f"{provider.name} returned an empty reply", attempts)
        try:
            return request.schema.model_validate_json(reply.text)
        except ValidationError as e:
            error = _short_error(e)
            attempts.append(Attempt(number, error, reply.text))
            current = Request(
                task=request.task,
                system=request.system,
                prompt=request.prompt
                + "\n\nYour previous reply was not valid against the schema: "
                + error
                + "\nReply again with JSON only, matching the schema exactly.",
                schema=request.schema,
                payload=request.payload,
                max_output_tokens=request.max_output_tokens,
            )
    raise ProviderProblem(
        "invalid", f"{provider.name} returned invalid output twice: {attempts[-1].error}", attempts
    )


def _short_error(e: ValidationError) -> str:
    parts = []
    for err in e.errors()[:5]:
        loc = ".".join(str(x) for x in err["loc"]) or "(root)"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)
