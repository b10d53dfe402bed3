"""Counting and covariance: ``bincount``, ``histogram``/``histogramdd``, ``cov`` and
``corrcoef``.

Mirrors ``native/SummaryOps.cpp``, ``HistogramKernel.cpp`` and ``Correlation.cpp``. A
histogram's bins are half-open ``[left, right)`` except the last, which includes its right
edge; values outside the edges are not counted. Without a ``range``, ``bins=n`` spans the
input's minimum to maximum (widened by 0.5 each way when they are equal, [0, 1] for an
empty input). ``cov``/``corrcoef`` are CompositeImplicitAutograd, so they differentiate.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    float32,
    float64,
    get_default_dtype,
    int64,
)

from .._runtime import host_array, tensor_from_array
from ._lazy import ops
from .tensor_iterator import not_implemented_for, type_name

__all__ = [
    "bincount", "corrcoef", "cov", "histogram_bin_ct", "histogram_bin_ct_out",
    "histogram_bins_tensor", "histogram_bins_tensor_out", "histogramdd",
    "histogramdd_TensorList_bins", "histogramdd_int_bins",
]  # fmt: skip


# -- bincount ----------------------------------------------------------------------------------
def bincount(self: Any, weights: Any = None, minlength: int = 0) -> Any:
    """How often each value 0, 1, ... occurs in a 1-D tensor of non-negative integers (or the
    sum of their ``weights``); at least ``minlength`` counts."""
    dtype = self._impl.dtype
    if dtype.category is not TypeCategory.INTEGRAL:
        raise not_implemented_for("bincount_cpu", dtype)
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    values = host_array(self._array())
    if self._impl.dim() != 1 or (values.size and values.min() < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is not None and (weights._impl.dim() != 1 or weights.shape[0] != values.size):
        raise RuntimeError("weights should be 1-d and have the same length as input")
    if weights is None:
        result_dtype, w = int64, None
    else:
        result_dtype = weights.dtype if weights.dtype.is_floating_point else float64
        w = host_array(weights._array()).astype(result_dtype.numpy_dtype)
    counts = np.bincount(values.astype(np.int64), w, minlength)
    return tensor_from_array(counts, result_dtype, self._impl.device)


# -- histogram and histogramdd -----------------------------------------------------------------
def _check_histogram(self: Any, weight: Any, name: str = "torch.histogramdd") -> None:
    dtype = self._impl.dtype
    if dtype not in (float32, float64):
        raise not_implemented_for("histogramdd", dtype)
    if weight is not None and weight._impl.dtype is not dtype:
        raise RuntimeError(
            f"{name}: if weight tensor is provided, input tensor and weight tensor should have the "
            f"same dtype, but got input({_C_NAMES.get(dtype, dtype.name)}), and "
            f"weight({_C_NAMES.get(weight._impl.dtype, weight._impl.dtype.name)})"
        )


#: How PyTorch's histogram messages name the dtypes (C++'s names).
_C_NAMES = {float32: "float", float64: "double"}


def _linear_edges(
    column: np.ndarray, bins: int, span: Sequence[float] | None, d: int
) -> np.ndarray:
    """``bins + 1`` evenly spaced edges over ``span``, or over the column's own range."""
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension {d}")
    if span is not None:
        low, high = float(span[0]), float(span[1])
    elif column.size:
        low, high = float(column.min()), float(column.max())
    else:
        low, high = 0.0, 1.0
    if low > high:
        raise RuntimeError(
            f"torch.histogramdd: min should not exceed max, but got min {_num(low)} max "
            f"{_num(high)} for dimension {d}"
        )
    if not (np.isfinite(low) and np.isfinite(high)):
        raise RuntimeError(
            f"torch.histogramdd: dimension {d}'s range [{_num(low)}, {_num(high)}] is not finite"
        )
    if low == high:
        low, high = low - 0.5, high + 0.5
    return np.linspace(low, high, bins + 1)


def _num(value: float) -> str:
    """A number as PyTorch's messages print it: ``3``, ``1.5``, ``inf``, ``nan``."""
    return str(int(value)) if np.isfinite(value) and float(value).is_integer() else str(value)


def _count(points: np.ndarray, edges: list[np.ndarray], weight: Any) -> np.ndarray:
    """Weighted counts of ``points`` (N, D) in the grid of ``edges``."""
    shape = tuple(len(e) - 1 for e in edges)
    inside = np.ones(len(points), dtype=bool)
    cells = []
    for d, e in enumerate(edges):
        column = points[:, d]
        inside &= (column >= e[0]) & (column <= e[-1])
        cell = np.searchsorted(e, column, side="right") - 1
        cells.append(np.clip(cell, 0, max(shape[d] - 1, 0)))  # the last edge is inclusive
    counts = np.zeros(shape, dtype=np.float64)
    if all(shape) and inside.any():
        w = None if weight is None else host_array(weight._array()).reshape(-1)[inside]
        flat = np.ravel_multi_index(tuple(c[inside] for c in cells), shape)
        counts = np.bincount(flat, w, int(np.prod(shape))).reshape(shape)
    return counts


def _density(counts: np.ndarray, edges: list[np.ndarray]) -> np.ndarray:
    """Counts divided by their total and by each bin's volume."""
    total = counts.sum()
    volume = np.ones(counts.shape)
    for d, e in enumerate(edges):
        widths = np.diff(e).reshape([-1 if i == d else 1 for i in range(len(edges))])
        volume = volume * widths
    with np.errstate(all="ignore"):
        return counts / total / volume


def _histogramdd(
    self: Any, bins: Any, span: Sequence[float] | None, weight: Any, density: bool
) -> tuple[Any, list[Any]]:
    """The D-dimensional histogram of the rows of ``self`` (N, D) (its last dim is D)."""
    _check_histogram(self, weight)
    if self._impl.dim() < 2:
        raise RuntimeError("torch.histogramdd: input tensor should have at least 2 dimensions")
    dims = self._impl.sizes[-1]
    points = host_array(self._array()).reshape(-1, dims).astype(np.float64)
    if isinstance(bins, int):
        bins = [bins] * dims
    if span is not None and len(span) != 2 * dims:
        raise RuntimeError(
            f"torch.histogramdd: for a {dims}-dimensional histogram range should have {2 * dims} "
            f"elements, but got {len(span)}"
        )
    if len(bins) != dims:
        raise RuntimeError(
            f"torch.histogramdd: expected {dims} sequences of bin edges for each dimension, "
            f"but got {len(bins)}"
        )
    edges = []
    for d, b in enumerate(bins):
        if isinstance(b, int):
            pair = None if span is None else span[2 * d : 2 * d + 2]
            edges.append(_linear_edges(points[:, d], b, pair, d))
        else:
            edges.append(host_array(b._array()).astype(np.float64))
    counts = _count(points, edges, weight)
    if density:
        counts = _density(counts, edges)
    dtype, device = self._impl.dtype, self._impl.device
    return (
        tensor_from_array(counts, dtype, device),
        [tensor_from_array(e, dtype, device) for e in edges],
    )


def histogramdd(
    self: Any, bins: Sequence[int], range: Any = None, weight: Any = None, density: bool = False
) -> Any:  # noqa: A002
    return _histogramdd(self, list(bins), range, weight, density)


def histogramdd_int_bins(
    self: Any, bins: int, range: Any = None, weight: Any = None, density: bool = False
) -> Any:  # noqa: A002
    return _histogramdd(self, bins, range, weight, density)


def histogramdd_TensorList_bins(  # noqa: N802
    self: Any,
    bins: Sequence[Any],
    range: Any = None,
    weight: Any = None,
    density: bool = False,  # noqa: A002
) -> Any:
    return _histogramdd(self, list(bins), range, weight, density)


def _histogram(self: Any, bins: Any, span: Any, weight: Any, density: bool) -> tuple[Any, Any]:
    """The 1-D histogram of every element of ``self``."""
    _check_histogram(self, weight)
    column = ops.reshape.call(self, (-1, 1))
    w = None if weight is None else ops.reshape.call(weight, (-1,))
    if isinstance(bins, int) and bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    hist, (edges,) = _histogramdd(column, [bins], span, w, density)
    return hist, edges


def histogram_bin_ct(
    self: Any, bins: int = 100, range: Any = None, weight: Any = None, density: bool = False
) -> Any:  # noqa: A002
    return _histogram(self, bins, range, weight, density)


def histogram_bins_tensor(self: Any, bins: Any, weight: Any = None, density: bool = False) -> Any:
    return _histogram(self, bins, None, weight, density)


def _into(outs: tuple[Any, Any], results: tuple[Any, Any]) -> tuple[Any, Any]:
    for out, result in zip(outs, results, strict=True):
        ops.resize_.call(out, tuple(result.shape), None)
        ops.copy_.call(out, result, False)
    return outs


def histogram_bin_ct_out(
    self: Any, bins: int, range: Any, weight: Any, density: bool, hist: Any, bin_edges: Any
) -> Any:  # noqa: A002
    return _into((hist, bin_edges), _histogram(self, bins, range, weight, density))


def histogram_bins_tensor_out(
    self: Any, bins: Any, weight: Any, density: bool, hist: Any, bin_edges: Any
) -> Any:
    return _into((hist, bin_edges), _histogram(self, bins, None, weight, density))


# -- covariance and correlation ----------------------------------------------------------------
def cov(self: Any, correction: int = 1, fweights: Any = None, aweights: Any = None) -> Any:
    """The covariance matrix of the variables in the rows of ``self`` (observations in its
    columns), weighted by the observation counts ``fweights`` and importances ``aweights``."""
    if self._impl.dim() > 2:
        raise RuntimeError(
            "cov(): expected input to have two or fewer dimensions but got an input with "
            f"{self._impl.dim()} dimensions"
        )
    x = ops.reshape.call(self, (1, -1)) if self._impl.dim() < 2 else self
    if x.dtype.category <= TypeCategory.INTEGRAL:
        x = x.to(get_default_dtype())
    observations = x.shape[1]
    w = None
    for name, weights in (("fweights", fweights), ("aweights", aweights)):
        if weights is not None:
            _check_weights(name, weights, observations)
            w = weights if w is None else w * weights
    if w is None:
        mean = ops.mean_dim.call(x, (1,), True, None)
        factor = observations - correction
    else:
        w = w.to(x.dtype)
        total = w.sum()
        mean = ops.sum_dim_IntList.call(x * w, (1,), True, None) / total
        if aweights is not None and correction != 0:
            factor = total - correction * (w * aweights).sum() / total
        else:
            factor = total - correction
    if float(factor) <= 0:
        warnings.warn(
            "cov(): degrees of freedom is <= 0. Correction should be strictly less than the "
            "number of observations.",
            UserWarning,
            stacklevel=4,
        )
        factor = 0 * factor if not isinstance(factor, int | float) else 0
    centred = x - mean
    weighted = centred if w is None else centred * w
    product = ops.mm.call(centred, ops.conj.call(ops.t.call(weighted)))
    return ops.squeeze.call(product / factor)


def _check_weights(name: str, weights: Any, observations: int) -> None:
    if weights.dim() > 1:
        raise RuntimeError(
            f"cov(): expected {name} to have one or fewer dimensions but got {name} with "
            f"{weights.dim()} dimensions"
        )
    if weights.numel() != observations:
        raise RuntimeError(
            f"cov(): expected {name} to have the same numel as there are observations in the "
            f"input but got {weights.numel()} != {observations}"
        )
    integral = weights.dtype.category is TypeCategory.INTEGRAL
    if name == "fweights" and not integral:
        raise RuntimeError(
            "cov(): expected fweights to have integral dtype but got fweights with "
            f"{type_name(weights.dtype)} dtype"
        )
    if name == "aweights" and not weights.dtype.is_floating_point:
        raise RuntimeError(
            "cov(): expected aweights to have floating point dtype but got aweights with "
            f"{type_name(weights.dtype)} dtype"
        )
    if bool((weights < 0).any()):
        raise RuntimeError(f"cov(): {name} cannot be negative")


def corrcoef(self: Any) -> Any:
    """Pearson's correlation coefficients: ``cov`` normalised by the standard deviations
    (real parts clipped to [-1, 1])."""
    c = cov(self)
    if c.dim() == 0:
        return c / c
    stddev = ops.sqrt.call(ops.real.call(ops.diagonal.call(c, 0, 0, 1)))
    c = c / ops.unsqueeze.call(stddev, 1) / ops.unsqueeze.call(stddev, 0)
    if c.dtype.is_complex:
        parts = ops.clamp.call(ops.view_as_real.call(c), -1, 1)
        return ops.view_as_complex.call(parts)
    return ops.clamp.call(c, -1, 1)
