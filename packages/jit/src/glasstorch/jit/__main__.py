"""``python -m glasstorch.jit run model.pt --input "torch.rand(3, 4)" ...``: run an archive.

Loads a TorchScript archive (written by ``jit.save`` or by PyTorch's ``torch.jit.save``)
in a fresh process, calls one of its methods on the given inputs and prints the outputs.
Inputs are Python expressions over a small ``torch`` namespace (tensor factories and
dtypes), or the contents of a ``.pt`` checkpoint written by ``glasstorch.save`` (a tensor,
or a list/tuple of positional inputs).
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
import types
from collections.abc import Sequence
from typing import Any

import glasstorch.aten as aten
from glasstorch.aten.serialize.inline_container import ZipReader
from glasstorch.aten.serialize.unpickler import CheckpointUnpickler, StorageLoader
from glasstorch.autograd.grad_mode import no_grad
from glasstorch.c10.core.scalar_type import ALL_DTYPES

_FACTORIES = ("rand", "randn", "randint", "ones", "zeros", "full", "arange", "eye", "tensor",
              "linspace", "empty", "manual_seed")  # fmt: skip


def _torch_namespace() -> types.SimpleNamespace:
    """What ``torch`` means inside ``--input`` expressions."""
    names: dict[str, Any] = {n: getattr(aten, n) for n in _FACTORIES if hasattr(aten, n)}
    names.update({d.name: d for d in ALL_DTYPES})
    names.update(float=names["float32"], double=names["float64"], long=names["int64"])
    return types.SimpleNamespace(**names)


def evaluate_input(expression: str) -> Any:
    """Evaluate one ``--input`` expression: literals and calls on ``torch`` only."""
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError as e:
        raise ValueError(f"--input {expression!r} is not an expression: {e.msg}") from None
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in ("torch", "True", "False", "None"):
            raise ValueError(f"--input {expression!r}: unknown name {node.id!r} (use torch.*)")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            raise ValueError(f"--input {expression!r}: private attribute {node.attr!r}")
    namespace = {"__builtins__": {}, "torch": _torch_namespace()}
    return eval(compile(tree, "<--input>", "eval"), namespace)  # noqa: S307 - checked above


def load_inputs(path: str) -> list[Any]:
    """Positional inputs from a checkpoint: a tensor is one input, a list/tuple several."""
    with open(path, "rb") as f:
        reader = ZipReader(io.BytesIO(f.read()))
    data = io.BytesIO(reader.get_record("data.pkl"))
    value = CheckpointUnpickler(data, StorageLoader(reader, None), True, encoding="utf-8").load()
    return list(value) if isinstance(value, list | tuple) else [value]


def _print_outputs(result: Any, out: Any) -> None:
    outputs = result if isinstance(result, tuple) else (result,)
    for i, value in enumerate(outputs):
        print(f"output {i}:", file=out)
        print(value, file=out)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m glasstorch.jit",
        description="Run TorchScript archives written by jit.save or by PyTorch.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser(
        "run",
        help="load an archive and call it on inputs",
        description="Load ARCHIVE with jit.load, call METHOD on the inputs, print each output.",
        epilog='example: python -m glasstorch.jit run cell.pt --input "torch.rand(3, 4)" '
        '--input "torch.rand(3, 4)"',
    )
    run.add_argument("archive", help="a .pt archive written by jit.save / torch.jit.save")
    run.add_argument(
        "--input",
        "-i",
        action="append",
        default=[],
        metavar="EXPR",
        help='a positional input, as an expression such as "torch.rand(3, 4)" (repeatable)',
    )
    run.add_argument(
        "--inputs",
        metavar="FILE",
        help="a checkpoint written by glasstorch.save: a tensor or a list/tuple of inputs "
        "(placed before any --input)",
    )
    run.add_argument("--method", default="forward", help="the method to call (default: forward)")
    run.add_argument("--seed", type=int, help="seed the random generator before the inputs")
    run.add_argument("--code", action="store_true", help="also print the loaded module's code")
    return parser


def main(argv: Sequence[str] | None = None, out: Any = None) -> int:
    """The command line; returns the exit status."""
    from ._serialization import load

    out = out or sys.stdout
    args = _parser().parse_args(argv)
    try:
        if args.seed is not None:
            aten.manual_seed(args.seed)
        inputs = load_inputs(args.inputs) if args.inputs else []
        inputs += [evaluate_input(e) for e in args.input]
        module = load(args.archive)
        if args.code:
            print(module.code, file=out)
        method = getattr(module, args.method, None)
        if method is None or not callable(method):
            raise ValueError(f"the archive's module has no method {args.method!r}")
        with no_grad():  # inference: outputs print without autograd history
            result = method(*inputs)
    except (OSError, ValueError, RuntimeError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    _print_outputs(result, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
