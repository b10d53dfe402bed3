"""``torch.sparse.FloatTensor`` ...: the legacy constructors of sparse COO tensors.

Mirrors ``legacy_sparse_tensor_ctor`` in ``torch/csrc/utils/tensor_new.cpp``:
``FloatTensor(indices, values[, size])`` builds a sparse tensor over ``indices`` and
``values`` (as ``sparse_coo_tensor``; the values keep their dtype, as in PyTorch),
``FloatTensor(*sizes)`` an empty one of the class's dtype. ``isinstance`` checks the dtype,
the CPU device and the sparse layout.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.layout import sparse_coo
from glasstorch.c10.core.public_name import prefix as _public_prefix
from glasstorch.c10.core.scalar_type import dtype as DType

from ._generated import ops
from .core.tensor_base import TensorBase
from .legacy_constructors import _CLASS_DTYPES, _NAMES, tensortype
from .sparse_factory import sparse_coo_tensor

__all__ = ["SPARSE_TENSOR_TYPES", "sparse_tensortype"]


class sparse_tensortype(tensortype):  # noqa: N801 - the family of torch.tensortype
    """The metaclass of ``torch.sparse.<Type>Tensor``."""

    is_sparse = True

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if args and isinstance(args[0], TensorBase):
            return sparse_coo_tensor(*args, **kwargs)
        size = tuple(args[0]) if len(args) == 1 and not isinstance(args[0], int) else args
        indices = ops.zeros.call((len(size), 0), st.int64, None, None, None)
        values = ops.zeros.call((0,), cls.dtype, None, None, None)
        return sparse_coo_tensor(indices, values, size, **kwargs)

    def __instancecheck__(cls, obj: Any) -> bool:
        return (
            isinstance(obj, TensorBase)
            and obj.layout is sparse_coo
            and obj.dtype is cls.dtype
            and obj.device.device_type is DeviceType.CPU
        )

    @property
    def layout(cls) -> Any:
        return sparse_coo

    def __repr__(cls) -> str:
        return f"<class '{_public_prefix[0]}.sparse.{cls.__name__}'>"


def _make(dtype: DType) -> sparse_tensortype:
    namespace = {
        "dtype": dtype,
        "is_cuda": False,
        "_device_type": DeviceType.CPU,
        "__module__": "glasstorch.sparse",
        "__doc__": f"Legacy constructor of sparse COO {dtype} tensors on the CPU.",
    }
    return sparse_tensortype(_NAMES[dtype], (), namespace)


#: ``torch.sparse.FloatTensor`` ... by name (no sparse ``BoolTensor``, as in PyTorch).
SPARSE_TENSOR_TYPES: dict[str, sparse_tensortype] = {
    _NAMES[d]: _make(d) for d in _CLASS_DTYPES if d is not st.bool_
}
