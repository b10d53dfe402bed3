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

_m_cauchy_ = PythonArgParser("cauchy_", (ops.cauchy_,), method=True)

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


class TensorMethods:
    """Mixed into ``Tensor``: one method per aten operator with a method variant."""

    __slots__ = ()

    def copy_(self, *args, **kwargs):
        """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"""
        return _m_copy_(self, args, kwargs)

    def fill_(self, *args, **kwargs):
        """fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)"""
        return _m_fill_(self, args, kwargs)

    def zero_(self, *args, **kwargs):
        """zero_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_zero_(self, args, kwargs)

    def clone(self, *args, **kwargs):
        """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
        return _m_clone(self, args, kwargs)

    def add(self, *args, **kwargs):
        """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
        return _m_add(self, args, kwargs)

    def add_(self, *args, **kwargs):
        """add_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_add_(self, args, kwargs)

    def sub(self, *args, **kwargs):
        """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
        return _m_sub(self, args, kwargs)

    def sub_(self, *args, **kwargs):
        """sub_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_sub_(self, args, kwargs)

    def mul(self, *args, **kwargs):
        """mul(Tensor self, Tensor other) -> Tensor"""
        return _m_mul(self, args, kwargs)

    def mul_(self, *args, **kwargs):
        """mul_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_mul_(self, args, kwargs)

    def div(self, *args, **kwargs):
        """div(Tensor self, Tensor other) -> Tensor
        div(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""
        return _m_div(self, args, kwargs)

    def div_(self, *args, **kwargs):
        """div_(Tensor(a!) self, Tensor other) -> Tensor(a!)
        div_(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"""
        return _m_div_(self, args, kwargs)

    def floor_divide(self, *args, **kwargs):
        """floor_divide(Tensor self, Tensor other) -> Tensor"""
        return _m_floor_divide(self, args, kwargs)

    def floor_divide_(self, *args, **kwargs):
        """floor_divide_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_floor_divide_(self, args, kwargs)

    def remainder(self, *args, **kwargs):
        """remainder(Tensor self, Tensor other) -> Tensor"""
        return _m_remainder(self, args, kwargs)

    def remainder_(self, *args, **kwargs):
        """remainder_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_remainder_(self, args, kwargs)

    def fmod(self, *args, **kwargs):
        """fmod(Tensor self, Tensor other) -> Tensor"""
        return _m_fmod(self, args, kwargs)

    def fmod_(self, *args, **kwargs):
        """fmod_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_fmod_(self, args, kwargs)

    def pow(self, *args, **kwargs):
        """pow(Tensor self, Tensor exponent) -> Tensor"""
        return _m_pow(self, args, kwargs)

    def pow_(self, *args, **kwargs):
        """pow_(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"""
        return _m_pow_(self, args, kwargs)

    def atan2(self, *args, **kwargs):
        """atan2(Tensor self, Tensor other) -> Tensor"""
        return _m_atan2(self, args, kwargs)

    def atan2_(self, *args, **kwargs):
        """atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_atan2_(self, args, kwargs)

    def maximum(self, *args, **kwargs):
        """maximum(Tensor self, Tensor other) -> Tensor"""
        return _m_maximum(self, args, kwargs)

    def minimum(self, *args, **kwargs):
        """minimum(Tensor self, Tensor other) -> Tensor"""
        return _m_minimum(self, args, kwargs)

    def eq(self, *args, **kwargs):
        """eq(Tensor self, Tensor other) -> Tensor"""
        return _m_eq(self, args, kwargs)

    def eq_(self, *args, **kwargs):
        """eq_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_eq_(self, args, kwargs)

    def ne(self, *args, **kwargs):
        """ne(Tensor self, Tensor other) -> Tensor"""
        return _m_ne(self, args, kwargs)

    def ne_(self, *args, **kwargs):
        """ne_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_ne_(self, args, kwargs)

    def lt(self, *args, **kwargs):
        """lt(Tensor self, Tensor other) -> Tensor"""
        return _m_lt(self, args, kwargs)

    def lt_(self, *args, **kwargs):
        """lt_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_lt_(self, args, kwargs)

    def le(self, *args, **kwargs):
        """le(Tensor self, Tensor other) -> Tensor"""
        return _m_le(self, args, kwargs)

    def le_(self, *args, **kwargs):
        """le_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_le_(self, args, kwargs)

    def gt(self, *args, **kwargs):
        """gt(Tensor self, Tensor other) -> Tensor"""
        return _m_gt(self, args, kwargs)

    def gt_(self, *args, **kwargs):
        """gt_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_gt_(self, args, kwargs)

    def ge(self, *args, **kwargs):
        """ge(Tensor self, Tensor other) -> Tensor"""
        return _m_ge(self, args, kwargs)

    def ge_(self, *args, **kwargs):
        """ge_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_ge_(self, args, kwargs)

    def logical_and(self, *args, **kwargs):
        """logical_and(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_and(self, args, kwargs)

    def logical_and_(self, *args, **kwargs):
        """logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_and_(self, args, kwargs)

    def logical_or(self, *args, **kwargs):
        """logical_or(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_or(self, args, kwargs)

    def logical_or_(self, *args, **kwargs):
        """logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_or_(self, args, kwargs)

    def logical_xor(self, *args, **kwargs):
        """logical_xor(Tensor self, Tensor other) -> Tensor"""
        return _m_logical_xor(self, args, kwargs)

    def logical_xor_(self, *args, **kwargs):
        """logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_logical_xor_(self, args, kwargs)

    def bitwise_and(self, *args, **kwargs):
        """bitwise_and(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_and(self, args, kwargs)

    def bitwise_and_(self, *args, **kwargs):
        """bitwise_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_and_(self, args, kwargs)

    def bitwise_or(self, *args, **kwargs):
        """bitwise_or(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_or(self, args, kwargs)

    def bitwise_or_(self, *args, **kwargs):
        """bitwise_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_or_(self, args, kwargs)

    def bitwise_xor(self, *args, **kwargs):
        """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_xor(self, args, kwargs)

    def bitwise_xor_(self, *args, **kwargs):
        """bitwise_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_xor_(self, args, kwargs)

    def bitwise_left_shift(self, *args, **kwargs):
        """bitwise_left_shift(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_left_shift(self, args, kwargs)

    def bitwise_left_shift_(self, *args, **kwargs):
        """bitwise_left_shift_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_left_shift_(self, args, kwargs)

    def bitwise_right_shift(self, *args, **kwargs):
        """bitwise_right_shift(Tensor self, Tensor other) -> Tensor"""
        return _m_bitwise_right_shift(self, args, kwargs)

    def bitwise_right_shift_(self, *args, **kwargs):
        """bitwise_right_shift_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
        return _m_bitwise_right_shift_(self, args, kwargs)

    def where(self, *args, **kwargs):
        """where(Tensor condition, Tensor self, Tensor other) -> Tensor"""
        return _m_where(self, args, kwargs)

    def lerp(self, *args, **kwargs):
        """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor"""
        return _m_lerp(self, args, kwargs)

    def lerp_(self, *args, **kwargs):
        """lerp_(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)"""
        return _m_lerp_(self, args, kwargs)

    def addcmul(self, *args, **kwargs):
        """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
        return _m_addcmul(self, args, kwargs)

    def addcmul_(self, *args, **kwargs):
        """addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
        return _m_addcmul_(self, args, kwargs)

    def addcdiv(self, *args, **kwargs):
        """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
        return _m_addcdiv(self, args, kwargs)

    def addcdiv_(self, *args, **kwargs):
        """addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""
        return _m_addcdiv_(self, args, kwargs)

    def clamp(self, *args, **kwargs):
        """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
        clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
        return _m_clamp(self, args, kwargs)

    def clamp_(self, *args, **kwargs):
        """clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
        clamp_(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
        return _m_clamp_(self, args, kwargs)

    def clip(self, *args, **kwargs):
        """clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
        clip(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
        return _m_clip(self, args, kwargs)

    def abs(self, *args, **kwargs):
        """abs(Tensor self) -> Tensor"""
        return _m_abs(self, args, kwargs)

    def abs_(self, *args, **kwargs):
        """abs_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_abs_(self, args, kwargs)

    def neg(self, *args, **kwargs):
        """neg(Tensor self) -> Tensor"""
        return _m_neg(self, args, kwargs)

    def neg_(self, *args, **kwargs):
        """neg_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_neg_(self, args, kwargs)

    def sign(self, *args, **kwargs):
        """sign(Tensor self) -> Tensor"""
        return _m_sign(self, args, kwargs)

    def sign_(self, *args, **kwargs):
        """sign_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sign_(self, args, kwargs)

    def exp(self, *args, **kwargs):
        """exp(Tensor self) -> Tensor"""
        return _m_exp(self, args, kwargs)

    def exp_(self, *args, **kwargs):
        """exp_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_exp_(self, args, kwargs)

    def exp2(self, *args, **kwargs):
        """exp2(Tensor self) -> Tensor"""
        return _m_exp2(self, args, kwargs)

    def exp2_(self, *args, **kwargs):
        """exp2_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_exp2_(self, args, kwargs)

    def expm1(self, *args, **kwargs):
        """expm1(Tensor self) -> Tensor"""
        return _m_expm1(self, args, kwargs)

    def expm1_(self, *args, **kwargs):
        """expm1_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_expm1_(self, args, kwargs)

    def log(self, *args, **kwargs):
        """log(Tensor self) -> Tensor"""
        return _m_log(self, args, kwargs)

    def log_(self, *args, **kwargs):
        """log_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log_(self, args, kwargs)

    def log2(self, *args, **kwargs):
        """log2(Tensor self) -> Tensor"""
        return _m_log2(self, args, kwargs)

    def log2_(self, *args, **kwargs):
        """log2_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log2_(self, args, kwargs)

    def log10(self, *args, **kwargs):
        """log10(Tensor self) -> Tensor"""
        return _m_log10(self, args, kwargs)

    def log10_(self, *args, **kwargs):
        """log10_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log10_(self, args, kwargs)

    def log1p(self, *args, **kwargs):
        """log1p(Tensor self) -> Tensor"""
        return _m_log1p(self, args, kwargs)

    def log1p_(self, *args, **kwargs):
        """log1p_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_log1p_(self, args, kwargs)

    def sqrt(self, *args, **kwargs):
        """sqrt(Tensor self) -> Tensor"""
        return _m_sqrt(self, args, kwargs)

    def sqrt_(self, *args, **kwargs):
        """sqrt_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sqrt_(self, args, kwargs)

    def rsqrt(self, *args, **kwargs):
        """rsqrt(Tensor self) -> Tensor"""
        return _m_rsqrt(self, args, kwargs)

    def rsqrt_(self, *args, **kwargs):
        """rsqrt_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_rsqrt_(self, args, kwargs)

    def reciprocal(self, *args, **kwargs):
        """reciprocal(Tensor self) -> Tensor"""
        return _m_reciprocal(self, args, kwargs)

    def reciprocal_(self, *args, **kwargs):
        """reciprocal_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_reciprocal_(self, args, kwargs)

    def sin(self, *args, **kwargs):
        """sin(Tensor self) -> Tensor"""
        return _m_sin(self, args, kwargs)

    def sin_(self, *args, **kwargs):
        """sin_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sin_(self, args, kwargs)

    def cos(self, *args, **kwargs):
        """cos(Tensor self) -> Tensor"""
        return _m_cos(self, args, kwargs)

    def cos_(self, *args, **kwargs):
        """cos_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_cos_(self, args, kwargs)

    def tan(self, *args, **kwargs):
        """tan(Tensor self) -> Tensor"""
        return _m_tan(self, args, kwargs)

    def tan_(self, *args, **kwargs):
        """tan_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_tan_(self, args, kwargs)

    def asin(self, *args, **kwargs):
        """asin(Tensor self) -> Tensor"""
        return _m_asin(self, args, kwargs)

    def asin_(self, *args, **kwargs):
        """asin_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_asin_(self, args, kwargs)

    def acos(self, *args, **kwargs):
        """acos(Tensor self) -> Tensor"""
        return _m_acos(self, args, kwargs)

    def acos_(self, *args, **kwargs):
        """acos_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_acos_(self, args, kwargs)

    def atan(self, *args, **kwargs):
        """atan(Tensor self) -> Tensor"""
        return _m_atan(self, args, kwargs)

    def atan_(self, *args, **kwargs):
        """atan_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_atan_(self, args, kwargs)

    def sinh(self, *args, **kwargs):
        """sinh(Tensor self) -> Tensor"""
        return _m_sinh(self, args, kwargs)

    def sinh_(self, *args, **kwargs):
        """sinh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sinh_(self, args, kwargs)

    def cosh(self, *args, **kwargs):
        """cosh(Tensor self) -> Tensor"""
        return _m_cosh(self, args, kwargs)

    def cosh_(self, *args, **kwargs):
        """cosh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_cosh_(self, args, kwargs)

    def tanh(self, *args, **kwargs):
        """tanh(Tensor self) -> Tensor"""
        return _m_tanh(self, args, kwargs)

    def tanh_(self, *args, **kwargs):
        """tanh_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_tanh_(self, args, kwargs)

    def sigmoid(self, *args, **kwargs):
        """sigmoid(Tensor self) -> Tensor"""
        return _m_sigmoid(self, args, kwargs)

    def sigmoid_(self, *args, **kwargs):
        """sigmoid_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_sigmoid_(self, args, kwargs)

    def erf(self, *args, **kwargs):
        """erf(Tensor self) -> Tensor"""
        return _m_erf(self, args, kwargs)

    def erf_(self, *args, **kwargs):
        """erf_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_erf_(self, args, kwargs)

    def floor(self, *args, **kwargs):
        """floor(Tensor self) -> Tensor"""
        return _m_floor(self, args, kwargs)

    def floor_(self, *args, **kwargs):
        """floor_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_floor_(self, args, kwargs)

    def ceil(self, *args, **kwargs):
        """ceil(Tensor self) -> Tensor"""
        return _m_ceil(self, args, kwargs)

    def ceil_(self, *args, **kwargs):
        """ceil_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_ceil_(self, args, kwargs)

    def trunc(self, *args, **kwargs):
        """trunc(Tensor self) -> Tensor"""
        return _m_trunc(self, args, kwargs)

    def trunc_(self, *args, **kwargs):
        """trunc_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_trunc_(self, args, kwargs)

    def round(self, *args, **kwargs):
        """round(Tensor self) -> Tensor
        round(Tensor self, *, int decimals) -> Tensor"""
        return _m_round(self, args, kwargs)

    def round_(self, *args, **kwargs):
        """round_(Tensor(a!) self) -> Tensor(a!)
        round_(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""
        return _m_round_(self, args, kwargs)

    def frac(self, *args, **kwargs):
        """frac(Tensor self) -> Tensor"""
        return _m_frac(self, args, kwargs)

    def frac_(self, *args, **kwargs):
        """frac_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_frac_(self, args, kwargs)

    def relu(self, *args, **kwargs):
        """relu(Tensor self) -> Tensor"""
        return _m_relu(self, args, kwargs)

    def relu_(self, *args, **kwargs):
        """relu_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_relu_(self, args, kwargs)

    def silu(self, *args, **kwargs):
        """silu(Tensor self) -> Tensor"""
        return _m_silu(self, args, kwargs)

    def silu_(self, *args, **kwargs):
        """silu_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_silu_(self, args, kwargs)

    def logical_not(self, *args, **kwargs):
        """logical_not(Tensor self) -> Tensor"""
        return _m_logical_not(self, args, kwargs)

    def logical_not_(self, *args, **kwargs):
        """logical_not_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_logical_not_(self, args, kwargs)

    def bitwise_not(self, *args, **kwargs):
        """bitwise_not(Tensor self) -> Tensor"""
        return _m_bitwise_not(self, args, kwargs)

    def bitwise_not_(self, *args, **kwargs):
        """bitwise_not_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_bitwise_not_(self, args, kwargs)

    def gelu(self, *args, **kwargs):
        """gelu(Tensor self, *, str approximate="none") -> Tensor"""
        return _m_gelu(self, args, kwargs)

    def gelu_(self, *args, **kwargs):
        """gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!)"""
        return _m_gelu_(self, args, kwargs)

    def nan_to_num(self, *args, **kwargs):
        """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
        return _m_nan_to_num(self, args, kwargs)

    def nan_to_num_(self, *args, **kwargs):
        """nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""
        return _m_nan_to_num_(self, args, kwargs)

    def isnan(self, *args, **kwargs):
        """isnan(Tensor self) -> Tensor"""
        return _m_isnan(self, args, kwargs)

    def isinf(self, *args, **kwargs):
        """isinf(Tensor self) -> Tensor"""
        return _m_isinf(self, args, kwargs)

    def isfinite(self, *args, **kwargs):
        """isfinite(Tensor self) -> Tensor"""
        return _m_isfinite(self, args, kwargs)

    def square(self, *args, **kwargs):
        """square(Tensor self) -> Tensor"""
        return _m_square(self, args, kwargs)

    def square_(self, *args, **kwargs):
        """square_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_square_(self, args, kwargs)

    def uniform_(self, *args, **kwargs):
        """uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_uniform_(self, args, kwargs)

    def normal_(self, *args, **kwargs):
        """normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_normal_(self, args, kwargs)

    def random_(self, *args, **kwargs):
        """random_(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
        random_(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)
        random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_random_(self, args, kwargs)

    def exponential_(self, *args, **kwargs):
        """exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_exponential_(self, args, kwargs)

    def bernoulli_(self, *args, **kwargs):
        """bernoulli_(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
        bernoulli_(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_bernoulli_(self, args, kwargs)

    def bernoulli(self, *args, **kwargs):
        """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
        bernoulli(Tensor self, float p, *, Generator? generator=None) -> Tensor"""
        return _m_bernoulli(self, args, kwargs)

    def multinomial(self, *args, **kwargs):
        """multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor"""
        return _m_multinomial(self, args, kwargs)

    def cauchy_(self, *args, **kwargs):
        """cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"""
        return _m_cauchy_(self, args, kwargs)

    def sum(self, *args, **kwargs):
        """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
        sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_sum(self, args, kwargs)

    def mean(self, *args, **kwargs):
        """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
        mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_mean(self, args, kwargs)

    def prod(self, *args, **kwargs):
        """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
        prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""
        return _m_prod(self, args, kwargs)

    def amax(self, *args, **kwargs):
        """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
        return _m_amax(self, args, kwargs)

    def amin(self, *args, **kwargs):
        """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""
        return _m_amin(self, args, kwargs)

    def max(self, *args, **kwargs):
        """max(Tensor self) -> Tensor
        max(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        max(Tensor self, Tensor other) -> Tensor"""
        return _m_max(self, args, kwargs)

    def min(self, *args, **kwargs):
        """min(Tensor self) -> Tensor
        min(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
        min(Tensor self, Tensor other) -> Tensor"""
        return _m_min(self, args, kwargs)

    def argmax(self, *args, **kwargs):
        """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
        return _m_argmax(self, args, kwargs)

    def argmin(self, *args, **kwargs):
        """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""
        return _m_argmin(self, args, kwargs)

    def all(self, *args, **kwargs):
        """all(Tensor self) -> Tensor
        all(Tensor self, int dim, bool keepdim=False) -> Tensor
        all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""
        return _m_all(self, args, kwargs)

    def any(self, *args, **kwargs):
        """any(Tensor self) -> Tensor
        any(Tensor self, int dim, bool keepdim=False) -> Tensor
        any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""
        return _m_any(self, args, kwargs)

    def var(self, *args, **kwargs):
        """var(Tensor self, bool unbiased=True) -> Tensor
        var(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
        var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
        return _m_var(self, args, kwargs)

    def std(self, *args, **kwargs):
        """std(Tensor self, bool unbiased=True) -> Tensor
        std(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
        std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""
        return _m_std(self, args, kwargs)

    def norm(self, *args, **kwargs):
        """norm(Tensor self, Scalar p=2) -> Tensor
        norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"""
        return _m_norm(self, args, kwargs)

    def inverse(self, *args, **kwargs):
        """inverse(Tensor self) -> Tensor"""
        return _m_inverse(self, args, kwargs)

    def det(self, *args, **kwargs):
        """det(Tensor self) -> Tensor"""
        return _m_det(self, args, kwargs)

    def slogdet(self, *args, **kwargs):
        """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
        return _m_slogdet(self, args, kwargs)

    def svd(self, *args, **kwargs):
        """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
        return _m_svd(self, args, kwargs)

    def cross(self, *args, **kwargs):
        """cross(Tensor self, Tensor other, int? dim=None) -> Tensor"""
        return _m_cross(self, args, kwargs)

    def matrix_exp(self, *args, **kwargs):
        """matrix_exp(Tensor self) -> Tensor"""
        return _m_matrix_exp(self, args, kwargs)

    def matrix_power(self, *args, **kwargs):
        """matrix_power(Tensor self, int n) -> Tensor"""
        return _m_matrix_power(self, args, kwargs)

    def lu_solve(self, *args, **kwargs):
        """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
        return _m_lu_solve(self, args, kwargs)

    def triangular_solve(self, *args, **kwargs):
        """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
        return _m_triangular_solve(self, args, kwargs)

    def cholesky(self, *args, **kwargs):
        """cholesky(Tensor self, bool upper=False) -> Tensor"""
        return _m_cholesky(self, args, kwargs)

    def cholesky_inverse(self, *args, **kwargs):
        """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
        return _m_cholesky_inverse(self, args, kwargs)

    def cholesky_solve(self, *args, **kwargs):
        """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
        return _m_cholesky_solve(self, args, kwargs)

    def qr(self, *args, **kwargs):
        """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
        return _m_qr(self, args, kwargs)

    def geqrf(self, *args, **kwargs):
        """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
        return _m_geqrf(self, args, kwargs)

    def orgqr(self, *args, **kwargs):
        """orgqr(Tensor self, Tensor input2) -> Tensor"""
        return _m_orgqr(self, args, kwargs)

    def ormqr(self, *args, **kwargs):
        """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""
        return _m_ormqr(self, args, kwargs)

    def pinverse(self, *args, **kwargs):
        """pinverse(Tensor self, float rcond=1e-15) -> Tensor"""
        return _m_pinverse(self, args, kwargs)

    def logdet(self, *args, **kwargs):
        """logdet(Tensor self) -> Tensor"""
        return _m_logdet(self, args, kwargs)

    def cumsum(self, *args, **kwargs):
        """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
        return _m_cumsum(self, args, kwargs)

    def cumsum_(self, *args, **kwargs):
        """cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
        return _m_cumsum_(self, args, kwargs)

    def cumprod(self, *args, **kwargs):
        """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
        return _m_cumprod(self, args, kwargs)

    def cumprod_(self, *args, **kwargs):
        """cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""
        return _m_cumprod_(self, args, kwargs)

    def logsumexp(self, *args, **kwargs):
        """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
        return _m_logsumexp(self, args, kwargs)

    def softmax(self, *args, **kwargs):
        """softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
        return _m_softmax(self, args, kwargs)

    def log_softmax(self, *args, **kwargs):
        """log_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
        return _m_log_softmax(self, args, kwargs)

    def topk(self, *args, **kwargs):
        """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
        return _m_topk(self, args, kwargs)

    def sort(self, *args, **kwargs):
        """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
        sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""
        return _m_sort(self, args, kwargs)

    def argsort(self, *args, **kwargs):
        """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
        argsort(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
        return _m_argsort(self, args, kwargs)

    def view(self, *args, **kwargs):
        """view(Tensor(a) self, SymInt[] size) -> Tensor(a)
        view(Tensor(a) self, ScalarType dtype) -> Tensor(a)"""
        return _m_view(self, args, kwargs)

    def alias(self, *args, **kwargs):
        """alias(Tensor(a) self) -> Tensor(a)"""
        return _m_alias(self, args, kwargs)

    def as_strided(self, *args, **kwargs):
        """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
        return _m_as_strided(self, args, kwargs)

    def as_strided_(self, *args, **kwargs):
        """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
        return _m_as_strided_(self, args, kwargs)

    def select(self, *args, **kwargs):
        """select(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
        return _m_select(self, args, kwargs)

    def unsqueeze(self, *args, **kwargs):
        """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
        return _m_unsqueeze(self, args, kwargs)

    def unsqueeze_(self, *args, **kwargs):
        """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"""
        return _m_unsqueeze_(self, args, kwargs)

    def expand(self, *args, **kwargs):
        """expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"""
        return _m_expand(self, args, kwargs)

    def squeeze(self, *args, **kwargs):
        """squeeze(Tensor(a) self) -> Tensor(a)
        squeeze(Tensor(a) self, int dim) -> Tensor(a)
        squeeze(Tensor(a) self, int[] dim) -> Tensor(a)"""
        return _m_squeeze(self, args, kwargs)

    def squeeze_(self, *args, **kwargs):
        """squeeze_(Tensor(a!) self) -> Tensor(a!)
        squeeze_(Tensor(a!) self, int dim) -> Tensor(a!)
        squeeze_(Tensor(a!) self, int[] dim) -> Tensor(a!)"""
        return _m_squeeze_(self, args, kwargs)

    def permute(self, *args, **kwargs):
        """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
        return _m_permute(self, args, kwargs)

    def transpose(self, *args, **kwargs):
        """transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
        return _m_transpose(self, args, kwargs)

    def transpose_(self, *args, **kwargs):
        """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""
        return _m_transpose_(self, args, kwargs)

    def t(self, *args, **kwargs):
        """t(Tensor(a) self) -> Tensor(a)"""
        return _m_t(self, args, kwargs)

    def t_(self, *args, **kwargs):
        """t_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_t_(self, args, kwargs)

    def diagonal(self, *args, **kwargs):
        """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
        return _m_diagonal(self, args, kwargs)

    def split(self, *args, **kwargs):
        """split(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]
        split(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"""
        return _m_split(self, args, kwargs)

    def split_with_sizes(self, *args, **kwargs):
        """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
        return _m_split_with_sizes(self, args, kwargs)

    def unbind(self, *args, **kwargs):
        """unbind(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
        return _m_unbind(self, args, kwargs)

    def resize_(self, *args, **kwargs):
        """resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)"""
        return _m_resize_(self, args, kwargs)

    def reshape(self, *args, **kwargs):
        """reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"""
        return _m_reshape(self, args, kwargs)

    def reshape_as(self, *args, **kwargs):
        """reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_reshape_as(self, args, kwargs)

    def view_as(self, *args, **kwargs):
        """view_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_view_as(self, args, kwargs)

    def flatten(self, *args, **kwargs):
        """flatten(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"""
        return _m_flatten(self, args, kwargs)

    def unflatten(self, *args, **kwargs):
        """unflatten(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"""
        return _m_unflatten(self, args, kwargs)

    def ravel(self, *args, **kwargs):
        """ravel(Tensor(a) self) -> Tensor(a)"""
        return _m_ravel(self, args, kwargs)

    def expand_as(self, *args, **kwargs):
        """expand_as(Tensor(a) self, Tensor other) -> Tensor(a)"""
        return _m_expand_as(self, args, kwargs)

    def broadcast_to(self, *args, **kwargs):
        """broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
        return _m_broadcast_to(self, args, kwargs)

    def narrow(self, *args, **kwargs):
        """narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)
        narrow(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"""
        return _m_narrow(self, args, kwargs)

    def chunk(self, *args, **kwargs):
        """chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"""
        return _m_chunk(self, args, kwargs)

    def movedim(self, *args, **kwargs):
        """movedim(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
        movedim(Tensor(a) self, int source, int destination) -> Tensor(a)"""
        return _m_movedim(self, args, kwargs)

    def moveaxis(self, *args, **kwargs):
        """moveaxis(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
        moveaxis(Tensor(a) self, int source, int destination) -> Tensor(a)"""
        return _m_moveaxis(self, args, kwargs)

    def swapaxes(self, *args, **kwargs):
        """swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"""
        return _m_swapaxes(self, args, kwargs)

    def swapdims(self, *args, **kwargs):
        """swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
        return _m_swapdims(self, args, kwargs)

    def contiguous(self, *args, **kwargs):
        """contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)"""
        return _m_contiguous(self, args, kwargs)

    def flip(self, *args, **kwargs):
        """flip(Tensor self, int[] dims) -> Tensor"""
        return _m_flip(self, args, kwargs)

    def roll(self, *args, **kwargs):
        """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
        return _m_roll(self, args, kwargs)

    def repeat(self, *args, **kwargs):
        """repeat(Tensor self, SymInt[] repeats) -> Tensor"""
        return _m_repeat(self, args, kwargs)

    def tile(self, *args, **kwargs):
        """tile(Tensor self, SymInt[] dims) -> Tensor"""
        return _m_tile(self, args, kwargs)

    def repeat_interleave(self, *args, **kwargs):
        """repeat_interleave(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor
        repeat_interleave(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""
        return _m_repeat_interleave(self, args, kwargs)

    def tril(self, *args, **kwargs):
        """tril(Tensor self, int diagonal=0) -> Tensor"""
        return _m_tril(self, args, kwargs)

    def tril_(self, *args, **kwargs):
        """tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
        return _m_tril_(self, args, kwargs)

    def triu(self, *args, **kwargs):
        """triu(Tensor self, int diagonal=0) -> Tensor"""
        return _m_triu(self, args, kwargs)

    def triu_(self, *args, **kwargs):
        """triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""
        return _m_triu_(self, args, kwargs)

    def diag(self, *args, **kwargs):
        """diag(Tensor self, int diagonal=0) -> Tensor"""
        return _m_diag(self, args, kwargs)

    def index_put_(self, *args, **kwargs):
        """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
        return _m_index_put_(self, args, kwargs)

    def index_put(self, *args, **kwargs):
        """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
        return _m_index_put(self, args, kwargs)

    def index_select(self, *args, **kwargs):
        """index_select(Tensor self, int dim, Tensor index) -> Tensor"""
        return _m_index_select(self, args, kwargs)

    def gather(self, *args, **kwargs):
        """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
        return _m_gather(self, args, kwargs)

    def scatter(self, *args, **kwargs):
        """scatter(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
        scatter(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"""
        return _m_scatter(self, args, kwargs)

    def scatter_(self, *args, **kwargs):
        """scatter_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
        scatter_(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)"""
        return _m_scatter_(self, args, kwargs)

    def scatter_add(self, *args, **kwargs):
        """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""
        return _m_scatter_add(self, args, kwargs)

    def scatter_add_(self, *args, **kwargs):
        """scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""
        return _m_scatter_add_(self, args, kwargs)

    def scatter_reduce(self, *args, **kwargs):
        """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
        return _m_scatter_reduce(self, args, kwargs)

    def scatter_reduce_(self, *args, **kwargs):
        """scatter_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)"""
        return _m_scatter_reduce_(self, args, kwargs)

    def index_add(self, *args, **kwargs):
        """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
        return _m_index_add(self, args, kwargs)

    def index_add_(self, *args, **kwargs):
        """index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)"""
        return _m_index_add_(self, args, kwargs)

    def index_fill_(self, *args, **kwargs):
        """index_fill_(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
        index_fill_(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)"""
        return _m_index_fill_(self, args, kwargs)

    def index_fill(self, *args, **kwargs):
        """index_fill(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
        index_fill(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
        return _m_index_fill(self, args, kwargs)

    def masked_fill_(self, *args, **kwargs):
        """masked_fill_(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
        masked_fill_(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)"""
        return _m_masked_fill_(self, args, kwargs)

    def masked_fill(self, *args, **kwargs):
        """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
        masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
        return _m_masked_fill(self, args, kwargs)

    def masked_select(self, *args, **kwargs):
        """masked_select(Tensor self, Tensor mask) -> Tensor"""
        return _m_masked_select(self, args, kwargs)

    def masked_scatter_(self, *args, **kwargs):
        """masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)"""
        return _m_masked_scatter_(self, args, kwargs)

    def masked_scatter(self, *args, **kwargs):
        """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
        return _m_masked_scatter(self, args, kwargs)

    def nonzero(self, *args, **kwargs):
        """nonzero(Tensor self) -> Tensor"""
        return _m_nonzero(self, args, kwargs)

    def nonzero_numpy(self, *args, **kwargs):
        """nonzero_numpy(Tensor self) -> Tensor[]"""
        return _m_nonzero_numpy(self, args, kwargs)

    def argwhere(self, *args, **kwargs):
        """argwhere(Tensor self) -> Tensor"""
        return _m_argwhere(self, args, kwargs)

    def take(self, *args, **kwargs):
        """take(Tensor self, Tensor index) -> Tensor"""
        return _m_take(self, args, kwargs)

    def put_(self, *args, **kwargs):
        """put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)"""
        return _m_put_(self, args, kwargs)

    def put(self, *args, **kwargs):
        """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
        return _m_put(self, args, kwargs)

    def mm(self, *args, **kwargs):
        """mm(Tensor self, Tensor mat2) -> Tensor"""
        return _m_mm(self, args, kwargs)

    def bmm(self, *args, **kwargs):
        """bmm(Tensor self, Tensor mat2) -> Tensor"""
        return _m_bmm(self, args, kwargs)

    def mv(self, *args, **kwargs):
        """mv(Tensor self, Tensor vec) -> Tensor"""
        return _m_mv(self, args, kwargs)

    def dot(self, *args, **kwargs):
        """dot(Tensor self, Tensor tensor) -> Tensor"""
        return _m_dot(self, args, kwargs)

    def addmm(self, *args, **kwargs):
        """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addmm(self, args, kwargs)

    def addmm_(self, *args, **kwargs):
        """addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addmm_(self, args, kwargs)

    def addmv(self, *args, **kwargs):
        """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addmv(self, args, kwargs)

    def addmv_(self, *args, **kwargs):
        """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addmv_(self, args, kwargs)

    def baddbmm(self, *args, **kwargs):
        """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_baddbmm(self, args, kwargs)

    def baddbmm_(self, *args, **kwargs):
        """baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_baddbmm_(self, args, kwargs)

    def addbmm(self, *args, **kwargs):
        """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
        return _m_addbmm(self, args, kwargs)

    def addbmm_(self, *args, **kwargs):
        """addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
        return _m_addbmm_(self, args, kwargs)

    def matmul(self, *args, **kwargs):
        """matmul(Tensor self, Tensor other) -> Tensor"""
        return _m_matmul(self, args, kwargs)

    def outer(self, *args, **kwargs):
        """outer(Tensor self, Tensor vec2) -> Tensor"""
        return _m_outer(self, args, kwargs)

    def ger(self, *args, **kwargs):
        """ger(Tensor self, Tensor vec2) -> Tensor"""
        return _m_ger(self, args, kwargs)

    def histc(self, *args, **kwargs):
        """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
        return _m_histc(self, args, kwargs)

    def kron(self, *args, **kwargs):
        """kron(Tensor self, Tensor other) -> Tensor"""
        return _m_kron(self, args, kwargs)

    def diff(self, *args, **kwargs):
        """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
        return _m_diff(self, args, kwargs)

    def logcumsumexp(self, *args, **kwargs):
        """logcumsumexp(Tensor self, int dim) -> Tensor"""
        return _m_logcumsumexp(self, args, kwargs)

    def count_nonzero(self, *args, **kwargs):
        """count_nonzero(Tensor self, int[] dim) -> Tensor
        count_nonzero(Tensor self, int? dim=None) -> Tensor"""
        return _m_count_nonzero(self, args, kwargs)

    def isclose(self, *args, **kwargs):
        """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"""
        return _m_isclose(self, args, kwargs)

    def allclose(self, *args, **kwargs):
        """allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"""
        return _m_allclose(self, args, kwargs)

    def equal(self, *args, **kwargs):
        """equal(Tensor self, Tensor other) -> bool"""
        return _m_equal(self, args, kwargs)

    def new_empty(self, *args, **kwargs):
        """new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_empty(self, args, kwargs)

    def new_full(self, *args, **kwargs):
        """new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_full(self, args, kwargs)

    def new_zeros(self, *args, **kwargs):
        """new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_zeros(self, args, kwargs)

    def new_ones(self, *args, **kwargs):
        """new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
        return _m_new_ones(self, args, kwargs)

    def erfinv(self, *args, **kwargs):
        """erfinv(Tensor self) -> Tensor"""
        return _m_erfinv(self, args, kwargs)

    def erfinv_(self, *args, **kwargs):
        """erfinv_(Tensor(a!) self) -> Tensor(a!)"""
        return _m_erfinv_(self, args, kwargs)
