from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.finish import finish
from ocmem.cli.options import JsonOption, QuietOption
from ocmem.cli.progress_line import progress_for
from ocmem.demo import DEMO_SECRET, DemoReport, run_demo


@app.command("demo")
def demo_command(
    keep: Annotated[
        bool, typer.Option("--keep", help="Keep the demo's temp dir to look around.")
    ] = False,
    as_json: JsonOption = False,
    quiet: QuietOption = False,
) -> None:
    """Round trip on the built-in scripted model: a real session, extraction, the store."""
    with progress_for(quiet or as_json) as progress:
        report = run_demo(keep=keep, progress=progress)
    finish(report, as_json)


def kept_text(report: DemoReport) -> list[str]:
    """Where `--keep` left things, and commands that look at them in the demo's own home."""
    root = Path(report.workdir)
    home = root / "home"
    # Every variable that names a place, and none of the user's: an exported OPENCODE_DB or
    # OPENCODE_CONFIG would otherwise point the command at the user's own opencode.
    env = "env -u OPENCODE_DB -u OPENCODE_CONFIG -u OPENCODE_CONFIG_CONTENT -u OPENCODE_CONFIG_DIR"
    env += f" HOME={home} XDG_CONFIG_HOME={home / '.config'} XDG_DATA_HOME={home / '.local/share'}"
    env += f" XDG_STATE_HOME={home / '.local/state'} CLAUDE_CONFIG_DIR={home / '.claude'}"
    env += f" OPENCODE_MEMORY_STATE_DIR={root / 'state'}"
    return [
        f"Demo files kept in {root}:",
        f"  memories:  ls {report.maintain.store}",
        f"  its state: ls {root / 'state'}  (marks, change history, dream journal)",
        f"  status:    {env} opencode-memory status --dir {root / 'project'}",
        f"  remove it: rm -rf {root}",
    ]


@render.text_renderer(DemoReport)
def _text(report: DemoReport) -> str:
    out = [
        "opencode-memory demo: a real opencode session on a scripted model, in an isolated home",
        f"  session:  {report.session_id}",
        f"  store:    {report.maintain.store} ({report.maintain.mode})",
        f"  model requests: {report.model_requests} (the session, then one extraction fork)",
    ]
    for s in report.maintain.sessions:
        fork = "no fork"
        if s.fork_deleted is not None:
            fork = "the fork was " + ("deleted" if s.fork_deleted else "left behind")
        out.append(
            f"  {s.action}: {s.saved} saved, {s.updated} updated, "
            f"{s.rejected} rejected, {s.redacted} secret(s) scrubbed; {fork}"
        )
    for f in report.files:
        out.append("")
        out.append(f"──── {f.name} " + "─" * max(4, 60 - len(f.name)))
        out.append(f.text.rstrip("\n"))
    out.append("")
    verdict = "scrubbed" if report.secret_scrubbed else "NOT scrubbed"
    out.append(
        f"The scripted fork slipped the staging password ({DEMO_SECRET[:6]}…) into a memory;"
        f" the store's scrubber {'caught it' if report.secret_scrubbed else 'MISSED it'}"
        f" ({verdict})."
    )
    if report.kept:
        out += ["", *kept_text(report)]
    return "\n".join(out)
