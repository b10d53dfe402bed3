"""glasstorch.utils: torch-level utilities (``torch.utils``); ``data`` holds data loading."""

from . import data

__all__ = ["data"]
