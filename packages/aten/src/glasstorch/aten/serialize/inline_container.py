"""The zip container of a checkpoint: PyTorch's ``PyTorchStreamWriter`` / ``Reader``.

Mirrors ``caffe2/serialize/inline_container.cc`` (which drives miniz). Every record is
*stored* under ``<archive>/`` and its payload starts on a 64-byte boundary: the local
header's extra field carries an ``FB`` block padded with ``Z`` bytes up to the boundary,
so a reader can map storages straight out of the file. Sizes and CRCs follow each payload
in a data descriptor, and the end of the archive has both the zip64 and the classic end
records, byte for byte as PyTorch lays them out (its loader may compute record offsets
from that layout). Reading goes through :mod:`zipfile`, with PyTorch's error messages.
"""

from __future__ import annotations

import contextlib
import os
import struct
import zipfile
import zlib
from collections.abc import Iterator
from typing import IO

__all__ = ["STORAGE_ALIGNMENT", "ZipReader", "ZipWriter", "archive_name", "open_file"]

STORAGE_ALIGNMENT = 64
#: Sizes and offsets from here on need zip64 fields (a module constant so tests can lower it).
ZIP64_LIMIT = 0xFFFFFFFF
_UTF8, _DESCRIBED = 0x0800, 0x0008  # flag bits: UTF-8 names; sizes in a data descriptor
_LOCAL, _CENTRAL = 0x04034B50, 0x02014B50
_DESCRIPTOR, _END, _END64, _LOCATOR64 = 0x08074B50, 0x06054B50, 0x06064B50, 0x07064B50
_MIN_VERSION, _MAX_VERSION = 1, 10  # the file-format versions PyTorch 2.x reads
_MAX_DEFLATE_RATIO = 1032  # deflate cannot inflate one byte into more than this
_CHUNK = 1 << 20  # bytes inflated at a time


class ZipWriter:
    """Writes records one after another to ``out``; :meth:`finish` writes the directory."""

    def __init__(self, out: IO[bytes], archive_name: str) -> None:
        self._out = out
        self._archive = archive_name
        self._pos = 0
        # (name, crc32, size, local header offset) per record, for the central directory.
        self._entries: list[tuple[bytes, int, int, int]] = []

    def _write(self, data: bytes | memoryview) -> None:
        self._out.write(data)
        self._pos += len(data) if isinstance(data, bytes) else data.nbytes

    def write_record(self, name: str, data: bytes | memoryview) -> None:
        """Append ``<archive>/<name>`` holding ``data`` (aligned, stored, CRC-checked)."""
        full = f"{self._archive}/{name}".encode()
        size = len(data) if isinstance(data, bytes) else data.nbytes
        offset = self._pos
        extra = b""
        if size >= ZIP64_LIMIT or offset >= ZIP64_LIMIT:
            fields = (struct.pack("<QQ", size, size) if size >= ZIP64_LIMIT else b"") + (
                struct.pack("<Q", offset) if offset >= ZIP64_LIMIT else b""
            )
            extra = struct.pack("<HH", 1, len(fields)) + fields
        start = offset + 30 + len(full) + len(extra) + 4
        padding = -start % STORAGE_ALIGNMENT
        extra += b"FB" + struct.pack("<H", padding) + b"Z" * padding
        flags = _UTF8 | (_DESCRIBED if size else 0)  # an empty record has nothing to describe
        self._write(
            struct.pack("<IHHHHHIIIHH", _LOCAL, 0, flags, 0, 0, 0, 0, 0, 0, len(full), len(extra))
        )
        self._write(full + extra)
        if size:
            self._write(data)
        crc = zlib.crc32(data) & 0xFFFFFFFF
        if size:
            if size >= ZIP64_LIMIT or offset >= ZIP64_LIMIT:
                self._write(struct.pack("<IIQQ", _DESCRIPTOR, crc, size, size))
            else:
                self._write(struct.pack("<IIII", _DESCRIPTOR, crc, size, size))
        self._entries.append((full, crc, size, offset))

    def finish(self) -> None:
        """Write the central directory and the zip64 and classic end records."""
        directory_offset = self._pos
        for full, crc, size, offset in self._entries:
            big_size, big_offset = size >= ZIP64_LIMIT, offset >= ZIP64_LIMIT
            fields = (struct.pack("<QQ", size, size) if big_size else b"") + (
                struct.pack("<Q", offset) if big_offset else b""
            )
            extra = struct.pack("<HH", 1, len(fields)) + fields if fields else b""
            size32 = 0xFFFFFFFF if big_size else size
            header = struct.pack(
                "<IHHHHHHIIIHHHHHII", _CENTRAL, 0, 45 if fields else 0,
                _UTF8 | (_DESCRIBED if size else 0), 0, 0, 0, crc,
                size32, size32, len(full), len(extra), 0, 0, 0, 0,
                0xFFFFFFFF if big_offset else offset,
            )  # fmt: skip
            self._write(header + full + extra)
        count, directory_size = len(self._entries), self._pos - directory_offset
        end64_offset = self._pos
        self._write(struct.pack("<IQHHIIQQQQ", _END64, 44, 0x031E, 45, 0, 0, count, count,
                                directory_size, directory_offset))  # fmt: skip
        self._write(struct.pack("<IIQI", _LOCATOR64, 0, end64_offset, 1))
        self._write(struct.pack("<IHHHHIIH", _END, 0, 0, min(count, 0xFFFF), min(count, 0xFFFF),
                                min(directory_size, 0xFFFFFFFF),
                                min(directory_offset, 0xFFFFFFFF), 0))  # fmt: skip


class ZipReader:
    """The records of a checkpoint, by name relative to its top folder."""

    def __init__(self, f: IO[bytes]) -> None:
        self._file = f
        try:
            start = f.tell()
            self._file_size = f.seek(0, os.SEEK_END)
            f.seek(start)
            self._zip = zipfile.ZipFile(f)
            names = self._zip.namelist()
        except (
            zipfile.BadZipFile, EOFError, OSError, OverflowError, ValueError, struct.error,
            NotImplementedError,
        ) as e:  # fmt: skip
            raise RuntimeError(
                "PytorchStreamReader failed reading zip archive: failed finding central directory"
            ) from e
        if not names:
            raise RuntimeError("PytorchStreamReader failed reading zip archive: archive is empty")
        if "/" not in names[0]:
            raise RuntimeError(f"file in archive is not in a subdirectory: {names[0]}")
        self._prefix = names[0].split("/", 1)[0] + "/"
        self._infos = {
            info.filename[len(self._prefix) :]: info
            for info in self._zip.infolist()
            if info.filename.startswith(self._prefix)
        }
        self._check_version()

    def _check_version(self) -> None:
        name = "version" if self.has_record("version") else ".data/version"
        if not self.has_record(name):
            raise RuntimeError("PytorchStreamReader failed locating file version: file not found")
        try:
            version = int(self.get_record(name).strip())
        except ValueError:
            raise RuntimeError("PytorchStreamReader: the version record is not a number") from None
        if not _MIN_VERSION <= version <= _MAX_VERSION:
            raise RuntimeError(
                f"Attempted to read a PyTorch file with version {version}, but the supported "
                f"versions for reading are {_MIN_VERSION} to {_MAX_VERSION}."
            )

    def has_record(self, name: str) -> bool:
        return name in self._infos

    def record_names(self) -> list[str]:
        """Every record, relative to the top folder, in archive order."""
        return list(self._infos)

    def _info(self, name: str) -> zipfile.ZipInfo:
        info = self._infos.get(name)
        if info is None:
            raise RuntimeError(f"PytorchStreamReader failed locating file {name}: file not found")
        return info

    def record_size(self, name: str) -> int:
        return self._info(name).file_size

    def _checked_info(self, name: str) -> zipfile.ZipInfo:
        """The record's directory entry, once its sizes and offset are consistent with the
        file: stored or deflated, no larger inflated than deflate can make it, inside the
        file. A crafted directory is refused before a byte is inflated."""
        info = self._info(name)
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: unsupported compression "
                f"method {info.compress_type}"
            )
        stored = info.compress_type == zipfile.ZIP_STORED
        if (stored and info.file_size != info.compress_size) or (
            info.file_size > _MAX_DEFLATE_RATIO * info.compress_size + 64
        ):
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the directory claims "
                f"{info.file_size} bytes from {info.compress_size} stored bytes"
            )
        if not 0 <= info.header_offset <= self._file_size - 30 - info.compress_size:
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the record lies past the end "
                f"of the file ({self._file_size} bytes)"
            )
        return info

    def get_record(self, name: str) -> bytes:
        """The whole record, its CRC checked."""
        info = self._checked_info(name)
        buffer = bytearray(info.file_size)
        self._read_into(name, info, memoryview(buffer))
        return bytes(buffer)

    def read_record_into(self, name: str, out: memoryview) -> None:
        """Fill ``out`` with the record, which must hold exactly ``out.nbytes`` bytes (a
        longer or shorter one is refused before anything is inflated); CRC checked."""
        info = self._checked_info(name)
        if info.file_size != out.nbytes:
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the record holds "
                f"{info.file_size} bytes, expected {out.nbytes}"
            )
        self._read_into(name, info, out)

    def _read_into(self, name: str, info: zipfile.ZipInfo, out: memoryview) -> None:
        """Inflate ``info`` into ``out`` a chunk at a time (never more than it holds)."""
        out = out.cast("B")
        filled = 0
        try:
            with self._zip.open(info) as stream:
                while filled < out.nbytes:
                    chunk = stream.read(min(out.nbytes - filled, _CHUNK))
                    if not chunk:
                        break
                    out[filled : filled + len(chunk)] = chunk
                    filled += len(chunk)
        except (
            zipfile.BadZipFile, EOFError, OSError, OverflowError, NotImplementedError, zlib.error
        ) as e:  # fmt: skip
            raise RuntimeError(f"PytorchStreamReader failed reading file {name}: {e}") from e
        if filled != out.nbytes:
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the record ends after "
                f"{filled} of {out.nbytes} bytes"
            )

    def record_data_offset(self, name: str) -> int:
        """Where the payload of a stored record starts in the file (for mmap), once the
        local header names the record and the payload lies inside the file."""
        info = self._checked_info(name)
        if info.compress_type != zipfile.ZIP_STORED:
            raise RuntimeError(f"record {name} is compressed and cannot be memory-mapped")
        self._file.seek(info.header_offset)
        header = self._file.read(30)
        if len(header) != 30 or struct.unpack("<I", header[:4])[0] != _LOCAL:
            raise RuntimeError(f"PytorchStreamReader failed reading file {name}: bad header")
        name_length, extra_length = struct.unpack("<HH", header[26:30])
        if self._file.read(name_length) != info.orig_filename.encode():
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the local header names "
                "another record"
            )
        start = info.header_offset + 30 + name_length + extra_length
        if start + info.file_size > self._file_size:
            raise RuntimeError(
                f"PytorchStreamReader failed reading file {name}: the record lies past the end "
                f"of the file ({self._file_size} bytes)"
            )
        return start


def archive_name(f: object) -> str:
    """PyTorch's top folder: the file name without directory and extension, else 'archive'."""
    if isinstance(f, str | os.PathLike):
        stem = os.path.splitext(os.path.basename(os.fspath(f)))[0]
        if stem:
            return stem
    return "archive"


@contextlib.contextmanager
def open_file(f: str | os.PathLike | IO[bytes], mode: str) -> Iterator[IO[bytes]]:
    """A path is opened (and closed); a file object is used as it is."""
    if isinstance(f, str | os.PathLike):
        with open(f, mode) as opened:
            yield opened
    else:
        yield f
