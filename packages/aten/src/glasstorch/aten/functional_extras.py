"""More of ``torch/functional.py``: the Python-level wrappers whose signatures the schema
language cannot spell — tensors as varargs (``atleast_1d``, ``block_diag``), shapes as
varargs (``broadcast_shapes``), results that depend on flags (``unique_consecutive``) or are
tuples (``histogramdd``, ``unravel_index``) — and ``detach``/``detach_`` as functions.
Each is a thin layer over the aten operators it calls.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.scalar_type import TypeCategory, get_default_dtype

from ._generated import ops
from .core.tensor_base import Size, TensorBase
from .python_arg_parser import return_types

__all__ = [
    "atleast_1d", "atleast_2d", "atleast_3d", "block_diag", "broadcast_shapes", "detach",
    "detach_", "gradient", "histogramdd", "unique_consecutive", "unravel_index",
]  # fmt: skip


def _atleast(single: Any, many: Any, tensors: tuple[Any, ...]) -> Any:
    """One tensor gives one result; several (or one sequence of them) give a tuple."""
    if len(tensors) == 1 and isinstance(tensors[0], TensorBase):
        return single.call(tensors[0])
    if len(tensors) == 1 and isinstance(tensors[0], list | tuple):
        tensors = tuple(tensors[0])
    return tuple(many.call(list(tensors)))


def atleast_1d(*tensors: Any) -> Any:
    """Each tensor with at least one dim (0-dim tensors become shape ``(1,)``)."""
    return _atleast(ops.atleast_1d, ops.atleast_1d_Sequence, tensors)


def atleast_2d(*tensors: Any) -> Any:
    """Each tensor with at least two dims (``(n,)`` becomes ``(1, n)``)."""
    return _atleast(ops.atleast_2d, ops.atleast_2d_Sequence, tensors)


def atleast_3d(*tensors: Any) -> Any:
    """Each tensor with at least three dims (``(n,)`` becomes ``(1, n, 1)``)."""
    return _atleast(ops.atleast_3d, ops.atleast_3d_Sequence, tensors)


def block_diag(*tensors: Any) -> Any:
    """The tensors (0-dim and 1-D ones as rows) along the diagonal of a zero matrix."""
    return ops.block_diag.call(list(tensors))


def broadcast_shapes(*shapes: Any) -> Size:
    """The shape ``broadcast_tensors`` would give tensors of these shapes (ints or sequences),
    checked from the right as PyTorch does."""
    sizes = [(s,) if isinstance(s, numbers.Integral) else tuple(s) for s in shapes]
    result = [1] * max((len(s) for s in sizes), default=0)
    for index, shape in enumerate(sizes):
        for i in range(-1, -len(shape) - 1, -1):
            size = shape[i]
            if size < 0:
                raise ValueError("Attempting to broadcast a dimension with negative length!")
            if size == 1 or size == result[i]:
                continue
            if result[i] != 1:
                raise RuntimeError(
                    f"Attempting to broadcast a dimension of length {size} at {i}! Mismatching "
                    f"argument at index {index} had {shape}; but expected shape should be "
                    f"broadcastable to {result}"
                )
            result[i] = size
    return Size(result)


def detach(input: Any) -> Any:  # noqa: A002 - PyTorch's parameter name
    """A tensor sharing ``input``'s data that is no part of any graph."""
    return input.detach()


def detach_(input: Any) -> Any:  # noqa: A002
    """Detach ``input`` from its graph, in place."""
    return input.detach_()


def histogramdd(
    input: Any,  # noqa: A002
    bins: Any,
    *,
    range: Sequence[float] | None = None,  # noqa: A002
    weight: Any = None,
    density: bool = False,
) -> Any:
    """The D-dimensional histogram of the rows of ``input`` (its last dim is D): counts and
    a tuple of each dimension's bin edges."""
    span = None if range is None else [float(v) for v in range]
    if isinstance(bins, numbers.Integral):
        hist, edges = ops.histogramdd_int_bins.call(input, int(bins), span, weight, density)
    elif all(isinstance(b, TensorBase) for b in bins):
        hist, edges = ops.histogramdd_TensorList_bins.call(input, list(bins), span, weight, density)
    else:
        hist, edges = ops.histogramdd.call(input, [int(b) for b in bins], span, weight, density)
    return return_types.histogramdd(hist, tuple(edges))


def unique_consecutive(
    input: Any,  # noqa: A002
    return_inverse: bool = False,
    return_counts: bool = False,
    dim: int | None = None,
) -> Any:
    """Collapse runs of equal consecutive elements (slices along ``dim``); with
    ``return_inverse``/``return_counts`` also where each element went and the run lengths."""
    output, inverse, counts = ops.unique_consecutive.call(input, return_inverse, return_counts, dim)
    if return_inverse and return_counts:
        return output, inverse, counts
    if return_inverse:
        return output, inverse
    if return_counts:
        return output, counts
    return output


def unravel_index(indices: Any, shape: Any) -> tuple[Any, ...]:
    """The coordinates in a tensor of ``shape`` of each flat index (negative ones counting
    from the end), one tensor per dim."""
    if not isinstance(indices, TensorBase):
        indices = ops.scalar_tensor.call(indices, None, None, None, None).long()
    if indices.dtype.category is not TypeCategory.INTEGRAL:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    sizes = (shape,) if isinstance(shape, numbers.Integral) else tuple(shape)
    if any(s < 0 for s in sizes):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(sizes)}")
    coordinates = []
    remaining = indices
    for size in reversed(sizes):
        coordinates.append(ops.remainder_Tensor.call(remaining, _number(size, indices)))
        remaining = ops.floor_divide.call(remaining, _number(size, indices))
    return tuple(reversed(coordinates))


def _number(value: int, like: Any) -> Any:
    return ops.scalar_tensor.call(value, like.dtype, None, like.device, None)


# -- gradient ----------------------------------------------------------------------------------
def gradient(
    input: Any,  # noqa: A002
    *,
    spacing: Any = 1,
    dim: Any = None,
    edge_order: int = 1,
) -> tuple[Any, ...]:
    """The derivative of ``input`` along each of ``dim`` (every dim by default) by central
    differences inside and one-sided ones of order ``edge_order`` at the ends, with samples
    ``spacing`` apart (one number, one per dim, or each dim's coordinates)."""
    if edge_order not in (1, 2):
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    dims = list(range(input.dim())) if dim is None else [dim] if isinstance(dim, int) else list(dim)
    dims = [d % max(input.dim(), 1) for d in dims]
    spacings = _spacings(input, spacing, dims, dim is None)
    if input.dtype.category <= TypeCategory.INTEGRAL:
        input = input.to(get_default_dtype())  # noqa: A001
    for d in dims:
        if input.shape[d] < edge_order + 1:
            raise RuntimeError(
                "torch.gradient expected each dimension size to be at least edge_order+1"
            )
    return tuple(_derivative(input, d, h, edge_order) for d, h in zip(dims, spacings, strict=True))


def _spacings(input: Any, spacing: Any, dims: list[int], every_dim: bool) -> list[Any]:  # noqa: A002
    if not isinstance(spacing, list | tuple):
        return [spacing] * len(dims)
    if len(spacing) != len(dims):
        where = (
            f"'self.dim() = {input.dim()}', since dim argument was not given"
            if every_dim
            else f"'dim = {len(dims)}'"
        )
        raise RuntimeError(
            "torch.gradient expected spacing to be unspecified, a scalar, or a list of length "
            f"equal to {where}, but got a list of length {len(spacing)}"
        )
    return list(spacing)


def _derivative(f: Any, d: int, h: Any, edge_order: int) -> Any:
    """One dim's derivative: ``h`` is a number (uniform samples) or the coordinates."""
    n = f.shape[d]

    def part(start: int, length: int) -> Any:
        return f.narrow(d, start, length)

    def along(t: Any) -> Any:  # a 1-D tensor of coefficients, laid along dim d
        shape = [1] * f.dim()
        shape[d] = -1
        return t.reshape(shape)

    if not isinstance(h, TensorBase):
        interior = (part(2, n - 2) - part(0, n - 2)) / (2.0 * h) if n > 2 else None
        if edge_order == 1:
            first = (part(1, 1) - part(0, 1)) / h
            last = (part(n - 1, 1) - part(n - 2, 1)) / h
        else:
            first = (-1.5 * part(0, 1) + 2.0 * part(1, 1) - 0.5 * part(2, 1)) / h
            last = (0.5 * part(n - 3, 1) - 2.0 * part(n - 2, 1) + 1.5 * part(n - 1, 1)) / h
    else:
        x = h.to(f.dtype)
        steps = x[1:] - x[:-1]
        interior = None
        if n > 2:
            h1, h2 = steps[:-1], steps[1:]
            a = along(-h2 / (h1 * (h1 + h2)))
            b = along((h2 - h1) / (h1 * h2))
            c = along(h1 / (h2 * (h1 + h2)))
            interior = a * part(0, n - 2) + b * part(1, n - 2) + c * part(2, n - 2)
        if edge_order == 1:
            first = (part(1, 1) - part(0, 1)) / steps[0]
            last = (part(n - 1, 1) - part(n - 2, 1)) / steps[-1]
        else:
            d1, d2 = steps[0], steps[1]
            first = (
                -(2 * d1 + d2) / (d1 * (d1 + d2)) * part(0, 1)
                + (d1 + d2) / (d1 * d2) * part(1, 1)
                - d1 / (d2 * (d1 + d2)) * part(2, 1)
            )
            d1, d2 = steps[-2], steps[-1]
            last = (
                d2 / (d1 * (d1 + d2)) * part(n - 3, 1)
                - (d1 + d2) / (d1 * d2) * part(n - 2, 1)
                + (2 * d2 + d1) / (d2 * (d1 + d2)) * part(n - 1, 1)
            )
    pieces = [first] + ([interior] if interior is not None else []) + [last]
    return ops.cat.call(pieces, d)
