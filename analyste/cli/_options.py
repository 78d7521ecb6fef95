"""Options shared by several commands, written once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

F = Callable[..., Any]


def quiet_option(f: F) -> F:
    return click.option("--quiet", "-q", is_flag=True, help="No progress bars or decoration.")(f)


def json_option(f: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")(f)


def provider_options(f: F) -> F:
    f = click.option(
        "--record",
        type=click.Path(dir_okay=False),
        default=None,
        help="Write every request/response pair to this recording file (keys removed).",
    )(f)
    f = click.option(
        "--model", envvar="ANALYSTE_MODEL", default=None, help="Model name for the provider."
    )(f)
    f = click.option(
        "--provider",
        envvar="ANALYSTE_PROVIDER",
        default=None,
        help="offline, gemini, openai or replay (default: offline unless a key is set).",
    )(f)
    return f
