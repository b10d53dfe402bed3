"""``DistributedDataParallel`` (PyTorch's ``torch.nn.parallel``); the top ``glasstorch``
package exposes this module as ``glasstorch.nn.parallel``."""

from .distributed import DistributedDataParallel

__all__ = ["DistributedDataParallel"]
