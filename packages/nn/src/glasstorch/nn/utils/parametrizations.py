"""Ready-made parametrizations (``torch/nn/utils/parametrizations.py``).

Each function registers one parametrization module through :mod:`.parametrize`:
:func:`weight_norm` (the originals become the magnitude ``original0`` and the direction
``original1``), :func:`spectral_norm` (power-iteration vectors ``_u`` and ``_v`` live in
the parametrization as buffers) and :func:`orthogonal` (in ``_orthogonal.py``).
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from .. import functional as F
from .._autograd import no_grad
from ..modules.module import Module
from . import parametrize
from ._orthogonal import orthogonal
from .spectral_norm import default_dim, reshape_weight_to_matrix
from .weight_norm import norm_except_dim, weight_norm_value

__all__ = ["orthogonal", "spectral_norm", "weight_norm"]


class _WeightNorm(Module):
    """``original0 * original1 / ||original1||`` with the norm over every dim but ``dim``."""

    def __init__(self, dim: int | None = 0) -> None:
        super().__init__()
        self.dim = -1 if dim is None else dim

    def forward(self, weight_g: Tensor, weight_v: Tensor) -> Tensor:
        return weight_norm_value(weight_v, weight_g, self.dim)

    def right_inverse(self, weight: Tensor) -> tuple[Tensor, Tensor]:
        return norm_except_dim(weight, 2, self.dim), weight


def weight_norm(module: Module, name: str = "weight", dim: int | None = 0) -> Module:
    """Reparametrize ``module.<name>`` as magnitude times direction; the originals are
    ``parametrizations.<name>.original0`` (g) and ``original1`` (v). State dicts of the
    older :func:`glasstorch.nn.utils.weight_norm` (``<name>_g``, ``<name>_v``) still load."""
    parametrize.register_parametrization(module, name, _WeightNorm(dim), unsafe=True)

    def _weight_norm_compat_hook(state_dict: dict[str, Any], prefix: str, *args: Any) -> None:
        g_key, v_key = f"{prefix}{name}_g", f"{prefix}{name}_v"
        if g_key in state_dict and v_key in state_dict:
            state_dict[f"{prefix}parametrizations.{name}.original0"] = state_dict.pop(g_key)
            state_dict[f"{prefix}parametrizations.{name}.original1"] = state_dict.pop(v_key)

    module._register_load_state_dict_pre_hook(_weight_norm_compat_hook)
    return module


class _SpectralNorm(Module):
    """``weight / sigma``, sigma estimated by power iteration on the buffers ``_u``, ``_v``."""

    def __init__(
        self, weight: Tensor, n_power_iterations: int = 1, dim: int = 0, eps: float = 1e-12
    ) -> None:
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError(
                f"Dimension out of range (expected to be in range of [-{ndim}, {ndim - 1}] "
                f"but got {dim})"
            )
        if n_power_iterations <= 0:
            raise ValueError(
                "Expected n_power_iterations to be positive, but got "
                f"n_power_iterations={n_power_iterations}"
            )
        self.dim = dim if dim >= 0 else dim + ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            weight_mat = reshape_weight_to_matrix(weight, self.dim)
            h, w = weight_mat.size()
            u = weight_mat.new_empty(h).normal_(0, 1)
            v = weight_mat.new_empty(w).normal_(0, 1)
            self.register_buffer("_u", F.normalize(u, dim=0, eps=self.eps))
            self.register_buffer("_v", F.normalize(v, dim=0, eps=self.eps))
            self._power_method(weight_mat, 15)

    def _power_method(self, weight_mat: Tensor, n_power_iterations: int) -> None:
        """Advance u and v in place (outside autograd)."""
        with no_grad():
            for _ in range(n_power_iterations):
                self._u.copy_(F.normalize(at.mv(weight_mat, self._v), dim=0, eps=self.eps))
                self._v.copy_(F.normalize(at.mv(weight_mat.mH, self._u), dim=0, eps=self.eps))

    def forward(self, weight: Tensor) -> Tensor:
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        weight_mat = reshape_weight_to_matrix(weight, self.dim)
        if self.training:
            self._power_method(weight_mat, self.n_power_iterations)
        u, v = self._u.clone(), self._v.clone()
        sigma = at.dot(u, at.mv(weight_mat, v))
        return weight / sigma

    def right_inverse(self, value: Tensor) -> Tensor:
        return value


def spectral_norm(
    module: Module,
    name: str = "weight",
    n_power_iterations: int = 1,
    eps: float = 1e-12,
    dim: int | None = None,
) -> Module:
    """Divide ``module.<name>`` by its largest singular value (power iteration, one step
    per training forward; ``dim`` defaults to 1 for transposed convolutions, else 0)."""
    weight = getattr(module, name, None)
    if not isinstance(weight, TensorBase):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if dim is None:
        dim = default_dim(module)
    parametrize.register_parametrization(
        module, name, _SpectralNorm(weight, n_power_iterations, dim, eps)
    )
    return module
