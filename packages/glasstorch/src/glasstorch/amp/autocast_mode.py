"""``torch.autocast``: run a region of a program in mixed precision.

Mirrors ``torch/amp/autocast_mode.py``. Entering an :class:`autocast` region turns on the
device's autocast dispatch key for this thread (``glasstorch.aten.autocast_mode``), so the
operators PyTorch lists run in the lower-precision dtype, in float32, or in the widest
input type, while every other operator is untouched. Regions nest, ``enabled=False``
switches autocast off inside one, and leaving the outermost region drops the cache of
weight casts. :func:`custom_fwd` and :func:`custom_bwd` give custom autograd functions the
same autocast state in ``forward`` and ``backward``.
"""

from __future__ import annotations

import collections.abc
import functools
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from glasstorch.aten import Tensor, empty
from glasstorch.aten.autocast_mode import (
    autocast_decrement_nesting,
    autocast_increment_nesting,
    clear_autocast_cache,
    get_autocast_dtype,
    is_autocast_available,
    is_autocast_cache_enabled,
    is_autocast_enabled,
    set_autocast_cache_enabled,
    set_autocast_dtype,
    set_autocast_enabled,
)
from glasstorch.c10 import cuda as _cuda
from glasstorch.c10.core.scalar_type import bfloat16, dtype, float16, float64

__all__ = ["autocast", "autocast_decorator", "custom_bwd", "custom_fwd", "is_autocast_available"]

_SUPPORTED_DTYPES = (bfloat16, float16)


def _cuda_bf16_supported() -> bool:
    """Whether a bfloat16 CUDA tensor can be made (``torch.cuda.is_bf16_supported()``)."""
    try:
        empty(1, dtype=bfloat16, device="cuda")
    except Exception:
        return False
    return True


def autocast_decorator(autocast_instance: autocast, func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` run inside ``autocast_instance`` on every call."""

    @functools.wraps(func)
    def decorate_autocast(*args: Any, **kwargs: Any) -> Any:
        with autocast_instance:
            return func(*args, **kwargs)

    return decorate_autocast


class autocast:  # noqa: N801 - PyTorch's name
    """A context manager (or decorator) in which operators run in an op-specific dtype.

    ``device_type`` is ``"cpu"`` or ``"cuda"``; ``dtype`` defaults to
    ``get_autocast_dtype(device_type)`` (bfloat16 on the CPU, float16 on CUDA);
    ``cache_enabled`` (default: ``is_autocast_cache_enabled()``) casts each float32 weight
    that requires grad once per region instead of at every use.
    """

    def __init__(
        self,
        device_type: str,
        dtype: dtype | None = None,  # noqa: A002 - PyTorch's name
        enabled: bool = True,
        cache_enabled: bool | None = None,
    ) -> None:
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        if not is_autocast_available(device_type):
            raise RuntimeError(
                f"User specified an unsupported autocast device_type '{device_type}'"
            )
        self.device = device_type
        self.fast_dtype = get_autocast_dtype(device_type) if dtype is None else dtype
        self._cache_enabled = (
            is_autocast_cache_enabled() if cache_enabled is None else cache_enabled
        )
        if enabled:
            enabled = self._check_dtype()
        self._enabled = enabled

    def _check_dtype(self) -> bool:
        """Whether autocast can run as asked; warns (and gives False) where PyTorch disables it."""
        if self.device == "cuda":
            if not _cuda.is_available():
                warnings.warn(
                    "CUDA is not available or torch_xla is imported. Disabling autocast.",
                    stacklevel=3,
                )
                return False
            if self.fast_dtype is bfloat16 and not _cuda_bf16_supported():
                raise RuntimeError(
                    "Current CUDA Device does not support bfloat16. Please switch dtype to float16."
                )
            return True
        if self.fast_dtype not in _SUPPORTED_DTYPES:
            name = self.device.upper()
            warnings.warn(
                f"In {name} autocast, but the target dtype is not supported. Disabling "
                f"autocast.\n{name} Autocast only supports dtypes of "
                + ", ".join(map(str, _SUPPORTED_DTYPES))
                + " currently.",
                stacklevel=3,
            )
            return False
        return True

    def __enter__(self) -> autocast:
        self.prev_cache_enabled = is_autocast_cache_enabled()
        self.prev = is_autocast_enabled(self.device)
        self.prev_fastdtype = get_autocast_dtype(self.device)
        set_autocast_enabled(self.device, self._enabled)
        set_autocast_dtype(self.device, self.fast_dtype)
        autocast_increment_nesting()
        set_autocast_cache_enabled(self._cache_enabled)
        return self

    def __exit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> bool:
        if autocast_decrement_nesting() == 0:
            clear_autocast_cache()
        set_autocast_enabled(self.device, self.prev)
        set_autocast_dtype(self.device, self.prev_fastdtype)
        set_autocast_cache_enabled(self.prev_cache_enabled)
        return False

    def __call__(self, func: Callable[..., Any]) -> Callable[..., Any]:
        if not callable(func):
            raise TypeError(
                f"autocast()(func) requires a callable, but got {type(func).__name__}. "
                "Did you mean to use autocast as a context manager? For example:\n"
                "    with torch.autocast(device_type=...):\n"
                "        output = model(input)"
            )
        return autocast_decorator(self, func)


def _enter_autocast(*vals: Any) -> autocast:
    """Enter an autocast region without a ``with`` block (what traced graphs call)."""
    mode = autocast(*vals)
    mode.__enter__()
    return mode


def _exit_autocast(mode: autocast) -> None:
    """Leave a region :func:`_enter_autocast` entered."""
    mode.__exit__(None, None, None)


def _cast(value: Any, device_type: str, dtype: dtype) -> Any:  # noqa: A002
    """``value`` with its eligible floating tensors (of ``device_type``, not float64) cast to
    ``dtype``, through lists, tuples, dicts and other iterables; strings and arrays pass."""
    if isinstance(value, Tensor):
        eligible = (
            value.is_floating_point()
            and value.device.type == device_type
            and value.dtype is not float64
        )
        return value.to(dtype) if eligible else value
    if isinstance(value, str | bytes | np.ndarray):
        return value
    if isinstance(value, collections.abc.Mapping):
        return {
            _cast(k, device_type, dtype): _cast(v, device_type, dtype) for k, v in value.items()
        }
    if isinstance(value, collections.abc.Iterable):
        iterable = (_cast(v, device_type, dtype) for v in value)
        if isinstance(value, list | tuple):
            return type(value)(iterable)
        return iterable
    return value


def custom_fwd(
    fwd: Callable[..., Any] | None = None,
    *,
    device_type: str,
    cast_inputs: dtype | None = None,
) -> Any:
    """Decorate a custom autograd function's ``forward``: with ``cast_inputs``, inside an
    autocast region its floating inputs are cast to that dtype and it runs with autocast
    off; without, it runs in the surrounding autocast state (which ``backward`` reuses)."""
    if not isinstance(device_type, str):
        raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
    if fwd is None:
        return functools.partial(custom_fwd, device_type=device_type, cast_inputs=cast_inputs)

    @functools.wraps(fwd)
    def decorate_fwd(*args: Any, **kwargs: Any) -> Any:
        args[0]._dtype = get_autocast_dtype(device_type)
        if cast_inputs is None:
            args[0]._fwd_used_autocast = is_autocast_enabled(device_type)
            return fwd(*args, **kwargs)
        autocast_context = is_autocast_enabled(device_type)
        args[0]._fwd_used_autocast = False
        if autocast_context:
            with autocast(device_type=device_type, enabled=False):
                return fwd(
                    *_cast(args, device_type, cast_inputs),
                    **_cast(kwargs, device_type, cast_inputs),
                )
        return fwd(*args, **kwargs)

    return decorate_fwd


def custom_bwd(bwd: Callable[..., Any] | None = None, *, device_type: str) -> Any:
    """Decorate a custom autograd function's ``backward``: it runs in the autocast state
    ``forward`` ran in (needs ``forward`` decorated with :func:`custom_fwd`)."""
    if not isinstance(device_type, str):
        raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
    if bwd is None:
        return functools.partial(custom_bwd, device_type=device_type)

    @functools.wraps(bwd)
    def decorate_bwd(*args: Any, **kwargs: Any) -> Any:
        with autocast(
            device_type=device_type,
            enabled=args[0]._fwd_used_autocast,
            dtype=args[0]._dtype,
        ):
            return bwd(*args, **kwargs)

    return decorate_bwd
