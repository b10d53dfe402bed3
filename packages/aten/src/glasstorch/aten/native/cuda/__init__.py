"""CUDA-only pieces of aten: pinned host memory, and the Triton kernels that replace
compositions of cupy calls where a fused kernel is faster (``triton_kernels``)."""

from __future__ import annotations

import functools
import importlib.util
import os
from types import ModuleType
from typing import Any

from .pinned import is_pinned, pin_memory

__all__ = ["is_pinned", "pin_memory", "triton_for"]


@functools.cache
def _has_triton() -> bool:
    return importlib.util.find_spec("triton") is not None


def triton_for(*tensors: Any) -> ModuleType | None:
    """The Triton kernels module when it can serve ``tensors`` (see
    :func:`triton_kernels.usable`), else ``None``. Triton is imported on first need, and on
    the numpy stand-in only under ``TRITON_INTERPRET=1``: Triton fixes its mode when first
    imported, so importing it early would spoil a later interpreted run."""
    if not _has_triton():
        return None
    from glasstorch.c10.cuda import backend_name

    if backend_name() != "cupy" and os.environ.get("TRITON_INTERPRET") != "1":
        return None
    from . import triton_kernels

    return triton_kernels if triton_kernels.usable(*tensors) else None
