"""Building a module without initialising its parameters (``torch/nn/utils/init.py``)."""

from __future__ import annotations

import inspect
from typing import Any

from ..modules.module import Module

__all__ = ["skip_init"]


def skip_init(module_cls: type[Module], *args: Any, **kwargs: Any) -> Module:
    """``module_cls(*args, **kwargs)`` with uninitialised (empty) parameters and buffers:
    built on the meta device, then given fresh storage on ``device`` (default CPU)."""
    if not issubclass(module_cls, Module):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    final_device = kwargs.pop("device", "cpu")
    kwargs["device"] = "meta"
    return module_cls(*args, **kwargs).to_empty(device=final_device)
