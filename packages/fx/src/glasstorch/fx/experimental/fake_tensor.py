"""``FakeTensorMode``: run operators for their shapes, dtypes and strides only.

PyTorch's fake tensors are a tensor subclass over meta tensors; glasstorch's are plain
``device="meta"`` tensors, which already carry shape, dtype and strides and run only the
meta half of every structured kernel. The mode converts what an operator receives — real
tensors (memoized, so one real tensor always gets the same meta tensor) and ``device=``
arguments of factories — so any function or FX graph of aten operators can run on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten import empty_strided as _empty_strided
from glasstorch.aten._python_dispatch import TorchDispatchMode
from glasstorch.c10.core.device import Device

from ..node import map_aggregate

__all__ = ["FakeTensorMode", "is_fake", "meta_like", "run_on_meta"]

META = Device("meta")


def is_fake(value: Any) -> bool:
    """Whether ``value`` is a tensor on the meta device."""
    return isinstance(value, Tensor) and value.device.type == "meta"


def meta_like(t: Tensor, requires_grad: bool | None = None) -> Tensor:
    """A meta tensor with ``t``'s sizes, strides, dtype (and ``requires_grad`` unless given)."""
    out = _empty_strided(tuple(t.shape), tuple(t.stride()), dtype=t.dtype, device=META)
    if t.requires_grad if requires_grad is None else requires_grad:
        out.requires_grad_(True)
    return out


class FakeTensorMode(TorchDispatchMode):
    """Inside ``with FakeTensorMode():`` every operator runs on meta tensors."""

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Tensor, Tensor]] = {}

    def from_tensor(self, t: Tensor) -> Tensor:
        """The meta tensor standing for ``t`` (the same one every time)."""
        if is_fake(t) or t._impl.is_wrapped_number:
            return t
        found = self._memo.get(id(t))
        if found is None:
            found = self._memo[id(t)] = (t, meta_like(t))
        return found[1]

    def _convert(self, value: Any) -> Any:
        return self.from_tensor(value) if isinstance(value, Tensor) else value

    def __torch_dispatch__(
        self,
        func: Any,
        types: tuple[type, ...],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
    ) -> Any:
        args = map_aggregate(args, self._convert)
        kwargs = map_aggregate(dict(kwargs or {}), self._convert)
        if "device" in kwargs or _takes_device(func):
            kwargs["device"] = META
        return func(*args, **kwargs)


_factory: dict[Any, bool] = {}


def _takes_device(func: Any) -> bool:
    """Whether ``func`` has a keyword-only ``device`` argument (a factory or ``_to_copy``)."""
    found = _factory.get(func)
    if found is None:
        found = _factory[func] = any(
            a.name == "device" and a.kwarg_only for a in func._schema.arguments
        )
    return found


def run_on_meta(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` with every tensor replaced by a meta tensor, under
    :class:`FakeTensorMode`: the outputs' shapes and dtypes without computing data.
    Works for a GraphModule of aten operators (its constants are converted on use)."""
    mode = FakeTensorMode()
    args = map_aggregate(args, mode._convert)
    kwargs = map_aggregate(kwargs, mode._convert)
    with mode:
        return fn(*args, **kwargs)
