"""Hostile checkpoints and archives: each is refused with an error, reads nothing past a
record, changes no global state; and saves that fail leave the previous file intact."""

from __future__ import annotations

import io
import os
import pickle
import stat
import struct
import tarfile
import tracemalloc
import zipfile
from pathlib import Path

import glasstorch as torch
import glasstorch.jit
import pytest
from checkpoint_crafting import (
    central_entry,
    checkpoint,
    local_header,
    patched,
    read_records,
    tensor_pickle,
    write_zip,
)
from glasstorch.aten.serialize import inline_container, unpickler


def _floats(*values: float) -> bytes:
    return struct.pack(f"<{len(values)}f", *values)


# -- storage records shorter than they claim ---------------------------------------------------
def _short_record_checkpoint() -> bytes:
    """A 4-element tensor whose pickle claims 2**18 elements, its 16-byte record patched in
    the directory to claim 2**20 bytes, and its local extra field stretched so that the
    payload would start at the very end of the file."""
    numel = 2**18
    data = checkpoint(tensor_pickle(numel, (numel,), (1,)), {"0": _floats(1, 2, 3, 4)})
    entry = central_entry(data, "data/0")
    data = patched(data, entry + 20, "<I", numel * 4)  # compressed size
    data = patched(data, entry + 24, "<I", numel * 4)  # uncompressed size
    header = local_header(data, "data/0")
    name_length, extra_length = struct.unpack_from("<HH", data, header + 26)
    payload = header + 30 + name_length + extra_length
    return patched(data, header + 28, "<H", extra_length + len(data) - payload)


@pytest.mark.parametrize("mmap", [True, False])
def test_a_record_shorter_than_its_storage_is_refused(tmp_path: Path, mmap: bool) -> None:
    path = tmp_path / "short.pt"
    path.write_bytes(_short_record_checkpoint())
    with pytest.raises(RuntimeError, match="data/0"):
        torch.load(path, mmap=mmap).sum()  # before: garbage that changed from run to run


def test_a_record_of_another_size_than_its_storage_is_refused() -> None:
    for payload in (_floats(1, 2, 3), _floats(1, 2, 3, 4, 5)):
        data = checkpoint(tensor_pickle(4, (4,), (1,)), {"0": payload})
        with pytest.raises(RuntimeError, match=r"data/0 holds \d+ bytes, expected 16"):
            torch.load(io.BytesIO(data))


def test_a_record_past_the_end_of_the_file_is_refused() -> None:
    data = checkpoint(tensor_pickle(4, (4,), (1,)), {"0": _floats(1, 2, 3, 4)})
    entry = central_entry(data, "data/0")
    moved = patched(data, entry + 42, "<I", len(data) - 8)  # local header offset
    with pytest.raises(RuntimeError, match="data/0"):
        torch.load(io.BytesIO(moved))


# -- BUILD on globals ---------------------------------------------------------------------------
def _build_on(global_line: bytes, state: bytes) -> bytes:
    """``data.pkl`` that pushes a global and BUILDs it with ``(None, state)``."""
    return b"\x80\x02c" + global_line + b"N" + state + b"\x86b."


def _slot_state(name: str, value_pickle: bytes) -> bytes:
    return b"}X" + struct.pack("<I", len(name)) + name.encode() + value_pickle + b"s"


SET = b"cbuiltins\nset\n"
ATTACKS = {
    "Tensor.__add__": (b"torch\nTensor\n", _slot_state("__add__", SET)),
    "FloatStorage.dtype": (b"torch\nFloatStorage\n", _slot_state("dtype", b"ctorch\nint32\n")),
    "float32.itemsize": (b"torch\nfloat32\n", _slot_state("itemsize", b"K\x08")),
    "_rebuild_tensor_v2.__defaults__": (
        b"torch._utils\n_rebuild_tensor_v2\n",
        _slot_state("__defaults__", b")"),
    ),
    "OrderedDict.__init__": (b"collections\nOrderedDict\n", _slot_state("__init__", SET)),
}


def _fingerprint() -> tuple[object, ...]:
    """What the attacks above would change."""
    storage = unpickler._TORCH_GLOBALS["torch.FloatStorage"]
    return (
        dict(vars(torch.Tensor)),
        storage.dtype,
        torch.float32.itemsize,
        unpickler._rebuild_tensor_v2.__defaults__,
        dict(vars(__import__("collections").OrderedDict)),
    )


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_build_cannot_change_allowed_globals(attack: str) -> None:
    global_line, state = ATTACKS[attack]
    before = _fingerprint()
    with pytest.raises(pickle.UnpicklingError, match="Can only build"):
        torch.load(io.BytesIO(checkpoint(_build_on(global_line, state))))
    assert _fingerprint() == before
    assert (torch.ones(2) + torch.ones(2)).tolist() == [2.0, 2.0]


def test_build_cannot_change_globals_in_archives(tmp_path: Path) -> None:
    module = glasstorch.jit.script(torch.nn.Linear(2, 2))
    path = tmp_path / "m.pt"
    glasstorch.jit.save(module, path)
    records = read_records(path.read_bytes())
    global_line, state = ATTACKS["Tensor.__add__"]
    before = _fingerprint()
    for record in ("constants.pkl", "data.pkl"):
        hostile = dict(records)
        hostile[record] = _build_on(global_line, state)
        path.write_bytes(write_zip(hostile))
        with pytest.raises(RuntimeError, match="Can only build"):
            glasstorch.jit.load(path)
        assert _fingerprint() == before


def test_reduce_cannot_call_tensor_or_size_a_bytearray() -> None:
    calls = [
        b"\x80\x02ctorch\nTensor\nJ\x00\x00\x00\x40\x85R.",  # torch.Tensor(2**30)
        b"\x80\x02cbuiltins\nbytearray\nJ\x00\x00\x00\x40\x85R.",  # bytearray(2**30)
        b"\x80\x02ctorch\nTensor\n)\x81.",  # NEWOBJ of Tensor
        b"\x80\x02ctorch\nSize\nK\x01a.",  # APPEND to a global
    ]
    for data_pkl in calls:
        with pytest.raises(pickle.UnpicklingError):
            torch.load(io.BytesIO(checkpoint(data_pkl)))


def test_saved_tensor_state_cannot_replace_the_tensors_own_attributes() -> None:
    for name in ("_impl", "__class__", "sum"):
        # _rebuild_from_type_v2(_rebuild_tensor_v2, Tensor, (args), {name: 1})
        inner = tensor_pickle(1, (1,), (1,))[2:-2]  # the rebuild call without PROTO/R.
        data_pkl = (
            b"\x80\x02ctorch._tensor\n_rebuild_from_type_v2\n(ctorch._utils\n_rebuild_tensor_v2\n"
            b"ctorch\nTensor\n" + inner[len(b"ctorch._utils\n_rebuild_tensor_v2\n") :]
            + b"}X" + struct.pack("<I", len(name)) + name.encode() + b"K\x01stR."
        )  # fmt: skip
        with pytest.raises(pickle.UnpicklingError, match="cannot set"):
            torch.load(io.BytesIO(checkpoint(data_pkl, {"0": _floats(1)})))


# -- sizes ----------------------------------------------------------------------------------------
def test_sizes_that_overflow_are_refused_at_load() -> None:
    data = checkpoint(tensor_pickle(1, (2**70,), (0,)), {"0": _floats(1)})
    with pytest.raises(RuntimeError, match="past int64"):
        torch.load(io.BytesIO(data))
    data = checkpoint(tensor_pickle(1, (2**62, 2**62), (0, 0)), {"0": _floats(1)})
    with pytest.raises(RuntimeError, match="numel: integer multiplication overflow"):
        torch.load(io.BytesIO(data))
    data = checkpoint(tensor_pickle(2**70, (1,), (1,)), {"0": _floats(1)})
    with pytest.raises(RuntimeError, match="expected 4722366482869645213696"):
        torch.load(io.BytesIO(data))


def _deflated_checkpoint(data_pkl: bytes, payload: bytes, declared: int | None = None) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("archive/data.pkl", data_pkl)
        z.writestr("archive/version", "3\n")
        z.writestr("archive/data/0", payload, compress_type=zipfile.ZIP_DEFLATED)
    data = out.getvalue()
    if declared is not None:  # the directory lies about the inflated size
        data = patched(data, central_entry(data, "data/0") + 24, "<I", declared)
    return data


def test_a_storage_record_that_inflates_beyond_its_tensor_is_refused_before_inflating() -> None:
    bomb = bytes(256 * 2**20)  # 256 MiB of zeros: about 256 KiB deflated
    tracemalloc.start()
    try:
        data = _deflated_checkpoint(tensor_pickle(4, (4,), (1,)), bomb)
        tracemalloc.reset_peak()
        with pytest.raises(RuntimeError, match=f"holds {len(bomb)} bytes, expected 16"):
            torch.load(io.BytesIO(data))
        # a record that claims 16 bytes but inflates further is read only to 16 bytes
        lying = _deflated_checkpoint(tensor_pickle(4, (4,), (1,)), bomb, declared=16)
        with pytest.raises(RuntimeError, match="data/0"):
            torch.load(io.BytesIO(lying))  # its CRC is that of all 256 MiB
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * 2**20  # nothing near the 256 MiB was ever inflated


def test_deflated_records_within_their_size_load() -> None:
    """Zip tools deflate what they re-zip: such a checkpoint still loads."""
    data = _deflated_checkpoint(tensor_pickle(4, (4,), (1,)), _floats(1, 2, 3, 4))
    assert torch.load(io.BytesIO(data)).tolist() == [1.0, 2.0, 3.0, 4.0]


# -- atomic saves --------------------------------------------------------------------------------
def _failing_state() -> dict[str, torch.Tensor]:
    """A state whose second storage cannot be written (a meta tensor has no bytes)."""
    return {"a": torch.ones(1000), "b": torch.empty(3, device="meta")}


def test_an_interrupted_save_leaves_the_previous_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "model.pt"
    torch.save({"w": torch.arange(4.0)}, path)
    os.chmod(path, 0o640)
    before = path.read_bytes()
    with pytest.raises(RuntimeError, match="meta"):
        torch.save(_failing_state(), path)
    assert path.read_bytes() == before  # before: a truncated zip
    assert torch.load(path)["w"].tolist() == [0.0, 1.0, 2.0, 3.0]
    assert sorted(os.listdir(tmp_path)) == ["model.pt"]  # no temporary left behind
    torch.save({"w": torch.zeros(2)}, path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640  # the file keeps its mode
    assert torch.load(path)["w"].tolist() == [0.0, 0.0]


def test_a_new_checkpoint_gets_the_umasks_mode_and_a_symlink_is_followed(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        torch.save(torch.ones(1), tmp_path / "new.pt")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(os.stat(tmp_path / "new.pt").st_mode) == 0o644
    (tmp_path / "link.pt").symlink_to(tmp_path / "new.pt")
    torch.save(torch.zeros(1), tmp_path / "link.pt")
    assert (tmp_path / "link.pt").is_symlink()
    assert torch.load(tmp_path / "new.pt").tolist() == [0.0]


def test_an_interrupted_jit_save_leaves_the_previous_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = glasstorch.jit.script(torch.nn.Linear(2, 2))
    path = tmp_path / "m.pt"
    glasstorch.jit.save(module, path)
    before = path.read_bytes()

    def interrupted(self: inline_container.ZipWriter) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(inline_container.ZipWriter, "finish", interrupted)
    with pytest.raises(KeyboardInterrupt):
        glasstorch.jit.save(module, path)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["m.pt"]


# -- other formats -------------------------------------------------------------------------------
def test_legacy_checkpoints_are_refused_with_the_way_to_convert_them(tmp_path: Path) -> None:
    legacy = tmp_path / "legacy.pt"  # how torch.save(..., _use_new_zipfile_serialization=False)
    legacy.write_bytes(b"\x80\x02\x8a\nl\xfc\x9cF\xf9 j\xa8P\x19.\x80\x02M\xe9\x03.")  # begins
    with pytest.raises(RuntimeError, match="legacy PyTorch checkpoint") as info:
        torch.load(legacy)
    assert "torch.save(torch.load(path, weights_only=True), new_path)" in str(info.value)
    old = tmp_path / "old.tar"
    with tarfile.open(old, "w") as tar:
        tar.add(legacy, arcname="storages")
    with pytest.raises(RuntimeError, match="tar archive"):
        torch.load(old)


def test_a_pickle_cannot_claim_a_huge_bytearray() -> None:
    """Found by the fuzz: BYTEARRAY8 allocated the announced length before reading it."""
    data_pkl = b"\x80\x05\x96" + struct.pack("<Q", 2**62) + b"."
    with pytest.raises(pickle.UnpicklingError, match="truncated"):
        torch.load(io.BytesIO(checkpoint(data_pkl)))


def test_malformed_metadata_and_opcodes_are_unpickling_errors() -> None:
    """Found by the fuzz: the pure-Python machine's KeyError and IndexError, and a tuple
    where a tensor's metadata dict belongs."""
    for data_pkl in (b"\x80\x02\xff.", b"\x80\x02b.", b"\x80\x02"):
        with pytest.raises(pickle.UnpicklingError):
            torch.load(io.BytesIO(checkpoint(data_pkl)))
    with pytest.raises(pickle.UnpicklingError, match="metadata"):
        unpickler._check_metadata((1, 2))
