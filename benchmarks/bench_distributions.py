"""``Normal.log_prob`` on 10⁶ float32 elements, with argument validation on (the default).

Beside PyTorch (when importable: ``benchmarks/run_with_torch.sh``) and the same density
written in numpy. The time is the handful of elementwise operators the formula runs plus
the support check ``_validate_sample`` makes on the value.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

N = 1_000_000


def _arrays() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    loc = rng.standard_normal(N).astype(np.float32)
    scale = rng.uniform(0.5, 2.0, N).astype(np.float32)
    value = rng.standard_normal(N).astype(np.float32)
    return loc, scale, value


def make_log_prob(lib):
    loc, scale, value = (lib.from_numpy(a) for a in _arrays())
    d = lib.distributions.Normal(loc, scale)
    return lambda: d.log_prob(value)


def numpy_log_prob():
    loc, scale, value = _arrays()
    half_log_2pi = np.float32(0.5 * math.log(2 * math.pi))

    def log_prob() -> np.ndarray:
        assert (value == value).all()  # the support check
        return -((value - loc) ** 2) / (2 * scale**2) - np.log(scale) - half_log_2pi

    return log_prob


def main() -> None:
    contenders = {"numpy by hand": numpy_log_prob(), "glasstorch": make_log_prob(gt)}
    if torch is not None:
        torch.set_num_threads(2)
        contenders["torch"] = make_log_prob(torch)
    medians = compare(contenders, number=5, repeat=15)
    report("Normal.log_prob, 10^6 float32 elements:", medians, "numpy by hand")
    if torch is not None:
        print(f"  glasstorch / torch: {medians['glasstorch'] / medians['torch']:.2f}x")


if __name__ == "__main__":
    main()
