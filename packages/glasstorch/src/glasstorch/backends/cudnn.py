"""``torch.backends.cudnn``: glasstorch has no cuDNN (its CUDA convolutions are cupy
matmuls), so :func:`is_available` is False and :func:`version` None, as on a PyTorch
build without cuDNN; the flags are kept for programs that set and read them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["flags", "is_available", "set_flags", "version"]

enabled = True
benchmark = False
deterministic = False
allow_tf32 = True
benchmark_limit: int | None = None


def is_available() -> bool:
    """Whether cuDNN can be used (never, in glasstorch)."""
    return False


def version() -> int | None:
    """cuDNN's version, or None without cuDNN."""
    return None


def set_flags(
    _enabled: bool | None = None,
    _benchmark: bool | None = None,
    _benchmark_limit: int | None = None,
    _deterministic: bool | None = None,
    _allow_tf32: bool | None = None,
) -> tuple[bool, bool, int | None, bool, bool]:
    """Set the given flags; returns the previous ``(enabled, benchmark, benchmark_limit,
    deterministic, allow_tf32)``."""
    global enabled, benchmark, deterministic, allow_tf32
    previous = (enabled, benchmark, benchmark_limit, deterministic, allow_tf32)
    if _enabled is not None:
        enabled = _enabled
    if _benchmark is not None:
        benchmark = _benchmark
    if _deterministic is not None:
        deterministic = _deterministic
    if _allow_tf32 is not None:
        allow_tf32 = _allow_tf32
    return previous


@contextmanager
def flags(
    enabled: bool = False,
    benchmark: bool = False,
    benchmark_limit: int = 10,
    deterministic: bool = False,
    allow_tf32: bool = True,
) -> Iterator[None]:
    """Set the flags for the body, then restore them."""
    previous = set_flags(enabled, benchmark, benchmark_limit, deterministic, allow_tf32)
    try:
        yield
    finally:
        set_flags(*previous)
