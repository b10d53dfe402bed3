"""``torch.cpu.amp``: the deprecated CPU spellings of ``torch.amp``.

Each warns (FutureWarning, in PyTorch's words) and does what its ``torch.amp`` counterpart
does for ``device_type="cpu"``. The top package serves this module as ``glasstorch.cpu.amp``.
"""

from __future__ import annotations

from glasstorch.c10.core.scalar_type import bfloat16, dtype

from . import autocast_mode as _autocast_mode
from . import grad_scaler as _grad_scaler
from ._cuda_amp import _deprecated

__all__ = ["GradScaler", "autocast"]


class autocast(_autocast_mode.autocast):  # noqa: N801 - PyTorch's name
    """Deprecated: ``torch.amp.autocast("cpu", ...)``."""

    def __init__(
        self,
        enabled: bool = True,
        dtype: dtype = bfloat16,  # noqa: A002 - PyTorch's name
        cache_enabled: bool = True,
    ) -> None:
        _deprecated("torch.cpu.amp.autocast(args...)", "torch.amp.autocast('cpu', args...)")
        super().__init__("cpu", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


class GradScaler(_grad_scaler.GradScaler):
    """Deprecated: ``torch.amp.GradScaler("cpu", ...)``."""

    def __init__(
        self,
        init_scale: float = 2.0**16,
        growth_factor: float = 2.0,
        backoff_factor: float = 0.5,
        growth_interval: int = 2000,
        enabled: bool = True,
    ) -> None:
        _deprecated("torch.cpu.amp.GradScaler(args...)", "torch.amp.GradScaler('cpu', args...)")
        super().__init__("cpu", init_scale, growth_factor, backoff_factor, growth_interval, enabled)
