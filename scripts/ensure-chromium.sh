#!/usr/bin/env bash
# Browser tests use Debian's Chromium (no browser downloads here): `chromium-headless-shell` for
# the journeys, `chromium` for what needs the full browser (tests/browsers.ts). Installs what is
# missing when run as root with apt; otherwise says in one line how to.
set -euo pipefail
shell="${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
full="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$full" ] || missing+=(chromium)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} ..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") >/dev/null
  [ -x "$full" ] && [ -x "$shell" ] && exit 0
fi
echo "Missing ${missing[*]}: run 'sudo apt-get install -y chromium chromium-headless-shell'," \
  "or set CHROMIUM_PATH / HEADLESS_SHELL_PATH." >&2
exit 1
