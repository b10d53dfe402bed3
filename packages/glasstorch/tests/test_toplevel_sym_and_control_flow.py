"""``torch.sym_*`` on concrete values, and ``torch.cond``/``torch.while_loop`` run eagerly
with PyTorch's checks (values and messages observed from PyTorch 2.13)."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest


def test_sym_int_and_float_cast_as_python_does():
    assert torch.sym_int(2.7) == 2 and torch.sym_int(-2.7) == -2
    assert torch.sym_int(torch.tensor(2.5)) == 2 and type(torch.sym_int(np.float64(3.9))) is int
    assert torch.sym_float(3) == 3.0 and type(torch.sym_float(torch.tensor(3))) is float
    assert torch.sym_float(True) == 1.0


def test_sym_max_min_promote_to_float_when_either_is():
    assert torch.sym_max(1, 2) == 2 and type(torch.sym_max(1, 2)) is int
    assert torch.sym_max(1, 2.0) == 2.0 and type(torch.sym_max(3.0, 2)) is float
    assert torch.sym_max(True, 0) is True  # bool is an int, kept as max returns it
    assert torch.sym_max(np.int64(3), 2.0) == 3.0 and type(torch.sym_max(np.int64(3), 2.0)) is float
    assert type(torch.sym_max(np.int64(3), np.int64(4))) is np.int64
    assert torch.sym_min(1, 2.0) == 1.0 and type(torch.sym_min(1, 2.0)) is float
    with pytest.raises(AssertionError, match="expected .*numpy.integer.*got <class 'str'>"):
        torch.sym_min("a", 2)
    with pytest.raises(AssertionError, match="got <class"):
        torch.sym_max(torch.tensor(1), 2)  # tensors are not numbers here, as in PyTorch


def test_sym_not_sqrt_ite_sum():
    assert torch.sym_not(True) is False and torch.sym_not(0) is True
    assert torch.sym_not(torch.tensor(False)) is True
    assert torch.sym_sqrt(4) == 2.0 and torch.sym_sqrt(torch.tensor(9.0)) == 3.0
    with pytest.raises(ValueError, match="math domain error"):
        torch.sym_sqrt(-1)
    assert torch.sym_ite(True, 1, 2) == 1 and torch.sym_ite(False, "a", "b") == "b"
    with pytest.raises(AssertionError, match="expected SymBool or bool, got <class 'int'>"):
        torch.sym_ite(1, 2, 3)
    with pytest.raises(AssertionError, match="type mismatch: <class 'int'> vs <class 'float'>"):
        torch.sym_ite(True, 2, 3.0)
    assert torch.sym_sum([1, 2, 3]) == 6 and torch.sym_sum(1, 2, 3) == 6
    assert torch.sym_sum(1.5, 2) == 3.5 and torch.sym_sum([]) == 0
    assert torch.sym_sum([torch.tensor(1), 2]).item() == 3


def test_sym_hooks_and_torch_function_are_honoured():
    class Size:
        def __sym_float__(self):
            return 1.5

        def __sym_not__(self):
            return "not"

        def __sym_sqrt__(self):
            return "sqrt"

    assert torch.sym_float(Size()) == 1.5
    assert torch.sym_not(Size()) == "not" and torch.sym_sqrt(Size()) == "sqrt"

    class Traced:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return (func.__name__, args)

    assert torch.sym_int(Traced())[0] == "sym_int"
    assert torch.sym_max(Traced(), 1)[0] == "sym_max"


def test_cond_runs_the_chosen_branch():
    x = torch.arange(4.0)
    np.testing.assert_allclose(
        torch.cond(x.sum() > 0, lambda a: a.cos(), lambda a: a.sin(), (x,)).numpy(),
        np.cos(np.arange(4.0)),
        rtol=1e-6,
    )
    picked = torch.cond(torch.tensor(0.0), lambda a: a + 1, lambda a: a - 1, [x])
    assert picked.tolist() == [-1.0, 0.0, 1.0, 2.0]  # a one-element tensor of any dtype
    assert torch.cond(True, lambda: 1, lambda: 2) == 1  # a Python constant: no checks
    assert torch.cond(torch.tensor(True), lambda: torch.ones(2), lambda: torch.zeros(2)).sum() == 2


def test_cond_argument_errors_are_pytorchs():
    x = torch.arange(4.0)
    branches = (lambda a: a, lambda a: a)
    with pytest.raises(RuntimeError, match=r"^Expected pred to be bool or single-element tensor"):
        torch.cond(torch.tensor([True, False]), *branches, (x,))
    with pytest.raises(RuntimeError, match="^Expected pred to be bool or tensor, but got a.$"):
        torch.cond("a", *branches, (x,))
    with pytest.raises(RuntimeError, match="^Expect both branches to be callable.$"):
        torch.cond(torch.tensor(True), 1, branches[1], (x,))
    for operands in ((x, 1), x):
        with pytest.raises(RuntimeError, match="^Expect operands to be a tuple of possibly nested"):
            torch.cond(torch.tensor(True), *branches, operands)


def test_while_loop_iterates_and_keeps_structure():
    out = torch.while_loop(
        lambda i, a: i < 5, lambda i, a: (i + 1, a + 2.0), (torch.tensor(0), torch.tensor(0.0))
    )
    assert [t.item() for t in out] == [5, 10.0]
    never = (torch.tensor(0), torch.tensor(0.0))
    assert torch.while_loop(lambda i, a: i < 0, lambda i, a: (i + 1, a), never) is never
    assert torch.while_loop(lambda i: i < 3, lambda i: i + 1, (torch.tensor(0),)).item() == 3
    assert torch.while_loop(lambda i: i < 3, lambda i: (i + 1,), (0,)) == (3,)  # ints carried
    nested = torch.while_loop(
        lambda i, d: i < 3,
        lambda i, d: (i + 1, {"a": d["a"] * 2}),
        (torch.tensor(0), {"a": torch.ones(2)}),
    )
    assert nested[1]["a"].tolist() == [8.0, 8.0]


def test_while_loop_errors():
    zero = (torch.tensor(0),)
    with pytest.raises(RuntimeError, match="^Expect cond_fn and body_fn to be callable.$"):
        torch.while_loop(1, lambda i: (i + 1,), zero)
    with pytest.raises(
        AssertionError, match=r"^\[1.5\] can only be of .* but got \(<class 'float'>,\)"
    ):
        torch.while_loop(lambda i: i < 3, lambda i: (i + 1,), (1.5,))
    with pytest.raises(AssertionError, match="^Can't unpack scalar tensors.$"):
        torch.while_loop(lambda i: i < 3, lambda i: (i + 1,), torch.tensor(0))
    with pytest.raises(RuntimeError, match="unsupported cond_fn return type"):
        torch.while_loop(lambda i: (i < 3).long(), lambda i: (i + 1,), zero)
    with pytest.raises(RuntimeError, match="unsupported cond_fn return type"):
        torch.while_loop(lambda i: i < torch.tensor([3, 4]), lambda i: (i + 1,), zero)
    message = "pair\\[0\\] differ in 'dtype: glasstorch.float32 vs glasstorch.int64'"
    with pytest.raises(RuntimeError, match=message):
        torch.while_loop(lambda i: i < 3, lambda i: (i + 1.0,), zero)
    with pytest.raises(RuntimeError, match="pair\\[0\\] differ in 'shape: \\(2,\\) vs \\(1,\\)'"):
        torch.while_loop(lambda i: i.sum() < 3, lambda i: (torch.cat([i, i]),), (torch.zeros(1),))
