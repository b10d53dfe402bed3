"""Lazy modules and uninitialized parameters: materialisation on the first forward,
dtype/device conversions before it, and state_dict behaviour both ways."""

from __future__ import annotations

import copy
import pickle

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn.parameter import UninitializedBuffer, UninitializedParameter, is_lazy


def test_uninitialized_parameter_and_buffer() -> None:
    p = UninitializedParameter(dtype=float64)
    assert repr(p) == "<UninitializedParameter>" and is_lazy(p) and p.requires_grad
    assert isinstance(p, nn.Parameter) and p.dtype == float64
    with pytest.raises(RuntimeError, match="Can't access the shape of an uninitialized"):
        p.shape  # noqa: B018
    with pytest.raises(RuntimeError, match="Can't share memory on an uninitialized"):
        p.share_memory_()
    converted = p.float()
    assert type(converted) is UninitializedParameter and converted.dtype != float64
    p.materialize((2, 3))
    assert type(p) is nn.Parameter and p.shape == (2, 3) and p.dtype == float64 and p.is_leaf
    b = UninitializedBuffer()
    assert isinstance(b, nn.Buffer) and is_lazy(b.double()) and b.double().dtype == float64
    b.materialize((4,), dtype=float64)
    assert type(b) is at.Tensor and b.shape == (4,) and b.dtype == float64
    copied = copy.deepcopy(UninitializedParameter(False, dtype=float64))
    assert is_lazy(copied) and copied.dtype == float64 and not copied.requires_grad
    assert not pickle.loads(pickle.dumps(UninitializedParameter(False))).requires_grad


def test_lazy_linear_materialises_on_first_forward() -> None:
    m = nn.LazyLinear(3).double()
    assert repr(m) == "LazyLinear(in_features=0, out_features=3, bias=True)"
    assert m.has_uninitialized_params() and m.weight.dtype == float64
    y = m(at.ones(2, 5, dtype=float64))
    assert type(m) is nn.Linear and m.weight.shape == (3, 5) and y.shape == (2, 3)
    assert repr(m) == "Linear(in_features=5, out_features=3, bias=True)"
    assert not m._forward_pre_hooks and not hasattr(m, "_initialize_hook")
    # initialised as Linear does: U(-1/sqrt(5), 1/sqrt(5))
    assert m.weight.abs().max().item() <= 1 / np.sqrt(5)
    assert np.allclose(y.detach().numpy(), (m.weight.sum(1) + m.bias).detach().numpy())


def test_lazy_state_dicts() -> None:
    lazy = nn.LazyLinear(3)
    state = lazy.state_dict()
    assert list(state) == ["weight", "bias"] and all(is_lazy(v) for v in state.values())
    src = nn.Linear(4, 3)
    assert str(lazy.load_state_dict(src.state_dict())) == "<All keys matched successfully>"
    assert lazy.weight.shape == (3, 4) and bool((lazy.weight == src.weight).all())
    assert not lazy.has_uninitialized_params()
    lazy(at.ones(1, 4))
    assert type(lazy) is nn.Linear
    other = nn.LazyLinear(2)
    other.load_state_dict(nn.LazyLinear(2).state_dict())
    assert is_lazy(other.weight)
    with pytest.raises(RuntimeError, match="Can't access the shape of an uninitialized"):
        nn.Linear(4, 2).load_state_dict(nn.LazyLinear(2).state_dict())
    # a materialised lazy module's checkpoint loads into the regular module
    fresh = nn.LazyConv2d(4, 3)
    fresh(at.ones(1, 2, 5, 5))
    regular = nn.Conv2d(2, 4, 3)
    regular.load_state_dict(fresh.state_dict())
    assert bool((regular.weight == fresh.weight).all())


def test_lazy_convolutions() -> None:
    c = nn.LazyConv1d(4, 3, bias=False)
    assert repr(c) == "LazyConv1d(0, 4, kernel_size=(3,), stride=(1,), bias=False)"
    assert list(c.state_dict()) == ["weight"]
    c(at.ones(5, 7))  # unbatched: in_channels from dim 0
    assert repr(c) == "Conv1d(5, 4, kernel_size=(3,), stride=(1,), bias=False)"
    g = nn.LazyConv2d(4, 3, groups=2)
    assert g(at.ones(1, 6, 5, 5)).shape == (1, 4, 3, 3) and g.weight.shape == (4, 3, 3, 3)
    t = nn.LazyConvTranspose3d(2, 2)
    t(at.ones(1, 3, 2, 2, 2))
    assert type(t) is nn.ConvTranspose3d and t.weight.shape == (3, 2, 2, 2, 2)
    assert nn.LazyConvTranspose1d(4, 3)(at.ones(2, 5, 7)).shape == (2, 4, 9)
    assert (
        type(nn.LazyConv3d(1, 1)) is nn.LazyConv3d
        and nn.LazyConvTranspose2d(1, 1).out_channels == 1
    )
    with pytest.raises(
        RuntimeError, match=r"Expected 3D \(unbatched\) or 4D \(batched\) input to LazyConv2d"
    ):
        nn.LazyConv2d(4, 3)(at.ones(5, 7))
    with pytest.raises(ValueError, match="in_channels must be divisible by groups"):
        nn.LazyConv2d(4, 3, groups=2)(at.ones(1, 3, 7, 7))


def test_lazy_norms() -> None:
    bn = nn.LazyBatchNorm2d()
    assert repr(bn) == (
        "LazyBatchNorm2d(0, eps=1e-05, momentum=0.1, affine=True, bias=True, "
        "track_running_stats=True)"
    )
    assert sorted(bn.state_dict()) == [
        "bias",
        "num_batches_tracked",
        "running_mean",
        "running_var",
        "weight",
    ]
    x = at.randn(2, 5, 3, 3, dtype=float64)
    out = bn.double()(x)
    assert type(bn) is nn.BatchNorm2d and bn.running_mean.shape == (5,)
    assert bn.num_batches_tracked.item() == 1
    a = x.numpy()
    mean, var = a.mean((0, 2, 3), keepdims=True), a.var((0, 2, 3), keepdims=True)
    assert np.allclose(out.detach().numpy(), (a - mean) / np.sqrt(var + 1e-5))
    # the batchless module: no parameters, so nothing to infer and num_features stays 0
    plain = nn.LazyBatchNorm1d(affine=False, track_running_stats=False)
    assert list(plain.state_dict()) == []
    plain(at.ones(4, 3))
    assert repr(plain) == (
        "BatchNorm1d(0, eps=1e-05, momentum=0.1, affine=False, bias=False, "
        "track_running_stats=False)"
    )
    inst = nn.LazyInstanceNorm1d()  # lazy instance norms default to affine and running stats
    inst(at.rand(2, 4, 5))
    assert repr(inst) == (
        "InstanceNorm1d(4, eps=1e-05, momentum=0.1, affine=True, bias=True, "
        "track_running_stats=True)"
    )
    assert type(nn.LazyInstanceNorm2d()) is nn.LazyInstanceNorm2d
    three = nn.LazyInstanceNorm3d(affine=False)
    three(at.rand(2, 4, 5, 3, 2))
    assert type(three) is nn.InstanceNorm3d and three.running_mean.shape == (4,)
    loaded = nn.LazyBatchNorm1d()
    src = nn.BatchNorm1d(6)
    src.running_mean.fill_(2.0)
    loaded.load_state_dict(src.state_dict())
    assert loaded.running_mean.tolist() == [2.0] * 6
    with pytest.raises(ValueError, match="expected 4D input"):
        nn.LazyBatchNorm2d()(at.ones(2, 3))
