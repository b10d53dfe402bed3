"""Triton code generation: one ``@triton.jit`` kernel per fused kernel.

Pointwise kernels cover the flattened outer grid in blocks of ``XBLOCK`` lanes with a
mask for the ragged tail. Reduction kernels give each program ``XBLOCK`` rows and walk
the reduction in chunks of ``RBLOCK`` (masked), accumulating in registers; reduction
results and outer-level values stay in registers for the nodes after them. Block sizes
come from simple heuristics, refined by a small autotuner cached per shape. Tests run
these kernels on the CPU under ``TRITON_INTERPRET=1``.
"""

from __future__ import annotations

import math
from typing import Any

from glasstorch.c10.core import scalar_type as st

from .. import config
from ..index import Expr, render
from ..scheduler import FusedKernel, SchedulerNode, call_body
from ..virtualized import V
from .common import IndentedBuffer, InfixArithmetic, KernelArgs, Value

TL_TYPES = {
    "float32": "tl.float32",
    "float64": "tl.float64",
    "float16": "tl.float16",
    "bfloat16": "tl.bfloat16",
    "int64": "tl.int64",
    "int32": "tl.int32",
    "int16": "tl.int16",
    "int8": "tl.int8",
    "uint8": "tl.uint8",
    "bool": "tl.int1",
}
_MATH = {
    "exp": "tl.exp",
    "exp2": "tl.exp2",
    "log": "tl.log",
    "log2": "tl.log2",
    "sin": "tl.sin",
    "cos": "tl.cos",
    "sqrt": "tl.sqrt",
    "rsqrt": "tl.rsqrt",
    "abs": "tl.abs",
    "floor": "tl.floor",
    "ceil": "tl.ceil",
    "erf": "tl.erf",
    "sigmoid": "tl.sigmoid",
}
_REDUCE = {
    "sum": ("tl.sum", "0"),
    "max": ("tl.max", "float('-inf')"),
    "min": ("tl.min", "float('inf')"),
}
_COMPARE = {
    "eq": "==",
    "ne": "!=",
    "lt": "<",
    "le": "<=",
    "gt": ">",
    "ge": ">=",
    "bitwise_and": "&",
    "bitwise_or": "|",
    "bitwise_xor": "^",
    "logical_and": "&",
    "logical_or": "|",
    "logical_xor": "^",
}


def tl_type(dtype: st.dtype) -> str:
    try:
        return TL_TYPES[dtype.name]
    except KeyError:
        raise NotImplementedError(f"no Triton type for {dtype}") from None


def texpr(index: Expr) -> str:
    return render(index, "//", "%")


def address(index: Expr) -> tuple[str, str]:
    """``(offset text, mask)``: a block of offsets even when ``index`` is constant, masked by
    the lanes whose variables it uses (rows only, or rows and reduction lanes)."""
    names = {v.name for v in index.free_vars()}
    text = texpr(index) if names else f"{texpr(index)} + 0 * xindex"
    return text, ("xmask & rmask" if any(n.startswith("r") for n in names) else "xmask")


class TritonPrinter(InfixArithmetic):
    """The ``ops`` handler printing Triton: each op becomes ``tmpN = ...``."""

    def __init__(self, lines: IndentedBuffer, args: KernelArgs) -> None:
        super().__init__(lines)
        self.args = args
        self.registers: dict[str, Value] = {}

    def declare(self, name: str, expr: str, dtype: st.dtype) -> str:
        return f"{name} = {expr}"

    def load(self, name: str, index: Expr) -> Value:
        if name in self.registers:
            return self.registers[name]
        dtype = V.graph.buffers_by_name[name].get_dtype()
        offset, mask = address(index)
        return self.emit(f"tl.load({self.args.input(name)} + ({offset}), {mask}, other=0)", dtype)

    def constant(self, value: Any, dtype: st.dtype) -> Value:
        if dtype is st.bool_:
            return Value(repr(bool(value)), dtype)
        if dtype.is_floating_point:
            v = float(value)
            return Value(repr(v) if math.isfinite(v) else f"float('{v}')", dtype)
        return Value(str(int(value)), dtype)

    def index_expr(self, index: Expr, dtype: st.dtype) -> Value:
        return self.emit(f"({texpr(index)}).to({tl_type(dtype)})", dtype)

    def to_dtype(self, x: Value, dtype: st.dtype) -> Value:
        return x if x.dtype is dtype else self.emit(f"({x}).to({tl_type(dtype)})", dtype)

    def floordiv(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self.emit(f"tl.floor({a} / {b})", a.dtype)
        q = self.emit(f"{a} // {b}", a.dtype)  # truncates, as in C
        fix = f"(({a} % {b} != 0) & (({a} < 0) != ({b} < 0)))"
        return self.emit(f"{q} - {fix}.to({tl_type(a.dtype)})", a.dtype)

    def remainder(self, a: Value, b: Value) -> Value:
        r = self.emit(
            f"{a} - {b} * tl.floor({a} / {b})" if a.dtype.is_floating_point else f"{a} % {b}",
            a.dtype,
        )
        if a.dtype.is_floating_point:
            return r
        return self.emit(
            f"tl.where(({r} != 0) & (({r} < 0) != ({b} < 0)), {r} + {b}, {r})", a.dtype
        )

    def maximum(self, a: Value, b: Value) -> Value:
        return self.emit(
            f"tl.where({a} != {a}, {a}, tl.where(({b} != {b}) | ({b} > {a}), {b}, {a}))", a.dtype
        )

    def minimum(self, a: Value, b: Value) -> Value:
        return self.emit(
            f"tl.where({a} != {a}, {a}, tl.where(({b} != {b}) | ({b} < {a}), {b}, {a}))", a.dtype
        )

    def relu(self, a: Value) -> Value:
        return self.emit(f"tl.where(({a} != {a}) | ({a} > 0), {a}, 0)", a.dtype)

    def where(self, c: Value, a: Value, b: Value) -> Value:
        return self.emit(f"tl.where({c}, {a}, {b})", a.dtype)

    def neg(self, a: Value) -> Value:
        return self.emit(f"-{a}", a.dtype)

    def reciprocal(self, a: Value) -> Value:
        return self.emit(f"1.0 / {a}", a.dtype)

    def tanh(self, a: Value) -> Value:
        return self.emit(f"2.0 * tl.sigmoid(2.0 * {a}) - 1.0", a.dtype)

    def log1p(self, a: Value) -> Value:
        return self.emit(f"tl.log(1.0 + {a})", a.dtype)

    def expm1(self, a: Value) -> Value:
        return self.emit(f"tl.exp({a}) - 1.0", a.dtype)

    def pow(self, a: Value, b: Value) -> Value:
        return self.emit(f"tl.exp2({b} * tl.log2({a}))", a.dtype)

    def isnan(self, a: Value) -> Value:
        return self.emit(f"{a} != {a}", st.bool_)

    def logical_not(self, a: Value) -> Value:
        return self.emit(f"{a} == 0", st.bool_)

    def __getattr__(self, name: str) -> Any:
        if name in _MATH:
            return lambda a: self.emit(f"{_MATH[name]}({a})", a.dtype)
        if name in _COMPARE:
            bool_result = name not in ("bitwise_and", "bitwise_or", "bitwise_xor")
            return lambda a, b: self.emit(
                f"({a}) {_COMPARE[name]} ({b})", st.bool_ if bool_result else a.dtype
            )
        raise NotImplementedError(f"Triton lowering of ops.{name}")


def _split(names: list[str], sizes: list[int], flat: str) -> list[str]:
    """Lines computing multi-dim variables from a flat index (row-major)."""
    lines, stride = [], 1
    for name, size in reversed(list(zip(names, sizes, strict=False))):
        expr = f"({flat} // {stride})" if stride > 1 else flat
        lines.append(f"{name} = {expr} % {size}" if name != names[0] else f"{name} = {expr}")
        stride *= size
    return lines[::-1]


class TritonKernel:
    """Prints one :class:`FusedKernel` as a Triton function."""

    def __init__(self, kernel: FusedKernel) -> None:
        self.kernel = kernel
        self.args = KernelArgs()

    def _store(self, out: IndentedBuffer, node: SchedulerNode, value: Value) -> None:
        offset, mask = address(node.write_index(self.kernel.variables(node.level)))
        out.writeline(f"tl.store({self.args.output(node.name)} + ({offset}), {value}, {mask})")

    def generate(self, name: str) -> str:
        k = self.kernel
        out = IndentedBuffer()
        printer = TritonPrinter(out, self.args)
        xs = [f"x{i}" for i in range(len(k.outer))]
        with V.set_ops_handler(printer):
            if not k.inner:
                out.writelines(
                    [
                        "xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)",
                        "xmask = xindex < xnumel",
                        *_split(xs, k.outer, "xindex"),
                    ]
                )
                for node in k.nodes:
                    self._store(out, node, call_body(k, node))
            else:
                out.writelines(
                    [
                        "xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)[:, None]",
                        "xmask = xindex < xnumel",
                        "rbase = tl.arange(0, RBLOCK)[None, :]",
                        *_split(xs, k.outer, "xindex"),
                    ]
                )
                for node in k.nodes:
                    self._node(out, printer, node)
        params = [*self.args.inputs.values(), *self.args.outputs.values(), "xnumel"]
        params += (
            ["rnumel", "XBLOCK: tl.constexpr", "RBLOCK: tl.constexpr"]
            if k.inner
            else ["XBLOCK: tl.constexpr"]
        )
        body = "".join("    " + line + "\n" for line in out.lines)
        return f"@triton.jit\ndef {name}({', '.join(params)}):\n{body}"

    def _node(self, out: IndentedBuffer, printer: TritonPrinter, node: SchedulerNode) -> None:
        k = self.kernel
        if node.level == "outer":
            value = call_body(k, node)
            self._store(out, node, value)
            printer.registers[node.name] = value
            return
        rs = [f"r{i}" for i in range(len(k.inner))]
        kind = getattr(node.buffer.data, "reduction_type", None)
        dtype = node.buffer.get_dtype()
        if kind is not None:
            if kind not in _REDUCE:
                raise NotImplementedError(f"reduction {kind}")
            acc = f"acc_{node.name}"
            out.writeline(
                f"{acc} = tl.full([XBLOCK, RBLOCK], {_REDUCE[kind][1]}, {tl_type(dtype)})"
            )
        out.writeline("for roffset in range(0, rnumel, RBLOCK):")
        with out.indent():
            out.writelines(
                [
                    "rindex = roffset + rbase",
                    "rmask = rindex < rnumel",
                    *_split(rs, k.inner, "rindex"),
                ]
            )
            printer.reset(out)
            value = call_body(k, node)
            if kind is None:
                self._store(out, node, value)
            else:
                combine = {
                    "sum": f"{acc} + {value}",
                    "max": f"tl.where(({value} != {value}) | ({value} > {acc}), {value}, {acc})",
                    "min": f"tl.where(({value} != {value}) | ({value} < {acc}), {value}, {acc})",
                }[kind]
                out.writeline(f"{acc} = tl.where(xmask & rmask, {combine}, {acc})")
        printer.reset(out)
        if kind is not None:
            result = printer.emit(f"{_REDUCE[kind][0]}({acc}, 1)[:, None]", dtype)
            self._store(out, node, result)
            printer.registers[node.name] = result


def _next_pow2(n: int) -> int:
    return 1 << max(0, (max(n, 1) - 1).bit_length())


def block_candidates(kernel: FusedKernel) -> list[dict[str, int]]:
    """Heuristic block sizes to try, best guess first."""
    xnumel, rnumel = math.prod(kernel.outer), math.prod(kernel.inner)
    if not kernel.inner:
        return [{"XBLOCK": min(b, _next_pow2(xnumel))} for b in config.triton.xblock_candidates]
    rblock = min(_next_pow2(rnumel), config.triton.max_rblock)
    return [{"XBLOCK": x, "RBLOCK": rblock} for x in (1, min(8, _next_pow2(xnumel)))]


def generate(graph: Any, kernels: list[FusedKernel], wrapper: Any) -> tuple[str, Any]:
    """Preamble defining the Triton kernels and their launchers, and the call printer."""
    from . import triton_runtime

    wrapper.namespace["TritonLauncher"] = triton_runtime.TritonLauncher
    sources = ["import triton\nimport triton.language as tl\n"]
    calls = {}
    for kernel in kernels:
        printer = TritonKernel(kernel)
        sources.append(printer.generate(f"{kernel.name}_fn"))
        xnumel, rnumel = math.prod(kernel.outer), math.prod(kernel.inner)
        numels = f"{xnumel}, {rnumel}" if kernel.inner else f"{xnumel}"
        sources.append(
            f"{kernel.name} = TritonLauncher({kernel.name}_fn, ({numels},), "
            f"{block_candidates(kernel)!r})\n"
        )
        calls[id(kernel)] = f"{kernel.name}({', '.join(printer.args.call_args())})"

    def call(kernel: FusedKernel, out: IndentedBuffer) -> None:
        out.writeline(calls[id(kernel)])

    return "\n\n".join(sources), call
