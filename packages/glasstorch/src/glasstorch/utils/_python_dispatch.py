"""``torch.utils._python_dispatch``: dispatch modes, defined in ``glasstorch.aten``."""

from glasstorch.aten._python_dispatch import (
    TorchDispatchMode,
    _get_current_dispatch_mode,
    _get_current_dispatch_mode_stack,
    _len_torch_dispatch_mode_stack,
    _pop_mode,
    _pop_mode_temporarily,
    _push_mode,
    is_in_torch_dispatch_mode,
)

__all__ = [
    "TorchDispatchMode",
    "_get_current_dispatch_mode",
    "_get_current_dispatch_mode_stack",
    "_len_torch_dispatch_mode_stack",
    "_pop_mode",
    "_pop_mode_temporarily",
    "_push_mode",
    "is_in_torch_dispatch_mode",
]
