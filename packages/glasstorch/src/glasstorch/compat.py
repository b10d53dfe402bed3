"""Serve glasstorch under the name ``torch``, so that unmodified PyTorch programs run.

:func:`install` puts a finder first on :data:`sys.meta_path` that answers every import of
``torch`` or ``torch.X`` with the module ``glasstorch`` or ``glasstorch.X``: the same
module object under both names (``sys.modules["torch.nn"] is glasstorch.nn``), so
``isinstance`` checks against ``torch.Tensor`` or ``torch.nn.Module`` hold for glasstorch
objects. The modules keep their own ``__name__`` and ``__spec__`` (``glasstorch.nn``), as
any module imported under a second name does. A ``torch.X`` that glasstorch lacks raises
``ModuleNotFoundError`` naming ``torch.X``. While installed, dtypes, layouts, sizes and
tensor types print as PyTorch's do (``torch.float32``, ``torch.Size([2, 3])``).

Nothing happens at ``import glasstorch``: a real PyTorch installed beside glasstorch is
never shadowed unless a program asks, and :func:`install` refuses to run in a process that
has already imported it. :func:`uninstall` removes the finder and every ``torch`` module
entry it made. ``python -m glasstorch run script.py`` runs a program with the alias
installed (see ``glasstorch.__main__``). Processes that :mod:`multiprocessing` starts with
``spawn`` or ``forkserver`` import the program's ``__main__`` afresh: the alias travels to
them with the start-up data multiprocessing sends, and is installed before that import.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import threading
from types import ModuleType
from typing import Any

from glasstorch.c10.core.public_name import set_public_module

__all__ = ["install", "is_installed", "uninstall"]

ALIAS = "torch"
TARGET = "glasstorch"

_lock = threading.Lock()


def _target_name(fullname: str) -> str:
    """``torch.nn.functional`` -> ``glasstorch.nn.functional``."""
    return TARGET + fullname[len(ALIAS) :]


def _is_alias_name(name: str) -> bool:
    return name == ALIAS or name.startswith(ALIAS + ".")


class _AliasLoader(importlib.abc.Loader):
    """Loads ``torch.X`` by returning the already imported ``glasstorch.X``."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module
        self.spec = module.__spec__

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return self.module

    def exec_module(self, module: ModuleType) -> None:
        # The import system has just stamped the alias spec on the module; the module keeps
        # its own (its name, its loader), so that reloading and pickling see glasstorch.X.
        module.__spec__ = self.spec


class TorchAliasFinder(importlib.abc.MetaPathFinder):
    """A meta path finder mapping ``torch[.X]`` to ``glasstorch[.X]``."""

    def __init__(self) -> None:
        #: The ``sys.modules`` keys this finder has answered (removed by :func:`uninstall`).
        self.served: set[str] = set()

    def find_spec(
        self, fullname: str, path: Any = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not _is_alias_name(fullname):
            return None
        real = _target_name(fullname)
        try:
            module = importlib.import_module(real)
        except ModuleNotFoundError as e:
            if e.name is None or not (real == e.name or real.startswith(e.name + ".")):
                raise  # something the module itself imports is missing: report that
            raise ModuleNotFoundError(f"No module named '{fullname}'", name=fullname) from None
        self.served.add(fullname)
        return importlib.machinery.ModuleSpec(
            fullname, _AliasLoader(module), is_package=hasattr(module, "__path__")
        )


_finder: TorchAliasFinder | None = None


def is_installed() -> bool:
    """Whether the ``torch`` alias is installed in this process."""
    return _finder is not None


def _check_no_real_torch() -> None:
    found = sys.modules.get(ALIAS)
    if found is None:
        return
    name = getattr(found, "__name__", None)
    if name == TARGET:
        return  # a previous install's entry (installed by hand): ours to reuse
    where = getattr(found, "__file__", None) or repr(found)
    raise RuntimeError(
        f"cannot install glasstorch as 'torch': a different 'torch' module ({where}) is "
        "already imported in this process (sys.modules['torch']); start a fresh process "
        "and install the alias before anything imports PyTorch"
    )


def install() -> None:
    """Serve glasstorch as ``torch`` in this process (idempotent).

    Raises RuntimeError when another ``torch`` (real PyTorch) has already been imported.
    """
    global _finder
    with _lock:
        if _finder is not None:
            return
        _check_no_real_torch()
        _finder = TorchAliasFinder()
        sys.meta_path.insert(0, _finder)
        set_public_module(ALIAS)
        _pass_to_spawned_processes()


def uninstall() -> None:
    """Undo :func:`install`: remove the finder and the ``torch`` modules it made
    (idempotent; glasstorch's own modules stay imported)."""
    global _finder
    with _lock:
        finder, _finder = _finder, None
        if finder is None:
            return
        if finder in sys.meta_path:
            sys.meta_path.remove(finder)
        for name in [n for n in sys.modules if _is_alias_name(n)]:
            module = sys.modules[name]
            if name in finder.served or getattr(module, "__name__", "") == _target_name(name):
                del sys.modules[name]
        set_public_module(TARGET)


class _InstallWhenUnpickled:
    """Unpickles as a call of :func:`install`: sent to a spawned child in its start-up data."""

    def __reduce__(self) -> tuple[Any, tuple[()]]:
        return install, ()


def _pass_to_spawned_processes() -> None:
    """Make multiprocessing's ``spawn``/``forkserver`` children install the alias too.

    Such a child unpickles the start-up data from ``spawn.get_preparation_data`` first, then
    imports the parent's ``__main__`` (which says ``import torch``): an entry of that data
    that unpickles as :func:`install` puts the alias in place just in time. The wrapper adds
    the entry only while the alias is installed in the parent.
    """
    from multiprocessing import spawn

    if getattr(spawn.get_preparation_data, "_adds_torch_alias", False):
        return
    original = spawn.get_preparation_data

    def get_preparation_data(name: str) -> dict[str, Any]:
        data = original(name)
        if is_installed():
            data["glasstorch_torch_alias"] = _InstallWhenUnpickled()
        return data

    get_preparation_data._adds_torch_alias = True  # type: ignore[attr-defined]
    spawn.get_preparation_data = get_preparation_data
