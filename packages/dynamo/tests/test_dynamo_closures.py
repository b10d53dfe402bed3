"""Closures, cells and free variables through torch.compile, and a fuzz of generated programs.

The regression: a compiled function that called a method on a captured variable crashed
the interpreter, because the locals the rewritten bytecode adds (``___tmp0``) shifted the
slots of cells and free variables that had already been encoded. The fuzz below writes
small programs with cells, free variables, ``nonlocal``, defaults, ``*args``/``**kwargs``,
nested functions, generators, ``try``/``finally`` and ``with`` blocks, and compares each
compiled run with the eager one (result, and the captured state it mutates).
"""

from __future__ import annotations

import textwrap
from typing import Any

import glasstorch as torch
from glasstorch._dynamo.testing import assert_same
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

LOG: list[Any] = []


def log(value: Any) -> Any:
    """A call dynamo breaks the graph on (it appends to a module-level list)."""
    LOG.append(value)
    return value


def _closure_with_append():
    c = [1, 2]

    def f(x):
        c.append(1)
        return x + len(c)

    return f, c


def _closure_with_copy():
    c = [1, 2]

    def f(x):
        d = c.copy()
        y = x * 2
        return y + len(d)

    return f, c


def _cell_in_compiled_frame():
    def f(x):
        c = [1]

        def inner():
            return c

        c.append(2)
        y = x + 1
        return y * len(inner())

    return f, None


def _nonlocal_after_break():
    count = 0

    def f(x):
        nonlocal count
        count += 1
        y = x * 2
        log(y.sum().item())
        count += 1
        return y + count

    return f, None


def test_method_call_on_captured_list_does_not_crash() -> None:
    for make in (_closure_with_append, _closure_with_copy, _cell_in_compiled_frame):
        eager_fn, eager_state = make()
        compiled_fn, compiled_state = make()
        expected = eager_fn(torch.ones(2))
        actual = torch.compile(compiled_fn, backend="eager")(torch.ones(2))
        assert_same(expected, actual)
        assert eager_state == compiled_state


def test_nonlocal_store_across_a_graph_break() -> None:
    eager_fn, _ = _nonlocal_after_break()
    compiled_fn, _ = _nonlocal_after_break()
    for _ in range(2):
        assert_same(
            eager_fn(torch.ones(3)), torch.compile(compiled_fn, backend="eager")(torch.ones(3))
        )


# -- generated programs ---------------------------------------------------------------------
# Statements of the compiled function ``f``; ``t`` is the running tensor, ``c0`` a captured
# list, ``c1`` a captured int (rebound through ``nonlocal``), ``c2`` a captured tensor.
_STATEMENTS = [
    "c0.append(len(args))",
    "d = c0.copy()\nt = t + len(d)",
    "t = t * c1",
    "c1 = c1 + 1",
    "t = t + c2",
    "t = t + a",
    "t = t + kwargs.get('k', 0)",
    "u = t * 2\ndef g(v):\n    return v + u + c1\nt = g(t)",
    "t = t + sum(v * c1 for v in c0)",
    "def gen():\n    yield from c0\n    yield c1\nt = t + sum(gen())",
    "try:\n    t = t + 1\nfinally:\n    c0.append(7)",
    "try:\n    t = t / 2\nexcept ZeroDivisionError:\n    t = t - 1",
    "with torch.no_grad():\n    t = t * 3",
    "t = t + log(float(t.sum().item()))",
    "log(len(c0))",
    "if t.sum() > 0:\n    t = t - c1\nelse:\n    t = t + c1",
    "for i in range(2):\n    t = t + i * c1",
    "t = (lambda w: w * c1)(t)",
    "c0[:] = [v + 1 for v in c0]",
]


def _program(statements: list[int], use_nonlocal: bool) -> str:
    body = "\n".join(_STATEMENTS[i] for i in statements)
    head = "nonlocal c1\n" if use_nonlocal else ""
    if not use_nonlocal:
        body = body.replace("c1 = c1 + 1", "e = c1 + 1")
    inner = textwrap.indent(f"{head}t = x\n{body}\nreturn t + len(c0) + c1", "        ")
    return (
        "def outer(k):\n"
        "    c0 = [1, 2]\n"
        "    c1 = k\n"
        "    c2 = torch.ones(3) * k\n"
        "    def f(x, a=2, *args, **kwargs):\n"
        f"{inner}\n"
        "    return f, (lambda: (list(c0), c1))\n"
    )


def _build(source: str) -> Any:
    namespace = {"torch": torch, "log": log}
    exec(compile(source, "<generated>", "exec"), namespace)  # noqa: S102 - the test's own text
    return namespace["outer"]


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    statements=hs.lists(hs.integers(0, len(_STATEMENTS) - 1), min_size=1, max_size=5),
    use_nonlocal=hs.booleans(),
    extra=hs.lists(hs.integers(-2, 2), max_size=2),
    k=hs.integers(1, 3),
)
def test_generated_closures_match_eager(
    statements: list[int], use_nonlocal: bool, extra: list[int], k: int
) -> None:
    outer = _build(_program(statements, use_nonlocal))
    x = torch.arange(3, dtype=torch.float32) - 1
    eager_fn, eager_state = outer(k)
    compiled_fn, compiled_state = outer(k)
    compiled = torch.compile(compiled_fn, backend="eager")
    for call in range(2):  # the second call runs the cached entry
        LOG.clear()
        expected = eager_fn(x, 3, *extra, k=call)
        eager_log = list(LOG)
        LOG.clear()
        actual = compiled(x, 3, *extra, k=call)
        assert_same(expected, actual)
        assert LOG == eager_log
        assert compiled_state() == eager_state()
    torch._dynamo.reset()
