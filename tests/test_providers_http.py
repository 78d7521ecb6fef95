"""The real openai and google-genai clients against the loopback server (no network).

Each behaviour is checked on both wire formats where both have it: the schema travels
in the request, transient errors are retried by our policy (and only ours), and every
unusable answer becomes the right ProviderProblem with its raw output kept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal

import pytest
from loopback import Loopback
from pydantic import BaseModel, ConfigDict, Field

from analyste.providers import ProviderProblem, Request, RetryPolicy, Usage, call_structured
from analyste.providers.gemini import GeminiProvider
from analyste.providers.openai_chat import OpenAIProvider

KEY = "test-key-0123456789-do-not-record"


class Signal(BaseModel):
    model_config = ConfigDict(extra="forbid")
    category: Literal["covenant", "liquidity"] = Field(description="risk category")
    quote: str = Field(min_length=3, description="verbatim quote")
    page: int = Field(ge=1, description="page number")


class Signals(BaseModel):
    model_config = ConfigDict(extra="forbid")
    signals: list[Signal] = Field(description="the signals found")


GOOD = '{"signals": [{"category": "covenant", "quote": "Le covenant est rompu", "page": 9}]}'
BAD = '{"signals": [{"category": "weather", "quote": "x", "page": 0}]}'


def _request() -> Request:
    return Request(
        task="risk_reader", system="You read filings.", prompt="Page 9: …", schema=Signals
    )


@pytest.fixture
def server() -> Iterator[Loopback]:
    with Loopback() as s:
        yield s


@pytest.fixture
def sleeps() -> list[float]:
    """The waits our retry policy asked for; nothing really sleeps."""
    return []


def _policy(sleeps: list[float], **kw: float) -> RetryPolicy:
    return RetryPolicy(base_delay=0.001, sleep=sleeps.append, **kw)  # type: ignore[arg-type]


Make = Callable[..., OpenAIProvider | GeminiProvider]


def make_openai(server: Loopback, sleeps: list[float], **kw: object) -> OpenAIProvider:
    return OpenAIProvider(
        model="gpt-test",
        api_key=KEY,
        base_url=server.url + "/v1",
        retry=_policy(sleeps),
        **kw,  # type: ignore[arg-type]
    )


def make_gemini(server: Loopback, sleeps: list[float], **kw: object) -> GeminiProvider:
    return GeminiProvider(
        model="gemini-test",
        api_key=KEY,
        base_url=server.url,
        retry=_policy(sleeps),
        **kw,  # type: ignore[arg-type]
    )


def ok(server: Loopback, wire: str, text: str, **kw: object) -> None:
    if wire == "openai":
        server.openai(text, **kw)  # type: ignore[arg-type]
    else:
        server.gemini(text, **kw)  # type: ignore[arg-type]


BOTH = pytest.mark.parametrize(
    ("wire", "make"), [("openai", make_openai), ("gemini", make_gemini)], ids=["openai", "gemini"]
)

# -- the request ---------------------------------------------------------------------------


def test_openai_request_carries_the_strict_schema(server: Loopback, sleeps: list[float]) -> None:
    server.openai(GOOD)
    provider = make_openai(server, sleeps)
    assert call_structured(provider, _request()).signals[0].page == 9  # type: ignore[attr-defined]
    sent = server.requests[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.headers["authorization"] == f"Bearer {KEY}"
    fmt = sent.body["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["name"] == "Signals"
    assert fmt["json_schema"]["strict"] is True
    schema = fmt["json_schema"]["schema"]
    item = schema["properties"]["signals"]["items"]
    assert schema["additionalProperties"] is False
    assert item["additionalProperties"] is False
    assert item["required"] == ["category", "quote", "page"]
    assert item["properties"]["category"]["enum"] == ["covenant", "liquidity"]
    assert "$defs" not in schema
    assert sent.body["messages"] == [
        {"role": "system", "content": "You read filings."},
        {"role": "user", "content": "Page 9: …"},
    ]
    # A compatible server (base_url set) gets the classic limit name.
    assert sent.body["max_tokens"] == 8192


def test_gemini_request_carries_the_json_schema(server: Loopback, sleeps: list[float]) -> None:
    server.gemini(GOOD)
    provider = make_gemini(server, sleeps)
    assert call_structured(provider, _request()).signals[0].quote == "Le covenant est rompu"  # type: ignore[attr-defined]
    sent = server.requests[0]
    assert sent.path.endswith("/models/gemini-test:generateContent")
    assert sent.headers["x-goog-api-key"] == KEY
    config = sent.body["generationConfig"]
    assert config["responseMimeType"] == "application/json"
    assert config["maxOutputTokens"] == 8192
    schema = config["responseJsonSchema"]
    item = schema["properties"]["signals"]["items"]
    assert item["propertyOrdering"] == ["category", "quote", "page"]
    assert item["properties"]["category"]["enum"] == ["covenant", "liquidity"]
    # Keywords outside Gemini's documented subset are not sent (pydantic still checks them).
    assert "minLength" not in item["properties"]["quote"]
    assert "$defs" not in schema
    assert sent.body["systemInstruction"]["parts"][0]["text"] == "You read filings."
    assert sent.body["contents"][0]["parts"][0]["text"] == "Page 9: …"


@BOTH
def test_usage_is_recorded(wire: str, make: Make, server: Loopback, sleeps: list[float]) -> None:
    ok(server, wire, GOOD, tokens=(321, 45))
    usages: list[Usage] = []
    call_structured(make(server, sleeps), _request(), usages)
    assert len(usages) == 1
    u = usages[0]
    assert (u.provider, u.tokens_in, u.tokens_out, u.task) == (wire, 321, 45, "risk_reader")
    assert u.model in ("gpt-test", "gemini-test")
    assert u.latency_s > 0


def test_gemini_thinking_tokens_count_as_output(server: Loopback, sleeps: list[float]) -> None:
    server.gemini(GOOD, tokens=(100, 20), thoughts=30)
    usages: list[Usage] = []
    call_structured(make_gemini(server, sleeps), _request(), usages)
    assert usages[0].tokens_out == 50


# -- transient errors: our retry policy -----------------------------------------------------


@BOTH
def test_429_with_retry_after_then_200_is_retried(
    wire: str, make: Make, server: Loopback, sleeps: list[float]
) -> None:
    server.error(429, headers={"Retry-After": "2"})
    ok(server, wire, GOOD)
    result = call_structured(make(server, sleeps), _request())
    assert isinstance(result, Signals)
    assert len(server.requests) == 2  # the SDK did not retry on its own
    assert len(sleeps) == 1
    assert sleeps[0] >= 2.0  # the server's Retry-After is honoured


def test_openai_retry_after_ms_is_honoured(server: Loopback, sleeps: list[float]) -> None:
    server.error(429, headers={"retry-after-ms": "1500"})
    server.openai(GOOD)
    call_structured(make_openai(server, sleeps), _request())
    assert sleeps[0] >= 1.5


def test_gemini_retry_info_in_the_body_is_honoured(server: Loopback, sleeps: list[float]) -> None:
    """Gemini states its quota delay in the error body (google.rpc.RetryInfo), not a header."""
    error = {
        "code": 429,
        "message": "Resource has been exhausted (e.g. check quota).",
        "status": "RESOURCE_EXHAUSTED",
        "details": [
            {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "37s"},
        ],
    }
    server.respond(429, {"error": error})
    server.gemini(GOOD)
    call_structured(make_gemini(server, sleeps), _request())
    assert sleeps[0] >= 37.0


@BOTH
@pytest.mark.parametrize("status", [500, 503])
def test_5xx_then_200_is_retried(
    wire: str, make: Make, status: int, server: Loopback, sleeps: list[float]
) -> None:
    server.error(status)
    ok(server, wire, GOOD)
    assert isinstance(call_structured(make(server, sleeps), _request()), Signals)
    assert len(server.requests) == 2
    assert len(sleeps) == 1
    assert sleeps[0] < 0.01  # our tiny base delay, not the SDK's


@BOTH
def test_transient_errors_are_bounded_in_count(
    wire: str, make: Make, server: Loopback, sleeps: list[float]
) -> None:
    for _ in range(4):
        server.error(503)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "transient"
    assert len(server.requests) == 4
    assert len(e.value.attempts) == 4
    assert len(sleeps) == 3


@BOTH
def test_retry_after_beyond_the_time_bound_gives_up(
    wire: str, make: Make, server: Loopback, sleeps: list[float]
) -> None:
    server.error(429, headers={"Retry-After": "3600"})
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "transient"
    assert sleeps == []  # never waits past the 60 s bound
    assert "exceed" in e.value.attempts[-1].error


@BOTH
def test_timeout_is_transient(wire: str, make: Make, server: Loopback, sleeps: list[float]) -> None:
    server.respond(200, {}, delay_s=0.8)
    ok(server, wire, GOOD)
    provider = make(server, sleeps, timeout=0.3)
    assert isinstance(call_structured(provider, _request()), Signals)
    assert len(sleeps) == 1


@BOTH
def test_connection_refused_is_transient(wire: str, make: Make, sleeps: list[float]) -> None:
    with Loopback() as closed:
        pass  # started and stopped: nothing listens on its port any more
    provider = make(closed, sleeps)
    provider.retry.attempts = 2
    with pytest.raises(ProviderProblem) as e:
        call_structured(provider, _request())
    assert e.value.kind == "transient"
    assert len(sleeps) == 1


@BOTH
@pytest.mark.parametrize("status", [400, 401, 404])
def test_a_rejected_request_is_a_config_problem_not_retried(
    wire: str, make: Make, status: int, server: Loopback, sleeps: list[float]
) -> None:
    server.error(status)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "config"
    assert str(status) in str(e.value)
    assert KEY not in str(e.value)
    assert len(server.requests) == 1
    assert sleeps == []


# -- unusable answers ------------------------------------------------------------------------


@BOTH
def test_invalid_json_is_reasked_once_then_invalid_with_both_raw_outputs(
    wire: str, make: Make, server: Loopback, sleeps: list[float]
) -> None:
    ok(server, wire, '{"signals": [')
    ok(server, wire, BAD)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "invalid"
    assert [a.raw for a in e.value.attempts] == ['{"signals": [', BAD]
    assert len(server.requests) == 2
    second = server.requests[1].body
    reasked = (
        second["messages"][1]["content"]
        if wire == "openai"
        else second["contents"][0]["parts"][0]["text"]
    )
    assert "not valid against the schema" in reasked


@BOTH
def test_invalid_then_valid_is_accepted(
    wire: str, make: Make, server: Loopback, sleeps: list[float]
) -> None:
    ok(server, wire, BAD)
    ok(server, wire, GOOD)
    assert isinstance(call_structured(make(server, sleeps), _request()), Signals)


@pytest.mark.parametrize(
    ("wire", "make", "finish"),
    [("openai", make_openai, "length"), ("gemini", make_gemini, "MAX_TOKENS")],
    ids=["openai", "gemini"],
)
def test_a_cut_answer_is_cut_with_its_raw_output(
    wire: str, make: Make, finish: str, server: Loopback, sleeps: list[float]
) -> None:
    ok(server, wire, '{"signals": [{"category": "cov', finish=finish)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "cut"
    assert e.value.attempts[0].raw == '{"signals": [{"category": "cov'
    assert len(server.requests) == 1  # a cut answer is reported, not re-asked


def test_openai_refusal_is_refused(server: Loopback, sleeps: list[float]) -> None:
    server.openai(None, refusal="I can't help with that.")
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_openai(server, sleeps), _request())
    assert e.value.kind == "refused"
    assert "I can't help with that." in str(e.value)


def test_openai_content_filter_is_blocked(server: Loopback, sleeps: list[float]) -> None:
    server.openai("", finish="content_filter")
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_openai(server, sleeps), _request())
    assert e.value.kind == "blocked"


@pytest.mark.parametrize("finish", ["SAFETY", "PROHIBITED_CONTENT", "RECITATION", "SPII"])
def test_gemini_safety_finish_is_blocked(
    finish: str, server: Loopback, sleeps: list[float]
) -> None:
    server.gemini(None, finish=finish)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_gemini(server, sleeps), _request())
    assert e.value.kind == "blocked"
    assert finish in str(e.value)


def test_gemini_safety_block_names_the_category(server: Loopback, sleeps: list[float]) -> None:
    server.gemini(None, finish="SAFETY")
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_gemini(server, sleeps), _request())
    assert "HARM_CATEGORY_DANGEROUS_CONTENT" in str(e.value)


def test_gemini_blocked_prompt_is_blocked(server: Loopback, sleeps: list[float]) -> None:
    server.gemini(None, block_reason="PROHIBITED_CONTENT")
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_gemini(server, sleeps), _request())
    assert e.value.kind == "blocked"
    assert "PROHIBITED_CONTENT" in str(e.value)


@BOTH
@pytest.mark.parametrize("text", ["", "   \n"])
def test_an_empty_answer_is_empty(
    wire: str, make: Make, text: str, server: Loopback, sleeps: list[float]
) -> None:
    ok(server, wire, text)
    with pytest.raises(ProviderProblem) as e:
        call_structured(make(server, sleeps), _request())
    assert e.value.kind == "empty"


def test_gemini_without_candidates_is_empty(server: Loopback, sleeps: list[float]) -> None:
    server.respond(200, {"usageMetadata": {"promptTokenCount": 3}})
    with pytest.raises(ProviderProblem) as e:
        call_structured(make_gemini(server, sleeps), _request())
    assert e.value.kind == "empty"
