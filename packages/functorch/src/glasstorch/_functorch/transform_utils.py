"""What the gradient transforms share: moving tensors between the vmap layers and the
physical tensors autograd records on, fresh differentiable inputs, argnums.

Autograd records on physical tensors only (a BatchedTensor never requires grad; its
operators run on the value). A transform called inside vmap layers L1..Lk therefore
works on *physical* inputs of shape ``(B1, ..., Bk, *logical)``: :func:`to_physical`
materializes a logical tensor so (an unbatched one is expanded, a view), and
:func:`from_physical` wraps such a tensor back into the layers. Since each batch
element's outputs depend only on its own slice of these inputs, the gradient of the
summed outputs with respect to them holds every element's own gradient.

A cotangent given later may also be batched at layers entered after the transform's
(``jacrev`` maps the vjp over a basis): :func:`lower` materializes only the transform's
layers, leaving the newer ones as BatchedTensors, so the backward pass runs batched over
them; :func:`raise_` undoes it on the gradients.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._generated import ops
from glasstorch.autograd.graph import AccumulateGrad

from .batch_rules.helpers import move_to_front
from .batched_tensor import BatchedTensorImpl, add_batch_dim
from .dynamic_layers import VmapLayer

__all__ = [
    "check_argnums_and_slice",
    "fresh_input",
    "from_physical",
    "graph_reaches_beyond",
    "lower",
    "raise_",
    "replace_argnums",
    "requires_grad_deep",
    "to_physical",
]


def to_physical(t: Any, layers: Sequence[VmapLayer]) -> Any:
    """``t`` (logical at ``layers``) as a tensor of shape ``(B1, ..., Bk, *t.shape)``."""
    for layer in reversed(layers):  # innermost first: its batch dim ends up after the others
        impl = t._impl
        if impl.__class__ is BatchedTensorImpl and impl.layer is layer:
            t = move_to_front(impl.value, impl.bdim)
        else:
            sizes = impl.sizes
            t = ops.expand.call(ops.unsqueeze.call(t, 0), [layer.batch_size, *sizes])
    return t


def from_physical(t: Any, layers: Sequence[VmapLayer]) -> Any:
    """A ``(B1, ..., Bk, *shape)`` tensor as a logical tensor of ``shape`` at ``layers``."""
    for layer in layers:
        t = add_batch_dim(t, 0, layer)
    return t


def _newer(impl: Any, layers: Sequence[VmapLayer]) -> bool:
    return impl.__class__ is BatchedTensorImpl and all(impl.layer is not lay for lay in layers)


def lower(t: Any, layers: Sequence[VmapLayer]) -> Any:
    """``t`` with ``layers`` materialized (:func:`to_physical`) under the BatchedTensor
    wrappers of the layers entered after them, which stay."""
    impl = t._impl
    if _newer(impl, layers):
        return add_batch_dim(lower(impl.value, layers), impl.bdim + len(layers), impl.layer)
    return to_physical(t, layers)


def raise_(t: Any, layers: Sequence[VmapLayer]) -> Any:
    """The inverse of :func:`lower`."""
    impl = t._impl
    if _newer(impl, layers):
        value, bdim, k = impl.value, impl.bdim, len(layers)
        if bdim < k:  # keep the materialized dims in front
            value, bdim = ops.movedim_int.call(value, bdim, k), k
        return add_batch_dim(raise_(value, layers), bdim - k, impl.layer)
    return from_physical(t, layers)


def requires_grad_deep(t: Any) -> bool:
    """Whether ``t``, or the physical tensor under its BatchedTensor wrappers, requires grad."""
    while t._impl.__class__ is BatchedTensorImpl:
        t = t._impl.value
    return t.requires_grad


def fresh_input(physical: Any) -> Any:
    """A new node for autograd to differentiate with respect to: an alias of ``physical``
    when it requires grad (gradients still reach whatever it came from), otherwise a
    detached copy that requires grad."""
    dtype = physical._impl.dtype
    if not (dtype.is_floating_point or dtype.is_complex):
        raise RuntimeError("only Tensors of floating point dtype can require gradients")
    if physical.requires_grad:
        return ops.alias.call(physical)
    return physical.detach().requires_grad_()


def graph_reaches_beyond(outputs: Sequence[Any], inputs: Sequence[Any]) -> bool:
    """Whether the graph of ``outputs`` reaches a tensor requiring grad other than
    ``inputs`` — that is, whether a higher-order or outer derivative may be taken through
    the transform, so its backward pass must be recorded."""
    own = {id(t._impl) for t in inputs}
    stack = []
    for out in outputs:
        fn = out.grad_fn
        if fn is not None:
            stack.append(fn)
        elif out.requires_grad and id(out._impl) not in own:
            return True
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, AccumulateGrad):
            if id(node.variable._impl) not in own:
                return True
            continue
        stack.extend(edge[0] for edge in node.next_edges if edge is not None)
    return False


# -- argnums ----------------------------------------------------------------------------------
def _wrap_argnum(argnum: Any, total: int) -> int:
    if not isinstance(argnum, int):
        raise RuntimeError(f"argnum must be int, got: {type(argnum)}")
    if 0 <= argnum < total:
        return argnum
    if -total <= argnum < 0:
        return argnum + total
    raise RuntimeError(f"Got argnum={argnum}, but only {total} positional inputs")


def _argnum_positions(args: tuple[Any, ...], argnums: Any) -> int | tuple[int, ...]:
    if not isinstance(argnums, int) and not isinstance(argnums, tuple):
        raise RuntimeError(f"argnums must be int or Tuple[int, ...], got: {type(argnums)}")
    if isinstance(argnums, int):
        return _wrap_argnum(argnums, len(args))
    if not argnums:
        raise RuntimeError("argnums must be non-empty")
    if len(set(argnums)) != len(argnums):
        raise RuntimeError(f"argnums elements must be unique, got {argnums}")
    return tuple(_wrap_argnum(a, len(args)) for a in argnums)


def check_argnums_and_slice(args: tuple[Any, ...], argnums: Any) -> Any:
    """The arguments ``argnums`` names: one argument for an int, a tuple for a tuple."""
    positions = _argnum_positions(args, argnums)
    if isinstance(positions, int):
        return args[positions]
    return tuple(args[i] for i in positions)


def replace_argnums(args: tuple[Any, ...], argnums: Any, values: Any) -> tuple[Any, ...]:
    """``args`` with the ones ``argnums`` names replaced by ``values`` (same shape as
    :func:`check_argnums_and_slice`'s result)."""
    positions = _argnum_positions(args, argnums)
    new = list(args)
    if isinstance(positions, int):
        new[positions] = values
    else:
        for i, v in zip(positions, values, strict=True):
            new[i] = v
    return tuple(new)


def check_tensors(values: Sequence[Any]) -> None:
    """The transforms differentiate tensors only (PyTorch's message)."""
    for value in values:
        if not isinstance(value, Tensor):
            raise ValueError(f"Thing passed to transform API must be Tensor, got {type(value)}")
