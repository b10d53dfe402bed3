"""Shapes and layout: the view/reshape family, permutes, squeezes, splits and concatenation."""

from __future__ import annotations

import numpy as np

from .._builder import Call, GraphBuilder
from ._registry import lowering


@lowering("view", "_unsafe_view", "reshape", "_reshape_alias")
def reshape(g: GraphBuilder, c: Call) -> str:
    return g.op("Reshape", c.input(0), c.ints(1))


@lowering("expand")
def expand(g: GraphBuilder, c: Call) -> str:
    """Expand broadcasts, so PyTorch's -1 ("keep this size") becomes 1."""
    sizes = c.args[1]
    if any(s == -1 for s in sizes):
        fixed = [1 if s == -1 else s for s in sizes]
        diffs = c.dynamic.get(1)
        return g.op("Expand", c.input(0), g.int_list(fixed, diffs, c.name))
    return g.op("Expand", c.input(0), c.ints(1))


@lowering("permute")
def permute(g: GraphBuilder, c: Call) -> str:
    rank = len(c.shape(0))
    return g.op("Transpose", c.input(0), perm=[d % rank for d in c.arg(1)])


@lowering("transpose")
def transpose(g: GraphBuilder, c: Call) -> str:
    rank = len(c.shape(0))
    perm = list(range(rank))
    a, b = c.arg(1) % rank, c.arg(2) % rank
    perm[a], perm[b] = perm[b], perm[a]
    return g.op("Transpose", c.input(0), perm=perm)


@lowering("t", "numpy_T")
def t(g: GraphBuilder, c: Call) -> str:
    rank = len(c.shape(0))
    return c.input(0) if rank < 2 else g.op("Transpose", c.input(0), perm=list(range(rank))[::-1])


@lowering("squeeze")
def squeeze(g: GraphBuilder, c: Call) -> str:
    """Only the named dims of size 1 (all size-1 dims without ``dim``), as PyTorch does."""
    shape = c.shape(0)
    dims = c.arg(1) if len(c.args) > 1 else None
    if dims is None:
        dims = [i for i, n in enumerate(shape) if n == 1]
    dims = [dims] if isinstance(dims, int) else list(dims)
    axes = sorted({d % len(shape) for d in dims if len(shape) and shape[d] == 1})
    return g.op("Squeeze", c.input(0), g.ints(axes)) if axes else c.input(0)


@lowering("unsqueeze")
def unsqueeze(g: GraphBuilder, c: Call) -> str:
    dim = c.arg(1) % (len(c.shape(0)) + 1)
    return g.op("Unsqueeze", c.input(0), g.ints([dim]))


@lowering("flatten")
def flatten(g: GraphBuilder, c: Call) -> str:
    rank = len(c.shape(0))
    start, end = c.arg(1) % max(rank, 1), c.arg(2) % max(rank, 1)
    shape = [0] * start + [-1] + [0] * (rank - end - 1)
    return g.op("Reshape", c.input(0), g.ints(shape))


def _split(g: GraphBuilder, c: Call, sizes: list[int], dim: int) -> list[str]:
    if len(sizes) == 1:
        return [c.input(0)]
    return g.op("Split", c.input(0), g.ints(sizes), axis=dim, outputs=len(sizes))


@lowering("split", "split_with_sizes")
def split(g: GraphBuilder, c: Call) -> list[str]:
    dim = c.arg(2) % len(c.shape(0))
    length = c.shape(0)[dim]
    size = c.arg(1)
    if isinstance(size, int):
        sizes = [min(size, length - start) for start in range(0, length, size)] or [0]
    else:
        sizes = list(size)
    return _split(g, c, sizes, dim)


@lowering("unbind")
def unbind(g: GraphBuilder, c: Call) -> list[str]:
    dim = c.arg(1) % len(c.shape(0))
    parts = _split(g, c, [1] * c.shape(0)[dim], dim)
    axes = g.ints([dim])
    return [g.op("Squeeze", p, axes) for p in parts]


@lowering("cat", "concat")
def cat(g: GraphBuilder, c: Call) -> str:
    tensors = [n for n in c.args[0] if tuple(n.meta["val"].shape) != (0,)]  # legacy empties
    rank = len(c.out.shape)
    dtype = c.out_dtype
    names = [g.cast(g.value(n), n.meta["val"].dtype, dtype) for n in tensors]
    return names[0] if len(names) == 1 else g.op("Concat", *names, axis=c.arg(1) % rank)


@lowering("stack")
def stack(g: GraphBuilder, c: Call) -> str:
    rank = len(c.out.shape)
    axis = c.arg(1) % rank
    axes = g.ints([axis])
    parts = [g.op("Unsqueeze", name, axes) for name in c.inputs(0, c.out_dtype)]
    return parts[0] if len(parts) == 1 else g.op("Concat", *parts, axis=axis)


@lowering("repeat")
def repeat(g: GraphBuilder, c: Call) -> str:
    repeats = list(c.arg(1))
    x = c.input(0)
    extra = len(repeats) - len(c.shape(0))
    if extra > 0:
        x = g.op("Reshape", x, g.ints([1] * extra + list(c.shape(0))))
    return g.op("Tile", x, g.ints(repeats))


@lowering("flip")
def flip(g: GraphBuilder, c: Call) -> str:
    dims = [d % len(c.shape(0)) for d in c.arg(1)]
    big = 1 << 62
    return g.op(
        "Slice",
        c.input(0),
        g.ints([-1] * len(dims)),
        g.ints([-big] * len(dims)),
        g.ints(dims),
        g.ints([-1] * len(dims)),
    )


@lowering("tril", "triu")
def triangle(g: GraphBuilder, c: Call) -> str:
    k = g.constant(np.array(c.arg(1), dtype=np.int64))
    return g.op("Trilu", c.input(0), k, upper=int(c.name == "aten::triu"))
