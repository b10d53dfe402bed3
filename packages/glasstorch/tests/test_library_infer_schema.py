"""torch.library.infer_schema: the schema strings and errors PyTorch 2.13 gives for the
same annotated functions (observed, and written here as literals)."""

from typing import Optional

import glasstorch as torch
import pytest
from glasstorch.library import infer_schema


def plain(x: torch.Tensor, y: float, n: int = 2, flag: bool = False, s: str = "hi") -> torch.Tensor:
    raise AssertionError("only the signature is read")


def writes(x: torch.Tensor, out: torch.Tensor) -> None:
    raise AssertionError


def options(x: torch.Tensor, *, alpha: float = 1.0, dt: torch.dtype = torch.float32,
            dev: torch.device = None) -> torch.Tensor:  # fmt: skip
    raise AssertionError


def optionals(x: torch.Tensor, z: Optional[float] = None, s: Optional[int] = None) -> torch.Tensor:  # noqa: UP045
    raise AssertionError


def lists(xs: list[torch.Tensor], w: Optional[torch.Tensor] = None) -> tuple[torch.Tensor, int]:  # noqa: UP045
    raise AssertionError


def test_schemas():
    assert infer_schema(plain, mutates_args=()) == (
        '(Tensor x, float y, SymInt n=2, bool flag=False, str s="hi") -> Tensor'
    )
    assert infer_schema(writes, mutates_args={"out"}) == "(Tensor x, Tensor(a1!) out) -> ()"
    assert infer_schema(options, mutates_args=()) == (
        "(Tensor x, *, float alpha=1.0, ScalarType dt=float32, Device dev=None) -> Tensor"
    )
    assert infer_schema(optionals, mutates_args=()) == (
        "(Tensor x, float? z=None, SymInt? s=None) -> Tensor"
    )
    assert (
        infer_schema(lists, mutates_args=()) == "(Tensor[] xs, Tensor? w=None) -> (Tensor, SymInt)"
    )
    assert infer_schema(plain, mutates_args="unknown").startswith("(Tensor(a0!) x, float y")
    assert infer_schema(plain, mutates_args=(), op_name="foo").startswith("foo(Tensor x")


def unannotated(x, y: int) -> torch.Tensor:
    raise AssertionError


def varargs(x: torch.Tensor, *args) -> torch.Tensor:
    raise AssertionError


def no_return(x: torch.Tensor):
    raise AssertionError


def tuple_default(x: torch.Tensor, dims: list[int] = (0,)) -> torch.Tensor:
    raise AssertionError


@pytest.mark.parametrize(
    ("fn", "mutates", "message"),
    [
        (unannotated, (), "Parameter x must have a type annotation."),
        (varargs, (), "We do not support positional-only args, varargs, or varkwargs."),
        (no_return, (), "No return type annotation was provided. Please add one."),
        (tuple_default, (), "Parameter dims has an unsupported default value type <class 'tuple'>"),
        (writes, {"nothere"}, "{'nothere'} in mutates_args were not found in the custom op's"),
        (plain, {"y"}, "Parameter y is in mutable_args but only Tensors or collections of"),
    ],
)
def test_errors(fn, mutates, message):
    with pytest.raises(ValueError, match="infer_schema\\(func\\): " + _escape(message)):
        infer_schema(fn, mutates_args=mutates)


def _escape(text):
    import re

    return re.escape(text)
