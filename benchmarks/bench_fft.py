"""``fft.rfft`` of 2**20 float32 samples beside numpy.fft (and PyTorch, when importable).

A transform this size is throughput-bound: glasstorch's cost is its ``_fft_r2c`` kernel on
scipy.fft (with ``torch.get_num_threads()`` workers) plus the Dispatcher's per-call path,
which should be small beside the transform. numpy.fft computes in double precision, so its
float32 input is converted first; scipy.fft, what glasstorch calls, keeps single precision.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import scipy.fft

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch as gt  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None

SIZE = 2**20


def main() -> None:
    samples = np.random.default_rng(0).standard_normal(SIZE).astype(np.float32)
    x = gt.from_numpy(samples.copy())
    contenders = {
        "numpy.fft.rfft": lambda: np.fft.rfft(samples),
        "scipy.fft.rfft": lambda: scipy.fft.rfft(samples, workers=gt.get_num_threads()),
        "glasstorch fft.rfft": lambda: gt.fft.rfft(x),
    }
    if torch is not None:
        tx = torch.from_numpy(samples.copy())
        contenders["torch fft.rfft"] = lambda: torch.fft.rfft(tx)
    medians = compare(contenders, number=5, repeat=11)
    report(
        f"fft.rfft of 2**20 float32 ({gt.get_num_threads()} threads):", medians, "numpy.fft.rfft"
    )
    if torch is not None:
        ratio = medians["glasstorch fft.rfft"] / medians["torch fft.rfft"]
        print(f"  glasstorch / torch: {ratio:.2f}x")


if __name__ == "__main__":
    main()
