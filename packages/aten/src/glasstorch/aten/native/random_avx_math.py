"""``log`` and ``sincos`` on float32 exactly as PyTorch's AVX2 ``normal_`` computes them.

PyTorch fills float32 tensors of 16 or more elements through Box-Muller on eight lanes at
a time with the Cephes-derived ``log256_ps`` and ``sincos256_ps`` (compiled with fused
multiply-adds). Their results differ from correctly rounded ``log``/``sin``/``cos`` in the
last bit now and then, so matching PyTorch's samples bit for bit needs the same
polynomials, evaluated in float32 in the same order, with the same fused steps.
"""

from __future__ import annotations

import numpy as np

__all__ = ["fma32", "log_ps", "sincos_ps"]

_F = np.float32
_LOG_POLY = (
    7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
    -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1,
)  # fmt: skip
_SQRT_HALF = _F(0.707106781186547524)
_LOG_Q1, _LOG_Q2 = _F(-2.12194440e-4), _F(0.693359375)
_FOUR_OVER_PI = _F(1.27323954473516)
_DP = (_F(-0.78515625), _F(-2.4187564849853515625e-4), _F(-3.77489497744594108e-8))
_SIN_POLY = (_F(-1.9515295891e-4), _F(8.3321608736e-3), _F(-1.6666654611e-1))
_COS_POLY = (_F(2.443315711809948e-005), _F(-1.388731625493765e-003), _F(4.166664568298827e-002))


_LOW29 = np.int64((1 << 29) - 1)  # float64 mantissa bits below float32's
_HALF_ULP32 = np.int64(1 << 28)  # those bits on a float32 rounding midpoint
_TINY32 = _F(1.17549435e-38)  # smallest normal float32


def fma32(a: np.ndarray, b: np.ndarray | np.floating, c: np.ndarray | np.floating) -> np.ndarray:
    """``a * b + c`` on float32 values with one rounding (a fused multiply-add).

    The product is exact in float64 and the float64 sum ``s`` rounds monotonically, so
    ``s`` and the exact sum lie on the same side of every float32 rounding midpoint unless
    ``s`` lands on one: then rounding ``s`` to float32 could round twice the wrong way.
    Only those elements (and float32-subnormal ones, whose midpoints are coarser) take the
    exact path, :func:`_sum_rounded_once`.
    """
    p = np.multiply(a, b, dtype=np.float64)
    s = p + c
    out = s.astype(np.float32)
    suspect = np.bitwise_and(s.view(np.int64), _LOW29) == _HALF_ULP32
    tiny = np.abs(out).min(initial=np.inf) < _TINY32
    if tiny or suspect.any():
        if tiny:
            suspect |= np.abs(s) < _TINY32
        where = np.flatnonzero(suspect)
        if where.size > s.size // 8:  # cheaper over everything than gathered
            return _sum_rounded_once(p, c)
        c = np.broadcast_to(c, s.shape).reshape(-1)[where] if np.ndim(c) else c
        out.reshape(-1)[where] = _sum_rounded_once(p.reshape(-1)[where], c)
    return out


def _fma32_exact(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """``a * b + c`` rounded once to float32 by the exact path alone."""
    return _sum_rounded_once(np.multiply(a, b, dtype=np.float64), c)


def _sum_rounded_once(p: np.ndarray, c: np.ndarray | np.floating) -> np.ndarray:
    """``p + c`` (float64 ``p``, float32 ``c``) rounded once to float32: the sum is rounded
    to odd in float64 (a float64 result whose last bit records any inexactness), which
    then rounds correctly to float32."""
    c64 = np.asarray(c, dtype=np.float64)
    s = p + c64
    bp = s - c64
    err = (p - bp) + (c64 - (s - bp))  # exact: s + err == p + c
    even = (s.view(np.int64) & 1) == 0
    toward = np.nextafter(s, np.where(err > 0, np.inf, -np.inf))
    s = np.where((err != 0) & even & np.isfinite(s), toward, s)
    return s.astype(np.float32)


def log_ps(x: np.ndarray) -> np.ndarray:
    """Natural log of positive float32 ``x`` as ``log256_ps`` computes it."""
    x = np.maximum(x, _F(1.17549435e-38))
    bits = x.view(np.int32)
    e = ((bits >> 23) - 0x7F).astype(_F) + _F(1)
    x = ((bits & ~0x7F800000) | _F(0.5).view(np.int32)).view(_F)
    below = x < _SQRT_HALF
    x_minus_one = x - _F(1)
    x = np.add(x_minus_one, x, out=x_minus_one, where=below)
    e = np.subtract(e, _F(1), out=e, where=below)
    z = x * x
    y = np.full_like(x, _F(_LOG_POLY[0]))
    for coefficient in _LOG_POLY[1:]:
        y = fma32(y, x, _F(coefficient))
    y = fma32(y * x, z, e * _LOG_Q1)
    # x is a multiple of 2**-24, so z * -0.5 is exact, and e * Q2 (an integer below 2**8
    # times 9 significant bits) too: fusing these two steps changes nothing.
    y = y + z * _F(-0.5)
    return (x + y) + e * _LOG_Q2


def sincos_ps(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(sin x, cos x)`` of float32 ``x`` as ``sincos256_ps`` computes them."""
    sin_negative = np.signbit(x)
    x = np.abs(x)
    j = (x * _FOUR_OVER_PI).astype(np.int32)
    j = (j + 1) & ~1
    y = j.astype(_F)
    sin_negative = sin_negative ^ ((j & 4) != 0)
    cos_negative = (~(j - 2) & 4) != 0
    sine_poly_first = (j & 2) == 0
    for dp in _DP:  # extended-precision reduction by multiples of pi/4
        x = fma32(y, dp, x)
    z = x * x
    c = fma32(fma32(np.full_like(z, _COS_POLY[0]), z, _COS_POLY[1]), z, _COS_POLY[2]) * z
    c = fma32(c, z, -(z * _F(0.5))) + _F(1)
    s = fma32(fma32(np.full_like(z, _SIN_POLY[0]), z, _SIN_POLY[1]), z, _SIN_POLY[2]) * z
    s = fma32(s, x, x)
    sin, cos = c.copy(), s
    np.copyto(sin, s, where=sine_poly_first)
    np.copyto(cos, c, where=sine_poly_first)
    return np.negative(sin, out=sin, where=sin_negative), np.negative(
        cos, out=cos, where=cos_negative
    )
