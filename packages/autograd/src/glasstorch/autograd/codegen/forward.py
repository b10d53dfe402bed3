"""Forward-mode formulas: the ``result:`` key of ``derivatives.yaml`` and the code it becomes.

An entry's ``result:`` gives its output's tangent, in one of PyTorch's three spellings:

* ``auto_element_wise`` — the op is element-wise in its one differentiable input, so the
  backward formula with the tangent as ``grad`` is the tangent (``exp``: ``grad * result``
  gives ``self_t * result``);
* ``auto_linear`` — the op is linear in its tensor inputs, so the op applied to the
  tangents is the tangent (``view``: ``self_t.view(size)``);
* an expression over the inputs (``self``, or ``self_p``), their tangents (``self_t``), the
  output (``result``) and the ``formulas`` helpers.

Each becomes a function ``_fw_<op>(result, <args>, _inplace=False)`` in ``variable_type.py``
that the op's Autograd kernel calls after the op ran, only while a dual level is entered.
"""

from __future__ import annotations

import ast
from typing import Any

from glasstorch.aten.codegen import NativeFunction
from glasstorch.aten.codegen.pyapi import PyArg, format_call
from glasstorch.c10.schema import SchemaKind

from .model import (
    META_ATTRIBUTES,
    CodegenError,
    DifferentiabilityInfo,
    ForwardDerivative,
    Location,
)

__all__ = ["forward_call", "forward_name", "gen_forward_function", "load_forward"]

_BUILTINS = frozenset({"abs", "all", "any", "float", "int", "len", "list", "max", "min", "sum"})


class _Rename(ast.NodeTransformer):
    def __init__(self, mapping: dict[str, str]) -> None:
        self.mapping = mapping

    def visit_Name(self, node: ast.Name) -> ast.AST:
        value = self.mapping.get(node.id)
        if value is None:
            return node
        return ast.copy_location(ast.parse(value, mode="eval").body, node)


def _rename(text: str, mapping: dict[str, str]) -> str:
    return ast.unparse(_Rename(mapping).visit(ast.parse(text, mode="eval")))


def _parse(text: str, at: Location) -> set[str]:
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as e:
        raise CodegenError(
            at, f"the formula {text!r} is not a Python expression: {e.msg}"
        ) from None
    bound = {a.arg for n in ast.walk(tree) if isinstance(n, ast.Lambda) for a in n.args.args}
    for node in ast.walk(tree):
        if isinstance(node, ast.comprehension):
            bound.update(n.id for n in ast.walk(node.target) if isinstance(n, ast.Name))
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - bound


def load_forward(
    info: DifferentiabilityInfo,
    raw: Any,
    at: Location,
    backward: list[tuple[tuple[str, ...], str, Location]],
    helpers: frozenset[str],
) -> ForwardDerivative:
    """Validate one ``result:`` value and spell it as an expression over schema names."""
    f = info.func
    if not isinstance(raw, str) or not raw.strip():
        raise CodegenError(at, "the formula for 'result' must be a Python expression")
    if len(f.func.returns) != 1 or info.differentiable_outputs != (0,):
        raise CodegenError(at, f"{f.name}: 'result' needs exactly one differentiable output")
    tensors = [a for a in f.func.arguments if a.type.is_tensor_like() and not a.is_out]
    text = " ".join(raw.split())
    if text == "auto_element_wise":
        if len(info.args_with_derivatives) != 1:
            raise CodegenError(at, f"{f.name}: auto_element_wise needs one differentiable input")
        name = info.args_with_derivatives[0].name
        text = next(" ".join(t.split()) for names, t, _ in backward if name in names)
        text = _rename(text, {"grad": f"{name}_t"})
    elif text == "auto_linear":
        diff = {a.name for a in info.args_with_derivatives}
        call = [f"{a.name}_t" if a.name in diff else a.name for a in f.func.arguments]
        text = f"ops.{f.unambiguous_name}.call({', '.join(call)})"
    reads = _parse(text, at)
    primals = {f"{a.name}_p": a.name for a in tensors}
    metas = {
        f"{a.name}_{m}": f"({e.format(a.name)})"
        for a in tensors
        for m, e in META_ATTRIBUTES.items()
    }
    allowed = {a.name for a in f.func.arguments} | {f"{a.name}_t" for a in tensors}
    allowed |= primals.keys() | metas.keys() | {"result", "ops"} | helpers | _BUILTINS
    unknown = reads - allowed
    if unknown:
        raise CodegenError(at, f"unknown name(s) {sorted(unknown)} in the 'result' formula")
    text = _rename(text, primals)
    allowed_locals = {a.name for a in f.func.arguments} | {f"{a.name}_t" for a in tensors}
    reads = _parse(text, at)  # metadata of self stays the same through an in-place op
    text = _rename(text, metas)
    return ForwardDerivative(
        formula=text,
        tangents=tuple(a.name for a in tensors if f"{a.name}_t" in reads),
        reads_self="self" in reads,
        helpers=frozenset(reads & helpers - allowed_locals),
        loc=at,
    )


def forward_name(info: DifferentiabilityInfo) -> str:
    """The generated function computing ``info``'s tangent."""
    return f"_fw_{info.func.unambiguous_name}"


def forward_call(f: NativeFunction, info: DifferentiabilityInfo, args: tuple[PyArg, ...]) -> str:
    """How ``f``'s kernel calls the tangent function after the op ran (``f`` may be the
    in-place variant of ``info``'s op: then ``self`` is the output and ``_fw_self`` the
    primal from before)."""
    names = [a.name for a in args if not a.arg.is_out]
    if f.kind is not SchemaKind.inplace:
        return f"{forward_name(info)}({', '.join(['result', *names])})"
    assert info.forward is not None
    if info.forward.reads_self:
        names = ["_fw_self" if n == "self" else n for n in names]
    return f"{forward_name(info)}({', '.join(['self', *names, '_inplace=True'])})"


def gen_forward_function(info: DifferentiabilityInfo, args: tuple[PyArg, ...]) -> list[str]:
    """``def _fw_<op>(result, <args>, _inplace=False)``: set ``result``'s tangent when a
    differentiable input has one (tangents an input lacks read as zeros)."""
    fw = info.forward
    assert fw is not None
    names = {a.arg.name: a.name for a in args}
    mapping = {n: py for n, py in names.items()} | {f"{n}_t": f"{py}_t" for n, py in names.items()}
    # Helpers by module: a kernel of variable_type.py may have a helper's name.
    mapping |= {h: f"_formulas.{h}" for h in fw.helpers}
    params = ["result", *(a.name for a in args if not a.arg.is_out), "_inplace=False"]
    diff = [names[a.name] for a in info.args_with_derivatives]
    lines = format_call(f"def {forward_name(info)}(", params, "):", "")
    lines += format_call("if not has_fw_grad(", diff, "):", "    ")
    lines.append("        return")
    by_name = {a.name: a for a in info.func.func.arguments}
    for n in fw.tangents:
        read = "fw_tangents" if by_name[n].type.is_list_like() else "fw_tangent"
        lines.append(f"    {names[n]}_t = {read}({names[n]})")
    formula = _rename(fw.formula, mapping)
    # The formula runs on primals and tangents, which carry no tangents of their own.
    lines += ["    _fw.enabled = False", "    try:"]
    setter = "set_fw_grads(" if info.func.func.returns[0].type.is_list_like() else "set_fw_grad("
    lines += format_call(setter, ["result", formula, "_inplace"], ")", "        ")
    lines += ["    finally:", "        _fw.enabled = True"]
    return lines
