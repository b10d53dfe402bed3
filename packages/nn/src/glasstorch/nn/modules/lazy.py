"""LazyModuleMixin (``torch/nn/modules/lazy.py``): modules whose parameter shapes are
inferred from their first input.

A lazy module starts with :class:`~glasstorch.nn.parameter.UninitializedParameter` (and
``UninitializedBuffer``) placeholders. A forward pre-hook calls
``initialize_parameters(*args)`` on the first call, which materializes them from the
input's shape and initialises them as the regular module would; the module then
becomes its ``cls_to_become`` (``LazyLinear`` → ``Linear``). Loading a state dict into
a lazy module materializes the placeholders to the checkpoint's shapes first.
"""

from __future__ import annotations

import itertools
from typing import Any

from .._autograd import no_grad
from ..parameter import is_lazy

__all__ = ["LazyModuleMixin"]


class LazyModuleMixin:
    """Mixin for modules that infer their parameters' shapes on the first forward."""

    # the class an initialized module turns into
    cls_to_become: type | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._load_hook = self._register_load_state_dict_pre_hook(self._lazy_load_hook)  # type: ignore[attr-defined]
        self._initialize_hook = self.register_forward_pre_hook(  # type: ignore[attr-defined]
            self._infer_parameters, with_kwargs=True
        )

    def _save_to_state_dict(self, destination: dict[str, Any], prefix: str, keep_vars: bool):
        """Save uninitialized placeholders as they are (detaching would lose their kind)."""
        for name, param in self._parameters.items():  # type: ignore[attr-defined]
            if param is not None:
                destination[prefix + name] = (
                    param if is_lazy(param) or keep_vars else param.detach()
                )
        for name, buf in self._buffers.items():  # type: ignore[attr-defined]
            if buf is not None and name not in self._non_persistent_buffers_set:  # type: ignore[attr-defined]
                destination[prefix + name] = buf if is_lazy(buf) or keep_vars else buf.detach()

    def _lazy_load_hook(
        self,
        state_dict: dict[str, Any],
        prefix: str,
        local_metadata: dict[str, Any],
        strict: bool,
        missing_keys: list[str],
        unexpected_keys: list[str],
        error_msgs: list[str],
    ) -> None:
        """Materialize each placeholder the checkpoint has an initialized tensor for."""
        entries = itertools.chain(self._parameters.items(), self._buffers.items())  # type: ignore[attr-defined]
        for name, param in entries:
            key = prefix + name
            if key in state_dict and param is not None and is_lazy(param):
                value = state_dict[key]
                if not is_lazy(value):
                    with no_grad():
                        param.materialize(value.shape)

    def initialize_parameters(self, *args: Any, **kwargs: Any) -> None:
        """Materialize the placeholders from the first input (each lazy module's own)."""
        raise NotImplementedError(
            f"initialize_parameters is not implemented for {self.__class__.__name__}"
        )

    def has_uninitialized_params(self) -> bool:
        """Whether any parameter or buffer is still a placeholder."""
        tensors = itertools.chain(self._parameters.values(), self._buffers.values())  # type: ignore[attr-defined]
        return any(is_lazy(t) for t in tensors)

    def _infer_parameters(self, module: Any, args: Any, kwargs: Any = None) -> None:
        """The forward pre-hook: initialize, then drop the hooks and become the regular
        module."""
        module.initialize_parameters(*args, **(kwargs or {}))
        if module.has_uninitialized_params():
            raise RuntimeError(f"module {self._get_name()} has not been fully initialized")  # type: ignore[attr-defined]
        module._initialize_hook.remove()
        module._load_hook.remove()
        delattr(module, "_initialize_hook")
        delattr(module, "_load_hook")
        if module.cls_to_become is not None:
            module.__class__ = module.cls_to_become

    def _replicate_for_data_parallel(self) -> Any:
        raise RuntimeError(
            "Modules with uninitialized parameters can't be used with `DataParallel`. Run a "
            "dummy forward pass to correctly initialize the modules"
        )
