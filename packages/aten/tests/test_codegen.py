"""glasstorch.aten.codegen: the yaml model, its validation and the generated modules.

Most tests generate from ``codegen_fixtures/native_functions.yaml`` (kernel check skipped);
``test_committed_generated_files_are_up_to_date`` regenerates the real yaml and compares
it with the committed ``_generated/`` byte for byte.
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest
from glasstorch.aten.codegen import (
    DEFAULT_OUT,
    DEFAULT_YAML,
    HEADER,
    CodegenError,
    check_kernels,
    compare,
    generate,
    generate_from_yaml,
    parse_native_functions,
    write,
)
from glasstorch.aten.codegen.__main__ import main
from glasstorch.c10.core import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.dispatch import Dispatcher, Library, fallthrough_kernel

FIXTURE = Path(__file__).parent / "codegen_fixtures" / "native_functions.yaml"


@pytest.fixture(scope="module")
def files() -> dict[str, str]:
    return generate_from_yaml(FIXTURE)


def block(text: str, header: str) -> str:
    """The block of ``text`` starting at the line ``header`` (a def or class, at any depth)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == header.strip())
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent
    ):
        end += 1
    while not lines[end - 1].strip():
        end -= 1
    return "\n".join(line[indent:] for line in lines[start:end]) + "\n"


def expected(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


# -- generated text ----------------------------------------------------------------------------


def test_ops_class(files):
    assert block(files["ops.py"], "class add_Tensor:") == expected('''
        class add_Tensor:
            """aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

            name = "aten::add"
            overload_name = "Tensor"
            schema_str = "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
            entry: OperatorEntry  # bound by register_schemas

            @staticmethod
            def call(self, other, alpha=1):
                ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
                entry = add_Tensor.entry
                kernel = entry._cache.get(ks) or entry.lookup(ks)
                if kernel.with_keyset:
                    return kernel.fn(ks, self, other, alpha)
                return kernel.fn(self, other, alpha)

            @staticmethod
            def redispatch(ks, self, other, alpha=1):
                entry = add_Tensor.entry
                kernel = entry._cache.get(ks) or entry.lookup(ks)
                if kernel.with_keyset:
                    return kernel.fn(ks, self, other, alpha)
                return kernel.fn(self, other, alpha)
        ''')


def test_ops_out_class_keeps_schema_order_with_a_required_sentinel(files):
    text = block(files["ops.py"], "class add_out:")
    assert "    def call(self, other, alpha=1, out=_REQUIRED):\n" in text
    assert '            raise _missing("add.out", "out")\n' in text
    assert "(self._key_set | other._key_set | out._key_set | _tls.included)" in text
    assert "        return kernel.fn(self, other, alpha, out)\n" in text


def test_ops_key_sets_of_optional_list_and_factory_arguments(files):
    ops = files["ops.py"]
    assert "(weight._key_set if weight is not None else 0)" in block(ops, "class addcmul:")
    assert "ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded" in ops
    assert "self._key_set | _keys_of_list(indices) | values._key_set" in ops
    factory = block(ops, "class empty_memory_format:")
    assert "ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded" in factory
    assert "from .. import _runtime\n" in ops
    assert "\n_ALL_OPS = (\n    add_Tensor,\n    add__Tensor,\n" in ops


def test_ops_python_names_and_defaults(files):
    ops = files["ops.py"]
    assert "    def call(self, from_, to, generator=None):" in ops  # `from` is a keyword
    assert "    def call(self, target, reduction=1):" in ops  # int reduction=Mean
    full = block(ops, "class full:")
    assert "        layout=_layout.strided,\n" in full
    assert "        eps=-_math.inf,\n" in full
    assert '        mode="mean",\n' in full
    assert "schema_str = 'full(SymInt[] size" in full  # the schema holds double quotes
    assert "import math as _math\n" in ops
    assert "from glasstorch.c10.core import layout as _layout\n" in ops


def test_structured_functional_wrapper(files):
    assert block(files["register_CPU.py"], "def wrapper_CPU_add_Tensor(self, other, alpha):") == (
        expected("""
        def wrapper_CPU_add_Tensor(self, other, alpha):
            meta = _native.meta_add(self, other, alpha)
            out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
            _native.add_out(self, other, alpha, out)
            return out
        """)
    )


def test_structured_inplace_and_out_wrappers(files):
    cpu = files["register_CPU.py"]
    assert block(cpu, "def wrapper_CPU_add__Tensor(self, other, alpha):") == expected("""
        def wrapper_CPU_add__Tensor(self, other, alpha):
            meta = _native.meta_add(self, other, alpha)
            _structured.check_inplace(self, meta)
            _native.add_out(self, other, alpha, self)
            return self
        """)
    assert block(cpu, "def wrapper_CPU_add_out(self, other, alpha, out):") == expected("""
        def wrapper_CPU_add_out(self, other, alpha, out):
            meta = _native.meta_add(self, other, alpha)
            _structured.resize_output(out, meta)
            _native.add_out(self, other, alpha, out)
            return out
        """)


def test_structured_multi_output_wrappers(files):
    cpu = files["register_CPU.py"]
    assert block(cpu, "def wrapper_CPU_max_dim(self, dim, keepdim):") == expected("""
        def wrapper_CPU_max_dim(self, dim, keepdim):
            meta = _native.meta_max_dim(self, dim, keepdim)
            max = _runtime.empty_tensor(meta[0].sizes, meta[0].dtype, meta[0].device, meta[0].strides)
            max_values = _runtime.empty_tensor(
                meta[1].sizes, meta[1].dtype, meta[1].device, meta[1].strides
            )
            _native.max_out(self, dim, keepdim, max, max_values)
            return max, max_values
        """)  # noqa: E501 - a generated line of 100 characters, indented here
    header = "def wrapper_CPU_max_dim_max(self, dim, keepdim, max, max_values):"
    assert block(cpu, header) == expected("""
        def wrapper_CPU_max_dim_max(self, dim, keepdim, max, max_values):
            meta = _native.meta_max_dim(self, dim, keepdim)
            _structured.resize_output(max, meta[0])
            _structured.resize_output(max_values, meta[1])
            _native.max_out(self, dim, keepdim, max, max_values)
            return max, max_values
        """)


def test_meta_key_wrappers(files):
    meta = files["register_Meta.py"]
    # An automatic Meta kernel: meta function and output handling, no impl.
    assert block(meta, "def wrapper_Meta_add_Tensor(self, other, alpha):") == expected("""
        def wrapper_Meta_add_Tensor(self, other, alpha):
            meta = _native.meta_add(self, other, alpha)
            out = _runtime.empty_tensor(meta.sizes, meta.dtype, meta.device, meta.strides)
            return out
        """)
    # max.dim_max names a Meta kernel: it runs as the impl.
    assert "    _native.max_out_meta(self, dim, keepdim, max, max_values)\n" in meta
    assert '    lib.impl("sum", _native.sum_meta)\n' in meta
    assert "CUDA" not in meta and "wrapper_CPU" not in meta


def test_plain_kernels_are_registered_directly(files):
    cpu = files["register_CPU.py"]
    assert '    lib.impl("sum", _native.sum_cpu)\n' in cpu
    assert '    lib.impl("add.Tensor", wrapper_CPU_add_Tensor)\n' in cpu
    cea = files["register_CompositeExplicitAutograd.py"]
    assert '    lib.impl("add.Scalar", _native.add_scalar)\n' in cea
    assert "structured" not in cea.split('"""', 2)[2]  # no wrappers: no runtime import


def test_ad_inplace_or_view_kernels(files):
    text = files["register_ADInplaceOrView.py"]
    header = "def wrapper_ADInplaceOrView_add__Tensor(ks, self, other, alpha):"
    assert block(text, header) == "\n".join([
        header,
        "    excluded = _tls.excluded",
        "    _tls.excluded = excluded | _BELOW_AD_INPLACE_OR_VIEW",
        "    try:",
        "        result = ops.add__Tensor.redispatch("
        "ks & _AFTER_AD_INPLACE_OR_VIEW, self, other, alpha)",
        "    finally:",
        "        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | excluded",
        "    self._impl.bump_version()",
        "    return result\n",
    ])  # fmt: skip
    header = "def wrapper_ADInplaceOrView__foreach_add__Scalar(ks, self, scalar):"
    assert "    for t in self:\n        t._impl.bump_version()\n" in block(text, header)
    assert "max._impl.bump_version()\n    max_values._impl" in text
    assert "_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr\n" in text
    assert (
        '    lib.impl("add_.Tensor", wrapper_ADInplaceOrView_add__Tensor, with_keyset=True)\n'
        in text
    )
    assert "add_Tensor" not in text.replace("add__Tensor", "")  # functional: not registered
    assert "square_" not in text  # CompositeImplicitAutograd: its decomposition counts


def test_ad_inplace_or_view_kernels_run_the_kernel_below_it(fake_aten):
    """Operators a kernel calls skip autograd and ADInplaceOrView (no double bump)."""
    rt, ops = fake_aten.runtime, fake_aten.ops
    seen = []

    def random_from_(self, from_, to, generator):
        seen.append(_tls.excluded)
        ops.add__Tensor.call(self, self)  # a kernel built from another in-place operator
        return self

    rt.OVERRIDES["random_from_"] = random_from_
    t = rt.FakeTensor()
    ops.random__from.call(t, 0, 5)
    assert t.version == 1
    below = DispatchKeySet(
        [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, DispatchKey.ADInplaceOrView]
    )
    assert seen == [below.repr] and _tls.excluded == 0


def test_register_schemas(files):
    text = files["register_schemas.py"]
    assert (
        "    lib.define(ops.add_Tensor.schema_str)\n"
        '    ops.add_Tensor.entry = dispatcher.find_schema("aten::add.Tensor").entry\n'
    ) in text


def test_function_binding(files):
    text = files["functions.py"]
    assert block(text, "def add(*args, **kwargs):") == expected('''
        def add(*args, **kwargs):
            """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
            add(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
            add(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""
            return _p_add(args, kwargs)
        ''')
    assert (
        '_p_add = PythonArgParser("add", (ops.add_Tensor, ops.add_Scalar, ops.add_out), '
        "method=False)\n"
    ) in text
    assert (  # yaml order, out= overloads last
        '_p_max = PythonArgParser(\n    "max", (ops.max_dim, ops.max, ops.max_dim_max, '
        "ops.max_unary_out), method=False\n)\n"
    ) in text
    assert "@_p_add.binds\ndef add(*args, **kwargs):" in text  # the func handlers receive
    assert "def add_(" not in text  # add_ is a method only
    assert "vector_norm" not in text and "mse_loss" not in text  # python_module functions


def test_method_binding(files):
    text = files["tensor_methods.py"]
    assert block(text, "def add_(self, *args, **kwargs):") == expected('''
        def add_(self, *args, **kwargs):
            """add_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""
            return _m_add_(self, args, kwargs)
        ''')
    parser = '_m_add = PythonArgParser("add", (ops.add_Tensor, ops.add_Scalar), method=True)\n'
    assert parser in text
    assert "class TensorMethods:\n" in text and "    __slots__ = ()\n" in text
    assert "    @_m_add_.binds\n    def add_(self, *args, **kwargs):" in text
    assert "_out" not in text  # out= overloads are never methods
    assert "def cat(" not in text  # function-only


def test_python_module_bindings(files):
    assert set(files) >= {"linalg_functions.py", "nn_functions.py"}
    linalg = files["linalg_functions.py"]
    assert '__all__ = ["vector_norm"]\n' in linalg
    assert (
        '_p_vector_norm = PythonArgParser("linalg.vector_norm", (ops.linalg_vector_norm,), '
        "method=False)\n"
    ) in linalg
    assert "def mse_loss(*args, **kwargs):" in files["nn_functions.py"]
    assert 'PYTHON_MODULES = ("linalg", "nn")\n' in files["__init__.py"]


def test_every_file_has_the_header_compiles_and_is_deterministic(files):
    assert generate_from_yaml(FIXTURE) == files
    assert list(files) == sorted(files)
    for name, text in files.items():
        assert text.startswith(HEADER + "\n"), name
        assert text.endswith("\n") and not text.endswith("\n\n"), name
        compile(text, name, "exec")
    assert HEADER == (
        "# @generated from native/native_functions.yaml by glasstorch.aten.codegen"
        " — do not edit by hand."
    )


def _ruff() -> list[str] | None:
    exe = shutil.which("ruff")
    if exe:
        return [exe]
    try:
        import ruff  # noqa: F401
    except ImportError:
        return None
    return [sys.executable, "-m", "ruff"]


@pytest.mark.slow
def test_generated_code_is_ruff_clean(files, tmp_path):
    ruff = _ruff()
    if ruff is None:
        pytest.skip("ruff is not installed")
    write(files, tmp_path)
    lint = [
        *ruff, "check", "--isolated", "--no-cache", "--target-version", "py311",
        "--select", "E,F,W,I,UP,B", "--ignore", "E501,E741", str(tmp_path),
    ]  # fmt: skip
    result = subprocess.run(lint, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# -- the generated code, run against the real Dispatcher -----------------------------------

_FAKE_RUNTIME = """
from types import SimpleNamespace

from glasstorch.c10.core import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.dispatch_key_set import DispatchKeySet
from glasstorch.c10.core.tensor_impl import VersionCounter

CALLS = []
OVERRIDES = {}
CPU_KEYS = DispatchKeySet([DispatchKey.CPU, DispatchKey.ADInplaceOrView]).repr
META_KEYS = DispatchKeySet([DispatchKey.Meta, DispatchKey.ADInplaceOrView]).repr


class FakeTensor:
    def __init__(self, ks=CPU_KEYS):
        self._key_set = ks
        counter = VersionCounter()
        self._impl = SimpleNamespace(version_counter=counter, bump_version=counter.bump)

    @property
    def version(self):
        return self._impl.version_counter.version


def factory_key_set(device):
    CALLS.append(("factory_key_set", device))
    return META_KEYS if device == "meta" else CPU_KEYS


def empty_tensor(sizes, dtype, device, strides):
    CALLS.append(("empty_tensor", sizes))
    return FakeTensor()
"""

_FAKE_NATIVE = """
from types import SimpleNamespace

from ._runtime import CALLS, OVERRIDES

META = SimpleNamespace(sizes="meta", dtype=None, device=None, strides=None)


def __getattr__(name):
    def kernel(*args):
        if name in OVERRIDES:
            return OVERRIDES[name](*args)
        CALLS.append((name, args))
        if name.startswith("meta_"):
            return (META, META) if name == "meta_max_dim" else META
        return name

    kernel.__name__ = kernel.__qualname__ = name
    return kernel
"""

_FAKE_STRUCTURED = """
from ._runtime import CALLS, FakeTensor


def allocate_output(meta):
    CALLS.append(("allocate_output", meta))
    return FakeTensor()


def check_inplace(self, meta):
    CALLS.append(("check_inplace", self, meta))


def resize_output(out, meta):
    CALLS.append(("resize_output", out, meta))
"""

_FAKE_PARSER = """
class PythonArgParser:
    def __init__(self, name, overloads, *, method):
        self.name, self.overloads, self.method = name, overloads, method

    def binds(self, func):
        return func

    def __call__(self, *call):
        if self.method:
            this, args, kwargs = call
            args = (this, *args)
        else:
            args, kwargs = call
        return self.overloads[0].call(*args, **kwargs)
"""


@pytest.fixture
def fake_aten(files, tmp_path, monkeypatch):
    """The fixture's generated package next to stub runtime modules, on a fresh Dispatcher."""
    package = tmp_path / "codegen_fake_aten"
    write(files, package / "_generated")
    (package / "__init__.py").write_text("")
    for name, text in [
        ("_runtime.py", _FAKE_RUNTIME),
        ("native.py", _FAKE_NATIVE),
        ("structured.py", _FAKE_STRUCTURED),
        ("python_arg_parser.py", _FAKE_PARSER),
    ]:
        (package / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(Dispatcher, "_singleton", Dispatcher())
    generated = importlib.import_module("codegen_fake_aten._generated")
    libs = [Library("aten", "DEF")]
    importlib.import_module("codegen_fake_aten._generated.register_schemas").register(libs[0])
    for key in (*generated.DISPATCH_KEYS, "ADInplaceOrView"):
        libs.append(Library("aten", "IMPL", key))
        importlib.import_module(f"codegen_fake_aten._generated.register_{key}").register(libs[-1])
    libs.append(Library("_", "IMPL"))
    libs[-1].fallback(fallthrough_kernel, DispatchKey.ADInplaceOrView)
    yield types.SimpleNamespace(
        runtime=importlib.import_module("codegen_fake_aten._runtime"),
        native=importlib.import_module("codegen_fake_aten.native"),
        ops=importlib.import_module("codegen_fake_aten._generated.ops"),
        functions=importlib.import_module("codegen_fake_aten._generated.functions"),
        methods=importlib.import_module("codegen_fake_aten._generated.tensor_methods"),
    )
    for lib in reversed(libs):
        lib.remove()
    for name in [m for m in sys.modules if m.startswith("codegen_fake_aten")]:
        del sys.modules[name]


def test_generated_code_dispatches_structured_and_plain_kernels(fake_aten):
    rt, ops = fake_aten.runtime, fake_aten.ops
    a, b = rt.FakeTensor(), rt.FakeTensor()
    result = ops.add_Tensor.call(a, b)
    assert isinstance(result, rt.FakeTensor)
    assert rt.CALLS == [
        ("meta_add", (a, b, 1)),
        ("empty_tensor", "meta"),
        ("add_out", (a, b, 1, result)),
    ]
    rt.CALLS.clear()
    values, indices = ops.max_dim.call(a, 0)
    assert rt.CALLS[0] == ("meta_max_dim", (a, 0, False))
    assert rt.CALLS[-1] == ("max_out", (a, 0, False, values, indices))
    rt.CALLS.clear()
    assert ops.sum.call(a) == "sum_cpu"
    rt.CALLS.clear()
    assert ops.empty_memory_format.call((2, 3)) == "empty_cpu"
    assert ops.empty_memory_format.call((2,), device="meta") == "empty_meta"
    assert rt.CALLS[0] == ("factory_key_set", None)
    assert rt.CALLS[1] == ("empty_cpu", ((2, 3), None, None, None, None, None))
    rt.CALLS.clear()
    m = rt.FakeTensor(rt.META_KEYS)
    ops.add_Tensor.call(m, m, alpha=2)  # Meta: no impl kernel runs
    assert [c[0] for c in rt.CALLS] == ["meta_add", "empty_tensor"]


def test_generated_code_bumps_versions_of_mutated_tensors(fake_aten):
    rt, ops = fake_aten.runtime, fake_aten.ops
    a, b, c = rt.FakeTensor(), rt.FakeTensor(), rt.FakeTensor()
    assert ops.add__Tensor.call(a, b, alpha=2) is a
    assert (a.version, b.version) == (1, 0)
    meta = fake_aten.native.META
    assert rt.CALLS[-2:] == [("check_inplace", a, meta), ("add_out", (a, b, 2, a))]
    assert ops.add_out.call(a, b, out=c) is c
    assert c.version == 1 and rt.CALLS[-2] == ("resize_output", c, meta)
    ops._foreach_add__Scalar.call([a, b], 1)
    assert (a.version, b.version) == (2, 1)
    ops.random__from.call(b, 0, 5)
    assert b.version == 2 and rt.CALLS[-1] == ("random_from_", (b, 0, 5, None))
    with pytest.raises(TypeError, match=r"add.out\(\) missing required argument: 'out'"):
        ops.add_out.call(a, b)


def test_generated_bindings_call_through_the_parser(fake_aten):
    rt = fake_aten.runtime
    a = rt.FakeTensor()

    class Tensor(fake_aten.methods.TensorMethods, rt.FakeTensor):
        pass

    t = Tensor()
    assert isinstance(fake_aten.functions.add(a, a), rt.FakeTensor)
    assert t.add_(a) is t and t.version == 1
    assert fake_aten.functions.cat([a, a]) == "cat"


# -- validation ------------------------------------------------------------------------------

ERRORS = {
    "unknown key": (
        "- func: relu(Tensor self) -> Tensor\n  variant: method\n",
        2,
        "unknown key 'variant'",
    ),
    "missing func": (
        "- func: relu(Tensor self) -> Tensor\n\n- variants: method\n",
        3,
        "entry has no 'func'",
    ),
    "unparsable schema": ("- func: relu(Tensor self -> Tensor\n", 1, "cannot parse schema"),
    "duplicate name": (
        "- func: relu(Tensor self) -> Tensor\n\n- func: relu(Tensor self) -> Tensor\n",
        3,
        "duplicate schema name 'relu' (first declared on line 1)",
    ),
    "out method": (
        "- func: abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)\n"
        "  variants: function, method\n  dispatch:\n    CPU: abs_out\n",
        2,
        "is an out= variant and cannot be a method",
    ),
    "both composites": (
        "- func: relu(Tensor self) -> Tensor\n  dispatch:\n"
        "    CompositeExplicitAutograd: relu\n    CompositeImplicitAutograd: relu\n",
        2,
        "both CompositeExplicitAutograd and CompositeImplicitAutograd",
    ),
    "structured non-out": (
        "- func: relu(Tensor self) -> Tensor\n  structured: True\n  dispatch:\n    CPU: relu\n",
        2,
        "is 'structured: True' but is not an out= variant",
    ),
    "missing delegate": (
        "- func: relu(Tensor self) -> Tensor\n  structured_delegate: relu.out\n",
        1,
        "'structured_delegate: relu.out' of relu names no function",
    ),
    "unstructured delegate": (
        "- func: relu(Tensor self) -> Tensor\n  structured_delegate: relu.out\n\n"
        "- func: relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)\n"
        "  dispatch:\n    CPU: relu_out\n",
        1,
        "names a function that is not 'structured: True' (line 4)",
    ),
    "delegate and dispatch": (
        "- func: relu(Tensor self) -> Tensor\n  structured_delegate: relu.out\n"
        "  dispatch:\n    CPU: relu\n",
        3,
        "has both 'structured_delegate' and 'dispatch'",
    ),
    "unsupported dispatch key": (
        "- func: relu(Tensor self) -> Tensor\n  dispatch:\n"
        "    CPU: relu\n    CompositeExplicitAutogradNonFunctional: relu\n",
        4,
        "unsupported dispatch key 'CompositeExplicitAutogradNonFunctional'",
    ),
    "unknown key in a comma list": (
        "- func: relu(Tensor self) -> Tensor\n  dispatch:\n    CPU, XLA: relu\n",
        3,
        "unsupported dispatch key 'XLA'",
    ),
    "autogen": (
        "- func: relu(Tensor self) -> Tensor\n  autogen: relu.out\n",
        2,
        "'autogen' is not supported",
    ),
    "manual_cpp_binding": (
        "- func: relu(Tensor self) -> Tensor\n  manual_cpp_binding: True\n",
        2,
        "'manual_cpp_binding' is not supported",
    ),
    "bad device_check": (
        "- func: relu(Tensor self) -> Tensor\n  device_check: Sometimes\n",
        2,
        "invalid DeviceCheckType 'Sometimes'",
    ),
    "bad variant": (
        "- func: relu(Tensor self) -> Tensor\n  variants: function, property\n",
        2,
        "invalid Variant 'property'",
    ),
    "duplicate key": (
        "- func: relu(Tensor self) -> Tensor\n  tags: core\n  tags: pointwise\n",
        3,
        "duplicate key 'tags' (first written on line 2)",
    ),
    "delegate arguments differ": (
        "- func: relu(Tensor input) -> Tensor\n  structured_delegate: relu.out\n\n"
        "- func: relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)\n"
        "  structured: True\n  dispatch:\n    CPU: relu_out\n",
        1,
        "must match the non-out arguments of its structured delegate relu.out",
    ),
    "structured without dispatch": (
        "- func: relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)\n  structured: True\n",
        1,
        "needs a 'dispatch'",
    ),
    "namespaced func": ("- func: aten::relu(Tensor self) -> Tensor\n", 1, "namespace"),
    "invalid yaml": ("- func: relu(Tensor self) -> Tensor\n  dispatch: [CPU\n", 3, "invalid YAML"),
    "not a list": ("func: relu(Tensor self) -> Tensor\n", 1, "must be a list of entries"),
    "method without self": (
        "- func: ones(int[] size) -> Tensor\n  variants: method\n",
        2,
        "has no 'Tensor self' argument",
    ),
}


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_validation_errors_name_the_line(case):
    text, line, message = ERRORS[case]
    with pytest.raises(CodegenError) as info:
        parse_native_functions(text)
    assert str(info.value).startswith(f"native_functions.yaml:{line}: "), str(info.value)
    assert message in str(info.value)


def test_errors_use_the_file_name():
    with pytest.raises(CodegenError, match=r"^mine\.yaml:1: "):
        parse_native_functions("- {}\n", "mine.yaml")


# -- defaults and naming ---------------------------------------------------------------------


def test_default_composite_implicit_kernel_names():
    native = parse_native_functions(
        "- func: flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)\n"
        "- func: relu(Tensor self) -> Tensor\n"
        "- func: relu_(Tensor(a!) self) -> Tensor(a!)\n"
        "- func: sum(Tensor self) -> Tensor\n  dispatch:\n    CPU: sum_cpu\n"
    )
    flatten, relu, relu_, sum_ = native.functions
    assert dict(flatten.dispatch) == {"CompositeImplicitAutograd": "flatten_using_ints"}
    assert dict(relu.dispatch) == {"CompositeImplicitAutograd": "relu"}
    assert dict(relu_.dispatch) == {"CompositeImplicitAutograd": "relu_"}
    assert flatten.has_default_dispatch and not sum_.has_default_dispatch
    assert dict(sum_.dispatch) == {"CPU": "sum_cpu"}
    text = generate(native)["register_CompositeImplicitAutograd.py"]
    assert '    lib.impl("flatten.using_ints", _native.flatten_using_ints)\n' in text


def _meta_names(yaml_text: str) -> dict[str, str]:
    native = parse_native_functions(yaml_text)
    return {name: group.meta_name for name, group in native.groups.items()}


def _structured(func: str, delegates: tuple[str, ...] = ()) -> str:
    name = func.split("(")[0]
    text = f"- func: {func}\n  structured: True\n  dispatch:\n    CPU: k_{len(func)}\n"
    for d in delegates:
        text += f"- func: {d}\n  structured_delegate: {name}\n"
    return text


def test_meta_name_is_the_base_name_for_a_single_structured_overload():
    assert _meta_names(
        _structured(
            "add.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)",
            ("add.Tensor(Tensor self, Tensor other) -> Tensor",),
        )
        + _structured(
            "eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)",
            ("eq.Tensor(Tensor self, Tensor other) -> Tensor",),
        )
        + _structured(
            "max.dim_max(Tensor self, int dim, *, Tensor(a!) max, Tensor(b!) max_values) -> "
            "(Tensor(a!) values, Tensor(b!) indices)",
            ("max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)",),
        )
    ) == {"add.out": "meta_add", "eq.Tensor_out": "meta_eq", "max.dim_max": "meta_max"}


def test_meta_name_adds_the_overload_when_a_base_name_has_several():
    assert _meta_names(
        _structured("clamp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("clamp.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("div.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("div.out_mode(Tensor self, str? m, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("sum.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("sum.IntList_out(Tensor self, int[] d, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("max.unary_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured(
            "max.dim_max(Tensor self, int dim, *, Tensor(a!) max, Tensor(b!) max_values) -> "
            "(Tensor(a!) values, Tensor(b!) indices)",
            (
                "max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)",
                "max_.dim(Tensor(a!) self, int dim) -> Tensor(a!)",
            )[:1],
        )
        + _structured("sort.values(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        + _structured("sort.values_stable(Tensor self, bool s, *, Tensor(a!) out) -> Tensor(a!)")
    ) == {
        "clamp.out": "meta_clamp",
        "clamp.Tensor_out": "meta_clamp_Tensor",
        "div.out": "meta_div",
        "div.out_mode": "meta_div_mode",
        "sum.out": "meta_sum",
        "sum.IntList_out": "meta_sum_IntList",
        "max.unary_out": "meta_max_unary",
        "max.dim_max": "meta_max_dim",  # no out token: the functional delegate's overload
        "sort.values": "meta_sort_values",  # no out token, no delegate: its own overload
        "sort.values_stable": "meta_sort_values_stable",
    }


def test_meta_names_must_not_collide():
    with pytest.raises(CodegenError, match="would share the meta function 'meta_relu_x'"):
        parse_native_functions(
            _structured("relu.x_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
            + _structured("relu.out_x(Tensor self, *, Tensor(a!) out) -> Tensor(a!)")
        )


def test_kernel_check_lists_every_missing_kernel_with_its_line():
    native = parse_native_functions(FIXTURE.read_text(), "native_functions.yaml")
    module = types.ModuleType("fake_native")
    module.add_out = module.meta_add = lambda *args: None
    with pytest.raises(CodegenError) as info:
        check_kernels(native, module)
    message = str(info.value)
    assert "kernel(s) not defined in fake_native:" in message
    assert "native_functions.yaml:43: sum: CPU kernel 'sum_cpu'" in message
    assert "meta function 'meta_max_dim'" in message
    assert "'add_out'" not in message and "'meta_add'" not in message
    assert "'flatten_using_ints' (the default CompositeImplicitAutograd kernel name)" in message


# -- the command line and the committed files ---------------------------------------------------


def test_command_line_writes_checks_and_removes_stale_files(tmp_path, capsys):
    out = tmp_path / "gen"
    args = ["--yaml", str(FIXTURE), "--out", str(out), "--skip-kernel-check"]
    assert main(args) == 0
    assert main([*args, "--check"]) == 0
    (out / "register_XLA.py").write_text(HEADER + "\n")  # generated once, no longer
    (out / "handwritten.py").write_text("x = 1\n")  # not ours: left alone
    (out / "ops.py").write_text((out / "ops.py").read_text() + "# edited\n")
    capsys.readouterr()
    assert main([*args, "--check"]) == 1
    err = capsys.readouterr().err
    assert "ops.py: differs" in err and "register_XLA.py: no longer generated" in err
    assert "uv run python -m glasstorch.aten.codegen" in err
    assert main(args) == 0
    assert not (out / "register_XLA.py").exists() and (out / "handwritten.py").exists()
    assert compare(generate_from_yaml(FIXTURE), out) == []


def test_command_line_reports_yaml_errors(tmp_path, capsys):
    bad = tmp_path / "native_functions.yaml"
    bad.write_text("- func: relu(Tensor self) -> Tensor\n  bogus: 1\n")
    assert main(["--yaml", str(bad), "--out", str(tmp_path / "o"), "--skip-kernel-check"]) == 1
    assert "error: native_functions.yaml:2: unknown key 'bogus'" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


@pytest.mark.slow
def test_the_codegen_folder_runs_as_a_script_without_importing_aten(tmp_path):
    """The recovery path when ``_generated/`` is broken: ``python .../aten/codegen``."""
    codegen = Path(importlib.import_module("glasstorch.aten.codegen").__file__).parent
    out = tmp_path / "gen"
    args = ["--yaml", str(FIXTURE), "--out", str(out), "--skip-kernel-check"]
    result = subprocess.run([sys.executable, str(codegen), *args], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert compare(generate_from_yaml(FIXTURE), out) == []
    # With glasstorch.aten._generated unimportable, --check of the real yaml still works
    # (kernels included): glasstorch/aten/__init__.py never runs.
    probe = textwrap.dedent(f"""
        import runpy, sys
        sys.modules["glasstorch.aten._generated"] = None
        sys.argv = ["codegen", "--check"]
        runpy.run_path({str(codegen)!r}, run_name="__main__")
    """)
    check = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    assert "is up to date" in check.stdout


def test_committed_generated_files_are_up_to_date():
    native = importlib.import_module("glasstorch.aten.native")
    problems = compare(generate_from_yaml(DEFAULT_YAML, native), DEFAULT_OUT)
    assert not problems, (
        "glasstorch/aten/_generated/ is out of date with native/native_functions.yaml; run "
        "`uv run python -m glasstorch.aten.codegen`:\n" + "\n".join(problems)
    )
