"""The `ray` engine: each filing's extract → facts → signals → memo as one Ray task.

Ray (the `analyste[ray]` extra) is an existing distributed engine: it schedules the
tasks over every CPU of a cluster and runs a task again when its worker dies
(`max_retries`), which is safe because `engines.run_filing` writes nothing. The driver
alone writes facts/, memos/ and the run log (analyste.pipeline).

Which Ray: the cluster at `--ray-address` or `RAY_ADDRESS`; otherwise a local Ray
started for the run and stopped after it, listening on loopback only (127.0.0.2: Ray
replaces 127.0.0.1 by the host's own address, which is not to be used on these
machines), without its dashboard and with a small object store. A Ray already
initialised in this process (a test session) is used and left running.

The filing's PDF is read from its path: on a cluster every node must see the same path
(one machine, or a shared file system). The shared rate budget is one Ray actor
(`RayBudget`) whose handle every task receives.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import urlparse

from analyste.engines.budget import Budget, Limits
from analyste.engines.task import FilingOutcome, FilingTask, run_filing
from analyste.errors import AnalysteError
from analyste.filing import CompanyResult

ATTEMPTS = 3
LOOPBACK_NODE = "127.0.0.2"
OBJECT_STORE_BYTES = 150 * 1024 * 1024  # 8 agents share 24 GiB here; filings are small


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise AnalysteError(
            "--engine ray needs Ray: pip install 'analyste[ray]' (or use --engine local)"
        ) from None
    return ray


class RayBudget:
    """A worker's handle on the budget actor (the same methods as Budget)."""

    def __init__(self, actor: Any) -> None:
        self.actor = actor

    def acquire(self, tokens: int) -> float:
        return float(_ray().get(self.actor.acquire.remote(tokens)))

    def release(self, tokens_estimated: int, tokens_used: int) -> None:
        _ray().get(self.actor.release.remote(tokens_estimated, tokens_used))

    def stats(self) -> dict[str, int]:
        return dict(_ray().get(self.actor.stats.remote()))


def _node_ip(address: str) -> str | None:
    """The loopback address the driver is on when the cluster is on loopback."""
    host = urlparse(address if "://" in address else f"ray://{address}").hostname or ""
    return host if host.startswith("127.") else None


def init_ray(address: str | None, workers: int | None) -> bool:
    """Connect to (or start) Ray; True when this call started it (so it stops it)."""
    ray = _ray()
    if ray.is_initialized():
        return False
    address = address or os.environ.get("RAY_ADDRESS") or None
    common: dict[str, Any] = {"log_to_driver": False, "configure_logging": False}
    if address:
        node = _node_ip(address)
        ray.init(address=address, **({"_node_ip_address": node} if node else {}), **common)
    else:
        ray.init(
            address="local",  # a new Ray, never one found on the machine by chance
            _node_ip_address=LOOPBACK_NODE,
            include_dashboard=False,
            num_cpus=workers or None,
            object_store_memory=OBJECT_STORE_BYTES,
            **common,
        )
    return True


def _task(task: FilingTask, budget: RayBudget | None) -> FilingOutcome:
    ray = _ray()
    outcome = run_filing(task, budget)
    # which node ran it: the benchmark shows that a cluster's nodes all took filings
    outcome.result.worker = f"{ray.util.get_node_ip_address()} pid {os.getpid()}"
    return outcome


class RayExecutor:
    name = "ray"

    def __init__(self, workers: int | None, limits: Limits, address: str | None) -> None:
        ray = _ray()
        self._started = init_ray(address, workers)
        self.workers = workers or int(ray.cluster_resources().get("CPU", 1))
        self.budget: RayBudget | None = None
        if not limits.unlimited:
            actor = ray.remote(num_cpus=0)(Budget).remote(limits)
            self.budget = RayBudget(actor)
        # a worker that dies (killed, out of memory) is a system failure: Ray runs the
        # task again; an exception inside the filing is already a CompanyResult.error
        self._remote = ray.remote(num_cpus=1, max_retries=ATTEMPTS - 1)(_task)

    def run(self, tasks: Iterable[FilingTask]) -> Iterator[FilingOutcome]:
        """At most 2 × the cluster's CPUs filings in flight (a task carries its cache
        files: a portfolio of thousands is not put in the object store at once)."""
        ray = _ray()
        queue = iter(tasks)
        pending: dict[Any, FilingTask] = {}

        def submit() -> None:
            while len(pending) < 2 * self.workers:
                task = next(queue, None)
                if task is None:
                    return
                pending[self._remote.remote(task, self.budget)] = task

        submit()
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                task = pending.pop(ref)
                try:
                    yield ray.get(ref)
                except ray.exceptions.RayError as e:
                    reason = str(e).strip().splitlines()[0] if str(e).strip() else ""
                    result = CompanyResult(
                        slug=task.slug,
                        pdf=task.pdf,
                        error=f"Ray task failed after {ATTEMPTS} attempts "
                        f"({type(e).__name__}{': ' + reason if reason else ''})",
                    )
                    yield FilingOutcome(task.index, result, attempts=ATTEMPTS)
            submit()

    def stats(self) -> dict[str, Any]:
        return self.budget.stats() if self.budget is not None else {}

    def close(self) -> None:
        if self._started:
            _ray().shutdown()
            self._started = False
