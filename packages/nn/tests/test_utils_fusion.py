"""Conv/linear-BatchNorm fusion against the unfused eval output; skip_init, the conv weight
memory formats and clip_grads_with_norm_."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import no_grad
from glasstorch.c10.core.layout import (
    channels_last,
    channels_last_3d,
    contiguous_format,
    preserve_format,
)
from glasstorch.nn import utils


def _randomise_bn(bn: nn.Module) -> nn.Module:
    rng = np.random.default_rng(1)
    n = bn.num_features
    with no_grad():
        bn.running_mean.copy_(at.tensor(rng.standard_normal(n), dtype=bn.running_mean.dtype))
        bn.running_var.copy_(at.tensor(rng.uniform(0.5, 2.0, n), dtype=bn.running_var.dtype))
        if bn.weight is not None:
            bn.weight.data = at.tensor(rng.uniform(0.5, 1.5, n), dtype=bn.weight.dtype)
            bn.bias.data = at.tensor(rng.standard_normal(n), dtype=bn.bias.dtype)
    return bn.eval()


def _max_diff(a: at.Tensor, b: at.Tensor) -> float:
    return float((a - b).abs().max())


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("affine", [True, False])
def test_fuse_conv_bn_eval(bias: bool, affine: bool) -> None:
    conv = nn.Conv2d(3, 4, 3, bias=bias).eval()
    bn = _randomise_bn(nn.BatchNorm2d(4, affine=affine))
    x = at.randn(2, 3, 6, 6)
    fused = utils.fuse_conv_bn_eval(conv, bn)
    assert _max_diff(fused(x), bn(conv(x))) < 1e-5
    assert fused is not conv and isinstance(fused.weight, nn.Parameter)
    assert fused.bias is not None and fused.bias.shape == (4,)
    if not bias:
        assert conv.bias is None  # the original is left as it was


def test_fuse_transposed_conv_and_linear() -> None:
    convt = nn.ConvTranspose2d(3, 4, 2).eval()
    bn = _randomise_bn(nn.BatchNorm2d(4))
    x = at.randn(1, 3, 4, 4)
    assert _max_diff(utils.fuse_conv_bn_eval(convt, bn, transpose=True)(x), bn(convt(x))) < 1e-5
    lin = nn.Linear(5, 3).eval()
    bn1 = _randomise_bn(nn.BatchNorm1d(3))
    y = at.randn(4, 5)
    assert _max_diff(utils.fuse_linear_bn_eval(lin, bn1)(y), bn1(lin(y))) < 1e-5
    with pytest.raises(AssertionError, match="Fusion only for eval!"):
        utils.fuse_conv_bn_eval(nn.Conv2d(3, 4, 3), bn)
    with pytest.raises(AssertionError, match="linear.out_features=3 and bn.num_features=4"):
        utils.fuse_linear_bn_eval(lin, _randomise_bn(nn.BatchNorm1d(4)))


def test_fuse_weights_formula() -> None:
    w, b = at.tensor([[2.0], [4.0]]), at.tensor([1.0, -1.0])
    rm, rv = at.tensor([1.0, 2.0]), at.tensor([3.0, 15.0])
    gamma, beta = at.tensor([2.0, 0.5]), at.tensor([0.0, 1.0])
    fw, fb = utils.fuse_linear_bn_weights(w, b, rm, rv, 1.0, gamma, beta)
    # scale = gamma / sqrt(var + eps) = [1, 0.125]
    assert fw.tolist() == [[2.0], [0.5]] and fb.tolist() == [0.0, 0.625]
    assert isinstance(fw, nn.Parameter) and not fw.requires_grad
    cw, cb = utils.fuse_conv_bn_weights(w.reshape(2, 1, 1), None, rm, rv, 1.0, None, None)
    assert cw.reshape(2).tolist() == [1.0, 1.0] and cb.tolist() == [-0.5, -0.5]


def test_skip_init() -> None:
    lin = utils.skip_init(nn.Linear, 3, 4, bias=False)
    assert type(lin) is nn.Linear and lin.weight.shape == (4, 3) and lin.bias is None
    assert lin.weight.device.type == "cpu"
    with pytest.raises(RuntimeError, match="Expected a Module; got <class 'int'>"):
        utils.skip_init(int)

    class NoDevice(nn.Module):
        def __init__(self) -> None:
            super().__init__()

    with pytest.raises(RuntimeError, match="Module must support a 'device' arg"):
        utils.skip_init(NoDevice)


def test_conv_weight_memory_formats() -> None:
    net = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Sequential(nn.Conv2d(4, 2, 1)))
    x = at.randn(1, 3, 5, 5)
    before = net(x)
    weight = net[0].weight
    assert utils.convert_conv2d_weight_memory_format(net, channels_last) is net
    assert net[0].weight is weight and weight.stride() == (27, 1, 9, 3)
    assert net[2][0].weight.is_contiguous(memory_format=channels_last)
    assert _max_diff(net(x), before) == 0.0
    conv3 = nn.Conv3d(2, 2, 2)
    y = at.randn(1, 2, 3, 3, 3)
    out = conv3(y)
    utils.convert_conv3d_weight_memory_format(conv3, channels_last_3d)
    assert conv3.weight.is_contiguous(memory_format=channels_last_3d)
    assert _max_diff(conv3(y), out) == 0.0
    utils.convert_conv3d_weight_memory_format(conv3, contiguous_format)
    assert conv3.weight.is_contiguous()
    with pytest.raises(RuntimeError, match="required rank 5 tensor to use channels_last_3d format"):
        utils.convert_conv2d_weight_memory_format(nn.Conv2d(2, 2, 2), channels_last_3d)
    with pytest.raises(RuntimeError, match="Unsupported memory formatPreserve"):
        utils.convert_conv2d_weight_memory_format(nn.Conv2d(2, 2, 2), preserve_format)


def test_clip_grads_with_norm() -> None:
    a = nn.Parameter(at.zeros(2))
    b = nn.Parameter(at.zeros(2))
    a.grad, b.grad = at.tensor([3.0, 0.0]), at.tensor([0.0, 4.0])
    total = utils.get_total_norm([a.grad, b.grad])
    assert float(total) == 5.0
    utils.clip_grads_with_norm_([a, b], 1.0, total)
    assert np.allclose(a.grad.numpy(), [0.6, 0.0], atol=1e-6)
    assert np.allclose(b.grad.numpy(), [0.0, 0.8], atol=1e-6)
    utils.clip_grads_with_norm_(a, 10.0, at.tensor(1.0))  # never scales up
    assert np.allclose(a.grad.numpy(), [0.6, 0.0], atol=1e-6)
