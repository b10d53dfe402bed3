"""SavedVariable: a tensor a Node keeps for backward, with the checks that make that safe.

Mirrors ``torch/csrc/autograd/saved_variable.cpp``. It remembers the tensor's version when
saved; unpacking after an in-place change is an error (the gradient would be wrong). An
*output* of the node that saves it is stored without its history (node → output → node would
be a cycle) and gets ``grad_fn = saved_for`` back when unpacked. Once the graph is freed
(``reset_data``), unpacking says that backward ran twice.

While ``saved_tensors_hooks`` are pushed (or after ``register_hooks``), the tensor is not
kept: what ``pack_hook`` made of it is, with the metadata needed to rebuild its history,
and ``unpack_hook`` gives a tensor back at each unpack (without the version check: the
hooks own the data).
"""

from __future__ import annotations

import weakref
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase

from .anomaly_mode import anomaly
from .grad_mode import state as _grad_state
from .saved_tensor_hooks import state as _hooks_state
from .variable import AutogradMeta, enable_autograd_dispatch, grad_accumulator, grad_fn

__all__ = ["ERR_BACKWARD_TWICE", "SavedTensor", "SavedVariable"]

ERR_BACKWARD_TWICE = (
    "Trying to backward through the graph a second time (or directly access saved tensors "
    "after they have already been freed). Saved intermediate values of the graph are freed "
    "when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to "
    "backward through the graph a second time or if you need to access saved tensors after "
    "calling backward."
)


def type_string(t: Any) -> str:
    """The legacy type name of a tensor: ``glasstorch.FloatTensor``, ``glasstorch.cuda...``."""
    name = t.type()
    if t._impl.device.type == "cuda":
        name = name.replace("glasstorch.", "glasstorch.cuda.", 1)
    return name


class SavedVariable:
    """One saved tensor (or None). ``unpack(saved_for)`` gives it back, checked.

    Two are made by most differentiable operator calls, so the usual case (an input saved
    as itself) sets four fields; the others are class-level defaults.
    """

    __slots__ = ("data", "version", "output_nr", "is_leaf", "__dict__")

    #: Saved as None (an absent optional tensor): unpacks to None, even after release.
    was_default_constructed = False
    #: An output of the node saving it (``is_output``) is stored without its history.
    is_output = False
    saved_original = True
    #: An in-place op on a view saved its own output: that node, weakly.
    weak_grad_fn: weakref.ref[Any] | None = None
    #: With hooks: ``unpack_hook``, what ``pack_hook`` returned, and the history to restore
    #: (a non-leaf input's node; a leaf's ``requires_grad`` and accumulator, weakly).
    unpack_hook: Any = None
    packed: Any = None
    saved_grad_fn: Any = None
    requires_grad = False
    grad_accumulator: weakref.ref[Any] | None = None

    def __init__(self, tensor: Any, is_output: bool = False) -> None:
        self.data = tensor
        if tensor is None:
            self.was_default_constructed = True
            return
        impl = tensor._impl
        self.version = impl.version
        if _hooks_state.stack:
            if is_output:
                self.is_output = True
            hooks = _hooks_state.stack[-1]
            self._save_metadata(tensor)
            self.set_hooks_and_pack(hooks, tensor)
            return
        meta: AutogradMeta | None = impl.autograd_meta
        if meta is None:
            self.is_leaf = True
            self.output_nr = 0
            if is_output:
                self.is_output = True
            return
        fn = meta.grad_fn if meta.attr_version is None else grad_fn(tensor)
        self.is_leaf = fn is None
        self.output_nr = meta.output_nr
        if is_output:
            self.is_output = True
            # An input, or a leaf, cannot lead back to the node saving it: keep the tensor
            # itself; an output with history would (node → output → node), so keep a copy.
            if fn is not None:
                self.saved_original = False
                if meta.attr_version is not None:  # an in-place on a view: its grad_fn wins
                    self.weak_grad_fn = weakref.ref(fn)
                self.data = tensor._shallow_copy()

    # -- hooks ------------------------------------------------------------------------------
    def _save_metadata(self, tensor: Any) -> None:
        """What unpacking needs when only the hooks keep the data (PyTorch's save_metadata)."""
        meta = tensor._impl.autograd_meta
        fn = None if meta is None else grad_fn(tensor)
        self.is_leaf = fn is None
        self.output_nr = 0 if meta is None else meta.output_nr
        if fn is None:
            if meta is not None and meta.requires_grad:
                self.requires_grad = True
                self.grad_accumulator = weakref.ref(grad_accumulator(tensor))
        elif not self.is_output:
            self.saved_grad_fn = fn
        elif meta.attr_version is not None:
            self.weak_grad_fn = weakref.ref(fn)

    def set_hooks_and_pack(self, hooks: tuple[Any, Any], tensor: Any) -> None:
        """Keep ``pack_hook(tensor)`` (run without grad) instead of the tensor."""
        pack_hook, self.unpack_hook = hooks
        version = tensor._impl.version
        enabled = _grad_state.grad_enabled
        _grad_state.grad_enabled = False
        try:
            self.packed = pack_hook(tensor)
        finally:
            _grad_state.grad_enabled = enabled
        if tensor._impl.version != version:
            raise RuntimeError(
                "A saved tensor pack hook is modifying its input in place. Tensors provided as "
                "input to pack hook cannot be modified by in-place operations as this can lead "
                "to unexpected side-effects. Please open an issue if you need to perform "
                "in-place operations on the input to a pack hook."
            )
        self.data = None
        self.saved_original = False

    def _unpack_with_hooks(self, saved_for: Any) -> Any:
        """``unpack_hook(packed)`` as a tensor with the saved tensor's history."""
        if self.weak_grad_fn is not None:
            fn = self.weak_grad_fn()
        else:
            fn = self.saved_grad_fn
        if not self.is_leaf and fn is None:
            fn = self._detached_in_place(saved_for)
        data = self.unpack_hook(self.packed)
        if not isinstance(data, TensorBase):
            raise TypeError(
                "Output of saved tensor unpack_hook expected to be a Tensor but got result of "
                f"type {type(data).__name__}"
            )
        var = data._shallow_copy()
        if fn is not None:
            meta = AutogradMeta(grad_fn=fn, output_nr=self.output_nr)
        elif self.requires_grad:
            meta = AutogradMeta(requires_grad=True)
            meta.grad_accumulator = self.grad_accumulator
        else:
            return var
        var._impl.autograd_meta = meta
        enable_autograd_dispatch(var)
        return var

    def unpack(self, saved_for: Any = None) -> Any:
        """The saved tensor, after checking it was neither freed nor modified in place."""
        data = self.data
        if data is None:
            if self.was_default_constructed:
                return None
            if self.unpack_hook is not None:
                return self._unpack_with_hooks(saved_for)
            raise RuntimeError(ERR_BACKWARD_TWICE)
        if self.saved_original:
            if self.is_leaf:
                fn = None
            else:
                meta = data._impl.autograd_meta
                fn = (
                    meta.grad_fn
                    if meta is not None and meta.attr_version is None
                    else grad_fn(data)
                )
                if fn is None:
                    fn = self._detached_in_place(saved_for)
            current = data._impl.version
            if current != self.version:
                raise RuntimeError(self._version_error(data, fn, current))
            return data
        fn = self.weak_grad_fn() if self.weak_grad_fn is not None else None
        if fn is None:
            fn = saved_for
        if not self.is_leaf and fn is None:
            fn = self._detached_in_place(saved_for)
        current = data._impl.version
        if current != self.version:
            raise RuntimeError(self._version_error(data, fn, current))
        var = data._shallow_copy()
        meta = var._impl.autograd_meta = AutogradMeta()
        enable_autograd_dispatch(var)
        meta.grad_fn = fn
        meta.output_nr = self.output_nr
        return var

    @staticmethod
    def _detached_in_place(saved_for: Any) -> Any:
        """The node to name for a non-leaf that lost its history: ``saved_for``, if any."""
        if saved_for is None:
            raise RuntimeError(
                "Trying to use a saved tensor that has been detached in-place, i.e. with "
                ".detach_().This is not supported, please use out-of-place `.detach()` instead"
            )
        return saved_for

    def _version_error(self, data: Any, fn: Any, current: int) -> str:
        message = (
            "one of the variables needed for gradient computation has been modified by an "
            f"inplace operation: [{type_string(data)} {list(data._impl.sizes)}]"
        )
        if fn is not None:
            message += f", which is output {self.output_nr} of {fn.name()},"
        message += f" is at version {current}; expected version {self.version} instead."
        if not anomaly.enabled:
            message += (
                " Hint: enable anomaly detection to find the operation that failed to compute "
                "its gradient, with glasstorch.autograd.set_detect_anomaly(True)."
            )
        else:
            message += (
                " Hint: the backtrace further above shows the operation that failed to compute "
                "its gradient. The variable in question was changed in there or anywhere later. "
                "Good luck!"
            )
        return message

    def reset_data(self) -> None:
        """Free the tensor (the graph is released); a later unpack raises."""
        self.data = None
        if self.unpack_hook is not None:
            self.unpack_hook = self.packed = self.saved_grad_fn = None

    def __repr__(self) -> str:
        if self.data is None and self.unpack_hook is None:
            return "SavedVariable(None)" if self.was_default_constructed else "SavedVariable(freed)"
        return f"SavedVariable(version={self.version}, is_output={self.is_output})"


class SavedTensor:
    """A node's saved tensor as Python sees it (``grad_fn._raw_saved_self``,
    ``grad_fn._raw_saved_tensors``): hooks can be registered on one after it was saved."""

    __slots__ = ("_saved",)

    def __new__(cls, *args: Any, **kwargs: Any) -> SavedTensor:
        raise RuntimeError("Trying to create a SavedTensor object from Python is forbidden.")

    @classmethod
    def wrap(cls, saved: SavedVariable) -> SavedTensor:
        self = object.__new__(cls)
        self._saved = saved
        return self

    @property
    def data(self) -> Any:
        """The kept tensor (detached if it is an output), or what ``pack_hook`` returned."""
        saved = self._saved
        return saved.packed if saved.unpack_hook is not None else saved.data

    @property
    def unpack_hook(self) -> Any:
        return self._saved.unpack_hook

    def unpack(self) -> Any:
        return self._saved.unpack()

    def register_hooks(self, pack_hook: Any, unpack_hook: Any) -> None:
        """Pack the tensor now with ``pack_hook``; backward gets it from ``unpack_hook``."""
        if not (callable(pack_hook) and callable(unpack_hook)):
            raise TypeError(
                "register_hooks(): incompatible function arguments. The following argument "
                "types are supported:\n    1. (self: SavedTensor, arg0: Callable, arg1: "
                "Callable) -> None"
            )
        saved = self._saved
        if saved.unpack_hook is not None:
            raise RuntimeError(
                "Calling register_hooks on a saved tensor whose hooks have already been set. "
                "Hint: only one pair of hooks is allowed at a time."
            )
        data = saved.data
        if data is None:
            if saved.was_default_constructed:
                raise RuntimeError(
                    "Calling register_hooks on a saved tensor with value None is forbidden"
                )
            raise RuntimeError(
                "Calling register_hooks on a saved tensor after it has been freed. Saved "
                "intermediate values of the graph are freed when you call .backward() or "
                "autograd.grad(). Specify retain_graph=True if you need to backward through the "
                "graph a second time or if you need to access saved variables after calling "
                "backward."
            )
        if saved.saved_original:
            saved._save_metadata(data)
            data = data.detach()
        saved.set_hooks_and_pack((pack_hook, unpack_hook), data)

    def __repr__(self) -> str:
        return f"<glasstorch.autograd.SavedTensor object at {id(self):#x}>"
