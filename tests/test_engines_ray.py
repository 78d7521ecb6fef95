"""The Ray engine on the sample filings: the memos of a sequential run, a killed worker.

One local Ray for this module (`ray.init` costs seconds): on loopback 127.0.0.2 (Ray
replaces 127.0.0.1 by the host's address, which these machines do not route), two
CPUs, no dashboard, a small object store; stopped when the module ends, so that later
tests fork their local workers from a process without Ray's threads. The two-node
cluster belongs to `make bench-portfolio` (scripts/bench_portfolio.py), not to the tests.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ray = pytest.importorskip("ray")

from test_engines import SAMPLES, home_with, leftovers, memo_view, run_in  # noqa: E402

from analyste.schema import Memo, load  # noqa: E402


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(
        address="local",
        _node_ip_address="127.0.0.2",
        include_dashboard=False,
        num_cpus=2,
        object_store_memory=100 * 1024 * 1024,
        log_to_driver=False,
        configure_logging=False,
    )
    try:
        yield
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    where = home_with(tmp_path_factory.mktemp("sequential"), SAMPLES)
    assert run_in(where, workers=1).all_verified
    return {s: memo_view(where, s) for s in SAMPLES} | {
        "portfolio": load(Memo, where.memo_json("portfolio")).paragraphs
    }


def test_ray_writes_the_memos_of_a_sequential_run(
    local_ray: None, reference: dict[str, Any], tmp_path: Path
) -> None:
    where = home_with(tmp_path, SAMPLES)
    (where.reports / "broken.pdf").write_bytes(b"%PDF-1.7 cut")  # a corrupt file too
    result = run_in(where, engine="ray", workers=2)
    assert result.engine == "ray"
    assert [c.slug for c in result.companies] == ["broken", *SAMPLES]
    assert result.companies[0].error == "truncated PDF (no %%EOF end marker)"
    assert all(c.ok for c in result.companies[1:])
    assert all(c.worker.startswith("127.0.0.2 pid ") for c in result.companies[1:])
    assert {s: memo_view(where, s) for s in SAMPLES} == {s: reference[s] for s in SAMPLES}
    assert load(Memo, where.memo_json("portfolio")).paragraphs == reference["portfolio"]


def _my_task_workers() -> list[int]:
    """Ray worker processes of this test's Ray (descendants of this process) that are
    running a filing task (Ray titles such a process `ray::_task`)."""
    me = os.getpid()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes().split(b"\0")[0]
            if not title.startswith(b"ray::_task"):
                continue
            pid = int(entry.name)
            parent = pid
            for _ in range(4):  # worker → raylet → … → this process
                stat = Path(f"/proc/{parent}/stat").read_text()
                parent = int(stat.rsplit(")", 1)[1].split()[1])
                if parent == me:
                    found.append(pid)
                    break
        except (OSError, ValueError, IndexError):
            continue
    return found


def test_a_ray_worker_killed_mid_filing_is_retried_with_the_same_memos(
    local_ray: None, reference: dict[str, Any], tmp_path: Path
) -> None:
    where = home_with(tmp_path, SAMPLES)
    killed: list[int] = []
    done = threading.Event()

    def killer() -> None:  # SIGKILL the first worker seen running a filing
        deadline = time.monotonic() + 60
        while not done.is_set() and time.monotonic() < deadline and not killed:
            for pid in _my_task_workers():
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                break
            time.sleep(0.01)

    thread = threading.Thread(target=killer)
    thread.start()
    try:
        result = run_in(where, engine="ray", workers=2)
    finally:
        done.set()
        thread.join()
    assert killed, "no Ray worker was seen running a filing"
    assert result.all_verified, [c.error for c in result.companies]
    assert {s: memo_view(where, s) for s in SAMPLES} == {s: reference[s] for s in SAMPLES}
    assert leftovers(where) == []


def test_the_ray_budget_is_one_actor_that_every_task_shares(local_ray: None) -> None:
    """Four tasks at once (half a CPU each), one grant at a time: the actor serialises
    them; a budget copied into each task would have let all four through at once."""
    import sys

    from analyste.engines.budget import Budget, Limits
    from analyste.engines.ray_engine import RayBudget

    # this test module is not importable in Ray's workers: send the function itself
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    budget = RayBudget(ray.remote(num_cpus=0)(Budget).remote(Limits(max_calls=1)))

    @ray.remote(num_cpus=0.5)
    def call(handle: RayBudget) -> int:
        while (wait := handle.acquire(10)) > 0:
            time.sleep(wait)
        time.sleep(0.2)
        handle.release(10, 10)
        return 1

    assert sum(ray.get([call.remote(budget) for _ in range(4)])) == 4
    assert budget.stats() == {"granted": 4, "peak": 1, "in_flight": 0}
