"""``torch.types``: the type aliases PyTorch's signatures use (``Number``, ``Device``, ...).

For annotations in programs written against PyTorch (``def f(device: torch.types.Device)``).
"""

from __future__ import annotations

import os
from builtins import bool as _bool
from builtins import bytes as _bytes
from builtins import complex as _complex  # noqa: F401 - re-exported, as PyTorch's
from builtins import float as _float
from builtins import int as _int
from builtins import str as _str
from collections.abc import Sequence
from typing import IO, Any, TypeAlias, Union

from glasstorch.aten import Size, Tensor
from glasstorch.c10.core.device import Device as _device
from glasstorch.c10.core.layout import Layout as _layout  # noqa: F401
from glasstorch.c10.core.scalar_type import dtype as _dtype  # noqa: F401

__all__ = ["Device", "FileLike", "Number", "Tensor"]

_TensorOrTensors: TypeAlias = Union[Tensor, Sequence[Tensor]]  # noqa: UP007
_TensorOrOptionalTensors: TypeAlias = Union[Tensor, Sequence[Union[Tensor, None]], None]  # noqa: UP007
_size: TypeAlias = Union[Size, list[_int], tuple[_int, ...]]  # noqa: UP007
_dispatchkey: TypeAlias = Union[_str, Any]  # noqa: UP007

#: A Python number: what ``tensor.item()`` returns.
Number: TypeAlias = Union[_int, _float, _bool]  # noqa: UP007
_Number = (_int, _float, _bool)
#: What a ``device=`` argument accepts.
Device: TypeAlias = Union[_device, _str, _int, None]  # noqa: UP007
#: What ``torch.save``/``torch.load`` accept as a file.
FileLike: TypeAlias = Union[_str, os.PathLike[_str], IO[_bytes]]  # noqa: UP007
IntLikeType: TypeAlias = _int
FloatLikeType: TypeAlias = _float
BoolLikeType: TypeAlias = _bool
