"""The test isolation of conftest.py does what it says (constructed cases)."""

import os
import socket

import pytest


def test_a_connection_outside_the_loopback_fails_at_once():
    with socket.socket() as s, pytest.raises(ConnectionRefusedError, match="network"):
        s.connect(("192.0.2.1", 443))  # TEST-NET-1: documentation range, never routed


def test_a_name_look_up_outside_the_loopback_fails_at_once():
    with pytest.raises(socket.gaierror, match="network"):
        socket.getaddrinfo("api.openai.com", 443)


def test_the_loopback_stays_reachable():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        with socket.create_connection(server.getsockname(), timeout=2):
            pass


def test_a_variable_set_during_a_test_does_not_outlive_it_part_1():
    os.environ["ANALYSTE_PROVIDER"] = "openai"  # as the CLI's load_dotenv would


def test_a_variable_set_during_a_test_does_not_outlive_it_part_2():
    assert "ANALYSTE_PROVIDER" not in os.environ
