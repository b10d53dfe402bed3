"""Read ``native_functions.yaml`` into :class:`~.model.NativeFunctions`, checking it whole.

Each entry is validated by :meth:`NativeFunction.from_yaml`; this module adds the checks
that need every entry (torchgen's ``parse_native_yaml`` and ``NativeFunctionsGroup``):
schema names are unique; every ``structured_delegate`` names a ``structured: True``
entry whose arguments match; a group has at most one functional and one in-place
member. :func:`check_kernels` then checks every kernel name against a module.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

from .model import CodegenError, Location, NativeFunction, NativeFunctions, StructuredGroup
from .yaml_loader import load_yaml

__all__ = ["check_kernels", "parse_native_functions", "parse_native_functions_file"]


def parse_native_functions_file(path: str | Path) -> NativeFunctions:
    """Parse the yaml file at ``path`` (errors name its file name and line).

    Entries in ``native_functions.d/*.yaml`` beside it (if that folder exists) are read
    after the main file, in name order: a staging area for operators being written
    concurrently, merged into the main file before they land.
    """
    path = Path(path)
    sources = [(path.read_text(encoding="utf-8"), path.name)]
    staging = path.parent / "native_functions.d"
    if staging.is_dir():
        sources += [
            (p.read_text(encoding="utf-8"), f"native_functions.d/{p.name}")
            for p in sorted(staging.glob("*.yaml"))
        ]
    return parse_native_functions_sources(sources)


def parse_native_functions(text: str, file: str = "native_functions.yaml") -> NativeFunctions:
    """Parse and validate yaml ``text``; raises :class:`CodegenError` on the first problem."""
    return parse_native_functions_sources([(text, file)])


def _load_entries(text: str, file: str) -> list[tuple[Any, str]]:
    entries = load_yaml(text, file)
    if entries is None:
        entries = []
    if not isinstance(entries, list):
        raise CodegenError(Location(file, 1), "the file must be a list of entries ('- func: ...')")
    return [(entry, file) for entry in entries]


def parse_native_functions_sources(sources: list[tuple[str, str]]) -> NativeFunctions:
    """Parse and validate the entries of several yaml texts, as one list."""
    entries = [pair for text, file in sources for pair in _load_entries(text, file)]
    functions: list[NativeFunction] = []
    by_name: dict[str, NativeFunction] = {}
    by_class: dict[str, NativeFunction] = {}
    for entry, file in entries:
        f = NativeFunction.from_yaml(entry, file)
        if f.name in by_name:
            raise CodegenError(
                f.loc,
                f"duplicate schema name '{f.name}' (first declared on "
                f"line {by_name[f.name].loc.line})",
            )
        other = by_class.get(f.unambiguous_name)
        if other is not None:
            raise CodegenError(
                f.loc,
                f"'{f.name}' and '{other.name}' (line {other.loc.line}) "
                f"both map to the Python name '{f.unambiguous_name}'",
            )
        by_name[f.name] = by_class[f.unambiguous_name] = f
        functions.append(f)
    groups = _build_groups(functions, by_name)
    return NativeFunctions(functions=tuple(functions), groups=groups, file=file)


def _build_groups(
    functions: list[NativeFunction], by_name: dict[str, NativeFunction]
) -> dict[str, StructuredGroup]:
    members: dict[str, dict[str, NativeFunction]] = {f.name: {} for f in functions if f.structured}
    for f in functions:
        if f.structured_delegate is None:
            continue
        target_name = str(f.structured_delegate)
        target = by_name.get(target_name)
        if target is None:
            raise CodegenError(
                f.loc,
                f"'structured_delegate: {target_name}' of {f.name} names no function in this file",
            )
        if not target.structured:
            raise CodegenError(
                f.loc,
                f"'structured_delegate: {target_name}' of {f.name} names "
                f"a function that is not 'structured: True' (line "
                f"{target.loc.line})",
            )
        role = _check_delegate(f, target)
        previous = members[target_name].get(role)
        if previous is not None:
            raise CodegenError(
                f.loc,
                f"{target_name} already has a {role} delegate, "
                f"{previous.name} (line {previous.loc.line})",
            )
        members[target_name][role] = f
    bases = Counter(by_name[name].base_name for name in members)
    groups: dict[str, StructuredGroup] = {}
    metas: dict[str, StructuredGroup] = {}
    for name, roles in members.items():
        out = by_name[name]
        group = StructuredGroup(
            out, roles.get("functional"), roles.get("inplace"), bases[out.base_name] > 1
        )
        other = metas.get(group.meta_name)
        if other is not None:
            raise CodegenError(
                out.loc,
                f"{out.name} and {other.out.name} (line {other.out.loc.line}) would share the "
                f"meta function '{group.meta_name}'; rename one overload",
            )
        groups[name] = metas[group.meta_name] = group
    return groups


def _check_delegate(f: NativeFunction, out: NativeFunction) -> str:
    """Check ``f`` can share ``out``'s meta and impl kernels; return its role in the group."""
    role = f.kind.value
    if role not in ("functional", "inplace"):
        raise CodegenError(
            f.loc,
            f"{f.name} delegates to {out.name} but is neither functional "
            f"nor in-place (it is {role})",
        )
    inputs = [a for a in out.func.arguments if not a.is_out]
    if [(a.name, str(a.type)) for a in f.func.arguments] != [(a.name, str(a.type)) for a in inputs]:
        expected = ", ".join(f"{a.type} {a.name}" for a in inputs)
        raise CodegenError(
            f.loc,
            f"the arguments of {f.name} must match the non-out arguments "
            f"of its structured delegate {out.name}: ({expected})",
        )
    outs = out.func.out_arguments
    if role == "inplace":
        first = f.func.arguments[0] if f.func.arguments else None
        if len(outs) != 1 or first is None or first.name != "self" or not first.is_write:
            raise CodegenError(
                f.loc,
                f"in-place {f.name} must mutate 'Tensor(a!) self' and "
                f"delegate to an out= function with one out argument",
            )
    elif len(f.func.returns) != len(outs):
        raise CodegenError(
            f.loc,
            f"{f.name} returns {len(f.func.returns)} values but "
            f"{out.name} has {len(outs)} out arguments",
        )
    return role


def check_kernels(native: NativeFunctions, module: ModuleType) -> None:
    """Raise :class:`CodegenError` listing every kernel or meta name ``module`` lacks."""
    missing: list[str] = []
    for f in native.functions:
        for key, kernel in f.dispatch.items():
            if not hasattr(module, kernel):
                default = (
                    " (the default CompositeImplicitAutograd kernel name)"
                    if f.has_default_dispatch
                    else ""
                )
                missing.append(f"{f.loc}: {f.name}: {key} kernel '{kernel}'{default}")
        if f.structured:
            meta = native.groups[f.name].meta_name
            if not hasattr(module, meta):
                missing.append(f"{f.loc}: {f.name}: meta function '{meta}'")
    if missing:
        raise CodegenError(
            None,
            f"{len(missing)} kernel(s) not defined in {module.__name__}:\n"
            + "\n".join(f"  {m}" for m in missing),
        )
