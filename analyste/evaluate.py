"""`analyste eval`: compare the pipeline's output with `<slug>.expected.json` files.

For every `<stem>.expected.json` that has a `<stem>.pdf` beside it, the pipeline runs
(through the normal facts/ cache) and is scored:

- fields: exact / expected (a value is exact when equal at the precision printed), with
  every miss listed (expected vs read); checks ok / total;
- ratios (when the file has `ratios`): the largest gap between a computed ratio rounded
  to the expected value's printed decimals and the expected value;
- signals (when the file lists `signals`; an empty or absent list means "not annotated",
  as in shared/realworld, and signals are not scored): an expected signal is found when a verified
  signal on the same page contains its quote or is contained in it, after
  `claims.normalise` (ARCHITECTURE.md). recall = found / expected; precision = verified
  signals matching an expected one / verified signals (hidden-text signals are scored
  apart, against `hidden_text`); `distractors_flagged` = verified signals that match no
  expected signal — a distractor or any other sentence the file does not list;
- quotes rejected after the send-back, memo verified and its attempts.

`--runs N` repeats the agents (signals and memo, cache off) N times and reports, per
report, the mean of each agent figure and the worst case: a single run says nothing about
a model's real rate. With N = 1 the cache is used, as `analyste run` does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictFloat, StrictInt, ValidationError

from analyste.claims import normalise
from analyste.errors import AnalysteError, BadInput
from analyste.facts import load_facts
from analyste.filing import process_company
from analyste.pipeline import log_row
from analyste.providers import Provider
from analyste.runlog import RunLog
from analyste.schema import SignalRecord
from analyste.settings import Paths, paths

# Agent figures averaged over runs, and how the worst case of each is chosen.
_WORST: dict[str, Callable[[list[Any]], Any]] = {
    "signals_found": min,
    "signal_recall": min,
    "signal_precision": min,
    "signals_verified": min,
    "distractors_flagged": max,
    "hidden_found": min,
    "quotes_proposed": max,
    "quotes_rejected": max,
    "memo_attempts": max,
    "memo_verified": all,
    "tokens_in": max,
    "tokens_out": max,
    "seconds": max,
}


def _decimals(x: float | int) -> int:
    text = repr(float(x)) if isinstance(x, float) else str(x)
    if "e" in text.lower():
        return 6
    return len(text.split(".")[1].rstrip("0")) if "." in text else 0


def _same(read: Any, expected: Any) -> bool:
    """Equal at the precision printed (the expected value's decimals)."""
    if read is None or expected is None:
        return False
    q = Decimal(1).scaleb(-_decimals(expected))
    return Decimal(str(read)).quantize(q) == Decimal(str(expected)).quantize(q)


def score_fields(expected: dict[str, Any], ff: Any) -> dict[str, Any]:
    """Fields exact / expected, every miss (expected vs read, with the value's status),
    and the wrong values — read, but not the expected one — that were `confirmed`: the
    errors the arithmetic did not catch (issue 15 wants none)."""
    exact, total, missed = 0, 0, []
    wrong: list[dict[str, Any]] = []
    for year, values in (expected.get("fields") or {}).items():
        for name, want in values.items():
            total += 1
            got = ff.fields.get(str(year), {}).get(name) if ff is not None else None
            if _same(got, want):
                exact += 1
                continue
            miss = {"year": int(year), "field": name, "expected": want, "read": got}
            missed.append(miss)
            if got is not None:
                src = (getattr(ff, "sources", None) or {}).get(str(year), {}).get(name)
                wrong.append({**miss, "status": getattr(src, "status", None)})
    return {
        "fields_exact": exact,
        "fields_total": total,
        "fields_wrong": len(wrong),
        "fields_wrong_confirmed": sum(1 for w in wrong if w["status"] == "confirmed"),
        "missed_fields": missed,
        "wrong_fields": wrong,
    }


def score_ratios(expected: dict[str, Any], ff: Any) -> dict[str, Any]:
    wanted = expected.get("ratios") or {}
    if not wanted:
        return {"ratio_max_gap": None, "ratios_exact": None, "ratios_total": None}
    values: dict[str, dict[str, Any]] = {}
    for f in ff.facts if ff is not None else []:
        if f.kind == "ratio" and "name" in f.data:
            values[f.data["name"]] = f.data.get("values", {})
    gap, exact, total, missed = 0.0, 0, 0, []
    for year, ratios in wanted.items():
        for name, want in ratios.items():
            total += 1
            got = values.get(name, {}).get(str(year))
            if got is None:
                missed.append({"year": int(year), "ratio": name, "expected": want, "read": None})
                gap = float("inf")
                continue
            q = Decimal(1).scaleb(-_decimals(want))
            diff = abs(Decimal(str(got)).quantize(q) - Decimal(str(want)))
            if diff == 0:
                exact += 1
            else:
                missed.append({"year": int(year), "ratio": name, "expected": want, "read": got})
            gap = max(gap, float(diff))
    return {
        "ratio_max_gap": None if gap == float("inf") else gap,
        "ratios_exact": exact,
        "ratios_total": total,
        "missed_ratios": missed,
    }


def _matches(a: str, b: str) -> bool:

    na, nb = normalise(a), normalise(b)
    return bool(na) and bool(nb) and (na in nb or nb in na)


def score_signals(expected: dict[str, Any], records: list[Any]) -> dict[str, Any]:
    """Recall, precision and false flags of the verified signals of one report."""
    exp = expected.get("signals")
    hidden_exp = expected.get("hidden_text") or []
    verified = [r for r in records if r.verified]
    hidden_found = sum(1 for h in hidden_exp if any(_matches(h, r.quote) for r in verified))
    out: dict[str, Any] = {
        "hidden_expected": len(hidden_exp),
        "hidden_found": hidden_found,
        "quotes_proposed": None,
        "signals_verified": len(verified),
    }
    if not exp:
        # No signal annotated (shared/realworld files: fields only): nothing to score.
        out.update(
            signals_expected=None,
            signals_found=None,
            signal_recall=None,
            signal_precision=None,
            distractors_flagged=None,
        )
        return out
    visible = [
        r
        for r in verified
        if r.reason != "hidden" and not any(_matches(h, r.quote) for h in hidden_exp)
    ]
    # An expected signal that is also expected hidden text (the generated filings list their
    # white-text instruction under both) is scored by `hidden_found` only: the reader
    # records it as hidden, never as a visible signal, so recall could not count it.
    exp = [e for e in exp if not any(_matches(h, e["quote"]) for h in hidden_exp)]

    def hit(e: dict[str, Any], r: Any) -> bool:
        return int(e["page"]) == r.page and _matches(e["quote"], r.quote)

    found = [e for e in exp if any(hit(e, r) for r in visible)]
    matching = [r for r in visible if any(hit(e, r) for e in exp)]
    out.update(
        signals_expected=len(exp),
        signals_found=len(found),
        signal_recall=round(len(found) / len(exp), 4) if exp else None,
        signal_precision=round(len(matching) / len(visible), 4) if visible else None,
        distractors_flagged=len(visible) - len(matching),
        missed_signals=[e for e in exp if e not in found],
        unexpected_signals=[
            {"page": r.page, "category": r.category, "quote": r.quote}
            for r in visible
            if r not in matching
        ],
    )
    return out


def _agent_figures(c: Any, records: list[Any], expected: dict[str, Any]) -> dict[str, Any]:
    s = score_signals(expected, records)
    s.update(
        quotes_proposed=c.signals_proposed,
        quotes_rejected=c.signals_rejected,
        memo_verified=bool(c.memo_verified),
        memo_attempts=c.memo_attempts,
        tokens_in=c.tokens_in,
        tokens_out=c.tokens_out,
        seconds=c.seconds,
    )
    return s


def _mean(values: list[Any]) -> Any:
    nums = [v for v in values if v is not None]
    if not nums:
        return None
    if all(v == nums[0] for v in nums):
        return nums[0]  # one run, or a steady figure: itself (an int stays an int)
    if all(isinstance(v, bool) for v in nums):
        return all(nums)
    return round(sum(nums) / len(nums), 4)


Number = StrictInt | StrictFloat  # as printed: "abc", true or "12" are not numbers


class ExpectedSignal(BaseModel):
    model_config = ConfigDict(extra="allow")
    page: int
    quote: str
    category: str = ""


class Expected(BaseModel):
    """The shape of `<slug>.expected.json` that eval reads (ARCHITECTURE.md); more keys
    are allowed (shared/realworld files carry `source`, `notes`, `pages`…)."""

    model_config = ConfigDict(extra="allow")
    company: str = ""
    unit: str | None = None
    years: list[int] = []
    fields: dict[int, dict[str, Number]] = {}
    ratios: dict[int, dict[str, Number]] = {}
    signals: list[ExpectedSignal] | None = None
    hidden_text: list[str] = []


REQUIRED = ("company", "years", "fields")  # what every expected file must fill


def load_expected(path: Path) -> dict[str, Any]:
    """The expected file as a dict, once validated; BadInput naming the file otherwise."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise BadInput(path, f"unreadable ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise BadInput(path, "not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise BadInput(path, f"not JSON ({e.msg}, line {e.lineno} column {e.colno})") from None
    try:
        Expected.model_validate(raw)
    except ValidationError as e:
        problems: dict[str, str] = {}
        for err in e.errors():
            loc = [str(x) for x in err["loc"] if x not in ("int", "float")]
            numeric = len(loc) < len(err["loc"])
            msg = "should be a number" if numeric else err["msg"].split(" or instance of")[0]
            problems.setdefault(".".join(loc) or "top level", msg)
        where, msg = next(iter(problems.items()))
        more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
        raise BadInput(path, f"not an expected-results file: {where}: {msg}{more}") from None
    # without them nothing is scored (a `{}` would pass with 0 fields): refused
    missing = [key for key in REQUIRED if not raw.get(key)]
    if missing:
        raise BadInput(
            path, f"not an expected-results file: missing or empty: {', '.join(missing)}"
        )
    return raw


def expected_files(reports_dir: Path, pdfs: Path | None = None) -> list[tuple[Path, Path]]:
    """(expected file, PDF) pairs, sorted; an expected file without its PDF is skipped.

    The PDF is `<stem>.pdf` beside the expected file, or in `pdfs` when given: the hand
    labels of filings we may not ship live in the project (tests/data/realworld/dev10k)
    while their PDFs stay in ../shared/realworld/dev10k."""
    for folder in (reports_dir, *([pdfs] if pdfs is not None else [])):
        if not folder.exists():
            raise BadInput(folder, "no such folder")
        if not folder.is_dir():
            raise BadInput(folder, "not a folder")
    pairs = []
    for exp in sorted(reports_dir.glob("*.expected.json")):
        name = exp.name.removesuffix(".expected.json") + ".pdf"
        pdf = (pdfs / name) if pdfs is not None else exp.with_name(name)
        if pdf.is_file():
            pairs.append((exp, pdf))
    return pairs


def evaluate(
    reports_dir: Path,
    provider: Provider,
    runs: int = 1,
    where: Paths | None = None,
    progress: Callable[[str, str], None] | None = None,
    pdfs: Path | None = None,
) -> dict[str, Any]:
    """The eval object of ARCHITECTURE.md (more keys are welcome there); `pdfs`: the
    folder holding the PDFs when they are not beside their expected files."""

    where = where or paths()
    runs = max(1, runs)
    pairs = expected_files(reports_dir, pdfs)
    if not pairs:
        where_pdf = f"with a <stem>.pdf in {pdfs}" if pdfs else "beside a <stem>.pdf"
        raise BadInput(reports_dir, f"no <stem>.expected.json {where_pdf}")
    log = RunLog(where.run_log)
    per_run: dict[str, list[dict[str, Any]]] = {}
    static: dict[str, dict[str, Any]] = {}
    expectations = {pdf.stem: load_expected(exp) for exp, pdf in pairs}
    for n in range(runs):
        run_id = log.start(provider.name, provider.model, "eval", str(reports_dir))
        for _exp, pdf in pairs:
            expected = expectations[pdf.stem]
            c = process_company(pdf, provider, where=where, reuse=runs == 1, progress=progress)
            log.record(run_id, log_row(c))
            ff = None
            records: list[SignalRecord] = []
            if not c.error or where.facts_json(c.slug).is_file():
                try:
                    ff = load_facts(c.slug, where)
                    records = list(ff.signals)
                except AnalysteError:
                    ff = None
            per_run.setdefault(pdf.stem, []).append(_agent_figures(c, records, expected))
            if n == 0:
                checks = list(ff.checks) if ff is not None else []
                static[pdf.stem] = {
                    "slug": c.slug,
                    "pdf": str(pdf),
                    "company": c.company or expected.get("company", ""),
                    "error": c.error,
                    **score_fields(expected, ff),
                    "checks_ok": bool(checks) and all(ch.ok for ch in checks),
                    "checks_passed": sum(1 for ch in checks if ch.ok),
                    "checks_total": len(checks),
                    "failed_checks": [ch.name for ch in checks if not ch.ok],
                    **score_ratios(expected, ff),
                }
        log.finish(run_id)

    companies = []
    for _exp, pdf in pairs:
        figures = per_run[pdf.stem]
        row = dict(static[pdf.stem])
        last = figures[-1]
        for key in ("missed_signals", "unexpected_signals"):
            if key in last:
                row[key] = last[key]
        keys = [k for k in figures[0] if k not in ("missed_signals", "unexpected_signals")]
        for key in keys:
            row[key] = _mean([f.get(key) for f in figures])
        if runs > 1:
            row["worst"] = {
                k: (
                    _WORST[k]([f[k] for f in figures if f.get(k) is not None])
                    if any(f.get(k) is not None for f in figures)
                    else None
                )
                for k in _WORST
                if k in figures[0]
            }
            row["per_run"] = [{k: f[k] for k in _WORST if k in f} for f in figures]
        companies.append(row)
    return {
        "runs": runs,
        "reports_dir": str(reports_dir),
        "provider": provider.name,
        "model": provider.model,
        "companies": companies,
        "totals": _totals(companies),
    }


def _totals(companies: list[dict[str, Any]]) -> dict[str, Any]:
    def total(key: str) -> Any:
        vals = [c[key] for c in companies if c.get(key) is not None]
        return round(sum(vals), 4) if vals else None

    expected = total("signals_expected")
    found = total("signals_found")
    verified = sum(
        (c["signals_verified"] or 0) - (c.get("hidden_found") or 0)
        for c in companies
        if c.get("signals_expected") is not None
    )
    flagged = total("distractors_flagged")
    return {
        "companies": len(companies),
        "fields_exact": total("fields_exact"),
        "fields_total": total("fields_total"),
        "fields_wrong": total("fields_wrong"),
        "fields_wrong_confirmed": total("fields_wrong_confirmed"),
        "signals_expected": expected,
        "signals_found": found,
        "signal_recall": round(found / expected, 4) if expected else None,
        "signal_precision": (
            round((verified - (flagged or 0)) / verified, 4) if verified else None
        ),
        "distractors_flagged": flagged,
        "quotes_rejected": total("quotes_rejected"),
        "memos_verified": sum(1 for c in companies if c.get("memo_verified") is True),
    }
