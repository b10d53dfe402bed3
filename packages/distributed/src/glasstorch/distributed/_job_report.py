"""How each rank of a launched job ended, recorded for the launcher's final report.

``glasstorch.distributed.run`` gives every rank a directory (``GLASSTORCH_JOB_REPORT_DIR``).
A rank writes one record there when it ends: the exception it raised (with its traceback,
marked as a collective timeout for ``DistBackendError``), the status it exited with, or
the signal that killed it (the last two written by the process that watches the rank,
so ``os._exit`` and crashes are recorded too). When the job fails, the launcher reads the
records and names the rank that failed first and how.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

__all__ = ["REPORT_DIR_ENV", "exit_how", "failed", "failure_report", "read_records", "write_record"]

REPORT_DIR_ENV = "GLASSTORCH_JOB_REPORT_DIR"


def _path(directory: str, rank: int | None) -> Path:
    name = f"rank{rank}" if rank is not None else f"pid{os.getpid()}"
    return Path(directory) / f"{name}.json"


def write_record(
    rank: int | None, how: str, detail: str = "", traceback: str = "", *, first: bool = False
) -> None:
    """Record how this rank ended (``first``: only if nothing was recorded for it yet)."""
    directory = os.environ.get(REPORT_DIR_ENV)
    if not directory:
        return
    path = _path(directory, rank)
    if first and path.exists():
        return
    record = {"rank": rank, "time": time.time(), "how": how, "detail": detail, "tb": traceback}
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(record))
    os.replace(tmp, path)


def exit_how(status: int) -> tuple[str, str]:
    """``(how, detail)`` for a process's exit status (negative: killed by that signal)."""
    if status == 0:
        return "done", "exited with code 0"
    if status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = f"signal {-status}"
        return "signal", f"killed by signal {-status} ({name})"
    return "exit", f"exited with code {status}"


def read_records(directory: str) -> list[dict[str, Any]]:
    """Every rank's record, earliest first."""
    records = []
    for path in Path(directory).glob("*.json"):
        try:
            records.append(json.loads(path.read_text()))
        except (OSError, ValueError):
            continue
    return sorted(records, key=lambda r: r["time"])


def failed(record: dict[str, Any]) -> bool:
    return record["how"] != "done"


def _line(record: dict[str, Any], started: float) -> str:
    rank = "rank ?" if record["rank"] is None else f"rank {record['rank']}"
    return f"{rank} at +{record['time'] - started:.2f}s: {record['detail']}"


def failure_report(records: list[dict[str, Any]], started: float, status: int) -> str:
    """The launcher's account of a failed job: the first failing rank (with its traceback),
    then how every rank that recorded anything ended, in the order they ended."""
    prefix = "glasstorch.distributed.run: "
    lines = [f"{prefix}the job failed (exit code {status})"]
    failures = [r for r in records if failed(r)]
    if failures:
        first = failures[0]
        lines.append(f"{prefix}first failure: {_line(first, started)}")
        lines += [f"{prefix}  {t}" for t in first["tb"].rstrip("\n").splitlines()]
    else:
        lines.append(f"{prefix}no rank recorded a failure (mpiexec itself may have failed)")
    if records:
        lines.append(f"{prefix}how each rank ended, in order:")
        lines += [f"{prefix}  {_line(r, started)}" for r in records]
    return "\n".join(lines) + "\n"
