"""TorchScript's pickle dialect: the ``data.pkl`` / ``constants.pkl`` of an archive.

Mirrors ``torch/csrc/jit/serialization/pickler.cpp`` and ``unpickler.cpp``. On top of the
checkpoint dialect (tensors as ``torch._utils._rebuild_tensor_v2`` over persistent storage
ids, shared with ``glasstorch.save`` in ``glasstorch.aten.serialize``) an archive pickles:

- each script object (a module) as ``GLOBAL __torch__.<qualname>``, ``EMPTY_TUPLE``,
  ``NEWOBJ``, then its attribute dict and ``BUILD``;
- typed lists as ``torch.jit._pickle.build_intlist`` / ``build_doublelist`` /
  ``build_boollist`` / ``build_tensorlist``, other lists and dicts as
  ``torch.jit._pickle.restore_type_tag(value, "List[str]")``;
- parameters as plain tensors (their ``requires_grad`` flag set), not ``Parameter``.

Loading is always restricted: besides these names and the tensor rebuild functions no
global resolves, so reading an archive cannot run Python code; and, as in a weights-only
checkpoint, ``BUILD`` sets state only on the ``__torch__`` objects (and tensors) the load
itself created, never on a global.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Callable
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.aten.serialize.inline_container import ZipReader
from glasstorch.aten.serialize.pickler import CheckpointPickler, StorageRef, TorchName
from glasstorch.aten.serialize.unpickler import CheckpointUnpickler, StorageLoader

__all__ = ["ArchivePickler", "ScriptObject", "Tagged", "dumps", "loads"]

PROTOCOL = 2
_PICKLE_MODULE = "torch.jit._pickle"
#: element annotation -> the ``torch.jit._pickle`` function that rebuilds such a list.
_LIST_BUILDERS = {
    "int": "build_intlist",
    "float": "build_doublelist",
    "bool": "build_boollist",
    "Tensor": "build_tensorlist",
}


class ScriptObject:
    """An object of a TorchScript class as pickled: its qualified name and attribute dict.

    Saving wraps each module in one; loading yields one per ``__torch__`` object, which
    the archive reader turns into a module once it has compiled the class from ``code/``.
    """

    qualified_name = ""

    def __new__(cls, *args: Any) -> ScriptObject:
        obj = super().__new__(cls)
        obj.state = {}  # NEWOBJ creates objects without __init__; BUILD fills this in
        return obj

    def __init__(self, qualified_name: str, state: dict[str, Any]) -> None:
        self.qualified_name = qualified_name
        self.state = state

    def __setstate__(self, state: Any) -> None:
        if not isinstance(state, dict):
            raise pickle.UnpicklingError(
                f"the state of a {self.qualified_name} object must be a dict, "
                f"not {type(state).__name__}"
            )
        self.state = state

    def __repr__(self) -> str:
        return f"ScriptObject({self.qualified_name}, {sorted(self.state)})"


class Tagged:
    """A list or dict written with its TorchScript type (``List[int]``, ``Dict[str, Tensor]``)."""

    __slots__ = ("value", "annotation")

    def __init__(self, value: list[Any] | dict[Any, Any], annotation: str) -> None:
        self.value, self.annotation = value, annotation


class ArchivePickler(CheckpointPickler):
    """The checkpoint pickler, writing script objects and typed containers as TorchScript does."""

    dispatch = dict(CheckpointPickler.dispatch)

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, TensorBase):  # a Parameter too: TorchScript stores plain tensors
            return self._reduce_tensor(obj)
        return super().reducer_override(obj)

    def save_script_object(self, obj: ScriptObject) -> None:
        module, _, name = obj.qualified_name.rpartition(".")
        self.save(TorchName.get(module, name))
        self.write(pickle.EMPTY_TUPLE + pickle.NEWOBJ)
        self.memoize(obj)
        self.save(obj.state)
        self.write(pickle.BUILD)

    def save_tagged(self, obj: Tagged) -> None:
        inner = _element_annotation(obj.annotation)
        builder = _LIST_BUILDERS.get(inner) if isinstance(obj.value, list) else None
        if builder is not None:
            self.save_reduce(TorchName.get(_PICKLE_MODULE, builder), (obj.value,), obj=obj)
        else:
            tag = TorchName.get(_PICKLE_MODULE, "restore_type_tag")
            self.save_reduce(tag, (obj.value, obj.annotation), obj=obj)

    dispatch[ScriptObject] = save_script_object
    dispatch[Tagged] = save_tagged


def _element_annotation(annotation: str) -> str | None:
    """``List[int]`` -> ``int``; anything else -> None."""
    if annotation.startswith("List[") and annotation.endswith("]"):
        return annotation[5:-1].strip()
    return None


def dumps(obj: Any) -> tuple[bytes, list[StorageRef]]:
    """Pickle ``obj`` in the archive dialect: the bytes and the storages it refers to."""
    buffer = io.BytesIO()
    pickler = ArchivePickler(buffer, PROTOCOL)
    pickler.dump(obj)
    return buffer.getvalue(), list(pickler.storages.values())


# -- loading -----------------------------------------------------------------------------------
def _identity_list(values: Any) -> list[Any]:
    if not isinstance(values, list):
        raise pickle.UnpicklingError(f"expected a list, got {type(values).__name__}")
    return values


def _restore_type_tag(value: Any, annotation: Any) -> Any:
    if not isinstance(value, list | dict) or not isinstance(annotation, str):
        raise pickle.UnpicklingError("restore_type_tag expects a list or dict and a type string")
    return value


_JIT_PICKLE_GLOBALS: dict[str, Callable[..., Any]] = {
    **{name: _identity_list for name in _LIST_BUILDERS.values()},
    "restore_type_tag": _restore_type_tag,
}


class ArchiveUnpickler(CheckpointUnpickler):
    """Restricted unpickling of ``data.pkl``: tensors, plain values, ``__torch__`` objects."""

    def __init__(self, data: bytes, loader: StorageLoader) -> None:
        super().__init__(io.BytesIO(data), loader, restricted=True, encoding="utf-8")
        self._classes: dict[str, type[ScriptObject]] = {}

    def find_class(self, module: str, name: str) -> Any:
        if module == "__torch__" or module.startswith("__torch__."):
            return self._script_class(f"{module}.{name}")
        if module == _PICKLE_MODULE and name in _JIT_PICKLE_GLOBALS:
            return _JIT_PICKLE_GLOBALS[name]
        try:
            return super().find_class(module, name)
        except pickle.UnpicklingError:
            raise pickle.UnpicklingError(
                f"unsupported global {module}.{name}: an archive holds only tensors, plain "
                "values and __torch__ objects"
            ) from None

    def may_call(self, func: Any) -> bool:
        return any(func is f for f in _JIT_PICKLE_GLOBALS.values()) or super().may_call(func)

    def may_create(self, cls: Any) -> bool:
        return any(cls is c for c in self._classes.values()) or super().may_create(cls)

    def build(self, inst: Any, state: Any) -> None:
        """A ``__torch__`` object made by this load takes its attribute dict; the rest as
        in a weights-only checkpoint."""
        if any(type(inst) is c for c in self._classes.values()):
            inst.__setstate__(state)
        else:
            super().build(inst, state)

    def _script_class(self, qualified_name: str) -> type[ScriptObject]:
        cls = self._classes.get(qualified_name)
        if cls is None:
            short = qualified_name.rpartition(".")[2]
            cls = type(short, (ScriptObject,), {"qualified_name": qualified_name})
            self._classes[qualified_name] = cls
        return cls


def loads(reader: ZipReader, record: str, loader: StorageLoader | None = None) -> Any:
    """Unpickle the archive record ``record`` (``data.pkl``), storages read from ``data/``."""
    loader = loader or StorageLoader(reader, None)
    unpickler = ArchiveUnpickler(reader.get_record(record), loader)
    try:
        result = unpickler.load()
    except pickle.UnpicklingError as e:
        raise RuntimeError(f"cannot read {record} of the archive: {e}") from None
    return result
