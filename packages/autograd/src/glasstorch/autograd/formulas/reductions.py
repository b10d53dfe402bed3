"""Reductions, scans and softmax: sum, mean, prod, max, var, norm, cumsum ..."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from glasstorch.aten import Tensor, cat, where, zeros, zeros_like
from glasstorch.aten._generated import ops
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .common import (
    Dims,
    Sizes,
    bool_tensor,
    reduced_numel,
    restore_reduced_dims,
    unsqueeze_multiple,
)


# -- reductions --------------------------------------------------------------------------------
def expand_grad(grad: Tensor, sizes: Sizes) -> Tensor:
    """``grad.expand(sizes)``: the gradient of a full reduction, straight to the operator
    (a method call would parse its arguments first)."""
    return ops.expand.call(grad, list(sizes), False)


def sum_backward(grad: Tensor, sizes: Sizes, dims: Dims, keepdim: bool) -> Tensor:
    if not keepdim and len(sizes) > 0:
        grad = unsqueeze_multiple(grad, dims, len(sizes))
    return expand_grad(grad, sizes)


def mean_backward(grad: Tensor, sizes: Sizes, dims: Dims, numel: int, keepdim: bool) -> Tensor:
    all_reduce = dims is None or (not isinstance(dims, int) and len(dims) == 0)
    count = numel if all_reduce else reduced_numel(sizes, dims)
    return sum_backward(grad, sizes, dims, keepdim) / count


def _prod_safe_zeros_backward(grad: Tensor, inp: Tensor, dim: int) -> Tensor:
    """Each element's gradient: the product of the others (exclusive cumprods both ways)."""
    n = inp.size(dim)
    if inp.numel() == 0 or n == 1:
        return grad.expand(tuple(inp.shape))
    ones = inp.narrow(dim, 0, 1) * 0 + 1
    before = cat([ones, inp.narrow(dim, 0, n - 1)], dim).cumprod(dim)
    after = cat([ones, inp.narrow(dim, 1, n - 1).flip((dim,))], dim).cumprod(dim).flip((dim,))
    return grad * (before * after)


def prod_backward(
    grad: Tensor, input: Tensor, result: Tensor, dim: int | None = None, keepdim: bool = False
) -> Tensor:
    """``result / input``, or exclusive products where the input has zeros."""
    if input.dim() == 0:
        return grad
    has_zero = bool((input == 0).any())
    if dim is None:
        if not has_zero:
            return grad * (result / input)
        flat = _prod_safe_zeros_backward(grad, input.reshape((-1,)), 0)
        return flat.reshape(tuple(input.shape))
    dim = maybe_wrap_dim(dim, input.dim())
    if not keepdim:
        grad, result = grad.unsqueeze(dim), result.unsqueeze(dim)
    if not has_zero:
        return grad * (result / input)
    return _prod_safe_zeros_backward(grad, input, dim)


def scale_grad_by_count(grad: Tensor, mask: Tensor, dims: Dims) -> Tensor:
    """Split the gradient evenly between the elements that tied for amax/amin."""
    dims = () if dims is None else dims
    return (grad / mask.sum(dims, True)) * mask


def evenly_distribute_backward(grad: Tensor, input: Tensor, value: Tensor) -> Tensor:
    """max()/min(): every element equal to the result (NaN included) shares the gradient."""
    mask = (input == value).logical_or(input.isnan().logical_and(value.isnan()))
    return mask * (grad / mask.sum())


def value_selecting_reduction_backward(
    grad: Tensor, dim: int, indices: Tensor, sizes: Sizes, keepdim: bool
) -> Tensor:
    """max.dim/sort/topk: the gradient goes back to the positions ``indices`` picked."""
    if len(sizes) == 0:
        return grad.reshape(())
    grad_in = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    if not keepdim:
        grad, indices = grad.unsqueeze(dim), indices.unsqueeze(dim)
    return grad_in.scatter(dim, indices, grad)


def var_backward(
    grad: Tensor, self: Tensor, dims: Dims, correction: float | None, keepdim: bool
) -> Tensor:
    correction = 1 if correction is None else correction
    all_reduce = dims is None or (not isinstance(dims, int) and len(dims) == 0)
    if self.dim() == 0 or all_reduce:
        dof = self.numel() - correction
        if dof <= 0:
            return grad * where(self == self.mean(), math.nan, math.inf)
        return (2.0 / dof) * grad * (self - self.mean())
    if not keepdim and self.dim() > 1:
        grad = unsqueeze_multiple(grad, dims, self.dim())
    dof = reduced_numel(self.shape, dims) - correction
    return (2.0 / dof) * grad * (self - self.mean(dims, True))


def std_backward(
    result: Tensor, grad: Tensor, self: Tensor, dims: Dims, correction: Any, keepdim: bool
) -> Tensor:
    grad_var = where(result == 0, 0.0, grad / (result * 2))
    return var_backward(grad_var, self, dims, correction, keepdim)


def var_mean_backward(
    gvar: Tensor | None, gmean: Tensor | None, self: Tensor, dims: Dims, correction: Any,
    keepdim: bool,
) -> Tensor | None:  # fmt: skip
    parts = []
    if gvar is not None:
        parts.append(var_backward(gvar, self, dims, correction, keepdim))
    if gmean is not None:
        parts.append(mean_backward(gmean, self.shape, dims, self.numel(), keepdim))
    return sum(parts[1:], parts[0]) if parts else None


def std_mean_backward(
    gstd: Tensor | None, gmean: Tensor | None, self: Tensor, std: Tensor, dims: Dims,
    correction: Any, keepdim: bool,
) -> Tensor | None:  # fmt: skip
    parts = []
    if gstd is not None:
        parts.append(std_backward(std, gstd, self, dims, correction, keepdim))
    if gmean is not None:
        parts.append(mean_backward(gmean, self.shape, dims, self.numel(), keepdim))
    return sum(parts[1:], parts[0]) if parts else None


def norm_backward(
    grad: Tensor, self: Tensor, p: float | None, norm: Tensor, dims: Dims = None,
    keepdim: bool = False,
) -> Tensor:  # fmt: skip
    """The p-norm's gradient, with PyTorch's choices at 0 (subgradient 0) and for p=inf."""
    p = 2.0 if p is None else float(p)
    if not keepdim and self.dim() != 0:
        grad = unsqueeze_multiple(grad, dims, self.dim())
        norm = unsqueeze_multiple(norm, dims, self.dim())
    if p == 0.0:
        return zeros_like(self)
    if p == 1.0:
        return self.sign() * grad
    if p == 2.0:
        return grad * where(norm == 0, 0.0, self / norm)
    if math.isinf(p):
        both_nan = self.isnan().logical_and(norm.isnan())
        is_max = (self.abs() == norm).logical_or(both_nan).to(norm.dtype)
        count = is_max.sum(() if dims is None else dims, True)
        return self.sign() * is_max * (grad / count)
    if p < 1.0:
        scaled = self.sign() * where(self == 0, 0.0, self.abs().pow(p - 1))
        return scaled * grad * norm.pow(1 - p)
    scaled = self.sign() * self.abs().pow(p - 1) if p < 2.0 else self * self.abs().pow(p - 2)
    return scaled * where(norm == 0, 0.0, grad / norm.pow(p - 1))


def linalg_vector_norm_backward(
    grad: Tensor, self: Tensor, ord: float, result: Tensor, dims: Dims, keepdim: bool
) -> Tensor:
    return norm_backward(grad, self, ord, result, dims, keepdim)


def logsumexp_backward(
    grad: Tensor, self: Tensor, result: Tensor, dims: Dims, keepdim: bool
) -> Tensor:
    if not keepdim and self.dim() != 0:
        grad = unsqueeze_multiple(grad, dims, self.dim())
        result = unsqueeze_multiple(result, dims, self.dim())
    return grad * (self - result).exp()


def _reverse_cumsum(t: Tensor, dim: int) -> Tensor:
    return t.flip((dim,)).cumsum(dim).flip((dim,))


def cumsum_backward(grad: Tensor, dim: int) -> Tensor:
    return grad if grad.dim() == 0 else _reverse_cumsum(grad, dim)


def cumprod_backward(grad: Tensor, input: Tensor, dim: int, output: Tensor) -> Tensor:
    """``sum_{j>=k} grad_j * prod_{i<=j, i!=k} x_i``; quadratic only when inputs have zeros."""
    if input.dim() == 0 or input.numel() == 0:
        return grad
    dim = maybe_wrap_dim(dim, input.dim())
    if not bool((input == 0).any()):
        return _reverse_cumsum(grad * output, dim) / input
    n = input.size(dim)
    x = input.movedim(dim, -1).unsqueeze(-2)  # (..., 1, n): row k drops x_k
    products = where(bool_tensor(np.eye(n), input), 1.0, x).cumprod(-1)  # (k, j): prod_{i<=j, i!=k}
    upper = bool_tensor(np.triu(np.ones((n, n))), input)  # j >= k
    g = grad.movedim(dim, -1).unsqueeze(-2)
    return where(upper, products * g, 0.0).sum((-1,), False).movedim(-1, dim)


def _softmax_backward_data(grad: Tensor, output: Tensor, dim: int, input_dtype: Any) -> Tensor:
    """``y * (grad - sum(grad * y, dim))`` for ``y = softmax(x)``."""
    return ops._softmax_backward_data.call(grad, output, dim, input_dtype)


def _log_softmax_backward_data(grad: Tensor, output: Tensor, dim: int, input_dtype: Any) -> Tensor:
    """``grad - exp(y) * sum(grad, dim)`` for ``y = log_softmax(x)``."""
    return ops._log_softmax_backward_data.call(grad, output, dim, input_dtype)


def softmax_double_backward(grad: Tensor, grad_output: Tensor, dim: int, output: Tensor) -> Tensor:
    """``_softmax_backward_data``'s gradient for output: the derivative of
    ``y * (g - sum(g * y))`` in ``y`` against ``grad``."""
    return (
        grad_output * grad
        - (output * grad_output).sum((dim,), True) * grad
        - grad_output * (output * grad).sum((dim,), True)
    )


def log_softmax_double_backward_grad_output(grad: Tensor, dim: int, output: Tensor) -> Tensor:
    """``_log_softmax_backward_data``'s gradient for grad_output: ``grad - sum(grad *
    exp(y))``."""
    return grad - (grad * output.exp()).sum((dim,), True)


def log_softmax_double_backward_output(
    grad: Tensor, grad_output: Tensor, dim: int, output: Tensor
) -> Tensor:
    """``_log_softmax_backward_data``'s gradient for output: ``-grad * exp(y) * sum(g)``."""
    return -grad * output.exp() * grad_output.sum((dim,), True)


# -- order statistics and more reductions ------------------------------------------------------
def cummaxmin_backward(grad: Tensor, self: Tensor, indices: Tensor, dim: int) -> Tensor:
    """Each running extreme's gradient goes back to the element it was taken from."""
    if self.dim() == 0:
        return grad
    return zeros_like(self).scatter_add(dim, indices, grad)


def nansum_backward(grad: Tensor, self: Tensor, dims: Dims, keepdim: bool) -> Tensor:
    """The gradient of a sum, except at the NaNs, which were not summed."""
    if not keepdim and self.dim() > 0:
        grad = unsqueeze_multiple(grad, dims, self.dim())
    return where(self.isnan(), 0.0, grad.expand(tuple(self.shape)))


def trace_backward(grad: Tensor, sizes: Sizes) -> Tensor:
    """The gradient on the main diagonal, zero elsewhere."""
    rows, cols = sizes
    return grad * ops.eye_m.call(rows, cols, grad.dtype, None, grad.device, None)


def aminmax_backward(
    grad_min: Tensor | None,
    grad_max: Tensor | None,
    self: Tensor,
    min: Tensor,  # noqa: A002 - the output names
    max: Tensor,  # noqa: A002
    dim: int | None,
    keepdim: bool,
) -> Tensor:
    """As amin's and amax's: each gradient shared by the elements that tied for the value."""
    total = zeros_like(self)
    for grad, value in ((grad_min, min), (grad_max, max)):
        if grad is not None:
            mask = restore_reduced_dims(value, dim, keepdim) == self
            total = total + scale_grad_by_count(restore_reduced_dims(grad, dim, keepdim), mask, dim)
    return total
