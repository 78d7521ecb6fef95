"""Language-model providers behind one interface, chosen by configuration.

`get_provider()` resolves the provider: an explicit name, else ANALYSTE_PROVIDER, else the
first provider whose key is configured, else `offline`. Providers register themselves
with `register`; importing this package imports them all.
"""

from __future__ import annotations

import os

from analyste.errors import AnalysteError
from analyste.providers import offline as _offline  # noqa: F401  (registers)
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

__all__ = [
    "REGISTRY",
    "Provider",
    "ProviderProblem",
    "Reply",
    "Request",
    "Usage",
    "call_structured",
    "get_provider",
    "register",
]


def get_provider(name: str | None = None, model: str | None = None) -> Provider:
    name = name or os.environ.get("ANALYSTE_PROVIDER") or _default_name()
    model = model or os.environ.get("ANALYSTE_MODEL") or None
    cls = REGISTRY.get(name)
    if cls is None:
        known = ", ".join(sorted(REGISTRY))
        raise AnalysteError(f"unknown provider {name!r} (known: {known})")
    return cls(model=model)


def _default_name() -> str:
    for cls in REGISTRY.values():
        if cls.key_env_vars and any(os.environ.get(v) for v in cls.key_env_vars):
            return cls.name
    return "offline"
