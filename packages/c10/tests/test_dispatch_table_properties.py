"""Property test: the computed dispatch table follows PyTorch's precedence rules.

A small reference model, written independently of OperatorEntry, says which
registration each runtime key should use; random sets of registrations (and their
removal in random order) must agree with it and keep ``check_invariants`` quiet.
"""

from __future__ import annotations

import itertools

from glasstorch.c10.core.dispatch_key import DispatchKey as K
from glasstorch.c10.core.dispatch_key_set import RUNTIME_KEYS
from glasstorch.c10.dispatch import Dispatcher, Library
from hypothesis import given, settings
from hypothesis import strategies as st

BACKENDS = {K.CPU, K.CUDA, K.Meta}
AUTOGRAD = {K.AutogradCPU, K.AutogradCUDA, K.AutogradMeta, K.AutogradOther}
SPARSE = {K.SparseCPU, K.SparseCUDA, K.SparseMeta}
AUTOGRAD_TO_BACKEND = {K.AutogradCPU: K.CPU, K.AutogradCUDA: K.CUDA, K.AutogradMeta: K.Meta}
REGISTRABLE = [
    K.CPU,
    K.CUDA,
    K.Meta,
    K.SparseCPU,
    K.AutogradCPU,
    K.AutogradCUDA,
    K.Python,
    K.ADInplaceOrView,
    K.Autograd,
    K.CompositeImplicitAutograd,
    K.CompositeExplicitAutograd,
]

_counter = itertools.count()


def expected_source(runtime: K, registered: set[K]) -> str | None:
    """Which registration serves ``runtime``: a key name, or None for missing."""
    if runtime in registered:
        return runtime.name
    cea = K.CompositeExplicitAutograd in registered
    if cea and runtime in BACKENDS:
        return "CompositeExplicitAutograd"
    # implicit composites also serve the Sparse keys; explicit ones do not
    if K.CompositeImplicitAutograd in registered and runtime in BACKENDS | AUTOGRAD | SPARSE:
        backend = AUTOGRAD_TO_BACKEND.get(runtime)
        has_backend = cea or (backend is not None and backend in registered)
        if runtime not in AUTOGRAD or not has_backend:
            return "CompositeImplicitAutograd"
    if K.Autograd in registered and runtime in AUTOGRAD:
        return "Autograd"
    return None


def make_kernel(tag: str):
    def kernel(*args):
        return tag

    kernel.__qualname__ = f"kernel_{tag}"
    return kernel


@settings(max_examples=150, deadline=None)
@given(
    keys=st.lists(st.sampled_from(REGISTRABLE), unique=True, max_size=len(REGISTRABLE)),
    removal_order=st.randoms(use_true_random=False),
)
def test_table_matches_reference_model(keys, removal_order):
    with Dispatcher.isolated():
        check_random_registrations(keys, removal_order)


def check_random_registrations(keys, removal_order):
    ns = f"prop{next(_counter)}"
    lib = Library(ns, "FRAGMENT")
    lib.define("f(Tensor self) -> Tensor")
    libs = []
    for key in keys:
        one = Library(ns, "IMPL", key)
        one.impl("f", make_kernel(key.name))
        libs.append((key, one))
    handle = Dispatcher.singleton().find_schema(f"{ns}::f")

    def check(registered: set[K]) -> None:
        handle.check_invariants()
        entry = handle.entry
        for slot, runtime in enumerate(RUNTIME_KEYS):
            kernel = entry.dispatch_table[slot]
            want = expected_source(runtime, registered)
            if want is None:
                assert kernel is None, (runtime, kernel)
            else:
                assert kernel is not None and kernel.fn() == want, (runtime, kernel, want)

    registered = set(keys)
    check(registered)
    removal_order.shuffle(libs)
    for key, one in libs:
        one.remove()
        registered.discard(key)
        check(registered)
    lib.remove()
    assert Dispatcher.singleton().find_op(f"{ns}::f") is None
