"""More random sampling: the in-place samplers ``cauchy_``, ``geometric_`` and
``log_normal_`` (``binomial`` and ``poisson`` are in ``random_distributions``).

Mirrors ``native/Distributions.cpp``. As the samplers of ``random_ops``, each draws from the
given :class:`~glasstorch.aten.core.generator.Generator` (the device's default one when
None) in the tensor's logical element order, on the host, and stores into the tensor's
memory; their Meta kernels only check the arguments.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .._runtime import store
from ..type_utils import type_meta_name
from .random_ops import generator_or_default
from .tensor_iterator import not_implemented_for

__all__ = [
    "cauchy_", "cauchy_meta_", "geometric_", "geometric_meta_", "log_normal_", "log_normal_meta_",
]  # fmt: skip


def _draws(self: Any, generator: Any) -> np.random.Generator:
    return generator_or_default(generator, self._impl.device)._numpy()


def _float_dtype(arr: np.ndarray) -> type:
    return np.float64 if arr.dtype == np.float64 else np.float32


# -- cauchy_ -----------------------------------------------------------------------------------
def cauchy_meta_(self: Any, median: float = 0, sigma: float = 1, generator: Any = None) -> Any:
    dtype = self._impl.dtype
    if not dtype.is_floating_point:
        raise RuntimeError(
            "Cauchy distribution is a continuous probability distribution. dtype must be a "
            f"floating point but you specified {type_meta_name(dtype)}"
        )
    if not sigma > 0.0:
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={sigma:g}")
    return self


def cauchy_(self: Any, median: float = 0, sigma: float = 1, generator: Any = None) -> Any:
    """Fill ``self`` with samples of the Cauchy distribution at ``median`` with scale
    ``sigma``."""
    cauchy_meta_(self, median, sigma, generator)
    if self._impl.numel():
        arr = self._array()
        sample = _draws(self, generator).standard_cauchy(arr.shape).astype(_float_dtype(arr))
        store(arr, sample * sigma + median)
    return self


# -- geometric_ --------------------------------------------------------------------------------
def geometric_meta_(self: Any, p: float, generator: Any = None) -> Any:
    if not 0 < p < 1:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={p:g}")
    return self


def geometric_(self: Any, p: float, generator: Any = None) -> Any:
    """Fill ``self`` with the number of Bernoulli(p) trials up to the first success (1, 2 ...)."""
    geometric_meta_(self, p, generator)
    if self._impl.numel():
        arr = self._array()
        store(arr, _draws(self, generator).geometric(p, arr.shape))
    return self


# -- log_normal_ -------------------------------------------------------------------------------
def log_normal_meta_(self: Any, mean: float = 1, std: float = 2, generator: Any = None) -> Any:
    if not self._impl.dtype.is_floating_point:
        raise not_implemented_for("log_normal_cpu", self._impl.dtype)
    if not std > 0.0:
        raise RuntimeError(f"log_normal_ expects std > 0.0, but found std={std:g}")
    return self


def log_normal_(self: Any, mean: float = 1, std: float = 2, generator: Any = None) -> Any:
    """Fill ``self`` with ``exp(N(mean, std))`` samples."""
    log_normal_meta_(self, mean, std, generator)
    if self._impl.numel():
        arr = self._array()
        store(arr, _draws(self, generator).lognormal(mean, std, arr.shape))
    return self
