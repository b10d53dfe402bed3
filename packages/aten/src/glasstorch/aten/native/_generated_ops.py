"""``ops``: the generated op classes (``_generated/ops.py``) as kernels see them.

Kernels call other operators through ``ops.<overload>.call``. Importing
``glasstorch.aten._generated`` from here at import time would tie the kernels to the
generated code, which the code generator must be able to check while ``_generated/`` is
broken; importing it inside each kernel costs a few hundred nanoseconds per call. So
``ops`` starts as a stand-in that imports the module on first use and takes over its
names, after which a lookup is a plain attribute read.
"""

from __future__ import annotations

from typing import Any

__all__ = ["ops"]


class _GeneratedOps:
    def __getattr__(self, name: str) -> Any:  # only called for names not yet copied
        from .._generated import ops as generated

        self.__dict__.update(vars(generated))
        return getattr(generated, name)


ops: Any = _GeneratedOps()
