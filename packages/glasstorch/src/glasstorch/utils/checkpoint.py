"""``torch.utils.checkpoint``: run part of a model without keeping its intermediate
tensors, and run it again during backward to get them (memory traded for compute).

The forward runs under ``no_grad`` inside an :class:`~glasstorch.autograd.Function`,
which saves only the inputs; its backward restores the random-number state, recomputes
the part with grad enabled and backpropagates through it (a reentrant backward, as
PyTorch's ``use_reentrant=True``). With ``use_reentrant=False`` the part's parameters
get gradients even when no input requires grad, as in PyTorch; both forms need
``.backward()`` rather than ``autograd.grad``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
from glasstorch.autograd import (
    Function,
    _is_checkpoint_valid,
    backward,
    enable_grad,
    is_grad_enabled,
    no_grad,
)
from glasstorch.nn import Sequential

__all__ = ["checkpoint", "checkpoint_sequential"]


class CheckpointFunction(Function):
    """Saves the inputs and the RNG state; recomputes ``run_function`` in backward."""

    @staticmethod
    def forward(ctx: Any, run_function: Callable[..., Any], preserve_rng_state: bool, *args: Any):
        ctx.run_function = run_function
        ctx.rng_state = at.get_rng_state() if preserve_rng_state else None
        ctx.positions = [i for i, a in enumerate(args) if isinstance(a, at.Tensor)]
        ctx.others = [None if isinstance(a, at.Tensor) else a for a in args]
        ctx.save_for_backward(*(args[i] for i in ctx.positions))
        with no_grad():
            return run_function(*args)

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> tuple[Any, ...]:
        if not _is_checkpoint_valid():
            raise RuntimeError(
                "When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() "
                "or passing an `inputs` parameter to .backward(). To resolve this error, you "
                "can either set use_reentrant=False, or call .backward() without passing the "
                "`inputs` argument."
            )
        args = list(ctx.others)
        for i, saved in zip(ctx.positions, ctx.saved_tensors, strict=True):
            args[i] = saved.detach().requires_grad_(saved.requires_grad)
        state = at.get_rng_state()
        if ctx.rng_state is not None:
            at.set_rng_state(ctx.rng_state)
        try:
            with enable_grad():
                outputs = ctx.run_function(*args)
        finally:
            at.set_rng_state(state)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        pairs = [
            (out, g)
            for out, g in zip(outputs, grads, strict=True)
            if isinstance(out, at.Tensor) and out.requires_grad and g is not None
        ]
        if pairs:
            backward([o for o, _ in pairs], [g for _, g in pairs])
        inputs = tuple(a.grad if isinstance(a, at.Tensor) else None for a in args)
        return (None, None, *inputs)


def checkpoint(
    function: Callable[..., Any],
    *args: Any,
    use_reentrant: bool | None = None,
    preserve_rng_state: bool = True,
    **kwargs: Any,
) -> Any:
    """``function(*args, **kwargs)``, with its intermediates recomputed during backward."""
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. "
            "Refer to docs for more details on the differences between the two variants.",
            stacklevel=2,
        )
        use_reentrant = True
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    run = (lambda *a: function(*a, **kwargs)) if kwargs else function
    if use_reentrant:
        inputs_need_grad = any(isinstance(a, at.Tensor) and a.requires_grad for a in args)
        if is_grad_enabled() and not inputs_need_grad:
            warnings.warn(
                "None of the inputs have requires_grad=True. Gradients will be None",
                stacklevel=2,
            )
        return CheckpointFunction.apply(run, preserve_rng_state, *args)
    # Without an input that needs grad the Function would record nothing; a scalar that
    # does makes it record, so the part's own parameters get their gradients.
    anchor = at.empty((), requires_grad=True) if is_grad_enabled() else None
    anchored = lambda _anchor, *a: run(*a)  # noqa: E731
    return CheckpointFunction.apply(anchored, preserve_rng_state, anchor, *args)


def checkpoint_sequential(
    functions: Any, segments: int, input: Any, use_reentrant: bool | None = None, **kwargs: Any
) -> Any:  # noqa: A002 - PyTorch's parameter name
    """Run a ``Sequential`` (or list of modules) in ``segments`` checkpointed chunks; the
    last chunk runs normally."""
    modules = list(functions.children()) if isinstance(functions, Sequential) else list(functions)
    size = len(modules) // segments

    def run(start: int, end: int) -> Callable[[Any], Any]:
        def forward(x: Any) -> Any:
            for module in modules[start : end + 1]:
                x = module(x)
            return x

        return forward

    end = -1
    for start in range(0, size * (segments - 1), size):
        end = start + size - 1
        input = checkpoint(run(start, end), input, use_reentrant=use_reentrant, **kwargs)
    return run(end + 1, len(modules) - 1)(input)
