"""``torch.backends.mps``: glasstorch has no Metal backend."""

__all__ = ["is_available", "is_built"]


def is_available() -> bool:
    """Whether MPS can be used (never, in glasstorch)."""
    return False


def is_built() -> bool:
    """Whether glasstorch was built with MPS (never)."""
    return False
