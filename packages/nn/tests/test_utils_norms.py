"""Weight and spectral normalisation, as parametrizations and as the older hooks: values
against numpy, gradients to the originals, state_dict keys as PyTorch's."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck, no_grad
from glasstorch.nn.utils import parametrizations, parametrize


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def _unit(x: np.ndarray) -> np.ndarray:
    return x / max(np.linalg.norm(x), 1e-12)


def _wn_np(v: np.ndarray, g: np.ndarray, dim: int | None) -> np.ndarray:
    if dim is None or dim == -1:  # PyTorch: -1 (like None) is the norm of the whole tensor
        return v * (g / np.linalg.norm(v))
    axes = tuple(d for d in range(v.ndim) if d != dim % v.ndim)
    return v * (g / np.sqrt((v**2).sum(axis=axes, keepdims=True)))


@pytest.mark.parametrize("dim", [0, 1, -1, None])
def test_weight_norm_parametrization(dim: int | None) -> None:
    conv = nn.Conv2d(2, 3, 2).double()
    w = _np(conv.weight).copy()
    parametrizations.weight_norm(conv, dim=dim)
    g = conv.parametrizations.weight.original0
    v = conv.parametrizations.weight.original1
    assert list(conv.state_dict()) == [
        "bias",
        "parametrizations.weight.original0",
        "parametrizations.weight.original1",
    ]
    assert np.allclose(_np(v), w) and np.allclose(_np(conv.weight), w)
    with no_grad():
        g.mul_(1.5)
    assert np.allclose(_np(conv.weight), _wn_np(_np(v), _np(g), dim))
    assert gradcheck(lambda g_, v_: conv.parametrizations.weight[0](g_, v_), (g, v))


def test_weight_norm_shapes_match_pytorch() -> None:
    # PyTorch: g is (4, 1) for dim=0, (1, 3) for dim=1 and 0-d for dim=None (and -1)
    for dim, shape in ((0, (4, 1)), (1, (1, 3)), (None, ()), (-1, ())):
        lin = parametrizations.weight_norm(nn.Linear(3, 4), dim=dim)
        assert lin.parametrizations.weight.original0.shape == shape


def test_weight_norm_hook_api_and_state_dict_compat() -> None:
    lin = nn.Linear(3, 4).double()
    w = _np(lin.weight).copy()
    with pytest.warns(FutureWarning, match="parametrizations.weight_norm"):
        nn.utils.weight_norm(lin)
    assert list(lin.state_dict()) == ["bias", "weight_g", "weight_v"]
    assert lin.weight_g.shape == (4, 1) and np.allclose(_np(lin.weight), w)
    with no_grad():
        lin.weight_g.fill_(2.0)
    x = at.tensor(np.ones((1, 3)))
    out = lin(x)  # the pre-hook recomputes weight
    expected = _wn_np(w, np.full((4, 1), 2.0), 0)
    assert np.allclose(_np(out), np.ones((1, 3)) @ expected.T + _np(lin.bias))
    out.sum().backward()
    assert lin.weight_v.grad is not None and lin.weight_g.grad is not None
    with (
        pytest.raises(RuntimeError, match="Cannot register two weight_norm hooks"),
        pytest.warns(FutureWarning),
    ):
        nn.utils.weight_norm(lin)
    # the older state dict loads into the parametrized form
    new = parametrizations.weight_norm(nn.Linear(3, 4).double())
    new.load_state_dict(lin.state_dict())
    assert np.allclose(_np(new.weight), expected)
    nn.utils.remove_weight_norm(lin)
    assert list(lin.state_dict()) == ["bias", "weight"] and np.allclose(_np(lin.weight), expected)
    with pytest.raises(ValueError, match="weight_norm of 'weight' not found in"):
        nn.utils.remove_weight_norm(lin)


def test_spectral_norm_parametrization() -> None:
    lin = nn.Linear(5, 4).double()
    w = _np(lin.weight).copy()
    parametrizations.spectral_norm(lin)
    sn = lin.parametrizations.weight[0]
    assert list(lin.state_dict()) == [
        "bias",
        "parametrizations.weight.original",
        "parametrizations.weight.0._u",
        "parametrizations.weight.0._v",
    ]
    u, v = _np(sn._u).copy(), _np(sn._v).copy()
    # 15 iterations at registration: u and v are close to the top singular vectors
    svd_u, svd_s, svd_vt = np.linalg.svd(w)
    assert abs(abs(u @ svd_u[:, 0]) - 1) < 1e-3 and abs(abs(v @ svd_vt[0]) - 1) < 1e-3
    got = _np(lin.weight)  # training: one more step of the iteration, u first
    u1 = _unit(w @ v)
    v1 = _unit(w.T @ u1)
    assert np.allclose(got, w / (u1 @ w @ v1))
    assert np.allclose(_np(sn._u), u1) and np.allclose(_np(sn._v), v1)
    lin.eval()
    assert np.allclose(_np(lin.weight), w / (u1 @ w @ v1))
    assert np.allclose(_np(sn._u), u1)  # eval leaves u and v alone
    assert abs(np.linalg.norm(_np(lin.weight), 2) - 1) < 1e-4
    original = lin.parametrizations.weight.original
    assert gradcheck(lambda x: sn(x), (original,))


def test_spectral_norm_dims_and_errors() -> None:
    convt = parametrizations.spectral_norm(nn.ConvTranspose2d(2, 3, 2).double())
    sn = convt.parametrizations.weight[0]
    assert sn.dim == 1 and sn._u.shape == (3,) and sn._v.shape == (8,)
    conv = parametrizations.spectral_norm(nn.Conv1d(2, 3, 2), n_power_iterations=3, dim=-1)
    assert conv.parametrizations.weight[0].dim == 2
    with pytest.raises(IndexError, match=r"expected to be in range of \[-2, 1\] but got 2"):
        parametrizations.spectral_norm(nn.Linear(2, 2), dim=2)
    with pytest.raises(
        ValueError, match="n_power_iterations to be positive, but got n_power_iterations=0"
    ):
        parametrizations.spectral_norm(nn.Linear(2, 2), n_power_iterations=0)
    with pytest.raises(ValueError, match="has no parameter or buffer with name 'w'"):
        parametrizations.spectral_norm(nn.Linear(2, 2), name="w")
    bias = parametrizations.spectral_norm(nn.Linear(2, 3).double(), name="bias")
    b = _np(bias.parametrizations.bias.original)
    assert np.allclose(_np(bias.bias), b / np.linalg.norm(b))


def test_spectral_norm_hook_api() -> None:
    lin = nn.Linear(5, 4).double()
    w = _np(lin.weight).copy()
    nn.utils.spectral_norm(lin, n_power_iterations=2)
    sd = lin.state_dict()
    assert list(sd) == ["bias", "weight_orig", "weight_u", "weight_v"]
    assert sd._metadata[""]["spectral_norm"] == {"weight.version": 1}
    u, v = _np(lin.weight_u).copy(), _np(lin.weight_v).copy()
    out = lin(at.tensor(np.eye(5)))
    for _ in range(2):  # v first, then u
        v = _unit(w.T @ u)
        u = _unit(w @ v)
    expected = w / (u @ w @ v)
    assert np.allclose(_np(lin.weight), expected)
    assert np.allclose(_np(out), expected.T + _np(lin.bias))
    out.sum().backward()
    assert lin.weight_orig.grad is not None
    with pytest.raises(RuntimeError, match="Cannot register two spectral_norm hooks"):
        nn.utils.spectral_norm(lin)
    copy = nn.utils.spectral_norm(nn.Linear(5, 4).double())
    copy.load_state_dict(lin.state_dict())
    copy.eval()
    assert np.allclose(_np(copy(at.tensor(np.eye(5)))), _np(out))
    nn.utils.remove_spectral_norm(lin)
    assert list(lin.state_dict()) == ["bias", "weight"] and np.allclose(_np(lin.weight), expected)
    assert not lin._state_dict_hooks and not lin._load_state_dict_pre_hooks
    with pytest.raises(ValueError, match="spectral_norm of 'weight' not found"):
        nn.utils.remove_spectral_norm(lin)


def test_spectral_norm_loads_a_state_dict_without_v() -> None:
    # A checkpoint from before u/v versioning: weight and weight_u saved, no weight_v.
    lin = nn.utils.spectral_norm(nn.Linear(3, 2).double())
    lin.eval()
    old = {k: v for k, v in lin.state_dict().items() if k != "weight_v"}
    old["weight"] = lin.weight.detach().clone()
    fresh = nn.utils.spectral_norm(nn.Linear(3, 2).double()).eval()
    fresh.load_state_dict(old)
    w, u, v = _np(fresh.weight_orig), _np(fresh.weight_u), _np(fresh.weight_v)
    assert np.isclose(u @ w @ v, (_np(old["weight_orig"]) / _np(old["weight"])).mean())


def test_parametrized_weight_norm_removal() -> None:
    lin = parametrizations.weight_norm(nn.Linear(3, 2).double())
    value = _np(lin.weight).copy()
    parametrize.remove_parametrizations(lin, "weight")
    assert type(lin) is nn.Linear and np.allclose(_np(lin.weight), value)
