"""``glasstorch.library``: define operators and register kernels from Python.

The same API as ``torch.library``; see :mod:`glasstorch.aten.library`.
"""

from glasstorch.aten.library import Library, fallthrough_kernel, impl

__all__ = ["Library", "fallthrough_kernel", "impl"]
