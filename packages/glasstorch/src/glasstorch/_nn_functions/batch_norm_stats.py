"""The batch-norm statistics operators of the ``torch`` namespace, the pieces PyTorch's
``SyncBatchNorm`` assembles around its all-gathers: per-channel statistics of one process's
batch, their combination across processes, the normalisation itself, and the backward's
reductions and elementwise step.

Channels are dim 1; statistics reduce over every other dim. As in PyTorch,
``batch_norm_update_stats`` runs on every device and the others on CUDA only (a CPU
tensor gets PyTorch's "Could not run ... with arguments from the 'CPU' backend").
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.python_bindings import schema_bound
from glasstorch.aten.structured import scalar_type_name
from glasstorch.autograd import no_grad

__all__ = [
    "batch_norm_backward_elemt",
    "batch_norm_backward_reduce",
    "batch_norm_elemt",
    "batch_norm_gather_stats",
    "batch_norm_gather_stats_with_counts",
    "batch_norm_stats",
    "batch_norm_update_stats",
]


def _require_cuda(name: str, tensor: Tensor) -> None:
    if not tensor.is_cuda:
        backend = tensor.device.type.upper() if tensor.device.type != "meta" else "Meta"
        raise NotImplementedError(
            f"Could not run 'aten::{name}' with arguments from the '{backend}' backend. This "
            "could be because the operator doesn't exist for this backend, or was omitted "
            "during the selective/custom build process (if using custom build)."
        )


def _reduced_dims(input: Tensor) -> list[int]:  # noqa: A002
    return [d for d in range(input.dim()) if d != 1]


def _per_channel(t: Tensor, input: Tensor) -> Tensor:  # noqa: A002
    """A per-channel vector shaped to broadcast against ``input``."""
    return t.reshape([1, -1] + [1] * (input.dim() - 2))


def _mean_and_biased_var(input: Tensor) -> tuple[Tensor, Tensor, int]:  # noqa: A002
    if input.numel() == 0:
        raise RuntimeError(
            "input tensor must have at least one element, but got input_sizes = "
            f"{list(input.shape)}"
        )
    dims = _reduced_dims(input)
    mean = input.mean(dims)
    var = ((input - _per_channel(mean, input)) ** 2).mean(dims)
    return mean, var, input.numel() // input.size(1)


def _update_running(
    running_mean: Tensor | None,
    running_var: Tensor | None,
    mean: Tensor,
    unbiased_var: Tensor,
    momentum: float,
) -> None:
    """running = (1 - momentum) running + momentum batch, in place (without autograd)."""
    with no_grad():
        if running_mean is not None:
            running_mean.mul_(1 - momentum).add_(mean.to(running_mean.dtype), alpha=momentum)
        if running_var is not None:
            running_var.mul_(1 - momentum).add_(unbiased_var.to(running_var.dtype), alpha=momentum)


@schema_bound(
    "batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, "
    "float momentum) -> (Tensor, Tensor)"
)
def batch_norm_update_stats(
    input: Tensor,  # noqa: A002
    running_mean: Tensor | None,
    running_var: Tensor | None,
    momentum: float,
) -> tuple[Tensor, Tensor]:
    """The per-channel mean and biased variance of ``input``; the running statistics move
    towards the mean and the unbiased variance."""
    input.size(1)  # PyTorch's IndexError for a 1-d input
    for stat in (running_mean, running_var):
        if stat is not None and stat.dtype != input.dtype:
            raise RuntimeError(
                "mixed dtype (CPU): expect parameter to have scalar type of "
                f"{scalar_type_name(input.dtype)}"
            )
    mean, var, count = _mean_and_biased_var(input)
    _update_running(running_mean, running_var, mean, var * count / (count - 1), momentum)
    return mean, var


@schema_bound("batch_norm_stats(Tensor input, float eps) -> (Tensor, Tensor)")
def batch_norm_stats(input: Tensor, eps: float) -> tuple[Tensor, Tensor]:  # noqa: A002
    """The per-channel mean and inverse standard deviation 1 / sqrt(biased var + eps)."""
    _require_cuda("batch_norm_stats", input)
    mean, var, _ = _mean_and_biased_var(input)
    return mean, (var + eps).rsqrt()


@schema_bound(
    "batch_norm_elemt(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, "
    "float eps) -> Tensor"
)
def batch_norm_elemt(
    input: Tensor,  # noqa: A002
    weight: Tensor | None,
    bias: Tensor | None,
    mean: Tensor,
    invstd: Tensor,
    eps: float,
) -> Tensor:
    """(input - mean) * invstd * weight + bias, per channel."""
    _require_cuda("batch_norm_elemt", input)
    out = (input - _per_channel(mean, input)) * _per_channel(invstd, input)
    if weight is not None:
        out = out * _per_channel(weight, input)
    if bias is not None:
        out = out + _per_channel(bias, input)
    return out.to(input.dtype)


def _gather(
    name: str,
    input: Tensor,  # noqa: A002
    mean: Tensor,
    invstd: Tensor,
    running_mean: Tensor | None,
    running_var: Tensor | None,
    momentum: float,
    eps: float,
    counts: Tensor,
) -> tuple[Tensor, Tensor]:
    """Combine the (processes, C) means and inverse deviations of batches of ``counts``
    elements per channel into the statistics of their union."""
    _require_cuda(name, input)
    counts = counts.to(mean.dtype).reshape(-1, 1)
    total = counts.sum(0)
    var = invstd.pow(-2) - eps  # each batch's biased variance
    union_mean = (counts * mean).sum(0) / total
    union_var = (counts * (var + (mean - union_mean) ** 2)).sum(0) / total
    _update_running(
        running_mean, running_var, union_mean, union_var * total / (total - 1), momentum
    )
    return union_mean, (union_var + eps).rsqrt()


_GATHER_ARGS = (
    "Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, "
    "float momentum, float eps"
)


@schema_bound(f"batch_norm_gather_stats({_GATHER_ARGS}, int count) -> (Tensor, Tensor)")
def batch_norm_gather_stats(
    input: Tensor,  # noqa: A002
    mean: Tensor,
    invstd: Tensor,
    running_mean: Tensor | None,
    running_var: Tensor | None,
    momentum: float,
    eps: float,
    count: int,
) -> tuple[Tensor, Tensor]:
    """The mean and inverse deviation of the union of batches of ``count`` elements each
    per channel; the running statistics move towards them (unbiased variance)."""
    counts = at.full((mean.size(0),), count, dtype=mean.dtype, device=mean.device)
    args = (input, mean, invstd, running_mean, running_var, momentum, eps, counts)
    return _gather("batch_norm_gather_stats", *args)


@schema_bound(
    f"batch_norm_gather_stats_with_counts({_GATHER_ARGS}, Tensor counts) -> (Tensor, Tensor)"
)
def batch_norm_gather_stats_with_counts(
    input: Tensor,  # noqa: A002
    mean: Tensor,
    invstd: Tensor,
    running_mean: Tensor | None,
    running_var: Tensor | None,
    momentum: float,
    eps: float,
    counts: Tensor,
) -> tuple[Tensor, Tensor]:
    """``batch_norm_gather_stats`` for batches of ``counts[i]`` elements per channel."""
    args = (input, mean, invstd, running_mean, running_var, momentum, eps, counts)
    return _gather("batch_norm_gather_stats_with_counts", *args)


@schema_bound(
    "batch_norm_backward_reduce(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, "
    "Tensor? weight, bool input_g, bool weight_g, bool bias_g) -> (Tensor, Tensor, Tensor, Tensor)"
)
def batch_norm_backward_reduce(
    grad_out: Tensor,
    input: Tensor,  # noqa: A002
    mean: Tensor,
    invstd: Tensor,
    weight: Tensor | None,
    input_g: bool,
    weight_g: bool,
    bias_g: bool,
) -> tuple[Any, Any, Any, Any]:
    """Per channel: sum(dy), sum(dy (x - mean)), and the weight's and bias's gradients
    (each only where its flag asks for it, else None)."""
    _require_cuda("batch_norm_backward_reduce", input)
    dims = _reduced_dims(input)
    sum_dy = grad_out.sum(dims)
    sum_dy_xmu = (grad_out * (input - _per_channel(mean, input))).sum(dims)
    grad_weight = sum_dy_xmu * invstd if weight_g else None
    grad_bias = sum_dy if bias_g else None
    if not input_g:
        sum_dy = sum_dy_xmu = None
    return sum_dy, sum_dy_xmu, grad_weight, grad_bias


@schema_bound(
    "batch_norm_backward_elemt(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, "
    "Tensor? weight, Tensor sum_dy, Tensor sum_dy_xmu, Tensor count) -> Tensor"
)
def batch_norm_backward_elemt(
    grad_out: Tensor,
    input: Tensor,  # noqa: A002
    mean: Tensor,
    invstd: Tensor,
    weight: Tensor | None,
    sum_dy: Tensor,
    sum_dy_xmu: Tensor,
    count: Tensor,
) -> Tensor:
    """The input's gradient from the reduced sums over every process's ``count`` elements
    per channel: (dy - mean(dy) - (x - mean) invstd^2 mean(dy (x - mean))) invstd weight."""
    _require_cuda("batch_norm_backward_elemt", input)
    total = count.sum().to(mean.dtype)
    mean_dy = _per_channel(sum_dy / total, input)
    mean_dy_xmu = _per_channel(sum_dy_xmu / total, input)
    scale = _per_channel(invstd, input)
    if weight is not None:
        scale = scale * _per_channel(weight, input)
    centred = input - _per_channel(mean, input)
    grad = (grad_out - mean_dy - centred * _per_channel(invstd**2, input) * mean_dy_xmu) * scale
    return grad.to(input.dtype)
