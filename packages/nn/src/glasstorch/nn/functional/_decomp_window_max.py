"""Max pooling over windows listed by tables of input positions, and its inverse.

Adaptive and fractional max pooling both take, along each spatial dim, a window of
input positions per output position — of varying length (adaptive) or at irregular
starts (fractional). A window table is a list of rows, one per output position, of
equally many input positions (shorter adaptive windows repeat their last position,
which changes neither the max nor which element is found first). The windows are
gathered with ``index_select``, reduced with ``max``, and the winning element's flat
index in its input plane is recovered from the tables, as aten's ``*_with_indices``
kernels return it. ``max_unpool_nd`` scatters values back to such indices.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import int64

from ._decomp_vision import f32

__all__ = [
    "adaptive_table",
    "flat_index",
    "fractional_table",
    "max_unpool_nd",
    "window_max",
]


def flat_index(positions: Sequence[Tensor], sizes: Sequence[int]) -> Tensor:
    """Row-major flat index, in a plane of ``sizes``, of per-dim ``positions`` (which
    broadcast against each other)."""
    flat: Tensor | None = None
    scale = 1
    for position, size in zip(reversed(positions), reversed(sizes), strict=True):
        term = position * scale if scale != 1 else position
        flat = term if flat is None else flat + term
        scale *= size
    assert flat is not None
    return flat


def adaptive_table(size: int, out: int, device: Any = None) -> Tensor:
    """(1, out, K) windows ``[floor(i * size / out), ceil((i + 1) * size / out))``."""
    bounds = [((i * size) // out, -((-(i + 1) * size) // out)) for i in range(out)]
    longest = max((end - start for start, end in bounds), default=0)
    rows = [[min(start + k, end - 1) for k in range(longest)] for start, end in bounds]
    return at.tensor(rows, dtype=int64, device=device).reshape(1, out, longest)


def fractional_table(
    samples: list[float], size: int, out: int, pool: int, dtype: str, device: Any = None
) -> Tensor:
    """(P, out, pool) windows at aten's pseudo-random starts, from one uniform sample per
    plane; computed in the input's float type, as aten does."""
    rows = [
        [[s + k for k in range(pool)] for s in _starts(u, size, out, pool, dtype)] for u in samples
    ]
    return at.tensor(rows, dtype=int64, device=device).reshape(len(samples), out, pool)


def _starts(sample: float, size: int, out: int, pool: int, dtype: str) -> list[int]:
    """aten's ``generate_intervals``: ``out`` window starts spread over ``size - pool``."""
    real = float if dtype == "float64" else f32
    starts = []
    if out > 1:
        alpha = real(real(size - pool) / real(out - 1))
        u = real(sample)
        base = int(real(u * alpha))
        starts = [int(real(real(i + u) * alpha)) - base for i in range(out - 1)]
    if out > 0:
        starts.append(size - pool)
    return starts


def window_max(input: Tensor, tables: Sequence[Tensor]) -> tuple[Tensor, Tensor]:
    """Max over the windows of ``tables``, one per trailing dim of ``input``, and each
    max's flat index within its input plane. A table is an int64 tensor (P, out, K) of
    input positions: one set of windows per plane (P the number of planes) or, with
    P = 1, one set shared by every plane."""
    nd = len(tables)
    lead = input.dim() - nd
    lead_shape = list(input.shape[:lead])
    sizes = list(input.shape[lead:])
    outs = [t.size(1) for t in tables]
    ks = [t.size(2) for t in tables]
    planes = math.prod(lead_shape)
    if planes == 0 or 0 in outs or 0 in ks:
        empty = lead_shape + outs
        return (
            at.empty(empty, dtype=input.dtype, device=input.device),
            at.empty(empty, dtype=int64, device=input.device),
        )
    flat_tables = [t.expand(planes, t.size(1), t.size(2)).reshape(planes, -1) for t in tables]
    x = input.reshape([planes, *sizes])
    for i in range(nd):
        dim = 1 + 2 * i  # x is (P, o1, k1, ..., o_{i-1}, k_{i-1}, s_i, ..., s_nd)
        shape = list(x.shape)
        shape[dim] = outs[i] * ks[i]
        view = [planes] + [1] * (dim - 1) + [shape[dim]] + [1] * (nd - 1 - i)
        x = x.gather(dim, flat_tables[i].reshape(view).expand(shape))
        x = x.reshape(shape[:dim] + [outs[i], ks[i]] + shape[dim + 1 :])
    order = [0, *(1 + 2 * i for i in range(nd)), *(2 + 2 * i for i in range(nd))]
    x = x.permute(order).reshape([planes, *outs, math.prod(ks)])
    values, winner = x.max(-1)  # the first maximum (or NaN) in row-major window order
    positions: list[Tensor] = []
    rest = winner
    for i in reversed(range(nd)):
        k = rest.remainder(ks[i]) if i > 0 else rest
        rest = rest.div(ks[i], rounding_mode="floor")
        row = at.arange(outs[i], dtype=int64, device=input.device)
        row = row.reshape([1] + [1] * i + [outs[i]] + [1] * (nd - 1 - i))
        where = (row * ks[i] + k).reshape(planes, -1)
        positions.insert(0, flat_tables[i].gather(1, where).reshape(winner.shape))
    indices = flat_index(positions, sizes)
    return values.reshape(lead_shape + outs), indices.reshape(lead_shape + outs)


def max_unpool_nd(input: Tensor, indices: Tensor, output_size: Sequence[int]) -> Tensor:
    """Zeros of the (*batch, *output_size) shape with ``input`` written at the flat
    positions ``indices`` of each plane."""
    nd = len(output_size)
    lead = list(input.shape[: input.dim() - nd])
    plane = math.prod(output_size)
    flat = at.zeros([*lead, plane], dtype=input.dtype, device=input.device)
    flat = flat.scatter(-1, indices.reshape([*lead, -1]), input.reshape([*lead, -1]))
    return flat.reshape([*lead, *output_size])
