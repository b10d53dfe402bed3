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
    "_linalg_svd",
    "_log_softmax",
    "_log_softmax_backward_data",
    "_lu_with_info",
    "_sample_dirichlet",
    "_softmax",
    "_softmax_backward_data",
    "_standard_gamma",
    "_standard_gamma_grad",
    "_to_copy",
    "_unique2",
    "_unsafe_view",
    "abs",
    "acos",
    "adaptive_avg_pool1d",
    "add",
    "addbmm",
    "addcdiv",
    "addcmul",
    "addmm",
    "addmv",
    "addmv_",
    "alias",
    "all",
    "allclose",
    "amax",
    "amin",
    "any",
    "arange",
    "argmax",
    "argmin",
    "argsort",
    "argwhere",
    "as_strided",
    "as_strided_",
    "asin",
    "atan",
    "atan2",
    "avg_pool1d",
    "baddbmm",
    "batch_norm",
    "bernoulli",
    "bilinear",
    "binary_cross_entropy_with_logits",
    "binomial",
    "bitwise_and",
    "bitwise_left_shift",
    "bitwise_not",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "bmm",
    "broadcast_tensors",
    "broadcast_to",
    "bucketize",
    "cartesian_prod",
    "cat",
    "cdist",
    "ceil",
    "chain_matmul",
    "cholesky",
    "cholesky_inverse",
    "cholesky_solve",
    "chunk",
    "clamp",
    "clip",
    "clone",
    "constant_pad_nd",
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "convolution",
    "convolution_backward",
    "cos",
    "cosh",
    "count_nonzero",
    "cross",
    "cumprod",
    "cumsum",
    "det",
    "diag",
    "diagonal",
    "diff",
    "div",
    "dot",
    "dropout",
    "einsum",
    "elu",
    "elu_",
    "embedding",
    "embedding_backward",
    "embedding_dense_backward",
    "empty",
    "empty_like",
    "empty_strided",
    "eq",
    "equal",
    "erf",
    "erfinv",
    "exp",
    "exp2",
    "expm1",
    "eye",
    "feature_dropout",
    "fill_",
    "flatten",
    "flip",
    "floor",
    "floor_divide",
    "fmod",
    "frac",
    "frobenius_norm",
    "full",
    "full_like",
    "gather",
    "ge",
    "gelu",
    "geqrf",
    "ger",
    "group_norm",
    "gt",
    "histc",
    "hstack",
    "index",
    "index_add",
    "index_fill",
    "index_put",
    "index_put_",
    "index_select",
    "inverse",
    "isclose",
    "isfinite",
    "isin",
    "isinf",
    "isnan",
    "kron",
    "layer_norm",
    "le",
    "leaky_relu",
    "leaky_relu_",
    "lerp",
    "linspace",
    "log",
    "log10",
    "log1p",
    "log2",
    "log_softmax",
    "logcumsumexp",
    "logdet",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
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
    "meshgrid",
    "min",
    "minimum",
    "mm",
    "moveaxis",
    "movedim",
    "mul",
    "multinomial",
    "mv",
    "nan_to_num",
    "narrow",
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
    "nonzero",
    "nonzero_numpy",
    "norm",
    "normal",
    "nuclear_norm",
    "ones",
    "ones_like",
    "orgqr",
    "ormqr",
    "outer",
    "permute",
    "pinverse",
    "poisson",
    "pow",
    "prod",
    "put",
    "qr",
    "rand",
    "rand_like",
    "randint",
    "randint_like",
    "randn",
    "randn_like",
    "randperm",
    "ravel",
    "reciprocal",
    "relu",
    "remainder",
    "repeat_interleave",
    "reshape",
    "roll",
    "round",
    "rsqrt",
    "rsub",
    "scalar_tensor",
    "scatter",
    "scatter_add",
    "scatter_reduce",
    "searchsorted",
    "select",
    "sigmoid",
    "sign",
    "silu",
    "sin",
    "sinh",
    "slice",
    "slogdet",
    "softmax",
    "softplus",
    "sort",
    "split",
    "split_with_sizes",
    "sqrt",
    "square",
    "squeeze",
    "stack",
    "std",
    "std_mean",
    "sub",
    "sum",
    "svd",
    "swapaxes",
    "swapdims",
    "t",
    "take",
    "tan",
    "tanh",
    "tensordot",
    "threshold",
    "threshold_",
    "threshold_backward",
    "tile",
    "topk",
    "transpose",
    "trapezoid",
    "triangular_solve",
    "tril",
    "tril_indices",
    "triu",
    "triu_indices",
    "trunc",
    "unbind",
    "unflatten",
    "unique_dim",
    "unsqueeze",
    "vander",
    "var",
    "var_mean",
    "vstack",
    "where",
    "zero_",
    "zeros",
    "zeros_like",
]


_p_empty = PythonArgParser("empty", (ops.empty_memory_format,), method=False)


def empty(*args, **kwargs):
    """empty(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_empty(args, kwargs)


_p_empty_strided = PythonArgParser("empty_strided", (ops.empty_strided,), method=False)


def empty_strided(*args, **kwargs):
    """empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_empty_strided(args, kwargs)


_p__to_copy = PythonArgParser("_to_copy", (ops._to_copy,), method=False)


def _to_copy(*args, **kwargs):
    """_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor"""
    return _p__to_copy(args, kwargs)


_p_fill_ = PythonArgParser("fill_", (ops.fill__Scalar,), method=False)


def fill_(*args, **kwargs):
    """fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)"""
    return _p_fill_(args, kwargs)


_p_zero_ = PythonArgParser("zero_", (ops.zero_,), method=False)


def zero_(*args, **kwargs):
    """zero_(Tensor(a!) self) -> Tensor(a!)"""
    return _p_zero_(args, kwargs)


_p_clone = PythonArgParser("clone", (ops.clone,), method=False)


def clone(*args, **kwargs):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_clone(args, kwargs)


_p_add = PythonArgParser("add", (ops.add_Tensor, ops.add_out), method=False)


def add(*args, **kwargs):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    add(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_add(args, kwargs)


_p_sub = PythonArgParser("sub", (ops.sub_Tensor, ops.sub_out), method=False)


def sub(*args, **kwargs):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
    sub(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sub(args, kwargs)


_p_rsub = PythonArgParser("rsub", (ops.rsub_Tensor,), method=False)


def rsub(*args, **kwargs):
    """rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _p_rsub(args, kwargs)


_p_mul = PythonArgParser("mul", (ops.mul_Tensor, ops.mul_out), method=False)


def mul(*args, **kwargs):
    """mul(Tensor self, Tensor other) -> Tensor
    mul(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mul(args, kwargs)


_p_div = PythonArgParser(
    "div", (ops.div_Tensor, ops.div_Tensor_mode, ops.div_out, ops.div_out_mode), method=False
)


def div(*args, **kwargs):
    """div(Tensor self, Tensor other) -> Tensor
    div(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
    div(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    div(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)"""
    return _p_div(args, kwargs)


_p_floor_divide = PythonArgParser(
    "floor_divide", (ops.floor_divide, ops.floor_divide_out), method=False
)


def floor_divide(*args, **kwargs):
    """floor_divide(Tensor self, Tensor other) -> Tensor
    floor_divide(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_floor_divide(args, kwargs)


_p_remainder = PythonArgParser(
    "remainder", (ops.remainder_Tensor, ops.remainder_Tensor_out), method=False
)


def remainder(*args, **kwargs):
    """remainder(Tensor self, Tensor other) -> Tensor
    remainder(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_remainder(args, kwargs)


_p_fmod = PythonArgParser("fmod", (ops.fmod_Tensor, ops.fmod_Tensor_out), method=False)


def fmod(*args, **kwargs):
    """fmod(Tensor self, Tensor other) -> Tensor
    fmod(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fmod(args, kwargs)


_p_pow = PythonArgParser("pow", (ops.pow_Tensor_Tensor, ops.pow_Tensor_Tensor_out), method=False)


def pow(*args, **kwargs):
    """pow(Tensor self, Tensor exponent) -> Tensor
    pow(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_pow(args, kwargs)


_p_atan2 = PythonArgParser("atan2", (ops.atan2, ops.atan2_out), method=False)


def atan2(*args, **kwargs):
    """atan2(Tensor self, Tensor other) -> Tensor
    atan2(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_atan2(args, kwargs)


_p_maximum = PythonArgParser("maximum", (ops.maximum, ops.maximum_out), method=False)


def maximum(*args, **kwargs):
    """maximum(Tensor self, Tensor other) -> Tensor
    maximum(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_maximum(args, kwargs)


_p_minimum = PythonArgParser("minimum", (ops.minimum, ops.minimum_out), method=False)


def minimum(*args, **kwargs):
    """minimum(Tensor self, Tensor other) -> Tensor
    minimum(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_minimum(args, kwargs)


_p_eq = PythonArgParser("eq", (ops.eq_Tensor, ops.eq_Tensor_out), method=False)


def eq(*args, **kwargs):
    """eq(Tensor self, Tensor other) -> Tensor
    eq(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_eq(args, kwargs)


_p_ne = PythonArgParser("ne", (ops.ne_Tensor, ops.ne_Tensor_out), method=False)


def ne(*args, **kwargs):
    """ne(Tensor self, Tensor other) -> Tensor
    ne(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ne(args, kwargs)


_p_lt = PythonArgParser("lt", (ops.lt_Tensor, ops.lt_Tensor_out), method=False)


def lt(*args, **kwargs):
    """lt(Tensor self, Tensor other) -> Tensor
    lt(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lt(args, kwargs)


_p_le = PythonArgParser("le", (ops.le_Tensor, ops.le_Tensor_out), method=False)


def le(*args, **kwargs):
    """le(Tensor self, Tensor other) -> Tensor
    le(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_le(args, kwargs)


_p_gt = PythonArgParser("gt", (ops.gt_Tensor, ops.gt_Tensor_out), method=False)


def gt(*args, **kwargs):
    """gt(Tensor self, Tensor other) -> Tensor
    gt(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gt(args, kwargs)


_p_ge = PythonArgParser("ge", (ops.ge_Tensor, ops.ge_Tensor_out), method=False)


def ge(*args, **kwargs):
    """ge(Tensor self, Tensor other) -> Tensor
    ge(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ge(args, kwargs)


_p_logical_and = PythonArgParser(
    "logical_and", (ops.logical_and, ops.logical_and_out), method=False
)


def logical_and(*args, **kwargs):
    """logical_and(Tensor self, Tensor other) -> Tensor
    logical_and(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_and(args, kwargs)


_p_logical_or = PythonArgParser("logical_or", (ops.logical_or, ops.logical_or_out), method=False)


def logical_or(*args, **kwargs):
    """logical_or(Tensor self, Tensor other) -> Tensor
    logical_or(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_or(args, kwargs)


_p_logical_xor = PythonArgParser(
    "logical_xor", (ops.logical_xor, ops.logical_xor_out), method=False
)


def logical_xor(*args, **kwargs):
    """logical_xor(Tensor self, Tensor other) -> Tensor
    logical_xor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_xor(args, kwargs)


_p_bitwise_and = PythonArgParser(
    "bitwise_and", (ops.bitwise_and_Tensor, ops.bitwise_and_Tensor_out), method=False
)


def bitwise_and(*args, **kwargs):
    """bitwise_and(Tensor self, Tensor other) -> Tensor
    bitwise_and(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_and(args, kwargs)


_p_bitwise_or = PythonArgParser(
    "bitwise_or", (ops.bitwise_or_Tensor, ops.bitwise_or_Tensor_out), method=False
)


def bitwise_or(*args, **kwargs):
    """bitwise_or(Tensor self, Tensor other) -> Tensor
    bitwise_or(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_or(args, kwargs)


_p_bitwise_xor = PythonArgParser(
    "bitwise_xor", (ops.bitwise_xor_Tensor, ops.bitwise_xor_Tensor_out), method=False
)


def bitwise_xor(*args, **kwargs):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor
    bitwise_xor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_xor(args, kwargs)


_p_bitwise_left_shift = PythonArgParser(
    "bitwise_left_shift",
    (ops.bitwise_left_shift_Tensor, ops.bitwise_left_shift_Tensor_out),
    method=False,
)


def bitwise_left_shift(*args, **kwargs):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor
    bitwise_left_shift(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_left_shift(args, kwargs)


_p_bitwise_right_shift = PythonArgParser(
    "bitwise_right_shift",
    (ops.bitwise_right_shift_Tensor, ops.bitwise_right_shift_Tensor_out),
    method=False,
)


def bitwise_right_shift(*args, **kwargs):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor
    bitwise_right_shift(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_right_shift(args, kwargs)


_p_where = PythonArgParser("where", (ops.where_self, ops.where_self_out), method=False)


def where(*args, **kwargs):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor
    where(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_where(args, kwargs)


_p_lerp = PythonArgParser("lerp", (ops.lerp_Tensor, ops.lerp_Tensor_out), method=False)


def lerp(*args, **kwargs):
    """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
    lerp(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_lerp(args, kwargs)


_p_addcmul = PythonArgParser("addcmul", (ops.addcmul, ops.addcmul_out), method=False)


def addcmul(*args, **kwargs):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
    addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addcmul(args, kwargs)


_p_addcdiv = PythonArgParser("addcdiv", (ops.addcdiv, ops.addcdiv_out), method=False)


def addcdiv(*args, **kwargs):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
    addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addcdiv(args, kwargs)


_p_clamp = PythonArgParser(
    "clamp", (ops.clamp, ops.clamp_Tensor, ops.clamp_out, ops.clamp_Tensor_out), method=False
)


def clamp(*args, **kwargs):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
    clamp(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
    clamp(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_clamp(args, kwargs)


_p_clip = PythonArgParser("clip", (ops.clip, ops.clip_Tensor), method=False)


def clip(*args, **kwargs):
    """clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
    clip(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    return _p_clip(args, kwargs)


_p_abs = PythonArgParser("abs", (ops.abs, ops.abs_out), method=False)


def abs(*args, **kwargs):
    """abs(Tensor self) -> Tensor
    abs(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_abs(args, kwargs)


_p_neg = PythonArgParser("neg", (ops.neg, ops.neg_out), method=False)


def neg(*args, **kwargs):
    """neg(Tensor self) -> Tensor
    neg(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_neg(args, kwargs)


_p_sign = PythonArgParser("sign", (ops.sign, ops.sign_out), method=False)


def sign(*args, **kwargs):
    """sign(Tensor self) -> Tensor
    sign(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sign(args, kwargs)


_p_exp = PythonArgParser("exp", (ops.exp, ops.exp_out), method=False)


def exp(*args, **kwargs):
    """exp(Tensor self) -> Tensor
    exp(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_exp(args, kwargs)


_p_exp2 = PythonArgParser("exp2", (ops.exp2, ops.exp2_out), method=False)


def exp2(*args, **kwargs):
    """exp2(Tensor self) -> Tensor
    exp2(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_exp2(args, kwargs)


_p_expm1 = PythonArgParser("expm1", (ops.expm1, ops.expm1_out), method=False)


def expm1(*args, **kwargs):
    """expm1(Tensor self) -> Tensor
    expm1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_expm1(args, kwargs)


_p_log = PythonArgParser("log", (ops.log, ops.log_out), method=False)


def log(*args, **kwargs):
    """log(Tensor self) -> Tensor
    log(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log(args, kwargs)


_p_log2 = PythonArgParser("log2", (ops.log2, ops.log2_out), method=False)


def log2(*args, **kwargs):
    """log2(Tensor self) -> Tensor
    log2(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log2(args, kwargs)


_p_log10 = PythonArgParser("log10", (ops.log10, ops.log10_out), method=False)


def log10(*args, **kwargs):
    """log10(Tensor self) -> Tensor
    log10(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log10(args, kwargs)


_p_log1p = PythonArgParser("log1p", (ops.log1p, ops.log1p_out), method=False)


def log1p(*args, **kwargs):
    """log1p(Tensor self) -> Tensor
    log1p(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log1p(args, kwargs)


_p_sqrt = PythonArgParser("sqrt", (ops.sqrt, ops.sqrt_out), method=False)


def sqrt(*args, **kwargs):
    """sqrt(Tensor self) -> Tensor
    sqrt(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sqrt(args, kwargs)


_p_rsqrt = PythonArgParser("rsqrt", (ops.rsqrt, ops.rsqrt_out), method=False)


def rsqrt(*args, **kwargs):
    """rsqrt(Tensor self) -> Tensor
    rsqrt(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rsqrt(args, kwargs)


_p_reciprocal = PythonArgParser("reciprocal", (ops.reciprocal, ops.reciprocal_out), method=False)


def reciprocal(*args, **kwargs):
    """reciprocal(Tensor self) -> Tensor
    reciprocal(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_reciprocal(args, kwargs)


_p_sin = PythonArgParser("sin", (ops.sin, ops.sin_out), method=False)


def sin(*args, **kwargs):
    """sin(Tensor self) -> Tensor
    sin(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sin(args, kwargs)


_p_cos = PythonArgParser("cos", (ops.cos, ops.cos_out), method=False)


def cos(*args, **kwargs):
    """cos(Tensor self) -> Tensor
    cos(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cos(args, kwargs)


_p_tan = PythonArgParser("tan", (ops.tan, ops.tan_out), method=False)


def tan(*args, **kwargs):
    """tan(Tensor self) -> Tensor
    tan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tan(args, kwargs)


_p_asin = PythonArgParser("asin", (ops.asin, ops.asin_out), method=False)


def asin(*args, **kwargs):
    """asin(Tensor self) -> Tensor
    asin(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_asin(args, kwargs)


_p_acos = PythonArgParser("acos", (ops.acos, ops.acos_out), method=False)


def acos(*args, **kwargs):
    """acos(Tensor self) -> Tensor
    acos(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_acos(args, kwargs)


_p_atan = PythonArgParser("atan", (ops.atan, ops.atan_out), method=False)


def atan(*args, **kwargs):
    """atan(Tensor self) -> Tensor
    atan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_atan(args, kwargs)


_p_sinh = PythonArgParser("sinh", (ops.sinh, ops.sinh_out), method=False)


def sinh(*args, **kwargs):
    """sinh(Tensor self) -> Tensor
    sinh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sinh(args, kwargs)


_p_cosh = PythonArgParser("cosh", (ops.cosh, ops.cosh_out), method=False)


def cosh(*args, **kwargs):
    """cosh(Tensor self) -> Tensor
    cosh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cosh(args, kwargs)


_p_tanh = PythonArgParser("tanh", (ops.tanh, ops.tanh_out), method=False)


def tanh(*args, **kwargs):
    """tanh(Tensor self) -> Tensor
    tanh(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tanh(args, kwargs)


_p_sigmoid = PythonArgParser("sigmoid", (ops.sigmoid, ops.sigmoid_out), method=False)


def sigmoid(*args, **kwargs):
    """sigmoid(Tensor self) -> Tensor
    sigmoid(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sigmoid(args, kwargs)


_p_erf = PythonArgParser("erf", (ops.erf, ops.erf_out), method=False)


def erf(*args, **kwargs):
    """erf(Tensor self) -> Tensor
    erf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erf(args, kwargs)


_p_floor = PythonArgParser("floor", (ops.floor, ops.floor_out), method=False)


def floor(*args, **kwargs):
    """floor(Tensor self) -> Tensor
    floor(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_floor(args, kwargs)


_p_ceil = PythonArgParser("ceil", (ops.ceil, ops.ceil_out), method=False)


def ceil(*args, **kwargs):
    """ceil(Tensor self) -> Tensor
    ceil(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ceil(args, kwargs)


_p_trunc = PythonArgParser("trunc", (ops.trunc, ops.trunc_out), method=False)


def trunc(*args, **kwargs):
    """trunc(Tensor self) -> Tensor
    trunc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_trunc(args, kwargs)


_p_round = PythonArgParser(
    "round", (ops.round, ops.round_decimals, ops.round_out, ops.round_decimals_out), method=False
)


def round(*args, **kwargs):
    """round(Tensor self) -> Tensor
    round(Tensor self, *, int decimals) -> Tensor
    round(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
    round(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)"""
    return _p_round(args, kwargs)


_p_frac = PythonArgParser("frac", (ops.frac, ops.frac_out), method=False)


def frac(*args, **kwargs):
    """frac(Tensor self) -> Tensor
    frac(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_frac(args, kwargs)


_p_relu = PythonArgParser("relu", (ops.relu, ops.relu_out), method=False)


def relu(*args, **kwargs):
    """relu(Tensor self) -> Tensor
    relu(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_relu(args, kwargs)


_p_silu = PythonArgParser("silu", (ops.silu, ops.silu_out), method=False)


def silu(*args, **kwargs):
    """silu(Tensor self) -> Tensor
    silu(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_silu(args, kwargs)


_p_logical_not = PythonArgParser(
    "logical_not", (ops.logical_not, ops.logical_not_out), method=False
)


def logical_not(*args, **kwargs):
    """logical_not(Tensor self) -> Tensor
    logical_not(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logical_not(args, kwargs)


_p_bitwise_not = PythonArgParser(
    "bitwise_not", (ops.bitwise_not, ops.bitwise_not_out), method=False
)


def bitwise_not(*args, **kwargs):
    """bitwise_not(Tensor self) -> Tensor
    bitwise_not(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bitwise_not(args, kwargs)


_p_gelu = PythonArgParser("gelu", (ops.gelu, ops.gelu_out), method=False)


def gelu(*args, **kwargs):
    """gelu(Tensor self, *, str approximate="none") -> Tensor
    gelu(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!)"""
    return _p_gelu(args, kwargs)


_p_softplus = PythonArgParser("softplus", (ops.softplus, ops.softplus_out), method=False)


def softplus(*args, **kwargs):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
    softplus(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_softplus(args, kwargs)


_p_leaky_relu = PythonArgParser("leaky_relu", (ops.leaky_relu, ops.leaky_relu_out), method=False)


def leaky_relu(*args, **kwargs):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
    leaky_relu(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_leaky_relu(args, kwargs)


_p_leaky_relu_ = PythonArgParser("leaky_relu_", (ops.leaky_relu_,), method=False)


def leaky_relu_(*args, **kwargs):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"""
    return _p_leaky_relu_(args, kwargs)


_p_elu = PythonArgParser("elu", (ops.elu, ops.elu_out), method=False)


def elu(*args, **kwargs):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
    elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_elu(args, kwargs)


_p_elu_ = PythonArgParser("elu_", (ops.elu_,), method=False)


def elu_(*args, **kwargs):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"""
    return _p_elu_(args, kwargs)


_p_nan_to_num = PythonArgParser("nan_to_num", (ops.nan_to_num, ops.nan_to_num_out), method=False)


def nan_to_num(*args, **kwargs):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
    nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nan_to_num(args, kwargs)


_p_isnan = PythonArgParser("isnan", (ops.isnan, ops.isnan_out), method=False)


def isnan(*args, **kwargs):
    """isnan(Tensor self) -> Tensor
    isnan(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isnan(args, kwargs)


_p_isinf = PythonArgParser("isinf", (ops.isinf, ops.isinf_out), method=False)


def isinf(*args, **kwargs):
    """isinf(Tensor self) -> Tensor
    isinf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isinf(args, kwargs)


_p_isfinite = PythonArgParser("isfinite", (ops.isfinite, ops.isfinite_out), method=False)


def isfinite(*args, **kwargs):
    """isfinite(Tensor self) -> Tensor
    isfinite(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_isfinite(args, kwargs)


_p_square = PythonArgParser("square", (ops.square,), method=False)


def square(*args, **kwargs):
    """square(Tensor self) -> Tensor"""
    return _p_square(args, kwargs)


_p_zeros = PythonArgParser("zeros", (ops.zeros, ops.zeros_out), method=False)


def zeros(*args, **kwargs):
    """zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    zeros(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_zeros(args, kwargs)


_p_ones = PythonArgParser("ones", (ops.ones, ops.ones_out), method=False)


def ones(*args, **kwargs):
    """ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    ones(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ones(args, kwargs)


_p_full = PythonArgParser("full", (ops.full, ops.full_out), method=False)


def full(*args, **kwargs):
    """full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    full(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_full(args, kwargs)


_p_scalar_tensor = PythonArgParser("scalar_tensor", (ops.scalar_tensor,), method=False)


def scalar_tensor(*args, **kwargs):
    """scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_scalar_tensor(args, kwargs)


_p_empty_like = PythonArgParser("empty_like", (ops.empty_like,), method=False)


def empty_like(*args, **kwargs):
    """empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_empty_like(args, kwargs)


_p_zeros_like = PythonArgParser("zeros_like", (ops.zeros_like,), method=False)


def zeros_like(*args, **kwargs):
    """zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_zeros_like(args, kwargs)


_p_ones_like = PythonArgParser("ones_like", (ops.ones_like,), method=False)


def ones_like(*args, **kwargs):
    """ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_ones_like(args, kwargs)


_p_full_like = PythonArgParser("full_like", (ops.full_like,), method=False)


def full_like(*args, **kwargs):
    """full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_full_like(args, kwargs)


_p_arange = PythonArgParser(
    "arange",
    (ops.arange, ops.arange_start, ops.arange_start_step, ops.arange_out, ops.arange_start_out),
    method=False,
)


def arange(*args, **kwargs):
    """arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    arange(Scalar end, *, Tensor(a!) out) -> Tensor(a!)
    arange(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_arange(args, kwargs)


_p_linspace = PythonArgParser("linspace", (ops.linspace, ops.linspace_out), method=False)


def linspace(*args, **kwargs):
    """linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    linspace(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_linspace(args, kwargs)


_p_logspace = PythonArgParser("logspace", (ops.logspace, ops.logspace_out), method=False)


def logspace(*args, **kwargs):
    """logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    logspace(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logspace(args, kwargs)


_p_eye = PythonArgParser("eye", (ops.eye, ops.eye_m, ops.eye_out, ops.eye_m_out), method=False)


def eye(*args, **kwargs):
    """eye(SymInt n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    eye(SymInt n, SymInt m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    eye(SymInt n, *, Tensor(a!) out) -> Tensor(a!)
    eye(SymInt n, SymInt m, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_eye(args, kwargs)


_p_tril_indices = PythonArgParser("tril_indices", (ops.tril_indices,), method=False)


def tril_indices(*args, **kwargs):
    """tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_tril_indices(args, kwargs)


_p_triu_indices = PythonArgParser("triu_indices", (ops.triu_indices,), method=False)


def triu_indices(*args, **kwargs):
    """triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""
    return _p_triu_indices(args, kwargs)


_p_bernoulli = PythonArgParser(
    "bernoulli", (ops.bernoulli, ops.bernoulli_p, ops.bernoulli_out), method=False
)


def bernoulli(*args, **kwargs):
    """bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
    bernoulli(Tensor self, float p, *, Generator? generator=None) -> Tensor
    bernoulli(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bernoulli(args, kwargs)


_p_multinomial = PythonArgParser(
    "multinomial", (ops.multinomial, ops.multinomial_out), method=False
)


def multinomial(*args, **kwargs):
    """multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
    multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_multinomial(args, kwargs)


_p__standard_gamma = PythonArgParser("_standard_gamma", (ops._standard_gamma,), method=False)


def _standard_gamma(*args, **kwargs):
    """_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""
    return _p__standard_gamma(args, kwargs)


_p__standard_gamma_grad = PythonArgParser(
    "_standard_gamma_grad", (ops._standard_gamma_grad,), method=False
)


def _standard_gamma_grad(*args, **kwargs):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""
    return _p__standard_gamma_grad(args, kwargs)


_p__sample_dirichlet = PythonArgParser("_sample_dirichlet", (ops._sample_dirichlet,), method=False)


def _sample_dirichlet(*args, **kwargs):
    """_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor"""
    return _p__sample_dirichlet(args, kwargs)


_p__dirichlet_grad = PythonArgParser("_dirichlet_grad", (ops._dirichlet_grad,), method=False)


def _dirichlet_grad(*args, **kwargs):
    """_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor"""
    return _p__dirichlet_grad(args, kwargs)


_p_poisson = PythonArgParser("poisson", (ops.poisson,), method=False)


def poisson(*args, **kwargs):
    """poisson(Tensor self, Generator? generator=None) -> Tensor"""
    return _p_poisson(args, kwargs)


_p_binomial = PythonArgParser("binomial", (ops.binomial,), method=False)


def binomial(*args, **kwargs):
    """binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"""
    return _p_binomial(args, kwargs)


_p_randperm = PythonArgParser("randperm", (ops.randperm, ops.randperm_out), method=False)


def randperm(*args, **kwargs):
    """randperm(SymInt n, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randperm(SymInt n, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randperm(args, kwargs)


_p_rand = PythonArgParser("rand", (ops.rand, ops.rand_out), method=False)


def rand(*args, **kwargs):
    """rand(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    rand(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rand(args, kwargs)


_p_randn = PythonArgParser("randn", (ops.randn, ops.randn_out), method=False)


def randn(*args, **kwargs):
    """randn(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randn(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randn(args, kwargs)


_p_randint = PythonArgParser(
    "randint", (ops.randint, ops.randint_low, ops.randint_out, ops.randint_low_out), method=False
)


def randint(*args, **kwargs):
    """randint(SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randint(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    randint(SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
    randint(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_randint(args, kwargs)


_p_rand_like = PythonArgParser("rand_like", (ops.rand_like,), method=False)


def rand_like(*args, **kwargs):
    """rand_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_rand_like(args, kwargs)


_p_randn_like = PythonArgParser("randn_like", (ops.randn_like,), method=False)


def randn_like(*args, **kwargs):
    """randn_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""
    return _p_randn_like(args, kwargs)


_p_randint_like = PythonArgParser(
    "randint_like", (ops.randint_like, ops.randint_like_low_dtype), method=False
)


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


def sum(*args, **kwargs):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
    sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    sum(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
    sum(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sum(args, kwargs)


_p_mean = PythonArgParser(
    "mean", (ops.mean, ops.mean_dim, ops.mean_out, ops.mean_dtype_out), method=False
)


def mean(*args, **kwargs):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
    mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    mean(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
    mean(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mean(args, kwargs)


_p_prod = PythonArgParser("prod", (ops.prod, ops.prod_dim_int, ops.prod_int_out), method=False)


def prod(*args, **kwargs):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
    prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    prod(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_prod(args, kwargs)


_p_amax = PythonArgParser("amax", (ops.amax, ops.amax_out), method=False)


def amax(*args, **kwargs):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
    amax(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_amax(args, kwargs)


_p_amin = PythonArgParser("amin", (ops.amin, ops.amin_out), method=False)


def amin(*args, **kwargs):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
    amin(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_amin(args, kwargs)


_p_max = PythonArgParser(
    "max", (ops.max, ops.max_dim, ops.max_other, ops.max_dim_max, ops.max_out), method=False
)


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


def min(*args, **kwargs):
    """min(Tensor self) -> Tensor
    min(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    min(Tensor self, Tensor other) -> Tensor
    min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
    min(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_min(args, kwargs)


_p_argmax = PythonArgParser("argmax", (ops.argmax, ops.argmax_out), method=False)


def argmax(*args, **kwargs):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
    argmax(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_argmax(args, kwargs)


_p_argmin = PythonArgParser("argmin", (ops.argmin, ops.argmin_out), method=False)


def argmin(*args, **kwargs):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
    argmin(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_argmin(args, kwargs)


_p_all = PythonArgParser(
    "all",
    (ops.all, ops.all_dim, ops.all_dims, ops.all_out, ops.all_dims_out, ops.all_all_out),
    method=False,
)


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


def var(*args, **kwargs):
    """var(Tensor self, bool unbiased=True) -> Tensor
    var(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    var(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""
    return _p_var(args, kwargs)


_p_var_mean = PythonArgParser("var_mean", (ops.var_mean_correction,), method=False)


def var_mean(*args, **kwargs):
    """var_mean(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    return _p_var_mean(args, kwargs)


_p_std = PythonArgParser(
    "std", (ops.std, ops.std_dim, ops.std_correction, ops.std_correction_out), method=False
)


def std(*args, **kwargs):
    """std(Tensor self, bool unbiased=True) -> Tensor
    std(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    std(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""
    return _p_std(args, kwargs)


_p_std_mean = PythonArgParser("std_mean", (ops.std_mean_correction,), method=False)


def std_mean(*args, **kwargs):
    """std_mean(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""
    return _p_std_mean(args, kwargs)


_p_norm = PythonArgParser(
    "norm", (ops.norm_Scalar, ops.norm_ScalarOpt_dim, ops.norm_out), method=False
)


def norm(*args, **kwargs):
    """norm(Tensor self, Scalar p=2) -> Tensor
    norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
    norm(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_norm(args, kwargs)


_p_inverse = PythonArgParser("inverse", (ops.inverse,), method=False)


def inverse(*args, **kwargs):
    """inverse(Tensor self) -> Tensor"""
    return _p_inverse(args, kwargs)


_p_det = PythonArgParser("det", (ops.det,), method=False)


def det(*args, **kwargs):
    """det(Tensor self) -> Tensor"""
    return _p_det(args, kwargs)


_p_slogdet = PythonArgParser("slogdet", (ops.slogdet,), method=False)


def slogdet(*args, **kwargs):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
    return _p_slogdet(args, kwargs)


_p__linalg_svd = PythonArgParser("_linalg_svd", (ops._linalg_svd,), method=False)


def _linalg_svd(*args, **kwargs):
    """_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    return _p__linalg_svd(args, kwargs)


_p_svd = PythonArgParser("svd", (ops.svd,), method=False)


def svd(*args, **kwargs):
    """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
    return _p_svd(args, kwargs)


_p_cross = PythonArgParser("cross", (ops.cross,), method=False)


def cross(*args, **kwargs):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor"""
    return _p_cross(args, kwargs)


_p_chain_matmul = PythonArgParser("chain_matmul", (ops.chain_matmul,), method=False)


def chain_matmul(*args, **kwargs):
    """chain_matmul(Tensor[] matrices) -> Tensor"""
    return _p_chain_matmul(args, kwargs)


_p_vander = PythonArgParser("vander", (ops.vander,), method=False)


def vander(*args, **kwargs):
    """vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"""
    return _p_vander(args, kwargs)


_p_matrix_exp = PythonArgParser("matrix_exp", (ops.matrix_exp,), method=False)


def matrix_exp(*args, **kwargs):
    """matrix_exp(Tensor self) -> Tensor"""
    return _p_matrix_exp(args, kwargs)


_p_matrix_power = PythonArgParser("matrix_power", (ops.matrix_power,), method=False)


def matrix_power(*args, **kwargs):
    """matrix_power(Tensor self, int n) -> Tensor"""
    return _p_matrix_power(args, kwargs)


_p_lu_unpack = PythonArgParser("lu_unpack", (ops.lu_unpack,), method=False)


def lu_unpack(*args, **kwargs):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""
    return _p_lu_unpack(args, kwargs)


_p_lu_solve = PythonArgParser("lu_solve", (ops.lu_solve,), method=False)


def lu_solve(*args, **kwargs):
    """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
    return _p_lu_solve(args, kwargs)


_p__lu_with_info = PythonArgParser("_lu_with_info", (ops._lu_with_info,), method=False)


def _lu_with_info(*args, **kwargs):
    """_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)"""
    return _p__lu_with_info(args, kwargs)


_p_triangular_solve = PythonArgParser("triangular_solve", (ops.triangular_solve,), method=False)


def triangular_solve(*args, **kwargs):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
    return _p_triangular_solve(args, kwargs)


_p_cholesky = PythonArgParser("cholesky", (ops.cholesky,), method=False)


def cholesky(*args, **kwargs):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    return _p_cholesky(args, kwargs)


_p_cholesky_inverse = PythonArgParser("cholesky_inverse", (ops.cholesky_inverse,), method=False)


def cholesky_inverse(*args, **kwargs):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    return _p_cholesky_inverse(args, kwargs)


_p_cholesky_solve = PythonArgParser("cholesky_solve", (ops.cholesky_solve,), method=False)


def cholesky_solve(*args, **kwargs):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    return _p_cholesky_solve(args, kwargs)


_p_qr = PythonArgParser("qr", (ops.qr,), method=False)


def qr(*args, **kwargs):
    """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
    return _p_qr(args, kwargs)


_p_geqrf = PythonArgParser("geqrf", (ops.geqrf,), method=False)


def geqrf(*args, **kwargs):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)"""
    return _p_geqrf(args, kwargs)


_p_orgqr = PythonArgParser("orgqr", (ops.orgqr,), method=False)


def orgqr(*args, **kwargs):
    """orgqr(Tensor self, Tensor input2) -> Tensor"""
    return _p_orgqr(args, kwargs)


_p_ormqr = PythonArgParser("ormqr", (ops.ormqr,), method=False)


def ormqr(*args, **kwargs):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""
    return _p_ormqr(args, kwargs)


_p_pinverse = PythonArgParser("pinverse", (ops.pinverse,), method=False)


def pinverse(*args, **kwargs):
    """pinverse(Tensor self, float rcond=1e-15) -> Tensor"""
    return _p_pinverse(args, kwargs)


_p_frobenius_norm = PythonArgParser("frobenius_norm", (ops.frobenius_norm_dim,), method=False)


def frobenius_norm(*args, **kwargs):
    """frobenius_norm(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""
    return _p_frobenius_norm(args, kwargs)


_p_nuclear_norm = PythonArgParser(
    "nuclear_norm", (ops.nuclear_norm, ops.nuclear_norm_dim), method=False
)


def nuclear_norm(*args, **kwargs):
    """nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
    nuclear_norm(Tensor self, int[2] dim, bool keepdim=False) -> Tensor"""
    return _p_nuclear_norm(args, kwargs)


_p_logdet = PythonArgParser("logdet", (ops.logdet,), method=False)


def logdet(*args, **kwargs):
    """logdet(Tensor self) -> Tensor"""
    return _p_logdet(args, kwargs)


_p_cumsum = PythonArgParser("cumsum", (ops.cumsum, ops.cumsum_out), method=False)


def cumsum(*args, **kwargs):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
    cumsum(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cumsum(args, kwargs)


_p_cumprod = PythonArgParser("cumprod", (ops.cumprod, ops.cumprod_out), method=False)


def cumprod(*args, **kwargs):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
    cumprod(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cumprod(args, kwargs)


_p_logsumexp = PythonArgParser("logsumexp", (ops.logsumexp, ops.logsumexp_out), method=False)


def logsumexp(*args, **kwargs):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
    logsumexp(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logsumexp(args, kwargs)


_p_softmax = PythonArgParser("softmax", (ops.softmax_int,), method=False)


def softmax(*args, **kwargs):
    """softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
    return _p_softmax(args, kwargs)


_p__softmax = PythonArgParser("_softmax", (ops._softmax, ops._softmax_out), method=False)


def _softmax(*args, **kwargs):
    """_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
    _softmax(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__softmax(args, kwargs)


_p_log_softmax = PythonArgParser("log_softmax", (ops.log_softmax_int,), method=False)


def log_softmax(*args, **kwargs):
    """log_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
    return _p_log_softmax(args, kwargs)


_p__log_softmax = PythonArgParser(
    "_log_softmax", (ops._log_softmax, ops._log_softmax_out), method=False
)


def _log_softmax(*args, **kwargs):
    """_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
    _log_softmax(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__log_softmax(args, kwargs)


_p_topk = PythonArgParser("topk", (ops.topk, ops.topk_values), method=False)


def topk(*args, **kwargs):
    """topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
    topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_topk(args, kwargs)


_p_sort = PythonArgParser(
    "sort", (ops.sort, ops.sort_stable, ops.sort_values, ops.sort_values_stable), method=False
)


def sort(*args, **kwargs):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
    sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
    sort(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
    sort(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""
    return _p_sort(args, kwargs)


_p_argsort = PythonArgParser("argsort", (ops.argsort, ops.argsort_stable), method=False)


def argsort(*args, **kwargs):
    """argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
    argsort(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""
    return _p_argsort(args, kwargs)


_p__unsafe_view = PythonArgParser("_unsafe_view", (ops._unsafe_view,), method=False)


def _unsafe_view(*args, **kwargs):
    """_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""
    return _p__unsafe_view(args, kwargs)


_p_alias = PythonArgParser("alias", (ops.alias,), method=False)


def alias(*args, **kwargs):
    """alias(Tensor(a) self) -> Tensor(a)"""
    return _p_alias(args, kwargs)


_p_as_strided = PythonArgParser("as_strided", (ops.as_strided,), method=False)


def as_strided(*args, **kwargs):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""
    return _p_as_strided(args, kwargs)


_p_as_strided_ = PythonArgParser("as_strided_", (ops.as_strided_,), method=False)


def as_strided_(*args, **kwargs):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""
    return _p_as_strided_(args, kwargs)


_p_select = PythonArgParser("select", (ops.select_int,), method=False)


def select(*args, **kwargs):
    """select(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""
    return _p_select(args, kwargs)


_p_slice = PythonArgParser("slice", (ops.slice_Tensor,), method=False)


def slice(*args, **kwargs):
    """slice(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"""
    return _p_slice(args, kwargs)


_p_unsqueeze = PythonArgParser("unsqueeze", (ops.unsqueeze,), method=False)


def unsqueeze(*args, **kwargs):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""
    return _p_unsqueeze(args, kwargs)


_p_squeeze = PythonArgParser(
    "squeeze", (ops.squeeze, ops.squeeze_dim, ops.squeeze_dims), method=False
)


def squeeze(*args, **kwargs):
    """squeeze(Tensor(a) self) -> Tensor(a)
    squeeze(Tensor(a) self, int dim) -> Tensor(a)
    squeeze(Tensor(a) self, int[] dim) -> Tensor(a)"""
    return _p_squeeze(args, kwargs)


_p_permute = PythonArgParser("permute", (ops.permute,), method=False)


def permute(*args, **kwargs):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)"""
    return _p_permute(args, kwargs)


_p_transpose = PythonArgParser("transpose", (ops.transpose_int,), method=False)


def transpose(*args, **kwargs):
    """transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    return _p_transpose(args, kwargs)


_p_t = PythonArgParser("t", (ops.t,), method=False)


def t(*args, **kwargs):
    """t(Tensor(a) self) -> Tensor(a)"""
    return _p_t(args, kwargs)


_p_diagonal = PythonArgParser("diagonal", (ops.diagonal,), method=False)


def diagonal(*args, **kwargs):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""
    return _p_diagonal(args, kwargs)


_p_split = PythonArgParser("split", (ops.split_Tensor, ops.split_sizes), method=False)


def split(*args, **kwargs):
    """split(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]
    split(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"""
    return _p_split(args, kwargs)


_p_split_with_sizes = PythonArgParser("split_with_sizes", (ops.split_with_sizes,), method=False)


def split_with_sizes(*args, **kwargs):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""
    return _p_split_with_sizes(args, kwargs)


_p_unbind = PythonArgParser("unbind", (ops.unbind_int,), method=False)


def unbind(*args, **kwargs):
    """unbind(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""
    return _p_unbind(args, kwargs)


_p_reshape = PythonArgParser("reshape", (ops.reshape,), method=False)


def reshape(*args, **kwargs):
    """reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"""
    return _p_reshape(args, kwargs)


_p_flatten = PythonArgParser("flatten", (ops.flatten_using_ints,), method=False)


def flatten(*args, **kwargs):
    """flatten(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"""
    return _p_flatten(args, kwargs)


_p_unflatten = PythonArgParser("unflatten", (ops.unflatten_int,), method=False)


def unflatten(*args, **kwargs):
    """unflatten(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"""
    return _p_unflatten(args, kwargs)


_p_ravel = PythonArgParser("ravel", (ops.ravel,), method=False)


def ravel(*args, **kwargs):
    """ravel(Tensor(a) self) -> Tensor(a)"""
    return _p_ravel(args, kwargs)


_p_broadcast_to = PythonArgParser("broadcast_to", (ops.broadcast_to,), method=False)


def broadcast_to(*args, **kwargs):
    """broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"""
    return _p_broadcast_to(args, kwargs)


_p_narrow = PythonArgParser("narrow", (ops.narrow, ops.narrow_Tensor), method=False)


def narrow(*args, **kwargs):
    """narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)
    narrow(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"""
    return _p_narrow(args, kwargs)


_p_chunk = PythonArgParser("chunk", (ops.chunk,), method=False)


def chunk(*args, **kwargs):
    """chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"""
    return _p_chunk(args, kwargs)


_p_movedim = PythonArgParser("movedim", (ops.movedim_intlist, ops.movedim_int), method=False)


def movedim(*args, **kwargs):
    """movedim(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
    movedim(Tensor(a) self, int source, int destination) -> Tensor(a)"""
    return _p_movedim(args, kwargs)


_p_moveaxis = PythonArgParser("moveaxis", (ops.moveaxis_intlist, ops.moveaxis_int), method=False)


def moveaxis(*args, **kwargs):
    """moveaxis(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
    moveaxis(Tensor(a) self, int source, int destination) -> Tensor(a)"""
    return _p_moveaxis(args, kwargs)


_p_swapaxes = PythonArgParser("swapaxes", (ops.swapaxes,), method=False)


def swapaxes(*args, **kwargs):
    """swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"""
    return _p_swapaxes(args, kwargs)


_p_swapdims = PythonArgParser("swapdims", (ops.swapdims,), method=False)


def swapdims(*args, **kwargs):
    """swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""
    return _p_swapdims(args, kwargs)


_p_cat = PythonArgParser("cat", (ops.cat, ops.cat_out), method=False)


def cat(*args, **kwargs):
    """cat(Tensor[] tensors, int dim=0) -> Tensor
    cat(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_cat(args, kwargs)


_p_stack = PythonArgParser("stack", (ops.stack, ops.stack_out), method=False)


def stack(*args, **kwargs):
    """stack(Tensor[] tensors, int dim=0) -> Tensor
    stack(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_stack(args, kwargs)


_p_hstack = PythonArgParser("hstack", (ops.hstack, ops.hstack_out), method=False)


def hstack(*args, **kwargs):
    """hstack(Tensor[] tensors) -> Tensor
    hstack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hstack(args, kwargs)


_p_vstack = PythonArgParser("vstack", (ops.vstack, ops.vstack_out), method=False)


def vstack(*args, **kwargs):
    """vstack(Tensor[] tensors) -> Tensor
    vstack(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_vstack(args, kwargs)


_p_flip = PythonArgParser("flip", (ops.flip,), method=False)


def flip(*args, **kwargs):
    """flip(Tensor self, int[] dims) -> Tensor"""
    return _p_flip(args, kwargs)


_p_roll = PythonArgParser("roll", (ops.roll,), method=False)


def roll(*args, **kwargs):
    """roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""
    return _p_roll(args, kwargs)


_p_tile = PythonArgParser("tile", (ops.tile,), method=False)


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


def repeat_interleave(*args, **kwargs):
    """repeat_interleave(Tensor repeats, *, SymInt? output_size=None) -> Tensor
    repeat_interleave(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor
    repeat_interleave(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""
    return _p_repeat_interleave(args, kwargs)


_p_tril = PythonArgParser("tril", (ops.tril, ops.tril_out), method=False)


def tril(*args, **kwargs):
    """tril(Tensor self, int diagonal=0) -> Tensor
    tril(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tril(args, kwargs)


_p_triu = PythonArgParser("triu", (ops.triu, ops.triu_out), method=False)


def triu(*args, **kwargs):
    """triu(Tensor self, int diagonal=0) -> Tensor
    triu(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_triu(args, kwargs)


_p_diag = PythonArgParser("diag", (ops.diag,), method=False)


def diag(*args, **kwargs):
    """diag(Tensor self, int diagonal=0) -> Tensor"""
    return _p_diag(args, kwargs)


_p_index = PythonArgParser("index", (ops.index_Tensor, ops.index_Tensor_out), method=False)


def index(*args, **kwargs):
    """index(Tensor self, Tensor?[] indices) -> Tensor
    index(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index(args, kwargs)


_p_index_put_ = PythonArgParser("index_put_", (ops.index_put_,), method=False)


def index_put_(*args, **kwargs):
    """index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""
    return _p_index_put_(args, kwargs)


_p_index_put = PythonArgParser("index_put", (ops.index_put,), method=False)


def index_put(*args, **kwargs):
    """index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""
    return _p_index_put(args, kwargs)


_p_index_select = PythonArgParser(
    "index_select", (ops.index_select, ops.index_select_out), method=False
)


def index_select(*args, **kwargs):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor
    index_select(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_select(args, kwargs)


_p_gather = PythonArgParser("gather", (ops.gather, ops.gather_out), method=False)


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


def scatter_add(*args, **kwargs):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
    scatter_add(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scatter_add(args, kwargs)


_p_scatter_reduce = PythonArgParser(
    "scatter_reduce", (ops.scatter_reduce_two, ops.scatter_reduce_two_out), method=False
)


def scatter_reduce(*args, **kwargs):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
    scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scatter_reduce(args, kwargs)


_p_index_add = PythonArgParser("index_add", (ops.index_add, ops.index_add_out), method=False)


def index_add(*args, **kwargs):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
    index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_index_add(args, kwargs)


_p_index_fill = PythonArgParser(
    "index_fill", (ops.index_fill_int_Scalar, ops.index_fill_int_Tensor), method=False
)


def index_fill(*args, **kwargs):
    """index_fill(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    index_fill(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""
    return _p_index_fill(args, kwargs)


_p_masked_fill = PythonArgParser(
    "masked_fill", (ops.masked_fill_Scalar, ops.masked_fill_Tensor), method=False
)


def masked_fill(*args, **kwargs):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
    masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    return _p_masked_fill(args, kwargs)


_p_masked_select = PythonArgParser(
    "masked_select", (ops.masked_select, ops.masked_select_out), method=False
)


def masked_select(*args, **kwargs):
    """masked_select(Tensor self, Tensor mask) -> Tensor
    masked_select(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_masked_select(args, kwargs)


_p_masked_scatter = PythonArgParser("masked_scatter", (ops.masked_scatter,), method=False)


def masked_scatter(*args, **kwargs):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
    return _p_masked_scatter(args, kwargs)


_p_nonzero = PythonArgParser("nonzero", (ops.nonzero, ops.nonzero_out), method=False)


def nonzero(*args, **kwargs):
    """nonzero(Tensor self) -> Tensor
    nonzero(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_nonzero(args, kwargs)


_p_nonzero_numpy = PythonArgParser("nonzero_numpy", (ops.nonzero_numpy,), method=False)


def nonzero_numpy(*args, **kwargs):
    """nonzero_numpy(Tensor self) -> Tensor[]"""
    return _p_nonzero_numpy(args, kwargs)


_p_argwhere = PythonArgParser("argwhere", (ops.argwhere,), method=False)


def argwhere(*args, **kwargs):
    """argwhere(Tensor self) -> Tensor"""
    return _p_argwhere(args, kwargs)


_p_take = PythonArgParser("take", (ops.take, ops.take_out), method=False)


def take(*args, **kwargs):
    """take(Tensor self, Tensor index) -> Tensor
    take(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_take(args, kwargs)


_p_put = PythonArgParser("put", (ops.put,), method=False)


def put(*args, **kwargs):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""
    return _p_put(args, kwargs)


_p_mm = PythonArgParser("mm", (ops.mm, ops.mm_out), method=False)


def mm(*args, **kwargs):
    """mm(Tensor self, Tensor mat2) -> Tensor
    mm(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mm(args, kwargs)


_p_bmm = PythonArgParser("bmm", (ops.bmm, ops.bmm_out), method=False)


def bmm(*args, **kwargs):
    """bmm(Tensor self, Tensor mat2) -> Tensor
    bmm(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bmm(args, kwargs)


_p_mv = PythonArgParser("mv", (ops.mv, ops.mv_out), method=False)


def mv(*args, **kwargs):
    """mv(Tensor self, Tensor vec) -> Tensor
    mv(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_mv(args, kwargs)


_p_dot = PythonArgParser("dot", (ops.dot, ops.dot_out), method=False)


def dot(*args, **kwargs):
    """dot(Tensor self, Tensor tensor) -> Tensor
    dot(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_dot(args, kwargs)


_p_addmm = PythonArgParser("addmm", (ops.addmm, ops.addmm_out), method=False)


def addmm(*args, **kwargs):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addmm(args, kwargs)


_p_addmv = PythonArgParser("addmv", (ops.addmv, ops.addmv_out), method=False)


def addmv(*args, **kwargs):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addmv(args, kwargs)


_p_addmv_ = PythonArgParser("addmv_", (ops.addmv_,), method=False)


def addmv_(*args, **kwargs):
    """addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""
    return _p_addmv_(args, kwargs)


_p_baddbmm = PythonArgParser("baddbmm", (ops.baddbmm, ops.baddbmm_out), method=False)


def baddbmm(*args, **kwargs):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_baddbmm(args, kwargs)


_p_addbmm = PythonArgParser("addbmm", (ops.addbmm, ops.addbmm_out), method=False)


def addbmm(*args, **kwargs):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
    addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
    return _p_addbmm(args, kwargs)


_p_matmul = PythonArgParser("matmul", (ops.matmul, ops.matmul_out), method=False)


def matmul(*args, **kwargs):
    """matmul(Tensor self, Tensor other) -> Tensor
    matmul(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_matmul(args, kwargs)


_p_outer = PythonArgParser("outer", (ops.outer, ops.outer_out), method=False)


def outer(*args, **kwargs):
    """outer(Tensor self, Tensor vec2) -> Tensor
    outer(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_outer(args, kwargs)


_p_ger = PythonArgParser("ger", (ops.ger, ops.ger_out), method=False)


def ger(*args, **kwargs):
    """ger(Tensor self, Tensor vec2) -> Tensor
    ger(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ger(args, kwargs)


_p_tensordot = PythonArgParser("tensordot", (ops.tensordot, ops.tensordot_out), method=False)


def tensordot(*args, **kwargs):
    """tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
    tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_tensordot(args, kwargs)


_p_einsum = PythonArgParser("einsum", (ops.einsum,), method=False)


def einsum(*args, **kwargs):
    """einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor"""
    return _p_einsum(args, kwargs)


_p_searchsorted = PythonArgParser("searchsorted", (ops.searchsorted_Tensor,), method=False)


def searchsorted(*args, **kwargs):
    """searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"""
    return _p_searchsorted(args, kwargs)


_p_bucketize = PythonArgParser("bucketize", (ops.bucketize_Tensor,), method=False)


def bucketize(*args, **kwargs):
    """bucketize(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor"""
    return _p_bucketize(args, kwargs)


_p_isin = PythonArgParser("isin", (ops.isin_Tensor_Tensor,), method=False)


def isin(*args, **kwargs):
    """isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor"""
    return _p_isin(args, kwargs)


_p_histc = PythonArgParser("histc", (ops.histc,), method=False)


def histc(*args, **kwargs):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
    return _p_histc(args, kwargs)


_p_kron = PythonArgParser("kron", (ops.kron,), method=False)


def kron(*args, **kwargs):
    """kron(Tensor self, Tensor other) -> Tensor"""
    return _p_kron(args, kwargs)


_p_cdist = PythonArgParser("cdist", (ops.cdist,), method=False)


def cdist(*args, **kwargs):
    """cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor"""
    return _p_cdist(args, kwargs)


_p_diff = PythonArgParser("diff", (ops.diff,), method=False)


def diff(*args, **kwargs):
    """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
    return _p_diff(args, kwargs)


_p_trapezoid = PythonArgParser("trapezoid", (ops.trapezoid_x, ops.trapezoid_dx), method=False)


def trapezoid(*args, **kwargs):
    """trapezoid(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    trapezoid(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor"""
    return _p_trapezoid(args, kwargs)


_p_logcumsumexp = PythonArgParser("logcumsumexp", (ops.logcumsumexp,), method=False)


def logcumsumexp(*args, **kwargs):
    """logcumsumexp(Tensor self, int dim) -> Tensor"""
    return _p_logcumsumexp(args, kwargs)


_p_count_nonzero = PythonArgParser(
    "count_nonzero", (ops.count_nonzero_dim_IntList, ops.count_nonzero), method=False
)


def count_nonzero(*args, **kwargs):
    """count_nonzero(Tensor self, int[] dim) -> Tensor
    count_nonzero(Tensor self, int? dim=None) -> Tensor"""
    return _p_count_nonzero(args, kwargs)


_p_meshgrid = PythonArgParser("meshgrid", (ops.meshgrid, ops.meshgrid_indexing), method=False)


def meshgrid(*args, **kwargs):
    """meshgrid(Tensor[] tensors) -> Tensor[]
    meshgrid(Tensor[] tensors, *, str indexing) -> Tensor[]"""
    return _p_meshgrid(args, kwargs)


_p_cartesian_prod = PythonArgParser("cartesian_prod", (ops.cartesian_prod,), method=False)


def cartesian_prod(*args, **kwargs):
    """cartesian_prod(Tensor[] tensors) -> Tensor"""
    return _p_cartesian_prod(args, kwargs)


_p_isclose = PythonArgParser("isclose", (ops.isclose,), method=False)


def isclose(*args, **kwargs):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"""
    return _p_isclose(args, kwargs)


_p_allclose = PythonArgParser("allclose", (ops.allclose,), method=False)


def allclose(*args, **kwargs):
    """allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"""
    return _p_allclose(args, kwargs)


_p_equal = PythonArgParser("equal", (ops.equal,), method=False)


def equal(*args, **kwargs):
    """equal(Tensor self, Tensor other) -> bool"""
    return _p_equal(args, kwargs)


_p_convolution = PythonArgParser("convolution", (ops.convolution,), method=False)


def convolution(*args, **kwargs):
    """convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""
    return _p_convolution(args, kwargs)


_p_convolution_backward = PythonArgParser(
    "convolution_backward", (ops.convolution_backward,), method=False
)


def convolution_backward(*args, **kwargs):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_convolution_backward(args, kwargs)


_p_conv1d = PythonArgParser("conv1d", (ops.conv1d, ops.conv1d_padding), method=False)


def conv1d(*args, **kwargs):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] dilation=1, SymInt groups=1) -> Tensor
    conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, str padding="valid", SymInt[1] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv1d(args, kwargs)


_p_conv2d = PythonArgParser("conv2d", (ops.conv2d, ops.conv2d_padding), method=False)


def conv2d(*args, **kwargs):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] dilation=1, SymInt groups=1) -> Tensor
    conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, str padding="valid", SymInt[2] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv2d(args, kwargs)


_p_conv3d = PythonArgParser("conv3d", (ops.conv3d, ops.conv3d_padding), method=False)


def conv3d(*args, **kwargs):
    """conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] dilation=1, SymInt groups=1) -> Tensor
    conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, str padding="valid", SymInt[3] dilation=1, SymInt groups=1) -> Tensor"""
    return _p_conv3d(args, kwargs)


_p_conv_transpose1d = PythonArgParser("conv_transpose1d", (ops.conv_transpose1d,), method=False)


def conv_transpose1d(*args, **kwargs):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] output_padding=0, SymInt groups=1, SymInt[1] dilation=1) -> Tensor"""
    return _p_conv_transpose1d(args, kwargs)


_p_conv_transpose2d = PythonArgParser(
    "conv_transpose2d", (ops.conv_transpose2d_input,), method=False
)


def conv_transpose2d(*args, **kwargs):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] output_padding=0, SymInt groups=1, SymInt[2] dilation=1) -> Tensor"""
    return _p_conv_transpose2d(args, kwargs)


_p_conv_transpose3d = PythonArgParser(
    "conv_transpose3d", (ops.conv_transpose3d_input,), method=False
)


def conv_transpose3d(*args, **kwargs):
    """conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] output_padding=0, SymInt groups=1, SymInt[3] dilation=1) -> Tensor"""
    return _p_conv_transpose3d(args, kwargs)


_p_max_pool2d = PythonArgParser("max_pool2d", (ops.max_pool2d,), method=False)


def max_pool2d(*args, **kwargs):
    """max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor"""
    return _p_max_pool2d(args, kwargs)


_p_max_pool1d_with_indices = PythonArgParser(
    "max_pool1d_with_indices", (ops.max_pool1d_with_indices,), method=False
)


def max_pool1d_with_indices(*args, **kwargs):
    """max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""
    return _p_max_pool1d_with_indices(args, kwargs)


_p_max_pool1d = PythonArgParser("max_pool1d", (ops.max_pool1d,), method=False)


def max_pool1d(*args, **kwargs):
    """max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor"""
    return _p_max_pool1d(args, kwargs)


_p_avg_pool1d = PythonArgParser("avg_pool1d", (ops.avg_pool1d,), method=False)


def avg_pool1d(*args, **kwargs):
    """avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor"""
    return _p_avg_pool1d(args, kwargs)


_p__adaptive_avg_pool2d = PythonArgParser(
    "_adaptive_avg_pool2d", (ops._adaptive_avg_pool2d,), method=False
)


def _adaptive_avg_pool2d(*args, **kwargs):
    """_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""
    return _p__adaptive_avg_pool2d(args, kwargs)


_p_adaptive_avg_pool1d = PythonArgParser(
    "adaptive_avg_pool1d", (ops.adaptive_avg_pool1d,), method=False
)


def adaptive_avg_pool1d(*args, **kwargs):
    """adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor"""
    return _p_adaptive_avg_pool1d(args, kwargs)


_p_native_batch_norm = PythonArgParser("native_batch_norm", (ops.native_batch_norm,), method=False)


def native_batch_norm(*args, **kwargs):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_batch_norm(args, kwargs)


_p_native_batch_norm_backward = PythonArgParser(
    "native_batch_norm_backward", (ops.native_batch_norm_backward,), method=False
)


def native_batch_norm_backward(*args, **kwargs):
    """native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_batch_norm_backward(args, kwargs)


_p_batch_norm = PythonArgParser("batch_norm", (ops.batch_norm,), method=False)


def batch_norm(*args, **kwargs):
    """batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor"""
    return _p_batch_norm(args, kwargs)


_p_native_layer_norm = PythonArgParser("native_layer_norm", (ops.native_layer_norm,), method=False)


def native_layer_norm(*args, **kwargs):
    """native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_layer_norm(args, kwargs)


_p_native_layer_norm_backward = PythonArgParser(
    "native_layer_norm_backward", (ops.native_layer_norm_backward,), method=False
)


def native_layer_norm_backward(*args, **kwargs):
    """native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_layer_norm_backward(args, kwargs)


_p_layer_norm = PythonArgParser("layer_norm", (ops.layer_norm,), method=False)


def layer_norm(*args, **kwargs):
    """layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor"""
    return _p_layer_norm(args, kwargs)


_p_native_group_norm = PythonArgParser("native_group_norm", (ops.native_group_norm,), method=False)


def native_group_norm(*args, **kwargs):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""
    return _p_native_group_norm(args, kwargs)


_p_native_group_norm_backward = PythonArgParser(
    "native_group_norm_backward", (ops.native_group_norm_backward,), method=False
)


def native_group_norm_backward(*args, **kwargs):
    """native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""
    return _p_native_group_norm_backward(args, kwargs)


_p_group_norm = PythonArgParser("group_norm", (ops.group_norm,), method=False)


def group_norm(*args, **kwargs):
    """group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor"""
    return _p_group_norm(args, kwargs)


_p_embedding = PythonArgParser("embedding", (ops.embedding,), method=False)


def embedding(*args, **kwargs):
    """embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""
    return _p_embedding(args, kwargs)


_p_embedding_backward = PythonArgParser(
    "embedding_backward", (ops.embedding_backward,), method=False
)


def embedding_backward(*args, **kwargs):
    """embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor"""
    return _p_embedding_backward(args, kwargs)


_p_embedding_dense_backward = PythonArgParser(
    "embedding_dense_backward", (ops.embedding_dense_backward,), method=False
)


def embedding_dense_backward(*args, **kwargs):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor"""
    return _p_embedding_dense_backward(args, kwargs)


_p_binary_cross_entropy_with_logits = PythonArgParser(
    "binary_cross_entropy_with_logits", (ops.binary_cross_entropy_with_logits,), method=False
)


def binary_cross_entropy_with_logits(*args, **kwargs):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"""
    return _p_binary_cross_entropy_with_logits(args, kwargs)


_p_constant_pad_nd = PythonArgParser("constant_pad_nd", (ops.constant_pad_nd,), method=False)


def constant_pad_nd(*args, **kwargs):
    """constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""
    return _p_constant_pad_nd(args, kwargs)


_p_bilinear = PythonArgParser("bilinear", (ops.bilinear,), method=False)


def bilinear(*args, **kwargs):
    """bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor"""
    return _p_bilinear(args, kwargs)


_p_dropout = PythonArgParser("dropout", (ops.dropout,), method=False)


def dropout(*args, **kwargs):
    """dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_dropout(args, kwargs)


_p_feature_dropout = PythonArgParser("feature_dropout", (ops.feature_dropout,), method=False)


def feature_dropout(*args, **kwargs):
    """feature_dropout(Tensor input, float p, bool train) -> Tensor"""
    return _p_feature_dropout(args, kwargs)


_p_native_dropout = PythonArgParser("native_dropout", (ops.native_dropout,), method=False)


def native_dropout(*args, **kwargs):
    """native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"""
    return _p_native_dropout(args, kwargs)


_p_native_dropout_backward = PythonArgParser(
    "native_dropout_backward", (ops.native_dropout_backward,), method=False
)


def native_dropout_backward(*args, **kwargs):
    """native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor"""
    return _p_native_dropout_backward(args, kwargs)


_p_threshold = PythonArgParser("threshold", (ops.threshold, ops.threshold_out), method=False)


def threshold(*args, **kwargs):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
    threshold(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_threshold(args, kwargs)


_p_threshold_ = PythonArgParser("threshold_", (ops.threshold_,), method=False)


def threshold_(*args, **kwargs):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"""
    return _p_threshold_(args, kwargs)


_p_threshold_backward = PythonArgParser(
    "threshold_backward", (ops.threshold_backward, ops.threshold_backward_grad_input), method=False
)


def threshold_backward(*args, **kwargs):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
    threshold_backward(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p_threshold_backward(args, kwargs)


_p__softmax_backward_data = PythonArgParser(
    "_softmax_backward_data",
    (ops._softmax_backward_data, ops._softmax_backward_data_out),
    method=False,
)


def _softmax_backward_data(*args, **kwargs):
    """_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
    _softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)"""
    return _p__softmax_backward_data(args, kwargs)


_p__log_softmax_backward_data = PythonArgParser(
    "_log_softmax_backward_data",
    (ops._log_softmax_backward_data, ops._log_softmax_backward_data_out),
    method=False,
)


def _log_softmax_backward_data(*args, **kwargs):
    """_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
    _log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p__log_softmax_backward_data(args, kwargs)


_p_broadcast_tensors = PythonArgParser("broadcast_tensors", (ops.broadcast_tensors,), method=False)


def broadcast_tensors(*args, **kwargs):
    """broadcast_tensors(Tensor[] tensors) -> Tensor[]"""
    return _p_broadcast_tensors(args, kwargs)


_p_erfinv = PythonArgParser("erfinv", (ops.erfinv, ops.erfinv_out), method=False)


def erfinv(*args, **kwargs):
    """erfinv(Tensor self) -> Tensor
    erfinv(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfinv(args, kwargs)


_p__unique2 = PythonArgParser("_unique2", (ops._unique2,), method=False)


def _unique2(*args, **kwargs):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    return _p__unique2(args, kwargs)


_p_unique_dim = PythonArgParser("unique_dim", (ops.unique_dim,), method=False)


def unique_dim(*args, **kwargs):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""
    return _p_unique_dim(args, kwargs)
