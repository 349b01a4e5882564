#!/usr/bin/env bash
# Browser tests use Debian's Chromium (no browser downloads here). Installs it when missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium missing: installing Debian's chromium package ..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Chromium not found at $browser: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
exit 1
