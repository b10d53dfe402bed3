"""Run the per-rank programs of ``programs/`` as real multi-process MPI jobs."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

PROGRAMS = Path(__file__).parent / "programs"


class Job:
    """A finished launch: exit status, output, and the checks it reported as passed."""

    def __init__(self, done: subprocess.CompletedProcess) -> None:
        self.returncode = done.returncode
        self.stdout = done.stdout
        self.stderr = done.stderr
        self.checks = re.findall(r"^CHECK (.+) ok$", done.stdout, flags=re.MULTILINE)

    def explain(self) -> str:
        return self.stdout[-3000:] + self.stderr[-4000:]


def _launch(program: str, *args: str, nproc: int = 2, timeout: float = 120) -> Job:
    """``python -m glasstorch.distributed.run --nproc-per-node N programs/<program> args``
    (``nproc=0``: the program alone, without a launcher)."""
    path = str(PROGRAMS / program) if not program.startswith(("examples/", "/")) else program
    if nproc:
        runner = ["-m", "glasstorch.distributed.run", "--nproc-per-node", str(nproc)]
    else:
        runner = []
    command = [sys.executable, *runner, path, *args]
    root = Path(__file__).resolve().parents[3]
    return Job(subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=root))


@pytest.fixture(scope="session")
def launch() -> Callable[..., Job]:
    return _launch
