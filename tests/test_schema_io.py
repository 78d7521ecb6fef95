"""Atomic writes: whole files, ordinary permissions, bytes or text."""

import os
import stat

import pytest

from analyste.errors import BadInput
from analyste.schema import Memo, load, save, write_atomic


def test_written_file_is_readable_by_the_group_like_an_ordinary_write(tmp_path):
    """mkstemp creates 0600; a memo shared in a team folder must follow the umask."""
    old = os.umask(0o022)
    try:
        target = tmp_path / "m.json"
        write_atomic(target, "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_bytes_and_text_round_trip_and_no_temporary_left(tmp_path):
    write_atomic(tmp_path / "a.bin", b"\x00\x01")
    write_atomic(tmp_path / "b.txt", "é")
    assert (tmp_path / "a.bin").read_bytes() == b"\x00\x01"
    assert (tmp_path / "b.txt").read_text(encoding="utf-8") == "é"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.bin", "b.txt"]


def test_load_names_the_file_and_the_reason(tmp_path):
    bad = tmp_path / "memo.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(BadInput) as e:
        load(Memo, bad)
    assert str(e.value).startswith(f"{bad}: not a valid Memo file")


def test_save_then_load(tmp_path):
    memo = Memo(slug="s", company="C", verified=True, attempts=1, paragraphs=[])
    save(memo, tmp_path / "m.json")
    assert load(Memo, tmp_path / "m.json") == memo
