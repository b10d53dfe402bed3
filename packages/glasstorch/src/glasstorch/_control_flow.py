"""``torch.cond`` and ``torch.while_loop``: structured control flow, run eagerly.

PyTorch traces both branches (or the loop body) with ``torch.compile`` so that export keeps
the control flow; run eagerly the result is that of a Python ``if``/``while``. Here they
run eagerly, with PyTorch's checks of the arguments, of ``while_loop``'s predicate and of
the body's outputs against the carried values (which must keep their structure, shapes
and dtypes from one iteration to the next). What only tracing finds — an untaken branch
whose outputs differ from the taken one's, outputs aliasing inputs — is not checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import bool_

__all__ = ["cond", "while_loop"]


def _leaves(tree: Any) -> list[Any]:
    """The leaves of nested dicts, lists and tuples, in order."""
    if isinstance(tree, dict):
        return [leaf for value in tree.values() for leaf in _leaves(value)]
    if isinstance(tree, list | tuple):
        return [leaf for value in tree for leaf in _leaves(value)]
    return [tree]


def cond(
    pred: bool | int | float | Tensor,
    true_fn: Callable[..., Any],
    false_fn: Callable[..., Any],
    operands: tuple[Any, ...] | list[Any] = (),
) -> Any:
    """``true_fn(*operands)`` if ``pred`` else ``false_fn(*operands)``; ``pred`` a Python
    constant or a one-element tensor, ``operands`` nested dicts/lists/tuples of tensors."""
    if not isinstance(pred, bool | int | float):
        if not isinstance(pred, Tensor):
            raise RuntimeError(f"Expected pred to be bool or tensor, but got {pred}.")
        if pred.numel() != 1:
            raise RuntimeError(
                f"Expected pred to be bool or single-element tensor, but got {pred}."
            )
        if not callable(true_fn) or not callable(false_fn):
            raise RuntimeError("Expect both branches to be callable.")
        if not isinstance(operands, tuple | list) or any(
            not isinstance(leaf, Tensor) for leaf in _leaves(operands)
        ):
            raise RuntimeError(
                "Expect operands to be a tuple of possibly nested dict/list/tuple that only "
                f"consists of tensor leaves, but got {operands}."
            )
    return true_fn(*operands) if pred else false_fn(*operands)


def _check_carried(carried: Any) -> None:
    if not isinstance(carried, tuple | list):
        raise AssertionError("Can't unpack scalar tensors.")
    leaves = _leaves(carried)
    if any(not isinstance(leaf, Tensor | int) or isinstance(leaf, bool) for leaf in leaves):
        raise AssertionError(
            f"{leaves} can only be of {(Tensor, int)} but got "
            f"{tuple(type(leaf) for leaf in leaves)}"
        )


def _check_body_output(output: Any, carried: Any) -> None:
    """The body's output must be the carried values' structure, shapes and dtypes."""
    outputs, inputs = _leaves(output), _leaves(carried)
    if len(outputs) != len(inputs):
        raise RuntimeError(
            "torch.while_loop: body_fn outputs must have the same structure as carried_inputs "
            f"but got {len(outputs)} outputs for {len(inputs)} carried inputs."
        )
    for i, (out, inp) in enumerate(zip(outputs, inputs, strict=True)):
        if isinstance(out, Tensor) != isinstance(inp, Tensor):
            raise RuntimeError(
                "Expected body_fn_output and carried_inputs to have same metadata but found:\n"
                f"pair[{i}] differ in 'type: {type(out)} vs {type(inp)}'"
            )
        if not isinstance(out, Tensor):
            continue
        for field, a, b in (
            ("shape", tuple(out.shape), tuple(inp.shape)),
            ("dtype", out.dtype, inp.dtype),
            ("device", out.device, inp.device),
        ):
            if a != b:
                raise RuntimeError(
                    "Expected body_fn_output and carried_inputs to have same metadata but "
                    f"found:\npair[{i}] differ in '{field}: {a} vs {b}'"
                )


def _keep_going(pred: Any) -> bool:
    """``cond_fn``'s answer: a 0-dim bool tensor, or a Python bool (a comparison of carried
    ints)."""
    if isinstance(pred, bool):
        return pred
    if not isinstance(pred, Tensor) or pred.dim() != 0 or pred.dtype is not bool_:
        raise RuntimeError("torch.while_loop: unsupported cond_fn return type")
    return bool(pred)


def while_loop(
    cond_fn: Callable[..., Any], body_fn: Callable[..., Any], carried_inputs: Any
) -> Any:
    """Run ``carried = body_fn(*carried)`` while ``cond_fn(*carried)`` is a true 0-dim bool
    tensor; the last body output, or ``carried_inputs`` when the body never runs."""
    if not callable(cond_fn) or not callable(body_fn):
        raise RuntimeError("Expect cond_fn and body_fn to be callable.")
    _check_carried(carried_inputs)
    carried = result = carried_inputs
    while _keep_going(cond_fn(*carried)):
        result = body_fn(*carried)
        _check_body_output(result, carried)
        carried = result if isinstance(result, tuple | list) else (result,)
    return result
