"""``python -m glasstorch run script.py [args...]``: run a PyTorch program on glasstorch.

The program runs unmodified as ``__main__`` with the ``torch`` alias installed
(:mod:`glasstorch.compat`): ``sys.argv`` is ``[script.py, args...]``, ``sys.path[0]``
the script's folder and ``__main__`` a fresh module whose ``__file__`` is the script's
absolute path, as ``python script.py`` sets them. ``run -m package.module args``
runs a module as ``python -m`` does. An uncaught exception prints its traceback from the
program's own frames and exits with status 1; ``sys.exit(n)`` exits with ``n``.
"""

from __future__ import annotations

import builtins
import os
import runpy
import signal
import sys
import traceback
from types import ModuleType, TracebackType

USAGE = """usage: python -m glasstorch run script.py [args ...]
       python -m glasstorch run -m module [args ...]

Runs a PyTorch program on glasstorch: `import torch` imports glasstorch."""


def _program_frames(tb: TracebackType | None) -> TracebackType | None:
    """``tb`` without the runner's and runpy's frames, as ``python script.py`` prints it."""
    here = {__file__, runpy.__file__, runpy.run_path.__code__.co_filename}
    while tb is not None and tb.tb_frame.f_code.co_filename in here:
        tb = tb.tb_next
    return tb


def _run(argv: list[str]) -> None:
    from glasstorch import compat

    compat.install()
    if argv[0] == "-m":
        if len(argv) < 2:
            raise SystemExit("Argument expected for the -m option")
        sys.argv = [argv[1], *argv[2:]]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(argv)
        _run_script(os.path.abspath(argv[0]))


def _run_script(path: str) -> None:
    """Run the file ``path`` as ``__main__`` (a folder or zip with ``__main__.py`` through
    runpy), with its folder first on ``sys.path``."""
    if not os.path.exists(path):
        message = f"can't open file {path!r}: [Errno 2] No such file or directory"
        print(f"{sys.executable}: {message}", file=sys.stderr)
        raise SystemExit(2)
    if os.path.isdir(path) or not path.endswith(".py"):
        sys.path[0] = path
        runpy.run_path(path, run_name="__main__")
        return
    sys.path[0] = os.path.dirname(path)
    with open(path, "rb") as f:
        code = compile(f.read(), path, "exec")
    main = ModuleType("__main__")
    main.__file__ = path
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    exec(code, main.__dict__)


def main(argv: list[str] | None = None) -> int:
    """Parse ``run ...`` and run the program; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) < 2 or argv[0] != "run":
        print(USAGE, file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    try:
        _run(argv[1:])
    except SystemExit:
        raise
    except KeyboardInterrupt as e:
        traceback.print_exception(e.with_traceback(_program_frames(e.__traceback__)))
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)  # die of SIGINT, as python does
    except BaseException as e:
        e = e.with_traceback(_program_frames(e.__traceback__))
        sys.excepthook(type(e), e, e.__traceback__)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
