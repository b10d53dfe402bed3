"""OpInfo entries for the matrix products, einsum, tensordot and the closeness tests."""

from __future__ import annotations

from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos

Shape = tuple[int, ...]

#: matmul's cases: vector·vector, matrix·vector, vector·matrix, folding, broadcasting.
MATMUL_SHAPES: list[tuple[Shape, Shape]] = [
    ((3,), (3,)),
    ((2, 3), (3,)),
    ((3,), (3, 4)),
    ((2, 3), (3, 4)),
    ((5, 2, 3), (3, 4)),
    ((5, 2, 3), (3,)),
    ((3,), (5, 3, 4)),
    ((2, 3), (5, 3, 4)),
    ((7, 1, 2, 3), (5, 3, 4)),
    ((2, 1, 2, 3), (1, 3, 3, 2)),
    ((0, 2, 3), (3, 4)),
    ((2, 0), (0, 3)),
]


def _shapes(*cases: tuple[Shape, ...], **kwargs: Any) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [
            SampleInput(tuple(rng.uniform(-2, 2, s) for s in shapes), dict(kwargs), str(shapes))
            for shapes in cases
        ]

    return samples


def _scaled(ref: Any) -> Any:
    """``beta * self + alpha * ref(a, b)``: the reference of an ``add*`` product."""
    return lambda s, a, b, beta=1, alpha=1: beta * s + alpha * ref(a, b)


def _einsum_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases = [
        ("ij,jk->ik", (2, 3), (3, 4)),
        ("ij,jk", (2, 3), (3, 4)),
        ("bij,bjk->bik", (2, 3, 4), (2, 4, 5)),
        ("i,j->ij", (3,), (4,)),
        ("ii,i->i", (3, 3), (3,)),
        ("...ij,...jk->...ik", (2, 1, 3, 4), (5, 4, 2)),
        ("ij,ij->", (2, 3), (2, 3)),
        ("ba,ac", (2, 3), (3, 4)),
        ("ijk,kj->i", (2, 3, 4), (4, 3)),
    ]
    return [
        SampleInput((rng.uniform(-2, 2, a), rng.uniform(-2, 2, b)), {"equation": eq}, eq)
        for eq, a, b in cases
    ]


def _isclose_samples(rng: np.random.Generator) -> list[SampleInput]:
    a = rng.uniform(-2, 2, (3, 4))
    b = a + rng.choice([0.0, 1e-9, 1e-3], size=a.shape)
    nans = np.array([np.nan, 1.0, np.inf, -np.inf])
    return [
        SampleInput((a, b), name="default"),
        SampleInput((a, b), {"rtol": 1e-2, "atol": 0.0}, "rtol"),
        SampleInput((a, b[0]), {"atol": 1e-6}, "broadcast"),
        SampleInput((nans, nans.copy()), {"equal_nan": True}, "equal_nan"),
        SampleInput((nans, nans.copy()), name="nan"),
    ]


def _info(
    name: str,
    ref: Any,
    samples: Any,
    differentiable: tuple[int, ...] = (0, 1),
    op: Any = None,
    **kw: Any,
) -> OpInfo:
    op = op or (lambda torch, *a, **k: getattr(torch, name)(*a, **k))
    return OpInfo(name, op, ref, samples, differentiable, tags=("linalg",), **kw)


opinfos = [
    _info("mm", np.matmul, _shapes(((2, 3), (3, 4)), ((4, 1), (1, 0)))),
    _info("bmm", np.matmul, _shapes(((2, 3, 4), (2, 4, 5)))),
    _info("mv", np.matmul, _shapes(((2, 3), (3,)), ((0, 2), (2,)))),
    _info("dot", np.dot, _shapes(((5,), (5,)), ((0,), (0,)))),
    _info("matmul", np.matmul, _shapes(*MATMUL_SHAPES)),
    _info("outer", np.outer, _shapes(((3,), (4,)))),
    _info(
        "addmm",
        _scaled(np.matmul),
        _shapes(((2, 4), (2, 3), (3, 4)), ((4,), (2, 3), (3, 4)), beta=0.5, alpha=-2.0),
        (0, 1, 2),
    ),
    _info(
        "addmv",
        _scaled(np.matmul),
        _shapes(((2,), (2, 3), (3,)), ((1,), (2, 3), (3,)), beta=2.0, alpha=0.5),
        (0, 1, 2),
    ),
    _info(
        "baddbmm",
        _scaled(np.matmul),
        _shapes(((2, 3, 5), (2, 3, 4), (2, 4, 5)), ((5,), (2, 3, 4), (2, 4, 5)), alpha=3.0),
        (0, 1, 2),
    ),
    _info(
        "addbmm",
        _scaled(lambda a, b: np.matmul(a, b).sum(0)),
        _shapes(((3, 5), (2, 3, 4), (2, 4, 5)), beta=0.25),
        (0, 1, 2),
    ),
    _info(
        "tensordot",
        lambda a, b, dims_self, dims_other: np.tensordot(a, b, (dims_self, dims_other)),
        _shapes(((2, 3, 4), (4, 3, 5)), dims_self=[1, 2], dims_other=[1, 0]),
    ),
    _info(
        "einsum",
        lambda *arrays, equation: np.einsum(equation, *arrays),
        _einsum_samples,
        op=lambda torch, *tensors, equation: torch.einsum(equation, list(tensors)),
    ),
    _info("isclose", np.isclose, _isclose_samples, ()),
    _info("allclose", np.allclose, _isclose_samples, (), supports_meta=False),
    _info(
        "equal",
        np.array_equal,
        _shapes(((2, 3), (2, 3)), ((2, 3), (3, 2))),
        (),
        supports_meta=False,
    ),
]

register_opinfos(opinfos)
