"""glasstorch.utils: torch-level utilities (``torch.utils``); ``data`` holds data loading,
``checkpoint`` recomputation in backward."""

from . import checkpoint, data

__all__ = ["checkpoint", "data"]
