"""LIVE: one small structured call to each real provider whose key is set.

Skipped as a whole module unless GEMINI_API_KEY/GOOGLE_API_KEY or OPENAI_API_KEY is set
(and never run by CI, which has no key). Costs a few hundred tokens per provider.
ANALYSTE_MODEL is ignored here so that each provider gets its own default model.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, Field

from analyste.providers import Usage, call_structured, get_provider
from analyste.providers.base import Request

_GEMINI = bool(os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY"))
_OPENAI = bool(os.environ.get("OPENAI_API_KEY"))

if not (_GEMINI or _OPENAI):
    pytest.skip(
        "live provider tests need GEMINI_API_KEY/GOOGLE_API_KEY or OPENAI_API_KEY",
        allow_module_level=True,
    )

pytestmark = pytest.mark.live


class Capital(BaseModel):
    model_config = ConfigDict(extra="forbid")
    country: str = Field(description="the country asked about")
    capital: str = Field(description="its capital city")
    confidence: float = Field(ge=0, le=1, description="how sure you are, 0 to 1")


@pytest.mark.parametrize(
    "name",
    [
        pytest.param("gemini", marks=pytest.mark.skipif(not _GEMINI, reason="no Gemini key")),
        pytest.param("openai", marks=pytest.mark.skipif(not _OPENAI, reason="no OpenAI key")),
    ],
)
def test_one_small_structured_call(
    name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("ANALYSTE_MODEL", raising=False)
    recording = tmp_path / "live.jsonl"
    provider = get_provider(name, record=recording)
    usages: list[Usage] = []
    request = Request(
        task="live_check",
        system="Answer with JSON matching the schema.",
        prompt="What is the capital of France?",
        schema=Capital,
        max_output_tokens=1024,
    )
    answer = call_structured(provider, request, usages)
    assert isinstance(answer, Capital)
    assert "paris" in answer.capital.lower()
    assert usages[-1].tokens_in > 0
    assert usages[-1].tokens_out > 0
    # The real key never reaches the recording, and the recording replays offline.
    text = recording.read_text(encoding="utf-8")
    for var in ("GEMINI_API_KEY", "GOOGLE_API_KEY", "OPENAI_API_KEY"):
        key = os.environ.get(var)
        assert not key or key not in text, f"{var} leaked into the recording"
    assert call_structured(get_provider("replay", record=recording), request) == answer
