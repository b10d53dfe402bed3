"""More activations and the in-place and alpha forms of dropout: ``hardshrink``, ``celu``,
``selu``, ``prelu``, ``rrelu``, ``dropout_``/``feature_dropout_``, ``alpha_dropout`` and
``feature_alpha_dropout`` (each with its in-place form), ``instance_norm`` and
``embedding_renorm_``.

Mirrors ``native/Activation.cpp``, ``Dropout.cpp``, ``Normalization.cpp`` and
``Embedding.cpp``. ``hardshrink`` and ``embedding_renorm_`` are kernels; the rest are
CompositeImplicitAutograd over ``elu``, ``where``, ``bernoulli_``, ``uniform_`` and
``batch_norm``, as in PyTorch.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..structured import TensorMeta
from ._lazy import ops
from .tensor_iterator import not_implemented_for, pointwise_meta
from .unary_ops import _apply

__all__ = [
    "alpha_dropout", "alpha_dropout_", "celu", "celu_", "dropout_", "embedding_renorm_",
    "feature_alpha_dropout", "feature_alpha_dropout_", "feature_dropout_", "hardshrink_out",
    "instance_norm", "meta_hardshrink", "prelu", "rrelu", "rrelu_", "selu", "selu_",
]  # fmt: skip

_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


# -- hardshrink --------------------------------------------------------------------------------
def meta_hardshrink(self: Any, lambd: Any) -> TensorMeta:
    if not self._impl.dtype.is_floating_point:
        raise not_implemented_for("hardshrink_cpu", self._impl.dtype)
    return pointwise_meta(self)


def hardshrink_out(self: Any, lambd: Any, out: Any) -> None:
    """x where |x| > lambd, else 0."""
    _apply(lambda x: np.where((x > lambd) | (x < -lambd), x, 0), self, out)


# -- elu family --------------------------------------------------------------------------------
def _celu_scale(alpha: Any) -> float:
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return 1.0 / alpha


def celu(self: Any, alpha: Any = 1.0) -> Any:
    """max(0, x) + min(0, alpha (exp(x / alpha) - 1))."""
    return ops.elu.call(self, alpha, 1.0, _celu_scale(alpha))


def celu_(self: Any, alpha: Any = 1.0) -> Any:
    return ops.elu_.call(self, alpha, 1.0, _celu_scale(alpha))


def selu(self: Any) -> Any:
    """scale * elu(x, alpha) with the self-normalising constants."""
    return ops.elu.call(self, _SELU_ALPHA, _SELU_SCALE, 1.0)


def selu_(self: Any) -> Any:
    return ops.elu_.call(self, _SELU_ALPHA, _SELU_SCALE, 1.0)


# -- prelu and rrelu ---------------------------------------------------------------------------
def prelu(self: Any, weight: Any) -> Any:
    """x where x > 0, else weight * x, with one weight per channel (dim 1) or one for all."""
    if not self._impl.dtype.is_floating_point:
        raise not_implemented_for("prelu_cpu", self._impl.dtype)
    if weight.dim() > 1:
        raise RuntimeError(
            f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.dim()}"
        )
    ndim = self.dim()
    channels = self.shape[1] if ndim >= 2 else 1
    count = weight.numel()
    if count != 1 and count != channels:
        raise RuntimeError(
            "Mismatch of parameter numbers and input channel size. Found parameter numbers = "
            f"{count} and channel size = {channels}."
        )
    slope = weight
    if ndim >= 2 and count > 1:
        slope = ops.reshape.call(weight, (count,) + (1,) * (ndim - 2))
    elif count == 1:
        slope = ops.reshape.call(weight, ())
    return ops.where_self.call(self > 0, self, self * slope)


def rrelu(
    self: Any,
    lower: Any = 1.0 / 8.0,
    upper: Any = 1.0 / 3.0,
    training: bool = False,
    generator: Any = None,
) -> Any:
    """Leaky ReLU whose negative slope is drawn from U(lower, upper) per element while
    training, and is their mean otherwise."""
    if not training:
        return ops.leaky_relu.call(self, (lower + upper) / 2)
    slopes = ops.empty_like.call(self, None, None, None, None, None)
    ops.uniform_.call(slopes, float(lower), float(upper), generator)
    return ops.where_self.call(self >= 0, self, self * slopes)


def rrelu_(
    self: Any,
    lower: Any = 1.0 / 8.0,
    upper: Any = 1.0 / 3.0,
    training: bool = False,
    generator: Any = None,
) -> Any:
    return ops.copy_.call(self, rrelu(self, lower, upper, training, generator), False)


# -- dropout in place and alpha dropout --------------------------------------------------------
def _check_probability(p: float) -> None:
    if not 0 <= p <= 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")


def dropout_(self: Any, p: float, train: bool) -> Any:
    _check_probability(p)
    return ops.copy_.call(self, ops.dropout.call(self, p, train), False)


def feature_dropout_(self: Any, p: float, train: bool) -> Any:
    _check_probability(p)
    return ops.copy_.call(self, ops.feature_dropout.call(self, p, train), False)


def _alpha_dropout(input: Any, p: float, train: bool, feature: bool) -> Any:  # noqa: A002
    """Dropout that keeps SELU's zero mean and unit variance: dropped elements take SELU's
    negative saturation value, then an affine map restores the moments."""
    _check_probability(p)
    if p == 0 or not train or input.numel() == 0:
        return input
    if p == 1:
        return ops.mul_Tensor.call(input, ops.zeros_like.call(input, None, None, None, None, None))
    sizes = input._impl.sizes
    if feature:
        if len(sizes) < 2:
            raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
        sizes = (sizes[0], sizes[1]) + (1,) * (len(sizes) - 2)
    impl = input._impl
    keep = ops.empty_memory_format.call(tuple(sizes), impl.dtype, None, impl.device, None, None)
    ops.bernoulli__float.call(keep, 1 - p, None)
    alpha = _SELU_ALPHA * _SELU_SCALE
    a = 1.0 / math.sqrt((alpha * alpha * p + 1) * (1 - p))
    shift = (keep - 1) * (alpha * a) + alpha * a * p
    return ops.add_Tensor.call(input * (keep * a), shift, 1)


def alpha_dropout(input: Any, p: float, train: bool) -> Any:  # noqa: A002
    return _alpha_dropout(input, p, train, False)


def alpha_dropout_(self: Any, p: float, train: bool) -> Any:
    return ops.copy_.call(self, _alpha_dropout(self, p, train, False), False)


def feature_alpha_dropout(input: Any, p: float, train: bool) -> Any:  # noqa: A002
    return _alpha_dropout(input, p, train, True)


def feature_alpha_dropout_(self: Any, p: float, train: bool) -> Any:
    return ops.copy_.call(self, _alpha_dropout(self, p, train, True), False)


# -- instance_norm -----------------------------------------------------------------------------
def instance_norm(
    input: Any,  # noqa: A002
    weight: Any,
    bias: Any,
    running_mean: Any,
    running_var: Any,
    use_input_stats: bool,
    momentum: float,
    eps: float,
    cudnn_enabled: bool,
) -> Any:
    """Normalise each (sample, channel) plane over its spatial dims: ``batch_norm`` of the
    input folded to one sample of N*C channels; the running statistics, if given, take the
    mean of the N updates."""
    if input.dim() < 2:
        raise RuntimeError(f"instance_norm: expected at least 2-D input, got {input.dim()}-D")
    n, c = input.shape[0], input.shape[1]
    folded = ops.reshape.call(input, (1, n * c, *input.shape[2:]))

    def repeated(t: Any) -> Any:
        return None if t is None else ops.repeat.call(t, (n,))

    mean, var = repeated(running_mean), repeated(running_var)
    out = ops.batch_norm.call(
        folded, repeated(weight), repeated(bias), mean, var, use_input_stats, momentum, eps,
        cudnn_enabled,
    )  # fmt: skip
    for running, updated in ((running_mean, mean), (running_var, var)):
        if running is not None and use_input_stats:
            average = ops.mean_dim.call(ops.reshape.call(updated, (n, c)), (0,), False, None)
            ops.copy_.call(running, average.detach(), False)
    return ops.reshape.call(out, tuple(input.shape))


# -- embedding_renorm_ -------------------------------------------------------------------------
def embedding_renorm_(self: Any, indices: Any, max_norm: float, norm_type: float) -> Any:
    """Rescale, in place, each row of ``self`` that ``indices`` names whose ``norm_type``-norm
    exceeds ``max_norm`` down to ``max_norm`` (scaled by ``max_norm / (norm + 1e-7)``)."""
    if self._impl.dim() != 2:
        raise RuntimeError(
            f"Expected 2-dimensional tensor, but got {self._impl.dim()}-dimensional tensor for "
            "argument #1 'self' (while checking arguments for embedding_renorm_)"
        )
    weights = self._array()
    rows = np.unique(indices._array().reshape(-1))
    for row in rows:
        norm = np.sum(np.abs(weights[row]) ** norm_type) ** (1.0 / norm_type)
        if norm > max_norm:
            weights[row] *= max_norm / (norm + 1e-7)
    return self
