"""Activation functions of nn.functional (``relu``, ``gelu``, ``softmax``, ...).

Each is an aten pointwise operator (``at.relu``, ``at.gelu``, ``at.softplus``...) or a
short composition of them, with PyTorch's signatures and ``inplace`` variants.
"""

from __future__ import annotations

import warnings
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._utils import require_floating

__all__ = [
    "celu",
    "celu_",
    "elu",
    "elu_",
    "gelu",
    "glu",
    "hardshrink",
    "hardsigmoid",
    "hardswish",
    "hardtanh",
    "hardtanh_",
    "leaky_relu",
    "leaky_relu_",
    "log_softmax",
    "logsigmoid",
    "mish",
    "prelu",
    "gumbel_softmax",
    "relu",
    "relu6",
    "relu_",
    "rrelu",
    "rrelu_",
    "selu",
    "selu_",
    "sigmoid",
    "silu",
    "softmax",
    "softmin",
    "softplus",
    "softshrink",
    "softsign",
    "tanh",
    "tanhshrink",
    "threshold",
    "threshold_",
]


def _into(input: Tensor, result: Tensor, inplace: bool) -> Tensor:
    """``result``, or ``input`` overwritten with it when ``inplace``."""
    return input.copy_(result) if inplace else result


def _threshold(input: Tensor, limit: float, value: float, inplace: bool) -> Tensor:
    result = at.where(input > limit, input, at.full_like(input, value))
    return _into(input, result, inplace)


def threshold(input: Tensor, threshold: float, value: float, inplace: bool = False) -> Tensor:
    """``input`` where it is greater than ``threshold``, else ``value``."""
    return _threshold(input, threshold, value, inplace)


def threshold_(input: Tensor, threshold: float, value: float) -> Tensor:
    return _threshold(input, threshold, value, True)


def relu(input: Tensor, inplace: bool = False) -> Tensor:
    """max(0, x)."""
    return input.relu_() if inplace else at.relu(input)


def relu_(input: Tensor) -> Tensor:
    return input.relu_()


def hardtanh(
    input: Tensor, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False
) -> Tensor:
    """x clamped to [min_val, max_val]."""
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    return input.clamp_(min_val, max_val) if inplace else at.clamp(input, min_val, max_val)


def hardtanh_(input: Tensor, min_val: float = -1.0, max_val: float = 1.0) -> Tensor:
    return hardtanh(input, min_val, max_val, inplace=True)


def relu6(input: Tensor, inplace: bool = False) -> Tensor:
    """min(max(0, x), 6)."""
    return hardtanh(input, 0.0, 6.0, inplace)


def elu(input: Tensor, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    """x if x > 0 else alpha * (exp(x) - 1)."""
    return at.elu_(input, alpha) if inplace else at.elu(input, alpha)


def elu_(input: Tensor, alpha: float = 1.0) -> Tensor:
    return at.elu_(input, alpha)


_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def selu(input: Tensor, inplace: bool = False) -> Tensor:
    """scale * elu(x, alpha) with the self-normalising constants."""
    result = at.elu(input, _SELU_ALPHA, _SELU_SCALE)
    return _into(input, result, inplace)


def selu_(input: Tensor) -> Tensor:
    return selu(input, inplace=True)


def celu(input: Tensor, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    """max(0, x) + min(0, alpha * (exp(x / alpha) - 1))."""
    result = at.elu(input, alpha, 1.0, 1.0 / alpha)
    return _into(input, result, inplace)


def celu_(input: Tensor, alpha: float = 1.0) -> Tensor:
    return celu(input, alpha, inplace=True)


def rrelu(
    input: Tensor,
    lower: float = 1.0 / 8,
    upper: float = 1.0 / 3,
    training: bool = False,
    inplace: bool = False,
) -> Tensor:
    """Leaky ReLU whose negative slope is drawn from U(lower, upper) per element while
    training, and is ``(lower + upper) / 2`` otherwise."""
    if lower > upper:
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    if training:
        require_floating("rrelu_with_noise_out_cpu", input)
        slope = at.empty_like(input).uniform_(lower, upper)
        result = at.where(input > 0, input, input * slope)
    else:
        result = at.leaky_relu(input, (lower + upper) / 2)
    return _into(input, result, inplace)


def rrelu_(
    input: Tensor, lower: float = 1.0 / 8, upper: float = 1.0 / 3, training: bool = False
) -> Tensor:
    return rrelu(input, lower, upper, training, inplace=True)


def leaky_relu(input: Tensor, negative_slope: float = 0.01, inplace: bool = False) -> Tensor:
    """x if x > 0 else negative_slope * x."""
    if inplace:
        return at.leaky_relu_(input, negative_slope)
    return at.leaky_relu(input, negative_slope)


def leaky_relu_(input: Tensor, negative_slope: float = 0.01) -> Tensor:
    return at.leaky_relu_(input, negative_slope)


def prelu(input: Tensor, weight: Tensor) -> Tensor:
    """leaky_relu with a learnt slope per channel (dim 1) or one shared slope."""
    w = weight
    if input.dim() >= 2 and weight.numel() > 1:
        w = weight.reshape([1, weight.numel()] + [1] * (input.dim() - 2))
    return at.where(input >= 0, input, w * input)


def gelu(input: Tensor, approximate: str = "none") -> Tensor:
    """x * Φ(x), or its tanh approximation with ``approximate="tanh"``."""
    return at.gelu(input, approximate=approximate)


def logsigmoid(input: Tensor) -> Tensor:
    """log(1 / (1 + exp(-x))), computed as -softplus(-x)."""
    return -at.softplus(-input)


def hardshrink(input: Tensor, lambd: float = 0.5) -> Tensor:
    """x where |x| > lambd, else 0."""
    return at.where(input.abs() > lambd, input, at.zeros_like(input))


def softshrink(input: Tensor, lambd: float = 0.5) -> Tensor:
    """x - lambd, x + lambd or 0, shrinking towards zero by lambd."""
    if lambd < 0:
        raise RuntimeError(f"lambda must be greater or equal to 0, but found to be {lambd}.")
    zeros = at.zeros_like(input)
    return at.where(input > lambd, input - lambd, at.where(input < -lambd, input + lambd, zeros))


def tanhshrink(input: Tensor) -> Tensor:
    """x - tanh(x)."""
    return input - input.tanh()


def softsign(input: Tensor) -> Tensor:
    """x / (1 + |x|)."""
    return input / (input.abs() + 1)


def softplus(input: Tensor, beta: float = 1.0, threshold: float = 20.0) -> Tensor:
    """log(1 + exp(beta * x)) / beta, linear above ``threshold``."""
    return at.softplus(input, beta, threshold)


def _get_softmax_dim(name: str, ndim: int, stacklevel: int) -> int:
    warnings.warn(
        f"Implicit dimension choice for {name} has been deprecated. Change the call to include "
        "dim=X as an argument.",
        stacklevel=stacklevel,
    )
    return 0 if ndim in (0, 1, 3) else 1


def softmax(
    input: Tensor, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None
) -> Tensor:
    """exp(x) / sum(exp(x)) along ``dim`` (computed in ``dtype`` if given)."""
    if dim is None:
        dim = _get_softmax_dim("softmax", input.dim(), _stacklevel)
    return at.softmax(input, dim, dtype=dtype)


def softmin(
    input: Tensor, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None
) -> Tensor:
    """softmax(-x)."""
    if dim is None:
        dim = _get_softmax_dim("softmin", input.dim(), _stacklevel)
    return at.softmax(-input, dim, dtype=dtype)


def log_softmax(
    input: Tensor, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None
) -> Tensor:
    """log(softmax(x)) along ``dim``, computed stably."""
    if dim is None:
        dim = _get_softmax_dim("log_softmax", input.dim(), _stacklevel)
    return at.log_softmax(input, dim, dtype=dtype)


def gumbel_softmax(
    logits: Tensor, tau: float = 1, hard: bool = False, eps: float = 1e-10, dim: int = -1
) -> Tensor:
    """Softmax of ``(logits + g) / tau`` with Gumbel(0, 1) noise ``g``; ``hard`` returns
    one-hot samples whose gradient is the soft sample's (straight-through)."""
    if eps != 1e-10:
        warnings.warn("`eps` parameter is deprecated and has no effect.", stacklevel=2)
    gumbels = -at.empty_like(logits).exponential_().log()
    y_soft = ((logits + gumbels) / tau).softmax(dim)
    if not hard:
        return y_soft
    index = y_soft.max(dim, keepdim=True)[1]
    y_hard = at.zeros_like(logits).scatter_(dim, index, 1.0)
    return y_hard - y_soft.detach() + y_soft


def tanh(input: Tensor) -> Tensor:
    return at.tanh(input)


def sigmoid(input: Tensor) -> Tensor:
    return at.sigmoid(input)


def hardsigmoid(input: Tensor, inplace: bool = False) -> Tensor:
    """relu6(x + 3) / 6."""
    result = at.clamp(input + 3.0, 0.0, 6.0) / 6.0
    return _into(input, result, inplace)


def silu(input: Tensor, inplace: bool = False) -> Tensor:
    """x * sigmoid(x)."""
    return input.silu_() if inplace else at.silu(input)


def mish(input: Tensor, inplace: bool = False) -> Tensor:
    """x * tanh(softplus(x))."""
    result = input * at.softplus(input).tanh()
    return _into(input, result, inplace)


def hardswish(input: Tensor, inplace: bool = False) -> Tensor:
    """x * relu6(x + 3) / 6."""
    result = input * (at.clamp(input + 3.0, 0.0, 6.0) / 6.0)
    return _into(input, result, inplace)


def glu(input: Tensor, dim: int = -1) -> Tensor:
    """a * sigmoid(b), where a and b are the halves of ``input`` along ``dim``."""
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    if input.size(dim) % 2 != 0:
        raise RuntimeError(
            f"Halving dimension must be even, but dimension {dim % input.dim()} is size "
            f"{input.size(dim)}"
        )
    a, b = input.chunk(2, dim)
    return a * b.sigmoid()
