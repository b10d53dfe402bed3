"""The hand-written Triton kernels (``native/cuda/triton_kernels.py``) under Triton's CPU
interpreter: ``cuda_triton_cases.py`` runs in a fresh process with ``TRITON_INTERPRET=1``,
since Triton decides between compiling and interpreting when it is first imported."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

# find_spec, not importorskip: importing Triton here would fix its mode for this process
pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("triton") is None, reason="triton is not installed"
)

CASES = Path(__file__).with_name("cuda_triton_cases.py")


def test_triton_kernels_under_the_interpreter():
    env = {**os.environ, "TRITON_INTERPRET": "1", "GLASSTORCH_CUDA_BACKEND": "numpy"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:cacheprovider",
         str(CASES)],
        capture_output=True, text=True, env=env, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert re.search(r"\b1[0-9] passed\b", summary) and "skipped" not in summary, summary
