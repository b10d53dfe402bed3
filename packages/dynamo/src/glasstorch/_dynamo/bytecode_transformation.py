"""Bytecode as editable instructions, and the assembler that turns them back into code objects.

Dynamo decodes a code object into :class:`Instruction` objects whose arguments are values
(names, constants, jump targets), edits or generates lists of them, and assembles new code
objects for CPython 3.11 and 3.12: argument indices, inline caches, ``EXTENDED_ARG``,
relative jumps, the exception table, the line table and the stack size.
"""

from __future__ import annotations

import dataclasses
import dis
import sys
import types
from typing import Any

PY312 = sys.version_info >= (3, 12)
_CACHES: dict[int, int] = getattr(dis, "_inline_cache_entries", {})
if isinstance(_CACHES, list):  # 3.11 keeps a list indexed by opcode
    _CACHES = dict(enumerate(_CACHES))
HASJREL = {dis.opname[o] for o in dis.hasjrel}
HASLOCAL = {dis.opname[o] for o in dis.haslocal}
HASFREE = {dis.opname[o] for o in dis.hasfree}
HASNAME = {dis.opname[o] for o in dis.hasname}
HASCONST = {dis.opname[o] for o in dis.hasconst}


@dataclasses.dataclass(eq=False)
class Instruction:
    """One instruction: ``argval`` is a name, constant or local; ``target`` a jump's target."""

    opname: str
    arg: int | None = None
    argval: Any = None
    target: Instruction | None = None
    lineno: int | None = None
    offset: int | None = None
    exn_entry: ExceptionEntry | None = None

    def __repr__(self) -> str:
        shown = self.target.offset if self.target is not None else self.argval
        return f"{self.opname}({shown!r})"


@dataclasses.dataclass(eq=False)
class ExceptionEntry:
    """An exception-table range ``start..end`` (instructions, inclusive) and its handler."""

    start: Instruction
    end: Instruction
    target: Instruction
    depth: int
    lasti: bool


def create_instruction(
    opname: str, arg: int | None = None, argval: Any = None, target: Instruction | None = None
) -> Instruction:
    """A new instruction; for name/const/local opcodes pass ``argval`` and leave ``arg``."""
    if arg is None and opname not in HASNAME | HASCONST | HASLOCAL | HASFREE | HASJREL:
        arg = 0 if dis.opmap[opname] >= dis.HAVE_ARGUMENT else None
    return Instruction(opname, arg, argval, target)


def cleaned_instructions(code: types.CodeType) -> list[Instruction]:
    """Decode ``code``: EXTENDED_ARG folded away, jumps and exception entries linked."""
    raw = [i for i in dis.get_instructions(code)]
    insts: list[Instruction] = []
    by_offset: dict[int, Instruction] = {}
    pending: list[int] = []
    lineno = code.co_firstlineno
    for r in raw:
        if r.positions is not None and r.positions.lineno is not None:
            lineno = r.positions.lineno
        if r.opname == "EXTENDED_ARG":
            pending.append(r.offset)
            continue
        argval = code.co_consts[r.arg] if r.opname == "KW_NAMES" else r.argval
        inst = Instruction(r.opname, r.arg, argval, None, lineno, r.offset)
        for off in [*pending, r.offset]:
            by_offset[off] = inst
        pending.clear()
        insts.append(inst)
    for inst in insts:
        if inst.opname in HASJREL:
            inst.target = by_offset[inst.argval]
    table = dis._parse_exception_table(code)  # type: ignore[attr-defined]
    ordered = sorted(by_offset)
    for e in table:
        last = max(o for o in ordered if o < e.end)
        entry = ExceptionEntry(
            by_offset[e.start], by_offset[last], by_offset[e.target], e.depth, e.lasti
        )
        inside = False
        for inst in insts:
            inside = inside or inst is entry.start
            if inside:
                inst.exn_entry = entry
            if inst is entry.end:
                break
    return insts


def _localsplus(
    varnames: tuple[str, ...], cellvars: tuple[str, ...], freevars: tuple[str, ...]
) -> list[str]:
    return list(varnames) + [c for c in cellvars if c not in varnames] + list(freevars)


class _Tables:
    """Name, constant and local tables being built for one code object."""

    def __init__(self, code: types.CodeType, varnames: tuple[str, ...]) -> None:
        self.consts: list[Any] = []
        self.const_index: dict[Any, int] = {}
        self.names: list[str] = list(code.co_names)
        self.varnames = list(varnames)
        self.cellvars = code.co_cellvars
        self.freevars = code.co_freevars
        # co_consts[0] is the docstring slot for functions; keep it first.
        self.const(code.co_consts[0] if code.co_consts else None)

    def const(self, value: Any) -> int:
        try:
            key: Any = (type(value), value, repr(value) if isinstance(value, float) else None)
            hash(key)
        except TypeError:
            key = ("id", id(value))
        if key not in self.const_index:
            self.const_index[key] = len(self.consts)
            self.consts.append(value)
        return self.const_index[key]

    def name(self, value: str) -> int:
        if value not in self.names:
            self.names.append(value)
        return self.names.index(value)

    def local(self, value: str) -> int:
        if value not in self.varnames:
            self.varnames.append(value)
        return self.varnames.index(value)

    def free(self, value: str) -> int:
        return _localsplus(tuple(self.varnames), self.cellvars, self.freevars).index(value)


def _encode_arg(inst: Instruction, tables: _Tables) -> int:
    op = inst.opname
    if op in HASCONST:
        return tables.const(inst.argval)
    if op in HASLOCAL:
        return tables.local(inst.argval)
    if op in HASFREE:
        return tables.free(inst.argval)
    if op in HASNAME:
        idx = tables.name(inst.argval)
        low = inst.arg or 0
        if op == "LOAD_GLOBAL" or (PY312 and op == "LOAD_ATTR"):
            return (idx << 1) | (low & 1)
        if op == "LOAD_SUPER_ATTR":
            return (idx << 2) | (low & 3)
        return idx
    return inst.arg or 0


def _size(arg: int) -> int:
    n = 1
    while arg > 0xFF:
        arg >>= 8
        n += 1
    return n


def _varint(value: int) -> list[int]:
    chunks = [value & 63]
    value >>= 6
    while value:
        chunks.append(64 | (value & 63))
        value >>= 6
    return chunks[::-1]


def _linetable(insts: list[Instruction], sizes: dict[int, int], firstlineno: int) -> bytes:
    out = bytearray()
    line = firstlineno
    for inst in insts:
        units = sizes[id(inst)]
        new = inst.lineno if inst.lineno is not None else line
        delta = new - line
        line = new
        while units:
            n = min(units, 8)
            out.append(0x80 | (13 << 3) | (n - 1))
            v = (-delta << 1) | 1 if delta < 0 else delta << 1
            while v >= 64:
                out.append(64 | (v & 63))
                v >>= 6
            out.append(v)
            delta = 0
            units -= n
    return bytes(out)


def _stacksize(insts: list[Instruction]) -> int:
    """The deepest stack any path reaches (a worklist over the control-flow graph)."""
    index = {id(i): n for n, i in enumerate(insts)}
    depth: dict[int, int] = {0: 0}
    work = [0]
    best = 0
    while work:
        n = work.pop()
        d = depth[n]
        while n < len(insts):
            inst = insts[n]
            if inst.exn_entry is not None:
                h = index[id(inst.exn_entry.target)]
                hd = inst.exn_entry.depth + 1 + int(inst.exn_entry.lasti)
                if depth.get(h, -1) < hd:
                    depth[h] = hd
                    work.append(h)
            opcode = dis.opmap[inst.opname]
            arg = inst.arg if opcode >= dis.HAVE_ARGUMENT else None
            if inst.target is not None:
                jd = d + dis.stack_effect(opcode, arg or 0, jump=True)
                t = index[id(inst.target)]
                if depth.get(t, -1) < jd:
                    depth[t] = jd
                    work.append(t)
                best = max(best, jd)
            if inst.opname in (
                "RETURN_VALUE",
                "RETURN_CONST",
                "RAISE_VARARGS",
                "RERAISE",
                "JUMP_FORWARD",
                "JUMP_BACKWARD",
                "JUMP_BACKWARD_NO_INTERRUPT",
            ):
                break
            d += (
                dis.stack_effect(opcode, arg if arg is not None else None, jump=False)
                if opcode >= dis.HAVE_ARGUMENT
                else dis.stack_effect(opcode)
            )
            best = max(best, d)
            n += 1
            if depth.get(n, -1) >= d:
                break
            depth[n] = d
    return best + 2


def assemble(insts: list[Instruction], code: types.CodeType, **replace: Any) -> types.CodeType:
    """A new code object from ``insts``, taking everything else from ``code`` or ``replace``."""
    varnames = tuple(replace.pop("co_varnames", code.co_varnames))
    tables = _Tables(code, varnames)
    # Every local first: cells and free variables are numbered after the locals, so a
    # local added by a later instruction would shift a DEREF index encoded before it.
    for inst in insts:
        if inst.opname in HASLOCAL:
            tables.local(inst.argval)
    for inst in insts:
        if dis.opmap[inst.opname] >= dis.HAVE_ARGUMENT and inst.opname not in HASJREL:
            inst.arg = _encode_arg(inst, tables)
    jump_args = {id(i): 0 for i in insts if i.opname in HASJREL}
    while True:
        offsets: dict[int, int] = {}
        sizes: dict[int, int] = {}
        pos = 0
        for inst in insts:
            offsets[id(inst)] = pos
            arg = jump_args.get(id(inst), inst.arg or 0)
            units = _size(arg) + _CACHES.get(dis.opmap[inst.opname], 0)
            sizes[id(inst)] = units
            pos += units
        changed = False
        for inst in insts:
            if inst.opname not in HASJREL:
                continue
            assert inst.target is not None, inst
            after = offsets[id(inst)] + sizes[id(inst)]
            dist = offsets[id(inst.target)] - after
            if "BACKWARD" in inst.opname:
                dist = -dist
            if dist < 0:
                raise ValueError(f"jump in the wrong direction: {inst}")
            if jump_args[id(inst)] != dist:
                jump_args[id(inst)] = dist
                changed = True
        if not changed:
            break
    out = bytearray()
    for inst in insts:
        opcode = dis.opmap[inst.opname]
        arg = jump_args.get(id(inst), inst.arg or 0)
        if inst.opname in HASJREL:
            inst.arg = arg
        n = _size(arg)
        for k in range(n - 1, 0, -1):
            out += bytes([dis.opmap["EXTENDED_ARG"], (arg >> (8 * k)) & 0xFF])
        out += bytes([opcode, arg & 0xFF])
        out += bytes(2 * _CACHES.get(opcode, 0))
    entries = sorted(
        {id(i.exn_entry): i.exn_entry for i in insts if i.exn_entry}.values(),
        key=lambda e: offsets[id(e.start)],
    )
    table = bytearray()
    for e in entries:
        start = offsets[id(e.start)]
        end = offsets[id(e.end)] + sizes[id(e.end)]
        first = _varint(start)
        first[0] |= 128
        table += bytes(
            first
            + _varint(end - start)
            + _varint(offsets[id(e.target)])
            + _varint((e.depth << 1) | int(e.lasti))
        )
    firstlineno = replace.get("co_firstlineno", code.co_firstlineno)
    fields = {
        "co_code": bytes(out),
        "co_consts": tuple(tables.consts),
        "co_names": tuple(tables.names),
        "co_varnames": tuple(tables.varnames),
        "co_nlocals": len(tables.varnames),
        "co_stacksize": _stacksize(insts),
        "co_linetable": _linetable(insts, sizes, firstlineno),
        "co_exceptiontable": bytes(table),
    }
    fields.update(replace)
    return code.replace(**fields)


def header_instructions(code: types.CodeType, insts: list[Instruction]) -> list[Instruction]:
    """Copies of the instructions up to and including RESUME (cells, free variables)."""
    out = []
    for inst in insts:
        out.append(dataclasses.replace(inst, exn_entry=None, target=None))
        if inst.opname == "RESUME":
            break
    return out
