import enum
import sys
from pathlib import Path
from typing import Annotated

import tomli_w
import typer

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import DirOption
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.maintain.budget import BudgetState, shown_budget_state


class Format(enum.StrEnum):
    text = "text"
    json = "json"
    toml = "toml"


@app.command("settings")
def settings_command(
    directory: DirOption = Path("."),
    output_format: Annotated[Format, typer.Option("--format", help="Output format.")] = Format.text,
    as_json: Annotated[bool, typer.Option("--json", help="Same as --format json.")] = False,
) -> None:
    """Print every resolved setting with the layer it came from."""
    ctx = context.build(directory)
    resolved = ctx.settings
    chosen = Format.json if as_json else output_format
    store = _store_entry(ctx)
    config_files = settings_mod.config_file_states(ctx.directory, ctx.env)
    if chosen is Format.json:
        for problem in resolved.problems:
            render.warn(str(problem))
        document: dict[str, object] = {
            **settings_mod.as_json(resolved),
            "store": store,
            "budget_today": _json(shown_budget_state(resolved)),
            "config_files": [
                {"kind": kind, "path": str(path), "exists": exists}
                for kind, path, exists in config_files
            ],
        }
        sys.stdout.write(render.scrubbed_json(document) + "\n")
        return
    print_settings(resolved, chosen)
    if chosen is Format.text:
        if "error" in store:
            render.out(f"store: cannot be resolved: {store['error']}\n")
        else:
            render.out(f"store: {store['value']}  ({store['source']})\n")
        today = shown_budget_state(resolved)
        described = today if isinstance(today, str) else today.describe()
        render.out(f"budget: {described}\n")
        for kind, path, exists in config_files:
            state = "exists" if exists else "not found"
            render.out(f"{kind} config: {path}  ({state})\n")


def _json(today: BudgetState | str) -> dict[str, object]:
    return {"error": today} if isinstance(today, str) else today.to_json()


def _store_entry(ctx: Context) -> dict[str, str]:
    """Where the memory store is and which setting put it there (or why it has no place)."""
    try:
        location = ctx.store
    except OcmemError as exc:
        return {"error": exc.message}
    return {"value": str(location.memory_dir), "source": location.source}


def print_settings(resolved: settings_mod.Settings, output_format: Format) -> None:
    for problem in resolved.problems:
        render.warn(str(problem))
    if output_format is Format.json:
        sys.stdout.write(render.scrubbed_json(settings_mod.as_json(resolved)) + "\n")
    elif output_format is Format.toml:
        render.out(tomli_w.dumps(settings_mod.as_toml_table(resolved)))
    else:
        render.out(format_text(resolved))


def format_text(resolved: settings_mod.Settings) -> str:
    rows = [
        (r.key, _show(r.value), r.source + (f"  ({r.note})" if r.note else "")) for r in resolved
    ]
    key_width = max(len(row[0]) for row in rows)
    value_width = min(40, max(len(row[1]) for row in rows))
    lines = [f"{k:<{key_width}}  {v:<{value_width}}  {s}" for k, v, s in rows]
    return "\n".join(lines) + "\n"


def _show(value: settings_mod.Value) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(value) if value else "[]"
    return str(value)
