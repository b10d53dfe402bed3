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

from glasstorch.c10.core.scalar_type import TypeCategory

from ._generated import ops
from .core.tensor_base import Size, TensorBase
from .python_arg_parser import return_types

__all__ = [
    "atleast_1d", "atleast_2d", "atleast_3d", "block_diag", "broadcast_shapes", "detach",
    "detach_", "histogramdd", "unique_consecutive", "unravel_index",
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

