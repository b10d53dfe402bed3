"""Which scaled-dot-product-attention backends are enabled (what
``nn.attention.sdpa_kernel`` sets and ``F.scaled_dot_product_attention`` consults).

glasstorch computes attention one way; a backend counts as available where PyTorch's
would run: the math kernel and, on CPU, the flash kernel (PyTorch has a CPU one); on CUDA
every fused kernel. Turning off every available backend is PyTorch's error.
"""

from __future__ import annotations

import enum
from typing import Any

__all__ = ["SDPBackend", "check_enabled", "enabled_backends", "set_enabled_backends"]


class SDPBackend(enum.Enum):
    """The scaled-dot-product-attention backends, numbered as in PyTorch (``int()`` gives
    the number; like PyTorch's, they do not compare equal to ints)."""

    ERROR = -1
    MATH = 0
    FLASH_ATTENTION = 1
    EFFICIENT_ATTENTION = 2
    CUDNN_ATTENTION = 3
    OVERRIDEABLE = 4

    def __int__(self) -> int:
        return self.value


_ALL = [
    SDPBackend.CUDNN_ATTENTION,
    SDPBackend.FLASH_ATTENTION,
    SDPBackend.EFFICIENT_ATTENTION,
    SDPBackend.MATH,
    SDPBackend.OVERRIDEABLE,
]
_enabled = list(_ALL)  # process-wide, as PyTorch's flags are


def enabled_backends() -> list[SDPBackend]:
    """The enabled backends, in priority order."""
    return list(_enabled)


def set_enabled_backends(backends: list[SDPBackend]) -> None:
    """Enable exactly ``backends`` (in that priority order)."""
    _enabled[:] = backends


def check_enabled(query: Any) -> None:
    """PyTorch's error when no enabled backend could run on ``query``'s device."""
    enabled = set(enabled_backends())
    if query.device.type == "cuda":
        usable = {
            SDPBackend.MATH,
            SDPBackend.FLASH_ATTENTION,
            SDPBackend.EFFICIENT_ATTENTION,
            SDPBackend.CUDNN_ATTENTION,
        }
    else:
        usable = {SDPBackend.MATH, SDPBackend.FLASH_ATTENTION}
    if not enabled & usable:
        raise RuntimeError(
            "No viable backend for scaled_dot_product_attention was found. This is likely due "
            "to turning off both the math kernel and the fused kernels."
        )
