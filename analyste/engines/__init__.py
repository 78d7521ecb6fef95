"""Who runs each filing: one pure per-filing function, three executors (issue 14).

A bank's review covers thousands of filings; `analyste run` spreads them over processes
(`local`) or a Ray cluster (`ray`). The engine changes only *who* runs the per-filing
function, never what it does, so memos and ids are those of a sequential run by
construction:

- `FilingTask`: one filing's path (on storage every node sees: this machine, or a
  shared file system on a cluster), the provider's name and model, and the bytes of the
  cache files the report already has (facts/<slug>/*, memos/<slug>.*).
- `run_filing(task, budget)`: the worker. It lays the cache files into a private
  scratch folder, runs `filing.process_company` there — extract → facts → signals →
  memo, the very function of a sequential run — and returns a `FilingOutcome`: the
  CompanyResult, the usages and the files that changed (bytes, or None for a file it
  removed). It writes nothing anywhere else; the scratch folder goes with it. A worker
  killed mid-filing therefore leaves nothing half-written, and running a task twice
  (a retry) is harmless.
- `apply_outcome(outcome, where)`: the driver writes the files, each atomically
  (`schema.write_atomic`), with Ctrl-C held off until the report's files are all in
  place, run.json last — a run.json never names a memo that is not on disk.

Executors (`executor_for`): `Sequential` (in this process, `--workers 1`), `LocalPool`
(N processes, a killed worker's filings retried) and `RayExecutor` (each filing a Ray
task, retried by Ray when its worker dies). Each yields outcomes as they complete; the
pipeline reports them in name order.

Not here: what a filing's steps do (analyste.filing and the stages), the run log and
the portfolio (the driver, analyste.pipeline.run_reports).
"""

from __future__ import annotations

from collections.abc import Callable

from analyste.engines.budget import Budget, Limits
from analyste.engines.local import LocalPool, Sequential, default_workers
from analyste.engines.ray_engine import RayExecutor
from analyste.engines.task import (  # re-exported: the engines' one vocabulary
    ENGINES,
    Executor,
    FilingOutcome,
    FilingTask,
    apply_outcome,
    make_task,
    peak_rss_mb,
    report_files,
    run_filing,
)
from analyste.errors import AnalysteError
from analyste.providers.base import Provider

__all__ = [
    "ENGINES",
    "Executor",
    "FilingOutcome",
    "FilingTask",
    "apply_outcome",
    "executor_for",
    "make_task",
    "peak_rss_mb",
    "report_files",
    "run_filing",
]


def executor_for(
    engine: str,
    workers: int | None,
    limits: Limits,
    ray_address: str | None = None,
    progress: Callable[[str, str], None] | None = None,
    provider: Provider | None = None,
) -> Executor:
    """The executor of `engine` ("local": N processes, in this process when N is 1;
    "ray": the cluster of `ray_address`/RAY_ADDRESS, else a local Ray on loopback).

    `provider` and `progress` serve the sequential executor only: they stay in this
    process."""

    if engine == "local":
        n = workers or default_workers()
        if n <= 1:
            budget = Budget(limits) if not limits.unlimited else None
            return Sequential(budget, progress, provider)
        return LocalPool(n, limits)
    if engine == "ray":
        return RayExecutor(workers, limits, ray_address)
    raise AnalysteError(f"unknown engine {engine!r} (known: {', '.join(ENGINES)})")
