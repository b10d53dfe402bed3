"""The ``torch.fft`` functions as decompositions into the three transform primitives.

Mirrors ``native/SpectralOps.cpp``: each function checks and canonicalizes its ``n``/``s``,
``dim`` and ``norm`` arguments, promotes the input (integers to the default float dtype,
real to complex where the transform needs it), crops or zero-pads the transformed dims to
the requested lengths, and calls ``_fft_c2c``, ``_fft_r2c`` or ``_fft_c2r``
(CompositeImplicitAutograd: autograd differentiates the primitives). Backward
transforms of real signals (``ifft``, ``ihfft``) are the conjugate of a forward one;
Hermitian-input transforms (``hfft``) conjugate their input before the inverse real
transform.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import numpy as np
from glasstorch.c10.core.scalar_type import float32, float64, get_default_dtype, to_complex
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import as_device, tensor_from_array
from ..structured import TensorMeta, resize_output, scalar_type_name
from ._lazy import ops

__all__ = [
    "fft_fft", "fft_fft2", "fft_fft2_out", "fft_fft_out", "fft_fftn", "fft_fftn_out",
    "fft_hfft", "fft_hfft2", "fft_hfft2_out", "fft_hfft_out", "fft_hfftn", "fft_hfftn_out",
    "fft_ifft", "fft_ifft2", "fft_ifft2_out", "fft_ifft_out", "fft_ifftn", "fft_ifftn_out",
    "fft_ihfft", "fft_ihfft2", "fft_ihfft2_out", "fft_ihfft_out", "fft_ihfftn",
    "fft_ihfftn_out", "fft_irfft", "fft_irfft2", "fft_irfft2_out", "fft_irfft_out",
    "fft_irfftn", "fft_irfftn_out", "fft_rfft", "fft_rfft2", "fft_rfft2_out", "fft_rfft_out",
    "fft_rfftn", "fft_rfftn_out", "fft_fftfreq", "fft_fftfreq_out", "fft_rfftfreq",
    "fft_rfftfreq_out", "fft_fftshift", "fft_ifftshift",
]  # fmt: skip

# Normalization modes of the primitives.
NORM_NONE, NORM_BY_ROOT_N, NORM_BY_N = 0, 1, 2


def norm_from_string(norm: str | None, forward: bool) -> int:
    """``norm=`` as the primitives' mode for a transform in the given direction."""
    if norm is None or norm == "backward":
        return NORM_NONE if forward else NORM_BY_N
    if norm == "forward":
        return NORM_BY_N if forward else NORM_NONE
    if norm == "ortho":
        return NORM_BY_ROOT_N
    raise RuntimeError(f'Invalid normalization mode: "{norm}"')


def _check_points(n: int) -> None:
    if n < 1:
        raise RuntimeError(f"Invalid number of data points ({n}) specified")


def promote_fft(self: Any, require_complex: bool) -> Any:
    """``self`` in the dtype its transform computes in: integers and bools become the
    default float dtype, and only float32/float64 (or complex) are supported on the CPU."""
    dtype = self._impl.dtype
    if dtype.is_complex:
        return self
    target = dtype if dtype.is_floating_point else get_default_dtype()
    if target not in (float32, float64):
        raise RuntimeError(f"Unsupported dtype {scalar_type_name(target)}")
    if require_complex:
        target = to_complex(target)
    return self if target is dtype else ops._to_copy.call(self, target)


def resize_fft_input(x: Any, dims: Sequence[int], sizes: Sequence[int]) -> Any:
    """``x`` cropped or zero-padded at the end of each of ``dims`` to ``sizes``."""
    pad = [0] * (2 * x._impl.dim())
    must_pad = False
    for dim, size in zip(dims, sizes, strict=True):
        current = x._impl.sizes[dim]
        if current > size:
            x = ops.slice_Tensor.call(x, dim, 0, size, 1)
        elif current < size:
            pad[-2 * dim - 1] = size - current
            must_pad = True
    return ops.constant_pad_nd.call(x, pad, 0) if must_pad else x


def _require_real(self: Any, name: str, kind: str = "real") -> None:
    if self._impl.dtype.is_complex:
        raise RuntimeError(
            f"{name} expects a {kind} input tensor, but got {scalar_type_name(self._impl.dtype)}"
        )


# -- one-dimensional transforms -----------------------------------------------------------------
def _one_dim(self: Any, n: int | None, dim: int) -> tuple[int, int]:
    wrapped = maybe_wrap_dim(dim, self._impl.dim(), wrap_scalar=False)
    return wrapped, self._impl.sizes[wrapped] if n is None else n


def _c2c_1d(self: Any, n: int | None, dim: int, norm: str | None, forward: bool) -> Any:
    wrapped, size = _one_dim(self, n, dim)
    _check_points(size)
    x = self if n is None else resize_fft_input(self, (wrapped,), (size,))
    return ops._fft_c2c.call(x, (wrapped,), norm_from_string(norm, forward), forward)


def _r2c_1d(
    name: str, self: Any, n: int | None, dim: int, norm: str | None, forward: bool, onesided: bool
) -> Any:
    _require_real(self, name)
    x = promote_fft(self, require_complex=False)
    wrapped, size = _one_dim(x, n, dim)
    _check_points(size)
    if n is not None:
        x = resize_fft_input(x, (wrapped,), (size,))
    result = ops._fft_r2c.call(x, (wrapped,), norm_from_string(norm, forward), onesided)
    return result if forward else ops.conj_physical.call(result)


def _c2r_1d(self: Any, n: int | None, dim: int, norm: str | None, forward: bool) -> Any:
    x = promote_fft(self, require_complex=True)
    wrapped = maybe_wrap_dim(dim, x._impl.dim(), wrap_scalar=False)
    size = 2 * (x._impl.sizes[wrapped] - 1) if n is None else n
    _check_points(size)
    if n is not None:
        x = resize_fft_input(x, (wrapped,), (size // 2 + 1,))
    if forward:
        x = ops.conj_physical.call(x)
    return ops._fft_c2r.call(x, (wrapped,), norm_from_string(norm, forward), size)


def fft_fft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The DFT along ``dim``."""
    if self._impl.dtype.is_complex:
        return _c2c_1d(self, n, dim, norm, forward=True)
    return _r2c_1d("fft", self, n, dim, norm, forward=True, onesided=False)


def fft_ifft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The inverse DFT along ``dim``."""
    if self._impl.dtype.is_complex:
        return _c2c_1d(self, n, dim, norm, forward=False)
    return _r2c_1d("ifft", self, n, dim, norm, forward=False, onesided=False)


def fft_rfft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The one-sided DFT of a real signal along ``dim``."""
    return _r2c_1d("rfft", self, n, dim, norm, forward=True, onesided=True)


def fft_irfft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The real signal whose one-sided DFT along ``dim`` is ``self``."""
    return _c2r_1d(self, n, dim, norm, forward=False)


def fft_hfft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The (real) DFT of a Hermitian-symmetric signal given by its first half."""
    return _c2r_1d(self, n, dim, norm, forward=True)


def fft_ihfft(self: Any, n: int | None = None, dim: int = -1, norm: str | None = None) -> Any:
    """The one-sided inverse DFT of a real signal: the inverse of ``hfft``."""
    return _r2c_1d("ihfft", self, n, dim, norm, forward=False, onesided=True)


# -- n-dimensional transforms -------------------------------------------------------------------
class ShapeAndDims(NamedTuple):
    shape: list[int]
    dim: list[int]


def canonicalize_shape_and_dims(
    self: Any, s: Sequence[int] | None, dim: Sequence[int] | None
) -> ShapeAndDims:
    """The transformed dims and their lengths, from ``s`` and ``dim`` as PyTorch reads them:
    ``s`` alone means its last ``len(s)`` dims, neither means every dim, and ``-1`` in ``s``
    keeps that dim's length."""
    ndim = self._impl.dim()
    sizes = self._impl.sizes
    dims: list[int] = []
    if dim is not None:
        dims = [maybe_wrap_dim(d, ndim, wrap_scalar=False) for d in dim]
        if len(set(dims)) != len(dims):
            raise RuntimeError("FFT dims must be unique")
    if s is not None:
        if dim is not None and len(dim) != len(s):
            raise RuntimeError("When given, dim and shape arguments must have the same length")
        if len(s) > ndim:
            raise RuntimeError(
                f"Got shape with {len(s)} values but input tensor only has {ndim} dimensions."
            )
        if dim is None:
            dims = list(range(ndim - len(s), ndim))
        shape = [sizes[d] if n == -1 else n for d, n in zip(dims, s, strict=True)]
    elif dim is None:
        dims = list(range(ndim))
        shape = list(sizes)
    else:
        shape = [sizes[d] for d in dims]
    for n in shape:
        _check_points(n)
    return ShapeAndDims(shape, dims)


def _c2c_nd(self: Any, s: Any, dim: Any, norm: str | None, forward: bool) -> Any:
    desc = canonicalize_shape_and_dims(self, s, dim)
    x = resize_fft_input(promote_fft(self, require_complex=True), desc.dim, desc.shape)
    return ops._fft_c2c.call(x, desc.dim, norm_from_string(norm, forward), forward)


def _at_least_one_dim(name: str, desc: ShapeAndDims) -> None:
    if not desc.shape:
        raise RuntimeError(f"{name} must transform at least one axis")


def _c2r_shape_and_dims(name: str, self: Any, s: Any, dim: Any) -> tuple[ShapeAndDims, int]:
    """The dims of a Hermitian-input transform, the input lengths it reads, and the output
    length of its last dim (``2 * (m - 1)`` when ``s`` leaves it open)."""
    desc = canonicalize_shape_and_dims(self, s, dim)
    _at_least_one_dim(name, desc)
    if s is None or s[-1] == -1:
        last_dim_size = 2 * (self._impl.sizes[desc.dim[-1]] - 1)
    else:
        last_dim_size = desc.shape[-1]
    _check_points(last_dim_size)
    desc.shape[-1] = last_dim_size // 2 + 1
    return desc, last_dim_size


def fft_fftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The N-dimensional DFT over ``dim`` (every dim by default)."""
    return _c2c_nd(self, s, dim, norm, forward=True)


def fft_ifftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The N-dimensional inverse DFT."""
    return _c2c_nd(self, s, dim, norm, forward=False)


def fft_rfftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The N-dimensional DFT of a real signal, one-sided in the last transformed dim."""
    _require_real(self, "rfftn", "real-valued")
    desc = canonicalize_shape_and_dims(self, s, dim)
    _at_least_one_dim("rfftn", desc)
    x = resize_fft_input(promote_fft(self, require_complex=False), desc.dim, desc.shape)
    return ops._fft_r2c.call(x, desc.dim, norm_from_string(norm, True), True)


def fft_irfftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The inverse of ``rfftn``: a real signal from its one-sided N-dimensional DFT."""
    desc, last_dim_size = _c2r_shape_and_dims("irfftn", self, s, dim)
    x = resize_fft_input(promote_fft(self, require_complex=True), desc.dim, desc.shape)
    return ops._fft_c2r.call(x, desc.dim, norm_from_string(norm, False), last_dim_size)


def fft_hfftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The N-dimensional DFT of a Hermitian-symmetric signal given by its first half in the
    last dim: a real result."""
    desc, last_dim_size = _c2r_shape_and_dims("hfftn", self, s, dim)
    x = resize_fft_input(promote_fft(self, require_complex=True), desc.dim, desc.shape)
    mode = norm_from_string(norm, True)
    if len(desc.dim) > 1:
        x = ops._fft_c2c.call(x, desc.dim[:-1], mode, True)
    x = ops.conj_physical.call(x)
    return ops._fft_c2r.call(x, desc.dim[-1:], mode, last_dim_size)


def fft_ihfftn(self: Any, s: Any = None, dim: Any = None, norm: str | None = None) -> Any:
    """The inverse of ``hfftn``: the one-sided N-dimensional inverse DFT of a real signal."""
    desc = canonicalize_shape_and_dims(self, s, dim)
    _at_least_one_dim("ihfftn", desc)
    x = resize_fft_input(promote_fft(self, require_complex=False), desc.dim, desc.shape)
    mode = norm_from_string(norm, False)
    result = ops.conj_physical.call(ops._fft_r2c.call(x, desc.dim[-1:], mode, True))
    if len(desc.dim) == 1:
        return result
    return ops._fft_c2c.call(result, desc.dim[:-1], mode, False)


def _two_dim(nd: Callable[..., Any]) -> Callable[..., Any]:
    """The 2-D form of an N-dimensional transform: ``dim`` defaults to the last two."""

    def two_dim(self: Any, s: Any = None, dim: Any = (-2, -1), norm: str | None = None) -> Any:
        return nd(self, s, dim, norm)

    two_dim.__name__ = nd.__name__.removesuffix("n") + "2"
    two_dim.__doc__ = f"The 2-D form of ``{nd.__name__}``, over the last two dims by default."
    return two_dim


fft_fft2 = _two_dim(fft_fftn)
fft_ifft2 = _two_dim(fft_ifftn)
fft_rfft2 = _two_dim(fft_rfftn)
fft_irfft2 = _two_dim(fft_irfftn)
fft_hfft2 = _two_dim(fft_hfftn)
fft_ihfft2 = _two_dim(fft_ihfftn)


# -- out= forms ---------------------------------------------------------------------------------
def _with_out(function: Callable[..., Any]) -> Callable[..., Any]:
    """The ``out=`` overload of ``function``: its result copied into ``out``, which must be
    complex for a complex result and real floating point for a real one."""
    name = function.__name__.removeprefix("fft_").replace("2", "n")

    def with_out(self: Any, size: Any, dim: Any, norm: str | None, out: Any) -> Any:
        result = function(self, size, dim, norm)
        meta = TensorMeta(tuple(result._impl.sizes), out._impl.dtype, out._impl.device)
        wanted_complex = result._impl.dtype.is_complex
        kind = "complex" if wanted_complex else "floating point"
        if out._impl.dtype.is_complex != wanted_complex or not (
            wanted_complex or out._impl.dtype.is_floating_point
        ):
            raise RuntimeError(
                f"{name} expects a {kind} output tensor, but got "
                f"{scalar_type_name(out._impl.dtype)}"
            )
        resize_output(out, meta)
        return ops.copy_.call(out, result, False)

    with_out.__name__ = f"{function.__name__}_out"
    return with_out


fft_fft_out = _with_out(fft_fft)
fft_ifft_out = _with_out(fft_ifft)
fft_rfft_out = _with_out(fft_rfft)
fft_irfft_out = _with_out(fft_irfft)
fft_hfft_out = _with_out(fft_hfft)
fft_ihfft_out = _with_out(fft_ihfft)
fft_fft2_out = _with_out(fft_fft2)
fft_ifft2_out = _with_out(fft_ifft2)
fft_rfft2_out = _with_out(fft_rfft2)
fft_irfft2_out = _with_out(fft_irfft2)
fft_hfft2_out = _with_out(fft_hfft2)
fft_ihfft2_out = _with_out(fft_ihfft2)
fft_fftn_out = _with_out(fft_fftn)
fft_ifftn_out = _with_out(fft_ifftn)
fft_rfftn_out = _with_out(fft_rfftn)
fft_irfftn_out = _with_out(fft_irfftn)
fft_hfftn_out = _with_out(fft_hfftn)
fft_ihfftn_out = _with_out(fft_ihfftn)


# -- sample frequencies and shifts --------------------------------------------------------------
def _frequencies(name: str, n: int, d: float, onesided: bool, options: Any) -> Any:
    """The sample frequencies of a length-``n`` DFT with sample spacing ``d``: ``k / (n d)``
    for ``k = 0, 1, ...`` then (unless ``onesided``) the negative ones."""
    dtype, _layout, device, _pin = options
    dtype = get_default_dtype() if dtype is None else dtype
    if not (dtype.is_floating_point or dtype.is_complex):
        raise RuntimeError(f"{name} requires a floating point or complex dtype")
    if dtype.is_complex:  # PyTorch builds the frequencies with arange, which has no complex
        raise NotImplementedError(f"\"arange_cpu\" not implemented for '{scalar_type_name(dtype)}'")
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    k = np.arange(n // 2 + 1 if onesided else n, dtype=np.float64)
    if not onesided:
        k[(n + 1) // 2 :] -= n
    return tensor_from_array(k * (1.0 / (n * d)) if n else k, dtype, as_device(device))


def fft_fftfreq(n: int, d: float = 1.0, *options: Any) -> Any:
    """The frequencies of ``fft``'s outputs, in cycles per unit of ``d``."""
    return _frequencies("fftfreq", n, d, False, options)


def fft_rfftfreq(n: int, d: float = 1.0, *options: Any) -> Any:
    """The frequencies of ``rfft``'s outputs (the non-negative ones)."""
    return _frequencies("rfftfreq", n, d, True, options)


def _frequencies_out(name: str, onesided: bool) -> Callable[..., Any]:
    def out_form(n: int, d: float, out: Any) -> Any:
        impl = out._impl
        result = _frequencies(name, n, d, onesided, (impl.dtype, None, impl.device, None))
        resize_output(out, TensorMeta(tuple(result._impl.sizes), impl.dtype, impl.device))
        return ops.copy_.call(out, result, False)

    out_form.__name__ = f"fft_{name}_out"
    return out_form


fft_fftfreq_out = _frequencies_out("fftfreq", False)
fft_rfftfreq_out = _frequencies_out("rfftfreq", True)


def _shift(self: Any, dim: Any, shift: Callable[[int], int]) -> Any:
    ndim = self._impl.dim()
    dims = range(ndim) if dim is None else [maybe_wrap_dim(d, ndim) for d in dim]
    dims = list(dims)
    shifts = [shift(self._impl.sizes[d]) for d in dims]
    return ops.roll.call(self, shifts, dims)


def fft_fftshift(self: Any, dim: Any = None) -> Any:
    """``self`` rolled so the zero frequency sits at the centre of each of ``dim``."""
    return _shift(self, dim, lambda size: size // 2)


def fft_ifftshift(self: Any, dim: Any = None) -> Any:
    """The inverse of ``fftshift``."""
    return _shift(self, dim, lambda size: (size + 1) // 2)
