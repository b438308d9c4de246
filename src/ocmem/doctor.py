"""`doctor`: check the setup, and say for each problem what to do about it.

Each check ends `ok`, `warn` (works, but something is missing or doubled) or `fail`
(something that must work does not). Checks only read, except the two write probes,
which create and remove one hidden temp file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ocmem import paths
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.gateway.recall_plugin import install_state
from ocmem.maintain.budget import shown_budget_state
from ocmem.settings import PLUGIN_PACKAGE, Settings, config_file_states
from ocmem.state.state_dir import state_dir_problem
from ocmem.status import per_turn_state
from ocmem.store.audit import AuditInputs, audit_store
from ocmem.store.catalog import index_problem
from ocmem.watch.scanner import watch_process
from ocmem.wrapper.hook import SHELLS, HookError, Shell, default_rc_file, hook_blocks
from ocmem.wrapper.login_shell import login_fix_text, login_reach

Status = Literal["ok", "warn", "fail"]
PROBE_PREFIX = ".ocmem-doctor-"


@dataclass(frozen=True)
class Check:
    name: str
    status: Status
    detail: str
    fix: str | None = None


@dataclass(frozen=True)
class DoctorReport:
    directory: str
    checks: tuple[Check, ...]

    @property
    def ok(self) -> bool:
        """No check failed (warnings allowed)."""
        return all(c.status != "fail" for c in self.checks)

    @property
    def exit_code(self) -> int:
        return 0 if self.ok else 1


@dataclass(frozen=True)
class HookFound:
    shell: Shell
    rc_file: Path
    legacy: bool
    problem: str | None = None  # a damaged block, which install and uninstall refuse


def run_doctor(ctx: Context) -> DoctorReport:
    cfg = ctx.settings
    run_env = dict(ctx.env)
    target = ctx.directory
    hooks = installed_hooks(run_env)
    checks: list[Check] = [
        check_opencode(cfg, run_env),
        check_database(run_env),
        check_store(ctx),
        check_store_quality(ctx),
        check_state_dir(ctx.state_dir),
        check_hook(hooks, run_env),
        check_plugin(cfg),
        check_per_turn(cfg, run_env),
        check_recall_meaning(cfg),
        check_watch(cfg, bool(hooks)),
        check_config_files(target, run_env),
        check_settings(cfg),
        check_budget(cfg),
    ]
    return DoctorReport(str(target), tuple(checks))


def check_opencode(cfg: Settings, env: Mapping[str, str]) -> Check:
    try:
        binary = opencode_binary.find_opencode(cfg.opencode.bin, env)
    except OcmemError as exc:
        return Check("opencode", "fail", exc.message, exc.hint)
    try:
        version = opencode_binary.version(binary, env)
    except (OSError, subprocess.SubprocessError):
        version = ""
    if not version:
        return Check(
            "opencode",
            "warn",
            f"found {binary}, but `opencode --version` printed nothing",
            "run it by hand to see what is wrong; reinstall with `npm i -g opencode-ai`",
        )
    return check_version(binary, version)


def check_version(binary: Path, reported: str) -> Check:
    """The version against the supported floor, and what does not work below it."""
    from ocmem.gateway.version import (
        FLOOR,
        UNTESTED_HINT,
        Version,
        capabilities,
        package_version,
        untested_message,
    )

    found = Version.from_output(reported) or package_version(Path(os.path.realpath(binary)))
    if found is None:
        return Check(
            "opencode",
            "warn",
            f"{binary} printed {reported!r} for its version, which does not read as one",
            f"make sure it is opencode {FLOOR} or newer (npm i -g opencode-ai)",
        )
    caps = capabilities(found)
    if caps.untested:
        return Check(
            "opencode",
            "fail",
            f"{binary}: {untested_message(found)}; `wrap` runs it untouched (no memory work),"
            " `maintain`, `watch` and `dream` refuse",
            UNTESTED_HINT,
        )
    if caps.supported:
        return Check("opencode", "ok", f"{binary} (version {found}; supported from {FLOOR})")
    status: Status = "fail" if not caps.can_fork else "warn"
    return Check(
        "opencode",
        status,
        f"{binary} is opencode {found}, older than {FLOOR}, the oldest fully supported: "
        + "; ".join(caps.degraded()),
        f"upgrade opencode to {FLOOR} or newer: `opencode upgrade` or `npm i -g opencode-ai`",
    )


def check_database(env: Mapping[str, str]) -> Check:
    try:
        path = find_database(env)
    except OcmemError as exc:
        return Check("database", "fail", exc.message, exc.hint)
    if not path.is_file():
        return Check(
            "database",
            "warn",
            f"no opencode database at {path} yet, so there is nothing to mine",
            "run opencode once in a project; if it keeps its data elsewhere, set OPENCODE_DB "
            "to the path `opencode db path` prints",
        )
    try:
        with OpencodeDatabase(path) as db:
            count = len(db.all_session_ids())
    except OcmemError as exc:
        return Check("database", "fail", exc.message, exc.hint)
    noun = "session" if count == 1 else "sessions"
    return Check("database", "ok", f"{path} is readable ({count} {noun})")


def check_store(ctx: Context) -> Check:
    try:
        location = ctx.store
    except OcmemError as exc:
        return Check("store", "fail", exc.message, exc.hint)
    problem = write_problem(location.memory_dir)
    where = f"{location.memory_dir} ({location.mode}; {location.source})"
    if problem is None:
        unreadable_index = index_problem(location)
        if unreadable_index is not None:
            return Check(
                "store",
                "fail",
                f"{where}: {unreadable_index}, so it is neither read nor written",
                "move it out of the way; the next write rebuilds MEMORY.md from the files",
            )
        return Check("store", "ok", f"{where} is writable")
    blocker, reason = problem
    if location.mode == "in-repo":
        elsewhere = "or set local.mode to off to use the global store"
    else:
        elsewhere = "or point CLAUDE_CONFIG_DIR at a writable directory"
    return Check("store", "fail", f"{where}: {reason}", f"{_fix_for(blocker)}, {elsewhere}")


def check_store_quality(ctx: Context) -> Check:
    """What `audit` would find, in one line that points at it."""
    try:
        location = ctx.store
        inputs = AuditInputs.for_project(ctx.directory, ctx.state_dir, ctx.settings, location)
        report = audit_store(location, inputs)
    except (OcmemError, OSError) as exc:
        return Check("memory quality", "warn", f"not audited: {exc}")
    if not report.findings:
        return Check("memory quality", "ok", f"score {report.score}/100, no findings")
    counts: dict[str, int] = {}
    for finding in report.findings:
        counts[finding.kind] = counts.get(finding.kind, 0) + 1
    listed = ", ".join(f"{n} {kind}" for kind, n in counts.items())
    return Check(
        "memory quality",
        "warn",
        f"score {report.score}/100: {listed}",
        "run `opencode-memory audit` to see each finding",
    )


def check_state_dir(state_dir: Path) -> Check:
    problem = state_dir_problem(state_dir)  # a file in the way, unwritable, or a full disk
    if problem is None:
        return Check("state dir", "ok", f"{state_dir} is writable")
    message, hint = problem
    return Check("state dir", "fail", message, hint)


def installed_hooks(env: Mapping[str, str]) -> list[HookFound]:
    """Our hook block (or the prior wrapper's) in each shell's default rc file."""
    found: list[HookFound] = []
    for shell in SHELLS:
        rc_file = default_rc_file(shell, env)
        # The blocks as install and uninstall see them: a commented-out or indented block
        # is no hook (the shell never defines the function), a damaged one is said.
        try:
            if hook_blocks(rc_file):
                found.append(HookFound(shell, rc_file, legacy=False))
            elif hook_blocks(rc_file, legacy=True):
                found.append(HookFound(shell, rc_file, legacy=True))
        except HookError as exc:
            found.append(HookFound(shell, rc_file, legacy=False, problem=exc.message))
    return found


def check_hook(hooks: Sequence[HookFound], env: Mapping[str, str]) -> Check:
    damaged = [h for h in hooks if h.problem is not None]
    if damaged:
        return Check(
            "hook",
            "warn",
            f"damaged hook block: {damaged[0].problem}",
            "fix or remove that block by hand, then run `opencode-memory hook install`",
        )
    ours = [h for h in hooks if not h.legacy]
    legacy = [h for h in hooks if h.legacy]
    if legacy and not ours:
        files = ", ".join(str(h.rc_file) for h in legacy)
        commands = "; ".join(f"opencode-memory hook install --shell {h.shell}" for h in legacy)
        return Check(
            "hook",
            "warn",
            f"the prior opencode-memory wrapper's hook is in {files}",
            f"replace it with ours: {commands}",
        )
    if not ours:
        return Check(
            "hook",
            "warn",
            "no shell hook: `opencode` in a terminal runs without opencode-memory",
            "run `opencode-memory hook install` (bash, zsh or fish), or rely on "
            "`opencode-memory watch` to mine sessions",
        )
    files = ", ".join(f"{h.rc_file} ({h.shell})" for h in ours)
    bashrc = default_rc_file("bash", env)
    if any(h.shell == "bash" and h.rc_file == bashrc for h in ours):
        reach = login_reach(env)
        if not reach.reaches:
            reads = reach.login_file or "no startup file at all"
            return Check(
                "hook",
                "warn",
                f"installed in {files}, but a login bash (macOS Terminal, ssh) reads {reads}, "
                f"which does not read {bashrc}, so `opencode` there runs without the hook",
                login_fix_text(reach, paths.home(env)),
            )
    if shutil.which("opencode-memory", path=env.get("PATH", os.defpath)) is None:
        return Check(
            "hook",
            "warn",
            f"installed in {files}, but opencode-memory is not on PATH, "
            "so the hook falls back to plain opencode",
            "put the directory holding the opencode-memory command on PATH "
            "(pipx: `pipx ensurepath`)",
        )
    return Check("hook", "ok", f"installed in {files}")


def check_per_turn(cfg: Settings, env: Mapping[str, str]) -> Check:
    state = per_turn_state(cfg, env)
    if not install_state(env).foreign:
        if state.installed and not state.installed_current:
            return Check(
                "per-turn recall",
                "warn",
                f"{state.describe()}, but {state.installed_path} is from another install "
                "of opencode-memory (another Python or an older plugin)",
                "run `opencode-memory recall install` again",
            )
        if state.enabled and not state.dependencies_ready:
            return Check(
                "per-turn recall",
                "warn",
                state.describe(),
                "nothing, if opencode can reach the npm registry: it installs the package "
                "on a start; without a registry, launch-time recall still works",
            )
        return Check("per-turn recall", "ok", state.describe())
    return Check(
        "per-turn recall",
        "warn",
        f"{state.installed_path} was not written by opencode-memory; "
        f"per turn recall is {state.describe()}",
        "move that file away if it is not yours, then run `opencode-memory recall install`",
    )


def check_recall_meaning(cfg: Settings) -> Check:
    """Whether per-turn recall also matches by meaning (`recall.semantic`), and if it should
    but cannot, why: the model is loaded and its weights checked here."""
    from ocmem.recall.encoder import INSTALL_HINT
    from ocmem.recall.semantic import meaning_state

    mode = cfg.resolved("recall.semantic")
    state = meaning_state(cfg.recall.semantic)
    if state.problem:
        return Check(
            "recall by meaning",
            "warn",
            f"recall.semantic is {mode.value} but the model cannot run: {state.problem}",
            f"{INSTALL_HINT}; or set recall.semantic = off",
        )
    if state.on:
        return Check("recall by meaning", "ok", "on (all-MiniLM-L6-v2, weights verified)")
    if state.why == "off":
        return Check("recall by meaning", "ok", f"off (recall.semantic: off, {mode.source})")
    return Check(
        "recall by meaning",
        "ok",
        f"off: {state.why} (words only); to match by meaning too, {INSTALL_HINT}",
    )


def check_plugin(cfg: Settings) -> Check:
    recall = cfg.resolved("recall.enabled")
    plugin = cfg.plugin
    if not plugin.configured:
        state = "on" if recall.value else "off"
        return Check(
            "plugin/recall",
            "ok",
            f"the {PLUGIN_PACKAGE} plugin is not configured; recall is {state} ({recall.source})",
        )
    where = f"the {PLUGIN_PACKAGE} plugin is configured ({plugin.source})"
    if recall.value:
        return Check(
            "plugin/recall",
            "warn",
            f"{where} and recall is on ({recall.source}): sessions get the memory index twice",
            "turn recall off (OPENCODE_MEMORY_RECALL=0, or `enabled = false` under [recall] "
            "in the TOML config); the plugin already injects the index",
        )
    idle = (
        "; its maintainOnIdle mines idle sessions, so the wrapper's idle pass is off"
        if plugin.maintain_on_idle
        else "; extraction on idle is done by the wrapper's idle pass"
    )
    return Check(
        "plugin/recall",
        "ok",
        f"{where}: recall is off because the plugin injects the memory index itself{idle}",
    )


def check_watch(cfg: Settings, hook_installed: bool) -> Check:
    process = watch_process(cfg.state.dir)
    if process.running:
        detail = f"running (pid {process.pid} since {process.since})"
        if cfg.plugin.configured and cfg.plugin.maintain_on_idle:
            return Check(
                "watch",
                "warn",
                f"{detail}, and the {PLUGIN_PACKAGE} plugin's maintainOnIdle also mines "
                "idle sessions, so they are mined twice",
                "keep one: set maintainOnIdle to false in opencode.json, or stop watch",
            )
        return Check("watch", "ok", detail)
    start = (
        "start it with `opencode-memory watch`, or run it as a service: "
        "`opencode-memory watch --print-unit systemd` (Linux) or `--print-unit launchd` "
        "(macOS), see docs/commands/watch.md"
    )
    if hook_installed:
        return Check(
            "watch",
            "ok",
            "not running; wrapped launches are mined by the wrapper. Sessions from the "
            f"desktop app or an editor need watch: {start}",
        )
    return Check(
        "watch",
        "warn",
        "not running, and no shell hook: no session is mined unless you run "
        "`opencode-memory maintain`",
        start,
    )


def check_config_files(directory: Path, env: Mapping[str, str]) -> Check:
    """Where our own TOML files are looked for, and which exist (never an error)."""
    shown = [
        f"{kind} {path} ({'exists' if exists else 'not found'})"
        for kind, path, exists in config_file_states(directory, env)
    ]
    return Check("config files", "ok", "; ".join(shown))


def check_settings(cfg: Settings) -> Check:
    if not cfg.problems:
        return Check("settings", "ok", "every configured value is valid")
    listed = "; ".join(str(p) for p in cfg.problems)
    return Check(
        "settings",
        "warn",
        f"ignored: {listed}",
        "fix those entries; `opencode-memory settings` shows what applies instead",
    )


def check_budget(cfg: Settings) -> Check:
    """Today's spend against the daily budget; over it, automatic passes wait."""
    state = shown_budget_state(cfg)
    if isinstance(state, str):  # a broken state dir is its own failed check
        return Check("budget", "warn", state, "the state dir check above says what to do")
    if state.over:
        return Check(
            "budget",
            "warn",
            state.describe() + "; automatic passes wait for tomorrow",
            "raise budget.daily_tokens / budget.daily_cost, or wait for tomorrow",
        )
    return Check("budget", "ok", state.describe())


def write_problem(target: Path) -> tuple[Path, str] | None:
    """None if files can be created in `target` (or, if missing, where it would be made).

    Otherwise the blocking path and why. The probe creates and removes one temp file.
    """
    existing = nearest_existing(target)
    if not existing.is_dir():
        return existing, f"{existing} is not a directory, so the directory cannot be created"
    try:
        fd, name = tempfile.mkstemp(prefix=PROBE_PREFIX, dir=existing)
    except OSError as exc:
        return existing, f"cannot create files in {existing} ({exc.strerror})"
    os.close(fd)
    os.unlink(name)
    return None


def nearest_existing(path: Path) -> Path:
    current = Path(os.path.abspath(path))
    while not os.path.lexists(current) and current.parent != current:
        current = current.parent
    return current


def _fix_for(blocker: Path) -> str:
    if os.path.lexists(blocker) and not blocker.is_dir():
        return f"move the file {blocker} out of the way"
    return f"make {blocker} writable for your user (chmod u+w {blocker})"


__all__: Sequence[str] = ["Check", "DoctorReport", "run_doctor", "write_problem"]
