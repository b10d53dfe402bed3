"""The cost of one trip through the Dispatcher, beside calling the kernel directly.

A two-tensor operator with a trivial CPU kernel is called three ways:
``direct`` (the kernel itself), ``Dispatcher.call`` (the full boxed path: key
extraction from the schema's tensor arguments, TLS, table lookup) and
``redispatch`` (a precomputed key set, as a kernel passing a call downward uses).

Then ``a + b`` on real tensors, to show that the profiler's RecordFunction hook costs
nothing when no profiler is active: before any profiler ran, after one ran and stopped,
and (for scale) while one records.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from glasstorch.c10.core.dispatch_key import DispatchKey  # noqa: E402
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet  # noqa: E402
from glasstorch.c10.dispatch import Dispatcher, Library  # noqa: E402
from harness import compare, report  # noqa: E402


class Operand:
    """A stand-in tensor: all the Dispatcher reads is ``_key_set``."""

    __slots__ = ("_key_set",)

    def __init__(self) -> None:
        self._key_set = DispatchKeySet(DispatchKey.CPU).repr


def main() -> None:
    lib = Library("bench", "DEF")
    lib.define("add(Tensor self, Tensor other) -> Tensor")

    def add_kernel(a: Operand, b: Operand) -> Operand:
        return a

    lib.impl("add", add_kernel, "CPU")
    dispatcher = Dispatcher.singleton()
    op = dispatcher.find_schema("bench::add")
    a, b = Operand(), Operand()
    ks = a._key_set
    call, redispatch = dispatcher.call, dispatcher.redispatch
    medians = compare(
        {
            "direct kernel call": lambda: add_kernel(a, b),
            "Dispatcher.call": lambda: call(op, a, b),
            "OperatorHandle.call": lambda: op.call(a, b),
            "Dispatcher.redispatch": lambda: redispatch(op, ks, a, b),
        }
    )
    report(
        "Dispatcher overhead, two-tensor operator, trivial CPU kernel:",
        medians,
        "direct kernel call",
    )
    lib.remove()
    profiler_hook()


def profiler_hook() -> None:
    """``a + b`` (16 float32) with no profiler, before and after a profiling session."""
    import glasstorch.aten as aten
    from glasstorch.autograd.profiler import profile

    a, b = aten.ones(16), aten.ones(16)
    before = compare({"a + b, before any profiler": lambda: a + b})
    with profile():
        a + b
    after = compare({"a + b, after a profiler stopped": lambda: a + b})
    with profile():
        during = compare({"a + b, while profiling": lambda: a + b}, number=2_000, repeat=5)
    report(
        "The RecordFunction hook (a + b, 16 float32): no cost once the profiler stops",
        {**before, **after, **during},
        "a + b, before any profiler",
    )


if __name__ == "__main__":
    main()
