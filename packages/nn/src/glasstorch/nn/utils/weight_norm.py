"""Weight normalisation through a forward pre-hook (``torch/nn/utils/weight_norm.py``).

``weight_norm(module)`` replaces the parameter ``weight`` by a magnitude ``weight_g`` and a
direction ``weight_v`` (Salimans & Kingma, 2016) and recomputes
``weight = weight_g * weight_v / ||weight_v||`` before every forward. PyTorch deprecates
this form in favour of :func:`glasstorch.nn.utils.parametrizations.weight_norm`; both
share :func:`norm_except_dim` and :func:`weight_norm_value` from here.
"""

from __future__ import annotations

import warnings
from typing import Any, TypeVar

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ..modules.module import Module
from ..parameter import Parameter

__all__ = ["WeightNorm", "remove_weight_norm", "weight_norm"]

T_module = TypeVar("T_module", bound=Module)


def norm_except_dim(v: Tensor, pow: float = 2, dim: int = 0) -> Tensor:
    """The ``pow``-norm of ``v`` over every dimension but ``dim``, kept as size-1 dims
    (``torch.norm_except_dim``); ``dim=-1`` means the norm of the whole tensor."""
    if dim == -1:
        return v.norm(pow)
    keep = dim % v.dim()
    others = [d for d in range(v.dim()) if d != keep]
    return at.linalg.vector_norm(v, pow, dim=others, keepdim=True)


def weight_norm_value(v: Tensor, g: Tensor, dim: int) -> Tensor:
    """``v * (g / norm_except_dim(v, 2, dim))`` (``torch._weight_norm``)."""
    return v * (g / norm_except_dim(v, 2, dim))


class WeightNorm:
    """The forward pre-hook that recomputes ``module.<name>`` from ``<name>_g`` and
    ``<name>_v``."""

    name: str
    dim: int

    def __init__(self, name: str, dim: int | None) -> None:
        self.name = name
        self.dim = -1 if dim is None else dim

    def compute_weight(self, module: Module) -> Tensor:
        g = getattr(module, self.name + "_g")
        v = getattr(module, self.name + "_v")
        return weight_norm_value(v, g, self.dim)

    @staticmethod
    def apply(module: Module, name: str, dim: int | None) -> WeightNorm:
        """Split ``module.<name>`` into ``<name>_g`` and ``<name>_v`` and install the hook."""
        warnings.warn(
            "`torch.nn.utils.weight_norm` is deprecated in favor of "
            "`torch.nn.utils.parametrizations.weight_norm`.",
            FutureWarning,
            stacklevel=3,
        )
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(
                    f"Cannot register two weight_norm hooks on the same parameter {name}"
                )
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        del module._parameters[name]
        module.register_parameter(name + "_g", Parameter(norm_except_dim(weight, 2, fn.dim).data))
        module.register_parameter(name + "_v", Parameter(weight.data))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module: Module) -> None:
        """Fold ``<name>_g`` and ``<name>_v`` back into one parameter ``<name>``."""
        weight = self.compute_weight(module)
        delattr(module, self.name)
        del module._parameters[self.name + "_g"]
        del module._parameters[self.name + "_v"]
        setattr(module, self.name, Parameter(weight.data))

    def __call__(self, module: Module, inputs: Any) -> None:
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module: T_module, name: str = "weight", dim: int | None = 0) -> T_module:
    """Reparametrize ``module.<name>`` as magnitude ``<name>_g`` (norm over every dim but
    ``dim``; ``None`` for the whole tensor) times direction ``<name>_v``."""
    WeightNorm.apply(module, name, dim)
    return module


def remove_weight_norm(module: T_module, name: str = "weight") -> T_module:
    """Undo :func:`weight_norm` on ``module.<name>``."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, WeightNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError(f"weight_norm of '{name}' not found in {module}")
