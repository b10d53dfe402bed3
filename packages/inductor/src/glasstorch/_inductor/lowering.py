"""Lowerings: aten operators → loop-level IR (pointwise bodies over the ``ops`` vocabulary).

``lowerings`` maps an aten ``OpOverload`` to a function of lowered values
(:class:`~.ir.TensorBox`, Python numbers, lists) returning lowered values. Operators not
in the table fall back to their aten kernel (``GraphLowering.fallback``). Type promotion and
broadcasting follow PyTorch's elementwise rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from glasstorch.c10.core import scalar_type as st

from .index import Expr
from .ir import IRNode, Pointwise, TensorBox
from .utils import aten_overload
from .virtualized import V, ops

lowerings: dict[Any, Callable[..., Any]] = {}
Number = bool | int | float


def register_lowering(*targets: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``fn`` as the lowering of each aten overload (``"add.Tensor"`` names one;
    names this build of aten lacks are skipped)."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        for target in targets:
            op = aten_overload(target) if isinstance(target, str) else target
            if op is not None:
                lowerings[op] = fn
        return fn

    return wrap


# -- dtypes and broadcasting -------------------------------------------------------------------
def scalar_dtype(value: Number) -> st.dtype:
    if isinstance(value, bool):
        return st.bool_
    if isinstance(value, int):
        return st.int64
    return st.get_default_dtype()


def result_type(*args: Any) -> st.dtype:
    """PyTorch's elementwise result dtype: dimensioned tensors, then 0-dim, then scalars."""
    tiers: list[list[st.dtype]] = [[], [], []]
    for a in args:
        if isinstance(a, IRNode):
            tiers[0 if a.get_size() else 1].append(a.get_dtype())
        elif isinstance(a, Number):
            tiers[2].append(scalar_dtype(a))
    out: st.dtype | None = None
    for tier in tiers:
        if not tier:
            continue
        d = tier[0]
        for other in tier[1:]:
            d = st.promote_types(d, other)
        if out is None:
            out = d
        elif st.category(d) > st.category(out):
            out = st.get_default_dtype() if d.is_floating_point and tier is tiers[2] else d
    return out or st.get_default_dtype()


def broadcast_shapes(*shapes: Sequence[int]) -> list[int]:
    ndim = max((len(s) for s in shapes), default=0)
    out = [1] * ndim
    for s in shapes:
        for i, size in enumerate(s, ndim - len(s)):
            if size != 1:
                if out[i] not in (1, size):
                    raise RuntimeError(
                        f"The size of tensor a ({out[i]}) must match the size of tensor b "
                        f"({size}) at non-singleton dimension {i}"
                    )
                out[i] = size
    return out


def make_loader(x: Any, size: Sequence[int], dtype: st.dtype) -> Callable[[list[Expr]], Any]:
    """A loader of ``x`` (a lowered tensor or a number) broadcast to ``size``, cast to ``dtype``."""
    if not isinstance(x, IRNode):
        return lambda index: ops.constant(x, dtype)
    inner = x.make_loader()
    xsize = x.get_size()
    lead = len(size) - len(xsize)

    def load(index: list[Expr]) -> Any:
        sub = [Expr() if s == 1 else index[lead + i] for i, s in enumerate(xsize)]
        value = inner(sub)
        return value if x.get_dtype() is dtype else ops.to_dtype(value, dtype)

    return load


def device_of(*args: Any) -> str:
    for a in args:
        if isinstance(a, IRNode):
            return a.get_device()
    return "cpu"


def pointwise(
    fn: Callable[..., Any],
    *inputs: Any,
    kind: str = "default",
    dtype: st.dtype | None = None,
) -> TensorBox:
    """Elementwise ``fn`` over broadcast ``inputs``.

    ``kind``: ``default`` (computes and returns the promoted dtype), ``int_to_float``
    (integers compute as the default float dtype), ``bool`` (computes promoted, returns
    bool), ``keep`` (no casts: ``fn`` sees each input's own dtype).
    """
    compute = dtype or result_type(*inputs)
    if kind == "int_to_float" and not (compute.is_floating_point or compute.is_complex):
        compute = st.get_default_dtype()
    out_dtype = st.bool_ if kind == "bool" else compute
    size = broadcast_shapes(*(x.get_size() for x in inputs if isinstance(x, IRNode)))
    loaders = [
        make_loader(x, size, x.get_dtype() if kind == "keep" and isinstance(x, IRNode) else compute)
        for x in inputs
    ]

    def inner(index: list[Expr]) -> Any:
        return fn(*[load(index) for load in loaders])

    return TensorBox(Pointwise(device_of(*inputs), out_dtype, inner, size))


def _unary(name: str, kind: str = "default") -> Callable[[Any], TensorBox]:
    def lower(x: Any) -> TensorBox:
        return pointwise(getattr(ops, name), x, kind=kind)

    return lower


def _binary(name: str, kind: str = "default") -> Callable[..., TensorBox]:
    def lower(a: Any, b: Any) -> TensorBox:
        return pointwise(getattr(ops, name), a, b, kind=kind)

    return lower


_FLOAT_UNARY = (
    "exp exp2 expm1 log log2 log10 log1p sqrt rsqrt sin cos tan asin acos atan sinh cosh tanh "
    "asinh acosh atanh erf erfc sigmoid reciprocal"
).split()
for _name in _FLOAT_UNARY:
    register_lowering(f"{_name}.default")(_unary(_name, "int_to_float"))
for _name in "neg abs floor ceil trunc round sign relu bitwise_not".split():
    register_lowering(f"{_name}.default")(_unary(_name))
register_lowering("logical_not.default")(_unary("logical_not", "bool"))
register_lowering("isnan.default")(_unary("isnan", "bool"))

for _name, _op, _kind in (
    ("mul", "mul", "default"),
    ("maximum", "maximum", "default"),
    ("minimum", "minimum", "default"),
    ("remainder", "remainder", "default"),
    ("floor_divide", "floordiv", "default"),
    ("atan2", "atan2", "int_to_float"),
    ("bitwise_and", "bitwise_and", "default"),
    ("bitwise_or", "bitwise_or", "default"),
    ("bitwise_xor", "bitwise_xor", "default"),
    ("eq", "eq", "bool"),
    ("ne", "ne", "bool"),
    ("lt", "lt", "bool"),
    ("le", "le", "bool"),
    ("gt", "gt", "bool"),
    ("ge", "ge", "bool"),
    ("logical_and", "logical_and", "bool"),
    ("logical_or", "logical_or", "bool"),
    ("logical_xor", "logical_xor", "bool"),
):
    register_lowering(f"{_name}.Tensor", f"{_name}.Scalar", f"{_name}.default")(_binary(_op, _kind))


def _add_sub(op: str) -> Callable[..., TensorBox]:
    def lower(a: Any, b: Any, alpha: Number = 1) -> TensorBox:
        if alpha != 1:
            return pointwise(lambda x, y, k: getattr(ops, op)(x, ops.mul(y, k)), a, b, alpha)
        return pointwise(getattr(ops, op), a, b)

    return lower


register_lowering("add.Tensor", "add.Scalar")(_add_sub("add"))
register_lowering("sub.Tensor", "sub.Scalar")(_add_sub("sub"))


@register_lowering("rsub.Tensor", "rsub.Scalar")
def rsub(a: Any, b: Any, alpha: Number = 1) -> TensorBox:
    return _add_sub("sub")(b, a, alpha)


@register_lowering("div.Tensor", "div.Scalar")
def div(a: Any, b: Any) -> TensorBox:
    return pointwise(ops.truediv, a, b, kind="int_to_float")


@register_lowering("div.Tensor_mode", "div.Scalar_mode")
def div_mode(a: Any, b: Any, *, rounding_mode: str | None = None) -> TensorBox:
    if rounding_mode is None:
        return div(a, b)
    if rounding_mode == "floor":
        return pointwise(ops.floordiv, a, b)
    if result_type(a, b).is_floating_point:
        return pointwise(lambda x, y: ops.trunc(ops.truediv(x, y)), a, b)
    return pointwise(lambda x, y: ops.truncdiv(x, y), a, b)


@register_lowering("pow.Tensor_Tensor", "pow.Tensor_Scalar", "pow.Scalar")
def pow_(a: Any, b: Any) -> TensorBox:
    if isinstance(b, Number) and not isinstance(b, bool):
        if b == 2:
            return pointwise(lambda x: ops.mul(x, x), a, dtype=result_type(a, b))
        if b == 1:
            return pointwise(lambda x: x, a, dtype=result_type(a, b))
        if b == 0.5:
            return pointwise(ops.sqrt, a, kind="int_to_float")
    return pointwise(ops.pow, a, b)


@register_lowering("where.self", "where.ScalarSelf", "where.ScalarOther", "where.Scalar")
def where(cond: Any, a: Any, b: Any) -> TensorBox:
    dtype = result_type(a, b)
    size = broadcast_shapes(*(x.get_size() for x in (cond, a, b) if isinstance(x, IRNode)))
    lc = make_loader(cond, size, st.bool_)
    la, lb = make_loader(a, size, dtype), make_loader(b, size, dtype)
    return TensorBox(
        Pointwise(device_of(cond, a, b), dtype, lambda i: ops.where(lc(i), la(i), lb(i)), size)
    )


@register_lowering("clamp.default")
def clamp(x: Any, min: Number | None = None, max: Number | None = None) -> TensorBox:  # noqa: A002
    def body(v: Any) -> Any:
        dtype = x.get_dtype()
        if min is not None:
            v = ops.maximum(v, ops.constant(min, dtype))
        if max is not None:
            v = ops.minimum(v, ops.constant(max, dtype))
        return v

    return pointwise(body, x, kind="keep")


@register_lowering("clamp_min.default")
def clamp_min(x: Any, min: Number) -> TensorBox:  # noqa: A002
    return clamp(x, min, None)


@register_lowering("clamp_max.default")
def clamp_max(x: Any, max: Number) -> TensorBox:  # noqa: A002
    return clamp(x, None, max)


@register_lowering("_to_copy.default")
def to_copy(
    x: TensorBox,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
    non_blocking: bool = False,
    memory_format: Any = None,
) -> TensorBox:
    if device is not None and str(device).split(":")[0] != x.get_device():
        raise NotImplementedError("device copies are external")
    target = dtype or x.get_dtype()
    return TensorBox(
        Pointwise(x.get_device(), target, make_loader(x, x.get_size(), target), x.get_size())
    )


@register_lowering("clone.default")
def clone(x: TensorBox, *, memory_format: Any = None) -> TensorBox:
    return TensorBox(Pointwise(x.get_device(), x.get_dtype(), x.make_loader(), x.get_size()))


@register_lowering("full.default")
def full(
    size: Sequence[int],
    fill_value: Number,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
) -> TensorBox:
    dtype = dtype or scalar_dtype(fill_value)
    dev = "cpu" if device is None else str(device).split(":")[0]
    return TensorBox(Pointwise(dev, dtype, lambda i: ops.constant(fill_value, dtype), list(size)))


@register_lowering("scalar_tensor.default")
def scalar_tensor(
    value: Number,
    *,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
) -> TensorBox:
    return full([], value, dtype=dtype or st.get_default_dtype(), device=device)


def _filled(value: Number) -> Callable[..., TensorBox]:
    def lower(size: Sequence[int], *, dtype: Any = None, **kwargs: Any) -> TensorBox:
        return full(size, value, dtype=dtype or st.get_default_dtype(), device=kwargs.get("device"))

    return lower


register_lowering("zeros.default")(_filled(0.0))
register_lowering("ones.default")(_filled(1.0))


def _filled_like(value: Number | None) -> Callable[..., TensorBox]:
    def lower(x: TensorBox, *args: Any, dtype: Any = None, **kwargs: Any) -> TensorBox:
        fill = args[0] if value is None else value
        return full(x.get_size(), fill, dtype=dtype or x.get_dtype(), device=x.get_device())

    return lower


register_lowering("zeros_like.default")(_filled_like(0))
register_lowering("ones_like.default")(_filled_like(1))
register_lowering("full_like.default")(_filled_like(None))


@register_lowering("fill.Scalar")
def fill(x: TensorBox, value: Number) -> TensorBox:
    return full(x.get_size(), value, dtype=x.get_dtype(), device=x.get_device())


def _extern(op_name: str) -> None:
    """Matmuls and convolutions stay external calls (BLAS on the CPU), not fallbacks."""
    op = aten_overload(op_name)

    def lower(*args: Any, **kwargs: Any) -> Any:
        return V.graph.fallback(op, args, kwargs, reason="extern")

    register_lowering(op_name)(lower)


for _name in ("mm.default", "bmm.default", "convolution.default", "matmul.default", "dot.default"):
    _extern(_name)


@register_lowering("arange.start_step", "arange.start", "arange.default")
def arange(
    *args: Number, dtype: Any = None, layout: Any = None, device: Any = None, pin_memory: Any = None
) -> TensorBox:  # noqa: E501
    """``arange`` as an index expression: element ``i`` is ``start + i * step``."""
    start, end, step = (0, args[0], 1) if len(args) == 1 else (*args, 1)[:3]
    if step == 0:
        raise RuntimeError("step must be nonzero")
    length = max(0, -(-(end - start) // step))
    if dtype is None:
        floating = any(isinstance(v, float) for v in (start, end, step))
        dtype = st.get_default_dtype() if floating else st.int64
    dev = "cpu" if device is None else str(device).split(":")[0]

    def inner(index: list[Expr]) -> Any:
        i = ops.index_expr(index[0], dtype)
        return ops.add(ops.mul(i, ops.constant(step, dtype)), ops.constant(start, dtype))

    return TensorBox(Pointwise(dev, dtype, inner, [int(length)]))
