"""Recording any provider to a file, and replaying it with no server and no key."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from loopback import Loopback
from pydantic import BaseModel

from analyste.providers import (
    ProviderProblem,
    RecordingProvider,
    ReplayProvider,
    Request,
    call_structured,
    get_provider,
    request_key,
)

KEY = "sk-loopback-0123456789abcdef-SECRET"


class Answer(BaseModel):
    value: int
    label: str


GOOD = '{"value": 7, "label": "sept"}'


def _request(prompt: str = "Combien ?") -> Request:
    return Request(task="writer", system="Réponds en JSON.", prompt=prompt, schema=Answer)


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_RETRY_BASE_DELAY", "0.001")


@pytest.fixture
def server() -> Iterator[Loopback]:
    with Loopback() as s:
        yield s


def _configure(wire: str, server: Loopback, monkeypatch: pytest.MonkeyPatch) -> None:
    if wire == "openai":
        monkeypatch.setenv("OPENAI_API_KEY", KEY)
        monkeypatch.setenv("OPENAI_BASE_URL", server.url + "/v1")
    else:
        monkeypatch.setenv("GEMINI_API_KEY", KEY)
        monkeypatch.setenv("GOOGLE_GEMINI_BASE_URL", server.url)


def _answer(wire: str, server: Loopback, text: str, **kw: str) -> None:
    (server.openai if wire == "openai" else server.gemini)(text, **kw)  # type: ignore[operator]


WIRES = pytest.mark.parametrize("wire", ["openai", "gemini"])


@WIRES
def test_record_then_replay_gives_the_same_result_with_no_server(
    wire: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    recording = tmp_path / "run.jsonl"
    with Loopback() as server:
        _configure(wire, server, monkeypatch)
        _answer(wire, server, GOOD)
        provider = get_provider(record=recording)
        assert provider.name == wire
        recorded = call_structured(provider, _request())
        # The key did reach the server: the test proves it was there to leak.
        sent = server.requests[0].headers
        assert KEY in (sent.get("authorization", "") + sent.get("x-goog-api-key", ""))

    text = recording.read_text(encoding="utf-8")
    assert KEY not in text
    assert "authorization" not in text.lower()
    assert "x-goog-api-key" not in text.lower()
    line = json.loads(text)
    assert line["key"] == request_key(_request())
    assert line["provider"] == wire
    assert line["reply"] == {"text": GOOD, "finish": "stop", "detail": ""}
    assert line["usage"]["tokens_in"] == 12

    for var in ("OPENAI_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    replayed = call_structured(get_provider("replay", record=recording), _request())
    assert replayed == recorded
    monkeypatch.setenv("ANALYSTE_REPLAY", str(recording))
    monkeypatch.setenv("ANALYSTE_PROVIDER", "replay")
    assert call_structured(get_provider(), _request()) == recorded


def test_a_key_inside_a_prompt_is_scrubbed(
    server: Loopback, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _configure("openai", server, monkeypatch)
    server.openai(GOOD)
    recording = tmp_path / "run.jsonl"
    call_structured(get_provider("openai", record=recording), _request(f"my key is {KEY}"))
    text = recording.read_text(encoding="utf-8")
    assert KEY not in text
    assert "my key is [removed]" in text


def test_a_reask_replays_the_same_way(
    server: Loopback, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _configure("gemini", server, monkeypatch)
    server.gemini('{"value": "seven"}')
    server.gemini(GOOD)
    recording = tmp_path / "run.jsonl"
    recorded = call_structured(get_provider("gemini", record=recording), _request())
    assert len(recording.read_text().splitlines()) == 2
    replay = get_provider("replay", record=recording)
    assert call_structured(replay, _request()) == recorded


def test_a_recorded_cut_answer_replays_as_cut(
    server: Loopback, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _configure("openai", server, monkeypatch)
    server.openai('{"value": 7, "la', finish="length")
    recording = tmp_path / "run.jsonl"
    # The replay provider is built only after the recording exists.
    for build in (
        lambda: get_provider("openai", record=recording),
        lambda: ReplayProvider(path=recording),
    ):
        with pytest.raises(ProviderProblem) as e:
            call_structured(build(), _request())
        assert e.value.kind == "cut"
        assert e.value.attempts[0].raw == '{"value": 7, "la'


def test_the_same_request_recorded_twice_replays_in_order(tmp_path: Path) -> None:
    recording = tmp_path / "run.jsonl"
    key = request_key(_request())
    lines = [
        {"key": key, "reply": {"text": '{"value": 1, "label": "a"}', "finish": "stop"}},
        {"key": key, "reply": {"text": '{"value": 2, "label": "b"}', "finish": "stop"}},
    ]
    recording.write_text("".join(json.dumps(x) + "\n" for x in lines))
    replay = ReplayProvider(path=recording)
    values = [call_structured(replay, _request()).value for _ in range(3)]  # type: ignore[attr-defined]
    assert values == [1, 2, 2]


def test_replay_of_an_unrecorded_request_is_a_config_problem(tmp_path: Path) -> None:
    recording = tmp_path / "run.jsonl"
    recording.write_text("")
    with pytest.raises(ProviderProblem) as e:
        ReplayProvider(path=recording).execute(_request())
    assert e.value.kind == "config"
    assert "record it again with --record" in str(e.value)


def test_replay_with_a_changed_schema_misses(tmp_path: Path) -> None:
    """The schema is part of the key: a reply recorded for an older model shape is not reused."""

    class Other(BaseModel):
        value: int

    recording = tmp_path / "run.jsonl"
    line = {"key": request_key(_request()), "reply": {"text": GOOD, "finish": "stop"}}
    recording.write_text(json.dumps(line) + "\n")
    changed = Request(task="writer", system="Réponds en JSON.", prompt="Combien ?", schema=Other)
    with pytest.raises(ProviderProblem):
        ReplayProvider(path=recording).execute(changed)


def test_replay_needs_a_file() -> None:
    with pytest.raises(ProviderProblem) as e:
        get_provider("replay")
    assert e.value.kind == "config"
    assert "ANALYSTE_REPLAY" in str(e.value)


def test_replay_of_a_missing_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANALYSTE_REPLAY", str(tmp_path / "nope.jsonl"))
    with pytest.raises(ProviderProblem, match="not found"):
        get_provider("replay")


def test_replay_of_a_corrupt_file_names_the_line(tmp_path: Path) -> None:
    recording = tmp_path / "run.jsonl"
    recording.write_text('{"key": "a", "reply": {"text": "", "finish": "stop"}}\nnot json\n')
    with pytest.raises(ProviderProblem, match=r"run.jsonl:2"):
        ReplayProvider(path=recording)


def test_the_recording_wrapper_exposes_the_inner_provider(
    server: Loopback, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _configure("openai", server, monkeypatch)
    monkeypatch.setenv("ANALYSTE_MODEL", "gpt-recorded")
    provider = get_provider(record=tmp_path / "r.jsonl")
    assert isinstance(provider, RecordingProvider)
    assert (provider.name, provider.model) == ("openai", "gpt-recorded")
    provider.retry.attempts = 1  # a test (or a caller) can still reach the inner policy
    assert provider.inner.retry.attempts == 1
