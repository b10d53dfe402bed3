"""glasstorch.optim — optimizers and learning-rate schedulers (``torch.optim``).

:class:`Optimizer` (``optimizer``) holds parameter groups and per-parameter state. Each
optimizer module (``sgd``, ``adam``, ``adamw``, ``adamax``, ``nadam``, ``radam``,
``adadelta``, ``adagrad``, ``rmsprop``, ``rprop``, ``asgd``, ``_adafactor``, ``_muon``)
defines one optimizer and its functional update, and ``lbfgs`` the closure-driven L-BFGS
(its line search in ``_line_search``); ``_helpers`` holds what they share.
``lr_scheduler`` adjusts the groups' learning rates over training, ``swa_utils`` averages
weights (SWA, EMA), and ``_stateless`` has ``swap_in_optimizer_params_and_state``. Every
update runs in place on the parameters under ``no_grad``.
"""

from . import lr_scheduler, swa_utils
from ._adafactor import Adafactor
from ._muon import Muon
from ._stateless import swap_in_optimizer_params_and_state
from .adadelta import Adadelta
from .adagrad import Adagrad
from .adam import Adam
from .adamax import Adamax
from .adamw import AdamW
from .asgd import ASGD
from .lbfgs import LBFGS
from .nadam import NAdam
from .optimizer import (
    Optimizer,
    register_optimizer_step_post_hook,
    register_optimizer_step_pre_hook,
)
from .radam import RAdam
from .rmsprop import RMSprop
from .rprop import Rprop
from .sgd import SGD
from .sparse_adam import SparseAdam

__version__ = "0.1.0"

__all__ = [
    "ASGD",
    "LBFGS",
    "SGD",
    "Adafactor",
    "Adadelta",
    "Adagrad",
    "Adam",
    "AdamW",
    "Adamax",
    "Muon",
    "NAdam",
    "Optimizer",
    "RAdam",
    "RMSprop",
    "Rprop",
    "SparseAdam",
    "lr_scheduler",
    "register_optimizer_step_post_hook",
    "register_optimizer_step_pre_hook",
    "swa_utils",
    "swap_in_optimizer_params_and_state",
]
