"""ShapeProp on real and meta inputs."""

import glasstorch as torch
import glasstorch.aten as aten
from glasstorch import fx, nn
from glasstorch.fx.passes.shape_prop import ShapeProp, TensorMetadata


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(36, 5)

    def forward(self, x):
        y = self.pool(torch.relu(self.conv(x)))
        return self.fc(y.flatten(1)), y.size(1)


def shapes(gm):
    return {
        n.name: tuple(n.meta["tensor_meta"].shape)
        for n in gm.graph.nodes
        if n.op != "output" and "tensor_meta" in n.meta
    }


def test_shape_prop_real_inputs():
    gm = fx.symbolic_trace(ConvNet())
    ShapeProp(gm).propagate(torch.randn(2, 1, 8, 8))
    assert shapes(gm) == {
        "x": (2, 1, 8, 8),
        "conv": (2, 4, 6, 6),
        "relu": (2, 4, 6, 6),
        "pool": (2, 4, 3, 3),
        "flatten": (2, 36),
        "fc": (2, 5),
    }


def test_shape_prop_metadata_fields():
    gm = fx.symbolic_trace(ConvNet())
    ShapeProp(gm).propagate(torch.randn(2, 1, 8, 8))
    fc = next(n for n in gm.graph.nodes if n.name == "fc")
    meta = fc.meta["tensor_meta"]
    assert isinstance(meta, TensorMetadata)
    assert meta.dtype == torch.float32 and meta.requires_grad and meta.stride == (5, 1)
    size = next(n for n in gm.graph.nodes if n.name == "size")
    assert "tensor_meta" not in size.meta and size.meta["type"] is int
    out = next(iter(reversed(gm.graph.nodes)))
    assert out.meta["tensor_meta"][0].shape == (2, 5)


def test_shape_prop_meta_inputs():
    model = ConvNet()
    gm = fx.symbolic_trace(model)
    ShapeProp(gm).propagate(aten.empty((3, 1, 8, 8), device="meta"))
    assert shapes(gm)["fc"] == (3, 5) and shapes(gm)["pool"] == (3, 4, 3, 3)
    assert gm.fc.weight.device.type == "cpu"
    assert model.conv.weight.device.type == "cpu"
