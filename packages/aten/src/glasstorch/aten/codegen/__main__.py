"""``python -m glasstorch.aten.codegen``: regenerate (or ``--check``) ``aten/_generated/``.

``-m`` imports ``glasstorch.aten`` first, and its ``__init__`` registers the kernels from
``_generated/``. When ``_generated/`` is missing or cannot be imported (a kernel it names
was renamed), run this folder as a script instead; it loads the generator and
``glasstorch.aten.native`` without running that ``__init__``::

    uv run python packages/aten/src/glasstorch/aten/codegen
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
import types
from collections.abc import Sequence
from pathlib import Path

REGENERATE = "uv run python -m glasstorch.aten.codegen"


def _bootstrap() -> None:
    """Make ``glasstorch.aten.*`` importable without executing ``glasstorch/aten/__init__.py``.

    Installs bare package modules for ``glasstorch`` (if not importable yet) and
    ``glasstorch.aten`` whose ``__path__`` point at the real folders.
    """
    here = Path(__file__).resolve().parent
    if sys.path and Path(sys.path[0]).resolve() == here:
        del sys.path[0]  # the script folder: its model.py/parse.py must not shadow anything
    if "glasstorch" not in sys.modules:
        top = types.ModuleType("glasstorch")
        top.__path__ = pkgutil.extend_path([], "glasstorch")
        sys.modules["glasstorch"] = top
    aten = types.ModuleType("glasstorch.aten")
    aten.__path__ = [str(here.parent)]
    sys.modules["glasstorch.aten"] = aten


def main(argv: Sequence[str] | None = None) -> int:
    """Run the generator; returns the process exit status."""
    from glasstorch.aten.codegen import (
        DEFAULT_OUT,
        DEFAULT_YAML,
        CodegenError,
        generate_from_yaml,
        report,
    )

    parser = argparse.ArgumentParser(
        prog="python -m glasstorch.aten.codegen",
        description="Generate glasstorch.aten._generated from native/native_functions.yaml.",
    )
    parser.add_argument("--yaml", type=Path, default=DEFAULT_YAML, help="the yaml to read")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the folder to write")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if the folder is out of date"
    )
    parser.add_argument(
        "--skip-kernel-check",
        action="store_true",
        help="do not import glasstorch.aten.native to check that every kernel exists",
    )
    args = parser.parse_args(argv)
    try:
        native_module = None
        if not args.skip_kernel_check:
            try:
                native_module = importlib.import_module("glasstorch.aten.native")
            except Exception as e:
                raise CodegenError(
                    None,
                    "cannot import glasstorch.aten.native to check the kernel names: "
                    f"{type(e).__name__}: {e} (--skip-kernel-check skips the check)",
                ) from e
        files = generate_from_yaml(args.yaml, native_module)
    except CodegenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return report(files, args.out, check=args.check, regenerate=REGENERATE)


if __name__ == "__main__":
    if not __package__:
        _bootstrap()
    sys.exit(main())
