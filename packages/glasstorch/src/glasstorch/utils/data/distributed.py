"""``DistributedSampler``: each rank of a data-parallel job reads its own share of a dataset.

Mirrors ``torch/utils/data/distributed.py``: the same padding (repeat the first indices)
or truncation (``drop_last``) to a multiple of the number of replicas, and the same
strided split (rank r takes indices r, r + n, r + 2n ...). The shuffle is
``randperm(len(dataset))`` from a generator seeded with ``seed + epoch``, identical on
every rank; glasstorch's ``randperm`` draws a different stream from PyTorch's, so the
shuffled index sequences differ from PyTorch's while the unshuffled ones are equal.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sized

import glasstorch.aten as at

from .sampler import Sampler

__all__ = ["DistributedSampler"]


class DistributedSampler(Sampler[int]):
    """The indices of ``dataset`` that rank ``rank`` of ``num_replicas`` should load."""

    def __init__(
        self,
        dataset: Sized,
        num_replicas: int | None = None,
        rank: int | None = None,
        shuffle: bool = True,
        seed: int = 0,
        drop_last: bool = False,
    ) -> None:
        if num_replicas is None or rank is None:
            import glasstorch.distributed as dist

            if not dist.is_available():
                raise RuntimeError("Requires distributed package to be available")
            if num_replicas is None:
                num_replicas = dist.get_world_size()
            if rank is None:
                rank = dist.get_rank()
        if rank >= num_replicas or rank < 0:
            raise ValueError(
                f"Invalid rank {rank}, rank should be in the interval [0, {num_replicas - 1}]"
            )
        self.dataset = dataset
        self.num_replicas = num_replicas
        self.rank = rank
        self.epoch = 0
        self.drop_last = drop_last
        if self.drop_last and len(dataset) % num_replicas != 0:
            # the largest length that splits evenly: every rank gets the same count
            self.num_samples = math.ceil((len(dataset) - num_replicas) / num_replicas)
        else:
            self.num_samples = math.ceil(len(dataset) / num_replicas)
        self.total_size = self.num_samples * num_replicas
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self) -> Iterator[int]:
        n = len(self.dataset)
        if self.shuffle:
            generator = at.Generator()
            generator.manual_seed(self.seed + self.epoch)
            indices = at.randperm(n, generator=generator).tolist()
        else:
            indices = list(range(n))
        if not self.drop_last:
            padding = self.total_size - len(indices)
            if padding <= len(indices):
                indices += indices[:padding]
            else:
                indices += (indices * math.ceil(padding / len(indices)))[:padding]
        else:
            indices = indices[: self.total_size]
        if len(indices) != self.total_size:
            raise AssertionError(
                f"Number of indices ({len(indices)}) does not match total_size ({self.total_size})"
            )
        indices = indices[self.rank : self.total_size : self.num_replicas]
        if len(indices) != self.num_samples:
            raise AssertionError(
                f"Number of subsampled indices ({len(indices)}) does not match num_samples "
                f"({self.num_samples})"
            )
        return iter(indices)

    def __len__(self) -> int:
        return self.num_samples

    def set_epoch(self, epoch: int) -> None:
        """Use a different shuffle for ``epoch`` (call it before each epoch's iterator)."""
        self.epoch = epoch
