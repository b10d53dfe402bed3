"""Operators about a tensor rather than its values: ``is_floating_point``, ``is_complex``,
``is_signed``, ``is_nonzero``, ``is_same_size``, ``is_distributed``, ``get_device``,
``type_as`` and ``resize_as_``.

Mirrors ``native/TypeProperties.cpp`` and ``Resize.cpp``: each is CompositeImplicitAutograd
(``is_same_size`` compares shapes on any backend).
"""

from __future__ import annotations

from typing import Any

from ._lazy import ops

__all__ = [
    "get_device", "is_complex", "is_distributed", "is_floating_point", "is_nonzero",
    "is_same_size", "is_signed", "resize_as_", "type_as",
]  # fmt: skip


def is_floating_point(self: Any) -> bool:
    return bool(self._impl.dtype.is_floating_point)


def is_complex(self: Any) -> bool:
    return bool(self._impl.dtype.is_complex)


def is_signed(self: Any) -> bool:
    return bool(self._impl.dtype.is_signed)


def is_distributed(self: Any) -> bool:
    """Always False: glasstorch tensors are never distributed (as PyTorch's dense ones)."""
    return False


def get_device(self: Any) -> int:
    """The CUDA device index, or -1 for a CPU tensor."""
    device = self._impl.device
    return -1 if device.is_cpu() else (device.index or 0)


def is_nonzero(self: Any) -> bool:
    """Whether the one element of ``self`` is nonzero (an error for any other count)."""
    numel = self._impl.numel()
    if numel != 1:
        amount = "no values" if numel == 0 else "more than one value"
        raise RuntimeError(f"Boolean value of Tensor with {amount} is ambiguous")
    return bool(self.item() != 0)


def is_same_size(self: Any, other: Any) -> bool:
    return self._impl.sizes == other._impl.sizes


def type_as(self: Any, other: Any) -> Any:
    """``self`` with ``other``'s dtype and device (itself when they already agree)."""
    return self.to(other.device, other.dtype)


def resize_as_(self: Any, the_template: Any, memory_format: Any = None) -> Any:
    """``resize_`` to ``the_template``'s sizes."""
    return ops.resize_.call(self, tuple(the_template._impl.sizes), memory_format)
