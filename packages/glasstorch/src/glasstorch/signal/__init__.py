"""``torch.signal``: signal processing; ``windows`` holds the window functions."""

from . import windows

__all__ = ["windows"]
