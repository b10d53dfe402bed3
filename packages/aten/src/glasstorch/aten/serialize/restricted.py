"""pickle's virtual machine with the opcodes that act on objects guarded (weights-only loads).

An allowlist of globals is not enough on its own: pickle's ``BUILD`` sets attributes on
whatever is on the stack, so a checkpoint could push the class ``torch.Tensor`` (an
allowed global) and ``BUILD`` it with ``{"__add__": set}``, changing every later addition
in the process. Like PyTorch's weights-only unpickler, this one runs pickle's own
(pure-Python) machine and, when ``restricted``, lets

- ``BUILD`` act only on objects this load created, of the types :meth:`build` accepts;
- ``REDUCE`` call only what :meth:`may_call` accepts, and ``NEWOBJ`` create only what
  :meth:`may_create` accepts (never a class like ``Tensor`` itself);
- ``APPEND(S)``, ``SETITEM(S)`` and ``ADDITEMS`` fill only lists, dicts and sets;

and refuses ``INST``, ``OBJ`` and the extension-registry opcodes. Subclasses resolve
globals (``find_class``) and say what may be called, created and built.
"""

from __future__ import annotations

import collections
import pickle
import struct
from typing import IO, Any

__all__ = ["RestrictedUnpickler"]

_Machine = pickle._Unpickler  # type: ignore[attr-defined]
_LISTS = (list,)
_DICTS = (dict, collections.OrderedDict, collections.Counter)
_SETS = (set,)


class RestrictedUnpickler(_Machine):
    """pickle's machine; with ``restricted``, the object-changing opcodes are guarded."""

    dispatch = dict(_Machine.dispatch)

    def __init__(self, file: IO[bytes], restricted: bool, **kwargs: Any) -> None:
        super().__init__(file, **kwargs)
        self.restricted = restricted
        #: The objects ``find_class`` returned (by id, kept alive): never a BUILD target.
        self._globals: dict[int, Any] = {}

    # -- what subclasses decide -----------------------------------------------------------
    def may_call(self, func: Any) -> bool:
        """Whether ``REDUCE`` may call ``func``."""
        return False

    def may_create(self, cls: Any) -> bool:
        """Whether ``NEWOBJ`` may create an instance of ``cls``."""
        return False

    def build(self, inst: Any, state: Any) -> None:
        """Apply ``BUILD``'s ``state`` to ``inst`` (created by this load); refuse by default."""
        raise pickle.UnpicklingError(
            "Can only build Tensor, Parameter, OrderedDict or types allowlisted via "
            f"`add_safe_globals`, but got {type(inst)}"
        )

    # -- guarded opcodes --------------------------------------------------------------------
    def _remember_global(self) -> None:
        value = self.stack[-1]
        self._globals[id(value)] = value

    def load_global(self) -> None:
        _Machine.load_global(self)
        self._remember_global()

    def load_stack_global(self) -> None:
        _Machine.load_stack_global(self)
        self._remember_global()

    def _need(self, n: int) -> None:
        if len(self.stack) < n:
            raise pickle.UnpicklingError("unpickling stack underflow")

    def load_build(self) -> None:
        self._need(2)
        if not self.restricted:
            _Machine.load_build(self)
            return
        state = self.stack.pop()
        inst = self.stack[-1]
        if id(inst) in self._globals:
            raise pickle.UnpicklingError(
                f"Can only build objects the checkpoint created, but got the global {inst!r}"
            )
        self.build(inst, state)

    def load_reduce(self) -> None:
        self._need(2)
        if self.restricted and not self._allowed(self.stack[-2], self.may_call):
            raise pickle.UnpicklingError(
                f"Trying to call reduce for unrecognized function {self.stack[-2]!r}"
            )
        _Machine.load_reduce(self)

    def load_newobj(self) -> None:
        self._need(2)
        if self.restricted and not self._allowed(self.stack[-2], self.may_create):
            raise pickle.UnpicklingError(
                "Can only create new object for nn.Parameter or classes allowlisted via "
                f"`add_safe_globals` but got {self.stack[-2]!r}"
            )
        _Machine.load_newobj(self)

    def load_newobj_ex(self) -> None:
        self._need(3)
        if self.restricted and not self._allowed(self.stack[-3], self.may_create):
            raise pickle.UnpicklingError(
                "Can only create new object for nn.Parameter or classes allowlisted via "
                f"`add_safe_globals` but got {self.stack[-3]!r}"
            )
        _Machine.load_newobj_ex(self)

    @staticmethod
    def _allowed(obj: Any, check: Any) -> bool:
        try:
            return bool(check(obj))
        except TypeError:  # an unhashable object is none of the allowed ones
            return False

    def _container(self, position: int, kinds: tuple[type, ...], what: str) -> None:
        if len(self.stack) < -position:
            raise pickle.UnpicklingError("unpickling stack underflow")
        if self.restricted and type(self.stack[position]) not in kinds:
            raise pickle.UnpicklingError(f"Can only {what}, but got {type(self.stack[position])}")

    def load_append(self) -> None:
        self._container(-2, _LISTS, "append to lists")
        _Machine.load_append(self)

    def load_appends(self) -> None:
        self._container_below_mark(_LISTS, "append to lists")
        _Machine.load_appends(self)

    def load_setitem(self) -> None:
        self._container(-3, _DICTS, "set items of dicts")
        _Machine.load_setitem(self)

    def load_setitems(self) -> None:
        self._container_below_mark(_DICTS, "set items of dicts")
        _Machine.load_setitems(self)

    def load_additems(self) -> None:
        self._container_below_mark(_SETS, "add items to sets")
        _Machine.load_additems(self)

    def _container_below_mark(self, kinds: tuple[type, ...], what: str) -> None:
        """Check the object under the current MARK (``APPENDS`` and friends fill it)."""
        if not self.metastack:
            raise pickle.UnpicklingError("could not find MARK")
        below = self.metastack[-1]
        if self.restricted and (not below or type(below[-1]) not in kinds):
            raise pickle.UnpicklingError(
                f"Can only {what}, but got {type(below[-1]) if below else None}"
            )

    def load_bytearray8(self) -> None:
        """``BYTEARRAY8``: the machine would allocate the announced length before reading;
        read first, so that a tiny pickle cannot claim exabytes."""
        (length,) = struct.unpack("<Q", self.read(8))
        data = self.read(length)
        if len(data) != length:
            raise pickle.UnpicklingError("pickle data was truncated")
        self.append(bytearray(data))

    def _refused(self) -> None:
        raise pickle.UnpicklingError("Unsupported operand in a weights-only load")

    def load_inst(self) -> None:
        self._refused() if self.restricted else _Machine.load_inst(self)

    def load_obj(self) -> None:
        self._refused() if self.restricted else _Machine.load_obj(self)

    def load_ext(self, load: Any) -> None:
        self._refused() if self.restricted else load(self)

    def load_ext1(self) -> None:
        self.load_ext(_Machine.load_ext1)

    def load_ext2(self) -> None:
        self.load_ext(_Machine.load_ext2)

    def load_ext4(self) -> None:
        self.load_ext(_Machine.load_ext4)

    dispatch[pickle.GLOBAL[0]] = load_global
    dispatch[pickle.STACK_GLOBAL[0]] = load_stack_global
    dispatch[pickle.BUILD[0]] = load_build
    dispatch[pickle.REDUCE[0]] = load_reduce
    dispatch[pickle.NEWOBJ[0]] = load_newobj
    dispatch[pickle.NEWOBJ_EX[0]] = load_newobj_ex
    dispatch[pickle.APPEND[0]] = load_append
    dispatch[pickle.APPENDS[0]] = load_appends
    dispatch[pickle.SETITEM[0]] = load_setitem
    dispatch[pickle.SETITEMS[0]] = load_setitems
    dispatch[pickle.ADDITEMS[0]] = load_additems
    dispatch[pickle.INST[0]] = load_inst
    dispatch[pickle.OBJ[0]] = load_obj
    dispatch[pickle.EXT1[0]] = load_ext1
    dispatch[pickle.EXT2[0]] = load_ext2
    dispatch[pickle.EXT4[0]] = load_ext4
    dispatch[pickle.BYTEARRAY8[0]] = load_bytearray8

    def load(self) -> Any:
        """Unpickle; a malformed stream (stack underflow, short data) is an UnpicklingError,
        as the C unpickler reports it, not the pure-Python machine's IndexError."""
        try:
            return _Machine.load(self)
        except (IndexError, struct.error) as e:
            raise pickle.UnpicklingError(f"the pickle is malformed ({e})") from None
        except EOFError:
            raise pickle.UnpicklingError("pickle data was truncated") from None
        except KeyError as e:  # the machine looks opcodes up in its dispatch table
            key = e.args[0] if e.args else None
            if isinstance(key, int) and key not in self.dispatch:
                raise pickle.UnpicklingError(f"invalid load key, {bytes([key])!r}.") from None
            raise
