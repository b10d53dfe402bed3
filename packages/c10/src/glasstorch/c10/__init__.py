"""glasstorch.c10 — the core every other glasstorch layer stands on.

Mirrors PyTorch's ``c10/core``, ``c10/util`` and ``ATen/core/dispatch``:

* ``util``: :class:`intrusive_ptr` (explicit strong/weak counts) and :class:`LeftRight`;
* ``core``: dtypes and promotion, :class:`Device`, dispatch keys and key sets,
  allocators, :class:`StorageImpl` and :class:`TensorImpl`;
* ``schema``: the operator schema language (:func:`parse_schema`);
* ``dispatch``: the :class:`Dispatcher` and the :class:`Library` registration API.
"""

from .core.device import Device, DeviceType
from .core.dispatch_key import BackendComponent, DispatchKey
from .core.dispatch_key_set import DispatchKeySet
from .core.local_dispatch_key_set import ExcludeDispatchKeyGuard, IncludeDispatchKeyGuard
from .core.scalar_type import ScalarType, dtype, promote_types
from .core.storage_impl import Storage, StorageImpl
from .core.tensor_impl import TensorImpl
from .dispatch import Dispatcher, KernelFunction, Library, OperatorHandle, fallthrough_kernel
from .schema import FunctionSchema, parse_schema
from .util.intrusive_ptr import intrusive_ptr, intrusive_ptr_target, weak_intrusive_ptr
from .util.left_right import LeftRight

__version__ = "0.1.0"

__all__ = [
    "BackendComponent",
    "Device",
    "DeviceType",
    "DispatchKey",
    "DispatchKeySet",
    "Dispatcher",
    "ExcludeDispatchKeyGuard",
    "FunctionSchema",
    "IncludeDispatchKeyGuard",
    "KernelFunction",
    "LeftRight",
    "Library",
    "OperatorHandle",
    "ScalarType",
    "Storage",
    "StorageImpl",
    "TensorImpl",
    "dtype",
    "fallthrough_kernel",
    "intrusive_ptr",
    "intrusive_ptr_target",
    "parse_schema",
    "promote_types",
    "weak_intrusive_ptr",
]
