"""OpInfo entries for the view operators (tag ``view``) and the copying shape operators
(tag ``shape``), each checked against the numpy function that does the same."""

from __future__ import annotations

from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos


def _one(shape: tuple[int, ...], *args: Any, name: str = "", **kwargs: Any) -> Any:
    """A sampler of one array of ``shape`` followed by fixed arguments."""

    def make(rng: np.random.Generator) -> SampleInput:
        label = name or f"{shape} {args} {kwargs}".strip()
        return SampleInput((rng.uniform(-2, 2, size=shape), *args), kwargs, name=label)

    return make


def _samples(*makers: Any) -> Any:
    return lambda rng: [make(rng) for make in makers]


def _index(ndim: int, dim: int, item: Any) -> tuple[Any, ...]:
    """``(:, :, item)`` with ``item`` at position ``dim`` (which may be negative)."""
    dim = dim % ndim
    return (slice(None),) * dim + (item,)


def _np_split(x: np.ndarray, size: Any, dim: int = 0) -> list[np.ndarray]:
    n = x.shape[dim]
    if isinstance(size, int):
        bounds = list(range(size, n, size))
    else:
        bounds = list(np.cumsum(size)[:-1])
    return np.split(x, bounds, axis=dim)


def _np_chunk(x: np.ndarray, chunks: int, dim: int = 0) -> list[np.ndarray]:
    return _np_split(x, -(-x.shape[dim] // chunks), dim)


def _np_unflatten(x: np.ndarray, dim: int, sizes: tuple[int, ...]) -> np.ndarray:
    dim = dim % x.ndim
    return x.reshape(x.shape[:dim] + sizes + x.shape[dim + 1 :])


def _np_flatten(x: np.ndarray, start: int = 0, end: int = -1) -> np.ndarray:
    if x.ndim == 0:
        return x.reshape(1)
    start, end = start % x.ndim, end % x.ndim
    return x.reshape(x.shape[:start] + (-1,) + x.shape[end + 1 :])


def _np_as_strided(x: np.ndarray, size: Any, stride: Any, offset: int = 0) -> np.ndarray:
    flat = np.ascontiguousarray(x).reshape(-1)[offset:]
    return np.lib.stride_tricks.as_strided(flat, size, [s * x.itemsize for s in stride])


def _np_expand(x: np.ndarray, size: tuple[int, ...]) -> np.ndarray:
    """``Tensor.expand``: -1 keeps the size of the matching trailing dim."""
    kept = (None,) * (len(size) - x.ndim) + x.shape
    return np.broadcast_to(x, [k if s == -1 else s for s, k in zip(size, kept, strict=True)])


def _method(name: str) -> Any:
    return lambda torch, x, *a, **k: getattr(x, name)(*a, **k)


def _function(name: str) -> Any:
    return lambda torch, *a, **k: getattr(torch, name)(*a, **k)


def _view(name: str, ref: Any, *makers: Any, method: bool = False, **kw: Any) -> OpInfo:
    op = _method(name) if method else _function(name)
    return OpInfo(name, op=op, ref=ref, samples=_samples(*makers), tags=("view",), **kw)


def _shape(name: str, ref: Any, *makers: Any, method: bool = False, **kw: Any) -> OpInfo:
    op = _method(name) if method else _function(name)
    return OpInfo(name, op=op, ref=ref, samples=_samples(*makers), tags=("shape",), **kw)


def _lists(shapes: list[tuple[int, ...]], *args: Any) -> Any:
    """A sampler whose first argument is a list of arrays (for cat, stack ...)."""

    def make(rng: np.random.Generator) -> SampleInput:
        arrays = [rng.uniform(-2, 2, size=s) for s in shapes]
        return SampleInput((arrays, *args), name=f"{shapes} {args}")

    return make


VIEWS = [
    _view(
        "view",
        lambda x, shape: x.reshape(shape),
        _one((3, 4), (2, 6)),
        _one((3, 4), (-1,)),
        _one((2, 3, 4), (4, -1, 3)),
        _one((), (1, 1)),
        method=True,
    ),
    _view(
        "reshape",
        lambda x, shape: x.reshape(shape),
        _one((3, 4), (6, 2)),
        _one((2, 3, 4), (-1,)),
        _one((5,), (5, 1)),
    ),
    _view("flatten", _np_flatten, _one((2, 3, 4)), _one((2, 3, 4), 1), _one((2, 3, 4), 0, 1)),
    _view("unflatten", _np_unflatten, _one((2, 12), 1, (3, 4)), _one((6, 2), 0, (2, -1))),
    _view("ravel", np.ravel, _one((2, 3, 4))),
    _view("squeeze", np.squeeze, _one((1, 3, 1)), _one((1, 3, 1), 2), _one((1, 3, 1), (0, 2))),
    _view("unsqueeze", np.expand_dims, _one((2, 3), 0), _one((2, 3), -1), _one((), 0)),
    _view("permute", np.transpose, _one((2, 3, 4), (2, 0, 1)), _one((2, 3), (-1, 0))),
    _view("transpose", np.swapaxes, _one((2, 3, 4), 0, 2), _one((2, 3), -1, -2)),
    _view("swapaxes", np.swapaxes, _one((2, 3, 4), 1, 2)),
    _view("t", np.transpose, _one((2, 3)), _one((4,))),
    _view("movedim", np.moveaxis, _one((2, 3, 4), 0, -1), _one((2, 3, 4), (0, 1), (2, 0))),
    _view("moveaxis", np.moveaxis, _one((2, 3, 4), 2, 0)),
    _view(
        "expand",
        _np_expand,
        _one((3, 1), (3, 4)),
        _one((3,), (2, -1)),
        method=True,
    ),
    _view("broadcast_to", np.broadcast_to, _one((1, 4), (2, 3, 4))),
    _view(
        "select",
        lambda x, dim, index: x[_index(x.ndim, dim, index)],
        _one((3, 4), 0, 2),
        _one((3, 4), -1, -1),
    ),
    _view(
        "slice",
        lambda x, dim=0, start=None, end=None, step=1: x[
            _index(x.ndim, dim, slice(start, end, step))
        ],
        _one((5, 4), 0, 1, 4),
        _one((5, 4), 1, -3, None, 2),
        _one((5, 4), 0, -100, 100, 3),
    ),
    _view(
        "narrow",
        lambda x, dim, start, length: x[_index(x.ndim, dim, slice(start % x.shape[dim], None))][
            _index(x.ndim, dim, slice(0, length))
        ],
        _one((5, 4), 0, 1, 3),
        _one((5, 4), 1, -2, 2),
    ),
    _view("diagonal", np.diagonal, _one((3, 4)), _one((3, 4), 1), _one((2, 3, 4), -1, 0, 2)),
    _view(
        "as_strided",
        _np_as_strided,
        _one((3, 4), (2, 2), (1, 2)),
        _one((3, 4), (3,), (5,), 1),
    ),
    _view("split", _np_split, _one((5, 2), 2), _one((2, 5), [1, 4], 1)),
    _view("chunk", _np_chunk, _one((5, 2), 3), _one((2, 6), 4, 1)),
    _view(
        "unbind",
        lambda x, dim=0: [np.take(x, i, axis=dim) for i in range(x.shape[dim])],
        _one((3, 2)),
        _one((3, 2), 1),
    ),
    _view("contiguous", lambda x: x, _one((3, 4)), method=True),
]

SHAPE_OPS = [
    _shape(
        "cat",
        lambda arrays, dim=0: np.concatenate([a for a in arrays if a.shape != (0,)], dim),
        _lists([(2, 3), (1, 3)]),
        _lists([(2, 3), (2, 1)], -1),
        _lists([(2, 3), (0,)], 1),
        differentiable=(),
    ),
    _shape("stack", np.stack, _lists([(2, 3), (2, 3)]), _lists([(2,), (2,)], 1), differentiable=()),
    _shape("hstack", np.hstack, _lists([(2, 3), (2, 1)]), _lists([(), (2,)]), differentiable=()),
    _shape("vstack", np.vstack, _lists([(2, 3), (1, 3)]), _lists([(3,), (3,)]), differentiable=()),
    _shape("flip", np.flip, _one((3, 4), (0,)), _one((2, 3, 4), (0, 2))),
    _shape(
        "roll",
        lambda x, shifts, dims=None: np.roll(x, shifts, dims),
        _one((3, 4), 1),
        _one((3, 4), -5, 1),
        _one((2, 3, 4), (1, 2), (0, 2)),
    ),
    _shape("repeat", np.tile, _one((2, 3), (2, 1)), _one((3,), (2, 1, 2)), method=True),
    _shape("tile", np.tile, _one((2, 3), (2,)), _one((3,), (2, 2))),
    _shape(
        "repeat_interleave",
        lambda x, repeats, dim=None: np.repeat(x, repeats, dim),
        _one((2, 3), 2),
        _one((2, 3), 3, 1),
        _one((2, 3), 0, 0),
    ),
    _shape("tril", np.tril, _one((3, 4)), _one((2, 3, 3), -1)),
    _shape("triu", np.triu, _one((4, 3)), _one((3, 3), 1)),
    _shape("diag", np.diag, _one((3,)), _one((3,), -1), _one((3, 4), 1)),
]

register_opinfos(VIEWS + SHAPE_OPS)
