"""Optimizer: the base class every optimizer derives from (``torch/optim/optimizer.py``).

An optimizer holds ``param_groups`` (dicts of tensors plus hyperparameters, the defaults
filled in) and ``state`` (a dict per parameter, keyed by the parameter tensor itself). A
subclass implements ``step``; the base class provides ``zero_grad``, ``add_param_group``,
``state_dict``/``load_state_dict`` in PyTorch's format, and step and state-dict hooks.
"""

from __future__ import annotations

import functools
import warnings
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Iterable
from copy import deepcopy
from itertools import chain
from typing import Any, TypeAlias

from glasstorch.aten import Tensor
from glasstorch.autograd.hooks import RemovableHandle
from glasstorch.c10.core import float32

__all__ = [
    "Optimizer",
    "ParamsT",
    "StateDict",
    "register_optimizer_step_post_hook",
    "register_optimizer_step_pre_hook",
    "required",
]

ParamsT: TypeAlias = Iterable[Tensor] | Iterable[dict[str, Any]] | Iterable[tuple[str, Tensor]]
StateDict: TypeAlias = dict[str, Any]
Args: TypeAlias = tuple[Any, ...]
Kwargs: TypeAlias = dict[str, Any]
PreHook: TypeAlias = Callable[["Optimizer", Args, Kwargs], tuple[Args, Kwargs] | None]
PostHook: TypeAlias = Callable[["Optimizer", Args, Kwargs], None]

_global_step_pre_hooks: dict[int, PreHook] = OrderedDict()
_global_step_post_hooks: dict[int, PostHook] = OrderedDict()


class _RequiredParameter:
    """Marks a default that every parameter group must give itself."""

    def __repr__(self) -> str:
        return "<required parameter>"


#: A default value meaning "each parameter group must specify this hyperparameter".
required = _RequiredParameter()


def register_optimizer_step_pre_hook(hook: PreHook) -> RemovableHandle:
    """Run ``hook(optimizer, args, kwargs)`` before every optimizer's ``step``."""
    handle = RemovableHandle(_global_step_pre_hooks)
    _global_step_pre_hooks[handle.id] = hook
    return handle


def register_optimizer_step_post_hook(hook: PostHook) -> RemovableHandle:
    """Run ``hook(optimizer, args, kwargs)`` after every optimizer's ``step``."""
    handle = RemovableHandle(_global_step_post_hooks)
    _global_step_post_hooks[handle.id] = hook
    return handle


def _typename(obj: object) -> str:
    """The name PyTorch's error messages give a non-tensor object (``int``, ``mod.Class``)."""
    cls = type(obj)
    module = cls.__module__
    return (
        cls.__qualname__
        if module in ("builtins", "__builtin__")
        else f"{module}.{cls.__qualname__}"
    )


def _hooked_step(step: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a subclass's ``step`` so that the global and per-instance step hooks run around it.

    A ``step`` that calls ``super().step()`` runs the hooks once, around the outermost call.
    """

    @functools.wraps(step)
    def wrapper(self: Optimizer, *args: Any, **kwargs: Any) -> Any:
        if self.__dict__.get("_step_depth", 0):
            return step(self, *args, **kwargs)
        self._step_depth = 1
        try:
            for pre_hook in chain(
                _global_step_pre_hooks.values(), self._optimizer_step_pre_hooks.values()
            ):
                result = pre_hook(self, args, kwargs)
                if result is not None:
                    if not (isinstance(result, tuple) and len(result) == 2):
                        raise RuntimeError(
                            f"{step} must return None or a tuple of (new_args, new_kwargs), "
                            f"but got {result}."
                        )
                    args, kwargs = result
            out = step(self, *args, **kwargs)
            for post_hook in chain(
                self._optimizer_step_post_hooks.values(), _global_step_post_hooks.values()
            ):
                post_hook(self, args, kwargs)
            return out
        finally:
            self._step_depth = 0

    wrapper._hooked = True  # type: ignore[attr-defined]
    return wrapper


class Optimizer:
    """Base class for all optimizers.

    ``params`` is an iterable of tensors, of ``(name, tensor)`` pairs, or of dicts (parameter
    groups, each with a ``"params"`` entry and its own hyperparameters); ``defaults`` fills in
    the hyperparameters a group does not give. Give parameters in a deterministic order (a
    list, not a set): ``state_dict`` identifies them by position.
    """

    def __init__(self, params: ParamsT, defaults: dict[str, Any]) -> None:
        self.defaults = defaults
        self._init_hooks()
        if isinstance(params, Tensor):
            raise TypeError(
                "params argument given to the optimizer should be an iterable of Tensors or "
                "dicts, but got " + _typename(params)
            )
        if isinstance(params, set):
            warnings.warn(
                "optimizer parameters need to be organized in ordered collections, but the "
                "ordering of tensors in sets will change between runs. Please use a list "
                "instead. This will be an error in a future release.",
                FutureWarning,
                stacklevel=2,
            )
        self.state: defaultdict[Tensor, Any] = defaultdict(dict)
        self.param_groups: list[dict[str, Any]] = []

        param_groups = list(params)
        if len(param_groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for param_group in param_groups:
            self.add_param_group(param_group)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        step = cls.__dict__.get("step")
        if step is not None and not getattr(step, "_hooked", False):
            cls.step = _hooked_step(step)  # type: ignore[method-assign]

    def _init_hooks(self) -> None:
        self._optimizer_step_pre_hooks: dict[int, PreHook] = OrderedDict()
        self._optimizer_step_post_hooks: dict[int, PostHook] = OrderedDict()
        self._optimizer_state_dict_pre_hooks: dict[int, Callable[..., Any]] = OrderedDict()
        self._optimizer_state_dict_post_hooks: dict[int, Callable[..., Any]] = OrderedDict()
        self._optimizer_load_state_dict_pre_hooks: dict[int, Callable[..., Any]] = OrderedDict()
        self._optimizer_load_state_dict_post_hooks: dict[int, Callable[..., Any]] = OrderedDict()

    # -- pickling and printing ------------------------------------------------------------------
    def __getstate__(self) -> dict[str, Any]:
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore from pickling or ``load_state_dict``; subclasses add defaults for keys that
        older state dicts lack."""
        self.__dict__.update(state)
        if "_optimizer_step_pre_hooks" not in self.__dict__:
            self._init_hooks()
        self.defaults.setdefault("differentiable", False)

    def __repr__(self) -> str:
        lines = [self.__class__.__name__ + " ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            lines.extend(f"    {key}: {group[key]}" for key in sorted(group) if key != "params")
        return "\n".join(lines) + "\n)"

    # -- the API subclasses and users call ------------------------------------------------------
    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """Perform one optimization step; ``closure`` re-evaluates the model and returns the
        loss (it runs with grad mode on)."""
        raise NotImplementedError

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Reset the gradients of every parameter: to ``None`` (the default) or to zeros.

        With ``set_to_none=True`` a following ``step`` skips the parameters that received no
        gradient; with zeros they take a step with a zero gradient (momentum still moves them).
        """
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    grad = p.grad
                    if grad.grad_fn is not None:
                        grad.detach_()
                    else:
                        grad.requires_grad_(False)
                    grad.zero_()

    def add_param_group(self, param_group: dict[str, Any]) -> None:
        """Add a parameter group (a dict with ``"params"`` and optional hyperparameters).

        Useful when fine-tuning: unfreeze layers and hand them to the optimizer mid-training.
        """
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group)}")
        params = param_group["params"]
        if isinstance(params, Tensor):
            params = [params]
        elif isinstance(params, set):
            raise TypeError(
                "optimizer parameters need to be organized in ordered collections, but the "
                "ordering of tensors in sets will change between runs. Please use a list instead."
            )
        else:
            params = list(params)

        tensors: list[Any] = []
        names: list[str] = []
        for param in params:
            if isinstance(param, tuple):
                names.append(param[0])
                tensors.append(param[1])
            else:
                tensors.append(param)
        param_group["params"] = tensors
        if names:
            if len(names) != len(tensors):
                raise ValueError(
                    "all optimizer params should be with/without names. Some param names are "
                    "missing"
                )
            param_group["param_names"] = names

        for param in tensors:
            if not isinstance(param, Tensor):
                raise TypeError(
                    "optimizer can only optimize Tensors, but one of the params is "
                    + _typename(param)
                )
            if not self.defaults.get("differentiable", None) and not (
                param.is_leaf or param.retains_grad
            ):
                raise ValueError("can't optimize a non-leaf Tensor")

        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(
                    "parameter group didn't specify a value of required optimization "
                    f"parameter {name}"
                )
            param_group.setdefault(name, default)

        if len(tensors) != len(set(tensors)):
            warnings.warn(
                "optimizer contains a parameter group with duplicate parameters; in future, "
                "this will cause an error; see github.com/pytorch/pytorch/issues/40967 for "
                "more information",
                stacklevel=3,
            )

        existing: set[Tensor] = set()
        for group in self.param_groups:
            existing.update(group["params"])
            if ("param_names" in param_group) != ("param_names" in group):
                which = "with names" if "param_names" in param_group else "without names"
                raise ValueError(
                    "all optimizer param groups should be with/without names. "
                    f"cannot add param group {which} to the optimizer"
                )
        if not existing.isdisjoint(tensors):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    # -- state dicts ----------------------------------------------------------------------------
    def state_dict(self) -> StateDict:
        """The optimizer's state as ``{"state": {id: {...}}, "param_groups": [{..., "params":
        [id, ...]}]}``, parameters replaced by integer ids (their position across the groups).

        The state tensors are not copied: deep-copy (or serialize) the result to keep a
        snapshot while training goes on.
        """
        for pre_hook in self._optimizer_state_dict_pre_hooks.values():
            pre_hook(self)
        ids: dict[int, int] = {}
        start = 0

        def pack_group(group: dict[str, Any]) -> dict[str, Any]:
            nonlocal start
            packed = {k: v for k, v in group.items() if k != "params"}
            for i, p in enumerate(group["params"], start):
                ids.setdefault(id(p), i)
            packed["params"] = [ids[id(p)] for p in group["params"]]
            start += len(packed["params"])
            return packed

        param_groups = [pack_group(g) for g in self.param_groups]
        packed_state = {
            (ids[id(k)] if isinstance(k, Tensor) else k): v for k, v in self.state.items()
        }
        state_dict = {"state": packed_state, "param_groups": param_groups}
        for post_hook in self._optimizer_state_dict_post_hooks.values():
            result = post_hook(self, state_dict)
            if result is not None:
                state_dict = result
        return state_dict

    @staticmethod
    def _cast_state_value(param: Tensor, value: Any, fused_or_capturable: bool, key: Any) -> Any:
        """A loaded state value moved to ``param``'s device (floats also to its dtype);
        ``step`` keeps its own dtype, as in PyTorch."""
        if isinstance(value, Tensor):
            if key == "step":
                return (
                    value.to(dtype=float32, device=param.device) if fused_or_capturable else value
                )
            if param.is_floating_point():
                return value.to(dtype=param.dtype, device=param.device)
            return value.to(device=param.device)
        if isinstance(value, dict):
            return {
                k: Optimizer._cast_state_value(param, v, fused_or_capturable, k)
                for k, v in value.items()
            }
        if isinstance(value, (list, tuple)):
            return type(value)(
                Optimizer._cast_state_value(param, v, fused_or_capturable, None) for v in value
            )
        return value

    def load_state_dict(self, state_dict: StateDict) -> None:
        """Load a state dict from ``state_dict()``: its ids map, in order, onto this
        optimizer's parameters, which must be grouped in groups of the same sizes.

        Create learning-rate schedulers before loading: constructing one overwrites ``lr``.
        """
        state_dict = state_dict.copy()
        for pre_hook in self._optimizer_load_state_dict_pre_hooks.values():
            result = pre_hook(self, state_dict)
            if result is not None:
                state_dict = result
        groups = self.param_groups
        saved_groups = deepcopy(state_dict["param_groups"])
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(
            len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved_groups, strict=True)
        ):
            raise ValueError(
                "loaded state dict contains a parameter group that doesn't match the size of "
                "optimizer's group"
            )
        id_map = dict(
            zip(
                chain.from_iterable(g["params"] for g in saved_groups),
                chain.from_iterable(g["params"] for g in groups),
                strict=True,
            )
        )
        special = {
            pid
            for g in state_dict["param_groups"]
            if g.get("fused", False) or g.get("capturable", False)
            for pid in g["params"]
        }
        state: defaultdict[Any, Any] = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in id_map:
                param = id_map[k]
                state[param] = self._cast_state_value(param, v, k in special, None)
            else:
                state[k] = v

        param_groups = []
        for group, new_group in zip(groups, saved_groups, strict=True):
            new_group["params"] = group["params"]
            if "param_names" in group and "param_names" not in new_group:
                new_group["param_names"] = group["param_names"]
            param_groups.append(new_group)
        self.__setstate__({"state": state, "param_groups": param_groups})
        for post_hook in self._optimizer_load_state_dict_post_hooks.values():
            post_hook(self)

    # -- hooks ----------------------------------------------------------------------------------
    @staticmethod
    def _register(
        hooks: dict[int, Any], hook: Callable[..., Any], prepend: bool
    ) -> RemovableHandle:
        handle = RemovableHandle(hooks)
        hooks[handle.id] = hook
        if prepend:
            hooks.move_to_end(handle.id, last=False)  # type: ignore[attr-defined]
        return handle

    def register_step_pre_hook(self, hook: PreHook) -> RemovableHandle:
        """Call ``hook(optimizer, args, kwargs)`` before ``step``; it may return new
        ``(args, kwargs)``."""
        return self._register(self._optimizer_step_pre_hooks, hook, False)

    def register_step_post_hook(self, hook: PostHook) -> RemovableHandle:
        """Call ``hook(optimizer, args, kwargs)`` after ``step``."""
        return self._register(self._optimizer_step_post_hooks, hook, False)

    def register_state_dict_pre_hook(
        self, hook: Callable[[Optimizer], None], prepend: bool = False
    ) -> RemovableHandle:
        """Call ``hook(optimizer)`` before ``state_dict`` builds its result."""
        return self._register(self._optimizer_state_dict_pre_hooks, hook, prepend)

    def register_state_dict_post_hook(
        self, hook: Callable[[Optimizer, StateDict], StateDict | None], prepend: bool = False
    ) -> RemovableHandle:
        """Call ``hook(optimizer, state_dict)`` on ``state_dict``'s result; it may return a
        replacement."""
        return self._register(self._optimizer_state_dict_post_hooks, hook, prepend)

    def register_load_state_dict_pre_hook(
        self, hook: Callable[[Optimizer, StateDict], StateDict | None], prepend: bool = False
    ) -> RemovableHandle:
        """Call ``hook(optimizer, state_dict)`` before loading; it may return a replacement."""
        return self._register(self._optimizer_load_state_dict_pre_hooks, hook, prepend)

    def register_load_state_dict_post_hook(
        self, hook: Callable[[Optimizer], None], prepend: bool = False
    ) -> RemovableHandle:
        """Call ``hook(optimizer)`` after ``load_state_dict``."""
        return self._register(self._optimizer_load_state_dict_post_hooks, hook, prepend)
