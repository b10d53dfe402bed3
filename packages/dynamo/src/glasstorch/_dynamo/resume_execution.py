"""Resume functions: the rest of a frame after a graph break, as a new code object.

``__resume_at_<offset>`` takes the values that were on the stack and the live locals as
arguments, pushes the stack back (NULLs included), and jumps to the instruction after the
break; everything after that is the original bytecode.
"""

from __future__ import annotations

import itertools
import types

from .bytecode_transformation import assemble, cleaned_instructions, create_instruction

_ids = itertools.count()


def make_resume_code(
    code: types.CodeType, target_offset: int, stack_layout: list[bool], live_names: list[str]
) -> types.CodeType:
    """``code`` continued at ``target_offset``; ``stack_layout[i]`` is True for a NULL."""
    insts = cleaned_instructions(code)
    n_header = next(i for i, inst in enumerate(insts) if inst.opname == "RESUME") + 1
    header, body = insts[:n_header], insts[n_header:]
    target = next(i for i in body if i.offset == target_offset)
    stack_names = [f"___stack{i}" for i, null in enumerate(stack_layout) if not null]
    prefix = [*header]
    k = 0
    for null in stack_layout:
        if null:
            prefix.append(create_instruction("PUSH_NULL"))
        else:
            prefix.append(create_instruction("LOAD_FAST", argval=stack_names[k]))
            k += 1
    prefix.append(create_instruction("JUMP_FORWARD", target=target))
    args = [*stack_names, *live_names]
    varnames = tuple(args + [v for v in code.co_varnames if v not in args])
    name = f"__resume_at_{target_offset}_{next(_ids)}"
    return assemble(
        prefix + body,
        code,
        co_varnames=varnames,
        co_argcount=len(args),
        co_posonlyargcount=0,
        co_kwonlyargcount=0,
        co_flags=code.co_flags & ~(0x04 | 0x08),
        co_name=name,
        co_qualname=name,
    )
