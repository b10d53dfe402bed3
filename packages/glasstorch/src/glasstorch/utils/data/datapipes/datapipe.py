"""``IterDataPipe`` / ``MapDataPipe``: datasets that chain through functional forms.

Mirrors ``torch/utils/data/datapipes/datapipe.py``. A DataPipe class registered under a
name (:func:`~._decorator.functional_datapipe`) becomes a method of every DataPipe of its
kind: ``dp.map(fn)`` builds ``Mapper(dp, fn)``. :class:`DataChunk` is the list a batch is.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any, ClassVar, TypeVar

from ..dataset import Dataset, IterableDataset

__all__ = ["DataChunk", "IterDataPipe", "MapDataPipe"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class _Functional:
    """The functional-form registry of one DataPipe kind."""

    functions: ClassVar[dict[str, Callable[..., Any]]]

    @classmethod
    def register_function(cls, function_name: str, function: Callable[..., Any]) -> None:
        cls.functions[function_name] = function

    @classmethod
    def register_datapipe_as_function(cls, function_name: str, cls_to_register: type) -> None:
        """Make ``dp.<function_name>(*args)`` build ``cls_to_register(dp, *args)``."""
        if function_name in cls.functions:
            raise Exception(
                f"Unable to add DataPipe function name {function_name} as it is already taken"
            )  # noqa: E501, TRY002 - PyTorch's error

        def class_function(source: Any, *args: Any, **kwargs: Any) -> Any:
            return cls_to_register(source, *args, **kwargs)

        cls.functions[function_name] = functools.update_wrapper(class_function, cls_to_register)

    def __getattr__(self, attribute_name: str) -> Any:
        function = type(self).functions.get(attribute_name)
        if function is None:
            raise AttributeError(
                f"'{self.__class__.__name__}' object has no attribute '{attribute_name}"
            )
        return functools.partial(function, self)

    def __dir__(self) -> list[str]:
        return [*super().__dir__(), *type(self).functions]


class IterDataPipe(_Functional, IterableDataset[T_co]):
    """An iterable-style DataPipe: ``__iter__`` yields its items."""

    functions: ClassVar[dict[str, Callable[..., Any]]] = {}

    def __iter__(self) -> Iterator[T_co]:
        raise NotImplementedError("Subclasses of IterDataPipe should implement __iter__.")

    def reset(self) -> None:
        """Called before each new iteration (a no-op unless a DataPipe keeps state)."""


class MapDataPipe(_Functional, Dataset[T_co]):
    """A map-style DataPipe: ``__getitem__`` and ``__len__``."""

    functions: ClassVar[dict[str, Callable[..., Any]]] = {}


class DataChunk(list[T]):
    """A batch: a list that also prints indented and iterates its items lazily."""

    def __init__(self, items: Any) -> None:
        items = list(items)
        super().__init__(items)
        self.items = items

    def as_str(self, indent: str = "") -> str:
        return indent + "[" + ", ".join(str(i) for i in iter(self)) + "]"

    def __iter__(self) -> Iterator[T]:
        yield from super().__iter__()

    def raw_iterator(self) -> Iterator[T]:
        yield from self.items
