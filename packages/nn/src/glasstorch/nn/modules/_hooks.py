"""Forward and backward hooks of Module, and ``Module.__call__`` which runs them.

Mirrors the hook half of ``torch/nn/modules/module.py``: per-module hook dictionaries
(ordered by registration, ``prepend`` puts a hook first), the global hooks of
``register_module_forward_(pre_)hook``, and ``_call_impl``: pre-hooks → ``forward`` →
forward hooks, with full backward hooks attached around the call.
"""

from __future__ import annotations

import warnings
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..utils.hooks import RemovableHandle
from ._backward_hook import BackwardHook

__all__ = [
    "HooksMixin",
    "register_module_backward_hook",
    "register_module_forward_hook",
    "register_module_forward_pre_hook",
    "register_module_full_backward_hook",
    "register_module_full_backward_pre_hook",
]

_global_forward_pre_hooks: OrderedDict[int, Callable[..., Any]] = OrderedDict()
_global_forward_hooks: OrderedDict[int, Callable[..., Any]] = OrderedDict()
_global_forward_hooks_always_called: OrderedDict[int, bool] = OrderedDict()
_global_forward_hooks_with_kwargs: OrderedDict[int, bool] = OrderedDict()
_global_backward_hooks: OrderedDict[int, Callable[..., Any]] = OrderedDict()
_global_backward_pre_hooks: OrderedDict[int, Callable[..., Any]] = OrderedDict()
_global_is_full_backward_hook: bool | None = None


def register_module_forward_pre_hook(hook: Callable[..., Any]) -> RemovableHandle:
    """A forward pre-hook run before every module's own pre-hooks."""
    handle = RemovableHandle(_global_forward_pre_hooks)
    _global_forward_pre_hooks[handle.id] = hook
    return handle


def register_module_forward_hook(
    hook: Callable[..., Any], *, with_kwargs: bool = False, always_call: bool = False
) -> RemovableHandle:
    """A forward hook run after every module's forward, before the module's own hooks."""
    handle = RemovableHandle(
        _global_forward_hooks,
        extra_dict=[_global_forward_hooks_always_called, _global_forward_hooks_with_kwargs],
    )
    _global_forward_hooks[handle.id] = hook
    if with_kwargs:
        _global_forward_hooks_with_kwargs[handle.id] = True
    if always_call:
        _global_forward_hooks_always_called[handle.id] = True
    return handle


def register_module_full_backward_pre_hook(hook: Callable[..., Any]) -> RemovableHandle:
    """A backward pre-hook common to all modules: ``hook(module, grad_output)``."""
    handle = RemovableHandle(_global_backward_pre_hooks)
    _global_backward_pre_hooks[handle.id] = hook
    return handle


def register_module_full_backward_hook(hook: Callable[..., Any]) -> RemovableHandle:
    """A backward hook common to all modules: ``hook(module, grad_input, grad_output)``."""
    global _global_is_full_backward_hook
    if _global_is_full_backward_hook is False:
        raise RuntimeError(
            "Cannot use both regular backward hooks and full backward hooks as a global Module "
            "hook. Please use only one of them."
        )
    _global_is_full_backward_hook = True
    handle = RemovableHandle(_global_backward_hooks)
    _global_backward_hooks[handle.id] = hook
    return handle


def register_module_backward_hook(hook: Callable[..., Any]) -> RemovableHandle:
    """Deprecated non-full global backward hook; glasstorch runs it as a full hook."""
    return register_module_full_backward_hook(hook)


class HooksMixin:
    """The hook registration methods and ``__call__`` of :class:`Module`."""

    _forward_hooks: OrderedDict[int, Callable[..., Any]]
    _forward_hooks_with_kwargs: OrderedDict[int, bool]
    _forward_hooks_always_called: OrderedDict[int, bool]
    _forward_pre_hooks: OrderedDict[int, Callable[..., Any]]
    _forward_pre_hooks_with_kwargs: OrderedDict[int, bool]
    _backward_hooks: OrderedDict[int, Callable[..., Any]]
    _backward_pre_hooks: OrderedDict[int, Callable[..., Any]]
    _is_full_backward_hook: bool | None
    forward: Callable[..., Any]

    def register_forward_pre_hook(
        self, hook: Callable[..., Any], *, prepend: bool = False, with_kwargs: bool = False
    ) -> RemovableHandle:
        """``hook(module, args)`` (or ``(module, args, kwargs)``) before ``forward``; a
        non-None result replaces the arguments."""
        handle = RemovableHandle(
            self._forward_pre_hooks, extra_dict=self._forward_pre_hooks_with_kwargs
        )
        self._forward_pre_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs[handle.id] = True
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_forward_hook(
        self,
        hook: Callable[..., Any],
        *,
        prepend: bool = False,
        with_kwargs: bool = False,
        always_call: bool = False,
    ) -> RemovableHandle:
        """``hook(module, args, output)`` after ``forward``; a non-None result replaces the
        output. ``always_call`` runs it even when ``forward`` raises."""
        handle = RemovableHandle(
            self._forward_hooks,
            extra_dict=[self._forward_hooks_with_kwargs, self._forward_hooks_always_called],
        )
        self._forward_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_hooks_with_kwargs[handle.id] = True
        if always_call:
            self._forward_hooks_always_called[handle.id] = True
        if prepend:
            self._forward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_full_backward_pre_hook(
        self, hook: Callable[..., Any], prepend: bool = False
    ) -> RemovableHandle:
        """``hook(module, grad_output)`` when the gradients w.r.t. the output are computed;
        may return replacement ``grad_output``."""
        handle = RemovableHandle(self._backward_pre_hooks)
        self._backward_pre_hooks[handle.id] = hook
        if prepend:
            self._backward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_full_backward_hook(
        self, hook: Callable[..., Any], prepend: bool = False
    ) -> RemovableHandle:
        """``hook(module, grad_input, grad_output)`` once the gradients w.r.t. the module's
        inputs are computed; may return replacement ``grad_input``."""
        if self._is_full_backward_hook is False:
            raise RuntimeError(
                "Cannot use both regular backward hooks and full backward hooks on a single "
                "Module. Please use only one of them."
            )
        self._is_full_backward_hook = True
        handle = RemovableHandle(self._backward_hooks)
        self._backward_hooks[handle.id] = hook
        if prepend:
            self._backward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_backward_hook(self, hook: Callable[..., Any]) -> RemovableHandle:
        """Deprecated: use :meth:`register_full_backward_hook` (which this calls)."""
        warnings.warn(
            "register_backward_hook is deprecated; glasstorch runs it as "
            "register_full_backward_hook.",
            FutureWarning,
            stacklevel=2,
        )
        return self.register_full_backward_hook(hook)

    def _call_impl(self, *args: Any, **kwargs: Any) -> Any:
        """Run forward pre-hooks, ``forward`` and forward hooks (PyTorch's ``_call_impl``)."""
        forward_call = self.forward
        if not (
            self._forward_hooks
            or self._forward_pre_hooks
            or self._backward_hooks
            or self._backward_pre_hooks
            or _global_forward_hooks
            or _global_forward_pre_hooks
            or _global_backward_hooks
            or _global_backward_pre_hooks
        ):
            return forward_call(*args, **kwargs)
        result: Any = None
        called_always: set[int] = set()
        try:
            for hook_id, hook in (
                *_global_forward_pre_hooks.items(),
                *self._forward_pre_hooks.items(),
            ):
                if hook_id in self._forward_pre_hooks_with_kwargs:
                    new = hook(self, args, kwargs)
                    if new is not None:
                        if not (isinstance(new, tuple) and len(new) == 2):
                            raise RuntimeError(
                                "forward pre-hook must return None or a tuple of "
                                f"(new_args, new_kwargs), but got {new}."
                            )
                        args, kwargs = new
                else:
                    new = hook(self, args)
                    if new is not None:
                        args = new if isinstance(new, tuple) else (new,)
            backward_hooks = [*_global_backward_hooks.values(), *self._backward_hooks.values()]
            backward_pre = [
                *_global_backward_pre_hooks.values(),
                *self._backward_pre_hooks.values(),
            ]
            bw_hook = None
            if backward_hooks or backward_pre:
                bw_hook = BackwardHook(self, backward_hooks, backward_pre)
                args = bw_hook.setup_input_hook(args)
            result = forward_call(*args, **kwargs)
            for hook_id, hook in (*_global_forward_hooks.items(), *self._forward_hooks.items()):
                if (
                    hook_id in self._forward_hooks_always_called
                    or hook_id in _global_forward_hooks_always_called
                ):
                    called_always.add(hook_id)
                if (
                    hook_id in self._forward_hooks_with_kwargs
                    or hook_id in _global_forward_hooks_with_kwargs
                ):
                    new = hook(self, args, kwargs, result)
                else:
                    new = hook(self, args, result)
                if new is not None:
                    result = new
            if bw_hook is not None:
                result = bw_hook.setup_output_hook(result)
            return result
        except Exception:
            self._run_always_called_hooks(args, kwargs, result, called_always)
            raise

    def _run_always_called_hooks(
        self, args: Any, kwargs: Any, result: Any, called: set[int]
    ) -> None:
        """After ``forward`` raised: the ``always_call`` forward hooks that did not run yet."""
        for hook_id, hook in (*_global_forward_hooks.items(), *self._forward_hooks.items()):
            always = (
                hook_id in self._forward_hooks_always_called
                or hook_id in _global_forward_hooks_always_called
            )
            if not always or hook_id in called:
                continue
            try:
                if hook_id in self._forward_hooks_with_kwargs:
                    hook(self, args, kwargs, result)
                else:
                    hook(self, args, result)
            except Exception as error:
                warnings.warn(
                    "module forward hook with ``always_call=True`` raised an exception that was "
                    f"silenced as another error was raised in forward: {error}",
                    stacklevel=2,
                )

    def _wrapped_call_impl(self, *args: Any, **kwargs: Any) -> Any:
        """``module(...)``: looks ``_call_impl`` up on the instance, so it can be replaced."""
        return self._call_impl(*args, **kwargs)

    __call__ = _wrapped_call_impl
