"""The schema-language lexer and recursive-descent parser.

Accepts what ``torch._C.parse_schema`` (``torch/csrc/jit/frontend/function_schema_parser.cpp``
and ``schema_type_parser.cpp``) accepts, whitespace-insensitively, and builds the
frozen dataclasses of :mod:`.model` and :mod:`.types`. Printing those gives canonical
text back. Malformed input raises :class:`SchemaParseError`, which points a caret at
the offending character, as TorchScript errors do.

Grammar (``[]`` optional, ``{}`` repeated)::

    schema      := name '(' [params] ')' '->' returns
    name        := IDENT ['::' IDENT] ['.' IDENT]
    params      := param {',' param}
    param       := '*' | '...' | type IDENT ['=' default]
    returns     := '...' | '(' [ret {',' ret}] ')' | ret        (ret may be '...' last)
    ret         := type [IDENT]
    type        := base [alias] { '[' [NUMBER] ']' [alias] | '?' }
    base        := IDENT | '(' [type {',' type}] ')' | Dict(type, type) | Future(type)
                 | RRef(type) | Await(type) | Union(type {',' type}) | Tuple(...)
                 | '__torch__' {'.' IDENT}
    alias       := '(' sets ['!'] ['->' sets] ')'          sets := (IDENT | '*') {'|' ...}
    default     := ['-'] NUMBER | '-'? 'inf' | STRING | IDENT | '[' [default {',' default}] ']'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from glasstorch.c10.schema.model import AliasInfo, Argument, FunctionSchema, OperatorName, Return
from glasstorch.c10.schema.types import (
    AwaitType,
    BaseType,
    DictType,
    FutureType,
    ListType,
    OptionalType,
    RRefType,
    TupleType,
    Type,
    UnionType,
    is_valid_base_type_name,
)

__all__ = ["SchemaParseError", "parse_name", "parse_schema", "parse_type"]


class SchemaParseError(RuntimeError):
    """Malformed schema text. ``position`` is the character offset of the offending spot."""

    def __init__(self, reason: str, text: str, position: int) -> None:
        self.reason = reason
        self.text = text
        self.position = position
        super().__init__(_format_error(reason, text, position))


def _format_error(reason: str, text: str, position: int) -> str:
    """``reason`` plus the offending line of ``text`` with a caret under ``position``."""
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    line = text[line_start : line_end if line_end != -1 else len(text)]
    # Keep tabs so the caret lines up under the same glyph.
    pad = "".join("\t" if c == "\t" else " " for c in text[line_start:position])
    return f"{reason} at position {position}:\n    {line}\n    {pad}^"


@dataclass(frozen=True)
class _Token:
    kind: str  # "ident", "number", "string", "op" or "eof"
    text: str
    pos: int

    def describe(self) -> str:
        return "end of input" if self.kind == "eof" else repr(self.text)


_TOKEN_RE = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<number>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?j?)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
  | (?P<op>\.\.\.|::|->|[()\[\],*?!|=.\-])
    """,
    re.VERBOSE,
)
_ESCAPE_RE = re.compile(r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)", re.DOTALL)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
_QUOTE_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    pos = 0
    while pos < len(text):
        match = _TOKEN_RE.match(text, pos)
        if match is None:
            if text[pos] in "\"'":
                raise SchemaParseError("unterminated string literal", text, pos)
            raise SchemaParseError(f"unexpected character {text[pos]!r}", text, pos)
        kind = match.lastgroup
        assert kind is not None
        if kind != "space":
            tokens.append(_Token(kind, match.group(), pos))
        pos = match.end()
    tokens.append(_Token("eof", "", len(text)))
    return tokens


def _quote(value: str) -> str:
    """The canonical double-quoted spelling of a string default."""
    out = []
    for ch in value:
        if ch in _QUOTE_ESCAPES:
            out.append(_QUOTE_ESCAPES[ch])
        elif not ch.isprintable():
            code = ord(ch)
            out.append(
                f"\\x{code:02x}"
                if code < 0x100
                else f"\\u{code:04x}"
                if code < 0x10000
                else f"\\U{code:08x}"
            )
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


class _Parser:
    """One pass over the tokens of ``text``; each ``parse_*`` method consumes one construct."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokenize(text)
        self.index = 0

    # -- token helpers -------------------------------------------------------------------

    @property
    def token(self) -> _Token:
        return self.tokens[self.index]

    def peek(self, offset: int = 1) -> _Token:
        return self.tokens[min(self.index + offset, len(self.tokens) - 1)]

    def advance(self) -> _Token:
        token = self.token
        if token.kind != "eof":
            self.index += 1
        return token

    def at(self, op: str) -> bool:
        return self.token.kind == "op" and self.token.text == op

    def accept(self, op: str) -> _Token | None:
        return self.advance() if self.at(op) else None

    def error(self, reason: str, token: _Token | None = None) -> SchemaParseError:
        return SchemaParseError(reason, self.text, (token or self.token).pos)

    def expect(self, op: str, what: str | None = None) -> _Token:
        if not self.at(op):
            raise self.error(f"expected {what or repr(op)}, found {self.token.describe()}")
        return self.advance()

    def expect_ident(self, what: str) -> _Token:
        if self.token.kind != "ident":
            raise self.error(f"expected {what}, found {self.token.describe()}")
        return self.advance()

    def expect_end(self) -> None:
        if self.token.kind != "eof":
            raise self.error(f"expected end of input, found {self.token.describe()}")

    # -- names ---------------------------------------------------------------------------

    def parse_operator_name(self) -> OperatorName:
        name = self.expect_ident("an operator name").text
        if self.accept("::"):
            name += "::" + self.expect_ident("an operator name after '::'").text
        overload = ""
        if self.accept("."):
            token = self.expect_ident("an overload name after '.'")
            if token.text in ("default", "__name__"):
                raise self.error(f"{token.text!r} is not a legal overload name", token)
            overload = token.text
        return OperatorName(name, overload)

    # -- types and alias annotations -----------------------------------------------------

    def parse_alias_sets(self) -> frozenset[str]:
        sets = []
        while True:
            if self.accept("*"):
                sets.append("*")
            else:
                sets.append(self.expect_ident("an alias set name or '*'").text)
            if not self.accept("|"):
                return frozenset(sets)

    def parse_alias_annotation(self, allowed: bool) -> AliasInfo | None:
        """``(a)``, ``(a!)``, ``(a|b -> *)`` right after a type, or None if there is none."""
        if not self.at("("):
            return None
        if not allowed:
            raise self.error(
                "alias annotations are only allowed at the top of an argument or return type"
            )
        self.advance()
        before = self.parse_alias_sets()
        is_write = self.accept("!") is not None
        after = self.parse_alias_sets() if self.accept("->") else before
        self.expect(")", "')' to close the alias annotation")
        return AliasInfo(before, after, is_write)

    def parse_type_list(self, what: str) -> tuple[Type, ...]:
        """``(T1, T2, ...)`` of nested types; the opening '(' is the current token."""
        self.expect("(", f"'(' after {what}")
        elems: list[Type] = []
        if not self.accept(")"):
            while True:
                elems.append(self.parse_type(allow_alias=False)[0])
                if self.accept(")"):
                    break
                self.expect(",", f"',' or ')' in {what}")
        return tuple(elems)

    def parse_base_type(self) -> Type:
        token = self.token
        if self.at("("):
            return TupleType(self.parse_type_list("a tuple type"))
        if token.kind != "ident":
            raise self.error(f"expected a type, found {token.describe()}")
        name = token.text
        if (
            name in ("Dict", "Future", "RRef", "Await", "Union", "Tuple")
            and self.peek().text == "("
        ):
            self.advance()
            elems = self.parse_type_list(name)
            if name == "Tuple":
                return TupleType(elems)
            if name == "Union":
                if not elems:
                    raise self.error("Union needs at least one member type", token)
                return UnionType(elems)
            expected = 2 if name == "Dict" else 1
            if len(elems) != expected:
                raise self.error(f"{name} takes {expected} type(s), got {len(elems)}", token)
            if name == "Dict":
                return DictType(elems[0], elems[1])
            return {"Future": FutureType, "RRef": RRefType, "Await": AwaitType}[name](elems[0])
        self.advance()
        if name == "__torch__":
            while self.accept("."):
                name += "." + self.expect_ident("a custom class path component").text
        if not is_valid_base_type_name(name):
            raise self.error(f"unknown type {name!r}", token)
        return BaseType(name)

    def parse_type(self, allow_alias: bool) -> tuple[Type, AliasInfo | None]:
        """A type with its alias tree, built as the JIT parser builds it (see model.AliasInfo)."""
        type_: Type = self.parse_base_type()
        alias = self.parse_alias_annotation(allow_alias)
        while True:
            if self.accept("["):
                size = None
                if self.token.kind == "number":
                    size_token = self.advance()
                    if not size_token.text.isdigit():
                        raise self.error("a list size must be a whole number", size_token)
                    size = int(size_token.text)
                self.expect("]", "']' to close the list type")
                type_ = ListType(type_, size)
                container = self.parse_alias_annotation(allow_alias)
                if alias is not None:
                    if container is None:
                        container = AliasInfo(frozenset(), frozenset(), alias.is_write)
                    container = replace(
                        container, contained_types=container.contained_types + (alias,)
                    )
                alias = container
            elif self.accept("?"):
                type_ = OptionalType(type_)
            else:
                return type_, alias

    # -- defaults ------------------------------------------------------------------------

    def parse_default(self) -> str:
        """A default value, returned as canonical text (see model.Argument.default)."""
        token = self.token
        if token.kind == "string":
            self.advance()
            return _quote(self.unescape(token))
        if token.kind in ("number", "ident"):
            self.advance()
            return token.text
        if self.accept("-"):
            number = self.token
            if number.kind == "number" or (number.kind == "ident" and number.text == "inf"):
                self.advance()
                return "-" + number.text
            raise self.error(f"expected a number after '-', found {number.describe()}")
        if self.accept("["):
            elems: list[str] = []
            if not self.accept("]"):
                while True:
                    elems.append(self.parse_default())
                    if self.accept("]"):
                        break
                    self.expect(",", "',' or ']' in a list default")
            return "[" + ", ".join(elems) + "]"
        raise self.error(f"expected a default value, found {token.describe()}")

    def unescape(self, token: _Token) -> str:
        body = token.text[1:-1]

        def replace_escape(match: re.Match[str]) -> str:
            code = match.group(1)
            if code[0] in "xuU" and len(code) > 1:
                return chr(int(code[1:], 16))
            if code in _SIMPLE_ESCAPES:
                return _SIMPLE_ESCAPES[code]
            raise SchemaParseError(
                f"invalid escape sequence '\\{code}'", self.text, token.pos + 1 + match.start()
            )

        return _ESCAPE_RE.sub(replace_escape, body)

    # -- arguments, returns, schema -------------------------------------------------------

    def parse_argument(self, kwarg_only: bool) -> tuple[Argument, _Token]:
        start = self.token
        type_, alias = self.parse_type(allow_alias=True)
        name = self.expect_ident("an argument name")
        if name.text in ("None", "True", "False"):
            raise self.error(f"{name.text!r} cannot be an argument name", name)
        default = self.parse_default() if self.accept("=") else None
        is_out = kwarg_only and alias is not None and alias.is_write
        try:
            argument = Argument(name.text, type_, default, alias, kwarg_only, is_out)
        except ValueError as exc:
            raise self.error(str(exc), start) from None
        return argument, name

    def parse_arguments(self) -> tuple[list[Argument], bool]:
        self.expect("(", "'(' to open the argument list")
        arguments: list[Argument] = []
        names: set[str] = set()
        kwarg_only = is_vararg = False
        if self.accept(")"):
            return arguments, is_vararg
        while True:
            if is_vararg:
                raise self.error("'...' must be the last element of the argument list")
            if self.at("*"):
                if kwarg_only:
                    raise self.error("'*' may appear only once in an argument list")
                self.advance()
                kwarg_only = True
            elif self.accept("..."):
                is_vararg = True
            else:
                argument, name_token = self.parse_argument(kwarg_only)
                if argument.name in names:
                    raise self.error(f"duplicate argument name {argument.name!r}", name_token)
                names.add(argument.name)
                arguments.append(argument)
            if self.accept(")"):
                return arguments, is_vararg
            self.expect(",", "',' or ')' in the argument list")

    def parse_return(self) -> tuple[Return, _Token]:
        start = self.token
        type_, alias = self.parse_type(allow_alias=True)
        name = self.advance().text if self.token.kind == "ident" else None
        try:
            return Return(name, type_, alias), start
        except ValueError as exc:
            raise self.error(str(exc), start) from None

    def parse_returns(self) -> tuple[list[Return], bool]:
        if self.accept("..."):
            return [], True
        if not self.at("("):
            return [self.parse_return()[0]], False
        self.advance()
        returns: list[Return] = []
        names: set[str] = set()
        is_varret = False
        if self.accept(")"):
            return returns, is_varret
        while True:
            if is_varret:
                raise self.error("'...' must be the last element of the return list")
            if self.accept("..."):
                is_varret = True
            else:
                ret, start = self.parse_return()
                if ret.name is not None:
                    if ret.name in names:
                        raise self.error(f"duplicate return name {ret.name!r}", start)
                    names.add(ret.name)
                returns.append(ret)
            if self.accept(")"):
                return returns, is_varret
            self.expect(",", "',' or ')' in the return list")

    def parse_schema(self) -> FunctionSchema:
        name = self.parse_operator_name()
        arguments, is_vararg = self.parse_arguments()
        self.expect("->", "'->' before the returns")
        returns, is_varret = self.parse_returns()
        self.expect_end()
        return FunctionSchema(name, tuple(arguments), tuple(returns), is_vararg, is_varret)


def parse_schema(text: str) -> FunctionSchema:
    """Parse ``"aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"``."""
    return _Parser(text).parse_schema()


def parse_type(text: str) -> Type:
    """Parse a bare type like ``"Tensor?[]"`` or ``"Dict(str, int[2])"`` (no alias annotations)."""
    parser = _Parser(text)
    type_, _ = parser.parse_type(allow_alias=False)
    parser.expect_end()
    return type_


def parse_name(text: str) -> OperatorName:
    """Parse an operator name, ``"aten::add.Tensor"`` or ``"add"``."""
    parser = _Parser(text)
    name = parser.parse_operator_name()
    parser.expect_end()
    return name
