"""The offline provider: deterministic agents, no key, no network.

It is registered like any other provider. It reads the request's structured payload
(the same data the prompts were rendered from, never more) and hands it to the rule-based
agent of the task; the agents live in analyste.offline and are imported on first use.
"""

from __future__ import annotations

import importlib
import time
from typing import Any

from pydantic import BaseModel

from analyste.providers.base import Provider, ProviderProblem, Reply, Request, Usage, register

AGENTS: dict[str, str] = {
    "risk_reader": "analyste.offline.risk_reader:read",
    "writer": "analyste.offline.writer:write",
    "portfolio_writer": "analyste.offline.portfolio_writer:write",
    "ask": "analyste.offline.answerer:answer",
}


@register
class OfflineProvider(Provider):
    name = "offline"
    default_model = "rules-v1"

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
