"""Generate ``ops.py`` (one class per overload) and ``register_schemas.py``.

``ops.py`` is the analogue of PyTorch's ``at::_ops`` (``Operators.h``): each overload is a
class holding its schema and its :class:`OperatorEntry`, with a ``call`` that computes
the dispatch key set from its tensor arguments and the thread-local sets, and a
``redispatch`` for a given key set. Kernels are always called with every argument
positionally, in schema order.
"""

from __future__ import annotations

from collections.abc import Sequence

from .model import CodegenError, NativeFunction, NativeFunctions
from .pyapi import (
    LINE_LENGTH,
    PyArg,
    format_call,
    format_tuple,
    key_set_terms,
    py_args,
    py_str,
    sentinel_args,
    signature_params,
)

__all__ = ["HEADER", "gen_ops", "gen_register_schemas", "op_args"]

#: The first line of every generated file.
HEADER = (
    "# @generated from native/native_functions.yaml by glasstorch.aten.codegen"
    " — do not edit by hand."
)

_OPS_DOC = '''"""One class per aten operator overload: PyTorch's ``at::_ops``.

``<op>.call(...)`` computes the dispatch key set from the tensor arguments and the
thread-local included/excluded sets and runs the kernel the operator's entry selects;
``<op>.redispatch(ks, ...)`` does the same for a key set a kernel passes down. Kernels
get every argument positionally, in schema order. ``entry`` is bound by
``register_schemas.register``.
"""'''

_HELPERS = '''class _Required:
    """The default of a schema argument that has none but follows one that has."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<required>"


_REQUIRED = _Required()


def _missing(op, name):
    return TypeError(f"{op}() missing required argument: '{name}'")


def _keys_of_list(tensors):
    """The union of the key sets of a list of tensors (None lists and elements add nothing)."""
    ks = 0
    if tensors is not None:
        for t in tensors:
            if t is not None:
                ks |= t._key_set
    return ks'''


def op_args(f: NativeFunction) -> tuple[PyArg, ...]:
    """The Python parameters of ``f``'s ops class (an argument may not shadow the class)."""
    return py_args(f.func, f.loc, frozenset({f.unambiguous_name}))


def _ks_lines(f: NativeFunction, args: Sequence[PyArg]) -> list[str]:
    terms = key_set_terms(args)
    if not terms:
        device = next((a.name for a in args if a.arg.name == "device"), "None")
        terms = [f"_runtime.factory_key_set({device})"]
    terms.append("_tls.included")
    indent = " " * 8
    line = f"{indent}ks = ({' | '.join(terms)}) & ~_tls.excluded"
    if len(line) <= LINE_LENGTH:
        return [line]
    inner = f"{indent}    {' | '.join(terms)}"
    if len(inner) <= LINE_LENGTH:
        return [f"{indent}ks = (", inner, f"{indent}) & ~_tls.excluded"]
    first, *rest = terms
    return [
        f"{indent}ks = (",
        f"{indent}    {first}",
        *(f"{indent}    | {t}" for t in rest),
        f"{indent}) & ~_tls.excluded",
    ]


def _dispatch_lines(cls: str, names: list[str]) -> list[str]:
    indent = " " * 8
    return [
        f"{indent}entry = {cls}.entry",
        f"{indent}kernel = entry._cache.get(ks) or entry.lookup(ks)",
        f"{indent}if kernel.with_keyset:",
        *format_call("return kernel.fn(", ["ks", *names], ")", indent + "    "),
        *format_call("return kernel.fn(", names, ")", indent),
    ]


def _assignment(name: str, value: str, indent: str) -> list[str]:
    """``name = value``, or the value in parentheses on its own line when that fits better."""
    line = f"{indent}{name} = {value}"
    if len(line) <= LINE_LENGTH or len(f"{indent}    {value}") > LINE_LENGTH:
        return [line]
    return [f"{indent}{name} = (", f"{indent}    {value}", f"{indent})"]


def _gen_class(f: NativeFunction) -> list[str]:
    cls = f.unambiguous_name
    args = op_args(f)
    names = [a.name for a in args]
    params = signature_params(args)
    checks: list[str] = []
    for a in sentinel_args(args):
        checks += [
            f"        if {a.name} is _REQUIRED:",
            f"            raise _missing({py_str(f.name)}, {py_str(a.arg.name)})",
        ]
    return [
        f"class {cls}:",
        f'    """aten::{f.func}"""',
        "",
        f'    name = "aten::{f.base_name}"',
        f"    overload_name = {py_str(f.overload_name)}",
        *_assignment("schema_str", py_str(str(f.func)), "    "),
        "    entry: OperatorEntry  # bound by register_schemas",
        "",
        "    @staticmethod",
        *format_call("def call(", params, "):", "    "),
        *checks,
        *_ks_lines(f, args),
        *_dispatch_lines(cls, names),
        "",
        "    @staticmethod",
        *format_call("def redispatch(", ["ks", *params], "):", "    "),
        *checks,
        *_dispatch_lines(cls, names),
    ]


#: Module-level names of ``ops.py`` besides the classes; no operator may take one.
_OPS_MODULE_NAMES = frozenset(
    {"_Required", "_REQUIRED", "_missing", "_keys_of_list", "_tls", "_math", "_layout",
     "_scalar_type", "_runtime", "OperatorEntry", "_ALL_OPS"}
)  # fmt: skip


def gen_ops(native: NativeFunctions) -> str:
    """The text of ``_generated/ops.py``."""
    for f in native.functions:
        if f.unambiguous_name in _OPS_MODULE_NAMES:
            raise CodegenError(
                f.loc,
                f"the ops class of {f.name}, '{f.unambiguous_name}', "
                "clashes with a name ops.py defines",
            )
    classes = [_gen_class(f) for f in native.functions]
    body = "\n".join(line for cls in classes for line in cls)
    imports = []
    if "_math." in body:
        imports += ["import math as _math", ""]
    if "_layout." in body:
        imports.append("from glasstorch.c10.core import layout as _layout")
    if "_scalar_type." in body:
        imports.append("from glasstorch.c10.core import scalar_type as _scalar_type")
    imports += [
        "from glasstorch.c10.core import tls_local_dispatch_key_set as _tls",
        "from glasstorch.c10.dispatch import OperatorEntry",
    ]
    if "_runtime." in body:
        imports += ["", "from .. import _runtime"]
    lines = [HEADER, _OPS_DOC, "", *imports, "", "", _HELPERS]
    for cls in classes:
        lines += ["", "", *cls]
    all_ops = [f.unambiguous_name for f in native.functions]
    lines += ["", "", *format_tuple("_ALL_OPS = ", all_ops, "")]
    return "\n".join(lines) + "\n"


def gen_register_schemas(native: NativeFunctions) -> str:
    """The text of ``_generated/register_schemas.py``: ``m.def`` for every overload."""
    lines = [
        HEADER,
        '"""Define every aten schema (PyTorch\'s ``RegisterSchema.cpp``).',
        "",
        'The caller passes ``Library("aten", "DEF")``; each ``ops.<op>.entry`` is bound here.',
        '"""',
        "",
        "from glasstorch.c10.dispatch import Dispatcher, Library",
        "",
        "from . import ops",
        "",
        "",
        "def register(lib: Library) -> None:",
        '    """Define each operator and bind its OperatorEntry to its ``ops`` class."""',
        "    dispatcher = Dispatcher.singleton()",
    ]
    for f in native.functions:
        cls = f.unambiguous_name
        lines.append(f"    lib.define(ops.{cls}.schema_str)")
        lines += format_call(
            f"ops.{cls}.entry = dispatcher.find_schema(",
            [py_str(f"aten::{f.name}")],
            ").entry",
            "    ",
        )
    if not native.functions:
        lines.append("    del lib, dispatcher")
    return "\n".join(lines) + "\n"
