"""PyTorch's legacy tensor constructors and typed tensor classes.

Mirrors ``legacy_tensor_ctor`` in ``torch/csrc/utils/tensor_new.cpp`` and
``torch/csrc/tensor/python_tensor.cpp``: ``Tensor(2, 3)`` (uninitialised, of that
shape), ``Tensor([1.5])`` (a copy of the data), ``Tensor(other)`` (an alias of
``other``), and the typed classes ``FloatTensor``, ``cuda.LongTensor`` ... whose instances
are never made: calling one builds a plain Tensor of its dtype and device, and
``isinstance(t, FloatTensor)`` asks whether ``t`` is a float32 CPU tensor. ``t.type()``
names a tensor's legacy type (``"torch.FloatTensor"``) and ``t.type(T)`` converts to one.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.public_name import prefix as _public_prefix
from glasstorch.c10.core.scalar_type import dtype as DType

from ._generated import ops
from ._runtime import as_device
from .core.tensor_base import Size, TensorBase
from .tensor_new import tensor as _tensor_from_data

__all__ = [
    "CPU_TENSOR_TYPES",
    "CUDA_TENSOR_TYPES",
    "legacy_new",
    "tensor_type",
    "tensor_type_name",
    "tensortype",
]

#: The legacy name of each dtype's tensors (``FloatTensor`` is float32).
_NAMES: dict[DType, str] = {
    st.uint8: "ByteTensor",
    st.int8: "CharTensor",
    st.int16: "ShortTensor",
    st.int32: "IntTensor",
    st.int64: "LongTensor",
    st.float16: "HalfTensor",
    st.float32: "FloatTensor",
    st.float64: "DoubleTensor",
    st.complex32: "ComplexHalfTensor",
    st.complex64: "ComplexFloatTensor",
    st.complex128: "ComplexDoubleTensor",
    st.bool_: "BoolTensor",
    st.bfloat16: "BFloat16Tensor",
}
#: The dtypes PyTorch makes a typed class for (no complex ones).
_CLASS_DTYPES = (
    st.float32,
    st.float64,
    st.float16,
    st.bfloat16,
    st.int64,
    st.int32,
    st.int16,
    st.int8,
    st.uint8,
    st.bool_,
)
# C++ spellings of the dtypes, for the TensorOptions mismatch message.
_CPP_NAMES: dict[DType, str] = {
    st.uint8: "unsigned char",
    st.int8: "signed char",
    st.int16: "short int",
    st.int32: "int",
    st.int64: "long int",
    st.float16: "c10::Half",
    st.float32: "float",
    st.float64: "double",
    st.complex32: "c10::complex<c10::Half>",
    st.complex64: "c10::complex<float>",
    st.complex128: "c10::complex<double>",
    st.bool_: "bool",
    st.bfloat16: "c10::BFloat16",
}
_SIGNATURES = (
    " * (*, torch.device device = None)\n"
    " * (torch.Storage storage)\n"
    " * (Tensor other)\n"
    " * (tuple of ints size, *, torch.device device = None)\n"
    " * (object data, *, torch.device device = None)\n"
)


def tensor_type_name(t: TensorBase) -> str:
    """``t.type()``: ``"torch.FloatTensor"``, ``"torch.cuda.LongTensor"`` (the module name
    follows the printed dtypes: ``glasstorch.`` unless the ``torch`` alias is installed)."""
    device_type = t.device.device_type
    where = "" if device_type is DeviceType.CPU else f"{t.device.type}."
    return f"{_public_prefix[0]}.{where}{_NAMES[t.dtype]}"


class tensortype(type):  # noqa: N801 - PyTorch's name (torch.tensortype)
    """The metaclass of the typed tensor classes: calling one constructs a Tensor of its
    dtype and device; ``isinstance`` compares dtype and device."""

    dtype: DType
    is_cuda: bool
    is_sparse = False

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        from .tensor import Tensor

        if cls.is_cuda:
            _check_cuda_type(cls)
        return legacy_new(Tensor, *args, _dtype=cls.dtype, _device_type=cls._device_type, **kwargs)

    def __instancecheck__(cls, obj: Any) -> bool:
        return (
            isinstance(obj, TensorBase)
            and obj.dtype is cls.dtype
            and obj.device.device_type is cls._device_type
        )

    def __subclasscheck__(cls, subclass: Any) -> bool:
        return subclass is cls

    @property
    def layout(cls) -> Any:
        from glasstorch.c10.core.layout import strided

        return strided

    def __repr__(cls) -> str:
        return f"<class '{_public_prefix[0]}.{'cuda.' if cls.is_cuda else ''}{cls.__name__}'>"


def _make_type(dtype: DType, device_type: DeviceType) -> tensortype:
    cuda = device_type is DeviceType.CUDA
    namespace = {
        "dtype": dtype,
        "is_cuda": cuda,
        "_device_type": device_type,
        "__module__": "glasstorch.cuda" if cuda else "glasstorch",
        "__doc__": f"Legacy constructor of {dtype} tensors on the {device_type} device.",
    }
    return tensortype(_NAMES[dtype], (), namespace)


#: ``FloatTensor`` ... by name, on the CPU and on CUDA.
CPU_TENSOR_TYPES: dict[str, tensortype] = {
    _NAMES[d]: _make_type(d, DeviceType.CPU) for d in _CLASS_DTYPES
}
CUDA_TENSOR_TYPES: dict[str, tensortype] = {
    _NAMES[d]: _make_type(d, DeviceType.CUDA) for d in _CLASS_DTYPES
}


def _check_cuda_type(cls: tensortype) -> None:
    from glasstorch.c10.cuda import is_available

    if not is_available():
        raise TypeError(
            f"type {_public_prefix[0]}.cuda.{cls.__name__} not available. "
            "Torch not compiled with CUDA enabled."
        )


def _describe(value: Any) -> str:
    if isinstance(value, TensorBase):
        return "Tensor"
    if isinstance(value, Size):
        return f"{_public_prefix[0]}.Size"
    if isinstance(value, DType):
        return f"{_public_prefix[0]}.dtype"
    return type(value).__name__


def _invalid_combination(args: tuple[Any, ...], kwargs: dict[str, Any]) -> TypeError:
    got = ", ".join(_describe(a) for a in args)
    if kwargs:
        keywords = ", ".join(f"{k}={_describe(v)}" for k, v in kwargs.items())
        got = f"{got}, {keywords}" if args else f"{keywords}, "
    return TypeError(
        "new() received an invalid combination of arguments - got "
        f"({got}), but expected one of:\n{_SIGNATURES}"
    )


def _options(dtype: DType, device: Device) -> str:
    return (
        f"TensorOptions(dtype={_CPP_NAMES[dtype]}, device={device}, layout=Strided, "
        "requires_grad=false (default), pinned_memory=false (default), "
        "memory_format=(nullopt))"
    )


def _as_size(args: Sequence[Any]) -> tuple[int, ...] | None:
    """``args`` as a size when the first one is an int (then every one must be)."""
    if not args or isinstance(args[0], bool) or not _is_int(args[0]):
        return None
    size = []
    for pos, value in enumerate(args, 1):
        if isinstance(value, bool) or not _is_int(value):
            raise TypeError(
                f"new(): argument 'size' failed to unpack the object at pos {pos} with error "
                f'"type must be tuple of ints,but got {type(value).__name__}"'
            )
        size.append(operator.index(value))
    return tuple(size)


def _is_int(value: Any) -> bool:
    try:
        operator.index(value)
    except TypeError:
        return False
    return not isinstance(value, TensorBase)


def legacy_new(
    cls: type,
    *args: Any,
    _dtype: DType | None = None,
    _device_type: DeviceType = DeviceType.CPU,
    **kwargs: Any,
) -> Any:
    """``Tensor(*args, device=None)`` and the typed classes' calls: a size, data, another
    tensor (an alias of it) or nothing (an empty tensor). ``Tensor`` itself takes the
    default dtype and accepts another tensor of any dtype; typed classes fix theirs."""
    dtype = st.get_default_dtype() if _dtype is None else _dtype
    device = _legacy_device(kwargs, _device_type, args)
    if "size" in kwargs:
        if args:
            raise _invalid_combination(args, kwargs)
        size = kwargs.pop("size")
        args = (Size(size),) if isinstance(size, Sequence) else (size,)
        if not isinstance(size, Sequence):
            raise _invalid_combination((), {"size": size})
    if kwargs:
        raise _invalid_combination(args, kwargs)
    from .tensor import Tensor

    result = _construct(args, dtype, device, _dtype is None)
    if cls is not Tensor:  # a subclass's legacy constructor makes an instance of it
        return TensorBase._from_impl.__func__(cls, result._impl)  # type: ignore[attr-defined]
    return result


def _legacy_device(kwargs: dict[str, Any], device_type: DeviceType, args: Any) -> Device:
    device = kwargs.pop("device", None)
    expected = Device(device_type)
    if device is None:
        return expected
    if not isinstance(device, Device | str | int) or isinstance(device, bool):
        raise _invalid_combination(args, {**kwargs, "device": device})
    found = as_device(device)
    if found.device_type is not device_type:
        raise RuntimeError(
            f"legacy constructor expects device type: {expected.type} but device type: "
            f"{found.type} was passed"
        )
    return found


def _construct(args: tuple[Any, ...], dtype: DType, device: Device, any_dtype: bool) -> Any:
    if not args:
        return ops.empty_memory_format.call((0,), dtype, None, device, None, None)
    first = args[0]
    if isinstance(first, TensorBase):
        if len(args) > 1:
            raise _invalid_combination(args, {})
        if not any_dtype and (first.dtype is not dtype or first.device.type != device.type):
            raise TypeError(
                f"expected {_options(dtype, device)} (got {_options(first.dtype, first.device)})"
            )
        return ops.alias.call(first)
    if isinstance(first, Size):
        if len(args) > 1:
            raise _invalid_combination(args, {})
        return ops.empty_memory_format.call(tuple(first), dtype, None, device, None, None)
    size = _as_size(args)
    if size is not None:
        return ops.empty_memory_format.call(size, dtype, None, device, None, None)
    if len(args) > 1:
        raise _invalid_combination(args, {})
    if isinstance(first, str | bytes):
        raise TypeError(f"new(): invalid data type '{type(first).__name__}'")
    if not isinstance(first, Sequence | np.ndarray):
        kind = type(first)
        name = kind.__qualname__
        if kind.__module__ != "builtins":
            name = f"{kind.__module__}.{name}"
        raise TypeError(f"new(): data must be a sequence (got {name})")
    return _tensor_from_data(first, dtype=dtype, device=device)


def _resolve_type(target: Any) -> tuple[DType, DeviceType] | None:
    """The (dtype, device type) a ``t.type(target)`` argument names, if it names one."""
    from .tensor import Tensor

    if isinstance(target, tensortype):
        return target.dtype, target._device_type
    if target is Tensor:
        return st.get_default_dtype(), DeviceType.CPU
    if not isinstance(target, str):
        return None
    module, _, name = target.rpartition(".")
    table = {
        "torch": CPU_TENSOR_TYPES,
        "glasstorch": CPU_TENSOR_TYPES,
        "torch.cuda": CUDA_TENSOR_TYPES,
        "glasstorch.cuda": CUDA_TENSOR_TYPES,
    }.get(module)
    if table is None:
        return None
    if name == "Tensor" and table is CPU_TENSOR_TYPES:
        return st.get_default_dtype(), DeviceType.CPU
    for dtype, legacy_name in _NAMES.items():
        if legacy_name == name:
            is_cuda = table is CUDA_TENSOR_TYPES
            return dtype, DeviceType.CUDA if is_cuda else DeviceType.CPU
    return None


def tensor_type(self: Any, dtype: Any = None, non_blocking: bool = False, **kwargs: Any) -> Any:
    """``t.type()``: the legacy type's name; ``t.type(T)``: ``t`` converted to the dtype,
    typed class or type name ``T`` (``t`` itself when it already is one)."""
    if dtype is None:
        return tensor_type_name(self)
    if isinstance(dtype, DType):
        return self.to(dtype, non_blocking=non_blocking)
    found = _resolve_type(dtype)
    if found is None:
        shown = dtype if isinstance(dtype, str) else getattr(dtype, "__name__", str(dtype))
        raise ValueError(f"invalid type: '{shown}'")
    target_dtype, device_type = found
    if device_type is self.device.device_type:
        return self.to(target_dtype, non_blocking=non_blocking)
    device = "cuda" if device_type is DeviceType.CUDA else "cpu"
    return self.to(device, target_dtype, non_blocking=non_blocking)
