"""OpInfo entries for the order statistics and the newer reductions (``median``,
``kthvalue``, ``mode``, ``cummax``/``cummin``, ``nansum``/``nanmean``, ``trace``,
``aminmax``, ``quantile``/``nanquantile``), with numpy references.

Samples draw distinct values, so the indices of the (values, indices) pairs are those of a
stable sort and the references can find them with ``np.argsort(kind="stable")``. Each entry is
tagged ``order``; test_order_statistics.py runs them (float64, meta), autograd gradchecks them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]


def _kth(x: np.ndarray, k: int, dim: int, keepdim: bool) -> tuple[np.ndarray, np.ndarray]:
    """The element at sorted position ``k - 1`` along ``dim``, and its index."""
    if x.ndim == 0:
        return x.copy(), np.array(0)
    order = np.take(np.argsort(x, axis=dim, kind="stable"), [k - 1], axis=dim)
    values = np.take_along_axis(x, order, axis=dim)
    if not keepdim:
        values, order = np.squeeze(values, dim), np.squeeze(order, dim)
    return values, order


def _median_ref(x: np.ndarray, dim: int | None = None, keepdim: bool = False) -> Any:
    if dim is None:
        return np.sort(x.reshape(-1))[(x.size - 1) // 2]
    n = x.shape[dim] if x.ndim else 1
    return _kth(x, (n - 1) // 2 + 1, dim, keepdim)


def _kthvalue_ref(x: np.ndarray, k: int, dim: int = -1, keepdim: bool = False) -> Any:
    return _kth(x, k, dim, keepdim)


def _mode_ref(x: np.ndarray, dim: int = -1, keepdim: bool = False) -> Any:
    """For distinct values every count is 1: the smallest value wins."""
    if x.ndim == 0:
        return x.copy(), np.array(0)
    return _kth(x, 1, dim, keepdim)


def _cum_ref(accumulate: Any) -> Any:
    def ref(x: np.ndarray, dim: int) -> Any:
        if x.ndim == 0:
            return x.copy(), np.array(0)
        values = accumulate(x, axis=dim)
        positions = np.arange(x.shape[dim]).reshape(
            [-1 if d == dim % x.ndim else 1 for d in range(x.ndim)]
        )
        indices = np.maximum.accumulate(np.where(x == values, positions, 0), axis=dim)
        return values, indices

    return ref


def _samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = rng.standard_normal((3, 5)), rng.standard_normal((2, 3, 4))
    return [
        SampleInput((x, 1)),
        SampleInput((y, 0), {"keepdim": True}),
        SampleInput((y, -1)),
        SampleInput((rng.standard_normal(()), 0)),
    ]


def _nan_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((3, 5))
    x[0, 1] = x[2, 0] = x[2, 3] = np.nan
    return [SampleInput((x,)), SampleInput((x, 1)), SampleInput((x,), {"dim": 0, "keepdim": True})]


def _axes(x: np.ndarray, dim: Any) -> Any:
    return None if dim is None else tuple(np.atleast_1d(dim) % max(x.ndim, 1))


def _nan_reduce(fn: Any) -> Any:
    def ref(x: np.ndarray, dim: Any = None, keepdim: bool = False) -> Any:
        with np.errstate(all="ignore"):
            return fn(x, axis=_axes(x, dim), keepdims=keepdim)

    return ref


def _nanmean(x: np.ndarray, axis: Any, keepdims: bool) -> Any:
    return np.nansum(x, axis=axis, keepdims=keepdims) / np.sum(
        ~np.isnan(x), axis=axis, keepdims=keepdims
    )


def _aminmax_ref(x: np.ndarray, dim: int | None = None, keepdim: bool = False) -> Any:
    axes = None if dim is None else dim
    return np.min(x, axis=axes, keepdims=keepdim), np.max(x, axis=axes, keepdims=keepdim)


def _aminmax_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = rng.standard_normal((3, 5)), rng.standard_normal((2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((y,), {"dim": 1}),
        SampleInput((y,), {"dim": -1, "keepdim": True}),
    ]


def _quantile_ref(ignore_nan: bool) -> Any:
    def ref(
        x: np.ndarray, q: Any, dim: Any = None, keepdim: bool = False, interpolation: str = "linear"
    ) -> Any:
        fn = np.nanquantile if ignore_nan else np.quantile
        result = fn(x, q, axis=dim, keepdims=keepdim, method=interpolation)
        if keepdim and dim is None:
            result = result.reshape(np.shape(q) + (1,) * x.ndim)
        return result

    return ref


def _quantile_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = rng.standard_normal((3, 5)), rng.standard_normal((2, 3, 4))
    q = np.array([0.0, 0.3, 0.5, 1.0])
    return [
        SampleInput((x, q)),
        SampleInput((y, q), {"dim": 1}),
        SampleInput((y, np.array(0.4)), {"dim": -1, "keepdim": True}),
        SampleInput((x, q), {"keepdim": True}),
        SampleInput((y, np.array([0.25, 0.6])), {"dim": 0, "interpolation": "lower"}),
        SampleInput((y, np.array([0.25, 0.6])), {"dim": 2, "interpolation": "higher"}),
        SampleInput((x, np.array([0.25, 0.6])), {"dim": 1, "interpolation": "nearest"}),
        SampleInput((x, np.array([0.25, 0.6])), {"dim": 0, "interpolation": "midpoint"}),
    ]


def _nanquantile_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((3, 5))
    x[0, 1] = x[2, 0] = np.nan
    return [*_quantile_samples(rng), SampleInput((x, np.array([0.2, 0.9])), {"dim": 1})]


def _info(name: str, ref: Any, samples: Any, differentiable: tuple[int, ...] = (0,)) -> OpInfo:
    base = name.split(".")[0]
    return OpInfo(
        name,
        op=lambda torch, *args, **kwargs: getattr(torch, base)(*args, **kwargs),
        ref=ref,
        samples=samples,
        differentiable=differentiable,
        tags=("order",),
    )


def _scalar_median_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((rng.standard_normal(s),), name=str(s)) for s in [(5,), (4,), (2, 3)]]


opinfos = [
    _info("median", _median_ref, _scalar_median_samples),
    _info("median.dim", _median_ref, _samples),
    _info("nanmedian.dim", _median_ref, _samples),
    _info(
        "kthvalue",
        _kthvalue_ref,
        lambda rng: [
            SampleInput((rng.standard_normal((3, 5)), 2)),
            SampleInput((rng.standard_normal((2, 3, 4)), 3, 1), {"keepdim": True}),
            SampleInput((rng.standard_normal((4,)), 4)),
        ],
    ),
    _info("mode", _mode_ref, lambda rng: [SampleInput(s.args, s.kwargs) for s in _samples(rng)]),
    _info(
        "cummax",
        _cum_ref(np.maximum.accumulate),
        lambda rng: [SampleInput(s.args) for s in _samples(rng)],
    ),
    _info(
        "cummin",
        _cum_ref(np.minimum.accumulate),
        lambda rng: [SampleInput(s.args) for s in _samples(rng)],
    ),
    _info("nansum", _nan_reduce(np.nansum), _nan_samples),
    _info("nanmean", _nan_reduce(_nanmean), _nan_samples),
    _info(
        "trace",
        np.trace,
        lambda rng: [SampleInput((rng.standard_normal(s),)) for s in [(3, 3), (2, 4), (5, 1)]],
    ),
    _info("aminmax", _aminmax_ref, _aminmax_samples),
    _info("quantile", _quantile_ref(False), _quantile_samples),
    _info("nanquantile", _quantile_ref(True), _nanquantile_samples),
]

register_opinfos(opinfos)
