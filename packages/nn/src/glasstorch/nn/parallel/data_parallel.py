"""DataParallel (``torch/nn/parallel/data_parallel.py``): one module run on several
CUDA devices at once, each on a slice of the batch.

Without CUDA it simply runs the module. With one device it moves the module there and
runs it on the inputs moved there. With several, each call scatters the inputs along
``dim``, replicates the module onto the devices, applies each replica to its slice and
gathers the outputs onto ``output_device``; gradients reach the original parameters.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

from glasstorch.c10.core.device import Device

from ..modules.module import Module
from ._devices import all_device_indices, available_device_type, device_index
from .parallel_apply import parallel_apply
from .replicate import replicate
from .scatter_gather import gather, scatter_kwargs

__all__ = ["DataParallel", "data_parallel"]


def _check_on(module: Module, device: Device) -> None:
    for t in chain(module.parameters(), module.buffers()):
        if t.device != device:
            raise RuntimeError(
                f"module must have its parameters and buffers on device {device} "
                f"(device_ids[0]) but found one of them on device: {t.device}"
            )


class DataParallel(Module):
    """Split each batch over ``device_ids`` along ``dim``, run a replica of ``module``
    on each part, and gather the outputs on ``output_device``."""

    def __init__(
        self,
        module: Module,
        device_ids: Sequence[Any] | None = None,
        output_device: Any = None,
        dim: int = 0,
    ) -> None:
        super().__init__()
        device_type = available_device_type()
        if device_type is None:
            self.module = module
            self.device_ids: list[int] = []
            return
        if device_ids is None:
            device_ids = all_device_indices()
        if output_device is None:
            output_device = device_ids[0]
        self.dim = dim
        self.module = module
        self.device_ids = [device_index(x, True) for x in device_ids]
        self.output_device = device_index(output_device, True)
        self.src_device_obj = Device(device_type, self.device_ids[0])
        if len(self.device_ids) == 1:
            self.module.to(self.src_device_obj)

    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        if not self.device_ids:
            return self.module(*inputs, **kwargs)
        _check_on(self.module, self.src_device_obj)
        scattered, module_kwargs = self.scatter(inputs, kwargs, self.device_ids)
        if not scattered and not module_kwargs:  # no inputs: run once on the first device
            scattered, module_kwargs = ((),), ({},)
        if len(self.device_ids) == 1:
            return self.module(*scattered[0], **module_kwargs[0])
        replicas = self.replicate(self.module, self.device_ids[: len(scattered)])
        outputs = self.parallel_apply(replicas, scattered, module_kwargs)
        return self.gather(outputs, self.output_device)

    def replicate(self, module: Module, device_ids: Sequence[Any]) -> list[Module]:
        from .._autograd import is_grad_enabled

        return replicate(module, device_ids, not is_grad_enabled())

    def scatter(
        self, inputs: tuple[Any, ...], kwargs: dict[str, Any] | None, device_ids: Sequence[Any]
    ) -> Any:
        return scatter_kwargs(inputs, kwargs, device_ids, dim=self.dim)

    def parallel_apply(self, replicas: Sequence[Module], inputs: Sequence[Any], kwargs: Any):
        return parallel_apply(replicas, inputs, kwargs, self.device_ids[: len(replicas)])

    def gather(self, outputs: Any, output_device: Any) -> Any:
        return gather(outputs, output_device, dim=self.dim)


def data_parallel(
    module: Module,
    inputs: Any,
    device_ids: Sequence[Any] | None = None,
    output_device: Any = None,
    dim: int = 0,
    module_kwargs: Any = None,
) -> Any:
    """The functional form of :class:`DataParallel`: one call, ``module`` already on
    ``device_ids[0]``."""
    if not isinstance(inputs, tuple):
        inputs = (inputs,) if inputs is not None else ()
    device_type = available_device_type()
    if device_type is None:
        raise RuntimeError("device type could not be determined")
    if device_ids is None:
        device_ids = all_device_indices()
    if output_device is None:
        output_device = device_ids[0]
    ids = [device_index(x, True) for x in device_ids]
    output = device_index(output_device, True)
    _check_on(module, Device(device_type, ids[0]))
    scattered, kwargs = scatter_kwargs(inputs, module_kwargs, ids, dim)
    if not scattered and not kwargs:
        scattered, kwargs = ((),), ({},)
    if len(ids) == 1:
        return module(*scattered[0], **kwargs[0])
    used = ids[: len(scattered)]
    outputs = parallel_apply(replicate(module, used), scattered, kwargs, used)
    return gather(outputs, output, dim)
