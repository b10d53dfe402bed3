"""Reduction lowerings: sum, prod, amax, amin, mean over any dims, with keepdim."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core import scalar_type as st

from .ir import Reduction, TensorBox
from .lowering import make_loader, pointwise, register_lowering
from .lowering_views import _wrap
from .virtualized import ops


def reduction_dims(x: TensorBox, dim: Any) -> list[int]:
    ndim = x.dim()
    if dim is None or (isinstance(dim, list | tuple) and len(dim) == 0):
        return list(range(ndim))
    dims = [dim] if isinstance(dim, int) else list(dim)
    wrapped = [_wrap(d, ndim) for d in dims]
    if len(set(wrapped)) != len(wrapped):
        raise RuntimeError(f"dim {wrapped[0]} appears multiple times in the list of dims")
    return sorted(wrapped)


def make_reduction(
    x: TensorBox, dim: Any, keepdim: bool, reduction_type: str, dtype: st.dtype | None = None
) -> TensorBox:
    """A realized Reduction of ``x`` over ``dim`` (all dims when None or empty)."""
    size = x.get_size()
    dims = reduction_dims(x, dim)
    if reduction_type in ("max", "min") and any(size[d] == 0 for d in dims):
        raise IndexError(
            f"{'amax' if reduction_type == 'max' else 'amin'}(): Expected reduction dim "
            f"{dims[0]} to have non-zero size."
        )
    dtype = dtype or x.get_dtype()
    outer = [1 if i in dims else s for i, s in enumerate(size) if keepdim or i not in dims]
    rsize = [size[d] for d in dims]
    load = make_loader(x, size, dtype)
    kept = [i for i in range(len(size)) if i not in dims]
    outer_pos = kept if not keepdim else list(range(len(size)))

    def inner(index: list[Any], rindex: list[Any]) -> Any:
        full: list[Any] = [None] * len(size)
        for i, d in enumerate(dims):
            full[d] = rindex[i]
        for d in kept:
            full[d] = index[outer_pos.index(d)]
        return load(full)

    box = TensorBox(
        Reduction(
            x.get_device(),
            dtype,
            inner,
            outer,
            reduction_ranges=rsize,
            reduction_type=reduction_type,
        )
    )
    box.realize()
    return box


def _sum_dtype(x: TensorBox, dtype: Any) -> st.dtype:
    if dtype is not None:
        return dtype
    d = x.get_dtype()
    return st.int64 if not (d.is_floating_point or d.is_complex) else d


@register_lowering("sum.dim_IntList")
def sum_(x: TensorBox, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> TensorBox:
    return make_reduction(x, dim, keepdim, "sum", _sum_dtype(x, dtype))


@register_lowering("sum.default")
def sum_all(x: TensorBox, *, dtype: Any = None) -> TensorBox:
    return sum_(x, None, False, dtype=dtype)


@register_lowering("prod.dim_int")
def prod(x: TensorBox, dim: int, keepdim: bool = False, *, dtype: Any = None) -> TensorBox:
    return make_reduction(x, dim, keepdim, "prod", _sum_dtype(x, dtype))


@register_lowering("prod.default")
def prod_all(x: TensorBox, *, dtype: Any = None) -> TensorBox:
    return make_reduction(x, None, False, "prod", _sum_dtype(x, dtype))


@register_lowering("amax.default")
def amax(x: TensorBox, dim: Sequence[int] = (), keepdim: bool = False) -> TensorBox:
    return make_reduction(x, dim, keepdim, "max")


@register_lowering("amin.default")
def amin(x: TensorBox, dim: Sequence[int] = (), keepdim: bool = False) -> TensorBox:
    return make_reduction(x, dim, keepdim, "min")


@register_lowering("mean.dim")
def mean(x: TensorBox, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> TensorBox:
    dtype = dtype or x.get_dtype()
    if not (dtype.is_floating_point or dtype.is_complex):
        raise RuntimeError(
            "mean(): could not infer output dtype. Input dtype must be either a floating point "
            f"or complex dtype. Got: {dtype.name.capitalize()}"
        )
    size = x.get_size()
    count = 1
    for d in reduction_dims(x, dim):
        count *= size[d]
    total = make_reduction(x, dim, keepdim, "sum", dtype)
    return pointwise(lambda v: ops.truediv(v, ops.constant(float(count), dtype)), total)


@register_lowering("mean.default")
def mean_all(x: TensorBox, *, dtype: Any = None) -> TensorBox:
    return mean(x, None, False, dtype=dtype)
