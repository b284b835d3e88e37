"""Derived fields: a value the form computes from other fields by a rule it states.

A settlement is the repair quote less the deductible, a fee is the count times the rate the
schedule gives, an instalment the balance over the months of the plan. The rule is part of the
form: the field's label ends with ``computed as <rule>`` (``settlement amount, computed as
repair_quote - deductible``), where the rule is arithmetic over the names of the form's
fields (``+ - * /``, parentheses, numbers, ``min(...)`` and ``max(...)``). So an agent reads
the rule off the form as it reads a label, and computes it from the values it wrote: what it
heard and what the records and documents said. The gold computes the same rule from the
values the gold procedure wrote.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections.abc import Callable, Mapping

RULE_LEAD = ", computed as "
"""What a field's label says before its rule."""

_OPERATORS: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
_FUNCTIONS: dict[str, Callable[..., float]] = {"min": min, "max": max}
_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


class RuleError(ValueError):
    """A rule that is not the arithmetic a derived field may state."""


def _names(node: ast.AST, rule: str) -> list[str]:
    """The field names a rule reads, checking that it is plain arithmetic."""
    if isinstance(node, ast.Expression):
        return _names(node.body, rule)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return _names(node.left, rule) + _names(node.right, rule)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _names(node.operand, rule)
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return []
    if isinstance(node, ast.Name):
        return [node.id]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCTIONS
        and node.args
        and not node.keywords
    ):
        return [name for arg in node.args for name in _names(arg, rule)]
    raise RuleError(f"rule {rule!r}: {ast.dump(node)[:60]} is not arithmetic over fields")


def rule_fields(rule: str) -> list[str]:
    """The field names ``rule`` reads, in order, each once.

    Raises:
        RuleError: the rule is not arithmetic over field names.
    """
    try:
        tree = ast.parse(rule, mode="eval")
    except SyntaxError as error:
        raise RuleError(f"rule {rule!r}: {error.msg}") from error
    return list(dict.fromkeys(_names(tree, rule)))


def number(value: str) -> float | None:
    """The number a written value states ("14200", "1,250 dollars", "$3.19"), or None."""
    found = _NUMBER.search(value.replace("$", ""))
    return float(found.group().replace(",", "")) if found else None


def evaluate(rule: str, values: Mapping[str, str]) -> float | None:
    """The rule over the written values of its fields; None when one is missing or states
    no number (the field cannot be computed yet, never a 0)."""
    numbers: dict[str, float] = {}
    for name in rule_fields(rule):
        value = number(values[name]) if values.get(name) else None
        if value is None:
            return None
        numbers[name] = value

    def run(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return run(node.body)
        if isinstance(node, ast.BinOp):
            return _OPERATORS[type(node.op)](run(node.left), run(node.right))
        if isinstance(node, ast.UnaryOp):
            return -run(node.operand)
        if isinstance(node, ast.Constant):
            assert isinstance(node.value, int | float)  # checked by rule_fields
            return float(node.value)
        if isinstance(node, ast.Name):
            return numbers[node.id]
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        return _FUNCTIONS[node.func.id](*(run(arg) for arg in node.args))

    try:
        result = run(ast.parse(rule, mode="eval"))
    except ZeroDivisionError:
        return None
    return result if math.isfinite(result) else None


def written(value: float) -> str:
    """A computed value as the form takes it: cents at most, no trailing zeros."""
    text = f"{round(value, 2):.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def stated_rule(label: str) -> str | None:
    """The rule a field's label states (after ``RULE_LEAD``), or None."""
    _, lead, rule = label.partition(RULE_LEAD)
    return rule.strip() if lead and rule.strip() else None
