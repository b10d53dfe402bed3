"""glasstorch.nn — neural-network modules, functional forms, losses and initialisation.

Mirrors ``torch.nn``: :class:`Module` and the layers under ``modules/``, the stateless
forms in :mod:`.functional`, weight initialisation in :mod:`.init`, :class:`Parameter`
and :class:`Buffer`, and :mod:`.utils` (gradient clipping, parameter vectors).
"""

# nn.utils first: its parametrizations import Module, and importing Module imports
# nn.utils.hooks, so the package must be set up before the modules are.
from . import utils  # isort: split

from . import attention, common_types, functional, grad, init, parallel
from .modules import *  # noqa: F403
from .modules import __all__ as _modules_all
from .modules.module import (
    register_module_backward_hook,
    register_module_forward_hook,
    register_module_forward_pre_hook,
    register_module_full_backward_hook,
    register_module_full_backward_pre_hook,
)
from .parallel import DataParallel
from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter

__version__ = "0.1.0"


def factory_kwargs(kwargs: dict | None) -> dict:
    """The ``device``/``dtype``/``memory_format`` of ``kwargs`` as a dict for factory
    functions, merged with an explicit ``factory_kwargs`` entry; other keys, or a key
    given both ways, are a TypeError."""
    if kwargs is None:
        return {}
    simple_keys = {"device", "dtype", "memory_format"}
    expected_keys = simple_keys | {"factory_kwargs"}
    if not kwargs.keys() <= expected_keys:
        raise TypeError(f"unexpected kwargs {kwargs.keys() - expected_keys}")
    result = dict(kwargs.get("factory_kwargs", {}))
    for key in simple_keys:
        if key in kwargs:
            if key in result:
                raise TypeError(f"{key} specified twice, in **kwargs and in factory_kwargs")
            result[key] = kwargs[key]
    return result


__all__ = [
    *_modules_all,
    "Buffer",
    "DataParallel",
    "Parameter",
    "attention",
    "common_types",
    "factory_kwargs",
    "UninitializedBuffer",
    "UninitializedParameter",
    "functional",
    "grad",
    "init",
    "parallel",
    "register_module_backward_hook",
    "register_module_forward_hook",
    "register_module_forward_pre_hook",
    "register_module_full_backward_hook",
    "register_module_full_backward_pre_hook",
    "utils",
]
