"""glasstorch's torchgen: ``native/native_functions.yaml`` → the modules in ``_generated/``.

Regenerate after editing the yaml (the output is committed)::

    uv run python -m glasstorch.aten.codegen            # write _generated/
    uv run python -m glasstorch.aten.codegen --check    # fail if _generated/ is stale
    uv run python -m glasstorch.aten.codegen --out DIR  # write elsewhere

``-m`` imports ``glasstorch.aten``, whose ``__init__`` imports ``_generated/``; when that is
missing or broken, run the folder as a script instead (same options)::

    uv run python packages/aten/src/glasstorch/aten/codegen

The pipeline: :mod:`.yaml_loader` reads the yaml keeping line numbers; :mod:`.model`
and :mod:`.parse` validate it into :class:`NativeFunctions`; :func:`.parse.check_kernels`
checks every kernel name against ``glasstorch.aten.native``; the ``gen_*`` modules
write the files: :mod:`.gen_ops` (``ops.py``, ``register_schemas.py``),
:mod:`.gen_registration` (``register_<Key>.py``, ``register_ADInplaceOrView.py``) and
:mod:`.gen_python` (``functions.py``, ``<module>_functions.py``, ``tensor_methods.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

from .gen_ops import HEADER, gen_ops, gen_register_schemas
from .gen_python import gen_functions, gen_tensor_methods, python_modules
from .gen_registration import gen_register_ad_inplace_or_view, gen_register_key, used_dispatch_keys
from .model import (
    DISPATCH_KEYS,
    CodegenError,
    DeviceCheckType,
    Location,
    NativeFunction,
    NativeFunctions,
    StructuredGroup,
    Variant,
)
from .parse import check_kernels, parse_native_functions, parse_native_functions_file

__all__ = [
    "DEFAULT_OUT",
    "DEFAULT_YAML",
    "DISPATCH_KEYS",
    "HEADER",
    "CodegenError",
    "DeviceCheckType",
    "Location",
    "NativeFunction",
    "NativeFunctions",
    "StructuredGroup",
    "Variant",
    "check_kernels",
    "compare",
    "generate",
    "generate_from_yaml",
    "parse_native_functions",
    "parse_native_functions_file",
    "write",
]

_ATEN_DIR = Path(__file__).resolve().parents[1]
#: The yaml the real build reads.
DEFAULT_YAML = _ATEN_DIR / "native" / "native_functions.yaml"
#: Where the real build writes (committed).
DEFAULT_OUT = _ATEN_DIR / "_generated"


def _gen_init(native: NativeFunctions) -> str:
    keys = used_dispatch_keys(native)
    modules = python_modules(native)

    def tuple_text(items: tuple[str, ...]) -> str:
        quoted = [f'"{i}"' for i in items]
        return f"({quoted[0]},)" if len(quoted) == 1 else f"({', '.join(quoted)})"

    return "\n".join([
        HEADER,
        '"""The modules generated from ``native/native_functions.yaml``; nothing is imported here.',
        "",
        "``ops`` (one class per overload), ``register_schemas``, ``register_<Key>`` for each of",
        "``DISPATCH_KEYS``, ``register_ADInplaceOrView``, ``functions``, ``<module>_functions``",
        "for each of ``PYTHON_MODULES`` and ``tensor_methods``.",
        '"""',
        "",
        "#: The dispatch keys that have a ``register_<Key>`` module.",
        f"DISPATCH_KEYS = {tuple_text(keys)}",
        "",
        "#: The ``python_module`` namespaces that have a ``<module>_functions`` module.",
        f"PYTHON_MODULES = {tuple_text(modules)}",
        "",
    ])  # fmt: skip


def generate(native: NativeFunctions) -> dict[str, str]:
    """Every generated file: name → text, sorted by name."""
    files = {
        "__init__.py": _gen_init(native),
        "ops.py": gen_ops(native),
        "register_schemas.py": gen_register_schemas(native),
        "register_ADInplaceOrView.py": gen_register_ad_inplace_or_view(native),
        "functions.py": gen_functions(native, None),
        "tensor_methods.py": gen_tensor_methods(native),
    }
    for key in used_dispatch_keys(native):
        files[f"register_{key}.py"] = gen_register_key(native, key)
    for module in python_modules(native):
        files[f"{module}_functions.py"] = gen_functions(native, module)
    return dict(sorted(files.items()))


def generate_from_yaml(
    yaml_path: str | Path = DEFAULT_YAML, native_module: ModuleType | None = None
) -> dict[str, str]:
    """Parse ``yaml_path``, check the kernels against ``native_module`` (skipped if None),
    and return the files."""
    native = parse_native_functions_file(yaml_path)
    if native_module is not None:
        check_kernels(native, native_module)
    return generate(native)


def _generated_files(out_dir: Path, header: str = HEADER) -> set[str]:
    """The files in ``out_dir`` an earlier run generated (they start with ``header``)."""
    if not out_dir.is_dir():
        return set()
    found = set()
    for path in out_dir.glob("*.py"):
        with path.open(encoding="utf-8") as fh:
            if fh.readline().rstrip("\n") == header:
                found.add(path.name)
    return found


def compare(files: dict[str, str], out_dir: str | Path, *, header: str = HEADER) -> list[str]:
    """How ``out_dir`` differs from ``files``: one line per changed, missing or stale file.

    ``header`` is the first line that marks a file as generated (each generator has its own).
    """
    out_dir = Path(out_dir)
    problems = []
    for name, text in files.items():
        path = out_dir / name
        if not path.exists():
            problems.append(f"{name}: missing")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{name}: differs")
    problems += [
        f"{name}: no longer generated"
        for name in sorted(_generated_files(out_dir, header) - set(files))
    ]
    return problems


def write(files: dict[str, str], out_dir: str | Path, *, header: str = HEADER) -> list[str]:
    """Write ``files`` into ``out_dir`` and delete generated files no longer produced.

    Unchanged files are not rewritten. Returns the names written or deleted.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    touched = []
    for name in sorted(_generated_files(out_dir, header) - set(files)):
        (out_dir / name).unlink()
        touched.append(name)
    for name, text in files.items():
        path = out_dir / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8", newline="\n")
            touched.append(name)
    return touched


def report(
    files: dict[str, str],
    out_dir: str | Path,
    *,
    check: bool,
    regenerate: str,
    header: str = HEADER,
) -> int:
    """The command line's last step: ``--check`` compares, otherwise write; prints what it
    did and returns the exit status (shared by aten's and autograd's generators)."""
    if check:
        problems = compare(files, out_dir, header=header)
        if problems:
            print(f"{out_dir} is out of date; run `{regenerate}`:", file=sys.stderr)
            for problem in problems:
                print(f"  {problem}", file=sys.stderr)
            return 1
        print(f"{out_dir} is up to date ({len(files)} files)")
        return 0
    touched = write(files, out_dir, header=header)
    print(f"wrote {out_dir}: {len(files)} files, {len(touched)} changed")
    for name in touched:
        print(f"  {name}")
    return 0
