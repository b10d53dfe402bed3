"""OpInfo entries for ``unfold``, the ``*_copy`` and ``*_scatter`` operators, the pointwise
and activation composites (``ldexp``, ``float_power``, ``isreal``, ``cumulative_trapezoid``,
``hardshrink``, ``celu``, ``selu``, ``prelu``) and the window functions, with numpy
references. Tags route them to the shared view, shape, composite, pointwise and factory
suites."""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import float64
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]


def _call(name: str, *fixed: Any, **kw: Any) -> Any:
    return lambda torch, *args, **kwargs: getattr(torch, name)(*args, *fixed, **kw, **kwargs)


def _arrays(*shapes: tuple[int, ...]) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [SampleInput((rng.standard_normal(s),), name=str(s)) for s in shapes]

    return samples


def _unfold(x: np.ndarray, dim: int, size: int, step: int) -> np.ndarray:
    dim %= x.ndim
    windows = np.lib.stride_tricks.sliding_window_view(x, size, axis=dim)
    return np.take(windows, range(0, windows.shape[dim], step), axis=dim)


def _copy(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    return OpInfo(name, _call(name), ref, samples, tags=("shape",), **kw)


def _scatter(x: np.ndarray, src: np.ndarray, view: Any) -> np.ndarray:
    out = x.copy()
    view(out)[...] = src
    return out


VIEWS = [
    OpInfo(
        "unfold",
        lambda torch, x, *args: x.unfold(*args),
        _unfold,
        lambda rng: [
            SampleInput((rng.standard_normal(7), 0, 2, 2)),
            SampleInput((rng.standard_normal((3, 5)), 1, 3, 1)),
            SampleInput((rng.standard_normal((4, 3)), -2, 2, 3)),
        ],
        tags=("view",),
    ),
]


def _with(*args: Any) -> Any:
    """Samples of one standard-normal tensor of each shape, followed by ``args``."""
    shape, rest = args[0], args[1:]
    return lambda rng: [SampleInput((rng.standard_normal(shape), *rest))]


COPIES = [
    _copy("permute_copy", lambda x, dims: np.transpose(x, dims), _with((2, 3, 4), (2, 0, 1))),
    _copy("t_copy", np.transpose, _arrays((3, 4))),
    _copy("transpose_copy", lambda x, a, b: np.swapaxes(x, a, b), _with((2, 3, 4), 0, 2)),
    _copy("diagonal_copy", lambda x, offset: np.diagonal(x, offset).copy(), _with((3, 4), 1)),
    _copy("select_copy", lambda x, dim, i: np.take(x, i, axis=dim), _with((3, 4), 1, 2)),
    _copy("unsqueeze_copy", lambda x, dim: np.expand_dims(x, dim), _with((3, 4), 1)),
    _copy("view_copy", lambda x, size: x.reshape(size), _with((3, 4), (2, 6))),
    _copy("expand_copy", lambda x, size: np.broadcast_to(x, size).copy(), _with((3, 1), (2, 3, 4))),
    _copy("unfold_copy", _unfold, _with((3, 5), 1, 2, 2)),
    _copy("squeeze_copy", np.squeeze, _arrays((3, 1, 4))),
]


def _scatter_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((rng.standard_normal((3, 4)), rng.standard_normal(4)))]


SCATTERS = [
    OpInfo(
        "select_scatter",
        _call("select_scatter", 0, 1),
        lambda x, s: _scatter(x, s, lambda o: o[1]),
        _scatter_samples,
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "slice_scatter",
        _call("slice_scatter", dim=1, start=1, end=4, step=2),
        lambda x, s: _scatter(x, s, lambda o: o[:, 1:4:2]),
        lambda rng: [SampleInput((rng.standard_normal((3, 4)), rng.standard_normal((3, 2))))],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "diagonal_scatter",
        _call("diagonal_scatter", 1),
        lambda x, s: _scatter(
            x,
            s,
            lambda o: np.lib.stride_tricks.as_strided(
                o[:, 1:], (3,), (o.strides[0] + o.strides[1],)
            ),
        ),
        lambda rng: [SampleInput((rng.standard_normal((3, 4)), rng.standard_normal(3)))],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "as_strided_scatter",
        _call("as_strided_scatter", (2, 2), (4, 1), 1),
        lambda x, s: _scatter(x, s, lambda o: o[:2, 1:3]),
        lambda rng: [SampleInput((rng.standard_normal((3, 4)), rng.standard_normal((2, 2))))],
        differentiable=(0, 1),
        tags=("composite",),
        supports_meta=False,
    ),
]


def _celu(x: np.ndarray, alpha: float = 0.5) -> np.ndarray:
    return np.maximum(0, x) + np.minimum(0, alpha * np.expm1(x / alpha))


def _selu(x: np.ndarray) -> np.ndarray:
    alpha, scale = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946
    return scale * np.where(x > 0, x, alpha * np.expm1(x))


POINTWISE = [
    OpInfo(
        "hardshrink",
        _call("hardshrink", 0.3),
        lambda x: np.where(np.abs(x) > 0.3, x, 0.0),
        _arrays((), (5,), (3, 4)),
        tags=("pointwise", "unary"),
    ),
    OpInfo("celu", _call("celu", 0.5), _celu, _arrays((5,), (3, 4)), tags=("pointwise", "unary")),
    OpInfo("selu", _call("selu"), _selu, _arrays((5,), (3, 4)), tags=("pointwise", "unary")),
    OpInfo(
        "ldexp",
        lambda torch, x, e: torch.ldexp(x, e.long()),
        lambda x, e: x * 2.0 ** e.astype(np.int64),
        lambda rng: [
            SampleInput((rng.standard_normal((3, 4)), rng.integers(-3, 4, (4,)).astype(np.float64)))
        ],
        tags=("pointwise",),
    ),
    OpInfo(
        "float_power",
        _call("float_power"),
        np.float_power,
        lambda rng: [SampleInput((rng.uniform(0.5, 2, (3, 4)), rng.uniform(-2, 2, (4,))))],
        differentiable=(0, 1),
        tags=("pointwise",),
    ),
]

COMPOSITES = [
    OpInfo(
        "prelu",
        _call("prelu"),
        lambda x, w: np.where(x > 0, x, x * w.reshape((-1,) + (1,) * (x.ndim - 2))),
        lambda rng: [
            SampleInput((rng.standard_normal((2, 3, 4)), rng.uniform(0, 1, 3))),
            SampleInput((rng.standard_normal((2, 3)), rng.uniform(0, 1, 1))),
        ],
        differentiable=(0, 1),
        tags=("composite",),
    ),
    OpInfo(
        "cumulative_trapezoid",
        _call("cumulative_trapezoid"),
        lambda y, x=None, dim=-1: _cumulative_trapezoid(y, x, dim),
        lambda rng: [
            SampleInput((rng.standard_normal((3, 4)),)),
            SampleInput(
                (rng.standard_normal((3, 4)), np.cumsum(rng.uniform(0.5, 1, 3))), {"dim": 0}
            ),
        ],
        differentiable=(0,),
        tags=("composite",),
    ),
]


def _cumulative_trapezoid(y: np.ndarray, x: np.ndarray | None, dim: int) -> np.ndarray:
    y = np.moveaxis(y, dim, -1)
    spacing = np.ones(y.shape[-1] - 1) if x is None else np.diff(x)
    areas = (y[..., 1:] + y[..., :-1]) / 2 * spacing
    return np.moveaxis(np.cumsum(areas, axis=-1), -1, dim)


def _window_ref(shape: Any) -> Any:
    def ref(length: int, periodic: bool = True, *args: float) -> np.ndarray:
        if length <= 1:
            return np.ones(length)
        n = length + 1 if periodic else length
        return shape(np.arange(n), n, *args)[:length]

    return ref


def _cosines(*a: float) -> Any:
    return lambda n, size, *args: sum(
        (-1) ** k * c * np.cos(2 * np.pi * k * n / (size - 1)) for k, c in enumerate(args or a)
    )


def _window(name: str, shape: Any, *cases: tuple[Any, ...]) -> OpInfo:
    return OpInfo(
        name,
        op=lambda torch, *args, **kw: getattr(torch, name)(*args, dtype=float64, **kw),
        ref=_window_ref(shape),
        samples=lambda rng: [SampleInput(case, name=str(case)) for case in cases],
        differentiable=(),
        tags=("factory",),
    )


WINDOWS = [
    _window("hann_window", _cosines(0.5, 0.5), (5,), (6, False), (1,), (0,)),
    _window("hamming_window", _cosines(0.54, 0.46), (5,), (6, False), (5, True, 0.5, 0.3)),
    _window("blackman_window", _cosines(0.42, 0.5, 0.08), (5,), (6, False)),
    _window(
        "bartlett_window", lambda n, size: 1 - np.abs(2 * n / (size - 1) - 1), (5,), (6, False)
    ),
    _window(
        "kaiser_window",
        lambda n, size, beta=12.0: (
            special.i0(beta * np.sqrt(1 - (2 * n / (size - 1) - 1) ** 2)) / special.i0(beta)
        ),
        (5,),
        (6, False, 8.0),
    ),
]

opinfos = VIEWS + COPIES + SCATTERS + POINTWISE + COMPOSITES + WINDOWS
register_opinfos(opinfos)
