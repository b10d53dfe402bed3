"""Neural-network helpers: convolution, pooling, normalization, embedding, losses, padding,
upsampling and dropout, and the double backward of their backward operators.

The first-order helpers call aten's backward operators (``convolution_backward`` ...)
through ``ops``, so a backward pass runs one kernel per layer. Those operators have
derivatives.yaml entries of their own where PyTorch has a simple formula, which is what
``create_graph=True`` then records. The normalizations are the exception: their backward
operators are not differentiable, so under grad mode (a backward pass with
``create_graph=True``) their helpers compute the same gradients with differentiable
operators instead, recomputing the statistics from the input (PyTorch does this for
group norm: ``infinitely_differentiable_native_group_norm_backward``).
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, ones, zeros_like
from glasstorch.aten._generated import ops

from ..grad_mode import is_grad_enabled
from .common import Sizes

#: ``reduction`` of the losses (``at::Reduction``).
NONE, MEAN, SUM = 0, 1, 2

Mask = Sequence[bool]
Grads3 = tuple[Tensor | None, Tensor | None, Tensor | None]


# -- convolution -----------------------------------------------------------------------------------
def convolution_backward(
    grad: Tensor, input: Tensor, weight: Tensor, bias_sizes: Sizes | None,
    stride: Sizes, padding: Sizes, dilation: Sizes, transposed: bool, output_padding: Sizes,
    groups: int, output_mask: Mask,
) -> Grads3:  # fmt: skip
    """Gradients of ``convolution`` for input, weight and bias (None where not asked)."""
    return ops.convolution_backward.call(
        grad, input, weight, bias_sizes, stride, padding, dilation, transposed,
        output_padding, groups, list(output_mask),
    )  # fmt: skip


def convolution_double_backward(
    ggI: Tensor | None, ggW: Tensor | None, ggb: Tensor | None, gO: Tensor, weight: Tensor,
    input: Tensor, stride: Sizes, padding: Sizes, dilation: Sizes, transposed: bool,
    output_padding: Sizes, groups: int, mask: Mask,
) -> Grads3:  # fmt: skip
    """``convolution_backward``'s gradients for grad_output, input and weight.

    ``convolution_backward(gO, x, w)`` is ``(J_x^T gO, J_w^T gO, sum gO)`` for the bilinear
    ``y = conv(x, w)``. Against ``ggI, ggW, ggb``: grad_output gets
    ``conv(ggI, w) + conv(x, ggW) + ggb``, the input the input-gradient of ``conv(x, ggW)``
    and the weight the weight-gradient of ``conv(ggI, w)``, both for ``gO``
    (PyTorch's ``_convolution_double_backward``).
    """
    args = (stride, padding, dilation, transposed, output_padding, groups)
    ggO = gI = gW = None
    if mask[0]:
        parts = []
        if ggI is not None:
            parts.append(ops.convolution.call(ggI, weight, None, *args))
        if ggW is not None:
            parts.append(ops.convolution.call(input, ggW, None, *args))
        if ggb is not None:
            shape = (1, -1) + (1,) * (gO.dim() - 2)
            parts.append(ggb.reshape(shape).expand(tuple(gO.shape)))
        if parts:
            ggO = parts[0]
            for part in parts[1:]:
                ggO = ggO + part
    if mask[1] and ggW is not None:
        gI = ops.convolution_backward.call(gO, input, ggW, None, *args, [True, False, False])[0]
    if mask[2] and ggI is not None:
        gW = ops.convolution_backward.call(gO, ggI, weight, None, *args, [False, True, False])[1]
    return ggO, gI, gW


# -- pooling ---------------------------------------------------------------------------------------
def max_pool2d_with_indices_backward(
    grad: Tensor, self: Tensor, kernel_size: Sizes, stride: Sizes, padding: Sizes,
    dilation: Sizes, ceil_mode: bool, indices: Tensor,
) -> Tensor:  # fmt: skip
    return ops.max_pool2d_with_indices_backward.call(
        grad, self, kernel_size, stride, padding, dilation, ceil_mode, indices
    )


def max_pool_double_backward(grad: Tensor, indices: Tensor, dims: int) -> Tensor:
    """The entries of ``grad`` (shaped like the pooled input) that each window selected:
    ``indices`` are flat positions within the last ``dims`` dims."""
    return grad.flatten(-dims).gather(-1, indices.flatten(-dims)).view_as(indices)


def avg_pool2d(
    self: Tensor, kernel_size: Sizes, stride: Sizes, padding: Sizes, ceil_mode: bool,
    count_include_pad: bool, divisor_override: int | None,
) -> Tensor:  # fmt: skip
    return ops.avg_pool2d.call(
        self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    )


def avg_pool2d_backward(
    grad: Tensor, self: Tensor, kernel_size: Sizes, stride: Sizes, padding: Sizes,
    ceil_mode: bool, count_include_pad: bool, divisor_override: int | None,
) -> Tensor:  # fmt: skip
    return ops.avg_pool2d_backward.call(
        grad, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    )


def _adaptive_avg_pool2d(self: Tensor, output_size: Sizes) -> Tensor:
    return ops._adaptive_avg_pool2d.call(self, tuple(output_size))


def _adaptive_avg_pool2d_backward(grad: Tensor, self: Tensor) -> Tensor:
    return ops._adaptive_avg_pool2d_backward.call(grad, self)


# -- normalization ---------------------------------------------------------------------------------
def _channel_shape(ndim: int) -> tuple[int, ...]:
    """Where a per-channel vector broadcasts against ``(N, C, *)``."""
    return (1, -1) + (1,) * (ndim - 2)


def _standardized(x: Tensor, dims: Sequence[int], eps: float) -> tuple[Tensor, Tensor]:
    """``(x_hat, rstd)`` over ``dims`` (kept), computed from ``x`` with differentiable
    operators, so that what uses them is differentiable in ``x`` again."""
    centered = x - x.mean(tuple(dims), True)
    rstd = ((centered * centered).mean(tuple(dims), True) + eps).rsqrt()
    return centered * rstd, rstd


def _standardized_backward(
    grad_x_hat: Tensor, x_hat: Tensor, rstd: Tensor, dims: Sequence[int]
) -> Tensor:
    """The input gradient through ``x_hat = (x - mean(x)) * rstd(x)`` over ``dims``."""
    dims = tuple(dims)
    projected = x_hat * (grad_x_hat * x_hat).mean(dims, True)
    return rstd * (grad_x_hat - grad_x_hat.mean(dims, True) - projected)


def _sum_over(t: Tensor, dims: Sequence[int]) -> Tensor:
    """``t`` summed over ``dims`` (none: ``t`` itself)."""
    return t.sum(tuple(dims)) if dims else t


def batch_norm_backward(
    grad: Tensor, input: Tensor, weight: Tensor | None, running_mean: Tensor | None,
    running_var: Tensor | None, save_mean: Tensor | None, save_invstd: Tensor | None,
    train: bool, eps: float, mask: Mask,
) -> Grads3:  # fmt: skip
    """Gradients of ``native_batch_norm`` for input, weight and bias: its backward operator,
    or differentiable operators under grad mode."""
    if not is_grad_enabled():
        return ops.native_batch_norm_backward.call(
            grad, input, weight, running_mean, running_var, save_mean, save_invstd, train, eps,
            list(mask),
        )  # fmt: skip
    shape = _channel_shape(input.dim())
    dims = [0, *range(2, input.dim())]
    if train:
        x_hat, rstd = _standardized(input, dims, eps)
    else:
        assert running_mean is not None and running_var is not None
        rstd = (running_var + eps).rsqrt().reshape(shape)
        x_hat = (input - running_mean.reshape(shape)) * rstd
    grad_input = grad_weight = grad_bias = None
    if mask[0]:
        grad_x_hat = grad if weight is None else grad * weight.reshape(shape)
        if train:
            grad_input = _standardized_backward(grad_x_hat, x_hat, rstd, dims)
        else:
            grad_input = grad_x_hat * rstd
    if mask[1]:
        grad_weight = (grad * x_hat).sum(tuple(dims))
    if mask[2]:
        grad_bias = grad.sum(tuple(dims))
    return grad_input, grad_weight, grad_bias


def layer_norm_backward(
    grad: Tensor, input: Tensor, normalized_shape: Sizes, mean: Tensor, rstd: Tensor,
    weight: Tensor | None, bias: Tensor | None, eps: float, mask: Mask,
) -> Grads3:  # fmt: skip
    """Gradients of ``native_layer_norm`` for input, weight and bias: its backward operator,
    or differentiable operators under grad mode."""
    if not is_grad_enabled():
        return ops.native_layer_norm_backward.call(
            grad, input, tuple(normalized_shape), mean, rstd, weight, bias, list(mask)
        )
    axis = input.dim() - len(normalized_shape)
    dims, batch = list(range(axis, input.dim())), list(range(axis))
    x_hat, recomputed = _standardized(input, dims, eps)
    grad_input = grad_weight = grad_bias = None
    if mask[0]:
        grad_x_hat = grad if weight is None else grad * weight
        grad_input = _standardized_backward(grad_x_hat, x_hat, recomputed, dims)
    if mask[1]:
        grad_weight = _sum_over(grad * x_hat, batch)
    if mask[2]:
        grad_bias = _sum_over(grad, batch)
    return grad_input, grad_weight, grad_bias


def group_norm_backward(
    grad: Tensor, input: Tensor, mean: Tensor, rstd: Tensor, weight: Tensor | None, N: int,
    C: int, HxW: int, group: int, eps: float, mask: Mask,
) -> Grads3:  # fmt: skip
    """Gradients of ``native_group_norm`` for input, weight and bias: its backward operator,
    or differentiable operators under grad mode."""
    if not is_grad_enabled():
        return ops.native_group_norm_backward.call(
            grad, input, mean, rstd, weight, N, C, HxW, group, list(mask)
        )
    sizes = tuple(input.shape)
    grouped = (N, group, (C // group) * HxW)
    x_hat, recomputed = _standardized(input.reshape(grouped), [2], eps)
    grad_input = grad_weight = grad_bias = None
    if mask[0]:
        grad_x_hat = grad if weight is None else grad * weight.reshape(_channel_shape(len(sizes)))
        grad_input = _standardized_backward(
            grad_x_hat.reshape(grouped), x_hat, recomputed, [2]
        ).reshape(sizes)
    per_channel = (N, C, HxW)
    if mask[1]:
        grad_weight = (grad.reshape(per_channel) * x_hat.reshape(per_channel)).sum((0, 2))
    if mask[2]:
        grad_bias = grad.reshape(per_channel).sum((0, 2))
    return grad_input, grad_weight, grad_bias


# -- embedding -------------------------------------------------------------------------------------
def embedding_backward(
    grad: Tensor, indices: Tensor, num_weights: int, padding_idx: int,
    scale_grad_by_freq: bool, sparse: bool,
) -> Tensor:  # fmt: skip
    return ops.embedding_backward.call(
        grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse
    )


def embedding_dense_double_backward(
    grad: Tensor, indices: Tensor, num_weights: int, padding_idx: int, scale_grad_by_freq: bool
) -> Tensor:
    """``embedding_dense_backward``'s gradient for grad_output: the row of ``grad`` each
    index names (zero for ``padding_idx``), divided by the index's count when the first
    backward divided by it (PyTorch leaves that division out)."""
    flat = indices.reshape((-1,))
    rows = grad.index_select(0, flat)
    if scale_grad_by_freq:
        column = ones((flat.numel(), 1), dtype=grad.dtype, device=grad.device)
        counts = ops.embedding_dense_backward.call(column, flat, num_weights, -1, False)
        rows = rows / counts.index_select(0, flat)
    if padding_idx >= 0:
        rows = rows.masked_fill((flat == padding_idx).reshape((-1, 1)), 0)
    return rows.reshape((*indices.shape, grad.shape[-1]))


# -- losses ----------------------------------------------------------------------------------------
def _scale(reduction: int, numel: int) -> float:
    """What a mean reduction divides by (1 for the others)."""
    return 1.0 / numel if reduction == MEAN and numel else 1.0


def _sum_if_reduced(t: Tensor, reduction: int) -> Tensor:
    """A gradient for a reduced loss's 0-d grad_output: the sum over the elements."""
    return t if reduction == NONE else t.sum()


def nll_loss_backward(
    grad: Tensor, self: Tensor, target: Tensor, weight: Tensor | None, reduction: int,
    ignore_index: int, total_weight: Tensor,
) -> Tensor:  # fmt: skip
    return ops.nll_loss_backward.call(
        grad, self, target, weight, reduction, ignore_index, total_weight
    )


def nll_loss(
    self: Tensor, target: Tensor, weight: Tensor | None, reduction: int, ignore_index: int
) -> Tensor:
    """``nll_loss_forward``'s loss (``nll_loss_backward`` is linear in grad_output)."""
    return ops.nll_loss_forward.call(self, target, weight, reduction, ignore_index)[0]


def mse_loss_backward(grad: Tensor, self: Tensor, target: Tensor, reduction: int) -> Tensor:
    return ops.mse_loss_backward.call(grad, self, target, reduction)


def mse_loss_double_backward(grad: Tensor, input: Tensor, reduction: int) -> Tensor:
    """``mse_loss_backward``'s gradient for self given ``grad * grad_output``."""
    return grad * (2.0 * _scale(reduction, input.numel()))


def mse_loss_double_backward_grad_output(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int
) -> Tensor:
    return _sum_if_reduced(mse_loss_backward(grad, self, target, reduction), reduction)


def smooth_l1_loss_backward(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, beta: float
) -> Tensor:
    return ops.smooth_l1_loss_backward.call(grad, self, target, reduction, beta)


def smooth_l1_loss_double_backward(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, beta: float
) -> Tensor:
    """``smooth_l1_loss_backward``'s gradient for self given ``grad * grad_output``: the
    quadratic part's ``1 / beta`` inside ``(-beta, beta)`` (0 everywhere for beta 0)."""
    if beta == 0:
        return zeros_like(grad)
    inside = ((self - target).abs() < beta).to(grad.dtype)
    return grad * inside * (_scale(reduction, self.numel()) / beta)


def smooth_l1_loss_double_backward_grad_output(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, beta: float
) -> Tensor:
    first = smooth_l1_loss_backward(grad, self, target, reduction, beta)
    return _sum_if_reduced(first, reduction)


def huber_loss_backward(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, delta: float
) -> Tensor:
    return ops.huber_loss_backward.call(grad, self, target, reduction, delta)


def huber_loss_double_backward(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, delta: float
) -> Tensor:
    """``huber_loss_backward``'s gradient for self given ``grad * grad_output``: 1 inside
    ``(-delta, delta)``, 0 outside."""
    inside = ((self - target).abs() < delta).to(grad.dtype)
    return grad * inside * _scale(reduction, self.numel())


def huber_loss_double_backward_grad_output(
    grad: Tensor, self: Tensor, target: Tensor, reduction: int, delta: float
) -> Tensor:
    first = huber_loss_backward(grad, self, target, reduction, delta)
    return _sum_if_reduced(first, reduction)


def binary_cross_entropy_backward(
    grad: Tensor, self: Tensor, target: Tensor, weight: Tensor | None, reduction: int
) -> Tensor:
    return ops.binary_cross_entropy_backward.call(grad, self, target, weight, reduction)


def binary_cross_entropy_target_backward(
    grad: Tensor, self: Tensor, target: Tensor, weight: Tensor | None, reduction: int
) -> Tensor:
    """``-w * (log(x) - log(1 - x))``, each log clamped at -100 as the loss clamps them."""
    logit = self.log().clamp(-100.0, None) - (-self).log1p().clamp(-100.0, None)
    grad_target = -grad * logit
    if weight is not None:
        grad_target = grad_target * weight
    return grad_target * _scale(reduction, target.numel())


def _bce_denominator(self: Tensor) -> Tensor:
    """``x * (1 - x)`` kept away from 0, as ``binary_cross_entropy_backward`` does."""
    return (self * (1 - self)).clamp(1e-12, None)


def binary_cross_entropy_double_backward(
    grad_output: Tensor, grad: Tensor, self: Tensor, target: Tensor, weight: Tensor | None,
    reduction: int,
) -> Tensor:  # fmt: skip
    """``binary_cross_entropy_backward``'s gradient for self: the derivative of
    ``(x - t) / (x (1 - x))``, ``(x^2 - 2 x t + t) / (x (1 - x))^2``."""
    denominator = _bce_denominator(self)
    result = (self * self - 2 * self * target + target) / (denominator * denominator)
    result = result * (grad * grad_output)
    if weight is not None:
        result = result * weight
    return result * _scale(reduction, self.numel())


def binary_cross_entropy_double_backward_target(
    grad_output: Tensor, grad: Tensor, self: Tensor, weight: Tensor | None, reduction: int
) -> Tensor:
    """``binary_cross_entropy_backward``'s gradient for target: ``-1 / (x (1 - x))``."""
    result = -(grad * grad_output) / _bce_denominator(self)
    if weight is not None:
        result = result * weight
    return result * _scale(reduction, self.numel())


def binary_cross_entropy_double_backward_grad_output(
    grad: Tensor, self: Tensor, target: Tensor, weight: Tensor | None, reduction: int
) -> Tensor:
    first = binary_cross_entropy_backward(grad, self, target, weight, reduction)
    return _sum_if_reduced(first, reduction)


# -- padding ---------------------------------------------------------------------------------------
def constant_pad_nd_backward(grad: Tensor, pad: Sizes) -> Tensor:
    """Crop what the padding added (and pad back with zeros what it cropped)."""
    return ops.constant_pad_nd.call(grad, [-p for p in pad], 0)


def reflection_pad1d(self: Tensor, padding: Sizes) -> Tensor:
    return ops.reflection_pad1d.call(self, tuple(padding))


def reflection_pad2d(self: Tensor, padding: Sizes) -> Tensor:
    return ops.reflection_pad2d.call(self, tuple(padding))


def replication_pad1d(self: Tensor, padding: Sizes) -> Tensor:
    return ops.replication_pad1d.call(self, tuple(padding))


def replication_pad2d(self: Tensor, padding: Sizes) -> Tensor:
    return ops.replication_pad2d.call(self, tuple(padding))


def reflection_pad1d_backward(grad: Tensor, self: Tensor, padding: Sizes) -> Tensor:
    return ops.reflection_pad1d_backward.call(grad, self, tuple(padding))


def reflection_pad2d_backward(grad: Tensor, self: Tensor, padding: Sizes) -> Tensor:
    return ops.reflection_pad2d_backward.call(grad, self, tuple(padding))


def replication_pad1d_backward(grad: Tensor, self: Tensor, padding: Sizes) -> Tensor:
    return ops.replication_pad1d_backward.call(grad, self, tuple(padding))


def replication_pad2d_backward(grad: Tensor, self: Tensor, padding: Sizes) -> Tensor:
    return ops.replication_pad2d_backward.call(grad, self, tuple(padding))


# -- upsampling ------------------------------------------------------------------------------------
def upsample_nearest2d(
    self: Tensor, output_size: Sizes, scales_h: float | None, scales_w: float | None
) -> Tensor:
    return ops.upsample_nearest2d.call(self, tuple(output_size), scales_h, scales_w)


def upsample_nearest2d_backward(
    grad: Tensor, output_size: Sizes, input_size: Sizes, scales_h: float | None,
    scales_w: float | None,
) -> Tensor:  # fmt: skip
    return ops.upsample_nearest2d_backward.call(
        grad, tuple(output_size), tuple(input_size), scales_h, scales_w
    )


def upsample_bilinear2d(
    self: Tensor, output_size: Sizes, align_corners: bool, scales_h: float | None,
    scales_w: float | None,
) -> Tensor:  # fmt: skip
    return ops.upsample_bilinear2d.call(self, tuple(output_size), align_corners, scales_h, scales_w)


def upsample_bilinear2d_backward(
    grad: Tensor, output_size: Sizes, input_size: Sizes, align_corners: bool,
    scales_h: float | None, scales_w: float | None,
) -> Tensor:  # fmt: skip
    return ops.upsample_bilinear2d_backward.call(
        grad, tuple(output_size), tuple(input_size), align_corners, scales_h, scales_w
    )


# -- dropout ---------------------------------------------------------------------------------------
def dropout_scale(p: float, train: bool | None) -> float:
    """What ``native_dropout`` multiplied the kept elements by (1 outside training)."""
    if train is not None and not train:
        return 1.0
    return 0.0 if p == 1 else 1.0 / (1.0 - p)


def native_dropout_backward(grad: Tensor, mask: Tensor, scale: float) -> Tensor:
    return ops.native_dropout_backward.call(grad, mask, scale)
