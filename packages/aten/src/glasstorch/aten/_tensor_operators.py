"""Tensor's Python operators (``+``, ``-x``, ``==`` ...): a plain call for plain tensors,
PyTorch's routing for the rest.

Each factory builds one operator method over an aten operator. Two plain tensors go
straight to the operator after one class comparison each; Python numbers are wrapped as
0-dim tensors; an operand that takes part in ``__torch_function__`` (or a pushed mode)
sends the call on as the method PyTorch names for that operator (``x + y`` reaches
handlers as ``Tensor.add``, ``1 - x`` as ``Tensor.__rsub__``).
"""

from __future__ import annotations

import numbers
from typing import Any

from . import overrides
from ._runtime import wrap_scalar
from ._tensor_routing import route_operator, routes
from .core.tensor_base import TensorBase
from .overrides import NOT_OVERLOADED as _NOT_OVERLOADED

__all__ = ["binary_operator", "reflected_operator", "unary_operator"]

#: The Tensor class, or None while a mode is pushed (see :mod:`.overrides`).
_EXACT: Any = None
overrides.register_fast_path(globals())
_FAST = overrides.FAST_TENSOR_TYPES  # Tensor and opted-out subclasses; empty under modes
_PY_NUMBERS = frozenset({int, float, bool, complex})


def _operand(other: Any) -> Any:
    """The right-hand side of a binary operator: a Tensor, a wrapped number, or None."""
    if isinstance(other, TensorBase):
        return other
    if isinstance(other, numbers.Number):
        return wrap_scalar(
            other if isinstance(other, bool | int | float | complex) else other.item()
        )  # numpy scalars
    return None


def binary_operator(op: Any, name: str, routed_as: str, *extra: Any) -> Any:
    """``self <op> other`` for a binary operator (forward or in-place).

    ``extra`` are trailing arguments (``alpha=1`` for add/sub). Plain tensors (and
    opted-out subclasses such as Parameter) go straight to the operator; Python numbers are
    wrapped; an operand that takes part in ``__torch_function__`` (or a mode) routes the
    call as ``Tensor.<routed_as>`` (PyTorch's choice: ``x + y`` reaches handlers as
    ``Tensor.add``); anything else is NotImplemented.
    """
    call = op.call

    def slow(self: Any, other: Any) -> Any:
        if (
            _EXACT is None
            or self.__class__ not in _NOT_OVERLOADED
            or other.__class__ not in _NOT_OVERLOADED
        ) and routes(self, other):
            return route_operator(routed_as, self, other)
        other = _operand(other)
        return NotImplemented if other is None else call(self, other, *extra)

    if extra:
        (alpha,) = extra

        def forward(self: Any, other: Any) -> Any:
            cls = other.__class__
            if self.__class__ is _EXACT or self.__class__ in _FAST:
                if cls is _EXACT or cls in _FAST:
                    return call(self, other, alpha)
                if cls in _PY_NUMBERS:
                    return call(self, wrap_scalar(other), alpha)
            return slow(self, other)

    else:

        def forward(self: Any, other: Any) -> Any:
            cls = other.__class__
            if self.__class__ is _EXACT or self.__class__ in _FAST:
                if cls is _EXACT or cls in _FAST:
                    return call(self, other)
                if cls in _PY_NUMBERS:
                    return call(self, wrap_scalar(other))
            return slow(self, other)

    return _named(forward, name, routed_as)


def reflected_operator(op: Any, name: str, routed_as: str, *extra: Any) -> Any:
    """``other <op> self`` when ``other`` is not a tensor: ``other`` becomes the left operand."""
    call = op.call

    def reflected(self: Any, other: Any) -> Any:
        if other.__class__ in _PY_NUMBERS and (self.__class__ is _EXACT or self.__class__ in _FAST):
            return call(wrap_scalar(other), self, *extra)
        if routes(self, other):
            return route_operator(routed_as, self, other)
        lhs = _operand(other)
        return NotImplemented if lhs is None else call(lhs, self, *extra)

    return _named(reflected, name, routed_as)


def unary_operator(op: Any, name: str, routed_as: str) -> Any:
    """``-self``, ``abs(self)``, ``~self``."""
    call = op.call

    def unary(self: Any) -> Any:
        if self.__class__ is not _EXACT and routes(self):
            return route_operator(routed_as, self)
        return call(self)

    return _named(unary, name, routed_as)


def _named(fn: Any, name: str, routed_as: str) -> Any:
    """Name an operator method; one routed as itself is marked for ``route_operator``."""
    fn.__name__ = name
    fn.__qualname__ = f"Tensor.{name}"
    fn.__module__ = "glasstorch.aten.tensor"  # where Tensor lives
    fn._torch_function_operator = routed_as == name
    fn._routes_torch_function = True
    return fn
