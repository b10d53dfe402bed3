"""VariableHooks: autograd's side of aten's VariableHooksInterface.

Mirrors ``torch/csrc/autograd/variable.cpp``'s ``VariableHooks`` and the autograd
properties of ``python_variable.cpp``. aten's Tensor cannot import autograd (it sits a
layer below), so ``t.requires_grad``, ``t.grad``, ``t.backward()``, ``t.register_hook()``
and friends call through the object installed here when ``glasstorch.autograd`` is imported.
"""

from __future__ import annotations

import warnings
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.aten.core.variable_hooks import VariableHooksInterface

from . import variable as _variable
from .api import tensor_backward
from .hooks import RemovableHandle

__all__ = ["VariableHooks"]


class VariableHooks(VariableHooksInterface):
    """The autograd behaviour of aten's Tensor."""

    def requires_grad(self, tensor: Any) -> bool:
        return _variable.requires_grad(tensor)

    def set_requires_grad(self, tensor: Any, value: bool) -> None:
        _variable.set_requires_grad(tensor, value)

    def grad(self, tensor: Any) -> Any:
        meta = tensor._impl.autograd_meta
        if meta is None:
            return None
        if meta.grad is None and not meta.retains_grad and not _variable.is_leaf(tensor):
            warnings.warn(
                "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its "
                ".grad attribute won't be populated during autograd.backward(). If you indeed "
                "want the .grad field to be populated for a non-leaf Tensor, use .retain_grad() "
                "on the non-leaf Tensor. If you access the non-leaf Tensor by mistake, make sure "
                "you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 "
                "for more informations.",
                UserWarning,
                stacklevel=3,
            )
        return meta.grad

    def set_grad(self, tensor: Any, value: Any) -> None:
        if value is None:
            meta = tensor._impl.autograd_meta
            if meta is not None:
                meta.grad = None
            return
        if not isinstance(value, TensorBase):
            raise TypeError(
                "assigned grad expected to be a Tensor or None but got grad of type "
                f"{type(value).__name__}"
            )
        if value is tensor:
            raise RuntimeError("can't assign Variable as its own grad")
        ours, theirs = tensor._impl, value._impl
        if ours.dtype is not theirs.dtype or ours.device.type != theirs.device.type:
            raise RuntimeError("assigned grad has data of a different type")
        if ours.device != theirs.device:
            raise RuntimeError("assigned grad has data located on a different device")
        if ours.sizes != theirs.sizes:
            raise RuntimeError("assigned grad has data of a different size")
        _variable.materialize_meta(tensor).grad = value

    def grad_fn(self, tensor: Any) -> Any:
        return _variable.grad_fn(tensor)

    def is_leaf(self, tensor: Any) -> bool:
        return _variable.is_leaf(tensor)

    #: ``tensor.backward(gradient, retain_graph, create_graph, inputs)``, called directly.
    backward = staticmethod(tensor_backward)

    def retain_grad(self, tensor: Any) -> None:
        _variable.retain_grad(tensor)

    def retains_grad(self, tensor: Any) -> bool:
        meta = tensor._impl.autograd_meta
        return meta is not None and meta.retains_grad

    def register_hook(self, tensor: Any, hook: Any) -> RemovableHandle:
        """``hook(grad)`` runs when the gradient w.r.t. ``tensor`` is computed; a returned
        tensor replaces that gradient."""
        if not _variable.requires_grad(tensor):
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        fn = _variable.grad_fn(tensor)
        meta = tensor._impl.autograd_meta
        if fn is not None:
            return fn.add_tensor_pre_hook(meta.output_nr, hook)
        if meta.hooks is None:
            meta.hooks = {}
        handle = RemovableHandle(meta.hooks)
        meta.hooks[handle.id] = hook
        return handle

    def register_post_accumulate_grad_hook(self, tensor: Any, hook: Any) -> RemovableHandle:
        """``hook(tensor)`` runs after AccumulateGrad has updated the leaf's ``.grad``."""
        if not _variable.requires_grad(tensor):
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if _variable.grad_fn(tensor) is not None:
            raise RuntimeError(
                "post accumulate grad hooks cannot be registered on non-leaf tensors"
            )
        meta = tensor._impl.autograd_meta
        if meta.post_acc_grad_hooks is None:
            meta.post_acc_grad_hooks = {}
        handle = RemovableHandle(meta.post_acc_grad_hooks)
        meta.post_acc_grad_hooks[handle.id] = hook
        return handle

    def detach(self, tensor: Any) -> Any:
        return tensor._shallow_copy()

    def detach_(self, tensor: Any) -> Any:
        meta = tensor._impl.autograd_meta
        if meta is None:
            return tensor
        if meta.attr_version is not None and _variable.view_base(tensor) is not None:
            raise RuntimeError(
                "Can't detach views in-place. Use detach() instead. If you are using "
                "DistributedDataParallel (DDP) for training, and gradient_as_bucket_view is set "
                "as True, gradients are views of DDP buckets, and hence detach_() cannot be "
                "called on these gradients. To fix this error, please refer to the "
                "Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution."
            )
        meta.requires_grad = False
        meta.grad_fn = None
        meta.output_nr = 0
        return tensor
