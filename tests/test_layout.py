"""The workspace's shape: every package has the same files, and depends only downwards.

The layer table below is the reference; ``[tool.importlinter]`` in the root pyproject.toml
and each package's ``[project] dependencies`` must agree with it.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
PACKAGES_DIR = ROOT / "packages"

# packages/<folder> -> (layer, distribution name, import name under glasstorch.)
# A package may import only from layers strictly below its own.
PACKAGES: dict[str, tuple[int, str, str | None]] = {
    "c10": (0, "glasstorch-c10", "c10"),
    "aten": (1, "glasstorch-aten", "aten"),
    "autograd": (2, "glasstorch-autograd", "autograd"),
    "nn": (3, "glasstorch-nn", "nn"),
    "optim": (4, "glasstorch-optim", "optim"),  # above nn: swa_utils averages nn.Modules
    "jit": (4, "glasstorch-jit", "jit"),
    "fx": (4, "glasstorch-fx", "fx"),
    "distributed": (4, "glasstorch-distributed", "distributed"),
    "functorch": (5, "glasstorch-functorch", "_functorch"),
    "dynamo": (6, "glasstorch-dynamo", "_dynamo"),
    "inductor": (7, "glasstorch-inductor", "_inductor"),
    "glasstorch": (8, "glasstorch", None),  # the top package: glasstorch/__init__.py itself
}
LAYER_PACKAGES = [name for name, (_, _, import_name) in PACKAGES.items() if import_name]
LAYER_OF_DIST = {dist: layer for layer, dist, _ in PACKAGES.values()}


def pyproject(folder: str) -> dict:
    return tomllib.loads((PACKAGES_DIR / folder / "pyproject.toml").read_text())


def src_dir(folder: str) -> Path:
    import_name = PACKAGES[folder][2]
    base = PACKAGES_DIR / folder / "src" / "glasstorch"
    return base / import_name if import_name else base


def workspace_versions() -> dict[str, Version]:
    return {
        dist: Version(pyproject(f)["project"]["version"]) for f, (_, dist, _) in PACKAGES.items()
    }


def glasstorch_requirements(folder: str) -> list[Requirement]:
    reqs = [Requirement(r) for r in pyproject(folder)["project"].get("dependencies", [])]
    return [r for r in reqs if r.name.startswith("glasstorch")]


def test_every_package_folder_is_in_the_layer_table():
    folders = {p.name for p in PACKAGES_DIR.iterdir() if (p / "pyproject.toml").exists()}
    assert folders == set(PACKAGES), "add new packages to PACKAGES in tests/test_layout.py"


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_package_has_the_standard_files(folder):
    base = PACKAGES_DIR / folder
    for name in ("pyproject.toml", "README.md", "CHANGELOG.md"):
        assert (base / name).is_file(), f"packages/{folder}/{name} is missing"
    assert (src_dir(folder) / "__init__.py").is_file(), f"{src_dir(folder)}/__init__.py is missing"
    # git keeps no empty folders, so a skeleton (nothing but __init__.py) may lack tests/;
    # a package with code has tests.
    modules = [p for p in src_dir(folder).rglob("*.py") if p.name != "__init__.py"]
    if modules:
        assert list((base / "tests").glob("test_*.py")), f"packages/{folder}/tests/ has no tests"


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_pyproject_names_and_wheel_contents(folder):
    _, dist, import_name = PACKAGES[folder]
    data = pyproject(folder)
    assert data["project"]["name"] == dist
    assert data["project"]["readme"] == "README.md"
    wheel = data["tool"]["hatch"]["build"]["targets"]["wheel"]
    expected = f"src/glasstorch/{import_name}" if import_name else "src/glasstorch"
    assert wheel["only-include"] == [expected]
    assert wheel["sources"] == ["src"]


@pytest.mark.parametrize("folder", LAYER_PACKAGES)
def test_only_the_top_package_has_glasstorch_init(folder):
    # Every other package is a PEP 420 portion of the glasstorch namespace. A second
    # glasstorch/__init__.py would overwrite the top package's when installed, and shadow
    # it in the development environment.
    assert not (PACKAGES_DIR / folder / "src" / "glasstorch" / "__init__.py").exists()
    others = {p.name for p in (PACKAGES_DIR / folder / "src" / "glasstorch").iterdir()}
    assert others <= {PACKAGES[folder][2], "__pycache__"}, (
        f"packages/{folder}/src/glasstorch may hold only {PACKAGES[folder][2]}/"
    )


PKGUTIL_IDIOM = '__path__ = __import__("pkgutil").extend_path(__path__, __name__)'


def test_top_package_extends_its_path_in_the_standard_form():
    # The form the Python Packaging User Guide gives for pkgutil-style namespace packages.
    # It is also the only form griffe (the docs' API reader) recognises: written any other
    # way, the docs see the top package alone and none of the layers.
    init = PACKAGES_DIR / "glasstorch" / "src" / "glasstorch" / "__init__.py"
    if PKGUTIL_IDIOM not in init.read_text().replace("'", '"'):
        pytest.fail(f"packages/glasstorch/src/glasstorch/__init__.py must contain: {PKGUTIL_IDIOM}")


def test_top_package_has_no_layer_folders():
    init = PACKAGES_DIR / "glasstorch" / "src" / "glasstorch" / "__init__.py"
    layer_imports = {PACKAGES[f][2] for f in LAYER_PACKAGES}
    clashes = {p.name for p in init.parent.iterdir()} & layer_imports
    assert not clashes, f"the top package must not contain layer folders: {clashes}"


@pytest.mark.parametrize("folder", LAYER_PACKAGES)
def test_every_source_folder_is_a_regular_package(folder):
    # import-linter (through grimp) and the API docs (through griffe) skip a folder without
    # __init__.py inside a regular package: its imports would go unchecked, its API unseen.
    missing = sorted(
        str(d.relative_to(PACKAGES_DIR))
        for d in src_dir(folder).rglob("*")
        if d.is_dir()
        and d.name != "__pycache__"
        and any(d.glob("*.py"))
        and not (d / "__init__.py").exists()
    )
    assert not missing, f"add an __init__.py to: {', '.join(missing)}"


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_dependencies_point_only_downwards(folder):
    layer, dist, _ = PACKAGES[folder]
    for req in glasstorch_requirements(folder):
        assert req.name in LAYER_OF_DIST, f"{dist} depends on unknown package {req.name}"
        assert LAYER_OF_DIST[req.name] < layer, (
            f"{dist} (layer {layer}) depends on {req.name} (layer {LAYER_OF_DIST[req.name]})"
        )


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_dependency_ranges_admit_the_workspace_versions(folder):
    # Each glasstorch dependency carries a bounded range (>=X,<Y) that contains the
    # dependency's current version: bump a package, then widen its dependents' ranges.
    versions = workspace_versions()
    sources = pyproject(folder).get("tool", {}).get("uv", {}).get("sources", {})
    for req in glasstorch_requirements(folder):
        operators = {spec.operator for spec in req.specifier}
        assert {">=", "<"} <= operators, f"{folder}: {req} needs a >=X,<Y range"
        assert req.specifier.contains(versions[req.name]), (
            f"{folder}: {req} does not admit {req.name} {versions[req.name]}"
        )
        assert sources.get(req.name) == {"workspace": True}, (
            f"{folder}: [tool.uv.sources] {req.name} = {{ workspace = true }} is missing"
        )


def test_top_package_depends_on_every_layer():
    deps = {r.name for r in glasstorch_requirements("glasstorch")}
    assert deps == {PACKAGES[f][1] for f in LAYER_PACKAGES}


def _defined_version(init: Path) -> str | None:
    for node in ast.parse(init.read_text()).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            return ast.literal_eval(node.value)
    return None


@pytest.mark.parametrize("folder", sorted(PACKAGES))
def test_version_matches_dunder_version_and_changelog(folder):
    version = pyproject(folder)["project"]["version"]
    defined = _defined_version(src_dir(folder) / "__init__.py")
    if defined is not None:
        assert defined == version, f"{folder}: __version__ {defined} != pyproject {version}"
    changelog = (PACKAGES_DIR / folder / "CHANGELOG.md").read_text()
    assert f"## {version}" in changelog, f"{folder}: CHANGELOG.md has no '## {version}' section"


def test_workspace_root_lists_every_package():
    root = tomllib.loads((ROOT / "pyproject.toml").read_text())
    dists = {dist for _, dist, _ in PACKAGES.values()}
    assert set(root["project"]["dependencies"]) == dists
    assert {
        k for k, v in root["tool"]["uv"]["sources"].items() if v == {"workspace": True}
    } == dists


def test_import_linter_layers_match_the_table():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    (contract,) = [c for c in config["contracts"] if c["type"] == "layers"]
    assert contract["containers"] == ["glasstorch"]
    top = PACKAGES_DIR / "glasstorch" / "src" / "glasstorch"
    layers = list(contract["layers"])
    # The first line holds the top package's own modules (wiring, layer 8): each must exist.
    top_modules = {n.strip() for n in layers.pop(0).split("|")}
    for name in top_modules:
        if not name.startswith("("):
            assert (top / f"{name}.py").exists() or (top / name).is_dir(), name
    declared = []  # lowest layer first, optional (not yet existing) packages left out
    for line in reversed(layers):
        names = {n.strip() for n in line.replace(":", "|").split("|")}
        declared.append({n for n in names if not n.startswith("(")})
    expected = [
        {PACKAGES[f][2] for f in LAYER_PACKAGES if PACKAGES[f][0] == layer}
        for layer in sorted({PACKAGES[f][0] for f in LAYER_PACKAGES})
    ]
    assert declared == expected
