"""The launcher: environment of each rank, and a failing rank ending the whole job."""

from __future__ import annotations

import os
import sys
import time

from glasstorch.distributed.run import mpiexec_command, parse_args


def test_a_raising_rank_ends_the_job_with_its_traceback(launch):
    started = time.monotonic()
    done = launch("failing_rank.py", timeout=60)
    assert time.monotonic() - started < 60
    assert done.returncode != 0
    threads = os.environ.get("OMP_NUM_THREADS", "1")  # torchrun's default: 1 per rank
    assert f"rank 0 local 0 of 2 threads {threads}" in done.stdout
    assert f"rank 1 local 1 of 2 threads {threads}" in done.stdout
    assert "[rank1]: ZeroDivisionError: rank 1 could not compute its batch" in done.stderr
    assert 'failing_rank.py", line' in done.stderr
    assert "unreachable" not in done.stdout


def test_command_line():
    args = parse_args(["--nproc-per-node", "3", "train.py", "--epochs", "2"])
    command = mpiexec_command(args)
    assert command[1:3] == ["-n", "3"]
    assert command[3:] == [
        sys.executable,
        "-m",
        "glasstorch.distributed._rank_main",
        "train.py",
        "--epochs",
        "2",
    ]
    hosts = mpiexec_command(
        parse_args(["--nproc_per_node=2", "--nnodes=2", "--hosts=a,b", "-m", "pkg.train"])
    )
    assert hosts[1:7] == ["-n", "4", "-hosts", "a,b", "-ppn", "2"]
    assert hosts[-3:] == ["glasstorch.distributed._rank_main", "-m", "pkg.train"]
