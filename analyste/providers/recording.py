"""Recording any provider's calls to a JSONL file, and the `replay` provider that reads one.

`--record FILE` wraps the chosen provider: each request/reply pair becomes one line,
keyed by a hash of what decides the answer (task, system prompt, user prompt, the JSON
schema of the reply model). The `replay` provider (`ANALYSTE_REPLAY=FILE`, or the
`--record` file when ANALYSTE_REPLAY is unset) answers a request from the line with the
same key, so a recorded run can be re-run with no network and no key.

No HTTP header is ever written (Authorization, x-goog-api-key and api-key never reach this
module), and the values of the key variables are removed from every line as a second
guard, in case a prompt or a reply ever carried one.

A line: {"version": 1, "key", "task", "provider", "model", "schema", "system", "prompt",
"reply": {"text", "finish", "detail"}, "usage": {...}, "recorded_at"}.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from analyste.providers.base import Provider, ProviderProblem, Reply, Request, Usage, register

FORMAT_VERSION = 1

# Variables whose values are secrets; their values are scrubbed from every recorded line.
SECRET_ENV_VARS = (
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "OPENAI_API_KEY",
    "AZURE_OPENAI_API_KEY",
)
REMOVED = "[removed]"


def request_key(request: Request) -> str:
    """What decides the answer, hashed: task, system, prompt and the reply's JSON schema.

    The payload is left out: the prompts were rendered from it, and the offline provider
    (the only one that reads it) is deterministic anyway."""
    blob = json.dumps(
        [request.task, request.system, request.prompt, request.schema.model_json_schema()],
        sort_keys=True,
        ensure_ascii=False,
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]


def scrub(text: str) -> str:
    """`text` with the value of every key variable set in the environment removed."""
    for var in SECRET_ENV_VARS:
        value = os.environ.get(var)
        # A very short value would blank innocent text; real keys are long.
        if value and len(value) >= 8:
            text = text.replace(value, REMOVED)
    return text


class RecordingProvider(Provider):
    """Wraps a provider; appends every request/reply pair to a JSONL file."""

    name = "recording"
    default_model = ""

    def __init__(self, inner: Provider, path: Path | str) -> None:
        self.inner = inner
        self.path = Path(path)
        # Reports and run logs name the provider that really answered.
        self.name = inner.name  # type: ignore[misc]
        self.model = inner.model
        self._lock = threading.Lock()

    def __getattr__(self, attr: str) -> Any:
        # Anything else (a retry policy a test adjusts…) is the inner provider's.
        if attr == "inner":  # not set yet: no recursion
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    def execute(self, request: Request) -> Reply:
        reply = self.inner.execute(request)
        line = {
            "version": FORMAT_VERSION,
            "key": request_key(request),
            "task": request.task,
            "provider": self.inner.name,
            "model": self.inner.model,
            "schema": request.schema.__name__,
            "system": request.system,
            "prompt": request.prompt,
            "reply": {"text": reply.text, "finish": reply.finish, "detail": reply.detail},
            "usage": reply.usage.as_dict(),
            "recorded_at": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        text = scrub(json.dumps(line, ensure_ascii=False))
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as f:
                f.write(text + "\n")
        return reply


@register
class ReplayProvider(Provider):
    """Answers from a recording; a request that was never recorded is a config problem."""

    name = "replay"
    default_model = "recorded"

    def __init__(self, model: str | None = None, *, path: Path | str | None = None) -> None:
        super().__init__(model)
        source = path or os.environ.get("ANALYSTE_REPLAY")
        if not source:
            raise ProviderProblem(
                "config",
                "set ANALYSTE_REPLAY=FILE (a recording written with --record FILE), "
                "or use --provider offline",
            )
        self.path = Path(source)
        if not self.path.is_file():
            raise ProviderProblem("config", f"recording {self.path} not found (ANALYSTE_REPLAY)")
        self._entries: dict[str, list[dict[str, Any]]] = {}
        self._served: dict[str, int] = {}
        for number, raw in enumerate(self.path.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip():
                continue
            try:
                entry = json.loads(raw)
                self._entries.setdefault(entry["key"], []).append(entry)
            except (json.JSONDecodeError, KeyError, TypeError):
                raise ProviderProblem(
                    "config", f"{self.path}:{number}: not a recording line"
                ) from None

    def execute(self, request: Request) -> Reply:
        key = request_key(request)
        entries = self._entries.get(key)
        if not entries:
            raise ProviderProblem(
                "config",
                f"{self.path} holds no reply for this {request.task!r} request (key {key}); "
                "record it again with --record",
            )
        # The same request recorded several times (reruns) replays in recorded order,
        # then keeps answering with the last one.
        index = self._served.get(key, 0)
        self._served[key] = index + 1
        entry = entries[min(index, len(entries) - 1)]
        reply = entry["reply"]
        recorded = entry.get("usage", {})
        usage = Usage(
            self.name,
            f"{entry.get('provider', '?')}/{entry.get('model', '?')}",
            tokens_in=int(recorded.get("tokens_in", 0)),
            tokens_out=int(recorded.get("tokens_out", 0)),
            # A replay takes no time; a zero latency would be replaced by call_structured.
            latency_s=1e-6,
        )
        return Reply(reply["text"], reply["finish"], usage, reply.get("detail", ""))
