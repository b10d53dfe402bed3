"""``copy_``, ``_to_copy``, ``fill_``, ``zero_`` and ``clone``: writing values into tensors.

Mirrors ``native/Copy.cpp``, ``Fill.cpp`` and ``TensorConversions.cpp``. ``copy_``
broadcasts ``src`` to ``self``'s shape and converts dtypes (complex → real drops the
imaginary part with a warning, as PyTorch does).
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.dispatch_key_set import AFTER_AD_INPLACE_OR_VIEW_KEYSET

from .._runtime import array_module_of, as_device, empty_tensor, host_array
from ._lazy import ops
from .tensor_iterator import broadcast_shapes

__all__ = [
    "_to_copy",
    "clone",
    "copy_",
    "copy_into_fresh",
    "copy_meta_",
    "fill_",
    "fill_meta_",
    "zero_",
]


def _check_copy_shapes(self: Any, src: Any) -> None:
    target = self._impl.sizes
    if broadcast_shapes(target, src._impl.sizes) != target:
        raise RuntimeError(
            f"output with shape {list(target)} doesn't match the broadcast shape "
            f"{list(broadcast_shapes(target, src._impl.sizes))}"
        )


def copy_(self: Any, src: Any, non_blocking: bool = False) -> Any:
    """Copy ``src``'s values into ``self`` (broadcasting, converting the dtype)."""
    _check_copy_shapes(self, src)
    if self._impl.numel() == 0:
        return self
    if non_blocking and self._impl.device.device_type is DeviceType.CUDA and src.is_cpu:
        from .cuda.pinned import async_upload

        if async_upload(self, src):
            return self
    values = _on_device_of(self, src)
    if values.dtype.kind == "c" and self._array().dtype.kind != "c":
        warnings.warn(
            "Casting complex values to real discards the imaginary part",
            UserWarning,
            stacklevel=3,
        )
        values = values.real
    np.copyto(self._array(), values, casting="unsafe")
    return self


def _on_device_of(self: Any, src: Any) -> Any:
    """``src``'s elements where ``self``'s live: copied host → device, device → host or
    across devices when they differ (synchronously, whatever ``non_blocking`` says: the
    array module orders the copy on the current stream; pinned sources of ``non_blocking``
    copies are uploaded asynchronously by ``copy_``)."""
    values = src._array()
    dst = self._impl.device
    if dst == src._impl.device:
        return values
    dst_module = array_module_of(self._array())
    if dst_module is not np:
        from glasstorch.c10.cuda import arrays

        return arrays.to_device(values, dst.index or 0)
    return host_array(values)


def copy_meta_(self: Any, src: Any, non_blocking: bool = False) -> Any:
    _check_copy_shapes(self, src)
    return self


def _to_copy(
    self: Any,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
    non_blocking: bool = False,
    memory_format: Any = None,
) -> Any:
    """A copy of ``self`` with another dtype and/or device (what ``Tensor.to`` runs)."""

    impl = self._impl
    target_device = impl.device if device is None else as_device(device)
    target_dtype = impl.dtype if dtype is None else dtype
    result = empty_tensor(impl.sizes, target_dtype, target_device)
    return copy_into_fresh(result, self, non_blocking)


def copy_into_fresh(result: Any, src: Any, non_blocking: bool = False) -> Any:
    """``result.copy_(src)`` for a tensor this kernel just created: dispatched below
    ADInplaceOrView, since filling a new tensor is not an in-place write anyone can observe
    (its version stays 0, as in PyTorch)."""
    ks = (result._key_set | src._key_set) & AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr
    return ops.copy_.redispatch(ks, result, src, non_blocking)


def fill_(self: Any, value: Any) -> Any:
    if hasattr(value, "_impl"):
        if value.dim() != 0:
            raise RuntimeError(
                "fill_ only supports 0-dimension value tensor but got tensor with "
                f"{value.dim()} dimensions."
            )
        value = value.item()
    arr = self._array()
    if arr.dtype.kind != "c" and isinstance(value, complex):
        raise RuntimeError("value cannot be converted to type without overflow")
    arr[...] = value
    return self


def fill_meta_(self: Any, value: Any) -> Any:
    return self


def zero_(self: Any) -> Any:
    return ops.fill__Scalar.call(self, 0)


def clone(self: Any, memory_format: Any = None) -> Any:
    """A new tensor with ``self``'s values (contiguous, or keeping dense strides)."""
    impl = self._impl
    return copy_into_fresh(empty_tensor(impl.sizes, impl.dtype, impl.device), self)
