"""What AOT autograd traces: the forward alone, or the joint forward/backward function.

Mirrors ``torch/_functorch/_aot_autograd/traced_function_transforms.py``. Everything is
traced with ``make_fx`` on meta tensors. The joint function takes ``(primals, tangents)``
and returns the forward outputs followed by one gradient per primal (None where a primal
does not require grad): the backward is whatever the autograd engine runs for
``autograd.grad(outputs, primals, tangents)``, recorded operator by operator.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.autograd import enable_grad, no_grad
from glasstorch.autograd import grad as autograd_grad
from glasstorch.fx import GraphModule
from glasstorch.fx.experimental.fake_tensor import FakeTensorMode, meta_like
from glasstorch.fx.experimental.proxy_tensor import make_fx

__all__ = ["OutputInfo", "create_joint", "output_metadata", "trace_inference", "trace_joint"]


@dataclass(frozen=True)
class OutputInfo:
    """What the forward returns at one output position."""

    is_tensor: bool
    requires_grad: bool


def _requires_grad(value: Any) -> bool:
    return isinstance(value, Tensor) and bool(value.requires_grad)


def output_metadata(flat_fn: Callable[..., list[Any]], flat_args: Sequence[Any]) -> list[Any]:
    """Run the forward on meta tensors (with grad mode on) and return its outputs."""
    mode = FakeTensorMode()
    fakes = [mode.from_tensor(a) if isinstance(a, Tensor) else a for a in flat_args]
    with enable_grad(), mode:
        return list(flat_fn(*fakes))


def create_joint(
    flat_fn: Callable[..., list[Any]], out_info: Sequence[OutputInfo]
) -> Callable[[list[Any], list[Any]], tuple[Any, ...]]:
    """``joint(primals, tangents) -> (*outputs, *grads_of_primals)``."""

    def joint_fn(primals: list[Any], tangents: list[Any]) -> tuple[Any, ...]:
        outs = list(flat_fn(*primals))
        if len(outs) != len(out_info):
            raise RuntimeError(
                f"the forward returned {len(outs)} outputs while tracing, {len(out_info)} before"
            )
        diff_outs = [o for o, info in zip(outs, out_info, strict=True) if info.requires_grad]
        wrt = [p for p in primals if _requires_grad(p)]
        grads: Sequence[Any] = [None] * len(wrt)
        if diff_outs and wrt:
            grads = autograd_grad(diff_outs, wrt, grad_outputs=tangents, allow_unused=True)
        it = iter(grads)
        return (*outs, *(next(it) if _requires_grad(p) else None for p in primals))

    joint_fn.__name__ = "joint_helper"
    return joint_fn


def trace_joint(
    flat_fn: Callable[..., list[Any]],
    flat_args: Sequence[Any],
    decompositions: Mapping[Any, Callable[..., Any]] | None,
) -> tuple[GraphModule, list[OutputInfo], list[Any]]:
    """The joint graph of ``flat_fn`` on ``flat_args``, the outputs' info, and the meta
    tangents it was traced with."""
    outs = output_metadata(flat_fn, flat_args)
    out_info = [OutputInfo(isinstance(o, Tensor), _requires_grad(o)) for o in outs]
    tangents = [
        meta_like(o.contiguous(), requires_grad=False)
        for o, info in zip(outs, out_info, strict=True)
        if info.requires_grad
    ]
    joint = create_joint(flat_fn, out_info)
    with enable_grad():
        gm = make_fx(joint, decompositions, tracing_mode="fake")(list(flat_args), tangents)
    return gm, out_info, tangents


def trace_inference(
    flat_fn: Callable[..., list[Any]],
    flat_args: Sequence[Any],
    decompositions: Mapping[Any, Callable[..., Any]] | None,
) -> GraphModule:
    """The forward graph alone (no input requires grad, or grad mode is off)."""

    def inference(*primals: Any) -> tuple[Any, ...]:
        return tuple(flat_fn(*primals))

    with no_grad():
        return make_fx(inference, decompositions, tracing_mode="fake")(*flat_args)
