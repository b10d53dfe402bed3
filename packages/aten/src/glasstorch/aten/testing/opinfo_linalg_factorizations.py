"""OpInfo entries for ``linalg``'s factorizations and what they solve: LU, triangular,
Cholesky and LDL^T solves, QR and Householder products, and eig.

References are numpy and scipy in float64; the factorizations with a sign or pivot
convention (LU, QR, LDL^T, geqrf, eig) are compared with scipy's or numpy's calls of the same
LAPACK routines, the solves with ``numpy.linalg.solve`` of the matrix the factors stand for.
Operators returning several tensors are checked through one tensor built from them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos
from .opinfo_linalg import _solve_ref, _solve_samples, _spd, _well_conditioned

Shape = tuple[int, ...]


def _linalg(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch.linalg, name)(*a, **k))
    return OpInfo(f"linalg.{name}", ref=ref, samples=samples, tags=("linalg",), **kw)


def _torch(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch, name)(*a, **k))
    return OpInfo(name, ref=ref, samples=samples, tags=("linalg",), **kw)


def _each(fn: Any, *arrays: np.ndarray) -> np.ndarray:
    """``fn`` on each broadcast batch element of stacks of matrices."""
    batch = np.broadcast_shapes(*(a.shape[:-2] for a in arrays))
    stacks = [
        np.broadcast_to(a, (*batch, *a.shape[-2:])).reshape(-1, *a.shape[-2:]) for a in arrays
    ]
    results = [fn(*mats) for mats in zip(*stacks, strict=True)]
    return np.stack(results).reshape(*batch, *results[0].shape)


def _flat(*arrays: Any) -> Any:
    """Several results as one vector per batch element (tensors or arrays alike)."""
    flat = [a.reshape(*a.shape[:-2], -1) for a in arrays]
    if isinstance(arrays[0], np.ndarray):
        return np.concatenate(flat, -1)
    import glasstorch.aten as at

    return at.cat(flat, -1)


# -- LU -------------------------------------------------------------------------------------------
def _getrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """scipy's LAPACK getrf: packed factors and 1-based pivots."""
    import scipy.linalg.lapack

    lu, piv, _ = scipy.linalg.lapack.dgetrf(a)
    return lu, piv + 1


def _lu_factor_ref(a: np.ndarray, **_: Any) -> np.ndarray:
    return _each(lambda m: _getrf(m)[0], a)


def _lu_ref(a: np.ndarray) -> np.ndarray:
    import scipy.linalg

    flat = [_flat(*scipy.linalg.lu(m)[1:]) for m in a.reshape(-1, *a.shape[-2:])]
    return np.stack(flat).reshape(*a.shape[:-2], -1)


def _lu_factor_samples(rng: np.random.Generator) -> list[SampleInput]:
    shapes: list[Shape] = [(3, 3), (4, 3), (3, 5), (2, 3, 3)]
    return [SampleInput((rng.uniform(-2, 2, s),), name=str(s)) for s in shapes]


def _unpack_ref(lu: np.ndarray, piv: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """P, L, U from one matrix's packed factors and 1-based row interchanges."""
    m, n = lu.shape
    k = min(m, n)
    order = list(range(m))
    for i, p in enumerate(piv):
        order[i], order[p - 1] = order[p - 1], order[i]
    P = np.eye(m)[:, order]
    return P, np.tril(lu[:, :k], -1) + np.eye(m, k), np.triu(lu[:k])


def _factored(rng: np.random.Generator, shape: Shape) -> tuple[np.ndarray, np.ndarray]:
    """The LU factors of a well-conditioned matrix (batched), as ``lu_factor`` gives them."""
    a = _well_conditioned(rng, shape).reshape(-1, *shape[-2:])
    factors = [_getrf(m) for m in a]
    lu = np.stack([f[0] for f in factors]).reshape(shape)
    piv = np.stack([f[1] for f in factors]).astype(np.int32).reshape(*shape[:-1])
    return lu, piv


def _lu_solve_ref(lu: np.ndarray, piv: np.ndarray, b: np.ndarray, left=True, adjoint=False):
    matrices = [
        (lambda P, L, U: P @ L @ U)(*_unpack_ref(m, p))
        for m, p in zip(lu.reshape(-1, *lu.shape[-2:]), piv.reshape(-1, piv.shape[-1]), strict=True)
    ]
    a = np.stack(matrices).reshape(lu.shape)
    if adjoint:
        a = np.swapaxes(a, -1, -2)
    return _solve_ref(a, b, left)


def _lu_solve_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape, dict[str, Any]]] = [
        ((3, 3), (3, 2), {}),
        ((3, 3), (3, 2), {"adjoint": True}),
        ((3, 3), (2, 3), {"left": False}),
        ((3, 3), (2, 3), {"left": False, "adjoint": True}),
        ((2, 3, 3), (3, 1), {}),  # B broadcast over the batch of factors
    ]
    samples = []
    for a, b, kw in cases:
        lu, piv = _factored(rng, a)
        samples.append(SampleInput((lu, piv, rng.uniform(-2, 2, b)), kw, f"{a} {b} {kw}"))
    return samples


def _lu_unpack_samples(rng: np.random.Generator) -> list[SampleInput]:
    samples = []
    for shape in [(3, 3), (4, 2), (2, 4)]:
        lu, piv = _getrf(rng.uniform(-2, 2, shape))
        samples.append(SampleInput((lu, piv.astype(np.int32)), name=str(shape)))
    return samples


def _lu_unpack_ref(lu: np.ndarray, piv: np.ndarray) -> np.ndarray:
    return _flat(*_unpack_ref(lu, piv)[1:])


# -- triangular and Cholesky solves ---------------------------------------------------------------
def _triangle(a: np.ndarray, upper: bool, unitriangular: bool = False) -> np.ndarray:
    t = np.triu(a) if upper else np.tril(a)
    if unitriangular:
        t = t - t * np.eye(a.shape[-1]) + np.eye(a.shape[-1])
    return t


def _solve_triangular_ref(a, b, upper, left=True, unitriangular=False):
    return _solve_ref(_triangle(a, upper, unitriangular), b, left)


def _solve_triangular_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape, dict[str, Any]]] = [
        ((3, 3), (3, 2), {"upper": True}),
        ((3, 3), (3, 2), {"upper": False}),
        ((3, 3), (2, 3), {"upper": True, "left": False}),
        ((3, 3), (3, 4), {"upper": False, "unitriangular": True}),
        ((2, 1, 3, 3), (4, 3, 1), {"upper": True}),  # batch dims broadcast
    ]
    return [
        SampleInput((_well_conditioned(rng, a), rng.uniform(-2, 2, b)), kw, f"{a} {b} {kw}")
        for a, b, kw in cases
    ]


def _triangular_solve_ref(b, a, upper=True, transpose=False, unitriangular=False):
    t = _triangle(a, upper, unitriangular)
    return np.linalg.solve(np.swapaxes(t, -1, -2) if transpose else t, b)


def _triangular_solve_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape, dict[str, Any]]] = [
        ((3, 2), (3, 3), {}),
        ((3, 2), (3, 3), {"upper": False, "transpose": True}),
        ((2, 3, 2), (3, 3), {"unitriangular": True}),
    ]
    return [
        SampleInput((rng.uniform(-2, 2, b), _well_conditioned(rng, a)), kw, f"{b} {a} {kw}")
        for b, a, kw in cases
    ]


def _factor_samples(rng: np.random.Generator) -> list[SampleInput]:
    """Cholesky-like factors: well-conditioned, read through one triangle."""
    return [
        SampleInput((_well_conditioned(rng, s),), kw, f"{s} {kw}")
        for s, kw in [((3, 3), {}), ((2, 3, 3), {"upper": True})]
    ]


def _cholesky_inverse_ref(L: np.ndarray, upper: bool = False) -> np.ndarray:
    t = _triangle(L, upper)
    a = np.swapaxes(t, -1, -2) @ t if upper else t @ np.swapaxes(t, -1, -2)
    return np.linalg.inv(a)


def _cholesky_solve_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases = [((3, 2), (3, 3), {}), ((2, 3, 1), (3, 3), {"upper": True}), ((3, 2), (2, 3, 3), {})]
    return [
        SampleInput((rng.uniform(-2, 2, b), _well_conditioned(rng, a)), kw, f"{b} {a} {kw}")
        for b, a, kw in cases
    ]


def _cholesky_solve_ref(b: np.ndarray, L: np.ndarray, upper: bool = False) -> np.ndarray:
    return _solve_ref(np.linalg.inv(_cholesky_inverse_ref(L, upper)), b)


def _spd_ref(a: np.ndarray) -> np.ndarray:
    return a @ np.swapaxes(a, -1, -2) + np.eye(a.shape[-1])


def _cholesky_ref(a: np.ndarray, upper: bool = False) -> np.ndarray:
    factor = np.linalg.cholesky(_spd_ref(a))
    return np.swapaxes(factor, -1, -2) if upper else factor


def _symmetric(a: Any) -> Any:
    return a + (np.swapaxes(a, -1, -2) if isinstance(a, np.ndarray) else a.mT)


def _ldl_ref(a: np.ndarray, hermitian: bool = False) -> np.ndarray:
    import scipy.linalg.lapack

    return _each(lambda m: np.tril(scipy.linalg.lapack.dsytrf(m, lower=1)[0]), _symmetric(a))


# -- QR and reflectors ----------------------------------------------------------------------------
def _qr_ref(a: np.ndarray, mode: str = "reduced") -> np.ndarray:
    return _flat(*np.linalg.qr(a, mode=mode))


def _qr_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, dict[str, Any]]] = [
        ((4, 3), {}),
        ((3, 5), {}),
        ((3, 3), {"mode": "complete"}),
        ((2, 3, 4), {"mode": "complete"}),
        ((2, 4, 2), {}),
    ]
    return [SampleInput((rng.uniform(-2, 2, s),), kw, f"{s} {kw}") for s, kw in cases]


def _householder(a: np.ndarray, tau: np.ndarray) -> np.ndarray:
    """The full product ``H_1 ... H_k`` (m x m) of one matrix's reflectors."""
    m = a.shape[0]
    Q = np.eye(m)
    for i, t in enumerate(tau):
        v = np.concatenate([np.zeros(i), [1.0], a[i + 1 :, i]])
        Q = Q @ (np.eye(m) - t * np.outer(v, v))
    return Q


def _householder_product_ref(a: np.ndarray, tau: np.ndarray) -> np.ndarray:
    flat_a, flat_tau = a.reshape(-1, *a.shape[-2:]), tau.reshape(-1, tau.shape[-1])
    products = [_householder(m, t)[:, : a.shape[-1]] for m, t in zip(flat_a, flat_tau, strict=True)]
    return np.stack(products).reshape(a.shape)


def _householder_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape]] = [((4, 3), (2,)), ((3, 3), (3,)), ((2, 4, 2), (2, 2))]
    return [
        SampleInput((rng.uniform(-1, 1, a), rng.uniform(0.5, 1.5, t)), name=f"{a} {t}")
        for a, t in cases
    ]


def _ormqr_ref(a, tau, c, left=True, transpose=False):
    flat = zip(a.reshape(-1, *a.shape[-2:]), tau.reshape(-1, tau.shape[-1]), strict=True)
    Q = np.stack([_householder(m, t) for m, t in flat]).reshape(*a.shape[:-1], a.shape[-2])
    if transpose:
        Q = np.swapaxes(Q, -1, -2)
    return Q @ c if left else c @ Q


def _ormqr_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases: list[tuple[Shape, Shape, Shape, dict[str, Any]]] = [
        ((4, 3), (3,), (4, 2), {}),
        ((4, 3), (3,), (4, 2), {"transpose": True}),
        ((4, 3), (3,), (2, 4), {"left": False}),
        ((4, 3), (3,), (2, 4), {"left": False, "transpose": True}),
        ((2, 3, 3), (2, 3), (2, 3, 2), {}),
    ]
    return [
        SampleInput(
            (rng.uniform(-1, 1, a), rng.uniform(0.5, 1.5, t), rng.uniform(-2, 2, c)),
            kw,
            f"{a} {c} {kw}",
        )
        for a, t, c, kw in cases
    ]


def _geqrf_ref(a: np.ndarray) -> np.ndarray:
    import scipy.linalg.lapack

    return _each(lambda m: scipy.linalg.lapack.dgeqrf(m)[0], a)


def _square(*shapes: Shape) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.uniform(-2, 2, s),), name=str(s)) for s in shapes]

    return samples


factorization_opinfos = [
    _linalg(
        "lu_factor", _lu_factor_ref, _lu_factor_samples, op=lambda t, a: t.linalg.lu_factor(a).LU
    ),
    _linalg(
        "lu_factor_ex",
        _lu_factor_ref,
        _lu_factor_samples,
        op=lambda t, a: t.linalg.lu_factor_ex(a).LU,
    ),
    _linalg("lu", _lu_ref, _lu_factor_samples, op=lambda t, a: _flat(*t.linalg.lu(a)[1:])),
    _linalg(
        "lu_solve", _lu_solve_ref, _lu_solve_samples, differentiable=(0, 2), supports_meta=False
    ),
    _torch(
        "lu_unpack",
        _lu_unpack_ref,
        _lu_unpack_samples,
        op=lambda t, lu, piv: _flat(*t.lu_unpack(lu, piv)[1:]),
        supports_meta=False,  # the meta tensors of the tests are float64, not int32 pivots
    ),
    _torch(
        "lu_solve",
        lambda b, lu, piv: _lu_solve_ref(lu, piv, b),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (3, 2)), *_factored(rng, (3, 3))), name="3x3")
        ],
        differentiable=(0, 1),
        supports_meta=False,
    ),
    _linalg(
        "solve_ex",
        _solve_ref,
        _solve_samples,
        differentiable=(0, 1),
        op=lambda t, a, b, **k: t.linalg.solve_ex(a, b, **k).result,
    ),
    _linalg(
        "inv_ex",
        np.linalg.inv,
        lambda rng: [
            SampleInput((_well_conditioned(rng, s),), name=str(s)) for s in [(3, 3), (2, 2, 2)]
        ],
        op=lambda t, a: t.linalg.inv_ex(a).inverse,
    ),
    _linalg(
        "solve_triangular",
        _solve_triangular_ref,
        _solve_triangular_samples,
        differentiable=(0, 1),
    ),
    _torch(
        "triangular_solve",
        _triangular_solve_ref,
        _triangular_solve_samples,
        differentiable=(0, 1),
        op=lambda t, b, a, **k: t.triangular_solve(b, a, **k).solution,
    ),
    _linalg(
        "cholesky_ex",
        _cholesky_ref,
        lambda rng: [SampleInput((rng.uniform(-1, 1, (2, 3, 3)),), name="(2, 3, 3)")],
        op=lambda t, a: t.linalg.cholesky_ex(_spd(t, a)).L,
    ),
    _torch(
        "cholesky",
        _cholesky_ref,
        lambda rng: [SampleInput((rng.uniform(-1, 1, (3, 3)),), {"upper": True}, "upper")],
        op=lambda t, a, **k: t.cholesky(_spd(t, a), **k),
    ),
    # the factor is made triangular inside, as the kernels read one triangle only
    _torch(
        "cholesky_inverse",
        _cholesky_inverse_ref,
        _factor_samples,
        op=lambda t, L, upper=False: t.cholesky_inverse(L.triu() if upper else L.tril(), upper),
    ),
    _torch(
        "cholesky_solve",
        _cholesky_solve_ref,
        _cholesky_solve_samples,
        differentiable=(0, 1),
        op=lambda t, b, L, upper=False: t.cholesky_solve(b, L.triu() if upper else L.tril(), upper),
    ),
    _linalg(
        "ldl_factor",
        _ldl_ref,
        _square((4, 4), (2, 3, 3)),
        differentiable=(),
        op=lambda t, a: t.linalg.ldl_factor(_symmetric(a)).LD,
    ),
    _linalg(
        "ldl_solve",
        lambda a, b: _solve_ref(_symmetric(a), b),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (4, 4)), rng.uniform(-2, 2, (4, 2))), name="4x4"),
            SampleInput((rng.uniform(-2, 2, (2, 3, 3)), rng.uniform(-2, 2, (3, 1))), name="batch"),
        ],
        differentiable=(),
        op=lambda t, a, b: t.linalg.ldl_solve(*t.linalg.ldl_factor(_symmetric(a)), b),
    ),
    _linalg("qr", _qr_ref, _qr_samples, op=lambda t, a, **k: _flat(*t.linalg.qr(a, **k))),
    _torch(
        "qr",
        lambda a, some=True: _qr_ref(a, "reduced" if some else "complete"),
        lambda rng: [SampleInput((rng.uniform(-2, 2, (3, 3)),), {"some": False}, "complete")],
        op=lambda t, a, **k: _flat(*t.qr(a, **k)),
    ),
    _torch(
        "geqrf",
        _geqrf_ref,
        _square((4, 3), (2, 3, 5)),
        differentiable=(),
        op=lambda t, a: t.geqrf(a).a,
    ),
    _linalg(
        "householder_product",
        _householder_product_ref,
        _householder_samples,
        differentiable=(0, 1),
    ),
    _torch("orgqr", _householder_product_ref, _householder_samples, differentiable=(0, 1)),
    _torch("ormqr", _ormqr_ref, _ormqr_samples, differentiable=(0, 1, 2)),
    _linalg(
        "eig",
        lambda a: np.linalg.eig(a).eigenvectors,
        _square((3, 3), (2, 4, 4)),
        differentiable=(),
        op=lambda t, a: t.linalg.eig(a).eigenvectors,
    ),
    _linalg(
        "eigvals",
        lambda a: np.linalg.eigvals(a).astype(np.complex128),
        _square((3, 3), (2, 4, 4)),
        differentiable=(),
    ),
]

register_opinfos(factorization_opinfos)
