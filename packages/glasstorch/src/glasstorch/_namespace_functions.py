"""Functions of the ``torch`` namespace that are plain Python over the layers below:
default device and tensor type, ``typename``, ``get_device``, anomaly-mode switches,
``set_flush_denormal``."""

from __future__ import annotations

import builtins
import importlib
import warnings
from types import ModuleType
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten import legacy_constructors as _legacy
from glasstorch.autograd.anomaly_mode import set_detect_anomaly
from glasstorch.c10.core import device as _device
from glasstorch.c10.core.device import Device, DeviceType
from glasstorch.c10.core.scalar_type import set_default_dtype

__all__ = [
    "get_default_device",
    "get_device_module",
    "get_device",
    "set_anomaly_enabled",
    "set_default_device",
    "set_default_tensor_type",
    "set_flush_denormal",
    "spmm",
    "typename",
]


def set_default_device(device: Device | str | int | None) -> None:
    """Factory functions called without ``device=`` create tensors on ``device`` (``None``:
    the CPU again), in this thread. Tensors from data (``from_numpy``) and ``*_like``
    functions are unaffected, as in PyTorch."""
    _device.set_default_device(device)


def get_default_device() -> Device:
    """The device factory functions use by default (a CUDA default names its current
    device: ``device(type='cuda', index=0)``)."""
    found = _device.default_device()
    if found.device_type is DeviceType.CUDA and found.index is None:
        from glasstorch.c10.cuda import current_device

        return Device(DeviceType.CUDA, current_device())
    return found


def get_device_module(device: Device | str | None = None) -> ModuleType:
    """The module of a device type (``glasstorch.cuda`` for ``"cuda"``); ``None``: the
    accelerator's module where one is available, else ``glasstorch.cpu``."""
    if device is None:
        from glasstorch.c10.cuda import is_available

        name = "cuda" if is_available() else "cpu"
    else:
        name = device.type if isinstance(device, Device) else Device(device).type
    if name not in ("cpu", "cuda"):
        raise RuntimeError(
            f"Device '{name}' does not have a corresponding module registered as 'torch.{name}'."
        )
    # by name: the device modules are siblings of this one in the top package
    return importlib.import_module(f"glasstorch.{name}")


def set_default_tensor_type(t: Any) -> None:
    """Deprecated: the default dtype (and, for a ``cuda`` type, the default device) from a
    legacy tensor type or its name (``torch.DoubleTensor``, ``"torch.cuda.FloatTensor"``)."""
    if isinstance(t, str):
        found = _legacy._resolve_type(t)
        if found is None:
            raise AttributeError(f"module 'torch' has no attribute '{t.rpartition('.')[2]}'")
    elif isinstance(t, _legacy.tensortype):
        found = t.dtype, t._device_type
    else:
        raise TypeError(
            "invalid type object: only floating-point types are supported as the default type"
        )
    dtype, device_type = found
    if not dtype.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    warnings.warn(
        "torch.set_default_tensor_type() is deprecated as of PyTorch 2.1, please use "
        "torch.set_default_dtype() and torch.set_default_device() as alternatives.",
        UserWarning,
        stacklevel=2,
    )
    set_default_dtype(dtype)
    if device_type is DeviceType.CUDA:
        _device.set_default_device("cuda")
    elif _device.default_device().device_type is DeviceType.CUDA:
        _device.set_default_device(None)


def typename(obj: Any) -> str:
    """A type name for ``obj``: a tensor's legacy type (``torch.FloatTensor``), else the
    qualified name of ``obj`` (a class or function) or of its class."""
    if isinstance(obj, Tensor):
        return obj.type()
    if hasattr(obj, "__qualname__"):
        module, name = getattr(obj, "__module__", "") or "", obj.__qualname__
    elif hasattr(obj, "__name__"):
        module, name = getattr(obj, "__module__", "") or "", obj.__name__
    else:
        module, name = type(obj).__module__ or "", type(obj).__qualname__
    return name if module in ("", "builtins") else f"{module}.{name}"


def get_device(input: Tensor) -> int:  # noqa: A002 - PyTorch's parameter name
    """The index of ``input``'s CUDA device, or -1 for a CPU tensor."""
    return input.get_device()


def set_anomaly_enabled(enabled: bool, check_nan: bool = True) -> None:
    """Turn autograd's anomaly detection on or off (``check_nan``: also look for NaN
    gradients while it is on)."""
    if not isinstance(enabled, builtins.bool):
        raise TypeError(
            "set_anomaly_enabled(): argument 'enabled' (position 1) must be bool, not "
            f"{type(enabled).__name__}"
        )
    set_detect_anomaly(enabled, check_nan)


def set_flush_denormal(mode: bool) -> bool:
    """Whether denormal floats could be set to flush to zero: glasstorch computes with
    numpy, which offers no control of the CPU's flush-to-zero mode, so always False (and
    the mode stays as it is)."""
    return False


def spmm(input: Tensor, mat2: Tensor) -> Tensor:
    """``torch.mm`` under its sparse name: a sparse ``input`` times a dense ``mat2`` (the
    gradient of ``input`` is dense, as ``torch.mm``'s; ``torch.sparse.mm`` gives a sparse
    one)."""
    from glasstorch.aten._generated import ops

    return ops.mm.call(input, mat2)
