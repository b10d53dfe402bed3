"""Tangents of forward-mode AD: the per-tensor storage, the levels, and what kernels call.

Mirrors ``torch/csrc/autograd/forward_grad.h``: a tensor's ``AutogradMeta`` holds a
:class:`ForwardGrad` (level → tangent), and each dual level keeps a weak set of the
``ForwardGrad`` s it wrote to, so that leaving the level clears them. Only one level exists
at a time, as in PyTorch. ``state.enabled`` is the one flag a generated Autograd kernel
reads before doing any forward-AD work: it is False whenever no level is entered.
"""

from __future__ import annotations

import weakref
from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls

from .variable import materialize_meta

__all__ = [
    "ForwardGrad",
    "check_no_fw_grad",
    "check_no_fw_grad_out",
    "current_level",
    "enter_level",
    "exit_level",
    "fw_grad",
    "fw_primal_clone",
    "fw_tangent",
    "fw_tangents",
    "has_fw_grad",
    "set_fw_grad",
    "set_fw_grads",
    "state",
]

_FLOATING = 2  # TypeCategory.FLOATING
_AUTOGRAD_KEYS = DispatchKeySet([DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther]).repr


class ForwardGrad(dict):
    """One tensor's tangents, by level (a dict that levels can hold weakly, by identity)."""

    __slots__ = ("__weakref__",)
    __hash__ = object.__hash__  # type: ignore[assignment]
    __eq__ = object.__eq__  # type: ignore[assignment]


class _State:
    """The levels: ``enabled`` is True while one is entered (the kernels' cheap check)."""

    __slots__ = ("enabled", "level", "grads")

    def __init__(self) -> None:
        self.enabled = False
        self.level = -1
        self.grads: weakref.WeakSet[ForwardGrad] = weakref.WeakSet()


state = _State()


def current_level() -> int:
    """The entered level, or -1."""
    return state.level


def enter_level() -> int:
    """Enter a new level (PyTorch supports one at a time) and return it."""
    if state.enabled:
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    state.level = 0
    state.grads = weakref.WeakSet()
    state.enabled = True
    return 0


def exit_level(level: int) -> None:
    """Leave ``level``: every tangent set at it is dropped."""
    if not state.enabled or level != state.level:
        raise RuntimeError(
            "Trying to exit a forward AD level that was not the last one that was created. "
            "This is not supported."
        )
    for grads in list(state.grads):
        grads.pop(level, None)
    state.grads = weakref.WeakSet()
    state.enabled = False
    state.level = -1


def fw_grad(t: Any) -> Any:
    """``t``'s tangent at the current level, or None (also for None and non-tensors)."""
    impl = getattr(t, "_impl", None)
    if impl is None:
        return None
    meta = impl.autograd_meta
    if meta is None or meta.fw_grad is None:
        return None
    return meta.fw_grad.get(state.level)


def has_fw_grad(*tensors: Any) -> bool:
    """Whether any argument (tensors, None, or lists of them) has a tangent."""
    for t in tensors:
        if isinstance(t, list | tuple):
            if any(fw_grad(item) is not None for item in t):
                return True
        elif fw_grad(t) is not None:
            return True
    return False


def fw_tangent(t: Any) -> Any:
    """``t``'s tangent, zeros where it has none (None stays None): what formulas read."""
    if t is None:
        return None
    tangent = fw_grad(t)
    if tangent is None:
        return ops.zeros_like.call(t)
    return tangent


def fw_tangents(tensors: Any) -> list[Any]:
    """:func:`fw_tangent` of each tensor of a list."""
    return [fw_tangent(t) for t in tensors]


def set_fw_grad(t: Any, tangent: Any, inplace: bool = False) -> None:
    """Give ``t`` the tangent ``tangent`` at the current level.

    After an in-place operator (``inplace``) a tangent ``t`` already has is updated in
    place, so that views sharing it see the change; a view without one gets a view of a
    new zero tangent of its base, as PyTorch's in-place forward AD does.
    """
    if t is None or t._impl.dtype.category < _FLOATING:
        return
    shape = tuple(t.shape)
    if inplace and tuple(tangent.shape) == shape:  # (an in-place view op changes the shape)
        existing = fw_grad(t)
        if existing is None:
            existing = _tangent_through_base(t)
        if existing is not None:
            if existing is not tangent:
                with _below_autograd_off():
                    existing.copy_(tangent)
            return
    if tuple(tangent.shape) != shape:
        tangent = tangent.expand(shape)
    meta = materialize_meta(t)
    grads = meta.fw_grad
    if grads is None:
        grads = meta.fw_grad = ForwardGrad()
    grads[state.level] = tangent
    state.grads.add(grads)


def set_fw_grads(outputs: Any, tangents: Any, inplace: bool = False) -> None:
    """:func:`set_fw_grad` for each output of an operator returning a list."""
    for t, tangent in zip(outputs, tangents, strict=True):
        set_fw_grad(t, tangent, inplace)


def _tangent_through_base(view: Any) -> Any:
    """For an in-place write into a view without a tangent: its base's tangent (made as
    zeros if missing) viewed as ``view`` is, or None when ``view`` is no view."""
    base = getattr(view, "_base", None)
    if base is None or not base.is_contiguous():
        return None
    base_t = fw_grad(base)
    if base_t is None or not base_t.is_contiguous():
        base_t = ops.zeros_like.call(base)
        set_fw_grad(base, base_t)
    offset = view.storage_offset() - base.storage_offset()
    view_t = base_t.as_strided(tuple(view.shape), tuple(view.stride()), offset)
    set_fw_grad(view, view_t)
    return view_t


class _below_autograd_off:
    """Run tangent bookkeeping without recording it (the Autograd keys excluded)."""

    __slots__ = ("excluded",)

    def __enter__(self) -> None:
        self.excluded = _tls.excluded
        _tls.excluded = self.excluded | _AUTOGRAD_KEYS

    def __exit__(self, *exc: object) -> None:
        _tls.excluded &= ~_AUTOGRAD_KEYS | self.excluded


def fw_primal_clone(t: Any) -> Any:
    """A copy of ``t``'s values before an in-place operator, for tangent formulas that read
    the original: nothing recorded, and the tangent is ``t``'s own (not copied)."""
    with _below_autograd_off():
        copy = ops.clone.call(t)
    tangent = fw_grad(t)
    if tangent is not None:
        set_fw_grad(copy, tangent)
    return copy


def check_no_fw_grad(name: str, *tensors: Any) -> None:
    """PyTorch's error for an operator without a forward formula, when a tangent reaches it."""
    if has_fw_grad(*tensors):
        raise NotImplementedError(
            f"Trying to use forward AD with {name} that does not support it because it has "
            "not been implemented yet.\nPlease file an issue to PyTorch at "
            "https://github.com/pytorch/pytorch/issues/new?template=feature-request.yml so "
            "that we can prioritize its implementation or submit a PR adding the "
            "implementation to derivatives.yaml"
        )


def check_no_fw_grad_out(name: str, *tensors: Any) -> None:
    """PyTorch's error for an out= operator reached by a tangent."""
    if has_fw_grad(*tensors):
        raise NotImplementedError(
            f"Trying to use forward AD with {name} that does not support it because it is "
            "an out= function"
        )
