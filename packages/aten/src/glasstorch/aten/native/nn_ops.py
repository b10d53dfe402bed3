"""Neural-network operators without a family of their own: the activation backward kernels,
softmax's backward, ``linear``/``bilinear``, dropout and scaled dot-product attention; plus
the small helpers the other nn modules (convolution, pooling, normalization ...) share.

Mirrors ``native/Activation.cpp`` (the ``*_backward`` kernels autograd's formulas call),
``SoftMax.cpp``, ``Linear.cpp``, ``Dropout.cpp`` and the math path of ``transformers/
attention.cpp``. The backward kernels are structured pointwise operators like their forward
ones; the front ends are CompositeImplicitAutograd, written with other operators only.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import bool_, float16, float32
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import array_module, array_module_of, device_array
from ..structured import TensorMeta
from ._lazy import ops, special
from .fp_errors import ignore_fp_errors
from .reduce_ops import values
from .tensor_iterator import operand_arrays, pointwise_meta

__all__ = [
    "bilinear", "dropout", "elu_backward_out", "feature_dropout", "gelu_backward_out",
    "leaky_relu_backward_out", "linear", "log_softmax_backward_data_out",
    "meta__log_softmax_backward_data", "meta__softmax_backward_data", "meta_elu_backward",
    "meta_gelu_backward", "meta_leaky_relu_backward", "meta_sigmoid_backward",
    "meta_silu_backward", "meta_softplus_backward", "meta_tanh_backward", "meta_threshold",
    "meta_threshold_backward", "native_dropout", "native_dropout_backward",
    "scaled_dot_product_attention", "sigmoid_backward_out", "silu_backward_out",
    "softmax_backward_data_out", "softplus_backward_out", "tanh_backward_out",
    "threshold_backward_out", "threshold_out",
]  # fmt: skip


# -- helpers shared by the nn modules -------------------------------------------------------------
def int_tuple(value: int | Sequence[int]) -> tuple[int, ...]:
    """An ``int[N]`` argument as a tuple (a schema default may arrive as a bare int)."""
    if isinstance(value, numbers.Integral):
        return (int(value),)
    return tuple(int(v) for v in value)


def type_string(t: Any) -> str:
    """``CPUFloatType``: how PyTorch's ``Tensor::toString()`` names a tensor's type."""
    device = t._impl.device.type
    prefix = {"cpu": "CPU", "cuda": "CUDA", "meta": "Meta"}.get(device, device)
    return f"{prefix}{t._impl.dtype.scalar_type.name}Type"


def floating(t: Any) -> np.ndarray:
    """``t``'s elements to compute with: half precision widened to float32."""
    return values(t)


def is_meta(t: Any) -> bool:
    return t._impl.device.is_meta()


def fill(out: Any, value: Any) -> Any:
    """Write ``value`` (broadcast, cast) into ``out`` unless it is a Meta tensor; return ``out``."""
    if not is_meta(out) and out._impl.numel():
        with ignore_fp_errors():
            np.copyto(out._array(), device_array(array_module(out), value), casting="unsafe")
    return out


def separable(x: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """``rows @ x @ cols.T`` over the last two dims: a linear map applied to H and W apart
    (pooling, interpolation and their backward are all of this form)."""
    xp = array_module_of(x)
    rows, cols = device_array(xp, rows), device_array(xp, cols)
    return np.einsum("oh,...hw,pw->...op", rows, x, cols, optimize=True)


# -- threshold and the activation backward kernels -------------------------------------------------
def meta_threshold(self: Any, threshold: Any, value: Any) -> TensorMeta:
    return pointwise_meta(self)


def threshold_out(self: Any, threshold: Any, value: Any, out: Any) -> None:
    """``value`` where ``self <= threshold``, else ``self``."""
    x = self._array()
    fill(out, np.where(x <= threshold, value, x))


def _backward_meta(grad_output: Any, other: Any, *args: Any) -> TensorMeta:
    return pointwise_meta(grad_output, other)


meta_threshold_backward = meta_silu_backward = _backward_meta
meta_softplus_backward = meta_sigmoid_backward = meta_tanh_backward = _backward_meta


def _pointwise_backward(grad_output: Any, other: Any, out: Any, fn: Any) -> None:
    g, x = operand_arrays(grad_output, other)
    with ignore_fp_errors():
        fill(out, fn(g, x))


def threshold_backward_out(grad_output: Any, self: Any, threshold: Any, grad_input: Any) -> None:
    """``grad_output`` where ``self > threshold``, else 0 (relu's backward with 0)."""
    _pointwise_backward(grad_output, self, grad_input, lambda g, x: np.where(x > threshold, g, 0))


def meta_gelu_backward(grad_output: Any, self: Any, approximate: str) -> TensorMeta:
    if approximate not in ("none", "tanh"):
        raise RuntimeError("approximate argument must be either none or tanh.")
    return pointwise_meta(grad_output, self)


def gelu_backward_out(grad_output: Any, self: Any, approximate: str, grad_input: Any) -> None:
    """``g * (Phi(x) + x * phi(x))``, or the derivative of the tanh approximation."""

    def exact(g: Any, x: Any) -> Any:
        cdf = 0.5 * (1 + special.erf(x / math.sqrt(2)))
        pdf = np.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)
        return g * (cdf + x * pdf)

    def tanh(g: Any, x: Any) -> Any:
        beta, kappa = math.sqrt(2 / math.pi), 0.044715
        inner = np.tanh(beta * (x + kappa * x**3))
        left = 0.5 * (1 + inner)
        right = 0.5 * x * (1 - inner * inner) * beta * (1 + 3 * kappa * x * x)
        return g * (left + right)

    _pointwise_backward(grad_output, self, grad_input, tanh if approximate == "tanh" else exact)


def silu_backward_out(grad_output: Any, self: Any, grad_input: Any) -> None:
    def fn(g: Any, x: Any) -> Any:
        s = special.expit(x)
        return g * s * (1 + x * (1 - s))

    _pointwise_backward(grad_output, self, grad_input, fn)


def meta_elu_backward(
    grad_output: Any, alpha: Any, scale: Any, input_scale: Any, is_result: bool, self_or_result: Any
) -> TensorMeta:
    if is_result and alpha < 0:
        raise RuntimeError(
            "In-place elu backward calculation is triggered with a negative slope which is not "
            "supported. This is caused by calling in-place forward function with a negative "
            "slope, please call out-of-place version instead."
        )
    return pointwise_meta(grad_output, self_or_result)


def elu_backward_out(
    grad_output: Any,
    alpha: Any,
    scale: Any,
    input_scale: Any,
    is_result: bool,
    self_or_result: Any,
    grad_input: Any,
) -> None:
    """From the input: ``g * input_scale * alpha * scale * exp(x * input_scale)`` where
    ``x <= 0``; from the result ``y``: ``g * input_scale * (y + alpha * scale)`` there."""

    def fn(g: Any, x: Any) -> Any:
        if is_result:
            negative = g * input_scale * (x + alpha * scale)
        else:
            negative = g * input_scale * alpha * scale * np.exp(x * input_scale)
        return np.where(x <= 0, negative, g * scale)

    _pointwise_backward(grad_output, self_or_result, grad_input, fn)


def meta_leaky_relu_backward(
    grad_output: Any, self: Any, negative_slope: Any, self_is_result: bool
) -> TensorMeta:
    if self_is_result and negative_slope < 0:
        raise RuntimeError(
            "In-place leakyReLu backward calculation is triggered with a negative slope which "
            "is not supported. This is caused by calling in-place forward function with a "
            "negative slope, please call out-of-place version instead. File an issue at "
            "https://github.com/pytorch/pytorch if you do require supporting in-place leakRelu "
            "backward calculation with negative slope"
        )
    return pointwise_meta(grad_output, self)


def leaky_relu_backward_out(
    grad_output: Any, self: Any, negative_slope: Any, self_is_result: bool, grad_input: Any
) -> None:
    _pointwise_backward(
        grad_output, self, grad_input, lambda g, x: np.where(x > 0, g, g * negative_slope)
    )


def softplus_backward_out(
    grad_output: Any, self: Any, beta: Any, threshold: Any, grad_input: Any
) -> None:
    """``g * sigmoid(beta * x)``, or ``g`` where softplus is linear (``beta * x > threshold``)."""
    _pointwise_backward(
        grad_output,
        self,
        grad_input,
        lambda g, x: np.where(x * beta > threshold, g, g * special.expit(x * beta)),
    )


def sigmoid_backward_out(grad_output: Any, output: Any, grad_input: Any) -> None:
    _pointwise_backward(grad_output, output, grad_input, lambda g, y: g * (1 - y) * y)


def tanh_backward_out(grad_output: Any, output: Any, grad_input: Any) -> None:
    _pointwise_backward(grad_output, output, grad_input, lambda g, y: g * (1 - y * y))


# -- softmax / log_softmax backward ----------------------------------------------------------------
def _softmax_backward_meta(grad_output: Any, dim: int, input_dtype: DType) -> TensorMeta:
    impl = grad_output._impl
    maybe_wrap_dim(dim, impl.dim())
    dtype = impl.dtype
    if dtype is float32 and input_dtype is float16:  # CUDA's half-to-float softmax
        dtype = float16
    return TensorMeta(impl.sizes, dtype, impl.device)


def meta__softmax_backward_data(
    grad_output: Any, output: Any, dim: int, input_dtype: DType
) -> TensorMeta:
    grad_sizes, out_sizes = grad_output._impl.sizes, output._impl.sizes
    if grad_sizes != out_sizes:
        raise RuntimeError(
            "Expected tensor for argument #1 'grad' to have same size as tensor for argument "
            f"#2 'output'; but {list(grad_sizes)} does not equal {list(out_sizes)} (while "
            "checking arguments for softmax_backward)"
        )
    return _softmax_backward_meta(grad_output, dim, input_dtype)


def meta__log_softmax_backward_data(
    grad_output: Any, output: Any, dim: int, input_dtype: DType
) -> TensorMeta:
    return _softmax_backward_meta(grad_output, dim, input_dtype)


def _softmax_backward(grad_output: Any, output: Any, dim: int, out: Any, log: bool) -> None:
    g, y = floating(grad_output), floating(output)
    if g.ndim == 0:
        g, y = g.reshape(1), y.reshape(1)
    d = maybe_wrap_dim(dim, g.ndim)
    with ignore_fp_errors():
        if log:
            result = g - np.exp(y) * np.sum(g, axis=d, keepdims=True)
        else:
            result = y * (g - np.sum(g * y, axis=d, keepdims=True))
    fill(out, result.reshape(out._impl.sizes))


def softmax_backward_data_out(
    grad_output: Any, output: Any, dim: int, input_dtype: DType, grad_input: Any
) -> None:
    """``y * (g - sum(g * y, dim))``: the vector-Jacobian product of ``y = softmax(x)``."""
    _softmax_backward(grad_output, output, dim, grad_input, log=False)


def log_softmax_backward_data_out(
    grad_output: Any, output: Any, dim: int, input_dtype: DType, out: Any
) -> None:
    """``g - exp(y) * sum(g, dim)``: the vector-Jacobian product of ``y = log_softmax(x)``."""
    _softmax_backward(grad_output, output, dim, out, log=True)


# -- linear layers ---------------------------------------------------------------------------------
def linear(input: Any, weight: Any, bias: Any = None) -> Any:
    """``input @ weight.T + bias``: one ``addmm`` for 2-D input (or contiguous input folded to
    2-D), else ``matmul`` then ``add``, as PyTorch."""
    weight_t = ops.t.call(weight)
    sizes = input._impl.sizes
    if bias is not None and len(sizes) == 2:
        return ops.addmm.call(bias, input, weight_t, 1, 1)
    if bias is not None and len(sizes) > 2 and input._impl.is_contiguous() and bias.dim() == 1:
        folded = ops.reshape.call(input, (-1, sizes[-1]))
        result = ops.addmm.call(bias, folded, weight_t, 1, 1)
        return ops.view.call(result, (*sizes[:-1], result._impl.sizes[1]))
    output = ops.matmul.call(input, weight_t)
    return output if bias is None else ops.add_Tensor.call(output, bias, 1)


def bilinear(input1: Any, input2: Any, weight: Any, bias: Any = None) -> Any:
    """``y[..., o] = x1[..., i] W[o, i, j] x2[..., j] + b[o]`` (einsum over the batch dims)."""
    s1, s2, sw = input1._impl.sizes, input2._impl.sizes, weight._impl.sizes
    if len(s1) != len(s2):
        raise RuntimeError(
            f"bilinear(): input dimensions do not match: got {len(s1)} and {len(s2)}"
        )
    if s1[:-1] != s2[:-1]:
        raise RuntimeError(
            f"bilinear(): input batch dimensions do not match: got {list(s1[:-1])} and "
            f"{list(s2[:-1])}"
        )
    if len(sw) != 3:
        raise RuntimeError(f"bilinear(): weight must be three-dimensional, got {len(sw)}")
    if s1[-1] != sw[1]:
        raise RuntimeError(
            f"bilinear(): input1 size does not match weight size: got {s1[-1]} but expected {sw[1]}"
        )
    if s2[-1] != sw[2]:
        raise RuntimeError(
            f"bilinear(): input2 size does not match weight size: got {s2[-1]} but expected {sw[2]}"
        )
    if bias is not None and bias._impl.sizes != (sw[0],):
        raise RuntimeError(
            f"bilinear(): bias size does not match weight size: got {bias._impl.sizes[-1]} but "
            f"expected {sw[0]}"
        )
    output = ops.einsum.call("...i,oij,...j->...o", [input1, weight, input2], None)
    return output if bias is None else ops.add_Tensor.call(output, bias, 1)


# -- dropout ---------------------------------------------------------------------------------------
def _check_probability(p: float) -> None:
    if not 0 <= p <= 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")


def _dropout(input: Any, p: float, train: bool, noise_shape: Sequence[int]) -> Any:
    """``input * mask / (1 - p)`` with ``mask ~ Bernoulli(1 - p)`` of ``noise_shape``."""
    from .._runtime import wrap_scalar

    _check_probability(p)
    impl = input._impl
    if p == 0 or not train or impl.numel() == 0:
        return input
    if p == 1:
        return ops.mul_Tensor.call(input, ops.zeros.call((), impl.dtype, None, impl.device, None))
    noise = ops.empty_memory_format.call(tuple(noise_shape), impl.dtype, None, impl.device, None)
    ops.bernoulli__float.call(noise, 1 - p, None)
    noise = ops.div_Tensor.call(noise, wrap_scalar(1 - p))
    return ops.mul_Tensor.call(input, noise)


def dropout(input: Any, p: float, train: bool) -> Any:
    """Zero each element with probability ``p`` and scale the rest by ``1 / (1 - p)``."""
    return _dropout(input, p, train, input._impl.sizes)


def feature_dropout(input: Any, p: float, train: bool) -> Any:
    """Dropout of whole channels: one draw per ``(batch, channel)`` (``Dropout2d`` ...)."""
    sizes = input._impl.sizes
    if len(sizes) < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    return _dropout(input, p, train, (sizes[0], sizes[1]) + (1,) * (len(sizes) - 2))


def native_dropout(input: Any, p: float, train: bool | None) -> tuple[Any, Any]:
    """``(input * mask / (1 - p), mask)`` with a bool mask; outside training the input's copy
    and an all-true mask."""
    from .._runtime import wrap_scalar

    impl = input._impl
    if impl.numel() == 0:
        return input, ops.empty_like.call(input, None, None, None, None, None)
    if train is None or train:
        keep = 1.0 - p
        noise = ops.empty_like.call(input, None, None, None, None, None)
        ops.bernoulli__float.call(noise, keep, None)
        scaled = ops.mul_Tensor.call(input, noise)
        output = ops.mul_Tensor.call(scaled, wrap_scalar(0.0 if keep == 0 else 1.0 / keep))
        mask = ops._to_copy.call(noise, bool_, None, None, None, False, None)
        return output, mask
    mask = ops.ones_like.call(input, bool_, None, None, None, None)
    return ops.clone.call(input, None), mask


def native_dropout_backward(grad_output: Any, mask: Any, scale: float) -> Any:
    """``grad_output * mask * scale``."""
    from .._runtime import wrap_scalar

    if mask._impl.dtype is not bool_:
        raise RuntimeError(f"Mask should be Bool Scalar Type{mask._impl.dtype.scalar_type.name}")
    masked = ops.mul_Tensor.call(grad_output, mask)
    return ops.mul_Tensor.call(masked, wrap_scalar(float(scale)))


# -- scaled dot-product attention ------------------------------------------------------------------
def _attention_mask(query: Any, key: Any, attn_mask: Any, is_causal: bool) -> Any:
    """The additive float mask: boolean masks become 0 / -inf, ``is_causal`` a lower triangle."""
    impl = query._impl
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError(
                "_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                "is_causal=True"
            )
        size = (impl.sizes[-2], key._impl.sizes[-2])
        ones = ops.ones.call(size, bool_, None, impl.device, None)
        attn_mask = ops.tril.call(ones, 0)
    if attn_mask is None or attn_mask._impl.dtype is not bool_:
        return attn_mask
    zeros = ops.zeros_like.call(attn_mask, impl.dtype, None, None, None, None)
    return ops.masked_fill_Scalar.call(zeros, ops.logical_not.call(attn_mask), -math.inf)


def scaled_dot_product_attention(
    query: Any,
    key: Any,
    value: Any,
    attn_mask: Any = None,
    dropout_p: float = 0.0,
    is_causal: bool = False,
    scale: float | None = None,
    enable_gqa: bool = False,
) -> Any:
    """``softmax(q k^T * scale + mask) v``; rows that the mask hides entirely give 0."""
    from .._runtime import wrap_scalar

    dtypes = (query._impl.dtype, key._impl.dtype, value._impl.dtype)
    if len(set(dtypes)) != 1:
        q, k, v = (dt.scalar_type.name.lower() for dt in dtypes)
        raise RuntimeError(
            "Expected query, key, and value to have the same dtype, but got query.dtype: "
            f"{q} key.dtype: {k} and value.dtype: {v} instead."
        )
    if attn_mask is not None and attn_mask._impl.dtype not in (bool_, query._impl.dtype):
        raise RuntimeError(
            "Expected attn_mask dtype to be bool or float or to match query dtype, but got "
            f"attn_mask.dtype: {attn_mask._impl.dtype.scalar_type.name.lower()} and  "
            f"query.dtype: {query._impl.dtype.scalar_type.name.lower()} instead."
        )
    if enable_gqa:
        heads = query._impl.sizes[-3]
        key = ops.repeat_interleave_self_int.call(key, heads // key._impl.sizes[-3], -3, None)
        value = ops.repeat_interleave_self_int.call(value, heads // value._impl.sizes[-3], -3, None)
    mask = _attention_mask(query, key, attn_mask, is_causal)
    factor = 1.0 / math.sqrt(query._impl.sizes[-1]) if scale is None else scale
    root = math.sqrt(abs(factor))  # scale q and k apart, for stability
    q = ops.mul_Tensor.call(query, wrap_scalar(math.copysign(root, factor)))
    k = ops.mul_Tensor.call(ops.transpose_int.call(key, -2, -1), wrap_scalar(root))
    scores = ops.matmul.call(q, k)
    if mask is not None:
        scores = ops.add_Tensor.call(scores, mask, 1)
    weights = ops.softmax_int.call(scores, -1, None)
    hidden = ops.all_dim.call(ops.eq_Tensor.call(scores, wrap_scalar(-math.inf)), -1, True)
    weights = ops.masked_fill_Scalar.call(weights, hidden, 0.0)
    if dropout_p > 0.0:
        weights = ops.dropout.call(weights, dropout_p, True)
    return ops.matmul.call(weights, value)
