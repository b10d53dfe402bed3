"""Learning-rate schedulers (``torch.optim.lr_scheduler``).

``base`` holds :class:`LRScheduler`; ``schedules`` the formula-driven schedulers; ``composite``
SequentialLR and ChainedScheduler; ``one_cycle`` and ``plateau`` one scheduler each.
"""

from .base import EPOCH_DEPRECATION_WARNING, LRScheduler
from .composite import ChainedScheduler, SequentialLR
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
