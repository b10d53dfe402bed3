"""Entry points: ``optimize``, ``torch.compile``, ``OptimizedModule``, ``disable``, ``reset``.

Without a C frame-evaluation hook, the wrapper that ``optimize`` returns intercepts calls of
the user function: it checks each cached entry's guard function with the call's arguments
and calls that entry's transformed function; on a miss it compiles a new entry.
"""

from __future__ import annotations

import builtins
import functools
import inspect
import logging
import traceback
import types
import warnings
import weakref
from collections.abc import Callable
from typing import Any

from glasstorch.autograd import is_grad_enabled
from glasstorch.autograd.grad_mode import _set_grad_enabled
from glasstorch.nn import Module

from . import config
from .backends.registry import InvalidBackend, lookup_backend
from .convert_frame import CompiledEntry, convert_frame
from .exc import Unsupported
from .utils import emit, info_enabled

_states: weakref.WeakSet[_FrameState] = weakref.WeakSet()
_disabled = [0]
_warned_inductor = [False]


class _FrameState:
    """The cache of one compiled function: entries in the order they were made."""

    def __init__(self, fn: types.FunctionType, ctx: _OptimizeContext) -> None:
        self.fn = fn
        self.ctx = ctx
        self.entries: list[tuple[Callable[..., bool], Callable[..., Any], bool]] = []
        self.compiled: list[CompiledEntry] = []
        self.run_eagerly = False
        self.warned_limit = False
        _states.add(self)

    def reset(self) -> None:
        self.entries.clear()
        self.compiled.clear()
        self.run_eagerly = False
        self.warned_limit = False

    def miss(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        fn = self.fn
        if self.run_eagerly or _disabled[0]:
            return fn(*args, **kwargs)
        reason = None
        if self.compiled:
            if len(self.compiled) >= config.cache_size_limit:
                if not self.warned_limit:
                    self.warned_limit = True
                    warnings.warn(
                        f"torch._dynamo hit config.cache_size_limit ({config.cache_size_limit})"
                        f"\n   function: {fn.__code__.co_name!r} ({fn.__code__.co_filename}:"
                        f"{fn.__code__.co_firstlineno})\n   last reason: "
                        f"{self._failure(args, kwargs)}\nRunning it without compiling from now "
                        "on.",
                        stacklevel=3,
                    )
                return fn(*args, **kwargs)
            reason = self._failure(args, kwargs)
            if info_enabled():
                emit(
                    f"Recompiling function {fn.__code__.co_name} in "
                    f"{fn.__code__.co_filename}:{fn.__code__.co_firstlineno}\n"
                    f"    triggered by the following guard failure: {reason}"
                )
        grad_mode = is_grad_enabled()
        try:
            entry = convert_frame(
                fn, args, kwargs, self.ctx.compiler_fn, self.ctx.fullgraph, self.ctx.wrap, reason
            )
        except Unsupported as e:
            if self.ctx.fullgraph:
                raise
            self.run_eagerly = True
            emit(
                f"Skipping frame {fn.__code__.co_name} "
                f"({fn.__code__.co_filename}:{fn.__code__.co_firstlineno}): {e.msg}"
            )
            from .convert_frame import CompileEvent, events
            from .guards import GuardSet

            events.append(
                CompileEvent(
                    fn.__code__, [], [(e.msg, "\n".join(e.real_stack))], GuardSet(), reason
                )
            )
            return fn(*args, **kwargs)
        except Exception as e:
            if not config.suppress_errors:
                raise
            self.run_eagerly = True
            detail = traceback.format_exc() if config.verbose else f"{type(e).__name__}: {e}"
            emit(
                f"Error while compiling {fn.__code__.co_name}, running it eagerly: {detail}",
                logging.WARNING,
            )
            return fn(*args, **kwargs)
        self.compiled.append(entry)
        self.entries.append((entry.guard, entry.fn, grad_mode))
        try:
            return entry.fn(*args, **kwargs)
        except BaseException:
            _set_grad_enabled(grad_mode)
            raise

    def _failure(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
        fn = self.fn
        last = self.compiled[-1]
        return (
            last.guards.first_failure(
                fn.__code__,
                fn.__defaults__,
                fn.__kwdefaults__,
                fn.__globals__,
                fn.__closure__,
                args,
                kwargs,
            )
            or "?"
        )


def _make_wrapper(fn: types.FunctionType, ctx: _OptimizeContext) -> Callable[..., Any]:
    state = _FrameState(fn, ctx)
    entries = state.entries
    miss = state.miss

    def compiled(*args: Any, **kwargs: Any) -> Any:
        for guard, target, grad_mode in entries:
            if guard(*args, **kwargs):
                try:
                    return target(*args, **kwargs)
                except BaseException:
                    _set_grad_enabled(grad_mode)  # a graph may have switched it; undo that
                    raise
        return miss(args, kwargs)

    functools.update_wrapper(compiled, fn)
    compiled._torchdynamo_orig_callable = fn  # type: ignore[attr-defined]
    compiled._torchdynamo_state = state  # type: ignore[attr-defined]
    return compiled


class _OptimizeContext:
    """What ``optimize(backend)`` returns: apply it to a function or a module."""

    def __init__(self, compiler_fn: Callable[..., Any], fullgraph: bool = False) -> None:
        self.compiler_fn = compiler_fn
        self.fullgraph = fullgraph
        self._wrapped: dict[Any, Callable[..., Any]] = {}
        self._saved_codes: list[tuple[types.FunctionType, types.CodeType]] = []

    def wrap(self, fn: types.FunctionType) -> Callable[..., Any]:
        """The compiled wrapper of ``fn`` (one per function object and context)."""
        orig = getattr(fn, "_torchdynamo_orig_callable", fn)
        found = self._wrapped.get(orig)
        if found is None:
            found = self._wrapped[orig] = _make_wrapper(orig, self)
        return found

    def __call__(self, fn: Any) -> Any:
        if isinstance(fn, Module):
            return OptimizedModule(fn, self)
        if isinstance(fn, types.MethodType) and isinstance(fn.__func__, types.FunctionType):
            return types.MethodType(self.wrap(fn.__func__), fn.__self__)
        if isinstance(fn, type):
            raise TypeError(
                "optimize() and torch.compile() take a function or a module, "
                f"not the class {fn.__name__}"
            )
        if isinstance(fn, types.FunctionType):
            if inspect.isgeneratorfunction(fn) or inspect.iscoroutinefunction(fn):
                return fn
            return self.wrap(fn)
        if callable(fn):
            call = inspect.getattr_static(type(fn), "__call__", None)
            if isinstance(call, types.FunctionType):
                return types.MethodType(self.wrap(call), fn)
        raise TypeError(f"cannot compile {fn!r}: expected a function or an nn.Module")

    # As a context manager: functions of the calling module's globals are compiled while
    # the block runs (their code objects are swapped for a call into their wrapper).
    def __enter__(self) -> None:
        frame = inspect.currentframe()
        caller = frame.f_back if frame is not None else None
        if caller is None:
            return
        for value in list(caller.f_globals.values()) + list(caller.f_locals.values()):
            if (
                isinstance(value, types.FunctionType)
                and value.__globals__ is caller.f_globals
                and value.__code__ is not caller.f_code
                and not value.__code__.co_freevars
                and not hasattr(value, "_torchdynamo_orig_callable")
            ):
                self._swap(value)

    def _swap(self, fn: types.FunctionType) -> None:
        orig_fn = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__)
        orig_fn.__kwdefaults__ = fn.__kwdefaults__
        wrapper = self.wrap(orig_fn)
        trampoline = _trampoline(wrapper, fn.__code__)
        self._saved_codes.append((fn, fn.__code__))
        fn.__code__ = trampoline

    def __exit__(self, *exc: object) -> None:
        while self._saved_codes:
            fn, code = self._saved_codes.pop()
            fn.__code__ = code


def _trampoline(target: Callable[..., Any], code: types.CodeType) -> types.CodeType:
    """A code object with ``code``'s signature whose body returns ``target(<arguments>)``."""
    from .bytecode_transformation import assemble, cleaned_instructions, create_instruction
    from .guards import signature

    params = signature(code)
    kwonly = set(code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount])
    call = [
        p if p.startswith("*") or p not in kwonly else f"{p}={p}"
        for p in params.split(", ")
        if p and p not in ("/", "*")
    ]
    src = f"def {code.co_name}({params}):\n    return ___target({', '.join(call)})\n"
    namespace: dict[str, Any] = {}
    exec(builtins.compile(src, code.co_filename, "exec"), namespace)
    made = namespace[code.co_name].__code__
    out = []
    for inst in cleaned_instructions(made):
        if inst.opname == "LOAD_GLOBAL" and inst.argval == "___target":
            if inst.arg and inst.arg & 1:
                out.append(create_instruction("PUSH_NULL"))
            out.append(create_instruction("LOAD_CONST", argval=target))
        else:
            out.append(inst)
    return assemble(out, made)


class OptimizedModule(Module):
    """A module whose ``forward`` runs through Dynamo; the original is ``_orig_mod``."""

    def __init__(self, mod: Module, ctx: _OptimizeContext) -> None:
        super().__init__()
        self._orig_mod = mod
        object.__setattr__(self, "dynamo_ctx", ctx)
        forward = type(mod).forward
        if not isinstance(forward, types.FunctionType):
            raise TypeError(f"{type(mod).__name__}.forward is not a Python function")
        object.__setattr__(self, "_compiled_forward", ctx.wrap(forward))

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        mod = self._orig_mod
        if mod._forward_hooks or mod._forward_pre_hooks:
            return mod(*args, **kwargs)
        return self._compiled_forward(mod, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self._modules["_orig_mod"], name)


def optimize(
    backend: str | Callable[..., Any] = "inductor",
    *,
    nopython: bool = False,
    guard_export_fn: Any = None,
    disable: bool = False,
    dynamic: bool | None = None,
) -> Any:
    """Compile functions with ``backend``: ``@optimize("eager")`` or ``with optimize(...)``.

    ``nopython=True`` makes every graph break an error (``Unsupported``)."""
    if disable:
        return _NullContext()
    return _OptimizeContext(_resolve_backend(backend), fullgraph=nopython)


def _resolve_backend(backend: str | Callable[..., Any]) -> Callable[..., Any]:
    try:
        return lookup_backend(backend)
    except InvalidBackend:
        if backend != "inductor":
            raise
        if not _warned_inductor[0]:
            _warned_inductor[0] = True
            warnings.warn(
                "the inductor backend is not installed; torch.compile falls back to "
                "the eager backend",
                stacklevel=3,
            )
        return lookup_backend("eager")


def compile(
    model: Any = None,
    *,
    fullgraph: bool = False,
    dynamic: bool | None = None,  # noqa: A001
    backend: str | Callable[..., Any] = "inductor",
    mode: str | None = None,
    options: dict[str, Any] | None = None,
    disable: bool = False,
) -> Any:
    """``torch.compile``: a compiled function, or an OptimizedModule for a module."""
    if mode is not None and options is not None:
        raise RuntimeError(
            "Either mode or options can be specified, but both can't be specified at the same time."
        )
    if model is None:
        return lambda m: compile(
            m,
            fullgraph=fullgraph,
            dynamic=dynamic,
            backend=backend,
            mode=mode,
            options=options,
            disable=disable,
        )
    if disable:
        return model
    if dynamic:
        warnings.warn(
            "torch.compile(dynamic=True): glasstorch compiles static shapes only; "
            "a new shape recompiles",
            stacklevel=2,
        )
    compiler_fn = _resolve_backend(backend)
    if mode is not None or options:
        compiler_fn = _with_options(compiler_fn, mode, options)
    return _OptimizeContext(compiler_fn, fullgraph=fullgraph)(model)


def _with_options(
    compiler_fn: Callable[..., Any], mode: str | None, options: dict[str, Any] | None
) -> Callable[..., Any]:
    params = inspect.signature(compiler_fn).parameters
    extra: dict[str, Any] = {}
    if "mode" in params and mode is not None:
        extra["mode"] = mode
    if "options" in params and options:
        extra["options"] = options
    if not extra:
        return compiler_fn
    return functools.wraps(compiler_fn)(functools.partial(compiler_fn, **extra))


class _NullContext:
    def __call__(self, fn: Any) -> Any:
        return fn

    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        pass


def disable(fn: Any = None, recursive: bool = True) -> Any:
    """Run ``fn`` (or the ``with`` block) without compiling anything inside it."""
    if fn is None:
        return _DisableContext()

    @functools.wraps(fn)
    def run_disabled(*args: Any, **kwargs: Any) -> Any:
        _disabled[0] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            _disabled[0] -= 1

    run_disabled._torchdynamo_disable = True  # type: ignore[attr-defined]
    return run_disabled


class _DisableContext:
    def __enter__(self) -> None:
        _disabled[0] += 1

    def __exit__(self, *exc: object) -> None:
        _disabled[0] -= 1


def reset() -> None:
    """Forget every compiled entry, so the next call compiles again."""
    from . import convert_frame

    for state in list(_states):
        state.reset()
    convert_frame.events.clear()
