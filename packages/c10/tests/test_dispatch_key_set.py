"""Tests of the existing dispatch_key / dispatch_key_set / local_dispatch_key_set modules."""

from __future__ import annotations

import threading

import pytest
from glasstorch.c10.core.dispatch_key import (
    BackendComponent,
    DispatchKey,
    is_alias_key,
    is_functionality_key,
    is_per_backend_functionality_key,
    is_runtime_key,
    parse_dispatch_key,
    to_backend_component,
    to_functionality_key,
    to_runtime_per_backend_functionality_key,
)
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AD_INPLACE_OR_VIEW_KEYSET,
    AFTER_AUTOGRAD_KEYSET,
    FULL_BACKEND_MASK,
    FULL_MASK,
    RUNTIME_KEY_INDEX,
    RUNTIME_KEYS,
    DispatchKeySet,
    functionality_bits_of_slot,
    get_autograd_related_keyset_from_backend,
    get_runtime_dispatch_key_set,
    highest_runtime_key_index,
    is_included_in_alias,
    key_to_repr,
    runtime_keys_of,
)
from glasstorch.c10.core.local_dispatch_key_set import (
    ExcludeDispatchKeyGuard,
    IncludeDispatchKeyGuard,
    tls_excluded,
    tls_included,
    tls_set_dispatch_key_excluded,
    tls_set_dispatch_key_included,
)
from hypothesis import given
from hypothesis import strategies as st

K = DispatchKey


def ks(*keys: DispatchKey) -> DispatchKeySet:
    return DispatchKeySet(list(keys))


CPU_TENSOR = DispatchKeySet(K.CPU) | get_autograd_related_keyset_from_backend(
    BackendComponent.CPUBit
)


# -- dispatch_key helpers ------------------------------------------------------------------
def test_key_classification() -> None:
    assert is_alias_key(K.Autograd) and not is_alias_key(K.CPU)
    assert is_functionality_key(K.Dense) and not is_functionality_key(K.CPU)
    assert is_per_backend_functionality_key(K.AutogradFunctionality)
    assert not is_per_backend_functionality_key(K.Python)
    assert is_runtime_key(K.AutogradCUDA) and is_runtime_key(K.Python)
    assert not is_runtime_key(K.Dense) and not is_runtime_key(K.CompositeImplicitAutograd)
    assert to_functionality_key(K.AutogradMeta) is K.AutogradFunctionality
    assert to_functionality_key(K.CUDA) is K.Dense
    assert to_backend_component(K.AutogradCUDA) is BackendComponent.CUDABit
    assert to_backend_component(K.Python) is BackendComponent.InvalidBit
    assert (
        to_runtime_per_backend_functionality_key(K.AutogradFunctionality, BackendComponent.MetaBit)
        is K.AutogradMeta
    )
    assert parse_dispatch_key("AutogradCPU") is K.AutogradCPU
    with pytest.raises(ValueError):
        parse_dispatch_key("Nope")
    with pytest.raises(ValueError):
        to_functionality_key(K.Autograd)


# -- priority ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        ((), K.Undefined),
        ((K.CPU,), K.CPU),
        ((K.CPU, K.CUDA), K.CUDA),  # highest backend bit wins
        ((K.CPU, K.ADInplaceOrView, K.AutogradCPU), K.AutogradCPU),
        ((K.CPU, K.ADInplaceOrView), K.ADInplaceOrView),
        ((K.CPU, K.Python, K.AutogradCPU), K.AutogradCPU),
        ((K.CPU, K.PythonDispatcher, K.AutogradCPU), K.PythonDispatcher),
        ((K.Meta, K.BackendSelect), K.BackendSelect),
        ((K.Dense,), K.Dense),  # per-backend functionality without a backend
    ],
)
def test_highest_priority_type_id(keys: tuple[DispatchKey, ...], expected: DispatchKey) -> None:
    assert ks(*keys).highest_priority_type_id() is expected


def test_highest_runtime_key_index_examples() -> None:
    assert highest_runtime_key_index(CPU_TENSOR.repr) == RUNTIME_KEY_INDEX[K.AutogradCPU]
    assert highest_runtime_key_index(DispatchKeySet(K.Meta).repr) == RUNTIME_KEY_INDEX[K.Meta]
    assert highest_runtime_key_index(0) == -1
    assert highest_runtime_key_index(key_to_repr(K.Dense)) == -1
    slot = RUNTIME_KEY_INDEX[K.AutogradCUDA]
    assert functionality_bits_of_slot(slot) == key_to_repr(K.AutogradFunctionality)


# -- iteration and printing ------------------------------------------------------------------
def test_iteration_order_and_repr() -> None:
    assert list(CPU_TENSOR) == [K.CPU, K.ADInplaceOrView, K.AutogradCPU]
    assert repr(CPU_TENSOR) == "DispatchKeySet(CPU, ADInplaceOrView, AutogradCPU)"
    assert str(CPU_TENSOR) == repr(CPU_TENSOR)
    assert repr(DispatchKeySet()) == "DispatchKeySet()"
    both = ks(K.Python, K.CUDA, K.CPU, K.AutogradCUDA)
    # Functionalities ascend by priority; per-backend ones expand over every backend bit.
    assert list(both) == [K.CPU, K.CUDA, K.Python, K.AutogradCPU, K.AutogradCUDA]


def test_runtime_keys_table_is_in_priority_order() -> None:
    assert RUNTIME_KEYS[:3] == (K.CPU, K.CUDA, K.Meta)
    assert [RUNTIME_KEY_INDEX[k] for k in RUNTIME_KEYS] == list(range(len(RUNTIME_KEYS)))
    for i, k in enumerate(RUNTIME_KEYS):
        assert highest_runtime_key_index(key_to_repr(k)) == i


# -- algebra -------------------------------------------------------------------------------------
def test_has_and_membership() -> None:
    assert CPU_TENSOR.has(K.CPU) and CPU_TENSOR.has(K.AutogradCPU)
    assert not CPU_TENSOR.has(K.CUDA) and not CPU_TENSOR.has(K.Python)
    assert CPU_TENSOR.has_backend(BackendComponent.CPUBit)
    assert CPU_TENSOR.has_any(ks(K.ADInplaceOrView, K.Python))
    assert not CPU_TENSOR.has_any(ks(K.Python))
    assert CPU_TENSOR.is_superset_of(DispatchKeySet(K.CPU))
    assert not DispatchKeySet(K.CPU).is_superset_of(CPU_TENSOR)


def test_subtraction_keeps_backend_bits() -> None:
    without_autograd = CPU_TENSOR - DispatchKeySet(K.AutogradCPU)
    assert list(without_autograd) == [K.CPU, K.ADInplaceOrView]
    assert without_autograd.has_backend(BackendComponent.CPUBit)
    backends_only = ks(K.CPU, K.CUDA) - DispatchKeySet(K.CUDA)
    assert list(backends_only) == []
    assert backends_only.repr == key_to_repr(K.CPU) & FULL_BACKEND_MASK | (
        key_to_repr(K.CUDA) & FULL_BACKEND_MASK
    )
    assert CPU_TENSOR.remove(K.ADInplaceOrView) == ks(K.CPU, K.AutogradCPU)
    assert CPU_TENSOR.remove_backend(BackendComponent.CPUBit).highest_backend() is (
        BackendComponent.InvalidBit
    )
    assert (CPU_TENSOR & AFTER_AUTOGRAD_KEYSET) == ks(K.CPU, K.ADInplaceOrView)
    assert (CPU_TENSOR & AFTER_AD_INPLACE_OR_VIEW_KEYSET) == ks(K.CPU)


def test_alias_expansion() -> None:
    assert list(get_runtime_dispatch_key_set(K.Autograd)) == [
        K.AutogradOther,
        K.AutogradCPU,
        K.AutogradCUDA,
        K.AutogradMeta,
    ]
    assert runtime_keys_of(K.CompositeExplicitAutograd) == (K.CPU, K.CUDA, K.Meta)
    assert set(runtime_keys_of(K.CompositeImplicitAutograd)) == {
        K.CPU,
        K.CUDA,
        K.Meta,
        K.SparseCPU,
        K.SparseCUDA,
        K.SparseMeta,
        K.AutogradOther,
        K.AutogradCPU,
        K.AutogradCUDA,
        K.AutogradMeta,
    }
    assert runtime_keys_of(K.Python) == (K.Python,)
    assert is_included_in_alias(K.AutogradMeta, K.Autograd)
    assert not is_included_in_alias(K.CPU, K.Autograd)
    assert is_included_in_alias(K.CUDA, K.CompositeImplicitAutograd)
    with pytest.raises(ValueError):
        key_to_repr(K.Autograd)
    with pytest.raises(ValueError):
        DispatchKeySet([K.CPU, K.CompositeExplicitAutograd])


def test_autograd_related_keyset() -> None:
    for backend, autograd in [
        (BackendComponent.CPUBit, K.AutogradCPU),
        (BackendComponent.CUDABit, K.AutogradCUDA),
        (BackendComponent.MetaBit, K.AutogradMeta),
    ]:
        assert list(get_autograd_related_keyset_from_backend(backend)) == [
            K.ADInplaceOrView,
            autograd,
        ]


# -- property tests -------------------------------------------------------------------------------
raw_sets = st.integers(min_value=0, max_value=FULL_MASK).map(lambda r: DispatchKeySet(raw=r))
runtime_key_sets = st.lists(st.sampled_from(RUNTIME_KEYS), max_size=6).map(DispatchKeySet)


@given(raw_sets, raw_sets, raw_sets)
def test_union_and_intersection_laws(a: DispatchKeySet, b: DispatchKeySet, c: DispatchKeySet):
    assert a | b == b | a and a & b == b & a
    assert (a | b) | c == a | (b | c)
    assert (a & b) & c == a & (b & c)
    assert a & (b | c) == (a & b) | (a & c)
    assert (a | b).is_superset_of(a) and a.is_superset_of(a & b)
    assert hash(a | b) == hash(b | a)


@given(raw_sets, raw_sets)
def test_subtraction_laws(a: DispatchKeySet, b: DispatchKeySet) -> None:
    diff = a - b
    assert diff.repr & FULL_BACKEND_MASK == a.repr & FULL_BACKEND_MASK
    assert not (diff.repr & b.repr & ~FULL_BACKEND_MASK)
    assert a.is_superset_of(diff)


@given(raw_sets)
def test_highest_runtime_key_index_agrees_with_highest_priority_type_id(
    a: DispatchKeySet,
) -> None:
    top = a.highest_priority_type_id()
    index = highest_runtime_key_index(a.repr)
    if top is K.Undefined or is_per_backend_functionality_key(top):
        assert index == -1  # nothing dispatchable
    else:
        assert RUNTIME_KEYS[index] is top
        assert a.has(top)
        # Nothing of higher priority is in the set.
        assert all(RUNTIME_KEY_INDEX[k] <= index for k in a if k in RUNTIME_KEY_INDEX)


@given(runtime_key_sets)
def test_sets_of_runtime_keys_contain_them_and_iterate_in_order(a: DispatchKeySet) -> None:
    keys = list(a)
    assert all(k in RUNTIME_KEY_INDEX for k in keys)
    assert keys == sorted(keys, key=RUNTIME_KEY_INDEX.__getitem__)
    assert DispatchKeySet(keys) == a
    if keys:
        assert a.highest_priority_type_id() is keys[-1]


# -- thread-local include/exclude ------------------------------------------------------------------
def test_guards_nest_and_restore() -> None:
    py, bs = ks(K.Python), ks(K.BackendSelect)
    assert tls_included().empty() and tls_excluded().empty()
    with IncludeDispatchKeyGuard(py):
        assert tls_included() == py
        with IncludeDispatchKeyGuard(bs):
            assert tls_included() == py | bs
            with IncludeDispatchKeyGuard(py):  # already included: still restored correctly
                assert tls_included() == py | bs
            assert tls_included() == py | bs
        assert tls_included() == py
        with ExcludeDispatchKeyGuard(AFTER_AUTOGRAD_KEYSET):
            assert tls_excluded() == AFTER_AUTOGRAD_KEYSET
        assert tls_excluded().empty()
    assert tls_included().empty()


def test_guards_restore_on_exception() -> None:
    with pytest.raises(KeyError):
        with ExcludeDispatchKeyGuard(ks(K.AutogradCPU)):
            raise KeyError
    assert tls_excluded().empty()


def test_tls_setters() -> None:
    tls_set_dispatch_key_included(ks(K.Python), True)
    try:
        assert tls_included() == ks(K.Python)
    finally:
        tls_set_dispatch_key_included(ks(K.Python), False)
    assert tls_included().empty()
    tls_set_dispatch_key_excluded(ks(K.Tracer), True)
    tls_set_dispatch_key_excluded(ks(K.Tracer), False)
    assert tls_excluded().empty()


def test_threads_do_not_share_tls() -> None:
    seen: dict[str, DispatchKeySet] = {}
    inside = threading.Event()
    release = threading.Event()

    def other_thread() -> None:
        seen["before"] = tls_included()
        with IncludeDispatchKeyGuard(ks(K.Tracer)):
            inside.set()
            release.wait(5)
            seen["inside"] = tls_included()

    with IncludeDispatchKeyGuard(ks(K.Python)):
        t = threading.Thread(target=other_thread)
        t.start()
        assert inside.wait(5)
        assert tls_included() == ks(K.Python)  # the other thread's guard is invisible here
        release.set()
        t.join()
    assert seen["before"].empty()
    assert seen["inside"] == ks(K.Tracer)
    assert tls_included().empty()


def test_guards_remove_only_the_keys_they_added():
    from glasstorch.c10.core.local_dispatch_key_set import (
        IncludeDispatchKeyGuard,
        tls_included,
        tls_set_dispatch_key_included,
    )

    python = DispatchKeySet(DispatchKey.Python)
    tracer = DispatchKeySet(DispatchKey.Tracer)
    guard = IncludeDispatchKeyGuard(python)
    with guard:
        with IncludeDispatchKeyGuard(python):  # already present: the inner guard adds nothing
            pass
        assert tls_included().has(DispatchKey.Python)
        tls_set_dispatch_key_included(tracer, True)  # a change made inside the block survives
    assert not tls_included().has(DispatchKey.Python)
    assert tls_included().has(DispatchKey.Tracer)
    tls_set_dispatch_key_included(tracer, False)
    assert tls_included().empty()


def test_backend_without_autograd_key_gets_autograd_other():
    from glasstorch.c10.core.dispatch_key_set import get_autograd_related_keyset_from_backend

    ks = get_autograd_related_keyset_from_backend(BackendComponent.InvalidBit)
    assert list(ks) == [DispatchKey.ADInplaceOrView, DispatchKey.AutogradOther]


def test_has_any_is_a_plain_intersection():
    assert DispatchKeySet(DispatchKey.CPU).has_any(DispatchKeySet(DispatchKey.CUDA))
    assert not DispatchKeySet(DispatchKey.Python).has_any(DispatchKeySet(DispatchKey.Tracer))


# -- sparse keys ----------------------------------------------------------------------------------
def test_sparse_keys_rank_between_dense_and_autograd() -> None:
    # A sparse CPU tensor that takes part in differentiation: PyTorch prints this set as
    # DispatchKeySet(SparseCPU, ADInplaceOrView, AutogradCPU).
    sparse = ks(K.SparseCPU, K.ADInplaceOrView, K.AutogradCPU)
    assert list(sparse) == [K.SparseCPU, K.ADInplaceOrView, K.AutogradCPU]
    assert sparse.highest_priority_type_id() is K.AutogradCPU
    without_autograd = sparse - ks(K.ADInplaceOrView, K.AutogradCPU)
    assert without_autograd.highest_priority_type_id() is K.SparseCPU
    # a sparse operand beats a dense one on the same backend (``mm(sparse, dense)``)
    mixed = ks(K.CPU, K.SparseCPU)
    assert mixed.highest_priority_type_id() is K.SparseCPU
    assert highest_runtime_key_index(mixed.repr) == RUNTIME_KEY_INDEX[K.SparseCPU]
    assert ks(K.SparseCUDA).highest_priority_type_id() is K.SparseCUDA


def test_only_implicit_composites_serve_sparse_keys() -> None:
    explicit = get_runtime_dispatch_key_set(K.CompositeExplicitAutograd)
    assert explicit.has(K.CPU) and not explicit.has(K.SparseCPU)
    implicit = get_runtime_dispatch_key_set(K.CompositeImplicitAutograd)
    assert implicit.has(K.SparseCPU) and implicit.has(K.SparseCUDA) and implicit.has(K.CPU)
