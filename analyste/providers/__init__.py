"""Language-model providers behind one interface, chosen by configuration.

`get_provider()` resolves the provider: an explicit name, else ANALYSTE_PROVIDER, else the
first provider configured in the environment (a key, or a Vertex AI project), else
`offline`. Providers register themselves with `register`; importing this package imports
them all (their SDKs are imported only when one is built). `record=FILE` wraps the
provider so that every request/reply pair is written to FILE, which the `replay`
provider answers from later.

The environment is read as it is: the command line loads `.env` first
(analyste.settings.load_dotenv).
"""

from __future__ import annotations

import os
from pathlib import Path

from analyste.errors import AnalysteError
from analyste.providers import gemini as _gemini  # noqa: F401  (registers)
from analyste.providers import offline as _offline  # noqa: F401  (registers)
from analyste.providers import openai_chat as _openai_chat  # noqa: F401  (registers)
from analyste.providers.base import (
    REGISTRY,
    Provider,
    ProviderProblem,
    Reply,
    Request,
    Usage,
    call_structured,
    register,
)
from analyste.providers.recording import RecordingProvider, ReplayProvider, request_key
from analyste.providers.retry import RetryPolicy

__all__ = [
    "REGISTRY",
    "Provider",
    "ProviderProblem",
    "RecordingProvider",
    "ReplayProvider",
    "Reply",
    "Request",
    "RetryPolicy",
    "Usage",
    "call_structured",
    "get_provider",
    "register",
    "request_key",
]


def get_provider(
    name: str | None = None, model: str | None = None, record: str | Path | None = None
) -> Provider:
    """The provider to use; `record` wraps it so that every call is written to that file.

    A provider that is named but not configured raises ProviderProblem("config") whose
    message names the variable to set. With `replay` and no ANALYSTE_REPLAY, `record` is
    the file replayed (and is not written to).
    """
    name = name or os.environ.get("ANALYSTE_PROVIDER") or _default_name()
    model = model or os.environ.get("ANALYSTE_MODEL") or None
    cls = REGISTRY.get(name)
    if cls is None:
        known = ", ".join(sorted(REGISTRY))
        raise AnalysteError(f"unknown provider {name!r} (known: {known})")
    if cls is ReplayProvider and record and not os.environ.get("ANALYSTE_REPLAY"):
        return ReplayProvider(model=model, path=record)
    provider = cls(model=model)
    if record:
        return RecordingProvider(provider, record)
    return provider


def _default_name() -> str:
    for cls in REGISTRY.values():
        if cls.configured():
            return cls.name
    return "offline"
