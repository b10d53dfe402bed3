"""Every package is released on its own: its wheel installs and imports without its upper layers.

All wheels are built once, with one ``uv build --all-packages --wheel`` (the same build as
``uv build --package <name> --wheel`` for each). Then, for each package, a
fresh virtual environment gets only that package from the wheel folder -- its glasstorch
dependencies come from the same folder, third-party ones from the package index (or uv's
cache) -- and must import every one of its modules, with every glasstorch package it does
not depend on absent.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from concurrent.futures import ThreadPoolExecutor
from email.parser import Parser
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
UV = os.environ.get("UV") or shutil.which("uv")

if UV is None:
    pytest.skip("uv is not on PATH: cannot build or install the wheels", allow_module_level=True)


def _read_packages() -> dict[str, dict]:
    """distribution name -> {version, import name (None for the top package), requirements}."""
    packages = {}
    for toml in sorted((ROOT / "packages").glob("*/pyproject.toml")):
        project = tomllib.loads(toml.read_text())["project"]
        src = toml.parent / "src" / "glasstorch"
        is_top = (src / "__init__.py").exists()
        (import_name,) = (
            [None]
            if is_top
            else [p.name for p in src.iterdir() if p.is_dir() and p.name != "__pycache__"]
        )
        packages[canonicalize_name(project["name"])] = {
            "version": project["version"],
            "import": import_name,
            "requires": [Requirement(r) for r in project.get("dependencies", [])],
            "extras": {
                extra: [Requirement(r) for r in reqs]
                for extra, reqs in project.get("optional-dependencies", {}).items()
            },
        }
    return packages


PACKAGES = _read_packages()
DISTS = sorted(PACKAGES)


def _glasstorch_deps(dist: str) -> set[str]:
    """The glasstorch distributions that installing ``dist`` brings in, itself included."""
    seen, todo = set(), [dist]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += [
                canonicalize_name(r.name)
                for r in PACKAGES[name]["requires"]
                if canonicalize_name(r.name) in PACKAGES
            ]
    return seen


def _module_of(dist: str) -> str:
    import_name = PACKAGES[dist]["import"]
    return f"glasstorch.{import_name}" if import_name else "glasstorch"


def _run(*args: str | Path, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kwargs)


def _wheel_name(dist: str) -> str:
    return f"{dist.replace('-', '_')}-{PACKAGES[dist]['version']}-py3-none-any.whl"


@pytest.fixture(scope="session")
def wheel_dir(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheels")
    result = _run(UV, "build", "--all-packages", "--wheel", "--out-dir", out, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return out


# What a fresh environment reports back: which glasstorch distributions are installed (with
# the METADATA they were installed with), which of their modules import, which fail.
_PROBE = r"""
import importlib, importlib.metadata as md, json, sys, traceback
from pathlib import Path

report = {"dists": {}, "modules": {}, "absent": {}, "top_file": None}
for d in md.distributions():
    name = d.metadata["Name"].lower().replace("_", "-")
    if name.startswith("glasstorch"):
        report["dists"][name] = d.read_text("METADATA")
own, optional, others = sys.argv[1], set(sys.argv[2].split(",")), sys.argv[3:]
importlib.import_module(own)
package = sys.modules[own]
for base in package.__path__:  # for the top package: every installed package
    for path in sorted(Path(base).rglob("*.py")):
        parts = path.relative_to(base).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join((own, *parts))
        try:
            importlib.import_module(name)
            report["modules"][name] = None
        except BaseException as error:
            # A module behind an optional extra (glasstorch[onnx]) may need what the extra
            # installs: missing that, and only that, is fine here.
            cause = error
            while cause is not None and not isinstance(cause, ModuleNotFoundError):
                cause = cause.__cause__ or cause.__context__
            needs_extra = cause is not None and (cause.name or "").split(".")[0] in optional
            report["modules"][name] = None if needs_extra else traceback.format_exc(limit=-3)
for name in others:
    try:
        importlib.import_module(name)
        report["absent"][name] = "imported"
    except ModuleNotFoundError:
        report["absent"][name] = None
import glasstorch
report["top_file"] = glasstorch.__file__
print(json.dumps(report))
"""


@pytest.fixture(scope="session")
def installed(wheel_dir, tmp_path_factory) -> dict[str, dict]:
    """distribution -> probe report, from one fresh environment per distribution."""
    base = tmp_path_factory.mktemp("venvs")

    def install_and_probe(dist: str) -> dict:
        venv = base / f"venv-{dist}"
        python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        steps = [
            (UV, "venv", "--quiet", venv, "--python", sys.executable),
            (
                UV,
                "pip",
                "install",
                "--quiet",
                "--python",
                python,
                "--find-links",
                wheel_dir,
                f"{dist}=={PACKAGES[dist]['version']}",
            ),
        ]
        for step in steps:
            result = _run(*step)
            if result.returncode != 0:
                return {"error": f"{' '.join(map(str, step))}\n{result.stderr}"}
        others = [_module_of(d) for d in DISTS if d not in _glasstorch_deps(dist) | {"glasstorch"}]
        optional = ",".join(
            canonicalize_name(r.name) for reqs in PACKAGES[dist]["extras"].values() for r in reqs
        )
        result = _run(python, "-c", _PROBE, _module_of(dist), optional, *others, cwd=base)
        if result.returncode != 0:
            return {"error": result.stderr}
        return json.loads(result.stdout)

    with ThreadPoolExecutor(max_workers=min(8, (os.cpu_count() or 2) * 2)) as pool:
        return dict(zip(DISTS, pool.map(install_and_probe, DISTS), strict=True))


def _wheel_files(wheel_dir: Path, dist: str) -> list[str]:
    with zipfile.ZipFile(wheel_dir / _wheel_name(dist)) as wheel:
        return [n for n in wheel.namelist() if ".dist-info/" not in n]


def _wheel_metadata(wheel_dir: Path, dist: str) -> str:
    dist_info = f"{dist.replace('-', '_')}-{PACKAGES[dist]['version']}.dist-info"
    with zipfile.ZipFile(wheel_dir / _wheel_name(dist)) as wheel:
        return wheel.read(f"{dist_info}/METADATA").decode()


@pytest.mark.parametrize("dist", DISTS)
def test_wheel_holds_only_its_own_package(wheel_dir, dist):
    files = _wheel_files(wheel_dir, dist)
    import_name = PACKAGES[dist]["import"]
    assert files, f"{_wheel_name(dist)} is empty"
    if import_name is None:
        assert "glasstorch/__init__.py" in files
        other_imports = {p["import"] for p in PACKAGES.values()} - {None}
        assert not [f for f in files if f.split("/")[1] in other_imports]
    else:
        assert "glasstorch/__init__.py" not in files
        stray = [f for f in files if not f.startswith(f"glasstorch/{import_name}/")]
        assert not stray, f"{_wheel_name(dist)} holds files outside glasstorch/{import_name}/"


def test_no_two_wheels_share_a_file(wheel_dir):
    owners: dict[str, str] = {}
    for dist in DISTS:
        for name in _wheel_files(wheel_dir, dist):
            assert name not in owners, f"{name} is in both {owners[name]} and {dist}"
            owners[name] = dist


@pytest.mark.parametrize("dist", DISTS)
def test_wheel_metadata(wheel_dir, dist):
    meta = Parser().parsestr(_wheel_metadata(wheel_dir, dist))
    assert canonicalize_name(meta["Name"]) == dist
    assert meta["Version"] == PACKAGES[dist]["version"]
    everything = [Requirement(r) for r in meta.get_all("Requires-Dist") or []]
    requires = {r.name: r for r in everything if "extra" not in str(r.marker)}
    declared = {r.name: r for r in PACKAGES[dist]["requires"]}
    assert {k: str(v.specifier) for k, v in requires.items()} == {
        k: str(v.specifier) for k, v in declared.items()
    }
    # Each optional extra's requirements, behind `extra == "<name>"` markers.
    for extra, reqs in PACKAGES[dist]["extras"].items():
        behind = {
            r.name: str(r.specifier)
            for r in everything
            if "extra" in str(r.marker) and r.marker.evaluate({"extra": extra})
        }
        assert behind == {r.name: str(r.specifier) for r in reqs}, extra
    assert set(meta.get_all("Provides-Extra") or []) == set(PACKAGES[dist]["extras"])
    for name, req in requires.items():
        if canonicalize_name(name) in PACKAGES:
            dep_version = PACKAGES[canonicalize_name(name)]["version"]
            assert {s.operator for s in req.specifier} >= {">=", "<"}, f"{req} is unbounded"
            assert req.specifier.contains(dep_version), f"{req} excludes {name} {dep_version}"


@pytest.mark.parametrize("dist", DISTS)
def test_installs_alone_and_imports(installed, wheel_dir, dist):
    report = installed[dist]
    assert "error" not in report, report.get("error")
    # Exactly the package and its glasstorch dependencies, each the wheel built here.
    assert set(report["dists"]) == _glasstorch_deps(dist)
    for name, metadata in report["dists"].items():
        assert metadata == _wheel_metadata(wheel_dir, name), f"{name} did not come from the wheel"
    broken = {name: tb for name, tb in report["modules"].items() if tb}
    if broken:
        pytest.fail("\n".join(f"{name} does not import:\n{tb}" for name, tb in broken.items()))


@pytest.mark.parametrize("dist", [d for d in DISTS if d != "glasstorch"])
def test_upper_layers_are_absent(installed, dist):
    report = installed[dist]
    assert "error" not in report, report.get("error")
    present = [name for name, why in report["absent"].items() if why]
    assert not present, f"{dist} alone can import {present}"
    # Without the top package, glasstorch is a bare PEP 420 namespace.
    assert report["top_file"] is None


def test_top_package_brings_everything(installed):
    report = installed["glasstorch"]
    assert "error" not in report, report.get("error")
    assert set(report["dists"]) == set(DISTS)
    assert report["top_file"] and report["top_file"].endswith("__init__.py")
