"""More factories: ``empty_permuted`` (uninitialised, laid out in a given dim order),
``fill`` (a filled copy) and ``nonzero_static`` (``nonzero`` padded or cut to a fixed count).

Mirrors ``native/TensorFactories.cpp``, ``Fill.cpp`` and ``TensorAdvancedIndexing.cpp``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int64

from .._runtime import host_array, tensor_from_array
from ._lazy import ops

__all__ = ["empty_permuted", "fill_Scalar", "fill_Tensor", "nonzero_static"]


def empty_permuted(size: Sequence[int], physical_layout: Sequence[int], *options: Any) -> Any:
    """An uninitialised tensor of ``size`` whose dims lie in memory in ``physical_layout``
    order (outermost first): a contiguous buffer in that order, permuted back."""
    if len(size) != len(physical_layout):
        raise RuntimeError(
            "Number of dimensions in size does not match the length of the physical_layout; i.e. "
            f"len(size) = {len(size)} is not equal to len(physical_layout) = "
            f"{len(physical_layout)}"
        )
    if sorted(physical_layout) != list(range(len(size))):
        raise RuntimeError("Duplicate dim not allowed")
    physical = tuple(size[d] for d in physical_layout)
    buffer = ops.empty_memory_format.call(physical, *options, None)
    inverse = tuple(np.argsort(physical_layout).tolist())
    return ops.permute.call(buffer, inverse)


def fill_Scalar(self: Any, value: Any) -> Any:  # noqa: N802
    """A tensor like ``self`` with every element ``value``."""
    return ops.fill__Scalar.call(ops.clone.call(self, None), value)


def fill_Tensor(self: Any, value: Any) -> Any:  # noqa: N802
    if value.dim() != 0:
        raise RuntimeError(
            "fill_ only supports 0-dimension value tensor but got tensor with "
            f"{value.dim()} dimensions."
        )
    return ops.fill__Scalar.call(ops.clone.call(self, None), value.item())


def nonzero_static(self: Any, size: int, fill_value: int = -1) -> Any:
    """The indices of the first ``size`` nonzero elements, one row each, padded with rows of
    ``fill_value`` up to ``size``."""
    if size < 0:
        raise RuntimeError("nonzero_static: 'size' must be an non-negative integer")
    found = np.argwhere(host_array(self._array()))[:size]
    rows = np.full((size, self._impl.dim()), fill_value, dtype=np.int64)
    rows[: len(found)] = found
    return tensor_from_array(rows, int64, self._impl.device)
