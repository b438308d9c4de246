"""Console-script entry point.

`wrap` is decided from argv before typer (or anything heavy) is imported, so a wrapped
`opencode --version` costs almost nothing on top of opencode itself; so are plain
`status` and `memories list` lines (see `ocmem.cli.fast`). Only `wrap -h`/`wrap --help`
goes to typer, for our own help; `wrap -- --help` is opencode's. `recall serve` (the
per-turn ranker the opencode plugin spawns) is dispatched here too, so it starts fast.
"""

from __future__ import annotations

import sys

_WRAP_HELP = (["-h"], ["--help"])


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "wrap" and args[1:] not in _WRAP_HELP:
        from ocmem.wrapper.launch import wrap_main

        return wrap_main(args[1:], show_settings)
    if args[:2] == ["recall", "serve"] and args[2:] not in _WRAP_HELP:
        from ocmem.recall.service import serve_main

        return serve_main(args[2:])
    if sys.stdout is None:
        # Started with stdout closed (`>&-`): there is nowhere to put a result. (`wrap`
        # above hands opencode its streams as they are.)
        if sys.stderr is not None:
            sys.stderr.write("opencode-memory: error: standard output is closed\n")
        return 1
    from ocmem.cli.fast import fast_main

    code = fast_main(args)
    if code is not None:
        return code
    from ocmem.cli.app import run

    return run(args)


def show_settings(directory: str) -> int:
    """What a launch with OPENCODE_MEMORY_PRINT_SETTINGS set prints instead of running."""
    # Diagnostics only: importing the CLI here costs nothing on a normal launch.
    from ocmem.cli.app import show_settings as show

    return show(directory)


if __name__ == "__main__":
    raise SystemExit(main())
