"""Generate the Python bindings: ``functions.py``, ``<module>_functions.py``, ``tensor_methods.py``.

The analogue of PyTorch's ``python_torch_functions.cpp`` / ``python_variable_methods.cpp``.
Overloads are grouped by Python name (``add``, ``add_``); each group becomes one function
that hands its arguments to a ``glasstorch.aten.python_arg_parser.PythonArgParser`` built
over the group's ``ops`` classes, which resolves the overload at call time; the parser's
``binds`` decorator records the function as the ``func`` that ``__torch_function__``
handlers receive. An out= overload joins the function group of its name (it is chosen by
the ``out=`` keyword); overloads are listed in yaml order, out= overloads last.

``python_module: linalg`` puts a function into ``linalg_functions.py`` instead of
``functions.py``, without the ``linalg_`` prefix PyTorch's names carry
(``linalg_vector_norm`` → ``glasstorch.linalg.vector_norm``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .gen_ops import HEADER
from .model import CodegenError, NativeFunction, NativeFunctions
from .pyapi import LINE_LENGTH, format_call, py_str

__all__ = [
    "FunctionGroup",
    "function_groups",
    "gen_functions",
    "gen_tensor_methods",
    "method_groups",
    "python_modules",
]


@dataclass(frozen=True)
class FunctionGroup:
    """The overloads bound to one Python name (``qualified_name`` is ``linalg.vector_norm``)."""

    python_name: str
    qualified_name: str
    overloads: tuple[NativeFunction, ...]


def _python_name(f: NativeFunction) -> str:
    module = f.python_module
    if module is not None and f.base_name.startswith(f"{module}_"):
        return f.base_name.removeprefix(f"{module}_")
    return f.base_name


def _group(functions: list[NativeFunction], module: str | None) -> list[FunctionGroup]:
    by_name: dict[str, list[NativeFunction]] = {}
    for f in functions:
        by_name.setdefault(_python_name(f), []).append(f)
    groups = []
    for name, members in by_name.items():
        ordered = [f for f in members if not f.is_out_fn] + [f for f in members if f.is_out_fn]
        qualified = f"{module}.{name}" if module else name
        groups.append(FunctionGroup(name, qualified, tuple(ordered)))
    return groups


def python_modules(native: NativeFunctions) -> tuple[str, ...]:
    """The ``python_module`` namespaces in use, sorted."""
    return tuple(sorted({f.python_module for f in native.functions if f.python_module}))


def function_groups(native: NativeFunctions, module: str | None) -> list[FunctionGroup]:
    """The function-variant groups of one namespace (``None``: the top level)."""
    members = [f for f in native.functions if f.has_function and f.python_module == module]
    return _group(members, module)


def method_groups(native: NativeFunctions) -> list[FunctionGroup]:
    """The method-variant groups of ``Tensor``."""
    return _group([f for f in native.functions if f.has_method], None)


def _docstring(group: FunctionGroup, indent: str) -> list[str]:
    signatures = []
    for f in group.overloads:
        schema = str(f.func)
        signatures.append(group.python_name + schema[len(str(f.func.name)) :])
    text = f"\n{indent}".join(signatures)
    return [f'{indent}"""{text}"""']


def _parser_lines(var: str, group: FunctionGroup, method: bool) -> list[str]:
    """``_p_add = PythonArgParser("add", (ops.add_Tensor, ...), method=False)``, wrapped."""
    classes = [f"ops.{f.unambiguous_name}" for f in group.overloads]
    overloads = f"({classes[0]},)" if len(classes) == 1 else f"({', '.join(classes)})"
    items = [py_str(group.qualified_name), overloads, f"method={method}"]
    lines = format_call(f"{var} = PythonArgParser(", items, ")", "")
    if all(len(line) <= LINE_LENGTH for line in lines):
        return lines
    return [
        f"{var} = PythonArgParser(",
        f"    {items[0]},",
        *format_call("(", classes, "),", "    "),
        f"    {items[2]},",
        ")",
    ]


def _check_names(groups: list[FunctionGroup], prefix: str, what: str) -> None:
    """The parser variables must not shadow a generated function or an imported name."""
    names = {g.python_name for g in groups} | {"ops", "PythonArgParser"}
    for g in groups:
        var = f"{prefix}{g.python_name}"
        if var in names or g.python_name in ("ops", "PythonArgParser"):
            raise CodegenError(
                g.overloads[0].loc,
                f"the {what} '{g.python_name}' clashes "
                f"with a name the generated module defines ('{var}')",
            )


def gen_functions(native: NativeFunctions, module: str | None) -> str:
    """The text of ``functions.py`` (``module=None``) or ``<module>_functions.py``."""
    groups = function_groups(native, module)
    _check_names(groups, "_p_", "function")
    namespace = f"glasstorch.{module}" if module else "glasstorch"
    lines = [
        HEADER,
        f'"""The ``{namespace}.<name>`` functions of the aten operators (PyTorch\'s',
        "``python_torch_functions``).",
        "",
        "Each function hands its arguments to a PythonArgParser over the overloads of its name,",
        "which picks the overload, converts the arguments and calls ``ops.<overload>.call``.",
        '"""',
        "",
        "from ..python_arg_parser import PythonArgParser",
        "from . import ops",
        "",
        *format_call(
            "__all__ = [", [py_str(n) for n in sorted(g.python_name for g in groups)], "]", ""
        ),
    ]
    for g in groups:
        var = f"_p_{g.python_name}"
        lines += ["", "", *_parser_lines(var, g, method=False), "", ""]
        lines.append(f"@{var}.binds")
        lines.append(f"def {g.python_name}(*args, **kwargs):")
        lines += _docstring(g, "    ")
        lines.append(f"    return {var}(args, kwargs)")
    return "\n".join(lines) + "\n"


def gen_tensor_methods(native: NativeFunctions) -> str:
    """The text of ``tensor_methods.py``: the ``TensorMethods`` mixin of ``Tensor``."""
    groups = method_groups(native)
    _check_names(groups, "_m_", "method")
    lines = [
        HEADER,
        '"""The aten methods of ``Tensor`` (PyTorch\'s ``python_variable_methods``), as a mixin.',
        "",
        "Each method hands ``self`` and its arguments to a PythonArgParser over the overloads",
        "of its name, which picks the overload and calls ``ops.<overload>.call``.",
        '"""',
        "",
        "from ..python_arg_parser import PythonArgParser",
        "from . import ops",
        "",
        '__all__ = ["TensorMethods"]',
    ]
    for g in groups:
        lines += ["", *_parser_lines(f"_m_{g.python_name}", g, method=True)]
    lines += [
        "",
        "",
        "class TensorMethods:",
        '    """Mixed into ``Tensor``: one method per aten operator with a method variant."""',
        "",
        "    __slots__ = ()",
    ]
    for g in groups:
        lines += [
            "",
            f"    @_m_{g.python_name}.binds",
            f"    def {g.python_name}(self, *args, **kwargs):",
        ]
        lines += _docstring(g, "        ")
        lines.append(f"        return _m_{g.python_name}(self, args, kwargs)")
    return "\n".join(lines) + "\n"
