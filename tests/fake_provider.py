"""TEST DOUBLE — a scripted fake provider for the agents' loop tests. Never used at run time.

Load it with canned replies, run the code under test, then inspect what it was asked
(the pattern of simonw/llm's `MockModel`):

    fake = FakeProvider(['{"signals": []}', ("cut", "length"), ProviderProblem(...)])
    fake.enqueue(SomeModel(...))
    result = call_structured(fake, request)
    assert fake.history[0].task == "risk_reader"

A reply is one of:
- `str`: the raw text, finish "stop";
- a pydantic `BaseModel`: its JSON, finish "stop";
- `(text, finish)` or `(text, finish, detail)`: finish in stop|length|refused|blocked|error;
- an `Exception` instance or class: raised by `execute` (e.g. `ProviderProblem("transient", ...)`);
- a callable `f(request) -> any of the above`: computed from the request (e.g. echo a page).

A request with no reply left fails the test with an AssertionError naming the task.

The fake is registered under the name "fake" only inside a test, through `installed`
(a context manager) or `install(monkeypatch, ...)`, so that `get_provider("fake")` and
`--provider fake` on the command line return this very instance.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from pydantic import BaseModel

from analyste.providers.base import REGISTRY, Provider, Reply, Request, Usage

ScriptedReply = str | BaseModel | Exception | type[Exception] | tuple[str, ...] | Callable[..., Any]

_FINISHES = {"stop", "length", "refused", "blocked", "error"}


class FakeProvider(Provider):
    """TEST DOUBLE: replies from a script, in order; remembers every request."""

    name = "fake"
    default_model = "fake-model"

    def __init__(self, replies: Iterable[ScriptedReply] = (), model: str | None = None) -> None:
        super().__init__(model=model)
        self._script: deque[ScriptedReply] = deque(replies)
        self.history: list[Request] = []
        self.replies: list[Reply] = []

    def enqueue(self, *replies: ScriptedReply | list[ScriptedReply]) -> FakeProvider:
        """Append replies: `enqueue(a, b)` or `enqueue([a, b])`. Returns self for chaining."""
        for r in replies:
            if isinstance(r, list):
                self._script.extend(r)
            else:
                self._script.append(r)
        return self

    @property
    def remaining(self) -> int:
        """Replies not yet consumed; a test can assert its script was used up."""
        return len(self._script)

    def execute(self, request: Request) -> Reply:
        self.history.append(request)
        if not self._script:
            raise AssertionError(
                f"FakeProvider: no scripted reply left for task {request.task!r} "
                f"(request #{len(self.history)})"
            )
        item = self._script.popleft()
        if callable(item) and not isinstance(item, type):
            item = item(request)
        if isinstance(item, Exception):
            raise item
        if isinstance(item, type) and issubclass(item, Exception):
            raise item()
        text, finish, detail = _as_reply(item)
        usage = Usage(
            self.name,
            self.model,
            # Rough token counts (4 characters a token) so that summaries show non-zero usage.
            tokens_in=(len(request.system) + len(request.prompt)) // 4,
            tokens_out=len(text) // 4,
            latency_s=0.001,
            task=request.task,
        )
        reply = Reply(text=text, finish=finish, usage=usage, detail=detail)  # type: ignore[arg-type]
        self.replies.append(reply)
        return reply


def _as_reply(item: Any) -> tuple[str, str, str]:
    if isinstance(item, BaseModel):
        return item.model_dump_json(), "stop", ""
    if isinstance(item, str):
        return item, "stop", ""
    if isinstance(item, tuple) and len(item) in (2, 3):
        text = item[0].model_dump_json() if isinstance(item[0], BaseModel) else str(item[0])
        finish = item[1]
        if finish not in _FINISHES:
            raise AssertionError(f"FakeProvider: unknown finish {finish!r} (one of {_FINISHES})")
        return text, finish, (item[2] if len(item) == 3 else "")
    raise AssertionError(f"FakeProvider: cannot use {item!r} as a reply")


def _factory(fake: FakeProvider) -> type[Provider]:
    # REGISTRY holds classes that get_provider() calls as cls(model=...); this subclass
    # hands back the one scripted instance so the test can inspect its history.
    def __new__(cls: type, model: str | None = None) -> FakeProvider:
        if model:
            fake.model = model
        return fake

    return type("BoundFakeProvider", (FakeProvider,), {"__new__": __new__})


@contextmanager
def installed(fake: FakeProvider | None = None) -> Iterator[FakeProvider]:
    """Register `fake` under "fake" for the duration of the block, then remove it."""
    fake = fake if fake is not None else FakeProvider()
    previous = REGISTRY.get("fake")
    REGISTRY["fake"] = _factory(fake)
    try:
        yield fake
    finally:
        if previous is None:
            REGISTRY.pop("fake", None)
        else:
            REGISTRY["fake"] = previous


def install(monkeypatch: pytest.MonkeyPatch, replies: Iterable[ScriptedReply] = ()) -> FakeProvider:
    """Register a new fake under "fake" and select it (ANALYSTE_PROVIDER=fake) for one test.

    monkeypatch undoes both at the end of the test.
    """
    fake = FakeProvider(replies)
    monkeypatch.setitem(REGISTRY, "fake", _factory(fake))
    monkeypatch.setenv("ANALYSTE_PROVIDER", "fake")
    monkeypatch.delenv("ANALYSTE_MODEL", raising=False)
    return fake
