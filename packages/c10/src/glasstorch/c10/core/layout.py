"""Tensor layouts and memory formats.

Mirrors ``c10/core/Layout.h`` and ``c10/core/MemoryFormat.h``: one immutable singleton per
value, printed as the user-facing name (``glasstorch.strided``,
``glasstorch.channels_last``), pickled by name like ``dtype``.
"""

from __future__ import annotations

from typing import Any

from .public_name import prefix as _public_prefix

__all__ = [
    "Layout",
    "MemoryFormat",
    "channels_last",
    "channels_last_3d",
    "contiguous_format",
    "preserve_format",
    "sparse_coo",
    "strided",
]


class _NamedSingleton:
    """Base of the printed-by-name singletons; not constructible by users."""

    __slots__ = ("name", "value")

    name: str
    value: int

    def __new__(cls, *args: Any, **kwargs: Any) -> _NamedSingleton:
        raise TypeError(f"cannot create 'glasstorch.{cls.__name__.lower()}' instances")

    @classmethod
    def _create(cls, name: str, value: int) -> Any:
        self = object.__new__(cls)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "value", value)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"glasstorch.{type(self).__name__.lower()} objects are immutable")

    def __repr__(self) -> str:
        return f"{_public_prefix[0]}.{self.name}"

    __str__ = __repr__

    def __reduce__(self) -> str:
        return self.name


class Layout(_NamedSingleton):
    """How a tensor's elements are laid out: ``strided`` (dense) or ``sparse_coo``."""

    __slots__ = ()


class MemoryFormat(_NamedSingleton):
    """A dense dimension order: row-major, channels-last (NHWC / NDHWC), or "keep it"."""

    __slots__ = ()


strided: Layout = Layout._create("strided", 0)
sparse_coo: Layout = Layout._create("sparse_coo", 1)

contiguous_format: MemoryFormat = MemoryFormat._create("contiguous_format", 0)
preserve_format: MemoryFormat = MemoryFormat._create("preserve_format", 1)
channels_last: MemoryFormat = MemoryFormat._create("channels_last", 2)
channels_last_3d: MemoryFormat = MemoryFormat._create("channels_last_3d", 3)
