"""``jit.freeze``: attributes become constants, the result runs like the original."""

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import jit, nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 3, padding=1)
        self.bn = nn.BatchNorm2d(3)
        self.scale = 0.5

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x))) * self.scale


def test_freeze_requires_eval_mode():
    with pytest.raises(RuntimeError, match="only implemented for modules in eval mode"):
        jit.freeze(jit.script(Block()))


def test_freeze_requires_a_script_module():
    with pytest.raises(RuntimeError, match="Freezing expects a ScriptModule"):
        jit.freeze(Block().eval())


def test_frozen_module_inlines_and_folds_attributes():
    block = Block().eval()
    frozen = jit.freeze(jit.script(block))
    text = frozen.graph.str(False)
    assert "prim::GetAttr" not in text and "prim::CallMethod" not in text
    assert "%self.conv.weight : Tensor = prim::Constant[value=<Tensor>]()" in text
    assert "aten::conv2d" in text and "aten::batch_norm" in text
    assert list(frozen.parameters()) == []
    x = torch.rand(2, 2, 5, 5)
    np.testing.assert_allclose(frozen(x).numpy(), block(x).detach().numpy(), rtol=1e-6, atol=1e-6)


def test_frozen_mycell_graph():
    class MyCell(nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = nn.Linear(4, 4)

        def forward(self, x, h):
            new_h = torch.tanh(self.linear(x) + h)
            return new_h, new_h

    frozen = jit.freeze(jit.script(MyCell().eval()))
    body = frozen.graph.str(False).split("\n", 3)[3]
    assert body == (
        "  %3 : int = prim::Constant[value=1]()\n"
        "  %self.linear.weight : Tensor = prim::Constant[value=<Tensor>]()\n"
        "  %self.linear.bias : Tensor = prim::Constant[value=<Tensor>]()\n"
        "  %6 : Tensor = aten::linear(%x.1, %self.linear.weight, %self.linear.bias)\n"
        "  %7 : Tensor = aten::add(%6, %h.1, %3)\n"
        "  %new_h.1 : Tensor = aten::tanh(%7)\n"
        "  %9 : (Tensor, Tensor) = prim::TupleConstruct(%new_h.1, %new_h.1)\n"
        "  return (%9)\n"
    )


def test_frozen_constants_do_not_track_gradients():
    lin = nn.Linear(3, 2).eval()
    frozen = jit.freeze(jit.script(lin))
    out = frozen(torch.rand(1, 3))
    assert not out.requires_grad


def test_preserved_attributes_stay_readable():
    block = Block().eval()
    frozen = jit.freeze(jit.script(block), preserved_attrs=["scale"])
    assert frozen.scale == 0.5
    with pytest.raises(RuntimeError, match="no attribute 'missing'"):
        jit.freeze(jit.script(block), preserved_attrs=["missing"])
