"""Samplers of named distributions and the implicit gradients of the gamma family.

Mirrors ``native/Distributions.cpp``: ``_standard_gamma``, ``_sample_dirichlet``,
``poisson``, ``binomial`` and ``cauchy_`` draw from a
:class:`~glasstorch.aten.core.generator.Generator` (numpy's samplers over its stream), and
``_standard_gamma_grad`` / ``_dirichlet_grad`` give the reparameterised derivative of a
sample with respect to its concentration. Like PyTorch's, that derivative is implicit:
holding the sample's CDF value fixed, ``dx/dα = -(∂F/∂α)(x; α) / f(x; α)``. PyTorch
approximates ``∂F/∂α`` with series and fitted rational functions; here a fourth-order
central difference of ``log F`` (or of ``log(1 - F)`` in the upper tail) over scipy's
regularized incomplete gamma and beta functions gives it to about eight digits everywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._runtime import host_array, tensor_from_array
from ._lazy import special
from .fp_errors import ignore_fp_errors
from .random_ops import generator_or_default
from .tensor_iterator import not_implemented_for

__all__ = [
    "binomial",
    "dirichlet_grad",
    "poisson",
    "sample_dirichlet",
    "standard_gamma",
    "standard_gamma_grad",
]

#: The smallest positive normal value of each floating dtype (``numeric_limits::min()``):
#: gamma and Dirichlet samples never go below it, as in PyTorch.
_FLOAT_TINY = {
    "float16": 6.103515625e-05,
    "bfloat16": 1.1754943508222875e-38,
    "float32": 1.1754943508222875e-38,
    "float64": 2.2250738585072014e-308,
}


def _floating_input(tensor: Any, kernel: str) -> np.ndarray:
    """``tensor``'s values as float64 on the host; refuses non-floating dtypes."""
    if not tensor._impl.dtype.is_floating_point:
        raise not_implemented_for(kernel, tensor._impl.dtype)
    return host_array(tensor._array()).astype(np.float64)


def _rng(tensor: Any, generator: Any) -> np.random.Generator:
    return generator_or_default(generator, tensor._impl.device)._numpy()


def _result(values: np.ndarray, like: Any) -> Any:
    return tensor_from_array(values, like._impl.dtype, like._impl.device)


def _gamma_draws(alpha: np.ndarray, rng: np.random.Generator, tiny: float) -> np.ndarray:
    """Gamma(alpha, 1) draws, at least ``tiny``; alpha <= 0 gives ``tiny``, NaN gives NaN."""
    with ignore_fp_errors():
        valid = alpha > 0
        draws = rng.standard_gamma(np.where(valid, alpha, 1.0))
        draws = np.maximum(np.where(valid, draws, 0.0), tiny)
        return np.where(np.isnan(alpha), np.nan, draws)


def standard_gamma(self: Any, generator: Any = None) -> Any:
    """Samples of Gamma(self, 1), one per element (``torch._standard_gamma``)."""
    alpha = _floating_input(self, "gamma_cpu")
    tiny = _FLOAT_TINY[self._impl.dtype.name]
    return _result(_gamma_draws(alpha, _rng(self, generator), tiny), self)


def sample_dirichlet(self: Any, generator: Any = None) -> Any:
    """Samples of Dirichlet(self) over the last dimension (``torch._sample_dirichlet``)."""
    alpha = _floating_input(self, "dirichlet")
    tiny = _FLOAT_TINY[self._impl.dtype.name]
    if alpha.ndim == 0:
        return _result(np.ones_like(alpha), self)
    # drawn and normalised in double (a row whose draws all underflow is uniform), then
    # kept at or above the result dtype's smallest normal value
    gammas = _gamma_draws(alpha, _rng(self, generator), _FLOAT_TINY["float64"])
    with ignore_fp_errors():
        values = gammas / gammas.sum(axis=-1, keepdims=True)
    return _result(np.maximum(values, tiny), self)


def poisson(self: Any, generator: Any = None) -> Any:
    """Poisson counts with the rates in ``self``, in ``self``'s dtype (``torch.poisson``)."""
    rates = _floating_input(self, "poisson_cpu")
    if not bool(np.all(rates >= 0)):
        raise RuntimeError("invalid Poisson rate, expected rate to be non-negative")
    return _result(_rng(self, generator).poisson(rates).astype(np.float64), self)


def binomial(count: Any, prob: Any, generator: Any = None) -> Any:
    """Binomial(count, prob) counts, broadcast, in ``count``'s dtype (``torch.binomial``)."""
    if not count._impl.dtype.is_floating_point:
        raise ValueError(
            "binomial only supports floating-point dtypes for count, got: "
            f"{count._impl.dtype.scalar_type.name}"
        )
    n = host_array(count._array()).astype(np.float64)
    p = host_array(prob._array()).astype(np.float64)
    n, p = np.broadcast_arrays(n, p)
    with ignore_fp_errors():
        undefined = np.isnan(n) | np.isnan(p)
        trials = np.where(undefined, 0, np.maximum(n, 0)).astype(np.int64)
        chance = np.where(undefined, 0.5, np.clip(p, 0.0, 1.0))
        draws = _rng(count, generator).binomial(trials, chance).astype(np.float64)
    return _result(np.where(undefined, np.nan, draws), count)


# -- implicit reparameterisation gradients ---------------------------------------------
def _dlog_da(log_tail: Callable[[np.ndarray], np.ndarray], a: np.ndarray) -> np.ndarray:
    """d/da of ``log_tail`` by a fourth-order central difference; the step follows the
    scale on which the distribution changes with its concentration (a for a < 1, √a
    above)."""
    h = 1e-3 * np.minimum(a, np.sqrt(a))
    return (
        8 * (log_tail(a + h) - log_tail(a - h)) - (log_tail(a + 2 * h) - log_tail(a - 2 * h))
    ) / (12 * h)


def _implicit_grad(
    cdf: Callable[[np.ndarray], np.ndarray],
    sf: Callable[[np.ndarray], np.ndarray],
    a: np.ndarray,
    log_pdf: np.ndarray,
    lower_limit: np.ndarray,
    upper_limit: np.ndarray,
) -> np.ndarray:
    """``-(∂F/∂a) / f`` from the smaller tail of the CDF ``F`` (``sf`` = 1 - F).

    In the lower tail ``∂F/∂a = F · ∂log F/∂a``, in the upper one ``-S · ∂log S/∂a``:
    each tail's log varies slowly with ``a`` even where the tail itself is tiny. Where a
    tail underflows, ``(F/f) · ∂log F/∂a`` takes its leading term ``lower_limit`` (resp.
    ``(S/f) · ∂log S/∂a`` takes ``upper_limit``).
    """
    lower = cdf(a) < 0.5

    def log_tail(aa: np.ndarray) -> np.ndarray:
        return np.log(np.where(lower, cdf(aa), sf(aa)))

    tail = log_tail(a)
    scaled = np.exp(tail - log_pdf) * _dlog_da(log_tail, a)
    scaled = np.where(np.isfinite(scaled), scaled, np.where(lower, lower_limit, upper_limit))
    return np.where(lower, -scaled, scaled)


def standard_gamma_grad(self: Any, output: Any) -> Any:
    """d(sample)/d(alpha) of Gamma(alpha, 1) samples ``output`` (``self`` = alpha)."""
    a, x = np.broadcast_arrays(
        host_array(self._array()).astype(np.float64), host_array(output._array()).astype(np.float64)
    )
    with ignore_fp_errors():
        log_x = np.log(x)
        grad = _implicit_grad(
            lambda aa: special.gammainc(aa, x),
            lambda aa: special.gammaincc(aa, x),
            a,
            (a - 1) * log_x - x - special.gammaln(a),
            # near 0, F ~ x^a / Γ(a+1) and F/f ~ x/a; far right, S/f ~ 1
            (log_x - special.digamma(a + 1)) * x / a,
            log_x - special.digamma(a),
        )
        grad = np.where((x > 0) & (a > 0), grad, 0.0)
    return _result(grad, self)


def dirichlet_grad(x: Any, alpha: Any, total: Any) -> Any:
    """The reparameterised derivative ``-(∂I/∂α) / f / (1 - x)`` of Beta(α, total - α)
    samples ``x`` (``torch._dirichlet_grad``), the Dirichlet's per-coordinate term."""
    expected = x._impl.dtype
    for other in (alpha._impl.dtype, total._impl.dtype):
        if other is not expected:
            raise RuntimeError(
                f"Found dtype {other.scalar_type.name} but expected {expected.scalar_type.name}"
            )
    values = [host_array(t._array()).astype(np.float64) for t in (x, alpha, total)]
    xs, a, t = np.broadcast_arrays(*values)
    b = t - a
    with ignore_fp_errors():
        log_x, log_1mx = np.log(xs), np.log1p(-xs)
        # the tails' leading terms share d log(x^a / B(a, b)) / da and f ~ x^(a-1)(1-x)^(b-1)
        shared = log_x - special.digamma(a) + special.digamma(a + b)
        grad = _implicit_grad(
            lambda aa: special.betainc(aa, b, xs),
            lambda aa: special.betaincc(aa, b, xs),
            a,
            (a - 1) * log_x + (b - 1) * log_1mx - special.betaln(a, b),
            (shared - 1 / a) * xs * (1 - xs) / a,
            shared * xs * (1 - xs) / b,
        )
        grad = grad / (1 - xs)
    return _result(grad, alpha)
