"""Time ``randn(1_000_000)`` on the CPU generator against numpy's and, if importable, PyTorch's.

Run: ``uv run python benchmarks/bench_random.py``.
"""

from __future__ import annotations

import timeit

import glasstorch as torch
import numpy as np


def _best(fn, number: int = 5) -> float:
    return min(timeit.repeat(fn, number=number, repeat=3)) / number


def main() -> None:
    n = 1_000_000
    rows = [("glasstorch randn (PyTorch's stream)", _best(lambda: torch.randn(n)))]
    rng = np.random.default_rng(0)
    rows.append(
        ("numpy standard_normal float32", _best(lambda: rng.standard_normal(n, np.float32)))
    )
    try:
        import torch as real_torch  # optional reference, never a dependency

        rows.append(("PyTorch randn", _best(lambda: real_torch.randn(n))))
    except ImportError:
        pass
    for name, seconds in rows:
        print(f"{name:40s} {seconds * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
