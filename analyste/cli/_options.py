"""Options shared by several commands, written once.

`output_options` is the pair every command takes (issue 13): `--json` prints one JSON
object on stdout and nothing else there; `-q/--quiet` prints only what a script or a
reader must see (errors, defects), without progress or decoration. Errors stay one line
`error: <file>: <reason>` on stderr either way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

F = Callable[..., Any]


def quiet_option(f: F) -> F:
    return click.option(
        "--quiet", "-q", is_flag=True, help="Only errors and defects: no progress or decoration."
    )(f)


def json_option(f: F) -> F:
    return click.option(
        "--json", "as_json", is_flag=True, help="Print one JSON object on stdout, nothing else."
    )(f)


def output_options(f: F) -> F:
    """`--json` (parameter `as_json`) and `-q/--quiet` (parameter `quiet`)."""
    return json_option(quiet_option(f))


def echo_json(data: Any) -> None:
    """The one JSON object of `--json`: UTF-8 as is (« » and € readable), one line."""
    import json

    click.echo(json.dumps(data, ensure_ascii=False))


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
