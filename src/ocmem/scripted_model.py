"""A scripted OpenAI-compatible chat-completions server on 127.0.0.1.

It backs `opencode-memory demo` (a no-API-key round trip) and the test suite: opencode
is pointed at it through an `@ai-sdk/openai-compatible` provider. Replies come from a
responder function, so a demo or a test decides what "the model" says to each request.
Every request is recorded so callers can count model calls and inspect prompts.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

JSONDict = dict[str, Any]


@dataclass(frozen=True)
class ToolCall:
    name: str
    arguments: JSONDict


@dataclass(frozen=True)
class Reply:
    """What the model says. A `status` other than 200 refuses the request instead: an
    OpenAI-style JSON error body with `text` as its message (a 4xx such as 401 is one an
    opencode client does not retry, so it reports the failure at once). `raw_chunks` are
    sent as they are, each as one `data:` event after the first chunk of a streamed reply:
    a broken provider's malformed chunk."""

    text: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    delay: float = 0.0
    status: int = 200
    raw_chunks: tuple[str, ...] = ()


@dataclass
class RecordedRequest:
    body: JSONDict
    headers: dict[str, str]
    received: float = field(default_factory=time.time)  # wall clock, seconds

    @property
    def model(self) -> str:
        return str(self.body.get("model", ""))

    @property
    def messages(self) -> list[JSONDict]:
        messages = self.body.get("messages", [])
        return messages if isinstance(messages, list) else []

    @property
    def tools(self) -> list[JSONDict]:
        tools = self.body.get("tools") or []
        return tools if isinstance(tools, list) else []

    def system_text(self) -> str:
        return "\n".join(_content_text(m) for m in self.messages if m.get("role") == "system")

    def last_user_text(self) -> str:
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return _content_text(message)
        return ""

    def all_text(self) -> str:
        return "\n".join(_content_text(m) for m in self.messages)

    def is_title_request(self) -> bool:
        # opencode asks the model for a session title with a dedicated system prompt.
        return "title generator" in self.system_text().lower()


Responder = Callable[[RecordedRequest], Reply]

# What every scripted reply reports it used, and the price (per million tokens) the
# scripted provider's models carry, so opencode computes each step's tokens and cost.
SCRIPTED_USAGE = {"prompt": 1000, "completion": 50, "cached": 800}
SCRIPTED_PRICE = {"input": 2.0, "output": 10.0, "cache_read": 0.5, "cache_write": 2.5}


def _content_text(message: JSONDict) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


def default_responder(request: RecordedRequest) -> Reply:
    if request.is_title_request():
        return Reply(text="Scripted session")
    return Reply(text="OK.")


@dataclass
class ScriptedModelServer:
    """Serve `/v1/chat/completions` from `responder`; `start()` picks a free port."""

    responder: Responder = default_responder
    host: str = "127.0.0.1"
    port: int = 0
    requests: list[RecordedRequest] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def start(self) -> ScriptedModelServer:
        server = ThreadingHTTPServer((self.host, self.port), _make_handler(self))
        server.daemon_threads = True
        self._server = server
        self.port = server.server_address[1]
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> ScriptedModelServer:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    def record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def clear_requests(self) -> None:
        with self._lock:
            self.requests.clear()

    def chat_requests(self) -> list[RecordedRequest]:
        """Requests other than opencode's own session-title calls."""
        with self._lock:
            return [r for r in self.requests if not r.is_title_request()]

    def provider_config(
        self, provider_id: str = "fake", models: tuple[str, ...] = ("m1", "m2")
    ) -> JSONDict:
        """The `provider` entry of an opencode.json that points opencode at this server."""
        return {
            provider_id: {
                "npm": "@ai-sdk/openai-compatible",
                "name": "Scripted model",
                "options": {"baseURL": self.base_url, "apiKey": "scripted"},
                "models": {
                    m: {"name": m, "tool_call": True, "cost": dict(SCRIPTED_PRICE)} for m in models
                },
            }
        }


def _make_handler(owner: ScriptedModelServer) -> type[BaseHTTPRequestHandler]:
    return type("Handler", (_Handler,), {"owner": owner})


class _Handler(BaseHTTPRequestHandler):
    """Answers as an OpenAI-compatible server would, from `owner`'s script."""

    owner: ScriptedModelServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        return

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._send_json({"object": "list", "data": []})
        else:
            self._send_json({"error": "not found"}, status=404)

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            self._send_json({"error": "bad json"}, status=400)
            return
        request = RecordedRequest(body=body, headers=dict(self.headers.items()))
        self.owner.record(request)
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send_json({"error": "not found"}, status=404)
            return
        reply = self.owner.responder(request)
        if reply.delay:
            time.sleep(reply.delay)
        if reply.status != 200:
            self._send_json(_refusal(reply), status=reply.status)
        elif body.get("stream"):
            self._stream(request.model, reply)
        else:
            self._send_json(_completion(request.model, reply))

    def _send_json(self, payload: JSONDict, status: int = 200) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _stream(self, model: str, reply: Reply) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        events = [json.dumps(chunk) for chunk in _stream_chunks(model, reply)]
        events[1:1] = reply.raw_chunks
        try:
            for event in events:
                self.wfile.write(f"data: {event}\n\n".encode())
                self.wfile.flush()
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return
        self.close_connection = True


def _usage() -> JSONDict:
    # OpenAI's shape: `prompt_tokens` counts the cached part too, as a provider replaying
    # the session from its prompt cache reports it.
    return {
        "prompt_tokens": SCRIPTED_USAGE["prompt"],
        "completion_tokens": SCRIPTED_USAGE["completion"],
        "total_tokens": SCRIPTED_USAGE["prompt"] + SCRIPTED_USAGE["completion"],
        "prompt_tokens_details": {"cached_tokens": SCRIPTED_USAGE["cached"]},
    }


def _refusal(reply: Reply) -> JSONDict:
    return {
        "error": {
            "message": reply.text,
            "type": "invalid_request_error",
            "param": None,
            "code": str(reply.status),
        }
    }


def _completion(model: str, reply: Reply) -> JSONDict:
    message: JSONDict = {"role": "assistant", "content": reply.text or None}
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{i}_{uuid.uuid4().hex[:8]}",
                "type": "function",
                "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
            }
            for i, call in enumerate(reply.tool_calls)
        ]
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:12]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if reply.tool_calls else "stop",
            }
        ],
        "usage": _usage(),
    }


def _stream_chunks(model: str, reply: Reply) -> list[JSONDict]:
    ident = f"chatcmpl-{uuid.uuid4().hex[:12]}"
    created = int(time.time())

    def chunk(delta: JSONDict, finish: str | None = None) -> JSONDict:
        return {
            "id": ident,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        }

    chunks = [chunk({"role": "assistant", "content": ""})]
    text = reply.text
    step = 64
    for start in range(0, len(text), step):
        chunks.append(chunk({"content": text[start : start + step]}))
    for i, call in enumerate(reply.tool_calls):
        chunks.append(
            chunk(
                {
                    "tool_calls": [
                        {
                            "index": i,
                            "id": f"call_{i}_{uuid.uuid4().hex[:8]}",
                            "type": "function",
                            "function": {
                                "name": call.name,
                                "arguments": json.dumps(call.arguments),
                            },
                        }
                    ]
                }
            )
        )
    last = chunk({}, "tool_calls" if reply.tool_calls else "stop")
    last["usage"] = _usage()
    chunks.append(last)
    return chunks
