"""Modules the kernels import on first use: the generated op classes and ``scipy.special``.

Kernels call other operators through ``ops.<overload>.call``. Importing
``glasstorch.aten._generated`` at import time would tie the kernels to the generated
code, which the code generator must be able to check while ``_generated/`` is broken;
importing it inside each kernel costs a few hundred nanoseconds per call. ``scipy.special``
(erf, expit, erfinv) takes about half a second to import, a quarter of ``import
glasstorch``, for a handful of operators. So each is a stand-in that imports its module on
first use and takes over its names, after which a lookup is a plain attribute read.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["LazyModule", "ops", "special"]


class LazyModule:
    """Stands in for the module ``name`` until an attribute is first read."""

    def __init__(self, name: str) -> None:
        self.__dict__["_lazy_name"] = name

    def __getattr__(self, attr: str) -> Any:  # only called for names not yet copied
        module = importlib.import_module(self.__dict__["_lazy_name"])
        self.__dict__.update(vars(module))
        return getattr(module, attr)


ops: Any = LazyModule("glasstorch.aten._generated.ops")
special: Any = LazyModule("scipy.special")
