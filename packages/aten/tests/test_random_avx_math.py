"""The emulated float32 fused multiply-add against exact rational arithmetic."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from glasstorch.aten.native.random_avx_math import _fma32_exact, fma32


def _correctly_rounded(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """``a * b + c`` exactly, rounded once to float32 (ties to even) by hand."""
    out = []
    for x, y, z in zip(a.tolist(), b.tolist(), c.tolist(), strict=True):
        exact = Fraction(x) * Fraction(y) + Fraction(z)
        near = np.float32(float(exact))  # may round twice: fix with the neighbours
        candidates = [near, np.nextafter(near, np.float32(np.inf)), np.nextafter(near, -np.inf)]
        best = min(
            candidates, key=lambda v: (abs(Fraction(float(v)) - exact), v.view(np.int32) & 1)
        )
        out.append(best)
    return np.array(out, dtype=np.float32)


def _midpoint_heavy(rng: np.random.Generator, n: int) -> tuple[np.ndarray, ...]:
    """Operands whose exact ``a * b + c`` is a float32 rounding midpoint, or lies a hair
    (below float64's last bit) above or below one, where rounding twice goes wrong.

    ``(1 + k 2**-23)(1 - 2**-24) = 1 + (2k - 1) 2**-24 - k 2**-47``, a midpoint less
    ``k 2**-47``, which ``c`` adds back together with the hair; scaled by powers of two.
    """
    k = rng.integers(1, 256, n)
    hair = rng.choice([-1.0, 0.0, 1.0], n) * 2.0 ** -rng.integers(54, 63, n)
    scale = rng.choice([-1.0, 1.0], n) * 2.0 ** rng.integers(-40, 40, n)
    a = ((1.0 + k * 2.0**-23) * scale).astype(np.float32)
    b = np.full(n, 1.0 - 2.0**-24, dtype=np.float32)
    c = ((k * 2.0**-47 + hair) * scale).astype(np.float32)
    assert (c.astype(np.float64) == (k * 2.0**-47 + hair) * scale).all()  # c is exact
    return a, b, c


def test_fma32_is_one_rounding_on_midpoint_heavy_operands() -> None:
    rng = np.random.default_rng(0)
    a, b, c = _midpoint_heavy(rng, 3000)
    expected = _correctly_rounded(a, b, c)
    np.testing.assert_array_equal(fma32(a, b, c).view(np.int32), expected.view(np.int32))
    np.testing.assert_array_equal(_fma32_exact(a, b, c).view(np.int32), expected.view(np.int32))


def test_fma32_fast_path_matches_the_exact_path_on_many_operands() -> None:
    rng = np.random.default_rng(1)
    a = rng.standard_normal(200_000).astype(np.float32)
    b = rng.standard_normal(200_000).astype(np.float32)
    c = (rng.standard_normal(200_000) * 2.0 ** rng.integers(-30, 30, 200_000)).astype(np.float32)
    # a few midpoint cases among many ordinary ones: the exact path on the gathered few
    mixed = [
        np.concatenate([v[:190_000], w])
        for v, w in zip((a, b, c), _midpoint_heavy(rng, 10_000), strict=True)
    ]
    cases = [
        (a, b, c),
        mixed,
        _midpoint_heavy(rng, 200_000),
        (a.reshape(-1, 8), np.float32(0.75), np.float32(1e-3)),
    ]
    for args in cases:
        full = [np.broadcast_to(v, np.broadcast_shapes(*(np.shape(w) for w in args))) for v in args]
        np.testing.assert_array_equal(
            fma32(*args).view(np.int32), _fma32_exact(*full).view(np.int32)
        )
    expected = _correctly_rounded(*(v[-2000:] for v in mixed))
    np.testing.assert_array_equal(fma32(*mixed)[-2000:].view(np.int32), expected.view(np.int32))


def test_fma32_subnormal_results_round_once() -> None:
    a = np.array([2.0**-70, 1.5 * 2.0**-75, 2.0**-80], dtype=np.float32)
    b = np.array([2.0**-70, 2.0**-70, 1.25 * 2.0**-69], dtype=np.float32)
    c = np.array([2.0**-149, -(2.0**-148), 2.0**-149], dtype=np.float32)
    np.testing.assert_array_equal(
        fma32(a, b, c).view(np.int32), _correctly_rounded(a, b, c).view(np.int32)
    )
