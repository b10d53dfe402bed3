# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The aten methods of ``Tensor`` (PyTorch's ``python_variable_methods``), as a mixin.

Each method hands ``self`` and its arguments to a PythonArgParser over the overloads
of its name, which picks the overload and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = ["TensorMethods"]

_m_copy_ = PythonArgParser("copy_", (ops.copy_,), method=True)

_m_fill_ = PythonArgParser("fill_", (ops.fill__Scalar,), method=True)

_m_zero_ = PythonArgParser("zero_", (ops.zero_,), method=True)

_m_clone = PythonArgParser("clone", (ops.clone,), method=True)

_m_add = PythonArgParser("add", (ops.add_Tensor,), method=True)

_m_add_ = PythonArgParser("add_", (ops.add__Tensor,), method=True)

_m_sub = PythonArgParser("sub", (ops.sub_Tensor,), method=True)

_m_sub_ = PythonArgParser("sub_", (ops.sub__Tensor,), method=True)

_m_mul = PythonArgParser("mul", (ops.mul_Tensor,), method=True)

_m_mul_ = PythonArgParser("mul_", (ops.mul__Tensor,), method=True)

_m_div = PythonArgParser("div", (ops.div_Tensor, ops.div_Tensor_mode), method=True)

_m_div_ = PythonArgParser("div_", (ops.div__Tensor, ops.div__Tensor_mode), method=True)

_m_floor_divide = PythonArgParser("floor_divide", (ops.floor_divide,), method=True)

_m_floor_divide_ = PythonArgParser("floor_divide_", (ops.floor_divide__Tensor,), method=True)

_m_remainder = PythonArgParser("remainder", (ops.remainder_Tensor,), method=True)

_m_remainder_ = PythonArgParser("remainder_", (ops.remainder__Tensor,), method=True)

_m_fmod = PythonArgParser("fmod", (ops.fmod_Tensor,), method=True)

_m_fmod_ = PythonArgParser("fmod_", (ops.fmod__Tensor,), method=True)

_m_pow = PythonArgParser("pow", (ops.pow_Tensor_Tensor,), method=True)

_m_pow_ = PythonArgParser("pow_", (ops.pow__Tensor,), method=True)

_m_atan2 = PythonArgParser("atan2", (ops.atan2,), method=True)

_m_atan2_ = PythonArgParser("atan2_", (ops.atan2_,), method=True)

_m_maximum = PythonArgParser("maximum", (ops.maximum,), method=True)

_m_minimum = PythonArgParser("minimum", (ops.minimum,), method=True)

_m_eq = PythonArgParser("eq", (ops.eq_Tensor,), method=True)

_m_eq_ = PythonArgParser("eq_", (ops.eq__Tensor,), method=True)

_m_ne = PythonArgParser("ne", (ops.ne_Tensor,), method=True)

_m_ne_ = PythonArgParser("ne_", (ops.ne__Tensor,), method=True)

_m_lt = PythonArgParser("lt", (ops.lt_Tensor,), method=True)

_m_lt_ = PythonArgParser("lt_", (ops.lt__Tensor,), method=True)

_m_le = PythonArgParser("le", (ops.le_Tensor,), method=True)

_m_le_ = PythonArgParser("le_", (ops.le__Tensor,), method=True)

_m_gt = PythonArgParser("gt", (ops.gt_Tensor,), method=True)

_m_gt_ = PythonArgParser("gt_", (ops.gt__Tensor,), method=True)

_m_ge = PythonArgParser("ge", (ops.ge_Tensor,), method=True)

_m_ge_ = PythonArgParser("ge_", (ops.ge__Tensor,), method=True)

_m_logical_and = PythonArgParser("logical_and", (ops.logical_and,), method=True)

_m_logical_and_ = PythonArgParser("logical_and_", (ops.logical_and_,), method=True)

_m_logical_or = PythonArgParser("logical_or", (ops.logical_or,), method=True)

_m_logical_or_ = PythonArgParser("logical_or_", (ops.logical_or_,), method=True)

_m_logical_xor = PythonArgParser("logical_xor", (ops.logical_xor,), method=True)

_m_logical_xor_ = PythonArgParser("logical_xor_", (ops.logical_xor_,), method=True)

_m_bitwise_and = PythonArgParser("bitwise_and", (ops.bitwise_and_Tensor,), method=True)

_m_bitwise_and_ = PythonArgParser("bitwise_and_", (ops.bitwise_and__Tensor,), method=True)

_m_bitwise_or = PythonArgParser("bitwise_or", (ops.bitwise_or_Tensor,), method=True)

_m_bitwise_or_ = PythonArgParser("bitwise_or_", (ops.bitwise_or__Tensor,), method=True)

_m_bitwise_xor = PythonArgParser("bitwise_xor", (ops.bitwise_xor_Tensor,), method=True)

_m_bitwise_xor_ = PythonArgParser("bitwise_xor_", (ops.bitwise_xor__Tensor,), method=True)

_m_bitwise_left_shift = PythonArgParser(
    "bitwise_left_shift", (ops.bitwise_left_shift_Tensor,), method=True
)

_m_bitwise_left_shift_ = PythonArgParser(
    "bitwise_left_shift_", (ops.bitwise_left_shift__Tensor,), method=True
)

_m_bitwise_right_shift = PythonArgParser(
    "bitwise_right_shift", (ops.bitwise_right_shift_Tensor,), method=True
)

_m_bitwise_right_shift_ = PythonArgParser(
    "bitwise_right_shift_", (ops.bitwise_right_shift__Tensor,), method=True
)

_m_where = PythonArgParser("where", (ops.where_self,), method=True)

_m_lerp = PythonArgParser("lerp", (ops.lerp_Tensor,), method=True)

_m_lerp_ = PythonArgParser("lerp_", (ops.lerp__Tensor,), method=True)

_m_addcmul = PythonArgParser("addcmul", (ops.addcmul,), method=True)

_m_addcmul_ = PythonArgParser("addcmul_", (ops.addcmul_,), method=True)

_m_addcdiv = PythonArgParser("addcdiv", (ops.addcdiv,), method=True)

_m_addcdiv_ = PythonArgParser("addcdiv_", (ops.addcdiv_,), method=True)

_m_clamp = PythonArgParser("clamp", (ops.clamp, ops.clamp_Tensor), method=True)

_m_clamp_ = PythonArgParser("clamp_", (ops.clamp_, ops.clamp__Tensor), method=True)

_m_clip = PythonArgParser("clip", (ops.clip, ops.clip_Tensor), method=True)

_m_abs = PythonArgParser("abs", (ops.abs,), method=True)

_m_abs_ = PythonArgParser("abs_", (ops.abs_,), method=True)

_m_neg = PythonArgParser("neg", (ops.neg,), method=True)

_m_neg_ = PythonArgParser("neg_", (ops.neg_,), method=True)

_m_sign = PythonArgParser("sign", (ops.sign,), method=True)

_m_sign_ = PythonArgParser("sign_", (ops.sign_,), method=True)

_m_exp = PythonArgParser("exp", (ops.exp,), method=True)

_m_exp_ = PythonArgParser("exp_", (ops.exp_,), method=True)

_m_exp2 = PythonArgParser("exp2", (ops.exp2,), method=True)

_m_exp2_ = PythonArgParser("exp2_", (ops.exp2_,), method=True)

_m_expm1 = PythonArgParser("expm1", (ops.expm1,), method=True)

_m_expm1_ = PythonArgParser("expm1_", (ops.expm1_,), method=True)

_m_log = PythonArgParser("log", (ops.log,), method=True)

_m_log_ = PythonArgParser("log_", (ops.log_,), method=True)

_m_log2 = PythonArgParser("log2", (ops.log2,), method=True)

_m_log2_ = PythonArgParser("log2_", (ops.log2_,), method=True)

_m_log10 = PythonArgParser("log10", (ops.log10,), method=True)

_m_log10_ = PythonArgParser("log10_", (ops.log10_,), method=True)

_m_log1p = PythonArgParser("log1p", (ops.log1p,), method=True)

_m_log1p_ = PythonArgParser("log1p_", (ops.log1p_,), method=True)

_m_sqrt = PythonArgParser("sqrt", (ops.sqrt,), method=True)

_m_sqrt_ = PythonArgParser("sqrt_", (ops.sqrt_,), method=True)

_m_rsqrt = PythonArgParser("rsqrt", (ops.rsqrt,), method=True)

_m_rsqrt_ = PythonArgParser("rsqrt_", (ops.rsqrt_,), method=True)

_m_reciprocal = PythonArgParser("reciprocal", (ops.reciprocal,), method=True)

_m_reciprocal_ = PythonArgParser("reciprocal_", (ops.reciprocal_,), method=True)

_m_sin = PythonArgParser("sin", (ops.sin,), method=True)

_m_sin_ = PythonArgParser("sin_", (ops.sin_,), method=True)

_m_cos = PythonArgParser("cos", (ops.cos,), method=True)

_m_cos_ = PythonArgParser("cos_", (ops.cos_,), method=True)

_m_tan = PythonArgParser("tan", (ops.tan,), method=True)

_m_tan_ = PythonArgParser("tan_", (ops.tan_,), method=True)

_m_asin = PythonArgParser("asin", (ops.asin,), method=True)

_m_asin_ = PythonArgParser("asin_", (ops.asin_,), method=True)

_m_acos = PythonArgParser("acos", (ops.acos,), method=True)

_m_acos_ = PythonArgParser("acos_", (ops.acos_,), method=True)

_m_atan = PythonArgParser("atan", (ops.atan,), method=True)

_m_atan_ = PythonArgParser("atan_", (ops.atan_,), method=True)

_m_sinh = PythonArgParser("sinh", (ops.sinh,), method=True)

_m_sinh_ = PythonArgParser("sinh_", (ops.sinh_,), method=True)

_m_cosh = PythonArgParser("cosh", (ops.cosh,), method=True)

_m_cosh_ = PythonArgParser("cosh_", (ops.cosh_,), method=True)

_m_tanh = PythonArgParser("tanh", (ops.tanh,), method=True)

_m_tanh_ = PythonArgParser("tanh_", (ops.tanh_,), method=True)

_m_sigmoid = PythonArgParser("sigmoid", (ops.sigmoid,), method=True)

_m_sigmoid_ = PythonArgParser("sigmoid_", (ops.sigmoid_,), method=True)

_m_erf = PythonArgParser("erf", (ops.erf,), method=True)

_m_erf_ = PythonArgParser("erf_", (ops.erf_,), method=True)

_m_floor = PythonArgParser("floor", (ops.floor,), method=True)

_m_floor_ = PythonArgParser("floor_", (ops.floor_,), method=True)

_m_ceil = PythonArgParser("ceil", (ops.ceil,), method=True)

_m_ceil_ = PythonArgParser("ceil_", (ops.ceil_,), method=True)

_m_trunc = PythonArgParser("trunc", (ops.trunc,), method=True)

_m_trunc_ = PythonArgParser("trunc_", (ops.trunc_,), method=True)

_m_round = PythonArgParser("round", (ops.round, ops.round_decimals), method=True)

_m_round_ = PythonArgParser("round_", (ops.round_, ops.round__decimals), method=True)

_m_frac = PythonArgParser("frac", (ops.frac,), method=True)

_m_frac_ = PythonArgParser("frac_", (ops.frac_,), method=True)

_m_relu = PythonArgParser("relu", (ops.relu,), method=True)

_m_relu_ = PythonArgParser("relu_", (ops.relu_,), method=True)

_m_silu = PythonArgParser("silu", (ops.silu,), method=True)

_m_silu_ = PythonArgParser("silu_", (ops.silu_,), method=True)

_m_logical_not = PythonArgParser("logical_not", (ops.logical_not,), method=True)

_m_logical_not_ = PythonArgParser("logical_not_", (ops.logical_not_,), method=True)

_m_bitwise_not = PythonArgParser("bitwise_not", (ops.bitwise_not,), method=True)

_m_bitwise_not_ = PythonArgParser("bitwise_not_", (ops.bitwise_not_,), method=True)

_m_gelu = PythonArgParser("gelu", (ops.gelu,), method=True)

_m_gelu_ = PythonArgParser("gelu_", (ops.gelu_,), method=True)

_m_nan_to_num = PythonArgParser("nan_to_num", (ops.nan_to_num,), method=True)

_m_nan_to_num_ = PythonArgParser("nan_to_num_", (ops.nan_to_num_,), method=True)

_m_isnan = PythonArgParser("isnan", (ops.isnan,), method=True)

_m_isinf = PythonArgParser("isinf", (ops.isinf,), method=True)

_m_isfinite = PythonArgParser("isfinite", (ops.isfinite,), method=True)

_m_square = PythonArgParser("square", (ops.square,), method=True)

_m_square_ = PythonArgParser("square_", (ops.square_,), method=True)

_m_uniform_ = PythonArgParser("uniform_", (ops.uniform_,), method=True)

_m_normal_ = PythonArgParser("normal_", (ops.normal_,), method=True)

_m_random_ = PythonArgParser(
    "random_", (ops.random__from, ops.random__to, ops.random_), method=True
)

_m_exponential_ = PythonArgParser("exponential_", (ops.exponential_,), method=True)

_m_bernoulli_ = PythonArgParser(
    "bernoulli_", (ops.bernoulli__Tensor, ops.bernoulli__float), method=True
)

_m_bernoulli = PythonArgParser("bernoulli", (ops.bernoulli, ops.bernoulli_p), method=True)

_m_multinomial = PythonArgParser("multinomial", (ops.multinomial,), method=True)

_m_sum = PythonArgParser("sum", (ops.sum, ops.sum_dim_IntList), method=True)

_m_mean = PythonArgParser("mean", (ops.mean, ops.mean_dim), method=True)

_m_prod = PythonArgParser("prod", (ops.prod, ops.prod_dim_int), method=True)

_m_amax = PythonArgParser("amax", (ops.amax,), method=True)

_m_amin = PythonArgParser("amin", (ops.amin,), method=True)

_m_max = PythonArgParser("max", (ops.max, ops.max_dim, ops.max_other), method=True)

_m_min = PythonArgParser("min", (ops.min, ops.min_dim, ops.min_other), method=True)

_m_argmax = PythonArgParser("argmax", (ops.argmax,), method=True)

_m_argmin = PythonArgParser("argmin", (ops.argmin,), method=True)

_m_all = PythonArgParser("all", (ops.all, ops.all_dim, ops.all_dims), method=True)

_m_any = PythonArgParser("any", (ops.any, ops.any_dim, ops.any_dims), method=True)

_m_var = PythonArgParser("var", (ops.var, ops.var_dim, ops.var_correction), method=True)

_m_std = PythonArgParser("std", (ops.std, ops.std_dim, ops.std_correction), method=True)

_m_norm = PythonArgParser("norm", (ops.norm_Scalar, ops.norm_ScalarOpt_dim), method=True)

_m_inverse = PythonArgParser("inverse", (ops.inverse,), method=True)

_m_det = PythonArgParser("det", (ops.det,), method=True)

_m_slogdet = PythonArgParser("slogdet", (ops.slogdet,), method=True)

_m_svd = PythonArgParser("svd", (ops.svd,), method=True)

_m_cross = PythonArgParser("cross", (ops.cross,), method=True)

_m_matrix_exp = PythonArgParser("matrix_exp", (ops.matrix_exp,), method=True)

_m_matrix_power = PythonArgParser("matrix_power", (ops.matrix_power,), method=True)

_m_lu_solve = PythonArgParser("lu_solve", (ops.lu_solve,), method=True)

_m_triangular_solve = PythonArgParser("triangular_solve", (ops.triangular_solve,), method=True)

_m_cholesky = PythonArgParser("cholesky", (ops.cholesky,), method=True)

_m_cholesky_inverse = PythonArgParser("cholesky_inverse", (ops.cholesky_inverse,), method=True)

_m_cholesky_solve = PythonArgParser("cholesky_solve", (ops.cholesky_solve,), method=True)

_m_qr = PythonArgParser("qr", (ops.qr,), method=True)

_m_geqrf = PythonArgParser("geqrf", (ops.geqrf,), method=True)

_m_orgqr = PythonArgParser("orgqr", (ops.orgqr,), method=True)

_m_ormqr = PythonArgParser("ormqr", (ops.ormqr,), method=True)

_m_pinverse = PythonArgParser("pinverse", (ops.pinverse,), method=True)

_m_logdet = PythonArgParser("logdet", (ops.logdet,), method=True)

_m_cumsum = PythonArgParser("cumsum", (ops.cumsum,), method=True)

_m_cumsum_ = PythonArgParser("cumsum_", (ops.cumsum_,), method=True)

_m_cumprod = PythonArgParser("cumprod", (ops.cumprod,), method=True)

_m_cumprod_ = PythonArgParser("cumprod_", (ops.cumprod_,), method=True)

_m_logsumexp = PythonArgParser("logsumexp", (ops.logsumexp,), method=True)

_m_softmax = PythonArgParser("softmax", (ops.softmax_int,), method=True)

_m_log_softmax = PythonArgParser("log_softmax", (ops.log_softmax_int,), method=True)

_m_topk = PythonArgParser("topk", (ops.topk,), method=True)

_m_sort = PythonArgParser("sort", (ops.sort, ops.sort_stable), method=True)

_m_argsort = PythonArgParser("argsort", (ops.argsort, ops.argsort_stable), method=True)

_m_view = PythonArgParser("view", (ops.view, ops.view_dtype), method=True)

_m_alias = PythonArgParser("alias", (ops.alias,), method=True)

_m_as_strided = PythonArgParser("as_strided", (ops.as_strided,), method=True)

_m_as_strided_ = PythonArgParser("as_strided_", (ops.as_strided_,), method=True)

_m_select = PythonArgParser("select", (ops.select_int,), method=True)

_m_unsqueeze = PythonArgParser("unsqueeze", (ops.unsqueeze,), method=True)

_m_unsqueeze_ = PythonArgParser("unsqueeze_", (ops.unsqueeze_,), method=True)

_m_expand = PythonArgParser("expand", (ops.expand,), method=True)

_m_squeeze = PythonArgParser(
    "squeeze", (ops.squeeze, ops.squeeze_dim, ops.squeeze_dims), method=True
)

_m_squeeze_ = PythonArgParser(
    "squeeze_", (ops.squeeze_, ops.squeeze__dim, ops.squeeze__dims), method=True
)

_m_permute = PythonArgParser("permute", (ops.permute,), method=True)

_m_transpose = PythonArgParser("transpose", (ops.transpose_int,), method=True)

_m_transpose_ = PythonArgParser("transpose_", (ops.transpose_,), method=True)

_m_t = PythonArgParser("t", (ops.t,), method=True)

_m_t_ = PythonArgParser("t_", (ops.t_,), method=True)

_m_diagonal = PythonArgParser("diagonal", (ops.diagonal,), method=True)

_m_split = PythonArgParser("split", (ops.split_Tensor, ops.split_sizes), method=True)

_m_split_with_sizes = PythonArgParser("split_with_sizes", (ops.split_with_sizes,), method=True)

_m_unbind = PythonArgParser("unbind", (ops.unbind_int,), method=True)

_m_resize_ = PythonArgParser("resize_", (ops.resize_,), method=True)

_m_reshape = PythonArgParser("reshape", (ops.reshape,), method=True)

_m_reshape_as = PythonArgParser("reshape_as", (ops.reshape_as,), method=True)

_m_view_as = PythonArgParser("view_as", (ops.view_as,), method=True)

_m_flatten = PythonArgParser("flatten", (ops.flatten_using_ints,), method=True)

_m_unflatten = PythonArgParser("unflatten", (ops.unflatten_int,), method=True)

_m_ravel = PythonArgParser("ravel", (ops.ravel,), method=True)

_m_expand_as = PythonArgParser("expand_as", (ops.expand_as,), method=True)

_m_broadcast_to = PythonArgParser("broadcast_to", (ops.broadcast_to,), method=True)

_m_narrow = PythonArgParser("narrow", (ops.narrow, ops.narrow_Tensor), method=True)

_m_chunk = PythonArgParser("chunk", (ops.chunk,), method=True)

_m_movedim = PythonArgParser("movedim", (ops.movedim_intlist, ops.movedim_int), method=True)

_m_moveaxis = PythonArgParser("moveaxis", (ops.moveaxis_intlist, ops.moveaxis_int), method=True)

_m_swapaxes = PythonArgParser("swapaxes", (ops.swapaxes,), method=True)

_m_swapdims = PythonArgParser("swapdims", (ops.swapdims,), method=True)

_m_contiguous = PythonArgParser("contiguous", (ops.contiguous,), method=True)

_m_flip = PythonArgParser("flip", (ops.flip,), method=True)

_m_roll = PythonArgParser("roll", (ops.roll,), method=True)

_m_repeat = PythonArgParser("repeat", (ops.repeat,), method=True)

_m_tile = PythonArgParser("tile", (ops.tile,), method=True)

_m_repeat_interleave = PythonArgParser(
    "repeat_interleave",
    (ops.repeat_interleave_self_Tensor, ops.repeat_interleave_self_int),
    method=True,
)

_m_tril = PythonArgParser("tril", (ops.tril,), method=True)

_m_tril_ = PythonArgParser("tril_", (ops.tril_,), method=True)

_m_triu = PythonArgParser("triu", (ops.triu,), method=True)

_m_triu_ = PythonArgParser("triu_", (ops.triu_,), method=True)

_m_diag = PythonArgParser("diag", (ops.diag,), method=True)

_m_index_put_ = PythonArgParser("index_put_", (ops.index_put_,), method=True)

_m_index_put = PythonArgParser("index_put", (ops.index_put,), method=True)

_m_index_select = PythonArgParser("index_select", (ops.index_select,), method=True)

_m_gather = PythonArgParser("gather", (ops.gather,), method=True)

_m_scatter = PythonArgParser(
    "scatter",
    (ops.scatter_src, ops.scatter_value, ops.scatter_reduce, ops.scatter_value_reduce),
    method=True,
)

_m_scatter_ = PythonArgParser(
    "scatter_",
    (ops.scatter__src, ops.scatter__value, ops.scatter__reduce, ops.scatter__value_reduce),
    method=True,
)

_m_scatter_add = PythonArgParser("scatter_add", (ops.scatter_add,), method=True)

_m_scatter_add_ = PythonArgParser("scatter_add_", (ops.scatter_add_,), method=True)

_m_scatter_reduce = PythonArgParser("scatter_reduce", (ops.scatter_reduce_two,), method=True)

_m_scatter_reduce_ = PythonArgParser("scatter_reduce_", (ops.scatter_reduce__two,), method=True)

_m_index_add = PythonArgParser("index_add", (ops.index_add,), method=True)

_m_index_add_ = PythonArgParser("index_add_", (ops.index_add_,), method=True)

_m_index_fill_ = PythonArgParser(
    "index_fill_", (ops.index_fill__int_Scalar, ops.index_fill__int_Tensor), method=True
)

_m_index_fill = PythonArgParser(
    "index_fill", (ops.index_fill_int_Scalar, ops.index_fill_int_Tensor), method=True
)

_m_masked_fill_ = PythonArgParser(
    "masked_fill_", (ops.masked_fill__Scalar, ops.masked_fill__Tensor), method=True
)

_m_masked_fill = PythonArgParser(
    "masked_fill", (ops.masked_fill_Scalar, ops.masked_fill_Tensor), method=True
)

_m_masked_select = PythonArgParser("masked_select", (ops.masked_select,), method=True)

_m_masked_scatter_ = PythonArgParser("masked_scatter_", (ops.masked_scatter_,), method=True)

_m_masked_scatter = PythonArgParser("masked_scatter", (ops.masked_scatter,), method=True)

_m_nonzero = PythonArgParser("nonzero", (ops.nonzero,), method=True)

_m_nonzero_numpy = PythonArgParser("nonzero_numpy", (ops.nonzero_numpy,), method=True)

_m_argwhere = PythonArgParser("argwhere", (ops.argwhere,), method=True)

_m_take = PythonArgParser("take", (ops.take,), method=True)

_m_put_ = PythonArgParser("put_", (ops.put_,), method=True)

_m_put = PythonArgParser("put", (ops.put,), method=True)

_m_mm = PythonArgParser("mm", (ops.mm,), method=True)

_m_bmm = PythonArgParser("bmm", (ops.bmm,), method=True)

_m_mv = PythonArgParser("mv", (ops.mv,), method=True)

_m_dot = PythonArgParser("dot", (ops.dot,), method=True)

_m_addmm = PythonArgParser("addmm", (ops.addmm,), method=True)

_m_addmm_ = PythonArgParser("addmm_", (ops.addmm_,), method=True)

_m_addmv = PythonArgParser("addmv", (ops.addmv,), method=True)

_m_addmv_ = PythonArgParser("addmv_", (ops.addmv_,), method=True)

_m_baddbmm = PythonArgParser("baddbmm", (ops.baddbmm,), method=True)

_m_baddbmm_ = PythonArgParser("baddbmm_", (ops.baddbmm_,), method=True)

_m_addbmm = PythonArgParser("addbmm", (ops.addbmm,), method=True)

_m_addbmm_ = PythonArgParser("addbmm_", (ops.addbmm_,), method=True)

_m_matmul = PythonArgParser("matmul", (ops.matmul,), method=True)

_m_outer = PythonArgParser("outer", (ops.outer,), method=True)

_m_ger = PythonArgParser("ger", (ops.ger,), method=True)

_m_histc = PythonArgParser("histc", (ops.histc,), method=True)

_m_kron = PythonArgParser("kron", (ops.kron,), method=True)

_m_diff = PythonArgParser("diff", (ops.diff,), method=True)

_m_logcumsumexp = PythonArgParser("logcumsumexp", (ops.logcumsumexp,), method=True)

_m_count_nonzero = PythonArgParser(
    "count_nonzero", (ops.count_nonzero_dim_IntList, ops.count_nonzero), method=True
)

_m_isclose = PythonArgParser("isclose", (ops.isclose,), method=True)

_m_allclose = PythonArgParser("allclose", (ops.allclose,), method=True)

_m_equal = PythonArgParser("equal", (ops.equal,), method=True)

_m_new_empty = PythonArgParser("new_empty", (ops.new_empty,), method=True)

_m_new_full = PythonArgParser("new_full", (ops.new_full,), method=True)

_m_new_zeros = PythonArgParser("new_zeros", (ops.new_zeros,), method=True)

_m_new_ones = PythonArgParser("new_ones", (ops.new_ones,), method=True)

_m_erfinv = PythonArgParser("erfinv", (ops.erfinv,), method=True)

_m_erfinv_ = PythonArgParser("erfinv_", (ops.erfinv_,), method=True)

_m_acosh = PythonArgParser("acosh", (ops.acosh,), method=True)

_m_acosh_ = PythonArgParser("acosh_", (ops.acosh_,), method=True)

_m_asinh = PythonArgParser("asinh", (ops.asinh,), method=True)

_m_asinh_ = PythonArgParser("asinh_", (ops.asinh_,), method=True)

_m_atanh = PythonArgParser("atanh", (ops.atanh,), method=True)

_m_atanh_ = PythonArgParser("atanh_", (ops.atanh_,), method=True)

_m_deg2rad = PythonArgParser("deg2rad", (ops.deg2rad,), method=True)

_m_deg2rad_ = PythonArgParser("deg2rad_", (ops.deg2rad_,), method=True)

_m_rad2deg = PythonArgParser("rad2deg", (ops.rad2deg,), method=True)

_m_rad2deg_ = PythonArgParser("rad2deg_", (ops.rad2deg_,), method=True)

_m_erfc = PythonArgParser("erfc", (ops.erfc,), method=True)

_m_erfc_ = PythonArgParser("erfc_", (ops.erfc_,), method=True)

_m_sinc = PythonArgParser("sinc", (ops.sinc,), method=True)

_m_sinc_ = PythonArgParser("sinc_", (ops.sinc_,), method=True)

_m_i0 = PythonArgParser("i0", (ops.i0,), method=True)

_m_i0_ = PythonArgParser("i0_", (ops.i0_,), method=True)

_m_digamma = PythonArgParser("digamma", (ops.digamma,), method=True)

_m_digamma_ = PythonArgParser("digamma_", (ops.digamma_,), method=True)

_m_lgamma = PythonArgParser("lgamma", (ops.lgamma,), method=True)

_m_lgamma_ = PythonArgParser("lgamma_", (ops.lgamma_,), method=True)

_m_logit = PythonArgParser("logit", (ops.logit,), method=True)

_m_logit_ = PythonArgParser("logit_", (ops.logit_,), method=True)

_m_polygamma_ = PythonArgParser("polygamma_", (ops.polygamma_,), method=True)

_m_mvlgamma = PythonArgParser("mvlgamma", (ops.mvlgamma,), method=True)

_m_mvlgamma_ = PythonArgParser("mvlgamma_", (ops.mvlgamma_,), method=True)

_m_signbit = PythonArgParser("signbit", (ops.signbit,), method=True)

_m_isposinf = PythonArgParser("isposinf", (ops.isposinf,), method=True)

_m_isneginf = PythonArgParser("isneginf", (ops.isneginf,), method=True)

_m_frexp = PythonArgParser("frexp", (ops.frexp_Tensor,), method=True)

_m_fmax = PythonArgParser("fmax", (ops.fmax,), method=True)

_m_fmin = PythonArgParser("fmin", (ops.fmin,), method=True)

_m_logaddexp = PythonArgParser("logaddexp", (ops.logaddexp,), method=True)

_m_logaddexp2 = PythonArgParser("logaddexp2", (ops.logaddexp2,), method=True)

_m_hypot = PythonArgParser("hypot", (ops.hypot,), method=True)

_m_hypot_ = PythonArgParser("hypot_", (ops.hypot_,), method=True)

_m_copysign = PythonArgParser("copysign", (ops.copysign_Tensor,), method=True)

_m_copysign_ = PythonArgParser("copysign_", (ops.copysign__Tensor,), method=True)

_m_heaviside = PythonArgParser("heaviside", (ops.heaviside,), method=True)

_m_heaviside_ = PythonArgParser("heaviside_", (ops.heaviside_,), method=True)

_m_gcd = PythonArgParser("gcd", (ops.gcd,), method=True)

_m_gcd_ = PythonArgParser("gcd_", (ops.gcd_,), method=True)

_m_lcm = PythonArgParser("lcm", (ops.lcm,), method=True)

_m_lcm_ = PythonArgParser("lcm_", (ops.lcm_,), method=True)

_m_nextafter = PythonArgParser("nextafter", (ops.nextafter,), method=True)

_m_nextafter_ = PythonArgParser("nextafter_", (ops.nextafter_,), method=True)

_m_igamma = PythonArgParser("igamma", (ops.igamma,), method=True)

_m_igamma_ = PythonArgParser("igamma_", (ops.igamma_,), method=True)

_m_igammac = PythonArgParser("igammac", (ops.igammac,), method=True)

_m_igammac_ = PythonArgParser("igammac_", (ops.igammac_,), method=True)

_m_xlogy = PythonArgParser("xlogy", (ops.xlogy_Tensor,), method=True)

_m_xlogy_ = PythonArgParser("xlogy_", (ops.xlogy__Tensor,), method=True)

_m_clamp_min = PythonArgParser("clamp_min", (ops.clamp_min, ops.clamp_min_Tensor), method=True)

_m_clamp_min_ = PythonArgParser("clamp_min_", (ops.clamp_min_, ops.clamp_min__Tensor), method=True)

_m_clamp_max = PythonArgParser("clamp_max", (ops.clamp_max, ops.clamp_max_Tensor), method=True)

_m_clamp_max_ = PythonArgParser("clamp_max_", (ops.clamp_max_, ops.clamp_max__Tensor), method=True)

_m_conj = PythonArgParser("conj", (ops.conj,), method=True)

_m_resolve_conj = PythonArgParser("resolve_conj", (ops.resolve_conj,), method=True)

_m_resolve_neg = PythonArgParser("resolve_neg", (ops.resolve_neg,), method=True)

_m_is_conj = PythonArgParser("is_conj", (ops.is_conj,), method=True)

_m_is_neg = PythonArgParser("is_neg", (ops.is_neg,), method=True)

_m_conj_physical = PythonArgParser("conj_physical", (ops.conj_physical,), method=True)

_m_conj_physical_ = PythonArgParser("conj_physical_", (ops.conj_physical_,), method=True)

_m_angle = PythonArgParser("angle", (ops.angle,), method=True)

_m_sgn = PythonArgParser("sgn", (ops.sgn,), method=True)

_m_sgn_ = PythonArgParser("sgn_", (ops.sgn_,), method=True)

_m_absolute = PythonArgParser("absolute", (ops.absolute,), method=True)

_m_absolute_ = PythonArgParser("absolute_", (ops.absolute_,), method=True)

_m_arccos = PythonArgParser("arccos", (ops.arccos,), method=True)

_m_arccos_ = PythonArgParser("arccos_", (ops.arccos_,), method=True)

_m_arccosh = PythonArgParser("arccosh", (ops.arccosh,), method=True)

_m_arccosh_ = PythonArgParser("arccosh_", (ops.arccosh_,), method=True)

_m_arcsin = PythonArgParser("arcsin", (ops.arcsin,), method=True)

_m_arcsin_ = PythonArgParser("arcsin_", (ops.arcsin_,), method=True)

_m_arcsinh = PythonArgParser("arcsinh", (ops.arcsinh,), method=True)

_m_arcsinh_ = PythonArgParser("arcsinh_", (ops.arcsinh_,), method=True)

_m_arctan = PythonArgParser("arctan", (ops.arctan,), method=True)

_m_arctan_ = PythonArgParser("arctan_", (ops.arctan_,), method=True)

_m_arctanh = PythonArgParser("arctanh", (ops.arctanh,), method=True)

_m_arctanh_ = PythonArgParser("arctanh_", (ops.arctanh_,), method=True)

_m_negative = PythonArgParser("negative", (ops.negative,), method=True)

_m_negative_ = PythonArgParser("negative_", (ops.negative_,), method=True)

_m_fix = PythonArgParser("fix", (ops.fix,), method=True)

_m_fix_ = PythonArgParser("fix_", (ops.fix_,), method=True)

_m_arctan2 = PythonArgParser("arctan2", (ops.arctan2,), method=True)

_m_arctan2_ = PythonArgParser("arctan2_", (ops.arctan2_,), method=True)

_m_multiply = PythonArgParser("multiply", (ops.multiply_Tensor,), method=True)

_m_multiply_ = PythonArgParser("multiply_", (ops.multiply__Tensor,), method=True)

_m_divide = PythonArgParser("divide", (ops.divide_Tensor, ops.divide_Tensor_mode), method=True)

_m_divide_ = PythonArgParser("divide_", (ops.divide__Tensor, ops.divide__Tensor_mode), method=True)

_m_true_divide = PythonArgParser("true_divide", (ops.true_divide_Tensor,), method=True)

_m_true_divide_ = PythonArgParser("true_divide_", (ops.true_divide__Tensor,), method=True)

_m_subtract = PythonArgParser("subtract", (ops.subtract_Tensor,), method=True)

_m_subtract_ = PythonArgParser("subtract_", (ops.subtract__Tensor,), method=True)

_m_greater = PythonArgParser("greater", (ops.greater_Tensor,), method=True)

_m_greater_ = PythonArgParser("greater_", (ops.greater__Tensor,), method=True)

_m_greater_equal = PythonArgParser("greater_equal", (ops.greater_equal_Tensor,), method=True)

_m_greater_equal_ = PythonArgParser("greater_equal_", (ops.greater_equal__Tensor,), method=True)

_m_less = PythonArgParser("less", (ops.less_Tensor,), method=True)

_m_less_ = PythonArgParser("less_", (ops.less__Tensor,), method=True)

_m_less_equal = PythonArgParser("less_equal", (ops.less_equal_Tensor,), method=True)

_m_less_equal_ = PythonArgParser("less_equal_", (ops.less_equal__Tensor,), method=True)

_m_not_equal = PythonArgParser("not_equal", (ops.not_equal_Tensor,), method=True)

_m_not_equal_ = PythonArgParser("not_equal_", (ops.not_equal__Tensor,), method=True)

_m_clip_ = PythonArgParser("clip_", (ops.clip_, ops.clip__Tensor), method=True)

_m_swapaxes_ = PythonArgParser("swapaxes_", (ops.swapaxes_,), method=True)

_m_swapdims_ = PythonArgParser("swapdims_", (ops.swapdims_,), method=True)

_m_msort = PythonArgParser("msort", (ops.msort,), method=True)

_m_positive = PythonArgParser("positive", (ops.positive,), method=True)

_m_median = PythonArgParser("median", (ops.median, ops.median_dim), method=True)

_m_nanmedian = PythonArgParser("nanmedian", (ops.nanmedian, ops.nanmedian_dim), method=True)

_m_kthvalue = PythonArgParser("kthvalue", (ops.kthvalue,), method=True)

_m_mode = PythonArgParser("mode", (ops.mode,), method=True)

_m_cummax = PythonArgParser("cummax", (ops.cummax,), method=True)

_m_cummin = PythonArgParser("cummin", (ops.cummin,), method=True)

_m_nansum = PythonArgParser("nansum", (ops.nansum,), method=True)

_m_nanmean = PythonArgParser("nanmean", (ops.nanmean,), method=True)

_m_trace = PythonArgParser("trace", (ops.trace,), method=True)

_m_aminmax = PythonArgParser("aminmax", (ops.aminmax,), method=True)

_m_quantile = PythonArgParser("quantile", (ops.quantile, ops.quantile_scalar), method=True)

_m_nanquantile = PythonArgParser(
    "nanquantile", (ops.nanquantile, ops.nanquantile_scalar), method=True
)

_m_tensor_split = PythonArgParser(
    "tensor_split",
    (
        ops.tensor_split_sections,
        ops.tensor_split_indices,
        ops.tensor_split_tensor_indices_or_sections,
    ),
    method=True,
)

_m_hsplit = PythonArgParser("hsplit", (ops.hsplit_int, ops.hsplit_array), method=True)

_m_vsplit = PythonArgParser("vsplit", (ops.vsplit_int, ops.vsplit_array), method=True)

_m_dsplit = PythonArgParser("dsplit", (ops.dsplit_int, ops.dsplit_array), method=True)

_m_fliplr = PythonArgParser("fliplr", (ops.fliplr,), method=True)

_m_flipud = PythonArgParser("flipud", (ops.flipud,), method=True)

_m_rot90 = PythonArgParser("rot90", (ops.rot90,), method=True)

_m_take_along_dim = PythonArgParser("take_along_dim", (ops.take_along_dim,), method=True)

_m_diag_embed = PythonArgParser("diag_embed", (ops.diag_embed,), method=True)

_m_diagflat = PythonArgParser("diagflat", (ops.diagflat,), method=True)

_m_fill_diagonal_ = PythonArgParser("fill_diagonal_", (ops.fill_diagonal_,), method=True)

_m_unsafe_split = PythonArgParser("unsafe_split", (ops.unsafe_split_Tensor,), method=True)

_m_unsafe_split_with_sizes = PythonArgParser(
    "unsafe_split_with_sizes", (ops.unsafe_split_with_sizes,), method=True
)

_m_unsafe_chunk = PythonArgParser("unsafe_chunk", (ops.unsafe_chunk,), method=True)

_m_narrow_copy = PythonArgParser("narrow_copy", (ops.narrow_copy,), method=True)

_m_sum_to_size = PythonArgParser("sum_to_size", (ops.sum_to_size,), method=True)

_m_is_nonzero = PythonArgParser("is_nonzero", (ops.is_nonzero,), method=True)

_m_is_same_size = PythonArgParser("is_same_size", (ops.is_same_size,), method=True)

_m_type_as = PythonArgParser("type_as", (ops.type_as,), method=True)

_m_resize_as_ = PythonArgParser("resize_as_", (ops.resize_as_,), method=True)

_m_inner = PythonArgParser("inner", (ops.inner,), method=True)

_m_vdot = PythonArgParser("vdot", (ops.vdot,), method=True)

_m_addr = PythonArgParser("addr", (ops.addr,), method=True)

_m_addr_ = PythonArgParser("addr_", (ops.addr_,), method=True)

_m_adjoint = PythonArgParser("adjoint", (ops.adjoint,), method=True)

_m_dist = PythonArgParser("dist", (ops.dist,), method=True)

_m_renorm = PythonArgParser("renorm", (ops.renorm,), method=True)

_m_renorm_ = PythonArgParser("renorm_", (ops.renorm_,), method=True)

_m_index_copy = PythonArgParser("index_copy", (ops.index_copy,), method=True)

_m_index_copy_ = PythonArgParser("index_copy_", (ops.index_copy_,), method=True)

_m_index_reduce = PythonArgParser("index_reduce", (ops.index_reduce,), method=True)

_m_index_reduce_ = PythonArgParser("index_reduce_", (ops.index_reduce_,), method=True)

_m_bincount = PythonArgParser("bincount", (ops.bincount,), method=True)

_m_histogram = PythonArgParser(
    "histogram", (ops.histogram_bins_tensor, ops.histogram_bin_ct), method=True
)

_m_cov = PythonArgParser("cov", (ops.cov,), method=True)

_m_corrcoef = PythonArgParser("corrcoef", (ops.corrcoef,), method=True)

_m_new_empty_strided = PythonArgParser("new_empty_strided", (ops.new_empty_strided,), method=True)

_m_unfold = PythonArgParser("unfold", (ops.unfold,), method=True)

_m_diagonal_scatter = PythonArgParser("diagonal_scatter", (ops.diagonal_scatter,), method=True)

_m_select_scatter = PythonArgParser("select_scatter", (ops.select_scatter,), method=True)

_m_slice_scatter = PythonArgParser("slice_scatter", (ops.slice_scatter,), method=True)

_m_as_strided_scatter = PythonArgParser(
    "as_strided_scatter", (ops.as_strided_scatter,), method=True
)

_m_ldexp = PythonArgParser("ldexp", (ops.ldexp_Tensor,), method=True)

_m_ldexp_ = PythonArgParser("ldexp_", (ops.ldexp_,), method=True)

_m_float_power = PythonArgParser(
    "float_power", (ops.float_power_Tensor_Tensor, ops.float_power_Tensor_Scalar), method=True
)

_m_float_power_ = PythonArgParser(
    "float_power_", (ops.float_power__Scalar, ops.float_power__Tensor), method=True
)

_m_isreal = PythonArgParser("isreal", (ops.isreal,), method=True)

_m_hardshrink = PythonArgParser("hardshrink", (ops.hardshrink,), method=True)

_m_prelu = PythonArgParser("prelu", (ops.prelu,), method=True)

_m_cauchy_ = PythonArgParser("cauchy_", (ops.cauchy_,), method=True)

_m_geometric_ = PythonArgParser("geometric_", (ops.geometric_,), method=True)

_m_log_normal_ = PythonArgParser("log_normal_", (ops.log_normal_,), method=True)

_m_nonzero_static = PythonArgParser("nonzero_static", (ops.nonzero_static,), method=True)

_m__nnz = PythonArgParser("_nnz", (ops._nnz,), method=True)

_m_sparse_dim = PythonArgParser("sparse_dim", (ops.sparse_dim,), method=True)

_m_dense_dim = PythonArgParser("dense_dim", (ops.dense_dim,), method=True)

_m_is_coalesced = PythonArgParser("is_coalesced", (ops.is_coalesced,), method=True)

_m__indices = PythonArgParser("_indices", (ops._indices,), method=True)

_m__values = PythonArgParser("_values", (ops._values,), method=True)

_m_indices = PythonArgParser("indices", (ops.indices,), method=True)

_m_values = PythonArgParser("values", (ops.values,), method=True)

_m_coalesce = PythonArgParser("coalesce", (ops.coalesce,), method=True)

_m__to_dense = PythonArgParser("_to_dense", (ops._to_dense,), method=True)

_m_to_dense = PythonArgParser("to_dense", (ops.to_dense,), method=True)

_m_to_sparse = PythonArgParser("to_sparse", (ops.to_sparse_sparse_dim, ops.to_sparse), method=True)

_m_stft = PythonArgParser("stft", (ops.stft_center, ops.stft), method=True)

_m_istft = PythonArgParser("istft", (ops.istft,), method=True)

_m_sparse_mask = PythonArgParser("sparse_mask", (ops.sparse_mask,), method=True)


class TensorMethods:
    """Mixed into ``Tensor``: one method per aten operator with a method variant."""

    __slots__ = ()

    @_m_copy_.binds
    def copy_(self, *args, **kwargs):
        """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"""
        return _m_copy_(self, args, kwargs)

    @_m_fill_.binds
    def fill_(self, *args, **kwargs):
        """fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)"""
        return _m_fill_(self, args, kwargs)

    @_m_zero_.binds
    def zero_(self, *args, **kwargs):
        """zero_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_zero_(self, args, kwargs)

    @_m_clone.binds
    def clone(self, *args, **kwargs):
        """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
        return _m_clone(self, args, kwargs)

    @_m_add.binds
    def add(self, *args, **kwargs):
        """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
        return _m_add(self, args, kwargs)

    @_m_add_.binds
    def add_(self, *args, **kwargs):
        """add_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_add_(self, args, kwargs)

    @_m_sub.binds
    def sub(self, *args, **kwargs):
        """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
        return _m_sub(self, args, kwargs)

    @_m_sub_.binds
    def sub_(self, *args, **kwargs):
        """sub_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_sub_(self, args, kwargs)

    @_m_mul.binds
    def mul(self, *args, **kwargs):
        """mul(Tensor self, Tensor other) -> Tensor"""
        return _m_mul(self, args, kwargs)

    @_m_mul_.binds
    def mul_(self, *args, **kwargs):
        """mul_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_mul_(self, args, kwargs)

    @_m_div.binds
    def div(self, *args, **kwargs):
        """div(Tensor self, Tensor other) -> Tensor
        div(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""
        return _m_div(self, args, kwargs)

    @_m_div_.binds
    def div_(self, *args, **kwargs):
        """div_(Tensor(a!) self, Tensor other) -> Tensor(a!)
        div_(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"""
        return _m_div_(self, args, kwargs)

    @_m_floor_divide.binds
    def floor_divide(self, *args, **kwargs):
        """floor_divide(Tensor self, Tensor other) -> Tensor"""
        return _m_floor_divide(self, args, kwargs)

    @_m_floor_divide_.binds
    def floor_divide_(self, *args, **kwargs):
        """floor_divide_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_floor_divide_(self, args, kwargs)

    @_m_remainder.binds
    def remainder(self, *args, **kwargs):
        """remainder(Tensor self, Tensor other) -> Tensor"""
        return _m_remainder(self, args, kwargs)

    @_m_remainder_.binds
    def remainder_(self, *args, **kwargs):
        """remainder_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_remainder_(self, args, kwargs)

    @_m_fmod.binds
    def fmod(self, *args, **kwargs):
        """fmod(Tensor self, Tensor other) -> Tensor"""
        return _m_fmod(self, args, kwargs)

    @_m_fmod_.binds
    def fmod_(self, *args, **kwargs):
        """fmod_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_fmod_(self, args, kwargs)

    @_m_pow.binds
    def pow(self, *args, **kwargs):
        """pow(Tensor self, Tensor exponent) -> Tensor"""
        return _m_pow(self, args, kwargs)

    @_m_pow_.binds
    def pow_(self, *args, **kwargs):
        """pow_(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"""
        return _m_pow_(self, args, kwargs)

    @_m_atan2.binds
    def atan2(self, *args, **kwargs):
        """atan2(Tensor self, Tensor other) -> Tensor"""
        return _m_atan2(self, args, kwargs)

    @_m_atan2_.binds
    def atan2_(self, *args, **kwargs):
        """atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_atan2_(self, args, kwargs)

    @_m_maximum.binds
    def maximum(self, *args, **kwargs):
        """maximum(Tensor self, Tensor other) -> Tensor"""
        return _m_maximum(self, args, kwargs)

    @_m_minimum.binds
    def minimum(self, *args, **kwargs):
        """minimum(Tensor self, Tensor other) -> Tensor"""
        return _m_minimum(self, args, kwargs)

    @_m_eq.binds
    def eq(self, *args, **kwargs):
        """eq(Tensor self, Tensor other) -> Tensor"""
        return _m_eq(self, args, kwargs)

    @_m_eq_.binds
    def eq_(self, *args, **kwargs):
        """eq_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_eq_(self, args, kwargs)

    @_m_ne.binds
    def ne(self, *args, **kwargs):
        """ne(Tensor self, Tensor other) -> Tensor"""
        return _m_ne(self, args, kwargs)

    @_m_ne_.binds
    def ne_(self, *args, **kwargs):
        """ne_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_ne_(self, args, kwargs)

    @_m_lt.binds
    def lt(self, *args, **kwargs):
        """lt(Tensor self, Tensor other) -> Tensor"""
        return _m_lt(self, args, kwargs)

    @_m_lt_.binds
    def lt_(self, *args, **kwargs):
        """lt_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_lt_(self, args, kwargs)

    @_m_le.binds
    def le(self, *args, **kwargs):
        """le(Tensor self, Tensor other) -> Tensor"""
        return _m_le(self, args, kwargs)

    @_m_le_.binds
    def le_(self, *args, **kwargs):
        """le_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_le_(self, args, kwargs)

    @_m_gt.binds
    def gt(self, *args, **kwargs):
        """gt(Tensor self, Tensor other) -> Tensor"""
        return _m_gt(self, args, kwargs)

    @_m_gt_.binds
    def gt_(self, *args, **kwargs):
        """gt_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_gt_(self, args, kwargs)

    @_m_ge.binds
    def ge(self, *args, **kwargs):
        """ge(Tensor self, Tensor other) -> Tensor"""
        return _m_ge(self, args, kwargs)

    @_m_ge_.binds
    def ge_(self, *args, **kwargs):
        """ge_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_ge_(self, args, kwargs)

    @_m_logical_and.binds
    def logical_and(self, *args, **kwargs):
        """logical_and(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_and(self, args, kwargs)

    @_m_logical_and_.binds
    def logical_and_(self, *args, **kwargs):
        """logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_and_(self, args, kwargs)

    @_m_logical_or.binds
    def logical_or(self, *args, **kwargs):
        """logical_or(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_or(self, args, kwargs)

    @_m_logical_or_.binds
    def logical_or_(self, *args, **kwargs):
        """logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_or_(self, args, kwargs)

    @_m_logical_xor.binds
    def logical_xor(self, *args, **kwargs):
        """logical_xor(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_xor(self, args, kwargs)

    @_m_logical_xor_.binds
    def logical_xor_(self, *args, **kwargs):
        """logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_xor_(self, args, kwargs)

    @_m_bitwise_and.binds
    def bitwise_and(self, *args, **kwargs):
        """bitwise_and(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_and(self, args, kwargs)

    @_m_bitwise_and_.binds
    def bitwise_and_(self, *args, **kwargs):
        """bitwise_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_and_(self, args, kwargs)

    @_m_bitwise_or.binds
    def bitwise_or(self, *args, **kwargs):
        """bitwise_or(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_or(self, args, kwargs)

    @_m_bitwise_or_.binds
    def bitwise_or_(self, *args, **kwargs):
        """bitwise_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_or_(self, args, kwargs)

    @_m_bitwise_xor.binds
    def bitwise_xor(self, *args, **kwargs):
        """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_xor(self, args, kwargs)

    @_m_bitwise_xor_.binds
    def bitwise_xor_(self, *args, **kwargs):
        """bitwise_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_xor_(self, args, kwargs)

    @_m_bitwise_left_shift.binds
    def bitwise_left_shift(self, *args, **kwargs):
        """bitwise_left_shift(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_left_shift(self, args, kwargs)

    @_m_bitwise_left_shift_.binds
    def bitwise_left_shift_(self, *args, **kwargs):
        """bitwise_left_shift_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_left_shift_(self, args, kwargs)

    @_m_bitwise_right_shift.binds
    def bitwise_right_shift(self, *args, **kwargs):
        """bitwise_right_shift(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_right_shift(self, args, kwargs)

    @_m_bitwise_right_shift_.binds
    def bitwise_right_shift_(self, *args, **kwargs):
        """bitwise_right_shift_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_right_shift_(self, args, kwargs)

    @_m_where.binds
    def where(self, *args, **kwargs):
        """where(Tensor condition, Tensor self, Tensor other) -> Tensor"""
        return _m_where(self, args, kwargs)

    @_m_lerp.binds
    def lerp(self, *args, **kwargs):
        """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor"""
        return _m_lerp(self, args, kwargs)

    @_m_lerp_.binds
    def lerp_(self, *args, **kwargs):
        """lerp_(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)"""
        return _m_lerp_(self, args, kwargs)

    @_m_addcmul.binds
    def addcmul(self, *args, **kwargs):
        """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
        return _m_addcmul(self, args, kwargs)

    @_m_addcmul_.binds
    def addcmul_(self, *args, **kwargs):
        """addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
        return _m_addcmul_(self, args, kwargs)

    @_m_addcdiv.binds
    def addcdiv(self, *args, **kwargs):
        """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
        return _m_addcdiv(self, args, kwargs)

    @_m_addcdiv_.binds
    def addcdiv_(self, *args, **kwargs):
        """addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
        return _m_addcdiv_(self, args, kwargs)

    @_m_clamp.binds
    def clamp(self, *args, **kwargs):
        """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
        clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
        return _m_clamp(self, args, kwargs)

    @_m_clamp_.binds
    def clamp_(self, *args, **kwargs):
        """clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
        clamp_(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
        return _m_clamp_(self, args, kwargs)

    @_m_clip.binds
    def clip(self, *args, **kwargs):
        """clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
        clip(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
        return _m_clip(self, args, kwargs)

    @_m_abs.binds
    def abs(self, *args, **kwargs):
        """abs(Tensor self) -> Tensor"""
        return _m_abs(self, args, kwargs)

    @_m_abs_.binds
    def abs_(self, *args, **kwargs):
        """abs_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_abs_(self, args, kwargs)

    @_m_neg.binds
    def neg(self, *args, **kwargs):
        """neg(Tensor self) -> Tensor"""
        return _m_neg(self, args, kwargs)

    @_m_neg_.binds
    def neg_(self, *args, **kwargs):
        """neg_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_neg_(self, args, kwargs)

    @_m_sign.binds
    def sign(self, *args, **kwargs):
        """sign(Tensor self) -> Tensor"""
        return _m_sign(self, args, kwargs)

    @_m_sign_.binds
    def sign_(self, *args, **kwargs):
        """sign_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sign_(self, args, kwargs)

    @_m_exp.binds
    def exp(self, *args, **kwargs):
        """exp(Tensor self) -> Tensor"""
        return _m_exp(self, args, kwargs)

    @_m_exp_.binds
    def exp_(self, *args, **kwargs):
        """exp_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_exp_(self, args, kwargs)

    @_m_exp2.binds
    def exp2(self, *args, **kwargs):
        """exp2(Tensor self) -> Tensor"""
        return _m_exp2(self, args, kwargs)

    @_m_exp2_.binds
    def exp2_(self, *args, **kwargs):
        """exp2_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_exp2_(self, args, kwargs)

    @_m_expm1.binds
    def expm1(self, *args, **kwargs):
        """expm1(Tensor self) -> Tensor"""
        return _m_expm1(self, args, kwargs)

    @_m_expm1_.binds
    def expm1_(self, *args, **kwargs):
        """expm1_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_expm1_(self, args, kwargs)

    @_m_log.binds
    def log(self, *args, **kwargs):
        """log(Tensor self) -> Tensor"""
        return _m_log(self, args, kwargs)

    @_m_log_.binds
    def log_(self, *args, **kwargs):
        """log_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log_(self, args, kwargs)

    @_m_log2.binds
    def log2(self, *args, **kwargs):
        """log2(Tensor self) -> Tensor"""
        return _m_log2(self, args, kwargs)

    @_m_log2_.binds
    def log2_(self, *args, **kwargs):
        """log2_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log2_(self, args, kwargs)

    @_m_log10.binds
    def log10(self, *args, **kwargs):
        """log10(Tensor self) -> Tensor"""
        return _m_log10(self, args, kwargs)

    @_m_log10_.binds
    def log10_(self, *args, **kwargs):
        """log10_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log10_(self, args, kwargs)

    @_m_log1p.binds
    def log1p(self, *args, **kwargs):
        """log1p(Tensor self) -> Tensor"""
        return _m_log1p(self, args, kwargs)

    @_m_log1p_.binds
    def log1p_(self, *args, **kwargs):
        """log1p_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log1p_(self, args, kwargs)

    @_m_sqrt.binds
    def sqrt(self, *args, **kwargs):
        """sqrt(Tensor self) -> Tensor"""
        return _m_sqrt(self, args, kwargs)

    @_m_sqrt_.binds
    def sqrt_(self, *args, **kwargs):
        """sqrt_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sqrt_(self, args, kwargs)

    @_m_rsqrt.binds
    def rsqrt(self, *args, **kwargs):
        """rsqrt(Tensor self) -> Tensor"""
        return _m_rsqrt(self, args, kwargs)

    @_m_rsqrt_.binds
    def rsqrt_(self, *args, **kwargs):
        """rsqrt_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_rsqrt_(self, args, kwargs)

    @_m_reciprocal.binds
    def reciprocal(self, *args, **kwargs):
        """reciprocal(Tensor self) -> Tensor"""
        return _m_reciprocal(self, args, kwargs)

    @_m_reciprocal_.binds
    def reciprocal_(self, *args, **kwargs):
        """reciprocal_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_reciprocal_(self, args, kwargs)

    @_m_sin.binds
    def sin(self, *args, **kwargs):
        """sin(Tensor self) -> Tensor"""
        return _m_sin(self, args, kwargs)

    @_m_sin_.binds
    def sin_(self, *args, **kwargs):
        """sin_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sin_(self, args, kwargs)

    @_m_cos.binds
    def cos(self, *args, **kwargs):
        """cos(Tensor self) -> Tensor"""
        return _m_cos(self, args, kwargs)

    @_m_cos_.binds
    def cos_(self, *args, **kwargs):
        """cos_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_cos_(self, args, kwargs)

    @_m_tan.binds
    def tan(self, *args, **kwargs):
        """tan(Tensor self) -> Tensor"""
        return _m_tan(self, args, kwargs)

    @_m_tan_.binds
    def tan_(self, *args, **kwargs):
        """tan_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_tan_(self, args, kwargs)

    @_m_asin.binds
    def asin(self, *args, **kwargs):
        """asin(Tensor self) -> Tensor"""
        return _m_asin(self, args, kwargs)

    @_m_asin_.binds
    def asin_(self, *args, **kwargs):
        """asin_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_asin_(self, args, kwargs)

    @_m_acos.binds
    def acos(self, *args, **kwargs):
        """acos(Tensor self) -> Tensor"""
        return _m_acos(self, args, kwargs)

    @_m_acos_.binds
    def acos_(self, *args, **kwargs):
        """acos_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_acos_(self, args, kwargs)

    @_m_atan.binds
    def atan(self, *args, **kwargs):
        """atan(Tensor self) -> Tensor"""
        return _m_atan(self, args, kwargs)

    @_m_atan_.binds
    def atan_(self, *args, **kwargs):
        """atan_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_atan_(self, args, kwargs)

    @_m_sinh.binds
    def sinh(self, *args, **kwargs):
        """sinh(Tensor self) -> Tensor"""
        return _m_sinh(self, args, kwargs)

    @_m_sinh_.binds
    def sinh_(self, *args, **kwargs):
        """sinh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sinh_(self, args, kwargs)

    @_m_cosh.binds
    def cosh(self, *args, **kwargs):
        """cosh(Tensor self) -> Tensor"""
        return _m_cosh(self, args, kwargs)

    @_m_cosh_.binds
    def cosh_(self, *args, **kwargs):
        """cosh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_cosh_(self, args, kwargs)

    @_m_tanh.binds
    def tanh(self, *args, **kwargs):
        """tanh(Tensor self) -> Tensor"""
        return _m_tanh(self, args, kwargs)

    @_m_tanh_.binds
    def tanh_(self, *args, **kwargs):
        """tanh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_tanh_(self, args, kwargs)

    @_m_sigmoid.binds
    def sigmoid(self, *args, **kwargs):
        """sigmoid(Tensor self) -> Tensor"""
        return _m_sigmoid(self, args, kwargs)

    @_m_sigmoid_.binds
    def sigmoid_(self, *args, **kwargs):
        """sigmoid_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sigmoid_(self, args, kwargs)

    @_m_erf.binds
    def erf(self, *args, **kwargs):
        """erf(Tensor self) -> Tensor"""
        return _m_erf(self, args, kwargs)

    @_m_erf_.binds
    def erf_(self, *args, **kwargs):
        """erf_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_erf_(self, args, kwargs)

    @_m_floor.binds
    def floor(self, *args, **kwargs):
        """floor(Tensor self) -> Tensor"""
        return _m_floor(self, args, kwargs)

    @_m_floor_.binds
    def floor_(self, *args, **kwargs):
        """floor_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_floor_(self, args, kwargs)

    @_m_ceil.binds
    def ceil(self, *args, **kwargs):
        """ceil(Tensor self) -> Tensor"""
        return _m_ceil(self, args, kwargs)

    @_m_ceil_.binds
    def ceil_(self, *args, **kwargs):
        """ceil_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_ceil_(self, args, kwargs)

    @_m_trunc.binds
    def trunc(self, *args, **kwargs):
        """trunc(Tensor self) -> Tensor"""
        return _m_trunc(self, args, kwargs)

    @_m_trunc_.binds
    def trunc_(self, *args, **kwargs):
        """trunc_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_trunc_(self, args, kwargs)

    @_m_round.binds
    def round(self, *args, **kwargs):
        """round(Tensor self) -> Tensor
        round(Tensor self, *, int decimals) -> Tensor"""
        return _m_round(self, args, kwargs)

    @_m_round_.binds
    def round_(self, *args, **kwargs):
        """round_(Tensor(a!) self) -> Tensor(a!)
        round_(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""
        return _m_round_(self, args, kwargs)

    @_m_frac.binds
    def frac(self, *args, **kwargs):
        """frac(Tensor self) -> Tensor"""
        return _m_frac(self, args, kwargs)

    @_m_frac_.binds
    def frac_(self, *args, **kwargs):
        """frac_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_frac_(self, args, kwargs)

    @_m_relu.binds
    def relu(self, *args, **kwargs):
        """relu(Tensor self) -> Tensor"""
        return _m_relu(self, args, kwargs)

    @_m_relu_.binds
    def relu_(self, *args, **kwargs):
        """relu_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_relu_(self, args, kwargs)

    @_m_silu.binds
    def silu(self, *args, **kwargs):
        """silu(Tensor self) -> Tensor"""
        return _m_silu(self, args, kwargs)

    @_m_silu_.binds
    def silu_(self, *args, **kwargs):
        """silu_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_silu_(self, args, kwargs)

    @_m_logical_not.binds
    def logical_not(self, *args, **kwargs):
        """logical_not(Tensor self) -> Tensor"""
        return _m_logical_not(self, args, kwargs)

    @_m_logical_not_.binds
    def logical_not_(self, *args, **kwargs):
        """logical_not_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_logical_not_(self, args, kwargs)

    @_m_bitwise_not.binds
    def bitwise_not(self, *args, **kwargs):
        """bitwise_not(Tensor self) -> Tensor"""
        return _m_bitwise_not(self, args, kwargs)

    @_m_bitwise_not_.binds
    def bitwise_not_(self, *args, **kwargs):
        """bitwise_not_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_bitwise_not_(self, args, kwargs)

    @_m_gelu.binds
    def gelu(self, *args, **kwargs):
        """gelu(Tensor self, *, str approximate="none") -> Tensor"""
        return _m_gelu(self, args, kwargs)

    @_m_gelu_.binds
    def gelu_(self, *args, **kwargs):
        """gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!)"""
        return _m_gelu_(self, args, kwargs)

    @_m_nan_to_num.binds
    def nan_to_num(self, *args, **kwargs):
        """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
        return _m_nan_to_num(self, args, kwargs)

    @_m_nan_to_num_.binds
    def nan_to_num_(self, *args, **kwargs):
        """nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""
        return _m_nan_to_num_(self, args, kwargs)

    @_m_isnan.binds
    def isnan(self, *args, **kwargs):
        """isnan(Tensor self) -> Tensor"""
        return _m_isnan(self, args, kwargs)

    @_m_isinf.binds
    def isinf(self, *args, **kwargs):
        """isinf(Tensor self) -> Tensor"""
        return _m_isinf(self, args, kwargs)

    @_m_isfinite.binds
    def isfinite(self, *args, **kwargs):
        """isfinite(Tensor self) -> Tensor"""
        return _m_isfinite(self, args, kwargs)

    @_m_square.binds
    def square(self, *args, **kwargs):
        """square(Tensor self) -> Tensor"""
        return _m_square(self, args, kwargs)

    @_m_square_.binds
    def square_(self, *args, **kwargs):
        """square_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_square_(self, args, kwargs)

    @_m_uniform_.binds
    def uniform_(self, *args, **kwargs):
        """uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_uniform_(self, args, kwargs)

    @_m_normal_.binds
    def normal_(self, *args, **kwargs):
        """normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_normal_(self, args, kwargs)

    @_m_random_.binds
    def random_(self, *args, **kwargs):
        """random_(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
        random_(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)
        random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_random_(self, args, kwargs)

    @_m_exponential_.binds
    def exponential_(self, *args, **kwargs):
        """exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_exponential_(self, args, kwargs)

    @_m_bernoulli_.binds
    def bernoulli_(self, *args, **kwargs):
        """bernoulli_(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
        bernoulli_(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_bernoulli_(self, args, kwargs)

    @_m_bernoulli.binds
    def bernoulli(self, *args, **kwargs):
        """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
        bernoulli(Tensor self, float p, *, Generator? generator=None) -> Tensor"""
        return _m_bernoulli(self, args, kwargs)

    @_m_multinomial.binds
    def multinomial(self, *args, **kwargs):
        """multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor"""
        return _m_multinomial(self, args, kwargs)

    @_m_sum.binds
    def sum(self, *args, **kwargs):
        """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
        sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_sum(self, args, kwargs)

    @_m_mean.binds
    def mean(self, *args, **kwargs):
        """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
        mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_mean(self, args, kwargs)

    @_m_prod.binds
    def prod(self, *args, **kwargs):
        """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
        prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_prod(self, args, kwargs)

    @_m_amax.binds
    def amax(self, *args, **kwargs):
        """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
        return _m_amax(self, args, kwargs)

    @_m_amin.binds
    def amin(self, *args, **kwargs):
        """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
        return _m_amin(self, args, kwargs)

    @_m_max.binds
    def max(self, *args, **kwargs):
        """max(Tensor self) -> Tensor
        max(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        max(Tensor self, Tensor other) -> Tensor"""
        return _m_max(self, args, kwargs)

    @_m_min.binds
    def min(self, *args, **kwargs):
        """min(Tensor self) -> Tensor
        min(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        min(Tensor self, Tensor other) -> Tensor"""
        return _m_min(self, args, kwargs)

    @_m_argmax.binds
    def argmax(self, *args, **kwargs):
        """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
        return _m_argmax(self, args, kwargs)

    @_m_argmin.binds
    def argmin(self, *args, **kwargs):
        """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
        return _m_argmin(self, args, kwargs)

    @_m_all.binds
    def all(self, *args, **kwargs):
        """all(Tensor self) -> Tensor
        all(Tensor self, int dim, bool keepdim=False) -> Tensor
        all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""
        return _m_all(self, args, kwargs)

    @_m_any.binds
    def any(self, *args, **kwargs):
        """any(Tensor self) -> Tensor
        any(Tensor self, int dim, bool keepdim=False) -> Tensor
        any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""
        return _m_any(self, args, kwargs)

    @_m_var.binds
    def var(self, *args, **kwargs):
        """var(Tensor self, bool unbiased=True) -> Tensor
        var(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
        var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
        return _m_var(self, args, kwargs)

    @_m_std.binds
    def std(self, *args, **kwargs):
        """std(Tensor self, bool unbiased=True) -> Tensor
        std(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
        std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
        return _m_std(self, args, kwargs)

    @_m_norm.binds
    def norm(self, *args, **kwargs):
        """norm(Tensor self, Scalar p=2) -> Tensor
        norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"""
        return _m_norm(self, args, kwargs)

    @_m_inverse.binds
    def inverse(self, *args, **kwargs):
        """inverse(Tensor self) -> Tensor"""
        return _m_inverse(self, args, kwargs)

    @_m_det.binds
    def det(self, *args, **kwargs):
        """det(Tensor self) -> Tensor"""
        return _m_det(self, args, kwargs)

    @_m_slogdet.binds
    def slogdet(self, *args, **kwargs):
        """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
        return _m_slogdet(self, args, kwargs)

    @_m_svd.binds
    def svd(self, *args, **kwargs):
        """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
        return _m_svd(self, args, kwargs)

    @_m_cross.binds
    def cross(self, *args, **kwargs):
        """cross(Tensor self, Tensor other, int? dim=None) -> Tensor"""
        return _m_cross(self, args, kwargs)

    @_m_matrix_exp.binds
    def matrix_exp(self, *args, **kwargs):
        """matrix_exp(Tensor self) -> Tensor"""
        return _m_matrix_exp(self, args, kwargs)

    @_m_matrix_power.binds
    def matrix_power(self, *args, **kwargs):
        """matrix_power(Tensor self, int n) -> Tensor"""
        return _m_matrix_power(self, args, kwargs)

    @_m_lu_solve.binds
    def lu_solve(self, *args, **kwargs):
        """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
        return _m_lu_solve(self, args, kwargs)

    @_m_triangular_solve.binds
    def triangular_solve(self, *args, **kwargs):
        """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
        return _m_triangular_solve(self, args, kwargs)

    @_m_cholesky.binds
    def cholesky(self, *args, **kwargs):
        """cholesky(Tensor self, bool upper=False) -> Tensor"""
        return _m_cholesky(self, args, kwargs)

    @_m_cholesky_inverse.binds
    def cholesky_inverse(self, *args, **kwargs):
        """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
        return _m_cholesky_inverse(self, args, kwargs)

    @_m_cholesky_solve.binds
    def cholesky_solve(self, *args, **kwargs):
        """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
        return _m_cholesky_solve(self, args, kwargs)

    @_m_qr.binds
    def qr(self, *args, **kwargs):
        """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
        return _m_qr(self, args, kwargs)

    @_m_geqrf.binds
    def geqrf(self, *args, **kwargs):
        """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
        return _m_geqrf(self, args, kwargs)

    @_m_orgqr.binds
    def orgqr(self, *args, **kwargs):
        """orgqr(Tensor self, Tensor input2) -> Tensor"""
        return _m_orgqr(self, args, kwargs)

    @_m_ormqr.binds
    def ormqr(self, *args, **kwargs):
        """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""
        return _m_ormqr(self, args, kwargs)

    @_m_pinverse.binds
    def pinverse(self, *args, **kwargs):
        """pinverse(Tensor self, float rcond=1e-15) -> Tensor"""
        return _m_pinverse(self, args, kwargs)

    @_m_logdet.binds
    def logdet(self, *args, **kwargs):
        """logdet(Tensor self) -> Tensor"""
        return _m_logdet(self, args, kwargs)

    @_m_cumsum.binds
    def cumsum(self, *args, **kwargs):
        """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
        return _m_cumsum(self, args, kwargs)

    @_m_cumsum_.binds
    def cumsum_(self, *args, **kwargs):
        """cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
        return _m_cumsum_(self, args, kwargs)

    @_m_cumprod.binds
    def cumprod(self, *args, **kwargs):
        """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
        return _m_cumprod(self, args, kwargs)

    @_m_cumprod_.binds
    def cumprod_(self, *args, **kwargs):
        """cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
        return _m_cumprod_(self, args, kwargs)

    @_m_logsumexp.binds
    def logsumexp(self, *args, **kwargs):
        """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
        return _m_logsumexp(self, args, kwargs)

    @_m_softmax.binds
    def softmax(self, *args, **kwargs):
        """softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
        return _m_softmax(self, args, kwargs)

    @_m_log_softmax.binds
    def log_softmax(self, *args, **kwargs):
        """log_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
        return _m_log_softmax(self, args, kwargs)

    @_m_topk.binds
    def topk(self, *args, **kwargs):
        """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
        return _m_topk(self, args, kwargs)

    @_m_sort.binds
    def sort(self, *args, **kwargs):
        """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
        sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""
        return _m_sort(self, args, kwargs)

    @_m_argsort.binds
    def argsort(self, *args, **kwargs):
        """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
        argsort(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
        return _m_argsort(self, args, kwargs)

    @_m_view.binds
    def view(self, *args, **kwargs):
        """view(Tensor(a) self, SymInt[] size) -> Tensor(a)
        view(Tensor(a) self, ScalarType dtype) -> Tensor(a)"""
        return _m_view(self, args, kwargs)

    @_m_alias.binds
    def alias(self, *args, **kwargs):
        """alias(Tensor(a) self) -> Tensor(a)"""
        return _m_alias(self, args, kwargs)

    @_m_as_strided.binds
    def as_strided(self, *args, **kwargs):
        """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
        return _m_as_strided(self, args, kwargs)

    @_m_as_strided_.binds
    def as_strided_(self, *args, **kwargs):
        """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
        return _m_as_strided_(self, args, kwargs)

    @_m_select.binds
    def select(self, *args, **kwargs):
        """select(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
        return _m_select(self, args, kwargs)

    @_m_unsqueeze.binds
    def unsqueeze(self, *args, **kwargs):
        """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
        return _m_unsqueeze(self, args, kwargs)

    @_m_unsqueeze_.binds
    def unsqueeze_(self, *args, **kwargs):
        """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"""
        return _m_unsqueeze_(self, args, kwargs)

    @_m_expand.binds
    def expand(self, *args, **kwargs):
        """expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"""
        return _m_expand(self, args, kwargs)

    @_m_squeeze.binds
    def squeeze(self, *args, **kwargs):
        """squeeze(Tensor(a) self) -> Tensor(a)
        squeeze(Tensor(a) self, int dim) -> Tensor(a)
        squeeze(Tensor(a) self, int[] dim) -> Tensor(a)"""
        return _m_squeeze(self, args, kwargs)

    @_m_squeeze_.binds
    def squeeze_(self, *args, **kwargs):
        """squeeze_(Tensor(a!) self) -> Tensor(a!)
        squeeze_(Tensor(a!) self, int dim) -> Tensor(a!)
        squeeze_(Tensor(a!) self, int[] dim) -> Tensor(a!)"""
        return _m_squeeze_(self, args, kwargs)

    @_m_permute.binds
    def permute(self, *args, **kwargs):
        """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
        return _m_permute(self, args, kwargs)

    @_m_transpose.binds
    def transpose(self, *args, **kwargs):
        """transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
        return _m_transpose(self, args, kwargs)

    @_m_transpose_.binds
    def transpose_(self, *args, **kwargs):
        """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""
        return _m_transpose_(self, args, kwargs)

    @_m_t.binds
    def t(self, *args, **kwargs):
        """t(Tensor(a) self) -> Tensor(a)"""
        return _m_t(self, args, kwargs)

    @_m_t_.binds
    def t_(self, *args, **kwargs):
        """t_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_t_(self, args, kwargs)

    @_m_diagonal.binds
    def diagonal(self, *args, **kwargs):
        """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
        return _m_diagonal(self, args, kwargs)

    @_m_split.binds
    def split(self, *args, **kwargs):
        """split(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]
        split(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"""
        return _m_split(self, args, kwargs)

    @_m_split_with_sizes.binds
    def split_with_sizes(self, *args, **kwargs):
        """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
        return _m_split_with_sizes(self, args, kwargs)

    @_m_unbind.binds
    def unbind(self, *args, **kwargs):
        """unbind(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
        return _m_unbind(self, args, kwargs)

    @_m_resize_.binds
    def resize_(self, *args, **kwargs):
        """resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)"""
        return _m_resize_(self, args, kwargs)

    @_m_reshape.binds
    def reshape(self, *args, **kwargs):
        """reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"""
        return _m_reshape(self, args, kwargs)

    @_m_reshape_as.binds
    def reshape_as(self, *args, **kwargs):
        """reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_reshape_as(self, args, kwargs)

    @_m_view_as.binds
    def view_as(self, *args, **kwargs):
        """view_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_view_as(self, args, kwargs)

    @_m_flatten.binds
    def flatten(self, *args, **kwargs):
        """flatten(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"""
        return _m_flatten(self, args, kwargs)

    @_m_unflatten.binds
    def unflatten(self, *args, **kwargs):
        """unflatten(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"""
        return _m_unflatten(self, args, kwargs)

    @_m_ravel.binds
    def ravel(self, *args, **kwargs):
        """ravel(Tensor(a) self) -> Tensor(a)"""
        return _m_ravel(self, args, kwargs)

    @_m_expand_as.binds
    def expand_as(self, *args, **kwargs):
        """expand_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_expand_as(self, args, kwargs)

    @_m_broadcast_to.binds
    def broadcast_to(self, *args, **kwargs):
        """broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
        return _m_broadcast_to(self, args, kwargs)

    @_m_narrow.binds
    def narrow(self, *args, **kwargs):
        """narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)
        narrow(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"""
        return _m_narrow(self, args, kwargs)

    @_m_chunk.binds
    def chunk(self, *args, **kwargs):
        """chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"""
        return _m_chunk(self, args, kwargs)

    @_m_movedim.binds
    def movedim(self, *args, **kwargs):
        """movedim(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
        movedim(Tensor(a) self, int source, int destination) -> Tensor(a)"""
        return _m_movedim(self, args, kwargs)

    @_m_moveaxis.binds
    def moveaxis(self, *args, **kwargs):
        """moveaxis(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
        moveaxis(Tensor(a) self, int source, int destination) -> Tensor(a)"""
        return _m_moveaxis(self, args, kwargs)

    @_m_swapaxes.binds
    def swapaxes(self, *args, **kwargs):
        """swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"""
        return _m_swapaxes(self, args, kwargs)

    @_m_swapdims.binds
    def swapdims(self, *args, **kwargs):
        """swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
        return _m_swapdims(self, args, kwargs)

    @_m_contiguous.binds
    def contiguous(self, *args, **kwargs):
        """contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)"""
        return _m_contiguous(self, args, kwargs)

    @_m_flip.binds
    def flip(self, *args, **kwargs):
        """flip(Tensor self, int[] dims) -> Tensor"""
        return _m_flip(self, args, kwargs)

    @_m_roll.binds
    def roll(self, *args, **kwargs):
        """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
        return _m_roll(self, args, kwargs)

    @_m_repeat.binds
    def repeat(self, *args, **kwargs):
        """repeat(Tensor self, SymInt[] repeats) -> Tensor"""
        return _m_repeat(self, args, kwargs)

    @_m_tile.binds
    def tile(self, *args, **kwargs):
        """tile(Tensor self, SymInt[] dims) -> Tensor"""
        return _m_tile(self, args, kwargs)

    @_m_repeat_interleave.binds
    def repeat_interleave(self, *args, **kwargs):
        """repeat_interleave(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor
        repeat_interleave(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""
        return _m_repeat_interleave(self, args, kwargs)

    @_m_tril.binds
    def tril(self, *args, **kwargs):
        """tril(Tensor self, int diagonal=0) -> Tensor"""
        return _m_tril(self, args, kwargs)

    @_m_tril_.binds
    def tril_(self, *args, **kwargs):
        """tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
        return _m_tril_(self, args, kwargs)

    @_m_triu.binds
    def triu(self, *args, **kwargs):
        """triu(Tensor self, int diagonal=0) -> Tensor"""
        return _m_triu(self, args, kwargs)

    @_m_triu_.binds
    def triu_(self, *args, **kwargs):
        """triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
        return _m_triu_(self, args, kwargs)

    @_m_diag.binds
    def diag(self, *args, **kwargs):
        """diag(Tensor self, int diagonal=0) -> Tensor"""
        return _m_diag(self, args, kwargs)

    @_m_index_put_.binds
    def index_put_(self, *args, **kwargs):
        """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
        return _m_index_put_(self, args, kwargs)

    @_m_index_put.binds
    def index_put(self, *args, **kwargs):
        """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
        return _m_index_put(self, args, kwargs)

    @_m_index_select.binds
    def index_select(self, *args, **kwargs):
        """index_select(Tensor self, int dim, Tensor index) -> Tensor"""
        return _m_index_select(self, args, kwargs)

    @_m_gather.binds
    def gather(self, *args, **kwargs):
        """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
        return _m_gather(self, args, kwargs)

    @_m_scatter.binds
    def scatter(self, *args, **kwargs):
        """scatter(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"""
        return _m_scatter(self, args, kwargs)

    @_m_scatter_.binds
    def scatter_(self, *args, **kwargs):
        """scatter_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)"""
        return _m_scatter_(self, args, kwargs)

    @_m_scatter_add.binds
    def scatter_add(self, *args, **kwargs):
        """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""
        return _m_scatter_add(self, args, kwargs)

    @_m_scatter_add_.binds
    def scatter_add_(self, *args, **kwargs):
        """scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""
        return _m_scatter_add_(self, args, kwargs)

    @_m_scatter_reduce.binds
    def scatter_reduce(self, *args, **kwargs):
        """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
        return _m_scatter_reduce(self, args, kwargs)

    @_m_scatter_reduce_.binds
    def scatter_reduce_(self, *args, **kwargs):
        """scatter_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)"""
        return _m_scatter_reduce_(self, args, kwargs)

    @_m_index_add.binds
    def index_add(self, *args, **kwargs):
        """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
        return _m_index_add(self, args, kwargs)

    @_m_index_add_.binds
    def index_add_(self, *args, **kwargs):
        """index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_index_add_(self, args, kwargs)

    @_m_index_fill_.binds
    def index_fill_(self, *args, **kwargs):
        """index_fill_(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
        index_fill_(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)"""
        return _m_index_fill_(self, args, kwargs)

    @_m_index_fill.binds
    def index_fill(self, *args, **kwargs):
        """index_fill(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        index_fill(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
        return _m_index_fill(self, args, kwargs)

    @_m_masked_fill_.binds
    def masked_fill_(self, *args, **kwargs):
        """masked_fill_(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
        masked_fill_(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)"""
        return _m_masked_fill_(self, args, kwargs)

    @_m_masked_fill.binds
    def masked_fill(self, *args, **kwargs):
        """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
        return _m_masked_fill(self, args, kwargs)

    @_m_masked_select.binds
    def masked_select(self, *args, **kwargs):
        """masked_select(Tensor self, Tensor mask) -> Tensor"""
        return _m_masked_select(self, args, kwargs)

    @_m_masked_scatter_.binds
    def masked_scatter_(self, *args, **kwargs):
        """masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)"""
        return _m_masked_scatter_(self, args, kwargs)

    @_m_masked_scatter.binds
    def masked_scatter(self, *args, **kwargs):
        """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
        return _m_masked_scatter(self, args, kwargs)

    @_m_nonzero.binds
    def nonzero(self, *args, **kwargs):
        """nonzero(Tensor self) -> Tensor"""
        return _m_nonzero(self, args, kwargs)

    @_m_nonzero_numpy.binds
    def nonzero_numpy(self, *args, **kwargs):
        """nonzero_numpy(Tensor self) -> Tensor[]"""
        return _m_nonzero_numpy(self, args, kwargs)

    @_m_argwhere.binds
    def argwhere(self, *args, **kwargs):
        """argwhere(Tensor self) -> Tensor"""
        return _m_argwhere(self, args, kwargs)

    @_m_take.binds
    def take(self, *args, **kwargs):
        """take(Tensor self, Tensor index) -> Tensor"""
        return _m_take(self, args, kwargs)

    @_m_put_.binds
    def put_(self, *args, **kwargs):
        """put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)"""
        return _m_put_(self, args, kwargs)

    @_m_put.binds
    def put(self, *args, **kwargs):
        """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
        return _m_put(self, args, kwargs)

    @_m_mm.binds
    def mm(self, *args, **kwargs):
        """mm(Tensor self, Tensor mat2) -> Tensor"""
        return _m_mm(self, args, kwargs)

    @_m_bmm.binds
    def bmm(self, *args, **kwargs):
        """bmm(Tensor self, Tensor mat2) -> Tensor"""
        return _m_bmm(self, args, kwargs)

    @_m_mv.binds
    def mv(self, *args, **kwargs):
        """mv(Tensor self, Tensor vec) -> Tensor"""
        return _m_mv(self, args, kwargs)

    @_m_dot.binds
    def dot(self, *args, **kwargs):
        """dot(Tensor self, Tensor tensor) -> Tensor"""
        return _m_dot(self, args, kwargs)

    @_m_addmm.binds
    def addmm(self, *args, **kwargs):
        """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addmm(self, args, kwargs)

    @_m_addmm_.binds
    def addmm_(self, *args, **kwargs):
        """addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addmm_(self, args, kwargs)

    @_m_addmv.binds
    def addmv(self, *args, **kwargs):
        """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addmv(self, args, kwargs)

    @_m_addmv_.binds
    def addmv_(self, *args, **kwargs):
        """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addmv_(self, args, kwargs)

    @_m_baddbmm.binds
    def baddbmm(self, *args, **kwargs):
        """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_baddbmm(self, args, kwargs)

    @_m_baddbmm_.binds
    def baddbmm_(self, *args, **kwargs):
        """baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_baddbmm_(self, args, kwargs)

    @_m_addbmm.binds
    def addbmm(self, *args, **kwargs):
        """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addbmm(self, args, kwargs)

    @_m_addbmm_.binds
    def addbmm_(self, *args, **kwargs):
        """addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addbmm_(self, args, kwargs)

    @_m_matmul.binds
    def matmul(self, *args, **kwargs):
        """matmul(Tensor self, Tensor other) -> Tensor"""
        return _m_matmul(self, args, kwargs)

    @_m_outer.binds
    def outer(self, *args, **kwargs):
        """outer(Tensor self, Tensor vec2) -> Tensor"""
        return _m_outer(self, args, kwargs)

    @_m_ger.binds
    def ger(self, *args, **kwargs):
        """ger(Tensor self, Tensor vec2) -> Tensor"""
        return _m_ger(self, args, kwargs)

    @_m_histc.binds
    def histc(self, *args, **kwargs):
        """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
        return _m_histc(self, args, kwargs)

    @_m_kron.binds
    def kron(self, *args, **kwargs):
        """kron(Tensor self, Tensor other) -> Tensor"""
        return _m_kron(self, args, kwargs)

    @_m_diff.binds
    def diff(self, *args, **kwargs):
        """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
        return _m_diff(self, args, kwargs)

    @_m_logcumsumexp.binds
    def logcumsumexp(self, *args, **kwargs):
        """logcumsumexp(Tensor self, int dim) -> Tensor"""
        return _m_logcumsumexp(self, args, kwargs)

    @_m_count_nonzero.binds
    def count_nonzero(self, *args, **kwargs):
        """count_nonzero(Tensor self, int[] dim) -> Tensor
        count_nonzero(Tensor self, int? dim=None) -> Tensor"""
        return _m_count_nonzero(self, args, kwargs)

    @_m_isclose.binds
    def isclose(self, *args, **kwargs):
        """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"""
        return _m_isclose(self, args, kwargs)

    @_m_allclose.binds
    def allclose(self, *args, **kwargs):
        """allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"""
        return _m_allclose(self, args, kwargs)

    @_m_equal.binds
    def equal(self, *args, **kwargs):
        """equal(Tensor self, Tensor other) -> bool"""
        return _m_equal(self, args, kwargs)

    @_m_new_empty.binds
    def new_empty(self, *args, **kwargs):
        """new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_empty(self, args, kwargs)

    @_m_new_full.binds
    def new_full(self, *args, **kwargs):
        """new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_full(self, args, kwargs)

    @_m_new_zeros.binds
    def new_zeros(self, *args, **kwargs):
        """new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_zeros(self, args, kwargs)

    @_m_new_ones.binds
    def new_ones(self, *args, **kwargs):
        """new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_ones(self, args, kwargs)

    @_m_erfinv.binds
    def erfinv(self, *args, **kwargs):
        """erfinv(Tensor self) -> Tensor"""
        return _m_erfinv(self, args, kwargs)

    @_m_erfinv_.binds
    def erfinv_(self, *args, **kwargs):
        """erfinv_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_erfinv_(self, args, kwargs)

    @_m_acosh.binds
    def acosh(self, *args, **kwargs):
        """acosh(Tensor self) -> Tensor"""
        return _m_acosh(self, args, kwargs)

    @_m_acosh_.binds
    def acosh_(self, *args, **kwargs):
        """acosh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_acosh_(self, args, kwargs)

    @_m_asinh.binds
    def asinh(self, *args, **kwargs):
        """asinh(Tensor self) -> Tensor"""
        return _m_asinh(self, args, kwargs)

    @_m_asinh_.binds
    def asinh_(self, *args, **kwargs):
        """asinh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_asinh_(self, args, kwargs)

    @_m_atanh.binds
    def atanh(self, *args, **kwargs):
        """atanh(Tensor self) -> Tensor"""
        return _m_atanh(self, args, kwargs)

    @_m_atanh_.binds
    def atanh_(self, *args, **kwargs):
        """atanh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_atanh_(self, args, kwargs)

    @_m_deg2rad.binds
    def deg2rad(self, *args, **kwargs):
        """deg2rad(Tensor self) -> Tensor"""
        return _m_deg2rad(self, args, kwargs)

    @_m_deg2rad_.binds
    def deg2rad_(self, *args, **kwargs):
        """deg2rad_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_deg2rad_(self, args, kwargs)

    @_m_rad2deg.binds
    def rad2deg(self, *args, **kwargs):
        """rad2deg(Tensor self) -> Tensor"""
        return _m_rad2deg(self, args, kwargs)

    @_m_rad2deg_.binds
    def rad2deg_(self, *args, **kwargs):
        """rad2deg_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_rad2deg_(self, args, kwargs)

    @_m_erfc.binds
    def erfc(self, *args, **kwargs):
        """erfc(Tensor self) -> Tensor"""
        return _m_erfc(self, args, kwargs)

    @_m_erfc_.binds
    def erfc_(self, *args, **kwargs):
        """erfc_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_erfc_(self, args, kwargs)

    @_m_sinc.binds
    def sinc(self, *args, **kwargs):
        """sinc(Tensor self) -> Tensor"""
        return _m_sinc(self, args, kwargs)

    @_m_sinc_.binds
    def sinc_(self, *args, **kwargs):
        """sinc_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sinc_(self, args, kwargs)

    @_m_i0.binds
    def i0(self, *args, **kwargs):
        """i0(Tensor self) -> Tensor"""
        return _m_i0(self, args, kwargs)

    @_m_i0_.binds
    def i0_(self, *args, **kwargs):
        """i0_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_i0_(self, args, kwargs)

    @_m_digamma.binds
    def digamma(self, *args, **kwargs):
        """digamma(Tensor self) -> Tensor"""
        return _m_digamma(self, args, kwargs)

    @_m_digamma_.binds
    def digamma_(self, *args, **kwargs):
        """digamma_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_digamma_(self, args, kwargs)

    @_m_lgamma.binds
    def lgamma(self, *args, **kwargs):
        """lgamma(Tensor self) -> Tensor"""
        return _m_lgamma(self, args, kwargs)

    @_m_lgamma_.binds
    def lgamma_(self, *args, **kwargs):
        """lgamma_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_lgamma_(self, args, kwargs)

    @_m_logit.binds
    def logit(self, *args, **kwargs):
        """logit(Tensor self, float? eps=None) -> Tensor"""
        return _m_logit(self, args, kwargs)

    @_m_logit_.binds
    def logit_(self, *args, **kwargs):
        """logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)"""
        return _m_logit_(self, args, kwargs)

    @_m_polygamma_.binds
    def polygamma_(self, *args, **kwargs):
        """polygamma_(Tensor(a!) self, int n) -> Tensor(a!)"""
        return _m_polygamma_(self, args, kwargs)

    @_m_mvlgamma.binds
    def mvlgamma(self, *args, **kwargs):
        """mvlgamma(Tensor self, int p) -> Tensor"""
        return _m_mvlgamma(self, args, kwargs)

    @_m_mvlgamma_.binds
    def mvlgamma_(self, *args, **kwargs):
        """mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)"""
        return _m_mvlgamma_(self, args, kwargs)

    @_m_signbit.binds
    def signbit(self, *args, **kwargs):
        """signbit(Tensor self) -> Tensor"""
        return _m_signbit(self, args, kwargs)

    @_m_isposinf.binds
    def isposinf(self, *args, **kwargs):
        """isposinf(Tensor self) -> Tensor"""
        return _m_isposinf(self, args, kwargs)

    @_m_isneginf.binds
    def isneginf(self, *args, **kwargs):
        """isneginf(Tensor self) -> Tensor"""
        return _m_isneginf(self, args, kwargs)

    @_m_frexp.binds
    def frexp(self, *args, **kwargs):
        """frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)"""
        return _m_frexp(self, args, kwargs)

    @_m_fmax.binds
    def fmax(self, *args, **kwargs):
        """fmax(Tensor self, Tensor other) -> Tensor"""
        return _m_fmax(self, args, kwargs)

    @_m_fmin.binds
    def fmin(self, *args, **kwargs):
        """fmin(Tensor self, Tensor other) -> Tensor"""
        return _m_fmin(self, args, kwargs)

    @_m_logaddexp.binds
    def logaddexp(self, *args, **kwargs):
        """logaddexp(Tensor self, Tensor other) -> Tensor"""
        return _m_logaddexp(self, args, kwargs)

    @_m_logaddexp2.binds
    def logaddexp2(self, *args, **kwargs):
        """logaddexp2(Tensor self, Tensor other) -> Tensor"""
        return _m_logaddexp2(self, args, kwargs)

    @_m_hypot.binds
    def hypot(self, *args, **kwargs):
        """hypot(Tensor self, Tensor other) -> Tensor"""
        return _m_hypot(self, args, kwargs)

    @_m_hypot_.binds
    def hypot_(self, *args, **kwargs):
        """hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_hypot_(self, args, kwargs)

    @_m_copysign.binds
    def copysign(self, *args, **kwargs):
        """copysign(Tensor self, Tensor other) -> Tensor"""
        return _m_copysign(self, args, kwargs)

    @_m_copysign_.binds
    def copysign_(self, *args, **kwargs):
        """copysign_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_copysign_(self, args, kwargs)

    @_m_heaviside.binds
    def heaviside(self, *args, **kwargs):
        """heaviside(Tensor self, Tensor values) -> Tensor"""
        return _m_heaviside(self, args, kwargs)

    @_m_heaviside_.binds
    def heaviside_(self, *args, **kwargs):
        """heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)"""
        return _m_heaviside_(self, args, kwargs)

    @_m_gcd.binds
    def gcd(self, *args, **kwargs):
        """gcd(Tensor self, Tensor other) -> Tensor"""
        return _m_gcd(self, args, kwargs)

    @_m_gcd_.binds
    def gcd_(self, *args, **kwargs):
        """gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_gcd_(self, args, kwargs)

    @_m_lcm.binds
    def lcm(self, *args, **kwargs):
        """lcm(Tensor self, Tensor other) -> Tensor"""
        return _m_lcm(self, args, kwargs)

    @_m_lcm_.binds
    def lcm_(self, *args, **kwargs):
        """lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_lcm_(self, args, kwargs)

    @_m_nextafter.binds
    def nextafter(self, *args, **kwargs):
        """nextafter(Tensor self, Tensor other) -> Tensor"""
        return _m_nextafter(self, args, kwargs)

    @_m_nextafter_.binds
    def nextafter_(self, *args, **kwargs):
        """nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_nextafter_(self, args, kwargs)

    @_m_igamma.binds
    def igamma(self, *args, **kwargs):
        """igamma(Tensor self, Tensor other) -> Tensor"""
        return _m_igamma(self, args, kwargs)

    @_m_igamma_.binds
    def igamma_(self, *args, **kwargs):
        """igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_igamma_(self, args, kwargs)

    @_m_igammac.binds
    def igammac(self, *args, **kwargs):
        """igammac(Tensor self, Tensor other) -> Tensor"""
        return _m_igammac(self, args, kwargs)

    @_m_igammac_.binds
    def igammac_(self, *args, **kwargs):
        """igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_igammac_(self, args, kwargs)

    @_m_xlogy.binds
    def xlogy(self, *args, **kwargs):
        """xlogy(Tensor self, Tensor other) -> Tensor"""
        return _m_xlogy(self, args, kwargs)

    @_m_xlogy_.binds
    def xlogy_(self, *args, **kwargs):
        """xlogy_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_xlogy_(self, args, kwargs)

    @_m_clamp_min.binds
    def clamp_min(self, *args, **kwargs):
        """clamp_min(Tensor self, Scalar min) -> Tensor
        clamp_min(Tensor self, Tensor min) -> Tensor"""
        return _m_clamp_min(self, args, kwargs)

    @_m_clamp_min_.binds
    def clamp_min_(self, *args, **kwargs):
        """clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
        clamp_min_(Tensor(a!) self, Tensor min) -> Tensor(a!)"""
        return _m_clamp_min_(self, args, kwargs)

    @_m_clamp_max.binds
    def clamp_max(self, *args, **kwargs):
        """clamp_max(Tensor self, Scalar max) -> Tensor
        clamp_max(Tensor self, Tensor max) -> Tensor"""
        return _m_clamp_max(self, args, kwargs)

    @_m_clamp_max_.binds
    def clamp_max_(self, *args, **kwargs):
        """clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
        clamp_max_(Tensor(a!) self, Tensor max) -> Tensor(a!)"""
        return _m_clamp_max_(self, args, kwargs)

    @_m_conj.binds
    def conj(self, *args, **kwargs):
        """conj(Tensor(a) self) -> Tensor(a)"""
        return _m_conj(self, args, kwargs)

    @_m_resolve_conj.binds
    def resolve_conj(self, *args, **kwargs):
        """resolve_conj(Tensor(a) self) -> Tensor(a)"""
        return _m_resolve_conj(self, args, kwargs)

    @_m_resolve_neg.binds
    def resolve_neg(self, *args, **kwargs):
        """resolve_neg(Tensor(a) self) -> Tensor(a)"""
        return _m_resolve_neg(self, args, kwargs)

    @_m_is_conj.binds
    def is_conj(self, *args, **kwargs):
        """is_conj(Tensor self) -> bool"""
        return _m_is_conj(self, args, kwargs)

    @_m_is_neg.binds
    def is_neg(self, *args, **kwargs):
        """is_neg(Tensor self) -> bool"""
        return _m_is_neg(self, args, kwargs)

    @_m_conj_physical.binds
    def conj_physical(self, *args, **kwargs):
        """conj_physical(Tensor self) -> Tensor"""
        return _m_conj_physical(self, args, kwargs)

    @_m_conj_physical_.binds
    def conj_physical_(self, *args, **kwargs):
        """conj_physical_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_conj_physical_(self, args, kwargs)

    @_m_angle.binds
    def angle(self, *args, **kwargs):
        """angle(Tensor self) -> Tensor"""
        return _m_angle(self, args, kwargs)

    @_m_sgn.binds
    def sgn(self, *args, **kwargs):
        """sgn(Tensor self) -> Tensor"""
        return _m_sgn(self, args, kwargs)

    @_m_sgn_.binds
    def sgn_(self, *args, **kwargs):
        """sgn_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sgn_(self, args, kwargs)

    @_m_absolute.binds
    def absolute(self, *args, **kwargs):
        """absolute(Tensor self) -> Tensor"""
        return _m_absolute(self, args, kwargs)

    @_m_absolute_.binds
    def absolute_(self, *args, **kwargs):
        """absolute_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_absolute_(self, args, kwargs)

    @_m_arccos.binds
    def arccos(self, *args, **kwargs):
        """arccos(Tensor self) -> Tensor"""
        return _m_arccos(self, args, kwargs)

    @_m_arccos_.binds
    def arccos_(self, *args, **kwargs):
        """arccos_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arccos_(self, args, kwargs)

    @_m_arccosh.binds
    def arccosh(self, *args, **kwargs):
        """arccosh(Tensor self) -> Tensor"""
        return _m_arccosh(self, args, kwargs)

    @_m_arccosh_.binds
    def arccosh_(self, *args, **kwargs):
        """arccosh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arccosh_(self, args, kwargs)

    @_m_arcsin.binds
    def arcsin(self, *args, **kwargs):
        """arcsin(Tensor self) -> Tensor"""
        return _m_arcsin(self, args, kwargs)

    @_m_arcsin_.binds
    def arcsin_(self, *args, **kwargs):
        """arcsin_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arcsin_(self, args, kwargs)

    @_m_arcsinh.binds
    def arcsinh(self, *args, **kwargs):
        """arcsinh(Tensor self) -> Tensor"""
        return _m_arcsinh(self, args, kwargs)

    @_m_arcsinh_.binds
    def arcsinh_(self, *args, **kwargs):
        """arcsinh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arcsinh_(self, args, kwargs)

    @_m_arctan.binds
    def arctan(self, *args, **kwargs):
        """arctan(Tensor self) -> Tensor"""
        return _m_arctan(self, args, kwargs)

    @_m_arctan_.binds
    def arctan_(self, *args, **kwargs):
        """arctan_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arctan_(self, args, kwargs)

    @_m_arctanh.binds
    def arctanh(self, *args, **kwargs):
        """arctanh(Tensor self) -> Tensor"""
        return _m_arctanh(self, args, kwargs)

    @_m_arctanh_.binds
    def arctanh_(self, *args, **kwargs):
        """arctanh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_arctanh_(self, args, kwargs)

    @_m_negative.binds
    def negative(self, *args, **kwargs):
        """negative(Tensor self) -> Tensor"""
        return _m_negative(self, args, kwargs)

    @_m_negative_.binds
    def negative_(self, *args, **kwargs):
        """negative_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_negative_(self, args, kwargs)

    @_m_fix.binds
    def fix(self, *args, **kwargs):
        """fix(Tensor self) -> Tensor"""
        return _m_fix(self, args, kwargs)

    @_m_fix_.binds
    def fix_(self, *args, **kwargs):
        """fix_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_fix_(self, args, kwargs)

    @_m_arctan2.binds
    def arctan2(self, *args, **kwargs):
        """arctan2(Tensor self, Tensor other) -> Tensor"""
        return _m_arctan2(self, args, kwargs)

    @_m_arctan2_.binds
    def arctan2_(self, *args, **kwargs):
        """arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_arctan2_(self, args, kwargs)

    @_m_multiply.binds
    def multiply(self, *args, **kwargs):
        """multiply(Tensor self, Tensor other) -> Tensor"""
        return _m_multiply(self, args, kwargs)

    @_m_multiply_.binds
    def multiply_(self, *args, **kwargs):
        """multiply_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_multiply_(self, args, kwargs)

    @_m_divide.binds
    def divide(self, *args, **kwargs):
        """divide(Tensor self, Tensor other) -> Tensor
        divide(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""
        return _m_divide(self, args, kwargs)

    @_m_divide_.binds
    def divide_(self, *args, **kwargs):
        """divide_(Tensor(a!) self, Tensor other) -> Tensor(a!)
        divide_(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"""
        return _m_divide_(self, args, kwargs)

    @_m_true_divide.binds
    def true_divide(self, *args, **kwargs):
        """true_divide(Tensor self, Tensor other) -> Tensor"""
        return _m_true_divide(self, args, kwargs)

    @_m_true_divide_.binds
    def true_divide_(self, *args, **kwargs):
        """true_divide_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_true_divide_(self, args, kwargs)

    @_m_subtract.binds
    def subtract(self, *args, **kwargs):
        """subtract(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
        return _m_subtract(self, args, kwargs)

    @_m_subtract_.binds
    def subtract_(self, *args, **kwargs):
        """subtract_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_subtract_(self, args, kwargs)

    @_m_greater.binds
    def greater(self, *args, **kwargs):
        """greater(Tensor self, Tensor other) -> Tensor"""
        return _m_greater(self, args, kwargs)

    @_m_greater_.binds
    def greater_(self, *args, **kwargs):
        """greater_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_greater_(self, args, kwargs)

    @_m_greater_equal.binds
    def greater_equal(self, *args, **kwargs):
        """greater_equal(Tensor self, Tensor other) -> Tensor"""
        return _m_greater_equal(self, args, kwargs)

    @_m_greater_equal_.binds
    def greater_equal_(self, *args, **kwargs):
        """greater_equal_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_greater_equal_(self, args, kwargs)

    @_m_less.binds
    def less(self, *args, **kwargs):
        """less(Tensor self, Tensor other) -> Tensor"""
        return _m_less(self, args, kwargs)

    @_m_less_.binds
    def less_(self, *args, **kwargs):
        """less_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_less_(self, args, kwargs)

    @_m_less_equal.binds
    def less_equal(self, *args, **kwargs):
        """less_equal(Tensor self, Tensor other) -> Tensor"""
        return _m_less_equal(self, args, kwargs)

    @_m_less_equal_.binds
    def less_equal_(self, *args, **kwargs):
        """less_equal_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_less_equal_(self, args, kwargs)

    @_m_not_equal.binds
    def not_equal(self, *args, **kwargs):
        """not_equal(Tensor self, Tensor other) -> Tensor"""
        return _m_not_equal(self, args, kwargs)

    @_m_not_equal_.binds
    def not_equal_(self, *args, **kwargs):
        """not_equal_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_not_equal_(self, args, kwargs)

    @_m_clip_.binds
    def clip_(self, *args, **kwargs):
        """clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
        clip_(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
        return _m_clip_(self, args, kwargs)

    @_m_swapaxes_.binds
    def swapaxes_(self, *args, **kwargs):
        """swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!)"""
        return _m_swapaxes_(self, args, kwargs)

    @_m_swapdims_.binds
    def swapdims_(self, *args, **kwargs):
        """swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""
        return _m_swapdims_(self, args, kwargs)

    @_m_msort.binds
    def msort(self, *args, **kwargs):
        """msort(Tensor self) -> Tensor"""
        return _m_msort(self, args, kwargs)

    @_m_positive.binds
    def positive(self, *args, **kwargs):
        """positive(Tensor(a) self) -> Tensor(a)"""
        return _m_positive(self, args, kwargs)

    @_m_median.binds
    def median(self, *args, **kwargs):
        """median(Tensor self) -> Tensor
        median(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
        return _m_median(self, args, kwargs)

    @_m_nanmedian.binds
    def nanmedian(self, *args, **kwargs):
        """nanmedian(Tensor self) -> Tensor
        nanmedian(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""
        return _m_nanmedian(self, args, kwargs)

    @_m_kthvalue.binds
    def kthvalue(self, *args, **kwargs):
        """kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
        return _m_kthvalue(self, args, kwargs)

    @_m_mode.binds
    def mode(self, *args, **kwargs):
        """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
        return _m_mode(self, args, kwargs)

    @_m_cummax.binds
    def cummax(self, *args, **kwargs):
        """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
        return _m_cummax(self, args, kwargs)

    @_m_cummin.binds
    def cummin(self, *args, **kwargs):
        """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)"""
        return _m_cummin(self, args, kwargs)

    @_m_nansum.binds
    def nansum(self, *args, **kwargs):
        """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_nansum(self, args, kwargs)

    @_m_nanmean.binds
    def nanmean(self, *args, **kwargs):
        """nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_nanmean(self, args, kwargs)

    @_m_trace.binds
    def trace(self, *args, **kwargs):
        """trace(Tensor self) -> Tensor"""
        return _m_trace(self, args, kwargs)

    @_m_aminmax.binds
    def aminmax(self, *args, **kwargs):
        """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""
        return _m_aminmax(self, args, kwargs)

    @_m_quantile.binds
    def quantile(self, *args, **kwargs):
        """quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
        quantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor"""
        return _m_quantile(self, args, kwargs)

    @_m_nanquantile.binds
    def nanquantile(self, *args, **kwargs):
        """nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
        nanquantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor"""
        return _m_nanquantile(self, args, kwargs)

    @_m_tensor_split.binds
    def tensor_split(self, *args, **kwargs):
        """tensor_split(Tensor(a -> *) self, SymInt sections, int dim=0) -> Tensor(a)[]
        tensor_split(Tensor(a -> *) self, SymInt[] indices, int dim=0) -> Tensor(a)[]
        tensor_split(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[]"""
        return _m_tensor_split(self, args, kwargs)

    @_m_hsplit.binds
    def hsplit(self, *args, **kwargs):
        """hsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
        hsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
        return _m_hsplit(self, args, kwargs)

    @_m_vsplit.binds
    def vsplit(self, *args, **kwargs):
        """vsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
        vsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
        return _m_vsplit(self, args, kwargs)

    @_m_dsplit.binds
    def dsplit(self, *args, **kwargs):
        """dsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
        dsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
        return _m_dsplit(self, args, kwargs)

    @_m_fliplr.binds
    def fliplr(self, *args, **kwargs):
        """fliplr(Tensor self) -> Tensor"""
        return _m_fliplr(self, args, kwargs)

    @_m_flipud.binds
    def flipud(self, *args, **kwargs):
        """flipud(Tensor self) -> Tensor"""
        return _m_flipud(self, args, kwargs)

    @_m_rot90.binds
    def rot90(self, *args, **kwargs):
        """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor"""
        return _m_rot90(self, args, kwargs)

    @_m_take_along_dim.binds
    def take_along_dim(self, *args, **kwargs):
        """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor"""
        return _m_take_along_dim(self, args, kwargs)

    @_m_diag_embed.binds
    def diag_embed(self, *args, **kwargs):
        """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor"""
        return _m_diag_embed(self, args, kwargs)

    @_m_diagflat.binds
    def diagflat(self, *args, **kwargs):
        """diagflat(Tensor self, int offset=0) -> Tensor"""
        return _m_diagflat(self, args, kwargs)

    @_m_fill_diagonal_.binds
    def fill_diagonal_(self, *args, **kwargs):
        """fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!)"""
        return _m_fill_diagonal_(self, args, kwargs)

    @_m_unsafe_split.binds
    def unsafe_split(self, *args, **kwargs):
        """unsafe_split(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
        return _m_unsafe_split(self, args, kwargs)

    @_m_unsafe_split_with_sizes.binds
    def unsafe_split_with_sizes(self, *args, **kwargs):
        """unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
        return _m_unsafe_split_with_sizes(self, args, kwargs)

    @_m_unsafe_chunk.binds
    def unsafe_chunk(self, *args, **kwargs):
        """unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]"""
        return _m_unsafe_chunk(self, args, kwargs)

    @_m_narrow_copy.binds
    def narrow_copy(self, *args, **kwargs):
        """narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor"""
        return _m_narrow_copy(self, args, kwargs)

    @_m_sum_to_size.binds
    def sum_to_size(self, *args, **kwargs):
        """sum_to_size(Tensor self, SymInt[] size) -> Tensor"""
        return _m_sum_to_size(self, args, kwargs)

    @_m_is_nonzero.binds
    def is_nonzero(self, *args, **kwargs):
        """is_nonzero(Tensor self) -> bool"""
        return _m_is_nonzero(self, args, kwargs)

    @_m_is_same_size.binds
    def is_same_size(self, *args, **kwargs):
        """is_same_size(Tensor self, Tensor other) -> bool"""
        return _m_is_same_size(self, args, kwargs)

    @_m_type_as.binds
    def type_as(self, *args, **kwargs):
        """type_as(Tensor self, Tensor other) -> Tensor"""
        return _m_type_as(self, args, kwargs)

    @_m_resize_as_.binds
    def resize_as_(self, *args, **kwargs):
        """resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!)"""
        return _m_resize_as_(self, args, kwargs)

    @_m_inner.binds
    def inner(self, *args, **kwargs):
        """inner(Tensor self, Tensor other) -> Tensor"""
        return _m_inner(self, args, kwargs)

    @_m_vdot.binds
    def vdot(self, *args, **kwargs):
        """vdot(Tensor self, Tensor other) -> Tensor"""
        return _m_vdot(self, args, kwargs)

    @_m_addr.binds
    def addr(self, *args, **kwargs):
        """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addr(self, args, kwargs)

    @_m_addr_.binds
    def addr_(self, *args, **kwargs):
        """addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addr_(self, args, kwargs)

    @_m_adjoint.binds
    def adjoint(self, *args, **kwargs):
        """adjoint(Tensor(a) self) -> Tensor(a)"""
        return _m_adjoint(self, args, kwargs)

    @_m_dist.binds
    def dist(self, *args, **kwargs):
        """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"""
        return _m_dist(self, args, kwargs)

    @_m_renorm.binds
    def renorm(self, *args, **kwargs):
        """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor"""
        return _m_renorm(self, args, kwargs)

    @_m_renorm_.binds
    def renorm_(self, *args, **kwargs):
        """renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)"""
        return _m_renorm_(self, args, kwargs)

    @_m_index_copy.binds
    def index_copy(self, *args, **kwargs):
        """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor"""
        return _m_index_copy(self, args, kwargs)

    @_m_index_copy_.binds
    def index_copy_(self, *args, **kwargs):
        """index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)"""
        return _m_index_copy_(self, args, kwargs)

    @_m_index_reduce.binds
    def index_reduce(self, *args, **kwargs):
        """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor"""
        return _m_index_reduce(self, args, kwargs)

    @_m_index_reduce_.binds
    def index_reduce_(self, *args, **kwargs):
        """index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)"""
        return _m_index_reduce_(self, args, kwargs)

    @_m_bincount.binds
    def bincount(self, *args, **kwargs):
        """bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor"""
        return _m_bincount(self, args, kwargs)

    @_m_histogram.binds
    def histogram(self, *args, **kwargs):
        """histogram(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
        histogram(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
        return _m_histogram(self, args, kwargs)

    @_m_cov.binds
    def cov(self, *args, **kwargs):
        """cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor"""
        return _m_cov(self, args, kwargs)

    @_m_corrcoef.binds
    def corrcoef(self, *args, **kwargs):
        """corrcoef(Tensor self) -> Tensor"""
        return _m_corrcoef(self, args, kwargs)

    @_m_new_empty_strided.binds
    def new_empty_strided(self, *args, **kwargs):
        """new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_empty_strided(self, args, kwargs)

    @_m_unfold.binds
    def unfold(self, *args, **kwargs):
        """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)"""
        return _m_unfold(self, args, kwargs)

    @_m_diagonal_scatter.binds
    def diagonal_scatter(self, *args, **kwargs):
        """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
        return _m_diagonal_scatter(self, args, kwargs)

    @_m_select_scatter.binds
    def select_scatter(self, *args, **kwargs):
        """select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor"""
        return _m_select_scatter(self, args, kwargs)

    @_m_slice_scatter.binds
    def slice_scatter(self, *args, **kwargs):
        """slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
        return _m_slice_scatter(self, args, kwargs)

    @_m_as_strided_scatter.binds
    def as_strided_scatter(self, *args, **kwargs):
        """as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
        return _m_as_strided_scatter(self, args, kwargs)

    @_m_ldexp.binds
    def ldexp(self, *args, **kwargs):
        """ldexp(Tensor self, Tensor other) -> Tensor"""
        return _m_ldexp(self, args, kwargs)

    @_m_ldexp_.binds
    def ldexp_(self, *args, **kwargs):
        """ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_ldexp_(self, args, kwargs)

    @_m_float_power.binds
    def float_power(self, *args, **kwargs):
        """float_power(Tensor self, Tensor exponent) -> Tensor
        float_power(Tensor self, Scalar exponent) -> Tensor"""
        return _m_float_power(self, args, kwargs)

    @_m_float_power_.binds
    def float_power_(self, *args, **kwargs):
        """float_power_(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
        float_power_(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"""
        return _m_float_power_(self, args, kwargs)

    @_m_isreal.binds
    def isreal(self, *args, **kwargs):
        """isreal(Tensor self) -> Tensor"""
        return _m_isreal(self, args, kwargs)

    @_m_hardshrink.binds
    def hardshrink(self, *args, **kwargs):
        """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor"""
        return _m_hardshrink(self, args, kwargs)

    @_m_prelu.binds
    def prelu(self, *args, **kwargs):
        """prelu(Tensor self, Tensor weight) -> Tensor"""
        return _m_prelu(self, args, kwargs)

    @_m_cauchy_.binds
    def cauchy_(self, *args, **kwargs):
        """cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_cauchy_(self, args, kwargs)

    @_m_geometric_.binds
    def geometric_(self, *args, **kwargs):
        """geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_geometric_(self, args, kwargs)

    @_m_log_normal_.binds
    def log_normal_(self, *args, **kwargs):
        """log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_log_normal_(self, args, kwargs)

    @_m_nonzero_static.binds
    def nonzero_static(self, *args, **kwargs):
        """nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -> Tensor"""
        return _m_nonzero_static(self, args, kwargs)

    @_m__nnz.binds
    def _nnz(self, *args, **kwargs):
        """_nnz(Tensor self) -> int"""
        return _m__nnz(self, args, kwargs)

    @_m_sparse_dim.binds
    def sparse_dim(self, *args, **kwargs):
        """sparse_dim(Tensor self) -> int"""
        return _m_sparse_dim(self, args, kwargs)

    @_m_dense_dim.binds
    def dense_dim(self, *args, **kwargs):
        """dense_dim(Tensor self) -> int"""
        return _m_dense_dim(self, args, kwargs)

    @_m_is_coalesced.binds
    def is_coalesced(self, *args, **kwargs):
        """is_coalesced(Tensor self) -> bool"""
        return _m_is_coalesced(self, args, kwargs)

    @_m__indices.binds
    def _indices(self, *args, **kwargs):
        """_indices(Tensor self) -> Tensor"""
        return _m__indices(self, args, kwargs)

    @_m__values.binds
    def _values(self, *args, **kwargs):
        """_values(Tensor self) -> Tensor"""
        return _m__values(self, args, kwargs)

    @_m_indices.binds
    def indices(self, *args, **kwargs):
        """indices(Tensor self) -> Tensor"""
        return _m_indices(self, args, kwargs)

    @_m_values.binds
    def values(self, *args, **kwargs):
        """values(Tensor self) -> Tensor"""
        return _m_values(self, args, kwargs)

    @_m_coalesce.binds
    def coalesce(self, *args, **kwargs):
        """coalesce(Tensor self) -> Tensor"""
        return _m_coalesce(self, args, kwargs)

    @_m__to_dense.binds
    def _to_dense(self, *args, **kwargs):
        """_to_dense(Tensor self, ScalarType? dtype=None, bool? masked_grad=None) -> Tensor"""
        return _m__to_dense(self, args, kwargs)

    @_m_to_dense.binds
    def to_dense(self, *args, **kwargs):
        """to_dense(Tensor self, ScalarType? dtype=None, *, bool? masked_grad=None) -> Tensor"""
        return _m_to_dense(self, args, kwargs)

    @_m_to_sparse.binds
    def to_sparse(self, *args, **kwargs):
        """to_sparse(Tensor self, int sparse_dim) -> Tensor
        to_sparse(Tensor self, *, Layout? layout=None, int[1]? blocksize=None, int? dense_dim=None) -> Tensor"""
        return _m_to_sparse(self, args, kwargs)

    @_m_stft.binds
    def stft(self, *args, **kwargs):
        """stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor
        stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor"""
        return _m_stft(self, args, kwargs)

    @_m_istft.binds
    def istft(self, *args, **kwargs):
        """istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor"""
        return _m_istft(self, args, kwargs)

    @_m_sparse_mask.binds
    def sparse_mask(self, *args, **kwargs):
        """sparse_mask(Tensor self, Tensor mask) -> Tensor"""
        return _m_sparse_mask(self, args, kwargs)
