"""Placing values among others: ``searchsorted``, ``bucketize``, ``isin`` and ``histc``.

Mirrors ``native/Bucketization.cpp``, the ``isin`` part of ``TensorCompare.cpp`` and
``histc`` in ``SummaryOps.cpp``. The results are indices, masks or counts, so none of these
is differentiable; each computes with numpy (cupy's functions for CUDA arrays).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, int32, int64

from .._runtime import tensor_from_array
from .tensor_iterator import type_name

__all__ = ["bucketize", "histc", "isin", "searchsorted"]


def _side(right: bool, side: str | None) -> str:
    if side is None:
        return "right" if right else "left"
    if side not in ("left", "right"):
        raise RuntimeError(
            f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}"
        )
    if right and side == "left":
        raise RuntimeError(
            "torch.searchsorted(): side and right can't be set to opposites, got side of left "
            "while right was True"
        )
    return side


def searchsorted(
    sorted_sequence: Any,
    self: Any,
    out_int32: bool = False,
    right: bool = False,
    side: str | None = None,
    sorter: Any = None,
) -> Any:
    """Where each value of ``self`` would be inserted into the innermost rows of
    ``sorted_sequence`` to keep them sorted (a 1-D sequence serves every value)."""
    seq, values = sorted_sequence._impl.sizes, self._impl.sizes
    if len(seq) > 1 and tuple(seq[:-1]) != tuple(values[:-1]):
        raise RuntimeError(
            "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 "
            "dimensions of boundaries tensor and input value tensor must match, but we got "
            f"boundaries tensor {list(seq)} and input value tensor {list(values)}"
        )
    where = _side(right, side)
    rows = sorted_sequence._array()
    if sorter is not None:
        rows = np.take_along_axis(rows, sorter._array(), -1)
    x = self._array()
    if len(seq) <= 1:
        found = np.searchsorted(rows.reshape(-1), x, side=where)
    else:
        flat_rows, flat_x = rows.reshape(-1, seq[-1]), x.reshape(-1, values[-1])
        found = np.stack(
            [np.searchsorted(r, v, side=where) for r, v in zip(flat_rows, flat_x, strict=True)]
        )
        found = found.reshape(x.shape)
    return tensor_from_array(found, int32 if out_int32 else int64, self._impl.device)


def bucketize(self: Any, boundaries: Any, out_int32: bool = False, right: bool = False) -> Any:
    """The bucket of each value among the 1-D ``boundaries`` (``searchsorted`` with the
    arguments swapped)."""
    if boundaries._impl.dim() != 1:
        raise RuntimeError(
            f"boundaries tensor must be 1 dimension, but got dim({boundaries._impl.dim()})"
        )
    return searchsorted(boundaries, self, out_int32, right)


def isin(
    elements: Any, test_elements: Any, assume_unique: bool = False, invert: bool = False
) -> Any:
    """Whether each element of ``elements`` occurs in ``test_elements``."""
    mask = np.isin(elements._array(), test_elements._array(), invert=invert)
    return tensor_from_array(mask, bool_, elements._impl.device)


def histc(self: Any, bins: int = 100, min: Any = 0, max: Any = 0) -> Any:  # noqa: A002
    """Counts of ``self``'s values in ``bins`` equal-width bins over ``[min, max]`` (the
    data's own range when both are 0); values outside are not counted."""
    dtype = self._impl.dtype
    if dtype.category is not TypeCategory.FLOATING:
        raise RuntimeError(f"\"histogram_cpu\" not implemented for '{type_name(dtype)}'")
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    x = self._array().reshape(-1)
    low, high = float(min), float(max)
    if low == high and x.size:
        low, high = float(x.min()), float(x.max())
    if low == high:
        low, high = low - 1, high + 1
    if low > high:
        raise RuntimeError("torch.histc: max must be larger than min")
    if not (np.isfinite(low) and np.isfinite(high)):
        raise RuntimeError(f"torch.histc(): range of [{low}, {high}] is not finite")
    counts, _ = np.histogram(x, bins=bins, range=(low, high))
    return tensor_from_array(counts, dtype, self._impl.device)
