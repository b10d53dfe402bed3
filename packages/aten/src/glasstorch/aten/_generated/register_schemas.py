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
    lib.define(ops.zeros.schema_str)
    ops.zeros.entry = dispatcher.find_schema("aten::zeros").entry
    lib.define(ops.zeros_out.schema_str)
    ops.zeros_out.entry = dispatcher.find_schema("aten::zeros.out").entry
    lib.define(ops.ones.schema_str)
    ops.ones.entry = dispatcher.find_schema("aten::ones").entry
    lib.define(ops.ones_out.schema_str)
    ops.ones_out.entry = dispatcher.find_schema("aten::ones.out").entry
    lib.define(ops.full.schema_str)
    ops.full.entry = dispatcher.find_schema("aten::full").entry
    lib.define(ops.full_out.schema_str)
    ops.full_out.entry = dispatcher.find_schema("aten::full.out").entry
    lib.define(ops.scalar_tensor.schema_str)
    ops.scalar_tensor.entry = dispatcher.find_schema("aten::scalar_tensor").entry
    lib.define(ops.empty_like.schema_str)
    ops.empty_like.entry = dispatcher.find_schema("aten::empty_like").entry
    lib.define(ops.zeros_like.schema_str)
    ops.zeros_like.entry = dispatcher.find_schema("aten::zeros_like").entry
    lib.define(ops.ones_like.schema_str)
    ops.ones_like.entry = dispatcher.find_schema("aten::ones_like").entry
    lib.define(ops.full_like.schema_str)
    ops.full_like.entry = dispatcher.find_schema("aten::full_like").entry
    lib.define(ops.arange.schema_str)
    ops.arange.entry = dispatcher.find_schema("aten::arange").entry
    lib.define(ops.arange_start.schema_str)
    ops.arange_start.entry = dispatcher.find_schema("aten::arange.start").entry
    lib.define(ops.arange_start_step.schema_str)
    ops.arange_start_step.entry = dispatcher.find_schema("aten::arange.start_step").entry
    lib.define(ops.arange_out.schema_str)
    ops.arange_out.entry = dispatcher.find_schema("aten::arange.out").entry
    lib.define(ops.arange_start_out.schema_str)
    ops.arange_start_out.entry = dispatcher.find_schema("aten::arange.start_out").entry
    lib.define(ops.linspace.schema_str)
    ops.linspace.entry = dispatcher.find_schema("aten::linspace").entry
    lib.define(ops.linspace_out.schema_str)
    ops.linspace_out.entry = dispatcher.find_schema("aten::linspace.out").entry
    lib.define(ops.logspace.schema_str)
    ops.logspace.entry = dispatcher.find_schema("aten::logspace").entry
    lib.define(ops.logspace_out.schema_str)
    ops.logspace_out.entry = dispatcher.find_schema("aten::logspace.out").entry
    lib.define(ops.eye.schema_str)
    ops.eye.entry = dispatcher.find_schema("aten::eye").entry
    lib.define(ops.tril_indices.schema_str)
    ops.tril_indices.entry = dispatcher.find_schema("aten::tril_indices").entry
    lib.define(ops.triu_indices.schema_str)
    ops.triu_indices.entry = dispatcher.find_schema("aten::triu_indices").entry
    lib.define(ops.eye_m.schema_str)
    ops.eye_m.entry = dispatcher.find_schema("aten::eye.m").entry
    lib.define(ops.eye_out.schema_str)
    ops.eye_out.entry = dispatcher.find_schema("aten::eye.out").entry
    lib.define(ops.eye_m_out.schema_str)
    ops.eye_m_out.entry = dispatcher.find_schema("aten::eye.m_out").entry
    lib.define(ops.uniform_.schema_str)
    ops.uniform_.entry = dispatcher.find_schema("aten::uniform_").entry
    lib.define(ops.normal_.schema_str)
    ops.normal_.entry = dispatcher.find_schema("aten::normal_").entry
    lib.define(ops.random__from.schema_str)
    ops.random__from.entry = dispatcher.find_schema("aten::random_.from").entry
    lib.define(ops.random__to.schema_str)
    ops.random__to.entry = dispatcher.find_schema("aten::random_.to").entry
    lib.define(ops.random_.schema_str)
    ops.random_.entry = dispatcher.find_schema("aten::random_").entry
    lib.define(ops.exponential_.schema_str)
    ops.exponential_.entry = dispatcher.find_schema("aten::exponential_").entry
    lib.define(ops.bernoulli__Tensor.schema_str)
    ops.bernoulli__Tensor.entry = dispatcher.find_schema("aten::bernoulli_.Tensor").entry
    lib.define(ops.bernoulli__float.schema_str)
    ops.bernoulli__float.entry = dispatcher.find_schema("aten::bernoulli_.float").entry
    lib.define(ops.bernoulli.schema_str)
    ops.bernoulli.entry = dispatcher.find_schema("aten::bernoulli").entry
    lib.define(ops.bernoulli_out.schema_str)
    ops.bernoulli_out.entry = dispatcher.find_schema("aten::bernoulli.out").entry
    lib.define(ops.bernoulli_p.schema_str)
    ops.bernoulli_p.entry = dispatcher.find_schema("aten::bernoulli.p").entry
    lib.define(ops.multinomial.schema_str)
    ops.multinomial.entry = dispatcher.find_schema("aten::multinomial").entry
    lib.define(ops.multinomial_out.schema_str)
    ops.multinomial_out.entry = dispatcher.find_schema("aten::multinomial.out").entry
    lib.define(ops._standard_gamma.schema_str)
    ops._standard_gamma.entry = dispatcher.find_schema("aten::_standard_gamma").entry
    lib.define(ops._standard_gamma_grad.schema_str)
    ops._standard_gamma_grad.entry = dispatcher.find_schema("aten::_standard_gamma_grad").entry
    lib.define(ops._sample_dirichlet.schema_str)
    ops._sample_dirichlet.entry = dispatcher.find_schema("aten::_sample_dirichlet").entry
    lib.define(ops._dirichlet_grad.schema_str)
    ops._dirichlet_grad.entry = dispatcher.find_schema("aten::_dirichlet_grad").entry
    lib.define(ops.poisson.schema_str)
    ops.poisson.entry = dispatcher.find_schema("aten::poisson").entry
    lib.define(ops.binomial.schema_str)
    ops.binomial.entry = dispatcher.find_schema("aten::binomial").entry
    lib.define(ops.randperm.schema_str)
    ops.randperm.entry = dispatcher.find_schema("aten::randperm").entry
    lib.define(ops.randperm_out.schema_str)
    ops.randperm_out.entry = dispatcher.find_schema("aten::randperm.out").entry
    lib.define(ops.rand.schema_str)
    ops.rand.entry = dispatcher.find_schema("aten::rand").entry
    lib.define(ops.rand_out.schema_str)
    ops.rand_out.entry = dispatcher.find_schema("aten::rand.out").entry
    lib.define(ops.randn.schema_str)
    ops.randn.entry = dispatcher.find_schema("aten::randn").entry
    lib.define(ops.randn_out.schema_str)
    ops.randn_out.entry = dispatcher.find_schema("aten::randn.out").entry
    lib.define(ops.randint.schema_str)
    ops.randint.entry = dispatcher.find_schema("aten::randint").entry
    lib.define(ops.randint_low.schema_str)
    ops.randint_low.entry = dispatcher.find_schema("aten::randint.low").entry
    lib.define(ops.randint_out.schema_str)
    ops.randint_out.entry = dispatcher.find_schema("aten::randint.out").entry
    lib.define(ops.randint_low_out.schema_str)
    ops.randint_low_out.entry = dispatcher.find_schema("aten::randint.low_out").entry
    lib.define(ops.rand_like.schema_str)
    ops.rand_like.entry = dispatcher.find_schema("aten::rand_like").entry
    lib.define(ops.randn_like.schema_str)
    ops.randn_like.entry = dispatcher.find_schema("aten::randn_like").entry
    lib.define(ops.randint_like.schema_str)
    ops.randint_like.entry = dispatcher.find_schema("aten::randint_like").entry
    lib.define(ops.randint_like_low_dtype.schema_str)
    ops.randint_like_low_dtype.entry = dispatcher.find_schema("aten::randint_like.low_dtype").entry
    lib.define(ops.normal_Tensor_float.schema_str)
    ops.normal_Tensor_float.entry = dispatcher.find_schema("aten::normal.Tensor_float").entry
    lib.define(ops.normal_Tensor_float_out.schema_str)
    ops.normal_Tensor_float_out.entry = dispatcher.find_schema(
        "aten::normal.Tensor_float_out"
    ).entry
    lib.define(ops.normal_float_Tensor.schema_str)
    ops.normal_float_Tensor.entry = dispatcher.find_schema("aten::normal.float_Tensor").entry
    lib.define(ops.normal_float_Tensor_out.schema_str)
    ops.normal_float_Tensor_out.entry = dispatcher.find_schema(
        "aten::normal.float_Tensor_out"
    ).entry
    lib.define(ops.normal_Tensor_Tensor.schema_str)
    ops.normal_Tensor_Tensor.entry = dispatcher.find_schema("aten::normal.Tensor_Tensor").entry
    lib.define(ops.normal_Tensor_Tensor_out.schema_str)
    ops.normal_Tensor_Tensor_out.entry = dispatcher.find_schema(
        "aten::normal.Tensor_Tensor_out"
    ).entry
    lib.define(ops.normal_float_float.schema_str)
    ops.normal_float_float.entry = dispatcher.find_schema("aten::normal.float_float").entry
    lib.define(ops.normal_float_float_out.schema_str)
    ops.normal_float_float_out.entry = dispatcher.find_schema("aten::normal.float_float_out").entry
    lib.define(ops.sum.schema_str)
    ops.sum.entry = dispatcher.find_schema("aten::sum").entry
    lib.define(ops.sum_dim_IntList.schema_str)
    ops.sum_dim_IntList.entry = dispatcher.find_schema("aten::sum.dim_IntList").entry
    lib.define(ops.sum_IntList_out.schema_str)
    ops.sum_IntList_out.entry = dispatcher.find_schema("aten::sum.IntList_out").entry
    lib.define(ops.sum_out.schema_str)
    ops.sum_out.entry = dispatcher.find_schema("aten::sum.out").entry
    lib.define(ops.mean.schema_str)
    ops.mean.entry = dispatcher.find_schema("aten::mean").entry
    lib.define(ops.mean_dim.schema_str)
    ops.mean_dim.entry = dispatcher.find_schema("aten::mean.dim").entry
    lib.define(ops.mean_out.schema_str)
    ops.mean_out.entry = dispatcher.find_schema("aten::mean.out").entry
    lib.define(ops.mean_dtype_out.schema_str)
    ops.mean_dtype_out.entry = dispatcher.find_schema("aten::mean.dtype_out").entry
    lib.define(ops.prod.schema_str)
    ops.prod.entry = dispatcher.find_schema("aten::prod").entry
    lib.define(ops.prod_dim_int.schema_str)
    ops.prod_dim_int.entry = dispatcher.find_schema("aten::prod.dim_int").entry
    lib.define(ops.prod_int_out.schema_str)
    ops.prod_int_out.entry = dispatcher.find_schema("aten::prod.int_out").entry
    lib.define(ops.amax.schema_str)
    ops.amax.entry = dispatcher.find_schema("aten::amax").entry
    lib.define(ops.amax_out.schema_str)
    ops.amax_out.entry = dispatcher.find_schema("aten::amax.out").entry
    lib.define(ops.amin.schema_str)
    ops.amin.entry = dispatcher.find_schema("aten::amin").entry
    lib.define(ops.amin_out.schema_str)
    ops.amin_out.entry = dispatcher.find_schema("aten::amin.out").entry
    lib.define(ops.max.schema_str)
    ops.max.entry = dispatcher.find_schema("aten::max").entry
    lib.define(ops.max_dim.schema_str)
    ops.max_dim.entry = dispatcher.find_schema("aten::max.dim").entry
    lib.define(ops.max_dim_max.schema_str)
    ops.max_dim_max.entry = dispatcher.find_schema("aten::max.dim_max").entry
    lib.define(ops.max_other.schema_str)
    ops.max_other.entry = dispatcher.find_schema("aten::max.other").entry
    lib.define(ops.max_out.schema_str)
    ops.max_out.entry = dispatcher.find_schema("aten::max.out").entry
    lib.define(ops.min.schema_str)
    ops.min.entry = dispatcher.find_schema("aten::min").entry
    lib.define(ops.min_dim.schema_str)
    ops.min_dim.entry = dispatcher.find_schema("aten::min.dim").entry
    lib.define(ops.min_dim_min.schema_str)
    ops.min_dim_min.entry = dispatcher.find_schema("aten::min.dim_min").entry
    lib.define(ops.min_other.schema_str)
    ops.min_other.entry = dispatcher.find_schema("aten::min.other").entry
    lib.define(ops.min_out.schema_str)
    ops.min_out.entry = dispatcher.find_schema("aten::min.out").entry
    lib.define(ops.argmax.schema_str)
    ops.argmax.entry = dispatcher.find_schema("aten::argmax").entry
    lib.define(ops.argmax_out.schema_str)
    ops.argmax_out.entry = dispatcher.find_schema("aten::argmax.out").entry
    lib.define(ops.argmin.schema_str)
    ops.argmin.entry = dispatcher.find_schema("aten::argmin").entry
    lib.define(ops.argmin_out.schema_str)
    ops.argmin_out.entry = dispatcher.find_schema("aten::argmin.out").entry
    lib.define(ops.all.schema_str)
    ops.all.entry = dispatcher.find_schema("aten::all").entry
    lib.define(ops.all_dim.schema_str)
    ops.all_dim.entry = dispatcher.find_schema("aten::all.dim").entry
    lib.define(ops.all_dims.schema_str)
    ops.all_dims.entry = dispatcher.find_schema("aten::all.dims").entry
    lib.define(ops.all_out.schema_str)
    ops.all_out.entry = dispatcher.find_schema("aten::all.out").entry
    lib.define(ops.all_dims_out.schema_str)
    ops.all_dims_out.entry = dispatcher.find_schema("aten::all.dims_out").entry
    lib.define(ops.all_all_out.schema_str)
    ops.all_all_out.entry = dispatcher.find_schema("aten::all.all_out").entry
    lib.define(ops.any.schema_str)
    ops.any.entry = dispatcher.find_schema("aten::any").entry
    lib.define(ops.any_dim.schema_str)
    ops.any_dim.entry = dispatcher.find_schema("aten::any.dim").entry
    lib.define(ops.any_dims.schema_str)
    ops.any_dims.entry = dispatcher.find_schema("aten::any.dims").entry
    lib.define(ops.any_out.schema_str)
    ops.any_out.entry = dispatcher.find_schema("aten::any.out").entry
    lib.define(ops.any_dims_out.schema_str)
    ops.any_dims_out.entry = dispatcher.find_schema("aten::any.dims_out").entry
    lib.define(ops.any_all_out.schema_str)
    ops.any_all_out.entry = dispatcher.find_schema("aten::any.all_out").entry
    lib.define(ops.var.schema_str)
    ops.var.entry = dispatcher.find_schema("aten::var").entry
    lib.define(ops.var_dim.schema_str)
    ops.var_dim.entry = dispatcher.find_schema("aten::var.dim").entry
    lib.define(ops.var_correction.schema_str)
    ops.var_correction.entry = dispatcher.find_schema("aten::var.correction").entry
    lib.define(ops.var_correction_out.schema_str)
    ops.var_correction_out.entry = dispatcher.find_schema("aten::var.correction_out").entry
    lib.define(ops.var_mean_correction.schema_str)
    ops.var_mean_correction.entry = dispatcher.find_schema("aten::var_mean.correction").entry
    lib.define(ops.std.schema_str)
    ops.std.entry = dispatcher.find_schema("aten::std").entry
    lib.define(ops.std_dim.schema_str)
    ops.std_dim.entry = dispatcher.find_schema("aten::std.dim").entry
    lib.define(ops.std_correction.schema_str)
    ops.std_correction.entry = dispatcher.find_schema("aten::std.correction").entry
    lib.define(ops.std_correction_out.schema_str)
    ops.std_correction_out.entry = dispatcher.find_schema("aten::std.correction_out").entry
    lib.define(ops.std_mean_correction.schema_str)
    ops.std_mean_correction.entry = dispatcher.find_schema("aten::std_mean.correction").entry
    lib.define(ops.norm_Scalar.schema_str)
    ops.norm_Scalar.entry = dispatcher.find_schema("aten::norm.Scalar").entry
    lib.define(ops.norm_ScalarOpt_dim.schema_str)
    ops.norm_ScalarOpt_dim.entry = dispatcher.find_schema("aten::norm.ScalarOpt_dim").entry
    lib.define(ops.norm_out.schema_str)
    ops.norm_out.entry = dispatcher.find_schema("aten::norm.out").entry
    lib.define(ops.linalg_vector_norm.schema_str)
    ops.linalg_vector_norm.entry = dispatcher.find_schema("aten::linalg_vector_norm").entry
    lib.define(ops.linalg_vector_norm_out.schema_str)
    ops.linalg_vector_norm_out.entry = dispatcher.find_schema("aten::linalg_vector_norm.out").entry
    lib.define(ops.linalg_inv.schema_str)
    ops.linalg_inv.entry = dispatcher.find_schema("aten::linalg_inv").entry
    lib.define(ops.inverse.schema_str)
    ops.inverse.entry = dispatcher.find_schema("aten::inverse").entry
    lib.define(ops.linalg_det.schema_str)
    ops.linalg_det.entry = dispatcher.find_schema("aten::linalg_det").entry
    lib.define(ops.det.schema_str)
    ops.det.entry = dispatcher.find_schema("aten::det").entry
    lib.define(ops.linalg_slogdet.schema_str)
    ops.linalg_slogdet.entry = dispatcher.find_schema("aten::linalg_slogdet").entry
    lib.define(ops.slogdet.schema_str)
    ops.slogdet.entry = dispatcher.find_schema("aten::slogdet").entry
    lib.define(ops.linalg_solve.schema_str)
    ops.linalg_solve.entry = dispatcher.find_schema("aten::linalg_solve").entry
    lib.define(ops.linalg_cholesky.schema_str)
    ops.linalg_cholesky.entry = dispatcher.find_schema("aten::linalg_cholesky").entry
    lib.define(ops._linalg_svd.schema_str)
    ops._linalg_svd.entry = dispatcher.find_schema("aten::_linalg_svd").entry
    lib.define(ops.linalg_svd.schema_str)
    ops.linalg_svd.entry = dispatcher.find_schema("aten::linalg_svd").entry
    lib.define(ops.linalg_svdvals.schema_str)
    ops.linalg_svdvals.entry = dispatcher.find_schema("aten::linalg_svdvals").entry
    lib.define(ops.svd.schema_str)
    ops.svd.entry = dispatcher.find_schema("aten::svd").entry
    lib.define(ops.linalg_eigh.schema_str)
    ops.linalg_eigh.entry = dispatcher.find_schema("aten::linalg_eigh").entry
    lib.define(ops.linalg_eigvalsh.schema_str)
    ops.linalg_eigvalsh.entry = dispatcher.find_schema("aten::linalg_eigvalsh").entry
    lib.define(ops.linalg_matrix_norm.schema_str)
    ops.linalg_matrix_norm.entry = dispatcher.find_schema("aten::linalg_matrix_norm").entry
    lib.define(ops.linalg_matrix_norm_str_ord.schema_str)
    ops.linalg_matrix_norm_str_ord.entry = dispatcher.find_schema(
        "aten::linalg_matrix_norm.str_ord"
    ).entry
    lib.define(ops.linalg_norm.schema_str)
    ops.linalg_norm.entry = dispatcher.find_schema("aten::linalg_norm").entry
    lib.define(ops.linalg_norm_ord_str.schema_str)
    ops.linalg_norm_ord_str.entry = dispatcher.find_schema("aten::linalg_norm.ord_str").entry
    lib.define(ops.linalg_cross.schema_str)
    ops.linalg_cross.entry = dispatcher.find_schema("aten::linalg_cross").entry
    lib.define(ops.cross.schema_str)
    ops.cross.entry = dispatcher.find_schema("aten::cross").entry
    lib.define(ops.linalg_diagonal.schema_str)
    ops.linalg_diagonal.entry = dispatcher.find_schema("aten::linalg_diagonal").entry
    lib.define(ops.linalg_matmul.schema_str)
    ops.linalg_matmul.entry = dispatcher.find_schema("aten::linalg_matmul").entry
    lib.define(ops.linalg_vecdot.schema_str)
    ops.linalg_vecdot.entry = dispatcher.find_schema("aten::linalg_vecdot").entry
    lib.define(ops.linalg_multi_dot.schema_str)
    ops.linalg_multi_dot.entry = dispatcher.find_schema("aten::linalg_multi_dot").entry
    lib.define(ops.chain_matmul.schema_str)
    ops.chain_matmul.entry = dispatcher.find_schema("aten::chain_matmul").entry
    lib.define(ops.linalg_vander.schema_str)
    ops.linalg_vander.entry = dispatcher.find_schema("aten::linalg_vander").entry
    lib.define(ops.vander.schema_str)
    ops.vander.entry = dispatcher.find_schema("aten::vander").entry
    lib.define(ops.linalg_matrix_exp.schema_str)
    ops.linalg_matrix_exp.entry = dispatcher.find_schema("aten::linalg_matrix_exp").entry
    lib.define(ops.matrix_exp.schema_str)
    ops.matrix_exp.entry = dispatcher.find_schema("aten::matrix_exp").entry
    lib.define(ops.linalg_matrix_power.schema_str)
    ops.linalg_matrix_power.entry = dispatcher.find_schema("aten::linalg_matrix_power").entry
    lib.define(ops.matrix_power.schema_str)
    ops.matrix_power.entry = dispatcher.find_schema("aten::matrix_power").entry
    lib.define(ops.linalg_lu_factor_ex.schema_str)
    ops.linalg_lu_factor_ex.entry = dispatcher.find_schema("aten::linalg_lu_factor_ex").entry
    lib.define(ops.linalg_lu_factor.schema_str)
    ops.linalg_lu_factor.entry = dispatcher.find_schema("aten::linalg_lu_factor").entry
    lib.define(ops.linalg_lu.schema_str)
    ops.linalg_lu.entry = dispatcher.find_schema("aten::linalg_lu").entry
    lib.define(ops.linalg_lu_solve.schema_str)
    ops.linalg_lu_solve.entry = dispatcher.find_schema("aten::linalg_lu_solve").entry
    lib.define(ops.lu_unpack.schema_str)
    ops.lu_unpack.entry = dispatcher.find_schema("aten::lu_unpack").entry
    lib.define(ops.lu_solve.schema_str)
    ops.lu_solve.entry = dispatcher.find_schema("aten::lu_solve").entry
    lib.define(ops._lu_with_info.schema_str)
    ops._lu_with_info.entry = dispatcher.find_schema("aten::_lu_with_info").entry
    lib.define(ops.linalg_solve_ex.schema_str)
    ops.linalg_solve_ex.entry = dispatcher.find_schema("aten::linalg_solve_ex").entry
    lib.define(ops.linalg_inv_ex.schema_str)
    ops.linalg_inv_ex.entry = dispatcher.find_schema("aten::linalg_inv_ex").entry
    lib.define(ops.linalg_solve_triangular.schema_str)
    ops.linalg_solve_triangular.entry = dispatcher.find_schema(
        "aten::linalg_solve_triangular"
    ).entry
    lib.define(ops.triangular_solve.schema_str)
    ops.triangular_solve.entry = dispatcher.find_schema("aten::triangular_solve").entry
    lib.define(ops.linalg_cholesky_ex.schema_str)
    ops.linalg_cholesky_ex.entry = dispatcher.find_schema("aten::linalg_cholesky_ex").entry
    lib.define(ops.cholesky.schema_str)
    ops.cholesky.entry = dispatcher.find_schema("aten::cholesky").entry
    lib.define(ops.cholesky_inverse.schema_str)
    ops.cholesky_inverse.entry = dispatcher.find_schema("aten::cholesky_inverse").entry
    lib.define(ops.cholesky_solve.schema_str)
    ops.cholesky_solve.entry = dispatcher.find_schema("aten::cholesky_solve").entry
    lib.define(ops.linalg_ldl_factor_ex.schema_str)
    ops.linalg_ldl_factor_ex.entry = dispatcher.find_schema("aten::linalg_ldl_factor_ex").entry
    lib.define(ops.linalg_ldl_factor.schema_str)
    ops.linalg_ldl_factor.entry = dispatcher.find_schema("aten::linalg_ldl_factor").entry
    lib.define(ops.linalg_ldl_solve.schema_str)
    ops.linalg_ldl_solve.entry = dispatcher.find_schema("aten::linalg_ldl_solve").entry
    lib.define(ops.linalg_qr.schema_str)
    ops.linalg_qr.entry = dispatcher.find_schema("aten::linalg_qr").entry
    lib.define(ops.qr.schema_str)
    ops.qr.entry = dispatcher.find_schema("aten::qr").entry
    lib.define(ops.geqrf.schema_str)
    ops.geqrf.entry = dispatcher.find_schema("aten::geqrf").entry
    lib.define(ops.linalg_householder_product.schema_str)
    ops.linalg_householder_product.entry = dispatcher.find_schema(
        "aten::linalg_householder_product"
    ).entry
    lib.define(ops.orgqr.schema_str)
    ops.orgqr.entry = dispatcher.find_schema("aten::orgqr").entry
    lib.define(ops.ormqr.schema_str)
    ops.ormqr.entry = dispatcher.find_schema("aten::ormqr").entry
    lib.define(ops.linalg_lstsq.schema_str)
    ops.linalg_lstsq.entry = dispatcher.find_schema("aten::linalg_lstsq").entry
    lib.define(ops.linalg_pinv_atol_rtol_tensor.schema_str)
    ops.linalg_pinv_atol_rtol_tensor.entry = dispatcher.find_schema(
        "aten::linalg_pinv.atol_rtol_tensor"
    ).entry
    lib.define(ops.linalg_pinv_atol_rtol_float.schema_str)
    ops.linalg_pinv_atol_rtol_float.entry = dispatcher.find_schema(
        "aten::linalg_pinv.atol_rtol_float"
    ).entry
    lib.define(ops.linalg_pinv.schema_str)
    ops.linalg_pinv.entry = dispatcher.find_schema("aten::linalg_pinv").entry
    lib.define(ops.linalg_pinv_rcond_tensor.schema_str)
    ops.linalg_pinv_rcond_tensor.entry = dispatcher.find_schema(
        "aten::linalg_pinv.rcond_tensor"
    ).entry
    lib.define(ops.pinverse.schema_str)
    ops.pinverse.entry = dispatcher.find_schema("aten::pinverse").entry
    lib.define(ops.linalg_matrix_rank_atol_rtol_tensor.schema_str)
    ops.linalg_matrix_rank_atol_rtol_tensor.entry = dispatcher.find_schema(
        "aten::linalg_matrix_rank.atol_rtol_tensor"
    ).entry
    lib.define(ops.linalg_matrix_rank_atol_rtol_float.schema_str)
    ops.linalg_matrix_rank_atol_rtol_float.entry = dispatcher.find_schema(
        "aten::linalg_matrix_rank.atol_rtol_float"
    ).entry
    lib.define(ops.linalg_matrix_rank.schema_str)
    ops.linalg_matrix_rank.entry = dispatcher.find_schema("aten::linalg_matrix_rank").entry
    lib.define(ops.linalg_matrix_rank_tol_tensor.schema_str)
    ops.linalg_matrix_rank_tol_tensor.entry = dispatcher.find_schema(
        "aten::linalg_matrix_rank.tol_tensor"
    ).entry
    lib.define(ops.linalg_eig.schema_str)
    ops.linalg_eig.entry = dispatcher.find_schema("aten::linalg_eig").entry
    lib.define(ops.linalg_eigvals.schema_str)
    ops.linalg_eigvals.entry = dispatcher.find_schema("aten::linalg_eigvals").entry
    lib.define(ops.linalg_cond.schema_str)
    ops.linalg_cond.entry = dispatcher.find_schema("aten::linalg_cond").entry
    lib.define(ops.linalg_cond_p_str.schema_str)
    ops.linalg_cond_p_str.entry = dispatcher.find_schema("aten::linalg_cond.p_str").entry
    lib.define(ops.frobenius_norm_dim.schema_str)
    ops.frobenius_norm_dim.entry = dispatcher.find_schema("aten::frobenius_norm.dim").entry
    lib.define(ops.nuclear_norm.schema_str)
    ops.nuclear_norm.entry = dispatcher.find_schema("aten::nuclear_norm").entry
    lib.define(ops.nuclear_norm_dim.schema_str)
    ops.nuclear_norm_dim.entry = dispatcher.find_schema("aten::nuclear_norm.dim").entry
    lib.define(ops.logdet.schema_str)
    ops.logdet.entry = dispatcher.find_schema("aten::logdet").entry
    lib.define(ops.linalg_tensorinv.schema_str)
    ops.linalg_tensorinv.entry = dispatcher.find_schema("aten::linalg_tensorinv").entry
    lib.define(ops.linalg_tensorsolve.schema_str)
    ops.linalg_tensorsolve.entry = dispatcher.find_schema("aten::linalg_tensorsolve").entry
    lib.define(ops.cumsum.schema_str)
    ops.cumsum.entry = dispatcher.find_schema("aten::cumsum").entry
    lib.define(ops.cumsum_.schema_str)
    ops.cumsum_.entry = dispatcher.find_schema("aten::cumsum_").entry
    lib.define(ops.cumsum_out.schema_str)
    ops.cumsum_out.entry = dispatcher.find_schema("aten::cumsum.out").entry
    lib.define(ops.cumprod.schema_str)
    ops.cumprod.entry = dispatcher.find_schema("aten::cumprod").entry
    lib.define(ops.cumprod_.schema_str)
    ops.cumprod_.entry = dispatcher.find_schema("aten::cumprod_").entry
    lib.define(ops.cumprod_out.schema_str)
    ops.cumprod_out.entry = dispatcher.find_schema("aten::cumprod.out").entry
    lib.define(ops.logsumexp.schema_str)
    ops.logsumexp.entry = dispatcher.find_schema("aten::logsumexp").entry
    lib.define(ops.logsumexp_out.schema_str)
    ops.logsumexp_out.entry = dispatcher.find_schema("aten::logsumexp.out").entry
    lib.define(ops.softmax_int.schema_str)
    ops.softmax_int.entry = dispatcher.find_schema("aten::softmax.int").entry
    lib.define(ops._softmax.schema_str)
    ops._softmax.entry = dispatcher.find_schema("aten::_softmax").entry
    lib.define(ops._softmax_out.schema_str)
    ops._softmax_out.entry = dispatcher.find_schema("aten::_softmax.out").entry
    lib.define(ops.log_softmax_int.schema_str)
    ops.log_softmax_int.entry = dispatcher.find_schema("aten::log_softmax.int").entry
    lib.define(ops._log_softmax.schema_str)
    ops._log_softmax.entry = dispatcher.find_schema("aten::_log_softmax").entry
    lib.define(ops._log_softmax_out.schema_str)
    ops._log_softmax_out.entry = dispatcher.find_schema("aten::_log_softmax.out").entry
    lib.define(ops.topk.schema_str)
    ops.topk.entry = dispatcher.find_schema("aten::topk").entry
    lib.define(ops.topk_values.schema_str)
    ops.topk_values.entry = dispatcher.find_schema("aten::topk.values").entry
    lib.define(ops.sort.schema_str)
    ops.sort.entry = dispatcher.find_schema("aten::sort").entry
    lib.define(ops.sort_stable.schema_str)
    ops.sort_stable.entry = dispatcher.find_schema("aten::sort.stable").entry
    lib.define(ops.sort_values.schema_str)
    ops.sort_values.entry = dispatcher.find_schema("aten::sort.values").entry
    lib.define(ops.sort_values_stable.schema_str)
    ops.sort_values_stable.entry = dispatcher.find_schema("aten::sort.values_stable").entry
    lib.define(ops.argsort.schema_str)
    ops.argsort.entry = dispatcher.find_schema("aten::argsort").entry
    lib.define(ops.argsort_stable.schema_str)
    ops.argsort_stable.entry = dispatcher.find_schema("aten::argsort.stable").entry
    lib.define(ops.view.schema_str)
    ops.view.entry = dispatcher.find_schema("aten::view").entry
    lib.define(ops.view_dtype.schema_str)
    ops.view_dtype.entry = dispatcher.find_schema("aten::view.dtype").entry
    lib.define(ops._unsafe_view.schema_str)
    ops._unsafe_view.entry = dispatcher.find_schema("aten::_unsafe_view").entry
    lib.define(ops.alias.schema_str)
    ops.alias.entry = dispatcher.find_schema("aten::alias").entry
    lib.define(ops.as_strided.schema_str)
    ops.as_strided.entry = dispatcher.find_schema("aten::as_strided").entry
    lib.define(ops.as_strided_.schema_str)
    ops.as_strided_.entry = dispatcher.find_schema("aten::as_strided_").entry
    lib.define(ops.select_int.schema_str)
    ops.select_int.entry = dispatcher.find_schema("aten::select.int").entry
    lib.define(ops.slice_Tensor.schema_str)
    ops.slice_Tensor.entry = dispatcher.find_schema("aten::slice.Tensor").entry
    lib.define(ops.unsqueeze.schema_str)
    ops.unsqueeze.entry = dispatcher.find_schema("aten::unsqueeze").entry
    lib.define(ops.unsqueeze_.schema_str)
    ops.unsqueeze_.entry = dispatcher.find_schema("aten::unsqueeze_").entry
    lib.define(ops.expand.schema_str)
    ops.expand.entry = dispatcher.find_schema("aten::expand").entry
    lib.define(ops.squeeze.schema_str)
    ops.squeeze.entry = dispatcher.find_schema("aten::squeeze").entry
    lib.define(ops.squeeze_dim.schema_str)
    ops.squeeze_dim.entry = dispatcher.find_schema("aten::squeeze.dim").entry
    lib.define(ops.squeeze_dims.schema_str)
    ops.squeeze_dims.entry = dispatcher.find_schema("aten::squeeze.dims").entry
    lib.define(ops.squeeze_.schema_str)
    ops.squeeze_.entry = dispatcher.find_schema("aten::squeeze_").entry
    lib.define(ops.squeeze__dim.schema_str)
    ops.squeeze__dim.entry = dispatcher.find_schema("aten::squeeze_.dim").entry
    lib.define(ops.squeeze__dims.schema_str)
    ops.squeeze__dims.entry = dispatcher.find_schema("aten::squeeze_.dims").entry
    lib.define(ops.permute.schema_str)
    ops.permute.entry = dispatcher.find_schema("aten::permute").entry
    lib.define(ops.transpose_int.schema_str)
    ops.transpose_int.entry = dispatcher.find_schema("aten::transpose.int").entry
    lib.define(ops.transpose_.schema_str)
    ops.transpose_.entry = dispatcher.find_schema("aten::transpose_").entry
    lib.define(ops.t.schema_str)
    ops.t.entry = dispatcher.find_schema("aten::t").entry
    lib.define(ops.t_.schema_str)
    ops.t_.entry = dispatcher.find_schema("aten::t_").entry
    lib.define(ops.diagonal.schema_str)
    ops.diagonal.entry = dispatcher.find_schema("aten::diagonal").entry
    lib.define(ops.split_Tensor.schema_str)
    ops.split_Tensor.entry = dispatcher.find_schema("aten::split.Tensor").entry
    lib.define(ops.split_sizes.schema_str)
    ops.split_sizes.entry = dispatcher.find_schema("aten::split.sizes").entry
    lib.define(ops.split_with_sizes.schema_str)
    ops.split_with_sizes.entry = dispatcher.find_schema("aten::split_with_sizes").entry
    lib.define(ops.unbind_int.schema_str)
    ops.unbind_int.entry = dispatcher.find_schema("aten::unbind.int").entry
    lib.define(ops.resize_.schema_str)
    ops.resize_.entry = dispatcher.find_schema("aten::resize_").entry
    lib.define(ops.reshape.schema_str)
    ops.reshape.entry = dispatcher.find_schema("aten::reshape").entry
    lib.define(ops.reshape_as.schema_str)
    ops.reshape_as.entry = dispatcher.find_schema("aten::reshape_as").entry
    lib.define(ops.view_as.schema_str)
    ops.view_as.entry = dispatcher.find_schema("aten::view_as").entry
    lib.define(ops.flatten_using_ints.schema_str)
    ops.flatten_using_ints.entry = dispatcher.find_schema("aten::flatten.using_ints").entry
    lib.define(ops.unflatten_int.schema_str)
    ops.unflatten_int.entry = dispatcher.find_schema("aten::unflatten.int").entry
    lib.define(ops.ravel.schema_str)
    ops.ravel.entry = dispatcher.find_schema("aten::ravel").entry
    lib.define(ops.expand_as.schema_str)
    ops.expand_as.entry = dispatcher.find_schema("aten::expand_as").entry
    lib.define(ops.broadcast_to.schema_str)
    ops.broadcast_to.entry = dispatcher.find_schema("aten::broadcast_to").entry
    lib.define(ops.narrow.schema_str)
    ops.narrow.entry = dispatcher.find_schema("aten::narrow").entry
    lib.define(ops.narrow_Tensor.schema_str)
    ops.narrow_Tensor.entry = dispatcher.find_schema("aten::narrow.Tensor").entry
    lib.define(ops.chunk.schema_str)
    ops.chunk.entry = dispatcher.find_schema("aten::chunk").entry
    lib.define(ops.movedim_intlist.schema_str)
    ops.movedim_intlist.entry = dispatcher.find_schema("aten::movedim.intlist").entry
    lib.define(ops.movedim_int.schema_str)
    ops.movedim_int.entry = dispatcher.find_schema("aten::movedim.int").entry
    lib.define(ops.moveaxis_intlist.schema_str)
    ops.moveaxis_intlist.entry = dispatcher.find_schema("aten::moveaxis.intlist").entry
    lib.define(ops.moveaxis_int.schema_str)
    ops.moveaxis_int.entry = dispatcher.find_schema("aten::moveaxis.int").entry
    lib.define(ops.swapaxes.schema_str)
    ops.swapaxes.entry = dispatcher.find_schema("aten::swapaxes").entry
    lib.define(ops.swapdims.schema_str)
    ops.swapdims.entry = dispatcher.find_schema("aten::swapdims").entry
    lib.define(ops.contiguous.schema_str)
    ops.contiguous.entry = dispatcher.find_schema("aten::contiguous").entry
    lib.define(ops.cat.schema_str)
    ops.cat.entry = dispatcher.find_schema("aten::cat").entry
    lib.define(ops.cat_out.schema_str)
    ops.cat_out.entry = dispatcher.find_schema("aten::cat.out").entry
    lib.define(ops.stack.schema_str)
    ops.stack.entry = dispatcher.find_schema("aten::stack").entry
    lib.define(ops.stack_out.schema_str)
    ops.stack_out.entry = dispatcher.find_schema("aten::stack.out").entry
    lib.define(ops.hstack.schema_str)
    ops.hstack.entry = dispatcher.find_schema("aten::hstack").entry
    lib.define(ops.hstack_out.schema_str)
    ops.hstack_out.entry = dispatcher.find_schema("aten::hstack.out").entry
    lib.define(ops.vstack.schema_str)
    ops.vstack.entry = dispatcher.find_schema("aten::vstack").entry
    lib.define(ops.vstack_out.schema_str)
    ops.vstack_out.entry = dispatcher.find_schema("aten::vstack.out").entry
    lib.define(ops.flip.schema_str)
    ops.flip.entry = dispatcher.find_schema("aten::flip").entry
    lib.define(ops.roll.schema_str)
    ops.roll.entry = dispatcher.find_schema("aten::roll").entry
    lib.define(ops.repeat.schema_str)
    ops.repeat.entry = dispatcher.find_schema("aten::repeat").entry
    lib.define(ops.tile.schema_str)
    ops.tile.entry = dispatcher.find_schema("aten::tile").entry
    lib.define(ops.repeat_interleave_Tensor.schema_str)
    ops.repeat_interleave_Tensor.entry = dispatcher.find_schema(
        "aten::repeat_interleave.Tensor"
    ).entry
    lib.define(ops.repeat_interleave_self_Tensor.schema_str)
    ops.repeat_interleave_self_Tensor.entry = dispatcher.find_schema(
        "aten::repeat_interleave.self_Tensor"
    ).entry
    lib.define(ops.repeat_interleave_self_int.schema_str)
    ops.repeat_interleave_self_int.entry = dispatcher.find_schema(
        "aten::repeat_interleave.self_int"
    ).entry
    lib.define(ops.tril.schema_str)
    ops.tril.entry = dispatcher.find_schema("aten::tril").entry
    lib.define(ops.tril_.schema_str)
    ops.tril_.entry = dispatcher.find_schema("aten::tril_").entry
    lib.define(ops.tril_out.schema_str)
    ops.tril_out.entry = dispatcher.find_schema("aten::tril.out").entry
    lib.define(ops.triu.schema_str)
    ops.triu.entry = dispatcher.find_schema("aten::triu").entry
    lib.define(ops.triu_.schema_str)
    ops.triu_.entry = dispatcher.find_schema("aten::triu_").entry
    lib.define(ops.triu_out.schema_str)
    ops.triu_out.entry = dispatcher.find_schema("aten::triu.out").entry
    lib.define(ops.diag.schema_str)
    ops.diag.entry = dispatcher.find_schema("aten::diag").entry
    lib.define(ops.index_Tensor.schema_str)
    ops.index_Tensor.entry = dispatcher.find_schema("aten::index.Tensor").entry
    lib.define(ops.index_Tensor_out.schema_str)
    ops.index_Tensor_out.entry = dispatcher.find_schema("aten::index.Tensor_out").entry
    lib.define(ops.index_put_.schema_str)
    ops.index_put_.entry = dispatcher.find_schema("aten::index_put_").entry
    lib.define(ops.index_put.schema_str)
    ops.index_put.entry = dispatcher.find_schema("aten::index_put").entry
    lib.define(ops.index_select.schema_str)
    ops.index_select.entry = dispatcher.find_schema("aten::index_select").entry
    lib.define(ops.index_select_out.schema_str)
    ops.index_select_out.entry = dispatcher.find_schema("aten::index_select.out").entry
    lib.define(ops.gather.schema_str)
    ops.gather.entry = dispatcher.find_schema("aten::gather").entry
    lib.define(ops.gather_out.schema_str)
    ops.gather_out.entry = dispatcher.find_schema("aten::gather.out").entry
    lib.define(ops.scatter_src.schema_str)
    ops.scatter_src.entry = dispatcher.find_schema("aten::scatter.src").entry
    lib.define(ops.scatter__src.schema_str)
    ops.scatter__src.entry = dispatcher.find_schema("aten::scatter_.src").entry
    lib.define(ops.scatter_src_out.schema_str)
    ops.scatter_src_out.entry = dispatcher.find_schema("aten::scatter.src_out").entry
    lib.define(ops.scatter_value.schema_str)
    ops.scatter_value.entry = dispatcher.find_schema("aten::scatter.value").entry
    lib.define(ops.scatter__value.schema_str)
    ops.scatter__value.entry = dispatcher.find_schema("aten::scatter_.value").entry
    lib.define(ops.scatter_value_out.schema_str)
    ops.scatter_value_out.entry = dispatcher.find_schema("aten::scatter.value_out").entry
    lib.define(ops.scatter_reduce.schema_str)
    ops.scatter_reduce.entry = dispatcher.find_schema("aten::scatter.reduce").entry
    lib.define(ops.scatter__reduce.schema_str)
    ops.scatter__reduce.entry = dispatcher.find_schema("aten::scatter_.reduce").entry
    lib.define(ops.scatter_reduce_out.schema_str)
    ops.scatter_reduce_out.entry = dispatcher.find_schema("aten::scatter.reduce_out").entry
    lib.define(ops.scatter_value_reduce.schema_str)
    ops.scatter_value_reduce.entry = dispatcher.find_schema("aten::scatter.value_reduce").entry
    lib.define(ops.scatter__value_reduce.schema_str)
    ops.scatter__value_reduce.entry = dispatcher.find_schema("aten::scatter_.value_reduce").entry
    lib.define(ops.scatter_value_reduce_out.schema_str)
    ops.scatter_value_reduce_out.entry = dispatcher.find_schema(
        "aten::scatter.value_reduce_out"
    ).entry
    lib.define(ops.scatter_add.schema_str)
    ops.scatter_add.entry = dispatcher.find_schema("aten::scatter_add").entry
    lib.define(ops.scatter_add_.schema_str)
    ops.scatter_add_.entry = dispatcher.find_schema("aten::scatter_add_").entry
    lib.define(ops.scatter_add_out.schema_str)
    ops.scatter_add_out.entry = dispatcher.find_schema("aten::scatter_add.out").entry
    lib.define(ops.scatter_reduce_two.schema_str)
    ops.scatter_reduce_two.entry = dispatcher.find_schema("aten::scatter_reduce.two").entry
    lib.define(ops.scatter_reduce__two.schema_str)
    ops.scatter_reduce__two.entry = dispatcher.find_schema("aten::scatter_reduce_.two").entry
    lib.define(ops.scatter_reduce_two_out.schema_str)
    ops.scatter_reduce_two_out.entry = dispatcher.find_schema("aten::scatter_reduce.two_out").entry
    lib.define(ops.index_add.schema_str)
    ops.index_add.entry = dispatcher.find_schema("aten::index_add").entry
    lib.define(ops.index_add_.schema_str)
    ops.index_add_.entry = dispatcher.find_schema("aten::index_add_").entry
    lib.define(ops.index_add_out.schema_str)
    ops.index_add_out.entry = dispatcher.find_schema("aten::index_add.out").entry
    lib.define(ops.index_fill__int_Scalar.schema_str)
    ops.index_fill__int_Scalar.entry = dispatcher.find_schema("aten::index_fill_.int_Scalar").entry
    lib.define(ops.index_fill_int_Scalar.schema_str)
    ops.index_fill_int_Scalar.entry = dispatcher.find_schema("aten::index_fill.int_Scalar").entry
    lib.define(ops.index_fill__int_Tensor.schema_str)
    ops.index_fill__int_Tensor.entry = dispatcher.find_schema("aten::index_fill_.int_Tensor").entry
    lib.define(ops.index_fill_int_Tensor.schema_str)
    ops.index_fill_int_Tensor.entry = dispatcher.find_schema("aten::index_fill.int_Tensor").entry
    lib.define(ops.masked_fill__Scalar.schema_str)
    ops.masked_fill__Scalar.entry = dispatcher.find_schema("aten::masked_fill_.Scalar").entry
    lib.define(ops.masked_fill_Scalar.schema_str)
    ops.masked_fill_Scalar.entry = dispatcher.find_schema("aten::masked_fill.Scalar").entry
    lib.define(ops.masked_fill__Tensor.schema_str)
    ops.masked_fill__Tensor.entry = dispatcher.find_schema("aten::masked_fill_.Tensor").entry
    lib.define(ops.masked_fill_Tensor.schema_str)
    ops.masked_fill_Tensor.entry = dispatcher.find_schema("aten::masked_fill.Tensor").entry
    lib.define(ops.masked_select.schema_str)
    ops.masked_select.entry = dispatcher.find_schema("aten::masked_select").entry
    lib.define(ops.masked_select_out.schema_str)
    ops.masked_select_out.entry = dispatcher.find_schema("aten::masked_select.out").entry
    lib.define(ops.masked_scatter_.schema_str)
    ops.masked_scatter_.entry = dispatcher.find_schema("aten::masked_scatter_").entry
    lib.define(ops.masked_scatter.schema_str)
    ops.masked_scatter.entry = dispatcher.find_schema("aten::masked_scatter").entry
    lib.define(ops.nonzero.schema_str)
    ops.nonzero.entry = dispatcher.find_schema("aten::nonzero").entry
    lib.define(ops.nonzero_out.schema_str)
    ops.nonzero_out.entry = dispatcher.find_schema("aten::nonzero.out").entry
    lib.define(ops.nonzero_numpy.schema_str)
    ops.nonzero_numpy.entry = dispatcher.find_schema("aten::nonzero_numpy").entry
    lib.define(ops.argwhere.schema_str)
    ops.argwhere.entry = dispatcher.find_schema("aten::argwhere").entry
    lib.define(ops.take.schema_str)
    ops.take.entry = dispatcher.find_schema("aten::take").entry
    lib.define(ops.take_out.schema_str)
    ops.take_out.entry = dispatcher.find_schema("aten::take.out").entry
    lib.define(ops.put_.schema_str)
    ops.put_.entry = dispatcher.find_schema("aten::put_").entry
    lib.define(ops.put.schema_str)
    ops.put.entry = dispatcher.find_schema("aten::put").entry
    lib.define(ops.mm.schema_str)
    ops.mm.entry = dispatcher.find_schema("aten::mm").entry
    lib.define(ops.mm_out.schema_str)
    ops.mm_out.entry = dispatcher.find_schema("aten::mm.out").entry
    lib.define(ops.bmm.schema_str)
    ops.bmm.entry = dispatcher.find_schema("aten::bmm").entry
    lib.define(ops.bmm_out.schema_str)
    ops.bmm_out.entry = dispatcher.find_schema("aten::bmm.out").entry
    lib.define(ops.mv.schema_str)
    ops.mv.entry = dispatcher.find_schema("aten::mv").entry
    lib.define(ops.mv_out.schema_str)
    ops.mv_out.entry = dispatcher.find_schema("aten::mv.out").entry
    lib.define(ops.dot.schema_str)
    ops.dot.entry = dispatcher.find_schema("aten::dot").entry
    lib.define(ops.dot_out.schema_str)
    ops.dot_out.entry = dispatcher.find_schema("aten::dot.out").entry
    lib.define(ops.addmm.schema_str)
    ops.addmm.entry = dispatcher.find_schema("aten::addmm").entry
    lib.define(ops.addmm_.schema_str)
    ops.addmm_.entry = dispatcher.find_schema("aten::addmm_").entry
    lib.define(ops.addmm_out.schema_str)
    ops.addmm_out.entry = dispatcher.find_schema("aten::addmm.out").entry
    lib.define(ops.addmv.schema_str)
    ops.addmv.entry = dispatcher.find_schema("aten::addmv").entry
    lib.define(ops.addmv_.schema_str)
    ops.addmv_.entry = dispatcher.find_schema("aten::addmv_").entry
    lib.define(ops.addmv_out.schema_str)
    ops.addmv_out.entry = dispatcher.find_schema("aten::addmv.out").entry
    lib.define(ops.baddbmm.schema_str)
    ops.baddbmm.entry = dispatcher.find_schema("aten::baddbmm").entry
    lib.define(ops.baddbmm_.schema_str)
    ops.baddbmm_.entry = dispatcher.find_schema("aten::baddbmm_").entry
    lib.define(ops.baddbmm_out.schema_str)
    ops.baddbmm_out.entry = dispatcher.find_schema("aten::baddbmm.out").entry
    lib.define(ops.addbmm.schema_str)
    ops.addbmm.entry = dispatcher.find_schema("aten::addbmm").entry
    lib.define(ops.addbmm_.schema_str)
    ops.addbmm_.entry = dispatcher.find_schema("aten::addbmm_").entry
    lib.define(ops.addbmm_out.schema_str)
    ops.addbmm_out.entry = dispatcher.find_schema("aten::addbmm.out").entry
    lib.define(ops.matmul.schema_str)
    ops.matmul.entry = dispatcher.find_schema("aten::matmul").entry
    lib.define(ops.matmul_out.schema_str)
    ops.matmul_out.entry = dispatcher.find_schema("aten::matmul.out").entry
    lib.define(ops.outer.schema_str)
    ops.outer.entry = dispatcher.find_schema("aten::outer").entry
    lib.define(ops.outer_out.schema_str)
    ops.outer_out.entry = dispatcher.find_schema("aten::outer.out").entry
    lib.define(ops.ger.schema_str)
    ops.ger.entry = dispatcher.find_schema("aten::ger").entry
    lib.define(ops.ger_out.schema_str)
    ops.ger_out.entry = dispatcher.find_schema("aten::ger.out").entry
    lib.define(ops.tensordot.schema_str)
    ops.tensordot.entry = dispatcher.find_schema("aten::tensordot").entry
    lib.define(ops.tensordot_out.schema_str)
    ops.tensordot_out.entry = dispatcher.find_schema("aten::tensordot.out").entry
    lib.define(ops.einsum.schema_str)
    ops.einsum.entry = dispatcher.find_schema("aten::einsum").entry
    lib.define(ops.searchsorted_Tensor.schema_str)
    ops.searchsorted_Tensor.entry = dispatcher.find_schema("aten::searchsorted.Tensor").entry
    lib.define(ops.bucketize_Tensor.schema_str)
    ops.bucketize_Tensor.entry = dispatcher.find_schema("aten::bucketize.Tensor").entry
    lib.define(ops.isin_Tensor_Tensor.schema_str)
    ops.isin_Tensor_Tensor.entry = dispatcher.find_schema("aten::isin.Tensor_Tensor").entry
    lib.define(ops.histc.schema_str)
    ops.histc.entry = dispatcher.find_schema("aten::histc").entry
    lib.define(ops.kron.schema_str)
    ops.kron.entry = dispatcher.find_schema("aten::kron").entry
    lib.define(ops.cdist.schema_str)
    ops.cdist.entry = dispatcher.find_schema("aten::cdist").entry
    lib.define(ops.diff.schema_str)
    ops.diff.entry = dispatcher.find_schema("aten::diff").entry
    lib.define(ops.trapezoid_x.schema_str)
    ops.trapezoid_x.entry = dispatcher.find_schema("aten::trapezoid.x").entry
    lib.define(ops.trapezoid_dx.schema_str)
    ops.trapezoid_dx.entry = dispatcher.find_schema("aten::trapezoid.dx").entry
    lib.define(ops.logcumsumexp.schema_str)
    ops.logcumsumexp.entry = dispatcher.find_schema("aten::logcumsumexp").entry
    lib.define(ops.count_nonzero_dim_IntList.schema_str)
    ops.count_nonzero_dim_IntList.entry = dispatcher.find_schema(
        "aten::count_nonzero.dim_IntList"
    ).entry
    lib.define(ops.count_nonzero.schema_str)
    ops.count_nonzero.entry = dispatcher.find_schema("aten::count_nonzero").entry
    lib.define(ops.meshgrid.schema_str)
    ops.meshgrid.entry = dispatcher.find_schema("aten::meshgrid").entry
    lib.define(ops.meshgrid_indexing.schema_str)
    ops.meshgrid_indexing.entry = dispatcher.find_schema("aten::meshgrid.indexing").entry
    lib.define(ops.cartesian_prod.schema_str)
    ops.cartesian_prod.entry = dispatcher.find_schema("aten::cartesian_prod").entry
    lib.define(ops.isclose.schema_str)
    ops.isclose.entry = dispatcher.find_schema("aten::isclose").entry
    lib.define(ops.allclose.schema_str)
    ops.allclose.entry = dispatcher.find_schema("aten::allclose").entry
    lib.define(ops.equal.schema_str)
    ops.equal.entry = dispatcher.find_schema("aten::equal").entry
    lib.define(ops.convolution.schema_str)
    ops.convolution.entry = dispatcher.find_schema("aten::convolution").entry
    lib.define(ops.convolution_backward.schema_str)
    ops.convolution_backward.entry = dispatcher.find_schema("aten::convolution_backward").entry
    lib.define(ops.conv1d.schema_str)
    ops.conv1d.entry = dispatcher.find_schema("aten::conv1d").entry
    lib.define(ops.conv2d.schema_str)
    ops.conv2d.entry = dispatcher.find_schema("aten::conv2d").entry
    lib.define(ops.conv3d.schema_str)
    ops.conv3d.entry = dispatcher.find_schema("aten::conv3d").entry
    lib.define(ops.conv1d_padding.schema_str)
    ops.conv1d_padding.entry = dispatcher.find_schema("aten::conv1d.padding").entry
    lib.define(ops.conv2d_padding.schema_str)
    ops.conv2d_padding.entry = dispatcher.find_schema("aten::conv2d.padding").entry
    lib.define(ops.conv3d_padding.schema_str)
    ops.conv3d_padding.entry = dispatcher.find_schema("aten::conv3d.padding").entry
    lib.define(ops.conv_transpose1d.schema_str)
    ops.conv_transpose1d.entry = dispatcher.find_schema("aten::conv_transpose1d").entry
    lib.define(ops.conv_transpose2d_input.schema_str)
    ops.conv_transpose2d_input.entry = dispatcher.find_schema("aten::conv_transpose2d.input").entry
    lib.define(ops.conv_transpose3d_input.schema_str)
    ops.conv_transpose3d_input.entry = dispatcher.find_schema("aten::conv_transpose3d.input").entry
    lib.define(ops.max_pool2d_with_indices.schema_str)
    ops.max_pool2d_with_indices.entry = dispatcher.find_schema(
        "aten::max_pool2d_with_indices"
    ).entry
    lib.define(ops.max_pool2d_with_indices_out.schema_str)
    ops.max_pool2d_with_indices_out.entry = dispatcher.find_schema(
        "aten::max_pool2d_with_indices.out"
    ).entry
    lib.define(ops.max_pool2d_with_indices_backward.schema_str)
    ops.max_pool2d_with_indices_backward.entry = dispatcher.find_schema(
        "aten::max_pool2d_with_indices_backward"
    ).entry
    lib.define(ops.max_pool2d_with_indices_backward_grad_input.schema_str)
    ops.max_pool2d_with_indices_backward_grad_input.entry = dispatcher.find_schema(
        "aten::max_pool2d_with_indices_backward.grad_input"
    ).entry
    lib.define(ops.max_pool2d.schema_str)
    ops.max_pool2d.entry = dispatcher.find_schema("aten::max_pool2d").entry
    lib.define(ops.max_pool1d_with_indices.schema_str)
    ops.max_pool1d_with_indices.entry = dispatcher.find_schema(
        "aten::max_pool1d_with_indices"
    ).entry
    lib.define(ops.max_pool1d.schema_str)
    ops.max_pool1d.entry = dispatcher.find_schema("aten::max_pool1d").entry
    lib.define(ops.avg_pool2d.schema_str)
    ops.avg_pool2d.entry = dispatcher.find_schema("aten::avg_pool2d").entry
    lib.define(ops.avg_pool2d_out.schema_str)
    ops.avg_pool2d_out.entry = dispatcher.find_schema("aten::avg_pool2d.out").entry
    lib.define(ops.avg_pool2d_backward.schema_str)
    ops.avg_pool2d_backward.entry = dispatcher.find_schema("aten::avg_pool2d_backward").entry
    lib.define(ops.avg_pool2d_backward_grad_input.schema_str)
    ops.avg_pool2d_backward_grad_input.entry = dispatcher.find_schema(
        "aten::avg_pool2d_backward.grad_input"
    ).entry
    lib.define(ops.avg_pool1d.schema_str)
    ops.avg_pool1d.entry = dispatcher.find_schema("aten::avg_pool1d").entry
    lib.define(ops.adaptive_avg_pool2d.schema_str)
    ops.adaptive_avg_pool2d.entry = dispatcher.find_schema("aten::adaptive_avg_pool2d").entry
    lib.define(ops._adaptive_avg_pool2d.schema_str)
    ops._adaptive_avg_pool2d.entry = dispatcher.find_schema("aten::_adaptive_avg_pool2d").entry
    lib.define(ops._adaptive_avg_pool2d_backward.schema_str)
    ops._adaptive_avg_pool2d_backward.entry = dispatcher.find_schema(
        "aten::_adaptive_avg_pool2d_backward"
    ).entry
    lib.define(ops.adaptive_avg_pool1d.schema_str)
    ops.adaptive_avg_pool1d.entry = dispatcher.find_schema("aten::adaptive_avg_pool1d").entry
    lib.define(ops.native_batch_norm.schema_str)
    ops.native_batch_norm.entry = dispatcher.find_schema("aten::native_batch_norm").entry
    lib.define(ops.native_batch_norm_backward.schema_str)
    ops.native_batch_norm_backward.entry = dispatcher.find_schema(
        "aten::native_batch_norm_backward"
    ).entry
    lib.define(ops.batch_norm.schema_str)
    ops.batch_norm.entry = dispatcher.find_schema("aten::batch_norm").entry
    lib.define(ops.native_layer_norm.schema_str)
    ops.native_layer_norm.entry = dispatcher.find_schema("aten::native_layer_norm").entry
    lib.define(ops.native_layer_norm_backward.schema_str)
    ops.native_layer_norm_backward.entry = dispatcher.find_schema(
        "aten::native_layer_norm_backward"
    ).entry
    lib.define(ops.layer_norm.schema_str)
    ops.layer_norm.entry = dispatcher.find_schema("aten::layer_norm").entry
    lib.define(ops.native_group_norm.schema_str)
    ops.native_group_norm.entry = dispatcher.find_schema("aten::native_group_norm").entry
    lib.define(ops.native_group_norm_backward.schema_str)
    ops.native_group_norm_backward.entry = dispatcher.find_schema(
        "aten::native_group_norm_backward"
    ).entry
    lib.define(ops.group_norm.schema_str)
    ops.group_norm.entry = dispatcher.find_schema("aten::group_norm").entry
    lib.define(ops.embedding.schema_str)
    ops.embedding.entry = dispatcher.find_schema("aten::embedding").entry
    lib.define(ops.embedding_backward.schema_str)
    ops.embedding_backward.entry = dispatcher.find_schema("aten::embedding_backward").entry
    lib.define(ops.embedding_dense_backward.schema_str)
    ops.embedding_dense_backward.entry = dispatcher.find_schema(
        "aten::embedding_dense_backward"
    ).entry
    lib.define(ops.one_hot.schema_str)
    ops.one_hot.entry = dispatcher.find_schema("aten::one_hot").entry
    lib.define(ops.nll_loss_forward.schema_str)
    ops.nll_loss_forward.entry = dispatcher.find_schema("aten::nll_loss_forward").entry
    lib.define(ops.nll_loss_forward_output.schema_str)
    ops.nll_loss_forward_output.entry = dispatcher.find_schema(
        "aten::nll_loss_forward.output"
    ).entry
    lib.define(ops.nll_loss_backward.schema_str)
    ops.nll_loss_backward.entry = dispatcher.find_schema("aten::nll_loss_backward").entry
    lib.define(ops.nll_loss_backward_grad_input.schema_str)
    ops.nll_loss_backward_grad_input.entry = dispatcher.find_schema(
        "aten::nll_loss_backward.grad_input"
    ).entry
    lib.define(ops.nll_loss.schema_str)
    ops.nll_loss.entry = dispatcher.find_schema("aten::nll_loss").entry
    lib.define(ops.nll_loss_nd.schema_str)
    ops.nll_loss_nd.entry = dispatcher.find_schema("aten::nll_loss_nd").entry
    lib.define(ops.cross_entropy_loss.schema_str)
    ops.cross_entropy_loss.entry = dispatcher.find_schema("aten::cross_entropy_loss").entry
    lib.define(ops.mse_loss.schema_str)
    ops.mse_loss.entry = dispatcher.find_schema("aten::mse_loss").entry
    lib.define(ops.mse_loss_out.schema_str)
    ops.mse_loss_out.entry = dispatcher.find_schema("aten::mse_loss.out").entry
    lib.define(ops.mse_loss_backward.schema_str)
    ops.mse_loss_backward.entry = dispatcher.find_schema("aten::mse_loss_backward").entry
    lib.define(ops.l1_loss.schema_str)
    ops.l1_loss.entry = dispatcher.find_schema("aten::l1_loss").entry
    lib.define(ops.smooth_l1_loss.schema_str)
    ops.smooth_l1_loss.entry = dispatcher.find_schema("aten::smooth_l1_loss").entry
    lib.define(ops.smooth_l1_loss_out.schema_str)
    ops.smooth_l1_loss_out.entry = dispatcher.find_schema("aten::smooth_l1_loss.out").entry
    lib.define(ops.smooth_l1_loss_backward.schema_str)
    ops.smooth_l1_loss_backward.entry = dispatcher.find_schema(
        "aten::smooth_l1_loss_backward"
    ).entry
    lib.define(ops.huber_loss.schema_str)
    ops.huber_loss.entry = dispatcher.find_schema("aten::huber_loss").entry
    lib.define(ops.huber_loss_backward.schema_str)
    ops.huber_loss_backward.entry = dispatcher.find_schema("aten::huber_loss_backward").entry
    lib.define(ops.binary_cross_entropy.schema_str)
    ops.binary_cross_entropy.entry = dispatcher.find_schema("aten::binary_cross_entropy").entry
    lib.define(ops.binary_cross_entropy_backward.schema_str)
    ops.binary_cross_entropy_backward.entry = dispatcher.find_schema(
        "aten::binary_cross_entropy_backward"
    ).entry
    lib.define(ops.binary_cross_entropy_with_logits.schema_str)
    ops.binary_cross_entropy_with_logits.entry = dispatcher.find_schema(
        "aten::binary_cross_entropy_with_logits"
    ).entry
    lib.define(ops.constant_pad_nd.schema_str)
    ops.constant_pad_nd.entry = dispatcher.find_schema("aten::constant_pad_nd").entry
    lib.define(ops.pad.schema_str)
    ops.pad.entry = dispatcher.find_schema("aten::pad").entry
    lib.define(ops._pad_circular.schema_str)
    ops._pad_circular.entry = dispatcher.find_schema("aten::_pad_circular").entry
    lib.define(ops.reflection_pad1d.schema_str)
    ops.reflection_pad1d.entry = dispatcher.find_schema("aten::reflection_pad1d").entry
    lib.define(ops.reflection_pad1d_backward.schema_str)
    ops.reflection_pad1d_backward.entry = dispatcher.find_schema(
        "aten::reflection_pad1d_backward"
    ).entry
    lib.define(ops.reflection_pad2d.schema_str)
    ops.reflection_pad2d.entry = dispatcher.find_schema("aten::reflection_pad2d").entry
    lib.define(ops.reflection_pad2d_backward.schema_str)
    ops.reflection_pad2d_backward.entry = dispatcher.find_schema(
        "aten::reflection_pad2d_backward"
    ).entry
    lib.define(ops.replication_pad1d.schema_str)
    ops.replication_pad1d.entry = dispatcher.find_schema("aten::replication_pad1d").entry
    lib.define(ops.replication_pad1d_backward.schema_str)
    ops.replication_pad1d_backward.entry = dispatcher.find_schema(
        "aten::replication_pad1d_backward"
    ).entry
    lib.define(ops.replication_pad2d.schema_str)
    ops.replication_pad2d.entry = dispatcher.find_schema("aten::replication_pad2d").entry
    lib.define(ops.replication_pad2d_backward.schema_str)
    ops.replication_pad2d_backward.entry = dispatcher.find_schema(
        "aten::replication_pad2d_backward"
    ).entry
    lib.define(ops.upsample_nearest2d.schema_str)
    ops.upsample_nearest2d.entry = dispatcher.find_schema("aten::upsample_nearest2d").entry
    lib.define(ops.upsample_nearest2d_out.schema_str)
    ops.upsample_nearest2d_out.entry = dispatcher.find_schema("aten::upsample_nearest2d.out").entry
    lib.define(ops.upsample_nearest2d_vec.schema_str)
    ops.upsample_nearest2d_vec.entry = dispatcher.find_schema("aten::upsample_nearest2d.vec").entry
    lib.define(ops.upsample_nearest2d_backward.schema_str)
    ops.upsample_nearest2d_backward.entry = dispatcher.find_schema(
        "aten::upsample_nearest2d_backward"
    ).entry
    lib.define(ops.upsample_nearest2d_backward_grad_input.schema_str)
    ops.upsample_nearest2d_backward_grad_input.entry = dispatcher.find_schema(
        "aten::upsample_nearest2d_backward.grad_input"
    ).entry
    lib.define(ops.upsample_bilinear2d.schema_str)
    ops.upsample_bilinear2d.entry = dispatcher.find_schema("aten::upsample_bilinear2d").entry
    lib.define(ops.upsample_bilinear2d_out.schema_str)
    ops.upsample_bilinear2d_out.entry = dispatcher.find_schema(
        "aten::upsample_bilinear2d.out"
    ).entry
    lib.define(ops.upsample_bilinear2d_vec.schema_str)
    ops.upsample_bilinear2d_vec.entry = dispatcher.find_schema(
        "aten::upsample_bilinear2d.vec"
    ).entry
    lib.define(ops.upsample_bilinear2d_backward.schema_str)
    ops.upsample_bilinear2d_backward.entry = dispatcher.find_schema(
        "aten::upsample_bilinear2d_backward"
    ).entry
    lib.define(ops.upsample_bilinear2d_backward_grad_input.schema_str)
    ops.upsample_bilinear2d_backward_grad_input.entry = dispatcher.find_schema(
        "aten::upsample_bilinear2d_backward.grad_input"
    ).entry
    lib.define(ops.linear.schema_str)
    ops.linear.entry = dispatcher.find_schema("aten::linear").entry
    lib.define(ops.bilinear.schema_str)
    ops.bilinear.entry = dispatcher.find_schema("aten::bilinear").entry
    lib.define(ops.dropout.schema_str)
    ops.dropout.entry = dispatcher.find_schema("aten::dropout").entry
    lib.define(ops.feature_dropout.schema_str)
    ops.feature_dropout.entry = dispatcher.find_schema("aten::feature_dropout").entry
    lib.define(ops.native_dropout.schema_str)
    ops.native_dropout.entry = dispatcher.find_schema("aten::native_dropout").entry
    lib.define(ops.native_dropout_backward.schema_str)
    ops.native_dropout_backward.entry = dispatcher.find_schema(
        "aten::native_dropout_backward"
    ).entry
    lib.define(ops.scaled_dot_product_attention.schema_str)
    ops.scaled_dot_product_attention.entry = dispatcher.find_schema(
        "aten::scaled_dot_product_attention"
    ).entry
    lib.define(ops.threshold.schema_str)
    ops.threshold.entry = dispatcher.find_schema("aten::threshold").entry
    lib.define(ops.threshold_.schema_str)
    ops.threshold_.entry = dispatcher.find_schema("aten::threshold_").entry
    lib.define(ops.threshold_out.schema_str)
    ops.threshold_out.entry = dispatcher.find_schema("aten::threshold.out").entry
    lib.define(ops.threshold_backward.schema_str)
    ops.threshold_backward.entry = dispatcher.find_schema("aten::threshold_backward").entry
    lib.define(ops.threshold_backward_grad_input.schema_str)
    ops.threshold_backward_grad_input.entry = dispatcher.find_schema(
        "aten::threshold_backward.grad_input"
    ).entry
    lib.define(ops.gelu_backward.schema_str)
    ops.gelu_backward.entry = dispatcher.find_schema("aten::gelu_backward").entry
    lib.define(ops.gelu_backward_grad_input.schema_str)
    ops.gelu_backward_grad_input.entry = dispatcher.find_schema(
        "aten::gelu_backward.grad_input"
    ).entry
    lib.define(ops.silu_backward.schema_str)
    ops.silu_backward.entry = dispatcher.find_schema("aten::silu_backward").entry
    lib.define(ops.silu_backward_grad_input.schema_str)
    ops.silu_backward_grad_input.entry = dispatcher.find_schema(
        "aten::silu_backward.grad_input"
    ).entry
    lib.define(ops.elu_backward.schema_str)
    ops.elu_backward.entry = dispatcher.find_schema("aten::elu_backward").entry
    lib.define(ops.elu_backward_grad_input.schema_str)
    ops.elu_backward_grad_input.entry = dispatcher.find_schema(
        "aten::elu_backward.grad_input"
    ).entry
    lib.define(ops.leaky_relu_backward.schema_str)
    ops.leaky_relu_backward.entry = dispatcher.find_schema("aten::leaky_relu_backward").entry
    lib.define(ops.leaky_relu_backward_grad_input.schema_str)
    ops.leaky_relu_backward_grad_input.entry = dispatcher.find_schema(
        "aten::leaky_relu_backward.grad_input"
    ).entry
    lib.define(ops.softplus_backward.schema_str)
    ops.softplus_backward.entry = dispatcher.find_schema("aten::softplus_backward").entry
    lib.define(ops.softplus_backward_grad_input.schema_str)
    ops.softplus_backward_grad_input.entry = dispatcher.find_schema(
        "aten::softplus_backward.grad_input"
    ).entry
    lib.define(ops.sigmoid_backward.schema_str)
    ops.sigmoid_backward.entry = dispatcher.find_schema("aten::sigmoid_backward").entry
    lib.define(ops.sigmoid_backward_grad_input.schema_str)
    ops.sigmoid_backward_grad_input.entry = dispatcher.find_schema(
        "aten::sigmoid_backward.grad_input"
    ).entry
    lib.define(ops.tanh_backward.schema_str)
    ops.tanh_backward.entry = dispatcher.find_schema("aten::tanh_backward").entry
    lib.define(ops.tanh_backward_grad_input.schema_str)
    ops.tanh_backward_grad_input.entry = dispatcher.find_schema(
        "aten::tanh_backward.grad_input"
    ).entry
    lib.define(ops._softmax_backward_data.schema_str)
    ops._softmax_backward_data.entry = dispatcher.find_schema("aten::_softmax_backward_data").entry
    lib.define(ops._softmax_backward_data_out.schema_str)
    ops._softmax_backward_data_out.entry = dispatcher.find_schema(
        "aten::_softmax_backward_data.out"
    ).entry
    lib.define(ops._log_softmax_backward_data.schema_str)
    ops._log_softmax_backward_data.entry = dispatcher.find_schema(
        "aten::_log_softmax_backward_data"
    ).entry
    lib.define(ops._log_softmax_backward_data_out.schema_str)
    ops._log_softmax_backward_data_out.entry = dispatcher.find_schema(
        "aten::_log_softmax_backward_data.out"
    ).entry
    lib.define(ops.new_empty.schema_str)
    ops.new_empty.entry = dispatcher.find_schema("aten::new_empty").entry
    lib.define(ops.new_full.schema_str)
    ops.new_full.entry = dispatcher.find_schema("aten::new_full").entry
    lib.define(ops.new_zeros.schema_str)
    ops.new_zeros.entry = dispatcher.find_schema("aten::new_zeros").entry
    lib.define(ops.new_ones.schema_str)
    ops.new_ones.entry = dispatcher.find_schema("aten::new_ones").entry
    lib.define(ops.broadcast_tensors.schema_str)
    ops.broadcast_tensors.entry = dispatcher.find_schema("aten::broadcast_tensors").entry
    lib.define(ops.erfinv.schema_str)
    ops.erfinv.entry = dispatcher.find_schema("aten::erfinv").entry
    lib.define(ops.erfinv_.schema_str)
    ops.erfinv_.entry = dispatcher.find_schema("aten::erfinv_").entry
    lib.define(ops.erfinv_out.schema_str)
    ops.erfinv_out.entry = dispatcher.find_schema("aten::erfinv.out").entry
    lib.define(ops._unique2.schema_str)
    ops._unique2.entry = dispatcher.find_schema("aten::_unique2").entry
    lib.define(ops.unique_dim.schema_str)
    ops.unique_dim.entry = dispatcher.find_schema("aten::unique_dim").entry
    lib.define(ops.acosh.schema_str)
    ops.acosh.entry = dispatcher.find_schema("aten::acosh").entry
    lib.define(ops.acosh_.schema_str)
    ops.acosh_.entry = dispatcher.find_schema("aten::acosh_").entry
    lib.define(ops.acosh_out.schema_str)
    ops.acosh_out.entry = dispatcher.find_schema("aten::acosh.out").entry
    lib.define(ops.asinh.schema_str)
    ops.asinh.entry = dispatcher.find_schema("aten::asinh").entry
    lib.define(ops.asinh_.schema_str)
    ops.asinh_.entry = dispatcher.find_schema("aten::asinh_").entry
    lib.define(ops.asinh_out.schema_str)
    ops.asinh_out.entry = dispatcher.find_schema("aten::asinh.out").entry
    lib.define(ops.atanh.schema_str)
    ops.atanh.entry = dispatcher.find_schema("aten::atanh").entry
    lib.define(ops.atanh_.schema_str)
    ops.atanh_.entry = dispatcher.find_schema("aten::atanh_").entry
    lib.define(ops.atanh_out.schema_str)
    ops.atanh_out.entry = dispatcher.find_schema("aten::atanh.out").entry
    lib.define(ops.deg2rad.schema_str)
    ops.deg2rad.entry = dispatcher.find_schema("aten::deg2rad").entry
    lib.define(ops.deg2rad_.schema_str)
    ops.deg2rad_.entry = dispatcher.find_schema("aten::deg2rad_").entry
    lib.define(ops.deg2rad_out.schema_str)
    ops.deg2rad_out.entry = dispatcher.find_schema("aten::deg2rad.out").entry
    lib.define(ops.rad2deg.schema_str)
    ops.rad2deg.entry = dispatcher.find_schema("aten::rad2deg").entry
    lib.define(ops.rad2deg_.schema_str)
    ops.rad2deg_.entry = dispatcher.find_schema("aten::rad2deg_").entry
    lib.define(ops.rad2deg_out.schema_str)
    ops.rad2deg_out.entry = dispatcher.find_schema("aten::rad2deg.out").entry
    lib.define(ops.erfc.schema_str)
    ops.erfc.entry = dispatcher.find_schema("aten::erfc").entry
    lib.define(ops.erfc_.schema_str)
    ops.erfc_.entry = dispatcher.find_schema("aten::erfc_").entry
    lib.define(ops.erfc_out.schema_str)
    ops.erfc_out.entry = dispatcher.find_schema("aten::erfc.out").entry
    lib.define(ops.sinc.schema_str)
    ops.sinc.entry = dispatcher.find_schema("aten::sinc").entry
    lib.define(ops.sinc_.schema_str)
    ops.sinc_.entry = dispatcher.find_schema("aten::sinc_").entry
    lib.define(ops.sinc_out.schema_str)
    ops.sinc_out.entry = dispatcher.find_schema("aten::sinc.out").entry
    lib.define(ops.i0.schema_str)
    ops.i0.entry = dispatcher.find_schema("aten::i0").entry
    lib.define(ops.i0_.schema_str)
    ops.i0_.entry = dispatcher.find_schema("aten::i0_").entry
    lib.define(ops.i0_out.schema_str)
    ops.i0_out.entry = dispatcher.find_schema("aten::i0.out").entry
    lib.define(ops.special_i1.schema_str)
    ops.special_i1.entry = dispatcher.find_schema("aten::special_i1").entry
    lib.define(ops.special_i1_out.schema_str)
    ops.special_i1_out.entry = dispatcher.find_schema("aten::special_i1.out").entry
    lib.define(ops.digamma.schema_str)
    ops.digamma.entry = dispatcher.find_schema("aten::digamma").entry
    lib.define(ops.digamma_.schema_str)
    ops.digamma_.entry = dispatcher.find_schema("aten::digamma_").entry
    lib.define(ops.digamma_out.schema_str)
    ops.digamma_out.entry = dispatcher.find_schema("aten::digamma.out").entry
    lib.define(ops.lgamma.schema_str)
    ops.lgamma.entry = dispatcher.find_schema("aten::lgamma").entry
    lib.define(ops.lgamma_.schema_str)
    ops.lgamma_.entry = dispatcher.find_schema("aten::lgamma_").entry
    lib.define(ops.lgamma_out.schema_str)
    ops.lgamma_out.entry = dispatcher.find_schema("aten::lgamma.out").entry
    lib.define(ops.logit.schema_str)
    ops.logit.entry = dispatcher.find_schema("aten::logit").entry
    lib.define(ops.logit_.schema_str)
    ops.logit_.entry = dispatcher.find_schema("aten::logit_").entry
    lib.define(ops.logit_out.schema_str)
    ops.logit_out.entry = dispatcher.find_schema("aten::logit.out").entry
    lib.define(ops.polygamma.schema_str)
    ops.polygamma.entry = dispatcher.find_schema("aten::polygamma").entry
    lib.define(ops.polygamma_.schema_str)
    ops.polygamma_.entry = dispatcher.find_schema("aten::polygamma_").entry
    lib.define(ops.polygamma_out.schema_str)
    ops.polygamma_out.entry = dispatcher.find_schema("aten::polygamma.out").entry
    lib.define(ops.mvlgamma.schema_str)
    ops.mvlgamma.entry = dispatcher.find_schema("aten::mvlgamma").entry
    lib.define(ops.mvlgamma_.schema_str)
    ops.mvlgamma_.entry = dispatcher.find_schema("aten::mvlgamma_").entry
    lib.define(ops.mvlgamma_out.schema_str)
    ops.mvlgamma_out.entry = dispatcher.find_schema("aten::mvlgamma.out").entry
    lib.define(ops.signbit.schema_str)
    ops.signbit.entry = dispatcher.find_schema("aten::signbit").entry
    lib.define(ops.signbit_out.schema_str)
    ops.signbit_out.entry = dispatcher.find_schema("aten::signbit.out").entry
    lib.define(ops.isposinf.schema_str)
    ops.isposinf.entry = dispatcher.find_schema("aten::isposinf").entry
    lib.define(ops.isposinf_out.schema_str)
    ops.isposinf_out.entry = dispatcher.find_schema("aten::isposinf.out").entry
    lib.define(ops.isneginf.schema_str)
    ops.isneginf.entry = dispatcher.find_schema("aten::isneginf").entry
    lib.define(ops.isneginf_out.schema_str)
    ops.isneginf_out.entry = dispatcher.find_schema("aten::isneginf.out").entry
    lib.define(ops.frexp_Tensor.schema_str)
    ops.frexp_Tensor.entry = dispatcher.find_schema("aten::frexp.Tensor").entry
    lib.define(ops.frexp_Tensor_out.schema_str)
    ops.frexp_Tensor_out.entry = dispatcher.find_schema("aten::frexp.Tensor_out").entry
    lib.define(ops.fmax.schema_str)
    ops.fmax.entry = dispatcher.find_schema("aten::fmax").entry
    lib.define(ops.fmax_out.schema_str)
    ops.fmax_out.entry = dispatcher.find_schema("aten::fmax.out").entry
    lib.define(ops.fmin.schema_str)
    ops.fmin.entry = dispatcher.find_schema("aten::fmin").entry
    lib.define(ops.fmin_out.schema_str)
    ops.fmin_out.entry = dispatcher.find_schema("aten::fmin.out").entry
    lib.define(ops.logaddexp.schema_str)
    ops.logaddexp.entry = dispatcher.find_schema("aten::logaddexp").entry
    lib.define(ops.logaddexp_out.schema_str)
    ops.logaddexp_out.entry = dispatcher.find_schema("aten::logaddexp.out").entry
    lib.define(ops.logaddexp2.schema_str)
    ops.logaddexp2.entry = dispatcher.find_schema("aten::logaddexp2").entry
    lib.define(ops.logaddexp2_out.schema_str)
    ops.logaddexp2_out.entry = dispatcher.find_schema("aten::logaddexp2.out").entry
    lib.define(ops.hypot.schema_str)
    ops.hypot.entry = dispatcher.find_schema("aten::hypot").entry
    lib.define(ops.hypot_.schema_str)
    ops.hypot_.entry = dispatcher.find_schema("aten::hypot_").entry
    lib.define(ops.hypot_out.schema_str)
    ops.hypot_out.entry = dispatcher.find_schema("aten::hypot.out").entry
    lib.define(ops.copysign_Tensor.schema_str)
    ops.copysign_Tensor.entry = dispatcher.find_schema("aten::copysign.Tensor").entry
    lib.define(ops.copysign__Tensor.schema_str)
    ops.copysign__Tensor.entry = dispatcher.find_schema("aten::copysign_.Tensor").entry
    lib.define(ops.copysign_out.schema_str)
    ops.copysign_out.entry = dispatcher.find_schema("aten::copysign.out").entry
    lib.define(ops.heaviside.schema_str)
    ops.heaviside.entry = dispatcher.find_schema("aten::heaviside").entry
    lib.define(ops.heaviside_.schema_str)
    ops.heaviside_.entry = dispatcher.find_schema("aten::heaviside_").entry
    lib.define(ops.heaviside_out.schema_str)
    ops.heaviside_out.entry = dispatcher.find_schema("aten::heaviside.out").entry
    lib.define(ops.gcd.schema_str)
    ops.gcd.entry = dispatcher.find_schema("aten::gcd").entry
    lib.define(ops.gcd_.schema_str)
    ops.gcd_.entry = dispatcher.find_schema("aten::gcd_").entry
    lib.define(ops.gcd_out.schema_str)
    ops.gcd_out.entry = dispatcher.find_schema("aten::gcd.out").entry
    lib.define(ops.lcm.schema_str)
    ops.lcm.entry = dispatcher.find_schema("aten::lcm").entry
    lib.define(ops.lcm_.schema_str)
    ops.lcm_.entry = dispatcher.find_schema("aten::lcm_").entry
    lib.define(ops.lcm_out.schema_str)
    ops.lcm_out.entry = dispatcher.find_schema("aten::lcm.out").entry
    lib.define(ops.nextafter.schema_str)
    ops.nextafter.entry = dispatcher.find_schema("aten::nextafter").entry
    lib.define(ops.nextafter_.schema_str)
    ops.nextafter_.entry = dispatcher.find_schema("aten::nextafter_").entry
    lib.define(ops.nextafter_out.schema_str)
    ops.nextafter_out.entry = dispatcher.find_schema("aten::nextafter.out").entry
    lib.define(ops.igamma.schema_str)
    ops.igamma.entry = dispatcher.find_schema("aten::igamma").entry
    lib.define(ops.igamma_.schema_str)
    ops.igamma_.entry = dispatcher.find_schema("aten::igamma_").entry
    lib.define(ops.igamma_out.schema_str)
    ops.igamma_out.entry = dispatcher.find_schema("aten::igamma.out").entry
    lib.define(ops.igammac.schema_str)
    ops.igammac.entry = dispatcher.find_schema("aten::igammac").entry
    lib.define(ops.igammac_.schema_str)
    ops.igammac_.entry = dispatcher.find_schema("aten::igammac_").entry
    lib.define(ops.igammac_out.schema_str)
    ops.igammac_out.entry = dispatcher.find_schema("aten::igammac.out").entry
    lib.define(ops.xlogy_Tensor.schema_str)
    ops.xlogy_Tensor.entry = dispatcher.find_schema("aten::xlogy.Tensor").entry
    lib.define(ops.xlogy__Tensor.schema_str)
    ops.xlogy__Tensor.entry = dispatcher.find_schema("aten::xlogy_.Tensor").entry
    lib.define(ops.xlogy_OutTensor.schema_str)
    ops.xlogy_OutTensor.entry = dispatcher.find_schema("aten::xlogy.OutTensor").entry
    lib.define(ops.clamp_min.schema_str)
    ops.clamp_min.entry = dispatcher.find_schema("aten::clamp_min").entry
    lib.define(ops.clamp_min_Tensor.schema_str)
    ops.clamp_min_Tensor.entry = dispatcher.find_schema("aten::clamp_min.Tensor").entry
    lib.define(ops.clamp_min_.schema_str)
    ops.clamp_min_.entry = dispatcher.find_schema("aten::clamp_min_").entry
    lib.define(ops.clamp_min__Tensor.schema_str)
    ops.clamp_min__Tensor.entry = dispatcher.find_schema("aten::clamp_min_.Tensor").entry
    lib.define(ops.clamp_min_Tensor_out.schema_str)
    ops.clamp_min_Tensor_out.entry = dispatcher.find_schema("aten::clamp_min.Tensor_out").entry
    lib.define(ops.clamp_max.schema_str)
    ops.clamp_max.entry = dispatcher.find_schema("aten::clamp_max").entry
    lib.define(ops.clamp_max_Tensor.schema_str)
    ops.clamp_max_Tensor.entry = dispatcher.find_schema("aten::clamp_max.Tensor").entry
    lib.define(ops.clamp_max_.schema_str)
    ops.clamp_max_.entry = dispatcher.find_schema("aten::clamp_max_").entry
    lib.define(ops.clamp_max__Tensor.schema_str)
    ops.clamp_max__Tensor.entry = dispatcher.find_schema("aten::clamp_max_.Tensor").entry
    lib.define(ops.clamp_max_Tensor_out.schema_str)
    ops.clamp_max_Tensor_out.entry = dispatcher.find_schema("aten::clamp_max.Tensor_out").entry
    lib.define(ops.view_as_real.schema_str)
    ops.view_as_real.entry = dispatcher.find_schema("aten::view_as_real").entry
    lib.define(ops.view_as_complex.schema_str)
    ops.view_as_complex.entry = dispatcher.find_schema("aten::view_as_complex").entry
    lib.define(ops.real.schema_str)
    ops.real.entry = dispatcher.find_schema("aten::real").entry
    lib.define(ops.imag.schema_str)
    ops.imag.entry = dispatcher.find_schema("aten::imag").entry
    lib.define(ops.conj.schema_str)
    ops.conj.entry = dispatcher.find_schema("aten::conj").entry
    lib.define(ops.resolve_conj.schema_str)
    ops.resolve_conj.entry = dispatcher.find_schema("aten::resolve_conj").entry
    lib.define(ops.resolve_neg.schema_str)
    ops.resolve_neg.entry = dispatcher.find_schema("aten::resolve_neg").entry
    lib.define(ops.is_conj.schema_str)
    ops.is_conj.entry = dispatcher.find_schema("aten::is_conj").entry
    lib.define(ops.is_neg.schema_str)
    ops.is_neg.entry = dispatcher.find_schema("aten::is_neg").entry
    lib.define(ops.conj_physical.schema_str)
    ops.conj_physical.entry = dispatcher.find_schema("aten::conj_physical").entry
    lib.define(ops.conj_physical_.schema_str)
    ops.conj_physical_.entry = dispatcher.find_schema("aten::conj_physical_").entry
    lib.define(ops.conj_physical_out.schema_str)
    ops.conj_physical_out.entry = dispatcher.find_schema("aten::conj_physical.out").entry
    lib.define(ops.angle.schema_str)
    ops.angle.entry = dispatcher.find_schema("aten::angle").entry
    lib.define(ops.angle_out.schema_str)
    ops.angle_out.entry = dispatcher.find_schema("aten::angle.out").entry
    lib.define(ops.sgn.schema_str)
    ops.sgn.entry = dispatcher.find_schema("aten::sgn").entry
    lib.define(ops.sgn_.schema_str)
    ops.sgn_.entry = dispatcher.find_schema("aten::sgn_").entry
    lib.define(ops.sgn_out.schema_str)
    ops.sgn_out.entry = dispatcher.find_schema("aten::sgn.out").entry
    lib.define(ops.polar.schema_str)
    ops.polar.entry = dispatcher.find_schema("aten::polar").entry
    lib.define(ops.polar_out.schema_str)
    ops.polar_out.entry = dispatcher.find_schema("aten::polar.out").entry
    lib.define(ops.complex.schema_str)
    ops.complex.entry = dispatcher.find_schema("aten::complex").entry
    lib.define(ops.complex_out.schema_str)
    ops.complex_out.entry = dispatcher.find_schema("aten::complex.out").entry
    lib.define(ops.absolute.schema_str)
    ops.absolute.entry = dispatcher.find_schema("aten::absolute").entry
    lib.define(ops.absolute_.schema_str)
    ops.absolute_.entry = dispatcher.find_schema("aten::absolute_").entry
    lib.define(ops.absolute_out.schema_str)
    ops.absolute_out.entry = dispatcher.find_schema("aten::absolute.out").entry
    lib.define(ops.arccos.schema_str)
    ops.arccos.entry = dispatcher.find_schema("aten::arccos").entry
    lib.define(ops.arccos_.schema_str)
    ops.arccos_.entry = dispatcher.find_schema("aten::arccos_").entry
    lib.define(ops.arccos_out.schema_str)
    ops.arccos_out.entry = dispatcher.find_schema("aten::arccos.out").entry
    lib.define(ops.arccosh.schema_str)
    ops.arccosh.entry = dispatcher.find_schema("aten::arccosh").entry
    lib.define(ops.arccosh_.schema_str)
    ops.arccosh_.entry = dispatcher.find_schema("aten::arccosh_").entry
    lib.define(ops.arccosh_out.schema_str)
    ops.arccosh_out.entry = dispatcher.find_schema("aten::arccosh.out").entry
    lib.define(ops.arcsin.schema_str)
    ops.arcsin.entry = dispatcher.find_schema("aten::arcsin").entry
    lib.define(ops.arcsin_.schema_str)
    ops.arcsin_.entry = dispatcher.find_schema("aten::arcsin_").entry
    lib.define(ops.arcsin_out.schema_str)
    ops.arcsin_out.entry = dispatcher.find_schema("aten::arcsin.out").entry
    lib.define(ops.arcsinh.schema_str)
    ops.arcsinh.entry = dispatcher.find_schema("aten::arcsinh").entry
    lib.define(ops.arcsinh_.schema_str)
    ops.arcsinh_.entry = dispatcher.find_schema("aten::arcsinh_").entry
    lib.define(ops.arcsinh_out.schema_str)
    ops.arcsinh_out.entry = dispatcher.find_schema("aten::arcsinh.out").entry
    lib.define(ops.arctan.schema_str)
    ops.arctan.entry = dispatcher.find_schema("aten::arctan").entry
    lib.define(ops.arctan_.schema_str)
    ops.arctan_.entry = dispatcher.find_schema("aten::arctan_").entry
    lib.define(ops.arctan_out.schema_str)
    ops.arctan_out.entry = dispatcher.find_schema("aten::arctan.out").entry
    lib.define(ops.arctanh.schema_str)
    ops.arctanh.entry = dispatcher.find_schema("aten::arctanh").entry
    lib.define(ops.arctanh_.schema_str)
    ops.arctanh_.entry = dispatcher.find_schema("aten::arctanh_").entry
    lib.define(ops.arctanh_out.schema_str)
    ops.arctanh_out.entry = dispatcher.find_schema("aten::arctanh.out").entry
    lib.define(ops.negative.schema_str)
    ops.negative.entry = dispatcher.find_schema("aten::negative").entry
    lib.define(ops.negative_.schema_str)
    ops.negative_.entry = dispatcher.find_schema("aten::negative_").entry
    lib.define(ops.negative_out.schema_str)
    ops.negative_out.entry = dispatcher.find_schema("aten::negative.out").entry
    lib.define(ops.fix.schema_str)
    ops.fix.entry = dispatcher.find_schema("aten::fix").entry
    lib.define(ops.fix_.schema_str)
    ops.fix_.entry = dispatcher.find_schema("aten::fix_").entry
    lib.define(ops.fix_out.schema_str)
    ops.fix_out.entry = dispatcher.find_schema("aten::fix.out").entry
    lib.define(ops.arctan2.schema_str)
    ops.arctan2.entry = dispatcher.find_schema("aten::arctan2").entry
    lib.define(ops.arctan2_.schema_str)
    ops.arctan2_.entry = dispatcher.find_schema("aten::arctan2_").entry
    lib.define(ops.arctan2_out.schema_str)
    ops.arctan2_out.entry = dispatcher.find_schema("aten::arctan2.out").entry
    lib.define(ops.multiply_Tensor.schema_str)
    ops.multiply_Tensor.entry = dispatcher.find_schema("aten::multiply.Tensor").entry
    lib.define(ops.multiply__Tensor.schema_str)
    ops.multiply__Tensor.entry = dispatcher.find_schema("aten::multiply_.Tensor").entry
    lib.define(ops.multiply_out.schema_str)
    ops.multiply_out.entry = dispatcher.find_schema("aten::multiply.out").entry
    lib.define(ops.divide_Tensor.schema_str)
    ops.divide_Tensor.entry = dispatcher.find_schema("aten::divide.Tensor").entry
    lib.define(ops.divide__Tensor.schema_str)
    ops.divide__Tensor.entry = dispatcher.find_schema("aten::divide_.Tensor").entry
    lib.define(ops.divide_out.schema_str)
    ops.divide_out.entry = dispatcher.find_schema("aten::divide.out").entry
    lib.define(ops.true_divide_Tensor.schema_str)
    ops.true_divide_Tensor.entry = dispatcher.find_schema("aten::true_divide.Tensor").entry
    lib.define(ops.true_divide__Tensor.schema_str)
    ops.true_divide__Tensor.entry = dispatcher.find_schema("aten::true_divide_.Tensor").entry
    lib.define(ops.true_divide_out.schema_str)
    ops.true_divide_out.entry = dispatcher.find_schema("aten::true_divide.out").entry
    lib.define(ops.divide_Tensor_mode.schema_str)
    ops.divide_Tensor_mode.entry = dispatcher.find_schema("aten::divide.Tensor_mode").entry
    lib.define(ops.divide__Tensor_mode.schema_str)
    ops.divide__Tensor_mode.entry = dispatcher.find_schema("aten::divide_.Tensor_mode").entry
    lib.define(ops.divide_out_mode.schema_str)
    ops.divide_out_mode.entry = dispatcher.find_schema("aten::divide.out_mode").entry
    lib.define(ops.subtract_Tensor.schema_str)
    ops.subtract_Tensor.entry = dispatcher.find_schema("aten::subtract.Tensor").entry
    lib.define(ops.subtract__Tensor.schema_str)
    ops.subtract__Tensor.entry = dispatcher.find_schema("aten::subtract_.Tensor").entry
    lib.define(ops.subtract_out.schema_str)
    ops.subtract_out.entry = dispatcher.find_schema("aten::subtract.out").entry
    lib.define(ops.greater_Tensor.schema_str)
    ops.greater_Tensor.entry = dispatcher.find_schema("aten::greater.Tensor").entry
    lib.define(ops.greater__Tensor.schema_str)
    ops.greater__Tensor.entry = dispatcher.find_schema("aten::greater_.Tensor").entry
    lib.define(ops.greater_Tensor_out.schema_str)
    ops.greater_Tensor_out.entry = dispatcher.find_schema("aten::greater.Tensor_out").entry
    lib.define(ops.greater_equal_Tensor.schema_str)
    ops.greater_equal_Tensor.entry = dispatcher.find_schema("aten::greater_equal.Tensor").entry
    lib.define(ops.greater_equal__Tensor.schema_str)
    ops.greater_equal__Tensor.entry = dispatcher.find_schema("aten::greater_equal_.Tensor").entry
    lib.define(ops.greater_equal_Tensor_out.schema_str)
    ops.greater_equal_Tensor_out.entry = dispatcher.find_schema(
        "aten::greater_equal.Tensor_out"
    ).entry
    lib.define(ops.less_Tensor.schema_str)
    ops.less_Tensor.entry = dispatcher.find_schema("aten::less.Tensor").entry
    lib.define(ops.less__Tensor.schema_str)
    ops.less__Tensor.entry = dispatcher.find_schema("aten::less_.Tensor").entry
    lib.define(ops.less_Tensor_out.schema_str)
    ops.less_Tensor_out.entry = dispatcher.find_schema("aten::less.Tensor_out").entry
    lib.define(ops.less_equal_Tensor.schema_str)
    ops.less_equal_Tensor.entry = dispatcher.find_schema("aten::less_equal.Tensor").entry
    lib.define(ops.less_equal__Tensor.schema_str)
    ops.less_equal__Tensor.entry = dispatcher.find_schema("aten::less_equal_.Tensor").entry
    lib.define(ops.less_equal_Tensor_out.schema_str)
    ops.less_equal_Tensor_out.entry = dispatcher.find_schema("aten::less_equal.Tensor_out").entry
    lib.define(ops.not_equal_Tensor.schema_str)
    ops.not_equal_Tensor.entry = dispatcher.find_schema("aten::not_equal.Tensor").entry
    lib.define(ops.not_equal__Tensor.schema_str)
    ops.not_equal__Tensor.entry = dispatcher.find_schema("aten::not_equal_.Tensor").entry
    lib.define(ops.not_equal_Tensor_out.schema_str)
    ops.not_equal_Tensor_out.entry = dispatcher.find_schema("aten::not_equal.Tensor_out").entry
    lib.define(ops.clip_.schema_str)
    ops.clip_.entry = dispatcher.find_schema("aten::clip_").entry
    lib.define(ops.clip__Tensor.schema_str)
    ops.clip__Tensor.entry = dispatcher.find_schema("aten::clip_.Tensor").entry
    lib.define(ops.clip_out.schema_str)
    ops.clip_out.entry = dispatcher.find_schema("aten::clip.out").entry
    lib.define(ops.clip_Tensor_out.schema_str)
    ops.clip_Tensor_out.entry = dispatcher.find_schema("aten::clip.Tensor_out").entry
    lib.define(ops.concat.schema_str)
    ops.concat.entry = dispatcher.find_schema("aten::concat").entry
    lib.define(ops.concat_out.schema_str)
    ops.concat_out.entry = dispatcher.find_schema("aten::concat.out").entry
    lib.define(ops.concatenate.schema_str)
    ops.concatenate.entry = dispatcher.find_schema("aten::concatenate").entry
    lib.define(ops.concatenate_out.schema_str)
    ops.concatenate_out.entry = dispatcher.find_schema("aten::concatenate.out").entry
    lib.define(ops.row_stack.schema_str)
    ops.row_stack.entry = dispatcher.find_schema("aten::row_stack").entry
    lib.define(ops.row_stack_out.schema_str)
    ops.row_stack_out.entry = dispatcher.find_schema("aten::row_stack.out").entry
    lib.define(ops.swapaxes_.schema_str)
    ops.swapaxes_.entry = dispatcher.find_schema("aten::swapaxes_").entry
    lib.define(ops.swapdims_.schema_str)
    ops.swapdims_.entry = dispatcher.find_schema("aten::swapdims_").entry
    lib.define(ops.msort.schema_str)
    ops.msort.entry = dispatcher.find_schema("aten::msort").entry
    lib.define(ops.msort_out.schema_str)
    ops.msort_out.entry = dispatcher.find_schema("aten::msort.out").entry
    lib.define(ops.trapz_x.schema_str)
    ops.trapz_x.entry = dispatcher.find_schema("aten::trapz.x").entry
    lib.define(ops.trapz_dx.schema_str)
    ops.trapz_dx.entry = dispatcher.find_schema("aten::trapz.dx").entry
    lib.define(ops.positive.schema_str)
    ops.positive.entry = dispatcher.find_schema("aten::positive").entry
    lib.define(ops.median.schema_str)
    ops.median.entry = dispatcher.find_schema("aten::median").entry
    lib.define(ops.median_out.schema_str)
    ops.median_out.entry = dispatcher.find_schema("aten::median.out").entry
    lib.define(ops.median_dim.schema_str)
    ops.median_dim.entry = dispatcher.find_schema("aten::median.dim").entry
    lib.define(ops.median_dim_values.schema_str)
    ops.median_dim_values.entry = dispatcher.find_schema("aten::median.dim_values").entry
    lib.define(ops.nanmedian.schema_str)
    ops.nanmedian.entry = dispatcher.find_schema("aten::nanmedian").entry
    lib.define(ops.nanmedian_out.schema_str)
    ops.nanmedian_out.entry = dispatcher.find_schema("aten::nanmedian.out").entry
    lib.define(ops.nanmedian_dim.schema_str)
    ops.nanmedian_dim.entry = dispatcher.find_schema("aten::nanmedian.dim").entry
    lib.define(ops.nanmedian_dim_values.schema_str)
    ops.nanmedian_dim_values.entry = dispatcher.find_schema("aten::nanmedian.dim_values").entry
    lib.define(ops.kthvalue.schema_str)
    ops.kthvalue.entry = dispatcher.find_schema("aten::kthvalue").entry
    lib.define(ops.kthvalue_values.schema_str)
    ops.kthvalue_values.entry = dispatcher.find_schema("aten::kthvalue.values").entry
    lib.define(ops.mode.schema_str)
    ops.mode.entry = dispatcher.find_schema("aten::mode").entry
    lib.define(ops.mode_values.schema_str)
    ops.mode_values.entry = dispatcher.find_schema("aten::mode.values").entry
    lib.define(ops.cummax.schema_str)
    ops.cummax.entry = dispatcher.find_schema("aten::cummax").entry
    lib.define(ops.cummax_out.schema_str)
    ops.cummax_out.entry = dispatcher.find_schema("aten::cummax.out").entry
    lib.define(ops.cummin.schema_str)
    ops.cummin.entry = dispatcher.find_schema("aten::cummin").entry
    lib.define(ops.cummin_out.schema_str)
    ops.cummin_out.entry = dispatcher.find_schema("aten::cummin.out").entry
    lib.define(ops.nansum.schema_str)
    ops.nansum.entry = dispatcher.find_schema("aten::nansum").entry
    lib.define(ops.nansum_out.schema_str)
    ops.nansum_out.entry = dispatcher.find_schema("aten::nansum.out").entry
    lib.define(ops.nanmean.schema_str)
    ops.nanmean.entry = dispatcher.find_schema("aten::nanmean").entry
    lib.define(ops.nanmean_out.schema_str)
    ops.nanmean_out.entry = dispatcher.find_schema("aten::nanmean.out").entry
    lib.define(ops.trace.schema_str)
    ops.trace.entry = dispatcher.find_schema("aten::trace").entry
    lib.define(ops.trace_out.schema_str)
    ops.trace_out.entry = dispatcher.find_schema("aten::trace.out").entry
    lib.define(ops.aminmax.schema_str)
    ops.aminmax.entry = dispatcher.find_schema("aten::aminmax").entry
    lib.define(ops.aminmax_out.schema_str)
    ops.aminmax_out.entry = dispatcher.find_schema("aten::aminmax.out").entry
    lib.define(ops.quantile.schema_str)
    ops.quantile.entry = dispatcher.find_schema("aten::quantile").entry
    lib.define(ops.quantile_out.schema_str)
    ops.quantile_out.entry = dispatcher.find_schema("aten::quantile.out").entry
    lib.define(ops.quantile_scalar.schema_str)
    ops.quantile_scalar.entry = dispatcher.find_schema("aten::quantile.scalar").entry
    lib.define(ops.quantile_scalar_out.schema_str)
    ops.quantile_scalar_out.entry = dispatcher.find_schema("aten::quantile.scalar_out").entry
    lib.define(ops.nanquantile.schema_str)
    ops.nanquantile.entry = dispatcher.find_schema("aten::nanquantile").entry
    lib.define(ops.nanquantile_out.schema_str)
    ops.nanquantile_out.entry = dispatcher.find_schema("aten::nanquantile.out").entry
    lib.define(ops.nanquantile_scalar.schema_str)
    ops.nanquantile_scalar.entry = dispatcher.find_schema("aten::nanquantile.scalar").entry
    lib.define(ops.nanquantile_scalar_out.schema_str)
    ops.nanquantile_scalar_out.entry = dispatcher.find_schema("aten::nanquantile.scalar_out").entry
    lib.define(ops.tensor_split_sections.schema_str)
    ops.tensor_split_sections.entry = dispatcher.find_schema("aten::tensor_split.sections").entry
    lib.define(ops.tensor_split_indices.schema_str)
    ops.tensor_split_indices.entry = dispatcher.find_schema("aten::tensor_split.indices").entry
    lib.define(ops.tensor_split_tensor_indices_or_sections.schema_str)
    ops.tensor_split_tensor_indices_or_sections.entry = dispatcher.find_schema(
        "aten::tensor_split.tensor_indices_or_sections"
    ).entry
    lib.define(ops.hsplit_int.schema_str)
    ops.hsplit_int.entry = dispatcher.find_schema("aten::hsplit.int").entry
    lib.define(ops.hsplit_array.schema_str)
    ops.hsplit_array.entry = dispatcher.find_schema("aten::hsplit.array").entry
    lib.define(ops.vsplit_int.schema_str)
    ops.vsplit_int.entry = dispatcher.find_schema("aten::vsplit.int").entry
    lib.define(ops.vsplit_array.schema_str)
    ops.vsplit_array.entry = dispatcher.find_schema("aten::vsplit.array").entry
    lib.define(ops.dsplit_int.schema_str)
    ops.dsplit_int.entry = dispatcher.find_schema("aten::dsplit.int").entry
    lib.define(ops.dsplit_array.schema_str)
    ops.dsplit_array.entry = dispatcher.find_schema("aten::dsplit.array").entry
    lib.define(ops.atleast_1d.schema_str)
    ops.atleast_1d.entry = dispatcher.find_schema("aten::atleast_1d").entry
    lib.define(ops.atleast_1d_Sequence.schema_str)
    ops.atleast_1d_Sequence.entry = dispatcher.find_schema("aten::atleast_1d.Sequence").entry
    lib.define(ops.atleast_2d.schema_str)
    ops.atleast_2d.entry = dispatcher.find_schema("aten::atleast_2d").entry
    lib.define(ops.atleast_2d_Sequence.schema_str)
    ops.atleast_2d_Sequence.entry = dispatcher.find_schema("aten::atleast_2d.Sequence").entry
    lib.define(ops.atleast_3d.schema_str)
    ops.atleast_3d.entry = dispatcher.find_schema("aten::atleast_3d").entry
    lib.define(ops.atleast_3d_Sequence.schema_str)
    ops.atleast_3d_Sequence.entry = dispatcher.find_schema("aten::atleast_3d.Sequence").entry
    lib.define(ops.column_stack.schema_str)
    ops.column_stack.entry = dispatcher.find_schema("aten::column_stack").entry
    lib.define(ops.column_stack_out.schema_str)
    ops.column_stack_out.entry = dispatcher.find_schema("aten::column_stack.out").entry
    lib.define(ops.dstack.schema_str)
    ops.dstack.entry = dispatcher.find_schema("aten::dstack").entry
    lib.define(ops.dstack_out.schema_str)
    ops.dstack_out.entry = dispatcher.find_schema("aten::dstack.out").entry
    lib.define(ops.fliplr.schema_str)
    ops.fliplr.entry = dispatcher.find_schema("aten::fliplr").entry
    lib.define(ops.flipud.schema_str)
    ops.flipud.entry = dispatcher.find_schema("aten::flipud").entry
    lib.define(ops.rot90.schema_str)
    ops.rot90.entry = dispatcher.find_schema("aten::rot90").entry
    lib.define(ops.rot90_out.schema_str)
    ops.rot90_out.entry = dispatcher.find_schema("aten::rot90.out").entry
    lib.define(ops.take_along_dim.schema_str)
    ops.take_along_dim.entry = dispatcher.find_schema("aten::take_along_dim").entry
    lib.define(ops.take_along_dim_out.schema_str)
    ops.take_along_dim_out.entry = dispatcher.find_schema("aten::take_along_dim.out").entry
    lib.define(ops.block_diag.schema_str)
    ops.block_diag.entry = dispatcher.find_schema("aten::block_diag").entry
    lib.define(ops.block_diag_out.schema_str)
    ops.block_diag_out.entry = dispatcher.find_schema("aten::block_diag.out").entry
    lib.define(ops.diag_embed.schema_str)
    ops.diag_embed.entry = dispatcher.find_schema("aten::diag_embed").entry
    lib.define(ops.diag_embed_out.schema_str)
    ops.diag_embed_out.entry = dispatcher.find_schema("aten::diag_embed.out").entry
    lib.define(ops.diagflat.schema_str)
    ops.diagflat.entry = dispatcher.find_schema("aten::diagflat").entry
    lib.define(ops.fill_diagonal_.schema_str)
    ops.fill_diagonal_.entry = dispatcher.find_schema("aten::fill_diagonal_").entry
    lib.define(ops.unsafe_split_Tensor.schema_str)
    ops.unsafe_split_Tensor.entry = dispatcher.find_schema("aten::unsafe_split.Tensor").entry
    lib.define(ops.unsafe_split_with_sizes.schema_str)
    ops.unsafe_split_with_sizes.entry = dispatcher.find_schema(
        "aten::unsafe_split_with_sizes"
    ).entry
    lib.define(ops.unsafe_chunk.schema_str)
    ops.unsafe_chunk.entry = dispatcher.find_schema("aten::unsafe_chunk").entry
    lib.define(ops.narrow_copy.schema_str)
    ops.narrow_copy.entry = dispatcher.find_schema("aten::narrow_copy").entry
    lib.define(ops.narrow_copy_out.schema_str)
    ops.narrow_copy_out.entry = dispatcher.find_schema("aten::narrow_copy.out").entry
    lib.define(ops.sum_to_size.schema_str)
    ops.sum_to_size.entry = dispatcher.find_schema("aten::sum_to_size").entry
    lib.define(ops.combinations.schema_str)
    ops.combinations.entry = dispatcher.find_schema("aten::combinations").entry
    lib.define(ops.is_floating_point.schema_str)
    ops.is_floating_point.entry = dispatcher.find_schema("aten::is_floating_point").entry
    lib.define(ops.is_complex.schema_str)
    ops.is_complex.entry = dispatcher.find_schema("aten::is_complex").entry
    lib.define(ops.is_signed.schema_str)
    ops.is_signed.entry = dispatcher.find_schema("aten::is_signed").entry
    lib.define(ops.is_nonzero.schema_str)
    ops.is_nonzero.entry = dispatcher.find_schema("aten::is_nonzero").entry
    lib.define(ops.is_same_size.schema_str)
    ops.is_same_size.entry = dispatcher.find_schema("aten::is_same_size").entry
    lib.define(ops.is_distributed.schema_str)
    ops.is_distributed.entry = dispatcher.find_schema("aten::is_distributed").entry
    lib.define(ops.get_device.schema_str)
    ops.get_device.entry = dispatcher.find_schema("aten::get_device").entry
    lib.define(ops.type_as.schema_str)
    ops.type_as.entry = dispatcher.find_schema("aten::type_as").entry
    lib.define(ops.resize_as_.schema_str)
    ops.resize_as_.entry = dispatcher.find_schema("aten::resize_as_").entry
    lib.define(ops.inner.schema_str)
    ops.inner.entry = dispatcher.find_schema("aten::inner").entry
    lib.define(ops.inner_out.schema_str)
    ops.inner_out.entry = dispatcher.find_schema("aten::inner.out").entry
    lib.define(ops.vdot.schema_str)
    ops.vdot.entry = dispatcher.find_schema("aten::vdot").entry
    lib.define(ops.vdot_out.schema_str)
    ops.vdot_out.entry = dispatcher.find_schema("aten::vdot.out").entry
    lib.define(ops.addr.schema_str)
    ops.addr.entry = dispatcher.find_schema("aten::addr").entry
    lib.define(ops.addr_.schema_str)
    ops.addr_.entry = dispatcher.find_schema("aten::addr_").entry
    lib.define(ops.addr_out.schema_str)
    ops.addr_out.entry = dispatcher.find_schema("aten::addr.out").entry
    lib.define(ops.adjoint.schema_str)
    ops.adjoint.entry = dispatcher.find_schema("aten::adjoint").entry
    lib.define(ops.dist.schema_str)
    ops.dist.entry = dispatcher.find_schema("aten::dist").entry
    lib.define(ops.norm_except_dim.schema_str)
    ops.norm_except_dim.entry = dispatcher.find_schema("aten::norm_except_dim").entry
    lib.define(ops.renorm.schema_str)
    ops.renorm.entry = dispatcher.find_schema("aten::renorm").entry
    lib.define(ops.renorm_.schema_str)
    ops.renorm_.entry = dispatcher.find_schema("aten::renorm_").entry
    lib.define(ops.renorm_out.schema_str)
    ops.renorm_out.entry = dispatcher.find_schema("aten::renorm.out").entry
    lib.define(ops.index_copy.schema_str)
    ops.index_copy.entry = dispatcher.find_schema("aten::index_copy").entry
    lib.define(ops.index_copy_.schema_str)
    ops.index_copy_.entry = dispatcher.find_schema("aten::index_copy_").entry
    lib.define(ops.index_copy_out.schema_str)
    ops.index_copy_out.entry = dispatcher.find_schema("aten::index_copy.out").entry
    lib.define(ops.index_reduce.schema_str)
    ops.index_reduce.entry = dispatcher.find_schema("aten::index_reduce").entry
    lib.define(ops.index_reduce_.schema_str)
    ops.index_reduce_.entry = dispatcher.find_schema("aten::index_reduce_").entry
    lib.define(ops.index_reduce_out.schema_str)
    ops.index_reduce_out.entry = dispatcher.find_schema("aten::index_reduce.out").entry
    lib.define(ops.bincount.schema_str)
    ops.bincount.entry = dispatcher.find_schema("aten::bincount").entry
    lib.define(ops.histogram_bins_tensor.schema_str)
    ops.histogram_bins_tensor.entry = dispatcher.find_schema("aten::histogram.bins_tensor").entry
    lib.define(ops.histogram_bins_tensor_out.schema_str)
    ops.histogram_bins_tensor_out.entry = dispatcher.find_schema(
        "aten::histogram.bins_tensor_out"
    ).entry
    lib.define(ops.histogram_bin_ct.schema_str)
    ops.histogram_bin_ct.entry = dispatcher.find_schema("aten::histogram.bin_ct").entry
    lib.define(ops.histogram_bin_ct_out.schema_str)
    ops.histogram_bin_ct_out.entry = dispatcher.find_schema("aten::histogram.bin_ct_out").entry
    lib.define(ops.histogramdd.schema_str)
    ops.histogramdd.entry = dispatcher.find_schema("aten::histogramdd").entry
    lib.define(ops.histogramdd_int_bins.schema_str)
    ops.histogramdd_int_bins.entry = dispatcher.find_schema("aten::histogramdd.int_bins").entry
    lib.define(ops.histogramdd_TensorList_bins.schema_str)
    ops.histogramdd_TensorList_bins.entry = dispatcher.find_schema(
        "aten::histogramdd.TensorList_bins"
    ).entry
    lib.define(ops.cov.schema_str)
    ops.cov.entry = dispatcher.find_schema("aten::cov").entry
    lib.define(ops.corrcoef.schema_str)
    ops.corrcoef.entry = dispatcher.find_schema("aten::corrcoef").entry
    lib.define(ops.unique_consecutive.schema_str)
    ops.unique_consecutive.entry = dispatcher.find_schema("aten::unique_consecutive").entry
    lib.define(ops.new_empty_strided.schema_str)
    ops.new_empty_strided.entry = dispatcher.find_schema("aten::new_empty_strided").entry
    lib.define(ops.unfold.schema_str)
    ops.unfold.entry = dispatcher.find_schema("aten::unfold").entry
    lib.define(ops.alias_copy.schema_str)
    ops.alias_copy.entry = dispatcher.find_schema("aten::alias_copy").entry
    lib.define(ops.as_strided_copy.schema_str)
    ops.as_strided_copy.entry = dispatcher.find_schema("aten::as_strided_copy").entry
    lib.define(ops.detach_copy.schema_str)
    ops.detach_copy.entry = dispatcher.find_schema("aten::detach_copy").entry
    lib.define(ops.diagonal_copy.schema_str)
    ops.diagonal_copy.entry = dispatcher.find_schema("aten::diagonal_copy").entry
    lib.define(ops.expand_copy.schema_str)
    ops.expand_copy.entry = dispatcher.find_schema("aten::expand_copy").entry
    lib.define(ops.permute_copy.schema_str)
    ops.permute_copy.entry = dispatcher.find_schema("aten::permute_copy").entry
    lib.define(ops.select_copy_int.schema_str)
    ops.select_copy_int.entry = dispatcher.find_schema("aten::select_copy.int").entry
    lib.define(ops.slice_copy_Tensor.schema_str)
    ops.slice_copy_Tensor.entry = dispatcher.find_schema("aten::slice_copy.Tensor").entry
    lib.define(ops.split_copy_Tensor.schema_str)
    ops.split_copy_Tensor.entry = dispatcher.find_schema("aten::split_copy.Tensor").entry
    lib.define(ops.split_with_sizes_copy.schema_str)
    ops.split_with_sizes_copy.entry = dispatcher.find_schema("aten::split_with_sizes_copy").entry
    lib.define(ops.squeeze_copy.schema_str)
    ops.squeeze_copy.entry = dispatcher.find_schema("aten::squeeze_copy").entry
    lib.define(ops.squeeze_copy_dim.schema_str)
    ops.squeeze_copy_dim.entry = dispatcher.find_schema("aten::squeeze_copy.dim").entry
    lib.define(ops.squeeze_copy_dims.schema_str)
    ops.squeeze_copy_dims.entry = dispatcher.find_schema("aten::squeeze_copy.dims").entry
    lib.define(ops.t_copy.schema_str)
    ops.t_copy.entry = dispatcher.find_schema("aten::t_copy").entry
    lib.define(ops.transpose_copy_int.schema_str)
    ops.transpose_copy_int.entry = dispatcher.find_schema("aten::transpose_copy.int").entry
    lib.define(ops.unbind_copy_int.schema_str)
    ops.unbind_copy_int.entry = dispatcher.find_schema("aten::unbind_copy.int").entry
    lib.define(ops.unfold_copy.schema_str)
    ops.unfold_copy.entry = dispatcher.find_schema("aten::unfold_copy").entry
    lib.define(ops.unsqueeze_copy.schema_str)
    ops.unsqueeze_copy.entry = dispatcher.find_schema("aten::unsqueeze_copy").entry
    lib.define(ops.view_copy.schema_str)
    ops.view_copy.entry = dispatcher.find_schema("aten::view_copy").entry
    lib.define(ops.view_copy_dtype.schema_str)
    ops.view_copy_dtype.entry = dispatcher.find_schema("aten::view_copy.dtype").entry
    lib.define(ops.view_as_real_copy.schema_str)
    ops.view_as_real_copy.entry = dispatcher.find_schema("aten::view_as_real_copy").entry
    lib.define(ops.view_as_complex_copy.schema_str)
    ops.view_as_complex_copy.entry = dispatcher.find_schema("aten::view_as_complex_copy").entry
    lib.define(ops.diagonal_scatter.schema_str)
    ops.diagonal_scatter.entry = dispatcher.find_schema("aten::diagonal_scatter").entry
    lib.define(ops.select_scatter.schema_str)
    ops.select_scatter.entry = dispatcher.find_schema("aten::select_scatter").entry
    lib.define(ops.slice_scatter.schema_str)
    ops.slice_scatter.entry = dispatcher.find_schema("aten::slice_scatter").entry
    lib.define(ops.as_strided_scatter.schema_str)
    ops.as_strided_scatter.entry = dispatcher.find_schema("aten::as_strided_scatter").entry
    lib.define(ops.ldexp_Tensor.schema_str)
    ops.ldexp_Tensor.entry = dispatcher.find_schema("aten::ldexp.Tensor").entry
    lib.define(ops.ldexp_.schema_str)
    ops.ldexp_.entry = dispatcher.find_schema("aten::ldexp_").entry
    lib.define(ops.ldexp_out.schema_str)
    ops.ldexp_out.entry = dispatcher.find_schema("aten::ldexp.out").entry
    lib.define(ops.float_power_Tensor_Tensor.schema_str)
    ops.float_power_Tensor_Tensor.entry = dispatcher.find_schema(
        "aten::float_power.Tensor_Tensor"
    ).entry
    lib.define(ops.float_power_Tensor_Tensor_out.schema_str)
    ops.float_power_Tensor_Tensor_out.entry = dispatcher.find_schema(
        "aten::float_power.Tensor_Tensor_out"
    ).entry
    lib.define(ops.float_power_Scalar.schema_str)
    ops.float_power_Scalar.entry = dispatcher.find_schema("aten::float_power.Scalar").entry
    lib.define(ops.float_power_Tensor_Scalar.schema_str)
    ops.float_power_Tensor_Scalar.entry = dispatcher.find_schema(
        "aten::float_power.Tensor_Scalar"
    ).entry
    lib.define(ops.float_power__Scalar.schema_str)
    ops.float_power__Scalar.entry = dispatcher.find_schema("aten::float_power_.Scalar").entry
    lib.define(ops.float_power__Tensor.schema_str)
    ops.float_power__Tensor.entry = dispatcher.find_schema("aten::float_power_.Tensor").entry
    lib.define(ops.isreal.schema_str)
    ops.isreal.entry = dispatcher.find_schema("aten::isreal").entry
    lib.define(ops.cumulative_trapezoid_x.schema_str)
    ops.cumulative_trapezoid_x.entry = dispatcher.find_schema("aten::cumulative_trapezoid.x").entry
    lib.define(ops.cumulative_trapezoid_dx.schema_str)
    ops.cumulative_trapezoid_dx.entry = dispatcher.find_schema(
        "aten::cumulative_trapezoid.dx"
    ).entry
    lib.define(ops.hardshrink.schema_str)
    ops.hardshrink.entry = dispatcher.find_schema("aten::hardshrink").entry
    lib.define(ops.hardshrink_out.schema_str)
    ops.hardshrink_out.entry = dispatcher.find_schema("aten::hardshrink.out").entry
    lib.define(ops.celu.schema_str)
    ops.celu.entry = dispatcher.find_schema("aten::celu").entry
    lib.define(ops.celu_.schema_str)
    ops.celu_.entry = dispatcher.find_schema("aten::celu_").entry
    lib.define(ops.selu.schema_str)
    ops.selu.entry = dispatcher.find_schema("aten::selu").entry
    lib.define(ops.selu_.schema_str)
    ops.selu_.entry = dispatcher.find_schema("aten::selu_").entry
    lib.define(ops.prelu.schema_str)
    ops.prelu.entry = dispatcher.find_schema("aten::prelu").entry
    lib.define(ops.rrelu.schema_str)
    ops.rrelu.entry = dispatcher.find_schema("aten::rrelu").entry
    lib.define(ops.rrelu_.schema_str)
    ops.rrelu_.entry = dispatcher.find_schema("aten::rrelu_").entry
    lib.define(ops.dropout_.schema_str)
    ops.dropout_.entry = dispatcher.find_schema("aten::dropout_").entry
    lib.define(ops.feature_dropout_.schema_str)
    ops.feature_dropout_.entry = dispatcher.find_schema("aten::feature_dropout_").entry
    lib.define(ops.alpha_dropout.schema_str)
    ops.alpha_dropout.entry = dispatcher.find_schema("aten::alpha_dropout").entry
    lib.define(ops.alpha_dropout_.schema_str)
    ops.alpha_dropout_.entry = dispatcher.find_schema("aten::alpha_dropout_").entry
    lib.define(ops.feature_alpha_dropout.schema_str)
    ops.feature_alpha_dropout.entry = dispatcher.find_schema("aten::feature_alpha_dropout").entry
    lib.define(ops.feature_alpha_dropout_.schema_str)
    ops.feature_alpha_dropout_.entry = dispatcher.find_schema("aten::feature_alpha_dropout_").entry
    lib.define(ops.instance_norm.schema_str)
    ops.instance_norm.entry = dispatcher.find_schema("aten::instance_norm").entry
    lib.define(ops.embedding_renorm_.schema_str)
    ops.embedding_renorm_.entry = dispatcher.find_schema("aten::embedding_renorm_").entry
    lib.define(ops.cauchy_.schema_str)
    ops.cauchy_.entry = dispatcher.find_schema("aten::cauchy_").entry
    lib.define(ops.geometric_.schema_str)
    ops.geometric_.entry = dispatcher.find_schema("aten::geometric_").entry
    lib.define(ops.log_normal_.schema_str)
    ops.log_normal_.entry = dispatcher.find_schema("aten::log_normal_").entry
    lib.define(ops.hann_window.schema_str)
    ops.hann_window.entry = dispatcher.find_schema("aten::hann_window").entry
    lib.define(ops.hann_window_periodic.schema_str)
    ops.hann_window_periodic.entry = dispatcher.find_schema("aten::hann_window.periodic").entry
    lib.define(ops.blackman_window.schema_str)
    ops.blackman_window.entry = dispatcher.find_schema("aten::blackman_window").entry
    lib.define(ops.blackman_window_periodic.schema_str)
    ops.blackman_window_periodic.entry = dispatcher.find_schema(
        "aten::blackman_window.periodic"
    ).entry
    lib.define(ops.bartlett_window.schema_str)
    ops.bartlett_window.entry = dispatcher.find_schema("aten::bartlett_window").entry
    lib.define(ops.bartlett_window_periodic.schema_str)
    ops.bartlett_window_periodic.entry = dispatcher.find_schema(
        "aten::bartlett_window.periodic"
    ).entry
    lib.define(ops.hamming_window.schema_str)
    ops.hamming_window.entry = dispatcher.find_schema("aten::hamming_window").entry
    lib.define(ops.hamming_window_periodic.schema_str)
    ops.hamming_window_periodic.entry = dispatcher.find_schema(
        "aten::hamming_window.periodic"
    ).entry
    lib.define(ops.hamming_window_periodic_alpha.schema_str)
    ops.hamming_window_periodic_alpha.entry = dispatcher.find_schema(
        "aten::hamming_window.periodic_alpha"
    ).entry
    lib.define(ops.hamming_window_periodic_alpha_beta.schema_str)
    ops.hamming_window_periodic_alpha_beta.entry = dispatcher.find_schema(
        "aten::hamming_window.periodic_alpha_beta"
    ).entry
    lib.define(ops.kaiser_window.schema_str)
    ops.kaiser_window.entry = dispatcher.find_schema("aten::kaiser_window").entry
    lib.define(ops.kaiser_window_periodic.schema_str)
    ops.kaiser_window_periodic.entry = dispatcher.find_schema("aten::kaiser_window.periodic").entry
    lib.define(ops.kaiser_window_beta.schema_str)
    ops.kaiser_window_beta.entry = dispatcher.find_schema("aten::kaiser_window.beta").entry
    lib.define(ops.empty_permuted.schema_str)
    ops.empty_permuted.entry = dispatcher.find_schema("aten::empty_permuted").entry
    lib.define(ops.fill_Scalar.schema_str)
    ops.fill_Scalar.entry = dispatcher.find_schema("aten::fill.Scalar").entry
    lib.define(ops.fill_Tensor.schema_str)
    ops.fill_Tensor.entry = dispatcher.find_schema("aten::fill.Tensor").entry
    lib.define(ops.nonzero_static.schema_str)
    ops.nonzero_static.entry = dispatcher.find_schema("aten::nonzero_static").entry
    lib.define(ops._nnz.schema_str)
    ops._nnz.entry = dispatcher.find_schema("aten::_nnz").entry
    lib.define(ops.sparse_dim.schema_str)
    ops.sparse_dim.entry = dispatcher.find_schema("aten::sparse_dim").entry
    lib.define(ops.dense_dim.schema_str)
    ops.dense_dim.entry = dispatcher.find_schema("aten::dense_dim").entry
    lib.define(ops.is_coalesced.schema_str)
    ops.is_coalesced.entry = dispatcher.find_schema("aten::is_coalesced").entry
    lib.define(ops._indices.schema_str)
    ops._indices.entry = dispatcher.find_schema("aten::_indices").entry
    lib.define(ops._values.schema_str)
    ops._values.entry = dispatcher.find_schema("aten::_values").entry
    lib.define(ops.indices.schema_str)
    ops.indices.entry = dispatcher.find_schema("aten::indices").entry
    lib.define(ops.values.schema_str)
    ops.values.entry = dispatcher.find_schema("aten::values").entry
    lib.define(ops.coalesce.schema_str)
    ops.coalesce.entry = dispatcher.find_schema("aten::coalesce").entry
    lib.define(ops._to_dense.schema_str)
    ops._to_dense.entry = dispatcher.find_schema("aten::_to_dense").entry
    lib.define(ops.to_dense.schema_str)
    ops.to_dense.entry = dispatcher.find_schema("aten::to_dense").entry
    lib.define(ops.to_sparse_sparse_dim.schema_str)
    ops.to_sparse_sparse_dim.entry = dispatcher.find_schema("aten::to_sparse.sparse_dim").entry
    lib.define(ops.to_sparse.schema_str)
    ops.to_sparse.entry = dispatcher.find_schema("aten::to_sparse").entry
    lib.define(ops.special_entr.schema_str)
    ops.special_entr.entry = dispatcher.find_schema("aten::special_entr").entry
    lib.define(ops.special_entr_out.schema_str)
    ops.special_entr_out.entry = dispatcher.find_schema("aten::special_entr.out").entry
    lib.define(ops.special_erfcx.schema_str)
    ops.special_erfcx.entry = dispatcher.find_schema("aten::special_erfcx").entry
    lib.define(ops.special_erfcx_out.schema_str)
    ops.special_erfcx_out.entry = dispatcher.find_schema("aten::special_erfcx.out").entry
    lib.define(ops.special_i0e.schema_str)
    ops.special_i0e.entry = dispatcher.find_schema("aten::special_i0e").entry
    lib.define(ops.special_i0e_out.schema_str)
    ops.special_i0e_out.entry = dispatcher.find_schema("aten::special_i0e.out").entry
    lib.define(ops.special_i1e.schema_str)
    ops.special_i1e.entry = dispatcher.find_schema("aten::special_i1e").entry
    lib.define(ops.special_i1e_out.schema_str)
    ops.special_i1e_out.entry = dispatcher.find_schema("aten::special_i1e.out").entry
    lib.define(ops.special_ndtri.schema_str)
    ops.special_ndtri.entry = dispatcher.find_schema("aten::special_ndtri").entry
    lib.define(ops.special_ndtri_out.schema_str)
    ops.special_ndtri_out.entry = dispatcher.find_schema("aten::special_ndtri.out").entry
    lib.define(ops.special_log_ndtr.schema_str)
    ops.special_log_ndtr.entry = dispatcher.find_schema("aten::special_log_ndtr").entry
    lib.define(ops.special_log_ndtr_out.schema_str)
    ops.special_log_ndtr_out.entry = dispatcher.find_schema("aten::special_log_ndtr.out").entry
    lib.define(ops.special_airy_ai.schema_str)
    ops.special_airy_ai.entry = dispatcher.find_schema("aten::special_airy_ai").entry
    lib.define(ops.special_airy_ai_out.schema_str)
    ops.special_airy_ai_out.entry = dispatcher.find_schema("aten::special_airy_ai.out").entry
    lib.define(ops.special_bessel_j0.schema_str)
    ops.special_bessel_j0.entry = dispatcher.find_schema("aten::special_bessel_j0").entry
    lib.define(ops.special_bessel_j0_out.schema_str)
    ops.special_bessel_j0_out.entry = dispatcher.find_schema("aten::special_bessel_j0.out").entry
    lib.define(ops.special_bessel_j1.schema_str)
    ops.special_bessel_j1.entry = dispatcher.find_schema("aten::special_bessel_j1").entry
    lib.define(ops.special_bessel_j1_out.schema_str)
    ops.special_bessel_j1_out.entry = dispatcher.find_schema("aten::special_bessel_j1.out").entry
    lib.define(ops.special_bessel_y0.schema_str)
    ops.special_bessel_y0.entry = dispatcher.find_schema("aten::special_bessel_y0").entry
    lib.define(ops.special_bessel_y0_out.schema_str)
    ops.special_bessel_y0_out.entry = dispatcher.find_schema("aten::special_bessel_y0.out").entry
    lib.define(ops.special_bessel_y1.schema_str)
    ops.special_bessel_y1.entry = dispatcher.find_schema("aten::special_bessel_y1").entry
    lib.define(ops.special_bessel_y1_out.schema_str)
    ops.special_bessel_y1_out.entry = dispatcher.find_schema("aten::special_bessel_y1.out").entry
    lib.define(ops.special_modified_bessel_i0.schema_str)
    ops.special_modified_bessel_i0.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_i0"
    ).entry
    lib.define(ops.special_modified_bessel_i0_out.schema_str)
    ops.special_modified_bessel_i0_out.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_i0.out"
    ).entry
    lib.define(ops.special_modified_bessel_i1.schema_str)
    ops.special_modified_bessel_i1.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_i1"
    ).entry
    lib.define(ops.special_modified_bessel_i1_out.schema_str)
    ops.special_modified_bessel_i1_out.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_i1.out"
    ).entry
    lib.define(ops.special_modified_bessel_k0.schema_str)
    ops.special_modified_bessel_k0.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_k0"
    ).entry
    lib.define(ops.special_modified_bessel_k0_out.schema_str)
    ops.special_modified_bessel_k0_out.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_k0.out"
    ).entry
    lib.define(ops.special_modified_bessel_k1.schema_str)
    ops.special_modified_bessel_k1.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_k1"
    ).entry
    lib.define(ops.special_modified_bessel_k1_out.schema_str)
    ops.special_modified_bessel_k1_out.entry = dispatcher.find_schema(
        "aten::special_modified_bessel_k1.out"
    ).entry
    lib.define(ops.special_scaled_modified_bessel_k0.schema_str)
    ops.special_scaled_modified_bessel_k0.entry = dispatcher.find_schema(
        "aten::special_scaled_modified_bessel_k0"
    ).entry
    lib.define(ops.special_scaled_modified_bessel_k0_out.schema_str)
    ops.special_scaled_modified_bessel_k0_out.entry = dispatcher.find_schema(
        "aten::special_scaled_modified_bessel_k0.out"
    ).entry
    lib.define(ops.special_scaled_modified_bessel_k1.schema_str)
    ops.special_scaled_modified_bessel_k1.entry = dispatcher.find_schema(
        "aten::special_scaled_modified_bessel_k1"
    ).entry
    lib.define(ops.special_scaled_modified_bessel_k1_out.schema_str)
    ops.special_scaled_modified_bessel_k1_out.entry = dispatcher.find_schema(
        "aten::special_scaled_modified_bessel_k1.out"
    ).entry
    lib.define(ops.special_spherical_bessel_j0.schema_str)
    ops.special_spherical_bessel_j0.entry = dispatcher.find_schema(
        "aten::special_spherical_bessel_j0"
    ).entry
    lib.define(ops.special_spherical_bessel_j0_out.schema_str)
    ops.special_spherical_bessel_j0_out.entry = dispatcher.find_schema(
        "aten::special_spherical_bessel_j0.out"
    ).entry
    lib.define(ops.special_xlog1py.schema_str)
    ops.special_xlog1py.entry = dispatcher.find_schema("aten::special_xlog1py").entry
    lib.define(ops.special_xlog1py_self_scalar.schema_str)
    ops.special_xlog1py_self_scalar.entry = dispatcher.find_schema(
        "aten::special_xlog1py.self_scalar"
    ).entry
    lib.define(ops.special_xlog1py_other_scalar.schema_str)
    ops.special_xlog1py_other_scalar.entry = dispatcher.find_schema(
        "aten::special_xlog1py.other_scalar"
    ).entry
    lib.define(ops.special_xlog1py_out.schema_str)
    ops.special_xlog1py_out.entry = dispatcher.find_schema("aten::special_xlog1py.out").entry
    lib.define(ops.special_xlog1py_self_scalar_out.schema_str)
    ops.special_xlog1py_self_scalar_out.entry = dispatcher.find_schema(
        "aten::special_xlog1py.self_scalar_out"
    ).entry
    lib.define(ops.special_xlog1py_other_scalar_out.schema_str)
    ops.special_xlog1py_other_scalar_out.entry = dispatcher.find_schema(
        "aten::special_xlog1py.other_scalar_out"
    ).entry
    lib.define(ops.special_zeta.schema_str)
    ops.special_zeta.entry = dispatcher.find_schema("aten::special_zeta").entry
    lib.define(ops.special_zeta_self_scalar.schema_str)
    ops.special_zeta_self_scalar.entry = dispatcher.find_schema(
        "aten::special_zeta.self_scalar"
    ).entry
    lib.define(ops.special_zeta_other_scalar.schema_str)
    ops.special_zeta_other_scalar.entry = dispatcher.find_schema(
        "aten::special_zeta.other_scalar"
    ).entry
    lib.define(ops.special_zeta_out.schema_str)
    ops.special_zeta_out.entry = dispatcher.find_schema("aten::special_zeta.out").entry
    lib.define(ops.special_zeta_self_scalar_out.schema_str)
    ops.special_zeta_self_scalar_out.entry = dispatcher.find_schema(
        "aten::special_zeta.self_scalar_out"
    ).entry
    lib.define(ops.special_zeta_other_scalar_out.schema_str)
    ops.special_zeta_other_scalar_out.entry = dispatcher.find_schema(
        "aten::special_zeta.other_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t.schema_str)
    ops.special_chebyshev_polynomial_t.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t_x_scalar.schema_str)
    ops.special_chebyshev_polynomial_t_x_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t.x_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t_n_scalar.schema_str)
    ops.special_chebyshev_polynomial_t_n_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t.n_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t_out.schema_str)
    ops.special_chebyshev_polynomial_t_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t.out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t_x_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_t_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t.x_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_t_n_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_t_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_t.n_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u.schema_str)
    ops.special_chebyshev_polynomial_u.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u_x_scalar.schema_str)
    ops.special_chebyshev_polynomial_u_x_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u.x_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u_n_scalar.schema_str)
    ops.special_chebyshev_polynomial_u_n_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u.n_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u_out.schema_str)
    ops.special_chebyshev_polynomial_u_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u.out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u_x_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_u_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u.x_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_u_n_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_u_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_u.n_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v.schema_str)
    ops.special_chebyshev_polynomial_v.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v_x_scalar.schema_str)
    ops.special_chebyshev_polynomial_v_x_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v.x_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v_n_scalar.schema_str)
    ops.special_chebyshev_polynomial_v_n_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v.n_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v_out.schema_str)
    ops.special_chebyshev_polynomial_v_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v.out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v_x_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_v_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v.x_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_v_n_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_v_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_v.n_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w.schema_str)
    ops.special_chebyshev_polynomial_w.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w_x_scalar.schema_str)
    ops.special_chebyshev_polynomial_w_x_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w.x_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w_n_scalar.schema_str)
    ops.special_chebyshev_polynomial_w_n_scalar.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w.n_scalar"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w_out.schema_str)
    ops.special_chebyshev_polynomial_w_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w.out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w_x_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_w_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w.x_scalar_out"
    ).entry
    lib.define(ops.special_chebyshev_polynomial_w_n_scalar_out.schema_str)
    ops.special_chebyshev_polynomial_w_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_chebyshev_polynomial_w.n_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t.schema_str)
    ops.special_shifted_chebyshev_polynomial_t.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t_x_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_t_x_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t.x_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t_n_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_t_n_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t.n_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_t_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t.out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t_x_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_t_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t.x_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_t_n_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_t_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_t.n_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u.schema_str)
    ops.special_shifted_chebyshev_polynomial_u.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u_x_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_u_x_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u.x_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u_n_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_u_n_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u.n_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_u_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u.out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u_x_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_u_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u.x_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_u_n_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_u_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_u.n_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v.schema_str)
    ops.special_shifted_chebyshev_polynomial_v.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v_x_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_v_x_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v.x_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v_n_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_v_n_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v.n_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_v_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v.out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v_x_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_v_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v.x_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_v_n_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_v_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_v.n_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w.schema_str)
    ops.special_shifted_chebyshev_polynomial_w.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w_x_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_w_x_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w.x_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w_n_scalar.schema_str)
    ops.special_shifted_chebyshev_polynomial_w_n_scalar.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w.n_scalar"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_w_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w.out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w_x_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_w_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w.x_scalar_out"
    ).entry
    lib.define(ops.special_shifted_chebyshev_polynomial_w_n_scalar_out.schema_str)
    ops.special_shifted_chebyshev_polynomial_w_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_shifted_chebyshev_polynomial_w.n_scalar_out"
    ).entry
    lib.define(ops.special_hermite_polynomial_h.schema_str)
    ops.special_hermite_polynomial_h.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h"
    ).entry
    lib.define(ops.special_hermite_polynomial_h_x_scalar.schema_str)
    ops.special_hermite_polynomial_h_x_scalar.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h.x_scalar"
    ).entry
    lib.define(ops.special_hermite_polynomial_h_n_scalar.schema_str)
    ops.special_hermite_polynomial_h_n_scalar.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h.n_scalar"
    ).entry
    lib.define(ops.special_hermite_polynomial_h_out.schema_str)
    ops.special_hermite_polynomial_h_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h.out"
    ).entry
    lib.define(ops.special_hermite_polynomial_h_x_scalar_out.schema_str)
    ops.special_hermite_polynomial_h_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h.x_scalar_out"
    ).entry
    lib.define(ops.special_hermite_polynomial_h_n_scalar_out.schema_str)
    ops.special_hermite_polynomial_h_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_h.n_scalar_out"
    ).entry
    lib.define(ops.special_hermite_polynomial_he.schema_str)
    ops.special_hermite_polynomial_he.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he"
    ).entry
    lib.define(ops.special_hermite_polynomial_he_x_scalar.schema_str)
    ops.special_hermite_polynomial_he_x_scalar.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he.x_scalar"
    ).entry
    lib.define(ops.special_hermite_polynomial_he_n_scalar.schema_str)
    ops.special_hermite_polynomial_he_n_scalar.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he.n_scalar"
    ).entry
    lib.define(ops.special_hermite_polynomial_he_out.schema_str)
    ops.special_hermite_polynomial_he_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he.out"
    ).entry
    lib.define(ops.special_hermite_polynomial_he_x_scalar_out.schema_str)
    ops.special_hermite_polynomial_he_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he.x_scalar_out"
    ).entry
    lib.define(ops.special_hermite_polynomial_he_n_scalar_out.schema_str)
    ops.special_hermite_polynomial_he_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_hermite_polynomial_he.n_scalar_out"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l.schema_str)
    ops.special_laguerre_polynomial_l.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l_x_scalar.schema_str)
    ops.special_laguerre_polynomial_l_x_scalar.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l.x_scalar"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l_n_scalar.schema_str)
    ops.special_laguerre_polynomial_l_n_scalar.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l.n_scalar"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l_out.schema_str)
    ops.special_laguerre_polynomial_l_out.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l.out"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l_x_scalar_out.schema_str)
    ops.special_laguerre_polynomial_l_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l.x_scalar_out"
    ).entry
    lib.define(ops.special_laguerre_polynomial_l_n_scalar_out.schema_str)
    ops.special_laguerre_polynomial_l_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_laguerre_polynomial_l.n_scalar_out"
    ).entry
    lib.define(ops.special_legendre_polynomial_p.schema_str)
    ops.special_legendre_polynomial_p.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p"
    ).entry
    lib.define(ops.special_legendre_polynomial_p_x_scalar.schema_str)
    ops.special_legendre_polynomial_p_x_scalar.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p.x_scalar"
    ).entry
    lib.define(ops.special_legendre_polynomial_p_n_scalar.schema_str)
    ops.special_legendre_polynomial_p_n_scalar.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p.n_scalar"
    ).entry
    lib.define(ops.special_legendre_polynomial_p_out.schema_str)
    ops.special_legendre_polynomial_p_out.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p.out"
    ).entry
    lib.define(ops.special_legendre_polynomial_p_x_scalar_out.schema_str)
    ops.special_legendre_polynomial_p_x_scalar_out.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p.x_scalar_out"
    ).entry
    lib.define(ops.special_legendre_polynomial_p_n_scalar_out.schema_str)
    ops.special_legendre_polynomial_p_n_scalar_out.entry = dispatcher.find_schema(
        "aten::special_legendre_polynomial_p.n_scalar_out"
    ).entry
    lib.define(ops.special_erf.schema_str)
    ops.special_erf.entry = dispatcher.find_schema("aten::special_erf").entry
    lib.define(ops.special_erf_out.schema_str)
    ops.special_erf_out.entry = dispatcher.find_schema("aten::special_erf.out").entry
    lib.define(ops.special_erfc.schema_str)
    ops.special_erfc.entry = dispatcher.find_schema("aten::special_erfc").entry
    lib.define(ops.special_erfc_out.schema_str)
    ops.special_erfc_out.entry = dispatcher.find_schema("aten::special_erfc.out").entry
    lib.define(ops.special_erfinv.schema_str)
    ops.special_erfinv.entry = dispatcher.find_schema("aten::special_erfinv").entry
    lib.define(ops.special_erfinv_out.schema_str)
    ops.special_erfinv_out.entry = dispatcher.find_schema("aten::special_erfinv.out").entry
    lib.define(ops.special_expit.schema_str)
    ops.special_expit.entry = dispatcher.find_schema("aten::special_expit").entry
    lib.define(ops.special_expit_out.schema_str)
    ops.special_expit_out.entry = dispatcher.find_schema("aten::special_expit.out").entry
    lib.define(ops.special_logit.schema_str)
    ops.special_logit.entry = dispatcher.find_schema("aten::special_logit").entry
    lib.define(ops.special_logit_out.schema_str)
    ops.special_logit_out.entry = dispatcher.find_schema("aten::special_logit.out").entry
    lib.define(ops.special_exp2.schema_str)
    ops.special_exp2.entry = dispatcher.find_schema("aten::special_exp2").entry
    lib.define(ops.special_exp2_out.schema_str)
    ops.special_exp2_out.entry = dispatcher.find_schema("aten::special_exp2.out").entry
    lib.define(ops.special_expm1.schema_str)
    ops.special_expm1.entry = dispatcher.find_schema("aten::special_expm1").entry
    lib.define(ops.special_expm1_out.schema_str)
    ops.special_expm1_out.entry = dispatcher.find_schema("aten::special_expm1.out").entry
    lib.define(ops.special_log1p.schema_str)
    ops.special_log1p.entry = dispatcher.find_schema("aten::special_log1p").entry
    lib.define(ops.special_log1p_out.schema_str)
    ops.special_log1p_out.entry = dispatcher.find_schema("aten::special_log1p.out").entry
    lib.define(ops.special_sinc.schema_str)
    ops.special_sinc.entry = dispatcher.find_schema("aten::special_sinc").entry
    lib.define(ops.special_sinc_out.schema_str)
    ops.special_sinc_out.entry = dispatcher.find_schema("aten::special_sinc.out").entry
    lib.define(ops.special_i0.schema_str)
    ops.special_i0.entry = dispatcher.find_schema("aten::special_i0").entry
    lib.define(ops.special_i0_out.schema_str)
    ops.special_i0_out.entry = dispatcher.find_schema("aten::special_i0.out").entry
    lib.define(ops.special_digamma.schema_str)
    ops.special_digamma.entry = dispatcher.find_schema("aten::special_digamma").entry
    lib.define(ops.special_digamma_out.schema_str)
    ops.special_digamma_out.entry = dispatcher.find_schema("aten::special_digamma.out").entry
    lib.define(ops.special_psi.schema_str)
    ops.special_psi.entry = dispatcher.find_schema("aten::special_psi").entry
    lib.define(ops.special_psi_out.schema_str)
    ops.special_psi_out.entry = dispatcher.find_schema("aten::special_psi.out").entry
    lib.define(ops.special_gammaln.schema_str)
    ops.special_gammaln.entry = dispatcher.find_schema("aten::special_gammaln").entry
    lib.define(ops.special_gammaln_out.schema_str)
    ops.special_gammaln_out.entry = dispatcher.find_schema("aten::special_gammaln.out").entry
    lib.define(ops.special_ndtr.schema_str)
    ops.special_ndtr.entry = dispatcher.find_schema("aten::special_ndtr").entry
    lib.define(ops.special_ndtr_out.schema_str)
    ops.special_ndtr_out.entry = dispatcher.find_schema("aten::special_ndtr.out").entry
    lib.define(ops.special_polygamma.schema_str)
    ops.special_polygamma.entry = dispatcher.find_schema("aten::special_polygamma").entry
    lib.define(ops.special_polygamma_out.schema_str)
    ops.special_polygamma_out.entry = dispatcher.find_schema("aten::special_polygamma.out").entry
    lib.define(ops.special_multigammaln.schema_str)
    ops.special_multigammaln.entry = dispatcher.find_schema("aten::special_multigammaln").entry
    lib.define(ops.special_multigammaln_out.schema_str)
    ops.special_multigammaln_out.entry = dispatcher.find_schema(
        "aten::special_multigammaln.out"
    ).entry
    lib.define(ops.special_gammainc.schema_str)
    ops.special_gammainc.entry = dispatcher.find_schema("aten::special_gammainc").entry
    lib.define(ops.special_gammainc_out.schema_str)
    ops.special_gammainc_out.entry = dispatcher.find_schema("aten::special_gammainc.out").entry
    lib.define(ops.special_gammaincc.schema_str)
    ops.special_gammaincc.entry = dispatcher.find_schema("aten::special_gammaincc").entry
    lib.define(ops.special_gammaincc_out.schema_str)
    ops.special_gammaincc_out.entry = dispatcher.find_schema("aten::special_gammaincc.out").entry
    lib.define(ops.special_xlogy.schema_str)
    ops.special_xlogy.entry = dispatcher.find_schema("aten::special_xlogy").entry
    lib.define(ops.special_xlogy_self_scalar.schema_str)
    ops.special_xlogy_self_scalar.entry = dispatcher.find_schema(
        "aten::special_xlogy.self_scalar"
    ).entry
    lib.define(ops.special_xlogy_other_scalar.schema_str)
    ops.special_xlogy_other_scalar.entry = dispatcher.find_schema(
        "aten::special_xlogy.other_scalar"
    ).entry
    lib.define(ops.special_xlogy_out.schema_str)
    ops.special_xlogy_out.entry = dispatcher.find_schema("aten::special_xlogy.out").entry
    lib.define(ops.special_xlogy_self_scalar_out.schema_str)
    ops.special_xlogy_self_scalar_out.entry = dispatcher.find_schema(
        "aten::special_xlogy.self_scalar_out"
    ).entry
    lib.define(ops.special_xlogy_other_scalar_out.schema_str)
    ops.special_xlogy_other_scalar_out.entry = dispatcher.find_schema(
        "aten::special_xlogy.other_scalar_out"
    ).entry
    lib.define(ops.special_round.schema_str)
    ops.special_round.entry = dispatcher.find_schema("aten::special_round").entry
    lib.define(ops.special_round_out.schema_str)
    ops.special_round_out.entry = dispatcher.find_schema("aten::special_round.out").entry
    lib.define(ops.special_logsumexp.schema_str)
    ops.special_logsumexp.entry = dispatcher.find_schema("aten::special_logsumexp").entry
    lib.define(ops.special_logsumexp_out.schema_str)
    ops.special_logsumexp_out.entry = dispatcher.find_schema("aten::special_logsumexp.out").entry
    lib.define(ops.special_softmax.schema_str)
    ops.special_softmax.entry = dispatcher.find_schema("aten::special_softmax").entry
    lib.define(ops.special_log_softmax.schema_str)
    ops.special_log_softmax.entry = dispatcher.find_schema("aten::special_log_softmax").entry
    lib.define(ops._fft_r2c.schema_str)
    ops._fft_r2c.entry = dispatcher.find_schema("aten::_fft_r2c").entry
    lib.define(ops._fft_r2c_out.schema_str)
    ops._fft_r2c_out.entry = dispatcher.find_schema("aten::_fft_r2c.out").entry
    lib.define(ops._fft_c2r.schema_str)
    ops._fft_c2r.entry = dispatcher.find_schema("aten::_fft_c2r").entry
    lib.define(ops._fft_c2r_out.schema_str)
    ops._fft_c2r_out.entry = dispatcher.find_schema("aten::_fft_c2r.out").entry
    lib.define(ops._fft_c2c.schema_str)
    ops._fft_c2c.entry = dispatcher.find_schema("aten::_fft_c2c").entry
    lib.define(ops._fft_c2c_out.schema_str)
    ops._fft_c2c_out.entry = dispatcher.find_schema("aten::_fft_c2c.out").entry
    lib.define(ops.fft_fft.schema_str)
    ops.fft_fft.entry = dispatcher.find_schema("aten::fft_fft").entry
    lib.define(ops.fft_fft_out.schema_str)
    ops.fft_fft_out.entry = dispatcher.find_schema("aten::fft_fft.out").entry
    lib.define(ops.fft_fft2.schema_str)
    ops.fft_fft2.entry = dispatcher.find_schema("aten::fft_fft2").entry
    lib.define(ops.fft_fft2_out.schema_str)
    ops.fft_fft2_out.entry = dispatcher.find_schema("aten::fft_fft2.out").entry
    lib.define(ops.fft_fftn.schema_str)
    ops.fft_fftn.entry = dispatcher.find_schema("aten::fft_fftn").entry
    lib.define(ops.fft_fftn_out.schema_str)
    ops.fft_fftn_out.entry = dispatcher.find_schema("aten::fft_fftn.out").entry
    lib.define(ops.fft_ifft.schema_str)
    ops.fft_ifft.entry = dispatcher.find_schema("aten::fft_ifft").entry
    lib.define(ops.fft_ifft_out.schema_str)
    ops.fft_ifft_out.entry = dispatcher.find_schema("aten::fft_ifft.out").entry
    lib.define(ops.fft_ifft2.schema_str)
    ops.fft_ifft2.entry = dispatcher.find_schema("aten::fft_ifft2").entry
    lib.define(ops.fft_ifft2_out.schema_str)
    ops.fft_ifft2_out.entry = dispatcher.find_schema("aten::fft_ifft2.out").entry
    lib.define(ops.fft_ifftn.schema_str)
    ops.fft_ifftn.entry = dispatcher.find_schema("aten::fft_ifftn").entry
    lib.define(ops.fft_ifftn_out.schema_str)
    ops.fft_ifftn_out.entry = dispatcher.find_schema("aten::fft_ifftn.out").entry
    lib.define(ops.fft_rfft.schema_str)
    ops.fft_rfft.entry = dispatcher.find_schema("aten::fft_rfft").entry
    lib.define(ops.fft_rfft_out.schema_str)
    ops.fft_rfft_out.entry = dispatcher.find_schema("aten::fft_rfft.out").entry
    lib.define(ops.fft_rfft2.schema_str)
    ops.fft_rfft2.entry = dispatcher.find_schema("aten::fft_rfft2").entry
    lib.define(ops.fft_rfft2_out.schema_str)
    ops.fft_rfft2_out.entry = dispatcher.find_schema("aten::fft_rfft2.out").entry
    lib.define(ops.fft_rfftn.schema_str)
    ops.fft_rfftn.entry = dispatcher.find_schema("aten::fft_rfftn").entry
    lib.define(ops.fft_rfftn_out.schema_str)
    ops.fft_rfftn_out.entry = dispatcher.find_schema("aten::fft_rfftn.out").entry
    lib.define(ops.fft_irfft.schema_str)
    ops.fft_irfft.entry = dispatcher.find_schema("aten::fft_irfft").entry
    lib.define(ops.fft_irfft_out.schema_str)
    ops.fft_irfft_out.entry = dispatcher.find_schema("aten::fft_irfft.out").entry
    lib.define(ops.fft_irfft2.schema_str)
    ops.fft_irfft2.entry = dispatcher.find_schema("aten::fft_irfft2").entry
    lib.define(ops.fft_irfft2_out.schema_str)
    ops.fft_irfft2_out.entry = dispatcher.find_schema("aten::fft_irfft2.out").entry
    lib.define(ops.fft_irfftn.schema_str)
    ops.fft_irfftn.entry = dispatcher.find_schema("aten::fft_irfftn").entry
    lib.define(ops.fft_irfftn_out.schema_str)
    ops.fft_irfftn_out.entry = dispatcher.find_schema("aten::fft_irfftn.out").entry
    lib.define(ops.fft_hfft.schema_str)
    ops.fft_hfft.entry = dispatcher.find_schema("aten::fft_hfft").entry
    lib.define(ops.fft_hfft_out.schema_str)
    ops.fft_hfft_out.entry = dispatcher.find_schema("aten::fft_hfft.out").entry
    lib.define(ops.fft_hfft2.schema_str)
    ops.fft_hfft2.entry = dispatcher.find_schema("aten::fft_hfft2").entry
    lib.define(ops.fft_hfft2_out.schema_str)
    ops.fft_hfft2_out.entry = dispatcher.find_schema("aten::fft_hfft2.out").entry
    lib.define(ops.fft_hfftn.schema_str)
    ops.fft_hfftn.entry = dispatcher.find_schema("aten::fft_hfftn").entry
    lib.define(ops.fft_hfftn_out.schema_str)
    ops.fft_hfftn_out.entry = dispatcher.find_schema("aten::fft_hfftn.out").entry
    lib.define(ops.fft_ihfft.schema_str)
    ops.fft_ihfft.entry = dispatcher.find_schema("aten::fft_ihfft").entry
    lib.define(ops.fft_ihfft_out.schema_str)
    ops.fft_ihfft_out.entry = dispatcher.find_schema("aten::fft_ihfft.out").entry
    lib.define(ops.fft_ihfft2.schema_str)
    ops.fft_ihfft2.entry = dispatcher.find_schema("aten::fft_ihfft2").entry
    lib.define(ops.fft_ihfft2_out.schema_str)
    ops.fft_ihfft2_out.entry = dispatcher.find_schema("aten::fft_ihfft2.out").entry
    lib.define(ops.fft_ihfftn.schema_str)
    ops.fft_ihfftn.entry = dispatcher.find_schema("aten::fft_ihfftn").entry
    lib.define(ops.fft_ihfftn_out.schema_str)
    ops.fft_ihfftn_out.entry = dispatcher.find_schema("aten::fft_ihfftn.out").entry
    lib.define(ops.fft_fftfreq.schema_str)
    ops.fft_fftfreq.entry = dispatcher.find_schema("aten::fft_fftfreq").entry
    lib.define(ops.fft_fftfreq_out.schema_str)
    ops.fft_fftfreq_out.entry = dispatcher.find_schema("aten::fft_fftfreq.out").entry
    lib.define(ops.fft_rfftfreq.schema_str)
    ops.fft_rfftfreq.entry = dispatcher.find_schema("aten::fft_rfftfreq").entry
    lib.define(ops.fft_rfftfreq_out.schema_str)
    ops.fft_rfftfreq_out.entry = dispatcher.find_schema("aten::fft_rfftfreq.out").entry
    lib.define(ops.fft_fftshift.schema_str)
    ops.fft_fftshift.entry = dispatcher.find_schema("aten::fft_fftshift").entry
    lib.define(ops.fft_ifftshift.schema_str)
    ops.fft_ifftshift.entry = dispatcher.find_schema("aten::fft_ifftshift").entry
    lib.define(ops.stft_center.schema_str)
    ops.stft_center.entry = dispatcher.find_schema("aten::stft.center").entry
    lib.define(ops.stft.schema_str)
    ops.stft.entry = dispatcher.find_schema("aten::stft").entry
    lib.define(ops.istft.schema_str)
    ops.istft.entry = dispatcher.find_schema("aten::istft").entry
    lib.define(ops.sparse_mask.schema_str)
    ops.sparse_mask.entry = dispatcher.find_schema("aten::sparse_mask").entry
    lib.define(ops._sparse_mm.schema_str)
    ops._sparse_mm.entry = dispatcher.find_schema("aten::_sparse_mm").entry
    lib.define(ops._sparse_sum_dim.schema_str)
    ops._sparse_sum_dim.entry = dispatcher.find_schema("aten::_sparse_sum.dim").entry
    lib.define(ops._sparse_sum_backward.schema_str)
    ops._sparse_sum_backward.entry = dispatcher.find_schema("aten::_sparse_sum_backward").entry
    lib.define(ops._sparse_softmax.schema_str)
    ops._sparse_softmax.entry = dispatcher.find_schema("aten::_sparse_softmax").entry
    lib.define(ops._sparse_softmax_backward_data.schema_str)
    ops._sparse_softmax_backward_data.entry = dispatcher.find_schema(
        "aten::_sparse_softmax_backward_data"
    ).entry
    lib.define(ops._sparse_log_softmax.schema_str)
    ops._sparse_log_softmax.entry = dispatcher.find_schema("aten::_sparse_log_softmax").entry
    lib.define(ops._sparse_log_softmax_backward_data.schema_str)
    ops._sparse_log_softmax_backward_data.entry = dispatcher.find_schema(
        "aten::_sparse_log_softmax_backward_data"
    ).entry
