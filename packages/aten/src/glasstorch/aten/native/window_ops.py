"""Window functions for signal processing: ``hann_window``, ``hamming_window``,
``blackman_window``, ``bartlett_window`` and ``kaiser_window``.

Mirrors ``native/TensorFactories.cpp``. Each is a factory (CompositeExplicitAutograd) taking
PyTorch's TensorOptions; the values are computed in double precision and stored in the
requested floating dtype (the default one when none is given). A *periodic* window of length
N is the symmetric window of length N + 1 without its last value, as PyTorch builds it for
spectral analysis.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import get_default_dtype

from .._runtime import as_device, tensor_from_array
from ..type_utils import type_meta_name
from ._lazy import special

__all__ = [
    "bartlett_window", "bartlett_window_periodic", "blackman_window",
    "blackman_window_periodic", "hamming_window", "hamming_window_periodic",
    "hamming_window_periodic_alpha", "hamming_window_periodic_alpha_beta", "hann_window",
    "hann_window_periodic", "kaiser_window", "kaiser_window_beta", "kaiser_window_periodic",
]  # fmt: skip


def _window(
    name: str,
    length: int,
    periodic: bool,
    shape: Callable[[np.ndarray, int], np.ndarray],
    options: Any,
) -> Any:
    """``shape(n, N)`` over ``n = 0 .. N-1`` (N one longer when periodic) as a tensor."""
    dtype, _layout, device, _pin = options
    dtype = get_default_dtype() if dtype is None else dtype
    if not dtype.is_floating_point:
        raise RuntimeError(f"{name} expects floating point dtypes, got: {type_meta_name(dtype)}")
    if length < 0:
        raise RuntimeError(
            f"{name} requires non-negative window_length, got window_length={length}"
        )
    if length <= 1:
        values = np.ones(length)
    else:
        n = length + 1 if periodic else length
        values = shape(np.arange(n, dtype=np.float64), n)[:length]
    return tensor_from_array(values, dtype, as_device(device))


def _cosine_sum(*coefficients: float) -> Callable[[np.ndarray, int], np.ndarray]:
    """``sum_k (-1)^k a_k cos(2 pi k n / (N - 1))``: Hann, Hamming and Blackman."""

    def shape(n: np.ndarray, size: int) -> np.ndarray:
        angle = 2 * np.pi * n / (size - 1)
        return sum((-1) ** k * a * np.cos(k * angle) for k, a in enumerate(coefficients))

    return shape


def _bartlett(n: np.ndarray, size: int) -> np.ndarray:
    return 1 - np.abs(2 * n / (size - 1) - 1)


def _kaiser(beta: float) -> Callable[[np.ndarray, int], np.ndarray]:
    def shape(n: np.ndarray, size: int) -> np.ndarray:
        ratio = 2 * n / (size - 1) - 1
        return special.i0(beta * np.sqrt(np.clip(1 - ratio**2, 0, None))) / special.i0(beta)

    return shape


def hann_window(window_length: int, *options: Any) -> Any:
    return hann_window_periodic(window_length, True, *options)


def hann_window_periodic(window_length: int, periodic: bool, *options: Any) -> Any:
    return _window("hann_window", window_length, periodic, _cosine_sum(0.5, 0.5), options)


def hamming_window(window_length: int, *options: Any) -> Any:
    return hamming_window_periodic_alpha_beta(window_length, True, 0.54, 0.46, *options)


def hamming_window_periodic(window_length: int, periodic: bool, *options: Any) -> Any:
    return hamming_window_periodic_alpha_beta(window_length, periodic, 0.54, 0.46, *options)


def hamming_window_periodic_alpha(
    window_length: int, periodic: bool, alpha: float, *options: Any
) -> Any:
    return hamming_window_periodic_alpha_beta(window_length, periodic, alpha, 0.46, *options)


def hamming_window_periodic_alpha_beta(
    window_length: int, periodic: bool, alpha: float, beta: float, *options: Any
) -> Any:
    """``alpha - beta * cos(2 pi n / (N - 1))``."""
    shape = _cosine_sum(alpha, beta)
    return _window("hamming_window", window_length, periodic, shape, options)


def blackman_window(window_length: int, *options: Any) -> Any:
    return blackman_window_periodic(window_length, True, *options)


def blackman_window_periodic(window_length: int, periodic: bool, *options: Any) -> Any:
    shape = _cosine_sum(0.42, 0.5, 0.08)
    return _window("blackman_window", window_length, periodic, shape, options)


def bartlett_window(window_length: int, *options: Any) -> Any:
    return bartlett_window_periodic(window_length, True, *options)


def bartlett_window_periodic(window_length: int, periodic: bool, *options: Any) -> Any:
    return _window("bartlett_window", window_length, periodic, _bartlett, options)


def kaiser_window(window_length: int, *options: Any) -> Any:
    return kaiser_window_beta(window_length, True, 12.0, *options)


def kaiser_window_periodic(window_length: int, periodic: bool, *options: Any) -> Any:
    return kaiser_window_beta(window_length, periodic, 12.0, *options)


def kaiser_window_beta(window_length: int, periodic: bool, beta: float, *options: Any) -> Any:
    """``I0(beta sqrt(1 - (2n / (N - 1) - 1)^2)) / I0(beta)``."""
    return _window("kaiser_window", window_length, periodic, _kaiser(beta), options)
