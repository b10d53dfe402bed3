"""``DistributedDataParallel``: data-parallel training of one module replicated on every rank.

Mirrors ``torch/nn/parallel/distributed.py``. At construction it checks that all ranks
hold parameters of the same shapes and broadcasts rank 0's parameters and buffers; each
forward broadcasts the buffers again (``broadcast_buffers``) and prepares the Reducer, whose
hooks all-reduce gradient buckets while backward is still running and leave every rank
with the average gradient.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from glasstorch.autograd import is_grad_enabled
from glasstorch.nn import Module

from ..distributed_c10d import _resolve
from ..utils import broadcast_coalesced, verify_param_shape_across_processes
from .reducer import FIRST_BUCKET_BYTES, Reducer

__all__ = ["DistributedDataParallel"]

_MB = 1024 * 1024


def _tensors_in(obj: Any) -> list[Any]:
    """The tensors inside a (nested) forward output."""
    if hasattr(obj, "_impl"):
        return [obj]
    if isinstance(obj, dict):
        obj = list(obj.values())
    if isinstance(obj, (list, tuple)):
        return [t for item in obj for t in _tensors_in(item)]
    return []


class DistributedDataParallel(Module):
    """Wrap ``module`` so that backward leaves every rank with gradients averaged over the
    process group (each rank feeding its own share of the batch)."""

    def __init__(
        self,
        module: Module,
        device_ids: list[Any] | None = None,
        output_device: Any = None,
        dim: int = 0,
        broadcast_buffers: bool = True,
        process_group: Any = None,
        bucket_cap_mb: float | None = None,
        find_unused_parameters: bool = False,
        check_reduction: bool = False,
        gradient_as_bucket_view: bool = False,
        static_graph: bool = False,
    ) -> None:
        super().__init__()
        params = [p for p in module.parameters() if p.requires_grad]
        if not params:
            raise RuntimeError(
                "DistributedDataParallel is not needed when a module doesn't have any "
                "parameter that requires a gradient."
            )
        devices = {p.device.type for p in module.parameters()}
        if device_ids is not None and devices == {"cpu"}:
            raise ValueError(
                "DistributedDataParallel device_ids and output_device arguments only work "
                "with single-device/multiple-device GPU modules or CPU modules, but got "
                f"device_ids {device_ids}, output_device {output_device}, and module "
                f"parameters {devices}."
            )
        if device_ids is not None and len(device_ids) > 1:
            raise ValueError("device_ids can only be None or contain a single element.")
        self.module = module
        self.device_ids = device_ids
        self.output_device = output_device
        self.dim = dim
        self.process_group = _resolve(process_group)
        self.broadcast_buffers = broadcast_buffers
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.static_graph = static_graph
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        cap_mb = 25 if bucket_cap_mb is None else bucket_cap_mb
        self.bucket_bytes_cap = int(cap_mb * _MB)
        self.modules_buffers = list(module.buffers())

        verify_param_shape_across_processes(self.process_group, params)
        broadcast_coalesced(self.process_group, [*module.parameters(), *self.modules_buffers])
        self.reducer = Reducer(
            params,
            self.process_group,
            self.bucket_bytes_cap,
            find_unused_parameters=find_unused_parameters,
            gradient_as_bucket_view=gradient_as_bucket_view,
            first_bucket_bytes=min(FIRST_BUCKET_BYTES, self.bucket_bytes_cap),
        )

    @contextmanager
    def no_sync(self) -> Iterator[None]:
        """Inside, forward/backward accumulate gradients locally without communication;
        the first synchronised backward afterwards averages the accumulated gradients."""
        previous = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = previous

    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        sync = is_grad_enabled() and self.require_backward_grad_sync
        if sync:
            self.reducer.check_prior_finished()
        if self.require_forward_param_sync and self.broadcast_buffers and self.modules_buffers:
            broadcast_coalesced(self.process_group, self.modules_buffers)
        output = self.module(*inputs, **kwargs)
        if sync:
            outputs = _tensors_in(output) if self.find_unused_parameters else []
            self.reducer.prepare_for_backward(outputs)
        else:
            self.reducer.expect_hooks = False
        return output
