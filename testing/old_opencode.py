"""Released opencode versions other than the pinned one, installed on demand into `.tools/`.

`.tools/opencode/<version>/node_modules/.bin/opencode`, installed with npm the first time
a test or `scripts/compat` asks for it (`.tools/` is git-ignored). Installing needs npm
and the registry; a caller that cannot get the binary is told why.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE = REPO_ROOT / ".tools" / "opencode"
# The newest release whose TUI exits at once when given --port with a password; the test
# suite runs it for real (scripts/test installs it before pytest starts).
TUI_UNAUTHORIZED_RELEASE = "1.17.11"


def installed(version: str) -> Path:
    return CACHE / version / "node_modules" / ".bin" / "opencode"


def install(version: str, timeout: float = 600) -> tuple[Path | None, str]:
    """(binary, "") once `opencode-ai@version` is installed, else (None, why not)."""
    binary = installed(version)
    if binary.exists():
        return binary, ""
    npm = shutil.which("npm")
    if npm is None:
        return None, "npm is not installed"
    prefix = CACHE / version
    prefix.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(
            [npm, "install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund",
             "--loglevel=error", "--prefix", str(prefix), f"opencode-ai@{version}"],
            capture_output=True, text=True, timeout=timeout, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        return None, f"npm install opencode-ai@{version} took over {timeout:g}s"
    if done.returncode != 0 or not binary.exists():
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        return None, f"npm install opencode-ai@{version} failed: {tail[0]}"
    return binary, ""


def main(argv: list[str]) -> int:
    """Install each version named (default: the one the test suite runs); 1 if any failed."""
    failed = 0
    for version in argv or [TUI_UNAUTHORIZED_RELEASE]:
        binary, why = install(version)
        if binary is None:
            print(f"could not install opencode {version}: {why}", file=sys.stderr)
            failed = 1
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
