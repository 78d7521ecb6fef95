"""The command line: parses, calls one pipeline function, renders.

Each module of this package defines its commands and lists them in `COMMANDS`; they are
registered here, so that adding a command touches one file. Heavy libraries (pdfplumber,
SDKs) are imported inside the commands, so that `analyste --help` stays fast.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
import sqlite3
import sys

import click

from analyste import __version__
from analyste.errors import AnalysteError
from analyste.settings import load_dotenv


class _Group(click.Group):
    """Turns every expected failure into one line `error: …` and an exit status.

    Domain errors carry their own status; a file the system refuses (permissions, a
    folder given for a file, a full disk) is a bad input (2); click's usage errors are
    folded into one line too, since an analyst's script reads the first line only.
    Anything else is a bug: one line too, with the traceback behind ANALYSTE_DEBUG=1.
    """

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except AnalysteError as e:
            _fail(str(e), e.exit_code)
        except OSError as e:
            where = e.filename if e.filename is not None else "system"
            _fail(f"{where}: {e.strerror or e}", 2)
        except sqlite3.DatabaseError as e:
            _fail(f"database: {e}", 2)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except Exception as e:
            if os.environ.get("ANALYSTE_DEBUG"):
                raise
            _fail(f"internal error ({type(e).__name__}: {e}); rerun with ANALYSTE_DEBUG=1", 3)

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        try:
            return super().main(*args, **kwargs)
        except click.exceptions.Exit as e:
            sys.exit(e.exit_code)
        except click.exceptions.Abort:
            _fail("aborted", 1)
        except click.UsageError as e:
            where = e.ctx.command_path if e.ctx else "analyste"
            _fail(f"{where}: {e.format_message()} (see --help)", 2)
        except click.ClickException as e:
            _fail(e.format_message(), e.exit_code)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """One line per command that fits, never cut mid-sentence (issue 13: "compute
        R-..."): the command's short_help, else the first sentence of its help, shortened
        to its first clause when the line would not fit."""
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is None or cmd.hidden:
                continue
            rows.append((name, cmd))
        if not rows:
            return
        room = max(formatter.width - 6 - max(len(name) for name, _ in rows), 20)
        with formatter.section("Commands"):
            formatter.write_dl([(name, summary(cmd, room)) for name, cmd in rows])


def summary(cmd: click.Command, room: int) -> str:
    """The one-line summary of a command in `analyste --help`, at most `room` characters."""
    if cmd.short_help:
        text = cmd.short_help
    else:
        first = " ".join((cmd.help or "").split("\n\n")[0].split())
        text = re.split(r"(?<=[.!?])\s", first, maxsplit=1)[0]
    text = text.rstrip()
    while len(text) > room:
        # drop the last clause: "…on facts/SLUG/ (extract and facts first)" → "…on facts/SLUG/"
        cut = max(text.rfind(" ("), text.rfind("; "), text.rfind(", "), text.rfind(" — "))
        if cut <= 0:
            text = text[:room].rsplit(" ", 1)[0]
            break
        text = text[:cut]
    return text.rstrip(" ,;:.")


def _fail(message: str, code: int) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


@click.group(cls=_Group, name="analyste")
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
