#!/usr/bin/env bash
# Serves the production build behind Debian's nginx for the production journeys (foreground).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/prod/ensure-nginx.sh
[ -f "${PROD_DIST:-dist}/index.html" ] || npx vite build --outDir "${PROD_DIST:-dist}" >/dev/null
dir=$(node scripts/prod/site.mjs)
exec /usr/sbin/nginx -p "$dir" -c "$dir/nginx.conf" -g 'daemon off;'
