"""The few aten operators the autograd runtime itself calls, as small helpers.

Every helper goes through the Dispatcher, so that under ``create_graph`` the runtime's own
arithmetic (summing gradients, reducing broadcasts) is itself differentiable.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten._generated import ops

__all__ = [
    "add",
    "add_",
    "as_strided",
    "clone",
    "copy_",
    "empty_strided",
    "has_nan",
    "ones",
    "ones_like",
    "sum_to",
    "to",
    "zeros",
    "zeros_like",
]


def add(a: Any, b: Any) -> Any:
    return ops.add_Tensor.call(a, b, 1)


def add_(a: Any, b: Any) -> Any:
    return ops.add__Tensor.call(a, b, 1)


def clone(t: Any, memory_format: Any = None) -> Any:
    return ops.clone.call(t, memory_format)


def copy_(dst: Any, src: Any) -> Any:
    return ops.copy_.call(dst, src, False)


def zeros(sizes: Sequence[int], dtype: Any, device: Any) -> Any:
    return ops.zeros.call(list(sizes), dtype, None, device, None)


def zeros_like(t: Any) -> Any:
    return ops.zeros_like.call(t)


def ones(sizes: Sequence[int], dtype: Any, device: Any) -> Any:
    return ops.ones.call(list(sizes), dtype, None, device, None)


def ones_like(t: Any) -> Any:
    return ops.ones_like.call(t)


def empty_strided(sizes: Sequence[int], strides: Sequence[int], dtype: Any, device: Any) -> Any:
    return ops.empty_strided.call(list(sizes), list(strides), dtype, None, device, None)


def as_strided(t: Any, sizes: Sequence[int], strides: Sequence[int], offset: int) -> Any:
    return ops.as_strided.call(t, list(sizes), list(strides), offset)


def to(t: Any, dtype: Any = None, device: Any = None) -> Any:
    return ops._to_copy.call(t, dtype, None, device)


def has_nan(t: Any) -> bool:
    """Whether any element of ``t`` is NaN (False for integral and meta tensors)."""
    impl = t._impl
    if impl.dtype.category < 2 or impl.device.is_meta():
        return False
    return bool(ops.any.call(ops.isnan.call(t)).item())


def sum_to(grad: Any, sizes: Sequence[int]) -> Any:
    """Sum ``grad`` down to ``sizes``, undoing a broadcast (PyTorch's ``at::sum_to``).

    Leading dimensions are summed away and dimensions that are 1 in ``sizes`` summed with
    ``keepdim``; ``grad`` itself comes back when it already has the shape.
    """
    grad_sizes = grad._impl.sizes
    sizes = tuple(sizes)
    if grad_sizes == sizes:
        return grad
    if not sizes:
        return ops.sum.call(grad, None)
    leading = len(grad_sizes) - len(sizes)
    dims = list(range(leading))
    for i in range(leading, len(grad_sizes)):
        if sizes[i - leading] == 1 and grad_sizes[i] != 1:
            dims.append(i)
    if dims:
        grad = ops.sum_dim_IntList.call(grad, dims, True, None)
    if leading > 0:
        grad = ops.view.call(grad, list(sizes))
    return grad
