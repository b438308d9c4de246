"""Commits made while a session ran, so memories can cite what was actually committed."""

from __future__ import annotations

import subprocess
from collections.abc import Iterable
from pathlib import Path

from ocmem.prompts import CommitInfo

_SEP = "\x1f"
# Commit times have one-second resolution; don't lose a commit made in the session's
# first or last second.
_SLACK_SECONDS = 1
MAX_COMMITS = 30


def commits_in_window(
    repos: Iterable[Path], start_ms: int, end_ms: int, limit: int = MAX_COMMITS
) -> list[CommitInfo]:
    """Commits on any ref of `repos` committed between the session's first and last message."""
    since = start_ms // 1000 - _SLACK_SECONDS
    until = end_ms // 1000 + _SLACK_SECONDS
    found: list[tuple[str, CommitInfo]] = []
    for repo in dict.fromkeys(repos):
        try:
            out = subprocess.run(
                [
                    "git",
                    "-C",
                    str(repo),
                    "log",
                    "--all",
                    f"--since=@{since}",
                    f"--until=@{until}",
                    f"--max-count={limit}",
                    f"--format=%H{_SEP}%cI{_SEP}%s",
                ],
                capture_output=True,
                text=True,
                errors="replace",
                timeout=20,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except (OSError, subprocess.TimeoutExpired):
            continue
        if out.returncode != 0:
            continue
        for line in out.stdout.splitlines():
            parts = line.split(_SEP, 2)
            if len(parts) == 3:
                sha, when, subject = parts
                found.append(
                    (when, CommitInfo(sha=sha, subject=subject, repo=str(repo), time_iso=when))
                )
    found.sort(key=lambda item: item[0])
    return [info for _, info in found[-limit:]]
