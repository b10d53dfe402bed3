"""fx.tensor_type: gradual tensor types as forward annotations, and their relations.

The truth values below were observed from PyTorch 2.13's torch.fx.tensor_type.
"""

import glasstorch as torch
from glasstorch import fx, nn
from glasstorch.fx.tensor_type import Dyn, TensorType, is_consistent, is_more_precise


class Annotated(nn.Module):
    def forward(self, x: TensorType((1, 2, Dyn)), y: TensorType[Dyn, 3]):
        return x + y


def test_annotations_become_placeholder_types():
    gm = fx.symbolic_trace(Annotated())
    types = [n.type for n in gm.graph.nodes]
    assert types[:2] == [TensorType((1, 2, Dyn)), TensorType((Dyn, 3))]
    assert repr(types[0]) == "TensorType[(1, 2, Dyn)]"
    assert "def forward(self, x : torch.fx.tensor_type.TensorType[" in gm.code
    assert gm(torch.ones(1, 2, 3), torch.ones(3)).shape == (1, 2, 3)


def test_consistency():
    assert is_consistent(TensorType((1, Dyn, 3)), TensorType((1, 2, 3)))
    assert not is_consistent(TensorType((1, 2)), TensorType((1, 2, 3)))
    assert not is_consistent(TensorType((1, 4)), TensorType((1, 2)))
    assert is_consistent(int, Dyn) and is_consistent(Dyn, TensorType((5,)))
    assert not is_consistent(int, float)


def test_precision():
    assert is_more_precise(TensorType((1, 2, 3)), TensorType((1, Dyn, 3)))
    assert not is_more_precise(TensorType((1, Dyn, 3)), TensorType((1, 2, 3)))
    assert not is_more_precise(Dyn, int) and is_more_precise(int, Dyn)
    assert TensorType[1, 2] == TensorType((1, 2)) and Dyn == Dyn and str(Dyn) == "Dyn"
