"""``result_type``, ``promote_types`` and ``can_cast``: PyTorch's dtype questions in Python.

Mirrors ``torch.result_type`` (TensorIterator's promotion, where Python numbers take part
as wrapped numbers of the lowest priority), ``torch.promote_types`` and ``torch.can_cast``
(c10's tables). Also :func:`type_meta_name`, the C++ spelling of a dtype that some of
PyTorch's error messages print (``float``, ``double``, ``long int``).
"""

from __future__ import annotations

import numbers
from typing import Any

from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.scalar_type import dtype as DType

from ._runtime import wrap_scalar
from .core.tensor_base import TensorBase

__all__ = ["can_cast", "promote_types", "result_type", "type_meta_name"]

_TYPE_META_NAMES = {
    st.uint8: "unsigned char",
    st.int8: "signed char",
    st.int16: "short int",
    st.int32: "int",
    st.int64: "long int",
    st.float16: "c10::Half",
    st.bfloat16: "c10::BFloat16",
    st.float32: "float",
    st.float64: "double",
    st.complex32: "c10::complex<c10::Half>",
    st.complex64: "c10::complex<float>",
    st.complex128: "c10::complex<double>",
    st.bool_: "bool",
}


def type_meta_name(dtype: DType) -> str:
    """How ``caffe2::TypeMeta`` prints ``dtype`` (``float32`` → ``float``)."""
    return _TYPE_META_NAMES[dtype]


def _operand(value: Any, name: str, position: int) -> Any:
    if isinstance(value, TensorBase):
        return value
    if isinstance(value, numbers.Number):
        if not isinstance(value, bool | int | float | complex):
            value = value.item()  # numpy scalars
        return wrap_scalar(value)
    raise TypeError(
        f"result_type(): argument '{name}' (position {position}) must be Tensor or Number, "
        f"not {type(value).__name__}"
    )


def result_type(tensor: Any, other: Any) -> DType:
    """The dtype an arithmetic op on ``tensor`` and ``other`` (tensors or numbers) yields."""
    from .native.tensor_iterator import result_type as promote

    return promote(_operand(tensor, "tensor", 1), _operand(other, "other", 2))


def _check_dtype(fn: str, value: Any, name: str, position: int) -> DType:
    if not isinstance(value, DType):
        raise TypeError(
            f"{fn}(): argument '{name}' (position {position}) must be glasstorch.dtype, "
            f"not {type(value).__name__}"
        )
    return value


def promote_types(type1: DType, type2: DType) -> DType:
    """The smallest dtype both ``type1`` and ``type2`` convert to without losing kind."""
    a = _check_dtype("promote_types", type1, "type1", 1)
    b = _check_dtype("promote_types", type2, "type2", 2)
    return st.promote_types(a, b)


def can_cast(from_: DType, to: DType) -> bool:
    """Whether PyTorch's casting rules allow ``from_`` → ``to`` (no lower kind)."""
    a = _check_dtype("can_cast", from_, "from", 1)
    b = _check_dtype("can_cast", to, "to", 2)
    return st.can_cast(a, b)
