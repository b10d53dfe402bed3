"""SyncBatchNorm (``torch.nn.SyncBatchNorm``): batch statistics over every rank's batch.

nn (layer 3) may not import the distributed package (layer 4), so the collective it needs
reaches it the other way round: ``glasstorch.distributed`` registers a
:class:`ProcessGroupHooks` here when it is imported. Until a process group of more than
one rank is initialised, SyncBatchNorm is BatchNorm.

The statistics are a sum over ranks done by a differentiable all-reduce (whose backward
all-reduces the gradients), so autograd derives the synchronised backward pass: the mean
from all-reduced sums and counts, then the variance from all-reduced squared deviations
from that mean. Unlike PyTorch, whose synchronised kernels are CUDA-only and which raises
for CPU inputs once a process group is initialised, glasstorch synchronises CPU tensors
too (its MPI backend works on CPU).
"""

from __future__ import annotations

import functools
from typing import Any, Protocol

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .. import functional as F
from .._autograd import autograd_function, no_grad
from .batchnorm import _BatchNorm

__all__ = ["ProcessGroupHooks", "SyncBatchNorm", "register_process_group_hooks"]


class ProcessGroupHooks(Protocol):
    """What SyncBatchNorm needs from the distributed package."""

    def is_initialized(self) -> bool: ...

    def get_world_size(self, group: Any) -> int: ...

    def all_reduce_sum(self, tensor: Tensor, group: Any) -> None:
        """Sum ``tensor`` over the group's ranks, in place (``group=None``: the world)."""


_hooks: ProcessGroupHooks | None = None


def register_process_group_hooks(hooks: ProcessGroupHooks | None) -> None:
    """Called by ``glasstorch.distributed`` at import (``None`` unregisters)."""
    global _hooks
    _hooks = hooks


@functools.cache
def _all_reduce_function() -> Any:
    """An autograd Function summing a tensor over ranks; its backward sums the gradients
    (made on first use, as nn imports without autograd)."""
    base = autograd_function()

    class _AllReduceSum(base):  # type: ignore[misc,valid-type]
        @staticmethod
        def forward(ctx: Any, tensor: Tensor, group: Any) -> Tensor:
            ctx.group = group
            out = tensor.clone()
            _hooks.all_reduce_sum(out, group)  # type: ignore[union-attr]
            return out

        @staticmethod
        def backward(ctx: Any, grad: Tensor) -> tuple[Tensor, None]:
            grad = grad.clone()
            _hooks.all_reduce_sum(grad, ctx.group)  # type: ignore[union-attr]
            return grad, None

    return _AllReduceSum


def _sync_batch_norm(
    input: Tensor,
    weight: Tensor | None,
    bias: Tensor | None,
    running_mean: Tensor | None,
    running_var: Tensor | None,
    momentum: float,
    eps: float,
    group: Any,
) -> Tensor:
    """Training-mode batch norm with statistics over the batches of every rank in ``group``."""
    all_reduce = _all_reduce_function()
    channels = input.size(1)
    dims = [0, *range(2, input.dim())]
    shape = [1, channels] + [1] * (input.dim() - 2)
    local_count = at.full((1,), input.numel() // channels, dtype=input.dtype, device=input.device)
    totals = all_reduce.apply(at.cat([input.sum(dims), local_count]), group)
    count = totals[channels:]
    mean = totals[:channels] / count
    centered = input - mean.reshape(shape)
    var = all_reduce.apply((centered * centered).sum(dims), group) / count
    out = centered * at.rsqrt(var + eps).reshape(shape)
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    if running_mean is not None and running_var is not None:
        with no_grad():
            n = float(count.item())
            unbiased = var.detach() * (n / (n - 1)) if n > 1 else var.detach()
            running_mean.mul_(1 - momentum).add_(mean.detach() * momentum)
            running_var.mul_(1 - momentum).add_(unbiased * momentum)
    return out


class SyncBatchNorm(_BatchNorm):
    """Batch norm over (N, C, *) whose training statistics span the whole process group
    (``process_group``, default the world)."""

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float | None = 0.1,
        affine: bool = True,
        track_running_stats: bool = True,
        process_group: Any | None = None,
        device: Any = None,
        dtype: Any = None,
        *,
        bias: bool = True,
    ) -> None:
        super().__init__(
            num_features,
            eps,
            momentum,
            affine,
            track_running_stats,
            device=device,
            dtype=dtype,
            bias=bias,
        )
        self.process_group = process_group

    def _check_input_dim(self, input: Tensor) -> None:
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")

    def _check_non_zero_input_channels(self, input: Tensor) -> None:
        if input.size(1) == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")

    def forward(self, input: Tensor) -> Tensor:
        self._check_input_dim(input)
        self._check_non_zero_input_channels(input)
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats and self.num_batches_tracked is not None:
            self.num_batches_tracked.add_(1)
            if self.momentum is None:
                factor = 1.0 / float(self.num_batches_tracked.item())
        bn_training = self.training or (self.running_mean is None and self.running_var is None)
        use_running = not self.training or self.track_running_stats
        running_mean = self.running_mean if use_running else None
        running_var = self.running_var if use_running else None
        group = self.process_group
        need_sync = (
            self.training
            and _hooks is not None
            and _hooks.is_initialized()
            and _hooks.get_world_size(group) > 1
        )
        if not need_sync:
            return F.batch_norm(
                input,
                running_mean,
                running_var,
                self.weight,
                self.bias,
                bn_training,
                factor,
                self.eps,
            )
        return _sync_batch_norm(
            input, self.weight, self.bias, running_mean, running_var, factor, self.eps, group
        )

    @classmethod
    def convert_sync_batchnorm(cls, module: Any, process_group: Any = None) -> Any:
        """Replace every BatchNorm*d in ``module`` (recursively) by a SyncBatchNorm sharing
        its parameters and buffers; a BatchNorm ``module`` itself comes back replaced."""
        output = module
        if isinstance(module, _BatchNorm):
            output = cls(
                module.num_features,
                module.eps,
                module.momentum,
                module.affine,
                module.track_running_stats,
                process_group,
                bias=module.bias is not None,
            )
            if module.affine:
                with no_grad():
                    output.weight = module.weight
                    output.bias = module.bias
            output.running_mean = module.running_mean
            output.running_var = module.running_var
            output.num_batches_tracked = module.num_batches_tracked
            output.training = module.training
            if hasattr(module, "qconfig"):
                output.qconfig = module.qconfig
        for name, child in module.named_children():
            output.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        return output
