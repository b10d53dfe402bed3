"""Generate ``_generated/nodes.py``: one backward node class per entry (gen_autograd_functions).

A node's ``__slots__`` hold what the forward call saved; ``apply(grads)`` unpacks them,
evaluates the formula of each input whose edge needs a gradient and returns one gradient
per next edge. A ``Tensor[]`` input owns a range of edges, as long as the list was
(``<name>_size_``). With no gradient defined at all, every input gradient is None.
"""

from __future__ import annotations

from glasstorch.aten.codegen.pyapi import LINE_LENGTH, format_call, format_tuple

from .model import (
    CodegenError,
    Derivative,
    DifferentiabilityInfo,
    SavedValue,
    is_tensor_list,
    local_name,
)

__all__ = ["HEADER", "gen_nodes", "node_slots"]

#: The first line of every generated file.
HEADER = "# @generated from derivatives.yaml by glasstorch.autograd.codegen — do not edit by hand."

_DOC = '''"""Backward nodes, one class per differentiable derivatives.yaml entry.

PyTorch's generated ``Functions.h``/``Functions.cpp``: ``<Name>Backward<N>`` saves what the
entry's formulas read and evaluates them in ``apply``. The formulas run through the
Dispatcher, so with ``create_graph=True`` they are recorded themselves.
"""'''

#: Helpers a generated ``apply`` may use besides the formulas' own.
_APPLY_HELPERS = ("any_grad_defined", "release_saved", "should_compute_any")


#: Attributes of ``graph.Node`` a saved value must not shadow.
_NODE_ATTRIBUTES = frozenset(
    {"apply", "name", "next_edges", "sequence_nr", "input_metadata", "metadata",
     "next_functions", "release_variables", "set_next_edges", "add_input_metadata",
     "num_inputs", "num_outputs", "should_compute_output", "register_hook", "register_prehook"}
)  # fmt: skip
#: Locals of a generated ``apply``; no formula name may take one.
_APPLY_LOCALS = frozenset({"grads", "grad_inputs", "plan", "edges", "current", "should_execute"})


def node_slots(info: DifferentiabilityInfo) -> tuple[str, ...]:
    """The node's attributes: saved values, then the length of each ``Tensor[]`` input."""
    saved = [s.slot for s in (*info.saved_inputs, *info.saved_outputs)]
    sizes = [f"{a.name}_size_" for a in info.args_with_derivatives if is_tensor_list(a.type)]
    clash = sorted(set(saved) & _NODE_ATTRIBUTES)
    if clash:
        raise CodegenError(info.loc, f"{info.name}: saved value(s) {clash} shadow Node attributes")
    names = {local_name(s.name) for s in (*info.saved_inputs, *info.saved_outputs)}
    clash = sorted(names & _APPLY_LOCALS)
    if clash:
        raise CodegenError(info.loc, f"{info.name}: saved value(s) {clash} shadow apply() locals")
    return tuple(dict.fromkeys(saved + sizes))


def _indices(info: DifferentiabilityInfo) -> tuple[dict[str, tuple[str, bool]], list[str], str]:
    """Each differentiable input's edge index and whether it is a slice (a ``Tensor[]``
    input's range), the lines computing them, and the number of edges."""
    lists = any(is_tensor_list(a.type) for a in info.args_with_derivatives)
    offset = "0"
    exprs: dict[str, tuple[str, bool]] = {}
    lines: list[str] = []
    for a in info.args_with_derivatives:
        is_list = is_tensor_list(a.type)
        if is_list:
            size = f"self.{a.name}_size_"
            stop = size if offset == "0" else f"{offset} + {size}"
            value = f"slice({offset}, {stop})"
            offset = stop
        else:
            value = offset
            offset = str(int(offset) + 1) if offset.isdigit() else f"{offset} + 1"
        if lists:
            lines.append(f"        {a.name}_ix = {value}")
            value = f"{a.name}_ix"
        exprs[a.name] = (value, is_list)
    return exprs, lines, offset


def _unpack(s: SavedValue) -> str:
    name, slot = local_name(s.name), f"self.{s.slot}"
    if not s.is_tensor:
        return f"{name} = {slot}"
    if s.is_list:
        return f"{name} = [v.unpack(self) for v in {slot}]"
    return f"{name} = {slot}.unpack(self)"


def _assign(target: str, value: str, indent: str) -> list[str]:
    line = f"{indent}{target} = {value}"
    if len(line) <= LINE_LENGTH:
        return [line]
    return [f"{indent}{target} = (", f"{indent}    {value}", f"{indent})"]


def _check(ix: str, is_slice: bool) -> str:
    """Whether the edge (or any edge of the slice) ``ix`` needs a gradient: an edge that
    exists and, in a task with ``inputs`` (``plan``), leads to one of them. This is
    ``self.should_compute_output(ix)`` inlined (it runs for every input of every node)."""
    if is_slice:
        return f"should_compute_any(self, {ix})"
    edge = f"edges[{ix}]"
    return f"{edge} is not None and (plan is None or should_execute(plan, {edge}.node))"


def _formula_lines(d: Derivative, index: dict[str, tuple[str, bool]]) -> list[str]:
    ix = [index[n][0] for n in d.var_names]
    checks = [_check(*index[n]) for n in d.var_names]
    body = " " * 12
    if len(ix) == 1 and "grad_input_mask" not in d.names:
        return [
            f"        if {checks[0]}:",
            *_assign(f"grad_inputs[{ix[0]}]", d.formula, body),
        ]
    lines = format_call("grad_input_mask = [", checks, "]", "        ")
    lines.append("        if any(grad_input_mask):")
    if len(ix) == 1:
        return [*lines, *_assign(f"grad_inputs[{ix[0]}]", d.formula, body)]
    lines += _assign("grad_result", d.formula, body)
    for k, i in enumerate(ix):
        lines += [
            f"{body}if grad_input_mask[{k}]:",
            f"{body}    grad_inputs[{i}] = grad_result[{k}]",
        ]
    return lines


def _gen_node(info: DifferentiabilityInfo) -> list[str]:
    assert info.op is not None
    slots = node_slots(info)
    index, setup, count = _indices(info)
    saved = [*info.saved_inputs, *info.saved_outputs]
    size = f"[None] * {count}" if not count.isdigit() else f"[{', '.join(['None'] * int(count))}]"
    lines = [f"class {info.op}(Node):", f'    """aten::{info.func.func}"""', ""]
    if slots:
        lines += [*format_tuple("__slots__ = ", [f'"{s}"' for s in slots], "    "), ""]
    else:
        lines += ["    __slots__ = ()", ""]
    lines += [
        "    def apply(self, grads):",
        *setup,
        f"        grad_inputs = {size}",
        "        if grads[0] is None and not any_grad_defined(grads):",
        "            return grad_inputs",
    ]
    if info.uses_grad:
        lines.append("        grad = grads[0]")
    lines += [f"        {_unpack(s)}" for s in saved]
    if any(not index[n][1] for d in info.derivatives for n in d.var_names):
        lines += ["        plan = current.exec_info", "        edges = self.next_edges"]
    for d in info.derivatives:
        lines += _formula_lines(d, index)
    lines.append("        return grad_inputs")
    tensors = [f"self.{s.slot}" for s in saved if s.is_tensor and not s.is_list]
    lists = [f"self.{s.slot}" for s in saved if s.is_tensor and s.is_list]
    if tensors or lists:
        lines += ["", "    def release_variables(self):"]
        lines += [f"        {t}.reset_data()" for t in tensors]
        if lists:
            lines += format_call("release_saved(", lists, ")", "        ")
    return lines


def gen_nodes(infos: tuple[DifferentiabilityInfo, ...]) -> str:
    """The text of ``_generated/nodes.py``."""
    nodes = [info for info in infos if info.op is not None]
    helpers = sorted(set(_APPLY_HELPERS).union(*(info.helpers for info in nodes)))
    bodies = [_gen_node(info) for info in nodes]
    text = "\n".join(line for body in bodies for line in body)
    helpers = [h for h in helpers if h not in _APPLY_HELPERS or f"{h}(" in text]
    lines = [HEADER, _DOC, "", "from ..graph import Node, current, should_execute"]
    lines += format_call("from ..formulas import (", helpers, ")", "")
    for body in bodies:
        lines += ["", "", *body]
    lines += ["", "", *format_tuple("ALL_NODES = ", [info.op or "" for info in nodes], "")]
    return "\n".join(lines) + "\n"
