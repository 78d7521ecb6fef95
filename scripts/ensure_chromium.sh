#!/usr/bin/env bash
# Headless Chromium and its driver for tests/test_browser.py (issue 6).
#
# Installs the Debian packages `chromium` and `chromium-driver` when they are absent and we
# are root; otherwise says why and exits 0, so that `make test` never fails here — the
# browser test then skips itself with a clear message.
set -u

have() { command -v "$1" >/dev/null 2>&1; }

if (have chromium || have chromium-browser) && have chromedriver; then
    exit 0
fi
if [ "$(id -u)" != "0" ]; then
    echo "ensure_chromium: chromium/chromedriver absent and not root: browser test will skip" >&2
    exit 0
fi
if ! have apt-get; then
    echo "ensure_chromium: no apt-get on this machine: browser test will skip" >&2
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# Bounded: on a machine without network apt-get would otherwise wait on every mirror.
limit() { if have timeout; then timeout "$@"; else shift; "$@"; fi; }
# A stale package list would ask for versions the mirror no longer holds.
limit 300 apt-get update -qq -o Acquire::Retries=0 >/dev/null 2>&1 \
    || echo "ensure_chromium: apt-get update failed" >&2
if limit 900 apt-get install -y -qq --no-install-recommends chromium chromium-driver \
    >/dev/null 2>&1; then
    echo "ensure_chromium: installed chromium and chromium-driver" >&2
else
    echo "ensure_chromium: could not install chromium/chromium-driver: browser test will skip" >&2
fi
exit 0
