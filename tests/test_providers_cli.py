"""Provider configuration as the user meets it on the command line (errors at the edge)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from analyste.cli import main

SECRET = "sk-dotenv-0123456789-never-shown"


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Provider variables are cleared, and restored after, by conftest for every test.
    monkeypatch.chdir(tmp_path)  # no developer .env, and outputs stay in tmp
    monkeypatch.delenv("ANALYSTE_HOME", raising=False)


def test_a_named_provider_without_its_key_says_what_to_set() -> None:
    result = CliRunner().invoke(main, ["memo", "ferlac", "--provider", "gemini"])
    assert result.exit_code == 1
    assert result.output == (
        "error: config: set GEMINI_API_KEY or GOOGLE_API_KEY (or for Vertex AI: "
        "GOOGLE_GENAI_USE_VERTEXAI=true, GOOGLE_CLOUD_PROJECT and GOOGLE_CLOUD_LOCATION), "
        "or use --provider offline\n"
    )


def test_the_provider_is_read_from_dotenv(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("ANALYSTE_PROVIDER=openai\n")
    result = CliRunner().invoke(main, ["memo", "ferlac"])
    assert result.exit_code == 1
    assert "set OPENAI_API_KEY" in result.output


def test_a_key_from_dotenv_is_never_shown(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"OPENAI_API_KEY={SECRET}\nANALYSTE_PROVIDER=replay\n")
    result = CliRunner().invoke(main, ["memo", "ferlac"])
    assert result.exit_code == 1
    assert "ANALYSTE_REPLAY" in result.output
    assert SECRET not in result.output


def test_replay_of_a_missing_recording() -> None:
    result = CliRunner().invoke(
        main, ["memo", "ferlac", "--provider", "replay", "--record", "nope.jsonl"]
    )
    assert result.exit_code == 1
    assert "nope.jsonl not found" in result.output
