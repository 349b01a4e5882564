#!/usr/bin/env bash
# Serves the production build behind Debian's nginx for the production journeys (foreground).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/prod/ensure-nginx.sh
dist="${PROD_DIST:-dist}"
# A missing bundle is built as for a deploy: `npm run build` (typecheck, build, check-dist) for
# dist/, the same typecheck and build for another folder (npm test's PROD_DIST is built and checked
# before this runs).
if [ ! -f "$dist/index.html" ]; then
  if [ "$dist" = dist ]; then npm run -s build >/dev/null
  else
    # One command per line: under set -e a failure inside an && list would not stop the script.
    npx tsc -p tsconfig.json --noEmit
    npx vite build --outDir "$dist" --emptyOutDir --logLevel error
  fi
fi
# Whenever and however it was built, only a bundle that passes the check is served.
node scripts/check-dist.mjs "$dist"
dir=$(node scripts/prod/site.mjs)
# Run as root (CI), nginx's workers would be 'nobody' and could not read a checkout under a
# private folder (mktemp -d is 0700): let them run as the user who owns the checkout.
user=""
[ "$(id -u)" = 0 ] && user="user $(id -un);"
exec /usr/sbin/nginx -p "$dir" -c "$dir/nginx.conf" -g "daemon off; $user"
