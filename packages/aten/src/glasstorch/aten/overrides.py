"""The ``__torch_function__`` protocol: how calls reach tensor subclasses, duck types and modes.

Mirrors the protocol half of ``torch/csrc/utils/python_arg_parser.cpp`` and the core of
``torch/overrides.py``. A public function or Tensor method, called with an argument whose
type defines ``__torch_function__`` (other than Tensor itself, and other than classes that
opt out with :func:`_disabled_torch_function_impl`, such as ``nn.Parameter``), or called
while a :class:`TorchFunctionMode` is active, hands the call to
``__torch_function__(func, types, args, kwargs)``: the innermost mode first, then each
overloaded argument, subclasses before their superclasses and otherwise left to right,
until one returns something other than ``NotImplemented``.

Plain tensors pay one type check. The generated bindings and Tensor's operators compare
an argument's class with a module-level ``_EXACT`` (the Tensor class), which
:func:`register_fast_path` keeps in their namespaces: while any thread has a mode pushed
it is None, so every call takes the checked path, where the thread's own state decides.
"""

from __future__ import annotations

import functools
import inspect
import threading
import warnings
from collections.abc import Callable, Iterable
from typing import Any

__all__ = [
    "BaseTorchFunctionMode",
    "DisableTorchFunction",
    "DisableTorchFunctionSubclass",
    "TorchFunctionMode",
    "dispatch_torch_function",
    "handle_torch_function",
    "has_torch_function",
    "has_torch_function_unary",
    "has_torch_function_variadic",
    "is_tensor_like",
    "is_tensor_method_or_property",
    "torch_function_wrapper",
    "wrap_torch_function",
]

_ENABLED, _SUBCLASSES_DISABLED, _ALL_DISABLED = 0, 1, 2


class _State(threading.local):
    """Per thread: how much of the protocol is disabled, and the mode stack."""

    level = _ENABLED

    def __init__(self) -> None:
        self.modes: list[TorchFunctionMode] = []


_state = _State()


def _disabled_torch_function_impl(
    func: Callable[..., Any], types: Any, args: Any = (), kwargs: Any = None
) -> Any:
    """The ``__torch_function__`` of classes that opt out of the protocol (``Parameter``):
    their instances are treated as plain tensors. Called directly, it runs ``func`` with
    subclass handling disabled."""
    with DisableTorchFunctionSubclass():
        return func(*args, **(kwargs or {}))


# -- which types take part --------------------------------------------------------------------
#: Types known not to define an enabled ``__torch_function__`` (the Tensor class itself is
#: added by :func:`set_tensor_type`): a set lookup answers for them.
NOT_OVERLOADED: set[type] = {
    int,
    float,
    bool,
    complex,
    str,
    bytes,
    type(None),
    tuple,
    list,
    dict,
    slice,
    type(Ellipsis),
    type,
}
#: Tensor classes whose instances the bindings' fast paths take: Tensor and subclasses that
#: opt out. Emptied while any mode is pushed.
FAST_TENSOR_TYPES: set[type] = set()
_opted_out: set[type] = set()
_tensor_type: type | None = None
_fast_namespaces: list[dict[str, Any]] = []
_modes_pushed = 0
_mode_lock = threading.Lock()


_mode_listeners: list[Callable[[bool], None]] = []


def _refresh_fast_paths(modes_changed: bool = False) -> None:
    exact = None if _modes_pushed else _tensor_type
    for namespace in _fast_namespaces:
        namespace["_EXACT"] = exact
    FAST_TENSOR_TYPES.clear()
    if exact is not None:
        FAST_TENSOR_TYPES.update(_opted_out)
    if modes_changed:
        for listener in _mode_listeners:
            listener(exact is None)


def on_modes_changed(listener: Callable[[bool], None]) -> None:
    """Call ``listener(True)`` when the first mode is pushed (in any thread) and
    ``listener(False)`` when the last one is popped."""
    _mode_listeners.append(listener)


def register_fast_path(namespace: dict[str, Any]) -> None:
    """Keep ``namespace["_EXACT"]`` the Tensor class, or None while a mode is pushed."""
    _fast_namespaces.append(namespace)
    namespace["_EXACT"] = None if _modes_pushed else _tensor_type


def set_tensor_type(cls: type) -> None:
    """Called once by ``tensor.py``: the class whose exact instances skip the protocol."""
    global _tensor_type
    _tensor_type = cls
    NOT_OVERLOADED.add(cls)
    _opted_out.add(cls)
    _refresh_fast_paths()


def overloaded_type(cls: type) -> bool:
    """Whether ``cls`` defines an enabled ``__torch_function__`` (modes and the thread's
    disabled state aside). Negative answers are remembered, so a class that gains
    ``__torch_function__`` after its instances were first seen is not noticed."""
    if cls in NOT_OVERLOADED:
        return False
    try:
        handler = getattr(cls, "__torch_function__", None)
    except Exception:  # noqa: BLE001 - a broken descriptor: not a participant
        handler = None
    if handler is None or handler is _disabled_torch_function_impl:
        NOT_OVERLOADED.add(cls)
        if _tensor_type is not None and issubclass(cls, _tensor_type):
            _opted_out.add(cls)
            if _modes_pushed == 0:
                FAST_TENSOR_TYPES.add(cls)
        return False
    return True


def _subclasses_enabled() -> bool:
    return _state.level == _ENABLED


def modes_enabled() -> bool:
    """Whether this thread has a mode to call (PyTorch's ``_is_torch_function_mode_enabled``)."""
    state = _state
    return bool(state.modes) and state.level != _ALL_DISABLED


def _is_torch_function_enabled() -> bool:
    """Whether subclass handling is on in this thread (``torch._C._is_torch_function_enabled``)."""
    return _state.level == _ENABLED


def overloaded_arg(value: Any) -> bool:
    """Whether ``value`` alone would route a call here (no modes counted)."""
    cls = value.__class__
    return cls not in NOT_OVERLOADED and overloaded_type(cls) and _state.level == _ENABLED


def any_overloaded(args: Iterable[Any]) -> bool:
    """Whether a call with ``args`` (top level only) goes through the protocol, modes included."""
    if _modes_pushed and modes_enabled():
        return True
    for value in args:
        cls = value.__class__
        if cls not in NOT_OVERLOADED and overloaded_type(cls):
            return _state.level == _ENABLED
    return False


def has_torch_function(relevant_args: Iterable[Any]) -> bool:
    """Whether any of ``relevant_args`` (not looking inside them) has ``__torch_function__``
    other than Tensor's, or a mode is active."""
    return any_overloaded(relevant_args)


def has_torch_function_unary(obj: Any) -> bool:
    """``has_torch_function((obj,))`` without building the tuple."""
    return any_overloaded((obj,))


def has_torch_function_variadic(*args: Any) -> bool:
    """``has_torch_function(args)`` with the arguments spread."""
    return any_overloaded(args)


def is_tensor_like(inp: Any) -> bool:
    """Whether ``inp`` is a Tensor or has ``__torch_function__`` (a tensor-like duck type)."""
    return type(inp) is _tensor_type or hasattr(inp, "__torch_function__")


def is_tensor_method_or_property(func: Callable[..., Any]) -> bool:
    """Whether ``func`` is a Tensor method or property getter that routes through the
    protocol (so the first argument handlers receive is the tensor); fx's Proxy uses it
    to record a ``call_method`` rather than a ``call_function``."""
    name = getattr(func, "__name__", None)
    if name == "__get__":
        return True
    if name is None or not getattr(func, "_routes_torch_function", False):
        return False
    from ._tensor_routing import CANONICAL  # the hand-written ones, wrapped or not

    if CANONICAL.get(name) is func:
        return True
    return inspect.getattr_static(_tensor_type, name, None) is func  # generated, operators


# -- collecting and calling handlers ----------------------------------------------------------
def _get_overloaded_args(
    relevant_args: Iterable[Any], *, include_tensor: bool = True, nested: bool = False
) -> list[Any]:
    """One argument per distinct type that takes part, subclasses before superclasses and
    otherwise in order. ``include_tensor``: plain tensors count (as in PyTorch's Python
    functions; its C bindings leave them out). ``nested``: look one level into lists and
    tuples (Tensor[] parameters)."""
    args: list[Any] = []
    seen: set[type] = set()

    def add(value: Any) -> None:
        cls = value.__class__
        if cls in seen:
            return
        if not (overloaded_type(cls) or (include_tensor and cls is _tensor_type)):
            return
        seen.add(cls)
        index = len(args)
        for i, old in enumerate(args):
            if issubclass(cls, old.__class__):
                index = i
                break
        args.insert(index, value)

    for value in relevant_args:
        if nested and (value.__class__ is list or value.__class__ is tuple):
            for item in value:
                add(item)
        else:
            add(value)
    return args


def _handler(arg: Any, category: type[Warning]) -> Any:
    method = arg.__torch_function__
    if getattr(method, "__self__", None) is arg and method is not _disabled_torch_function_impl:
        warnings.warn(
            "Defining your `__torch_function__` as a plain method is deprecated and will be "
            "an error in future, please define it as a classmethod.",
            category,
            stacklevel=4,
        )
    return method


def dispatch_torch_function(
    func: Callable[..., Any],
    overloaded: list[Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any] | None,
    binding_name: str | None = None,
) -> Any:
    """Call the innermost mode, then each overloaded argument's ``__torch_function__``, and
    return the first result that is not ``NotImplemented``. ``binding_name`` (the public
    name, ``glasstorch.add``) selects the error message of PyTorch's C bindings."""
    types = tuple(a.__class__ for a in overloaded)
    mode = None
    if modes_enabled():
        with _pop_mode_temporarily() as mode:
            result = mode.__torch_function__(func, types, args, kwargs)
        if result is not NotImplemented:
            return result
    if _state.level == _ENABLED:
        category = UserWarning if binding_name else DeprecationWarning
        for arg in overloaded:
            result = _handler(arg, category)(func, types, args, kwargs)
            if result is not NotImplemented:
                return result
    if binding_name is not None:
        lines = [f"  - mode object {mode!r}"] if mode is not None else []
        lines += [f"  - tensor subclass {t!r}" for t in types]
        raise TypeError(
            f"Multiple dispatch failed for '{binding_name}'; all __torch_function__ handlers "
            "returned NotImplemented:\n\n"
            + "\n".join(lines)
            + "\n\nFor more information, try re-running with TORCH_LOGS=not_implemented"
        )
    name = f"{getattr(func, '__module__', None)}.{getattr(func, '__name__', func)}"
    message = (
        f"no implementation found for '{name}' on types that implement __torch_function__: "
        f"{list(types)}"
    )
    if mode is not None:
        message += f" nor in mode {mode}"
    raise TypeError(message)


def handle_torch_function(
    public_api: Callable[..., Any], relevant_args: Iterable[Any], *args: Any, **kwargs: Any
) -> Any:
    """Send a call of ``public_api`` to the ``__torch_function__`` of its overloaded
    ``relevant_args`` (or to the active mode); TypeError when every one declines."""
    overloaded = _get_overloaded_args(relevant_args)
    return dispatch_torch_function(public_api, overloaded, args, kwargs)


def wrap_torch_function(dispatcher: Callable[..., Any]) -> Callable[[Callable[..., Any]], Any]:
    """Decorator: the function routes through the protocol; ``dispatcher(*args, **kwargs)``
    returns the arguments to check (PyTorch's ``torch.overrides.wrap_torch_function``)."""

    def inner(func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            relevant_args = dispatcher(*args, **kwargs)
            if has_torch_function(relevant_args):
                return handle_torch_function(wrapped, relevant_args, *args, **kwargs)
            return func(*args, **kwargs)

        return wrapped

    return inner


def _spelled_as_pytorch(
    signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The arguments as PyTorch's Python functions hand them on: required parameters
    positionally, every other one by keyword with its (default-filled) value."""
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:
        return args, kwargs
    bound.apply_defaults()
    positional: list[Any] = []
    keywords: dict[str, Any] = {}
    for name, param in signature.parameters.items():
        value = bound.arguments[name]
        if param.kind is param.VAR_POSITIONAL:
            positional.extend(value)
        elif param.kind is param.VAR_KEYWORD:
            keywords.update(value)
        elif param.default is param.empty and param.kind is not param.KEYWORD_ONLY:
            positional.append(value)
        else:
            keywords[name] = value
    return tuple(positional), keywords


def torch_function_wrapper(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` routed through the protocol when called with an overloaded argument (at the top
    level of its arguments) or under a mode, keeping its name, signature and docstring.

    The wrapper itself is the ``func`` handlers receive, with the arguments spelled as
    PyTorch's hand-written functions pass them (``F.leaky_relu(x, 0.2)`` arrives as
    ``args=(x,)``, ``kwargs={"negative_slope": 0.2, "inplace": False}``).
    """
    signature: inspect.Signature | None = None

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        nonlocal signature
        for value in args:
            if value.__class__ not in NOT_OVERLOADED:
                break
        else:
            for value in kwargs.values():
                if value.__class__ not in NOT_OVERLOADED:
                    break
            else:
                if not _modes_pushed:
                    return fn(*args, **kwargs)
        values = (*args, *kwargs.values())
        if not any_overloaded(values):
            return fn(*args, **kwargs)
        if signature is None:
            signature = inspect.signature(fn)
        args, kwargs = _spelled_as_pytorch(signature, args, kwargs)
        return dispatch_torch_function(wrapper, _get_overloaded_args(values), args, kwargs)

    wrapper._routes_torch_function = True  # type: ignore[attr-defined]
    return wrapper


# -- modes and disabling ------------------------------------------------------------------------
def _push_mode(mode: TorchFunctionMode) -> None:
    global _modes_pushed
    _state.modes.append(mode)
    with _mode_lock:
        _modes_pushed += 1
        if _modes_pushed == 1:
            _refresh_fast_paths(modes_changed=True)


def _pop_mode() -> TorchFunctionMode:
    global _modes_pushed
    modes = _state.modes
    if not modes:
        raise RuntimeError("Trying to pop from an empty mode stack")
    mode = modes.pop()
    with _mode_lock:
        _modes_pushed -= 1
        if _modes_pushed == 0:
            _refresh_fast_paths(modes_changed=True)
    return mode


class _pop_mode_temporarily:  # noqa: N801 - PyTorch's name
    """Context manager: the innermost mode is off the stack inside, and comes back after."""

    def __enter__(self) -> TorchFunctionMode:
        self.mode = _pop_mode()
        return self.mode

    def __exit__(self, *exc: object) -> None:
        _push_mode(self.mode)


def _get_current_function_mode() -> TorchFunctionMode | None:
    """The innermost mode of this thread, or None."""
    modes = _state.modes
    return modes[-1] if modes else None


def _get_current_function_mode_stack() -> list[TorchFunctionMode]:
    """This thread's modes, outermost first (a copy)."""
    return list(_state.modes)


def _len_torch_function_stack() -> int:
    return len(_state.modes)


class TorchFunctionMode:
    """Override every overridable function within a ``with`` block, plain tensors included.

    Subclasses define ``__torch_function__(self, func, types, args=(), kwargs=None)``.
    While it runs, its own mode is off the stack, so calling ``func`` inside reaches the
    next mode down (or the normal implementation).
    """

    def __init__(self) -> None:
        pass

    def __torch_function__(
        self, func: Callable[..., Any], types: Any, args: Any = (), kwargs: Any = None
    ) -> Any:
        raise NotImplementedError

    def __enter__(self) -> TorchFunctionMode:
        _push_mode(self)
        return self

    def __exit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> None:
        _pop_mode()

    @classmethod
    def push(cls, *args: Any, **kwargs: Any) -> TorchFunctionMode:
        warnings.warn(
            "`Mode.push()` is no longer necessary and can be replaced with just `with Mode()`",
            stacklevel=2,
        )
        return cls(*args, **kwargs)


class BaseTorchFunctionMode(TorchFunctionMode):
    """A mode that runs every function unchanged (a base for modes that observe)."""

    def __torch_function__(
        self, func: Callable[..., Any], types: Any, args: Any = (), kwargs: Any = None
    ) -> Any:
        return func(*args, **(kwargs or {}))


class _DisableLevel:
    _level = _ENABLED

    def __enter__(self) -> None:
        self._previous = _state.level
        _state.level = max(self._previous, self._level)

    def __exit__(self, *exc: object) -> None:
        _state.level = self._previous


class DisableTorchFunctionSubclass(_DisableLevel):
    """Inside, tensor subclasses and duck types are not consulted (modes still are)."""

    _level = _SUBCLASSES_DISABLED


class DisableTorchFunction(_DisableLevel):
    """Inside, the protocol is off entirely: no modes, no subclasses."""

    _level = _ALL_DISABLED
