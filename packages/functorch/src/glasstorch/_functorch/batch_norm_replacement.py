"""``replace_all_batch_norm_modules_``: batch norm modules without running statistics.

Mirrors ``torch/_functorch/batch_norm_replacement.py``. A batch norm module that tracks
running statistics updates them in place, which vmap refuses when the input is batched
and the statistics are not; without them the module always normalizes with the batch's
own statistics, which vmap handles per element.
"""

from __future__ import annotations

from glasstorch.nn import Module
from glasstorch.nn.modules.batchnorm import _BatchNorm

__all__ = ["replace_all_batch_norm_modules_"]


def replace_all_batch_norm_modules_(root: Module) -> Module:
    """Make every batch norm module in ``root`` (``root`` included) stop tracking running
    statistics: ``running_mean``, ``running_var`` and ``num_batches_tracked`` become None.
    Returns ``root``, changed in place."""
    for module in root.modules():
        if isinstance(module, _BatchNorm) and module.track_running_stats:
            module.running_mean = None
            module.running_var = None
            module.num_batches_tracked = None
            module.track_running_stats = False
    return root
