"""glasstorch.optim — optimizers and learning-rate schedulers (``torch.optim``).

:class:`Optimizer` (``optimizer``) holds parameter groups and per-parameter state; ``sgd``,
``adam``, ``adamw``, ``rmsprop`` and ``adagrad`` each define one optimizer and its functional
update; ``lr_scheduler`` adjusts the groups' learning rates over training. Every update runs
in place on the parameters under ``no_grad``.
"""

from . import lr_scheduler
from .adagrad import Adagrad
from .adam import Adam
from .adamw import AdamW
from .optimizer import (
    Optimizer,
    register_optimizer_step_post_hook,
    register_optimizer_step_pre_hook,
)
from .rmsprop import RMSprop
from .sgd import SGD

__version__ = "0.1.0"

__all__ = [
    "SGD",
    "Adagrad",
    "Adam",
    "AdamW",
    "Optimizer",
    "RMSprop",
    "lr_scheduler",
    "register_optimizer_step_post_hook",
    "register_optimizer_step_pre_hook",
]
