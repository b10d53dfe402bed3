# @generated from derivatives.yaml by glasstorch.autograd.codegen — do not edit by hand.
"""Registers the Autograd kernels: ``TORCH_LIBRARY_IMPL(aten, Autograd, m)``."""

from glasstorch.c10.dispatch import Library

from . import variable_type


def register() -> Library:
    """Register each kernel for the Autograd alias key; ``.remove()`` on the result
    undoes every registration."""
    lib = Library("aten", "IMPL", "Autograd")
    impl = lib.impl
    impl("copy_", variable_type.copy_, with_keyset=True)
    impl("_to_copy", variable_type._to_copy, with_keyset=True)
    impl("fill_.Scalar", variable_type.fill__Scalar, with_keyset=True)
    impl("zero_", variable_type.zero_, with_keyset=True)
    impl("clone", variable_type.clone, with_keyset=True)
    impl("add.Tensor", variable_type.add_Tensor, with_keyset=True)
    impl("add_.Tensor", variable_type.add__Tensor, with_keyset=True)
    impl("add.out", variable_type.add_out, with_keyset=True)
    impl("sub.Tensor", variable_type.sub_Tensor, with_keyset=True)
    impl("sub_.Tensor", variable_type.sub__Tensor, with_keyset=True)
    impl("sub.out", variable_type.sub_out, with_keyset=True)
    impl("mul.Tensor", variable_type.mul_Tensor, with_keyset=True)
    impl("mul_.Tensor", variable_type.mul__Tensor, with_keyset=True)
    impl("mul.out", variable_type.mul_out, with_keyset=True)
    impl("div.Tensor", variable_type.div_Tensor, with_keyset=True)
    impl("div_.Tensor", variable_type.div__Tensor, with_keyset=True)
    impl("div.out", variable_type.div_out, with_keyset=True)
    impl("div.Tensor_mode", variable_type.div_Tensor_mode, with_keyset=True)
    impl("div_.Tensor_mode", variable_type.div__Tensor_mode, with_keyset=True)
    impl("div.out_mode", variable_type.div_out_mode, with_keyset=True)
    impl("floor_divide", variable_type.floor_divide, with_keyset=True)
    impl("floor_divide_.Tensor", variable_type.floor_divide__Tensor, with_keyset=True)
    impl("floor_divide.out", variable_type.floor_divide_out, with_keyset=True)
    impl("remainder.Tensor", variable_type.remainder_Tensor, with_keyset=True)
    impl("remainder_.Tensor", variable_type.remainder__Tensor, with_keyset=True)
    impl("remainder.Tensor_out", variable_type.remainder_Tensor_out, with_keyset=True)
    impl("fmod.Tensor", variable_type.fmod_Tensor, with_keyset=True)
    impl("fmod_.Tensor", variable_type.fmod__Tensor, with_keyset=True)
    impl("fmod.Tensor_out", variable_type.fmod_Tensor_out, with_keyset=True)
    impl("pow.Tensor_Tensor", variable_type.pow_Tensor_Tensor, with_keyset=True)
    impl("pow_.Tensor", variable_type.pow__Tensor, with_keyset=True)
    impl("pow.Tensor_Tensor_out", variable_type.pow_Tensor_Tensor_out, with_keyset=True)
    impl("atan2", variable_type.atan2, with_keyset=True)
    impl("atan2_", variable_type.atan2_, with_keyset=True)
    impl("atan2.out", variable_type.atan2_out, with_keyset=True)
    impl("maximum", variable_type.maximum, with_keyset=True)
    impl("maximum.out", variable_type.maximum_out, with_keyset=True)
    impl("minimum", variable_type.minimum, with_keyset=True)
    impl("minimum.out", variable_type.minimum_out, with_keyset=True)
    impl("eq.Tensor", variable_type.eq_Tensor, with_keyset=True)
    impl("eq_.Tensor", variable_type.eq__Tensor, with_keyset=True)
    impl("eq.Tensor_out", variable_type.eq_Tensor_out, with_keyset=True)
    impl("ne.Tensor", variable_type.ne_Tensor, with_keyset=True)
    impl("ne_.Tensor", variable_type.ne__Tensor, with_keyset=True)
    impl("ne.Tensor_out", variable_type.ne_Tensor_out, with_keyset=True)
    impl("lt.Tensor", variable_type.lt_Tensor, with_keyset=True)
    impl("lt_.Tensor", variable_type.lt__Tensor, with_keyset=True)
    impl("lt.Tensor_out", variable_type.lt_Tensor_out, with_keyset=True)
    impl("le.Tensor", variable_type.le_Tensor, with_keyset=True)
    impl("le_.Tensor", variable_type.le__Tensor, with_keyset=True)
    impl("le.Tensor_out", variable_type.le_Tensor_out, with_keyset=True)
    impl("gt.Tensor", variable_type.gt_Tensor, with_keyset=True)
    impl("gt_.Tensor", variable_type.gt__Tensor, with_keyset=True)
    impl("gt.Tensor_out", variable_type.gt_Tensor_out, with_keyset=True)
    impl("ge.Tensor", variable_type.ge_Tensor, with_keyset=True)
    impl("ge_.Tensor", variable_type.ge__Tensor, with_keyset=True)
    impl("ge.Tensor_out", variable_type.ge_Tensor_out, with_keyset=True)
    impl("logical_and", variable_type.logical_and, with_keyset=True)
    impl("logical_and_", variable_type.logical_and_, with_keyset=True)
    impl("logical_and.out", variable_type.logical_and_out, with_keyset=True)
    impl("logical_or", variable_type.logical_or, with_keyset=True)
    impl("logical_or_", variable_type.logical_or_, with_keyset=True)
    impl("logical_or.out", variable_type.logical_or_out, with_keyset=True)
    impl("logical_xor", variable_type.logical_xor, with_keyset=True)
    impl("logical_xor_", variable_type.logical_xor_, with_keyset=True)
    impl("logical_xor.out", variable_type.logical_xor_out, with_keyset=True)
    impl("bitwise_and.Tensor", variable_type.bitwise_and_Tensor, with_keyset=True)
    impl("bitwise_and_.Tensor", variable_type.bitwise_and__Tensor, with_keyset=True)
    impl("bitwise_and.Tensor_out", variable_type.bitwise_and_Tensor_out, with_keyset=True)
    impl("bitwise_or.Tensor", variable_type.bitwise_or_Tensor, with_keyset=True)
    impl("bitwise_or_.Tensor", variable_type.bitwise_or__Tensor, with_keyset=True)
    impl("bitwise_or.Tensor_out", variable_type.bitwise_or_Tensor_out, with_keyset=True)
    impl("bitwise_xor.Tensor", variable_type.bitwise_xor_Tensor, with_keyset=True)
    impl("bitwise_xor_.Tensor", variable_type.bitwise_xor__Tensor, with_keyset=True)
    impl("bitwise_xor.Tensor_out", variable_type.bitwise_xor_Tensor_out, with_keyset=True)
    impl("bitwise_left_shift.Tensor", variable_type.bitwise_left_shift_Tensor, with_keyset=True)
    impl("bitwise_left_shift_.Tensor", variable_type.bitwise_left_shift__Tensor, with_keyset=True)
    impl(
        "bitwise_left_shift.Tensor_out",
        variable_type.bitwise_left_shift_Tensor_out,
        with_keyset=True,
    )
    impl("bitwise_right_shift.Tensor", variable_type.bitwise_right_shift_Tensor, with_keyset=True)
    impl("bitwise_right_shift_.Tensor", variable_type.bitwise_right_shift__Tensor, with_keyset=True)
    impl(
        "bitwise_right_shift.Tensor_out",
        variable_type.bitwise_right_shift_Tensor_out,
        with_keyset=True,
    )
    impl("where.self", variable_type.where_self, with_keyset=True)
    impl("where.self_out", variable_type.where_self_out, with_keyset=True)
    impl("lerp.Tensor", variable_type.lerp_Tensor, with_keyset=True)
    impl("lerp_.Tensor", variable_type.lerp__Tensor, with_keyset=True)
    impl("lerp.Tensor_out", variable_type.lerp_Tensor_out, with_keyset=True)
    impl("addcmul", variable_type.addcmul, with_keyset=True)
    impl("addcmul_", variable_type.addcmul_, with_keyset=True)
    impl("addcmul.out", variable_type.addcmul_out, with_keyset=True)
    impl("addcdiv", variable_type.addcdiv, with_keyset=True)
    impl("addcdiv_", variable_type.addcdiv_, with_keyset=True)
    impl("addcdiv.out", variable_type.addcdiv_out, with_keyset=True)
    impl("clamp", variable_type.clamp, with_keyset=True)
    impl("clamp_", variable_type.clamp_, with_keyset=True)
    impl("clamp.out", variable_type.clamp_out, with_keyset=True)
    impl("clamp.Tensor", variable_type.clamp_Tensor, with_keyset=True)
    impl("clamp_.Tensor", variable_type.clamp__Tensor, with_keyset=True)
    impl("clamp.Tensor_out", variable_type.clamp_Tensor_out, with_keyset=True)
    impl("abs", variable_type.abs, with_keyset=True)
    impl("abs_", variable_type.abs_, with_keyset=True)
    impl("abs.out", variable_type.abs_out, with_keyset=True)
    impl("neg", variable_type.neg, with_keyset=True)
    impl("neg_", variable_type.neg_, with_keyset=True)
    impl("neg.out", variable_type.neg_out, with_keyset=True)
    impl("sign", variable_type.sign, with_keyset=True)
    impl("sign_", variable_type.sign_, with_keyset=True)
    impl("sign.out", variable_type.sign_out, with_keyset=True)
    impl("exp", variable_type.exp, with_keyset=True)
    impl("exp_", variable_type.exp_, with_keyset=True)
    impl("exp.out", variable_type.exp_out, with_keyset=True)
    impl("exp2", variable_type.exp2, with_keyset=True)
    impl("exp2_", variable_type.exp2_, with_keyset=True)
    impl("exp2.out", variable_type.exp2_out, with_keyset=True)
    impl("expm1", variable_type.expm1, with_keyset=True)
    impl("expm1_", variable_type.expm1_, with_keyset=True)
    impl("expm1.out", variable_type.expm1_out, with_keyset=True)
    impl("log", variable_type.log, with_keyset=True)
    impl("log_", variable_type.log_, with_keyset=True)
    impl("log.out", variable_type.log_out, with_keyset=True)
    impl("log2", variable_type.log2, with_keyset=True)
    impl("log2_", variable_type.log2_, with_keyset=True)
    impl("log2.out", variable_type.log2_out, with_keyset=True)
    impl("log10", variable_type.log10, with_keyset=True)
    impl("log10_", variable_type.log10_, with_keyset=True)
    impl("log10.out", variable_type.log10_out, with_keyset=True)
    impl("log1p", variable_type.log1p, with_keyset=True)
    impl("log1p_", variable_type.log1p_, with_keyset=True)
    impl("log1p.out", variable_type.log1p_out, with_keyset=True)
    impl("sqrt", variable_type.sqrt, with_keyset=True)
    impl("sqrt_", variable_type.sqrt_, with_keyset=True)
    impl("sqrt.out", variable_type.sqrt_out, with_keyset=True)
    impl("rsqrt", variable_type.rsqrt, with_keyset=True)
    impl("rsqrt_", variable_type.rsqrt_, with_keyset=True)
    impl("rsqrt.out", variable_type.rsqrt_out, with_keyset=True)
    impl("reciprocal", variable_type.reciprocal, with_keyset=True)
    impl("reciprocal_", variable_type.reciprocal_, with_keyset=True)
    impl("reciprocal.out", variable_type.reciprocal_out, with_keyset=True)
    impl("sin", variable_type.sin, with_keyset=True)
    impl("sin_", variable_type.sin_, with_keyset=True)
    impl("sin.out", variable_type.sin_out, with_keyset=True)
    impl("cos", variable_type.cos, with_keyset=True)
    impl("cos_", variable_type.cos_, with_keyset=True)
    impl("cos.out", variable_type.cos_out, with_keyset=True)
    impl("tan", variable_type.tan, with_keyset=True)
    impl("tan_", variable_type.tan_, with_keyset=True)
    impl("tan.out", variable_type.tan_out, with_keyset=True)
    impl("asin", variable_type.asin, with_keyset=True)
    impl("asin_", variable_type.asin_, with_keyset=True)
    impl("asin.out", variable_type.asin_out, with_keyset=True)
    impl("acos", variable_type.acos, with_keyset=True)
    impl("acos_", variable_type.acos_, with_keyset=True)
    impl("acos.out", variable_type.acos_out, with_keyset=True)
    impl("atan", variable_type.atan, with_keyset=True)
    impl("atan_", variable_type.atan_, with_keyset=True)
    impl("atan.out", variable_type.atan_out, with_keyset=True)
    impl("sinh", variable_type.sinh, with_keyset=True)
    impl("sinh_", variable_type.sinh_, with_keyset=True)
    impl("sinh.out", variable_type.sinh_out, with_keyset=True)
    impl("cosh", variable_type.cosh, with_keyset=True)
    impl("cosh_", variable_type.cosh_, with_keyset=True)
    impl("cosh.out", variable_type.cosh_out, with_keyset=True)
    impl("tanh", variable_type.tanh, with_keyset=True)
    impl("tanh_", variable_type.tanh_, with_keyset=True)
    impl("tanh.out", variable_type.tanh_out, with_keyset=True)
    impl("sigmoid", variable_type.sigmoid, with_keyset=True)
    impl("sigmoid_", variable_type.sigmoid_, with_keyset=True)
    impl("sigmoid.out", variable_type.sigmoid_out, with_keyset=True)
    impl("erf", variable_type.erf, with_keyset=True)
    impl("erf_", variable_type.erf_, with_keyset=True)
    impl("erf.out", variable_type.erf_out, with_keyset=True)
    impl("floor", variable_type.floor, with_keyset=True)
    impl("floor_", variable_type.floor_, with_keyset=True)
    impl("floor.out", variable_type.floor_out, with_keyset=True)
    impl("ceil", variable_type.ceil, with_keyset=True)
    impl("ceil_", variable_type.ceil_, with_keyset=True)
    impl("ceil.out", variable_type.ceil_out, with_keyset=True)
    impl("trunc", variable_type.trunc, with_keyset=True)
    impl("trunc_", variable_type.trunc_, with_keyset=True)
    impl("trunc.out", variable_type.trunc_out, with_keyset=True)
    impl("round", variable_type.round, with_keyset=True)
    impl("round_", variable_type.round_, with_keyset=True)
    impl("round.out", variable_type.round_out, with_keyset=True)
    impl("frac", variable_type.frac, with_keyset=True)
    impl("frac_", variable_type.frac_, with_keyset=True)
    impl("frac.out", variable_type.frac_out, with_keyset=True)
    impl("relu", variable_type.relu, with_keyset=True)
    impl("relu_", variable_type.relu_, with_keyset=True)
    impl("relu.out", variable_type.relu_out, with_keyset=True)
    impl("silu", variable_type.silu, with_keyset=True)
    impl("silu_", variable_type.silu_, with_keyset=True)
    impl("silu.out", variable_type.silu_out, with_keyset=True)
    impl("logical_not", variable_type.logical_not, with_keyset=True)
    impl("logical_not_", variable_type.logical_not_, with_keyset=True)
    impl("logical_not.out", variable_type.logical_not_out, with_keyset=True)
    impl("bitwise_not", variable_type.bitwise_not, with_keyset=True)
    impl("bitwise_not_", variable_type.bitwise_not_, with_keyset=True)
    impl("bitwise_not.out", variable_type.bitwise_not_out, with_keyset=True)
    impl("round.decimals", variable_type.round_decimals, with_keyset=True)
    impl("round_.decimals", variable_type.round__decimals, with_keyset=True)
    impl("round.decimals_out", variable_type.round_decimals_out, with_keyset=True)
    impl("gelu", variable_type.gelu, with_keyset=True)
    impl("gelu_", variable_type.gelu_, with_keyset=True)
    impl("gelu.out", variable_type.gelu_out, with_keyset=True)
    impl("softplus", variable_type.softplus, with_keyset=True)
    impl("softplus.out", variable_type.softplus_out, with_keyset=True)
    impl("leaky_relu", variable_type.leaky_relu, with_keyset=True)
    impl("leaky_relu_", variable_type.leaky_relu_, with_keyset=True)
    impl("leaky_relu.out", variable_type.leaky_relu_out, with_keyset=True)
    impl("elu", variable_type.elu, with_keyset=True)
    impl("elu_", variable_type.elu_, with_keyset=True)
    impl("elu.out", variable_type.elu_out, with_keyset=True)
    impl("nan_to_num", variable_type.nan_to_num, with_keyset=True)
    impl("nan_to_num_", variable_type.nan_to_num_, with_keyset=True)
    impl("nan_to_num.out", variable_type.nan_to_num_out, with_keyset=True)
    impl("isnan", variable_type.isnan, with_keyset=True)
    impl("isnan.out", variable_type.isnan_out, with_keyset=True)
    impl("isinf", variable_type.isinf, with_keyset=True)
    impl("isinf.out", variable_type.isinf_out, with_keyset=True)
    impl("isfinite", variable_type.isfinite, with_keyset=True)
    impl("isfinite.out", variable_type.isfinite_out, with_keyset=True)
    impl("zeros.out", variable_type.zeros_out, with_keyset=True)
    impl("ones.out", variable_type.ones_out, with_keyset=True)
    impl("full.out", variable_type.full_out, with_keyset=True)
    impl("empty_like", variable_type.empty_like, with_keyset=True)
    impl("zeros_like", variable_type.zeros_like, with_keyset=True)
    impl("ones_like", variable_type.ones_like, with_keyset=True)
    impl("full_like", variable_type.full_like, with_keyset=True)
    impl("arange.out", variable_type.arange_out, with_keyset=True)
    impl("arange.start_out", variable_type.arange_start_out, with_keyset=True)
    impl("linspace.out", variable_type.linspace_out, with_keyset=True)
    impl("logspace.out", variable_type.logspace_out, with_keyset=True)
    impl("eye.out", variable_type.eye_out, with_keyset=True)
    impl("eye.m_out", variable_type.eye_m_out, with_keyset=True)
    impl("uniform_", variable_type.uniform_, with_keyset=True)
    impl("normal_", variable_type.normal_, with_keyset=True)
    impl("random_.from", variable_type.random__from, with_keyset=True)
    impl("random_.to", variable_type.random__to, with_keyset=True)
    impl("random_", variable_type.random_, with_keyset=True)
    impl("exponential_", variable_type.exponential_, with_keyset=True)
    impl("bernoulli_.Tensor", variable_type.bernoulli__Tensor, with_keyset=True)
    impl("bernoulli_.float", variable_type.bernoulli__float, with_keyset=True)
    impl("bernoulli", variable_type.bernoulli, with_keyset=True)
    impl("bernoulli.out", variable_type.bernoulli_out, with_keyset=True)
    impl("bernoulli.p", variable_type.bernoulli_p, with_keyset=True)
    impl("multinomial", variable_type.multinomial, with_keyset=True)
    impl("multinomial.out", variable_type.multinomial_out, with_keyset=True)
    impl("_standard_gamma", variable_type._standard_gamma, with_keyset=True)
    impl("_standard_gamma_grad", variable_type._standard_gamma_grad, with_keyset=True)
    impl("_sample_dirichlet", variable_type._sample_dirichlet, with_keyset=True)
    impl("_dirichlet_grad", variable_type._dirichlet_grad, with_keyset=True)
    impl("poisson", variable_type.poisson, with_keyset=True)
    impl("binomial", variable_type.binomial, with_keyset=True)
    impl("randperm.out", variable_type.randperm_out, with_keyset=True)
    impl("rand.out", variable_type.rand_out, with_keyset=True)
    impl("randn.out", variable_type.randn_out, with_keyset=True)
    impl("randint.out", variable_type.randint_out, with_keyset=True)
    impl("randint.low_out", variable_type.randint_low_out, with_keyset=True)
    impl("rand_like", variable_type.rand_like, with_keyset=True)
    impl("randn_like", variable_type.randn_like, with_keyset=True)
    impl("randint_like", variable_type.randint_like, with_keyset=True)
    impl("randint_like.low_dtype", variable_type.randint_like_low_dtype, with_keyset=True)
    impl("normal.Tensor_float", variable_type.normal_Tensor_float, with_keyset=True)
    impl("normal.Tensor_float_out", variable_type.normal_Tensor_float_out, with_keyset=True)
    impl("normal.float_Tensor", variable_type.normal_float_Tensor, with_keyset=True)
    impl("normal.float_Tensor_out", variable_type.normal_float_Tensor_out, with_keyset=True)
    impl("normal.Tensor_Tensor", variable_type.normal_Tensor_Tensor, with_keyset=True)
    impl("normal.Tensor_Tensor_out", variable_type.normal_Tensor_Tensor_out, with_keyset=True)
    impl("normal.float_float_out", variable_type.normal_float_float_out, with_keyset=True)
    impl("sum", variable_type.sum, with_keyset=True)
    impl("sum.dim_IntList", variable_type.sum_dim_IntList, with_keyset=True)
    impl("sum.IntList_out", variable_type.sum_IntList_out, with_keyset=True)
    impl("sum.out", variable_type.sum_out, with_keyset=True)
    impl("mean", variable_type.mean, with_keyset=True)
    impl("mean.dim", variable_type.mean_dim, with_keyset=True)
    impl("mean.out", variable_type.mean_out, with_keyset=True)
    impl("mean.dtype_out", variable_type.mean_dtype_out, with_keyset=True)
    impl("prod", variable_type.prod, with_keyset=True)
    impl("prod.dim_int", variable_type.prod_dim_int, with_keyset=True)
    impl("prod.int_out", variable_type.prod_int_out, with_keyset=True)
    impl("amax", variable_type.amax, with_keyset=True)
    impl("amax.out", variable_type.amax_out, with_keyset=True)
    impl("amin", variable_type.amin, with_keyset=True)
    impl("amin.out", variable_type.amin_out, with_keyset=True)
    impl("max", variable_type.max, with_keyset=True)
    impl("max.dim", variable_type.max_dim, with_keyset=True)
    impl("max.dim_max", variable_type.max_dim_max, with_keyset=True)
    impl("min", variable_type.min, with_keyset=True)
    impl("min.dim", variable_type.min_dim, with_keyset=True)
    impl("min.dim_min", variable_type.min_dim_min, with_keyset=True)
    impl("argmax", variable_type.argmax, with_keyset=True)
    impl("argmax.out", variable_type.argmax_out, with_keyset=True)
    impl("argmin", variable_type.argmin, with_keyset=True)
    impl("argmin.out", variable_type.argmin_out, with_keyset=True)
    impl("all", variable_type.all, with_keyset=True)
    impl("all.dim", variable_type.all_dim, with_keyset=True)
    impl("all.dims", variable_type.all_dims, with_keyset=True)
    impl("all.out", variable_type.all_out, with_keyset=True)
    impl("all.dims_out", variable_type.all_dims_out, with_keyset=True)
    impl("all.all_out", variable_type.all_all_out, with_keyset=True)
    impl("any", variable_type.any, with_keyset=True)
    impl("any.dim", variable_type.any_dim, with_keyset=True)
    impl("any.dims", variable_type.any_dims, with_keyset=True)
    impl("any.out", variable_type.any_out, with_keyset=True)
    impl("any.dims_out", variable_type.any_dims_out, with_keyset=True)
    impl("any.all_out", variable_type.any_all_out, with_keyset=True)
    impl("var.correction", variable_type.var_correction, with_keyset=True)
    impl("var.correction_out", variable_type.var_correction_out, with_keyset=True)
    impl("var_mean.correction", variable_type.var_mean_correction, with_keyset=True)
    impl("std.correction", variable_type.std_correction, with_keyset=True)
    impl("std.correction_out", variable_type.std_correction_out, with_keyset=True)
    impl("std_mean.correction", variable_type.std_mean_correction, with_keyset=True)
    impl("norm.Scalar", variable_type.norm_Scalar, with_keyset=True)
    impl("norm.ScalarOpt_dim", variable_type.norm_ScalarOpt_dim, with_keyset=True)
    impl("norm.out", variable_type.norm_out, with_keyset=True)
    impl("linalg_vector_norm", variable_type.linalg_vector_norm, with_keyset=True)
    impl("linalg_vector_norm.out", variable_type.linalg_vector_norm_out, with_keyset=True)
    impl("linalg_inv", variable_type.linalg_inv, with_keyset=True)
    impl("linalg_det", variable_type.linalg_det, with_keyset=True)
    impl("linalg_slogdet", variable_type.linalg_slogdet, with_keyset=True)
    impl("linalg_solve", variable_type.linalg_solve, with_keyset=True)
    impl("linalg_cholesky", variable_type.linalg_cholesky, with_keyset=True)
    impl("_linalg_svd", variable_type._linalg_svd, with_keyset=True)
    impl("linalg_eigh", variable_type.linalg_eigh, with_keyset=True)
    impl("linalg_cross", variable_type.linalg_cross, with_keyset=True)
    impl("linalg_matrix_exp", variable_type.linalg_matrix_exp, with_keyset=True)
    impl("linalg_lu_factor_ex", variable_type.linalg_lu_factor_ex, with_keyset=True)
    impl("linalg_lu", variable_type.linalg_lu, with_keyset=True)
    impl("linalg_lu_solve", variable_type.linalg_lu_solve, with_keyset=True)
    impl("lu_unpack", variable_type.lu_unpack, with_keyset=True)
    impl("linalg_inv_ex", variable_type.linalg_inv_ex, with_keyset=True)
    impl("linalg_solve_triangular", variable_type.linalg_solve_triangular, with_keyset=True)
    impl("triangular_solve", variable_type.triangular_solve, with_keyset=True)
    impl("linalg_cholesky_ex", variable_type.linalg_cholesky_ex, with_keyset=True)
    impl("cholesky", variable_type.cholesky, with_keyset=True)
    impl("cholesky_inverse", variable_type.cholesky_inverse, with_keyset=True)
    impl("cholesky_solve", variable_type.cholesky_solve, with_keyset=True)
    impl("linalg_ldl_factor_ex", variable_type.linalg_ldl_factor_ex, with_keyset=True)
    impl("linalg_ldl_solve", variable_type.linalg_ldl_solve, with_keyset=True)
    impl("linalg_qr", variable_type.linalg_qr, with_keyset=True)
    impl("geqrf", variable_type.geqrf, with_keyset=True)
    impl("linalg_householder_product", variable_type.linalg_householder_product, with_keyset=True)
    impl("ormqr", variable_type.ormqr, with_keyset=True)
    impl("linalg_lstsq", variable_type.linalg_lstsq, with_keyset=True)
    impl(
        "linalg_pinv.atol_rtol_tensor", variable_type.linalg_pinv_atol_rtol_tensor, with_keyset=True
    )
    impl("linalg_eig", variable_type.linalg_eig, with_keyset=True)
    impl("cumsum", variable_type.cumsum, with_keyset=True)
    impl("cumsum_", variable_type.cumsum_, with_keyset=True)
    impl("cumsum.out", variable_type.cumsum_out, with_keyset=True)
    impl("cumprod", variable_type.cumprod, with_keyset=True)
    impl("cumprod_", variable_type.cumprod_, with_keyset=True)
    impl("cumprod.out", variable_type.cumprod_out, with_keyset=True)
    impl("logsumexp", variable_type.logsumexp, with_keyset=True)
    impl("logsumexp.out", variable_type.logsumexp_out, with_keyset=True)
    impl("_softmax", variable_type._softmax, with_keyset=True)
    impl("_softmax.out", variable_type._softmax_out, with_keyset=True)
    impl("_log_softmax", variable_type._log_softmax, with_keyset=True)
    impl("_log_softmax.out", variable_type._log_softmax_out, with_keyset=True)
    impl("topk", variable_type.topk, with_keyset=True)
    impl("topk.values", variable_type.topk_values, with_keyset=True)
    impl("sort", variable_type.sort, with_keyset=True)
    impl("sort.stable", variable_type.sort_stable, with_keyset=True)
    impl("sort.values", variable_type.sort_values, with_keyset=True)
    impl("sort.values_stable", variable_type.sort_values_stable, with_keyset=True)
    impl("view", variable_type.view, with_keyset=True)
    impl("view.dtype", variable_type.view_dtype, with_keyset=True)
    impl("_unsafe_view", variable_type._unsafe_view, with_keyset=True)
    impl("alias", variable_type.alias, with_keyset=True)
    impl("as_strided", variable_type.as_strided, with_keyset=True)
    impl("as_strided_", variable_type.as_strided_, with_keyset=True)
    impl("select.int", variable_type.select_int, with_keyset=True)
    impl("slice.Tensor", variable_type.slice_Tensor, with_keyset=True)
    impl("unsqueeze", variable_type.unsqueeze, with_keyset=True)
    impl("unsqueeze_", variable_type.unsqueeze_, with_keyset=True)
    impl("expand", variable_type.expand, with_keyset=True)
    impl("squeeze", variable_type.squeeze, with_keyset=True)
    impl("squeeze.dim", variable_type.squeeze_dim, with_keyset=True)
    impl("squeeze.dims", variable_type.squeeze_dims, with_keyset=True)
    impl("squeeze_", variable_type.squeeze_, with_keyset=True)
    impl("squeeze_.dim", variable_type.squeeze__dim, with_keyset=True)
    impl("squeeze_.dims", variable_type.squeeze__dims, with_keyset=True)
    impl("permute", variable_type.permute, with_keyset=True)
    impl("transpose.int", variable_type.transpose_int, with_keyset=True)
    impl("transpose_", variable_type.transpose_, with_keyset=True)
    impl("t", variable_type.t, with_keyset=True)
    impl("t_", variable_type.t_, with_keyset=True)
    impl("diagonal", variable_type.diagonal, with_keyset=True)
    impl("split.Tensor", variable_type.split_Tensor, with_keyset=True)
    impl("split_with_sizes", variable_type.split_with_sizes, with_keyset=True)
    impl("unbind.int", variable_type.unbind_int, with_keyset=True)
    impl("resize_", variable_type.resize_, with_keyset=True)
    impl("cat", variable_type.cat, with_keyset=True)
    impl("cat.out", variable_type.cat_out, with_keyset=True)
    impl("stack", variable_type.stack, with_keyset=True)
    impl("stack.out", variable_type.stack_out, with_keyset=True)
    impl("flip", variable_type.flip, with_keyset=True)
    impl("roll", variable_type.roll, with_keyset=True)
    impl("repeat", variable_type.repeat, with_keyset=True)
    impl("repeat_interleave.Tensor", variable_type.repeat_interleave_Tensor, with_keyset=True)
    impl("tril", variable_type.tril, with_keyset=True)
    impl("tril_", variable_type.tril_, with_keyset=True)
    impl("tril.out", variable_type.tril_out, with_keyset=True)
    impl("triu", variable_type.triu, with_keyset=True)
    impl("triu_", variable_type.triu_, with_keyset=True)
    impl("triu.out", variable_type.triu_out, with_keyset=True)
    impl("index.Tensor", variable_type.index_Tensor, with_keyset=True)
    impl("index.Tensor_out", variable_type.index_Tensor_out, with_keyset=True)
    impl("index_put_", variable_type.index_put_, with_keyset=True)
    impl("index_put", variable_type.index_put, with_keyset=True)
    impl("index_select", variable_type.index_select, with_keyset=True)
    impl("index_select.out", variable_type.index_select_out, with_keyset=True)
    impl("gather", variable_type.gather, with_keyset=True)
    impl("gather.out", variable_type.gather_out, with_keyset=True)
    impl("scatter.src", variable_type.scatter_src, with_keyset=True)
    impl("scatter_.src", variable_type.scatter__src, with_keyset=True)
    impl("scatter.src_out", variable_type.scatter_src_out, with_keyset=True)
    impl("scatter.value", variable_type.scatter_value, with_keyset=True)
    impl("scatter_.value", variable_type.scatter__value, with_keyset=True)
    impl("scatter.value_out", variable_type.scatter_value_out, with_keyset=True)
    impl("scatter.reduce", variable_type.scatter_reduce, with_keyset=True)
    impl("scatter_.reduce", variable_type.scatter__reduce, with_keyset=True)
    impl("scatter.reduce_out", variable_type.scatter_reduce_out, with_keyset=True)
    impl("scatter.value_reduce", variable_type.scatter_value_reduce, with_keyset=True)
    impl("scatter_.value_reduce", variable_type.scatter__value_reduce, with_keyset=True)
    impl("scatter.value_reduce_out", variable_type.scatter_value_reduce_out, with_keyset=True)
    impl("scatter_add", variable_type.scatter_add, with_keyset=True)
    impl("scatter_add_", variable_type.scatter_add_, with_keyset=True)
    impl("scatter_add.out", variable_type.scatter_add_out, with_keyset=True)
    impl("scatter_reduce.two", variable_type.scatter_reduce_two, with_keyset=True)
    impl("scatter_reduce_.two", variable_type.scatter_reduce__two, with_keyset=True)
    impl("scatter_reduce.two_out", variable_type.scatter_reduce_two_out, with_keyset=True)
    impl("index_add", variable_type.index_add, with_keyset=True)
    impl("index_add_", variable_type.index_add_, with_keyset=True)
    impl("index_add.out", variable_type.index_add_out, with_keyset=True)
    impl("index_fill_.int_Scalar", variable_type.index_fill__int_Scalar, with_keyset=True)
    impl("index_fill.int_Scalar", variable_type.index_fill_int_Scalar, with_keyset=True)
    impl("index_fill_.int_Tensor", variable_type.index_fill__int_Tensor, with_keyset=True)
    impl("index_fill.int_Tensor", variable_type.index_fill_int_Tensor, with_keyset=True)
    impl("masked_fill_.Scalar", variable_type.masked_fill__Scalar, with_keyset=True)
    impl("masked_fill.Scalar", variable_type.masked_fill_Scalar, with_keyset=True)
    impl("masked_fill_.Tensor", variable_type.masked_fill__Tensor, with_keyset=True)
    impl("masked_fill.Tensor", variable_type.masked_fill_Tensor, with_keyset=True)
    impl("masked_select", variable_type.masked_select, with_keyset=True)
    impl("masked_select.out", variable_type.masked_select_out, with_keyset=True)
    impl("masked_scatter_", variable_type.masked_scatter_, with_keyset=True)
    impl("masked_scatter", variable_type.masked_scatter, with_keyset=True)
    impl("nonzero", variable_type.nonzero, with_keyset=True)
    impl("nonzero.out", variable_type.nonzero_out, with_keyset=True)
    impl("take", variable_type.take, with_keyset=True)
    impl("take.out", variable_type.take_out, with_keyset=True)
    impl("put_", variable_type.put_, with_keyset=True)
    impl("put", variable_type.put, with_keyset=True)
    impl("mm", variable_type.mm, with_keyset=True)
    impl("mm.out", variable_type.mm_out, with_keyset=True)
    impl("bmm", variable_type.bmm, with_keyset=True)
    impl("bmm.out", variable_type.bmm_out, with_keyset=True)
    impl("mv", variable_type.mv, with_keyset=True)
    impl("mv.out", variable_type.mv_out, with_keyset=True)
    impl("dot", variable_type.dot, with_keyset=True)
    impl("dot.out", variable_type.dot_out, with_keyset=True)
    impl("addmm", variable_type.addmm, with_keyset=True)
    impl("addmm_", variable_type.addmm_, with_keyset=True)
    impl("addmm.out", variable_type.addmm_out, with_keyset=True)
    impl("addmv", variable_type.addmv, with_keyset=True)
    impl("addmv_", variable_type.addmv_, with_keyset=True)
    impl("addmv.out", variable_type.addmv_out, with_keyset=True)
    impl("baddbmm", variable_type.baddbmm, with_keyset=True)
    impl("baddbmm_", variable_type.baddbmm_, with_keyset=True)
    impl("baddbmm.out", variable_type.baddbmm_out, with_keyset=True)
    impl("addbmm", variable_type.addbmm, with_keyset=True)
    impl("addbmm_", variable_type.addbmm_, with_keyset=True)
    impl("addbmm.out", variable_type.addbmm_out, with_keyset=True)
    impl("searchsorted.Tensor", variable_type.searchsorted_Tensor, with_keyset=True)
    impl("bucketize.Tensor", variable_type.bucketize_Tensor, with_keyset=True)
    impl("isin.Tensor_Tensor", variable_type.isin_Tensor_Tensor, with_keyset=True)
    impl("histc", variable_type.histc, with_keyset=True)
    impl("allclose", variable_type.allclose, with_keyset=True)
    impl("equal", variable_type.equal, with_keyset=True)
    impl("convolution", variable_type.convolution, with_keyset=True)
    impl("convolution_backward", variable_type.convolution_backward, with_keyset=True)
    impl("max_pool2d_with_indices", variable_type.max_pool2d_with_indices, with_keyset=True)
    impl("max_pool2d_with_indices.out", variable_type.max_pool2d_with_indices_out, with_keyset=True)
    impl(
        "max_pool2d_with_indices_backward",
        variable_type.max_pool2d_with_indices_backward,
        with_keyset=True,
    )
    impl(
        "max_pool2d_with_indices_backward.grad_input",
        variable_type.max_pool2d_with_indices_backward_grad_input,
        with_keyset=True,
    )
    impl("avg_pool2d", variable_type.avg_pool2d, with_keyset=True)
    impl("avg_pool2d.out", variable_type.avg_pool2d_out, with_keyset=True)
    impl("avg_pool2d_backward", variable_type.avg_pool2d_backward, with_keyset=True)
    impl(
        "avg_pool2d_backward.grad_input",
        variable_type.avg_pool2d_backward_grad_input,
        with_keyset=True,
    )
    impl("_adaptive_avg_pool2d", variable_type._adaptive_avg_pool2d, with_keyset=True)
    impl(
        "_adaptive_avg_pool2d_backward",
        variable_type._adaptive_avg_pool2d_backward,
        with_keyset=True,
    )
    impl("native_batch_norm", variable_type.native_batch_norm, with_keyset=True)
    impl("native_batch_norm_backward", variable_type.native_batch_norm_backward, with_keyset=True)
    impl("native_layer_norm", variable_type.native_layer_norm, with_keyset=True)
    impl("native_layer_norm_backward", variable_type.native_layer_norm_backward, with_keyset=True)
    impl("native_group_norm", variable_type.native_group_norm, with_keyset=True)
    impl("native_group_norm_backward", variable_type.native_group_norm_backward, with_keyset=True)
    impl("embedding", variable_type.embedding, with_keyset=True)
    impl("embedding_dense_backward", variable_type.embedding_dense_backward, with_keyset=True)
    impl("nll_loss_forward", variable_type.nll_loss_forward, with_keyset=True)
    impl("nll_loss_forward.output", variable_type.nll_loss_forward_output, with_keyset=True)
    impl("nll_loss_backward", variable_type.nll_loss_backward, with_keyset=True)
    impl(
        "nll_loss_backward.grad_input", variable_type.nll_loss_backward_grad_input, with_keyset=True
    )
    impl("mse_loss", variable_type.mse_loss, with_keyset=True)
    impl("mse_loss.out", variable_type.mse_loss_out, with_keyset=True)
    impl("mse_loss_backward", variable_type.mse_loss_backward, with_keyset=True)
    impl("smooth_l1_loss", variable_type.smooth_l1_loss, with_keyset=True)
    impl("smooth_l1_loss.out", variable_type.smooth_l1_loss_out, with_keyset=True)
    impl("smooth_l1_loss_backward", variable_type.smooth_l1_loss_backward, with_keyset=True)
    impl("huber_loss", variable_type.huber_loss, with_keyset=True)
    impl("huber_loss_backward", variable_type.huber_loss_backward, with_keyset=True)
    impl("binary_cross_entropy", variable_type.binary_cross_entropy, with_keyset=True)
    impl(
        "binary_cross_entropy_backward",
        variable_type.binary_cross_entropy_backward,
        with_keyset=True,
    )
    impl("constant_pad_nd", variable_type.constant_pad_nd, with_keyset=True)
    impl("reflection_pad1d", variable_type.reflection_pad1d, with_keyset=True)
    impl("reflection_pad1d_backward", variable_type.reflection_pad1d_backward, with_keyset=True)
    impl("reflection_pad2d", variable_type.reflection_pad2d, with_keyset=True)
    impl("reflection_pad2d_backward", variable_type.reflection_pad2d_backward, with_keyset=True)
    impl("replication_pad1d", variable_type.replication_pad1d, with_keyset=True)
    impl("replication_pad1d_backward", variable_type.replication_pad1d_backward, with_keyset=True)
    impl("replication_pad2d", variable_type.replication_pad2d, with_keyset=True)
    impl("replication_pad2d_backward", variable_type.replication_pad2d_backward, with_keyset=True)
    impl("upsample_nearest2d", variable_type.upsample_nearest2d, with_keyset=True)
    impl("upsample_nearest2d.out", variable_type.upsample_nearest2d_out, with_keyset=True)
    impl("upsample_nearest2d_backward", variable_type.upsample_nearest2d_backward, with_keyset=True)
    impl(
        "upsample_nearest2d_backward.grad_input",
        variable_type.upsample_nearest2d_backward_grad_input,
        with_keyset=True,
    )
    impl("upsample_bilinear2d", variable_type.upsample_bilinear2d, with_keyset=True)
    impl("upsample_bilinear2d.out", variable_type.upsample_bilinear2d_out, with_keyset=True)
    impl(
        "upsample_bilinear2d_backward", variable_type.upsample_bilinear2d_backward, with_keyset=True
    )
    impl(
        "upsample_bilinear2d_backward.grad_input",
        variable_type.upsample_bilinear2d_backward_grad_input,
        with_keyset=True,
    )
    impl("native_dropout", variable_type.native_dropout, with_keyset=True)
    impl("native_dropout_backward", variable_type.native_dropout_backward, with_keyset=True)
    impl("threshold", variable_type.threshold, with_keyset=True)
    impl("threshold_", variable_type.threshold_, with_keyset=True)
    impl("threshold.out", variable_type.threshold_out, with_keyset=True)
    impl("threshold_backward", variable_type.threshold_backward, with_keyset=True)
    impl(
        "threshold_backward.grad_input",
        variable_type.threshold_backward_grad_input,
        with_keyset=True,
    )
    impl("gelu_backward", variable_type.gelu_backward, with_keyset=True)
    impl("gelu_backward.grad_input", variable_type.gelu_backward_grad_input, with_keyset=True)
    impl("silu_backward", variable_type.silu_backward, with_keyset=True)
    impl("silu_backward.grad_input", variable_type.silu_backward_grad_input, with_keyset=True)
    impl("elu_backward", variable_type.elu_backward, with_keyset=True)
    impl("elu_backward.grad_input", variable_type.elu_backward_grad_input, with_keyset=True)
    impl("leaky_relu_backward", variable_type.leaky_relu_backward, with_keyset=True)
    impl(
        "leaky_relu_backward.grad_input",
        variable_type.leaky_relu_backward_grad_input,
        with_keyset=True,
    )
    impl("softplus_backward", variable_type.softplus_backward, with_keyset=True)
    impl(
        "softplus_backward.grad_input", variable_type.softplus_backward_grad_input, with_keyset=True
    )
    impl("sigmoid_backward", variable_type.sigmoid_backward, with_keyset=True)
    impl("sigmoid_backward.grad_input", variable_type.sigmoid_backward_grad_input, with_keyset=True)
    impl("tanh_backward", variable_type.tanh_backward, with_keyset=True)
    impl("tanh_backward.grad_input", variable_type.tanh_backward_grad_input, with_keyset=True)
    impl("_softmax_backward_data", variable_type._softmax_backward_data, with_keyset=True)
    impl("_softmax_backward_data.out", variable_type._softmax_backward_data_out, with_keyset=True)
    impl("_log_softmax_backward_data", variable_type._log_softmax_backward_data, with_keyset=True)
    impl(
        "_log_softmax_backward_data.out",
        variable_type._log_softmax_backward_data_out,
        with_keyset=True,
    )
    impl("new_empty", variable_type.new_empty, with_keyset=True)
    impl("new_full", variable_type.new_full, with_keyset=True)
    impl("new_zeros", variable_type.new_zeros, with_keyset=True)
    impl("new_ones", variable_type.new_ones, with_keyset=True)
    impl("erfinv", variable_type.erfinv, with_keyset=True)
    impl("erfinv_", variable_type.erfinv_, with_keyset=True)
    impl("erfinv.out", variable_type.erfinv_out, with_keyset=True)
    impl("_unique2", variable_type._unique2, with_keyset=True)
    impl("unique_dim", variable_type.unique_dim, with_keyset=True)
    impl("acosh", variable_type.acosh, with_keyset=True)
    impl("acosh_", variable_type.acosh_, with_keyset=True)
    impl("acosh.out", variable_type.acosh_out, with_keyset=True)
    impl("asinh", variable_type.asinh, with_keyset=True)
    impl("asinh_", variable_type.asinh_, with_keyset=True)
    impl("asinh.out", variable_type.asinh_out, with_keyset=True)
    impl("atanh", variable_type.atanh, with_keyset=True)
    impl("atanh_", variable_type.atanh_, with_keyset=True)
    impl("atanh.out", variable_type.atanh_out, with_keyset=True)
    impl("deg2rad", variable_type.deg2rad, with_keyset=True)
    impl("deg2rad_", variable_type.deg2rad_, with_keyset=True)
    impl("deg2rad.out", variable_type.deg2rad_out, with_keyset=True)
    impl("rad2deg", variable_type.rad2deg, with_keyset=True)
    impl("rad2deg_", variable_type.rad2deg_, with_keyset=True)
    impl("rad2deg.out", variable_type.rad2deg_out, with_keyset=True)
    impl("erfc", variable_type.erfc, with_keyset=True)
    impl("erfc_", variable_type.erfc_, with_keyset=True)
    impl("erfc.out", variable_type.erfc_out, with_keyset=True)
    impl("sinc", variable_type.sinc, with_keyset=True)
    impl("sinc_", variable_type.sinc_, with_keyset=True)
    impl("sinc.out", variable_type.sinc_out, with_keyset=True)
    impl("i0", variable_type.i0, with_keyset=True)
    impl("i0_", variable_type.i0_, with_keyset=True)
    impl("i0.out", variable_type.i0_out, with_keyset=True)
    impl("special_i1", variable_type.special_i1, with_keyset=True)
    impl("special_i1.out", variable_type.special_i1_out, with_keyset=True)
    impl("digamma", variable_type.digamma, with_keyset=True)
    impl("digamma_", variable_type.digamma_, with_keyset=True)
    impl("digamma.out", variable_type.digamma_out, with_keyset=True)
    impl("lgamma", variable_type.lgamma, with_keyset=True)
    impl("lgamma_", variable_type.lgamma_, with_keyset=True)
    impl("lgamma.out", variable_type.lgamma_out, with_keyset=True)
    impl("logit", variable_type.logit, with_keyset=True)
    impl("logit_", variable_type.logit_, with_keyset=True)
    impl("logit.out", variable_type.logit_out, with_keyset=True)
    impl("polygamma", variable_type.polygamma, with_keyset=True)
    impl("polygamma.out", variable_type.polygamma_out, with_keyset=True)
    impl("mvlgamma", variable_type.mvlgamma, with_keyset=True)
    impl("mvlgamma_", variable_type.mvlgamma_, with_keyset=True)
    impl("mvlgamma.out", variable_type.mvlgamma_out, with_keyset=True)
    impl("signbit", variable_type.signbit, with_keyset=True)
    impl("signbit.out", variable_type.signbit_out, with_keyset=True)
    impl("isposinf", variable_type.isposinf, with_keyset=True)
    impl("isposinf.out", variable_type.isposinf_out, with_keyset=True)
    impl("isneginf", variable_type.isneginf, with_keyset=True)
    impl("isneginf.out", variable_type.isneginf_out, with_keyset=True)
    impl("frexp.Tensor", variable_type.frexp_Tensor, with_keyset=True)
    impl("frexp.Tensor_out", variable_type.frexp_Tensor_out, with_keyset=True)
    impl("fmax", variable_type.fmax, with_keyset=True)
    impl("fmax.out", variable_type.fmax_out, with_keyset=True)
    impl("fmin", variable_type.fmin, with_keyset=True)
    impl("fmin.out", variable_type.fmin_out, with_keyset=True)
    impl("logaddexp", variable_type.logaddexp, with_keyset=True)
    impl("logaddexp.out", variable_type.logaddexp_out, with_keyset=True)
    impl("logaddexp2", variable_type.logaddexp2, with_keyset=True)
    impl("logaddexp2.out", variable_type.logaddexp2_out, with_keyset=True)
    impl("hypot", variable_type.hypot, with_keyset=True)
    impl("hypot_", variable_type.hypot_, with_keyset=True)
    impl("hypot.out", variable_type.hypot_out, with_keyset=True)
    impl("copysign.Tensor", variable_type.copysign_Tensor, with_keyset=True)
    impl("copysign_.Tensor", variable_type.copysign__Tensor, with_keyset=True)
    impl("copysign.out", variable_type.copysign_out, with_keyset=True)
    impl("heaviside", variable_type.heaviside, with_keyset=True)
    impl("heaviside_", variable_type.heaviside_, with_keyset=True)
    impl("heaviside.out", variable_type.heaviside_out, with_keyset=True)
    impl("gcd", variable_type.gcd, with_keyset=True)
    impl("gcd_", variable_type.gcd_, with_keyset=True)
    impl("gcd.out", variable_type.gcd_out, with_keyset=True)
    impl("lcm", variable_type.lcm, with_keyset=True)
    impl("lcm_", variable_type.lcm_, with_keyset=True)
    impl("lcm.out", variable_type.lcm_out, with_keyset=True)
    impl("nextafter", variable_type.nextafter, with_keyset=True)
    impl("nextafter_", variable_type.nextafter_, with_keyset=True)
    impl("nextafter.out", variable_type.nextafter_out, with_keyset=True)
    impl("igamma", variable_type.igamma, with_keyset=True)
    impl("igamma_", variable_type.igamma_, with_keyset=True)
    impl("igamma.out", variable_type.igamma_out, with_keyset=True)
    impl("igammac", variable_type.igammac, with_keyset=True)
    impl("igammac_", variable_type.igammac_, with_keyset=True)
    impl("igammac.out", variable_type.igammac_out, with_keyset=True)
    impl("xlogy.Tensor", variable_type.xlogy_Tensor, with_keyset=True)
    impl("xlogy_.Tensor", variable_type.xlogy__Tensor, with_keyset=True)
    impl("xlogy.OutTensor", variable_type.xlogy_OutTensor, with_keyset=True)
    impl("clamp_min", variable_type.clamp_min, with_keyset=True)
    impl("clamp_min.Tensor", variable_type.clamp_min_Tensor, with_keyset=True)
    impl("clamp_min_", variable_type.clamp_min_, with_keyset=True)
    impl("clamp_min_.Tensor", variable_type.clamp_min__Tensor, with_keyset=True)
    impl("clamp_min.Tensor_out", variable_type.clamp_min_Tensor_out, with_keyset=True)
    impl("clamp_max", variable_type.clamp_max, with_keyset=True)
    impl("clamp_max.Tensor", variable_type.clamp_max_Tensor, with_keyset=True)
    impl("clamp_max_", variable_type.clamp_max_, with_keyset=True)
    impl("clamp_max_.Tensor", variable_type.clamp_max__Tensor, with_keyset=True)
    impl("clamp_max.Tensor_out", variable_type.clamp_max_Tensor_out, with_keyset=True)
    impl("view_as_real", variable_type.view_as_real, with_keyset=True)
    impl("view_as_complex", variable_type.view_as_complex, with_keyset=True)
    impl("conj_physical", variable_type.conj_physical, with_keyset=True)
    impl("conj_physical_", variable_type.conj_physical_, with_keyset=True)
    impl("conj_physical.out", variable_type.conj_physical_out, with_keyset=True)
    impl("angle", variable_type.angle, with_keyset=True)
    impl("angle.out", variable_type.angle_out, with_keyset=True)
    impl("sgn", variable_type.sgn, with_keyset=True)
    impl("sgn_", variable_type.sgn_, with_keyset=True)
    impl("sgn.out", variable_type.sgn_out, with_keyset=True)
    impl("polar", variable_type.polar, with_keyset=True)
    impl("polar.out", variable_type.polar_out, with_keyset=True)
    impl("complex", variable_type.complex, with_keyset=True)
    impl("complex.out", variable_type.complex_out, with_keyset=True)
    impl("median", variable_type.median, with_keyset=True)
    impl("median.out", variable_type.median_out, with_keyset=True)
    impl("median.dim", variable_type.median_dim, with_keyset=True)
    impl("median.dim_values", variable_type.median_dim_values, with_keyset=True)
    impl("nanmedian", variable_type.nanmedian, with_keyset=True)
    impl("nanmedian.out", variable_type.nanmedian_out, with_keyset=True)
    impl("nanmedian.dim", variable_type.nanmedian_dim, with_keyset=True)
    impl("nanmedian.dim_values", variable_type.nanmedian_dim_values, with_keyset=True)
    impl("kthvalue", variable_type.kthvalue, with_keyset=True)
    impl("kthvalue.values", variable_type.kthvalue_values, with_keyset=True)
    impl("mode", variable_type.mode, with_keyset=True)
    impl("mode.values", variable_type.mode_values, with_keyset=True)
    impl("cummax", variable_type.cummax, with_keyset=True)
    impl("cummax.out", variable_type.cummax_out, with_keyset=True)
    impl("cummin", variable_type.cummin, with_keyset=True)
    impl("cummin.out", variable_type.cummin_out, with_keyset=True)
    impl("nansum", variable_type.nansum, with_keyset=True)
    impl("nansum.out", variable_type.nansum_out, with_keyset=True)
    impl("trace", variable_type.trace, with_keyset=True)
    impl("trace.out", variable_type.trace_out, with_keyset=True)
    impl("aminmax", variable_type.aminmax, with_keyset=True)
    impl("aminmax.out", variable_type.aminmax_out, with_keyset=True)
    impl("diag_embed", variable_type.diag_embed, with_keyset=True)
    impl("diag_embed.out", variable_type.diag_embed_out, with_keyset=True)
    impl("unsafe_split.Tensor", variable_type.unsafe_split_Tensor, with_keyset=True)
    impl("unsafe_split_with_sizes", variable_type.unsafe_split_with_sizes, with_keyset=True)
    impl("narrow_copy", variable_type.narrow_copy, with_keyset=True)
    impl("index_copy", variable_type.index_copy, with_keyset=True)
    impl("index_copy_", variable_type.index_copy_, with_keyset=True)
    impl("index_copy.out", variable_type.index_copy_out, with_keyset=True)
    impl("bincount", variable_type.bincount, with_keyset=True)
    impl("histogram.bins_tensor", variable_type.histogram_bins_tensor, with_keyset=True)
    impl("histogram.bins_tensor_out", variable_type.histogram_bins_tensor_out, with_keyset=True)
    impl("histogram.bin_ct", variable_type.histogram_bin_ct, with_keyset=True)
    impl("histogram.bin_ct_out", variable_type.histogram_bin_ct_out, with_keyset=True)
    impl("histogramdd", variable_type.histogramdd, with_keyset=True)
    impl("histogramdd.int_bins", variable_type.histogramdd_int_bins, with_keyset=True)
    impl("histogramdd.TensorList_bins", variable_type.histogramdd_TensorList_bins, with_keyset=True)
    impl("unique_consecutive", variable_type.unique_consecutive, with_keyset=True)
    impl("new_empty_strided", variable_type.new_empty_strided, with_keyset=True)
    impl("unfold", variable_type.unfold, with_keyset=True)
    impl("hardshrink", variable_type.hardshrink, with_keyset=True)
    impl("hardshrink.out", variable_type.hardshrink_out, with_keyset=True)
    impl("embedding_renorm_", variable_type.embedding_renorm_, with_keyset=True)
    impl("cauchy_", variable_type.cauchy_, with_keyset=True)
    impl("geometric_", variable_type.geometric_, with_keyset=True)
    impl("log_normal_", variable_type.log_normal_, with_keyset=True)
    impl("fill.Scalar", variable_type.fill_Scalar, with_keyset=True)
    impl("fill.Tensor", variable_type.fill_Tensor, with_keyset=True)
    impl("nonzero_static", variable_type.nonzero_static, with_keyset=True)
    impl("_nnz", variable_type._nnz, with_keyset=True)
    impl("sparse_dim", variable_type.sparse_dim, with_keyset=True)
    impl("dense_dim", variable_type.dense_dim, with_keyset=True)
    impl("is_coalesced", variable_type.is_coalesced, with_keyset=True)
    impl("_indices", variable_type._indices, with_keyset=True)
    impl("_values", variable_type._values, with_keyset=True)
    impl("indices", variable_type.indices, with_keyset=True)
    impl("values", variable_type.values, with_keyset=True)
    impl("coalesce", variable_type.coalesce, with_keyset=True)
    impl("_to_dense", variable_type._to_dense, with_keyset=True)
    impl("to_sparse.sparse_dim", variable_type.to_sparse_sparse_dim, with_keyset=True)
    impl("to_sparse", variable_type.to_sparse, with_keyset=True)
    impl("special_entr", variable_type.special_entr, with_keyset=True)
    impl("special_entr.out", variable_type.special_entr_out, with_keyset=True)
    impl("special_erfcx", variable_type.special_erfcx, with_keyset=True)
    impl("special_erfcx.out", variable_type.special_erfcx_out, with_keyset=True)
    impl("special_i0e", variable_type.special_i0e, with_keyset=True)
    impl("special_i0e.out", variable_type.special_i0e_out, with_keyset=True)
    impl("special_i1e", variable_type.special_i1e, with_keyset=True)
    impl("special_i1e.out", variable_type.special_i1e_out, with_keyset=True)
    impl("special_ndtri", variable_type.special_ndtri, with_keyset=True)
    impl("special_ndtri.out", variable_type.special_ndtri_out, with_keyset=True)
    impl("special_log_ndtr", variable_type.special_log_ndtr, with_keyset=True)
    impl("special_log_ndtr.out", variable_type.special_log_ndtr_out, with_keyset=True)
    impl("special_airy_ai", variable_type.special_airy_ai, with_keyset=True)
    impl("special_airy_ai.out", variable_type.special_airy_ai_out, with_keyset=True)
    impl("special_bessel_j0", variable_type.special_bessel_j0, with_keyset=True)
    impl("special_bessel_j0.out", variable_type.special_bessel_j0_out, with_keyset=True)
    impl("special_bessel_j1", variable_type.special_bessel_j1, with_keyset=True)
    impl("special_bessel_j1.out", variable_type.special_bessel_j1_out, with_keyset=True)
    impl("special_bessel_y0", variable_type.special_bessel_y0, with_keyset=True)
    impl("special_bessel_y0.out", variable_type.special_bessel_y0_out, with_keyset=True)
    impl("special_bessel_y1", variable_type.special_bessel_y1, with_keyset=True)
    impl("special_bessel_y1.out", variable_type.special_bessel_y1_out, with_keyset=True)
    impl("special_modified_bessel_i0", variable_type.special_modified_bessel_i0, with_keyset=True)
    impl(
        "special_modified_bessel_i0.out",
        variable_type.special_modified_bessel_i0_out,
        with_keyset=True,
    )
    impl("special_modified_bessel_i1", variable_type.special_modified_bessel_i1, with_keyset=True)
    impl(
        "special_modified_bessel_i1.out",
        variable_type.special_modified_bessel_i1_out,
        with_keyset=True,
    )
    impl("special_modified_bessel_k0", variable_type.special_modified_bessel_k0, with_keyset=True)
    impl(
        "special_modified_bessel_k0.out",
        variable_type.special_modified_bessel_k0_out,
        with_keyset=True,
    )
    impl("special_modified_bessel_k1", variable_type.special_modified_bessel_k1, with_keyset=True)
    impl(
        "special_modified_bessel_k1.out",
        variable_type.special_modified_bessel_k1_out,
        with_keyset=True,
    )
    impl(
        "special_scaled_modified_bessel_k0",
        variable_type.special_scaled_modified_bessel_k0,
        with_keyset=True,
    )
    impl(
        "special_scaled_modified_bessel_k0.out",
        variable_type.special_scaled_modified_bessel_k0_out,
        with_keyset=True,
    )
    impl(
        "special_scaled_modified_bessel_k1",
        variable_type.special_scaled_modified_bessel_k1,
        with_keyset=True,
    )
    impl(
        "special_scaled_modified_bessel_k1.out",
        variable_type.special_scaled_modified_bessel_k1_out,
        with_keyset=True,
    )
    impl("special_spherical_bessel_j0", variable_type.special_spherical_bessel_j0, with_keyset=True)
    impl(
        "special_spherical_bessel_j0.out",
        variable_type.special_spherical_bessel_j0_out,
        with_keyset=True,
    )
    impl("special_xlog1py", variable_type.special_xlog1py, with_keyset=True)
    impl("special_xlog1py.out", variable_type.special_xlog1py_out, with_keyset=True)
    impl("special_zeta", variable_type.special_zeta, with_keyset=True)
    impl("special_zeta.out", variable_type.special_zeta_out, with_keyset=True)
    impl(
        "special_chebyshev_polynomial_t",
        variable_type.special_chebyshev_polynomial_t,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_t.out",
        variable_type.special_chebyshev_polynomial_t_out,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_u",
        variable_type.special_chebyshev_polynomial_u,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_u.out",
        variable_type.special_chebyshev_polynomial_u_out,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_v",
        variable_type.special_chebyshev_polynomial_v,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_v.out",
        variable_type.special_chebyshev_polynomial_v_out,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_w",
        variable_type.special_chebyshev_polynomial_w,
        with_keyset=True,
    )
    impl(
        "special_chebyshev_polynomial_w.out",
        variable_type.special_chebyshev_polynomial_w_out,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_t",
        variable_type.special_shifted_chebyshev_polynomial_t,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_t.out",
        variable_type.special_shifted_chebyshev_polynomial_t_out,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_u",
        variable_type.special_shifted_chebyshev_polynomial_u,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_u.out",
        variable_type.special_shifted_chebyshev_polynomial_u_out,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_v",
        variable_type.special_shifted_chebyshev_polynomial_v,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_v.out",
        variable_type.special_shifted_chebyshev_polynomial_v_out,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_w",
        variable_type.special_shifted_chebyshev_polynomial_w,
        with_keyset=True,
    )
    impl(
        "special_shifted_chebyshev_polynomial_w.out",
        variable_type.special_shifted_chebyshev_polynomial_w_out,
        with_keyset=True,
    )
    impl(
        "special_hermite_polynomial_h", variable_type.special_hermite_polynomial_h, with_keyset=True
    )
    impl(
        "special_hermite_polynomial_h.out",
        variable_type.special_hermite_polynomial_h_out,
        with_keyset=True,
    )
    impl(
        "special_hermite_polynomial_he",
        variable_type.special_hermite_polynomial_he,
        with_keyset=True,
    )
    impl(
        "special_hermite_polynomial_he.out",
        variable_type.special_hermite_polynomial_he_out,
        with_keyset=True,
    )
    impl(
        "special_laguerre_polynomial_l",
        variable_type.special_laguerre_polynomial_l,
        with_keyset=True,
    )
    impl(
        "special_laguerre_polynomial_l.out",
        variable_type.special_laguerre_polynomial_l_out,
        with_keyset=True,
    )
    impl(
        "special_legendre_polynomial_p",
        variable_type.special_legendre_polynomial_p,
        with_keyset=True,
    )
    impl(
        "special_legendre_polynomial_p.out",
        variable_type.special_legendre_polynomial_p_out,
        with_keyset=True,
    )
    impl("_fft_r2c", variable_type._fft_r2c, with_keyset=True)
    impl("_fft_r2c.out", variable_type._fft_r2c_out, with_keyset=True)
    impl("_fft_c2r", variable_type._fft_c2r, with_keyset=True)
    impl("_fft_c2r.out", variable_type._fft_c2r_out, with_keyset=True)
    impl("_fft_c2c", variable_type._fft_c2c, with_keyset=True)
    impl("_fft_c2c.out", variable_type._fft_c2c_out, with_keyset=True)
    impl("fft_fftfreq.out", variable_type.fft_fftfreq_out, with_keyset=True)
    impl("fft_rfftfreq.out", variable_type.fft_rfftfreq_out, with_keyset=True)
    impl("sparse_mask", variable_type.sparse_mask, with_keyset=True)
    impl("_sparse_mm", variable_type._sparse_mm, with_keyset=True)
    impl("_sparse_sum.dim", variable_type._sparse_sum_dim, with_keyset=True)
    impl("_sparse_sum_backward", variable_type._sparse_sum_backward, with_keyset=True)
    impl("_sparse_softmax", variable_type._sparse_softmax, with_keyset=True)
    impl(
        "_sparse_softmax_backward_data",
        variable_type._sparse_softmax_backward_data,
        with_keyset=True,
    )
    impl("_sparse_log_softmax", variable_type._sparse_log_softmax, with_keyset=True)
    impl(
        "_sparse_log_softmax_backward_data",
        variable_type._sparse_log_softmax_backward_data,
        with_keyset=True,
    )
    return lib
