"""``torch.backends.kleidiai``: whether Arm's KleidiAI micro-kernels are built in — never
in glasstorch, whose CPU kernels are numpy's and inductor's generated C."""

from __future__ import annotations

__all__ = ["is_available"]


def is_available() -> bool:
    """Whether glasstorch is built with KleidiAI support (it is not)."""
    return False
