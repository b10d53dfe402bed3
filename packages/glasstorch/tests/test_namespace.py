"""The torch-like namespace: ordinary PyTorch code runs with ``import glasstorch as torch``."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest


def test_tensor_basics_read_like_pytorch():
    x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    y = (x * 2 + 1).sin()
    np.testing.assert_allclose(y.numpy(), np.sin(np.array([[1, 2], [3, 4]]) * 2.0 + 1), rtol=1e-6)
    assert x.dtype is torch.float32 and x.shape == torch.Size([2, 2])
    assert repr(torch.tensor([1, 2, 3])) == "tensor([1, 2, 3])"
    assert repr(torch.tensor([1.0, 2.0], dtype=torch.float64)) == (
        "tensor([1., 2.], dtype=glasstorch.float64)"
    )
    assert torch.is_tensor(x) and not torch.is_tensor(1.0)
    assert torch.numel(x) == 4
    assert torch.device("cuda:1").index == 1


def test_ops_namespace_reaches_every_overload():
    x = torch.tensor([1.0, 2.0])
    assert torch.ops.aten.add.Tensor(x, x, alpha=2).tolist() == [3.0, 6.0]
    assert torch.ops.aten.add(x, x).tolist() == [2.0, 4.0]
    schema = torch.ops.aten.add.Tensor._schema
    assert str(schema) == "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    assert "Tensor" in torch.ops.aten.add.overloads()
    with pytest.raises(AttributeError):
        torch.ops.aten.no_such_operator  # noqa: B018


def test_python_defined_operator_with_cpu_and_meta_kernels():
    lib = torch.library.Library("glasstest", "DEF")
    try:
        lib.define("scale(Tensor self, float k=2.0) -> Tensor")
        lib.impl("scale", lambda t, k=2.0: t * k, "CPU")
        lib.impl("scale", lambda t, k=2.0: torch.empty(t.shape, device="meta"), "Meta")
        x = torch.tensor([1.0, 2.0])
        assert torch.ops.glasstest.scale(x, 3.0).tolist() == [3.0, 6.0]
        assert torch.ops.glasstest.scale.default(x).tolist() == [2.0, 4.0]
        meta = torch.ops.glasstest.scale(torch.empty((4, 5), device="meta"))
        assert meta.device.type == "meta" and meta.shape == (4, 5)
    finally:
        lib.remove()
    with pytest.raises(AttributeError):
        torch.ops.glasstest.scale  # noqa: B018
