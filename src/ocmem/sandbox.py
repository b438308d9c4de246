"""An environment whose every home-relative path points under one directory.

The demo, the test harness and the benchmarks run the real opencode (and this tool) in
such an environment, so nothing reads or writes the user's own config, database, memories
or state. opencode's npm lookups point at a closed local port, so nothing leaves the
machine. Its temporary files go to the environment's own `tmp/`: opencode 1.18 unpacks a
native library of 5–14 MB into the temp dir for every `run` and TUI start and never removes
it, so in the shared temp dir each demo and each test run would leave megabytes behind.

On every start opencode makes sure its config dir holds `@opencode-ai/plugin`: unless
`node_modules/` exists and `package-lock.json` lists every wanted package, it runs an npm
install. Offline that install always fails, after about a second of CPU per launch. The
sandbox's config dir is therefore laid out as on a machine where the install already
happened, which is the state every real user's opencode is in after its first start.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

_DROPPED_PREFIXES = ("OPENCODE", "XDG_", "CLAUDE", "npm_config_", "GIT_")
_INSTALLED_LOCK = {
    "name": "opencode",
    "lockfileVersion": 3,
    "requires": True,
    "packages": {"": {"dependencies": {"@opencode-ai/plugin": "*"}}},
}


def isolated_environ(
    root: Path, base: Mapping[str, str] | None = None, *, git_identity: str = "Test"
) -> dict[str, str]:
    """`base` (default: os.environ) with HOME, XDG dirs, CLAUDE_CONFIG_DIR, the state dir,
    the temp dir and git's config all under `root`; the XDG dirs and the temp dir are
    created."""
    base = os.environ if base is None else base
    env = {k: v for k, v in base.items() if not k.startswith(_DROPPED_PREFIXES)}
    home = root / "home"
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        XDG_CACHE_HOME=str(home / ".cache"),
        CLAUDE_CONFIG_DIR=str(home / ".claude"),
        TMPDIR=str(root / "tmp"),
        OPENCODE_MEMORY_STATE_DIR=str(root / "state"),
        OPENCODE_DISABLE_MODELS_FETCH="1",
        OPENCODE_DISABLE_AUTOUPDATE="1",
        OPENCODE_DISABLE_SHARE="1",
        npm_config_registry="http://127.0.0.1:9/",
        npm_config_offline="true",
        GIT_AUTHOR_NAME=git_identity,
        GIT_AUTHOR_EMAIL=f"{git_identity.lower()}@example.invalid",
        GIT_COMMITTER_NAME=git_identity,
        GIT_COMMITTER_EMAIL=f"{git_identity.lower()}@example.invalid",
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL=str(root / "gitconfig"),
    )
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "TMPDIR"):
        Path(env[key]).mkdir(parents=True, exist_ok=True)
    _settle_config_dependencies(Path(env["XDG_CONFIG_HOME"]) / "opencode")
    root.mkdir(parents=True, exist_ok=True)
    (root / "gitconfig").write_text("[init]\n\tdefaultBranch = main\n")
    return env


def _settle_config_dependencies(config_dir: Path) -> None:
    """Lay `config_dir` out as opencode leaves it once its plugin package is installed."""
    (config_dir / "node_modules").mkdir(parents=True, exist_ok=True)
    lock = config_dir / "package-lock.json"
    if not lock.exists():
        lock.write_text(json.dumps(_INSTALLED_LOCK, indent=2) + "\n")
