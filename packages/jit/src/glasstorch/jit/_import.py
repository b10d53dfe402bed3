"""Reading the ``code/`` folder of an archive: TorchScript source back to classes and functions.

Mirrors ``torch/csrc/jit/serialization/import_source.cpp``. Every file
``code/__torch__/<path>.py`` (or ``code/__torch__.py``) defines classes and functions in
the qualified namespace ``__torch__.<path>``. A class body declares its attributes —

    class Linear(Module):
      __parameters__ = ["weight", "bias", ]
      __buffers__ = []
      weight : Tensor
      training : bool
      __annotations__["0"] = __torch__.torch.nn.modules.linear.Linear
      in_features : Final[int] = 4

— and its methods. :func:`parse_sources` turns the files into :class:`ClassSource` and
:class:`FunctionSource` records (plain ``ast``, no compilation), which the archive loader
compiles with the TorchScript front end.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass, field
from typing import Any

from ._function import NO_DEFAULT, Function
from ._types import ClassType, JitType, ann_to_type
from .frontend import compile_function_def
from .frontend.sugared_value import BuiltinFunction, SimpleValue, SpecialForm, SugaredValue

__all__ = [
    "ArchiveTypes",
    "ClassSource",
    "FunctionSource",
    "parse_sources",
    "qualified_prefix",
]


@dataclass
class FunctionSource:
    """A free function of the archive (``__torch__.torch.nn.functional.relu``)."""

    qualified_name: str
    definition: ast.FunctionDef
    filename: str
    source: str


@dataclass
class ClassSource:
    """A class of the archive: its attribute annotations (source text, in order), constants
    (``Final`` attributes with their values), which attributes are parameters or buffers,
    and its methods."""

    qualified_name: str
    is_module: bool
    filename: str
    source: str
    attributes: dict[str, str] = field(default_factory=dict)
    constants: dict[str, tuple[str, Any]] = field(default_factory=dict)
    parameters: list[str] = field(default_factory=list)
    buffers: list[str] = field(default_factory=list)
    methods: dict[str, ast.FunctionDef] = field(default_factory=dict)


def qualified_prefix(record: str) -> str:
    """``code/__torch__/torch/nn/modules/linear.py`` -> ``__torch__.torch.nn.modules.linear``."""
    if not (record.startswith("code/") and record.endswith(".py")):
        raise ValueError(f"not a code record of an archive: {record}")
    return record[len("code/") : -len(".py")].replace("/", ".")


def parse_sources(files: dict[str, str]) -> dict[str, ClassSource | FunctionSource]:
    """Parse ``{record name: source}`` of an archive's ``code/`` folder into its definitions,
    keyed by qualified name."""
    found: dict[str, ClassSource | FunctionSource] = {}
    for record, text in sorted(files.items()):
        prefix = qualified_prefix(record)
        try:
            tree = ast.parse(text, filename=record)
        except SyntaxError as e:
            raise RuntimeError(f"cannot parse {record} of the archive: {e}") from None
        for statement in tree.body:
            if isinstance(statement, ast.ClassDef):
                parsed: ClassSource | FunctionSource = _parse_class(statement, prefix, record, text)
            elif isinstance(statement, ast.FunctionDef):
                name = f"{prefix}.{statement.name}"
                parsed = FunctionSource(name, statement, record, text)
            elif isinstance(statement, ast.Import | ast.ImportFrom):
                continue  # version headers of old archives (``op_version_set = 1``) aside
            elif _is_version_assignment(statement):
                continue
            else:
                raise _unsupported(record, statement, "at the top level of a code file")
            found[parsed.qualified_name] = parsed
    return found


def _is_version_assignment(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        and statement.targets[0].id == "op_version_set"
    )


def _parse_class(node: ast.ClassDef, prefix: str, record: str, text: str) -> ClassSource:
    bases = [ast.unparse(b) for b in node.bases]
    if bases not in ([], ["Module"]):
        raise _unsupported(record, node, f"base classes {bases} (only Module)")
    cls = ClassSource(f"{prefix}.{node.name}", bases == ["Module"], record, text)
    for statement in node.body:
        if isinstance(statement, ast.FunctionDef):
            cls.methods[statement.name] = statement
        elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            _annotated(cls, statement.target.id, statement.annotation, statement.value, record)
        elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            _assignment(cls, statement.targets[0], statement.value, record)
        elif not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)):
            raise _unsupported(record, statement, f"in the body of class {node.name}")
    return cls


def _annotated(
    cls: ClassSource, name: str, annotation: ast.expr, value: ast.expr | None, record: str
) -> None:
    """``name : T`` declares an attribute; ``name : Final[T] = v`` a constant."""
    text = ast.unparse(annotation)
    if isinstance(annotation, ast.Subscript) and ast.unparse(annotation.value) == "Final":
        if value is None:
            raise RuntimeError(f"{record}: constant {name} of {cls.qualified_name} has no value")
        cls.constants[name] = (ast.unparse(annotation.slice), _literal(value, record))
    else:
        cls.attributes[name] = text


def _assignment(cls: ClassSource, target: ast.expr, value: ast.expr, record: str) -> None:
    """``__parameters__ = [...]``, ``__buffers__ = [...]``, ``__annotations__["0"] = T``."""
    if isinstance(target, ast.Name) and target.id in ("__parameters__", "__buffers__"):
        names = _literal(value, record)
        if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            raise RuntimeError(f"{record}: {target.id} must be a list of names")
        (cls.parameters if target.id == "__parameters__" else cls.buffers).extend(names)
    elif (
        isinstance(target, ast.Subscript)
        and ast.unparse(target.value) == "__annotations__"
        and isinstance(target.slice, ast.Constant)
        and isinstance(target.slice.value, str)
    ):
        cls.attributes[target.slice.value] = ast.unparse(value)
    else:
        raise _unsupported(record, target, f"assignment in class {cls.qualified_name}")


def _literal(node: ast.expr, record: str) -> Any:
    try:
        return ast.literal_eval(node)
    except ValueError:
        raise RuntimeError(
            f"{record}:{node.lineno}: expected a literal value, got {ast.unparse(node)}"
        ) from None


def _unsupported(record: str, node: ast.AST, what: str) -> RuntimeError:
    line = getattr(node, "lineno", "?")
    return RuntimeError(f"{record}:{line}: unsupported {what}: {ast.unparse(node)[:80]}")


class ArchiveTypes:
    """The ClassTypes of an archive, built on first request from their :class:`ClassSource`.

    A class is registered before its attribute annotations are resolved, so classes that
    refer to each other (or to themselves) resolve to the same ClassType object.
    """

    def __init__(
        self,
        definitions: dict[str, ClassSource | FunctionSource],
        constants: tuple[Any, ...] = (),
    ) -> None:
        self.definitions = definitions
        self.constants = constants
        self.classes: dict[str, ClassType] = {}
        self.functions: dict[str, Function] = {}

    def class_type(self, qualified_name: str) -> ClassType:
        found = self.classes.get(qualified_name)
        if found is not None:
            return found
        source = self.definitions.get(qualified_name)
        if not isinstance(source, ClassSource):
            raise RuntimeError(f"the archive has no class {qualified_name} in its code/ folder")
        cls = self.classes[qualified_name] = ClassType(qualified_name)
        cls.is_module = source.is_module
        for name, text in source.attributes.items():
            cls.add_attribute(name, self.annotation(text, source))
        for name in (*source.parameters, *source.buffers):
            if name not in cls.attributes:
                raise RuntimeError(
                    f"{source.filename}: {name} is listed as a parameter or buffer of "
                    f"{qualified_name} but has no attribute annotation"
                )
        cls.parameter_names.update(source.parameters)
        cls.buffer_names.update(source.buffers)
        for name, (_, value) in source.constants.items():
            cls.constants[name] = value
        for name, definition in source.methods.items():
            cls.methods[name] = self._function(f"{qualified_name}.{name}", definition, source, cls)
        return cls

    def function(self, qualified_name: str) -> Function:
        """A free function of the archive, compiled when first called."""
        found = self.functions.get(qualified_name)
        if found is None:
            source = self.definitions.get(qualified_name)
            if not isinstance(source, FunctionSource):
                raise RuntimeError(f"the archive has no function {qualified_name}")
            found = self._function(qualified_name, source.definition, source, None)
            self.functions[qualified_name] = found
        return found

    def _function(
        self,
        qualified_name: str,
        definition: ast.FunctionDef,
        source: ClassSource | FunctionSource,
        self_type: ClassType | None,
    ) -> Function:
        def define(function: Function) -> Any:
            graph = compile_function_def(
                definition,
                self_type=self_type,
                resolver=self.resolve,
                filename=source.filename,
                source=source.source,
            )
            arguments = definition.args
            function.arg_names = [a.arg for a in arguments.args]
            missing = len(arguments.args) - len(arguments.defaults)
            function.defaults = [NO_DEFAULT] * missing + [
                _literal(d, source.filename) for d in arguments.defaults
            ]
            return graph

        return Function(qualified_name, definer=define)

    def annotation(self, text: str, source: ClassSource | FunctionSource) -> JitType:
        """A type annotation of the archive, ``__torch__`` names resolved to its classes."""
        try:
            return ann_to_type(ast.parse(text, mode="eval").body, self.resolve_type)
        except (SyntaxError, ValueError) as e:
            raise RuntimeError(f"{source.filename}: bad type annotation {text!r}: {e}") from None

    def resolve_type(self, name: str) -> Any:
        if name.startswith("__torch__."):
            return self.class_type(name)
        return None

    def resolve(self, name: str) -> Any:
        """Free names in the archive's code: ``torch.<op>``, ``__torch__.<qualified name>``,
        ``annotate``/``unchecked_cast`` and Python builtins."""
        if name == "torch":
            return _OperatorNamespace("aten")
        if name == "ops":
            return _OpsNamespace()
        if name == "__torch__" or name.startswith("__torch__."):
            return self.qualified(name)
        if name == "CONSTANTS":
            return _ConstantTable(self.constants)
        if name == "annotate":
            return SpecialForm("annotate")
        if name == "unchecked_cast":
            return _UncheckedCast()
        return getattr(builtins, name)

    def qualified(self, name: str) -> Any:
        """A class type, a function, or a namespace still being spelled out."""
        found = self.definitions.get(name)
        if isinstance(found, ClassSource):
            return self.class_type(name)
        if isinstance(found, FunctionSource):
            return self.function(name)
        if any(q.startswith(name + ".") for q in self.definitions):
            return _QualifiedNamespace(self, name)
        raise NameError(f"the archive defines nothing named {name}")


class _QualifiedNamespace(SugaredValue):
    """A prefix such as ``__torch__.torch.nn``: attributes extend the qualified name."""

    kind = "namespace"

    def __init__(self, types: ArchiveTypes, prefix: str) -> None:
        self.types, self.prefix = types, prefix

    def attr(self, em: Any, loc: Any, name: str) -> SugaredValue:
        try:
            found = self.types.qualified(f"{self.prefix}.{name}")
        except NameError as e:
            raise RuntimeError(f"{e}\n{loc.highlight()}") from None
        return em.ctx.to_sugared(found, loc)


class _ConstantTable(SugaredValue):
    """``CONSTANTS.c<i>``: the i-th tensor of the archive's ``constants.pkl``."""

    kind = "namespace"

    def __init__(self, constants: tuple[Any, ...]) -> None:
        self.constants = constants

    def attr(self, em: Any, loc: Any, name: str) -> SugaredValue:
        index = int(name[1:]) if name[:1] == "c" and name[1:].isdigit() else -1
        if not 0 <= index < len(self.constants):
            raise RuntimeError(
                f"CONSTANTS.{name}: constants.pkl holds {len(self.constants)} constant(s)\n"
                f"{loc.highlight()}"
            )
        value = em.graph.insert_constant(self.constants[index], source_range=loc)
        return SimpleValue(value)


class _OperatorNamespace(SugaredValue):
    """``torch`` (or ``ops.prim``) in serialized code: every attribute is an operator."""

    kind = "namespace"

    def __init__(self, namespace: str) -> None:
        self.namespace = namespace

    def attr(self, em: Any, loc: Any, name: str) -> SugaredValue:
        if self.namespace == "prim" and name == "RaiseException":
            return _RaiseException()
        return BuiltinFunction(f"{self.namespace}::{name}")


class _OpsNamespace(SugaredValue):
    """``ops.<namespace>.<op>`` in serialized code."""

    kind = "namespace"

    def attr(self, em: Any, loc: Any, name: str) -> SugaredValue:
        return _OperatorNamespace(name)


class _RaiseException(SugaredValue):
    """``ops.prim.RaiseException(message, "builtins.ValueError")``: how ``raise`` prints."""

    kind = "builtin"

    def call(self, em: Any, loc: Any, args: list, kwargs: dict) -> SugaredValue:
        values, _ = em.emit_call_args(args, kwargs)
        node = em.graph.create("prim::RaiseException", values, 0)
        node.source_range = loc
        em.graph.insert_node(node)
        return SimpleValue(em.graph.insert_constant(None))


class _UncheckedCast(SugaredValue):
    """``unchecked_cast(T, x)``: ``x`` refined to ``T`` unchecked (``prim::unchecked_cast``)."""

    kind = "builtin"

    def call(self, em: Any, loc: Any, args: list, kwargs: dict) -> SugaredValue:
        if len(args) != 2 or kwargs:
            raise RuntimeError(f"unchecked_cast takes a type and a value\n{loc.highlight()}")
        target = em.annotation(args[0])
        value = em.emit_expr(args[1])
        node = em.graph.create("prim::unchecked_cast", [value])
        node.output().type = target
        return SimpleValue(em.graph.insert_node(node).output())
