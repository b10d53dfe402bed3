# @generated from derivatives.yaml by glasstorch.autograd.codegen — do not edit by hand.
"""Autograd kernels, one per aten operator that needs one: PyTorch's ``VariableType``.

A kernel decides whether the call needs a graph (``compute_requires_grad``), creates the
backward node with its edges and saved values, runs the operator below autograd, and
connects the outputs to the node. ``register.register()`` registers every kernel for the
``Autograd`` alias key, with the dispatch key set as first argument.
"""

from glasstorch.aten._generated import ops
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls

from ..function_utils import (
    AFTER_AUTOGRAD,
    SavedVariable,
    any_requires_grad,
    check_inplace,
    collect_next_edges,
    compute_requires_grad,
    gradient_edge,
    new_node,
    rebase_history,
    set_history,
)
from ..forward_grad import (
    check_no_fw_grad,
    check_no_fw_grad_out,
    fw_primal_clone,
    fw_tangent,
    fw_tangents,
    has_fw_grad,
    set_fw_grad,
    set_fw_grads,
)
from ..forward_grad import state as _fw
from .. import formulas as _formulas
from ..formulas import is_differentiable_type
from . import nodes

#: Excluded while an operator runs below autograd, so that the operators its kernel
#: calls record nothing (PyTorch's ``AutoDispatchBelowAutograd``).
_AUTOGRAD_KEYS = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther]
).repr


def copy_(ks, self, src, non_blocking):
    _any_requires_grad = any_requires_grad(self, src)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.copy_.redispatch(ks & AFTER_AUTOGRAD, self, src, non_blocking)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.copy_.redispatch(ks & AFTER_AUTOGRAD, self, src, non_blocking)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_copy_(self, self, src, non_blocking, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CopyBackward0((gradient_edge(self), gradient_edge(src)))
    grad_fn.src_dtype = src._impl.dtype
    grad_fn.src_device = src._impl.device
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.copy_.redispatch(ks & AFTER_AUTOGRAD, self, src, non_blocking)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_copy_(self, self, src, non_blocking, _inplace=True)
    return self


def _to_copy(ks, self, dtype, layout, device, pin_memory, non_blocking, memory_format):
    _any_requires_grad = (
        any_requires_grad(self) and (dtype is None or is_differentiable_type(dtype))
    )
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ToCopyBackward0((gradient_edge(self),))
        grad_fn.self_dtype = self._impl.dtype
        grad_fn.self_device = self._impl.device
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._to_copy.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            dtype,
            layout,
            device,
            pin_memory,
            non_blocking,
            memory_format,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw__to_copy(result, self, dtype, layout, device, pin_memory, non_blocking, memory_format)
    return result


def fill__Scalar(ks, self, value):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.fill__Scalar.redispatch(ks & AFTER_AUTOGRAD, self, value)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.fill__Scalar.redispatch(ks & AFTER_AUTOGRAD, self, value)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_fill__Scalar(self, self, value, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.FillBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.fill__Scalar.redispatch(ks & AFTER_AUTOGRAD, self, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_fill__Scalar(self, self, value, _inplace=True)
    return self


def zero_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.zero_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.zero_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_zero_(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ZeroBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.zero_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_zero_(self, self, _inplace=True)
    return self


def clone(ks, self, memory_format):
    grad_fn = new_node(nodes.CloneBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.clone.redispatch(ks & AFTER_AUTOGRAD, self, memory_format)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.clone.redispatch(ks & AFTER_AUTOGRAD, self, memory_format)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_clone(result, self, memory_format)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clone.redispatch(ks & AFTER_AUTOGRAD, self, memory_format)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_clone(result, self, memory_format)
    return result


def add_Tensor(ks, self, other, alpha):
    grad_fn = new_node(nodes.AddBackward0, self, other)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_add_Tensor(result, self, other, alpha)
        return result
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_dtype = other._impl.dtype
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.add_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_add_Tensor(result, self, other, alpha)
    return result


def add__Tensor(ks, self, other, alpha):
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.add__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.add__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_add_Tensor(self, self, other, alpha, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddBackward0((gradient_edge(self), gradient_edge(other)))
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_dtype = other._impl.dtype
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.add__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_add_Tensor(self, self, other, alpha, _inplace=True)
    return self


def add_out(ks, self, other, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("add_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "add(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.add_out.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sub_Tensor(ks, self, other, alpha):
    grad_fn = new_node(nodes.SubBackward0, self, other)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sub_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sub_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sub_Tensor(result, self, other, alpha)
        return result
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_dtype = other._impl.dtype
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sub_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_sub_Tensor(result, self, other, alpha)
    return result


def sub__Tensor(ks, self, other, alpha):
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.sub__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.sub__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sub_Tensor(self, self, other, alpha, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SubBackward0((gradient_edge(self), gradient_edge(other)))
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_dtype = other._impl.dtype
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sub__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_sub_Tensor(self, self, other, alpha, _inplace=True)
    return self


def sub_out(ks, self, other, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("sub_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "sub(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sub_out.redispatch(ks & AFTER_AUTOGRAD, self, other, alpha, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mul_Tensor(ks, self, other):
    grad_fn = new_node(nodes.MulBackward0, self, other)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.mul_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mul_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mul_Tensor(result, self, other)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    grad_fn.other_dtype = other._impl.dtype
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mul_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_mul_Tensor(result, self, other)
    return result


def mul__Tensor(ks, self, other):
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.mul__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.mul__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mul_Tensor(self, _fw_self, other, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.MulBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    grad_fn.other_dtype = other._impl.dtype
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.mul__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_mul_Tensor(self, _fw_self, other, _inplace=True)
    return self


def mul_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("mul_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "mul(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mul_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def div_Tensor(ks, self, other):
    grad_fn = new_node(nodes.DivBackward0, self, other)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.div_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.div_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_div_Tensor(result, self, other)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.div_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_div_Tensor(result, self, other)
    return result


def div__Tensor(ks, self, other):
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.div__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.div__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_div_Tensor(self, self, other, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.DivBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.div__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_div_Tensor(self, self, other, _inplace=True)
    return self


def div_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("div_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "div(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.div_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def div_Tensor_mode(ks, self, other, rounding_mode):
    if _fw.enabled:
        check_no_fw_grad("div", self, other)
    grad_fn = new_node(nodes.DivBackward1, self, other)
    if grad_fn is None:
        return ops.div_Tensor_mode.redispatch(ks & AFTER_AUTOGRAD, self, other, rounding_mode)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    grad_fn.rounding_mode = rounding_mode
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.div_Tensor_mode.redispatch(ks & AFTER_AUTOGRAD, self, other, rounding_mode)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def div__Tensor_mode(ks, self, other, rounding_mode):
    if _fw.enabled:
        check_no_fw_grad("div_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.div__Tensor_mode.redispatch(ks & AFTER_AUTOGRAD, self, other, rounding_mode)
        return self
    check_inplace(self, True)
    grad_fn = nodes.DivBackward1((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.other_ = SavedVariable(other, False)
    grad_fn.rounding_mode = rounding_mode
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.div__Tensor_mode.redispatch(ks & AFTER_AUTOGRAD, self, other, rounding_mode)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def div_out_mode(ks, self, other, rounding_mode, out):
    if _fw.enabled:
        check_no_fw_grad_out("div_out_mode", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "div(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.div_out_mode.redispatch(ks & AFTER_AUTOGRAD, self, other, rounding_mode, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def floor_divide(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("floor_divide", self, other)
    grad_fn = new_node(nodes.FloorDivideBackward0, self, other)
    if grad_fn is None:
        return ops.floor_divide.redispatch(ks & AFTER_AUTOGRAD, self, other)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.floor_divide.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def floor_divide__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("floor_divide_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.floor_divide__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.FloorDivideBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.floor_divide__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def floor_divide_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("floor_divide_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "floor_divide(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.floor_divide_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def remainder_Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("remainder", self, other)
    grad_fn = new_node(nodes.RemainderBackward0, self, other)
    if grad_fn is None:
        return ops.remainder_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.remainder_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def remainder__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("remainder_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.remainder__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RemainderBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.remainder__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def remainder_Tensor_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("remainder_Tensor_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "remainder(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.remainder_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def fmod_Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("fmod", self, other)
    grad_fn = new_node(nodes.FmodBackward0, self, other)
    if grad_fn is None:
        return ops.fmod_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.fmod_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def fmod__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("fmod_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.fmod__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.FmodBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.fmod__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def fmod_Tensor_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("fmod_Tensor_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "fmod(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.fmod_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def pow_Tensor_Tensor(ks, self, exponent):
    grad_fn = new_node(nodes.PowBackward0, self, exponent)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.pow_Tensor_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.pow_Tensor_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_pow_Tensor_Tensor(result, self, exponent)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.exponent_ = SavedVariable(exponent, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.pow_Tensor_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_pow_Tensor_Tensor(result, self, exponent)
    return result


def pow__Tensor(ks, self, exponent):
    _any_requires_grad = any_requires_grad(self, exponent)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.pow__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.pow__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_pow_Tensor_Tensor(self, _fw_self, exponent, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.PowBackward0((gradient_edge(self), gradient_edge(exponent)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.exponent_ = SavedVariable(exponent, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.pow__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, exponent)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_pow_Tensor_Tensor(self, _fw_self, exponent, _inplace=True)
    return self


def pow_Tensor_Tensor_out(ks, self, exponent, out):
    if _fw.enabled:
        check_no_fw_grad_out("pow_Tensor_Tensor_out", self, exponent, out)
    if compute_requires_grad(self, exponent) or compute_requires_grad(out):
        raise RuntimeError(
            "pow(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.pow_Tensor_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, exponent, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def atan2(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("atan2", self, other)
    grad_fn = new_node(nodes.Atan2Backward0, self, other)
    if grad_fn is None:
        return ops.atan2.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.atan2.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def atan2_(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("atan2_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.atan2_.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Atan2Backward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.atan2_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def atan2_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("atan2_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "atan2(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.atan2_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def maximum(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("maximum", self, other)
    grad_fn = new_node(nodes.MaximumBackward0, self, other)
    if grad_fn is None:
        return ops.maximum.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.maximum.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def maximum_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("maximum_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "maximum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.maximum_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def minimum(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("minimum", self, other)
    grad_fn = new_node(nodes.MinimumBackward0, self, other)
    if grad_fn is None:
        return ops.minimum.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.minimum.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def minimum_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("minimum_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "minimum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.minimum_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def eq_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.eq_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def eq__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("eq_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.eq__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.EqBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.eq__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def eq_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.eq_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ne_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ne_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ne__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("ne_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.ne__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.NeBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.ne__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def ne_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ne_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lt_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lt_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lt__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("lt_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.lt__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LtBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.lt__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def lt_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lt_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def le_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.le_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def le__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("le_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.le__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LeBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.le__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def le_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.le_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gt_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gt_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gt__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("gt_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.gt__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.GtBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.gt__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def gt_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gt_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ge_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ge_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ge__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("ge_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.ge__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.GeBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.ge__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def ge_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ge_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_and(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_and.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_and_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_and_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_and_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_and_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_or(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_or.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_or_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_or_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_or_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_or_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_xor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_xor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_xor_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_xor_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_xor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_xor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_and_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_and_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_and__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_and__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_and_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_and_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_or_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_or_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_or__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_or__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_or_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_or_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_xor_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_xor_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_xor__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_xor__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_xor_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_xor_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_left_shift_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_left_shift_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_left_shift__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_left_shift__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_left_shift_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_left_shift_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_right_shift_Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_right_shift_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_right_shift__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_right_shift__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_right_shift_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_right_shift_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def where_self(ks, condition, self, other):
    grad_fn = new_node(nodes.WhereBackward0, self, other)
    if grad_fn is not None:
        grad_fn.condition_ = SavedVariable(condition, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.where_self.redispatch(ks & AFTER_AUTOGRAD, condition, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw_where_self(result, condition, self, other)
    return result


def where_self_out(ks, condition, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("where_self_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "where(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.where_self_out.redispatch(ks & AFTER_AUTOGRAD, condition, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lerp_Tensor(ks, self, end, weight):
    if _fw.enabled:
        check_no_fw_grad("lerp", self, end, weight)
    grad_fn = new_node(nodes.LerpBackward0, self, end, weight)
    if grad_fn is None:
        return ops.lerp_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, end, weight)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.end_ = SavedVariable(end, False)
    grad_fn.weight_ = SavedVariable(weight, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.lerp_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, end, weight)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def lerp__Tensor(ks, self, end, weight):
    if _fw.enabled:
        check_no_fw_grad("lerp_", self, end, weight)
    _any_requires_grad = any_requires_grad(self, end, weight)
    if not _any_requires_grad:
        ops.lerp__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, end, weight)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LerpBackward0((gradient_edge(self), gradient_edge(end), gradient_edge(weight)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.end_ = SavedVariable(end, False)
    grad_fn.weight_ = SavedVariable(weight, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.lerp__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, end, weight)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def lerp_Tensor_out(ks, self, end, weight, out):
    if _fw.enabled:
        check_no_fw_grad_out("lerp_Tensor_out", self, end, weight, out)
    if compute_requires_grad(self, end, weight) or compute_requires_grad(out):
        raise RuntimeError(
            "lerp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lerp_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, end, weight, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def addcmul(ks, self, tensor1, tensor2, value):
    if _fw.enabled:
        check_no_fw_grad("addcmul", self, tensor1, tensor2)
    grad_fn = new_node(nodes.AddcmulBackward0, self, tensor1, tensor2)
    if grad_fn is None:
        return ops.addcmul.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.tensor1_ = SavedVariable(tensor1, False)
    grad_fn.tensor1_dtype = tensor1._impl.dtype
    grad_fn.tensor2_ = SavedVariable(tensor2, False)
    grad_fn.tensor2_dtype = tensor2._impl.dtype
    grad_fn.value = value
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.addcmul.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def addcmul_(ks, self, tensor1, tensor2, value):
    if _fw.enabled:
        check_no_fw_grad("addcmul_", self, tensor1, tensor2)
    _any_requires_grad = any_requires_grad(self, tensor1, tensor2)
    if not _any_requires_grad:
        ops.addcmul_.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddcmulBackward0((
        gradient_edge(self), gradient_edge(tensor1), gradient_edge(tensor2)
    ))
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.tensor1_ = SavedVariable(tensor1, False)
    grad_fn.tensor1_dtype = tensor1._impl.dtype
    grad_fn.tensor2_ = SavedVariable(tensor2, False)
    grad_fn.tensor2_dtype = tensor2._impl.dtype
    grad_fn.value = value
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.addcmul_.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def addcmul_out(ks, self, tensor1, tensor2, value, out):
    if _fw.enabled:
        check_no_fw_grad_out("addcmul_out", self, tensor1, tensor2, out)
    if compute_requires_grad(self, tensor1, tensor2) or compute_requires_grad(out):
        raise RuntimeError(
            "addcmul(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.addcmul_out.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def addcdiv(ks, self, tensor1, tensor2, value):
    if _fw.enabled:
        check_no_fw_grad("addcdiv", self, tensor1, tensor2)
    grad_fn = new_node(nodes.AddcdivBackward0, self, tensor1, tensor2)
    if grad_fn is None:
        return ops.addcdiv.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.tensor1_ = SavedVariable(tensor1, False)
    grad_fn.tensor1_dtype = tensor1._impl.dtype
    grad_fn.tensor2_ = SavedVariable(tensor2, False)
    grad_fn.tensor2_dtype = tensor2._impl.dtype
    grad_fn.value = value
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.addcdiv.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def addcdiv_(ks, self, tensor1, tensor2, value):
    if _fw.enabled:
        check_no_fw_grad("addcdiv_", self, tensor1, tensor2)
    _any_requires_grad = any_requires_grad(self, tensor1, tensor2)
    if not _any_requires_grad:
        ops.addcdiv_.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddcdivBackward0((
        gradient_edge(self), gradient_edge(tensor1), gradient_edge(tensor2)
    ))
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.tensor1_ = SavedVariable(tensor1, False)
    grad_fn.tensor1_dtype = tensor1._impl.dtype
    grad_fn.tensor2_ = SavedVariable(tensor2, False)
    grad_fn.tensor2_dtype = tensor2._impl.dtype
    grad_fn.value = value
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.addcdiv_.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def addcdiv_out(ks, self, tensor1, tensor2, value, out):
    if _fw.enabled:
        check_no_fw_grad_out("addcdiv_out", self, tensor1, tensor2, out)
    if compute_requires_grad(self, tensor1, tensor2) or compute_requires_grad(out):
        raise RuntimeError(
            "addcdiv(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.addcdiv_out.redispatch(ks & AFTER_AUTOGRAD, self, tensor1, tensor2, value, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def clamp(ks, self, min, max):
    grad_fn = new_node(nodes.ClampBackward1, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.clamp.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.clamp.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_clamp(result, self, min, max)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.min = min
    grad_fn.max = max
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_clamp(result, self, min, max)
    return result


def clamp_(ks, self, min, max):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.clamp_.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.clamp_.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_clamp(self, _fw_self, min, max, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ClampBackward1((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.min = min
    grad_fn.max = max
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp_.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_clamp(self, _fw_self, min, max, _inplace=True)
    return self


def clamp_out(ks, self, min, max, out):
    if _fw.enabled:
        check_no_fw_grad_out("clamp_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "clamp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.clamp_out.redispatch(ks & AFTER_AUTOGRAD, self, min, max, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def clamp_Tensor(ks, self, min, max):
    if _fw.enabled:
        check_no_fw_grad("clamp", self, min, max)
    _any_requires_grad = compute_requires_grad(self, min, max)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ClampBackward0(collect_next_edges(self, min, max))
        grad_fn.self_ = SavedVariable(self, False)
        grad_fn.min_ = SavedVariable(min, False)
        grad_fn.max_ = SavedVariable(max, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def clamp__Tensor(ks, self, min, max):
    if _fw.enabled:
        check_no_fw_grad("clamp_", self, min, max)
    _any_requires_grad = compute_requires_grad(self, min, max)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ClampBackward0(collect_next_edges(self, min, max))
        original_self = self.clone()
        grad_fn.self_ = SavedVariable(original_self, False)
        grad_fn.min_ = SavedVariable(min, False)
        grad_fn.max_ = SavedVariable(max, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def clamp_Tensor_out(ks, self, min, max, out):
    if _fw.enabled:
        check_no_fw_grad_out("clamp_Tensor_out", self, min, max, out)
    if compute_requires_grad(self, min, max) or compute_requires_grad(out):
        raise RuntimeError(
            "clamp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.clamp_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, min, max, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def abs(ks, self):
    grad_fn = new_node(nodes.AbsBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.abs.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.abs.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_abs(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.abs.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_abs(result, self)
    return result


def abs_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.abs_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.abs_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_abs(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AbsBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.abs_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_abs(self, _fw_self, _inplace=True)
    return self


def abs_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("abs_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "abs(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.abs_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def neg(ks, self):
    grad_fn = new_node(nodes.NegBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.neg.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.neg.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_neg(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.neg.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_neg(result, self)
    return result


def neg_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.neg_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.neg_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_neg(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.NegBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.neg_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_neg(self, self, _inplace=True)
    return self


def neg_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("neg_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "neg(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.neg_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sign(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sign", self)
    grad_fn = new_node(nodes.SignBackward0, self)
    if grad_fn is None:
        return ops.sign.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sign.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def sign_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sign_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.sign_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SignBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sign_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def sign_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sign_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sign(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sign_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def exp(ks, self):
    grad_fn = new_node(nodes.ExpBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.exp.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.exp.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_exp(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.exp.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_exp(result, self)
    return result


def exp_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.exp_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.exp_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_exp(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ExpBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.exp_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_exp(self, self, _inplace=True)
    return self


def exp_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("exp_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "exp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.exp_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def exp2(ks, self):
    grad_fn = new_node(nodes.Exp2Backward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.exp2.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.exp2.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_exp2(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.exp2.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_exp2(result, self)
    return result


def exp2_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.exp2_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.exp2_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_exp2(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Exp2Backward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.exp2_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_exp2(self, self, _inplace=True)
    return self


def exp2_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("exp2_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "exp2(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.exp2_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def expm1(ks, self):
    grad_fn = new_node(nodes.Expm1Backward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.expm1.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.expm1.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_expm1(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.expm1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_expm1(result, self)
    return result


def expm1_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.expm1_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.expm1_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_expm1(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Expm1Backward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.expm1_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_expm1(self, self, _inplace=True)
    return self


def expm1_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("expm1_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "expm1(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.expm1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def log(ks, self):
    grad_fn = new_node(nodes.LogBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.log.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.log.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.log.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_log(result, self)
    return result


def log_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.log_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.log_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LogBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.log_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_log(self, _fw_self, _inplace=True)
    return self


def log_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("log_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "log(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.log_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def log2(ks, self):
    grad_fn = new_node(nodes.Log2Backward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.log2.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.log2.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log2(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.log2.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_log2(result, self)
    return result


def log2_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.log2_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.log2_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log2(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Log2Backward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.log2_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_log2(self, _fw_self, _inplace=True)
    return self


def log2_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("log2_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "log2(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.log2_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def log10(ks, self):
    grad_fn = new_node(nodes.Log10Backward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.log10.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.log10.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log10(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.log10.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_log10(result, self)
    return result


def log10_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.log10_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.log10_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log10(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Log10Backward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.log10_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_log10(self, _fw_self, _inplace=True)
    return self


def log10_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("log10_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "log10(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.log10_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def log1p(ks, self):
    grad_fn = new_node(nodes.Log1PBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.log1p.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.log1p.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log1p(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.log1p.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_log1p(result, self)
    return result


def log1p_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.log1p_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.log1p_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_log1p(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Log1PBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.log1p_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_log1p(self, _fw_self, _inplace=True)
    return self


def log1p_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("log1p_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "log1p(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.log1p_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sqrt(ks, self):
    grad_fn = new_node(nodes.SqrtBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sqrt.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sqrt.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sqrt(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sqrt.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_sqrt(result, self)
    return result


def sqrt_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.sqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.sqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sqrt(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SqrtBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_sqrt(self, self, _inplace=True)
    return self


def sqrt_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sqrt_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sqrt(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sqrt_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def rsqrt(ks, self):
    grad_fn = new_node(nodes.RsqrtBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.rsqrt.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.rsqrt.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_rsqrt(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.rsqrt.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_rsqrt(result, self)
    return result


def rsqrt_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.rsqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.rsqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_rsqrt(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RsqrtBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.rsqrt_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_rsqrt(self, self, _inplace=True)
    return self


def rsqrt_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("rsqrt_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "rsqrt(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.rsqrt_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def reciprocal(ks, self):
    grad_fn = new_node(nodes.ReciprocalBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.reciprocal.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.reciprocal.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_reciprocal(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.reciprocal.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_reciprocal(result, self)
    return result


def reciprocal_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.reciprocal_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.reciprocal_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_reciprocal(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ReciprocalBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.reciprocal_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_reciprocal(self, self, _inplace=True)
    return self


def reciprocal_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("reciprocal_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "reciprocal(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.reciprocal_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sin(ks, self):
    grad_fn = new_node(nodes.SinBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sin.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sin.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sin(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sin.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_sin(result, self)
    return result


def sin_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.sin_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.sin_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sin(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SinBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sin_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_sin(self, _fw_self, _inplace=True)
    return self


def sin_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sin_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sin(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sin_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cos(ks, self):
    grad_fn = new_node(nodes.CosBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.cos.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.cos.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_cos(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cos.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_cos(result, self)
    return result


def cos_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.cos_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.cos_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_cos(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CosBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.cos_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_cos(self, _fw_self, _inplace=True)
    return self


def cos_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("cos_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "cos(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cos_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def tan(ks, self):
    grad_fn = new_node(nodes.TanBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.tan.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.tan.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_tan(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.tan.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_tan(result, self)
    return result


def tan_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.tan_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.tan_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_tan(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TanBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.tan_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_tan(self, self, _inplace=True)
    return self


def tan_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("tan_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "tan(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.tan_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def asin(ks, self):
    grad_fn = new_node(nodes.AsinBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.asin.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.asin.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_asin(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.asin.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_asin(result, self)
    return result


def asin_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.asin_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.asin_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_asin(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AsinBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.asin_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_asin(self, _fw_self, _inplace=True)
    return self


def asin_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("asin_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "asin(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.asin_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def acos(ks, self):
    grad_fn = new_node(nodes.AcosBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.acos.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.acos.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_acos(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.acos.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_acos(result, self)
    return result


def acos_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.acos_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.acos_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_acos(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AcosBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.acos_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_acos(self, _fw_self, _inplace=True)
    return self


def acos_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("acos_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "acos(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.acos_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def atan(ks, self):
    grad_fn = new_node(nodes.AtanBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.atan.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.atan.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_atan(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.atan.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_atan(result, self)
    return result


def atan_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.atan_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.atan_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_atan(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AtanBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.atan_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_atan(self, _fw_self, _inplace=True)
    return self


def atan_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("atan_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "atan(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.atan_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sinh(ks, self):
    grad_fn = new_node(nodes.SinhBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sinh.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sinh.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sinh(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sinh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_sinh(result, self)
    return result


def sinh_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.sinh_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.sinh_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sinh(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SinhBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sinh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_sinh(self, _fw_self, _inplace=True)
    return self


def sinh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sinh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sinh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sinh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cosh(ks, self):
    grad_fn = new_node(nodes.CoshBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.cosh.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.cosh.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_cosh(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cosh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_cosh(result, self)
    return result


def cosh_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.cosh_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.cosh_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_cosh(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CoshBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.cosh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_cosh(self, _fw_self, _inplace=True)
    return self


def cosh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("cosh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "cosh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cosh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def tanh(ks, self):
    grad_fn = new_node(nodes.TanhBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.tanh.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.tanh.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_tanh(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.tanh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_tanh(result, self)
    return result


def tanh_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.tanh_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.tanh_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_tanh(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TanhBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.tanh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_tanh(self, self, _inplace=True)
    return self


def tanh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("tanh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "tanh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.tanh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sigmoid(ks, self):
    grad_fn = new_node(nodes.SigmoidBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sigmoid.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sigmoid.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sigmoid(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sigmoid.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_sigmoid(result, self)
    return result


def sigmoid_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.sigmoid_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.sigmoid_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sigmoid(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SigmoidBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sigmoid_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_sigmoid(self, self, _inplace=True)
    return self


def sigmoid_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sigmoid_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sigmoid(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sigmoid_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def erf(ks, self):
    grad_fn = new_node(nodes.ErfBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.erf.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.erf.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_erf(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.erf.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_erf(result, self)
    return result


def erf_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.erf_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.erf_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_erf(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ErfBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.erf_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_erf(self, _fw_self, _inplace=True)
    return self


def erf_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("erf_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "erf(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.erf_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def floor(ks, self):
    if _fw.enabled:
        check_no_fw_grad("floor", self)
    grad_fn = new_node(nodes.FloorBackward0, self)
    if grad_fn is None:
        return ops.floor.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.floor.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def floor_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("floor_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.floor_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.FloorBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.floor_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def floor_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("floor_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "floor(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.floor_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ceil(ks, self):
    if _fw.enabled:
        check_no_fw_grad("ceil", self)
    grad_fn = new_node(nodes.CeilBackward0, self)
    if grad_fn is None:
        return ops.ceil.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.ceil.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def ceil_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("ceil_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.ceil_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CeilBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.ceil_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def ceil_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("ceil_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "ceil(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ceil_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def trunc(ks, self):
    if _fw.enabled:
        check_no_fw_grad("trunc", self)
    grad_fn = new_node(nodes.TruncBackward0, self)
    if grad_fn is None:
        return ops.trunc.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.trunc.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def trunc_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("trunc_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.trunc_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TruncBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.trunc_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def trunc_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("trunc_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "trunc(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.trunc_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def round(ks, self):
    if _fw.enabled:
        check_no_fw_grad("round", self)
    grad_fn = new_node(nodes.RoundBackward0, self)
    if grad_fn is None:
        return ops.round.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.round.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def round_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("round_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.round_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RoundBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.round_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def round_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("round_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "round(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.round_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def frac(ks, self):
    if _fw.enabled:
        check_no_fw_grad("frac", self)
    grad_fn = new_node(nodes.FracBackward0, self)
    if grad_fn is None:
        return ops.frac.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.frac.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def frac_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("frac_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.frac_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.FracBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.frac_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def frac_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("frac_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "frac(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.frac_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def relu(ks, self):
    grad_fn = new_node(nodes.ReluBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.relu.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.relu.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_relu(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.relu.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw_relu(result, self)
    return result


def relu_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.relu_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.relu_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_relu(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ReluBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.relu_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    if _fw.enabled:
        _fw_relu(self, self, _inplace=True)
    return self


def relu_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("relu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "relu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.relu_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def silu(ks, self):
    grad_fn = new_node(nodes.SiluBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.silu.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.silu.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_silu(result, self)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.silu.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_silu(result, self)
    return result


def silu_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.silu_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.silu_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_silu(self, _fw_self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SiluBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.silu_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_silu(self, _fw_self, _inplace=True)
    return self


def silu_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("silu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "silu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.silu_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_not(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_not.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_not_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_not_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logical_not_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logical_not_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_not(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_not.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_not_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_not_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bitwise_not_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bitwise_not_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def round_decimals(ks, self, decimals):
    if _fw.enabled:
        check_no_fw_grad("round", self)
    grad_fn = new_node(nodes.RoundBackward1, self)
    if grad_fn is None:
        return ops.round_decimals.redispatch(ks & AFTER_AUTOGRAD, self, decimals)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.round_decimals.redispatch(ks & AFTER_AUTOGRAD, self, decimals)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def round__decimals(ks, self, decimals):
    if _fw.enabled:
        check_no_fw_grad("round_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.round__decimals.redispatch(ks & AFTER_AUTOGRAD, self, decimals)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RoundBackward1((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.round__decimals.redispatch(ks & AFTER_AUTOGRAD, self, decimals)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def round_decimals_out(ks, self, decimals, out):
    if _fw.enabled:
        check_no_fw_grad_out("round_decimals_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "round(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.round_decimals_out.redispatch(ks & AFTER_AUTOGRAD, self, decimals, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gelu(ks, self, approximate):
    grad_fn = new_node(nodes.GeluBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.gelu.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.gelu.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_gelu(result, self, approximate)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.approximate = approximate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.gelu.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_gelu(result, self, approximate)
    return result


def gelu_(ks, self, approximate):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.gelu_.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.gelu_.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_gelu(self, _fw_self, approximate, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.GeluBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.approximate = approximate
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.gelu_.redispatch(ks & AFTER_AUTOGRAD, self, approximate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_gelu(self, _fw_self, approximate, _inplace=True)
    return self


def gelu_out(ks, self, approximate, out):
    if _fw.enabled:
        check_no_fw_grad_out("gelu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "gelu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gelu_out.redispatch(ks & AFTER_AUTOGRAD, self, approximate, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def softplus(ks, self, beta, threshold):
    grad_fn = new_node(nodes.SoftplusBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.softplus.redispatch(ks & AFTER_AUTOGRAD, self, beta, threshold)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.softplus.redispatch(ks & AFTER_AUTOGRAD, self, beta, threshold)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_softplus(result, self, beta, threshold)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.beta = beta
    grad_fn.threshold = threshold
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.softplus.redispatch(ks & AFTER_AUTOGRAD, self, beta, threshold)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_softplus(result, self, beta, threshold)
    return result


def softplus_out(ks, self, beta, threshold, out):
    if _fw.enabled:
        check_no_fw_grad_out("softplus_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "softplus(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.softplus_out.redispatch(ks & AFTER_AUTOGRAD, self, beta, threshold, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def leaky_relu(ks, self, negative_slope):
    grad_fn = new_node(nodes.LeakyReluBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.leaky_relu.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.leaky_relu.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_leaky_relu(result, self, negative_slope)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.negative_slope = negative_slope
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.leaky_relu.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_leaky_relu(result, self, negative_slope)
    return result


def leaky_relu_(ks, self, negative_slope):
    if _fw.enabled:
        check_no_fw_grad("leaky_relu_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.leaky_relu_.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LeakyReluBackward1((gradient_edge(self),))
    grad_fn.negative_slope = negative_slope
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.leaky_relu_.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def leaky_relu_out(ks, self, negative_slope, out):
    if _fw.enabled:
        check_no_fw_grad_out("leaky_relu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "leaky_relu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.leaky_relu_out.redispatch(ks & AFTER_AUTOGRAD, self, negative_slope, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def elu(ks, self, alpha, scale, input_scale):
    grad_fn = new_node(nodes.EluBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.elu.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.elu.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_elu(result, self, alpha, scale, input_scale)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.alpha = alpha
    grad_fn.scale = scale
    grad_fn.input_scale = input_scale
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.elu.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_elu(result, self, alpha, scale, input_scale)
    return result


def elu_(ks, self, alpha, scale, input_scale):
    if _fw.enabled:
        check_no_fw_grad("elu_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.elu_.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale)
        return self
    check_inplace(self, True)
    grad_fn = nodes.EluBackward1((gradient_edge(self),))
    grad_fn.alpha = alpha
    grad_fn.scale = scale
    grad_fn.input_scale = input_scale
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.elu_.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def elu_out(ks, self, alpha, scale, input_scale, out):
    if _fw.enabled:
        check_no_fw_grad_out("elu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "elu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.elu_out.redispatch(ks & AFTER_AUTOGRAD, self, alpha, scale, input_scale, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nan_to_num(ks, self, nan, posinf, neginf):
    if _fw.enabled:
        check_no_fw_grad("nan_to_num", self)
    grad_fn = new_node(nodes.NanToNumBackward0, self)
    if grad_fn is None:
        return ops.nan_to_num.redispatch(ks & AFTER_AUTOGRAD, self, nan, posinf, neginf)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nan_to_num.redispatch(ks & AFTER_AUTOGRAD, self, nan, posinf, neginf)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def nan_to_num_(ks, self, nan, posinf, neginf):
    if _fw.enabled:
        check_no_fw_grad("nan_to_num_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.nan_to_num_.redispatch(ks & AFTER_AUTOGRAD, self, nan, posinf, neginf)
        return self
    check_inplace(self, True)
    grad_fn = nodes.NanToNumBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.nan_to_num_.redispatch(ks & AFTER_AUTOGRAD, self, nan, posinf, neginf)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def nan_to_num_out(ks, self, nan, posinf, neginf, out):
    if _fw.enabled:
        check_no_fw_grad_out("nan_to_num_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "nan_to_num(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nan_to_num_out.redispatch(ks & AFTER_AUTOGRAD, self, nan, posinf, neginf, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isnan(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isnan.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isnan_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isnan_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isinf(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isinf.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isinf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isinf_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isfinite(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isfinite.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isfinite_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isfinite_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def zeros_out(ks, size, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.zeros_out.redispatch(ks & AFTER_AUTOGRAD, size, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ones_out(ks, size, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ones_out.redispatch(ks & AFTER_AUTOGRAD, size, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def full_out(ks, size, fill_value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.full_out.redispatch(ks & AFTER_AUTOGRAD, size, fill_value, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def empty_like(ks, self, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.empty_like.redispatch(
            ks & AFTER_AUTOGRAD, self, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def zeros_like(ks, self, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.zeros_like.redispatch(
            ks & AFTER_AUTOGRAD, self, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def ones_like(ks, self, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.ones_like.redispatch(
            ks & AFTER_AUTOGRAD, self, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def full_like(ks, self, fill_value, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.full_like.redispatch(
            ks & AFTER_AUTOGRAD, self, fill_value, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def arange_out(ks, end, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.arange_out.redispatch(ks & AFTER_AUTOGRAD, end, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def arange_start_out(ks, start, end, step, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.arange_start_out.redispatch(ks & AFTER_AUTOGRAD, start, end, step, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def linspace_out(ks, start, end, steps, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.linspace_out.redispatch(ks & AFTER_AUTOGRAD, start, end, steps, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logspace_out(ks, start, end, steps, base, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logspace_out.redispatch(ks & AFTER_AUTOGRAD, start, end, steps, base, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def eye_out(ks, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.eye_out.redispatch(ks & AFTER_AUTOGRAD, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def eye_m_out(ks, n, m, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.eye_m_out.redispatch(ks & AFTER_AUTOGRAD, n, m, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def uniform_(ks, self, from_, to, generator):
    if _fw.enabled:
        check_no_fw_grad("uniform_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.uniform_.redispatch(ks & AFTER_AUTOGRAD, self, from_, to, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.UniformBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.uniform_.redispatch(ks & AFTER_AUTOGRAD, self, from_, to, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def normal_(ks, self, mean, std, generator):
    if _fw.enabled:
        check_no_fw_grad("normal_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.normal_.redispatch(ks & AFTER_AUTOGRAD, self, mean, std, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.NormalBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.normal_.redispatch(ks & AFTER_AUTOGRAD, self, mean, std, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def random__from(ks, self, from_, to, generator):
    if _fw.enabled:
        check_no_fw_grad("random_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.random__from.redispatch(ks & AFTER_AUTOGRAD, self, from_, to, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RandomBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.random__from.redispatch(ks & AFTER_AUTOGRAD, self, from_, to, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def random__to(ks, self, to, generator):
    if _fw.enabled:
        check_no_fw_grad("random_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.random__to.redispatch(ks & AFTER_AUTOGRAD, self, to, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RandomBackward1((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.random__to.redispatch(ks & AFTER_AUTOGRAD, self, to, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def random_(ks, self, generator):
    if _fw.enabled:
        check_no_fw_grad("random_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.random_.redispatch(ks & AFTER_AUTOGRAD, self, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.RandomBackward2((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.random_.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def exponential_(ks, self, lambd, generator):
    if _fw.enabled:
        check_no_fw_grad("exponential_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.exponential_.redispatch(ks & AFTER_AUTOGRAD, self, lambd, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ExponentialBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.exponential_.redispatch(ks & AFTER_AUTOGRAD, self, lambd, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def bernoulli__Tensor(ks, self, p, generator):
    if _fw.enabled:
        check_no_fw_grad("bernoulli_", self, p)
    _any_requires_grad = any_requires_grad(self, p)
    if not _any_requires_grad:
        ops.bernoulli__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.BernoulliBackward1((gradient_edge(self), gradient_edge(p)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.bernoulli__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def bernoulli__float(ks, self, p, generator):
    if _fw.enabled:
        check_no_fw_grad("bernoulli_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.bernoulli__float.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.BernoulliBackward2((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.bernoulli__float.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def bernoulli(ks, self, generator):
    if _fw.enabled:
        check_no_fw_grad("bernoulli", self)
    grad_fn = new_node(nodes.BernoulliBackward0, self)
    if grad_fn is None:
        return ops.bernoulli.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.bernoulli.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def bernoulli_out(ks, self, generator, out):
    if _fw.enabled:
        check_no_fw_grad_out("bernoulli_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "bernoulli(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bernoulli_out.redispatch(ks & AFTER_AUTOGRAD, self, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bernoulli_p(ks, self, p, generator):
    if _fw.enabled:
        check_no_fw_grad("bernoulli", self)
    grad_fn = new_node(nodes.BernoulliBackward3, self)
    if grad_fn is None:
        return ops.bernoulli_p.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.bernoulli_p.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def multinomial(ks, self, num_samples, replacement, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.multinomial.redispatch(
            ks & AFTER_AUTOGRAD, self, num_samples, replacement, generator
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def multinomial_out(ks, self, num_samples, replacement, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.multinomial_out.redispatch(
            ks & AFTER_AUTOGRAD, self, num_samples, replacement, generator, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _standard_gamma(ks, self, generator):
    if _fw.enabled:
        check_no_fw_grad("_standard_gamma", self)
    grad_fn = new_node(nodes.StandardGammaBackward0, self)
    if grad_fn is None:
        return ops._standard_gamma.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._standard_gamma.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def _standard_gamma_grad(ks, self, output):
    if _fw.enabled:
        check_no_fw_grad("_standard_gamma_grad", self, output)
    grad_fn = new_node(nodes.StandardGammaGradBackward0, self, output)
    if grad_fn is None:
        return ops._standard_gamma_grad.redispatch(ks & AFTER_AUTOGRAD, self, output)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._standard_gamma_grad.redispatch(ks & AFTER_AUTOGRAD, self, output)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _sample_dirichlet(ks, self, generator):
    if _fw.enabled:
        check_no_fw_grad("_sample_dirichlet", self)
    grad_fn = new_node(nodes.SampleDirichletBackward0, self)
    if grad_fn is None:
        return ops._sample_dirichlet.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._sample_dirichlet.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _dirichlet_grad(ks, x, alpha, total):
    if _fw.enabled:
        check_no_fw_grad("_dirichlet_grad", x, alpha, total)
    grad_fn = new_node(nodes.DirichletGradBackward0, x, alpha, total)
    if grad_fn is None:
        return ops._dirichlet_grad.redispatch(ks & AFTER_AUTOGRAD, x, alpha, total)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._dirichlet_grad.redispatch(ks & AFTER_AUTOGRAD, x, alpha, total)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def poisson(ks, self, generator):
    if _fw.enabled:
        check_no_fw_grad("poisson", self)
    grad_fn = new_node(nodes.PoissonBackward0, self)
    if grad_fn is None:
        return ops.poisson.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.poisson.redispatch(ks & AFTER_AUTOGRAD, self, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def binomial(ks, count, prob, generator):
    if _fw.enabled:
        check_no_fw_grad("binomial", count, prob)
    grad_fn = new_node(nodes.BinomialBackward0, count, prob)
    if grad_fn is None:
        return ops.binomial.redispatch(ks & AFTER_AUTOGRAD, count, prob, generator)
    grad_fn.count_ = SavedVariable(count, False)
    grad_fn.prob_ = SavedVariable(prob, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.binomial.redispatch(ks & AFTER_AUTOGRAD, count, prob, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def randperm_out(ks, n, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randperm_out.redispatch(ks & AFTER_AUTOGRAD, n, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def rand_out(ks, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.rand_out.redispatch(ks & AFTER_AUTOGRAD, size, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randn_out(ks, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randn_out.redispatch(ks & AFTER_AUTOGRAD, size, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randint_out(ks, high, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randint_out.redispatch(ks & AFTER_AUTOGRAD, high, size, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randint_low_out(ks, low, high, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randint_low_out.redispatch(ks & AFTER_AUTOGRAD, low, high, size, generator, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def rand_like(ks, self, generator, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.rand_like.redispatch(
            ks & AFTER_AUTOGRAD, self, generator, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randn_like(ks, self, generator, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randn_like.redispatch(
            ks & AFTER_AUTOGRAD, self, generator, dtype, layout, device, pin_memory, memory_format
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randint_like(ks, self, high, generator, dtype, layout, device, pin_memory, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randint_like.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            high,
            generator,
            dtype,
            layout,
            device,
            pin_memory,
            memory_format,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def randint_like_low_dtype(
    ks, self, low, high, generator, dtype, layout, device, pin_memory, memory_format
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.randint_like_low_dtype.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            low,
            high,
            generator,
            dtype,
            layout,
            device,
            pin_memory,
            memory_format,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def normal_Tensor_float(ks, mean, std, generator):
    if _fw.enabled:
        check_no_fw_grad("normal", mean)
    grad_fn = new_node(nodes.NormalBackward1, mean)
    if grad_fn is None:
        return ops.normal_Tensor_float.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.normal_Tensor_float.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def normal_Tensor_float_out(ks, mean, std, generator, out):
    if _fw.enabled:
        check_no_fw_grad_out("normal_Tensor_float_out", mean, out)
    if compute_requires_grad(mean) or compute_requires_grad(out):
        raise RuntimeError(
            "normal(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.normal_Tensor_float_out.redispatch(
            ks & AFTER_AUTOGRAD, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def normal_float_Tensor(ks, mean, std, generator):
    if _fw.enabled:
        check_no_fw_grad("normal", std)
    grad_fn = new_node(nodes.NormalBackward2, std)
    if grad_fn is None:
        return ops.normal_float_Tensor.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.normal_float_Tensor.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def normal_float_Tensor_out(ks, mean, std, generator, out):
    if _fw.enabled:
        check_no_fw_grad_out("normal_float_Tensor_out", std, out)
    if compute_requires_grad(std) or compute_requires_grad(out):
        raise RuntimeError(
            "normal(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.normal_float_Tensor_out.redispatch(
            ks & AFTER_AUTOGRAD, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def normal_Tensor_Tensor(ks, mean, std, generator):
    if _fw.enabled:
        check_no_fw_grad("normal", mean, std)
    grad_fn = new_node(nodes.NormalBackward3, mean, std)
    if grad_fn is None:
        return ops.normal_Tensor_Tensor.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.normal_Tensor_Tensor.redispatch(ks & AFTER_AUTOGRAD, mean, std, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def normal_Tensor_Tensor_out(ks, mean, std, generator, out):
    if _fw.enabled:
        check_no_fw_grad_out("normal_Tensor_Tensor_out", mean, std, out)
    if compute_requires_grad(mean, std) or compute_requires_grad(out):
        raise RuntimeError(
            "normal(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.normal_Tensor_Tensor_out.redispatch(
            ks & AFTER_AUTOGRAD, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def normal_float_float_out(ks, mean, std, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.normal_float_float_out.redispatch(
            ks & AFTER_AUTOGRAD, mean, std, size, generator, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sum(ks, self, dtype):
    grad_fn = new_node(nodes.SumBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sum.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sum.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sum(result, self, dtype)
        return result
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sum.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_sum(result, self, dtype)
    return result


def sum_dim_IntList(ks, self, dim, keepdim, dtype):
    grad_fn = new_node(nodes.SumBackward1, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.sum_dim_IntList.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.sum_dim_IntList.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_sum_dim_IntList(result, self, dim, keepdim, dtype)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sum_dim_IntList.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_sum_dim_IntList(result, self, dim, keepdim, dtype)
    return result


def sum_IntList_out(ks, self, dim, keepdim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("sum_IntList_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sum_IntList_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sum_out(ks, self, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("sum_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sum_out.redispatch(ks & AFTER_AUTOGRAD, self, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mean(ks, self, dtype):
    grad_fn = new_node(nodes.MeanBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.mean.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mean.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mean(result, self, dtype)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_numel = self._impl.numel()
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mean.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_mean(result, self, dtype)
    return result


def mean_dim(ks, self, dim, keepdim, dtype):
    grad_fn = new_node(nodes.MeanBackward1, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.mean_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mean_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mean_dim(result, self, dim, keepdim, dtype)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_numel = self._impl.numel()
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mean_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_mean_dim(result, self, dim, keepdim, dtype)
    return result


def mean_out(ks, self, dim, keepdim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("mean_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "mean(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mean_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mean_dtype_out(ks, self, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("mean_dtype_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "mean(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mean_dtype_out.redispatch(ks & AFTER_AUTOGRAD, self, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def prod(ks, self, dtype):
    if _fw.enabled:
        check_no_fw_grad("prod", self)
    grad_fn = new_node(nodes.ProdBackward0, self)
    if grad_fn is None:
        return ops.prod.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.prod.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def prod_dim_int(ks, self, dim, keepdim, dtype):
    if _fw.enabled:
        check_no_fw_grad("prod", self)
    grad_fn = new_node(nodes.ProdBackward1, self)
    if grad_fn is None:
        return ops.prod_dim_int.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.prod_dim_int.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def prod_int_out(ks, self, dim, keepdim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("prod_int_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "prod(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.prod_int_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def amax(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("amax", self)
    grad_fn = new_node(nodes.AmaxBackward0, self)
    if grad_fn is None:
        return ops.amax.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.amax.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def amax_out(ks, self, dim, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("amax_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "amax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.amax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def amin(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("amin", self)
    grad_fn = new_node(nodes.AminBackward0, self)
    if grad_fn is None:
        return ops.amin.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.amin.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def amin_out(ks, self, dim, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("amin_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "amin(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.amin_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def max(ks, self):
    if _fw.enabled:
        check_no_fw_grad("max", self)
    grad_fn = new_node(nodes.MaxBackward1, self)
    if grad_fn is None:
        return ops.max.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.max.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def max_dim(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("max", self)
    grad_fn = new_node(nodes.MaxBackward0, self)
    if grad_fn is None:
        return ops.max_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.max_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def max_dim_max(ks, self, dim, keepdim, max, max_values):
    if _fw.enabled:
        check_no_fw_grad_out("max_dim_max", self, max, max_values)
    if compute_requires_grad(self) or compute_requires_grad(max, max_values):
        raise RuntimeError(
            "max(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.max_dim_max.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, max, max_values)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def min(ks, self):
    if _fw.enabled:
        check_no_fw_grad("min", self)
    grad_fn = new_node(nodes.MinBackward1, self)
    if grad_fn is None:
        return ops.min.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.min.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def min_dim(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("min", self)
    grad_fn = new_node(nodes.MinBackward0, self)
    if grad_fn is None:
        return ops.min_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.min_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def min_dim_min(ks, self, dim, keepdim, min, min_indices):
    if _fw.enabled:
        check_no_fw_grad_out("min_dim_min", self, min, min_indices)
    if compute_requires_grad(self) or compute_requires_grad(min, min_indices):
        raise RuntimeError(
            "min(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.min_dim_min.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, min, min_indices)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def argmax(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.argmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def argmax_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.argmax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def argmin(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.argmin.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def argmin_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.argmin_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all_dim(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all_dims(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all_dims.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all_dims_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all_dims_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def all_all_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.all_all_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any_dim(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any_dims(ks, self, dim, keepdim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any_dims.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any_dims_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any_dims_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def any_all_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.any_all_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def var_correction(ks, self, dim, correction, keepdim):
    if _fw.enabled:
        check_no_fw_grad("var", self)
    grad_fn = new_node(nodes.VarBackward0, self)
    if grad_fn is None:
        return ops.var_correction.redispatch(ks & AFTER_AUTOGRAD, self, dim, correction, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.correction = correction
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.var_correction.redispatch(ks & AFTER_AUTOGRAD, self, dim, correction, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def var_correction_out(ks, self, dim, correction, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("var_correction_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "var(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.var_correction_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def var_mean_correction(ks, self, dim, correction, keepdim):
    if _fw.enabled:
        check_no_fw_grad("var_mean", self)
    grad_fn = new_node(nodes.VarMeanBackward0, self)
    if grad_fn is None:
        return ops.var_mean_correction.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.correction = correction
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.var_mean_correction.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    return result


def std_correction(ks, self, dim, correction, keepdim):
    if _fw.enabled:
        check_no_fw_grad("std", self)
    grad_fn = new_node(nodes.StdBackward0, self)
    if grad_fn is None:
        return ops.std_correction.redispatch(ks & AFTER_AUTOGRAD, self, dim, correction, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.correction = correction
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.std_correction.redispatch(ks & AFTER_AUTOGRAD, self, dim, correction, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def std_correction_out(ks, self, dim, correction, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("std_correction_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "std(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.std_correction_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def std_mean_correction(ks, self, dim, correction, keepdim):
    if _fw.enabled:
        check_no_fw_grad("std_mean", self)
    grad_fn = new_node(nodes.StdMeanBackward0, self)
    if grad_fn is None:
        return ops.std_mean_correction.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.correction = correction
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.std_mean_correction.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, correction, keepdim
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.result0_ = SavedVariable(result[0], True)
    return result


def norm_Scalar(ks, self, p):
    if _fw.enabled:
        check_no_fw_grad("norm", self)
    grad_fn = new_node(nodes.NormBackward0, self)
    if grad_fn is None:
        return ops.norm_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, p)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.p = p
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.norm_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, p)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def norm_ScalarOpt_dim(ks, self, p, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("norm", self)
    grad_fn = new_node(nodes.NormBackward1, self)
    if grad_fn is None:
        return ops.norm_ScalarOpt_dim.redispatch(ks & AFTER_AUTOGRAD, self, p, dim, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.p = p
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.norm_ScalarOpt_dim.redispatch(ks & AFTER_AUTOGRAD, self, p, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def norm_out(ks, self, p, dim, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("norm_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "norm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.norm_out.redispatch(ks & AFTER_AUTOGRAD, self, p, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def linalg_vector_norm(ks, self, ord, dim, keepdim, dtype):
    if _fw.enabled:
        check_no_fw_grad("linalg_vector_norm", self)
    grad_fn = new_node(nodes.LinalgVectorNormBackward0, self)
    if grad_fn is None:
        return ops.linalg_vector_norm.redispatch(
            ks & AFTER_AUTOGRAD, self, ord, dim, keepdim, dtype
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.ord = ord
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_vector_norm.redispatch(
            ks & AFTER_AUTOGRAD, self, ord, dim, keepdim, dtype
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_vector_norm_out(ks, self, ord, dim, keepdim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("linalg_vector_norm_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "linalg_vector_norm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.linalg_vector_norm_out.redispatch(
            ks & AFTER_AUTOGRAD, self, ord, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def linalg_inv(ks, A):
    if _fw.enabled:
        check_no_fw_grad("linalg_inv", A)
    grad_fn = new_node(nodes.LinalgInvBackward0, A)
    if grad_fn is None:
        return ops.linalg_inv.redispatch(ks & AFTER_AUTOGRAD, A)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_inv.redispatch(ks & AFTER_AUTOGRAD, A)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_det(ks, A):
    if _fw.enabled:
        check_no_fw_grad("linalg_det", A)
    grad_fn = new_node(nodes.LinalgDetBackward0, A)
    if grad_fn is None:
        return ops.linalg_det.redispatch(ks & AFTER_AUTOGRAD, A)
    grad_fn.A_ = SavedVariable(A, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_det.redispatch(ks & AFTER_AUTOGRAD, A)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_slogdet(ks, A):
    if _fw.enabled:
        check_no_fw_grad("linalg_slogdet", A)
    grad_fn = new_node(nodes.LinalgSlogdetBackward0, A)
    if grad_fn is None:
        return ops.linalg_slogdet.redispatch(ks & AFTER_AUTOGRAD, A)
    grad_fn.A_ = SavedVariable(A, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_slogdet.redispatch(ks & AFTER_AUTOGRAD, A)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[1], grad_fn)
    return result


def linalg_solve(ks, A, B, left):
    if _fw.enabled:
        check_no_fw_grad("linalg_solve", A, B)
    grad_fn = new_node(nodes.LinalgSolveBackward0, A, B)
    if grad_fn is None:
        return ops.linalg_solve.redispatch(ks & AFTER_AUTOGRAD, A, B, left)
    grad_fn.A_ = SavedVariable(A, False)
    grad_fn.A_sizes = A._impl.sizes
    grad_fn.B_sizes = B._impl.sizes
    grad_fn.left = left
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_solve.redispatch(ks & AFTER_AUTOGRAD, A, B, left)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_cholesky(ks, self, upper):
    if _fw.enabled:
        check_no_fw_grad("linalg_cholesky", self)
    grad_fn = new_node(nodes.LinalgCholeskyBackward0, self)
    if grad_fn is None:
        return ops.linalg_cholesky.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    grad_fn.upper = upper
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_cholesky.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def _linalg_svd(ks, A, full_matrices, compute_uv, driver):
    if _fw.enabled:
        check_no_fw_grad("_linalg_svd", A)
    grad_fn = new_node(nodes.LinalgSvdBackward0, A)
    if grad_fn is None:
        return ops._linalg_svd.redispatch(ks & AFTER_AUTOGRAD, A, full_matrices, compute_uv, driver)
    grad_fn.full_matrices = full_matrices
    grad_fn.compute_uv = compute_uv
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._linalg_svd.redispatch(
            ks & AFTER_AUTOGRAD, A, full_matrices, compute_uv, driver
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1], result[2]), grad_fn)
    grad_fn.U_ = SavedVariable(result[0], True)
    grad_fn.S_ = SavedVariable(result[1], True)
    grad_fn.Vh_ = SavedVariable(result[2], True)
    return result


def linalg_eigh(ks, A, UPLO):
    if _fw.enabled:
        check_no_fw_grad("linalg_eigh", A)
    grad_fn = new_node(nodes.LinalgEighBackward0, A)
    if grad_fn is None:
        return ops.linalg_eigh.redispatch(ks & AFTER_AUTOGRAD, A, UPLO)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_eigh.redispatch(ks & AFTER_AUTOGRAD, A, UPLO)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.eigenvalues_ = SavedVariable(result[0], True)
    grad_fn.eigenvectors_ = SavedVariable(result[1], True)
    return result


def linalg_cross(ks, self, other, dim):
    if _fw.enabled:
        check_no_fw_grad("linalg_cross", self, other)
    grad_fn = new_node(nodes.LinalgCrossBackward0, self, other)
    if grad_fn is None:
        return ops.linalg_cross.redispatch(ks & AFTER_AUTOGRAD, self, other, dim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_cross.redispatch(ks & AFTER_AUTOGRAD, self, other, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def linalg_matrix_exp(ks, self):
    if _fw.enabled:
        check_no_fw_grad("linalg_matrix_exp", self)
    grad_fn = new_node(nodes.LinalgMatrixExpBackward0, self)
    if grad_fn is None:
        return ops.linalg_matrix_exp.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_matrix_exp.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def linalg_lu_factor_ex(ks, A, pivot, check_errors):
    if _fw.enabled:
        check_no_fw_grad("linalg_lu_factor_ex", A)
    grad_fn = new_node(nodes.LinalgLuFactorExBackward0, A)
    if grad_fn is None:
        return ops.linalg_lu_factor_ex.redispatch(ks & AFTER_AUTOGRAD, A, pivot, check_errors)
    grad_fn.pivot = pivot
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_lu_factor_ex.redispatch(ks & AFTER_AUTOGRAD, A, pivot, check_errors)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.LU_ = SavedVariable(result[0], True)
    grad_fn.pivots_ = SavedVariable(result[1], False)
    return result


def linalg_lu(ks, A, pivot):
    if _fw.enabled:
        check_no_fw_grad("linalg_lu", A)
    grad_fn = new_node(nodes.LinalgLuBackward0, A)
    if grad_fn is None:
        return ops.linalg_lu.redispatch(ks & AFTER_AUTOGRAD, A, pivot)
    grad_fn.pivot = pivot
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_lu.redispatch(ks & AFTER_AUTOGRAD, A, pivot)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[1], result[2]), grad_fn)
    grad_fn.P_ = SavedVariable(result[0], False)
    grad_fn.L_ = SavedVariable(result[1], True)
    grad_fn.U_ = SavedVariable(result[2], True)
    return result


def linalg_lu_solve(ks, LU, pivots, B, left, adjoint):
    if _fw.enabled:
        check_no_fw_grad("linalg_lu_solve", LU, B)
    grad_fn = new_node(nodes.LinalgLuSolveBackward0, LU, B)
    if grad_fn is not None:
        grad_fn.LU_ = SavedVariable(LU, False)
        grad_fn.pivots_ = SavedVariable(pivots, False)
        grad_fn.left = left
        grad_fn.adjoint = adjoint
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_lu_solve.redispatch(ks & AFTER_AUTOGRAD, LU, pivots, B, left, adjoint)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
        grad_fn.result_ = SavedVariable(result, True)
    return result


def lu_unpack(ks, LU_data, LU_pivots, unpack_data, unpack_pivots):
    if _fw.enabled:
        check_no_fw_grad("lu_unpack", LU_data)
    grad_fn = new_node(nodes.LuUnpackBackward0, LU_data)
    if grad_fn is not None:
        grad_fn.LU_data_sizes = LU_data._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.lu_unpack.redispatch(
            ks & AFTER_AUTOGRAD, LU_data, LU_pivots, unpack_data, unpack_pivots
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history((result[1], result[2]), grad_fn)
    return result


def linalg_inv_ex(ks, A, check_errors):
    if _fw.enabled:
        check_no_fw_grad("linalg_inv_ex", A)
    grad_fn = new_node(nodes.LinalgInvExBackward0, A)
    if grad_fn is None:
        return ops.linalg_inv_ex.redispatch(ks & AFTER_AUTOGRAD, A, check_errors)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_inv_ex.redispatch(ks & AFTER_AUTOGRAD, A, check_errors)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.inverse_ = SavedVariable(result[0], True)
    return result


def linalg_solve_triangular(ks, self, B, upper, left, unitriangular):
    if _fw.enabled:
        check_no_fw_grad("linalg_solve_triangular", self, B)
    grad_fn = new_node(nodes.LinalgSolveTriangularBackward0, self, B)
    if grad_fn is None:
        return ops.linalg_solve_triangular.redispatch(
            ks & AFTER_AUTOGRAD, self, B, upper, left, unitriangular
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.upper = upper
    grad_fn.left = left
    grad_fn.unitriangular = unitriangular
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_solve_triangular.redispatch(
            ks & AFTER_AUTOGRAD, self, B, upper, left, unitriangular
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def triangular_solve(ks, self, A, upper, transpose, unitriangular):
    if _fw.enabled:
        check_no_fw_grad("triangular_solve", self, A)
    grad_fn = new_node(nodes.TriangularSolveBackward0, self, A)
    if grad_fn is None:
        return ops.triangular_solve.redispatch(
            ks & AFTER_AUTOGRAD, self, A, upper, transpose, unitriangular
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.A_ = SavedVariable(A, False)
    grad_fn.upper = upper
    grad_fn.transpose = transpose
    grad_fn.unitriangular = unitriangular
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.triangular_solve.redispatch(
            ks & AFTER_AUTOGRAD, self, A, upper, transpose, unitriangular
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.solution_ = SavedVariable(result[0], True)
    return result


def linalg_cholesky_ex(ks, self, upper, check_errors):
    if _fw.enabled:
        check_no_fw_grad("linalg_cholesky_ex", self)
    grad_fn = new_node(nodes.LinalgCholeskyExBackward0, self)
    if grad_fn is None:
        return ops.linalg_cholesky_ex.redispatch(ks & AFTER_AUTOGRAD, self, upper, check_errors)
    grad_fn.upper = upper
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_cholesky_ex.redispatch(ks & AFTER_AUTOGRAD, self, upper, check_errors)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.L_ = SavedVariable(result[0], True)
    return result


def cholesky(ks, self, upper):
    if _fw.enabled:
        check_no_fw_grad("cholesky", self)
    grad_fn = new_node(nodes.CholeskyBackward0, self)
    if grad_fn is None:
        return ops.cholesky.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    grad_fn.upper = upper
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cholesky.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def cholesky_inverse(ks, self, upper):
    if _fw.enabled:
        check_no_fw_grad("cholesky_inverse", self)
    grad_fn = new_node(nodes.CholeskyInverseBackward0, self)
    if grad_fn is None:
        return ops.cholesky_inverse.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.upper = upper
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cholesky_inverse.redispatch(ks & AFTER_AUTOGRAD, self, upper)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def cholesky_solve(ks, self, input2, upper):
    if _fw.enabled:
        check_no_fw_grad("cholesky_solve", self, input2)
    grad_fn = new_node(nodes.CholeskySolveBackward0, self, input2)
    if grad_fn is None:
        return ops.cholesky_solve.redispatch(ks & AFTER_AUTOGRAD, self, input2, upper)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.input2_ = SavedVariable(input2, False)
    grad_fn.upper = upper
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cholesky_solve.redispatch(ks & AFTER_AUTOGRAD, self, input2, upper)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_ldl_factor_ex(ks, self, hermitian, check_errors):
    if _fw.enabled:
        check_no_fw_grad("linalg_ldl_factor_ex", self)
    grad_fn = new_node(nodes.LinalgLdlFactorExBackward0, self)
    if grad_fn is None:
        return ops.linalg_ldl_factor_ex.redispatch(
            ks & AFTER_AUTOGRAD, self, hermitian, check_errors
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_ldl_factor_ex.redispatch(
            ks & AFTER_AUTOGRAD, self, hermitian, check_errors
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    return result


def linalg_ldl_solve(ks, LD, pivots, B, hermitian):
    if _fw.enabled:
        check_no_fw_grad("linalg_ldl_solve", LD, B)
    grad_fn = new_node(nodes.LinalgLdlSolveBackward0, LD, B)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_ldl_solve.redispatch(ks & AFTER_AUTOGRAD, LD, pivots, B, hermitian)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def linalg_qr(ks, A, mode):
    if _fw.enabled:
        check_no_fw_grad("linalg_qr", A)
    grad_fn = new_node(nodes.LinalgQrBackward0, A)
    if grad_fn is None:
        return ops.linalg_qr.redispatch(ks & AFTER_AUTOGRAD, A, mode)
    grad_fn.mode = mode
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_qr.redispatch(ks & AFTER_AUTOGRAD, A, mode)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.Q_ = SavedVariable(result[0], True)
    grad_fn.R_ = SavedVariable(result[1], True)
    return result


def geqrf(ks, self):
    if _fw.enabled:
        check_no_fw_grad("geqrf", self)
    grad_fn = new_node(nodes.GeqrfBackward0, self)
    if grad_fn is None:
        return ops.geqrf.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.geqrf.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    return result


def linalg_householder_product(ks, input, tau):
    if _fw.enabled:
        check_no_fw_grad("linalg_householder_product", input, tau)
    grad_fn = new_node(nodes.LinalgHouseholderProductBackward0, input, tau)
    if grad_fn is None:
        return ops.linalg_householder_product.redispatch(ks & AFTER_AUTOGRAD, input, tau)
    grad_fn.input_ = SavedVariable(input, False)
    grad_fn.tau_ = SavedVariable(tau, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_householder_product.redispatch(ks & AFTER_AUTOGRAD, input, tau)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def ormqr(ks, self, input2, input3, left, transpose):
    if _fw.enabled:
        check_no_fw_grad("ormqr", self, input2, input3)
    grad_fn = new_node(nodes.OrmqrBackward0, self, input2, input3)
    if grad_fn is None:
        return ops.ormqr.redispatch(ks & AFTER_AUTOGRAD, self, input2, input3, left, transpose)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.input2_ = SavedVariable(input2, False)
    grad_fn.input3_ = SavedVariable(input3, False)
    grad_fn.left = left
    grad_fn.transpose = transpose
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.ormqr.redispatch(ks & AFTER_AUTOGRAD, self, input2, input3, left, transpose)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_lstsq(ks, self, b, rcond, driver):
    if _fw.enabled:
        check_no_fw_grad("linalg_lstsq", self, b)
    grad_fn = new_node(nodes.LinalgLstsqBackward0, self, b)
    if grad_fn is None:
        return ops.linalg_lstsq.redispatch(ks & AFTER_AUTOGRAD, self, b, rcond, driver)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.b_ = SavedVariable(b, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_lstsq.redispatch(ks & AFTER_AUTOGRAD, self, b, rcond, driver)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.solution_ = SavedVariable(result[0], True)
    return result


def linalg_pinv_atol_rtol_tensor(ks, self, atol, rtol, hermitian):
    if _fw.enabled:
        check_no_fw_grad("linalg_pinv", self)
    grad_fn = new_node(nodes.LinalgPinvBackward0, self)
    if grad_fn is not None:
        grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_pinv_atol_rtol_tensor.redispatch(
            ks & AFTER_AUTOGRAD, self, atol, rtol, hermitian
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
        grad_fn.result_ = SavedVariable(result, True)
    return result


def linalg_eig(ks, self):
    if _fw.enabled:
        check_no_fw_grad("linalg_eig", self)
    grad_fn = new_node(nodes.LinalgEigBackward0, self)
    if grad_fn is None:
        return ops.linalg_eig.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.linalg_eig.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    return result


def cumsum(ks, self, dim, dtype):
    if _fw.enabled:
        check_no_fw_grad("cumsum", self)
    grad_fn = new_node(nodes.CumsumBackward0, self)
    if grad_fn is None:
        return ops.cumsum.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cumsum.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def cumsum_(ks, self, dim, dtype):
    if _fw.enabled:
        check_no_fw_grad("cumsum_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.cumsum_.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CumsumBackward0((gradient_edge(self),))
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.cumsum_.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def cumsum_out(ks, self, dim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("cumsum_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "cumsum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cumsum_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cumprod(ks, self, dim, dtype):
    if _fw.enabled:
        check_no_fw_grad("cumprod", self)
    grad_fn = new_node(nodes.CumprodBackward0, self)
    if grad_fn is None:
        return ops.cumprod.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cumprod.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def cumprod_(ks, self, dim, dtype):
    if _fw.enabled:
        check_no_fw_grad("cumprod_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.cumprod_.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CumprodBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.cumprod_.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def cumprod_out(ks, self, dim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("cumprod_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "cumprod(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cumprod_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logsumexp(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("logsumexp", self)
    grad_fn = new_node(nodes.LogsumexpBackward0, self)
    if grad_fn is None:
        return ops.logsumexp.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.logsumexp.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def logsumexp_out(ks, self, dim, keepdim, out):
    if _fw.enabled:
        check_no_fw_grad_out("logsumexp_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "logsumexp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logsumexp_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _softmax(ks, self, dim, half_to_float):
    grad_fn = new_node(nodes.SoftmaxBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops._softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops._softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw__softmax(result, self, dim, half_to_float)
        return result
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw__softmax(result, self, dim, half_to_float)
    return result


def _softmax_out(ks, self, dim, half_to_float, out):
    if _fw.enabled:
        check_no_fw_grad_out("_softmax_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "_softmax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._softmax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _log_softmax(ks, self, dim, half_to_float):
    grad_fn = new_node(nodes.LogSoftmaxBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops._log_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops._log_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw__log_softmax(result, self, dim, half_to_float)
        return result
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._log_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    if _fw.enabled:
        _fw__log_softmax(result, self, dim, half_to_float)
    return result


def _log_softmax_out(ks, self, dim, half_to_float, out):
    if _fw.enabled:
        check_no_fw_grad_out("_log_softmax_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "_log_softmax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._log_softmax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def topk(ks, self, k, dim, largest, sorted):
    if _fw.enabled:
        check_no_fw_grad("topk", self)
    grad_fn = new_node(nodes.TopkBackward0, self)
    if grad_fn is None:
        return ops.topk.redispatch(ks & AFTER_AUTOGRAD, self, k, dim, largest, sorted)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.topk.redispatch(ks & AFTER_AUTOGRAD, self, k, dim, largest, sorted)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def topk_values(ks, self, k, dim, largest, sorted, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("topk_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "topk(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.topk_values.redispatch(
            ks & AFTER_AUTOGRAD, self, k, dim, largest, sorted, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sort(ks, self, dim, descending):
    if _fw.enabled:
        check_no_fw_grad("sort", self)
    grad_fn = new_node(nodes.SortBackward0, self)
    if grad_fn is None:
        return ops.sort.redispatch(ks & AFTER_AUTOGRAD, self, dim, descending)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sort.redispatch(ks & AFTER_AUTOGRAD, self, dim, descending)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def sort_stable(ks, self, stable, dim, descending):
    if _fw.enabled:
        check_no_fw_grad("sort", self)
    grad_fn = new_node(nodes.SortBackward1, self)
    if grad_fn is None:
        return ops.sort_stable.redispatch(ks & AFTER_AUTOGRAD, self, stable, dim, descending)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sort_stable.redispatch(ks & AFTER_AUTOGRAD, self, stable, dim, descending)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def sort_values(ks, self, dim, descending, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("sort_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "sort(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sort_values.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, descending, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sort_values_stable(ks, self, stable, dim, descending, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("sort_values_stable", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "sort(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sort_values_stable.redispatch(
            ks & AFTER_AUTOGRAD, self, stable, dim, descending, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def view(ks, self, size):
    grad_fn = new_node(nodes.ViewBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.view.redispatch(ks & AFTER_AUTOGRAD, self, size)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.view.redispatch(ks & AFTER_AUTOGRAD, self, size)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_view(result, self, size)
        return result
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.view.redispatch(ks & AFTER_AUTOGRAD, self, size)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_view(result, self, size)
    return result


def view_dtype(ks, self, dtype):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.view_dtype.redispatch(ks & AFTER_AUTOGRAD, self, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _unsafe_view(ks, self, size):
    grad_fn = new_node(nodes.UnsafeViewBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops._unsafe_view.redispatch(ks & AFTER_AUTOGRAD, self, size)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops._unsafe_view.redispatch(ks & AFTER_AUTOGRAD, self, size)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw__unsafe_view(result, self, size)
        return result
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._unsafe_view.redispatch(ks & AFTER_AUTOGRAD, self, size)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw__unsafe_view(result, self, size)
    return result


def alias(ks, self):
    grad_fn = new_node(nodes.AliasBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.alias.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.alias.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_alias(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.alias.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_alias(result, self)
    return result


def as_strided(ks, self, size, stride, storage_offset):
    if _fw.enabled:
        check_no_fw_grad("as_strided", self)
    grad_fn = new_node(nodes.AsStridedBackward0, self)
    if grad_fn is None:
        return ops.as_strided.redispatch(ks & AFTER_AUTOGRAD, self, size, stride, storage_offset)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_strides = self._impl.strides
    grad_fn.self_storage_offset = self._impl.storage_offset
    grad_fn.size = size
    grad_fn.stride = stride
    grad_fn.storage_offset = storage_offset
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.as_strided.redispatch(ks & AFTER_AUTOGRAD, self, size, stride, storage_offset)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def as_strided_(ks, self, size, stride, storage_offset):
    if _fw.enabled:
        check_no_fw_grad("as_strided_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.as_strided_.redispatch(ks & AFTER_AUTOGRAD, self, size, stride, storage_offset)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AsStridedBackward1((gradient_edge(self),))
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_strides = self._impl.strides
    grad_fn.self_storage_offset = self._impl.storage_offset
    grad_fn.size = size
    grad_fn.stride = stride
    grad_fn.storage_offset = storage_offset
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.as_strided_.redispatch(ks & AFTER_AUTOGRAD, self, size, stride, storage_offset)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def select_int(ks, self, dim, index):
    grad_fn = new_node(nodes.SelectBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.select_int.redispatch(ks & AFTER_AUTOGRAD, self, dim, index)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.select_int.redispatch(ks & AFTER_AUTOGRAD, self, dim, index)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_select_int(result, self, dim, index)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.index = index
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.select_int.redispatch(ks & AFTER_AUTOGRAD, self, dim, index)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_select_int(result, self, dim, index)
    return result


def slice_Tensor(ks, self, dim, start, end, step):
    grad_fn = new_node(nodes.SliceBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.slice_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, dim, start, end, step)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.slice_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, dim, start, end, step)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_slice_Tensor(result, self, dim, start, end, step)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.start = start
    grad_fn.end = end
    grad_fn.step = step
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.slice_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, dim, start, end, step)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_slice_Tensor(result, self, dim, start, end, step)
    return result


def unsqueeze(ks, self, dim):
    grad_fn = new_node(nodes.UnsqueezeBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.unsqueeze.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.unsqueeze.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_unsqueeze(result, self, dim)
        return result
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.unsqueeze.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_unsqueeze(result, self, dim)
    return result


def unsqueeze_(ks, self, dim):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.unsqueeze_.redispatch(ks & AFTER_AUTOGRAD, self, dim)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.unsqueeze_.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_unsqueeze_(self, self, dim, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.UnsqueezeBackward1((gradient_edge(self),))
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.unsqueeze_.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_unsqueeze_(self, self, dim, _inplace=True)
    return self


def expand(ks, self, size, implicit):
    grad_fn = new_node(nodes.ExpandBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.expand.redispatch(ks & AFTER_AUTOGRAD, self, size, implicit)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.expand.redispatch(ks & AFTER_AUTOGRAD, self, size, implicit)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_expand(result, self, size, implicit)
        return result
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.expand.redispatch(ks & AFTER_AUTOGRAD, self, size, implicit)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_expand(result, self, size, implicit)
    return result


def squeeze(ks, self):
    grad_fn = new_node(nodes.SqueezeBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.squeeze.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.squeeze.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze(result, self)
        return result
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.squeeze.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_squeeze(result, self)
    return result


def squeeze_dim(ks, self, dim):
    grad_fn = new_node(nodes.SqueezeBackward1, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.squeeze_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.squeeze_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze_dim(result, self, dim)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.squeeze_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_squeeze_dim(result, self, dim)
    return result


def squeeze_dims(ks, self, dim):
    grad_fn = new_node(nodes.SqueezeBackward2, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.squeeze_dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.squeeze_dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze_dims(result, self, dim)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.squeeze_dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_squeeze_dims(result, self, dim)
    return result


def squeeze_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.squeeze_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.squeeze_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze_(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SqueezeBackward3((gradient_edge(self),))
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.squeeze_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_squeeze_(self, self, _inplace=True)
    return self


def squeeze__dim(ks, self, dim):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.squeeze__dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.squeeze__dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze__dim(self, self, dim, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SqueezeBackward4((gradient_edge(self),))
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.squeeze__dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_squeeze__dim(self, self, dim, _inplace=True)
    return self


def squeeze__dims(ks, self, dim):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.squeeze__dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.squeeze__dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_squeeze__dims(self, self, dim, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SqueezeBackward5((gradient_edge(self),))
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.squeeze__dims.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_squeeze__dims(self, self, dim, _inplace=True)
    return self


def permute(ks, self, dims):
    grad_fn = new_node(nodes.PermuteBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.permute.redispatch(ks & AFTER_AUTOGRAD, self, dims)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.permute.redispatch(ks & AFTER_AUTOGRAD, self, dims)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_permute(result, self, dims)
        return result
    grad_fn.dims = dims
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.permute.redispatch(ks & AFTER_AUTOGRAD, self, dims)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_permute(result, self, dims)
    return result


def transpose_int(ks, self, dim0, dim1):
    grad_fn = new_node(nodes.TransposeBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.transpose_int.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.transpose_int.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_transpose_int(result, self, dim0, dim1)
        return result
    grad_fn.dim0 = dim0
    grad_fn.dim1 = dim1
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.transpose_int.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_transpose_int(result, self, dim0, dim1)
    return result


def transpose_(ks, self, dim0, dim1):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.transpose_.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.transpose_.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_transpose_(self, self, dim0, dim1, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TransposeBackward1((gradient_edge(self),))
    grad_fn.dim0 = dim0
    grad_fn.dim1 = dim1
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.transpose_.redispatch(ks & AFTER_AUTOGRAD, self, dim0, dim1)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_transpose_(self, self, dim0, dim1, _inplace=True)
    return self


def t(ks, self):
    grad_fn = new_node(nodes.TBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.t.redispatch(ks & AFTER_AUTOGRAD, self)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.t.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_t(result, self)
        return result
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.t.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_t(result, self)
    return result


def t_(ks, self):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.t_.redispatch(ks & AFTER_AUTOGRAD, self)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.t_.redispatch(ks & AFTER_AUTOGRAD, self)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_t_(self, self, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TBackward1((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.t_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_t_(self, self, _inplace=True)
    return self


def diagonal(ks, self, offset, dim1, dim2):
    if _fw.enabled:
        check_no_fw_grad("diagonal", self)
    grad_fn = new_node(nodes.DiagonalBackward0, self)
    if grad_fn is None:
        return ops.diagonal.redispatch(ks & AFTER_AUTOGRAD, self, offset, dim1, dim2)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.offset = offset
    grad_fn.dim1 = dim1
    grad_fn.dim2 = dim2
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.diagonal.redispatch(ks & AFTER_AUTOGRAD, self, offset, dim1, dim2)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def split_Tensor(ks, self, split_size, dim):
    grad_fn = new_node(nodes.SplitBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.split_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, split_size, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.split_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, split_size, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_split_Tensor(result, self, split_size, dim)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.split_size = split_size
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.split_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, split_size, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_split_Tensor(result, self, split_size, dim)
    return result


def split_with_sizes(ks, self, split_sizes, dim):
    grad_fn = new_node(nodes.SplitWithSizesBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.split_with_sizes.redispatch(ks & AFTER_AUTOGRAD, self, split_sizes, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.split_with_sizes.redispatch(ks & AFTER_AUTOGRAD, self, split_sizes, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_split_with_sizes(result, self, split_sizes, dim)
        return result
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.split_sizes = split_sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.split_with_sizes.redispatch(ks & AFTER_AUTOGRAD, self, split_sizes, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_split_with_sizes(result, self, split_sizes, dim)
    return result


def unbind_int(ks, self, dim):
    grad_fn = new_node(nodes.UnbindBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.unbind_int.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.unbind_int.redispatch(ks & AFTER_AUTOGRAD, self, dim)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_unbind_int(result, self, dim)
        return result
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.unbind_int.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_unbind_int(result, self, dim)
    return result


def resize_(ks, self, size, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.resize_.redispatch(ks & AFTER_AUTOGRAD, self, size, memory_format)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cat(ks, tensors, dim):
    _any_requires_grad = compute_requires_grad(tensors)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.CatBackward0(collect_next_edges(tensors))
        grad_fn.tensors_size_ = len(tensors)
        grad_fn.tensors_sizes = [t._impl.sizes for t in tensors]
        grad_fn.tensors_dtype = [t._impl.dtype for t in tensors]
        grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cat.redispatch(ks & AFTER_AUTOGRAD, tensors, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw_cat(result, tensors, dim)
    return result


def cat_out(ks, tensors, dim, out):
    if _fw.enabled:
        check_no_fw_grad_out("cat_out", tensors, out)
    if compute_requires_grad(tensors) or compute_requires_grad(out):
        raise RuntimeError(
            "cat(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cat_out.redispatch(ks & AFTER_AUTOGRAD, tensors, dim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def stack(ks, tensors, dim):
    _any_requires_grad = compute_requires_grad(tensors)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.StackBackward0(collect_next_edges(tensors))
        grad_fn.tensors_size_ = len(tensors)
        grad_fn.tensors_dtype = [t._impl.dtype for t in tensors]
        grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.stack.redispatch(ks & AFTER_AUTOGRAD, tensors, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw_stack(result, tensors, dim)
    return result


def stack_out(ks, tensors, dim, out):
    if _fw.enabled:
        check_no_fw_grad_out("stack_out", tensors, out)
    if compute_requires_grad(tensors) or compute_requires_grad(out):
        raise RuntimeError(
            "stack(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.stack_out.redispatch(ks & AFTER_AUTOGRAD, tensors, dim, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def flip(ks, self, dims):
    if _fw.enabled:
        check_no_fw_grad("flip", self)
    grad_fn = new_node(nodes.FlipBackward0, self)
    if grad_fn is None:
        return ops.flip.redispatch(ks & AFTER_AUTOGRAD, self, dims)
    grad_fn.dims = dims
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.flip.redispatch(ks & AFTER_AUTOGRAD, self, dims)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def roll(ks, self, shifts, dims):
    if _fw.enabled:
        check_no_fw_grad("roll", self)
    grad_fn = new_node(nodes.RollBackward0, self)
    if grad_fn is None:
        return ops.roll.redispatch(ks & AFTER_AUTOGRAD, self, shifts, dims)
    grad_fn.shifts = shifts
    grad_fn.dims = dims
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.roll.redispatch(ks & AFTER_AUTOGRAD, self, shifts, dims)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def repeat(ks, self, repeats):
    if _fw.enabled:
        check_no_fw_grad("repeat", self)
    grad_fn = new_node(nodes.RepeatBackward0, self)
    if grad_fn is None:
        return ops.repeat.redispatch(ks & AFTER_AUTOGRAD, self, repeats)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.repeats = repeats
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.repeat.redispatch(ks & AFTER_AUTOGRAD, self, repeats)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def repeat_interleave_Tensor(ks, repeats, output_size):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.repeat_interleave_Tensor.redispatch(ks & AFTER_AUTOGRAD, repeats, output_size)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def tril(ks, self, diagonal):
    if _fw.enabled:
        check_no_fw_grad("tril", self)
    grad_fn = new_node(nodes.TrilBackward0, self)
    if grad_fn is None:
        return ops.tril.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    grad_fn.diagonal = diagonal
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.tril.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def tril_(ks, self, diagonal):
    if _fw.enabled:
        check_no_fw_grad("tril_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.tril_.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TrilBackward0((gradient_edge(self),))
    grad_fn.diagonal = diagonal
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.tril_.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def tril_out(ks, self, diagonal, out):
    if _fw.enabled:
        check_no_fw_grad_out("tril_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "tril(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.tril_out.redispatch(ks & AFTER_AUTOGRAD, self, diagonal, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def triu(ks, self, diagonal):
    if _fw.enabled:
        check_no_fw_grad("triu", self)
    grad_fn = new_node(nodes.TriuBackward0, self)
    if grad_fn is None:
        return ops.triu.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    grad_fn.diagonal = diagonal
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.triu.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def triu_(ks, self, diagonal):
    if _fw.enabled:
        check_no_fw_grad("triu_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.triu_.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
        return self
    check_inplace(self, True)
    grad_fn = nodes.TriuBackward0((gradient_edge(self),))
    grad_fn.diagonal = diagonal
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.triu_.redispatch(ks & AFTER_AUTOGRAD, self, diagonal)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def triu_out(ks, self, diagonal, out):
    if _fw.enabled:
        check_no_fw_grad_out("triu_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "triu(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.triu_out.redispatch(ks & AFTER_AUTOGRAD, self, diagonal, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def index_Tensor(ks, self, indices):
    if _fw.enabled:
        check_no_fw_grad("index", self)
    grad_fn = new_node(nodes.IndexBackward0, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.indices_ = [SavedVariable(t, False) for t in indices]
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, indices)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_Tensor_out(ks, self, indices, out):
    if _fw.enabled:
        check_no_fw_grad_out("index_Tensor_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "index(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.index_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, indices, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def index_put_(ks, self, indices, values, accumulate):
    if _fw.enabled:
        check_no_fw_grad("index_put_", self, values)
    _any_requires_grad = any_requires_grad(self, values)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.IndexPutBackward0((gradient_edge(self), gradient_edge(values)))
        grad_fn.indices_ = [SavedVariable(t, False) for t in indices]
        grad_fn.values_ = SavedVariable(values, False)
        grad_fn.accumulate = accumulate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.index_put_.redispatch(ks & AFTER_AUTOGRAD, self, indices, values, accumulate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_put(ks, self, indices, values, accumulate):
    if _fw.enabled:
        check_no_fw_grad("index_put", self, values)
    grad_fn = new_node(nodes.IndexPutBackward0, self, values)
    if grad_fn is not None:
        grad_fn.indices_ = [SavedVariable(t, False) for t in indices]
        grad_fn.values_ = SavedVariable(values, False)
        grad_fn.accumulate = accumulate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_put.redispatch(ks & AFTER_AUTOGRAD, self, indices, values, accumulate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_select(ks, self, dim, index):
    if _fw.enabled:
        check_no_fw_grad("index_select", self)
    grad_fn = new_node(nodes.IndexSelectBackward0, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_select.redispatch(ks & AFTER_AUTOGRAD, self, dim, index)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_select_out(ks, self, dim, index, out):
    if _fw.enabled:
        check_no_fw_grad_out("index_select_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "index_select(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.index_select_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gather(ks, self, dim, index, sparse_grad):
    if _fw.enabled:
        check_no_fw_grad("gather", self)
    grad_fn = new_node(nodes.GatherBackward0, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.gather.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, sparse_grad)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def gather_out(ks, self, dim, index, sparse_grad, out):
    if _fw.enabled:
        check_no_fw_grad_out("gather_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "gather(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gather_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, sparse_grad, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_src(ks, self, dim, index, src):
    if _fw.enabled:
        check_no_fw_grad("scatter", self, src)
    grad_fn = new_node(nodes.ScatterBackward0, self, src)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_sizes = src._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_src.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def scatter__src(ks, self, dim, index, src):
    if _fw.enabled:
        check_no_fw_grad("scatter_", self, src)
    _any_requires_grad = any_requires_grad(self, src)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterBackward0((gradient_edge(self), gradient_edge(src)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_sizes = src._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter__src.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_src_out(ks, self, dim, index, src, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_src_out", self, src, out)
    if compute_requires_grad(self, src) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_src_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_value(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("scatter", self)
    grad_fn = new_node(nodes.ScatterBackward1, self)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_value.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def scatter__value(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("scatter_", self)
    _any_requires_grad = any_requires_grad(self)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterBackward1((gradient_edge(self),))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter__value.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_value_out(ks, self, dim, index, value, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_value_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_value_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_reduce(ks, self, dim, index, src, reduce):
    if _fw.enabled:
        check_no_fw_grad("scatter", self, src)
    grad_fn = new_node(nodes.ScatterBackward2, self, src)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_ = SavedVariable(src, False)
        grad_fn.reduce = reduce
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_reduce.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src, reduce)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
        grad_fn.result_ = SavedVariable(result, True)
    return result


def scatter__reduce(ks, self, dim, index, src, reduce):
    if _fw.enabled:
        check_no_fw_grad("scatter_", self, src)
    _any_requires_grad = any_requires_grad(self, src)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterBackward2((gradient_edge(self), gradient_edge(src)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_ = SavedVariable(src, False)
        grad_fn.reduce = reduce
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter__reduce.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src, reduce)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, True)
    return self


def scatter_reduce_out(ks, self, dim, index, src, reduce, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_reduce_out", self, src, out)
    if compute_requires_grad(self, src) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_reduce_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, src, reduce, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_value_reduce(ks, self, dim, index, value, reduce):
    if _fw.enabled:
        check_no_fw_grad("scatter", self)
    grad_fn = new_node(nodes.ScatterBackward3, self)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.value = value
        grad_fn.reduce = reduce
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_value_reduce.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, value, reduce
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def scatter__value_reduce(ks, self, dim, index, value, reduce):
    if _fw.enabled:
        check_no_fw_grad("scatter_", self)
    _any_requires_grad = any_requires_grad(self)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterBackward3((gradient_edge(self),))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.value = value
        grad_fn.reduce = reduce
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter__value_reduce.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value, reduce)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_value_reduce_out(ks, self, dim, index, value, reduce, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_value_reduce_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_value_reduce_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, value, reduce, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_add(ks, self, dim, index, src):
    if _fw.enabled:
        check_no_fw_grad("scatter_add", self, src)
    grad_fn = new_node(nodes.ScatterAddBackward0, self, src)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_sizes = src._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_add.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def scatter_add_(ks, self, dim, index, src):
    if _fw.enabled:
        check_no_fw_grad("scatter_add_", self, src)
    _any_requires_grad = any_requires_grad(self, src)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterAddBackward0((gradient_edge(self), gradient_edge(src)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_sizes = src._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter_add_.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def scatter_add_out(ks, self, dim, index, src, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_add_out", self, src, out)
    if compute_requires_grad(self, src) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter_add(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_add_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, src, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def scatter_reduce_two(ks, self, dim, index, src, reduce, include_self):
    if _fw.enabled:
        check_no_fw_grad("scatter_reduce", self, src)
    grad_fn = new_node(nodes.ScatterReduceBackward0, self, src)
    if grad_fn is not None:
        grad_fn.self_ = SavedVariable(self, False)
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_ = SavedVariable(src, False)
        grad_fn.reduce = reduce
        grad_fn.include_self = include_self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.scatter_reduce_two.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, src, reduce, include_self
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
        grad_fn.result_ = SavedVariable(result, True)
    return result


def scatter_reduce__two(ks, self, dim, index, src, reduce, include_self):
    if _fw.enabled:
        check_no_fw_grad("scatter_reduce_", self, src)
    _any_requires_grad = any_requires_grad(self, src)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ScatterReduceBackward0((gradient_edge(self), gradient_edge(src)))
        original_self = self.clone()
        grad_fn.self_ = SavedVariable(original_self, False)
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.src_ = SavedVariable(src, False)
        grad_fn.reduce = reduce
        grad_fn.include_self = include_self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.scatter_reduce__two.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, src, reduce, include_self
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
        grad_fn.result_ = SavedVariable(self, True)
    return self


def scatter_reduce_two_out(ks, self, dim, index, src, reduce, include_self, out):
    if _fw.enabled:
        check_no_fw_grad_out("scatter_reduce_two_out", self, src, out)
    if compute_requires_grad(self, src) or compute_requires_grad(out):
        raise RuntimeError(
            "scatter_reduce(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.scatter_reduce_two_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, src, reduce, include_self, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def index_add(ks, self, dim, index, source, alpha):
    if _fw.enabled:
        check_no_fw_grad("index_add", self, source)
    grad_fn = new_node(nodes.IndexAddBackward0, self, source)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_dim = len(source._impl.sizes)
        grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_add.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, source, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_add_(ks, self, dim, index, source, alpha):
    if _fw.enabled:
        check_no_fw_grad("index_add_", self, source)
    _any_requires_grad = any_requires_grad(self, source)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.IndexAddBackward0((gradient_edge(self), gradient_edge(source)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_dim = len(source._impl.sizes)
        grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.index_add_.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, source, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_add_out(ks, self, dim, index, source, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("index_add_out", self, source, out)
    if compute_requires_grad(self, source) or compute_requires_grad(out):
        raise RuntimeError(
            "index_add(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.index_add_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, index, source, alpha, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def index_fill__int_Scalar(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("index_fill_", self)
    _any_requires_grad = any_requires_grad(self)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.IndexFillBackward0((gradient_edge(self),))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.index_fill__int_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_fill_int_Scalar(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("index_fill", self)
    grad_fn = new_node(nodes.IndexFillBackward0, self)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_fill_int_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_fill__int_Tensor(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("index_fill_", self, value)
    _any_requires_grad = any_requires_grad(self, value)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.IndexFillBackward1((gradient_edge(self), gradient_edge(value)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.index_fill__int_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_fill_int_Tensor(ks, self, dim, index, value):
    if _fw.enabled:
        check_no_fw_grad("index_fill", self, value)
    grad_fn = new_node(nodes.IndexFillBackward1, self, value)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_fill_int_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def masked_fill__Scalar(ks, self, mask, value):
    _any_requires_grad = any_requires_grad(self)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.MaskedFillBackward0((gradient_edge(self),))
        grad_fn.mask_ = SavedVariable(mask, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.masked_fill__Scalar.redispatch(ks & AFTER_AUTOGRAD, self, mask, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_masked_fill_Scalar(self, self, mask, value, _inplace=True)
    return self


def masked_fill_Scalar(ks, self, mask, value):
    grad_fn = new_node(nodes.MaskedFillBackward0, self)
    if grad_fn is not None:
        grad_fn.mask_ = SavedVariable(mask, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.masked_fill_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, mask, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw_masked_fill_Scalar(result, self, mask, value)
    return result


def masked_fill__Tensor(ks, self, mask, value):
    _any_requires_grad = any_requires_grad(self, value)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.MaskedFillBackward1((gradient_edge(self), gradient_edge(value)))
        grad_fn.mask_ = SavedVariable(mask, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.masked_fill__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, mask, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_masked_fill_Tensor(self, self, mask, value, _inplace=True)
    return self


def masked_fill_Tensor(ks, self, mask, value):
    grad_fn = new_node(nodes.MaskedFillBackward1, self, value)
    if grad_fn is not None:
        grad_fn.mask_ = SavedVariable(mask, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.masked_fill_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, mask, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    if _fw.enabled:
        _fw_masked_fill_Tensor(result, self, mask, value)
    return result


def masked_select(ks, self, mask):
    if _fw.enabled:
        check_no_fw_grad("masked_select", self)
    grad_fn = new_node(nodes.MaskedSelectBackward0, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.mask_ = SavedVariable(mask, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.masked_select.redispatch(ks & AFTER_AUTOGRAD, self, mask)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def masked_select_out(ks, self, mask, out):
    if _fw.enabled:
        check_no_fw_grad_out("masked_select_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "masked_select(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.masked_select_out.redispatch(ks & AFTER_AUTOGRAD, self, mask, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def masked_scatter_(ks, self, mask, source):
    if _fw.enabled:
        check_no_fw_grad("masked_scatter_", self, source)
    _any_requires_grad = any_requires_grad(self, source)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.MaskedScatterBackward0((gradient_edge(self), gradient_edge(source)))
        grad_fn.mask_ = SavedVariable(mask, False)
        grad_fn.source_sizes = source._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.masked_scatter_.redispatch(ks & AFTER_AUTOGRAD, self, mask, source)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def masked_scatter(ks, self, mask, source):
    if _fw.enabled:
        check_no_fw_grad("masked_scatter", self, source)
    grad_fn = new_node(nodes.MaskedScatterBackward0, self, source)
    if grad_fn is not None:
        grad_fn.mask_ = SavedVariable(mask, False)
        grad_fn.source_sizes = source._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.masked_scatter.redispatch(ks & AFTER_AUTOGRAD, self, mask, source)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def nonzero(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nonzero.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nonzero_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nonzero_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def take(ks, self, index):
    if _fw.enabled:
        check_no_fw_grad("take", self)
    grad_fn = new_node(nodes.TakeBackward0, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.index_ = SavedVariable(index, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.take.redispatch(ks & AFTER_AUTOGRAD, self, index)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def take_out(ks, self, index, out):
    if _fw.enabled:
        check_no_fw_grad_out("take_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "take(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.take_out.redispatch(ks & AFTER_AUTOGRAD, self, index, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def put_(ks, self, index, source, accumulate):
    if _fw.enabled:
        check_no_fw_grad("put_", self, source)
    _any_requires_grad = any_requires_grad(self, source)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.PutBackward0((gradient_edge(self), gradient_edge(source)))
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_ = SavedVariable(source, False)
        grad_fn.source_sizes = source._impl.sizes
        grad_fn.accumulate = accumulate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.put_.redispatch(ks & AFTER_AUTOGRAD, self, index, source, accumulate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def put(ks, self, index, source, accumulate):
    if _fw.enabled:
        check_no_fw_grad("put", self, source)
    grad_fn = new_node(nodes.PutBackward0, self, source)
    if grad_fn is not None:
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_ = SavedVariable(source, False)
        grad_fn.source_sizes = source._impl.sizes
        grad_fn.accumulate = accumulate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.put.redispatch(ks & AFTER_AUTOGRAD, self, index, source, accumulate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def mm(ks, self, mat2):
    grad_fn = new_node(nodes.MmBackward0, self, mat2)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.mm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mm(result, self, mat2)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_strides = self._impl.strides
    grad_fn.mat2_ = SavedVariable(mat2, False)
    grad_fn.mat2_sizes = mat2._impl.sizes
    grad_fn.mat2_strides = mat2._impl.strides
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_mm(result, self, mat2)
    return result


def mm_out(ks, self, mat2, out):
    if _fw.enabled:
        check_no_fw_grad_out("mm_out", self, mat2, out)
    if compute_requires_grad(self, mat2) or compute_requires_grad(out):
        raise RuntimeError(
            "mm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mm_out.redispatch(ks & AFTER_AUTOGRAD, self, mat2, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bmm(ks, self, mat2):
    grad_fn = new_node(nodes.BmmBackward0, self, mat2)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.bmm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.bmm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_bmm(result, self, mat2)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.mat2_ = SavedVariable(mat2, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.bmm.redispatch(ks & AFTER_AUTOGRAD, self, mat2)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_bmm(result, self, mat2)
    return result


def bmm_out(ks, self, mat2, out):
    if _fw.enabled:
        check_no_fw_grad_out("bmm_out", self, mat2, out)
    if compute_requires_grad(self, mat2) or compute_requires_grad(out):
        raise RuntimeError(
            "bmm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bmm_out.redispatch(ks & AFTER_AUTOGRAD, self, mat2, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mv(ks, self, vec):
    grad_fn = new_node(nodes.MvBackward0, self, vec)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.mv.redispatch(ks & AFTER_AUTOGRAD, self, vec)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mv.redispatch(ks & AFTER_AUTOGRAD, self, vec)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_mv(result, self, vec)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.vec_ = SavedVariable(vec, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mv.redispatch(ks & AFTER_AUTOGRAD, self, vec)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_mv(result, self, vec)
    return result


def mv_out(ks, self, vec, out):
    if _fw.enabled:
        check_no_fw_grad_out("mv_out", self, vec, out)
    if compute_requires_grad(self, vec) or compute_requires_grad(out):
        raise RuntimeError(
            "mv(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mv_out.redispatch(ks & AFTER_AUTOGRAD, self, vec, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def dot(ks, self, tensor):
    grad_fn = new_node(nodes.DotBackward0, self, tensor)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.dot.redispatch(ks & AFTER_AUTOGRAD, self, tensor)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.dot.redispatch(ks & AFTER_AUTOGRAD, self, tensor)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_dot(result, self, tensor)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.tensor_ = SavedVariable(tensor, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.dot.redispatch(ks & AFTER_AUTOGRAD, self, tensor)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_dot(result, self, tensor)
    return result


def dot_out(ks, self, tensor, out):
    if _fw.enabled:
        check_no_fw_grad_out("dot_out", self, tensor, out)
    if compute_requires_grad(self, tensor) or compute_requires_grad(out):
        raise RuntimeError(
            "dot(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.dot_out.redispatch(ks & AFTER_AUTOGRAD, self, tensor, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def addmm(ks, self, mat1, mat2, beta, alpha):
    grad_fn = new_node(nodes.AddmmBackward0, self, mat1, mat2)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.addmm.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.addmm.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_addmm(result, self, mat1, mat2, beta, alpha)
        return result
    grad_fn.mat1_ = SavedVariable(mat1, False)
    grad_fn.mat1_sizes = mat1._impl.sizes
    grad_fn.mat1_strides = mat1._impl.strides
    grad_fn.mat2_ = SavedVariable(mat2, False)
    grad_fn.mat2_sizes = mat2._impl.sizes
    grad_fn.mat2_strides = mat2._impl.strides
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.addmm.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_addmm(result, self, mat1, mat2, beta, alpha)
    return result


def addmm_(ks, self, mat1, mat2, beta, alpha):
    _any_requires_grad = any_requires_grad(self, mat1, mat2)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.addmm_.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
            return self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.addmm_.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_addmm(self, self, mat1, mat2, beta, alpha, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddmmBackward0((gradient_edge(self), gradient_edge(mat1), gradient_edge(mat2)))
    grad_fn.mat1_ = SavedVariable(mat1, False)
    grad_fn.mat1_sizes = mat1._impl.sizes
    grad_fn.mat1_strides = mat1._impl.strides
    grad_fn.mat2_ = SavedVariable(mat2, False)
    grad_fn.mat2_sizes = mat2._impl.sizes
    grad_fn.mat2_strides = mat2._impl.strides
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.addmm_.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_addmm(self, self, mat1, mat2, beta, alpha, _inplace=True)
    return self


def addmm_out(ks, self, mat1, mat2, beta, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("addmm_out", self, mat1, mat2, out)
    if compute_requires_grad(self, mat1, mat2) or compute_requires_grad(out):
        raise RuntimeError(
            "addmm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.addmm_out.redispatch(ks & AFTER_AUTOGRAD, self, mat1, mat2, beta, alpha, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def addmv(ks, self, mat, vec, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("addmv", self, mat, vec)
    grad_fn = new_node(nodes.AddmvBackward0, self, mat, vec)
    if grad_fn is None:
        return ops.addmv.redispatch(ks & AFTER_AUTOGRAD, self, mat, vec, beta, alpha)
    grad_fn.mat_ = SavedVariable(mat, False)
    grad_fn.vec_ = SavedVariable(vec, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.addmv.redispatch(ks & AFTER_AUTOGRAD, self, mat, vec, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def addmv_(ks, self, mat, vec, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("addmv_", self, mat, vec)
    _any_requires_grad = any_requires_grad(self, mat, vec)
    if not _any_requires_grad:
        ops.addmv_.redispatch(ks & AFTER_AUTOGRAD, self, mat, vec, beta, alpha)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddmvBackward0((gradient_edge(self), gradient_edge(mat), gradient_edge(vec)))
    grad_fn.mat_ = SavedVariable(mat, False)
    grad_fn.vec_ = SavedVariable(vec, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.addmv_.redispatch(ks & AFTER_AUTOGRAD, self, mat, vec, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def addmv_out(ks, self, mat, vec, beta, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("addmv_out", self, mat, vec, out)
    if compute_requires_grad(self, mat, vec) or compute_requires_grad(out):
        raise RuntimeError(
            "addmv(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.addmv_out.redispatch(ks & AFTER_AUTOGRAD, self, mat, vec, beta, alpha, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def baddbmm(ks, self, batch1, batch2, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("baddbmm", self, batch1, batch2)
    grad_fn = new_node(nodes.BaddbmmBackward0, self, batch1, batch2)
    if grad_fn is None:
        return ops.baddbmm.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    grad_fn.batch1_ = SavedVariable(batch1, False)
    grad_fn.batch2_ = SavedVariable(batch2, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.baddbmm.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def baddbmm_(ks, self, batch1, batch2, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("baddbmm_", self, batch1, batch2)
    _any_requires_grad = any_requires_grad(self, batch1, batch2)
    if not _any_requires_grad:
        ops.baddbmm_.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
        return self
    check_inplace(self, True)
    grad_fn = nodes.BaddbmmBackward0((
        gradient_edge(self), gradient_edge(batch1), gradient_edge(batch2)
    ))
    grad_fn.batch1_ = SavedVariable(batch1, False)
    grad_fn.batch2_ = SavedVariable(batch2, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.baddbmm_.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def baddbmm_out(ks, self, batch1, batch2, beta, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("baddbmm_out", self, batch1, batch2, out)
    if compute_requires_grad(self, batch1, batch2) or compute_requires_grad(out):
        raise RuntimeError(
            "baddbmm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.baddbmm_out.redispatch(
            ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def addbmm(ks, self, batch1, batch2, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("addbmm", self, batch1, batch2)
    grad_fn = new_node(nodes.AddbmmBackward0, self, batch1, batch2)
    if grad_fn is None:
        return ops.addbmm.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    grad_fn.batch1_ = SavedVariable(batch1, False)
    grad_fn.batch2_ = SavedVariable(batch2, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.addbmm.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def addbmm_(ks, self, batch1, batch2, beta, alpha):
    if _fw.enabled:
        check_no_fw_grad("addbmm_", self, batch1, batch2)
    _any_requires_grad = any_requires_grad(self, batch1, batch2)
    if not _any_requires_grad:
        ops.addbmm_.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AddbmmBackward0((
        gradient_edge(self), gradient_edge(batch1), gradient_edge(batch2)
    ))
    grad_fn.batch1_ = SavedVariable(batch1, False)
    grad_fn.batch2_ = SavedVariable(batch2, False)
    grad_fn.beta = beta
    grad_fn.alpha = alpha
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.addbmm_.redispatch(ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def addbmm_out(ks, self, batch1, batch2, beta, alpha, out):
    if _fw.enabled:
        check_no_fw_grad_out("addbmm_out", self, batch1, batch2, out)
    if compute_requires_grad(self, batch1, batch2) or compute_requires_grad(out):
        raise RuntimeError(
            "addbmm(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.addbmm_out.redispatch(
            ks & AFTER_AUTOGRAD, self, batch1, batch2, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def searchsorted_Tensor(ks, sorted_sequence, self, out_int32, right, side, sorter):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.searchsorted_Tensor.redispatch(
            ks & AFTER_AUTOGRAD, sorted_sequence, self, out_int32, right, side, sorter
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bucketize_Tensor(ks, self, boundaries, out_int32, right):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bucketize_Tensor.redispatch(
            ks & AFTER_AUTOGRAD, self, boundaries, out_int32, right
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isin_Tensor_Tensor(ks, elements, test_elements, assume_unique, invert):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isin_Tensor_Tensor.redispatch(
            ks & AFTER_AUTOGRAD, elements, test_elements, assume_unique, invert
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histc(ks, self, bins, min, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histc.redispatch(ks & AFTER_AUTOGRAD, self, bins, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def allclose(ks, self, other, rtol, atol, equal_nan):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.allclose.redispatch(ks & AFTER_AUTOGRAD, self, other, rtol, atol, equal_nan)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def equal(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.equal.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def convolution(
    ks, input, weight, bias, stride, padding, dilation, transposed, output_padding, groups
):
    if _fw.enabled:
        check_no_fw_grad("convolution", input, weight, bias)
    _any_requires_grad = compute_requires_grad(input, weight, bias)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.ConvolutionBackward0(collect_next_edges(input, weight, bias))
        grad_fn.input_ = SavedVariable(input, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.bias_sizes = None if bias is None else bias._impl.sizes
        grad_fn.stride = stride
        grad_fn.padding = padding
        grad_fn.dilation = dilation
        grad_fn.transposed = transposed
        grad_fn.output_padding = output_padding
        grad_fn.groups = groups
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.convolution.redispatch(
            ks & AFTER_AUTOGRAD,
            input,
            weight,
            bias,
            stride,
            padding,
            dilation,
            transposed,
            output_padding,
            groups,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def convolution_backward(
    ks,
    grad_output,
    input,
    weight,
    bias_sizes,
    stride,
    padding,
    dilation,
    transposed,
    output_padding,
    groups,
    output_mask,
):
    if _fw.enabled:
        check_no_fw_grad("convolution_backward", grad_output, input, weight)
    grad_fn = new_node(nodes.ConvolutionBackwardBackward0, grad_output, input, weight)
    if grad_fn is None:
        return ops.convolution_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            input,
            weight,
            bias_sizes,
            stride,
            padding,
            dilation,
            transposed,
            output_padding,
            groups,
            output_mask,
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.input_ = SavedVariable(input, False)
    grad_fn.weight_ = SavedVariable(weight, False)
    grad_fn.stride = stride
    grad_fn.padding = padding
    grad_fn.dilation = dilation
    grad_fn.transposed = transposed
    grad_fn.output_padding = output_padding
    grad_fn.groups = groups
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.convolution_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            input,
            weight,
            bias_sizes,
            stride,
            padding,
            dilation,
            transposed,
            output_padding,
            groups,
            output_mask,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1], result[2]), grad_fn)
    return result


def max_pool2d_with_indices(ks, self, kernel_size, stride, padding, dilation, ceil_mode):
    if _fw.enabled:
        check_no_fw_grad("max_pool2d_with_indices", self)
    grad_fn = new_node(nodes.MaxPool2DWithIndicesBackward0, self)
    if grad_fn is None:
        return ops.max_pool2d_with_indices.redispatch(
            ks & AFTER_AUTOGRAD, self, kernel_size, stride, padding, dilation, ceil_mode
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.kernel_size = kernel_size
    grad_fn.stride = stride
    grad_fn.padding = padding
    grad_fn.dilation = dilation
    grad_fn.ceil_mode = ceil_mode
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.max_pool2d_with_indices.redispatch(
            ks & AFTER_AUTOGRAD, self, kernel_size, stride, padding, dilation, ceil_mode
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.result1_ = SavedVariable(result[1], False)
    return result


def max_pool2d_with_indices_out(
    ks, self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
):
    if _fw.enabled:
        check_no_fw_grad_out("max_pool2d_with_indices_out", self, out, indices)
    if compute_requires_grad(self) or compute_requires_grad(out, indices):
        raise RuntimeError(
            "max_pool2d_with_indices(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.max_pool2d_with_indices_out.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            kernel_size,
            stride,
            padding,
            dilation,
            ceil_mode,
            out,
            indices,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def max_pool2d_with_indices_backward(
    ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
):
    if _fw.enabled:
        check_no_fw_grad("max_pool2d_with_indices_backward", grad_output, self)
    grad_fn = new_node(nodes.MaxPool2DWithIndicesBackwardBackward0, grad_output, self)
    if grad_fn is not None:
        grad_fn.self_sizes = self._impl.sizes
        grad_fn.self_dtype = self._impl.dtype
        grad_fn.self_device = self._impl.device
        grad_fn.indices_ = SavedVariable(indices, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.max_pool2d_with_indices_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            dilation,
            ceil_mode,
            indices,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def max_pool2d_with_indices_backward_grad_input(
    ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out(
            "max_pool2d_with_indices_backward_grad_input", grad_output, self, grad_input
        )
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "max_pool2d_with_indices_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.max_pool2d_with_indices_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            dilation,
            ceil_mode,
            indices,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def avg_pool2d(
    ks, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
):
    if _fw.enabled:
        check_no_fw_grad("avg_pool2d", self)
    grad_fn = new_node(nodes.AvgPool2DBackward0, self)
    if grad_fn is None:
        return ops.avg_pool2d.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.kernel_size = kernel_size
    grad_fn.stride = stride
    grad_fn.padding = padding
    grad_fn.ceil_mode = ceil_mode
    grad_fn.count_include_pad = count_include_pad
    grad_fn.divisor_override = divisor_override
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.avg_pool2d.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def avg_pool2d_out(
    ks, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
):
    if _fw.enabled:
        check_no_fw_grad_out("avg_pool2d_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "avg_pool2d(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.avg_pool2d_out.redispatch(
            ks & AFTER_AUTOGRAD,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
            out,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def avg_pool2d_backward(
    ks,
    grad_output,
    self,
    kernel_size,
    stride,
    padding,
    ceil_mode,
    count_include_pad,
    divisor_override,
):
    if _fw.enabled:
        check_no_fw_grad("avg_pool2d_backward", grad_output, self)
    grad_fn = new_node(nodes.AvgPool2DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.avg_pool2d_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.kernel_size = kernel_size
    grad_fn.stride = stride
    grad_fn.padding = padding
    grad_fn.ceil_mode = ceil_mode
    grad_fn.count_include_pad = count_include_pad
    grad_fn.divisor_override = divisor_override
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.avg_pool2d_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def avg_pool2d_backward_grad_input(
    ks,
    grad_output,
    self,
    kernel_size,
    stride,
    padding,
    ceil_mode,
    count_include_pad,
    divisor_override,
    grad_input,
):
    if _fw.enabled:
        check_no_fw_grad_out("avg_pool2d_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "avg_pool2d_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.avg_pool2d_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _adaptive_avg_pool2d(ks, self, output_size):
    if _fw.enabled:
        check_no_fw_grad("_adaptive_avg_pool2d", self)
    grad_fn = new_node(nodes.AdaptiveAvgPool2DBackward0, self)
    if grad_fn is None:
        return ops._adaptive_avg_pool2d.redispatch(ks & AFTER_AUTOGRAD, self, output_size)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._adaptive_avg_pool2d.redispatch(ks & AFTER_AUTOGRAD, self, output_size)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _adaptive_avg_pool2d_backward(ks, grad_output, self):
    if _fw.enabled:
        check_no_fw_grad("_adaptive_avg_pool2d_backward", grad_output, self)
    grad_fn = new_node(nodes.AdaptiveAvgPool2DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops._adaptive_avg_pool2d_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self)
    grad_fn.grad_output_sizes = grad_output._impl.sizes
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._adaptive_avg_pool2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def native_batch_norm(ks, input, weight, bias, running_mean, running_var, training, momentum, eps):
    if _fw.enabled:
        check_no_fw_grad("native_batch_norm", input, weight, bias)
    _any_requires_grad = compute_requires_grad(input, weight, bias)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.NativeBatchNormBackward0(collect_next_edges(input, weight, bias))
        grad_fn.input_ = SavedVariable(input, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.running_mean_ = SavedVariable(running_mean, False)
        grad_fn.running_var_ = SavedVariable(running_var, False)
        grad_fn.training = training
        grad_fn.eps = eps
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.native_batch_norm.redispatch(
            ks & AFTER_AUTOGRAD,
            input,
            weight,
            bias,
            running_mean,
            running_var,
            training,
            momentum,
            eps,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result[0], grad_fn)
        grad_fn.result1_ = SavedVariable(result[1], False)
        grad_fn.result2_ = SavedVariable(result[2], False)
    return result


def native_batch_norm_backward(
    ks,
    grad_out,
    input,
    weight,
    running_mean,
    running_var,
    save_mean,
    save_invstd,
    train,
    eps,
    output_mask,
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.native_batch_norm_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_out,
            input,
            weight,
            running_mean,
            running_var,
            save_mean,
            save_invstd,
            train,
            eps,
            output_mask,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def native_layer_norm(ks, input, normalized_shape, weight, bias, eps):
    if _fw.enabled:
        check_no_fw_grad("native_layer_norm", input, weight, bias)
    _any_requires_grad = compute_requires_grad(input, weight, bias)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.NativeLayerNormBackward0(collect_next_edges(input, weight, bias))
        grad_fn.input_ = SavedVariable(input, False)
        grad_fn.normalized_shape = normalized_shape
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.bias_ = SavedVariable(bias, False)
        grad_fn.eps = eps
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.native_layer_norm.redispatch(
            ks & AFTER_AUTOGRAD, input, normalized_shape, weight, bias, eps
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result[0], grad_fn)
        grad_fn.result1_ = SavedVariable(result[1], False)
        grad_fn.result2_ = SavedVariable(result[2], False)
    return result


def native_layer_norm_backward(
    ks, grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.native_layer_norm_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_out,
            input,
            normalized_shape,
            mean,
            rstd,
            weight,
            bias,
            output_mask,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def native_group_norm(ks, input, weight, bias, N, C, HxW, group, eps):
    if _fw.enabled:
        check_no_fw_grad("native_group_norm", input, weight, bias)
    _any_requires_grad = compute_requires_grad(input, weight, bias)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.NativeGroupNormBackward0(collect_next_edges(input, weight, bias))
        grad_fn.input_ = SavedVariable(input, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.N = N
        grad_fn.C = C
        grad_fn.HxW = HxW
        grad_fn.group = group
        grad_fn.eps = eps
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.native_group_norm.redispatch(
            ks & AFTER_AUTOGRAD, input, weight, bias, N, C, HxW, group, eps
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result[0], grad_fn)
        grad_fn.result1_ = SavedVariable(result[1], False)
        grad_fn.result2_ = SavedVariable(result[2], False)
    return result


def native_group_norm_backward(
    ks, grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.native_group_norm_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def embedding(ks, weight, indices, padding_idx, scale_grad_by_freq, sparse):
    if _fw.enabled:
        check_no_fw_grad("embedding", weight)
    grad_fn = new_node(nodes.EmbeddingBackward0, weight)
    if grad_fn is not None:
        grad_fn.weight_sizes = weight._impl.sizes
        grad_fn.indices_ = SavedVariable(indices, False)
        grad_fn.padding_idx = padding_idx
        grad_fn.scale_grad_by_freq = scale_grad_by_freq
        grad_fn.sparse = sparse
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.embedding.redispatch(
            ks & AFTER_AUTOGRAD, weight, indices, padding_idx, scale_grad_by_freq, sparse
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def embedding_dense_backward(
    ks, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq
):
    if _fw.enabled:
        check_no_fw_grad("embedding_dense_backward", grad_output)
    grad_fn = new_node(nodes.EmbeddingDenseBackwardBackward0, grad_output)
    if grad_fn is not None:
        grad_fn.indices_ = SavedVariable(indices, False)
        grad_fn.num_weights = num_weights
        grad_fn.padding_idx = padding_idx
        grad_fn.scale_grad_by_freq = scale_grad_by_freq
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.embedding_dense_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def nll_loss_forward(ks, self, target, weight, reduction, ignore_index):
    if _fw.enabled:
        check_no_fw_grad("nll_loss_forward", self)
    grad_fn = new_node(nodes.NllLossBackward0, self)
    if grad_fn is not None:
        grad_fn.self_ = SavedVariable(self, False)
        grad_fn.target_ = SavedVariable(target, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.reduction = reduction
        grad_fn.ignore_index = ignore_index
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nll_loss_forward.redispatch(
            ks & AFTER_AUTOGRAD, self, target, weight, reduction, ignore_index
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result[0], grad_fn)
        grad_fn.total_weight_ = SavedVariable(result[1], False)
    return result


def nll_loss_forward_output(
    ks, self, target, weight, reduction, ignore_index, output, total_weight
):
    if _fw.enabled:
        check_no_fw_grad_out("nll_loss_forward_output", self, output, total_weight)
    if compute_requires_grad(self) or compute_requires_grad(output, total_weight):
        raise RuntimeError(
            "nll_loss_forward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nll_loss_forward_output.redispatch(
            ks & AFTER_AUTOGRAD, self, target, weight, reduction, ignore_index, output, total_weight
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nll_loss_backward(ks, grad_output, self, target, weight, reduction, ignore_index, total_weight):
    if _fw.enabled:
        check_no_fw_grad("nll_loss_backward", grad_output, self)
    grad_fn = new_node(nodes.NllLossBackwardBackward0, grad_output, self)
    if grad_fn is not None:
        grad_fn.target_ = SavedVariable(target, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.reduction = reduction
        grad_fn.ignore_index = ignore_index
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nll_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            target,
            weight,
            reduction,
            ignore_index,
            total_weight,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def nll_loss_backward_grad_input(
    ks, grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out("nll_loss_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "nll_loss_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nll_loss_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            self,
            target,
            weight,
            reduction,
            ignore_index,
            total_weight,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mse_loss(ks, self, target, reduction):
    if _fw.enabled:
        check_no_fw_grad("mse_loss", self, target)
    grad_fn = new_node(nodes.MseLossBackward0, self, target)
    if grad_fn is None:
        return ops.mse_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mse_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def mse_loss_out(ks, self, target, reduction, out):
    if _fw.enabled:
        check_no_fw_grad_out("mse_loss_out", self, target, out)
    if compute_requires_grad(self, target) or compute_requires_grad(out):
        raise RuntimeError(
            "mse_loss(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mse_loss_out.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mse_loss_backward(ks, grad_output, self, target, reduction):
    if _fw.enabled:
        check_no_fw_grad("mse_loss_backward", grad_output, self, target)
    grad_fn = new_node(nodes.MseLossBackwardBackward0, grad_output, self, target)
    if grad_fn is None:
        return ops.mse_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mse_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def smooth_l1_loss(ks, self, target, reduction, beta):
    if _fw.enabled:
        check_no_fw_grad("smooth_l1_loss", self, target)
    grad_fn = new_node(nodes.SmoothL1LossBackward0, self, target)
    if grad_fn is None:
        return ops.smooth_l1_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction, beta)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    grad_fn.beta = beta
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.smooth_l1_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction, beta)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def smooth_l1_loss_out(ks, self, target, reduction, beta, out):
    if _fw.enabled:
        check_no_fw_grad_out("smooth_l1_loss_out", self, target, out)
    if compute_requires_grad(self, target) or compute_requires_grad(out):
        raise RuntimeError(
            "smooth_l1_loss(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.smooth_l1_loss_out.redispatch(
            ks & AFTER_AUTOGRAD, self, target, reduction, beta, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def smooth_l1_loss_backward(ks, grad_output, self, target, reduction, beta):
    if _fw.enabled:
        check_no_fw_grad("smooth_l1_loss_backward", grad_output, self, target)
    grad_fn = new_node(nodes.SmoothL1LossBackwardBackward0, grad_output, self, target)
    if grad_fn is None:
        return ops.smooth_l1_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction, beta
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    grad_fn.beta = beta
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.smooth_l1_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction, beta
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def huber_loss(ks, self, target, reduction, delta):
    if _fw.enabled:
        check_no_fw_grad("huber_loss", self, target)
    grad_fn = new_node(nodes.HuberLossBackward0, self, target)
    if grad_fn is None:
        return ops.huber_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction, delta)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    grad_fn.delta = delta
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.huber_loss.redispatch(ks & AFTER_AUTOGRAD, self, target, reduction, delta)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def huber_loss_backward(ks, grad_output, self, target, reduction, delta):
    if _fw.enabled:
        check_no_fw_grad("huber_loss_backward", grad_output, self, target)
    grad_fn = new_node(nodes.HuberLossBackwardBackward0, grad_output, self, target)
    if grad_fn is None:
        return ops.huber_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction, delta
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.target_ = SavedVariable(target, False)
    grad_fn.reduction = reduction
    grad_fn.delta = delta
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.huber_loss_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, reduction, delta
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def binary_cross_entropy(ks, self, target, weight, reduction):
    if _fw.enabled:
        check_no_fw_grad("binary_cross_entropy", self, target)
    grad_fn = new_node(nodes.BinaryCrossEntropyBackward0, self, target)
    if grad_fn is not None:
        grad_fn.self_ = SavedVariable(self, False)
        grad_fn.target_ = SavedVariable(target, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.reduction = reduction
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.binary_cross_entropy.redispatch(
            ks & AFTER_AUTOGRAD, self, target, weight, reduction
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def binary_cross_entropy_backward(ks, grad_output, self, target, weight, reduction):
    if _fw.enabled:
        check_no_fw_grad("binary_cross_entropy_backward", grad_output, self, target)
    grad_fn = new_node(nodes.BinaryCrossEntropyBackwardBackward0, grad_output, self, target)
    if grad_fn is not None:
        grad_fn.grad_output_ = SavedVariable(grad_output, False)
        grad_fn.self_ = SavedVariable(self, False)
        grad_fn.target_ = SavedVariable(target, False)
        grad_fn.weight_ = SavedVariable(weight, False)
        grad_fn.reduction = reduction
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.binary_cross_entropy_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, target, weight, reduction
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def constant_pad_nd(ks, self, pad, value):
    if _fw.enabled:
        check_no_fw_grad("constant_pad_nd", self)
    grad_fn = new_node(nodes.ConstantPadNdBackward0, self)
    if grad_fn is None:
        return ops.constant_pad_nd.redispatch(ks & AFTER_AUTOGRAD, self, pad, value)
    grad_fn.pad = pad
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.constant_pad_nd.redispatch(ks & AFTER_AUTOGRAD, self, pad, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def reflection_pad1d(ks, self, padding):
    if _fw.enabled:
        check_no_fw_grad("reflection_pad1d", self)
    grad_fn = new_node(nodes.ReflectionPad1DBackward0, self)
    if grad_fn is None:
        return ops.reflection_pad1d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.reflection_pad1d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def reflection_pad1d_backward(ks, grad_output, self, padding):
    if _fw.enabled:
        check_no_fw_grad("reflection_pad1d_backward", grad_output, self)
    grad_fn = new_node(nodes.ReflectionPad1DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.reflection_pad1d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.reflection_pad1d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def reflection_pad2d(ks, self, padding):
    if _fw.enabled:
        check_no_fw_grad("reflection_pad2d", self)
    grad_fn = new_node(nodes.ReflectionPad2DBackward0, self)
    if grad_fn is None:
        return ops.reflection_pad2d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.reflection_pad2d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def reflection_pad2d_backward(ks, grad_output, self, padding):
    if _fw.enabled:
        check_no_fw_grad("reflection_pad2d_backward", grad_output, self)
    grad_fn = new_node(nodes.ReflectionPad2DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.reflection_pad2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.reflection_pad2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def replication_pad1d(ks, self, padding):
    if _fw.enabled:
        check_no_fw_grad("replication_pad1d", self)
    grad_fn = new_node(nodes.ReplicationPad1DBackward0, self)
    if grad_fn is None:
        return ops.replication_pad1d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.replication_pad1d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def replication_pad1d_backward(ks, grad_output, self, padding):
    if _fw.enabled:
        check_no_fw_grad("replication_pad1d_backward", grad_output, self)
    grad_fn = new_node(nodes.ReplicationPad1DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.replication_pad1d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.replication_pad1d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def replication_pad2d(ks, self, padding):
    if _fw.enabled:
        check_no_fw_grad("replication_pad2d", self)
    grad_fn = new_node(nodes.ReplicationPad2DBackward0, self)
    if grad_fn is None:
        return ops.replication_pad2d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.replication_pad2d.redispatch(ks & AFTER_AUTOGRAD, self, padding)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def replication_pad2d_backward(ks, grad_output, self, padding):
    if _fw.enabled:
        check_no_fw_grad("replication_pad2d_backward", grad_output, self)
    grad_fn = new_node(nodes.ReplicationPad2DBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.replication_pad2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.padding = padding
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.replication_pad2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, padding
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def upsample_nearest2d(ks, self, output_size, scales_h, scales_w):
    if _fw.enabled:
        check_no_fw_grad("upsample_nearest2d", self)
    grad_fn = new_node(nodes.UpsampleNearest2DBackward0, self)
    if grad_fn is None:
        return ops.upsample_nearest2d.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, scales_h, scales_w
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.output_size = output_size
    grad_fn.scales_h = scales_h
    grad_fn.scales_w = scales_w
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.upsample_nearest2d.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, scales_h, scales_w
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def upsample_nearest2d_out(ks, self, output_size, scales_h, scales_w, out):
    if _fw.enabled:
        check_no_fw_grad_out("upsample_nearest2d_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "upsample_nearest2d(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.upsample_nearest2d_out.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, scales_h, scales_w, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def upsample_nearest2d_backward(ks, grad_output, output_size, input_size, scales_h, scales_w):
    if _fw.enabled:
        check_no_fw_grad("upsample_nearest2d_backward", grad_output)
    grad_fn = new_node(nodes.UpsampleNearest2DBackwardBackward0, grad_output)
    if grad_fn is None:
        return ops.upsample_nearest2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output_size, input_size, scales_h, scales_w
        )
    grad_fn.output_size = output_size
    grad_fn.scales_h = scales_h
    grad_fn.scales_w = scales_w
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.upsample_nearest2d_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output_size, input_size, scales_h, scales_w
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def upsample_nearest2d_backward_grad_input(
    ks, grad_output, output_size, input_size, scales_h, scales_w, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out("upsample_nearest2d_backward_grad_input", grad_output, grad_input)
    if compute_requires_grad(grad_output) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "upsample_nearest2d_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.upsample_nearest2d_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            output_size,
            input_size,
            scales_h,
            scales_w,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def upsample_bilinear2d(ks, self, output_size, align_corners, scales_h, scales_w):
    if _fw.enabled:
        check_no_fw_grad("upsample_bilinear2d", self)
    grad_fn = new_node(nodes.UpsampleBilinear2DBackward0, self)
    if grad_fn is None:
        return ops.upsample_bilinear2d.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, align_corners, scales_h, scales_w
        )
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.output_size = output_size
    grad_fn.align_corners = align_corners
    grad_fn.scales_h = scales_h
    grad_fn.scales_w = scales_w
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.upsample_bilinear2d.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, align_corners, scales_h, scales_w
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def upsample_bilinear2d_out(ks, self, output_size, align_corners, scales_h, scales_w, out):
    if _fw.enabled:
        check_no_fw_grad_out("upsample_bilinear2d_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "upsample_bilinear2d(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.upsample_bilinear2d_out.redispatch(
            ks & AFTER_AUTOGRAD, self, output_size, align_corners, scales_h, scales_w, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def upsample_bilinear2d_backward(
    ks, grad_output, output_size, input_size, align_corners, scales_h, scales_w
):
    if _fw.enabled:
        check_no_fw_grad("upsample_bilinear2d_backward", grad_output)
    grad_fn = new_node(nodes.UpsampleBilinear2DBackwardBackward0, grad_output)
    if grad_fn is None:
        return ops.upsample_bilinear2d_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            output_size,
            input_size,
            align_corners,
            scales_h,
            scales_w,
        )
    grad_fn.output_size = output_size
    grad_fn.align_corners = align_corners
    grad_fn.scales_h = scales_h
    grad_fn.scales_w = scales_w
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.upsample_bilinear2d_backward.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            output_size,
            input_size,
            align_corners,
            scales_h,
            scales_w,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def upsample_bilinear2d_backward_grad_input(
    ks, grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out("upsample_bilinear2d_backward_grad_input", grad_output, grad_input)
    if compute_requires_grad(grad_output) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "upsample_bilinear2d_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.upsample_bilinear2d_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            output_size,
            input_size,
            align_corners,
            scales_h,
            scales_w,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def native_dropout(ks, input, p, train):
    if _fw.enabled:
        check_no_fw_grad("native_dropout", input)
    grad_fn = new_node(nodes.NativeDropoutBackward0, input)
    if grad_fn is None:
        return ops.native_dropout.redispatch(ks & AFTER_AUTOGRAD, input, p, train)
    grad_fn.p = p
    grad_fn.train = train
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.native_dropout.redispatch(ks & AFTER_AUTOGRAD, input, p, train)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.result1_ = SavedVariable(result[1], False)
    return result


def native_dropout_backward(ks, grad_output, mask, scale):
    if _fw.enabled:
        check_no_fw_grad("native_dropout_backward", grad_output)
    grad_fn = new_node(nodes.NativeDropoutBackwardBackward0, grad_output)
    if grad_fn is not None:
        grad_fn.mask_ = SavedVariable(mask, False)
        grad_fn.scale = scale
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.native_dropout_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, mask, scale
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def threshold(ks, self, threshold, value):
    grad_fn = new_node(nodes.ThresholdBackward0, self)
    if grad_fn is None:
        if not _fw.enabled:
            return ops.threshold.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.threshold.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_threshold(result, self, threshold, value)
        return result
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.threshold = threshold
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.threshold.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    if _fw.enabled:
        _fw_threshold(result, self, threshold, value)
    return result


def threshold_(ks, self, threshold, value):
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        if not _fw.enabled:
            ops.threshold_.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
            return self
        _fw_self = fw_primal_clone(self) if _fw.enabled else self
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            ops.threshold_.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        _fw_threshold(self, _fw_self, threshold, value, _inplace=True)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ThresholdBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.threshold = threshold
    _fw_self = fw_primal_clone(self) if _fw.enabled else self
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.threshold_.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    if _fw.enabled:
        _fw_threshold(self, _fw_self, threshold, value, _inplace=True)
    return self


def threshold_out(ks, self, threshold, value, out):
    if _fw.enabled:
        check_no_fw_grad_out("threshold_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "threshold(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.threshold_out.redispatch(ks & AFTER_AUTOGRAD, self, threshold, value, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def threshold_backward(ks, grad_output, self, threshold):
    if _fw.enabled:
        check_no_fw_grad("threshold_backward", grad_output, self)
    grad_fn = new_node(nodes.ThresholdBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.threshold_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self, threshold)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.threshold = threshold
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.threshold_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, threshold
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def threshold_backward_grad_input(ks, grad_output, self, threshold, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("threshold_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "threshold_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.threshold_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, threshold, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gelu_backward(ks, grad_output, self, approximate):
    if _fw.enabled:
        check_no_fw_grad("gelu_backward", grad_output, self)
    grad_fn = new_node(nodes.GeluBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.gelu_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self, approximate)
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.approximate = approximate
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.gelu_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self, approximate)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def gelu_backward_grad_input(ks, grad_output, self, approximate, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("gelu_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "gelu_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gelu_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, approximate, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def silu_backward(ks, grad_output, self):
    if _fw.enabled:
        check_no_fw_grad("silu_backward", grad_output, self)
    grad_fn = new_node(nodes.SiluBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.silu_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self)
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.silu_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def silu_backward_grad_input(ks, grad_output, self, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("silu_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "silu_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.silu_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def elu_backward(ks, grad_output, alpha, scale, input_scale, is_result, self_or_result):
    if _fw.enabled:
        check_no_fw_grad("elu_backward", grad_output, self_or_result)
    grad_fn = new_node(nodes.EluBackwardBackward0, grad_output, self_or_result)
    if grad_fn is None:
        return ops.elu_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, alpha, scale, input_scale, is_result, self_or_result
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.alpha = alpha
    grad_fn.scale = scale
    grad_fn.input_scale = input_scale
    grad_fn.is_result = is_result
    grad_fn.self_or_result_ = SavedVariable(self_or_result, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.elu_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, alpha, scale, input_scale, is_result, self_or_result
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def elu_backward_grad_input(
    ks, grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out("elu_backward_grad_input", grad_output, self_or_result, grad_input)
    if compute_requires_grad(grad_output, self_or_result) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "elu_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.elu_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD,
            grad_output,
            alpha,
            scale,
            input_scale,
            is_result,
            self_or_result,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def leaky_relu_backward(ks, grad_output, self, negative_slope, self_is_result):
    if _fw.enabled:
        check_no_fw_grad("leaky_relu_backward", grad_output, self)
    grad_fn = new_node(nodes.LeakyReluBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.leaky_relu_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, negative_slope, self_is_result
        )
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.negative_slope = negative_slope
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.leaky_relu_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, negative_slope, self_is_result
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def leaky_relu_backward_grad_input(
    ks, grad_output, self, negative_slope, self_is_result, grad_input
):
    if _fw.enabled:
        check_no_fw_grad_out("leaky_relu_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "leaky_relu_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.leaky_relu_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, negative_slope, self_is_result, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def softplus_backward(ks, grad_output, self, beta, threshold):
    if _fw.enabled:
        check_no_fw_grad("softplus_backward", grad_output, self)
    grad_fn = new_node(nodes.SoftplusBackwardBackward0, grad_output, self)
    if grad_fn is None:
        return ops.softplus_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, beta, threshold
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.beta = beta
    grad_fn.threshold = threshold
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.softplus_backward.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, beta, threshold
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def softplus_backward_grad_input(ks, grad_output, self, beta, threshold, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("softplus_backward_grad_input", grad_output, self, grad_input)
    if compute_requires_grad(grad_output, self) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "softplus_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.softplus_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, self, beta, threshold, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sigmoid_backward(ks, grad_output, output):
    if _fw.enabled:
        check_no_fw_grad("sigmoid_backward", grad_output, output)
    grad_fn = new_node(nodes.SigmoidBackwardBackward0, grad_output, output)
    if grad_fn is None:
        return ops.sigmoid_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, output)
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.output_ = SavedVariable(output, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sigmoid_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, output)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def sigmoid_backward_grad_input(ks, grad_output, output, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("sigmoid_backward_grad_input", grad_output, output, grad_input)
    if compute_requires_grad(grad_output, output) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "sigmoid_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sigmoid_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def tanh_backward(ks, grad_output, output):
    if _fw.enabled:
        check_no_fw_grad("tanh_backward", grad_output, output)
    grad_fn = new_node(nodes.TanhBackwardBackward0, grad_output, output)
    if grad_fn is None:
        return ops.tanh_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, output)
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.output_ = SavedVariable(output, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.tanh_backward.redispatch(ks & AFTER_AUTOGRAD, grad_output, output)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def tanh_backward_grad_input(ks, grad_output, output, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("tanh_backward_grad_input", grad_output, output, grad_input)
    if compute_requires_grad(grad_output, output) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "tanh_backward(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.tanh_backward_grad_input.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _softmax_backward_data(ks, grad_output, output, dim, input_dtype):
    if _fw.enabled:
        check_no_fw_grad("_softmax_backward_data", grad_output, output)
    grad_fn = new_node(nodes.SoftmaxBackwardDataBackward0, grad_output, output)
    if grad_fn is None:
        return ops._softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.output_ = SavedVariable(output, False)
    grad_fn.dim = dim
    grad_fn.input_dtype = input_dtype
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _softmax_backward_data_out(ks, grad_output, output, dim, input_dtype, grad_input):
    if _fw.enabled:
        check_no_fw_grad_out("_softmax_backward_data_out", grad_output, output, grad_input)
    if compute_requires_grad(grad_output, output) or compute_requires_grad(grad_input):
        raise RuntimeError(
            "_softmax_backward_data(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._softmax_backward_data_out.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype, grad_input
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _log_softmax_backward_data(ks, grad_output, output, dim, input_dtype):
    if _fw.enabled:
        check_no_fw_grad("_log_softmax_backward_data", grad_output, output)
    grad_fn = new_node(nodes.LogSoftmaxBackwardDataBackward0, grad_output, output)
    if grad_fn is None:
        return ops._log_softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype
        )
    grad_fn.grad_output_ = SavedVariable(grad_output, False)
    grad_fn.output_ = SavedVariable(output, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._log_softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _log_softmax_backward_data_out(ks, grad_output, output, dim, input_dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("_log_softmax_backward_data_out", grad_output, output, out)
    if compute_requires_grad(grad_output, output) or compute_requires_grad(out):
        raise RuntimeError(
            "_log_softmax_backward_data(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._log_softmax_backward_data_out.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, input_dtype, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def new_empty(ks, self, size, dtype, layout, device, pin_memory):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.new_empty.redispatch(
            ks & AFTER_AUTOGRAD, self, size, dtype, layout, device, pin_memory
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def new_full(ks, self, size, fill_value, dtype, layout, device, pin_memory):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.new_full.redispatch(
            ks & AFTER_AUTOGRAD, self, size, fill_value, dtype, layout, device, pin_memory
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def new_zeros(ks, self, size, dtype, layout, device, pin_memory):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.new_zeros.redispatch(
            ks & AFTER_AUTOGRAD, self, size, dtype, layout, device, pin_memory
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def new_ones(ks, self, size, dtype, layout, device, pin_memory):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.new_ones.redispatch(
            ks & AFTER_AUTOGRAD, self, size, dtype, layout, device, pin_memory
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def erfinv(ks, self):
    if _fw.enabled:
        check_no_fw_grad("erfinv", self)
    grad_fn = new_node(nodes.ErfinvBackward0, self)
    if grad_fn is None:
        return ops.erfinv.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.erfinv.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def erfinv_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("erfinv_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.erfinv_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ErfinvBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.erfinv_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def erfinv_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("erfinv_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "erfinv(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.erfinv_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _unique2(ks, self, sorted, return_inverse, return_counts):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._unique2.redispatch(
            ks & AFTER_AUTOGRAD, self, sorted, return_inverse, return_counts
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def unique_dim(ks, self, dim, sorted, return_inverse, return_counts):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.unique_dim.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, sorted, return_inverse, return_counts
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def acosh(ks, self):
    if _fw.enabled:
        check_no_fw_grad("acosh", self)
    grad_fn = new_node(nodes.AcoshBackward0, self)
    if grad_fn is None:
        return ops.acosh.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.acosh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def acosh_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("acosh_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.acosh_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AcoshBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.acosh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def acosh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("acosh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "acosh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.acosh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def asinh(ks, self):
    if _fw.enabled:
        check_no_fw_grad("asinh", self)
    grad_fn = new_node(nodes.AsinhBackward0, self)
    if grad_fn is None:
        return ops.asinh.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.asinh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def asinh_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("asinh_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.asinh_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AsinhBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.asinh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def asinh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("asinh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "asinh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.asinh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def atanh(ks, self):
    if _fw.enabled:
        check_no_fw_grad("atanh", self)
    grad_fn = new_node(nodes.AtanhBackward0, self)
    if grad_fn is None:
        return ops.atanh.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.atanh.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def atanh_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("atanh_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.atanh_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.AtanhBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.atanh_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def atanh_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("atanh_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "atanh(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.atanh_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def deg2rad(ks, self):
    if _fw.enabled:
        check_no_fw_grad("deg2rad", self)
    grad_fn = new_node(nodes.Deg2RadBackward0, self)
    if grad_fn is None:
        return ops.deg2rad.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.deg2rad.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def deg2rad_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("deg2rad_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.deg2rad_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Deg2RadBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.deg2rad_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def deg2rad_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("deg2rad_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "deg2rad(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.deg2rad_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def rad2deg(ks, self):
    if _fw.enabled:
        check_no_fw_grad("rad2deg", self)
    grad_fn = new_node(nodes.Rad2DegBackward0, self)
    if grad_fn is None:
        return ops.rad2deg.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.rad2deg.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def rad2deg_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("rad2deg_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.rad2deg_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.Rad2DegBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.rad2deg_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def rad2deg_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("rad2deg_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "rad2deg(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.rad2deg_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def erfc(ks, self):
    if _fw.enabled:
        check_no_fw_grad("erfc", self)
    grad_fn = new_node(nodes.ErfcBackward0, self)
    if grad_fn is None:
        return ops.erfc.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.erfc.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def erfc_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("erfc_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.erfc_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ErfcBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.erfc_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def erfc_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("erfc_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "erfc(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.erfc_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sinc(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sinc", self)
    grad_fn = new_node(nodes.SincBackward0, self)
    if grad_fn is None:
        return ops.sinc.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sinc.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def sinc_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sinc_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.sinc_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SincBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sinc_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def sinc_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sinc_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sinc(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sinc_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def i0(ks, self):
    if _fw.enabled:
        check_no_fw_grad("i0", self)
    grad_fn = new_node(nodes.I0Backward0, self)
    if grad_fn is None:
        return ops.i0.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.i0.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def i0_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("i0_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.i0_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.I0Backward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.i0_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def i0_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("i0_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "i0(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.i0_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_i1(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_i1", self)
    grad_fn = new_node(nodes.SpecialI1Backward0, self)
    if grad_fn is None:
        return ops.special_i1.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_i1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_i1_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_i1_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_i1(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_i1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def digamma(ks, self):
    if _fw.enabled:
        check_no_fw_grad("digamma", self)
    grad_fn = new_node(nodes.DigammaBackward0, self)
    if grad_fn is None:
        return ops.digamma.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.digamma.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def digamma_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("digamma_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.digamma_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.DigammaBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.digamma_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def digamma_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("digamma_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "digamma(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.digamma_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lgamma(ks, self):
    if _fw.enabled:
        check_no_fw_grad("lgamma", self)
    grad_fn = new_node(nodes.LgammaBackward0, self)
    if grad_fn is None:
        return ops.lgamma.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.lgamma.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def lgamma_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("lgamma_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.lgamma_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LgammaBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.lgamma_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def lgamma_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("lgamma_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "lgamma(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lgamma_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logit(ks, self, eps):
    if _fw.enabled:
        check_no_fw_grad("logit", self)
    grad_fn = new_node(nodes.LogitBackward0, self)
    if grad_fn is None:
        return ops.logit.redispatch(ks & AFTER_AUTOGRAD, self, eps)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.eps = eps
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.logit.redispatch(ks & AFTER_AUTOGRAD, self, eps)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def logit_(ks, self, eps):
    if _fw.enabled:
        check_no_fw_grad("logit_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.logit_.redispatch(ks & AFTER_AUTOGRAD, self, eps)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LogitBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.eps = eps
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.logit_.redispatch(ks & AFTER_AUTOGRAD, self, eps)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def logit_out(ks, self, eps, out):
    if _fw.enabled:
        check_no_fw_grad_out("logit_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "logit(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logit_out.redispatch(ks & AFTER_AUTOGRAD, self, eps, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def polygamma(ks, n, self):
    if _fw.enabled:
        check_no_fw_grad("polygamma", self)
    grad_fn = new_node(nodes.PolygammaBackward0, self)
    if grad_fn is None:
        return ops.polygamma.redispatch(ks & AFTER_AUTOGRAD, n, self)
    grad_fn.n = n
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.polygamma.redispatch(ks & AFTER_AUTOGRAD, n, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def polygamma_out(ks, n, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("polygamma_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "polygamma(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.polygamma_out.redispatch(ks & AFTER_AUTOGRAD, n, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mvlgamma(ks, self, p):
    if _fw.enabled:
        check_no_fw_grad("mvlgamma", self)
    grad_fn = new_node(nodes.MvlgammaBackward0, self)
    if grad_fn is None:
        return ops.mvlgamma.redispatch(ks & AFTER_AUTOGRAD, self, p)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.p = p
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mvlgamma.redispatch(ks & AFTER_AUTOGRAD, self, p)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def mvlgamma_(ks, self, p):
    if _fw.enabled:
        check_no_fw_grad("mvlgamma_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.mvlgamma_.redispatch(ks & AFTER_AUTOGRAD, self, p)
        return self
    check_inplace(self, True)
    grad_fn = nodes.MvlgammaBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.p = p
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.mvlgamma_.redispatch(ks & AFTER_AUTOGRAD, self, p)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def mvlgamma_out(ks, self, p, out):
    if _fw.enabled:
        check_no_fw_grad_out("mvlgamma_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "mvlgamma(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mvlgamma_out.redispatch(ks & AFTER_AUTOGRAD, self, p, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def signbit(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.signbit.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def signbit_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.signbit_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isposinf(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isposinf.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isposinf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isposinf_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isneginf(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isneginf.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def isneginf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.isneginf_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def frexp_Tensor(ks, self):
    if _fw.enabled:
        check_no_fw_grad("frexp", self)
    grad_fn = new_node(nodes.FrexpBackward0, self)
    if grad_fn is None:
        return ops.frexp_Tensor.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.frexp_Tensor.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.exponent_ = SavedVariable(result[1], False)
    return result


def frexp_Tensor_out(ks, self, mantissa, exponent):
    if _fw.enabled:
        check_no_fw_grad_out("frexp_Tensor_out", self, mantissa, exponent)
    if compute_requires_grad(self) or compute_requires_grad(mantissa, exponent):
        raise RuntimeError(
            "frexp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.frexp_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, mantissa, exponent)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def fmax(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("fmax", self, other)
    grad_fn = new_node(nodes.FmaxBackward0, self, other)
    if grad_fn is None:
        return ops.fmax.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.fmax.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def fmax_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("fmax_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "fmax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.fmax_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def fmin(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("fmin", self, other)
    grad_fn = new_node(nodes.FminBackward0, self, other)
    if grad_fn is None:
        return ops.fmin.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.fmin.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def fmin_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("fmin_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "fmin(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.fmin_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logaddexp(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("logaddexp", self, other)
    grad_fn = new_node(nodes.LogaddexpBackward0, self, other)
    if grad_fn is None:
        return ops.logaddexp.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.logaddexp.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def logaddexp_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("logaddexp_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "logaddexp(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logaddexp_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def logaddexp2(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("logaddexp2", self, other)
    grad_fn = new_node(nodes.Logaddexp2Backward0, self, other)
    if grad_fn is None:
        return ops.logaddexp2.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.logaddexp2.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def logaddexp2_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("logaddexp2_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "logaddexp2(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.logaddexp2_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def hypot(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("hypot", self, other)
    grad_fn = new_node(nodes.HypotBackward0, self, other)
    if grad_fn is None:
        return ops.hypot.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.hypot.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def hypot_(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("hypot_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.hypot_.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.HypotBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.hypot_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def hypot_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("hypot_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "hypot(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.hypot_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def copysign_Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("copysign", self, other)
    grad_fn = new_node(nodes.CopysignBackward0, self, other)
    if grad_fn is None:
        return ops.copysign_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.copysign_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def copysign__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("copysign_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.copysign__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CopysignBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.copysign__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def copysign_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("copysign_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "copysign(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.copysign_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def heaviside(ks, self, values):
    if _fw.enabled:
        check_no_fw_grad("heaviside", self, values)
    grad_fn = new_node(nodes.HeavisideBackward0, self, values)
    if grad_fn is None:
        return ops.heaviside.redispatch(ks & AFTER_AUTOGRAD, self, values)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.heaviside.redispatch(ks & AFTER_AUTOGRAD, self, values)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def heaviside_(ks, self, values):
    if _fw.enabled:
        check_no_fw_grad("heaviside_", self, values)
    _any_requires_grad = any_requires_grad(self, values)
    if not _any_requires_grad:
        ops.heaviside_.redispatch(ks & AFTER_AUTOGRAD, self, values)
        return self
    check_inplace(self, True)
    grad_fn = nodes.HeavisideBackward0((gradient_edge(self), gradient_edge(values)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.heaviside_.redispatch(ks & AFTER_AUTOGRAD, self, values)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def heaviside_out(ks, self, values, out):
    if _fw.enabled:
        check_no_fw_grad_out("heaviside_out", self, values, out)
    if compute_requires_grad(self, values) or compute_requires_grad(out):
        raise RuntimeError(
            "heaviside(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.heaviside_out.redispatch(ks & AFTER_AUTOGRAD, self, values, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gcd(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gcd.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gcd_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gcd_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def gcd_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.gcd_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lcm(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lcm.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lcm_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lcm_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def lcm_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.lcm_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nextafter(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("nextafter", self, other)
    grad_fn = new_node(nodes.NextafterBackward0, self, other)
    if grad_fn is None:
        return ops.nextafter.redispatch(ks & AFTER_AUTOGRAD, self, other)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nextafter.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def nextafter_(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("nextafter_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.nextafter_.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.NextafterBackward0((gradient_edge(self), gradient_edge(other)))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.nextafter_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def nextafter_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("nextafter_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "nextafter(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nextafter_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def igamma(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("igamma", self, other)
    grad_fn = new_node(nodes.IgammaBackward0, self, other)
    if grad_fn is None:
        return ops.igamma.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.igamma.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def igamma_(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("igamma_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.igamma_.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.IgammaBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.igamma_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def igamma_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("igamma_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "igamma(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.igamma_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def igammac(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("igammac", self, other)
    grad_fn = new_node(nodes.IgammacBackward0, self, other)
    if grad_fn is None:
        return ops.igammac.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.igammac.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def igammac_(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("igammac_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.igammac_.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.IgammacBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.igammac_.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def igammac_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("igammac_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "igammac(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.igammac_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def xlogy_Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("xlogy", self, other)
    grad_fn = new_node(nodes.XlogyBackward0, self, other)
    if grad_fn is None:
        return ops.xlogy_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.xlogy_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def xlogy__Tensor(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("xlogy_", self, other)
    _any_requires_grad = any_requires_grad(self, other)
    if not _any_requires_grad:
        ops.xlogy__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        return self
    check_inplace(self, True)
    grad_fn = nodes.XlogyBackward0((gradient_edge(self), gradient_edge(other)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.xlogy__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def xlogy_OutTensor(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("xlogy_OutTensor", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "xlogy(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.xlogy_OutTensor.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def clamp_min(ks, self, min):
    if _fw.enabled:
        check_no_fw_grad("clamp_min", self)
    grad_fn = new_node(nodes.ClampMinBackward0, self)
    if grad_fn is None:
        return ops.clamp_min.redispatch(ks & AFTER_AUTOGRAD, self, min)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.min = min
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp_min.redispatch(ks & AFTER_AUTOGRAD, self, min)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def clamp_min_Tensor(ks, self, min):
    if _fw.enabled:
        check_no_fw_grad("clamp_min", self, min)
    grad_fn = new_node(nodes.ClampMinBackward1, self, min)
    if grad_fn is None:
        return ops.clamp_min_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.min_ = SavedVariable(min, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp_min_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def clamp_min_(ks, self, min):
    if _fw.enabled:
        check_no_fw_grad("clamp_min_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.clamp_min_.redispatch(ks & AFTER_AUTOGRAD, self, min)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ClampMinBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.min = min
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp_min_.redispatch(ks & AFTER_AUTOGRAD, self, min)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def clamp_min__Tensor(ks, self, min):
    if _fw.enabled:
        check_no_fw_grad("clamp_min_", self, min)
    _any_requires_grad = any_requires_grad(self, min)
    if not _any_requires_grad:
        ops.clamp_min__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ClampMinBackward1((gradient_edge(self), gradient_edge(min)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.min_ = SavedVariable(min, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp_min__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, min)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def clamp_min_Tensor_out(ks, self, min, out):
    if _fw.enabled:
        check_no_fw_grad_out("clamp_min_Tensor_out", self, min, out)
    if compute_requires_grad(self, min) or compute_requires_grad(out):
        raise RuntimeError(
            "clamp_min(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.clamp_min_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, min, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def clamp_max(ks, self, max):
    if _fw.enabled:
        check_no_fw_grad("clamp_max", self)
    grad_fn = new_node(nodes.ClampMaxBackward0, self)
    if grad_fn is None:
        return ops.clamp_max.redispatch(ks & AFTER_AUTOGRAD, self, max)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.max = max
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp_max.redispatch(ks & AFTER_AUTOGRAD, self, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def clamp_max_Tensor(ks, self, max):
    if _fw.enabled:
        check_no_fw_grad("clamp_max", self, max)
    grad_fn = new_node(nodes.ClampMaxBackward1, self, max)
    if grad_fn is None:
        return ops.clamp_max_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, max)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.max_ = SavedVariable(max, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.clamp_max_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def clamp_max_(ks, self, max):
    if _fw.enabled:
        check_no_fw_grad("clamp_max_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.clamp_max_.redispatch(ks & AFTER_AUTOGRAD, self, max)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ClampMaxBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.max = max
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp_max_.redispatch(ks & AFTER_AUTOGRAD, self, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def clamp_max__Tensor(ks, self, max):
    if _fw.enabled:
        check_no_fw_grad("clamp_max_", self, max)
    _any_requires_grad = any_requires_grad(self, max)
    if not _any_requires_grad:
        ops.clamp_max__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, max)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ClampMaxBackward1((gradient_edge(self), gradient_edge(max)))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    grad_fn.max_ = SavedVariable(max, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.clamp_max__Tensor.redispatch(ks & AFTER_AUTOGRAD, self, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def clamp_max_Tensor_out(ks, self, max, out):
    if _fw.enabled:
        check_no_fw_grad_out("clamp_max_Tensor_out", self, max, out)
    if compute_requires_grad(self, max) or compute_requires_grad(out):
        raise RuntimeError(
            "clamp_max(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.clamp_max_Tensor_out.redispatch(ks & AFTER_AUTOGRAD, self, max, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def view_as_real(ks, self):
    if _fw.enabled:
        check_no_fw_grad("view_as_real", self)
    grad_fn = new_node(nodes.ViewAsRealBackward0, self)
    if grad_fn is None:
        return ops.view_as_real.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.view_as_real.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def view_as_complex(ks, self):
    if _fw.enabled:
        check_no_fw_grad("view_as_complex", self)
    grad_fn = new_node(nodes.ViewAsComplexBackward0, self)
    if grad_fn is None:
        return ops.view_as_complex.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.view_as_complex.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def conj_physical(ks, self):
    if _fw.enabled:
        check_no_fw_grad("conj_physical", self)
    grad_fn = new_node(nodes.ConjPhysicalBackward0, self)
    if grad_fn is None:
        return ops.conj_physical.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.conj_physical.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def conj_physical_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("conj_physical_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.conj_physical_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.ConjPhysicalBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.conj_physical_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def conj_physical_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("conj_physical_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "conj_physical(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.conj_physical_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def angle(ks, self):
    if _fw.enabled:
        check_no_fw_grad("angle", self)
    grad_fn = new_node(nodes.AngleBackward0, self)
    if grad_fn is None:
        return ops.angle.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.angle.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def angle_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("angle_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "angle(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.angle_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sgn(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sgn", self)
    grad_fn = new_node(nodes.SgnBackward0, self)
    if grad_fn is None:
        return ops.sgn.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sgn.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def sgn_(ks, self):
    if _fw.enabled:
        check_no_fw_grad("sgn_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.sgn_.redispatch(ks & AFTER_AUTOGRAD, self)
        return self
    check_inplace(self, True)
    grad_fn = nodes.SgnBackward0((gradient_edge(self),))
    original_self = self.clone()
    grad_fn.self_ = SavedVariable(original_self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.sgn_.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    grad_fn.result_ = SavedVariable(self, True)
    return self


def sgn_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("sgn_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "sgn(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sgn_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def polar(ks, abs, angle):
    if _fw.enabled:
        check_no_fw_grad("polar", abs, angle)
    grad_fn = new_node(nodes.PolarBackward0, abs, angle)
    if grad_fn is None:
        return ops.polar.redispatch(ks & AFTER_AUTOGRAD, abs, angle)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.polar.redispatch(ks & AFTER_AUTOGRAD, abs, angle)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def polar_out(ks, abs, angle, out):
    if _fw.enabled:
        check_no_fw_grad_out("polar_out", abs, angle, out)
    if compute_requires_grad(abs, angle) or compute_requires_grad(out):
        raise RuntimeError(
            "polar(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.polar_out.redispatch(ks & AFTER_AUTOGRAD, abs, angle, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def complex(ks, real, imag):
    if _fw.enabled:
        check_no_fw_grad("complex", real, imag)
    grad_fn = new_node(nodes.ComplexBackward0, real, imag)
    if grad_fn is None:
        return ops.complex.redispatch(ks & AFTER_AUTOGRAD, real, imag)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.complex.redispatch(ks & AFTER_AUTOGRAD, real, imag)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def complex_out(ks, real, imag, out):
    if _fw.enabled:
        check_no_fw_grad_out("complex_out", real, imag, out)
    if compute_requires_grad(real, imag) or compute_requires_grad(out):
        raise RuntimeError(
            "complex(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.complex_out.redispatch(ks & AFTER_AUTOGRAD, real, imag, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def median(ks, self):
    if _fw.enabled:
        check_no_fw_grad("median", self)
    grad_fn = new_node(nodes.MedianBackward0, self)
    if grad_fn is None:
        return ops.median.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.median.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def median_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("median_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "median(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.median_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def median_dim(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("median", self)
    grad_fn = new_node(nodes.MedianBackward1, self)
    if grad_fn is None:
        return ops.median_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.median_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def median_dim_values(ks, self, dim, keepdim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("median_dim_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "median(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.median_dim_values.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nanmedian(ks, self):
    if _fw.enabled:
        check_no_fw_grad("nanmedian", self)
    grad_fn = new_node(nodes.NanmedianBackward0, self)
    if grad_fn is None:
        return ops.nanmedian.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nanmedian.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def nanmedian_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("nanmedian_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "nanmedian(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nanmedian_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nanmedian_dim(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("nanmedian", self)
    grad_fn = new_node(nodes.NanmedianBackward1, self)
    if grad_fn is None:
        return ops.nanmedian_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nanmedian_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def nanmedian_dim_values(ks, self, dim, keepdim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("nanmedian_dim_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "nanmedian(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nanmedian_dim_values.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def kthvalue(ks, self, k, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("kthvalue", self)
    grad_fn = new_node(nodes.KthvalueBackward0, self)
    if grad_fn is None:
        return ops.kthvalue.redispatch(ks & AFTER_AUTOGRAD, self, k, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.kthvalue.redispatch(ks & AFTER_AUTOGRAD, self, k, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def kthvalue_values(ks, self, k, dim, keepdim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("kthvalue_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "kthvalue(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.kthvalue_values.redispatch(
            ks & AFTER_AUTOGRAD, self, k, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def mode(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("mode", self)
    grad_fn = new_node(nodes.ModeBackward0, self)
    if grad_fn is None:
        return ops.mode.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.mode.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def mode_values(ks, self, dim, keepdim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("mode_values", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "mode(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.mode_values.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, values, indices)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cummax(ks, self, dim):
    if _fw.enabled:
        check_no_fw_grad("cummax", self)
    grad_fn = new_node(nodes.CummaxBackward0, self)
    if grad_fn is None:
        return ops.cummax.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cummax.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def cummax_out(ks, self, dim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("cummax_out", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "cummax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cummax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, values, indices)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def cummin(ks, self, dim):
    if _fw.enabled:
        check_no_fw_grad("cummin", self)
    grad_fn = new_node(nodes.CumminBackward0, self)
    if grad_fn is None:
        return ops.cummin.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.cummin.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result[0], grad_fn)
    grad_fn.indices_ = SavedVariable(result[1], False)
    return result


def cummin_out(ks, self, dim, values, indices):
    if _fw.enabled:
        check_no_fw_grad_out("cummin_out", self, values, indices)
    if compute_requires_grad(self) or compute_requires_grad(values, indices):
        raise RuntimeError(
            "cummin(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.cummin_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, values, indices)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def nansum(ks, self, dim, keepdim, dtype):
    if _fw.enabled:
        check_no_fw_grad("nansum", self)
    grad_fn = new_node(nodes.NansumBackward0, self)
    if grad_fn is None:
        return ops.nansum.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.nansum.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def nansum_out(ks, self, dim, keepdim, dtype, out):
    if _fw.enabled:
        check_no_fw_grad_out("nansum_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "nansum(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nansum_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, dtype, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def trace(ks, self):
    if _fw.enabled:
        check_no_fw_grad("trace", self)
    grad_fn = new_node(nodes.TraceBackward0, self)
    if grad_fn is None:
        return ops.trace.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_sizes = self._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.trace.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def trace_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("trace_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "trace(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.trace_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def aminmax(ks, self, dim, keepdim):
    if _fw.enabled:
        check_no_fw_grad("aminmax", self)
    grad_fn = new_node(nodes.AminmaxBackward0, self)
    if grad_fn is None:
        return ops.aminmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    grad_fn.keepdim = keepdim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.aminmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history((result[0], result[1]), grad_fn)
    grad_fn.min_ = SavedVariable(result[0], True)
    grad_fn.max_ = SavedVariable(result[1], True)
    return result


def aminmax_out(ks, self, dim, keepdim, min, max):
    if _fw.enabled:
        check_no_fw_grad_out("aminmax_out", self, min, max)
    if compute_requires_grad(self) or compute_requires_grad(min, max):
        raise RuntimeError(
            "aminmax(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.aminmax_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, keepdim, min, max)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def diag_embed(ks, self, offset, dim1, dim2):
    if _fw.enabled:
        check_no_fw_grad("diag_embed", self)
    grad_fn = new_node(nodes.DiagEmbedBackward0, self)
    if grad_fn is None:
        return ops.diag_embed.redispatch(ks & AFTER_AUTOGRAD, self, offset, dim1, dim2)
    grad_fn.offset = offset
    grad_fn.dim1 = dim1
    grad_fn.dim2 = dim2
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.diag_embed.redispatch(ks & AFTER_AUTOGRAD, self, offset, dim1, dim2)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def diag_embed_out(ks, self, offset, dim1, dim2, out):
    if _fw.enabled:
        check_no_fw_grad_out("diag_embed_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "diag_embed(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.diag_embed_out.redispatch(ks & AFTER_AUTOGRAD, self, offset, dim1, dim2, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def unsafe_split_Tensor(ks, self, split_size, dim):
    if _fw.enabled:
        check_no_fw_grad("unsafe_split", self)
    grad_fn = new_node(nodes.UnsafeSplitBackward0, self)
    if grad_fn is None:
        return ops.unsafe_split_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, split_size, dim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.split_size = split_size
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.unsafe_split_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, split_size, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def unsafe_split_with_sizes(ks, self, split_sizes, dim):
    if _fw.enabled:
        check_no_fw_grad("unsafe_split_with_sizes", self)
    grad_fn = new_node(nodes.UnsafeSplitWithSizesBackward0, self)
    if grad_fn is None:
        return ops.unsafe_split_with_sizes.redispatch(ks & AFTER_AUTOGRAD, self, split_sizes, dim)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.self_dtype = self._impl.dtype
    grad_fn.self_device = self._impl.device
    grad_fn.split_sizes = split_sizes
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.unsafe_split_with_sizes.redispatch(ks & AFTER_AUTOGRAD, self, split_sizes, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def narrow_copy(ks, self, dim, start, length):
    if _fw.enabled:
        check_no_fw_grad("narrow_copy", self)
    grad_fn = new_node(nodes.NarrowCopyBackward0, self)
    if grad_fn is None:
        return ops.narrow_copy.redispatch(ks & AFTER_AUTOGRAD, self, dim, start, length)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.start = start
    grad_fn.length = length
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.narrow_copy.redispatch(ks & AFTER_AUTOGRAD, self, dim, start, length)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def index_copy(ks, self, dim, index, source):
    if _fw.enabled:
        check_no_fw_grad("index_copy", self, source)
    grad_fn = new_node(nodes.IndexCopyBackward0, self, source)
    if grad_fn is not None:
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_sizes = source._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.index_copy.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, source)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def index_copy_(ks, self, dim, index, source):
    if _fw.enabled:
        check_no_fw_grad("index_copy_", self, source)
    _any_requires_grad = any_requires_grad(self, source)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.IndexCopyBackward0((gradient_edge(self), gradient_edge(source)))
        grad_fn.dim = dim
        grad_fn.index_ = SavedVariable(index, False)
        grad_fn.source_sizes = source._impl.sizes
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.index_copy_.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, source)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def index_copy_out(ks, self, dim, index, source, out):
    if _fw.enabled:
        check_no_fw_grad_out("index_copy_out", self, source, out)
    if compute_requires_grad(self, source) or compute_requires_grad(out):
        raise RuntimeError(
            "index_copy(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.index_copy_out.redispatch(ks & AFTER_AUTOGRAD, self, dim, index, source, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def bincount(ks, self, weights, minlength):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.bincount.redispatch(ks & AFTER_AUTOGRAD, self, weights, minlength)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogram_bins_tensor(ks, self, bins, weight, density):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogram_bins_tensor.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, weight, density
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogram_bins_tensor_out(ks, self, bins, weight, density, hist, bin_edges):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogram_bins_tensor_out.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, weight, density, hist, bin_edges
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogram_bin_ct(ks, self, bins, range, weight, density):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogram_bin_ct.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, range, weight, density
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogram_bin_ct_out(ks, self, bins, range, weight, density, hist, bin_edges):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogram_bin_ct_out.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, range, weight, density, hist, bin_edges
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogramdd(ks, self, bins, range, weight, density):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogramdd.redispatch(ks & AFTER_AUTOGRAD, self, bins, range, weight, density)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogramdd_int_bins(ks, self, bins, range, weight, density):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogramdd_int_bins.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, range, weight, density
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def histogramdd_TensorList_bins(ks, self, bins, range, weight, density):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.histogramdd_TensorList_bins.redispatch(
            ks & AFTER_AUTOGRAD, self, bins, range, weight, density
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def unique_consecutive(ks, self, return_inverse, return_counts, dim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.unique_consecutive.redispatch(
            ks & AFTER_AUTOGRAD, self, return_inverse, return_counts, dim
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def new_empty_strided(ks, self, size, stride, dtype, layout, device, pin_memory):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.new_empty_strided.redispatch(
            ks & AFTER_AUTOGRAD, self, size, stride, dtype, layout, device, pin_memory
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def unfold(ks, self, dimension, size, step):
    if _fw.enabled:
        check_no_fw_grad("unfold", self)
    grad_fn = new_node(nodes.UnfoldBackward0, self)
    if grad_fn is None:
        return ops.unfold.redispatch(ks & AFTER_AUTOGRAD, self, dimension, size, step)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dimension = dimension
    grad_fn.size = size
    grad_fn.step = step
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.unfold.redispatch(ks & AFTER_AUTOGRAD, self, dimension, size, step)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def hardshrink(ks, self, lambd):
    if _fw.enabled:
        check_no_fw_grad("hardshrink", self)
    grad_fn = new_node(nodes.HardshrinkBackward0, self)
    if grad_fn is None:
        return ops.hardshrink.redispatch(ks & AFTER_AUTOGRAD, self, lambd)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.lambd = lambd
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.hardshrink.redispatch(ks & AFTER_AUTOGRAD, self, lambd)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def hardshrink_out(ks, self, lambd, out):
    if _fw.enabled:
        check_no_fw_grad_out("hardshrink_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "hardshrink(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.hardshrink_out.redispatch(ks & AFTER_AUTOGRAD, self, lambd, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def embedding_renorm_(ks, self, indices, max_norm, norm_type):
    if _fw.enabled:
        check_no_fw_grad("embedding_renorm_", self)
    _any_requires_grad = any_requires_grad(self)
    check_inplace(self, _any_requires_grad)
    grad_fn = None
    if _any_requires_grad:
        grad_fn = nodes.EmbeddingRenormBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.embedding_renorm_.redispatch(ks & AFTER_AUTOGRAD, self, indices, max_norm, norm_type)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def cauchy_(ks, self, median, sigma, generator):
    if _fw.enabled:
        check_no_fw_grad("cauchy_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.cauchy_.redispatch(ks & AFTER_AUTOGRAD, self, median, sigma, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.CauchyBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.cauchy_.redispatch(ks & AFTER_AUTOGRAD, self, median, sigma, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def geometric_(ks, self, p, generator):
    if _fw.enabled:
        check_no_fw_grad("geometric_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.geometric_.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.GeometricBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.geometric_.redispatch(ks & AFTER_AUTOGRAD, self, p, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def log_normal_(ks, self, mean, std, generator):
    if _fw.enabled:
        check_no_fw_grad("log_normal_", self)
    _any_requires_grad = any_requires_grad(self)
    if not _any_requires_grad:
        ops.log_normal_.redispatch(ks & AFTER_AUTOGRAD, self, mean, std, generator)
        return self
    check_inplace(self, True)
    grad_fn = nodes.LogNormalBackward0((gradient_edge(self),))
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        ops.log_normal_.redispatch(ks & AFTER_AUTOGRAD, self, mean, std, generator)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    rebase_history(self, grad_fn)
    return self


def fill_Scalar(ks, self, value):
    if _fw.enabled:
        check_no_fw_grad("fill", self)
    grad_fn = new_node(nodes.FillBackward1, self)
    if grad_fn is None:
        return ops.fill_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, value)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.fill_Scalar.redispatch(ks & AFTER_AUTOGRAD, self, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def fill_Tensor(ks, self, value):
    if _fw.enabled:
        check_no_fw_grad("fill", self, value)
    grad_fn = new_node(nodes.FillBackward2, self, value)
    if grad_fn is None:
        return ops.fill_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, value)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.fill_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def nonzero_static(ks, self, size, fill_value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.nonzero_static.redispatch(ks & AFTER_AUTOGRAD, self, size, fill_value)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _nnz(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._nnz.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sparse_dim(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.sparse_dim.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def dense_dim(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.dense_dim.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def is_coalesced(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.is_coalesced.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _indices(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._indices.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _values(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._values.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def indices(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.indices.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def values(ks, self):
    if _fw.enabled:
        check_no_fw_grad("values", self)
    grad_fn = new_node(nodes.ValuesBackward0, self)
    if grad_fn is None:
        return ops.values.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.values.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def coalesce(ks, self):
    if _fw.enabled:
        check_no_fw_grad("coalesce", self)
    grad_fn = new_node(nodes.CoalesceBackward0, self)
    if grad_fn is None:
        return ops.coalesce.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.coalesce.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _to_dense(ks, self, dtype, masked_grad):
    if _fw.enabled:
        check_no_fw_grad("_to_dense", self)
    grad_fn = new_node(nodes.ToDenseBackward0, self)
    if grad_fn is None:
        return ops._to_dense.redispatch(ks & AFTER_AUTOGRAD, self, dtype, masked_grad)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.masked_grad = masked_grad
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._to_dense.redispatch(ks & AFTER_AUTOGRAD, self, dtype, masked_grad)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def to_sparse_sparse_dim(ks, self, sparse_dim):
    if _fw.enabled:
        check_no_fw_grad("to_sparse", self)
    grad_fn = new_node(nodes.ToSparseBackward0, self)
    if grad_fn is None:
        return ops.to_sparse_sparse_dim.redispatch(ks & AFTER_AUTOGRAD, self, sparse_dim)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.to_sparse_sparse_dim.redispatch(ks & AFTER_AUTOGRAD, self, sparse_dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def to_sparse(ks, self, layout, blocksize, dense_dim):
    if _fw.enabled:
        check_no_fw_grad("to_sparse", self)
    grad_fn = new_node(nodes.ToSparseBackward1, self)
    if grad_fn is None:
        return ops.to_sparse.redispatch(ks & AFTER_AUTOGRAD, self, layout, blocksize, dense_dim)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.to_sparse.redispatch(ks & AFTER_AUTOGRAD, self, layout, blocksize, dense_dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def special_entr(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_entr", self)
    grad_fn = new_node(nodes.SpecialEntrBackward0, self)
    if grad_fn is None:
        return ops.special_entr.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_entr.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def special_entr_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_entr_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_entr(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_entr_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_erfcx(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_erfcx", self)
    grad_fn = new_node(nodes.SpecialErfcxBackward0, self)
    if grad_fn is None:
        return ops.special_erfcx.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_erfcx.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_erfcx_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_erfcx_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_erfcx(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_erfcx_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_i0e(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_i0e", self)
    grad_fn = new_node(nodes.SpecialI0EBackward0, self)
    if grad_fn is None:
        return ops.special_i0e.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_i0e.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_i0e_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_i0e_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_i0e(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_i0e_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_i1e(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_i1e", self)
    grad_fn = new_node(nodes.SpecialI1EBackward0, self)
    if grad_fn is None:
        return ops.special_i1e.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_i1e.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_i1e_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_i1e_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_i1e(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_i1e_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_ndtri(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_ndtri", self)
    grad_fn = new_node(nodes.SpecialNdtriBackward0, self)
    if grad_fn is None:
        return ops.special_ndtri.redispatch(ks & AFTER_AUTOGRAD, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_ndtri.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_ndtri_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_ndtri_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_ndtri(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_ndtri_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_log_ndtr(ks, self):
    if _fw.enabled:
        check_no_fw_grad("special_log_ndtr", self)
    grad_fn = new_node(nodes.SpecialLogNdtrBackward0, self)
    if grad_fn is None:
        return ops.special_log_ndtr.redispatch(ks & AFTER_AUTOGRAD, self)
    grad_fn.self_ = SavedVariable(self, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_log_ndtr.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def special_log_ndtr_out(ks, self, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_log_ndtr_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "special_log_ndtr(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_log_ndtr_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_airy_ai(ks, x):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_airy_ai.redispatch(ks & AFTER_AUTOGRAD, x)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_airy_ai_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_airy_ai_out.redispatch(ks & AFTER_AUTOGRAD, x, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_j0(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_j0.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_j0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_j0_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_j1(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_j1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_j1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_j1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_y0(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_y0.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_y0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_y0_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_y1(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_y1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_bessel_y1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_bessel_y1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_i0(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_i0.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_i0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_i0_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_i1(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_i1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_i1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_i1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_k0(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_k0.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_k0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_k0_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_k1(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_k1.redispatch(ks & AFTER_AUTOGRAD, self)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_modified_bessel_k1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_modified_bessel_k1_out.redispatch(ks & AFTER_AUTOGRAD, self, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_scaled_modified_bessel_k0(ks, x):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_scaled_modified_bessel_k0.redispatch(ks & AFTER_AUTOGRAD, x)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_scaled_modified_bessel_k0_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_scaled_modified_bessel_k0_out.redispatch(ks & AFTER_AUTOGRAD, x, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_scaled_modified_bessel_k1(ks, x):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_scaled_modified_bessel_k1.redispatch(ks & AFTER_AUTOGRAD, x)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_scaled_modified_bessel_k1_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_scaled_modified_bessel_k1_out.redispatch(ks & AFTER_AUTOGRAD, x, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_spherical_bessel_j0(ks, x):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_spherical_bessel_j0.redispatch(ks & AFTER_AUTOGRAD, x)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_spherical_bessel_j0_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_spherical_bessel_j0_out.redispatch(ks & AFTER_AUTOGRAD, x, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_xlog1py(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("special_xlog1py", self, other)
    grad_fn = new_node(nodes.SpecialXlog1PyBackward0, self, other)
    if grad_fn is None:
        return ops.special_xlog1py.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_xlog1py.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def special_xlog1py_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_xlog1py_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "special_xlog1py(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_xlog1py_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_zeta(ks, self, other):
    if _fw.enabled:
        check_no_fw_grad("special_zeta", self, other)
    grad_fn = new_node(nodes.SpecialZetaBackward0, self, other)
    if grad_fn is None:
        return ops.special_zeta.redispatch(ks & AFTER_AUTOGRAD, self, other)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.other_ = SavedVariable(other, False)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.special_zeta.redispatch(ks & AFTER_AUTOGRAD, self, other)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def special_zeta_out(ks, self, other, out):
    if _fw.enabled:
        check_no_fw_grad_out("special_zeta_out", self, other, out)
    if compute_requires_grad(self, other) or compute_requires_grad(out):
        raise RuntimeError(
            "special_zeta(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_zeta_out.redispatch(ks & AFTER_AUTOGRAD, self, other, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_t(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_t.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_t_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_t_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_u(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_u.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_u_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_u_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_v(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_v.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_v_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_v_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_w(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_w.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_chebyshev_polynomial_w_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_chebyshev_polynomial_w_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_t(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_t.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_t_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_t_out.redispatch(
            ks & AFTER_AUTOGRAD, x, n, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_u(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_u.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_u_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_u_out.redispatch(
            ks & AFTER_AUTOGRAD, x, n, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_v(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_v.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_v_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_v_out.redispatch(
            ks & AFTER_AUTOGRAD, x, n, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_w(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_w.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_shifted_chebyshev_polynomial_w_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_shifted_chebyshev_polynomial_w_out.redispatch(
            ks & AFTER_AUTOGRAD, x, n, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_hermite_polynomial_h(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_hermite_polynomial_h.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_hermite_polynomial_h_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_hermite_polynomial_h_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_hermite_polynomial_he(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_hermite_polynomial_he.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_hermite_polynomial_he_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_hermite_polynomial_he_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_laguerre_polynomial_l(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_laguerre_polynomial_l.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_laguerre_polynomial_l_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_laguerre_polynomial_l_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_legendre_polynomial_p(ks, x, n):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_legendre_polynomial_p.redispatch(ks & AFTER_AUTOGRAD, x, n)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def special_legendre_polynomial_p_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.special_legendre_polynomial_p_out.redispatch(ks & AFTER_AUTOGRAD, x, n, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _fft_r2c(ks, self, dim, normalization, onesided):
    if _fw.enabled:
        check_no_fw_grad("_fft_r2c", self)
    grad_fn = new_node(nodes.FftR2CBackward0, self)
    if grad_fn is None:
        return ops._fft_r2c.redispatch(ks & AFTER_AUTOGRAD, self, dim, normalization, onesided)
    grad_fn.self_sizes = self._impl.sizes
    grad_fn.dim = dim
    grad_fn.normalization = normalization
    grad_fn.onesided = onesided
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._fft_r2c.redispatch(ks & AFTER_AUTOGRAD, self, dim, normalization, onesided)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _fft_r2c_out(ks, self, dim, normalization, onesided, out):
    if _fw.enabled:
        check_no_fw_grad_out("_fft_r2c_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "_fft_r2c(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._fft_r2c_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, normalization, onesided, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _fft_c2r(ks, self, dim, normalization, last_dim_size):
    if _fw.enabled:
        check_no_fw_grad("_fft_c2r", self)
    grad_fn = new_node(nodes.FftC2RBackward0, self)
    if grad_fn is None:
        return ops._fft_c2r.redispatch(ks & AFTER_AUTOGRAD, self, dim, normalization, last_dim_size)
    grad_fn.dim = dim
    grad_fn.normalization = normalization
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._fft_c2r.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, normalization, last_dim_size
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _fft_c2r_out(ks, self, dim, normalization, last_dim_size, out):
    if _fw.enabled:
        check_no_fw_grad_out("_fft_c2r_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "_fft_c2r(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._fft_c2r_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, normalization, last_dim_size, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _fft_c2c(ks, self, dim, normalization, forward):
    if _fw.enabled:
        check_no_fw_grad("_fft_c2c", self)
    grad_fn = new_node(nodes.FftC2CBackward0, self)
    if grad_fn is None:
        return ops._fft_c2c.redispatch(ks & AFTER_AUTOGRAD, self, dim, normalization, forward)
    grad_fn.dim = dim
    grad_fn.normalization = normalization
    grad_fn.forward = forward
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._fft_c2c.redispatch(ks & AFTER_AUTOGRAD, self, dim, normalization, forward)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _fft_c2c_out(ks, self, dim, normalization, forward, out):
    if _fw.enabled:
        check_no_fw_grad_out("_fft_c2c_out", self, out)
    if compute_requires_grad(self) or compute_requires_grad(out):
        raise RuntimeError(
            "_fft_c2c(): functions with out=... arguments don't support automatic "
            "differentiation, but one of the arguments requires grad."
        )
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._fft_c2c_out.redispatch(
            ks & AFTER_AUTOGRAD, self, dim, normalization, forward, out
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def fft_fftfreq_out(ks, n, d, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.fft_fftfreq_out.redispatch(ks & AFTER_AUTOGRAD, n, d, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def fft_rfftfreq_out(ks, n, d, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops.fft_rfftfreq_out.redispatch(ks & AFTER_AUTOGRAD, n, d, out)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def sparse_mask(ks, self, mask):
    if _fw.enabled:
        check_no_fw_grad("sparse_mask", self)
    grad_fn = new_node(nodes.SparseMaskBackward0, self)
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops.sparse_mask.redispatch(ks & AFTER_AUTOGRAD, self, mask)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    if grad_fn is not None:
        set_history(result, grad_fn)
    return result


def _sparse_mm(ks, sparse, dense):
    if _fw.enabled:
        check_no_fw_grad("_sparse_mm", sparse, dense)
    grad_fn = new_node(nodes.SparseMmBackward0, sparse, dense)
    if grad_fn is None:
        return ops._sparse_mm.redispatch(ks & AFTER_AUTOGRAD, sparse, dense)
    grad_fn.sparse_ = SavedVariable(sparse, False)
    grad_fn.dense_ = SavedVariable(dense, False)
    grad_fn.dense_sizes = dense._impl.sizes
    grad_fn.dense_strides = dense._impl.strides
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._sparse_mm.redispatch(ks & AFTER_AUTOGRAD, sparse, dense)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _sparse_sum_dim(ks, self, dim):
    if _fw.enabled:
        check_no_fw_grad("_sparse_sum", self)
    grad_fn = new_node(nodes.SparseSumBackward0, self)
    if grad_fn is None:
        return ops._sparse_sum_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._sparse_sum_dim.redispatch(ks & AFTER_AUTOGRAD, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    return result


def _sparse_sum_backward(ks, grad, self, dim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._sparse_sum_backward.redispatch(ks & AFTER_AUTOGRAD, grad, self, dim)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _sparse_softmax(ks, self, dim, half_to_float):
    if _fw.enabled:
        check_no_fw_grad("_sparse_softmax", self)
    grad_fn = new_node(nodes.SparseSoftmaxBackward0, self)
    if grad_fn is None:
        return ops._sparse_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._sparse_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def _sparse_softmax_backward_data(ks, grad_output, output, dim, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._sparse_softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, self
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _sparse_log_softmax(ks, self, dim, half_to_float):
    if _fw.enabled:
        check_no_fw_grad("_sparse_log_softmax", self)
    grad_fn = new_node(nodes.SparseLogSoftmaxBackward0, self)
    if grad_fn is None:
        return ops._sparse_log_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    grad_fn.self_ = SavedVariable(self, False)
    grad_fn.dim = dim
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        result = ops._sparse_log_softmax.redispatch(ks & AFTER_AUTOGRAD, self, dim, half_to_float)
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
    set_history(result, grad_fn)
    grad_fn.result_ = SavedVariable(result, True)
    return result


def _sparse_log_softmax_backward_data(ks, grad_output, output, dim, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _AUTOGRAD_KEYS
    try:
        return ops._sparse_log_softmax_backward_data.redispatch(
            ks & AFTER_AUTOGRAD, grad_output, output, dim, self
        )
    finally:
        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded


def _fw_copy_(result, self, src, non_blocking, _inplace=False):
    if not has_fw_grad(self, src):
        return
    src_t = fw_tangent(src)
    _fw.enabled = False
    try:
        set_fw_grad(result, src_t.to(self._impl.dtype).expand(self._impl.sizes).clone(), _inplace)
    finally:
        _fw.enabled = True


def _fw__to_copy(
    result, self, dtype, layout, device, pin_memory, non_blocking, memory_format, _inplace=False
):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(
            result,
            ops._to_copy.call(self_t, dtype, layout, device, pin_memory, non_blocking, memory_format),
            _inplace,
        )
    finally:
        _fw.enabled = True


def _fw_fill__Scalar(result, self, value, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.fill_(0), _inplace)
    finally:
        _fw.enabled = True


def _fw_zero_(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.zero_(), _inplace)
    finally:
        _fw.enabled = True


def _fw_clone(result, self, memory_format, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.clone.call(self_t, memory_format), _inplace)
    finally:
        _fw.enabled = True


def _fw_add_Tensor(result, self, other, alpha, _inplace=False):
    if not has_fw_grad(self, other):
        return
    self_t = fw_tangent(self)
    other_t = fw_tangent(other)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t + _formulas.maybe_multiply(other_t, alpha), _inplace)
    finally:
        _fw.enabled = True


def _fw_sub_Tensor(result, self, other, alpha, _inplace=False):
    if not has_fw_grad(self, other):
        return
    self_t = fw_tangent(self)
    other_t = fw_tangent(other)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t - _formulas.maybe_multiply(other_t, alpha), _inplace)
    finally:
        _fw.enabled = True


def _fw_mul_Tensor(result, self, other, _inplace=False):
    if not has_fw_grad(self, other):
        return
    self_t = fw_tangent(self)
    other_t = fw_tangent(other)
    _fw.enabled = False
    try:
        set_fw_grad(result, other_t * self + self_t * other, _inplace)
    finally:
        _fw.enabled = True


def _fw_div_Tensor(result, self, other, _inplace=False):
    if not has_fw_grad(self, other):
        return
    self_t = fw_tangent(self)
    other_t = fw_tangent(other)
    _fw.enabled = False
    try:
        set_fw_grad(result, (self_t - other_t * result) / other, _inplace)
    finally:
        _fw.enabled = True


def _fw_pow_Tensor_Tensor(result, self, exponent, _inplace=False):
    if not has_fw_grad(self, exponent):
        return
    self_t = fw_tangent(self)
    exponent_t = fw_tangent(exponent)
    _fw.enabled = False
    try:
        set_fw_grad(
            result,
            _formulas.pow_backward_self(self_t, self, exponent) + _formulas.pow_backward_exponent(exponent_t, self, exponent, result).masked_fill(exponent_t == 0, 0),
            _inplace,
        )
    finally:
        _fw.enabled = True


def _fw_where_self(result, condition, self, other, _inplace=False):
    if not has_fw_grad(self, other):
        return
    self_t = fw_tangent(self)
    other_t = fw_tangent(other)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.where(condition, self_t, other_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_clamp(result, self, min, max, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.clamp_backward(self_t, self, min, max), _inplace)
    finally:
        _fw.enabled = True


def _fw_abs(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * self.sgn(), _inplace)
    finally:
        _fw.enabled = True


def _fw_neg(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.neg(), _inplace)
    finally:
        _fw.enabled = True


def _fw_exp(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * result, _inplace)
    finally:
        _fw.enabled = True


def _fw_exp2(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * result * _formulas.M_LN2, _inplace)
    finally:
        _fw.enabled = True


def _fw_expm1(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * (result + 1), _inplace)
    finally:
        _fw.enabled = True


def _fw_log(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.div(self), _inplace)
    finally:
        _fw.enabled = True


def _fw_log2(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t / (self * _formulas.M_LN2), _inplace)
    finally:
        _fw.enabled = True


def _fw_log10(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t / (self * _formulas.M_LN10), _inplace)
    finally:
        _fw.enabled = True


def _fw_log1p(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.log1p_backward(self_t, self), _inplace)
    finally:
        _fw.enabled = True


def _fw_sqrt(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t / (2 * result), _inplace)
    finally:
        _fw.enabled = True


def _fw_rsqrt(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, -0.5 * self_t * result.pow(3), _inplace)
    finally:
        _fw.enabled = True


def _fw_reciprocal(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, -self_t * (result * result), _inplace)
    finally:
        _fw.enabled = True


def _fw_sin(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * self.cos(), _inplace)
    finally:
        _fw.enabled = True


def _fw_cos(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * -self.sin(), _inplace)
    finally:
        _fw.enabled = True


def _fw_tan(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * (1 + result.pow(2)), _inplace)
    finally:
        _fw.enabled = True


def _fw_asin(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * (-self * self + 1).rsqrt(), _inplace)
    finally:
        _fw.enabled = True


def _fw_acos(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * -(-self * self + 1).rsqrt(), _inplace)
    finally:
        _fw.enabled = True


def _fw_atan(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t / (self * self + 1), _inplace)
    finally:
        _fw.enabled = True


def _fw_sinh(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * self.cosh(), _inplace)
    finally:
        _fw.enabled = True


def _fw_cosh(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t * self.sinh(), _inplace)
    finally:
        _fw.enabled = True


def _fw_tanh(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.tanh_backward(self_t, result), _inplace)
    finally:
        _fw.enabled = True


def _fw_sigmoid(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.sigmoid_backward(self_t, result), _inplace)
    finally:
        _fw.enabled = True


def _fw_erf(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.M_2_SQRTPI * (-(self * self)).exp() * self_t, _inplace)
    finally:
        _fw.enabled = True


def _fw_relu(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.threshold_backward(self_t, result, 0), _inplace)
    finally:
        _fw.enabled = True


def _fw_silu(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.silu_backward(self_t, self), _inplace)
    finally:
        _fw.enabled = True


def _fw_gelu(result, self, approximate, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.gelu_backward(self_t, self, approximate), _inplace)
    finally:
        _fw.enabled = True


def _fw_softplus(result, self, beta, threshold, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.softplus_backward(self_t, self, beta, threshold), _inplace)
    finally:
        _fw.enabled = True


def _fw_leaky_relu(result, self, negative_slope, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(
            result, _formulas.leaky_relu_backward(self_t, self, negative_slope, False), _inplace
        )
    finally:
        _fw.enabled = True


def _fw_elu(result, self, alpha, scale, input_scale, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(
            result, _formulas.elu_backward(self_t, alpha, scale, input_scale, False, self), _inplace
        )
    finally:
        _fw.enabled = True


def _fw_sum(result, self, dtype, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.sum.call(self_t, dtype), _inplace)
    finally:
        _fw.enabled = True


def _fw_sum_dim_IntList(result, self, dim, keepdim, dtype, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.sum_dim_IntList.call(self_t, dim, keepdim, dtype), _inplace)
    finally:
        _fw.enabled = True


def _fw_mean(result, self, dtype, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.mean.call(self_t, dtype), _inplace)
    finally:
        _fw.enabled = True


def _fw_mean_dim(result, self, dim, keepdim, dtype, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.mean_dim.call(self_t, dim, keepdim, dtype), _inplace)
    finally:
        _fw.enabled = True


def _fw__softmax(result, self, dim, half_to_float, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, result * (self_t - (result * self_t).sum(dim, True)), _inplace)
    finally:
        _fw.enabled = True


def _fw__log_softmax(result, self, dim, half_to_float, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t - (self_t * result.exp()).sum(dim, True), _inplace)
    finally:
        _fw.enabled = True


def _fw_view(result, self, size, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.view.call(self_t, size), _inplace)
    finally:
        _fw.enabled = True


def _fw__unsafe_view(result, self, size, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops._unsafe_view.call(self_t, size), _inplace)
    finally:
        _fw.enabled = True


def _fw_alias(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.alias.call(self_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_select_int(result, self, dim, index, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.select_int.call(self_t, dim, index), _inplace)
    finally:
        _fw.enabled = True


def _fw_slice_Tensor(result, self, dim, start, end, step, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.slice_Tensor.call(self_t, dim, start, end, step), _inplace)
    finally:
        _fw.enabled = True


def _fw_unsqueeze(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.unsqueeze.call(self_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_unsqueeze_(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.unsqueeze_(dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_expand(result, self, size, implicit, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.expand.call(self_t, size, implicit), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.squeeze.call(self_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze_dim(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.squeeze_dim.call(self_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze_dims(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.squeeze_dims.call(self_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze_(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.squeeze_(), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze__dim(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.squeeze_(dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_squeeze__dims(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.squeeze_(dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_permute(result, self, dims, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.permute.call(self_t, dims), _inplace)
    finally:
        _fw.enabled = True


def _fw_transpose_int(result, self, dim0, dim1, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.transpose_int.call(self_t, dim0, dim1), _inplace)
    finally:
        _fw.enabled = True


def _fw_transpose_(result, self, dim0, dim1, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.transpose_(dim0, dim1), _inplace)
    finally:
        _fw.enabled = True


def _fw_t(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.t.call(self_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_t_(result, self, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.t_(), _inplace)
    finally:
        _fw.enabled = True


def _fw_split_Tensor(result, self, split_size, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grads(result, ops.split_Tensor.call(self_t, split_size, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_split_with_sizes(result, self, split_sizes, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grads(result, ops.split_with_sizes.call(self_t, split_sizes, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_unbind_int(result, self, dim, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grads(result, ops.unbind_int.call(self_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_cat(result, tensors, dim, _inplace=False):
    if not has_fw_grad(tensors):
        return
    tensors_t = fw_tangents(tensors)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.cat.call(tensors_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_stack(result, tensors, dim, _inplace=False):
    if not has_fw_grad(tensors):
        return
    tensors_t = fw_tangents(tensors)
    _fw.enabled = False
    try:
        set_fw_grad(result, ops.stack.call(tensors_t, dim), _inplace)
    finally:
        _fw.enabled = True


def _fw_masked_fill_Scalar(result, self, mask, value, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.masked_fill(mask, 0), _inplace)
    finally:
        _fw.enabled = True


def _fw_masked_fill_Tensor(result, self, mask, value, _inplace=False):
    if not has_fw_grad(self, value):
        return
    self_t = fw_tangent(self)
    value_t = fw_tangent(value)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.masked_fill(mask, value_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_mm(result, self, mat2, _inplace=False):
    if not has_fw_grad(self, mat2):
        return
    self_t = fw_tangent(self)
    mat2_t = fw_tangent(mat2)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.mm(mat2) + self.mm(mat2_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_bmm(result, self, mat2, _inplace=False):
    if not has_fw_grad(self, mat2):
        return
    self_t = fw_tangent(self)
    mat2_t = fw_tangent(mat2)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.bmm(mat2) + self.bmm(mat2_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_mv(result, self, vec, _inplace=False):
    if not has_fw_grad(self, vec):
        return
    self_t = fw_tangent(self)
    vec_t = fw_tangent(vec)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.mv(vec) + self.mv(vec_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_dot(result, self, tensor, _inplace=False):
    if not has_fw_grad(self, tensor):
        return
    self_t = fw_tangent(self)
    tensor_t = fw_tangent(tensor)
    _fw.enabled = False
    try:
        set_fw_grad(result, self_t.dot(tensor) + self.dot(tensor_t), _inplace)
    finally:
        _fw.enabled = True


def _fw_addmm(result, self, mat1, mat2, beta, alpha, _inplace=False):
    if not has_fw_grad(self, mat1, mat2):
        return
    self_t = fw_tangent(self)
    mat1_t = fw_tangent(mat1)
    mat2_t = fw_tangent(mat2)
    _fw.enabled = False
    try:
        set_fw_grad(
            result,
            _formulas.maybe_multiply(self_t, beta) + _formulas.maybe_multiply(mat1_t.mm(mat2) + mat1.mm(mat2_t), alpha),
            _inplace,
        )
    finally:
        _fw.enabled = True


def _fw_threshold(result, self, threshold, value, _inplace=False):
    if not has_fw_grad(self):
        return
    self_t = fw_tangent(self)
    _fw.enabled = False
    try:
        set_fw_grad(result, _formulas.threshold_backward(self_t, self, threshold), _inplace)
    finally:
        _fw.enabled = True
