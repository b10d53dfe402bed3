"""``glasstorch.futures``: values that may arrive later (``torch.futures``).

:class:`Future` (``wait``, ``then``, ``add_done_callback``, ``set_result``...),
:func:`collect_all` and :func:`wait_all`; ``glasstorch.jit.fork`` returns these.
"""

from glasstorch.jit._future import Future, collect_all, wait_all

__all__ = ["Future", "collect_all", "wait_all"]
