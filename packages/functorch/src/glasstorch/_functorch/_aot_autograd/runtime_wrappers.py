"""Running compiled forward and backward graphs: the ``autograd.Function`` wrapper.

Mirrors ``torch/_functorch/_aot_autograd/runtime_wrappers.py``. The compiled forward
returns the outputs followed by the saved values; ``forward`` of the generated Function
keeps the saved values with ``save_for_backward`` and marks outputs that do not require
grad (integer results, detached values) non-differentiable. ``backward`` hands the saved
values and the gradients of the differentiable outputs to the compiled backward, which
returns one gradient per input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.autograd import Function, no_grad

from .traced_function_transforms import OutputInfo
from .utils import call_func_at_runtime_with_args

__all__ = ["create_inference_wrapper", "create_autograd_wrapper"]


def create_inference_wrapper(compiled_fw: Callable[..., Any]) -> Callable[[list[Any]], list[Any]]:
    """Run a compiled forward-only graph without recording anything."""

    def runtime(args: list[Any]) -> list[Any]:
        with no_grad():
            return list(call_func_at_runtime_with_args(compiled_fw, args))

    return runtime


def create_autograd_wrapper(
    compiled_fw: Callable[..., Any],
    compiled_bw: Callable[..., Any],
    out_info: Sequence[OutputInfo],
) -> Callable[[list[Any]], list[Any]]:
    """A function of the flat inputs whose outputs carry a ``CompiledFunctionBackward``."""
    num_outputs = len(out_info)
    differentiable = [info.requires_grad for info in out_info]

    class CompiledFunction(Function):
        @staticmethod
        def forward(ctx: Any, *args: Any) -> tuple[Any, ...]:
            fw_outs = call_func_at_runtime_with_args(compiled_fw, args)
            outs, saved = fw_outs[:num_outputs], fw_outs[num_outputs:]
            ctx.save_for_backward(*saved)
            ctx.mark_non_differentiable(
                *(
                    o
                    for o, diff in zip(outs, differentiable, strict=True)
                    if isinstance(o, Tensor) and not diff
                )
            )
            return tuple(outs)

        @staticmethod
        def backward(ctx: Any, *grad_outputs: Any) -> tuple[Any, ...]:
            tangents = [g for g, diff in zip(grad_outputs, differentiable, strict=True) if diff]
            bw_args = [*ctx.saved_tensors, *tangents]
            return tuple(call_func_at_runtime_with_args(compiled_bw, bw_args))

    def runtime(args: list[Any]) -> list[Any]:
        return list(CompiledFunction.apply(*args))

    runtime.compiled_function = CompiledFunction  # type: ignore[attr-defined]
    return runtime
