"""Changing the memory format of convolution weights (``torch/nn/utils/memory_format.py``)."""

from __future__ import annotations

from typing import Any, TypeVar

from glasstorch.aten import Tensor
from glasstorch.c10.core.layout import (
    channels_last,
    channels_last_3d,
    contiguous_format,
    preserve_format,
)

from ..modules.conv import Conv2d, Conv3d, ConvTranspose2d, ConvTranspose3d
from ..modules.module import Module

__all__ = ["convert_conv2d_weight_memory_format", "convert_conv3d_weight_memory_format"]

_M = TypeVar("_M", bound=Module)


_CHANNELS_LAST_RANK = {channels_last: 4, channels_last_3d: 5}


def _relaid(weight: Tensor, memory_format: Any) -> Tensor:
    """A copy of ``weight`` laid out in ``memory_format``: channels-last layouts are the
    strides of a channels-last contiguous tensor permuted back to (N, C, ...)."""
    if memory_format is contiguous_format:
        return weight.clone().contiguous()
    if memory_format is preserve_format:
        raise RuntimeError("Unsupported memory formatPreserve")
    rank = _CHANNELS_LAST_RANK.get(memory_format)
    if rank is None:
        raise TypeError(
            "clone(): argument 'memory_format' must be torch.memory_format, not "
            f"{type(memory_format).__name__}"
        )
    if weight.dim() != rank:
        raise RuntimeError(f"required rank {rank} tensor to use {memory_format.name} format")
    to_last = (0, *range(2, rank), 1)
    to_first = (0, rank - 1, *range(1, rank - 1))
    return weight.permute(to_last).clone().contiguous().permute(to_first)


def _convert(module: _M, kinds: tuple[type, ...], memory_format: Any) -> _M:
    """Re-lay the weight of every ``kinds`` layer in ``module`` (recursively) in
    ``memory_format``; values, shapes and parameter identity stay."""
    if isinstance(module, kinds):
        module.weight.data = _relaid(module.weight.detach(), memory_format)
    for child in module.children():
        _convert(child, kinds, memory_format)
    return module


def convert_conv2d_weight_memory_format(module: _M, memory_format: Any) -> _M:
    """Give every Conv2d/ConvTranspose2d weight in ``module`` the layout ``memory_format``
    (e.g. ``channels_last``)."""
    return _convert(module, (Conv2d, ConvTranspose2d), memory_format)


def convert_conv3d_weight_memory_format(module: _M, memory_format: Any) -> _M:
    """Give every Conv3d/ConvTranspose3d weight in ``module`` the layout ``memory_format``
    (e.g. ``channels_last_3d``)."""
    return _convert(module, (Conv3d, ConvTranspose3d), memory_format)
