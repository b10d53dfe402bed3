"""The CompositeImplicitAutograd kernels of ``torch.special``: the functions PyTorch declares
as ``special_<name>`` operators of their own but computes with another operator
(``special_expit`` is ``sigmoid``, ``special_gammaln`` is ``lgamma``, ``special_gammainc``
is ``igamma`` ...), ``ndtr`` written with ``erf``, and the Scalar overloads of the binary
functions, which wrap the number into a tensor and call the Tensor overload.

Autograd, tracing and every backend therefore go through the original operators.
"""

from __future__ import annotations

import math
from typing import Any

from .._runtime import wrap_scalar
from ._lazy import ops
from .aliases import alias_of

__all__ = [
    "special_digamma", "special_digamma_out", "special_erf", "special_erf_out", "special_erfc",
    "special_erfc_out", "special_erfinv", "special_erfinv_out", "special_exp2",
    "special_exp2_out", "special_expit", "special_expit_out", "special_expm1",
    "special_expm1_out", "special_gammainc", "special_gammainc_out", "special_gammaincc",
    "special_gammaincc_out", "special_gammaln", "special_gammaln_out", "special_i0",
    "special_i0_out", "special_log1p", "special_log1p_out", "special_log_softmax",
    "special_logit", "special_logit_out", "special_logsumexp", "special_logsumexp_out",
    "special_multigammaln", "special_multigammaln_out", "special_ndtr", "special_ndtr_out",
    "special_polygamma", "special_polygamma_out", "special_psi", "special_psi_out",
    "special_round", "special_round_out", "special_sinc", "special_sinc_out",
    "special_softmax", "special_xlogy", "special_xlogy_other_scalar",
    "special_xlogy_other_scalar_out", "special_xlogy_out", "special_xlogy_self_scalar",
    "special_xlogy_self_scalar_out",
]  # fmt: skip

# -- other names of top-level operators ---------------------------------------------------------
special_erf, special_erf_out = alias_of("erf"), alias_of("erf_out")
special_erfc, special_erfc_out = alias_of("erfc"), alias_of("erfc_out")
special_erfinv, special_erfinv_out = alias_of("erfinv"), alias_of("erfinv_out")
special_expit, special_expit_out = alias_of("sigmoid"), alias_of("sigmoid_out")
special_logit, special_logit_out = alias_of("logit"), alias_of("logit_out")
special_exp2, special_exp2_out = alias_of("exp2"), alias_of("exp2_out")
special_expm1, special_expm1_out = alias_of("expm1"), alias_of("expm1_out")
special_log1p, special_log1p_out = alias_of("log1p"), alias_of("log1p_out")
special_sinc, special_sinc_out = alias_of("sinc"), alias_of("sinc_out")
special_i0, special_i0_out = alias_of("i0"), alias_of("i0_out")
special_digamma, special_digamma_out = alias_of("digamma"), alias_of("digamma_out")
special_psi, special_psi_out = alias_of("digamma"), alias_of("digamma_out")
special_gammaln, special_gammaln_out = alias_of("lgamma"), alias_of("lgamma_out")
special_polygamma, special_polygamma_out = alias_of("polygamma"), alias_of("polygamma_out")
special_multigammaln = alias_of("mvlgamma")
special_multigammaln_out = alias_of("mvlgamma_out")
special_gammainc, special_gammainc_out = alias_of("igamma"), alias_of("igamma_out")
special_gammaincc, special_gammaincc_out = alias_of("igammac"), alias_of("igammac_out")
special_logsumexp, special_logsumexp_out = alias_of("logsumexp"), alias_of("logsumexp_out")
special_round, special_round_out = alias_of("round_decimals"), alias_of("round_decimals_out")
special_softmax = alias_of("softmax_int")
special_log_softmax = alias_of("log_softmax_int")
special_xlogy, special_xlogy_out = alias_of("xlogy_Tensor"), alias_of("xlogy_OutTensor")


# -- ndtr: the standard normal distribution function --------------------------------------------
def special_ndtr(self: Any) -> Any:
    """(1 + erf(x / sqrt 2)) / 2."""
    scaled = ops.erf.call(ops.mul_Tensor.call(self, wrap_scalar(math.sqrt(0.5))))
    return ops.mul_Tensor.call(ops.add_Tensor.call(scaled, wrap_scalar(1), 1), wrap_scalar(0.5))


def special_ndtr_out(self: Any, out: Any) -> Any:
    result = special_ndtr(self)
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


# -- Scalar overloads: the number wrapped into a tensor -----------------------------------------
def _scalar_overloads(tensor_op: str, out_op: str) -> tuple[Any, Any, Any, Any]:
    """The kernels of ``f(Scalar, Tensor)``, ``f(Tensor, Scalar)`` and their out= forms."""

    def first(a: Any, b: Any) -> Any:
        return getattr(ops, tensor_op).call(wrap_scalar(a), b)

    def second(a: Any, b: Any) -> Any:
        return getattr(ops, tensor_op).call(a, wrap_scalar(b))

    def first_out(a: Any, b: Any, out: Any) -> Any:
        return getattr(ops, out_op).call(wrap_scalar(a), b, out)

    def second_out(a: Any, b: Any, out: Any) -> Any:
        return getattr(ops, out_op).call(a, wrap_scalar(b), out)

    return first, second, first_out, second_out


(
    special_xlogy_self_scalar,
    special_xlogy_other_scalar,
    special_xlogy_self_scalar_out,
    special_xlogy_other_scalar_out,
) = _scalar_overloads("xlogy_Tensor", "xlogy_OutTensor")


#: The binary functions with Scalar overloads, and the names of their two arguments.
_SCALAR_OVERLOADED = {
    "special_xlog1py": ("self", "other"),
    "special_zeta": ("self", "other"),
    **{
        f"special_{name}": ("x", "n")
        for name in (
            "chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
            "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t",
            "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
            "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
            "laguerre_polynomial_l", "legendre_polynomial_p",
        )
    },
}  # fmt: skip

for _base, (_first, _second) in _SCALAR_OVERLOADED.items():
    _kernels = dict(
        zip(
            (f"{_base}_{_first}_scalar", f"{_base}_{_second}_scalar",
             f"{_base}_{_first}_scalar_out", f"{_base}_{_second}_scalar_out"),
            _scalar_overloads(_base, f"{_base}_out"),
            strict=True,
        )
    )  # fmt: skip
    globals().update(_kernels)
    __all__ += list(_kernels)  # noqa: PLE0604
del _base, _first, _second, _kernels
