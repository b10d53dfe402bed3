"""Parameter and Buffer: Tensor subclassing, leaf-ness, identity-preserving data swaps."""

from __future__ import annotations

import copy
import pickle

import glasstorch.aten as at
import glasstorch.autograd
import numpy as np
import pytest
from glasstorch.aten import Tensor
from glasstorch.c10.core.scalar_type import float32, float64, int64
from glasstorch.nn import Buffer, Parameter


def test_parameter_is_a_leaf_tensor_requiring_grad() -> None:
    data = at.rand(2, 3)
    p = Parameter(data)
    assert isinstance(p, Tensor) and isinstance(p, Parameter)
    assert p.requires_grad and p.is_leaf and p.grad_fn is None
    assert p.shape == (2, 3) and p.dtype is float32


def test_parameter_shares_storage_with_its_data_but_not_autograd_state() -> None:
    data = at.zeros(3)
    p = Parameter(data)
    data.fill_(2.0)
    assert p.tolist() == [2.0, 2.0, 2.0]
    assert not data.requires_grad  # the data tensor itself is untouched


def test_parameter_defaults_and_requires_grad_false() -> None:
    assert Parameter().shape == (0,)
    assert not Parameter(at.rand(2), requires_grad=False).requires_grad
    with pytest.raises(TypeError):
        Parameter([1.0, 2.0])  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="floating point"):
        Parameter(at.tensor([1, 2]))


def test_results_of_operations_on_parameters_are_plain_tensors() -> None:
    p = Parameter(at.rand(2, 3))
    for result in (p * 2, p + p, p.t(), p[0], p.view(6), p.detach(), p.data, p.sum()):
        assert type(result) is Tensor
    with glasstorch.autograd.no_grad():
        assert p.mul_(1.0) is p  # in place: the parameter itself


def test_parameter_repr() -> None:
    p = Parameter(at.tensor([1.0, 2.0]))
    assert repr(p) == "Parameter containing:\ntensor([1., 2.], requires_grad=True)"
    q = Parameter(at.tensor([1.0]), requires_grad=False)
    assert repr(q) == "Parameter containing:\ntensor([1.])"


def test_parameter_gradient_accumulates() -> None:
    p = Parameter(at.tensor([1.0, 2.0, 3.0]))
    (p * p).sum().backward()
    assert p.grad.tolist() == [2.0, 4.0, 6.0]
    (p * 3).sum().backward()
    assert p.grad.tolist() == [5.0, 7.0, 9.0]


def test_data_setter_keeps_identity_and_grad_flag() -> None:
    p = Parameter(at.rand(2, 2))
    before = id(p)
    p.data = at.ones(3, dtype=float64)
    assert id(p) == before and isinstance(p, Parameter)
    assert p.dtype is float64 and p.shape == (3,) and p.requires_grad
    (p * 2).sum().backward()
    assert p.grad.dtype is float64 and p.grad.tolist() == [2.0, 2.0, 2.0]


def test_deepcopy_and_pickle_give_new_parameters() -> None:
    p = Parameter(at.tensor([1.0, 2.0]))
    q = copy.deepcopy(p)
    assert isinstance(q, Parameter) and q is not p and q.requires_grad
    q.data.fill_(0.0)
    assert p.tolist() == [1.0, 2.0]
    r = pickle.loads(pickle.dumps(Parameter(at.tensor([3.0]), requires_grad=False)))
    assert isinstance(r, Parameter) and not r.requires_grad and r.tolist() == [3.0]


def test_buffer_marks_a_plain_tensor() -> None:
    b = Buffer(at.ones(2), persistent=False)
    assert type(b) is Tensor and isinstance(b, Buffer) and b.persistent is False
    assert not isinstance(at.ones(2), Buffer)
    assert np.array_equal(b.numpy(), [1.0, 1.0])
    assert Buffer(at.tensor([1, 2])).dtype is int64
