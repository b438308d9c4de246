"""The fork step shared by the extraction pipeline and the dream.

Both passes fork one session on a chosen model and agent, under the store's pipeline lock,
and decide from the store's mode whether to scrub what comes back. Kept here so that the
pipeline may run the dream gate without the dream depending on the pipeline.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway import recall_plugin
from ocmem.gateway.config_content import merged_config_content
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.fork import ForkRequest, ForkResult, fork_blocker, run_fork
from ocmem.gateway.fork_sessions import first_fork_of
from ocmem.maintain.fork_cleanup import SettledFork, settle_forks
from ocmem.prompts import Prompt
from ocmem.settings import DreamSettings, ExtractSettings, Settings
from ocmem.state import fork_registry, recall_record
from ocmem.state.fork_registry import RegistryJournal
from ocmem.store.location import StoreLocation

Forker = Callable[[Path, ForkRequest, Mapping[str, str]], ForkResult]


def pipeline_lock_name(location: StoreLocation) -> str:
    """Extraction and dream passes of one store serialize on this lock."""
    return f"pipeline-{location.lock_name}"


def should_scrub(location: StoreLocation, cfg: Settings) -> bool:
    if location.mode == "in-repo":
        return not cfg.local.secrets
    return cfg.redact.global_


ForkKind = Literal["extract", "dream"]


def _pass_settings(cfg: Settings, key: ForkKind) -> ExtractSettings | DreamSettings:
    return cfg.dream if key == "dream" else cfg.extract


def fork_model(session: SessionInfo, cfg: Settings, key: ForkKind = "extract") -> str | None:
    configured = _pass_settings(cfg, key).model
    if configured:
        return configured
    if cfg.extract.match_session_model:
        return session.model
    return None


def fork_agent(session: SessionInfo, cfg: Settings, key: ForkKind = "extract") -> str | None:
    return _pass_settings(cfg, key).agent or session.agent


def fork_request(
    session: SessionInfo,
    prompt: Prompt,
    ctx: Context,
    *,
    key: ForkKind = "extract",
    denials: tuple[tuple[str, str], ...] = (),
) -> ForkRequest:
    """The fork of `session` that asks `prompt`, on the model and agent `key` names."""
    cfg = ctx.settings
    return ForkRequest(
        session_id=session.id,
        directory=Path(session.directory),
        marker=prompt.marker,
        body=prompt.body,
        model=fork_model(session, cfg, key),
        agent=fork_agent(session, cfg, key),
        timeout=cfg.extract.timeout,
        config_content=fork_config(
            ctx.state_dir,
            session.id,
            ctx.env,
            cfg.recall.enabled and cfg.recall.per_turn,
        ),
        denials=denials,
    )


def fork_config(
    state_dir: Path, session_id: str, env: Mapping[str, str], per_turn: bool = False
) -> str | None:
    """The `OPENCODE_CONFIG_CONTENT` a fork of the session needs (the recall file its
    wrapped launch saw, so the fork's system prompt matches, and the per-turn recall
    plugin as the launch had it: inert in a fork), or None (no recall)."""
    found = recall_record.recall_for(state_dir, session_id)
    if found is None:
        return None
    plugin = recall_plugin.launch_plugin(per_turn, env)
    try:
        return merged_config_content(env.get("OPENCODE_CONFIG_CONTENT"), found[0], found[1], plugin)
    except ValueError:
        return None


def default_forker(ctx: Context) -> Forker:
    """The real fork runner: the version guard, the fork registry, the delete timeout."""
    state_dir = ctx.state_dir
    delete_timeout = ctx.settings.extract.delete_timeout

    def run_real_fork(binary: Path, request: ForkRequest, env: Mapping[str, str]) -> ForkResult:
        blocker = fork_blocker(binary, state_dir)
        if blocker is not None:
            return ForkResult(None, "", None, False, False, blocker, 0, request.model)
        return run_fork(
            binary,
            request,
            env,
            find_leaked=leaked_fork_finder(request, env),
            journal=RegistryJournal(state_dir, request.session_id, str(request.directory)),
            delete_timeout=delete_timeout,
        )

    return run_real_fork


def settle_earlier_forks(ctx: Context) -> list[SettledFork]:
    """Stop and delete what earlier runs left of their forks (before this run forks)."""
    if not fork_registry.load_all(ctx.state_dir):
        return []  # the common case: nothing owed, no binary lookup
    try:
        binary: Path | None = opencode_binary.find_opencode(ctx.settings.opencode.bin, ctx.env)
    except OcmemError:
        binary = None
    delete_timeout = ctx.settings.extract.delete_timeout
    return settle_forks(ctx.state_dir, ctx.env, binary=binary, delete_timeout=delete_timeout)


def leaked_fork_finder(
    request: ForkRequest, env: Mapping[str, str]
) -> Callable[[float], str | None]:
    """Find our fork of `request.session_id` in the database when opencode died too early
    to print its id (killed before or while it stored the prompt), so it is still deleted.
    The run holds the store's pipeline lock, so no other fork of the session is made."""

    def find(started_at: float) -> str | None:
        try:
            with OpencodeDatabase(find_database(env)) as db:
                return first_fork_of(db, request.session_id, int(started_at * 1000))
        except OcmemError:
            return None

    return find
