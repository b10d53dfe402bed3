# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""Define every aten schema (PyTorch's ``RegisterSchema.cpp``).

The caller passes ``Library("aten", "DEF")``; each ``ops.<op>.entry`` is bound here.
"""

from glasstorch.c10.dispatch import Dispatcher, Library

from . import ops


def register(lib: Library) -> None:
    """Define each operator and bind its OperatorEntry to its ``ops`` class."""
    dispatcher = Dispatcher.singleton()
    lib.define(ops.empty_memory_format.schema_str)
    ops.empty_memory_format.entry = dispatcher.find_schema("aten::empty.memory_format").entry
    lib.define(ops.empty_strided.schema_str)
    ops.empty_strided.entry = dispatcher.find_schema("aten::empty_strided").entry
    lib.define(ops.copy_.schema_str)
    ops.copy_.entry = dispatcher.find_schema("aten::copy_").entry
    lib.define(ops._to_copy.schema_str)
    ops._to_copy.entry = dispatcher.find_schema("aten::_to_copy").entry
    lib.define(ops.fill__Scalar.schema_str)
    ops.fill__Scalar.entry = dispatcher.find_schema("aten::fill_.Scalar").entry
    lib.define(ops.zero_.schema_str)
    ops.zero_.entry = dispatcher.find_schema("aten::zero_").entry
    lib.define(ops.clone.schema_str)
    ops.clone.entry = dispatcher.find_schema("aten::clone").entry
    lib.define(ops.add_Tensor.schema_str)
    ops.add_Tensor.entry = dispatcher.find_schema("aten::add.Tensor").entry
    lib.define(ops.add__Tensor.schema_str)
    ops.add__Tensor.entry = dispatcher.find_schema("aten::add_.Tensor").entry
    lib.define(ops.add_out.schema_str)
    ops.add_out.entry = dispatcher.find_schema("aten::add.out").entry
    lib.define(ops.sub_Tensor.schema_str)
    ops.sub_Tensor.entry = dispatcher.find_schema("aten::sub.Tensor").entry
    lib.define(ops.sub__Tensor.schema_str)
    ops.sub__Tensor.entry = dispatcher.find_schema("aten::sub_.Tensor").entry
    lib.define(ops.sub_out.schema_str)
    ops.sub_out.entry = dispatcher.find_schema("aten::sub.out").entry
    lib.define(ops.rsub_Tensor.schema_str)
    ops.rsub_Tensor.entry = dispatcher.find_schema("aten::rsub.Tensor").entry
    lib.define(ops.mul_Tensor.schema_str)
    ops.mul_Tensor.entry = dispatcher.find_schema("aten::mul.Tensor").entry
    lib.define(ops.mul__Tensor.schema_str)
    ops.mul__Tensor.entry = dispatcher.find_schema("aten::mul_.Tensor").entry
    lib.define(ops.mul_out.schema_str)
    ops.mul_out.entry = dispatcher.find_schema("aten::mul.out").entry
    lib.define(ops.div_Tensor.schema_str)
    ops.div_Tensor.entry = dispatcher.find_schema("aten::div.Tensor").entry
    lib.define(ops.div__Tensor.schema_str)
    ops.div__Tensor.entry = dispatcher.find_schema("aten::div_.Tensor").entry
    lib.define(ops.div_out.schema_str)
    ops.div_out.entry = dispatcher.find_schema("aten::div.out").entry
    lib.define(ops.div_Tensor_mode.schema_str)
    ops.div_Tensor_mode.entry = dispatcher.find_schema("aten::div.Tensor_mode").entry
    lib.define(ops.div__Tensor_mode.schema_str)
    ops.div__Tensor_mode.entry = dispatcher.find_schema("aten::div_.Tensor_mode").entry
    lib.define(ops.div_out_mode.schema_str)
    ops.div_out_mode.entry = dispatcher.find_schema("aten::div.out_mode").entry
    lib.define(ops.floor_divide.schema_str)
    ops.floor_divide.entry = dispatcher.find_schema("aten::floor_divide").entry
    lib.define(ops.floor_divide__Tensor.schema_str)
    ops.floor_divide__Tensor.entry = dispatcher.find_schema("aten::floor_divide_.Tensor").entry
    lib.define(ops.floor_divide_out.schema_str)
    ops.floor_divide_out.entry = dispatcher.find_schema("aten::floor_divide.out").entry
    lib.define(ops.remainder_Tensor.schema_str)
    ops.remainder_Tensor.entry = dispatcher.find_schema("aten::remainder.Tensor").entry
    lib.define(ops.remainder__Tensor.schema_str)
    ops.remainder__Tensor.entry = dispatcher.find_schema("aten::remainder_.Tensor").entry
    lib.define(ops.remainder_Tensor_out.schema_str)
    ops.remainder_Tensor_out.entry = dispatcher.find_schema("aten::remainder.Tensor_out").entry
    lib.define(ops.fmod_Tensor.schema_str)
    ops.fmod_Tensor.entry = dispatcher.find_schema("aten::fmod.Tensor").entry
    lib.define(ops.fmod__Tensor.schema_str)
    ops.fmod__Tensor.entry = dispatcher.find_schema("aten::fmod_.Tensor").entry
    lib.define(ops.fmod_Tensor_out.schema_str)
    ops.fmod_Tensor_out.entry = dispatcher.find_schema("aten::fmod.Tensor_out").entry
    lib.define(ops.pow_Tensor_Tensor.schema_str)
    ops.pow_Tensor_Tensor.entry = dispatcher.find_schema("aten::pow.Tensor_Tensor").entry
    lib.define(ops.pow__Tensor.schema_str)
    ops.pow__Tensor.entry = dispatcher.find_schema("aten::pow_.Tensor").entry
    lib.define(ops.pow_Tensor_Tensor_out.schema_str)
    ops.pow_Tensor_Tensor_out.entry = dispatcher.find_schema("aten::pow.Tensor_Tensor_out").entry
    lib.define(ops.atan2.schema_str)
    ops.atan2.entry = dispatcher.find_schema("aten::atan2").entry
    lib.define(ops.atan2_.schema_str)
    ops.atan2_.entry = dispatcher.find_schema("aten::atan2_").entry
    lib.define(ops.atan2_out.schema_str)
    ops.atan2_out.entry = dispatcher.find_schema("aten::atan2.out").entry
    lib.define(ops.maximum.schema_str)
    ops.maximum.entry = dispatcher.find_schema("aten::maximum").entry
    lib.define(ops.maximum_out.schema_str)
    ops.maximum_out.entry = dispatcher.find_schema("aten::maximum.out").entry
    lib.define(ops.minimum.schema_str)
    ops.minimum.entry = dispatcher.find_schema("aten::minimum").entry
    lib.define(ops.minimum_out.schema_str)
    ops.minimum_out.entry = dispatcher.find_schema("aten::minimum.out").entry
    lib.define(ops.eq_Tensor.schema_str)
    ops.eq_Tensor.entry = dispatcher.find_schema("aten::eq.Tensor").entry
    lib.define(ops.eq__Tensor.schema_str)
    ops.eq__Tensor.entry = dispatcher.find_schema("aten::eq_.Tensor").entry
    lib.define(ops.eq_Tensor_out.schema_str)
    ops.eq_Tensor_out.entry = dispatcher.find_schema("aten::eq.Tensor_out").entry
    lib.define(ops.ne_Tensor.schema_str)
    ops.ne_Tensor.entry = dispatcher.find_schema("aten::ne.Tensor").entry
    lib.define(ops.ne__Tensor.schema_str)
    ops.ne__Tensor.entry = dispatcher.find_schema("aten::ne_.Tensor").entry
    lib.define(ops.ne_Tensor_out.schema_str)
    ops.ne_Tensor_out.entry = dispatcher.find_schema("aten::ne.Tensor_out").entry
    lib.define(ops.lt_Tensor.schema_str)
    ops.lt_Tensor.entry = dispatcher.find_schema("aten::lt.Tensor").entry
    lib.define(ops.lt__Tensor.schema_str)
    ops.lt__Tensor.entry = dispatcher.find_schema("aten::lt_.Tensor").entry
    lib.define(ops.lt_Tensor_out.schema_str)
    ops.lt_Tensor_out.entry = dispatcher.find_schema("aten::lt.Tensor_out").entry
    lib.define(ops.le_Tensor.schema_str)
    ops.le_Tensor.entry = dispatcher.find_schema("aten::le.Tensor").entry
    lib.define(ops.le__Tensor.schema_str)
    ops.le__Tensor.entry = dispatcher.find_schema("aten::le_.Tensor").entry
    lib.define(ops.le_Tensor_out.schema_str)
    ops.le_Tensor_out.entry = dispatcher.find_schema("aten::le.Tensor_out").entry
    lib.define(ops.gt_Tensor.schema_str)
    ops.gt_Tensor.entry = dispatcher.find_schema("aten::gt.Tensor").entry
    lib.define(ops.gt__Tensor.schema_str)
    ops.gt__Tensor.entry = dispatcher.find_schema("aten::gt_.Tensor").entry
    lib.define(ops.gt_Tensor_out.schema_str)
    ops.gt_Tensor_out.entry = dispatcher.find_schema("aten::gt.Tensor_out").entry
    lib.define(ops.ge_Tensor.schema_str)
    ops.ge_Tensor.entry = dispatcher.find_schema("aten::ge.Tensor").entry
    lib.define(ops.ge__Tensor.schema_str)
    ops.ge__Tensor.entry = dispatcher.find_schema("aten::ge_.Tensor").entry
    lib.define(ops.ge_Tensor_out.schema_str)
    ops.ge_Tensor_out.entry = dispatcher.find_schema("aten::ge.Tensor_out").entry
    lib.define(ops.logical_and.schema_str)
    ops.logical_and.entry = dispatcher.find_schema("aten::logical_and").entry
    lib.define(ops.logical_and_.schema_str)
    ops.logical_and_.entry = dispatcher.find_schema("aten::logical_and_").entry
    lib.define(ops.logical_and_out.schema_str)
    ops.logical_and_out.entry = dispatcher.find_schema("aten::logical_and.out").entry
    lib.define(ops.logical_or.schema_str)
    ops.logical_or.entry = dispatcher.find_schema("aten::logical_or").entry
    lib.define(ops.logical_or_.schema_str)
    ops.logical_or_.entry = dispatcher.find_schema("aten::logical_or_").entry
    lib.define(ops.logical_or_out.schema_str)
    ops.logical_or_out.entry = dispatcher.find_schema("aten::logical_or.out").entry
    lib.define(ops.logical_xor.schema_str)
    ops.logical_xor.entry = dispatcher.find_schema("aten::logical_xor").entry
    lib.define(ops.logical_xor_.schema_str)
    ops.logical_xor_.entry = dispatcher.find_schema("aten::logical_xor_").entry
    lib.define(ops.logical_xor_out.schema_str)
    ops.logical_xor_out.entry = dispatcher.find_schema("aten::logical_xor.out").entry
    lib.define(ops.bitwise_and_Tensor.schema_str)
    ops.bitwise_and_Tensor.entry = dispatcher.find_schema("aten::bitwise_and.Tensor").entry
    lib.define(ops.bitwise_and__Tensor.schema_str)
    ops.bitwise_and__Tensor.entry = dispatcher.find_schema("aten::bitwise_and_.Tensor").entry
    lib.define(ops.bitwise_and_Tensor_out.schema_str)
    ops.bitwise_and_Tensor_out.entry = dispatcher.find_schema("aten::bitwise_and.Tensor_out").entry
    lib.define(ops.bitwise_or_Tensor.schema_str)
    ops.bitwise_or_Tensor.entry = dispatcher.find_schema("aten::bitwise_or.Tensor").entry
    lib.define(ops.bitwise_or__Tensor.schema_str)
    ops.bitwise_or__Tensor.entry = dispatcher.find_schema("aten::bitwise_or_.Tensor").entry
    lib.define(ops.bitwise_or_Tensor_out.schema_str)
    ops.bitwise_or_Tensor_out.entry = dispatcher.find_schema("aten::bitwise_or.Tensor_out").entry
    lib.define(ops.bitwise_xor_Tensor.schema_str)
    ops.bitwise_xor_Tensor.entry = dispatcher.find_schema("aten::bitwise_xor.Tensor").entry
    lib.define(ops.bitwise_xor__Tensor.schema_str)
    ops.bitwise_xor__Tensor.entry = dispatcher.find_schema("aten::bitwise_xor_.Tensor").entry
    lib.define(ops.bitwise_xor_Tensor_out.schema_str)
    ops.bitwise_xor_Tensor_out.entry = dispatcher.find_schema("aten::bitwise_xor.Tensor_out").entry
    lib.define(ops.bitwise_left_shift_Tensor.schema_str)
    ops.bitwise_left_shift_Tensor.entry = dispatcher.find_schema(
        "aten::bitwise_left_shift.Tensor"
    ).entry
    lib.define(ops.bitwise_left_shift__Tensor.schema_str)
    ops.bitwise_left_shift__Tensor.entry = dispatcher.find_schema(
        "aten::bitwise_left_shift_.Tensor"
    ).entry
    lib.define(ops.bitwise_left_shift_Tensor_out.schema_str)
    ops.bitwise_left_shift_Tensor_out.entry = dispatcher.find_schema(
        "aten::bitwise_left_shift.Tensor_out"
    ).entry
    lib.define(ops.bitwise_right_shift_Tensor.schema_str)
    ops.bitwise_right_shift_Tensor.entry = dispatcher.find_schema(
        "aten::bitwise_right_shift.Tensor"
    ).entry
    lib.define(ops.bitwise_right_shift__Tensor.schema_str)
    ops.bitwise_right_shift__Tensor.entry = dispatcher.find_schema(
        "aten::bitwise_right_shift_.Tensor"
    ).entry
    lib.define(ops.bitwise_right_shift_Tensor_out.schema_str)
    ops.bitwise_right_shift_Tensor_out.entry = dispatcher.find_schema(
        "aten::bitwise_right_shift.Tensor_out"
    ).entry
    lib.define(ops.where_self.schema_str)
    ops.where_self.entry = dispatcher.find_schema("aten::where.self").entry
    lib.define(ops.where_self_out.schema_str)
    ops.where_self_out.entry = dispatcher.find_schema("aten::where.self_out").entry
    lib.define(ops.lerp_Tensor.schema_str)
    ops.lerp_Tensor.entry = dispatcher.find_schema("aten::lerp.Tensor").entry
    lib.define(ops.lerp__Tensor.schema_str)
    ops.lerp__Tensor.entry = dispatcher.find_schema("aten::lerp_.Tensor").entry
    lib.define(ops.lerp_Tensor_out.schema_str)
    ops.lerp_Tensor_out.entry = dispatcher.find_schema("aten::lerp.Tensor_out").entry
    lib.define(ops.addcmul.schema_str)
    ops.addcmul.entry = dispatcher.find_schema("aten::addcmul").entry
    lib.define(ops.addcmul_.schema_str)
    ops.addcmul_.entry = dispatcher.find_schema("aten::addcmul_").entry
    lib.define(ops.addcmul_out.schema_str)
    ops.addcmul_out.entry = dispatcher.find_schema("aten::addcmul.out").entry
    lib.define(ops.addcdiv.schema_str)
    ops.addcdiv.entry = dispatcher.find_schema("aten::addcdiv").entry
    lib.define(ops.addcdiv_.schema_str)
    ops.addcdiv_.entry = dispatcher.find_schema("aten::addcdiv_").entry
    lib.define(ops.addcdiv_out.schema_str)
    ops.addcdiv_out.entry = dispatcher.find_schema("aten::addcdiv.out").entry
    lib.define(ops.clamp.schema_str)
    ops.clamp.entry = dispatcher.find_schema("aten::clamp").entry
    lib.define(ops.clamp_.schema_str)
    ops.clamp_.entry = dispatcher.find_schema("aten::clamp_").entry
    lib.define(ops.clamp_out.schema_str)
    ops.clamp_out.entry = dispatcher.find_schema("aten::clamp.out").entry
    lib.define(ops.clamp_Tensor.schema_str)
    ops.clamp_Tensor.entry = dispatcher.find_schema("aten::clamp.Tensor").entry
    lib.define(ops.clamp__Tensor.schema_str)
    ops.clamp__Tensor.entry = dispatcher.find_schema("aten::clamp_.Tensor").entry
    lib.define(ops.clamp_Tensor_out.schema_str)
    ops.clamp_Tensor_out.entry = dispatcher.find_schema("aten::clamp.Tensor_out").entry
    lib.define(ops.clip.schema_str)
    ops.clip.entry = dispatcher.find_schema("aten::clip").entry
    lib.define(ops.clip_Tensor.schema_str)
    ops.clip_Tensor.entry = dispatcher.find_schema("aten::clip.Tensor").entry
    lib.define(ops.abs.schema_str)
    ops.abs.entry = dispatcher.find_schema("aten::abs").entry
    lib.define(ops.abs_.schema_str)
    ops.abs_.entry = dispatcher.find_schema("aten::abs_").entry
    lib.define(ops.abs_out.schema_str)
    ops.abs_out.entry = dispatcher.find_schema("aten::abs.out").entry
    lib.define(ops.neg.schema_str)
    ops.neg.entry = dispatcher.find_schema("aten::neg").entry
    lib.define(ops.neg_.schema_str)
    ops.neg_.entry = dispatcher.find_schema("aten::neg_").entry
    lib.define(ops.neg_out.schema_str)
    ops.neg_out.entry = dispatcher.find_schema("aten::neg.out").entry
    lib.define(ops.sign.schema_str)
    ops.sign.entry = dispatcher.find_schema("aten::sign").entry
    lib.define(ops.sign_.schema_str)
    ops.sign_.entry = dispatcher.find_schema("aten::sign_").entry
    lib.define(ops.sign_out.schema_str)
    ops.sign_out.entry = dispatcher.find_schema("aten::sign.out").entry
    lib.define(ops.exp.schema_str)
    ops.exp.entry = dispatcher.find_schema("aten::exp").entry
    lib.define(ops.exp_.schema_str)
    ops.exp_.entry = dispatcher.find_schema("aten::exp_").entry
    lib.define(ops.exp_out.schema_str)
    ops.exp_out.entry = dispatcher.find_schema("aten::exp.out").entry
    lib.define(ops.exp2.schema_str)
    ops.exp2.entry = dispatcher.find_schema("aten::exp2").entry
    lib.define(ops.exp2_.schema_str)
    ops.exp2_.entry = dispatcher.find_schema("aten::exp2_").entry
    lib.define(ops.exp2_out.schema_str)
    ops.exp2_out.entry = dispatcher.find_schema("aten::exp2.out").entry
    lib.define(ops.expm1.schema_str)
    ops.expm1.entry = dispatcher.find_schema("aten::expm1").entry
    lib.define(ops.expm1_.schema_str)
    ops.expm1_.entry = dispatcher.find_schema("aten::expm1_").entry
    lib.define(ops.expm1_out.schema_str)
    ops.expm1_out.entry = dispatcher.find_schema("aten::expm1.out").entry
    lib.define(ops.log.schema_str)
    ops.log.entry = dispatcher.find_schema("aten::log").entry
    lib.define(ops.log_.schema_str)
    ops.log_.entry = dispatcher.find_schema("aten::log_").entry
    lib.define(ops.log_out.schema_str)
    ops.log_out.entry = dispatcher.find_schema("aten::log.out").entry
    lib.define(ops.log2.schema_str)
    ops.log2.entry = dispatcher.find_schema("aten::log2").entry
    lib.define(ops.log2_.schema_str)
    ops.log2_.entry = dispatcher.find_schema("aten::log2_").entry
    lib.define(ops.log2_out.schema_str)
    ops.log2_out.entry = dispatcher.find_schema("aten::log2.out").entry
    lib.define(ops.log10.schema_str)
    ops.log10.entry = dispatcher.find_schema("aten::log10").entry
    lib.define(ops.log10_.schema_str)
    ops.log10_.entry = dispatcher.find_schema("aten::log10_").entry
    lib.define(ops.log10_out.schema_str)
    ops.log10_out.entry = dispatcher.find_schema("aten::log10.out").entry
    lib.define(ops.log1p.schema_str)
    ops.log1p.entry = dispatcher.find_schema("aten::log1p").entry
    lib.define(ops.log1p_.schema_str)
    ops.log1p_.entry = dispatcher.find_schema("aten::log1p_").entry
    lib.define(ops.log1p_out.schema_str)
    ops.log1p_out.entry = dispatcher.find_schema("aten::log1p.out").entry
    lib.define(ops.sqrt.schema_str)
    ops.sqrt.entry = dispatcher.find_schema("aten::sqrt").entry
    lib.define(ops.sqrt_.schema_str)
    ops.sqrt_.entry = dispatcher.find_schema("aten::sqrt_").entry
    lib.define(ops.sqrt_out.schema_str)
    ops.sqrt_out.entry = dispatcher.find_schema("aten::sqrt.out").entry
    lib.define(ops.rsqrt.schema_str)
    ops.rsqrt.entry = dispatcher.find_schema("aten::rsqrt").entry
    lib.define(ops.rsqrt_.schema_str)
    ops.rsqrt_.entry = dispatcher.find_schema("aten::rsqrt_").entry
    lib.define(ops.rsqrt_out.schema_str)
    ops.rsqrt_out.entry = dispatcher.find_schema("aten::rsqrt.out").entry
    lib.define(ops.reciprocal.schema_str)
    ops.reciprocal.entry = dispatcher.find_schema("aten::reciprocal").entry
    lib.define(ops.reciprocal_.schema_str)
    ops.reciprocal_.entry = dispatcher.find_schema("aten::reciprocal_").entry
    lib.define(ops.reciprocal_out.schema_str)
    ops.reciprocal_out.entry = dispatcher.find_schema("aten::reciprocal.out").entry
    lib.define(ops.sin.schema_str)
    ops.sin.entry = dispatcher.find_schema("aten::sin").entry
    lib.define(ops.sin_.schema_str)
    ops.sin_.entry = dispatcher.find_schema("aten::sin_").entry
    lib.define(ops.sin_out.schema_str)
    ops.sin_out.entry = dispatcher.find_schema("aten::sin.out").entry
    lib.define(ops.cos.schema_str)
    ops.cos.entry = dispatcher.find_schema("aten::cos").entry
    lib.define(ops.cos_.schema_str)
    ops.cos_.entry = dispatcher.find_schema("aten::cos_").entry
    lib.define(ops.cos_out.schema_str)
    ops.cos_out.entry = dispatcher.find_schema("aten::cos.out").entry
    lib.define(ops.tan.schema_str)
    ops.tan.entry = dispatcher.find_schema("aten::tan").entry
    lib.define(ops.tan_.schema_str)
    ops.tan_.entry = dispatcher.find_schema("aten::tan_").entry
    lib.define(ops.tan_out.schema_str)
    ops.tan_out.entry = dispatcher.find_schema("aten::tan.out").entry
    lib.define(ops.asin.schema_str)
    ops.asin.entry = dispatcher.find_schema("aten::asin").entry
    lib.define(ops.asin_.schema_str)
    ops.asin_.entry = dispatcher.find_schema("aten::asin_").entry
    lib.define(ops.asin_out.schema_str)
    ops.asin_out.entry = dispatcher.find_schema("aten::asin.out").entry
    lib.define(ops.acos.schema_str)
    ops.acos.entry = dispatcher.find_schema("aten::acos").entry
    lib.define(ops.acos_.schema_str)
    ops.acos_.entry = dispatcher.find_schema("aten::acos_").entry
    lib.define(ops.acos_out.schema_str)
    ops.acos_out.entry = dispatcher.find_schema("aten::acos.out").entry
    lib.define(ops.atan.schema_str)
    ops.atan.entry = dispatcher.find_schema("aten::atan").entry
    lib.define(ops.atan_.schema_str)
    ops.atan_.entry = dispatcher.find_schema("aten::atan_").entry
    lib.define(ops.atan_out.schema_str)
    ops.atan_out.entry = dispatcher.find_schema("aten::atan.out").entry
    lib.define(ops.sinh.schema_str)
    ops.sinh.entry = dispatcher.find_schema("aten::sinh").entry
    lib.define(ops.sinh_.schema_str)
    ops.sinh_.entry = dispatcher.find_schema("aten::sinh_").entry
    lib.define(ops.sinh_out.schema_str)
    ops.sinh_out.entry = dispatcher.find_schema("aten::sinh.out").entry
    lib.define(ops.cosh.schema_str)
    ops.cosh.entry = dispatcher.find_schema("aten::cosh").entry
    lib.define(ops.cosh_.schema_str)
    ops.cosh_.entry = dispatcher.find_schema("aten::cosh_").entry
    lib.define(ops.cosh_out.schema_str)
    ops.cosh_out.entry = dispatcher.find_schema("aten::cosh.out").entry
    lib.define(ops.tanh.schema_str)
    ops.tanh.entry = dispatcher.find_schema("aten::tanh").entry
    lib.define(ops.tanh_.schema_str)
    ops.tanh_.entry = dispatcher.find_schema("aten::tanh_").entry
    lib.define(ops.tanh_out.schema_str)
    ops.tanh_out.entry = dispatcher.find_schema("aten::tanh.out").entry
    lib.define(ops.sigmoid.schema_str)
    ops.sigmoid.entry = dispatcher.find_schema("aten::sigmoid").entry
    lib.define(ops.sigmoid_.schema_str)
    ops.sigmoid_.entry = dispatcher.find_schema("aten::sigmoid_").entry
    lib.define(ops.sigmoid_out.schema_str)
    ops.sigmoid_out.entry = dispatcher.find_schema("aten::sigmoid.out").entry
    lib.define(ops.erf.schema_str)
    ops.erf.entry = dispatcher.find_schema("aten::erf").entry
    lib.define(ops.erf_.schema_str)
    ops.erf_.entry = dispatcher.find_schema("aten::erf_").entry
    lib.define(ops.erf_out.schema_str)
    ops.erf_out.entry = dispatcher.find_schema("aten::erf.out").entry
    lib.define(ops.floor.schema_str)
    ops.floor.entry = dispatcher.find_schema("aten::floor").entry
    lib.define(ops.floor_.schema_str)
    ops.floor_.entry = dispatcher.find_schema("aten::floor_").entry
    lib.define(ops.floor_out.schema_str)
    ops.floor_out.entry = dispatcher.find_schema("aten::floor.out").entry
    lib.define(ops.ceil.schema_str)
    ops.ceil.entry = dispatcher.find_schema("aten::ceil").entry
    lib.define(ops.ceil_.schema_str)
    ops.ceil_.entry = dispatcher.find_schema("aten::ceil_").entry
    lib.define(ops.ceil_out.schema_str)
    ops.ceil_out.entry = dispatcher.find_schema("aten::ceil.out").entry
    lib.define(ops.trunc.schema_str)
    ops.trunc.entry = dispatcher.find_schema("aten::trunc").entry
    lib.define(ops.trunc_.schema_str)
    ops.trunc_.entry = dispatcher.find_schema("aten::trunc_").entry
    lib.define(ops.trunc_out.schema_str)
    ops.trunc_out.entry = dispatcher.find_schema("aten::trunc.out").entry
    lib.define(ops.round.schema_str)
    ops.round.entry = dispatcher.find_schema("aten::round").entry
    lib.define(ops.round_.schema_str)
    ops.round_.entry = dispatcher.find_schema("aten::round_").entry
    lib.define(ops.round_out.schema_str)
    ops.round_out.entry = dispatcher.find_schema("aten::round.out").entry
    lib.define(ops.frac.schema_str)
    ops.frac.entry = dispatcher.find_schema("aten::frac").entry
    lib.define(ops.frac_.schema_str)
    ops.frac_.entry = dispatcher.find_schema("aten::frac_").entry
    lib.define(ops.frac_out.schema_str)
    ops.frac_out.entry = dispatcher.find_schema("aten::frac.out").entry
    lib.define(ops.relu.schema_str)
    ops.relu.entry = dispatcher.find_schema("aten::relu").entry
    lib.define(ops.relu_.schema_str)
    ops.relu_.entry = dispatcher.find_schema("aten::relu_").entry
    lib.define(ops.relu_out.schema_str)
    ops.relu_out.entry = dispatcher.find_schema("aten::relu.out").entry
    lib.define(ops.silu.schema_str)
    ops.silu.entry = dispatcher.find_schema("aten::silu").entry
    lib.define(ops.silu_.schema_str)
    ops.silu_.entry = dispatcher.find_schema("aten::silu_").entry
    lib.define(ops.silu_out.schema_str)
    ops.silu_out.entry = dispatcher.find_schema("aten::silu.out").entry
    lib.define(ops.logical_not.schema_str)
    ops.logical_not.entry = dispatcher.find_schema("aten::logical_not").entry
    lib.define(ops.logical_not_.schema_str)
    ops.logical_not_.entry = dispatcher.find_schema("aten::logical_not_").entry
    lib.define(ops.logical_not_out.schema_str)
    ops.logical_not_out.entry = dispatcher.find_schema("aten::logical_not.out").entry
    lib.define(ops.bitwise_not.schema_str)
    ops.bitwise_not.entry = dispatcher.find_schema("aten::bitwise_not").entry
    lib.define(ops.bitwise_not_.schema_str)
    ops.bitwise_not_.entry = dispatcher.find_schema("aten::bitwise_not_").entry
    lib.define(ops.bitwise_not_out.schema_str)
    ops.bitwise_not_out.entry = dispatcher.find_schema("aten::bitwise_not.out").entry
    lib.define(ops.round_decimals.schema_str)
    ops.round_decimals.entry = dispatcher.find_schema("aten::round.decimals").entry
    lib.define(ops.round__decimals.schema_str)
    ops.round__decimals.entry = dispatcher.find_schema("aten::round_.decimals").entry
    lib.define(ops.round_decimals_out.schema_str)
    ops.round_decimals_out.entry = dispatcher.find_schema("aten::round.decimals_out").entry
    lib.define(ops.gelu.schema_str)
    ops.gelu.entry = dispatcher.find_schema("aten::gelu").entry
    lib.define(ops.gelu_.schema_str)
    ops.gelu_.entry = dispatcher.find_schema("aten::gelu_").entry
    lib.define(ops.gelu_out.schema_str)
    ops.gelu_out.entry = dispatcher.find_schema("aten::gelu.out").entry
    lib.define(ops.softplus.schema_str)
    ops.softplus.entry = dispatcher.find_schema("aten::softplus").entry
    lib.define(ops.softplus_out.schema_str)
    ops.softplus_out.entry = dispatcher.find_schema("aten::softplus.out").entry
    lib.define(ops.leaky_relu.schema_str)
    ops.leaky_relu.entry = dispatcher.find_schema("aten::leaky_relu").entry
    lib.define(ops.leaky_relu_.schema_str)
    ops.leaky_relu_.entry = dispatcher.find_schema("aten::leaky_relu_").entry
    lib.define(ops.leaky_relu_out.schema_str)
    ops.leaky_relu_out.entry = dispatcher.find_schema("aten::leaky_relu.out").entry
    lib.define(ops.elu.schema_str)
    ops.elu.entry = dispatcher.find_schema("aten::elu").entry
    lib.define(ops.elu_.schema_str)
    ops.elu_.entry = dispatcher.find_schema("aten::elu_").entry
    lib.define(ops.elu_out.schema_str)
    ops.elu_out.entry = dispatcher.find_schema("aten::elu.out").entry
    lib.define(ops.nan_to_num.schema_str)
    ops.nan_to_num.entry = dispatcher.find_schema("aten::nan_to_num").entry
    lib.define(ops.nan_to_num_.schema_str)
    ops.nan_to_num_.entry = dispatcher.find_schema("aten::nan_to_num_").entry
    lib.define(ops.nan_to_num_out.schema_str)
    ops.nan_to_num_out.entry = dispatcher.find_schema("aten::nan_to_num.out").entry
    lib.define(ops.isnan.schema_str)
    ops.isnan.entry = dispatcher.find_schema("aten::isnan").entry
    lib.define(ops.isnan_out.schema_str)
    ops.isnan_out.entry = dispatcher.find_schema("aten::isnan.out").entry
    lib.define(ops.isinf.schema_str)
    ops.isinf.entry = dispatcher.find_schema("aten::isinf").entry
    lib.define(ops.isinf_out.schema_str)
    ops.isinf_out.entry = dispatcher.find_schema("aten::isinf.out").entry
    lib.define(ops.isfinite.schema_str)
    ops.isfinite.entry = dispatcher.find_schema("aten::isfinite").entry
    lib.define(ops.isfinite_out.schema_str)
    ops.isfinite_out.entry = dispatcher.find_schema("aten::isfinite.out").entry
    lib.define(ops.square.schema_str)
    ops.square.entry = dispatcher.find_schema("aten::square").entry
    lib.define(ops.square_.schema_str)
    ops.square_.entry = dispatcher.find_schema("aten::square_").entry
