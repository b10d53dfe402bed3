"""``torch.from_dlpack``/``torch.to_dlpack``: memory shared with numpy and with other
glasstorch tensors, capsules consumed once, PyTorch's refusals."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest


def test_from_dlpack_shares_numpy_memory():
    a = np.arange(6.0).reshape(2, 3)
    t = torch.from_dlpack(a)
    t[0, 0] = 9.0
    assert a[0, 0] == 9.0 and t.dtype is torch.float64 and t.shape == (2, 3)
    assert torch.from_dlpack(np.ones((3, 4))[:, ::2]).stride() == (4, 2)
    assert torch.from_dlpack(np.array([True, False])).tolist() == [True, False]
    assert torch.from_dlpack(np.arange(3, dtype=np.int16)).dtype is torch.int16
    copied = torch.from_dlpack(a, copy=True)
    copied[0, 1] = -1.0
    assert a[0, 1] == 1.0


def test_capsules_round_trip_and_are_consumed_once():
    t = torch.arange(6.0).reshape(2, 3).t()
    capsule = torch.to_dlpack(t)
    u = torch.from_dlpack(capsule)
    assert u.shape == (3, 2) and u.stride() == (1, 3)
    u[0, 1] = 42.0  # writable, and the same memory
    assert t[0, 1].item() == 42.0
    with pytest.raises(RuntimeError, match="DLTensor capsules can be consumed only once"):
        torch.from_dlpack(capsule)
    with pytest.raises(AssertionError, match="device and copy kwargs not supported"):
        torch.from_dlpack(torch.to_dlpack(torch.ones(2)), copy=True)
    with pytest.raises(RuntimeError, match="invalid capsule"):
        torch.from_dlpack([1, 2])


def test_capsule_keeps_the_memory_alive():
    t = torch.arange(5.0)
    capsule = torch.to_dlpack(t)
    del t
    assert torch.from_dlpack(capsule).tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    np.testing.assert_array_equal(np.from_dlpack(_Producer(torch.to_dlpack(torch.ones(2)))), [1, 1])


class _Producer:
    def __init__(self, capsule):
        self.capsule = capsule

    def __dlpack__(self, **kwargs):
        return self.capsule

    def __dlpack_device__(self):
        return (1, 0)


def test_glasstorch_tensors_alias_and_refuse_grad():
    t = torch.ones(3)
    u = torch.from_dlpack(t)
    u[0] = 5.0
    assert t[0].item() == 5.0 and u is not t
    with pytest.raises(BufferError, match="Can't export tensors that require gradient"):
        torch.from_dlpack(torch.ones(2, requires_grad=True))
    assert type(torch.to_dlpack(torch.ones(2, requires_grad=True))).__name__ == "PyCapsule"
    with pytest.raises(BufferError, match="Cannot pack tensors on meta"):
        torch.to_dlpack(torch.ones(2, device="meta"))
