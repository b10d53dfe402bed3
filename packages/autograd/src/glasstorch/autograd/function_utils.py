"""What an Autograd kernel calls to record history: the runtime half of every derivative.

Mirrors ``torch/csrc/autograd/functions/utils.h`` and ``VariableTypeUtils.h``. A generated
kernel for ``mul`` reads::

    node = new_node(MulBackward0, self, other)  # None unless grad is needed
    if node is not None:
        node.self_ = SavedVariable(self, False)
        node.other_ = SavedVariable(other, False)
    result = ops.mul_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    if node is not None:
        set_history(result, node)

and an in-place one calls ``any_requires_grad``, ``check_inplace`` and
``MulBackward0((gradient_edge(self), gradient_edge(other)))`` in turn, and
``rebase_history`` instead of ``set_history``. These run on every differentiable op call,
so they stay small and flat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.dispatch_key_set import AFTER_AUTOGRAD_KEYSET

from ._ops import sum_to
from .anomaly_mode import AnomalyMetadata, anomaly
from .grad_mode import state as _grad_state
from .graph import AccumulateGrad, Edge, Node, current
from .graph import _sequence as _sequence_nrs
from .input_metadata import UNDEFINED, InputMetadata
from .saved_variable import SavedVariable
from .variable import (
    _AUTOGRAD_KEY,
    AutogradMeta,
    gradient_edge,
    is_leaf,
    requires_grad,
    set_gradient_edge,
    view_base,
)
from .views import handle_view_on_rebase, rebase_view_history

__all__ = [
    "AFTER_AUTOGRAD",
    "SavedVariable",
    "any_requires_grad",
    "check_inplace",
    "collect_next_edges",
    "compute_requires_grad",
    "grad_mode_enabled",
    "gradient_edge",
    "new_node",
    "rebase_history",
    "set_history",
    "sum_to",
]

#: Raw key set mask an Autograd kernel applies before redispatching below autograd.
AFTER_AUTOGRAD: int = AFTER_AUTOGRAD_KEYSET.repr
_FLOATING = 2  # TypeCategory.FLOATING: floating and complex tensors are differentiable
#: ``InputMetadata(...)`` without NamedTuple's Python-level ``__new__``.
_new_tuple = tuple.__new__
_new_object = object.__new__
_accumulator_for = AccumulateGrad.for_leaf


def grad_mode_enabled() -> bool:
    return _grad_state.grad_enabled


def _requires_grad(t: Any) -> bool:
    meta = t._impl.autograd_meta
    if meta is None:
        return False
    if meta.requires_grad or meta.grad_fn is not None:
        return True
    return meta.attr_version is not None and requires_grad(t)


def compute_requires_grad(*tensors: Any) -> bool:
    """Whether grad mode is on and any argument (tensors, None, or lists of them) needs grad."""
    if not _grad_state.grad_enabled:
        return False
    for t in tensors:
        if t is None:
            continue
        if isinstance(t, list | tuple):
            for item in t:
                if item is not None and _requires_grad(item):
                    return True
        elif _requires_grad(t):
            return True
    return False


def any_requires_grad(*tensors: Any) -> bool:
    """:func:`compute_requires_grad` for arguments that are all tensors (no None, no lists)."""
    if not _grad_state.grad_enabled:
        return False
    for t in tensors:
        meta = t._impl.autograd_meta
        if meta is not None and (
            meta.requires_grad
            or meta.grad_fn is not None
            or (meta.attr_version is not None and requires_grad(t))
        ):
            return True
    return False


def new_node(cls: type[Node], *tensors: Any) -> Node | None:
    """``cls`` with one edge per tensor if grad mode is on and any tensor requires grad,
    else None: ``any_requires_grad``, ``gradient_edge`` for each and ``cls(edges)`` in one
    call (what a generated kernel of an out-of-place operator on plain tensors records)."""
    if not _grad_state.grad_enabled:
        return None
    edges: list[Edge | None] = []
    needed = False
    for t in tensors:
        meta = t._impl.autograd_meta
        if meta is None:
            edges.append(None)
        elif meta.attr_version is not None:  # a tracked view: its grad_fn may be stale
            if requires_grad(t):
                return _new_node_general(cls, tensors)
            edges.append(None)  # nor does its base need a gradient
        elif meta.grad_fn is not None:
            edges.append(_new_tuple(Edge, (meta.grad_fn, meta.output_nr)))
            needed = True
        elif meta.requires_grad:
            ref = meta.grad_accumulator
            acc = None if ref is None else ref()
            if acc is None:  # the last graph using this leaf is gone: a new accumulator
                acc = _accumulator_for(t, meta)
            edges.append(_new_tuple(Edge, (acc, 0)))
            needed = True
        else:
            edges.append(None)
    if not needed:
        return None
    node = _new_object(cls)  # cls(edges), without a call of Node.__init__
    node.next_edges = tuple(edges)
    node.sequence_nr = next(_sequence_nrs)
    node.input_metadata = ()
    if anomaly.enabled:
        node._anomaly_trace = AnomalyMetadata.capture(current.node)
    return node


def _new_node_general(cls: type[Node], tensors: tuple[Any, ...]) -> Node | None:
    if not any_requires_grad(*tensors):
        return None
    return cls(tuple([gradient_edge(t) for t in tensors]))


def collect_next_edges(*tensors: Any) -> tuple[Edge | None, ...]:
    """One edge per tensor (lists flattened in place); None where no gradient is needed."""
    edges: list[Edge | None] = []
    for t in tensors:
        if isinstance(t, list | tuple):
            edges.extend(None if item is None else gradient_edge(item) for item in t)
        else:
            edges.append(None if t is None else gradient_edge(t))
    return tuple(edges)


def set_history(outputs: Any | Sequence[Any], node: Node) -> None:
    """Make each output ``i`` output ``i`` of ``node``; None and integral outputs get an
    undefined slot so that later outputs keep their index."""
    if isinstance(outputs, TensorBase):  # the common case, one output: everything inlined
        impl = outputs._impl
        metadata = node.input_metadata
        output_nr = len(metadata)
        if impl.dtype.category < _FLOATING:
            node.input_metadata = (*metadata, UNDEFINED)
            return
        entry = _new_tuple(InputMetadata, (impl.sizes, impl.dtype, impl.device))
        node.input_metadata = (*metadata, entry) if output_nr else (entry,)
        meta = impl.autograd_meta
        if meta is None:  # AutogradMeta(False, node, output_nr), without a call of __init__
            meta = impl.autograd_meta = _new_object(AutogradMeta)
            meta.requires_grad = False
            meta.grad = None
            meta.grad_fn = node
            meta.grad_accumulator = None
            meta.output_nr = output_nr
            meta.attr_version = None
            meta.creation_meta = 0
        else:
            _set_output_history(meta, impl, node, output_nr)
        impl.key_set = outputs._key_set = impl.key_set | _AUTOGRAD_KEY
        return
    add_metadata = node.add_input_metadata
    for out in outputs:
        if out is None or out._impl.dtype.category < _FLOATING:
            add_metadata(None)
            continue
        output_nr = add_metadata(out)
        impl = out._impl
        meta = impl.autograd_meta
        if meta is None:
            impl.autograd_meta = AutogradMeta(False, node, output_nr)
        else:
            _set_output_history(meta, impl, node, output_nr)
        impl.key_set = out._key_set = impl.key_set | _AUTOGRAD_KEY


def _set_output_history(meta: AutogradMeta, impl: Any, node: Node, output_nr: int) -> None:
    meta.grad_fn = node
    meta.output_nr = output_nr
    if meta.attr_version is not None:  # a tracked view: its grad_fn is valid as of now
        meta.attr_version = impl.version_counter.version


def rebase_history(outputs: Any | Sequence[Any], node: Node) -> None:
    """After an in-place op: each modified tensor becomes output ``i`` of ``node``.

    A view's base gets the new history instead (``CopySlices``); the tensor's retain_grad
    hook follows it to the new node, tensor hooks registered before stay with the old one.
    """
    if isinstance(outputs, TensorBase):
        outputs = (outputs,)
    for out in outputs:
        if out is None:
            node.add_input_metadata(None)
            continue
        output_nr = node.add_input_metadata(out)
        meta: AutogradMeta | None = out._impl.autograd_meta
        if meta is not None and meta.attr_version is not None:
            if output_nr != 0:
                raise RuntimeError(
                    "Functions which modify views in-place must return a single Variable"
                )
            rebase_view_history(out, meta, node)
            continue
        _check_untracked_view(out)
        old = None if meta is None else meta.grad_fn
        old_nr = 0 if meta is None else meta.output_nr
        set_gradient_edge(out, node, output_nr)
        meta = out._impl.autograd_meta
        if meta.retains_grad and old is not None:
            hook = old.pop_retains_grad_hook(old_nr)
            if hook is not None:
                node.add_retains_grad_hook(output_nr, hook)


def _check_untracked_view(t: Any) -> None:
    """A view autograd did not see being made cannot pass an in-place change to its base."""
    base = view_base(t)
    if base is not None and requires_grad(base):
        raise RuntimeError(
            "an in-place operation on a view of a tensor that requires grad is not supported "
            "when autograd did not record the view's creation (it was made before "
            "glasstorch.autograd was imported, or by an operator without view tracking); "
            "use an out-of-place operation or .clone() the view first"
        )


def check_inplace(tensor: Any, requires_grad: bool) -> None:
    """Refuse in-place ops autograd cannot differentiate: on leaves that require grad, on
    views of them, and on views whose creation forbids it."""
    if not requires_grad or not _grad_state.grad_enabled:
        return
    meta = tensor._impl.autograd_meta
    if meta is not None and meta.attr_version is not None:
        handle_view_on_rebase(meta)
        if _requires_grad(tensor) and is_leaf(view_base(tensor)):
            raise RuntimeError(
                "a view of a leaf Variable that requires grad is being used in an in-place "
                "operation."
            )
    else:
        _check_untracked_view(tensor)
    if meta is not None and meta.requires_grad and meta.grad_fn is None:
        raise RuntimeError(
            "a leaf Variable that requires grad is being used in an in-place operation."
        )
