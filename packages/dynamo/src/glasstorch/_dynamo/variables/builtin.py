"""Python builtins and ``operator`` functions applied to trackers.

Constants fold at compile time; tensors become graph nodes; containers are handled item by
item; anything else (``print``, ``id`` ...) stops capture with a reason.
"""

from __future__ import annotations

import builtins
import math
import operator
from typing import TYPE_CHECKING, Any

from ..exc import unimplemented
from .base import VariableTracker
from .constant import ConstantVariable
from .lists import (
    BaseListVariable,
    ListIteratorVariable,
    ListVariable,
    RangeVariable,
    SizeVariable,
    SliceVariable,
    TupleVariable,
    sequence_binary_op,
)

if TYPE_CHECKING:
    from ..codegen import PyCodegen
    from ..symbolic_convert import InstructionTranslatorBase

BINARY_OPS = {
    operator.add,
    operator.sub,
    operator.mul,
    operator.truediv,
    operator.floordiv,
    operator.mod,
    operator.pow,
    operator.matmul,
    operator.and_,
    operator.or_,
    operator.xor,
    operator.lshift,
    operator.rshift,
    operator.iadd,
    operator.isub,
    operator.imul,
    operator.itruediv,
    operator.ifloordiv,
    operator.imod,
    operator.ipow,
    operator.imatmul,
    operator.iand,
    operator.ior,
    operator.ixor,
    operator.ilshift,
    operator.irshift,
    operator.lt,
    operator.le,
    operator.eq,
    operator.ne,
    operator.gt,
    operator.ge,
}
UNARY_OPS = {operator.neg, operator.pos, operator.invert, operator.abs}


def _is_tensor(v: VariableTracker) -> bool:
    from .tensor import TensorVariable

    return isinstance(v, TensorVariable)


class BuiltinVariable(VariableTracker):
    """A builtin function or an ``operator`` function."""

    def __init__(self, fn: Any, source: Any = None) -> None:
        super().__init__(source)
        self.fn = fn

    def python_type(self) -> type:
        return type(self.fn)

    def as_python_constant(self) -> Any:
        return self.fn

    def reconstruct(self, cg: PyCodegen) -> None:
        cg.load_const(self.fn)

    def __repr__(self) -> str:
        return f"BuiltinVariable({getattr(self.fn, '__name__', self.fn)})"

    def call_function(
        self,
        tx: InstructionTranslatorBase,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        fn = self.fn
        if fn in BINARY_OPS and len(args) == 2 and not kwargs:
            return binary_op(tx, fn, args[0], args[1])
        if fn in UNARY_OPS and len(args) == 1:
            if _is_tensor(args[0]):
                return tx.output.call(fn, args, {})
            return ConstantVariable(fn(args[0].as_python_constant()))
        handler = getattr(self, f"_call_{getattr(fn, '__name__', '')}", None)
        if handler is not None:
            return handler(tx, *args, **kwargs)
        if all(a.is_python_constant() for a in [*args, *kwargs.values()]) and (
            fn in _PURE or getattr(fn, "__self__", None) is math
        ):
            return ConstantVariable(
                fn(
                    *[a.as_python_constant() for a in args],
                    **{k: v.as_python_constant() for k, v in kwargs.items()},
                )
            )
        unimplemented(f"call to builtin {getattr(fn, '__qualname__', fn)}")
        raise AssertionError

    # -- one handler per builtin --------------------------------------------------------
    def _call_abs(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        if _is_tensor(obj):
            return tx.output.call(operator.abs, [obj], {})
        return ConstantVariable(abs(obj.as_python_constant()))

    def _call_len(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        if _is_tensor(obj):
            return ConstantVariable(len(obj.example))  # type: ignore[attr-defined]
        return (
            obj.call_method(tx, "__len__", [], {})
            if not isinstance(obj, (RangeVariable, ListIteratorVariable)) and hasattr(obj, "items")
            else ConstantVariable(len(obj.unpack_var_sequence(tx)))
        )

    def _call_isinstance(
        self, tx: InstructionTranslatorBase, obj: VariableTracker, cls: VariableTracker
    ) -> VariableTracker:
        return ConstantVariable(isinstance_type(obj.python_type(), cls.as_python_constant()))

    def _call_issubclass(
        self, tx: InstructionTranslatorBase, a: VariableTracker, b: VariableTracker
    ) -> VariableTracker:
        return ConstantVariable(issubclass(a.as_python_constant(), b.as_python_constant()))

    def _call_range(self, tx: InstructionTranslatorBase, *args: VariableTracker) -> VariableTracker:
        return RangeVariable(range(*[a.as_python_constant() for a in args]))

    def _call_enumerate(
        self,
        tx: InstructionTranslatorBase,
        seq: VariableTracker,
        start: VariableTracker | None = None,
    ) -> VariableTracker:
        first = start.as_python_constant() if start is not None else 0
        return ListIteratorVariable(
            [
                TupleVariable([ConstantVariable(i + first), v])
                for i, v in enumerate(seq.unpack_var_sequence(tx))
            ]
        )

    def _call_zip(
        self,
        tx: InstructionTranslatorBase,
        *seqs: VariableTracker,
        strict: VariableTracker | None = None,
    ) -> VariableTracker:
        cols = [s.unpack_var_sequence(tx) for s in seqs]
        rows = zip(*cols, strict=strict is not None and bool(strict.as_python_constant()))
        return ListIteratorVariable([TupleVariable(list(row)) for row in rows])

    def _call_iter(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        from .dicts import iterate

        return iterate(tx, obj)

    def _call_next(
        self,
        tx: InstructionTranslatorBase,
        it: VariableTracker,
        default: VariableTracker | None = None,
    ) -> VariableTracker:
        if not isinstance(it, ListIteratorVariable):
            unimplemented("next() on an unknown iterator")
        item = it.next_item()  # type: ignore[union-attr]
        if item is None:
            if default is None:
                unimplemented("StopIteration inside a compiled region")
            return default  # type: ignore[return-value]
        return item

    def _call_reversed(
        self, tx: InstructionTranslatorBase, seq: VariableTracker
    ) -> VariableTracker:
        return ListIteratorVariable(list(reversed(seq.unpack_var_sequence(tx))))

    def _call_list(
        self, tx: InstructionTranslatorBase, seq: VariableTracker | None = None
    ) -> VariableTracker:
        return ListVariable(seq.unpack_var_sequence(tx) if seq is not None else [])

    def _call_tuple(
        self, tx: InstructionTranslatorBase, seq: VariableTracker | None = None
    ) -> VariableTracker:
        return TupleVariable(seq.unpack_var_sequence(tx) if seq is not None else [])

    def _call_dict(
        self,
        tx: InstructionTranslatorBase,
        arg: VariableTracker | None = None,
        **kwargs: VariableTracker,
    ) -> VariableTracker:
        from .dicts import ConstDictVariable

        items: dict[Any, VariableTracker] = {}
        if isinstance(arg, ConstDictVariable):
            items.update(arg.items)
        elif arg is not None:
            for pair in arg.unpack_var_sequence(tx):
                k, v = pair.unpack_var_sequence(tx)
                items[k.as_python_constant()] = v
        items.update(kwargs)
        return ConstDictVariable(items)

    def _call_set(
        self, tx: InstructionTranslatorBase, seq: VariableTracker | None = None
    ) -> VariableTracker:
        from .dicts import SetVariable

        return SetVariable(seq.unpack_var_sequence(tx) if seq is not None else [])

    def _minmax(
        self, tx: InstructionTranslatorBase, args: tuple[VariableTracker, ...], pick: Any
    ) -> VariableTracker:
        items = list(args[0].unpack_var_sequence(tx)) if len(args) == 1 else list(args)
        if all(i.is_python_constant() for i in items):
            return ConstantVariable(pick(i.as_python_constant() for i in items))
        unimplemented(f"{pick.__name__}() over tensors compares their values")
        raise AssertionError

    def _call_min(self, tx: InstructionTranslatorBase, *args: VariableTracker) -> VariableTracker:
        return self._minmax(tx, args, min)

    def _call_max(self, tx: InstructionTranslatorBase, *args: VariableTracker) -> VariableTracker:
        return self._minmax(tx, args, max)

    def _call_sum(
        self,
        tx: InstructionTranslatorBase,
        seq: VariableTracker,
        start: VariableTracker | None = None,
    ) -> VariableTracker:
        total: VariableTracker = start if start is not None else ConstantVariable(0)
        for item in seq.unpack_var_sequence(tx):
            total = binary_op(tx, operator.add, total, item)
        return total

    def _call_all(self, tx: InstructionTranslatorBase, seq: VariableTracker) -> VariableTracker:
        return ConstantVariable(all(i.truth(tx) for i in seq.unpack_var_sequence(tx)))

    def _call_any(self, tx: InstructionTranslatorBase, seq: VariableTracker) -> VariableTracker:
        return ConstantVariable(any(i.truth(tx) for i in seq.unpack_var_sequence(tx)))

    def _call_bool(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        return ConstantVariable(obj.truth(tx))

    def _call_getattr(
        self,
        tx: InstructionTranslatorBase,
        obj: VariableTracker,
        name: VariableTracker,
        default: VariableTracker | None = None,
    ) -> VariableTracker:
        if default is None:
            return obj.var_getattr(tx, name.as_python_constant())
        try:
            return obj.var_getattr(tx, name.as_python_constant())
        except Exception:  # noqa: BLE001 - getattr's default covers any lookup failure
            return default

    def _call_hasattr(
        self, tx: InstructionTranslatorBase, obj: VariableTracker, name: VariableTracker
    ) -> VariableTracker:
        try:
            obj.var_getattr(tx, name.as_python_constant())
        except Exception:  # noqa: BLE001
            return ConstantVariable(False)
        return ConstantVariable(True)

    def _call_type(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        return ConstantVariable(obj.python_type())

    def _call_callable(
        self, tx: InstructionTranslatorBase, obj: VariableTracker
    ) -> VariableTracker:
        from .functions import BaseUserFunctionVariable

        return ConstantVariable(
            isinstance(obj, BaseUserFunctionVariable)
            or (obj.is_python_constant() and callable(obj.as_python_constant()))
        )

    def _call_slice(
        self, tx: InstructionTranslatorBase, *parts: VariableTracker
    ) -> VariableTracker:
        return SliceVariable(list(parts))

    def _call_map(
        self, tx: InstructionTranslatorBase, fn: VariableTracker, *seqs: VariableTracker
    ) -> VariableTracker:
        cols = [s.unpack_var_sequence(tx) for s in seqs]
        rows = zip(*cols, strict=False)  # map() stops at the shortest input
        return ListIteratorVariable([fn.call_function(tx, list(row), {}) for row in rows])

    def _call_filter(
        self, tx: InstructionTranslatorBase, fn: VariableTracker, seq: VariableTracker
    ) -> VariableTracker:
        items = seq.unpack_var_sequence(tx)
        if fn.is_python_constant() and fn.as_python_constant() is None:
            return ListIteratorVariable([i for i in items if i.truth(tx)])
        return ListIteratorVariable([i for i in items if fn.call_function(tx, [i], {}).truth(tx)])

    def _call_sorted(
        self, tx: InstructionTranslatorBase, seq: VariableTracker, **kwargs: VariableTracker
    ) -> VariableTracker:
        values = [i.as_python_constant() for i in seq.unpack_var_sequence(tx)]
        opts = {k: v.as_python_constant() for k, v in kwargs.items()}
        return ListVariable([ConstantVariable(v) for v in sorted(values, **opts)])

    def _call_getitem(
        self, tx: InstructionTranslatorBase, obj: VariableTracker, index: VariableTracker
    ) -> VariableTracker:
        return getitem(tx, obj, index)

    def _call_contains(
        self, tx: InstructionTranslatorBase, container: VariableTracker, item: VariableTracker
    ) -> VariableTracker:
        return contains(tx, container, item)

    def _call_not_(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        return ConstantVariable(not obj.truth(tx))

    def _call_truth(self, tx: InstructionTranslatorBase, obj: VariableTracker) -> VariableTracker:
        return ConstantVariable(obj.truth(tx))

    def _call_is_(
        self, tx: InstructionTranslatorBase, a: VariableTracker, b: VariableTracker
    ) -> VariableTracker:
        return ConstantVariable(is_same(a, b))

    def _call_is_not(
        self, tx: InstructionTranslatorBase, a: VariableTracker, b: VariableTracker
    ) -> VariableTracker:
        return ConstantVariable(not is_same(a, b))


_PURE = {
    builtins.abs,
    builtins.int,
    builtins.float,
    builtins.str,
    builtins.round,
    builtins.divmod,
    builtins.pow,
    builtins.chr,
    builtins.ord,
    builtins.hash,
    builtins.repr,
    builtins.format,
    builtins.complex,
    builtins.frozenset,
    operator.index,
    operator.length_hint,
}


def isinstance_type(t: type, cls: Any) -> bool:
    return issubclass(t, cls)


def is_same(a: VariableTracker, b: VariableTracker) -> bool:
    """``a is b`` at compile time."""
    from .tensor import TensorVariable

    if a is b:
        return True
    if isinstance(a, TensorVariable) and isinstance(b, TensorVariable):
        return a.node is b.node
    if isinstance(a, TensorVariable) or isinstance(b, TensorVariable):
        return False
    if a.is_python_constant() and b.is_python_constant():
        return a.as_python_constant() is b.as_python_constant()
    return False


def contains(
    tx: InstructionTranslatorBase, container: VariableTracker, item: VariableTracker
) -> VariableTracker:
    """``item in container`` on known items."""
    from .dicts import ConstDictVariable

    if isinstance(container, ConstDictVariable):
        return ConstantVariable(item.as_python_constant() in container.items)
    if _is_tensor(container) or _is_tensor(item):
        unimplemented("`in` on tensors compares their values")
    if container.is_python_constant() and item.is_python_constant():
        return ConstantVariable(item.as_python_constant() in container.as_python_constant())
    return ConstantVariable(any(is_same(item, x) for x in container.unpack_var_sequence(tx)))


def getitem(
    tx: InstructionTranslatorBase, obj: VariableTracker, index: VariableTracker
) -> VariableTracker:
    """``obj[index]``."""
    if _is_tensor(obj):
        return tx.output.call(operator.getitem, [obj, index], {})
    if isinstance(obj, BaseListVariable):
        if _is_tensor(index):
            unimplemented("indexing a Python sequence with a tensor")
        return obj.getitem(tx, index)
    from .dicts import ConstDictVariable

    if isinstance(obj, ConstDictVariable):
        return obj.call_method(tx, "__getitem__", [index], {})
    if isinstance(obj, RangeVariable):
        value = obj.value[index.as_python_constant()]
        return RangeVariable(value) if isinstance(value, range) else ConstantVariable(value)
    if obj.is_python_constant() and index.is_python_constant() and not hasattr(obj, "module"):
        return ConstantVariable(obj.as_python_constant()[index.as_python_constant()])
    return obj.call_method(tx, "__getitem__", [index], {})


def binary_op(
    tx: InstructionTranslatorBase, op: Any, a: VariableTracker, b: VariableTracker
) -> VariableTracker:
    """``op(a, b)`` for an ``operator`` binary function."""
    if _is_tensor(a) or _is_tensor(b):
        if op in _INPLACE and _is_tensor(a):
            result = tx.output.call(op, [a, b], {})
            result.source = a.source
            return result
        if not (_is_tensor(a) or a.is_python_constant()) or not (
            _is_tensor(b) or b.is_python_constant()
        ):
            if isinstance(a, SizeVariable) or isinstance(b, SizeVariable):
                pass
            else:
                unimplemented(f"{op.__name__} of a tensor and {type(b).__name__}")
        return tx.output.call(op, [a, b], {})
    seq = sequence_binary_op(op, a, b)
    if seq is not None:
        return seq
    if a.is_python_constant() and b.is_python_constant():
        return ConstantVariable(op(a.as_python_constant(), b.as_python_constant()))
    if op in (operator.eq, operator.ne):
        same = is_same(a, b)
        return ConstantVariable(same if op is operator.eq else not same)
    unimplemented(f"{op.__name__} on {type(a).__name__} and {type(b).__name__}")
    raise AssertionError


_INPLACE = {
    operator.iadd,
    operator.isub,
    operator.imul,
    operator.itruediv,
    operator.ifloordiv,
    operator.imod,
    operator.ipow,
    operator.imatmul,
    operator.iand,
    operator.ior,
    operator.ixor,
    operator.ilshift,
    operator.irshift,
}
