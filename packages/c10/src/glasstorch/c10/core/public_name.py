"""The module name that printed dtypes, layouts and sizes start with.

``glasstorch.float32`` by default; ``torch.float32`` while glasstorch serves the ``torch``
module name (``glasstorch.compat.install()``), because PyTorch programs parse these
strings (``str(t.dtype).split(".")[-1]``, ``repr(t.shape) == "torch.Size([2])"``). One
module-level setting that every such ``__repr__`` reads.
"""

from __future__ import annotations

__all__ = ["public_module", "set_public_module"]

#: The current prefix, in a one-element list so that readers need a single global lookup.
prefix = ["glasstorch"]


def public_module() -> str:
    """The module name reprs print (``"glasstorch"`` or ``"torch"``)."""
    return prefix[0]


def set_public_module(name: str) -> str:
    """Make reprs print ``name`` (``"torch"`` or ``"glasstorch"``); returns the old name."""
    if name not in ("glasstorch", "torch"):
        raise ValueError(f"the public module name must be 'glasstorch' or 'torch', got {name!r}")
    previous, prefix[0] = prefix[0], name
    return previous
