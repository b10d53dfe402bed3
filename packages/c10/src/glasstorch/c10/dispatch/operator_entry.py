"""OperatorEntry: everything the Dispatcher knows about one operator overload.

Mirrors ``ATen/core/dispatch/OperatorEntry.h``: the schema, the kernels registered per
dispatch key (a stack per key — the newest registration wins, and undoing it brings
back the one before), and the *computed* dispatch table, one slot per runtime key:

    direct kernel > CompositeExplicitAutograd > CompositeImplicitAutograd
                  > Autograd alias > backend fallback > missing

The table is recomputed whenever a registration changes, never on a call. Calls go
through :meth:`OperatorEntry.lookup`, a dictionary from the raw key set to the kernel
that runs for it (fallthrough keys already skipped), filled on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.dispatch_key import DispatchKey, is_alias_key
from ..core.dispatch_key_set import (
    AUTOGRAD_DISPATCH_KEYSET,
    BACKEND_DISPATCH_KEYSET,
    MATH_DISPATCH_KEYSET,
    NUM_RUNTIME_SLOTS,
    RUNTIME_KEYS,
    DispatchKeySet,
    functionality_bits_of_slot,
    highest_runtime_key_index,
)
from .kernel_function import KernelFunction, boxed_fallback_kernel
from .record_function import RECORD_FUNCTION_BIT, is_observed, recording_kernel

if TYPE_CHECKING:
    from ..schema import FunctionSchema


@dataclass(frozen=True)
class TableEntry:
    """One computed slot: the kernel (or None) and where it came from, for dump_table."""

    kernel: KernelFunction | None
    source: str  # "kernel", "default backend kernel", "math kernel", ...


_AUTOGRAD_TO_BACKEND = {
    DispatchKey.AutogradCPU: DispatchKey.CPU,
    DispatchKey.AutogradCUDA: DispatchKey.CUDA,
    DispatchKey.AutogradMeta: DispatchKey.Meta,
}


def key_set_of(value: Any) -> int:
    """The raw key set a dispatch argument contributes: tensors carry ``_key_set``."""
    ks = getattr(value, "_key_set", None)
    if ks is not None:
        return ks
    if isinstance(value, (list, tuple)):
        bits = 0
        for item in value:
            bits |= getattr(item, "_key_set", 0)
        return bits
    return 0


class OperatorEntry:
    """The schema, kernels and dispatch table of one operator overload."""

    __slots__ = (
        "name",
        "schema",
        "schema_debug",
        "kernels",
        "dispatch_table",
        "table_sources",
        "_cache",
        "undefined_kernel",
        "_positional_dispatch",
        "_keyword_dispatch",
        "handle",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.schema: FunctionSchema | None = None
        self.schema_debug = ""
        self.kernels: dict[DispatchKey, list[KernelFunction]] = {}
        self.dispatch_table: list[KernelFunction | None] = [None] * NUM_RUNTIME_SLOTS
        self.table_sources: list[str] = ["missing"] * NUM_RUNTIME_SLOTS
        self._cache: dict[int, KernelFunction] = {}
        #: What runs for an empty key set (no tensor arguments): a composite kernel.
        self.undefined_kernel: KernelFunction | None = None
        self._positional_dispatch: tuple[int, ...] = ()
        self._keyword_dispatch: tuple[tuple[int, str], ...] = ()
        self.handle: Any = None  # the OperatorHandle, set by the Dispatcher

    # -- schema ---------------------------------------------------------------------------
    def register_schema(self, schema: FunctionSchema, debug: str) -> None:
        self.schema = schema
        self.schema_debug = debug
        indices = schema.dispatch_argument_indices()
        self._positional_dispatch = indices
        self._keyword_dispatch = tuple((i, schema.arguments[i].name) for i in indices)

    def deregister_schema(self) -> None:
        self.schema = None
        self.schema_debug = ""
        self._positional_dispatch = ()
        self._keyword_dispatch = ()

    def compute_dispatch_key_set(self, args: Sequence[Any], kwargs: dict[str, Any]) -> int:
        """Union of the key sets of the tensor arguments, positional or by keyword."""
        ks = 0
        n = len(args)
        for i in self._positional_dispatch:
            if i < n:
                a = args[i]
                try:
                    ks |= a._key_set
                except AttributeError:
                    ks |= key_set_of(a)
            else:
                break
        if kwargs:
            for i, name in self._keyword_dispatch:
                if i >= n and name in kwargs:
                    ks |= key_set_of(kwargs[name])
        return ks

    # -- kernels --------------------------------------------------------------------------
    def register_kernel(self, key: DispatchKey, kernel: KernelFunction) -> bool:
        """Push ``kernel`` for ``key``; returns True when it overrides an earlier one."""
        stack = self.kernels.setdefault(key, [])
        overrides = bool(stack)
        stack.append(kernel)
        return overrides

    def deregister_kernel(self, key: DispatchKey, kernel: KernelFunction) -> None:
        stack = self.kernels.get(key, [])
        for i in range(len(stack) - 1, -1, -1):
            if stack[i] is kernel:
                del stack[i]
                break
        if not stack:
            self.kernels.pop(key, None)

    def kernel_for(self, key: DispatchKey) -> KernelFunction | None:
        stack = self.kernels.get(key)
        return stack[-1] if stack else None

    def has_kernel_for_dispatch_key(self, key: DispatchKey) -> bool:
        return key in self.kernels

    def registered_keys(self) -> list[DispatchKey]:
        return sorted(self.kernels)

    # -- the computed table ------------------------------------------------------------------
    def compute_table_entry(
        self, runtime: DispatchKey, fallbacks: Sequence[KernelFunction | None]
    ) -> TableEntry:
        """The rules of PyTorch's computeDispatchTableEntryWithDebug, for one runtime key."""
        direct = self.kernel_for(runtime)
        if direct is not None:
            return TableEntry(direct, "kernel")
        explicit = self.kernel_for(DispatchKey.CompositeExplicitAutograd)
        if explicit is not None and BACKEND_DISPATCH_KEYSET.has(runtime):
            return TableEntry(explicit, "default backend kernel")
        math = self.kernel_for(DispatchKey.CompositeImplicitAutograd)
        if math is not None and MATH_DISPATCH_KEYSET.has(runtime):
            # An autograd key takes the math kernel only when the backend has no kernel of
            # its own: otherwise autograd must wrap that backend kernel.
            backend = _AUTOGRAD_TO_BACKEND.get(runtime)
            is_autograd = AUTOGRAD_DISPATCH_KEYSET.has(runtime)
            has_backend_kernel = explicit is not None or (
                backend is not None and self.kernel_for(backend) is not None
            )
            if not is_autograd or not has_backend_kernel:
                return TableEntry(math, "math kernel")
        autograd = self.kernel_for(DispatchKey.Autograd)
        if autograd is not None and AUTOGRAD_DISPATCH_KEYSET.has(runtime):
            return TableEntry(autograd, "autograd kernel")
        slot = RUNTIME_KEYS.index(runtime)
        fallback = fallbacks[slot]
        if fallback is not None:
            return TableEntry(boxed_fallback_kernel(fallback, self.handle), "backend fallback")
        return TableEntry(None, "missing")

    def compute_table(self, fallbacks: Sequence[KernelFunction | None]) -> list[TableEntry]:
        return [self.compute_table_entry(k, fallbacks) for k in RUNTIME_KEYS]

    def update_dispatch_table(self, fallbacks: Sequence[KernelFunction | None]) -> None:
        """Recompute every slot and drop the lookup cache (called on registration only)."""
        entries = self.compute_table(fallbacks)
        self.dispatch_table = [e.kernel for e in entries]
        self.table_sources = [e.source for e in entries]
        # PyTorch's composite aliases include Undefined: an operator called with no
        # tensor (``cat([])``) runs its composite kernel, explicit before implicit.
        self.undefined_kernel = self.kernel_for(
            DispatchKey.CompositeExplicitAutograd
        ) or self.kernel_for(DispatchKey.CompositeImplicitAutograd)
        self._cache = {}

    def update_slot(self, slot: int, fallbacks: Sequence[KernelFunction | None]) -> None:
        """Recompute one slot (its key's backend fallback changed) and drop the cache."""
        entry = self.compute_table_entry(RUNTIME_KEYS[slot], fallbacks)
        self.dispatch_table[slot] = entry.kernel
        self.table_sources[slot] = entry.source
        self._cache = {}

    def lookup(self, ks: int) -> KernelFunction:
        """The kernel that runs for raw key set ``ks``; raises NotImplementedError if none.

        A key set carrying ``RECORD_FUNCTION_BIT`` (a thread with a profiler) gets the
        kernel of the same set without it, wrapped to report the call.
        """
        kernel = self._cache.get(ks)
        if kernel is None:
            if ks & RECORD_FUNCTION_BIT:
                kernel = self.lookup(ks & ~RECORD_FUNCTION_BIT)
                if is_observed(self.name):
                    kernel = recording_kernel(self.name, kernel)
            else:
                kernel = self._resolve(ks)
            self._cache[ks] = kernel
        return kernel

    def _resolve(self, ks: int) -> KernelFunction:
        remaining = ks
        while True:
            slot = highest_runtime_key_index(remaining)
            if slot < 0:
                if self.undefined_kernel is not None:
                    return self.undefined_kernel
                raise self.missing_kernel_error(DispatchKeySet(raw=ks).highest_priority_type_id())
            kernel = self.dispatch_table[slot]
            if kernel is None:
                raise self.missing_kernel_error(RUNTIME_KEYS[slot])
            if not kernel.is_fallthrough:
                return kernel
            remaining &= ~functionality_bits_of_slot(slot)

    # -- reporting ------------------------------------------------------------------------
    def missing_kernel_error(self, key: DispatchKey) -> NotImplementedError:
        # as PyTorch: every runtime key the computed table fills, in dispatch-key order
        available = ", ".join(
            key.name
            for key, kernel in zip(RUNTIME_KEYS, self.dispatch_table, strict=True)
            if kernel is not None
        )
        return NotImplementedError(
            f"Could not run '{self.name}' with arguments from the '{key.name}' backend. "
            "This could be because the operator doesn't exist for this backend, or was "
            "omitted during the selective/custom build process (if using custom build). "
            f"'{self.name}' is only available for these backends: [{available}].\n\n"
            + self.dump_computed_table()
        )

    def dump_computed_table(self) -> str:
        """One line per filled slot: ``CPU: add_cpu [kernel]`` (PyTorch's dumpComputedTable)."""
        lines = []
        for key, kernel, source in zip(
            RUNTIME_KEYS, self.dispatch_table, self.table_sources, strict=True
        ):
            if kernel is not None:
                debug = "fallthrough" if kernel.is_fallthrough else kernel.debug
                lines.append(f"{key.name}: {debug} [{source}]")
        return "\n".join(lines) + ("\n" if lines else "")

    def dump_state(self) -> str:
        """Schema and registrations, alias keys included (PyTorch's dumpState)."""
        lines = [f"name: {self.name}"]
        lines.append(f"schema: {self.schema if self.schema is not None else '(none)'}")
        if self.schema_debug:
            lines.append(f"debug: {self.schema_debug}")
        for key in self.registered_keys():
            suffix = " (alias)" if is_alias_key(key) else ""
            for kernel in reversed(self.kernels[key]):
                lines.append(f"{key.name}{suffix}: {kernel.debug}")
        return "\n".join(lines) + "\n"

    def check_invariants(self, fallbacks: Sequence[KernelFunction | None]) -> None:
        """Recompute the table from the registrations and compare it with the stored one."""
        for key, stack in self.kernels.items():
            assert stack, f"{self.name}: empty kernel stack left for {key.name}"
        for slot, entry in enumerate(self.compute_table(fallbacks)):
            stored = self.dispatch_table[slot]
            expected = entry.kernel
            same = stored is expected or (
                stored is not None
                and expected is not None
                and entry.source == "backend fallback"
                and stored.debug == expected.debug
            )
            if not same or self.table_sources[slot] != entry.source:
                raise AssertionError(
                    f"{self.name}: dispatch table slot {RUNTIME_KEYS[slot].name} holds "
                    f"{stored!r} ({self.table_sources[slot]}) but the registrations give "
                    f"{expected!r} ({entry.source})"
                )
        for ks, kernel in self._cache.items():
            if not ks & RECORD_FUNCTION_BIT and self._resolve(ks) is not kernel:
                raise AssertionError(
                    f"{self.name}: stale lookup cache for {DispatchKeySet(raw=ks)}"
                )
