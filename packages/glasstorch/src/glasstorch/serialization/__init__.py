"""``glasstorch.save`` / ``glasstorch.load``: PyTorch's zip checkpoint format, both ways.

Mirrors ``torch/serialization.py`` (this package); the zip container and the pickle
dialect live in ``glasstorch.aten.serialize`` (shared with TorchScript archives). A
checkpoint is a zip of stored records under one top folder (``archive/``, or the file's
stem), each payload on a 64-byte boundary:

- ``data.pkl``: the object, pickled (protocol 2), every tensor reduced to
  ``torch._utils._rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks)``
  and every storage replaced by the persistent id
  ``("storage", torch.FloatStorage, key, location, numel)`` (``aten.serialize.pickler``);
- ``data/<key>``: one record per storage, its raw bytes in ``byteorder``;
- ``.format_version`` (``1``), ``.storage_alignment`` (``64``), ``byteorder``,
  ``version`` (``3``) and ``.data/serialization_id``, as PyTorch 2.x writes them.

Globals are written under PyTorch's names, so PyTorch loads glasstorch checkpoints and
glasstorch loads PyTorch's; loading resolves those names to glasstorch's own rebuild
functions (``aten.serialize.unpickler``). ``weights_only=True`` (the default) unpickles
against an allowlist, so that a crafted checkpoint cannot run code.
"""

from __future__ import annotations

import io
import os
import pickle
import secrets
import sys
import warnings
from typing import IO, Any

import numpy as np

from glasstorch.aten.serialize.atomic_file import open_for_writing
from glasstorch.aten.serialize.inline_container import (
    STORAGE_ALIGNMENT,
    ZipReader,
    ZipWriter,
    archive_name,
    open_file,
)
from glasstorch.aten.serialize.pickler import CheckpointPickler
from glasstorch.aten.serialize.unpickler import (
    CheckpointUnpickler,
    MapLocation,
    StorageLoader,
    add_safe_globals,
    clear_safe_globals,
    get_safe_globals,
    safe_globals,
)

from .globals_scan import get_unsafe_globals_in_checkpoint
from .locations import default_restore_location, location_tag, register_package, restore_hook
from .messages import weights_only_message

__all__ = [
    "DEFAULT_PROTOCOL",
    "add_safe_globals",
    "clear_safe_globals",
    "default_restore_location",
    "get_safe_globals",
    "get_unsafe_globals_in_checkpoint",
    "load",
    "location_tag",
    "register_package",
    "safe_globals",
    "save",
]

DEFAULT_PROTOCOL = 2
FileLike = str | os.PathLike | IO[bytes]
_ZIP_MAGIC = b"PK\x03\x04"


def save(
    obj: object,
    f: FileLike,
    pickle_module: Any = None,
    pickle_protocol: int = DEFAULT_PROTOCOL,
    _use_new_zipfile_serialization: bool = True,
) -> None:
    """Write ``obj`` (tensors, containers, numbers ...) to ``f`` as a PyTorch zip checkpoint.

    ``f`` is a path, an ``os.PathLike`` or a binary file object. Tensors sharing a storage
    (a tensor and its views) share it again after :func:`load`.
    """
    if pickle_module not in (None, pickle):
        raise ValueError("glasstorch.save pickles with its own pickler; pass pickle_module=None")
    if not _use_new_zipfile_serialization:
        raise NotImplementedError("glasstorch.save writes only the zip checkpoint format")
    buffer = io.BytesIO()
    pickler = CheckpointPickler(buffer, pickle_protocol)
    pickler.dump(obj)
    with open_for_writing(f) as out:  # a path is replaced atomically
        writer = ZipWriter(out, archive_name(f))
        writer.write_record("data.pkl", buffer.getbuffer())
        writer.write_record(".format_version", b"1")
        writer.write_record(".storage_alignment", str(STORAGE_ALIGNMENT).encode())
        writer.write_record("byteorder", sys.byteorder.encode())
        for ref in pickler.storages.values():
            writer.write_record(f"data/{ref.key}", ref.payload())
        writer.write_record("version", b"3\n")
        serialization_id = f"{secrets.randbits(64):020d}{secrets.randbits(64):020d}"
        writer.write_record(".data/serialization_id", serialization_id.encode())
        writer.finish()


def load(
    f: FileLike,
    map_location: MapLocation = None,
    pickle_module: Any = None,
    *,
    weights_only: bool | None = None,
    mmap: bool | None = None,
    **pickle_load_args: Any,
) -> Any:
    """Read an object written by :func:`save` or by PyTorch's ``torch.save``.

    ``weights_only`` (True unless a ``pickle_module`` is given) allows only what a
    state_dict needs. ``map_location`` moves storages: a device or string, a dict from
    saved to wanted locations, or ``fn(storage, location)`` returning a storage (or None
    for the default). ``mmap=True`` maps storages from the file, copy-on-write.
    """
    weights_only = _resolve_weights_only(weights_only, pickle_module)
    if weights_only and pickle_module is not None:
        raise RuntimeError("Can not safely load weights when explicit pickle_module is specified")
    if pickle_module not in (None, pickle):
        raise ValueError(
            "glasstorch.load unpickles with its own unpickler; pass pickle_module=None"
        )
    if pickle_load_args and weights_only:
        warnings.warn("pickle_load_args only works if `weights_only=False`.", stacklevel=2)
    pickle_load_args.setdefault("encoding", "utf-8")
    if map_location is None:
        map_location = restore_hook()
    mapped = None
    if mmap:
        if not isinstance(f, str | os.PathLike):
            raise ValueError("f must be a file path in order to use the mmap argument")
        mapped = np.memmap(f, dtype=np.uint8, mode="c") if os.path.getsize(f) else None
    with open_file(f, "rb") as opened:
        source = opened if _seekable(opened) else io.BytesIO(opened.read())
        start = source.tell()
        head = source.read(4)
        source.seek(start)
        if len(head) == 4 and head != _ZIP_MAGIC:
            raise RuntimeError(_not_a_zip_message(source, start))
        reader = ZipReader(source)
        loader = StorageLoader(reader, map_location, mapped)
        data = io.BytesIO(reader.get_record("data.pkl"))
        unpickler = CheckpointUnpickler(data, loader, weights_only, **pickle_load_args)
        if not weights_only:
            return unpickler.load()
        try:
            return unpickler.load()
        except pickle.UnpicklingError as e:
            raise pickle.UnpicklingError(weights_only_message(str(e))) from None


#: What ``torch.save(..., _use_new_zipfile_serialization=False)`` writes first: the pickled
#: magic number 0x1950a86a20f9469cfc6c (``torch.serialization.MAGIC_NUMBER``).
_LEGACY_MAGIC = b"\x80\x02\x8a\x0al\xfc\x9cF\xf9 j\xa8P\x19."
_CONVERT = (
    "Convert it with PyTorch, which reads it: "
    "torch.save(torch.load(path, weights_only=True), new_path) writes the zip format."
)


def _not_a_zip_message(source: IO[bytes], start: int) -> str:
    """Why a file that is not a zip checkpoint is refused, naming its format when known."""
    head = source.read(512)
    source.seek(start)
    if head.startswith(_LEGACY_MAGIC):
        return (
            "glasstorch.load reads PyTorch's zip checkpoint format only; this file is a "
            "legacy PyTorch checkpoint (the format torch.save wrote before PyTorch 1.6, and "
            f"with _use_new_zipfile_serialization=False). {_CONVERT}"
        )
    if head[257:262] == b"ustar":
        return (
            "glasstorch.load reads PyTorch's zip checkpoint format only; this file is a tar "
            f"archive (the checkpoint format of PyTorch before 0.4). {_CONVERT}"
        )
    return (
        "glasstorch.load reads PyTorch's zip checkpoint format (torch.save since 1.6); this "
        "file is not a zip archive"
    )


_TRUE = ("1", "y", "yes", "true")


def _resolve_weights_only(weights_only: bool | None, pickle_module: Any) -> bool:
    """``weights_only`` as given, else True without a pickle_module; then the environment:
    ``TORCH_FORCE_WEIGHTS_ONLY_LOAD`` forces True, ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD``
    forces False when the caller left ``weights_only`` unset (with a warning)."""
    not_set = weights_only is None
    if weights_only is None:
        weights_only = pickle_module is None
    force = os.getenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "0").lower() in _TRUE
    force_no = os.getenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "0").lower() in _TRUE
    if force and force_no:
        raise RuntimeError(
            "Only one of `TORCH_FORCE_WEIGHTS_ONLY_LOAD` or `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD` "
            "should be set, but both were set."
        )
    if force:
        return True
    if force_no and not_set:
        warnings.warn(
            "Environment variable TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD detected, since the"
            "`weights_only` argument was not explicitly passed to `glasstorch.load`, forcing "
            "weights_only=False.",
            UserWarning,
            stacklevel=3,
        )
        return False
    return weights_only


def _seekable(f: Any) -> bool:
    try:
        return bool(f.seekable())
    except (AttributeError, OSError, ValueError):
        return False
