"""Dispatch keys: the names of the layers an operator call passes through.

Mirrors ``c10/core/DispatchKey.h``. There are three kinds of key:

* **functionality keys** (``Dense``, ``ADInplaceOrView``, ``AutogradFunctionality`` ...),
  listed in ascending priority: the Dispatcher runs the highest one present first;
* **backend components** (``CPUBit``, ``CUDABit``, ``MetaBit``), which say which device
  a *per-backend* functionality (``Dense``, ``AutogradFunctionality``) is for;
* **runtime keys**, what kernels are registered to and what the dispatch table is
  indexed by: the non-per-backend functionality keys plus one key per
  (per-backend functionality, backend) pair — ``CPU``, ``CUDA``, ``Meta``,
  ``SparseCPU``, ``SparseCUDA``, ``SparseMeta``, ``AutogradCPU``, ``AutogradCUDA``,
  ``AutogradMeta``. A sparse COO tensor carries ``Sparse`` where a dense one carries
  ``Dense``; its autograd key is its backend's ``Autograd<Backend>``, as in PyTorch;
* **alias keys** (``Autograd``, ``CompositeImplicitAutograd``,
  ``CompositeExplicitAutograd``), which stand for a set of runtime keys at
  registration time and never appear in a key set.
"""

from __future__ import annotations

from enum import IntEnum


class BackendComponent(IntEnum):
    """Which device a per-backend functionality key is for; bit ``value - 1`` of a key set."""

    InvalidBit = 0
    CPUBit = 1
    CUDABit = 2
    MetaBit = 3


NUM_BACKENDS = len(BackendComponent) - 1


class DispatchKey(IntEnum):
    """Every dispatch key. Functionality keys come first, in ascending priority."""

    Undefined = 0
    # -- functionality keys, lowest priority first -------------------------------------
    Dense = 1  # per-backend: CPU, CUDA, Meta
    Sparse = 2  # per-backend: SparseCPU, SparseCUDA, SparseMeta (sparse COO tensors)
    BackendSelect = 3
    Python = 4
    Fake = 5
    Functionalize = 6
    ADInplaceOrView = 7
    AutogradOther = 8
    AutogradFunctionality = 9  # per-backend: AutogradCPU, AutogradCUDA, AutogradMeta
    Tracer = 10
    AutocastCPU = 11
    AutocastCUDA = 12
    FuncTorchBatched = 13  # vmap's BatchedTensors and batching rules (glasstorch._functorch)
    PythonTLSSnapshot = 14
    PythonDispatcher = 15
    EndOfFunctionalityKeys = 16
    # -- runtime per-backend keys ------------------------------------------------------
    CPU = 17
    CUDA = 18
    Meta = 19
    SparseCPU = 20
    SparseCUDA = 21
    SparseMeta = 22
    AutogradCPU = 23
    AutogradCUDA = 24
    AutogradMeta = 25
    # -- alias keys ----------------------------------------------------------------------
    Autograd = 26
    CompositeImplicitAutograd = 27
    CompositeExplicitAutograd = 28

    def __str__(self) -> str:
        return self.name


NUM_FUNCTIONALITY_KEYS = DispatchKey.EndOfFunctionalityKeys - 1

#: Functionality keys that have one runtime key per backend component.
PER_BACKEND_FUNCTIONALITIES: dict[DispatchKey, tuple[DispatchKey, ...]] = {
    DispatchKey.Dense: (DispatchKey.CPU, DispatchKey.CUDA, DispatchKey.Meta),
    DispatchKey.Sparse: (DispatchKey.SparseCPU, DispatchKey.SparseCUDA, DispatchKey.SparseMeta),
    DispatchKey.AutogradFunctionality: (
        DispatchKey.AutogradCPU,
        DispatchKey.AutogradCUDA,
        DispatchKey.AutogradMeta,
    ),
}

ALIAS_KEYS = frozenset(
    {
        DispatchKey.Autograd,
        DispatchKey.CompositeImplicitAutograd,
        DispatchKey.CompositeExplicitAutograd,
    }
)

_RUNTIME_TO_PARTS: dict[DispatchKey, tuple[DispatchKey, BackendComponent]] = {
    runtime: (functionality, BackendComponent(i + 1))
    for functionality, runtimes in PER_BACKEND_FUNCTIONALITIES.items()
    for i, runtime in enumerate(runtimes)
}


def is_alias_key(key: DispatchKey) -> bool:
    """True for keys that stand for a set of runtime keys (``Autograd``, ``Composite*``)."""
    return key in ALIAS_KEYS


def is_functionality_key(key: DispatchKey) -> bool:
    """True for the keys that own one bit in the functionality half of a key set."""
    return DispatchKey.Undefined < key < DispatchKey.EndOfFunctionalityKeys


def is_per_backend_functionality_key(key: DispatchKey) -> bool:
    """True for ``Dense``, ``Sparse`` and ``AutogradFunctionality``: one runtime key per backend."""
    return key in PER_BACKEND_FUNCTIONALITIES


def is_runtime_key(key: DispatchKey) -> bool:
    """True for the keys kernels live under in a dispatch table."""
    if key in _RUNTIME_TO_PARTS:
        return True
    return is_functionality_key(key) and not is_per_backend_functionality_key(key)


def to_functionality_key(key: DispatchKey) -> DispatchKey:
    """``AutogradCPU`` -> ``AutogradFunctionality``; functionality keys map to themselves."""
    if key in _RUNTIME_TO_PARTS:
        return _RUNTIME_TO_PARTS[key][0]
    if is_functionality_key(key) or key == DispatchKey.Undefined:
        return key
    raise ValueError(f"{key.name} is an alias key and has no functionality key")


def to_backend_component(key: DispatchKey) -> BackendComponent:
    """``AutogradCUDA`` -> ``CUDABit``; keys without a backend give ``InvalidBit``."""
    parts = _RUNTIME_TO_PARTS.get(key)
    return parts[1] if parts else BackendComponent.InvalidBit


def to_runtime_per_backend_functionality_key(
    functionality: DispatchKey, backend: BackendComponent
) -> DispatchKey:
    """``(Dense, CPUBit)`` -> ``CPU``; ``(AutogradFunctionality, MetaBit)`` -> ``AutogradMeta``."""
    runtimes = PER_BACKEND_FUNCTIONALITIES.get(functionality)
    if runtimes is None or backend == BackendComponent.InvalidBit:
        raise ValueError(f"no runtime key for ({functionality.name}, {backend.name})")
    return runtimes[backend - 1]


def parse_dispatch_key(name: str) -> DispatchKey:
    """The key named ``name`` (``"CPU"``, ``"AutogradCUDA"``, ``"CompositeImplicitAutograd"``)."""
    try:
        return DispatchKey[name]
    except KeyError:
        raise ValueError(f"could not parse dispatch key: {name}") from None
