"""Assorted operators: the ``new_*`` factories, ``broadcast_tensors``, ``erfinv`` and
``unique`` (``_unique2``, ``unique_dim``).

Mirrors parts of ``native/TensorFactories.cpp``, ``TensorShape.cpp``, ``UnaryOps.cpp`` and
``Unique.cpp``. The ``new_*`` factories are CompositeExplicitAutograd kernels: the dtype
and device default to ``self``'s. The unique kernels compute on the host with numpy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import empty_tensor, tensor_from_array
from ..structured import TensorMeta
from ._lazy import ops, special
from .fp_errors import ignore_fp_errors
from .tensor_factories import below_autograd
from .tensor_iterator import broadcast_shapes, operand_arrays, pointwise_meta

__all__ = [
    "_unique2_cpu",
    "broadcast_tensors",
    "erfinv_out",
    "meta_erfinv",
    "new_empty",
    "new_full",
    "new_ones",
    "new_empty_strided",
    "new_zeros",
    "unique_consecutive_cpu",
    "unique_dim_cpu",
]


# -- new_empty, new_full, new_zeros, new_ones --------------------------------------------------
def new_empty(
    self: Any,
    size: Sequence[int],
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: bool | None = None,
) -> Any:
    """Uninitialised memory of ``size``, with ``self``'s dtype and device unless given."""
    impl = self._impl
    dt = impl.dtype if dtype is None else dtype
    dev = impl.device if device is None else device
    return ops.empty_memory_format.call(tuple(size), dt, layout, dev, pin_memory, None)


def new_full(self: Any, size: Sequence[int], fill_value: Any, *options: Any) -> Any:
    """``fill_value`` everywhere, with ``self``'s dtype and device unless given."""
    with below_autograd():
        return ops.fill__Scalar.call(new_empty(self, size, *options), fill_value)


def new_zeros(self: Any, size: Sequence[int], *options: Any) -> Any:
    return new_full(self, size, 0, *options)


def new_ones(self: Any, size: Sequence[int], *options: Any) -> Any:
    return new_full(self, size, 1, *options)


# -- broadcast_tensors -------------------------------------------------------------------------
def broadcast_tensors(tensors: Sequence[Any]) -> list[Any]:
    """Every tensor expanded to the broadcast of all their shapes (views, no copies)."""
    shape = broadcast_shapes(*(t._impl.sizes for t in tensors))
    return [ops.expand.call(t, shape, False) for t in tensors]


# -- erfinv ------------------------------------------------------------------------------------
def meta_erfinv(self: Any) -> TensorMeta:
    return pointwise_meta(self, promote_integer_to_float=True)


def erfinv_out(self: Any, out: Any) -> None:
    (x,) = operand_arrays(self, promote_integer_to_float=True)
    with ignore_fp_errors():
        np.copyto(out._array(), special.erfinv(x), casting="unsafe")


# -- unique ------------------------------------------------------------------------------------
def _unique2_cpu(
    self: Any, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False
) -> tuple[Any, Any, Any]:
    """The distinct elements (always sorted, as PyTorch's CPU kernel), the index of each
    input element among them (shaped like ``self``) and their counts; the inverse and the
    counts are empty unless asked for."""
    impl = self._impl
    x = self._array()
    values, inverse, counts = np.unique(x.reshape(-1), return_inverse=True, return_counts=True)
    dev = impl.device
    output = tensor_from_array(values, impl.dtype, dev)
    if return_inverse:
        inv = tensor_from_array(inverse.reshape(impl.sizes), int64, dev)
    else:
        inv = empty_tensor((0,), int64, dev)
    cnt = tensor_from_array(counts, int64, dev) if return_counts else empty_tensor((0,), int64, dev)
    return output, inv, cnt


def unique_dim_cpu(
    self: Any,
    dim: int,
    sorted: bool = True,
    return_inverse: bool = False,
    return_counts: bool = False,
) -> tuple[Any, Any, Any]:
    """The distinct slices along ``dim``, in lexicographic order."""
    impl = self._impl
    ndim = impl.dim()
    dim = maybe_wrap_dim(dim, ndim)
    sizes = impl.sizes
    dev = impl.device
    if sizes[dim] == 0:
        if sum(1 for s in sizes if s == 0) != 1:
            raise RuntimeError(
                "Number of zero sized dimensions is more than one, so unique cannot be applied "
            )
        empty = empty_tensor((0,), int64, dev)
        return empty_tensor(sizes, impl.dtype, dev), empty, empty_tensor((0,), int64, dev)
    x = self._array()
    values, inverse, counts = np.unique(x, axis=dim, return_inverse=True, return_counts=True)
    output = tensor_from_array(values, impl.dtype, dev)
    n = sizes[dim]
    inv = tensor_from_array(inverse.reshape(-1), int64, dev) if return_inverse else None
    cnt = tensor_from_array(counts, int64, dev) if return_counts else None
    if inv is None:
        inv = empty_tensor((n,), int64, dev)
        inv._array().fill(0)
    if cnt is None:
        cnt = empty_tensor((values.shape[dim],), int64, dev)
        cnt._array().fill(0)
    return output, inv, cnt


def unique_consecutive_cpu(
    self: Any, return_inverse: bool = False, return_counts: bool = False, dim: int | None = None
) -> tuple[Any, Any, Any]:
    """Each run of equal consecutive elements (slices along ``dim``) collapsed to one, the
    run each input element (slice) belongs to, and the runs' lengths; the inverse and the
    counts are empty unless asked for."""
    impl = self._impl
    dev = impl.device
    x = self._array()
    if dim is None:
        rows, shape = x.reshape(-1, 1), impl.sizes
    else:
        dim = maybe_wrap_dim(dim, impl.dim())
        rows, shape = np.moveaxis(x, dim, 0).reshape(impl.sizes[dim], -1), (impl.sizes[dim],)
    starts = np.ones(len(rows), dtype=bool)
    starts[1:] = np.any(rows[1:] != rows[:-1], axis=1)
    first = np.flatnonzero(starts)
    if dim is None:
        output = tensor_from_array(x.reshape(-1)[first], impl.dtype, dev)
    else:
        output = tensor_from_array(np.take(x, first, axis=dim), impl.dtype, dev)
    empty = empty_tensor((0,), int64, dev)
    inverse = np.cumsum(starts) - 1
    inv = tensor_from_array(inverse.reshape(shape), int64, dev) if return_inverse else empty
    counts = np.diff(np.append(first, len(rows)))
    cnt = tensor_from_array(counts, int64, dev) if return_counts else empty_tensor((0,), int64, dev)
    return output, inv, cnt


def new_empty_strided(
    self: Any,
    size: Sequence[int],
    stride: Sequence[int],
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
) -> Any:
    """``empty_strided`` with ``self``'s dtype and device unless others are given."""
    dtype = self._impl.dtype if dtype is None else dtype
    device = self._impl.device if device is None else device
    return ops.empty_strided.call(size, stride, dtype, layout, device, pin_memory)
