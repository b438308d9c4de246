"""The command line uses typer's public interface only: no `typer._*` module, no private
(`_name`) attribute or hook in a module that imports typer, no class swapped under an
object. Typer's private parts change between minor releases (newer ones carry their own private
copy of click), and pyproject.toml promises every typer release from the floor on."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"


def private_typer_uses(root: Path) -> list[str]:
    """`file:line: what` for each use of typer's private parts under `root`."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = f"{path.relative_to(root)}"
        typer_names = _typer_imports(tree)
        for node in ast.walk(tree):
            for line, what in _private(node, typer_names):
                found.append(f"{where}:{line}: {what}")
    return found


def _typer_imports(tree: ast.Module) -> set[str]:
    """The names this module binds to typer or to something imported from it."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names if _is_typer(a.name)}
        elif isinstance(node, ast.ImportFrom) and _is_typer(node.module or ""):
            names |= {a.asname or a.name for a in node.names}
    return names


def _is_typer(module: str) -> bool:
    return module == "typer" or module.startswith("typer.")


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _private(node: ast.AST, typer_names: set[str]) -> list[tuple[int, str]]:
    line = getattr(node, "lineno", 0)
    if isinstance(node, ast.Import):
        return [(line, f"import {a.name}") for a in node.names if _private_module(a.name)]
    if isinstance(node, ast.ImportFrom) and _is_typer(node.module or ""):
        module = node.module or ""
        if _private_module(module):
            return [(line, f"from {module} import ...")]
        return [(line, f"from {module} import {a.name}") for a in node.names if _is_private(a.name)]
    if not typer_names:
        return []
    if isinstance(node, ast.Attribute) and _is_private(node.attr):
        return [(line, f"private attribute {ast.unparse(node)}")]
    if (
        isinstance(node, ast.Attribute)
        and node.attr == "__class__"
        and isinstance(node.ctx, ast.Store)
    ):
        return [(line, f"class swapped: {ast.unparse(node)} = ...")]
    if isinstance(node, ast.ClassDef) and any(
        _names_typer(base, typer_names) for base in node.bases
    ):
        return [
            (item.lineno, f"{node.name} overrides typer's private {item.name}")
            for item in node.body
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and _is_private(item.name)
        ]
    return []


def _private_module(module: str) -> bool:
    return _is_typer(module) and any(_is_private(part) for part in module.split(".")[1:])


def _names_typer(base: ast.expr, typer_names: set[str]) -> bool:
    while isinstance(base, ast.Attribute):
        base = base.value
    return isinstance(base, ast.Name) and base.id in typer_names


def test_src_uses_only_typers_public_interface() -> None:
    assert private_typer_uses(SRC) == []


def test_the_check_sees_each_kind_of_private_use(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(
        "import typer._completion_classes\n"
        "from typer import _click as click\n"
        "from typer._completion_shared import get_completion_script\n"
        "from typer.completion import _install_completion_placeholder_function\n"
        "from typer.core import TyperArgument\n"
        "class Argument(TyperArgument):\n"
        "    def _usage_display_name(self) -> str:\n"
        "        return ''\n"
        "def f(param: TyperArgument) -> None:\n"
        "    param.__class__ = Argument\n"
        "    param._runtime_param = None\n",
        encoding="utf-8",
    )
    (tmp_path / "fine.py").write_text(
        "class Mine:\n    def _helper(self) -> None:\n        self._x = 1\n", encoding="utf-8"
    )
    assert [entry.split(": ", 1)[1] for entry in private_typer_uses(tmp_path)] == [
        "import typer._completion_classes",
        "from typer import _click",
        "from typer._completion_shared import ...",
        "from typer.completion import _install_completion_placeholder_function",
        "Argument overrides typer's private _usage_display_name",
        "class swapped: param.__class__ = ...",
        "private attribute param._runtime_param",
    ]
