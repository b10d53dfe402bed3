"""``torch.mps``, ``torch.xpu`` and ``torch.mtia`` on glasstorch, which has none of them.

Each module answers as PyTorch does on a machine without that device: ``is_available()``
False and ``device_count()`` 0; asking it to act on a device raises PyTorch's error.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from typing import Any

__all__ = ["make_device_module"]


def _unavailable(message: str, error: type[Exception]) -> Callable[..., Any]:
    def function(*args: Any, **kwargs: Any) -> Any:
        raise error(message)

    return function


def make_device_module(
    name: str, actions: dict[str, tuple[type[Exception], str]], initialized: bool
) -> types.ModuleType:
    """The module ``glasstorch.<name>`` for a device type glasstorch does not have:
    ``is_available``, ``device_count``, ``is_initialized`` (when ``initialized``), and the
    ``actions`` that need a device, each raising its (error type, message)."""

    def is_available() -> bool:
        return False

    def device_count() -> int:
        return 0

    def is_initialized() -> bool:
        return False

    module = types.ModuleType(
        f"glasstorch.{name}", f"``torch.{name}``: glasstorch has no {name.upper()} device."
    )
    answers = (is_available, device_count) + ((is_initialized,) if initialized else ())
    for function in answers:
        function.__module__ = module.__name__
        setattr(module, function.__name__, function)
    for action, (error, message) in actions.items():
        function = _unavailable(message, error)
        function.__name__ = function.__qualname__ = action
        function.__module__ = module.__name__
        setattr(module, action, function)
    module.__all__ = sorted(n for n in vars(module) if not n.startswith("_"))
    sys.modules[module.__name__] = module
    return module


_XPU = (AssertionError, "Torch not compiled with XPU enabled")
_MTIA = (AssertionError, "Torch not compiled with MTIA enabled.")
mps = make_device_module(
    "mps",
    {"synchronize": (RuntimeError, "Cannot execute deviceSynchronize() without MPS backend.")},
    initialized=False,
)
xpu = make_device_module(
    "xpu",
    {a: _XPU for a in ("init", "synchronize", "current_device", "set_device")},
    initialized=True,
)
mtia = make_device_module(
    "mtia",
    {
        "init": _MTIA,
        "current_device": (RuntimeError, "Cannot execute getCurrentDevice() without MTIA backend."),
        "synchronize": (RuntimeError, "Cannot execute getCurrentDevice() without MTIA backend."),
        "set_device": (RuntimeError, "Cannot execute setCurrentDevice() without MTIA backend."),
    },
    initialized=True,
)
