"""Recording glasstorch's functions on proxies while proxies are in use.

glasstorch's functions do not dispatch on :class:`~glasstorch.fx.Proxy` arguments, so
while proxies are in use the public functions of ``glasstorch``, ``glasstorch.aten`` and
``glasstorch.nn.functional`` record a ``call_function`` node (whose target is the function
itself) when an argument holds a proxy, and run as usual otherwise. This is done in place:
each function's code is swapped for a small trampoline, so the function objects stay the
same (``target is torch.relu`` holds inside a Transformer, and references taken before
tracing record too). The swap is reference-counted: a running ``Tracer.trace`` or
``Transformer.transform`` holds it, and so does every proxy made directly on a Graph
(through its ``GraphAppendingTracer``); the code is put back once none does.

Functions registered with ``fx.wrap`` and a tracer's ``autowrap_functions`` live in user
modules; those are swapped for recording wrappers in their module's globals during a trace.
"""

from __future__ import annotations

import functools
import sys
import threading
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from glasstorch.nn import functional as F

_MISSING = object()


def find_proxy(args: Any, kwargs: Any) -> Any:
    """The first Proxy inside the nested tuples, lists and dicts of ``args``/``kwargs``."""
    from .proxy import Proxy

    stack = [args, kwargs]
    while stack:
        a = stack.pop()
        if isinstance(a, Proxy):
            return a
        if isinstance(a, tuple | list):
            stack.extend(reversed(a))
        elif isinstance(a, dict):
            stack.extend(reversed(list(a.values())))
    return None


def original(fn: Any) -> Any:
    """The function a recording wrapper stands for (``fn`` itself if it is none)."""
    return getattr(fn, "__fx_original__", fn)


def make_recording(orig: Callable[..., Any], wrapped: bool = False) -> Callable[..., Any]:
    """``orig``, or a ``call_function`` node of it when any argument is a proxy.

    ``wrapped`` marks the node as a call of a function registered with ``fx.wrap``, which
    the generated code re-registers (``torch.fx.wrap("name")``) so that it traces again.
    """
    orig = original(orig)

    @functools.wraps(orig)
    def recording(*args: Any, **kwargs: Any) -> Any:
        proxy = find_proxy(args, kwargs)
        if proxy is not None:
            result = proxy.tracer.create_proxy("call_function", orig, args, kwargs)
            if wrapped:
                result.node.meta["is_wrapped"] = True
            return result
        return orig(*args, **kwargs)

    recording.__fx_original__ = orig  # type: ignore[attr-defined]
    return recording


class Patcher:
    """Replaces dictionary entries and class attributes, and restores them on exit."""

    def __init__(self) -> None:
        self._undo: list[Callable[[], None]] = []

    def __enter__(self) -> Patcher:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.restore()

    def restore(self) -> None:
        """Undo every patch, newest first."""
        while self._undo:
            self._undo.pop()()

    def patch(self, d: dict[str, Any], name: str, new: Any) -> None:
        """Set ``d[name] = new`` until exit."""
        old = d.get(name, _MISSING)
        d[name] = new
        self._undo.append(lambda: d.__setitem__(name, old) if old is not _MISSING else d.pop(name))

    def patch_method(self, cls: type, name: str, new: Any) -> None:
        """Set ``cls.<name> = new`` until exit (removed again if it was inherited)."""
        old = cls.__dict__.get(name, _MISSING)
        setattr(cls, name, new)
        self._undo.append(
            lambda: setattr(cls, name, old) if old is not _MISSING else delattr(cls, name)
        )


def _namespaces() -> list[types.ModuleType]:
    """The namespaces whose public functions are recorded."""
    spaces = [sys.modules["glasstorch.aten"], F]
    top = sys.modules.get("glasstorch")
    if top is not None and hasattr(top, "Tensor"):  # a partly imported top package is skipped
        spaces.insert(0, top)
    return spaces


_TRAMPOLINES: dict[int, types.CodeType] = {}


def _trampoline_code(nfree: int) -> types.CodeType:
    """Code of ``(*args, __fx_record__, **kwargs) -> __fx_record__(args, kwargs)`` with
    ``nfree`` free variables (a function's code can only be swapped for one with as many)."""
    code = _TRAMPOLINES.get(nfree)
    if code is None:
        cells = [f"_cell{i}" for i in range(nfree)]
        lines = ["def outer():", *(f"    {c} = None" for c in cells)]
        lines.append("    def recording(*args, __fx_record__, **kwargs):")
        if cells:
            lines.append(f"        ({', '.join(cells)},)")
        lines += ["        return __fx_record__(args, kwargs)", "    return recording"]
        namespace: dict[str, Any] = {}
        exec(compile("\n".join(lines), __file__, "exec"), namespace)
        code = _TRAMPOLINES[nfree] = namespace["outer"]().__code__
    return code


def _recorder(fn: types.FunctionType) -> tuple[Callable[..., Any], types.FunctionType]:
    """What ``fn``'s trampoline calls (a node for proxy arguments, else ``fn``'s own code),
    and a copy of ``fn`` with its own code."""
    own = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__,
                             fn.__closure__)  # fmt: skip
    own.__kwdefaults__ = fn.__kwdefaults__
    functools.update_wrapper(own, fn, updated=())
    del own.__wrapped__  # update_wrapper points it at fn, whose code is about to change
    own.__dict__.update(fn.__dict__)

    def record(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        proxy = find_proxy(args, kwargs)
        if proxy is not None:
            return proxy.tracer.create_proxy("call_function", fn, args, kwargs)
        return own(*args, **kwargs)

    return record, own


class _NamespacePatches:
    """The reference-counted code swap of the namespaces' functions (module docstring).

    The keyword defaults hold the original ones plus the recorder, so a call racing with
    the swap on another thread finds what either code object needs; ``__wrapped__`` points
    at the original code, so ``inspect.signature`` still reads the real signature.
    """

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._users = 0
        self._saved: list[tuple[types.FunctionType, types.CodeType, Any, Any]] = []

    @property
    def active(self) -> bool:
        return self._users > 0

    def acquire(self) -> None:
        with self._lock:
            if self._users == 0:
                self._install()
            self._users += 1

    def release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0:
                while self._saved:
                    fn, code, kwdefaults, wrapped = self._saved.pop()
                    fn.__code__ = code
                    fn.__kwdefaults__ = kwdefaults
                    if wrapped is _MISSING:
                        del fn.__wrapped__
                    else:
                        fn.__wrapped__ = wrapped

    def _install(self) -> None:
        done: set[int] = set()
        for space in _namespaces():
            for name, fn in list(vars(space).items()):
                if name.startswith("_") and name != "_assert":
                    continue
                if not isinstance(fn, types.FunctionType) or id(fn) in done:
                    continue
                done.add(id(fn))
                record, own = _recorder(fn)
                kwdefaults = fn.__kwdefaults__
                self._saved.append(
                    (fn, fn.__code__, kwdefaults, fn.__dict__.get("__wrapped__", _MISSING))
                )
                fn.__kwdefaults__ = {**(kwdefaults or {}), "__fx_record__": record}
                fn.__wrapped__ = own
                fn.__code__ = _trampoline_code(len(fn.__code__.co_freevars))


namespace_patches = _NamespacePatches()


@contextmanager
def recording_functions() -> Iterator[None]:
    """Within the block, glasstorch's functions record calls on proxies."""
    namespace_patches.acquire()
    try:
        yield
    finally:
        namespace_patches.release()
