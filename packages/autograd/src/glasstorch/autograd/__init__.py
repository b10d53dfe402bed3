"""glasstorch.autograd — reverse-mode automatic differentiation (``torch.autograd``).

Importing this package makes aten's tensors differentiable:

1. it installs :class:`~.variable_hooks.VariableHooks`, so that ``t.requires_grad``,
   ``t.grad``, ``t.backward()`` and ``t.register_hook()`` work;
2. it replaces aten's provisional pass-through of the autograd dispatch keys with the
   real ones: view tracking on ADInplaceOrView, and, under the Autograd keys, a fallback
   that refuses to differentiate operators that have no derivative;
3. it registers the Autograd kernels generated from ``derivatives.yaml``.

The pieces: ``graph`` (Node, Edge, AccumulateGrad), ``variable`` (per-tensor state),
``function_utils`` (what kernels call), ``engine`` (running backward), ``function``
(custom Functions), ``functional`` and ``gradcheck``.
"""

import warnings as _warnings
from typing import Any

from glasstorch.aten import autograd_fallthrough as _aten_fallthrough
from glasstorch.aten.core.tensor_base import TensorBase as _TensorBase
from glasstorch.aten.core.variable_hooks import set_variable_hooks as _set_variable_hooks

from . import graph
from ._generated import register as _generated_register
from .anomaly_mode import (
    detect_anomaly,
    is_anomaly_check_nan_enabled,
    is_anomaly_enabled,
    set_detect_anomaly,
)
from .api import backward, grad
from .fallback import register_fallbacks as _register_fallbacks
from .function import Function, FunctionCtx, once_differentiable
from .grad_mode import (
    enable_grad,
    enforce_grad_layout_policy,
    inference_mode,
    is_grad_enabled,
    is_inference_mode_enabled,
    is_multithreading_enabled,
    no_grad,
    set_grad_enabled,
    set_multithreading_enabled,
)
from .graph import Node
from .profiler_config import (
    DeviceType,
    ProfilerActivity,
    ProfilerConfig,
    ProfilerState,
    kineto_available,
)
from .saved_variable import SavedTensor
from .variable_hooks import VariableHooks
from .views import is_view_replay_enabled
from .views import register_view_kernels as _register_view_kernels

__version__ = "0.1.0"

_set_variable_hooks(VariableHooks())
_aten_fallthrough.remove()
#: The registrations this package made at import (``.remove()`` undoes one).
libraries = [_register_fallbacks(), _register_view_kernels()]

libraries.append(_generated_register.register())

from glasstorch.aten.overrides import (  # noqa: E402, F401 - torch.autograd's names for them
    handle_torch_function,
    has_torch_function,
    is_tensor_like,
)

from . import (  # noqa: E402
    anomaly_mode,
    forward_ad,
    function,
    functional,
    grad_mode,
    profiler,
    profiler_legacy,
    profiler_util,
    variable,
)
from . import profiler_ops as _profiler_ops  # noqa: E402, F401 - defines profiler::
from .gradcheck import GradcheckError, gradcheck, gradgradcheck  # noqa: E402


class _VariableMeta(type):
    def __instancecheck__(cls, other: object) -> bool:
        return isinstance(other, _TensorBase)


class Variable(metaclass=_VariableMeta):
    """PyTorch's pre-0.4 ``Variable``, now a tensor: ``Variable(t, requires_grad=True)``
    returns a tensor sharing ``t``'s data, detached from its graph, and every tensor is an
    instance of ``Variable``."""

    def __new__(  # type: ignore[misc]
        cls, data: Any = None, requires_grad: bool = False, volatile: bool = False
    ) -> Any:
        if volatile:
            _warnings.warn(
                "volatile was removed and now has no effect. Use `with torch.no_grad():` instead.",
                UserWarning,
                stacklevel=2,
            )
        if data is None:
            from glasstorch.aten import empty

            data = empty(0)
        if not isinstance(data, _TensorBase):
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        result = data.detach()
        if requires_grad:
            result.requires_grad_(True)
        return result


def _is_checkpoint_valid() -> bool:
    """False while the engine runs a backward pass restricted to some inputs
    (``autograd.grad``, ``backward(inputs=...)``), which a reentrant backward cannot join."""
    return graph.current.exec_info is None


__all__ = [
    "DeviceType",
    "Function",
    "FunctionCtx",
    "GradcheckError",
    "Node",
    "ProfilerActivity",
    "ProfilerConfig",
    "ProfilerState",
    "SavedTensor",
    "Variable",
    "anomaly_mode",
    "backward",
    "detect_anomaly",
    "enable_grad",
    "enforce_grad_layout_policy",
    "forward_ad",
    "function",
    "functional",
    "grad",
    "grad_mode",
    "gradcheck",
    "gradgradcheck",
    "graph",
    "inference_mode",
    "is_anomaly_check_nan_enabled",
    "is_anomaly_enabled",
    "is_grad_enabled",
    "is_inference_mode_enabled",
    "is_multithreading_enabled",
    "is_view_replay_enabled",
    "kineto_available",
    "no_grad",
    "once_differentiable",
    "profiler",
    "profiler_legacy",
    "profiler_util",
    "set_detect_anomaly",
    "set_grad_enabled",
    "set_multithreading_enabled",
    "variable",
]
