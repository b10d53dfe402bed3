"""Every construct of the TorchScript subset: the scripted function returns what eager does."""

# TorchScript's annotation spellings (typing.List, Optional[...]) are what these tests use.
# ruff: noqa: UP006, UP035, UP045

import math
from typing import Dict, List, Optional, Tuple

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import jit


def loop_and_branch(x, n: int):
    y = x
    for i in range(n):
        if i % 2 == 0:
            y = y * 2
        elif i % 3 == 0:
            y = y - 3
        else:
            y = y + 1
    while n > 0:
        n -= 1
    return y, [1, 2], n


def optional_refinement(x: Optional[torch.Tensor], items: List[int]):
    if x is not None:
        return x.sum() + len(items)
    return torch.zeros([1])


def break_continue(xs: List[int]) -> int:
    total = 0
    for v in xs:
        if v < 0:
            continue
        if v > 100:
            break
        total += v
    return total


def while_break(n: int) -> int:
    i = 0
    while True:
        i += 1
        if i * i > n:
            break
    return i


def list_comprehension(n: int) -> List[int]:
    return [i * i for i in range(n)]


def dict_comprehension(names: List[str]) -> Dict[str, int]:
    return {k: len(k) for k in names}


def dict_building(keys: List[str]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for i, k in enumerate(keys):
        out[k] = i
    total = 0
    for k in out:
        total += out[k]
    out["total"] = total
    return out


def tuple_unpacking(x):
    values, indices = x.max(0)
    a, (b, c) = 1, (2.5, values)
    return values, indices, a, b, c


def range_forms(n: int) -> List[int]:
    out: List[int] = []
    for i in range(2, n, 3):
        out.append(i)
    for j in range(n, 0, -4):
        out.append(-j)
    return out


def zip_and_enumerate(xs: List[int], ys: List[float]) -> float:
    acc = 0.0
    for i, (x, y) in enumerate(zip(xs, ys)):  # noqa: B905 - TorchScript has no strict=
        acc += i * x * y
    return acc


def iterate_tuple_and_tensor(t):
    acc = torch.zeros([3])
    for item in (t, t * 2, t + 1):
        acc = acc + item.sum(0)
    for row in t:
        acc = acc + row
    return acc


def early_return(x: int) -> str:
    if x < 0:
        return "negative"
    elif x == 0:
        return "zero"
    if x > 10:
        return "big"
    return "small"


def augmented(x, k: int):
    y = x.clone()
    y += 1
    y *= 2
    k += 3
    k //= 2
    k -= 1
    return y, k


def ternary_and_bool_ops(x, flag: bool, n: int):
    y = x * 2 if flag and n > 1 else x - 1
    z = not flag or n == 3
    return y, z


def isinstance_refinement(x: Optional[int]) -> int:
    if isinstance(x, int):
        return x + 1
    return -1


def assert_refinement(x: Optional[int]) -> int:
    assert x is not None, "x must be given"
    return x * 2


def raises_value_error(x: int) -> int:
    if x < 0:
        raise ValueError("negative input")
    return x + 1


def strings(name: str, n: int) -> str:
    s = f"{name}-{n}"
    if "a" in [name]:
        s = s + "!"
    return s


def list_ops(xs: List[int]) -> Tuple[List[int], int, bool]:
    ys = list(xs)
    ys.append(7)
    ys.insert(0, -1)
    last = ys.pop()
    ys[1] = 100
    return ys[1:3] + ys, last + len(ys), 100 in ys


def number_conversions(x, k: int, f: float):
    a = int(f) + k
    b = float(k) / 2
    c = int(x.sum())
    d = bool(k)
    return a, b, c, d, k // 3, k % 3, -k, f**2


def tensor_methods_and_indexing(x):
    y = x.view(-1).relu()
    z = x[0] + x[1:, 1].sum() + x[:, None].sum()
    w = x.t().contiguous().size(0)
    return y, z, w, x.shape, x.dim()


def tensor_setitem(x):
    y = x.clone()
    y[0] = 5.0
    y[1] = x[0]
    return y


def _helper(x, scale: float = 2.0):
    return x * scale + 1


def calls_other_function(x):
    return _helper(x) + _helper(x, 0.5) + _helper(x, scale=3.0)


def type_comment(x, n):
    # type: (Tensor, int) -> Tensor
    return x * n


def scalar_tensor_promotion(x, i: int, f: float):
    return x + i, i - x, x * f, f / (x + 1), x > 0.5


def dict_items(d: Dict[str, int]) -> int:
    t = 0
    for k, v in d.items():
        t += v * len(k)
    return t


def int_keyed_dict(d: Dict[int, float]) -> float:
    s = 0.0
    for k in d.keys():
        s += d[k] * k
    return s + d.get(100, 2.5)


def math_and_builtins(x: float, n: int) -> Tuple[float, int, int, float]:
    return math.sqrt(x), min(n, 3), max([1, n, 2]), abs(-x)


def iterate_string(s: str) -> List[str]:
    out: List[str] = []
    for c in s:
        out.append(c)
    return out


def varargs_sizes(x):
    n = x.size(0)
    m = x.shape[1]
    return x.reshape(m, n).sum(1), x.view(n, m, 1).dim()


def torch_functions(x):
    y = torch.where(x > 0, x, torch.zeros_like(x))
    z = torch.cat([x, y], 0)
    w = torch.stack((x, y))
    return z.mean(), w.max(), x.clamp(min=0.0), torch.matmul(x, x.t())


def optional_default(x: Optional[torch.Tensor] = None, k: int = 2):
    if x is None:
        return torch.ones([k])
    elif x.dim() == 0:
        return x.unsqueeze(0)
    return x


def return_from_loop(xs: List[int], target: int) -> int:
    for i in range(len(xs)):
        if xs[i] == target:
            return i
    return -1


def return_from_nested_loops(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        for j in range(n):
            if i * j > 6:
                return i * 100 + j
            total += j
        i += 1
    return total


def return_tensor_from_loop(x):
    for row in x:
        if row.sum() < 0:
            return row
    return torch.zeros([2])


def return_optional_from_loop(xs: List[float]) -> Optional[float]:
    for v in xs:
        if v > 1.0:
            return v
    return None


CASES = [
    (loop_and_branch, (torch.ones(2), 7)),
    (optional_refinement, (torch.ones(2), [1, 2])),
    (optional_refinement, (None, [1])),
    (break_continue, ([1, -2, 3, 200, 5],)),
    (while_break, (50,)),
    (list_comprehension, (5,)),
    (dict_comprehension, (["a", "bcd"],)),
    (dict_building, (["a", "b", "c"],)),
    (tuple_unpacking, (torch.tensor([[1.0, 5.0], [3.0, 2.0]]),)),
    (range_forms, (14,)),
    (zip_and_enumerate, ([1, 2, 3], [0.5, 1.5])),
    (iterate_tuple_and_tensor, (torch.arange(6.0).view(2, 3),)),
    (early_return, (-3,)),
    (early_return, (0,)),
    (early_return, (30,)),
    (early_return, (4,)),
    (augmented, (torch.ones(3), 10)),
    (ternary_and_bool_ops, (torch.ones(2), True, 2)),
    (ternary_and_bool_ops, (torch.ones(2), False, 3)),
    (isinstance_refinement, (4,)),
    (isinstance_refinement, (None,)),
    (assert_refinement, (21,)),
    (raises_value_error, (3,)),
    (strings, ("a", 2)),
    (strings, ("b", 5)),
    (list_ops, ([4, 5, 6],)),
    (number_conversions, (torch.tensor([1.5, 2.0]), 7, 2.75)),
    (tensor_methods_and_indexing, (torch.arange(-3.0, 3.0).view(2, 3),)),
    (tensor_setitem, (torch.arange(6.0).view(3, 2),)),
    (calls_other_function, (torch.ones(2),)),
    (type_comment, (torch.ones(2), 3)),
    (scalar_tensor_promotion, (torch.tensor([0.25, 0.75]), 2, 1.5)),
    (dict_items, ({"ab": 2, "c": 5},)),
    (int_keyed_dict, ({1: 0.5, 3: 2.0},)),
    (math_and_builtins, (2.0, 7)),
    (iterate_string, ("hey",)),
    (varargs_sizes, (torch.arange(6.0).view(2, 3),)),
    (torch_functions, (torch.tensor([[1.0, -2.0], [3.0, 4.0]]),)),
    (optional_default, ()),
    (optional_default, (torch.tensor(3.0),)),
    (return_from_loop, ([3, 5, 7], 7)),
    (return_from_loop, ([1], 2)),
    (return_from_nested_loops, (2,)),
    (return_from_nested_loops, (5,)),
    (return_tensor_from_loop, (torch.tensor([[1.0, 2.0], [-3.0, 1.0]]),)),
    (return_tensor_from_loop, (torch.ones(2, 2),)),
    (return_optional_from_loop, ([0.5, 2.5],)),
    (return_optional_from_loop, ([0.1],)),
]


def _same(a, b):
    if isinstance(a, torch.Tensor):
        assert isinstance(b, torch.Tensor)
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a.numpy(), b.numpy())
    elif isinstance(b, torch.Size):  # TorchScript sizes are List[int], as in PyTorch
        assert a == list(b)
    elif isinstance(a, list | tuple):
        assert type(a) is type(b) and len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            _same(x, y)
    elif isinstance(a, dict):
        assert a.keys() == b.keys()
        for k in a:
            _same(a[k], b[k])
    else:
        assert type(a) is type(b) and a == b


@pytest.mark.parametrize(
    ("fn", "args"), CASES, ids=[f"{c[0].__name__}-{i}" for i, c in enumerate(CASES)]
)
def test_scripted_equals_eager(fn, args):
    scripted = jit.script(fn)
    _same(scripted(*args), fn(*args))


def test_size_is_a_list_in_script():
    assert jit.script(tensor_methods_and_indexing)(torch.ones(2, 3))[3] == [2, 3]


def test_raise_in_script_raises_jit_error():
    scripted = jit.script(raises_value_error)
    with pytest.raises(jit.Error, match="builtins.ValueError: negative input"):
        scripted(-1)


def test_assert_failure_raises_assertion_message():
    scripted = jit.script(assert_refinement)
    with pytest.raises(jit.Error, match="builtins.AssertionError: x must be given"):
        scripted(None)


def test_script_function_object():
    scripted = jit.script(optional_refinement)
    assert scripted.schema == "optional_refinement(Tensor? x, int[] items) -> Tensor"
    assert scripted.name == "optional_refinement"
    assert scripted.qualified_name.endswith("optional_refinement")
    assert jit.script(optional_refinement) is scripted  # compiled once per function
    assert jit.script(_helper).schema == "_helper(Tensor x, float scale=2.0) -> Tensor"


def test_keyword_and_default_arguments_at_call():
    scripted = jit.script(_helper)
    x = torch.ones(2)
    _same(scripted(x, scale=4.0), _helper(x, scale=4.0))
    _same(scripted(x), _helper(x))


def test_wrong_argument_type_at_call():
    with pytest.raises(RuntimeError, match="Expected a value of type 'int' for argument 'n'"):
        jit.script(loop_and_branch)(torch.ones(2), 2.5)


def test_calls_appear_as_call_function_then_inline():
    scripted = jit.script(calls_other_function)
    text = scripted.graph.str(False)
    assert text.count("prim::CallFunction") == 3
    assert 'prim::Constant[name="_helper"]()' in text
    inlined = scripted.inlined_graph.str(False)
    assert "prim::CallFunction" not in inlined
    assert inlined.count("aten::mul") == 3


def test_ignored_function_runs_in_python():
    calls = []

    @jit.ignore
    def side(x):
        calls.append(1)
        return x + 100

    def uses_side(x):
        return side(x) * 2

    scripted = jit.script(uses_side)
    assert "prim::PythonOp" in scripted.graph.str(False)
    _same(scripted(torch.ones(2)), torch.full([2], 202.0))
    assert calls == [1]


def test_annotate_empty_list_and_is_scripting():
    def fn(n: int) -> List[float]:
        out = jit.annotate(List[float], [])
        if jit.is_scripting():
            out.append(float(n))
        return out

    assert jit.script(fn)(3) == [3.0]
    assert fn(3) == []


def test_code_of_loops_and_branches():
    # character for character what PyTorch 2.15 prints for the same function
    assert jit.script(loop_and_branch).code == (
        "def loop_and_branch(x: Tensor,\n"
        "    n: int) -> Tuple[Tensor, List[int], int]:\n"
        "  y = x\n"
        "  for i in range(n):\n"
        "    if torch.eq(torch.remainder(i, 2), 0):\n"
        "      y0 = torch.mul(y, 2)\n"
        "    else:\n"
        "      _0 = torch.eq(torch.remainder(i, 3), 0)\n"
        "      if _0:\n"
        "        y1 = torch.sub(y, 3)\n"
        "      else:\n"
        "        y1 = torch.add(y, 1)\n"
        "      y0 = y1\n"
        "    y = y0\n"
        "  n0 = n\n"
        "  _1 = torch.gt(n, 0)\n"
        "  while _1:\n"
        "    n1 = torch.sub(n0, 1)\n"
        "    _1, n0 = torch.gt(n1, 0), n1\n"
        "  return (y, [1, 2], n0)\n"
    )


def test_code_of_optional_refinement():
    assert jit.script(optional_refinement).code == (
        "def optional_refinement(x: Optional[Tensor],\n"
        "    items: List[int]) -> Tensor:\n"
        "  if torch.__isnot__(x, None):\n"
        "    x0 = unchecked_cast(Tensor, x)\n"
        "    _1 = torch.add(torch.sum(x0), torch.len(items))\n"
        "    _0 = _1\n"
        "  else:\n"
        "    _0 = torch.zeros([1])\n"
        "  return _0\n"
    )


def test_long_inline_expressions_get_their_own_line():
    def long_chain(x, y):
        return torch.relu(torch.tanh(torch.sigmoid(torch.neg(torch.abs(x)))))

    assert jit.script(long_chain).code == (
        "def long_chain(x: Tensor,\n"
        "    y: Tensor) -> Tensor:\n"
        "  _0 = torch.sigmoid(torch.neg(torch.abs(x)))\n"
        "  return torch.relu(torch.tanh(_0))\n"
    )


def test_return_from_loop_graph_and_code():
    scripted = jit.script(return_from_loop)
    text = scripted.graph.str(False)
    assert "$" not in text and "prim::Uninitialized()" in text
    assert ": bool, %" in text  # the loop carries a returned flag and the value
    assert scripted.code == (
        "def return_from_loop(xs: List[int],\n"
        "    target: int) -> int:\n"
        "  _0 = uninitialized(int)\n"
        "  _1, _2 = False, _0\n"
        "  _3 = True\n"
        "  for i in range(torch.len(xs)):\n"
        "    if not _3:\n"
        "      break\n"
        "    _6 = torch.eq(torch.__getitem__(xs, i), target)\n"
        "    if _6:\n"
        "      _3, _4, _5 = False, True, i\n"
        "    else:\n"
        "      _3, _4, _5 = True, _1, _2\n"
        "    _1, _2 = _4, _5\n"
        "  if _1:\n"
        "    _7 = _2\n"
        "  else:\n"
        "    _7 = -1\n"
        "  return _7\n"
    )


def test_printed_code_compiles_back():
    """``.code`` is TorchScript: compiled again (as ``jit.load`` does) it computes the same."""
    import ast
    import builtins

    import glasstorch
    from glasstorch.jit._interpreter import run
    from glasstorch.jit.frontend import compile_function_def
    from glasstorch.jit.frontend.sugared_value import BuiltinFunction, SpecialForm, SugaredValue

    class Ops(SugaredValue):
        def attr(self, em, loc, name):
            return BuiltinFunction(f"aten::{name}")

    specials = {"uninitialized", "unchecked_cast"}

    def resolver(name):
        if name == "torch":
            return Ops()
        if name in specials:
            return SpecialForm(name)
        # Python's builtins first, as jit.load resolves them (glasstorch has a range too)
        return getattr(builtins, name) if hasattr(builtins, name) else getattr(glasstorch, name)

    for fn, args in [(return_from_loop, ([3, 5, 7], 7)), (optional_refinement, (None, [1]))]:
        code = jit.script(fn).code
        graph = compile_function_def(
            ast.parse(code).body[0], self_type=None, resolver=resolver, source=code
        )
        _same(run(graph, list(args))[0], fn(*args))


def to_devices_and_dtypes(x, other):
    y = x.to(torch.device("cpu"))
    z = y.to(x.device, torch.float64)
    w = x.to(other)
    return z * 2 + x.to(torch.float64), w, x.to(x.dtype) is x


def test_tensor_to_with_devices_and_dtypes():
    """``Tensor.to``: a dtype is a ScalarType code in TorchScript (``torch.float64`` is 7),
    a device is a constant made by ``torch.device``; the code prints as PyTorch's."""
    x, other = torch.tensor([1.0, 2.0, 3.0]), torch.zeros(2, dtype=torch.int64)
    scripted = jit.script(to_devices_and_dtypes)
    got, want = scripted(x, other), to_devices_and_dtypes(x, other)
    assert got[0].dtype is torch.float64 and got[0].tolist() == want[0].tolist()
    assert got[1].dtype is torch.int64 and got[1].tolist() == [1, 2, 3]
    assert got[2] is True
    code = scripted.code
    assert 'torch.to(x, torch.device("cpu"))' in code
    assert "torch.to(y, ops.prim.device(x), 7)" in code


def dtypes_as_codes(x):
    zeros = torch.zeros([2], dtype=x.dtype)
    same = x.dtype == torch.float32
    return zeros, same, torch.ones([2], dtype=torch.int64).sum(dtype=torch.float64)


def test_dtypes_are_scalar_type_codes_everywhere():
    """``x.dtype`` is an int in TorchScript, as PyTorch's ``prim::dtype``: it compares with
    ``torch.float32`` and passes through operators' ScalarType arguments."""
    x = torch.ones(3)
    zeros, same, total = jit.script(dtypes_as_codes)(x)
    assert zeros.dtype is torch.float32 and zeros.tolist() == [0.0, 0.0]
    assert same is True
    assert total.dtype is torch.float64 and total.item() == 2.0
    assert jit.script(dtypes_as_codes)(x.double())[1] is False
