"""Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict, Flatten, Unflatten."""

from __future__ import annotations

from collections import OrderedDict

import glasstorch.aten as at
import pytest
from glasstorch import nn
from glasstorch.nn import Parameter


def test_sequential_indexing_slicing_and_forward() -> None:
    a, b, c = nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1)
    seq = nn.Sequential(a, b, c)
    assert len(seq) == 3 and seq[0] is a and seq[-1] is c
    head = seq[:2]
    assert isinstance(head, nn.Sequential) and list(head) == [a, b]
    assert list(head._modules) == ["0", "1"]
    x = at.rand(4, 2)
    assert seq(x).tolist() == c(b(a(x))).tolist()
    with pytest.raises(IndexError, match="index 3 is out of range"):
        seq[3]  # noqa: B018


def test_sequential_from_ordered_dict_and_mutation() -> None:
    seq = nn.Sequential(OrderedDict([("fc", nn.Linear(2, 2)), ("act", nn.Tanh())]))
    assert list(seq._modules) == ["fc", "act"] and isinstance(seq.act, nn.Tanh)
    seq.append(nn.ReLU())
    assert list(seq._modules) == ["fc", "act", "2"]
    seq = nn.Sequential(nn.ReLU(), nn.Tanh())
    seq.insert(1, nn.Sigmoid())
    assert [type(m).__name__ for m in seq] == ["ReLU", "Sigmoid", "Tanh"]
    seq.extend([nn.Identity()])
    del seq[0]
    assert [type(m).__name__ for m in seq] == ["Sigmoid", "Tanh", "Identity"]
    assert list(seq._modules) == ["0", "1", "2"]
    seq[1] = nn.GELU()
    assert isinstance(seq[1], nn.GELU)
    assert isinstance(seq.pop(0), nn.Sigmoid) and len(seq) == 2
    assert len(seq + nn.Sequential(nn.ReLU())) == 3
    assert len(seq * 2) == 4


def test_module_list() -> None:
    layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
    assert len(layers) == 3 and len(list(layers.parameters())) == 6
    layers.append(nn.ReLU())
    layers.insert(0, nn.Tanh())
    assert [type(m).__name__ for m in layers] == ["Tanh", "Linear", "Linear", "Linear", "ReLU"]
    assert isinstance(layers[1:3], nn.ModuleList) and len(layers[1:3]) == 2
    del layers[0]
    assert list(layers._modules) == ["0", "1", "2", "3"]
    layers += [nn.Identity()]
    assert len(layers) == 5
    assert repr(nn.ModuleList([nn.ReLU(), nn.ReLU(), nn.Tanh()])) == (
        "ModuleList(\n  (0-1): 2 x ReLU()\n  (2): Tanh()\n)"
    )
    assert repr(nn.ModuleList()) == "ModuleList()"


def test_module_dict() -> None:
    d = nn.ModuleDict({"b": nn.ReLU(), "a": nn.Linear(1, 1)})
    assert list(d.keys()) == ["b", "a"] and "a" in d and len(d) == 2
    d["c"] = nn.Tanh()
    assert list(d) == ["b", "a", "c"]
    assert isinstance(d.pop("b"), nn.ReLU) and list(d) == ["a", "c"]
    d.update([("z", nn.Identity())])
    assert list(d) == ["a", "c", "z"]
    assert [k for k, _ in d.named_parameters()] == ["a.weight", "a.bias"]
    d.clear()
    assert len(d) == 0


def test_parameter_list_and_dict_wrap_tensors() -> None:
    plist = nn.ParameterList([at.zeros(2, 3), Parameter(at.ones(4))])
    assert all(isinstance(p, Parameter) for p in plist) and len(plist) == 2
    assert [n for n, _ in plist.named_parameters()] == ["0", "1"]
    assert repr(plist) == (
        "ParameterList(\n"
        "    (0): Parameter containing: [glasstorch.float32 of size 2x3]\n"
        "    (1): Parameter containing: [glasstorch.float32 of size 4]\n"
        ")"
    )
    pdict = nn.ParameterDict({"w": at.zeros(2)})
    pdict["b"] = at.ones(1)
    assert isinstance(pdict["b"], Parameter) and list(pdict) == ["w", "b"]
    assert [n for n, _ in pdict.named_parameters()] == ["w", "b"]
    assert repr(pdict) == (
        "ParameterDict(\n"
        "    (w): Parameter containing: [glasstorch.FloatTensor of size 2]\n"
        "    (b): Parameter containing: [glasstorch.FloatTensor of size 1]\n"
        ")"
    )
    with pytest.raises(RuntimeError, match="ParameterList should not be called"):
        plist(at.ones(1))


def test_flatten_unflatten_identity() -> None:
    x = at.rand(2, 3, 4)
    assert nn.Flatten()(x).shape == (2, 12)
    assert nn.Flatten(0, 1)(x).shape == (6, 4)
    assert nn.Unflatten(1, (3, 1))(x).shape == (2, 3, 1, 4)
    assert nn.Identity(54, unused="x")(x) is x
    with pytest.raises(TypeError, match="unflattened_size must be tuple of ints"):
        nn.Unflatten(1, (2, "3"))
