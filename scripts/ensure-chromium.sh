#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (Playwright never downloads one).
# Installs it with apt-get when missing and we are root; otherwise says what to run.
# CHROME_PATH and its default are the ones apps/web/e2e/support/chromium.ts launches.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chrome: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROME_PATH at an existing Chromium/Chrome binary)" >&2
exit 1
