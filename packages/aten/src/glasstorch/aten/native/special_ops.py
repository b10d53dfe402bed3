"""Structured pointwise kernels of one tensor beyond ``unary_ops``: the inverse hyperbolic
functions, angle conversions, the gamma family (``digamma``, ``lgamma``, ``polygamma``,
``mvlgamma``), ``i0``, ``erfc``, ``sinc``, ``logit``, and the sign and infinity tests
(``signbit``, ``isposinf``, ``isneginf``) and ``frexp``.

Mirrors ``native/UnaryOps.cpp`` and the special functions of ``native/Math.h``; values come
from numpy and ``scipy.special``. Integral and bool inputs give the default float dtype, as
in PyTorch, except for the tests, whose results are bool.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, int32

from .._runtime import array_module_of, device_array, host_array
from ..structured import TensorMeta
from ._lazy import ops, special
from .tensor_iterator import pointwise_meta
from .unary_ops import _apply, _float_op, _float_result

__all__ = [
    "acosh_out", "asinh_out", "atanh_out", "deg2rad_out", "digamma_out", "erfc_out", "frexp_out",
    "i0_out", "isneginf_out", "isposinf_out", "lgamma_out", "logit_out", "meta_acosh",
    "meta_asinh", "meta_atanh", "meta_deg2rad", "meta_digamma", "meta_erfc", "meta_frexp",
    "meta_i0", "meta_isneginf", "meta_isposinf", "meta_lgamma", "meta_logit", "meta_mvlgamma",
    "meta_polygamma", "meta_rad2deg", "meta_signbit", "meta_sinc", "meta_special_i1",
    "mvlgamma_out", "on_host", "polygamma_", "polygamma_out", "rad2deg_out", "signbit_out",
    "sinc_out", "special_i1_out",
]  # fmt: skip


def on_host(fn: Any) -> Any:
    """``fn`` (a ``scipy.special`` function, which device arrays do not reach) computed on
    host copies of its array arguments, its result moved to their device."""

    def wrapped(*arrays: Any) -> Any:
        xp = array_module_of(*arrays)
        return device_array(xp, np.asarray(fn(*(host_array(a) for a in arrays))))

    return wrapped


# -- float-valued functions --------------------------------------------------------------------
meta_acosh = meta_asinh = meta_atanh = meta_deg2rad = meta_rad2deg = _float_result
meta_erfc = meta_sinc = meta_i0 = meta_special_i1 = meta_digamma = meta_lgamma = _float_result
acosh_out = _float_op(np.arccosh)
asinh_out = _float_op(np.arcsinh)
atanh_out = _float_op(np.arctanh)
deg2rad_out = _float_op(np.deg2rad)
rad2deg_out = _float_op(np.rad2deg)
sinc_out = _float_op(np.sinc)  # sin(pi x) / (pi x), and 1 at 0


def special_i1_out(self: Any, out: Any) -> None:
    """The modified Bessel function of the first kind of order 1 (i0's derivative)."""
    _apply(on_host(special.i1), self, out, promote=True)


def erfc_out(self: Any, out: Any) -> None:
    _apply(on_host(special.erfc), self, out, promote=True)


def i0_out(self: Any, out: Any) -> None:
    _apply(on_host(special.i0), self, out, promote=True)


def digamma_out(self: Any, out: Any) -> None:
    """psi(x): -inf at +0 and +inf at -0, NaN at the negative integers (as scipy and PyTorch)."""
    _apply(on_host(special.psi), self, out, promote=True)


def lgamma_out(self: Any, out: Any) -> None:
    """log |Gamma(x)|."""
    _apply(on_host(special.gammaln), self, out, promote=True)


def meta_logit(self: Any, eps: float | None) -> TensorMeta:
    return _float_result(self)


def logit_out(self: Any, eps: float | None, out: Any) -> None:
    """log(x / (1 - x)), with x first clamped to [eps, 1 - eps] when ``eps`` is given."""

    def fn(x: Any) -> Any:
        if eps is not None:
            x = np.clip(x, eps, 1 - eps)
        return np.log(x / (1 - x))

    _apply(fn, self, out, promote=True)


def meta_polygamma(n: int, self: Any) -> TensorMeta:
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    return _float_result(self)


def polygamma_out(n: int, self: Any, out: Any) -> None:
    """The n-th derivative of digamma (digamma itself for n = 0)."""
    if n == 0:
        _apply(on_host(special.psi), self, out, promote=True)
    else:
        _apply(on_host(lambda x: special.polygamma(n, x)), self, out, promote=True)


def polygamma_(self: Any, n: int) -> Any:
    """``self.polygamma_(n)``: the method's argument order, through ``polygamma``."""
    return ops.copy_.call(self, ops.polygamma.call(n, self), False)


def meta_mvlgamma(self: Any, p: int) -> TensorMeta:
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    return _float_result(self)


def mvlgamma_out(self: Any, p: int, out: Any) -> None:
    """The log of the multivariate gamma function of dimension ``p``:
    ``sum_j lgamma(x - j / 2) + p (p - 1) / 4 * log(pi)``."""
    constant = p * (p - 1) / 4 * math.log(math.pi)

    def fn(x: Any) -> Any:
        terms = special.gammaln(x[..., None] - np.arange(p, dtype=x.dtype) / 2)
        return terms.sum(axis=-1) + constant

    _apply(on_host(fn), self, out, promote=True)


# -- tests: bool results -----------------------------------------------------------------------
def _bool_result(self: Any) -> TensorMeta:
    return pointwise_meta(self, dtype=bool_)


def meta_signbit(self: Any) -> TensorMeta:
    if self._impl.dtype.is_complex:
        raise NotImplementedError("signbit is not implemented for complex tensors.")
    return _bool_result(self)


def _real_only(name: str) -> Any:
    def meta(self: Any) -> TensorMeta:
        if self._impl.dtype.is_complex:
            raise RuntimeError(f"{name} does not support complex inputs.")
        return _bool_result(self)

    return meta


meta_isposinf = _real_only("isposinf")
meta_isneginf = _real_only("isneginf")


def _floats_only(fn: Any, otherwise: bool = False) -> Any:
    """A test of floating values; integers and bools are never infinite (or signed, for bool)."""

    def impl(self: Any, out: Any) -> None:
        x = self._array()
        if x.dtype.kind == "f":
            fn(x, out=out._array())
        elif x.dtype.kind == "i" and fn is np.signbit:
            np.less(x, 0, out=out._array())
        else:
            out._array()[...] = otherwise

    return impl


signbit_out = _floats_only(np.signbit)
isposinf_out = _floats_only(np.isposinf)
isneginf_out = _floats_only(np.isneginf)


# -- frexp -------------------------------------------------------------------------------------
def meta_frexp(self: Any) -> tuple[TensorMeta, TensorMeta]:
    impl = self._impl
    if impl.dtype.category is not TypeCategory.FLOATING:
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    mantissa = pointwise_meta(self)
    return mantissa, TensorMeta(mantissa.sizes, int32, mantissa.device)


def frexp_out(self: Any, mantissa: Any, exponent: Any) -> None:
    """``self = mantissa * 2 ** exponent`` with ``0.5 <= |mantissa| < 1`` (0 for 0)."""
    m, e = np.frexp(self._array())
    np.copyto(mantissa._array(), m, casting="unsafe")
    np.copyto(exponent._array(), e, casting="unsafe")
