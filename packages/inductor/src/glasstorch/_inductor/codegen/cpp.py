"""C code generation for the CPU: one function per fused kernel, OpenMP-parallel loops.

Outer loops run in parallel (``#pragma omp parallel for``) when there is enough work;
innermost loops carry ``#pragma omp simd`` so the compiler vectorises them, and math
functions are declared ``omp declare simd`` so that, where glibc's libmvec exists,
``sinf``/``expf``… vectorise too. Sizes are compile-time constants.
"""

from __future__ import annotations

import math
from typing import Any

from glasstorch.c10.core import scalar_type as st

from ..index import Expr, render
from ..scheduler import FusedKernel, SchedulerNode, call_body
from ..virtualized import V
from .common import IndentedBuffer, InfixArithmetic, KernelArgs, Value

CTYPES = {
    "float32": "float",
    "float64": "double",
    "int64": "int64_t",
    "int32": "int32_t",
    "int16": "int16_t",
    "int8": "int8_t",
    "uint8": "uint8_t",
    "bool": "bool",
}
PARALLEL_WORK = 1 << 18  # below this, threads cost more than they save

_MATH = (
    "exp exp2 expm1 log log2 log10 log1p sqrt sin cos tan asin acos atan sinh cosh tanh asinh "
    "acosh atanh erf erfc floor ceil trunc nearbyint fabs pow atan2 fmod copysign"
).split()
_SIMD_MATH = "sin cos tan exp exp2 expm1 log log2 log10 log1p tanh erf erfc asin acos atan".split()
_BINARY_MATH = {"pow", "atan2", "fmod", "copysign"}


# Integer division and remainder that never trap: a zero divisor sets the kernel's flag
# (the wrapper raises PyTorch's ZeroDivisionError) and the minimum over -1 wraps, as eager
# does, where C's ``/`` and ``%`` would kill the process with SIGFPE.
_INTEGER_DIVISION = """
static inline int64_t gt_div_i64(int64_t a, int64_t b, int* zero_div) {
    if (b == 0) { __atomic_store_n(zero_div, 1, __ATOMIC_RELAXED); return 0; }
    return b == -1 ? (int64_t) (0ULL - (uint64_t) a) : a / b;
}
static inline int64_t gt_mod_i64(int64_t a, int64_t b, int* zero_div) {
    if (b == 0) { __atomic_store_n(zero_div, 1, __ATOMIC_RELAXED); return 0; }
    return b == -1 ? 0 : a % b;
}
static inline int32_t gt_div_i32(int32_t a, int32_t b, int* zero_div) {
    if (b == 0) { __atomic_store_n(zero_div, 1, __ATOMIC_RELAXED); return 0; }
    return b == -1 ? (int32_t) (0U - (uint32_t) a) : a / b;
}
static inline int32_t gt_mod_i32(int32_t a, int32_t b, int* zero_div) {
    if (b == 0) { __atomic_store_n(zero_div, 1, __ATOMIC_RELAXED); return 0; }
    return b == -1 ? 0 : a % b;
}
"""


def prelude(libmvec: bool, body: str) -> str:
    """Headers, plus SIMD declarations of the math functions ``body`` calls (libmvec), and
    the checked integer division when ``body`` divides integers."""
    lines = ["#include <math.h>", "#include <stdint.h>", "#include <stdbool.h>", ""]
    if "gt_div_" in body or "gt_mod_" in body:
        lines.append(_INTEGER_DIVISION)
    if libmvec:
        for fn in _SIMD_MATH:
            for c, suffix in (("float", "f"), ("double", "")):
                if f" {fn}{suffix}(" in body:
                    lines.append("#pragma omp declare simd notinbranch")
                    lines.append(f"{c} {fn}{suffix}({c});")
        lines.append("")
    return "\n".join(lines)


def ctype(dtype: st.dtype) -> str:
    try:
        return CTYPES[dtype.name]
    except KeyError:
        raise NotImplementedError(f"no C type for {dtype}") from None


def cexpr(index: Expr) -> str:
    return render(index, "/", "%")


def literal(value: Any, dtype: st.dtype) -> str:
    if dtype is st.bool_:
        return "true" if value else "false"
    if dtype.is_floating_point:
        value = float(value)
        if math.isnan(value):
            return "NAN"
        if math.isinf(value):
            return "INFINITY" if value > 0 else "-INFINITY"
        text = repr(value)
        return text + "f" if dtype is st.float32 else text
    return f"{int(value)}LL" if dtype.itemsize == 8 else str(int(value))


class CppPrinter(InfixArithmetic):
    """The ``ops`` handler printing C: each op becomes ``T tmpN = ...;``."""

    def __init__(self, lines: IndentedBuffer, args: KernelArgs) -> None:
        super().__init__(lines)
        self.args = args
        #: Where loads that do not depend on the reduction variables go (before the loop).
        self.hoist: IndentedBuffer | None = None
        self.hoist_cache: dict[str, Value] = {}
        #: Whether the kernel divides integers (and so reports zero divisors).
        self.divides = False

    def declare(self, name: str, expr: str, dtype: st.dtype) -> str:
        return f"{ctype(dtype)} {name} = {expr};"

    def _math(self, fn: str, x: Value, *more: Value) -> Value:
        suffix = "f" if x.dtype is st.float32 else ""
        if not x.dtype.is_floating_point:
            raise NotImplementedError(f"{fn} of {x.dtype}")
        return self.emit(f"{fn}{suffix}({', '.join(str(v) for v in (x, *more))})", x.dtype)

    # -- data movement ------------------------------------------------------------------------
    def load(self, name: str, index: Expr) -> Value:
        dtype = V.graph.buffers_by_name[name].get_dtype()
        expr = f"{self.args.input(name)}[{cexpr(index)}]"
        if self.hoist is not None and not any(v.name[0] == "r" for v in index.free_vars()):
            lines, cache = self.lines, self.cache
            self.lines, self.cache = self.hoist, self.hoist_cache
            try:
                return self.emit(expr, dtype)
            finally:
                self.lines, self.cache = lines, cache
        return self.emit(expr, dtype)

    def constant(self, value: Any, dtype: st.dtype) -> Value:
        return Value(literal(value, dtype), dtype)

    def index_expr(self, index: Expr, dtype: st.dtype) -> Value:
        return self.emit(f"({ctype(dtype)}) ({cexpr(index)})", dtype)

    def to_dtype(self, x: Value, dtype: st.dtype) -> Value:
        if x.dtype is dtype:
            return x
        if dtype is st.bool_:
            return self.emit(f"({x} != 0)", dtype)
        return self.emit(f"({ctype(dtype)}) ({x})", dtype)

    # -- arithmetic -----------------------------------------------------------------------------
    def _checked(self, kind: str, a: Value, b: Value) -> Value:
        """Integer ``a / b`` or ``a % b`` through the helpers that flag a zero divisor."""
        self.divides = True
        width = "i64" if max(a.dtype.itemsize, b.dtype.itemsize) == 8 else "i32"
        return self.emit(f"gt_{kind}_{width}({a}, {b}, &zero_div)", a.dtype)

    def truncdiv(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self._infix("/", a, b)
        return self._checked("div", a, b)

    def floordiv(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self._math("floor", self.truediv(a, b))
        q, r = self._checked("div", a, b), self._checked("mod", a, b)
        return self.emit(f"{q} - (({r} != 0) && (({a} < 0) != ({b} < 0)))", a.dtype)

    def remainder(self, a: Value, b: Value) -> Value:
        r = self._math("fmod", a, b) if a.dtype.is_floating_point else self._checked("mod", a, b)
        return self.emit(f"({r} != 0 && (({r} < 0) != ({b} < 0))) ? {r} + {b} : {r}", a.dtype)

    def fmod(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self._math("fmod", a, b)
        return self._checked("mod", a, b)

    def pow(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self._math("pow", a, b)
        return self.emit(f"({ctype(a.dtype)}) pow((double) {a}, (double) {b})", a.dtype)

    def atan2(self, a: Value, b: Value) -> Value:
        return self._math("atan2", a, b)

    def copysign(self, a: Value, b: Value) -> Value:
        return self._math("copysign", a, b)

    def maximum(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self.emit(
                f"({a} != {a}) ? {a} : (({b} != {b} || {b} > {a}) ? {b} : {a})", a.dtype
            )
        return self.emit(f"{a} > {b} ? {a} : {b}", a.dtype)

    def minimum(self, a: Value, b: Value) -> Value:
        if a.dtype.is_floating_point:
            return self.emit(
                f"({a} != {a}) ? {a} : (({b} != {b} || {b} < {a}) ? {b} : {a})", a.dtype
            )
        return self.emit(f"{a} < {b} ? {a} : {b}", a.dtype)

    def relu(self, a: Value) -> Value:
        zero = literal(0, a.dtype)
        if a.dtype.is_floating_point:
            return self.emit(f"({a} != {a} || {a} > {zero}) ? {a} : {zero}", a.dtype)
        return self.emit(f"{a} > {zero} ? {a} : {zero}", a.dtype)

    def where(self, c: Value, a: Value, b: Value) -> Value:
        return self.emit(f"{c} ? {a} : {b}", a.dtype)

    def neg(self, a: Value) -> Value:
        return self.emit(f"-{a}", a.dtype)

    def abs(self, a: Value) -> Value:
        if a.dtype.is_floating_point:
            return self._math("fabs", a)
        return self.emit(f"{a} < 0 ? -{a} : {a}", a.dtype)

    def reciprocal(self, a: Value) -> Value:
        return self.emit(f"{literal(1, a.dtype)} / {a}", a.dtype)

    def rsqrt(self, a: Value) -> Value:
        return self.reciprocal(self._math("sqrt", a))

    def sigmoid(self, a: Value) -> Value:
        one = literal(1, a.dtype)
        return self.emit(f"{one} / ({one} + {self._math('exp', self.neg(a))})", a.dtype)

    def sign(self, a: Value) -> Value:
        return self.emit(f"({ctype(a.dtype)}) (({a} > 0) - ({a} < 0))", a.dtype)

    def round(self, a: Value) -> Value:
        return self._math("nearbyint", a) if a.dtype.is_floating_point else a

    def isnan(self, a: Value) -> Value:
        return self.emit(f"{a} != {a}", st.bool_)

    def logical_not(self, a: Value) -> Value:
        return self.emit(f"!{a}", st.bool_)

    def bitwise_not(self, a: Value) -> Value:
        return self.emit(f"!{a}" if a.dtype is st.bool_ else f"~{a}", a.dtype)

    def __getattr__(self, name: str) -> Any:
        compare = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
        logical = {"logical_and": "&&", "logical_or": "||", "logical_xor": "!="}
        bitwise = {"bitwise_and": "&", "bitwise_or": "|", "bitwise_xor": "^"}
        if name in compare:
            return lambda a, b: self._infix(compare[name], a, b, st.bool_)
        if name in logical:
            return lambda a, b: self.emit(f"({a} != 0) {logical[name]} ({b} != 0)", st.bool_)
        if name in bitwise:
            return lambda a, b: self._infix(bitwise[name], a, b)
        if name in _MATH:
            return lambda a: self._math(name, a)
        raise AttributeError(name)


_REDUCE = {  # type -> (omp operator, init, combine format)
    "sum": ("+", 0, "{acc} + {v}"),
    "prod": ("*", 1, "{acc} * {v}"),
    "max": ("max", "-inf", "({v} > {acc}) ? {v} : {acc}"),
    "min": ("min", "inf", "({v} < {acc}) ? {v} : {acc}"),
}


def _init(kind: str, dtype: st.dtype) -> str:
    init = _REDUCE[kind][1]
    if isinstance(init, str):
        if dtype.is_floating_point:
            return literal(float(init), dtype)
        info = f"{'INT64' if dtype.itemsize == 8 else 'INT32'}_{'MIN' if init == '-inf' else 'MAX'}"
        return info if dtype.is_signed else ("0" if init == "-inf" else "UINT8_MAX")
    return literal(init, dtype)


class CppKernel:
    """Prints one :class:`FusedKernel` as a C function."""

    def __init__(self, kernel: FusedKernel) -> None:
        self.kernel = kernel
        self.args = KernelArgs()
        self.body = IndentedBuffer()
        self.divides = False  # set by generate(): the kernel divides integers

    def _loops(
        self, out: IndentedBuffer, names: list[str], sizes: list[int], pragmas: dict[int, str]
    ) -> int:
        for depth, (name, size) in enumerate(zip(names, sizes, strict=False)):
            if depth in pragmas:
                out.writeline(pragmas[depth])
            out.writeline(f"for (int64_t {name} = 0; {name} < {size}; {name}++) {{")
            out.level += 1
        return len(sizes)

    def _close(self, out: IndentedBuffer, count: int) -> None:
        for _ in range(count):
            out.level -= 1
            out.writeline("}")

    def _store(self, out: IndentedBuffer, node: SchedulerNode, value: Value) -> None:
        index = node.write_index(self.kernel.variables(node.level))
        dtype = node.buffer.get_dtype()
        text = str(value) if value.dtype is dtype else f"({ctype(dtype)}) ({value})"
        out.writeline(f"{self.args.output(node.name)}[{cexpr(index)}] = {text};")

    def _phases(self) -> list[list[SchedulerNode]]:
        """Consecutive nodes sharing one loop; a new phase when a node needs a reduction
        result of the current phase or the loop level changes."""
        phases: list[list[SchedulerNode]] = []
        for node in self.kernel.nodes:
            level = "outer" if node.level == "outer" else "inner"
            current = phases[-1] if phases else None
            same = (
                current is not None
                and ("outer" if current[0].level == "outer" else "inner") == level
            )
            reductions = {n.name for n in current or [] if n.level == "reduction"}
            if same and not reductions & {name for name, _ in self.kernel.node_reads(node)}:
                current.append(node)  # type: ignore[union-attr]
            else:
                phases.append([node])
        return phases

    def generate(self, name: str) -> str:
        k = self.kernel
        out = self.body
        outer_n = math.prod(k.outer)
        inner_n = math.prod(k.inner)
        xs = [f"x{i}" for i in range(len(k.outer))]
        rs = [f"r{i}" for i in range(len(k.inner))]
        printer = CppPrinter(out, self.args)
        big = outer_n * inner_n >= PARALLEL_WORK
        with V.set_ops_handler(printer):
            if not k.inner:  # pointwise: one loop nest, the innermost vectorised
                pragmas = {len(xs) - 1: "#pragma omp simd"} if xs else {}
                if big and xs:
                    pragmas[0] = {
                        1: "#pragma omp parallel for simd",
                        2: "#pragma omp parallel for",
                    }.get(len(xs), f"#pragma omp parallel for collapse({len(xs) - 1})")
                opened = self._loops(out, xs, k.outer, pragmas)
                printer.reset(out)
                for node in k.nodes:
                    self._store(out, node, call_body(k, node))
                self._close(out, opened)
            else:
                pragmas = {0: "#pragma omp parallel for"} if big and outer_n > 1 else {}
                opened = self._loops(out, xs, k.outer, pragmas)
                for phase in self._phases():
                    self._phase(out, printer, phase, rs, parallel=big and outer_n == 1)
                self._close(out, opened)
        params = [f"const {self._arg_ctype(n)}* restrict {p}" for n, p in self.args.inputs.items()]
        params += [f"{self._arg_ctype(n)}* restrict {p}" for n, p in self.args.outputs.items()]
        self.divides = printer.divides
        lines = ["int zero_div = 0;", *out.lines, "return zero_div;"]  # 1: a zero divisor
        head = f"int {name}({', '.join(params)})"
        return (
            head
            + "\n{\n"
            + "".join("    " + line + "\n" if line else "\n" for line in lines)
            + "}\n"
        )

    def _arg_ctype(self, name: str) -> str:
        return ctype(V.graph.buffers_by_name[name].get_dtype())

    def _phase(
        self,
        out: IndentedBuffer,
        printer: CppPrinter,
        phase: list[SchedulerNode],
        rs: list[str],
        parallel: bool,
    ) -> None:
        if phase[0].level == "outer":
            printer.reset(out)
            for node in phase:
                self._store(out, node, call_body(self.kernel, node))
            return
        reductions = [n for n in phase if n.level == "reduction"]
        clauses = []
        for i, node in enumerate(reductions):
            dtype = node.buffer.get_dtype()
            kind = node.buffer.data.reduction_type  # type: ignore[attr-defined]
            if kind not in _REDUCE:
                raise NotImplementedError(f"reduction {kind}")
            out.writeline(f"{ctype(dtype)} acc{node.name} = {_init(kind, dtype)};")
            clauses.append(f"reduction({_REDUCE[kind][0]}:acc{node.name})")
            if kind in ("max", "min") and dtype.is_floating_point:
                out.writeline(f"int nan{node.name} = 0;")
                clauses.append(f"reduction(|:nan{node.name})")
            del i
        reduce = " ".join(clauses)
        last = len(rs) - 1
        pragmas = {last: f"#pragma omp simd {reduce}".rstrip()} if rs else {}
        if parallel and rs:
            pragmas[0] = (
                f"#pragma omp parallel for simd {reduce}"
                if last == 0
                else f"#pragma omp parallel for {reduce}"
            ).rstrip()
        body = IndentedBuffer()
        printer.reset(body)
        printer.hoist, printer.hoist_cache = out, {}
        for node in phase:
            value = call_body(self.kernel, node)
            if node.level != "reduction":
                self._store(body, node, value)
                continue
            kind = node.buffer.data.reduction_type  # type: ignore[attr-defined]
            acc = f"acc{node.name}"
            body.writeline(f"{acc} = {_REDUCE[kind][2].format(acc=acc, v=value)};")
            if kind in ("max", "min") and value.dtype.is_floating_point:
                body.writeline(f"nan{node.name} = nan{node.name} | ({value} != {value});")
        printer.hoist = None
        opened = self._loops(out, rs, self.kernel.inner, pragmas)
        out.writelines(body.lines)
        self._close(out, opened)
        for node in reductions:
            kind = node.buffer.data.reduction_type  # type: ignore[attr-defined]
            acc = f"acc{node.name}"
            if kind in ("max", "min") and node.buffer.get_dtype().is_floating_point:
                out.writeline(f"if (nan{node.name}) {acc} = NAN;")
            self._store(out, node, Value(acc, node.buffer.get_dtype()))


def generate(graph: Any, kernels: list[FusedKernel], wrapper: Any) -> tuple[str, Any]:
    """The wrapper preamble compiling every kernel into one library, and the call printer.

    A kernel with no C form (a dtype C lacks, say) is generated by the numpy backend.
    """
    from ..codecache import compile_flags, find_compiler
    from . import numpy_backend

    cc = find_compiler()
    assert cc is not None
    flags, libmvec = compile_flags(cc)
    functions: list[str] = []
    calls: dict[int, str] = {}
    arity: dict[int, int] = {}
    numpy_kernels: list[FusedKernel] = []
    for kernel in kernels:
        printer = CppKernel(kernel)
        try:
            functions.append(printer.generate(kernel.name))
        except NotImplementedError:
            numpy_kernels.append(kernel)
            continue
        arity[id(kernel)] = len(printer.args.call_args())
        ptrs = ", ".join(f"{n}.data_ptr()" for n in printer.args.call_args())
        calls[id(kernel)] = f"{kernel.name}({ptrs})"
        if printer.divides:  # the kernel returns 1 when it met a zero divisor
            calls[id(kernel)] = f"if {calls[id(kernel)]}: raise RuntimeError('ZeroDivisionError')"
    preamble = ""
    if functions:
        body = "\n".join(functions)
        source = prelude(libmvec, body) + "\n" + body
        libs = ["-lmvec", "-lm"] if libmvec else ["-lm"]
        names = ", ".join(f"({k.name!r}, {arity[id(k)]})" for k in kernels if id(k) in calls)
        preamble = (
            "from glasstorch._inductor.codecache import load_cpp_kernels\n\n"
            f"cpp_source = r'''\n{source}'''\n\n"
            f"_kernels = load_cpp_kernels(cpp_source, {cc!r}, {flags!r}, {libs!r}, [{names}])\n"
        )
        for kernel in kernels:
            if id(kernel) in calls:
                preamble += f"{kernel.name} = _kernels[{kernel.name!r}]\n"
    np_preamble, np_call = numpy_backend.generate(graph, numpy_kernels, wrapper)
    preamble += np_preamble

    def call(kernel: FusedKernel, out: IndentedBuffer) -> None:
        if id(kernel) in calls:
            out.writeline(calls[id(kernel)])
        else:
            np_call(kernel, out)

    return preamble, call
