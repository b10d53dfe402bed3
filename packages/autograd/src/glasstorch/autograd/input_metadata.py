"""InputMetadata: the shape, dtype and device a Node expects each incoming gradient to have.

Mirrors ``torch/csrc/autograd/input_metadata.h`` and the checks of ``validate_outputs`` in
``engine.cpp``: a gradient may come back broadcast (it is summed down), in another
floating dtype (it is cast) or, for a 0-dim gradient, on another device (it is moved);
anything else is an error naming the node that produced it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import dtype as DType

from . import _ops

__all__ = ["InputMetadata", "is_expandable_to"]

#: ``InputMetadata(sizes, dtype, device)`` without NamedTuple's Python-level ``__new__``.
_new_tuple = tuple.__new__


def is_expandable_to(shape: Sequence[int], desired: Sequence[int]) -> bool:
    """Whether ``shape`` broadcasts to ``desired`` (PyTorch's ``is_expandable_to``)."""
    ndim, target = len(shape), len(desired)
    if ndim > target:
        return False
    for i in range(1, ndim + 1):
        size = shape[ndim - i]
        if size != desired[target - i] and size != 1:
            return False
    return True


class InputMetadata(NamedTuple):
    """What one gradient flowing into a Node must look like; ``sizes`` None means undefined
    (the matching forward output was None or not differentiable).

    A tuple, so that recording one (on every differentiable operator call) is a single
    ``tuple.__new__`` and the engine reads its fields without a Python-level call.
    """

    sizes: tuple[int, ...] | None
    dtype: DType | None
    device: Device | None

    @classmethod
    def of(cls, tensor: Any) -> InputMetadata:
        impl = tensor._impl
        return _new_tuple(cls, (impl.sizes, impl.dtype, impl.device))

    def is_defined(self) -> bool:
        return self.sizes is not None

    def is_same_shape(self, grad: Any) -> bool:
        return grad._impl.sizes == self.sizes

    def is_expandable_to(self, grad: Any) -> bool:
        """Whether the expected shape broadcasts to ``grad``'s (so ``grad`` can be summed)."""
        return self.sizes is not None and is_expandable_to(self.sizes, grad._impl.sizes)

    def reduce_grad(self, grad: Any) -> Any:
        """``grad`` summed down to the expected shape (undoing a broadcast)."""
        return _ops.sum_to(grad, self.sizes or ())

    def zeros(self) -> Any:
        """A zero gradient of the expected shape, dtype and device."""
        return _ops.zeros(self.sizes or (), self.dtype, self.device)

    def validate(self, grad: Any, index: int, node_name: str | None = None) -> Any:
        """``grad`` checked and adjusted to fit, as ``validate_outputs`` does; raises otherwise.

        ``node_name`` prefixes the message ("Function MulBackward0 returned an invalid
        gradient at index 0 - ..."); without it the message starts at "invalid gradient".
        """
        if self.sizes is None:
            return grad
        impl = grad._impl
        if impl.sizes != self.sizes:
            if not is_expandable_to(self.sizes, impl.sizes):
                raise _error(
                    node_name,
                    f"invalid gradient at index {index} - got {list(impl.sizes)} but expected "
                    f"shape compatible with {list(self.sizes)}",
                )
            grad = _ops.sum_to(grad, self.sizes)
            impl = grad._impl
        if impl.dtype is not self.dtype:
            expected_complex = self.dtype.is_complex  # type: ignore[union-attr]
            if not impl.dtype.is_floating_point and expected_complex != impl.dtype.is_complex:
                raise _error(
                    node_name,
                    f"invalid gradient at index {index} - expected dtype {self.dtype} but got "
                    f"{impl.dtype}",
                )
            grad = _ops.to(grad, dtype=self.dtype)
            impl = grad._impl
        if impl.device != self.device:
            if impl.sizes:
                raise _error(
                    node_name,
                    f"invalid gradient at index {index} - expected device {self.device} but got "
                    f"{impl.device}",
                )
            grad = _ops.to(grad, device=self.device)
        return grad

    def __repr__(self) -> str:
        if self.sizes is None:
            return "InputMetadata(undefined)"
        return f"InputMetadata(sizes={list(self.sizes)}, dtype={self.dtype}, device={self.device})"


UNDEFINED = InputMetadata(None, None, None)


def _error(node_name: str | None, message: str) -> RuntimeError:
    return RuntimeError(f"Function {node_name} returned an {message}" if node_name else message)
