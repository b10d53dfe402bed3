"""Trivial compilers for AOT autograd: run the graphs as they are, or print them first.

Mirrors ``torch/_functorch/compilers.py``. A compiler is ``(gm, example_inputs) ->
callable``; these return boxed functions (see ``_aot_autograd.utils``).
"""

from __future__ import annotations

from typing import Any

from glasstorch.fx import GraphModule

from ._aot_autograd.utils import make_boxed_compiler

__all__ = ["nop", "print_compile"]


@make_boxed_compiler
def nop(fx_g: GraphModule, _example_inputs: list[Any]) -> GraphModule:
    """Run the graph module itself (what the ``aot_eager`` backend uses)."""
    return fx_g


@make_boxed_compiler
def print_compile(fx_g: GraphModule, _example_inputs: list[Any]) -> GraphModule:
    """Print the graph module's code, then run it unchanged."""
    fx_g.print_readable()
    return fx_g
