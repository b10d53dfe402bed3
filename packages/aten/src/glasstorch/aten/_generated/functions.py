# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "_adaptive_avg_pool2d",
    "_dirichlet_grad",
    "_fft_c2c",
    "_fft_c2r",
    "_fft_r2c",
    "_linalg_svd",
    "_log_softmax",
    "_log_softmax_backward_data",
    "_lu_with_info",
    "_sample_dirichlet",
    "_softmax",
    "_softmax_backward_data",
    "_sparse_log_softmax",
    "_sparse_log_softmax_backward_data",
    "_sparse_mm",
    "_sparse_softmax",
    "_sparse_softmax_backward_data",
    "_sparse_sum",
    "_sparse_sum_backward",
    "_standard_gamma",
    "_standard_gamma_grad",
    "_to_copy",
    "_unique2",
    "_unsafe_view",
    "abs",
    "abs_",
    "absolute",
    "acos",
    "acos_",
    "acosh",
    "acosh_",
    "adaptive_avg_pool1d",
    "add",
    "addbmm",
    "addcdiv",
    "addcmul",
    "addmm",
    "addmv",
    "addmv_",
    "addr",
    "adjoint",
    "alias",
    "alias_copy",
    "all",
    "allclose",
    "alpha_dropout",
    "alpha_dropout_",
    "amax",
    "amin",
    "aminmax",
    "angle",
    "any",
    "arange",
    "arccos",
    "arccos_",
    "arccosh",
    "arccosh_",
    "arcsin",
    "arcsin_",
    "arcsinh",
    "arcsinh_",
    "arctan",
    "arctan2",
    "arctan_",
    "arctanh",
    "arctanh_",
    "argmax",
    "argmin",
    "argsort",
    "argwhere",
    "as_strided",
    "as_strided_",
    "as_strided_copy",
    "as_strided_scatter",
    "asin",
    "asin_",
    "asinh",
    "asinh_",
    "atan",
    "atan2",
    "atan_",
    "atanh",
    "atanh_",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "avg_pool1d",
    "baddbmm",
    "bartlett_window",
    "batch_norm",
    "bernoulli",
    "bilinear",
    "binary_cross_entropy_with_logits",
    "bincount",
    "binomial",
    "bitwise_and",
    "bitwise_left_shift",
    "bitwise_not",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "blackman_window",
    "block_diag",
    "bmm",
    "broadcast_tensors",
    "broadcast_to",
    "bucketize",
    "cartesian_prod",
    "cat",
    "cdist",
    "ceil",
    "ceil_",
    "celu",
    "celu_",
    "chain_matmul",
    "cholesky",
    "cholesky_inverse",
    "cholesky_solve",
    "chunk",
    "clamp",
    "clamp_",
    "clamp_max",
    "clamp_max_",
    "clamp_min",
    "clamp_min_",
    "clip",
    "clip_",
    "clone",
    "column_stack",
    "combinations",
    "complex",
    "concat",
    "concatenate",
    "conj",
    "conj_physical",
    "conj_physical_",
    "constant_pad_nd",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "convolution",
    "convolution_backward",
    "copysign",
    "corrcoef",
    "cos",
    "cos_",
    "cosh",
    "cosh_",
    "count_nonzero",
    "cov",
    "cross",
    "cummax",
    "cummin",
    "cumprod",
    "cumsum",
    "cumulative_trapezoid",
    "deg2rad",
    "deg2rad_",
    "det",
    "detach_copy",
    "diag",
    "diag_embed",
    "diagflat",
    "diagonal",
    "diagonal_copy",
    "diagonal_scatter",
    "diff",
    "digamma",
    "dist",
    "div",
    "divide",
    "dot",
    "dropout",
    "dropout_",
    "dsplit",
    "dstack",
    "einsum",
    "elu",
    "elu_",
    "embedding",
    "embedding_backward",
    "embedding_dense_backward",
    "embedding_renorm_",
    "empty",
    "empty_like",
    "empty_permuted",
    "empty_strided",
    "eq",
    "equal",
    "erf",
    "erf_",
    "erfc",
    "erfc_",
    "erfinv",
    "exp",
    "exp2",
    "exp2_",
    "exp_",
    "expand_copy",
    "expm1",
    "expm1_",
    "eye",
    "feature_alpha_dropout",
    "feature_alpha_dropout_",
    "feature_dropout",
    "feature_dropout_",
    "fill",
    "fill_",
    "fix",
    "fix_",
    "flatten",
    "flip",
    "fliplr",
    "flipud",
    "float_power",
    "floor",
    "floor_",
    "floor_divide",
    "fmax",
    "fmin",
    "fmod",
    "frac",
    "frac_",
    "frexp",
    "frobenius_norm",
    "full",
    "full_like",
    "gather",
    "gcd",
    "gcd_",
    "ge",
    "gelu",
    "geqrf",
    "ger",
    "get_device",
    "greater",
    "greater_equal",
    "group_norm",
    "gt",
    "hamming_window",
    "hann_window",
    "hardshrink",
    "heaviside",
    "histc",
    "histogram",
    "histogramdd",
    "hsplit",
    "hstack",
    "hypot",
    "i0",
    "i0_",
    "igamma",
    "igammac",
    "imag",
    "index",
    "index_add",
    "index_copy",
    "index_fill",
    "index_put",
    "index_put_",
    "index_reduce",
    "index_select",
    "inner",
    "instance_norm",
    "inverse",
    "is_complex",
    "is_conj",
    "is_distributed",
    "is_floating_point",
    "is_neg",
    "is_nonzero",
    "is_same_size",
    "is_signed",
    "isclose",
    "isfinite",
    "isin",
    "isinf",
    "isnan",
    "isneginf",
    "isposinf",
    "isreal",
    "istft",
    "kaiser_window",
    "kron",
    "kthvalue",
    "layer_norm",
    "lcm",
    "lcm_",
    "ldexp",
    "ldexp_",
    "le",
    "leaky_relu",
    "leaky_relu_",
    "lerp",
    "less",
    "less_equal",
    "lgamma",
    "linspace",
    "log",
    "log10",
    "log10_",
    "log1p",
    "log1p_",
    "log2",
    "log2_",
    "log_",
    "log_softmax",
    "logaddexp",
    "logaddexp2",
    "logcumsumexp",
    "logdet",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
    "logit",
    "logit_",
    "logspace",
    "logsumexp",
    "lt",
    "lu_solve",
    "lu_unpack",
    "masked_fill",
    "masked_scatter",
    "masked_select",
    "matmul",
    "matrix_exp",
    "matrix_power",
    "max",
    "max_pool1d",
    "max_pool1d_with_indices",
    "max_pool2d",
    "maximum",
    "mean",
    "median",
    "meshgrid",
    "min",
    "minimum",
    "mm",
    "mode",
    "moveaxis",
    "movedim",
    "msort",
    "mul",
    "multinomial",
    "multiply",
    "mv",
    "mvlgamma",
    "nan_to_num",
    "nan_to_num_",
    "nanmean",
    "nanmedian",
    "nanquantile",
    "nansum",
    "narrow",
    "narrow_copy",
    "native_batch_norm",
    "native_batch_norm_backward",
    "native_dropout",
    "native_dropout_backward",
    "native_group_norm",
    "native_group_norm_backward",
    "native_layer_norm",
    "native_layer_norm_backward",
    "ne",
    "neg",
    "neg_",
    "negative",
    "negative_",
    "nextafter",
    "nonzero",
    "nonzero_numpy",
    "nonzero_static",
    "norm",
    "norm_except_dim",
    "normal",
    "not_equal",
    "nuclear_norm",
    "ones",
    "ones_like",
    "orgqr",
    "ormqr",
    "outer",
    "permute",
    "permute_copy",
    "pinverse",
    "poisson",
    "polar",
    "polygamma",
    "positive",
    "pow",
    "prelu",
    "prod",
    "put",
    "qr",
    "quantile",
    "rad2deg",
    "rad2deg_",
    "rand",
    "rand_like",
    "randint",
    "randint_like",
    "randn",
    "randn_like",
    "randperm",
    "ravel",
    "real",
    "reciprocal",
    "reciprocal_",
    "relu",
    "relu_",
    "remainder",
    "renorm",
    "repeat_interleave",
    "reshape",
    "resize_as_",
    "resolve_conj",
    "resolve_neg",
    "roll",
    "rot90",
    "round",
    "round_",
    "row_stack",
    "rrelu",
    "rrelu_",
    "rsqrt",
    "rsqrt_",
    "rsub",
    "scalar_tensor",
    "scatter",
    "scatter_add",
    "scatter_reduce",
    "searchsorted",
    "select",
    "select_copy",
    "select_scatter",
    "selu",
    "selu_",
    "sgn",
    "sigmoid",
    "sigmoid_",
    "sign",
    "signbit",
    "silu",
    "sin",
    "sin_",
    "sinc",
    "sinc_",
    "sinh",
    "sinh_",
    "slice",
    "slice_copy",
    "slice_scatter",
    "slogdet",
    "softmax",
    "softplus",
    "sort",
    "split",
    "split_copy",
    "split_with_sizes",
    "split_with_sizes_copy",
    "sqrt",
    "sqrt_",
    "square",
    "square_",
    "squeeze",
    "squeeze_copy",
    "stack",
    "std",
    "std_mean",
    "stft",
    "sub",
    "subtract",
    "sum",
    "svd",
    "swapaxes",
    "swapdims",
    "t",
    "t_copy",
    "take",
    "take_along_dim",
    "tan",
    "tan_",
    "tanh",
    "tanh_",
    "tensor_split",
    "tensordot",
    "threshold",
    "threshold_",
    "threshold_backward",
    "tile",
    "topk",
    "trace",
    "transpose",
    "transpose_copy",
    "trapezoid",
    "trapz",
    "triangular_solve",
    "tril",
    "tril_indices",
    "triu",
    "triu_indices",
    "true_divide",
    "trunc",
    "trunc_",
    "unbind",
    "unbind_copy",
    "unflatten",
    "unfold_copy",
    "unique_consecutive",
    "unique_dim",
    "unsafe_chunk",
    "unsafe_split",
    "unsafe_split_with_sizes",
    "unsqueeze",
    "unsqueeze_copy",
    "vander",
    "var",
    "var_mean",
    "vdot",
    "view_as_complex",
    "view_as_complex_copy",
    "view_as_real",
    "view_as_real_copy",
    "view_copy",
    "vsplit",
    "vstack",
    "where",
    "xlogy",
    "xlogy_",
    "zero_",
    "zeros",
    "zeros_like",
]


_p_empty = PythonArgParser("empty", (ops.empty_memory_format,), method=False)


@_p_empty.binds
def empty(*args, **kwargs):
    """empty(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_empty(args, kwargs)


_p_empty_strided = PythonArgParser("empty_strided", (ops.empty_strided,), method=False)


@_p_empty_strided.binds
def empty_strided(*args, **kwargs):
    """empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_empty_strided(args, kwargs)


_p__to_copy = PythonArgParser("_to_copy", (ops._to_copy,), method=False)


@_p__to_copy.binds
def _to_copy(*args, **kwargs):
    """_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor"""
    return _p__to_copy(args, kwargs)


_p_fill_ = PythonArgParser("fill_", (ops.fill__Scalar,), method=False)


@_p_fill_.binds
def fill_(*args, **kwargs):
    """fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)"""
    return _p_fill_(args, kwargs)


_p_zero_ = PythonArgParser("zero_", (ops.zero_,), method=False)


@_p_zero_.binds
def zero_(*args, **kwargs):
    """zero_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_zero_(args, kwargs)


_p_clone = PythonArgParser("clone", (ops.clone,), method=False)


@_p_clone.binds
def clone(*args, **kwargs):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_clone(args, kwargs)


_p_add = PythonArgParser("add", (ops.add_Tensor, ops.add_out), method=False)


@_p_add.binds
def add(*args, **kwargs):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    add(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_add(args, kwargs)


_p_sub = PythonArgParser("sub", (ops.sub_Tensor, ops.sub_out), method=False)


@_p_sub.binds
def sub(*args, **kwargs):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    sub(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sub(args, kwargs)


_p_rsub = PythonArgParser("rsub", (ops.rsub_Tensor,), method=False)


@_p_rsub.binds
def rsub(*args, **kwargs):
    """rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _p_rsub(args, kwargs)


_p_mul = PythonArgParser("mul", (ops.mul_Tensor, ops.mul_out), method=False)


@_p_mul.binds
def mul(*args, **kwargs):
    """mul(Tensor self, Tensor other) -> Tensor
    mul(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mul(args, kwargs)


_p_div = PythonArgParser(
    "div", (ops.div_Tensor, ops.div_Tensor_mode, ops.div_out, ops.div_out_mode), method=False
)


@_p_div.binds
def div(*args, **kwargs):
    """div(Tensor self, Tensor other) -> Tensor
    div(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
    div(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    div(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)"""
    return _p_div(args, kwargs)


_p_floor_divide = PythonArgParser(
    "floor_divide", (ops.floor_divide, ops.floor_divide_out), method=False
)


@_p_floor_divide.binds
def floor_divide(*args, **kwargs):
    """floor_divide(Tensor self, Tensor other) -> Tensor
    floor_divide(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_floor_divide(args, kwargs)


_p_remainder = PythonArgParser(
    "remainder", (ops.remainder_Tensor, ops.remainder_Tensor_out), method=False
)


@_p_remainder.binds
def remainder(*args, **kwargs):
    """remainder(Tensor self, Tensor other) -> Tensor
    remainder(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_remainder(args, kwargs)


_p_fmod = PythonArgParser("fmod", (ops.fmod_Tensor, ops.fmod_Tensor_out), method=False)


@_p_fmod.binds
def fmod(*args, **kwargs):
    """fmod(Tensor self, Tensor other) -> Tensor
    fmod(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fmod(args, kwargs)


_p_pow = PythonArgParser("pow", (ops.pow_Tensor_Tensor, ops.pow_Tensor_Tensor_out), method=False)


@_p_pow.binds
def pow(*args, **kwargs):
    """pow(Tensor self, Tensor exponent) -> Tensor
    pow(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_pow(args, kwargs)


_p_atan2 = PythonArgParser("atan2", (ops.atan2, ops.atan2_out), method=False)


@_p_atan2.binds
def atan2(*args, **kwargs):
    """atan2(Tensor self, Tensor other) -> Tensor
    atan2(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_atan2(args, kwargs)


_p_maximum = PythonArgParser("maximum", (ops.maximum, ops.maximum_out), method=False)


@_p_maximum.binds
def maximum(*args, **kwargs):
    """maximum(Tensor self, Tensor other) -> Tensor
    maximum(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_maximum(args, kwargs)


_p_minimum = PythonArgParser("minimum", (ops.minimum, ops.minimum_out), method=False)


@_p_minimum.binds
def minimum(*args, **kwargs):
    """minimum(Tensor self, Tensor other) -> Tensor
    minimum(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_minimum(args, kwargs)


_p_eq = PythonArgParser("eq", (ops.eq_Tensor, ops.eq_Tensor_out), method=False)


@_p_eq.binds
def eq(*args, **kwargs):
    """eq(Tensor self, Tensor other) -> Tensor
    eq(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_eq(args, kwargs)


_p_ne = PythonArgParser("ne", (ops.ne_Tensor, ops.ne_Tensor_out), method=False)


@_p_ne.binds
def ne(*args, **kwargs):
    """ne(Tensor self, Tensor other) -> Tensor
    ne(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ne(args, kwargs)


_p_lt = PythonArgParser("lt", (ops.lt_Tensor, ops.lt_Tensor_out), method=False)


@_p_lt.binds
def lt(*args, **kwargs):
    """lt(Tensor self, Tensor other) -> Tensor
    lt(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lt(args, kwargs)


_p_le = PythonArgParser("le", (ops.le_Tensor, ops.le_Tensor_out), method=False)


@_p_le.binds
def le(*args, **kwargs):
    """le(Tensor self, Tensor other) -> Tensor
    le(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_le(args, kwargs)


_p_gt = PythonArgParser("gt", (ops.gt_Tensor, ops.gt_Tensor_out), method=False)


@_p_gt.binds
def gt(*args, **kwargs):
    """gt(Tensor self, Tensor other) -> Tensor
    gt(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gt(args, kwargs)


_p_ge = PythonArgParser("ge", (ops.ge_Tensor, ops.ge_Tensor_out), method=False)


@_p_ge.binds
def ge(*args, **kwargs):
    """ge(Tensor self, Tensor other) -> Tensor
    ge(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ge(args, kwargs)


_p_logical_and = PythonArgParser(
    "logical_and", (ops.logical_and, ops.logical_and_out), method=False
)


@_p_logical_and.binds
def logical_and(*args, **kwargs):
    """logical_and(Tensor self, Tensor other) -> Tensor
    logical_and(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_and(args, kwargs)


_p_logical_or = PythonArgParser("logical_or", (ops.logical_or, ops.logical_or_out), method=False)


@_p_logical_or.binds
def logical_or(*args, **kwargs):
    """logical_or(Tensor self, Tensor other) -> Tensor
    logical_or(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_or(args, kwargs)


_p_logical_xor = PythonArgParser(
    "logical_xor", (ops.logical_xor, ops.logical_xor_out), method=False
)


@_p_logical_xor.binds
def logical_xor(*args, **kwargs):
    """logical_xor(Tensor self, Tensor other) -> Tensor
    logical_xor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_xor(args, kwargs)


_p_bitwise_and = PythonArgParser(
    "bitwise_and", (ops.bitwise_and_Tensor, ops.bitwise_and_Tensor_out), method=False
)


@_p_bitwise_and.binds
def bitwise_and(*args, **kwargs):
    """bitwise_and(Tensor self, Tensor other) -> Tensor
    bitwise_and(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_and(args, kwargs)


_p_bitwise_or = PythonArgParser(
    "bitwise_or", (ops.bitwise_or_Tensor, ops.bitwise_or_Tensor_out), method=False
)


@_p_bitwise_or.binds
def bitwise_or(*args, **kwargs):
    """bitwise_or(Tensor self, Tensor other) -> Tensor
    bitwise_or(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_or(args, kwargs)


_p_bitwise_xor = PythonArgParser(
    "bitwise_xor", (ops.bitwise_xor_Tensor, ops.bitwise_xor_Tensor_out), method=False
)


@_p_bitwise_xor.binds
def bitwise_xor(*args, **kwargs):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor
    bitwise_xor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_xor(args, kwargs)


_p_bitwise_left_shift = PythonArgParser(
    "bitwise_left_shift",
    (ops.bitwise_left_shift_Tensor, ops.bitwise_left_shift_Tensor_out),
    method=False,
)


@_p_bitwise_left_shift.binds
def bitwise_left_shift(*args, **kwargs):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor
    bitwise_left_shift(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_left_shift(args, kwargs)


_p_bitwise_right_shift = PythonArgParser(
    "bitwise_right_shift",
    (ops.bitwise_right_shift_Tensor, ops.bitwise_right_shift_Tensor_out),
    method=False,
)


@_p_bitwise_right_shift.binds
def bitwise_right_shift(*args, **kwargs):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor
    bitwise_right_shift(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_right_shift(args, kwargs)


_p_where = PythonArgParser("where", (ops.where_self, ops.where_self_out), method=False)


@_p_where.binds
def where(*args, **kwargs):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor
    where(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_where(args, kwargs)


_p_lerp = PythonArgParser("lerp", (ops.lerp_Tensor, ops.lerp_Tensor_out), method=False)


@_p_lerp.binds
def lerp(*args, **kwargs):
    """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
    lerp(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lerp(args, kwargs)


_p_addcmul = PythonArgParser("addcmul", (ops.addcmul, ops.addcmul_out), method=False)


@_p_addcmul.binds
def addcmul(*args, **kwargs):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
    addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addcmul(args, kwargs)


_p_addcdiv = PythonArgParser("addcdiv", (ops.addcdiv, ops.addcdiv_out), method=False)


@_p_addcdiv.binds
def addcdiv(*args, **kwargs):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
    addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addcdiv(args, kwargs)


_p_clamp = PythonArgParser(
    "clamp", (ops.clamp, ops.clamp_Tensor, ops.clamp_out, ops.clamp_Tensor_out), method=False
)


@_p_clamp.binds
def clamp(*args, **kwargs):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
    clamp(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
    clamp(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_clamp(args, kwargs)


_p_clamp_ = PythonArgParser("clamp_", (ops.clamp_, ops.clamp__Tensor), method=False)


@_p_clamp_.binds
def clamp_(*args, **kwargs):
    """clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
    clamp_(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
    return _p_clamp_(args, kwargs)


_p_clip = PythonArgParser(
    "clip", (ops.clip, ops.clip_Tensor, ops.clip_out, ops.clip_Tensor_out), method=False
)


@_p_clip.binds
def clip(*args, **kwargs):
    """clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    clip(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
    clip(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
    clip(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_clip(args, kwargs)


_p_abs = PythonArgParser("abs", (ops.abs, ops.abs_out), method=False)


@_p_abs.binds
def abs(*args, **kwargs):
    """abs(Tensor self) -> Tensor
    abs(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_abs(args, kwargs)


_p_abs_ = PythonArgParser("abs_", (ops.abs_,), method=False)


@_p_abs_.binds
def abs_(*args, **kwargs):
    """abs_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_abs_(args, kwargs)


_p_neg = PythonArgParser("neg", (ops.neg, ops.neg_out), method=False)


@_p_neg.binds
def neg(*args, **kwargs):
    """neg(Tensor self) -> Tensor
    neg(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_neg(args, kwargs)


_p_neg_ = PythonArgParser("neg_", (ops.neg_,), method=False)


@_p_neg_.binds
def neg_(*args, **kwargs):
    """neg_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_neg_(args, kwargs)


_p_sign = PythonArgParser("sign", (ops.sign, ops.sign_out), method=False)


@_p_sign.binds
def sign(*args, **kwargs):
    """sign(Tensor self) -> Tensor
    sign(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sign(args, kwargs)


_p_exp = PythonArgParser("exp", (ops.exp, ops.exp_out), method=False)


@_p_exp.binds
def exp(*args, **kwargs):
    """exp(Tensor self) -> Tensor
    exp(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_exp(args, kwargs)


_p_exp_ = PythonArgParser("exp_", (ops.exp_,), method=False)


@_p_exp_.binds
def exp_(*args, **kwargs):
    """exp_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_exp_(args, kwargs)


_p_exp2 = PythonArgParser("exp2", (ops.exp2, ops.exp2_out), method=False)


@_p_exp2.binds
def exp2(*args, **kwargs):
    """exp2(Tensor self) -> Tensor
    exp2(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_exp2(args, kwargs)


_p_exp2_ = PythonArgParser("exp2_", (ops.exp2_,), method=False)


@_p_exp2_.binds
def exp2_(*args, **kwargs):
    """exp2_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_exp2_(args, kwargs)


_p_expm1 = PythonArgParser("expm1", (ops.expm1, ops.expm1_out), method=False)


@_p_expm1.binds
def expm1(*args, **kwargs):
    """expm1(Tensor self) -> Tensor
    expm1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_expm1(args, kwargs)


_p_expm1_ = PythonArgParser("expm1_", (ops.expm1_,), method=False)


@_p_expm1_.binds
def expm1_(*args, **kwargs):
    """expm1_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_expm1_(args, kwargs)


_p_log = PythonArgParser("log", (ops.log, ops.log_out), method=False)


@_p_log.binds
def log(*args, **kwargs):
    """log(Tensor self) -> Tensor
    log(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log(args, kwargs)


_p_log_ = PythonArgParser("log_", (ops.log_,), method=False)


@_p_log_.binds
def log_(*args, **kwargs):
    """log_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_log_(args, kwargs)


_p_log2 = PythonArgParser("log2", (ops.log2, ops.log2_out), method=False)


@_p_log2.binds
def log2(*args, **kwargs):
    """log2(Tensor self) -> Tensor
    log2(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log2(args, kwargs)


_p_log2_ = PythonArgParser("log2_", (ops.log2_,), method=False)


@_p_log2_.binds
def log2_(*args, **kwargs):
    """log2_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_log2_(args, kwargs)


_p_log10 = PythonArgParser("log10", (ops.log10, ops.log10_out), method=False)


@_p_log10.binds
def log10(*args, **kwargs):
    """log10(Tensor self) -> Tensor
    log10(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log10(args, kwargs)


_p_log10_ = PythonArgParser("log10_", (ops.log10_,), method=False)


@_p_log10_.binds
def log10_(*args, **kwargs):
    """log10_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_log10_(args, kwargs)


_p_log1p = PythonArgParser("log1p", (ops.log1p, ops.log1p_out), method=False)


@_p_log1p.binds
def log1p(*args, **kwargs):
    """log1p(Tensor self) -> Tensor
    log1p(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log1p(args, kwargs)


_p_log1p_ = PythonArgParser("log1p_", (ops.log1p_,), method=False)


@_p_log1p_.binds
def log1p_(*args, **kwargs):
    """log1p_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_log1p_(args, kwargs)


_p_sqrt = PythonArgParser("sqrt", (ops.sqrt, ops.sqrt_out), method=False)


@_p_sqrt.binds
def sqrt(*args, **kwargs):
    """sqrt(Tensor self) -> Tensor
    sqrt(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sqrt(args, kwargs)


_p_sqrt_ = PythonArgParser("sqrt_", (ops.sqrt_,), method=False)


@_p_sqrt_.binds
def sqrt_(*args, **kwargs):
    """sqrt_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_sqrt_(args, kwargs)


_p_rsqrt = PythonArgParser("rsqrt", (ops.rsqrt, ops.rsqrt_out), method=False)


@_p_rsqrt.binds
def rsqrt(*args, **kwargs):
    """rsqrt(Tensor self) -> Tensor
    rsqrt(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rsqrt(args, kwargs)


_p_rsqrt_ = PythonArgParser("rsqrt_", (ops.rsqrt_,), method=False)


@_p_rsqrt_.binds
def rsqrt_(*args, **kwargs):
    """rsqrt_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_rsqrt_(args, kwargs)


_p_reciprocal = PythonArgParser("reciprocal", (ops.reciprocal, ops.reciprocal_out), method=False)


@_p_reciprocal.binds
def reciprocal(*args, **kwargs):
    """reciprocal(Tensor self) -> Tensor
    reciprocal(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_reciprocal(args, kwargs)


_p_reciprocal_ = PythonArgParser("reciprocal_", (ops.reciprocal_,), method=False)


@_p_reciprocal_.binds
def reciprocal_(*args, **kwargs):
    """reciprocal_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_reciprocal_(args, kwargs)


_p_sin = PythonArgParser("sin", (ops.sin, ops.sin_out), method=False)


@_p_sin.binds
def sin(*args, **kwargs):
    """sin(Tensor self) -> Tensor
    sin(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sin(args, kwargs)


_p_sin_ = PythonArgParser("sin_", (ops.sin_,), method=False)


@_p_sin_.binds
def sin_(*args, **kwargs):
    """sin_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_sin_(args, kwargs)


_p_cos = PythonArgParser("cos", (ops.cos, ops.cos_out), method=False)


@_p_cos.binds
def cos(*args, **kwargs):
    """cos(Tensor self) -> Tensor
    cos(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cos(args, kwargs)


_p_cos_ = PythonArgParser("cos_", (ops.cos_,), method=False)


@_p_cos_.binds
def cos_(*args, **kwargs):
    """cos_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_cos_(args, kwargs)


_p_tan = PythonArgParser("tan", (ops.tan, ops.tan_out), method=False)


@_p_tan.binds
def tan(*args, **kwargs):
    """tan(Tensor self) -> Tensor
    tan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tan(args, kwargs)


_p_tan_ = PythonArgParser("tan_", (ops.tan_,), method=False)


@_p_tan_.binds
def tan_(*args, **kwargs):
    """tan_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_tan_(args, kwargs)


_p_asin = PythonArgParser("asin", (ops.asin, ops.asin_out), method=False)


@_p_asin.binds
def asin(*args, **kwargs):
    """asin(Tensor self) -> Tensor
    asin(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_asin(args, kwargs)


_p_asin_ = PythonArgParser("asin_", (ops.asin_,), method=False)


@_p_asin_.binds
def asin_(*args, **kwargs):
    """asin_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_asin_(args, kwargs)


_p_acos = PythonArgParser("acos", (ops.acos, ops.acos_out), method=False)


@_p_acos.binds
def acos(*args, **kwargs):
    """acos(Tensor self) -> Tensor
    acos(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_acos(args, kwargs)


_p_acos_ = PythonArgParser("acos_", (ops.acos_,), method=False)


@_p_acos_.binds
def acos_(*args, **kwargs):
    """acos_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_acos_(args, kwargs)


_p_atan = PythonArgParser("atan", (ops.atan, ops.atan_out), method=False)


@_p_atan.binds
def atan(*args, **kwargs):
    """atan(Tensor self) -> Tensor
    atan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_atan(args, kwargs)


_p_atan_ = PythonArgParser("atan_", (ops.atan_,), method=False)


@_p_atan_.binds
def atan_(*args, **kwargs):
    """atan_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_atan_(args, kwargs)


_p_sinh = PythonArgParser("sinh", (ops.sinh, ops.sinh_out), method=False)


@_p_sinh.binds
def sinh(*args, **kwargs):
    """sinh(Tensor self) -> Tensor
    sinh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sinh(args, kwargs)


_p_sinh_ = PythonArgParser("sinh_", (ops.sinh_,), method=False)


@_p_sinh_.binds
def sinh_(*args, **kwargs):
    """sinh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_sinh_(args, kwargs)


_p_cosh = PythonArgParser("cosh", (ops.cosh, ops.cosh_out), method=False)


@_p_cosh.binds
def cosh(*args, **kwargs):
    """cosh(Tensor self) -> Tensor
    cosh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cosh(args, kwargs)


_p_cosh_ = PythonArgParser("cosh_", (ops.cosh_,), method=False)


@_p_cosh_.binds
def cosh_(*args, **kwargs):
    """cosh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_cosh_(args, kwargs)


_p_tanh = PythonArgParser("tanh", (ops.tanh, ops.tanh_out), method=False)


@_p_tanh.binds
def tanh(*args, **kwargs):
    """tanh(Tensor self) -> Tensor
    tanh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tanh(args, kwargs)


_p_tanh_ = PythonArgParser("tanh_", (ops.tanh_,), method=False)


@_p_tanh_.binds
def tanh_(*args, **kwargs):
    """tanh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_tanh_(args, kwargs)


_p_sigmoid = PythonArgParser("sigmoid", (ops.sigmoid, ops.sigmoid_out), method=False)


@_p_sigmoid.binds
def sigmoid(*args, **kwargs):
    """sigmoid(Tensor self) -> Tensor
    sigmoid(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sigmoid(args, kwargs)


_p_sigmoid_ = PythonArgParser("sigmoid_", (ops.sigmoid_,), method=False)


@_p_sigmoid_.binds
def sigmoid_(*args, **kwargs):
    """sigmoid_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_sigmoid_(args, kwargs)


_p_erf = PythonArgParser("erf", (ops.erf, ops.erf_out), method=False)


@_p_erf.binds
def erf(*args, **kwargs):
    """erf(Tensor self) -> Tensor
    erf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erf(args, kwargs)


_p_erf_ = PythonArgParser("erf_", (ops.erf_,), method=False)


@_p_erf_.binds
def erf_(*args, **kwargs):
    """erf_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_erf_(args, kwargs)


_p_floor = PythonArgParser("floor", (ops.floor, ops.floor_out), method=False)


@_p_floor.binds
def floor(*args, **kwargs):
    """floor(Tensor self) -> Tensor
    floor(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_floor(args, kwargs)


_p_floor_ = PythonArgParser("floor_", (ops.floor_,), method=False)


@_p_floor_.binds
def floor_(*args, **kwargs):
    """floor_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_floor_(args, kwargs)


_p_ceil = PythonArgParser("ceil", (ops.ceil, ops.ceil_out), method=False)


@_p_ceil.binds
def ceil(*args, **kwargs):
    """ceil(Tensor self) -> Tensor
    ceil(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ceil(args, kwargs)


_p_ceil_ = PythonArgParser("ceil_", (ops.ceil_,), method=False)


@_p_ceil_.binds
def ceil_(*args, **kwargs):
    """ceil_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_ceil_(args, kwargs)


_p_trunc = PythonArgParser("trunc", (ops.trunc, ops.trunc_out), method=False)


@_p_trunc.binds
def trunc(*args, **kwargs):
    """trunc(Tensor self) -> Tensor
    trunc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_trunc(args, kwargs)


_p_trunc_ = PythonArgParser("trunc_", (ops.trunc_,), method=False)


@_p_trunc_.binds
def trunc_(*args, **kwargs):
    """trunc_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_trunc_(args, kwargs)


_p_round = PythonArgParser(
    "round", (ops.round, ops.round_decimals, ops.round_out, ops.round_decimals_out), method=False
)


@_p_round.binds
def round(*args, **kwargs):
    """round(Tensor self) -> Tensor
    round(Tensor self, *, int decimals) -> Tensor
    round(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
    round(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)"""
    return _p_round(args, kwargs)


_p_round_ = PythonArgParser("round_", (ops.round_, ops.round__decimals), method=False)


@_p_round_.binds
def round_(*args, **kwargs):
    """round_(Tensor(a!) self) -> Tensor(a!)
    round_(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""
    return _p_round_(args, kwargs)


_p_frac = PythonArgParser("frac", (ops.frac, ops.frac_out), method=False)


@_p_frac.binds
def frac(*args, **kwargs):
    """frac(Tensor self) -> Tensor
    frac(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_frac(args, kwargs)


_p_frac_ = PythonArgParser("frac_", (ops.frac_,), method=False)


@_p_frac_.binds
def frac_(*args, **kwargs):
    """frac_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_frac_(args, kwargs)


_p_relu = PythonArgParser("relu", (ops.relu, ops.relu_out), method=False)


@_p_relu.binds
def relu(*args, **kwargs):
    """relu(Tensor self) -> Tensor
    relu(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_relu(args, kwargs)


_p_relu_ = PythonArgParser("relu_", (ops.relu_,), method=False)


@_p_relu_.binds
def relu_(*args, **kwargs):
    """relu_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_relu_(args, kwargs)


_p_silu = PythonArgParser("silu", (ops.silu, ops.silu_out), method=False)


@_p_silu.binds
def silu(*args, **kwargs):
    """silu(Tensor self) -> Tensor
    silu(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_silu(args, kwargs)


_p_logical_not = PythonArgParser(
    "logical_not", (ops.logical_not, ops.logical_not_out), method=False
)


@_p_logical_not.binds
def logical_not(*args, **kwargs):
    """logical_not(Tensor self) -> Tensor
    logical_not(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_not(args, kwargs)


_p_bitwise_not = PythonArgParser(
    "bitwise_not", (ops.bitwise_not, ops.bitwise_not_out), method=False
)


@_p_bitwise_not.binds
def bitwise_not(*args, **kwargs):
    """bitwise_not(Tensor self) -> Tensor
    bitwise_not(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_not(args, kwargs)


_p_gelu = PythonArgParser("gelu", (ops.gelu, ops.gelu_out), method=False)


@_p_gelu.binds
def gelu(*args, **kwargs):
    """gelu(Tensor self, *, str approximate="none") -> Tensor
    gelu(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!)"""
    return _p_gelu(args, kwargs)


_p_softplus = PythonArgParser("softplus", (ops.softplus, ops.softplus_out), method=False)


@_p_softplus.binds
def softplus(*args, **kwargs):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
    softplus(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_softplus(args, kwargs)


_p_leaky_relu = PythonArgParser("leaky_relu", (ops.leaky_relu, ops.leaky_relu_out), method=False)


@_p_leaky_relu.binds
def leaky_relu(*args, **kwargs):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
    leaky_relu(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_leaky_relu(args, kwargs)


_p_leaky_relu_ = PythonArgParser("leaky_relu_", (ops.leaky_relu_,), method=False)


@_p_leaky_relu_.binds
def leaky_relu_(*args, **kwargs):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"""
    return _p_leaky_relu_(args, kwargs)


_p_elu = PythonArgParser("elu", (ops.elu, ops.elu_out), method=False)


@_p_elu.binds
def elu(*args, **kwargs):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
    elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_elu(args, kwargs)


_p_elu_ = PythonArgParser("elu_", (ops.elu_,), method=False)


@_p_elu_.binds
def elu_(*args, **kwargs):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"""
    return _p_elu_(args, kwargs)


_p_nan_to_num = PythonArgParser("nan_to_num", (ops.nan_to_num, ops.nan_to_num_out), method=False)


@_p_nan_to_num.binds
def nan_to_num(*args, **kwargs):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
    nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nan_to_num(args, kwargs)


_p_nan_to_num_ = PythonArgParser("nan_to_num_", (ops.nan_to_num_,), method=False)


@_p_nan_to_num_.binds
def nan_to_num_(*args, **kwargs):
    """nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""
    return _p_nan_to_num_(args, kwargs)


_p_isnan = PythonArgParser("isnan", (ops.isnan, ops.isnan_out), method=False)


@_p_isnan.binds
def isnan(*args, **kwargs):
    """isnan(Tensor self) -> Tensor
    isnan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isnan(args, kwargs)


_p_isinf = PythonArgParser("isinf", (ops.isinf, ops.isinf_out), method=False)


@_p_isinf.binds
def isinf(*args, **kwargs):
    """isinf(Tensor self) -> Tensor
    isinf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isinf(args, kwargs)


_p_isfinite = PythonArgParser("isfinite", (ops.isfinite, ops.isfinite_out), method=False)


@_p_isfinite.binds
def isfinite(*args, **kwargs):
    """isfinite(Tensor self) -> Tensor
    isfinite(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isfinite(args, kwargs)


_p_square = PythonArgParser("square", (ops.square,), method=False)


@_p_square.binds
def square(*args, **kwargs):
    """square(Tensor self) -> Tensor"""
    return _p_square(args, kwargs)


_p_square_ = PythonArgParser("square_", (ops.square_,), method=False)


@_p_square_.binds
def square_(*args, **kwargs):
    """square_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_square_(args, kwargs)


_p_zeros = PythonArgParser("zeros", (ops.zeros, ops.zeros_out), method=False)


@_p_zeros.binds
def zeros(*args, **kwargs):
    """zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    zeros(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_zeros(args, kwargs)


_p_ones = PythonArgParser("ones", (ops.ones, ops.ones_out), method=False)


@_p_ones.binds
def ones(*args, **kwargs):
    """ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    ones(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ones(args, kwargs)


_p_full = PythonArgParser("full", (ops.full, ops.full_out), method=False)


@_p_full.binds
def full(*args, **kwargs):
    """full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    full(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_full(args, kwargs)


_p_scalar_tensor = PythonArgParser("scalar_tensor", (ops.scalar_tensor,), method=False)


@_p_scalar_tensor.binds
def scalar_tensor(*args, **kwargs):
    """scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_scalar_tensor(args, kwargs)


_p_empty_like = PythonArgParser("empty_like", (ops.empty_like,), method=False)


@_p_empty_like.binds
def empty_like(*args, **kwargs):
    """empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_empty_like(args, kwargs)


_p_zeros_like = PythonArgParser("zeros_like", (ops.zeros_like,), method=False)


@_p_zeros_like.binds
def zeros_like(*args, **kwargs):
    """zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_zeros_like(args, kwargs)


_p_ones_like = PythonArgParser("ones_like", (ops.ones_like,), method=False)


@_p_ones_like.binds
def ones_like(*args, **kwargs):
    """ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_ones_like(args, kwargs)


_p_full_like = PythonArgParser("full_like", (ops.full_like,), method=False)


@_p_full_like.binds
def full_like(*args, **kwargs):
    """full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_full_like(args, kwargs)


_p_arange = PythonArgParser(
    "arange",
    (ops.arange, ops.arange_start, ops.arange_start_step, ops.arange_out, ops.arange_start_out),
    method=False,
)


@_p_arange.binds
def arange(*args, **kwargs):
    """arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar end, *, Tensor(a!) out) -> Tensor(a!)
    arange(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arange(args, kwargs)


_p_linspace = PythonArgParser("linspace", (ops.linspace, ops.linspace_out), method=False)


@_p_linspace.binds
def linspace(*args, **kwargs):
    """linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    linspace(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_linspace(args, kwargs)


_p_logspace = PythonArgParser("logspace", (ops.logspace, ops.logspace_out), method=False)


@_p_logspace.binds
def logspace(*args, **kwargs):
    """logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    logspace(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logspace(args, kwargs)


_p_eye = PythonArgParser("eye", (ops.eye, ops.eye_m, ops.eye_out, ops.eye_m_out), method=False)


@_p_eye.binds
def eye(*args, **kwargs):
    """eye(SymInt n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    eye(SymInt n, SymInt m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    eye(SymInt n, *, Tensor(a!) out) -> Tensor(a!)
    eye(SymInt n, SymInt m, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_eye(args, kwargs)


_p_tril_indices = PythonArgParser("tril_indices", (ops.tril_indices,), method=False)


@_p_tril_indices.binds
def tril_indices(*args, **kwargs):
    """tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_tril_indices(args, kwargs)


_p_triu_indices = PythonArgParser("triu_indices", (ops.triu_indices,), method=False)


@_p_triu_indices.binds
def triu_indices(*args, **kwargs):
    """triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_triu_indices(args, kwargs)


_p_bernoulli = PythonArgParser(
    "bernoulli", (ops.bernoulli, ops.bernoulli_p, ops.bernoulli_out), method=False
)


@_p_bernoulli.binds
def bernoulli(*args, **kwargs):
    """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
    bernoulli(Tensor self, float p, *, Generator? generator=None) -> Tensor
    bernoulli(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bernoulli(args, kwargs)


_p_multinomial = PythonArgParser(
    "multinomial", (ops.multinomial, ops.multinomial_out), method=False
)


@_p_multinomial.binds
def multinomial(*args, **kwargs):
    """multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
    multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_multinomial(args, kwargs)


_p__standard_gamma = PythonArgParser("_standard_gamma", (ops._standard_gamma,), method=False)


@_p__standard_gamma.binds
def _standard_gamma(*args, **kwargs):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""
    return _p__standard_gamma(args, kwargs)


_p__standard_gamma_grad = PythonArgParser(
    "_standard_gamma_grad", (ops._standard_gamma_grad,), method=False
)


@_p__standard_gamma_grad.binds
def _standard_gamma_grad(*args, **kwargs):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""
    return _p__standard_gamma_grad(args, kwargs)


_p__sample_dirichlet = PythonArgParser("_sample_dirichlet", (ops._sample_dirichlet,), method=False)


@_p__sample_dirichlet.binds
def _sample_dirichlet(*args, **kwargs):
    """_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor"""
    return _p__sample_dirichlet(args, kwargs)


_p__dirichlet_grad = PythonArgParser("_dirichlet_grad", (ops._dirichlet_grad,), method=False)


@_p__dirichlet_grad.binds
def _dirichlet_grad(*args, **kwargs):
    """_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor"""
    return _p__dirichlet_grad(args, kwargs)


_p_poisson = PythonArgParser("poisson", (ops.poisson,), method=False)


@_p_poisson.binds
def poisson(*args, **kwargs):
    """poisson(Tensor self, Generator? generator=None) -> Tensor"""
    return _p_poisson(args, kwargs)


_p_binomial = PythonArgParser("binomial", (ops.binomial,), method=False)


@_p_binomial.binds
def binomial(*args, **kwargs):
    """binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"""
    return _p_binomial(args, kwargs)


_p_randperm = PythonArgParser("randperm", (ops.randperm, ops.randperm_out), method=False)


@_p_randperm.binds
def randperm(*args, **kwargs):
    """randperm(SymInt n, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randperm(SymInt n, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randperm(args, kwargs)


_p_rand = PythonArgParser("rand", (ops.rand, ops.rand_out), method=False)


@_p_rand.binds
def rand(*args, **kwargs):
    """rand(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    rand(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rand(args, kwargs)


_p_randn = PythonArgParser("randn", (ops.randn, ops.randn_out), method=False)


@_p_randn.binds
def randn(*args, **kwargs):
    """randn(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randn(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randn(args, kwargs)


_p_randint = PythonArgParser(
    "randint", (ops.randint, ops.randint_low, ops.randint_out, ops.randint_low_out), method=False
)


@_p_randint.binds
def randint(*args, **kwargs):
    """randint(SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randint(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randint(SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
    randint(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randint(args, kwargs)


_p_rand_like = PythonArgParser("rand_like", (ops.rand_like,), method=False)


@_p_rand_like.binds
def rand_like(*args, **kwargs):
    """rand_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_rand_like(args, kwargs)


_p_randn_like = PythonArgParser("randn_like", (ops.randn_like,), method=False)


@_p_randn_like.binds
def randn_like(*args, **kwargs):
    """randn_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_randn_like(args, kwargs)


_p_randint_like = PythonArgParser(
    "randint_like", (ops.randint_like, ops.randint_like_low_dtype), method=False
)


@_p_randint_like.binds
def randint_like(*args, **kwargs):
    """randint_like(Tensor self, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
    randint_like(Tensor self, SymInt low, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_randint_like(args, kwargs)


_p_normal = PythonArgParser(
    "normal",
    (
        ops.normal_Tensor_float,
        ops.normal_float_Tensor,
        ops.normal_Tensor_Tensor,
        ops.normal_float_float,
        ops.normal_Tensor_float_out,
        ops.normal_float_Tensor_out,
        ops.normal_Tensor_Tensor_out,
        ops.normal_float_float_out,
    ),
    method=False,
)


@_p_normal.binds
def normal(*args, **kwargs):
    """normal(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor
    normal(float mean, Tensor std, *, Generator? generator=None) -> Tensor
    normal(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
    normal(float mean, float std, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    normal(Tensor mean, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
    normal(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
    normal(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
    normal(float mean, float std, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_normal(args, kwargs)


_p_sum = PythonArgParser(
    "sum", (ops.sum, ops.sum_dim_IntList, ops.sum_IntList_out, ops.sum_out), method=False
)


@_p_sum.binds
def sum(*args, **kwargs):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
    sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
    sum(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sum(args, kwargs)


_p_mean = PythonArgParser(
    "mean", (ops.mean, ops.mean_dim, ops.mean_out, ops.mean_dtype_out), method=False
)


@_p_mean.binds
def mean(*args, **kwargs):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
    mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
    mean(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mean(args, kwargs)


_p_prod = PythonArgParser("prod", (ops.prod, ops.prod_dim_int, ops.prod_int_out), method=False)


@_p_prod.binds
def prod(*args, **kwargs):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
    prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_prod(args, kwargs)


_p_amax = PythonArgParser("amax", (ops.amax, ops.amax_out), method=False)


@_p_amax.binds
def amax(*args, **kwargs):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
    amax(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_amax(args, kwargs)


_p_amin = PythonArgParser("amin", (ops.amin, ops.amin_out), method=False)


@_p_amin.binds
def amin(*args, **kwargs):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
    amin(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_amin(args, kwargs)


_p_max = PythonArgParser(
    "max", (ops.max, ops.max_dim, ops.max_other, ops.max_dim_max, ops.max_out), method=False
)


@_p_max.binds
def max(*args, **kwargs):
    """max(Tensor self) -> Tensor
    max(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    max(Tensor self, Tensor other) -> Tensor
    max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
    max(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_max(args, kwargs)


_p_min = PythonArgParser(
    "min", (ops.min, ops.min_dim, ops.min_other, ops.min_dim_min, ops.min_out), method=False
)


@_p_min.binds
def min(*args, **kwargs):
    """min(Tensor self) -> Tensor
    min(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    min(Tensor self, Tensor other) -> Tensor
    min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
    min(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_min(args, kwargs)


_p_argmax = PythonArgParser("argmax", (ops.argmax, ops.argmax_out), method=False)


@_p_argmax.binds
def argmax(*args, **kwargs):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
    argmax(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_argmax(args, kwargs)


_p_argmin = PythonArgParser("argmin", (ops.argmin, ops.argmin_out), method=False)


@_p_argmin.binds
def argmin(*args, **kwargs):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
    argmin(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_argmin(args, kwargs)


_p_all = PythonArgParser(
    "all",
    (ops.all, ops.all_dim, ops.all_dims, ops.all_out, ops.all_dims_out, ops.all_all_out),
    method=False,
)


@_p_all.binds
def all(*args, **kwargs):
    """all(Tensor self) -> Tensor
    all(Tensor self, int dim, bool keepdim=False) -> Tensor
    all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor
    all(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
    all(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
    all(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_all(args, kwargs)


_p_any = PythonArgParser(
    "any",
    (ops.any, ops.any_dim, ops.any_dims, ops.any_out, ops.any_dims_out, ops.any_all_out),
    method=False,
)


@_p_any.binds
def any(*args, **kwargs):
    """any(Tensor self) -> Tensor
    any(Tensor self, int dim, bool keepdim=False) -> Tensor
    any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor
    any(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
    any(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
    any(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_any(args, kwargs)


_p_var = PythonArgParser(
    "var", (ops.var, ops.var_dim, ops.var_correction, ops.var_correction_out), method=False
)


@_p_var.binds
def var(*args, **kwargs):
    """var(Tensor self, bool unbiased=True) -> Tensor
    var(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""
    return _p_var(args, kwargs)


_p_var_mean = PythonArgParser("var_mean", (ops.var_mean_correction,), method=False)


@_p_var_mean.binds
def var_mean(*args, **kwargs):
    """var_mean(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    return _p_var_mean(args, kwargs)


_p_std = PythonArgParser(
    "std", (ops.std, ops.std_dim, ops.std_correction, ops.std_correction_out), method=False
)


@_p_std.binds
def std(*args, **kwargs):
    """std(Tensor self, bool unbiased=True) -> Tensor
    std(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""
    return _p_std(args, kwargs)


_p_std_mean = PythonArgParser("std_mean", (ops.std_mean_correction,), method=False)


@_p_std_mean.binds
def std_mean(*args, **kwargs):
    """std_mean(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    return _p_std_mean(args, kwargs)


_p_norm = PythonArgParser(
    "norm", (ops.norm_Scalar, ops.norm_ScalarOpt_dim, ops.norm_out), method=False
)


@_p_norm.binds
def norm(*args, **kwargs):
    """norm(Tensor self, Scalar p=2) -> Tensor
    norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
    norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_norm(args, kwargs)


_p_inverse = PythonArgParser("inverse", (ops.inverse,), method=False)


@_p_inverse.binds
def inverse(*args, **kwargs):
    """inverse(Tensor self) -> Tensor"""
    return _p_inverse(args, kwargs)


_p_det = PythonArgParser("det", (ops.det,), method=False)


@_p_det.binds
def det(*args, **kwargs):
    """det(Tensor self) -> Tensor"""
    return _p_det(args, kwargs)


_p_slogdet = PythonArgParser("slogdet", (ops.slogdet,), method=False)


@_p_slogdet.binds
def slogdet(*args, **kwargs):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
    return _p_slogdet(args, kwargs)


_p__linalg_svd = PythonArgParser("_linalg_svd", (ops._linalg_svd,), method=False)


@_p__linalg_svd.binds
def _linalg_svd(*args, **kwargs):
    """_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    return _p__linalg_svd(args, kwargs)


_p_svd = PythonArgParser("svd", (ops.svd,), method=False)


@_p_svd.binds
def svd(*args, **kwargs):
    """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
    return _p_svd(args, kwargs)


_p_cross = PythonArgParser("cross", (ops.cross,), method=False)


@_p_cross.binds
def cross(*args, **kwargs):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor"""
    return _p_cross(args, kwargs)


_p_chain_matmul = PythonArgParser("chain_matmul", (ops.chain_matmul,), method=False)


@_p_chain_matmul.binds
def chain_matmul(*args, **kwargs):
    """chain_matmul(Tensor[] matrices) -> Tensor"""
    return _p_chain_matmul(args, kwargs)


_p_vander = PythonArgParser("vander", (ops.vander,), method=False)


@_p_vander.binds
def vander(*args, **kwargs):
    """vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"""
    return _p_vander(args, kwargs)


_p_matrix_exp = PythonArgParser("matrix_exp", (ops.matrix_exp,), method=False)


@_p_matrix_exp.binds
def matrix_exp(*args, **kwargs):
    """matrix_exp(Tensor self) -> Tensor"""
    return _p_matrix_exp(args, kwargs)


_p_matrix_power = PythonArgParser("matrix_power", (ops.matrix_power,), method=False)


@_p_matrix_power.binds
def matrix_power(*args, **kwargs):
    """matrix_power(Tensor self, int n) -> Tensor"""
    return _p_matrix_power(args, kwargs)


_p_lu_unpack = PythonArgParser("lu_unpack", (ops.lu_unpack,), method=False)


@_p_lu_unpack.binds
def lu_unpack(*args, **kwargs):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""
    return _p_lu_unpack(args, kwargs)


_p_lu_solve = PythonArgParser("lu_solve", (ops.lu_solve,), method=False)


@_p_lu_solve.binds
def lu_solve(*args, **kwargs):
    """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
    return _p_lu_solve(args, kwargs)


_p__lu_with_info = PythonArgParser("_lu_with_info", (ops._lu_with_info,), method=False)


@_p__lu_with_info.binds
def _lu_with_info(*args, **kwargs):
    """_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)"""
    return _p__lu_with_info(args, kwargs)


_p_triangular_solve = PythonArgParser("triangular_solve", (ops.triangular_solve,), method=False)


@_p_triangular_solve.binds
def triangular_solve(*args, **kwargs):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
    return _p_triangular_solve(args, kwargs)


_p_cholesky = PythonArgParser("cholesky", (ops.cholesky,), method=False)


@_p_cholesky.binds
def cholesky(*args, **kwargs):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    return _p_cholesky(args, kwargs)


_p_cholesky_inverse = PythonArgParser("cholesky_inverse", (ops.cholesky_inverse,), method=False)


@_p_cholesky_inverse.binds
def cholesky_inverse(*args, **kwargs):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    return _p_cholesky_inverse(args, kwargs)


_p_cholesky_solve = PythonArgParser("cholesky_solve", (ops.cholesky_solve,), method=False)


@_p_cholesky_solve.binds
def cholesky_solve(*args, **kwargs):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    return _p_cholesky_solve(args, kwargs)


_p_qr = PythonArgParser("qr", (ops.qr,), method=False)


@_p_qr.binds
def qr(*args, **kwargs):
    """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
    return _p_qr(args, kwargs)


_p_geqrf = PythonArgParser("geqrf", (ops.geqrf,), method=False)


@_p_geqrf.binds
def geqrf(*args, **kwargs):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
    return _p_geqrf(args, kwargs)


_p_orgqr = PythonArgParser("orgqr", (ops.orgqr,), method=False)


@_p_orgqr.binds
def orgqr(*args, **kwargs):
    """orgqr(Tensor self, Tensor input2) -> Tensor"""
    return _p_orgqr(args, kwargs)


_p_ormqr = PythonArgParser("ormqr", (ops.ormqr,), method=False)


@_p_ormqr.binds
def ormqr(*args, **kwargs):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""
    return _p_ormqr(args, kwargs)


_p_pinverse = PythonArgParser("pinverse", (ops.pinverse,), method=False)


@_p_pinverse.binds
def pinverse(*args, **kwargs):
    """pinverse(Tensor self, float rcond=1e-15) -> Tensor"""
    return _p_pinverse(args, kwargs)


_p_frobenius_norm = PythonArgParser("frobenius_norm", (ops.frobenius_norm_dim,), method=False)


@_p_frobenius_norm.binds
def frobenius_norm(*args, **kwargs):
    """frobenius_norm(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
    return _p_frobenius_norm(args, kwargs)


_p_nuclear_norm = PythonArgParser(
    "nuclear_norm", (ops.nuclear_norm, ops.nuclear_norm_dim), method=False
)


@_p_nuclear_norm.binds
def nuclear_norm(*args, **kwargs):
    """nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
    nuclear_norm(Tensor self, int[2] dim, bool keepdim=False) -> Tensor"""
    return _p_nuclear_norm(args, kwargs)


_p_logdet = PythonArgParser("logdet", (ops.logdet,), method=False)


@_p_logdet.binds
def logdet(*args, **kwargs):
    """logdet(Tensor self) -> Tensor"""
    return _p_logdet(args, kwargs)


_p_cumsum = PythonArgParser("cumsum", (ops.cumsum, ops.cumsum_out), method=False)


@_p_cumsum.binds
def cumsum(*args, **kwargs):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
    cumsum(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cumsum(args, kwargs)


_p_cumprod = PythonArgParser("cumprod", (ops.cumprod, ops.cumprod_out), method=False)


@_p_cumprod.binds
def cumprod(*args, **kwargs):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
    cumprod(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cumprod(args, kwargs)


_p_logsumexp = PythonArgParser("logsumexp", (ops.logsumexp, ops.logsumexp_out), method=False)


@_p_logsumexp.binds
def logsumexp(*args, **kwargs):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
    logsumexp(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logsumexp(args, kwargs)


_p_softmax = PythonArgParser("softmax", (ops.softmax_int,), method=False)


@_p_softmax.binds
def softmax(*args, **kwargs):
    """softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
    return _p_softmax(args, kwargs)


_p__softmax = PythonArgParser("_softmax", (ops._softmax, ops._softmax_out), method=False)


@_p__softmax.binds
def _softmax(*args, **kwargs):
    """_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
    _softmax(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__softmax(args, kwargs)


_p_log_softmax = PythonArgParser("log_softmax", (ops.log_softmax_int,), method=False)


@_p_log_softmax.binds
def log_softmax(*args, **kwargs):
    """log_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
    return _p_log_softmax(args, kwargs)


_p__log_softmax = PythonArgParser(
    "_log_softmax", (ops._log_softmax, ops._log_softmax_out), method=False
)


@_p__log_softmax.binds
def _log_softmax(*args, **kwargs):
    """_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
    _log_softmax(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__log_softmax(args, kwargs)


_p_topk = PythonArgParser("topk", (ops.topk, ops.topk_values), method=False)


@_p_topk.binds
def topk(*args, **kwargs):
    """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
    topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_topk(args, kwargs)


_p_sort = PythonArgParser(
    "sort", (ops.sort, ops.sort_stable, ops.sort_values, ops.sort_values_stable), method=False
)


@_p_sort.binds
def sort(*args, **kwargs):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
    sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
    sort(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
    sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_sort(args, kwargs)


_p_argsort = PythonArgParser("argsort", (ops.argsort, ops.argsort_stable), method=False)


@_p_argsort.binds
def argsort(*args, **kwargs):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
    argsort(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
    return _p_argsort(args, kwargs)


_p__unsafe_view = PythonArgParser("_unsafe_view", (ops._unsafe_view,), method=False)


@_p__unsafe_view.binds
def _unsafe_view(*args, **kwargs):
    """_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""
    return _p__unsafe_view(args, kwargs)


_p_alias = PythonArgParser("alias", (ops.alias,), method=False)


@_p_alias.binds
def alias(*args, **kwargs):
    """alias(Tensor(a) self) -> Tensor(a)"""
    return _p_alias(args, kwargs)


_p_as_strided = PythonArgParser("as_strided", (ops.as_strided,), method=False)


@_p_as_strided.binds
def as_strided(*args, **kwargs):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
    return _p_as_strided(args, kwargs)


_p_as_strided_ = PythonArgParser("as_strided_", (ops.as_strided_,), method=False)


@_p_as_strided_.binds
def as_strided_(*args, **kwargs):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
    return _p_as_strided_(args, kwargs)


_p_select = PythonArgParser("select", (ops.select_int,), method=False)


@_p_select.binds
def select(*args, **kwargs):
    """select(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
    return _p_select(args, kwargs)


_p_slice = PythonArgParser("slice", (ops.slice_Tensor,), method=False)


@_p_slice.binds
def slice(*args, **kwargs):
    """slice(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"""
    return _p_slice(args, kwargs)


_p_unsqueeze = PythonArgParser("unsqueeze", (ops.unsqueeze,), method=False)


@_p_unsqueeze.binds
def unsqueeze(*args, **kwargs):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
    return _p_unsqueeze(args, kwargs)


_p_squeeze = PythonArgParser(
    "squeeze", (ops.squeeze, ops.squeeze_dim, ops.squeeze_dims), method=False
)


@_p_squeeze.binds
def squeeze(*args, **kwargs):
    """squeeze(Tensor(a) self) -> Tensor(a)
    squeeze(Tensor(a) self, int dim) -> Tensor(a)
    squeeze(Tensor(a) self, int[] dim) -> Tensor(a)"""
    return _p_squeeze(args, kwargs)


_p_permute = PythonArgParser("permute", (ops.permute,), method=False)


@_p_permute.binds
def permute(*args, **kwargs):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
    return _p_permute(args, kwargs)


_p_transpose = PythonArgParser("transpose", (ops.transpose_int,), method=False)


@_p_transpose.binds
def transpose(*args, **kwargs):
    """transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    return _p_transpose(args, kwargs)


_p_t = PythonArgParser("t", (ops.t,), method=False)


@_p_t.binds
def t(*args, **kwargs):
    """t(Tensor(a) self) -> Tensor(a)"""
    return _p_t(args, kwargs)


_p_diagonal = PythonArgParser("diagonal", (ops.diagonal,), method=False)


@_p_diagonal.binds
def diagonal(*args, **kwargs):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
    return _p_diagonal(args, kwargs)


_p_split = PythonArgParser("split", (ops.split_Tensor, ops.split_sizes), method=False)


@_p_split.binds
def split(*args, **kwargs):
    """split(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]
    split(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"""
    return _p_split(args, kwargs)


_p_split_with_sizes = PythonArgParser("split_with_sizes", (ops.split_with_sizes,), method=False)


@_p_split_with_sizes.binds
def split_with_sizes(*args, **kwargs):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
    return _p_split_with_sizes(args, kwargs)


_p_unbind = PythonArgParser("unbind", (ops.unbind_int,), method=False)


@_p_unbind.binds
def unbind(*args, **kwargs):
    """unbind(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
    return _p_unbind(args, kwargs)


_p_reshape = PythonArgParser("reshape", (ops.reshape,), method=False)


@_p_reshape.binds
def reshape(*args, **kwargs):
    """reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"""
    return _p_reshape(args, kwargs)


_p_flatten = PythonArgParser("flatten", (ops.flatten_using_ints,), method=False)


@_p_flatten.binds
def flatten(*args, **kwargs):
    """flatten(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"""
    return _p_flatten(args, kwargs)


_p_unflatten = PythonArgParser("unflatten", (ops.unflatten_int,), method=False)


@_p_unflatten.binds
def unflatten(*args, **kwargs):
    """unflatten(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"""
    return _p_unflatten(args, kwargs)


_p_ravel = PythonArgParser("ravel", (ops.ravel,), method=False)


@_p_ravel.binds
def ravel(*args, **kwargs):
    """ravel(Tensor(a) self) -> Tensor(a)"""
    return _p_ravel(args, kwargs)


_p_broadcast_to = PythonArgParser("broadcast_to", (ops.broadcast_to,), method=False)


@_p_broadcast_to.binds
def broadcast_to(*args, **kwargs):
    """broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
    return _p_broadcast_to(args, kwargs)


_p_narrow = PythonArgParser("narrow", (ops.narrow, ops.narrow_Tensor), method=False)


@_p_narrow.binds
def narrow(*args, **kwargs):
    """narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)
    narrow(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"""
    return _p_narrow(args, kwargs)


_p_chunk = PythonArgParser("chunk", (ops.chunk,), method=False)


@_p_chunk.binds
def chunk(*args, **kwargs):
    """chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"""
    return _p_chunk(args, kwargs)


_p_movedim = PythonArgParser("movedim", (ops.movedim_intlist, ops.movedim_int), method=False)


@_p_movedim.binds
def movedim(*args, **kwargs):
    """movedim(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
    movedim(Tensor(a) self, int source, int destination) -> Tensor(a)"""
    return _p_movedim(args, kwargs)


_p_moveaxis = PythonArgParser("moveaxis", (ops.moveaxis_intlist, ops.moveaxis_int), method=False)


@_p_moveaxis.binds
def moveaxis(*args, **kwargs):
    """moveaxis(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
    moveaxis(Tensor(a) self, int source, int destination) -> Tensor(a)"""
    return _p_moveaxis(args, kwargs)


_p_swapaxes = PythonArgParser("swapaxes", (ops.swapaxes,), method=False)


@_p_swapaxes.binds
def swapaxes(*args, **kwargs):
    """swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"""
    return _p_swapaxes(args, kwargs)


_p_swapdims = PythonArgParser("swapdims", (ops.swapdims,), method=False)


@_p_swapdims.binds
def swapdims(*args, **kwargs):
    """swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    return _p_swapdims(args, kwargs)


_p_cat = PythonArgParser("cat", (ops.cat, ops.cat_out), method=False)


@_p_cat.binds
def cat(*args, **kwargs):
    """cat(Tensor[] tensors, int dim=0) -> Tensor
    cat(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cat(args, kwargs)


_p_stack = PythonArgParser("stack", (ops.stack, ops.stack_out), method=False)


@_p_stack.binds
def stack(*args, **kwargs):
    """stack(Tensor[] tensors, int dim=0) -> Tensor
    stack(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_stack(args, kwargs)


_p_hstack = PythonArgParser("hstack", (ops.hstack, ops.hstack_out), method=False)


@_p_hstack.binds
def hstack(*args, **kwargs):
    """hstack(Tensor[] tensors) -> Tensor
    hstack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hstack(args, kwargs)


_p_vstack = PythonArgParser("vstack", (ops.vstack, ops.vstack_out), method=False)


@_p_vstack.binds
def vstack(*args, **kwargs):
    """vstack(Tensor[] tensors) -> Tensor
    vstack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_vstack(args, kwargs)


_p_flip = PythonArgParser("flip", (ops.flip,), method=False)


@_p_flip.binds
def flip(*args, **kwargs):
    """flip(Tensor self, int[] dims) -> Tensor"""
    return _p_flip(args, kwargs)


_p_roll = PythonArgParser("roll", (ops.roll,), method=False)


@_p_roll.binds
def roll(*args, **kwargs):
    """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
    return _p_roll(args, kwargs)


_p_tile = PythonArgParser("tile", (ops.tile,), method=False)


@_p_tile.binds
def tile(*args, **kwargs):
    """tile(Tensor self, SymInt[] dims) -> Tensor"""
    return _p_tile(args, kwargs)


_p_repeat_interleave = PythonArgParser(
    "repeat_interleave",
    (
        ops.repeat_interleave_Tensor,
        ops.repeat_interleave_self_Tensor,
        ops.repeat_interleave_self_int,
    ),
    method=False,
)


@_p_repeat_interleave.binds
def repeat_interleave(*args, **kwargs):
    """repeat_interleave(Tensor repeats, *, SymInt? output_size=None) -> Tensor
    repeat_interleave(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor
    repeat_interleave(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""
    return _p_repeat_interleave(args, kwargs)


_p_tril = PythonArgParser("tril", (ops.tril, ops.tril_out), method=False)


@_p_tril.binds
def tril(*args, **kwargs):
    """tril(Tensor self, int diagonal=0) -> Tensor
    tril(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tril(args, kwargs)


_p_triu = PythonArgParser("triu", (ops.triu, ops.triu_out), method=False)


@_p_triu.binds
def triu(*args, **kwargs):
    """triu(Tensor self, int diagonal=0) -> Tensor
    triu(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_triu(args, kwargs)


_p_diag = PythonArgParser("diag", (ops.diag,), method=False)


@_p_diag.binds
def diag(*args, **kwargs):
    """diag(Tensor self, int diagonal=0) -> Tensor"""
    return _p_diag(args, kwargs)


_p_index = PythonArgParser("index", (ops.index_Tensor, ops.index_Tensor_out), method=False)


@_p_index.binds
def index(*args, **kwargs):
    """index(Tensor self, Tensor?[] indices) -> Tensor
    index(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index(args, kwargs)


_p_index_put_ = PythonArgParser("index_put_", (ops.index_put_,), method=False)


@_p_index_put_.binds
def index_put_(*args, **kwargs):
    """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
    return _p_index_put_(args, kwargs)


_p_index_put = PythonArgParser("index_put", (ops.index_put,), method=False)


@_p_index_put.binds
def index_put(*args, **kwargs):
    """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
    return _p_index_put(args, kwargs)


_p_index_select = PythonArgParser(
    "index_select", (ops.index_select, ops.index_select_out), method=False
)


@_p_index_select.binds
def index_select(*args, **kwargs):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor
    index_select(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_select(args, kwargs)


_p_gather = PythonArgParser("gather", (ops.gather, ops.gather_out), method=False)


@_p_gather.binds
def gather(*args, **kwargs):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
    gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gather(args, kwargs)


_p_scatter = PythonArgParser(
    "scatter",
    (
        ops.scatter_src,
        ops.scatter_value,
        ops.scatter_reduce,
        ops.scatter_value_reduce,
        ops.scatter_src_out,
        ops.scatter_value_out,
        ops.scatter_reduce_out,
        ops.scatter_value_reduce_out,
    ),
    method=False,
)


@_p_scatter.binds
def scatter(*args, **kwargs):
    """scatter(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
    scatter(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    scatter(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
    scatter(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
    scatter(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
    scatter(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
    scatter(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)
    scatter(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scatter(args, kwargs)


_p_scatter_add = PythonArgParser(
    "scatter_add", (ops.scatter_add, ops.scatter_add_out), method=False
)


@_p_scatter_add.binds
def scatter_add(*args, **kwargs):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
    scatter_add(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scatter_add(args, kwargs)


_p_scatter_reduce = PythonArgParser(
    "scatter_reduce", (ops.scatter_reduce_two, ops.scatter_reduce_two_out), method=False
)


@_p_scatter_reduce.binds
def scatter_reduce(*args, **kwargs):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
    scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scatter_reduce(args, kwargs)


_p_index_add = PythonArgParser("index_add", (ops.index_add, ops.index_add_out), method=False)


@_p_index_add.binds
def index_add(*args, **kwargs):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
    index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_add(args, kwargs)


_p_index_fill = PythonArgParser(
    "index_fill", (ops.index_fill_int_Scalar, ops.index_fill_int_Tensor), method=False
)


@_p_index_fill.binds
def index_fill(*args, **kwargs):
    """index_fill(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    index_fill(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
    return _p_index_fill(args, kwargs)


_p_masked_fill = PythonArgParser(
    "masked_fill", (ops.masked_fill_Scalar, ops.masked_fill_Tensor), method=False
)


@_p_masked_fill.binds
def masked_fill(*args, **kwargs):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
    masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    return _p_masked_fill(args, kwargs)


_p_masked_select = PythonArgParser(
    "masked_select", (ops.masked_select, ops.masked_select_out), method=False
)


@_p_masked_select.binds
def masked_select(*args, **kwargs):
    """masked_select(Tensor self, Tensor mask) -> Tensor
    masked_select(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_masked_select(args, kwargs)


_p_masked_scatter = PythonArgParser("masked_scatter", (ops.masked_scatter,), method=False)


@_p_masked_scatter.binds
def masked_scatter(*args, **kwargs):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
    return _p_masked_scatter(args, kwargs)


_p_nonzero = PythonArgParser("nonzero", (ops.nonzero, ops.nonzero_out), method=False)


@_p_nonzero.binds
def nonzero(*args, **kwargs):
    """nonzero(Tensor self) -> Tensor
    nonzero(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nonzero(args, kwargs)


_p_nonzero_numpy = PythonArgParser("nonzero_numpy", (ops.nonzero_numpy,), method=False)


@_p_nonzero_numpy.binds
def nonzero_numpy(*args, **kwargs):
    """nonzero_numpy(Tensor self) -> Tensor[]"""
    return _p_nonzero_numpy(args, kwargs)


_p_argwhere = PythonArgParser("argwhere", (ops.argwhere,), method=False)


@_p_argwhere.binds
def argwhere(*args, **kwargs):
    """argwhere(Tensor self) -> Tensor"""
    return _p_argwhere(args, kwargs)


_p_take = PythonArgParser("take", (ops.take, ops.take_out), method=False)


@_p_take.binds
def take(*args, **kwargs):
    """take(Tensor self, Tensor index) -> Tensor
    take(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_take(args, kwargs)


_p_put = PythonArgParser("put", (ops.put,), method=False)


@_p_put.binds
def put(*args, **kwargs):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
    return _p_put(args, kwargs)


_p_mm = PythonArgParser("mm", (ops.mm, ops.mm_out), method=False)


@_p_mm.binds
def mm(*args, **kwargs):
    """mm(Tensor self, Tensor mat2) -> Tensor
    mm(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mm(args, kwargs)


_p_bmm = PythonArgParser("bmm", (ops.bmm, ops.bmm_out), method=False)


@_p_bmm.binds
def bmm(*args, **kwargs):
    """bmm(Tensor self, Tensor mat2) -> Tensor
    bmm(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bmm(args, kwargs)


_p_mv = PythonArgParser("mv", (ops.mv, ops.mv_out), method=False)


@_p_mv.binds
def mv(*args, **kwargs):
    """mv(Tensor self, Tensor vec) -> Tensor
    mv(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mv(args, kwargs)


_p_dot = PythonArgParser("dot", (ops.dot, ops.dot_out), method=False)


@_p_dot.binds
def dot(*args, **kwargs):
    """dot(Tensor self, Tensor tensor) -> Tensor
    dot(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_dot(args, kwargs)


_p_addmm = PythonArgParser("addmm", (ops.addmm, ops.addmm_out), method=False)


@_p_addmm.binds
def addmm(*args, **kwargs):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addmm(args, kwargs)


_p_addmv = PythonArgParser("addmv", (ops.addmv, ops.addmv_out), method=False)


@_p_addmv.binds
def addmv(*args, **kwargs):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addmv(args, kwargs)


_p_addmv_ = PythonArgParser("addmv_", (ops.addmv_,), method=False)


@_p_addmv_.binds
def addmv_(*args, **kwargs):
    """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    return _p_addmv_(args, kwargs)


_p_baddbmm = PythonArgParser("baddbmm", (ops.baddbmm, ops.baddbmm_out), method=False)


@_p_baddbmm.binds
def baddbmm(*args, **kwargs):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_baddbmm(args, kwargs)


_p_addbmm = PythonArgParser("addbmm", (ops.addbmm, ops.addbmm_out), method=False)


@_p_addbmm.binds
def addbmm(*args, **kwargs):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addbmm(args, kwargs)


_p_matmul = PythonArgParser("matmul", (ops.matmul, ops.matmul_out), method=False)


@_p_matmul.binds
def matmul(*args, **kwargs):
    """matmul(Tensor self, Tensor other) -> Tensor
    matmul(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_matmul(args, kwargs)


_p_outer = PythonArgParser("outer", (ops.outer, ops.outer_out), method=False)


@_p_outer.binds
def outer(*args, **kwargs):
    """outer(Tensor self, Tensor vec2) -> Tensor
    outer(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_outer(args, kwargs)


_p_ger = PythonArgParser("ger", (ops.ger, ops.ger_out), method=False)


@_p_ger.binds
def ger(*args, **kwargs):
    """ger(Tensor self, Tensor vec2) -> Tensor
    ger(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ger(args, kwargs)


_p_tensordot = PythonArgParser("tensordot", (ops.tensordot, ops.tensordot_out), method=False)


@_p_tensordot.binds
def tensordot(*args, **kwargs):
    """tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
    tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tensordot(args, kwargs)


_p_einsum = PythonArgParser("einsum", (ops.einsum,), method=False)


@_p_einsum.binds
def einsum(*args, **kwargs):
    """einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor"""
    return _p_einsum(args, kwargs)


_p_searchsorted = PythonArgParser("searchsorted", (ops.searchsorted_Tensor,), method=False)


@_p_searchsorted.binds
def searchsorted(*args, **kwargs):
    """searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"""
    return _p_searchsorted(args, kwargs)


_p_bucketize = PythonArgParser("bucketize", (ops.bucketize_Tensor,), method=False)


@_p_bucketize.binds
def bucketize(*args, **kwargs):
    """bucketize(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor"""
    return _p_bucketize(args, kwargs)


_p_isin = PythonArgParser("isin", (ops.isin_Tensor_Tensor,), method=False)


@_p_isin.binds
def isin(*args, **kwargs):
    """isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor"""
    return _p_isin(args, kwargs)


_p_histc = PythonArgParser("histc", (ops.histc,), method=False)


@_p_histc.binds
def histc(*args, **kwargs):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
    return _p_histc(args, kwargs)


_p_kron = PythonArgParser("kron", (ops.kron,), method=False)


@_p_kron.binds
def kron(*args, **kwargs):
    """kron(Tensor self, Tensor other) -> Tensor"""
    return _p_kron(args, kwargs)


_p_cdist = PythonArgParser("cdist", (ops.cdist,), method=False)


@_p_cdist.binds
def cdist(*args, **kwargs):
    """cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor"""
    return _p_cdist(args, kwargs)


_p_diff = PythonArgParser("diff", (ops.diff,), method=False)


@_p_diff.binds
def diff(*args, **kwargs):
    """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
    return _p_diff(args, kwargs)


_p_trapezoid = PythonArgParser("trapezoid", (ops.trapezoid_x, ops.trapezoid_dx), method=False)


@_p_trapezoid.binds
def trapezoid(*args, **kwargs):
    """trapezoid(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    trapezoid(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor"""
    return _p_trapezoid(args, kwargs)


_p_logcumsumexp = PythonArgParser("logcumsumexp", (ops.logcumsumexp,), method=False)


@_p_logcumsumexp.binds
def logcumsumexp(*args, **kwargs):
    """logcumsumexp(Tensor self, int dim) -> Tensor"""
    return _p_logcumsumexp(args, kwargs)


_p_count_nonzero = PythonArgParser(
    "count_nonzero", (ops.count_nonzero_dim_IntList, ops.count_nonzero), method=False
)


@_p_count_nonzero.binds
def count_nonzero(*args, **kwargs):
    """count_nonzero(Tensor self, int[] dim) -> Tensor
    count_nonzero(Tensor self, int? dim=None) -> Tensor"""
    return _p_count_nonzero(args, kwargs)


_p_meshgrid = PythonArgParser("meshgrid", (ops.meshgrid, ops.meshgrid_indexing), method=False)


@_p_meshgrid.binds
def meshgrid(*args, **kwargs):
    """meshgrid(Tensor[] tensors) -> Tensor[]
    meshgrid(Tensor[] tensors, *, str indexing) -> Tensor[]"""
    return _p_meshgrid(args, kwargs)


_p_cartesian_prod = PythonArgParser("cartesian_prod", (ops.cartesian_prod,), method=False)


@_p_cartesian_prod.binds
def cartesian_prod(*args, **kwargs):
    """cartesian_prod(Tensor[] tensors) -> Tensor"""
    return _p_cartesian_prod(args, kwargs)


_p_isclose = PythonArgParser("isclose", (ops.isclose,), method=False)


@_p_isclose.binds
def isclose(*args, **kwargs):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"""
    return _p_isclose(args, kwargs)


_p_allclose = PythonArgParser("allclose", (ops.allclose,), method=False)


@_p_allclose.binds
def allclose(*args, **kwargs):
    """allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"""
    return _p_allclose(args, kwargs)


_p_equal = PythonArgParser("equal", (ops.equal,), method=False)


@_p_equal.binds
def equal(*args, **kwargs):
    """equal(Tensor self, Tensor other) -> bool"""
    return _p_equal(args, kwargs)


_p_convolution = PythonArgParser("convolution", (ops.convolution,), method=False)


@_p_convolution.binds
def convolution(*args, **kwargs):
    """convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""
    return _p_convolution(args, kwargs)


_p_convolution_backward = PythonArgParser(
    "convolution_backward", (ops.convolution_backward,), method=False
)


@_p_convolution_backward.binds
def convolution_backward(*args, **kwargs):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_convolution_backward(args, kwargs)


_p_conv1d = PythonArgParser("conv1d", (ops.conv1d, ops.conv1d_padding), method=False)


@_p_conv1d.binds
def conv1d(*args, **kwargs):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] dilation=1, SymInt groups=1) -> Tensor
    conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, str padding="valid", SymInt[1] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv1d(args, kwargs)


_p_conv2d = PythonArgParser("conv2d", (ops.conv2d, ops.conv2d_padding), method=False)


@_p_conv2d.binds
def conv2d(*args, **kwargs):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] dilation=1, SymInt groups=1) -> Tensor
    conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, str padding="valid", SymInt[2] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv2d(args, kwargs)


_p_conv3d = PythonArgParser("conv3d", (ops.conv3d, ops.conv3d_padding), method=False)


@_p_conv3d.binds
def conv3d(*args, **kwargs):
    """conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] dilation=1, SymInt groups=1) -> Tensor
    conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, str padding="valid", SymInt[3] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv3d(args, kwargs)


_p_conv_transpose1d = PythonArgParser("conv_transpose1d", (ops.conv_transpose1d,), method=False)


@_p_conv_transpose1d.binds
def conv_transpose1d(*args, **kwargs):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] output_padding=0, SymInt groups=1, SymInt[1] dilation=1) -> Tensor"""
    return _p_conv_transpose1d(args, kwargs)


_p_conv_transpose2d = PythonArgParser(
    "conv_transpose2d", (ops.conv_transpose2d_input,), method=False
)


@_p_conv_transpose2d.binds
def conv_transpose2d(*args, **kwargs):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] output_padding=0, SymInt groups=1, SymInt[2] dilation=1) -> Tensor"""
    return _p_conv_transpose2d(args, kwargs)


_p_conv_transpose3d = PythonArgParser(
    "conv_transpose3d", (ops.conv_transpose3d_input,), method=False
)


@_p_conv_transpose3d.binds
def conv_transpose3d(*args, **kwargs):
    """conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] output_padding=0, SymInt groups=1, SymInt[3] dilation=1) -> Tensor"""
    return _p_conv_transpose3d(args, kwargs)


_p_max_pool2d = PythonArgParser("max_pool2d", (ops.max_pool2d,), method=False)


@_p_max_pool2d.binds
def max_pool2d(*args, **kwargs):
    """max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor"""
    return _p_max_pool2d(args, kwargs)


_p_max_pool1d_with_indices = PythonArgParser(
    "max_pool1d_with_indices", (ops.max_pool1d_with_indices,), method=False
)


@_p_max_pool1d_with_indices.binds
def max_pool1d_with_indices(*args, **kwargs):
    """max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""
    return _p_max_pool1d_with_indices(args, kwargs)


_p_max_pool1d = PythonArgParser("max_pool1d", (ops.max_pool1d,), method=False)


@_p_max_pool1d.binds
def max_pool1d(*args, **kwargs):
    """max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor"""
    return _p_max_pool1d(args, kwargs)


_p_avg_pool1d = PythonArgParser("avg_pool1d", (ops.avg_pool1d,), method=False)


@_p_avg_pool1d.binds
def avg_pool1d(*args, **kwargs):
    """avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor"""
    return _p_avg_pool1d(args, kwargs)


_p__adaptive_avg_pool2d = PythonArgParser(
    "_adaptive_avg_pool2d", (ops._adaptive_avg_pool2d,), method=False
)


@_p__adaptive_avg_pool2d.binds
def _adaptive_avg_pool2d(*args, **kwargs):
    """_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""
    return _p__adaptive_avg_pool2d(args, kwargs)


_p_adaptive_avg_pool1d = PythonArgParser(
    "adaptive_avg_pool1d", (ops.adaptive_avg_pool1d,), method=False
)


@_p_adaptive_avg_pool1d.binds
def adaptive_avg_pool1d(*args, **kwargs):
    """adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor"""
    return _p_adaptive_avg_pool1d(args, kwargs)


_p_native_batch_norm = PythonArgParser("native_batch_norm", (ops.native_batch_norm,), method=False)


@_p_native_batch_norm.binds
def native_batch_norm(*args, **kwargs):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_batch_norm(args, kwargs)


_p_native_batch_norm_backward = PythonArgParser(
    "native_batch_norm_backward", (ops.native_batch_norm_backward,), method=False
)


@_p_native_batch_norm_backward.binds
def native_batch_norm_backward(*args, **kwargs):
    """native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_batch_norm_backward(args, kwargs)


_p_batch_norm = PythonArgParser("batch_norm", (ops.batch_norm,), method=False)


@_p_batch_norm.binds
def batch_norm(*args, **kwargs):
    """batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor"""
    return _p_batch_norm(args, kwargs)


_p_native_layer_norm = PythonArgParser("native_layer_norm", (ops.native_layer_norm,), method=False)


@_p_native_layer_norm.binds
def native_layer_norm(*args, **kwargs):
    """native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_layer_norm(args, kwargs)


_p_native_layer_norm_backward = PythonArgParser(
    "native_layer_norm_backward", (ops.native_layer_norm_backward,), method=False
)


@_p_native_layer_norm_backward.binds
def native_layer_norm_backward(*args, **kwargs):
    """native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_layer_norm_backward(args, kwargs)


_p_layer_norm = PythonArgParser("layer_norm", (ops.layer_norm,), method=False)


@_p_layer_norm.binds
def layer_norm(*args, **kwargs):
    """layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor"""
    return _p_layer_norm(args, kwargs)


_p_native_group_norm = PythonArgParser("native_group_norm", (ops.native_group_norm,), method=False)


@_p_native_group_norm.binds
def native_group_norm(*args, **kwargs):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_group_norm(args, kwargs)


_p_native_group_norm_backward = PythonArgParser(
    "native_group_norm_backward", (ops.native_group_norm_backward,), method=False
)


@_p_native_group_norm_backward.binds
def native_group_norm_backward(*args, **kwargs):
    """native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_group_norm_backward(args, kwargs)


_p_group_norm = PythonArgParser("group_norm", (ops.group_norm,), method=False)


@_p_group_norm.binds
def group_norm(*args, **kwargs):
    """group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor"""
    return _p_group_norm(args, kwargs)


_p_embedding = PythonArgParser("embedding", (ops.embedding,), method=False)


@_p_embedding.binds
def embedding(*args, **kwargs):
    """embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""
    return _p_embedding(args, kwargs)


_p_embedding_backward = PythonArgParser(
    "embedding_backward", (ops.embedding_backward,), method=False
)


@_p_embedding_backward.binds
def embedding_backward(*args, **kwargs):
    """embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor"""
    return _p_embedding_backward(args, kwargs)


_p_embedding_dense_backward = PythonArgParser(
    "embedding_dense_backward", (ops.embedding_dense_backward,), method=False
)


@_p_embedding_dense_backward.binds
def embedding_dense_backward(*args, **kwargs):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor"""
    return _p_embedding_dense_backward(args, kwargs)


_p_binary_cross_entropy_with_logits = PythonArgParser(
    "binary_cross_entropy_with_logits", (ops.binary_cross_entropy_with_logits,), method=False
)


@_p_binary_cross_entropy_with_logits.binds
def binary_cross_entropy_with_logits(*args, **kwargs):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"""
    return _p_binary_cross_entropy_with_logits(args, kwargs)


_p_constant_pad_nd = PythonArgParser("constant_pad_nd", (ops.constant_pad_nd,), method=False)


@_p_constant_pad_nd.binds
def constant_pad_nd(*args, **kwargs):
    """constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""
    return _p_constant_pad_nd(args, kwargs)


_p_bilinear = PythonArgParser("bilinear", (ops.bilinear,), method=False)


@_p_bilinear.binds
def bilinear(*args, **kwargs):
    """bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor"""
    return _p_bilinear(args, kwargs)


_p_dropout = PythonArgParser("dropout", (ops.dropout,), method=False)


@_p_dropout.binds
def dropout(*args, **kwargs):
    """dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_dropout(args, kwargs)


_p_feature_dropout = PythonArgParser("feature_dropout", (ops.feature_dropout,), method=False)


@_p_feature_dropout.binds
def feature_dropout(*args, **kwargs):
    """feature_dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_feature_dropout(args, kwargs)


_p_native_dropout = PythonArgParser("native_dropout", (ops.native_dropout,), method=False)


@_p_native_dropout.binds
def native_dropout(*args, **kwargs):
    """native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"""
    return _p_native_dropout(args, kwargs)


_p_native_dropout_backward = PythonArgParser(
    "native_dropout_backward", (ops.native_dropout_backward,), method=False
)


@_p_native_dropout_backward.binds
def native_dropout_backward(*args, **kwargs):
    """native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor"""
    return _p_native_dropout_backward(args, kwargs)


_p_threshold = PythonArgParser("threshold", (ops.threshold, ops.threshold_out), method=False)


@_p_threshold.binds
def threshold(*args, **kwargs):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
    threshold(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_threshold(args, kwargs)


_p_threshold_ = PythonArgParser("threshold_", (ops.threshold_,), method=False)


@_p_threshold_.binds
def threshold_(*args, **kwargs):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"""
    return _p_threshold_(args, kwargs)


_p_threshold_backward = PythonArgParser(
    "threshold_backward", (ops.threshold_backward, ops.threshold_backward_grad_input), method=False
)


@_p_threshold_backward.binds
def threshold_backward(*args, **kwargs):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
    threshold_backward(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_threshold_backward(args, kwargs)


_p__softmax_backward_data = PythonArgParser(
    "_softmax_backward_data",
    (ops._softmax_backward_data, ops._softmax_backward_data_out),
    method=False,
)


@_p__softmax_backward_data.binds
def _softmax_backward_data(*args, **kwargs):
    """_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
    _softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p__softmax_backward_data(args, kwargs)


_p__log_softmax_backward_data = PythonArgParser(
    "_log_softmax_backward_data",
    (ops._log_softmax_backward_data, ops._log_softmax_backward_data_out),
    method=False,
)


@_p__log_softmax_backward_data.binds
def _log_softmax_backward_data(*args, **kwargs):
    """_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
    _log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__log_softmax_backward_data(args, kwargs)


_p_broadcast_tensors = PythonArgParser("broadcast_tensors", (ops.broadcast_tensors,), method=False)


@_p_broadcast_tensors.binds
def broadcast_tensors(*args, **kwargs):
    """broadcast_tensors(Tensor[] tensors) -> Tensor[]"""
    return _p_broadcast_tensors(args, kwargs)


_p_erfinv = PythonArgParser("erfinv", (ops.erfinv, ops.erfinv_out), method=False)


@_p_erfinv.binds
def erfinv(*args, **kwargs):
    """erfinv(Tensor self) -> Tensor
    erfinv(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfinv(args, kwargs)


_p__unique2 = PythonArgParser("_unique2", (ops._unique2,), method=False)


@_p__unique2.binds
def _unique2(*args, **kwargs):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    return _p__unique2(args, kwargs)


_p_unique_dim = PythonArgParser("unique_dim", (ops.unique_dim,), method=False)


@_p_unique_dim.binds
def unique_dim(*args, **kwargs):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    return _p_unique_dim(args, kwargs)


_p_acosh = PythonArgParser("acosh", (ops.acosh, ops.acosh_out), method=False)


@_p_acosh.binds
def acosh(*args, **kwargs):
    """acosh(Tensor self) -> Tensor
    acosh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_acosh(args, kwargs)


_p_acosh_ = PythonArgParser("acosh_", (ops.acosh_,), method=False)


@_p_acosh_.binds
def acosh_(*args, **kwargs):
    """acosh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_acosh_(args, kwargs)


_p_asinh = PythonArgParser("asinh", (ops.asinh, ops.asinh_out), method=False)


@_p_asinh.binds
def asinh(*args, **kwargs):
    """asinh(Tensor self) -> Tensor
    asinh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_asinh(args, kwargs)


_p_asinh_ = PythonArgParser("asinh_", (ops.asinh_,), method=False)


@_p_asinh_.binds
def asinh_(*args, **kwargs):
    """asinh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_asinh_(args, kwargs)


_p_atanh = PythonArgParser("atanh", (ops.atanh, ops.atanh_out), method=False)


@_p_atanh.binds
def atanh(*args, **kwargs):
    """atanh(Tensor self) -> Tensor
    atanh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_atanh(args, kwargs)


_p_atanh_ = PythonArgParser("atanh_", (ops.atanh_,), method=False)


@_p_atanh_.binds
def atanh_(*args, **kwargs):
    """atanh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_atanh_(args, kwargs)


_p_deg2rad = PythonArgParser("deg2rad", (ops.deg2rad, ops.deg2rad_out), method=False)


@_p_deg2rad.binds
def deg2rad(*args, **kwargs):
    """deg2rad(Tensor self) -> Tensor
    deg2rad(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_deg2rad(args, kwargs)


_p_deg2rad_ = PythonArgParser("deg2rad_", (ops.deg2rad_,), method=False)


@_p_deg2rad_.binds
def deg2rad_(*args, **kwargs):
    """deg2rad_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_deg2rad_(args, kwargs)


_p_rad2deg = PythonArgParser("rad2deg", (ops.rad2deg, ops.rad2deg_out), method=False)


@_p_rad2deg.binds
def rad2deg(*args, **kwargs):
    """rad2deg(Tensor self) -> Tensor
    rad2deg(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rad2deg(args, kwargs)


_p_rad2deg_ = PythonArgParser("rad2deg_", (ops.rad2deg_,), method=False)


@_p_rad2deg_.binds
def rad2deg_(*args, **kwargs):
    """rad2deg_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_rad2deg_(args, kwargs)


_p_erfc = PythonArgParser("erfc", (ops.erfc, ops.erfc_out), method=False)


@_p_erfc.binds
def erfc(*args, **kwargs):
    """erfc(Tensor self) -> Tensor
    erfc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfc(args, kwargs)


_p_erfc_ = PythonArgParser("erfc_", (ops.erfc_,), method=False)


@_p_erfc_.binds
def erfc_(*args, **kwargs):
    """erfc_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_erfc_(args, kwargs)


_p_sinc = PythonArgParser("sinc", (ops.sinc, ops.sinc_out), method=False)


@_p_sinc.binds
def sinc(*args, **kwargs):
    """sinc(Tensor self) -> Tensor
    sinc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sinc(args, kwargs)


_p_sinc_ = PythonArgParser("sinc_", (ops.sinc_,), method=False)


@_p_sinc_.binds
def sinc_(*args, **kwargs):
    """sinc_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_sinc_(args, kwargs)


_p_i0 = PythonArgParser("i0", (ops.i0, ops.i0_out), method=False)


@_p_i0.binds
def i0(*args, **kwargs):
    """i0(Tensor self) -> Tensor
    i0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i0(args, kwargs)


_p_i0_ = PythonArgParser("i0_", (ops.i0_,), method=False)


@_p_i0_.binds
def i0_(*args, **kwargs):
    """i0_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_i0_(args, kwargs)


_p_digamma = PythonArgParser("digamma", (ops.digamma, ops.digamma_out), method=False)


@_p_digamma.binds
def digamma(*args, **kwargs):
    """digamma(Tensor self) -> Tensor
    digamma(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_digamma(args, kwargs)


_p_lgamma = PythonArgParser("lgamma", (ops.lgamma, ops.lgamma_out), method=False)


@_p_lgamma.binds
def lgamma(*args, **kwargs):
    """lgamma(Tensor self) -> Tensor
    lgamma(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lgamma(args, kwargs)


_p_logit = PythonArgParser("logit", (ops.logit, ops.logit_out), method=False)


@_p_logit.binds
def logit(*args, **kwargs):
    """logit(Tensor self, float? eps=None) -> Tensor
    logit(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logit(args, kwargs)


_p_logit_ = PythonArgParser("logit_", (ops.logit_,), method=False)


@_p_logit_.binds
def logit_(*args, **kwargs):
    """logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)"""
    return _p_logit_(args, kwargs)


_p_polygamma = PythonArgParser("polygamma", (ops.polygamma, ops.polygamma_out), method=False)


@_p_polygamma.binds
def polygamma(*args, **kwargs):
    """polygamma(int n, Tensor self) -> Tensor
    polygamma(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_polygamma(args, kwargs)


_p_mvlgamma = PythonArgParser("mvlgamma", (ops.mvlgamma, ops.mvlgamma_out), method=False)


@_p_mvlgamma.binds
def mvlgamma(*args, **kwargs):
    """mvlgamma(Tensor self, int p) -> Tensor
    mvlgamma(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mvlgamma(args, kwargs)


_p_signbit = PythonArgParser("signbit", (ops.signbit, ops.signbit_out), method=False)


@_p_signbit.binds
def signbit(*args, **kwargs):
    """signbit(Tensor self) -> Tensor
    signbit(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_signbit(args, kwargs)


_p_isposinf = PythonArgParser("isposinf", (ops.isposinf, ops.isposinf_out), method=False)


@_p_isposinf.binds
def isposinf(*args, **kwargs):
    """isposinf(Tensor self) -> Tensor
    isposinf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isposinf(args, kwargs)


_p_isneginf = PythonArgParser("isneginf", (ops.isneginf, ops.isneginf_out), method=False)


@_p_isneginf.binds
def isneginf(*args, **kwargs):
    """isneginf(Tensor self) -> Tensor
    isneginf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isneginf(args, kwargs)


_p_frexp = PythonArgParser("frexp", (ops.frexp_Tensor, ops.frexp_Tensor_out), method=False)


@_p_frexp.binds
def frexp(*args, **kwargs):
    """frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)
    frexp(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -> (Tensor(a!) mantissa, Tensor(b!) exponent)"""
    return _p_frexp(args, kwargs)


_p_fmax = PythonArgParser("fmax", (ops.fmax, ops.fmax_out), method=False)


@_p_fmax.binds
def fmax(*args, **kwargs):
    """fmax(Tensor self, Tensor other) -> Tensor
    fmax(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fmax(args, kwargs)


_p_fmin = PythonArgParser("fmin", (ops.fmin, ops.fmin_out), method=False)


@_p_fmin.binds
def fmin(*args, **kwargs):
    """fmin(Tensor self, Tensor other) -> Tensor
    fmin(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fmin(args, kwargs)


_p_logaddexp = PythonArgParser("logaddexp", (ops.logaddexp, ops.logaddexp_out), method=False)


@_p_logaddexp.binds
def logaddexp(*args, **kwargs):
    """logaddexp(Tensor self, Tensor other) -> Tensor
    logaddexp(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logaddexp(args, kwargs)


_p_logaddexp2 = PythonArgParser("logaddexp2", (ops.logaddexp2, ops.logaddexp2_out), method=False)


@_p_logaddexp2.binds
def logaddexp2(*args, **kwargs):
    """logaddexp2(Tensor self, Tensor other) -> Tensor
    logaddexp2(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logaddexp2(args, kwargs)


_p_hypot = PythonArgParser("hypot", (ops.hypot, ops.hypot_out), method=False)


@_p_hypot.binds
def hypot(*args, **kwargs):
    """hypot(Tensor self, Tensor other) -> Tensor
    hypot(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hypot(args, kwargs)


_p_copysign = PythonArgParser("copysign", (ops.copysign_Tensor, ops.copysign_out), method=False)


@_p_copysign.binds
def copysign(*args, **kwargs):
    """copysign(Tensor self, Tensor other) -> Tensor
    copysign(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_copysign(args, kwargs)


_p_heaviside = PythonArgParser("heaviside", (ops.heaviside, ops.heaviside_out), method=False)


@_p_heaviside.binds
def heaviside(*args, **kwargs):
    """heaviside(Tensor self, Tensor values) -> Tensor
    heaviside(Tensor self, Tensor values, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_heaviside(args, kwargs)


_p_gcd = PythonArgParser("gcd", (ops.gcd, ops.gcd_out), method=False)


@_p_gcd.binds
def gcd(*args, **kwargs):
    """gcd(Tensor self, Tensor other) -> Tensor
    gcd(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gcd(args, kwargs)


_p_gcd_ = PythonArgParser("gcd_", (ops.gcd_,), method=False)


@_p_gcd_.binds
def gcd_(*args, **kwargs):
    """gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    return _p_gcd_(args, kwargs)


_p_lcm = PythonArgParser("lcm", (ops.lcm, ops.lcm_out), method=False)


@_p_lcm.binds
def lcm(*args, **kwargs):
    """lcm(Tensor self, Tensor other) -> Tensor
    lcm(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lcm(args, kwargs)


_p_lcm_ = PythonArgParser("lcm_", (ops.lcm_,), method=False)


@_p_lcm_.binds
def lcm_(*args, **kwargs):
    """lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    return _p_lcm_(args, kwargs)


_p_nextafter = PythonArgParser("nextafter", (ops.nextafter, ops.nextafter_out), method=False)


@_p_nextafter.binds
def nextafter(*args, **kwargs):
    """nextafter(Tensor self, Tensor other) -> Tensor
    nextafter(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nextafter(args, kwargs)


_p_igamma = PythonArgParser("igamma", (ops.igamma, ops.igamma_out), method=False)


@_p_igamma.binds
def igamma(*args, **kwargs):
    """igamma(Tensor self, Tensor other) -> Tensor
    igamma(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_igamma(args, kwargs)


_p_igammac = PythonArgParser("igammac", (ops.igammac, ops.igammac_out), method=False)


@_p_igammac.binds
def igammac(*args, **kwargs):
    """igammac(Tensor self, Tensor other) -> Tensor
    igammac(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_igammac(args, kwargs)


_p_xlogy = PythonArgParser("xlogy", (ops.xlogy_Tensor, ops.xlogy_OutTensor), method=False)


@_p_xlogy.binds
def xlogy(*args, **kwargs):
    """xlogy(Tensor self, Tensor other) -> Tensor
    xlogy(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_xlogy(args, kwargs)


_p_xlogy_ = PythonArgParser("xlogy_", (ops.xlogy__Tensor,), method=False)


@_p_xlogy_.binds
def xlogy_(*args, **kwargs):
    """xlogy_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    return _p_xlogy_(args, kwargs)


_p_clamp_min = PythonArgParser(
    "clamp_min", (ops.clamp_min, ops.clamp_min_Tensor, ops.clamp_min_Tensor_out), method=False
)


@_p_clamp_min.binds
def clamp_min(*args, **kwargs):
    """clamp_min(Tensor self, Scalar min) -> Tensor
    clamp_min(Tensor self, Tensor min) -> Tensor
    clamp_min(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_clamp_min(args, kwargs)


_p_clamp_min_ = PythonArgParser("clamp_min_", (ops.clamp_min_, ops.clamp_min__Tensor), method=False)


@_p_clamp_min_.binds
def clamp_min_(*args, **kwargs):
    """clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
    clamp_min_(Tensor(a!) self, Tensor min) -> Tensor(a!)"""
    return _p_clamp_min_(args, kwargs)


_p_clamp_max = PythonArgParser(
    "clamp_max", (ops.clamp_max, ops.clamp_max_Tensor, ops.clamp_max_Tensor_out), method=False
)


@_p_clamp_max.binds
def clamp_max(*args, **kwargs):
    """clamp_max(Tensor self, Scalar max) -> Tensor
    clamp_max(Tensor self, Tensor max) -> Tensor
    clamp_max(Tensor self, Tensor max, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_clamp_max(args, kwargs)


_p_clamp_max_ = PythonArgParser("clamp_max_", (ops.clamp_max_, ops.clamp_max__Tensor), method=False)


@_p_clamp_max_.binds
def clamp_max_(*args, **kwargs):
    """clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
    clamp_max_(Tensor(a!) self, Tensor max) -> Tensor(a!)"""
    return _p_clamp_max_(args, kwargs)


_p_view_as_real = PythonArgParser("view_as_real", (ops.view_as_real,), method=False)


@_p_view_as_real.binds
def view_as_real(*args, **kwargs):
    """view_as_real(Tensor(a) self) -> Tensor(a)"""
    return _p_view_as_real(args, kwargs)


_p_view_as_complex = PythonArgParser("view_as_complex", (ops.view_as_complex,), method=False)


@_p_view_as_complex.binds
def view_as_complex(*args, **kwargs):
    """view_as_complex(Tensor(a) self) -> Tensor(a)"""
    return _p_view_as_complex(args, kwargs)


_p_real = PythonArgParser("real", (ops.real,), method=False)


@_p_real.binds
def real(*args, **kwargs):
    """real(Tensor(a) self) -> Tensor(a)"""
    return _p_real(args, kwargs)


_p_imag = PythonArgParser("imag", (ops.imag,), method=False)


@_p_imag.binds
def imag(*args, **kwargs):
    """imag(Tensor(a) self) -> Tensor(a)"""
    return _p_imag(args, kwargs)


_p_conj = PythonArgParser("conj", (ops.conj,), method=False)


@_p_conj.binds
def conj(*args, **kwargs):
    """conj(Tensor(a) self) -> Tensor(a)"""
    return _p_conj(args, kwargs)


_p_resolve_conj = PythonArgParser("resolve_conj", (ops.resolve_conj,), method=False)


@_p_resolve_conj.binds
def resolve_conj(*args, **kwargs):
    """resolve_conj(Tensor(a) self) -> Tensor(a)"""
    return _p_resolve_conj(args, kwargs)


_p_resolve_neg = PythonArgParser("resolve_neg", (ops.resolve_neg,), method=False)


@_p_resolve_neg.binds
def resolve_neg(*args, **kwargs):
    """resolve_neg(Tensor(a) self) -> Tensor(a)"""
    return _p_resolve_neg(args, kwargs)


_p_is_conj = PythonArgParser("is_conj", (ops.is_conj,), method=False)


@_p_is_conj.binds
def is_conj(*args, **kwargs):
    """is_conj(Tensor self) -> bool"""
    return _p_is_conj(args, kwargs)


_p_is_neg = PythonArgParser("is_neg", (ops.is_neg,), method=False)


@_p_is_neg.binds
def is_neg(*args, **kwargs):
    """is_neg(Tensor self) -> bool"""
    return _p_is_neg(args, kwargs)


_p_conj_physical = PythonArgParser(
    "conj_physical", (ops.conj_physical, ops.conj_physical_out), method=False
)


@_p_conj_physical.binds
def conj_physical(*args, **kwargs):
    """conj_physical(Tensor self) -> Tensor
    conj_physical(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_conj_physical(args, kwargs)


_p_conj_physical_ = PythonArgParser("conj_physical_", (ops.conj_physical_,), method=False)


@_p_conj_physical_.binds
def conj_physical_(*args, **kwargs):
    """conj_physical_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_conj_physical_(args, kwargs)


_p_angle = PythonArgParser("angle", (ops.angle, ops.angle_out), method=False)


@_p_angle.binds
def angle(*args, **kwargs):
    """angle(Tensor self) -> Tensor
    angle(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_angle(args, kwargs)


_p_sgn = PythonArgParser("sgn", (ops.sgn, ops.sgn_out), method=False)


@_p_sgn.binds
def sgn(*args, **kwargs):
    """sgn(Tensor self) -> Tensor
    sgn(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sgn(args, kwargs)


_p_polar = PythonArgParser("polar", (ops.polar, ops.polar_out), method=False)


@_p_polar.binds
def polar(*args, **kwargs):
    """polar(Tensor abs, Tensor angle) -> Tensor
    polar(Tensor abs, Tensor angle, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_polar(args, kwargs)


_p_complex = PythonArgParser("complex", (ops.complex, ops.complex_out), method=False)


@_p_complex.binds
def complex(*args, **kwargs):
    """complex(Tensor real, Tensor imag) -> Tensor
    complex(Tensor real, Tensor imag, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_complex(args, kwargs)


_p_absolute = PythonArgParser("absolute", (ops.absolute, ops.absolute_out), method=False)


@_p_absolute.binds
def absolute(*args, **kwargs):
    """absolute(Tensor self) -> Tensor
    absolute(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_absolute(args, kwargs)


_p_arccos = PythonArgParser("arccos", (ops.arccos, ops.arccos_out), method=False)


@_p_arccos.binds
def arccos(*args, **kwargs):
    """arccos(Tensor self) -> Tensor
    arccos(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arccos(args, kwargs)


_p_arccos_ = PythonArgParser("arccos_", (ops.arccos_,), method=False)


@_p_arccos_.binds
def arccos_(*args, **kwargs):
    """arccos_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arccos_(args, kwargs)


_p_arccosh = PythonArgParser("arccosh", (ops.arccosh, ops.arccosh_out), method=False)


@_p_arccosh.binds
def arccosh(*args, **kwargs):
    """arccosh(Tensor self) -> Tensor
    arccosh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arccosh(args, kwargs)


_p_arccosh_ = PythonArgParser("arccosh_", (ops.arccosh_,), method=False)


@_p_arccosh_.binds
def arccosh_(*args, **kwargs):
    """arccosh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arccosh_(args, kwargs)


_p_arcsin = PythonArgParser("arcsin", (ops.arcsin, ops.arcsin_out), method=False)


@_p_arcsin.binds
def arcsin(*args, **kwargs):
    """arcsin(Tensor self) -> Tensor
    arcsin(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arcsin(args, kwargs)


_p_arcsin_ = PythonArgParser("arcsin_", (ops.arcsin_,), method=False)


@_p_arcsin_.binds
def arcsin_(*args, **kwargs):
    """arcsin_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arcsin_(args, kwargs)


_p_arcsinh = PythonArgParser("arcsinh", (ops.arcsinh, ops.arcsinh_out), method=False)


@_p_arcsinh.binds
def arcsinh(*args, **kwargs):
    """arcsinh(Tensor self) -> Tensor
    arcsinh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arcsinh(args, kwargs)


_p_arcsinh_ = PythonArgParser("arcsinh_", (ops.arcsinh_,), method=False)


@_p_arcsinh_.binds
def arcsinh_(*args, **kwargs):
    """arcsinh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arcsinh_(args, kwargs)


_p_arctan = PythonArgParser("arctan", (ops.arctan, ops.arctan_out), method=False)


@_p_arctan.binds
def arctan(*args, **kwargs):
    """arctan(Tensor self) -> Tensor
    arctan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arctan(args, kwargs)


_p_arctan_ = PythonArgParser("arctan_", (ops.arctan_,), method=False)


@_p_arctan_.binds
def arctan_(*args, **kwargs):
    """arctan_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arctan_(args, kwargs)


_p_arctanh = PythonArgParser("arctanh", (ops.arctanh, ops.arctanh_out), method=False)


@_p_arctanh.binds
def arctanh(*args, **kwargs):
    """arctanh(Tensor self) -> Tensor
    arctanh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arctanh(args, kwargs)


_p_arctanh_ = PythonArgParser("arctanh_", (ops.arctanh_,), method=False)


@_p_arctanh_.binds
def arctanh_(*args, **kwargs):
    """arctanh_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_arctanh_(args, kwargs)


_p_negative = PythonArgParser("negative", (ops.negative, ops.negative_out), method=False)


@_p_negative.binds
def negative(*args, **kwargs):
    """negative(Tensor self) -> Tensor
    negative(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_negative(args, kwargs)


_p_negative_ = PythonArgParser("negative_", (ops.negative_,), method=False)


@_p_negative_.binds
def negative_(*args, **kwargs):
    """negative_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_negative_(args, kwargs)


_p_fix = PythonArgParser("fix", (ops.fix, ops.fix_out), method=False)


@_p_fix.binds
def fix(*args, **kwargs):
    """fix(Tensor self) -> Tensor
    fix(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fix(args, kwargs)


_p_fix_ = PythonArgParser("fix_", (ops.fix_,), method=False)


@_p_fix_.binds
def fix_(*args, **kwargs):
    """fix_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_fix_(args, kwargs)


_p_arctan2 = PythonArgParser("arctan2", (ops.arctan2, ops.arctan2_out), method=False)


@_p_arctan2.binds
def arctan2(*args, **kwargs):
    """arctan2(Tensor self, Tensor other) -> Tensor
    arctan2(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arctan2(args, kwargs)


_p_multiply = PythonArgParser("multiply", (ops.multiply_Tensor, ops.multiply_out), method=False)


@_p_multiply.binds
def multiply(*args, **kwargs):
    """multiply(Tensor self, Tensor other) -> Tensor
    multiply(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_multiply(args, kwargs)


_p_divide = PythonArgParser(
    "divide",
    (ops.divide_Tensor, ops.divide_Tensor_mode, ops.divide_out, ops.divide_out_mode),
    method=False,
)


@_p_divide.binds
def divide(*args, **kwargs):
    """divide(Tensor self, Tensor other) -> Tensor
    divide(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
    divide(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    divide(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)"""
    return _p_divide(args, kwargs)


_p_true_divide = PythonArgParser(
    "true_divide", (ops.true_divide_Tensor, ops.true_divide_out), method=False
)


@_p_true_divide.binds
def true_divide(*args, **kwargs):
    """true_divide(Tensor self, Tensor other) -> Tensor
    true_divide(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_true_divide(args, kwargs)


_p_subtract = PythonArgParser("subtract", (ops.subtract_Tensor, ops.subtract_out), method=False)


@_p_subtract.binds
def subtract(*args, **kwargs):
    """subtract(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    subtract(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_subtract(args, kwargs)


_p_greater = PythonArgParser("greater", (ops.greater_Tensor, ops.greater_Tensor_out), method=False)


@_p_greater.binds
def greater(*args, **kwargs):
    """greater(Tensor self, Tensor other) -> Tensor
    greater(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_greater(args, kwargs)


_p_greater_equal = PythonArgParser(
    "greater_equal", (ops.greater_equal_Tensor, ops.greater_equal_Tensor_out), method=False
)


@_p_greater_equal.binds
def greater_equal(*args, **kwargs):
    """greater_equal(Tensor self, Tensor other) -> Tensor
    greater_equal(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_greater_equal(args, kwargs)


_p_less = PythonArgParser("less", (ops.less_Tensor, ops.less_Tensor_out), method=False)


@_p_less.binds
def less(*args, **kwargs):
    """less(Tensor self, Tensor other) -> Tensor
    less(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_less(args, kwargs)


_p_less_equal = PythonArgParser(
    "less_equal", (ops.less_equal_Tensor, ops.less_equal_Tensor_out), method=False
)


@_p_less_equal.binds
def less_equal(*args, **kwargs):
    """less_equal(Tensor self, Tensor other) -> Tensor
    less_equal(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_less_equal(args, kwargs)


_p_not_equal = PythonArgParser(
    "not_equal", (ops.not_equal_Tensor, ops.not_equal_Tensor_out), method=False
)


@_p_not_equal.binds
def not_equal(*args, **kwargs):
    """not_equal(Tensor self, Tensor other) -> Tensor
    not_equal(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_not_equal(args, kwargs)


_p_clip_ = PythonArgParser("clip_", (ops.clip_, ops.clip__Tensor), method=False)


@_p_clip_.binds
def clip_(*args, **kwargs):
    """clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
    clip_(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""
    return _p_clip_(args, kwargs)


_p_concat = PythonArgParser("concat", (ops.concat, ops.concat_out), method=False)


@_p_concat.binds
def concat(*args, **kwargs):
    """concat(Tensor[] tensors, int dim=0) -> Tensor
    concat(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_concat(args, kwargs)


_p_concatenate = PythonArgParser(
    "concatenate", (ops.concatenate, ops.concatenate_out), method=False
)


@_p_concatenate.binds
def concatenate(*args, **kwargs):
    """concatenate(Tensor[] tensors, int dim=0) -> Tensor
    concatenate(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_concatenate(args, kwargs)


_p_row_stack = PythonArgParser("row_stack", (ops.row_stack, ops.row_stack_out), method=False)


@_p_row_stack.binds
def row_stack(*args, **kwargs):
    """row_stack(Tensor[] tensors) -> Tensor
    row_stack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_row_stack(args, kwargs)


_p_msort = PythonArgParser("msort", (ops.msort, ops.msort_out), method=False)


@_p_msort.binds
def msort(*args, **kwargs):
    """msort(Tensor self) -> Tensor
    msort(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_msort(args, kwargs)


_p_trapz = PythonArgParser("trapz", (ops.trapz_x, ops.trapz_dx), method=False)


@_p_trapz.binds
def trapz(*args, **kwargs):
    """trapz(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    trapz(Tensor y, *, float dx=1, int dim=-1) -> Tensor"""
    return _p_trapz(args, kwargs)


_p_positive = PythonArgParser("positive", (ops.positive,), method=False)


@_p_positive.binds
def positive(*args, **kwargs):
    """positive(Tensor(a) self) -> Tensor(a)"""
    return _p_positive(args, kwargs)


_p_median = PythonArgParser(
    "median", (ops.median, ops.median_dim, ops.median_out, ops.median_dim_values), method=False
)


@_p_median.binds
def median(*args, **kwargs):
    """median(Tensor self) -> Tensor
    median(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    median(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
    median(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_median(args, kwargs)


_p_nanmedian = PythonArgParser(
    "nanmedian",
    (ops.nanmedian, ops.nanmedian_dim, ops.nanmedian_out, ops.nanmedian_dim_values),
    method=False,
)


@_p_nanmedian.binds
def nanmedian(*args, **kwargs):
    """nanmedian(Tensor self) -> Tensor
    nanmedian(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    nanmedian(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
    nanmedian(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_nanmedian(args, kwargs)


_p_kthvalue = PythonArgParser("kthvalue", (ops.kthvalue, ops.kthvalue_values), method=False)


@_p_kthvalue.binds
def kthvalue(*args, **kwargs):
    """kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
    kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_kthvalue(args, kwargs)


_p_mode = PythonArgParser("mode", (ops.mode, ops.mode_values), method=False)


@_p_mode.binds
def mode(*args, **kwargs):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
    mode(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_mode(args, kwargs)


_p_cummax = PythonArgParser("cummax", (ops.cummax, ops.cummax_out), method=False)


@_p_cummax.binds
def cummax(*args, **kwargs):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
    cummax(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_cummax(args, kwargs)


_p_cummin = PythonArgParser("cummin", (ops.cummin, ops.cummin_out), method=False)


@_p_cummin.binds
def cummin(*args, **kwargs):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
    cummin(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_cummin(args, kwargs)


_p_nansum = PythonArgParser("nansum", (ops.nansum, ops.nansum_out), method=False)


@_p_nansum.binds
def nansum(*args, **kwargs):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nansum(args, kwargs)


_p_nanmean = PythonArgParser("nanmean", (ops.nanmean, ops.nanmean_out), method=False)


@_p_nanmean.binds
def nanmean(*args, **kwargs):
    """nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nanmean(args, kwargs)


_p_trace = PythonArgParser("trace", (ops.trace, ops.trace_out), method=False)


@_p_trace.binds
def trace(*args, **kwargs):
    """trace(Tensor self) -> Tensor
    trace(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_trace(args, kwargs)


_p_aminmax = PythonArgParser("aminmax", (ops.aminmax, ops.aminmax_out), method=False)


@_p_aminmax.binds
def aminmax(*args, **kwargs):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
    aminmax(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max)"""
    return _p_aminmax(args, kwargs)


_p_quantile = PythonArgParser(
    "quantile",
    (ops.quantile, ops.quantile_scalar, ops.quantile_out, ops.quantile_scalar_out),
    method=False,
)


@_p_quantile.binds
def quantile(*args, **kwargs):
    """quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    quantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
    quantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)"""
    return _p_quantile(args, kwargs)


_p_nanquantile = PythonArgParser(
    "nanquantile",
    (ops.nanquantile, ops.nanquantile_scalar, ops.nanquantile_out, ops.nanquantile_scalar_out),
    method=False,
)


@_p_nanquantile.binds
def nanquantile(*args, **kwargs):
    """nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    nanquantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)
    nanquantile(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -> Tensor(a!)"""
    return _p_nanquantile(args, kwargs)


_p_tensor_split = PythonArgParser(
    "tensor_split",
    (
        ops.tensor_split_sections,
        ops.tensor_split_indices,
        ops.tensor_split_tensor_indices_or_sections,
    ),
    method=False,
)


@_p_tensor_split.binds
def tensor_split(*args, **kwargs):
    """tensor_split(Tensor(a -> *) self, SymInt sections, int dim=0) -> Tensor(a)[]
    tensor_split(Tensor(a -> *) self, SymInt[] indices, int dim=0) -> Tensor(a)[]
    tensor_split(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[]"""
    return _p_tensor_split(args, kwargs)


_p_hsplit = PythonArgParser("hsplit", (ops.hsplit_int, ops.hsplit_array), method=False)


@_p_hsplit.binds
def hsplit(*args, **kwargs):
    """hsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
    hsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
    return _p_hsplit(args, kwargs)


_p_vsplit = PythonArgParser("vsplit", (ops.vsplit_int, ops.vsplit_array), method=False)


@_p_vsplit.binds
def vsplit(*args, **kwargs):
    """vsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
    vsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
    return _p_vsplit(args, kwargs)


_p_dsplit = PythonArgParser("dsplit", (ops.dsplit_int, ops.dsplit_array), method=False)


@_p_dsplit.binds
def dsplit(*args, **kwargs):
    """dsplit(Tensor(a -> *) self, int sections) -> Tensor(a)[]
    dsplit(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]"""
    return _p_dsplit(args, kwargs)


_p_atleast_1d = PythonArgParser(
    "atleast_1d", (ops.atleast_1d, ops.atleast_1d_Sequence), method=False
)


@_p_atleast_1d.binds
def atleast_1d(*args, **kwargs):
    """atleast_1d(Tensor self) -> Tensor
    atleast_1d(Tensor[] tensors) -> Tensor[]"""
    return _p_atleast_1d(args, kwargs)


_p_atleast_2d = PythonArgParser(
    "atleast_2d", (ops.atleast_2d, ops.atleast_2d_Sequence), method=False
)


@_p_atleast_2d.binds
def atleast_2d(*args, **kwargs):
    """atleast_2d(Tensor self) -> Tensor
    atleast_2d(Tensor[] tensors) -> Tensor[]"""
    return _p_atleast_2d(args, kwargs)


_p_atleast_3d = PythonArgParser(
    "atleast_3d", (ops.atleast_3d, ops.atleast_3d_Sequence), method=False
)


@_p_atleast_3d.binds
def atleast_3d(*args, **kwargs):
    """atleast_3d(Tensor self) -> Tensor
    atleast_3d(Tensor[] tensors) -> Tensor[]"""
    return _p_atleast_3d(args, kwargs)


_p_column_stack = PythonArgParser(
    "column_stack", (ops.column_stack, ops.column_stack_out), method=False
)


@_p_column_stack.binds
def column_stack(*args, **kwargs):
    """column_stack(Tensor[] tensors) -> Tensor
    column_stack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_column_stack(args, kwargs)


_p_dstack = PythonArgParser("dstack", (ops.dstack, ops.dstack_out), method=False)


@_p_dstack.binds
def dstack(*args, **kwargs):
    """dstack(Tensor[] tensors) -> Tensor
    dstack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_dstack(args, kwargs)


_p_fliplr = PythonArgParser("fliplr", (ops.fliplr,), method=False)


@_p_fliplr.binds
def fliplr(*args, **kwargs):
    """fliplr(Tensor self) -> Tensor"""
    return _p_fliplr(args, kwargs)


_p_flipud = PythonArgParser("flipud", (ops.flipud,), method=False)


@_p_flipud.binds
def flipud(*args, **kwargs):
    """flipud(Tensor self) -> Tensor"""
    return _p_flipud(args, kwargs)


_p_rot90 = PythonArgParser("rot90", (ops.rot90, ops.rot90_out), method=False)


@_p_rot90.binds
def rot90(*args, **kwargs):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor
    rot90(Tensor self, int k=1, int[] dims=[0, 1], *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rot90(args, kwargs)


_p_take_along_dim = PythonArgParser(
    "take_along_dim", (ops.take_along_dim, ops.take_along_dim_out), method=False
)


@_p_take_along_dim.binds
def take_along_dim(*args, **kwargs):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor
    take_along_dim(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_take_along_dim(args, kwargs)


_p_block_diag = PythonArgParser("block_diag", (ops.block_diag, ops.block_diag_out), method=False)


@_p_block_diag.binds
def block_diag(*args, **kwargs):
    """block_diag(Tensor[] tensors) -> Tensor
    block_diag(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_block_diag(args, kwargs)


_p_diag_embed = PythonArgParser("diag_embed", (ops.diag_embed, ops.diag_embed_out), method=False)


@_p_diag_embed.binds
def diag_embed(*args, **kwargs):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor
    diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_diag_embed(args, kwargs)


_p_diagflat = PythonArgParser("diagflat", (ops.diagflat,), method=False)


@_p_diagflat.binds
def diagflat(*args, **kwargs):
    """diagflat(Tensor self, int offset=0) -> Tensor"""
    return _p_diagflat(args, kwargs)


_p_unsafe_split = PythonArgParser("unsafe_split", (ops.unsafe_split_Tensor,), method=False)


@_p_unsafe_split.binds
def unsafe_split(*args, **kwargs):
    """unsafe_split(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    return _p_unsafe_split(args, kwargs)


_p_unsafe_split_with_sizes = PythonArgParser(
    "unsafe_split_with_sizes", (ops.unsafe_split_with_sizes,), method=False
)


@_p_unsafe_split_with_sizes.binds
def unsafe_split_with_sizes(*args, **kwargs):
    """unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    return _p_unsafe_split_with_sizes(args, kwargs)


_p_unsafe_chunk = PythonArgParser("unsafe_chunk", (ops.unsafe_chunk,), method=False)


@_p_unsafe_chunk.binds
def unsafe_chunk(*args, **kwargs):
    """unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]"""
    return _p_unsafe_chunk(args, kwargs)


_p_narrow_copy = PythonArgParser(
    "narrow_copy", (ops.narrow_copy, ops.narrow_copy_out), method=False
)


@_p_narrow_copy.binds
def narrow_copy(*args, **kwargs):
    """narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor
    narrow_copy(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_narrow_copy(args, kwargs)


_p_combinations = PythonArgParser("combinations", (ops.combinations,), method=False)


@_p_combinations.binds
def combinations(*args, **kwargs):
    """combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor"""
    return _p_combinations(args, kwargs)


_p_is_floating_point = PythonArgParser("is_floating_point", (ops.is_floating_point,), method=False)


@_p_is_floating_point.binds
def is_floating_point(*args, **kwargs):
    """is_floating_point(Tensor self) -> bool"""
    return _p_is_floating_point(args, kwargs)


_p_is_complex = PythonArgParser("is_complex", (ops.is_complex,), method=False)


@_p_is_complex.binds
def is_complex(*args, **kwargs):
    """is_complex(Tensor self) -> bool"""
    return _p_is_complex(args, kwargs)


_p_is_signed = PythonArgParser("is_signed", (ops.is_signed,), method=False)


@_p_is_signed.binds
def is_signed(*args, **kwargs):
    """is_signed(Tensor self) -> bool"""
    return _p_is_signed(args, kwargs)


_p_is_nonzero = PythonArgParser("is_nonzero", (ops.is_nonzero,), method=False)


@_p_is_nonzero.binds
def is_nonzero(*args, **kwargs):
    """is_nonzero(Tensor self) -> bool"""
    return _p_is_nonzero(args, kwargs)


_p_is_same_size = PythonArgParser("is_same_size", (ops.is_same_size,), method=False)


@_p_is_same_size.binds
def is_same_size(*args, **kwargs):
    """is_same_size(Tensor self, Tensor other) -> bool"""
    return _p_is_same_size(args, kwargs)


_p_is_distributed = PythonArgParser("is_distributed", (ops.is_distributed,), method=False)


@_p_is_distributed.binds
def is_distributed(*args, **kwargs):
    """is_distributed(Tensor self) -> bool"""
    return _p_is_distributed(args, kwargs)


_p_get_device = PythonArgParser("get_device", (ops.get_device,), method=False)


@_p_get_device.binds
def get_device(*args, **kwargs):
    """get_device(Tensor self) -> int"""
    return _p_get_device(args, kwargs)


_p_resize_as_ = PythonArgParser("resize_as_", (ops.resize_as_,), method=False)


@_p_resize_as_.binds
def resize_as_(*args, **kwargs):
    """resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!)"""
    return _p_resize_as_(args, kwargs)


_p_inner = PythonArgParser("inner", (ops.inner, ops.inner_out), method=False)


@_p_inner.binds
def inner(*args, **kwargs):
    """inner(Tensor self, Tensor other) -> Tensor
    inner(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_inner(args, kwargs)


_p_vdot = PythonArgParser("vdot", (ops.vdot, ops.vdot_out), method=False)


@_p_vdot.binds
def vdot(*args, **kwargs):
    """vdot(Tensor self, Tensor other) -> Tensor
    vdot(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_vdot(args, kwargs)


_p_addr = PythonArgParser("addr", (ops.addr, ops.addr_out), method=False)


@_p_addr.binds
def addr(*args, **kwargs):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addr(args, kwargs)


_p_adjoint = PythonArgParser("adjoint", (ops.adjoint,), method=False)


@_p_adjoint.binds
def adjoint(*args, **kwargs):
    """adjoint(Tensor(a) self) -> Tensor(a)"""
    return _p_adjoint(args, kwargs)


_p_dist = PythonArgParser("dist", (ops.dist,), method=False)


@_p_dist.binds
def dist(*args, **kwargs):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"""
    return _p_dist(args, kwargs)


_p_norm_except_dim = PythonArgParser("norm_except_dim", (ops.norm_except_dim,), method=False)


@_p_norm_except_dim.binds
def norm_except_dim(*args, **kwargs):
    """norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor"""
    return _p_norm_except_dim(args, kwargs)


_p_renorm = PythonArgParser("renorm", (ops.renorm, ops.renorm_out), method=False)


@_p_renorm.binds
def renorm(*args, **kwargs):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor
    renorm(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_renorm(args, kwargs)


_p_index_copy = PythonArgParser("index_copy", (ops.index_copy, ops.index_copy_out), method=False)


@_p_index_copy.binds
def index_copy(*args, **kwargs):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor
    index_copy(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_copy(args, kwargs)


_p_index_reduce = PythonArgParser(
    "index_reduce", (ops.index_reduce, ops.index_reduce_out), method=False
)


@_p_index_reduce.binds
def index_reduce(*args, **kwargs):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
    index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_reduce(args, kwargs)


_p_bincount = PythonArgParser("bincount", (ops.bincount,), method=False)


@_p_bincount.binds
def bincount(*args, **kwargs):
    """bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor"""
    return _p_bincount(args, kwargs)


_p_histogram = PythonArgParser(
    "histogram",
    (
        ops.histogram_bins_tensor,
        ops.histogram_bin_ct,
        ops.histogram_bins_tensor_out,
        ops.histogram_bin_ct_out,
    ),
    method=False,
)


@_p_histogram.binds
def histogram(*args, **kwargs):
    """histogram(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
    histogram(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
    histogram(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
    histogram(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)"""
    return _p_histogram(args, kwargs)


_p_histogramdd = PythonArgParser(
    "histogramdd",
    (ops.histogramdd, ops.histogramdd_int_bins, ops.histogramdd_TensorList_bins),
    method=False,
)


@_p_histogramdd.binds
def histogramdd(*args, **kwargs):
    """histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
    histogramdd(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
    histogramdd(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)"""
    return _p_histogramdd(args, kwargs)


_p_cov = PythonArgParser("cov", (ops.cov,), method=False)


@_p_cov.binds
def cov(*args, **kwargs):
    """cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor"""
    return _p_cov(args, kwargs)


_p_corrcoef = PythonArgParser("corrcoef", (ops.corrcoef,), method=False)


@_p_corrcoef.binds
def corrcoef(*args, **kwargs):
    """corrcoef(Tensor self) -> Tensor"""
    return _p_corrcoef(args, kwargs)


_p_unique_consecutive = PythonArgParser(
    "unique_consecutive", (ops.unique_consecutive,), method=False
)


@_p_unique_consecutive.binds
def unique_consecutive(*args, **kwargs):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)"""
    return _p_unique_consecutive(args, kwargs)


_p_alias_copy = PythonArgParser("alias_copy", (ops.alias_copy,), method=False)


@_p_alias_copy.binds
def alias_copy(*args, **kwargs):
    """alias_copy(Tensor self) -> Tensor"""
    return _p_alias_copy(args, kwargs)


_p_as_strided_copy = PythonArgParser("as_strided_copy", (ops.as_strided_copy,), method=False)


@_p_as_strided_copy.binds
def as_strided_copy(*args, **kwargs):
    """as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    return _p_as_strided_copy(args, kwargs)


_p_detach_copy = PythonArgParser("detach_copy", (ops.detach_copy,), method=False)


@_p_detach_copy.binds
def detach_copy(*args, **kwargs):
    """detach_copy(Tensor self) -> Tensor"""
    return _p_detach_copy(args, kwargs)


_p_diagonal_copy = PythonArgParser("diagonal_copy", (ops.diagonal_copy,), method=False)


@_p_diagonal_copy.binds
def diagonal_copy(*args, **kwargs):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    return _p_diagonal_copy(args, kwargs)


_p_expand_copy = PythonArgParser("expand_copy", (ops.expand_copy,), method=False)


@_p_expand_copy.binds
def expand_copy(*args, **kwargs):
    """expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor"""
    return _p_expand_copy(args, kwargs)


_p_permute_copy = PythonArgParser("permute_copy", (ops.permute_copy,), method=False)


@_p_permute_copy.binds
def permute_copy(*args, **kwargs):
    """permute_copy(Tensor self, int[] dims) -> Tensor"""
    return _p_permute_copy(args, kwargs)


_p_select_copy = PythonArgParser("select_copy", (ops.select_copy_int,), method=False)


@_p_select_copy.binds
def select_copy(*args, **kwargs):
    """select_copy(Tensor self, int dim, SymInt index) -> Tensor"""
    return _p_select_copy(args, kwargs)


_p_slice_copy = PythonArgParser("slice_copy", (ops.slice_copy_Tensor,), method=False)


@_p_slice_copy.binds
def slice_copy(*args, **kwargs):
    """slice_copy(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    return _p_slice_copy(args, kwargs)


_p_split_copy = PythonArgParser("split_copy", (ops.split_copy_Tensor,), method=False)


@_p_split_copy.binds
def split_copy(*args, **kwargs):
    """split_copy(Tensor self, SymInt split_size, int dim=0) -> Tensor[]"""
    return _p_split_copy(args, kwargs)


_p_split_with_sizes_copy = PythonArgParser(
    "split_with_sizes_copy", (ops.split_with_sizes_copy,), method=False
)


@_p_split_with_sizes_copy.binds
def split_with_sizes_copy(*args, **kwargs):
    """split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]"""
    return _p_split_with_sizes_copy(args, kwargs)


_p_squeeze_copy = PythonArgParser(
    "squeeze_copy", (ops.squeeze_copy, ops.squeeze_copy_dim, ops.squeeze_copy_dims), method=False
)


@_p_squeeze_copy.binds
def squeeze_copy(*args, **kwargs):
    """squeeze_copy(Tensor self) -> Tensor
    squeeze_copy(Tensor self, int dim) -> Tensor
    squeeze_copy(Tensor self, int[] dim) -> Tensor"""
    return _p_squeeze_copy(args, kwargs)


_p_t_copy = PythonArgParser("t_copy", (ops.t_copy,), method=False)


@_p_t_copy.binds
def t_copy(*args, **kwargs):
    """t_copy(Tensor self) -> Tensor"""
    return _p_t_copy(args, kwargs)


_p_transpose_copy = PythonArgParser("transpose_copy", (ops.transpose_copy_int,), method=False)


@_p_transpose_copy.binds
def transpose_copy(*args, **kwargs):
    """transpose_copy(Tensor self, int dim0, int dim1) -> Tensor"""
    return _p_transpose_copy(args, kwargs)


_p_unbind_copy = PythonArgParser("unbind_copy", (ops.unbind_copy_int,), method=False)


@_p_unbind_copy.binds
def unbind_copy(*args, **kwargs):
    """unbind_copy(Tensor self, int dim=0) -> Tensor[]"""
    return _p_unbind_copy(args, kwargs)


_p_unfold_copy = PythonArgParser("unfold_copy", (ops.unfold_copy,), method=False)


@_p_unfold_copy.binds
def unfold_copy(*args, **kwargs):
    """unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor"""
    return _p_unfold_copy(args, kwargs)


_p_unsqueeze_copy = PythonArgParser("unsqueeze_copy", (ops.unsqueeze_copy,), method=False)


@_p_unsqueeze_copy.binds
def unsqueeze_copy(*args, **kwargs):
    """unsqueeze_copy(Tensor self, int dim) -> Tensor"""
    return _p_unsqueeze_copy(args, kwargs)


_p_view_copy = PythonArgParser("view_copy", (ops.view_copy, ops.view_copy_dtype), method=False)


@_p_view_copy.binds
def view_copy(*args, **kwargs):
    """view_copy(Tensor self, SymInt[] size) -> Tensor
    view_copy(Tensor self, ScalarType dtype) -> Tensor"""
    return _p_view_copy(args, kwargs)


_p_view_as_real_copy = PythonArgParser("view_as_real_copy", (ops.view_as_real_copy,), method=False)


@_p_view_as_real_copy.binds
def view_as_real_copy(*args, **kwargs):
    """view_as_real_copy(Tensor self) -> Tensor"""
    return _p_view_as_real_copy(args, kwargs)


_p_view_as_complex_copy = PythonArgParser(
    "view_as_complex_copy", (ops.view_as_complex_copy,), method=False
)


@_p_view_as_complex_copy.binds
def view_as_complex_copy(*args, **kwargs):
    """view_as_complex_copy(Tensor self) -> Tensor"""
    return _p_view_as_complex_copy(args, kwargs)


_p_diagonal_scatter = PythonArgParser("diagonal_scatter", (ops.diagonal_scatter,), method=False)


@_p_diagonal_scatter.binds
def diagonal_scatter(*args, **kwargs):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor"""
    return _p_diagonal_scatter(args, kwargs)


_p_select_scatter = PythonArgParser("select_scatter", (ops.select_scatter,), method=False)


@_p_select_scatter.binds
def select_scatter(*args, **kwargs):
    """select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor"""
    return _p_select_scatter(args, kwargs)


_p_slice_scatter = PythonArgParser("slice_scatter", (ops.slice_scatter,), method=False)


@_p_slice_scatter.binds
def slice_scatter(*args, **kwargs):
    """slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor"""
    return _p_slice_scatter(args, kwargs)


_p_as_strided_scatter = PythonArgParser(
    "as_strided_scatter", (ops.as_strided_scatter,), method=False
)


@_p_as_strided_scatter.binds
def as_strided_scatter(*args, **kwargs):
    """as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor"""
    return _p_as_strided_scatter(args, kwargs)


_p_ldexp = PythonArgParser("ldexp", (ops.ldexp_Tensor, ops.ldexp_out), method=False)


@_p_ldexp.binds
def ldexp(*args, **kwargs):
    """ldexp(Tensor self, Tensor other) -> Tensor
    ldexp(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ldexp(args, kwargs)


_p_ldexp_ = PythonArgParser("ldexp_", (ops.ldexp_,), method=False)


@_p_ldexp_.binds
def ldexp_(*args, **kwargs):
    """ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""
    return _p_ldexp_(args, kwargs)


_p_float_power = PythonArgParser(
    "float_power",
    (
        ops.float_power_Tensor_Tensor,
        ops.float_power_Scalar,
        ops.float_power_Tensor_Scalar,
        ops.float_power_Tensor_Tensor_out,
    ),
    method=False,
)


@_p_float_power.binds
def float_power(*args, **kwargs):
    """float_power(Tensor self, Tensor exponent) -> Tensor
    float_power(Scalar self, Tensor exponent) -> Tensor
    float_power(Tensor self, Scalar exponent) -> Tensor
    float_power(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_float_power(args, kwargs)


_p_isreal = PythonArgParser("isreal", (ops.isreal,), method=False)


@_p_isreal.binds
def isreal(*args, **kwargs):
    """isreal(Tensor self) -> Tensor"""
    return _p_isreal(args, kwargs)


_p_cumulative_trapezoid = PythonArgParser(
    "cumulative_trapezoid", (ops.cumulative_trapezoid_x, ops.cumulative_trapezoid_dx), method=False
)


@_p_cumulative_trapezoid.binds
def cumulative_trapezoid(*args, **kwargs):
    """cumulative_trapezoid(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    cumulative_trapezoid(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor"""
    return _p_cumulative_trapezoid(args, kwargs)


_p_hardshrink = PythonArgParser("hardshrink", (ops.hardshrink, ops.hardshrink_out), method=False)


@_p_hardshrink.binds
def hardshrink(*args, **kwargs):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor
    hardshrink(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hardshrink(args, kwargs)


_p_celu = PythonArgParser("celu", (ops.celu,), method=False)


@_p_celu.binds
def celu(*args, **kwargs):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor"""
    return _p_celu(args, kwargs)


_p_celu_ = PythonArgParser("celu_", (ops.celu_,), method=False)


@_p_celu_.binds
def celu_(*args, **kwargs):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)"""
    return _p_celu_(args, kwargs)


_p_selu = PythonArgParser("selu", (ops.selu,), method=False)


@_p_selu.binds
def selu(*args, **kwargs):
    """selu(Tensor self) -> Tensor"""
    return _p_selu(args, kwargs)


_p_selu_ = PythonArgParser("selu_", (ops.selu_,), method=False)


@_p_selu_.binds
def selu_(*args, **kwargs):
    """selu_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_selu_(args, kwargs)


_p_prelu = PythonArgParser("prelu", (ops.prelu,), method=False)


@_p_prelu.binds
def prelu(*args, **kwargs):
    """prelu(Tensor self, Tensor weight) -> Tensor"""
    return _p_prelu(args, kwargs)


_p_rrelu = PythonArgParser("rrelu", (ops.rrelu,), method=False)


@_p_rrelu.binds
def rrelu(*args, **kwargs):
    """rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor"""
    return _p_rrelu(args, kwargs)


_p_rrelu_ = PythonArgParser("rrelu_", (ops.rrelu_,), method=False)


@_p_rrelu_.binds
def rrelu_(*args, **kwargs):
    """rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)"""
    return _p_rrelu_(args, kwargs)


_p_dropout_ = PythonArgParser("dropout_", (ops.dropout_,), method=False)


@_p_dropout_.binds
def dropout_(*args, **kwargs):
    """dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)"""
    return _p_dropout_(args, kwargs)


_p_feature_dropout_ = PythonArgParser("feature_dropout_", (ops.feature_dropout_,), method=False)


@_p_feature_dropout_.binds
def feature_dropout_(*args, **kwargs):
    """feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)"""
    return _p_feature_dropout_(args, kwargs)


_p_alpha_dropout = PythonArgParser("alpha_dropout", (ops.alpha_dropout,), method=False)


@_p_alpha_dropout.binds
def alpha_dropout(*args, **kwargs):
    """alpha_dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_alpha_dropout(args, kwargs)


_p_alpha_dropout_ = PythonArgParser("alpha_dropout_", (ops.alpha_dropout_,), method=False)


@_p_alpha_dropout_.binds
def alpha_dropout_(*args, **kwargs):
    """alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)"""
    return _p_alpha_dropout_(args, kwargs)


_p_feature_alpha_dropout = PythonArgParser(
    "feature_alpha_dropout", (ops.feature_alpha_dropout,), method=False
)


@_p_feature_alpha_dropout.binds
def feature_alpha_dropout(*args, **kwargs):
    """feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_feature_alpha_dropout(args, kwargs)


_p_feature_alpha_dropout_ = PythonArgParser(
    "feature_alpha_dropout_", (ops.feature_alpha_dropout_,), method=False
)


@_p_feature_alpha_dropout_.binds
def feature_alpha_dropout_(*args, **kwargs):
    """feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)"""
    return _p_feature_alpha_dropout_(args, kwargs)


_p_instance_norm = PythonArgParser("instance_norm", (ops.instance_norm,), method=False)


@_p_instance_norm.binds
def instance_norm(*args, **kwargs):
    """instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor"""
    return _p_instance_norm(args, kwargs)


_p_embedding_renorm_ = PythonArgParser("embedding_renorm_", (ops.embedding_renorm_,), method=False)


@_p_embedding_renorm_.binds
def embedding_renorm_(*args, **kwargs):
    """embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)"""
    return _p_embedding_renorm_(args, kwargs)


_p_hann_window = PythonArgParser(
    "hann_window", (ops.hann_window, ops.hann_window_periodic), method=False
)


@_p_hann_window.binds
def hann_window(*args, **kwargs):
    """hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    hann_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_hann_window(args, kwargs)


_p_blackman_window = PythonArgParser(
    "blackman_window", (ops.blackman_window, ops.blackman_window_periodic), method=False
)


@_p_blackman_window.binds
def blackman_window(*args, **kwargs):
    """blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    blackman_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_blackman_window(args, kwargs)


_p_bartlett_window = PythonArgParser(
    "bartlett_window", (ops.bartlett_window, ops.bartlett_window_periodic), method=False
)


@_p_bartlett_window.binds
def bartlett_window(*args, **kwargs):
    """bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    bartlett_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_bartlett_window(args, kwargs)


_p_hamming_window = PythonArgParser(
    "hamming_window",
    (
        ops.hamming_window,
        ops.hamming_window_periodic,
        ops.hamming_window_periodic_alpha,
        ops.hamming_window_periodic_alpha_beta,
    ),
    method=False,
)


@_p_hamming_window.binds
def hamming_window(*args, **kwargs):
    """hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    hamming_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    hamming_window(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    hamming_window(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_hamming_window(args, kwargs)


_p_kaiser_window = PythonArgParser(
    "kaiser_window",
    (ops.kaiser_window, ops.kaiser_window_periodic, ops.kaiser_window_beta),
    method=False,
)


@_p_kaiser_window.binds
def kaiser_window(*args, **kwargs):
    """kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    kaiser_window(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    kaiser_window(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_kaiser_window(args, kwargs)


_p_empty_permuted = PythonArgParser("empty_permuted", (ops.empty_permuted,), method=False)


@_p_empty_permuted.binds
def empty_permuted(*args, **kwargs):
    """empty_permuted(SymInt[] size, int[] physical_layout, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_empty_permuted(args, kwargs)


_p_fill = PythonArgParser("fill", (ops.fill_Scalar, ops.fill_Tensor), method=False)


@_p_fill.binds
def fill(*args, **kwargs):
    """fill(Tensor self, Scalar value) -> Tensor
    fill(Tensor self, Tensor value) -> Tensor"""
    return _p_fill(args, kwargs)


_p_nonzero_static = PythonArgParser("nonzero_static", (ops.nonzero_static,), method=False)


@_p_nonzero_static.binds
def nonzero_static(*args, **kwargs):
    """nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -> Tensor"""
    return _p_nonzero_static(args, kwargs)


_p__fft_r2c = PythonArgParser("_fft_r2c", (ops._fft_r2c, ops._fft_r2c_out), method=False)


@_p__fft_r2c.binds
def _fft_r2c(*args, **kwargs):
    """_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor
    _fft_r2c(Tensor self, int[] dim, int normalization, bool onesided, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__fft_r2c(args, kwargs)


_p__fft_c2r = PythonArgParser("_fft_c2r", (ops._fft_c2r, ops._fft_c2r_out), method=False)


@_p__fft_c2r.binds
def _fft_c2r(*args, **kwargs):
    """_fft_c2r(Tensor self, int[] dim, int normalization, SymInt last_dim_size) -> Tensor
    _fft_c2r(Tensor self, int[] dim, int normalization, SymInt last_dim_size, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__fft_c2r(args, kwargs)


_p__fft_c2c = PythonArgParser("_fft_c2c", (ops._fft_c2c, ops._fft_c2c_out), method=False)


@_p__fft_c2c.binds
def _fft_c2c(*args, **kwargs):
    """_fft_c2c(Tensor self, SymInt[] dim, int normalization, bool forward) -> Tensor
    _fft_c2c(Tensor self, SymInt[] dim, int normalization, bool forward, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__fft_c2c(args, kwargs)


_p_stft = PythonArgParser("stft", (ops.stft_center, ops.stft), method=False)


@_p_stft.binds
def stft(*args, **kwargs):
    """stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor
    stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor"""
    return _p_stft(args, kwargs)


_p_istft = PythonArgParser("istft", (ops.istft,), method=False)


@_p_istft.binds
def istft(*args, **kwargs):
    """istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor"""
    return _p_istft(args, kwargs)


_p__sparse_mm = PythonArgParser("_sparse_mm", (ops._sparse_mm,), method=False)


@_p__sparse_mm.binds
def _sparse_mm(*args, **kwargs):
    """_sparse_mm(Tensor sparse, Tensor dense) -> Tensor"""
    return _p__sparse_mm(args, kwargs)


_p__sparse_sum = PythonArgParser("_sparse_sum", (ops._sparse_sum_dim,), method=False)


@_p__sparse_sum.binds
def _sparse_sum(*args, **kwargs):
    """_sparse_sum(Tensor self, int[1] dim) -> Tensor"""
    return _p__sparse_sum(args, kwargs)


_p__sparse_sum_backward = PythonArgParser(
    "_sparse_sum_backward", (ops._sparse_sum_backward,), method=False
)


@_p__sparse_sum_backward.binds
def _sparse_sum_backward(*args, **kwargs):
    """_sparse_sum_backward(Tensor grad, Tensor self, int[] dim) -> Tensor"""
    return _p__sparse_sum_backward(args, kwargs)


_p__sparse_softmax = PythonArgParser("_sparse_softmax", (ops._sparse_softmax,), method=False)


@_p__sparse_softmax.binds
def _sparse_softmax(*args, **kwargs):
    """_sparse_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    return _p__sparse_softmax(args, kwargs)


_p__sparse_softmax_backward_data = PythonArgParser(
    "_sparse_softmax_backward_data", (ops._sparse_softmax_backward_data,), method=False
)


@_p__sparse_softmax_backward_data.binds
def _sparse_softmax_backward_data(*args, **kwargs):
    """_sparse_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor"""
    return _p__sparse_softmax_backward_data(args, kwargs)


_p__sparse_log_softmax = PythonArgParser(
    "_sparse_log_softmax", (ops._sparse_log_softmax,), method=False
)


@_p__sparse_log_softmax.binds
def _sparse_log_softmax(*args, **kwargs):
    """_sparse_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""
    return _p__sparse_log_softmax(args, kwargs)


_p__sparse_log_softmax_backward_data = PythonArgParser(
    "_sparse_log_softmax_backward_data", (ops._sparse_log_softmax_backward_data,), method=False
)


@_p__sparse_log_softmax_backward_data.binds
def _sparse_log_softmax_backward_data(*args, **kwargs):
    """_sparse_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor"""
    return _p__sparse_log_softmax_backward_data(args, kwargs)
