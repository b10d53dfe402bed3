"""Layer modules with their own weights against numpy: Linear, Bilinear, convolutions,
batch/layer/group norm in train and eval, Embedding, Dropout, activations, padding."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import no_grad
from glasstorch.c10.core.scalar_type import float64

rng = np.random.default_rng(4)


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def test_linear_matches_numpy_affine_map() -> None:
    lin = nn.Linear(4, 3).double()
    x = rng.standard_normal((2, 5, 4))
    ref = x @ _np(lin.weight).T + _np(lin.bias)
    assert np.allclose(_np(lin(_t(x))), ref)
    no_bias = nn.Linear(4, 3, bias=False)
    assert no_bias.bias is None and list(no_bias.state_dict()) == ["weight"]
    assert nn.Linear(4, 3, dtype=float64).weight.dtype is float64


def test_bilinear_matches_einsum() -> None:
    bil = nn.Bilinear(3, 2, 4).double()
    x1, x2 = rng.standard_normal((5, 3)), rng.standard_normal((5, 2))
    ref = np.einsum("ni,oij,nj->no", x1, _np(bil.weight), x2) + _np(bil.bias)
    assert np.allclose(_np(bil(_t(x1), _t(x2))), ref)


def test_conv2d_module_uses_its_weight_and_padding_mode() -> None:
    conv = nn.Conv2d(2, 3, 3, padding=1, padding_mode="replicate").double()
    x = rng.standard_normal((1, 2, 4, 4))
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)), mode="edge")
    w, b = _np(conv.weight), _np(conv.bias)
    ref = np.zeros((1, 3, 4, 4))
    for o in range(3):
        for i in range(4):
            for j in range(4):
                ref[0, o, i, j] = (xp[0, :, i : i + 3, j : j + 3] * w[o]).sum() + b[o]
    assert np.allclose(_np(conv(_t(x))), ref)
    with pytest.raises(ValueError, match="in_channels must be divisible by groups"):
        nn.Conv2d(3, 4, 3, groups=2)
    with pytest.raises(ValueError, match="padding_mode must be one of"):
        nn.Conv2d(3, 4, 3, padding_mode="mirror")


def test_conv_transpose2d_output_size_and_shapes() -> None:
    deconv = nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1)
    x = at.rand(1, 3, 4, 4)
    assert deconv(x).shape == (1, 2, 7, 7)
    assert deconv(x, output_size=[8, 8]).shape == (1, 2, 8, 8)
    with pytest.raises(ValueError, match="requested an output size of"):
        deconv(x, output_size=[10, 10])
    assert deconv.weight.shape == (3, 2, 3, 3)
    assert nn.Conv1d(2, 4, 3)(at.rand(2, 2, 5)).shape == (2, 4, 3)
    assert nn.ConvTranspose1d(2, 4, 3)(at.rand(2, 2, 5)).shape == (2, 4, 7)


def test_batchnorm_train_eval_and_running_statistics() -> None:
    bn = nn.BatchNorm2d(3, momentum=0.5).double()
    with no_grad():
        bn.weight.copy_(_t(np.array([1.0, 2.0, 3.0])))
        bn.bias.copy_(_t(np.array([0.5, 0.0, -0.5])))
    x = rng.standard_normal((4, 3, 2, 2)) * 3 + 1
    out = _np(bn(_t(x)))
    mean, var = x.mean((0, 2, 3)), x.var((0, 2, 3))
    ref = (x - mean[:, None, None]) / np.sqrt(var[:, None, None] + 1e-5)
    ref = ref * np.array([1.0, 2.0, 3.0])[:, None, None] + np.array([0.5, 0.0, -0.5])[:, None, None]
    assert np.allclose(out, ref)
    assert np.allclose(_np(bn.running_mean), 0.5 * mean)
    assert np.allclose(_np(bn.running_var), 0.5 + 0.5 * var * 16 / 15)
    assert int(bn.num_batches_tracked) == 1
    bn.eval()
    y = rng.standard_normal((2, 3, 2, 2))
    rm, rv = _np(bn.running_mean), _np(bn.running_var)
    ref = (y - rm[:, None, None]) / np.sqrt(rv[:, None, None] + 1e-5)
    ref = ref * np.array([1.0, 2.0, 3.0])[:, None, None] + np.array([0.5, 0.0, -0.5])[:, None, None]
    assert np.allclose(_np(bn(_t(y))), ref)
    assert int(bn.num_batches_tracked) == 1  # eval does not count
    with pytest.raises(ValueError, match=r"expected 4D input \(got 3D input\)"):
        bn(at.rand(2, 3, 4))


def test_batchnorm_cumulative_average_and_no_tracking() -> None:
    bn = nn.BatchNorm1d(2, momentum=None).double()
    batches = [rng.standard_normal((5, 2)) for _ in range(3)]
    for b in batches:
        bn(_t(b))
    assert np.allclose(_np(bn.running_mean), np.mean([b.mean(0) for b in batches], 0))
    free = nn.BatchNorm1d(2, affine=False, track_running_stats=False).double()
    assert free.running_mean is None and list(free.state_dict()) == []
    free.eval()  # still uses batch statistics: there are no running ones
    b = batches[0]
    assert np.allclose(_np(free(_t(b))), (b - b.mean(0)) / np.sqrt(b.var(0) + 1e-5))


def test_layernorm_groupnorm_rmsnorm_modules() -> None:
    x = rng.standard_normal((2, 4, 3))
    ln = nn.LayerNorm(3).double()
    ref = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    assert np.allclose(_np(ln(_t(x))), ref)
    assert ln.normalized_shape == (3,) and ln.weight.shape == (3,)
    gn = nn.GroupNorm(2, 4).double()
    g = x.reshape(2, 2, 6)
    ref = (g - g.mean(-1, keepdims=True)) / np.sqrt(g.var(-1, keepdims=True) + 1e-5)
    assert np.allclose(_np(gn(_t(x))), ref.reshape(2, 4, 3))
    rms = nn.RMSNorm([4, 3], eps=1e-6).double()
    ref = x / np.sqrt((x**2).mean((1, 2), keepdims=True) + 1e-6)
    assert np.allclose(_np(rms(_t(x))), ref)
    with pytest.raises(ValueError, match="must be divisible by num_groups"):
        nn.GroupNorm(3, 4)


def test_embedding_module_padding_idx_and_from_pretrained() -> None:
    emb = nn.Embedding(6, 3, padding_idx=-1)
    assert emb.padding_idx == 5 and not _np(emb.weight)[5].any()
    idx = at.tensor([[0, 5], [2, 2]])
    out = emb(idx)
    assert np.allclose(_np(out), _np(emb.weight)[[[0, 5], [2, 2]]])
    out.sum().backward()
    assert not _np(emb.weight.grad)[5].any() and _np(emb.weight.grad)[2].tolist() == [2.0] * 3
    pre = nn.Embedding.from_pretrained(at.tensor([[1.0, 2.0], [3.0, 4.0]]))
    assert not pre.weight.requires_grad and pre(at.tensor([1])).tolist() == [[3.0, 4.0]]
    with pytest.raises(AssertionError, match="Padding_idx must be within num_embeddings"):
        nn.Embedding(3, 2, padding_idx=3)


def test_dropout_module_respects_training_flag() -> None:
    drop = nn.Dropout(0.5)
    x = at.ones(1000)
    assert (drop(x).numpy() == 0).any()
    drop.eval()
    assert drop(x) is x
    with pytest.raises(ValueError, match="dropout probability"):
        nn.Dropout(-0.1)


def test_activation_and_misc_modules() -> None:
    x = _t(rng.standard_normal((2, 3, 4, 4)))
    for module, fn in [
        (nn.ReLU(), np.maximum(_np(x), 0)),
        (nn.LeakyReLU(0.1), np.where(_np(x) > 0, _np(x), 0.1 * _np(x))),
        (nn.Tanh(), np.tanh(_np(x))),
        (nn.Softmax(dim=1), np.exp(_np(x)) / np.exp(_np(x)).sum(1, keepdims=True)),
        (nn.Softmax2d(), np.exp(_np(x)) / np.exp(_np(x)).sum(1, keepdims=True)),
        (nn.PReLU(), np.where(_np(x) >= 0, _np(x), 0.25 * _np(x))),
    ]:
        assert np.allclose(_np(module(x)), fn, atol=1e-6), module
    assert nn.MaxPool2d(2)(x).shape == (2, 3, 2, 2)
    assert nn.AvgPool2d(2, stride=1)(x).shape == (2, 3, 3, 3)
    assert nn.AdaptiveAvgPool2d((1, 1))(x).shape == (2, 3, 1, 1)
    assert nn.ZeroPad2d((1, 0, 2, 0))(x).shape == (2, 3, 6, 5)
    assert nn.Upsample(scale_factor=2, mode="bilinear")(x).shape == (2, 3, 8, 8)
    shuffled = nn.PixelShuffle(2)(at.rand(1, 8, 3, 3))
    assert shuffled.shape == (1, 2, 6, 6)
    back = nn.PixelUnshuffle(2)(shuffled)
    assert back.shape == (1, 8, 3, 3)
    pooled, idx = nn.MaxPool2d(2, return_indices=True)(x)
    assert idx.shape == pooled.shape


def test_instance_norm_module() -> None:
    x = rng.standard_normal((2, 3, 5))
    out = nn.InstanceNorm1d(3).double()(_t(x))
    ref = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    assert np.allclose(_np(out), ref)
