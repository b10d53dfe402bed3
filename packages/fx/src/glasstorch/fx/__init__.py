"""FX: graphs of Python calls, GraphModule code generation and symbolic tracing.

``symbolic_trace(module)`` records a module's ``forward`` as a :class:`Graph` of
:class:`Node` objects and returns a :class:`GraphModule` that runs generated Python code.
:class:`Interpreter` and :class:`Transformer` run or rewrite graphs node by node;
:func:`replace_pattern` rewrites every match of a pattern graph.
"""

from . import (
    experimental,
    graph,
    graph_module,
    immutable_collections,
    interpreter,
    node,
    passes,
    proxy,
    subgraph_rewriter,
    tensor_type,
    traceback,
)
from ._codegen import CodeGen, PythonCode
from ._symbolic_trace import PH, ProxyableClassMeta, Tracer, symbolic_trace, wrap
from .graph import Graph
from .graph_module import GraphModule
from .interpreter import Interpreter, Transformer
from .node import Node, has_side_effect, map_aggregate, map_arg
from .proxy import Proxy, TraceError
from .subgraph_rewriter import replace_pattern

__version__ = "0.1.0"

__all__ = [
    "PH",
    "CodeGen",
    "Graph",
    "GraphModule",
    "Interpreter",
    "Node",
    "Proxy",
    "ProxyableClassMeta",
    "PythonCode",
    "TraceError",
    "Tracer",
    "Transformer",
    "experimental",
    "graph",
    "graph_module",
    "has_side_effect",
    "immutable_collections",
    "interpreter",
    "map_aggregate",
    "map_arg",
    "node",
    "passes",
    "proxy",
    "replace_pattern",
    "subgraph_rewriter",
    "symbolic_trace",
    "tensor_type",
    "traceback",
    "wrap",
]
