# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""ADInplaceOrView kernels (PyTorch's ``ADInplaceOrViewType``): one per mutating operator.

Each runs the operator below ADInplaceOrView, then bumps the version counter of every
tensor it mutated. While the kernel below runs, the operators it calls skip autograd
and ADInplaceOrView (PyTorch's ``AutoDispatchBelowADInplaceOrView``), so a kernel
written with other in-place operators counts once. CompositeImplicitAutograd
operators get none: the operators they decompose into count for them.

The caller passes ``Library("aten", "IMPL", "ADInplaceOrView")``.
"""

from glasstorch.c10.core import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AD_INPLACE_OR_VIEW_KEYSET,
    DispatchKeySet,
)
from glasstorch.c10.dispatch import Library

from . import ops

_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr
#: PyTorch's ``autograd_dispatch_keyset_with_ADInplaceOrView`` (functionality bits only).
_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
).repr


def wrapper_ADInplaceOrView_copy_(ks, self, src, non_blocking):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.copy_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, src, non_blocking)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fill__Scalar(ks, self, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fill__Scalar.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, value)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_zero_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.zero_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_add__Tensor(ks, self, other, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.add__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_add_out(ks, self, other, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.add_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sub__Tensor(ks, self, other, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sub__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sub_out(ks, self, other, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sub_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mul__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mul__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mul_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mul_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_div__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.div__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_div_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.div_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_div__Tensor_mode(ks, self, other, rounding_mode):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.div__Tensor_mode.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, rounding_mode
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_div_out_mode(ks, self, other, rounding_mode, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.div_out_mode.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, rounding_mode, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_floor_divide__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.floor_divide__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_floor_divide_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.floor_divide_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_remainder__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.remainder__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_remainder_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.remainder_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fmod__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fmod__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fmod_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fmod_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_pow__Tensor(ks, self, exponent):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.pow__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, exponent)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_pow_Tensor_Tensor_out(ks, self, exponent, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.pow_Tensor_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, exponent, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atan2_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atan2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atan2_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atan2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_maximum_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.maximum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_minimum_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.minimum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_eq__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.eq__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_eq_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.eq_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ne__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ne__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ne_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ne_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lt__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lt__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lt_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lt_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_le__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.le__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_le_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.le_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gt__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gt__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gt_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gt_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ge__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ge__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ge_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ge_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_and_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_and_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_and_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_and_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_or_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_or_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_or_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_or_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_xor_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_xor_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_xor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_xor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_and__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_and__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_and_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_and_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_or__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_or__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_or_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_or_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_xor__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_xor__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_xor_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_xor_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_left_shift__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_left_shift__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_left_shift_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_left_shift_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_right_shift__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_right_shift__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_right_shift_Tensor_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_right_shift_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_where_self_out(ks, condition, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.where_self_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, condition, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lerp__Tensor(ks, self, end, weight):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lerp__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, end, weight)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lerp_Tensor_out(ks, self, end, weight, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lerp_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, end, weight, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addcmul_(ks, self, tensor1, tensor2, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addcmul_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addcmul_out(ks, self, tensor1, tensor2, value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addcmul_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addcdiv_(ks, self, tensor1, tensor2, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addcdiv_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addcdiv_out(ks, self, tensor1, tensor2, value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addcdiv_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_(ks, self, min, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_out(ks, self, min, max, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp__Tensor(ks, self, min, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_Tensor_out(ks, self, min, max, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_abs_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.abs_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_abs_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.abs_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_neg_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.neg_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_neg_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.neg_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sign_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sign_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sign_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sign_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_exp_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.exp_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_exp_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.exp_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_exp2_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.exp2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_exp2_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.exp2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_expm1_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.expm1_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_expm1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.expm1_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log2_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log2_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log10_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log10_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log10_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log10_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log1p_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log1p_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log1p_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log1p_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sqrt_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sqrt_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sqrt_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sqrt_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_rsqrt_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.rsqrt_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_rsqrt_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.rsqrt_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_reciprocal_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.reciprocal_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_reciprocal_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.reciprocal_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sin_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sin_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sin_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cos_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cos_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cos_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cos_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tan_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tan_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tan_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_asin_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.asin_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_asin_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.asin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_acos_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.acos_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_acos_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.acos_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atan_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atan_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atan_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sinh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sinh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sinh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sinh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cosh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cosh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cosh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cosh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tanh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tanh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tanh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tanh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sigmoid_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sigmoid_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sigmoid_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sigmoid_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erf_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erf_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_floor_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.floor_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_floor_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.floor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ceil_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ceil_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ceil_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ceil_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_trunc_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.trunc_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_trunc_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.trunc_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_round_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.round_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_round_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.round_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_frac_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.frac_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_frac_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.frac_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_relu_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.relu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_relu_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.relu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_silu_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.silu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_silu_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.silu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_not_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_not_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logical_not_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logical_not_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_not_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_not_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bitwise_not_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bitwise_not_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_round__decimals(ks, self, decimals):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.round__decimals.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, decimals)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_round_decimals_out(ks, self, decimals, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.round_decimals_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, decimals, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gelu_(ks, self, approximate):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gelu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, approximate)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gelu_out(ks, self, approximate, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gelu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, approximate, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_softplus_out(ks, self, beta, threshold, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.softplus_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, beta, threshold, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_leaky_relu_(ks, self, negative_slope):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.leaky_relu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, negative_slope)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_leaky_relu_out(ks, self, negative_slope, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.leaky_relu_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, negative_slope, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_elu_(ks, self, alpha, scale, input_scale):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.elu_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, alpha, scale, input_scale
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_elu_out(ks, self, alpha, scale, input_scale, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.elu_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, alpha, scale, input_scale, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nan_to_num_(ks, self, nan, posinf, neginf):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nan_to_num_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, nan, posinf, neginf
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nan_to_num_out(ks, self, nan, posinf, neginf, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nan_to_num_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, nan, posinf, neginf, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_isnan_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.isnan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_isinf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.isinf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_isfinite_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.isfinite_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_zeros_out(ks, size, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.zeros_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, size, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_ones_out(ks, size, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.ones_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, size, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_full_out(ks, size, fill_value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.full_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, size, fill_value, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_arange_out(ks, end, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.arange_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, end, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_arange_start_out(ks, start, end, step, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.arange_start_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, start, end, step, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_linspace_out(ks, start, end, steps, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.linspace_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, start, end, steps, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logspace_out(ks, start, end, steps, base, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logspace_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, start, end, steps, base, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_eye_out(ks, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.eye_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_eye_m_out(ks, n, m, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.eye_m_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, m, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_uniform_(ks, self, from_, to, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.uniform_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, from_, to, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_normal_(ks, self, mean, std, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.normal_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mean, std, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_random__from(ks, self, from_, to, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.random__from.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, from_, to, generator
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_random__to(ks, self, to, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.random__to.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, to, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_random_(ks, self, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.random_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_exponential_(ks, self, lambd, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.exponential_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, lambd, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bernoulli__Tensor(ks, self, p, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bernoulli__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, p, generator
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bernoulli__float(ks, self, p, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bernoulli__float.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, p, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bernoulli_out(ks, self, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bernoulli_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, generator, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_multinomial_out(ks, self, num_samples, replacement, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.multinomial_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, num_samples, replacement, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_randperm_out(ks, n, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.randperm_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, generator, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_rand_out(ks, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.rand_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, size, generator, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_randn_out(ks, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.randn_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, size, generator, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_randint_out(ks, high, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.randint_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, high, size, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_randint_low_out(ks, low, high, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.randint_low_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, low, high, size, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_normal_Tensor_float_out(ks, mean, std, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.normal_Tensor_float_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_normal_float_Tensor_out(ks, mean, std, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.normal_float_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_normal_Tensor_Tensor_out(ks, mean, std, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.normal_Tensor_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, mean, std, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_normal_float_float_out(ks, mean, std, size, generator, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.normal_float_float_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, mean, std, size, generator, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sum_IntList_out(ks, self, dim, keepdim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sum_IntList_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sum_out(ks, self, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dtype, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mean_out(ks, self, dim, keepdim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mean_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mean_dtype_out(ks, self, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mean_dtype_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dtype, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_prod_int_out(ks, self, dim, keepdim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.prod_int_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_amax_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.amax_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_amin_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.amin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_max_dim_max(ks, self, dim, keepdim, max, max_values):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.max_dim_max.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, max, max_values
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    max._impl.bump_version()
    max_values._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_min_dim_min(ks, self, dim, keepdim, min, min_indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.min_dim_min.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, min, min_indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    min._impl.bump_version()
    min_indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_argmax_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.argmax_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_argmin_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.argmin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_all_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.all_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_all_dims_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.all_dims_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_all_all_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.all_all_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_any_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.any_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_any_dims_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.any_dims_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_any_all_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.any_all_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_var_correction_out(ks, self, dim, correction, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.var_correction_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, correction, keepdim, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_std_correction_out(ks, self, dim, correction, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.std_correction_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, correction, keepdim, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_norm_out(ks, self, p, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.norm_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, p, dim, keepdim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_linalg_vector_norm_out(ks, self, ord, dim, keepdim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.linalg_vector_norm_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, ord, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cumsum_(ks, self, dim, dtype):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cumsum_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, dtype)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cumsum_out(ks, self, dim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cumsum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, dtype, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cumprod_(ks, self, dim, dtype):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cumprod_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, dtype)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cumprod_out(ks, self, dim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cumprod_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, dtype, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logsumexp_out(ks, self, dim, keepdim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logsumexp_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__softmax_out(ks, self, dim, half_to_float, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._softmax_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, half_to_float, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__log_softmax_out(ks, self, dim, half_to_float, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._log_softmax_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, half_to_float, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_topk_values(ks, self, k, dim, largest, sorted, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.topk_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, k, dim, largest, sorted, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sort_values(ks, self, dim, descending, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sort_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, descending, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sort_values_stable(ks, self, stable, dim, descending, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sort_values_stable.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, stable, dim, descending, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_as_strided_(ks, self, size, stride, storage_offset):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.as_strided_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, size, stride, storage_offset
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_unsqueeze_(ks, self, dim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.unsqueeze_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_squeeze_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.squeeze_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_squeeze__dim(ks, self, dim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.squeeze__dim.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_squeeze__dims(ks, self, dim):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.squeeze__dims.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_transpose_(ks, self, dim0, dim1):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.transpose_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim0, dim1)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_t_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.t_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_resize_(ks, self, size, memory_format):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.resize_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, size, memory_format)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cat_out(ks, tensors, dim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cat_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, tensors, dim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_stack_out(ks, tensors, dim, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.stack_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, tensors, dim, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tril_(ks, self, diagonal):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tril_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, diagonal)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tril_out(ks, self, diagonal, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tril_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, diagonal, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_triu_(ks, self, diagonal):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.triu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, diagonal)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_triu_out(ks, self, diagonal, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.triu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, diagonal, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_Tensor_out(ks, self, indices, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, indices, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_put_(ks, self, indices, values, accumulate):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_put_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, indices, values, accumulate
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_select_out(ks, self, dim, index, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_select_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gather_out(ks, self, dim, index, sparse_grad, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gather_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, sparse_grad, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter__src(ks, self, dim, index, src):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter__src.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_src_out(ks, self, dim, index, src, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_src_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter__value(ks, self, dim, index, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter__value.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_value_out(ks, self, dim, index, value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_value_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter__reduce(ks, self, dim, index, src, reduce):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter__reduce.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, reduce
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_reduce_out(ks, self, dim, index, src, reduce, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_reduce_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, reduce, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter__value_reduce(ks, self, dim, index, value, reduce):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter__value_reduce.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value, reduce
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_value_reduce_out(ks, self, dim, index, value, reduce, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_value_reduce_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value, reduce, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_add_(ks, self, dim, index, src):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_add_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_add_out(ks, self, dim, index, src, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_add_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_reduce__two(ks, self, dim, index, src, reduce, include_self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_reduce__two.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, reduce, include_self
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_scatter_reduce_two_out(
    ks, self, dim, index, src, reduce, include_self, out
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.scatter_reduce_two_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, src, reduce, include_self, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_add_(ks, self, dim, index, source, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_add_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, source, alpha
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_add_out(ks, self, dim, index, source, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_add_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, source, alpha, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_fill__int_Scalar(ks, self, dim, index, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_fill__int_Scalar.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_fill__int_Tensor(ks, self, dim, index, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_fill__int_Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_masked_fill__Scalar(ks, self, mask, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.masked_fill__Scalar.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mask, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_masked_fill__Tensor(ks, self, mask, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.masked_fill__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mask, value
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_masked_select_out(ks, self, mask, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.masked_select_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mask, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_masked_scatter_(ks, self, mask, source):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.masked_scatter_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mask, source)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nonzero_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nonzero_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_take_out(ks, self, index, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.take_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, index, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_put_(ks, self, index, source, accumulate):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.put_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, index, source, accumulate
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mm_out(ks, self, mat2, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mm_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat2, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_bmm_out(ks, self, mat2, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.bmm_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat2, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mv_out(ks, self, vec, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mv_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, vec, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_dot_out(ks, self, tensor, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.dot_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addmm_(ks, self, mat1, mat2, beta, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addmm_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat1, mat2, beta, alpha
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addmm_out(ks, self, mat1, mat2, beta, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addmm_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat1, mat2, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addmv_(ks, self, mat, vec, beta, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addmv_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat, vec, beta, alpha)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addmv_out(ks, self, mat, vec, beta, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addmv_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mat, vec, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_baddbmm_(ks, self, batch1, batch2, beta, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.baddbmm_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, batch1, batch2, beta, alpha
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_baddbmm_out(ks, self, batch1, batch2, beta, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.baddbmm_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, batch1, batch2, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addbmm_(ks, self, batch1, batch2, beta, alpha):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addbmm_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, batch1, batch2, beta, alpha
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_addbmm_out(ks, self, batch1, batch2, beta, alpha, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.addbmm_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, batch1, batch2, beta, alpha, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_max_pool2d_with_indices_out(
    ks, self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.max_pool2d_with_indices_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
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
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_max_pool2d_with_indices_backward_grad_input(
    ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.max_pool2d_with_indices_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
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
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_avg_pool2d_out(
    ks, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.avg_pool2d_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
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
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_avg_pool2d_backward_grad_input(
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
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.avg_pool2d_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
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
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nll_loss_forward_output(
    ks, self, target, weight, reduction, ignore_index, output, total_weight
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nll_loss_forward_output.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            self,
            target,
            weight,
            reduction,
            ignore_index,
            output,
            total_weight,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    output._impl.bump_version()
    total_weight._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nll_loss_backward_grad_input(
    ks, grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nll_loss_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
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
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mse_loss_out(ks, self, target, reduction, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mse_loss_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, target, reduction, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_smooth_l1_loss_out(ks, self, target, reduction, beta, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.smooth_l1_loss_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, target, reduction, beta, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_upsample_nearest2d_out(ks, self, output_size, scales_h, scales_w, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.upsample_nearest2d_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, output_size, scales_h, scales_w, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_upsample_nearest2d_backward_grad_input(
    ks, grad_output, output_size, input_size, scales_h, scales_w, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.upsample_nearest2d_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            grad_output,
            output_size,
            input_size,
            scales_h,
            scales_w,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_upsample_bilinear2d_out(
    ks, self, output_size, align_corners, scales_h, scales_w, out
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.upsample_bilinear2d_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            self,
            output_size,
            align_corners,
            scales_h,
            scales_w,
            out,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_upsample_bilinear2d_backward_grad_input(
    ks, grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.upsample_bilinear2d_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            grad_output,
            output_size,
            input_size,
            align_corners,
            scales_h,
            scales_w,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_threshold_(ks, self, threshold, value):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.threshold_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, threshold, value)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_threshold_out(ks, self, threshold, value, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.threshold_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, threshold, value, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_threshold_backward_grad_input(
    ks, grad_output, self, threshold, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.threshold_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, self, threshold, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gelu_backward_grad_input(
    ks, grad_output, self, approximate, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gelu_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, self, approximate, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_silu_backward_grad_input(ks, grad_output, self, grad_input):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.silu_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, self, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_elu_backward_grad_input(
    ks, grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.elu_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            grad_output,
            alpha,
            scale,
            input_scale,
            is_result,
            self_or_result,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_leaky_relu_backward_grad_input(
    ks, grad_output, self, negative_slope, self_is_result, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.leaky_relu_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW,
            grad_output,
            self,
            negative_slope,
            self_is_result,
            grad_input,
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_softplus_backward_grad_input(
    ks, grad_output, self, beta, threshold, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.softplus_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, self, beta, threshold, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sigmoid_backward_grad_input(ks, grad_output, output, grad_input):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sigmoid_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, output, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_tanh_backward_grad_input(ks, grad_output, output, grad_input):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.tanh_backward_grad_input.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, output, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__softmax_backward_data_out(
    ks, grad_output, output, dim, input_dtype, grad_input
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._softmax_backward_data_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, output, dim, input_dtype, grad_input
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    grad_input._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__log_softmax_backward_data_out(
    ks, grad_output, output, dim, input_dtype, out
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._log_softmax_backward_data_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, grad_output, output, dim, input_dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erfinv_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erfinv_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erfinv_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erfinv_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_acosh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.acosh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_acosh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.acosh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_asinh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.asinh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_asinh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.asinh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atanh_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atanh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_atanh_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.atanh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_deg2rad_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.deg2rad_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_deg2rad_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.deg2rad_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_rad2deg_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.rad2deg_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_rad2deg_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.rad2deg_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erfc_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erfc_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_erfc_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.erfc_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sinc_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sinc_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sinc_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sinc_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_i0_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.i0_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_i0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.i0_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_i1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_i1_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_digamma_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.digamma_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_digamma_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.digamma_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lgamma_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lgamma_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lgamma_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lgamma_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logit_(ks, self, eps):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logit_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, eps)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logit_out(ks, self, eps, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logit_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, eps, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_polygamma_out(ks, n, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.polygamma_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mvlgamma_(ks, self, p):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mvlgamma_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, p)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mvlgamma_out(ks, self, p, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mvlgamma_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, p, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_signbit_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.signbit_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_isposinf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.isposinf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_isneginf_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.isneginf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_frexp_Tensor_out(ks, self, mantissa, exponent):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.frexp_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mantissa, exponent
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    mantissa._impl.bump_version()
    exponent._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fmax_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fmax_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fmin_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fmin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logaddexp_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logaddexp_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_logaddexp2_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.logaddexp2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_hypot_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.hypot_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_hypot_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.hypot_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_copysign__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.copysign__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_copysign_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.copysign_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_heaviside_(ks, self, values):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.heaviside_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, values)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_heaviside_out(ks, self, values, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.heaviside_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, values, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gcd_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gcd_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_gcd_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.gcd_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lcm_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lcm_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_lcm_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.lcm_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nextafter_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nextafter_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nextafter_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nextafter_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_igamma_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.igamma_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_igamma_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.igamma_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_igammac_(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.igammac_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_igammac_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.igammac_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_xlogy__Tensor(ks, self, other):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.xlogy__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_xlogy_OutTensor(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.xlogy_OutTensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_min_(ks, self, min):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_min_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_min__Tensor(ks, self, min):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_min__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_min_Tensor_out(ks, self, min, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_min_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_max_(ks, self, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_max_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, max)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_max__Tensor(ks, self, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_max__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, max)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_clamp_max_Tensor_out(ks, self, max, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.clamp_max_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, max, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_conj_physical_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.conj_physical_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_conj_physical_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.conj_physical_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_angle_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.angle_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sgn_(ks, self):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sgn_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_sgn_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.sgn_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_polar_out(ks, abs, angle, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.polar_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, abs, angle, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_complex_out(ks, real, imag, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.complex_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, real, imag, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_median_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.median_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_median_dim_values(ks, self, dim, keepdim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.median_dim_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nanmedian_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nanmedian_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nanmedian_dim_values(ks, self, dim, keepdim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nanmedian_dim_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_kthvalue_values(ks, self, k, dim, keepdim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.kthvalue_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, k, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_mode_values(ks, self, dim, keepdim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.mode_values.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cummax_out(ks, self, dim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cummax_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cummin_out(ks, self, dim, values, indices):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cummin_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, values, indices
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    values._impl.bump_version()
    indices._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_nansum_out(ks, self, dim, keepdim, dtype, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.nansum_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, dtype, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_trace_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.trace_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_aminmax_out(ks, self, dim, keepdim, min, max):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.aminmax_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, keepdim, min, max
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    min._impl.bump_version()
    max._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_diag_embed_out(ks, self, offset, dim1, dim2, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.diag_embed_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, offset, dim1, dim2, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_copy_(ks, self, dim, index, source):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_copy_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, source
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_index_copy_out(ks, self, dim, index, source, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.index_copy_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, index, source, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_histogram_bins_tensor_out(
    ks, self, bins, weight, density, hist, bin_edges
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.histogram_bins_tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, bins, weight, density, hist, bin_edges
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    hist._impl.bump_version()
    bin_edges._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_histogram_bin_ct_out(
    ks, self, bins, range, weight, density, hist, bin_edges
):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.histogram_bin_ct_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, bins, range, weight, density, hist, bin_edges
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    hist._impl.bump_version()
    bin_edges._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_hardshrink_out(ks, self, lambd, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.hardshrink_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, lambd, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_embedding_renorm_(ks, self, indices, max_norm, norm_type):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.embedding_renorm_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, indices, max_norm, norm_type
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_cauchy_(ks, self, median, sigma, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.cauchy_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, median, sigma, generator
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_geometric_(ks, self, p, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.geometric_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, p, generator)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_log_normal_(ks, self, mean, std, generator):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.log_normal_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, mean, std, generator
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    self._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_entr_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_entr_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_erfcx_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_erfcx_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_i0e_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_i0e_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_i1e_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_i1e_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_ndtri_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_ndtri_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_log_ndtr_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_log_ndtr_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_airy_ai_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_airy_ai_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, x, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_bessel_j0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_bessel_j0_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_bessel_j1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_bessel_j1_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_bessel_y0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_bessel_y0_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_bessel_y1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_bessel_y1_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_modified_bessel_i0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_modified_bessel_i0_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_modified_bessel_i1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_modified_bessel_i1_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_modified_bessel_k0_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_modified_bessel_k0_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_modified_bessel_k1_out(ks, self, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_modified_bessel_k1_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_scaled_modified_bessel_k0_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_scaled_modified_bessel_k0_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_scaled_modified_bessel_k1_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_scaled_modified_bessel_k1_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_spherical_bessel_j0_out(ks, x, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_spherical_bessel_j0_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_xlog1py_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_xlog1py_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_zeta_out(ks, self, other, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_zeta_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_chebyshev_polynomial_t_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_chebyshev_polynomial_t_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_chebyshev_polynomial_u_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_chebyshev_polynomial_u_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_chebyshev_polynomial_v_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_chebyshev_polynomial_v_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_chebyshev_polynomial_w_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_chebyshev_polynomial_w_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_t_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_shifted_chebyshev_polynomial_t_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_u_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_shifted_chebyshev_polynomial_u_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_v_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_shifted_chebyshev_polynomial_v_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_w_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_shifted_chebyshev_polynomial_w_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_hermite_polynomial_h_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_hermite_polynomial_h_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_hermite_polynomial_he_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_hermite_polynomial_he_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_laguerre_polynomial_l_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_laguerre_polynomial_l_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_special_legendre_polynomial_p_out(ks, x, n, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.special_legendre_polynomial_p_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, x, n, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__fft_r2c_out(ks, self, dim, normalization, onesided, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._fft_r2c_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, normalization, onesided, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__fft_c2r_out(ks, self, dim, normalization, last_dim_size, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._fft_c2r_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, normalization, last_dim_size, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView__fft_c2c_out(ks, self, dim, normalization, forward, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops._fft_c2c_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, dim, normalization, forward, out
        )
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fft_fftfreq_out(ks, n, d, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fft_fftfreq_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, d, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def wrapper_ADInplaceOrView_fft_rfftfreq_out(ks, n, d, out):
    excluded = _tls.excluded
    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW
    try:
        result = ops.fft_rfftfreq_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, n, d, out)
    finally:
        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded
    out._impl.bump_version()
    return result


def register(lib: Library) -> None:
    """Register the version-counting kernel of every mutating operator."""
    lib.impl("copy_", wrapper_ADInplaceOrView_copy_, with_keyset=True)
    lib.impl("fill_.Scalar", wrapper_ADInplaceOrView_fill__Scalar, with_keyset=True)
    lib.impl("zero_", wrapper_ADInplaceOrView_zero_, with_keyset=True)
    lib.impl("add_.Tensor", wrapper_ADInplaceOrView_add__Tensor, with_keyset=True)
    lib.impl("add.out", wrapper_ADInplaceOrView_add_out, with_keyset=True)
    lib.impl("sub_.Tensor", wrapper_ADInplaceOrView_sub__Tensor, with_keyset=True)
    lib.impl("sub.out", wrapper_ADInplaceOrView_sub_out, with_keyset=True)
    lib.impl("mul_.Tensor", wrapper_ADInplaceOrView_mul__Tensor, with_keyset=True)
    lib.impl("mul.out", wrapper_ADInplaceOrView_mul_out, with_keyset=True)
    lib.impl("div_.Tensor", wrapper_ADInplaceOrView_div__Tensor, with_keyset=True)
    lib.impl("div.out", wrapper_ADInplaceOrView_div_out, with_keyset=True)
    lib.impl("div_.Tensor_mode", wrapper_ADInplaceOrView_div__Tensor_mode, with_keyset=True)
    lib.impl("div.out_mode", wrapper_ADInplaceOrView_div_out_mode, with_keyset=True)
    lib.impl("floor_divide_.Tensor", wrapper_ADInplaceOrView_floor_divide__Tensor, with_keyset=True)
    lib.impl("floor_divide.out", wrapper_ADInplaceOrView_floor_divide_out, with_keyset=True)
    lib.impl("remainder_.Tensor", wrapper_ADInplaceOrView_remainder__Tensor, with_keyset=True)
    lib.impl("remainder.Tensor_out", wrapper_ADInplaceOrView_remainder_Tensor_out, with_keyset=True)
    lib.impl("fmod_.Tensor", wrapper_ADInplaceOrView_fmod__Tensor, with_keyset=True)
    lib.impl("fmod.Tensor_out", wrapper_ADInplaceOrView_fmod_Tensor_out, with_keyset=True)
    lib.impl("pow_.Tensor", wrapper_ADInplaceOrView_pow__Tensor, with_keyset=True)
    lib.impl(
        "pow.Tensor_Tensor_out", wrapper_ADInplaceOrView_pow_Tensor_Tensor_out, with_keyset=True
    )
    lib.impl("atan2_", wrapper_ADInplaceOrView_atan2_, with_keyset=True)
    lib.impl("atan2.out", wrapper_ADInplaceOrView_atan2_out, with_keyset=True)
    lib.impl("maximum.out", wrapper_ADInplaceOrView_maximum_out, with_keyset=True)
    lib.impl("minimum.out", wrapper_ADInplaceOrView_minimum_out, with_keyset=True)
    lib.impl("eq_.Tensor", wrapper_ADInplaceOrView_eq__Tensor, with_keyset=True)
    lib.impl("eq.Tensor_out", wrapper_ADInplaceOrView_eq_Tensor_out, with_keyset=True)
    lib.impl("ne_.Tensor", wrapper_ADInplaceOrView_ne__Tensor, with_keyset=True)
    lib.impl("ne.Tensor_out", wrapper_ADInplaceOrView_ne_Tensor_out, with_keyset=True)
    lib.impl("lt_.Tensor", wrapper_ADInplaceOrView_lt__Tensor, with_keyset=True)
    lib.impl("lt.Tensor_out", wrapper_ADInplaceOrView_lt_Tensor_out, with_keyset=True)
    lib.impl("le_.Tensor", wrapper_ADInplaceOrView_le__Tensor, with_keyset=True)
    lib.impl("le.Tensor_out", wrapper_ADInplaceOrView_le_Tensor_out, with_keyset=True)
    lib.impl("gt_.Tensor", wrapper_ADInplaceOrView_gt__Tensor, with_keyset=True)
    lib.impl("gt.Tensor_out", wrapper_ADInplaceOrView_gt_Tensor_out, with_keyset=True)
    lib.impl("ge_.Tensor", wrapper_ADInplaceOrView_ge__Tensor, with_keyset=True)
    lib.impl("ge.Tensor_out", wrapper_ADInplaceOrView_ge_Tensor_out, with_keyset=True)
    lib.impl("logical_and_", wrapper_ADInplaceOrView_logical_and_, with_keyset=True)
    lib.impl("logical_and.out", wrapper_ADInplaceOrView_logical_and_out, with_keyset=True)
    lib.impl("logical_or_", wrapper_ADInplaceOrView_logical_or_, with_keyset=True)
    lib.impl("logical_or.out", wrapper_ADInplaceOrView_logical_or_out, with_keyset=True)
    lib.impl("logical_xor_", wrapper_ADInplaceOrView_logical_xor_, with_keyset=True)
    lib.impl("logical_xor.out", wrapper_ADInplaceOrView_logical_xor_out, with_keyset=True)
    lib.impl("bitwise_and_.Tensor", wrapper_ADInplaceOrView_bitwise_and__Tensor, with_keyset=True)
    lib.impl(
        "bitwise_and.Tensor_out", wrapper_ADInplaceOrView_bitwise_and_Tensor_out, with_keyset=True
    )
    lib.impl("bitwise_or_.Tensor", wrapper_ADInplaceOrView_bitwise_or__Tensor, with_keyset=True)
    lib.impl(
        "bitwise_or.Tensor_out", wrapper_ADInplaceOrView_bitwise_or_Tensor_out, with_keyset=True
    )
    lib.impl("bitwise_xor_.Tensor", wrapper_ADInplaceOrView_bitwise_xor__Tensor, with_keyset=True)
    lib.impl(
        "bitwise_xor.Tensor_out", wrapper_ADInplaceOrView_bitwise_xor_Tensor_out, with_keyset=True
    )
    lib.impl(
        "bitwise_left_shift_.Tensor",
        wrapper_ADInplaceOrView_bitwise_left_shift__Tensor,
        with_keyset=True,
    )
    lib.impl(
        "bitwise_left_shift.Tensor_out",
        wrapper_ADInplaceOrView_bitwise_left_shift_Tensor_out,
        with_keyset=True,
    )
    lib.impl(
        "bitwise_right_shift_.Tensor",
        wrapper_ADInplaceOrView_bitwise_right_shift__Tensor,
        with_keyset=True,
    )
    lib.impl(
        "bitwise_right_shift.Tensor_out",
        wrapper_ADInplaceOrView_bitwise_right_shift_Tensor_out,
        with_keyset=True,
    )
    lib.impl("where.self_out", wrapper_ADInplaceOrView_where_self_out, with_keyset=True)
    lib.impl("lerp_.Tensor", wrapper_ADInplaceOrView_lerp__Tensor, with_keyset=True)
    lib.impl("lerp.Tensor_out", wrapper_ADInplaceOrView_lerp_Tensor_out, with_keyset=True)
    lib.impl("addcmul_", wrapper_ADInplaceOrView_addcmul_, with_keyset=True)
    lib.impl("addcmul.out", wrapper_ADInplaceOrView_addcmul_out, with_keyset=True)
    lib.impl("addcdiv_", wrapper_ADInplaceOrView_addcdiv_, with_keyset=True)
    lib.impl("addcdiv.out", wrapper_ADInplaceOrView_addcdiv_out, with_keyset=True)
    lib.impl("clamp_", wrapper_ADInplaceOrView_clamp_, with_keyset=True)
    lib.impl("clamp.out", wrapper_ADInplaceOrView_clamp_out, with_keyset=True)
    lib.impl("clamp_.Tensor", wrapper_ADInplaceOrView_clamp__Tensor, with_keyset=True)
    lib.impl("clamp.Tensor_out", wrapper_ADInplaceOrView_clamp_Tensor_out, with_keyset=True)
    lib.impl("abs_", wrapper_ADInplaceOrView_abs_, with_keyset=True)
    lib.impl("abs.out", wrapper_ADInplaceOrView_abs_out, with_keyset=True)
    lib.impl("neg_", wrapper_ADInplaceOrView_neg_, with_keyset=True)
    lib.impl("neg.out", wrapper_ADInplaceOrView_neg_out, with_keyset=True)
    lib.impl("sign_", wrapper_ADInplaceOrView_sign_, with_keyset=True)
    lib.impl("sign.out", wrapper_ADInplaceOrView_sign_out, with_keyset=True)
    lib.impl("exp_", wrapper_ADInplaceOrView_exp_, with_keyset=True)
    lib.impl("exp.out", wrapper_ADInplaceOrView_exp_out, with_keyset=True)
    lib.impl("exp2_", wrapper_ADInplaceOrView_exp2_, with_keyset=True)
    lib.impl("exp2.out", wrapper_ADInplaceOrView_exp2_out, with_keyset=True)
    lib.impl("expm1_", wrapper_ADInplaceOrView_expm1_, with_keyset=True)
    lib.impl("expm1.out", wrapper_ADInplaceOrView_expm1_out, with_keyset=True)
    lib.impl("log_", wrapper_ADInplaceOrView_log_, with_keyset=True)
    lib.impl("log.out", wrapper_ADInplaceOrView_log_out, with_keyset=True)
    lib.impl("log2_", wrapper_ADInplaceOrView_log2_, with_keyset=True)
    lib.impl("log2.out", wrapper_ADInplaceOrView_log2_out, with_keyset=True)
    lib.impl("log10_", wrapper_ADInplaceOrView_log10_, with_keyset=True)
    lib.impl("log10.out", wrapper_ADInplaceOrView_log10_out, with_keyset=True)
    lib.impl("log1p_", wrapper_ADInplaceOrView_log1p_, with_keyset=True)
    lib.impl("log1p.out", wrapper_ADInplaceOrView_log1p_out, with_keyset=True)
    lib.impl("sqrt_", wrapper_ADInplaceOrView_sqrt_, with_keyset=True)
    lib.impl("sqrt.out", wrapper_ADInplaceOrView_sqrt_out, with_keyset=True)
    lib.impl("rsqrt_", wrapper_ADInplaceOrView_rsqrt_, with_keyset=True)
    lib.impl("rsqrt.out", wrapper_ADInplaceOrView_rsqrt_out, with_keyset=True)
    lib.impl("reciprocal_", wrapper_ADInplaceOrView_reciprocal_, with_keyset=True)
    lib.impl("reciprocal.out", wrapper_ADInplaceOrView_reciprocal_out, with_keyset=True)
    lib.impl("sin_", wrapper_ADInplaceOrView_sin_, with_keyset=True)
    lib.impl("sin.out", wrapper_ADInplaceOrView_sin_out, with_keyset=True)
    lib.impl("cos_", wrapper_ADInplaceOrView_cos_, with_keyset=True)
    lib.impl("cos.out", wrapper_ADInplaceOrView_cos_out, with_keyset=True)
    lib.impl("tan_", wrapper_ADInplaceOrView_tan_, with_keyset=True)
    lib.impl("tan.out", wrapper_ADInplaceOrView_tan_out, with_keyset=True)
    lib.impl("asin_", wrapper_ADInplaceOrView_asin_, with_keyset=True)
    lib.impl("asin.out", wrapper_ADInplaceOrView_asin_out, with_keyset=True)
    lib.impl("acos_", wrapper_ADInplaceOrView_acos_, with_keyset=True)
    lib.impl("acos.out", wrapper_ADInplaceOrView_acos_out, with_keyset=True)
    lib.impl("atan_", wrapper_ADInplaceOrView_atan_, with_keyset=True)
    lib.impl("atan.out", wrapper_ADInplaceOrView_atan_out, with_keyset=True)
    lib.impl("sinh_", wrapper_ADInplaceOrView_sinh_, with_keyset=True)
    lib.impl("sinh.out", wrapper_ADInplaceOrView_sinh_out, with_keyset=True)
    lib.impl("cosh_", wrapper_ADInplaceOrView_cosh_, with_keyset=True)
    lib.impl("cosh.out", wrapper_ADInplaceOrView_cosh_out, with_keyset=True)
    lib.impl("tanh_", wrapper_ADInplaceOrView_tanh_, with_keyset=True)
    lib.impl("tanh.out", wrapper_ADInplaceOrView_tanh_out, with_keyset=True)
    lib.impl("sigmoid_", wrapper_ADInplaceOrView_sigmoid_, with_keyset=True)
    lib.impl("sigmoid.out", wrapper_ADInplaceOrView_sigmoid_out, with_keyset=True)
    lib.impl("erf_", wrapper_ADInplaceOrView_erf_, with_keyset=True)
    lib.impl("erf.out", wrapper_ADInplaceOrView_erf_out, with_keyset=True)
    lib.impl("floor_", wrapper_ADInplaceOrView_floor_, with_keyset=True)
    lib.impl("floor.out", wrapper_ADInplaceOrView_floor_out, with_keyset=True)
    lib.impl("ceil_", wrapper_ADInplaceOrView_ceil_, with_keyset=True)
    lib.impl("ceil.out", wrapper_ADInplaceOrView_ceil_out, with_keyset=True)
    lib.impl("trunc_", wrapper_ADInplaceOrView_trunc_, with_keyset=True)
    lib.impl("trunc.out", wrapper_ADInplaceOrView_trunc_out, with_keyset=True)
    lib.impl("round_", wrapper_ADInplaceOrView_round_, with_keyset=True)
    lib.impl("round.out", wrapper_ADInplaceOrView_round_out, with_keyset=True)
    lib.impl("frac_", wrapper_ADInplaceOrView_frac_, with_keyset=True)
    lib.impl("frac.out", wrapper_ADInplaceOrView_frac_out, with_keyset=True)
    lib.impl("relu_", wrapper_ADInplaceOrView_relu_, with_keyset=True)
    lib.impl("relu.out", wrapper_ADInplaceOrView_relu_out, with_keyset=True)
    lib.impl("silu_", wrapper_ADInplaceOrView_silu_, with_keyset=True)
    lib.impl("silu.out", wrapper_ADInplaceOrView_silu_out, with_keyset=True)
    lib.impl("logical_not_", wrapper_ADInplaceOrView_logical_not_, with_keyset=True)
    lib.impl("logical_not.out", wrapper_ADInplaceOrView_logical_not_out, with_keyset=True)
    lib.impl("bitwise_not_", wrapper_ADInplaceOrView_bitwise_not_, with_keyset=True)
    lib.impl("bitwise_not.out", wrapper_ADInplaceOrView_bitwise_not_out, with_keyset=True)
    lib.impl("round_.decimals", wrapper_ADInplaceOrView_round__decimals, with_keyset=True)
    lib.impl("round.decimals_out", wrapper_ADInplaceOrView_round_decimals_out, with_keyset=True)
    lib.impl("gelu_", wrapper_ADInplaceOrView_gelu_, with_keyset=True)
    lib.impl("gelu.out", wrapper_ADInplaceOrView_gelu_out, with_keyset=True)
    lib.impl("softplus.out", wrapper_ADInplaceOrView_softplus_out, with_keyset=True)
    lib.impl("leaky_relu_", wrapper_ADInplaceOrView_leaky_relu_, with_keyset=True)
    lib.impl("leaky_relu.out", wrapper_ADInplaceOrView_leaky_relu_out, with_keyset=True)
    lib.impl("elu_", wrapper_ADInplaceOrView_elu_, with_keyset=True)
    lib.impl("elu.out", wrapper_ADInplaceOrView_elu_out, with_keyset=True)
    lib.impl("nan_to_num_", wrapper_ADInplaceOrView_nan_to_num_, with_keyset=True)
    lib.impl("nan_to_num.out", wrapper_ADInplaceOrView_nan_to_num_out, with_keyset=True)
    lib.impl("isnan.out", wrapper_ADInplaceOrView_isnan_out, with_keyset=True)
    lib.impl("isinf.out", wrapper_ADInplaceOrView_isinf_out, with_keyset=True)
    lib.impl("isfinite.out", wrapper_ADInplaceOrView_isfinite_out, with_keyset=True)
    lib.impl("zeros.out", wrapper_ADInplaceOrView_zeros_out, with_keyset=True)
    lib.impl("ones.out", wrapper_ADInplaceOrView_ones_out, with_keyset=True)
    lib.impl("full.out", wrapper_ADInplaceOrView_full_out, with_keyset=True)
    lib.impl("arange.out", wrapper_ADInplaceOrView_arange_out, with_keyset=True)
    lib.impl("arange.start_out", wrapper_ADInplaceOrView_arange_start_out, with_keyset=True)
    lib.impl("linspace.out", wrapper_ADInplaceOrView_linspace_out, with_keyset=True)
    lib.impl("logspace.out", wrapper_ADInplaceOrView_logspace_out, with_keyset=True)
    lib.impl("eye.out", wrapper_ADInplaceOrView_eye_out, with_keyset=True)
    lib.impl("eye.m_out", wrapper_ADInplaceOrView_eye_m_out, with_keyset=True)
    lib.impl("uniform_", wrapper_ADInplaceOrView_uniform_, with_keyset=True)
    lib.impl("normal_", wrapper_ADInplaceOrView_normal_, with_keyset=True)
    lib.impl("random_.from", wrapper_ADInplaceOrView_random__from, with_keyset=True)
    lib.impl("random_.to", wrapper_ADInplaceOrView_random__to, with_keyset=True)
    lib.impl("random_", wrapper_ADInplaceOrView_random_, with_keyset=True)
    lib.impl("exponential_", wrapper_ADInplaceOrView_exponential_, with_keyset=True)
    lib.impl("bernoulli_.Tensor", wrapper_ADInplaceOrView_bernoulli__Tensor, with_keyset=True)
    lib.impl("bernoulli_.float", wrapper_ADInplaceOrView_bernoulli__float, with_keyset=True)
    lib.impl("bernoulli.out", wrapper_ADInplaceOrView_bernoulli_out, with_keyset=True)
    lib.impl("multinomial.out", wrapper_ADInplaceOrView_multinomial_out, with_keyset=True)
    lib.impl("randperm.out", wrapper_ADInplaceOrView_randperm_out, with_keyset=True)
    lib.impl("rand.out", wrapper_ADInplaceOrView_rand_out, with_keyset=True)
    lib.impl("randn.out", wrapper_ADInplaceOrView_randn_out, with_keyset=True)
    lib.impl("randint.out", wrapper_ADInplaceOrView_randint_out, with_keyset=True)
    lib.impl("randint.low_out", wrapper_ADInplaceOrView_randint_low_out, with_keyset=True)
    lib.impl(
        "normal.Tensor_float_out", wrapper_ADInplaceOrView_normal_Tensor_float_out, with_keyset=True
    )
    lib.impl(
        "normal.float_Tensor_out", wrapper_ADInplaceOrView_normal_float_Tensor_out, with_keyset=True
    )
    lib.impl(
        "normal.Tensor_Tensor_out",
        wrapper_ADInplaceOrView_normal_Tensor_Tensor_out,
        with_keyset=True,
    )
    lib.impl(
        "normal.float_float_out", wrapper_ADInplaceOrView_normal_float_float_out, with_keyset=True
    )
    lib.impl("sum.IntList_out", wrapper_ADInplaceOrView_sum_IntList_out, with_keyset=True)
    lib.impl("sum.out", wrapper_ADInplaceOrView_sum_out, with_keyset=True)
    lib.impl("mean.out", wrapper_ADInplaceOrView_mean_out, with_keyset=True)
    lib.impl("mean.dtype_out", wrapper_ADInplaceOrView_mean_dtype_out, with_keyset=True)
    lib.impl("prod.int_out", wrapper_ADInplaceOrView_prod_int_out, with_keyset=True)
    lib.impl("amax.out", wrapper_ADInplaceOrView_amax_out, with_keyset=True)
    lib.impl("amin.out", wrapper_ADInplaceOrView_amin_out, with_keyset=True)
    lib.impl("max.dim_max", wrapper_ADInplaceOrView_max_dim_max, with_keyset=True)
    lib.impl("min.dim_min", wrapper_ADInplaceOrView_min_dim_min, with_keyset=True)
    lib.impl("argmax.out", wrapper_ADInplaceOrView_argmax_out, with_keyset=True)
    lib.impl("argmin.out", wrapper_ADInplaceOrView_argmin_out, with_keyset=True)
    lib.impl("all.out", wrapper_ADInplaceOrView_all_out, with_keyset=True)
    lib.impl("all.dims_out", wrapper_ADInplaceOrView_all_dims_out, with_keyset=True)
    lib.impl("all.all_out", wrapper_ADInplaceOrView_all_all_out, with_keyset=True)
    lib.impl("any.out", wrapper_ADInplaceOrView_any_out, with_keyset=True)
    lib.impl("any.dims_out", wrapper_ADInplaceOrView_any_dims_out, with_keyset=True)
    lib.impl("any.all_out", wrapper_ADInplaceOrView_any_all_out, with_keyset=True)
    lib.impl("var.correction_out", wrapper_ADInplaceOrView_var_correction_out, with_keyset=True)
    lib.impl("std.correction_out", wrapper_ADInplaceOrView_std_correction_out, with_keyset=True)
    lib.impl("norm.out", wrapper_ADInplaceOrView_norm_out, with_keyset=True)
    lib.impl(
        "linalg_vector_norm.out", wrapper_ADInplaceOrView_linalg_vector_norm_out, with_keyset=True
    )
    lib.impl("cumsum_", wrapper_ADInplaceOrView_cumsum_, with_keyset=True)
    lib.impl("cumsum.out", wrapper_ADInplaceOrView_cumsum_out, with_keyset=True)
    lib.impl("cumprod_", wrapper_ADInplaceOrView_cumprod_, with_keyset=True)
    lib.impl("cumprod.out", wrapper_ADInplaceOrView_cumprod_out, with_keyset=True)
    lib.impl("logsumexp.out", wrapper_ADInplaceOrView_logsumexp_out, with_keyset=True)
    lib.impl("_softmax.out", wrapper_ADInplaceOrView__softmax_out, with_keyset=True)
    lib.impl("_log_softmax.out", wrapper_ADInplaceOrView__log_softmax_out, with_keyset=True)
    lib.impl("topk.values", wrapper_ADInplaceOrView_topk_values, with_keyset=True)
    lib.impl("sort.values", wrapper_ADInplaceOrView_sort_values, with_keyset=True)
    lib.impl("sort.values_stable", wrapper_ADInplaceOrView_sort_values_stable, with_keyset=True)
    lib.impl("as_strided_", wrapper_ADInplaceOrView_as_strided_, with_keyset=True)
    lib.impl("unsqueeze_", wrapper_ADInplaceOrView_unsqueeze_, with_keyset=True)
    lib.impl("squeeze_", wrapper_ADInplaceOrView_squeeze_, with_keyset=True)
    lib.impl("squeeze_.dim", wrapper_ADInplaceOrView_squeeze__dim, with_keyset=True)
    lib.impl("squeeze_.dims", wrapper_ADInplaceOrView_squeeze__dims, with_keyset=True)
    lib.impl("transpose_", wrapper_ADInplaceOrView_transpose_, with_keyset=True)
    lib.impl("t_", wrapper_ADInplaceOrView_t_, with_keyset=True)
    lib.impl("resize_", wrapper_ADInplaceOrView_resize_, with_keyset=True)
    lib.impl("cat.out", wrapper_ADInplaceOrView_cat_out, with_keyset=True)
    lib.impl("stack.out", wrapper_ADInplaceOrView_stack_out, with_keyset=True)
    lib.impl("tril_", wrapper_ADInplaceOrView_tril_, with_keyset=True)
    lib.impl("tril.out", wrapper_ADInplaceOrView_tril_out, with_keyset=True)
    lib.impl("triu_", wrapper_ADInplaceOrView_triu_, with_keyset=True)
    lib.impl("triu.out", wrapper_ADInplaceOrView_triu_out, with_keyset=True)
    lib.impl("index.Tensor_out", wrapper_ADInplaceOrView_index_Tensor_out, with_keyset=True)
    lib.impl("index_put_", wrapper_ADInplaceOrView_index_put_, with_keyset=True)
    lib.impl("index_select.out", wrapper_ADInplaceOrView_index_select_out, with_keyset=True)
    lib.impl("gather.out", wrapper_ADInplaceOrView_gather_out, with_keyset=True)
    lib.impl("scatter_.src", wrapper_ADInplaceOrView_scatter__src, with_keyset=True)
    lib.impl("scatter.src_out", wrapper_ADInplaceOrView_scatter_src_out, with_keyset=True)
    lib.impl("scatter_.value", wrapper_ADInplaceOrView_scatter__value, with_keyset=True)
    lib.impl("scatter.value_out", wrapper_ADInplaceOrView_scatter_value_out, with_keyset=True)
    lib.impl("scatter_.reduce", wrapper_ADInplaceOrView_scatter__reduce, with_keyset=True)
    lib.impl("scatter.reduce_out", wrapper_ADInplaceOrView_scatter_reduce_out, with_keyset=True)
    lib.impl(
        "scatter_.value_reduce", wrapper_ADInplaceOrView_scatter__value_reduce, with_keyset=True
    )
    lib.impl(
        "scatter.value_reduce_out",
        wrapper_ADInplaceOrView_scatter_value_reduce_out,
        with_keyset=True,
    )
    lib.impl("scatter_add_", wrapper_ADInplaceOrView_scatter_add_, with_keyset=True)
    lib.impl("scatter_add.out", wrapper_ADInplaceOrView_scatter_add_out, with_keyset=True)
    lib.impl("scatter_reduce_.two", wrapper_ADInplaceOrView_scatter_reduce__two, with_keyset=True)
    lib.impl(
        "scatter_reduce.two_out", wrapper_ADInplaceOrView_scatter_reduce_two_out, with_keyset=True
    )
    lib.impl("index_add_", wrapper_ADInplaceOrView_index_add_, with_keyset=True)
    lib.impl("index_add.out", wrapper_ADInplaceOrView_index_add_out, with_keyset=True)
    lib.impl(
        "index_fill_.int_Scalar", wrapper_ADInplaceOrView_index_fill__int_Scalar, with_keyset=True
    )
    lib.impl(
        "index_fill_.int_Tensor", wrapper_ADInplaceOrView_index_fill__int_Tensor, with_keyset=True
    )
    lib.impl("masked_fill_.Scalar", wrapper_ADInplaceOrView_masked_fill__Scalar, with_keyset=True)
    lib.impl("masked_fill_.Tensor", wrapper_ADInplaceOrView_masked_fill__Tensor, with_keyset=True)
    lib.impl("masked_select.out", wrapper_ADInplaceOrView_masked_select_out, with_keyset=True)
    lib.impl("masked_scatter_", wrapper_ADInplaceOrView_masked_scatter_, with_keyset=True)
    lib.impl("nonzero.out", wrapper_ADInplaceOrView_nonzero_out, with_keyset=True)
    lib.impl("take.out", wrapper_ADInplaceOrView_take_out, with_keyset=True)
    lib.impl("put_", wrapper_ADInplaceOrView_put_, with_keyset=True)
    lib.impl("mm.out", wrapper_ADInplaceOrView_mm_out, with_keyset=True)
    lib.impl("bmm.out", wrapper_ADInplaceOrView_bmm_out, with_keyset=True)
    lib.impl("mv.out", wrapper_ADInplaceOrView_mv_out, with_keyset=True)
    lib.impl("dot.out", wrapper_ADInplaceOrView_dot_out, with_keyset=True)
    lib.impl("addmm_", wrapper_ADInplaceOrView_addmm_, with_keyset=True)
    lib.impl("addmm.out", wrapper_ADInplaceOrView_addmm_out, with_keyset=True)
    lib.impl("addmv_", wrapper_ADInplaceOrView_addmv_, with_keyset=True)
    lib.impl("addmv.out", wrapper_ADInplaceOrView_addmv_out, with_keyset=True)
    lib.impl("baddbmm_", wrapper_ADInplaceOrView_baddbmm_, with_keyset=True)
    lib.impl("baddbmm.out", wrapper_ADInplaceOrView_baddbmm_out, with_keyset=True)
    lib.impl("addbmm_", wrapper_ADInplaceOrView_addbmm_, with_keyset=True)
    lib.impl("addbmm.out", wrapper_ADInplaceOrView_addbmm_out, with_keyset=True)
    lib.impl(
        "max_pool2d_with_indices.out",
        wrapper_ADInplaceOrView_max_pool2d_with_indices_out,
        with_keyset=True,
    )
    lib.impl(
        "max_pool2d_with_indices_backward.grad_input",
        wrapper_ADInplaceOrView_max_pool2d_with_indices_backward_grad_input,
        with_keyset=True,
    )
    lib.impl("avg_pool2d.out", wrapper_ADInplaceOrView_avg_pool2d_out, with_keyset=True)
    lib.impl(
        "avg_pool2d_backward.grad_input",
        wrapper_ADInplaceOrView_avg_pool2d_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "nll_loss_forward.output", wrapper_ADInplaceOrView_nll_loss_forward_output, with_keyset=True
    )
    lib.impl(
        "nll_loss_backward.grad_input",
        wrapper_ADInplaceOrView_nll_loss_backward_grad_input,
        with_keyset=True,
    )
    lib.impl("mse_loss.out", wrapper_ADInplaceOrView_mse_loss_out, with_keyset=True)
    lib.impl("smooth_l1_loss.out", wrapper_ADInplaceOrView_smooth_l1_loss_out, with_keyset=True)
    lib.impl(
        "upsample_nearest2d.out", wrapper_ADInplaceOrView_upsample_nearest2d_out, with_keyset=True
    )
    lib.impl(
        "upsample_nearest2d_backward.grad_input",
        wrapper_ADInplaceOrView_upsample_nearest2d_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "upsample_bilinear2d.out", wrapper_ADInplaceOrView_upsample_bilinear2d_out, with_keyset=True
    )
    lib.impl(
        "upsample_bilinear2d_backward.grad_input",
        wrapper_ADInplaceOrView_upsample_bilinear2d_backward_grad_input,
        with_keyset=True,
    )
    lib.impl("threshold_", wrapper_ADInplaceOrView_threshold_, with_keyset=True)
    lib.impl("threshold.out", wrapper_ADInplaceOrView_threshold_out, with_keyset=True)
    lib.impl(
        "threshold_backward.grad_input",
        wrapper_ADInplaceOrView_threshold_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "gelu_backward.grad_input",
        wrapper_ADInplaceOrView_gelu_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "silu_backward.grad_input",
        wrapper_ADInplaceOrView_silu_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "elu_backward.grad_input", wrapper_ADInplaceOrView_elu_backward_grad_input, with_keyset=True
    )
    lib.impl(
        "leaky_relu_backward.grad_input",
        wrapper_ADInplaceOrView_leaky_relu_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "softplus_backward.grad_input",
        wrapper_ADInplaceOrView_softplus_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "sigmoid_backward.grad_input",
        wrapper_ADInplaceOrView_sigmoid_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "tanh_backward.grad_input",
        wrapper_ADInplaceOrView_tanh_backward_grad_input,
        with_keyset=True,
    )
    lib.impl(
        "_softmax_backward_data.out",
        wrapper_ADInplaceOrView__softmax_backward_data_out,
        with_keyset=True,
    )
    lib.impl(
        "_log_softmax_backward_data.out",
        wrapper_ADInplaceOrView__log_softmax_backward_data_out,
        with_keyset=True,
    )
    lib.impl("erfinv_", wrapper_ADInplaceOrView_erfinv_, with_keyset=True)
    lib.impl("erfinv.out", wrapper_ADInplaceOrView_erfinv_out, with_keyset=True)
    lib.impl("acosh_", wrapper_ADInplaceOrView_acosh_, with_keyset=True)
    lib.impl("acosh.out", wrapper_ADInplaceOrView_acosh_out, with_keyset=True)
    lib.impl("asinh_", wrapper_ADInplaceOrView_asinh_, with_keyset=True)
    lib.impl("asinh.out", wrapper_ADInplaceOrView_asinh_out, with_keyset=True)
    lib.impl("atanh_", wrapper_ADInplaceOrView_atanh_, with_keyset=True)
    lib.impl("atanh.out", wrapper_ADInplaceOrView_atanh_out, with_keyset=True)
    lib.impl("deg2rad_", wrapper_ADInplaceOrView_deg2rad_, with_keyset=True)
    lib.impl("deg2rad.out", wrapper_ADInplaceOrView_deg2rad_out, with_keyset=True)
    lib.impl("rad2deg_", wrapper_ADInplaceOrView_rad2deg_, with_keyset=True)
    lib.impl("rad2deg.out", wrapper_ADInplaceOrView_rad2deg_out, with_keyset=True)
    lib.impl("erfc_", wrapper_ADInplaceOrView_erfc_, with_keyset=True)
    lib.impl("erfc.out", wrapper_ADInplaceOrView_erfc_out, with_keyset=True)
    lib.impl("sinc_", wrapper_ADInplaceOrView_sinc_, with_keyset=True)
    lib.impl("sinc.out", wrapper_ADInplaceOrView_sinc_out, with_keyset=True)
    lib.impl("i0_", wrapper_ADInplaceOrView_i0_, with_keyset=True)
    lib.impl("i0.out", wrapper_ADInplaceOrView_i0_out, with_keyset=True)
    lib.impl("special_i1.out", wrapper_ADInplaceOrView_special_i1_out, with_keyset=True)
    lib.impl("digamma_", wrapper_ADInplaceOrView_digamma_, with_keyset=True)
    lib.impl("digamma.out", wrapper_ADInplaceOrView_digamma_out, with_keyset=True)
    lib.impl("lgamma_", wrapper_ADInplaceOrView_lgamma_, with_keyset=True)
    lib.impl("lgamma.out", wrapper_ADInplaceOrView_lgamma_out, with_keyset=True)
    lib.impl("logit_", wrapper_ADInplaceOrView_logit_, with_keyset=True)
    lib.impl("logit.out", wrapper_ADInplaceOrView_logit_out, with_keyset=True)
    lib.impl("polygamma.out", wrapper_ADInplaceOrView_polygamma_out, with_keyset=True)
    lib.impl("mvlgamma_", wrapper_ADInplaceOrView_mvlgamma_, with_keyset=True)
    lib.impl("mvlgamma.out", wrapper_ADInplaceOrView_mvlgamma_out, with_keyset=True)
    lib.impl("signbit.out", wrapper_ADInplaceOrView_signbit_out, with_keyset=True)
    lib.impl("isposinf.out", wrapper_ADInplaceOrView_isposinf_out, with_keyset=True)
    lib.impl("isneginf.out", wrapper_ADInplaceOrView_isneginf_out, with_keyset=True)
    lib.impl("frexp.Tensor_out", wrapper_ADInplaceOrView_frexp_Tensor_out, with_keyset=True)
    lib.impl("fmax.out", wrapper_ADInplaceOrView_fmax_out, with_keyset=True)
    lib.impl("fmin.out", wrapper_ADInplaceOrView_fmin_out, with_keyset=True)
    lib.impl("logaddexp.out", wrapper_ADInplaceOrView_logaddexp_out, with_keyset=True)
    lib.impl("logaddexp2.out", wrapper_ADInplaceOrView_logaddexp2_out, with_keyset=True)
    lib.impl("hypot_", wrapper_ADInplaceOrView_hypot_, with_keyset=True)
    lib.impl("hypot.out", wrapper_ADInplaceOrView_hypot_out, with_keyset=True)
    lib.impl("copysign_.Tensor", wrapper_ADInplaceOrView_copysign__Tensor, with_keyset=True)
    lib.impl("copysign.out", wrapper_ADInplaceOrView_copysign_out, with_keyset=True)
    lib.impl("heaviside_", wrapper_ADInplaceOrView_heaviside_, with_keyset=True)
    lib.impl("heaviside.out", wrapper_ADInplaceOrView_heaviside_out, with_keyset=True)
    lib.impl("gcd_", wrapper_ADInplaceOrView_gcd_, with_keyset=True)
    lib.impl("gcd.out", wrapper_ADInplaceOrView_gcd_out, with_keyset=True)
    lib.impl("lcm_", wrapper_ADInplaceOrView_lcm_, with_keyset=True)
    lib.impl("lcm.out", wrapper_ADInplaceOrView_lcm_out, with_keyset=True)
    lib.impl("nextafter_", wrapper_ADInplaceOrView_nextafter_, with_keyset=True)
    lib.impl("nextafter.out", wrapper_ADInplaceOrView_nextafter_out, with_keyset=True)
    lib.impl("igamma_", wrapper_ADInplaceOrView_igamma_, with_keyset=True)
    lib.impl("igamma.out", wrapper_ADInplaceOrView_igamma_out, with_keyset=True)
    lib.impl("igammac_", wrapper_ADInplaceOrView_igammac_, with_keyset=True)
    lib.impl("igammac.out", wrapper_ADInplaceOrView_igammac_out, with_keyset=True)
    lib.impl("xlogy_.Tensor", wrapper_ADInplaceOrView_xlogy__Tensor, with_keyset=True)
    lib.impl("xlogy.OutTensor", wrapper_ADInplaceOrView_xlogy_OutTensor, with_keyset=True)
    lib.impl("clamp_min_", wrapper_ADInplaceOrView_clamp_min_, with_keyset=True)
    lib.impl("clamp_min_.Tensor", wrapper_ADInplaceOrView_clamp_min__Tensor, with_keyset=True)
    lib.impl("clamp_min.Tensor_out", wrapper_ADInplaceOrView_clamp_min_Tensor_out, with_keyset=True)
    lib.impl("clamp_max_", wrapper_ADInplaceOrView_clamp_max_, with_keyset=True)
    lib.impl("clamp_max_.Tensor", wrapper_ADInplaceOrView_clamp_max__Tensor, with_keyset=True)
    lib.impl("clamp_max.Tensor_out", wrapper_ADInplaceOrView_clamp_max_Tensor_out, with_keyset=True)
    lib.impl("conj_physical_", wrapper_ADInplaceOrView_conj_physical_, with_keyset=True)
    lib.impl("conj_physical.out", wrapper_ADInplaceOrView_conj_physical_out, with_keyset=True)
    lib.impl("angle.out", wrapper_ADInplaceOrView_angle_out, with_keyset=True)
    lib.impl("sgn_", wrapper_ADInplaceOrView_sgn_, with_keyset=True)
    lib.impl("sgn.out", wrapper_ADInplaceOrView_sgn_out, with_keyset=True)
    lib.impl("polar.out", wrapper_ADInplaceOrView_polar_out, with_keyset=True)
    lib.impl("complex.out", wrapper_ADInplaceOrView_complex_out, with_keyset=True)
    lib.impl("median.out", wrapper_ADInplaceOrView_median_out, with_keyset=True)
    lib.impl("median.dim_values", wrapper_ADInplaceOrView_median_dim_values, with_keyset=True)
    lib.impl("nanmedian.out", wrapper_ADInplaceOrView_nanmedian_out, with_keyset=True)
    lib.impl("nanmedian.dim_values", wrapper_ADInplaceOrView_nanmedian_dim_values, with_keyset=True)
    lib.impl("kthvalue.values", wrapper_ADInplaceOrView_kthvalue_values, with_keyset=True)
    lib.impl("mode.values", wrapper_ADInplaceOrView_mode_values, with_keyset=True)
    lib.impl("cummax.out", wrapper_ADInplaceOrView_cummax_out, with_keyset=True)
    lib.impl("cummin.out", wrapper_ADInplaceOrView_cummin_out, with_keyset=True)
    lib.impl("nansum.out", wrapper_ADInplaceOrView_nansum_out, with_keyset=True)
    lib.impl("trace.out", wrapper_ADInplaceOrView_trace_out, with_keyset=True)
    lib.impl("aminmax.out", wrapper_ADInplaceOrView_aminmax_out, with_keyset=True)
    lib.impl("diag_embed.out", wrapper_ADInplaceOrView_diag_embed_out, with_keyset=True)
    lib.impl("index_copy_", wrapper_ADInplaceOrView_index_copy_, with_keyset=True)
    lib.impl("index_copy.out", wrapper_ADInplaceOrView_index_copy_out, with_keyset=True)
    lib.impl(
        "histogram.bins_tensor_out",
        wrapper_ADInplaceOrView_histogram_bins_tensor_out,
        with_keyset=True,
    )
    lib.impl("histogram.bin_ct_out", wrapper_ADInplaceOrView_histogram_bin_ct_out, with_keyset=True)
    lib.impl("hardshrink.out", wrapper_ADInplaceOrView_hardshrink_out, with_keyset=True)
    lib.impl("embedding_renorm_", wrapper_ADInplaceOrView_embedding_renorm_, with_keyset=True)
    lib.impl("cauchy_", wrapper_ADInplaceOrView_cauchy_, with_keyset=True)
    lib.impl("geometric_", wrapper_ADInplaceOrView_geometric_, with_keyset=True)
    lib.impl("log_normal_", wrapper_ADInplaceOrView_log_normal_, with_keyset=True)
    lib.impl("special_entr.out", wrapper_ADInplaceOrView_special_entr_out, with_keyset=True)
    lib.impl("special_erfcx.out", wrapper_ADInplaceOrView_special_erfcx_out, with_keyset=True)
    lib.impl("special_i0e.out", wrapper_ADInplaceOrView_special_i0e_out, with_keyset=True)
    lib.impl("special_i1e.out", wrapper_ADInplaceOrView_special_i1e_out, with_keyset=True)
    lib.impl("special_ndtri.out", wrapper_ADInplaceOrView_special_ndtri_out, with_keyset=True)
    lib.impl("special_log_ndtr.out", wrapper_ADInplaceOrView_special_log_ndtr_out, with_keyset=True)
    lib.impl("special_airy_ai.out", wrapper_ADInplaceOrView_special_airy_ai_out, with_keyset=True)
    lib.impl(
        "special_bessel_j0.out", wrapper_ADInplaceOrView_special_bessel_j0_out, with_keyset=True
    )
    lib.impl(
        "special_bessel_j1.out", wrapper_ADInplaceOrView_special_bessel_j1_out, with_keyset=True
    )
    lib.impl(
        "special_bessel_y0.out", wrapper_ADInplaceOrView_special_bessel_y0_out, with_keyset=True
    )
    lib.impl(
        "special_bessel_y1.out", wrapper_ADInplaceOrView_special_bessel_y1_out, with_keyset=True
    )
    lib.impl(
        "special_modified_bessel_i0.out",
        wrapper_ADInplaceOrView_special_modified_bessel_i0_out,
        with_keyset=True,
    )
    lib.impl(
        "special_modified_bessel_i1.out",
        wrapper_ADInplaceOrView_special_modified_bessel_i1_out,
        with_keyset=True,
    )
    lib.impl(
        "special_modified_bessel_k0.out",
        wrapper_ADInplaceOrView_special_modified_bessel_k0_out,
        with_keyset=True,
    )
    lib.impl(
        "special_modified_bessel_k1.out",
        wrapper_ADInplaceOrView_special_modified_bessel_k1_out,
        with_keyset=True,
    )
    lib.impl(
        "special_scaled_modified_bessel_k0.out",
        wrapper_ADInplaceOrView_special_scaled_modified_bessel_k0_out,
        with_keyset=True,
    )
    lib.impl(
        "special_scaled_modified_bessel_k1.out",
        wrapper_ADInplaceOrView_special_scaled_modified_bessel_k1_out,
        with_keyset=True,
    )
    lib.impl(
        "special_spherical_bessel_j0.out",
        wrapper_ADInplaceOrView_special_spherical_bessel_j0_out,
        with_keyset=True,
    )
    lib.impl("special_xlog1py.out", wrapper_ADInplaceOrView_special_xlog1py_out, with_keyset=True)
    lib.impl("special_zeta.out", wrapper_ADInplaceOrView_special_zeta_out, with_keyset=True)
    lib.impl(
        "special_chebyshev_polynomial_t.out",
        wrapper_ADInplaceOrView_special_chebyshev_polynomial_t_out,
        with_keyset=True,
    )
    lib.impl(
        "special_chebyshev_polynomial_u.out",
        wrapper_ADInplaceOrView_special_chebyshev_polynomial_u_out,
        with_keyset=True,
    )
    lib.impl(
        "special_chebyshev_polynomial_v.out",
        wrapper_ADInplaceOrView_special_chebyshev_polynomial_v_out,
        with_keyset=True,
    )
    lib.impl(
        "special_chebyshev_polynomial_w.out",
        wrapper_ADInplaceOrView_special_chebyshev_polynomial_w_out,
        with_keyset=True,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.out",
        wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_t_out,
        with_keyset=True,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.out",
        wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_u_out,
        with_keyset=True,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.out",
        wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_v_out,
        with_keyset=True,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.out",
        wrapper_ADInplaceOrView_special_shifted_chebyshev_polynomial_w_out,
        with_keyset=True,
    )
    lib.impl(
        "special_hermite_polynomial_h.out",
        wrapper_ADInplaceOrView_special_hermite_polynomial_h_out,
        with_keyset=True,
    )
    lib.impl(
        "special_hermite_polynomial_he.out",
        wrapper_ADInplaceOrView_special_hermite_polynomial_he_out,
        with_keyset=True,
    )
    lib.impl(
        "special_laguerre_polynomial_l.out",
        wrapper_ADInplaceOrView_special_laguerre_polynomial_l_out,
        with_keyset=True,
    )
    lib.impl(
        "special_legendre_polynomial_p.out",
        wrapper_ADInplaceOrView_special_legendre_polynomial_p_out,
        with_keyset=True,
    )
    lib.impl("_fft_r2c.out", wrapper_ADInplaceOrView__fft_r2c_out, with_keyset=True)
    lib.impl("_fft_c2r.out", wrapper_ADInplaceOrView__fft_c2r_out, with_keyset=True)
    lib.impl("_fft_c2c.out", wrapper_ADInplaceOrView__fft_c2c_out, with_keyset=True)
    lib.impl("fft_fftfreq.out", wrapper_ADInplaceOrView_fft_fftfreq_out, with_keyset=True)
    lib.impl("fft_rfftfreq.out", wrapper_ADInplaceOrView_fft_rfftfreq_out, with_keyset=True)
