"""The `local` engine: filings in N processes on this machine, or in this process.

`Sequential` runs `run_filing` here, one filing after another (`--workers 1`, and the
reference the other engines must equal). `LocalPool` runs it in N worker processes
(default: the CPU count). A worker killed mid-filing (the OOM killer, a segfault in a
PDF library) breaks a `ProcessPoolExecutor` as a whole; the pool is then started anew
and every filing not yet returned is sent again, up to `ATTEMPTS` times each — safe,
since a worker writes nothing (analyste.engines). The shared rate budget lives in a
`multiprocessing` manager process, whose proxy every worker calls.

Processes are forked (Linux): the workers start at once and share the imported
package; elsewhere the platform's default start method is used.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.managers import BaseManager
from typing import Any

from analyste.engines.budget import Budget, BudgetHandle, Limits
from analyste.engines.task import FilingOutcome, FilingTask, run_filing
from analyste.filing import CompanyResult
from analyste.providers.base import Provider

ATTEMPTS = 3  # a filing whose worker dies three times is reported, not retried for ever


def default_workers() -> int:
    """The CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class Sequential:
    name = "sequential"
    workers = 1

    def __init__(
        self,
        budget: Budget | None = None,
        progress: Callable[[str, str], None] | None = None,
        provider: Provider | None = None,
    ) -> None:
        self.budget = budget
        self.progress = progress
        self.provider = provider

    def run(self, tasks: Iterable[FilingTask]) -> Iterator[FilingOutcome]:
        for task in tasks:
            yield run_filing(task, self.budget, self.progress, self.provider)

    def stats(self) -> dict[str, Any]:
        return self.budget.stats() if self.budget is not None else {}

    def close(self) -> None:
        pass


class _Manager(BaseManager):
    pass


_Manager.register("Budget", Budget)


def _failed(task: FilingTask, error: str) -> FilingOutcome:
    result = CompanyResult(slug=task.slug, pdf=task.pdf, error=error)
    return FilingOutcome(task.index, result)


class LocalPool:
    name = "local"

    def __init__(self, workers: int, limits: Limits) -> None:
        self.workers = workers
        self._context = multiprocessing.get_context("fork") if sys.platform == "linux" else None
        self._manager: _Manager | None = None
        self.budget: BudgetHandle | None = None
        if not limits.unlimited:
            self._manager = _Manager(ctx=self._context)
            self._manager.start()
            self.budget = self._manager.Budget(limits)  # type: ignore[attr-defined]
        self._pool: ProcessPoolExecutor | None = None

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=self._context)

    def run(self, tasks: Iterable[FilingTask]) -> Iterator[FilingOutcome]:
        """At most 2 × workers filings in flight: a task carries its cache files, and a
        portfolio of thousands must not sit in memory at once."""
        queue = iter(tasks)
        attempts: dict[int, int] = {}
        retry: list[FilingTask] = []  # filings of a broken pool, sent again first
        while True:
            pool = self._pool = self._new_pool()
            running: dict[Future[FilingOutcome], FilingTask] = {}
            broken = False
            while True:
                while len(running) < 2 * self.workers and not broken:
                    task = retry.pop(0) if retry else next(queue, None)
                    if task is None:
                        break
                    attempts[task.index] = attempts.get(task.index, 0) + 1
                    running[pool.submit(run_filing, task, self.budget)] = task
                if not running:
                    break
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    task = running.pop(future)
                    try:
                        outcome = future.result()
                    except BrokenProcessPool:
                        broken = True
                        retry.append(task)
                        continue
                    except Exception as e:  # a failure outside process_company's own net
                        outcome = _failed(task, f"{type(e).__name__}: {e}")
                    outcome.attempts = attempts[task.index]
                    yield outcome
            pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
            if not broken:
                return
            # which filing killed its worker cannot be told: every one in flight is sent
            # again, and one that has used its attempts is reported
            again = []
            for task in sorted(retry, key=lambda t: t.index):
                if attempts[task.index] >= ATTEMPTS:
                    yield _failed(
                        task,
                        f"worker process died {ATTEMPTS} times on this filing "
                        "(killed? out of memory?)",
                    )
                else:
                    again.append(task)
            retry = again

    def close(self) -> None:
        if self._pool is not None:
            # Ctrl-C or an error in the driver: no filing is started any more, and those
            # in flight end (a terminal's Ctrl-C interrupts the workers too, so at once);
            # their results are dropped, nothing of them written. The workers are not
            # killed: one killed while sending its result leaves the pool's reader
            # thread blocked on half a message, and Python hung at exit (seen once in
            # the test suite after the Ctrl-C tests).
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._manager is not None:
            self._manager.shutdown()
            self._manager = None

    def stats(self) -> dict[str, Any]:
        return dict(self.budget.stats()) if self.budget is not None else {}  # type: ignore[attr-defined]
