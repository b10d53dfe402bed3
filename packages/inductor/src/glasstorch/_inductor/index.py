"""Index expressions: affine sums of loop variables and floor-div/modulo atoms.

Inductor indexes buffers with sympy; this is the small exact subset it needs — integer
affine combinations over non-negative loop variables of known extent, plus ``//`` and
``%`` by positive constants — with the simplifications that make reshapes of contiguous
buffers print as plain strided offsets (``(e // d) * d + e % d == e``, bounds-aware
division). Expressions are immutable and hashable, so equal indices compare equal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Var:
    """A loop variable ``name`` ranging over ``0 .. size-1``."""

    __slots__ = ("name", "size")

    def __init__(self, name: str, size: int) -> None:
        self.name = name
        self.size = size

    def __repr__(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Var) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)

    def upper(self) -> int:
        return max(self.size - 1, 0)


class _DivMod:
    """``expr // divisor`` (kind ``div``) or ``expr % divisor`` (kind ``mod``) as an atom."""

    __slots__ = ("kind", "expr", "divisor")

    def __init__(self, kind: str, expr: Expr, divisor: int) -> None:
        self.kind, self.expr, self.divisor = kind, expr, divisor

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.expr, self.divisor)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _DivMod) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        op = "//" if self.kind == "div" else "%"
        return f"({self.expr!r}) {op} {self.divisor}"

    def upper(self) -> int:
        if self.kind == "mod":
            return min(self.divisor - 1, self.expr.upper())
        return self.expr.upper() // self.divisor


Atom = Var | _DivMod


class Expr:
    """``const + sum(coeff * atom)`` over non-negative atoms; build with ``+ * // %``."""

    __slots__ = ("terms", "const", "_hash")

    def __init__(self, terms: dict[Atom, int] | None = None, const: int = 0) -> None:
        self.terms = {a: c for a, c in (terms or {}).items() if c != 0}
        self.const = const
        self._hash: int | None = None

    @staticmethod
    def of(value: Expr | Var | int) -> Expr:
        if isinstance(value, Expr):
            return value
        if isinstance(value, Var):
            return Expr({value: 1})
        return Expr(const=int(value))

    # -- arithmetic ---------------------------------------------------------------------------
    def __add__(self, other: Expr | Var | int) -> Expr:
        o = Expr.of(other)
        terms = dict(self.terms)
        for atom, coeff in o.terms.items():
            terms[atom] = terms.get(atom, 0) + coeff
        return _fold_divmod(Expr(terms, self.const + o.const))

    __radd__ = __add__

    def __sub__(self, other: Expr | Var | int) -> Expr:
        return self + Expr.of(other) * -1

    def __mul__(self, other: Expr | int) -> Expr:
        if isinstance(other, Expr):
            if other.is_constant():
                other = other.const
            elif self.is_constant():
                return other * self.const
            else:
                raise NotImplementedError("index expressions are affine")
        return Expr({a: c * other for a, c in self.terms.items()}, self.const * other)

    __rmul__ = __mul__

    def __floordiv__(self, divisor: int) -> Expr:
        if divisor == 1:
            return self
        if self.is_constant():
            return Expr(const=self.const // divisor)
        whole, rest = self._split(divisor)
        if rest.lower() >= 0 and rest.upper() < divisor:
            return whole
        return Expr({_DivMod("div", self, divisor): 1})

    def __mod__(self, divisor: int) -> Expr:
        if divisor == 1:
            return Expr()
        if self.is_constant():
            return Expr(const=self.const % divisor)
        _, rest = self._split(divisor)
        if rest.lower() >= 0 and rest.upper() < divisor:
            return rest
        return Expr({_DivMod("mod", rest, divisor): 1})

    def _split(self, divisor: int) -> tuple[Expr, Expr]:
        """``self == whole * divisor + rest`` with ``whole`` holding the divisible terms."""
        whole = Expr({a: c // divisor for a, c in self.terms.items() if c % divisor == 0})
        rest = Expr({a: c for a, c in self.terms.items() if c % divisor != 0})
        return whole + self.const // divisor, rest + self.const % divisor

    # -- queries ------------------------------------------------------------------------------
    def is_constant(self) -> bool:
        return not self.terms

    def upper(self) -> int:
        return self.const + sum(c * a.upper() for a, c in self.terms.items() if c > 0)

    def lower(self) -> int:
        return self.const + sum(c * a.upper() for a, c in self.terms.items() if c < 0)

    def free_vars(self) -> set[Var]:
        found: set[Var] = set()
        for atom in self.terms:
            found |= {atom} if isinstance(atom, Var) else atom.expr.free_vars()
        return found

    def strides(self, variables: list[Var]) -> list[int] | None:
        """The coefficient of each variable when this is a plain strided offset, else None."""
        if any(not isinstance(a, Var) for a in self.terms):
            return None
        return [self.terms.get(v, 0) for v in variables]

    def subs(self, mapping: dict[Var, Expr]) -> Expr:
        out = Expr(const=self.const)
        for atom, coeff in self.terms.items():
            if isinstance(atom, Var):
                out = out + Expr.of(mapping.get(atom, atom)) * coeff
            else:
                inner = atom.expr.subs(mapping)
                value = inner // atom.divisor if atom.kind == "div" else inner % atom.divisor
                out = out + value * coeff
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int):
            return self.is_constant() and self.const == other
        return isinstance(other, Expr) and self.const == other.const and self.terms == other.terms

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((frozenset(self.terms.items()), self.const))
        return self._hash

    def __repr__(self) -> str:
        return render(self, "//", "%")


def _fold_divmod(e: Expr) -> Expr:
    """Rewrite ``c*d*(x // d) + c*(x % d)`` as ``c*x`` wherever both halves appear."""
    for atom, coeff in list(e.terms.items()):
        if isinstance(atom, _DivMod) and atom.kind == "mod":
            partner = _DivMod("div", atom.expr, atom.divisor)
            if e.terms.get(partner) == coeff * atom.divisor:
                terms = dict(e.terms)
                del terms[atom], terms[partner]
                return Expr(terms, e.const) + atom.expr * coeff
    return e


def render(e: Expr, div: str, mod: str, name: Callable[[Var], str] = repr) -> str:
    """Print ``e`` with the target language's integer division and modulo spellings."""
    parts: list[str] = []
    for atom, coeff in sorted(e.terms.items(), key=lambda item: repr(item[0])):
        if isinstance(atom, Var):
            text = name(atom)
        else:
            op = div if atom.kind == "div" else mod
            text = f"(({render(atom.expr, div, mod, name)}) {op} {atom.divisor})"
        parts.append(text if coeff == 1 else f"{coeff}*{text}")
    if e.const or not parts:
        parts.append(str(e.const))
    return " + ".join(parts).replace("+ -", "- ")


def contiguous_strides(size: list[int] | tuple[int, ...]) -> list[int]:
    strides, acc = [], 1
    for s in reversed(size):
        strides.append(acc)
        acc *= max(s, 1)
    return strides[::-1]


def strided_index(index: list[Expr], stride: list[int], offset: int = 0) -> Expr:
    out = Expr(const=offset)
    for i, s in zip(index, stride, strict=True):
        out = out + i * s
    return out


def flatten(index: list[Expr], size: list[int]) -> Expr:
    """The row-major linear position of ``index`` in a tensor of ``size``."""
    return strided_index(index, contiguous_strides(size))


def unflatten(flat: Expr, size: list[int]) -> list[Expr]:
    """The multi-index of row-major position ``flat`` in ``size``."""
    out = []
    for st, s in zip(contiguous_strides(size), size, strict=True):
        out.append(Expr() if s <= 1 else (flat // st) % s)  # size 0: nothing is loaded
    return out
