"""OpInfo entries for the matrix products, einsum, tensordot, the closeness tests, and the
solvers, factorizations and norms of ``linalg``."""

from __future__ import annotations

import math
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


def _well_conditioned(rng: np.random.Generator, shape: Shape) -> np.ndarray:
    """Square matrices far from singular: random entries plus ``n`` on the diagonal."""
    n = shape[-1]
    return rng.uniform(-1, 1, shape) + n * np.eye(n)


def _square_samples(rng: np.random.Generator) -> list[SampleInput]:
    shapes: list[Shape] = [(3, 3), (1, 1), (2, 4, 4), (2, 1, 2, 2), (0, 2, 2)]
    return [SampleInput((_well_conditioned(rng, s),), name=str(s)) for s in shapes]


def _solve_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape, dict[str, Any]]] = [
        ((3, 3), (3, 2), {}),
        ((3, 3), (3,), {}),  # a vector right-hand side
        ((2, 3, 3), (2, 3), {}),  # a batch of vectors
        ((2, 3, 3), (3, 4), {}),  # B broadcast over A's batch
        ((3, 3), (2, 3, 1), {}),  # A broadcast over B's batch
        ((3, 3), (4, 3), {"left": False}),  # X A = B
    ]
    return [
        SampleInput((_well_conditioned(rng, a), rng.uniform(-2, 2, b)), kw, f"{a} {b} {kw}")
        for a, b, kw in cases
    ]


def _solve_ref(a: np.ndarray, b: np.ndarray, left: bool = True) -> np.ndarray:
    if not left:
        return np.swapaxes(np.linalg.solve(np.swapaxes(a, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)
    if b.ndim == 1 or (b.ndim == a.ndim - 1 and b.shape == a.shape[:-1]):
        return np.linalg.solve(a, b[..., None])[..., 0]
    return np.linalg.solve(a, b)


def _spd(torch: Any, a: Any) -> Any:
    """``a a^T + I``: symmetric positive-definite, and differentiable in every entry of a."""
    return a @ a.mT + torch.eye(a.shape[-1], dtype=a.dtype, device=a.device)


def _cholesky_ref(a: np.ndarray, upper: bool = False) -> np.ndarray:
    factor = np.linalg.cholesky(a @ np.swapaxes(a, -1, -2) + np.eye(a.shape[-1]))
    return np.swapaxes(factor, -1, -2) if upper else factor


def _matrix_norm_ref(
    a: np.ndarray, ord: Any = "fro", dim: Any = (-2, -1), keepdim: bool = False
) -> np.ndarray:
    return np.linalg.norm(a, ord, axis=tuple(dim), keepdims=keepdim)


def _matrix_norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = rng.uniform(-2, 2, (3, 4)), rng.uniform(-2, 2, (2, 3, 4))
    return [
        SampleInput((x,), name="fro"),
        SampleInput((y,), {"ord": 1}, "1"),
        SampleInput((y,), {"ord": -1, "keepdim": True}, "-1 keepdim"),
        SampleInput((x,), {"ord": math.inf}, "inf"),
        SampleInput((y,), {"ord": -math.inf, "dim": (0, 2)}, "-inf dims"),
        SampleInput((y,), {"ord": "fro", "dim": (2, 0), "keepdim": True}, "fro dims"),
        SampleInput((x,), {"ord": 2}, "2"),
        SampleInput((y,), {"ord": -2, "dim": (0, 2), "keepdim": True}, "-2 dims keepdim"),
        SampleInput((y,), {"ord": "nuc"}, "nuc"),
    ]


def _norm_ref(a: np.ndarray, ord: Any = None, dim: Any = None, keepdim: bool = False) -> Any:
    if dim is None and ord is None:
        return np.linalg.norm(a.reshape(-1), keepdims=False).reshape(
            (1,) * a.ndim if keepdim else ()
        )
    return np.linalg.norm(a, ord, axis=dim if dim is None else tuple(dim), keepdims=keepdim)


def _norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    v, x, y = rng.uniform(-2, 2, 5), rng.uniform(-2, 2, (3, 4)), rng.uniform(-2, 2, (2, 3, 4))
    return [
        SampleInput((y,), name="every element"),
        SampleInput((v,), {"ord": 3}, "vector 3"),
        SampleInput((x,), {"ord": math.inf}, "matrix inf"),
        SampleInput((x,), {"ord": "fro"}, "matrix fro"),
        SampleInput((y,), {"dim": (1,), "ord": 1}, "one dim"),
        SampleInput((y,), {"dim": (0, 2), "ord": -1, "keepdim": True}, "two dims"),
    ]


def _matrices(*shapes: Shape) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.uniform(-2, 2, s),), name=str(s)) for s in shapes]

    return samples


def _polar_ref(a: np.ndarray) -> np.ndarray:
    """``U @ Vh`` of the reduced SVD: independent of the singular vectors' signs."""
    U, _, Vh = np.linalg.svd(a, full_matrices=False)
    return U @ Vh


def _symmetric(a: Any) -> Any:
    return a + np.swapaxes(a, -1, -2) if isinstance(a, np.ndarray) else a + a.mT


def _eigh_ref(a: np.ndarray, UPLO: str = "L") -> np.ndarray:
    """The eigenvectors squared: independent of their signs."""
    return np.linalg.eigh(_symmetric(a), UPLO)[1] ** 2


def _eigh_op(torch: Any, a: Any, **kwargs: Any) -> Any:
    return torch.linalg.eigh(_symmetric(a), **kwargs).eigenvectors ** 2


def _svd_op(torch: Any, a: Any) -> Any:
    U, _, Vh = torch.linalg.svd(a, full_matrices=False)
    return U @ Vh


def _linalg(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    """An entry for ``torch.linalg.<name>``."""
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch.linalg, name)(*a, **k))
    return OpInfo(f"linalg.{name}", ref=ref, samples=samples, tags=("linalg",), **kw)


solver_opinfos = [
    _linalg("inv", np.linalg.inv, _square_samples),
    _linalg("det", np.linalg.det, _square_samples),
    _linalg(
        "slogdet",
        lambda a: np.linalg.slogdet(a)[1],
        _square_samples,
        op=lambda torch, a: torch.linalg.slogdet(a).logabsdet,
    ),
    _linalg("solve", _solve_ref, _solve_samples, differentiable=(0, 1)),
    _linalg(
        "cholesky",
        _cholesky_ref,
        lambda rng: [
            SampleInput((rng.uniform(-1, 1, s),), kw, f"{s} {kw}")
            for s, kw in [((3, 3), {}), ((2, 4, 4), {"upper": True}), ((1, 1), {})]
        ],
        op=lambda torch, a, **k: torch.linalg.cholesky(_spd(torch, a), **k),
    ),
    _linalg("svd", _polar_ref, _matrices((3, 5), (2, 5, 3), (4, 4)), op=_svd_op),
    _linalg("svdvals", lambda a: np.linalg.svd(a, compute_uv=False), _matrices((3, 5), (2, 4, 3))),
    OpInfo(
        "svd",
        lambda torch, a, **k: torch.svd(a, **k).S,
        lambda a, some=True: np.linalg.svd(a, compute_uv=False),
        lambda rng: [SampleInput((rng.uniform(-2, 2, (4, 3)),), {"some": False}, "full")],
        tags=("linalg",),
    ),
    _linalg(
        "eigh",
        _eigh_ref,
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, s),), kw, f"{s} {kw}")
            for s, kw in [((3, 3), {}), ((2, 4, 4), {"UPLO": "U"})]
        ],
        op=_eigh_op,
    ),
    _linalg(
        "eigvalsh",
        lambda a: np.linalg.eigvalsh(_symmetric(a)),
        _matrices((3, 3), (2, 4, 4)),
        op=lambda torch, a: torch.linalg.eigvalsh(_symmetric(a)),
    ),
    _linalg("matrix_norm", _matrix_norm_ref, _matrix_norm_samples),
    _linalg("norm", _norm_ref, _norm_samples),
]


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
register_opinfos(solver_opinfos)
