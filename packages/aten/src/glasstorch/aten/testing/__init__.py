"""Testing support shared by every layer's tests: the OpInfo table.

Mirrors ``torch/testing/_internal/common_methods_invocations.py``. Each operator family
contributes a list of :class:`OpInfo` in its own ``opinfo_<family>.py`` module, imported
here; :data:`op_db` is all of them. autograd's gradcheck tests, jit's script tests and
dynamo/inductor's compile tests iterate the same table.
"""

import importlib
import pkgutil

from .opinfo import OpInfo, SampleInput, op_db, register_opinfos

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    if _module.startswith("opinfo_"):
        importlib.import_module(f"{__name__}.{_module}")

__all__ = ["OpInfo", "SampleInput", "op_db", "register_opinfos"]
