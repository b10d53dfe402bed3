"""Random sampling kernels: the in-place samplers, ``bernoulli``, ``multinomial``, ``randperm``.

Mirrors ``native/Distributions.cpp`` and ``DistributionTemplates.h``. The samplers
(``uniform_``, ``normal_``, ``random_``, ``exponential_``, ``bernoulli_``) draw from a
:class:`~glasstorch.aten.core.generator.Generator` (the device's default one when
``generator`` is None); their Meta kernels only check the arguments. On a CPU generator
``uniform_``, ``normal_``, ``random_``, ``bernoulli_`` and ``randperm`` run PyTorch's own
algorithms (``random_cpu``) in PyTorch's element order, so seeded streams are PyTorch's;
elsewhere numpy's samplers draw in logical element order. The factories built on them
(``rand``, ``randn``, ``normal``, ``randperm`` ...) live in ``random_factories``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    bool_,
    int64,
)
from glasstorch.c10.core.scalar_type import dtype as DType

from .._runtime import host_array, store
from ..core.generator import Generator, default_generator_for
from ..structured import resize_tensor
from ..type_utils import type_meta_name
from . import random_cpu
from ._lazy import ops
from .fp_errors import ignore_fp_errors
from .tensor_factories import below_autograd, empty_like
from .tensor_iterator import broadcast_shapes, not_implemented_for

__all__ = [
    "bernoulli",
    "bernoulli__Tensor",
    "bernoulli__Tensor_meta",
    "bernoulli__float",
    "bernoulli__float_meta",
    "bernoulli_out",
    "bernoulli_p",
    "exponential_",
    "exponential_meta_",
    "multinomial",
    "multinomial_out",
    "multinomial_out_meta",
    "normal_",
    "normal_meta_",
    "random_",
    "random__from",
    "random__from_meta",
    "random__meta",
    "random__to",
    "random__to_meta",
    "uniform_",
    "uniform_meta_",
]

_FLOAT_DIGITS = {"float16": 11, "bfloat16": 8, "float32": 24, "float64": 53}
#: The largest finite value of each floating dtype (``std::numeric_limits<T>::max()``).
_FLOAT_MAX = {
    "float16": 65504.0,
    "bfloat16": 3.3895313892515355e38,
    "float32": 3.4028234663852886e38,
    "float64": 1.7976931348623157e308,
}
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def generator_or_default(generator: Any, device: Any) -> Generator:
    """``generator`` checked against ``device``'s type, or that device's default one."""
    if generator is None:
        return default_generator_for(device)
    if not isinstance(generator, Generator):
        raise TypeError(f"expected a Generator, but got {type(generator).__name__}")
    if generator.device.type != device.type:
        raise RuntimeError(
            f"Expected a '{device.type}' device type for generator but found "
            f"'{generator.device.type}'"
        )
    return generator


def _rng(self: Any, generator: Any) -> np.random.Generator:
    return generator_or_default(generator, self._impl.device)._numpy()


def cpu_generator(self: Any, generator: Any) -> Generator | None:
    """The generator to draw with when it runs PyTorch's CPU engine, else None."""
    gen = generator_or_default(generator, self._impl.device)
    return gen if gen.engine is not None else None


def _store_in_order(arr: np.ndarray, values: np.ndarray) -> None:
    store(arr, random_cpu.place_in_memory_order(arr, values))


def _fmt(x: float) -> str:
    """A double as C++ streams print it (``2``, ``0.5``, ``1e-07``)."""
    return format(x, "g")


def _real_view(self: Any) -> np.ndarray:
    """``self``'s elements as reals: a complex tensor samples its two parts separately."""
    arr = self._array()
    return arr.view(arr.real.dtype).reshape(*arr.shape, 2) if arr.dtype.kind == "c" else arr


def _draw_dtype(arr: np.ndarray) -> type:
    return np.float64 if arr.dtype == np.float64 else np.float32


# -- uniform_ / normal_ / exponential_ ------------------------------------------------------------
def _check_uniform(self: Any, from_: float, to: float) -> None:
    dtype = self._impl.dtype.to_real()
    if not dtype.is_floating_point:
        raise not_implemented_for("check_uniform_bounds", self._impl.dtype)
    top = _FLOAT_MAX[dtype.name]
    name = type_meta_name(dtype)
    for value, what in ((from_, "from"), (to, "to")):
        if not -top <= value <= top:
            raise RuntimeError(f"{what} is out of bounds for {name}")
    if from_ > to:
        raise RuntimeError(
            f"uniform_ expects to return a [from, to) range, but found from={_fmt(from_)} > "
            f"to={_fmt(to)}"
        )
    if to - from_ > top:
        raise RuntimeError(
            f"uniform_ expects to-from <= std::numeric_limits<{dtype.scalar_type.name}>::max(), "
            f"but found to={_fmt(to)} and from={_fmt(from_)} which result in to-from to exceed "
            "the limit"
        )


def uniform_meta_(self: Any, from_: float = 0, to: float = 1, generator: Any = None) -> Any:
    _check_uniform(self, from_, to)
    return self


def uniform_(self: Any, from_: float = 0, to: float = 1, generator: Any = None) -> Any:
    """Fill ``self`` with samples of U[from, to).

    The unit draws carry as many bits as the dtype's mantissa (PyTorch's
    ``uniform_real``), so a float16 sample of U[0, 1) never rounds up to 1.
    """
    _check_uniform(self, from_, to)
    if self._impl.numel():
        arr = _real_view(self)
        name = self._impl.dtype.to_real().name
        gen = cpu_generator(self, generator)
        if gen is not None:
            _store_in_order(arr, random_cpu.uniform(gen, arr.size, name, from_, to, arr.dtype))
            return self
        dt = _draw_dtype(arr)
        digits = _FLOAT_DIGITS[name]
        units = _rng(self, generator).integers(0, 1 << digits, size=arr.shape, dtype=np.int64)
        u = units.astype(dt) * dt(2.0**-digits)
        store(arr, u * dt(to - from_) + dt(from_))
    return self


def check_normal_std(std: float) -> None:
    if not std >= 0.0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {_fmt(std)}")


def _check_floating(self: Any, kernel: str) -> None:
    dtype = self._impl.dtype
    if not (dtype.is_floating_point or dtype.is_complex):
        raise not_implemented_for(kernel, dtype)


def normal_meta_(self: Any, mean: float = 0, std: float = 1, generator: Any = None) -> Any:
    check_normal_std(std)
    _check_floating(self, "normal_kernel_cpu")
    return self


def normal_(self: Any, mean: float = 0, std: float = 1, generator: Any = None) -> Any:
    """Fill ``self`` with samples of N(mean, std²) (each part of a complex gets std/√2)."""
    normal_meta_(self, mean, std, generator)
    if self._impl.numel():
        if self._impl.dtype.is_complex:
            std = std / np.sqrt(2)
        arr = _real_view(self)
        gen = cpu_generator(self, generator)
        if gen is not None:
            name = self._impl.dtype.to_real().name
            if arr.size >= 16 and self.is_contiguous():
                values = random_cpu.normal_fill(gen, arr.size, name, mean, std)
            else:
                values = random_cpu.normal_scalar(gen, arr.size, mean, std)
            _store_in_order(arr, values)
            return self
        dt = _draw_dtype(arr)
        z = _rng(self, generator).standard_normal(arr.shape, dtype=dt)
        store(arr, z * dt(std) + dt(mean))
    return self


def exponential_meta_(self: Any, lambd: float = 1, generator: Any = None) -> Any:
    if not lambd > 0.0:
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={_fmt(lambd)}")
    if not self._impl.dtype.is_floating_point:
        raise not_implemented_for("exponential_cpu", self._impl.dtype)
    return self


def exponential_(self: Any, lambd: float = 1, generator: Any = None) -> Any:
    """Fill ``self`` with samples of Exp(lambd)."""
    exponential_meta_(self, lambd, generator)
    if self._impl.numel():
        arr = self._array()
        e = _rng(self, generator).standard_exponential(arr.shape, dtype=_draw_dtype(arr))
        store(arr, e / lambd)
    return self


# -- random_ --------------------------------------------------------------------------------------
def _representable(value: int, digits: int) -> int:
    """``value`` rounded (to nearest even) to a float with ``digits`` significant bits."""
    shift = abs(value).bit_length() - digits
    if shift <= 0:
        return value
    q, r = divmod(value, 1 << shift)
    half = 1 << (shift - 1)
    if r > half or (r == half and q % 2):
        q += 1
    return q << shift


def _update_from(from_: int, digits: int) -> int:
    """The smallest bound at or above ``from_`` whose float rounding stays at or above it."""
    rounded = _representable(from_ + 1, digits)
    if rounded < from_:
        return rounded + (1 << (abs(from_ + 1).bit_length() - digits))
    return from_


def _update_to(to: int, digits: int) -> int:
    """The largest bound at or below ``to`` whose float rounding of ``to - 1`` stays below it."""
    rounded = _representable(to - 1, digits)
    if rounded >= to:
        return rounded - (1 << (abs(to - 1).bit_length() - digits))
    return to


def _int_bounds(dtype: DType) -> tuple[int, int]:
    if dtype is bool_:
        return 0, 1
    if dtype.is_floating_point:
        return -int(_FLOAT_MAX[dtype.name]), int(_FLOAT_MAX[dtype.name])
    info = np.iinfo(dtype.numpy_dtype)
    return int(info.min), int(info.max)


def _check_in_range(from_: int, to_inc: int, dtype: DType) -> None:
    low, high = _int_bounds(dtype)
    name = type_meta_name(dtype)
    if not low <= from_ <= high:
        raise RuntimeError(f"from is out of bounds for {name}")
    if not low <= to_inc <= high:
        raise RuntimeError(f"to - 1 is out of bounds for {name}")


def _random_range(dtype: DType, from_: int, to: int | None) -> tuple[int, int]:
    """``[from, to_inclusive]`` of ``random_.from``, moved inside what ``dtype`` can hold."""
    if dtype.is_complex:
        raise RuntimeError(
            "random_from_to_impl handles only integral, floating-point and boolean types"
        )
    digits = _FLOAT_DIGITS.get(dtype.name)
    if to is not None:
        if not from_ < to:
            raise RuntimeError(
                f"random_ expects 'from' to be less than 'to', but got from={from_} >= to={to}"
            )
        if digits is not None:
            from_, to = _update_from(from_, digits), _update_to(to, digits)
            if not from_ < to:
                raise RuntimeError(
                    "random_ expects 'from' casted to dtype to be less than 'to' casted to "
                    f"dtype, but got from={from_} >= to={to}"
                )
        to_inc = to - 1
    else:
        to_inc = min(random_top(dtype), _INT64_MAX)
    _check_in_range(from_, to_inc, dtype)
    return from_, to_inc


def _fill_integers(self: Any, low: int, high_inc: int, generator: Any) -> Any:
    if self._impl.numel():
        arr = self._array()
        gen = cpu_generator(self, generator)
        if gen is not None:
            if high_inc - low == (1 << 64) - 1:
                values = random_cpu.random_full_range(gen, arr.size)
            else:
                values = random_cpu.random_from_to(gen, arr.size, high_inc - low + 1, low)
            _store_in_order(arr, values)
            return self
        span = high_inc - low  # < 2**64
        rng = _rng(self, generator)
        draws = rng.integers(0, span, size=arr.shape, dtype=np.uint64, endpoint=True)
        values = (draws + np.uint64(low % 2**64)).view(np.int64)  # wraps like uint64 math
        store(arr, values)
    return self


def random__from_meta(self: Any, from_: int, to: int | None = None, generator: Any = None) -> Any:
    if not (from_ == _INT64_MIN and to is None):
        _random_range(self._impl.dtype, from_, to)
    return self


def random__from(self: Any, from_: int, to: int | None = None, generator: Any = None) -> Any:
    """Fill ``self`` with integers uniform on ``[from, to)`` (``to`` None: the dtype's top)."""
    if from_ == _INT64_MIN and to is None:
        return _fill_integers(self, _INT64_MIN, _INT64_MAX, generator)
    low, high_inc = _random_range(self._impl.dtype, from_, to)
    return _fill_integers(self, low, high_inc, generator)


def random__to_meta(self: Any, to: int, generator: Any = None) -> Any:
    return random__from_meta(self, 0, to, generator)


def random__to(self: Any, to: int, generator: Any = None) -> Any:
    """Fill ``self`` with integers uniform on ``[0, to)``."""
    return random__from(self, 0, to, generator)


def random__meta(self: Any, generator: Any = None) -> Any:
    if self._impl.dtype.is_complex:
        raise not_implemented_for("random_", self._impl.dtype)
    return self


def random_top(dtype: DType) -> int:
    """The largest integer ``dtype`` holds exactly: 2^mantissa for floats, the max for ints."""
    digits = _FLOAT_DIGITS.get(dtype.name)
    return (1 << digits) if digits is not None else _int_bounds(dtype)[1]


def random_(self: Any, generator: Any = None) -> Any:
    """Fill ``self`` with integers on ``[0, random_top(dtype)]``."""
    random__meta(self, generator)
    dtype = self._impl.dtype
    gen = cpu_generator(self, generator)
    if gen is not None and self._impl.numel():
        arr = self._array()
        _store_in_order(arr, random_cpu.random_bits(gen, arr.size, dtype.name, random_top(dtype)))
        return self
    return _fill_integers(self, 0, random_top(dtype), generator)


# -- bernoulli ------------------------------------------------------------------------------------
def bernoulli__float_meta(self: Any, p: float = 0.5, generator: Any = None) -> Any:
    if not 0 <= p <= 1:
        raise RuntimeError(f"bernoulli_ expects p to be in [0, 1], but got p={_fmt(p)}")
    return self


def bernoulli__float(self: Any, p: float = 0.5, generator: Any = None) -> Any:
    """Fill ``self`` with 1 with probability ``p``, else 0."""
    bernoulli__float_meta(self, p, generator)
    if self._impl.numel():
        arr = self._array()
        gen = cpu_generator(self, generator)
        if gen is not None:
            _store_in_order(arr, random_cpu.bernoulli_scalar(gen, arr.size, p))
            return self
        store(arr, _rng(self, generator).random(arr.shape) < p)
    return self


def bernoulli__Tensor_meta(self: Any, p: Any, generator: Any = None) -> Any:
    target, source = self._impl.sizes, p._impl.sizes
    if len(source) > len(target) or broadcast_shapes(target, source) != target:
        raise RuntimeError(
            f"The expanded size of the tensor ({target[-1] if target else 1}) must match the "
            f"existing size ({source[-1] if source else 1}) at non-singleton dimension "
            f"{max(len(target) - 1, 0)}.  Target sizes: {list(target)}.  "
            f"Tensor sizes: {list(source)}"
        )
    return self


def bernoulli__Tensor(self: Any, p: Any, generator: Any = None) -> Any:
    """Fill ``self`` with 1 where a draw falls below ``p`` (broadcast to ``self``)."""
    bernoulli__Tensor_meta(self, p, generator)
    if self._impl.numel():
        probs = host_array(p._array()).astype(np.float64)
        if not bool(np.all((probs >= 0) & (probs <= 1))):
            raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.")
        arr = self._array()
        gen = cpu_generator(self, generator)
        if gen is not None:
            source = host_array(p._array())
            if source.dtype.kind != "f":
                source = source.astype(np.float32)
            ordered = random_cpu.to_memory_order(arr, np.broadcast_to(source, arr.shape))
            _store_in_order(arr, random_cpu.bernoulli_tensor(gen, ordered))
            return self
        store(arr, _rng(self, generator).random(arr.shape) < probs)
    return self


def bernoulli(self: Any, generator: Any = None) -> Any:
    """0/1 samples with the probabilities in ``self`` (same shape and dtype)."""
    with below_autograd():
        return ops.bernoulli__Tensor.call(empty_like(self), self, generator)


def bernoulli_out(self: Any, generator: Any, out: Any) -> Any:
    resize_tensor(out, self._impl.sizes)
    return ops.bernoulli__Tensor.call(out, self, generator)


def bernoulli_p(self: Any, p: float, generator: Any = None) -> Any:
    """0/1 samples shaped like ``self``, each 1 with probability ``p``."""
    with below_autograd():
        return ops.bernoulli__float.call(empty_like(self), p, generator)


# -- multinomial ----------------------------------------------------------------------------------
def _check_multinomial(self: Any, n_sample: int, replacement: bool, out: Any) -> tuple[int, ...]:
    """PyTorch's argument checks; returns the output shape."""
    impl = self._impl
    if out._impl.device != impl.device:
        raise RuntimeError("multinomial arguments must have the same device")
    if not 0 < impl.dim() <= 2:
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    if not impl.dtype.is_floating_point:
        raise RuntimeError(
            "multinomial only supports floating-point dtypes for input, got: "
            f"{impl.dtype.scalar_type.name}"
        )
    if out._impl.dtype is not int64:
        raise RuntimeError(
            f"multinomial expects Long tensor out, got: {out._impl.dtype.scalar_type.name}"
        )
    if n_sample <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    n_categories = impl.sizes[-1]
    if not replacement and n_sample > n_categories:
        raise RuntimeError(
            "cannot sample n_sample > prob_dist.size(-1) samples without replacement"
        )
    if n_categories > 1 << 24:
        raise RuntimeError("number of categories cannot exceed 2^24")
    return (n_sample,) if impl.dim() == 1 else (impl.sizes[0], n_sample)


def multinomial_out_meta(
    self: Any, num_samples: int, replacement: bool, generator: Any, out: Any
) -> Any:
    resize_tensor(out, _check_multinomial(self, num_samples, replacement, out))
    return out


def _check_distribution_rows(probs: np.ndarray, replacement: bool) -> None:
    if not replacement:
        if not bool(np.all((probs < np.inf) & (probs >= 0))):
            raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    else:
        if bool(np.any(probs < 0)):
            raise RuntimeError(
                "invalid multinomial distribution (encountering probability entry < 0)"
            )
        if not bool(np.all(np.isfinite(probs))):
            raise RuntimeError(
                "invalid multinomial distribution (encountering probability entry = infinity "
                "or NaN)"
            )
    if bool(np.any(probs.sum(axis=-1) <= 0)):
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")


def multinomial_out(
    self: Any, num_samples: int, replacement: bool, generator: Any, out: Any
) -> Any:
    """Draw ``num_samples`` category indices per row of ``self`` (unnormalised weights).

    Without replacement (or for one sample), the top-k of ``p / q`` with ``q ~ Exp(1)`` — a
    weighted draw without replacement; with replacement, inverse-CDF sampling.
    """
    shape = _check_multinomial(self, num_samples, replacement, out)
    resize_tensor(out, shape)
    if not out._impl.numel():
        return out
    probs = np.atleast_2d(host_array(self._array()).astype(np.float64))
    rng = _rng(self, generator)
    _check_distribution_rows(probs, replacement and num_samples != 1)
    if not replacement or num_samples == 1:
        with ignore_fp_errors():
            keys = probs / rng.standard_exponential(probs.shape)
        picks = np.argsort(-keys, axis=-1, kind="stable")[:, :num_samples]
    else:
        cdf = np.cumsum(probs, axis=-1)
        draws = rng.random((probs.shape[0], num_samples)) * cdf[:, -1:]
        last = probs.shape[-1] - 1 - np.argmax(probs[:, ::-1] > 0, axis=-1)
        picks = np.stack(
            [np.searchsorted(c, d, side="right") for c, d in zip(cdf, draws, strict=True)]
        )
        picks = np.minimum(picks, last[:, None])
    store(out._array(), picks.reshape(shape))
    return out


def multinomial(
    self: Any, num_samples: int, replacement: bool = False, generator: Any = None
) -> Any:
    """``num_samples`` indices per row drawn with the weights in ``self`` (int64)."""
    impl = self._impl
    result = ops.empty_memory_format.call((0,), int64, None, impl.device, None, None)
    with below_autograd():
        return ops.multinomial_out.call(self, num_samples, replacement, generator, result)
