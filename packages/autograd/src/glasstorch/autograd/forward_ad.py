"""``torch.autograd.forward_ad``: dual tensors for forward-mode AD.

Inside ``with dual_level():``, ``make_dual(x, v)`` gives a view of ``x`` carrying the
tangent ``v``; every operator with a forward formula computes its output's tangent from
its inputs' (see the generated Autograd kernels), and ``unpack_dual(y).tangent`` reads the
Jacobian-vector product. Leaving the level drops every tangent made in it.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from . import forward_grad as _fg
from .grad_mode import _DecoratorContextManager

__all__ = [
    "UnpackedDualTensor",
    "dual_level",
    "enter_dual_level",
    "exit_dual_level",
    "make_dual",
    "unpack_dual",
]


def enter_dual_level() -> int:
    """Enter a new forward grad level and return it; the other functions use it by default."""
    return _fg.enter_level()


def exit_dual_level(*, level: int | None = None) -> None:
    """Exit ``level`` (the current one by default): every tangent made in it is dropped."""
    current = _fg.current_level()
    if level is None:
        level = current
    if level != current:
        raise RuntimeError(
            "Trying to exit a forward AD level that was not the last one that was created. "
            "This is not supported."
        )
    if level < 0:
        raise RuntimeError("Dual level must be a positive number.")
    _fg.exit_level(level)


def _check_differentiable(t: Any, what: str) -> None:
    if not (t.is_floating_point() or t.is_complex()):
        raise ValueError(f"Expected {what} to be floating point or complex, but got: {t.dtype}")


def make_dual(tensor: Any, tangent: Any, *, level: int | None = None) -> Any:
    """A view of ``tensor`` whose tangent at ``level`` is ``tangent`` (stored as given)."""
    if level is None:
        level = _fg.current_level()
    if level < 0:
        raise RuntimeError(
            "Trying to create a dual Tensor for forward AD but no level exists, make sure to "
            "enter_dual_level() first."
        )
    _check_differentiable(tensor, "primal")
    _check_differentiable(tangent, "tangent")
    if level != _fg.current_level():
        raise RuntimeError("Invalid level given to _make_dual")
    if tuple(tangent.shape) != tuple(tensor.shape):
        raise RuntimeError(
            "Trying to set a forward gradient that has a different size than that of the "
            f"original Tensor, this is not supported. Tensor is of size {list(tensor.shape)} "
            f"while the given forward gradient is of size {list(tangent.shape)}."
        )
    dual = _plain_view(tensor)
    _fg.set_fw_grad(dual, tangent)
    return dual


class UnpackedDualTensor(NamedTuple):
    """What :func:`unpack_dual` returns: the primal (a view) and the tangent (or None)."""

    primal: Any
    tangent: Any


def unpack_dual(tensor: Any, *, level: int | None = None) -> UnpackedDualTensor:
    """``tensor``'s primal, as a view without a tangent, and its tangent at ``level``."""
    if level is None:
        level = _fg.current_level()
    if level < 0:
        return UnpackedDualTensor(tensor, None)
    tangent = _fg.fw_grad(tensor)
    return UnpackedDualTensor(_plain_view(tensor), tangent)


def _plain_view(tensor: Any) -> Any:
    """``tensor`` viewed whole, recorded as a view but without a tangent."""
    view = tensor.view(tuple(tensor.shape))
    meta = view._impl.autograd_meta
    if meta is not None and meta.fw_grad is not None:
        meta.fw_grad.pop(_fg.current_level(), None)
    return view


class dual_level(_DecoratorContextManager):
    """Context manager for forward AD: every forward computation inside happens at one level.

    ``__enter__`` returns the level; on exit, the tangents made at it are dropped.
    """

    def __enter__(self) -> int:
        return enter_dual_level()

    def __exit__(self, *exc: object) -> None:
        exit_dual_level()
