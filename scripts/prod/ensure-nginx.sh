#!/usr/bin/env bash
# The production journeys serve the bundle with Debian's nginx. Installs it when missing.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx missing: installing Debian's nginx package ..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/dev/null
  [ -x /usr/sbin/nginx ] && exit 0
fi
echo "nginx not found: run 'sudo apt-get install -y nginx'." >&2
exit 1
