"""``jvp`` by forward-mode AD: dual tensors through one run of the function.

Used when it applies: outside other function transforms (no vmap or grad layer active),
outside an entered dual level (PyTorch supports one level at a time), with floating
primals and tangents, and when every operator the function reaches has a forward formula.
Otherwise :func:`forward_jvp` returns None before running anything, or, when an operator
without a formula refuses a tangent, after the function ran once; ``jvp`` then uses the
double-vjp trick, running the function again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._generated import ops
from glasstorch.autograd import forward_ad
from glasstorch.autograd.forward_grad import state as _fw_state

from .dynamic_layers import active_layers
from .pytree import tree_flatten, tree_unflatten

__all__ = ["check_tangent_shapes", "forward_jvp"]

_NO_FORMULA = "Trying to use forward AD with "


def check_tangent_shapes(flat_tangents: list[Any], flat_primals: list[Any]) -> None:
    """PyTorch's error for a tangent whose shape is not its primal's."""
    for i, (t, p) in enumerate(zip(flat_tangents, flat_primals, strict=True)):
        if t.shape != p.shape:
            raise RuntimeError(
                f"tangent:{i} with shape {t.shape} in flattened pytree doesn't match the "
                f"shape {p.shape} of the corresponding primal."
            )


def _usable(flat_primals: list[Any], flat_tangents: list[Any]) -> bool:
    if active_layers() or _fw_state.enabled:
        return False
    return all(
        isinstance(t, Tensor) and (t.is_floating_point() or t.is_complex())
        for t in (*flat_primals, *flat_tangents)
    )


def forward_jvp(
    func: Callable[..., Any],
    primals: tuple[Any, ...],
    tangents: Any,
    split: Callable[[Any], tuple[Any, list[Any], Any, Any]],
) -> tuple[Any, Any, Any] | None:
    """``(output, J @ tangents, aux)``, or None where forward mode does not apply.

    ``split(result)`` gives ``(output, flat outputs, their spec, aux)`` of what ``func``
    returned, raising jvp's errors for a malformed result.
    """
    flat_p, p_spec = tree_flatten(primals)
    flat_t = tree_flatten(tangents)[0]
    if not _usable(flat_p, flat_t):
        return None
    check_tangent_shapes(flat_t, flat_p)
    with forward_ad.dual_level():
        duals = [forward_ad.make_dual(p, t) for p, t in zip(flat_p, flat_t, strict=True)]
        try:
            result = func(*tree_unflatten(duals, p_spec))
        except NotImplementedError as e:
            if str(e).startswith(_NO_FORMULA):
                return None
            raise
        _, flat_out, out_spec, aux = split(result)
        unpacked = [forward_ad.unpack_dual(o) for o in flat_out]
    outputs = [u.primal for u in unpacked]
    jvps = [ops.zeros_like.call(u.primal) if u.tangent is None else u.tangent for u in unpacked]
    return tree_unflatten(outputs, out_spec), tree_unflatten(jvps, out_spec), aux
