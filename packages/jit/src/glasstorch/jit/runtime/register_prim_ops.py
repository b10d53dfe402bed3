"""TorchScript's own operators (``register_prim_ops.cpp``): numbers, strings, lists, dicts.

These have no Dispatcher kernel; they act on Python values. Importing this module
registers them with :func:`.operator.register_operator`.
"""

from __future__ import annotations

import math
import operator as py
import warnings
from typing import Any

from .operator import dtype_of_code
from .operator import register_operator as reg

_NUM = ("int", "float")


def _binary(name: str, fn: Any, ret: str | None = None, types: tuple[str, ...] = _NUM) -> None:
    for a in types:
        for b in types:
            overload = a if a == b else f"{a}_{b}"
            r = ret or ("int" if a == b == "int" else "float")
            if a == b and a not in _NUM:
                r = ret or a
            reg(f"aten::{name}.{overload}({a} a, {b} b) -> {r}", fn)


def _floordiv(a: Any, b: Any) -> Any:
    if b == 0:
        raise ZeroDivisionError("ZeroDivisionError")
    return a // b


def _div(a: Any, b: Any) -> float:
    if b == 0:
        raise ZeroDivisionError("ZeroDivisionError")
    return a / b


def _pow(a: Any, b: Any) -> float:
    return float(a) ** b


_binary("add", py.add)
_binary("sub", py.sub)
_binary("mul", py.mul)
_binary("div", _div, "float")
_binary("floordiv", _floordiv)
_binary("remainder", py.mod)
_binary("pow", _pow, "float")
for _name, _fn in (("eq", py.eq), ("ne", py.ne), ("lt", py.lt), ("le", py.le),
                   ("gt", py.gt), ("ge", py.ge)):  # fmt: skip
    _binary(_name, _fn, "bool")
    reg(f"aten::{_name}.str(str a, str b) -> bool", _fn)
for _name, _fn in (("eq", py.eq), ("ne", py.ne)):
    reg(f"aten::{_name}.bool(bool a, bool b) -> bool", _fn)
    reg(
        f"aten::{_name}.int_list(int[] a, int[] b) -> bool", lambda a, b, f=_fn: f(list(a), list(b))
    )
reg("aten::add.str(str a, str b) -> str", py.add)
reg("aten::mul.left_t(t[] l, int n) -> t[]", lambda a, n: list(a) * n)
reg("aten::neg.int(int a) -> int", py.neg)
reg("aten::neg.float(float a) -> float", py.neg)
reg("aten::__and__.bool(bool a, bool b) -> bool", py.and_)
reg("aten::__or__.bool(bool a, bool b) -> bool", py.or_)
reg("aten::__xor__.bool(bool a, bool b) -> bool", py.xor)
reg("aten::__and__.int(int a, int b) -> int", py.and_)
reg("aten::__or__.int(int a, int b) -> int", py.or_)
reg("aten::__xor__.int(int a, int b) -> int", py.xor)
reg("aten::__lshift__.int(int a, int b) -> int", py.lshift)
reg("aten::__rshift__.int(int a, int b) -> int", py.rshift)
reg("aten::__not__(bool self) -> bool", py.not_)
reg("aten::__is__(t1 self, t2 obj) -> bool", py.is_)
reg("aten::__isnot__(t1 self, t2 obj) -> bool", py.is_not)
for _t in ("int", "float"):
    reg(f"prim::min.{_t}({_t} a, {_t} b) -> {_t}", min)
    reg(f"prim::max.{_t}({_t} a, {_t} b) -> {_t}", max)
    reg(f"prim::abs.{_t}({_t} x) -> {_t}", abs)
    for _m in ("sqrt", "exp", "log", "sin", "cos", "tanh"):
        reg(f"aten::{_m}.{_t}({_t} a) -> float", getattr(math, _m))
    reg(f"aten::floor.{_t}({_t} a) -> int", math.floor)
    reg(f"aten::ceil.{_t}({_t} a) -> int", math.ceil)
reg("prim::min.int_list(int[] l) -> int", min)
reg("prim::max.int_list(int[] l) -> int", max)
reg("aten::sum.int(int[] self) -> int", sum)

# conversions
reg("aten::Int.Tensor(Tensor a) -> int", lambda t: int(t.item()))
reg("aten::Float.Tensor(Tensor a) -> float", lambda t: float(t.item()))
reg("aten::Bool.Tensor(Tensor a) -> bool", lambda t: bool(t.item()))
for _src in ("float", "bool", "str", "int"):
    reg(f"aten::Int.{_src}({_src} a) -> int", int)
    reg(f"aten::Float.{_src}({_src} a) -> float", float)
for _src in ("int", "float"):
    reg(f"aten::Bool.{_src}({_src} a) -> bool", bool)
reg("aten::ScalarImplicit(Tensor a) -> Scalar", lambda t: t.item())
reg("aten::str(t elem) -> str", str)
reg("aten::device(str a) -> Device", lambda s: _device(s))
reg("aten::format(str self, ...) -> str", lambda s, *args: s.format(*args))

# tensor properties
reg("aten::dim(Tensor self) -> int", lambda t: t.dim())
reg("aten::numel(Tensor self) -> int", lambda t: t.numel())
reg("aten::size(Tensor self) -> int[]", lambda t: list(t.size()))
reg("aten::size.int(Tensor self, int dim) -> int", lambda t, d: t.size(d))
reg("aten::len.Tensor(Tensor t) -> int", len)
reg("aten::item(Tensor self) -> Scalar", lambda t: t.item())
reg("aten::is_floating_point(Tensor self) -> bool", lambda t: t.is_floating_point())
reg("prim::device(Tensor a) -> Device", lambda t: t.device)
reg("prim::dtype(Tensor a) -> int", lambda t: int(t.dtype.scalar_type))  # a ScalarType code
reg("prim::requires_grad(Tensor a) -> bool", lambda t: t.requires_grad)
reg("aten::detach(Tensor(a) self) -> Tensor(a)", lambda t: t.detach())
for _m, _dt in (("float", "float32"), ("double", "float64"), ("long", "int64"),
                ("int", "int32"), ("bool", "bool"), ("half", "float16")):  # fmt: skip
    reg(f"aten::{_m}(Tensor self) -> Tensor", lambda t, m=_m: getattr(t, m)())
# Tensor.to: dtypes arrive as ScalarType codes (TorchScript's ``torch.float64`` is 7).
reg(
    "aten::to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, "
    "MemoryFormat? memory_format=None) -> Tensor(a)",
    lambda t, dtype, non_blocking, copy, memory_format: t.to(
        dtype=dtype_of_code(dtype), non_blocking=non_blocking, copy=copy
    ),
)
reg(
    "aten::to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, "
    "bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)",
    lambda t, device, dtype, non_blocking, copy, memory_format: t.to(
        device=device, dtype=dtype_of_code(dtype), non_blocking=non_blocking, copy=copy
    ),
)
reg(
    "aten::to.prim_Device(Tensor(a) self, Device? device, int? dtype=None, "
    "bool non_blocking=False, bool copy=False) -> Tensor(a|b)",
    lambda t, device, dtype, non_blocking, copy: t.to(
        device=device, dtype=dtype_of_code(dtype), non_blocking=non_blocking, copy=copy
    ),
)
reg(
    "aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, "
    "Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, "
    "MemoryFormat? memory_format=None) -> Tensor(a)",
    lambda t, dtype, layout, device, pin_memory, non_blocking, copy, memory_format: t.to(
        device=device, dtype=dtype_of_code(dtype), non_blocking=non_blocking, copy=copy
    ),
)
reg(
    "aten::to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, "
    "MemoryFormat? memory_format=None) -> Tensor(a)",
    lambda t, other, non_blocking, copy, memory_format: t.to(
        other, non_blocking=non_blocking, copy=copy
    ),
)
reg("aten::tolist(Tensor self) -> Any", lambda t: t.tolist())

# lists
reg("aten::len.t(t[] a) -> int", len)
reg("aten::len.str(str s) -> int", len)
reg("aten::len.Dict_str(Dict(str, t) self) -> int", len)
reg("aten::len.Dict_int(Dict(int, t) self) -> int", len)
reg("aten::__getitem__.t(t[](a) list, int idx) -> t(*)", lambda lst, i: lst[i])
reg("aten::__getitem__.str(str s, int index) -> str", lambda s, i: s[i])
reg(
    "aten::_set_item.t(t[](a!) l, int idx, t(b -> *) el) -> t[](a!)",
    lambda lst, i, v: _setitem(lst, i, v),
    pure=False,
)
reg(
    "aten::append.t(t[](a!) self, t(c -> *) el) -> t[](a!)",
    lambda lst, v: _append(lst, v),
    pure=False,
)
reg(
    "aten::insert.t(t[](a!) self, int idx, t(b -> *) el) -> ()",
    lambda lst, i, v: lst.insert(i, v),
    pure=False,
)
reg("aten::extend.t(t[](a!) self, t[] other) -> ()", lambda lst, o: lst.extend(o), pure=False)
reg("aten::pop.t(t[](a!) self, int idx=-1) -> t(*)", lambda lst, i: lst.pop(i), pure=False)
reg("aten::clear.t(t[](a!) self) -> ()", lambda lst: lst.clear(), pure=False)
reg("aten::reverse.t(t[](a!) self) -> ()", lambda lst: lst.reverse(), pure=False)
reg("aten::add.t(t[] a, t[] b) -> t[]", lambda a, b: list(a) + list(b))
reg("aten::list.t(t[] l) -> t[]", list)
reg(
    "aten::slice.t(t[] l, int? start=None, int? end=None, int step=1) -> t[]",
    lambda lst, a, b, s: lst[a:b:s],
)
reg(
    "aten::slice.str(str string, int? start=None, int? end=None, int step=1) -> str",
    lambda x, a, b, s: x[a:b:s],
)
reg("aten::__contains__.int_list(int[] l, int item) -> bool", lambda lst, x: x in lst)
reg("aten::__contains__.float_list(float[] l, float item) -> bool", lambda lst, x: x in lst)
reg("aten::__contains__.str_list(str[] l, str item) -> bool", lambda lst, x: x in lst)
reg("aten::__contains__.str(Dict(str, t) dict, str key) -> bool", lambda d, k: k in d)
reg("aten::__contains__.int(Dict(int, t) dict, int key) -> bool", lambda d, k: k in d)
reg("aten::count.int(int[] self, int el) -> int", lambda lst, x: lst.count(x))
reg("aten::index.int(int[] self, int el) -> int", lambda lst, x: lst.index(x))

# dicts
for _k in ("str", "int"):
    reg(f"aten::__getitem__.Dict_{_k}(Dict({_k}, t) self, {_k} key) -> t(*)", lambda d, k: d[k])
    reg(
        f"aten::_set_item.{_k}(Dict({_k}, t)(a!) l, {_k}(b -> *) idx, t(c -> *) v) -> ()",
        lambda d, k, v: d.__setitem__(k, v),
        pure=False,
    )
    reg(f"aten::keys.{_k}(Dict({_k}, t) self) -> {_k}[](*)", lambda d: list(d.keys()))
    reg(f"aten::values.{_k}(Dict({_k}, t) self) -> t[](*)", lambda d: list(d.values()))
    reg(f"aten::items.{_k}(Dict({_k}, t) self) -> (({_k}, t)[])", lambda d: list(d.items()))
    reg(f"aten::get.{_k}(Dict({_k}, t) self, {_k} key) -> t(*)?", lambda d, k: d.get(k))
    reg(
        f"aten::get.default_{_k}(Dict({_k}, t) self, {_k} key, t default_value) -> t(*)",
        lambda d, k, v: d.get(k, v),
    )
    reg(
        f"aten::pop.Dict_{_k}(Dict({_k}, t)(a!) self, {_k} key) -> t(*)",
        lambda d, k: d.pop(k),
        pure=False,
    )

# ranges, printing, warnings
reg(
    "aten::__range_length(int lo, int hi, int step) -> int",
    lambda lo, hi, step: _range_length(lo, hi, step),
)
reg(
    "aten::__derive_index(int index, int start, int step) -> int",
    lambda i, start, step: start + i * step,
)
reg(
    "aten::warn(str message, int stacklevel=2) -> ()",
    lambda m, s: warnings.warn(m, stacklevel=2),
    pure=False,
)
reg("prim::Print(...) -> ()", lambda *args: print(*args), pure=False)  # fmt: skip


def _range_length(lo: int, hi: int, step: int) -> int:
    if step == 0:
        raise RuntimeError("range() arg 3 must not be zero")
    return len(range(lo, hi, step))


def _setitem(lst: list, i: int, v: Any) -> list:
    lst[i] = v
    return lst


def _append(lst: list, v: Any) -> list:
    lst.append(v)
    return lst


def _device(text: str) -> Any:
    from glasstorch.c10.core import Device

    return Device(text)
