"""The numpy code generator: the CPU backend when no C compiler is available.

Each fused kernel becomes a Python function over flat numpy views of its buffers. A
node's body is evaluated over its whole iteration grid at once: loads are strided views
(``as_strided``, zero strides for broadcast dims; a precomputed gather where the index
uses ``//`` or ``%``), each operation writes into a scratch array preallocated on the
first call (``out=``), reductions reduce the grid's reduction axes into the output view.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from glasstorch.c10.core import scalar_type as st

from ..index import Expr, Var, render
from ..scheduler import FusedKernel, SchedulerNode, call_body
from ..virtualized import V
from .common import CSEPrinter, IndentedBuffer, KernelArgs, Value

_UFUNCS = {
    "add": "add",
    "sub": "subtract",
    "mul": "multiply",
    "truediv": "true_divide",
    "floordiv": "floor_divide",
    "remainder": "remainder",
    "fmod": "fmod",
    "pow": "power",
    "maximum": "maximum",
    "minimum": "minimum",
    "atan2": "arctan2",
    "copysign": "copysign",
    "bitwise_and": "bitwise_and",
    "bitwise_or": "bitwise_or",
    "bitwise_xor": "bitwise_xor",
    "neg": "negative",
    "abs": "absolute",
    "exp": "exp",
    "exp2": "exp2",
    "expm1": "expm1",
    "log": "log",
    "log2": "log2",
    "log10": "log10",
    "log1p": "log1p",
    "sqrt": "sqrt",
    "sin": "sin",
    "cos": "cos",
    "tan": "tan",
    "asin": "arcsin",
    "acos": "arccos",
    "atan": "arctan",
    "sinh": "sinh",
    "cosh": "cosh",
    "tanh": "tanh",
    "asinh": "arcsinh",
    "acosh": "arccosh",
    "atanh": "arctanh",
    "floor": "floor",
    "ceil": "ceil",
    "trunc": "trunc",
    "round": "rint",
    "sign": "sign",
    "reciprocal": "reciprocal",
    "bitwise_not": "invert",
}
_BOOL_UFUNCS = {
    "eq": "equal",
    "ne": "not_equal",
    "lt": "less",
    "le": "less_equal",
    "gt": "greater",
    "ge": "greater_equal",
    "logical_and": "logical_and",
    "logical_or": "logical_or",
    "logical_xor": "logical_xor",
    "logical_not": "logical_not",
    "isnan": "isnan",
}
_REDUCE = {"sum": "sum", "prod": "prod", "max": "max", "min": "min"}
_erf = np.frompyfunc(math.erf, 1, 1)
_erfc = np.frompyfunc(math.erfc, 1, 1)


def _int_divisor(b: Any) -> Any:
    """An integer divisor, checked as eager checks it (numpy would answer 0)."""
    if np.any(np.asarray(b) == 0):
        raise RuntimeError("ZeroDivisionError")
    return b


def _scratch(
    cache: dict[int, np.ndarray], key: int, shape: tuple[int, ...], dtype: Any
) -> np.ndarray:
    """The preallocated output array of one operation (made on the kernel's first call)."""
    found = cache.get(key)
    if found is None:
        found = cache[key] = np.empty(shape, dtype)
    return found


def _view(
    flat: np.ndarray, offset: int, shape: tuple[int, ...], strides: tuple[int, ...]
) -> np.ndarray:
    item = flat.itemsize
    return np.lib.stride_tricks.as_strided(flat[offset:], shape, tuple(s * item for s in strides))


def _gather(flat: np.ndarray, index: np.ndarray) -> np.ndarray:
    return flat[index]


NAMESPACE = {
    "np": np,
    "_scratch": _scratch,
    "_view": _view,
    "_gather": _gather,
    "_erf": _erf,
    "_erfc": _erfc,
    "_int_divisor": _int_divisor,
}


class NumpyPrinter(CSEPrinter):
    """The ``ops`` handler printing numpy calls over the current grid."""

    def __init__(self, lines: IndentedBuffer, args: KernelArgs, wrapper: Any) -> None:
        super().__init__(lines)
        self.args = args
        self.wrapper = wrapper
        self.grid: list[Var] = []
        self.slots = 0

    def declare(self, name: str, expr: str, dtype: st.dtype) -> str:
        return f"{name} = {expr}"

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(v.size for v in self.grid)

    def _out(self, call: str, dtype: st.dtype, *args: Any) -> Value:
        """``np.<call>(args..., out=<scratch of the grid shape>)``."""
        self.slots += 1
        np_dtype = self.wrapper.render(dtype.numpy_dtype)
        scratch = f"_scratch(_s, {self.slots}, {self.shape}, {np_dtype})"
        return self.emit(f"np.{call}({', '.join(str(a) for a in args)}, out={scratch})", dtype)

    def load(self, name: str, index: Expr) -> Value:
        dtype = V.graph.buffers_by_name[name].get_dtype()
        ptr = self.args.input(name)
        strides = index.strides(self.grid)
        if strides is not None:
            return self.emit(f"_view({ptr}, {index.const}, {self.shape}, {tuple(strides)})", dtype)
        return self.emit(f"_gather({ptr}, {self._indices(index)})", dtype)

    def _indices(self, index: Expr) -> str:
        grids = np.indices(self.shape, dtype=np.int64) if self.grid else []
        env = {v.name: grids[i] for i, v in enumerate(self.grid)}
        values = eval(render(index, "//", "%"), {}, env)  # noqa: S307 - our own index text
        return self.wrapper.bind("_idx", np.broadcast_to(np.asarray(values), self.shape))

    def constant(self, value: Any, dtype: st.dtype) -> Value:
        text = (
            repr(value)
            if not isinstance(value, float) or math.isfinite(value)
            else (f"float('{value}')")
        )
        return Value(f"np.{dtype.numpy_dtype.name}({text})", dtype)

    def index_expr(self, index: Expr, dtype: st.dtype) -> Value:
        return self.emit(f"{self._indices(index)}.astype(np.{dtype.numpy_dtype.name})", dtype)

    def to_dtype(self, x: Value, dtype: st.dtype) -> Value:
        if x.dtype is dtype:
            return x
        if dtype is st.bool_:
            return self._out("not_equal", dtype, x, 0)
        np_dtype = self.wrapper.render(dtype.numpy_dtype)
        return self.emit(f"np.asarray({x}).astype({np_dtype})", dtype)

    def where(self, c: Value, a: Value, b: Value) -> Value:
        return self.emit(f"np.where({c}, {a}, {b})", a.dtype)

    def _divisor(self, b: Value) -> Value:
        return b if b.dtype.is_floating_point else self.emit(f"_int_divisor({b})", b.dtype)

    def truncdiv(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self.emit(f"np.trunc(np.true_divide({a}, {b})).astype({a}.dtype)", a.dtype)
        b = self._divisor(b)  # exact for every int64, unlike a division through floats
        return self.emit(f"np.floor_divide({a} - np.fmod({a}, {b}), {b})", a.dtype)

    def floordiv(self, a: Value, b: Value) -> Value:
        return self._out("floor_divide", a.dtype, a, self._divisor(b))

    def remainder(self, a: Value, b: Value) -> Value:
        return self._out("remainder", a.dtype, a, self._divisor(b))

    def fmod(self, a: Value, b: Value) -> Value:
        return self._out("fmod", a.dtype, a, self._divisor(b))

    def rsqrt(self, a: Value) -> Value:
        return self._out("reciprocal", a.dtype, self._out("sqrt", a.dtype, a))

    def sigmoid(self, a: Value) -> Value:
        one = self.constant(1, a.dtype)
        denom = self._out(
            "add", a.dtype, one, self._out("exp", a.dtype, self._out("negative", a.dtype, a))
        )
        return self._out("true_divide", a.dtype, one, denom)

    def relu(self, a: Value) -> Value:
        return self._out("maximum", a.dtype, a, self.constant(0, a.dtype))

    def erf(self, a: Value) -> Value:
        return self.emit(f"np.asarray(_erf({a}), dtype={a}.dtype)", a.dtype)

    def erfc(self, a: Value) -> Value:
        return self.emit(f"np.asarray(_erfc({a}), dtype={a}.dtype)", a.dtype)

    def __getattr__(self, name: str) -> Any:
        if name in _UFUNCS:
            return lambda *args: self._out(_UFUNCS[name], args[0].dtype, *args)
        if name in _BOOL_UFUNCS:
            return lambda *args: self._out(_BOOL_UFUNCS[name], st.bool_, *args)
        raise AttributeError(name)


class NumpyKernel:
    """Prints one :class:`FusedKernel` as a Python function over numpy arrays."""

    def __init__(self, kernel: FusedKernel, wrapper: Any) -> None:
        self.kernel = kernel
        self.args = KernelArgs()
        self.wrapper = wrapper

    def _grid(self, level: str) -> list[Var]:
        return self.kernel.variables("outer" if level == "outer" else "inner")  # reductions
        # evaluate their body over the whole grid, outer and reduction variables

    def generate(self, name: str) -> str:
        body = IndentedBuffer()
        printer = NumpyPrinter(body, self.args, self.wrapper)
        with V.set_ops_handler(printer):
            for node in self.kernel.nodes:
                printer.reset(body)
                printer.grid = self._grid(node.level)
                value = call_body(self.kernel, node)
                self._store(body, node, value)
        params = ", ".join([*self.args.inputs.values(), *self.args.outputs.values()])
        head = [
            f"def {name}({params}):",
            f"    _s = {name}.scratch",
            "    with np.errstate(all='ignore'):  # IEEE results, as the C kernels give",
        ]
        text = "\n".join(head) + "\n" + "".join("        " + line + "\n" for line in body.lines)
        return text + f"\n\n{name}.scratch = {{}}\n"

    def _store(self, body: IndentedBuffer, node: SchedulerNode, value: Value) -> None:
        outer = self.kernel.variables("outer")
        target_vars = outer if node.level in ("outer", "reduction") else self._grid("inner")
        index = node.write_index(target_vars)
        strides = tuple(index.strides(target_vars) or ())
        shape = tuple(v.size for v in target_vars)
        view = f"_view({self.args.output(node.name)}, 0, {shape}, {strides})"
        if node.level == "reduction":
            kind = node.buffer.data.reduction_type  # type: ignore[attr-defined]
            if kind not in _REDUCE:
                raise NotImplementedError(f"reduction {kind}")
            axes = tuple(range(len(outer), len(outer) + len(self.kernel.inner)))
            dtype = self.wrapper.render(node.buffer.get_dtype().numpy_dtype)
            body.writeline(
                f"np.{_REDUCE[kind]}(np.broadcast_to({value}, "
                f"{tuple(v.size for v in self._grid('inner'))}), axis={axes}, "
                f"out={view}, dtype={dtype})"
                if kind in ("sum", "prod")
                else f"np.{_REDUCE[kind]}(np.broadcast_to({value}, "
                f"{tuple(v.size for v in self._grid('inner'))}), axis={axes}, "
                f"out={view})"
            )
            return
        body.writeline(f"np.copyto({view}, {value}, casting='unsafe')")


def generate(graph: Any, kernels: list[FusedKernel], wrapper: Any) -> tuple[str, Any]:
    """Preamble defining the numpy kernels, and the printer of their calls."""
    if kernels:
        wrapper.namespace.update(NAMESPACE)
    sources, params = [], {}
    for kernel in kernels:
        printer = NumpyKernel(kernel, wrapper)
        sources.append(printer.generate(kernel.name))
        params[id(kernel)] = printer.args.call_args()

    def call(kernel: FusedKernel, out: IndentedBuffer) -> None:
        arrays = ", ".join(f"flat_array({n})" for n in params[id(kernel)])
        out.writeline(f"{kernel.name}({arrays})")

    return "\n\n".join(sources), call
