"""The runnable examples run, and the main job reaches its accuracy."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_dispatcher_tour_runs():
    out = run("examples/dispatcher_tour.py")
    assert "scale(cpu)        -> autograd -> cpu kernel (x3.0)" in out
    assert "NotImplementedError: Could not run 'tour::scale'" in out


@pytest.mark.slow
@pytest.mark.parametrize("flags", [(), ("--compile",)], ids=["eager", "compiled"])
def test_train_digits_learns_and_reloads_its_checkpoint(flags):
    out = run("examples/train_digits.py", "--epochs", "3", "--seed", "0", *flags)
    accuracies = [float(a) for a in re.findall(r"test accuracy (\d+\.\d+)%", out)]
    assert len(accuracies) == 4  # three epochs and the reloaded checkpoint
    assert accuracies[2] >= 95.0
    assert accuracies[3] == accuracies[2]


def test_per_sample_gradients_match_the_loop():
    out = run("examples/per_sample_gradients.py", "--batch", "8")
    worst = float(re.search(r"match the loop: max difference (\S+)", out).group(1))
    assert worst < 1e-5
    assert "fc.weight     (8, 10, 400)" in out
    assert "DP-SGD step taken" in out


def test_gcn_learns_the_communities_of_a_block_model():
    out = run("examples/gcn.py", "--epochs", "60", "--seed", "0")
    accuracy = float(re.search(r"test accuracy (\d+\.\d+)%", out).group(1))
    assert accuracy >= 90.0
