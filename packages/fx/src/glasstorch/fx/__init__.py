"""FX: graphs of Python calls, GraphModule code generation and symbolic tracing."""

__version__ = "0.1.0"
