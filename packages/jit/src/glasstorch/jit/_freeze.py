"""``jit.freeze`` (``torch/jit/_freeze.py``, ``passes/freeze_module.cpp``).

Inlines ``forward``, turns every attribute read from ``self`` (parameters, buffers, plain
attributes of any submodule) into a constant, and optimizes the result. The module must
be in eval mode: freezing bakes the current values in.
"""

from __future__ import annotations

from typing import Any

from ._function import Function
from ._ir import Graph, Value
from ._types import BoolType, ClassType
from .passes import inline_calls, optimize


def freeze(
    mod: Any, preserved_attrs: list[str] | None = None, optimize_numerics: bool = True
) -> Any:
    """A frozen copy of the scripted, eval-mode module ``mod``.

    ``preserved_attrs`` names attributes kept readable on the result; ``optimize_numerics``
    is accepted for compatibility (no pass here changes numerics)."""
    from ._script import RecursiveScriptModule

    if not isinstance(mod, RecursiveScriptModule):
        raise RuntimeError(
            "Freezing expects a ScriptModule as input. Please use torch.jit.script or "
            "torch.jit.trace to script your 'nn.Module'."
        )
    if mod.training:
        raise RuntimeError(
            "Freezing is currently only implemented for modules in eval mode. Please call "
            ".eval() on your module before freezing."
        )
    graph = mod.graph.copy()
    inline_calls(graph)
    _fold_attributes(graph, mod)
    frozen_graph = optimize(graph)
    old = mod._type
    new_type = ClassType(_mangle(old.qualified_name), {"training": BoolType.get()})
    new_type.methods["forward"] = Function(f"{new_type.qualified_name}.forward", frozen_graph)
    forward = old.methods["forward"]
    new_type.methods["forward"].arg_names = list(forward.arg_names)
    new_type.methods["forward"].defaults = list(forward.defaults)
    frozen_graph.inputs[0].type = new_type
    attributes: dict[str, Any] = {"training": False}
    for name in preserved_attrs or []:
        if name in old.methods:
            raise RuntimeError(f"freeze: preserving the method '{name}' is not supported")
        if name not in old.attributes:
            raise RuntimeError(f"freeze: the module has no attribute '{name}' to preserve")
        new_type.attributes[name] = old.attributes[name]
        attributes[name] = getattr(mod, name)
    return RecursiveScriptModule._construct(new_type, attributes, {}, {})


_COUNTER = [0]


def _mangle(name: str) -> str:
    head, _, tail = name.rpartition(".")
    _COUNTER[0] += 1
    return f"{head}.___torch_mangle_frozen_{_COUNTER[0]}.{tail}"


def _fold_attributes(graph: Graph, module: Any) -> None:
    """Replace ``prim::GetAttr`` chains rooted at ``self`` by constants."""
    if any(n.kind == "prim::SetAttr" for n in graph.block.walk()):
        raise RuntimeError("freezing modules that assign attributes in forward is not supported")
    owners: dict[Value, tuple[Any, str]] = {graph.inputs[0]: (module, "self")}
    for node in list(graph.block.walk()):
        if node.kind != "prim::GetAttr" or node.inputs[0] not in owners:
            continue
        obj, path = owners[node.inputs[0]]
        name = node.attributes["name"]
        value = getattr(obj, name)
        out = node.output()
        if isinstance(out.type, ClassType):
            owners[out] = (value, f"{path}.{name}")
            continue
        from glasstorch.aten import Tensor

        if isinstance(value, Tensor):
            value = value.detach()
        saved = graph.insert_point()
        block = node.owning_block
        graph.set_insert_point(block, block.nodes.index(node))  # type: ignore[union-attr,arg-type]
        const = graph.insert_constant(value, out.type)
        graph.set_insert_point(*saved)
        if isinstance(value, Tensor):
            const.set_debug_name(f"{path}.{name}")
        out.replace_all_uses_with(const)
        node.destroy()
    for node in reversed(list(graph.block.walk())):
        if (
            node.kind == "prim::GetAttr"
            and not node.output().uses
            and node.owning_block is not None
        ):
            node.destroy()
