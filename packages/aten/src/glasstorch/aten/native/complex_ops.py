"""Complex numbers: ``view_as_real``/``view_as_complex`` (views over the same bytes),
``real``/``imag``, conjugation, ``angle``, ``sgn``, and ``polar``/``complex``.

Mirrors ``native/TensorConversions.cpp``, ``UnaryOps.cpp`` and ``TensorFactories.cpp``.
A complex element is two adjacent reals in memory, so ``view_as_real`` is a view with a
trailing dim of 2 and every stride doubled, and ``real``/``imag`` select from it: writes
through them land in the complex tensor.

PyTorch's ``conj()`` is a lazy view that sets a *conjugate bit* on the tensor, which every
kernel then honours; glasstorch's tensors carry no such bit, so ``conj()`` of a complex
tensor is ``conj_physical()`` (a new tensor with the same values PyTorch's view reads),
``is_conj()``/``is_neg()`` are always False, and ``resolve_conj``/``resolve_neg`` have
nothing to resolve.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    float32,
    float64,
    get_default_dtype,
    to_complex,
    to_real,
)

from ..structured import TensorMeta, scalar_type_name
from ._lazy import ops
from .reduce_ops import produce
from .tensor_iterator import common_device, operand_arrays, pointwise_meta
from .unary_ops import _apply
from .view_ops import make_view

__all__ = [
    "angle", "angle_out", "complex", "complex_out", "conj", "conj_physical_out", "imag", "is_conj",
    "is_neg", "meta_conj_physical", "meta_sgn", "polar", "polar_out", "real", "resolve_conj",
    "resolve_neg", "sgn_out", "view_as_complex", "view_as_real",
]  # fmt: skip


# -- views between complex and real ------------------------------------------------------------
def view_as_real(self: Any) -> Any:
    """A complex tensor's elements as pairs (real, imaginary) along a new last dim of 2."""
    impl = self._impl
    if not impl.dtype.is_complex:
        raise RuntimeError("view_as_real is only supported for complex tensors")
    sizes = (*impl.sizes, 2)
    strides = (*(2 * s for s in impl.strides), 1)
    return make_view(self, sizes, strides, 2 * impl.storage_offset, to_real(impl.dtype))


def view_as_complex(self: Any) -> Any:
    """A real tensor whose last dim is (real, imaginary) pairs, read as complex numbers."""
    impl = self._impl
    dtype = impl.dtype
    if dtype not in (float32, float64):
        if dtype.scalar_type.name == "Half":
            raise RuntimeError(
                "view_as_complex of a Half tensor needs complex32, which glasstorch cannot store"
            )
        raise RuntimeError(
            "view_as_complex is only supported for half, float and double tensors, but got a "
            f"tensor of scalar type: {scalar_type_name(dtype)}"
        )
    if not impl.sizes:
        raise RuntimeError("Input tensor must have one or more dimensions")
    if impl.sizes[-1] != 2:
        raise RuntimeError("Tensor must have a last dimension of size 2")
    if impl.strides[-1] != 1:
        raise RuntimeError("Tensor must have a last dimension with stride 1")
    if any(s % 2 for s in impl.strides[:-1]):
        raise RuntimeError("Tensor must have a stride divisible by 2 for all but last dimension")
    if impl.storage_offset % 2:
        raise RuntimeError("Tensor must have a storage_offset divisible by 2")
    strides = tuple(s // 2 for s in impl.strides[:-1])
    return make_view(self, impl.sizes[:-1], strides, impl.storage_offset // 2, to_complex(dtype))


def real(self: Any) -> Any:
    """The real parts of a complex tensor (a view); a real tensor itself."""
    if self._impl.dtype.is_complex:
        return ops.select_int.call(ops.view_as_real.call(self), -1, 0)
    return self


def imag(self: Any) -> Any:
    """The imaginary parts of a complex tensor (a view)."""
    if not self._impl.dtype.is_complex:
        raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    return ops.select_int.call(ops.view_as_real.call(self), -1, 1)


# -- conjugation -------------------------------------------------------------------------------
def meta_conj_physical(self: Any) -> TensorMeta:
    return pointwise_meta(self)


def conj_physical_out(self: Any, out: Any) -> None:
    _apply(np.conj, self, out)


def conj(self: Any) -> Any:
    """The complex conjugate (see the module docstring: a new tensor, not a lazy view);
    real tensors are their own conjugate."""
    if self._impl.dtype.is_complex:
        return ops.conj_physical.call(self)
    return self


def resolve_conj(self: Any) -> Any:
    return self


def resolve_neg(self: Any) -> Any:
    return self


def is_conj(self: Any) -> bool:
    return False


def is_neg(self: Any) -> bool:
    return False


# -- angle and sgn -----------------------------------------------------------------------------
def _angle_meta(self: Any) -> TensorMeta:
    impl = self._impl
    if impl.dtype.is_complex:
        dtype = to_real(impl.dtype)
    elif impl.dtype.category <= TypeCategory.INTEGRAL:
        dtype = get_default_dtype()
    else:
        dtype = impl.dtype
    return TensorMeta(impl.sizes, dtype, impl.device)


def _angle(x: Any) -> Any:
    """The argument of each element: pi for negative reals, NaN kept."""
    if np.iscomplexobj(x):
        return np.angle(x)
    return np.where(np.isnan(x), x, np.where(x < 0, np.pi, 0.0))


def angle(self: Any) -> Any:
    return produce(_angle_meta(self), lambda: _angle(self._array()))


def angle_out(self: Any, out: Any) -> Any:
    return produce(_angle_meta(self), lambda: _angle(self._array()), out)


def meta_sgn(self: Any) -> TensorMeta:
    return pointwise_meta(self)


def _sgn(x: Any) -> Any:
    """z / |z| (0 at 0) for complex values, the sign for real ones."""
    if not np.iscomplexobj(x):
        return x if x.dtype == np.bool_ else np.sign(x)
    magnitude = np.abs(x)
    return np.where(magnitude == 0, 0, x / np.where(magnitude == 0, 1, magnitude))


def sgn_out(self: Any, out: Any) -> None:
    _apply(_sgn, self, out)


# -- building complex tensors ------------------------------------------------------------------
def _complex_meta(a: Any, b: Any) -> TensorMeta:
    da, db = a._impl.dtype, b._impl.dtype
    if da not in (float32, float64) or db not in (float32, float64):
        raise RuntimeError(
            "Expected both inputs to be Half, Float or Double tensors but got "
            f"{scalar_type_name(da)} and {scalar_type_name(db)}"
        )
    if da is not db:
        raise RuntimeError(
            f"Expected object of scalar type {scalar_type_name(da)} but got scalar type "
            f"{scalar_type_name(db)} for second argument"
        )
    meta = pointwise_meta(a, b)
    common_device((a, b))
    return TensorMeta(meta.sizes, to_complex(da), meta.device)


def _from_parts(re: Any, im: Any) -> Any:
    return re + 1j * im


def complex(real: Any, imag: Any) -> Any:  # noqa: A001 - PyTorch's operator name
    """``real + i imag`` (broadcast) of two float or double tensors of one dtype."""
    meta = _complex_meta(real, imag)
    return produce(meta, lambda: _from_parts(*operand_arrays(real, imag)))


def complex_out(real: Any, imag: Any, out: Any) -> Any:
    meta = _complex_meta(real, imag)
    return produce(meta, lambda: _from_parts(*operand_arrays(real, imag)), out)


def _polar(r: Any, theta: Any) -> Any:
    return _from_parts(r * np.cos(theta), r * np.sin(theta))


def polar(abs: Any, angle: Any) -> Any:  # noqa: A002 - PyTorch's argument names
    """``abs * (cos(angle) + i sin(angle))``."""
    meta = _complex_meta(abs, angle)
    return produce(meta, lambda: _polar(*operand_arrays(abs, angle)))


def polar_out(abs: Any, angle: Any, out: Any) -> Any:  # noqa: A002
    meta = _complex_meta(abs, angle)
    return produce(meta, lambda: _polar(*operand_arrays(abs, angle)), out)
