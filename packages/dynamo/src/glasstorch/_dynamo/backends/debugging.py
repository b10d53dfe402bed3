"""Debugging backends: ``eager`` runs the captured graph as it is; ``aot_eager`` runs it
through AOT autograd (forward and backward graphs) without further compilation."""

from __future__ import annotations

from typing import Any

from glasstorch.fx import GraphModule

from .registry import register_backend, register_lazy_backend


@register_backend
def eager(gm: GraphModule, example_inputs: list[Any], **kwargs: Any) -> Any:
    """Run the GraphModule's generated ``forward`` directly."""
    if kwargs:
        raise TypeError(f"eager backend takes no options, got {sorted(kwargs)}")
    return gm.forward


def _load_aot_eager() -> Any:
    from glasstorch._functorch.aot_autograd import aot_eager as backend

    return backend


register_lazy_backend("aot_eager", _load_aot_eager)
