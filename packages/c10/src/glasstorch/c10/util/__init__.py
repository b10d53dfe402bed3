"""c10 utilities: intrusive reference counting and the LeftRight concurrency primitive."""

from .intrusive_ptr import intrusive_ptr, intrusive_ptr_target, make_intrusive, weak_intrusive_ptr
from .left_right import LeftRight

__all__ = [
    "LeftRight",
    "intrusive_ptr",
    "intrusive_ptr_target",
    "make_intrusive",
    "weak_intrusive_ptr",
]
