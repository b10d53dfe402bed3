"""OpInfo entries for reductions, scans, softmax and sorting, with numpy references.

The references take the operators' keyword arguments (``dim``, ``keepdim``, ``correction`` ...)
and translate them to numpy's; operators that return ``(values, indices)`` have references
that return both. Samples use distinct random values, so ties never make indices ambiguous.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]


def _axes(x: np.ndarray, dim: Any) -> tuple[int, ...] | None:
    """PyTorch's dim argument as numpy axes: None and ``[]`` mean every axis."""
    if dim is None:
        return None
    dims = (dim,) if isinstance(dim, int) else tuple(dim)
    if not dims or x.ndim == 0:
        return None
    return tuple(d % x.ndim for d in dims)


def _reduce(fn: Callable[..., Any]) -> Callable[..., Any]:
    def ref(x: np.ndarray, dim: Any = None, keepdim: bool = False, **kwargs: Any) -> Any:
        return fn(x, axis=_axes(x, dim), keepdims=keepdim, **kwargs)

    return ref


def _shapes(rng: np.random.Generator, *shapes: Sequence[int]) -> list[np.ndarray]:
    return [rng.standard_normal(s) for s in shapes]


def _reduction_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y, z = _shapes(rng, (3, 4), (2, 3, 4), ())
    return [
        SampleInput((x,)),
        SampleInput((x, 1)),
        SampleInput((y,), {"dim": (0, -1), "keepdim": True}),
        SampleInput((y,), {"dim": -2}),
        SampleInput((x,), {"dim": ()}),
        SampleInput((z,), {"dim": 0}),
    ]


def _single_dim_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y, z = _shapes(rng, (3, 4), (2, 3, 4), ())
    return [
        SampleInput((x, 1)),
        SampleInput((y, -1), {"keepdim": True}),
        SampleInput((y,), {"dim": 0}),
        SampleInput((z, 0)),
    ]


def _all_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y, z = _shapes(rng, (5,), (2, 3, 4), ())
    return [SampleInput((x,)), SampleInput((y,)), SampleInput((z,))]


def _bool_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((3, 4)) > -0.5
    return [
        SampleInput((x,)),
        SampleInput((x, 1)),
        SampleInput((x,), {"dim": (0, 1), "keepdim": True}),
        SampleInput((np.ones((2, 3), dtype=bool), 0)),
    ]


def _var_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((x, 1)),
        SampleInput((y,), {"dim": (0, 2), "correction": 0, "keepdim": True}),
        SampleInput((y,), {"dim": 1, "correction": 2.5}),
        SampleInput((x,), {"unbiased": False}),
    ]


def _var_mean_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((x, 1)),
        SampleInput((y,), {"dim": (0, -1), "correction": 0, "keepdim": True}),
    ]


def _var_ref(sqrt: bool) -> Callable[..., Any]:
    def ref(
        x: np.ndarray,
        dim: Any = None,
        unbiased: bool = True,
        keepdim: bool = False,
        correction: Any = None,
    ) -> Any:
        ddof = (1 if unbiased else 0) if correction is None else correction
        var = np.var(x, axis=_axes(x, dim), ddof=ddof, keepdims=keepdim)
        return np.sqrt(var) if sqrt else var

    return ref


def _var_mean_ref(sqrt: bool) -> Callable[..., Any]:
    def ref(x: np.ndarray, dim: Any = None, correction: Any = None, keepdim: bool = False) -> Any:
        spread = _var_ref(sqrt)(x, dim, correction=correction, keepdim=keepdim)
        return spread, np.mean(x, axis=_axes(x, dim), keepdims=keepdim)

    return ref


def _vector_norm(x: np.ndarray, ord: float = 2, dim: Any = None, keepdim: bool = False) -> Any:
    a, axes = np.abs(x), _axes(x, dim)
    if ord == math.inf:
        return np.max(a, axis=axes, keepdims=keepdim)
    if ord == -math.inf:
        return np.min(a, axis=axes, keepdims=keepdim)
    if ord == 0:
        return np.sum(a != 0, axis=axes, keepdims=keepdim).astype(x.dtype)
    return np.sum(a**ord, axis=axes, keepdims=keepdim) ** (1 / ord)


def _norm_ref(x: np.ndarray, p: float = 2, dim: Any = None, keepdim: bool = False) -> Any:
    return _vector_norm(x, p, dim, keepdim)


def _norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((x, 1)),
        SampleInput((y, 3, (1, 2))),
        SampleInput((y,), {"p": math.inf, "dim": (0,), "keepdim": True}),
    ]


def _vector_norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((x,), {"ord": math.inf}),
        SampleInput((x,), {"ord": -math.inf, "dim": 1}),
        SampleInput((y,), {"ord": 0}),
        SampleInput((y,), {"ord": 0.5, "dim": (0, 2), "keepdim": True}),
        SampleInput((y,), {"ord": -2, "dim": -1}),
    ]


def _logsumexp_ref(x: np.ndarray, dim: Any, keepdim: bool = False) -> Any:
    return special.logsumexp(x, axis=_axes(x, dim), keepdims=keepdim)


def _scan_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y, z = _shapes(rng, (3, 4), (2, 3, 4), ())
    return [SampleInput((x, 0)), SampleInput((y,), {"dim": -1}), SampleInput((z, 0))]


def _scan_ref(fn: Callable[..., Any]) -> Callable[..., Any]:
    def ref(x: np.ndarray, dim: int) -> Any:
        return x.copy() if x.ndim == 0 else fn(x, axis=dim)

    return ref


def _softmax_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [SampleInput((x, 1)), SampleInput((y, 0)), SampleInput((30 * y,), {"dim": -1})]


def _softmax_ref(x: np.ndarray, dim: int) -> Any:
    return special.softmax(x, axis=dim)


def _log_softmax_ref(x: np.ndarray, dim: int) -> Any:
    return special.log_softmax(x, axis=dim)


def _order(x: np.ndarray, dim: int, descending: bool) -> np.ndarray:
    order = np.argsort(x, axis=dim, kind="stable")
    return np.flip(order, axis=dim) if descending else order


def _sort_ref(x: np.ndarray, dim: int = -1, descending: bool = False) -> Any:
    order = _order(x, dim, descending)
    return np.take_along_axis(x, order, axis=dim), order


def _argsort_ref(x: np.ndarray, dim: int = -1, descending: bool = False) -> Any:
    return _order(x, dim, descending)


def _topk_ref(x: np.ndarray, k: int, dim: int = -1, largest: bool = True) -> Any:
    order = np.take(_order(x, dim, largest), np.arange(k), axis=dim)
    return np.take_along_axis(x, order, axis=dim), order


def _sort_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [SampleInput((x,)), SampleInput((y,), {"dim": 0, "descending": True})]


def _topk_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [SampleInput((x, 2)), SampleInput((y, 1), {"dim": 0, "largest": False})]


def _minmax_dim_ref(pick: Any, arg: Any) -> Callable[..., Any]:
    def ref(x: np.ndarray, dim: int, keepdim: bool = False) -> Any:
        if x.ndim == 0:
            return x.copy(), np.array(0)
        return pick(x, axis=dim, keepdims=keepdim), arg(x, axis=dim, keepdims=keepdim)

    return ref


def _arg_ref(arg: Any) -> Callable[..., Any]:
    def ref(x: np.ndarray, dim: Any = None, keepdim: bool = False) -> Any:
        if dim is None:
            index = arg(x)
            return np.full((1,) * x.ndim, index) if keepdim else index
        return arg(x, axis=dim, keepdims=keepdim)

    return ref


def _arg_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, y = _shapes(rng, (3, 4), (2, 3, 4))
    return [
        SampleInput((x,)),
        SampleInput((y,), {"keepdim": True}),
        SampleInput((y, 1)),
        SampleInput((y,), {"dim": -1, "keepdim": True}),
    ]


def _call(name: str) -> Callable[..., Any]:
    """``torch.<name>(*args, **kwargs)``, with dots for namespaces (``linalg.vector_norm``)."""

    def op(torch: Any, *args: Any, **kwargs: Any) -> Any:
        fn = torch
        for part in name.split("."):
            fn = getattr(fn, part)
        return fn(*args, **kwargs)

    op.__name__ = name
    return op


def _info(name: str, ref: Any, samples: Any, **kw: Any) -> OpInfo:
    """An entry called as ``torch.<name>``, or ``torch.<base>`` for overload labels
    (``max.dim``); ``linalg.vector_norm`` keeps its namespace."""
    path = name if name.startswith("linalg.") else name.split(".")[0]
    kw.setdefault("tags", ("reduction",))
    return OpInfo(name, op=_call(path), ref=ref, samples=samples, **kw)


opinfos: list[OpInfo] = [
    _info("sum", _reduce(np.sum), _reduction_samples),
    _info("mean", _reduce(np.mean), _reduction_samples),
    _info("prod.dim_int", _reduce(np.prod), _single_dim_samples),
    _info("prod", np.prod, _all_samples),
    _info("amax", _reduce(np.max), _reduction_samples),
    _info("amin", _reduce(np.min), _reduction_samples),
    _info("max", np.max, _all_samples),
    _info("min", np.min, _all_samples),
    _info("max.dim", _minmax_dim_ref(np.max, np.argmax), _single_dim_samples),
    _info("min.dim", _minmax_dim_ref(np.min, np.argmin), _single_dim_samples),
    _info("argmax", _arg_ref(np.argmax), _arg_samples, differentiable=()),
    _info("argmin", _arg_ref(np.argmin), _arg_samples, differentiable=()),
    _info("all", _reduce(np.all), _bool_samples, differentiable=()),
    _info("any", _reduce(np.any), _bool_samples, differentiable=()),
    _info("var", _var_ref(sqrt=False), _var_samples),
    _info("std", _var_ref(sqrt=True), _var_samples),
    _info("var_mean", _var_mean_ref(sqrt=False), _var_mean_samples),
    _info("std_mean", _var_mean_ref(sqrt=True), _var_mean_samples),
    _info("norm", _norm_ref, _norm_samples),
    _info("linalg.vector_norm", _vector_norm, _vector_norm_samples),
    _info("logsumexp", _logsumexp_ref, _single_dim_samples),
    _info("cumsum", _scan_ref(np.cumsum), _scan_samples, tags=("scan",)),
    _info("cumprod", _scan_ref(np.cumprod), _scan_samples, tags=("scan",)),
    _info("softmax", _softmax_ref, _softmax_samples, tags=("softmax",)),
    _info("log_softmax", _log_softmax_ref, _softmax_samples, tags=("softmax",)),
    _info("sort", _sort_ref, _sort_samples, tags=("sorting",)),
    _info("argsort", _argsort_ref, _sort_samples, differentiable=(), tags=("sorting",)),
    _info("topk", _topk_ref, _topk_samples, tags=("sorting",)),
]

register_opinfos(opinfos)
