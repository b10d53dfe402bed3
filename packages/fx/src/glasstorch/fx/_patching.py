"""Recording user functions on proxies during a trace (``fx.wrap``, autowrap).

glasstorch's own functions reach :class:`~glasstorch.fx.Proxy` through the
``__torch_function__`` protocol. Functions of user modules know nothing of proxies, so
those registered with ``fx.wrap`` and a tracer's ``autowrap_functions`` /
``autowrap_modules`` are replaced in their module's globals, for the duration of a trace,
by wrappers that record a ``call_function`` node when an argument holds a proxy, as
PyTorch's tracer does.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

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
