"""The bytecode assembler and resume functions, on the running Python (3.11 or 3.12)."""

from __future__ import annotations

import dis
import types

import glasstorch as torch
import pytest
from glasstorch._dynamo.bytecode_transformation import (
    assemble,
    cleaned_instructions,
    create_instruction,
)
from glasstorch._dynamo.resume_execution import make_resume_code
from glasstorch._dynamo.symbolic_convert import InstructionTranslatorBase
from glasstorch._dynamo.testing import CompileCounter, assert_same


def busy(a, b, *args, k=1, **kw):
    a *= 10
    c = [x * 2 for x in args]
    d = {"a": a, **kw}
    try:
        z = 1 / 0
    except ZeroDivisionError:
        z = 5
    for i in range(3):
        b = b + i
    g = lambda t: t + a  # noqa: E731
    with open(__file__) as fh:
        q = len(fh.name) > 0
    return f"{k}", g(b), a is None, not a, c, d, z, q


def long_function(x):
    total = 0
    for i in range(300):  # enough code for jumps that need EXTENDED_ARG
        total += x if i % 3 else -x
        total += i * 2 if total > 5 else i
    return total


def _rebuild(fn: types.FunctionType) -> types.FunctionType:
    code = assemble(cleaned_instructions(fn.__code__), fn.__code__)
    new = types.FunctionType(code, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    new.__kwdefaults__ = fn.__kwdefaults__
    return new


@pytest.mark.parametrize("fn", [busy, long_function])
def test_decode_assemble_round_trip_runs_the_same(fn: types.FunctionType) -> None:
    rebuilt = _rebuild(fn)
    if fn is busy:
        assert rebuilt(1, 2, 3, 4, k=5, z=6) == busy(1, 2, 3, 4, k=5, z=6)
    else:
        assert rebuilt(7) == long_function(7)
    original = [
        (i.opname, i.argval) for i in dis.get_instructions(fn) if i.opname != "EXTENDED_ARG"
    ]
    again = [
        (i.opname, i.argval) for i in dis.get_instructions(rebuilt) if i.opname != "EXTENDED_ARG"
    ]
    assert again == original
    assert rebuilt.__code__.co_exceptiontable == fn.__code__.co_exceptiontable


def test_generated_code_with_new_constants_and_locals() -> None:
    def template(x):
        return x

    insts = [i for i in cleaned_instructions(template.__code__) if i.opname == "RESUME"]
    insts += [
        create_instruction("LOAD_FAST", argval="x"),
        create_instruction("LOAD_CONST", argval=[1, 2]),  # any object may be a constant
        create_instruction("STORE_FAST", argval="extra"),
        create_instruction("LOAD_FAST", argval="extra"),
        create_instruction("BUILD_TUPLE", arg=2),
        create_instruction("RETURN_VALUE"),
    ]
    code = assemble(insts, template.__code__)
    assert code.co_varnames == ("x", "extra") and code.co_nlocals == 2
    assert types.FunctionType(code, {})(3) == (3, [1, 2])


def test_resume_code_continues_with_stack_and_locals() -> None:
    def fn(a, b):
        c = a + b
        d = c * 2
        return (c, d)

    insts = cleaned_instructions(fn.__code__)
    store_d = next(i for i in insts if i.opname == "STORE_FAST" and i.argval == "d")
    # resume at "STORE_FAST d" with the value for d on the stack and c live
    code = make_resume_code(fn.__code__, store_d.offset, [False], ["c"])
    resume = types.FunctionType(code, {})
    assert code.co_argcount == 2
    assert resume(100, 7) == (7, 100)


def test_unknown_opcode_breaks_the_graph_with_a_clear_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(InstructionTranslatorBase, "BINARY_OP")

    def fn(x):
        y = x.sin()
        return y * 2

    explained = torch._dynamo.explain(fn)(torch.ones(3))
    (reason,) = explained.break_reasons
    assert "unsupported bytecode BINARY_OP" in reason.reason
    cnt = CompileCounter()
    torch._dynamo.reset()
    assert_same(fn(torch.ones(3)), torch._dynamo.optimize(cnt)(fn)(torch.ones(3)))
    assert cnt.frame_count == 1  # the sin graph; the multiplication ran in plain Python
