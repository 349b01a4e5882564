#!/usr/bin/env bash
# Serves the production build behind Debian's nginx for the production journeys (foreground).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/prod/ensure-nginx.sh
[ -f "${PROD_DIST:-dist}/index.html" ] || npx vite build --outDir "${PROD_DIST:-dist}" >/dev/null
dir=$(node scripts/prod/site.mjs)
# Run as root (CI), nginx's workers would be 'nobody' and could not read a checkout under a
# private folder (mktemp -d is 0700): let them run as the user who owns the checkout.
user=""
[ "$(id -u)" = 0 ] && user="user $(id -un);"
exec /usr/sbin/nginx -p "$dir" -c "$dir/nginx.conf" -g "daemon off; $user"
