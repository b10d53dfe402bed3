"""Parameter and Buffer: the tensors a Module registers when they are assigned to it.

Mirrors ``torch/nn/parameter.py``. A :class:`Parameter` is a ``Tensor`` subclass made
like PyTorch's ``Tensor._make_subclass``: a new TensorImpl over the data's storage (a
detached alias), marked as a leaf that requires grad. Everything computed from a
parameter — operator results, views, ``detach()``, ``.data`` — is a plain Tensor, as in
PyTorch, because ``Parameter._from_impl`` (what aten uses to wrap new impls of the same
class) builds a plain Tensor. ``param.data = other`` repoints the parameter at
``other``'s storage in place, which is how ``Module.to`` keeps parameter identity.
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.aten.overrides import _disabled_torch_function_impl
from glasstorch.c10.core.tensor_impl import TensorImpl

__all__ = [
    "Buffer",
    "Parameter",
    "UninitializedBuffer",
    "UninitializedParameter",
    "UninitializedTensorMixin",
    "is_lazy",
    "set_data",
]


def _wrap(cls: type, impl: TensorImpl) -> Any:
    """A ``cls`` instance over ``impl``, bypassing ``cls._from_impl``."""
    return TensorBase._from_impl.__func__(cls, impl)  # type: ignore[attr-defined]


def set_data(tensor: TensorBase, new_data: TensorBase) -> None:
    """``tensor.data = new_data``: adopt ``new_data``'s storage, geometry, dtype and device.

    The tensor keeps its Python identity, autograd state and version counter (PyTorch's
    ``VariableHooks::set_data``). A change of dtype or device drops the cached gradient
    accumulator, whose input metadata describes the old data.
    """
    TensorBase.data.fset(tensor, new_data)  # aten's Tensor.data setter


class Parameter(Tensor):
    """A Tensor that a Module treats as one of its parameters (a leaf requiring grad)."""

    # Parameters are plain tensors to ``__torch_function__`` (as in PyTorch).
    __torch_function__ = _disabled_torch_function_impl

    def __new__(cls, data: Tensor | None = None, requires_grad: bool = True) -> Parameter:
        if data is None:
            data = at.empty(0)
        if not isinstance(data, TensorBase):
            raise TypeError(f"Parameter data must be a Tensor, but got {type(data).__name__}")
        # _make_subclass: a detached alias of the data (same storage, same version counter).
        self = _wrap(cls, data._impl.shallow_copy_and_detach())
        if requires_grad:
            self.requires_grad_(True)
        return self

    def __init__(self, data: Tensor | None = None, requires_grad: bool = True) -> None:
        """Everything happens in ``__new__``; aten's TensorBase forbids ``__init__``."""

    @classmethod
    def _from_impl(cls, impl: TensorImpl) -> Any:
        """New tensors derived from a parameter (views, detach, ``.data``) are plain."""
        return Tensor._from_impl(impl)

    @property
    def data(self) -> Tensor:
        """A plain Tensor sharing this parameter's storage, outside autograd."""
        return TensorBase.data.fget(self)  # type: ignore[attr-defined]

    @data.setter
    def data(self, new_data: Tensor) -> None:
        set_data(self, new_data)

    def __deepcopy__(self, memo: dict[int, Any]) -> Parameter:
        if id(self) in memo:
            return memo[id(self)]
        result = type(self)(self.data.clone(), self.requires_grad)
        memo[id(self)] = result
        return result

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()

    __str__ = __repr__

    def __reduce_ex__(self, protocol: int) -> Any:
        return (_rebuild_parameter, (self.data, self.requires_grad))

    __hash__ = Tensor.__hash__


def _rebuild_parameter(data: Tensor, requires_grad: bool) -> Parameter:
    """Unpickle a Parameter (``torch._utils._rebuild_parameter``)."""
    return Parameter(data, requires_grad)


class _BufferMeta(type):
    """``isinstance(t, Buffer)`` is true for tensors that were marked as buffers."""

    def __instancecheck__(cls, instance: Any) -> bool:
        if cls is Buffer:
            return isinstance(instance, TensorBase) and getattr(instance, "_is_buffer", False)
        return super().__instancecheck__(instance)


class Buffer(metaclass=_BufferMeta):
    """Marks a tensor as a buffer when assigned to a Module (``persistent`` as in
    ``register_buffer``); ``Buffer(t)`` is a detached plain Tensor carrying the flag."""

    def __new__(cls, data: Tensor | None = None, *, persistent: bool = True) -> Any:  # type: ignore[misc]
        if data is None:
            data = at.empty(0)
        t = data.detach().requires_grad_(data.requires_grad)
        t.persistent = persistent
        t._is_buffer = True
        return t


class UninitializedTensorMixin:
    """What uninitialized (lazy) parameters and buffers share: an empty tensor that only
    records dtype and device until :meth:`materialize` gives it a shape and turns it into
    a regular parameter or tensor."""

    cls_to_become: type

    def materialize(self, shape: Any, device: Any = None, dtype: Any = None) -> None:
        """Give the tensor uninitialized storage of ``shape`` (on this tensor's device and
        with its dtype unless given) and make it a :attr:`cls_to_become`."""
        data = self.data  # type: ignore[attr-defined]
        device = data.device if device is None else device
        dtype = data.dtype if dtype is None else dtype
        self.data = at.empty(shape, device=device, dtype=dtype)  # type: ignore[attr-defined]
        self.__class__ = self.cls_to_become

    @property
    def shape(self) -> Any:
        raise RuntimeError(
            "Can't access the shape of an uninitialized parameter or buffer. This error usually "
            "happens in `load_state_dict` when trying to load an uninitialized parameter into "
            "an initialized one. Call `forward` to initialize the parameters before accessing "
            "their attributes."
        )

    def share_memory_(self) -> Any:
        raise RuntimeError(
            "Can't share memory on an uninitialized parameter or buffer. Call `forward` to "
            "initialize the parameters before calling `module.share_memory()`."
        )

    def _like(self, data: Tensor) -> Any:
        """An uninitialized tensor of this kind with ``data``'s dtype and device."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.__class__.__name__}>"

    __str__ = __repr__

    def __reduce_ex__(self, protocol: int) -> Any:
        return (self.__class__, (self.requires_grad,))  # type: ignore[attr-defined]


def _conversion(name: str) -> Any:
    """``Tensor.<name>`` for uninitialized tensors: converts the recorded dtype/device and
    stays uninitialized, as PyTorch's conversions of them do."""

    def convert(self: Any, *args: Any, **kwargs: Any) -> Any:
        data = getattr(Tensor, name)(self.data, *args, **kwargs)
        return self._like(data)

    convert.__name__ = convert.__qualname__ = name
    return convert


for _name in (
    "to",
    "cuda",
    "cpu",
    "float",
    "double",
    "half",
    "bfloat16",
    "char",
    "short",
    "int",
    "long",
):
    setattr(UninitializedTensorMixin, _name, _conversion(_name))
del _name


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    """A parameter whose shape is not known yet (a lazy module's, until its first forward).

    Only dtype and device conversions apply to it; :meth:`materialize` makes it a
    :class:`Parameter`.
    """

    cls_to_become = Parameter

    def __new__(  # type: ignore[misc]
        cls, requires_grad: bool = True, device: Any = None, dtype: Any = None
    ) -> UninitializedParameter:
        data = at.empty(0, device=device, dtype=dtype)
        return super().__new__(cls, data, requires_grad)  # type: ignore[return-value]

    def __init__(self, requires_grad: bool = True, device: Any = None, dtype: Any = None):
        """Everything happens in ``__new__``."""

    def _like(self, data: Tensor) -> UninitializedParameter:
        return UninitializedParameter(self.requires_grad, data.device, data.dtype)

    def __deepcopy__(self, memo: dict[int, Any]) -> UninitializedParameter:
        if id(self) in memo:
            return memo[id(self)]
        data = self.data
        result = type(self)(self.requires_grad, data.device, data.dtype)
        memo[id(self)] = result
        return result


class UninitializedBuffer(UninitializedTensorMixin, Tensor):
    """A buffer whose shape is not known yet; :meth:`materialize` makes it a Tensor."""

    cls_to_become = Tensor

    def __new__(  # type: ignore[misc]
        cls,
        requires_grad: bool = False,
        device: Any = None,
        dtype: Any = None,
        persistent: bool = True,
    ) -> UninitializedBuffer:
        data = at.empty(0, device=device, dtype=dtype)
        self = _wrap(cls, data._impl.shallow_copy_and_detach())
        if requires_grad:
            self.requires_grad_(True)
        self.persistent = persistent
        self._is_buffer = True
        return self

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Everything happens in ``__new__``."""

    def _like(self, data: Tensor) -> UninitializedBuffer:
        persistent = getattr(self, "persistent", True)
        return UninitializedBuffer(self.requires_grad, data.device, data.dtype, persistent)


def is_lazy(param: Any) -> bool:
    """Whether ``param`` is an uninitialized (lazy) parameter or buffer."""
    return isinstance(param, UninitializedTensorMixin)
