# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""Meta kernels of the aten operators (PyTorch's ``RegisterMeta.cpp``).

The caller passes ``Library("aten", "IMPL", "Meta")``.
"""

from glasstorch.c10.dispatch import Library

from .. import native as _native
from .. import structured as _structured


def wrapper_Meta_add_Tensor(self, other, alpha):
    meta = _native.meta_add(self, other, alpha)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_add__Tensor(self, other, alpha):
    meta = _native.meta_add(self, other, alpha)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_add_out(self, other, alpha, out):
    meta = _native.meta_add(self, other, alpha)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sub_Tensor(self, other, alpha):
    meta = _native.meta_sub(self, other, alpha)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sub__Tensor(self, other, alpha):
    meta = _native.meta_sub(self, other, alpha)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sub_out(self, other, alpha, out):
    meta = _native.meta_sub(self, other, alpha)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_mul_Tensor(self, other):
    meta = _native.meta_mul(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_mul__Tensor(self, other):
    meta = _native.meta_mul(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_mul_out(self, other, out):
    meta = _native.meta_mul(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_div_Tensor(self, other):
    meta = _native.meta_div(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_div__Tensor(self, other):
    meta = _native.meta_div(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_div_out(self, other, out):
    meta = _native.meta_div(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_div_Tensor_mode(self, other, rounding_mode):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_div__Tensor_mode(self, other, rounding_mode):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_div_out_mode(self, other, rounding_mode, out):
    meta = _native.meta_div_mode(self, other, rounding_mode)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_floor_divide(self, other):
    meta = _native.meta_floor_divide(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_floor_divide__Tensor(self, other):
    meta = _native.meta_floor_divide(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_floor_divide_out(self, other, out):
    meta = _native.meta_floor_divide(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_remainder_Tensor(self, other):
    meta = _native.meta_remainder(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_remainder__Tensor(self, other):
    meta = _native.meta_remainder(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_remainder_Tensor_out(self, other, out):
    meta = _native.meta_remainder(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_fmod_Tensor(self, other):
    meta = _native.meta_fmod(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_fmod__Tensor(self, other):
    meta = _native.meta_fmod(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_fmod_Tensor_out(self, other, out):
    meta = _native.meta_fmod(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_pow_Tensor_Tensor(self, exponent):
    meta = _native.meta_pow(self, exponent)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_pow__Tensor(self, exponent):
    meta = _native.meta_pow(self, exponent)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_pow_Tensor_Tensor_out(self, exponent, out):
    meta = _native.meta_pow(self, exponent)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_atan2(self, other):
    meta = _native.meta_atan2(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_atan2_(self, other):
    meta = _native.meta_atan2(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_atan2_out(self, other, out):
    meta = _native.meta_atan2(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_maximum(self, other):
    meta = _native.meta_maximum(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_maximum_out(self, other, out):
    meta = _native.meta_maximum(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_minimum(self, other):
    meta = _native.meta_minimum(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_minimum_out(self, other, out):
    meta = _native.meta_minimum(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_eq_Tensor(self, other):
    meta = _native.meta_eq(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_eq__Tensor(self, other):
    meta = _native.meta_eq(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_eq_Tensor_out(self, other, out):
    meta = _native.meta_eq(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_ne_Tensor(self, other):
    meta = _native.meta_ne(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_ne__Tensor(self, other):
    meta = _native.meta_ne(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_ne_Tensor_out(self, other, out):
    meta = _native.meta_ne(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_lt_Tensor(self, other):
    meta = _native.meta_lt(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_lt__Tensor(self, other):
    meta = _native.meta_lt(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_lt_Tensor_out(self, other, out):
    meta = _native.meta_lt(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_le_Tensor(self, other):
    meta = _native.meta_le(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_le__Tensor(self, other):
    meta = _native.meta_le(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_le_Tensor_out(self, other, out):
    meta = _native.meta_le(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_gt_Tensor(self, other):
    meta = _native.meta_gt(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_gt__Tensor(self, other):
    meta = _native.meta_gt(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_gt_Tensor_out(self, other, out):
    meta = _native.meta_gt(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_ge_Tensor(self, other):
    meta = _native.meta_ge(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_ge__Tensor(self, other):
    meta = _native.meta_ge(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_ge_Tensor_out(self, other, out):
    meta = _native.meta_ge(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_logical_and(self, other):
    meta = _native.meta_logical_and(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_logical_and_(self, other):
    meta = _native.meta_logical_and(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_logical_and_out(self, other, out):
    meta = _native.meta_logical_and(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_logical_or(self, other):
    meta = _native.meta_logical_or(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_logical_or_(self, other):
    meta = _native.meta_logical_or(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_logical_or_out(self, other, out):
    meta = _native.meta_logical_or(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_logical_xor(self, other):
    meta = _native.meta_logical_xor(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_logical_xor_(self, other):
    meta = _native.meta_logical_xor(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_logical_xor_out(self, other, out):
    meta = _native.meta_logical_xor(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_and_Tensor(self, other):
    meta = _native.meta_bitwise_and(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_and__Tensor(self, other):
    meta = _native.meta_bitwise_and(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_and_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_and(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_or_Tensor(self, other):
    meta = _native.meta_bitwise_or(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_or__Tensor(self, other):
    meta = _native.meta_bitwise_or(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_or_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_or(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_xor_Tensor(self, other):
    meta = _native.meta_bitwise_xor(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_xor__Tensor(self, other):
    meta = _native.meta_bitwise_xor(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_xor_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_xor(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_left_shift_Tensor(self, other):
    meta = _native.meta_bitwise_left_shift(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_left_shift__Tensor(self, other):
    meta = _native.meta_bitwise_left_shift(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_left_shift_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_left_shift(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_right_shift_Tensor(self, other):
    meta = _native.meta_bitwise_right_shift(self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_right_shift__Tensor(self, other):
    meta = _native.meta_bitwise_right_shift(self, other)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_right_shift_Tensor_out(self, other, out):
    meta = _native.meta_bitwise_right_shift(self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_where_self(condition, self, other):
    meta = _native.meta_where(condition, self, other)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_where_self_out(condition, self, other, out):
    meta = _native.meta_where(condition, self, other)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_lerp_Tensor(self, end, weight):
    meta = _native.meta_lerp(self, end, weight)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_lerp__Tensor(self, end, weight):
    meta = _native.meta_lerp(self, end, weight)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_lerp_Tensor_out(self, end, weight, out):
    meta = _native.meta_lerp(self, end, weight)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_addcmul(self, tensor1, tensor2, value):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_addcmul_(self, tensor1, tensor2, value):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_addcmul_out(self, tensor1, tensor2, value, out):
    meta = _native.meta_addcmul(self, tensor1, tensor2, value)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_addcdiv(self, tensor1, tensor2, value):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_addcdiv_(self, tensor1, tensor2, value):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_addcdiv_out(self, tensor1, tensor2, value, out):
    meta = _native.meta_addcdiv(self, tensor1, tensor2, value)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_clamp(self, min, max):
    meta = _native.meta_clamp(self, min, max)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_clamp_(self, min, max):
    meta = _native.meta_clamp(self, min, max)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_clamp_out(self, min, max, out):
    meta = _native.meta_clamp(self, min, max)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_clamp_Tensor(self, min, max):
    meta = _native.meta_clamp_Tensor(self, min, max)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_clamp__Tensor(self, min, max):
    meta = _native.meta_clamp_Tensor(self, min, max)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_clamp_Tensor_out(self, min, max, out):
    meta = _native.meta_clamp_Tensor(self, min, max)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_abs(self):
    meta = _native.meta_abs(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_abs_(self):
    meta = _native.meta_abs(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_abs_out(self, out):
    meta = _native.meta_abs(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_neg(self):
    meta = _native.meta_neg(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_neg_(self):
    meta = _native.meta_neg(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_neg_out(self, out):
    meta = _native.meta_neg(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sign(self):
    meta = _native.meta_sign(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sign_(self):
    meta = _native.meta_sign(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sign_out(self, out):
    meta = _native.meta_sign(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_exp(self):
    meta = _native.meta_exp(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_exp_(self):
    meta = _native.meta_exp(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_exp_out(self, out):
    meta = _native.meta_exp(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_exp2(self):
    meta = _native.meta_exp2(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_exp2_(self):
    meta = _native.meta_exp2(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_exp2_out(self, out):
    meta = _native.meta_exp2(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_expm1(self):
    meta = _native.meta_expm1(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_expm1_(self):
    meta = _native.meta_expm1(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_expm1_out(self, out):
    meta = _native.meta_expm1(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_log(self):
    meta = _native.meta_log(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_log_(self):
    meta = _native.meta_log(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_log_out(self, out):
    meta = _native.meta_log(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_log2(self):
    meta = _native.meta_log2(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_log2_(self):
    meta = _native.meta_log2(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_log2_out(self, out):
    meta = _native.meta_log2(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_log10(self):
    meta = _native.meta_log10(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_log10_(self):
    meta = _native.meta_log10(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_log10_out(self, out):
    meta = _native.meta_log10(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_log1p(self):
    meta = _native.meta_log1p(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_log1p_(self):
    meta = _native.meta_log1p(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_log1p_out(self, out):
    meta = _native.meta_log1p(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sqrt(self):
    meta = _native.meta_sqrt(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sqrt_(self):
    meta = _native.meta_sqrt(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sqrt_out(self, out):
    meta = _native.meta_sqrt(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_rsqrt(self):
    meta = _native.meta_rsqrt(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_rsqrt_(self):
    meta = _native.meta_rsqrt(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_rsqrt_out(self, out):
    meta = _native.meta_rsqrt(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_reciprocal(self):
    meta = _native.meta_reciprocal(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_reciprocal_(self):
    meta = _native.meta_reciprocal(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_reciprocal_out(self, out):
    meta = _native.meta_reciprocal(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sin(self):
    meta = _native.meta_sin(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sin_(self):
    meta = _native.meta_sin(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sin_out(self, out):
    meta = _native.meta_sin(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_cos(self):
    meta = _native.meta_cos(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_cos_(self):
    meta = _native.meta_cos(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_cos_out(self, out):
    meta = _native.meta_cos(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_tan(self):
    meta = _native.meta_tan(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_tan_(self):
    meta = _native.meta_tan(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_tan_out(self, out):
    meta = _native.meta_tan(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_asin(self):
    meta = _native.meta_asin(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_asin_(self):
    meta = _native.meta_asin(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_asin_out(self, out):
    meta = _native.meta_asin(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_acos(self):
    meta = _native.meta_acos(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_acos_(self):
    meta = _native.meta_acos(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_acos_out(self, out):
    meta = _native.meta_acos(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_atan(self):
    meta = _native.meta_atan(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_atan_(self):
    meta = _native.meta_atan(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_atan_out(self, out):
    meta = _native.meta_atan(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sinh(self):
    meta = _native.meta_sinh(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sinh_(self):
    meta = _native.meta_sinh(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sinh_out(self, out):
    meta = _native.meta_sinh(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_cosh(self):
    meta = _native.meta_cosh(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_cosh_(self):
    meta = _native.meta_cosh(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_cosh_out(self, out):
    meta = _native.meta_cosh(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_tanh(self):
    meta = _native.meta_tanh(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_tanh_(self):
    meta = _native.meta_tanh(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_tanh_out(self, out):
    meta = _native.meta_tanh(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_sigmoid(self):
    meta = _native.meta_sigmoid(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_sigmoid_(self):
    meta = _native.meta_sigmoid(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_sigmoid_out(self, out):
    meta = _native.meta_sigmoid(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_erf(self):
    meta = _native.meta_erf(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_erf_(self):
    meta = _native.meta_erf(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_erf_out(self, out):
    meta = _native.meta_erf(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_floor(self):
    meta = _native.meta_floor(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_floor_(self):
    meta = _native.meta_floor(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_floor_out(self, out):
    meta = _native.meta_floor(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_ceil(self):
    meta = _native.meta_ceil(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_ceil_(self):
    meta = _native.meta_ceil(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_ceil_out(self, out):
    meta = _native.meta_ceil(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_trunc(self):
    meta = _native.meta_trunc(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_trunc_(self):
    meta = _native.meta_trunc(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_trunc_out(self, out):
    meta = _native.meta_trunc(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_round(self):
    meta = _native.meta_round(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_round_(self):
    meta = _native.meta_round(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_round_out(self, out):
    meta = _native.meta_round(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_frac(self):
    meta = _native.meta_frac(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_frac_(self):
    meta = _native.meta_frac(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_frac_out(self, out):
    meta = _native.meta_frac(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_relu(self):
    meta = _native.meta_relu(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_relu_(self):
    meta = _native.meta_relu(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_relu_out(self, out):
    meta = _native.meta_relu(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_silu(self):
    meta = _native.meta_silu(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_silu_(self):
    meta = _native.meta_silu(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_silu_out(self, out):
    meta = _native.meta_silu(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_logical_not(self):
    meta = _native.meta_logical_not(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_logical_not_(self):
    meta = _native.meta_logical_not(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_logical_not_out(self, out):
    meta = _native.meta_logical_not(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_bitwise_not(self):
    meta = _native.meta_bitwise_not(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_bitwise_not_(self):
    meta = _native.meta_bitwise_not(self)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_bitwise_not_out(self, out):
    meta = _native.meta_bitwise_not(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_round_decimals(self, decimals):
    meta = _native.meta_round_decimals(self, decimals)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_round__decimals(self, decimals):
    meta = _native.meta_round_decimals(self, decimals)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_round_decimals_out(self, decimals, out):
    meta = _native.meta_round_decimals(self, decimals)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_gelu(self, approximate):
    meta = _native.meta_gelu(self, approximate)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_gelu_(self, approximate):
    meta = _native.meta_gelu(self, approximate)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_gelu_out(self, approximate, out):
    meta = _native.meta_gelu(self, approximate)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_softplus(self, beta, threshold):
    meta = _native.meta_softplus(self, beta, threshold)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_softplus_out(self, beta, threshold, out):
    meta = _native.meta_softplus(self, beta, threshold)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_leaky_relu(self, negative_slope):
    meta = _native.meta_leaky_relu(self, negative_slope)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_leaky_relu_(self, negative_slope):
    meta = _native.meta_leaky_relu(self, negative_slope)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_leaky_relu_out(self, negative_slope, out):
    meta = _native.meta_leaky_relu(self, negative_slope)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_elu(self, alpha, scale, input_scale):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_elu_(self, alpha, scale, input_scale):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_elu_out(self, alpha, scale, input_scale, out):
    meta = _native.meta_elu(self, alpha, scale, input_scale)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_nan_to_num(self, nan, posinf, neginf):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_nan_to_num_(self, nan, posinf, neginf):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    _structured.check_inplace(self, meta)
    return self


def wrapper_Meta_nan_to_num_out(self, nan, posinf, neginf, out):
    meta = _native.meta_nan_to_num(self, nan, posinf, neginf)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_isnan(self):
    meta = _native.meta_isnan(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_isnan_out(self, out):
    meta = _native.meta_isnan(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_isinf(self):
    meta = _native.meta_isinf(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_isinf_out(self, out):
    meta = _native.meta_isinf(self)
    _structured.resize_output(out, meta)
    return out


def wrapper_Meta_isfinite(self):
    meta = _native.meta_isfinite(self)
    out = _structured.allocate_output(meta)
    return out


def wrapper_Meta_isfinite_out(self, out):
    meta = _native.meta_isfinite(self)
    _structured.resize_output(out, meta)
    return out


def register(lib: Library) -> None:
    """Register every Meta kernel."""
    lib.impl("empty.memory_format", _native.empty)
    lib.impl("empty_strided", _native.empty_strided)
    lib.impl("copy_", _native.copy_meta_)
    lib.impl("fill_.Scalar", _native.fill_meta_)
    lib.impl("add.Tensor", wrapper_Meta_add_Tensor)
    lib.impl("add_.Tensor", wrapper_Meta_add__Tensor)
    lib.impl("add.out", wrapper_Meta_add_out)
    lib.impl("sub.Tensor", wrapper_Meta_sub_Tensor)
    lib.impl("sub_.Tensor", wrapper_Meta_sub__Tensor)
    lib.impl("sub.out", wrapper_Meta_sub_out)
    lib.impl("mul.Tensor", wrapper_Meta_mul_Tensor)
    lib.impl("mul_.Tensor", wrapper_Meta_mul__Tensor)
    lib.impl("mul.out", wrapper_Meta_mul_out)
    lib.impl("div.Tensor", wrapper_Meta_div_Tensor)
    lib.impl("div_.Tensor", wrapper_Meta_div__Tensor)
    lib.impl("div.out", wrapper_Meta_div_out)
    lib.impl("div.Tensor_mode", wrapper_Meta_div_Tensor_mode)
    lib.impl("div_.Tensor_mode", wrapper_Meta_div__Tensor_mode)
    lib.impl("div.out_mode", wrapper_Meta_div_out_mode)
    lib.impl("floor_divide", wrapper_Meta_floor_divide)
    lib.impl("floor_divide_.Tensor", wrapper_Meta_floor_divide__Tensor)
    lib.impl("floor_divide.out", wrapper_Meta_floor_divide_out)
    lib.impl("remainder.Tensor", wrapper_Meta_remainder_Tensor)
    lib.impl("remainder_.Tensor", wrapper_Meta_remainder__Tensor)
    lib.impl("remainder.Tensor_out", wrapper_Meta_remainder_Tensor_out)
    lib.impl("fmod.Tensor", wrapper_Meta_fmod_Tensor)
    lib.impl("fmod_.Tensor", wrapper_Meta_fmod__Tensor)
    lib.impl("fmod.Tensor_out", wrapper_Meta_fmod_Tensor_out)
    lib.impl("pow.Tensor_Tensor", wrapper_Meta_pow_Tensor_Tensor)
    lib.impl("pow_.Tensor", wrapper_Meta_pow__Tensor)
    lib.impl("pow.Tensor_Tensor_out", wrapper_Meta_pow_Tensor_Tensor_out)
    lib.impl("atan2", wrapper_Meta_atan2)
    lib.impl("atan2_", wrapper_Meta_atan2_)
    lib.impl("atan2.out", wrapper_Meta_atan2_out)
    lib.impl("maximum", wrapper_Meta_maximum)
    lib.impl("maximum.out", wrapper_Meta_maximum_out)
    lib.impl("minimum", wrapper_Meta_minimum)
    lib.impl("minimum.out", wrapper_Meta_minimum_out)
    lib.impl("eq.Tensor", wrapper_Meta_eq_Tensor)
    lib.impl("eq_.Tensor", wrapper_Meta_eq__Tensor)
    lib.impl("eq.Tensor_out", wrapper_Meta_eq_Tensor_out)
    lib.impl("ne.Tensor", wrapper_Meta_ne_Tensor)
    lib.impl("ne_.Tensor", wrapper_Meta_ne__Tensor)
    lib.impl("ne.Tensor_out", wrapper_Meta_ne_Tensor_out)
    lib.impl("lt.Tensor", wrapper_Meta_lt_Tensor)
    lib.impl("lt_.Tensor", wrapper_Meta_lt__Tensor)
    lib.impl("lt.Tensor_out", wrapper_Meta_lt_Tensor_out)
    lib.impl("le.Tensor", wrapper_Meta_le_Tensor)
    lib.impl("le_.Tensor", wrapper_Meta_le__Tensor)
    lib.impl("le.Tensor_out", wrapper_Meta_le_Tensor_out)
    lib.impl("gt.Tensor", wrapper_Meta_gt_Tensor)
    lib.impl("gt_.Tensor", wrapper_Meta_gt__Tensor)
    lib.impl("gt.Tensor_out", wrapper_Meta_gt_Tensor_out)
    lib.impl("ge.Tensor", wrapper_Meta_ge_Tensor)
    lib.impl("ge_.Tensor", wrapper_Meta_ge__Tensor)
    lib.impl("ge.Tensor_out", wrapper_Meta_ge_Tensor_out)
    lib.impl("logical_and", wrapper_Meta_logical_and)
    lib.impl("logical_and_", wrapper_Meta_logical_and_)
    lib.impl("logical_and.out", wrapper_Meta_logical_and_out)
    lib.impl("logical_or", wrapper_Meta_logical_or)
    lib.impl("logical_or_", wrapper_Meta_logical_or_)
    lib.impl("logical_or.out", wrapper_Meta_logical_or_out)
    lib.impl("logical_xor", wrapper_Meta_logical_xor)
    lib.impl("logical_xor_", wrapper_Meta_logical_xor_)
    lib.impl("logical_xor.out", wrapper_Meta_logical_xor_out)
    lib.impl("bitwise_and.Tensor", wrapper_Meta_bitwise_and_Tensor)
    lib.impl("bitwise_and_.Tensor", wrapper_Meta_bitwise_and__Tensor)
    lib.impl("bitwise_and.Tensor_out", wrapper_Meta_bitwise_and_Tensor_out)
    lib.impl("bitwise_or.Tensor", wrapper_Meta_bitwise_or_Tensor)
    lib.impl("bitwise_or_.Tensor", wrapper_Meta_bitwise_or__Tensor)
    lib.impl("bitwise_or.Tensor_out", wrapper_Meta_bitwise_or_Tensor_out)
    lib.impl("bitwise_xor.Tensor", wrapper_Meta_bitwise_xor_Tensor)
    lib.impl("bitwise_xor_.Tensor", wrapper_Meta_bitwise_xor__Tensor)
    lib.impl("bitwise_xor.Tensor_out", wrapper_Meta_bitwise_xor_Tensor_out)
    lib.impl("bitwise_left_shift.Tensor", wrapper_Meta_bitwise_left_shift_Tensor)
    lib.impl("bitwise_left_shift_.Tensor", wrapper_Meta_bitwise_left_shift__Tensor)
    lib.impl("bitwise_left_shift.Tensor_out", wrapper_Meta_bitwise_left_shift_Tensor_out)
    lib.impl("bitwise_right_shift.Tensor", wrapper_Meta_bitwise_right_shift_Tensor)
    lib.impl("bitwise_right_shift_.Tensor", wrapper_Meta_bitwise_right_shift__Tensor)
    lib.impl("bitwise_right_shift.Tensor_out", wrapper_Meta_bitwise_right_shift_Tensor_out)
    lib.impl("where.self", wrapper_Meta_where_self)
    lib.impl("where.self_out", wrapper_Meta_where_self_out)
    lib.impl("lerp.Tensor", wrapper_Meta_lerp_Tensor)
    lib.impl("lerp_.Tensor", wrapper_Meta_lerp__Tensor)
    lib.impl("lerp.Tensor_out", wrapper_Meta_lerp_Tensor_out)
    lib.impl("addcmul", wrapper_Meta_addcmul)
    lib.impl("addcmul_", wrapper_Meta_addcmul_)
    lib.impl("addcmul.out", wrapper_Meta_addcmul_out)
    lib.impl("addcdiv", wrapper_Meta_addcdiv)
    lib.impl("addcdiv_", wrapper_Meta_addcdiv_)
    lib.impl("addcdiv.out", wrapper_Meta_addcdiv_out)
    lib.impl("clamp", wrapper_Meta_clamp)
    lib.impl("clamp_", wrapper_Meta_clamp_)
    lib.impl("clamp.out", wrapper_Meta_clamp_out)
    lib.impl("clamp.Tensor", wrapper_Meta_clamp_Tensor)
    lib.impl("clamp_.Tensor", wrapper_Meta_clamp__Tensor)
    lib.impl("clamp.Tensor_out", wrapper_Meta_clamp_Tensor_out)
    lib.impl("abs", wrapper_Meta_abs)
    lib.impl("abs_", wrapper_Meta_abs_)
    lib.impl("abs.out", wrapper_Meta_abs_out)
    lib.impl("neg", wrapper_Meta_neg)
    lib.impl("neg_", wrapper_Meta_neg_)
    lib.impl("neg.out", wrapper_Meta_neg_out)
    lib.impl("sign", wrapper_Meta_sign)
    lib.impl("sign_", wrapper_Meta_sign_)
    lib.impl("sign.out", wrapper_Meta_sign_out)
    lib.impl("exp", wrapper_Meta_exp)
    lib.impl("exp_", wrapper_Meta_exp_)
    lib.impl("exp.out", wrapper_Meta_exp_out)
    lib.impl("exp2", wrapper_Meta_exp2)
    lib.impl("exp2_", wrapper_Meta_exp2_)
    lib.impl("exp2.out", wrapper_Meta_exp2_out)
    lib.impl("expm1", wrapper_Meta_expm1)
    lib.impl("expm1_", wrapper_Meta_expm1_)
    lib.impl("expm1.out", wrapper_Meta_expm1_out)
    lib.impl("log", wrapper_Meta_log)
    lib.impl("log_", wrapper_Meta_log_)
    lib.impl("log.out", wrapper_Meta_log_out)
    lib.impl("log2", wrapper_Meta_log2)
    lib.impl("log2_", wrapper_Meta_log2_)
    lib.impl("log2.out", wrapper_Meta_log2_out)
    lib.impl("log10", wrapper_Meta_log10)
    lib.impl("log10_", wrapper_Meta_log10_)
    lib.impl("log10.out", wrapper_Meta_log10_out)
    lib.impl("log1p", wrapper_Meta_log1p)
    lib.impl("log1p_", wrapper_Meta_log1p_)
    lib.impl("log1p.out", wrapper_Meta_log1p_out)
    lib.impl("sqrt", wrapper_Meta_sqrt)
    lib.impl("sqrt_", wrapper_Meta_sqrt_)
    lib.impl("sqrt.out", wrapper_Meta_sqrt_out)
    lib.impl("rsqrt", wrapper_Meta_rsqrt)
    lib.impl("rsqrt_", wrapper_Meta_rsqrt_)
    lib.impl("rsqrt.out", wrapper_Meta_rsqrt_out)
    lib.impl("reciprocal", wrapper_Meta_reciprocal)
    lib.impl("reciprocal_", wrapper_Meta_reciprocal_)
    lib.impl("reciprocal.out", wrapper_Meta_reciprocal_out)
    lib.impl("sin", wrapper_Meta_sin)
    lib.impl("sin_", wrapper_Meta_sin_)
    lib.impl("sin.out", wrapper_Meta_sin_out)
    lib.impl("cos", wrapper_Meta_cos)
    lib.impl("cos_", wrapper_Meta_cos_)
    lib.impl("cos.out", wrapper_Meta_cos_out)
    lib.impl("tan", wrapper_Meta_tan)
    lib.impl("tan_", wrapper_Meta_tan_)
    lib.impl("tan.out", wrapper_Meta_tan_out)
    lib.impl("asin", wrapper_Meta_asin)
    lib.impl("asin_", wrapper_Meta_asin_)
    lib.impl("asin.out", wrapper_Meta_asin_out)
    lib.impl("acos", wrapper_Meta_acos)
    lib.impl("acos_", wrapper_Meta_acos_)
    lib.impl("acos.out", wrapper_Meta_acos_out)
    lib.impl("atan", wrapper_Meta_atan)
    lib.impl("atan_", wrapper_Meta_atan_)
    lib.impl("atan.out", wrapper_Meta_atan_out)
    lib.impl("sinh", wrapper_Meta_sinh)
    lib.impl("sinh_", wrapper_Meta_sinh_)
    lib.impl("sinh.out", wrapper_Meta_sinh_out)
    lib.impl("cosh", wrapper_Meta_cosh)
    lib.impl("cosh_", wrapper_Meta_cosh_)
    lib.impl("cosh.out", wrapper_Meta_cosh_out)
    lib.impl("tanh", wrapper_Meta_tanh)
    lib.impl("tanh_", wrapper_Meta_tanh_)
    lib.impl("tanh.out", wrapper_Meta_tanh_out)
    lib.impl("sigmoid", wrapper_Meta_sigmoid)
    lib.impl("sigmoid_", wrapper_Meta_sigmoid_)
    lib.impl("sigmoid.out", wrapper_Meta_sigmoid_out)
    lib.impl("erf", wrapper_Meta_erf)
    lib.impl("erf_", wrapper_Meta_erf_)
    lib.impl("erf.out", wrapper_Meta_erf_out)
    lib.impl("floor", wrapper_Meta_floor)
    lib.impl("floor_", wrapper_Meta_floor_)
    lib.impl("floor.out", wrapper_Meta_floor_out)
    lib.impl("ceil", wrapper_Meta_ceil)
    lib.impl("ceil_", wrapper_Meta_ceil_)
    lib.impl("ceil.out", wrapper_Meta_ceil_out)
    lib.impl("trunc", wrapper_Meta_trunc)
    lib.impl("trunc_", wrapper_Meta_trunc_)
    lib.impl("trunc.out", wrapper_Meta_trunc_out)
    lib.impl("round", wrapper_Meta_round)
    lib.impl("round_", wrapper_Meta_round_)
    lib.impl("round.out", wrapper_Meta_round_out)
    lib.impl("frac", wrapper_Meta_frac)
    lib.impl("frac_", wrapper_Meta_frac_)
    lib.impl("frac.out", wrapper_Meta_frac_out)
    lib.impl("relu", wrapper_Meta_relu)
    lib.impl("relu_", wrapper_Meta_relu_)
    lib.impl("relu.out", wrapper_Meta_relu_out)
    lib.impl("silu", wrapper_Meta_silu)
    lib.impl("silu_", wrapper_Meta_silu_)
    lib.impl("silu.out", wrapper_Meta_silu_out)
    lib.impl("logical_not", wrapper_Meta_logical_not)
    lib.impl("logical_not_", wrapper_Meta_logical_not_)
    lib.impl("logical_not.out", wrapper_Meta_logical_not_out)
    lib.impl("bitwise_not", wrapper_Meta_bitwise_not)
    lib.impl("bitwise_not_", wrapper_Meta_bitwise_not_)
    lib.impl("bitwise_not.out", wrapper_Meta_bitwise_not_out)
    lib.impl("round.decimals", wrapper_Meta_round_decimals)
    lib.impl("round_.decimals", wrapper_Meta_round__decimals)
    lib.impl("round.decimals_out", wrapper_Meta_round_decimals_out)
    lib.impl("gelu", wrapper_Meta_gelu)
    lib.impl("gelu_", wrapper_Meta_gelu_)
    lib.impl("gelu.out", wrapper_Meta_gelu_out)
    lib.impl("softplus", wrapper_Meta_softplus)
    lib.impl("softplus.out", wrapper_Meta_softplus_out)
    lib.impl("leaky_relu", wrapper_Meta_leaky_relu)
    lib.impl("leaky_relu_", wrapper_Meta_leaky_relu_)
    lib.impl("leaky_relu.out", wrapper_Meta_leaky_relu_out)
    lib.impl("elu", wrapper_Meta_elu)
    lib.impl("elu_", wrapper_Meta_elu_)
    lib.impl("elu.out", wrapper_Meta_elu_out)
    lib.impl("nan_to_num", wrapper_Meta_nan_to_num)
    lib.impl("nan_to_num_", wrapper_Meta_nan_to_num_)
    lib.impl("nan_to_num.out", wrapper_Meta_nan_to_num_out)
    lib.impl("isnan", wrapper_Meta_isnan)
    lib.impl("isnan.out", wrapper_Meta_isnan_out)
    lib.impl("isinf", wrapper_Meta_isinf)
    lib.impl("isinf.out", wrapper_Meta_isinf_out)
    lib.impl("isfinite", wrapper_Meta_isfinite)
    lib.impl("isfinite.out", wrapper_Meta_isfinite_out)
