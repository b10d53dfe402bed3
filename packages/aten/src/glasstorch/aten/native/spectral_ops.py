"""The three discrete Fourier transform primitives every ``torch.fft`` function decomposes
into: ``_fft_c2c`` (complex to complex), ``_fft_r2c`` (real to complex) and ``_fft_c2r``
(complex Hermitian to real).

Mirrors ``native/mkl/SpectralOps.cpp``: each transforms a list of dims with a fixed
normalization (``normalization``: 0 none, 1 by ``1/sqrt(n)``, 2 by ``1/n``, applied in
whichever direction), on scipy.fft for CPU tensors (with as many workers as
``torch.set_num_threads`` allows) and on the device's own FFT (cupy.fft) for CUDA tensors.
``_fft_r2c`` always computes the forward (``exp(-i...)``) transform and ``_fft_c2r`` the
inverse one; the public functions conjugate to get the other direction.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.scalar_type import float32, float64, to_complex, to_real

from .._runtime import array_module
from ..parallel import default_num_threads
from ..structured import TensorMeta, scalar_type_name
from .reduce_ops import produce

__all__ = [
    "fft_c2c", "fft_c2c_out", "fft_c2r", "fft_c2r_out", "fft_r2c", "fft_r2c_out",
    "fft_num_workers",
]  # fmt: skip

# scipy's ``norm=`` for each normalization mode, forward transform first then inverse.
_FORWARD_NORM = ("backward", "ortho", "forward")
_INVERSE_NORM = ("forward", "ortho", "backward")


def fft_num_workers() -> int:
    """The CPU threads a transform may use, as ``torch.get_num_threads()`` counts them."""
    return default_num_threads()


def _norm(normalization: int, forward: bool) -> str:
    if normalization not in (0, 1, 2):
        raise RuntimeError(f"Invalid normalization mode: {normalization}")
    return (_FORWARD_NORM if forward else _INVERSE_NORM)[normalization]


def _check_dtype(self: Any, complex_input: bool) -> DType:
    """The input's dtype, which must be float32/float64 (or their complex forms)."""
    dtype = self._impl.dtype
    name = scalar_type_name(dtype)
    if complex_input and not dtype.is_complex:
        raise RuntimeError(f"Only supports complex dtypes, but found: {name}")
    if not complex_input and not dtype.is_floating_point:
        raise RuntimeError(f"Only supports floating-point dtypes, but found: {name}")
    if to_real(dtype) not in (float32, float64):
        raise RuntimeError(f"MKL FFT doesn't support tensors of type: {name}")
    return dtype


def _wrap_dims(self: Any, dim: Sequence[int]) -> tuple[int, ...]:
    from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

    ndim = self._impl.dim()
    return tuple(maybe_wrap_dim(d, ndim, wrap_scalar=False) for d in dim)


def _fft_module(self: Any) -> tuple[ModuleType, dict[str, Any]]:
    """scipy.fft with a worker count on the CPU, the device module's ``fft`` elsewhere."""
    xp = array_module(self)
    if xp is np:
        import scipy.fft

        return scipy.fft, {"workers": fft_num_workers()}
    return xp.fft, {}


def _c2c_meta(self: Any) -> TensorMeta:
    _check_dtype(self, complex_input=True)
    impl = self._impl
    return TensorMeta(tuple(impl.sizes), impl.dtype, impl.device)


def _c2c(self: Any, dim: Sequence[int], normalization: int, forward: bool) -> Any:
    dims = _wrap_dims(self, dim)
    data = self._array()
    norm = _norm(normalization, forward)
    if not dims:
        return data
    fft, extra = _fft_module(self)
    transform = fft.fftn if forward else fft.ifftn
    return transform(data, axes=dims, norm=norm, **extra)


def fft_c2c(self: Any, dim: Sequence[int], normalization: int, forward: bool) -> Any:
    """The complex DFT of ``self`` over ``dim`` (the inverse one unless ``forward``)."""
    return produce(_c2c_meta(self), lambda: _c2c(self, dim, normalization, forward))


def fft_c2c_out(self: Any, dim: Sequence[int], normalization: int, forward: bool, out: Any) -> Any:
    return produce(_c2c_meta(self), lambda: _c2c(self, dim, normalization, forward), out)


def _r2c_meta(self: Any, dim: Sequence[int], onesided: bool) -> TensorMeta:
    dtype = _check_dtype(self, complex_input=False)
    dims = _wrap_dims(self, dim)
    impl = self._impl
    sizes = list(impl.sizes)
    if onesided and dims:
        sizes[dims[-1]] = sizes[dims[-1]] // 2 + 1
    return TensorMeta(tuple(sizes), to_complex(dtype), impl.device)


def _r2c(self: Any, dim: Sequence[int], normalization: int, onesided: bool) -> Any:
    dims = _wrap_dims(self, dim)
    data = self._array()
    norm = _norm(normalization, forward=True)
    if not dims:
        return data
    fft, extra = _fft_module(self)
    transform = fft.rfftn if onesided else fft.fftn
    return transform(data, axes=dims, norm=norm, **extra)


def fft_r2c(self: Any, dim: Sequence[int], normalization: int, onesided: bool) -> Any:
    """The forward DFT of a real tensor over ``dim``; with ``onesided`` only the first
    ``n // 2 + 1`` entries of the last dim, the rest being their complex conjugates."""
    meta = _r2c_meta(self, dim, onesided)
    return produce(meta, lambda: _r2c(self, dim, normalization, onesided))


def fft_r2c_out(self: Any, dim: Sequence[int], normalization: int, onesided: bool, out: Any) -> Any:
    meta = _r2c_meta(self, dim, onesided)
    return produce(meta, lambda: _r2c(self, dim, normalization, onesided), out)


def _c2r_meta(self: Any, dim: Sequence[int], last_dim_size: int) -> TensorMeta:
    dtype = _check_dtype(self, complex_input=True)
    dims = _wrap_dims(self, dim)
    if not dims:
        raise RuntimeError("_fft_c2r expects at least one dim to transform")
    if last_dim_size < 1:
        raise RuntimeError(f"Invalid number of data points ({last_dim_size}) specified")
    impl = self._impl
    sizes = list(impl.sizes)
    sizes[dims[-1]] = last_dim_size
    return TensorMeta(tuple(sizes), to_real(dtype), impl.device)


def _c2r(self: Any, dim: Sequence[int], normalization: int, last_dim_size: int) -> Any:
    dims = _wrap_dims(self, dim)
    data = self._array()
    shape = [data.shape[d] for d in dims[:-1]] + [last_dim_size]
    fft, extra = _fft_module(self)
    norm = _norm(normalization, forward=False)
    return fft.irfftn(data, s=shape, axes=dims, norm=norm, **extra)


def fft_c2r(self: Any, dim: Sequence[int], normalization: int, last_dim_size: int) -> Any:
    """The inverse DFT over ``dim`` of a one-sided Hermitian spectrum: a real tensor whose
    last transformed dim has ``last_dim_size`` entries."""
    meta = _c2r_meta(self, dim, last_dim_size)
    return produce(meta, lambda: _c2r(self, dim, normalization, last_dim_size))


def fft_c2r_out(
    self: Any, dim: Sequence[int], normalization: int, last_dim_size: int, out: Any
) -> Any:
    meta = _c2r_meta(self, dim, last_dim_size)
    return produce(meta, lambda: _c2r(self, dim, normalization, last_dim_size), out)
