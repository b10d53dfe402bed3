"""The Dispatcher: table computation, priorities, fallthrough, fallbacks, TLS, handles."""

from __future__ import annotations

import itertools
import re
import threading

import pytest
from glasstorch.c10.core.dispatch_key import BackendComponent, DispatchKey
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AUTOGRAD_KEYSET,
    DispatchKeySet,
    get_autograd_related_keyset_from_backend,
)
from glasstorch.c10.core.local_dispatch_key_set import (
    ExcludeDispatchKeyGuard,
    IncludeDispatchKeyGuard,
)
from glasstorch.c10.dispatch import Dispatcher, Library, fallthrough_kernel

_ns_counter = itertools.count()


class FakeTensor:
    """Anything with a raw ``_key_set`` int takes part in dispatch."""

    def __init__(self, backend: str = "CPU", autograd: bool = True) -> None:
        key = DispatchKey[backend]
        ks = DispatchKeySet(key)
        if autograd:
            ks = ks | get_autograd_related_keyset_from_backend(BackendComponent[backend + "Bit"])
        self._key_set = ks.repr
        self.backend = backend


@pytest.fixture
def ns():
    """A fresh namespace per test; every library made in it is removed afterwards."""
    name = f"test{next(_ns_counter)}"
    made: list[Library] = []

    def lib(kind: str = "FRAGMENT", key: str = "") -> Library:
        library = Library(
            name if kind != "FALLBACK" else "_", "IMPL" if kind == "FALLBACK" else kind, key
        )
        made.append(library)
        return library

    lib.name = name
    with Dispatcher.isolated() as dispatcher:
        yield lib
        for library in reversed(made):
            library.remove()
        dispatcher.check_invariants()
        assert not dispatcher.all_op_names()


def op(ns, name: str):
    return Dispatcher.singleton().find_schema(f"{ns.name}::{name}")


def test_call_runs_the_backend_kernel(ns):
    lib = ns()
    lib.define("twice(Tensor self) -> Tensor")
    lib.impl("twice", lambda t: ("cpu", t.backend), "CPU")
    lib.impl("twice", lambda t: ("meta", t.backend), "Meta")
    handle = op(ns, "twice")
    assert handle.call(FakeTensor("CPU", autograd=False)) == ("cpu", "CPU")
    assert handle.call(FakeTensor("Meta", autograd=False)) == ("meta", "Meta")


def test_missing_backend_raises_pytorch_wording(ns):
    lib = ns()
    lib.define("twice(Tensor self) -> Tensor")
    lib.impl("twice", lambda t: t, "CPU")
    lib.impl("twice", lambda t: t, "Meta")
    with pytest.raises(NotImplementedError) as info:
        op(ns, "twice").call(FakeTensor("CUDA", autograd=False))
    message = str(info.value)
    assert message.startswith(
        f"Could not run '{ns.name}::twice' with arguments from the 'CUDA' backend."
    )
    assert f"'{ns.name}::twice' is only available for these backends: [CPU, Meta]." in message
    assert "CPU: " in message and "[kernel]" in message


def test_autograd_kernel_runs_first_and_redispatches_below_itself(ns):
    lib = ns()
    lib.define("twice(Tensor self) -> Tensor")
    trace = []
    handle_box = {}

    def autograd_kernel(ks, t):
        trace.append(("autograd", DispatchKeySet(raw=ks).highest_priority_type_id()))
        return handle_box["h"].redispatch(ks & AFTER_AUTOGRAD_KEYSET.repr, t)

    def cpu_kernel(t):
        trace.append(("cpu",))
        return 2

    lib.impl("twice", autograd_kernel, "AutogradCPU", with_keyset=True)
    lib.impl("twice", cpu_kernel, "CPU")
    lib.impl("twice", fallthrough_kernel, "ADInplaceOrView")
    handle_box["h"] = op(ns, "twice")
    assert handle_box["h"].call(FakeTensor("CPU")) == 2
    assert trace == [("autograd", DispatchKey.AutogradCPU), ("cpu",)]


def test_missing_autograd_kernel_is_reported_with_its_key(ns):
    lib = ns()
    lib.define("twice(Tensor self) -> Tensor")
    lib.impl("twice", lambda t: t, "CPU")
    with pytest.raises(NotImplementedError, match="from the 'AutogradCPU' backend"):
        op(ns, "twice").call(FakeTensor("CPU"))


def test_composite_explicit_fills_backends_but_not_autograd(ns):
    lib = ns()
    lib.define("f(Tensor self) -> Tensor")
    lib.impl("f", lambda t: "default", "CompositeExplicitAutograd")
    lib.impl("f", lambda t: "cuda", "CUDA")
    handle = op(ns, "f")
    assert handle.call(FakeTensor("CPU", autograd=False)) == "default"
    assert handle.call(FakeTensor("Meta", autograd=False)) == "default"
    assert handle.call(FakeTensor("CUDA", autograd=False)) == "cuda"
    table = handle.dump_computed_table()
    assert re.search(r"^CPU: .* \[default backend kernel\]$", table, re.M)
    assert re.search(r"^CUDA: .* \[kernel\]$", table, re.M)
    assert "AutogradCPU" not in table


def test_composite_implicit_serves_autograd_keys_only_without_a_backend_kernel(ns):
    lib = ns()
    lib.define("g(Tensor self) -> Tensor")
    lib.impl("g", lambda t: "math", "CompositeImplicitAutograd")
    lib.impl("g", lambda t: "cpu", "CPU")
    handle = op(ns, "g")
    table = handle.dump_computed_table()
    # CPU has its own kernel, so AutogradCPU must not be the math kernel ...
    assert not re.search(r"^AutogradCPU: ", table, re.M)
    # ... while CUDA has none, so both CUDA and AutogradCUDA use it.
    assert re.search(r"^CUDA: .* \[math kernel\]$", table, re.M)
    assert re.search(r"^AutogradCUDA: .* \[math kernel\]$", table, re.M)
    assert handle.call(FakeTensor("CUDA")) == "math"
    assert handle.call(FakeTensor("CPU", autograd=False)) == "cpu"


def test_autograd_alias_kernel_fills_every_autograd_key(ns):
    lib = ns()
    lib.define("h(Tensor self) -> Tensor")
    lib.impl("h", lambda t: "ag", "Autograd")
    table = op(ns, "h").dump_computed_table()
    for key in ("AutogradCPU", "AutogradCUDA", "AutogradMeta", "AutogradOther"):
        assert re.search(rf"^{key}: .* \[autograd kernel\]$", table, re.M)


def test_explicit_beats_implicit_composite(ns):
    lib = ns()
    lib.define("k(Tensor self) -> Tensor")
    lib.impl("k", lambda t: "math", "CompositeImplicitAutograd")
    lib.impl("k", lambda t: "explicit", "CompositeExplicitAutograd")
    handle = op(ns, "k")
    assert handle.call(FakeTensor("CPU", autograd=False)) == "explicit"
    table = handle.dump_computed_table()
    assert not re.search(r"^AutogradCPU: ", table, re.M)  # explicit counts as a backend kernel


def test_backend_fallback_is_boxed_and_sees_the_operator(ns):
    lib = ns()
    lib.define("p(Tensor self, int n) -> Tensor")
    lib.impl("p", lambda t, n: n, "CPU")
    seen = []

    def python_fallback(handle, ks, *args, **kwargs):
        seen.append(handle.operator_name())
        below = ks & ~DispatchKeySet(DispatchKey.Python).repr
        return handle.redispatch(below, *args, **kwargs) * 10

    ns("FALLBACK").fallback(python_fallback, "Python", with_keyset=True)
    with IncludeDispatchKeyGuard(DispatchKeySet(DispatchKey.Python)):
        assert op(ns, "p").call(FakeTensor("CPU", autograd=False), 3) == 30
    assert seen == [f"{ns.name}::p"]
    assert op(ns, "p").call(FakeTensor("CPU", autograd=False), 3) == 3


def test_second_fallback_for_a_key_is_an_error(ns):
    ns("FALLBACK").fallback(lambda handle, *a: None, "Tracer")
    with pytest.raises(RuntimeError, match="multiple backend fallbacks"):
        ns("FALLBACK").fallback(lambda handle, *a: None, "Tracer")


def test_fallthrough_fallback_skips_the_key_for_every_operator(ns):
    lib = ns()
    lib.define("q(Tensor self) -> Tensor")
    lib.impl("q", lambda t: "cpu", "CPU")
    ns("FALLBACK").fallback(fallthrough_kernel, "ADInplaceOrView")
    ns("FALLBACK").fallback(fallthrough_kernel, "AutogradCPU")
    assert op(ns, "q").call(FakeTensor("CPU")) == "cpu"


def test_tls_exclude_skips_keys(ns):
    lib = ns()
    lib.define("r(Tensor self) -> Tensor")
    lib.impl("r", lambda t: "autograd", "Autograd")
    lib.impl("r", lambda t: "cpu", "CPU")
    lib.impl("r", fallthrough_kernel, "ADInplaceOrView")
    handle = op(ns, "r")
    assert handle.call(FakeTensor("CPU")) == "autograd"
    with ExcludeDispatchKeyGuard(DispatchKeySet(DispatchKey.AutogradFunctionality)):
        assert handle.call(FakeTensor("CPU")) == "cpu"
    assert handle.call(FakeTensor("CPU")) == "autograd"


def test_tensor_lists_optional_tensors_and_keyword_tensors_dispatch(ns):
    lib = ns()
    lib.define("cat2(Tensor[] tensors, Tensor? extra=None, *, Tensor(a!) out) -> Tensor(a!)")
    lib.impl("cat2", lambda tensors, extra=None, *, out: "cpu", "CPU")
    lib.impl("cat2", lambda tensors, extra=None, *, out: "cuda", "CUDA")
    handle = op(ns, "cat2")
    cpu, cuda = FakeTensor("CPU", False), FakeTensor("CUDA", False)
    assert handle.call([cpu, cpu], None, out=cpu) == "cpu"
    assert handle.call([cpu, cpu], None, out=cuda) == "cuda"  # CUDA outranks CPU
    assert handle.call([cpu], cuda, out=cpu) == "cuda"
    assert handle.call(tensors=[cpu], out=cpu) == "cpu"


def test_override_warns_and_removing_restores_previous(ns):
    lib = ns()
    lib.define("s(Tensor self) -> Tensor")
    lib.impl("s", lambda t: 1, "CPU")
    other = ns("IMPL", "CPU")
    with pytest.warns(UserWarning, match="Overriding a previously registered kernel"):
        other.impl("s", lambda t: 2)
    handle = op(ns, "s")
    assert handle.call(FakeTensor("CPU", False)) == 2
    other.remove()
    assert handle.call(FakeTensor("CPU", False)) == 1
    handle.check_invariants()


def test_registration_handles_undo_exactly_their_registration(ns):
    dispatcher = Dispatcher.singleton()
    lib = ns()
    lib.define("u(Tensor self) -> Tensor")
    lib.impl("u", lambda t: 1, "CPU")
    assert dispatcher.find_schema(f"{ns.name}::u") is not None
    lib.remove()
    assert dispatcher.find_op(f"{ns.name}::u") is None


def test_impl_before_def_is_allowed(ns):
    impl = ns("IMPL", "CPU")
    impl.impl("late", lambda t: "ok")
    dispatcher = Dispatcher.singleton()
    assert dispatcher.find_op(f"{ns.name}::late") is not None
    assert dispatcher.find_schema(f"{ns.name}::late") is None
    ns().define("late(Tensor self) -> Tensor")
    assert op(ns, "late").call(FakeTensor("CPU", False)) == "ok"


def test_duplicate_def_and_duplicate_library_are_errors(ns):
    lib = ns("DEF")
    lib.define("v(Tensor self) -> Tensor")
    with pytest.raises(RuntimeError, match="same name and overload name multiple times"):
        lib.define("v(Tensor self) -> Tensor")
    with pytest.raises(RuntimeError, match="Only a single TORCH_LIBRARY"):
        ns("DEF")


def test_library_checks_namespaces_and_keys(ns):
    lib = ns()
    with pytest.raises(ValueError, match="does not match namespace"):
        lib.define("other::w(Tensor self) -> Tensor")
    impl = ns("IMPL", "CPU")
    with pytest.raises(ValueError, match="inconsistent with the dispatch key"):
        impl.impl("w", lambda t: t, "CUDA")
    with pytest.raises(RuntimeError, match="not allowed in an IMPL library"):
        impl.define("w(Tensor self) -> Tensor")
    with pytest.raises(ValueError, match="Unsupported kind"):
        Library(ns.name, "NOPE")


def test_decorators_and_define_with_a_catch_all_kernel(ns):
    lib = ns()
    name = lib.define("add1(Tensor self, int n=1) -> int", lambda t, n=1: n + 1)
    assert name == f"{ns.name}::add1"

    @lib.impl("add1", dispatch_key="CPU")
    def add1_cpu(t, n=1):
        return n + 100

    handle = op(ns, "add1")
    assert handle.call(FakeTensor("CPU", False), 2) == 102
    assert handle.call(FakeTensor("CUDA", False), 2) == 3  # the catch-all (math) kernel
    assert add1_cpu(None, 1) == 101  # the decorator returns the function


def test_overloads_are_separate_operators(ns):
    lib = ns()
    lib.define("m.Tensor(Tensor self, Tensor other) -> Tensor")
    lib.define("m.Scalar(Tensor self, Scalar other) -> Tensor")
    lib.impl("m.Tensor", lambda a, b: "tensor", "CPU")
    lib.impl("m.Scalar", lambda a, b: "scalar", "CPU")
    t = FakeTensor("CPU", False)
    assert op(ns, "m.Tensor").call(t, t) == "tensor"
    assert op(ns, "m.Scalar").call(t, 2) == "scalar"
    assert op(ns, "m.Tensor").schema.name.overload_name == "Tensor"


def test_check_invariants_catches_a_tampered_table(ns):
    lib = ns()
    lib.define("x(Tensor self) -> Tensor")
    lib.impl("x", lambda t: 1, "CPU")
    handle = op(ns, "x")
    handle.check_invariants()
    entry = handle.entry
    saved = entry.dispatch_table[:]
    entry.dispatch_table[0] = None
    with pytest.raises(AssertionError, match="dispatch table slot"):
        handle.check_invariants()
    entry.dispatch_table[:] = saved
    handle.check_invariants()


def test_dump_state_lists_schema_and_registrations(ns):
    lib = ns()
    lib.define("y(Tensor self) -> Tensor")
    lib.impl("y", lambda t: 1, "CompositeImplicitAutograd")
    state = op(ns, "y").dump_state()
    assert f"name: {ns.name}::y" in state
    assert f"schema: {ns.name}::y(Tensor self) -> Tensor" in state
    assert "CompositeImplicitAutograd (alias): " in state


def test_dispatcher_is_a_singleton():
    assert Dispatcher.singleton() is Dispatcher.singleton()


def test_registration_while_other_threads_look_up_and_call(ns):
    lib = ns()
    lib.define("base(Tensor self) -> Tensor")
    lib.impl("base", lambda t: "ok", "CPU")
    base = op(ns, "base")
    dispatcher = Dispatcher.singleton()
    errors: list[BaseException] = []
    stop = threading.Event()

    def reader() -> None:
        t = FakeTensor("CPU", False)
        try:
            while not stop.is_set():
                assert dispatcher.find_schema(f"{ns.name}::base") is base
                assert base.call(t) == "ok"
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for th in threads:
        th.start()
    for i in range(100):
        lib.define(f"extra{i}(Tensor self) -> Tensor")
        lib.impl(f"extra{i}", lambda t: "ok", "CPU")
    stop.set()
    for th in threads:
        th.join()
    assert not errors
    assert all(dispatcher.find_schema(f"{ns.name}::extra{i}") for i in range(100))


def test_isolated_dispatcher_is_restored():
    outer = Dispatcher.singleton()
    with Dispatcher.isolated() as inner:
        assert Dispatcher.singleton() is inner is not outer
        assert inner.all_op_names() == []
    assert Dispatcher.singleton() is outer


def test_empty_key_set_runs_the_composite_kernel(ns):
    lib = ns()
    lib.define("count(Tensor[] tensors) -> int")
    lib.impl("count", lambda tensors: -1, "CPU")
    handle = op(ns, "count")
    with pytest.raises(NotImplementedError, match="'Undefined' backend"):
        handle.call([])
    lib.impl("count", lambda tensors: len(tensors), "CompositeImplicitAutograd")
    assert handle.call([]) == 0
    assert handle.call([FakeTensor("CPU", False)]) == -1
    lib.impl("count", lambda tensors: 100 + len(tensors), "CompositeExplicitAutograd")
    assert handle.call([]) == 100
