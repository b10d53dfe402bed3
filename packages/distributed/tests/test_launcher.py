"""The launcher: environment of each rank, and a failing rank ending the whole job."""

from __future__ import annotations

import os
import re
import sys
import time

import pytest
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
    assert re.search(
        r"first failure: rank 1 at \+[\d.]+s: raised ZeroDivisionError: rank 1 could not "
        r"compute its batch\n",
        done.stderr,
    ), done.explain()


def test_a_rank_that_leaves_early_makes_the_others_time_out(launch):
    """Rank 1 returns before a barrier of a group with timeout=2 s: rank 0 raises
    DistBackendError within seconds, and the launcher names both."""
    done = launch("early_exit.py", "leave", timeout=120)
    assert done.returncode != 0, done.explain()
    assert "unreachable" not in done.stdout
    assert "[rank0]: glasstorch.distributed.DistBackendError: [Rank 0] collective " in done.stderr
    assert "BARRIER (backend mpi, SeqNum=2, group ranks [0, 1]) timed out after 2." in done.stderr
    assert "glasstorch.distributed.run: the job failed (exit code 1)" in done.stderr
    first = re.search(r"first failure: rank 0 at \+[\d.]+s: collective timeout: ", done.stderr)
    assert first, done.explain()
    ended = done.stderr.split("how each rank ended, in order:")[1]
    # rank 1 finished its script first; rank 0 then waited 2 s in the barrier and raised
    assert re.search(
        r"rank 1 at \+([\d.]+)s: finished its script \(exit code 0\)\n.*"
        r"rank 0 at \+([\d.]+)s: collective timeout",
        ended,
    ), done.explain()


@pytest.mark.parametrize(
    ("mode", "how"),
    [("os_exit", "exited with code 3"), ("kill", r"killed by signal 9 \(SIGKILL\)")],
)
def test_the_launcher_names_a_rank_that_exits_or_is_killed(launch, mode, how):
    done = launch("early_exit.py", mode, timeout=120)
    assert done.returncode != 0, done.explain()
    assert re.search(r"glasstorch.distributed.run: the job failed \(exit code \d+\)", done.stderr)
    assert re.search(rf"first failure: rank 1 at \+[\d.]+s: {how}\n", done.stderr), done.explain()
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
