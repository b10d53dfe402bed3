"""Run import-linter over every glasstorch package: ``uv run python scripts/lint_imports.py``.

Takes the same options as ``lint-imports`` (``--verbose``, ``--contract ID``, ``--no-cache``...)
and reads the same contracts, from ``[tool.importlinter]`` in the root ``pyproject.toml``.

Why a wrapper rather than plain ``lint-imports``
-------------------------------------------------
``glasstorch`` is a *pkgutil-style* namespace: the top package (``packages/glasstorch``) is
the only one with a ``glasstorch/__init__.py``, which calls ``pkgutil.extend_path`` so that
``glasstorch.c10``, ``glasstorch.aten``, ... -- each a portion shipped by its own distribution --
become its submodules at import time.

grimp, the import-graph builder under import-linter, finds a root package's files through
``importlib.util.find_spec(name).submodule_search_locations``. For a regular package that is
just the package's own directory: ``extend_path`` has not run, so grimp sees the top
``__init__.py`` and none of the layer packages. Naming the portions as root packages instead
(``glasstorch.c10``...) is refused too, because grimp only accepts portions of *native*
(PEP 420) namespace packages, and ``glasstorch`` has an ``__init__.py``.

So this script gives grimp the directories that ``extend_path`` would give Python, then hands
over to import-linter's own command line. Plain ``lint-imports`` fails loudly on this
repository (its layers are "missing") rather than passing without having looked.
"""

from __future__ import annotations

import importlib.util
import pkgutil
import sys

from grimp.adaptors.packagefinder import ImportLibPackageFinder
from grimp.application.config import settings as grimp_settings

# Top-level packages whose ``__init__.py`` extends ``__path__`` with ``pkgutil.extend_path``.
PKGUTIL_NAMESPACES = frozenset({"glasstorch"})


class ExtendPathPackageFinder(ImportLibPackageFinder):
    """Resolve a pkgutil-style namespace to every directory ``extend_path`` would join."""

    def determine_package_directories(self, package_name, file_system):  # noqa: D102
        if package_name not in PKGUTIL_NAMESPACES:
            return super().determine_package_directories(package_name, file_system)
        spec = importlib.util.find_spec(package_name)
        if spec is None or not spec.submodule_search_locations:
            raise ValueError(f"Could not find package {package_name!r} in your Python path.")
        # The same computation glasstorch/__init__.py does, without importing the package.
        return set(pkgutil.extend_path(list(spec.submodule_search_locations), package_name))


def main() -> None:
    grimp_settings.configure(PACKAGE_FINDER=ExtendPathPackageFinder())

    from importlinter.cli import lint_imports_command

    sys.argv[0] = "lint-imports"
    lint_imports_command()


if __name__ == "__main__":
    main()
