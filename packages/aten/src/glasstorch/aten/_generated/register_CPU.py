# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""CPU kernels of the aten operators (PyTorch's ``RegisterCPU.cpp``).

The caller passes ``Library("aten", "IMPL", "CPU")``.
"""

from glasstorch.c10.dispatch import Library

from .. import _runtime
from .. import native as _native
from .. import structured as _structured


def wrapper_CPU_add_Tensor(self, other, alpha):
    meta = _native.meta_add(self, other, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.add_out(self, other, alpha, out)
    return out


def wrapper_CPU_add__Tensor(self, other, alpha):
    meta = _native.meta_add(self, other, alpha)
    _structured.check_inplace(self, meta)
    _native.add_out(self, other, alpha, self)
    return self


def wrapper_CPU_add_out(self, other, alpha, out):
    meta = _native.meta_add(self, other, alpha)
    _structured.resize_output(out, meta)
    _native.add_out(self, other, alpha, out)
    return out


def wrapper_CPU_sub_Tensor(self, other, alpha):
    meta = _native.meta_sub(self, other, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sub_out(self, other, alpha, out)
    return out


def wrapper_CPU_sub__Tensor(self, other, alpha):
    meta = _native.meta_sub(self, other, alpha)
    _structured.check_inplace(self, meta)
    _native.sub_out(self, other, alpha, self)
    return self


def wrapper_CPU_sub_out(self, other, alpha, out):
    meta = _native.meta_sub(self, other, alpha)
    _structured.resize_output(out, meta)
    _native.sub_out(self, other, alpha, out)
    return out


def wrapper_CPU_mul_Tensor(self, other):
    meta = _native.meta_mul(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mul_out(self, other, out)
    return out


def wrapper_CPU_mul__Tensor(self, other):
    meta = _native.meta_mul(self, other)
    _structured.check_inplace(self, meta)
    _native.mul_out(self, other, self)
    return self


def wrapper_CPU_mul_out(self, other, out):
    meta = _native.meta_mul(self, other)
    _structured.resize_output(out, meta)
    _native.mul_out(self, other, out)
    return out


def wrapper_CPU_div_Tensor(self, other):
    meta = _native.meta_div(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.div_out(self, other, out)
    return out


def wrapper_CPU_div__Tensor(self, other):
    meta = _native.meta_div(self, other)
    _structured.check_inplace(self, meta)
    _native.div_out(self, other, self)
    return self


def wrapper_CPU_div_out(self, other, out):
    meta = _native.meta_div(self, other)
    _structured.resize_output(out, meta)
    _native.div_out(self, other, out)
    return out


def wrapper_CPU_div_Tensor_mode(self, other, rounding_mode):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.div_out_mode(self, other, rounding_mode, out)
    return out


def wrapper_CPU_div__Tensor_mode(self, other, rounding_mode):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    _structured.check_inplace(self, meta)
    _native.div_out_mode(self, other, rounding_mode, self)
    return self


def wrapper_CPU_div_out_mode(self, other, rounding_mode, out):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    _structured.resize_output(out, meta)
    _native.div_out_mode(self, other, rounding_mode, out)
    return out


def wrapper_CPU_floor_divide(self, other):
    meta = _native.meta_floor_divide(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.floor_divide_out(self, other, out)
    return out


def wrapper_CPU_floor_divide__Tensor(self, other):
    meta = _native.meta_floor_divide(self, other)
    _structured.check_inplace(self, meta)
    _native.floor_divide_out(self, other, self)
    return self


def wrapper_CPU_floor_divide_out(self, other, out):
    meta = _native.meta_floor_divide(self, other)
    _structured.resize_output(out, meta)
    _native.floor_divide_out(self, other, out)
    return out


def wrapper_CPU_remainder_Tensor(self, other):
    meta = _native.meta_remainder(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.remainder_out(self, other, out)
    return out


def wrapper_CPU_remainder__Tensor(self, other):
    meta = _native.meta_remainder(self, other)
    _structured.check_inplace(self, meta)
    _native.remainder_out(self, other, self)
    return self


def wrapper_CPU_remainder_Tensor_out(self, other, out):
    meta = _native.meta_remainder(self, other)
    _structured.resize_output(out, meta)
    _native.remainder_out(self, other, out)
    return out


def wrapper_CPU_fmod_Tensor(self, other):
    meta = _native.meta_fmod(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.fmod_out(self, other, out)
    return out


def wrapper_CPU_fmod__Tensor(self, other):
    meta = _native.meta_fmod(self, other)
    _structured.check_inplace(self, meta)
    _native.fmod_out(self, other, self)
    return self


def wrapper_CPU_fmod_Tensor_out(self, other, out):
    meta = _native.meta_fmod(self, other)
    _structured.resize_output(out, meta)
    _native.fmod_out(self, other, out)
    return out


def wrapper_CPU_pow_Tensor_Tensor(self, exponent):
    meta = _native.meta_pow(self, exponent)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.pow_out(self, exponent, out)
    return out


def wrapper_CPU_pow__Tensor(self, exponent):
    meta = _native.meta_pow(self, exponent)
    _structured.check_inplace(self, meta)
    _native.pow_out(self, exponent, self)
    return self


def wrapper_CPU_pow_Tensor_Tensor_out(self, exponent, out):
    meta = _native.meta_pow(self, exponent)
    _structured.resize_output(out, meta)
    _native.pow_out(self, exponent, out)
    return out


def wrapper_CPU_atan2(self, other):
    meta = _native.meta_atan2(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.atan2_out(self, other, out)
    return out


def wrapper_CPU_atan2_(self, other):
    meta = _native.meta_atan2(self, other)
    _structured.check_inplace(self, meta)
    _native.atan2_out(self, other, self)
    return self


def wrapper_CPU_atan2_out(self, other, out):
    meta = _native.meta_atan2(self, other)
    _structured.resize_output(out, meta)
    _native.atan2_out(self, other, out)
    return out


def wrapper_CPU_maximum(self, other):
    meta = _native.meta_maximum(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.maximum_out(self, other, out)
    return out


def wrapper_CPU_maximum_out(self, other, out):
    meta = _native.meta_maximum(self, other)
    _structured.resize_output(out, meta)
    _native.maximum_out(self, other, out)
    return out


def wrapper_CPU_minimum(self, other):
    meta = _native.meta_minimum(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.minimum_out(self, other, out)
    return out


def wrapper_CPU_minimum_out(self, other, out):
    meta = _native.meta_minimum(self, other)
    _structured.resize_output(out, meta)
    _native.minimum_out(self, other, out)
    return out


def wrapper_CPU_eq_Tensor(self, other):
    meta = _native.meta_eq(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.eq_out(self, other, out)
    return out


def wrapper_CPU_eq__Tensor(self, other):
    meta = _native.meta_eq(self, other)
    _structured.check_inplace(self, meta)
    _native.eq_out(self, other, self)
    return self


def wrapper_CPU_eq_Tensor_out(self, other, out):
    meta = _native.meta_eq(self, other)
    _structured.resize_output(out, meta)
    _native.eq_out(self, other, out)
    return out


def wrapper_CPU_ne_Tensor(self, other):
    meta = _native.meta_ne(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.ne_out(self, other, out)
    return out


def wrapper_CPU_ne__Tensor(self, other):
    meta = _native.meta_ne(self, other)
    _structured.check_inplace(self, meta)
    _native.ne_out(self, other, self)
    return self


def wrapper_CPU_ne_Tensor_out(self, other, out):
    meta = _native.meta_ne(self, other)
    _structured.resize_output(out, meta)
    _native.ne_out(self, other, out)
    return out


def wrapper_CPU_lt_Tensor(self, other):
    meta = _native.meta_lt(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.lt_out(self, other, out)
    return out


def wrapper_CPU_lt__Tensor(self, other):
    meta = _native.meta_lt(self, other)
    _structured.check_inplace(self, meta)
    _native.lt_out(self, other, self)
    return self


def wrapper_CPU_lt_Tensor_out(self, other, out):
    meta = _native.meta_lt(self, other)
    _structured.resize_output(out, meta)
    _native.lt_out(self, other, out)
    return out


def wrapper_CPU_le_Tensor(self, other):
    meta = _native.meta_le(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.le_out(self, other, out)
    return out


def wrapper_CPU_le__Tensor(self, other):
    meta = _native.meta_le(self, other)
    _structured.check_inplace(self, meta)
    _native.le_out(self, other, self)
    return self


def wrapper_CPU_le_Tensor_out(self, other, out):
    meta = _native.meta_le(self, other)
    _structured.resize_output(out, meta)
    _native.le_out(self, other, out)
    return out


def wrapper_CPU_gt_Tensor(self, other):
    meta = _native.meta_gt(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.gt_out(self, other, out)
    return out


def wrapper_CPU_gt__Tensor(self, other):
    meta = _native.meta_gt(self, other)
    _structured.check_inplace(self, meta)
    _native.gt_out(self, other, self)
    return self


def wrapper_CPU_gt_Tensor_out(self, other, out):
    meta = _native.meta_gt(self, other)
    _structured.resize_output(out, meta)
    _native.gt_out(self, other, out)
    return out


def wrapper_CPU_ge_Tensor(self, other):
    meta = _native.meta_ge(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.ge_out(self, other, out)
    return out


def wrapper_CPU_ge__Tensor(self, other):
    meta = _native.meta_ge(self, other)
    _structured.check_inplace(self, meta)
    _native.ge_out(self, other, self)
    return self


def wrapper_CPU_ge_Tensor_out(self, other, out):
    meta = _native.meta_ge(self, other)
    _structured.resize_output(out, meta)
    _native.ge_out(self, other, out)
    return out


def wrapper_CPU_logical_and(self, other):
    meta = _native.meta_logical_and(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logical_and_out(self, other, out)
    return out


def wrapper_CPU_logical_and_(self, other):
    meta = _native.meta_logical_and(self, other)
    _structured.check_inplace(self, meta)
    _native.logical_and_out(self, other, self)
    return self


def wrapper_CPU_logical_and_out(self, other, out):
    meta = _native.meta_logical_and(self, other)
    _structured.resize_output(out, meta)
    _native.logical_and_out(self, other, out)
    return out


def wrapper_CPU_logical_or(self, other):
    meta = _native.meta_logical_or(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logical_or_out(self, other, out)
    return out


def wrapper_CPU_logical_or_(self, other):
    meta = _native.meta_logical_or(self, other)
    _structured.check_inplace(self, meta)
    _native.logical_or_out(self, other, self)
    return self


def wrapper_CPU_logical_or_out(self, other, out):
    meta = _native.meta_logical_or(self, other)
    _structured.resize_output(out, meta)
    _native.logical_or_out(self, other, out)
    return out


def wrapper_CPU_logical_xor(self, other):
    meta = _native.meta_logical_xor(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logical_xor_out(self, other, out)
    return out


def wrapper_CPU_logical_xor_(self, other):
    meta = _native.meta_logical_xor(self, other)
    _structured.check_inplace(self, meta)
    _native.logical_xor_out(self, other, self)
    return self


def wrapper_CPU_logical_xor_out(self, other, out):
    meta = _native.meta_logical_xor(self, other)
    _structured.resize_output(out, meta)
    _native.logical_xor_out(self, other, out)
    return out


def wrapper_CPU_bitwise_and_Tensor(self, other):
    meta = _native.meta_bitwise_and(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_and_out(self, other, out)
    return out


def wrapper_CPU_bitwise_and__Tensor(self, other):
    meta = _native.meta_bitwise_and(self, other)
    _structured.check_inplace(self, meta)
    _native.bitwise_and_out(self, other, self)
    return self


def wrapper_CPU_bitwise_and_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_and(self, other)
    _structured.resize_output(out, meta)
    _native.bitwise_and_out(self, other, out)
    return out


def wrapper_CPU_bitwise_or_Tensor(self, other):
    meta = _native.meta_bitwise_or(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_or_out(self, other, out)
    return out


def wrapper_CPU_bitwise_or__Tensor(self, other):
    meta = _native.meta_bitwise_or(self, other)
    _structured.check_inplace(self, meta)
    _native.bitwise_or_out(self, other, self)
    return self


def wrapper_CPU_bitwise_or_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_or(self, other)
    _structured.resize_output(out, meta)
    _native.bitwise_or_out(self, other, out)
    return out


def wrapper_CPU_bitwise_xor_Tensor(self, other):
    meta = _native.meta_bitwise_xor(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_xor_out(self, other, out)
    return out


def wrapper_CPU_bitwise_xor__Tensor(self, other):
    meta = _native.meta_bitwise_xor(self, other)
    _structured.check_inplace(self, meta)
    _native.bitwise_xor_out(self, other, self)
    return self


def wrapper_CPU_bitwise_xor_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_xor(self, other)
    _structured.resize_output(out, meta)
    _native.bitwise_xor_out(self, other, out)
    return out


def wrapper_CPU_bitwise_left_shift_Tensor(self, other):
    meta = _native.meta_bitwise_left_shift(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_left_shift_out(self, other, out)
    return out


def wrapper_CPU_bitwise_left_shift__Tensor(self, other):
    meta = _native.meta_bitwise_left_shift(self, other)
    _structured.check_inplace(self, meta)
    _native.bitwise_left_shift_out(self, other, self)
    return self


def wrapper_CPU_bitwise_left_shift_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_left_shift(self, other)
    _structured.resize_output(out, meta)
    _native.bitwise_left_shift_out(self, other, out)
    return out


def wrapper_CPU_bitwise_right_shift_Tensor(self, other):
    meta = _native.meta_bitwise_right_shift(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_right_shift_out(self, other, out)
    return out


def wrapper_CPU_bitwise_right_shift__Tensor(self, other):
    meta = _native.meta_bitwise_right_shift(self, other)
    _structured.check_inplace(self, meta)
    _native.bitwise_right_shift_out(self, other, self)
    return self


def wrapper_CPU_bitwise_right_shift_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_right_shift(self, other)
    _structured.resize_output(out, meta)
    _native.bitwise_right_shift_out(self, other, out)
    return out


def wrapper_CPU_where_self(condition, self, other):
    meta = _native.meta_where(condition, self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.where_out(condition, self, other, out)
    return out


def wrapper_CPU_where_self_out(condition, self, other, out):
    meta = _native.meta_where(condition, self, other)
    _structured.resize_output(out, meta)
    _native.where_out(condition, self, other, out)
    return out


def wrapper_CPU_lerp_Tensor(self, end, weight):
    meta = _native.meta_lerp(self, end, weight)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.lerp_out(self, end, weight, out)
    return out


def wrapper_CPU_lerp__Tensor(self, end, weight):
    meta = _native.meta_lerp(self, end, weight)
    _structured.check_inplace(self, meta)
    _native.lerp_out(self, end, weight, self)
    return self


def wrapper_CPU_lerp_Tensor_out(self, end, weight, out):
    meta = _native.meta_lerp(self, end, weight)
    _structured.resize_output(out, meta)
    _native.lerp_out(self, end, weight, out)
    return out


def wrapper_CPU_addcmul(self, tensor1, tensor2, value):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.addcmul_out(self, tensor1, tensor2, value, out)
    return out


def wrapper_CPU_addcmul_(self, tensor1, tensor2, value):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    _structured.check_inplace(self, meta)
    _native.addcmul_out(self, tensor1, tensor2, value, self)
    return self


def wrapper_CPU_addcmul_out(self, tensor1, tensor2, value, out):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    _structured.resize_output(out, meta)
    _native.addcmul_out(self, tensor1, tensor2, value, out)
    return out


def wrapper_CPU_addcdiv(self, tensor1, tensor2, value):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.addcdiv_out(self, tensor1, tensor2, value, out)
    return out


def wrapper_CPU_addcdiv_(self, tensor1, tensor2, value):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    _structured.check_inplace(self, meta)
    _native.addcdiv_out(self, tensor1, tensor2, value, self)
    return self


def wrapper_CPU_addcdiv_out(self, tensor1, tensor2, value, out):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    _structured.resize_output(out, meta)
    _native.addcdiv_out(self, tensor1, tensor2, value, out)
    return out


def wrapper_CPU_clamp(self, min, max):
    meta = _native.meta_clamp(self, min, max)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.clamp_out(self, min, max, out)
    return out


def wrapper_CPU_clamp_(self, min, max):
    meta = _native.meta_clamp(self, min, max)
    _structured.check_inplace(self, meta)
    _native.clamp_out(self, min, max, self)
    return self


def wrapper_CPU_clamp_out(self, min, max, out):
    meta = _native.meta_clamp(self, min, max)
    _structured.resize_output(out, meta)
    _native.clamp_out(self, min, max, out)
    return out


def wrapper_CPU_clamp_Tensor(self, min, max):
    meta = _native.meta_clamp_Tensor(self, min, max)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.clamp_Tensor_out(self, min, max, out)
    return out


def wrapper_CPU_clamp__Tensor(self, min, max):
    meta = _native.meta_clamp_Tensor(self, min, max)
    _structured.check_inplace(self, meta)
    _native.clamp_Tensor_out(self, min, max, self)
    return self


def wrapper_CPU_clamp_Tensor_out(self, min, max, out):
    meta = _native.meta_clamp_Tensor(self, min, max)
    _structured.resize_output(out, meta)
    _native.clamp_Tensor_out(self, min, max, out)
    return out


def wrapper_CPU_abs(self):
    meta = _native.meta_abs(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.abs_out(self, out)
    return out


def wrapper_CPU_abs_(self):
    meta = _native.meta_abs(self)
    _structured.check_inplace(self, meta)
    _native.abs_out(self, self)
    return self


def wrapper_CPU_abs_out(self, out):
    meta = _native.meta_abs(self)
    _structured.resize_output(out, meta)
    _native.abs_out(self, out)
    return out


def wrapper_CPU_neg(self):
    meta = _native.meta_neg(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.neg_out(self, out)
    return out


def wrapper_CPU_neg_(self):
    meta = _native.meta_neg(self)
    _structured.check_inplace(self, meta)
    _native.neg_out(self, self)
    return self


def wrapper_CPU_neg_out(self, out):
    meta = _native.meta_neg(self)
    _structured.resize_output(out, meta)
    _native.neg_out(self, out)
    return out


def wrapper_CPU_sign(self):
    meta = _native.meta_sign(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sign_out(self, out)
    return out


def wrapper_CPU_sign_(self):
    meta = _native.meta_sign(self)
    _structured.check_inplace(self, meta)
    _native.sign_out(self, self)
    return self


def wrapper_CPU_sign_out(self, out):
    meta = _native.meta_sign(self)
    _structured.resize_output(out, meta)
    _native.sign_out(self, out)
    return out


def wrapper_CPU_exp(self):
    meta = _native.meta_exp(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.exp_out(self, out)
    return out


def wrapper_CPU_exp_(self):
    meta = _native.meta_exp(self)
    _structured.check_inplace(self, meta)
    _native.exp_out(self, self)
    return self


def wrapper_CPU_exp_out(self, out):
    meta = _native.meta_exp(self)
    _structured.resize_output(out, meta)
    _native.exp_out(self, out)
    return out


def wrapper_CPU_exp2(self):
    meta = _native.meta_exp2(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.exp2_out(self, out)
    return out


def wrapper_CPU_exp2_(self):
    meta = _native.meta_exp2(self)
    _structured.check_inplace(self, meta)
    _native.exp2_out(self, self)
    return self


def wrapper_CPU_exp2_out(self, out):
    meta = _native.meta_exp2(self)
    _structured.resize_output(out, meta)
    _native.exp2_out(self, out)
    return out


def wrapper_CPU_expm1(self):
    meta = _native.meta_expm1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.expm1_out(self, out)
    return out


def wrapper_CPU_expm1_(self):
    meta = _native.meta_expm1(self)
    _structured.check_inplace(self, meta)
    _native.expm1_out(self, self)
    return self


def wrapper_CPU_expm1_out(self, out):
    meta = _native.meta_expm1(self)
    _structured.resize_output(out, meta)
    _native.expm1_out(self, out)
    return out


def wrapper_CPU_log(self):
    meta = _native.meta_log(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log_out(self, out)
    return out


def wrapper_CPU_log_(self):
    meta = _native.meta_log(self)
    _structured.check_inplace(self, meta)
    _native.log_out(self, self)
    return self


def wrapper_CPU_log_out(self, out):
    meta = _native.meta_log(self)
    _structured.resize_output(out, meta)
    _native.log_out(self, out)
    return out


def wrapper_CPU_log2(self):
    meta = _native.meta_log2(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log2_out(self, out)
    return out


def wrapper_CPU_log2_(self):
    meta = _native.meta_log2(self)
    _structured.check_inplace(self, meta)
    _native.log2_out(self, self)
    return self


def wrapper_CPU_log2_out(self, out):
    meta = _native.meta_log2(self)
    _structured.resize_output(out, meta)
    _native.log2_out(self, out)
    return out


def wrapper_CPU_log10(self):
    meta = _native.meta_log10(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log10_out(self, out)
    return out


def wrapper_CPU_log10_(self):
    meta = _native.meta_log10(self)
    _structured.check_inplace(self, meta)
    _native.log10_out(self, self)
    return self


def wrapper_CPU_log10_out(self, out):
    meta = _native.meta_log10(self)
    _structured.resize_output(out, meta)
    _native.log10_out(self, out)
    return out


def wrapper_CPU_log1p(self):
    meta = _native.meta_log1p(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log1p_out(self, out)
    return out


def wrapper_CPU_log1p_(self):
    meta = _native.meta_log1p(self)
    _structured.check_inplace(self, meta)
    _native.log1p_out(self, self)
    return self


def wrapper_CPU_log1p_out(self, out):
    meta = _native.meta_log1p(self)
    _structured.resize_output(out, meta)
    _native.log1p_out(self, out)
    return out


def wrapper_CPU_sqrt(self):
    meta = _native.meta_sqrt(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sqrt_out(self, out)
    return out


def wrapper_CPU_sqrt_(self):
    meta = _native.meta_sqrt(self)
    _structured.check_inplace(self, meta)
    _native.sqrt_out(self, self)
    return self


def wrapper_CPU_sqrt_out(self, out):
    meta = _native.meta_sqrt(self)
    _structured.resize_output(out, meta)
    _native.sqrt_out(self, out)
    return out


def wrapper_CPU_rsqrt(self):
    meta = _native.meta_rsqrt(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.rsqrt_out(self, out)
    return out


def wrapper_CPU_rsqrt_(self):
    meta = _native.meta_rsqrt(self)
    _structured.check_inplace(self, meta)
    _native.rsqrt_out(self, self)
    return self


def wrapper_CPU_rsqrt_out(self, out):
    meta = _native.meta_rsqrt(self)
    _structured.resize_output(out, meta)
    _native.rsqrt_out(self, out)
    return out


def wrapper_CPU_reciprocal(self):
    meta = _native.meta_reciprocal(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.reciprocal_out(self, out)
    return out


def wrapper_CPU_reciprocal_(self):
    meta = _native.meta_reciprocal(self)
    _structured.check_inplace(self, meta)
    _native.reciprocal_out(self, self)
    return self


def wrapper_CPU_reciprocal_out(self, out):
    meta = _native.meta_reciprocal(self)
    _structured.resize_output(out, meta)
    _native.reciprocal_out(self, out)
    return out


def wrapper_CPU_sin(self):
    meta = _native.meta_sin(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sin_out(self, out)
    return out


def wrapper_CPU_sin_(self):
    meta = _native.meta_sin(self)
    _structured.check_inplace(self, meta)
    _native.sin_out(self, self)
    return self


def wrapper_CPU_sin_out(self, out):
    meta = _native.meta_sin(self)
    _structured.resize_output(out, meta)
    _native.sin_out(self, out)
    return out


def wrapper_CPU_cos(self):
    meta = _native.meta_cos(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.cos_out(self, out)
    return out


def wrapper_CPU_cos_(self):
    meta = _native.meta_cos(self)
    _structured.check_inplace(self, meta)
    _native.cos_out(self, self)
    return self


def wrapper_CPU_cos_out(self, out):
    meta = _native.meta_cos(self)
    _structured.resize_output(out, meta)
    _native.cos_out(self, out)
    return out


def wrapper_CPU_tan(self):
    meta = _native.meta_tan(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.tan_out(self, out)
    return out


def wrapper_CPU_tan_(self):
    meta = _native.meta_tan(self)
    _structured.check_inplace(self, meta)
    _native.tan_out(self, self)
    return self


def wrapper_CPU_tan_out(self, out):
    meta = _native.meta_tan(self)
    _structured.resize_output(out, meta)
    _native.tan_out(self, out)
    return out


def wrapper_CPU_asin(self):
    meta = _native.meta_asin(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.asin_out(self, out)
    return out


def wrapper_CPU_asin_(self):
    meta = _native.meta_asin(self)
    _structured.check_inplace(self, meta)
    _native.asin_out(self, self)
    return self


def wrapper_CPU_asin_out(self, out):
    meta = _native.meta_asin(self)
    _structured.resize_output(out, meta)
    _native.asin_out(self, out)
    return out


def wrapper_CPU_acos(self):
    meta = _native.meta_acos(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.acos_out(self, out)
    return out


def wrapper_CPU_acos_(self):
    meta = _native.meta_acos(self)
    _structured.check_inplace(self, meta)
    _native.acos_out(self, self)
    return self


def wrapper_CPU_acos_out(self, out):
    meta = _native.meta_acos(self)
    _structured.resize_output(out, meta)
    _native.acos_out(self, out)
    return out


def wrapper_CPU_atan(self):
    meta = _native.meta_atan(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.atan_out(self, out)
    return out


def wrapper_CPU_atan_(self):
    meta = _native.meta_atan(self)
    _structured.check_inplace(self, meta)
    _native.atan_out(self, self)
    return self


def wrapper_CPU_atan_out(self, out):
    meta = _native.meta_atan(self)
    _structured.resize_output(out, meta)
    _native.atan_out(self, out)
    return out


def wrapper_CPU_sinh(self):
    meta = _native.meta_sinh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sinh_out(self, out)
    return out


def wrapper_CPU_sinh_(self):
    meta = _native.meta_sinh(self)
    _structured.check_inplace(self, meta)
    _native.sinh_out(self, self)
    return self


def wrapper_CPU_sinh_out(self, out):
    meta = _native.meta_sinh(self)
    _structured.resize_output(out, meta)
    _native.sinh_out(self, out)
    return out


def wrapper_CPU_cosh(self):
    meta = _native.meta_cosh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.cosh_out(self, out)
    return out


def wrapper_CPU_cosh_(self):
    meta = _native.meta_cosh(self)
    _structured.check_inplace(self, meta)
    _native.cosh_out(self, self)
    return self


def wrapper_CPU_cosh_out(self, out):
    meta = _native.meta_cosh(self)
    _structured.resize_output(out, meta)
    _native.cosh_out(self, out)
    return out


def wrapper_CPU_tanh(self):
    meta = _native.meta_tanh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.tanh_out(self, out)
    return out


def wrapper_CPU_tanh_(self):
    meta = _native.meta_tanh(self)
    _structured.check_inplace(self, meta)
    _native.tanh_out(self, self)
    return self


def wrapper_CPU_tanh_out(self, out):
    meta = _native.meta_tanh(self)
    _structured.resize_output(out, meta)
    _native.tanh_out(self, out)
    return out


def wrapper_CPU_sigmoid(self):
    meta = _native.meta_sigmoid(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sigmoid_out(self, out)
    return out


def wrapper_CPU_sigmoid_(self):
    meta = _native.meta_sigmoid(self)
    _structured.check_inplace(self, meta)
    _native.sigmoid_out(self, self)
    return self


def wrapper_CPU_sigmoid_out(self, out):
    meta = _native.meta_sigmoid(self)
    _structured.resize_output(out, meta)
    _native.sigmoid_out(self, out)
    return out


def wrapper_CPU_erf(self):
    meta = _native.meta_erf(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.erf_out(self, out)
    return out


def wrapper_CPU_erf_(self):
    meta = _native.meta_erf(self)
    _structured.check_inplace(self, meta)
    _native.erf_out(self, self)
    return self


def wrapper_CPU_erf_out(self, out):
    meta = _native.meta_erf(self)
    _structured.resize_output(out, meta)
    _native.erf_out(self, out)
    return out


def wrapper_CPU_floor(self):
    meta = _native.meta_floor(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.floor_out(self, out)
    return out


def wrapper_CPU_floor_(self):
    meta = _native.meta_floor(self)
    _structured.check_inplace(self, meta)
    _native.floor_out(self, self)
    return self


def wrapper_CPU_floor_out(self, out):
    meta = _native.meta_floor(self)
    _structured.resize_output(out, meta)
    _native.floor_out(self, out)
    return out


def wrapper_CPU_ceil(self):
    meta = _native.meta_ceil(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.ceil_out(self, out)
    return out


def wrapper_CPU_ceil_(self):
    meta = _native.meta_ceil(self)
    _structured.check_inplace(self, meta)
    _native.ceil_out(self, self)
    return self


def wrapper_CPU_ceil_out(self, out):
    meta = _native.meta_ceil(self)
    _structured.resize_output(out, meta)
    _native.ceil_out(self, out)
    return out


def wrapper_CPU_trunc(self):
    meta = _native.meta_trunc(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.trunc_out(self, out)
    return out


def wrapper_CPU_trunc_(self):
    meta = _native.meta_trunc(self)
    _structured.check_inplace(self, meta)
    _native.trunc_out(self, self)
    return self


def wrapper_CPU_trunc_out(self, out):
    meta = _native.meta_trunc(self)
    _structured.resize_output(out, meta)
    _native.trunc_out(self, out)
    return out


def wrapper_CPU_round(self):
    meta = _native.meta_round(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.round_out(self, out)
    return out


def wrapper_CPU_round_(self):
    meta = _native.meta_round(self)
    _structured.check_inplace(self, meta)
    _native.round_out(self, self)
    return self


def wrapper_CPU_round_out(self, out):
    meta = _native.meta_round(self)
    _structured.resize_output(out, meta)
    _native.round_out(self, out)
    return out


def wrapper_CPU_frac(self):
    meta = _native.meta_frac(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.frac_out(self, out)
    return out


def wrapper_CPU_frac_(self):
    meta = _native.meta_frac(self)
    _structured.check_inplace(self, meta)
    _native.frac_out(self, self)
    return self


def wrapper_CPU_frac_out(self, out):
    meta = _native.meta_frac(self)
    _structured.resize_output(out, meta)
    _native.frac_out(self, out)
    return out


def wrapper_CPU_relu(self):
    meta = _native.meta_relu(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.relu_out(self, out)
    return out


def wrapper_CPU_relu_(self):
    meta = _native.meta_relu(self)
    _structured.check_inplace(self, meta)
    _native.relu_out(self, self)
    return self


def wrapper_CPU_relu_out(self, out):
    meta = _native.meta_relu(self)
    _structured.resize_output(out, meta)
    _native.relu_out(self, out)
    return out


def wrapper_CPU_silu(self):
    meta = _native.meta_silu(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.silu_out(self, out)
    return out


def wrapper_CPU_silu_(self):
    meta = _native.meta_silu(self)
    _structured.check_inplace(self, meta)
    _native.silu_out(self, self)
    return self


def wrapper_CPU_silu_out(self, out):
    meta = _native.meta_silu(self)
    _structured.resize_output(out, meta)
    _native.silu_out(self, out)
    return out


def wrapper_CPU_logical_not(self):
    meta = _native.meta_logical_not(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logical_not_out(self, out)
    return out


def wrapper_CPU_logical_not_(self):
    meta = _native.meta_logical_not(self)
    _structured.check_inplace(self, meta)
    _native.logical_not_out(self, self)
    return self


def wrapper_CPU_logical_not_out(self, out):
    meta = _native.meta_logical_not(self)
    _structured.resize_output(out, meta)
    _native.logical_not_out(self, out)
    return out


def wrapper_CPU_bitwise_not(self):
    meta = _native.meta_bitwise_not(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bitwise_not_out(self, out)
    return out


def wrapper_CPU_bitwise_not_(self):
    meta = _native.meta_bitwise_not(self)
    _structured.check_inplace(self, meta)
    _native.bitwise_not_out(self, self)
    return self


def wrapper_CPU_bitwise_not_out(self, out):
    meta = _native.meta_bitwise_not(self)
    _structured.resize_output(out, meta)
    _native.bitwise_not_out(self, out)
    return out


def wrapper_CPU_round_decimals(self, decimals):
    meta = _native.meta_round_decimals(self, decimals)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.round_decimals_out(self, decimals, out)
    return out


def wrapper_CPU_round__decimals(self, decimals):
    meta = _native.meta_round_decimals(self, decimals)
    _structured.check_inplace(self, meta)
    _native.round_decimals_out(self, decimals, self)
    return self


def wrapper_CPU_round_decimals_out(self, decimals, out):
    meta = _native.meta_round_decimals(self, decimals)
    _structured.resize_output(out, meta)
    _native.round_decimals_out(self, decimals, out)
    return out


def wrapper_CPU_gelu(self, approximate):
    meta = _native.meta_gelu(self, approximate)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.gelu_out(self, approximate, out)
    return out


def wrapper_CPU_gelu_(self, approximate):
    meta = _native.meta_gelu(self, approximate)
    _structured.check_inplace(self, meta)
    _native.gelu_out(self, approximate, self)
    return self


def wrapper_CPU_gelu_out(self, approximate, out):
    meta = _native.meta_gelu(self, approximate)
    _structured.resize_output(out, meta)
    _native.gelu_out(self, approximate, out)
    return out


def wrapper_CPU_softplus(self, beta, threshold):
    meta = _native.meta_softplus(self, beta, threshold)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.softplus_out(self, beta, threshold, out)
    return out


def wrapper_CPU_softplus_out(self, beta, threshold, out):
    meta = _native.meta_softplus(self, beta, threshold)
    _structured.resize_output(out, meta)
    _native.softplus_out(self, beta, threshold, out)
    return out


def wrapper_CPU_leaky_relu(self, negative_slope):
    meta = _native.meta_leaky_relu(self, negative_slope)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.leaky_relu_out(self, negative_slope, out)
    return out


def wrapper_CPU_leaky_relu_(self, negative_slope):
    meta = _native.meta_leaky_relu(self, negative_slope)
    _structured.check_inplace(self, meta)
    _native.leaky_relu_out(self, negative_slope, self)
    return self


def wrapper_CPU_leaky_relu_out(self, negative_slope, out):
    meta = _native.meta_leaky_relu(self, negative_slope)
    _structured.resize_output(out, meta)
    _native.leaky_relu_out(self, negative_slope, out)
    return out


def wrapper_CPU_elu(self, alpha, scale, input_scale):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.elu_out(self, alpha, scale, input_scale, out)
    return out


def wrapper_CPU_elu_(self, alpha, scale, input_scale):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    _structured.check_inplace(self, meta)
    _native.elu_out(self, alpha, scale, input_scale, self)
    return self


def wrapper_CPU_elu_out(self, alpha, scale, input_scale, out):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    _structured.resize_output(out, meta)
    _native.elu_out(self, alpha, scale, input_scale, out)
    return out


def wrapper_CPU_nan_to_num(self, nan, posinf, neginf):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.nan_to_num_out(self, nan, posinf, neginf, out)
    return out


def wrapper_CPU_nan_to_num_(self, nan, posinf, neginf):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    _structured.check_inplace(self, meta)
    _native.nan_to_num_out(self, nan, posinf, neginf, self)
    return self


def wrapper_CPU_nan_to_num_out(self, nan, posinf, neginf, out):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    _structured.resize_output(out, meta)
    _native.nan_to_num_out(self, nan, posinf, neginf, out)
    return out


def wrapper_CPU_isnan(self):
    meta = _native.meta_isnan(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.isnan_out(self, out)
    return out


def wrapper_CPU_isnan_out(self, out):
    meta = _native.meta_isnan(self)
    _structured.resize_output(out, meta)
    _native.isnan_out(self, out)
    return out


def wrapper_CPU_isinf(self):
    meta = _native.meta_isinf(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.isinf_out(self, out)
    return out


def wrapper_CPU_isinf_out(self, out):
    meta = _native.meta_isinf(self)
    _structured.resize_output(out, meta)
    _native.isinf_out(self, out)
    return out


def wrapper_CPU_isfinite(self):
    meta = _native.meta_isfinite(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.isfinite_out(self, out)
    return out


def wrapper_CPU_isfinite_out(self, out):
    meta = _native.meta_isfinite(self)
    _structured.resize_output(out, meta)
    _native.isfinite_out(self, out)
    return out


def wrapper_CPU_sum_dim_IntList(self, dim, keepdim, dtype):
    meta = _native.meta_sum(self, dim, keepdim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sum_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_sum_IntList_out(self, dim, keepdim, dtype, out):
    meta = _native.meta_sum(self, dim, keepdim, dtype)
    _structured.resize_output(out, meta)
    _native.sum_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_mean_dim(self, dim, keepdim, dtype):
    meta = _native.meta_mean(self, dim, keepdim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mean_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_mean_out(self, dim, keepdim, dtype, out):
    meta = _native.meta_mean(self, dim, keepdim, dtype)
    _structured.resize_output(out, meta)
    _native.mean_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_prod_dim_int(self, dim, keepdim, dtype):
    meta = _native.meta_prod(self, dim, keepdim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.prod_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_prod_int_out(self, dim, keepdim, dtype, out):
    meta = _native.meta_prod(self, dim, keepdim, dtype)
    _structured.resize_output(out, meta)
    _native.prod_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_amax(self, dim, keepdim):
    meta = _native.meta_amax(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.amax_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_amax_out(self, dim, keepdim, out):
    meta = _native.meta_amax(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.amax_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_amin(self, dim, keepdim):
    meta = _native.meta_amin(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.amin_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_amin_out(self, dim, keepdim, out):
    meta = _native.meta_amin(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.amin_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_max_dim(self, dim, keepdim):
    meta = _native.meta_max(self, dim, keepdim)
    max = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    max_values = _runtime.empty_tensor(
        meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides
    )
    _native.max_dim_out(self, dim, keepdim, max, max_values)
    return max, max_values


def wrapper_CPU_max_dim_max(self, dim, keepdim, max, max_values):
    meta = _native.meta_max(self, dim, keepdim)
    _structured.resize_output(max, meta[0])
    _structured.resize_output(max_values, meta[1])
    _native.max_dim_out(self, dim, keepdim, max, max_values)
    return max, max_values


def wrapper_CPU_min_dim(self, dim, keepdim):
    meta = _native.meta_min(self, dim, keepdim)
    min = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    min_indices = _runtime.empty_tensor(
        meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides
    )
    _native.min_dim_out(self, dim, keepdim, min, min_indices)
    return min, min_indices


def wrapper_CPU_min_dim_min(self, dim, keepdim, min, min_indices):
    meta = _native.meta_min(self, dim, keepdim)
    _structured.resize_output(min, meta[0])
    _structured.resize_output(min_indices, meta[1])
    _native.min_dim_out(self, dim, keepdim, min, min_indices)
    return min, min_indices


def wrapper_CPU_argmax(self, dim, keepdim):
    meta = _native.meta_argmax(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.argmax_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_argmax_out(self, dim, keepdim, out):
    meta = _native.meta_argmax(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.argmax_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_argmin(self, dim, keepdim):
    meta = _native.meta_argmin(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.argmin_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_argmin_out(self, dim, keepdim, out):
    meta = _native.meta_argmin(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.argmin_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_all(self):
    meta = _native.meta_all_all(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.all_all_out(self, out)
    return out


def wrapper_CPU_all_dim(self, dim, keepdim):
    meta = _native.meta_all(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.all_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_all_dims(self, dim, keepdim):
    meta = _native.meta_all_dims(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.all_dims_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_all_out(self, dim, keepdim, out):
    meta = _native.meta_all(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.all_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_all_dims_out(self, dim, keepdim, out):
    meta = _native.meta_all_dims(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.all_dims_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_all_all_out(self, out):
    meta = _native.meta_all_all(self)
    _structured.resize_output(out, meta)
    _native.all_all_out(self, out)
    return out


def wrapper_CPU_any(self):
    meta = _native.meta_any_all(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.any_all_out(self, out)
    return out


def wrapper_CPU_any_dim(self, dim, keepdim):
    meta = _native.meta_any(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.any_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_any_dims(self, dim, keepdim):
    meta = _native.meta_any_dims(self, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.any_dims_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_any_out(self, dim, keepdim, out):
    meta = _native.meta_any(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.any_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_any_dims_out(self, dim, keepdim, out):
    meta = _native.meta_any_dims(self, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.any_dims_out(self, dim, keepdim, out)
    return out


def wrapper_CPU_any_all_out(self, out):
    meta = _native.meta_any_all(self)
    _structured.resize_output(out, meta)
    _native.any_all_out(self, out)
    return out


def wrapper_CPU_norm_ScalarOpt_dim(self, p, dim, keepdim):
    meta = _native.meta_norm(self, p, dim, keepdim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.norm_out(self, p, dim, keepdim, out)
    return out


def wrapper_CPU_norm_out(self, p, dim, keepdim, out):
    meta = _native.meta_norm(self, p, dim, keepdim)
    _structured.resize_output(out, meta)
    _native.norm_out(self, p, dim, keepdim, out)
    return out


def wrapper_CPU_linalg_vector_norm(self, ord, dim, keepdim, dtype):
    meta = _native.meta_linalg_vector_norm(self, ord, dim, keepdim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.linalg_vector_norm_out(self, ord, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_linalg_vector_norm_out(self, ord, dim, keepdim, dtype, out):
    meta = _native.meta_linalg_vector_norm(self, ord, dim, keepdim, dtype)
    _structured.resize_output(out, meta)
    _native.linalg_vector_norm_out(self, ord, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_cumsum(self, dim, dtype):
    meta = _native.meta_cumsum(self, dim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.cumsum_out(self, dim, dtype, out)
    return out


def wrapper_CPU_cumsum_(self, dim, dtype):
    meta = _native.meta_cumsum(self, dim, dtype)
    _structured.check_inplace(self, meta)
    _native.cumsum_out(self, dim, dtype, self)
    return self


def wrapper_CPU_cumsum_out(self, dim, dtype, out):
    meta = _native.meta_cumsum(self, dim, dtype)
    _structured.resize_output(out, meta)
    _native.cumsum_out(self, dim, dtype, out)
    return out


def wrapper_CPU_cumprod(self, dim, dtype):
    meta = _native.meta_cumprod(self, dim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.cumprod_out(self, dim, dtype, out)
    return out


def wrapper_CPU_cumprod_(self, dim, dtype):
    meta = _native.meta_cumprod(self, dim, dtype)
    _structured.check_inplace(self, meta)
    _native.cumprod_out(self, dim, dtype, self)
    return self


def wrapper_CPU_cumprod_out(self, dim, dtype, out):
    meta = _native.meta_cumprod(self, dim, dtype)
    _structured.resize_output(out, meta)
    _native.cumprod_out(self, dim, dtype, out)
    return out


def wrapper_CPU__softmax(self, dim, half_to_float):
    meta = _native.meta__softmax(self, dim, half_to_float)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.softmax_kernel_out(self, dim, half_to_float, out)
    return out


def wrapper_CPU__softmax_out(self, dim, half_to_float, out):
    meta = _native.meta__softmax(self, dim, half_to_float)
    _structured.resize_output(out, meta)
    _native.softmax_kernel_out(self, dim, half_to_float, out)
    return out


def wrapper_CPU__log_softmax(self, dim, half_to_float):
    meta = _native.meta__log_softmax(self, dim, half_to_float)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log_softmax_kernel_out(self, dim, half_to_float, out)
    return out


def wrapper_CPU__log_softmax_out(self, dim, half_to_float, out):
    meta = _native.meta__log_softmax(self, dim, half_to_float)
    _structured.resize_output(out, meta)
    _native.log_softmax_kernel_out(self, dim, half_to_float, out)
    return out


def wrapper_CPU_topk(self, k, dim, largest, sorted):
    meta = _native.meta_topk(self, k, dim, largest, sorted)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.topk_out(self, k, dim, largest, sorted, values, indices)
    return values, indices


def wrapper_CPU_topk_values(self, k, dim, largest, sorted, values, indices):
    meta = _native.meta_topk(self, k, dim, largest, sorted)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.topk_out(self, k, dim, largest, sorted, values, indices)
    return values, indices


def wrapper_CPU_sort_stable(self, stable, dim, descending):
    meta = _native.meta_sort(self, stable, dim, descending)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.sort_stable_out(self, stable, dim, descending, values, indices)
    return values, indices


def wrapper_CPU_sort_values_stable(self, stable, dim, descending, values, indices):
    meta = _native.meta_sort(self, stable, dim, descending)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.sort_stable_out(self, stable, dim, descending, values, indices)
    return values, indices


def wrapper_CPU_cat(tensors, dim):
    meta = _native.meta_cat(tensors, dim)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.cat_out(tensors, dim, out)
    return out


def wrapper_CPU_cat_out(tensors, dim, out):
    meta = _native.meta_cat(tensors, dim)
    _structured.resize_output(out, meta)
    _native.cat_out(tensors, dim, out)
    return out


def wrapper_CPU_tril(self, diagonal):
    meta = _native.meta_tril(self, diagonal)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.tril_out(self, diagonal, out)
    return out


def wrapper_CPU_tril_(self, diagonal):
    meta = _native.meta_tril(self, diagonal)
    _structured.check_inplace(self, meta)
    _native.tril_out(self, diagonal, self)
    return self


def wrapper_CPU_tril_out(self, diagonal, out):
    meta = _native.meta_tril(self, diagonal)
    _structured.resize_output(out, meta)
    _native.tril_out(self, diagonal, out)
    return out


def wrapper_CPU_triu(self, diagonal):
    meta = _native.meta_triu(self, diagonal)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.triu_out(self, diagonal, out)
    return out


def wrapper_CPU_triu_(self, diagonal):
    meta = _native.meta_triu(self, diagonal)
    _structured.check_inplace(self, meta)
    _native.triu_out(self, diagonal, self)
    return self


def wrapper_CPU_triu_out(self, diagonal, out):
    meta = _native.meta_triu(self, diagonal)
    _structured.resize_output(out, meta)
    _native.triu_out(self, diagonal, out)
    return out


def wrapper_CPU_index_Tensor(self, indices):
    meta = _native.meta_index(self, indices)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.index_out(self, indices, out)
    return out


def wrapper_CPU_index_Tensor_out(self, indices, out):
    meta = _native.meta_index(self, indices)
    _structured.resize_output(out, meta)
    _native.index_out(self, indices, out)
    return out


def wrapper_CPU_index_select(self, dim, index):
    meta = _native.meta_index_select(self, dim, index)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.index_select_out(self, dim, index, out)
    return out


def wrapper_CPU_index_select_out(self, dim, index, out):
    meta = _native.meta_index_select(self, dim, index)
    _structured.resize_output(out, meta)
    _native.index_select_out(self, dim, index, out)
    return out


def wrapper_CPU_gather(self, dim, index, sparse_grad):
    meta = _native.meta_gather(self, dim, index, sparse_grad)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.gather_out(self, dim, index, sparse_grad, out)
    return out


def wrapper_CPU_gather_out(self, dim, index, sparse_grad, out):
    meta = _native.meta_gather(self, dim, index, sparse_grad)
    _structured.resize_output(out, meta)
    _native.gather_out(self, dim, index, sparse_grad, out)
    return out


def wrapper_CPU_scatter_src(self, dim, index, src):
    meta = _native.meta_scatter_src(self, dim, index, src)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.scatter_src_out(self, dim, index, src, out)
    return out


def wrapper_CPU_scatter__src(self, dim, index, src):
    meta = _native.meta_scatter_src(self, dim, index, src)
    _structured.check_inplace(self, meta)
    _native.scatter_src_out(self, dim, index, src, self)
    return self


def wrapper_CPU_scatter_src_out(self, dim, index, src, out):
    meta = _native.meta_scatter_src(self, dim, index, src)
    _structured.resize_output(out, meta)
    _native.scatter_src_out(self, dim, index, src, out)
    return out


def wrapper_CPU_scatter_value(self, dim, index, value):
    meta = _native.meta_scatter_value(self, dim, index, value)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.scatter_value_out(self, dim, index, value, out)
    return out


def wrapper_CPU_scatter__value(self, dim, index, value):
    meta = _native.meta_scatter_value(self, dim, index, value)
    _structured.check_inplace(self, meta)
    _native.scatter_value_out(self, dim, index, value, self)
    return self


def wrapper_CPU_scatter_value_out(self, dim, index, value, out):
    meta = _native.meta_scatter_value(self, dim, index, value)
    _structured.resize_output(out, meta)
    _native.scatter_value_out(self, dim, index, value, out)
    return out


def wrapper_CPU_scatter_reduce(self, dim, index, src, reduce):
    meta = _native.meta_scatter_reduce(self, dim, index, src, reduce)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.scatter_reduce_out(self, dim, index, src, reduce, out)
    return out


def wrapper_CPU_scatter__reduce(self, dim, index, src, reduce):
    meta = _native.meta_scatter_reduce(self, dim, index, src, reduce)
    _structured.check_inplace(self, meta)
    _native.scatter_reduce_out(self, dim, index, src, reduce, self)
    return self


def wrapper_CPU_scatter_reduce_out(self, dim, index, src, reduce, out):
    meta = _native.meta_scatter_reduce(self, dim, index, src, reduce)
    _structured.resize_output(out, meta)
    _native.scatter_reduce_out(self, dim, index, src, reduce, out)
    return out


def wrapper_CPU_scatter_value_reduce(self, dim, index, value, reduce):
    meta = _native.meta_scatter_value_reduce(self, dim, index, value, reduce)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.scatter_value_reduce_out(self, dim, index, value, reduce, out)
    return out


def wrapper_CPU_scatter__value_reduce(self, dim, index, value, reduce):
    meta = _native.meta_scatter_value_reduce(self, dim, index, value, reduce)
    _structured.check_inplace(self, meta)
    _native.scatter_value_reduce_out(self, dim, index, value, reduce, self)
    return self


def wrapper_CPU_scatter_value_reduce_out(self, dim, index, value, reduce, out):
    meta = _native.meta_scatter_value_reduce(self, dim, index, value, reduce)
    _structured.resize_output(out, meta)
    _native.scatter_value_reduce_out(self, dim, index, value, reduce, out)
    return out


def wrapper_CPU_scatter_add(self, dim, index, src):
    meta = _native.meta_scatter_add(self, dim, index, src)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.scatter_add_out(self, dim, index, src, out)
    return out


def wrapper_CPU_scatter_add_(self, dim, index, src):
    meta = _native.meta_scatter_add(self, dim, index, src)
    _structured.check_inplace(self, meta)
    _native.scatter_add_out(self, dim, index, src, self)
    return self


def wrapper_CPU_scatter_add_out(self, dim, index, src, out):
    meta = _native.meta_scatter_add(self, dim, index, src)
    _structured.resize_output(out, meta)
    _native.scatter_add_out(self, dim, index, src, out)
    return out


def wrapper_CPU_index_add(self, dim, index, source, alpha):
    meta = _native.meta_index_add(self, dim, index, source, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.index_add_out(self, dim, index, source, alpha, out)
    return out


def wrapper_CPU_index_add_(self, dim, index, source, alpha):
    meta = _native.meta_index_add(self, dim, index, source, alpha)
    _structured.check_inplace(self, meta)
    _native.index_add_out(self, dim, index, source, alpha, self)
    return self


def wrapper_CPU_index_add_out(self, dim, index, source, alpha, out):
    meta = _native.meta_index_add(self, dim, index, source, alpha)
    _structured.resize_output(out, meta)
    _native.index_add_out(self, dim, index, source, alpha, out)
    return out


def wrapper_CPU_take(self, index):
    meta = _native.meta_take(self, index)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.take_out(self, index, out)
    return out


def wrapper_CPU_take_out(self, index, out):
    meta = _native.meta_take(self, index)
    _structured.resize_output(out, meta)
    _native.take_out(self, index, out)
    return out


def wrapper_CPU_mm(self, mat2):
    meta = _native.meta_mm(self, mat2)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mm_out(self, mat2, out)
    return out


def wrapper_CPU_mm_out(self, mat2, out):
    meta = _native.meta_mm(self, mat2)
    _structured.resize_output(out, meta)
    _native.mm_out(self, mat2, out)
    return out


def wrapper_CPU_bmm(self, mat2):
    meta = _native.meta_bmm(self, mat2)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.bmm_out(self, mat2, out)
    return out


def wrapper_CPU_bmm_out(self, mat2, out):
    meta = _native.meta_bmm(self, mat2)
    _structured.resize_output(out, meta)
    _native.bmm_out(self, mat2, out)
    return out


def wrapper_CPU_mv(self, vec):
    meta = _native.meta_mv(self, vec)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mv_out(self, vec, out)
    return out


def wrapper_CPU_mv_out(self, vec, out):
    meta = _native.meta_mv(self, vec)
    _structured.resize_output(out, meta)
    _native.mv_out(self, vec, out)
    return out


def wrapper_CPU_dot(self, tensor):
    meta = _native.meta_dot(self, tensor)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.dot_out(self, tensor, out)
    return out


def wrapper_CPU_dot_out(self, tensor, out):
    meta = _native.meta_dot(self, tensor)
    _structured.resize_output(out, meta)
    _native.dot_out(self, tensor, out)
    return out


def wrapper_CPU_addmm(self, mat1, mat2, beta, alpha):
    meta = _native.meta_addmm(self, mat1, mat2, beta, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.addmm_out(self, mat1, mat2, beta, alpha, out)
    return out


def wrapper_CPU_addmm_(self, mat1, mat2, beta, alpha):
    meta = _native.meta_addmm(self, mat1, mat2, beta, alpha)
    _structured.check_inplace(self, meta)
    _native.addmm_out(self, mat1, mat2, beta, alpha, self)
    return self


def wrapper_CPU_addmm_out(self, mat1, mat2, beta, alpha, out):
    meta = _native.meta_addmm(self, mat1, mat2, beta, alpha)
    _structured.resize_output(out, meta)
    _native.addmm_out(self, mat1, mat2, beta, alpha, out)
    return out


def wrapper_CPU_addmv(self, mat, vec, beta, alpha):
    meta = _native.meta_addmv(self, mat, vec, beta, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.addmv_out(self, mat, vec, beta, alpha, out)
    return out


def wrapper_CPU_addmv_(self, mat, vec, beta, alpha):
    meta = _native.meta_addmv(self, mat, vec, beta, alpha)
    _structured.check_inplace(self, meta)
    _native.addmv_out(self, mat, vec, beta, alpha, self)
    return self


def wrapper_CPU_addmv_out(self, mat, vec, beta, alpha, out):
    meta = _native.meta_addmv(self, mat, vec, beta, alpha)
    _structured.resize_output(out, meta)
    _native.addmv_out(self, mat, vec, beta, alpha, out)
    return out


def wrapper_CPU_baddbmm(self, batch1, batch2, beta, alpha):
    meta = _native.meta_baddbmm(self, batch1, batch2, beta, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.baddbmm_out(self, batch1, batch2, beta, alpha, out)
    return out


def wrapper_CPU_baddbmm_(self, batch1, batch2, beta, alpha):
    meta = _native.meta_baddbmm(self, batch1, batch2, beta, alpha)
    _structured.check_inplace(self, meta)
    _native.baddbmm_out(self, batch1, batch2, beta, alpha, self)
    return self


def wrapper_CPU_baddbmm_out(self, batch1, batch2, beta, alpha, out):
    meta = _native.meta_baddbmm(self, batch1, batch2, beta, alpha)
    _structured.resize_output(out, meta)
    _native.baddbmm_out(self, batch1, batch2, beta, alpha, out)
    return out


def wrapper_CPU_addbmm(self, batch1, batch2, beta, alpha):
    meta = _native.meta_addbmm(self, batch1, batch2, beta, alpha)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.addbmm_out(self, batch1, batch2, beta, alpha, out)
    return out


def wrapper_CPU_addbmm_(self, batch1, batch2, beta, alpha):
    meta = _native.meta_addbmm(self, batch1, batch2, beta, alpha)
    _structured.check_inplace(self, meta)
    _native.addbmm_out(self, batch1, batch2, beta, alpha, self)
    return self


def wrapper_CPU_addbmm_out(self, batch1, batch2, beta, alpha, out):
    meta = _native.meta_addbmm(self, batch1, batch2, beta, alpha)
    _structured.resize_output(out, meta)
    _native.addbmm_out(self, batch1, batch2, beta, alpha, out)
    return out


def wrapper_CPU_max_pool2d_with_indices(self, kernel_size, stride, padding, dilation, ceil_mode):
    meta = _native.meta_max_pool2d_with_indices(
        self, kernel_size, stride, padding, dilation, ceil_mode
    )
    out = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.max_pool2d_with_indices_out(
        self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
    )
    return out, indices


def wrapper_CPU_max_pool2d_with_indices_out(
    self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
):
    meta = _native.meta_max_pool2d_with_indices(
        self, kernel_size, stride, padding, dilation, ceil_mode
    )
    _structured.resize_output(out, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.max_pool2d_with_indices_out(
        self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
    )
    return out, indices


def wrapper_CPU_max_pool2d_with_indices_backward(
    grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
):
    meta = _native.meta_max_pool2d_with_indices_backward(
        grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.max_pool2d_with_indices_backward_out(
        grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, out
    )
    return out


def wrapper_CPU_max_pool2d_with_indices_backward_grad_input(
    grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, grad_input
):
    meta = _native.meta_max_pool2d_with_indices_backward(
        grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
    )
    _structured.resize_output(grad_input, meta)
    _native.max_pool2d_with_indices_backward_out(
        grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, grad_input
    )
    return grad_input


def wrapper_CPU_avg_pool2d(
    self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
):
    meta = _native.meta_avg_pool2d(
        self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.avg_pool2d_out(
        self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
    )
    return out


def wrapper_CPU_avg_pool2d_out(
    self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
):
    meta = _native.meta_avg_pool2d(
        self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
    )
    _structured.resize_output(out, meta)
    _native.avg_pool2d_out(
        self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
    )
    return out


def wrapper_CPU_avg_pool2d_backward(
    grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
):
    meta = _native.meta_avg_pool2d_backward(
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.avg_pool2d_backward_out(
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
        out,
    )
    return out


def wrapper_CPU_avg_pool2d_backward_grad_input(
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
    meta = _native.meta_avg_pool2d_backward(
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
    )
    _structured.resize_output(grad_input, meta)
    _native.avg_pool2d_backward_out(
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
    return grad_input


def wrapper_CPU_nll_loss_forward(self, target, weight, reduction, ignore_index):
    meta = _native.meta_nll_loss_forward(self, target, weight, reduction, ignore_index)
    output = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    total_weight = _runtime.empty_tensor(
        meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides
    )
    _native.nll_loss_forward_out(
        self, target, weight, reduction, ignore_index, output, total_weight
    )
    return output, total_weight


def wrapper_CPU_nll_loss_forward_output(
    self, target, weight, reduction, ignore_index, output, total_weight
):
    meta = _native.meta_nll_loss_forward(self, target, weight, reduction, ignore_index)
    _structured.resize_output(output, meta[0])
    _structured.resize_output(total_weight, meta[1])
    _native.nll_loss_forward_out(
        self, target, weight, reduction, ignore_index, output, total_weight
    )
    return output, total_weight


def wrapper_CPU_nll_loss_backward(
    grad_output, self, target, weight, reduction, ignore_index, total_weight
):
    meta = _native.meta_nll_loss_backward(
        grad_output, self, target, weight, reduction, ignore_index, total_weight
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.nll_loss_backward_out(
        grad_output, self, target, weight, reduction, ignore_index, total_weight, out
    )
    return out


def wrapper_CPU_nll_loss_backward_grad_input(
    grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
):
    meta = _native.meta_nll_loss_backward(
        grad_output, self, target, weight, reduction, ignore_index, total_weight
    )
    _structured.resize_output(grad_input, meta)
    _native.nll_loss_backward_out(
        grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
    )
    return grad_input


def wrapper_CPU_mse_loss(self, target, reduction):
    meta = _native.meta_mse_loss(self, target, reduction)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mse_loss_out(self, target, reduction, out)
    return out


def wrapper_CPU_mse_loss_out(self, target, reduction, out):
    meta = _native.meta_mse_loss(self, target, reduction)
    _structured.resize_output(out, meta)
    _native.mse_loss_out(self, target, reduction, out)
    return out


def wrapper_CPU_smooth_l1_loss(self, target, reduction, beta):
    meta = _native.meta_smooth_l1_loss(self, target, reduction, beta)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.smooth_l1_loss_out(self, target, reduction, beta, out)
    return out


def wrapper_CPU_smooth_l1_loss_out(self, target, reduction, beta, out):
    meta = _native.meta_smooth_l1_loss(self, target, reduction, beta)
    _structured.resize_output(out, meta)
    _native.smooth_l1_loss_out(self, target, reduction, beta, out)
    return out


def wrapper_CPU_upsample_nearest2d(self, output_size, scales_h, scales_w):
    meta = _native.meta_upsample_nearest2d(self, output_size, scales_h, scales_w)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.upsample_nearest2d_out(self, output_size, scales_h, scales_w, out)
    return out


def wrapper_CPU_upsample_nearest2d_out(self, output_size, scales_h, scales_w, out):
    meta = _native.meta_upsample_nearest2d(self, output_size, scales_h, scales_w)
    _structured.resize_output(out, meta)
    _native.upsample_nearest2d_out(self, output_size, scales_h, scales_w, out)
    return out


def wrapper_CPU_upsample_nearest2d_backward(
    grad_output, output_size, input_size, scales_h, scales_w
):
    meta = _native.meta_upsample_nearest2d_backward(
        grad_output, output_size, input_size, scales_h, scales_w
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.upsample_nearest2d_backward_out(
        grad_output, output_size, input_size, scales_h, scales_w, out
    )
    return out


def wrapper_CPU_upsample_nearest2d_backward_grad_input(
    grad_output, output_size, input_size, scales_h, scales_w, grad_input
):
    meta = _native.meta_upsample_nearest2d_backward(
        grad_output, output_size, input_size, scales_h, scales_w
    )
    _structured.resize_output(grad_input, meta)
    _native.upsample_nearest2d_backward_out(
        grad_output, output_size, input_size, scales_h, scales_w, grad_input
    )
    return grad_input


def wrapper_CPU_upsample_bilinear2d(self, output_size, align_corners, scales_h, scales_w):
    meta = _native.meta_upsample_bilinear2d(self, output_size, align_corners, scales_h, scales_w)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.upsample_bilinear2d_out(self, output_size, align_corners, scales_h, scales_w, out)
    return out


def wrapper_CPU_upsample_bilinear2d_out(self, output_size, align_corners, scales_h, scales_w, out):
    meta = _native.meta_upsample_bilinear2d(self, output_size, align_corners, scales_h, scales_w)
    _structured.resize_output(out, meta)
    _native.upsample_bilinear2d_out(self, output_size, align_corners, scales_h, scales_w, out)
    return out


def wrapper_CPU_upsample_bilinear2d_backward(
    grad_output, output_size, input_size, align_corners, scales_h, scales_w
):
    meta = _native.meta_upsample_bilinear2d_backward(
        grad_output, output_size, input_size, align_corners, scales_h, scales_w
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.upsample_bilinear2d_backward_out(
        grad_output, output_size, input_size, align_corners, scales_h, scales_w, out
    )
    return out


def wrapper_CPU_upsample_bilinear2d_backward_grad_input(
    grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
):
    meta = _native.meta_upsample_bilinear2d_backward(
        grad_output, output_size, input_size, align_corners, scales_h, scales_w
    )
    _structured.resize_output(grad_input, meta)
    _native.upsample_bilinear2d_backward_out(
        grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
    )
    return grad_input


def wrapper_CPU_threshold(self, threshold_, value):
    meta = _native.meta_threshold(self, threshold_, value)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.threshold_out(self, threshold_, value, out)
    return out


def wrapper_CPU_threshold_(self, threshold, value):
    meta = _native.meta_threshold(self, threshold, value)
    _structured.check_inplace(self, meta)
    _native.threshold_out(self, threshold, value, self)
    return self


def wrapper_CPU_threshold_out(self, threshold, value, out):
    meta = _native.meta_threshold(self, threshold, value)
    _structured.resize_output(out, meta)
    _native.threshold_out(self, threshold, value, out)
    return out


def wrapper_CPU_threshold_backward(grad_output, self, threshold):
    meta = _native.meta_threshold_backward(grad_output, self, threshold)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.threshold_backward_out(grad_output, self, threshold, out)
    return out


def wrapper_CPU_threshold_backward_grad_input(grad_output, self, threshold, grad_input):
    meta = _native.meta_threshold_backward(grad_output, self, threshold)
    _structured.resize_output(grad_input, meta)
    _native.threshold_backward_out(grad_output, self, threshold, grad_input)
    return grad_input


def wrapper_CPU_gelu_backward(grad_output, self, approximate):
    meta = _native.meta_gelu_backward(grad_output, self, approximate)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.gelu_backward_out(grad_output, self, approximate, out)
    return out


def wrapper_CPU_gelu_backward_grad_input(grad_output, self, approximate, grad_input):
    meta = _native.meta_gelu_backward(grad_output, self, approximate)
    _structured.resize_output(grad_input, meta)
    _native.gelu_backward_out(grad_output, self, approximate, grad_input)
    return grad_input


def wrapper_CPU_silu_backward(grad_output, self):
    meta = _native.meta_silu_backward(grad_output, self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.silu_backward_out(grad_output, self, out)
    return out


def wrapper_CPU_silu_backward_grad_input(grad_output, self, grad_input):
    meta = _native.meta_silu_backward(grad_output, self)
    _structured.resize_output(grad_input, meta)
    _native.silu_backward_out(grad_output, self, grad_input)
    return grad_input


def wrapper_CPU_elu_backward(grad_output, alpha, scale, input_scale, is_result, self_or_result):
    meta = _native.meta_elu_backward(
        grad_output, alpha, scale, input_scale, is_result, self_or_result
    )
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.elu_backward_out(grad_output, alpha, scale, input_scale, is_result, self_or_result, out)
    return out


def wrapper_CPU_elu_backward_grad_input(
    grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
):
    meta = _native.meta_elu_backward(
        grad_output, alpha, scale, input_scale, is_result, self_or_result
    )
    _structured.resize_output(grad_input, meta)
    _native.elu_backward_out(
        grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
    )
    return grad_input


def wrapper_CPU_leaky_relu_backward(grad_output, self, negative_slope, self_is_result):
    meta = _native.meta_leaky_relu_backward(grad_output, self, negative_slope, self_is_result)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.leaky_relu_backward_out(grad_output, self, negative_slope, self_is_result, out)
    return out


def wrapper_CPU_leaky_relu_backward_grad_input(
    grad_output, self, negative_slope, self_is_result, grad_input
):
    meta = _native.meta_leaky_relu_backward(grad_output, self, negative_slope, self_is_result)
    _structured.resize_output(grad_input, meta)
    _native.leaky_relu_backward_out(grad_output, self, negative_slope, self_is_result, grad_input)
    return grad_input


def wrapper_CPU_softplus_backward(grad_output, self, beta, threshold):
    meta = _native.meta_softplus_backward(grad_output, self, beta, threshold)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.softplus_backward_out(grad_output, self, beta, threshold, out)
    return out


def wrapper_CPU_softplus_backward_grad_input(grad_output, self, beta, threshold, grad_input):
    meta = _native.meta_softplus_backward(grad_output, self, beta, threshold)
    _structured.resize_output(grad_input, meta)
    _native.softplus_backward_out(grad_output, self, beta, threshold, grad_input)
    return grad_input


def wrapper_CPU_sigmoid_backward(grad_output, output):
    meta = _native.meta_sigmoid_backward(grad_output, output)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sigmoid_backward_out(grad_output, output, out)
    return out


def wrapper_CPU_sigmoid_backward_grad_input(grad_output, output, grad_input):
    meta = _native.meta_sigmoid_backward(grad_output, output)
    _structured.resize_output(grad_input, meta)
    _native.sigmoid_backward_out(grad_output, output, grad_input)
    return grad_input


def wrapper_CPU_tanh_backward(grad_output, output):
    meta = _native.meta_tanh_backward(grad_output, output)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.tanh_backward_out(grad_output, output, out)
    return out


def wrapper_CPU_tanh_backward_grad_input(grad_output, output, grad_input):
    meta = _native.meta_tanh_backward(grad_output, output)
    _structured.resize_output(grad_input, meta)
    _native.tanh_backward_out(grad_output, output, grad_input)
    return grad_input


def wrapper_CPU__softmax_backward_data(grad_output, output, dim, input_dtype):
    meta = _native.meta__softmax_backward_data(grad_output, output, dim, input_dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.softmax_backward_data_out(grad_output, output, dim, input_dtype, out)
    return out


def wrapper_CPU__softmax_backward_data_out(grad_output, output, dim, input_dtype, grad_input):
    meta = _native.meta__softmax_backward_data(grad_output, output, dim, input_dtype)
    _structured.resize_output(grad_input, meta)
    _native.softmax_backward_data_out(grad_output, output, dim, input_dtype, grad_input)
    return grad_input


def wrapper_CPU__log_softmax_backward_data(grad_output, output, dim, input_dtype):
    meta = _native.meta__log_softmax_backward_data(grad_output, output, dim, input_dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.log_softmax_backward_data_out(grad_output, output, dim, input_dtype, out)
    return out


def wrapper_CPU__log_softmax_backward_data_out(grad_output, output, dim, input_dtype, out):
    meta = _native.meta__log_softmax_backward_data(grad_output, output, dim, input_dtype)
    _structured.resize_output(out, meta)
    _native.log_softmax_backward_data_out(grad_output, output, dim, input_dtype, out)
    return out


def wrapper_CPU_erfinv(self):
    meta = _native.meta_erfinv(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.erfinv_out(self, out)
    return out


def wrapper_CPU_erfinv_(self):
    meta = _native.meta_erfinv(self)
    _structured.check_inplace(self, meta)
    _native.erfinv_out(self, self)
    return self


def wrapper_CPU_erfinv_out(self, out):
    meta = _native.meta_erfinv(self)
    _structured.resize_output(out, meta)
    _native.erfinv_out(self, out)
    return out


def wrapper_CPU_acosh(self):
    meta = _native.meta_acosh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.acosh_out(self, out)
    return out


def wrapper_CPU_acosh_(self):
    meta = _native.meta_acosh(self)
    _structured.check_inplace(self, meta)
    _native.acosh_out(self, self)
    return self


def wrapper_CPU_acosh_out(self, out):
    meta = _native.meta_acosh(self)
    _structured.resize_output(out, meta)
    _native.acosh_out(self, out)
    return out


def wrapper_CPU_asinh(self):
    meta = _native.meta_asinh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.asinh_out(self, out)
    return out


def wrapper_CPU_asinh_(self):
    meta = _native.meta_asinh(self)
    _structured.check_inplace(self, meta)
    _native.asinh_out(self, self)
    return self


def wrapper_CPU_asinh_out(self, out):
    meta = _native.meta_asinh(self)
    _structured.resize_output(out, meta)
    _native.asinh_out(self, out)
    return out


def wrapper_CPU_atanh(self):
    meta = _native.meta_atanh(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.atanh_out(self, out)
    return out


def wrapper_CPU_atanh_(self):
    meta = _native.meta_atanh(self)
    _structured.check_inplace(self, meta)
    _native.atanh_out(self, self)
    return self


def wrapper_CPU_atanh_out(self, out):
    meta = _native.meta_atanh(self)
    _structured.resize_output(out, meta)
    _native.atanh_out(self, out)
    return out


def wrapper_CPU_deg2rad(self):
    meta = _native.meta_deg2rad(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.deg2rad_out(self, out)
    return out


def wrapper_CPU_deg2rad_(self):
    meta = _native.meta_deg2rad(self)
    _structured.check_inplace(self, meta)
    _native.deg2rad_out(self, self)
    return self


def wrapper_CPU_deg2rad_out(self, out):
    meta = _native.meta_deg2rad(self)
    _structured.resize_output(out, meta)
    _native.deg2rad_out(self, out)
    return out


def wrapper_CPU_rad2deg(self):
    meta = _native.meta_rad2deg(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.rad2deg_out(self, out)
    return out


def wrapper_CPU_rad2deg_(self):
    meta = _native.meta_rad2deg(self)
    _structured.check_inplace(self, meta)
    _native.rad2deg_out(self, self)
    return self


def wrapper_CPU_rad2deg_out(self, out):
    meta = _native.meta_rad2deg(self)
    _structured.resize_output(out, meta)
    _native.rad2deg_out(self, out)
    return out


def wrapper_CPU_erfc(self):
    meta = _native.meta_erfc(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.erfc_out(self, out)
    return out


def wrapper_CPU_erfc_(self):
    meta = _native.meta_erfc(self)
    _structured.check_inplace(self, meta)
    _native.erfc_out(self, self)
    return self


def wrapper_CPU_erfc_out(self, out):
    meta = _native.meta_erfc(self)
    _structured.resize_output(out, meta)
    _native.erfc_out(self, out)
    return out


def wrapper_CPU_sinc(self):
    meta = _native.meta_sinc(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sinc_out(self, out)
    return out


def wrapper_CPU_sinc_(self):
    meta = _native.meta_sinc(self)
    _structured.check_inplace(self, meta)
    _native.sinc_out(self, self)
    return self


def wrapper_CPU_sinc_out(self, out):
    meta = _native.meta_sinc(self)
    _structured.resize_output(out, meta)
    _native.sinc_out(self, out)
    return out


def wrapper_CPU_i0(self):
    meta = _native.meta_i0(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.i0_out(self, out)
    return out


def wrapper_CPU_i0_(self):
    meta = _native.meta_i0(self)
    _structured.check_inplace(self, meta)
    _native.i0_out(self, self)
    return self


def wrapper_CPU_i0_out(self, out):
    meta = _native.meta_i0(self)
    _structured.resize_output(out, meta)
    _native.i0_out(self, out)
    return out


def wrapper_CPU_special_i1(self):
    meta = _native.meta_special_i1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_i1_out(self, out)
    return out


def wrapper_CPU_special_i1_out(self, out):
    meta = _native.meta_special_i1(self)
    _structured.resize_output(out, meta)
    _native.special_i1_out(self, out)
    return out


def wrapper_CPU_digamma(self):
    meta = _native.meta_digamma(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.digamma_out(self, out)
    return out


def wrapper_CPU_digamma_(self):
    meta = _native.meta_digamma(self)
    _structured.check_inplace(self, meta)
    _native.digamma_out(self, self)
    return self


def wrapper_CPU_digamma_out(self, out):
    meta = _native.meta_digamma(self)
    _structured.resize_output(out, meta)
    _native.digamma_out(self, out)
    return out


def wrapper_CPU_lgamma(self):
    meta = _native.meta_lgamma(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.lgamma_out(self, out)
    return out


def wrapper_CPU_lgamma_(self):
    meta = _native.meta_lgamma(self)
    _structured.check_inplace(self, meta)
    _native.lgamma_out(self, self)
    return self


def wrapper_CPU_lgamma_out(self, out):
    meta = _native.meta_lgamma(self)
    _structured.resize_output(out, meta)
    _native.lgamma_out(self, out)
    return out


def wrapper_CPU_logit(self, eps):
    meta = _native.meta_logit(self, eps)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logit_out(self, eps, out)
    return out


def wrapper_CPU_logit_(self, eps):
    meta = _native.meta_logit(self, eps)
    _structured.check_inplace(self, meta)
    _native.logit_out(self, eps, self)
    return self


def wrapper_CPU_logit_out(self, eps, out):
    meta = _native.meta_logit(self, eps)
    _structured.resize_output(out, meta)
    _native.logit_out(self, eps, out)
    return out


def wrapper_CPU_polygamma(n, self):
    meta = _native.meta_polygamma(n, self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.polygamma_out(n, self, out)
    return out


def wrapper_CPU_polygamma_out(n, self, out):
    meta = _native.meta_polygamma(n, self)
    _structured.resize_output(out, meta)
    _native.polygamma_out(n, self, out)
    return out


def wrapper_CPU_mvlgamma(self, p):
    meta = _native.meta_mvlgamma(self, p)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.mvlgamma_out(self, p, out)
    return out


def wrapper_CPU_mvlgamma_(self, p):
    meta = _native.meta_mvlgamma(self, p)
    _structured.check_inplace(self, meta)
    _native.mvlgamma_out(self, p, self)
    return self


def wrapper_CPU_mvlgamma_out(self, p, out):
    meta = _native.meta_mvlgamma(self, p)
    _structured.resize_output(out, meta)
    _native.mvlgamma_out(self, p, out)
    return out


def wrapper_CPU_signbit(self):
    meta = _native.meta_signbit(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.signbit_out(self, out)
    return out


def wrapper_CPU_signbit_out(self, out):
    meta = _native.meta_signbit(self)
    _structured.resize_output(out, meta)
    _native.signbit_out(self, out)
    return out


def wrapper_CPU_isposinf(self):
    meta = _native.meta_isposinf(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.isposinf_out(self, out)
    return out


def wrapper_CPU_isposinf_out(self, out):
    meta = _native.meta_isposinf(self)
    _structured.resize_output(out, meta)
    _native.isposinf_out(self, out)
    return out


def wrapper_CPU_isneginf(self):
    meta = _native.meta_isneginf(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.isneginf_out(self, out)
    return out


def wrapper_CPU_isneginf_out(self, out):
    meta = _native.meta_isneginf(self)
    _structured.resize_output(out, meta)
    _native.isneginf_out(self, out)
    return out


def wrapper_CPU_frexp_Tensor(self):
    meta = _native.meta_frexp(self)
    mantissa = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    exponent = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.frexp_out(self, mantissa, exponent)
    return mantissa, exponent


def wrapper_CPU_frexp_Tensor_out(self, mantissa, exponent):
    meta = _native.meta_frexp(self)
    _structured.resize_output(mantissa, meta[0])
    _structured.resize_output(exponent, meta[1])
    _native.frexp_out(self, mantissa, exponent)
    return mantissa, exponent


def wrapper_CPU_fmax(self, other):
    meta = _native.meta_fmax(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.fmax_out(self, other, out)
    return out


def wrapper_CPU_fmax_out(self, other, out):
    meta = _native.meta_fmax(self, other)
    _structured.resize_output(out, meta)
    _native.fmax_out(self, other, out)
    return out


def wrapper_CPU_fmin(self, other):
    meta = _native.meta_fmin(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.fmin_out(self, other, out)
    return out


def wrapper_CPU_fmin_out(self, other, out):
    meta = _native.meta_fmin(self, other)
    _structured.resize_output(out, meta)
    _native.fmin_out(self, other, out)
    return out


def wrapper_CPU_logaddexp(self, other):
    meta = _native.meta_logaddexp(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logaddexp_out(self, other, out)
    return out


def wrapper_CPU_logaddexp_out(self, other, out):
    meta = _native.meta_logaddexp(self, other)
    _structured.resize_output(out, meta)
    _native.logaddexp_out(self, other, out)
    return out


def wrapper_CPU_logaddexp2(self, other):
    meta = _native.meta_logaddexp2(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.logaddexp2_out(self, other, out)
    return out


def wrapper_CPU_logaddexp2_out(self, other, out):
    meta = _native.meta_logaddexp2(self, other)
    _structured.resize_output(out, meta)
    _native.logaddexp2_out(self, other, out)
    return out


def wrapper_CPU_hypot(self, other):
    meta = _native.meta_hypot(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.hypot_out(self, other, out)
    return out


def wrapper_CPU_hypot_(self, other):
    meta = _native.meta_hypot(self, other)
    _structured.check_inplace(self, meta)
    _native.hypot_out(self, other, self)
    return self


def wrapper_CPU_hypot_out(self, other, out):
    meta = _native.meta_hypot(self, other)
    _structured.resize_output(out, meta)
    _native.hypot_out(self, other, out)
    return out


def wrapper_CPU_copysign_Tensor(self, other):
    meta = _native.meta_copysign(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.copysign_out(self, other, out)
    return out


def wrapper_CPU_copysign__Tensor(self, other):
    meta = _native.meta_copysign(self, other)
    _structured.check_inplace(self, meta)
    _native.copysign_out(self, other, self)
    return self


def wrapper_CPU_copysign_out(self, other, out):
    meta = _native.meta_copysign(self, other)
    _structured.resize_output(out, meta)
    _native.copysign_out(self, other, out)
    return out


def wrapper_CPU_heaviside(self, values):
    meta = _native.meta_heaviside(self, values)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.heaviside_out(self, values, out)
    return out


def wrapper_CPU_heaviside_(self, values):
    meta = _native.meta_heaviside(self, values)
    _structured.check_inplace(self, meta)
    _native.heaviside_out(self, values, self)
    return self


def wrapper_CPU_heaviside_out(self, values, out):
    meta = _native.meta_heaviside(self, values)
    _structured.resize_output(out, meta)
    _native.heaviside_out(self, values, out)
    return out


def wrapper_CPU_gcd(self, other):
    meta = _native.meta_gcd(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.gcd_out(self, other, out)
    return out


def wrapper_CPU_gcd_(self, other):
    meta = _native.meta_gcd(self, other)
    _structured.check_inplace(self, meta)
    _native.gcd_out(self, other, self)
    return self


def wrapper_CPU_gcd_out(self, other, out):
    meta = _native.meta_gcd(self, other)
    _structured.resize_output(out, meta)
    _native.gcd_out(self, other, out)
    return out


def wrapper_CPU_lcm(self, other):
    meta = _native.meta_lcm(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.lcm_out(self, other, out)
    return out


def wrapper_CPU_lcm_(self, other):
    meta = _native.meta_lcm(self, other)
    _structured.check_inplace(self, meta)
    _native.lcm_out(self, other, self)
    return self


def wrapper_CPU_lcm_out(self, other, out):
    meta = _native.meta_lcm(self, other)
    _structured.resize_output(out, meta)
    _native.lcm_out(self, other, out)
    return out


def wrapper_CPU_nextafter(self, other):
    meta = _native.meta_nextafter(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.nextafter_out(self, other, out)
    return out


def wrapper_CPU_nextafter_(self, other):
    meta = _native.meta_nextafter(self, other)
    _structured.check_inplace(self, meta)
    _native.nextafter_out(self, other, self)
    return self


def wrapper_CPU_nextafter_out(self, other, out):
    meta = _native.meta_nextafter(self, other)
    _structured.resize_output(out, meta)
    _native.nextafter_out(self, other, out)
    return out


def wrapper_CPU_igamma(self, other):
    meta = _native.meta_igamma(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.igamma_out(self, other, out)
    return out


def wrapper_CPU_igamma_(self, other):
    meta = _native.meta_igamma(self, other)
    _structured.check_inplace(self, meta)
    _native.igamma_out(self, other, self)
    return self


def wrapper_CPU_igamma_out(self, other, out):
    meta = _native.meta_igamma(self, other)
    _structured.resize_output(out, meta)
    _native.igamma_out(self, other, out)
    return out


def wrapper_CPU_igammac(self, other):
    meta = _native.meta_igammac(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.igammac_out(self, other, out)
    return out


def wrapper_CPU_igammac_(self, other):
    meta = _native.meta_igammac(self, other)
    _structured.check_inplace(self, meta)
    _native.igammac_out(self, other, self)
    return self


def wrapper_CPU_igammac_out(self, other, out):
    meta = _native.meta_igammac(self, other)
    _structured.resize_output(out, meta)
    _native.igammac_out(self, other, out)
    return out


def wrapper_CPU_xlogy_Tensor(self, other):
    meta = _native.meta_xlogy(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.xlogy_out(self, other, out)
    return out


def wrapper_CPU_xlogy__Tensor(self, other):
    meta = _native.meta_xlogy(self, other)
    _structured.check_inplace(self, meta)
    _native.xlogy_out(self, other, self)
    return self


def wrapper_CPU_xlogy_OutTensor(self, other, out):
    meta = _native.meta_xlogy(self, other)
    _structured.resize_output(out, meta)
    _native.xlogy_out(self, other, out)
    return out


def wrapper_CPU_conj_physical(self):
    meta = _native.meta_conj_physical(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.conj_physical_out(self, out)
    return out


def wrapper_CPU_conj_physical_(self):
    meta = _native.meta_conj_physical(self)
    _structured.check_inplace(self, meta)
    _native.conj_physical_out(self, self)
    return self


def wrapper_CPU_conj_physical_out(self, out):
    meta = _native.meta_conj_physical(self)
    _structured.resize_output(out, meta)
    _native.conj_physical_out(self, out)
    return out


def wrapper_CPU_sgn(self):
    meta = _native.meta_sgn(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.sgn_out(self, out)
    return out


def wrapper_CPU_sgn_(self):
    meta = _native.meta_sgn(self)
    _structured.check_inplace(self, meta)
    _native.sgn_out(self, self)
    return self


def wrapper_CPU_sgn_out(self, out):
    meta = _native.meta_sgn(self)
    _structured.resize_output(out, meta)
    _native.sgn_out(self, out)
    return out


def wrapper_CPU_median_dim(self, dim, keepdim):
    meta = _native.meta_median(self, dim, keepdim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.median_dim_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_median_dim_values(self, dim, keepdim, values, indices):
    meta = _native.meta_median(self, dim, keepdim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.median_dim_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_nanmedian_dim(self, dim, keepdim):
    meta = _native.meta_nanmedian(self, dim, keepdim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.nanmedian_dim_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_nanmedian_dim_values(self, dim, keepdim, values, indices):
    meta = _native.meta_nanmedian(self, dim, keepdim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.nanmedian_dim_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_kthvalue(self, k, dim, keepdim):
    meta = _native.meta_kthvalue(self, k, dim, keepdim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.kthvalue_out(self, k, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_kthvalue_values(self, k, dim, keepdim, values, indices):
    meta = _native.meta_kthvalue(self, k, dim, keepdim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.kthvalue_out(self, k, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_mode(self, dim, keepdim):
    meta = _native.meta_mode(self, dim, keepdim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.mode_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_mode_values(self, dim, keepdim, values, indices):
    meta = _native.meta_mode(self, dim, keepdim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.mode_out(self, dim, keepdim, values, indices)
    return values, indices


def wrapper_CPU_cummax(self, dim):
    meta = _native.meta_cummax(self, dim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.cummax_out(self, dim, values, indices)
    return values, indices


def wrapper_CPU_cummax_out(self, dim, values, indices):
    meta = _native.meta_cummax(self, dim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.cummax_out(self, dim, values, indices)
    return values, indices


def wrapper_CPU_cummin(self, dim):
    meta = _native.meta_cummin(self, dim)
    values = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    indices = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.cummin_out(self, dim, values, indices)
    return values, indices


def wrapper_CPU_cummin_out(self, dim, values, indices):
    meta = _native.meta_cummin(self, dim)
    _structured.resize_output(values, meta[0])
    _structured.resize_output(indices, meta[1])
    _native.cummin_out(self, dim, values, indices)
    return values, indices


def wrapper_CPU_nansum(self, dim, keepdim, dtype):
    meta = _native.meta_nansum(self, dim, keepdim, dtype)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.nansum_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_nansum_out(self, dim, keepdim, dtype, out):
    meta = _native.meta_nansum(self, dim, keepdim, dtype)
    _structured.resize_output(out, meta)
    _native.nansum_out(self, dim, keepdim, dtype, out)
    return out


def wrapper_CPU_aminmax(self, dim, keepdim):
    meta = _native.meta_aminmax(self, dim, keepdim)
    min = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
    max = _runtime.empty_tensor(meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides)
    _native.aminmax_out(self, dim, keepdim, min, max)
    return min, max


def wrapper_CPU_aminmax_out(self, dim, keepdim, min, max):
    meta = _native.meta_aminmax(self, dim, keepdim)
    _structured.resize_output(min, meta[0])
    _structured.resize_output(max, meta[1])
    _native.aminmax_out(self, dim, keepdim, min, max)
    return min, max


def wrapper_CPU_index_copy(self, dim, index, source):
    meta = _native.meta_index_copy(self, dim, index, source)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.index_copy_out(self, dim, index, source, out)
    return out


def wrapper_CPU_index_copy_(self, dim, index, source):
    meta = _native.meta_index_copy(self, dim, index, source)
    _structured.check_inplace(self, meta)
    _native.index_copy_out(self, dim, index, source, self)
    return self


def wrapper_CPU_index_copy_out(self, dim, index, source, out):
    meta = _native.meta_index_copy(self, dim, index, source)
    _structured.resize_output(out, meta)
    _native.index_copy_out(self, dim, index, source, out)
    return out


def wrapper_CPU_hardshrink(self, lambd):
    meta = _native.meta_hardshrink(self, lambd)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.hardshrink_out(self, lambd, out)
    return out


def wrapper_CPU_hardshrink_out(self, lambd, out):
    meta = _native.meta_hardshrink(self, lambd)
    _structured.resize_output(out, meta)
    _native.hardshrink_out(self, lambd, out)
    return out


def wrapper_CPU_special_entr(self):
    meta = _native.meta_special_entr(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_entr_out(self, out)
    return out


def wrapper_CPU_special_entr_out(self, out):
    meta = _native.meta_special_entr(self)
    _structured.resize_output(out, meta)
    _native.special_entr_out(self, out)
    return out


def wrapper_CPU_special_erfcx(self):
    meta = _native.meta_special_erfcx(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_erfcx_out(self, out)
    return out


def wrapper_CPU_special_erfcx_out(self, out):
    meta = _native.meta_special_erfcx(self)
    _structured.resize_output(out, meta)
    _native.special_erfcx_out(self, out)
    return out


def wrapper_CPU_special_i0e(self):
    meta = _native.meta_special_i0e(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_i0e_out(self, out)
    return out


def wrapper_CPU_special_i0e_out(self, out):
    meta = _native.meta_special_i0e(self)
    _structured.resize_output(out, meta)
    _native.special_i0e_out(self, out)
    return out


def wrapper_CPU_special_i1e(self):
    meta = _native.meta_special_i1e(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_i1e_out(self, out)
    return out


def wrapper_CPU_special_i1e_out(self, out):
    meta = _native.meta_special_i1e(self)
    _structured.resize_output(out, meta)
    _native.special_i1e_out(self, out)
    return out


def wrapper_CPU_special_ndtri(self):
    meta = _native.meta_special_ndtri(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_ndtri_out(self, out)
    return out


def wrapper_CPU_special_ndtri_out(self, out):
    meta = _native.meta_special_ndtri(self)
    _structured.resize_output(out, meta)
    _native.special_ndtri_out(self, out)
    return out


def wrapper_CPU_special_log_ndtr(self):
    meta = _native.meta_special_log_ndtr(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_log_ndtr_out(self, out)
    return out


def wrapper_CPU_special_log_ndtr_out(self, out):
    meta = _native.meta_special_log_ndtr(self)
    _structured.resize_output(out, meta)
    _native.special_log_ndtr_out(self, out)
    return out


def wrapper_CPU_special_airy_ai(x):
    meta = _native.meta_special_airy_ai(x)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_airy_ai_out(x, out)
    return out


def wrapper_CPU_special_airy_ai_out(x, out):
    meta = _native.meta_special_airy_ai(x)
    _structured.resize_output(out, meta)
    _native.special_airy_ai_out(x, out)
    return out


def wrapper_CPU_special_bessel_j0(self):
    meta = _native.meta_special_bessel_j0(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_bessel_j0_out(self, out)
    return out


def wrapper_CPU_special_bessel_j0_out(self, out):
    meta = _native.meta_special_bessel_j0(self)
    _structured.resize_output(out, meta)
    _native.special_bessel_j0_out(self, out)
    return out


def wrapper_CPU_special_bessel_j1(self):
    meta = _native.meta_special_bessel_j1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_bessel_j1_out(self, out)
    return out


def wrapper_CPU_special_bessel_j1_out(self, out):
    meta = _native.meta_special_bessel_j1(self)
    _structured.resize_output(out, meta)
    _native.special_bessel_j1_out(self, out)
    return out


def wrapper_CPU_special_bessel_y0(self):
    meta = _native.meta_special_bessel_y0(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_bessel_y0_out(self, out)
    return out


def wrapper_CPU_special_bessel_y0_out(self, out):
    meta = _native.meta_special_bessel_y0(self)
    _structured.resize_output(out, meta)
    _native.special_bessel_y0_out(self, out)
    return out


def wrapper_CPU_special_bessel_y1(self):
    meta = _native.meta_special_bessel_y1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_bessel_y1_out(self, out)
    return out


def wrapper_CPU_special_bessel_y1_out(self, out):
    meta = _native.meta_special_bessel_y1(self)
    _structured.resize_output(out, meta)
    _native.special_bessel_y1_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_i0(self):
    meta = _native.meta_special_modified_bessel_i0(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_modified_bessel_i0_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_i0_out(self, out):
    meta = _native.meta_special_modified_bessel_i0(self)
    _structured.resize_output(out, meta)
    _native.special_modified_bessel_i0_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_i1(self):
    meta = _native.meta_special_modified_bessel_i1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_modified_bessel_i1_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_i1_out(self, out):
    meta = _native.meta_special_modified_bessel_i1(self)
    _structured.resize_output(out, meta)
    _native.special_modified_bessel_i1_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_k0(self):
    meta = _native.meta_special_modified_bessel_k0(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_modified_bessel_k0_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_k0_out(self, out):
    meta = _native.meta_special_modified_bessel_k0(self)
    _structured.resize_output(out, meta)
    _native.special_modified_bessel_k0_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_k1(self):
    meta = _native.meta_special_modified_bessel_k1(self)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_modified_bessel_k1_out(self, out)
    return out


def wrapper_CPU_special_modified_bessel_k1_out(self, out):
    meta = _native.meta_special_modified_bessel_k1(self)
    _structured.resize_output(out, meta)
    _native.special_modified_bessel_k1_out(self, out)
    return out


def wrapper_CPU_special_scaled_modified_bessel_k0(x):
    meta = _native.meta_special_scaled_modified_bessel_k0(x)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_scaled_modified_bessel_k0_out(x, out)
    return out


def wrapper_CPU_special_scaled_modified_bessel_k0_out(x, out):
    meta = _native.meta_special_scaled_modified_bessel_k0(x)
    _structured.resize_output(out, meta)
    _native.special_scaled_modified_bessel_k0_out(x, out)
    return out


def wrapper_CPU_special_scaled_modified_bessel_k1(x):
    meta = _native.meta_special_scaled_modified_bessel_k1(x)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_scaled_modified_bessel_k1_out(x, out)
    return out


def wrapper_CPU_special_scaled_modified_bessel_k1_out(x, out):
    meta = _native.meta_special_scaled_modified_bessel_k1(x)
    _structured.resize_output(out, meta)
    _native.special_scaled_modified_bessel_k1_out(x, out)
    return out


def wrapper_CPU_special_spherical_bessel_j0(x):
    meta = _native.meta_special_spherical_bessel_j0(x)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_spherical_bessel_j0_out(x, out)
    return out


def wrapper_CPU_special_spherical_bessel_j0_out(x, out):
    meta = _native.meta_special_spherical_bessel_j0(x)
    _structured.resize_output(out, meta)
    _native.special_spherical_bessel_j0_out(x, out)
    return out


def wrapper_CPU_special_xlog1py(self, other):
    meta = _native.meta_special_xlog1py(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_xlog1py_out(self, other, out)
    return out


def wrapper_CPU_special_xlog1py_out(self, other, out):
    meta = _native.meta_special_xlog1py(self, other)
    _structured.resize_output(out, meta)
    _native.special_xlog1py_out(self, other, out)
    return out


def wrapper_CPU_special_zeta(self, other):
    meta = _native.meta_special_zeta(self, other)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_zeta_out(self, other, out)
    return out


def wrapper_CPU_special_zeta_out(self, other, out):
    meta = _native.meta_special_zeta(self, other)
    _structured.resize_output(out, meta)
    _native.special_zeta_out(self, other, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_t(x, n):
    meta = _native.meta_special_chebyshev_polynomial_t(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_chebyshev_polynomial_t_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_t_out(x, n, out):
    meta = _native.meta_special_chebyshev_polynomial_t(x, n)
    _structured.resize_output(out, meta)
    _native.special_chebyshev_polynomial_t_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_u(x, n):
    meta = _native.meta_special_chebyshev_polynomial_u(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_chebyshev_polynomial_u_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_u_out(x, n, out):
    meta = _native.meta_special_chebyshev_polynomial_u(x, n)
    _structured.resize_output(out, meta)
    _native.special_chebyshev_polynomial_u_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_v(x, n):
    meta = _native.meta_special_chebyshev_polynomial_v(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_chebyshev_polynomial_v_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_v_out(x, n, out):
    meta = _native.meta_special_chebyshev_polynomial_v(x, n)
    _structured.resize_output(out, meta)
    _native.special_chebyshev_polynomial_v_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_w(x, n):
    meta = _native.meta_special_chebyshev_polynomial_w(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_chebyshev_polynomial_w_out(x, n, out)
    return out


def wrapper_CPU_special_chebyshev_polynomial_w_out(x, n, out):
    meta = _native.meta_special_chebyshev_polynomial_w(x, n)
    _structured.resize_output(out, meta)
    _native.special_chebyshev_polynomial_w_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_t(x, n):
    meta = _native.meta_special_shifted_chebyshev_polynomial_t(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_shifted_chebyshev_polynomial_t_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_t_out(x, n, out):
    meta = _native.meta_special_shifted_chebyshev_polynomial_t(x, n)
    _structured.resize_output(out, meta)
    _native.special_shifted_chebyshev_polynomial_t_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_u(x, n):
    meta = _native.meta_special_shifted_chebyshev_polynomial_u(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_shifted_chebyshev_polynomial_u_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_u_out(x, n, out):
    meta = _native.meta_special_shifted_chebyshev_polynomial_u(x, n)
    _structured.resize_output(out, meta)
    _native.special_shifted_chebyshev_polynomial_u_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_v(x, n):
    meta = _native.meta_special_shifted_chebyshev_polynomial_v(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_shifted_chebyshev_polynomial_v_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_v_out(x, n, out):
    meta = _native.meta_special_shifted_chebyshev_polynomial_v(x, n)
    _structured.resize_output(out, meta)
    _native.special_shifted_chebyshev_polynomial_v_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_w(x, n):
    meta = _native.meta_special_shifted_chebyshev_polynomial_w(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_shifted_chebyshev_polynomial_w_out(x, n, out)
    return out


def wrapper_CPU_special_shifted_chebyshev_polynomial_w_out(x, n, out):
    meta = _native.meta_special_shifted_chebyshev_polynomial_w(x, n)
    _structured.resize_output(out, meta)
    _native.special_shifted_chebyshev_polynomial_w_out(x, n, out)
    return out


def wrapper_CPU_special_hermite_polynomial_h(x, n):
    meta = _native.meta_special_hermite_polynomial_h(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_hermite_polynomial_h_out(x, n, out)
    return out


def wrapper_CPU_special_hermite_polynomial_h_out(x, n, out):
    meta = _native.meta_special_hermite_polynomial_h(x, n)
    _structured.resize_output(out, meta)
    _native.special_hermite_polynomial_h_out(x, n, out)
    return out


def wrapper_CPU_special_hermite_polynomial_he(x, n):
    meta = _native.meta_special_hermite_polynomial_he(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_hermite_polynomial_he_out(x, n, out)
    return out


def wrapper_CPU_special_hermite_polynomial_he_out(x, n, out):
    meta = _native.meta_special_hermite_polynomial_he(x, n)
    _structured.resize_output(out, meta)
    _native.special_hermite_polynomial_he_out(x, n, out)
    return out


def wrapper_CPU_special_laguerre_polynomial_l(x, n):
    meta = _native.meta_special_laguerre_polynomial_l(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_laguerre_polynomial_l_out(x, n, out)
    return out


def wrapper_CPU_special_laguerre_polynomial_l_out(x, n, out):
    meta = _native.meta_special_laguerre_polynomial_l(x, n)
    _structured.resize_output(out, meta)
    _native.special_laguerre_polynomial_l_out(x, n, out)
    return out


def wrapper_CPU_special_legendre_polynomial_p(x, n):
    meta = _native.meta_special_legendre_polynomial_p(x, n)
    out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
    _native.special_legendre_polynomial_p_out(x, n, out)
    return out


def wrapper_CPU_special_legendre_polynomial_p_out(x, n, out):
    meta = _native.meta_special_legendre_polynomial_p(x, n)
    _structured.resize_output(out, meta)
    _native.special_legendre_polynomial_p_out(x, n, out)
    return out


def register(lib: Library) -> None:
    """Register every CPU kernel."""
    lib.impl("empty.memory_format", _native.empty)
    lib.impl("empty_strided", _native.empty_strided)
    lib.impl("copy_", _native.copy_)
    lib.impl("fill_.Scalar", _native.fill_)
    lib.impl("add.Tensor", wrapper_CPU_add_Tensor)
    lib.impl("add_.Tensor", wrapper_CPU_add__Tensor)
    lib.impl("add.out", wrapper_CPU_add_out)
    lib.impl("sub.Tensor", wrapper_CPU_sub_Tensor)
    lib.impl("sub_.Tensor", wrapper_CPU_sub__Tensor)
    lib.impl("sub.out", wrapper_CPU_sub_out)
    lib.impl("mul.Tensor", wrapper_CPU_mul_Tensor)
    lib.impl("mul_.Tensor", wrapper_CPU_mul__Tensor)
    lib.impl("mul.out", wrapper_CPU_mul_out)
    lib.impl("div.Tensor", wrapper_CPU_div_Tensor)
    lib.impl("div_.Tensor", wrapper_CPU_div__Tensor)
    lib.impl("div.out", wrapper_CPU_div_out)
    lib.impl("div.Tensor_mode", wrapper_CPU_div_Tensor_mode)
    lib.impl("div_.Tensor_mode", wrapper_CPU_div__Tensor_mode)
    lib.impl("div.out_mode", wrapper_CPU_div_out_mode)
    lib.impl("floor_divide", wrapper_CPU_floor_divide)
    lib.impl("floor_divide_.Tensor", wrapper_CPU_floor_divide__Tensor)
    lib.impl("floor_divide.out", wrapper_CPU_floor_divide_out)
    lib.impl("remainder.Tensor", wrapper_CPU_remainder_Tensor)
    lib.impl("remainder_.Tensor", wrapper_CPU_remainder__Tensor)
    lib.impl("remainder.Tensor_out", wrapper_CPU_remainder_Tensor_out)
    lib.impl("fmod.Tensor", wrapper_CPU_fmod_Tensor)
    lib.impl("fmod_.Tensor", wrapper_CPU_fmod__Tensor)
    lib.impl("fmod.Tensor_out", wrapper_CPU_fmod_Tensor_out)
    lib.impl("pow.Tensor_Tensor", wrapper_CPU_pow_Tensor_Tensor)
    lib.impl("pow_.Tensor", wrapper_CPU_pow__Tensor)
    lib.impl("pow.Tensor_Tensor_out", wrapper_CPU_pow_Tensor_Tensor_out)
    lib.impl("atan2", wrapper_CPU_atan2)
    lib.impl("atan2_", wrapper_CPU_atan2_)
    lib.impl("atan2.out", wrapper_CPU_atan2_out)
    lib.impl("maximum", wrapper_CPU_maximum)
    lib.impl("maximum.out", wrapper_CPU_maximum_out)
    lib.impl("minimum", wrapper_CPU_minimum)
    lib.impl("minimum.out", wrapper_CPU_minimum_out)
    lib.impl("eq.Tensor", wrapper_CPU_eq_Tensor)
    lib.impl("eq_.Tensor", wrapper_CPU_eq__Tensor)
    lib.impl("eq.Tensor_out", wrapper_CPU_eq_Tensor_out)
    lib.impl("ne.Tensor", wrapper_CPU_ne_Tensor)
    lib.impl("ne_.Tensor", wrapper_CPU_ne__Tensor)
    lib.impl("ne.Tensor_out", wrapper_CPU_ne_Tensor_out)
    lib.impl("lt.Tensor", wrapper_CPU_lt_Tensor)
    lib.impl("lt_.Tensor", wrapper_CPU_lt__Tensor)
    lib.impl("lt.Tensor_out", wrapper_CPU_lt_Tensor_out)
    lib.impl("le.Tensor", wrapper_CPU_le_Tensor)
    lib.impl("le_.Tensor", wrapper_CPU_le__Tensor)
    lib.impl("le.Tensor_out", wrapper_CPU_le_Tensor_out)
    lib.impl("gt.Tensor", wrapper_CPU_gt_Tensor)
    lib.impl("gt_.Tensor", wrapper_CPU_gt__Tensor)
    lib.impl("gt.Tensor_out", wrapper_CPU_gt_Tensor_out)
    lib.impl("ge.Tensor", wrapper_CPU_ge_Tensor)
    lib.impl("ge_.Tensor", wrapper_CPU_ge__Tensor)
    lib.impl("ge.Tensor_out", wrapper_CPU_ge_Tensor_out)
    lib.impl("logical_and", wrapper_CPU_logical_and)
    lib.impl("logical_and_", wrapper_CPU_logical_and_)
    lib.impl("logical_and.out", wrapper_CPU_logical_and_out)
    lib.impl("logical_or", wrapper_CPU_logical_or)
    lib.impl("logical_or_", wrapper_CPU_logical_or_)
    lib.impl("logical_or.out", wrapper_CPU_logical_or_out)
    lib.impl("logical_xor", wrapper_CPU_logical_xor)
    lib.impl("logical_xor_", wrapper_CPU_logical_xor_)
    lib.impl("logical_xor.out", wrapper_CPU_logical_xor_out)
    lib.impl("bitwise_and.Tensor", wrapper_CPU_bitwise_and_Tensor)
    lib.impl("bitwise_and_.Tensor", wrapper_CPU_bitwise_and__Tensor)
    lib.impl("bitwise_and.Tensor_out", wrapper_CPU_bitwise_and_Tensor_out)
    lib.impl("bitwise_or.Tensor", wrapper_CPU_bitwise_or_Tensor)
    lib.impl("bitwise_or_.Tensor", wrapper_CPU_bitwise_or__Tensor)
    lib.impl("bitwise_or.Tensor_out", wrapper_CPU_bitwise_or_Tensor_out)
    lib.impl("bitwise_xor.Tensor", wrapper_CPU_bitwise_xor_Tensor)
    lib.impl("bitwise_xor_.Tensor", wrapper_CPU_bitwise_xor__Tensor)
    lib.impl("bitwise_xor.Tensor_out", wrapper_CPU_bitwise_xor_Tensor_out)
    lib.impl("bitwise_left_shift.Tensor", wrapper_CPU_bitwise_left_shift_Tensor)
    lib.impl("bitwise_left_shift_.Tensor", wrapper_CPU_bitwise_left_shift__Tensor)
    lib.impl("bitwise_left_shift.Tensor_out", wrapper_CPU_bitwise_left_shift_Tensor_out)
    lib.impl("bitwise_right_shift.Tensor", wrapper_CPU_bitwise_right_shift_Tensor)
    lib.impl("bitwise_right_shift_.Tensor", wrapper_CPU_bitwise_right_shift__Tensor)
    lib.impl("bitwise_right_shift.Tensor_out", wrapper_CPU_bitwise_right_shift_Tensor_out)
    lib.impl("where.self", wrapper_CPU_where_self)
    lib.impl("where.self_out", wrapper_CPU_where_self_out)
    lib.impl("lerp.Tensor", wrapper_CPU_lerp_Tensor)
    lib.impl("lerp_.Tensor", wrapper_CPU_lerp__Tensor)
    lib.impl("lerp.Tensor_out", wrapper_CPU_lerp_Tensor_out)
    lib.impl("addcmul", wrapper_CPU_addcmul)
    lib.impl("addcmul_", wrapper_CPU_addcmul_)
    lib.impl("addcmul.out", wrapper_CPU_addcmul_out)
    lib.impl("addcdiv", wrapper_CPU_addcdiv)
    lib.impl("addcdiv_", wrapper_CPU_addcdiv_)
    lib.impl("addcdiv.out", wrapper_CPU_addcdiv_out)
    lib.impl("clamp", wrapper_CPU_clamp)
    lib.impl("clamp_", wrapper_CPU_clamp_)
    lib.impl("clamp.out", wrapper_CPU_clamp_out)
    lib.impl("clamp.Tensor", wrapper_CPU_clamp_Tensor)
    lib.impl("clamp_.Tensor", wrapper_CPU_clamp__Tensor)
    lib.impl("clamp.Tensor_out", wrapper_CPU_clamp_Tensor_out)
    lib.impl("abs", wrapper_CPU_abs)
    lib.impl("abs_", wrapper_CPU_abs_)
    lib.impl("abs.out", wrapper_CPU_abs_out)
    lib.impl("neg", wrapper_CPU_neg)
    lib.impl("neg_", wrapper_CPU_neg_)
    lib.impl("neg.out", wrapper_CPU_neg_out)
    lib.impl("sign", wrapper_CPU_sign)
    lib.impl("sign_", wrapper_CPU_sign_)
    lib.impl("sign.out", wrapper_CPU_sign_out)
    lib.impl("exp", wrapper_CPU_exp)
    lib.impl("exp_", wrapper_CPU_exp_)
    lib.impl("exp.out", wrapper_CPU_exp_out)
    lib.impl("exp2", wrapper_CPU_exp2)
    lib.impl("exp2_", wrapper_CPU_exp2_)
    lib.impl("exp2.out", wrapper_CPU_exp2_out)
    lib.impl("expm1", wrapper_CPU_expm1)
    lib.impl("expm1_", wrapper_CPU_expm1_)
    lib.impl("expm1.out", wrapper_CPU_expm1_out)
    lib.impl("log", wrapper_CPU_log)
    lib.impl("log_", wrapper_CPU_log_)
    lib.impl("log.out", wrapper_CPU_log_out)
    lib.impl("log2", wrapper_CPU_log2)
    lib.impl("log2_", wrapper_CPU_log2_)
    lib.impl("log2.out", wrapper_CPU_log2_out)
    lib.impl("log10", wrapper_CPU_log10)
    lib.impl("log10_", wrapper_CPU_log10_)
    lib.impl("log10.out", wrapper_CPU_log10_out)
    lib.impl("log1p", wrapper_CPU_log1p)
    lib.impl("log1p_", wrapper_CPU_log1p_)
    lib.impl("log1p.out", wrapper_CPU_log1p_out)
    lib.impl("sqrt", wrapper_CPU_sqrt)
    lib.impl("sqrt_", wrapper_CPU_sqrt_)
    lib.impl("sqrt.out", wrapper_CPU_sqrt_out)
    lib.impl("rsqrt", wrapper_CPU_rsqrt)
    lib.impl("rsqrt_", wrapper_CPU_rsqrt_)
    lib.impl("rsqrt.out", wrapper_CPU_rsqrt_out)
    lib.impl("reciprocal", wrapper_CPU_reciprocal)
    lib.impl("reciprocal_", wrapper_CPU_reciprocal_)
    lib.impl("reciprocal.out", wrapper_CPU_reciprocal_out)
    lib.impl("sin", wrapper_CPU_sin)
    lib.impl("sin_", wrapper_CPU_sin_)
    lib.impl("sin.out", wrapper_CPU_sin_out)
    lib.impl("cos", wrapper_CPU_cos)
    lib.impl("cos_", wrapper_CPU_cos_)
    lib.impl("cos.out", wrapper_CPU_cos_out)
    lib.impl("tan", wrapper_CPU_tan)
    lib.impl("tan_", wrapper_CPU_tan_)
    lib.impl("tan.out", wrapper_CPU_tan_out)
    lib.impl("asin", wrapper_CPU_asin)
    lib.impl("asin_", wrapper_CPU_asin_)
    lib.impl("asin.out", wrapper_CPU_asin_out)
    lib.impl("acos", wrapper_CPU_acos)
    lib.impl("acos_", wrapper_CPU_acos_)
    lib.impl("acos.out", wrapper_CPU_acos_out)
    lib.impl("atan", wrapper_CPU_atan)
    lib.impl("atan_", wrapper_CPU_atan_)
    lib.impl("atan.out", wrapper_CPU_atan_out)
    lib.impl("sinh", wrapper_CPU_sinh)
    lib.impl("sinh_", wrapper_CPU_sinh_)
    lib.impl("sinh.out", wrapper_CPU_sinh_out)
    lib.impl("cosh", wrapper_CPU_cosh)
    lib.impl("cosh_", wrapper_CPU_cosh_)
    lib.impl("cosh.out", wrapper_CPU_cosh_out)
    lib.impl("tanh", wrapper_CPU_tanh)
    lib.impl("tanh_", wrapper_CPU_tanh_)
    lib.impl("tanh.out", wrapper_CPU_tanh_out)
    lib.impl("sigmoid", wrapper_CPU_sigmoid)
    lib.impl("sigmoid_", wrapper_CPU_sigmoid_)
    lib.impl("sigmoid.out", wrapper_CPU_sigmoid_out)
    lib.impl("erf", wrapper_CPU_erf)
    lib.impl("erf_", wrapper_CPU_erf_)
    lib.impl("erf.out", wrapper_CPU_erf_out)
    lib.impl("floor", wrapper_CPU_floor)
    lib.impl("floor_", wrapper_CPU_floor_)
    lib.impl("floor.out", wrapper_CPU_floor_out)
    lib.impl("ceil", wrapper_CPU_ceil)
    lib.impl("ceil_", wrapper_CPU_ceil_)
    lib.impl("ceil.out", wrapper_CPU_ceil_out)
    lib.impl("trunc", wrapper_CPU_trunc)
    lib.impl("trunc_", wrapper_CPU_trunc_)
    lib.impl("trunc.out", wrapper_CPU_trunc_out)
    lib.impl("round", wrapper_CPU_round)
    lib.impl("round_", wrapper_CPU_round_)
    lib.impl("round.out", wrapper_CPU_round_out)
    lib.impl("frac", wrapper_CPU_frac)
    lib.impl("frac_", wrapper_CPU_frac_)
    lib.impl("frac.out", wrapper_CPU_frac_out)
    lib.impl("relu", wrapper_CPU_relu)
    lib.impl("relu_", wrapper_CPU_relu_)
    lib.impl("relu.out", wrapper_CPU_relu_out)
    lib.impl("silu", wrapper_CPU_silu)
    lib.impl("silu_", wrapper_CPU_silu_)
    lib.impl("silu.out", wrapper_CPU_silu_out)
    lib.impl("logical_not", wrapper_CPU_logical_not)
    lib.impl("logical_not_", wrapper_CPU_logical_not_)
    lib.impl("logical_not.out", wrapper_CPU_logical_not_out)
    lib.impl("bitwise_not", wrapper_CPU_bitwise_not)
    lib.impl("bitwise_not_", wrapper_CPU_bitwise_not_)
    lib.impl("bitwise_not.out", wrapper_CPU_bitwise_not_out)
    lib.impl("round.decimals", wrapper_CPU_round_decimals)
    lib.impl("round_.decimals", wrapper_CPU_round__decimals)
    lib.impl("round.decimals_out", wrapper_CPU_round_decimals_out)
    lib.impl("gelu", wrapper_CPU_gelu)
    lib.impl("gelu_", wrapper_CPU_gelu_)
    lib.impl("gelu.out", wrapper_CPU_gelu_out)
    lib.impl("softplus", wrapper_CPU_softplus)
    lib.impl("softplus.out", wrapper_CPU_softplus_out)
    lib.impl("leaky_relu", wrapper_CPU_leaky_relu)
    lib.impl("leaky_relu_", wrapper_CPU_leaky_relu_)
    lib.impl("leaky_relu.out", wrapper_CPU_leaky_relu_out)
    lib.impl("elu", wrapper_CPU_elu)
    lib.impl("elu_", wrapper_CPU_elu_)
    lib.impl("elu.out", wrapper_CPU_elu_out)
    lib.impl("nan_to_num", wrapper_CPU_nan_to_num)
    lib.impl("nan_to_num_", wrapper_CPU_nan_to_num_)
    lib.impl("nan_to_num.out", wrapper_CPU_nan_to_num_out)
    lib.impl("isnan", wrapper_CPU_isnan)
    lib.impl("isnan.out", wrapper_CPU_isnan_out)
    lib.impl("isinf", wrapper_CPU_isinf)
    lib.impl("isinf.out", wrapper_CPU_isinf_out)
    lib.impl("isfinite", wrapper_CPU_isfinite)
    lib.impl("isfinite.out", wrapper_CPU_isfinite_out)
    lib.impl("arange.start_out", _native.arange_start_out)
    lib.impl("linspace.out", _native.linspace_out)
    lib.impl("logspace.out", _native.logspace_out)
    lib.impl("eye.m_out", _native.eye_m_out)
    lib.impl("uniform_", _native.uniform_)
    lib.impl("normal_", _native.normal_)
    lib.impl("random_.from", _native.random__from)
    lib.impl("random_.to", _native.random__to)
    lib.impl("random_", _native.random_)
    lib.impl("exponential_", _native.exponential_)
    lib.impl("bernoulli_.Tensor", _native.bernoulli__Tensor)
    lib.impl("bernoulli_.float", _native.bernoulli__float)
    lib.impl("multinomial.out", _native.multinomial_out)
    lib.impl("_standard_gamma", _native.standard_gamma)
    lib.impl("_standard_gamma_grad", _native.standard_gamma_grad)
    lib.impl("_sample_dirichlet", _native.sample_dirichlet)
    lib.impl("_dirichlet_grad", _native.dirichlet_grad)
    lib.impl("poisson", _native.poisson)
    lib.impl("binomial", _native.binomial)
    lib.impl("randperm.out", _native.randperm_out)
    lib.impl("sum.dim_IntList", wrapper_CPU_sum_dim_IntList)
    lib.impl("sum.IntList_out", wrapper_CPU_sum_IntList_out)
    lib.impl("mean.dim", wrapper_CPU_mean_dim)
    lib.impl("mean.out", wrapper_CPU_mean_out)
    lib.impl("prod", _native.prod_all)
    lib.impl("prod.dim_int", wrapper_CPU_prod_dim_int)
    lib.impl("prod.int_out", wrapper_CPU_prod_int_out)
    lib.impl("amax", wrapper_CPU_amax)
    lib.impl("amax.out", wrapper_CPU_amax_out)
    lib.impl("amin", wrapper_CPU_amin)
    lib.impl("amin.out", wrapper_CPU_amin_out)
    lib.impl("max", _native.max_all)
    lib.impl("max.dim", wrapper_CPU_max_dim)
    lib.impl("max.dim_max", wrapper_CPU_max_dim_max)
    lib.impl("min", _native.min_all)
    lib.impl("min.dim", wrapper_CPU_min_dim)
    lib.impl("min.dim_min", wrapper_CPU_min_dim_min)
    lib.impl("argmax", wrapper_CPU_argmax)
    lib.impl("argmax.out", wrapper_CPU_argmax_out)
    lib.impl("argmin", wrapper_CPU_argmin)
    lib.impl("argmin.out", wrapper_CPU_argmin_out)
    lib.impl("all", wrapper_CPU_all)
    lib.impl("all.dim", wrapper_CPU_all_dim)
    lib.impl("all.dims", wrapper_CPU_all_dims)
    lib.impl("all.out", wrapper_CPU_all_out)
    lib.impl("all.dims_out", wrapper_CPU_all_dims_out)
    lib.impl("all.all_out", wrapper_CPU_all_all_out)
    lib.impl("any", wrapper_CPU_any)
    lib.impl("any.dim", wrapper_CPU_any_dim)
    lib.impl("any.dims", wrapper_CPU_any_dims)
    lib.impl("any.out", wrapper_CPU_any_out)
    lib.impl("any.dims_out", wrapper_CPU_any_dims_out)
    lib.impl("any.all_out", wrapper_CPU_any_all_out)
    lib.impl("var.correction", _native.var_correction)
    lib.impl("var.correction_out", _native.var_correction_out)
    lib.impl("var_mean.correction", _native.var_mean_correction)
    lib.impl("std.correction", _native.std_correction)
    lib.impl("std.correction_out", _native.std_correction_out)
    lib.impl("std_mean.correction", _native.std_mean_correction)
    lib.impl("norm.ScalarOpt_dim", wrapper_CPU_norm_ScalarOpt_dim)
    lib.impl("norm.out", wrapper_CPU_norm_out)
    lib.impl("linalg_vector_norm", wrapper_CPU_linalg_vector_norm)
    lib.impl("linalg_vector_norm.out", wrapper_CPU_linalg_vector_norm_out)
    lib.impl("linalg_inv", _native.linalg_inv)
    lib.impl("linalg_det", _native.linalg_det)
    lib.impl("linalg_slogdet", _native.linalg_slogdet)
    lib.impl("linalg_solve", _native.linalg_solve)
    lib.impl("linalg_cholesky", _native.linalg_cholesky)
    lib.impl("_linalg_svd", _native._linalg_svd)
    lib.impl("linalg_eigh", _native.linalg_eigh)
    lib.impl("linalg_cross", _native.linalg_cross)
    lib.impl("linalg_matrix_exp", _native.linalg_matrix_exp)
    lib.impl("linalg_lu_factor_ex", _native.linalg_lu_factor_ex)
    lib.impl("linalg_lu", _native.linalg_lu)
    lib.impl("linalg_lu_solve", _native.linalg_lu_solve)
    lib.impl("lu_unpack", _native.lu_unpack)
    lib.impl("linalg_inv_ex", _native.linalg_inv_ex)
    lib.impl("linalg_solve_triangular", _native.linalg_solve_triangular)
    lib.impl("triangular_solve", _native.triangular_solve)
    lib.impl("linalg_cholesky_ex", _native.linalg_cholesky_ex)
    lib.impl("cholesky", _native.cholesky)
    lib.impl("cholesky_inverse", _native.cholesky_inverse)
    lib.impl("cholesky_solve", _native.cholesky_solve)
    lib.impl("linalg_ldl_factor_ex", _native.linalg_ldl_factor_ex)
    lib.impl("linalg_ldl_solve", _native.linalg_ldl_solve)
    lib.impl("linalg_qr", _native.linalg_qr)
    lib.impl("geqrf", _native.geqrf)
    lib.impl("linalg_householder_product", _native.linalg_householder_product)
    lib.impl("ormqr", _native.ormqr)
    lib.impl("linalg_lstsq", _native.linalg_lstsq)
    lib.impl("linalg_pinv.atol_rtol_tensor", _native.linalg_pinv_atol_rtol_tensor)
    lib.impl("linalg_eig", _native.linalg_eig)
    lib.impl("cumsum", wrapper_CPU_cumsum)
    lib.impl("cumsum_", wrapper_CPU_cumsum_)
    lib.impl("cumsum.out", wrapper_CPU_cumsum_out)
    lib.impl("cumprod", wrapper_CPU_cumprod)
    lib.impl("cumprod_", wrapper_CPU_cumprod_)
    lib.impl("cumprod.out", wrapper_CPU_cumprod_out)
    lib.impl("_softmax", wrapper_CPU__softmax)
    lib.impl("_softmax.out", wrapper_CPU__softmax_out)
    lib.impl("_log_softmax", wrapper_CPU__log_softmax)
    lib.impl("_log_softmax.out", wrapper_CPU__log_softmax_out)
    lib.impl("topk", wrapper_CPU_topk)
    lib.impl("topk.values", wrapper_CPU_topk_values)
    lib.impl("sort.stable", wrapper_CPU_sort_stable)
    lib.impl("sort.values_stable", wrapper_CPU_sort_values_stable)
    lib.impl("resize_", _native.resize_)
    lib.impl("cat", wrapper_CPU_cat)
    lib.impl("cat.out", wrapper_CPU_cat_out)
    lib.impl("flip", _native.flip)
    lib.impl("repeat_interleave.Tensor", _native.repeat_interleave_cpu)
    lib.impl("tril", wrapper_CPU_tril)
    lib.impl("tril_", wrapper_CPU_tril_)
    lib.impl("tril.out", wrapper_CPU_tril_out)
    lib.impl("triu", wrapper_CPU_triu)
    lib.impl("triu_", wrapper_CPU_triu_)
    lib.impl("triu.out", wrapper_CPU_triu_out)
    lib.impl("index.Tensor", wrapper_CPU_index_Tensor)
    lib.impl("index.Tensor_out", wrapper_CPU_index_Tensor_out)
    lib.impl("index_put_", _native.index_put_)
    lib.impl("index_select", wrapper_CPU_index_select)
    lib.impl("index_select.out", wrapper_CPU_index_select_out)
    lib.impl("gather", wrapper_CPU_gather)
    lib.impl("gather.out", wrapper_CPU_gather_out)
    lib.impl("scatter.src", wrapper_CPU_scatter_src)
    lib.impl("scatter_.src", wrapper_CPU_scatter__src)
    lib.impl("scatter.src_out", wrapper_CPU_scatter_src_out)
    lib.impl("scatter.value", wrapper_CPU_scatter_value)
    lib.impl("scatter_.value", wrapper_CPU_scatter__value)
    lib.impl("scatter.value_out", wrapper_CPU_scatter_value_out)
    lib.impl("scatter.reduce", wrapper_CPU_scatter_reduce)
    lib.impl("scatter_.reduce", wrapper_CPU_scatter__reduce)
    lib.impl("scatter.reduce_out", wrapper_CPU_scatter_reduce_out)
    lib.impl("scatter.value_reduce", wrapper_CPU_scatter_value_reduce)
    lib.impl("scatter_.value_reduce", wrapper_CPU_scatter__value_reduce)
    lib.impl("scatter.value_reduce_out", wrapper_CPU_scatter_value_reduce_out)
    lib.impl("scatter_add", wrapper_CPU_scatter_add)
    lib.impl("scatter_add_", wrapper_CPU_scatter_add_)
    lib.impl("scatter_add.out", wrapper_CPU_scatter_add_out)
    lib.impl("scatter_reduce_.two", _native.scatter_reduce__two)
    lib.impl("index_add", wrapper_CPU_index_add)
    lib.impl("index_add_", wrapper_CPU_index_add_)
    lib.impl("index_add.out", wrapper_CPU_index_add_out)
    lib.impl("index_fill_.int_Scalar", _native.index_fill_)
    lib.impl("masked_fill_.Scalar", _native.masked_fill_)
    lib.impl("masked_fill_.Tensor", _native.masked_fill__Tensor)
    lib.impl("masked_select", _native.masked_select)
    lib.impl("masked_select.out", _native.masked_select_out)
    lib.impl("masked_scatter_", _native.masked_scatter_)
    lib.impl("nonzero", _native.nonzero)
    lib.impl("nonzero.out", _native.nonzero_out)
    lib.impl("take", wrapper_CPU_take)
    lib.impl("take.out", wrapper_CPU_take_out)
    lib.impl("put_", _native.put_)
    lib.impl("mm", wrapper_CPU_mm)
    lib.impl("mm.out", wrapper_CPU_mm_out)
    lib.impl("bmm", wrapper_CPU_bmm)
    lib.impl("bmm.out", wrapper_CPU_bmm_out)
    lib.impl("mv", wrapper_CPU_mv)
    lib.impl("mv.out", wrapper_CPU_mv_out)
    lib.impl("dot", wrapper_CPU_dot)
    lib.impl("dot.out", wrapper_CPU_dot_out)
    lib.impl("addmm", wrapper_CPU_addmm)
    lib.impl("addmm_", wrapper_CPU_addmm_)
    lib.impl("addmm.out", wrapper_CPU_addmm_out)
    lib.impl("addmv", wrapper_CPU_addmv)
    lib.impl("addmv_", wrapper_CPU_addmv_)
    lib.impl("addmv.out", wrapper_CPU_addmv_out)
    lib.impl("baddbmm", wrapper_CPU_baddbmm)
    lib.impl("baddbmm_", wrapper_CPU_baddbmm_)
    lib.impl("baddbmm.out", wrapper_CPU_baddbmm_out)
    lib.impl("addbmm", wrapper_CPU_addbmm)
    lib.impl("addbmm_", wrapper_CPU_addbmm_)
    lib.impl("addbmm.out", wrapper_CPU_addbmm_out)
    lib.impl("searchsorted.Tensor", _native.searchsorted)
    lib.impl("bucketize.Tensor", _native.bucketize)
    lib.impl("isin.Tensor_Tensor", _native.isin)
    lib.impl("histc", _native.histc)
    lib.impl("equal", _native.equal)
    lib.impl("max_pool2d_with_indices", wrapper_CPU_max_pool2d_with_indices)
    lib.impl("max_pool2d_with_indices.out", wrapper_CPU_max_pool2d_with_indices_out)
    lib.impl("max_pool2d_with_indices_backward", wrapper_CPU_max_pool2d_with_indices_backward)
    lib.impl(
        "max_pool2d_with_indices_backward.grad_input",
        wrapper_CPU_max_pool2d_with_indices_backward_grad_input,
    )
    lib.impl("avg_pool2d", wrapper_CPU_avg_pool2d)
    lib.impl("avg_pool2d.out", wrapper_CPU_avg_pool2d_out)
    lib.impl("avg_pool2d_backward", wrapper_CPU_avg_pool2d_backward)
    lib.impl("avg_pool2d_backward.grad_input", wrapper_CPU_avg_pool2d_backward_grad_input)
    lib.impl("_adaptive_avg_pool2d", _native._adaptive_avg_pool2d)
    lib.impl("_adaptive_avg_pool2d_backward", _native._adaptive_avg_pool2d_backward)
    lib.impl("native_batch_norm", _native.native_batch_norm)
    lib.impl("native_batch_norm_backward", _native.native_batch_norm_backward)
    lib.impl("native_layer_norm", _native.native_layer_norm)
    lib.impl("native_layer_norm_backward", _native.native_layer_norm_backward)
    lib.impl("native_group_norm", _native.native_group_norm)
    lib.impl("native_group_norm_backward", _native.native_group_norm_backward)
    lib.impl("embedding_dense_backward", _native.embedding_dense_backward)
    lib.impl("nll_loss_forward", wrapper_CPU_nll_loss_forward)
    lib.impl("nll_loss_forward.output", wrapper_CPU_nll_loss_forward_output)
    lib.impl("nll_loss_backward", wrapper_CPU_nll_loss_backward)
    lib.impl("nll_loss_backward.grad_input", wrapper_CPU_nll_loss_backward_grad_input)
    lib.impl("mse_loss", wrapper_CPU_mse_loss)
    lib.impl("mse_loss.out", wrapper_CPU_mse_loss_out)
    lib.impl("mse_loss_backward", _native.mse_loss_backward)
    lib.impl("smooth_l1_loss", wrapper_CPU_smooth_l1_loss)
    lib.impl("smooth_l1_loss.out", wrapper_CPU_smooth_l1_loss_out)
    lib.impl("huber_loss", _native.huber_loss)
    lib.impl("huber_loss_backward", _native.huber_loss_backward)
    lib.impl("binary_cross_entropy", _native.binary_cross_entropy)
    lib.impl("binary_cross_entropy_backward", _native.binary_cross_entropy_backward)
    lib.impl("reflection_pad1d", _native.reflection_pad1d)
    lib.impl("reflection_pad1d_backward", _native.reflection_pad1d_backward)
    lib.impl("reflection_pad2d", _native.reflection_pad2d)
    lib.impl("reflection_pad2d_backward", _native.reflection_pad2d_backward)
    lib.impl("replication_pad1d", _native.replication_pad1d)
    lib.impl("replication_pad1d_backward", _native.replication_pad1d_backward)
    lib.impl("replication_pad2d", _native.replication_pad2d)
    lib.impl("replication_pad2d_backward", _native.replication_pad2d_backward)
    lib.impl("upsample_nearest2d", wrapper_CPU_upsample_nearest2d)
    lib.impl("upsample_nearest2d.out", wrapper_CPU_upsample_nearest2d_out)
    lib.impl("upsample_nearest2d_backward", wrapper_CPU_upsample_nearest2d_backward)
    lib.impl(
        "upsample_nearest2d_backward.grad_input", wrapper_CPU_upsample_nearest2d_backward_grad_input
    )
    lib.impl("upsample_bilinear2d", wrapper_CPU_upsample_bilinear2d)
    lib.impl("upsample_bilinear2d.out", wrapper_CPU_upsample_bilinear2d_out)
    lib.impl("upsample_bilinear2d_backward", wrapper_CPU_upsample_bilinear2d_backward)
    lib.impl(
        "upsample_bilinear2d_backward.grad_input",
        wrapper_CPU_upsample_bilinear2d_backward_grad_input,
    )
    lib.impl("threshold", wrapper_CPU_threshold)
    lib.impl("threshold_", wrapper_CPU_threshold_)
    lib.impl("threshold.out", wrapper_CPU_threshold_out)
    lib.impl("threshold_backward", wrapper_CPU_threshold_backward)
    lib.impl("threshold_backward.grad_input", wrapper_CPU_threshold_backward_grad_input)
    lib.impl("gelu_backward", wrapper_CPU_gelu_backward)
    lib.impl("gelu_backward.grad_input", wrapper_CPU_gelu_backward_grad_input)
    lib.impl("silu_backward", wrapper_CPU_silu_backward)
    lib.impl("silu_backward.grad_input", wrapper_CPU_silu_backward_grad_input)
    lib.impl("elu_backward", wrapper_CPU_elu_backward)
    lib.impl("elu_backward.grad_input", wrapper_CPU_elu_backward_grad_input)
    lib.impl("leaky_relu_backward", wrapper_CPU_leaky_relu_backward)
    lib.impl("leaky_relu_backward.grad_input", wrapper_CPU_leaky_relu_backward_grad_input)
    lib.impl("softplus_backward", wrapper_CPU_softplus_backward)
    lib.impl("softplus_backward.grad_input", wrapper_CPU_softplus_backward_grad_input)
    lib.impl("sigmoid_backward", wrapper_CPU_sigmoid_backward)
    lib.impl("sigmoid_backward.grad_input", wrapper_CPU_sigmoid_backward_grad_input)
    lib.impl("tanh_backward", wrapper_CPU_tanh_backward)
    lib.impl("tanh_backward.grad_input", wrapper_CPU_tanh_backward_grad_input)
    lib.impl("_softmax_backward_data", wrapper_CPU__softmax_backward_data)
    lib.impl("_softmax_backward_data.out", wrapper_CPU__softmax_backward_data_out)
    lib.impl("_log_softmax_backward_data", wrapper_CPU__log_softmax_backward_data)
    lib.impl("_log_softmax_backward_data.out", wrapper_CPU__log_softmax_backward_data_out)
    lib.impl("erfinv", wrapper_CPU_erfinv)
    lib.impl("erfinv_", wrapper_CPU_erfinv_)
    lib.impl("erfinv.out", wrapper_CPU_erfinv_out)
    lib.impl("_unique2", _native._unique2_cpu)
    lib.impl("unique_dim", _native.unique_dim_cpu)
    lib.impl("acosh", wrapper_CPU_acosh)
    lib.impl("acosh_", wrapper_CPU_acosh_)
    lib.impl("acosh.out", wrapper_CPU_acosh_out)
    lib.impl("asinh", wrapper_CPU_asinh)
    lib.impl("asinh_", wrapper_CPU_asinh_)
    lib.impl("asinh.out", wrapper_CPU_asinh_out)
    lib.impl("atanh", wrapper_CPU_atanh)
    lib.impl("atanh_", wrapper_CPU_atanh_)
    lib.impl("atanh.out", wrapper_CPU_atanh_out)
    lib.impl("deg2rad", wrapper_CPU_deg2rad)
    lib.impl("deg2rad_", wrapper_CPU_deg2rad_)
    lib.impl("deg2rad.out", wrapper_CPU_deg2rad_out)
    lib.impl("rad2deg", wrapper_CPU_rad2deg)
    lib.impl("rad2deg_", wrapper_CPU_rad2deg_)
    lib.impl("rad2deg.out", wrapper_CPU_rad2deg_out)
    lib.impl("erfc", wrapper_CPU_erfc)
    lib.impl("erfc_", wrapper_CPU_erfc_)
    lib.impl("erfc.out", wrapper_CPU_erfc_out)
    lib.impl("sinc", wrapper_CPU_sinc)
    lib.impl("sinc_", wrapper_CPU_sinc_)
    lib.impl("sinc.out", wrapper_CPU_sinc_out)
    lib.impl("i0", wrapper_CPU_i0)
    lib.impl("i0_", wrapper_CPU_i0_)
    lib.impl("i0.out", wrapper_CPU_i0_out)
    lib.impl("special_i1", wrapper_CPU_special_i1)
    lib.impl("special_i1.out", wrapper_CPU_special_i1_out)
    lib.impl("digamma", wrapper_CPU_digamma)
    lib.impl("digamma_", wrapper_CPU_digamma_)
    lib.impl("digamma.out", wrapper_CPU_digamma_out)
    lib.impl("lgamma", wrapper_CPU_lgamma)
    lib.impl("lgamma_", wrapper_CPU_lgamma_)
    lib.impl("lgamma.out", wrapper_CPU_lgamma_out)
    lib.impl("logit", wrapper_CPU_logit)
    lib.impl("logit_", wrapper_CPU_logit_)
    lib.impl("logit.out", wrapper_CPU_logit_out)
    lib.impl("polygamma", wrapper_CPU_polygamma)
    lib.impl("polygamma.out", wrapper_CPU_polygamma_out)
    lib.impl("mvlgamma", wrapper_CPU_mvlgamma)
    lib.impl("mvlgamma_", wrapper_CPU_mvlgamma_)
    lib.impl("mvlgamma.out", wrapper_CPU_mvlgamma_out)
    lib.impl("signbit", wrapper_CPU_signbit)
    lib.impl("signbit.out", wrapper_CPU_signbit_out)
    lib.impl("isposinf", wrapper_CPU_isposinf)
    lib.impl("isposinf.out", wrapper_CPU_isposinf_out)
    lib.impl("isneginf", wrapper_CPU_isneginf)
    lib.impl("isneginf.out", wrapper_CPU_isneginf_out)
    lib.impl("frexp.Tensor", wrapper_CPU_frexp_Tensor)
    lib.impl("frexp.Tensor_out", wrapper_CPU_frexp_Tensor_out)
    lib.impl("fmax", wrapper_CPU_fmax)
    lib.impl("fmax.out", wrapper_CPU_fmax_out)
    lib.impl("fmin", wrapper_CPU_fmin)
    lib.impl("fmin.out", wrapper_CPU_fmin_out)
    lib.impl("logaddexp", wrapper_CPU_logaddexp)
    lib.impl("logaddexp.out", wrapper_CPU_logaddexp_out)
    lib.impl("logaddexp2", wrapper_CPU_logaddexp2)
    lib.impl("logaddexp2.out", wrapper_CPU_logaddexp2_out)
    lib.impl("hypot", wrapper_CPU_hypot)
    lib.impl("hypot_", wrapper_CPU_hypot_)
    lib.impl("hypot.out", wrapper_CPU_hypot_out)
    lib.impl("copysign.Tensor", wrapper_CPU_copysign_Tensor)
    lib.impl("copysign_.Tensor", wrapper_CPU_copysign__Tensor)
    lib.impl("copysign.out", wrapper_CPU_copysign_out)
    lib.impl("heaviside", wrapper_CPU_heaviside)
    lib.impl("heaviside_", wrapper_CPU_heaviside_)
    lib.impl("heaviside.out", wrapper_CPU_heaviside_out)
    lib.impl("gcd", wrapper_CPU_gcd)
    lib.impl("gcd_", wrapper_CPU_gcd_)
    lib.impl("gcd.out", wrapper_CPU_gcd_out)
    lib.impl("lcm", wrapper_CPU_lcm)
    lib.impl("lcm_", wrapper_CPU_lcm_)
    lib.impl("lcm.out", wrapper_CPU_lcm_out)
    lib.impl("nextafter", wrapper_CPU_nextafter)
    lib.impl("nextafter_", wrapper_CPU_nextafter_)
    lib.impl("nextafter.out", wrapper_CPU_nextafter_out)
    lib.impl("igamma", wrapper_CPU_igamma)
    lib.impl("igamma_", wrapper_CPU_igamma_)
    lib.impl("igamma.out", wrapper_CPU_igamma_out)
    lib.impl("igammac", wrapper_CPU_igammac)
    lib.impl("igammac_", wrapper_CPU_igammac_)
    lib.impl("igammac.out", wrapper_CPU_igammac_out)
    lib.impl("xlogy.Tensor", wrapper_CPU_xlogy_Tensor)
    lib.impl("xlogy_.Tensor", wrapper_CPU_xlogy__Tensor)
    lib.impl("xlogy.OutTensor", wrapper_CPU_xlogy_OutTensor)
    lib.impl("conj_physical", wrapper_CPU_conj_physical)
    lib.impl("conj_physical_", wrapper_CPU_conj_physical_)
    lib.impl("conj_physical.out", wrapper_CPU_conj_physical_out)
    lib.impl("angle", _native.angle)
    lib.impl("angle.out", _native.angle_out)
    lib.impl("sgn", wrapper_CPU_sgn)
    lib.impl("sgn_", wrapper_CPU_sgn_)
    lib.impl("sgn.out", wrapper_CPU_sgn_out)
    lib.impl("polar", _native.polar)
    lib.impl("polar.out", _native.polar_out)
    lib.impl("complex", _native.complex)
    lib.impl("complex.out", _native.complex_out)
    lib.impl("median", _native.median_all)
    lib.impl("median.out", _native.median_all_out)
    lib.impl("median.dim", wrapper_CPU_median_dim)
    lib.impl("median.dim_values", wrapper_CPU_median_dim_values)
    lib.impl("nanmedian", _native.nanmedian_all)
    lib.impl("nanmedian.out", _native.nanmedian_all_out)
    lib.impl("nanmedian.dim", wrapper_CPU_nanmedian_dim)
    lib.impl("nanmedian.dim_values", wrapper_CPU_nanmedian_dim_values)
    lib.impl("kthvalue", wrapper_CPU_kthvalue)
    lib.impl("kthvalue.values", wrapper_CPU_kthvalue_values)
    lib.impl("mode", wrapper_CPU_mode)
    lib.impl("mode.values", wrapper_CPU_mode_values)
    lib.impl("cummax", wrapper_CPU_cummax)
    lib.impl("cummax.out", wrapper_CPU_cummax_out)
    lib.impl("cummin", wrapper_CPU_cummin)
    lib.impl("cummin.out", wrapper_CPU_cummin_out)
    lib.impl("nansum", wrapper_CPU_nansum)
    lib.impl("nansum.out", wrapper_CPU_nansum_out)
    lib.impl("trace", _native.trace)
    lib.impl("trace.out", _native.trace_out)
    lib.impl("aminmax", wrapper_CPU_aminmax)
    lib.impl("aminmax.out", wrapper_CPU_aminmax_out)
    lib.impl("index_copy", wrapper_CPU_index_copy)
    lib.impl("index_copy_", wrapper_CPU_index_copy_)
    lib.impl("index_copy.out", wrapper_CPU_index_copy_out)
    lib.impl("bincount", _native.bincount)
    lib.impl("histogram.bins_tensor", _native.histogram_bins_tensor)
    lib.impl("histogram.bins_tensor_out", _native.histogram_bins_tensor_out)
    lib.impl("histogram.bin_ct", _native.histogram_bin_ct)
    lib.impl("histogram.bin_ct_out", _native.histogram_bin_ct_out)
    lib.impl("histogramdd", _native.histogramdd)
    lib.impl("histogramdd.int_bins", _native.histogramdd_int_bins)
    lib.impl("histogramdd.TensorList_bins", _native.histogramdd_TensorList_bins)
    lib.impl("unique_consecutive", _native.unique_consecutive_cpu)
    lib.impl("hardshrink", wrapper_CPU_hardshrink)
    lib.impl("hardshrink.out", wrapper_CPU_hardshrink_out)
    lib.impl("embedding_renorm_", _native.embedding_renorm_)
    lib.impl("cauchy_", _native.cauchy_)
    lib.impl("geometric_", _native.geometric_)
    lib.impl("log_normal_", _native.log_normal_)
    lib.impl("nonzero_static", _native.nonzero_static)
    lib.impl("sparse_dim", _native.sparse_dim_default)
    lib.impl("dense_dim", _native.dense_dim_default)
    lib.impl("to_sparse.sparse_dim", _native.dense_to_sparse_dim)
    lib.impl("to_sparse", _native.dense_to_sparse)
    lib.impl("special_entr", wrapper_CPU_special_entr)
    lib.impl("special_entr.out", wrapper_CPU_special_entr_out)
    lib.impl("special_erfcx", wrapper_CPU_special_erfcx)
    lib.impl("special_erfcx.out", wrapper_CPU_special_erfcx_out)
    lib.impl("special_i0e", wrapper_CPU_special_i0e)
    lib.impl("special_i0e.out", wrapper_CPU_special_i0e_out)
    lib.impl("special_i1e", wrapper_CPU_special_i1e)
    lib.impl("special_i1e.out", wrapper_CPU_special_i1e_out)
    lib.impl("special_ndtri", wrapper_CPU_special_ndtri)
    lib.impl("special_ndtri.out", wrapper_CPU_special_ndtri_out)
    lib.impl("special_log_ndtr", wrapper_CPU_special_log_ndtr)
    lib.impl("special_log_ndtr.out", wrapper_CPU_special_log_ndtr_out)
    lib.impl("special_airy_ai", wrapper_CPU_special_airy_ai)
    lib.impl("special_airy_ai.out", wrapper_CPU_special_airy_ai_out)
    lib.impl("special_bessel_j0", wrapper_CPU_special_bessel_j0)
    lib.impl("special_bessel_j0.out", wrapper_CPU_special_bessel_j0_out)
    lib.impl("special_bessel_j1", wrapper_CPU_special_bessel_j1)
    lib.impl("special_bessel_j1.out", wrapper_CPU_special_bessel_j1_out)
    lib.impl("special_bessel_y0", wrapper_CPU_special_bessel_y0)
    lib.impl("special_bessel_y0.out", wrapper_CPU_special_bessel_y0_out)
    lib.impl("special_bessel_y1", wrapper_CPU_special_bessel_y1)
    lib.impl("special_bessel_y1.out", wrapper_CPU_special_bessel_y1_out)
    lib.impl("special_modified_bessel_i0", wrapper_CPU_special_modified_bessel_i0)
    lib.impl("special_modified_bessel_i0.out", wrapper_CPU_special_modified_bessel_i0_out)
    lib.impl("special_modified_bessel_i1", wrapper_CPU_special_modified_bessel_i1)
    lib.impl("special_modified_bessel_i1.out", wrapper_CPU_special_modified_bessel_i1_out)
    lib.impl("special_modified_bessel_k0", wrapper_CPU_special_modified_bessel_k0)
    lib.impl("special_modified_bessel_k0.out", wrapper_CPU_special_modified_bessel_k0_out)
    lib.impl("special_modified_bessel_k1", wrapper_CPU_special_modified_bessel_k1)
    lib.impl("special_modified_bessel_k1.out", wrapper_CPU_special_modified_bessel_k1_out)
    lib.impl("special_scaled_modified_bessel_k0", wrapper_CPU_special_scaled_modified_bessel_k0)
    lib.impl(
        "special_scaled_modified_bessel_k0.out", wrapper_CPU_special_scaled_modified_bessel_k0_out
    )
    lib.impl("special_scaled_modified_bessel_k1", wrapper_CPU_special_scaled_modified_bessel_k1)
    lib.impl(
        "special_scaled_modified_bessel_k1.out", wrapper_CPU_special_scaled_modified_bessel_k1_out
    )
    lib.impl("special_spherical_bessel_j0", wrapper_CPU_special_spherical_bessel_j0)
    lib.impl("special_spherical_bessel_j0.out", wrapper_CPU_special_spherical_bessel_j0_out)
    lib.impl("special_xlog1py", wrapper_CPU_special_xlog1py)
    lib.impl("special_xlog1py.out", wrapper_CPU_special_xlog1py_out)
    lib.impl("special_zeta", wrapper_CPU_special_zeta)
    lib.impl("special_zeta.out", wrapper_CPU_special_zeta_out)
    lib.impl("special_chebyshev_polynomial_t", wrapper_CPU_special_chebyshev_polynomial_t)
    lib.impl("special_chebyshev_polynomial_t.out", wrapper_CPU_special_chebyshev_polynomial_t_out)
    lib.impl("special_chebyshev_polynomial_u", wrapper_CPU_special_chebyshev_polynomial_u)
    lib.impl("special_chebyshev_polynomial_u.out", wrapper_CPU_special_chebyshev_polynomial_u_out)
    lib.impl("special_chebyshev_polynomial_v", wrapper_CPU_special_chebyshev_polynomial_v)
    lib.impl("special_chebyshev_polynomial_v.out", wrapper_CPU_special_chebyshev_polynomial_v_out)
    lib.impl("special_chebyshev_polynomial_w", wrapper_CPU_special_chebyshev_polynomial_w)
    lib.impl("special_chebyshev_polynomial_w.out", wrapper_CPU_special_chebyshev_polynomial_w_out)
    lib.impl(
        "special_shifted_chebyshev_polynomial_t", wrapper_CPU_special_shifted_chebyshev_polynomial_t
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_t.out",
        wrapper_CPU_special_shifted_chebyshev_polynomial_t_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u", wrapper_CPU_special_shifted_chebyshev_polynomial_u
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_u.out",
        wrapper_CPU_special_shifted_chebyshev_polynomial_u_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v", wrapper_CPU_special_shifted_chebyshev_polynomial_v
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_v.out",
        wrapper_CPU_special_shifted_chebyshev_polynomial_v_out,
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w", wrapper_CPU_special_shifted_chebyshev_polynomial_w
    )
    lib.impl(
        "special_shifted_chebyshev_polynomial_w.out",
        wrapper_CPU_special_shifted_chebyshev_polynomial_w_out,
    )
    lib.impl("special_hermite_polynomial_h", wrapper_CPU_special_hermite_polynomial_h)
    lib.impl("special_hermite_polynomial_h.out", wrapper_CPU_special_hermite_polynomial_h_out)
    lib.impl("special_hermite_polynomial_he", wrapper_CPU_special_hermite_polynomial_he)
    lib.impl("special_hermite_polynomial_he.out", wrapper_CPU_special_hermite_polynomial_he_out)
    lib.impl("special_laguerre_polynomial_l", wrapper_CPU_special_laguerre_polynomial_l)
    lib.impl("special_laguerre_polynomial_l.out", wrapper_CPU_special_laguerre_polynomial_l_out)
    lib.impl("special_legendre_polynomial_p", wrapper_CPU_special_legendre_polynomial_p)
    lib.impl("special_legendre_polynomial_p.out", wrapper_CPU_special_legendre_polynomial_p_out)
    lib.impl("_fft_r2c", _native.fft_r2c)
    lib.impl("_fft_r2c.out", _native.fft_r2c_out)
    lib.impl("_fft_c2r", _native.fft_c2r)
    lib.impl("_fft_c2r.out", _native.fft_c2r_out)
    lib.impl("_fft_c2c", _native.fft_c2c)
    lib.impl("_fft_c2c.out", _native.fft_c2c_out)
