"""``python -m glasstorch.autograd.codegen``: regenerate (or ``--check``) ``autograd/_generated/``.

``-m`` imports ``glasstorch.autograd`` first, whose ``__init__`` may import ``_generated/``.
When that cannot be imported (an aten operator it names was renamed), run this folder as
a script instead; it loads the generator without running that ``__init__``::

    uv run python packages/autograd/src/glasstorch/autograd/codegen
"""

from __future__ import annotations

import argparse
import pkgutil
import sys
import types
from collections.abc import Sequence
from pathlib import Path

REGENERATE = "uv run python -m glasstorch.autograd.codegen"


def _bootstrap() -> None:
    """Make ``glasstorch.autograd.*`` importable without ``glasstorch/autograd/__init__.py``."""
    here = Path(__file__).resolve().parent
    if sys.path and Path(sys.path[0]).resolve() == here:
        del sys.path[0]  # the script folder: its modules must not shadow anything
    if "glasstorch" not in sys.modules:
        top = types.ModuleType("glasstorch")
        top.__path__ = pkgutil.extend_path([], "glasstorch")
        sys.modules["glasstorch"] = top
    autograd = types.ModuleType("glasstorch.autograd")
    autograd.__path__ = [str(here.parent)]
    sys.modules["glasstorch.autograd"] = autograd


def main(argv: Sequence[str] | None = None) -> int:
    """Run the generator; returns the process exit status."""
    from glasstorch.aten.codegen import report
    from glasstorch.autograd.codegen import (
        DEFAULT_DERIVATIVES,
        DEFAULT_FORMULAS,
        DEFAULT_NATIVE,
        DEFAULT_OUT,
        HEADER,
        CodegenError,
        generate,
        load_model,
    )

    parser = argparse.ArgumentParser(
        prog="python -m glasstorch.autograd.codegen",
        description="Generate glasstorch.autograd._generated from derivatives.yaml.",
    )
    parser.add_argument("--derivatives", type=Path, default=DEFAULT_DERIVATIVES)
    parser.add_argument("--native", type=Path, default=DEFAULT_NATIVE, help="aten's yaml")
    parser.add_argument("--formulas", type=Path, default=DEFAULT_FORMULAS)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the folder to write")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if the folder is out of date"
    )
    args = parser.parse_args(argv)
    try:
        model = load_model(args.native, args.derivatives, args.formulas)
        files = generate(model)
    except CodegenError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if model.uncovered:
        names = ", ".join(f.name for f in model.uncovered)
        print(
            f"warning: {len(model.uncovered)} operator(s) have neither a formula nor a "
            f"not_differentiable mark, and get no Autograd kernel: {names}",
            file=sys.stderr,
        )
    return report(files, args.out, check=args.check, regenerate=REGENERATE, header=HEADER)


if __name__ == "__main__":
    if not __package__:
        _bootstrap()
    sys.exit(main())
