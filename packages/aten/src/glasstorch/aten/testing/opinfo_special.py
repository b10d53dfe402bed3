"""OpInfo entries for the special functions and the newer pointwise operators
(``native/special_ops.py``, ``binary_math.py``), with numpy and ``scipy.special`` references.

Each unary entry draws its samples from the function's domain; the binary ones broadcast
as the pointwise table's do. Entries tagged ``pointwise`` run in float64 against the
reference; the complex ones (``complex``) and the integer ones (``integer``) keep their
samples' dtypes.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos
from .opinfo_pointwise import SHAPES, _binary, _binary_samples, _unary, _unary_samples

_binary_pairs = _binary_samples()

__all__ = ["opinfos"]


def _called(name: str, **fixed: Any) -> Any:
    """``torch.<name>(*args, **fixed)``."""
    return lambda torch, *args: getattr(torch, name)(*args, **fixed)


def _logit(eps: float | None) -> Any:
    def ref(x: np.ndarray) -> np.ndarray:
        if eps is not None:
            x = np.clip(x, eps, 1 - eps)
        return np.log(x / (1 - x))

    return ref


def _mvlgamma(p: int) -> Any:
    def ref(x: np.ndarray) -> np.ndarray:
        terms = sum(special.gammaln(x - j / 2) for j in range(p))
        return terms + p * (p - 1) / 4 * math.log(math.pi)

    return ref


def _special_samples(rng: np.random.Generator) -> list[SampleInput]:
    """Values with the infinities, NaN and signed zeros the tests single out."""
    edge = np.array([-np.inf, -1.5, -0.0, 0.0, 2.0, np.inf, np.nan])
    return [SampleInput((edge,), name="edges"), SampleInput((rng.uniform(-2, 2, (3, 4)),))]


def _positive_pairs(rng: np.random.Generator) -> list[SampleInput]:
    pairs = [((5,), (5,)), ((3, 4), (4,)), ((2, 1, 3), (4, 1))]
    return [
        SampleInput((rng.uniform(0.5, 3, a), rng.uniform(0.5, 3, b)), name=f"{a}x{b}")
        for a, b in pairs
    ]


def _nans(rng: np.random.Generator) -> list[SampleInput]:
    """NaNs on either side, and on both."""
    a = np.array([np.nan, 1.0, np.nan, -2.0])
    b = np.array([2.0, np.nan, np.nan, -3.0])
    return [SampleInput((a, b), name="nans")]


def _xlogy_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.uniform(-2, 2, (3, 4))
    x[0, :2] = 0.0
    return [SampleInput((x, rng.uniform(0.5, 2, (3, 4))), name="zeros in x")]


def _xlogy(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return np.where((x == 0) & ~np.isnan(y), 0.0, x * np.log(y))


def _heaviside_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = np.array([-1.5, 0.0, 2.0, 0.0])
    return [SampleInput((x, np.array([0.5])), name="scalar values"), SampleInput((x, x * 3))]


def _frexp_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((rng.uniform(-50, 50, s),), name=str(s)) for s in SHAPES]


UNARY = [
    _unary("acosh", np.arccosh, 1.2, 4.0),
    _unary("asinh", np.arcsinh),
    _unary("atanh", np.arctanh, -0.9, 0.9),
    _unary("deg2rad", np.deg2rad),
    _unary("rad2deg", np.rad2deg),
    _unary("erfc", special.erfc),
    _unary("sinc", np.sinc),
    _unary("i0", special.i0),
    _unary("digamma", special.psi, 0.5, 3.0),
    _unary("lgamma", special.gammaln, 0.5, 3.0),
    _unary("logit", _logit(None), 0.05, 0.95),
    OpInfo(
        "logit_eps",
        op=_called("logit", eps=0.2),
        ref=_logit(0.2),
        samples=lambda rng: [SampleInput((rng.uniform(0.05, 0.95, (3, 4)),))],
        tags=("pointwise", "unary"),
    ),
    OpInfo(
        "polygamma",
        op=lambda torch, x: torch.polygamma(2, x),
        ref=lambda x: special.polygamma(2, x),
        samples=lambda rng: [SampleInput((rng.uniform(0.5, 3, s),), name=str(s)) for s in SHAPES],
        tags=("pointwise", "unary"),
    ),
    OpInfo(
        "mvlgamma",
        op=_called("mvlgamma", p=3),
        ref=_mvlgamma(3),
        samples=lambda rng: [SampleInput((rng.uniform(1.5, 4, s),), name=str(s)) for s in SHAPES],
        tags=("pointwise", "unary"),
    ),
    OpInfo("signbit", _called("signbit"), np.signbit, _special_samples, (), tags=("pointwise",)),
    OpInfo("isposinf", _called("isposinf"), np.isposinf, _special_samples, (), tags=("pointwise",)),
    OpInfo("isneginf", _called("isneginf"), np.isneginf, _special_samples, (), tags=("pointwise",)),
    OpInfo(
        "frexp",
        op=lambda torch, x: torch.frexp(x).mantissa,
        ref=lambda x: np.frexp(x)[0],
        samples=_frexp_samples,
        tags=("pointwise",),
    ),
]

BINARY = [
    _binary("fmax", np.fmax),
    _binary("fmin", np.fmin),
    OpInfo("fmax_nan", _called("fmax"), np.fmax, _nans, (), tags=("pointwise", "binary")),
    OpInfo("fmin_nan", _called("fmin"), np.fmin, _nans, (), tags=("pointwise", "binary")),
    _binary("logaddexp", np.logaddexp),
    _binary("logaddexp2", np.logaddexp2),
    _binary("hypot", np.hypot, nonzero=True),
    _binary("copysign", np.copysign, nonzero=True),
    _binary("nextafter", np.nextafter, differentiable=()),
    OpInfo("xlogy", _called("xlogy"), _xlogy, _xlogy_samples, (0, 1), tags=("pointwise",)),
    OpInfo(
        "igamma", _called("igamma"), special.gammainc, _positive_pairs, (1,), tags=("pointwise",)
    ),
    OpInfo(
        "igammac", _called("igammac"), special.gammaincc, _positive_pairs, (1,), tags=("pointwise",)
    ),
    OpInfo(
        "heaviside",
        _called("heaviside"),
        lambda x, v: np.heaviside(x, v),
        _heaviside_samples,
        (),
        tags=("pointwise",),
    ),
]


def _integer_pairs(rng: np.random.Generator) -> list[SampleInput]:
    a = rng.integers(-30, 30, (3, 4))
    b = rng.integers(-30, 30, (4,))
    return [
        SampleInput((a, b), name="3x4 and 4"),
        SampleInput((np.array([0, 0, 7]), np.zeros(3, int))),
    ]


def _aten(overload: str, *fixed: Any) -> Any:
    """The aten overload itself (``clamp_min.default``, ``fill.Scalar``): Python numbers bind
    to the Tensor overloads of these names, so the Scalar ones are called directly."""
    name, _, which = overload.partition(".")
    return lambda torch, x: getattr(getattr(torch.ops.aten, name), which)(x, *fixed)


ONE_BOUND = [
    OpInfo("clamp_min", _aten("clamp_min.default", -0.5), lambda x: np.maximum(x, -0.5),
           _unary_samples(), tags=("pointwise",)),
    OpInfo("clamp_max", _aten("clamp_max.default", 0.5), lambda x: np.minimum(x, 0.5),
           _unary_samples(), tags=("pointwise",)),
    OpInfo("clamp_min_tensor", _called("clamp_min"), np.maximum, _binary_pairs, (0, 1),
           tags=("pointwise", "binary")),
    OpInfo("clamp_max_tensor", _called("clamp_max"), np.minimum, _binary_pairs, (0, 1),
           tags=("pointwise", "binary")),
    OpInfo("fill", _aten("fill.Scalar", 2.5), lambda x: np.full_like(x, 2.5), _unary_samples(),
           tags=("pointwise",)),
]  # fmt: skip

INTEGER = [
    OpInfo("gcd", _called("gcd"), np.gcd, _integer_pairs, (), tags=("integer",)),
    OpInfo("lcm", _called("lcm"), np.lcm, _integer_pairs, (), tags=("integer",)),
]

opinfos = UNARY + BINARY + ONE_BOUND + INTEGER
register_opinfos(opinfos)
