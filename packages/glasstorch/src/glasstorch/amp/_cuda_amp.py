"""``torch.cuda.amp``: the deprecated CUDA spellings of ``torch.amp``.

Each warns (FutureWarning, in PyTorch's words) and does what its ``torch.amp`` counterpart
does for ``device_type="cuda"``. The top package serves this module as
``glasstorch.cuda.amp``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from glasstorch.c10 import cuda as _cuda
from glasstorch.c10.core.scalar_type import dtype, float16

from . import autocast_mode as _autocast_mode
from . import grad_scaler as _grad_scaler

__all__ = ["GradScaler", "amp_definitely_not_available", "autocast", "custom_bwd", "custom_fwd"]


def _deprecated(old: str, new: str) -> None:
    warnings.warn(f"`{old}` is deprecated. Please use `{new}` instead.", FutureWarning, 3)


def amp_definitely_not_available() -> bool:
    """True when no CUDA device can run autocast."""
    return not _cuda.is_available()


class autocast(_autocast_mode.autocast):  # noqa: N801 - PyTorch's name
    """Deprecated: ``torch.amp.autocast("cuda", ...)``."""

    def __init__(
        self,
        enabled: bool = True,
        dtype: dtype = float16,  # noqa: A002 - PyTorch's name
        cache_enabled: bool = True,
    ) -> None:
        _deprecated("torch.cuda.amp.autocast(args...)", "torch.amp.autocast('cuda', args...)")
        super().__init__("cuda", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


def custom_fwd(fwd: Callable[..., Any] | None = None, *, cast_inputs: dtype | None = None) -> Any:
    """Deprecated: ``torch.amp.custom_fwd(..., device_type="cuda")``."""
    _deprecated(
        "torch.cuda.amp.custom_fwd(args...)", "torch.amp.custom_fwd(args..., device_type='cuda')"
    )
    return _autocast_mode.custom_fwd(fwd, device_type="cuda", cast_inputs=cast_inputs)


def custom_bwd(bwd: Callable[..., Any]) -> Any:
    """Deprecated: ``torch.amp.custom_bwd(..., device_type="cuda")``."""
    _deprecated(
        "torch.cuda.amp.custom_bwd(args...)", "torch.amp.custom_bwd(args..., device_type='cuda')"
    )
    return _autocast_mode.custom_bwd(bwd, device_type="cuda")


class GradScaler(_grad_scaler.GradScaler):
    """Deprecated: ``torch.amp.GradScaler("cuda", ...)``."""

    def __init__(
        self,
        init_scale: float = 2.0**16,
        growth_factor: float = 2.0,
        backoff_factor: float = 0.5,
        growth_interval: int = 2000,
        enabled: bool = True,
    ) -> None:
        _deprecated("torch.cuda.amp.GradScaler(args...)", "torch.amp.GradScaler('cuda', args...)")
        super().__init__(
            "cuda", init_scale, growth_factor, backoff_factor, growth_interval, enabled
        )
