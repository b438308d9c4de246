"""The CLI run in-process with the fork faked: `install` makes a `FakeForker` the default
forker of every pass a command starts (maintain, watch, dream, the exit pass), so a test
calls the CLI in its own process (`in_process_cli`, or `ocmem.cli.app.run([...])` with
`capsys` where it needs the streams itself) and reads its exit code and output.

Everything but the fork is the product's own code; the fork's contract with opencode
stays covered by the end-to-end tests. `pipeline.py` and `dream.py` import
`default_forker` by name, so both names are patched.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from ocmem.gateway.fork import ForkResult
from testing.cli import CliResult, ocmem_in_process
from testing.core import Answer, FakeForker, Project

# Where the passes look the default forker up (`from ... import default_forker`).
DEFAULT_FORKER_NAMES = (
    "ocmem.maintain.pipeline.default_forker",
    "ocmem.maintain.dream.default_forker",
)


def install(monkeypatch: pytest.MonkeyPatch, *answers: Answer) -> FakeForker:
    """Make a FakeForker answering `answers` (the last one repeats) the default forker."""
    return use_forker(monkeypatch, FakeForker(list(answers)))


def use_forker(monkeypatch: pytest.MonkeyPatch, forker: FakeForker) -> FakeForker:
    """Make `forker` the default forker of every pass."""
    for name in DEFAULT_FORKER_NAMES:
        monkeypatch.setattr(name, lambda _ctx: forker)
    return forker


def use_env(monkeypatch: pytest.MonkeyPatch, env: Mapping[str, str]) -> None:
    """Give the in-process CLI `env` (a `testing.core.Project`'s: its database, its
    stand-in binary) as its environment."""
    for key, value in env.items():
        monkeypatch.setenv(key, value)


def close_run_log() -> None:
    """Close the run log an in-process command left open (a CLI process would exit)."""
    logger = logging.getLogger("ocmem")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()


def with_events(text: str, *events: dict[str, Any], error: str | None = None) -> Answer:
    """A fork that ran and printed `events` (such as `step_finish` or `error`) around
    `text`; with `error` it failed with that message, as `run_fork` reports an `error`
    event, and exit code 1."""
    code = 0 if error is None else 1
    return lambda request: ForkResult(
        "ses_fork", text, code, False, True, error, 5, request.model, events
    )


def in_process_cli(
    monkeypatch: pytest.MonkeyPatch, proj: Project, forker: FakeForker
) -> Callable[[list[str]], CliResult]:
    """The CLI called in-process under `proj`'s environment, every fork answered by
    `forker`. Returns a runner giving the exit code, stdout and stderr of one call."""
    use_env(monkeypatch, proj.env)
    use_forker(monkeypatch, forker)

    def run(args: list[str]) -> CliResult:
        try:
            return ocmem_in_process(args)
        finally:
            close_run_log()

    return run
