"""OpInfo entries for native/misc_ops.py: ``erfinv``, ``new_zeros`` and
``broadcast_tensors``."""

from __future__ import annotations

from typing import Any

import numpy as np
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos

SHAPES = [(), (5,), (3, 4), (2, 1, 3)]


def _erfinv_samples(rng: np.random.Generator) -> list[SampleInput]:
    # away from +-1, where erfinv and its derivative blow up
    return [SampleInput((rng.uniform(-0.9, 0.9, size=s),), name=str(s)) for s in SHAPES]


def _new_zeros_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases = [((3,), (2, 3)), ((), (4,)), ((2, 2), ()), ((1,), (0, 2))]
    return [SampleInput((rng.uniform(-2, 2, s), size), name=str(size)) for s, size in cases]


def _broadcast_samples(rng: np.random.Generator) -> list[SampleInput]:
    pairs = [((), ()), ((3,), (2, 3)), ((2, 1, 3), (4, 1)), ((3, 1), (1, 3))]
    return [
        SampleInput((rng.uniform(-2, 2, a), rng.uniform(-2, 2, b)), name=f"{a}x{b}")
        for a, b in pairs
    ]


def _broadcast_ref(*arrays: np.ndarray) -> list[np.ndarray]:
    return list(np.broadcast_arrays(*arrays))


def _new_zeros(torch: Any, x: Any, size: Any, **kwargs: Any) -> Any:
    return x.new_zeros(size, **kwargs)


opinfos = [
    OpInfo(
        "erfinv",
        op=lambda torch, x, **k: torch.erfinv(x, **k),
        ref=special.erfinv,
        samples=_erfinv_samples,
        tags=("pointwise", "unary"),
    ),
    OpInfo(
        "new_zeros",
        op=_new_zeros,
        ref=lambda x, size: np.zeros(size),
        samples=_new_zeros_samples,
        differentiable=(),
        tags=("factory",),
    ),
    OpInfo(
        "broadcast_tensors",
        op=lambda torch, a, b: torch.broadcast_tensors([a, b]),
        ref=_broadcast_ref,
        samples=_broadcast_samples,
        differentiable=(0, 1),
        tags=("broadcast",),
    ),
]

register_opinfos(opinfos)
