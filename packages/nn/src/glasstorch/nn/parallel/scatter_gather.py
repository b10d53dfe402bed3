"""Splitting inputs across devices and joining outputs back (``torch/nn/parallel/
scatter_gather.py``). Both are differentiable: a chunk copied to a device sends its
gradient back to the source, and a gathered output sends each device its part."""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.device import Device

from ._devices import device_index

__all__ = ["gather", "scatter", "scatter_kwargs"]


def _is_namedtuple(obj: Any) -> bool:
    return isinstance(obj, tuple) and hasattr(obj, "_asdict") and hasattr(obj, "_fields")


def _scatter_tensor(tensor: Any, devices: Sequence[int], dim: int) -> list[Any]:
    """``tensor`` cut into (at most) one chunk per device, each copied to its device."""
    chunks = tensor.chunk(len(devices), dim)
    return [chunk.to(Device("cuda", d)) for chunk, d in zip(chunks, devices, strict=False)]


def scatter(inputs: Any, target_gpus: Sequence[Any], dim: int = 0) -> Any:
    """One copy of ``inputs`` per device: tensors split along ``dim`` (lists, tuples,
    named tuples and dicts followed into); anything else repeated."""
    devices = [device_index(d, True) for d in target_gpus]

    def scatter_map(obj: Any) -> Any:
        if isinstance(obj, TensorBase):
            return _scatter_tensor(obj, devices, dim)
        if _is_namedtuple(obj):
            return [type(obj)(*args) for args in zip(*map(scatter_map, obj), strict=False)]
        if isinstance(obj, tuple) and len(obj) > 0:
            return list(zip(*map(scatter_map, obj), strict=False))
        if isinstance(obj, list) and len(obj) > 0:
            return [list(i) for i in zip(*map(scatter_map, obj), strict=False)]
        if isinstance(obj, dict) and len(obj) > 0:
            return [type(obj)(i) for i in zip(*map(scatter_map, obj.items()), strict=False)]
        return [obj for _ in devices]

    return scatter_map(inputs)


def scatter_kwargs(
    inputs: tuple[Any, ...],
    kwargs: dict[str, Any] | None,
    target_gpus: Sequence[Any],
    dim: int = 0,
) -> tuple[tuple[Any, ...], tuple[dict[str, Any], ...]]:
    """:func:`scatter` of the positional and keyword arguments, padded to equal length."""
    scattered_inputs = scatter(inputs, target_gpus, dim) if inputs else []
    scattered_kwargs = scatter(kwargs, target_gpus, dim) if kwargs else []
    if len(scattered_inputs) < len(scattered_kwargs):
        scattered_inputs.extend(() for _ in range(len(scattered_kwargs) - len(scattered_inputs)))
    elif len(scattered_kwargs) < len(inputs):
        scattered_kwargs.extend({} for _ in range(len(scattered_inputs) - len(scattered_kwargs)))
    return tuple(scattered_inputs), tuple(scattered_kwargs)


def _gather_tensors(tensors: Sequence[Any], target_device: Any, dim: int) -> Any:
    if target_device == "cpu" or target_device == -1:
        target = Device("cpu")
    else:
        target = Device("cuda", device_index(target_device, True))
    if dim == 0 and all(t.dim() == 0 for t in tensors):
        warnings.warn(
            "Was asked to gather along dimension 0, but all input tensors were scalars; will "
            "instead unsqueeze and return a vector.",
            stacklevel=3,
        )
        tensors = [t.view(1) for t in tensors]
    return at.cat([t.to(target) for t in tensors], dim)


def gather(outputs: Any, target_device: Any, dim: int = 0) -> Any:
    """The replicas' ``outputs`` joined on ``target_device``: tensors concatenated along
    ``dim``, containers joined element by element."""

    def gather_map(outputs: Any) -> Any:
        out = outputs[0]
        if isinstance(out, TensorBase):
            return _gather_tensors(outputs, target_device, dim)
        if out is None:
            return None
        if isinstance(out, dict):
            if not all(len(out) == len(d) for d in outputs):
                raise ValueError("All dicts must have the same number of keys")
            return type(out)((k, gather_map([d[k] for d in outputs])) for k in out)
        if _is_namedtuple(out):
            return type(out)._make(map(gather_map, zip(*outputs, strict=False)))
        return type(out)(map(gather_map, zip(*outputs, strict=False)))

    return gather_map(outputs)
