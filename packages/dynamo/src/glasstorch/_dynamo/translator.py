"""The root InstructionTranslator: it owns the frame, and turns a return or a graph break
into the frame's transformed bytecode (call the compiled graph, then resume functions)."""

from __future__ import annotations

import dis
import types
from collections.abc import Callable
from typing import Any

from .bytecode_analysis import live_locals
from .bytecode_transformation import (
    HASFREE,
    HASJREL,
    HASLOCAL,
    PY312,
    Instruction,
    create_instruction,
    header_instructions,
)
from .codegen import PyCodegen
from .exc import RestartAnalysis, Unsupported, unimplemented
from .output_graph import OutputGraph
from .source import ClosureSource, LocalSource
from .symbolic_convert import InstructionTranslatorBase
from .utils import user_frame_line
from .variables.base import VariableTracker
from .variables.builder import VariableBuilder
from .variables.functions import UserFunctionVariable, UserMethodVariable
from .variables.misc import DeletedVariable, NullVariable
from .variables.nn_module import NNModuleVariable
from .variables.torch import GradModeExitVariable

_COND_JUMPS = {n for n in HASJREL if n.startswith("POP_JUMP")}
_NOT_BREAKABLE = (
    (HASJREL - _COND_JUMPS)
    | HASLOCAL
    | HASFREE
    | {
        "RETURN_VALUE",
        "RAISE_VARARGS",
        "RERAISE",
        "RETURN_CONST",
        "KW_NAMES",
        "PRECALL",
        "RESUME",
        "NOP",
        "END_FOR",
        "COPY",
        "SWAP",
        "PUSH_NULL",
        "POP_TOP",
        "BEFORE_WITH",
        "LOAD_GLOBAL",
        "LOAD_METHOD",
        "LOAD_CONST",
        "COPY_FREE_VARS",
        "MAKE_FUNCTION",
        "FOR_ITER",
        "GET_ITER",
        "UNPACK_SEQUENCE",
        "UNPACK_EX",
        "LIST_APPEND",
        "MAP_ADD",
        "SET_ADD",
        "LIST_EXTEND",
        "DICT_MERGE",
        "DICT_UPDATE",
        "SET_UPDATE",
    }
)
# How many stack values an instruction consumes (for separating NULLs below its operands).
_POPS: dict[str, Callable[[int], int]] = {
    "CALL": lambda a: a + 2,
    "CALL_FUNCTION_EX": lambda a: 3 + (a & 1),
    "BINARY_OP": lambda a: 2,
    "BINARY_SUBSCR": lambda a: 2,
    "COMPARE_OP": lambda a: 2,
    "STORE_ATTR": lambda a: 2,
    "LOAD_ATTR": lambda a: 1,
    "STORE_SUBSCR": lambda a: 3,
    "DELETE_SUBSCR": lambda a: 2,
    "IS_OP": lambda a: 2,
    "CONTAINS_OP": lambda a: 2,
    "UNARY_NOT": lambda a: 1,
    "UNARY_NEGATIVE": lambda a: 1,
    "UNARY_INVERT": lambda a: 1,
    "BINARY_SLICE": lambda a: 3,
    "FORMAT_VALUE": lambda a: 2 if a & 4 else 1,
    "BUILD_STRING": lambda a: a,
    "BUILD_TUPLE": lambda a: a,
    "BUILD_LIST": lambda a: a,
    "STORE_GLOBAL": lambda a: 1,
}
MakeResume = Callable[[int, list[bool], list[str]], Any]


class InstructionTranslator(InstructionTranslatorBase):
    """Translates the frame being compiled; ``output_instructions`` is its new bytecode."""

    def __init__(
        self,
        code: types.CodeType,
        f_globals: dict[str, Any],
        arg_values: dict[str, Any],
        closure: tuple[Any, ...] | None,
        output: OutputGraph,
        break_at: dict[int, str],
        fullgraph: bool,
        make_resume: MakeResume,
        compile_callee: Callable[[types.FunctionType], Any],
    ) -> None:
        super().__init__(code, f_globals, {}, output, {}, 0)
        output.root_tx = self
        self.arg_values = arg_values
        self.closure = closure
        self.break_at = break_at
        self.fullgraph = fullgraph
        self.make_resume = make_resume
        self.compile_callee = compile_callee  # wraps a callee whose call breaks the graph
        self.output_instructions: list[Instruction] = []
        self.break_reasons: list[tuple[str, str]] = []
        self.header = header_instructions(code, self.instructions)
        self.index_backedges = [
            (n, self.index_of[id(i.target)])
            for n, i in enumerate(self.instructions)
            if i.target is not None and "BACKWARD" in i.opname
        ]

    # -- locals are wrapped on first use, so unused arguments get no guards ----------------
    def _arg(self, name: str) -> VariableTracker:
        is_cell = name in self.code.co_cellvars
        var = VariableBuilder(self, LocalSource(name, is_cell))(self.arg_values[name])
        self.symbolic_locals[name] = var
        return var

    def LOAD_FAST(self, inst: Instruction) -> None:
        if inst.argval not in self.symbolic_locals and inst.argval in self.arg_values:
            self._arg(inst.argval)
        super().LOAD_FAST(inst)

    LOAD_FAST_CHECK = LOAD_FAST

    def load_deref(self, name: str) -> VariableTracker:
        if name in self.symbolic_locals:
            return self.symbolic_locals[name]
        if name in self.arg_values:
            return self._arg(name)
        if name in self.code.co_freevars and self.closure is not None:
            i = self.code.co_freevars.index(name)
            try:
                contents = self.closure[i].cell_contents
            except ValueError:
                unimplemented(f"free variable {name!r} referenced before assignment")
            var = VariableBuilder(self, ClosureSource(i, name))(contents)
            self.closure_cells[name] = var
            return var
        return super().load_deref(name)

    # -- running with graph breaks ----------------------------------------------------------
    def step(self) -> None:
        inst = self.instructions[self.ip]
        if inst.offset in self.break_at:
            self.current = inst
            try:
                self.graph_break(inst, self.break_at[inst.offset])
            except Unsupported as e:
                e.msg = f"{self.break_at[inst.offset]}; and then graph break failed: {e.msg}"
                raise
            return
        try:
            super().step()
        except Unsupported as e:
            if self.fullgraph:
                raise Unsupported(
                    f"{e.msg}\n\nfrom user code:\n" + "\n".join(reversed(e.real_stack))
                ) from None
            why = self.cannot_break(inst)
            if why is None:
                raise RestartAnalysis(inst.offset, e.msg, e.real_stack) from None
            e.msg = f"{e.msg} (and no graph break is possible here: {why})"
            raise

    def cannot_break(self, inst: Instruction) -> str | None:
        if inst.opname in _NOT_BREAKABLE or (
            inst.opname == "LOAD_ATTR" and PY312 and (inst.arg or 0) & 1
        ):
            return f"{inst.opname} cannot be split out"
        if inst.exn_entry is not None and not self.in_grad_mode_block(inst):
            return "inside a try block or a with block over something else than grad mode"
        here = self.index_of[id(inst)]
        if any(src >= here >= dst for src, dst in self.index_backedges):
            return "inside a loop"
        if (
            inst.opname not in _POPS
            and inst.opname not in _COND_JUMPS
            and any(isinstance(v, NullVariable) for v in self.stack)
        ):
            return f"{inst.opname} with a NULL on the stack"
        return None

    def in_grad_mode_block(self, inst: Instruction) -> bool:
        """Whether ``inst``'s innermost handler is the exit of a ``no_grad()``-style block,
        whose ``__exit__`` a resume function can be given (as a GradModeExit)."""
        entry = inst.exn_entry
        assert entry is not None
        depth = entry.depth
        return (
            entry.lasti
            and 0 < depth <= len(self.stack)
            and isinstance(self.stack[depth - 1], GradModeExitVariable)
        )

    def RETURN_VALUE(self, inst: Instruction) -> None:
        value = self.pop()
        cg = self.output.compile_and_call_graph([value])
        cg(value)
        cg.append("RETURN_VALUE")
        self.output_instructions = self.header + cg.insts
        self.done = True

    def live_locals(self, *resume_at: Instruction) -> list[tuple[str, VariableTracker | None]]:
        """Locals the rest of the frame may read (from any of ``resume_at``): traced values,
        or arguments never touched (reloaded as they are)."""
        code = self.code
        live: set[str] = set()
        for inst in resume_at:
            live |= live_locals(self.instructions, inst, code.co_cellvars)
        names = list(code.co_varnames) + [c for c in code.co_cellvars if c not in code.co_varnames]
        out: list[tuple[str, VariableTracker | None]] = []
        for name in names:
            var = self.symbolic_locals.get(name)
            if name not in live or isinstance(var, (DeletedVariable, NullVariable)):
                continue
            if var is not None or name in self.arg_values:
                out.append((name, var))
        return out

    def graph_break(self, inst: Instruction, reason: str) -> None:
        """Compile the graph so far, run ``inst`` in plain Python, call the resume function."""
        self.break_reasons.append((reason, user_frame_line(self.code, inst.lineno)))
        is_jump = inst.opname in _COND_JUMPS
        npop = 1 if is_jump else _POPS.get(inst.opname, lambda a: len(self.stack))(inst.arg or 0)
        lower, operands = self.stack[: len(self.stack) - npop], self.stack[len(self.stack) - npop :]
        layout = [isinstance(v, NullVariable) for v in lower]
        kept = [v for v in lower if not isinstance(v, NullVariable)]
        nxt = self.instructions[self.index_of[id(inst)] + 1]
        live = (
            self.live_locals(nxt, inst.target) if is_jump and inst.target else self.live_locals(nxt)
        )
        values = kept + operands + [v for _, v in live if v is not None]
        cg = self.output.compile_and_call_graph(values)
        for v in kept:
            cg(v)
        if inst.opname in ("CALL", "CALL_FUNCTION_EX"):
            operands = [_compiled_callee(self, v) for v in operands]
        for v in operands:
            cg(v)
        if is_jump:
            self._emit_branches(cg, inst, nxt, layout, len(kept), live)
        else:
            if inst.opname == "CALL" and self.kw_names:
                cg.append("KW_NAMES", argval=self.kw_names)
                self.kw_names = None
            if inst.opname == "CALL" and not PY312:
                cg.append("PRECALL", arg=inst.arg)
            cg.insts.append(create_instruction(inst.opname, inst.arg, inst.argval))
            if inst.opname in ("CALL", "CALL_FUNCTION_EX"):
                n_results = 1
            else:
                op = dis.opmap[inst.opname]
                n_results = npop + dis.stack_effect(
                    op, inst.arg if op >= dis.HAVE_ARGUMENT else None
                )
            n_after = len(kept) + n_results
            self._emit_resume(cg, nxt, layout + [False] * (n_after - len(kept)), n_after, live)
        self.output_instructions = self.header + cg.insts
        self.done = True

    def _emit_branches(
        self,
        cg: PyCodegen,
        inst: Instruction,
        nxt: Instruction,
        layout: list[bool],
        n_stack: int,
        live: list[tuple[str, Any]],
    ) -> None:
        """The jump, then one resume call for falling through and one for the target."""
        jump = create_instruction(_forward_jump(inst.opname))
        cg.insts.append(jump)
        self._emit_resume(cg, nxt, layout, n_stack, live)
        start = len(cg.insts)
        assert inst.target is not None
        self._emit_resume(cg, inst.target, layout, n_stack, live)
        jump.target = cg.insts[start]

    def _emit_resume(
        self,
        cg: PyCodegen,
        at: Instruction,
        layout: list[bool],
        n_stack: int,
        live: list[tuple[str, Any]],
    ) -> None:
        temps = [f"___tmp{i}" for i in range(n_stack)]
        for name in reversed(temps):
            cg.append("STORE_FAST", argval=name)
        assert at.offset is not None
        resume = self.make_resume(at.offset, layout, [n for n, _ in live])
        cg.append("PUSH_NULL")
        cg.load_const(resume)
        for name in temps:
            cg.append("LOAD_FAST", argval=name)
        for name, var in live:
            if var is None:
                op = "LOAD_DEREF" if name in self.code.co_cellvars else "LOAD_FAST"
                cg.append(op, argval=name)
            else:
                cg(var)
        cg.call(n_stack + len(live))
        cg.append("RETURN_VALUE")


def _forward_jump(opname: str) -> str:
    return opname.replace("BACKWARD", "FORWARD")


def _compiled_callee(tx: InstructionTranslator, v: VariableTracker) -> VariableTracker:
    """The callee of a breaking call, wrapped so that its own frame is compiled too."""
    from .variables.constant import ConstantVariable

    compile_fn = tx.compile_callee
    if isinstance(v, UserMethodVariable) and isinstance(v.obj, NNModuleVariable):
        return ConstantVariable(types.MethodType(compile_fn(v.fn), v.obj.module))
    if isinstance(v, NNModuleVariable) and not v.module._forward_hooks:
        return ConstantVariable(types.MethodType(compile_fn(type(v.module).forward), v.module))
    if type(v) is UserFunctionVariable:
        return ConstantVariable(compile_fn(v.fn))
    return v
