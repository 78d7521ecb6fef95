"""Domain errors. The command line turns them into a one-line message and an exit status."""

from __future__ import annotations

from pathlib import Path


class AnalysteError(Exception):
    """An expected failure with a message fit for the user; exit status 1 by default."""

    exit_code = 1


class BadInput(AnalysteError):
    """An input file that cannot be used; the message names the file and the reason."""

    exit_code = 2

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{path}: {reason}")
