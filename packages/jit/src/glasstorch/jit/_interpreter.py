"""The graph interpreter (``torch/csrc/jit/runtime/interpreter.cpp``).

A :class:`GraphExecutor` turns a graph, once, into a list of instructions: one closure per
node that reads its inputs from a register file (a Python list indexed by value), calls
the operator chosen when the schema was matched (a Dispatcher call for aten operators, so
autograd records as in eager mode) and writes its outputs back. No schema matching or
attribute lookup by name happens per call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten._runtime import wrap_scalar

from ._ir import Block, Graph, Node, Value
from ._types import ClassType

Instruction = Callable[[list], None]


class Error(RuntimeError):
    """An exception raised by TorchScript code at run time (``torch.jit.Error``)."""


def _run(code: list[Instruction], regs: list) -> None:
    for instruction in code:
        instruction(regs)


class GraphExecutor:
    """Runs ``graph``: ``GraphExecutor(graph)(*inputs)`` returns its single output."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self._slots: dict[Value, int] = {}
        self._template: list[Any] = []
        for v in graph.inputs:
            self._slot(v)
        self.num_inputs = len(graph.inputs)
        self.code = self._compile_block(graph.block)
        self._out = [self._slot(v) for v in graph.outputs]

    def _slot(self, v: Value) -> int:
        slot = self._slots.get(v)
        if slot is None:
            slot = self._slots[v] = len(self._template)
            self._template.append(None)
        return slot

    def __call__(self, *inputs: Any) -> Any:
        regs = self._template.copy()
        regs[: self.num_inputs] = inputs
        for instruction in self.code:
            instruction(regs)
        return regs[self._out[0]] if len(self._out) == 1 else tuple(regs[i] for i in self._out)

    def run(self, inputs: list) -> list:
        result = self(*inputs)
        return [result] if len(self._out) == 1 else list(result)

    # --- compilation ---------------------------------------------------------------------
    def _compile_block(self, block: Block) -> list[Instruction]:
        code = []
        for node in block.nodes:
            if node.kind == "prim::Constant":
                if "function" not in node.attributes:
                    self._template[self._slot(node.output())] = node.attributes.get("value")
                else:
                    self._slot(node.output())
                continue
            code.append(self._compile_node(node))
        return code

    def _compile_node(self, node: Node) -> Instruction:
        kind = node.kind
        ins = [self._slot(v) for v in node.inputs]
        outs = [self._slot(v) for v in node.outputs]
        special = _SPECIAL.get(kind)
        if special is not None:
            return special(self, node, ins, outs)
        if node.op is not None:
            return _call_instruction(node.op.fn, ins, outs, node.wrap_positions)
        raise RuntimeError(f"the interpreter has no implementation of {kind}")


def _call_instruction(
    fn: Callable, ins: list[int], outs: list[int], wraps: tuple[int, ...]
) -> Instruction:
    if wraps:
        inner = fn
        positions = set(wraps)

        def fn(*args: Any) -> Any:
            return inner(*[wrap_scalar(a) if i in positions else a for i, a in enumerate(args)])

    if len(outs) == 1:
        (o,) = outs
        if len(ins) == 1:
            (a,) = ins

            def run1(r: list) -> None:
                r[o] = fn(r[a])

            return run1
        if len(ins) == 2:
            a, b = ins

            def run2(r: list) -> None:
                r[o] = fn(r[a], r[b])

            return run2
        if len(ins) == 3:
            a, b, c = ins

            def run3(r: list) -> None:
                r[o] = fn(r[a], r[b], r[c])

            return run3

        def run_n(r: list) -> None:
            r[o] = fn(*[r[i] for i in ins])

        return run_n

    def run_multi(r: list) -> None:
        result = fn(*[r[i] for i in ins])
        if outs:
            for slot, value in zip(outs, result, strict=True):
                r[slot] = value

    return run_multi


# --- prim:: instructions -----------------------------------------------------------------
def _get_attr(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a,), (o,), name = ins, outs, node.attributes["name"]
    owner = node.inputs[0].type
    store = "__dict__"
    if isinstance(owner, ClassType):
        if name in owner.parameter_names:
            store = "_parameters"
        elif name in owner.buffer_names:
            store = "_buffers"
        elif isinstance(owner.attributes.get(name), ClassType):
            store = "_modules"
    if store == "__dict__":

        def get_plain(r: list) -> None:
            r[o] = getattr(r[a], name)

        return get_plain

    def get(r: list) -> None:
        r[o] = getattr(r[a], store)[name]

    return get


def _set_attr(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a, b), name = ins, node.attributes["name"]

    def run(r: list) -> None:
        setattr(r[a], name, r[b])

    return run


def _call_method(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    owner = node.inputs[0].type
    name = node.attributes["name"]
    method = owner.methods[name] if isinstance(owner, ClassType) else None
    (o,) = outs or (None,)

    def run(r: list) -> None:
        fn = method
        if fn is None or getattr(fn, "python_fallback", None) is not None:
            r[o] = getattr(r[ins[0]], name)(*[r[i] for i in ins[1:]])
            return
        r[o] = fn.executor(*[r[i] for i in ins])

    return run


def _call_function(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    fn = node.inputs[0].node.attributes["function"]
    args, (o,) = ins[1:], outs

    def run(r: list) -> None:
        r[o] = fn.executor(*[r[i] for i in args])

    return run


def _python_op(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    return _call_instruction(node.op, ins, outs, ())


def _tuple_construct(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (o,) = outs
    if len(ins) == 2:
        a, b = ins

        def pair(r: list) -> None:
            r[o] = (r[a], r[b])

        return pair

    def run(r: list) -> None:
        r[o] = tuple([r[i] for i in ins])

    return run


def _list_construct(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (o,) = outs

    def run(r: list) -> None:
        r[o] = [r[i] for i in ins]

    return run


def _dict_construct(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (o,) = outs

    def run(r: list) -> None:
        d = {}
        for k, v in zip(ins[::2], ins[1::2], strict=True):
            d[r[k]] = r[v]
        r[o] = d

    return run


def _unpack(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a,) = ins

    def run(r: list) -> None:
        for slot, value in zip(outs, r[a], strict=True):
            r[slot] = value

    return run


def _tuple_index(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a, b), (o,) = ins, outs

    def run(r: list) -> None:
        r[o] = r[a][r[b]]

    return run


def _identity(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a,), (o,) = ins, outs

    def run(r: list) -> None:
        r[o] = r[a]

    return run


def _uninitialized(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    return lambda r: None


def _raise(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    where = node.source_range.highlight() if node.source_range is not None else ""

    def run(r: list) -> None:
        qualified = r[ins[1]] if len(ins) > 1 else "builtins.Exception"
        message = r[ins[0]]
        raise Error(
            "The following operation failed in the TorchScript interpreter.\n"
            f"Traceback of TorchScript (most recent call last):\n{where}"
            f"{qualified}: {message}"
        )

    return run


def _print(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    def run(r: list) -> None:
        print(*[r[i] for i in ins])

    return run


def _isinstance(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (a,), (o,) = ins, outs
    checks = [_python_check(t) for t in node.attributes["types"]]

    def run(r: list) -> None:
        r[o] = any(check(r[a]) for check in checks)

    return run


def _python_check(annotation: str) -> Callable[[Any], bool]:
    from glasstorch.aten import Tensor

    simple: dict[str, Any] = {"Tensor": Tensor, "int": int, "float": float, "str": str,
                              "bool": bool, "NoneType": type(None)}  # fmt: skip
    head = annotation.split("[", 1)[0]
    kind = simple.get(head) or {"List": list, "Tuple": tuple, "Dict": dict}.get(head, object)
    if kind is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    return lambda v: isinstance(v, kind)


def _if(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    (c,) = ins
    then_code, else_code = ex._compile_block(node.blocks[0]), ex._compile_block(node.blocks[1])
    then_outs = [ex._slot(v) for v in node.blocks[0].outputs]
    else_outs = [ex._slot(v) for v in node.blocks[1].outputs]
    pairs_t = list(zip(outs, then_outs, strict=True))
    pairs_f = list(zip(outs, else_outs, strict=True))

    def run(r: list) -> None:
        if r[c]:
            for instruction in then_code:
                instruction(r)
            for dst, src in pairs_t:
                r[dst] = r[src]
        else:
            for instruction in else_code:
                instruction(r)
            for dst, src in pairs_f:
                r[dst] = r[src]

    return run


def _loop(ex: GraphExecutor, node: Node, ins: list[int], outs: list[int]) -> Instruction:
    body = node.blocks[0]
    trip_slot, cond_slot, init_slots = ins[0], ins[1], ins[2:]
    index_slot = ex._slot(body.inputs[0])
    carried_in = [ex._slot(v) for v in body.inputs[1:]]
    code = ex._compile_block(body)
    cond_out = ex._slot(body.outputs[0])
    carried_out = [ex._slot(v) for v in body.outputs[1:]]

    def run(r: list) -> None:
        trip, cond = r[trip_slot], r[cond_slot]
        values = [r[i] for i in init_slots]
        i = 0
        while cond and i < trip:
            r[index_slot] = i
            for slot, value in zip(carried_in, values, strict=True):
                r[slot] = value
            for instruction in code:
                instruction(r)
            cond = r[cond_out]
            values = [r[s] for s in carried_out]
            i += 1
        for slot, value in zip(outs, values, strict=True):
            r[slot] = value

    return run


_SPECIAL: dict[str, Callable[[GraphExecutor, Node, list[int], list[int]], Instruction]] = {
    "prim::GetAttr": _get_attr,
    "prim::SetAttr": _set_attr,
    "prim::CallMethod": _call_method,
    "prim::CallFunction": _call_function,
    "prim::PythonOp": _python_op,
    "prim::TupleConstruct": _tuple_construct,
    "prim::ListConstruct": _list_construct,
    "prim::DictConstruct": _dict_construct,
    "prim::TupleUnpack": _unpack,
    "prim::ListUnpack": _unpack,
    "prim::TupleIndex": _tuple_index,
    "prim::unchecked_cast": _identity,
    "prim::Uninitialized": _uninitialized,
    "prim::RaiseException": _raise,
    "prim::Print": _print,
    "prim::isinstance": _isinstance,
    "prim::If": _if,
    "prim::Loop": _loop,
}


def run(graph: Graph, inputs: list) -> list:
    """Run ``graph`` on ``inputs`` and return its outputs as a list."""
    return GraphExecutor(graph).run(inputs)
