"""Our retry policy for transient provider failures (timeouts, connection errors, 429, 5xx).

The SDKs' own retries are switched off (openai `max_retries=0`; google-genai retries
only when `HttpOptions.retry_options` is set, which we never do) so that one policy,
tested here, decides: exponential backoff with jitter, honouring the server's
`Retry-After` / `retry-after-ms`, bounded both in attempts and in total time. When the
bound is reached the last error becomes `ProviderProblem("transient")`.

`ANALYSTE_RETRY_BASE_DELAY` (seconds) shrinks the backoff, for tests of other modules
that run a real client against a loopback server.
"""

from __future__ import annotations

import email.utils
import os
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from analyste.providers.base import Attempt, ProviderProblem

T = TypeVar("T")

# What a provider's classifier says about an exception: None = not transient (re-raise),
# else the server's requested delay in seconds (or 0.0 when it gave none).
Classifier = Callable[[BaseException], float | None]


@dataclass
class RetryPolicy:
    attempts: int = 4  # calls in all, the first one included
    base_delay: float = field(
        default_factory=lambda: float(os.environ.get("ANALYSTE_RETRY_BASE_DELAY", "1.0"))
    )
    max_delay: float = 20.0  # one wait, unless the server asks for more
    total: float = 60.0  # seconds from the first call; no wait may cross it
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.monotonic

    def delay(self, retry_number: int, retry_after: float) -> float:
        """Wait before retry `retry_number` (1-based): backoff, or the server's ask if longer."""
        backoff = min(self.max_delay, self.base_delay * 2 ** (retry_number - 1))
        # Full jitter on the upper half keeps parallel runs from retrying in lockstep.
        backoff = backoff / 2 + random.uniform(0, backoff / 2)
        return max(backoff, retry_after)

    def run(self, call: Callable[[], T], classify: Classifier, what: str) -> T:
        started = self.clock()
        failures: list[Attempt] = []
        for number in range(1, self.attempts + 1):
            try:
                return call()
            except Exception as e:
                retry_after = classify(e)
                if retry_after is None:
                    raise
                failures.append(Attempt(number, _describe(e), ""))
                if number == self.attempts:
                    break
                wait = self.delay(number, retry_after)
                if self.clock() - started + wait > self.total:
                    failures[-1].error += f" (a wait of {wait:.1f}s would exceed {self.total:.0f}s)"
                    break
                self.sleep(wait)
        raise ProviderProblem(
            "transient",
            f"{what} failed {len(failures)} time(s), last: {failures[-1].error}",
            failures,
        )


def _describe(e: BaseException) -> str:
    text = str(e).splitlines()[0] if str(e) else ""
    return f"{type(e).__name__}: {text}"[:300]


def retry_after_seconds(headers: Mapping[str, str] | Any) -> float:
    """The server's requested delay: `retry-after-ms` (OpenAI), else `Retry-After`
    (seconds or an HTTP date, RFC 9110 §10.2.3); 0.0 when absent or unreadable."""
    if headers is None:
        return 0.0
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(0.0, float(ms) / 1000)
        value = headers.get("retry-after")
    except Exception:
        return 0.0
    if value is None:
        return 0.0
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return 0.0
    return max(0.0, when.timestamp() - time.time())


TRANSIENT_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
