"""Which array module serves CUDA tensors: cupy on an NVIDIA GPU, or the numpy stand-in.

``GLASSTORCH_CUDA_BACKEND`` chooses: ``cupy`` (the default) or ``numpy`` (the stand-in in
:mod:`glasstorch.c10.cuda._fake`, which runs the CUDA code path on the CPU for tests).
:func:`set_backend` overrides it in-process. Everything CUDA asks :func:`cuda_module` for
the module; without one, :func:`require` raises PyTorch's "Torch not compiled with CUDA
enabled" wording, naming cupy and the missing device.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

__all__ = [
    "BACKEND_ENV",
    "CudaUnavailableError",
    "backend_name",
    "cuda_module",
    "device_count",
    "is_available",
    "on_backend_change",
    "require",
    "set_backend",
    "stand_in",
    "unavailable_reason",
]

BACKEND_ENV = "GLASSTORCH_CUDA_BACKEND"
_BACKENDS = ("cupy", "numpy")

_lock = threading.RLock()
_override: str | None = None
# name -> (module or None, why it is missing)
_loaded: dict[str, tuple[ModuleType | None, str]] = {}
_reset_hooks: list[Callable[[], None]] = []


class CudaUnavailableError(RuntimeError, AssertionError):
    """CUDA was asked for where there is none (an AssertionError too, as in PyTorch)."""


def backend_name() -> str:
    """The selected backend: :func:`set_backend`'s choice, else the environment's, else cupy."""
    name = _override or os.environ.get(BACKEND_ENV) or "cupy"
    if name not in _BACKENDS:
        raise ValueError(f"{BACKEND_ENV} must be one of {', '.join(_BACKENDS)}, got {name!r}")
    return name


def set_backend(name: str | None) -> str | None:
    """Select ``"cupy"``, ``"numpy"`` or ``None`` (back to the environment); returns the
    previous choice. CUDA state built on the old backend (allocator, streams) is dropped."""
    global _override
    if name is not None and name not in _BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(_BACKENDS)} or None, got {name!r}")
    with _lock:
        previous, _override = _override, name
        for hook in _reset_hooks:
            hook()
    return previous


@contextmanager
def stand_in() -> Iterator[ModuleType]:
    """Run the body with the numpy stand-in as the CUDA backend (for tests), then restore."""
    previous = set_backend("numpy")
    try:
        yield require()
    finally:
        set_backend(previous)


def on_backend_change(hook: Callable[[], None]) -> None:
    """Call ``hook`` whenever :func:`set_backend` switches backends (to drop cached state)."""
    _reset_hooks.append(hook)


def _load(name: str) -> tuple[ModuleType | None, str]:
    if name == "numpy":
        from . import _fake

        return _fake, ""
    try:
        import cupy  # type: ignore[import-not-found]
    except Exception as e:  # ImportError, or a broken CUDA installation under cupy
        return None, (
            "Torch not compiled with CUDA enabled: glasstorch runs CUDA tensors through cupy, "
            f"which could not be imported ({e}); install cupy (e.g. cupy-cuda12x) on a machine "
            "with an NVIDIA GPU"
        )
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as e:  # cupy's CUDARuntimeError when there is no driver
        return None, f"No CUDA GPUs are available: cupy is installed but found no device ({e})"
    if count == 0:
        return None, "No CUDA GPUs are available: cupy is installed but found no CUDA device"
    return cupy, ""


def _entry() -> tuple[ModuleType | None, str]:
    name = backend_name()
    found = _loaded.get(name)
    if found is None:
        with _lock:
            found = _loaded.get(name)
            if found is None:
                found = _loaded[name] = _load(name)
    return found


def cuda_module() -> ModuleType | None:
    """cupy (or the stand-in) when CUDA can run, else ``None``; never raises."""
    return _entry()[0]


def unavailable_reason() -> str:
    """Why :func:`cuda_module` is ``None`` ("" when CUDA is available)."""
    return _entry()[1]


def is_available() -> bool:
    """Whether CUDA tensors can be made here (False, not an error, without cupy or a GPU)."""
    return cuda_module() is not None


def require(what: str = "cuda") -> Any:
    """The array module, or :class:`CudaUnavailableError` saying why ``what`` cannot be used."""
    module = cuda_module()
    if module is None:
        raise CudaUnavailableError(f"{unavailable_reason()}; cannot use device {what}")
    return module


def device_count() -> int:
    """How many CUDA devices there are (0 without CUDA)."""
    module = cuda_module()
    return 0 if module is None else int(module.cuda.runtime.getDeviceCount())
