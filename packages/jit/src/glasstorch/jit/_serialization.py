"""``jit.save`` / ``jit.load``: TorchScript archives, as PyTorch writes and reads them.

Mirrors ``torch/jit/_serialization.py`` and the C++ ``export_module.cpp`` /
``import.cpp``. An archive is a zip (``glasstorch.aten.serialize.inline_container``, the
container of ``glasstorch.save``) under one top folder:

- ``code/__torch__.py``, ``code/__torch__/<path>.py``: the TorchScript source of every
  class (attributes and methods) and free function, one file per qualified namespace;
- ``data.pkl``: the module hierarchy, each module as its ``__torch__`` class and attribute
  dict (:mod:`._pickle`), tensors as references to ``data/<key>`` storage records;
- ``constants.pkl`` (tensor constants of the code), ``version``, ``byteorder`` and
  ``.data/serialization_id``.

Loading needs no Python class: the classes are compiled from ``code/`` and the modules are
rebuilt from ``data.pkl``, so an archive runs in a fresh process, and archives written by
PyTorch's ``torch.jit.save`` load too (for modules within the supported language subset).
"""

from __future__ import annotations

import io
import os
import secrets
import sys
from typing import IO, Any

from glasstorch.aten.serialize.atomic_file import open_for_writing
from glasstorch.aten.serialize.inline_container import (
    ZipReader,
    ZipWriter,
    archive_name,
    open_file,
)
from glasstorch.aten.serialize.unpickler import MapLocation, StorageLoader

from . import _export, _pickle
from ._function import NO_DEFAULT, Function
from ._import import ArchiveTypes, ClassSource, FunctionSource, parse_sources
from ._types import BoolType, ClassType, DictType, ListType, OptionalType

__all__ = ["load", "save"]

FileLike = str | os.PathLike | IO[bytes]
#: The file-format version written (PyTorch 2.x writes 3 for archives like these).
FILE_FORMAT_VERSION = 3


# -- saving ------------------------------------------------------------------------------------
def save(m: Any, f: FileLike, _extra_files: dict[str, Any] | None = None) -> None:
    """Write the script module ``m`` to ``f`` (a path or a binary file) as an archive."""
    from ._script import ScriptFunction

    if isinstance(m, ScriptFunction):
        m = _placeholder_module(m.function)
    if not isinstance(m, _module_class()):
        raise TypeError(
            f"jit.save expects a ScriptModule or ScriptFunction (from jit.script or "
            f"jit.trace), got {type(m).__name__}"
        )
    classes: dict[str, ClassType] = {}
    state = _script_object(m, classes)
    data, storages = _pickle.dumps(state)
    code, tensor_constants = _code_files(classes)
    constants, constant_storages = _pickle.dumps(tuple(tensor_constants))
    with open_for_writing(f) as out:  # a path is replaced atomically
        writer = ZipWriter(out, archive_name(f))
        for ref in storages:
            writer.write_record(f"data/{ref.key}", ref.payload())
        writer.write_record("data.pkl", data)
        for record, text in code.items():
            writer.write_record(record, text.encode())
        for ref in constant_storages:
            writer.write_record(f"constants/{ref.key}", ref.payload())
        writer.write_record("constants.pkl", constants)
        for name, contents in (_extra_files or {}).items():
            payload = contents.encode() if isinstance(contents, str) else bytes(contents)
            writer.write_record(f"extra/{name}", payload)
        writer.write_record("version", f"{FILE_FORMAT_VERSION}\n".encode())
        writer.write_record("byteorder", sys.byteorder.encode())
        serialization_id = f"{secrets.randbits(64):020d}{secrets.randbits(64):020d}"
        writer.write_record(".data/serialization_id", serialization_id.encode())
        writer.finish()


def _placeholder_module(function: Function) -> Any:
    """A function is saved as the ``forward`` of a ``__torch__.PlaceholderModule`` (as in
    PyTorch), so that loading it gives a module to call."""
    cls = ClassType("__torch__.PlaceholderModule", {"training": BoolType.get()})
    graph = function.graph.copy()
    graph.block.insert_input(0, "self", cls)
    forward = Function(f"{cls.qualified_name}.forward", graph)
    forward.arg_names = ["self", *function.arg_names]
    forward.defaults = [NO_DEFAULT, *function.defaults]
    cls.methods["forward"] = forward
    return _module_class()._construct(cls, {"training": True}, {}, {})


def _script_object(module: Any, classes: dict[str, ClassType]) -> _pickle.ScriptObject:
    """The pickled form of ``module``: its class name and attribute values, in slot order."""
    cls: ClassType = module._type
    classes.setdefault(cls.qualified_name, cls)
    state: dict[str, Any] = {}
    for name, type_ in cls.attributes.items():
        value = _attribute(module, cls, name)
        if isinstance(type_, ClassType):
            state[name] = _script_object(value, classes)
        else:
            state[name] = _tagged(value, type_)
    return _pickle.ScriptObject(cls.qualified_name, state)


def _attribute(module: Any, cls: ClassType, name: str) -> Any:
    if name in cls.parameter_names:
        return module._parameters[name]
    if name in cls.buffer_names:
        return module._buffers[name]
    if isinstance(cls.attributes[name], ClassType):
        return module._modules[name]
    return getattr(module, name)


def _tagged(value: Any, type_: Any) -> Any:
    """Lists and dicts carry their static type into the pickle (``build_intlist`` ...)."""
    if isinstance(type_, OptionalType) and value is not None:
        type_ = type_.elem
    if isinstance(type_, ListType | DictType) and isinstance(value, list | dict):
        return _pickle.Tagged(value, type_.annotation_str)
    return value


def _code_files(classes: dict[str, ClassType]) -> tuple[dict[str, str], list[Any]]:
    """``code/...py`` records: every class and the functions their methods call, grouped by
    the namespace of their qualified names; and the tensor constants the code reads."""
    printer = _export.ArchivePrinter()
    files: dict[str, list[str]] = {}
    for qualified_name, cls in classes.items():
        namespace = qualified_name.rpartition(".")[0]
        files.setdefault(_record_for(namespace), []).append(printer.class_source(cls))
    for function in printer.functions():
        namespace = function.qualified_name.rpartition(".")[0]
        files.setdefault(_record_for(namespace), []).append(printer.function_source(function))
    return {record: "".join(parts) for record, parts in files.items()}, printer.constants


def _record_for(namespace: str) -> str:
    """``__torch__.torch.nn.modules.linear`` -> ``code/__torch__/torch/nn/modules/linear.py``."""
    return "code/" + namespace.replace(".", "/") + ".py"


# -- loading -----------------------------------------------------------------------------------
def load(
    f: FileLike, map_location: MapLocation = None, _extra_files: dict[str, Any] | None = None
) -> Any:
    """Read an archive written by :func:`save` or PyTorch's ``torch.jit.save``; returns a
    ``RecursiveScriptModule`` compiled from the archive's code, with no Python class needed.

    ``map_location`` moves storages as ``glasstorch.load`` does; ``_extra_files`` maps names
    to fill with the contents of the archive's ``extra/<name>`` records.
    """
    if isinstance(f, str | os.PathLike):
        if not os.path.exists(f):
            raise ValueError(f"The provided filename {os.fspath(f)} does not exist")
        if os.path.isdir(f):
            raise ValueError(f"The provided filename {os.fspath(f)} is a directory")
    with open_file(f, "rb") as opened:
        reader = ZipReader(io.BytesIO(opened.read()))
    if not reader.has_record("data.pkl") or not reader.has_record("constants.pkl"):
        raise RuntimeError(
            "this zip file is not a TorchScript archive (no data.pkl and constants.pkl); "
            "a checkpoint written by torch.save / glasstorch.save loads with glasstorch.load"
        )
    loader = StorageLoader(reader, map_location)
    code = {
        name: reader.get_record(name).decode("utf-8")
        for name in reader.record_names()
        if name.startswith("code/") and name.endswith(".py")
    }
    constant_loader = StorageLoader(reader, map_location, folder="constants")
    constants = _pickle.loads(reader, "constants.pkl", constant_loader)
    if not isinstance(constants, tuple):
        raise RuntimeError(f"constants.pkl holds a {type(constants).__name__}, not a tuple")
    importer = _Importer(parse_sources(code), constants)
    root = _pickle.loads(reader, "data.pkl", loader)
    if not isinstance(root, _pickle.ScriptObject):
        raise RuntimeError(f"data.pkl holds a {type(root).__name__}, not a module")
    for name in list(_extra_files or {}):
        record = f"extra/{name}"
        if reader.has_record(record):
            _extra_files[name] = reader.get_record(record)  # type: ignore[index]
    return importer.module(root)


class _Importer:
    """Builds a module per pickled ``__torch__`` object, its class compiled from ``code/``."""

    def __init__(
        self, definitions: dict[str, ClassSource | FunctionSource], constants: tuple[Any, ...]
    ) -> None:
        self.types = ArchiveTypes(definitions, constants)

    def module(self, obj: _pickle.ScriptObject) -> Any:
        cls = self.types.class_type(obj.qualified_name)
        missing = [name for name in cls.attributes if name not in obj.state]
        if missing:
            raise RuntimeError(
                f"data.pkl gives {obj.qualified_name} no value for attribute(s) {missing}"
            )
        attributes: dict[str, Any] = {}
        submodules: dict[str, Any] = {}
        for name, value in obj.state.items():
            if isinstance(value, _pickle.ScriptObject):
                submodules[name] = self.module(value)
            else:
                attributes[name] = value
        # The class type carries its methods, compiled from code/ when first bound.
        return _module_class()._construct(cls, attributes, {}, submodules)


def _module_class() -> type:
    from ._script import RecursiveScriptModule

    return RecursiveScriptModule
