"""One filing as a task: what a worker receives, runs and hands back (analyste.engines).

The pure per-filing function `run_filing` and the driver's `apply_outcome`, shared by
every executor (engines.local, engines.ray_engine) so that their results are identical by
construction; the package's __init__ chooses the executor.
"""

from __future__ import annotations

import contextlib
import os
import signal
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from analyste import filing
from analyste.engines.budget import BudgetedProvider, BudgetHandle
from analyste.providers import get_provider
from analyste.providers.base import Provider, Usage
from analyste.schema import write_atomic
from analyste.settings import Paths

Engine = Literal["local", "ray"]
ENGINES: tuple[str, ...] = ("local", "ray")


@dataclass
class FilingTask:
    """Everything a worker needs for one filing, and nothing it could write to."""

    index: int  # the filing's place in the run (name order)
    pdf: str  # as given on the command line (the error line names it so)
    pdf_path: str  # absolute, on storage every node sees
    slug: str
    provider: str
    model: str | None
    files: dict[str, bytes] = field(default_factory=dict)  # path under the root → bytes
    reuse: bool = True


@dataclass
class FilingOutcome:
    index: int
    result: filing.CompanyResult
    usages: list[Usage] = field(default_factory=list)
    files: dict[str, bytes | None] = field(default_factory=dict)  # None: removed
    pages: int = 0
    attempts: int = 1


def report_files(slug: str, where: Paths) -> list[Path]:
    """The files a report's processing reads and may write: facts/<slug>/* (pages,
    facts, signals, run.json) and its memo files (memo, rejected draft, generated)."""
    out = sorted(p for p in where.report_dir(slug).glob("*") if p.is_file())
    out += [
        p
        for p in (
            where.memo_json(slug),
            where.memo_md(slug),
            where.rejected_json(slug),
            where.rejected_md(slug),
            where.generated_json(slug),
            where.generated_md(slug),
        )
        if p.is_file()
    ]
    return out


def _rel(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def make_task(
    index: int, pdf: Path, slug: str, provider: Any, where: Paths, reuse: bool = True
) -> FilingTask:
    """The task of one filing: its cache files read by the driver, their bytes sent."""
    files = {_rel(p, where.root): p.read_bytes() for p in report_files(slug, where)}
    return FilingTask(
        index=index,
        pdf=str(pdf),
        pdf_path=str(Path(pdf).resolve()),
        slug=slug,
        provider=provider.name,
        model=provider.model,
        files=files,
        reuse=reuse,
    )


def run_filing(
    task: FilingTask,
    budget: BudgetHandle | None = None,
    progress: Callable[[str, str], None] | None = None,
    provider: Provider | None = None,
) -> FilingOutcome:
    """The worker: process one filing in a scratch folder and return what changed.

    A worker in another process builds its provider from the task's name and model; in
    this process (`Sequential`) the caller's own provider instance is used (a recording
    provider, a test's fake), since it never crosses a process boundary."""
    provider = provider or get_provider(task.provider, task.model)
    if budget is not None:
        provider = BudgetedProvider(provider, budget)
    with tempfile.TemporaryDirectory(prefix="analyste-filing-") as tmp:
        scratch = Paths(Path(tmp))
        for rel, data in task.files.items():
            path = scratch.root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        usages: list[Usage] = []
        result = filing.process_company(
            Path(task.pdf_path),
            provider,
            where=scratch,
            usages=usages,
            reuse=task.reuse,
            progress=progress,
        )
        result.pdf = task.pdf  # the name the user gave, as a sequential run prints it
        after = {_rel(p, scratch.root): p.read_bytes() for p in report_files(task.slug, scratch)}
        changed: dict[str, bytes | None] = {
            rel: data for rel, data in after.items() if task.files.get(rel) != data
        }
        changed.update({rel: None for rel in task.files if rel not in after})
        pages = _page_count(scratch, task.slug)
    result.worker = result.worker or f"local pid {os.getpid()}"
    result.worker_rss_mb = peak_rss_mb()
    return FilingOutcome(task.index, result, usages, changed, pages)


def peak_rss_mb() -> float:
    """This process's peak resident memory plus its largest child's (pages.py forks
    readers for a long PDF), in MB (Linux counts ru_maxrss in kB)."""
    import resource

    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return round((own + children) / 1024, 1)


def _page_count(where: Paths, slug: str) -> int:
    import json

    try:
        data = json.loads(where.pages_json(slug).read_bytes())
    except (OSError, ValueError):
        return 0
    return int(data.get("page_count") or 0) if isinstance(data, dict) else 0


@contextlib.contextmanager
def _sigint_held() -> Iterator[None]:
    """Ctrl-C waits until the block is over, then interrupts (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[Any] = []
    previous = signal.signal(signal.SIGINT, lambda *a: caught.append(a))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught:
            raise KeyboardInterrupt


def apply_outcome(outcome: FilingOutcome, where: Paths) -> None:
    """Write (or remove) the files a worker changed, atomically, run.json last."""
    order = sorted(outcome.files, key=lambda rel: (rel.endswith("/run.json"), rel))
    with _sigint_held():
        for rel in order:
            path = where.root / rel
            data = outcome.files[rel]
            if data is None:
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, data)


class Executor(Protocol):
    """Runs tasks; yields each outcome as it completes (any order)."""

    name: str
    workers: int

    def run(self, tasks: Iterable[FilingTask]) -> Iterator[FilingOutcome]: ...

    def close(self) -> None: ...
