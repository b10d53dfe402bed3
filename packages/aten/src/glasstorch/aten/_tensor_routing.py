"""``__torch_function__`` for Tensor itself: its default handler, subclass creation, and the
routing of its hand-written methods, properties and operators.

The generated methods route in their PythonArgParser, the operators in
``_tensor_operators.py``; this module gives the same check to what ``tensor.py`` and
``core/tensor_base.py`` write by hand (``x.dim()``, ``x.shape``, ``x[0]``). Plain tensors
keep the unchecked originals: each Tensor subclass gets checked wrappers of what it
inherits when it is defined, and Tensor itself carries them only while a mode is pushed.

PyTorch hands calls on in two spellings, kept here: its C methods pass the arguments as
given, ``kwargs`` None, and leave plain tensors out of ``types`` (``Tensor.dim``,
``Tensor.shape.__get__``); its Python methods (``Tensor.__len__``, ``Tensor.norm``,
``Tensor.__rsub__``) pass required parameters positionally, the rest by keyword, and
count plain tensors among the types.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

from . import overrides
from .core.tensor_base import TensorBase
from .overrides import NOT_OVERLOADED, DisableTorchFunctionSubclass

__all__ = [
    "as_subclass",
    "default_torch_function",
    "install_routing",
    "make_subclass",
    "route_operator",
    "routes",
]

_Tensor: Any = None

#: Hand-written methods that are Python functions in PyTorch's ``torch/_tensor.py``.
_PYTHON_LEVEL = frozenset(
    {
        "__len__",
        "__repr__",
        "__format__",
        "__array__",
        "__reduce_ex__",
        "__deepcopy__",
        "__rsub__",
        "__rdiv__",
        "__floordiv__",
        "__rfloordiv__",
        "__rmod__",
        "__pow__",
        "__rpow__",
        "__rlshift__",
        "__rrshift__",
        "__rmatmul__",
        "norm",
        "unique",
        "backward",
        "register_hook",
        "register_post_accumulate_grad_hook",
    }
)
#: Python protocol methods that route (``__iter__`` and ``__hash__`` do not, as in PyTorch).
_ROUTED_DUNDERS = frozenset(
    {
        "__getitem__",
        "__setitem__",
        "__len__",
        "__bool__",
        "__float__",
        "__int__",
        "__complex__",
        "__index__",
        "__array__",
        "__format__",
        "__repr__",
        "__reduce_ex__",
        "__deepcopy__",
    }
)
_NOT_ROUTED = frozenset({"as_subclass", "untyped_storage"})


def routes(*values: Any) -> bool:
    """Whether a call on these values goes through the protocol (a mode, or an overloaded
    value at the top level or inside a tuple index)."""
    for value in values:
        cls = value.__class__
        if cls is tuple:
            if routes(*value):
                return True
        elif cls not in NOT_OVERLOADED and overrides.overloaded_arg(value):
            return True
    return overrides.modes_enabled()


def _dispatch(name: str, func: Callable[..., Any], args: tuple[Any, ...], kwargs: Any) -> Any:
    """Dispatch in the spelling PyTorch uses for method ``name``."""
    if name in _PYTHON_LEVEL:
        args, kwargs = overrides._spelled_as_pytorch(_signature(func), args, kwargs or {})
        relevant = args
        return overrides.dispatch_torch_function(
            func, overrides._get_overloaded_args(relevant), args, kwargs
        )
    relevant = (*args, *(kwargs or {}).values())
    overloaded = overrides._get_overloaded_args(relevant, include_tensor=False, nested=True)
    return overrides.dispatch_torch_function(
        func, overloaded, args, kwargs or None, f"glasstorch.Tensor.{name}"
    )


@functools.cache
def _signature(func: Callable[..., Any]) -> inspect.Signature:
    return inspect.signature(func)


def _routed_method(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` checked for the protocol; handlers receive ``fn`` itself (``Tensor.dim``)."""
    if name in ("__getitem__", "__setitem__"):  # the index (and value) count too

        def method(self: Any, *args: Any, **kwargs: Any) -> Any:
            if routes(self, *args):
                return _dispatch(name, fn, (self, *args), kwargs)
            return fn(self, *args, **kwargs)

    else:

        def method(self: Any, *args: Any, **kwargs: Any) -> Any:
            if routes(self):
                return _dispatch(name, fn, (self, *args), kwargs)
            return fn(self, *args, **kwargs)

    return functools.wraps(fn)(method)


def _routed_property(name: str, prop: property) -> property:
    """``prop`` checked for the protocol; handlers receive ``Tensor.<name>.__get__`` (and
    ``__set__``) of the original property."""
    fget, fset = prop.fget, prop.fset
    assert fget is not None

    def get(self: Any) -> Any:
        if routes(self):
            return _dispatch_attr(f"{name}.__get__", prop.__get__, (self,))
        return fget(self)

    def set_(self: Any, value: Any) -> None:
        if routes(self):
            _dispatch_attr(f"{name}.__set__", prop.__set__, (self, value))
            return
        fset(self, value)  # type: ignore[misc]

    return property(get, set_ if fset is not None else None, prop.fdel, prop.__doc__)


def _dispatch_attr(name: str, func: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """A property access: ``self`` counts among the types even when plain (as in PyTorch)."""
    overloaded = overrides._get_overloaded_args(args[:1])
    return overrides.dispatch_torch_function(
        func, overloaded, args, None, f"glasstorch.Tensor.{name}"
    )


#: name -> the hand-written method or property as Tensor defines it (what handlers get),
#: and name -> its checked wrapper.
CANONICAL: dict[str, Any] = {}
_ROUTED: dict[str, Any] = {}
_OWN: set[str] = set()  # names defined on Tensor itself (the rest come from TensorBase)


def install_routing(tensor_cls: type) -> None:
    """Build the checked wrappers of the hand-written public methods, routed dunders and
    properties of ``tensor_cls`` and ``TensorBase`` (the generated methods route in their
    parsers already).

    Plain tensors keep the unchecked originals: the wrappers go onto each Tensor subclass
    that takes part in the protocol (:func:`install_on_subclass`, from
    ``Tensor.__init_subclass__``), and onto Tensor itself only while a mode is pushed.
    """
    global _Tensor
    _Tensor = tensor_cls
    for owner in (TensorBase, tensor_cls):
        for name, attr in list(vars(owner).items()):
            if name in _NOT_ROUTED:
                continue
            if isinstance(attr, property):
                if not name.startswith("_") or name == "_version":
                    CANONICAL[name] = attr
                    _ROUTED[name] = _routed_property(name, attr)
                    attr.fget._routes_torch_function = True  # type: ignore[union-attr]
            elif inspect.isfunction(attr) and (name in _ROUTED_DUNDERS or not name.startswith("_")):
                CANONICAL[name] = attr
                _ROUTED[name] = _routed_method(name, attr)
                attr._routes_torch_function = True  # type: ignore[attr-defined]
    _OWN.update(name for name in CANONICAL if name in vars(tensor_cls))
    overrides.on_modes_changed(_route_plain_tensors)


def install_on_subclass(cls: type) -> None:
    """Give a new Tensor subclass the checked wrappers of the methods and properties it
    inherits unchanged from Tensor (its own definitions, and those of classes between,
    stay as they are)."""
    if getattr(cls, "__torch_function__", None) is overrides._disabled_torch_function_impl:
        return  # opted out (Parameter): its instances are plain
    for name, routed in _ROUTED.items():
        owner = next(k for k in cls.__mro__ if name in vars(k))
        if owner is _Tensor or owner is TensorBase:
            setattr(cls, name, routed)


def _route_plain_tensors(active: bool) -> None:
    """While a mode is pushed, plain tensors' methods and properties are checked too."""
    for name, routed in _ROUTED.items():
        if active:
            setattr(_Tensor, name, routed)
        elif name in _OWN:
            setattr(_Tensor, name, CANONICAL[name])
        else:
            delattr(_Tensor, name)


def route_operator(func_name: str, *operands: Any) -> Any:
    """An operator with an overloaded operand or under a mode: the call PyTorch makes
    (``Tensor.add(self, other)`` for ``+``, ``Tensor.__rsub__`` for a reflected ``-``);
    a TypeError becomes NotImplemented, as PyTorch's operators do."""
    func = getattr(_Tensor, func_name)
    try:
        if getattr(func, "_torch_function_operator", False):
            return _dispatch(func_name, func, operands, None)
        return func(*operands)  # a generated method: its parser routes the call
    except TypeError:
        return NotImplemented


# -- Tensor's own handler and subclass construction ---------------------------------------------
def _nowrap_functions() -> set[Any]:
    """Results of these are returned as they are (``get_default_nowrap_functions``)."""
    return {CANONICAL["grad"].__get__}


def _convert(ret: Any, cls: type) -> Any:
    """Results as ``cls``: tensors become ``cls`` views, tuples and lists are converted
    element by element."""
    if cls is _Tensor:
        return ret
    if isinstance(ret, _Tensor) and not isinstance(ret, cls):
        ret = as_subclass(ret, cls)
    if isinstance(ret, tuple | list):
        items = [_convert(r, cls) for r in ret]
        ret = type(ret)._make(items) if hasattr(ret, "_make") else type(ret)(items)
    return ret


def default_torch_function(
    cls: type, func: Callable[..., Any], types: Any, args: Any = (), kwargs: Any = None
) -> Any:
    """``Tensor.__torch_function__``: run ``func`` with subclass handling off, and return
    tensors as ``cls``; NotImplemented when some type is not a base of ``cls``."""
    if kwargs is None:
        kwargs = {}
    if not all(issubclass(cls, t) for t in types):
        return NotImplemented
    with DisableTorchFunctionSubclass():
        ret = func(*args, **kwargs)
        if func in _nowrap_functions():
            return ret
        return _convert(ret, cls)


def _check_subclass(cls: Any, what: str) -> None:
    if not (isinstance(cls, type) and issubclass(cls, _Tensor)):
        raise TypeError(
            f"{what}(): argument 'cls' must be a subclass of Tensor, "
            f"not {getattr(cls, '__name__', type(cls).__name__)}"
        )


def as_subclass(self: Any, cls: type) -> Any:
    """``self`` viewed as ``cls``: same storage, and gradients flow back to ``self`` (an
    ``alias`` recorded by autograd); ``cls.__init__`` is not called."""
    _check_subclass(cls, "as_subclass")
    from ._generated import ops

    alias = ops.alias.call(self)
    result = TensorBase._from_impl.__func__(cls, alias._impl)  # type: ignore[attr-defined]
    result.__dict__.update(alias.__dict__)
    return result


def make_subclass(cls: type, data: Any, require_grad: bool = False) -> Any:
    """``Tensor._make_subclass``: a ``cls`` leaf over ``data``'s storage and version
    counter, detached from its graph, requiring grad when ``require_grad``."""
    _check_subclass(cls, "_make_subclass")
    if not isinstance(data, TensorBase):
        raise TypeError(
            f"_make_subclass(): argument 'data' must be Tensor, not {type(data).__name__}"
        )
    impl = data._impl.shallow_copy_and_detach()
    result = TensorBase._from_impl.__func__(cls, impl)  # type: ignore[attr-defined]
    if require_grad:
        result.requires_grad_(True)
    return result
