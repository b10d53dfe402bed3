"""Parametrizations (``torch/nn/utils/parametrize.py``): a module's tensor computed from others.

``register_parametrization(module, "weight", P)`` moves ``module.weight`` to
``module.parametrizations.weight.original`` and turns ``weight`` into a property that
returns ``P(original)`` on every access. To do that without touching other instances, the
module's class is swapped for a one-off subclass (``ParametrizedLinear``) that carries the
property. Assigning to ``module.weight`` runs the parametrizations' ``right_inverse``.
"""

from __future__ import annotations

import collections.abc
import copyreg
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from copy import deepcopy
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from .._autograd import no_grad
from ..modules.container import ModuleDict, ModuleList
from ..modules.module import Module
from ..parameter import Parameter

__all__ = [
    "ParametrizationList",
    "cached",
    "is_parametrized",
    "register_parametrization",
    "remove_parametrizations",
    "transfer_parametrizations_and_params",
    "type_before_parametrizations",
]

_cache_enabled = 0
_cache: dict[tuple[int, str], Tensor] = {}


@contextmanager
def cached() -> Iterator[None]:
    """Inside this context each parametrized tensor is computed once, on first access, and
    reused (useful when a weight is read many times per forward, as in RNNs)."""
    global _cache_enabled, _cache
    _cache_enabled += 1
    try:
        yield
    finally:
        _cache_enabled -= 1
        if not _cache_enabled:
            _cache = {}


def _register_parameter_or_buffer(module: Module, name: str, value: Tensor) -> None:
    if isinstance(value, Parameter):
        module.register_parameter(name, value)
    else:
        module.register_buffer(name, value)


def _set(dest: Tensor, src: Tensor) -> None:
    """Point ``dest`` at ``src``'s data, keeping ``dest``'s identity (optimizers hold it)."""
    dest.set_(src)


_UNSAFE = "unless the `unsafe` flag is enabled"


def _check_like(
    value: Tensor, like: Tensor | tuple[Any, Any], labels: tuple[str, str], unsafe_hint: str
) -> None:
    """Registration's checks that ``value`` keeps the dtype and shape of ``like`` (a tensor
    or a (dtype, shape) pair), in PyTorch's words; ``labels`` name the two, with {}."""
    dtype, shape = like if isinstance(like, tuple) else (like.dtype, like.shape)
    for attr, want in (("dtype", dtype), ("shape", shape)):
        got = getattr(value, attr)
        if got != want:
            raise ValueError(
                f"Registering a parametrization may not change the {attr} of the tensor, "
                f"{unsafe_hint}.\n{labels[0].format(attr)}: {want}\n"
                f"{labels[1].format(attr)}: {got}"
            )


class ParametrizationList(ModuleList):
    """The parametrizations of one tensor, applied in order to ``original`` (or to
    ``original0, original1, ...`` when the first one's ``right_inverse`` returns several)."""

    original: Tensor
    unsafe: bool

    def __init__(self, modules: Sequence[Module], original: Tensor, unsafe: bool = False) -> None:
        if len(modules) == 0:
            raise ValueError("ParametrizationList requires one or more modules.")
        super().__init__(modules)
        self.unsafe = unsafe
        original_shape, original_dtype = original.shape, original.dtype
        with no_grad():
            new = original
            for module in reversed(self):
                if hasattr(module, "right_inverse"):
                    try:
                        new = module.right_inverse(new)
                    except NotImplementedError:
                        pass
        if not isinstance(new, TensorBase | Sequence):
            raise ValueError(
                "'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). "
                f"Got {type(new).__name__}"
            )
        self.is_tensor = isinstance(new, TensorBase)
        self.ntensors = 1 if self.is_tensor else len(new)
        if self.is_tensor:
            for attr in ("dtype", "device"):
                if getattr(original, attr) != getattr(new, attr):
                    raise ValueError(
                        f"When `right_inverse` outputs one tensor, it may not change the "
                        f"{attr}.\noriginal.{attr}: {getattr(original, attr)}\n"
                        f"right_inverse(original).{attr}: {getattr(new, attr)}"
                    )
            with no_grad():
                _set(original, new)
            _register_parameter_or_buffer(self, "original", original)
        else:
            for i, part in enumerate(new):
                if not isinstance(part, TensorBase):
                    raise ValueError(
                        "'right_inverse' must return a Tensor or a Sequence of tensors "
                        f"(list, tuple...). Got element {i} of the sequence with type "
                        f"{type(part).__name__}."
                    )
                if isinstance(original, Parameter):
                    part = Parameter(part, original.requires_grad)
                part.requires_grad_(original.requires_grad)
                _register_parameter_or_buffer(self, f"original{i}", part)
        if not self.unsafe:
            value = self()
            if not isinstance(value, TensorBase):
                raise ValueError(
                    f"A parametrization must return a tensor. Got {type(value).__name__}."
                )
            _check_like(
                value,
                (original_dtype, original_shape),
                ("unparametrized {}", "parametrized {}"),
                "unless `unsafe` flag is enabled",
            )

    def right_inverse(self, value: Tensor) -> None:
        """Set the originals so that the parametrized tensor becomes ``value`` (runs each
        parametrization's ``right_inverse``, last first)."""
        with no_grad():
            for module in reversed(self):
                if not hasattr(module, "right_inverse"):
                    raise RuntimeError(
                        f"parametrization {type(module).__name__} does not implement right_inverse."
                    )
                value = module.right_inverse(value)
            if self.is_tensor:
                if not isinstance(value, TensorBase):
                    raise ValueError(
                        f"`right_inverse` should return a tensor. Got {type(value).__name__}"
                    )
                if value.dtype != self.original.dtype:
                    raise ValueError(
                        f"The tensor returned by `right_inverse` has dtype {value.dtype} while "
                        f"`original` has dtype {self.original.dtype}"
                    )
                _set(self.original, value)
                return
            if not isinstance(value, collections.abc.Sequence):
                raise ValueError(
                    "'right_inverse' must return a sequence of tensors. "
                    f"Got {type(value).__name__}."
                )
            if len(value) != self.ntensors:
                raise ValueError(
                    "'right_inverse' must return a sequence of tensors of length "
                    f"{self.ntensors}. Got a sequence of length {len(value)}."
                )
            for i, tensor in enumerate(value):
                original_i = getattr(self, f"original{i}")
                if not isinstance(tensor, TensorBase):
                    raise ValueError(
                        "'right_inverse' must return a sequence of tensors. Got element "
                        f"{i} of type {type(tensor).__name__}."
                    )
                if original_i.dtype != tensor.dtype:
                    raise ValueError(
                        f"Tensor {i} returned by `right_inverse` has dtype {tensor.dtype} "
                        f"while `original{i}` has dtype {original_i.dtype}"
                    )
                _set(original_i, tensor)

    def forward(self) -> Tensor:
        """The parametrized tensor: the first parametrization on the original(s), then the
        others in turn."""
        if self.is_tensor:
            x = self[0](self.original)
        else:
            x = self[0](*(getattr(self, f"original{i}") for i in range(self.ntensors)))
        for module in list(self)[1:]:
            x = module(x)
        return x


def _deepcopy_parametrized(self: Module, memo: dict[int, Any]) -> Module:
    """Deep copy through ``__dict__`` (the swapped class refuses pickling's protocol)."""
    if id(self) in memo:
        return memo[id(self)]
    replica = self.__new__(self.__class__)
    memo[id(self)] = replica
    replica.__dict__ = deepcopy(self.__dict__, memo)
    for slot in copyreg._slotnames(self.__class__):  # type: ignore[attr-defined]
        if hasattr(self, slot):
            setattr(replica, slot, deepcopy(getattr(self, slot), memo))
    return replica


def _refuse_pickling(self: Module) -> Any:
    raise RuntimeError(
        "Serialization of parametrized modules is only supported through state_dict(). See:\n"
        "https://pytorch.org/tutorials/beginner/saving_loading_models.html"
        "#saving-loading-a-general-checkpoint-for-inference-and-or-resuming-training"
    )


def _inject_new_class(module: Module) -> None:
    """Give ``module`` a class of its own, ``Parametrized<Name>``, to hold the properties."""
    cls = module.__class__
    namespace: dict[str, Any] = {"__getstate__": _refuse_pickling}
    if not hasattr(cls, "__deepcopy__"):
        namespace["__deepcopy__"] = _deepcopy_parametrized
    module.__class__ = type(f"Parametrized{cls.__name__}", (cls,), namespace)


def _inject_property(module: Module, tensor_name: str) -> None:
    """``module.<tensor_name>``: computed by its parametrizations; assignment inverts them."""
    if hasattr(module, tensor_name):
        raise AssertionError(f"Module already has an attribute named '{tensor_name}'")

    def get_parametrized(self: Module) -> Tensor:
        parametrization = self.parametrizations[tensor_name]
        if not _cache_enabled:
            return parametrization()
        key = (id(self), tensor_name)
        tensor = _cache.get(key)
        if tensor is None:
            tensor = _cache[key] = parametrization()
        return tensor

    def set_original(self: Module, value: Tensor) -> None:
        self.parametrizations[tensor_name].right_inverse(value)

    setattr(module.__class__, tensor_name, property(get_parametrized, set_original))


def _check_stacked(module: Module, tensor_name: str, parametrization: Module) -> None:
    """Checks before adding a parametrization on top of existing ones (unless unsafe)."""
    y = getattr(module, tensor_name)
    x = parametrization(y)
    if not isinstance(x, TensorBase):
        raise ValueError(f"A parametrization must return a tensor. Got {type(x).__name__}.")
    labels = (f"module.{tensor_name}.{{}}", f"parametrization(module.{tensor_name}).{{}}")
    _check_like(x, y, labels, _UNSAFE)
    if not hasattr(parametrization, "right_inverse"):
        return
    try:
        z = parametrization.right_inverse(x)
    except NotImplementedError:
        return
    if not isinstance(z, TensorBase):
        raise ValueError(
            f"parametrization.right_inverse must return a tensor. Got: {type(z).__name__}"
        )
    for attr in ("dtype", "shape"):
        if getattr(z, attr) != getattr(y, attr):
            raise ValueError(
                "The tensor returned by parametrization.right_inverse must have the same "
                f"{attr} as module.{tensor_name}, {_UNSAFE}.\nmodule.{tensor_name}.{attr}: "
                f"{getattr(y, attr)}\nreturned {attr}: {getattr(z, attr)}"
            )


def register_parametrization(
    module: Module, tensor_name: str, parametrization: Module, *, unsafe: bool = False
) -> Module:
    """Make ``module.<tensor_name>`` the result of ``parametrization`` applied to the
    tensor now stored there (kept as ``module.parametrizations.<tensor_name>.original``).
    A second registration on the same name stacks on top of the first."""
    parametrization.train(module.training)
    if is_parametrized(module, tensor_name):
        if not unsafe:
            _check_stacked(module, tensor_name, parametrization)
        plist = module.parametrizations[tensor_name]
        plist.append(parametrization)
        plist.unsafe |= unsafe
    elif tensor_name in module._buffers or tensor_name in module._parameters:
        original = getattr(module, tensor_name)
        plist = ParametrizationList([parametrization], original, unsafe=unsafe)
        delattr(module, tensor_name)
        if not is_parametrized(module):
            _inject_new_class(module)
            module.parametrizations = ModuleDict()
        _inject_property(module, tensor_name)
        module.parametrizations[tensor_name] = plist
    else:
        raise ValueError(
            f"Module '{module}' does not have a parameter, a buffer, or a parametrized "
            f"element with name '{tensor_name}'"
        )
    return module


def is_parametrized(module: Module, tensor_name: str | None = None) -> bool:
    """Whether ``module`` has any parametrization (or one on ``tensor_name``)."""
    parametrizations = getattr(module, "parametrizations", None)
    if not isinstance(parametrizations, ModuleDict):
        return False
    if tensor_name is None:
        return len(parametrizations) > 0
    return tensor_name in parametrizations


def remove_parametrizations(
    module: Module, tensor_name: str, leave_parametrized: bool = True
) -> Module:
    """Undo the parametrizations of ``tensor_name``: it becomes a plain parameter (or
    buffer) again, holding the parametrized value or, with ``leave_parametrized=False``,
    the original. The module gets its class back when nothing is parametrized any more."""
    if not is_parametrized(module, tensor_name):
        raise ValueError(f"Module {module} does not have a parametrization on {tensor_name}")
    plist = module.parametrizations[tensor_name]
    if plist.is_tensor:
        original = plist.original
        if leave_parametrized:
            with no_grad():
                value = getattr(module, tensor_name)
                _set(original, value)
    elif leave_parametrized:
        value = getattr(module, tensor_name)
        original = Parameter(value) if value.requires_grad else value
    else:
        raise ValueError(
            "Cannot leave unparametrized (`leave_parametrized=False`) a tensor that is "
            "parametrized in terms of a sequence of tensors."
        )
    delattr(module.__class__, tensor_name)
    del module.parametrizations[tensor_name]
    _register_parameter_or_buffer(module, tensor_name, original)
    if not is_parametrized(module):
        delattr(module, "parametrizations")
        module.__class__ = module.__class__.__bases__[0]
    return module


def type_before_parametrizations(module: Module) -> type:
    """The module's class as it was before any parametrization was registered."""
    if is_parametrized(module):
        return module.__class__.__bases__[0]
    return type(module)


def transfer_parametrizations_and_params(
    from_module: Module, to_module: Module, tensor_name: str | None = None
) -> Module:
    """Register ``from_module``'s parametrizations (of ``tensor_name``, or all) on
    ``to_module`` and share their originals with it."""
    if not is_parametrized(from_module):
        return to_module
    names = list(from_module.parametrizations) if tensor_name is None else [tensor_name]
    for name in names:
        if not hasattr(to_module, name):
            setattr(to_module, name, Parameter(getattr(from_module, name)))
        source = from_module.parametrizations[name]
        for param_func in source:
            register_parametrization(to_module, name, param_func)
        target = to_module.parametrizations[name]
        if hasattr(source, "original"):
            target.original = source.original
        else:
            i = 0
            while hasattr(source, f"original{i}"):
                setattr(target, f"original{i}", getattr(source, f"original{i}"))
                i += 1
    return to_module
