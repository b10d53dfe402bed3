"""Spectral normalisation through a forward pre-hook (``torch/nn/utils/spectral_norm.py``).

``spectral_norm(module)`` keeps the raw weight as ``weight_orig`` and, before every
forward, sets ``weight = weight_orig / sigma``, where sigma, the largest singular value of
the weight seen as a matrix, is estimated by power iteration on two persistent buffers
``weight_u`` and ``weight_v`` (Miyato et al., 2018). In training each forward advances
the iteration ``n_power_iterations`` steps; in eval it reuses the stored vectors.
"""

from __future__ import annotations

from typing import Any, TypeVar

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .. import functional as F
from .._autograd import no_grad
from ..modules.conv import ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from ..modules.module import Module
from ..parameter import Parameter

__all__ = [
    "SpectralNorm",
    "SpectralNormLoadStateDictPreHook",
    "SpectralNormStateDictHook",
    "remove_spectral_norm",
    "spectral_norm",
]

T_module = TypeVar("T_module", bound=Module)


def reshape_weight_to_matrix(weight: Tensor, dim: int) -> Tensor:
    """``weight`` as a matrix whose rows run along ``dim``."""
    if dim != 0:
        weight = weight.permute(dim, *[d for d in range(weight.dim()) if d != dim])
    return weight.reshape(weight.size(0), -1)


def default_dim(module: Module) -> int:
    """The output-channel dimension: 1 for transposed convolutions, else 0."""
    return 1 if isinstance(module, ConvTranspose1d | ConvTranspose2d | ConvTranspose3d) else 0


def _pinv_times(matrix: Tensor, vector: Tensor) -> Tensor:
    """``pinverse(matrix) @ vector`` from the thin SVD (singular values below
    1e-15 of the largest count as zero)."""
    u, s, vh = at.linalg.svd(matrix, full_matrices=False)
    inv = at.where(s > 1e-15 * s.max(), 1.0 / s, at.zeros_like(s))
    return vh.t().mv(inv * u.t().mv(vector))


class SpectralNorm:
    """The forward pre-hook that sets ``module.<name>`` to ``<name>_orig / sigma``."""

    _version: int = 1
    name: str
    dim: int
    n_power_iterations: int
    eps: float

    def __init__(
        self, name: str = "weight", n_power_iterations: int = 1, dim: int = 0, eps: float = 1e-12
    ) -> None:
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError(
                "Expected n_power_iterations to be positive, but got "
                f"n_power_iterations={n_power_iterations}"
            )
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight: Tensor) -> Tensor:
        return reshape_weight_to_matrix(weight, self.dim)

    def compute_weight(self, module: Module, do_power_iteration: bool) -> Tensor:
        """``<name>_orig / sigma``; with ``do_power_iteration`` the stored u and v first
        advance (in place, outside autograd)."""
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with no_grad():
                for _ in range(self.n_power_iterations):
                    v.copy_(F.normalize(at.mv(weight_mat.t(), u), dim=0, eps=self.eps))
                    u.copy_(F.normalize(at.mv(weight_mat, v), dim=0, eps=self.eps))
                u, v = u.clone(), v.clone()
        sigma = at.dot(u, at.mv(weight_mat, v))
        return weight / sigma

    def remove(self, module: Module) -> None:
        with no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, Parameter(weight.detach()))

    def __call__(self, module: Module, inputs: Any) -> None:
        setattr(module, self.name, self.compute_weight(module, module.training))

    def _solve_v_and_rescale(self, weight_mat: Tensor, u: Tensor, target_sigma: Tensor) -> Tensor:
        """A v with ``u^T W v == target_sigma`` (for state dicts saved before u/v existed)."""
        v = _pinv_times(weight_mat, u)
        return v.mul_(target_sigma / at.dot(u, at.mv(weight_mat, v)))

    @staticmethod
    def apply(
        module: Module, name: str, n_power_iterations: int, dim: int, eps: float
    ) -> SpectralNorm:
        """Move ``module.<name>`` to ``<name>_orig``, add u and v, and install the hooks."""
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(
                    f"Cannot register two spectral_norm hooks on the same parameter {name}"
                )
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if weight is None:
            raise ValueError(f"`SpectralNorm` cannot be applied as parameter `{name}` is None")
        with no_grad():
            weight_mat = fn.reshape_weight_to_matrix(weight)
            h, w = weight_mat.size()
            u = F.normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = F.normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        setattr(module, fn.name, weight.data)
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(SpectralNormStateDictHook(fn))
        module._register_load_state_dict_pre_hook(SpectralNormLoadStateDictPreHook(fn))
        return fn


class SpectralNormLoadStateDictPreHook:
    """Upgrades state dicts saved before version 1 (``weight`` stored, no ``weight_v``)."""

    def __init__(self, fn: SpectralNorm) -> None:
        self.fn = fn

    def __call__(
        self,
        state_dict: dict[str, Any],
        prefix: str,
        local_metadata: dict[str, Any],
        strict: bool,
        missing_keys: list[str],
        unexpected_keys: list[str],
        error_msgs: list[str],
    ) -> None:
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is not None and version >= 1:
            return
        weight_key = prefix + fn.name
        if (
            version is None
            and all(weight_key + s in state_dict for s in ("_orig", "_u", "_v"))
            and weight_key not in state_dict
        ):
            return
        has_missing_keys = False
        for suffix in ("_orig", "", "_u"):
            key = weight_key + suffix
            if key not in state_dict:
                has_missing_keys = True
                if strict:
                    missing_keys.append(key)
        if has_missing_keys:
            return
        with no_grad():
            weight_orig = state_dict[weight_key + "_orig"]
            weight = state_dict.pop(weight_key)
            sigma = (weight_orig / weight).mean()
            weight_mat = fn.reshape_weight_to_matrix(weight_orig)
            u = state_dict[weight_key + "_u"]
            state_dict[weight_key + "_v"] = fn._solve_v_and_rescale(weight_mat, u, sigma)


class SpectralNormStateDictHook:
    """Records the spectral-norm format version in the state dict's metadata."""

    def __init__(self, fn: SpectralNorm) -> None:
        self.fn = fn

    def __call__(
        self,
        module: Module,
        state_dict: dict[str, Any],
        prefix: str,
        local_metadata: dict[str, Any],
    ) -> None:
        versions = local_metadata.setdefault("spectral_norm", {})
        key = self.fn.name + ".version"
        if key in versions:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        versions[key] = self.fn._version


def spectral_norm(
    module: T_module,
    name: str = "weight",
    n_power_iterations: int = 1,
    eps: float = 1e-12,
    dim: int | None = None,
) -> T_module:
    """Divide ``module.<name>`` by its spectral norm, estimated by power iteration, before
    every forward."""
    if dim is None:
        dim = default_dim(module)
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module: T_module, name: str = "weight") -> T_module:
    """Undo :func:`spectral_norm`: ``<name>`` becomes a parameter holding the normalised
    weight."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            break
    else:
        raise ValueError(f"spectral_norm of '{name}' not found in {module}")
    for hooks, kind in (
        (module._state_dict_hooks, SpectralNormStateDictHook),
        (module._load_state_dict_pre_hooks, SpectralNormLoadStateDictPreHook),
    ):
        for k, hook in hooks.items():
            if isinstance(hook, kind) and hook.fn.name == name:
                del hooks[k]
                break
    return module
