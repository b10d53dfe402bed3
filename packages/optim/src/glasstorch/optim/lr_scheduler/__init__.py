"""Learning-rate schedulers (``torch.optim.lr_scheduler``).

``base`` holds :class:`LRScheduler`; ``schedules`` the formula-driven schedulers; ``cyclic``
CosineAnnealingWarmRestarts and CyclicLR; ``composite`` SequentialLR and ChainedScheduler;
``one_cycle`` and ``plateau`` one scheduler each. ``Optimizer``, ``Tensor`` and ``inf`` are
here too, as in PyTorch's module.
"""

from math import inf as inf

from glasstorch.aten import Tensor as Tensor

from ..optimizer import Optimizer as Optimizer
from .base import EPOCH_DEPRECATION_WARNING, LRScheduler
from .composite import ChainedScheduler, SequentialLR
from .cyclic import CosineAnnealingWarmRestarts, CyclicLR
from .one_cycle import OneCycleLR
from .plateau import ReduceLROnPlateau
from .schedules import (
    ConstantLR,
    CosineAnnealingLR,
    ExponentialLR,
    LambdaLR,
    LinearLR,
    MultiplicativeLR,
    MultiStepLR,
    PolynomialLR,
    StepLR,
)

__all__ = [
    "EPOCH_DEPRECATION_WARNING",
    "ChainedScheduler",
    "ConstantLR",
    "CosineAnnealingLR",
    "CosineAnnealingWarmRestarts",
    "CyclicLR",
    "ExponentialLR",
    "LRScheduler",
    "LambdaLR",
    "LinearLR",
    "MultiStepLR",
    "MultiplicativeLR",
    "OneCycleLR",
    "PolynomialLR",
    "ReduceLROnPlateau",
    "SequentialLR",
    "StepLR",
]
