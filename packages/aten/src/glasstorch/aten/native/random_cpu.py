"""PyTorch's CPU sampling algorithms over the mt19937 engine of a CPU generator.

Mirrors ``ATen/core/TransformationHelper.h``, ``DistributionsHelper.h`` and
``native/cpu/DistributionTemplates.h``: how many 32-bit words each sample takes and how
they become a value, so that a seeded CPU generator yields PyTorch's numbers bit for bit.
Every function draws all its words in one vectorised call and returns host values in the
order PyTorch's serial kernel writes them (the caller places them, see
:func:`place_in_memory_order`).
"""

from __future__ import annotations

import numpy as np

from ..core.generator import Generator
from .random_avx_math import fma32, log_ps, sincos_ps

__all__ = [
    "bernoulli_scalar",
    "bernoulli_tensor",
    "normal_fill",
    "normal_scalar",
    "place_in_memory_order",
    "random_bits",
    "random_from_to",
    "random_full_range",
    "to_memory_order",
    "randperm",
    "uniform",
    "unit_uniform",
]

#: Mantissa bits of a unit uniform: float16 and bfloat16 draw a float32 one and round it.
_DIGITS = {"float16": 24, "bfloat16": 24, "float32": 24, "float64": 53}
_TWO_PI = 2.0 * np.pi


def _engine(gen: Generator):  # noqa: ANN202 - the engine type lives in core
    engine = gen.engine
    assert engine is not None, "PyTorch's algorithms run on a CPU generator"
    return engine


def _memory_axes(arr: np.ndarray) -> list[int]:
    """``arr``'s dimensions from the largest stride to the smallest: the order in which
    TensorIterator walks an output's elements."""
    return sorted(range(arr.ndim), key=lambda d: -abs(arr.strides[d]))


def to_memory_order(arr: np.ndarray, values: np.ndarray) -> np.ndarray:
    """``values`` (shaped like ``arr``) flattened in the order ``arr``'s elements are
    visited."""
    return np.ascontiguousarray(values.transpose(_memory_axes(arr))).reshape(-1)


def place_in_memory_order(arr: np.ndarray, values: np.ndarray) -> np.ndarray:
    """``values`` (one per element, in the order ``arr``'s elements are visited) arranged
    in ``arr``'s logical shape; the inverse of :func:`to_memory_order`."""
    axes = _memory_axes(arr)
    shaped = values.reshape([arr.shape[d] for d in axes])
    return shaped.transpose(np.argsort(axes))


def unit_uniform(gen: Generator, n: int, dtype_name: str) -> np.ndarray:
    """``n`` samples of U[0, 1) with the dtype's mantissa bits (``uniform_real``): one
    word each below float64, one ``random64`` for float64; float64 values."""
    digits = _DIGITS[dtype_name]
    engine = _engine(gen)
    raw = engine.words64(n) if digits == 53 else engine.words(n)
    return (raw & np.uint64((1 << digits) - 1)).astype(np.float64) * 2.0**-digits


def _fma64(a: np.ndarray, b: float, c: float) -> np.ndarray:
    """``a * b + c`` in float64 with one rounding (Boldo and Melquiond's emulation)."""
    split = 134217729.0 * a  # Veltkamp splitting of both factors into 26-bit halves
    a_hi = split - (split - a)
    a_lo = a - a_hi
    split_b = 134217729.0 * b
    b_hi = split_b - (split_b - b)
    b_lo = b - b_hi
    p = a * b
    p_err = ((a_hi * b_hi - p) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo
    s = p + c
    bp = s - p
    s_err = (p - (s - bp)) + (c - bp)
    t = s_err + p_err  # rounded to odd below, then the final sum rounds once
    tb = t - s_err
    t_err = (s_err - (t - tb)) + (p_err - tb)
    even = (t.view(np.int64) & 1) == 0
    t = np.where((t_err != 0) & even, np.nextafter(t, np.where(t_err > 0, np.inf, -np.inf)), t)
    return s + t


def uniform(
    gen: Generator, n: int, dtype_name: str, low: float, high: float, dtype: np.dtype
) -> np.ndarray:
    """``uniform_`` into numpy ``dtype``: ``x * (to - from) + from`` fused, in the
    accumulate type; a value that rounds to ``to`` in ``dtype`` becomes ``from``."""
    x = unit_uniform(gen, n, dtype_name)
    if (low, high) == (0.0, 1.0):  # x * 1 + 0 is x
        values = x.astype(dtype)
    elif dtype_name == "float64":
        values = _fma64(x, high - low, low)
    else:
        lo, hi = np.float32(low), np.float32(high)
        values = fma32(x.astype(np.float32), hi - lo, lo).astype(dtype)
    values[values == np.asarray(high, dtype=dtype)] = np.asarray(low, dtype=dtype)
    return values


def normal_scalar(gen: Generator, n: int, mean: float, std: float) -> np.ndarray:
    """The serial ``normal_distribution<double>`` path (fewer than 16 elements, or not
    contiguous): Box-Muller on two ``random64`` uniforms, the sine kept for the next call."""
    values = np.empty(n, dtype=np.float64)
    start = 0
    if n and gen.next_double_normal is not None:
        values[0], gen.next_double_normal, start = gen.next_double_normal, None, 1
    pairs = (n - start + 1) // 2
    if pairs:
        u = unit_uniform(gen, 2 * pairs, "float64")
        u1, u2 = u[0::2], u[1::2]
        radius = np.sqrt(-2.0 * np.log1p(-u2))
        theta = 2.0 * np.pi * u1
        both = np.empty(2 * pairs)
        both[0::2], both[1::2] = radius * np.cos(theta), radius * np.sin(theta)
        values[start:] = both[: n - start]
        if (n - start) % 2:
            gen.next_double_normal = float(both[-1])
    if mean == 0.0 and std == 1.0:
        return values
    return _fma64(values, std, mean)


def _box_muller_16(data: np.ndarray, float32: bool) -> np.ndarray:
    """``normal_fill_16`` over rows of 16 uniforms: the first 8 give the radii, the last 8
    the angles; cosines fill the first half of the row, sines the second."""
    if float32:
        radius = np.sqrt(np.float32(-2.0) * log_ps(np.float32(1.0) - data[:, :8]))
        sin, cos = sincos_ps(np.float32(_TWO_PI) * data[:, 8:])
    else:
        radius = np.sqrt(-2.0 * np.log(1.0 - data[:, :8]))
        theta = 2.0 * np.pi * data[:, 8:]
        sin, cos = np.sin(theta), np.cos(theta)
    return np.concatenate([radius * cos, radius * sin], axis=1)


def normal_fill(gen: Generator, n: int, dtype_name: str, mean: float, std: float) -> np.ndarray:
    """The contiguous path for 16 or more elements (``normal_fill``): ``n`` uniforms, then
    Box-Muller per block of 16; a ragged tail redraws 16 uniforms for the last 16 slots."""
    float32 = dtype_name != "float64"
    cast = np.float32 if float32 else np.float64
    data = unit_uniform(gen, n, dtype_name).astype(cast)
    whole = n - n % 16
    data[:whole] = _box_muller_16(data[:whole].reshape(-1, 16), float32).reshape(-1)
    if n % 16:
        tail = unit_uniform(gen, 16, dtype_name).astype(cast)
        data[n - 16 :] = _box_muller_16(tail.reshape(1, 16), float32).reshape(-1)
    if mean == 0.0 and std == 1.0:
        return data
    if float32:
        return fma32(data, np.float32(std), np.float32(mean))
    return _fma64(data, std, mean)


def random_from_to(gen: Generator, n: int, span: int, base: int) -> np.ndarray:
    """``random_from_to``: ``draw % span + base`` with a word per sample, or a ``random64``
    when the span reaches 2**32; int64 values (wrapping as in C)."""
    engine = _engine(gen)
    raw = engine.words64(n) if span >= 1 << 32 else engine.words(n)
    return ((raw % np.uint64(span)) + np.uint64(base % (1 << 64))).view(np.int64)


def random_full_range(gen: Generator, n: int) -> np.ndarray:
    """``random_(from=int64 min, to=None)``: a ``random64`` reinterpreted as int64."""
    return _engine(gen).words64(n).view(np.int64)


def random_bits(gen: Generator, n: int, dtype_name: str, top: int) -> np.ndarray:
    """``random_()`` without a range: ``draw % (top + 1)`` (int64 and float64 draw
    ``random64``, others one word; bool keeps the low bit); uint64 values."""
    engine = _engine(gen)
    raw = engine.words64(n) if dtype_name in ("int64", "float64") else engine.words(n)
    if dtype_name == "bool":
        return raw & np.uint64(1)
    return raw % np.uint64(top + 1)


def bernoulli_scalar(gen: Generator, n: int, p: float) -> np.ndarray:
    """``bernoulli_(p)`` as PyTorch's default CPU kernel: a float64 uniform below ``p``."""
    return unit_uniform(gen, n, "float64") < p


def bernoulli_tensor(gen: Generator, probs: np.ndarray) -> np.ndarray:
    """``bernoulli_(p_tensor)``: float64 ``p`` compares a float64 uniform, other dtypes a
    float32 one; ``probs`` is already broadcast and in memory order."""
    if probs.dtype == np.float64:
        return unit_uniform(gen, probs.size, "float64") < probs
    u = unit_uniform(gen, probs.size, "float32").astype(np.float32)
    return u < probs.astype(np.float32)


def randperm(gen: Generator, n: int) -> np.ndarray:
    """``randperm_cpu``: below ``2**32 // 20`` a forward Fisher-Yates on 32-bit words
    (``random() % (n - i)``); above, the inside-out shuffle on ``random64``."""
    engine = _engine(gen)
    if n < 0xFFFFFFFF // 20:
        perm = list(range(n))
        if n > 1:
            offsets = engine.words(n - 1) % np.arange(n, 1, -1, dtype=np.uint64)
            for i, z in enumerate(offsets.tolist()):
                perm[i], perm[i + z] = perm[i + z], perm[i]
        return np.array(perm, dtype=np.int64)
    picks = (engine.words64(n) % np.arange(1, n + 1, dtype=np.uint64)).tolist()
    perm = [0] * n
    for i, z in enumerate(picks):
        perm[i] = perm[z]
        perm[z] = i
    return np.array(perm, dtype=np.int64)
