"""TEST HELPER — a loopback HTTP server that speaks the providers' wire formats.

The real openai and google-genai clients are pointed at it (openai: `base_url=URL/v1`;
google-genai: `HttpOptions(base_url=URL)`, or `GOOGLE_GEMINI_BASE_URL=URL`), so the tests
exercise the SDKs' own request building and response parsing with no network:

    with Loopback() as server:
        server.openai('{"value": 1}')                # next response: a chat completion
        server.error(429, headers={"Retry-After": "2"})
        server.gemini('{"value": 1}', finish="MAX_TOKENS")
        ...
        server.requests[0].body["response_format"]   # what the client sent

Responses are served in the order they were queued, whatever the path; a request with
nothing queued gets a 500 and fails the test through the provider's error. It listens on
127.0.0.1 on a free port only.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    method: str
    path: str
    headers: dict[str, str]  # lower-case names
    body: Any  # parsed JSON, or the raw text when not JSON


@dataclass
class Scripted:
    status: int = 200
    body: Any = None  # dict → JSON; str → sent as is
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0  # wait before answering (to trip a client timeout)


class Loopback:
    def __init__(self) -> None:
        self.script: deque[Scripted] = deque()
        self.requests: list[Received] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode("utf-8") if length else ""
                try:
                    body: Any = json.loads(raw) if raw else None
                except json.JSONDecodeError:
                    body = raw
                with server._lock:
                    server.requests.append(
                        Received(
                            self.command,
                            self.path,
                            {k.lower(): v for k, v in self.headers.items()},
                            body,
                        )
                    )
                    step = server.script.popleft() if server.script else None
                if step is None:
                    step = Scripted(500, {"error": {"message": "loopback: nothing scripted"}})
                if step.delay_s:
                    time.sleep(step.delay_s)
                payload = step.body if isinstance(step.body, str) else json.dumps(step.body)
                data = payload.encode("utf-8")
                try:
                    self.send_response(step.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in step.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output clean

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        # A short poll interval: shutdown() waits up to one interval (0.5 s by default),
        # which once made every test's teardown half a second long.
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> Loopback:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    # -- scripting -------------------------------------------------------------------

    def respond(
        self,
        status: int = 200,
        body: Any = None,
        headers: dict[str, str] | None = None,
        delay_s: float = 0.0,
    ) -> Loopback:
        self.script.append(Scripted(status, body, headers or {}, delay_s))
        return self

    def error(self, status: int, headers: dict[str, str] | None = None, **kw: Any) -> Loopback:
        """An error in the shape both APIs use ({"error": {code, message, status}})."""
        body = {"error": {"code": status, "message": f"scripted {status}", "status": "ERR"}}
        return self.respond(status, body, headers, **kw)

    def openai(
        self,
        content: str | None,
        finish: str = "stop",
        refusal: str | None = None,
        tokens: tuple[int, int] = (12, 5),
        **kw: Any,
    ) -> Loopback:
        """A chat.completion object (platform.openai.com/docs/api-reference/chat/object)."""
        body = {
            "id": "chatcmpl-loopback",
            "object": "chat.completion",
            "created": 1,
            "model": "loopback-model",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content, "refusal": refusal},
                    "finish_reason": finish,
                    "logprobs": None,
                }
            ],
            "usage": {
                "prompt_tokens": tokens[0],
                "completion_tokens": tokens[1],
                "total_tokens": sum(tokens),
            },
        }
        return self.respond(200, body, **kw)

    def gemini(
        self,
        text: str | None,
        finish: str = "STOP",
        block_reason: str | None = None,
        tokens: tuple[int, int] = (12, 5),
        thoughts: int = 0,
        **kw: Any,
    ) -> Loopback:
        """A GenerateContentResponse (ai.google.dev/api/generate-content#response-body)."""
        usage = {
            "promptTokenCount": tokens[0],
            "candidatesTokenCount": tokens[1],
            "totalTokenCount": sum(tokens) + thoughts,
        }
        if thoughts:
            usage["thoughtsTokenCount"] = thoughts
        body: dict[str, Any] = {"usageMetadata": usage, "modelVersion": "loopback-model"}
        if block_reason:
            body["promptFeedback"] = {"blockReason": block_reason}
        else:
            candidate: dict[str, Any] = {"index": 0, "finishReason": finish}
            if text is not None:
                candidate["content"] = {"role": "model", "parts": [{"text": text}]}
            if finish == "SAFETY":
                candidate["safetyRatings"] = [
                    {
                        "category": "HARM_CATEGORY_DANGEROUS_CONTENT",
                        "probability": "HIGH",
                        "blocked": True,
                    }
                ]
            body["candidates"] = [candidate]
        return self.respond(200, body, **kw)
