#!/usr/bin/env bash
# Node.js 24 for CI's second Jest run, from the npm registry: the `node@24` package (its install
# script fetches the build for this platform, `node-<os>-<arch>`, from the registry too) in a
# tools folder of its own, git-ignored. Prints the folder that holds its `node`, for PATH:
#
#   bin=$(scripts/ci/node.sh .tools/node24) && PATH="$bin:$PATH" npm test
#
# Nothing needs rebuilding for it: better-sqlite3 resolves to vendor/better-sqlite3, which loads
# the Node-API build (13.x, prebuilt in its package) on Node 24 and the 12.x build on Node 20.
set -euo pipefail

dir="${1:-.tools/node24}"
mkdir -p "$dir"
# npm 11 runs a package's install script only when allowed: `node` needs its preinstall.
echo '{ "private": true, "allowScripts": { "node": true } }' > "$dir/package.json"
installed=false
for attempt in 1 2 3; do
  if npm install --prefix "$dir" --no-audit --no-fund --no-save node@24 >&2; then
    installed=true
    break
  fi
  echo "installing node@24 failed (attempt $attempt of 3)" >&2
  sleep $((attempt * 10))
done
[ "$installed" = true ] || exit 1
bin="$(cd "$dir/node_modules/node/bin" && pwd)"
echo "Node $("$bin/node" --version) in $bin" >&2
echo "$bin"
