"""The exporter's modes: ``TrainingMode``, ``OperatorExportTypes`` and whether an export
is running (``is_in_onnx_export``)."""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Iterator

__all__ = ["OperatorExportTypes", "TrainingMode", "exporting", "is_in_onnx_export"]


class _Enum(enum.IntEnum):
    """An int-valued enum printed as ``TrainingMode.EVAL``, as PyTorch's enums print."""

    def __str__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class TrainingMode(_Enum):
    """The mode the model is exported in: ``eval()``, as it is, or ``train()``."""

    EVAL = 0
    PRESERVE = 1
    TRAINING = 2


class OperatorExportTypes(_Enum):
    """How operators are exported; glasstorch exports to standard ONNX operators only."""

    ONNX = 0
    ONNX_ATEN = 1
    ONNX_ATEN_FALLBACK = 2
    ONNX_FALLTHROUGH = 3


_depth = [0]


def is_in_onnx_export() -> bool:
    """Whether an ONNX export is running (the model's forward may ask while traced)."""
    return _depth[0] > 0


@contextlib.contextmanager
def exporting() -> Iterator[None]:
    _depth[0] += 1
    try:
        yield
    finally:
        _depth[0] -= 1
