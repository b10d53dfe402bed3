"""glasstorch.nn — neural-network modules, functional forms, losses and initialisation.

Mirrors ``torch.nn``: :class:`Module` and the layers under ``modules/``, the stateless
forms in :mod:`.functional`, weight initialisation in :mod:`.init`, :class:`Parameter`
and :class:`Buffer`, and :mod:`.utils` (gradient clipping, parameter vectors).
"""

from . import functional, grad, init, utils
from .modules import *  # noqa: F403
from .modules import __all__ as _modules_all
from .modules.module import (
    register_module_backward_hook,
    register_module_forward_hook,
    register_module_forward_pre_hook,
    register_module_full_backward_hook,
    register_module_full_backward_pre_hook,
)
from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter

__version__ = "0.1.0"

__all__ = [
    *_modules_all,
    "Buffer",
    "Parameter",
    "UninitializedBuffer",
    "UninitializedParameter",
    "functional",
    "grad",
    "init",
    "register_module_backward_hook",
    "register_module_forward_hook",
    "register_module_forward_pre_hook",
    "register_module_full_backward_hook",
    "register_module_full_backward_pre_hook",
    "utils",
]
