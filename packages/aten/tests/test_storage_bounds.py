"""A tensor never reads past its storage: ``set_``, a storage shrunk under its tensors,
sizes that overflow, and allocations that fail, each with PyTorch's error."""

from __future__ import annotations

import glasstorch as torch
import pytest

OUT_OF_BOUNDS = r"setStorage: .* are out of bounds for storage of size"


def test_set_refuses_a_view_past_the_end_of_its_storage() -> None:
    x = torch.zeros(4)
    # PyTorch 2.13 allows this and reads heap memory; its as_strided has this message.
    with pytest.raises(RuntimeError) as info:
        x.set_(x.untyped_storage(), 0, (100,), (1,))
    assert str(info.value) == (
        "setStorage: sizes [100], strides [1], storage offset 0, and itemsize 4 requiring a "
        "storage size of 400 are out of bounds for storage of size 16"
    )
    assert x.shape == (4,) and x.sum().item() == 0.0  # left as it was
    with pytest.raises(RuntimeError, match=OUT_OF_BOUNDS):
        x.set_(x.untyped_storage(), 3, (2,), (1,))
    with pytest.raises(RuntimeError, match="invalid storage offset -1"):
        x.set_(x.untyped_storage(), -1, (1,), (1,))


def test_set_accepts_views_inside_the_storage() -> None:
    base = torch.arange(6, dtype=torch.float32)
    t = torch.empty(0)
    t.set_(base.untyped_storage(), 1, (2, 2), (2, 1))
    assert t.tolist() == [[1.0, 2.0], [3.0, 4.0]]
    t.set_(base.untyped_storage(), 0, (2**62,), (0,))  # stride 0: one element, as PyTorch
    assert t.shape == (2**62,)
    t.set_(base)
    assert t.tolist() == base.tolist()


def test_set_refuses_sizes_that_overflow() -> None:
    storage = torch.UntypedStorage(16)
    with pytest.raises(TypeError, match=r"set_\(\): argument 'size' failed to unpack .* pos 1"):
        torch.empty(0).set_(storage, 0, (2**70,), (0,))
    with pytest.raises(RuntimeError, match="numel: integer multiplication overflow"):
        torch.empty(0).set_(storage, 0, (2**62, 2**62), (0, 0))
    with pytest.raises(
        RuntimeError, match=r"overflowed with sizes=\[1\] and strides=\[1\]"
    ):  # PyTorch 2.13's message for an offset of 2**62
        torch.empty(0).set_(storage, 2**62, (1,), (1,))
    with pytest.raises(RuntimeError, match=r"sizes=\[1099511627776\] and strides"):
        torch.empty(0).set_(storage, 0, (2**40,), (2**40,))


def test_a_storage_resized_to_zero_is_not_read_through_its_tensors() -> None:
    t = torch.arange(8, dtype=torch.float32)
    assert t.sum().item() == 28.0  # caches a view of the old bytes
    t.untyped_storage().resize_(0)
    message = (
        "setStorage: sizes [4], strides [1], storage offset 0, and itemsize 4 requiring a "
        "storage size of 16 are out of bounds for storage of size 0"
    )
    with pytest.raises(RuntimeError) as info:
        t[:4].tolist()
    assert str(info.value) == message  # PyTorch 2.13's message for t[:4]
    with pytest.raises(RuntimeError, match=OUT_OF_BOUNDS):
        t.sum()  # PyTorch 2.13 crashes here
    with pytest.raises(RuntimeError, match=OUT_OF_BOUNDS):
        t.add_(1)


def test_a_storage_shrunk_under_a_view_is_caught() -> None:
    t = torch.arange(8, dtype=torch.float64)
    view = t[4:]
    assert view.tolist() == [4.0, 5.0, 6.0, 7.0]
    t.untyped_storage().resize_(40)  # 5 doubles left: the view needs 8
    with pytest.raises(RuntimeError, match=OUT_OF_BOUNDS):
        view.tolist()
    assert t[:5].tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]  # what remains is still readable
    t.untyped_storage().resize_(64)
    assert view.shape == (4,) and view[:1].tolist() == [4.0]


@pytest.mark.parametrize(
    ("size", "error", "message"),
    [  # PyTorch 2.13's errors
        (2**62, RuntimeError, r"^Storage size calculation overflowed with sizes="
         r"\[4611686018427387904\]$"),
        (2**63, TypeError, r"^empty\(\): argument 'size' failed to unpack the object at pos 1 "
         r"with error \"Overflow when unpacking long long\"$"),
        (2**40, RuntimeError, r"^DefaultCPUAllocator: can't allocate memory: you tried to "
         r"allocate 4398046511104 bytes"),
    ],
)  # fmt: skip
def test_empty_of_impossible_sizes_raises_pytorchs_errors(
    size: int, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        torch.empty(size)


def test_factories_and_resize_refuse_sizes_that_overflow() -> None:
    overflow = r"Storage size calculation overflowed with sizes=\[4611686018427387904\]"
    with pytest.raises(RuntimeError, match=overflow):
        torch.zeros(2**62)
    with pytest.raises(RuntimeError, match=overflow):
        torch.empty(2**62, device="meta")
    with pytest.raises(RuntimeError, match=overflow):
        torch.empty(3).resize_(2**62)
    with pytest.raises(RuntimeError, match=r"overflowed with sizes=\[2147483648, 2147483648\]"):
        torch.empty(2**31, 2**31)
    with pytest.raises(RuntimeError, match=overflow + r" and strides=\[1\]"):
        torch.empty_strided((2**62,), (1,))
    with pytest.raises(TypeError, match=r"as_strided\(\): argument 'size'"):
        torch.empty(3).as_strided((2**63,), (0,))
    assert torch.empty(2**40, device="meta").shape == (2**40,)  # no bytes: allowed
    assert torch.empty(3).as_strided((2**62,), (0,)).shape == (2**62,)


def test_tensor_of_integers_past_int64_raises_as_pytorch() -> None:
    for data in ([2**70], 2**70, [[2**64]]):
        with pytest.raises(ValueError, match="^Overflow when unpacking long long$"):
            torch.tensor(data)
    assert torch.tensor([1.0, 2**70]).tolist() == [1.0, float(2**70)]
    # PyTorch 2.13: uint8 wraps negatives down to -255, anything else out of range raises
    assert torch.tensor([-5, -255], dtype=torch.uint8).tolist() == [251, 1]
    for value, dtype in ((-256, torch.uint8), (300, torch.uint8), (128, torch.int8)):
        with pytest.raises(RuntimeError, match="value cannot be converted to type .* overflow"):
            torch.tensor([value], dtype=dtype)
