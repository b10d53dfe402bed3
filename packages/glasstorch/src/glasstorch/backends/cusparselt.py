"""``torch.backends.cusparselt``: glasstorch has no cuSPARSELt (2:4 structured-sparse
matmuls), so it answers as a PyTorch build without it: not available, no version, no
algorithm ids."""

from __future__ import annotations

__all__ = ["get_max_alg_id", "is_available", "version"]


def is_available() -> bool:
    """Whether cuSPARSELt can be used (never, in glasstorch)."""
    return False


def version() -> int | None:
    """cuSPARSELt's version, or None without it."""
    return None


def get_max_alg_id() -> int | None:
    """The highest cuSPARSELt matmul algorithm id, or None without cuSPARSELt."""
    return None
