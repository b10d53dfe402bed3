"""View lowerings: reshapes, permutes, expands, slices as index remappings (no copies)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .index import Expr, flatten, unflatten
from .ir import TensorBox, View
from .lowering import register_lowering


def _wrap(dim: int, ndim: int) -> int:
    if not -max(ndim, 1) <= dim < max(ndim, 1):
        raise IndexError(
            f"Dimension out of range (expected to be in range of [{-max(ndim, 1)}, "
            f"{max(ndim, 1) - 1}], but got {dim})"
        )
    return dim % max(ndim, 1)


def infer_size(shape: Sequence[int], numel: int) -> list[int]:
    shape = list(shape)
    if -1 in shape:
        known = 1
        for s in shape:
            if s != -1:
                known *= s
        shape[shape.index(-1)] = numel // known if known else 0
    total = 1
    for s in shape:
        total *= s
    if total != numel:
        raise RuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")
    return shape


@register_lowering("view.default", "reshape.default", "_unsafe_view.default")
def view(x: TensorBox, size: Sequence[int]) -> TensorBox:
    old = x.get_size()
    new = infer_size(size, x.numel())
    if new == old:
        return x
    if [s for s in new if s != 1] == [s for s in old if s != 1]:  # only size-1 dims move
        keep_new = [i for i, s in enumerate(new) if s != 1]
        keep_old = [i for i, s in enumerate(old) if s != 1]

        def squeeze_reindex(index: list[Expr]) -> list[Expr]:
            out = [Expr() for _ in old]
            for i_new, i_old in zip(keep_new, keep_old, strict=True):
                out[i_old] = index[i_new]
            return out

        return TensorBox(View(x, new, squeeze_reindex))
    return TensorBox(View(x, new, lambda index: unflatten(flatten(index, new), old)))


@register_lowering("permute.default")
def permute(x: TensorBox, dims: Sequence[int]) -> TensorBox:
    n = x.dim()
    dims = [_wrap(d, n) for d in dims]
    size = x.get_size()
    inverse = [dims.index(i) for i in range(n)]
    return TensorBox(
        View(x, [size[d] for d in dims], lambda index: [index[inverse[i]] for i in range(n)])
    )


@register_lowering("transpose.int")
def transpose(x: TensorBox, dim0: int, dim1: int) -> TensorBox:
    dims = list(range(x.dim()))
    a, b = _wrap(dim0, x.dim()), _wrap(dim1, x.dim())
    dims[a], dims[b] = dims[b], dims[a]
    return permute(x, dims)


@register_lowering("t.default")
def t(x: TensorBox) -> TensorBox:
    return x if x.dim() < 2 else transpose(x, 0, 1)


@register_lowering("expand.default")
def expand(x: TensorBox, size: Sequence[int], *, implicit: bool = False) -> TensorBox:
    old = x.get_size()
    lead = len(size) - len(old)
    new = [old[i - lead] if s == -1 else s for i, s in enumerate(size)]

    def reindex(index: list[Expr]) -> list[Expr]:
        return [
            Expr() if s == 1 and new[lead + i] != 1 else index[lead + i] for i, s in enumerate(old)
        ]

    return TensorBox(View(x, new, reindex))


@register_lowering("unsqueeze.default")
def unsqueeze(x: TensorBox, dim: int) -> TensorBox:
    size = x.get_size()
    dim = _wrap(dim, len(size) + 1)
    return view(x, size[:dim] + [1] + size[dim:])


@register_lowering("squeeze.dim", "squeeze.dims", "squeeze.default")
def squeeze(x: TensorBox, dim: Any = None) -> TensorBox:
    size = x.get_size()
    dims = range(len(size)) if dim is None else [dim] if isinstance(dim, int) else dim
    drop = {_wrap(d, len(size)) for d in dims if size and size[_wrap(d, len(size))] == 1}
    return view(x, [s for i, s in enumerate(size) if i not in drop])


@register_lowering("slice.Tensor")
def slice_(
    x: TensorBox, dim: int = 0, start: int | None = None, end: int | None = None, step: int = 1
) -> TensorBox:
    size = x.get_size()
    dim = _wrap(dim, len(size))
    n = size[dim]
    begin, stop, _ = slice(start, end).indices(n)
    length = max(0, (stop - begin + step - 1) // step)
    new = size[:dim] + [length] + size[dim + 1 :]

    def reindex(index: list[Expr]) -> list[Expr]:
        out = list(index)
        out[dim] = index[dim] * step + begin
        return out

    return TensorBox(View(x, new, reindex))


@register_lowering("select.int")
def select(x: TensorBox, dim: int, index: int) -> TensorBox:
    size = x.get_size()
    dim = _wrap(dim, len(size))
    if not -size[dim] <= index < size[dim]:
        raise IndexError(
            f"select(): index {index} out of range for tensor of size {size} at dimension {dim}"
        )
    pos = index % size[dim]
    new = size[:dim] + size[dim + 1 :]
    return TensorBox(View(x, new, lambda idx: idx[:dim] + [Expr(const=pos)] + idx[dim:]))


@register_lowering("alias.default", "detach.default", "lift_fresh.default")
def alias(x: TensorBox) -> TensorBox:
    return x


@register_lowering("flatten.using_ints")
def flatten_(x: TensorBox, start_dim: int = 0, end_dim: int = -1) -> TensorBox:
    size = x.get_size()
    if not size:
        return view(x, [1])
    a, b = _wrap(start_dim, len(size)), _wrap(end_dim, len(size))
    merged = 1
    for s in size[a : b + 1]:
        merged *= s
    return view(x, size[:a] + [merged] + size[b + 1 :])


def basic_index(x: TensorBox, index: Any) -> TensorBox | None:
    """``x[index]`` for ints, slices, None and Ellipsis as views; None for advanced indexing."""
    items = list(index) if isinstance(index, tuple) else [index]
    if not all(i is None or i is Ellipsis or isinstance(i, int | slice) for i in items):
        return None
    if any(isinstance(i, bool) for i in items):
        return None
    consumed = sum(1 for i in items if isinstance(i, int | slice))
    if Ellipsis in items:
        at = items.index(Ellipsis)
        items[at : at + 1] = [slice(None)] * (x.dim() - consumed)
    dim = 0
    for item in items:
        if item is None:
            x = unsqueeze(x, dim)
            dim += 1
        elif isinstance(item, int):
            x = select(x, dim, item)
        else:
            if item.step is not None and item.step <= 0:
                raise ValueError("step must be greater than zero")
            x = slice_(x, dim, item.start, item.stop, item.step or 1)
            dim += 1
    return x
