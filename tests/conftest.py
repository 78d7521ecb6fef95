"""Test isolation shared by every module: no provider key, no leaked environment.

The command line loads a `.env` of the working folder into os.environ (setdefault), and
a few tests write such a file on purpose. monkeypatch.delenv on a variable that is absent
records nothing, so a value loaded later outlived its test: on a clean clone the key and
`ANALYSTE_PROVIDER=openai` of a .env test reached the sample-memo tests, which then tried
the network. Every test now starts without provider variables and ends with the
environment it started with. Tests marked `live` keep the developer's keys.

And tests never reach the network: outside `live` tests, a connection or a name look-up
to anything but the loopback fails at once, so a leak shows up as a failure, not as a
silent call to a provider.

Real filings: the tests that read them look in ANALYSTE_REALWORLD, else in
../shared/realworld beside the clone (`REALWORLD`), and skip with a reason that names both
(`REALWORLD_ABSENT`): a clone that sits elsewhere points to the folder with the variable.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

# Where the real filings are: the folder of ANALYSTE_REALWORLD, else ../shared/realworld
# next to the clone (the newcomer's clone sat elsewhere and every real-filing test skipped
# with "../shared/realworld absent", naming no way out).
REALWORLD = Path(
    os.environ.get("ANALYSTE_REALWORLD")
    or Path(__file__).resolve().parents[2] / "shared" / "realworld"
)
REALWORLD_ABSENT = (
    f"real filings not found in {REALWORLD}: set ANALYSTE_REALWORLD to their folder "
    "(../shared/realworld by default)"
)

PROVIDER_VARS = (
    "ANALYSTE_PROVIDER",
    "ANALYSTE_MODEL",
    "ANALYSTE_REPLAY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "GOOGLE_GENAI_USE_VERTEXAI",
    "GOOGLE_CLOUD_PROJECT",
    "GOOGLE_CLOUD_LOCATION",
    "GOOGLE_GEMINI_BASE_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
)


@pytest.fixture(autouse=True)
def _isolated_environment(request: pytest.FixtureRequest) -> Iterator[None]:
    saved = dict(os.environ)
    if request.node.get_closest_marker("live") is None:
        for var in PROVIDER_VARS:
            os.environ.pop(var, None)
    yield
    os.environ.clear()
    os.environ.update(saved)


_LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}
_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex
_real_getaddrinfo = socket.getaddrinfo


def _is_loopback(host: object) -> bool:
    if not isinstance(host, str):
        return False
    if host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


def _check(sock: socket.socket, address: object) -> None:
    if sock.family not in (socket.AF_INET, socket.AF_INET6):
        return  # unix sockets stay on the machine
    host = address[0] if isinstance(address, tuple) else address
    if not _is_loopback(host):
        raise ConnectionRefusedError(f"tests never reach the network (tried {host!r})")


def _connect(self: socket.socket, address: object) -> None:
    _check(self, address)
    return _real_connect(self, address)


def _connect_ex(self: socket.socket, address: object) -> int:
    _check(self, address)
    return _real_connect_ex(self, address)


def _getaddrinfo(host: object, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
    if host is not None and not _is_loopback(host if isinstance(host, str) else str(host)):
        raise socket.gaierror(f"tests never reach the network (look-up of {host!r})")
    return _real_getaddrinfo(host, *args, **kwargs)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def _no_network(request: pytest.FixtureRequest) -> Iterator[None]:
    if request.node.get_closest_marker("live") is not None:
        yield
        return
    mp = pytest.MonkeyPatch()
    mp.setattr(socket.socket, "connect", _connect)
    mp.setattr(socket.socket, "connect_ex", _connect_ex)
    mp.setattr(socket, "getaddrinfo", _getaddrinfo)
    try:
        yield
    finally:
        mp.undo()
