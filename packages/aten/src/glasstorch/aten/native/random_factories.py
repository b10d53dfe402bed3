"""Random factories: ``rand``, ``randn``, ``randint``, their ``*_like`` forms, ``normal``
and ``randperm``.

Mirrors the random part of ``native/TensorFactories.cpp`` and the ``normal`` overloads of
``DistributionTemplates.h``. Each is CompositeExplicitAutograd: an ``empty`` tensor (or the
``out=`` tensor, resized) filled by one in-place sampler of ``random_ops``, below
ADInplaceOrView so a fresh tensor starts at version 0. TensorOptions arguments (dtype,
layout, device, pin_memory, and memory_format for ``*_like``) arrive as ``*options``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import get_default_dtype, int64

from .._runtime import store
from ..structured import resize_tensor
from . import random_cpu
from ._lazy import ops
from .random_ops import check_normal_std, generator_or_default, random_top
from .tensor_factories import below_autograd, empty_like
from .tensor_iterator import broadcast_shapes

__all__ = [
    "normal_Tensor_Tensor",
    "normal_Tensor_Tensor_out",
    "normal_Tensor_float",
    "normal_Tensor_float_out",
    "normal_float_Tensor",
    "normal_float_Tensor_out",
    "normal_float_float",
    "normal_float_float_out",
    "rand",
    "rand_like",
    "rand_out",
    "randint",
    "randint_like",
    "randint_like_low_dtype",
    "randint_low",
    "randint_low_out",
    "randint_out",
    "randn",
    "randn_like",
    "randn_out",
    "randperm",
    "randperm_out",
    "randperm_out_meta",
]


# -- rand / randn / randint and their *_like ------------------------------------------------------
def _sampled(size: Sequence[int], options: Sequence[Any], fill: Any) -> Any:
    result = ops.empty_memory_format.call(tuple(size), *options, None)
    with below_autograd():
        return fill(result)


def _resampled(out: Any, size: Sequence[int], fill: Any) -> Any:
    resize_tensor(out, size)
    return fill(out)


def _like(self: Any, options: Sequence[Any], fill: Any) -> Any:
    with below_autograd():
        return fill(empty_like(self, *options))


def _uniform(generator: Any) -> Any:
    return lambda t: ops.uniform_.call(t, 0.0, 1.0, generator)


def _normal_fill(mean: float, std: float, generator: Any) -> Any:
    return lambda t: ops.normal_.call(t, mean, std, generator)


def _integers(low: int, high: int, generator: Any) -> Any:
    return lambda t: ops.random__from.call(t, low, high, generator)


def rand(size: Sequence[int], generator: Any, *options: Any) -> Any:
    """Samples of U[0, 1) shaped ``size`` (``options``: dtype, layout, device, pin_memory)."""
    return _sampled(size, options, _uniform(generator))


def rand_out(size: Sequence[int], generator: Any, out: Any) -> Any:
    return _resampled(out, size, _uniform(generator))


def randn(size: Sequence[int], generator: Any, *options: Any) -> Any:
    """Samples of N(0, 1) shaped ``size``."""
    return _sampled(size, options, _normal_fill(0.0, 1.0, generator))


def randn_out(size: Sequence[int], generator: Any, out: Any) -> Any:
    return _resampled(out, size, _normal_fill(0.0, 1.0, generator))


def randint(high: int, size: Sequence[int], generator: Any, *options: Any) -> Any:
    """Integers uniform on ``[0, high)`` shaped ``size`` (int64 unless given)."""
    return randint_low(0, high, size, generator, *options)


def randint_low(
    low: int, high: int, size: Sequence[int], generator: Any, dtype: Any, *options: Any
) -> Any:
    """Integers uniform on ``[low, high)`` shaped ``size``."""
    dt = int64 if dtype is None else dtype
    return _sampled(size, (dt, *options), _integers(low, high, generator))


def randint_out(high: int, size: Sequence[int], generator: Any, out: Any) -> Any:
    return _resampled(out, size, _integers(0, high, generator))


def randint_low_out(low: int, high: int, size: Sequence[int], generator: Any, out: Any) -> Any:
    return _resampled(out, size, _integers(low, high, generator))


def rand_like(self: Any, generator: Any, *options: Any) -> Any:
    """U[0, 1) samples shaped like ``self`` (its dtype and device unless given)."""
    return _like(self, options, _uniform(generator))


def randn_like(self: Any, generator: Any, *options: Any) -> Any:
    return _like(self, options, _normal_fill(0.0, 1.0, generator))


def randint_like(self: Any, high: int, generator: Any, *options: Any) -> Any:
    return _like(self, options, _integers(0, high, generator))


def randint_like_low_dtype(self: Any, low: int, high: int, generator: Any, *options: Any) -> Any:
    return _like(self, options, _integers(low, high, generator))


# -- normal ---------------------------------------------------------------------------------------
def _check_std_tensor(std: Any) -> None:
    if std._impl.dtype.is_complex:
        raise RuntimeError("normal expects standard deviation to be non-complex")
    if std._impl.numel() and not std._impl.device.is_meta():
        if not bool(np.min(std._array()) >= 0):
            raise RuntimeError("normal expects all elements of std >= 0.0")


def _normal_into(out: Any, mean: Any, std: Any, generator: Any) -> Any:
    """``out`` (already shaped) ← N(0, 1) · std + mean, with tensor or float mean/std."""
    ops.normal_.call(out, 0.0, 1.0 if hasattr(std, "_impl") else std, generator)
    if hasattr(std, "_impl"):
        ops.mul__Tensor.call(out, std)
    if not hasattr(mean, "_impl"):
        impl = out._impl
        mean = ops.scalar_tensor.call(mean, impl.dtype, None, impl.device, None)
    return ops.add__Tensor.call(out, mean, 1)


def _normal_shape(mean: Any, std: Any) -> tuple[int, ...]:
    shapes = [t._impl.sizes for t in (mean, std) if hasattr(t, "_impl")]
    return broadcast_shapes(*shapes)


def _normal(mean: Any, std: Any, like: Any, generator: Any) -> Any:
    impl = like._impl
    shape = _normal_shape(mean, std)
    out = ops.empty_memory_format.call(shape, impl.dtype, None, impl.device, None, None)
    with below_autograd():
        return _normal_into(out, mean, std, generator)


def _normal_out(mean: Any, std: Any, generator: Any, out: Any) -> Any:
    resize_tensor(out, _normal_shape(mean, std))
    return _normal_into(out, mean, std, generator)


def normal_Tensor_float(mean: Any, std: float = 1, generator: Any = None) -> Any:
    """Samples of N(mean, std²), one per element of ``mean``."""
    check_normal_std(std)
    return _normal(mean, std, mean, generator)


def normal_Tensor_float_out(mean: Any, std: float, generator: Any, out: Any) -> Any:
    check_normal_std(std)
    return _normal_out(mean, std, generator, out)


def normal_float_Tensor(mean: float, std: Any, generator: Any = None) -> Any:
    """Samples of N(mean, std²), one per element of ``std``."""
    _check_std_tensor(std)
    return _normal(mean, std, std, generator)


def normal_float_Tensor_out(mean: float, std: Any, generator: Any, out: Any) -> Any:
    _check_std_tensor(std)
    return _normal_out(mean, std, generator, out)


def normal_Tensor_Tensor(mean: Any, std: Any, generator: Any = None) -> Any:
    """Samples of N(mean, std²) over the broadcast of ``mean`` and ``std``."""
    _check_std_tensor(std)
    return _normal(mean, std, mean, generator)


def normal_Tensor_Tensor_out(mean: Any, std: Any, generator: Any, out: Any) -> Any:
    _check_std_tensor(std)
    return _normal_out(mean, std, generator, out)


def normal_float_float(
    mean: float, std: float, size: Sequence[int], generator: Any, dtype: Any, *options: Any
) -> Any:
    """Samples of N(mean, std²) shaped ``size``."""
    check_normal_std(std)
    dt = get_default_dtype() if dtype is None else dtype
    return _sampled(size, (dt, *options), _normal_fill(mean, std, generator))


def normal_float_float_out(
    mean: float, std: float, size: Sequence[int], generator: Any, out: Any
) -> Any:
    check_normal_std(std)
    return _resampled(out, size, _normal_fill(mean, std, generator))


# -- randperm --------------------------------------------------------------------------------------
def _check_randperm(n: int, out: Any) -> None:
    if n < 0:
        raise RuntimeError(f"n must be non-negative, got{n}")
    dtype = out._impl.dtype
    if n > 0 and n - 1 > random_top(dtype):
        raise RuntimeError(f"n is too large for result tensor type: '{dtype.scalar_type.name}'")


def randperm_out_meta(n: int, generator: Any, out: Any) -> Any:
    _check_randperm(n, out)
    resize_tensor(out, (n,))
    return out


def randperm_out(n: int, generator: Any, out: Any) -> Any:
    """A uniformly random permutation of ``0 .. n-1`` written into ``out``."""
    randperm_out_meta(n, generator, out)
    if n:
        gen = generator_or_default(generator, out._impl.device)
        if gen.engine is not None:
            store(out._array(), random_cpu.randperm(gen, n))
        else:
            store(out._array(), gen._numpy().permutation(n))
    return out


def randperm(n: int, generator: Any, dtype: Any, *options: Any) -> Any:
    """A random permutation of ``0 .. n-1`` (int64 unless given)."""
    if n < 0:
        raise RuntimeError(f"n must be non-negative, got{n}")
    dt = int64 if dtype is None else dtype
    result = ops.empty_memory_format.call((n,), dt, *options, None)
    with below_autograd():
        return ops.randperm_out.call(n, generator, result)
