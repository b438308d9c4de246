"""The house rules import-linter cannot state: every import is one it sees, one place
judges a memory file name, and each file name in the package means one thing."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import grimp
import pytest

import ocmem

PACKAGE = Path(ocmem.__file__).parent
# The two loaders allowed to import by name: the command registry imports only the command
# module a command line needs, and the store's package imports its names on first use.
DYNAMIC_LOADERS = {"cli/commands/__init__.py", "store/__init__.py"}


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("ocmem", cache_dir=None)


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        yield relative, ast.parse(path.read_text(encoding="utf-8"), relative)


def _runs_as_a_script(tree: ast.Module) -> bool:
    """Whether the module has an `if __name__ == "__main__":` block (`python -m` runs it)."""
    return any(
        isinstance(node, ast.If) and ast.unparse(node.test) == "__name__ == '__main__'"
        for node in tree.body
    )


def _called_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def test_no_module_imports_by_name_outside_the_two_loaders() -> None:
    hidden = [
        f"{relative}:{node.lineno}"
        for relative, tree in _modules()
        if relative not in DYNAMIC_LOADERS
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and _called_name(node) in {"import_module", "__import__", "spec_from_file_location"}
    ]
    assert hidden == []


def test_the_store_names_loaded_on_first_use_are_arrows_the_linter_sees(
    graph: grimp.ImportGraph,
) -> None:
    from ocmem import store

    imported = graph.find_modules_directly_imported_by("ocmem.store")
    assert set(store._MODULES.values()) <= imported
    assert set(store._MODULES) == set(store.__all__)


def test_the_store_reaches_the_scrubber_through_arrows_the_linter_sees(
    graph: grimp.ImportGraph,
) -> None:
    for module in ("ocmem.store.apply", "ocmem.store.naming"):
        assert "ocmem.redact" in graph.find_modules_directly_imported_by(module), module


def test_only_the_store_s_naming_module_asks_the_file_name_detector() -> None:
    detector = {"file_name_findings", "is_credential", "mask_file_name", "scrub_file_name"}
    askers = {
        relative
        for relative, tree in _modules()
        if not relative.startswith("redact/")
        for node in ast.walk(tree)
        if (isinstance(node, ast.Name) and node.id in detector)
        or (isinstance(node, ast.Attribute) and node.attr in detector)
        or (isinstance(node, ast.alias) and node.name in detector)
    }
    assert askers == {"store/naming.py"}


def test_one_function_validates_a_memory_file_name_and_one_makes_a_slug() -> None:
    defined: dict[str, list[str]] = {}
    for relative, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                defined.setdefault(node.name.lstrip("_"), []).append(relative)
    assert defined["validate_file_name"] == ["store/naming.py"]
    assert defined["slug"] == ["store/naming.py"]


def test_every_module_is_imported_by_another(graph: grimp.ImportGraph) -> None:
    from ocmem.cli.commands import MODULES

    entry_points = {"ocmem.__main__"} | {f"ocmem.cli.commands.{name}" for name in MODULES}
    for relative, tree in _modules():
        dotted = "ocmem." + relative.removesuffix(".py").replace("/", ".")
        if relative.endswith("__init__.py") or _runs_as_a_script(tree):
            entry_points.add(dotted.removesuffix(".__init__"))
    unused = {
        module
        for module in graph.modules
        if module.startswith("ocmem.")
        and not graph.find_modules_that_directly_import(module)
        and module not in entry_points
    }
    assert unused == set()


# Outside the gateway a process may be started only with a program named in the code that
# is not opencode: git, or this Python running `-m ocmem`.
_SPAWNS = {
    "run",
    "Popen",
    "call",
    "check_call",
    "check_output",
    "getoutput",
    "getstatusoutput",
    "system",
    "popen",
    "posix_spawn",
    "posix_spawnp",
    "create_subprocess_exec",
    "create_subprocess_shell",
    "spawn",
}
_SPAWN_PREFIXES = ("exec", "spawn")
_SPAWN_MODULES = {"subprocess", "os", "asyncio", "pty"}


def _is_spawn(call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)):
        return False
    if func.value.id not in _SPAWN_MODULES:
        return False
    return func.attr in _SPAWNS or (func.value.id == "os" and func.attr.startswith(_SPAWN_PREFIXES))


def _named_program(call: ast.Call) -> str | None:
    """The program a spawn runs when the code names it: "git", or "python" for
    `sys.executable`; None when it comes from a variable (it could be opencode)."""
    argv = call.args[0] if call.args else None
    if not isinstance(argv, ast.List) or not argv.elts:
        return None
    first = argv.elts[0]
    if isinstance(first, ast.Constant) and first.value == "git":
        return "git"
    if ast.unparse(first) == "sys.executable":
        return "python"
    return None


def _spawns_outside_the_gateway() -> list[str]:
    return [
        f"{relative}:{node.lineno}"
        for relative, tree in _modules()
        if not relative.startswith("gateway/")
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and _is_spawn(node) and _named_program(node) is None
    ]


def test_opencode_is_spawned_only_from_the_gateway() -> None:
    assert _spawns_outside_the_gateway() == []


def test_the_spawn_check_sees_a_spawn_of_a_program_from_a_variable() -> None:
    calls = {
        "subprocess.run([str(binary), 'run'])": False,
        "subprocess.Popen(args)": False,
        "os.execv(binary, [binary])": False,
        "subprocess.run(['git', 'log'])": True,
        "subprocess.Popen([sys.executable, '-m', 'ocmem'])": True,
    }
    for source, allowed in calls.items():
        call = ast.parse(source, mode="eval").body
        assert isinstance(call, ast.Call)
        assert _is_spawn(call)
        assert (_named_program(call) is not None) == allowed, source


def test_no_two_modules_share_a_file_name() -> None:
    # `ocmem/store/errors.py` beside `ocmem/errors.py` reads as one module in a traceback,
    # an editor tab or a grep hit; each name means one thing.
    by_name: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__init__.py":
            by_name.setdefault(path.name, []).append(path.relative_to(PACKAGE).as_posix())
    assert {name: paths for name, paths in by_name.items() if len(paths) > 1} == {}


def test_watch_is_one_package() -> None:
    outside = sorted(
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*watch*.py")
        if path.parent.name not in {"watch", "commands"}
    )
    assert outside == []
