"""A corpus of small programs: each compiled result must equal eager (outputs, in-place
updates of inputs, printed side effects), with the expected numbers of graphs and graph
breaks, and a second call with the same inputs must hit the cache."""

from __future__ import annotations

import contextlib
import io
import math
import operator
from collections.abc import Callable
from typing import Any

import glasstorch as torch
import glasstorch.nn as nn
import pytest
from glasstorch._dynamo.testing import CompileCounter, assert_same, clone_inputs

SCALE = 3
OFFSET = torch.ones(4)
OPS = {"sin": torch.sin, "cos": torch.cos}


def r(*shape: int) -> torch.Tensor:
    return torch.randn(*shape)


# -- helpers the programs call --------------------------------------------------------------
def helper(t, k=2):
    return t * k


def power(t, n):
    return t if n == 0 else power(t, n - 1) * t


def make_adder(k):
    def add_k(t):
        return t + k

    return add_k


def noisy(t):
    print("inside helper")
    return t * 3


def first_of(xs):
    return xs[0]


# -- straight-line programs (one graph, no break) -------------------------------------------
def add_mul(x, y):
    return x * 2 + y


def seed_cos_sin(x, y):
    a = torch.cos(x)
    b = torch.sin(y)
    return a + b


def toy_example(a, b):
    a *= 10
    b = b + 1
    return b


def method_chain(x):
    return x.relu().exp().sum(0)


def torch_kwargs(x):
    return torch.sum(x, dim=1, keepdim=True) + torch.mean(x, 0)


def matmul_op(x, y):
    return x @ y.T


def shape_arith(x):
    n = x.shape[0] * x.shape[1]
    return x.reshape(n // 2, -1) + x.size(1) + x.ndim


def transposes(x):
    return x.T + x.t() + x.transpose(0, 1)


def slicing(x):
    return x[1:, ::2].sum() + x[None, 0].sum() + x[..., 1].sum() + x[-1]


def setitem_clone(x):
    y = x.clone()
    y[0] = 5.0
    y[:, 1] = y[:, 2]
    return y


def unary(x):
    return -x + abs(x) + (~(x > 0)).float()


def compare_mask(x):
    return (x > 0).float() * x + (x <= 0).to(x.dtype)


def const_arith(x):
    scale = 2**3 // 3 + len("abc") % 2
    return x * scale - 1.5


def fstring_const(x):
    name = f"layer{3}_{'a'}"
    return x + len(name)


def global_tensor(x):
    return x + OFFSET


def global_const(x):
    return x * SCALE


def nested_helper(x):
    return helper(helper(x), k=3)


def recursive(x):
    return power(x, 3)


def closure_make(x):
    return make_adder(5)(x)


def default_args(x, alpha=0.5, beta=None):
    y = x * alpha
    if beta is not None:
        y = y + beta
    return y


def star_args(*ts):
    total = ts[0]
    for t in ts[1:]:
        total = total + t
    return total


def star_kwargs(x, **opts):
    return x * opts["scale"] + opts.get("shift", 0)


def star_kwargs_caller(x):
    return star_kwargs(x, scale=2) + star_kwargs(x, scale=3, shift=1)


def call_unpack(x, y):
    pair = (x, y)
    opts = {"k": 3}
    return helper(*pair[:1], **opts) + helper(pair[1], *[4])


def lambda_fn(x):
    f = lambda t: t * 2  # noqa: E731
    return f(x) + f(1)


def listcomp(x):
    parts = [x * i for i in range(3) if i != 1]
    return torch.stack(parts)


def dictcomp(x):
    d = {f"k{i}": x + i for i in range(2)}
    return d["k0"] * d["k1"]


def tuple_unpack(x):
    a, b = x.chunk(2)
    return b - a


def star_unpack(xs):
    first, *rest = xs
    return first + sum(rest)


def zip_enumerate(xs, ys):
    out = 0
    for i, (a, b) in enumerate(zip(xs, ys, strict=True)):
        out = out + a * b * i
    return out


def range_loop(x):
    for i in range(4):
        x = x + i
    return x


def while_loop(x):
    i = 0
    while i < 3:
        x = x * 2
        i += 1
    return x


def dict_loop(d):
    total = 0
    for k, v in d.items():
        total = total + v * len(k)
    return total


def containers_out(x, y):
    return {"a": x, "b": [y, x + 1], "c": (x * y,)}


def isinstance_checks(x, n):
    if isinstance(x, torch.Tensor) and isinstance(n, int) and not isinstance(n, bool):
        return x * n
    return x


def builtins_consts(x):
    return x * max(x.shape) + min(3, 4) + len([1, 2])


def operator_module(x, y):
    return operator.add(x, y) * operator.mul(2, 3)


def math_module(q, k):
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])


def getattr_dispatch(x):
    return OPS["sin"](x) + torch.cos(x)


def no_grad_block(x):
    with torch.no_grad():
        y = x * 2
    return y + x


def enable_grad_inside(x):
    with torch.no_grad():
        with torch.enable_grad():
            y = x * 2
        z = x * 3
    return y, z


def grad_enabled_branch(x):
    if torch.is_grad_enabled():
        return x + 1
    return x - 1


def inplace_input(x):
    x.add_(1)
    x.mul_(2)
    return x.sum()


def inplace_list(xs):
    xs[0].add_(1)
    return xs[1] * 2


def dtype_convert(x):
    return x.to(torch.float64) + x.float().double() + x.long().double()


def factories(x):
    return torch.zeros_like(x) + torch.ones(4) + torch.arange(4).float() + torch.full((4,), 2.0)


def promote_int(x, i):
    return x + i * 2


def cat_stack(xs):
    return torch.cat(xs, dim=0) + torch.stack(xs).sum(0).repeat(len(xs))


def flag_branch(x, flag=True):
    if flag:
        return x + 1
    return x - 1


def shape_branch(x):
    if x.shape[0] > 2:
        return x[:2]
    return x


def softmax_attention(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.size(-1))
    return torch.softmax(scores, dim=-1) @ v


def try_no_raise(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y


def assert_shape(x):
    assert x.shape[0] == 4, "bad shape"
    return x * 2


def reversed_sorted(x):
    out = x
    for i in reversed(sorted([3, 1, 2])):
        out = out * i
    return out


def list_methods(x):
    lst = []
    lst.append(x)
    lst.extend([x + 1, x + 2])
    lst.insert(0, x * 0)
    last = lst.pop()
    return sum(lst) + last


def named_tuple_results(x):
    return x.max(dim=0).values + torch.max(x, 1)[1].sum()


def set_literal(x):
    s = {1, 2, 3}
    return x * (2 in s) + len(s | {4})


def nonlocal_closure(x):
    total = x

    def inc():
        nonlocal total
        total = total + 1

    inc()
    inc()
    return total


def iterate_tensor_rows(x):
    y = x
    for i, row in enumerate(x):
        y = y + row * i
    return y


def mask_assign(x):
    y = x.clone()
    y += 1
    y[y > 1] = 0
    return y


def generator_next(x):
    g = (t for t in [x, x + 1])
    return next(g) + next(g)


def fstring_format_spec(x):
    return f"{x.shape[0]:03d}-{x.dtype}", x.size()


def walrus_chained(x):
    if (n := x.shape[0]) > 2 and 1 < n <= 5:
        return x * n
    return x


def class_in_function(x):
    class Scale:
        k = 2

    return x * Scale.k


# -- modules -------------------------------------------------------------------------------
class MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 2)
        self.scale = 0.5

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x))) * self.scale


class WithSequential(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 3))

    def forward(self, x):
        return self.body(x)


class WithModuleList(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])

    def forward(self, x):
        for layer in self.layers:
            x = x + layer(x)
        return x


class WithMethod(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def helper(self, x):
        return self.lin(x) * 2

    def forward(self, x):
        return self.helper(x) + self.helper(-x)


class WithDropout(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(self.lin(x))


class WithBuffer(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("mean", torch.ones(4))

    def forward(self, x):
        return x - self.mean


class WithNoGrad(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        with torch.no_grad():
            target = self.lin(x)
        return (self.lin(x) - target).pow(2).mean()


class NameClash(nn.Module):
    """``self.fc1.weight`` and ``self.fc1_weight`` must stay two graph attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(4, 4)
        self.fc1_weight = nn.Parameter(torch.ones(4, 4) * 5)

    def forward(self, x):
        return self.fc1(x) + x @ self.fc1_weight


class Nested(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inner = MLP()
        self.out = nn.Linear(2, 1)

    def forward(self, x):
        return self.out(self.inner(x))


# -- graph breaks --------------------------------------------------------------------------
def break_print(x):
    y = x * 2
    print("side effect", 1)
    return y + 1


def break_item(x):
    s = x.sum().item()
    return x * s


def break_tolist(x):
    values = x.tolist()
    return x + len(values)


def break_numpy(x):
    arr = x.numpy()
    return x * float(arr.shape[0])


def break_data_if(x):
    y = x.cos()
    if y.sum() > 0:
        return y + 1
    return y - 1


def break_in_helper(x):
    y = x + 1
    z = noisy(y)
    return z - 1


def break_twice(x):
    a = x * 2
    print("one")
    b = a + 1
    print("two")
    return b * 3


def break_live_stack(x):
    return torch.relu(x) + helper(first_of([x.sum().item()]), k=2)


def break_nested_args(x):
    return torch.full((2,), x.max().item()) * 2


def break_list_mutation(x, log):
    log.append("called")
    return x + len(log)


def break_unknown_call(x):
    n = id(x) % 1 + 1
    return x * n


def break_global_store(x):
    global SCALE
    SCALE = SCALE + 0
    return x * SCALE


class BreakSetattr(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def forward(self, x):
        y = x + 1
        self.calls = 1
        return y * 2


def break_in_no_grad(x):
    y = x * 2
    with torch.no_grad():
        z = y + 1
        print("grad enabled:", torch.is_grad_enabled())
        w = z * 3
    return w + y, torch.is_grad_enabled()


def break_tensor_grad(x):
    y = x * 2
    g = x.grad
    return y + (0 if g is None else g)


def break_data_loop(x):
    while x.sum() < 10:
        x = x + 1
    return x


def break_import(x):
    import math as m

    return x * m.pi


def generator_expression(x):
    return sum(t * 2 for t in (x, x))


Case = tuple[Callable[..., Any], Callable[[], tuple[Any, ...]], int, int]
CASES: list[Case] = [
    (add_mul, lambda: (r(4), r(4)), 1, 0),
    (seed_cos_sin, lambda: (r(10), r(10)), 1, 0),
    (toy_example, lambda: (r(10), r(10)), 1, 0),
    (method_chain, lambda: (r(3, 4),), 1, 0),
    (torch_kwargs, lambda: (r(4, 4),), 1, 0),
    (matmul_op, lambda: (r(3, 4), r(5, 4)), 1, 0),
    (shape_arith, lambda: (r(4, 6),), 1, 0),
    (transposes, lambda: (r(3, 3),), 1, 0),
    (slicing, lambda: (r(4, 4),), 1, 0),
    (setitem_clone, lambda: (r(4, 4),), 1, 0),
    (unary, lambda: (r(4),), 1, 0),
    (compare_mask, lambda: (r(4),), 1, 0),
    (const_arith, lambda: (r(4),), 1, 0),
    (fstring_const, lambda: (r(4),), 1, 0),
    (global_tensor, lambda: (r(4),), 1, 0),
    (global_const, lambda: (r(4),), 1, 0),
    (nested_helper, lambda: (r(4),), 1, 0),
    (recursive, lambda: (r(4),), 1, 0),
    (closure_make, lambda: (r(4),), 1, 0),
    (default_args, lambda: (r(4),), 1, 0),
    (star_args, lambda: (r(4), r(4), r(4)), 1, 0),
    (star_kwargs_caller, lambda: (r(4),), 1, 0),
    (call_unpack, lambda: (r(4), r(4)), 1, 0),
    (lambda_fn, lambda: (r(4),), 1, 0),
    (listcomp, lambda: (r(4),), 1, 0),
    (dictcomp, lambda: (r(4),), 1, 0),
    (tuple_unpack, lambda: (r(4, 2),), 1, 0),
    (star_unpack, lambda: ([r(4), r(4), r(4)],), 1, 0),
    (zip_enumerate, lambda: ([r(4), r(4)], [r(4), r(4)]), 1, 0),
    (range_loop, lambda: (r(4),), 1, 0),
    (while_loop, lambda: (r(4),), 1, 0),
    (dict_loop, lambda: ({"a": r(4), "bb": r(4)},), 1, 0),
    (containers_out, lambda: (r(4), r(4)), 1, 0),
    (isinstance_checks, lambda: (r(4), 3), 1, 0),
    (builtins_consts, lambda: (r(4, 2),), 1, 0),
    (operator_module, lambda: (r(4), r(4)), 1, 0),
    (math_module, lambda: (r(2, 3, 8), r(2, 3, 8)), 1, 0),
    (getattr_dispatch, lambda: (r(4),), 1, 0),
    (no_grad_block, lambda: (r(4).requires_grad_(),), 1, 0),
    (enable_grad_inside, lambda: (r(4).requires_grad_(),), 1, 0),
    (grad_enabled_branch, lambda: (r(4),), 1, 0),
    (inplace_input, lambda: (r(4),), 1, 0),
    (inplace_list, lambda: ([r(4), r(4)],), 1, 0),
    (dtype_convert, lambda: (r(4),), 1, 0),
    (factories, lambda: (r(4),), 1, 0),
    (promote_int, lambda: (r(4), torch.arange(4)), 1, 0),
    (cat_stack, lambda: ([r(2), r(2)],), 1, 0),
    (flag_branch, lambda: (r(4),), 1, 0),
    (shape_branch, lambda: (r(4, 2),), 1, 0),
    (softmax_attention, lambda: (r(2, 4, 8), r(2, 4, 8), r(2, 4, 8)), 1, 0),
    (try_no_raise, lambda: (r(4),), 1, 0),
    (assert_shape, lambda: (r(4),), 1, 0),
    (reversed_sorted, lambda: (r(4),), 1, 0),
    (list_methods, lambda: (r(4),), 1, 0),
    (named_tuple_results, lambda: (r(3, 4),), 1, 0),
    (set_literal, lambda: (r(4),), 1, 0),
    (nonlocal_closure, lambda: (r(4),), 1, 0),
    (iterate_tensor_rows, lambda: (r(3, 4),), 1, 0),
    (mask_assign, lambda: (r(4),), 1, 0),
    (generator_next, lambda: (r(4),), 1, 0),
    (fstring_format_spec, lambda: (r(3, 4),), 0, 0),
    (walrus_chained, lambda: (r(3, 4),), 1, 0),
    (MLP().forward, lambda: (r(3, 4),), 1, 0),
    (WithSequential().forward, lambda: (r(3, 4),), 1, 0),
    (WithModuleList().forward, lambda: (r(3, 4),), 1, 0),
    (WithMethod().forward, lambda: (r(3, 4),), 1, 0),
    (WithDropout().eval().forward, lambda: (r(3, 4),), 1, 0),
    (WithBuffer().forward, lambda: (r(3, 4),), 1, 0),
    (WithNoGrad().forward, lambda: (r(3, 4),), 1, 0),
    (Nested().forward, lambda: (r(3, 4),), 1, 0),
    (NameClash().forward, lambda: (r(3, 4),), 1, 0),
    (nn.LSTM(4, 8, batch_first=True).forward, lambda: (r(2, 5, 4),), 1, 0),
    (nn.GRU(4, 8).forward, lambda: (r(5, 2, 4),), 1, 0),
    (nn.MultiheadAttention(8, 2, batch_first=True).forward, lambda: (r(2, 3, 8),) * 3, 1, 0),
    (
        nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True).forward,
        lambda: (r(2, 3, 8),),
        1,
        0,
    ),
    (
        nn.Sequential(nn.Embedding(10, 4), nn.LayerNorm(4)).forward,
        lambda: (torch.tensor([[1, 2], [3, 4]]),),
        1,
        0,
    ),
    (
        nn.Sequential(
            nn.Conv2d(1, 4, 3),
            nn.BatchNorm2d(4).eval(),
            nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
            nn.Flatten(),
        ).forward,
        lambda: (r(2, 1, 6, 6),),
        1,
        0,
    ),
    (break_print, lambda: (r(4),), 2, 1),
    (break_item, lambda: (r(4),), 2, 1),
    (break_tolist, lambda: (r(4),), 1, 1),
    (break_numpy, lambda: (r(4),), 1, 1),
    (break_data_if, lambda: (r(4),), 2, 1),
    (break_in_helper, lambda: (r(4),), 3, 2),
    (break_twice, lambda: (r(4),), 3, 2),
    (break_live_stack, lambda: (r(4),), 2, 1),
    (break_nested_args, lambda: (r(4),), 2, 1),
    (break_list_mutation, lambda: (r(4), []), 1, 1),
    (break_unknown_call, lambda: (r(4),), 1, 1),
    (break_global_store, lambda: (r(4),), 1, 1),
    (BreakSetattr().forward, lambda: (r(4),), 2, 1),
    (break_in_no_grad, lambda: (r(4).requires_grad_(),), 2, 1),
    (break_tensor_grad, lambda: (r(4).requires_grad_(),), 2, 1),
    (break_data_loop, lambda: (r(4),), 1, 2),
    (class_in_function, lambda: (r(4),), 0, 1),
    (break_import, lambda: (r(4),), 1, 1),
    (generator_expression, lambda: (r(4),), 1, 0),
]


RECOMPILE_ON_SECOND_CALL = {"break_list_mutation", "break_unknown_call"}


def _name(case: Case) -> str:
    fn = case[0]
    name = getattr(fn, "__qualname__", str(fn)).replace(".forward", "")
    return type(fn.__self__).__name__ if name == "Module._call_impl" else name


@pytest.mark.parametrize("case", CASES, ids=[_name(c) for c in CASES])
def test_corpus(case: Case, capsys: pytest.CaptureFixture[str]) -> None:
    fn, make_args, graphs, breaks = case
    args = make_args()
    eager_args = clone_inputs(args)
    expected = fn(*eager_args)
    eager_out = capsys.readouterr().out

    explained = torch._dynamo.explain(fn)(*clone_inputs(args))
    capsys.readouterr()
    assert (explained.graph_count, explained.graph_break_count) == (graphs, breaks), (
        explained.break_reasons
    )

    torch._dynamo.reset()
    counter = CompileCounter()
    compiled = torch._dynamo.optimize(counter)(fn)
    actual = compiled(*args)
    assert capsys.readouterr().out == eager_out
    assert_same(expected, actual)
    assert_same(eager_args, args)  # in-place updates of inputs happened the same way
    frames = counter.frame_count
    assert frames == graphs

    again_args = clone_inputs(eager_args)
    assert_same(fn(*clone_inputs(eager_args)), compiled(*again_args))
    # Same inputs: no recompilation, except where a Python value that reaches a resume
    # function differs on the second call (the log list has grown; id() is a new int).
    assert counter.frame_count == frames + (fn.__name__ in RECOMPILE_ON_SECOND_CALL)


def test_corpus_size() -> None:
    assert len(CASES) >= 60


@pytest.mark.parametrize("backend", ["aot_eager", "inductor"])
@pytest.mark.parametrize("case", CASES, ids=[_name(c) for c in CASES])
def test_corpus_through_compiling_backends(case: Case, backend: str) -> None:
    fn, make_args, _, _ = case
    if fn is mask_assign and backend == "aot_eager":  # AOT autograd traces y[mask] = 0
        pytest.skip("nonzero has a data-dependent shape: no meta kernel to trace through")
    args = make_args()
    eager_args = clone_inputs(args)
    expected = fn(*eager_args)
    with contextlib.redirect_stdout(io.StringIO()):
        actual = torch.compile(fn, backend=backend)(*args)
    assert_same(expected, actual)
    assert_same(eager_args, args)
