"""Autocast's switches: ``torch.is_autocast_enabled``, ``set_autocast_dtype`` and the rest.

Mirrors the autocast functions PyTorch binds at ``torch.*`` (``torch/csrc/autograd/init.cpp``
over ``ATen/autocast_mode.cpp``). Importing this module registers the autocast kernels
(:mod:`.autocast_kernels`); the ``autocast`` context manager of the top package is built on
these functions. Autocast exists for the CPU (bfloat16 by default) and CUDA (float16).
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.scalar_type import dtype as DType

from . import autocast_state as _state
from .autocast_kernels import register_autocast_kernels
from .autocast_state import clear_cache as clear_autocast_cache

__all__ = [
    "autocast_decrement_nesting",
    "autocast_increment_nesting",
    "clear_autocast_cache",
    "get_autocast_cpu_dtype",
    "get_autocast_dtype",
    "get_autocast_gpu_dtype",
    "is_autocast_available",
    "is_autocast_cache_enabled",
    "is_autocast_cpu_enabled",
    "is_autocast_enabled",
    "set_autocast_cache_enabled",
    "set_autocast_cpu_dtype",
    "set_autocast_cpu_enabled",
    "set_autocast_dtype",
    "set_autocast_enabled",
    "set_autocast_gpu_dtype",
]

#: What registration returned: ``remove()`` on each undoes the autocast kernels.
libraries = register_autocast_kernels()


def _check(function: str, name: str, position: int, value: Any, kind: type) -> None:
    """PyTorch's binding error for an argument of the wrong Python type."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        expected = "torch.dtype" if kind is DType else kind.__name__
        raise TypeError(
            f"{function}(): argument '{name}' (position {position}) must be {expected}, "
            f"not {type(value).__name__}"
        )


def _device(function: str, device_type: Any) -> DeviceType:
    _check(function, "device_type", 1, device_type, str)
    t = _state.autocast_device_type(device_type)
    if t is None:
        raise RuntimeError(
            "unknown device type for autocast in get_autocast_dispatch_key_from_device_type"
        )
    return t


def _dtype_device(function: str, device_type: Any) -> DeviceType:
    _check(function, "device_type", 1, device_type, str)
    t = _state.autocast_device_type(device_type)
    if t is None:
        raise RuntimeError("unsupported scalarType")
    return t


def _deprecated(old: str, new: str) -> None:
    warnings.warn(f"{old} is deprecated. Please use {new} instead.", DeprecationWarning, 3)


def is_autocast_available(device_type: str) -> bool:
    """Whether autocast supports ``device_type`` (``"cpu"`` and ``"cuda"`` here)."""
    _check("is_autocast_available", "device_type", 1, device_type, str)
    return _state.autocast_device_type(device_type) is not None


def is_autocast_enabled(device_type: str | None = None) -> bool:
    """Whether autocast is on for ``device_type`` on this thread (CUDA when not given)."""
    if device_type is None:
        return _state.is_enabled(DeviceType.CUDA)
    return _state.is_enabled(_device("is_autocast_enabled", device_type))


def set_autocast_enabled(device_type: str | bool, enabled: bool | None = None) -> None:
    """Turn autocast on or off for ``device_type`` on this thread.

    ``set_autocast_enabled(enabled)``, PyTorch's older form, sets CUDA's.
    """
    if enabled is None:
        _check("set_autocast_enabled", "enabled", 1, device_type, bool)
        _state.set_enabled(DeviceType.CUDA, bool(device_type))
        return
    t = _device("set_autocast_enabled", device_type)
    _check("set_autocast_enabled", "enabled", 2, enabled, bool)
    _state.set_enabled(t, enabled)


def get_autocast_dtype(device_type: str) -> DType:
    """The lower-precision dtype autocast uses for ``device_type`` on this thread."""
    return _state.state.dtypes[_dtype_device("get_autocast_dtype", device_type)]


def set_autocast_dtype(device_type: str, dtype: DType) -> None:  # noqa: A002 - PyTorch's name
    """Set the lower-precision dtype autocast uses for ``device_type`` on this thread."""
    t = _dtype_device("set_autocast_dtype", device_type)
    _check("set_autocast_dtype", "dtype", 2, dtype, DType)
    _state.state.dtypes[t] = dtype


def is_autocast_cache_enabled() -> bool:
    """Whether autocast caches the casts of weights on this thread."""
    return _state.state.cache_enabled


def set_autocast_cache_enabled(enabled: bool) -> None:
    """Turn the weight-cast cache on or off for this thread."""
    if not isinstance(enabled, bool):
        raise TypeError(f"enabled must be a bool (got {type(enabled).__name__})")
    _state.state.cache_enabled = enabled


def autocast_increment_nesting() -> int:
    """Enter one more autocast region on this thread; returns the new depth."""
    _state.state.nesting += 1
    return _state.state.nesting


def autocast_decrement_nesting() -> int:
    """Leave an autocast region; returns the new depth (the cache is cleared at 0)."""
    _state.state.nesting -= 1
    return _state.state.nesting


# -- PyTorch's deprecated per-device spellings -----------------------------------------------
def is_autocast_cpu_enabled() -> bool:
    """Deprecated: ``is_autocast_enabled('cpu')``."""
    _deprecated("torch.is_autocast_cpu_enabled()", "torch.is_autocast_enabled('cpu')")
    return _state.is_enabled(DeviceType.CPU)


def set_autocast_cpu_enabled(enabled: bool) -> None:
    """Deprecated: ``set_autocast_enabled('cpu', enabled)``."""
    _deprecated(
        "torch.set_autocast_cpu_enabled(enabled)", "torch.set_autocast_enabled('cpu', enabled)"
    )
    _check("set_autocast_cpu_enabled", "enabled", 1, enabled, bool)
    _state.set_enabled(DeviceType.CPU, enabled)


def get_autocast_cpu_dtype() -> DType:
    """Deprecated: ``get_autocast_dtype('cpu')``."""
    _deprecated("torch.get_autocast_cpu_dtype()", "torch.get_autocast_dtype('cpu')")
    return _state.state.dtypes[DeviceType.CPU]


def set_autocast_cpu_dtype(dtype: DType) -> None:  # noqa: A002 - PyTorch's name
    """Deprecated: ``set_autocast_dtype('cpu', dtype)``."""
    _deprecated("torch.set_autocast_cpu_dtype(dtype)", "torch.set_autocast_dtype('cpu', dtype)")
    _check("set_autocast_cpu_dtype", "dtype", 1, dtype, DType)
    _state.state.dtypes[DeviceType.CPU] = dtype


def get_autocast_gpu_dtype() -> DType:
    """Deprecated: ``get_autocast_dtype('cuda')``."""
    _deprecated("torch.get_autocast_gpu_dtype()", "torch.get_autocast_dtype('cuda')")
    return _state.state.dtypes[DeviceType.CUDA]


def set_autocast_gpu_dtype(dtype: DType) -> None:  # noqa: A002 - PyTorch's name
    """Deprecated: ``set_autocast_dtype('cuda', dtype)``."""
    _deprecated("torch.set_autocast_gpu_dtype(dtype)", "torch.set_autocast_dtype('cuda', dtype)")
    _check("set_autocast_gpu_dtype", "dtype", 1, dtype, DType)
    _state.state.dtypes[DeviceType.CUDA] = dtype
