"""Tensor: TensorBase plus the generated operator methods and Python's operator protocol.

The analogue of the generated ``ATen/core/TensorBody.h``: ``TensorMethods`` (written by
the code generator from native_functions.yaml) supplies ``t.add(...)``, ``t.view(...)``
and the rest; this module adds what Python syntax needs — ``+``, ``@``, ``[]``,
``len``, ``bool``, ``repr`` — each a short call into the same operators. Operators,
methods and properties take part in ``__torch_function__`` (see :mod:`._tensor_routing`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.storage_bounds import (
    check_in_bounds_for_storage,
    check_int64_arguments,
    checked_numel,
)
from glasstorch.c10.core.tensor_impl import compute_contiguous_strides

from . import _tensor_routing, legacy_constructors, overrides
from ._generated import ops as _ops
from ._generated.tensor_methods import TensorMethods
from ._runtime import as_device
from ._tensor_operators import binary_operator, reflected_operator, unary_operator
from ._tensor_routing import route_operator, routes
from .core.tensor_base import TensorBase
from .tensor_extras import TensorExtras
from .tensor_storage import TensorStorageMethods

#: The Tensor class, or None while a mode is pushed (see :mod:`.overrides`).
_EXACT: Any = None
overrides.register_fast_path(globals())


class Tensor(TensorStorageMethods, TensorBase, TensorMethods, TensorExtras):
    """A multi-dimensional array on a device, dispatched through c10 for every operator."""

    __slots__ = ()
    __array_priority__ = 1000  # numpy defers to our reflected operators

    # The legacy constructor: Tensor(2, 3), Tensor([1.5]), Tensor(other), Tensor().
    __new__ = legacy_constructors.legacy_new

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Everything happens in ``__new__``."""

    # What each operator routes as under __torch_function__ is PyTorch's choice.
    __add__ = binary_operator(_ops.add_Tensor, "__add__", "add", 1)
    __radd__ = reflected_operator(_ops.add_Tensor, "__radd__", "add", 1)
    __iadd__ = binary_operator(_ops.add__Tensor, "__iadd__", "add_", 1)
    __sub__ = binary_operator(_ops.sub_Tensor, "__sub__", "sub", 1)
    __rsub__ = reflected_operator(_ops.sub_Tensor, "__rsub__", "__rsub__", 1)
    __isub__ = binary_operator(_ops.sub__Tensor, "__isub__", "sub_", 1)
    __mul__ = binary_operator(_ops.mul_Tensor, "__mul__", "mul")
    __rmul__ = reflected_operator(_ops.mul_Tensor, "__rmul__", "mul")
    __imul__ = binary_operator(_ops.mul__Tensor, "__imul__", "mul_")
    __truediv__ = binary_operator(_ops.div_Tensor, "__truediv__", "div")
    __rdiv__ = reflected_operator(_ops.div_Tensor, "__rdiv__", "__rdiv__")
    __rtruediv__ = __rdiv__
    __itruediv__ = binary_operator(_ops.div__Tensor, "__itruediv__", "div_")
    __floordiv__ = binary_operator(_ops.floor_divide, "__floordiv__", "__floordiv__")
    __rfloordiv__ = reflected_operator(_ops.floor_divide, "__rfloordiv__", "__rfloordiv__")
    __ifloordiv__ = binary_operator(_ops.floor_divide__Tensor, "__ifloordiv__", "floor_divide_")
    __mod__ = binary_operator(_ops.remainder_Tensor, "__mod__", "remainder")
    __rmod__ = reflected_operator(_ops.remainder_Tensor, "__rmod__", "__rmod__")
    __imod__ = binary_operator(_ops.remainder__Tensor, "__imod__", "remainder_")
    __pow__ = binary_operator(_ops.pow_Tensor_Tensor, "__pow__", "__pow__")
    __rpow__ = reflected_operator(_ops.pow_Tensor_Tensor, "__rpow__", "__rpow__")
    __ipow__ = binary_operator(_ops.pow__Tensor, "__ipow__", "pow_")
    __and__ = binary_operator(_ops.bitwise_and_Tensor, "__and__", "__and__")
    __rand__ = reflected_operator(_ops.bitwise_and_Tensor, "__rand__", "bitwise_and")
    __iand__ = binary_operator(_ops.bitwise_and__Tensor, "__iand__", "__iand__")
    __or__ = binary_operator(_ops.bitwise_or_Tensor, "__or__", "__or__")
    __ror__ = reflected_operator(_ops.bitwise_or_Tensor, "__ror__", "bitwise_or")
    __ior__ = binary_operator(_ops.bitwise_or__Tensor, "__ior__", "__ior__")
    __xor__ = binary_operator(_ops.bitwise_xor_Tensor, "__xor__", "__xor__")
    __rxor__ = reflected_operator(_ops.bitwise_xor_Tensor, "__rxor__", "bitwise_xor")
    __ixor__ = binary_operator(_ops.bitwise_xor__Tensor, "__ixor__", "__ixor__")
    __lshift__ = binary_operator(_ops.bitwise_left_shift_Tensor, "__lshift__", "__lshift__")
    __rlshift__ = reflected_operator(_ops.bitwise_left_shift_Tensor, "__rlshift__", "__rlshift__")
    __rshift__ = binary_operator(_ops.bitwise_right_shift_Tensor, "__rshift__", "__rshift__")
    __rrshift__ = reflected_operator(_ops.bitwise_right_shift_Tensor, "__rrshift__", "__rrshift__")
    __eq__ = binary_operator(_ops.eq_Tensor, "__eq__", "__eq__")
    __ne__ = binary_operator(_ops.ne_Tensor, "__ne__", "ne")
    __lt__ = binary_operator(_ops.lt_Tensor, "__lt__", "lt")
    __le__ = binary_operator(_ops.le_Tensor, "__le__", "le")
    __gt__ = binary_operator(_ops.gt_Tensor, "__gt__", "gt")
    __ge__ = binary_operator(_ops.ge_Tensor, "__ge__", "ge")
    __neg__ = unary_operator(_ops.neg, "__neg__", "neg")
    __abs__ = unary_operator(_ops.abs, "__abs__", "abs")
    __invert__ = unary_operator(_ops.bitwise_not, "__invert__", "__invert__")

    def __matmul__(self, other: Any) -> Any:
        if other.__class__ is not _EXACT or self.__class__ is not _EXACT:
            if routes(self, other):
                return route_operator("matmul", self, other)
            if not isinstance(other, TensorBase):
                return NotImplemented
        return _ops.matmul.call(self, other)

    def __rmatmul__(self, other: Any) -> Any:
        if routes(self, other):
            return route_operator("__rmatmul__", self, other)
        if not isinstance(other, TensorBase):
            return NotImplemented
        return _ops.matmul.call(other, self)

    __rmatmul__._torch_function_operator = True  # type: ignore[attr-defined]
    __matmul__._routes_torch_function = __rmatmul__._routes_torch_function = True  # type: ignore[attr-defined]

    def __pos__(self) -> Any:
        if self.__class__ is not _EXACT and routes(self):
            return route_operator("__pos__", self)
        return self

    __pos__._torch_function_operator = __pos__._routes_torch_function = True  # type: ignore[attr-defined]

    # -- __torch_function__ ----------------------------------------------------------------------
    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _tensor_routing.install_on_subclass(cls)

    @classmethod
    def __torch_function__(cls, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        """Run ``func`` with subclass handling disabled and return its tensors as ``cls``:
        what a subclass that does not override this gets (PyTorch's default)."""
        return _tensor_routing.default_torch_function(cls, func, types, args, kwargs)

    def as_subclass(self, cls: type) -> Any:
        """This tensor as an instance of ``cls`` (a Tensor subclass), sharing its data;
        gradients flow back to this tensor."""
        return _tensor_routing.as_subclass(self, cls)

    @staticmethod
    def _make_subclass(cls: type, data: Any, require_grad: bool = False) -> Any:
        """A ``cls`` leaf over ``data``'s storage, requiring grad when ``require_grad``
        (how subclasses such as ``Parameter`` are built in ``__new__``)."""
        return _tensor_routing.make_subclass(cls, data, require_grad)

    __hash__ = object.__hash__  # tensors hash by identity, as in PyTorch

    # -- Python protocols ----------------------------------------------------------------------
    def __len__(self) -> int:
        sizes = self._impl.sizes
        if not sizes:
            raise TypeError("len() of a 0-d tensor")
        return sizes[0]

    def __iter__(self) -> Any:
        if not self._impl.sizes:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    def _scalar_value(self, what: str) -> Any:
        if self._impl.numel() != 1:
            raise RuntimeError(
                f"{what} a Tensor with {self._impl.numel()} elements cannot be converted to Scalar"
            )
        return self.item()

    def __bool__(self) -> bool:
        if self._impl.numel() != 1:
            amount = "no values" if self._impl.numel() == 0 else "more than one value"
            raise RuntimeError(f"Boolean value of Tensor with {amount} is ambiguous")
        return bool(self.item())

    def __float__(self) -> float:
        return float(self._scalar_value(""))

    def __int__(self) -> int:
        return int(self._scalar_value(""))

    def __complex__(self) -> complex:
        return complex(self._scalar_value(""))

    def __index__(self) -> int:
        if self._impl.dtype.category > 1 or self._impl.numel() != 1:  # not bool/integral
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        arr = self.numpy()
        return arr.astype(dtype, copy=False) if dtype is not None else arr

    def __getitem__(self, index: Any) -> Any:
        from .indexing import getitem

        return getitem(self, index)

    def __setitem__(self, index: Any, value: Any) -> None:
        from .indexing import setitem

        setitem(self, index, value)

    def __delitem__(self, index: Any) -> None:
        raise TypeError("Tensor does not support deleting items")

    def nonzero(self, *, out: Any = None, as_tuple: bool = False) -> Any:
        """Indices of the nonzero elements (one tensor per dim with ``as_tuple``)."""
        from .indexing import nonzero

        return nonzero(self, out=out, as_tuple=as_tuple)

    def __repr__(self) -> str:
        from ._tensor_str import tensor_repr

        return tensor_repr(self)

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        if self._impl.sizes == () and spec:
            return format(self.item(), spec)
        return object.__format__(self, spec) if spec else repr(self)

    def __reduce_ex__(self, protocol: int) -> Any:
        from ._serialization import reduce_tensor

        return reduce_tensor(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        result = self.clone()
        memo[id(self)] = result
        return result

    # -- data access ---------------------------------------------------------------------------
    def item(self) -> Any:
        """The one element as a Python number."""
        impl = self._impl
        if impl.numel() != 1:
            raise RuntimeError(
                f"a Tensor with {impl.numel()} elements cannot be converted to Scalar"
            )
        return self._array().reshape(()).item()

    def tolist(self) -> Any:
        """Nested Python lists of Python numbers (a number for 0-dim tensors)."""
        return self._array().tolist()

    def numpy(self, *, force: bool = False) -> np.ndarray:
        """The elements as a numpy array sharing this tensor's memory (CPU only)."""
        if not self._impl.device.is_cpu():
            if force:
                return self.cpu()._array()
            raise TypeError(
                f"can't convert {self._impl.device.type} device type tensor to numpy. Use "
                "Tensor.cpu() to copy the tensor to host memory first."
            )
        if self.requires_grad and not force:
            raise RuntimeError(
                "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() "
                "instead."
            )
        return self._array()

    @property
    def T(self) -> Any:
        return self.permute(tuple(range(self.dim() - 1, -1, -1)))

    @property
    def mT(self) -> Any:
        return self.transpose(-2, -1)

    @property
    def H(self) -> Any:
        return self.T.conj() if self.is_complex() else self.T

    @property
    def mH(self) -> Any:
        return self.mT.conj() if self.is_complex() else self.mT

    type = legacy_constructors.tensor_type

    def to(self, *args: Any, **kwargs: Any) -> Any:
        """``to(dtype)``, ``to(device, dtype=None)``, ``to(other)``; returns ``self`` when
        nothing changes and ``copy`` is False (PyTorch's ``Tensor.to``)."""
        device, dtype = kwargs.pop("device", None), kwargs.pop("dtype", None)
        non_blocking = kwargs.pop("non_blocking", False)
        copy = kwargs.pop("copy", False)
        kwargs.pop("memory_format", None)
        if kwargs:
            raise TypeError(f"to() got an unexpected keyword argument '{next(iter(kwargs))}'")
        rest = list(args)
        if rest and isinstance(rest[0], TensorBase):
            other = rest.pop(0)
            device, dtype = other.device, other.dtype
        elif rest and isinstance(rest[0], DType):
            dtype = rest.pop(0)
        elif rest and (isinstance(rest[0], str | Device | int) and not isinstance(rest[0], bool)):
            device = rest.pop(0)
            if rest and isinstance(rest[0], DType):
                dtype = rest.pop(0)
        if rest and isinstance(rest[0], bool):
            non_blocking = rest.pop(0)
        if rest and isinstance(rest[0], bool):
            copy = rest.pop(0)
        if rest:
            raise TypeError(f"to() received an invalid combination of arguments: {args!r}")
        target_device = None if device is None else as_device(device)
        if (
            target_device is not None
            and target_device.type == self.device.type
            and (target_device.index is None or target_device == self.device)
        ):
            target_device = None
        if dtype is self.dtype:
            dtype = None
        if target_device is None and dtype is None and not copy:
            return self
        return _ops._to_copy.call(self, dtype, None, target_device, None, non_blocking, None)

    def norm(
        self, p: Any = "fro", dim: Any = None, keepdim: bool = False, dtype: Any = None
    ) -> Any:
        """The vector norm of this tensor (see :func:`glasstorch.aten.functional.norm`)."""
        from .functional import norm

        return norm(self, p, dim, keepdim, dtype=dtype)

    def unique(
        self,
        sorted: bool = True,
        return_inverse: bool = False,  # noqa: A002 - torch's name
        return_counts: bool = False,
        dim: int | None = None,
    ) -> Any:
        """The distinct elements (see :func:`glasstorch.aten.functional.unique`)."""
        from .functional import unique

        return unique(self, sorted, return_inverse, return_counts, dim)

    def cpu(self) -> Any:
        return self.to("cpu")

    def cuda(self, device: Any = None, non_blocking: bool = False) -> Any:
        return self.to("cuda" if device is None else device, non_blocking=non_blocking)

    def pin_memory(self, device: Any = None) -> Any:
        """A copy in pinned (page-locked) host memory; CPU tensors only."""
        from .native.cuda import pin_memory

        return pin_memory(self)

    def is_pinned(self, device: Any = None) -> bool:
        """Whether this tensor lives in pinned host memory."""
        from .native.cuda import is_pinned

        return is_pinned(self)

    def float(self) -> Any:
        from glasstorch.c10.core.scalar_type import float32

        return self.to(float32)

    def double(self) -> Any:
        from glasstorch.c10.core.scalar_type import float64

        return self.to(float64)

    def half(self) -> Any:
        from glasstorch.c10.core.scalar_type import float16

        return self.to(float16)

    def bfloat16(self) -> Any:
        from glasstorch.c10.core.scalar_type import bfloat16

        return self.to(bfloat16)

    def long(self) -> Any:
        from glasstorch.c10.core.scalar_type import int64

        return self.to(int64)

    def int(self) -> Any:
        from glasstorch.c10.core.scalar_type import int32

        return self.to(int32)

    def short(self) -> Any:
        from glasstorch.c10.core.scalar_type import int16

        return self.to(int16)

    def char(self) -> Any:
        from glasstorch.c10.core.scalar_type import int8

        return self.to(int8)

    def byte(self) -> Any:
        from glasstorch.c10.core.scalar_type import uint8

        return self.to(uint8)

    def bool(self) -> Any:
        from glasstorch.c10.core.scalar_type import bool_

        return self.to(bool_)

    def set_(
        self,
        source: Any,
        storage_offset: int = 0,
        size: Any = None,
        stride: Any = None,
    ) -> Tensor:
        """Make this tensor a view of ``source`` (a storage or a tensor) with the geometry given."""
        impl = self._impl
        if isinstance(source, TensorBase):
            storage_offset, size = source.storage_offset(), source.shape
            stride, source = source.stride(), source.untyped_storage()
        storage_impl = source.unsafe_get_storage_impl()
        size = tuple(size) if size is not None else (storage_impl.nbytes // impl.itemsize,)
        check_int64_arguments("set_", "size", size)
        stride = tuple(stride) if stride is not None else compute_contiguous_strides(size)
        check_int64_arguments("set_", "stride", stride)
        if storage_offset < 0:
            raise RuntimeError(f"Tensor: invalid storage offset {storage_offset}")
        checked_numel(size)
        check_in_bounds_for_storage(
            size, stride, storage_offset, impl.itemsize, storage_impl.nbytes
        )
        impl.set_storage(storage_impl)
        impl.set_sizes_and_strides(size, stride)
        impl.set_storage_offset(storage_offset)
        self._metadata_changed()
        return self


overrides.set_tensor_type(Tensor)
_tensor_routing.install_routing(Tensor)
