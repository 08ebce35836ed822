"""A small TextMate grammar interpreter, enough to check Grammar/screen.tmLanguage.json.

It follows the algorithm of VS Code's engine for the features the grammar uses: `match`,
`begin`/`end` across lines, `captures`/`beginCaptures`/`endCaptures`, `patterns` and
`include` of `#name` and `$self`. Regexes run in Oniguruma (onigurumacffi), the regex
dialect TextMate grammars are written in; at one position the earliest match wins, ties go
to the first pattern, and the enclosing rule's `end` is tried before its patterns.
"""
import functools
from dataclasses import dataclass

import onigurumacffi


@dataclass(frozen=True)
class Token:
    text: str
    scopes: tuple
    line: int


@dataclass
class _Frame:
    rule: dict
    scopes: tuple
    end: object  # the compiled `end` regex, or None for the root


class Grammar:
    def __init__(self, grammar: dict):
        self.grammar = grammar
        self.root = {"patterns": grammar["patterns"]}

    def tokenize(self, text: str) -> list:
        """Tokens of every line; a line is given its `\\n`, as VS Code does."""
        stack = [_Frame(self.root, (self.grammar["scopeName"],), None)]
        tokens = []
        for number, line in enumerate(text.split("\n")):
            tokens.extend(self._tokenize_line(line + "\n", number, stack))
        return tokens

    def _tokenize_line(self, line, number, stack):
        scopes = [None] * len(line)  # a scope tuple per character
        position = 0
        while position < len(line):
            frame = stack[-1]
            candidates = self._patterns(frame.rule.get("patterns", []))
            regexes = ([frame.end] if frame.end is not None else []) + [self._compile(rule) for rule in candidates]
            index, match = _regset(tuple(r.pattern for r in regexes)).search(line, position) if regexes else (-1, None)
            if match is None:
                self._paint(scopes, position, len(line), frame.scopes)
                break
            start, end = match.span()
            self._paint(scopes, position, start, frame.scopes)
            if frame.end is not None:
                index -= 1
            if index < 0:  # the enclosing rule ends
                self._paint_match(scopes, match, frame.scopes, frame.rule.get("endCaptures") or frame.rule.get("captures"))
                stack.pop()
            else:
                rule = candidates[index]
                named = frame.scopes + ((rule["name"],) if "name" in rule else ())
                if "match" in rule:
                    self._paint_match(scopes, match, named, rule.get("captures"))
                else:
                    self._paint_match(scopes, match, named, rule.get("beginCaptures") or rule.get("captures"))
                    inner = named + ((rule["contentName"],) if "contentName" in rule else ())
                    stack.append(_Frame(rule, inner, _Regex(rule["end"])))
            if end == position and index >= 0 and "match" in candidates[index]:
                # A zero-width match would loop forever: step over a character.
                self._paint(scopes, position, position + 1, frame.scopes)
                end = position + 1
            position = end
        return self._collapse(line, scopes, number)

    def _patterns(self, patterns):
        """Rules with their includes resolved, in order."""
        result = []
        for rule in patterns:
            if "include" in rule:
                name = rule["include"]
                target = self.root if name in ("$self", "$base") else self.grammar["repository"][name.lstrip("#")]
                result.extend(self._patterns([target]) if "match" in target or "begin" in target else self._patterns(target["patterns"]))
            elif "match" in rule or "begin" in rule:
                result.append(rule)
            else:
                result.extend(self._patterns(rule.get("patterns", [])))
        return result

    @staticmethod
    def _compile(rule):
        return _Regex(rule["match"] if "match" in rule else rule["begin"])

    @staticmethod
    def _paint(scopes, start, end, value):
        for i in range(start, end):
            scopes[i] = value

    @classmethod
    def _paint_match(cls, scopes, match, base, captures):
        cls._paint(scopes, match.start(0), match.end(0), base)
        for group, capture in sorted((captures or {}).items(), key=lambda item: int(item[0])):
            start, end = match.span(int(group))
            if start >= 0 and "name" in capture:
                for i in range(start, end):
                    scopes[i] = scopes[i] + (capture["name"],)

    @staticmethod
    def _collapse(line, scopes, number):
        tokens, start = [], 0
        for i in range(1, len(line) + 1):
            if i == len(line) or scopes[i] != scopes[start]:
                if line[start:i] != "\n":
                    tokens.append(Token(line[start:i], scopes[start], number))
                start = i
        return tokens


@functools.lru_cache(maxsize=None)
def _regset(patterns):
    return onigurumacffi.compile_regset(*patterns)


class _Regex:
    def __init__(self, pattern):
        self.pattern = pattern
        onigurumacffi.compile(pattern)  # a bad pattern fails here, naming itself
