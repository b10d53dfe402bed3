"""InstructionTranslator: symbolic execution of CPython 3.11/3.12 bytecode over trackers.

Each opcode has a handler that pops trackers, computes (building graph nodes for tensor
work, folding constants) and pushes results. User functions are inlined by a nested
translator. What cannot be captured raises ``Unsupported``; the root translator turns that
into a graph break (see ``convert_frame``).
"""

from __future__ import annotations

import dis
import operator
import sys
import types
from typing import Any

from .bytecode_transformation import PY312, Instruction, cleaned_instructions
from .exc import Unsupported, unimplemented
from .output_graph import OutputGraph
from .source import GlobalSource, ModuleGlobalSource
from .symbolic_containers import ContainerOpcodes
from .utils import user_frame_line
from .variables.base import VariableTracker
from .variables.builder import VariableBuilder, wrap_constant_object
from .variables.builtin import BuiltinVariable, binary_op, contains, getitem, is_same
from .variables.constant import ConstantVariable
from .variables.dicts import ConstDictVariable, iterate
from .variables.functions import (
    BaseUserFunctionVariable,
    ClosureCellVariable,
    NestedUserFunctionVariable,
)
from .variables.lists import (
    ListIteratorVariable,
    SizeVariable,
    SliceVariable,
    TupleVariable,
)
from .variables.misc import DeletedVariable, NullVariable
from .variables.torch import GradModeVariable

_NB_OPS = {
    "ADD": operator.add,
    "SUBTRACT": operator.sub,
    "MULTIPLY": operator.mul,
    "TRUE_DIVIDE": operator.truediv,
    "FLOOR_DIVIDE": operator.floordiv,
    "REMAINDER": operator.mod,
    "POWER": operator.pow,
    "MATRIX_MULTIPLY": operator.matmul,
    "AND": operator.and_,
    "OR": operator.or_,
    "XOR": operator.xor,
    "LSHIFT": operator.lshift,
    "RSHIFT": operator.rshift,
}
_INPLACE = {
    operator.add: operator.iadd,
    operator.sub: operator.isub,
    operator.mul: operator.imul,
    operator.truediv: operator.itruediv,
    operator.floordiv: operator.ifloordiv,
    operator.mod: operator.imod,
    operator.pow: operator.ipow,
    operator.matmul: operator.imatmul,
    operator.and_: operator.iand,
    operator.or_: operator.ior,
    operator.xor: operator.ixor,
    operator.lshift: operator.ilshift,
    operator.rshift: operator.irshift,
}
_BINARY_OPS: list[Any] = []
for _name, _sym in dis._nb_ops:  # type: ignore[attr-defined]
    _base = _NB_OPS[_name.replace("NB_INPLACE_", "").replace("NB_", "")]
    _BINARY_OPS.append(_INPLACE[_base] if "INPLACE" in _name else _base)
_COMPARE = {
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
    ">": operator.gt,
    ">=": operator.ge,
}
MAX_INLINE_DEPTH = 48


class InstructionTranslatorBase(ContainerOpcodes):
    """State and opcode handlers shared by the root and the inlining translators."""

    def __init__(
        self,
        code: types.CodeType,
        f_globals: dict[str, Any],
        symbolic_locals: dict[str, VariableTracker],
        output: OutputGraph,
        closure_cells: dict[str, Any],
        depth: int,
    ) -> None:
        self.code = code
        self.f_globals = f_globals
        self.f_builtins: dict[str, Any] = f_globals.get("__builtins__", __builtins__)
        if isinstance(self.f_builtins, types.ModuleType):
            self.f_builtins = vars(self.f_builtins)
        self.symbolic_locals = symbolic_locals
        self.output = output
        self.closure_cells = closure_cells
        self.depth = depth
        self.instructions = cleaned_instructions(code)
        self.index_of = {id(i): n for n, i in enumerate(self.instructions)}
        self.stack: list[VariableTracker] = []
        self.ip = 0
        self.kw_names: tuple[str, ...] | None = None
        self.current: Instruction | None = None
        self.done = False
        self.return_value: VariableTracker | None = None

    # -- running ----------------------------------------------------------------------------
    def run(self) -> None:
        while not self.done:
            self.step()

    def step(self) -> None:
        inst = self.instructions[self.ip]
        self.current = inst
        self.ip += 1
        handler = getattr(self, inst.opname, None)
        try:
            if handler is None:
                unimplemented(
                    f"unsupported bytecode {inst.opname} (Python "
                    f"{sys.version_info.major}.{sys.version_info.minor})"
                )
            handler(inst)
        except Unsupported as e:
            e.real_stack.append(user_frame_line(self.code, inst.lineno))
            raise

    def push(self, v: VariableTracker) -> None:
        self.stack.append(v)

    def pop(self) -> VariableTracker:
        return self.stack.pop()

    def popn(self, n: int) -> list[VariableTracker]:
        if n == 0:
            return []
        out = self.stack[-n:]
        del self.stack[-n:]
        return out

    def jump(self, inst: Instruction) -> None:
        assert inst.target is not None
        self.ip = self.index_of[id(inst.target)]

    def size_variable(self, shape: tuple[int, ...]) -> SizeVariable:
        return SizeVariable([ConstantVariable(s) for s in shape])

    # -- calls ------------------------------------------------------------------------------
    def call_function(
        self, fn: VariableTracker, args: list[VariableTracker], kwargs: dict[str, VariableTracker]
    ) -> None:
        self.push(fn.call_function(self, args, kwargs))

    def inline_user_function(
        self,
        fn: BaseUserFunctionVariable,
        args: list[VariableTracker],
        kwargs: dict[str, VariableTracker],
    ) -> VariableTracker:
        code = fn.get_code()
        if code.co_flags & (0x80 | 0x100 | 0x200):
            unimplemented(f"call to coroutine {code.co_name}")
        if self.depth >= MAX_INLINE_DEPTH:
            unimplemented("inlining too deep (recursion)")
        bound = fn.bind(self, args, kwargs)
        sub = InliningInstructionTranslator(
            code, fn.get_globals(), bound, self.output, fn.closure_cells(self), self.depth + 1, self
        )
        if code.co_flags & 0x20:  # a generator runs to completion; its items are known
            sub.generated = []
        sub.run()
        if sub.generated is not None:
            return ListIteratorVariable(sub.generated)
        assert sub.return_value is not None
        return sub.return_value

    # -- variables of every scope -----------------------------------------------------------
    def LOAD_FAST(self, inst: Instruction) -> None:
        value = self.symbolic_locals.get(inst.argval)
        if value is None or isinstance(value, DeletedVariable):
            unimplemented(f"local variable {inst.argval!r} referenced before assignment")
        self.push(value)  # type: ignore[arg-type]

    LOAD_FAST_CHECK = LOAD_FAST

    def LOAD_FAST_AND_CLEAR(self, inst: Instruction) -> None:
        self.push(self.symbolic_locals.pop(inst.argval, NullVariable()))

    def STORE_FAST(self, inst: Instruction) -> None:
        value = self.pop()
        if isinstance(value, NullVariable):
            self.symbolic_locals.pop(inst.argval, None)
        else:
            self.symbolic_locals[inst.argval] = value

    def DELETE_FAST(self, inst: Instruction) -> None:
        self.symbolic_locals[inst.argval] = DeletedVariable()

    def load_deref(self, name: str) -> VariableTracker:
        if name in self.symbolic_locals:
            return self.symbolic_locals[name]
        cell = self.closure_cells.get(name)
        if isinstance(cell, ClosureCellVariable):
            return cell.tx.load_deref(cell.name)
        if cell is None:
            unimplemented(f"free variable {name!r} referenced before assignment")
        return cell  # type: ignore[no-any-return]

    def store_deref(self, name: str, value: VariableTracker) -> None:
        cell = self.closure_cells.get(name)
        if isinstance(cell, ClosureCellVariable):
            cell.tx.store_deref(cell.name, value)
        elif name in self.code.co_cellvars:
            self.symbolic_locals[name] = value
        else:
            unimplemented(f"assignment to nonlocal {name!r} of an enclosing function")

    def LOAD_DEREF(self, inst: Instruction) -> None:
        self.push(self.load_deref(inst.argval))

    def STORE_DEREF(self, inst: Instruction) -> None:
        self.store_deref(inst.argval, self.pop())

    def LOAD_CLOSURE(self, inst: Instruction) -> None:
        cell = self.closure_cells.get(inst.argval)
        self.push(
            cell
            if isinstance(cell, ClosureCellVariable) and inst.argval not in self.code.co_cellvars
            else ClosureCellVariable(self, inst.argval)
        )

    def global_source(self, name: str) -> Any:
        if self.f_globals is self.output.f_globals:
            return GlobalSource(name)
        return ModuleGlobalSource(self.f_globals.get("__name__", "?"), name)

    def LOAD_GLOBAL(self, inst: Instruction) -> None:
        if inst.arg is not None and inst.arg & 1:
            self.push(NullVariable())
        name = inst.argval
        if name in self.f_globals:
            value = self.f_globals[name]
            module = str(self.f_globals.get("__name__", ""))
            if module.startswith("glasstorch.") and not module.startswith("glasstorch._dynamo"):
                self.push(wrap_constant_object(self, value))
            else:
                self.push(VariableBuilder(self, self.global_source(name))(value))
        elif name in self.f_builtins:
            self.push(wrap_constant_object(self, self.f_builtins[name]))
        else:
            unimplemented(f"name {name!r} is not defined")

    def STORE_GLOBAL(self, inst: Instruction) -> None:
        unimplemented(f"assignment to global {inst.argval!r}")

    def LOAD_CONST(self, inst: Instruction) -> None:
        self.push(ConstantVariable(inst.argval))

    # -- attributes and items ---------------------------------------------------------------
    def LOAD_ATTR(self, inst: Instruction) -> None:
        obj = self.pop()
        if PY312 and inst.arg is not None and inst.arg & 1:
            self.push(NullVariable())
        self.push(getattr_var(self, obj, inst.argval))

    def LOAD_METHOD(self, inst: Instruction) -> None:
        obj = self.pop()
        self.push(NullVariable())
        self.push(getattr_var(self, obj, inst.argval))

    def STORE_ATTR(self, inst: Instruction) -> None:
        unimplemented(f"assignment to attribute {inst.argval!r}")

    def BINARY_SUBSCR(self, inst: Instruction) -> None:
        index = self.pop()
        self.push(getitem(self, self.pop(), index))

    def BINARY_SLICE(self, inst: Instruction) -> None:
        stop, start = self.pop(), self.pop()
        self.push(getitem(self, self.pop(), SliceVariable([start, stop])))

    def STORE_SUBSCR(self, inst: Instruction) -> None:
        index, obj, value = self.pop(), self.pop(), self.pop()
        from .variables.tensor import TensorVariable

        if isinstance(obj, TensorVariable):
            self.output.call(operator.setitem, [obj, index, value], {})
        else:
            obj.call_method(self, "__setitem__", [index, value], {})

    def DELETE_SUBSCR(self, inst: Instruction) -> None:
        index, obj = self.pop(), self.pop()
        obj.call_method(self, "__delitem__", [index], {})

    # -- operators --------------------------------------------------------------------------
    def BINARY_OP(self, inst: Instruction) -> None:
        b, a = self.pop(), self.pop()
        self.push(binary_op(self, _BINARY_OPS[inst.arg or 0], a, b))

    def COMPARE_OP(self, inst: Instruction) -> None:
        b, a = self.pop(), self.pop()
        self.push(binary_op(self, _COMPARE[inst.argval], a, b))

    def IS_OP(self, inst: Instruction) -> None:
        b, a = self.pop(), self.pop()
        self.push(ConstantVariable(is_same(a, b) != bool(inst.arg)))

    def CONTAINS_OP(self, inst: Instruction) -> None:
        b, a = self.pop(), self.pop()
        result = contains(self, b, a).as_python_constant()
        self.push(ConstantVariable(result != bool(inst.arg)))

    def _unary(self, fn: Any) -> None:
        self.push(BuiltinVariable(fn).call_function(self, [self.pop()], {}))

    def UNARY_NEGATIVE(self, inst: Instruction) -> None:
        self._unary(operator.neg)

    def UNARY_POSITIVE(self, inst: Instruction) -> None:
        self._unary(operator.pos)

    def UNARY_INVERT(self, inst: Instruction) -> None:
        self._unary(operator.invert)

    def UNARY_NOT(self, inst: Instruction) -> None:
        self.push(ConstantVariable(not self.pop().truth(self)))

    # -- control flow -----------------------------------------------------------------------
    def _jump_if(self, inst: Instruction, when: bool, pop: bool = True) -> None:
        value = self.stack[-1]
        truth = value.truth(self)
        if pop:
            self.pop()
        if truth == when:
            self.jump(inst)
        elif not pop:
            self.pop()

    def _jump_if_none(self, inst: Instruction, when: bool) -> None:
        value = self.pop()
        is_none = value.is_python_constant() and value.as_python_constant() is None
        if is_none == when:
            self.jump(inst)

    def POP_JUMP_IF_FALSE(self, inst: Instruction) -> None:
        self._jump_if(inst, False)

    def POP_JUMP_IF_TRUE(self, inst: Instruction) -> None:
        self._jump_if(inst, True)

    def POP_JUMP_IF_NONE(self, inst: Instruction) -> None:
        self._jump_if_none(inst, True)

    def POP_JUMP_IF_NOT_NONE(self, inst: Instruction) -> None:
        self._jump_if_none(inst, False)

    POP_JUMP_FORWARD_IF_FALSE = POP_JUMP_BACKWARD_IF_FALSE = POP_JUMP_IF_FALSE
    POP_JUMP_FORWARD_IF_TRUE = POP_JUMP_BACKWARD_IF_TRUE = POP_JUMP_IF_TRUE
    POP_JUMP_FORWARD_IF_NONE = POP_JUMP_BACKWARD_IF_NONE = POP_JUMP_IF_NONE
    POP_JUMP_FORWARD_IF_NOT_NONE = POP_JUMP_BACKWARD_IF_NOT_NONE = POP_JUMP_IF_NOT_NONE

    def JUMP_IF_FALSE_OR_POP(self, inst: Instruction) -> None:
        self._jump_if(inst, False, pop=False)

    def JUMP_IF_TRUE_OR_POP(self, inst: Instruction) -> None:
        self._jump_if(inst, True, pop=False)

    def JUMP_FORWARD(self, inst: Instruction) -> None:
        self.jump(inst)

    JUMP_BACKWARD = JUMP_BACKWARD_NO_INTERRUPT = JUMP_FORWARD

    def GET_ITER(self, inst: Instruction) -> None:
        self.push(iterate(self, self.pop()))

    def FOR_ITER(self, inst: Instruction) -> None:
        it = self.stack[-1]
        assert isinstance(it, ListIteratorVariable)
        item = it.next_item()
        if item is not None:
            self.push(item)
            return
        self.pop()
        self.jump(inst)
        if inst.target is not None and inst.target.opname == "END_FOR":
            self.ip += 1

    def END_FOR(self, inst: Instruction) -> None:
        self.popn(2)

    def RETURN_CONST(self, inst: Instruction) -> None:
        self.push(ConstantVariable(inst.argval))
        self.RETURN_VALUE(inst)

    def RETURN_VALUE(self, inst: Instruction) -> None:
        raise NotImplementedError

    # -- stack manipulation -----------------------------------------------------------------
    def NOP(self, inst: Instruction) -> None:
        pass

    RESUME = PRECALL = COPY_FREE_VARS = MAKE_CELL = NOP

    def POP_TOP(self, inst: Instruction) -> None:
        self.pop()

    def PUSH_NULL(self, inst: Instruction) -> None:
        self.push(NullVariable())

    def COPY(self, inst: Instruction) -> None:
        self.push(self.stack[-(inst.arg or 1)])

    def SWAP(self, inst: Instruction) -> None:
        n = inst.arg or 2
        self.stack[-1], self.stack[-n] = self.stack[-n], self.stack[-1]

    # -- calls and functions ----------------------------------------------------------------
    def KW_NAMES(self, inst: Instruction) -> None:
        self.kw_names = inst.argval

    def CALL(self, inst: Instruction) -> None:
        argc = inst.arg or 0
        args = self.popn(argc)
        kw_names = self.kw_names or ()
        self.kw_names = None
        a, b = self.popn(2)
        if isinstance(a, NullVariable):
            fn = b
        else:
            fn, args = a, [b, *args]
        n = len(kw_names)
        kwargs = dict(zip(kw_names, args[len(args) - n :], strict=True)) if n else {}
        self.call_function(fn, args[: len(args) - n], kwargs)

    def CALL_FUNCTION_EX(self, inst: Instruction) -> None:
        kwargs_var = self.pop() if (inst.arg or 0) & 1 else ConstDictVariable({})
        args_var = self.pop()
        fn = self.pop()
        if self.stack and isinstance(self.stack[-1], NullVariable):
            self.pop()
        assert isinstance(kwargs_var, ConstDictVariable)
        self.call_function(fn, args_var.unpack_var_sequence(self), dict(kwargs_var.items))

    def MAKE_FUNCTION(self, inst: Instruction) -> None:
        flags = inst.arg or 0
        code = self.pop().as_python_constant()
        closure = self.pop() if flags & 0x08 else None
        if flags & 0x04:
            self.pop()
        kwdefaults = self.pop() if flags & 0x02 else None
        defaults = self.pop() if flags & 0x01 else None
        cells = closure.items if isinstance(closure, TupleVariable) else None
        self.push(
            NestedUserFunctionVariable(
                code, self.f_globals, code.co_name, defaults, kwdefaults, cells
            )
        )

    def BEFORE_WITH(self, inst: Instruction) -> None:
        ctx = self.pop()
        if not isinstance(ctx, GradModeVariable):
            unimplemented(f"with-statement over {type(ctx).__name__}")
        self.push(ctx.enter(self))
        self.push(ConstantVariable(None))

    def RAISE_VARARGS(self, inst: Instruction) -> None:
        unimplemented("raise inside a compiled region")


class InliningInstructionTranslator(InstructionTranslatorBase):
    """Runs a called user function inside the caller's graph."""

    def __init__(
        self,
        code: types.CodeType,
        f_globals: dict[str, Any],
        symbolic_locals: dict[str, VariableTracker],
        output: OutputGraph,
        closure_cells: dict[str, Any],
        depth: int,
        parent: InstructionTranslatorBase,
    ) -> None:
        super().__init__(code, f_globals, symbolic_locals, output, closure_cells, depth)
        self.parent = parent
        self.generated: list[VariableTracker] | None = None

    def RETURN_GENERATOR(self, inst: Instruction) -> None:
        self.push(ConstantVariable(None))

    def YIELD_VALUE(self, inst: Instruction) -> None:
        if self.generated is None:
            unimplemented("yield outside a generator")
        self.generated.append(self.pop())  # type: ignore[union-attr]
        self.push(ConstantVariable(None))

    def RETURN_VALUE(self, inst: Instruction) -> None:
        self.return_value = self.pop()
        self.done = True


def getattr_var(tx: InstructionTranslatorBase, obj: VariableTracker, name: str) -> VariableTracker:
    """``obj.name`` on a tracker."""
    return obj.var_getattr(tx, name)
