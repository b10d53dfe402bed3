"""Legacy constructors and typed tensor classes (``torch.Tensor(2, 3)``,
``torch.FloatTensor``, ``t.type()``) and ``torch.autograd.Variable``; behaviour and
messages observed from PyTorch 2.13."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd import Variable

TYPES = {
    "FloatTensor": torch.float32,
    "DoubleTensor": torch.float64,
    "HalfTensor": torch.float16,
    "BFloat16Tensor": torch.bfloat16,
    "LongTensor": torch.int64,
    "IntTensor": torch.int32,
    "ShortTensor": torch.int16,
    "CharTensor": torch.int8,
    "ByteTensor": torch.uint8,
    "BoolTensor": torch.bool,
}


def test_tensor_constructor_forms():
    assert torch.Tensor(2, 3).shape == (2, 3) and torch.Tensor(2, 3).dtype is torch.float32
    assert torch.Tensor([1.5]).tolist() == [1.5]
    assert torch.Tensor().shape == (0,)
    assert torch.Tensor(torch.Size([2])).shape == (2,)
    assert torch.Tensor(size=(2, 3)).shape == (2, 3)
    assert torch.Tensor((2, 3)).tolist() == [2.0, 3.0]  # a tuple is data, not a size
    assert torch.Tensor([[1, 2]]).dtype is torch.float32
    assert torch.Tensor(np.array([1, 2])).tolist() == [1.0, 2.0]
    assert torch.Tensor(np.int64(3)).shape == (3,)
    assert torch.Tensor(0).shape == (0,) and torch.Tensor([]).shape == (0,)
    assert torch.Tensor(2, device="cpu").shape == (2,)


def test_tensor_of_a_tensor_is_an_alias():
    x = torch.ones(2, requires_grad=True)
    y = torch.Tensor(x)
    assert y is not x and y.data_ptr() == x.data_ptr()
    assert y.requires_grad and y._base is x  # a differentiable view, as PyTorch's alias
    xi = torch.tensor([1, 2])
    assert torch.Tensor(xi).dtype is torch.int64  # Tensor keeps any dtype


def test_tensor_constructor_errors():
    with pytest.raises(TypeError, match=r"new\(\): data must be a sequence \(got float\)"):
        torch.Tensor(3.5)
    with pytest.raises(TypeError, match=r"data must be a sequence \(got bool\)"):
        torch.Tensor(True)
    with pytest.raises(TypeError, match=r"data must be a sequence \(got numpy.float64\)"):
        torch.Tensor(np.float64(2))
    with pytest.raises(TypeError, match=r"new\(\): invalid data type 'str'"):
        torch.Tensor("a")
    with pytest.raises(RuntimeError, match=r"negative dimension -1: \[-1\]"):
        torch.Tensor(-1)
    with pytest.raises(TypeError, match="failed to unpack the object at pos 2 with error "
                       '"type must be tuple of ints,but got float"'):  # fmt: skip
        torch.Tensor(2, 3.0)
    with pytest.raises(TypeError, match=r"invalid combination of arguments - got "
                       r"\(int, int, dtype=glasstorch.dtype\)"):  # fmt: skip
        torch.Tensor(2, 3, dtype=torch.float64)
    with pytest.raises(TypeError, match=r"got \(size=int, \)"):
        torch.Tensor(size=2)
    with pytest.raises(RuntimeError, match="legacy constructor expects device type: cpu but "
                       "device type: meta was passed"):  # fmt: skip
        torch.Tensor(2, device="meta")
    with pytest.raises(ValueError, match="expected sequence of length 2 at dim 1"):
        torch.Tensor([[1, 2], [3]])


def test_subclass_legacy_constructor_makes_the_subclass():
    class MyTensor(torch.Tensor):
        pass

    m = MyTensor([1.0, 2.0])
    assert type(m) is MyTensor and m.tolist() == [1.0, 2.0]


@pytest.mark.parametrize("name", list(TYPES))
def test_typed_classes(name):
    cls = getattr(torch, name)
    dtype = TYPES[name]
    assert cls.__name__ == name and cls.dtype is dtype and not cls.is_cuda
    assert cls.layout is torch.strided and not cls.is_sparse
    t = cls(2, 3)
    assert type(t) is torch.Tensor and t.shape == (2, 3) and t.dtype is dtype
    assert isinstance(t, cls) and not issubclass(cls, torch.Tensor)
    assert torch.zeros(1).type(cls).dtype is dtype
    assert t.type() == f"glasstorch.{name}"
    others = [getattr(torch, n) for n in TYPES if n != name]
    assert not any(isinstance(t, other) for other in others)


def test_typed_class_data_and_checks():
    assert torch.LongTensor([1.7, 2]).tolist() == [1, 2]
    assert torch.BoolTensor([0, 2]).tolist() == [False, True]
    assert torch.DoubleTensor([True]).tolist() == [1.0]
    x = torch.zeros(2)
    assert torch.FloatTensor(x).data_ptr() == x.data_ptr()
    with pytest.raises(TypeError, match=r"expected TensorOptions\(dtype=double, device=cpu"):
        torch.DoubleTensor(x)
    assert isinstance(torch.nn.Parameter(x), torch.FloatTensor)
    assert repr(torch.FloatTensor) == "<class 'glasstorch.FloatTensor'>"


def test_tensor_type_names_and_conversions():
    x = torch.zeros(2)
    assert x.type() == "glasstorch.FloatTensor"
    assert torch.zeros(1, dtype=torch.complex64).type() == "glasstorch.ComplexFloatTensor"
    assert torch.empty(1, device="meta").type() == "glasstorch.meta.FloatTensor"
    assert x.type(torch.FloatTensor) is x
    assert x.type(torch.DoubleTensor).dtype is torch.float64
    assert x.type("torch.IntTensor").dtype is torch.int32
    assert x.type("glasstorch.ShortTensor").dtype is torch.int16
    assert x.type("torch.ComplexFloatTensor").dtype is torch.complex64
    assert x.type(torch.float16).dtype is torch.float16
    assert x.type(torch.Tensor).dtype is torch.float32
    for bad, shown in [("torch.Foo", "torch.Foo"), ("FloatTensor", "FloatTensor"), (int, "int")]:
        with pytest.raises(ValueError, match=f"invalid type: '{shown}'"):
            x.type(bad)


def test_variable_is_tensor():
    x = torch.ones(2)
    v = Variable(x, requires_grad=True)
    assert type(v) is torch.Tensor and v.requires_grad and v is not x
    assert v.data_ptr() == x.data_ptr()
    assert isinstance(x, Variable) and not isinstance([1.0], Variable)
    z = torch.ones(2, requires_grad=True) * 2
    assert Variable(z).grad_fn is None and not Variable(z).requires_grad
    assert Variable().shape == (0,)
    with pytest.warns(UserWarning, match="volatile was removed"):
        Variable(x, volatile=True)
    with pytest.raises(TypeError, match="Variable data has to be a tensor, but got list"):
        Variable([1.0])
    with pytest.raises(RuntimeError, match="Only Tensors of floating point"):
        Variable(torch.tensor([1]), requires_grad=True)
