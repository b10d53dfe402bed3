"""``torch.finfo`` and ``torch.iinfo``: the numerical limits of a dtype.

Mirrors ``torch/csrc/TypeInfo.cpp``. Every floating dtype has an ``finfo`` (bfloat16 too,
through ml_dtypes; a complex dtype describes its real part), every integer dtype but bool
an ``iinfo``. The fields and their printed form are PyTorch's.
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import ml_dtypes
import numpy as np

from glasstorch.c10.core.scalar_type import TypeCategory, dtype, get_default_dtype, to_real

__all__ = ["finfo", "iinfo"]


def _check_dtype(function: str, value: Any) -> None:
    if not isinstance(value, dtype):
        raise TypeError(
            f"{function}(): argument 'type' (position 1) must be torch.dtype, not "
            f"{type(value).__name__}"
        )


def _short(value: float) -> str:
    """A number as C++'s default stream prints it (six significant digits)."""
    return f"{value:g}"


class finfo:  # noqa: N801 - PyTorch's name
    """Limits of a floating point dtype: ``bits``, ``eps``, ``max``, ``min``, ``tiny``
    (= ``smallest_normal``), ``resolution`` and ``dtype`` (its name, ``"float32"``)."""

    __slots__ = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype")

    def __init__(self, type: dtype | None = None) -> None:  # noqa: A002 - PyTorch's name
        if type is None:
            type = get_default_dtype()  # noqa: A001
        _check_dtype("finfo", type)
        if type.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
            raise TypeError(
                "torch.finfo() requires a floating point input type. Use torch.iinfo to "
                "handle 'torch.finfo'"
            )
        real = to_real(type) if type.is_complex else type
        numpy_dtype = real.numpy_dtype
        info = ml_dtypes.finfo(numpy_dtype) if real.name == "bfloat16" else np.finfo(numpy_dtype)
        self.bits = real.itemsize * 8
        self.eps = builtins.float(info.eps)
        self.max = builtins.float(info.max)
        self.min = builtins.float(info.min)
        self.tiny = self.smallest_normal = builtins.float(info.smallest_normal)
        self.resolution = 10.0 ** -math.floor(-math.log10(self.eps))
        self.dtype = real.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, finfo) and all(
            getattr(self, f) == getattr(other, f) for f in self.__slots__
        )

    __hash__ = None  # type: ignore[assignment] - PyTorch's finfo is unhashable

    def __repr__(self) -> str:
        return (
            f"finfo(resolution={_short(self.resolution)}, min={_short(self.min)}, "
            f"max={_short(self.max)}, eps={_short(self.eps)}, "
            f"smallest_normal={_short(self.smallest_normal)}, tiny={_short(self.tiny)}, "
            f"dtype={self.dtype})"
        )

    __str__ = __repr__


class iinfo:  # noqa: N801 - PyTorch's name
    """Limits of an integer dtype: ``bits``, ``max``, ``min`` and ``dtype`` (its name)."""

    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, type: dtype) -> None:  # noqa: A002 - PyTorch's name
        _check_dtype("iinfo", type)
        if type.category is TypeCategory.BOOL:
            raise TypeError(f"{type} is not supported by torch.iinfo")
        if type.category is not TypeCategory.INTEGRAL:
            raise TypeError(
                "torch.iinfo() requires an integer input type. Use torch.finfo to handle "
                "'torch.iinfo'"
            )
        info = np.iinfo(type.numpy_dtype)
        self.bits = type.itemsize * 8
        self.max = builtins.int(info.max)
        self.min = builtins.int(info.min)
        self.dtype = type.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, iinfo) and all(
            getattr(self, f) == getattr(other, f) for f in self.__slots__
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"iinfo(min={_short(self.min)}, max={_short(self.max)}, dtype={self.dtype})"

    __str__ = __repr__
