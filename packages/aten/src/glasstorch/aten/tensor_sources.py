"""``asarray()`` and ``frombuffer()``: tensors over existing memory where possible.

Mirrors ``torch/csrc/utils/tensor_new.cpp``. ``frombuffer`` reads an object that exposes the
buffer protocol as elements of ``dtype`` and shares its memory; ``asarray`` returns a tensor
as it is, shares the memory of numpy arrays and buffers, and copies Python sequences and
numbers, each only when ``copy`` allows it.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.scalar_type import get_default_dtype

from ._runtime import as_device
from .core.tensor_base import TensorBase
from .structured import scalar_type_name
from .tensor_new import from_numpy, tensor

__all__ = ["asarray", "frombuffer"]


def frombuffer(
    buffer: Any,
    *,
    dtype: DType,
    count: int = -1,
    offset: int = 0,
    requires_grad: bool = False,
) -> Any:
    """A 1-D tensor over ``buffer``'s bytes from ``offset`` on: ``count`` elements of
    ``dtype``, or as many as fit (writes through the tensor reach the buffer)."""
    view = memoryview(buffer)
    length = view.nbytes
    itemsize = dtype.itemsize
    if length == 0 or count == 0:
        raise ValueError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if not 0 <= offset < length:
        raise ValueError(
            f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
            f"({length} bytes) minus 1"
        )
    if count < 0:
        if (length - offset) % itemsize:
            raise ValueError(
                f"buffer length ({length - offset} bytes) after offset ({offset} bytes) must be a "
                f"multiple of element size ({itemsize})"
            )
        count = (length - offset) // itemsize
    elif offset + count * itemsize > length:
        raise ValueError(
            f"requested buffer length ({count} * {itemsize} bytes) after offset ({offset} bytes) "
            f"must not be greater than actual buffer length ({length} bytes)"
        )
    if view.readonly:
        warnings.warn(
            "The given buffer is not writable, and PyTorch does not support non-writable "
            "tensors. This means you can write to the underlying (supposedly non-writable) "
            "buffer using the tensor. You may want to copy the buffer to protect its data or "
            "make it writable before converting it to a tensor.",
            UserWarning,
            stacklevel=2,
        )
    array = np.frombuffer(buffer, dtype=np.dtype(dtype.numpy_dtype), count=count, offset=offset)
    if view.readonly:
        array = array.view()
        array.flags.writeable = False
    result = from_numpy(array)
    return result.requires_grad_(True) if requires_grad else result


def _retyped(result: Any, dtype: DType | None, device: Any, copy: bool | None) -> Any:
    """``result`` moved to ``dtype``/``device`` (a copy, refused when ``copy`` is False)."""
    target = None if device is None else as_device(device)
    same_dtype = dtype is None or dtype is result.dtype
    same_device = (
        target is None
        or target == result.device
        or (target.type == result.device.type and target.index is None)
    )
    if same_dtype and same_device:
        return result.clone() if copy else result
    if copy is False:
        if not same_dtype:
            raise ValueError(
                f"can't alias tensor with dtype '{scalar_type_name(result.dtype)}' into dtype "
                f"'{scalar_type_name(dtype)}'."
            )
        raise ValueError(f"can't alias tensor from device '{result.device}' to '{target}'.")
    return result.to(device=target, dtype=dtype)


def asarray(
    obj: Any,
    *,
    dtype: DType | None = None,
    device: Any = None,
    copy: bool | None = None,
    requires_grad: bool = False,
) -> Any:
    """``obj`` as a tensor: itself (a tensor), a view of its memory (a numpy array, an
    object with ``__array__`` or the buffer protocol), or a new tensor (sequences and
    numbers). ``copy=True`` always copies; ``copy=False`` raises where a copy is needed."""
    if isinstance(obj, TensorBase):
        result = _retyped(obj, dtype, device, copy)
    elif isinstance(obj, np.ndarray | np.generic) or hasattr(obj, "__array__"):
        result = _retyped(from_numpy(np.asarray(obj)), dtype, device, copy)
    elif _has_buffer(obj) and not isinstance(obj, list | tuple):
        buffer_dtype = get_default_dtype() if dtype is None else dtype
        result = _retyped(frombuffer(obj, dtype=buffer_dtype), None, device, copy)
    else:
        if copy is False:
            raise ValueError("can't alias arbitrary sequence into a tensor.")
        result = tensor(obj, dtype=dtype, device=device)
    return result.requires_grad_(True) if requires_grad else result


def _has_buffer(obj: Any) -> bool:
    try:
        memoryview(obj)
    except TypeError:
        return False
    return True
