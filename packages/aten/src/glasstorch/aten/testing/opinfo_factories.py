"""OpInfo entries for the factories (random ones have no reference and are left out).

Factories that take no tensor are called with ``dtype=float64`` so that they compare with
numpy's float64 results exactly; the ``*_like`` ones inherit float64 from their input.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import float64

from .opinfo import OpInfo, SampleInput, register_opinfos

SHAPES = [(), (4,), (2, 3), (2, 1, 3)]


def _like_samples(*extra: Any) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.uniform(-2, 2, s), *extra), name=str(s)) for s in SHAPES]

    return samples


def _fixed(*cases: tuple[tuple[Any, ...], dict[str, Any]]) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput(args, kwargs, name=str(args)) for args, kwargs in cases]

    return samples


def _factory(name: str, ref: Any, samples: Any) -> OpInfo:
    return OpInfo(
        name,
        op=lambda torch, *a, **k: getattr(torch, name)(*a, dtype=float64, **k),
        ref=ref,
        samples=samples,
        differentiable=(),
        tags=("factory",),
    )


def _like(name: str, ref: Any, *extra: Any) -> OpInfo:
    return OpInfo(
        name,
        op=lambda torch, *a, **k: getattr(torch, name)(*a, **k),
        ref=ref,
        samples=_like_samples(*extra),
        differentiable=(),
        tags=("factory",),
    )


opinfos = [
    _factory("zeros", lambda size: np.zeros(size), _fixed((((2, 3),), {}), (((),), {}))),
    _factory("ones", lambda size: np.ones(size), _fixed((((4,),), {}), (((0, 2),), {}))),
    _factory(
        "full",
        lambda size, value: np.full(size, value, dtype=np.float64),
        _fixed((((2, 2), 1.5), {}), (((3,), -2), {})),
    ),
    _factory(
        "arange",
        lambda *a: np.arange(*a, dtype=np.float64),
        _fixed(((5,), {}), ((1, 4), {}), ((0, 1, 0.1), {}), ((10, -3, -2.5), {})),
    ),
    _factory(
        "linspace",
        lambda start, end, steps: np.linspace(start, end, steps),
        _fixed(((0, 1, 5), {}), ((-3, 7.5, 1), {}), ((2, -2, 9), {}), ((0, 1, 0), {})),
    ),
    _factory(
        "logspace",
        lambda start, end, steps, base=10.0: np.logspace(start, end, steps, base=base),
        _fixed(((0, 2, 3), {}), ((-1, 1, 5), {"base": 2.0})),
    ),
    _factory(
        "eye",
        lambda n, m=None: np.eye(n, m),
        _fixed(((3,), {}), ((2, 4), {}), ((0,), {})),
    ),
    _like("zeros_like", np.zeros_like),
    _like("ones_like", np.ones_like),
    _like("full_like", lambda x, v: np.full_like(x, v), 7.25),
]

register_opinfos(opinfos)
