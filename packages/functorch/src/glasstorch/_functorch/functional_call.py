"""``functional_call`` and ``stack_module_state``: modules as functions of their state.

Mirrors ``torch/_functorch/functional_call.py``. ``functional_call`` runs a module with
some parameters and buffers swapped for the tensors given (``nn.utils.stateless`` does the
swapping); AOT autograd passes a module's state as graph inputs this way, and
``vmap(functional_call)`` over the state that ``stack_module_state`` stacks runs an
ensemble of models in one batched call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten._generated import ops
from glasstorch.nn import Module
from glasstorch.nn.utils.stateless import _functional_call

__all__ = ["functional_call", "stack_module_state"]


def _merged(dicts: Any) -> dict[str, Any]:
    """One mapping from a dict or a sequence of dicts that share no name."""
    if isinstance(dicts, dict):
        return dicts
    if not isinstance(dicts, Sequence):
        raise ValueError(
            "Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, but "
            f"got {type(dicts)}"
        )
    if not all(isinstance(d, dict) for d in dicts):
        raise ValueError("Expected all elements of parameter_and_buffer_dicts to be dictionaries")
    counts: dict[str, int] = {}
    for d in dicts:
        for name in d:
            counts[name] = counts.get(name, 0) + 1
    repeated = [name for name, n in counts.items() if n > 1]
    if repeated:
        raise ValueError(
            f"{repeated} appeared in multiple dictionaries; behavior of functional call is "
            "ambiguous"
        )
    return {name: value for d in dicts for name, value in d.items()}


def functional_call(
    module: Module,
    parameter_and_buffer_dicts: Any,
    args: Any = None,
    kwargs: dict[str, Any] | None = None,
    *,
    tie_weights: bool = True,
    strict: bool = False,
) -> Any:
    """``module(*args, **kwargs)`` with the named parameters and buffers replaced by the
    given tensors for this call only. ``parameter_and_buffer_dicts``: a dict, or several
    dicts that share no name; ``tie_weights``: a tensor given for one of several tied
    names serves them all; ``strict``: every parameter and buffer must be given."""
    return _functional_call(
        module,
        _merged(parameter_and_buffer_dicts),
        args,
        kwargs,
        tie_weights=tie_weights,
        strict=strict,
    )


def _stacked(tensors: list[Any], name: str) -> Any:
    """One model state entry stacked along a new dim 0 (a leaf requiring grad when every
    model's does)."""
    needs = [t.requires_grad for t in tensors]
    if any(needs) and not all(needs):
        raise RuntimeError(f"Expected {name} from each model to have the same .requires_grad")
    stacked = ops.stack.call(tensors, 0)
    return stacked.detach().requires_grad_() if all(needs) else stacked


def stack_module_state(models: Sequence[Module]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The parameters and the buffers of ``models`` (same class, same mode), each stacked
    along a new leading dim: ``vmap(functional_call)`` over them runs every model at once."""
    if len(models) == 0:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    modes = {m.training for m in models}
    if len(modes) > 1:
        raise RuntimeError(
            "stack_module_state: Expected all models to have the same training/eval mode."
        )
    if any(type(m) is not type(models[0]) for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")
    params = [dict(m.named_parameters()) for m in models]
    buffers = [dict(m.named_buffers()) for m in models]
    return (
        {name: _stacked([p[name] for p in params], name) for name in params[0]},
        {name: _stacked([b[name] for b in buffers], name) for name in buffers[0]},
    )
