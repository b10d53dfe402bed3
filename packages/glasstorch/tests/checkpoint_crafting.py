"""Building and patching checkpoints byte by byte, for the tests of hostile inputs."""

from __future__ import annotations

import io
import pickle
import struct
import zipfile

from glasstorch.aten.serialize.inline_container import ZipWriter

PREFIX = "archive/"


def write_zip(records: dict[str, bytes]) -> bytes:
    """A checkpoint-shaped zip (aligned, stored records under ``archive/``)."""
    out = io.BytesIO()
    writer = ZipWriter(out, "archive")
    for name, data in records.items():
        writer.write_record(name, data)
    writer.finish()
    return out.getvalue()


def read_records(data: bytes) -> dict[str, bytes]:
    """The records of a checkpoint, by name below its top folder."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return {info.filename.split("/", 1)[1]: z.read(info) for info in z.infolist()}


def checkpoint(data_pkl: bytes, storages: dict[str, bytes] | None = None) -> bytes:
    """A checkpoint of a hand-written ``data.pkl`` and raw storage records."""
    records = {"data.pkl": data_pkl, "byteorder": b"little"}
    records.update({f"data/{key}": payload for key, payload in (storages or {}).items()})
    records["version"] = b"3\n"
    return write_zip(records)


def pickled(value: object) -> bytes:
    """The opcodes that push ``value`` (protocol 2, without PROTO and STOP)."""
    return pickle.dumps(value, protocol=2)[2:-1]


def tensor_pickle(
    numel: int, size: tuple[int, ...], stride: tuple[int, ...], offset: int = 0
) -> bytes:
    """``data.pkl`` of one float32 tensor over storage ``0`` of ``numel`` elements, as
    ``torch.save`` writes it: ``_rebuild_tensor_v2(persistent storage, offset, size,
    stride, False, OrderedDict())``."""
    storage = (
        b"(" + pickled("storage") + b"ctorch\nFloatStorage\n" + pickled("0") + pickled("cpu")
        + pickled(numel) + b"tQ"
    )  # fmt: skip
    arguments = (
        storage + pickled(offset) + pickled(size) + pickled(stride) + b"\x89"
        + b"ccollections\nOrderedDict\n)R"
    )  # fmt: skip
    return b"\x80\x02ctorch._utils\n_rebuild_tensor_v2\n(" + arguments + b"tR."


def central_entry(data: bytes, name: str) -> int:
    """Offset of the central-directory header of ``archive/<name>``."""
    full = (PREFIX + name).encode()
    pos = data.find(b"PK\x01\x02")
    while pos >= 0:
        length = struct.unpack_from("<H", data, pos + 28)[0]
        if data[pos + 46 : pos + 46 + length] == full:
            return pos
        pos = data.find(b"PK\x01\x02", pos + 4)
    raise KeyError(name)


def local_header(data: bytes, name: str) -> int:
    """Offset of the local header of ``archive/<name>``."""
    return struct.unpack_from("<I", data, central_entry(data, name) + 42)[0]


def patched(data: bytes, offset: int, fmt: str, value: int) -> bytes:
    """``data`` with ``value`` packed as ``fmt`` at ``offset``."""
    buffer = bytearray(data)
    struct.pack_into(fmt, buffer, offset, value)
    return bytes(buffer)
