"""The two operators of gradient scaling: unscale-and-check, and the scale update.

``torch._amp_foreach_non_finite_check_and_unscale_`` and ``torch._amp_update_scale_`` as
PyTorch's CPU kernels (``ATen/native/cpu/AmpGradScalerKernels.cpp``) define them, written
over aten operators: the same argument checks and messages, the same arithmetic in float32.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import float32, int32

__all__ = ["_amp_foreach_non_finite_check_and_unscale_", "_amp_update_scale_"]


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise RuntimeError(message)


def _amp_foreach_non_finite_check_and_unscale_(
    self: Sequence[Tensor], found_inf: Tensor, inv_scale: Tensor
) -> None:
    """Multiply every tensor of ``self`` by ``inv_scale`` in place, and set ``found_inf`` to
    1.0 if any holds an inf or a NaN (it is never reset to 0 here)."""
    _require(inv_scale.numel() == 1, "inv_scale must be a 1-element tensor.")
    _require(found_inf.numel() == 1, "found_inf must be a 1-element tensor.")
    _require(inv_scale.dtype is float32, "inv_scale must be a float tensor.")
    _require(found_inf.dtype is float32, "found_inf must be a float tensor.")
    for grad in self:
        _require(
            grad.device == inv_scale.device, "scaled_grad and inv_scale must be on the same device."
        )
        if not grad.is_floating_point():
            raise NotImplementedError(
                '"_amp_foreach_non_finite_check_and_unscale_cpu" not implemented for '
                f"'{grad.dtype.scalar_type.name}'"
            )
        found_inf.masked_fill_(grad.isfinite().logical_not().any(), 1.0)
        grad.mul_(inv_scale)


def _amp_update_scale_(
    self: Tensor,
    growth_tracker: Tensor,
    found_inf: Tensor,
    scale_growth_factor: float,
    scale_backoff_factor: float,
    growth_interval: int,
) -> Tensor:
    """Update the loss scale ``self`` in place: back off on ``found_inf``; grow it after
    ``growth_interval`` steps in a row without (never past float32's range). Returns it."""
    _require(growth_tracker.numel() == 1, "growth_tracker must be a 1-element tensor.")
    _require(self.numel() == 1, "current_scale must be a 1-element tensor.")
    _require(found_inf.numel() == 1, "found_inf must be a 1-element tensor.")
    _require(growth_tracker.dtype is int32, "growth_tracker must be an int tensor.")
    _require(self.dtype is float32, "current_scale must be a float tensor.")
    _require(found_inf.dtype is float32, "found_inf must be a float tensor.")
    if found_inf.item():
        self.fill_(self.item() * scale_backoff_factor)
        growth_tracker.fill_(0)
        return self
    successful = int(growth_tracker.item()) + 1
    if successful == growth_interval:
        with np.errstate(over="ignore"):
            grown = np.float32(self.item() * scale_growth_factor)
        if math.isfinite(grown):
            self.fill_(float(grown))
        growth_tracker.fill_(0)
    else:
        growth_tracker.fill_(successful)
    return self
