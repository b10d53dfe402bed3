"""glasstorch.save / glasstorch.load: PyTorch's zip checkpoint format, safety and cross-loading."""

from __future__ import annotations

import collections
import io
import pathlib
import pickle
import subprocess
import textwrap
import zipfile

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.serialize import inline_container as _inline_container
from glasstorch.aten.serialize.pickler import CheckpointPickler, TorchName
from glasstorch.c10 import cuda as c10_cuda
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.device import Device
from glasstorch.serialization import load, safe_globals, save

TORCH_PYTHON = pathlib.Path("/tmp/torchref/bin/python")
DTYPES = [
    st.float16, st.float32, st.float64, st.bfloat16, st.int8, st.int16, st.int32, st.int64,
    st.uint8, st.bool_, st.complex64, st.complex128,
]  # fmt: skip


def sample(dtype: st.dtype, shape: tuple[int, ...] = (2, 3)) -> at.Tensor:
    """A tensor of ``dtype`` with distinct, exactly representable values."""
    values = np.arange(np.prod(shape)).reshape(shape) - 2
    if dtype is st.bool_:
        values = values % 2 == 0
    elif dtype.is_complex:
        values = values + 1j * values[::-1]
    elif dtype is st.uint8:
        values = values + 2
    return at.tensor(values.tolist()).to(dtype)


def roundtrip(obj: object, **load_kwargs: object) -> object:
    buffer = io.BytesIO()
    save(obj, buffer)
    buffer.seek(0)
    return load(buffer, **load_kwargs)


def assert_same_tensor(a: at.Tensor, b: at.Tensor) -> None:
    assert a.dtype is b.dtype and a.shape == b.shape and a.stride() == b.stride()
    np.testing.assert_array_equal(a.numpy(), b.numpy())


# -- round trips -----------------------------------------------------------------------------------
def test_nested_containers_of_every_dtype_round_trip() -> None:
    state = collections.OrderedDict(
        (f"layer.{d.name}", {"w": sample(d), "extra": [sample(d, (4,)), (1, 2.5, "x")]})
        for d in DTYPES
    )
    state["scalar"] = at.tensor(3.5)
    state["empty"] = at.empty((0, 3))
    state["misc"] = {"n": 7, "f": 0.25, "s": "text", "none": None, "b": b"\x00\xff", "set": {1, 2}}
    state["types"] = [st.bfloat16, at.Size([2, 3]), Device("cpu"), Device("cuda", 1)]
    loaded = roundtrip(state)
    assert type(loaded) is collections.OrderedDict and list(loaded) == list(state)
    for d in DTYPES:
        got, want = loaded[f"layer.{d.name}"], state[f"layer.{d.name}"]
        assert_same_tensor(got["w"], want["w"])
        assert_same_tensor(got["extra"][0], want["extra"][0])
        assert got["extra"][1] == (1, 2.5, "x")
    assert loaded["scalar"].shape == () and loaded["scalar"].item() == 3.5
    assert loaded["empty"].shape == (0, 3)
    assert loaded["misc"] == state["misc"]
    assert loaded["types"] == state["types"] and loaded["types"][0] is st.bfloat16


def test_views_share_one_storage_after_load() -> None:
    base = at.arange(24).reshape(4, 6).to(st.float32)
    state = {"base": base, "row": base[2], "t": base.t(), "cols": base[:, 1::2]}
    loaded = roundtrip(state)
    storages = {id(t._impl.storage_impl) for t in loaded.values()}
    assert len(storages) == 1
    for name, tensor in state.items():
        assert_same_tensor(loaded[name], tensor)
        assert loaded[name].storage_offset() == tensor.storage_offset()
    assert not loaded["t"].is_contiguous() and not loaded["cols"].is_contiguous()
    loaded["base"][2, 0] = 100.0  # writes through to every view, as before saving
    assert loaded["row"][0].item() == 100.0 and loaded["t"][0, 2].item() == 100.0


def test_same_tensor_twice_and_storage_written_once() -> None:
    t = at.arange(5)
    buffer = io.BytesIO()
    save([t, t, t[1:]], buffer)
    names = zipfile.ZipFile(buffer).namelist()
    assert [n for n in names if "/data/" in n] == ["archive/data/0"]
    buffer.seek(0)
    a, b, c = load(buffer)
    assert a is b and c._impl.storage_impl is a._impl.storage_impl


def test_requires_grad_and_pickle_protocols() -> None:
    import glasstorch.autograd  # noqa: F401 - requires_grad needs autograd

    leaf = sample(st.float64).requires_grad_()
    assert roundtrip(leaf).requires_grad
    for protocol in (2, 4, 5):
        buffer = io.BytesIO()
        save({"t": sample(st.int16), "d": st.float16}, buffer, pickle_protocol=protocol)
        buffer.seek(0)
        loaded = load(buffer)
        assert_same_tensor(loaded["t"], sample(st.int16))
        assert loaded["d"] is st.float16


def test_parameters_round_trip() -> None:
    parameter = pytest.importorskip("glasstorch.nn.parameter").Parameter
    state = {"p": parameter(sample(st.float32)), "frozen": parameter(at.ones(2), False)}
    loaded = roundtrip(state)
    assert type(loaded["p"]) is parameter and loaded["p"].requires_grad
    assert type(loaded["frozen"]) is parameter and not loaded["frozen"].requires_grad
    np.testing.assert_array_equal(loaded["p"].detach().numpy(), sample(st.float32).numpy())


def test_storage_viewed_as_two_dtypes_is_refused() -> None:
    from glasstorch.c10.core.tensor_impl import TensorImpl

    t = at.arange(4).to(st.int32)
    impl = TensorImpl(t._impl.storage, (4,), (1,), 0, dtype=st.float32, device=t.device)
    with pytest.raises(RuntimeError, match="view the same data as different types"):
        save([t, at.Tensor._from_impl(impl)], io.BytesIO())


def test_paths_pathlike_and_file_objects(tmp_path: pathlib.Path) -> None:
    t = sample(st.float64)
    save(t, str(tmp_path / "a.pt"))
    save(t, tmp_path / "b.pt")
    with open(tmp_path / "c.pt", "wb") as f:
        save(t, f)
    for name in ("a.pt", "b.pt", "c.pt"):
        assert_same_tensor(load(tmp_path / name), t)
        with open(tmp_path / name, "rb") as f:
            assert_same_tensor(load(f), t)
    assert zipfile.ZipFile(tmp_path / "a.pt").namelist()[0] == "a/data.pkl"
    assert zipfile.ZipFile(tmp_path / "c.pt").namelist()[0] == "archive/data.pkl"


def test_archive_layout_matches_pytorch() -> None:
    buffer = io.BytesIO()
    save({"w": sample(st.float32), "b": sample(st.int64, (3,))}, buffer)
    raw = buffer.getvalue()
    archive = zipfile.ZipFile(buffer)
    names = [info.filename for info in archive.infolist()]
    assert names == [
        "archive/data.pkl", "archive/.format_version", "archive/.storage_alignment",
        "archive/byteorder", "archive/data/0", "archive/data/1", "archive/version",
        "archive/.data/serialization_id",
    ]  # fmt: skip
    assert archive.read("archive/version") == b"3\n"
    assert archive.read("archive/.format_version") == b"1"
    assert archive.read("archive/.storage_alignment") == b"64"
    assert archive.read("archive/byteorder") == b"little"
    assert len(archive.read("archive/.data/serialization_id")) == 40
    for info in archive.infolist():
        assert info.compress_type == zipfile.ZIP_STORED
        name_length, extra_length = np.frombuffer(raw[info.header_offset + 26 :][:4], "<u2")
        assert (info.header_offset + 30 + name_length + extra_length) % 64 == 0
    assert archive.read("archive/data/0") == sample(st.float32).numpy().tobytes()
    pickle_bytes = archive.read("archive/data.pkl")
    assert b"ctorch._utils\n_rebuild_tensor_v2\n" in pickle_bytes
    assert b"ctorch\nFloatStorage\n" in pickle_bytes and b"ctorch\nLongStorage\n" in pickle_bytes


def test_zip64_records_read_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_inline_container, "ZIP64_LIMIT", 100)  # every large record is zip64
    t = at.arange(64).to(st.float64)
    buffer = io.BytesIO()
    save({"t": t, "u": t[3:]}, buffer)
    assert zipfile.ZipFile(buffer).testzip() is None
    buffer.seek(0)
    assert_same_tensor(load(buffer)["t"], t)


def test_mmap_maps_storages_copy_on_write(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "m.pt"
    t = sample(st.float32, (8, 8))
    save({"t": t, "row": t[3]}, path)
    loaded = load(path, mmap=True)
    assert_same_tensor(loaded["t"], t)
    loaded["t"][3, 0] = 1234.0
    assert loaded["row"][0].item() == 1234.0
    assert_same_tensor(load(path)["t"], t)  # the file is unchanged
    with pytest.raises(ValueError, match="must be a file path"):
        load(io.BytesIO(path.read_bytes()), mmap=True)


# -- map_location and devices ----------------------------------------------------------------------
def test_cuda_tensors_save_as_cuda0_and_map_back() -> None:
    with c10_cuda.stand_in():  # numpy standing in for cupy: the CUDA code path on the CPU
        t = sample(st.float32).to("cuda")
        buffer = io.BytesIO()
        save({"t": t, "v": t[1]}, buffer)
        locations: list[str] = []
        buffer.seek(0)
        loaded = load(buffer, map_location=lambda storage, location: locations.append(location))
        assert locations == ["cuda:0"] and loaded["t"].device == Device("cuda:0")
        np.testing.assert_array_equal(loaded["t"].cpu().numpy(), t.cpu().numpy())
        for map_location in ("cpu", Device("cpu"), {"cuda:0": "cpu"}, lambda s, loc: s):
            buffer.seek(0)
            on_cpu = load(buffer, map_location=map_location)
            assert on_cpu["t"].device == Device("cpu")
            np.testing.assert_array_equal(on_cpu["t"].numpy(), t.cpu().numpy())
            assert on_cpu["v"]._impl.storage_impl is on_cpu["t"]._impl.storage_impl
    if c10_cuda.is_available():
        return  # a real GPU: loading onto it is allowed
    buffer.seek(0)
    with pytest.raises(RuntimeError, match="Attempting to deserialize object on a CUDA device"):
        load(buffer)


def test_map_location_to_meta_and_unknown_locations() -> None:
    t = sample(st.float32)
    assert roundtrip(t, map_location="meta").device == Device("meta")
    with pytest.raises(RuntimeError, match="don't know how to restore data location"):
        roundtrip(t, map_location={"cpu": "tpu"})


# -- safety ----------------------------------------------------------------------------------------
def checkpoint(data_pkl: bytes, records: dict[str, bytes] | None = None) -> io.BytesIO:
    """A zip laid out like a checkpoint, with a hand-made ``data.pkl``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("archive/data.pkl", data_pkl)
        for name, payload in (records or {}).items():
            archive.writestr(f"archive/{name}", payload)
        archive.writestr("archive/version", "3\n")
    buffer.seek(0)
    return buffer


def test_malicious_pickle_is_refused_without_running(tmp_path: pathlib.Path) -> None:
    marker = tmp_path / "pwned"
    payload = f"cos\nsystem\n(S'touch {marker}'\ntR.".encode()
    with pytest.raises(pickle.UnpicklingError) as info:
        load(checkpoint(payload))
    assert "Weights only load failed" in str(info.value)
    assert "Unsupported global: GLOBAL os.system" in str(info.value)
    assert not marker.exists()


class Trusted:
    """A class a trusted checkpoint may hold."""

    def __init__(self, value: int) -> None:
        self.value = value


def test_other_globals_need_weights_only_false_or_an_allowlist() -> None:
    buffer = io.BytesIO()
    save({"obj": Trusted(5)}, buffer)
    buffer.seek(0)
    with pytest.raises(pickle.UnpicklingError, match=r"GLOBAL .*Trusted was not an allowed"):
        load(buffer)
    buffer.seek(0)
    assert load(buffer, weights_only=False)["obj"].value == 5
    buffer.seek(0)
    with safe_globals([Trusted]):
        assert load(buffer)["obj"].value == 5


class _Pid:
    """Stands for a storage in a forged checkpoint."""


class _ForgingPickler(CheckpointPickler):
    def __init__(self, file: io.BytesIO, numel: int) -> None:
        super().__init__(file, 2)
        self.numel = numel

    def persistent_id(self, obj: object) -> object:
        if isinstance(obj, _Pid):
            return ("storage", TorchName.get("torch", "FloatStorage"), "0", "cpu", self.numel)
        return None


class _ForgedTensor:
    def __init__(self, size: tuple[int, ...]) -> None:
        self.size = size

    def __reduce__(self) -> object:
        rebuild = TorchName.get("torch._utils", "_rebuild_tensor_v2")
        stride = (1,) * len(self.size)
        return (rebuild, (_Pid(), 0, self.size, stride, False, collections.OrderedDict()))


def forged(size: tuple[int, ...], numel: int) -> io.BytesIO:
    data = io.BytesIO()
    _ForgingPickler(data, numel).dump({"t": _ForgedTensor(size)})
    return checkpoint(data.getvalue(), {"data/0": np.zeros(4, np.float32).tobytes()})


def test_forged_geometry_and_sizes_are_refused() -> None:
    assert load(forged((4,), 4))["t"].tolist() == [0.0] * 4
    with pytest.raises(RuntimeError, match="out of bounds for storage of size 16"):
        load(forged((1000,), 4))
    with pytest.raises(RuntimeError, match="holds 16 bytes, expected 4000000000"):
        load(forged((4,), 10**9))


def test_truncated_or_corrupt_files_raise_clearly(tmp_path: pathlib.Path) -> None:
    buffer = io.BytesIO()
    save({"w": sample(st.float32, (16, 16))}, buffer)
    raw = buffer.getvalue()
    for cut in (len(raw) - 1, len(raw) - 30, len(raw) // 2, 100, 4, 0):
        with pytest.raises(RuntimeError, match="PytorchStreamReader failed reading zip archive"):
            load(io.BytesIO(raw[:cut]))
    corrupt = bytearray(raw)
    data_start = raw.index(sample(st.float32, (16, 16)).numpy().tobytes())
    corrupt[data_start + 5] ^= 0xFF
    with pytest.raises(RuntimeError, match="failed reading file data/0"):
        load(io.BytesIO(bytes(corrupt)))
    (tmp_path / "garbage.pt").write_bytes(b"not a checkpoint at all")
    with pytest.raises(RuntimeError, match="not a zip archive"):
        load(tmp_path / "garbage.pt")


# -- cross-loading with PyTorch --------------------------------------------------------------------
def run_torch(script: str, tmp_path: pathlib.Path) -> str:
    result = subprocess.run(
        [str(TORCH_PYTHON), "-c", textwrap.dedent(script)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result.stdout


needs_torch = pytest.mark.skipif(
    not TORCH_PYTHON.exists(), reason=f"no PyTorch interpreter at {TORCH_PYTHON}"
)


def as_numpy(t: at.Tensor) -> np.ndarray:
    array = t.numpy()
    return array.astype(np.float32) if t.dtype is st.bfloat16 else array


@pytest.mark.slow
@needs_torch
def test_pytorch_loads_what_glasstorch_saves(tmp_path: pathlib.Path) -> None:
    base = at.arange(12).reshape(3, 4).to(st.float32)
    state = collections.OrderedDict((d.name, sample(d)) for d in DTYPES)
    state.update(base=base, row=base[1], t=base.t())
    save({"state": state, "epoch": 3, "dtype": st.float16}, tmp_path / "glass.pt")
    np.savez(tmp_path / "expected.npz", **{k: as_numpy(v) for k, v in state.items()})
    out = run_torch(
        """
        import numpy as np, torch
        ckpt = torch.load("glass.pt", weights_only=True)
        expected = np.load("expected.npz")
        state = ckpt["state"]
        assert ckpt["epoch"] == 3 and ckpt["dtype"] is torch.float16
        for name, t in state.items():
            got = t.float().numpy() if t.dtype is torch.bfloat16 else t.numpy()
            assert str(t.dtype) == "torch." + name or name in ("base", "row", "t"), name
            np.testing.assert_array_equal(got, expected[name])
        storage = state["base"].untyped_storage().data_ptr()
        assert state["row"].untyped_storage().data_ptr() == storage
        assert state["t"].stride() == (1, 4)
        print("OK")
        """,
        tmp_path,
    )
    assert out.strip() == "OK"


@pytest.mark.slow
@needs_torch
def test_glasstorch_loads_what_pytorch_saves(tmp_path: pathlib.Path) -> None:
    run_torch(
        """
        import numpy as np, torch
        torch.manual_seed(0)
        dtypes = [torch.float16, torch.float32, torch.float64, torch.bfloat16, torch.int8,
                  torch.int16, torch.int32, torch.int64, torch.uint8, torch.bool,
                  torch.complex64, torch.complex128]
        state = torch.nn.Linear(3, 2).state_dict()
        for d in dtypes:
            state[str(d)[6:]] = (torch.arange(6).reshape(2, 3) - 2).to(d)
        base = torch.arange(12.0).reshape(3, 4)
        state.update(base=base, row=base[1], t=base.t())
        param = torch.nn.Parameter(torch.ones(2))
        torch.save({"state": state, "step": 7, "size": torch.Size([2, 3]), "param": param},
                   "torch.pt")
        np.savez("expected.npz", **{k: (v.float() if v.dtype is torch.bfloat16 else v).numpy()
                                    for k, v in state.items()})
        """,
        tmp_path,
    )
    ckpt = load(tmp_path / "torch.pt")
    expected = np.load(tmp_path / "expected.npz")
    state = ckpt["state"]
    assert ckpt["step"] == 7 and ckpt["size"] == at.Size([2, 3])
    assert type(state) is collections.OrderedDict and state._metadata[""] == {"version": 1}
    assert list(state)[:2] == ["weight", "bias"] and state["weight"].shape == (2, 3)
    for name, tensor in state.items():
        np.testing.assert_array_equal(as_numpy(tensor), expected[name])
    for d in DTYPES:
        assert state[d.name].dtype is d
    assert state["row"]._impl.storage_impl is state["base"]._impl.storage_impl
    assert state["t"].stride() == (1, 4)
    assert_same_tensor(load(tmp_path / "torch.pt", mmap=True)["state"]["t"], state["t"])
    assert ckpt["param"].requires_grad and ckpt["param"].detach().tolist() == [1.0, 1.0]
