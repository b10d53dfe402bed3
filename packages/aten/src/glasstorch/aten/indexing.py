"""``t[index]`` and ``t[index] = value``: PyTorch's tensor indexing, in Python.

Mirrors ``torch/csrc/autograd/python_variable_indexing.cpp`` and ``ATen/TensorIndexing.h``.
The index is read left to right: integers, slices, ``None`` and ``...`` become views
(``select``, ``slice``, ``unsqueeze``); index tensors, integer lists, bool masks and Python
bools are collected, with ``None`` placeholders for the dims between them, for one advanced
indexing call at the end: ``index`` to read (a copy), ``index_put_`` to write. Also
:func:`nonzero`, the Python-level ``nonzero(input, *, as_tuple=False)``.
"""

from __future__ import annotations

import operator
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, int64, uint8
from glasstorch.c10.core.scalar_type import dtype as DType

from ._generated import ops
from ._runtime import CPU, empty_tensor
from .core.tensor_base import TensorBase
from .overrides import torch_function_wrapper

__all__ = ["getitem", "nonzero", "setitem"]

_INT64_MAX = 2**63 - 1

#: How c10's ``checked_convert`` names a dtype in its overflow message.
_C_TYPE_NAMES = {"uint8": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int",
                 "int64": "int64_t", "float32": "float", "float64": "double"}  # fmt: skip


# -- classifying index items -------------------------------------------------------------------
def _is_int(obj: Any) -> bool:
    """A Python or numpy integer (not a bool): PyTorch's ``THPUtils_checkLong``."""
    return isinstance(obj, int | np.integer) and not isinstance(obj, bool)


def _is_sequence(obj: Any) -> bool:
    return isinstance(obj, Sequence | np.ndarray)


def _is_mask(t: Any) -> bool:
    return t._impl.dtype is bool_ or t._impl.dtype is uint8


def _py_type_name(obj: Any) -> str:
    """The type's name as CPython's ``tp_name`` prints it (``list``, ``numpy.float32``)."""
    cls = type(obj)
    return cls.__name__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__name__}"


def _as_tuple(index: Any) -> tuple[Any, ...]:
    """PyTorch's ``wrapTuple``: a short sequence holding slices, sequences, tensors, None or
    ``...`` still counts as a tuple of indices (deprecated, with a warning)."""
    if isinstance(index, tuple):
        return index
    if (
        isinstance(index, TensorBase)
        or not _is_sequence(index)
        or isinstance(index, np.ndarray)
        or len(index) >= 32
        or not any(
            isinstance(item, TensorBase | slice)
            or _is_sequence(item)
            or item is None
            or item is ...
            for item in index
        )
    ):
        return (index,)
    warnings.warn(
        "Using a non-tuple sequence for multidimensional indexing is deprecated and will be "
        "changed in pytorch 2.9; use x[tuple(seq)] instead of x[seq]. In pytorch 2.9 this will "
        "be interpreted as tensor index, x[torch.tensor(seq)], which will result either in an "
        "error or a different result",
        UserWarning,
        stacklevel=4,
    )
    return tuple(index)


def _count_specified(indices: tuple[Any, ...]) -> int:
    """How many dims of the tensor the index consumes (a k-dim mask consumes k)."""
    count = 0
    for obj in indices:
        if isinstance(obj, TensorBase):
            count += obj._impl.dim() if _is_mask(obj) else 1
        elif obj is not None and obj is not Ellipsis and not isinstance(obj, bool):
            count += 1
    return count


def _sequence_tensor(seq: Any) -> Any:
    """A list (or array) index as an index tensor: bool if all bools, else int64 (truncated)."""
    arr = np.asarray(seq)
    if arr.dtype.kind in "USO":
        raise TypeError(f"new(): invalid data type '{_py_type_name(seq)}'")
    arr = arr if arr.dtype.kind == "b" else arr.astype(np.int64)
    t = empty_tensor(arr.shape, bool_ if arr.dtype.kind == "b" else int64, CPU)
    np.copyto(t._array(), arr)
    return t


def _bool_index(value: bool) -> Any:
    """The index tensor of a Python bool on a new size-1 dim: ``[0]`` (True) or ``[]``."""
    return _sequence_tensor([0] if value else [])


# -- basic indexing as views -----------------------------------------------------------------
def _select(t: Any, dim: int, index: int, real_dim: int) -> Any:
    """``applySelect``: ``t.select(dim, index)`` with PyTorch's indexing error messages."""
    sizes = t._impl.sizes
    if index == 0 and dim == 0 and not sizes:
        raise IndexError(
            "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or "
            "`tensor.item<T>()` in C++ to convert a 0-dim tensor to a number"
        )
    size = sizes[dim] if dim < len(sizes) else 0
    if not -size <= index < size:
        raise IndexError(
            f"index {index} is out of bounds for dimension {real_dim} with size {size}"
        )
    return ops.select_int.call(t, dim, index)


def _slice_bound(value: Any) -> int:
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(
            "slice indices must be integers or None or have an __index__ method"
        ) from None


def _slice(t: Any, dim: int, s: slice, optimize: bool) -> Any:
    """``applySlice``: ``t[start:stop:step]`` along ``dim``; a full slice may return ``t``."""
    step = 1 if s.step is None else _slice_bound(s.step)
    if step == 0:
        raise ValueError("slice step cannot be zero")
    start = 0 if s.start is None else _slice_bound(s.start)
    stop = _INT64_MAX if s.stop is None else _slice_bound(s.stop)
    if step < 0:
        raise ValueError("step must be greater than zero")
    sizes = t._impl.sizes
    if optimize and start == 0 and step == 1 and dim < len(sizes) and stop == sizes[dim]:
        return t
    return ops.slice_Tensor.call(t, dim, start, stop, step)


class _Slicing:
    """``applySlicing``: applies the basic indices of ``indices`` to ``self`` one by one and
    collects the advanced ones (``tensors``, None where a dim is not indexed)."""

    def __init__(self, self_: Any, indices: tuple[Any, ...]) -> None:
        ndim = self_._impl.dim()
        specified = _count_specified(indices)
        if specified > ndim:
            raise IndexError(f"too many indices for tensor of dimension {ndim}")
        self.result = self_
        self.dim = 0
        self.tensors: list[Any] = []
        for real_dim, obj in enumerate(indices):
            if _is_int(obj):
                self.result = _select(self.result, self.dim, int(obj), real_dim)
            elif isinstance(obj, slice):
                self.result = _slice(self.result, self.dim, obj, optimize=True)
                self._skip(1)
            elif obj is Ellipsis:
                self._skip(ndim - specified)
            elif obj is None:
                self.result = ops.unsqueeze.call(self.result, self.dim)
                self._skip(1)
            elif isinstance(obj, bool):
                self.result = ops.unsqueeze.call(self.result, self.dim)
                self._record(_bool_index(obj))
            elif isinstance(obj, TensorBase):
                self._tensor(obj, real_dim)
            elif _is_sequence(obj):
                self._record(_sequence_tensor(obj))
            else:
                try:
                    position = operator.index(obj)
                except TypeError:
                    raise IndexError(
                        "only integers, slices (`:`), ellipsis (`...`), None and long or byte "
                        f"Variables are valid indices (got {_py_type_name(obj)})"
                    ) from None
                self.result = _select(self.result, self.dim, position, real_dim)

    def _skip(self, n: int) -> None:
        """Move past ``n`` dims that no advanced index covers."""
        self.dim += n
        if self.tensors:
            self.tensors += [None] * n

    def _record(self, t: Any) -> None:
        if not self.tensors:
            self.tensors = [None] * self.dim
        self.tensors.append(t)
        self.dim += t._impl.dim() if _is_mask(t) else 1

    def _tensor(self, t: Any, real_dim: int) -> None:
        """A 0-dim integer tensor selects like an int; a 0-dim bool like a Python bool."""
        impl = t._impl
        if impl.dim() == 0 and impl.dtype.category <= TypeCategory.INTEGRAL:
            if _is_mask(t):
                self.result = ops.unsqueeze.call(self.result, self.dim)
                self._record(_bool_index(bool(t.item())))
            else:
                self.result = _select(self.result, self.dim, int(t.item()), real_dim)
            return
        self._record(t)

    def advanced(self) -> list[Any]:
        """The collected advanced indices without trailing placeholders."""
        tensors = list(self.tensors)
        while tensors and tensors[-1] is None:
            tensors.pop()
        return tensors


# -- getitem -----------------------------------------------------------------------------------
def getitem(self: Any, index: Any) -> Any:
    """``self[index]``: a view for basic indexing, a new tensor for advanced indexing."""
    if index is None:
        return ops.unsqueeze.call(self, 0)
    if index is Ellipsis:
        return ops.alias.call(self)
    if _is_int(index):
        return _select(self, 0, int(index), 0)
    if isinstance(index, slice):
        return _slice(self, 0, index, optimize=False)
    if isinstance(index, bool):
        return ops.index_Tensor.call(ops.unsqueeze.call(self, 0), [_bool_index(index)])
    slicing = _Slicing(self, _as_tuple(index))
    advanced = slicing.advanced()
    if not advanced:
        return ops.alias.call(self) if slicing.result is self else slicing.result
    return ops.index_Tensor.call(slicing.result, advanced)


# -- setitem -----------------------------------------------------------------------------------
def _legacy_type_string(t: Any) -> str:
    device = t._impl.device
    prefix = "" if device.is_cpu() else f"{device.type}."
    return f"torch.{prefix}{t._impl.dtype.scalar_type.name}Tensor"


def _check_overflow(value: Any, dtype: DType) -> None:
    """c10's ``checked_convert``: a number must fit the dtype it is written into."""
    np_dtype = dtype.numpy_dtype
    kind = np.dtype(np_dtype).kind if np_dtype is not None else "f"
    fits = True
    if isinstance(value, complex):
        fits = kind == "c" or not value.imag
        value = value.real
    if kind in "iu" and isinstance(value, int):
        info = np.iinfo(np_dtype)
        low = -info.max if kind == "u" else info.min  # unsigned wraps negatives, as C does
        fits = fits and low <= value <= info.max
    elif kind == "f" and dtype.name in _C_TYPE_NAMES and np.isfinite(value):
        fits = fits and abs(value) <= float(np.finfo(np_dtype).max)  # half: rounds to inf
    if not fits:
        name = _C_TYPE_NAMES.get(dtype.name, dtype.name)
        raise RuntimeError(f"value cannot be converted to type {name} without overflow")


def _value_tensor(self: Any, value: Any) -> Any:
    """The assigned value as a tensor: numbers become a 0-dim tensor of ``self``'s dtype."""
    if isinstance(value, TensorBase):
        return value
    if isinstance(value, bool) or _is_int(value):
        number: Any = int(value)
        if not -(2**63) <= number <= _INT64_MAX:
            raise ValueError("Overflow when unpacking long long")
    elif isinstance(value, float | complex):
        number = value
    else:
        raise TypeError(f"can't assign a {_py_type_name(value)} to a {_legacy_type_string(self)}")
    dtype = self._impl.dtype
    _check_overflow(number, dtype)
    if isinstance(number, complex) and dtype.category is not TypeCategory.COMPLEX:
        number = number.real
    t = empty_tensor((), dtype, CPU)
    np.copyto(t._array(), np.asarray(number), casting="unsafe")
    return t


def _strip_leading_ones(sizes: Sequence[int]) -> tuple[int, ...]:
    """numpy's leniency: ``x[i] = v`` ignores size-1 dims at the front of ``v``."""
    first = next((i for i, s in enumerate(sizes) if s != 1), len(sizes))
    return tuple(sizes[first:])


def _copy_to(dst: Any, src: Any) -> None:
    """Write ``src`` into the view ``dst``, broadcasting it (``copy_to``)."""
    if dst._impl.sizes == src._impl.sizes:
        ops.copy_.call(dst, src, False)
    elif src._impl.dim() == 0 and src._impl.device.is_cpu():
        ops.fill__Scalar.call(dst, src)
    else:
        src = ops.view.call(src, _strip_leading_ones(src._impl.sizes))
        ops.copy_.call(dst, ops.expand.call(src, dst._impl.sizes, False), False)


def setitem(self: Any, index: Any, value: Any) -> None:
    """``self[index] = value``: basic indices write through a view, advanced ones through
    ``index_put_``; either way ``self``'s version counter goes up."""
    value = _value_tensor(self, value)
    if index is False:
        return
    if index is Ellipsis:
        _copy_to(self, value)
    elif index is None or index is True:
        _copy_to(ops.unsqueeze.call(self, 0), value)
    elif _is_int(index):
        _copy_to(_select(self, 0, int(index), 0), value)
    elif isinstance(index, slice):
        _copy_to(_slice(self, 0, index, optimize=True), value)
    else:
        slicing = _Slicing(self, _as_tuple(index))
        advanced = slicing.advanced()
        if not advanced:
            _copy_to(slicing.result, value)
            return
        stripped = _strip_leading_ones(value._impl.sizes)
        if stripped != value._impl.sizes:
            value = ops.view.call(value, stripped)
        ops.index_put_.call(slicing.result, advanced, value, False)


# -- nonzero -------------------------------------------------------------------------------------
@torch_function_wrapper
def nonzero(input: Any, *, out: Any = None, as_tuple: bool = False) -> Any:
    """``torch.nonzero``: an (n, ndim) int64 tensor, or with ``as_tuple`` one index tensor
    per dim (what ``t[t.nonzero(as_tuple=True)]`` needs)."""
    if as_tuple:
        if out is not None:
            raise RuntimeError("nonzero does not support the out kwarg when as_tuple is True")
        return tuple(ops.nonzero_numpy.call(input))
    if out is not None:
        return ops.nonzero_out.call(input, out)
    return ops.nonzero.call(input)
