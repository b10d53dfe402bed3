"""OpInfo entries for the shape, index, product and counting operators built from others
(``native/shape_composites.py``, ``product_composites.py``, ``index_extras.py``,
``statistics.py``), with numpy references.

Tags route them to the shared suites: ``shape`` (copies, float64, meta and non-contiguous
inputs), ``view`` (results share the input's storage), ``composite`` (float64 against numpy,
meta, non-contiguous), ``indexing`` (samples with int64 index arrays).
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]


def _call(name: str, *fixed: Any, **kw: Any) -> Any:
    return lambda torch, *args, **kwargs: getattr(torch, name)(*args, *fixed, **kw, **kwargs)


def _arrays(*shapes: tuple[int, ...]) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.standard_normal(s),), name=str(s)) for s in shapes]

    return samples


def _rot90(k: int, dims: tuple[int, int]) -> OpInfo:
    return OpInfo(
        f"rot90_{k}_{dims[0]}{dims[1]}",
        op=_call("rot90", k, list(dims)),
        ref=lambda x: np.rot90(x, k, dims),
        samples=_arrays((3, 4), (2, 3, 4)),
        tags=("shape",),
    )


def _diag_embed(x: np.ndarray, offset: int = 0, dim1: int = -2, dim2: int = -1) -> np.ndarray:
    n = x.shape[-1] + abs(offset)
    out = np.zeros((*x.shape[:-1], n, n))
    rows = np.arange(x.shape[-1]) + max(-offset, 0)
    out[..., rows, rows + offset] = x
    return np.moveaxis(out, (-2, -1), (dim1, dim2))


def _take_along_dim(x: np.ndarray, index: np.ndarray, dim: int | None = None) -> np.ndarray:
    if dim is None:
        return np.take(x.reshape(-1), index.reshape(-1))
    return np.take_along_axis(x, index, dim)


def _index_copy(x: np.ndarray, dim: int, index: np.ndarray, source: np.ndarray) -> np.ndarray:
    out = x.copy()
    np.moveaxis(out, dim, 0)[index] = np.moveaxis(source, dim, 0)
    return out


def _index_reduce(reduce: str) -> Any:
    def ref(x: np.ndarray, dim: int, index: np.ndarray, source: np.ndarray, r: str) -> np.ndarray:
        out = np.moveaxis(x.copy(), dim, 0)
        src = np.moveaxis(source, dim, 0)
        for target in set(index.tolist()):
            picked = np.concatenate([out[target][None], src[index == target]])
            fn = {"prod": np.prod, "mean": np.mean, "amax": np.max, "amin": np.min}[reduce]
            out[target] = fn(picked, axis=0)
        return np.moveaxis(out, 0, dim)

    return ref


def _cov(x: np.ndarray, correction: int = 1) -> np.ndarray:
    return np.asarray(np.cov(x, ddof=correction))


def _combinations(x: np.ndarray, r: int = 2, with_replacement: bool = False) -> np.ndarray:
    pick = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    return np.array([[x[i] for i in c] for c in pick(range(len(x)), r)])


def _renorm(x: np.ndarray, p: float, dim: int, maxnorm: float) -> np.ndarray:
    axes = tuple(d for d in range(x.ndim) if d != dim)
    norms = np.sum(np.abs(x) ** p, axis=axes, keepdims=True) ** (1 / p)
    return x * np.where(norms > maxnorm, maxnorm / (norms + 1e-7), 1.0)


def _norm_except_dim(v: np.ndarray, p: float, dim: int) -> np.ndarray:
    if dim == -1:
        return np.asarray(np.sum(np.abs(v) ** p) ** (1 / p))
    axes = tuple(d for d in range(v.ndim) if d != dim)
    return np.sum(np.abs(v) ** p, axis=axes, keepdims=True) ** (1 / p)


def _sum_to_size(x: np.ndarray, size: tuple[int, ...]) -> np.ndarray:
    lead = x.ndim - len(size)
    summed = x.sum(axis=tuple(range(lead))) if lead else x
    axes = tuple(i for i, s in enumerate(size) if s == 1 and summed.shape[i] != 1)
    return summed.sum(axis=axes, keepdims=True) if axes else summed


SHAPE = [
    OpInfo("fliplr", _call("fliplr"), np.fliplr, _arrays((3, 4), (2, 3, 4)), tags=("shape",)),
    OpInfo("flipud", _call("flipud"), np.flipud, _arrays((3,), (3, 4)), tags=("shape",)),
    _rot90(1, (0, 1)),
    _rot90(2, (1, 0)),
    _rot90(-1, (0, 1)),
    OpInfo(
        "diagflat",
        _call("diagflat"),
        np.diagflat,
        _arrays((3,), (2, 2)),
        tags=("shape",),
    ),
    OpInfo(
        "diag_embed",
        lambda torch, x, *a: torch.diag_embed(x, *a),
        _diag_embed,
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3)),)),
            SampleInput((rng.standard_normal((2, 3)), 1, 0, 2)),
            SampleInput((rng.standard_normal((4,)), -1)),
        ],
        tags=("shape",),
    ),
    OpInfo(
        "block_diag",
        lambda torch, *ts: torch.block_diag(*ts),
        lambda *ts: _block_diag(ts),
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3)), rng.standard_normal((1, 2)))),
            SampleInput((rng.standard_normal((3,)), rng.standard_normal(()))),
        ],
        differentiable=(0, 1),
        tags=("shape",),
    ),
    OpInfo(
        "column_stack",
        _call("column_stack"),
        lambda ts: np.column_stack(ts),
        lambda rng: [SampleInput(([rng.standard_normal(3), rng.standard_normal((3, 2))],))],
        differentiable=(),
        tags=("shape",),
    ),
    OpInfo(
        "dstack",
        _call("dstack"),
        lambda ts: np.dstack(ts),
        lambda rng: [SampleInput(([rng.standard_normal((2, 3)), rng.standard_normal((2, 3))],))],
        differentiable=(),
        tags=("shape",),
    ),
]


def _block_diag(blocks: tuple[np.ndarray, ...]) -> np.ndarray:
    mats = [np.atleast_2d(b) for b in blocks]
    out = np.zeros((sum(m.shape[0] for m in mats), sum(m.shape[1] for m in mats)))
    r = c = 0
    for m in mats:
        out[r : r + m.shape[0], c : c + m.shape[1]] = m
        r, c = r + m.shape[0], c + m.shape[1]
    return out


VIEWS = [
    OpInfo(
        "tensor_split",
        _call("tensor_split"),
        lambda x, s, dim=0: np.array_split(x, s, axis=dim),
        lambda rng: [
            SampleInput((rng.standard_normal((7, 2)), 3)),
            SampleInput((rng.standard_normal((2, 7)), [1, 4]), {"dim": 1}),
        ],
        tags=("view",),
    ),
    OpInfo(
        "hsplit",
        _call("hsplit"),
        lambda x, s: np.hsplit(x, s),
        lambda rng: [
            SampleInput((rng.standard_normal((2, 6)), 3)),
            SampleInput((rng.standard_normal(6), [2])),
        ],
        tags=("view",),
    ),
    OpInfo(
        "vsplit",
        _call("vsplit"),
        lambda x, s: np.vsplit(x, s),
        lambda rng: [SampleInput((rng.standard_normal((4, 3)), [1, 3]))],
        tags=("view",),
    ),
    OpInfo(
        "dsplit",
        _call("dsplit"),
        lambda x, s: np.dsplit(x, s),
        lambda rng: [SampleInput((rng.standard_normal((2, 2, 4)), 2))],
        tags=("view",),
    ),
    OpInfo(
        "adjoint",
        _call("adjoint"),
        lambda x: np.swapaxes(x, -1, -2),
        _arrays((3, 4), (2, 3, 4)),
        tags=("view",),
    ),
]

COMPOSITES = [
    OpInfo(
        "inner",
        _call("inner"),
        np.inner,
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3)), rng.standard_normal((4, 3)))),
            SampleInput((rng.standard_normal(3), rng.standard_normal(3))),
        ],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "vdot",
        _call("vdot"),
        np.vdot,
        lambda rng: [SampleInput((rng.standard_normal(4), rng.standard_normal(4)))],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "addr",
        _call("addr", beta=0.5, alpha=2.0),
        lambda m, a, b: 0.5 * m + 2.0 * np.outer(a, b),
        lambda rng: [
            SampleInput(
                (rng.standard_normal((2, 3)), rng.standard_normal(2), rng.standard_normal(3))
            )
        ],
        differentiable=(0, 1, 2),
        tags=("composite",),
    ),
    OpInfo(
        "dist",
        _call("dist"),
        lambda a, b, p=2: np.linalg.norm((a - b).reshape(-1), p),
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3)), rng.standard_normal(3))),
            SampleInput((rng.standard_normal(4), rng.standard_normal(4), 3)),
        ],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "norm_except_dim",
        _call("norm_except_dim"),
        lambda v, p=2, dim=0: _norm_except_dim(v, p, dim),
        lambda rng: [
            SampleInput((rng.standard_normal((3, 4)),)),
            SampleInput((rng.standard_normal((2, 3, 4)), 3, 1)),
            SampleInput((rng.standard_normal((3, 4)), 2, -1)),
        ],
        tags=("composite",),
    ),
    OpInfo(
        "renorm",
        _call("renorm"),
        _renorm,
        lambda rng: [
            SampleInput((rng.standard_normal((3, 4)), 2, 0, 1.5)),
            SampleInput((rng.standard_normal((2, 3, 2)), 1, 1, 1.0)),
        ],
        tags=("composite",),
    ),
    OpInfo(
        "cov",
        _call("cov"),
        _cov,
        lambda rng: [
            SampleInput((rng.standard_normal((3, 5)),)),
            SampleInput((rng.standard_normal(6),), {"correction": 0}),
        ],
        tags=("composite",),
    ),
    OpInfo(
        "corrcoef",
        _call("corrcoef"),
        lambda x: np.asarray(np.corrcoef(x)),
        lambda rng: [SampleInput((rng.standard_normal((3, 5)),))],
        tags=("composite",),
    ),
    OpInfo(
        "sum_to_size",
        lambda torch, x, size: x.sum_to_size(size),
        _sum_to_size,
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3, 4)), (3, 1))),
            SampleInput((rng.standard_normal((2, 3)), (1, 3))),
        ],
        tags=("composite",),
    ),
    OpInfo(
        "narrow_copy",
        _call("narrow_copy"),
        lambda x, dim, start, length: np.take(x, range(start, start + length), axis=dim),
        lambda rng: [SampleInput((rng.standard_normal((4, 5)), 1, 1, 3))],
        tags=("composite",),
    ),
    OpInfo(
        "combinations",
        _call("combinations"),
        _combinations,
        lambda rng: [
            SampleInput((rng.standard_normal(4),)),
            SampleInput((rng.standard_normal(3), 3)),
            SampleInput((rng.standard_normal(3),), {"with_replacement": True}),
        ],
        tags=("composite",),
        supports_meta=False,
    ),
]

INDEXING = [
    OpInfo(
        "take_along_dim",
        _call("take_along_dim"),
        _take_along_dim,
        lambda rng: [
            SampleInput((rng.standard_normal((3, 4)), rng.integers(0, 4, (3, 2)), 1)),
            SampleInput((rng.standard_normal((3, 4)), rng.integers(0, 12, (5,)))),
            SampleInput((rng.standard_normal((3, 4)), rng.integers(0, 3, (2, 4)), 0)),
        ],
        tags=("indexing",),
    ),
    OpInfo(
        "index_copy",
        _call("index_copy"),
        _index_copy,
        lambda rng: [
            SampleInput(
                (rng.standard_normal((4, 3)), 0, np.array([3, 0]), rng.standard_normal((2, 3)))
            ),
            SampleInput(
                (rng.standard_normal((2, 5)), 1, np.array([4, 1, 2]), rng.standard_normal((2, 3)))
            ),
        ],
        differentiable=(0, 3),
        tags=("indexing",),
    ),
    *[
        OpInfo(
            f"index_reduce_{reduce}",
            _call("index_reduce"),
            _index_reduce(reduce),
            lambda rng, reduce=reduce: [
                SampleInput(
                    (
                        rng.uniform(0.5, 2, (4, 3)),
                        0,
                        np.array([0, 0, 2]),
                        rng.uniform(0.5, 2, (3, 3)),
                        reduce,
                    )
                )
            ],
            differentiable=(0, 3),
            tags=("indexing",),
        )
        for reduce in ("prod", "mean", "amax", "amin")
    ],
]

opinfos = SHAPE + VIEWS + COMPOSITES + INDEXING
register_opinfos(opinfos)


def _histogram_ref(x: np.ndarray, bins: Any, range: Any = None, weight: Any = None) -> np.ndarray:  # noqa: A002
    return np.histogram(x, bins, range=range, weights=weight)[0]


HISTOGRAMS = [
    OpInfo(
        "bincount",
        _call("bincount"),
        lambda x, w=None, minlength=0: np.bincount(x, w, minlength),
        lambda rng: [
            SampleInput((rng.integers(0, 6, 10),)),
            SampleInput((rng.integers(0, 6, 10), rng.uniform(0, 1, 10))),
            SampleInput((rng.integers(0, 3, 4),), {"minlength": 6}),
        ],
        differentiable=(),
        tags=("histogram",),
    ),
    OpInfo(
        "histogram",
        lambda torch, *args, **kwargs: torch.histogram(*args, **kwargs).hist,
        _histogram_ref,
        lambda rng: [
            SampleInput((rng.standard_normal(20), 5)),
            SampleInput(
                (rng.standard_normal(20), 4),
                {"range": (-1.0, 1.0), "weight": rng.uniform(0, 1, 20)},
            ),
            SampleInput((rng.standard_normal((4, 5)), np.array([-2.0, -0.5, 0.0, 3.0]))),
        ],
        differentiable=(),
        tags=("histogram",),
    ),
    OpInfo(
        "histogramdd",
        lambda torch, *args, **kwargs: torch.histogramdd(*args, **kwargs).hist,
        lambda x, bins, range=None, weight=None: np.histogramdd(  # noqa: A002
            x, bins, range=None if range is None else np.reshape(range, (-1, 2)), weights=weight
        )[0],
        lambda rng: [
            SampleInput((rng.standard_normal((30, 2)), [3, 4])),
            SampleInput((rng.standard_normal((30, 3)), 2), {"range": [-1.0, 1.0] * 3}),
        ],
        differentiable=(),
        tags=("histogram",),
    ),
]

register_opinfos(HISTOGRAMS)
