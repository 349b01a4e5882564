#!/usr/bin/env bash
# Serves the production build behind Debian's nginx for the production journeys (foreground).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq nginx >/dev/null; else
    echo "nginx is missing: sudo apt-get install -y nginx"; exit 1; fi
fi
[ -f dist/index.html ] || npx vite build >/dev/null
dir=$(node scripts/prod/site.mjs)
exec /usr/sbin/nginx -p "$dir" -c "$dir/nginx.conf" -g 'daemon off;'
