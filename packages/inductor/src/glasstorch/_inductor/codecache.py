"""Compiling and caching generated code on disk.

C source compiles with the system C compiler into a shared library under
``<cache>/<hash>/`` (``~/.cache/glasstorch/inductor`` or ``$GLASSTORCH_INDUCTOR_CACHE_DIR``),
the hash covering source, flags and compiler; a second process finds the library and
skips the compiler. Flags are probed once per compiler (``-march=native``, ``-fopenmp``,
libmvec) and the answer is cached too. Wrapper modules are written beside and imported.
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from . import config

_lock = threading.Lock()
_loaded: dict[str, ctypes.CDLL] = {}
_flags_memo: dict[str, tuple[list[str], bool]] = {}


class CppCompileError(RuntimeError):
    """The C compiler rejected generated source; the message names the source file."""


def cache_dir() -> Path:
    root = os.environ.get("GLASSTORCH_INDUCTOR_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "glasstorch", "inductor"
    )
    path = Path(root)
    path.mkdir(parents=True, exist_ok=True)
    return path


def find_compiler() -> str | None:
    """The C compiler to use (``config.cpp.cc``, ``$CC``, then gcc/cc/clang), or None."""
    if config.cpp.cc == "":
        return None
    for candidate in (config.cpp.cc, os.environ.get("CC"), "gcc", "cc", "clang"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def _digest(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()[:24]


def _compiles(cc: str, flags: list[str], source: str, workdir: Path) -> bool:
    src = workdir / "probe.c"
    src.write_text(source)
    result = subprocess.run(
        [cc, *flags, str(src), "-o", str(workdir / "probe.so")],
        capture_output=True,
        text=True,
    )
    return result.returncode == 0


def compile_flags(cc: str) -> tuple[list[str], bool]:
    """``(flags, has_libmvec)`` for ``cc``: the base flags plus those it accepts."""
    if cc in _flags_memo:
        return _flags_memo[cc]
    version = subprocess.run([cc, "--version"], capture_output=True, text=True).stdout
    record = cache_dir() / f"flags-{_digest(cc, version)}.json"
    if record.exists():
        data = json.loads(record.read_text())
        _flags_memo[cc] = (data["flags"], data["libmvec"])
        return _flags_memo[cc]
    flags = ["-O3", "-shared", "-fPIC", "-fno-math-errno", "-fno-trapping-math", "-std=c11"]
    optional = ["-march=native", "-fopenmp"]
    vector = "#include <math.h>\n#pragma omp declare simd notinbranch\nfloat sinf(float);\n"
    vector += "void f(float* x) { for (int i = 0; i < 64; i++) x[i] = sinf(x[i]); }\n"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if _compiles(cc, [*flags, *optional, "-lmvec", "-lm"], vector, work):
            flags, libmvec = flags + optional, True  # the common case: one compiler run
        else:
            trivial = "int f(int x) { return x + 1; }\n"
            flags += [extra for extra in optional if _compiles(cc, [*flags, extra], trivial, work)]
            libmvec = _compiles(cc, [*flags, "-lmvec", "-lm"], vector, work)
    data = {"flags": flags, "libmvec": libmvec}
    tmp_record = record.with_suffix(f".{os.getpid()}.tmp")
    tmp_record.write_text(json.dumps(data))
    os.replace(tmp_record, record)
    _flags_memo[cc] = (flags, libmvec)
    return flags, libmvec


class CppCodeCache:
    """C source -> loaded shared library, cached on disk by content hash."""

    @staticmethod
    def load(source: str, cc: str, flags: list[str], libs: list[str]) -> tuple[ctypes.CDLL, Path]:
        key = _digest(source, cc, " ".join(flags), " ".join(libs))
        directory = cache_dir() / key
        library = directory / "kernel.so"
        with _lock:
            if key in _loaded:
                return _loaded[key], directory / "kernel.c"
            directory.mkdir(parents=True, exist_ok=True)
            source_path = directory / "kernel.c"
            if not library.exists():
                source_path.write_text(source)
                partial = directory / f"kernel.{os.getpid()}.so"
                cmd = [cc, *flags, str(source_path), "-o", str(partial), *libs]
                result = subprocess.run(cmd, capture_output=True, text=True)
                if result.returncode != 0:
                    raise CppCompileError(
                        f"C compilation of {source_path} failed:\n{' '.join(cmd)}\n{result.stderr}"
                    )
                os.replace(partial, library)
            lib = ctypes.CDLL(str(library))
            _loaded[key] = lib
            return lib, source_path


class PyCodeCache:
    """Python source -> imported module, written to ``<cache>/<hash>/wrapper.py``."""

    @staticmethod
    def load(source: str, namespace: dict[str, Any]) -> ModuleType:
        key = _digest(source)
        directory = cache_dir() / key
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / "wrapper.py"
        if not path.exists():
            partial = directory / f"wrapper.{os.getpid()}.tmp"
            partial.write_text(source)
            os.replace(partial, path)
        spec = importlib.util.spec_from_file_location(f"glasstorch_inductor_{key}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        module.__dict__.update(namespace)
        spec.loader.exec_module(module)
        return module


def load_cpp_kernels(
    source: str, cc: str, flags: list[str], libs: list[str], names: list[tuple[str, int]]
) -> dict[str, Any]:
    """Compile (or find in the cache) ``source``; its functions, taking ``arity`` addresses."""
    # Idle OpenMP workers sleep instead of spinning, leaving the cores to BLAS and to
    # other processes (read once, when libgomp loads with the first kernel library).
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    lib, _ = CppCodeCache.load(source, cc, flags, libs)
    kernels = {}
    for name, arity in names:
        fn = getattr(lib, name)
        fn.restype = None
        fn.argtypes = [ctypes.c_void_p] * arity
        kernels[name] = fn
    return kernels
