"""torch.load's weights-only switches and allowlist: environment variables, safe globals,
get_unsafe_globals_in_checkpoint, the refusal message, and the location registry.

Messages and behaviour were observed from PyTorch 2.13 on the same checkpoints; glasstorch
names itself where PyTorch says ``torch``.
"""

from __future__ import annotations

import io
import pickle
import warnings

import glasstorch as torch
import pytest
from glasstorch import serialization


class Point:
    """A class a trusted checkpoint may hold."""

    def __init__(self, x: int, y: int) -> None:
        self.x, self.y = x, y


class Other:
    """A second class, never allowlisted."""


def _checkpoint(obj: object, **kwargs) -> io.BytesIO:
    buffer = io.BytesIO()
    torch.save(obj, buffer, **kwargs)
    buffer.seek(0)
    return buffer


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", raising=False)
    monkeypatch.delenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", raising=False)
    serialization.clear_safe_globals()
    yield
    serialization.clear_safe_globals()


def test_refusal_names_the_global_and_the_ways_out() -> None:
    full = f"{Point.__module__}.Point"
    with pytest.raises(pickle.UnpicklingError) as info:
        torch.load(_checkpoint({"p": Point(1, 2)}))
    text = str(info.value)
    assert text.startswith(
        "Weights only load failed. This file can still be loaded, to do so you have two "
        "options, \x1b[1mdo those steps only if you trust the source of the checkpoint\x1b[0m. "
        "\n\t(1) "
    )
    assert (
        "\n\t(2) Alternatively, to load with `weights_only=True` please check the recommended "
        "steps in the following error message.\n\tWeightsUnpickler error: Unsupported global: "
        f"GLOBAL {full} was not an allowed global by default. Please use "
        f"`glasstorch.serialization.add_safe_globals([{full}])` or the "
        f"`glasstorch.serialization.safe_globals([{full}])` context manager to allowlist this "
        "global if you trust this class/function.\n\n"
    ) in text


def test_safe_globals_allow_a_class_and_refuse_others() -> None:
    checkpoint = _checkpoint({"p": Point(1, 2), "t": torch.ones(2)})
    with serialization.safe_globals([Point]):
        assert serialization.get_safe_globals() == [Point]
        loaded = torch.load(checkpoint)
    assert (loaded["p"].x, loaded["p"].y) == (1, 2) and loaded["t"].tolist() == [1.0, 1.0]
    assert serialization.get_safe_globals() == []
    serialization.add_safe_globals([Point])
    with pytest.raises(pickle.UnpicklingError, match="GLOBAL .*Other was not an allowed"):
        torch.load(_checkpoint([Point(0, 0), Other()]))
    serialization.clear_safe_globals()
    checkpoint.seek(0)
    with pytest.raises(pickle.UnpicklingError):
        torch.load(checkpoint)


def test_get_unsafe_globals_in_checkpoint(tmp_path) -> None:
    path = tmp_path / "ck.pt"
    torch.save({"p": Point(1, 2), "o": Other(), "t": torch.ones(2)}, path)
    names = serialization.get_unsafe_globals_in_checkpoint(path)
    assert names == sorted([f"{Point.__module__}.Other", f"{Point.__module__}.Point"])
    with serialization.safe_globals([Point]):
        assert serialization.get_unsafe_globals_in_checkpoint(path) == [f"{Point.__module__}.Other"]
    torch.save({"p": Point(1, 2)}, path, pickle_protocol=4)  # STACK_GLOBAL opcodes
    assert serialization.get_unsafe_globals_in_checkpoint(path) == [f"{Point.__module__}.Point"]
    torch.save({"t": torch.ones(1)}, path)
    assert serialization.get_unsafe_globals_in_checkpoint(path) == []
    with pytest.raises(
        ValueError, match="Expected input to be a checkpoint returned by torch.save"
    ):
        serialization.get_unsafe_globals_in_checkpoint(io.BytesIO(b"not a zip"))


def test_environment_variables_force_the_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    checkpoint = _checkpoint({"p": Point(3, 4)})
    monkeypatch.setenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "1")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert torch.load(checkpoint)["p"].y == 4
    assert [str(w.message) for w in caught] == [
        "Environment variable TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD detected, since the"
        "`weights_only` argument was not explicitly passed to `glasstorch.load`, forcing "
        "weights_only=False."
    ]
    checkpoint.seek(0)
    with pytest.raises(pickle.UnpicklingError):  # an explicit weights_only=True still wins
        torch.load(checkpoint, weights_only=True)
    monkeypatch.setenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "yes")
    checkpoint.seek(0)
    with pytest.raises(RuntimeError) as info:
        torch.load(checkpoint)
    assert str(info.value) == (
        "Only one of `TORCH_FORCE_WEIGHTS_ONLY_LOAD` or `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD` "
        "should be set, but both were set."
    )
    monkeypatch.delenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD")
    checkpoint.seek(0)
    with pytest.raises(pickle.UnpicklingError):  # forced on even against weights_only=False
        torch.load(checkpoint, weights_only=False)
    monkeypatch.setenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "0")
    checkpoint.seek(0)
    assert torch.load(checkpoint, weights_only=False)["p"].x == 3


def test_save_to_file_objects_with_a_protocol(tmp_path) -> None:
    assert serialization.DEFAULT_PROTOCOL == 2
    path = tmp_path / "t.pt"
    with open(path, "wb") as f:
        torch.save({"a": torch.arange(3)}, f, pickle_protocol=4)
    with open(path, "rb") as f:
        assert torch.load(f)["a"].tolist() == [0, 1, 2]
    with pytest.warns(UserWarning, match="pickle_load_args only works if `weights_only=False`"):
        torch.load(path, errors="strict")


def test_location_registry() -> None:
    storage = torch.ones(2).untyped_storage()
    assert serialization.location_tag(storage) == "cpu"
    assert serialization.default_restore_location(storage, "cpu") is storage
    with pytest.raises(RuntimeError, match="don't know how to restore data location of"):
        serialization.default_restore_location(storage, "elsewhere")
    seen = []

    def tagger(s):
        return None

    def deserializer(s, location):
        seen.append(location)
        return s if location == "cpu" else None

    saved = list(serialization.locations._packages)
    serialization.register_package(5, tagger, deserializer)
    try:
        assert torch.load(_checkpoint(torch.arange(2.0))).tolist() == [0.0, 1.0]
        assert seen == ["cpu"]  # load consults registered packages
    finally:
        serialization.locations._packages[:] = saved
