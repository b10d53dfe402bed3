"""DispatchKeySet: a set of dispatch keys packed into one Python ``int``.

Mirrors ``c10/core/DispatchKeySet.h``. Bits ``0 .. NUM_BACKENDS-1`` are backend
components; the bits above are functionality keys in priority order. A set holding
``Dense``, ``AutogradFunctionality``, ``CPUBit`` and ``CUDABit`` therefore stands for
the runtime keys ``CPU``, ``CUDA``, ``AutogradCPU`` and ``AutogradCUDA`` — the product
of its functionalities and its backends, exactly as in PyTorch.

The hot path never builds ``DispatchKeySet`` objects: tensors carry the raw ``int``
(``repr``), and :func:`highest_runtime_key_index` turns it into a dispatch-table slot
with two ``int.bit_length`` calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .dispatch_key import (
    NUM_BACKENDS,
    NUM_FUNCTIONALITY_KEYS,
    PER_BACKEND_FUNCTIONALITIES,
    BackendComponent,
    DispatchKey,
    is_alias_key,
    is_per_backend_functionality_key,
    to_backend_component,
    to_functionality_key,
)

FULL_BACKEND_MASK = (1 << NUM_BACKENDS) - 1
FULL_MASK = (1 << (NUM_BACKENDS + NUM_FUNCTIONALITY_KEYS)) - 1


def _functionality_bit(key: DispatchKey) -> int:
    return 1 << (NUM_BACKENDS + key - 1)


def _backend_bit(backend: BackendComponent) -> int:
    return 1 << (backend - 1)


def key_to_repr(key: DispatchKey) -> int:
    """The bits of the one-key set ``DispatchKeySet(key)``."""
    if key == DispatchKey.Undefined:
        return 0
    if is_alias_key(key) or key == DispatchKey.EndOfFunctionalityKeys:
        raise ValueError(
            f"{key.name} is not a runtime key; use get_runtime_dispatch_key_set() for alias keys"
        )
    functionality = to_functionality_key(key)
    bits = _functionality_bit(functionality)
    backend = to_backend_component(key)
    if backend != BackendComponent.InvalidBit:
        bits |= _backend_bit(backend)
    return bits


class DispatchKeySet:
    """An immutable set of dispatch keys stored as an integer bitset."""

    __slots__ = ("repr",)

    def __init__(
        self,
        keys: DispatchKey | BackendComponent | Iterable[DispatchKey] | None = None,
        *,
        raw: int | None = None,
    ) -> None:
        if raw is not None:
            self.repr = raw & FULL_MASK
            return
        bits = 0
        if keys is None:
            pass
        elif isinstance(keys, BackendComponent):
            bits = _backend_bit(keys) if keys else 0
        elif isinstance(keys, DispatchKey):
            bits = key_to_repr(keys)
        else:
            for k in keys:
                bits |= key_to_repr(k)
        self.repr = bits

    # -- set algebra ----------------------------------------------------------------------
    def __or__(self, other: DispatchKeySet) -> DispatchKeySet:
        return DispatchKeySet(raw=self.repr | other.repr)

    def __and__(self, other: DispatchKeySet) -> DispatchKeySet:
        return DispatchKeySet(raw=self.repr & other.repr)

    def __sub__(self, other: DispatchKeySet) -> DispatchKeySet:
        """Remove ``other``'s functionality bits; backend bits stay (as in PyTorch)."""
        return DispatchKeySet(raw=self.repr & ~(other.repr & ~FULL_BACKEND_MASK))

    def __xor__(self, other: DispatchKeySet) -> DispatchKeySet:
        return DispatchKeySet(raw=self.repr ^ other.repr)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DispatchKeySet) and self.repr == other.repr

    def __hash__(self) -> int:
        return hash(self.repr)

    def __bool__(self) -> bool:
        return self.repr != 0

    def empty(self) -> bool:
        return self.repr == 0

    def add(self, key: DispatchKey) -> DispatchKeySet:
        return DispatchKeySet(raw=self.repr | key_to_repr(key))

    def remove(self, key: DispatchKey) -> DispatchKeySet:
        """Remove ``key``'s functionality bit (backend bits stay, as in PyTorch)."""
        return self - DispatchKeySet(key)

    def remove_backend(self, backend: BackendComponent) -> DispatchKeySet:
        return DispatchKeySet(raw=self.repr & ~_backend_bit(backend))

    def has(self, key: DispatchKey) -> bool:
        """True when the runtime key ``key`` is in the set (functionality and backend both)."""
        bits = key_to_repr(key)
        return bits != 0 and self.repr & bits == bits

    def has_backend(self, backend: BackendComponent) -> bool:
        return bool(self.repr & _backend_bit(backend))

    def has_any(self, other: DispatchKeySet) -> bool:
        """True when the two sets share any bit (PyTorch's ``has_any``)."""
        return bool(self.repr & other.repr)

    def is_superset_of(self, other: DispatchKeySet) -> bool:
        return self.repr & other.repr == other.repr

    # -- priority -------------------------------------------------------------------------
    def highest_functionality_key(self) -> DispatchKey:
        f = self.repr >> NUM_BACKENDS
        return DispatchKey(f.bit_length()) if f else DispatchKey.Undefined

    def highest_backend(self) -> BackendComponent:
        return BackendComponent((self.repr & FULL_BACKEND_MASK).bit_length())

    def highest_priority_type_id(self) -> DispatchKey:
        """The runtime key the Dispatcher would run first for this set."""
        functionality = self.highest_functionality_key()
        if is_per_backend_functionality_key(functionality):
            backend = self.highest_backend()
            if backend != BackendComponent.InvalidBit:
                return PER_BACKEND_FUNCTIONALITIES[functionality][backend - 1]
        return functionality

    # -- iteration ------------------------------------------------------------------------
    def __iter__(self) -> Iterator[DispatchKey]:
        """Runtime keys in ascending priority (the order PyTorch prints them)."""
        backends = [b for b in BackendComponent if b and self.repr & _backend_bit(b)]
        for f in range(1, NUM_FUNCTIONALITY_KEYS + 1):
            key = DispatchKey(f)
            if not self.repr & _functionality_bit(key):
                continue
            if is_per_backend_functionality_key(key):
                runtimes = PER_BACKEND_FUNCTIONALITIES[key]
                if backends:
                    yield from (runtimes[b - 1] for b in backends)
                else:
                    yield key
            else:
                yield key

    def __repr__(self) -> str:
        return "DispatchKeySet(" + ", ".join(k.name for k in self) + ")"

    __str__ = __repr__


# -- runtime-key slots of a dispatch table ------------------------------------------------
#: One slot per runtime key; per-backend functionalities take NUM_BACKENDS slots each.
RUNTIME_KEYS: tuple[DispatchKey, ...] = tuple(
    k
    for f in range(1, NUM_FUNCTIONALITY_KEYS + 1)
    for k in PER_BACKEND_FUNCTIONALITIES.get(DispatchKey(f), (DispatchKey(f),))
)
NUM_RUNTIME_SLOTS = len(RUNTIME_KEYS)
RUNTIME_KEY_INDEX: dict[DispatchKey, int] = {k: i for i, k in enumerate(RUNTIME_KEYS)}

# _SLOT_BASE[f] is the slot of functionality f's first runtime key; _PER_BACKEND[f] marks
# per-backend functionalities. Both are plain lists indexed by functionality bit number.
_SLOT_BASE = [0] * (NUM_FUNCTIONALITY_KEYS + 1)
_PER_BACKEND = [False] * (NUM_FUNCTIONALITY_KEYS + 1)
for _f in range(1, NUM_FUNCTIONALITY_KEYS + 1):
    _first = PER_BACKEND_FUNCTIONALITIES.get(DispatchKey(_f), (DispatchKey(_f),))[0]
    _SLOT_BASE[_f] = RUNTIME_KEY_INDEX[_first]
    _PER_BACKEND[_f] = DispatchKey(_f) in PER_BACKEND_FUNCTIONALITIES


def highest_runtime_key_index(ks: int) -> int:
    """The dispatch-table slot of the highest-priority runtime key in raw key set ``ks``.

    Returns -1 for a set with no functionality bit, or a per-backend functionality
    without any backend bit (nothing to dispatch to).
    """
    f = (ks >> NUM_BACKENDS).bit_length()
    if not f:
        return -1
    if _PER_BACKEND[f]:
        b = (ks & FULL_BACKEND_MASK).bit_length()
        return _SLOT_BASE[f] + b - 1 if b else -1
    return _SLOT_BASE[f]


def functionality_bits_of_slot(slot: int) -> int:
    """The functionality bit of the runtime key in ``slot`` (what a fallthrough removes)."""
    return _functionality_bit(to_functionality_key(RUNTIME_KEYS[slot]))


# -- well-known sets ------------------------------------------------------------------------
_ALL_BACKENDS = FULL_BACKEND_MASK
# CompositeExplicitAutograd covers the dense backends only: PyTorch also lets it serve the
# Sparse keys, but glasstorch's explicit composite kernels may read a tensor's strided
# memory. CompositeImplicitAutograd kernels only call other operators, so they serve the
# Sparse keys too, as in PyTorch (``matmul`` of a sparse matrix decomposes into ``mm``).
BACKEND_DISPATCH_KEYSET = DispatchKeySet(raw=key_to_repr(DispatchKey.Dense) | _ALL_BACKENDS)
AUTOGRAD_DISPATCH_KEYSET = DispatchKeySet(
    raw=key_to_repr(DispatchKey.AutogradFunctionality)
    | key_to_repr(DispatchKey.AutogradOther)
    | _ALL_BACKENDS
)
MATH_DISPATCH_KEYSET = (
    BACKEND_DISPATCH_KEYSET
    | AUTOGRAD_DISPATCH_KEYSET
    | DispatchKeySet(raw=key_to_repr(DispatchKey.Sparse) | _ALL_BACKENDS)
)
#: Keys an autograd kernel removes before redispatching (everything at or above autograd).
AFTER_AUTOGRAD_KEYSET = DispatchKeySet(raw=(_functionality_bit(DispatchKey.AutogradOther) - 1))
AFTER_AD_INPLACE_OR_VIEW_KEYSET = DispatchKeySet(
    raw=(_functionality_bit(DispatchKey.ADInplaceOrView) - 1)
)


def get_runtime_dispatch_key_set(key: DispatchKey) -> DispatchKeySet:
    """The runtime keys an alias key stands for; a runtime key stands for itself."""
    if key == DispatchKey.Autograd:
        return AUTOGRAD_DISPATCH_KEYSET
    if key == DispatchKey.CompositeImplicitAutograd:
        return MATH_DISPATCH_KEYSET
    if key == DispatchKey.CompositeExplicitAutograd:
        return BACKEND_DISPATCH_KEYSET
    return DispatchKeySet(key)


def runtime_keys_of(key: DispatchKey) -> tuple[DispatchKey, ...]:
    """The runtime keys (dispatch-table slots) a registration to ``key`` fills."""
    return tuple(get_runtime_dispatch_key_set(key))


def is_included_in_alias(runtime: DispatchKey, alias: DispatchKey) -> bool:
    """True when a kernel registered to ``alias`` may serve ``runtime``."""
    return runtime in runtime_keys_of(alias)


def get_autograd_related_keyset_from_backend(backend: BackendComponent) -> DispatchKeySet:
    """The keys every tensor of ``backend`` carries for autograd: ADInplaceOrView + Autograd<B>.

    A backend without an autograd key of its own gets ``AutogradOther``, as in PyTorch.
    """
    inplace_or_view = key_to_repr(DispatchKey.ADInplaceOrView)
    if backend == BackendComponent.InvalidBit:
        return DispatchKeySet(raw=inplace_or_view | key_to_repr(DispatchKey.AutogradOther))
    return DispatchKeySet(
        raw=inplace_or_view | key_to_repr(DispatchKey.AutogradFunctionality) | _backend_bit(backend)
    )
