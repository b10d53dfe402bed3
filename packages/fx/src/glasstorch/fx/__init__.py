"""FX: graphs of Python calls, GraphModule code generation and symbolic tracing.

``symbolic_trace(module)`` records a module's ``forward`` as a :class:`Graph` of
:class:`Node` objects and returns a :class:`GraphModule` that runs generated Python code.
:class:`Interpreter` and :class:`Transformer` run or rewrite graphs node by node.
"""

from . import passes
from ._codegen import PythonCode
from ._symbolic_trace import Tracer, symbolic_trace, wrap
from .graph import Graph
from .graph_module import GraphModule
from .interpreter import Interpreter, Transformer
from .node import Node, has_side_effect, map_aggregate, map_arg
from .proxy import Proxy, TraceError

__version__ = "0.1.0"

__all__ = [
    "Graph",
    "GraphModule",
    "Interpreter",
    "Node",
    "Proxy",
    "PythonCode",
    "TraceError",
    "Tracer",
    "Transformer",
    "has_side_effect",
    "map_aggregate",
    "map_arg",
    "passes",
    "symbolic_trace",
    "wrap",
]
