"""AutogradMeta: the autograd state of one tensor, kept in ``TensorImpl.autograd_meta``.

Mirrors ``torch/csrc/autograd/variable.h``. A tensor without meta is a constant: it does not
require grad and has no history. A *leaf* has no ``grad_fn``; if it requires grad, its
gradient edge goes to its AccumulateGrad node (made on demand, held weakly here and strongly
by the graph). A non-leaf has ``grad_fn`` and ``output_nr``: which output of that node it is.

Views (tensors aten gave a ``_base``) that autograd saw created carry ``attr_version``: the
version at which their ``grad_fn`` was last right. When the base or another view of it is
modified in place, the shared version moves on and :func:`grad_fn` rebuilds the view's
history from the base's (see ``views.py``).
"""

from __future__ import annotations

import weakref
from typing import Any

from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import key_to_repr
from glasstorch.c10.core.layout import contiguous_format

from . import _ops
from .graph import AccumulateGrad, Edge, Node

__all__ = [
    "AutogradMeta",
    "gradient_edge",
    "grad_accumulator",
    "grad_fn",
    "is_leaf",
    "materialize_meta",
    "requires_grad",
    "retain_grad",
    "set_gradient_edge",
    "set_requires_grad",
    "try_get_grad_accumulator",
    "view_base",
]


class AutogradMeta:
    """Autograd fields of one tensor; ``requires_grad`` is the leaf flag.

    Every output of a recorded operator gets one, so construction sets only the fields the
    hot paths read; the rarely used ones are class-level defaults until a tensor sets its own.
    (``function_utils.set_history`` and ``views.record_view`` build one field by field:
    keep them in step.)
    """

    __slots__ = (
        "requires_grad",
        "grad",
        "grad_fn",
        "grad_accumulator",
        "output_nr",
        "attr_version",
        "creation_meta",
        "__dict__",
    )

    #: Whether ``retain_grad()`` was called (a non-leaf keeps its ``.grad``).
    retains_grad: bool = False
    #: Tensor hooks of a leaf, by handle id (a non-leaf's live on its grad_fn).
    hooks: dict[int, Any] | None = None
    #: ``Tensor.register_post_accumulate_grad_hook`` hooks of a leaf, by handle id.
    post_acc_grad_hooks: dict[int, Any] | None = None
    #: The lock a leaf's AccumulateGrad nodes hold while they update ``grad``.
    accumulate_lock: Any = None
    #: The ``input_metadata`` of the leaf's last AccumulateGrad, reused by the next one.
    accumulate_metadata: tuple[Any, ...] | None = None
    #: Forward-mode tangents by level (``forward_grad.ForwardGrad``), once one is set.
    fw_grad: Any = None

    def __init__(
        self, requires_grad: bool = False, grad_fn: Node | None = None, output_nr: int = 0
    ) -> None:
        self.requires_grad = requires_grad
        self.grad: Any = None
        self.grad_fn = grad_fn
        self.grad_accumulator: weakref.ref[AccumulateGrad] | None = None
        self.output_nr = output_nr
        #: None: not a view autograd tracks; else the version its grad_fn is valid for.
        self.attr_version: int | None = None
        #: How a tracked view was made (``views.CreationMeta``); decides in-place errors.
        self.creation_meta = 0

    def __repr__(self) -> str:
        return (
            f"AutogradMeta(requires_grad={self.requires_grad}, grad_fn={self.grad_fn}, "
            f"output_nr={self.output_nr})"
        )


_weak = weakref.ref
#: Makes (or finds) a leaf's AccumulateGrad, under a lock.
_new_accumulator = AccumulateGrad.for_leaf
#: ``Edge(node, nr)`` without NamedTuple's Python-level ``__new__`` (this runs on every op).
_new_edge = tuple.__new__


_AUTOGRAD_KEY = key_to_repr(DispatchKey.AutogradFunctionality)


def enable_autograd_dispatch(t: Any) -> None:
    """Give ``t`` its Autograd<Backend> dispatch key, so that operators on it run autograd's
    kernels. Tensors get it when they start taking part in differentiation (requiring
    grad, getting a grad_fn, being a tracked view); plain tensors skip autograd's kernels."""
    impl = t._impl
    ks = impl.key_set | _AUTOGRAD_KEY
    impl.key_set = ks
    t._key_set = ks


def materialize_meta(t: Any) -> AutogradMeta:
    """``t``'s AutogradMeta, created empty if it has none."""
    impl = t._impl
    meta = impl.autograd_meta
    if meta is None:
        meta = impl.autograd_meta = AutogradMeta()
        enable_autograd_dispatch(t)
    return meta


def view_base(t: Any) -> Any:
    """The tensor ``t`` is a view of (aten's ``_base``), or None."""
    return getattr(t, "_base", None)


def requires_grad(t: Any) -> bool:
    """Whether gradients flow to ``t``: a leaf flag, a history, or a tracked view of such a base."""
    meta = t._impl.autograd_meta
    if meta is None:
        return False
    if meta.requires_grad or meta.grad_fn is not None:
        return True
    if meta.attr_version is not None:
        base = getattr(t, "_base", None)  # view_base(t), inline: every op on a view asks
        return base is not None and requires_grad(base)
    return False


def set_requires_grad(t: Any, value: bool) -> None:
    """``t.requires_grad = value``: only leaves, only floating point and complex tensors."""
    value = bool(value)
    if not is_leaf(t):
        if value:
            return  # already requires grad through its history (``requires_grad_()``)
        raise RuntimeError(
            "you can only change requires_grad flags of leaf variables. If you want to use a "
            "computed variable in a subgraph that doesn't require differentiation use "
            "var_no_grad = var.detach()."
        )
    if value and t._impl.dtype.category < 2:
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    meta = t._impl.autograd_meta
    if meta is None:
        if not value:
            return
        meta = materialize_meta(t)
    meta.requires_grad = value
    if value:
        enable_autograd_dispatch(t)


def grad_fn(t: Any) -> Node | None:
    """The node that produced ``t`` (None for leaves); a stale view's is rebuilt first."""
    meta = t._impl.autograd_meta
    if meta is None:
        return None
    if meta.attr_version is None:
        return meta.grad_fn
    from .views import view_grad_fn

    return view_grad_fn(t, meta)


def is_leaf(t: Any) -> bool:
    return grad_fn(t) is None


def try_get_grad_accumulator(t: Any) -> AccumulateGrad | None:
    """The leaf's AccumulateGrad if one is alive (does not make one)."""
    meta = t._impl.autograd_meta
    ref = None if meta is None else meta.grad_accumulator
    return None if ref is None else ref()


def grad_accumulator(t: Any) -> AccumulateGrad | None:
    """The leaf's AccumulateGrad, made now if needed; None unless ``t`` is a leaf needing grad."""
    meta = t._impl.autograd_meta
    if meta is None or not meta.requires_grad:
        return None
    ref = meta.grad_accumulator
    node = None if ref is None else ref()
    return _new_accumulator(t, meta) if node is None else node


def gradient_edge(t: Any) -> Edge | None:
    """Where ``t``'s gradient goes: ``(grad_fn, output_nr)``, or ``(AccumulateGrad, 0)`` for
    a leaf that requires grad; None when it goes nowhere."""
    meta = t._impl.autograd_meta
    if meta is None:
        return None
    if meta.attr_version is None:  # not a tracked view: its fields are up to date
        fn = meta.grad_fn
        if fn is not None:
            return _new_edge(Edge, (fn, meta.output_nr))
        if not meta.requires_grad:
            return None
        ref = meta.grad_accumulator
        acc = None if ref is None else ref()
        if acc is None:  # the last graph using this leaf is gone: a new accumulator
            acc = _new_accumulator(t, meta)
        return _new_edge(Edge, (acc, 0))
    else:
        fn = grad_fn(t)
        if fn is not None:
            return _new_edge(Edge, (fn, meta.output_nr))
    acc = grad_accumulator(t)
    return None if acc is None else _new_edge(Edge, (acc, 0))


def set_gradient_edge(t: Any, node: Node, output_nr: int) -> None:
    """Make ``t`` output ``output_nr`` of ``node`` (a tracked view is valid at this version)."""
    meta = materialize_meta(t)
    enable_autograd_dispatch(t)
    meta.grad_fn = node
    meta.output_nr = output_nr
    if meta.attr_version is not None:
        meta.attr_version = t._impl.version_counter.version


def retain_grad(t: Any) -> None:
    """Make backward store the gradient of the non-leaf ``t`` in ``t.grad`` (leaves: no-op)."""
    if not requires_grad(t):
        raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
    fn = grad_fn(t)
    meta = t._impl.autograd_meta
    if fn is None or meta.retains_grad:
        return
    impl_ref = weakref.ref(t._impl)

    def retain_grad_hook(grad: Any) -> None:
        impl = impl_ref()
        if impl is None or impl.autograd_meta is None:
            return
        owner = impl.autograd_meta
        if owner.grad is None:
            owner.grad = _ops.clone(grad, contiguous_format)
        else:
            owner.grad = _ops.add(owner.grad, grad)

    fn.add_retains_grad_hook(meta.output_nr, retain_grad_hook)
    meta.retains_grad = True
