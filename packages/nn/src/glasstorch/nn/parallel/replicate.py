"""Copies of a module on several devices (``torch/nn/parallel/replicate.py``).

Each replica shares the original's structure; its parameters are differentiable copies
of the original parameters on the replica's device (not leaves, so gradients flow back
to the original and add up over the replicas), its buffers plain copies. On the
original's own device the copies are aliases, so that replica's in-place buffer updates
(batch norm's running statistics) are kept, as in PyTorch.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, TypeVar

from glasstorch.c10.core.device import Device

from ..modules.module import Module
from ._devices import device_index

__all__ = ["replicate"]

T = TypeVar("T", bound=Module)


def _copy(tensor: Any, target: Device, detach: bool) -> Any:
    """``tensor`` on ``target``: on its own device an alias of it (so in-place updates,
    such as running statistics, reach the original), elsewhere a copy; differentiable
    unless detached, and never a leaf."""
    if tensor.device == target:
        return tensor.detach() if detach else tensor.view_as(tensor)
    copy = tensor.to(target)
    return copy.detach() if detach else copy


def _copies(tensors: list[Any], devices: list[int], detach: bool) -> list[list[Any]]:
    """``[copies on devices[j]]`` for each j (see :func:`_copy`)."""
    return [[_copy(t, Device("cuda", d), detach) for t in tensors] for d in devices]


def replicate(network: T, devices: Sequence[Any], detach: bool = False) -> list[T]:
    """One copy of ``network`` per device (see the module docstring)."""
    if not devices:
        return []
    indices = [device_index(d, True) for d in devices]
    params = list(network.parameters())
    param_index = {id(p): i for i, p in enumerate(params)}
    param_copies = _copies(params, indices, detach)
    buffers = list(network.buffers())
    with_grad = [b for b in buffers if b.requires_grad]
    without_grad = [b for b in buffers if not b.requires_grad]
    buffer_index = {id(b): i for i, b in enumerate(with_grad)}
    buffer_index.update({id(b): i for i, b in enumerate(without_grad)})
    copies_with_grad = _copies(with_grad, indices, detach)
    copies_without_grad = _copies(without_grad, indices, True)
    modules = list(network.modules())
    module_index = {id(m): i for i, m in enumerate(modules)}
    replicas: list[list[Any]] = [[] for _ in indices]
    for module in modules:
        for j in range(len(indices)):
            replica = module._replicate_for_data_parallel()
            replica._former_parameters = OrderedDict()
            replicas[j].append(replica)
    for i, module in enumerate(modules):
        for key, child in module._modules.items():
            for j in range(len(indices)):
                replica = replicas[j][i]
                if child is None:
                    replica._modules[key] = None
                else:
                    setattr(replica, key, replicas[j][module_index[id(child)]])
        for key, param in module._parameters.items():
            for j in range(len(indices)):
                replica = replicas[j][i]
                if param is None:
                    replica._parameters[key] = None
                else:
                    copy = param_copies[j][param_index[id(param)]]
                    # not a leaf, so an ordinary attribute rather than a parameter
                    setattr(replica, key, copy)
                    replica._former_parameters[key] = copy
        for key, buf in module._buffers.items():
            for j in range(len(indices)):
                replica = replicas[j][i]
                if buf is None:
                    replica._buffers[key] = None
                else:
                    source = copies_with_grad if buf.requires_grad else copies_without_grad
                    setattr(replica, key, source[j][buffer_index[id(buf)]])
    return [replicas[j][0] for j in range(len(indices))]
