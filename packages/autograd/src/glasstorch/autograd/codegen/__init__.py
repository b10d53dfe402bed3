"""glasstorch's ``tools/autograd``: ``derivatives.yaml`` → the modules in ``autograd/_generated/``.

Regenerate after editing the yaml or after aten's operator list changes (the output is
committed)::

    uv run python -m glasstorch.autograd.codegen            # write _generated/
    uv run python -m glasstorch.autograd.codegen --check    # fail if _generated/ is stale

The pipeline: aten's parser reads ``native_functions.yaml`` (and its staging files);
:mod:`.load` reads and validates ``derivatives.yaml`` against it; :mod:`.resolve` decides
the kernel of every operator; :mod:`.gen_nodes` writes ``nodes.py`` and
:mod:`.gen_kernels` writes ``variable_type.py`` and ``register.py``. Nothing here imports
the runtime: the helper names formulas may call are read from ``formulas/__init__.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from glasstorch.aten import codegen as _aten_codegen
from glasstorch.aten.codegen import (
    DEFAULT_YAML,
    CodegenError,
    NativeFunction,
    NativeFunctions,
    parse_native_functions_file,
)

from .gen_kernels import gen_register, gen_variable_type
from .gen_nodes import HEADER, gen_nodes
from .load import Derivatives, helper_names, load_derivatives
from .model import KernelPlan
from .resolve import plan_kernels

__all__ = [
    "DEFAULT_DERIVATIVES",
    "DEFAULT_FORMULAS",
    "DEFAULT_NATIVE",
    "DEFAULT_OUT",
    "HEADER",
    "CodegenError",
    "Model",
    "compare",
    "generate",
    "load_model",
    "write",
]

_AUTOGRAD_DIR = Path(__file__).resolve().parents[1]
DEFAULT_DERIVATIVES = _AUTOGRAD_DIR / "derivatives.yaml"
DEFAULT_FORMULAS = _AUTOGRAD_DIR / "formulas" / "__init__.py"
DEFAULT_NATIVE = DEFAULT_YAML
DEFAULT_OUT = _AUTOGRAD_DIR / "_generated"

_INIT = f'''{HEADER}
"""The modules generated from ``derivatives.yaml``; nothing is imported here.

``nodes`` (one backward node class per differentiable entry), ``variable_type`` (the
Autograd kernels) and ``register`` (``register()`` puts the kernels in the Dispatcher).
"""
'''


@dataclass(frozen=True)
class Model:
    """Everything the generator knows: aten's operators, the entries and the kernel plans."""

    native: NativeFunctions
    derivatives: Derivatives
    helpers: frozenset[str]
    plans: tuple[KernelPlan, ...]
    uncovered: tuple[NativeFunction, ...]


def load_model(
    native_yaml: str | Path = DEFAULT_NATIVE,
    derivatives_yaml: str | Path = DEFAULT_DERIVATIVES,
    formulas_init: str | Path = DEFAULT_FORMULAS,
) -> Model:
    """Read and validate the three inputs (the yaml files as they are now)."""
    native = parse_native_functions_file(native_yaml)
    helpers = helper_names(Path(formulas_init).read_text(encoding="utf-8"))
    path = Path(derivatives_yaml)
    derivatives = load_derivatives(path.read_text(encoding="utf-8"), native, helpers, path.name)
    plans, uncovered = plan_kernels(native, derivatives)
    return Model(native, derivatives, helpers, tuple(plans), tuple(uncovered))


def generate(model: Model) -> dict[str, str]:
    """Every generated file: name → text, sorted by name."""
    files = {
        "__init__.py": _INIT,
        "nodes.py": gen_nodes(model.derivatives.infos),
        "register.py": gen_register(list(model.plans)),
        "variable_type.py": gen_variable_type(list(model.plans), model.helpers),
    }
    return dict(sorted(files.items()))


def compare(files: dict[str, str], out_dir: str | Path) -> list[str]:
    """How ``out_dir`` differs from ``files`` (aten's comparison, with this generator's header)."""
    return _aten_codegen.compare(files, out_dir, header=HEADER)


def write(files: dict[str, str], out_dir: str | Path) -> list[str]:
    """Write ``files`` into ``out_dir`` (aten's writer, with this generator's header)."""
    return _aten_codegen.write(files, out_dir, header=HEADER)
