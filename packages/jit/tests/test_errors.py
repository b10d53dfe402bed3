"""Script-time errors: TorchScript's exception kinds, messages and highlighted source."""

# TorchScript's annotation spellings (typing.List, Optional[...]) are what these tests use.
# ruff: noqa: UP006, UP035, UP045

import inspect
from typing import List

import glasstorch as torch
import pytest
from glasstorch import jit


def kwargs_fn(x, **kw):
    return x


def varargs_fn(*xs):
    return xs


def with_fn(x):
    with torch.no_grad():
        y = x + 1
    return y


def try_fn(x):
    try:
        return x
    except Exception:
        return x


def bad_overload(x):
    return torch.add(x, "s")


def bad_int_add(x: int):
    y = x + "a"
    return y


def undefined(x):
    return undefined_name(x)  # noqa: F821


def branch_types(x):
    if x.sum() > 0:
        y = 1
    else:
        y = x
    return y


def one_branch(x, flag: bool):
    if flag:
        z = x
    return z


def loop_type_change(n: int):
    v = 0
    for _ in range(n):
        v = 0.5
    return v


def mixed_list(x):
    return [1, x]


def bad_return(x) -> int:
    return x


def bad_annotation(x: set):
    return x


def lambda_fn(x):
    f = lambda y: y  # noqa: E731
    return f(x)


def _line_of(fn, text):
    lines, start = inspect.getsourcelines(fn)
    for i, line in enumerate(lines):
        if text in line:
            return start + i
    raise AssertionError(text)


def test_kwargs_is_not_supported():
    with pytest.raises(jit.NotSupportedError) as info:
        jit.script(kwargs_fn)
    message = str(info.value)
    assert message.startswith(
        "Compiled functions can't take variable number of arguments or use keyword-only "
        "arguments with defaults:\n"
    )
    assert f'File "{__file__}", line {_line_of(kwargs_fn, "def kwargs_fn")}' in message
    assert "def kwargs_fn(x, **kw):\n                 ~~~~ <--- HERE" in message
    assert isinstance(info.value, jit.FrontendError)


def test_varargs_is_not_supported():
    with pytest.raises(jit.NotSupportedError, match="variable number of arguments"):
        jit.script(varargs_fn)


@pytest.mark.parametrize(
    ("fn", "what"), [(with_fn, "with statements"), (try_fn, "try blocks"), (lambda_fn, "lambdas")]
)
def test_unsupported_statements(fn, what):
    with pytest.raises(jit.NotSupportedError, match=f"{what} aren't supported"):
        jit.script(fn)


def test_no_matching_overload_lists_the_schemas():
    with pytest.raises(RuntimeError) as info:
        jit.script(bad_overload)
    message = str(info.value)
    assert message.startswith(
        "\nArguments for call are not valid.\nThe following variants are available:\n"
    )
    assert (
        "  aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor:\n"
        "  Expected a value of type 'Tensor' for argument 'other' but instead found type 'str'."
    ) in message
    assert (
        "  aten::add.str(str a, str b) -> str:\n"
        "  Expected a value of type 'str' for argument 'a' but instead found type "
        "'Tensor (inferred)'.\n"
        "  Inferred the value for argument 'a' to be of type 'Tensor' because it was not "
        "annotated with an explicit type."
    ) in message
    assert "The original call is:\n" in message
    assert '    return torch.add(x, "s")\n           ~~~~~~~~~ <--- HERE' in message
    assert type(info.value) is RuntimeError


def test_ill_typed_binary_operator():
    with pytest.raises(RuntimeError) as info:
        jit.script(bad_int_add)
    message = str(info.value)
    assert (
        "aten::add.int(int a, int b) -> int:\n"
        "  Expected a value of type 'int' for argument 'b' but instead found type 'str'."
    ) in message
    assert '    y = x + "a"\n        ~~~~~~~ <--- HERE' in message


def test_undefined_name():
    with pytest.raises(RuntimeError) as info:
        jit.script(undefined)
    assert str(info.value).startswith("undefined value undefined_name:\n")
    assert "    return undefined_name(x)  # noqa: F821\n           ~~~~~~~~~~~~~~ <--- HERE" in str(
        info.value
    )


def test_branch_type_mismatch_is_reported_at_use():
    with pytest.raises(RuntimeError) as info:
        jit.script(branch_types)
    message = str(info.value)
    assert message.startswith(
        "\nType mismatch: y is set to type int in the true branch and type Tensor (inferred) "
        "in the false branch:\n"
    )
    assert "and was used here:\n" in message
    assert "    return y\n           ~ <--- HERE" in message


def test_variable_defined_in_one_branch():
    with pytest.raises(RuntimeError, match="z is not defined in the false branch"):
        jit.script(one_branch)


def test_loop_carried_type_change():
    with pytest.raises(
        RuntimeError,
        match="Variable 'v' previously had type int but is now being assigned to a value of type "
        "float",
    ):
        jit.script(loop_type_change)


def test_list_of_mixed_types():
    with pytest.raises(RuntimeError, match="Lists must contain only a single type"):
        jit.script(mixed_list)


def test_return_type_mismatch():
    with pytest.raises(
        RuntimeError,
        match="Return value was annotated as having type int but is actually of type Tensor",
    ):
        jit.script(bad_return)


def test_unknown_annotation():
    with pytest.raises(RuntimeError, match="Unknown type annotation: 'set'"):
        jit.script(bad_annotation)


def test_module_missing_attribute():
    class Broken(torch.nn.Module):
        def forward(self, x):
            return x + self.missing

    with pytest.raises(RuntimeError, match="Module 'Broken' has no attribute 'missing'"):
        jit.script(Broken())


def test_append_wrong_element_type():
    def fn(xs: List[int]):
        xs.append("a")
        return xs

    with pytest.raises(RuntimeError, match="aten::append.t"):
        jit.script(fn)


def test_recursion_is_reported():
    with pytest.raises(RuntimeError, match="Recursive calls are not supported"):
        jit.script(_recursive)


def _recursive(n: int) -> int:
    if n <= 0:
        return 0
    return _recursive(n - 1) + 1


def test_script_rejects_non_callables():
    with pytest.raises(RuntimeError, match="cannot be compiled"):
        jit.script(3)
