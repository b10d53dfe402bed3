"""glasstorch.utils.data: datasets, samplers, collation and the DataLoader (with workers)."""

from __future__ import annotations

import gc
import os
import pickle
import random
import time
from collections import namedtuple
from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st
from glasstorch.utils.data import (
    BatchSampler,
    ChainDataset,
    ConcatDataset,
    DataLoader,
    Dataset,
    IterableDataset,
    RandomSampler,
    SequentialSampler,
    StackDataset,
    Subset,
    SubsetRandomSampler,
    TensorDataset,
    WeightedRandomSampler,
    default_collate,
    default_convert,
    get_worker_info,
    random_split,
)

Point = namedtuple("Point", ["x", "y"])


def tensor_dataset(n: int = 10) -> TensorDataset:
    return TensorDataset(at.arange(2 * n).reshape(n, 2).to(st.float32), at.arange(n))


def labels(loader: DataLoader) -> list[list[int]]:
    """The second field of every batch, as lists."""
    return [batch[1].tolist() for batch in loader]


def generator(seed: int) -> at.Generator:
    return at.Generator().manual_seed(seed)


# -- datasets --------------------------------------------------------------------------------------
def test_tensor_dataset_indexes_rows() -> None:
    ds = tensor_dataset(4)
    x, y = ds[2]
    assert len(ds) == 4 and x.tolist() == [4.0, 5.0] and y.item() == 2
    with pytest.raises(AssertionError, match="Size mismatch between tensors"):
        TensorDataset(at.zeros(3), at.zeros(4))


def test_concat_subset_stack_and_chain() -> None:
    a, b = list(range(3)), list(range(10, 15))
    concat = ConcatDataset([a, b])
    assert len(concat) == 8 and [concat[i] for i in range(8)] == a + b and concat[-1] == 14
    assert len(tensor_dataset(2) + tensor_dataset(3)) == 5
    subset = Subset(b, [4, 0])
    assert len(subset) == 2 and subset[0] == 14 and subset.__getitems__([1, 0]) == [10, 14]
    assert StackDataset(a, a)[1] == (1, 1) and StackDataset(p=a, q=b[:3])[2] == {"p": 2, "q": 12}
    with pytest.raises(ValueError, match="Size mismatch between datasets"):
        StackDataset(a, b)

    class Stream(IterableDataset):
        def __init__(self, items: list[int]) -> None:
            self.items = items

        def __iter__(self) -> Any:
            return iter(self.items)

        def __len__(self) -> int:
            return len(self.items)

    chained = Stream([1, 2]) + Stream([3])
    assert isinstance(chained, ChainDataset) and list(chained) == [1, 2, 3] and len(chained) == 3
    with pytest.raises(AssertionError, match="does not support IterableDataset"):
        ConcatDataset([Stream([1])])


def test_random_split_sizes_disjoint_and_reproducible() -> None:
    ds = list(range(10))
    parts = random_split(ds, [3, 7], generator=generator(0))
    assert [len(p) for p in parts] == [3, 7]
    flat = [p[i] for p in parts for i in range(len(p))]
    assert sorted(flat) == ds
    again = random_split(ds, [3, 7], generator=generator(0))
    assert [list(p.indices) for p in again] == [list(p.indices) for p in parts]
    # Fractions: floor each, then the remainder goes round robin from the first split.
    fractions = random_split(ds, [0.33, 0.33, 0.34], generator=generator(1))
    assert [len(p) for p in fractions] == [4, 3, 3]
    assert sorted(i for p in fractions for i in p.indices) == ds
    with pytest.raises(ValueError, match="Sum of input lengths does not equal"):
        random_split(ds, [3, 3])
    with pytest.warns(UserWarning, match="Length of split at index 1 is 0"):
        random_split(list(range(2)), [1.0, 0.0])


# -- samplers --------------------------------------------------------------------------------------
def test_samplers() -> None:
    assert list(SequentialSampler(range(4))) == [0, 1, 2, 3]
    perm = list(RandomSampler(range(8), generator=generator(3)))
    assert sorted(perm) == list(range(8))
    assert perm == list(RandomSampler(range(8), generator=generator(3)))
    drawn = list(RandomSampler(range(5), replacement=True, num_samples=40, generator=generator(0)))
    assert len(drawn) == 40 and set(drawn) <= set(range(5))
    more = list(RandomSampler(range(3), num_samples=7, generator=generator(0)))
    assert len(more) == 7 and sorted(more[:3]) == [0, 1, 2]
    with pytest.raises(ValueError, match="num_samples should be a positive integer"):
        RandomSampler(range(3), num_samples=0)
    with pytest.raises(TypeError, match="replacement should be a boolean"):
        RandomSampler(range(3), replacement=1)  # type: ignore[arg-type]
    assert sorted(SubsetRandomSampler([5, 7, 9], generator=generator(0))) == [5, 7, 9]
    weighted = list(WeightedRandomSampler([0.0, 1.0, 0.0], 6, generator=generator(0)))
    assert weighted == [1] * 6
    batches = BatchSampler(SequentialSampler(range(7)), 3, drop_last=False)
    assert list(batches) == [[0, 1, 2], [3, 4, 5], [6]] and len(batches) == 3
    dropped = BatchSampler(SequentialSampler(range(7)), 3, drop_last=True)
    assert list(dropped) == [[0, 1, 2], [3, 4, 5]] and len(dropped) == 2
    with pytest.raises(ValueError, match="batch_size should be a positive integer"):
        BatchSampler(range(3), 0, False)
    with pytest.raises(ValueError, match="drop_last should be a boolean"):
        BatchSampler(range(3), 2, 1)  # type: ignore[arg-type]


# -- collation -------------------------------------------------------------------------------------
def test_default_collate_nested_structures() -> None:
    samples = [
        {"img": at.full((2,), float(i)), "label": i, "score": i / 2, "name": f"s{i}",
         "flag": i % 2 == 0, "pair": (i, at.tensor([i])), "point": Point(i, np.float32(i)),
         "arr": np.array([i, i + 1], dtype=np.int32), "nested": [[i, i * 10]]}
        for i in range(3)
    ]  # fmt: skip
    batch = default_collate(samples)
    assert batch["img"].shape == (3, 2) and batch["img"][:, 0].tolist() == [0.0, 1.0, 2.0]
    assert batch["label"].dtype is st.int64 and batch["label"].tolist() == [0, 1, 2]
    assert batch["score"].dtype is st.float64 and batch["score"].tolist() == [0.0, 0.5, 1.0]
    assert batch["name"] == ["s0", "s1", "s2"]
    assert batch["flag"].dtype is st.bool_ and batch["flag"].tolist() == [True, False, True]
    assert isinstance(batch["pair"], list) and batch["pair"][1].shape == (3, 1)
    assert isinstance(batch["point"], Point) and batch["point"].y.dtype is st.float32
    assert batch["arr"].dtype is st.int32 and batch["arr"].tolist() == [[0, 1], [1, 2], [2, 3]]
    assert batch["nested"][0][1].tolist() == [0, 10, 20]


def test_default_collate_errors() -> None:
    with pytest.raises(TypeError, match="batch must contain tensors, numpy arrays, numbers"):
        default_collate([object(), object()])
    with pytest.raises(TypeError, match="batch must contain tensors"):
        default_collate([np.array(["a"]), np.array(["b"])])
    with pytest.raises(RuntimeError, match="each element in list of batch should be of equal"):
        default_collate([[1, 2], [1]])


def test_default_convert() -> None:
    converted = default_convert({"a": np.arange(3), "b": (np.float64(2.0), "s"), "c": 5})
    assert converted["a"].tolist() == [0, 1, 2] and isinstance(converted["b"], list)
    assert converted["b"][0].dtype is st.float64 and converted["b"][1] == "s"
    assert converted["c"] == 5
    point = default_convert(Point(np.array(1), 2))
    assert isinstance(point, Point) and point.x.item() == 1 and point.y == 2
    assert default_convert(np.array(["x"])).tolist() == ["x"]  # strings stay numpy


# -- DataLoader, single process --------------------------------------------------------------------
def test_batches_in_order_with_and_without_drop_last() -> None:
    ds = tensor_dataset(10)
    loader = DataLoader(ds, batch_size=4)
    assert len(loader) == 3 and labels(loader) == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    x, _ = next(iter(loader))
    assert x.shape == (4, 2) and x.dtype is st.float32
    dropping = DataLoader(ds, batch_size=4, drop_last=True)
    assert len(dropping) == 2 and labels(dropping) == [[0, 1, 2, 3], [4, 5, 6, 7]]
    unbatched = list(DataLoader(ds, batch_size=None))
    assert len(unbatched) == 10 and unbatched[3][1].shape == ()


def test_shuffle_is_a_permutation_reproducible_with_a_generator() -> None:
    ds = tensor_dataset(20)
    first = labels(DataLoader(ds, batch_size=6, shuffle=True, generator=generator(7)))
    second = labels(DataLoader(ds, batch_size=6, shuffle=True, generator=generator(7)))
    assert first == second and sorted(sum(first, [])) == list(range(20))
    assert sum(first, []) != list(range(20))
    other = labels(DataLoader(ds, batch_size=6, shuffle=True, generator=generator(8)))
    assert other != first
    loader = DataLoader(ds, batch_size=6, shuffle=True, generator=generator(7))
    assert labels(loader) != labels(loader)  # each epoch reshuffles


def test_argument_checks() -> None:
    ds = tensor_dataset(4)
    cases = [
        ({"num_workers": -1}, "num_workers option should be non-negative"),
        ({"timeout": -1}, "timeout option should be non-negative"),
        ({"prefetch_factor": 2}, "prefetch_factor option could only be specified"),
        ({"persistent_workers": True}, "persistent_workers option needs num_workers > 0"),
        ({"shuffle": True, "sampler": [0, 1]}, "sampler option is mutually exclusive"),
        ({"batch_sampler": [[0]], "batch_size": 2}, "batch_sampler option is mutually exclusive"),
        ({"batch_size": None, "drop_last": True}, "batch_size=None option disables"),
        ({"multiprocessing_context": "fork"}, "multiprocessing_context can only be used"),
    ]
    for kwargs, message in cases:
        with pytest.raises(ValueError, match=message):
            DataLoader(ds, **kwargs)
    with pytest.raises(ValueError, match="expected unspecified shuffle option"):
        DataLoader(RangeStream(3), shuffle=True)
    loader = DataLoader(ds, batch_size=2)
    with pytest.raises(ValueError, match="batch_size attribute should not be set"):
        loader.batch_size = 3
    assert list(DataLoader(ds, batch_sampler=[[3, 0]]))[0][1].tolist() == [3, 0]


class RangeStream(IterableDataset):
    """0 .. n - 1, split between workers by ``get_worker_info``."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __iter__(self) -> Any:
        info = get_worker_info()
        if info is None:
            return iter(range(self.n))
        return iter(range(info.id, self.n, info.num_workers))

    def __len__(self) -> int:
        return self.n


def test_iterable_dataset_batches() -> None:
    loader = DataLoader(RangeStream(7), batch_size=3)
    assert [b.tolist() for b in loader] == [[0, 1, 2], [3, 4, 5], [6]] and len(loader) == 3
    dropping = DataLoader(RangeStream(7), batch_size=3, drop_last=True)
    assert [b.tolist() for b in dropping] == [[0, 1, 2], [3, 4, 5]] and len(dropping) == 2


# -- DataLoader with worker processes --------------------------------------------------------------
def test_workers_give_the_same_batches_in_the_same_order() -> None:
    ds = tensor_dataset(23)
    for kwargs in ({}, {"shuffle": True}, {"drop_last": True}):
        single = DataLoader(ds, batch_size=4, generator=generator(5), **kwargs)
        multi = DataLoader(ds, batch_size=4, num_workers=2, generator=generator(5), **kwargs)
        expected = [(x.tolist(), y.tolist()) for x, y in single]
        assert [(x.tolist(), y.tolist()) for x, y in multi] == expected
        assert len(multi) == len(expected)


class SlowFirstBatch(Dataset):
    """Item 0 takes longest, so worker 1's batch arrives before worker 0's."""

    def __getitem__(self, i: int) -> int:
        if i == 0:
            time.sleep(0.3)
        return i

    def __len__(self) -> int:
        return 6


def test_out_of_order_results_are_reordered() -> None:
    loader = DataLoader(SlowFirstBatch(), batch_size=2, num_workers=2)
    assert [b.tolist() for b in loader] == [[0, 1], [2, 3], [4, 5]]


class WorkerReport(Dataset):
    """Each item reports which worker produced it and what that worker's RNGs gave."""

    offset = 0

    def __getitem__(self, i: int) -> tuple[int, ...]:
        info = get_worker_info()
        assert info is not None and info.dataset is self  # this worker's copy
        return (i, info.id, info.num_workers, info.seed, self.offset,
                random.randrange(10**6), int(np.random.randint(10**6)))  # fmt: skip

    def __len__(self) -> int:
        return 8


def init_worker(worker_id: int) -> None:
    info = get_worker_info()
    assert info is not None and info.id == worker_id
    info.dataset.offset = 100 + worker_id  # each worker configures its own copy


def report_rows(loader: DataLoader) -> list[tuple[int, ...]]:
    """One row per sample: the columns of each collated batch, zipped back together."""
    return [row for batch in loader for row in zip(*(c.tolist() for c in batch), strict=True)]


def test_worker_init_fn_get_worker_info_and_seeds() -> None:
    assert get_worker_info() is None
    kwargs = {"batch_size": 2, "num_workers": 2, "worker_init_fn": init_worker}
    rows = report_rows(DataLoader(WorkerReport(), **kwargs))
    assert [r[0] for r in rows] == list(range(8))
    assert {r[1] for r in rows} == {0, 1} and {r[2] for r in rows} == {2}
    base_seed = rows[0][3] - rows[0][1]
    for _, worker, _, seed, offset, *_ in rows:
        assert offset == 100 + worker and seed == base_seed + worker
    assert WorkerReport.offset == 0  # the main process's dataset is untouched
    seeded = [
        report_rows(DataLoader(WorkerReport(), generator=generator(11), **kwargs)) for _ in range(2)
    ]
    assert seeded[0] == seeded[1]  # a seeded generator makes worker randomness repeatable
    by_worker = {r[1]: r[5:] for r in seeded[0]}
    assert by_worker[0] != by_worker[1]  # each worker's RNGs are seeded differently


class FailingDataset(Dataset):
    def __getitem__(self, i: int) -> int:
        if i == 5:
            raise ValueError(f"cannot load sample {i}")
        return i

    def __len__(self) -> int:
        return 8


def test_worker_exception_is_reraised_with_its_traceback() -> None:
    it = iter(DataLoader(FailingDataset(), batch_size=2, num_workers=2))
    workers = list(it._workers)
    assert next(it).tolist() == [0, 1] and next(it).tolist() == [2, 3]
    with pytest.raises(ValueError) as info:
        next(it)
    message = str(info.value)
    assert "Caught ValueError in DataLoader worker process 0." in message
    assert "Original Traceback (most recent call last):" in message
    assert "in __getitem__" in message and "cannot load sample 5" in message
    assert next(it).tolist() == [6, 7]  # as in PyTorch, the pass can go on
    del it, info
    gc.collect()
    for w in workers:
        w.join(timeout=5)
        assert not w.is_alive()


class KeyFailing(Dataset):
    def __getitem__(self, i: int) -> int:
        return {}[f"missing-{i}"]

    def __len__(self) -> int:
        return 2


def test_worker_key_error_and_unpicklable_batch() -> None:
    with pytest.raises(KeyError, match="Caught KeyError in DataLoader worker process"):
        list(DataLoader(KeyFailing(), num_workers=1))
    loader = DataLoader(list(range(2)), num_workers=1, collate_fn=lambda batch: lambda: batch)
    with pytest.raises((pickle.PicklingError, AttributeError)) as info:
        list(loader)
    assert "in DataLoader worker process 0" in str(info.value)


class Sleepy(Dataset):
    def __getitem__(self, i: int) -> int:
        time.sleep(30)
        return i

    def __len__(self) -> int:
        return 2


def test_timeout_raises_and_stops_the_workers() -> None:
    it = iter(DataLoader(Sleepy(), num_workers=1, timeout=0.2))
    workers = list(it._workers)
    start = time.monotonic()
    with pytest.raises(RuntimeError, match=r"DataLoader timed out after 0.2 seconds"):
        next(it)
    assert time.monotonic() - start < 10  # the workers were stopped, not waited for
    for w in workers:
        w.join(timeout=5)
        assert not w.is_alive()


class Crashing(Dataset):
    def __getitem__(self, i: int) -> int:
        os._exit(3)

    def __len__(self) -> int:
        return 2


def test_dead_worker_is_detected() -> None:
    message = r"DataLoader worker \(pid\(s\) \d+\) exited unexpectedly"
    with pytest.raises(RuntimeError, match=message):
        list(DataLoader(Crashing(), num_workers=1))


def test_iterator_deletion_shuts_the_workers_down() -> None:
    it = iter(DataLoader(tensor_dataset(40), batch_size=2, num_workers=2))
    next(it)
    workers = list(it._workers)
    assert all(w.is_alive() for w in workers)
    del it
    gc.collect()
    for w in workers:
        w.join(timeout=5)
        assert not w.is_alive()


def test_iterable_dataset_with_workers_yields_each_item_once() -> None:
    loader = DataLoader(RangeStream(9), batch_size=2, num_workers=2)
    items = sorted(i for batch in loader for i in batch.tolist())
    assert items == list(range(9))


def test_persistent_workers_serve_every_epoch() -> None:
    loader = DataLoader(tensor_dataset(9), batch_size=4, num_workers=2, persistent_workers=True)
    first = labels(loader)
    pids = [w.pid for w in loader._iterator._workers]
    assert labels(loader) == first == [[0, 1, 2, 3], [4, 5, 6, 7], [8]]
    assert [w.pid for w in loader._iterator._workers] == pids
    workers = list(loader._iterator._workers)
    del loader
    gc.collect()
    for w in workers:
        w.join(timeout=5)
        assert not w.is_alive()
