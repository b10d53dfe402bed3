"""``torch.storage``: the storage classes (defined in ``glasstorch.aten``)."""

from glasstorch.aten.storage import UntypedStorage
from glasstorch.aten.typed_storage import (
    BFloat16Storage,
    BoolStorage,
    ByteStorage,
    CharStorage,
    ComplexDoubleStorage,
    ComplexFloatStorage,
    DoubleStorage,
    FloatStorage,
    HalfStorage,
    IntStorage,
    LongStorage,
    ShortStorage,
    TypedStorage,
    is_storage,
)

__all__ = [
    "BFloat16Storage",
    "BoolStorage",
    "ByteStorage",
    "CharStorage",
    "ComplexDoubleStorage",
    "ComplexFloatStorage",
    "DoubleStorage",
    "FloatStorage",
    "HalfStorage",
    "IntStorage",
    "LongStorage",
    "ShortStorage",
    "TypedStorage",
    "UntypedStorage",
    "is_storage",
]
