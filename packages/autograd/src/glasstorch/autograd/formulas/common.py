"""What every formula module shares: node plumbing, scalar and dtype helpers, dims."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.aten import Tensor
from glasstorch.aten import tensor as _tensor
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

_COMPLEX = TypeCategory.COMPLEX
M_LN2 = math.log(2.0)
M_LN10 = math.log(10.0)
M_2_SQRTPI = 2.0 / math.sqrt(math.pi)
M_PI = math.pi

Sizes = Sequence[int]
Dims = int | Sequence[int] | None


# -- what the generated nodes use --------------------------------------------------------------
def should_compute_any(node: Any, edges: slice) -> bool:
    """Whether any input of a ``Tensor[]`` argument (the range ``edges``) needs a gradient."""
    return any(node.should_compute_output(i) for i in range(edges.start, edges.stop))


def any_grad_defined(grads: Sequence[Tensor | None]) -> bool:
    """Whether any incoming gradient is defined (None stands for zeros)."""
    for g in grads:
        if g is not None:
            return True
    return False


def release_saved(*saved: Any) -> None:
    """Free saved variables (``release_variables``); lists and None are allowed."""
    for item in saved:
        for variable in item if isinstance(item, list) else (item,):
            if variable is not None:
                variable.reset_data()


def not_implemented(name: str) -> Tensor:
    """The formula of a derivative glasstorch does not have (raises when it is needed)."""
    raise RuntimeError(f"the derivative for '{name}' is not implemented.")


# -- scalars, dtypes and shapes ----------------------------------------------------------------
def is_differentiable_type(dtype: Any) -> bool:
    """Floating and complex dtypes can require grad; integers and bool cannot."""
    return bool(dtype.is_floating_point or dtype.is_complex)


def maybe_multiply(t: Tensor, s: Any) -> Tensor:
    """``t * s``, skipping the multiplication for ``s == 1``."""
    return t if s == 1 else t * s


def handle_r_to_c(dtype: Any, grad: Tensor) -> Tensor:
    """The gradient of a real input is real even when the computation was complex."""
    if dtype.category is not _COMPLEX and grad._impl.dtype.category is _COMPLEX:
        return grad.real
    return grad


def _to_copy_backward(grad: Tensor, dtype: Any, device: Any) -> Tensor:
    """Back to the input's dtype and device (the real part, for a real input that was
    converted to a complex dtype)."""
    if grad.is_complex() and not dtype.is_complex:
        grad = grad.real
    return grad.to(device, dtype)


def wrap_dims(dims: Dims, ndim: int) -> list[int]:
    """Reduced dims as sorted non-negative ints; None or ``[]`` mean every dim."""
    if dims is None or (not isinstance(dims, int) and len(dims) == 0):
        return list(range(ndim))
    listed = [dims] if isinstance(dims, int) else list(dims)
    return sorted({maybe_wrap_dim(d, max(ndim, 1)) for d in listed})


def reduced_numel(sizes: Sizes, dims: Dims) -> int:
    """How many elements each reduced slice had."""
    return math.prod(sizes[d] for d in wrap_dims(dims, len(sizes)) if d < len(sizes))


def unsqueeze_multiple(t: Tensor, dims: Dims, ndim: int) -> Tensor:
    """Re-insert the size-1 dims a reduction without keepdim removed."""
    if dims is None or (not isinstance(dims, int) and len(dims) == 0):
        return t
    for d in wrap_dims(dims, ndim):
        t = t.unsqueeze(d)
    return t


def restore_reduced_dims(output: Tensor, dims: Dims, keepdim: bool) -> Tensor:
    """``output`` reshaped as if the reduction over ``dims`` had kept its dims."""
    if keepdim:
        return output
    listed = [] if dims is None else [dims] if isinstance(dims, int) else list(dims)
    total = output.dim() + len(listed)
    reduced = {d % total for d in listed}
    sizes = iter(output.shape)
    return output.reshape(tuple(1 if i in reduced else next(sizes) for i in range(total)))


def unsqueeze_to(grad: Tensor, dims_or_sizes: Any, sizes: Sizes | None = None) -> Tensor:
    """Undo a squeeze: ``unsqueeze_to(g, sizes)`` or ``unsqueeze_to(g, dim(s), sizes)``."""
    if sizes is None:
        sizes, dims = dims_or_sizes, range(len(dims_or_sizes))
    else:
        dims = wrap_dims(dims_or_sizes, len(sizes)) if len(sizes) else []
    for d in sorted(dims):
        if sizes[d] == 1:
            grad = grad.unsqueeze(d)
    return grad


def int_tensor(values: Any, like: Tensor) -> Tensor:
    """An int64 index tensor on ``like``'s device."""
    return _tensor(np.asarray(values, dtype=np.int64), dtype=int64, device=like.device)


def bool_tensor(values: np.ndarray, like: Tensor) -> Tensor:
    """A constant bool tensor on ``like``'s device."""
    return _tensor(values.astype(bool), dtype=bool_, device=like.device)
