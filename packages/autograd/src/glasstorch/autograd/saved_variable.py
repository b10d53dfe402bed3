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
    """One saved tensor (or None). ``unpack(saved_for)`` gives it back, checked."""

    __slots__ = (
        "data",
        "version",
        "output_nr",
        "is_leaf",
        "is_output",
        "saved_original",
        "weak_grad_fn",
        "was_default_constructed",
    )

    def __init__(self, tensor: Any, is_output: bool = False) -> None:
        self.was_default_constructed = tensor is None
        self.data = tensor
        if tensor is None:
            return
        impl = tensor._impl
        self.version = impl.version_counter.version
        self.is_output = is_output
        meta: AutogradMeta | None = impl.autograd_meta
        if meta is None:
            self.is_leaf = True
            self.output_nr = 0
            self.saved_original = True
            self.weak_grad_fn = None
            return
        fn = grad_fn(tensor)
        self.is_leaf = fn is None
        self.output_nr = meta.output_nr
        self.weak_grad_fn = None
        # An input, or a leaf, cannot lead back to the node saving it: keep the tensor itself.
        self.saved_original = not is_output or fn is None
        if not self.saved_original:
            if meta.attr_version is not None:  # an in-place on a view: its own grad_fn wins
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
            fn = None if self.is_leaf else grad_fn(data)
        else:
            fn = self.weak_grad_fn() if self.weak_grad_fn is not None else None
            if fn is None:
                fn = saved_for
        if not self.is_leaf and fn is None:
            if saved_for is None:
                raise RuntimeError(
                    "Trying to use a saved tensor that has been detached in-place, i.e. with "
                    ".detach_().This is not supported, please use out-of-place `.detach()` instead"
                )
            fn = saved_for
        current = data._impl.version_counter.version
        if current != self.version:
            raise RuntimeError(self._version_error(data, fn, current))
        if self.saved_original:
            return data
        var = data._shallow_copy()
        meta = var._impl.autograd_meta = AutogradMeta()
        enable_autograd_dispatch(var)
        meta.grad_fn = fn
        meta.output_nr = self.output_nr
        return var

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
