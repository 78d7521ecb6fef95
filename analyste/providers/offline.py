"""The offline provider: deterministic agents, no key, no network.

It is registered like any other provider. It reads the request's structured payload
(the same data the prompts were rendered from, never more) and hands it to the rule-based
agent of the task; the agents live in analyste.offline and are imported on first use.
"""

from __future__ import annotations

import hashlib
import importlib
import time
from functools import cache
from importlib import resources
from typing import Any

from pydantic import BaseModel

from analyste.providers.base import Provider, ProviderProblem, Reply, Request, Usage, register

AGENTS: dict[str, str] = {
    "risk_reader": "analyste.offline.tenk:read",  # the lexicon reader, then 10-K structure
    "writer": "analyste.offline.writer:write",
    "portfolio_writer": "analyste.offline.portfolio_writer:write",
    "ask": "analyste.offline.answerer:answer",
}


# The offline agents' rules: bump when a change of code changes what they answer. The
# data they read (lexicon, vocabulary tables) is part of the version by its digest, so an
# edited table re-reads the filings without a bump (issue 12: a version, not a hash of
# source files, as simonw/llm keys on model_id).
RULES_VERSION = "2026.12-8"


@cache
def _data_digest() -> str:
    h = hashlib.sha256()
    folder = resources.files("analyste") / "data"
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.is_file():
            h.update(entry.name.encode())
            h.update(entry.read_bytes())
    return h.hexdigest()[:12]


@register
class OfflineProvider(Provider):
    name = "offline"
    default_model = "rules-v1"
    free = True

    @property
    def version(self) -> str:
        """The rules and the data the offline agents answer with."""
        return f"{RULES_VERSION}+{_data_digest()}"

    def execute(self, request: Request) -> Reply:
        target = AGENTS.get(request.task)
        if target is None:
            raise ProviderProblem(
                "config", f"the offline provider has no agent for {request.task!r}"
            )
        module, func = target.split(":")
        agent = getattr(importlib.import_module(module), func)
        started = time.perf_counter()
        out: Any = agent(request.payload)
        text = out.model_dump_json() if isinstance(out, BaseModel) else str(out)
        usage = Usage(self.name, self.model, latency_s=time.perf_counter() - started)
        return Reply(text=text, finish="stop", usage=usage)
