"""The backward graph: Node (one backward function), Edge (where its gradients go) and
AccumulateGrad (the node that writes a leaf's ``.grad``).

Mirrors ``torch/csrc/autograd/function.h``, ``edge.h`` and ``functions/accumulate_grad.h``.
Running ``y = f(x)`` with grad mode on creates one Node for ``f``: ``y.grad_fn``. It
receives one gradient per differentiable output of ``f`` (described by
``input_metadata``) and returns one per input of ``f``, each sent along ``next_edges[i]``
to the node of that input (``None`` when the input needs no gradient). The engine runs
nodes in reverse creation order (``sequence_nr``, highest first).
"""

from __future__ import annotations

import importlib
import itertools
import sys
import threading
import weakref
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from glasstorch.aten._generated import ops as _aten_ops
from glasstorch.aten.native.tensor_factories import is_non_overlapping_and_dense
from glasstorch.c10.core.layout import contiguous_format, strided

from . import _ops
from .anomaly_mode import AnomalyMetadata, anomaly
from .grad_mode import state as _grad_state
from .hooks import RemovableHandle
from .input_metadata import UNDEFINED, InputMetadata

__all__ = ["AccumulateGrad", "Edge", "InputMetadata", "Node", "current", "should_execute"]

#: ``torch.autograd.graph`` names defined in modules that build on this one.
_DEFINED_ELSEWHERE = {
    "GradientEdge": "graph_utils",
    "get_gradient_edge": "graph_utils",
    "increment_version": "graph_utils",
    "register_multi_grad_hook": "graph_utils",
    "disable_saved_tensors_hooks": "saved_tensor_hooks",
    "save_on_cpu": "saved_tensor_hooks",
    "saved_tensors_hooks": "saved_tensor_hooks",
}
__all__ += sorted(_DEFINED_ELSEWHERE)


def __getattr__(name: str) -> Any:
    module = _DEFINED_ELSEWHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_DEFINED_ELSEWHERE))


#: Creation counter: a node created later runs earlier in backward. ``next`` is atomic.
_sequence = itertools.count()
#: AccumulateGrad runs as soon as it is ready (PyTorch gives it UINT64_MAX).
MAX_SEQUENCE_NR = sys.maxsize
#: ``Edge(...)``/``InputMetadata(...)`` without NamedTuple's Python-level ``__new__``.
_new_tuple = tuple.__new__
_new_object = object.__new__
_weak = weakref.ref
_MISSING = object()
#: Taken while a leaf's accumulator is looked up and, if dead, made again and published.
_leaf_lock = threading.Lock()
_add, _add_ = _aten_ops.add_Tensor.call, _aten_ops.add__Tensor.call


class _Current(threading.local):
    """What the engine is running on this thread: the node, the graph task, and the
    task's execution plan."""

    def __init__(self) -> None:
        self.node: Node | None = None
        self.task: Any = None
        self.exec_info: dict[Node, Any] | None = None


current = _Current()


class Edge(NamedTuple):
    """One gradient route: input ``input_nr`` of ``node``."""

    node: Node
    input_nr: int


class Node:
    """A backward function. Subclasses implement :meth:`apply` (one gradient per next edge)
    and keep what they saved in their own fields (``__dict__`` or their own slots).

    A node is built on every differentiable operator call, so it stores only its edges,
    its ``sequence_nr`` and its ``input_metadata``; hooks, the anomaly trace and the user
    metadata are class-level ``None`` until a node gets its own.
    """

    __slots__ = ("next_edges", "sequence_nr", "input_metadata", "__weakref__", "__dict__")

    #: Hooks by handle id (``None``: none registered). ``_tensor_pre_hooks`` values are
    #: ``(output_nr, fn)``; ``_retains_grad_hooks`` is keyed by output_nr.
    _pre_hooks: dict[int, Callable[..., Any]] | None = None
    _post_hooks: dict[int, Callable[..., Any]] | None = None
    _tensor_pre_hooks: dict[int, tuple[int, Callable[..., Any]]] | None = None
    _retains_grad_hooks: dict[int, Callable[..., Any]] | None = None
    _anomaly_trace: AnomalyMetadata | None = None
    _metadata: dict[str, Any] | None = None
    #: Truthy once the node may have hooks: the engine's fast path runs nodes without any.
    _hooked: Any = False
    #: Whether the class has saved variables to release (set for each subclass), so that
    #: the engine skips the call for the many nodes that save nothing.
    releases_variables = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.releases_variables = cls.release_variables is not Node.release_variables

    def __init__(
        self, next_edges: Sequence[Edge | None] = (), sequence_nr: int | None = None
    ) -> None:
        self.next_edges: tuple[Edge | None, ...] = (
            next_edges if next_edges.__class__ is tuple else tuple(next_edges)
        )
        self.sequence_nr = next(_sequence) if sequence_nr is None else sequence_nr
        self.input_metadata: tuple[InputMetadata, ...] = ()
        if anomaly.enabled:
            self._anomaly_trace = AnomalyMetadata.capture(current.node)

    # -- what subclasses provide --------------------------------------------------------------
    def name(self) -> str:
        return type(self).__name__

    def apply(self, grads: list[Any]) -> list[Any]:
        """Gradients w.r.t. the forward inputs (one per next edge) from those w.r.t. outputs."""
        raise NotImplementedError(f"{self.name()} does not implement apply()")

    def release_variables(self) -> None:
        """Drop saved tensors once the graph is not kept (``retain_graph=False``)."""

    # -- graph structure ----------------------------------------------------------------------
    def set_next_edges(self, edges: Sequence[Edge | None]) -> None:
        self.next_edges = tuple(edges)

    def add_input_metadata(self, tensor: Any) -> int:
        """Record the expected gradient for the next output (``None``: undefined); its index."""
        metadata = self.input_metadata
        if tensor is None:
            self.input_metadata = (*metadata, UNDEFINED)
        else:
            impl = tensor._impl
            entry = _new_tuple(InputMetadata, (impl.sizes, impl.dtype, impl.device))
            self.input_metadata = (*metadata, entry)
        return len(metadata)

    def num_inputs(self) -> int:
        return len(self.input_metadata)

    def num_outputs(self) -> int:
        return len(self.next_edges)

    @property
    def next_functions(self) -> tuple[tuple[Node | None, int], ...]:
        """``((node, input_nr), ...)``, ``(None, 0)`` where an input needs no gradient."""
        return tuple((None, 0) if e is None else (e.node, e.input_nr) for e in self.next_edges)

    def should_compute_output(self, index: int) -> bool:
        """Whether gradient ``index`` is needed by the backward pass now running."""
        edge = self.next_edges[index]
        if edge is None:
            return False
        exec_info = current.exec_info
        return exec_info is None or should_execute(exec_info, edge.node)

    @property
    def metadata(self) -> dict[str, Any]:
        """A free-form dictionary for users (``grad_fn.metadata``)."""
        if self._metadata is None:
            self._metadata = {}
        return self._metadata

    def __getattr__(self, name: str) -> Any:
        """``_saved_<name>``: what the node saved for ``<name>`` (tensors unpacked);
        ``_raw_saved_<name>``: a saved tensor as a ``SavedTensor`` (hooks can be added)."""
        raw = name.startswith("_raw_saved_")
        if raw or name.startswith("_saved_"):
            field = name[len("_raw_saved_") :] if raw else name[len("_saved_") :]
            from .saved_variable import SavedTensor, SavedVariable

            value = getattr(self, f"{field}_", _MISSING)
            if isinstance(value, SavedVariable):
                return SavedTensor.wrap(value) if raw else value.unpack(self)
            if isinstance(value, list) and all(isinstance(v, SavedVariable) for v in value):
                if raw:
                    return tuple(SavedTensor.wrap(v) for v in value)
                return tuple(v.unpack(self) for v in value)
            if not raw and field and (value := getattr(self, field, _MISSING)) is not _MISSING:
                return value
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __call__(self, *grads: Any) -> Any:
        result = self.apply(list(grads))
        return result[0] if len(result) == 1 else tuple(result)

    def __repr__(self) -> str:
        return f"<{self.name()} object at {id(self):#x}>"

    # -- hooks --------------------------------------------------------------------------------
    def register_hook(self, fn: Callable[..., Any]) -> RemovableHandle:
        """``fn(grad_inputs, grad_outputs)`` after apply; may return replacement grad_inputs."""
        if self._post_hooks is None:
            self._post_hooks = {}
            self._hooked = True
        handle = RemovableHandle(self._post_hooks)
        self._post_hooks[handle.id] = fn
        return handle

    def register_prehook(self, fn: Callable[..., Any]) -> RemovableHandle:
        """``fn(grad_outputs)`` before apply; may return replacement grad_outputs."""
        if self._pre_hooks is None:
            self._pre_hooks = {}
            self._hooked = True
        handle = RemovableHandle(self._pre_hooks)
        self._pre_hooks[handle.id] = fn
        return handle

    def add_tensor_pre_hook(self, output_nr: int, fn: Callable[..., Any]) -> RemovableHandle:
        """A tensor hook of output ``output_nr`` (``tensor.register_hook`` on a non-leaf)."""
        if self._tensor_pre_hooks is None:
            self._tensor_pre_hooks = {}
            self._hooked = True
        handle = RemovableHandle(self._tensor_pre_hooks)
        self._tensor_pre_hooks[handle.id] = (output_nr, fn)
        return handle

    def add_retains_grad_hook(self, output_nr: int, fn: Callable[..., Any]) -> None:
        if self._retains_grad_hooks is None:
            self._retains_grad_hooks = {}
            self._hooked = True
        self._retains_grad_hooks[output_nr] = fn

    def pop_retains_grad_hook(self, output_nr: int) -> Callable[..., Any] | None:
        hooks = self._retains_grad_hooks
        return None if hooks is None else hooks.pop(output_nr, None)

    def call_tensor_pre_hooks(self, grads: list[Any]) -> list[Any]:
        """Tensor hooks, then retain_grad hooks, on the gradients this node receives."""
        if self._tensor_pre_hooks:
            grads = list(grads)
            for output_nr, fn in list(self._tensor_pre_hooks.values()):
                grads[output_nr] = run_tensor_hook(fn, grads[output_nr])
        if self._retains_grad_hooks:
            _call_retains_grad_hooks(self._retains_grad_hooks, grads)
        return grads

    def call_pre_hooks(self, grads: list[Any]) -> list[Any]:
        if not self._pre_hooks:
            return grads
        for fn in list(self._pre_hooks.values()):
            result = fn(tuple(grads))
            if result is not None:
                grads = _check_hook_count(fn, result, len(grads))
        return grads

    def call_post_hooks(self, outputs: list[Any], inputs: list[Any]) -> list[Any]:
        if not self._post_hooks:
            return outputs
        for fn in list(self._post_hooks.values()):
            result = fn(tuple(outputs), tuple(inputs))
            if result is not None:
                outputs = _check_hook_count(fn, result, len(outputs))
        return outputs


def _obeys_layout_contract(grad: Any, variable: Any) -> bool:
    """Whether a gradient (TensorImpl) has the layout its leaf's ``.grad`` must have."""
    if not is_non_overlapping_and_dense(variable.sizes, variable.strides):
        return grad.is_contiguous()
    for size, stride, expected in zip(grad.sizes, grad.strides, variable.strides, strict=True):
        if stride != expected if size != 1 else stride == 0:
            return False
    return True


def _call_retains_grad_hooks(hooks: dict[int, Callable[..., Any]], grads: list[Any]) -> None:
    for output_nr, fn in list(hooks.items()):
        if grads[output_nr] is not None:
            fn(grads[output_nr])


def should_execute(exec_info: dict[Node, Any], node: Node) -> bool:
    """Whether ``node`` runs in a task whose execution plan is ``exec_info``."""
    info = exec_info.get(node)
    return info is not None and (info.needed or bool(info.captures))


def _hook_name(fn: Callable[..., Any]) -> str:
    return getattr(fn, "__name__", type(fn).__name__)


def _check_hook_count(fn: Callable[..., Any], result: Any, expected: int) -> list[Any]:
    values = list(result) if isinstance(result, tuple | list) else [result]
    if len(values) != expected:
        raise RuntimeError(
            f"hook '{_hook_name(fn)}' has returned an incorrect number of values (got "
            f"{len(values)}, but expected {expected})"
        )
    return values


def run_tensor_hook(fn: Callable[..., Any], grad: Any) -> Any:
    """Call a tensor hook ``fn(grad)``; a returned tensor replaces ``grad`` if it fits."""
    if grad is None:
        return None
    result = fn(grad)
    if result is None:
        return grad
    name = _hook_name(fn)
    if not hasattr(result, "_impl"):
        raise TypeError(f"expected Tensor or None (got {type(result).__name__})")
    old, new = grad._impl, result._impl
    if old.dtype is not new.dtype or old.device.type != new.device.type:
        raise RuntimeError(
            f"hook '{name}' has changed the type of value (was {grad.type()} got {result.type()})"
        )
    if old.sizes != new.sizes:
        raise RuntimeError(f"hook '{name}' has changed the size of value")
    return result


class AccumulateGrad(Node):
    """The node of a leaf that requires grad: adds each incoming gradient into ``.grad``."""

    #: ``_tensor_pre_hooks`` is the leaf's own dict of tensor hooks (``AutogradMeta.hooks``,
    #: shared, so that hooks registered later are seen), as PyTorch's AccumulateGrad reads
    #: ``tensor_pre_hooks()`` from its variable: the node lives only as long as a graph
    #: holds it, the hooks as long as the leaf.
    #: ``_hooked`` starts as that same dict (truthy once the leaf has hooks); hooks
    #: registered on this node itself make it True.
    __slots__ = ("variable", "_lock", "_tensor_pre_hooks", "_hooked")

    def __init__(self, variable: Any, lock: Any = None) -> None:
        # Made again whenever a graph using the leaf is built after the last one died (the
        # leaf holds it weakly), so this is Node.__init__ and add_input_metadata inlined;
        # ``lock`` is the leaf's, shared by its successive accumulators.
        self.next_edges = ()
        self.sequence_nr = MAX_SEQUENCE_NR
        impl = variable._impl
        self.input_metadata = (_new_tuple(InputMetadata, (impl.sizes, impl.dtype, impl.device)),)
        if anomaly.enabled:
            self._anomaly_trace = AnomalyMetadata.capture(current.node)
        self.variable = variable
        self._lock = threading.Lock() if lock is None else lock
        meta = impl.autograd_meta
        hooks = None
        if meta is not None:
            hooks = meta.hooks
            if hooks is None:
                hooks = meta.hooks = {}
        self._tensor_pre_hooks = self._hooked = hooks  # type: ignore[misc]

    @classmethod
    def for_leaf(cls, variable: Any, meta: Any) -> AccumulateGrad:
        """The leaf's accumulator: the live one (``meta.grad_accumulator``, a weak
        reference), or a new one it then holds weakly; another thread may have just made it.

        Made again for each graph built after the last one using the leaf died, so this is
        ``AccumulateGrad(variable, meta.accumulate_lock)`` without a call of ``__init__``.
        """
        _leaf_lock.acquire()  # not ``with``: twice as fast
        try:
            ref = meta.grad_accumulator
            self = None if ref is None else ref()
            if self is None:
                lock = meta.accumulate_lock
                if lock is None:
                    lock = meta.accumulate_lock = threading.Lock()
                self = _new_object(cls)
                self.next_edges = ()
                self.sequence_nr = MAX_SEQUENCE_NR
                # The previous accumulator's metadata, if the leaf's shape, dtype and device
                # are still the same objects (``.data = ...`` may have changed them).
                impl = variable._impl
                metadata = meta.accumulate_metadata
                if metadata is None or not (
                    (entry := metadata[0])[0] is impl.sizes
                    and entry[1] is impl.dtype
                    and entry[2] is impl.device
                ):
                    entry = _new_tuple(InputMetadata, (impl.sizes, impl.dtype, impl.device))
                    metadata = meta.accumulate_metadata = (entry,)
                self.input_metadata = metadata
                if anomaly.enabled:
                    self._anomaly_trace = AnomalyMetadata.capture(current.node)
                self.variable = variable
                self._lock = lock
                hooks = meta.hooks
                if hooks is None:
                    hooks = meta.hooks = {}
                self._tensor_pre_hooks = self._hooked = hooks
                meta.grad_accumulator = _weak(self)
        finally:
            _leaf_lock.release()
        return self

    def add_tensor_pre_hook(self, output_nr: int, fn: Callable[..., Any]) -> RemovableHandle:
        """A hook on the leaf's gradient: kept with the leaf's other tensor hooks."""
        hooks = self._tensor_pre_hooks
        if hooks is None:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        handle = RemovableHandle(hooks)
        hooks[handle.id] = fn
        return handle

    def call_tensor_pre_hooks(self, grads: list[Any]) -> list[Any]:
        hooks = self._tensor_pre_hooks
        if hooks:
            grads = [grads[0]]
            for fn in list(hooks.values()):
                grads[0] = run_tensor_hook(fn, grads[0])
        if self._retains_grad_hooks:
            _call_retains_grad_hooks(self._retains_grad_hooks, grads)
        return grads

    def apply(self, grads: list[Any]) -> list[Any]:
        new_grad = grads[0]
        meta = self.variable._impl.autograd_meta
        if new_grad is None or meta is None or not meta.requires_grad:
            return []
        lock = self._lock
        lock.acquire()  # not ``with``: half the cost
        try:
            old = meta.grad
            if old is None:
                meta.grad = self._first_grad(new_grad)
            elif old._impl.layout is not strided and new_grad._impl.layout is strided:
                meta.grad = _add(new_grad, old, 1)  # a dense gradient cannot go into a sparse one
            elif not _grad_state.grad_enabled:
                _add_(old, new_grad, 1)  # in place: optimizers hold on to ``.grad``
            else:
                meta.grad = _add(old, new_grad, 1)
        finally:
            lock.release()
        if meta.post_acc_grad_hooks:
            for hook in list(meta.post_acc_grad_hooks.values()):
                hook(self.variable)
        return []

    def _first_grad(self, grad: Any) -> Any:
        """The gradient to store as ``.grad``: ``grad`` itself when no one else can see it
        and it has the leaf's layout (PyTorch steals it), else a copy in that layout.

        The layout contract: a leaf with non-overlapping, dense strides gets a gradient
        with its strides, any other leaf a contiguous one. ``enforce_grad_layout_policy
        (False)`` lets a gradient be stolen whatever its layout.
        """
        # References: the list the engine passed, the local in apply(), this argument, and
        # getrefcount's own; anything more is someone else holding the tensor.
        var_impl, impl = self.variable._impl, grad._impl
        if impl.layout is not strided or var_impl.layout is not strided:
            # sparse gradients and leaves have no strides to match: steal or clone
            return grad if sys.getrefcount(grad) <= 4 else _ops.clone(grad, None)
        storage = impl.storage_impl
        base = grad.__dict__.get("_base")
        if (
            sys.getrefcount(grad) <= 4
            and storage is not None
            and (
                storage.refcount == 1
                # a view (``sum_to``'s reshape, a transposed product) whose base only it holds
                or (base is not None and storage.refcount == 2 and sys.getrefcount(base) <= 3)
            )
            and (
                impl.strides == var_impl.strides
                or not _grad_state.grad_layout_enforced
                or _obeys_layout_contract(impl, var_impl)
            )
        ):
            # PyTorch stores ``new_grad.detach()``: never a view, never with history
            if base is None and (impl.autograd_meta is None or _grad_state.grad_enabled):
                return grad
            return grad._shallow_copy()
        if var_impl.is_contiguous() or not is_non_overlapping_and_dense(
            var_impl.sizes, var_impl.strides
        ):
            return _ops.clone(grad, contiguous_format)
        result = _ops.empty_strided(var_impl.sizes, var_impl.strides, impl.dtype, impl.device)
        _ops.copy_(result, grad)
        return result

    def name(self) -> str:
        return "AccumulateGrad"
