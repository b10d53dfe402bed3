"""nn.utils.parametrize: registration, the class swap, stacking, right_inverse, caching,
removal and transfer, with PyTorch's state_dict keys and errors."""

from __future__ import annotations

import copy
import pickle

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn.utils import parametrize as P


class Symmetric(nn.Module):
    def forward(self, x: at.Tensor) -> at.Tensor:
        return x.triu() + x.triu(1).transpose(-1, -2)


class Double(nn.Module):
    def forward(self, x: at.Tensor) -> at.Tensor:
        return x * 2

    def right_inverse(self, z: at.Tensor) -> at.Tensor:
        return z / 2


class Split(nn.Module):
    """Parametrized by two tensors: forward(a, b) = a + b."""

    def forward(self, a: at.Tensor, b: at.Tensor) -> at.Tensor:
        return a + b

    def right_inverse(self, x: at.Tensor) -> tuple[at.Tensor, at.Tensor]:
        return x * 0.25, x * 0.75


class First(nn.Module):
    def forward(self, x: at.Tensor) -> at.Tensor:
        return x[0]


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def test_register_swaps_class_and_moves_the_original() -> None:
    m = nn.Linear(3, 3)
    w0 = m.weight
    assert P.register_parametrization(m, "weight", Symmetric()) is m
    assert type(m).__name__ == "ParametrizedLinear" and isinstance(m, nn.Linear)
    assert P.type_before_parametrizations(m) is nn.Linear
    assert type(nn.Linear(2, 2)) is nn.Linear  # other instances keep their class
    assert m.parametrizations.weight.original is w0
    assert list(m.state_dict()) == ["bias", "parametrizations.weight.original"]
    assert [n for n, _ in m.named_parameters()] == ["bias", "parametrizations.weight.original"]
    assert P.is_parametrized(m) and P.is_parametrized(m, "weight")
    assert not P.is_parametrized(m, "bias") and not P.is_parametrized(nn.Linear(2, 2))
    w = _np(w0)
    assert np.allclose(_np(m.weight), np.triu(w) + np.triu(w, 1).T)
    x = at.tensor(np.ones((2, 3), dtype=np.float32))
    assert np.allclose(_np(m(x)), np.ones((2, 3)) @ (np.triu(w) + np.triu(w, 1).T).T + _np(m.bias))
    assert repr(m).startswith("ParametrizedLinear(\n  in_features=3, out_features=3, bias=True\n")
    assert "(weight): ParametrizationList(\n      (0): Symmetric()" in repr(m)


def test_gradients_flow_to_the_original() -> None:
    m = nn.Linear(2, 2)
    P.register_parametrization(m, "weight", Double())
    m(at.ones(1, 2)).sum().backward()
    assert m.parametrizations.weight.original.grad.tolist() == [[2.0, 2.0], [2.0, 2.0]]


def test_stacking_right_inverse_and_errors() -> None:
    m = nn.Linear(2, 2)
    P.register_parametrization(m, "weight", Double())
    P.register_parametrization(m, "weight", Double())
    assert len(m.parametrizations.weight) == 2
    m.weight = at.eye(2)  # assignment runs right_inverse, last parametrization first
    assert m.parametrizations.weight.original.tolist() == [[0.25, 0.0], [0.0, 0.25]]
    assert m.weight.tolist() == [[1.0, 0.0], [0.0, 1.0]]
    with pytest.raises(
        ValueError,
        match=r"may not change the shape of the tensor, unless the `unsafe` flag is enabled.\n"
        r"module.weight.shape: .*\[2, 2\]\)\nparametrization\(module.weight\).shape",
    ):
        P.register_parametrization(m, "weight", First())
    s = nn.Linear(3, 3)
    P.register_parametrization(s, "weight", Symmetric())
    with pytest.raises(
        RuntimeError, match="parametrization Symmetric does not implement right_inverse"
    ):
        s.weight = at.eye(3)
    with pytest.raises(ValueError, match="unless `unsafe` flag is enabled.\nunparametrized shape"):
        P.register_parametrization(nn.Linear(2, 2), "weight", First())
    with pytest.raises(
        ValueError,
        match="does not have a parameter, a buffer, or a parametrized element with name 'foo'",
    ):
        P.register_parametrization(nn.Linear(2, 2), "foo", Double())
    with pytest.raises(ValueError, match=r"does not have a parametrization on weight"):
        P.remove_parametrizations(nn.Linear(2, 2), "weight")
    with pytest.raises(KeyError, match="attribute 'weight' already exists"):
        m.register_parameter("weight", nn.Parameter(at.ones(2, 2)))
    with pytest.raises(ValueError, match="ParametrizationList requires one or more modules"):
        P.ParametrizationList([], at.ones(2))
    unsafe = nn.Linear(2, 2)
    P.register_parametrization(unsafe, "weight", First(), unsafe=True)
    assert unsafe.weight.shape == (2,)


def test_sequence_of_originals() -> None:
    m = nn.Linear(2, 2)
    w = _np(m.weight)
    P.register_parametrization(m, "weight", Split())
    assert list(m.state_dict()) == [
        "bias",
        "parametrizations.weight.original0",
        "parametrizations.weight.original1",
    ]
    assert np.allclose(_np(m.parametrizations.weight.original0), 0.25 * w)
    assert np.allclose(_np(m.weight), w)
    with pytest.raises(ValueError, match="Cannot leave unparametrized"):
        P.remove_parametrizations(m, "weight", leave_parametrized=False)
    P.remove_parametrizations(m, "weight")
    assert type(m) is nn.Linear and isinstance(m.weight, nn.Parameter)
    assert np.allclose(_np(m.weight), w) and list(m.state_dict()) == ["bias", "weight"]


def test_remove_keeps_the_parameter_object() -> None:
    m = nn.Linear(2, 2)
    w0 = m.weight
    before = _np(w0).copy()
    P.register_parametrization(m, "weight", Double())
    P.register_parametrization(m, "bias", Double())
    # right_inverse at registration keeps the value: the original holds half of it
    assert np.allclose(_np(w0), before / 2) and np.allclose(_np(m.weight), before)
    P.remove_parametrizations(m, "weight", leave_parametrized=True)
    assert m.weight is w0 and np.allclose(_np(w0), before)
    assert type(m).__name__ == "ParametrizedLinear"  # bias is still parametrized
    P.remove_parametrizations(m, "bias", leave_parametrized=False)
    assert type(m) is nn.Linear and not hasattr(m, "parametrizations")


def test_cached_deepcopy_and_pickling() -> None:
    m = nn.Linear(3, 3)
    P.register_parametrization(m, "weight", Symmetric())
    assert m.weight is not m.weight
    with P.cached():
        assert m.weight is m.weight
    with pytest.raises(RuntimeError, match="only supported through state_dict"):
        pickle.dumps(m)
    c = copy.deepcopy(m)
    assert type(c).__name__ == "ParametrizedLinear"
    assert c.parametrizations.weight.original is not m.parametrizations.weight.original
    assert np.allclose(_np(c.weight), _np(m.weight))


def test_buffers_training_mode_and_transfer() -> None:
    bn = nn.BatchNorm1d(3)
    P.register_parametrization(bn, "running_mean", Double())
    assert "parametrizations.running_mean.original" in bn.state_dict()
    assert not bn.parametrizations.running_mean.original.requires_grad
    g = nn.Linear(2, 2).eval()
    p = Double()
    P.register_parametrization(g, "weight", p)
    assert not p.training
    a, b = nn.Linear(3, 3), nn.Linear(3, 3)
    P.register_parametrization(a, "weight", Symmetric())
    P.transfer_parametrizations_and_params(a, b)
    assert type(b).__name__ == "ParametrizedLinear"
    assert b.parametrizations.weight.original is a.parametrizations.weight.original
    assert np.allclose(_np(b.weight), _np(a.weight))
