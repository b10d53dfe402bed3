"""``index_copy`` (slices of ``source`` written at ``index`` along ``dim``) and
``index_reduce`` (slices combined into them with prod, mean, amax or amin).

Mirrors ``native/TensorAdvancedIndexing.cpp``. ``index_copy`` is structured: its meta
function checks the arguments as PyTorch does, its impl assigns with numpy (a repeated index
keeps the last slice written there). ``index_reduce`` is ``scatter_reduce`` with the index
spread over the slices, and differentiates through it.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..structured import TensorMeta
from ._lazy import ops
from .tensor_iterator import type_name

__all__ = [
    "index_copy_out", "index_reduce", "index_reduce_", "index_reduce_out", "meta_index_copy",
]  # fmt: skip


def _slices(impl: Any, dim: int) -> int:
    return impl.sizes[dim] if impl.dim() else 1


def meta_index_copy(self: Any, dim: int, index: Any, source: Any) -> TensorMeta:
    impl, src = self._impl, source._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    if index._impl.dim() > 1:
        raise IndexError(
            f"index_copy_(): Index should have dimension 1 or 0 (got {index._impl.dim()})"
        )
    if index._impl.dtype is not int64:
        raise RuntimeError(
            "index_copy_(): Expected a long tensor for index, but got "
            f"{type_name(index._impl.dtype)}"
        )
    if impl.dtype is not src.dtype:
        raise RuntimeError(
            "index_copy_(): self and source expected to have the same dtype, but got (self) "
            f"{type_name(impl.dtype)} and (source) {type_name(src.dtype)}"
        )
    if src.dim() and impl.dim() and src.dim() != impl.dim():
        raise IndexError(
            "index_copy_(): When source and destination are not scalars, their dimensionality "
            f"must match. Source dimensionality ({src.dim()}), destination dimensionality "
            f"({impl.dim()})"
        )
    count = index._impl.numel()
    if count != _slices(src, dim):
        raise IndexError(
            f"index_copy_(): Number of indices ({count}) should be equal to source.size(dim) "
            f"({_slices(src, dim)})"
        )
    if src.dim() and any(
        s != t for d, (s, t) in enumerate(zip(src.sizes, impl.sizes, strict=True)) if d != dim
    ):
        raise IndexError(
            "index_copy_(): Source/destination tensor must have same slice shapes. Destination "
            f"slice shape: {list(impl.sizes[:dim] + impl.sizes[dim + 1 :])} at dimension {dim} "
            f"and source slice shape: {list(src.sizes[:dim] + src.sizes[dim + 1 :])} at "
            "dimension 0."
        )
    return TensorMeta(impl.sizes, impl.dtype, impl.device)


def index_copy_out(self: Any, dim: int, index: Any, source: Any, out: Any) -> None:
    """``out`` is ``self`` with ``out[..., index[i], ...] = source[..., i, ...]`` along ``dim``."""
    target = out._array()
    if out._impl is not self._impl:
        np.copyto(target, self._array())
    positions = index._array().reshape(-1)
    size = _slices(self._impl, maybe_wrap_dim(dim, self._impl.dim()))
    bad = positions[(positions < -size) | (positions >= size)]
    if bad.size:
        raise IndexError(
            f"index_copy_(): index {int(bad[0])} is out of bounds for dimension {dim} with "
            f"size {size}"
        )
    if self._impl.dim() == 0:
        target[...] = source._array().reshape(())
        return
    d = maybe_wrap_dim(dim, self._impl.dim())
    values = source._array()
    if values.ndim == 0:
        values = values.reshape(1)
    np.moveaxis(target, d, 0)[positions] = np.moveaxis(values, d, 0)


# -- index_reduce ------------------------------------------------------------------------------
_REDUCTIONS = ("prod", "mean", "amax", "amin")


def _spread_index(self: Any, dim: int, index: Any, source: Any, reduce: str) -> tuple[int, Any]:
    """``dim`` wrapped, and ``index`` placed along ``dim`` of ``source``'s shape."""
    warnings.warn(
        "index_reduce() is in beta and the API may change at any time.", UserWarning, stacklevel=4
    )
    if reduce not in _REDUCTIONS:
        raise RuntimeError(
            "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got "
            f"{reduce}."
        )
    dim = maybe_wrap_dim(dim, self.dim())
    if source.dim() == 0:
        source = ops.reshape.call(source, (1,))
    shape = [1] * source.dim()
    shape[dim] = -1
    spread = ops.expand.call(ops.reshape.call(index, shape), list(source.shape), False)
    return dim, spread


def index_reduce(
    self: Any, dim: int, index: Any, source: Any, reduce: str, include_self: bool = True
) -> Any:
    dim, spread = _spread_index(self, dim, index, source, reduce)
    return ops.scatter_reduce_two.call(self, dim, spread, source, reduce, include_self)


def index_reduce_(
    self: Any, dim: int, index: Any, source: Any, reduce: str, include_self: bool = True
) -> Any:
    dim, spread = _spread_index(self, dim, index, source, reduce)
    return ops.scatter_reduce__two.call(self, dim, spread, source, reduce, include_self)


def index_reduce_out(
    self: Any, dim: int, index: Any, source: Any, reduce: str, include_self: bool, out: Any
) -> Any:
    result = index_reduce(self, dim, index, source, reduce, include_self)
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)
