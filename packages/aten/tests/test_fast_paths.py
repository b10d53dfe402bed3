"""The hot-path shortcuts give exactly what the general code gives.

Argument binding for tensor-only calls, type promotion of a tensor beside a Python number,
numpy's floating-point warnings, and the modules kernels import on first use.
"""

from __future__ import annotations

import subprocess
import sys

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten import python_arg_fast_paths as fast_paths
from glasstorch.aten import python_arg_parser as pap
from glasstorch.aten._generated import ops
from glasstorch.aten.native.fp_errors import ignore_fp_errors
from glasstorch.aten.native.tensor_iterator import _general_pointwise_meta, binary_meta
from glasstorch.c10.core import scalar_type as st


def _resolve_slowly(parser: pap.PythonArgParser, args: tuple) -> object:
    """The overload full resolution binds ``args`` to (the fast table bypassed)."""
    for lenient in (False, True):
        for sig in parser._signatures:
            try:
                sig.bind(args, {}, lenient, parser.method)  # binds, then calls the overload
            except pap._NoMatch:
                continue
            except Exception:  # noqa: BLE001 - bound; the operator itself refused the values
                pass
            return sig.op
    raise AssertionError("no overload")


def _parsers() -> list[pap.PythonArgParser]:
    """Every generated parser, with its signatures and fast tables built."""
    from glasstorch.aten._generated import functions, tensor_methods

    found = []
    for module in (functions, tensor_methods):
        for value in vars(module).values():
            if isinstance(value, pap.PythonArgParser):
                value.signatures()
                found.append(value)
    return found


class _Bound(Exception):  # noqa: N818 - not an error: how a recorded call reports back
    """Raised by a recording overload in place of running the operator."""

    def __init__(self, op: object, values: tuple) -> None:
        super().__init__()
        self.op, self.values = op, values


class _Recording:
    """Stands in for an overload: records what it was called with."""

    def __init__(self, op: object) -> None:
        self.op = op

    def call(self, *values: object) -> object:
        raise _Bound(self.op, values)


def _bound(parser: pap.PythonArgParser, args: tuple) -> tuple[object, tuple]:
    """The overload ``parser`` calls for ``args`` and what it passes (recorders in place)."""
    try:
        _call(parser, args)
    except _Bound as bound:
        return bound.op, bound.values
    raise AssertionError("no overload was called")


@pytest.mark.filterwarnings("ignore::UserWarning")  # some overloads warn on these values
def test_tensor_only_calls_bind_the_overload_full_resolution_picks() -> None:
    """Every parser's fast table agrees with full resolution on tensors of any shape."""
    shapes = [(), (1,), (3,), (2, 3)]
    checked = 0
    for parser in _parsers():
        for n, (sig, defaults) in parser._tensor_calls.items():
            for shape in shapes:
                args = tuple(at.ones(shape) for _ in range(n))
                assert _resolve_slowly(parser, args) is sig.op, (parser.name, n, shape)
                assert len(defaults) == len(sig.params) - n
                checked += 1
    assert checked > 300


def _fast_and_general(parser: pap.PythonArgParser, args: tuple) -> tuple[tuple, tuple]:
    """What ``parser`` binds ``args`` to with its fast tables, and without them."""
    fast = _bound(parser, args)
    tables = parser._tensor_calls, parser._int_calls, parser._int_list_call
    parser._tensor_calls, parser._int_calls, parser._int_list_call = {}, {}, None
    try:
        general = _bound(parser, args)
    finally:
        parser._tensor_calls, parser._int_calls, parser._int_list_call = tables
    return fast, general


def _check_calls(calls: object) -> int:
    """For each parser with a fast entry, ``calls(parser)`` gives argument tuples; each must
    bind to the overload and converted arguments the general binding gives (overloads
    replaced by recorders, so nothing runs). Returns the number checked."""
    checked = 0
    for parser in _parsers():
        samples = calls(parser)
        if not samples:
            continue
        saved = [(sig, sig.op) for sig in parser._signatures]
        try:
            for sig, op in saved:
                sig.op = _Recording(op)
            for args in samples:
                fast, general = _fast_and_general(parser, args)
                assert fast[0] is general[0], (parser.name, args[1:])
                assert fast[1][0] is general[1][0] is args[0]
                assert fast[1][1:] == general[1][1:], (parser.name, args[1:])
                assert [type(v) for v in fast[1]] == [type(v) for v in general[1]]
                checked += 1
        finally:
            for sig, op in saved:
                sig.op = op
    return checked


def test_calls_of_a_tensor_and_ints_bind_as_full_resolution_does() -> None:
    """A tensor then plain ints (``x.view(4, 4)``, ``x.transpose(0, 1)``, ``x.sum(0)``)."""
    samples = [0, 1, -1, 3]

    def calls(parser: pap.PythonArgParser) -> list[tuple]:
        return [
            (at.ones(2, 3), *(samples[(start + i) % len(samples)] for i in range(n - 1)))
            for n in parser._int_calls
            for start in range(len(samples))
        ]

    assert _check_calls(calls) > 500


def test_calls_of_a_tensor_and_an_int_sequence_bind_as_full_resolution_does() -> None:
    """A tensor then one tuple, list or Size of plain ints (``x.view((4, 4))``,
    ``x.reshape(y.shape)``, ``x.permute([1, 0])``), empty ones included."""
    values = [(), (0,), (1, 0), (-1, 3), [2, 3], [0], at.Size([3, 2]), at.Size([])]

    def calls(parser: pap.PythonArgParser) -> list[tuple]:
        if parser._int_list_call is None:
            return []
        return [(at.ones(2, 3), v) for v in values]

    assert _check_calls(calls) > 200


class _FakeOp:
    def __init__(self, schema: str) -> None:
        self.schema_str = schema


@pytest.mark.parametrize(
    ("schemas", "chosen"),
    [
        (["f(Tensor self, int[] size) -> Tensor"], 0),
        (["f(Tensor self, ScalarType dtype) -> Tensor", "f.a(Tensor self, int[] s) -> Tensor"], 1),
        (["f(Tensor self) -> Tensor", "f.a(Tensor self, int[1] dim, bool k=False) -> Tensor"], 1),
        (["f(Tensor self, int[] s, int n) -> Tensor", "f.a(Tensor self, int[] s) -> Tensor"], 1),
        # An empty tuple is a Tensor[]; ints become floats: left to the general binding.
        (["f(Tensor self, Tensor[] ts) -> Tensor", "f.a(Tensor self, int[] s) -> Tensor"], None),
        (["f(Tensor self, float[] s) -> Tensor", "f.a(Tensor self, int[] s) -> Tensor"], None),
        (["f(Scalar self, int[] s) -> Tensor"], None),  # a Tensor as Scalar must be 0-dim
        (["f(Tensor self, int n) -> Tensor"], None),
    ],
)
def test_int_sequence_entry_follows_the_strict_pass(schemas: list[str], chosen: int | None) -> None:
    signatures = [pap.PythonSignature(_FakeOp(s), None, method=True) for s in schemas]
    call = fast_paths.int_list_fast_path(signatures)
    if chosen is None:
        assert call is None
    else:
        assert call is not None and call.sig is signatures[chosen] and call.spread
        assert call.defaults == tuple(p.default for p in signatures[chosen].params[2:])


def _call(parser: pap.PythonArgParser, args: tuple) -> object:
    return parser(args[0], args[1:], {}) if parser.method else parser(args, {})


def test_int_tables_name_the_common_view_and_reduction_calls() -> None:
    from glasstorch.aten._generated import tensor_methods as tm

    _parsers()
    view = tm._m_view._int_calls
    assert all(view[n].spread and view[n].sig.op is ops.view for n in range(2, 10))
    assert tm._m_transpose._int_calls[3].sig.op is ops.transpose_int
    summed = tm._m_sum._int_calls[2]
    assert summed.sig.op is ops.sum_dim_IntList and summed.sizes == (1,)
    assert summed.sized_values((None, 0)) == (None, (0,), False, None)
    # bool is an int to Python, not to the binder (nor to PyTorch's): the general path
    # refuses it
    x = at.arange(6.0).view(2, 3)
    assert x.sum(1).tolist() == [3.0, 12.0]
    with pytest.raises(TypeError, match="invalid combination of arguments"):
        x.sum(True)


def test_a_list_where_a_dtype_could_go_is_refused_with_the_parsers_message() -> None:
    # view(SymInt[] size) refuses floats; view.dtype(ScalarType) must refuse the list, not
    # fail on hashing it
    with pytest.raises(TypeError, match=r"view\(\) received an invalid combination"):
        at.ones(4).view([1.5, 2])
    np.testing.assert_array_equal(at.arange(6).view([3, 2]).numpy(), np.arange(6).reshape(3, 2))
    np.testing.assert_array_equal(
        at.arange(6).reshape(at.Size([2, 3])).permute((1, 0)).numpy(),
        np.arange(6).reshape(2, 3).T,
    )


def test_a_list_of_optional_tensors_is_itself_required() -> None:
    """``Tensor?[] indices``: its elements may be None, the list may not."""
    x = at.arange(6.0).view(2, 3)
    with pytest.raises(TypeError, match=r"index\(\) received an invalid combination"):
        at.index(x, None)
    picked = at.index(x, [None, at.tensor([0, 2])])
    np.testing.assert_array_equal(picked.numpy(), np.arange(6.0).reshape(2, 3)[:, [0, 2]])


def test_fast_calls_match_numpy() -> None:
    x = at.tensor([[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], dtype=st.float64)
    y = at.tensor([2.0, 0.25, -3.0], dtype=st.float64)
    np.testing.assert_allclose(x.sum().item(), x.numpy().sum())
    np.testing.assert_allclose(at.add(x, y).numpy(), x.numpy() + y.numpy())
    np.testing.assert_allclose(x.neg().numpy(), -x.numpy())
    np.testing.assert_allclose(x.expand(4, 2, 3).numpy()[3], x.numpy())
    np.testing.assert_allclose(x.view(3, 2).numpy(), x.numpy().reshape(3, 2))
    np.testing.assert_allclose(x.transpose(0, 1).numpy(), x.numpy().T)
    np.testing.assert_allclose(x.sum(0).numpy(), x.numpy().sum(0))
    np.testing.assert_allclose(at.sum(x, 1).numpy(), x.numpy().sum(1))
    np.testing.assert_allclose(x.permute(1, 0).reshape(6).numpy(), x.numpy().T.reshape(6))
    values, indices = x.max(1)  # named returns survive the fast path
    assert x.max(1).values.tolist() == values.tolist() == [3.0, 4.0]
    assert indices.tolist() == [2, 1]


@pytest.mark.parametrize(
    ("dtype", "number", "expected"),
    [
        (st.float32, 2.5, st.float32),
        (st.float16, 2.5, st.float16),
        (st.int32, 3, st.int32),
        (st.int32, 2.5, st.float32),  # the number's category is higher
        (st.bool_, True, st.bool_),
        (st.bool_, 2, st.int64),
        (st.uint8, 300, st.uint8),
        (st.float32, 1 + 2j, st.complex64),
        (st.complex64, 2.0, st.complex64),
    ],
)
def test_tensor_beside_a_number_promotes_as_in_general(dtype, number, expected) -> None:
    t = at.ones(3, dtype=dtype)
    w = at._runtime.wrap_scalar(number)
    for pair in ((t, w), (w, t)):
        fast = binary_meta(*pair)
        general = _general_pointwise_meta(pair, None, False)
        assert (fast.sizes, fast.dtype, fast.device) == (
            general.sizes,
            general.dtype,
            general.device,
        )
        assert fast.dtype is expected
    assert (t * number).dtype is expected and (number * t).dtype is expected


def test_tensor_beside_a_number_computes_in_the_tensors_dtype() -> None:
    t = at.tensor([1.0, 2.0, 3.0], dtype=st.float16)
    r = t * 0.1
    assert r.dtype is st.float16
    np.testing.assert_array_equal(r.numpy(), t.numpy() * np.float16(0.1))
    i = at.tensor([250, 3], dtype=st.uint8)
    assert (i + 10).tolist() == [4, 13]  # wraps around as uint8, as in PyTorch


_NO_WARNINGS = """
import warnings
import numpy as np
import glasstorch.aten as at
from glasstorch.c10.core import scalar_type as st

before = np.geterr()
x = at.tensor([1.0, 0.0, -1.0])
big = at.tensor([3e38], dtype=st.float32)
with warnings.catch_warnings(record=True) as caught:  # the filters in force, recorded
    assert (x / 0).tolist()[0] == float("inf")
    assert np.isnan(x.log().tolist()[2])
    assert (big * 10).tolist() == [float("inf")]
    assert (big - big * -10).tolist() == [float("inf")]
    assert big.sum(dtype=st.float32).item() == float(np.float32(3e38))
assert not caught, [str(w.message) for w in caught]
assert np.geterr() == before
with warnings.catch_warnings(record=True) as caught:  # numpy outside glasstorch still warns
    np.float32(3e38) * np.float32(10)
assert caught
print("ok")
"""


def test_kernels_never_warn_and_leave_numpys_state_alone() -> None:
    # A fresh interpreter: pytest installs warning filters of its own.
    result = subprocess.run([sys.executable, "-c", _NO_WARNINGS], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr
    before = np.geterr()
    with ignore_fp_errors():
        with ignore_fp_errors():  # nests
            assert np.geterr()["divide"] == "ignore"
        assert np.geterr()["invalid"] == "ignore"
    assert np.geterr() == before


def test_generated_ops_resolve_lazily() -> None:
    from glasstorch.aten.native._lazy import LazyModule

    lazy = LazyModule("glasstorch.aten._generated.ops")
    assert lazy.add_Tensor is ops.add_Tensor
    assert "add_Tensor" in vars(lazy)  # copied: later reads are plain attribute reads


def test_scipy_special_is_imported_on_first_use() -> None:
    code = (
        "import sys, glasstorch as t\n"
        "assert 'scipy.special' not in sys.modules\n"
        "print(t.sigmoid(t.tensor([0.0])).item())\n"
        "assert 'scipy.special' in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "0.5"


def _python_calls(fn: object, repeat: int = 50) -> float:
    """Python-level function calls per call of ``fn`` (C functions not counted)."""
    count = 0

    def profiler(frame: object, event: str, arg: object) -> None:
        nonlocal count
        if event == "call":
            count += 1

    fn()  # warm caches (lazy modules, dispatch tables, fast paths)
    sys.setprofile(profiler)
    try:
        for _ in range(repeat):
            fn()
    finally:
        sys.setprofile(None)
    return count / repeat


def test_the_hot_path_stays_short() -> None:
    """A structural guard, not a timing: ``a + b`` on plain tensors runs a fixed, small
    number of Python functions (14, and 14 for ``a.add_(b)``, the benchmark's lambda
    included; 15 and 17 before the in-place check and version bump became one call each).
    A change that adds a layer to every operator call shows up here."""
    a, b = at.ones(16), at.ones(16)
    assert _python_calls(lambda: a + b) <= 16
    assert _python_calls(lambda: a.add_(b)) <= 16
