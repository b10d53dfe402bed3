"""The Dispatcher: the one table from operator names to their OperatorEntry.

Mirrors ``ATen/core/dispatch/Dispatcher.h``. A process-wide singleton. Its operator
lookup table sits behind a :class:`LeftRight`, so finding an operator never waits for
a library that is registering one on another thread. Every registration returns a
:class:`RegistrationHandle` whose ``remove()`` undoes exactly that registration.

A call: ``Dispatcher.call(op, *args)`` unions the key sets of the tensor arguments,
adds the thread-local included keys, removes the excluded ones, and runs the kernel
the operator's table gives for the highest key. A kernel that wants to pass the call
further down (autograd → CPU) calls :meth:`Dispatcher.redispatch` with the key set it
was given, minus its own keys.
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ..core.dispatch_key import DispatchKey, is_runtime_key
from ..core.dispatch_key_set import NUM_RUNTIME_SLOTS, RUNTIME_KEY_INDEX, DispatchKeySet
from ..core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from ..schema import FunctionSchema, parse_name
from ..util.left_right import LeftRight
from .kernel_function import KernelFunction
from .operator_entry import OperatorEntry


class RegistrationHandle:
    """Undoes one registration when ``remove()`` is called (PyTorch's RegistrationHandleRAII)."""

    __slots__ = ("_undo", "description")

    def __init__(self, undo: Callable[[], None], description: str) -> None:
        self._undo: Callable[[], None] | None = undo
        self.description = description

    def remove(self) -> None:
        """Undo the registration; calling it again does nothing."""
        undo, self._undo = self._undo, None
        if undo is not None:
            undo()

    @property
    def active(self) -> bool:
        return self._undo is not None

    def __enter__(self) -> RegistrationHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()

    def __repr__(self) -> str:
        state = "active" if self.active else "removed"
        return f"RegistrationHandle({self.description}, {state})"


class OperatorHandle:
    """A stable reference to one operator overload; cheap to keep and call through."""

    __slots__ = ("_entry", "_dispatcher")

    def __init__(self, entry: OperatorEntry, dispatcher: Dispatcher) -> None:
        self._entry = entry
        self._dispatcher = dispatcher

    @property
    def entry(self) -> OperatorEntry:
        return self._entry

    def operator_name(self) -> str:
        return self._entry.name

    def has_schema(self) -> bool:
        return self._entry.schema is not None

    @property
    def schema(self) -> FunctionSchema:
        schema = self._entry.schema
        if schema is None:
            raise RuntimeError(
                f"Tried to access the schema for {self._entry.name} which doesn't have a "
                "schema registered yet"
            )
        return schema

    def call(self, *args: Any, **kwargs: Any) -> Any:
        return self._dispatcher.call(self, *args, **kwargs)

    def redispatch(self, ks: DispatchKeySet | int, *args: Any, **kwargs: Any) -> Any:
        return self._dispatcher.redispatch(self, ks, *args, **kwargs)

    def has_kernel_for_dispatch_key(self, key: DispatchKey) -> bool:
        return self._entry.has_kernel_for_dispatch_key(key)

    def dump_state(self) -> str:
        return self._entry.dump_state()

    def dump_computed_table(self) -> str:
        return self._entry.dump_computed_table()

    def check_invariants(self) -> None:
        self._entry.check_invariants(self._dispatcher.backend_fallbacks)

    def __repr__(self) -> str:
        return f"OperatorHandle({self._entry.name})"


class Dispatcher:
    """The process-wide operator registry and call router."""

    _singleton: Dispatcher | None = None
    _singleton_lock = threading.Lock()

    def __init__(self) -> None:
        self._operators: LeftRight[dict[str, OperatorHandle]] = LeftRight({})
        self._registration_lock = threading.RLock()
        self.backend_fallbacks: list[KernelFunction | None] = [None] * NUM_RUNTIME_SLOTS
        self._fallback_debug: dict[int, str] = {}
        self._libraries: dict[str, str] = {}
        #: Bumped whenever a schema is defined or removed, so callers can cache lookups.
        self.schema_generation = 0

    @classmethod
    def singleton(cls) -> Dispatcher:
        """The one Dispatcher of this process."""
        if cls._singleton is None:
            with cls._singleton_lock:
                if cls._singleton is None:
                    cls._singleton = cls()
        return cls._singleton

    @classmethod
    @contextmanager
    def isolated(cls) -> Iterator[Dispatcher]:
        """Make a fresh, empty Dispatcher the singleton for the ``with`` block.

        For tests and experiments that need a registry without the operators and
        backend fallbacks that imported libraries (aten, autograd) have registered.
        """
        with cls._singleton_lock:
            saved, cls._singleton = cls._singleton, cls()
        try:
            yield cls._singleton
        finally:
            cls._singleton = saved

    # -- lookup ---------------------------------------------------------------------------
    def find_op(self, name: str) -> OperatorHandle | None:
        """The handle for ``"ns::op.overload"`` if anything is registered under it."""
        key = str(parse_name(name)) if "(" not in name else name
        return self._operators.read(lambda table: table.get(key))

    def find_schema(self, name: str) -> OperatorHandle | None:
        """Like :meth:`find_op`, but only for operators whose schema is defined."""
        handle = self.find_op(name)
        return handle if handle is not None and handle.has_schema() else None

    def find_schema_or_throw(self, name: str, overload_name: str = "") -> OperatorHandle:
        full = f"{name}.{overload_name}" if overload_name else name
        handle = self.find_schema(full)
        if handle is None:
            raise RuntimeError(f"Could not find schema for {full}")
        return handle

    def all_op_names(self) -> list[str]:
        return self._operators.read(lambda table: sorted(table))

    def _find_or_register_name(self, name: str) -> OperatorHandle:
        handle = self._operators.read(lambda table: table.get(name))
        if handle is not None:
            return handle
        entry = OperatorEntry(name)
        handle = OperatorHandle(entry, self)
        entry.handle = handle
        entry.update_dispatch_table(self.backend_fallbacks)
        self._operators.write(lambda table: table.setdefault(name, handle))
        return handle

    def _cleanup_if_unused(self, handle: OperatorHandle) -> None:
        entry = handle.entry
        if entry.schema is None and not entry.kernels:
            self._operators.write(lambda table: table.pop(entry.name, None))

    # -- registration ---------------------------------------------------------------------
    def register_def(self, schema: FunctionSchema, debug: str = "") -> RegistrationHandle:
        """Define an operator's schema (``m.def``); a second definition is an error."""
        name = str(schema.name)
        with self._registration_lock:
            handle = self._find_or_register_name(name)
            entry = handle.entry
            if entry.schema is not None:
                raise RuntimeError(
                    "Tried to register an operator "
                    f"({schema}) with the same name and overload name multiple times. "
                    "Each overload's schema should only be registered with a single call "
                    f"to def(). Duplicate registration: {debug}. "
                    f"Original registration: {entry.schema_debug}"
                )
            entry.register_schema(schema, debug)
            self.schema_generation += 1

        def undo() -> None:
            with self._registration_lock:
                entry.deregister_schema()
                self.schema_generation += 1
                self._cleanup_if_unused(handle)

        return RegistrationHandle(undo, f"def {name}")

    def register_impl(
        self, name: str, key: DispatchKey, kernel: KernelFunction
    ) -> RegistrationHandle:
        """Register ``kernel`` for operator ``name`` under ``key`` (runtime or alias key)."""
        if key == DispatchKey.Undefined:
            key = DispatchKey.CompositeImplicitAutograd
        with self._registration_lock:
            handle = self._find_or_register_name(name)
            entry = handle.entry
            if entry.register_kernel(key, kernel):
                warnings.warn(
                    "Overriding a previously registered kernel for the same operator and "
                    f"the same dispatch key\n  operator: {name}\n  dispatch key: {key.name}\n"
                    f"  new kernel: {kernel.debug}",
                    UserWarning,
                    stacklevel=3,
                )
            entry.update_dispatch_table(self.backend_fallbacks)

        def undo() -> None:
            with self._registration_lock:
                entry.deregister_kernel(key, kernel)
                entry.update_dispatch_table(self.backend_fallbacks)
                self._cleanup_if_unused(handle)

        return RegistrationHandle(undo, f"impl {name} for {key.name}")

    def register_fallback(self, key: DispatchKey, kernel: KernelFunction) -> RegistrationHandle:
        """A boxed kernel ``fn(op, *args)`` for every operator without a kernel for ``key``."""
        if not is_runtime_key(key):
            raise RuntimeError(
                f"A backend fallback must be registered for a runtime key, not {key.name}"
            )
        slot = RUNTIME_KEY_INDEX[key]
        with self._registration_lock:
            if self.backend_fallbacks[slot] is not None:
                raise RuntimeError(
                    f"Tried to register multiple backend fallbacks for the same dispatch key "
                    f"{key.name}; previous registration {self._fallback_debug[slot]}, new "
                    f"registration {kernel.debug}"
                )
            self.backend_fallbacks[slot] = kernel
            self._fallback_debug[slot] = kernel.debug
            self._update_fallback_slot(slot)

        def undo() -> None:
            with self._registration_lock:
                self.backend_fallbacks[slot] = None
                self._fallback_debug.pop(slot, None)
                self._update_fallback_slot(slot)

        return RegistrationHandle(undo, f"fallback for {key.name}")

    def register_library(self, ns: str, debug: str) -> RegistrationHandle:
        """Claim namespace ``ns`` for one ``TORCH_LIBRARY`` (DEF) block."""
        with self._registration_lock:
            if ns in self._libraries:
                raise RuntimeError(
                    f"Only a single TORCH_LIBRARY can be used to register the namespace {ns}; "
                    "please put all of your definitions in a single TORCH_LIBRARY block. If "
                    "you were trying to specify implementations, consider using "
                    "TORCH_LIBRARY_IMPL (which can be duplicated). If you really intended to "
                    "define operators for a single namespace in a distributed way, you can "
                    f"use TORCH_LIBRARY_FRAGMENT to explicitly indicate this. Previous "
                    f"registration of TORCH_LIBRARY was registered at {self._libraries[ns]}; "
                    f"latest registration was registered at {debug}"
                )
            self._libraries[ns] = debug

        def undo() -> None:
            with self._registration_lock:
                self._libraries.pop(ns, None)

        return RegistrationHandle(undo, f"library {ns}")

    def _update_fallback_slot(self, slot: int) -> None:
        """Recompute slot ``slot`` of every operator's table: a backend fallback changes only
        the slot of its own key."""
        for handle in self._operators.read(lambda table: list(table.values())):
            handle.entry.update_slot(slot, self.backend_fallbacks)

    # -- calling --------------------------------------------------------------------------
    def call(self, op: OperatorHandle, *args: Any, **kwargs: Any) -> Any:
        """Run ``op`` on ``args``: key set from the tensors and TLS, then the table."""
        entry = op._entry
        ks = (entry.compute_dispatch_key_set(args, kwargs) | _tls.included) & ~_tls.excluded
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, *args, **kwargs)
        return kernel.fn(*args, **kwargs)

    def redispatch(
        self, op: OperatorHandle, ks: DispatchKeySet | int, *args: Any, **kwargs: Any
    ) -> Any:
        """Run ``op`` for the explicit key set ``ks`` (no TLS, no argument scan)."""
        if isinstance(ks, DispatchKeySet):
            ks = ks.repr
        entry = op._entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, *args, **kwargs)
        return kernel.fn(*args, **kwargs)

    # -- inspection -----------------------------------------------------------------------
    def dump_table(self, name: str) -> str:
        """The computed dispatch table of one operator, as text."""
        handle = self.find_op(name)
        if handle is None:
            raise RuntimeError(f"Could not find operator {name}")
        return handle.dump_computed_table()

    def check_invariants(self) -> None:
        """Recompute every operator's table and compare with what is stored."""
        for handle in self._operators.read(lambda table: list(table.values())):
            handle.check_invariants()
