"""Scalar types, the user-facing ``dtype`` singletons, and type promotion.

Mirrors ``c10/core/ScalarType.h`` (+ ``promoteTypes`` and ``canCast``) and
``c10/core/DefaultDtype.cpp``. A :class:`ScalarType` is the internal enum (same numbering
as PyTorch); a :class:`dtype` is the one object per scalar type that users see and that
tensors carry (``glasstorch.float32``).

The promotion table is *derived* from PyTorch's rules rather than typed in:
categories order bool < integral < floating < complex and the higher category wins;
within integers the smallest type holding both wins (``uint8 + int8 -> int16``);
``float16 + bfloat16 -> float32``; complex with a float takes the complex type whose
real part holds both (``complex64 + float64 -> complex128``).

Note: this module defines ``int``, ``float`` and ``bool`` dtype constants, as PyTorch
does; the builtins are reached through :mod:`builtins` here.
"""

from __future__ import annotations

import builtins
import threading
from enum import IntEnum
from typing import Any

import ml_dtypes
import numpy as np

from .public_name import prefix as _public_prefix

__all__ = [
    "ScalarType",
    "TypeCategory",
    "bfloat16",
    "can_cast",
    "category",
    "cdouble",
    "cfloat",
    "chalf",
    "complex32",
    "complex64",
    "complex128",
    "double",
    "dtype",
    "dtype_from_numpy",
    "float16",
    "float32",
    "float64",
    "get_default_complex_dtype",
    "get_default_dtype",
    "half",
    "infer_scalar_dtype",
    "int8",
    "int16",
    "int32",
    "int64",
    "long",
    "promote_types",
    "scalar_category",
    "set_default_dtype",
    "short",
    "to_complex",
    "to_dtype",
    "to_real",
    "uint8",
    "ALL_DTYPES",
]
# ``int``, ``float`` and ``bool`` are module attributes but stay out of ``__all__`` so that
# ``from ... import *`` never shadows the builtins.


class ScalarType(IntEnum):
    """c10's scalar-type enum, numbered as in PyTorch."""

    Byte = 0
    Char = 1
    Short = 2
    Int = 3
    Long = 4
    Half = 5
    Float = 6
    Double = 7
    ComplexHalf = 8
    ComplexFloat = 9
    ComplexDouble = 10
    Bool = 11
    BFloat16 = 15

    def __str__(self) -> str:
        return self.name


class TypeCategory(IntEnum):
    """Promotion categories, lowest first: a higher category always wins a promotion."""

    BOOL = 0
    INTEGRAL = 1
    FLOATING = 2
    COMPLEX = 3


class dtype:
    """One immutable singleton per scalar type (``glasstorch.float32``); compare with ``is``."""

    __slots__ = (
        "scalar_type",
        "name",
        "itemsize",
        "category",
        "is_signed",
        "numpy_dtype",
        "_index",
    )

    def __new__(cls, *args: Any, **kwargs: Any) -> dtype:
        raise TypeError("cannot create 'glasstorch.dtype' instances")

    @classmethod
    def _create(
        cls,
        st: ScalarType,
        name: str,
        itemsize: builtins.int,
        cat: TypeCategory,
        signed: builtins.bool,
        np_dtype: np.dtype | None,
    ) -> dtype:
        self = object.__new__(cls)
        for attr, value in (
            ("scalar_type", st),
            ("name", name),
            ("itemsize", itemsize),
            ("category", cat),
            ("is_signed", signed),
            ("numpy_dtype", np_dtype),
            ("_index", len(ALL_DTYPES)),
        ):
            object.__setattr__(self, attr, value)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("glasstorch.dtype objects are immutable")

    @property
    def is_floating_point(self) -> builtins.bool:
        return self.category is TypeCategory.FLOATING

    @property
    def is_complex(self) -> builtins.bool:
        return self.category is TypeCategory.COMPLEX

    def to_complex(self) -> dtype:
        return to_complex(self)

    def to_real(self) -> dtype:
        return to_real(self)

    def __repr__(self) -> str:
        return f"{_public_prefix[0]}.{self.name}"

    __str__ = __repr__

    def __reduce__(self) -> str:
        # Pickle by name: the constant of the same name in this module.
        return self.name


#: Every dtype, in table order (the rows/columns of the promotion table).
ALL_DTYPES: list[dtype] = []


def _register(
    st: ScalarType,
    name: str,
    itemsize: builtins.int,
    cat: TypeCategory,
    signed: builtins.bool,
    np_dtype: Any,
) -> dtype:
    np_dt = None if np_dtype is None else np.dtype(np_dtype)
    d = dtype._create(st, name, itemsize, cat, signed, np_dt)
    ALL_DTYPES.append(d)
    return d


_I, _F, _C = TypeCategory.INTEGRAL, TypeCategory.FLOATING, TypeCategory.COMPLEX
uint8 = _register(ScalarType.Byte, "uint8", 1, _I, False, np.uint8)
int8 = _register(ScalarType.Char, "int8", 1, _I, True, np.int8)
int16 = _register(ScalarType.Short, "int16", 2, _I, True, np.int16)
int32 = _register(ScalarType.Int, "int32", 4, _I, True, np.int32)
int64 = _register(ScalarType.Long, "int64", 8, _I, True, np.int64)
float16 = _register(ScalarType.Half, "float16", 2, _F, True, np.float16)
float32 = _register(ScalarType.Float, "float32", 4, _F, True, np.float32)
float64 = _register(ScalarType.Double, "float64", 8, _F, True, np.float64)
# numpy has no complex32: ComplexHalf tensors have no numpy_dtype.
complex32 = _register(ScalarType.ComplexHalf, "complex32", 4, _C, True, None)
complex64 = _register(ScalarType.ComplexFloat, "complex64", 8, _C, True, np.complex64)
complex128 = _register(ScalarType.ComplexDouble, "complex128", 16, _C, True, np.complex128)
bool_ = _register(ScalarType.Bool, "bool", 1, TypeCategory.BOOL, False, np.bool_)
bfloat16 = _register(ScalarType.BFloat16, "bfloat16", 2, _F, True, ml_dtypes.bfloat16)
del _I, _F, _C

# PyTorch's aliases.
half, double, short, long = float16, float64, int16, int64
chalf, cfloat, cdouble = complex32, complex64, complex128

_BY_SCALAR_TYPE: dict[ScalarType, dtype] = {d.scalar_type: d for d in ALL_DTYPES}
_BY_NUMPY: dict[np.dtype, dtype] = {
    d.numpy_dtype: d for d in ALL_DTYPES if d.numpy_dtype is not None
}


def to_dtype(st: ScalarType) -> dtype:
    """The dtype singleton of a :class:`ScalarType`."""
    return _BY_SCALAR_TYPE[st]


def category(d: dtype) -> TypeCategory:
    """The promotion category of ``d`` (bool < integral < floating < complex)."""
    return d.category


def scalar_category(value: object) -> TypeCategory:
    """The category of a Python number (``True`` is bool, not integral)."""
    if isinstance(value, builtins.bool | np.bool_):
        return TypeCategory.BOOL
    if isinstance(value, builtins.int | np.integer):
        return TypeCategory.INTEGRAL
    if isinstance(value, builtins.float | np.floating):
        return TypeCategory.FLOATING
    if isinstance(value, builtins.complex | np.complexfloating):
        return TypeCategory.COMPLEX
    raise TypeError(f"expected a bool, int, float or complex, got {type(value).__name__}")


def infer_scalar_dtype(value: object) -> dtype:
    """The dtype ``tensor(value)`` gets: bool, int64, the default dtype or its complex."""
    cat = scalar_category(value)
    if cat is TypeCategory.BOOL:
        return bool_
    if cat is TypeCategory.INTEGRAL:
        return int64
    if cat is TypeCategory.FLOATING:
        return get_default_dtype()
    return get_default_complex_dtype()


_TO_COMPLEX = {float16: complex32, bfloat16: complex64, float32: complex64, float64: complex128}
_TO_REAL = {complex32: float16, complex64: float32, complex128: float64}


def to_complex(d: dtype) -> dtype:
    """``float32 -> complex64``; complex dtypes map to themselves (``bfloat16 -> complex64``)."""
    if d.is_complex:
        return d
    try:
        return _TO_COMPLEX[d]
    except KeyError:
        raise RuntimeError(f"Unknown Complex ScalarType for {d.scalar_type}") from None


def to_real(d: dtype) -> dtype:
    """``complex64 -> float32``; non-complex dtypes map to themselves."""
    return _TO_REAL.get(d, d)


# -- promotion ---------------------------------------------------------------------------------
def _signed_int_of_size(itemsize: builtins.int) -> dtype:
    return {1: int8, 2: int16, 4: int32, 8: int64}[itemsize]


def _promote_rule(a: dtype, b: dtype) -> dtype:
    """PyTorch's promotion rules, applied to one pair (used once, to build the table)."""
    if a is b:
        return a
    if a.category < b.category:
        a, b = b, a  # a has the higher (or equal) category from here on
    if b.category is TypeCategory.BOOL:
        return a
    if a.category is TypeCategory.INTEGRAL:  # both integral
        if a.is_signed == b.is_signed:
            return a if a.itemsize >= b.itemsize else b
        unsigned, signed = (b, a) if a.is_signed else (a, b)
        # The smallest signed type holding every value of both.
        return _signed_int_of_size(builtins.max(2 * unsigned.itemsize, signed.itemsize))
    if b.category is TypeCategory.INTEGRAL:
        return a  # a floating or complex type beats any integer
    if a.category is TypeCategory.FLOATING:  # both floating
        if {a, b} == {float16, bfloat16}:
            return float32  # neither holds the other: go to a type holding both
        return a if a.itemsize >= b.itemsize else b
    # a is complex, b floating or complex: complex type whose real part holds both parts.
    return to_complex(_promote_rule(to_real(a), to_real(b)))


_PROMOTE: list[list[dtype]] = [[_promote_rule(a, b) for b in ALL_DTYPES] for a in ALL_DTYPES]


def promote_types(a: dtype, b: dtype) -> dtype:
    """The smallest dtype both ``a`` and ``b`` convert to safely (``torch.promote_types``)."""
    return _PROMOTE[a._index][b._index]


def can_cast(from_: dtype, to: dtype) -> builtins.bool:
    """Whether a same-kind cast is allowed (``torch.can_cast``).

    Forbidden: complex -> non-complex, floating -> integral/bool, non-bool -> bool.
    """
    if from_.is_complex and not to.is_complex:
        return False
    if from_.is_floating_point and to.category <= TypeCategory.INTEGRAL:
        return False
    return not (from_ is not bool_ and to is bool_)


# -- numpy interop -------------------------------------------------------------------------------
def dtype_from_numpy(np_dtype: Any) -> dtype:
    """The dtype of a numpy dtype (or scalar type): ``np.float32 -> glasstorch.float32``."""
    key = np.dtype(np_dtype)
    try:
        return _BY_NUMPY[key]
    except KeyError:
        raise TypeError(
            f"can't convert np.ndarray of type {key}. The only supported types are: "
            "float64, float32, float16, bfloat16, complex64, complex128, int64, int32, "
            "int16, int8, uint8, and bool."
        ) from None


# -- default dtype -----------------------------------------------------------------------------
_default_lock = threading.Lock()
_default_dtype: dtype = float32


def get_default_dtype() -> dtype:
    """The dtype of floating tensors created from Python floats (process-wide)."""
    return _default_dtype


def set_default_dtype(d: dtype) -> None:
    """Set the default floating dtype; only floating dtypes are accepted (TypeError otherwise)."""
    global _default_dtype
    if not isinstance(d, dtype):
        raise TypeError(
            "invalid dtype object: only floating-point types are supported as the default type"
        )
    if not d.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    with _default_lock:
        _default_dtype = d


def get_default_complex_dtype() -> dtype:
    """complex128 for a float64 default, complex32 for float16, otherwise complex64."""
    d = _default_dtype
    if d is float64:
        return complex128
    if d is float16:
        return complex32
    return complex64


# PyTorch's names that shadow builtins: defined last, reached elsewhere via builtins.*.
float = float32
int = int32
bool = bool_
