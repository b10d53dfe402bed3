"""torch.utils.data DataPipes: functional forms, registration, determinism switches, and
sharding across DataLoader workers; plus sampler streams under a seeded generator."""

from __future__ import annotations

import glasstorch as torch
import pytest
from glasstorch.utils.data import (
    DataChunk,
    DataLoader,
    IterDataPipe,
    MapDataPipe,
    WeightedRandomSampler,
    functional_datapipe,
    guaranteed_datapipes_determinism,
    non_deterministic,
)
from glasstorch.utils.data.datapipes.iter import IterableWrapper
from glasstorch.utils.data.datapipes.map import SequenceWrapper


def _double(x: int) -> int:
    return 2 * x


def _divisible_by_3(x: int) -> bool:
    return x % 3 == 0


def test_functional_forms_chain() -> None:
    dp = IterableWrapper(range(10))
    assert isinstance(dp, IterDataPipe) and isinstance(dp, torch.utils.data.IterableDataset)
    # PyTorch 2.13: [[0, 6], [12, 18]]
    assert list(dp.map(_double).filter(_divisible_by_3).batch(2)) == [[0, 6], [12, 18]]
    batches = list(dp.batch(3))
    assert batches == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]] and type(batches[0]) is DataChunk
    assert list(dp.batch(3, drop_last=True))[-1] == [6, 7, 8] and len(dp.batch(3)) == 4
    assert DataChunk([1, 2]).as_str() == "[1, 2]"
    with pytest.raises(AttributeError, match="'IterableWrapper' object has no attribute 'nope"):
        dp.nope  # noqa: B018


def test_shuffle_is_a_seeded_permutation() -> None:
    dp = IterableWrapper(range(20))
    first = list(dp.shuffle(buffer_size=5).set_seed(3))
    assert sorted(first) == list(range(20)) and first != list(range(20))
    assert first == list(dp.shuffle(buffer_size=5).set_seed(3))
    assert list(dp.shuffle().set_shuffle(False)) == list(range(20))
    torch.manual_seed(0)
    a = list(dp.shuffle())
    torch.manual_seed(0)
    assert list(dp.shuffle()) == a


def test_map_datapipes() -> None:
    m = SequenceWrapper([1, 2, 3, 4, 5])
    assert isinstance(m, MapDataPipe) and m[1] == 2 and len(m) == 5
    doubled = m.map(_double)
    assert doubled[4] == 10 and list(doubled) == [2, 4, 6, 8, 10]
    batched = m.batch(2)
    assert len(batched) == 3 and batched[2] == [5] and len(m.batch(2, drop_last=True)) == 2


def test_registering_a_functional_form() -> None:
    @functional_datapipe("repeat_each_for_test")
    class RepeatEach(IterDataPipe):
        def __init__(self, source: IterDataPipe, times: int) -> None:
            self.source, self.times = source, times

        def __iter__(self):
            for item in self.source:
                yield from [item] * self.times

    assert list(IterableWrapper([1, 2]).repeat_each_for_test(2)) == [1, 1, 2, 2]
    with pytest.raises(Exception, match="repeat_each_for_test as it is already taken"):
        functional_datapipe("repeat_each_for_test")(RepeatEach)
    with pytest.raises(TypeError):
        functional_datapipe("not_a_pipe")(int)


def test_non_deterministic_pipes_are_refused_when_determinism_is_guaranteed() -> None:
    @non_deterministic
    class Racy(IterDataPipe):
        def __iter__(self):
            yield 1

    assert list(Racy()) == [1]
    with guaranteed_datapipes_determinism():
        with pytest.raises(TypeError, match="Racy is non-deterministic, but you set"):
            Racy()
    assert list(Racy()) == [1]


def test_sharding_filter_splits_items_across_workers() -> None:
    pipe = IterableWrapper(range(11)).sharding_filter()
    assert list(pipe) == list(range(11))  # the main process keeps everything
    loader = DataLoader(pipe, batch_size=None, num_workers=2)
    assert sorted(loader) == list(range(11))  # each item exactly once


def test_sampler_streams_are_well_formed_and_seeded() -> None:
    def draw(replacement: bool) -> list[int]:
        generator = torch.Generator().manual_seed(5)
        sampler = WeightedRandomSampler([1.0, 2.0, 3.0, 4.0], 4, replacement, generator)
        return list(sampler)

    without = draw(False)
    assert sorted(without) == [0, 1, 2, 3] and without == draw(False)
    with_replacement = draw(True)
    assert set(with_replacement) <= {0, 1, 2, 3} and with_replacement == draw(True)
    assert len(WeightedRandomSampler([1.0, 1.0], 7)) == 7
