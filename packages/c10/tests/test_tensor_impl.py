"""TensorImpl: geometry, contiguity, version counters, key sets, lifetime."""

from __future__ import annotations

import weakref

import pytest
from glasstorch.c10.core import (
    CPUAllocator,
    Device,
    DispatchKey,
    DispatchKeySet,
    MetaAllocator,
    Storage,
    StorageImpl,
    TensorImpl,
    VersionCounter,
    channels_last,
    complex128,
    compute_contiguous_strides,
    compute_is_contiguous,
    compute_storage_nbytes,
    contiguous_format,
    default_key_set,
    float32,
    get_allocator,
    highest_runtime_key_index,
    maybe_wrap_dim,
    preserve_format,
    strided,
)
from glasstorch.c10.core.dispatch_key_set import RUNTIME_KEY_INDEX
from glasstorch.c10.util import intrusive_ptr, weak_intrusive_ptr


def _impl(sizes, strides=None, offset=0, dtype=float32, alloc=None) -> TensorImpl:
    alloc = alloc or CPUAllocator()
    storage = Storage.create(1024, alloc)
    return TensorImpl(storage, sizes, strides, offset, dtype=dtype)


def test_contiguous_strides() -> None:
    assert compute_contiguous_strides(()) == ()
    assert compute_contiguous_strides((5,)) == (1,)
    assert compute_contiguous_strides((2, 3, 4)) == (12, 4, 1)
    assert compute_contiguous_strides((2, 0, 3)) == (3, 3, 1)  # zero sizes count as 1


@pytest.mark.parametrize(
    ("sizes", "strides", "contiguous"),
    [
        ((2, 3), (3, 1), True),
        ((2, 3), (1, 2), False),  # transposed
        ((3, 1), (1, 7), True),  # size-1 dims' strides are ignored
        ((1, 3), (99, 1), True),
        ((1, 1), (5, 9), True),
        ((2, 3), (6, 2), False),  # every other element
        ((0, 3), (1, 5), True),  # empty tensors are contiguous
        ((2, 0), (0, 0), True),
        ((), (), True),
        ((4,), (2,), False),
    ],
)
def test_is_contiguous(sizes, strides, contiguous) -> None:
    assert compute_is_contiguous(sizes, strides) is contiguous
    assert _impl(sizes, strides).is_contiguous() is contiguous


def test_channels_last() -> None:
    n, c, h, w = 2, 3, 4, 5
    nhwc = TensorImpl(
        Storage.create(4 * n * c * h * w, CPUAllocator()),
        (n, c, h, w),
        (h * w * c, 1, w * c, c),
        dtype=float32,
    )
    assert nhwc.is_contiguous(channels_last) and not nhwc.is_contiguous()
    assert nhwc.is_contiguous(contiguous_format) is False
    nchw = _impl((n, c, h, w))
    assert nchw.is_contiguous() and not nchw.is_contiguous(channels_last)
    with pytest.raises(RuntimeError):
        nchw.is_contiguous(preserve_format)


def test_geometry_accessors() -> None:
    t = _impl((2, 3, 4), offset=5)
    assert t.sizes == (2, 3, 4) and t.strides == (12, 4, 1) and t.storage_offset == 5
    assert t.dim() == 3 and t.numel() == 24 and t.itemsize == 4 and t.nbytes == 96
    assert t.size(-1) == 4 and t.stride(0) == 12 and t.layout is strided
    assert t.device == Device("cpu") and t.dtype is float32
    with pytest.raises(IndexError, match=r"expected to be in range of \[-3, 2\], but got 3"):
        t.size(3)
    scalar = _impl(())
    assert scalar.dim() == 0 and scalar.numel() == 1 and scalar.is_contiguous()
    with pytest.raises(IndexError, match="no dimensions"):
        scalar.size(0)
    assert maybe_wrap_dim(-1, 0) == 0 and maybe_wrap_dim(-2, 4) == 2


def test_set_sizes_and_strides() -> None:
    t = _impl((6,))
    t.set_sizes_and_strides((2, 3), (1, 2))
    assert t.sizes == (2, 3) and t.strides == (1, 2) and not t.is_contiguous()
    t.set_sizes_contiguous((3, 2))
    assert t.strides == (2, 1) and t.is_contiguous() and t.numel() == 6
    t.set_sizes_and_strides([4], [1], storage_offset=2)
    assert t.storage_offset == 2
    t.set_storage_offset(7)
    assert t.storage_offset == 7
    with pytest.raises(RuntimeError, match="invalid storage offset"):
        t.set_storage_offset(-1)
    with pytest.raises(RuntimeError, match="dimensionality of sizes"):
        t.set_sizes_and_strides((2, 3), (1,))
    with pytest.raises(RuntimeError, match="negative dimension"):
        t.set_sizes_contiguous((2, -1))


def test_storage_nbytes() -> None:
    assert compute_storage_nbytes((2, 3), (3, 1), 4) == 24
    assert compute_storage_nbytes((2, 3), (1, 2), 4, storage_offset=1) == 4 * (1 + 1 + 1 + 4)
    assert compute_storage_nbytes((0, 3), (3, 1), 8) == 0
    assert compute_storage_nbytes((), (), 8, storage_offset=2) == 24


def test_version_counter_shared_by_views_and_detach() -> None:
    base = _impl((4,))
    view = TensorImpl(
        base.storage, (2,), (2,), 1, dtype=float32, version_counter=base.version_counter
    )
    assert view.version_counter is base.version_counter
    assert view.version_counter.bump() == 1
    assert base.version_counter.version == 1
    detached = base.shallow_copy_and_detach()
    assert detached.version_counter is base.version_counter
    detached.version_counter.bump()
    assert base.version_counter.current_version() == 2
    view.bump_version()  # the one-call form in-place kernels use
    assert base.version == 3 and view.version == 3
    data = base.shallow_copy_and_detach(VersionCounter())  # `.data`: a fresh counter
    assert data.version_counter.version == 0
    fresh = _impl((4,))
    assert fresh.version_counter is not base.version_counter


def test_shallow_copy_and_detach_shares_storage_not_autograd_meta() -> None:
    base = _impl((2, 2), (1, 2), 3)
    base.autograd_meta = object()
    base.is_wrapped_number = True
    copy = base.shallow_copy_and_detach()
    assert copy is not base and copy.storage_impl is base.storage_impl
    assert (copy.sizes, copy.strides, copy.storage_offset) == ((2, 2), (1, 2), 3)
    assert copy.dtype is base.dtype and copy.key_set == base.key_set
    assert copy.autograd_meta is None and copy.is_wrapped_number
    assert base.storage.use_count() == 3  # base, copy, and the temporary Storage


def _keys(ks: int) -> list[str]:
    return [k.name for k in DispatchKeySet(raw=ks)]


@pytest.mark.parametrize(
    ("device", "expected"),
    [
        ("cpu", ["CPU", "ADInplaceOrView"]),
        ("cuda", ["CUDA", "ADInplaceOrView"]),
        ("cuda:1", ["CUDA", "ADInplaceOrView"]),
        ("meta", ["Meta", "ADInplaceOrView"]),
    ],
)
def test_key_sets_per_device(device: str, expected: list[str]) -> None:
    dev = Device(device)
    alloc = MetaAllocator() if dev.is_meta() else CPUAllocator(dev)
    t = TensorImpl(Storage.create(16, alloc), (4,), dtype=float32)
    assert t.device == dev
    assert _keys(t.key_set) == expected == _keys(default_key_set(dev))
    assert repr(t.key_set_obj()) == f"DispatchKeySet({', '.join(expected)})"
    # A plain tensor dispatches to ADInplaceOrView first; autograd adds its own key to the
    # tensors that take part in differentiation.
    assert highest_runtime_key_index(t.key_set) == RUNTIME_KEY_INDEX[DispatchKey.ADInplaceOrView]


def test_explicit_key_set_and_device() -> None:
    ks = DispatchKeySet(DispatchKey.CPU)
    t = TensorImpl(Storage.create(8, CPUAllocator()), (2,), dtype=float32, key_set=ks)
    assert t.key_set == ks.repr
    no_storage = TensorImpl(None, (0,), dtype=float32, device="meta")
    assert not no_storage.has_storage() and no_storage.storage_impl is None
    with pytest.raises(RuntimeError, match="explicit device"):
        TensorImpl(None, (0,), dtype=float32)
    with pytest.raises(RuntimeError, match="does not match"):
        TensorImpl(Storage.create(8, CPUAllocator()), (2,), dtype=float32, device="meta")


def test_accepts_storage_impl_and_intrusive_ptr() -> None:
    alloc = CPUAllocator()
    fresh = StorageImpl(32, alloc)
    a = TensorImpl(fresh, (8,), dtype=float32)
    assert fresh.refcount == 1
    ptr = intrusive_ptr.reclaim_copy(fresh)
    b = TensorImpl(ptr, (4,), dtype=float32)
    assert fresh.refcount == 3  # a, ptr, b
    del a, ptr
    assert fresh.refcount == 1 and alloc.allocated_bytes == 32
    del b
    assert alloc.allocated_bytes == 0


def test_dropping_impl_releases_storage_immediately() -> None:
    alloc = CPUAllocator()
    t = TensorImpl(Storage.create(64, alloc), (4, 2), dtype=complex128)
    weak = weak_intrusive_ptr(intrusive_ptr.reclaim_copy(t.storage_impl))
    py_weak = weakref.ref(t)
    assert alloc.allocated_bytes == 64
    del t
    assert py_weak() is None
    assert alloc.allocated_bytes == 0 and alloc.num_frees == 1
    assert weak.lock() is None


def test_set_storage_releases_the_old_one() -> None:
    alloc = CPUAllocator()
    t = TensorImpl(Storage.create(16, alloc), (4,), dtype=float32)
    t.set_storage(Storage.create(8, alloc))
    assert alloc.allocated_bytes == 8 and t.storage.nbytes == 8


def test_impl_owned_through_intrusive_ptr_releases_storage_on_last_owner() -> None:
    alloc = CPUAllocator()
    ptr = intrusive_ptr.make(TensorImpl, Storage.create(16, alloc), (4,), dtype=float32)
    ptr.get().autograd_meta = "meta"
    weak = weak_intrusive_ptr(ptr)
    ptr.reset()  # release_resources drops storage and autograd metadata
    assert alloc.allocated_bytes == 0
    impl = weak._unsafe_get_target()
    assert impl.autograd_meta is None and not impl.has_storage()


def test_slots_and_default_cpu_allocator() -> None:
    t = TensorImpl(StorageImpl(4 * 3, get_allocator("cpu")), (3,), dtype=float32)
    with pytest.raises(AttributeError):
        t.some_new_attribute = 1  # type: ignore[attr-defined]
    assert t.autograd_meta is None and not t.is_wrapped_number
    assert "TensorImpl(sizes=[3]" in repr(t)


def test_views_share_a_counter_made_on_first_need() -> None:
    base = _impl((4,))
    assert base.version == 0 and base._version_counter is None  # never written: no counter
    view = TensorImpl.new_view(base, (2,), (2,), 1)
    assert view.version_counter is base.version_counter  # new_view made it for both
    fresh = _impl((3,))
    fresh.bump_version()
    assert fresh.version == 1
    assert TensorImpl.new_view(fresh, (3,), (1,), 0).version == 1
    assert TensorImpl.new_view(fresh, (0,), (1,), 3).is_contiguous()
    assert not TensorImpl.new_view(base, (2,), (2,), 0).is_contiguous()
