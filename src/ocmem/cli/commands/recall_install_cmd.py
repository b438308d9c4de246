"""`recall install|uninstall`: per-turn recall for unwrapped launches (desktop app, editors)."""

import os
from pathlib import Path

from ocmem.cli import render
from ocmem.cli.commands.recall_cmd import recall_app
from ocmem.cli.options import JsonOption
from ocmem.cli.project import project_context, require_tested_opencode
from ocmem.gateway.recall_plugin import InstallChange, install, uninstall


@recall_app.command("install")
def install_command(as_json: JsonOption = False) -> None:
    """Recall per turn in unwrapped launches too (desktop app, editors): put the plugin in
    opencode's global plugin directory; no config file is touched (idempotent)."""
    # The plugin speaks opencode 1.x's plugin API; 2.x would not load it.
    require_tested_opencode(project_context(Path(".")))
    render.render(install(os.environ), as_json)


@recall_app.command("uninstall")
def uninstall_command(as_json: JsonOption = False) -> None:
    """Remove exactly the file `recall install` added."""
    render.render(uninstall(os.environ), as_json)


_MESSAGES = {
    "installed": "installed the per-turn recall plugin: {path}",
    "updated": "updated the per-turn recall plugin: {path}",
    "unchanged": "the per-turn recall plugin is already installed: {path}",
    "removed": "removed the per-turn recall plugin: {path}",
    "absent": "the per-turn recall plugin is not installed ({path} does not exist)",
}


@render.text_renderer(InstallChange)
def _text(change: InstallChange) -> str:
    line = _MESSAGES[change.action].format(path=change.path)
    if change.changed:
        line += "\nopencode processes started from now on pick this up; running ones do not"
    if change.action in ("installed", "updated", "unchanged") and not change.dependencies_ready:
        line += (
            "\nnote: opencode has not installed its plugin package (@opencode-ai/plugin) in its"
            " config dir yet; its next start does, from the npm registry, and every start"
            " waits for that install until it has succeeded (minutes when offline)"
        )
    return line
