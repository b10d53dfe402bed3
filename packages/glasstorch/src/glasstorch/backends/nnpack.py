"""``torch.backends.nnpack``: glasstorch has no NNPACK."""

__all__ = ["is_available"]


def is_available() -> bool:
    """Whether NNPACK can be used (never, in glasstorch)."""
    return False
