"""`make bench-portfolio`: `analyste run` on a portfolio of real filings, engine by engine.

Issue 14. On the 32 10-Ks of ../shared/realworld/dev10k plus the sample filings, it runs
`analyste run DIR --json` cold (a fresh ANALYSTE_HOME each time, so nothing is cached):

- sequential (`--workers 1`), local with 2 workers, Ray local (`--engine ray`), and a
  two-node Ray cluster started here on loopback (`ray start --head` on 127.0.0.2, a
  second node on 127.0.0.3, one CPU each, token authentication with a token of this run)
  reached through RAY_ADDRESS — proof that the code runs on a cluster, not only on a
  local Ray;
- for each: wall time, filings per minute, pages per second, the peak memory of a
  worker, which nodes ran filings, the exit code, and whether every memo and fact id is
  the sequential run's; the ratios to sequential are printed in the same run.

Timings are wall-clock on a shared machine: compare ratios within one run. It writes
only under a temporary folder and stops the cluster it started (its own processes, by
pid), whatever happens.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
DEV10K = ROOT.parent / "shared" / "realworld" / "dev10k"


def portfolio_folder(tmp: Path, filings: Path, samples: Path, limit: int | None) -> Path:
    out = tmp / "portfolio"
    out.mkdir()
    pdfs = sorted(filings.glob("*.pdf"))[:limit] if filings.is_dir() else []
    pdfs += sorted(samples.glob("*.pdf"))
    for pdf in pdfs:
        (out / pdf.name).symlink_to(pdf.resolve())
    return out


def memos_of(home: Path) -> dict[str, Any]:
    """slug → (verified, paragraphs, fact ids): what no engine may change."""
    out: dict[str, Any] = {}
    for memo in sorted((home / "memos").glob("*.json")):
        if memo.name.count(".") > 1:  # .rejected.json, .generated.json
            continue
        data = json.loads(memo.read_bytes())
        facts = home / "facts" / memo.stem / "facts.json"
        ids = [f["id"] for f in json.loads(facts.read_bytes())["facts"]] if facts.is_file() else []
        paragraphs = [(p.get("section"), p["text"], p["sources"]) for p in data["paragraphs"]]
        out[memo.stem] = (data["verified"], paragraphs, ids)
    return out


def run_once(name: str, folder: Path, tmp: Path, args: list[str], env: dict[str, str]) -> dict:
    home = tmp / f"home-{name}"
    home.mkdir()
    started = time.perf_counter()
    proc = subprocess.run(
        [str(BIN / "analyste"), "run", str(folder), "--json", *args],
        cwd=home,
        env={**os.environ, "ANALYSTE_HOME": str(home), **env},
        capture_output=True,
        text=True,
        timeout=3600,
    )
    wall = time.perf_counter() - started
    try:
        data = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        print(f"{name}: no JSON (exit {proc.returncode}):\n{proc.stderr[-2000:]}", flush=True)
        return {"name": name, "exit": proc.returncode, "wall": wall, "failed": True}
    companies = data["companies"]
    return {
        "name": name,
        "exit": proc.returncode,
        "wall": wall,
        "filings": len(companies),
        "errors": sum(1 for c in companies if c["error"]),
        "verified": data["memos_verified"],
        "pages": data["pages"],
        "worker_rss_mb": max((c.get("worker_rss_mb") or 0 for c in companies), default=0),
        "nodes": sorted({c["worker"].split(" pid ")[0] for c in companies if c.get("worker")}),
        "workers": data["workers"],
        "memos": memos_of(home),
        "stderr_errors": [ln for ln in proc.stderr.splitlines() if ln.startswith("error:")],
    }


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.2", 0))
        return int(s.getsockname()[1])


def _pids_under(temp_dir: str) -> list[int]:
    """Processes whose command line names this cluster's own temp folder: ours only."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                if temp_dir.encode() in (entry / "cmdline").read_bytes():
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def _children_of(pids: list[int]) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
                if int(stat.rsplit(")", 1)[1].split()[1]) in pids:
                    out.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return out


def stop_cluster(temp_dir: str) -> None:
    """SIGTERM then SIGKILL to the cluster's processes (and their children), by pid."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        pids = _pids_under(temp_dir)
        pids += _children_of(pids)
        for pid in set(pids):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, sig)
        deadline = time.monotonic() + 10
        while _pids_under(temp_dir) and time.monotonic() < deadline:
            time.sleep(0.2)


def start_cluster(temp_dir: str, env: dict[str, str]) -> str:
    port = free_port()
    common = ["--num-cpus=1", "--object-store-memory=150000000", "--disable-usage-stats"]
    head = [
        str(BIN / "ray"),
        "start",
        "--head",
        "--node-ip-address=127.0.0.2",
        f"--port={port}",
        "--include-dashboard=false",
        f"--temp-dir={temp_dir}",
        *common,
    ]
    node = [
        str(BIN / "ray"),
        "start",
        f"--address=127.0.0.2:{port}",
        "--node-ip-address=127.0.0.3",
        *common,
    ]
    full_env = {**os.environ, **env}
    for cmd in (head, node):
        proc = subprocess.run(cmd, env=full_env, capture_output=True, text=True, timeout=180)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd[:3])}: {proc.stderr.strip()[-1500:]}")
    return f"127.0.0.2:{port}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--filings", type=Path, default=DEV10K)
    ap.add_argument("--samples", type=Path, default=ROOT / "reports")
    ap.add_argument("--limit", type=int, default=None, help="only the first N real filings")
    ap.add_argument("--modes", default="sequential,local-2,ray-local,ray-cluster")
    ap.add_argument("--json", type=Path, default=None, help="also write the figures here")
    opts = ap.parse_args()
    modes = opts.modes.split(",")
    results = []
    with tempfile.TemporaryDirectory(prefix="abp-", dir="/tmp") as tmp_name:
        tmp = Path(tmp_name)
        folder = portfolio_folder(tmp, opts.filings, opts.samples, opts.limit)
        print(f"{len(list(folder.iterdir()))} filings in {folder}", flush=True)
        plans = {
            "sequential": (["--workers", "1"], {}),
            "local-2": (["--engine", "local", "--workers", "2"], {}),
            "ray-local": (["--engine", "ray", "--workers", "2"], {"RAY_ADDRESS": ""}),
        }
        for name in modes:
            if name == "ray-cluster":
                continue
            args, env = plans[name]
            results.append(run_once(name, folder, tmp, args, env))
            print(f"{name}: {results[-1]['wall']:.1f}s", flush=True)
        if "ray-cluster" in modes:
            # a short folder name: Ray's socket paths must stay under 108 characters
            temp_dir = tempfile.mkdtemp(prefix="abr-", dir="/tmp")
            # token authentication, as the product expects of a cluster: every node and
            # the driver share one token (here, one made for this run)
            env = {"RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}
            try:
                address = start_cluster(temp_dir, env)
                results.append(
                    run_once(
                        "ray-cluster",
                        folder,
                        tmp,
                        ["--engine", "ray"],
                        {**env, "RAY_ADDRESS": address},
                    )
                )
                print(f"ray-cluster: {results[-1]['wall']:.1f}s", flush=True)
            finally:
                stop_cluster(temp_dir)
                shutil.rmtree(temp_dir, ignore_errors=True)
    report(results)
    if opts.json:
        slim = [{k: v for k, v in r.items() if k != "memos"} for r in results]
        opts.json.write_text(json.dumps(slim, indent=1) + "\n")


def report(results: list[dict]) -> None:
    base = next((r for r in results if r["name"] == "sequential" and not r.get("failed")), None)
    print()
    head = (
        f"{'engine':<12} {'wall s':>8} {'filings/min':>12} {'pages/s':>8} {'× seq':>6} "
        f"{'worker MB':>10} {'exit':>5} {'ok':>7}  same memos  nodes"
    )
    print(head)
    print("-" * len(head))
    for r in results:
        if r.get("failed"):
            print(f"{r['name']:<12} {r['wall']:>8.1f}  failed (exit {r['exit']})")
            continue
        ratio = base["wall"] / r["wall"] if base else float("nan")
        equal = base is not None and r["memos"] == base["memos"]
        same = "—" if base is None or r is base else ("yes" if equal else "NO")
        if base is not None and r is not base and r["exit"] != base["exit"]:
            same += f" (exit {r['exit']} vs {base['exit']})"
        print(
            f"{r['name']:<12} {r['wall']:>8.1f} {r['filings'] / r['wall'] * 60:>12.1f} "
            f"{r['pages'] / r['wall']:>8.1f} {ratio:>6.2f} {r['worker_rss_mb']:>10.0f} "
            f"{r['exit']:>5} {r['verified']:>3}/{r['filings']:<3}  {same:<10}  "
            f"{', '.join(r['nodes'])}"
        )
    if base:
        print(
            f"\n{base['filings']} filings, {base['pages']} pages; "
            f"{base['wall'] / base['filings']:.1f} s a filing sequentially, "
            f"{base['wall'] / max(base['pages'], 1) * 1000:.0f} ms a page"
        )


if __name__ == "__main__":
    main()
