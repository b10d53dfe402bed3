"""Loss functions: nll_loss and cross_entropy, mse, l1, smooth L1, Huber, binary cross
entropy (on probabilities and on logits), with the backward kernels autograd calls.

Mirrors ``native/Loss.cpp`` and ``LossNLL.cpp``. ``reduction`` is PyTorch's enum: 0 none, 1
mean, 2 sum. ``nll_loss`` is weighted: with ``weight`` the mean divides by the summed
weights of the counted targets (NaN when every target is ignored), not by their number.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, float32, int64, uint8

from .._runtime import array_module, empty_tensor
from ..structured import TensorMeta
from ._lazy import ops
from .cuda import triton_for
from .fp_errors import ignore_fp_errors
from .nn_ops import fill, floating, is_meta
from .tensor_iterator import pointwise_meta

__all__ = [
    "binary_cross_entropy", "binary_cross_entropy_backward", "binary_cross_entropy_with_logits",
    "cross_entropy_loss", "huber_loss", "huber_loss_backward", "l1_loss", "meta_mse_loss",
    "meta_nll_loss_backward", "meta_nll_loss_forward", "meta_smooth_l1_loss", "mse_loss_backward",
    "mse_loss_out", "nll_loss", "nll_loss_backward_out", "nll_loss_forward_out", "nll_loss_nd",
    "smooth_l1_loss_backward", "smooth_l1_loss_out",
]  # fmt: skip

NONE, MEAN, SUM = 0, 1, 2


def _reduce(loss: np.ndarray, reduction: int) -> Any:
    """``apply_loss_reduction``."""
    if reduction == MEAN:
        return np.mean(loss) if loss.size else np.float64("nan")
    return np.sum(loss) if reduction == SUM else loss


def _reduce_op(loss: Any, reduction: int) -> Any:
    """``apply_loss_reduction`` written with operators (for the composite losses)."""
    if reduction == MEAN:
        return ops.mean.call(loss, None)
    return ops.sum.call(loss, None) if reduction == SUM else loss


def _norm(self: Any, reduction: int) -> float:
    """The backward scale of a pointwise loss: ``1 / numel`` for mean, else 1."""
    return 1.0 / self._impl.numel() if reduction == MEAN and self._impl.numel() else 1.0


# -- nll_loss --------------------------------------------------------------------------------------
def _check_nll(self: Any, target: Any, weight: Any, message: str) -> None:
    if not 0 < self._impl.dim() <= 2:
        raise RuntimeError("input tensor should be 1D or 2D")
    if target._impl.dim() > 1:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    no_batch = self._impl.dim() == 1 and target._impl.dim() == 0
    if not (no_batch or self._impl.sizes[0] == target._impl.sizes[0]):
        raise RuntimeError(
            f"size mismatch (got input: {list(self._impl.sizes)}, target: "
            f"{list(target._impl.sizes)})"
        )
    classes = self._impl.sizes[-1]
    if weight is not None and (weight._impl.dim() != 1 or weight._impl.numel() != classes):
        raise RuntimeError(message.format(classes=classes, shape=list(weight._impl.sizes)))
    if target._impl.dtype not in (int64, uint8):
        raise RuntimeError(
            f"expected scalar type Long but found {target._impl.dtype.scalar_type.name}"
        )


def meta_nll_loss_forward(
    self: Any, target: Any, weight: Any, reduction: int, ignore_index: int
) -> tuple[TensorMeta, TensorMeta]:
    _check_nll(
        self,
        target,
        weight,
        "weight tensor should be defined either for all {classes} "
        "classes or no classes but got weight tensor of shape: {shape}",
    )
    impl = self._impl
    sizes = (impl.sizes[0],) if reduction == NONE and impl.dim() == 2 else ()
    return TensorMeta(sizes, impl.dtype, impl.device), TensorMeta((), impl.dtype, impl.device)


def _picked(self: Any, target: Any, weight: Any, ignore_index: int) -> Any:
    """Per sample: the target class, its weight (0 where ignored) and the 2-D input."""
    x = floating(self)
    x = x.reshape(1, -1) if x.ndim == 1 else x
    t = target._array().reshape(-1).astype(np.int64)
    counted = t != ignore_index
    classes = x.shape[1]
    bad = counted & ((t < 0) | (t >= classes))
    if bad.any():
        raise IndexError(f"Target {t[bad][0]} is out of bounds.")
    safe = np.where(counted, t, 0)
    xp = array_module(self, target, weight)
    w = floating(weight)[safe] if weight is not None else xp.ones(t.shape, x.dtype)
    return safe, np.where(counted, w, 0).astype(x.dtype), x


def nll_loss_forward_out(
    self: Any,
    target: Any,
    weight: Any,
    reduction: int,
    ignore_index: int,
    output: Any,
    total_weight: Any,
) -> None:
    """``-weight[t] * self[t]`` per sample; the sum, or the sum over the summed weights."""
    t, w, x = _picked(self, target, weight, ignore_index)
    losses = -w * x[array_module(self).arange(len(t)), t]
    if reduction == NONE:
        fill(output, losses.reshape(output._impl.sizes))
        fill(total_weight, 0)
        return
    total, summed = np.sum(w), np.sum(losses)
    with ignore_fp_errors():
        fill(output, summed / total if reduction == MEAN else summed)
    fill(total_weight, total)


def meta_nll_loss_backward(
    grad_output: Any,
    self: Any,
    target: Any,
    weight: Any,
    reduction: int,
    ignore_index: int,
    total_weight: Any,
) -> TensorMeta:
    _check_nll(self, target, weight, "weight tensor should be defined either for all or no classes")
    if total_weight._impl.numel() != 1:
        raise RuntimeError(
            "expected total_weight to be a single element tensor, got: "
            f"{list(total_weight._impl.sizes)} ({total_weight._impl.numel()} elements)"
        )
    impl = self._impl
    if reduction == NONE and impl.dim() == 2:
        g = grad_output._impl
        if g.dim() != 1 or g.sizes[0] != impl.sizes[0]:
            raise RuntimeError(
                f"Expected a tensor of dimension 1 and tensor.size[0] == {impl.sizes[0]} but "
                f"got: dimension {g.dim()} and tensor.size[0] = {g.sizes[0] if g.dim() else '?'}"
            )
    elif grad_output._impl.dim() > 1 or grad_output._impl.numel() != 1:
        raise RuntimeError(
            "Expected a single element grad_output tensor, but got: "
            f"{list(grad_output._impl.sizes)}"
        )
    return TensorMeta(impl.sizes, impl.dtype, impl.device)


def nll_loss_backward_out(
    grad_output: Any,
    self: Any,
    target: Any,
    weight: Any,
    reduction: int,
    ignore_index: int,
    total_weight: Any,
    grad_input: Any,
) -> None:
    """``-weight[t] * grad`` at each sample's target class (divided by ``total_weight`` for
    the mean), zero elsewhere."""
    t, w, x = _picked(self, target, weight, ignore_index)
    g = floating(grad_output).reshape(-1)
    scale = g if reduction == NONE else np.broadcast_to(g[:1], (len(t),))
    if reduction == MEAN:
        with ignore_fp_errors():
            scale = scale / floating(total_weight).reshape(())
    grad = np.zeros_like(x, dtype=np.result_type(x, g))
    grad[array_module(self).arange(len(t)), t] = -w * scale
    fill(grad_input, grad.reshape(grad_input._impl.sizes))


def nll_loss(
    self: Any, target: Any, weight: Any = None, reduction: int = MEAN, ignore_index: int = -100
) -> Any:
    """The loss of ``nll_loss_forward`` (1-D or 2-D input)."""
    return ops.nll_loss_forward.call(self, target, weight, reduction, ignore_index)[0]


def nll_loss_nd(
    self: Any, target: Any, weight: Any = None, reduction: int = MEAN, ignore_index: int = -100
) -> Any:
    """nll_loss for ``(N, C, d1, ...)`` input too: classes moved last and flattened."""
    sizes, t_sizes = self._impl.sizes, target._impl.sizes
    if not sizes:
        raise ValueError(f"Expected 1 or more dimensions (got {len(sizes)})")
    if len(sizes) != 1 and (not t_sizes or sizes[0] != t_sizes[0]):
        got = t_sizes[0] if t_sizes else 1
        raise ValueError(
            f"Expected input batch_size ({sizes[0]}) to match target batch_size ({got})."
        )
    if len(sizes) <= 2:
        return nll_loss(self, target, weight, reduction, ignore_index)
    expected = (sizes[0], *sizes[2:])
    if tuple(t_sizes) != expected:
        raise RuntimeError(f"Expected target size {list(expected)}, got {list(t_sizes)}")
    flat = ops.reshape.call(ops.movedim_int.call(self, 1, -1), (-1, sizes[1]))
    loss = nll_loss(flat, ops.reshape.call(target, (-1,)), weight, reduction, ignore_index)
    return ops.reshape.call(loss, expected) if reduction == NONE else loss


# -- cross_entropy ---------------------------------------------------------------------------------
def _class_weight(weight: Any, ndim: int, class_dim: int) -> Any:
    """``weight`` viewed to broadcast along ``class_dim`` of an ``ndim``-dim input."""
    shape = [1] * ndim
    shape[class_dim] = weight._impl.sizes[0]
    return ops.view.call(weight, tuple(shape))


def _cross_entropy_probs(
    self: Any, target: Any, weight: Any, reduction: int, smoothing: float
) -> Any:
    """Cross entropy against class probabilities: ``-sum(target * log_softmax(self))``."""
    from .._runtime import wrap_scalar

    class_dim = 0 if self._impl.dim() == 1 else 1
    classes = self._impl.sizes[class_dim]
    if weight is not None and (weight._impl.dim() != 1 or weight._impl.numel() != classes):
        raise RuntimeError(
            f"cross_entropy: weight tensor should be defined either for all {classes} classes "
            f"or no classes but got weight tensor of shape: {list(weight._impl.sizes)}"
        )
    logp = ops.log_softmax_int.call(self, class_dim, self._impl.dtype)
    if smoothing > 0:
        kept = ops.mul_Tensor.call(target, wrap_scalar(1 - smoothing))
        target = ops.add_Tensor.call(kept, wrap_scalar(smoothing / classes), 1)
    terms = ops.mul_Tensor.call(logp, target)
    if weight is not None:
        terms = ops.mul_Tensor.call(terms, _class_weight(weight, self._impl.dim(), class_dim))
    if reduction == NONE:
        return ops.neg.call(ops.sum_dim_IntList.call(terms, (class_dim,), False, None))
    total = ops.neg.call(ops.sum.call(terms, None))
    if reduction == SUM:
        return total
    samples = self._impl.numel() // classes if classes else 0
    return ops.div_Tensor.call(total, wrap_scalar(float(samples) if samples else float("nan")))


def _cross_entropy_smoothed(
    self: Any, target: Any, weight: Any, reduction: int, ignore_index: int, smoothing: float
) -> Any:
    """``(1 - s) * nll + s / C * smooth``, the smooth term being ``-sum(log_softmax)`` over
    classes (weighted), normalized as nll_loss's mean is."""
    from .._runtime import wrap_scalar

    class_dim = 0 if self._impl.dim() == 1 else 1
    logp = ops.log_softmax_int.call(self, class_dim, self._impl.dtype)
    nll = nll_loss_nd(logp, target, weight, reduction, ignore_index)
    classes = logp._impl.sizes[class_dim]
    terms = logp
    if weight is not None:
        terms = ops.mul_Tensor.call(logp, _class_weight(weight, logp._impl.dim(), class_dim))
    smooth = ops.neg.call(ops.sum_dim_IntList.call(terms, (class_dim,), False, None))
    ignored = ops.eq_Tensor.call(target, wrap_scalar(ignore_index))
    smooth = ops.masked_fill_Scalar.call(smooth, ignored, 0.0)
    if reduction == MEAN:
        if weight is not None:
            picked = ops.masked_fill_Scalar.call(target, ignored, 0)
            target_weights = ops.index_select.call(weight, 0, ops.reshape.call(picked, (-1,)))
            flat_ignored = ops.reshape.call(ignored, (-1,))
            denominator = ops.sum.call(
                ops.masked_fill_Scalar.call(target_weights, flat_ignored, 0.0), None
            )
        else:
            denominator = ops.sum.call(ops.logical_not.call(ignored), None)
        smooth = ops.div_Tensor.call(ops.sum.call(smooth, None), denominator)
    elif reduction == SUM:
        smooth = ops.sum.call(smooth, None)
    scaled_nll = ops.mul_Tensor.call(nll, wrap_scalar(1 - smoothing))
    return ops.add_Tensor.call(scaled_nll, smooth, smoothing / classes)


def cross_entropy_loss(
    self: Any,
    target: Any,
    weight: Any = None,
    reduction: int = MEAN,
    ignore_index: int = -100,
    label_smoothing: float = 0.0,
) -> Any:
    """``nll_loss(log_softmax(self))`` for class indices; ``-sum(p * log_softmax)`` for class
    probabilities (``target`` shaped as ``self``); both with optional label smoothing."""
    if self._impl.sizes == target._impl.sizes:
        if target._impl.dtype.category is not TypeCategory.FLOATING:
            raise RuntimeError(
                "Expected floating point type for target with class probabilities, got "
                f"{target._impl.dtype.scalar_type.name}"
            )
        if ignore_index >= 0:
            raise RuntimeError("ignore_index is not supported for floating point target")
        if label_smoothing > 1:
            raise RuntimeError(
                f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}"
            )
        return _cross_entropy_probs(self, target, weight, reduction, label_smoothing)
    if label_smoothing > 0:
        if label_smoothing > 1:
            raise RuntimeError(
                f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}"
            )
        return _cross_entropy_smoothed(
            self, target, weight, reduction, ignore_index, label_smoothing
        )
    if weight is None and self._impl.dim() == 2 and self._impl.device.is_cuda():
        fused = _fused_cross_entropy(self, target, reduction, ignore_index)
        if fused is not None:
            return fused
    class_dim = 0 if self._impl.dim() == 1 else 1
    logp = ops.log_softmax_int.call(self, class_dim, self._impl.dtype)
    return nll_loss_nd(logp, target, weight, reduction, ignore_index)


def _fused_cross_entropy(self: Any, target: Any, reduction: int, ignore_index: int) -> Any:
    """Cross-entropy of 2-D CUDA logits in one Triton kernel, when no gradient is needed
    (the kernel has no backward); ``None`` where it does not apply."""
    kernels = triton_for(self)
    t = target._impl
    if kernels is None or self.requires_grad or t.dtype is not int64 or not t.is_contiguous():
        return None
    classes = self._impl.sizes[1]
    counted = target != ignore_index
    if bool((counted & ((target < 0) | (target >= classes))).any()):
        return None  # the composite path reports the bad target
    losses = empty_tensor((self._impl.sizes[0],), float32, self._impl.device)
    losses = kernels.cross_entropy_rows(self, target, ignore_index, losses).to(self.dtype)
    if reduction == NONE:
        return losses
    total = losses.sum()
    return total if reduction == SUM else total / counted.sum()


# -- pointwise losses ------------------------------------------------------------------------------
def _pointwise_loss_meta(self: Any, target: Any, reduction: int) -> TensorMeta:
    meta = pointwise_meta(self, target)
    return TensorMeta((), meta.dtype, meta.device) if reduction != NONE else meta


def meta_mse_loss(self: Any, target: Any, reduction: int) -> TensorMeta:
    return _pointwise_loss_meta(self, target, reduction)


def mse_loss_out(self: Any, target: Any, reduction: int, out: Any) -> None:
    """``(self - target) ** 2``, reduced."""
    fill(out, _reduce((floating(self) - floating(target)) ** 2, reduction))


def _pointwise_grad(grad_output: Any, self: Any, target: Any, fn: Any) -> Any:
    """A pointwise loss's input gradient, ``fn(self - target, grad)``, shaped like ``self``."""
    impl = self._impl
    out = empty_tensor(impl.sizes, impl.dtype, impl.device)
    if is_meta(out) or not impl.numel():
        return out
    diff = floating(self) - floating(target)
    with ignore_fp_errors():
        return fill(out, np.broadcast_to(fn(diff, floating(grad_output)), impl.sizes))


def mse_loss_backward(grad_output: Any, self: Any, target: Any, reduction: int) -> Any:
    """``2 * (self - target) * grad`` (over numel for the mean)."""
    norm = 2.0 * _norm(self, reduction)
    return _pointwise_grad(grad_output, self, target, lambda d, g: norm * d * g)


def l1_loss(self: Any, target: Any, reduction: int = MEAN) -> Any:
    """``|self - target|``, reduced."""
    return _reduce_op(ops.abs.call(ops.sub_Tensor.call(self, target, 1)), reduction)


def meta_smooth_l1_loss(self: Any, target: Any, reduction: int, beta: float) -> TensorMeta:
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    return _pointwise_loss_meta(self, target, reduction)


def smooth_l1_loss_out(self: Any, target: Any, reduction: int, beta: float, out: Any) -> None:
    """``0.5 * z**2 / beta`` where ``z = |self - target| < beta``, else ``z - 0.5 * beta``."""
    z = np.abs(floating(self) - floating(target))
    with ignore_fp_errors():
        loss = np.where(z < beta, 0.5 * z * z / (beta or 1), z - 0.5 * beta)
    fill(out, _reduce(loss, reduction))


def smooth_l1_loss_backward(
    grad_output: Any, self: Any, target: Any, reduction: int, beta: float
) -> Any:
    """``sign(d) * grad`` outside ``(-beta, beta)``, ``d / beta * grad`` inside."""
    norm = _norm(self, reduction)

    def fn(d: Any, g: Any) -> Any:
        inside = d / (beta or 1)
        return norm * g * np.where(d <= -beta, -1.0, np.where(d >= beta, 1.0, inside))

    return _pointwise_grad(grad_output, self, target, fn)


def huber_loss(self: Any, target: Any, reduction: int = MEAN, delta: float = 1.0) -> Any:
    """``0.5 * z**2`` where ``z = |self - target| < delta``, else ``delta * (z - 0.5 * delta)``."""
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    meta = _pointwise_loss_meta(self, target, reduction)
    out = empty_tensor(meta.sizes, meta.dtype, meta.device)
    if is_meta(out):
        return out
    z = np.abs(floating(self) - floating(target))
    return fill(
        out, _reduce(np.where(z < delta, 0.5 * z * z, delta * (z - 0.5 * delta)), reduction)
    )


def huber_loss_backward(
    grad_output: Any, self: Any, target: Any, reduction: int, delta: float
) -> Any:
    """``delta * sign(d) * grad`` outside ``(-delta, delta)``, ``d * grad`` inside."""
    norm = _norm(self, reduction)

    def fn(d: Any, g: Any) -> Any:
        return norm * g * np.where(d < -delta, -delta, np.where(d > delta, delta, d))

    return _pointwise_grad(grad_output, self, target, fn)


# -- binary cross entropy --------------------------------------------------------------------------
def binary_cross_entropy(self: Any, target: Any, weight: Any = None, reduction: int = MEAN) -> Any:
    """``-w * (t * log(x) + (1 - t) * log(1 - x))`` with each log clamped at -100."""
    impl = self._impl
    if target._impl.sizes != impl.sizes:
        raise RuntimeError(
            f"Using a target size ({list(target._impl.sizes)}) that is different to the input "
            f"size ({list(impl.sizes)}) is deprecated. Please ensure they have the same size."
        )
    out = empty_tensor(impl.sizes if reduction == NONE else (), impl.dtype, impl.device)
    if is_meta(out):
        return out
    x, t = floating(self), floating(target)
    if ((x < 0) | (x > 1)).any():
        raise RuntimeError("all elements of input should be between 0 and 1")
    if ((t < 0) | (t > 1)).any():
        raise RuntimeError("all elements of target should be between 0 and 1")
    with ignore_fp_errors():
        loss = (t - 1) * np.maximum(np.log1p(-x), -100) - t * np.maximum(np.log(x), -100)
    if weight is not None:
        loss = loss * floating(weight)
    return fill(out, _reduce(loss, reduction))


def binary_cross_entropy_backward(
    grad_output: Any, self: Any, target: Any, weight: Any = None, reduction: int = MEAN
) -> Any:
    """``w * grad * (x - t) / max(x * (1 - x), 1e-12)`` (over numel for the mean)."""
    norm = _norm(self, reduction)
    w = 1.0 if weight is None else floating(weight)

    def fn(d: Any, g: Any) -> Any:
        x = floating(self)
        return norm * w * g * d / np.maximum((1 - x) * x, 1e-12)

    return _pointwise_grad(grad_output, self, target, fn)


def binary_cross_entropy_with_logits(
    self: Any, target: Any, weight: Any = None, pos_weight: Any = None, reduction: int = MEAN
) -> Any:
    """``(1 - t) * x - log_weight * log(sigmoid(x))`` with ``log(sigmoid(x))`` computed as
    ``-softplus(-x)`` (stable for large ``|x|``) and ``log_weight = 1 + (pos_weight - 1) * t``."""
    from .._runtime import wrap_scalar

    log_sigmoid = ops.neg.call(ops.softplus.call(ops.neg.call(self), 1, 20))
    if pos_weight is not None:
        excess = ops.mul_Tensor.call(ops.sub_Tensor.call(pos_weight, wrap_scalar(1), 1), target)
        log_weight = ops.add_Tensor.call(excess, wrap_scalar(1), 1)
        log_sigmoid = ops.mul_Tensor.call(log_sigmoid, log_weight)
    complement = ops.sub_Tensor.call(wrap_scalar(1), target, 1)
    loss = ops.sub_Tensor.call(ops.mul_Tensor.call(complement, self), log_sigmoid, 1)
    if weight is not None:
        loss = ops.mul_Tensor.call(loss, weight)
    return _reduce_op(loss, reduction)
