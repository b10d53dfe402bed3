"""Decorators of DataPipes: ``functional_datapipe``, ``non_deterministic`` and the
``guaranteed_datapipes_determinism`` switch.

Mirrors ``torch/utils/data/datapipes/_decorator.py``; PyTorch's type-hint validation
(``argument_validation``, ``runtime_validation``) is not here.
"""

from __future__ import annotations

from typing import Any

from .datapipe import IterDataPipe, MapDataPipe

__all__ = [
    "functional_datapipe",
    "guaranteed_datapipes_determinism",
    "non_deterministic",
]


class functional_datapipe:  # noqa: N801 - PyTorch's name
    """``@functional_datapipe("name")``: register a DataPipe class as ``dp.name(...)``."""

    name: str

    def __init__(self, name: str, enable_df_api_tracing: bool = False) -> None:
        self.name = name
        self.enable_df_api_tracing = enable_df_api_tracing

    def __call__(self, cls: type) -> type:
        if issubclass(cls, IterDataPipe):
            IterDataPipe.register_datapipe_as_function(self.name, cls)
        elif issubclass(cls, MapDataPipe):
            MapDataPipe.register_datapipe_as_function(self.name, cls)
        else:
            raise TypeError("`functional_datapipe` can only decorate IterDataPipe or MapDataPipe")
        return cls


_determinism = False


class guaranteed_datapipes_determinism:  # noqa: N801 - PyTorch's name
    """Within the block, constructing a ``@non_deterministic`` DataPipe raises TypeError."""

    prev: bool

    def __init__(self) -> None:
        global _determinism
        self.prev = _determinism
        _determinism = True

    def __enter__(self) -> None:
        pass

    def __exit__(self, *args: Any) -> None:
        global _determinism
        _determinism = self.prev


class non_deterministic:  # noqa: N801 - PyTorch's name
    """Mark a DataPipe class (or a function of the arguments saying whether an instance is)
    as non-deterministic, refused inside :class:`guaranteed_datapipes_determinism`."""

    cls: type | None = None
    deterministic_fn: Any

    def __init__(self, arg: Any) -> None:
        if isinstance(arg, type):
            if not issubclass(arg, IterDataPipe):
                raise TypeError(
                    "Only `IterDataPipe` can be decorated with `non_deterministic`, but "
                    f"{arg.__name__} is found"
                )
            self.cls = arg
        elif callable(arg):
            self.deterministic_fn = arg
        else:
            raise TypeError(f"{arg} can not be decorated by non_deterministic")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.cls is not None:
            if _determinism:
                raise TypeError(
                    f"{self.cls.__name__} is non-deterministic, but you set "
                    "'guaranteed_datapipes_determinism'. You can turn off determinism for this "
                    "DataPipe if that is acceptable for your application"
                )
            return self.cls(*args, **kwargs)
        (cls,) = args
        if not (isinstance(cls, type) and issubclass(cls, IterDataPipe)):
            raise TypeError(f"Only `IterDataPipe` can be decorated, but {cls.__name__} is found")
        self.cls = cls
        return self._deterministic_wrapper

    def _deterministic_wrapper(self, *args: Any, **kwargs: Any) -> Any:
        if self.deterministic_fn(*args, **kwargs) and _determinism:
            raise TypeError(
                f"{self.cls.__name__} is non-deterministic with the inputs, but you set "  # type: ignore[union-attr]
                "'guaranteed_datapipes_determinism'. You can turn off determinism for this "
                "DataPipe if that is acceptable for your application"
            )
        return self.cls(*args, **kwargs)  # type: ignore[misc]
