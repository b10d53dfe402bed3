"""``torch.amp``: automatic mixed precision — autocast regions and gradient scaling.

Mirrors ``torch/amp``. :class:`autocast` runs a region with the device's autocast dispatch
key on (``glasstorch.aten.autocast_mode`` holds the switches and kernels);
:class:`GradScaler` scales the loss so float16 gradients keep their small values, and
skips the steps whose gradients overflowed. ``torch.cpu.amp`` and ``torch.cuda.amp`` hold
the older, deprecated spellings (``_cpu_amp``, ``_cuda_amp``).
"""

from .autocast_mode import (  # noqa: F401 - _enter/_exit_autocast are PyTorch's too
    _enter_autocast,
    _exit_autocast,
    autocast,
    custom_bwd,
    custom_fwd,
    is_autocast_available,
)
from .grad_scaler import GradScaler

__all__ = ["GradScaler", "autocast", "custom_bwd", "custom_fwd", "is_autocast_available"]
