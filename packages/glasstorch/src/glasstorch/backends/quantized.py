"""``torch.backends.quantized``: the engine quantized operators would run on.

glasstorch has no quantized kernels (no fbgemm, qnnpack, oneDNN or x86 engine), so, as a
PyTorch build without them, :attr:`supported_engines` is empty and :attr:`engine` stays
``"none"``: setting any engine, ``"none"`` included, raises PyTorch's error. The module's class is
swapped for one with these two properties, as PyTorch swaps its module.
"""

from __future__ import annotations

import sys
import types

# engine and supported_engines are properties of the module's class (below).
engine: str
supported_engines: list[str]

# c10's QEngine values, by the names torch.backends.quantized uses ("" and None: "none").
_ENGINE_IDS = {"none": 0, "fbgemm": 1, "qnnpack": 2, "onednn": 3, "x86": 4}
# c10's toString of each, which the "not supported" error shows.
_ENGINE_LABELS = {0: "NoQEngine", 1: "FBGEMM", 2: "QNNPACK", 3: "ONEDNN", 4: "X86"}
_SUPPORTED: tuple[int, ...] = ()
_current = {"engine": 0}


def _engine_id(name: str | None) -> int:
    if name in ("", None):
        return 0
    if name not in _ENGINE_IDS:
        raise RuntimeError(f"{name} is not a valid value for quantized engine")
    return _ENGINE_IDS[name]


def _engine_name(engine_id: int) -> str:
    return next(name for name, i in _ENGINE_IDS.items() if i == engine_id)


class _QuantizedModule(types.ModuleType):
    """This module, with ``engine`` and ``supported_engines`` as properties."""

    @property
    def engine(self) -> str:
        """The quantized engine in use."""
        return _engine_name(_current["engine"])

    @engine.setter
    def engine(self, name: str | None) -> None:
        engine_id = _engine_id(name)
        if engine_id not in _SUPPORTED:
            raise RuntimeError(f"quantized engine {_ENGINE_LABELS[engine_id]} is not supported")
        _current["engine"] = engine_id

    @property
    def supported_engines(self) -> list[str]:
        """The engines this build has."""
        return [_engine_name(i) for i in _SUPPORTED]

    @supported_engines.setter
    def supported_engines(self, value: object) -> None:
        raise RuntimeError("Assignment not supported")


sys.modules[__name__].__class__ = _QuantizedModule
