"""Python implementations bound to a schema as PyTorch binds its native functions.

Some public functions of the ``torch`` namespace are native functions in PyTorch
(``torch.kl_div``, ``torch.lstm_cell`` ...) whose work glasstorch does in Python, over
nn.functional or aten compositions, rather than as registered operators. Binding such a
function to its schema through :class:`~.python_arg_parser.PythonArgParser` gives it
PyTorch's argument handling: the same parameter names and defaults, strict types
(``reduction`` is an int, not a string), overload resolution, and ``__torch_function__``
routing with the public function as ``func``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .python_arg_parser import PythonArgParser

__all__ = ["schema_bound"]


class _PythonOverload:
    """What the parser needs of an overload: its schema text and a ``call``."""

    def __init__(self, schema_str: str, fn: Callable[..., Any]) -> None:
        self.schema_str = schema_str
        self.name = "aten::" + schema_str.split("(", 1)[0]
        self.call = fn


def _name(schema: str) -> str:
    """``lstm`` of ``lstm.input(Tensor input, ...) -> ...``."""
    return schema[: schema.index("(")].split(".", 1)[0]


def schema_bound(*schemas: str) -> Callable[..., Callable[..., Any]]:
    """Decorator: bind Python implementations, one per schema (``name.overload(...) ->
    ...``, in the order PyTorch tries them), as the public function of their name.

    With one schema, decorate the implementation; with several, call the result with one
    implementation per schema. Each implementation receives every argument positionally,
    in schema order, converted and with defaults filled in.
    """

    def bind(*fns: Callable[..., Any]) -> Callable[..., Any]:
        if len(fns) != len(schemas):
            raise TypeError(f"schema_bound: {len(schemas)} schemas but {len(fns)} functions")
        name = _name(schemas[0])
        overloads = [_PythonOverload(s, fn) for s, fn in zip(schemas, fns, strict=True)]
        parser = PythonArgParser(name, overloads, method=False)

        def function(*args: Any, **kwargs: Any) -> Any:
            return parser(args, kwargs)

        function.__name__ = function.__qualname__ = name
        function.__module__ = fns[0].__module__
        summary = "\n".join(_name(s) + s[s.index("(") :] for s in schemas)
        first = fns[0].__doc__
        function.__doc__ = f"{summary}\n\n{first}" if first else summary
        return parser.binds(function)

    return bind
