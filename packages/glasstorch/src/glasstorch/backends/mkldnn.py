"""``torch.backends.mkldnn``: glasstorch has no oneDNN (MKL-DNN)."""

__all__ = ["is_available"]


def is_available() -> bool:
    """Whether oneDNN can be used (never, in glasstorch)."""
    return False
