"""``examples/train_digits.py --ddp`` on 2 ranks learns as the single-process run does."""

from __future__ import annotations

import re

import pytest


@pytest.mark.slow
def test_train_digits_ddp_on_two_ranks(launch):
    done = launch("examples/train_digits.py", "--ddp", "--epochs", "3", "--seed", "0", timeout=300)
    assert done.returncode == 0, done.explain()
    accuracies = [float(a) for a in re.findall(r"test accuracy (\d+\.\d+)%", done.stdout)]
    assert len(accuracies) == 4, done.stdout  # rank 0 alone reports: 3 epochs and the reload
    assert accuracies[2] >= 95.0
    assert accuracies[3] == accuracies[2]
