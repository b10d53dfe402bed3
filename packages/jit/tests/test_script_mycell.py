"""The seed's TorchScript example: ``jit.script(MyCell().eval())``, its graph, code and calls."""

import inspect
import re

import glasstorch as torch
import numpy as np
from glasstorch.autograd import gradcheck


class MyCell(torch.nn.Module):
    def __init__(self):
        super(MyCell, self).__init__()  # noqa: UP008 - the seed example, as written
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


# the class type is named after the defining module, as in PyTorch (``__main__`` is dropped)
QUALNAME = f"__torch__.{MyCell.__module__}.MyCell"
EXPECTED_GRAPH = """\
graph(%self : QUALNAME,
      %x.1 : Tensor,
      %h.1 : Tensor):
  %7 : int = prim::Constant[value=1]()
  %linear : __torch__.torch.nn.modules.linear.Linear = prim::GetAttr[name="linear"](%self)
  %5 : Tensor = prim::CallMethod[name="forward"](%linear, %x.1)
  %8 : Tensor = aten::add(%5, %h.1, %7)
  %new_h.1 : Tensor = aten::tanh(%8)
  %12 : (Tensor, Tensor) = prim::TupleConstruct(%new_h.1, %new_h.1)
  return (%12)
"""

EXPECTED_CODE = """\
def forward(self,
    x: Tensor,
    h: Tensor) -> Tuple[Tensor, Tensor]:
  linear = self.linear
  new_h = torch.tanh(torch.add((linear).forward(x, ), h))
  return (new_h, new_h)
"""


def _reference(cell, x, h):
    w = cell.linear.weight.detach().numpy().astype(np.float64)
    b = cell.linear.bias.detach().numpy().astype(np.float64)
    return np.tanh(x.numpy().astype(np.float64) @ w.T + b + h.numpy().astype(np.float64))


def _unmangled(text: str) -> str:
    # A class compiled again with other attribute types gets a ``___torch_mangle_<n>`` name,
    # as in PyTorch; which <n> nn.Linear gets depends on what this process compiled before.
    return re.sub(r"___torch_mangle_\d+\.", "", text)


def test_graph_prints_like_torchscript():
    scripted = torch.jit.script(MyCell().eval())
    expected = EXPECTED_GRAPH.replace("QUALNAME", QUALNAME)
    assert _unmangled(scripted.graph.str(print_source_locations=False)) == expected


def test_graph_source_locations_point_at_the_expression():
    scripted = torch.jit.script(MyCell().eval())
    lines, start = inspect.getsourcelines(MyCell.forward)
    line = start + 1  # the `new_h = ...` line
    text = str(scripted.graph)
    assert f"aten::add(%5, %h.1, %7) # {__file__}:{line}:27" in text
    assert f"aten::tanh(%8) # {__file__}:{line}:16" in text


def test_code_prints_like_torchscript():
    scripted = torch.jit.script(MyCell().eval())
    assert scripted.code == EXPECTED_CODE


def test_submodule_graph_and_code():
    scripted = torch.jit.script(MyCell().eval())
    text = _unmangled(scripted.linear.graph.str(False))
    assert text.startswith(
        "graph(%self : __torch__.torch.nn.modules.linear.Linear,\n      %input.1 : Tensor):"
    )
    assert "aten::linear(%input.1, %weight, %bias)" in text
    assert scripted.linear.code.endswith("  return torch.linear(input, weight, bias)\n")


def test_call_matches_eager_and_numpy():
    cell = MyCell().eval()
    scripted = torch.jit.script(cell)
    x, h = torch.rand(3, 4), torch.rand(3, 4)
    out = scripted(x, h)
    eager = cell(x, h)
    assert isinstance(out, tuple) and len(out) == 2
    np.testing.assert_array_equal(out[0].detach().numpy(), eager[0].detach().numpy())
    np.testing.assert_allclose(
        out[1].detach().numpy(), _reference(cell, x, h), rtol=1e-5, atol=1e-6
    )


def test_scripted_module_shares_parameters():
    cell = MyCell()
    scripted = torch.jit.script(cell)
    assert scripted.linear.weight is cell.linear.weight
    names = [n for n, _ in scripted.named_parameters()]
    assert names == ["linear.weight", "linear.bias"]
    assert set(scripted.state_dict()) == {"linear.weight", "linear.bias"}
    assert scripted.original_name == "MyCell"
    assert repr(scripted) == (
        "RecursiveScriptModule(\n  original_name=MyCell\n"
        "  (linear): RecursiveScriptModule(original_name=Linear)\n)"
    )


def test_gradients_flow_through_scripted_module():
    cell = MyCell()
    scripted = torch.jit.script(cell)
    x = torch.rand(2, 4)
    h = torch.rand(2, 4, requires_grad=True)
    out, _ = scripted(x, h)
    out.sum().backward()
    y = _reference(cell, x, h.detach())
    np.testing.assert_allclose(h.grad.numpy(), 1 - y**2, rtol=1e-4, atol=1e-6)
    assert cell.linear.weight.grad is not None
    expected_w = (1 - y**2).T @ x.numpy().astype(np.float64)
    np.testing.assert_allclose(cell.linear.weight.grad.numpy(), expected_w, rtol=1e-4, atol=1e-5)


def test_gradcheck_through_scripted_function():
    cell = MyCell().double()
    scripted = torch.jit.script(cell)
    x = torch.rand(2, 4, dtype=torch.float64, requires_grad=True)
    h = torch.rand(2, 4, dtype=torch.float64, requires_grad=True)
    assert gradcheck(lambda a, b: scripted(a, b)[0], (x, h))
