"""torch.utils.tensorboard: graphs, hparams, embeddings, PR curves, custom scalars."""

from __future__ import annotations

import io

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import nn

pytest.importorskip("tensorboard")
from glasstorch.utils.tensorboard import SummaryWriter  # noqa: E402
from google.protobuf import text_format  # noqa: E402
from PIL import Image  # noqa: E402
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator  # noqa: E402
from tensorboard.plugins.custom_scalar import layout_pb2  # noqa: E402
from tensorboard.plugins.hparams import plugin_data_pb2  # noqa: E402
from tensorboard.plugins.projector.projector_config_pb2 import ProjectorConfig  # noqa: E402


def read(path) -> EventAccumulator:
    return EventAccumulator(str(path), size_guidance={"scalars": 0, "tensors": 0}).Reload()


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.fc = nn.Linear(4 * 6 * 6, 3)

    def forward(self, x):
        return self.fc(torch.relu(self.conv(x)).flatten(1))


def shape_of(node) -> list[int]:
    return [d.size for d in node.attr["_output_shapes"].list.shape[0].dim]


def test_add_graph_records_the_traced_aten_graph_by_module(tmp_path):
    model = Net().train()
    with SummaryWriter(tmp_path) as w:
        w.add_graph(model, torch.randn(2, 1, 6, 6))
    assert model.training  # traced in eval mode, then put back
    graph = read(tmp_path).Graph()
    nodes = {n.name: n for n in graph.node}
    ops = [n.op for n in graph.node if n.op.startswith("aten::")]
    assert ops == ["aten::convolution", "aten::relu", "aten::view", "aten::t", "aten::addmm"]
    (x,) = [n for n in graph.node if n.name.startswith("input/")]
    assert x.op == "IO Node" and shape_of(x) == [2, 1, 6, 6]
    (conv,) = [n for n in graph.node if n.op == "aten::convolution"]
    assert conv.name.startswith("Net/Conv2d[conv]/")
    assert list(conv.input) == [x.name, "Net/Conv2d[conv]/weight", "Net/Conv2d[conv]/bias"]
    assert shape_of(conv) == [2, 4, 6, 6]
    assert nodes["Net/Conv2d[conv]/weight"].op == "prim::GetAttr"
    (relu,) = [n for n in graph.node if n.op == "aten::relu"]
    assert relu.name.startswith("Net/") and list(relu.input) == [conv.name]
    (addmm,) = [n for n in graph.node if n.op == "aten::addmm"]
    assert addmm.name.startswith("Net/Linear[fc]/") and shape_of(addmm) == [2, 3]
    (out,) = [n for n in graph.node if n.name.startswith("output/")]
    assert list(out.input) == [addmm.name]


def test_add_hparams_writes_the_hparams_plugin_session(tmp_path):
    with SummaryWriter(tmp_path) as w:
        w.add_hparams(
            {"lr": 0.1, "optimizer": "adam", "layers": 3, "skip": None},
            {"hparam/accuracy": 0.75},
            hparam_domain_discrete={"optimizer": ["adam", "sgd"]},
            run_name="trial",
        )
    ea = read(tmp_path / "trial")
    content = ea.PluginTagToContent("hparams")
    assert set(content) == {
        "_hparams_/experiment",
        "_hparams_/session_start_info",
        "_hparams_/session_end_info",
    }
    start = plugin_data_pb2.HParamsPluginData.FromString(content["_hparams_/session_start_info"])
    hp = start.session_start_info.hparams
    assert set(hp) == {"lr", "optimizer", "layers"}
    assert (hp["lr"].number_value, hp["optimizer"].string_value) == (0.1, "adam")
    assert hp["layers"].number_value == 3
    experiment = plugin_data_pb2.HParamsPluginData.FromString(content["_hparams_/experiment"])
    infos = {i.name: i for i in experiment.experiment.hparam_infos}
    assert [v.string_value for v in infos["optimizer"].domain_discrete.values] == ["adam", "sgd"]
    assert [m.name.tag for m in experiment.experiment.metric_infos] == ["hparam/accuracy"]
    end = plugin_data_pb2.HParamsPluginData.FromString(content["_hparams_/session_end_info"])
    assert end.session_end_info.status == 1  # STATUS_SUCCESS
    assert [e.value for e in ea.Scalars("hparam/accuracy")] == [0.75]


def test_add_hparams_checks_its_arguments(tmp_path):
    with SummaryWriter(tmp_path) as w:
        with pytest.raises(TypeError, match="should be dictionary"):
            w.add_hparams([("lr", 0.1)], {})
        with pytest.raises(ValueError, match="value should be one of int, float, str, bool"):
            w.add_hparams({"lr": [0.1]}, {})


def test_add_embedding_writes_the_projector_files(tmp_path):
    mat = torch.tensor([[1.0, 2.0], [3.0, 4.5], [-1.0, 0.25]])
    images = torch.zeros(3, 1, 2, 2)
    images[1] = 1.0
    with SummaryWriter(tmp_path) as w:
        w.add_embedding(mat, metadata=["a", "b", "c"], label_img=images, global_step=3, tag="x/y")
        w.add_embedding(
            mat,
            metadata=[["a", 1], ["b", 2], ["c", 3]],
            metadata_header=["name", "n"],
            tag="second",
        )
    folder = tmp_path / "00003" / "x%2fy"
    rows = [line.split("\t") for line in (folder / "tensors.tsv").read_text().splitlines()]
    assert np.array(rows, dtype=float).tolist() == mat.tolist()
    assert (folder / "metadata.tsv").read_text() == "a\nb\nc\n"
    second = (tmp_path / "00000" / "second" / "metadata.tsv").read_text()
    assert second == "name\tn\na\t1\nb\t2\nc\t3\n"
    sprite = np.asarray(Image.open(io.BytesIO((folder / "sprite.png").read_bytes())))
    # three 2x2 images on a 2x2 grid of a 4x4 square; the second one is white
    assert sprite.shape == (4, 4, 3)
    assert (sprite[0:2, 2:4] == 255).all() and sprite[0:2, 0:2].max() == 0
    assert sprite[2:4].max() == 0
    config = text_format.Parse((tmp_path / "projector_config.pbtxt").read_text(), ProjectorConfig())
    first, other = config.embeddings
    assert first.tensor_name == "x/y:00003"
    assert first.tensor_path == "00003/x%2fy/tensors.tsv"
    assert first.metadata_path == "00003/x%2fy/metadata.tsv"
    assert first.sprite.image_path == "00003/x%2fy/sprite.png"
    assert list(first.sprite.single_image_dim) == [2, 2]
    assert other.tensor_name == "second:00000" and not other.sprite.image_path


def test_add_pr_curve_counts_per_threshold(tmp_path):
    labels = torch.tensor([0, 1, 1, 0, 1])
    predictions = torch.tensor([0.1, 0.9, 0.6, 0.4, 0.3])
    with SummaryWriter(tmp_path) as w:
        w.add_pr_curve("pr", labels, predictions, 1, num_thresholds=3)
    (event,) = read(tmp_path).Tensors("pr")
    data = np.array(event.tensor_proto.float_val).reshape(6, 3)
    # thresholds 0, 0.5, 1: predictions fall into buckets floor(p * 2) = 0, 1, 1, 0, 0
    tp, fp = [3, 2, 0], [2, 0, 0]
    tn, fn = [0, 2, 2], [0, 1, 3]
    precision = [3 / 5, 1.0, 0.0]
    recall = [1.0, 2 / 3, 0.0]
    np.testing.assert_allclose(data, [tp, fp, tn, fn, precision, recall], rtol=1e-6)


def test_custom_scalars_layout(tmp_path):
    with SummaryWriter(tmp_path) as w:
        w.add_custom_scalars_multilinechart(["loss/a", "loss/b"], category="c", title="t")
        with pytest.raises(AssertionError, match="Expected 3 tags, got 2."):
            w.add_custom_scalars_marginchart(["a", "b"])
    (event,) = read(tmp_path).Tensors("custom_scalars__config__")
    layout = layout_pb2.Layout.FromString(event.tensor_proto.string_val[0])
    (category,) = layout.category
    assert category.title == "c"
    assert category.chart[0].title == "t"
    assert list(category.chart[0].multiline.tag) == ["loss/a", "loss/b"]
