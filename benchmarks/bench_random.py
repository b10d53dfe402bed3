"""Time the CPU generator's samplers on 1_000_000 elements against numpy's and, if
importable, PyTorch's.

Run: ``OMP_NUM_THREADS=1 uv run python benchmarks/bench_random.py`` (and the same file with
an interpreter that has PyTorch to put its figures side by side).
"""

from __future__ import annotations

import timeit

import numpy as np

N = 1_000_000


def _best(fn, number: int = 5) -> float:
    return min(timeit.repeat(fn, number=number, repeat=3)) / number


def _cases(torch) -> list[tuple[str, object]]:  # noqa: ANN001 - glasstorch or PyTorch
    return [
        ("randn float32", lambda: torch.randn(N)),
        ("randn float64", lambda: torch.randn(N, dtype=torch.float64)),
        ("normal_(1, 2) float32", lambda: torch.empty(N).normal_(1.0, 2.0)),
        ("rand float32", lambda: torch.rand(N)),
        ("rand float64", lambda: torch.rand(N, dtype=torch.float64)),
        ("uniform_(-2, 3) float32", lambda: torch.empty(N).uniform_(-2.0, 3.0)),
        (
            "uniform_(-2, 3) float64",
            lambda: torch.empty(N, dtype=torch.float64).uniform_(-2.0, 3.0),
        ),
    ]


def main() -> None:
    rows = []
    try:
        import glasstorch as torch
    except ImportError:  # run by an interpreter with PyTorch only
        import torch  # optional reference, never a dependency
    name = torch.__name__
    rows += [(f"{name} {case}", _best(fn)) for case, fn in _cases(torch)]
    rng = np.random.default_rng(0)
    rows.append(
        ("numpy standard_normal float32", _best(lambda: rng.standard_normal(N, np.float32)))
    )
    rows.append(("numpy random float32", _best(lambda: rng.random(N, np.float32))))
    for label, seconds in rows:
        print(f"{label:40s} {seconds * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
