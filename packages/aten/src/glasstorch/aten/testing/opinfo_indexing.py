"""OpInfo entries for the indexing operators (tag ``indexing``): advanced indexing, gather and
scatter, the masked operators, nonzero, take and put, each against numpy fancy indexing.

Index arguments are int64 arrays and masks bool arrays: they must become tensors of their
own dtype, only the float64 arrays are data. Samples that write through an index use
distinct positions, so no result depends on the order duplicate writes land in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = ["opinfos"]

Rng = np.random.Generator


def _x(rng: Rng, *shape: int) -> np.ndarray:
    return np.asarray(rng.uniform(-2, 2, size=shape))


def _distinct(rng: Rng, size: int, shape: tuple[int, ...], dim: int = 0) -> np.ndarray:
    """An int64 index of ``shape`` whose entries along ``dim`` are distinct positions < size."""
    moved = np.moveaxis(np.empty(shape, dtype=np.int64), dim, -1)
    for pos in np.ndindex(moved.shape[:-1]):
        moved[pos] = rng.permutation(size)[: moved.shape[-1]]
    return np.moveaxis(moved, -1, dim)


def _key(indices: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(slice(None) if i is None else i for i in indices)


def _along(dim: int, index: Any) -> tuple[Any, ...]:
    return (slice(None),) * dim + (index,)


def _grid(index: np.ndarray, dim: int) -> tuple[np.ndarray, ...]:
    """The coordinates gather/scatter visit: ``index``'s own, with ``dim`` replaced."""
    grid = list(np.indices(index.shape, sparse=True))
    grid[dim] = index
    return tuple(grid)


# -- references --------------------------------------------------------------------------------
def _np_index_put(x: np.ndarray, values: np.ndarray, *indices: Any, accumulate: bool = False):
    out = x.copy()
    if accumulate:
        np.add.at(out, _key(indices), values)
    else:
        out[_key(indices)] = values
    return out


def _np_gather(x: np.ndarray, dim: int, index: np.ndarray, **_: Any) -> np.ndarray:
    return x[_grid(index, dim % x.ndim)]


def _np_scatter(
    x: np.ndarray, dim: int, index: np.ndarray, src: Any, reduce: str | None = None
) -> np.ndarray:
    out = x.copy()
    dim %= x.ndim
    values = src[tuple(slice(0, n) for n in index.shape)] if isinstance(src, np.ndarray) else src
    if reduce is None:
        out[_grid(index, dim)] = values
    else:
        {"add": np.add, "multiply": np.multiply}[reduce].at(out, _grid(index, dim), values)
    return out


def _np_scatter_reduce(
    x: np.ndarray, dim: int, index: np.ndarray, src: np.ndarray, reduce: str,
    include_self: bool = True,
) -> np.ndarray:  # fmt: skip
    """Element by element: every target gathers the values sent to it, then reduces them."""
    out = x.copy()
    sent: dict[tuple[int, ...], list[float]] = {}
    for pos in np.ndindex(index.shape):
        target = list(pos)
        target[dim] = index[pos]
        sent.setdefault(tuple(target), []).append(src[pos])
    reduce_fn = {"sum": np.sum, "prod": np.prod, "mean": np.mean, "amax": np.max, "amin": np.min}
    for target, values in sent.items():
        out[target] = reduce_fn[reduce]([x[target], *values] if include_self else values)
    return out


def _np_index_add(x: np.ndarray, dim: int, index: np.ndarray, source: np.ndarray, alpha=1):
    out = x.copy()
    np.add.at(out, _along(dim % x.ndim, index), alpha * source)
    return out


def _np_index_fill(x: np.ndarray, dim: int, index: np.ndarray, value: float) -> np.ndarray:
    out = x.copy()
    out[_along(dim % x.ndim, index)] = value
    return out


def _np_masked_scatter(x: np.ndarray, mask: np.ndarray, source: np.ndarray) -> np.ndarray:
    out = np.array(np.broadcast_to(x, np.broadcast_shapes(x.shape, mask.shape)))
    where = np.broadcast_to(mask, out.shape)
    out[where] = source.reshape(-1)[: np.count_nonzero(where)]
    return out


def _np_masked_select(x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    shape = np.broadcast_shapes(x.shape, mask.shape)
    return np.broadcast_to(x, shape)[np.broadcast_to(mask, shape)]


def _np_put(x: np.ndarray, index: np.ndarray, source: np.ndarray, accumulate: bool = False):
    out = x.copy()
    flat = out.reshape(-1)
    if accumulate:
        np.add.at(flat, index.reshape(-1), source.reshape(-1))
    else:
        flat[index.reshape(-1)] = source.reshape(-1)
    return out


# -- samples -------------------------------------------------------------------------------------
def _getitem_samples(rng: Rng) -> list[SampleInput]:
    x = _x(rng, 3, 4, 5)
    cases: list[Any] = [
        (1, slice(None, None, 2)), (Ellipsis, None, -1), (slice(1, None), None, slice(0, 3)),
        (np.array([2, 0, 2]),), (slice(None), np.array([[0, 1], [3, 2]])),
        (np.array([0, 2]), slice(None), np.array([4, 1])), (x[..., 0] > 0,),
        (np.array([1]), x[0] > 0), (None, True, 0), (False,),
    ]  # fmt: skip
    return [SampleInput((x,), {"index": c}, name=repr(c)) for c in cases]


def _index_samples(rng: Rng) -> list[SampleInput]:
    x = _x(rng, 3, 4, 5)
    i, j = rng.integers(-3, 3, size=(2, 3)), rng.integers(0, 4, size=(2, 1))
    return [
        SampleInput((x, i)),
        SampleInput((x, None, j, rng.integers(-5, 5, size=(3,)))),
        SampleInput((x, i, None, rng.integers(0, 5, size=(2, 3))), name="separated"),
        SampleInput((x, x[:, :, 0] > 0)),
        SampleInput((x, None, x[0] > 0.5)),
        SampleInput((x[:, :, 1].T, rng.integers(0, 3, size=(4,))), name="transposed"),
    ]


def _index_put_samples(rng: Rng) -> list[SampleInput]:
    x = _x(rng, 4, 3)
    return [
        SampleInput((x, _x(rng, 2, 3), rng.permutation(4)[:2])),
        SampleInput((x, _x(rng, 2), None, rng.permutation(3)[:2])),
        SampleInput((x, _x(rng), x > 0)),
        SampleInput((x, _x(rng, 3), rng.integers(0, 4, size=3), rng.integers(0, 3, size=3)),
                    {"accumulate": True}),
        SampleInput((x, _x(rng, 5, 3), np.array([0, 1, 0, 3, 0])), {"accumulate": True}),
    ]  # fmt: skip


def _index_select_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 3, 4), 1, np.array([3, 0, 3]))),
        SampleInput((_x(rng, 3, 4, 2), -3, np.array([2]))),
        SampleInput((_x(rng, 3), 0, np.array(1))),
    ]


def _gather_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 3, 4), 0, rng.integers(0, 3, size=(2, 4)))),
        SampleInput((_x(rng, 3, 4), -1, rng.integers(0, 4, size=(3, 6)))),
        SampleInput((_x(rng, 3, 4, 2), 1, rng.integers(0, 4, size=(2, 2, 1)))),
    ]


def _scatter_samples(distinct: bool) -> Callable[[Rng], list[SampleInput]]:
    def samples(rng: Rng) -> list[SampleInput]:
        if distinct:
            first, last = _distinct(rng, 4, (2, 3)), _distinct(rng, 3, (4, 2), dim=1)
        else:
            first, last = rng.integers(0, 4, size=(3, 3)), rng.integers(0, 3, size=(4, 5))
        return [
            SampleInput((_x(rng, 4, 3), 0, first, _x(rng, 3, 4))),
            SampleInput((_x(rng, 4, 3), -1, last, _x(rng, 4, 5))),
        ]

    return samples


def _scatter_value_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 4, 3), 0, _distinct(rng, 4, (2, 3)), 1.5)),
        SampleInput((_x(rng, 4, 3), 1, rng.integers(0, 3, size=(4, 2)), -2.0), {"reduce": "add"}),
    ]


def _scatter_reduce_samples(rng: Rng) -> list[SampleInput]:
    x, src, index = _x(rng, 4, 3), _x(rng, 6, 3), rng.integers(0, 4, size=(6, 3))
    return [
        SampleInput((x, 0, index, src, reduce), {"include_self": include_self})
        for reduce in ("sum", "prod", "mean", "amax", "amin")
        for include_self in (True, False)
    ]


def _index_add_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 4, 3), 0, np.array([0, 3, 0]), _x(rng, 3, 3))),
        SampleInput((_x(rng, 4, 3), -1, np.array([2, 2]), _x(rng, 4, 2)), {"alpha": 2.5}),
    ]


def _index_fill_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 4, 3), 0, np.array([0, 3]), 1.5)),
        SampleInput((_x(rng, 4, 3), -1, np.array([-1, 0]), -2.0)),
    ]


def _masked_samples(value: bool) -> Callable[[Rng], list[SampleInput]]:
    def samples(rng: Rng) -> list[SampleInput]:
        x = _x(rng, 3, 4)
        extra: tuple[Any, ...] = (0.5,) if value else ()
        return [
            SampleInput((x, x > 0, *extra)),
            SampleInput((x, rng.uniform(size=4) > 0.5, *extra), name="broadcast mask"),
            SampleInput((_x(rng, 4), rng.uniform(size=(2, 4)) > 0.5, *extra), name="wider mask"),
        ]

    return samples


def _masked_scatter_samples(rng: Rng) -> list[SampleInput]:
    x = _x(rng, 3, 4)
    return [
        SampleInput((x, x > 0, _x(rng, 12))),
        SampleInput((x, rng.uniform(size=4) > 0.5, _x(rng, 4, 5))),
    ]


def _nonzero_samples(rng: Rng) -> list[SampleInput]:
    def sparse(*shape: int) -> np.ndarray:
        return np.where(rng.uniform(size=shape) < 0.5, 0.0, _x(rng, *shape))

    return [SampleInput((sparse(3, 4),)), SampleInput((sparse(2, 3, 2),)),
            SampleInput((np.array(2.0),)), SampleInput((np.zeros(3),))]  # fmt: skip


def _take_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 3, 4), rng.integers(-12, 12, size=(2, 3)))),
        SampleInput((_x(rng, 4, 3).T, np.array([0, 5, 11]))),
    ]


def _put_samples(rng: Rng) -> list[SampleInput]:
    return [
        SampleInput((_x(rng, 3, 4), rng.permutation(12)[:5], _x(rng, 5))),
        SampleInput((_x(rng, 3, 4), np.array([1, 1, 7]), _x(rng, 3)), {"accumulate": True}),
    ]


# -- the table -----------------------------------------------------------------------------------
def _info(name: str, op: Any, ref: Any, samples: Any, differentiable: tuple[int, ...] = (0,),
          **kw: Any) -> OpInfo:  # fmt: skip
    return OpInfo(name, op, ref, samples, differentiable, tags=("indexing",), **kw)


def _fn(name: str) -> Any:
    return lambda torch, *a, **k: getattr(torch, name)(*a, **k)


opinfos = [
    _info("getitem", lambda torch, x, index: x[index], lambda x, index: x[index],
          _getitem_samples),
    _info("index", lambda torch, x, *idx: torch.index(x, list(idx)),
          lambda x, *idx: x[_key(idx)], _index_samples),
    _info("index_put", lambda torch, x, v, *idx, **k: torch.index_put(x, list(idx), v, **k),
          _np_index_put, _index_put_samples, (0, 1)),
    _info("index_select", _fn("index_select"), lambda x, d, i: np.take(x, np.atleast_1d(i), axis=d),
          _index_select_samples),
    _info("gather", _fn("gather"), _np_gather, _gather_samples),
    _info("scatter", _fn("scatter"), _np_scatter, _scatter_samples(True), (0, 3)),
    _info("scatter_value", _fn("scatter"), _np_scatter, _scatter_value_samples),
    _info("scatter_add", _fn("scatter_add"), lambda *a: _np_scatter(*a, reduce="add"),
          _scatter_samples(False), (0, 3)),
    _info("scatter_reduce", _fn("scatter_reduce"), _np_scatter_reduce,
          _scatter_reduce_samples, (0, 3)),
    _info("index_add", _fn("index_add"), _np_index_add, _index_add_samples, (0, 3)),
    _info("index_fill", _fn("index_fill"), _np_index_fill, _index_fill_samples),
    _info("masked_fill", _fn("masked_fill"), lambda x, m, v: np.where(m, v, x),
          _masked_samples(True)),
    _info("masked_select", _fn("masked_select"), _np_masked_select, _masked_samples(False),
          supports_meta=False),
    _info("masked_scatter", _fn("masked_scatter"), _np_masked_scatter, _masked_scatter_samples,
          (0, 2)),
    _info("nonzero", _fn("nonzero"), np.argwhere, _nonzero_samples, (), supports_meta=False),
    _info("argwhere", _fn("argwhere"), np.argwhere, _nonzero_samples, (), supports_meta=False),
    _info("take", _fn("take"), lambda x, i: x.reshape(-1)[i], _take_samples),
    _info("put", _fn("put"), _np_put, _put_samples, (0, 2)),
]  # fmt: skip

register_opinfos(opinfos)
