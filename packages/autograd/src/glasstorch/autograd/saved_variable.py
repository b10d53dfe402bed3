"""SavedVariable: a tensor a Node keeps for backward, with the checks that make that safe.

Mirrors ``torch/csrc/autograd/saved_variable.cpp``. It remembers the tensor's version when
saved; unpacking after an in-place change is an error (the gradient would be wrong). An
*output* of the node that saves it is stored without its history (node → output → node would
be a cycle) and gets ``grad_fn = saved_for`` back when unpacked. Once the graph is freed
(``reset_data``), unpacking says that backward ran twice.
"""

from __future__ import annotations

import weakref
from typing import Any

from .anomaly_mode import anomaly
from .variable import AutogradMeta, enable_autograd_dispatch, grad_fn

__all__ = ["ERR_BACKWARD_TWICE", "SavedVariable"]

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

    def __init__(self, tensor: Any, is_output: bool = False) -> None:
        self.data = tensor
        if tensor is None:
            self.was_default_constructed = True
            return
        impl = tensor._impl
        self.version = impl.version
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

    def unpack(self, saved_for: Any = None) -> Any:
        """The saved tensor, after checking it was neither freed nor modified in place."""
        data = self.data
        if data is None:
            if self.was_default_constructed:
                return None
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

    def __repr__(self) -> str:
        if self.data is None:
            return "SavedVariable(None)" if self.was_default_constructed else "SavedVariable(freed)"
        return f"SavedVariable(version={self.version}, is_output={self.is_output})"
