# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.special.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "airy_ai",
    "bessel_j0",
    "bessel_j1",
    "bessel_y0",
    "bessel_y1",
    "chebyshev_polynomial_t",
    "chebyshev_polynomial_u",
    "chebyshev_polynomial_v",
    "chebyshev_polynomial_w",
    "digamma",
    "entr",
    "erf",
    "erfc",
    "erfcx",
    "erfinv",
    "exp2",
    "expit",
    "expm1",
    "gammainc",
    "gammaincc",
    "gammaln",
    "hermite_polynomial_h",
    "hermite_polynomial_he",
    "i0",
    "i0e",
    "i1",
    "i1e",
    "laguerre_polynomial_l",
    "legendre_polynomial_p",
    "log1p",
    "log_ndtr",
    "log_softmax",
    "logit",
    "logsumexp",
    "modified_bessel_i0",
    "modified_bessel_i1",
    "modified_bessel_k0",
    "modified_bessel_k1",
    "multigammaln",
    "ndtr",
    "ndtri",
    "polygamma",
    "psi",
    "round",
    "scaled_modified_bessel_k0",
    "scaled_modified_bessel_k1",
    "shifted_chebyshev_polynomial_t",
    "shifted_chebyshev_polynomial_u",
    "shifted_chebyshev_polynomial_v",
    "shifted_chebyshev_polynomial_w",
    "sinc",
    "softmax",
    "spherical_bessel_j0",
    "xlog1py",
    "xlogy",
    "zeta",
]


_p_i1 = PythonArgParser("special.i1", (ops.special_i1, ops.special_i1_out), method=False)


@_p_i1.binds
def i1(*args, **kwargs):
    """i1(Tensor self) -> Tensor
    i1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i1(args, kwargs)


_p_entr = PythonArgParser("special.entr", (ops.special_entr, ops.special_entr_out), method=False)


@_p_entr.binds
def entr(*args, **kwargs):
    """entr(Tensor self) -> Tensor
    entr(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_entr(args, kwargs)


_p_erfcx = PythonArgParser(
    "special.erfcx", (ops.special_erfcx, ops.special_erfcx_out), method=False
)


@_p_erfcx.binds
def erfcx(*args, **kwargs):
    """erfcx(Tensor self) -> Tensor
    erfcx(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfcx(args, kwargs)


_p_i0e = PythonArgParser("special.i0e", (ops.special_i0e, ops.special_i0e_out), method=False)


@_p_i0e.binds
def i0e(*args, **kwargs):
    """i0e(Tensor self) -> Tensor
    i0e(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i0e(args, kwargs)


_p_i1e = PythonArgParser("special.i1e", (ops.special_i1e, ops.special_i1e_out), method=False)


@_p_i1e.binds
def i1e(*args, **kwargs):
    """i1e(Tensor self) -> Tensor
    i1e(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i1e(args, kwargs)


_p_ndtri = PythonArgParser(
    "special.ndtri", (ops.special_ndtri, ops.special_ndtri_out), method=False
)


@_p_ndtri.binds
def ndtri(*args, **kwargs):
    """ndtri(Tensor self) -> Tensor
    ndtri(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ndtri(args, kwargs)


_p_log_ndtr = PythonArgParser(
    "special.log_ndtr", (ops.special_log_ndtr, ops.special_log_ndtr_out), method=False
)


@_p_log_ndtr.binds
def log_ndtr(*args, **kwargs):
    """log_ndtr(Tensor self) -> Tensor
    log_ndtr(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log_ndtr(args, kwargs)


_p_airy_ai = PythonArgParser(
    "special.airy_ai", (ops.special_airy_ai, ops.special_airy_ai_out), method=False
)


@_p_airy_ai.binds
def airy_ai(*args, **kwargs):
    """airy_ai(Tensor x) -> Tensor
    airy_ai(Tensor x, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_airy_ai(args, kwargs)


_p_bessel_j0 = PythonArgParser(
    "special.bessel_j0", (ops.special_bessel_j0, ops.special_bessel_j0_out), method=False
)


@_p_bessel_j0.binds
def bessel_j0(*args, **kwargs):
    """bessel_j0(Tensor self) -> Tensor
    bessel_j0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bessel_j0(args, kwargs)


_p_bessel_j1 = PythonArgParser(
    "special.bessel_j1", (ops.special_bessel_j1, ops.special_bessel_j1_out), method=False
)


@_p_bessel_j1.binds
def bessel_j1(*args, **kwargs):
    """bessel_j1(Tensor self) -> Tensor
    bessel_j1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bessel_j1(args, kwargs)


_p_bessel_y0 = PythonArgParser(
    "special.bessel_y0", (ops.special_bessel_y0, ops.special_bessel_y0_out), method=False
)


@_p_bessel_y0.binds
def bessel_y0(*args, **kwargs):
    """bessel_y0(Tensor self) -> Tensor
    bessel_y0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bessel_y0(args, kwargs)


_p_bessel_y1 = PythonArgParser(
    "special.bessel_y1", (ops.special_bessel_y1, ops.special_bessel_y1_out), method=False
)


@_p_bessel_y1.binds
def bessel_y1(*args, **kwargs):
    """bessel_y1(Tensor self) -> Tensor
    bessel_y1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_bessel_y1(args, kwargs)


_p_modified_bessel_i0 = PythonArgParser(
    "special.modified_bessel_i0",
    (ops.special_modified_bessel_i0, ops.special_modified_bessel_i0_out),
    method=False,
)


@_p_modified_bessel_i0.binds
def modified_bessel_i0(*args, **kwargs):
    """modified_bessel_i0(Tensor self) -> Tensor
    modified_bessel_i0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_modified_bessel_i0(args, kwargs)


_p_modified_bessel_i1 = PythonArgParser(
    "special.modified_bessel_i1",
    (ops.special_modified_bessel_i1, ops.special_modified_bessel_i1_out),
    method=False,
)


@_p_modified_bessel_i1.binds
def modified_bessel_i1(*args, **kwargs):
    """modified_bessel_i1(Tensor self) -> Tensor
    modified_bessel_i1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_modified_bessel_i1(args, kwargs)


_p_modified_bessel_k0 = PythonArgParser(
    "special.modified_bessel_k0",
    (ops.special_modified_bessel_k0, ops.special_modified_bessel_k0_out),
    method=False,
)


@_p_modified_bessel_k0.binds
def modified_bessel_k0(*args, **kwargs):
    """modified_bessel_k0(Tensor self) -> Tensor
    modified_bessel_k0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_modified_bessel_k0(args, kwargs)


_p_modified_bessel_k1 = PythonArgParser(
    "special.modified_bessel_k1",
    (ops.special_modified_bessel_k1, ops.special_modified_bessel_k1_out),
    method=False,
)


@_p_modified_bessel_k1.binds
def modified_bessel_k1(*args, **kwargs):
    """modified_bessel_k1(Tensor self) -> Tensor
    modified_bessel_k1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_modified_bessel_k1(args, kwargs)


_p_scaled_modified_bessel_k0 = PythonArgParser(
    "special.scaled_modified_bessel_k0",
    (ops.special_scaled_modified_bessel_k0, ops.special_scaled_modified_bessel_k0_out),
    method=False,
)


@_p_scaled_modified_bessel_k0.binds
def scaled_modified_bessel_k0(*args, **kwargs):
    """scaled_modified_bessel_k0(Tensor x) -> Tensor
    scaled_modified_bessel_k0(Tensor x, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scaled_modified_bessel_k0(args, kwargs)


_p_scaled_modified_bessel_k1 = PythonArgParser(
    "special.scaled_modified_bessel_k1",
    (ops.special_scaled_modified_bessel_k1, ops.special_scaled_modified_bessel_k1_out),
    method=False,
)


@_p_scaled_modified_bessel_k1.binds
def scaled_modified_bessel_k1(*args, **kwargs):
    """scaled_modified_bessel_k1(Tensor x) -> Tensor
    scaled_modified_bessel_k1(Tensor x, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_scaled_modified_bessel_k1(args, kwargs)


_p_spherical_bessel_j0 = PythonArgParser(
    "special.spherical_bessel_j0",
    (ops.special_spherical_bessel_j0, ops.special_spherical_bessel_j0_out),
    method=False,
)


@_p_spherical_bessel_j0.binds
def spherical_bessel_j0(*args, **kwargs):
    """spherical_bessel_j0(Tensor x) -> Tensor
    spherical_bessel_j0(Tensor x, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_spherical_bessel_j0(args, kwargs)


_p_xlog1py = PythonArgParser(
    "special.xlog1py",
    (
        ops.special_xlog1py,
        ops.special_xlog1py_self_scalar,
        ops.special_xlog1py_other_scalar,
        ops.special_xlog1py_out,
        ops.special_xlog1py_self_scalar_out,
        ops.special_xlog1py_other_scalar_out,
    ),
    method=False,
)


@_p_xlog1py.binds
def xlog1py(*args, **kwargs):
    """xlog1py(Tensor self, Tensor other) -> Tensor
    xlog1py(Scalar self, Tensor other) -> Tensor
    xlog1py(Tensor self, Scalar other) -> Tensor
    xlog1py(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    xlog1py(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    xlog1py(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_xlog1py(args, kwargs)


_p_zeta = PythonArgParser(
    "special.zeta",
    (
        ops.special_zeta,
        ops.special_zeta_self_scalar,
        ops.special_zeta_other_scalar,
        ops.special_zeta_out,
        ops.special_zeta_self_scalar_out,
        ops.special_zeta_other_scalar_out,
    ),
    method=False,
)


@_p_zeta.binds
def zeta(*args, **kwargs):
    """zeta(Tensor self, Tensor other) -> Tensor
    zeta(Scalar self, Tensor other) -> Tensor
    zeta(Tensor self, Scalar other) -> Tensor
    zeta(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    zeta(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    zeta(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_zeta(args, kwargs)


_p_chebyshev_polynomial_t = PythonArgParser(
    "special.chebyshev_polynomial_t",
    (
        ops.special_chebyshev_polynomial_t,
        ops.special_chebyshev_polynomial_t_x_scalar,
        ops.special_chebyshev_polynomial_t_n_scalar,
        ops.special_chebyshev_polynomial_t_out,
        ops.special_chebyshev_polynomial_t_x_scalar_out,
        ops.special_chebyshev_polynomial_t_n_scalar_out,
    ),
    method=False,
)


@_p_chebyshev_polynomial_t.binds
def chebyshev_polynomial_t(*args, **kwargs):
    """chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
    chebyshev_polynomial_t(Scalar x, Tensor n) -> Tensor
    chebyshev_polynomial_t(Tensor x, Scalar n) -> Tensor
    chebyshev_polynomial_t(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_t(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_t(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_chebyshev_polynomial_t(args, kwargs)


_p_chebyshev_polynomial_u = PythonArgParser(
    "special.chebyshev_polynomial_u",
    (
        ops.special_chebyshev_polynomial_u,
        ops.special_chebyshev_polynomial_u_x_scalar,
        ops.special_chebyshev_polynomial_u_n_scalar,
        ops.special_chebyshev_polynomial_u_out,
        ops.special_chebyshev_polynomial_u_x_scalar_out,
        ops.special_chebyshev_polynomial_u_n_scalar_out,
    ),
    method=False,
)


@_p_chebyshev_polynomial_u.binds
def chebyshev_polynomial_u(*args, **kwargs):
    """chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
    chebyshev_polynomial_u(Scalar x, Tensor n) -> Tensor
    chebyshev_polynomial_u(Tensor x, Scalar n) -> Tensor
    chebyshev_polynomial_u(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_u(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_u(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_chebyshev_polynomial_u(args, kwargs)


_p_chebyshev_polynomial_v = PythonArgParser(
    "special.chebyshev_polynomial_v",
    (
        ops.special_chebyshev_polynomial_v,
        ops.special_chebyshev_polynomial_v_x_scalar,
        ops.special_chebyshev_polynomial_v_n_scalar,
        ops.special_chebyshev_polynomial_v_out,
        ops.special_chebyshev_polynomial_v_x_scalar_out,
        ops.special_chebyshev_polynomial_v_n_scalar_out,
    ),
    method=False,
)


@_p_chebyshev_polynomial_v.binds
def chebyshev_polynomial_v(*args, **kwargs):
    """chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
    chebyshev_polynomial_v(Scalar x, Tensor n) -> Tensor
    chebyshev_polynomial_v(Tensor x, Scalar n) -> Tensor
    chebyshev_polynomial_v(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_v(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_v(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_chebyshev_polynomial_v(args, kwargs)


_p_chebyshev_polynomial_w = PythonArgParser(
    "special.chebyshev_polynomial_w",
    (
        ops.special_chebyshev_polynomial_w,
        ops.special_chebyshev_polynomial_w_x_scalar,
        ops.special_chebyshev_polynomial_w_n_scalar,
        ops.special_chebyshev_polynomial_w_out,
        ops.special_chebyshev_polynomial_w_x_scalar_out,
        ops.special_chebyshev_polynomial_w_n_scalar_out,
    ),
    method=False,
)


@_p_chebyshev_polynomial_w.binds
def chebyshev_polynomial_w(*args, **kwargs):
    """chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
    chebyshev_polynomial_w(Scalar x, Tensor n) -> Tensor
    chebyshev_polynomial_w(Tensor x, Scalar n) -> Tensor
    chebyshev_polynomial_w(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_w(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    chebyshev_polynomial_w(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_chebyshev_polynomial_w(args, kwargs)


_p_shifted_chebyshev_polynomial_t = PythonArgParser(
    "special.shifted_chebyshev_polynomial_t",
    (
        ops.special_shifted_chebyshev_polynomial_t,
        ops.special_shifted_chebyshev_polynomial_t_x_scalar,
        ops.special_shifted_chebyshev_polynomial_t_n_scalar,
        ops.special_shifted_chebyshev_polynomial_t_out,
        ops.special_shifted_chebyshev_polynomial_t_x_scalar_out,
        ops.special_shifted_chebyshev_polynomial_t_n_scalar_out,
    ),
    method=False,
)


@_p_shifted_chebyshev_polynomial_t.binds
def shifted_chebyshev_polynomial_t(*args, **kwargs):
    """shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_t(Scalar x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_t(Tensor x, Scalar n) -> Tensor
    shifted_chebyshev_polynomial_t(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_t(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_t(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_shifted_chebyshev_polynomial_t(args, kwargs)


_p_shifted_chebyshev_polynomial_u = PythonArgParser(
    "special.shifted_chebyshev_polynomial_u",
    (
        ops.special_shifted_chebyshev_polynomial_u,
        ops.special_shifted_chebyshev_polynomial_u_x_scalar,
        ops.special_shifted_chebyshev_polynomial_u_n_scalar,
        ops.special_shifted_chebyshev_polynomial_u_out,
        ops.special_shifted_chebyshev_polynomial_u_x_scalar_out,
        ops.special_shifted_chebyshev_polynomial_u_n_scalar_out,
    ),
    method=False,
)


@_p_shifted_chebyshev_polynomial_u.binds
def shifted_chebyshev_polynomial_u(*args, **kwargs):
    """shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_u(Scalar x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_u(Tensor x, Scalar n) -> Tensor
    shifted_chebyshev_polynomial_u(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_u(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_u(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_shifted_chebyshev_polynomial_u(args, kwargs)


_p_shifted_chebyshev_polynomial_v = PythonArgParser(
    "special.shifted_chebyshev_polynomial_v",
    (
        ops.special_shifted_chebyshev_polynomial_v,
        ops.special_shifted_chebyshev_polynomial_v_x_scalar,
        ops.special_shifted_chebyshev_polynomial_v_n_scalar,
        ops.special_shifted_chebyshev_polynomial_v_out,
        ops.special_shifted_chebyshev_polynomial_v_x_scalar_out,
        ops.special_shifted_chebyshev_polynomial_v_n_scalar_out,
    ),
    method=False,
)


@_p_shifted_chebyshev_polynomial_v.binds
def shifted_chebyshev_polynomial_v(*args, **kwargs):
    """shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_v(Scalar x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_v(Tensor x, Scalar n) -> Tensor
    shifted_chebyshev_polynomial_v(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_v(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_v(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_shifted_chebyshev_polynomial_v(args, kwargs)


_p_shifted_chebyshev_polynomial_w = PythonArgParser(
    "special.shifted_chebyshev_polynomial_w",
    (
        ops.special_shifted_chebyshev_polynomial_w,
        ops.special_shifted_chebyshev_polynomial_w_x_scalar,
        ops.special_shifted_chebyshev_polynomial_w_n_scalar,
        ops.special_shifted_chebyshev_polynomial_w_out,
        ops.special_shifted_chebyshev_polynomial_w_x_scalar_out,
        ops.special_shifted_chebyshev_polynomial_w_n_scalar_out,
    ),
    method=False,
)


@_p_shifted_chebyshev_polynomial_w.binds
def shifted_chebyshev_polynomial_w(*args, **kwargs):
    """shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_w(Scalar x, Tensor n) -> Tensor
    shifted_chebyshev_polynomial_w(Tensor x, Scalar n) -> Tensor
    shifted_chebyshev_polynomial_w(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_w(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    shifted_chebyshev_polynomial_w(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_shifted_chebyshev_polynomial_w(args, kwargs)


_p_hermite_polynomial_h = PythonArgParser(
    "special.hermite_polynomial_h",
    (
        ops.special_hermite_polynomial_h,
        ops.special_hermite_polynomial_h_x_scalar,
        ops.special_hermite_polynomial_h_n_scalar,
        ops.special_hermite_polynomial_h_out,
        ops.special_hermite_polynomial_h_x_scalar_out,
        ops.special_hermite_polynomial_h_n_scalar_out,
    ),
    method=False,
)


@_p_hermite_polynomial_h.binds
def hermite_polynomial_h(*args, **kwargs):
    """hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
    hermite_polynomial_h(Scalar x, Tensor n) -> Tensor
    hermite_polynomial_h(Tensor x, Scalar n) -> Tensor
    hermite_polynomial_h(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    hermite_polynomial_h(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    hermite_polynomial_h(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hermite_polynomial_h(args, kwargs)


_p_hermite_polynomial_he = PythonArgParser(
    "special.hermite_polynomial_he",
    (
        ops.special_hermite_polynomial_he,
        ops.special_hermite_polynomial_he_x_scalar,
        ops.special_hermite_polynomial_he_n_scalar,
        ops.special_hermite_polynomial_he_out,
        ops.special_hermite_polynomial_he_x_scalar_out,
        ops.special_hermite_polynomial_he_n_scalar_out,
    ),
    method=False,
)


@_p_hermite_polynomial_he.binds
def hermite_polynomial_he(*args, **kwargs):
    """hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
    hermite_polynomial_he(Scalar x, Tensor n) -> Tensor
    hermite_polynomial_he(Tensor x, Scalar n) -> Tensor
    hermite_polynomial_he(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    hermite_polynomial_he(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    hermite_polynomial_he(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hermite_polynomial_he(args, kwargs)


_p_laguerre_polynomial_l = PythonArgParser(
    "special.laguerre_polynomial_l",
    (
        ops.special_laguerre_polynomial_l,
        ops.special_laguerre_polynomial_l_x_scalar,
        ops.special_laguerre_polynomial_l_n_scalar,
        ops.special_laguerre_polynomial_l_out,
        ops.special_laguerre_polynomial_l_x_scalar_out,
        ops.special_laguerre_polynomial_l_n_scalar_out,
    ),
    method=False,
)


@_p_laguerre_polynomial_l.binds
def laguerre_polynomial_l(*args, **kwargs):
    """laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
    laguerre_polynomial_l(Scalar x, Tensor n) -> Tensor
    laguerre_polynomial_l(Tensor x, Scalar n) -> Tensor
    laguerre_polynomial_l(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    laguerre_polynomial_l(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    laguerre_polynomial_l(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_laguerre_polynomial_l(args, kwargs)


_p_legendre_polynomial_p = PythonArgParser(
    "special.legendre_polynomial_p",
    (
        ops.special_legendre_polynomial_p,
        ops.special_legendre_polynomial_p_x_scalar,
        ops.special_legendre_polynomial_p_n_scalar,
        ops.special_legendre_polynomial_p_out,
        ops.special_legendre_polynomial_p_x_scalar_out,
        ops.special_legendre_polynomial_p_n_scalar_out,
    ),
    method=False,
)


@_p_legendre_polynomial_p.binds
def legendre_polynomial_p(*args, **kwargs):
    """legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
    legendre_polynomial_p(Scalar x, Tensor n) -> Tensor
    legendre_polynomial_p(Tensor x, Scalar n) -> Tensor
    legendre_polynomial_p(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    legendre_polynomial_p(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
    legendre_polynomial_p(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_legendre_polynomial_p(args, kwargs)


_p_erf = PythonArgParser("special.erf", (ops.special_erf, ops.special_erf_out), method=False)


@_p_erf.binds
def erf(*args, **kwargs):
    """erf(Tensor self) -> Tensor
    erf(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erf(args, kwargs)


_p_erfc = PythonArgParser("special.erfc", (ops.special_erfc, ops.special_erfc_out), method=False)


@_p_erfc.binds
def erfc(*args, **kwargs):
    """erfc(Tensor self) -> Tensor
    erfc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfc(args, kwargs)


_p_erfinv = PythonArgParser(
    "special.erfinv", (ops.special_erfinv, ops.special_erfinv_out), method=False
)


@_p_erfinv.binds
def erfinv(*args, **kwargs):
    """erfinv(Tensor self) -> Tensor
    erfinv(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_erfinv(args, kwargs)


_p_expit = PythonArgParser(
    "special.expit", (ops.special_expit, ops.special_expit_out), method=False
)


@_p_expit.binds
def expit(*args, **kwargs):
    """expit(Tensor self) -> Tensor
    expit(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_expit(args, kwargs)


_p_logit = PythonArgParser(
    "special.logit", (ops.special_logit, ops.special_logit_out), method=False
)


@_p_logit.binds
def logit(*args, **kwargs):
    """logit(Tensor self, float? eps=None) -> Tensor
    logit(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logit(args, kwargs)


_p_exp2 = PythonArgParser("special.exp2", (ops.special_exp2, ops.special_exp2_out), method=False)


@_p_exp2.binds
def exp2(*args, **kwargs):
    """exp2(Tensor self) -> Tensor
    exp2(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_exp2(args, kwargs)


_p_expm1 = PythonArgParser(
    "special.expm1", (ops.special_expm1, ops.special_expm1_out), method=False
)


@_p_expm1.binds
def expm1(*args, **kwargs):
    """expm1(Tensor self) -> Tensor
    expm1(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_expm1(args, kwargs)


_p_log1p = PythonArgParser(
    "special.log1p", (ops.special_log1p, ops.special_log1p_out), method=False
)


@_p_log1p.binds
def log1p(*args, **kwargs):
    """log1p(Tensor self) -> Tensor
    log1p(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_log1p(args, kwargs)


_p_sinc = PythonArgParser("special.sinc", (ops.special_sinc, ops.special_sinc_out), method=False)


@_p_sinc.binds
def sinc(*args, **kwargs):
    """sinc(Tensor self) -> Tensor
    sinc(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_sinc(args, kwargs)


_p_i0 = PythonArgParser("special.i0", (ops.special_i0, ops.special_i0_out), method=False)


@_p_i0.binds
def i0(*args, **kwargs):
    """i0(Tensor self) -> Tensor
    i0(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_i0(args, kwargs)


_p_digamma = PythonArgParser(
    "special.digamma", (ops.special_digamma, ops.special_digamma_out), method=False
)


@_p_digamma.binds
def digamma(*args, **kwargs):
    """digamma(Tensor self) -> Tensor
    digamma(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_digamma(args, kwargs)


_p_psi = PythonArgParser("special.psi", (ops.special_psi, ops.special_psi_out), method=False)


@_p_psi.binds
def psi(*args, **kwargs):
    """psi(Tensor self) -> Tensor
    psi(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_psi(args, kwargs)


_p_gammaln = PythonArgParser(
    "special.gammaln", (ops.special_gammaln, ops.special_gammaln_out), method=False
)


@_p_gammaln.binds
def gammaln(*args, **kwargs):
    """gammaln(Tensor self) -> Tensor
    gammaln(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gammaln(args, kwargs)


_p_ndtr = PythonArgParser("special.ndtr", (ops.special_ndtr, ops.special_ndtr_out), method=False)


@_p_ndtr.binds
def ndtr(*args, **kwargs):
    """ndtr(Tensor self) -> Tensor
    ndtr(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ndtr(args, kwargs)


_p_polygamma = PythonArgParser(
    "special.polygamma", (ops.special_polygamma, ops.special_polygamma_out), method=False
)


@_p_polygamma.binds
def polygamma(*args, **kwargs):
    """polygamma(int n, Tensor self) -> Tensor
    polygamma(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_polygamma(args, kwargs)


_p_multigammaln = PythonArgParser(
    "special.multigammaln", (ops.special_multigammaln, ops.special_multigammaln_out), method=False
)


@_p_multigammaln.binds
def multigammaln(*args, **kwargs):
    """multigammaln(Tensor self, int p) -> Tensor
    multigammaln(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_multigammaln(args, kwargs)


_p_gammainc = PythonArgParser(
    "special.gammainc", (ops.special_gammainc, ops.special_gammainc_out), method=False
)


@_p_gammainc.binds
def gammainc(*args, **kwargs):
    """gammainc(Tensor self, Tensor other) -> Tensor
    gammainc(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gammainc(args, kwargs)


_p_gammaincc = PythonArgParser(
    "special.gammaincc", (ops.special_gammaincc, ops.special_gammaincc_out), method=False
)


@_p_gammaincc.binds
def gammaincc(*args, **kwargs):
    """gammaincc(Tensor self, Tensor other) -> Tensor
    gammaincc(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_gammaincc(args, kwargs)


_p_xlogy = PythonArgParser(
    "special.xlogy",
    (
        ops.special_xlogy,
        ops.special_xlogy_self_scalar,
        ops.special_xlogy_other_scalar,
        ops.special_xlogy_out,
        ops.special_xlogy_self_scalar_out,
        ops.special_xlogy_other_scalar_out,
    ),
    method=False,
)


@_p_xlogy.binds
def xlogy(*args, **kwargs):
    """xlogy(Tensor self, Tensor other) -> Tensor
    xlogy(Scalar self, Tensor other) -> Tensor
    xlogy(Tensor self, Scalar other) -> Tensor
    xlogy(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    xlogy(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
    xlogy(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_xlogy(args, kwargs)


_p_round = PythonArgParser(
    "special.round", (ops.special_round, ops.special_round_out), method=False
)


@_p_round.binds
def round(*args, **kwargs):
    """round(Tensor self, *, int decimals=0) -> Tensor
    round(Tensor self, *, int decimals=0, Tensor(a!) out) -> Tensor(a!)"""
    return _p_round(args, kwargs)


_p_logsumexp = PythonArgParser(
    "special.logsumexp", (ops.special_logsumexp, ops.special_logsumexp_out), method=False
)


@_p_logsumexp.binds
def logsumexp(*args, **kwargs):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
    logsumexp(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_logsumexp(args, kwargs)


_p_softmax = PythonArgParser("special.softmax", (ops.special_softmax,), method=False)


@_p_softmax.binds
def softmax(*args, **kwargs):
    """softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""
    return _p_softmax(args, kwargs)


_p_log_softmax = PythonArgParser("special.log_softmax", (ops.special_log_softmax,), method=False)


@_p_log_softmax.binds
def log_softmax(*args, **kwargs):
    """log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""
    return _p_log_softmax(args, kwargs)
