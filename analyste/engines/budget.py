"""One rate budget per provider, shared by every worker of a run (issue 14).

Tens of thousands of model calls from many workers must stay inside what the provider
grants: calls at once, requests per minute and tokens per minute. The budget lives in
one place — a plain object in the driver for the sequential engine, a
`multiprocessing` manager for the local process pool, a Ray actor for Ray — and every
worker holds a handle to it, never a copy (a copy per worker would grant N times the
limit).

`Budget.acquire(tokens)` never blocks: it answers 0 (granted, the call is counted) or
the seconds to wait before asking again, so that a single-threaded Ray actor serves
every worker without holding one while another waits. `BudgetedProvider` wraps a
provider: it waits for the grant, calls the provider (its own transient retries and
backoff apply, inside the grant) and gives the grant back with the tokens really used.

Configuration (environment or `.env`), 0 or unset meaning no limit:
`ANALYSTE_MAX_CALLS` (calls at once), `ANALYSTE_RPM`, `ANALYSTE_TPM`, each also per
provider as `ANALYSTE_<PROVIDER>_MAX_CALLS`, `…_RPM`, `…_TPM` (the provider's name in
capitals), which wins. The offline provider calls no model and is never limited.
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from analyste.errors import AnalysteError
from analyste.providers.base import Provider, Reply, Request


class Limits(BaseModel):
    """What one provider grants a run; 0 is no limit."""

    model_config = ConfigDict(extra="forbid")

    max_calls: int = Field(default=0, ge=0, description="model calls at once, over every worker")
    rpm: int = Field(default=0, ge=0, description="requests per minute")
    tpm: int = Field(default=0, ge=0, description="tokens per minute (input, estimated, + output)")

    @property
    def unlimited(self) -> bool:
        return not (self.max_calls or self.rpm or self.tpm)

    @classmethod
    def from_env(cls, provider: str) -> Limits:
        """From ANALYSTE_<PROVIDER>_<NAME>, else ANALYSTE_<NAME>; offline: no limit."""
        if provider == "offline":
            return cls()
        values: dict[str, int] = {}
        for name in ("max_calls", "rpm", "tpm"):
            raw = os.environ.get(f"ANALYSTE_{provider.upper()}_{name.upper()}") or os.environ.get(
                f"ANALYSTE_{name.upper()}"
            )
            if raw:
                try:
                    values[name] = int(raw)
                except ValueError:
                    raise AnalysteError(
                        f"ANALYSTE_{name.upper()}={raw!r}: a whole number is expected"
                    ) from None
        return cls(**values)


class Budget:
    """The shared count: calls in flight, and a one-minute window of calls and tokens."""

    WINDOW_S = 60.0

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self._clock = clock
        self._in_flight = 0
        self._peak = 0
        self._calls: deque[float] = deque()  # start times in the window
        self._tokens: deque[tuple[float, int]] = deque()  # (time, tokens) in the window
        self._granted = 0

    def _expire(self, now: float) -> None:
        while self._calls and now - self._calls[0] >= self.WINDOW_S:
            self._calls.popleft()
        while self._tokens and now - self._tokens[0][0] >= self.WINDOW_S:
            self._tokens.popleft()

    def acquire(self, tokens: int) -> float:
        """0 when a call estimated at `tokens` may start now (it is counted), else the
        seconds to wait before asking again."""
        now = self._clock()
        self._expire(now)
        lim = self.limits
        if lim.max_calls and self._in_flight >= lim.max_calls:
            return 0.05  # a call ends soon; nothing to compute
        if lim.rpm and len(self._calls) >= lim.rpm:
            return max(0.05, self.WINDOW_S - (now - self._calls[0]))
        used = sum(t for _, t in self._tokens)
        # a call bigger than the whole minute's budget would wait for ever: it goes
        # alone, once the window is empty
        if lim.tpm and self._tokens and used + tokens > lim.tpm:
            return max(0.05, self.WINDOW_S - (now - self._tokens[0][0]))
        self._in_flight += 1
        self._peak = max(self._peak, self._in_flight)
        self._granted += 1
        self._calls.append(now)
        self._tokens.append((now, tokens))
        return 0.0

    def release(self, tokens_estimated: int, tokens_used: int) -> None:
        """The call is over; the window counts the tokens it really used."""
        self._in_flight = max(0, self._in_flight - 1)
        if tokens_used > tokens_estimated:
            self._tokens.append((self._clock(), tokens_used - tokens_estimated))

    def stats(self) -> dict[str, int]:
        """Calls granted and the most at once (what the tests and the benchmark read)."""
        return {"granted": self._granted, "peak": self._peak, "in_flight": self._in_flight}


class BudgetHandle(Protocol):
    """What a worker holds: the Budget itself, a manager proxy, or a Ray actor's client."""

    def acquire(self, tokens: int) -> float: ...

    def release(self, tokens_estimated: int, tokens_used: int) -> None: ...


def estimate_tokens(request: Request) -> int:
    """Input tokens at 4 characters a token (the risk reader's own estimate)."""
    return (len(request.system) + len(request.prompt)) // 4


class BudgetedProvider(Provider):
    """A provider whose every call first takes a grant from the shared budget."""

    name = "budgeted"
    default_model = ""

    def __init__(
        self, inner: Provider, budget: BudgetHandle, sleep: Callable[[float], Any] = time.sleep
    ) -> None:
        self.inner = inner
        self.budget = budget
        self._sleep = sleep
        self.name = inner.name  # type: ignore[misc]  # the run log names who answered
        self.model = inner.model

    def __getattr__(self, attr: str) -> Any:
        if attr == "inner":  # not set yet: no recursion
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    def execute(self, request: Request) -> Reply:
        estimated = estimate_tokens(request)
        while (wait := self.budget.acquire(estimated)) > 0:
            self._sleep(wait)
        used = estimated
        try:
            reply = self.inner.execute(request)
            used = reply.usage.tokens_in + reply.usage.tokens_out or estimated
            return reply
        finally:
            self.budget.release(estimated, used)
