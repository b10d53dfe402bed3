"""Views and in-place operations: how writing through a view rewrites its base's history.

Mirrors PyTorch's view tracking (``variable.cpp``: ``rebase_history``, ``VariableHooks::grad_fn``,
``handle_view_on_rebase``; ``functions/tensor.cpp``: ``CopySlices``). Every aten view op
gets an ADInplaceOrView kernel here that records, on each view it returns, the version it
was made at and how (grad mode, no_grad, inference mode, one of several outputs).

* An in-place op on a view ``v`` of ``base`` (:func:`rebase_view_history`) gives ``base`` a
  :class:`CopySlices` node: the gradient of the new base is the old one, with ``v``'s
  region replaced by what the in-place op's node makes of it.
* Any in-place change moves the version shared by a base and its views, so a view whose
  ``grad_fn`` was made at another version gets a fresh one (:func:`view_grad_fn`): an
  :class:`AsStridedBackward0` reading its region out of the base's current history.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from glasstorch.aten._runtime import array_module_of
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AD_INPLACE_OR_VIEW_KEYSET,
    DispatchKeySet,
    key_to_repr,
)
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from glasstorch.c10.dispatch import Dispatcher, Library, OperatorHandle

from . import _ops
from .grad_mode import state as _grad_state
from .graph import Node, current
from .variable import (
    AutogradMeta,
    gradient_edge,
    materialize_meta,
    requires_grad,
    set_gradient_edge,
    view_base,
)

__all__ = [
    "AsStridedBackward0",
    "is_view_replay_enabled",
    "CopySlices",
    "CreationMeta",
    "handle_view_on_rebase",
    "rebase_view_history",
    "register_view_kernels",
    "view_grad_fn",
]


def is_view_replay_enabled() -> bool:
    """Whether a view whose base was modified in place gets its history back by replaying
    its chain of view operators. Never here: it is rebuilt with one ``as_strided`` from the
    base (:func:`view_grad_fn`), PyTorch's default."""
    return False


class CreationMeta(IntEnum):
    """How a view was created; anything but DEFAULT forbids modifying it in place."""

    DEFAULT = 0
    IN_CUSTOM_FUNCTION = 1
    MULTI_OUTPUT_NODE = 2
    NO_GRAD_MODE = 3
    INFERENCE_MODE = 4


def propagate_creation_meta(previous: int, new: int) -> int:
    """A view of a view keeps its parent's restriction (PyTorch's propagate_creation_meta)."""
    if new == CreationMeta.DEFAULT:
        return previous
    return previous if previous == CreationMeta.INFERENCE_MODE else new


# -- recording views -------------------------------------------------------------------------
_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr
_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
)
_BELOW = _BELOW_AD_INPLACE_OR_VIEW.repr
_new_object = object.__new__
_AUTOGRAD_KEY = key_to_repr(DispatchKey.AutogradFunctionality)
_BACKEND_KEYS = (
    DispatchKey.CPU,
    DispatchKey.CUDA,
    DispatchKey.Meta,
    DispatchKey.CompositeExplicitAutograd,
)


def record_view(view: Any, source: Any, creation_meta: int) -> None:
    """Mark ``view`` (made from ``source``) as a view autograd tracks, valid at this version."""
    impl = view._impl
    if impl.dtype.category < 2 or "_base" not in view.__dict__:
        return
    src_meta = source._impl.autograd_meta if isinstance(source, TensorBase) else None
    if src_meta is not None and src_meta.attr_version is not None:
        creation_meta = propagate_creation_meta(src_meta.creation_meta, creation_meta)
    meta = impl.autograd_meta
    if meta is None:  # AutogradMeta(), without a call of __init__ (every view gets one)
        meta = impl.autograd_meta = _new_object(AutogradMeta)
        meta.requires_grad = False
        meta.grad = None
        meta.grad_fn = None
        meta.grad_accumulator = None
        meta.output_nr = 0
    # enable_autograd_dispatch, inlined: a view may come to require grad through its base
    impl.key_set = view._key_set = impl.key_set | _AUTOGRAD_KEY
    meta.creation_meta = creation_meta
    # The counter shared with the base (views are made with it; the property makes one).
    meta.attr_version = (impl._version_counter or impl.version_counter).version


def _view_kernel(op: OperatorHandle, multi_output: bool, composite: bool) -> Any:
    """The ADInplaceOrView kernel of one view op: run it below, then record its views.

    A CompositeExplicitAutograd kernel calls other operators, which then skip autograd
    and this key (PyTorch's ``AutoDispatchBelowADInplaceOrView``); a backend kernel only
    computes metadata, so it runs without that guard.
    """
    entry = op.entry
    state = _grad_state
    default = CreationMeta.MULTI_OUTPUT_NODE if multi_output else CreationMeta.DEFAULT
    no_grad, inference = CreationMeta.NO_GRAD_MODE, CreationMeta.INFERENCE_MODE

    def kernel(ks: int, *args: Any, **kwargs: Any) -> Any:
        ks &= _AFTER_AD_INPLACE_OR_VIEW
        below = entry._cache.get(ks) or entry.lookup(ks)  # the cache is replaced on changes
        if composite:  # the exclude guard, inlined as in the generated Autograd kernels
            excluded = _tls.excluded
            _tls.excluded = excluded | _BELOW
            try:
                if below.with_keyset:
                    out = below.fn(ks, *args, **kwargs)
                else:
                    out = below.fn(*args, **kwargs)
            finally:
                _tls.excluded &= ~_BELOW | excluded
        else:
            out = below.fn(ks, *args, **kwargs) if below.with_keyset else below.fn(*args, **kwargs)
        mode = inference if state.inference else default if state.grad_enabled else no_grad
        source = args[0] if args else kwargs.get("self")
        if multi_output:
            for view in out:
                record_view(view, source, mode)
        else:
            record_view(out, source, mode)
        return out

    kernel.__qualname__ = f"ADInplaceOrView_{op.operator_name()}"
    return kernel


def _is_view_op(op: OperatorHandle) -> bool:
    schema = op.schema
    if schema.is_mutable:
        return False
    return any(r.alias_info is not None and not r.is_write for r in schema.returns)


def register_view_kernels(namespace: str = "aten") -> Library:
    """ADInplaceOrView kernels recording views, for every view op of ``namespace`` that has a
    kernel of its own (CompositeImplicitAutograd ops decompose into ones that do)."""
    library = Library(namespace, "IMPL", "ADInplaceOrView")
    dispatcher = Dispatcher.singleton()
    for name in dispatcher.all_op_names():
        if not name.startswith(namespace + "::"):
            continue
        op = dispatcher.find_schema(name)
        if op is None or not _is_view_op(op):
            continue
        kernels = op.entry.kernels
        if DispatchKey.ADInplaceOrView in kernels or not any(k in kernels for k in _BACKEND_KEYS):
            continue
        multi_output = str(op.schema.returns[0].type).endswith("[]")
        composite = not any(k in kernels for k in _BACKEND_KEYS[:3])
        library.impl(name, _view_kernel(op, multi_output, composite), with_keyset=True)
    return library


# -- in-place on views: the errors ---------------------------------------------------------------
def handle_view_on_rebase(meta: AutogradMeta, indirect: bool = False) -> None:
    """Raise if a view made in a way that forbids it is (``indirect``: its base is) modified."""
    creation_meta = meta.creation_meta
    if creation_meta == CreationMeta.DEFAULT:
        return
    fn = meta.grad_fn
    modified = "its base or another view of its base has been" if indirect else "is being"
    if creation_meta in (CreationMeta.INFERENCE_MODE, CreationMeta.NO_GRAD_MODE) or fn is None:
        if fn is not None:
            prefix = (
                f"Output {meta.output_nr} of {fn.name()} is a view of a view which was created in"
            )
        else:
            prefix = "A view was created in"
        if creation_meta == CreationMeta.INFERENCE_MODE:
            msg = f"{prefix} inference mode and {modified} modified inplace in normal mode."
        else:
            msg = f"{prefix} no_grad mode and {modified} modified inplace with grad mode enabled."
    else:
        msg = f"Output {meta.output_nr} of {fn.name()} is a view and {modified} modified inplace."
    if creation_meta == CreationMeta.MULTI_OUTPUT_NODE:
        msg += (
            " This view is the output of a function that returns multiple views. Such functions "
            "do not allow the output views to be modified inplace. You should replace the "
            "inplace operation by an out-of-place one."
        )
    elif creation_meta in (CreationMeta.NO_GRAD_MODE, CreationMeta.INFERENCE_MODE):
        block = "no_grad" if creation_meta == CreationMeta.NO_GRAD_MODE else "inference_mode"
        msg += (
            " Given that this use case is ambiguous and error-prone, it is forbidden. You can "
            "clarify your code by moving both the view and the inplace either both inside the "
            f"{block} block (if you don't want the inplace to be tracked) or both outside (if "
            "you want the inplace to be tracked)."
        )
    elif creation_meta == CreationMeta.IN_CUSTOM_FUNCTION:
        msg += (
            " This view was created inside a custom Function (or because an input was returned "
            "as-is) and the autograd logic to handle view+inplace would override the custom "
            "backward associated with the custom Function, leading to incorrect gradients. This "
            "behavior is forbidden. You can fix this by cloning the output of the custom Function."
        )
    raise RuntimeError(msg)


# -- geometry helpers ---------------------------------------------------------------------------
Geometry = tuple[tuple[int, ...], tuple[int, ...], int]


def _geometry(t: Any) -> Geometry:
    impl = t._impl
    return impl.sizes, impl.strides, impl.storage_offset


def _extent(geometry: Geometry) -> tuple[int, int]:
    """[first, last + 1) storage elements the geometry touches (empty: offset, offset)."""
    sizes, strides, offset = geometry
    if any(s == 0 for s in sizes):
        return offset, offset
    return offset, offset + sum((s - 1) * st for s, st in zip(sizes, strides, strict=True)) + 1


def _may_overlap(geometry: Geometry) -> bool:
    """Whether two elements may share memory (PyTorch's conservative overlap test)."""
    dims = sorted((st, s) for s, st in zip(geometry[0], geometry[1], strict=True) if s > 1)
    reach = 0
    for stride, size in dims:
        if stride <= reach:
            return True
        reach += (size - 1) * stride
    return False


def _scatter_add(flat: Any, grad: Any, geometry: Geometry, start: int) -> None:
    """``flat[view positions] += grad`` for a view whose elements overlap (numpy or cupy,
    no graph)."""
    sizes, strides, offset = geometry
    target = flat._array()
    xp = array_module_of(target)  # numpy, or cupy for CUDA tensors
    index = xp.full((), offset - start, dtype=xp.int64)
    for size, stride in zip(sizes, strides, strict=True):
        index = index[..., None] + xp.arange(size, dtype=xp.int64) * stride
    xp.add.at(target, index.reshape(-1), grad.detach()._array().reshape(-1))


def as_strided_backward(grad: Any, base: Geometry, view: Geometry, dtype: Any, device: Any) -> Any:
    """The gradient w.r.t. a base of the gradient ``grad`` w.r.t. its as-strided view."""
    if _may_overlap(base):
        raise RuntimeError(
            "as_strided backward: the base of this view has overlapping memory, which is not "
            "supported"
        )
    base_lo, base_hi = _extent(base)
    view_lo, view_hi = _extent(view)
    start = min(base_lo, view_lo) if view_hi > view_lo else base_lo
    stop = max(base_hi, view_hi)
    flat = _ops.zeros((stop - start,), dtype, device)
    if view_hi > view_lo:
        if _may_overlap(view):
            if requires_grad(grad) and _grad_state.grad_enabled:
                raise RuntimeError(
                    "double backward through a view with overlapping memory (e.g. expand) that "
                    "was modified in place is not supported"
                )
            _scatter_add(flat, grad, view, start)
        else:
            _ops.copy_(_ops.as_strided(flat, view[0], view[1], view[2] - start), grad)
    return _ops.as_strided(flat, base[0], base[1], base[2] - start)


# -- the nodes -----------------------------------------------------------------------------------
class AsStridedBackward0(Node):
    """The history of a view rebuilt from its base: the view's region of the base gradient."""

    def __init__(self, base: Any, view: Any) -> None:
        super().__init__()
        self.base_geometry = _geometry(base)
        self.view_geometry = _geometry(view)
        self.set_next_edges((gradient_edge(base) if requires_grad(base) else None,))
        self.add_input_metadata(view)

    def apply(self, grads: list[Any]) -> list[Any]:
        grad = grads[0]
        if grad is None or self.next_edges[0] is None:
            return [None]
        metadata = self.input_metadata[0]
        return [
            as_strided_backward(
                grad, self.base_geometry, self.view_geometry, metadata.dtype, metadata.device
            )
        ]


class CopySlices(Node):
    """The new history of a base after an in-place op ``fn`` on one of its views."""

    def __init__(self, base: Any, view: Any, fn: Node) -> None:
        super().__init__()
        self.base_geometry = _geometry(base)
        self.view_geometry = _geometry(view)
        self.fn = fn
        self.add_input_metadata(base)
        base_edge = gradient_edge(base) if requires_grad(base) else None
        self.set_next_edges((base_edge, *fn.next_edges[1:]))

    def apply(self, grads: list[Any]) -> list[Any]:
        grad = grads[0]
        if grad is None:
            return [None] * len(self.next_edges)
        meta = self.input_metadata[0]
        (base_sizes, base_strides, base_offset) = self.base_geometry
        view_sizes, view_strides, view_offset = self.view_geometry
        if view_offset < base_offset:
            raise RuntimeError("CopySlices: a view starting before its base is not supported")
        result = _ops.empty_strided(base_sizes, base_strides, meta.dtype, meta.device)
        _ops.copy_(result, grad)
        grad_slice = _ops.as_strided(result, view_sizes, view_strides, view_offset - base_offset)
        # The task's plan never looked behind this node, so ``fn`` must compute everything.
        exec_info, current.exec_info = current.exec_info, None
        try:
            res = self.fn.apply([_ops.clone(grad_slice)])
        finally:
            current.exec_info = exec_info
        out: list[Any] = [None] * len(self.next_edges)
        for i, r in enumerate(res):
            if i == 0:
                if r is None:
                    _ops.copy_(grad_slice, _ops.zeros_like(grad_slice))
                else:
                    _ops.copy_(grad_slice, _ops.sum_to(r, view_sizes))
                out[0] = result
            elif i < len(out):
                out[i] = r
        return out

    def release_variables(self) -> None:
        self.fn.release_variables()


# -- rebasing -----------------------------------------------------------------------------------
def _move_retains_grad_hook(meta: AutogradMeta, old: Node | None, old_nr: int, new: Node) -> None:
    if meta.retains_grad and old is not None:
        hook = old.pop_retains_grad_hook(old_nr)
        if hook is not None:
            new.add_retains_grad_hook(meta.output_nr, hook)


def view_grad_fn(view: Any, meta: AutogradMeta) -> Node | None:
    """A tracked view's grad_fn, rebuilt from its base when the shared version moved on."""
    base = view_base(view)
    if base is None:
        return meta.grad_fn
    if meta.grad_fn is None and not requires_grad(base):
        return None
    version = view._impl.version_counter.version
    if meta.attr_version != version:
        handle_view_on_rebase(meta, indirect=True)
        old, old_nr = meta.grad_fn, meta.output_nr
        node = AsStridedBackward0(base, view)
        meta.grad_fn = node
        meta.output_nr = 0
        meta.attr_version = version
        _move_retains_grad_hook(meta, old, old_nr, node)
    return meta.grad_fn


def rebase_view_history(view: Any, meta: AutogradMeta, fn: Node) -> None:
    """After in-place ``fn`` on ``view``: its base gets a CopySlices, the view a fresh grad_fn."""
    if len(fn.input_metadata) != 1:
        raise RuntimeError("Functions which modify views in-place must return a single Variable")
    base = view_base(view)
    copy_slices = CopySlices(base, view, fn)
    base_meta = materialize_meta(base)
    old, old_nr = base_meta.grad_fn, base_meta.output_nr
    set_gradient_edge(base, copy_slices, 0)
    _move_retains_grad_hook(base_meta, old, old_nr, copy_slices)
    meta.attr_version = -1  # stale on purpose: the next line rebuilds it from the base
    view_grad_fn(view, meta)
