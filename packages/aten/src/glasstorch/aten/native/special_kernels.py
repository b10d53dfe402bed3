"""Structured pointwise kernels of ``torch.special`` that have no top-level operator: the
scaled error and Bessel functions (``erfcx``, ``i0e``, ``i1e``), the normal distribution's
``ndtri`` and ``log_ndtr``, ``entr``, the Bessel and Airy functions, ``xlog1py`` and the
Hurwitz ``zeta``.

Mirrors ``native/UnaryOps.cpp``, ``BinaryOps.cpp`` and the special functions of
``native/Math.h``; values come from ``scipy.special``, computed in the promoted dtype. Integral
and bool inputs give the default float dtype. Most kernels accept float32 and float64 only,
as PyTorch's CPU kernels do (``"erfcx_cpu" not implemented for 'Half'``); ``entr``, ``i0e``,
``i1e`` and ``xlog1py`` also take the reduced float types.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, float32, float64

from ..structured import TensorMeta, scalar_type_name
from ._lazy import special
from .fp_errors import ignore_fp_errors
from .special_ops import on_host
from .tensor_iterator import compute_dtype, operand_arrays, pointwise_meta

__all__ = [
    "meta_special_airy_ai", "meta_special_bessel_j0", "meta_special_bessel_j1",
    "meta_special_bessel_y0", "meta_special_bessel_y1", "meta_special_entr",
    "meta_special_erfcx", "meta_special_i0e", "meta_special_i1e", "meta_special_log_ndtr",
    "meta_special_modified_bessel_i0", "meta_special_modified_bessel_i1",
    "meta_special_modified_bessel_k0", "meta_special_modified_bessel_k1",
    "meta_special_ndtri", "meta_special_scaled_modified_bessel_k0",
    "meta_special_scaled_modified_bessel_k1", "meta_special_spherical_bessel_j0",
    "meta_special_xlog1py", "meta_special_zeta", "special_airy_ai_out",
    "special_bessel_j0_out", "special_bessel_j1_out", "special_bessel_y0_out",
    "special_bessel_y1_out", "special_entr_out", "special_erfcx_out", "special_i0e_out",
    "special_i1e_out", "special_log_ndtr_out", "special_modified_bessel_i0_out",
    "special_modified_bessel_i1_out", "special_modified_bessel_k0_out",
    "special_modified_bessel_k1_out", "special_ndtri_out",
    "special_scaled_modified_bessel_k0_out", "special_scaled_modified_bessel_k1_out",
    "special_spherical_bessel_j0_out", "special_xlog1py_out", "special_zeta_out",
    "float_kernel_meta",
]  # fmt: skip

_SINGLE_DOUBLE = (float32, float64)


def float_kernel_meta(kernel: str, reduced: bool = False) -> Callable[..., TensorMeta]:
    """The meta function of a pointwise kernel over floating dtypes: broadcast, integers
    promoted to the default float dtype, and PyTorch's refusal of the other dtypes
    (``reduced``: half and bfloat16 are accepted too)."""

    def meta(*operands: Any) -> TensorMeta:
        dtype = compute_dtype(*operands, promote_integer_to_float=True)
        ok = dtype.category is TypeCategory.FLOATING and (reduced or dtype in _SINGLE_DOUBLE)
        if not ok:
            name = scalar_type_name(dtype)
            raise NotImplementedError(f"\"{kernel}_cpu\" not implemented for '{name}'")
        return pointwise_meta(*operands, promote_integer_to_float=True)

    return meta


def _kernel(fn: Callable[..., Any]) -> Callable[..., None]:
    """An impl writing ``fn`` of its (promoted) operands into ``out``, computed on the host."""
    host_fn = on_host(fn)

    def impl(*args: Any) -> None:
        *operands, out = args
        arrays = operand_arrays(*operands, promote_integer_to_float=True)
        with ignore_fp_errors():
            np.copyto(out._array(), host_fn(*arrays), casting="unsafe")

    return impl


def _entr(x: Any) -> Any:
    """-x log x for x > 0, 0 at 0, -inf below 0 (and NaN for NaN), as PyTorch."""
    return np.where(x < 0, -np.inf, special.entr(x))


def _xlog1py(x: Any, y: Any) -> Any:
    """x * log1p(y), and 0 where x is 0 unless y is NaN."""
    return np.where((x == 0) & ~np.isnan(y), 0, x * np.log1p(y))


# -- one operand -------------------------------------------------------------------------------
meta_special_entr = float_kernel_meta("entr", reduced=True)
meta_special_i0e = float_kernel_meta("i0e", reduced=True)
meta_special_i1e = float_kernel_meta("i1e", reduced=True)
meta_special_erfcx = float_kernel_meta("erfcx")
meta_special_ndtri = float_kernel_meta("ndtri")
meta_special_log_ndtr = float_kernel_meta("log_ndtr")
meta_special_airy_ai = float_kernel_meta("airy_ai")
meta_special_bessel_j0 = float_kernel_meta("bessel_j0")
meta_special_bessel_j1 = float_kernel_meta("bessel_j1")
meta_special_bessel_y0 = float_kernel_meta("bessel_y0")
meta_special_bessel_y1 = float_kernel_meta("bessel_y1")
meta_special_modified_bessel_i0 = float_kernel_meta("modified_bessel_i0")
meta_special_modified_bessel_i1 = float_kernel_meta("modified_bessel_i1")
meta_special_modified_bessel_k0 = float_kernel_meta("modified_bessel_k0")
meta_special_modified_bessel_k1 = float_kernel_meta("modified_bessel_k1")
meta_special_scaled_modified_bessel_k0 = float_kernel_meta("scaled_modified_bessel_k0")
meta_special_scaled_modified_bessel_k1 = float_kernel_meta("scaled_modified_bessel_k1")
meta_special_spherical_bessel_j0 = float_kernel_meta("spherical_bessel_j0")

special_entr_out = _kernel(_entr)
special_i0e_out = _kernel(lambda x: special.i0e(x))
special_i1e_out = _kernel(lambda x: special.i1e(x))
special_erfcx_out = _kernel(lambda x: special.erfcx(x))
special_ndtri_out = _kernel(lambda x: special.ndtri(x))
special_log_ndtr_out = _kernel(lambda x: special.log_ndtr(x))
special_airy_ai_out = _kernel(lambda x: special.airy(x)[0])
special_bessel_j0_out = _kernel(lambda x: special.j0(x))
special_bessel_j1_out = _kernel(lambda x: special.j1(x))
special_bessel_y0_out = _kernel(lambda x: special.y0(x))
special_bessel_y1_out = _kernel(lambda x: special.y1(x))
special_modified_bessel_i0_out = _kernel(lambda x: special.i0(x))
special_modified_bessel_i1_out = _kernel(lambda x: special.i1(x))
special_modified_bessel_k0_out = _kernel(lambda x: special.k0(x))
special_modified_bessel_k1_out = _kernel(lambda x: special.k1(x))
special_scaled_modified_bessel_k0_out = _kernel(lambda x: special.k0e(x))
special_scaled_modified_bessel_k1_out = _kernel(lambda x: special.k1e(x))
special_spherical_bessel_j0_out = _kernel(lambda x: special.spherical_jn(0, x))

# -- two operands ------------------------------------------------------------------------------
meta_special_xlog1py = float_kernel_meta("xlog1py", reduced=True)
meta_special_zeta = float_kernel_meta("zeta")
special_xlog1py_out = _kernel(_xlog1py)
special_zeta_out = _kernel(lambda x, q: special.zeta(x, q))  # Hurwitz: sum_k (k + q) ** -x
