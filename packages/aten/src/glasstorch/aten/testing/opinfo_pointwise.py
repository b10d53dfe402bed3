"""OpInfo entries for the pointwise operators (unary, binary, ternary)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos

SHAPES = [(), (5,), (3, 4), (2, 1, 3)]


def _unary_samples(low: float = -2.0, high: float = 2.0) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.uniform(low, high, size=s),), name=str(s)) for s in SHAPES]

    return samples


def _binary_samples(low: float = -2.0, high: float = 2.0, nonzero: bool = False) -> Any:
    pairs = [((), ()), ((5,), (5,)), ((3, 4), (4,)), ((2, 1, 3), (4, 1)), ((3, 1), (1, 3))]

    def draw(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
        x = rng.uniform(low, high, size=shape)
        if nonzero:
            x = np.where(np.abs(x) < 0.25, 0.5, x)
        return x

    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((draw(rng, a), draw(rng, b)), name=f"{a}x{b}") for a, b in pairs]

    return samples


def _unary(name: str, ref: Any, low: float = -2.0, high: float = 2.0, **kw: Any) -> OpInfo:
    return OpInfo(
        name,
        op=lambda torch, x, **k: getattr(torch, name)(x, **k),
        ref=ref,
        samples=_unary_samples(low, high),
        tags=("pointwise", "unary"),
        **kw,
    )


def _binary(name: str, ref: Any, nonzero: bool = False, **kw: Any) -> OpInfo:
    return OpInfo(
        name,
        op=lambda torch, a, b, **k: getattr(torch, name)(a, b, **k),
        ref=ref,
        samples=_binary_samples(nonzero=nonzero),
        differentiable=kw.pop("differentiable", (0, 1)),
        tags=("pointwise", "binary"),
        **kw,
    )


def _gelu_tanh(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3)))


UNARY = [
    _unary("abs", np.abs),
    _unary("neg", np.negative),
    _unary("exp", np.exp),
    _unary("exp2", np.exp2),
    _unary("expm1", np.expm1),
    _unary("log", np.log, 0.1, 3.0),
    _unary("log2", np.log2, 0.1, 3.0),
    _unary("log10", np.log10, 0.1, 3.0),
    _unary("log1p", np.log1p, -0.5, 3.0),
    _unary("sqrt", np.sqrt, 0.1, 3.0),
    _unary("rsqrt", lambda x: 1 / np.sqrt(x), 0.1, 3.0),
    _unary("reciprocal", np.reciprocal, 0.5, 3.0),
    _unary("square", np.square),
    _unary("sin", np.sin),
    _unary("cos", np.cos),
    _unary("tan", np.tan, -1.2, 1.2),
    _unary("asin", np.arcsin, -0.9, 0.9),
    _unary("acos", np.arccos, -0.9, 0.9),
    _unary("atan", np.arctan),
    _unary("sinh", np.sinh),
    _unary("cosh", np.cosh),
    _unary("tanh", np.tanh),
    _unary("sigmoid", special.expit),
    _unary("erf", special.erf),
    _unary("relu", lambda x: np.maximum(x, 0)),
    _unary("silu", lambda x: x * special.expit(x)),
    _unary("gelu", lambda x: 0.5 * x * (1 + special.erf(x / math.sqrt(2)))),
    OpInfo(
        "gelu_tanh",
        op=lambda torch, x: torch.gelu(x, approximate="tanh"),
        ref=_gelu_tanh,
        samples=_unary_samples(),
        tags=("pointwise", "unary"),
    ),
    _unary("frac", lambda x: x - np.trunc(x), differentiable=(0,)),
    _unary("floor", np.floor, differentiable=()),
    _unary("ceil", np.ceil, differentiable=()),
    _unary("trunc", np.trunc, differentiable=()),
    _unary("round", np.round, differentiable=()),
    _unary("sign", np.sign, differentiable=()),
]

BINARY = [
    _binary("add", np.add),
    _binary("sub", np.subtract),
    _binary("mul", np.multiply),
    _binary("div", np.true_divide, nonzero=True),
    _binary("atan2", np.arctan2, nonzero=True),
    _binary("maximum", np.maximum),
    _binary("minimum", np.minimum),
    _binary("fmod", np.fmod, nonzero=True, differentiable=(0,)),
    _binary("remainder", np.remainder, nonzero=True, differentiable=(0,)),
    _binary("eq", np.equal, differentiable=()),
    _binary("lt", np.less, differentiable=()),
    _binary("ge", np.greater_equal, differentiable=()),
    OpInfo(
        "pow",
        op=lambda torch, a, b: torch.pow(a, b),
        ref=np.power,
        samples=lambda rng: [
            SampleInput((rng.uniform(0.5, 2.0, size=s), rng.uniform(-2, 2, size=s)), name=str(s))
            for s in SHAPES
        ],
        differentiable=(0, 1),
        tags=("pointwise", "binary"),
    ),
    OpInfo(
        "add_alpha",
        op=lambda torch, a, b: torch.add(a, b, alpha=2.5),
        ref=lambda a, b: a + 2.5 * b,
        samples=_binary_samples(),
        differentiable=(0, 1),
        tags=("pointwise", "binary"),
    ),
]

TERNARY = [
    OpInfo(
        "where",
        op=lambda torch, c, a, b: torch.where(c > 0, a, b),
        ref=lambda c, a, b: np.where(c > 0, a, b),
        samples=lambda rng: [
            SampleInput(tuple(rng.uniform(-1, 1, size=s) for s in shapes), name=str(shapes))
            for shapes in [((3,), (3,), (3,)), ((2, 3), (3,), (2, 1))]
        ],
        differentiable=(1, 2),
        tags=("pointwise",),
    ),
    OpInfo(
        "lerp",
        op=lambda torch, a, b, w: torch.lerp(a, b, w),
        ref=lambda a, b, w: a + w * (b - a),
        samples=lambda rng: [
            SampleInput(tuple(rng.uniform(-1, 1, size=(3, 4)) for _ in range(3)), name="3x4")
        ],
        differentiable=(0, 1, 2),
        tags=("pointwise",),
    ),
    OpInfo(
        "addcmul",
        op=lambda torch, a, b, c: torch.addcmul(a, b, c, value=0.5),
        ref=lambda a, b, c: a + 0.5 * b * c,
        samples=lambda rng: [
            SampleInput(tuple(rng.uniform(-1, 1, size=(2, 3)) for _ in range(3)), name="2x3")
        ],
        differentiable=(0, 1, 2),
        tags=("pointwise",),
    ),
    OpInfo(
        "addcdiv",
        op=lambda torch, a, b, c: torch.addcdiv(a, b, c, value=0.5),
        ref=lambda a, b, c: a + 0.5 * b / c,
        samples=lambda rng: [
            SampleInput(
                (rng.uniform(-1, 1, (2, 3)), rng.uniform(-1, 1, (2, 3)), rng.uniform(1, 2, (2, 3))),
                name="2x3",
            )
        ],
        differentiable=(0, 1, 2),
        tags=("pointwise",),
    ),
    OpInfo(
        "clamp",
        op=lambda torch, x: torch.clamp(x, min=-0.5, max=0.75),
        ref=lambda x: np.clip(x, -0.5, 0.75),
        samples=_unary_samples(),
        tags=("pointwise",),
    ),
]

register_opinfos(UNARY + BINARY + TERNARY)
