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
