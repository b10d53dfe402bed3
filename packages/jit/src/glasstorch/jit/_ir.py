"""The TorchScript IR (``torch/csrc/jit/ir/ir.h``): Graph, Block, Node, Value, Use.

SSA form: every Value is defined once by a Node (or is a Block parameter); ``prim::If``
and ``prim::Loop`` own Blocks whose outputs act as phis. ``str(graph)`` prints
TorchScript's text form; debug names follow ``Value::setDebugName`` (a name taken again
renames its previous owner to ``name.N``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ._types import JitType, NoneType, TensorType, infer_type


class Use:
    """One use of a Value: the user Node and the input position."""

    __slots__ = ("user", "offset")

    def __init__(self, user: Node, offset: int) -> None:
        self.user, self.offset = user, offset

    def __repr__(self) -> str:
        return f"Use({self.user.kind}, {self.offset})"


class Value:
    """An SSA value: defined by ``node`` (output ``offset``), typed, optionally named."""

    def __init__(self, graph: Graph, node: Node | None, offset: int, type_: JitType) -> None:
        self.graph = graph
        self.node = node
        self.offset = offset
        self.type = type_
        self.uses: list[Use] = []
        self.unique = graph._next_unique()
        self._debug_name = ""

    @property
    def debug_name(self) -> str:
        return self._debug_name or str(self.unique)

    def has_debug_name(self) -> bool:
        return bool(self._debug_name)

    def set_debug_name(self, name: str) -> Value:
        """Name this value; a previous owner of ``name`` becomes ``name.N`` (PyTorch's rule)."""
        names = self.graph._unique_names
        if self._debug_name:
            names.pop(self._debug_name, None)
            self._debug_name = ""
        if not name:
            return self
        if name[0].isdigit() and name.isdigit():
            raise RuntimeError(f"names may not be integers: {name}")
        old = names.get(name)
        if old is not None:
            base, suffix = name, 1
            dot = name.rfind(".")
            if dot != -1 and name[dot + 1 :].isdigit():
                base, suffix = name[:dot], int(name[dot + 1 :])
            suffix = max(suffix, self.graph._name_suffixes.get(base, 0) + 1)
            while f"{base}.{suffix}" in names:
                suffix += 1
            self.graph._name_suffixes[base] = suffix
            old.set_debug_name(f"{base}.{suffix}")
        names[name] = self
        self._debug_name = name
        return self

    def replace_all_uses_with(self, other: Value) -> None:
        for use in list(self.uses):
            use.user.replace_input(use.offset, other)

    def copy_metadata(self, other: Value) -> Value:
        self.type = other.type
        if other.has_debug_name():
            self.set_debug_name(other._debug_name)
        return self

    def __repr__(self) -> str:
        return f"%{self.debug_name}"


class Node:
    """An operation: ``kind`` (``aten::add``), inputs, outputs, attributes and blocks."""

    def __init__(self, graph: Graph, kind: str) -> None:
        self.graph = graph
        self.kind = kind
        self.inputs: list[Value] = []
        self.outputs: list[Value] = []
        self.attributes: dict[str, Any] = {}
        self.blocks: list[Block] = []
        self.owning_block: Block | None = None
        self.source_range: Any = None
        self.schema: Any = None  # the matched FunctionSchema of an operator call
        self.op: Any = None  # the runtime callable chosen when the schema was matched
        self.wrap_positions: tuple[int, ...] = ()  # Tensor arguments given as numbers

    @property
    def attributes_wrap(self) -> tuple[int, ...]:
        """Former name of :attr:`wrap_positions` (kept for callers that set it)."""
        return self.wrap_positions

    @attributes_wrap.setter
    def attributes_wrap(self, positions: tuple[int, ...]) -> None:
        self.wrap_positions = tuple(positions)

    # inputs and outputs
    def add_input(self, value: Value) -> Value:
        value.uses.append(Use(self, len(self.inputs)))
        self.inputs.append(value)
        return value

    def replace_input(self, i: int, new: Value) -> None:
        old = self.inputs[i]
        old.uses = [u for u in old.uses if not (u.user is self and u.offset == i)]
        self.inputs[i] = new
        new.uses.append(Use(self, i))

    def remove_input(self, i: int) -> None:
        self.inputs[i].uses = [
            u for u in self.inputs[i].uses if not (u.user is self and u.offset == i)
        ]
        del self.inputs[i]
        for j in range(i, len(self.inputs)):
            for u in self.inputs[j].uses:
                if u.user is self and u.offset == j + 1:
                    u.offset = j

    def remove_all_inputs(self) -> None:
        for i in reversed(range(len(self.inputs))):
            self.remove_input(i)

    def add_output(self, type_: JitType | None = None) -> Value:
        v = Value(self.graph, self, len(self.outputs), type_ or TensorType.get())
        self.outputs.append(v)
        return v

    def erase_output(self, i: int) -> None:
        assert not self.outputs[i].uses, "erasing an output that is still used"
        del self.outputs[i]
        for j, out in enumerate(self.outputs):
            out.offset = j

    def output(self) -> Value:
        if len(self.outputs) != 1:
            raise RuntimeError(f"{self.kind} has {len(self.outputs)} outputs, not 1")
        return self.outputs[0]

    def add_block(self) -> Block:
        block = Block(self.graph, self)
        self.blocks.append(block)
        return block

    # attributes
    def s_(self, name: str, value: Any) -> Node:
        self.attributes[name] = value
        return self

    def __getitem__(self, name: str) -> Any:
        return self.attributes[name]

    def has_attribute(self, name: str) -> bool:
        return name in self.attributes

    # placement
    def destroy(self) -> None:
        """Unlink this node from its block and its inputs (outputs must be unused)."""
        for block in self.blocks:
            for node in reversed(list(block.nodes)):
                node.destroy()
            block.return_node.remove_all_inputs()
        self.remove_all_inputs()
        if self.owning_block is not None:
            self.owning_block.nodes.remove(self)
            self.owning_block = None

    def move_before(self, other: Node) -> None:
        assert other.owning_block is not None
        if self.owning_block is not None:
            self.owning_block.nodes.remove(self)
        block = other.owning_block
        block.nodes.insert(block.nodes.index(other), self)
        self.owning_block = block

    def is_before(self, other: Node) -> bool:
        block = self.owning_block
        assert block is not None and block is other.owning_block
        return block.nodes.index(self) < block.nodes.index(other)

    def __repr__(self) -> str:
        return _node_text(self, 0, True).rstrip()


class Block:
    """A list of nodes with parameters (``inputs``) and results (``outputs``)."""

    def __init__(self, graph: Graph, owning_node: Node | None) -> None:
        self.graph = graph
        self.owning_node = owning_node
        self.inputs: list[Value] = []
        self.nodes: list[Node] = []
        # block outputs are the inputs of a pseudo return node, as in PyTorch
        self.return_node = Node(graph, "prim::Return")
        self.return_node.owning_block = self
        self.param_node = Node(graph, "prim::Param")

    def add_input(self, name: str | None = None, type_: JitType | None = None) -> Value:
        v = Value(self.graph, self.param_node, len(self.inputs), type_ or TensorType.get())
        self.param_node.outputs.append(v)
        self.inputs.append(v)
        if name:
            v.set_debug_name(name)
        return v

    def insert_input(self, i: int, name: str | None = None, type_: JitType | None = None) -> Value:
        v = self.add_input(name, type_)
        self.inputs.pop()
        self.inputs.insert(i, v)
        self.param_node.outputs = list(self.inputs)
        for j, inp in enumerate(self.inputs):
            inp.offset = j
        return v

    def erase_input(self, i: int) -> None:
        assert not self.inputs[i].uses, "erasing a block input that is still used"
        del self.inputs[i]
        self.param_node.outputs = list(self.inputs)
        for j, inp in enumerate(self.inputs):
            inp.offset = j

    @property
    def outputs(self) -> list[Value]:
        return self.return_node.inputs

    def register_output(self, value: Value) -> int:
        self.return_node.add_input(value)
        return len(self.outputs) - 1

    def replace_output(self, i: int, value: Value) -> None:
        self.return_node.replace_input(i, value)

    def erase_output(self, i: int) -> None:
        self.return_node.remove_input(i)

    def append_node(self, node: Node) -> Node:
        node.owning_block = self
        self.nodes.append(node)
        return node

    def walk(self) -> Iterator[Node]:
        """Every node of this block and of the blocks nested in it, in order."""
        for node in self.nodes:
            yield node
            for block in node.blocks:
                yield from block.walk()


class Graph:
    """A function body: the top Block, an insertion point, and the value namespace."""

    def __init__(self) -> None:
        self._unique_counter = 0
        self._unique_names: dict[str, Value] = {}
        self._name_suffixes: dict[str, int] = {}
        self.block = Block(self, None)
        self._insert_block = self.block
        self._insert_index: int | None = None  # None: append at the end of the block

    def _next_unique(self) -> int:
        n = self._unique_counter
        self._unique_counter += 1
        return n

    @property
    def inputs(self) -> list[Value]:
        return self.block.inputs

    @property
    def outputs(self) -> list[Value]:
        return self.block.outputs

    def nodes(self) -> list[Node]:
        return self.block.nodes

    def add_input(self, name: str | None = None, type_: JitType | None = None) -> Value:
        return self.block.add_input(name, type_)

    def register_output(self, value: Value) -> int:
        return self.block.register_output(value)

    def create(self, kind: str, inputs: Any = (), num_outputs: int = 1) -> Node:
        node = Node(self, kind)
        for v in inputs:
            node.add_input(v)
        for _ in range(num_outputs):
            node.add_output()
        return node

    def set_insert_point(self, block: Block, index: int | None = None) -> None:
        self._insert_block, self._insert_index = block, index

    def insert_point(self) -> tuple[Block, int | None]:
        return self._insert_block, self._insert_index

    def insert_node(self, node: Node) -> Node:
        block = self._insert_block
        node.owning_block = block
        if self._insert_index is None:
            block.nodes.append(node)
        else:
            block.nodes.insert(self._insert_index, node)
            self._insert_index += 1
        return node

    def insert_constant(
        self, value: Any, type_: JitType | None = None, source_range: Any = None
    ) -> Value:
        node = self.create("prim::Constant", (), 1)
        if value is not None:
            node.attributes["value"] = value
        node.source_range = source_range
        node.output().type = type_ or constant_type(value)
        return self.insert_node(node).output()

    def copy(self) -> Graph:
        new = Graph()
        env: dict[Value, Value] = {}
        for v in self.inputs:
            env[v] = new.add_input(None, v.type).copy_metadata(v)
        clone_block_into(self.block, new.block, env)
        for v in self.outputs:
            new.register_output(env[v])
        return new

    def __str__(self) -> str:
        return self.str(True)

    def str(self, print_source_locations: bool = True) -> str:
        return graph_text(self, print_source_locations)

    def __repr__(self) -> str:
        return str(self)


def constant_type(value: Any) -> JitType:
    t = infer_type(value)
    if t is not None:
        return t
    if value is None:
        return NoneType.get()
    from ._types import DeviceObjType, IntType

    type_name = type(value).__name__
    if type_name == "Device":
        return DeviceObjType.get()
    if type_name == "DType":
        return IntType.get()
    raise RuntimeError(f"Unsupported value kind: {type_name}")


def clone_node(node: Node, graph: Graph, env: dict[Value, Value]) -> Node:
    """A copy of ``node`` (blocks included) in ``graph``, inputs mapped through ``env``."""
    new = Node(graph, node.kind)
    new.attributes = dict(node.attributes)
    new.source_range, new.schema, new.op = node.source_range, node.schema, node.op
    new.wrap_positions = node.wrap_positions
    for v in node.inputs:
        new.add_input(env.get(v, v))
    for out in node.outputs:
        env[out] = new.add_output(out.type).copy_metadata(out)
    for block in node.blocks:
        nb = new.add_block()
        for v in block.inputs:
            env[v] = nb.add_input(None, v.type).copy_metadata(v)
        clone_block_into(block, nb, env)
        for v in block.outputs:
            nb.register_output(env.get(v, v))
    return new


def clone_block_into(src: Block, dst: Block, env: dict[Value, Value]) -> None:
    for node in src.nodes:
        dst.append_node(clone_node(node, dst.graph, env))


# --- printing ----------------------------------------------------------------------------


def _format_float(f: float) -> str:
    if f != f or f in (float("inf"), float("-inf")):
        return {"nan": "nan", "inf": "inf", "-inf": "-inf"}[repr(f)]
    if f == int(f) and abs(f) < 1e16:
        return f"{int(f)}."
    text = repr(f)
    return text


def format_attribute(value: Any) -> str:
    """An attribute value as PyTorch prints it: ``1``, ``1.``, ``"linear"``, ``[1, 2]``."""
    from glasstorch.aten import Tensor

    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _format_float(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(format_attribute(v) for v in value) + "]"
    if isinstance(value, Tensor):
        if value.numel() == 1:
            return f"{{{value.item()}}}"
        return "<Tensor>"
    if type(value).__name__ == "DType":
        return str(getattr(value, "scalar_type_index", value))
    if type(value).__name__ == "Device":
        return f'"{value}"'
    return f"<{type(value).__name__}>"


#: attributes that hold Python objects for the compiler and interpreter, not printed
_HIDDEN_ATTRIBUTES = {"function"}


def _value_list(values: list[Value]) -> str:
    return ", ".join(f"%{v.debug_name}" for v in values)


def _typed(values: list[Value]) -> str:
    return ", ".join(f"%{v.debug_name} : {v.type}" for v in values)


def _node_text(node: Node, indent: int, locations: bool) -> str:
    pad = " " * indent
    outs = _typed(node.outputs)
    head = f"{pad}{outs} = " if outs else f"{pad} = "
    attrs = ""
    shown = {k: v for k, v in node.attributes.items() if k not in _HIDDEN_ATTRIBUTES}
    if shown:
        attrs = "[" + ", ".join(f"{k}={format_attribute(v)}" for k, v in shown.items()) + "]"
    line = f"{head}{node.kind}{attrs}({_value_list(node.inputs)})"
    if locations and node.source_range is not None:
        line += f" # {node.source_range}"
    lines = [line]
    for i, block in enumerate(node.blocks):
        lines.append(f"{pad}  block{i}({_typed(block.inputs)}):")
        lines.extend(_block_lines(block, indent + 4, locations))
        lines.append(f"{pad}    -> ({_value_list(block.outputs)})")
    return "\n".join(lines) + "\n"


def _block_lines(block: Block, indent: int, locations: bool) -> list[str]:
    return [_node_text(n, indent, locations).rstrip("\n") for n in block.nodes]


def graph_text(graph: Graph, locations: bool = True) -> str:
    """``graph(%x : Tensor, ...):`` followed by the nodes and ``return (...)``."""
    sep = ",\n      "
    params = sep.join(f"%{v.debug_name} : {v.type}" for v in graph.inputs)
    lines = [f"graph({params}):"]
    lines.extend(_block_lines(graph.block, 2, locations))
    lines.append(f"  return ({_value_list(graph.outputs)})")
    return "\n".join(lines) + "\n"
