# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "_to_copy",
    "abs",
    "acos",
    "add",
    "addcdiv",
    "addcmul",
    "asin",
    "atan",
    "atan2",
    "bitwise_and",
    "bitwise_left_shift",
    "bitwise_not",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "ceil",
    "clamp",
    "clip",
    "clone",
    "cos",
    "cosh",
    "div",
    "elu",
    "elu_",
    "empty",
    "empty_strided",
    "eq",
    "erf",
    "exp",
    "exp2",
    "expm1",
    "fill_",
    "floor",
    "floor_divide",
    "fmod",
    "frac",
    "ge",
    "gelu",
    "gt",
    "isfinite",
    "isinf",
    "isnan",
    "le",
    "leaky_relu",
    "leaky_relu_",
    "lerp",
    "log",
    "log10",
    "log1p",
    "log2",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
    "lt",
    "maximum",
    "minimum",
    "mul",
    "nan_to_num",
    "ne",
    "neg",
    "pow",
    "reciprocal",
    "relu",
    "remainder",
    "round",
    "rsqrt",
    "rsub",
    "sigmoid",
    "sign",
    "silu",
    "sin",
    "sinh",
    "softplus",
    "sqrt",
    "square",
    "sub",
    "tan",
    "tanh",
    "trunc",
    "where",
    "zero_",
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
