"""``torch.nn.parallel``: :class:`DataParallel` and the functions it is built from.

The top package adds ``DistributedDataParallel`` (from ``glasstorch.distributed``, a
higher layer) to this package.
"""

from .data_parallel import DataParallel, data_parallel
from .parallel_apply import parallel_apply
from .replicate import replicate
from .scatter_gather import gather, scatter

__all__ = ["DataParallel", "data_parallel", "gather", "parallel_apply", "replicate", "scatter"]
