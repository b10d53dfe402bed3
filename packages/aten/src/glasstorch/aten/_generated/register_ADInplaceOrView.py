# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""ADInplaceOrView kernels (PyTorch's ``ADInplaceOrViewType``): one per mutating operator.

Each runs the operator below ADInplaceOrView, then bumps the version counter of every
tensor it mutated. While the kernel below runs, the operators it calls skip autograd
and ADInplaceOrView (PyTorch's ``AutoDispatchBelowADInplaceOrView``), so a kernel
written with other in-place operators counts once. CompositeImplicitAutograd
operators get none: the operators they decompose into count for them.

The caller passes ``Library("aten", "IMPL", "ADInplaceOrView")``.
"""

from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AD_INPLACE_OR_VIEW_KEYSET,
    DispatchKeySet,
)
from glasstorch.c10.core.local_dispatch_key_set import ExcludeDispatchKeyGuard
from glasstorch.c10.dispatch import Library

from . import ops

_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr
#: PyTorch's ``autograd_dispatch_keyset_with_ADInplaceOrView`` (functionality bits only).
_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
)


def wrapper_ADInplaceOrView_copy_(ks, self, src, non_blocking):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.copy_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, src, non_blocking)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_fill__Scalar(ks, self, value):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.fill__Scalar.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, value)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_zero_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.zero_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_add__Tensor(ks, self, other, alpha):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.add__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_add_out(ks, self, other, alpha, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.add_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sub__Tensor(ks, self, other, alpha):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sub__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sub_out(ks, self, other, alpha, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sub_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_mul__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.mul__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_mul_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.mul_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_div__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.div__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_div_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.div_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_div__Tensor_mode(ks, self, other, rounding_mode):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.div__Tensor_mode.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, rounding_mode
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_div_out_mode(ks, self, other, rounding_mode, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.div_out_mode.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, rounding_mode, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_floor_divide__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.floor_divide__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_floor_divide_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.floor_divide_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_remainder__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.remainder__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_remainder_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.remainder_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_fmod__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.fmod__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_fmod_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.fmod_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_pow__Tensor(ks, self, exponent):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.pow__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, exponent)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_pow_Tensor_Tensor_out(ks, self, exponent, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.pow_Tensor_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, exponent, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_atan2_(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.atan2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_atan2_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.atan2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_maximum_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.maximum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_minimum_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.minimum_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_eq__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.eq__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_eq_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.eq_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ne__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ne__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ne_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ne_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_lt__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.lt__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_lt_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.lt_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_le__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.le__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_le_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.le_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_gt__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.gt__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_gt_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.gt_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ge__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ge__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ge_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ge_Tensor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_and_(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_and_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_and_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_and_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_or_(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_or_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_or_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_or_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_xor_(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_xor_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_xor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_xor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_and__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_and__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_and_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_and_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_or__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_or__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_or_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_or_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_xor__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_xor__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, other)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_xor_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_xor_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_left_shift__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_left_shift__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_left_shift_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_left_shift_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_right_shift__Tensor(ks, self, other):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_right_shift__Tensor.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_right_shift_Tensor_out(ks, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_right_shift_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_where_self_out(ks, condition, self, other, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.where_self_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, condition, self, other, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_lerp__Tensor(ks, self, end, weight):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.lerp__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, end, weight)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_lerp_Tensor_out(ks, self, end, weight, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.lerp_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, end, weight, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_addcmul_(ks, self, tensor1, tensor2, value):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.addcmul_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_addcmul_out(ks, self, tensor1, tensor2, value, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.addcmul_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_addcdiv_(ks, self, tensor1, tensor2, value):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.addcdiv_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_addcdiv_out(ks, self, tensor1, tensor2, value, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.addcdiv_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, tensor1, tensor2, value, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_clamp_(ks, self, min, max):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.clamp_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_clamp_out(ks, self, min, max, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.clamp_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_clamp__Tensor(ks, self, min, max):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.clamp__Tensor.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_clamp_Tensor_out(ks, self, min, max, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.clamp_Tensor_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, min, max, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_abs_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.abs_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_abs_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.abs_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_neg_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.neg_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_neg_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.neg_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sign_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sign_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sign_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sign_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_exp_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.exp_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_exp_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.exp_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_exp2_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.exp2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_exp2_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.exp2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_expm1_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.expm1_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_expm1_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.expm1_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log2_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log2_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log2_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log2_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log10_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log10_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log10_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log10_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log1p_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log1p_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_log1p_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.log1p_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sqrt_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sqrt_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sqrt_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sqrt_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_rsqrt_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.rsqrt_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_rsqrt_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.rsqrt_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_reciprocal_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.reciprocal_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_reciprocal_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.reciprocal_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sin_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sin_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sin_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_cos_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.cos_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_cos_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.cos_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_tan_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.tan_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_tan_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.tan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_asin_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.asin_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_asin_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.asin_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_acos_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.acos_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_acos_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.acos_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_atan_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.atan_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_atan_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.atan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sinh_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sinh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sinh_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sinh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_cosh_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.cosh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_cosh_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.cosh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_tanh_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.tanh_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_tanh_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.tanh_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sigmoid_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sigmoid_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_sigmoid_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.sigmoid_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_erf_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.erf_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_erf_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.erf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_floor_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.floor_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_floor_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.floor_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ceil_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ceil_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_ceil_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.ceil_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_trunc_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.trunc_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_trunc_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.trunc_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_round_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.round_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_round_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.round_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_frac_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.frac_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_frac_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.frac_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_relu_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.relu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_relu_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.relu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_silu_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.silu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_silu_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.silu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_not_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_not_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_logical_not_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.logical_not_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_not_(ks, self):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_not_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_bitwise_not_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.bitwise_not_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_round__decimals(ks, self, decimals):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.round__decimals.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, decimals)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_round_decimals_out(ks, self, decimals, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.round_decimals_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, decimals, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_gelu_(ks, self, approximate):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.gelu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, approximate)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_gelu_out(ks, self, approximate, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.gelu_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, approximate, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_softplus_out(ks, self, beta, threshold, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.softplus_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, beta, threshold, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_leaky_relu_(ks, self, negative_slope):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.leaky_relu_.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, negative_slope)
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_leaky_relu_out(ks, self, negative_slope, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.leaky_relu_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, negative_slope, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_elu_(ks, self, alpha, scale, input_scale):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.elu_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, alpha, scale, input_scale
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_elu_out(ks, self, alpha, scale, input_scale, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.elu_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, alpha, scale, input_scale, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_nan_to_num_(ks, self, nan, posinf, neginf):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.nan_to_num_.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, nan, posinf, neginf
        )
    self._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_nan_to_num_out(ks, self, nan, posinf, neginf, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.nan_to_num_out.redispatch(
            ks & _AFTER_AD_INPLACE_OR_VIEW, self, nan, posinf, neginf, out
        )
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_isnan_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.isnan_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_isinf_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.isinf_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
    return result


def wrapper_ADInplaceOrView_isfinite_out(ks, self, out):
    with ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW):
        result = ops.isfinite_out.redispatch(ks & _AFTER_AD_INPLACE_OR_VIEW, self, out)
    out._impl.version_counter.bump()
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
