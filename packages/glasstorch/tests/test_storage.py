"""Storages: UntypedStorage / TypedStorage / FloatStorage ... over tensors' bytes, shared
memory, and the ``torch.random`` module.

Expected values, messages and reprs were observed from PyTorch 2.13 on the same calls
(with ``glasstorch`` in place of ``torch`` in printed names).
"""

from __future__ import annotations

import io
import warnings

import glasstorch as torch
import pytest
from glasstorch.aten import typed_storage


def test_untyped_storage_views_the_tensor_bytes() -> None:
    t = torch.arange(6.0).view(2, 3)
    u = t.untyped_storage()
    assert (u.nbytes(), u.size(), len(u), u.element_size()) == (24, 24, 24, 1)
    # float32 0.0, 1.0, 2.0 as little-endian bytes (PyTorch's u.tolist()[:12])
    assert u.tolist()[:12] == [0, 0, 0, 0, 0, 0, 128, 63, 0, 0, 0, 64]
    assert u.data_ptr() == t.data_ptr()
    assert t[1].untyped_storage() == u and t.t().untyped_storage() == u
    assert t[1].untyped_storage().data_ptr() == u.data_ptr()
    assert torch.ones(2).untyped_storage() != u
    assert u[7] == 63 and u[-1] == 64
    with pytest.raises(IndexError, match="index 30 out of range for storage of size 24"):
        u[30]
    part = u[4:8]
    assert (part.nbytes(), part.data_ptr() - u.data_ptr()) == (4, 4)
    u[0:4] = 0
    part.copy_(torch.tensor([7.0]).untyped_storage())
    assert t[0, 1].item() == 7.0  # written through the slice


def test_typed_storage_warns_once_and_counts_elements() -> None:
    typed_storage._reset_warn_typed_storage_removal()
    t = torch.arange(6.0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        s = t.storage()
        t.storage()
    assert [str(w.message) for w in caught] == [
        "TypedStorage is deprecated. It will be removed in the future and UntypedStorage will "
        "be the only storage class. This should only matter to you if you are using storages "
        "directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of "
        "tensor.storage()"
    ]
    assert caught[0].category is UserWarning
    assert (s.size(), len(s), s.nbytes(), s.element_size(), s.dtype) == (6, 6, 24, 4, torch.float32)
    assert s.data_ptr() == t.data_ptr() and s.untyped() == t.untyped_storage()
    assert repr(torch.FloatStorage([1.0, 2.0])) == (
        " 1.0\n 2.0\n[glasstorch.storage.TypedStorage(dtype=glasstorch.float32, device=cpu) "
        "of size 2]"
    )
    assert s[-1] == 5.0
    with pytest.raises(RuntimeError, match="slices are only supported in UntypedStorage"):
        s[1:3]
    s[0] = 7.0
    s[1:3] = 9.0
    assert t.tolist() == [7.0, 9.0, 9.0, 3.0, 4.0, 5.0]
    assert s.fill_(2.0) is s and t.tolist() == [2.0] * 6
    s.copy_(torch.FloatStorage([1, 2, 3, 4, 5, 6]))
    assert t.tolist() == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    with pytest.raises(RuntimeError, match="size does not match, self was 8 bytes but src was 16"):
        torch.FloatStorage(2).copy_(torch.DoubleStorage([1, 2]))
    assert s.int().tolist() == [1, 2, 3, 4, 5, 6] and s.double().dtype is torch.float64
    assert s.float() is s and s.clone().data_ptr() != s.data_ptr()
    assert (s.type(), s.pickle_storage_type()) == ("glasstorch.FloatStorage", "FloatStorage")
    assert s.type(torch.DoubleStorage).dtype is torch.float64


def test_legacy_classes_and_is_storage() -> None:
    fs = torch.FloatStorage(3)
    assert type(fs) is torch.TypedStorage and fs.size() == 3 and fs.dtype is torch.float32
    assert isinstance(fs, torch.FloatStorage) and not isinstance(fs, torch.DoubleStorage)
    assert torch.UntypedStorage([1, 2, 300]).tolist() == [1, 2, 44]  # wraps like uint8
    assert torch.TypedStorage([1.5, 2], dtype=torch.int32).tolist() == [1, 2]
    assert torch.BoolStorage([True, False]).tolist() == [True, False]
    assert torch.tensor([1, 2]).storage_type() is torch.LongStorage
    assert torch.tensor([1, 2], dtype=torch.int8).storage_type() is torch.CharStorage
    assert torch.is_storage(fs) and torch.is_storage(fs.untyped())
    assert not torch.is_storage(torch.ones(1)) and not torch.is_storage(torch.FloatStorage)
    view = torch.empty(0).set_(torch.FloatStorage([1.0, 2.0]))
    assert view.tolist() == [1.0, 2.0]
    grown = torch.UntypedStorage(3).resize_(5)
    assert grown.nbytes() == 5 and grown.resizable()


def test_share_memory_moves_the_bytes_in_place() -> None:
    base = torch.arange(4.0)
    view = base[1:]
    assert not base.is_shared()
    assert base.share_memory_() is base
    assert base.is_shared() and view.is_shared() and base.untyped_storage().is_shared()
    view.mul_(10)  # views still see the (moved) bytes
    assert base.tolist() == [0.0, 10.0, 20.0, 30.0]
    with pytest.raises(RuntimeError, match="Trying to resize storage that is not resizable"):
        base.untyped_storage().resize_(100)
    assert torch.UntypedStorage(3).share_memory_().is_shared()


def test_storages_round_trip_through_checkpoints() -> None:
    t = torch.arange(4.0)
    buffer = io.BytesIO()
    torch.save([t.storage(), t, t[1:]], buffer)
    buffer.seek(0)
    storage, tensor, tail = torch.load(buffer)
    assert type(storage) is torch.TypedStorage and storage.tolist() == [0.0, 1.0, 2.0, 3.0]
    assert storage.data_ptr() == tensor.data_ptr() == tail.untyped_storage().data_ptr()
    alone = io.BytesIO()
    torch.save(t.untyped_storage(), alone)
    alone.seek(0)
    untyped = torch.load(alone)
    assert untyped.dtype is torch.uint8 and untyped.size() == 16  # PyTorch: TypedStorage uint8
    with pytest.raises(RuntimeError, match="view the same data as different types"):
        torch.save([t, t.untyped_storage()], io.BytesIO())  # PyTorch refuses this too
    buffer.seek(0)
    moved = torch.load(buffer, map_location=lambda s, location: s)
    assert moved[1].tolist() == [0.0, 1.0, 2.0, 3.0]


def test_random_module_and_fork_rng() -> None:
    assert torch.random.manual_seed is torch.manual_seed
    torch.random.manual_seed(7)
    assert torch.random.initial_seed() == 7
    state = torch.random.get_rng_state()
    first = torch.rand(3)
    with torch.random.fork_rng():
        inside = torch.rand(3)
    after = torch.rand(3)
    assert inside.tolist() == after.tolist() != first.tolist()
    torch.random.set_rng_state(state)
    assert torch.rand(3).tolist() == first.tolist()
    with torch.random.fork_rng(enabled=False):
        torch.rand(1)
    assert torch.rand(3).tolist() != after.tolist()
    with pytest.raises(RuntimeError, match="no module of `mps`"):
        with torch.random.fork_rng(device_type="mps"):
            pass
    assert isinstance(torch.random.seed(), int)
