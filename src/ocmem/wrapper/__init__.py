"""A wrapped `opencode` launch: which invocations get post-session work, the idle watcher
over the TUI's event stream, the exit pass, and the shell hook that routes `opencode` here.

Modules on the launch path import only the standard library at module level, so a
wrapped `opencode --version` pays for almost nothing but Python's own start.
"""
