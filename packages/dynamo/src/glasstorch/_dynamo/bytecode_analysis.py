"""Liveness: which locals the rest of a frame may read, so resume functions take only those."""

from __future__ import annotations

from .bytecode_transformation import Instruction

_READS = {
    "LOAD_FAST",
    "LOAD_FAST_CHECK",
    "LOAD_FAST_AND_CLEAR",
    "LOAD_DEREF",
    "LOAD_CLOSURE",
    "DELETE_FAST",
}
_WRITES = {"STORE_FAST", "STORE_DEREF"}
_TERMINAL = {
    "RETURN_VALUE",
    "RETURN_CONST",
    "RAISE_VARARGS",
    "RERAISE",
    "JUMP_FORWARD",
    "JUMP_BACKWARD",
    "JUMP_BACKWARD_NO_INTERRUPT",
}


def live_locals(
    insts: list[Instruction], start: Instruction, cellvars: tuple[str, ...]
) -> set[str]:
    """Locals that some path from ``start`` reads before writing (cells always count)."""
    index = {id(i): n for n, i in enumerate(insts)}
    live: set[str] = set(cellvars)
    seen: set[tuple[int, frozenset[str]]] = set()
    work: list[tuple[int, frozenset[str]]] = [(index[id(start)], frozenset())]
    while work:
        n, written = work.pop()
        while n < len(insts) and (n, written) not in seen:
            seen.add((n, written))
            inst = insts[n]
            if inst.opname in _READS and inst.argval not in written:
                live.add(inst.argval)
            elif inst.opname in _WRITES:
                written = written | {inst.argval}
            if inst.exn_entry is not None:
                work.append((index[id(inst.exn_entry.target)], written))
            if inst.target is not None:
                work.append((index[id(inst.target)], written))
            if inst.opname in _TERMINAL:
                break
            n += 1
    return live
