#!/usr/bin/env bash
# The browser for the browser tests, from Debian's packages when missing: its headless shell of
# Chromium (`chromium-headless-shell`, what playwright.config.ts picks when it is there), else its
# `chromium`. Nothing to do when CHROMIUM_PATH names a browser that is there.
set -uo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH names no browser: $CHROMIUM_PATH"
  exit 1
fi
[ -x /usr/bin/chromium-headless-shell ] && exit 0
apt-get update -qq || true
for package in chromium-headless-shell chromium; do
  echo "Installing Debian's $package..."
  apt-get install -y -qq "$package" >/dev/null && exit 0
  echo "could not install $package"
done
[ -x /usr/bin/chromium ]
