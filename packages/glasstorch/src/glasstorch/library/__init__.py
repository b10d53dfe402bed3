"""``glasstorch.library``: define operators and register kernels from Python.

The same API as ``torch.library``: the low-level :class:`Library` (``TORCH_LIBRARY``'s
registrations, see :mod:`glasstorch.aten.library`), and the high-level API built on it —
:func:`custom_op` turns a typed Python function into an operator that autograd
(:func:`register_autograd`), ``make_fx`` and ``torch.compile`` (through its fake
implementation, :func:`register_fake`) all understand; :func:`define`, :func:`impl`,
:func:`register_kernel` do the same piecewise for operators defined by schema; and
:func:`opcheck` tests an operator's registrations against its behaviour.
"""

from glasstorch.aten._ops import OpOverload
from glasstorch.aten.library import Library, fallthrough_kernel

from ._custom_ops import CustomOpDef, custom_op, device_types_t
from ._infer_schema import infer_schema
from ._opcheck import opcheck
from ._registration import (
    define,
    impl,
    impl_abstract,
    register_autograd,
    register_fake,
    register_kernel,
)

__all__ = [
    "CustomOpDef",
    "Library",
    "OpOverload",
    "custom_op",
    "define",
    "device_types_t",
    "fallthrough_kernel",
    "impl",
    "impl_abstract",
    "infer_schema",
    "opcheck",
    "register_autograd",
    "register_fake",
    "register_kernel",
]
