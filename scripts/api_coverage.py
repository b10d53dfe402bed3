"""How much of PyTorch's public API glasstorch has, namespace by namespace.

    uv run python scripts/api_coverage.py              # the table, to stdout
    uv run python scripts/api_coverage.py --missing    # and the names still missing
    uv run python scripts/api_coverage.py --write-docs # regenerate docs/coverage.md
    uv run python scripts/api_coverage.py --check      # fail if docs/coverage.md is stale

The reference is a committed snapshot of PyTorch 2.13's public names
(``scripts/data/torch-2.13-api.json``). To remake it, run this script with ``--snapshot``
in an interpreter that has PyTorch installed (PyTorch is never a dependency):

    /path/to/venv-with-torch/bin/python scripts/api_coverage.py --snapshot

A public name is one without a leading underscore, minus what a namespace merely imports
from elsewhere (``math``, ``typing.Optional``...): modules count only when they are PyTorch's
own, and classes and functions only when PyTorch defines them. glasstorch has a name when
the attribute exists; a name is added only when it behaves as PyTorch's does, so this is a
count of working API, not of placeholders.
"""

from __future__ import annotations
import __future__

import argparse
import importlib
import json
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "scripts" / "data" / "torch-2.13-api.json"
DOCS_PAGE = ROOT / "docs" / "coverage.md"

# (namespace as PyTorch names it, module to import, attribute path inside it, target %)
NAMESPACES: list[tuple[str, str, str, int]] = [
    ("torch", "torch", "", 70),
    ("torch.Tensor", "torch", "Tensor", 85),
    ("torch.nn", "torch.nn", "", 95),
    ("torch.nn.functional", "torch.nn.functional", "", 95),
    ("torch.nn.init", "torch.nn.init", "", 100),
    ("torch.nn.utils", "torch.nn.utils", "", 80),
    ("torch.optim", "torch.optim", "", 95),
    ("torch.optim.lr_scheduler", "torch.optim.lr_scheduler", "", 90),
    ("torch.utils.data", "torch.utils.data", "", 80),
    ("torch.linalg", "torch.linalg", "", 90),
    ("torch.fft", "torch.fft", "", 100),
    ("torch.special", "torch.special", "", 100),
    ("torch.autograd", "torch.autograd", "", 75),
    ("torch.cuda", "torch.cuda", "", 50),
    ("torch.jit", "torch.jit", "", 50),
    ("torch.fx", "torch.fx", "", 80),
    ("torch.distributed", "torch.distributed", "", 0),
    ("torch.backends", "torch.backends", "", 60),
    ("torch.library", "torch.library", "", 50),
]


def _is_own(namespace: object, name: str) -> bool:
    """Whether ``namespace.name`` is PyTorch's own public API rather than an import."""
    obj = getattr(namespace, name)
    if name == "TYPE_CHECKING" or isinstance(obj, __future__._Feature):
        return False
    if isinstance(obj, types.ModuleType):
        return obj.__name__.startswith("torch.")
    if isinstance(obj, type) or callable(obj):
        module = getattr(obj, "__module__", None)
        return module is None or module.startswith(("torch", "functorch"))
    return True


def _resolve(module: str, attribute: str, prefix: str) -> object:
    obj = importlib.import_module(prefix + module[len("torch") :])
    for part in filter(None, attribute.split(".")):
        obj = getattr(obj, part)
    return obj


def take_snapshot() -> dict[str, list[str]]:
    """PyTorch's public names per namespace (run where PyTorch is installed)."""
    import warnings

    warnings.simplefilter("ignore")
    import torch

    names = {}
    for label, module, attribute, _ in NAMESPACES:
        ns = _resolve(module, attribute, "torch")
        names[label] = sorted(n for n in dir(ns) if not n.startswith("_") and _is_own(ns, n))
    return {"torch_version": torch.__version__.split("+")[0], "namespaces": names}


def measure(snapshot: dict) -> list[tuple[str, int, int, int, list[str]]]:
    """(namespace, names glasstorch has, names PyTorch has, target %, missing) per namespace."""
    rows = []
    for label, module, attribute, target in NAMESPACES:
        reference = snapshot["namespaces"][label]
        try:
            ns = _resolve(module, attribute, "glasstorch")
        except (ImportError, AttributeError):
            missing = list(reference)
        else:
            missing = [n for n in reference if not hasattr(ns, n)]
        rows.append((label, len(reference) - len(missing), len(reference), target, missing))
    return rows


def table(rows: list[tuple[str, int, int, int, list[str]]]) -> str:
    lines = [
        "| namespace | glasstorch has | of PyTorch's | coverage | target |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for label, have, total, target, _ in rows:
        share = 100 * have / total if total else 100.0
        mark = "" if share >= target else " (below)"
        goal = f"{target}%" if target else "—"
        lines.append(f"| `{label}` | {have} | {total} | {share:.0f}%{mark} | {goal} |")
    return "\n".join(lines)


def docs_page(snapshot: dict, rows: list[tuple[str, int, int, int, list[str]]]) -> str:
    parts = [
        "# API coverage",
        "",
        "<!-- Generated by `uv run python scripts/api_coverage.py --write-docs`; do not edit. -->",
        "",
        f"glasstorch's public names against PyTorch {snapshot['torch_version']}'s, namespace by",
        "namespace. A name counts when glasstorch has it and it behaves as PyTorch's; names that",
        "are not there yet are listed below, so a program that stops on one can be reported",
        "with the name (see [Running PyTorch programs](running-pytorch-programs.md)).",
        "",
        table(rows),
        "",
        "## Missing names",
        "",
    ]
    for label, _, _, _, missing in rows:
        if not missing:
            continue
        parts += [f"### `{label}`", "", ", ".join(f"`{n}`" for n in missing), ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--snapshot", action="store_true", help="remake the PyTorch snapshot")
    parser.add_argument("--missing", action="store_true", help="list the missing names")
    parser.add_argument("--write-docs", action="store_true", help=f"write {DOCS_PAGE.name}")
    parser.add_argument("--check", action="store_true", help=f"fail if {DOCS_PAGE.name} is stale")
    args = parser.parse_args(argv)

    if args.snapshot:
        SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
        SNAPSHOT.write_text(json.dumps(take_snapshot(), indent=1) + "\n")
        print(f"wrote {SNAPSHOT.relative_to(ROOT)}")
        return 0

    snapshot = json.loads(SNAPSHOT.read_text())
    rows = measure(snapshot)
    page = docs_page(snapshot, rows) + "\n"
    if args.check:
        if DOCS_PAGE.exists() and DOCS_PAGE.read_text() == page:
            return 0
        print(f"{DOCS_PAGE.relative_to(ROOT)} is stale: run scripts/api_coverage.py --write-docs")
        return 1
    if args.write_docs:
        DOCS_PAGE.write_text(page)
        print(f"wrote {DOCS_PAGE.relative_to(ROOT)}")
    print(table(rows))
    if args.missing:
        for label, _, _, _, missing in rows:
            if missing:
                print(f"\n{label} ({len(missing)} missing):\n  " + " ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
