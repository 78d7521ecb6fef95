"""The command line: parses, calls one pipeline function, renders.

Each module of this package defines its commands and lists them in `COMMANDS`; they are
registered here, so that adding a command touches one file. Heavy libraries (pdfplumber,
SDKs) are imported inside the commands, so that `analyste --help` stays fast.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

import click

from analyste import __version__
from analyste.errors import AnalysteError
from analyste.settings import load_dotenv


class _Group(click.Group):
    def invoke(self, ctx: click.Context):  # type: ignore[override]
        try:
            return super().invoke(ctx)
        except AnalysteError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(e.exit_code)


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="analyste")
def main() -> None:
    """Draft credit memos from company filings; nothing unverified gets through."""
    load_dotenv()


for _info in pkgutil.iter_modules(__path__):
    if _info.name.startswith("_"):
        continue
    _module = importlib.import_module(f"{__name__}.{_info.name}")
    for _command in getattr(_module, "COMMANDS", []):
        main.add_command(_command)
