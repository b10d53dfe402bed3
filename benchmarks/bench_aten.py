"""aten's eager operators beside numpy (and PyTorch, when it is importable).

Small tensors measure the per-call path (Python binding → Dispatcher → structured
kernel → numpy); 16M-element tensors measure throughput, where the numpy call should
dominate and glasstorch should reach numpy's speed (no hidden copies).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import glasstorch.aten as at  # noqa: E402
from harness import compare, report  # noqa: E402

try:
    import torch
except ImportError:  # PyTorch is an optional reference
    torch = None


def small() -> None:
    na = np.arange(16, dtype=np.float32)
    nb = np.ones(16, dtype=np.float32)
    a, b = at.from_numpy(na.copy()), at.from_numpy(nb.copy())
    contenders = {
        "numpy np.add": lambda: np.add(na, nb),
        "glasstorch a + b": lambda: a + b,
    }
    if torch is not None:
        ta, tb = torch.from_numpy(na.copy()), torch.from_numpy(nb.copy())
        contenders["torch a + b"] = lambda: ta + tb
    medians = compare(contenders, number=20_000, repeat=15)
    report("a + b, 16 float32 elements:", medians, "numpy np.add")
    if torch is not None:
        ratio = medians["glasstorch a + b"] / medians["torch a + b"]
        print(f"  glasstorch / torch: {ratio:.2f}x")


def torch_function_check() -> None:
    """What the ``__torch_function__`` check costs plain tensors: ``Tensor.__add__(a, b)``
    beside the same operator without the check (``__add__`` as it was before the
    protocol), both called as functions, and ``a + b`` on a subclass that takes part in the
    protocol with Tensor's default handler."""
    from glasstorch.aten._generated import ops

    call = ops.add_Tensor.call

    def unchecked_add(self: Any, other: Any) -> Any:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return call(self, other, 1)

    class Sub(at.Tensor):
        pass

    checked_add = at.Tensor.__add__
    a = at.from_numpy(np.arange(16, dtype=np.float32))
    b = at.from_numpy(np.ones(16, dtype=np.float32))
    sa, sb = a.as_subclass(Sub), b.as_subclass(Sub)
    contenders = {
        "__add__ (checked)": lambda: checked_add(a, b),
        "__add__ (no check)": lambda: unchecked_add(a, b),
        "subclass a + b": lambda: sa + sb,
    }
    medians = compare(contenders, number=20_000, repeat=15)
    report("__torch_function__ check on a + b, 16 float32:", medians, "__add__ (no check)")
    added = medians["__add__ (checked)"] - medians["__add__ (no check)"]
    print(f"  added by the check: {added:.0f} ns")


def _int_calls(x: Any, m: Any) -> dict[str, Any]:
    """The int-argument calls on ``x`` (16 elements) and ``m`` (its 4x4 view), for any
    tensor library with PyTorch's methods."""
    shape = m.shape
    return {
        "x.view(4, 4)": lambda: x.view(4, 4),
        "x.view(m.shape)": lambda: x.view(shape),
        "m.transpose(0, 1)": lambda: m.transpose(0, 1),
        "m.sum(0)": lambda: m.sum(0),
    }


def int_arguments() -> None:
    """Calls that pass a tensor and ints (``x.view(4, 4)``, ``x.view(m.shape)``,
    ``x.transpose(0, 1)``, ``x.sum(0)``): the binding, then a view or a reduction."""
    nx = np.arange(16, dtype=np.float32)
    x = at.from_numpy(nx.copy())
    ours = _int_calls(x, x.view(4, 4))
    numpy_calls = {
        "x.view(4, 4)": lambda: nx.reshape(4, 4),
        "x.view(m.shape)": lambda: nx.reshape((4, 4)),
        "m.transpose(0, 1)": lambda: nx.reshape(4, 4).T,
        "m.sum(0)": lambda: nx.reshape(4, 4).sum(0),
    }
    if torch is not None:
        tx = torch.from_numpy(nx.copy())
        theirs = _int_calls(tx, tx.view(4, 4))
    print("calls with int arguments, 16 float32 elements (numpy: reshape, .T, sum(0)):")
    for name, numpy_call in numpy_calls.items():
        contenders = {"numpy": numpy_call, "glasstorch": ours[name]}
        if torch is not None:
            contenders["torch"] = theirs[name]
        medians = compare(contenders, number=20_000, repeat=9)
        ns = medians["glasstorch"]
        line = f"  {name:<18} glasstorch {ns:8.1f} ns  numpy {medians['numpy']:7.1f} ns"
        if torch is not None:
            line += f"  torch {medians['torch']:7.1f} ns  glasstorch / torch "
            line += f"{ns / medians['torch']:.2f}x"
        print(line)


def autocast() -> None:
    """What autocast costs: ``a + b`` (not listed: falls through the autocast key) with
    autocast off and on, and ``mm`` under autocast beside ``mm`` of bfloat16 inputs. Each
    contender switches the thread's autocast key around its call (off: a no-op switch), so
    both pay the same switching and the difference is the dispatch."""
    import glasstorch.aten.autocast_mode  # noqa: F401 - registers the autocast kernels
    from glasstorch.c10.core.dispatch_key import DispatchKey
    from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
    from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as tls
    from glasstorch.c10.core.scalar_type import bfloat16

    cpu = DispatchKeySet(DispatchKey.AutocastCPU).repr

    def under(bits: int, fn: Any) -> Any:
        def run() -> Any:
            tls.included |= bits
            try:
                return fn()
            finally:
                tls.included &= ~bits

        return run

    a, b = at.arange(16.0), at.ones(16)
    m = at.randn(16, 16)
    mb = m.to(bfloat16)
    medians = compare(
        {
            "a + b, autocast off": under(0, lambda: a + b),
            "a + b, autocast on": under(cpu, lambda: a + b),
            "mm bfloat16 inputs, off": under(0, lambda: at.mm(mb, mb)),
            "mm float32 inputs, autocast on": under(cpu, lambda: at.mm(m, m)),
        },
        number=5_000,
        repeat=15,
    )
    report("autocast, 16 float32 / 16x16 mm:", medians, "a + b, autocast off")


def sparse_mm() -> None:
    """``torch.sparse.mm`` of a 2048x2048 matrix at 1% density with a 2048x64 dense one,
    beside ``mm`` of the same matrix stored dense (the sparse product should win)."""
    import glasstorch.sparse as sparse

    rng = np.random.default_rng(0)
    n = 2048
    stored = rng.random((n, n)) < 0.01
    matrix = np.where(stored, rng.standard_normal((n, n)), 0).astype(np.float32)
    dense = at.from_numpy(matrix)
    coo = dense.to_sparse()
    other = at.from_numpy(rng.standard_normal((n, 64)).astype(np.float32))
    medians = compare(
        {"dense mm": lambda: at.mm(dense, other), "sparse.mm": lambda: sparse.mm(coo, other)},
        number=1,
        repeat=9,
    )
    report("2048x2048 (1% nonzero) @ 2048x64:", medians, "dense mm")


def large() -> None:
    n = 16 * 1024 * 1024
    rng = np.random.default_rng(0)
    na = rng.standard_normal(n, dtype=np.float32)
    nb = rng.standard_normal(n, dtype=np.float32)
    a, b = at.from_numpy(na), at.from_numpy(nb)
    cases = {
        "add": (lambda: np.add(na, nb), lambda: a + b),
        "mul": (lambda: np.multiply(na, nb), lambda: a * b),
        "sin": (lambda: np.sin(na), lambda: a.sin()),
    }
    if hasattr(at, "sum"):
        cases["sum"] = (lambda: na.sum(), lambda: a.sum())
    print("16M float32 elements, fresh outputs (throughput relative to numpy, higher is better):")
    for name, (ref, ours) in cases.items():
        medians = compare({"numpy": ref, "glasstorch": ours}, number=1, repeat=9)
        print(
            f"  {name:<4} numpy {medians['numpy'] / 1e6:7.1f} ms   glasstorch "
            f"{medians['glasstorch'] / 1e6:7.1f} ms   throughput "
            f"{medians['numpy'] / medians['glasstorch']:.2f}x numpy"
        )


if __name__ == "__main__":
    small()
    torch_function_check()
    int_arguments()
    autocast()
    sparse_mm()
    large()
