"""The MCP server over the memory store (`opencode-memory mcp`).

`tools` holds each tool's logic as a plain function returning a result object, testable
without the SDK; `search` ranks memories; `client_config` prints the snippets clients need;
`server` wires the tools to the official `mcp` SDK. Only `server` imports the SDK, and only
the `mcp` command imports `server`, so no other command pays for loading it.
"""
