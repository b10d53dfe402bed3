"""DistributedSampler: PyTorch's padding, truncation and strided split of the indices."""

from __future__ import annotations

import glasstorch as torch
import pytest
from glasstorch.utils.data import DataLoader, DistributedSampler, TensorDataset
from glasstorch.utils.data.distributed import DistributedSampler as FromModule


def shares(n: int, replicas: int, **kwargs) -> list[list[int]]:
    data = list(range(n))
    return [list(DistributedSampler(data, replicas, r, **kwargs)) for r in range(replicas)]


def test_exported_in_both_places():
    assert DistributedSampler is FromModule


def test_unshuffled_split_pads_with_the_first_indices():
    # PyTorch 2.x gives exactly these (hand-checked against torch/utils/data/distributed.py)
    assert shares(10, 3, shuffle=False) == [[0, 3, 6, 9], [1, 4, 7, 0], [2, 5, 8, 1]]
    assert shares(2, 5, shuffle=False) == [[0], [1], [0], [1], [0]]  # padding > n repeats
    assert [len(s) for s in shares(10, 3, shuffle=False)] == [4, 4, 4]


def test_drop_last_truncates_to_an_even_split():
    assert shares(10, 3, shuffle=False, drop_last=True) == [[0, 3, 6], [1, 4, 7], [2, 5, 8]]
    assert len(DistributedSampler(list(range(10)), 3, 0, drop_last=True)) == 3


def test_shuffle_is_a_partition_that_depends_on_seed_and_epoch():
    parts = shares(20, 4, seed=7)
    assert sorted(i for p in parts for i in p) == list(range(20))
    assert parts == shares(20, 4, seed=7)  # every rank computes the same permutation
    sampler = DistributedSampler(list(range(20)), 4, 1, seed=7)
    first = list(sampler)
    sampler.set_epoch(1)
    assert list(sampler) != first
    g = torch.Generator()
    g.manual_seed(7 + 1)
    assert list(sampler) == torch.randperm(20, generator=g).tolist()[1:20:4]


def test_with_a_dataloader():
    data = TensorDataset(torch.arange(12.0))
    loader = DataLoader(data, batch_size=2, sampler=DistributedSampler(data, 2, 1, shuffle=False))
    assert [b[0].tolist() for b in loader] == [[1.0, 3.0], [5.0, 7.0], [9.0, 11.0]]


def test_bad_rank():
    with pytest.raises(
        ValueError, match=r"Invalid rank 3, rank should be in the interval \[0, 2\]"
    ):
        DistributedSampler(list(range(4)), num_replicas=3, rank=3)


def test_needs_a_process_group_without_explicit_rank():
    with pytest.raises(ValueError, match="Default process group has not been initialized"):
        DistributedSampler(list(range(4)))
