"""The Dispatcher, its operator entries and the Library registration API.

Mirrors ``ATen/core/dispatch`` and ``torch/library.h``.
"""

from .dispatcher import Dispatcher, OperatorHandle, RegistrationHandle
from .kernel_function import KernelFunction, fallthrough_kernel
from .library import Library
from .operator_entry import OperatorEntry, key_set_of

__all__ = [
    "Dispatcher",
    "KernelFunction",
    "Library",
    "OperatorEntry",
    "OperatorHandle",
    "RegistrationHandle",
    "fallthrough_kernel",
    "key_set_of",
]
