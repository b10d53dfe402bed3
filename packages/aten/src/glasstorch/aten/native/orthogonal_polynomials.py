"""The orthogonal polynomials of ``torch.special``: Chebyshev of the four kinds (and their
shifted forms on [0, 1]), Hermite (physicists' H and probabilists' He), Laguerre and Legendre,
each ``p(x, n)`` of a tensor ``x`` and a degree ``n``.

Mirrors the ``*_polynomial_*_forward`` functions of PyTorch's ``native/Math.h``: the degree is
truncated to an integer and a negative one gives 0; a three-term recurrence runs in the
computation dtype (so float32 overflows where PyTorch's does), with PyTorch's closed forms at
x = +-1 and its trigonometric forms for Chebyshev degrees above 6 (first kind) or 8 (others)
inside (-1, 1). Integral inputs give the default float dtype; half and bfloat16 are refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..structured import TensorMeta
from .fp_errors import ignore_fp_errors
from .special_kernels import float_kernel_meta
from .tensor_iterator import operand_arrays

__all__ = [
    "meta_special_chebyshev_polynomial_t", "meta_special_chebyshev_polynomial_u",
    "meta_special_chebyshev_polynomial_v", "meta_special_chebyshev_polynomial_w",
    "meta_special_hermite_polynomial_h", "meta_special_hermite_polynomial_he",
    "meta_special_laguerre_polynomial_l", "meta_special_legendre_polynomial_p",
    "meta_special_shifted_chebyshev_polynomial_t", "meta_special_shifted_chebyshev_polynomial_u",
    "meta_special_shifted_chebyshev_polynomial_v", "meta_special_shifted_chebyshev_polynomial_w",
    "special_chebyshev_polynomial_t_out", "special_chebyshev_polynomial_u_out",
    "special_chebyshev_polynomial_v_out", "special_chebyshev_polynomial_w_out",
    "special_hermite_polynomial_h_out", "special_hermite_polynomial_he_out",
    "special_laguerre_polynomial_l_out", "special_legendre_polynomial_p_out",
    "special_shifted_chebyshev_polynomial_t_out", "special_shifted_chebyshev_polynomial_u_out",
    "special_shifted_chebyshev_polynomial_v_out", "special_shifted_chebyshev_polynomial_w_out",
]  # fmt: skip

#: ``step(k, x, p_k, p_km1)`` gives p_{k+1}.
Step = Callable[[int, Any, Any, Any], Any]


def _recurrence(x: Any, n: Any, first: Any, step: Step) -> Any:
    """p_n(x) elementwise from p_0 = 1, p_1 = ``first`` and the three-term ``step``; 0 for
    negative n. Runs up to the largest degree, keeping each element's own."""
    result = np.where(n < 0, 0, np.where(n == 0, 1, first)).astype(x.dtype)
    previous, current = np.ones_like(x), first
    for k in range(1, int(n.max(initial=0))):
        previous, current = current, step(k, x, current, previous)
        result = np.where(n == k + 1, current, result)
    return result


def _degree(n: Any) -> Any:
    """The integer degree PyTorch's kernels use: n truncated (NaN counts as negative)."""
    n = np.asarray(n)
    if n.dtype.kind == "f":
        return np.where(np.isnan(n), -1, np.trunc(np.nan_to_num(n))).astype(np.int64)
    return n.astype(np.int64)


def _chebyshev_step(k: int, x: Any, p: Any, q: Any) -> Any:
    return (x + x) * p - q


def _closed_form_at_one(x: Any, n: Any, at_plus: Any, at_minus_even: Any, at_minus_odd: Any):
    """The values PyTorch gives at x = 1 and x = -1 (even and odd n)."""
    return np.where(x > 0, at_plus, np.where(n % 2 == 0, at_minus_even, at_minus_odd))


def _chebyshev(kind: str) -> Callable[[Any, Any], Any]:
    """The Chebyshev polynomial of kind ``t``, ``u``, ``v`` or ``w``."""

    def fn(x: Any, n: Any) -> Any:
        one = np.ones_like(x)
        first = {"t": x, "u": x + x, "v": x + x - one, "w": x + x + one}[kind]
        value = _recurrence(x, n, first, _chebyshev_step)
        m = n.astype(x.dtype)
        theta = np.arccos(np.clip(x, -1, 1))
        inside = (np.abs(x) < 1) & (n > (6 if kind == "t" else 8))
        if kind == "t":
            trig = np.cos(m * theta)
            edge = _closed_form_at_one(x, n, one, one, -one)
        elif kind == "u":
            sin = np.sin(theta)
            safe = np.where(sin != 0, sin, 1)
            trig = np.where(
                sin != 0, np.sin((m + 1) * theta) / safe, (m + 1) * np.cos((m + 1) * theta) / x
            )
            edge = _closed_form_at_one(x, n, m + 1, m + 1, -(m + 1))
        elif kind == "v":
            half = np.cos(theta / 2)
            trig = np.where(
                np.sin(theta / 2) != 1,
                np.cos((m + 0.5) * theta) / np.where(half != 0, half, 1),
                np.where(n % 2 == 0, m + m + 1, -(m + m + 1)),
            )
            edge = _closed_form_at_one(x, n, one, m + m + 1, -(m + m + 1))
        else:
            half = np.sin(theta / 2)
            trig = np.where(
                np.cos(theta / 2) != 1,
                np.sin((m + 0.5) * theta) / np.where(half != 0, half, 1),
                _closed_form_at_one(x, n, m + m + 1, one, -one),
            )
            edge = _closed_form_at_one(x, n, m + m + 1, one, -one)
        value = np.where(inside, trig, value)
        return np.where((np.abs(x) == 1) & (n >= 0), edge, value)

    return fn


def _shifted(fn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """The polynomial moved from [-1, 1] to [0, 1]: p*(x) = p(2x - 1)."""
    return lambda x, n: fn(x + x - 1, n)


def _hermite_h(x: Any, n: Any) -> Any:
    return _recurrence(x, n, x + x, lambda k, x, p, q: (x + x) * p - (2 * k) * q)


def _hermite_he(x: Any, n: Any) -> Any:
    return _recurrence(x, n, x, lambda k, x, p, q: x * p - k * q)


def _laguerre(x: Any, n: Any) -> Any:
    value = _recurrence(x, n, 1 - x, lambda k, x, p, q: ((2 * k + 1 - x) * p - k * q) / (k + 1))
    return np.where((x == 0) & (n >= 0), 1, value)


def _legendre(x: Any, n: Any) -> Any:
    value = _recurrence(x, n, x, lambda k, x, p, q: ((2 * k + 1) * x * p - k * q) / (k + 1))
    one = np.ones_like(x)
    edge = _closed_form_at_one(x, n, one, one, -one)
    return np.where((np.abs(x) == 1) & (n >= 0), edge, value)


def _polynomial(fn: Callable[[Any, Any], Any]) -> Callable[..., None]:
    """The impl of ``p(x, n, out)``: broadcast, promote, truncate the degree, evaluate."""

    def impl(x: Any, n: Any, out: Any) -> None:
        a, b = operand_arrays(x, n, promote_integer_to_float=True)
        a, b = np.broadcast_arrays(np.asarray(a), _degree(b))
        with ignore_fp_errors():
            np.copyto(out._array(), fn(a, b), casting="unsafe")

    return impl


def _meta(kernel: str) -> Callable[..., TensorMeta]:
    return float_kernel_meta(kernel)


_T, _U, _V, _W = (_chebyshev(kind) for kind in "tuvw")
meta_special_chebyshev_polynomial_t = _meta("chebyshev_polynomial_t")
meta_special_chebyshev_polynomial_u = _meta("chebyshev_polynomial_u")
meta_special_chebyshev_polynomial_v = _meta("chebyshev_polynomial_v")
meta_special_chebyshev_polynomial_w = _meta("chebyshev_polynomial_w")
meta_special_shifted_chebyshev_polynomial_t = _meta("shifted_chebyshev_polynomial_t")
meta_special_shifted_chebyshev_polynomial_u = _meta("shifted_chebyshev_polynomial_u")
meta_special_shifted_chebyshev_polynomial_v = _meta("shifted_chebyshev_polynomial_v")
meta_special_shifted_chebyshev_polynomial_w = _meta("shifted_chebyshev_polynomial_w")
meta_special_hermite_polynomial_h = _meta("hermite_polynomial_h")
meta_special_hermite_polynomial_he = _meta("hermite_polynomial_he")
meta_special_laguerre_polynomial_l = _meta("laguerre_polynomial_l")
meta_special_legendre_polynomial_p = _meta("legendre_polynomial_p")

special_chebyshev_polynomial_t_out = _polynomial(_T)
special_chebyshev_polynomial_u_out = _polynomial(_U)
special_chebyshev_polynomial_v_out = _polynomial(_V)
special_chebyshev_polynomial_w_out = _polynomial(_W)
special_shifted_chebyshev_polynomial_t_out = _polynomial(_shifted(_T))
special_shifted_chebyshev_polynomial_u_out = _polynomial(_shifted(_U))
special_shifted_chebyshev_polynomial_v_out = _polynomial(_shifted(_V))
special_shifted_chebyshev_polynomial_w_out = _polynomial(_shifted(_W))
special_hermite_polynomial_h_out = _polynomial(_hermite_h)
special_hermite_polynomial_he_out = _polynomial(_hermite_he)
special_laguerre_polynomial_l_out = _polynomial(_laguerre)
special_legendre_polynomial_p_out = _polynomial(_legendre)
