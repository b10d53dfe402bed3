"""The Reducer: DistributedDataParallel's gradient buckets and their all-reduces.

Mirrors ``torch/csrc/distributed/c10d/reducer.cpp``. Parameters are packed into buckets in
reverse registration order (roughly the order backward produces their gradients), the
first bucket capped at 1 MiB so communication starts early and the others at
``bucket_cap_mb``. A post-accumulate-grad hook on each parameter copies its gradient into
its bucket's flat buffer; when a bucket is full it starts an asynchronous all-reduce
(``Iallreduce``), buckets in index order so every rank issues them in the same order.
When the last bucket has started, the reducer waits for all of them and writes the
averaged gradients back. Backward keeps running while earlier buckets are on the wire.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from glasstorch.aten import tensor, zeros
from glasstorch.autograd import no_grad
from glasstorch.autograd.graph import AccumulateGrad
from glasstorch.c10.core.scalar_type import int32

from ..collectives import all_reduce
from ..reduce_op import ReduceOp

__all__ = ["Reducer"]

#: PyTorch's ``dist._DEFAULT_FIRST_BUCKET_BYTES``.
FIRST_BUCKET_BYTES = 1024 * 1024

_UNFINISHED = (
    "Expected to have finished reduction in the prior iteration before starting a new one. "
    "This error indicates that your module has parameters that were not used in producing "
    "loss. You can enable unused parameter detection by passing the keyword argument "
    "`find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by "
    "making sure all `forward` function outputs participate in calculating loss.\n"
    "Parameter indices which did not receive grad for rank {rank}: {missing}"
)


class _Bucket:
    """One flat gradient buffer and the parameters whose gradients it carries."""

    def __init__(self, params: list[tuple[int, Any]]) -> None:
        first = params[0][1]
        total = sum(p.numel() for _, p in params)
        self.indices = [i for i, _ in params]
        self.flat = zeros(total, dtype=first.dtype, device=first.device)
        self.views: list[Any] = []
        offset = 0
        for _, p in params:
            self.views.append(self.flat[offset : offset + p.numel()].view(p.shape))
            offset += p.numel()
        self.pending = len(params)
        self.work: Any = None


def assign_buckets(
    params: Sequence[Any], cap_bytes: int, first_cap_bytes: int = FIRST_BUCKET_BYTES
) -> list[list[int]]:
    """Parameter indices per bucket: reverse order, one dtype/device per bucket, the first
    bucket of each dtype/device closed at ``first_cap_bytes`` and the rest at ``cap_bytes``."""
    buckets: list[list[int]] = []
    open_by_key: dict[tuple[Any, Any], tuple[list[int], int]] = {}
    closed_one: set[tuple[Any, Any]] = set()
    for i in reversed(range(len(params))):
        p = params[i]
        key = (p.dtype, p.device)
        current, size = open_by_key.get(key, (None, 0))
        if current is None:
            current, size = [], 0
            buckets.append(current)
        current.append(i)
        size += p.numel() * p.element_size()
        if size >= (cap_bytes if key in closed_one else first_cap_bytes):
            open_by_key.pop(key, None)
            closed_one.add(key)
        else:
            open_by_key[key] = (current, size)
    return buckets


def _reachable_params(outputs: Iterable[Any]) -> set[int]:
    """ids of the leaves the autograd graph of ``outputs`` accumulates gradients into."""
    seen: set[int] = set()
    found: set[int] = set()
    stack = [t.grad_fn for t in outputs if t.grad_fn is not None]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, AccumulateGrad):
            found.add(id(node.variable))
        stack.extend(edge.node for edge in node.next_edges if edge is not None)
    return found


class Reducer:
    """Gradient buckets of one DistributedDataParallel module and their all-reduces."""

    def __init__(
        self,
        params: Sequence[Any],
        process_group: Any,
        bucket_cap_bytes: int,
        find_unused_parameters: bool = False,
        gradient_as_bucket_view: bool = False,
        first_bucket_bytes: int = FIRST_BUCKET_BYTES,
    ) -> None:
        self.params = list(params)
        self.process_group = process_group
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        layout = assign_buckets(self.params, bucket_cap_bytes, first_bucket_bytes)
        self.buckets = [_Bucket([(i, self.params[i]) for i in b]) for b in layout]
        #: parameter index -> (bucket index, position in bucket)
        self.locate = {i: (b, k) for b, bucket in enumerate(layout) for k, i in enumerate(bucket)}
        self.ready = [False] * len(self.params)
        self.used = [False] * len(self.params)
        self.next_bucket = 0
        self.expect_hooks = False
        self.require_finalize = False
        self.handles = [
            p.register_post_accumulate_grad_hook(self._make_hook(i))
            for i, p in enumerate(self.params)
        ]

    def _make_hook(self, index: int) -> Any:
        def hook(param: Any) -> None:
            self.mark_ready(index)

        return hook

    def remove_hooks(self) -> None:
        for handle in self.handles:
            handle.remove()

    # -- one iteration ----------------------------------------------------------------------
    def prepare_for_backward(self, outputs: Sequence[Any]) -> None:
        """Called by forward: reset the buckets; with ``find_unused_parameters``, mark the
        parameters the outputs do not depend on as ready (with zero gradients)."""
        self.check_prior_finished()
        for bucket in self.buckets:
            bucket.pending = len(bucket.indices)
            bucket.work = None
        self.ready = [False] * len(self.params)
        self.used = [False] * len(self.params)
        self.next_bucket = 0
        self.expect_hooks = True
        if self.find_unused_parameters:
            reachable = _reachable_params(outputs)
            for i, p in enumerate(self.params):
                if id(p) not in reachable:
                    b, k = self.locate[i]
                    with no_grad():
                        self.buckets[b].views[k].zero_()
                    self._count_ready(i)

    def check_prior_finished(self) -> None:
        if self.require_finalize:
            missing = [i for i, r in enumerate(self.ready) if not r]
            raise RuntimeError(_UNFINISHED.format(rank=self.process_group.rank(), missing=missing))

    def mark_ready(self, index: int) -> None:
        """The hook: parameter ``index`` has its gradient; put it in its bucket."""
        if not self.expect_hooks:
            return  # a backward outside DDP's synchronised forward (e.g. under no_sync)
        if self.ready[index]:
            raise RuntimeError(
                f"Expected to mark a variable ready only once. Parameter at index {index} "
                "has been marked as ready twice. This means that multiple autograd engine "
                "hooks have fired for this particular parameter during this iteration."
            )
        self.require_finalize = True
        b, k = self.locate[index]
        grad = self.params[index].grad
        view = self.buckets[b].views[k]
        with no_grad():
            if grad is None:
                view.zero_()
            elif grad.data_ptr() != view.data_ptr():
                view.copy_(grad)
        self.used[index] = True
        self._count_ready(index)

    def _count_ready(self, index: int) -> None:
        self.ready[index] = True
        b, _ = self.locate[index]
        self.buckets[b].pending -= 1
        self._launch_ready_buckets()
        if self.next_bucket == len(self.buckets):
            self.finalize()
        else:
            for bucket in self.buckets[: self.next_bucket]:
                bucket.work.is_completed()  # let MPI progress the transfers in flight

    def _launch_ready_buckets(self) -> None:
        while self.next_bucket < len(self.buckets):
            bucket = self.buckets[self.next_bucket]
            if bucket.pending:
                return
            bucket.work = all_reduce(
                bucket.flat, op=ReduceOp.AVG, group=self.process_group, async_op=True
            )
            self.next_bucket += 1

    def finalize(self) -> None:
        """Wait for every bucket and write the averaged gradients into ``.grad``."""
        for bucket in self.buckets:
            bucket.work.wait()
        globally_used = self._globally_used()
        with no_grad():
            for bucket in self.buckets:
                for i, view in zip(bucket.indices, bucket.views, strict=True):
                    if not globally_used[i]:
                        continue  # no rank produced a gradient: leave .grad alone
                    param = self.params[i]
                    if self.gradient_as_bucket_view:
                        param.grad = view
                    elif param.grad is None:
                        param.grad = view.clone()
                    else:
                        param.grad.copy_(view)
        self.expect_hooks = False
        self.require_finalize = False

    def _globally_used(self) -> list[bool]:
        if not self.find_unused_parameters:
            return [True] * len(self.params)
        flags = [1 if u else 0 for u in self.used]
        used = tensor(flags, dtype=int32, device=self.params[0].device)
        all_reduce(used, op=ReduceOp.MAX, group=self.process_group)
        return [bool(u) for u in used.tolist()]
