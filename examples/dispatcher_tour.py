"""A tour of the c10 Dispatcher: how one operator call finds its kernel.

Defines an operator with a schema, registers kernels for several dispatch keys,
and calls it with operands carrying different key sets, printing what ran and why.
Run: uv run python examples/dispatcher_tour.py
"""

from __future__ import annotations

from glasstorch.c10 import (
    BackendComponent,
    Dispatcher,
    DispatchKey,
    DispatchKeySet,
    ExcludeDispatchKeyGuard,
    Library,
    fallthrough_kernel,
    parse_schema,
)
from glasstorch.c10.core.dispatch_key_set import (
    AFTER_AUTOGRAD_KEYSET,
    get_autograd_related_keyset_from_backend,
)


class Operand:
    """A stand-in for a tensor: all the Dispatcher reads is its key set."""

    def __init__(self, backend: str) -> None:
        ks = DispatchKeySet(DispatchKey[backend])
        ks = ks | get_autograd_related_keyset_from_backend(BackendComponent[backend + "Bit"])
        self._key_set = ks.repr
        self.backend = backend


def main() -> None:
    schema = "tour::scale(Tensor self, float factor=2.0) -> Tensor"
    print("1. The schema, parsed and printed back:")
    print("  ", parse_schema(schema))

    lib = Library("tour", "DEF")
    lib.define("scale(Tensor self, float factor=2.0) -> Tensor")
    op = Dispatcher.singleton().find_schema("tour::scale")

    def autograd_kernel(ks: int, x: Operand, factor: float) -> str:
        below = op.redispatch(ks & AFTER_AUTOGRAD_KEYSET.repr, x, factor)
        return f"autograd -> {below}"

    lib.impl("scale", autograd_kernel, "Autograd", with_keyset=True)
    lib.impl("scale", fallthrough_kernel, "ADInplaceOrView")
    lib.impl("scale", lambda x, factor: f"cpu kernel (x{factor})", "CPU")
    lib.impl("scale", lambda x, factor: "shape-only meta kernel", "Meta")

    print("\n2. The computed dispatch table (one slot per runtime key):")
    print("   " + op.dump_computed_table().replace("\n", "\n   ").rstrip())

    print("\n3. Calls:")
    cpu = Operand("CPU")
    print("   key set of a CPU operand:", DispatchKeySet(raw=cpu._key_set))
    print("   scale(cpu)        ->", op.call(cpu, 3.0))
    print("   scale(meta)       ->", op.call(Operand("Meta"), 3.0))
    with ExcludeDispatchKeyGuard(DispatchKeySet(DispatchKey.AutogradFunctionality)):
        print("   under no-autograd ->", op.call(cpu, 3.0))
    try:
        op.call(Operand("CUDA"), 3.0)
    except NotImplementedError as error:
        print("   scale(cuda)       -> NotImplementedError:", str(error).split(". ")[0])
    lib.remove()


if __name__ == "__main__":
    main()
