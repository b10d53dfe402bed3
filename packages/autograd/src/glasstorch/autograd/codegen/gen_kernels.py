"""Generate ``variable_type.py`` (the Autograd kernels) and ``register.py`` (gen_variable_type).

A functional kernel, for ``mul.Tensor``::

    def mul_Tensor(ks, self, other):
        grad_fn = new_node(nodes.MulBackward0, self, other)
        if grad_fn is not None:
            grad_fn.other_ = SavedVariable(other, False)
            ...
        excluded = _tls.excluded
        _tls.excluded = excluded | _AUTOGRAD_KEYS
        try:
            result = ops.mul_Tensor.redispatch(ks & AFTER_AUTOGRAD, self, other)
        finally:
            _tls.excluded &= ~_AUTOGRAD_KEYS | excluded
        if grad_fn is not None:
            set_history(result, grad_fn)
        return result

``new_node`` is ``any_requires_grad``, ``gradient_edge`` per input and the node's
construction in one call (None when nothing needs grad). Kernels with a condition on
differentiability, or in place, call ``any_requires_grad`` and ``gradient_edge`` themselves;
inputs that may be None or lists (``Tensor?``, ``Tensor[]``) go through the general
``compute_requires_grad`` and ``collect_next_edges`` instead. In-place kernels also
``check_inplace`` first, save a clone of ``self`` if a formula reads
it (``original_self``) and ``rebase_history`` after. The exclude guard is PyTorch's
``AutoDispatchBelowAutograd``: operators the kernel below calls do not record.

Forward-mode AD costs a kernel one flag read, ``_fw.enabled`` (a dual level is entered):
then it calls the entry's ``_fw_<op>`` function (see :mod:`.forward`) after the operator
ran, or, for an entry without a ``result:`` formula, refuses tangents before it runs.
"""

from __future__ import annotations

import ast

from glasstorch.aten.codegen import NativeFunction
from glasstorch.aten.codegen.pyapi import LINE_LENGTH, PyArg, format_call, py_args, py_str
from glasstorch.c10.schema import OptionalType, SchemaKind, Type

from .forward import forward_call, gen_forward_function
from .gen_nodes import HEADER
from .model import (
    META_ATTRIBUTES,
    CodegenError,
    DifferentiabilityInfo,
    KernelKind,
    KernelPlan,
    SavedValue,
    is_tensor_list,
)

__all__ = ["gen_register", "gen_variable_type"]

_DOC = '''"""Autograd kernels, one per aten operator that needs one: PyTorch's ``VariableType``.

A kernel decides whether the call needs a graph (``compute_requires_grad``), creates the
backward node with its edges and saved values, runs the operator below autograd, and
connects the outputs to the node. ``register.register()`` registers every kernel for the
``Autograd`` alias key, with the dispatch key set as first argument.
"""'''

_IMPORTS = [
    "from glasstorch.aten._generated import ops",
    "from glasstorch.c10.core.dispatch_key import DispatchKey",
    "from glasstorch.c10.core.dispatch_key_set import DispatchKeySet",
    "from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls",
    "",
    "from ..function_utils import (",
    "    AFTER_AUTOGRAD,",
    "    SavedVariable,",
    "    any_requires_grad,",
    "    check_inplace,",
    "    collect_next_edges,",
    "    compute_requires_grad,",
    "    gradient_edge,",
    "    new_node,",
    "    rebase_history,",
    "    set_history,",
    ")",
    "from ..forward_grad import (",
    "    check_no_fw_grad,",
    "    check_no_fw_grad_out,",
    "    fw_primal_clone,",
    "    fw_tangent,",
    "    fw_tangents,",
    "    has_fw_grad,",
    "    set_fw_grad,",
    "    set_fw_grads,",
    ")",
    "from ..forward_grad import state as _fw",
    "from .. import formulas as _formulas",
]

_GUARD = """#: Excluded while an operator runs below autograd, so that the operators its kernel
#: calls record nothing (PyTorch's ``AutoDispatchBelowAutograd``).
_AUTOGRAD_KEYS = DispatchKeySet(
    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther]
).repr"""

#: Module-level names of variable_type.py; no kernel or argument may take one.
_MODULE_NAMES = frozenset(
    {"ops", "nodes", "DispatchKey", "DispatchKeySet", "_tls", "excluded", "AFTER_AUTOGRAD",
     "SavedVariable", "any_requires_grad", "check_inplace", "collect_next_edges",
     "compute_requires_grad", "gradient_edge", "new_node", "rebase_history", "set_history",
     "_AUTOGRAD_KEYS", "_any_requires_grad", "grad_fn", "original_self", "result",
     "_fw", "_formulas", "_fw_self", "_inplace", "check_no_fw_grad", "check_no_fw_grad_out",
     "fw_primal_clone", "fw_tangent", "fw_tangents", "has_fw_grad", "set_fw_grad",
     "set_fw_grads"}
)  # fmt: skip


def _args(f: NativeFunction) -> tuple[PyArg, ...]:
    return py_args(f.func, f.loc, _MODULE_NAMES)


def _call(f: NativeFunction, args: tuple[PyArg, ...]) -> str:
    names = ", ".join(["ks & AFTER_AUTOGRAD", *(a.name for a in args)])
    return f"ops.{f.unambiguous_name}.redispatch({names})"


def _redispatch(target: str, f: NativeFunction, args: tuple[PyArg, ...]) -> list[str]:
    lines = [
        "    excluded = _tls.excluded",
        "    _tls.excluded = excluded | _AUTOGRAD_KEYS",
        "    try:",
    ]
    body = _redispatch_unguarded(target, f, args)
    return [*lines, *body, "    finally:", "        _tls.excluded &= ~_AUTOGRAD_KEYS | excluded"]


def _redispatch_unguarded(target: str, f: NativeFunction, args: tuple[PyArg, ...]) -> list[str]:
    """The redispatch call alone, indented as a block's body (a ``try``'s or an ``if``'s)."""
    line = f"        {target}{_call(f, args)}"
    if len(line) <= LINE_LENGTH:
        return [line]
    names = ["ks & AFTER_AUTOGRAD", *(a.name for a in args)]
    return format_call(f"{target}ops.{f.unambiguous_name}.redispatch(", names, ")", " " * 8)


def _plain(f: NativeFunction) -> list[str]:
    args = _args(f)
    header = format_call(f"def {f.unambiguous_name}(", ["ks", *(a.name for a in args)], "):", "")
    return [*header, *_redispatch("return ", f, args)]


def _out(f: NativeFunction, info: DifferentiabilityInfo) -> list[str]:
    args = _args(f)
    names = {a.arg.name: a.name for a in args}
    inputs = [names[a.name] for a in info.args_with_derivatives]
    outs = [a.name for a in args if a.arg.is_out]
    message = [
        f"{f.base_name}(): functions with out=... arguments don't support automatic ",
        "differentiation, but one of the arguments requires grad.",
    ]
    header = format_call(f"def {f.unambiguous_name}(", ["ks", *(a.name for a in args)], "):", "")
    checks = [
        f"compute_requires_grad({', '.join(inputs)})",
        f"compute_requires_grad({', '.join(outs)})",
    ]
    fw_check = format_call(
        "check_no_fw_grad_out(", [py_str(f.unambiguous_name), *inputs, *outs], ")", "        "
    )
    return [
        *header,
        "    if _fw.enabled:",
        *fw_check,
        f"    if {checks[0]} or {checks[1]}:",
        "        raise RuntimeError(",
        *(f"            {py_str(part)}" for part in message),
        "        )",
        *_redispatch("return ", f, args),
    ]


def _assign(name: str, value: str, indent: str) -> list[str]:
    """``name = value``, the value wrapped in parentheses when the line would be too long."""
    line = f"{indent}{name} = {value}"
    if len(line) <= LINE_LENGTH:
        return [line]
    return [f"{indent}{name} = (", f"{indent}    {value}", f"{indent})"]


def _meta_expr(s: SavedValue, x: str) -> str:
    assert s.meta is not None
    one = META_ATTRIBUTES[s.meta]
    if s.is_list:
        item = one.format("t")
        item = f"None if t is None else {item}" if s.is_optional else item
        return f"[{item} for t in {x}]"
    if s.is_optional:
        return f"None if {x} is None else {one.format(x)}"
    return one.format(x)


def _save_expr(s: SavedValue, x: str, is_output: bool = False) -> str:
    if s.meta is not None:
        return _meta_expr(s, x)
    if not s.is_tensor:
        return x
    flag = "True" if is_output else "False"
    if s.is_list:
        return f"[SavedVariable(t, {flag}) for t in {x}]"
    return f"SavedVariable({x}, {flag})"


def _condition_helpers(info: DifferentiabilityInfo, helpers: frozenset[str]) -> set[str]:
    """The helpers the ``output_differentiability`` conditions call (other names: inputs)."""
    inputs = {a.name for a in info.func.func.arguments}
    used: set[str] = set()
    for cond in info.conditions:
        try:
            tree = ast.parse(cond, mode="eval")
        except SyntaxError as e:
            raise CodegenError(info.loc, f"the condition {cond!r} is not Python: {e.msg}") from None
        reads = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        unknown = reads - inputs - helpers
        if unknown:
            raise CodegenError(info.loc, f"unknown name(s) {sorted(unknown)} in {cond!r}")
        used |= reads & helpers - inputs
    return used


def _formula(f: NativeFunction, info: DifferentiabilityInfo) -> list[str]:
    args = _args(f)
    names = {a.arg.name: a.name for a in args}
    inplace = f.kind is SchemaKind.inplace
    diff = [names[a.name] for a in info.args_with_derivatives]
    header = format_call(f"def {f.unambiguous_name}(", ["ks", *(a.name for a in args)], "):", "")
    # Plain ``Tensor`` inputs are never None nor lists: they get the short helpers.
    plain = all(_is_plain_tensor(a.type) for a in info.args_with_derivatives)
    helper = "any_requires_grad" if plain else "compute_requires_grad"
    requires = f"{helper}({', '.join(diff)})"
    requires += "".join(f" and ({cond})" for cond in info.conditions)
    one_call = plain and not inplace and not info.conditions
    # With no graph to record, the kernel returns the redispatched call at once, without the
    # exclude guard: the operators the kernel below calls then see grad mode off, or inputs
    # that need no grad, and record nothing either. Only where every tensor argument has a
    # derivative and no condition applies, so that "no graph" means "no input needs grad".
    early = plain and not info.conditions and _all_tensors_differentiable(f, info)
    result = "" if inplace else "result = "
    fw_pre, fw_post = _forward_lines(f, info, args, diff)
    if info.forward is None:  # a tangent reaching the op is an error, before it runs
        header += ["    if _fw.enabled:", *fw_post]
    if one_call:  # any_requires_grad, the edges and the node in one call
        node = [f"nodes.{info.op}", *diff]
        lines = [*header, *format_call("grad_fn = new_node(", node, ")", "    ")]
    else:
        lines = [*header, *_assign("_any_requires_grad", requires, "    ")]
    if early:
        body = "    "
        test = "grad_fn is None" if one_call else "not _any_requires_grad"
        lines.append(f"    if {test}:")
        direct = _redispatch_unguarded("return " if one_call else "", f, args)
        direct += [] if one_call else ["        return self"]
        if info.forward is None:
            lines += direct
        else:  # with a dual level entered, the op runs guarded and sets the tangent
            lines += ["        if not _fw.enabled:", *_indent(direct)]
            lines += _indent(fw_pre + _redispatch(result, f, args) + fw_post)
            lines.append("        return result" if one_call else "        return self")
        if not one_call:
            lines.append("    check_inplace(self, True)")
    else:
        body = "        "
        if one_call:
            lines.append("    if grad_fn is not None:")
        else:
            if inplace:
                lines.append("    check_inplace(self, _any_requires_grad)")
            lines += ["    grad_fn = None", "    if _any_requires_grad:"]
    if not one_call:
        if plain:
            edges = [f"gradient_edge({name})" for name in diff]
            if len(edges) == 1:
                edges[0] += ","
            lines += format_call(f"grad_fn = nodes.{info.op}((", edges, "))", body)
        else:
            lines += format_call(f"grad_fn = nodes.{info.op}(collect_next_edges(", diff, "))", body)
    for a in info.args_with_derivatives:
        if is_tensor_list(a.type):
            lines.append(f"{body}grad_fn.{a.name}_size_ = len({names[a.name]})")
    for s in info.saved_inputs:
        assert s.arg is not None
        x = names[s.arg.name]
        if inplace and s.arg.name == "self" and s.is_tensor:
            lines.append(f"{body}original_self = self.clone()")
            x = "original_self"
        lines.append(f"{body}grad_fn.{s.slot} = {_save_expr(s, x)}")
    if one_call and lines[-1] == "    if grad_fn is not None:":
        lines.pop()  # nothing saved
    if info.forward is not None:
        lines += fw_pre
    lines += _redispatch(result, f, args)
    if not early:
        lines.append("    if grad_fn is not None:")
    if inplace:
        lines.append(f"{body}rebase_history(self, grad_fn)")
        outputs = ["self"]
    else:
        outputs = _outputs(f)
        diff_out = [outputs[i] for i in info.differentiable_outputs]
        history = diff_out[0] if len(diff_out) == 1 else f"({', '.join(diff_out)})"
        lines.append(f"{body}set_history({history}, grad_fn)")
    for s in info.saved_outputs:
        assert s.output is not None
        is_output = s.output in info.differentiable_outputs
        lines.append(f"{body}grad_fn.{s.slot} = {_save_expr(s, outputs[s.output], is_output)}")
    if info.forward is not None:
        lines += ["    if _fw.enabled:", *_indent(fw_post)]
    lines.append("    return self" if inplace else "    return result")
    return lines


def _indent(lines: list[str]) -> list[str]:
    return [f"    {line}" for line in lines]


def _forward_lines(
    f: NativeFunction, info: DifferentiabilityInfo, args: tuple[PyArg, ...], diff: list[str]
) -> tuple[list[str], list[str]]:
    """Forward AD in a kernel: what runs before the op (an in-place op keeps its input if the
    formula reads it) and after it (the tangent), or, without a formula, the error check."""
    if info.forward is None:
        return [], format_call("check_no_fw_grad(", [py_str(f.base_name), *diff], ")", "        ")
    pre = []
    if f.kind is SchemaKind.inplace and info.forward.reads_self:
        pre = ["    _fw_self = fw_primal_clone(self) if _fw.enabled else self"]
    return pre, [f"    {forward_call(f, info, args)}"]


def _all_tensors_differentiable(f: NativeFunction, info: DifferentiabilityInfo) -> bool:
    """Whether every tensor input of ``f`` is one that ``info`` has a derivative for."""
    tensors = {a.name for a in f.func.arguments if a.type.is_tensor_like() and not a.is_out}
    return tensors <= {a.name for a in info.args_with_derivatives}


def _is_plain_tensor(type_: Type) -> bool:
    """``Tensor`` itself: not optional, not a list."""
    return (
        type_.is_tensor_like() and not type_.is_list_like() and not isinstance(type_, OptionalType)
    )


def _outputs(f: NativeFunction) -> list[str]:
    returns = f.func.returns
    return ["result"] if len(returns) == 1 else [f"result[{i}]" for i in range(len(returns))]


def gen_variable_type(plans: list[KernelPlan], helpers: frozenset[str]) -> str:
    """The text of ``_generated/variable_type.py`` (``helpers``: what ``formulas`` exports)."""
    used: set[str] = set()
    for plan in plans:
        if plan.kind is KernelKind.formula and plan.info is not None:
            used |= _condition_helpers(plan.info, helpers)
    for plan in plans:
        if plan.func.unambiguous_name in _MODULE_NAMES | used:
            raise CodegenError(plan.func.loc, f"kernel name {plan.func.unambiguous_name} clashes")
    forwards = {
        plan.info.name: plan.info
        for plan in plans
        if plan.kind is KernelKind.formula and plan.info is not None and plan.info.forward
    }
    imports = [*_IMPORTS]
    if used:
        imports.append(f"from ..formulas import {', '.join(sorted(used))}")
    lines = [HEADER, _DOC, "", *imports, "from . import nodes", "", _GUARD]
    for plan in plans:
        if plan.kind is KernelKind.formula:
            assert plan.info is not None
            body = _formula(plan.func, plan.info)
        elif plan.kind is KernelKind.out:
            assert plan.info is not None
            body = _out(plan.func, plan.info)
        else:
            body = _plain(plan.func)
        lines += ["", "", *body]
    for info in forwards.values():
        lines += ["", "", *gen_forward_function(info, _args(info.func))]
    return "\n".join(lines) + "\n"


def gen_register(plans: list[KernelPlan]) -> str:
    """The text of ``_generated/register.py``."""
    lines = [
        HEADER,
        '"""Registers the Autograd kernels: ``TORCH_LIBRARY_IMPL(aten, Autograd, m)``."""',
        "",
        "from glasstorch.c10.dispatch import Library",
        "",
        "from . import variable_type",
        "",
        "",
        "def register() -> Library:",
        '    """Register each kernel for the Autograd alias key; ``.remove()`` on the result',
        '    undoes every registration."""',
        '    lib = Library("aten", "IMPL", "Autograd")',
        "    impl = lib.impl",
    ]
    for plan in plans:
        f = plan.func
        lines += format_call(
            "impl(",
            [py_str(f.name), f"variable_type.{f.unambiguous_name}", "with_keyset=True"],
            ")",
            "    ",
        )
    lines.append("    return lib")
    return "\n".join(lines) + "\n"
