"""``torch.utils.checkpoint``: run part of a model without keeping its intermediate
tensors, and run it again during backward to get them (memory traded for compute).

``use_reentrant=True``: the forward runs under ``no_grad`` inside an
:class:`~glasstorch.autograd.Function`, which saves only the inputs; its backward restores
the random-number state, recomputes the part with grad enabled and backpropagates through
it (a backward pass inside the backward pass, so ``autograd.grad`` cannot reach through).

``use_reentrant=False`` (PyTorch's recommended form): the forward records its graph as
usual, but under ``saved_tensors_hooks`` that keep a placeholder instead of each tensor
the graph saves. The first time backward unpacks one, the part runs again (same
random-number state, grad enabled) and the tensors it saves, in the same order, stand in
for the originals. The graph is the ordinary one, so ``autograd.grad`` and ``backward``
with ``inputs`` work, and parameters get gradients whether or not an input requires grad.
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
from glasstorch.autograd.graph import current as _engine_state
from glasstorch.autograd.graph import saved_tensors_hooks
from glasstorch.nn import Sequential

__all__ = ["CheckpointError", "checkpoint", "checkpoint_sequential"]


class CheckpointError(RuntimeError):
    """The recomputation did not save what the original forward saved."""


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
    frame = _Recomputation(run, args, preserve_rng_state)
    with saved_tensors_hooks(frame.pack, frame.unpack):
        return run(*args)


class _Recomputation:
    """One non-reentrant checkpointed call: placeholders for what its graph saved, and the
    tensors a rerun saved in their place, per backward pass."""

    def __init__(self, run: Callable[..., Any], args: tuple[Any, ...], preserve_rng: bool):
        self.run = run
        self.args = args
        self.rng_state = at.get_rng_state() if preserve_rng else None
        self.saved_count = 0
        #: Backward pass id -> the rerun's saved tensors by position (taken as unpacked).
        self.recomputed: dict[int, dict[int, Any]] = {}

    def pack(self, tensor: Any) -> int:
        """Keep the tensor's position in saving order, not the tensor."""
        index = self.saved_count
        self.saved_count += 1
        return index

    def unpack(self, index: int) -> Any:
        task = _engine_state.task
        key = 0 if task is None else task.id
        tensors = self.recomputed.get(key)
        if tensors is None:
            tensors = self.recomputed[key] = self._rerun()
        found = tensors.pop(index, None)
        if found is None:
            raise CheckpointError(
                "torch.utils.checkpoint: Unpack is being triggered for a tensor that was "
                "already unpacked once. If you are calling ctx.saved_tensors in backward, make "
                "sure to do so only once. Otherwise please open an issue with details on your "
                "use case."
            )
        if not tensors:
            del self.recomputed[key]
        return found

    def _rerun(self) -> dict[int, Any]:
        """Run the part again and collect what it saves, in order."""
        saved: list[Any] = []

        def keep(tensor: Any) -> None:
            saved.append(tensor.detach())

        def refuse(_: Any) -> Any:
            raise CheckpointError("torch.utils.checkpoint: a recomputed tensor was unpacked")

        state = at.get_rng_state()
        if self.rng_state is not None:
            at.set_rng_state(self.rng_state)
        try:
            with enable_grad(), saved_tensors_hooks(keep, refuse):
                self.run(*self.args)
        finally:
            at.set_rng_state(state)
        if len(saved) != self.saved_count:
            raise CheckpointError(
                "torch.utils.checkpoint: A different number of tensors was saved during the "
                "original forward and recomputation.\n"
                f"Number of tensors saved during forward: {self.saved_count}\n"
                f"Number of tensors saved during recomputation: {len(saved)}."
            )
        return dict(enumerate(saved))


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
