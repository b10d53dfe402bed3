"""Running each replica on its own inputs (``torch/nn/parallel/parallel_apply.py``).

The replicas run one after another, each with its device current; a replica's error
is re-raised as PyTorch does, naming the replica and device."""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.cuda.device_guard import DeviceGuard

from ..modules.module import Module
from ._devices import device_index

__all__ = ["get_a_var", "parallel_apply"]


def get_a_var(obj: Any) -> Any:
    """The first tensor found in ``obj`` (following lists, tuples and dicts), or None."""
    if isinstance(obj, TensorBase):
        return obj
    if isinstance(obj, list | tuple):
        for result in map(get_a_var, obj):
            if isinstance(result, TensorBase):
                return result
    if isinstance(obj, dict):
        for result in map(get_a_var, obj.items()):
            if isinstance(result, TensorBase):
                return result
    return None


def _reraise(error: BaseException, where: str) -> None:
    message = f"Caught {type(error).__name__} {where}.\nOriginal " + "".join(
        traceback.format_exception(type(error), error, error.__traceback__)
    )
    try:
        wrapped = type(error)(message)
    except Exception:
        raise RuntimeError(message) from None
    raise wrapped


def parallel_apply(
    modules: Sequence[Module],
    inputs: Sequence[Any],
    kwargs_tup: Sequence[dict[str, Any]] | None = None,
    devices: Sequence[Any] | None = None,
) -> list[Any]:
    """``modules[i](*inputs[i], **kwargs_tup[i])`` on ``devices[i]`` for every i."""
    if len(modules) != len(inputs):
        raise AssertionError(
            f"The number of modules {len(modules)} is not equal to the number of inputs "
            f"{len(inputs)}"
        )
    if kwargs_tup is None:
        kwargs_tup = ({},) * len(modules)
    elif len(modules) != len(kwargs_tup):
        raise AssertionError(
            f"The number of modules {len(modules)} is not equal to the number of kwargs_tup "
            f"{len(kwargs_tup)}"
        )
    if devices is None:
        devices = [None] * len(modules)
    elif len(modules) != len(devices):
        raise AssertionError(
            f"The number of modules {len(modules)} is not equal to the number of devices "
            f"{len(devices)}"
        )
    outputs = []
    for i, (module, input, kwargs, device) in enumerate(
        zip(modules, inputs, kwargs_tup, devices, strict=True)
    ):
        index = device_index(device, True) if device is not None else None
        if index is None:
            tensor = get_a_var(input)
            if tensor is None:
                raise RuntimeError(
                    f"Caught in replica {i}, no device was provided and no tensor input was "
                    "found; device cannot be resolved"
                )
            index = tensor.get_device()
        try:
            with DeviceGuard(index):
                args = input if isinstance(input, list | tuple) else (input,)
                outputs.append(module(*args, **kwargs))
        except Exception as error:
            _reraise(error, f"in replica {i} on device {index}")
    return outputs
