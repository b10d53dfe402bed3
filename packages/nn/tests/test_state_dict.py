"""state_dict / load_state_dict: PyTorch's key names, errors, assign, versions, hooks."""

from __future__ import annotations

from collections import OrderedDict

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.aten import Tensor
from glasstorch.nn import Parameter


def test_keys_follow_pytorch_names() -> None:
    model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
    sd = model.state_dict()
    assert isinstance(sd, OrderedDict)
    assert list(sd) == [
        "0.weight",
        "0.bias",
        "1.weight",
        "1.bias",
        "1.running_mean",
        "1.running_var",
        "1.num_batches_tracked",
    ]
    assert list(nn.MultiheadAttention(8, 2).state_dict()) == [
        "in_proj_weight",
        "in_proj_bias",
        "out_proj.weight",
        "out_proj.bias",
    ]
    assert list(nn.LSTM(3, 4, num_layers=2, bidirectional=True).state_dict()) == [
        f"{kind}_{part}_l{layer}{suffix}"
        for layer in range(2)
        for suffix in ("", "_reverse")
        for kind, part in (("weight", "ih"), ("weight", "hh"), ("bias", "ih"), ("bias", "hh"))
    ]
    assert list(nn.GRU(3, 4, bias=False).state_dict()) == ["weight_ih_l0", "weight_hh_l0"]


def test_values_are_detached_unless_keep_vars_and_metadata_records_versions() -> None:
    model = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
    sd = model.state_dict()
    weight = sd["0.weight"]
    assert type(weight) is Tensor and not weight.requires_grad
    assert weight.data_ptr() == model[0].weight.data_ptr()  # a view, not a copy
    assert model.state_dict(keep_vars=True)["0.weight"] is model[0].weight
    assert sd._metadata[""] == {"version": 1}
    assert sd._metadata["1"] == {"version": 2}
    assert list(model.state_dict(prefix="net."))[0] == "net.0.weight"


def test_non_persistent_buffers_are_left_out() -> None:
    m = nn.Module()
    m.register_buffer("kept", at.ones(1))
    m.register_buffer("skipped", at.ones(1), persistent=False)
    m.register_buffer("empty", None)
    assert list(m.state_dict()) == ["kept"]


def test_round_trip_copies_values_in_place() -> None:
    src = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
    dst = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
    src(at.rand(4, 3))  # move the running statistics
    weight = dst[0].weight
    result = dst.load_state_dict(src.state_dict())
    assert result.missing_keys == [] and result.unexpected_keys == []
    assert repr(result) == "<All keys matched successfully>"
    assert dst[0].weight is weight  # copied into, not replaced
    for (k, a), b in zip(src.state_dict().items(), dst.state_dict().values(), strict=True):
        assert np.array_equal(a.numpy(), b.numpy()), k


def test_strict_errors_have_pytorch_text() -> None:
    lin = nn.Linear(3, 4)
    sd = lin.state_dict()
    del sd["bias"]
    sd["extra"] = at.ones(1)
    with pytest.raises(RuntimeError) as info:
        lin.load_state_dict(sd)
    assert str(info.value) == (
        "Error(s) in loading state_dict for Linear:\n"
        '\tMissing key(s) in state_dict: "bias". \n'
        '\tUnexpected key(s) in state_dict: "extra". '
    )
    result = lin.load_state_dict(sd, strict=False)
    assert result.missing_keys == ["bias"] and result.unexpected_keys == ["extra"]
    assert repr(result) == ("_IncompatibleKeys(missing_keys=['bias'], unexpected_keys=['extra'])")


def test_size_mismatch_message() -> None:
    lin = nn.Linear(3, 4)
    sd = {"weight": at.zeros(4, 2), "bias": at.zeros(4)}
    with pytest.raises(RuntimeError) as info:
        lin.load_state_dict(sd)
    assert str(info.value) == (
        "Error(s) in loading state_dict for Linear:\n"
        "\tsize mismatch for weight: copying a param with shape glasstorch.Size([4, 2]) from "
        "checkpoint, the shape in current model is glasstorch.Size([4, 3])."
    )


def test_load_rejects_non_mappings_and_non_tensors() -> None:
    lin = nn.Linear(1, 1)
    with pytest.raises(TypeError, match="Expected state_dict to be dict-like"):
        lin.load_state_dict([1, 2])  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match='While copying the parameter named "bias"'):
        lin.load_state_dict({"weight": at.zeros(1, 1), "bias": 3.0})


def test_assign_replaces_tensors_and_keeps_requires_grad() -> None:
    lin = nn.Linear(2, 1)
    lin.bias.requires_grad_(False)
    new_w, new_b = at.ones(1, 2), at.zeros(1)
    lin.load_state_dict({"weight": new_w, "bias": new_b}, assign=True)
    assert isinstance(lin.weight, Parameter) and lin.weight.requires_grad
    assert not lin.bias.requires_grad
    assert lin.weight.data_ptr() == new_w.data_ptr()


def test_batchnorm_version_1_checkpoint_without_num_batches_tracked() -> None:
    bn = nn.BatchNorm1d(3)
    sd = bn.state_dict()
    del sd["num_batches_tracked"]
    sd._metadata[""] = {"version": 1}
    assert bn.load_state_dict(sd).missing_keys == []
    del sd._metadata
    assert bn.load_state_dict(sd).missing_keys == []


def test_state_dict_hooks() -> None:
    lin = nn.Linear(1, 1)
    calls: list[str] = []
    lin.register_state_dict_pre_hook(lambda m, prefix, keep_vars: calls.append("pre"))

    def post(module: nn.Module, sd: dict, prefix: str, meta: dict) -> None:
        sd[prefix + "note"] = at.zeros(1)
        calls.append("post")

    handle = lin.register_state_dict_post_hook(post)
    assert "note" in lin.state_dict() and calls == ["pre", "post"]
    handle.remove()
    assert "note" not in lin.state_dict()

    seen: list[tuple] = []
    lin.register_load_state_dict_post_hook(lambda m, keys: seen.append(tuple(keys)))
    lin.register_load_state_dict_pre_hook(lambda m, sd, prefix, *rest: seen.append(("pre",)))
    lin.load_state_dict(lin.state_dict())
    assert seen == [("pre",), ([], [])]


def test_extra_state_round_trip() -> None:
    class WithState(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.counter = 0

        def get_extra_state(self) -> dict:
            return {"counter": self.counter}

        def set_extra_state(self, state: dict) -> None:
            self.counter = state["counter"]

    a, b = WithState(), WithState()
    a.counter = 7
    sd = a.state_dict()
    assert list(sd) == ["_extra_state"]
    b.load_state_dict(sd)
    assert b.counter == 7
