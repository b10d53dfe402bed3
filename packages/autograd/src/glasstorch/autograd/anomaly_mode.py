"""Anomaly detection: remember where each backward node came from, and catch NaN gradients.

Mirrors ``torch/csrc/autograd/anomaly_mode.h`` and ``torch/autograd/anomaly_mode.py``. The
switch is process-wide, as in PyTorch. While it is on, every Node records the Python stack
of the forward call that created it (and the node whose backward was running, for graphs
built during ``create_graph`` backward); the engine prints that stack when the node's
backward fails, and checks every node's outputs for NaN.
"""

from __future__ import annotations

import functools
import traceback
import warnings
from collections.abc import Callable
from typing import Any

__all__ = [
    "AnomalyMetadata",
    "detect_anomaly",
    "is_anomaly_check_nan_enabled",
    "is_anomaly_enabled",
    "set_detect_anomaly",
]


class _AnomalyState:
    """The two process-wide flags (``AnomalyMode::_enabled`` and ``_check_nan``)."""

    __slots__ = ("enabled", "check_nan")

    def __init__(self) -> None:
        self.enabled = False
        self.check_nan = True


anomaly = _AnomalyState()


def is_anomaly_enabled() -> bool:
    return anomaly.enabled


def is_anomaly_check_nan_enabled() -> bool:
    return anomaly.check_nan


class AnomalyMetadata:
    """The forward stack of one Node, plus the node whose backward created it (if any)."""

    __slots__ = ("stack", "parent")

    def __init__(self, stack: list[str], parent: Any = None) -> None:
        self.stack = stack
        self.parent = parent

    @classmethod
    def capture(cls, parent: Any) -> AnomalyMetadata:
        # Drop the frames of Node construction itself: they say nothing about the user's code.
        return cls(traceback.format_stack()[:-3], parent)

    def print_stack(self, node_name: str) -> None:
        """Warn with the forward traceback, then that of every parent (PyTorch's print_stack)."""
        message = (
            f"Error detected in {node_name}. Traceback of forward call that caused the error:\n"
            + "".join(self.stack)
        )
        parent = self.parent
        while parent is not None:
            meta = getattr(parent, "_anomaly_trace", None)
            message += (
                f"\n\nPrevious calculation was induced by {parent.name()}. Traceback of forward "
                "call that induced the previous calculation:\n"
            )
            if meta is None:
                message += "No forward pass information available.\n"
                break
            message += "".join(meta.stack)
            parent = meta.parent
        warnings.warn(message, UserWarning, stacklevel=2)


def _set(enabled: bool, check_nan: bool) -> None:
    anomaly.enabled = bool(enabled)
    anomaly.check_nan = bool(check_nan)


class detect_anomaly:
    """Context manager and decorator: anomaly detection on inside, as it was outside after."""

    def __init__(self, check_nan: bool = True) -> None:
        self.prev = anomaly.enabled
        self.prev_check_nan = anomaly.check_nan
        self.check_nan = check_nan
        warnings.warn(
            "Anomaly Detection has been enabled. This mode will increase the runtime and should "
            "only be enabled for debugging.",
            stacklevel=2,
        )

    def __enter__(self) -> None:
        self.prev, self.prev_check_nan = anomaly.enabled, anomaly.check_nan
        _set(True, self.check_nan)

    def __exit__(self, *exc: object) -> None:
        _set(self.prev, self.prev_check_nan)

    def __call__(self, func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with self:
                return func(*args, **kwargs)

        return wrapper


class set_detect_anomaly:
    """Turn anomaly detection on or off now; as a context manager, restore it on exit."""

    def __init__(self, mode: bool, check_nan: bool = True) -> None:
        self.prev, self.prev_check_nan = anomaly.enabled, anomaly.check_nan
        _set(mode, check_nan)

    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        _set(self.prev, self.prev_check_nan)
