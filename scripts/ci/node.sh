#!/usr/bin/env bash
# A supported Node.js from the npm registry: the `node@<major>` package (its install script
# fetches the build for this platform, `node-<os>-<arch>`, from the registry too) in a tools
# folder of its own, git-ignored. Prints the folder that holds its `node`, for PATH:
#
#   bin=$(scripts/ci/node.sh 24) && PATH="$bin:$PATH" npm test
#
# The first argument is the major version (default 24), the second the folder (default
# .tools/node<major>). CI runs its suites on Node 24 and the runtime-sensitive ones again on 22.
# Nothing needs rebuilding for either: better-sqlite3 resolves to vendor/better-sqlite3, which
# loads the Node-API build (13.x, prebuilt in its package) on Node 22 and 24 and the 12.x build
# on Node 20.
set -euo pipefail

major="${1:-24}"
dir="${2:-.tools/node$major}"
mkdir -p "$dir"
# npm 11 runs a package's install script only when allowed: `node` needs its preinstall.
echo '{ "private": true, "allowScripts": { "node": true } }' > "$dir/package.json"
installed=false
for attempt in 1 2 3; do
  if npm install --prefix "$dir" --no-audit --no-fund --no-save "node@$major" >&2; then
    installed=true
    break
  fi
  echo "installing node@$major failed (attempt $attempt of 3)" >&2
  sleep $((attempt * 10))
done
[ "$installed" = true ] || exit 1
bin="$(cd "$dir/node_modules/node/bin" && pwd)"
echo "Node $("$bin/node" --version) in $bin" >&2
echo "$bin"
