"""The `gemini` provider: generateContent with a JSON-schema response (google-genai SDK).

Configured by `GEMINI_API_KEY` or `GOOGLE_API_KEY` (Gemini Developer API), or Vertex AI
(`GOOGLE_GENAI_USE_VERTEXAI=true`, `GOOGLE_CLOUD_PROJECT`, `GOOGLE_CLOUD_LOCATION`, with
application-default credentials). `GOOGLE_GEMINI_BASE_URL` is honoured by the SDK.

The schema goes as `response_json_schema` (JSON Schema, which the installed google-genai
supports, rather than the OpenAPI subset of `response_schema`), cleaned to the keywords
Gemini documents. The SDK retries only when `HttpOptions.retry_options` is set; we never
set it, so transient failures go through our `RetryPolicy`.
"""

from __future__ import annotations

import importlib
import os
import time
from typing import Any

from analyste.providers.base import Provider, ProviderProblem, Reply, Request, Usage, register
from analyste.providers.retry import TRANSIENT_STATUS, RetryPolicy, retry_after_seconds
from analyste.providers.schemas import gemini_response_schema

MISSING_KEY = (
    "set GEMINI_API_KEY or GOOGLE_API_KEY (or for Vertex AI: GOOGLE_GENAI_USE_VERTEXAI=true, "
    "GOOGLE_CLOUD_PROJECT and GOOGLE_CLOUD_LOCATION), or use --provider offline"
)

# FinishReason values that mean the answer was withheld by a safety or policy filter.
_BLOCKED = frozenset(
    {
        "SAFETY",
        "PROHIBITED_CONTENT",
        "BLOCKLIST",
        "SPII",
        "RECITATION",
        "IMAGE_SAFETY",
        "IMAGE_PROHIBITED_CONTENT",
        "IMAGE_RECITATION",
    }
)
# Finish reasons after which the text is not an answer to use (nor to re-ask about).
_ERROR = frozenset(
    {"MALFORMED_FUNCTION_CALL", "MALFORMED_RESPONSE", "UNEXPECTED_TOOL_CALL", "LANGUAGE"}
)


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in {"1", "true", "yes", "on"}


def _vertex_configured() -> bool:
    return _truthy(os.environ.get("GOOGLE_GENAI_USE_VERTEXAI")) and bool(
        os.environ.get("GOOGLE_CLOUD_PROJECT")
    )


def _name(value: Any) -> str:
    """An SDK enum's name, or the raw string when the SDK did not know the value."""
    return str(getattr(value, "value", value) or "")


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Timeouts and connection failures of the SDK's HTTP client: httpx or its fork httpx2,
    whichever is installed (google-genai accepts both, see its _api_client.py)."""
    found: list[type[BaseException]] = []
    for module in ("httpx2", "httpx"):
        try:
            found.append(importlib.import_module(module).TransportError)
        except (ImportError, AttributeError):
            continue
    return tuple(found)


@register
class GeminiProvider(Provider):
    name = "gemini"
    default_model = "gemini-2.5-flash"
    key_env_vars = ("GEMINI_API_KEY", "GOOGLE_API_KEY")

    @classmethod
    def configured(cls) -> bool:
        return super().configured() or _vertex_configured()

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
        key = (
            api_key or os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY") or None
        )
        use_vertex = key is None and _truthy(os.environ.get("GOOGLE_GENAI_USE_VERTEXAI"))
        if key is None and not (use_vertex and os.environ.get("GOOGLE_CLOUD_PROJECT")):
            raise ProviderProblem("config", MISSING_KEY)
        from google import genai
        from google.genai import errors, types

        self._errors = errors
        self._types = types
        # No retry_options: the SDK then makes one attempt (google/genai/_api_client.py
        # `retry_args(None)`), leaving retries to our policy.
        http_options = types.HttpOptions(base_url=base_url, timeout=int(timeout * 1000))
        if use_vertex:
            self._client = genai.Client(
                vertexai=True,
                project=os.environ["GOOGLE_CLOUD_PROJECT"],
                location=os.environ.get("GOOGLE_CLOUD_LOCATION") or "global",
                http_options=http_options,
            )
        else:
            self._client = genai.Client(vertexai=False, api_key=key, http_options=http_options)
        self.retry = retry or RetryPolicy()

    def execute(self, request: Request) -> Reply:
        types = self._types
        config = types.GenerateContentConfig(
            system_instruction=request.system,
            max_output_tokens=request.max_output_tokens,
            response_mime_type="application/json",
            response_json_schema=gemini_response_schema(request.schema),
        )
        started = time.perf_counter()
        try:
            response = self.retry.run(
                lambda: self._client.models.generate_content(
                    model=self.model, contents=request.prompt, config=config
                ),
                self._classify,
                f"gemini {self.model}",
            )
        except self._errors.APIError as e:
            raise ProviderProblem("config", _rejected(e)) from None
        return self._reply(response, time.perf_counter() - started)

    def _classify(self, e: BaseException) -> float | None:
        if isinstance(e, self._errors.APIError):
            if e.code in TRANSIENT_STATUS or (e.code or 0) >= 500:
                return max(
                    retry_after_seconds(getattr(e.response, "headers", None)),
                    _retry_info_seconds(e.details),
                )
            return None
        if isinstance(e, _transport_errors()):
            return 0.0
        return None

    def _reply(self, response: Any, latency: float) -> Reply:
        usage = Usage(self.name, self.model, latency_s=latency)
        meta = response.usage_metadata
        if meta is not None:
            usage.tokens_in = meta.prompt_token_count or 0
            # Thinking tokens are billed as output; counting them keeps cost figures honest.
            usage.tokens_out = (meta.candidates_token_count or 0) + (meta.thoughts_token_count or 0)
        feedback = response.prompt_feedback
        if feedback is not None and feedback.block_reason:
            detail = _name(feedback.block_reason)
            if feedback.block_reason_message:
                detail += f": {feedback.block_reason_message}"
            return Reply("", "blocked", usage, f"prompt blocked ({detail})")
        if not response.candidates:
            return Reply("", "stop", usage)
        candidate = response.candidates[0]
        parts = (candidate.content.parts if candidate.content else None) or []
        # Thought summaries are not the answer.
        text = "".join(p.text for p in parts if p.text and not p.thought)
        reason = _name(candidate.finish_reason)
        detail = candidate.finish_message or ""
        if reason == "MAX_TOKENS":
            return Reply(text, "length", usage, "MAX_TOKENS")
        if reason in _BLOCKED:
            rated = [_name(r.category) for r in candidate.safety_ratings or [] if r.blocked]
            return Reply(text, "blocked", usage, " ".join([reason, *rated, detail]).strip())
        if reason in _ERROR:
            return Reply(text, "error", usage, " ".join([reason, detail]).strip())
        return Reply(text, "stop", usage)


def _retry_info_seconds(details: Any) -> float:
    """The delay Google APIs put in the error body rather than a header: a
    google.rpc.RetryInfo detail, e.g. {"retryDelay": "37s"} on a Gemini 429 (quota)."""
    error = details.get("error", details) if isinstance(details, dict) else {}
    items = error.get("details") if isinstance(error, dict) else None
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict) and str(item.get("@type", "")).endswith("google.rpc.RetryInfo"):
            try:
                return max(0.0, float(str(item.get("retryDelay", "0")).rstrip("s")))
            except ValueError:
                return 0.0
    return 0.0


def _rejected(e: Any) -> str:
    return (
        f"the Gemini API rejected the request ({e.code} {e.status or ''}): "
        f"{(e.message or '')[:300]}"
    )
