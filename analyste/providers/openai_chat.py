"""The `openai` provider: chat completions with strict JSON-schema output (openai SDK).

Configured by `OPENAI_API_KEY`, and `OPENAI_BASE_URL` for any OpenAI-compatible server
(Ollama, vLLM, llama.cpp server, Azure's v1 endpoint). A local server needs no key. The
SDK's own retries are off (`max_retries=0`): transient failures go through our
`RetryPolicy`. The SDK is imported when the provider is built, so that `analyste --help`
does not pay for it.
"""

from __future__ import annotations

import os
import time
from typing import Any

from analyste.providers.base import Provider as _Provider
from analyste.providers.base import ProviderProblem, Reply, Request, Usage, register
from analyste.providers.retry import TRANSIENT_STATUS, RetryPolicy, retry_after_seconds
from analyste.providers.schemas import openai_response_format

MISSING_KEY = (
    "set OPENAI_API_KEY (and OPENAI_BASE_URL for an OpenAI-compatible server such as "
    "Ollama, vLLM, llama.cpp or Azure), or use --provider offline"
)


@register
class OpenAIProvider(_Provider):
    name = "openai"
    default_model = "gpt-4.1-mini"
    key_env_vars = ("OPENAI_API_KEY",)

    def __init__(
        self,
        model: str | None = None,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        retry: RetryPolicy | None = None,
        timeout: float = 120.0,
    ) -> None:
        super().__init__(model)
        base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
        key = api_key or os.environ.get("OPENAI_API_KEY") or None
        if key is None:
            if base_url is None:
                raise ProviderProblem("config", MISSING_KEY)
            # Ollama, vLLM and llama.cpp servers accept any bearer token; the SDK wants one.
            key = "no-key"
        import openai

        self._openai = openai
        self._client = openai.OpenAI(api_key=key, base_url=base_url, max_retries=0, timeout=timeout)
        # api.openai.com rejects `max_tokens` for its reasoning models and wants
        # `max_completion_tokens`; compatible servers (llama.cpp, older Ollama) know only
        # the older name.
        self._official = base_url is None or "api.openai.com" in base_url
        self.retry = retry or RetryPolicy()

    def execute(self, request: Request) -> Reply:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": request.system},
                {"role": "user", "content": request.prompt},
            ],
            "response_format": openai_response_format(request.schema),
        }
        limit = "max_completion_tokens" if self._official else "max_tokens"
        kwargs[limit] = request.max_output_tokens
        started = time.perf_counter()
        try:
            completion = self.retry.run(
                lambda: self._client.chat.completions.create(**kwargs),
                self._classify,
                f"openai {self.model}",
            )
        except self._openai.APIStatusError as e:
            raise ProviderProblem("config", _rejected(e)) from None
        latency = time.perf_counter() - started
        return self._reply(completion, latency)

    def _classify(self, e: BaseException) -> float | None:
        if isinstance(e, self._openai.APIConnectionError):  # timeouts included
            return 0.0
        if isinstance(e, self._openai.APIStatusError) and (
            e.status_code in TRANSIENT_STATUS or e.status_code >= 500
        ):
            return retry_after_seconds(e.response.headers)
        return None

    def _reply(self, completion: Any, latency: float) -> Reply:
        usage = Usage(self.name, self.model, latency_s=latency)
        if completion.usage is not None:
            usage.tokens_in = completion.usage.prompt_tokens or 0
            usage.tokens_out = completion.usage.completion_tokens or 0
        if not completion.choices:
            return Reply("", "error", usage, "no choice in the response")
        choice = completion.choices[0]
        text = choice.message.content or ""
        refusal = getattr(choice.message, "refusal", None)
        if refusal:
            return Reply(text, "refused", usage, refusal)
        if choice.finish_reason == "length":
            return Reply(text, "length", usage, "max tokens reached")
        if choice.finish_reason == "content_filter":
            return Reply(text, "blocked", usage, "content_filter")
        return Reply(text, "stop", usage)


def _rejected(e: Any) -> str:
    status = e.status_code
    if status in (401, 403):
        # The server's message may quote part of the key; say only what to check.
        return f"the OpenAI endpoint refused the key ({status}); check OPENAI_API_KEY"
    message = getattr(e, "message", "") or str(e)
    return f"the OpenAI endpoint rejected the request ({status}): {message[:300]}"
