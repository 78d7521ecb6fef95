"""The scripted fake provider (a test double) behaves as the loop tests rely on."""

from __future__ import annotations

import pytest
from fake_provider import FakeProvider, install, installed
from pydantic import BaseModel

from analyste.providers import REGISTRY, ProviderProblem, Request, call_structured, get_provider


class Answer(BaseModel):
    value: int


def _request(prompt: str = "q") -> Request:
    return Request(task="writer", system="s", prompt=prompt, schema=Answer)


def test_replies_in_order_and_history_kept() -> None:
    fake = FakeProvider(['{"value": 1}', Answer(value=2)])
    fake.enqueue(lambda req: f'{{"value": {len(req.prompt)}}}')
    assert call_structured(fake, _request()) == Answer(value=1)
    assert call_structured(fake, _request()) == Answer(value=2)
    assert call_structured(fake, _request("four")) == Answer(value=4)
    assert [r.prompt for r in fake.history] == ["q", "q", "four"]
    assert fake.remaining == 0


def test_invalid_then_valid_is_reasked_with_the_error() -> None:
    fake = FakeProvider(['{"value": "x"}', '{"value": 3}'])
    assert call_structured(fake, _request()) == Answer(value=3)
    assert "not valid against the schema" in fake.history[1].prompt


@pytest.mark.parametrize(
    ("scripted", "kind"),
    [
        (("partial", "length"), "cut"),
        (("", "refused", "I cannot"), "refused"),
        (("", "blocked"), "blocked"),
        ("   ", "empty"),
        (ProviderProblem("transient", "down"), "transient"),
    ],
)
def test_scripted_problems(scripted: object, kind: str) -> None:
    fake = FakeProvider([scripted])  # type: ignore[list-item]
    with pytest.raises(ProviderProblem) as e:
        call_structured(fake, _request())
    assert e.value.kind == kind


def test_exhausted_script_fails_loudly() -> None:
    with pytest.raises(AssertionError, match="no scripted reply left for task 'writer'"):
        FakeProvider().execute(_request())


def test_installed_only_inside_the_block() -> None:
    with installed(FakeProvider(['{"value": 5}'])) as fake:
        assert get_provider("fake") is fake
    assert "fake" not in REGISTRY


def test_install_selects_it_through_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = install(monkeypatch, ['{"value": 6}'])
    provider = get_provider()
    assert provider is fake
    assert call_structured(provider, _request()) == Answer(value=6)
