"""OpInfo entries for ``linalg``'s products and constructions (cross, vecdot, multi_dot,
vander, matmul, diagonal), matrix functions (powers, exp), least squares, pinv, rank,
conditioning, logdet, the tensor solvers and the deprecated norms.

References are numpy and scipy in float64.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos
from .opinfo_linalg import _matrices, _symmetric, _well_conditioned

Shape = tuple[int, ...]


def _linalg(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch.linalg, name)(*a, **k))
    return OpInfo(f"linalg.{name}", ref=ref, samples=samples, tags=("linalg",), **kw)


def _torch(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch, name)(*a, **k))
    return OpInfo(name, ref=ref, samples=samples, tags=("linalg",), **kw)


def _pairs(*cases: tuple[Shape, Shape, dict[str, Any]]) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [
            SampleInput((rng.uniform(-2, 2, a), rng.uniform(-2, 2, b)), kw, f"{a} {b} {kw}")
            for a, b, kw in cases
        ]

    return samples


def _cross_ref(a: np.ndarray, b: np.ndarray, dim: int = -1) -> np.ndarray:
    shape = np.broadcast_shapes(a.shape, b.shape)
    return np.cross(np.broadcast_to(a, shape), np.broadcast_to(b, shape), axis=dim)


def _chain_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[list[Shape]] = [
        [(3,), (3, 4), (4, 2)],
        [(2, 3), (3, 4), (4, 5), (5, 1)],
        [(2, 3), (3,)],
        [(5, 2), (2, 6), (6, 3), (3, 4), (4,)],
    ]
    return [
        SampleInput(tuple(rng.uniform(-2, 2, s) for s in shapes), name=str(shapes))
        for shapes in cases
    ]


def _power_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, int]] = [((3, 3), 3), ((2, 3, 3), -2), ((3, 3), 1), ((2, 2), 6)]
    return [
        SampleInput((_well_conditioned(rng, s) / s[-1],), {"n": n}, f"{s} n={n}") for s, n in cases
    ]


def _expm_ref(a: np.ndarray) -> np.ndarray:
    import scipy.linalg

    return scipy.linalg.expm(a)


def _vander_ref(x: np.ndarray, N: int | None = None) -> np.ndarray:
    n = x.shape[-1] if N is None else N
    return x[..., None] ** np.arange(n)


def _vander_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.uniform(-2, 2, (4,))
    return [
        SampleInput((x,), {}, "square"),
        SampleInput((rng.uniform(-2, 2, (2, 3)),), {"N": 4}, "batch N=4"),
    ]


def _lstsq_ref(a: np.ndarray, b: np.ndarray, driver: str | None = None) -> np.ndarray:
    vector = b.ndim == a.ndim - 1
    rhs = b[..., None] if vector else b
    batch = np.broadcast_shapes(a.shape[:-2], rhs.shape[:-2])
    flat_a = np.broadcast_to(a, (*batch, *a.shape[-2:])).reshape(-1, *a.shape[-2:])
    flat_b = np.broadcast_to(rhs, (*batch, *rhs.shape[-2:])).reshape(-1, *rhs.shape[-2:])
    x = np.stack([np.linalg.lstsq(m, r)[0] for m, r in zip(flat_a, flat_b, strict=True)])
    x = x.reshape(*batch, a.shape[-1], rhs.shape[-1])
    return x[..., 0] if vector else x


def _residuals_ref(a: np.ndarray, b: np.ndarray, driver: str | None = None) -> np.ndarray:
    return ((a @ _lstsq_ref(a, b) - b) ** 2).sum(-2)


def _pinv_ref(a: np.ndarray, hermitian: bool = False, **tolerances: float) -> np.ndarray:
    return np.linalg.pinv(_symmetric(a) if hermitian else a, hermitian=hermitian)


def _pinv_op(torch: Any, a: Any, hermitian: bool = False, **tolerances: Any) -> Any:
    return torch.linalg.pinv(_symmetric(a) if hermitian else a, hermitian=hermitian, **tolerances)


def _rank_samples(rng: np.random.Generator) -> list[SampleInput]:
    low = rng.uniform(-1, 1, (2, 4, 2)) @ rng.uniform(-1, 1, (2, 2, 5))  # rank 2
    small = np.diag([3.0, 1.0, 1e-3])  # rank 3, or 2 with a tolerance above 1e-3
    return [
        SampleInput((low,), name="rank 2"),
        SampleInput((small,), {"tol": 1e-2}, "tol"),
        SampleInput((small,), {"atol": 1e-4, "rtol": 1e-2}, "atol rtol"),
        SampleInput((low[0] @ low[0].T,), {"hermitian": True}, "hermitian"),
    ]


def _rank_ref(a: np.ndarray, tol: float | None = None, hermitian: bool = False, **kw: float):
    if "rtol" in kw:
        S = np.linalg.svd(a, compute_uv=False)
        return (S > max(kw["atol"], kw["rtol"] * S.max())).sum(-1)
    return np.linalg.matrix_rank(a, tol, hermitian)


def _cond_samples(rng: np.random.Generator) -> list[SampleInput]:
    a = _well_conditioned(rng, (3, 3))
    orders: list[Any] = [None, "fro", "nuc", 1, -1, math.inf, -math.inf, 2, -2]
    samples = [SampleInput((a,), {"p": p}, f"p={p}") for p in orders]
    return [*samples, SampleInput((_well_conditioned(rng, (2, 3, 3)),), {}, "batch")]


def _logdet_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((_well_conditioned(rng, s),), name=str(s)) for s in [(3, 3), (2, 4, 4)]]


def _tensorinv_samples(rng: np.random.Generator) -> list[SampleInput]:
    a = _well_conditioned(rng, (6, 6))
    return [
        SampleInput((a.reshape(6, 2, 3),), {"ind": 1}, "ind=1"),
        SampleInput((a.reshape(2, 3, 6),), {"ind": 2}, "ind=2"),
    ]


def _tensorsolve_samples(rng: np.random.Generator) -> list[SampleInput]:
    a = _well_conditioned(rng, (6, 6))
    return [
        SampleInput((a.reshape(6, 2, 3), rng.uniform(-2, 2, (6,))), name="b 1-D"),
        SampleInput((a.reshape(2, 3, 6), rng.uniform(-2, 2, (2, 3))), name="b 2-D"),
        SampleInput((a.reshape(2, 3, 6), rng.uniform(-2, 2, (6,))), {"dims": (0, 1)}, "dims"),
    ]


product_opinfos = [
    _linalg(
        "cross",
        _cross_ref,
        _pairs(((3,), (3,), {}), ((2, 1, 3), (1, 4, 3), {}), ((3, 4), (3, 4), {"dim": 0})),
        differentiable=(0, 1),
    ),
    _torch("cross", _cross_ref, _pairs(((3, 2), (3, 2), {"dim": 0})), differentiable=(0, 1)),
    _linalg(
        "vecdot",
        lambda x, y, dim=-1: (x * y).sum(dim),
        _pairs(((2, 3), (3,), {}), ((3, 4), (3, 4), {"dim": 0})),
        differentiable=(0, 1),
    ),
    _linalg(
        "multi_dot",
        lambda *arrays: np.linalg.multi_dot(list(arrays)),
        _chain_samples,
        differentiable=(0, 1, 2, 3, 4),
        op=lambda t, *ts: t.linalg.multi_dot(list(ts)),
    ),
    _torch(
        "chain_matmul",
        lambda *arrays: np.linalg.multi_dot(list(arrays)),
        _pairs(((2, 3), (3, 4), {})),
        differentiable=(0, 1),
    ),
    _linalg("matmul", np.matmul, _pairs(((2, 3), (3, 4), {}), ((5, 2, 3), (3,), {}))),
    _linalg(
        "diagonal",
        lambda a, offset=0, dim1=-2, dim2=-1: np.diagonal(a, offset, dim1, dim2),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (2, 3, 4)),), {}, "default"),
            SampleInput((rng.uniform(-2, 2, (2, 3, 4)),), {"offset": 1, "dim1": 0}, "dims"),
        ],
    ),
    _linalg("matrix_power", np.linalg.matrix_power, _power_samples),
    _torch(
        "matrix_power",
        np.linalg.matrix_power,
        lambda rng: [SampleInput((rng.uniform(-1, 1, (3, 3)),), {"n": 2}, "n=2")],
    ),
    _linalg("matrix_exp", _expm_ref, _matrices((3, 3), (2, 4, 4), (1, 1))),
    _torch("matrix_exp", _expm_ref, _matrices((3, 3))),
    _linalg("vander", _vander_ref, _vander_samples),
    _torch(
        "vander",
        lambda x, N=None, increasing=False: np.vander(x, N, increasing),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, 4),), {"N": 3}, "decreasing"),
            SampleInput((rng.uniform(-2, 2, 3),), {"increasing": True}, "increasing"),
        ],
    ),
    _linalg(
        "lstsq",
        _lstsq_ref,
        _pairs(
            ((5, 3), (5, 2), {}),
            ((5, 3), (5,), {}),
            ((2, 5, 3), (1, 5, 2), {"driver": "gels"}),  # the driver CUDA has too
            ((3, 5), (3, 2), {"driver": "gels"}),
        ),
        differentiable=(0, 1),
        supports_meta=False,
        op=lambda t, a, b, **k: t.linalg.lstsq(a, b, **k).solution,
    ),
    OpInfo(
        "linalg.lstsq.residuals",
        lambda t, a, b, **k: t.linalg.lstsq(a, b, **k).residuals,
        _residuals_ref,
        _pairs(((5, 3), (5, 2), {"driver": "gels"}), ((2, 4, 2), (2, 4, 1), {"driver": "gels"})),
        (0, 1),
        supports_meta=False,
        tags=("linalg",),
    ),
    _linalg(
        "pinv",
        _pinv_ref,
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (4, 3)),), name="tall"),
            SampleInput((rng.uniform(-2, 2, (2, 2, 5)),), {"rtol": 1e-6}, "wide rtol"),
            SampleInput((rng.uniform(-2, 2, (3, 3)),), {"hermitian": True}, "hermitian"),
        ],
        op=_pinv_op,
    ),
    _torch("pinverse", np.linalg.pinv, _matrices((4, 3))),
    _linalg("matrix_rank", _rank_ref, _rank_samples, differentiable=()),
    _linalg("cond", lambda a, p=None: np.linalg.cond(a, p), _cond_samples),
    _torch("logdet", lambda a: np.linalg.slogdet(a)[1], _logdet_samples),
    _linalg("tensorinv", np.linalg.tensorinv, _tensorinv_samples),
    _linalg(
        "tensorsolve",
        lambda a, b, dims=None: np.linalg.tensorsolve(a, b, dims),
        _tensorsolve_samples,
        differentiable=(0, 1),
    ),
    _torch(
        "frobenius_norm",
        lambda a, dim, keepdim=False: np.sqrt((a**2).sum(tuple(dim), keepdims=keepdim)),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (3, 4)),), {"dim": (0, 1)}, "matrix"),
            SampleInput((rng.uniform(-2, 2, (2, 3, 4)),), {"dim": (1,), "keepdim": True}, "1"),
        ],
    ),
    _torch(
        "nuclear_norm",
        lambda a, dim=(-2, -1), keepdim=False: np.linalg.norm(a, "nuc", tuple(dim), keepdim),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (3, 4)),), name="matrix"),
            SampleInput((rng.uniform(-2, 2, (2, 3, 4)),), {"dim": (0, 2), "keepdim": True}, "dims"),
        ],
    ),
]

register_opinfos(product_opinfos)
